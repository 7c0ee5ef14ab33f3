"""Builders for the `damage` block at the end of grammar.lark: damage forms, prevention and redirection shields,
damage and attack triggers, counters and tokens at scale (kernel: `rules.damage_family`).

- Damage (120): "target creature deals damage to itself equal to its power"; "~ deals 2 damage to each creature
  and each opponent" (and "each opponent and each creature ..."); "deals 3 damage to any target and 1 damage to
  each of up to two other targets" (a second target group, different from the first, 115.3); "each of two
  targets"; "equal to the number of cards in that player's hand" (the targeted player's hand); X damage divided
  among targets (X is chosen before the division, 601.2b then 601.2d).
- Shields (615.7, 614.9): "prevent the next N damage that would be dealt to <target> this turn [by a source of
  your choice]", "the next time a source of your choice would deal damage to <target> this turn, prevent that
  damage", either followed by "You gain life equal to the damage prevented this way."; "the next N damage that
  would be dealt to ~ this turn is dealt to target creature you control instead". Static "if a source would
  deal damage to you / <group>, prevent N of that damage" (615.7, for each damage event).
- Triggers (603.2): enchanted/equipped creature "deals damage", "deals combat damage", "is dealt damage";
  "whenever ~ / a creature you control deals combat damage [during your turn]"; "whenever you're dealt
  [combat] damage", "whenever an opponent is dealt damage"; "whenever ~ and at least N other creatures
  attack". "That much" / "that many" in a trigger is the event's amount (the kernel reads it from the event).
- "That many": "that player mills / discards / draws that many cards", "gets that many poison counters", "put
  that many +1/+1 counters on it", "create that many <token>", and "create a number of <token> equal to <amount>".
- 614.1a: token multipliers ("twice / three times that many [of those tokens] are created", "it creates twice
  that many of those tokens") and counter modifiers ("that many plus one", "twice that many").
- 701.9: "double target creature's power [and toughness]", "double the power and toughness of each creature
  you control", "double ~'s power N times"; "distribute N +1/+1 counters among one, two, or three target
  creatures" (divided as the spell is cast, like damage, 601.2d).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.rules.abilities import (
    ANY_TARGET,
    Amount,
    CreateToken,
    DealDamage,
    DivideDamage,
    Effect,
    Filter,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggerSpec,
)

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_MULTIPLES = {"twice": 2, "three times": 3}


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


def _unsupported(phrase: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


def _n(word: Any) -> int:
    text = str(word)
    if text.isdigit():
        return int(text)
    if text in _WORDS:
        return _WORDS[text]
    raise _unsupported(f"count {text}")


class DamagePhrases:
    """Mixed into the compiler's transformer (`cards.compiler.Builder`)."""

    targets: list[TargetSpec]
    kind: str
    trigger_has_object: bool
    trigger_on_self: bool
    during_your_turn: bool
    last_ref: Ref | None
    trigger_ref: Ref
    _last: Any  # the compiler's: the global index of the newest target group
    _token: Any  # the compiler's token builder

    # --- damage (120) ---

    def dmg_itself(self, ch: list[Any]) -> list[Effect]:
        """"Target creature deals damage to itself equal to its power" (120.3: the creature is the source)."""
        who, amount = _clean(ch)
        if not isinstance(who, Ref) or who.kind not in ("target", "self", "triggering", "it", "remembered"):
            raise _unsupported("a group deals damage to itself")
        return [DealDamage(amount, who, who)]

    def _each_and_opponents(self, src: Ref, amount: Amount, desc: Any) -> list[Effect]:
        flt: Filter = desc.filter()
        return [DealDamage(amount, Ref("all", filter=flt), src), DealDamage(amount, Ref("each_opponent"), src)]

    def dmg_each_and_opponents(self, ch: list[Any]) -> list[Effect]:
        """"~ deals 2 damage to each creature and each opponent" (one event for all of them, 120.2a)."""
        src, amount, desc = _clean(ch)
        return self._each_and_opponents(src, amount, desc)

    dmg_opponents_and_each = dmg_each_and_opponents

    def _dmg_group(self, lo: int, hi: int, other: bool) -> Ref:
        different = (self._last(),) if other and self.targets else ()
        self.targets.append(TargetSpec(ANY_TARGET, lo, hi, different_from=different))
        ref = Ref("target", self._last())
        self.last_ref = ref
        return ref

    def dmg_up_to_other_targets(self, ch: list[Any]) -> Ref:
        """"and 1 damage to each of up to two other targets": a second group, none the same as the first."""
        return self._dmg_group(0, _n(_clean(ch)[0]), True)

    def dmg_up_to_targets(self, ch: list[Any]) -> Ref:
        return self._dmg_group(0, _n(_clean(ch)[0]), False)

    def dmg_n_targets(self, ch: list[Any]) -> Ref:
        n = _n(_clean(ch)[0])
        return self._dmg_group(n, n, False)

    def ae_that_player_hand(self, ch: list[Any]) -> Amount:
        """"the number of cards in that player's hand": the targeted player's, as the effect happens."""
        for i in range(len(self.targets) - 1, -1, -1):
            if self.targets[i].filter.only_players or self.targets[i].filter.players:
                return Amount("hand_size", ref=Ref("target", self._last() - (len(self.targets) - 1 - i)))
        raise _unsupported("that player's hand")

    def tm_one_three_desc(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(_clean(ch)[0].filter(), 1, 3))

    def tm_one_two_desc(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(_clean(ch)[0].filter(), 1, 2))

    # --- "that many" ---

    _THAT_MANY = Amount("remembered", name="amount")

    def _who(self, ch: list[Any]) -> Ref:
        c = _clean(ch)
        return c[0] if c and isinstance(c[0], Ref) else Ref("you")

    def mill_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("mill", self._who(ch), self._THAT_MANY)]

    def discard_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("discard", self._who(ch), self._THAT_MANY)]

    def draw_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("draw", self._who(ch), self._THAT_MANY)]

    def poison_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("add_poison", self._who(ch), self._THAT_MANY)]

    def counters_that_many(self, ch: list[Any]) -> list[Effect]:
        kind, ref = _clean(ch)
        return [Simple("add_counters", ref, self._THAT_MANY, (("counter", str(kind)),))]

    def xt_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        return self._token("x", c[0], c[1], c[2], {"Creature"}, c[3] if len(c) > 3 else frozenset())  # type: ignore[attr-defined, no-any-return]

    def xt_colorless(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        types = {"Artifact", "Creature"} if any(str(t) == "artifact" for t in ch if isinstance(t, Token)) \
            else {"Creature"}
        return self._token("x", c[0], [], c[1], types, c[2] if len(c) > 2 else frozenset())  # type: ignore[attr-defined, no-any-return]

    def xt_named(self, ch: list[Any]) -> CreateToken:
        from kitchentable.cards.language.tokens import named_token

        name = [str(t) for t in ch if isinstance(t, Token)][0]
        return CreateToken(named_token(name), Amount("x"))

    def create_that_many(self, ch: list[Any]) -> list[Effect]:
        token: CreateToken = _clean(ch)[0]
        return [replace(token, amount=self._THAT_MANY)]

    def create_number_equal(self, ch: list[Any]) -> list[Effect]:
        """"Create a number of 1/1 Soldier tokens equal to the number of opponents you have" (counted as the
        effect happens, 608.2h)."""
        token, amount = _clean(ch)
        return [replace(token, amount=amount)]

    # --- 701.9 doubling, dividing counters ---

    def _double(self, subject: Ref, what: str, times: Any = None) -> list[Effect]:
        which = {"power and toughness": "both", "power": "power", "toughness": "toughness"}[what]
        amount = None if times is None else Amount("fixed", _n(times))
        return [Simple("double_pt", subject, amount, (("which", which),))]

    def double_pt(self, ch: list[Any]) -> list[Effect]:
        """701.9b: "double target creature's power [and toughness]" (until end of turn, as printed)."""
        c = _clean(ch)
        subject = next(x for x in c if isinstance(x, Ref))
        what = next(str(x) for x in c if isinstance(x, Token) and x.type == "DOUBLE_WHAT")
        return self._double(subject, what)

    double_pt_of = double_pt

    def double_pt_times(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return self._double(c[0], "power", c[1])

    def distribute_counters(self, ch: list[Any]) -> list[Effect]:
        """"Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d: divided as it
        is cast, at least one each)."""
        n, kind = _clean(ch)[:2]
        if str(kind) != "+1/+1":
            raise _unsupported(f"distribute {kind} counters")
        amount = Amount("x") if n == "x" else Amount("fixed", _n(n))
        return [DivideDamage(amount, self._last(), kind="divide_counters")]

    # --- shields (615.7, 614.9) ---

    def _shield(self, to: Any, amount: Amount | None, **params: Any) -> list[Effect]:
        if isinstance(to, tuple) or not isinstance(to, Ref):
            raise _unsupported("a shield on each creature and player")
        return [Simple("damage_shield", to, amount, tuple(sorted(params.items())))]

    def shield_next(self, ch: list[Any]) -> list[Effect]:
        amount, to = _clean(ch)
        return self._shield(to, amount)

    def shield_next_later_to(self, ch: list[Any]) -> list[Effect]:
        """"Prevent the next 3 damage that would be dealt this turn to target creature" (the older order)."""
        amount, to = _clean(ch)
        return self._shield(to, amount)

    def shield_next_from_choice(self, ch: list[Any]) -> list[Effect]:
        amount, to = _clean(ch)
        return self._shield(to, amount, choose_source=True)

    def shield_time_from_choice(self, ch: list[Any]) -> list[Effect]:
        (to,) = _clean(ch)
        return self._shield(to, None, choose_source=True)

    def shield_gain(self, ch: list[Any]) -> Any:
        """"You gain life equal to the damage prevented this way." (the shield's controller gains it as the
        shield prevents damage, 615.7)."""
        effects: list[Effect] = _clean(ch)[0]
        out = [replace(e, params=tuple(sorted((*e.params, ("gain", True)))))  # type: ignore[attr-defined]
               for e in effects]
        return ("effects", out)

    def redirect_next(self, ch: list[Any]) -> list[Effect]:
        """614.9: "the next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
        instead" (the same source deals it to the new object)."""
        amount, to, other = _clean(ch)
        if isinstance(other, tuple) or not isinstance(other, Ref):
            raise _unsupported("redirect to each")
        return self._shield(to, amount, redirect=other)

    def s_prevent_part(self, ch: list[Any]) -> Any:
        """615.7: "If a source would deal damage to ~ / creatures you control, prevent 1 of that damage.\""""
        c = _clean(ch)
        flt = c[0]
        if isinstance(flt, Ref):
            if flt.kind != "self":
                raise _unsupported("prevent part of damage to a target")
            flt = None
        if isinstance(flt, tuple):
            raise _unsupported("prevent part of damage to a pair")
        return ("static", StaticAbility("prevent_damage", flt, params=(("amount", int(str(c[1]))),)))

    def s_prevent_part_you(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return ("static", StaticAbility("prevent_damage", Filter(only_players=True, controller="you"),
                                        params=(("amount", n),)))

    # --- triggers (603.2) ---

    def t_attached_deals_damage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted creature deals damage" (Spirit Link): "that much" is the damage dealt."""
        self.trigger_has_object = True
        return TriggerSpec("deals_damage", Filter(attached=True))

    def t_attached_deals_combat(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec("deals_combat_damage", Filter(attached=True))

    def t_attached_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        """"When enchanted creature is dealt damage, destroy it": "it" is the creature dealt damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("dealt_damage", Filter(attached=True))

    def t_self_deals_combat(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_on_self = True
        return TriggerSpec("deals_combat_damage")

    def t_desc_deals_combat(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature you control deals combat damage": once per creature dealing it (510.2);
        "it" / "that creature" is that creature."""
        self.trigger_has_object = True
        return TriggerSpec("deals_combat_damage", _clean(ch)[0])

    def t_desc_deals_combat_your_turn(self, ch: list[Any]) -> TriggerSpec:
        self.during_your_turn = True
        return self.t_desc_deals_combat(ch)

    def t_you_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you're dealt damage": once per damage event to you (one per source; partial: simultaneous
        combat damage from several sources triggers once per source)."""
        return TriggerSpec("player_dealt_damage", None, "you")

    def t_you_dealt_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("player_dealt_combat_damage", None, "you")

    def t_opponent_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("player_dealt_damage", None, "opponent")

    def t_attacks_with_others(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ and at least two other creatures attack" (508.1m: counted once attackers are declared)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_with_others", None, "you", _n(_clean(ch)[0]))

    # --- 614.1a: tokens and counters at scale ---

    def tw_passive(self, ch: list[Any]) -> tuple[bool, bool]:
        """(creature tokens only, under your control only)"""
        c = _clean(ch)
        return "creature" in str(c[0]), len(c) > 1 and bool(c[1])

    tw_active = tw_passive

    def tr_result(self, ch: list[Any]) -> int:
        return _MULTIPLES[str(_clean(ch)[0])]

    def s_token_multiplier(self, ch: list[Any]) -> Any:
        """614.1a: "If one or more tokens would be created under your control, twice that many of those tokens
        are created instead." (Anointed Procession, Parallel Lives, Mondrak; "three times", Ojer Taq)."""
        (creature_only, yours), times = _clean(ch)
        params: tuple[tuple[str, Any], ...] = (("times", times),)
        if yours:
            params += (("whose", "you"),)
        if creature_only:
            params += (("creature_only", True),)
        return ("static", StaticAbility("token_multiplier", params=params))

    def cw_passive(self, ch: list[Any]) -> tuple[str | None, Filter]:
        c = _clean(ch)
        kind = str(c[0]) if len(c) > 1 else None
        return kind, c[-1]

    def counter_what(self, ch: list[Any]) -> str | None:
        c = _clean(ch)
        return str(c[0]) if c else None

    def cr_plus_one(self, ch: list[Any]) -> tuple[str, int]:
        return "plus", 1

    def cr_times(self, ch: list[Any]) -> tuple[str, int]:
        c = _clean(ch)
        return "times", _MULTIPLES[str(c[0])]

    def s_counter_modifier(self, ch: list[Any]) -> Any:
        """614.1a: "If one or more +1/+1 counters would be put on a creature you control, that many plus one
        +1/+1 counters are put on it instead." (Hardened Scales; "twice that many", Corpsejack Menace; "of each of
        those kinds", Winding Constrictor; "it puts twice that many of those counters", Doubling Season)."""
        (kind, flt), (how, n) = _clean(ch)
        if flt.zone != "battlefield" or flt.players or flt.only_players:
            raise _unsupported("counters on players")
        return ("static", StaticAbility("counter_modifier", flt, params=(("counter", kind), (how, n))))

    # --- batch 2: more triggers, statics, shields and counters ---

    def t_attached_combat_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever equipped creature deals combat damage to a player" (the Swords): "that player" is the
        player dealt damage."""
        self.trigger_has_object = True
        return TriggerSpec("deals_combat_damage_to_player", Filter(attached=True))

    def t_desc_deals_damage_to_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature deals damage to you": "it" / "that creature" is the source."""
        self.trigger_has_object = True
        return TriggerSpec("deals_damage_to_player", _clean(ch)[0], "you")

    def t_desc_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature you control is dealt damage": "it" is the creature dealt damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("dealt_damage", _clean(ch)[0])

    def s_prevent_to_and_by_attached(self, ch: list[Any]) -> Any:
        """615.1: "Prevent all [combat] damage that would be dealt to and dealt by enchanted creature.\""""
        return ("static", StaticAbility("prevent_damage", Filter(attached=True), params=self._by_params(ch, "to_and_by")))

    def s_prevent_by_attached(self, ch: list[Any]) -> Any:
        """615.1: "Prevent all [combat] damage that would be dealt by enchanted creature.\""""
        return ("static", StaticAbility("prevent_damage", Filter(attached=True), params=self._by_params(ch, "by")))

    def _by_params(self, ch: list[Any], by: str) -> tuple[tuple[str, Any], ...]:
        combat = any(isinstance(t, Token) and t.type == "COMBAT_WORD" for t in ch)
        return (("by", by),) + ((("combat_only", True),) if combat else ())

    def s_prevent_you(self, ch: list[Any]) -> Any:
        """615.1: "If a source would deal damage to you, prevent that damage.\""""
        return ("static", StaticAbility("prevent_damage", Filter(only_players=True, controller="you")))

    def shield_divided(self, ch: list[Any]) -> list[Effect]:
        """615.7, 601.2d: the next N damage to any number of targets this turn, divided as you choose."""
        amount: Amount = _clean(ch)[0]
        if amount.kind not in ("fixed", "x"):
            raise _unsupported("divided prevention of a counted amount")
        return [DivideDamage(amount, self._last(), kind="divide_shields")]

    def shield_all_you(self, ch: list[Any]) -> list[Effect]:
        """615.1: "Prevent all [combat] damage that would be dealt to you this turn.\""""
        combat = any(isinstance(t, Token) and t.type == "COMBAT_WORD" for t in ch)
        params: tuple[tuple[str, Any], ...] = (("all_turn", True),) + ((("combat", True),) if combat else ())
        return [Simple("damage_shield", Ref("you"), None, params)]

    def no_prevention_turn(self, ch: list[Any]) -> list[Effect]:
        """615.12: "Damage can't be prevented this turn.\""""
        return [Simple("no_prevention", Ref("you"), params=(("turn", True),))]

    def damage_unpreventable(self, ch: list[Any]) -> Any:
        """615.12: "<damage sentence>. The damage can't be prevented.": the sentence's damage is dealt while its
        source's damage can't be prevented."""
        effects: list[Effect] = _clean(ch)[0]
        if not any(isinstance(e, (DealDamage, DivideDamage)) for e in effects):
            raise _unsupported("the damage can't be prevented")
        return ("effects", [Simple("no_prevention", Ref("you")), *effects,
                            Simple("no_prevention", Ref("you"), params=(("off", True),))])

    def dmg_player_and_their(self, ch: list[Any]) -> list[Effect]:
        """120.2a: "~ deals X damage to target player and each creature that player controls"."""
        c = _clean(ch)
        src, amount, who, desc = c[0], c[1], c[2], c[3]
        if not isinstance(src, Ref) or src.kind != "self":
            raise _unsupported("another source deals damage to a player and their creatures")
        flt: Filter = desc.filter()
        return [Simple("damage_player_and_theirs", who, amount, (("filter", flt),))]

    def double_counters(self, ch: list[Any]) -> list[Effect]:
        """701.9e: "Double the number of +1/+1 counters on target creature.\""""
        kind, ref = _clean(ch)
        return [Simple("double_counters", ref, None, (("counter", str(kind)),))]

    def double_counters_all(self, ch: list[Any]) -> list[Effect]:
        return [Simple("double_counters", _clean(ch)[0])]

    def counters_equal(self, ch: list[Any]) -> list[Effect]:
        """"Put a number of +1/+1 counters on target creature equal to <amount>" (608.2h)."""
        kind, ref, amount = _clean(ch)
        return [Simple("add_counters", ref, amount, (("counter", str(kind)),))]

    def create_for_each(self, ch: list[Any]) -> list[Effect]:
        """"Create a 2/2 black Zombie creature token for each creature card in your graveyard" (608.2h)."""
        token, desc = _clean(ch)
        if not isinstance(token, CreateToken) or token.amount.kind != "fixed" or token.copy_of is not None:
            raise _unsupported("create tokens for each")
        count = Amount("count", filter=desc.filter(), times=token.amount.value)
        return [replace(token, amount=count)]

    def remove_all_counters(self, ch: list[Any]) -> list[Effect]:
        return [Simple("remove_all_counters", _clean(ch)[0])]

    def t_attached_attacks_blocks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever equipped / enchanted creature attacks" (508.1m) or "blocks" (509.1i): "it" is that
        creature."""
        self.trigger_has_object = True
        word = [str(t) for t in ch if isinstance(t, Token)][-1]
        return TriggerSpec("attacks" if word == "attacks" else "blocks", Filter(attached=True))
