"""Rules for players that a resolving spell or ability makes for a stated time (611.2a, 611.2b): "Your opponents
can't cast spells this turn." (Silence), "Players can't gain life this turn. Damage can't be prevented this
turn." (Skullcrack), "Until your next turn, you may cast sorcery spells as though they had flash." (Teferi, Time
Raveler), "Noncreature spells your opponents cast cost {2} more to cast until your next turn." (Elspeth Conquers
Death).

Each rule is read as the static ability of the same words would be (`s_flash_for_spells`, `s_cost_more`,
`s_cost_less`, `st_cant_cast`, `st_cant_gain_life`, `ud_all_damage`: the same checks and refusals), and compiled
as `Simple("timed_rule")` holding that ability and the duration ("end_of_turn" for "this turn" and "until end of
turn", "your_next_turn"); the kernel keeps it as a rule object for that time (`rules.continuous.timed_rules`).
Only these player rules are read: a rule about an object ("~ has hexproof until your next turn") is an effect on
that object and is not read here. A chosen player ("Target player can't cast spells this turn.", Orim's Chant;
"defending player", "that player") is the effect's subject: the rule object is that player's and its ability names
"you". `said` keeps where the duration was written, for the render."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple, StaticAbility

_END_OF_TURN = "end_of_turn"
_YOUR_NEXT_TURN = "your_next_turn"


def _timed(ch: list[Any], duration: str, said: str) -> tuple[str, list[Effect]]:
    rule = next((c for c in ch if isinstance(c, StaticAbility)), None)
    player = Ref("you")
    if rule is None:  # a chosen player's rule: (ability, player)
        rule, player = next(c for c in ch if isinstance(c, tuple) and len(c) == 2 and isinstance(c[0], StaticAbility))
    return ("effects", [Simple("timed_rule", player,
                               params=(("rules", (rule,)), ("duration", duration), ("said", said)))])


class TimedRulesPhrases(PhraseBase):
    """A player rule with a duration before or after it (611.2a)."""

    def tr_lead_next_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        return _timed(ch, _YOUR_NEXT_TURN, "until your next turn,")

    def tr_lead_end_of_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        return _timed(ch, _END_OF_TURN, "until end of turn,")

    def tr_trail_next_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        return _timed(ch, _YOUR_NEXT_TURN, "until your next turn")

    def tr_trail_this_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        return _timed(ch, _END_OF_TURN, "this turn")

    def tr_trail_end_of_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        return _timed(ch, _END_OF_TURN, "until end of turn")

    def tr_flash(self, ch: list[Any]) -> StaticAbility:
        """601.3: "you may cast sorcery spells as though they had flash", read as the static ability is."""
        return self._timed_rule_static(self.s_flash_for_spells(ch))  # type: ignore[attr-defined]

    def tr_cost_more(self, ch: list[Any]) -> StaticAbility:
        """601.2f: "noncreature spells your opponents cast cost {2} more to cast"."""
        return self._timed_rule_static(self.s_cost_more(ch))  # type: ignore[attr-defined]

    def tr_cost_less(self, ch: list[Any]) -> StaticAbility:
        return self._timed_rule_static(self.s_cost_less(ch))  # type: ignore[attr-defined]

    def tr_cant_cast(self, ch: list[Any]) -> StaticAbility:
        """101.2: "your opponents can't cast spells"."""
        return self._timed_rule_static(self.st_cant_cast(ch))  # type: ignore[attr-defined]

    def tr_cant_gain_life(self, ch: list[Any]) -> StaticAbility:
        """119.7: "players can't gain life"."""
        return self._timed_rule_static(self.st_cant_gain_life(ch))  # type: ignore[attr-defined]

    def tr_unpreventable(self, ch: list[Any]) -> StaticAbility:
        """615.12: "damage can't be prevented"."""
        return self._timed_rule_static(self.ud_all_damage(ch))  # type: ignore[attr-defined]

    def tr_player_cant_cast(self, ch: list[Any]) -> tuple[StaticAbility, Ref]:
        """101.2: "target player can't cast spells": the rule object is that player's, naming "you"."""
        player, flt = _clean(ch)[0], _clean(ch)[1]
        return self._timed_rule_static(self.st_cant_cast(["you", flt])), player  # type: ignore[attr-defined]

    def tr_player_cant_gain_life(self, ch: list[Any]) -> tuple[StaticAbility, Ref]:
        """119.7: "that player can't gain life"."""
        return self._timed_rule_static(self.st_cant_gain_life(["you"])), _clean(ch)[0]  # type: ignore[attr-defined]

    def tr_target_player(self, ch: list[Any]) -> Ref:
        """"target player", read as the core's `player` reads it (a target, 115.1)."""
        return self.p_target_player(ch)  # type: ignore[attr-defined, no-any-return]

    def tr_target_opponent(self, ch: list[Any]) -> Ref:
        return self.p_target_opponent(ch)  # type: ignore[attr-defined, no-any-return]

    def tr_that_player(self, ch: list[Any]) -> Ref:
        return self.p_that(ch)  # type: ignore[attr-defined, no-any-return]

    def tr_defending_player(self, ch: list[Any]) -> Ref:
        return self.p_defending(ch)  # type: ignore[attr-defined, no-any-return]

    @staticmethod
    def _timed_rule_static(built: Any) -> StaticAbility:
        _tag, ability = built
        assert isinstance(ability, StaticAbility)
        return ability
