"""How damage names its recipients (120.2a, 115.4): "each of up to two target creatures", "each creature and each
planeswalker".

Damage to a group of several targets is dealt to each of them in full (it is not divided, 601.2d), and Oracle text
says so with "each of" ("Sparkmage's Gambit deals 1 damage to each of up to two target creatures"); damage to two
card types at once names each type with its own "each" ("Storm's Wrath deals 4 damage to each creature and each
planeswalker", compiled by `phrases.damage_groups` as one group of either type)."""

from __future__ import annotations

from kitchentable.rules.abilities import Filter, Ref, TargetSpec


def damage_recipient_words(to: Ref, said: str, targets: tuple[TargetSpec, ...], offset: int) -> str:
    """`said` (the recipient as `render.words._ref` says it) as a damage instruction says it."""
    if to.kind == "all" and to.filter is not None and len(to.filter.any_types) == 2 \
            and to.filter == Filter(any_types=to.filter.any_types) and said.startswith("each ") and " or " in said:
        first, _, second = said.removeprefix("each ").partition(" or ")
        return f"each {first} and each {second}"
    if to.kind != "target" or said.startswith("each of ") or "target" not in said:
        return said
    i = to.index - offset
    spec = targets[i] if 0 <= i < len(targets) else None
    if spec is None or spec.max <= 1 and not spec.x_count:
        return said
    return f"each of {said}"
