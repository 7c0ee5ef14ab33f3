"""Keywords of permanents (702): the executors, conditions and frames that upkeep costs, counters, triggers and
combat keywords compile to.

The card language expands each keyword into ordinary triggered, activated and static abilities
(`cards.language.phrases.keyword_abilities`); what no general effect covers lives here: cumulative upkeep's
growing cost (702.24a), fading and vanishing upkeeps (702.32a, 702.63a), the designations renowned and monstrous
(702.112b, 701.37b), counters moved by modular and graft (702.43a, 702.58a), rampage's and melee's bonuses
counted on resolution (702.23b, 702.121a), evolve's comparison (702.100), totem armor's replacement
(702.89a), fabricate's choice (702.123a), dredge's draw replacement (702.52a), the
choices made as unleash, devour and amplify permanents enter (702.98a, 702.82a, 702.38a), champion's linked
exile (702.72a), provoke's block requirement (702.39a), phasing (702.26), myriad
(702.116a), bolster (701.39a), tribute (702.104: an opponent chooses as the creature enters whether it gets
N more +1/+1 counters; "if tribute wasn't paid" reads the tag) and exploit (702.110: "when ~ exploits a
creature" waits for the event ("exploited", source, sacrificed); a creature that sacrifices itself has left by
then, so its own ability doesn't trigger). Executors register in `rules.stack.effects.EXECUTORS` like every other effect;
conditions register with `rules.stack.conditions` (`@condition`). Each hook in a shared kernel file is keyed
on the keyword's presence, so games without these cards do no new work.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    Condition,
    CreateToken,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    TriggeredAbility,
    fixed,
)
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ORDERED_KEYWORDS, ask, handler, push, resumer
from kitchentable.rules.events import destroy_replacement, draw_replacement
from kitchentable.rules.records import replace
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, objects_of, optional, value
from kitchentable.rules.stack.resolve import ENTERED_CHOICE, choices_as_it_enters, rctx, run_effects
from kitchentable.rules.stack.triggers import matcher, notify
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, SHARED, Decision, GameState
from kitchentable.rules.turn.combat import block_requirement
from kitchentable.rules.turn.steps import as_untap_step_begins


def _on_battlefield(state: GameState, oid: int) -> bool:
    return oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD


def scaled(cost: ManaCost, n: int) -> ManaCost:
    """The mana cost paid `n` times over (cumulative upkeep's "for each age counter", 702.24a)."""
    return ManaCost(cost.generic * n, tuple((c, k * n) for c, k in cost.colored), cost.x * n,
                    cost.hybrid * n, cost.phyrexian * n)


# --- upkeep costs ---------------------------------------------------------------------------------------------


@executor("cumulative_upkeep")
def cumulative_upkeep(state: GameState, rid: int, eff: Simple) -> None:
    """702.24a: put an age counter on this permanent, then its controller may pay the cost once for each age
    counter on it; if they don't, they sacrifice it. The cost (`params["cost"]`, mana and/or life) is
    multiplied as the ability resolves."""
    c = rctx(state, rid)
    if not _on_battlefield(state, c.source):
        return
    events.add_counters(state, c.source, "age", 1)
    n = state.objects[c.source].counters.get("age", 0)
    per = eff.param("cost")
    total = replace(per, mana=scaled(per.mana, n) if per.mana is not None else None, life=per.life * n)
    optional(state, rid, Optional_((Simple("sacrifice", Ref("self")),), Ref("you"), total, unless=True))


@executor("fading_upkeep")
def fading_upkeep(state: GameState, rid: int, eff: Simple) -> None:
    """702.32a: "remove a fade counter from it. If you can't, sacrifice the permanent." (The counter kind is a
    parameter so vanishing-like wordings can share it.)"""
    c = rctx(state, rid)
    if not _on_battlefield(state, c.source):
        return
    name = str(eff.param("counter", "fade"))
    if not events.remove_counters(state, c.source, name, 1):
        events.sacrifice(state, c.source)


@executor("vanishing_upkeep")
def vanishing_upkeep(state: GameState, rid: int, eff: Simple) -> None:
    """702.63a: "remove a time counter from it", and "when the last time counter is removed from it, sacrifice
    it": the second ability triggers on the removal this ability makes, so it is checked here, right after
    the counter is removed (the only way the printed vanishing ability removes counters)."""
    c = rctx(state, rid)
    if not _on_battlefield(state, c.source):
        return
    if events.remove_counters(state, c.source, "time", 1) and not state.objects[c.source].counters.get("time"):
        events.sacrifice(state, c.source)


# --- designations and counters ------------------------------------------------------------------------------


@executor("designate")
def designate(state: GameState, rid: int, eff: Simple) -> None:
    """Renowned (702.112b), monstrous (701.37b): a designation the permanent keeps until it leaves."""
    tag = str(eff.param("tag"))
    for oid in objects_of(state, rid, eff.subject):
        o = state.mut(oid)  # a static ability may read the designation ("as long as ~ is monstrous")
        o.tags = o.tags | {tag}
        state.log_event("702.112b" if tag == "renowned" else "701.37b", "designation", oid, tag)
        notify(state, ("designated", oid, tag))


@executor("monstrosity")
def monstrosity(state: GameState, rid: int, eff: Simple) -> None:
    """701.37a: "if this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous"."""
    c = rctx(state, rid)
    if not _on_battlefield(state, c.source) or "monstrous" in state.objects[c.source].tags:
        return
    events.add_counters(state, c.source, "+1/+1", value(state, rid, eff.amount))
    designate(state, rid, Simple("designate", Ref("self"), params=(("tag", "monstrous"),)))


@executor("counters_from_lki")
def counters_from_lki(state: GameState, rid: int, eff: Simple) -> None:
    """Modular (702.43a): "put its +1/+1 counters on target artifact creature": as many as the source had
    when it left the battlefield (608.2h)."""
    c = rctx(state, rid)
    info = state.lki.get(c.source)
    n = int(info[4].get("+1/+1", 0)) if info is not None else state.objects[c.source].counters.get("+1/+1", 0) \
        if c.source in state.objects else 0
    for oid in objects_of(state, rid, eff.subject):
        events.add_counters(state, oid, "+1/+1", n)


@executor("move_counter")
def move_counter(state: GameState, rid: int, eff: Simple) -> None:
    """Graft (702.58a): move a +1/+1 counter from this permanent onto the creature (122.5: both must be
    there; a counter that can't be removed can't move)."""
    c = rctx(state, rid)
    found = objects_of(state, rid, eff.subject)
    if not found or not _on_battlefield(state, c.source):
        return
    if events.remove_counters(state, c.source, "+1/+1", 1):
        events.add_counters(state, found[0], "+1/+1", 1)


@executor("rampage")
def rampage(state: GameState, rid: int, eff: Simple) -> None:
    """702.23a-b: +N/+N until end of turn for each creature blocking it beyond the first, counted once, as
    the ability resolves."""
    c = rctx(state, rid)
    combat = state.combat
    blockers = len(combat.blocks.get(c.source, ())) if combat is not None else 0
    bonus = value(state, rid, eff.amount) * max(0, blockers - 1)
    if bonus:
        run_effects(state, rid, (ModifyPT(Ref("self"), fixed(bonus), fixed(bonus)),))


# --- evolve (702.100) -------------------------------------------------------------------------------------


def evolves(state: GameState, source: int, entering: int, controller: int) -> bool:
    """702.100a-b: another creature entered under your control with greater power or greater toughness than
    this creature (compared now; as the ability resolves, the entering creature's last known values count)."""
    from kitchentable.rules.events import lki_chars

    if entering == source or not _on_battlefield(state, source):
        return False
    new = lki_chars(state, entering)
    me = chars(state, source)
    if new is None or "Creature" not in new.types or "Creature" not in me.types or new.controller != controller:
        return False
    return (new.power or 0) > (me.power or 0) or (new.toughness or 0) > (me.toughness or 0)


@executor("evolve")
def evolve(state: GameState, rid: int, eff: Simple) -> None:
    """702.100a: the comparison is made again as the ability resolves (603.4); if it still holds, put a +1/+1
    counter on this creature."""
    c = rctx(state, rid)
    entering = c.event[2] if c.event and c.event[0] == "zone" else None
    if entering is not None and evolves(state, c.source, entering, c.controller):
        events.add_counters(state, c.source, "+1/+1", 1)


# --- totem armor (702.89) -----------------------------------------------------------------------------------


@destroy_replacement("702.89a")
def totem_armor(state: GameState, oid: int) -> list[tuple[int, Callable[[], None]]]:
    """702.89a: "if enchanted permanent would be destroyed, instead remove all damage marked on it and destroy
    this Aura": one replacement for each Aura with totem armor attached to `oid` (its controller chooses among
    them and any regeneration shield, 616.1)."""
    return [(aura, partial(_totem_armor_instead, state, oid, aura)) for aura in state.battlefield()
            if state.objects[aura].attached_to == oid and "totem armor" in chars(state, aura).keywords]


def _totem_armor_instead(state: GameState, oid: int, aura: int) -> None:
    m = state.mut(oid, characteristics=False)
    m.damage = 0
    m.deathtouch_hit = False
    state.log_event("702.89a", "totem_armor", state.objects[aura].card.name, oid)
    events.destroy(state, aura, rule="702.89a")


ORDERED_KEYWORDS.add("totem armor")


# --- fabricate (702.123) -----------------------------------------------------------------------------------


@executor("fabricate")
def fabricate(state: GameState, rid: int, eff: Simple) -> None:
    """702.123a: as it resolves, its controller puts N +1/+1 counters on the permanent or creates N 1/1 Servo
    tokens (the `token` parameter). If the permanent isn't on the battlefield, only the tokens remain."""
    c = rctx(state, rid)
    options: list[tuple[Any, ...]] = [("tokens",)]
    if _on_battlefield(state, c.source):
        options.insert(0, ("counters",))
    ask(state, Decision(c.controller, "fabricate", tuple(options), "fabricate", (rid, eff),
                        "Put the +1/+1 counters on it, or create the Servo tokens? (702.123a)", "702.123a"))


@resumer("fabricate")
def fabricate_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, eff = decision.data
    n = value(state, rid, eff.amount)
    if action == ("counters",):
        events.add_counters(state, rctx(state, rid).source, "+1/+1", n)
        return
    token: CreateToken = eff.param("token")
    run_effects(state, rid, (replace(token, amount=fixed(n)),))


# --- dredge (702.52) ------------------------------------------------------------------------------------------


def _dredge_n(card: Any) -> int:
    for k in card.keywords:
        if k.startswith("dredge "):
            return int(k[7:])
    return 0


@draw_replacement("702.52a")
def offer_dredge(state: GameState, seat: int, rule: str, library_size: int) -> bool:
    """702.52a-b: "if you would draw a card, you may mill N cards instead and return this card from your
    graveyard to your hand", only with at least N cards in the library. True if the choice was put on the
    frame stack (the draw is then made, or replaced, by the answer)."""
    graveyard = state.zones.get(state.rules.graveyard_of(state, seat), ())
    if not any(_dredge_n(state.objects[o].card) for o in graveyard):
        return False
    choices = tuple(("dredge", o) for o in graveyard if 0 < _dredge_n(state.objects[o].card) <= library_size)
    if not choices:
        return False
    push(state, ("dredge", seat, rule, choices))
    return True


@handler("dredge")
def dredge_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, rule, choices = frame
    live = tuple(ch for ch in choices if ch[1] in state.objects and state.objects[ch[1]].zone[0] == GRAVEYARD)
    ask(state, Decision(seat, "dredge", (*live, ("draw",)), "dredge", (rule,),
                        "Dredge a card from your graveyard instead of drawing? (702.52a)", "702.52a"))


@resumer("dredge")
def dredge_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rule,) = decision.data
    seat = decision.player
    if action == ("draw",):
        events.draw_one(state, seat, rule, replaceable=False)
        return
    oid = action[1]
    n = _dredge_n(state.objects[oid].card)
    lib = state.zones.get(state.rules.library_of(state, seat), [])
    for top in list(reversed(lib))[:n]:
        events.move(state, top, GRAVEYARD, to_seat=seat, mover=seat, cause="702.52a")
    events.move(state, oid, HAND, to_seat=seat, mover=seat, cause="702.52a")
    state.log_event("702.52a", "dredge", seat, n)


