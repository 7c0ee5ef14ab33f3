"""Damage (120) beyond "~ deals N damage to ...", prevention and redirection shields (615, 614.9), and the
triggers of damage (603.2).

- Damage: "target creature deals damage to itself equal to its power"; "~ deals 2 damage to each creature and
  each opponent"; "3 damage to any target and 1 damage to each of up to two other targets" (a second target
  group, different from the first, 115.3); "each of two targets"; "~ deals X damage to target player and each
  creature that player controls"; "The damage can't be prevented." (615.12).
- Shields (615.7, 614.9): "prevent the next N damage that would be dealt to <target> this turn [by a source of
  your choice]", "the next time a source of your choice would deal damage to you this turn, prevent that
  damage", "you gain life equal to the damage prevented this way", "the next N damage that would be dealt to
  ~ this turn is dealt to target creature you control instead"; "prevent all [combat] damage that would be
  dealt to / by ..." (615.1); static "if a source would deal damage to you / <group>, prevent N of that damage".
- Triggers: enchanted or equipped creature "deals damage", "deals combat damage", "is dealt damage"; "whenever
  ~ / a creature you control deals combat damage [during your turn]", "whenever ~ deals damage to a player /
  an opponent / a creature", "whenever you're dealt [combat] damage", "whenever a creature dealt damage by ~
  this turn dies". "That much" in such a trigger is the event's amount."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import COLOR_LETTER, TYPE_BY_WORD
from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported, count_of
from kitchentable.rules.abilities import (
    ANY_TARGET,
    Amount,
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


class DamageAndPreventionPhrases(PhraseBase):
    """Damage, shields and damage triggers."""

    def ae_damage_capped(self, ch: list[Any]) -> Amount:
        """Drain Life: "the damage dealt, but not more than the player's life total before the damage was dealt,
        the planeswalker's loyalty before the damage was dealt, or the creature's toughness" (what the
        damage effect remembers as `damage_capped`)."""
        return Amount("remembered", name="damage_capped")

    def t_self_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to a player" (combat or not, 120.3): "that player" is the player dealt
        damage."""
        self.trigger_on_self = True
        return TriggerSpec("deals_damage_to_player", None, "each")

    def t_self_damage_opponent(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to an opponent" (an opponent of its controller)."""
        self.trigger_on_self = True
        return TriggerSpec("deals_damage_to_player", None, "opponent")

    def t_self_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to a creature" (combat or not): "that creature" is the creature dealt
        damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_damage_to_creature")

    def t_attached_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted/equipped creature deals damage to a player" (the permanent it's attached to)."""
        self.trigger_has_object = True
        return TriggerSpec("deals_damage_to_player", Filter(attached=True), "each")

    def t_attached_damage_opponent(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec("deals_damage_to_player", Filter(attached=True), "opponent")

    def t_attached_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_damage_to_creature", Filter(attached=True))

    def prevent_combat_by(self, ch: list[Any], order: str = "") -> list[Effect]:
        """"Prevent all combat damage that would be dealt by target creature this turn." (615.1); `order` keeps
        which of its three orders the card says it in, for the rendering only ("that would be dealt this turn by
        X", "X would deal this turn")."""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0],
                       params=(("by", True), ("combat", True)) + ((("order", order),) if order else ()))]

    def prevent_combat_by_turn_first(self, ch: list[Any]) -> list[Effect]:
        return self.prevent_combat_by(ch, "turn_first")

    def prevent_combat_would_deal(self, ch: list[Any]) -> list[Effect]:
        return self.prevent_combat_by(ch, "would_deal")

    def prevent_all_by(self, ch: list[Any], order: str = "") -> list[Effect]:
        """"Prevent all damage that would be dealt by target creature this turn." (615.1), in one of its orders."""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0],
                       params=(("by", True),) + ((("order", order),) if order else ()))]

    def prevent_all_by_turn_first(self, ch: list[Any]) -> list[Effect]:
        return self.prevent_all_by(ch, "turn_first")

    def prevent_all_would_deal(self, ch: list[Any]) -> list[Effect]:
        return self.prevent_all_by(ch, "would_deal")

    def prevent_all_to(self, ch: list[Any], order: str = "") -> list[Effect]:
        """"Prevent all damage that would be dealt to target creature this turn." (615.1), in one of its orders."""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0], params=(("order", order),) if order else ())]

    def prevent_all_to_turn_first(self, ch: list[Any]) -> list[Effect]:
        return self.prevent_all_to(ch, "turn_first")

    targets: list[TargetSpec]

    kind: str

    trigger_has_object: bool

    trigger_on_self: bool

    during_your_turn: bool

    last_ref: Ref | None

    trigger_ref: Ref

    _last: Any  # the compiler's: the global index of the newest target group

    _token: Any  # the compiler's token builder

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
        return self._dmg_group(0, count_of(_clean(ch)[0]), True)

    def dmg_up_to_targets(self, ch: list[Any]) -> Ref:
        return self._dmg_group(0, count_of(_clean(ch)[0]), False)

    def dmg_n_targets(self, ch: list[Any]) -> Ref:
        n = count_of(_clean(ch)[0])
        return self._dmg_group(n, n, False)

    def tm_one_three_desc(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(_clean(ch)[0].filter(), 1, 3))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

    def tm_one_two_desc(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(_clean(ch)[0].filter(), 1, 2))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

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
        out = [replace(e, params=tuple(sorted((*e.params, ("gain", True)))))
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

    def t_attached_combat_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever equipped creature deals combat damage to a player" (the Swords): "that player" is the
        player dealt damage."""
        self.trigger_has_object = True
        whose = "opponent" if any(isinstance(t, Token) and str(t) == "an opponent" for t in ch) else "you"
        return TriggerSpec("deals_combat_damage_to_player", Filter(attached=True), whose)

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

    def prevent_combat_to_and_by(self, ch: list[Any]) -> list[Effect]:
        """615.1 (Maze of Ith): all combat damage this turn to or from that creature is prevented."""
        return [Simple("prevent_combat_to_and_by", _clean(ch)[0])]

    def prevent_next_from_source(self, ch: list[Any]) -> list[Effect]:
        """615.7 (Circle of Protection): as it resolves, its controller chooses a source matching the
        description (a permanent or a spell, 609.7a); the next time that source would deal damage to them
        this turn, all of that damage is prevented."""
        return [Simple("prevent_next_from_source", Ref("you"), params=(("filter", _clean(ch)[0]),))]

    def sc_any(self, ch: list[Any]) -> Filter:
        return Filter(zone="any")

    def sc_color(self, ch: list[Any]) -> Filter:
        return Filter(zone="any", colors=frozenset(COLOR_LETTER[str(c)] for c in _clean(ch)))

    def sc_type(self, ch: list[Any]) -> Filter:
        return Filter(zone="any", types=frozenset({TYPE_BY_WORD[str(_clean(ch)[0])]}))

    def t_damaged_by_self_dies(self, ch: list[Any]) -> TriggerSpec:
        """Sengir Vampire: "whenever a creature dealt damage by ~ this turn dies" (the damage is recorded
        as it is dealt, rules.events). "It", "that card" and "its toughness" are the creature that died, not
        this card (603.10a looks back at it; 608.2h reads its last known information): Soul Collector returns
        that card, Abattoir Ghoul gains life equal to its toughness."""
        self.trigger_has_object = True
        return TriggerSpec("damaged_by_self_dies", Filter(types=frozenset({"Creature"})))

    def t_self_combat_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals combat damage to a creature": "that creature" is the creature dealt damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_combat_damage_to_creature")
