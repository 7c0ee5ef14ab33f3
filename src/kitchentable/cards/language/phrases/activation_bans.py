"""Bans on activating the abilities of a group of permanents (602.5, 101.2): "Activated abilities of artifacts
can't be activated." (Null Rod, Stony Silence), "... of creatures your opponents control ..." (Linvala, Keeper
of Silence), "... of artifacts your opponents control ..." (Karn, the Great Creator), and "... of artifacts and
creatures can't be activated unless they're mana abilities." (Damping Matrix).

Each is a layer-6 effect on the group (613.1f) giving the kernel's marks that priority and mana payment read:
`NO_ACTIVATIONS` (no ability of the permanent is offered, mana abilities included) or `NO_NONMANA_ACTIVATIONS`
(only its mana abilities are). The rendering says the group as printed (`render.statics.activation_ban_text`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Filter, StaticAbility
from kitchentable.rules.turn.combat_restrictions import NO_ACTIVATIONS, NO_NONMANA_ACTIVATIONS

GROUP_BAN = "group_activation_ban"
"""Param of the static ability: said as "Activated abilities of <group> can't be activated"."""


class ActivationBansPhrases(PhraseBase):
    """Bans on the activated abilities of a group of permanents."""

    def ban_unless(self, ch: list[Any]) -> bool:
        return True

    def s_group_activation_ban(self, ch: list[Any]) -> Any:
        """602.5: "Activated abilities of <group> can't be activated [unless they're mana abilities]."."""
        c = _clean(ch)
        group = self._group(c[0])
        if not isinstance(group, Filter) or group.attached:
            raise _unsupported("a ban on activated abilities of something other than a group of permanents")
        mark = NO_NONMANA_ACTIVATIONS if len(c) > 1 and c[1] is True else NO_ACTIVATIONS
        return ("static", StaticAbility("add_keywords", group, keywords=frozenset({mark}),
                                        params=((GROUP_BAN, True),)))