# --- choices made as a permanent enters: unleash (702.98), devour (702.82), amplify (702.38) ------------------


def _number_keyword(card: Any, name: str) -> int:
    for k in card.keywords:
        if k.startswith(name + " "):
            return int(k[len(name) + 1:])
    return 0


ENTERED_COLOR = "entered_color_of"
"""The memory key on a permanent whose color was chosen as it entered (614.12): its abilities read "the chosen
color" as that color, and the key keeps the printed card it is again once it leaves (400.7)."""


ENTERING_CHOICE_KEYWORDS = frozenset({"unleash", "devour", "amplify", "tribute", "riot"})
"""Keywords (read by name) whose choice is made as the permanent spell resolves and enters."""


@choices_as_it_enters("614.12")
def _entering_choices(state: GameState, oid: int, controller: int) -> bool:
    """A permanent spell with one of `ENTERING_CHOICE_KEYWORDS`, or an "as ~ enters, choose ..." ability."""
    card = state.objects[oid].card
    if any(k.partition(" ")[0] in ENTERING_CHOICE_KEYWORDS for k in card.keywords) \
            or any(ab.kind == ENTERED_CHOICE for ab in card.static):
        ask_entering_choice(state, oid, controller)
        return True
    return False


def ask_entering_choice(state: GameState, oid: int, controller: int) -> None:
    """614.12 / 608.3: a permanent spell with unleash, devour or amplify resolves; its controller makes the
    choice, then it enters with the counters already on it (614.1c). Put onto the battlefield any other way,
    it enters without them (the choice is offered only as the spell resolves)."""
    push(state, ("entering_choice", oid, controller, (), ()))


