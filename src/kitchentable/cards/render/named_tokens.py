"""A token with a name of its own, as Oracle text writes it (111.4): "Create a 1/1 colorless Insect artifact
creature token with flying named Wasp." and, for a legendary one, the name first: "Create Ragavan, a legendary
2/1 red Monkey creature token." (`language.phrases.named_tokens`)."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef


def own_token_name(t: CardDef) -> str | None:
    """The token's name when the effect gave it one (not its subtypes plus "Token", 111.4's default)."""
    default = " ".join(t.subtype_order or tuple(sorted(t.subtypes))) + " Token"
    return None if t.name == default or t.power is None else t.name


def named_token_said(t: CardDef, head: str, kws: str, tail: str) -> str:
    """`head` ("Create a 2/1 red Monkey creature token"), `kws` (" with flying") and `tail` (the rest of the
    sentence) with the token's own name where Oracle text says it."""
    name = own_token_name(t)
    if name is None:
        return f"{head}{kws}{tail}"
    if "Legendary" in t.supertypes:
        verb, _, made = head.partition(" ")
        article, _, body = made.partition(" ")
        return f"{verb} {name}, {article} legendary {body}{kws}{tail}"
    return f"{head}{kws} named {name}{tail}"
