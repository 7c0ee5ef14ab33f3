"""Abilities on the stack as targets (113.1, 115.1): "Counter target activated or triggered ability." (Stifle),
"Counter target spell, activated ability, or triggered ability." (Disallow), "Change the target of target spell or
ability with a single target." (115.7a) and "You may choose new targets for target spell or ability." (115.7d).

An activated or triggered ability on the stack is an object of its own (113.7a); a mana ability never is
(605.3b), so it can't be targeted. Countering an ability removes it from the stack (701.5a,
`rules.stack.resolve.counter`). The kernel matches these descriptions with `Filter.spell_kind`
(`concepts.targets.STACK_OBJECT_KINDS`); "you may choose new targets" lets this effect's controller, not the
spell's, choose (the "chooser" param of `choose_new_targets`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Filter, Ref, Simple


class StackAbilitiesPhrases(PhraseBase):
    """Targets that are abilities on the stack, and the retargeting effects that name them."""

    def sa_activated(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="activated_ability")

    def sa_triggered(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="triggered_ability")

    def sa_ability(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="ability")

    def sa_spell_or_ability(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="spell_or_ability")

    def sa_spell_activated_or_triggered(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="spell_activated_or_triggered")

    def sa_spell(self, ch: list[Any]) -> Filter:
        return Filter(zone="stack", spell_kind="spell")

    def sa_yours(self, ch: list[Any]) -> str:
        return "you"

    def sa_not_yours(self, ch: list[Any]) -> str:
        return "not_you"

    def sa_opponents(self, ch: list[Any]) -> str:
        return "opponent"

    def _sa_filter(self, ch: list[Any]) -> Filter:
        c = _clean(ch)
        flt = next(x for x in c if isinstance(x, Filter))
        whose = next((x for x in c if isinstance(x, str)), None)
        return replace(flt, controller=whose) if whose else flt

    def sa_target(self, ch: list[Any]) -> Ref:
        return self._target(self._sa_filter(ch))

    def sa_up_to_one(self, ch: list[Any]) -> Ref:
        """"up to one target activated or triggered ability" (115.1d: zero targets may be chosen)."""
        return self._target(self._sa_filter(ch), 0, 1)

    def sa_retargeted(self, ch: list[Any]) -> Filter:
        return self._sa_filter(ch)

    def sa_new_for(self, ch: list[Any]) -> Filter:
        return self._sa_filter(ch)

    def sa_change_target(self, ch: list[Any]) -> list[Effect]:
        """115.7a: the effect's controller changes the one target to another legal one, if there is one."""
        flt = self._sa_filter(ch)
        return [Simple("change_target", self._target(replace(flt, single_target=True)))]

    def sa_new_targets(self, ch: list[Any]) -> list[Effect]:
        """115.7d: "choose new targets for target spell": this effect's controller may change any of its
        targets (each to another legal one) or leave them as they are."""
        flt = self._sa_filter(ch)
        return [Simple("choose_new_targets", self._target(flt), params=(("chooser", "you"),))]