@handler("entering_choice")
def entering_choice(state: GameState, frame: tuple[Any, ...]) -> None:
    """One question at a time: unleash's counter, then each creature to devour, then each card to reveal for
    amplify ("done" ends a list); the frame carries the answers so far."""
    _name, oid, seat, devoured, revealed = frame
    if oid not in state.objects:
        return
    card = state.objects[oid].card
    if "riot" in card.keywords and not state.turn_facts.get(("riot_asked", oid)):  # 702.136a (setmech)
        ask(state, Decision(seat, "riot", (("counter",), ("haste",)), "entering_choice", frame,
                            "Riot: enter with a +1/+1 counter, or gain haste? (702.136a)", "702.136a"))
        return
    if "unleash" in card.keywords and not state.turn_facts.get(("unleash_asked", oid)):
        ask(state, Decision(seat, "unleash", (("counter",), ("no",)), "entering_choice", frame,
                            "Have it enter with a +1/+1 counter on it? (702.98a)", "702.98a"))
        return
    if _number_keyword(card, "devour") and "devour_done" not in revealed:
        mine = tuple(("devour", o) for o in state.battlefield() if o not in devoured
                     and chars(state, o).controller == seat and "Creature" in chars(state, o).types)
        ask(state, Decision(seat, "devour", (*mine, ("done",)), "entering_choice", frame,
                            "Sacrifice a creature for it to devour (702.82a), or done.", "702.82a"))
        return
    if _number_keyword(card, "amplify") and "amplify_done" not in revealed:
        kinds = card.subtypes
        hand = tuple(("reveal", o) for o in state.zone("hand", seat) if o != oid and o not in revealed
                     and "Creature" in state.objects[o].card.types and state.objects[o].card.subtypes & kinds)
        ask(state, Decision(seat, "amplify", (*hand, ("done",)), "entering_choice", frame,
                            "Reveal a card sharing a creature type with it (702.38a), or done.", "702.38a"))
        return
    chooser = next((ab for ab in card.static if ab.kind == ENTERED_CHOICE), None)
    if chooser is not None and chooser.param("what") == "name":
        if ("entered_name", oid) not in state.turn_facts:  # "As ~ enters, choose a card name." (614.12, 201.3)
            from kitchentable.rules.concepts.card_names import names_in_game

            names = names_in_game(state, bool(chooser.param("nonland")))
            if names:
                ask(state, Decision(seat, "choose_name", tuple(("name", n) for n in names), "entering_choice",
                                    frame, "Choose a card name as it enters (614.12, 201.3).", "201.3"))
                return
        chooser = None
    if chooser is not None and chooser.param("what") in ("opponent", "player"):
        if ("entered_player", oid) not in state.turn_facts:  # "As ~ enters, choose an opponent." (614.12)
            what = str(chooser.param("what"))
            seats = state.opponents(seat) if what == "opponent" else [p.seat for p in state.players if p.in_game]
            if seats:
                ask(state, Decision(seat, f"choose_{what}", tuple((what, s) for s in seats), "entering_choice",
                                    frame, f"Choose {'an opponent' if what == 'opponent' else 'a player'} as it "
                                    "enters (614.12).", "614.12"))
                return
        chooser = None
    if chooser is not None and ("entered_color", oid) not in state.turn_facts:
        what = str(chooser.param("what", "color"))
        ask(state, Decision(seat, f"choose_{what}", tuple((what, c) for c in chooser.param("choices", ())),
                            "entering_choice", frame,
                            f"Choose a {'color' if what == 'color' else 'creature type'} as it enters (614.12).",
                            "614.12"))
        return
    tribute = _number_keyword(card, "tribute")
    if tribute and ("tribute_asked", oid) not in state.turn_facts:
        ask_tribute(state, frame)
        return
    counters: list[tuple[str, int]] = []
    tags: frozenset[str] = frozenset()
    if tribute and state.turn_facts.get(("tribute_asked", oid)) == "pay":
        counters.append(("+1/+1", tribute))  # 702.104a
        tags = frozenset({"tribute_paid"})  # 702.104b
    if state.turn_facts.get(("unleash_asked", oid)) == "counter":
        counters.append(("+1/+1", 1))
    riot = state.turn_facts.get(("riot_asked", oid))
    if riot == "counter":
        counters.append(("+1/+1", 1))  # 702.136a
    elif riot == "haste":
        tags = tags | {"riot_haste"}  # 702.136a: "if you don't, it gains haste" (read by its static ability)
    eaten = [o for o in devoured if o in state.objects and state.objects[o].zone[0] == BATTLEFIELD]
    for o in eaten:
        events.sacrifice(state, o)
    shown = [o for o in revealed if isinstance(o, int)]
    n = _number_keyword(card, "devour") * len(eaten) + _number_keyword(card, "amplify") * len(shown)
    if n:
        counters.append(("+1/+1", n))
    if shown:
        state.log_event("702.38a", "revealed", seat, tuple(state.objects[o].card.name for o in shown))
    info = state.objects[oid].stack
    aura_target = info.targets[0][0] if card.enchant is not None and info is not None and info.targets \
        and info.targets[0] else None
    chosen = state.turn_facts.get(("entered_color", oid))
    printed = None
    if chosen is not None:  # it enters with the choice already written into its abilities (614.12)
        from kitchentable.rules.stack.information import fill_chosen

        printed = card
        state.mut(oid).card = fill_chosen(card, str(chosen))
        state.log_event("614.12", "chosen", seat, chosen)
    new = events.move(state, oid, BATTLEFIELD, controller=seat, cause="608.3", counters=tuple(counters),
                       tags=tags)
    if aura_target is not None and new in state.objects:  # 303.4f: an Aura spell enters attached to its target
        state.mut(new).attached_to = aura_target
        state.log_event("303.4f", "attach", card.name, aura_target)
    if eaten and new in state.objects:
        o = state.mut(new, characteristics=False)
        o.memory = (*o.memory, ("devoured", len(eaten)))
    if printed is not None and new in state.objects:
        o = state.mut(new, characteristics=False)
        o.memory = (*o.memory, (ENTERED_COLOR, printed))
    named = state.turn_facts.get(("entered_name", oid))
    if named is not None and new in state.objects:
        from kitchentable.rules.concepts.card_names import CHOSEN_NAME

        o = state.mut(new)
        o.memory = (*o.memory, (CHOSEN_NAME, named))
        state.log_event("201.3", "named", seat, named)
    player = state.turn_facts.get(("entered_player", oid))
    if player is not None and new in state.objects:
        from kitchentable.rules.continuous.chosen_player import CHOSEN_PLAYER

        o = state.mut(new)  # what its abilities describe changes with the choice
        o.memory = (*o.memory, (CHOSEN_PLAYER, player))
        state.log_event("614.12", "chosen_player", seat, player)


