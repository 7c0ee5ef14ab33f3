"""Costs and activated abilities (602, 118, 601.2b-h): "{2}{G}, {T}, Sacrifice a creature:", loyalty abilities
(606), activation restrictions ("Activate only as a sorcery", "only once each turn", "any player may activate
this ability", 602.5), additional costs ("As an additional cost to cast this spell, ...") and alternative costs
("You may ... rather than pay this spell's mana cost", 118.9)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _mana_of, _unsupported
from kitchentable.rules.abilities import (
    ActivatedAbility,
    AddMana,
    AlternativeCost,
    Condition,
    Conditional,
    Cost,
    DealDamage,
    Effect,
    Modal,
    Mode,
    Ref,
    Simple,
    fixed,
)


def _beside_mana(e: Effect) -> bool:
    """An effect a mana ability may have beside its mana (605.1a: no target, nothing to choose later): you gain
    or this deals you a fixed amount (Pristine Talisman, Elves of Deep Shadow), or it sacrifices itself when its
    counters are gone (Hickory Woodlot)."""
    if isinstance(e, Simple):
        return e.kind == "gain_life" and e.subject.kind == "you" and e.amount.kind == "fixed"
    if isinstance(e, DealDamage):
        return e.source.kind == "self" and e.to.kind in ("you", "controller") and e.amount.kind == "fixed"
    if isinstance(e, Conditional):  # "If there are no depletion counters on ~, sacrifice it." (a depletion land)
        return e.condition.kind == "counters_at_least" and not e.otherwise and e.then == (
            Simple("sacrifice", Ref("self"), fixed(1)),)
    return False


REMOVE_X = "remove:"
"""`Cost.per_x` of "Remove X <kind> counters from ~" in an ability that doesn't add mana: "remove:<kind>"."""


