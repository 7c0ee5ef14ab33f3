"""Triggered abilities (603): "When ~ enters", "Whenever a creature you control dies", "At the beginning of your
upkeep", "Whenever you cast a spell", and the trigger events they name (`TriggerSpec`). A trigger about an
object makes "it" and "that creature" in the effect name that object (603.2, 603.7c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean, count_of
from kitchentable.rules.abilities import (
    AddMana,
    Condition,
    Filter,
    Modal,
    Mode,
    Ref,
    TriggeredAbility,
    TriggerSpec,
)
from kitchentable.rules.casting.triggered_mana import EVENT as MANA_TRIGGER_EVENT

SPENT_CONDITIONS = frozenset({"mana_spent", "treasure_mana_spent"})
"""Conditions on the mana spent to cast the ability's own source (rules.casting.mana_spent)."""

_STEPS = {"upkeep": "upkeep", "draw step": "draw_step", "end step": "end_step"}


def _to_whom(ch: list[Any]) -> str:
    """"... deals combat damage to an opponent": "opponent" (the player dealt damage is one of its controller's
    opponents, 102.2); "to a player": "you", the spec's default, any player."""
    return "opponent" if any(isinstance(t, Token) and str(t) == "an opponent" for t in ch) else "you"


class TriggerPhrases(PhraseBase):
    """Trigger conditions (`t_*` of triggers, `wp_*`, `so_*`) and `triggered`."""

    def object_desc(self, ch: list[Any]) -> Filter:
        c = _clean(ch)
        return c[-1].filter()  # type: ignore[no-any-return]

    def enters(self, ch: list[Any]) -> bool:
        return bool(_clean(ch))

    def under_you(self, ch: list[Any]) -> bool:
        return True

    def t_self_enters(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("enters")

    def t_enters(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        return self._trig("enters", flt)

    def t_self_dies(self, ch: list[Any]) -> TriggerSpec:
        self.self_moved = True
        return self._trig("dies")

    def t_dies(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("dies", self._odesc(ch))

    def t_attached_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When enchanted creature dies" / "Whenever equipped creature dies" (603.10a): a leaves-the-battlefield
        ability of the Aura or Equipment, looking back to what it was attached to; "that card", "it" and "its
        controller" are the creature (its last known information, 608.2h)."""
        word = next(str(c) for c in ch if str(c) in ("enchanted", "equipped"))
        return self._trig("attached_dies", Filter(types=frozenset({"Creature"})), whose=word)

    def t_self_leaves(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("leaves")

    def t_self_attacks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("attacks")

    def t_attacks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("attacks", self._odesc(ch))

    def t_self_blocks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("blocks")

    def t_self_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("becomes_blocked")

    def t_self_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_combat_damage_to_player", whose=_to_whom(ch))

    def t_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_combat_damage_to_player", self._odesc(ch), _to_whom(ch))

    def t_self_deals_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_damage")

    def t_self_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("dealt_damage")

    def t_self_or_dies(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ or another Zombie you control dies": this creature dying, whatever its types then, or
        another creature the description matches (603.10a looks back at both). The event `self_or_dies` keeps
        the two apart, so "another" still leaves this object out of the description."""
        return self._trig("self_or_dies", self._odesc(ch))

    def wp_you(self, ch: list[Any]) -> str:
        return "you"

    def wp_opponent(self, ch: list[Any]) -> str:
        return "opponent"

    def wp_each(self, ch: list[Any]) -> str:
        return "each"

    def t_cast(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        whose, flt = c[0], c[1]
        self.trigger_has_object = True  # "copy that spell", "copy it": the spell cast (603.2, 707.10)
        return TriggerSpec("cast", flt, whose)

    def so_you(self, ch: list[Any]) -> str:
        return "you"

    def so_each(self, ch: list[Any]) -> str:
        return "each"

    def so_opponent(self, ch: list[Any]) -> str:
        return "opponent"

    def t_step(self, ch: list[Any]) -> TriggerSpec:
        whose, step = _clean(ch)
        event = {"upkeep": "upkeep", "draw step": "draw_step", "end step": "end_step",
                 "combat on your turn": "combat_begin", "precombat main phase": "first_main"}[str(step)]
        self.trigger_player = whose in ("each", "opponent") and str(step) in ("upkeep", "draw step", "end step")
        return TriggerSpec(event, None, whose)

    def t_gain_life(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("gain_life", None, _clean(ch)[0])

    def t_draw(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("draw", None, _clean(ch)[0])

    def t_discard(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("discard", None, _clean(ch)[0])

    def t_landfall(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("landfall")

    def t_targeted(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target")

    def t_targeted_any(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target", whose="each")

    def t_cycle(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("cycled")

    def t_sacrificed(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you sacrifice a Clue": only a permanent's controller can sacrifice it (701.17a)."""
        return self._trig("sacrificed", replace(self._odesc(ch), controller="you"))

    def t_self_to_gy(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ is put into a graveyard from anywhere" (603.6c, 603.10a): from the battlefield, a hand, a
        library or the stack alike; the card in the graveyard has the ability (it triggers there) and its owner
        controls it (`triggers.notify`)."""
        self.from_graveyard = True
        return self._trig("put_into_graveyard")

    def t_self_to_gy_from_bf(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("put_into_graveyard_from_battlefield")

    def t_self_milled(self, ch: list[Any]) -> TriggerSpec:
        raise Unsupported("put into your graveyard from your library")

    def triggered(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        spec: TriggerSpec = c[0]
        cond = c[1] if len(c) == 3 else None
        effects = c[-1]
        if spec.event == MANA_TRIGGER_EVENT and not all(isinstance(e, AddMana) for e in effects):
            # 605.1b: a triggered mana ability resolves at once, off the stack; the kernel adds its mana and
            # nothing else, so "... and ~ deals 1 damage to them" (Overabundance) would be silently dropped
            raise Unsupported("a triggered mana ability that also does something other than add mana")
        if self.mana_to_tapper and spec.event != MANA_TRIGGER_EVENT:
            # Tangleroot: "whenever a player casts a creature spell, that player adds {G}": the kernel gives the
            # mana of an ordinary trigger to its controller, so the caster would never get it
            raise Unsupported("'that player adds' mana in a trigger other than tapping for mana")
        if self.during_your_turn:  # "whenever you gain life during your turn"
            if cond is not None:
                raise Unsupported("during your turn with an intervening if")
            cond = Condition("your_turn")
        if cond is not None and spec.event.startswith("cast") and cond.kind in SPENT_CONDITIONS:
            # "whenever you cast a spell, if {R} was spent to cast it": "it" is the spell cast, but the kernel
            # asks the condition about the ability's own source
            raise Unsupported("mana spent to cast the spell of a cast trigger")
        if spec.event in ("put_into_graveyard_from_battlefield", "cycled") or self.from_graveyard:
            # these trigger from the graveyard; so does one that returns ~ from there (113.6m)
            return ("triggered", TriggeredAbility(spec, Modal((Mode(effects, tuple(self.targets)),)), cond,
                                                  zone="graveyard"))
        return ("triggered", TriggeredAbility(spec, Modal((Mode(effects, tuple(self.targets)),)), cond))

    def t_targeted_by_spell(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ becomes the target of a spell" (the embalm Illusions: a spell, not an ability, 115.1). "That
        spell's controller" in its effect is the targeting spell's (`p_that_controller`)."""
        self.targeting_spell = True
        return TriggerSpec("becomes_target", whose="spell")

    def t_self_or_enters(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ or another Ally enters [under your control]" (603.6a): triggers when this permanent
        enters, whatever its types then, or when another permanent the description matches does. The event
        `self_or_enters` keeps the two apart, so "another" still excludes this object from the description."""
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        self.trigger_has_object = True
        return TriggerSpec("self_or_enters", flt)

    def t_attached_controller_upkeep(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of the upkeep of enchanted creature's controller" (503.1, 603.2): that player's
        upkeep; "that player" is them."""
        self.trigger_on_self = True
        self.it_is_attached = True  # "that player sacrifices it": the enchanted permanent, not the Aura
        return TriggerSpec("upkeep", None, "attached_controller")

    def t_self_attacks_or_blocks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ attacks or blocks" (508.1m, 509.1i: either declaration triggers it)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_or_blocks")

    def t_self_unblocked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ attacks and isn't blocked" (508.3f, 509.5g: in the declare blockers step, once no
        creature was declared as a blocker for it)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_unblocked")

    def t_unblocked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature you control attacks and isn't blocked" (509.5g): "it" is that creature."""
        self.trigger_has_object = True
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        return TriggerSpec("attacks_unblocked", flt)

    def t_self_blocks_desc(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks a creature with flying" (509.1i: once per such attacker it blocks); "that
        creature" is the attacker."""
        d = Desc()
        d.types.add("Creature")
        for apply in _clean(ch):
            apply(d)
        self.trigger_has_object = True
        self.trigger_subject_is_self = True
        self.trigger_ref = Ref("blocked_attacker")
        return TriggerSpec("blocks_desc", d.filter())

    def t_state_none_on_battlefield(self, ch: list[Any]) -> TriggerSpec:
        """"When there are no creatures on the battlefield, sacrifice ~." (603.8, a state trigger)"""
        d = _clean(ch)[0]
        return TriggerSpec("state", d.filter())

    def t_attacks_with_others(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ and at least two other creatures attack" (508.1m: counted once attackers are declared)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_with_others", None, "you", count_of(_clean(ch)[0]))

    def t_attached_attacks_blocks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever equipped / enchanted creature attacks" (508.1m) or "blocks" (509.1i): "it" is that
        creature."""
        self.trigger_has_object = True
        word = [str(t) for t in ch if isinstance(t, Token)][-1]
        return TriggerSpec("attacks" if word == "attacks" else "blocks", Filter(attached=True))

    def t_combat_your_turn(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of combat on your turn" (507.1; the modern template of many 2018+ cards)."""
        return TriggerSpec("combat_begin", None, "you")

    def t_each_combat(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of each combat": every player's beginning of combat step (507.1)."""
        return TriggerSpec("combat_begin", None, "each")

    def t_self_enters_or_attacks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever this creature enters or attacks" (603.2): one triggered ability with two trigger events."""
        return self._trig("enters_or_attacks")

    def t_desc_to_gy_from_bf(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever another creature or artifact you control is put into a graveyard from the battlefield"
        (603.6c, 603.10a: a leaves-the-battlefield ability, matched against the object as it last existed, a
        token included, 111.7)."""
        return self._trig("desc_to_graveyard_from_battlefield", self._odesc(ch))

    def t_self_enters_or_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When this creature enters or dies" (603.2: one triggered ability with two trigger events; the dying
        is seen by looking back, 603.10a)."""
        return self._trig("enters_or_dies")

    def t_you_attack(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you attack" (508.1m, 603.2): once each time you declare one or more attackers, whatever their
        number (read from the first declared attacker's "attacks" event)."""
        return TriggerSpec("you_attack", None, "you")

    def t_nth_spell(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you cast your second spell each turn", "whenever a player casts their first spell each turn"
        (603.2; the count of spells that player cast this turn, this one included, 601.2i)."""
        words = [str(c) for c in ch if isinstance(c, Token)]
        nth = next(w for w in words if w in ("first", "second", "third"))
        whose = "you" if "you" in words else "opponent" if "opponent" in words else "each"
        self.trigger_has_object = True  # "copy it": the spell cast (707.10)
        return TriggerSpec(f"cast_{nth}", None, whose)

    def t_nth_spell_opponents_turn(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you cast your first spell during each opponent's turn" (603.2; 601.2i counts it first): the
        same count, on a turn that isn't yours."""
        spec = self.t_nth_spell(ch)
        return replace(spec, event=spec.event + "_opponents_turn")

    def t_cycle_or_discard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you cycle or discard a card": cycling discards the card (702.29a), so this is the discard
        trigger, once per card either way."""
        return TriggerSpec("discard", None, "you")

    def t_main_phase(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of your first / second (postcombat) main phase" (505.1; survival's trigger): the
        kernel notes the start of each main phase (`rules.turn.priority`, "main1" and "main2")."""
        whose = _clean(ch)[0]
        which = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("first", "second", "postcombat"))
        return TriggerSpec("first_main" if which == "first" else "second_main", None, whose)

    def t_lose_life(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("lose_life", None, _clean(ch)[0])

    def t_gain_life_your_turn(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you gain life during your turn": a life trigger that only triggers on your turn (read as an
        intervening "if it's your turn": no turn can end while the ability waits, so resolution agrees)."""
        self.during_your_turn = True
        return TriggerSpec("gain_life", None, _clean(ch)[0])

    def t_lose_life_your_turn(self, ch: list[Any]) -> TriggerSpec:
        self.during_your_turn = True
        return TriggerSpec("lose_life", None, _clean(ch)[0])

    def t_self_untapped(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_on_self = True
        return TriggerSpec("untapped")

    def t_self_tapped(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ becomes tapped" (701.26a: tapped for a cost, by attacking or by an effect)."""
        self.trigger_on_self = True
        return TriggerSpec("tapped")

    def t_cast_targets_self(self, ch: list[Any]) -> TriggerSpec:
        """Heroic: "whenever you cast a spell that targets ~" (a spell with ~ among its targets as it
        becomes cast, 601.2c)."""
        return TriggerSpec("cast_targets_self")

    def t_state_control_none(self, ch: list[Any]) -> TriggerSpec:
        """603.8: "when you control no Islands, sacrifice ~" is a state trigger."""
        return TriggerSpec("state", replace(_clean(ch)[0].filter(), controller="you"))