@resumer("entering_choice")
def entering_choice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _name, oid, seat, devoured, revealed = decision.data
    if decision.kind == "unleash":
        state.turn_facts[("unleash_asked", oid)] = action[0]
    elif decision.kind == "riot":
        state.turn_facts[("riot_asked", oid)] = action[0]
    elif decision.kind in ("choose_color", "choose_type"):
        state.turn_facts[("entered_color", oid)] = action[1]
    elif decision.kind == "choose_name":
        state.turn_facts[("entered_name", oid)] = action[1]
    elif decision.kind in ("choose_opponent", "choose_player"):
        state.turn_facts[("entered_player", oid)] = action[1]
    elif action == ("done",):
        revealed = (*revealed, f"{decision.kind}_done")
    elif action[0] == "devour":
        devoured = (*devoured, action[1])
    else:
        revealed = (*revealed, action[1])
    push(state, ("entering_choice", oid, seat, devoured, revealed))


# --- champion (702.72) ----------------------------------------------------------------------------------------


CHAMPIONED = "championed_by"
"""The memory key on an exiled card naming the permanent that championed it (607.2a: linked abilities)."""


@executor("champion")
def champion(state: GameState, rid: int, eff: Simple) -> None:
    """702.72a: "sacrifice it unless you exile another [object] you control"."""
    from kitchentable.rules.concepts.targets import matches_object

    c = rctx(state, rid)
    if not _on_battlefield(state, c.source):
        return
    flt = eff.param("filter")
    pool = tuple(("exile", o) for o in state.battlefield() if o != c.source
                 and chars(state, o).controller == c.controller and matches_object(state, o, flt, c.controller, c.source))
    ask(state, Decision(c.controller, "champion", (*pool, ("sacrifice",)), "champion", (rid,),
                        "Exile another permanent to champion, or sacrifice this one (702.72a).", "702.72a"))


