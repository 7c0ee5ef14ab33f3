""""~ deals N damage to each creature and each planeswalker": one source's damage to two groups (120.2a, 120.3).

Today's Oracle wording names each group with its own "each" ("Storm's Wrath deals 4 damage to each creature and
each planeswalker"; Star of Extinction, Brotherhood's End). The damage is one instruction to every object of
either group, so a permanent in both (a Gideon that is a creature this turn) is dealt it once: the recipient is
one group whose card type is either type (`Filter.any_types`). That needs the two descriptions to differ only
by their one card type ("each creature you don't control and each planeswalker you don't control" shares the
controller); any other pair is refused rather than dealt to one group twice."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, Ref


class DamageGroupsPhrases(PhraseBase):
    """"each <desc> and each <desc>" as a damage recipient (`dg_each_two_groups`)."""

    def dg_each_two_groups(self, ch: list[Any]) -> Ref:
        first, second = (d.filter() for d in _clean(ch) if isinstance(d, Desc))
        joined = _damage_groups_joined(first, second)
        if joined is None:
            raise Unsupported("damage to 'each ... and each ...' groups that differ by more than one card type")
        return Ref("all", filter=joined)


def _damage_groups_joined(first: Filter, second: Filter) -> Filter | None:
    """One group of what either description names, when each names one card type and nothing else differs."""
    if len(first.types) != 1 or len(second.types) != 1 or first.any_types or second.any_types \
            or first.types == second.types:
        return None
    if replace(first, types=second.types) != second:
        return None
    return replace(first, types=frozenset(), any_types=first.types | second.types)
