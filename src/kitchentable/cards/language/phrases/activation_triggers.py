"""Triggers on activating abilities (602.2i): "Whenever you activate a loyalty ability of a Chandra planeswalker,
~ deals 1 damage to each opponent." (Keral Keep Disciples), "Whenever an opponent activates an ability of an
artifact, creature, or land that isn't a mana ability, ~ deals 2 damage to that player." (Harsh Mentor). The
kernel side is `rules.stack.activation_triggers`.

Mana abilities never trigger these (the kernel hears only abilities that use the stack, 605.3a), so an ability
that could be a mana ability is read only when the text says "that isn't a mana ability"; without it the trigger
is read only for loyalty abilities (606.3: never mana abilities) or planeswalkers' abilities, and refused for any
other source ("Whenever you activate an ability of an Elemental" would miss its mana abilities).
"""

from __future__ import annotations

from typing import Any

from lark import Tree

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, TriggerSpec


class ActivationTriggersPhrases(PhraseBase):
    """"whenever <player> activates an ability [of <description>] [that isn't a mana ability]"."""

    def t_activates(self, ch: list[Any]) -> TriggerSpec:
        whose, flt = self._activation_parts(ch)
        said_not_mana = any(isinstance(c, Tree) and c.data == "not_a_mana_ability" for c in ch)
        if not said_not_mana and (flt is None or (flt.types or flt.any_types) != {"Planeswalker"}):
            raise Unsupported("an activation trigger that mana abilities would set off too")
        return TriggerSpec("activated", flt, whose)

    def t_activates_loyalty(self, ch: list[Any]) -> TriggerSpec:
        whose, flt = self._activation_parts(ch)
        return TriggerSpec("activated_loyalty", flt, whose)

    def not_a_mana_ability(self, ch: list[Any]) -> Tree[Any]:
        return Tree("not_a_mana_ability", [])

    def _activation_parts(self, ch: list[Any]) -> tuple[str, Filter | None]:
        c = _clean(ch)
        whose = next(x for x in c if isinstance(x, str) and x in ("you", "opponent", "each"))
        flt = next((x for x in c if isinstance(x, Filter)), None)
        if flt is not None:
            self.trigger_has_object = True  # "that creature" would be the source whose ability was activated
        return whose, flt