@resumer("champion")
def champion_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    c = rctx(state, rid)
    if action == ("sacrifice",):
        events.sacrifice(state, c.source)
        return
    exiled = events.move(state, action[1], EXILE, mover=decision.player, cause="702.72a")
    if exiled in state.objects:
        o = state.mut(exiled, characteristics=False)
        o.memory = (*o.memory, (CHAMPIONED, c.source))


@executor("champion_return")
def champion_return(state: GameState, rid: int, eff: Simple) -> None:
    """702.72a: "when this leaves the battlefield, return the exiled card to the battlefield under its owner's
    control" (the card this object championed, found by its link)."""
    c = rctx(state, rid)
    for oid in list(state.zones.get((EXILE, -1), ())):
        if (CHAMPIONED, c.source) in state.objects[oid].memory:
            events.move(state, oid, BATTLEFIELD, controller=state.objects[oid].owner, cause="702.72a")


# --- provoke (702.39) -----------------------------------------------------------------------------------------


@executor("provoke")
def provoke(state: GameState, rid: int, eff: Simple) -> None:
    """702.39a: "you may have target creature defending player controls untap and block this creature this
    combat if able". The untap happens now; the block requirement is kept for the declare blockers step."""
    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject):
        events.untap(state, oid)
        state.turn_facts["provoked"] = (*state.turn_facts.get("provoked", ()), (oid, c.source))


