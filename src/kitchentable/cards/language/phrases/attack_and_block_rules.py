"""Rules of attacking and blocking printed on cards (506-509): "~ can't attack alone", "~ can't be blocked by
Walls", "~ can't be blocked except by two or more creatures" (509.1b), "~ can block an additional creature
each combat" (509.1a), Lure's "all creatures able to block ~ do so" (509.1c), "target creature can't block
this turn", "~ can't attack unless defending player controls an Island" (508.1c), "creatures with power less
than ~'s power can't block it", "~ can attack as though it didn't have defender" (702.3b), "target creature
can't attack until your next turn", and Thorn Elemental's "assign its combat damage as though it weren't
blocked" (510.1c-d)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import CANT_BE_BLOCKED, CANT_BLOCK
from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported, each_counted, number
from kitchentable.rules.abilities import (
    Effect,
    ModifyPT,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.turn.combat import ATTACKS_DESPITE_DEFENDER
from kitchentable.rules.turn.combat_restrictions import (
    AS_THOUGH_UNBLOCKED,
    BLOCK_ADDITIONAL,
    LURE,
    MAX_BLOCKERS_PREFIX,
    MIN_BLOCKERS_PREFIX,
)


# Restrictions the kernel reads by name on a permanent's keywords (rules.turn.combat, rules.turn.priority, rules.turn.combat_restrictions).
class AttackAndBlockRulesPhrases(PhraseBase):
    """Restrictions and requirements of attacking and blocking."""

    def attack_despite_defender(self, ch: list[Any]) -> Any:
        """"~ can attack this turn as though it didn't have defender." (702.3b)"""
        return lambda ref: [ModifyPT(ref, fixed(0), fixed(0), frozenset({ATTACKS_DESPITE_DEFENDER}))]

    def pump_attack_despite_defender(self, ch: list[Any]) -> Any:
        """"~ gets +3/-1 until end of turn and can attack this turn as though it didn't have defender." """
        c = _clean(ch)
        p, t = self._pt(c[0])
        return lambda ref: [ModifyPT(ref, p, t, duration=c[1]),
                            ModifyPT(ref, fixed(0), fixed(0), frozenset({ATTACKS_DESPITE_DEFENDER}))]

    def s_attack_despite_defender(self, ch: list[Any]) -> Any:
        """"Enchanted Wall can attack as though it didn't have defender." (702.3b, layer 6)"""
        c = _clean(ch)
        flt = self._group(c[0])
        return ("static", StaticAbility("add_keywords", flt, keywords=frozenset({ATTACKS_DESPITE_DEFENDER}),
                                        condition=c[1] if len(c) > 1 else None))

    def cant_until(self, ch: list[Any]) -> list[Effect]:
        """"Target creature can't attack until your next turn" (508.1c, 509.1a; 611.2a duration)."""
        subject = next(c for c in ch if isinstance(c, Ref))
        duration = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        words = " ".join(str(t) for t in ch if isinstance(t, Token))
        keywords = {"can't attack"} if "attack" in words else set()
        if "block" in words:
            keywords.add("can't block")
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset(keywords), duration)]

    def cant_block_turn(self, ch: list[Any]) -> list[Effect]:
        """"Target creature can't block this turn": a restriction locked to those objects (611.2c)."""
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({CANT_BLOCK}), "end_of_turn")]

    def unblockable_turn(self, ch: list[Any]) -> list[Effect]:
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({CANT_BE_BLOCKED}), "end_of_turn")]

    def s_attack_unless_defender(self, ch: list[Any]) -> Any:
        """508.1c: "~ can't attack unless defending player controls an Island": checked for each player (or
        planeswalker's controller) it could attack."""
        n, desc = _clean(ch)
        flt = replace(desc.filter(), controller="you")
        return ("static", StaticAbility("attack_unless_defender_controls", None, amount=fixed(number(n)),
                                        params=(("filter", flt),)))

    def s_max_blockers(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked by more than one creature"."""
        subject, n = _clean(ch)[0], number(_clean(ch)[1])
        return self._restriction([subject], f"{MAX_BLOCKERS_PREFIX}{n}")

    def s_block_additional(self, ch: list[Any]) -> Any:
        """509.1a: "~ can block an additional creature each combat": it may block two attackers."""
        return self._restriction(ch, BLOCK_ADDITIONAL)

    def block_additional_turn(self, ch: list[Any]) -> list[Effect]:
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({BLOCK_ADDITIONAL}), "end_of_turn")]

    def s_min_blockers(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked except by two or more creatures" (the blocking rule of menace, without
        the keyword)."""
        return self._kw(f"{MIN_BLOCKERS_PREFIX}{number(_clean(ch)[0])}")

    def s_cant_attack_alone(self, ch: list[Any]) -> Any:
        """508.1c: it can't be the only creature declared as an attacker."""
        return self._kw("can't attack alone")

    def s_cant_block_alone(self, ch: list[Any]) -> Any:
        """509.1b: it can't be the only creature its controller declares as a blocker."""
        return self._kw("can't block alone")

    def s_cant_attack_block_alone(self, ch: list[Any]) -> Any:
        return self._kw("can't attack alone", "can't block alone")

    def s_assign_as_unblocked(self, ch: list[Any]) -> Any:
        """510.1c-d exception (Thorn Elemental): when blocked, its controller may have it assign all its
        combat damage to the player or planeswalker it attacks instead of its blockers."""
        return self._kw(AS_THOUGH_UNBLOCKED)

    def s_blocked_by(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked by Walls" / "by creatures with power 2 or less": a blocker matching
        the description can't block it."""
        return ("static", StaticAbility("blocked_by_restriction", None,
                                        params=(("filter", _clean(ch)[0].filter()), ("except", False))))

    def s_blocked_except_by(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked except by creatures with flying": only a matching blocker may block it."""
        return ("static", StaticAbility("blocked_by_restriction", None,
                                        params=(("filter", _clean(ch)[0].filter()), ("except", True))))

    def s_cant_block_desc(self, ch: list[Any]) -> Any:
        """509.1a: "~ can't block creatures with power 2 or greater": it can't block a matching attacker."""
        return ("static", StaticAbility("cant_block_restriction", None, params=(("filter", _clean(ch)[0].filter()),)))

    def s_not_blocked_by_weaker(self, ch: list[Any]) -> Any:
        """509.1b: "creatures with power less than ~'s power can't block it" (both powers read as blocks are
        declared)."""
        return ("static", StaticAbility("not_blocked_by_weaker"))

    def remove_from_combat(self, ch: list[Any]) -> list[Effect]:
        """506.4: the creature stops being an attacking, blocking or blocked creature."""
        return [Simple("remove_from_combat", _clean(ch)[0])]

    def s_lure(self, ch: list[Any]) -> Any:
        """509.1c: "all creatures able to block ~ do so" (Lure), a requirement on each defending creature."""
        return self._restriction(ch, LURE)

    def lure_turn(self, ch: list[Any]) -> list[Effect]:
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({LURE}), "end_of_turn")]

    def must_block_self_turn(self, ch: list[Any]) -> list[Effect]:
        """509.1c: "target creature blocks ~ this turn if able"."""
        return [Simple("must_block_source_this_turn", _clean(ch)[0])]

    def cant_block_self_turn(self, ch: list[Any]) -> list[Effect]:
        """509.1b: "target creature can't block ~ this turn" (a restriction on that pair, for the turn)."""
        return [Simple("cant_block_source_this_turn", _clean(ch)[0])]

    def t_self_blocks_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks a creature, that creature ...": one trigger per attacker it blocks (509.5b);
        "that creature" is the attacker."""
        self.trigger_has_object = True
        self.trigger_subject_is_self = True
        self.trigger_ref = Ref("blocked_attacker")
        return TriggerSpec("blocks_creature")

    def t_self_blocked_by(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ becomes blocked by a creature": once for each blocker (509.1i); "that creature" is the
        blocker."""
        self.trigger_has_object = True
        self.trigger_subject_is_self = True
        return TriggerSpec("blocked_by", _clean(ch)[0])

    def t_self_blocks_or_blocked_by(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks or becomes blocked by a creature": once for each creature in combat with it;
        "that creature" is that creature."""
        self.trigger_has_object = True
        self.trigger_subject_is_self = True
        self.trigger_ref = Ref("combat_partner")
        return TriggerSpec("blocks_or_blocked_by", _clean(ch)[0])

    def pump_each(self, ch: list[Any]) -> list[Effect]:
        """"It gets +1/+1 until end of turn for each creature blocking it": counted as it resolves (608.2h)."""
        subject, pt, duration, desc = _clean(ch)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable pump for each")
        return [ModifyPT(subject, each_counted(desc, p.value), each_counted(desc, t.value), frozenset(), duration)]

    def sf_blocking_source(self, ch: list[Any]) -> Any:
        """"creature blocking it": blocking the source (509.1)."""
        return lambda d: d.fields.__setitem__("blocking_source", True)

    def blocked_except_by_this_turn(self, ch: list[Any]) -> list[Effect]:
        """509.1b, 611.2c: "another target creature you control can't be blocked this turn except by Spirits":
        for the creatures it names as it resolves, only a blocker matching the description may block them this
        turn (`rules.turn.combat_restrictions.blocked_except_by_this_turn`)."""
        subject, desc = _clean(ch)
        return [Simple("blocked_except_by_this_turn", subject, params=(("filter", desc.filter()),))]
