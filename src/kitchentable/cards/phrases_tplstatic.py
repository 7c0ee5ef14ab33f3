"""Builders for the static, restriction, combat, P/T, untapping and control templates (branch tplstatic).

Their phrases sit in the `// --- tplstatic` block at the end of grammar.lark; `cards.compiler.Builder` mixes
this class in. Each method returns what the compiler's own builders return: a restriction tag for an
activated ability (602.5b), a tagged static ability (604), a list of effects for a clause (608.2c) or a
trigger spec (603.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.rules.abilities import (
    Amount,
    ApplyContinuous,
    Condition,
    Effect,
    Filter,
    ModifyPT,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.turn.combat_restrictions import (
    AS_THOUGH_UNBLOCKED,
    BLOCK_ADDITIONAL,
    LURE,
    MAX_BLOCKERS_PREFIX,
    MIN_BLOCKERS_PREFIX,
    NO_ACTIVATIONS,
)

# Restrictions the kernel reads by name on a permanent's keywords (rules.combat, rules.turns, rules.restrictions).
CANT_BLOCK = "can't block"
CANT_BE_BLOCKED = "can't be blocked"
DOESNT_UNTAP = "doesn't untap"


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


def _number(tok: Any) -> int:
    words = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
    text = str(tok)
    return int(text) if text.isdigit() else words[text]


class StaticPhrases:
    """Mixed into the compiler's transformer; `_group`, `_pt`, `_kw`, `_restriction`, `_target` and
    `s_anthem` come from it."""

    # --- activation restrictions (602.5b) ---

    def r_before_attackers(self, ch: list[Any]) -> tuple[str, Condition]:
        """"Activate only during your turn, before attackers are declared": your turn, before the declare
        attackers step begins (upkeep, draw step, precombat main phase, beginning of combat)."""
        return ("if", Condition("before_attackers"))

    def r_total_power(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", _clean(ch)[0])

    def r_upkeep_once(self, ch: list[Any]) -> list[Any]:
        return ["once", ("if", Condition("your_step", name="upkeep"))]

    def r_max_per_turn(self, ch: list[Any]) -> tuple[str, int]:
        """602.5b: "Activate no more than twice each turn"."""
        return ("max", 2 if any(str(c) == "twice" for c in ch) else 3)

    # --- power and toughness (613.4c) ---

    def s_anthem_as_long(self, ch: list[Any]) -> Any:
        """"~ gets +1/+1 as long as ...": the condition written after the effect (611.3a)."""
        c = _clean(ch)
        cond, rest = c[-1], c[:-1]
        return self.s_anthem_if([cond, *rest])  # type: ignore[attr-defined]

    def s_anthem_cant_block_if(self, ch: list[Any]) -> Any:
        """"As long as ..., ~ gets +2/+2 and can't block": one condition over both effects."""
        cond, subject, pt = _clean(ch)
        flt = self._group(subject)  # type: ignore[attr-defined]
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value, condition=cond),
                            StaticAbility("add_keywords", flt, keywords=frozenset({CANT_BLOCK}), condition=cond)))

    def s_anthem_cant_block(self, ch: list[Any]) -> Any:
        """"Enchanted creature gets -2/-0 and can't block": the P/T change and the restriction (layers 7c, 6)."""
        subject, pt = _clean(ch)
        flt = self._group(subject)  # type: ignore[attr-defined]
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value),
                            StaticAbility("add_keywords", flt, keywords=frozenset({CANT_BLOCK}))))

    def s_anthem_each(self, ch: list[Any]) -> Any:
        """"~ gets +1/+1 for each artifact you control": layer 7c, the count taken each time the layers
        are applied (613.4c); `power`/`toughness` are per counted object."""
        subject, pt, desc = _clean(ch)
        flt = self._group(subject)  # type: ignore[attr-defined]
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("static", StaticAbility("anthem", flt, p.value, t.value,
                                        amount=Amount("count", filter=desc.filter())))

    def switch_pt(self, ch: list[Any]) -> list[Effect]:
        """613.4d: "switch ~'s power and toughness until end of turn", applied after every other layer-7
        effect and counters."""
        subject: Ref = _clean(ch)[0]
        return [ApplyContinuous(StaticAbility("switch_pt"), subject, "end_of_turn")]

    def t_creature_possessive(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Creature"})))  # type: ignore[attr-defined, no-any-return]

    # --- prevention, countering, control ---

    def s_control_enchanted(self, ch: list[Any]) -> Any:
        """Layer 2 (613.1b): "You control enchanted creature" (Control Magic): the Aura's controller controls
        the permanent it is attached to, for as long as it stays attached."""
        return ("static", StaticAbility("control", Filter(attached=True)))

    def s_arrest(self, ch: list[Any]) -> Any:
        """Arrest: "enchanted creature can't attack or block, and its activated abilities can't be activated"
        (602.5: no activated ability of it, mana abilities included, is offered)."""
        return ("static", StaticAbility("add_keywords", Filter(attached=True),
                                        keywords=frozenset({"can't attack", CANT_BLOCK, NO_ACTIVATIONS})))

    def s_no_activations(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True), keywords=frozenset({NO_ACTIVATIONS})))

    def s_cant_block_no_activations(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True),
                                        keywords=frozenset({CANT_BLOCK, NO_ACTIVATIONS})))

    # --- entering and untapping (502.3) ---

    def s_enters_tapped_counters(self, ch: list[Any]) -> Any:
        n, kind = _clean(ch)
        return ("statics", (StaticAbility("enters_tapped"),
                            StaticAbility("enters_with_counters", amount=fixed(_number(n)),
                                          params=(("counter", str(kind)),))))

    def s_no_untap_counter(self, ch: list[Any]) -> Any:
        """"~ doesn't untap during your untap step if it has a depletion counter on it": the untap
        restriction exists while the counter is there."""
        kind = str(_clean(ch)[0])
        return ("static", StaticAbility("add_keywords", None, keywords=frozenset({DOESNT_UNTAP}),
                                        condition=Condition("counters_at_least", n=1, name=kind)))

    def s_no_untap_enchanted(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True), keywords=frozenset({DOESNT_UNTAP})))

    def skip_next_untap(self, ch: list[Any]) -> list[Effect]:
        """"That creature doesn't untap during its controller's next untap step": the object is marked, and
        its controller's next untap step (502.3) leaves it tapped and uses the mark up."""
        return [Simple("skip_next_untap", _clean(ch)[0])]

    def skip_next_untap_self(self, ch: list[Any]) -> list[Effect]:
        """"~ deals 2 damage to any target and doesn't untap during your next untap step": the subject is ~."""
        return [Simple("skip_next_untap", Ref("self"))]

    # --- combat restrictions (508.1c, 509.1b) ---

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
        return ("static", StaticAbility("attack_unless_defender_controls", None, amount=fixed(_number(n)),
                                        params=(("filter", flt),)))

    def s_max_blockers(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked by more than one creature"."""
        subject, n = _clean(ch)[0], _number(_clean(ch)[1])
        return self._restriction([subject], f"{MAX_BLOCKERS_PREFIX}{n}")  # type: ignore[attr-defined]

    def s_block_additional(self, ch: list[Any]) -> Any:
        """509.1a: "~ can block an additional creature each combat": it may block two attackers."""
        return self._restriction(ch, BLOCK_ADDITIONAL)  # type: ignore[attr-defined]

    def block_additional_turn(self, ch: list[Any]) -> list[Effect]:
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({BLOCK_ADDITIONAL}), "end_of_turn")]

    def s_min_blockers(self, ch: list[Any]) -> Any:
        """509.1b: "~ can't be blocked except by two or more creatures" (the blocking rule of menace, without
        the keyword)."""
        return self._kw(f"{MIN_BLOCKERS_PREFIX}{_number(_clean(ch)[0])}")  # type: ignore[attr-defined]

    def s_cant_attack_alone(self, ch: list[Any]) -> Any:
        """508.1c: it can't be the only creature declared as an attacker."""
        return self._kw("can't attack alone")  # type: ignore[attr-defined]

    def s_cant_block_alone(self, ch: list[Any]) -> Any:
        """509.1b: it can't be the only creature its controller declares as a blocker."""
        return self._kw("can't block alone")  # type: ignore[attr-defined]

    def s_cant_attack_block_alone(self, ch: list[Any]) -> Any:
        return self._kw("can't attack alone", "can't block alone")  # type: ignore[attr-defined]

    def s_assign_as_unblocked(self, ch: list[Any]) -> Any:
        """510.1c-d exception (Thorn Elemental): when blocked, its controller may have it assign all its
        combat damage to the player or planeswalker it attacks instead of its blockers."""
        return self._kw(AS_THOUGH_UNBLOCKED)  # type: ignore[attr-defined]

    def d_while_tapped(self, ch: list[Any]) -> str:
        """611.2b: "for as long as ~ remains tapped" (ends when ~ untaps or leaves, rules.events)."""
        return "while_source_tapped"

    def s_grant_as_long(self, ch: list[Any]) -> Any:
        """"~ has first strike as long as it's attacking": the condition written after the effect."""
        c = _clean(ch)
        return self.s_grant_if([c[-1], *c[:-1]])  # type: ignore[attr-defined]

    def no_untap_for(self, ch: list[Any]) -> list[Effect]:
        """"It doesn't untap during its controller's untap step for as long as ~ remains tapped" (502.3): the
        untap restriction as a continuous effect locked to that object (611.2c) for the duration."""
        subject, duration = _clean(ch)[0], _clean(ch)[-1]
        if duration != "while_source_tapped":
            raise _unsupported("doesn't untap for a duration")
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset({DOESNT_UNTAP}), duration)]

    def sf_attached_to_source(self, ch: list[Any]) -> Any:
        """"for each Aura attached to it": permanents attached to the source (301.5, 303.4)."""
        return lambda d: d.fields.__setitem__("attached_to_source", True)

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

    def prevent_combat_to_and_by(self, ch: list[Any]) -> list[Effect]:
        """615.1 (Maze of Ith): all combat damage this turn to or from that creature is prevented."""
        return [Simple("prevent_combat_to_and_by", _clean(ch)[0])]

    def s_lure(self, ch: list[Any]) -> Any:
        """509.1c: "all creatures able to block ~ do so" (Lure), a requirement on each defending creature."""
        return self._restriction(ch, LURE)  # type: ignore[attr-defined]

    def lure_turn(self, ch: list[Any]) -> list[Effect]:
        return [ModifyPT(_clean(ch)[0], fixed(0), fixed(0), frozenset({LURE}), "end_of_turn")]

    def must_block_self_turn(self, ch: list[Any]) -> list[Effect]:
        """509.1c: "target creature blocks ~ this turn if able"."""
        return [Simple("must_block_source_this_turn", _clean(ch)[0])]

    def cant_block_self_turn(self, ch: list[Any]) -> list[Effect]:
        """509.1b: "target creature can't block ~ this turn" (a restriction on that pair, for the turn)."""
        return [Simple("cant_block_source_this_turn", _clean(ch)[0])]

    def prevent_next_from_source(self, ch: list[Any]) -> list[Effect]:
        """615.7 (Circle of Protection): as it resolves, its controller chooses a source matching the
        description (a permanent or a spell, 609.7a); the next time that source would deal damage to them
        this turn, all of that damage is prevented."""
        return [Simple("prevent_next_from_source", Ref("you"), params=(("filter", _clean(ch)[0]),))]

    def sc_any(self, ch: list[Any]) -> Filter:
        return Filter(zone="any")

    def sc_color(self, ch: list[Any]) -> Filter:
        from kitchentable.cards.language.vocabulary import COLOR_LETTER

        return Filter(zone="any", colors=frozenset(COLOR_LETTER[str(c)] for c in _clean(ch)))

    def sc_type(self, ch: list[Any]) -> Filter:
        from kitchentable.cards.language.vocabulary import TYPE_BY_WORD

        return Filter(zone="any", types=frozenset({TYPE_BY_WORD[str(_clean(ch)[0])]}))

    # --- triggers ---

    def t_cast_targets_self(self, ch: list[Any]) -> TriggerSpec:
        """Heroic: "whenever you cast a spell that targets ~" (a spell with ~ among its targets as it
        becomes cast, 601.2c)."""
        return TriggerSpec("cast_targets_self")

    def t_self_blocks_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks a creature, that creature ...": one trigger per attacker it blocks (509.1i);
        "that creature" is the attacker."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("blocked_attacker")
        return TriggerSpec("blocks")

    def t_self_blocked_by(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ becomes blocked by a creature": once for each blocker (509.1i); "that creature" is the
        blocker."""
        self.trigger_has_object = True
        return TriggerSpec("blocked_by", _clean(ch)[0])

    def t_self_blocks_or_blocked_by(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks or becomes blocked by a creature": once for each creature in combat with it;
        "that creature" is that creature."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("combat_partner")
        return TriggerSpec("blocks_or_blocked_by", _clean(ch)[0])

    def pump_each(self, ch: list[Any]) -> list[Effect]:
        """"It gets +1/+1 until end of turn for each creature blocking it": counted as it resolves (608.2h)."""
        subject, pt, duration, desc = _clean(ch)
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable pump for each")
        flt = desc.filter()
        return [ModifyPT(subject, Amount("count", filter=flt, times=p.value),
                         Amount("count", filter=flt, times=t.value), frozenset(), duration)]

    def sf_blocking_source(self, ch: list[Any]) -> Any:
        """"creature blocking it": blocking the source (509.1)."""
        return lambda d: d.fields.__setitem__("blocking_source", True)

    def t_damaged_by_self_dies(self, ch: list[Any]) -> TriggerSpec:
        """Sengir Vampire: "whenever a creature dealt damage by ~ this turn dies" (the damage is recorded
        as it is dealt, rules.events)."""
        return TriggerSpec("damaged_by_self_dies", Filter(types=frozenset({"Creature"})))

    def t_self_combat_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals combat damage to a creature": "that creature" is the creature dealt damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_combat_damage_to_creature")


    def t_state_control_none(self, ch: list[Any]) -> TriggerSpec:
        """603.8: "when you control no Islands, sacrifice ~" is a state trigger."""
        return TriggerSpec("state", replace(_clean(ch)[0].filter(), controller="you"))


def _unsupported(phrase: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)