@block_requirement("702.39a")
def _provoked_creatures_block(state: GameState, attackers: list[int]) -> bool:
    provoked = state.turn_facts.get("provoked")
    return not provoked or provoke_obeyed(state, attackers, provoked)


def provoke_obeyed(state: GameState, attackers: list[int], provoked: tuple[tuple[int, int], ...]) -> bool:
    """509.1c: a provoked creature that can block its provoker must; blocking another attacker instead
    makes that other block the illegal one (so it is the one offered for taking back)."""
    from kitchentable.rules.turn.combat import can_block, can_block_attacker

    combat = state.combat
    assert combat is not None
    for blocker, attacker in provoked:
        if blocker not in state.objects or attacker not in combat.attackers:
            continue
        blocking = [a for a, bs in combat.blocks.items() if blocker in bs]
        if attacker in blocking:
            continue
        if blocking and any(a in attackers for a in blocking):
            return False
        if not blocking and attacker in attackers and can_block(state, blocker) \
                and can_block_attacker(state, blocker, attacker):
            return False
    return True


# --- phasing (702.26) -----------------------------------------------------------------------------------------

PHASED_OUT = ("phased_out", SHARED)
"""Where phased-out permanents wait (702.26b: treated as though they don't exist). Phasing is not a zone
change (702.26d): the object keeps its id, counters, tapped state and control history; it only leaves the
battlefield list every query reads."""
PHASED_UNDER = "phased_out_under"


@as_untap_step_begins("702.26a")
def phase(state: GameState, active: int) -> None:
    """702.26a: before the active player untaps, their phased-in permanents with phasing phase out (with what
    is attached to them, indirectly, 702.26g) and every permanent that phased out under their control phases
    in, all at once. Asked only while some permanent has phasing or is phased out."""
    waiting = state.zones.get(PHASED_OUT)
    holders = [o for o in state.battlefield()
               if "phasing" in chars(state, o).keywords and chars(state, o).controller == active]
    if not holders and not waiting:
        return
    back = [o for o in waiting or () if (PHASED_UNDER, active) in state.objects[o].memory]
    going = list(holders)
    for o in state.battlefield():
        if state.objects[o].attached_to in going and o not in going:
            going.append(o)
    phase_out_objects(state, going, active)
    battlefield = state.battlefield()
    pile = state.zones.setdefault(PHASED_OUT, [])
    for oid in back:
        pile.remove(oid)
        battlefield.append(oid)
        obj = state.mut(oid)
        obj.zone = (BATTLEFIELD, SHARED)
        obj.phased_out = False
        obj.memory = tuple(m for m in obj.memory if m[0] != PHASED_UNDER)
        state.log_event("702.26a", "phases_in", obj.card.name)
    state.cache.clear()