class CostPhrases(PhraseBase):
    """Costs (`c_*`), activation restrictions (`r_*`), `activated`, `addcost` and `altcost`."""

    def costs(self, ch: list[Any]) -> Cost:
        cost = Cost()
        for part in _clean(ch):
            cost = part(cost)
        return cost

    def c_tap(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, tap=True)

    def c_untap(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, untap=True)

    def c_mana(self, ch: list[Any]) -> Any:
        m = _mana_of(ch)
        return lambda c: replace(c, mana=m)

    def c_loyalty(self, ch: list[Any]) -> Any:
        s = str(ch[0])
        if s == "0":
            return lambda c: replace(c, add_counters=("loyalty", 0))
        if s == "-x":  # "[−X]:" (606.4): X announced as it is activated, at most the loyalty there is (107.3a)
            return lambda c: replace(c, remove_any="loyalty")
        if s[1:] == "x":
            raise Unsupported("loyalty cost +X")
        n = int(s)
        if n >= 0:
            return lambda c: replace(c, add_counters=("loyalty", n))
        return lambda c: replace(c, remove_counters=("loyalty", -n))

    def c_sac_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, sacrifice_self=True)

    def c_sac(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = replace(d.filter(), controller="you")
        if n == "x":  # "sacrifice X creatures" (rules.casting.cost_parts)
            return lambda c: replace(c, sacrifice=flt, sacrifice_count=0, per_x="sacrifice")
        return lambda c: replace(c, sacrifice=flt, sacrifice_count=int(n))

    def c_discard_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, discard_self=True)

    def c_discard(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = d.filter(zone="hand")
        if n == "x":  # "discard X cards" (rules.casting.cost_parts)
            return lambda c: replace(c, discard=flt, discard_count=0, per_x="discard")
        return lambda c: replace(c, discard=flt, discard_count=int(n))

    def c_life(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda c: replace(c, life=c.life + n)

    def c_exile_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, exile_self=True)

    def c_exile_card(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = d.filter()
        if flt.zone not in ("graveyard", "hand"):
            raise Unsupported("exile a permanent as a cost")
        if n == "x":  # "exile X cards from your graveyard" (rules.casting.cost_parts)
            return lambda c: replace(c, exile_from_graveyard=flt, exile_count=0, per_x="exile")
        return lambda c: replace(c, exile_from_graveyard=flt, exile_count=int(n))

    def c_remove(self, ch: list[Any]) -> Any:
        n, kind = _clean(ch)
        if n == "x":  # "remove X storage counters": X chosen as it is activated (rules.casting.storage_lands)
            return lambda c: replace(c, remove_any=str(kind))
        return lambda c: replace(c, remove_counters=(str(kind), int(n)))

    def c_tap_untapped(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = replace(d.filter(), controller="you", tapped=False)
        return lambda c: replace(c, tap_untapped=flt, tap_count=int(n))

    def r_sorcery(self, ch: list[Any]) -> str:
        return "sorcery"

    def r_once(self, ch: list[Any]) -> str:
        return "once"

    def r_if(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", _clean(ch)[0])

    def r_sorcery_if(self, ch: list[Any]) -> list[Any]:
        return ["sorcery", ("if", _clean(ch)[0])]

    def r_your_turn(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_turn"))

    def r_your_upkeep(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_step", name="upkeep"))

    def activated(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        cost, effects = c[0], c[1]
        restrictions: list[Any] = []
        for r in c[2:]:
            restrictions += r if isinstance(r, list) else [r]
        conditions = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "if"]
        limits = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "max"]
        reductions = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "less"]  # 601.2f
        if len(reductions) > 1:
            raise Unsupported("two activation cost reductions")
        if len(conditions) > 1:
            raise Unsupported("two activation conditions")
        loyalty = bool(cost.add_counters[0] == "loyalty" or cost.remove_counters[0] == "loyalty"
                       or cost.remove_any == "loyalty")
        # 605.1a: adding mana makes it a mana ability even with another untargeted effect beside it, "You gain 1
        # life." (Pristine Talisman) or "~ deals 1 damage to you." (Elves of Deep Shadow); 605.3b does it too
        is_mana = any(isinstance(e, AddMana) for e in effects) and not self.targets and all(
            isinstance(e, AddMana) or _beside_mana(e) for e in effects)
        if reductions and is_mana:
            raise Unsupported("a mana ability that costs less to activate")
        if limits and is_mana:
            raise Unsupported("a mana ability with an activation limit")
        if cost.forage and is_mana:
            raise Unsupported("a mana ability with a forage cost")  # its payment has no place in 605.3a's yet
        if cost.per_x and not (cost.mana is not None and cost.mana.x):
            raise Unsupported("a cost counting X in an ability without {X}")
        if cost.remove_any and not (is_mana and len(effects) == 1 and isinstance(effects[0], AddMana)
                                    and effects[0].amount.kind == "x"):
            if is_mana or cost.mana is not None and cost.mana.x:
                raise Unsupported("remove X counters as a cost of a mana ability or beside {X}")
            # "{1}, Remove X ki counters from ~: Target creature gets -X/-X until end of turn." (Skullmane Baku):
            # X is announced as it is activated, at most the counters there are (601.2b, 107.3a), and the
            # effect reads it (`rules.casting.cost_parts.with_x_count`)
            cost = replace(cost, remove_any="", per_x=REMOVE_X + cost.remove_any)
        return ("activated", ActivatedAbility(
            cost, Modal((Mode(effects, tuple(self.targets)),)), is_mana=is_mana,
            sorcery_speed="sorcery" in restrictions, once_per_turn="once" in restrictions, loyalty=loyalty,
            max_per_turn=limits[0] if limits else 0,
            zone="graveyard" if self.from_graveyard else "hand" if self.from_hand else "battlefield",
            condition=conditions[0] if conditions else None, any_player="any_player" in restrictions,
            reduction=reductions[0] if reductions else None))

    def addcost(self, ch: list[Any]) -> Any:
        return ("addcost", _clean(ch)[0])

    def altcost(self, ch: list[Any]) -> Any:
        if _clean(ch)[0].per_x:
            raise Unsupported("an alternative cost counting X")
        return ("altcost", AlternativeCost(_clean(ch)[0]))

    def altcost_if(self, ch: list[Any]) -> Any:
        """"If you control a Plains, you may ... rather than pay ~'s mana cost" (118.9, checked at 601.2b)."""
        c = _clean(ch)
        return ("altcost", AlternativeCost(c[1], condition=c[0]))

    def c_life_x(self, ch: list[Any]) -> Any:
        """"Pay X life" as an additional cost (107.3; X announced as the spell is cast)."""
        return lambda c: replace(c, per_x="life")

    def c_bounce(self, ch: list[Any]) -> Any:
        """"Return a land you control to its owner's hand" / "return two Islands you control to their owner's
        hand" as a cost (118.3, 601.2h)."""
        c = [x for x in ch if not isinstance(x, Token)]
        n, d = c[0], c[1]
        if n == "x":
            raise _unsupported("return X permanents as a cost")
        flt = replace(d.filter(), controller="you")
        if flt.zone != "battlefield":
            raise _unsupported("return a card from another zone as a cost")
        return lambda cost: replace(cost, bounce=flt, bounce_count=int(n))

    def exile_self_gy_cost(self, ch: list[Any]) -> Any:
        """"Exile this card from your graveyard: ..." (renew and the like): a cost paid from the graveyard, so the
        ability works there (113.6b)."""
        self.from_graveyard = True
        return lambda c: replace(c, exile_self=True)

    def exile_self_hand_cost(self, ch: list[Any]) -> Any:
        """"Exile this card from your hand: Add {R}." (Simian Spirit Guide): a cost paid from the hand, so the
        ability is activated while the card is in its owner's hand (602.2, 605.1a) and nowhere else."""
        self.from_hand = True
        return lambda c: replace(c, exile_self=True)

    def r_any_player(self, ch: list[Any]) -> str:
        return "any_player"

    def r_any_player_sorcery(self, ch: list[Any]) -> list[Any]:
        """"... but only any time they could cast a sorcery": the activating player's main phase with an
        empty stack (307.1)."""
        return ["any_player", "sorcery"]

    def r_any_player_turn(self, ch: list[Any]) -> list[Any]:
        """"... but only during their turn": the activating player's own turn (602.5b)."""
        return ["any_player", ("if", Condition("your_turn"))]

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
