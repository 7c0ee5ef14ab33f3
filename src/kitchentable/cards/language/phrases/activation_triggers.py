"""Triggers on activating abilities (602.2e): "Whenever you activate an ability of a Sarkhan planeswalker",
"Whenever you activate a loyalty ability of a Chandra planeswalker" (606), "Whenever an opponent activates an
ability of a creature or land that isn't a mana ability", "Whenever you activate an ability that isn't a mana
ability". Only an ability that isn't a mana ability becomes activated on the stack (605.3a), so the words "that
isn't a mana ability" are what every such trigger hears. The kernel's side is
`rules.casting.activation_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, TriggerSpec
from kitchentable.rules.casting.activation_triggers import ACTIVATES, ACTIVATES_LOYALTY, ACTIVATES_NONMANA


class ActivationTriggersPhrases(PhraseBase):
    """The `at_*` trigger heads of `activation_triggers.lark`."""

    def at_not_mana(self, ch: list[Any]) -> bool:
        return True

    def _activation_parts(self, ch: list[Any]) -> tuple[str, Filter | None]:
        c = _clean(ch)
        whose = next(x for x in c if isinstance(x, str) and x in ("you", "opponent", "each"))
        flt = next((x for x in c if isinstance(x, Filter)), None)
        return whose, flt

    def at_ability_of(self, ch: list[Any]) -> TriggerSpec:
        whose, flt = self._activation_parts(ch)
        return TriggerSpec(ACTIVATES_NONMANA if any(x is True for x in _clean(ch)) else ACTIVATES, flt, whose)

    def at_loyalty_ability_of(self, ch: list[Any]) -> TriggerSpec:
        whose, flt = self._activation_parts(ch)
        return TriggerSpec(ACTIVATES_LOYALTY, flt, whose)

    def at_any_ability(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you activate an ability that isn't a mana ability" hears abilities of cards in hands and
        graveyards too (cycling, 702.29a); the kernel hears only permanents' abilities, so it is refused."""
        raise Unsupported("'activate an ability that isn't a mana ability' (abilities of cards in hand not heard)")
