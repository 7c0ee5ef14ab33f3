"""Conditions (603.4, 608.2c, 611.2b): "if you control an Island", "as long as you have no cards in hand",
"if you gained life this turn", "if ~ is tapped" — the `Condition`s the kernel checks by kind."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean, _int
from kitchentable.rules.abilities import (
    Condition,
    Filter,
    Ref,
)


class ConditionPhrases(PhraseBase):
    """The `condition` alternatives of the grammar (`cd_*`)."""

    def cd_control(self, ch: list[Any]) -> Condition:
        c = _clean(ch)
        n, d = (c[0], c[1]) if len(c) == 2 else (1, c[0])
        return Condition("control", n=int(n) if n != "x" else 1, filter=replace(d.filter(), controller="you"))

    cd_control_n = cd_control

    def cd_control_either(self, ch: list[Any]) -> Condition:
        """"you control a Swamp or a Mountain" (the Verge lands): one permanent of either kind."""
        d = Desc()
        for part in _clean(ch):
            if callable(part):
                part(d)
        return Condition("control", n=1, filter=replace(d.filter(), controller="you"))

    def cd_control_at_most(self, ch: list[Any]) -> Condition:
        n, d = _clean(ch)
        if n == "x":
            raise Unsupported("control x or fewer")
        return Condition("control", n=int(n) + 1, filter=replace(d.filter(), controller="you"), negate=True)

    def cd_control_none(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        return Condition("control_none", filter=replace(d.filter(), controller="you"))

    def cd_opp_controls(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        return Condition("opponent_controls", filter=d.filter())

    def cd_kicked(self, ch: list[Any]) -> Condition:
        """"If ~ was kicked, it deals 3 damage to any other target" (Magma Burst, Jilt, Orim's Thunder): the
        condition names the spell, so the "it" that follows is the spell, not the target named before (608.2c;
        the target dealt the damage). The targets named before the condition are remembered for `conditional`."""
        self.kicked_after_targets = len(self.targets)
        return Condition("kicked")

    def cd_gift_promised(self, ch: list[Any]) -> Condition:
        """"if the gift was promised" (702.174b): the gift is an optional additional cost, read as kicker is;
        the name keeps the words for the rendering."""
        return Condition("kicked", name="gift")

    def cd_bargained(self, ch: list[Any]) -> Condition:
        """"if this spell was bargained" (702.166b)."""
        return Condition("kicked", name="bargain")

    def cd_evidence_collected(self, ch: list[Any]) -> Condition:
        """"if evidence was collected" (701.59c)."""
        return Condition("kicked", name="evidence")

    def cd_hand_at_most(self, ch: list[Any]) -> Condition:
        return Condition("hand_at_most", n=int(_int(_clean(ch)[0])))

    def cd_hand_empty(self, ch: list[Any]) -> Condition:
        return Condition("hand_empty")

    def cd_life_at_least(self, ch: list[Any]) -> Condition:
        return Condition("life_at_least", n=int(str(_clean(ch)[0])))

    def cd_life_at_most(self, ch: list[Any]) -> Condition:
        return Condition("life_at_most", n=int(str(_clean(ch)[0])))

    def cd_threshold(self, ch: list[Any]) -> Condition:
        return Condition("cards_in_graveyard_at_least", n=int(_int(_clean(ch)[0])))

    def cd_your_turn(self, ch: list[Any]) -> Condition:
        return Condition("your_turn")

    def cd_not_your_turn(self, ch: list[Any]) -> Condition:
        return Condition("not_your_turn")

    def cd_creature_died(self, ch: list[Any]) -> Condition:
        return Condition("creature_died_this_turn")

    def cd_another_spell(self, ch: list[Any]) -> Condition:
        return Condition("spells_cast_this_turn_at_least", n=2)

    def cd_has_a_counter(self, ch: list[Any]) -> Condition:
        """"~ has indestructible as long as it has a divinity counter on it" (the Myojins; 122.1): "it" is ~."""
        kind = next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND")
        self.last_ref = Ref("self")
        return Condition("counters_at_least", n=1, name=str(kind))

    def cd_counters(self, ch: list[Any]) -> Condition:
        """"If there are three or more depletion counters on ~, sacrifice it": the condition names ~, so the
        "it" that follows is ~, not the object the trigger is about (Decree of Silence)."""
        c = _clean(ch)
        self.last_ref = Ref("self")
        return Condition("counters_at_least", n=int(c[0]), name=str(c[1]))

    def cd_no_counters(self, ch: list[Any]) -> Condition:
        """"If there are no depletion counters on ~, sacrifice it" (122.1): fewer than one, read as the effect
        happens; the "it" that follows is ~."""
        self.last_ref = Ref("self")
        return Condition("counters_at_least", n=1, name=str(_clean(ch)[0]), negate=True)

    def cd_attacking(self, ch: list[Any]) -> Condition:
        return Condition("attacking")

    def cd_target_is(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        if self.last_ref is not None and self.last_ref.kind == "it":  # the revealed card (701.16a)
            return Condition("target_is", ref=self.last_ref, filter=d.filter(zone="any"))
        if not self.targets:
            raise Unsupported("it's a ... without a target")
        return Condition("target_is", n=self._last(), filter=d.filter())

    def cd_landfall_twice(self, ch: list[Any]) -> Condition:
        return Condition("landfall_count_at_least", n=2)

    def power_condition(self, ch: list[Any]) -> Condition:
        return Condition("total_power_at_least", n=int(str(_clean(ch)[0])),
                         filter=Filter(types=frozenset({"Creature"}), controller="you"))

    def cd_none_on_battlefield(self, ch: list[Any]) -> Condition:
        """"if no creatures are on the battlefield" (whoever controls them)."""
        return Condition("control_none", filter=_clean(ch)[0].filter())

    def cd_you_cast_it(self, ch: list[Any]) -> Condition:
        """"When this creature enters, if you cast it, ..." (603.4): the permanent entered as a resolving spell,
        not a copy of one (a fact of the turn it entered, 601.2, 707.10)."""
        from_hand = any(isinstance(c, Token) and str(c) == "hand" for c in ch)
        return Condition("was_cast", name="hand" if from_hand else "")

    def cd_gained_life(self, ch: list[Any]) -> Condition:
        """"if you gained life this turn" / "if you've gained 3 or more life this turn" (119.3)."""
        n = [int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER"]
        return Condition("gained_life_this_turn", n=n[0] if n else 1)

    def cd_lost_life(self, ch: list[Any]) -> Condition:
        return Condition("lost_life_this_turn", n=1)

    def cd_opponent_lost_life(self, ch: list[Any]) -> Condition:
        return Condition("opponent_lost_life_this_turn", n=1)

    def cd_self_toughness_at_most(self, ch: list[Any]) -> Condition:
        """"if its toughness is 3 or less": the source's toughness now (a Young Hero Role's granted trigger)."""
        return Condition("self_toughness_at_most", n=int(next(str(c) for c in ch if isinstance(c, Token)
                                                             and c.type == "NUMBER")))

    def cd_self_tapped(self, ch: list[Any]) -> Any:
        return Condition("self_tapped")