def phase_out_objects(state: GameState, going: list[int], under: int) -> None:
    """702.26b-d: these permanents phase out, remembered as phased out under `under`'s control (they phase in
    during that player's next untap step, 702.26a)."""
    battlefield = state.battlefield()
    pile = state.zones.setdefault(PHASED_OUT, [])
    for oid in going:
        battlefield.remove(oid)
        pile.append(oid)
        obj = state.mut(oid)
        obj.zone = PHASED_OUT
        obj.phased_out = True
        obj.memory = (*obj.memory, (PHASED_UNDER, under))
        state.log_event("702.26a", "phases_out", obj.card.name)


# --- myriad (702.116) ------------------------------------------------------------------------------------------


@executor("myriad")
def myriad(state: GameState, rid: int, eff: Simple) -> None:
    """702.116a: for each opponent other than the defending player, you may create a token copy of this
    creature tapped and attacking that player (asked one opponent at a time). The tokens are tagged
    `myriad`; the keyword's end-of-combat ability exiles them (each copy has it too)."""
    c = rctx(state, rid)
    combat = state.combat
    target = combat.attackers.get(c.source) if combat is not None else None
    if target is None:
        return
    defending = target[1] if isinstance(target, tuple) else chars(state, target).controller
    others = tuple(s for s in state.opponents(c.controller) if s != defending and state.players[s].in_game)
    if others:
        push(state, ("myriad", rid, others))


@handler("myriad")
def myriad_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, others = frame
    c = rctx(state, rid)
    ask(state, Decision(c.controller, "may", (("yes",), ("no",)), "myriad", frame,
                        f"Create a token copy attacking player {others[0] + 1}? (702.116a)", "702.116a"))


@resumer("myriad")
def myriad_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _name, rid, others = decision.data
    if len(others) > 1:
        push(state, ("myriad", rid, others[1:]))
    combat = state.combat
    if action != ("yes",) or combat is None:
        return
    from kitchentable.rules.stack.effects import _copy_for_token

    card = _copy_for_token(state, rid, Ref("self"))
    if card is None:
        return
    token = events.create_token(state, card, decision.player, tapped=True)
    o = state.mut(token, characteristics=False)
    o.tags = o.tags | {"myriad"}
    o.attacking = ("player", others[0])  # 508.4: put onto the battlefield attacking; it was never declared
    state.combat = replace(combat, attackers={**combat.attackers, token: ("player", others[0])})
    state.facts_changed()


# --- melee (702.121) --------------------------------------------------------------------------------------------


@executor("melee")
def melee(state: GameState, rid: int, eff: Simple) -> None:
    """702.121a: +1/+1 until end of turn for each opponent you attacked with a creature this combat."""
    c = rctx(state, rid)
    combat = state.combat
    if combat is None:
        return
    attacked = {t[1] for a, t in combat.attackers.items() if isinstance(t, tuple) and t[1] != c.controller
                and a in state.objects and chars(state, a).controller == c.controller}
    if attacked:
        run_effects(state, rid, (ModifyPT(Ref("self"), fixed(len(attacked)), fixed(len(attacked))),))


# --- bolster (701.39) ------------------------------------------------------------------------------------------


@executor("bolster")
def bolster(state: GameState, rid: int, eff: Simple) -> None:
    """701.39a: choose a creature you control with the least toughness (the player chooses among ties) and put
    N +1/+1 counters on it."""
    c = rctx(state, rid)
    mine = [o for o in state.battlefield()
            if "Creature" in chars(state, o).types and chars(state, o).controller == c.controller]
    if not mine:
        return
    least = min(chars(state, o).toughness or 0 for o in mine)
    tied = tuple(("choose", o) for o in mine if (chars(state, o).toughness or 0) == least)
    n = value(state, rid, eff.amount)
    if len(tied) == 1:
        events.add_counters(state, tied[0][1], "+1/+1", n)
        return
    ask(state, Decision(c.controller, "bolster", tied, "bolster", (n,),
                        f"Choose the creature with the least toughness to bolster {n} (701.39a).", "701.39a"))


@resumer("bolster")
def bolster_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    events.add_counters(state, action[1], "+1/+1", decision.data[0])


# --- conditions ----------------------------------------------------------------------------------------------


@condition("echo_due")
def _echo_due(state: GameState, cond: Condition, controller: int, source: int | None,
              ctx: object | None = None) -> bool:
    """702.30a: "if this permanent came under your control since the beginning of your last upkeep"."""
    o = state.objects.get(source) if source is not None else None
    return o is not None and o.controlled_since >= state.players[controller].previous_turn_began


