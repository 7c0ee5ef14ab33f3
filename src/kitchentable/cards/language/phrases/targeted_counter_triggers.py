"""A becomes-the-target trigger whose effect counters the spell or ability that targeted the permanent (115.1,
701.6a), written out rather than as the ward keyword (702.21a): "Whenever ~ becomes the target of a spell or ability
an opponent controls, counter that spell or ability unless its controller pays {2}." (Frost Titan), "Whenever ~
becomes the target of a spell or ability, counter that spell or ability." (any player's, one's own too).

The effect is the one ward expands to (`phrases.keyword_abilities.expand_ward_pay_life`): "counter" the triggering
source, optionally unless the triggering source's controller pays the mana as the ability resolves (118.12). The
whole sentence is one phrase, so "that spell or ability" can only be the one that targeted."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _mana_of
from kitchentable.rules.abilities import (
    Cost,
    Effect,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
)
from kitchentable.rules.stack.targeted_triggers import DESC_TARGETED, FIRST_TARGETED

_TARGETED_EVENTS = frozenset({"becomes_target", FIRST_TARGETED, DESC_TARGETED})
"""The trigger events in which a spell or ability targets (the ("targeted", object, stack object) event)."""


class TargetedCounterTriggersPhrases(PhraseBase):
    """"Whenever ~ becomes the target of a spell or ability [an opponent controls], counter that spell or ability
    [unless its controller pays {N}]." (`ttc_counter`)."""

    def ttc_by_opponent(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target")

    def ttc_by_anyone(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target", whose="each")

    def ttc_first_time(self, ch: list[Any]) -> TriggerSpec:
        """"... for the first time each turn" (Jetting Glasskite, the ability Kira grants; "in a turn" is the
        older wording)."""
        return TriggerSpec(FIRST_TARGETED, whose="each")

    def ttc_desc_by_opponent(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a Sliver creature you control becomes the target of ..." (Diffusion Sliver)."""
        return TriggerSpec(DESC_TARGETED, self._odesc(ch), "opponent")

    def ttc_that_controller(self, ch: list[Any]) -> Ref:
        """"that spell or ability's controller" (Retromancer: "~ deals 3 damage to that spell or ability's
        controller"): the controller of the spell or ability that targeted, named only by a paragraph whose one
        trigger is a becomes-the-target trigger (`triggering_player` keeps the paragraph's first trigger event)."""
        spec: TriggerSpec | None = getattr(self, "trigger_spec", None)
        if self.kind != "triggered" or spec is None or getattr(self, "trigger_specs_seen", 0) != 1 \
                or spec.event not in _TARGETED_EVENTS:
            raise Unsupported("'that spell or ability's controller' with no spell or ability in the trigger event")
        return Ref("triggering_source_controller")

    def ttc_unless(self, ch: list[Any]) -> Cost:
        return Cost(mana=_mana_of(_clean(ch)))

    def ttc_counter(self, ch: list[Any]) -> Any:
        parts = _clean(ch)
        spec = next(p for p in parts if isinstance(p, TriggerSpec))
        cost = next((p for p in parts if isinstance(p, Cost)), None)
        counter = Simple("counter", Ref("triggering_source"))
        effect: Effect = counter if cost is None else Optional_(
            (counter,), Ref("triggering_source_controller"), cost, unless=True)
        return ("triggered", TriggeredAbility(spec, Modal((Mode((effect,)),))))
