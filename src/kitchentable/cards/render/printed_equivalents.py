"""A sentence said in the card's own words when the card prints an equivalent of the rendered one.

Some instructions have two Oracle wordings with one meaning, and the compiled card keeps only the meaning:
"put one of them into your hand" and "put one of those cards into your hand"; "that player discards their hand"
and "... discards all the cards in their hand" (701.9a); "return that card to the battlefield" and "... under
your control" (110.2a: an object a player is told to put onto the battlefield enters under that player's control);
"If ..., it deals 4 damage instead" and "If ..., [this card] deals 4 damage instead". Each pair below is such an
equivalent; a rendered sentence takes the other wording only when the sentence so changed is exactly what the card
prints (its name and "this creature" read as "this"), so no word the card does not print is ever put in.
"""

from __future__ import annotations

import re

from kitchentable.cards.wording import ORACLE_UPDATES, apply_updates

# (rendered words, the equivalent words some cards print)
_EQUIVALENTS: tuple[tuple[str, str], ...] = (
    ("one of them", "one of those cards"),
    ("reveal them", "reveal those cards"),
    ("discards their hand", "discards all the cards in their hand"),  # 701.9a: the whole hand either way
    ("discard your hand", "discard all the cards in your hand"),
    ("to the battlefield under your control", "to the battlefield"),  # 110.2a
    ("it deals", "this deals"),  # an "instead" sentence's source, just named: as "it" or by its name (614.1a)
    ("this deals", "it deals"),
    ("those creatures gain", "they gain"),
    ("that player loses", "they lose"),  # the player just named
    ("blocking it", "blocking this"),  # the card, named again or as "it"
    ("attached to it", "attached to this"),
    ("untap those creatures", "untap them"),
)
_INSTEAD_ONLY = frozenset({"it deals", "this deals"})
_SELF = re.compile(r"\bthis (?:creature|artifact|enchantment|land|spell|permanent|planeswalker|vehicle|aura|"
                   r"equipment|card|battle)\b")
_REMINDER = re.compile(r" ?\([^()]*\)")
_SENTENCE = re.compile(r"(?<=[.!?\"])\s+(?=[A-Z0-9{+-])")


def _plain(text: str, name: str) -> str:
    """The text lower-cased in today's words (`compare.modern_wording`, imported here: the comparison renders
    cards), its reminder text and rule numbers left out, the card's own name and "this creature" as "this"."""
    from kitchentable.cards.render.compare import modern_wording

    text = modern_wording(apply_updates(_REMINDER.sub("", text), ORACLE_UPDATES).lower())
    if name:
        text = text.replace(name.lower(), "this")
        short = name.split(",")[0].lower()
        if short != name.lower():
            text = re.sub(rf"\b{re.escape(short)}\b", "this", text)  # "Syr Ginger" for "Syr Ginger, the Meal Ender"
    return _SELF.sub("this", text)


def equivalents_as_printed(line: str, printed: str, name: str) -> str:
    """The rendered line with each sentence in the printed equivalent wording (see the module docstring)."""
    if not printed or not any(said in line.lower() for said, _ in _EQUIVALENTS):
        return line
    plain = _plain(printed, name)
    out: list[str] = []
    for sentence in _SENTENCE.split(line):
        if _plain(sentence, "").rstrip(".") not in plain:
            for said, other in _EQUIVALENTS:
                if said in _INSTEAD_ONLY and not sentence.rstrip().endswith("instead."):
                    continue  # elsewhere "it" may be another object: the rendered "this" is kept
                at = sentence.lower().find(said)
                if at < 0 or (at and sentence[at - 1].isalnum()):
                    continue
                word = other[:1].upper() + other[1:] if sentence[at:at + 1].isupper() else other
                variant = sentence[:at] + word + sentence[at + len(said):]
                if _plain(variant, "").rstrip(".") in plain:
                    sentence = variant
                    break
        out.append(sentence)
    return " ".join(out)
