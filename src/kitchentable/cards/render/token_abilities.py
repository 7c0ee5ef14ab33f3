"""How a created token's keywords and quoted abilities are said (111.4): "with flying and ward {2}", "with haste and
"This creature can't block."", or "... token with flying. It has "..."" as the card prints it
(`CreateToken.quoted_with`)."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, CreateToken

CANT_BLOCK_QUOTED = '"This creature can\'t block."'
"""A token that can't block was given the quoted ability "This creature can't block." (the kernel reads the
restriction by name, as a keyword, 509.1b); no card prints "with can't block"."""


def token_keywords_said(t: CardDef) -> tuple[list[str], list[str]]:
    """The token's keywords said after "with" (in the order the effect said them, `CardDef.keyword_order`, when
    it is known; else alphabetical), and the quoted texts its restrictions are said as."""
    printed = list(t.keyword_order) if set(t.keyword_order) == set(t.keywords) else sorted(t.keywords)
    if t.power is not None and "can't block" in t.keywords:
        return [k for k in printed if k != "can't block"], [CANT_BLOCK_QUOTED]
    return printed, []


def quoted_after_with(e: CreateToken, kws: str, quoted: list[str]) -> tuple[str, bool]:
    """`kws` with the quoted abilities added after "with" when the card says them there ("with flying and
    "..."", "with "..."") and whether it did; else `kws` as it was."""
    if not (e.quoted_with and quoted):
        return kws, False
    return (f"{kws} and " if kws else " with ") + " and ".join(quoted), True
