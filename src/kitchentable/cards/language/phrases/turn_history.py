"""What happened this turn: conditions read from the turn's history (revolt, landfall counts, "an opponent was
dealt damage this turn", spells cast, attackers, cards drawn, descending), the trigger "whenever you draw your
second card each turn", and "~ enters with N counters on it if [condition]" (614.1c). The kernel's side is
`rules.concepts.turn_history`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, first_count
from kitchentable.rules.abilities import Condition, Filter, StaticAbility, TriggerSpec, fixed


def _spell_filter(ch: list[Any]) -> Filter:
    return next(c for c in ch if isinstance(c, Filter))


class TurnHistoryPhrases(PhraseBase):
    """Conditions about this turn, the second-draw trigger and conditional enters-with-counters."""

    def cd_revolt(self, ch: list[Any]) -> Condition:
        """Revolt: "if a permanent you controlled left the battlefield this turn"."""
        return Condition("permanent_left_this_turn")

    def cd_lands_entered(self, ch: list[Any]) -> Condition:
        """"if you had a land enter the battlefield under your control this turn" / "two or more lands"."""
        return Condition("landfall_count_at_least", n=first_count(ch))

    def cd_opponent_dealt_damage(self, ch: list[Any]) -> Condition:
        """"if an opponent was dealt damage this turn" (bloodthirst's question, 702.54a)."""
        return Condition("opponent_dealt_damage_this_turn")

    def cd_opponent_lost_life_n(self, ch: list[Any]) -> Condition:
        """"if an opponent lost 3 or more life this turn" (119.3)."""
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return Condition("opponent_lost_life_at_least", n=n)

    def cd_you_cast_this_turn(self, ch: list[Any]) -> Condition:
        """"if you've cast a noncreature spell this turn" (601.2i: the spell as it was cast)."""
        return Condition("cast_this_turn", filter=_spell_filter(ch))

    def cd_you_cast_n_this_turn(self, ch: list[Any]) -> Condition:
        """"if you've cast two or more instant and/or sorcery spells this turn"."""
        return Condition("cast_this_turn", n=first_count(ch), filter=_spell_filter(ch))

    def cd_opponent_cast_this_turn(self, ch: list[Any]) -> Condition:
        """"if an opponent cast a creature spell this turn"."""
        return Condition("cast_this_turn", filter=_spell_filter(ch), name="opponent")

    def cd_attacked_with_n(self, ch: list[Any]) -> Condition:
        """"if you attacked with three or more creatures this turn" (508.1)."""
        return Condition("attacked_with_at_least", n=first_count(ch))

    def cd_drawn_n(self, ch: list[Any]) -> Condition:
        """"if you've drawn two or more cards this turn" (121.1)."""
        return Condition("drawn_at_least", n=first_count(ch))

    def cd_descended(self, ch: list[Any]) -> Condition:
        """"if you descended this turn" (701.60b)."""
        return Condition("descended_this_turn")

    def t_draw_second(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you draw your second card each turn" (603.2)."""
        return TriggerSpec("draw_second", whose="you")

    def triggered_once_each_turn(self, ch: list[Any]) -> Any:
        """A triggered ability followed by "This ability triggers only once each turn." (603.2h)."""
        kind, ability = self.triggered(ch)
        return kind, replace(ability, once_each_turn=True)

    def s_enters_counters_if(self, ch: list[Any]) -> Any:
        """"~ enters with two +1/+1 counters on it if a creature died this turn." (614.1c): a replacement effect
        applied as the permanent enters when the condition is true then."""
        c = _clean(ch)
        n, kind, cond = c[0], c[1], c[-1]
        if not isinstance(n, int):
            raise Unsupported("enters with X counters if")
        return ("static", StaticAbility("enters_with_counters", amount=fixed(n), condition=cond,
                                        params=(("counter", str(kind)),)))