@condition("lki_without_counter")
def _lki_without_counter(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """Persist (702.79a) and undying (702.93a): "if it had no [kind] counters on it", as it last existed on
    the battlefield (603.10a)."""
    if source is None:
        return False
    info = state.lki.get(source)
    counters = info[4] if info is not None else (state.objects[source].counters if source in state.objects else {})
    return not counters.get(cond.name, 0)


@condition("opponent_dealt_damage_this_turn")
def _opponent_damaged(state: GameState, cond: Condition, controller: int, source: int | None,
                      ctx: object | None = None) -> bool:
    """Bloodthirst (702.54a): "if an opponent was dealt damage this turn"."""
    return any(state.turn_facts.get(("dealt_damage", opp)) for opp in state.opponents(controller))


@condition("attacking_most_life")
def _attacking_most_life(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """Dethrone (702.105a): it attacks the player with the most life or tied for most life."""
    combat = state.combat
    target = combat.attackers.get(source) if combat is not None and source is not None else None
    if not isinstance(target, tuple):
        return False
    alive = [p for p in state.players if p.in_game]
    if any(infinite_life(state, p.seat) for p in alive):
        return infinite_life(state, target[1])
    return state.players[target[1]].life >= max(p.life for p in alive)


# --- exploit (702.110) and tribute (702.104) ---------------------------------------------------------------------

@executor("exploit")
def exploit(state: GameState, rid: int, eff: Simple) -> None:
    """702.110a: the controller may sacrifice any creature they control, this one included."""
    c = rctx(state, rid)
    mine = tuple(("sacrifice", o) for o in state.battlefield()
                 if chars(state, o).controller == c.controller and "Creature" in chars(state, o).types)
    if not mine:
        return
    ask(state, Decision(c.controller, "exploit", (*mine, ("no",)), "exploit", (rid,),
                        "Sacrifice a creature to exploit, or not? (702.110a)", "702.110a"))


@resumer("exploit")
def exploit_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    if action[0] != "sacrifice":
        return
    if events.sacrifice(state, action[1]):
        from kitchentable.rules.stack.triggers import notify

        notify(state, ("exploited", rctx(state, rid).source, action[1]))  # 702.110b


def ask_tribute(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.104a: the controller chooses an opponent (when there is more than one), who then decides."""
    _name, oid, seat, _devoured, _revealed = frame
    opponents = state.opponents(seat)
    if not opponents:
        state.turn_facts[("tribute_asked", oid)] = "no"
        push(state, frame)
        return
    chosen = state.turn_facts.get(("tribute_opponent", oid))
    if chosen is None and len(opponents) > 1:
        ask(state, Decision(seat, "tribute_opponent", tuple(("opponent", p) for p in opponents), "tribute", frame,
                            "Choose an opponent to decide on its tribute. (702.104a)", "702.104a"))
        return
    who = opponents[0] if chosen is None else int(chosen)
    n = next(int(k.split()[1]) for k in state.objects[oid].card.keywords if k.startswith("tribute "))
    ask(state, Decision(who, "tribute", (("pay",), ("no",)), "tribute", frame,
                        f"Have {state.objects[oid].card.name} enter with {n} more +1/+1 counters (pay tribute)? "
                        "(702.104a)", "702.104a"))


@condition("tribute_not_paid")
def _tribute_not_paid(state: GameState, cond: Condition, controller: int, source: int | None,
                      ctx: object | None = None) -> bool:
    """702.104b: "if tribute wasn't paid" reads the tag the permanent entered with."""
    return source is None or source not in state.objects or "tribute_paid" not in state.objects[source].tags


@resumer("tribute")
def tribute_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid = decision.data[1]
    if decision.kind == "tribute_opponent":
        state.turn_facts[("tribute_opponent", oid)] = action[1]
    else:
        state.turn_facts[("tribute_asked", oid)] = action[0]
    push(state, decision.data)


@matcher("zone", "evolve")
def _evolve_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                    event: tuple[Any, ...]) -> bool:
    """702.100a: another creature entering under your control."""
    return event[4] == BATTLEFIELD and event[2] in state.objects and evolves(state, source, event[2], controller)


@matcher("exploited", "exploits")
def _exploits_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                      event: tuple[Any, ...]) -> bool:
    """702.110b: "when ~ exploits a creature"."""
    return bool(event[1] == source)


@matcher("designated", "becomes_monstrous", "becomes_renowned")
def _designation_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                         event: tuple[Any, ...]) -> bool:
    """701.37b, 702.112b: "when ~ becomes monstrous / renowned"."""
    return ab.trigger.event == f"becomes_{event[2]}" and event[1] == source
