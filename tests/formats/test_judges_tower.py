"""Judge's Tower (document 000, ICR 100-500) as RULINGS.md R-JT-1..R-JT-12 read it: one scenario per rule."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.cards.pool import get_pool
from kitchentable.formats.judges_tower import JudgesTower, call_violation
from kitchentable.rules.abilities import (
    ActivatedAbility,
    CardDef,
    Cost,
    Filter,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, SHARED, Decision
from kitchentable.rules.turn.mandatory_loops import acted
from kitchentable.scenario import Scenario

from ..rules.cards import (
    BEARS,
    BOLT,
    CHARM,
    DIVINATION,
    FIREBALL_X,
    FOREST,
    FORKED,
    ISLAND,
    KICKER_CARD,
    MOUNTAIN,
    PLAINS,
    SOUL_WARDEN,
)

C = ManaCost.parse
TOWER = "judges-tower"
LIB = (LIBRARY, SHARED)
GY = (GRAVEYARD, SHARED)


def gain(n: int) -> Modal:
    return Modal((Mode((Simple("gain_life", Ref("you"), fixed(n)),)),))


POOL = get_pool()
MNEMONIC_WALL = POOL.get("Mnemonic Wall")
TASIGUR = POOL.get("Tasigur, the Golden Fang")
MOSSWORT_BRIDGE = POOL.get("Mosswort Bridge")
NECROTIC_OOZE = POOL.get("Necrotic Ooze")
HOMEWARD_PATH = POOL.get("Homeward Path")
CONJURED_CURRENCY = POOL.get("Conjured Currency")
POSSIBILITY_STORM = POOL.get("Possibility Storm")
DJINN_ILLUMINATUS = POOL.get("Djinn Illuminatus")
CLASSICS = [POOL.get(name) for name in (
    "Mnemonic Wall", "Mosswort Bridge", "Homeward Path", "Tasigur, the Golden Fang", "Djinn Illuminatus",
    "Warp World", "Conjured Currency", "Perplexing Chimera", "Dead Ringers", "Necrotic Ooze", "Possibility Storm")]
TWO_ABILITIES = CardDef(
    name="Order Golem", mana_cost=C("{3}"), types=frozenset({"Artifact", "Creature"}), power=2, toughness=2,
    activated=(ActivatedAbility(Cost(mana=C("{1}")), gain(1), text="{1}: You gain 1 life."),
               ActivatedAbility(Cost(mana=C("{2}")), Modal((Mode((Simple("draw", Ref("you"), fixed(1)),)),)),
                                text="{2}: Draw a card.")))
NONBASIC = CardDef(
    name="Bridge Test", types=frozenset({"Land"}),
    activated=(ActivatedAbility(Cost(mana=C("{1}")), gain(2), text="{1}: You gain 2 life."),))
BLOOD_MOON = CardDef(name="Blood Moon", mana_cost=C("{2}{R}"), types=frozenset({"Enchantment"}),
                     static=(StaticAbility("land_type", Filter(types=frozenset({"Land"})),
                                           subtypes=frozenset({"Mountain"})),))
FEEDBACK = CardDef(
    name="Feedback Acolyte", mana_cost=C("{1}{W}"), types=frozenset({"Creature"}), power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("gain_life", whose="you"), gain(1),
                                text="Whenever you gain life, you gain 1 life."),))
GROWING = CardDef(
    name="Growing Acolyte", mana_cost=C("{1}{W}"), types=frozenset({"Creature"}), power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("gain_life", whose="you"), Modal((Mode((
        Simple("add_counters", Ref("self"), fixed(1)), Simple("gain_life", Ref("you"), fixed(1))),),)),
        text="Whenever you gain life, put a +1/+1 counter on Growing Acolyte and you gain 1 life."),))
SALVE = CardDef(name="Healing Salve", mana_cost=C("{W}"), types=frozenset({"Instant"}), spell=gain(3))
MAY_DRAW = CardDef(name="Careful Study", mana_cost=C("{U}"), types=frozenset({"Sorcery"}),
                   spell=Modal((Mode((Optional_((Simple("draw", Ref("you"), fixed(1)),)),)),)))
POISON = CardDef(name="Virulent Test", mana_cost=C("{B}"), types=frozenset({"Sorcery"}),
                 spell=Modal((Mode((Simple("add_poison", Ref("target", 0), fixed(10)),),
                                   (TargetSpec(Filter(only_players=True)),)),)))
LOSE = CardDef(name="Door to Nothingness", mana_cost=C("{B}"), types=frozenset({"Sorcery"}),
               spell=Modal((Mode((Simple("lose_game", Ref("target", 0)),), (TargetSpec(Filter(only_players=True)),)),)))
SET_LIFE = CardDef(name="Blessed Wind", mana_cost=C("{W}"), types=frozenset({"Sorcery"}),
                   spell=Modal((Mode((Simple("set_life", Ref("you"), fixed(20)),)),)))
COMMAND = CardDef(
    name="Test Command", mana_cost=C("{R}"), types=frozenset({"Instant"}),
    spell=Modal((Mode((Simple("draw", Ref("you"), fixed(1)),)), Mode((Simple("gain_life", Ref("you"), fixed(1)),)),
                 Mode((Simple("mill", Ref("you"), fixed(1)),))), choose_min=1, choose_max=3))


def tower(players: int = 2, **options: Any) -> Scenario:
    return Scenario(TOWER, players, options={"idle_mana_abilities": True, **options})


def advance(game: Game, done: Any, limit: int = 300) -> None:
    """Take the first legal answer until `done(game)` holds."""
    for _ in range(limit):
        if game.is_over() or done(game):
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("condition not reached")


def kinds(game: Game) -> set[str]:
    return {str(o[0]) for o in game.legal_actions()}


def passes_around(game: Game) -> None:
    """Answer forced decisions until one with a real choice (or the end)."""
    for _ in range(500):
        if game.is_over() or len(game.legal_actions()) != 1:
            return
        game.apply(game.legal_actions()[0])


# --- ICR 100 ------------------------------------------------------------------------------------------------


def test_icr_100_2_infinite_life() -> None:
    """R-JT-4: damage and gains happen, the total stays infinite; setting a life total does nothing."""
    s = tower()
    bolt = s.hand(0, BOLT)
    wind = s.hand(1, SET_LIFE)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    passes_around(game)
    assert game.state.rules.life_is_infinite(game.state, 1)
    assert game.observation(0)["players"][1]["life"] == "infinite"
    assert any(e.kind == "jt_life" and e.data == (1, -3) for e in game.state.log)
    assert any("stays infinite (ICR 100.2)" in line for line in game.log_text())
    rules = game.state.rules
    rules.set_life(game.state, 1, 20)
    assert any(e.kind == "jt_set_life" for e in game.state.log)
    assert wind in game.state.objects


def test_icr_100_3_starting_hand_is_certification_level() -> None:
    """R-JT-12: the opening hand is the certification level of each seat; default 0."""
    cube = [FOREST] * 30
    game = Game(TOWER, [cube], 3, players=3, options={"levels": {0: 3, 2: 1}})
    opening = [e.data[0] for e in game.state.log if e.kind == "draw" and e.rule == "103.5"]
    assert opening.count(0) == 3 and opening.count(1) == 0 and opening.count(2) == 1


def test_icr_100_4_no_mulligans() -> None:
    game = Game(TOWER, [[FOREST] * 20], 1, players=2, options={"levels": {0: 7, 1: 7}})
    assert not any(e.kind in ("mulligan", "keep") for e in game.state.log)
    assert game.pending is None or game.pending["kind"] != "mulligan"


def test_icr_100_5_one_shared_library() -> None:
    """ICR 100.5: every player draws from the same library, top first, in turn order."""
    game = Game(TOWER, [[FOREST, ISLAND, MOUNTAIN, FOREST, ISLAND]], 2, players=3, options={"levels": {0: 1, 1: 1, 2: 1}})
    state = game.state
    assert all(state.rules.library_of(state, seat) == LIB for seat in range(3))
    assert [k for k in state.zones if k[0] == LIBRARY] == [LIB]
    assert sum(len(state.zones.get((HAND, s), [])) for s in range(3)) + len(state.zones[LIB]) == 5


def test_icr_100_5_players_act_on_the_library_in_turn_order() -> None:
    """ICR 100.5: "each player mills a card" takes the shared library's cards in turn order from the active
    player: the active player's card is milled first, so it ends up lowest in the shared graveyard."""
    s = tower(3)
    s.library(0, PLAINS)
    bottom = s.library(0, FOREST)
    middle = s.library(0, ISLAND)
    top = s.library(0, MOUNTAIN)
    each_mills = CardDef(name="Each Mills", mana_cost=C("{U}"), types=frozenset({"Sorcery"}),
                         spell=Modal((Mode((Simple("mill", Ref("each_player"), fixed(1)),)),)))
    spell = s.hand(1, each_mills)
    game = s.start("main1", active=1)
    game.apply(("cast", spell))
    game.apply(("pay",))
    advance(game, lambda g: len(g.state.zones.get(GY, [])) >= 4)
    milled = [e.data[0] for e in game.state.log if e.kind == "zone" and e.rule == "701.13"]
    assert milled == ["Mountain", "Island", "Forest"]
    assert bottom not in game.state.objects and middle not in game.state.objects and top not in game.state.objects


def test_icr_100_6_shared_graveyard_and_your_graveyard() -> None:
    """ICR 100.6: one graveyard whose cards every player owns: "your graveyard" reaches the card another
    player put there (Player 2's Mnemonic Wall returns the Lightning Bolt Player 1 put there)."""
    s = tower()
    bolt = s.graveyard(0, BOLT)
    wall = s.hand(1, MNEMONIC_WALL)
    s.library(0, FOREST)
    game = s.start("main1", active=1)
    assert all(game.state.rules.graveyard_of(game.state, seat) == GY for seat in (0, 1))
    game.apply(("cast", wall))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == "choose_target":
            break
        game.apply(game.legal_actions()[0])
    assert game.legal_actions() == [("target", bolt)]
    game.apply(("target", bolt))
    advance(game, lambda g: g.state.zones.get((HAND, 1)))
    (card,) = game.state.zones[(HAND, 1)]
    assert game.state.objects[card].card.name == "Lightning Bolt"
    assert game.state.objects[card].owner == 1


def test_icr_100_7_first_touch_ownership() -> None:
    """ICR 100.7 / R-JT-3: the first player to have a card enter their hand (or the battlefield, exile, the
    stack) owns it; in the shared graveyard everyone does; the next to take it out becomes its owner."""
    from kitchentable.rules.events import move

    s = tower()
    s.library(0, BOLT)
    wall = s.library(0, MNEMONIC_WALL)
    game = s.start("draw", active=1)
    state = game.state
    (drawn,) = state.zones[(HAND, 1)]
    assert state.objects[drawn].owner == 1 and state.objects[drawn].card.name == "Mnemonic Wall"
    assert wall not in state.objects
    in_gy = move(state, drawn, GRAVEYARD)
    assert state.rules.owned_by_all(state, state.objects[in_gy].zone)
    on_field = move(state, in_gy, BATTLEFIELD, controller=0)
    assert state.objects[on_field].owner == 0
    (bolt,) = state.zones[LIB]
    exiled = move(state, bolt, EXILE, mover=1)
    assert state.objects[exiled].owner == 1
    back = move(state, move(state, exiled, LIBRARY), HAND, to_seat=0)
    assert state.objects[back].owner == 0


def test_icr_100_7_the_player_whose_effect_exiles_a_library_card_owns_it() -> None:
    s = tower()
    s.library(0, FOREST)
    top = s.library(0, BEARS)
    exile_top = CardDef(name="Exile Top", mana_cost=C("{U}"), types=frozenset({"Sorcery"}),
                        spell=Modal((Mode((Simple("exile_top", Ref("you"), fixed(1)),)),)))
    spell = s.hand(1, exile_top)
    game = s.start("main1", active=1)
    assert game.state.objects[top].owner == 0
    game.apply(("cast", spell))
    game.apply(("pay",))
    advance(game, lambda g: g.state.zones.get((EXILE, SHARED)))
    (exiled,) = game.state.zones[(EXILE, SHARED)]
    assert game.state.objects[exiled].card.name == "Grizzly Bears" and game.state.objects[exiled].owner == 1


def test_icr_100_8_ability_once_per_turn_cycle() -> None:
    """R-JT-5: Tasigur's ability once per player until the beginning of that player's next turn, per object:
    a new object (after a zone change) has fresh abilities. Mana abilities count too."""
    s = tower()
    tasigur = s.battlefield(0, TASIGUR)
    forest = s.battlefield(0, FOREST)
    for _ in range(6):
        s.library(0, FOREST)
    game = s.start("main1")
    assert ("activate", tasigur, 0) in game.legal_actions()
    game.apply(("activate", tasigur, 0))
    game.apply(("pay",))
    advance(game, lambda g: len(g.state.zones.get(GY, [])) == 2)
    rules = game.state.rules
    assert not rules.can_activate(game.state, 0, tasigur, 0)
    state = game.state
    state.players[1].turn_began = state.turn + 1
    assert not rules.can_activate(state, 0, tasigur, 0)
    state.players[0].turn_began = state.turn + 2
    assert rules.can_activate(state, 0, tasigur, 0)
    state.players[0].turn_began = state.turn - 1
    from kitchentable.rules.casting.payment import activate_mana_ability
    activate_mana_ability(state, 0, forest, 0)
    state.mut(forest).tapped = False
    assert not rules.can_activate(state, 0, forest, 0)
    from kitchentable.rules.events import move
    fresh = move(state, move(state, tasigur, EXILE), BATTLEFIELD, controller=0)
    assert rules.can_activate(state, 0, fresh, 0)


def test_icr_100_9_mandatory_loop_ceases_to_exist() -> None:
    """R-JT-8: "whenever you gain life, you gain 1 life" under infinite life repeats the same game state with
    no choice in between: the trigger and its source cease to exist, and play continues."""
    s = Scenario(TOWER, 2, options={"auto_single": True})
    acolyte = s.battlefield(0, FEEDBACK)
    salve = s.hand(0, SALVE)
    s.battlefield(1, BEARS)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    assert salve not in game.state.objects, "ICR 200.1: the only action, cast at once"
    assert any(e.kind == "jt_loop" for e in game.state.log)
    assert acolyte not in game.state.objects
    assert not any(o.card.name == "Feedback Acolyte" for o in game.state.objects.values())
    assert not any(e.kind == "zone" and e.data[0] == "Feedback Acolyte" for e in game.state.log)
    assert any("cease to exist" in line and "ICR 100.9" in line for line in game.log_text())


BLINKING_SPIRIT = CardDef(
    name="Blinking Spirit", mana_cost=C("{3}{W}"), types=frozenset({"Creature"}), subtypes=frozenset({"Spirit"}),
    power=2, toughness=2,
    activated=(ActivatedAbility(Cost(), Modal((Mode((Simple("return_to_hand", Ref("self")),)),)),
                                text="{0}: Return Blinking Spirit to its owner's hand."),))


def test_icr_100_9_cast_and_bounce_loop_under_asap() -> None:
    """A Tower classic: Blinking Spirit must be cast (ICR 200.1, every cost payable by ICR 100.11), then its
    {0} ability must be activated (a new object each time, so ICR 100.8 doesn't stop it): the same state
    returns with no choice in between, and the Spirit ceases to exist (R-JT-8)."""
    s = Scenario(TOWER, 2, options={"auto_single": True})
    s.hand(0, BLINKING_SPIRIT)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    assert any(e.kind == "jt_loop" and "Blinking Spirit" in e.data[0] for e in game.state.log)
    assert not any(o.card.name == "Blinking Spirit" for o in game.state.objects.values())
    casts = [e for e in game.state.log if e.kind == "cast" and e.data[1] == "Blinking Spirit"]
    assert 2 <= len(casts) <= 4


def test_icr_100_9_loop_guard_bounds_a_growing_loop() -> None:
    """A loop whose state grows every time never repeats exactly; the bounded guard (option `loop_limit`)
    still treats it as a mandatory loop, so no game stalls."""
    s = Scenario(TOWER, 2, options={"auto_single": True, "loop_limit": 60})
    acolyte = s.battlefield(0, GROWING)
    salve = s.hand(0, SALVE)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    assert salve not in game.state.objects
    assert any(e.kind == "jt_loop_guard" for e in game.state.log)
    assert acolyte not in game.state.objects


def test_icr_100_9_a_loop_stays_mandatory_while_players_holding_instants_pass() -> None:
    """R-JT-8 with CR 732.4-732.5: passing priority doesn't stop a loop (nobody must act to end it), so a
    mandatory trigger loop during which both players hold a castable Lightning Bolt and pass (in training,
    where they may, each pass a latent ICR 200.1 violation) is caught when its state repeats, long before any
    bound: the Acolyte and its triggers cease to exist, the Bolts stay in hand."""
    s = Scenario(TOWER, 2, options={"auto_single": True, "training": True, "humans": [0, 1]})
    acolyte = s.battlefield(0, FEEDBACK)
    salve = s.hand(0, SALVE)
    s.battlefield(0, PLAINS)
    bolts = [s.hand(seat, BOLT) for seat in (0, 1)]
    for seat in (0, 1):
        s.battlefield(seat, MOUNTAIN)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", salve))
    passes_with_a_choice = 0
    for _ in range(60):
        if any(e.kind == "jt_loop" for e in game.state.log):
            break
        options = game.legal_actions()
        if ("pass",) in options and any(o[0] == "cast" for o in options):
            passes_with_a_choice += 1
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert any(e.kind == "jt_loop" for e in game.state.log)
    assert not any(e.kind == "jt_loop_guard" for e in game.state.log)
    assert passes_with_a_choice >= 2
    assert acolyte not in game.state.objects
    assert all(game.state.objects[b].zone[0] == HAND for b in bolts)


def test_icr_100_9_a_real_action_ends_the_watch() -> None:
    """Casting a spell in the middle of a loop is a real action: the record starts again after it, so a
    state seen before the action is not taken for a repeat."""
    s = Scenario(TOWER, 2, options={"auto_single": True})
    s.battlefield(0, FEEDBACK)
    game = s.start("main1")
    state = game.state
    state.loop_guard.update({"turn": state.turn, "forced": 5, ("sig",): 1})
    acted(state, Decision(0, "priority", (("pass",), ("cast", 1)), "", ()), ("pass",))
    assert state.loop_guard["forced"] == 5, "a pass is not an action that ends a loop"
    acted(state, Decision(0, "target", (("target", 1),), "", ()), ("target", 1))
    assert state.loop_guard["forced"] == 5, "nor is the only legal answer"
    acted(state, Decision(0, "priority", (("pass",), ("cast", 1)), "", ()), ("cast", 1))
    watched = {k: v for k, v in state.loop_guard.items() if not (isinstance(k, tuple) and k[0] == "asked")}
    assert watched == {"turn": state.turn}, "the count of the turn's decisions (for 725.3) is all that stays"


def test_icr_100_10_no_state_based_or_effect_losses() -> None:
    s = tower()
    poison = s.hand(0, POISON)
    door = s.hand(0, LOSE)
    s.library(0, FOREST)
    game = s.start("main1")
    for card in (poison, door):
        game.apply(("cast", card))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        for _ in range(2):
            game.apply(("pass",))
    assert game.state.players[1].poison == 10
    assert game.state.players[1].in_game and not game.is_over()
    assert any(e.kind == "jt_no_loss" for e in game.state.log)


def test_icr_100_11_costs_payable_and_200_7_floating_mana_first() -> None:
    """ICR 100.11: Divination is cast with no land; ICR 200.7: the floating {U}{R} is spent first."""
    s = tower()
    div = s.hand(0, DIVINATION)
    for _ in range(4):
        s.library(0, FOREST)
    game = s.start("main1")
    game.state.players[0].pool.add("U")
    game.state.players[0].pool.add("R")
    game.apply(("cast", div))
    assert ("cancel",) not in game.legal_actions()
    game.apply(("pay",))
    assert game.state.players[0].pool.total() == 0
    assert any(e.kind == "paid_by_rule" for e in game.state.log)


# --- ICR 200 ------------------------------------------------------------------------------------------------


def test_icr_200_1_no_pass_while_an_action_exists() -> None:
    s = tower()
    bolt = s.hand(0, BOLT)
    game = s.start("main1")
    assert ("pass",) not in game.legal_actions()
    assert ("cast", bolt) in game.legal_actions()
    assert any("may not pass priority" in line for line in game.log_text())


def test_icr_200_2_x_is_five() -> None:
    s = tower()
    blaze = s.hand(0, FIREBALL_X)
    game = s.start("main1")
    game.apply(("cast", blaze))
    assert game.legal_actions() == [("x", 5)]


def test_icr_200_3_most_targets() -> None:
    s = tower()
    forked = s.hand(0, FORKED)
    s.battlefield(1, BEARS)
    game = s.start("main1")
    game.apply(("cast", forked))
    assert game.legal_actions() == [("count", 2)]


def test_icr_200_4_most_modes() -> None:
    s = tower()
    command = s.hand(0, COMMAND)
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", command))
    assert game.legal_actions() == [("modes", (0, 1, 2))]


def test_icr_200_5_every_creature_attacks_and_blocks() -> None:
    s = tower()
    attacker = s.battlefield(0, BEARS)
    blocker = s.battlefield(1, BEARS)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("declare_attackers")
    assert kinds(game) == {"attack"}
    game.apply(("attack", attacker, ("player", 1)))
    advance(game, lambda g: g.pending["kind"] == "declare_blockers")
    assert game.legal_actions() == [("block", blocker, attacker)]


def test_icr_200_6_may_unless_and_kicker_are_performed() -> None:
    s = tower()
    study = s.hand(0, MAY_DRAW)
    burst = s.hand(0, KICKER_CARD)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", burst))
    assert game.legal_actions() == [("cost", "kicker", 0)]
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    advance(game, lambda g: ("cast", study) in g.legal_actions())
    game.apply(("cast", study))
    game.apply(("pay",))
    advance(game, lambda g: g.pending["kind"] == "may")
    assert game.legal_actions() == [("yes",)]


TAX = CardDef(name="Rhystic Test", mana_cost=C("{U}"), types=frozenset({"Sorcery"}),
              spell=Modal((Mode((Optional_((Simple("draw", Ref("you"), fixed(1)),), chooser=Ref("target", 0),
                                           cost=Cost(mana=C("{1}")), unless=True),),
                                (TargetSpec(Filter(only_players=True, opponents_only=True)),)),)))


def test_icr_200_6_unless_the_player_pays_they_pay() -> None:
    s = tower()
    tax = s.hand(0, TAX)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", tax))
    advance(game, lambda g: g.pending["kind"] == "unless")
    assert game.pending["player"] == 1
    assert game.legal_actions() == [("yes",)]


def test_icr_200_8_triggers_acknowledged_before_priority() -> None:
    """ICR 200.8: a triggered ability goes on the stack the first time a player would receive priority."""
    s = tower()
    s.battlefield(0, SOUL_WARDEN)
    bears = s.hand(0, BEARS)
    game = s.start("main1")
    s.library(0, FOREST)
    game.apply(("cast", bears))
    game.apply(("pay",))
    advance(game, lambda g: bool(g.state.stack_ids()) and g.state.objects[g.state.stack_ids()[-1]].card.name
            == "Soul Warden")
    assert game.pending["kind"] == "priority"
    top = game.state.objects[game.state.stack_ids()[-1]]
    assert top.stack is not None and top.stack.kind == "triggered"


# --- ICR 300 ------------------------------------------------------------------------------------------------


def test_icr_300_2_abilities_last_to_first() -> None:
    s = tower()
    golem = s.battlefield(0, TWO_ABILITIES)
    for _ in range(3):
        s.library(0, FOREST)
    game = s.start("main1")
    offered = [o for o in game.legal_actions() if o[0] == "activate"]
    assert offered == [("activate", golem, 1)]
    game.apply(("activate", golem, 1))
    game.apply(("pay",))
    assert game.pending["kind"] == "priority" and game.pending["player"] == 0
    offered = [o for o in game.legal_actions() if o[0] == "activate"]
    assert offered == [("activate", golem, 0)], "ICR 100.8 spent the last ability; the first one is next"


def test_icr_300_3_granted_abilities_come_after_printed_ones() -> None:
    """Blood Moon makes the Bridge a Mountain: its {T}: Add {R} comes after the printed ability, so it goes
    first (ICR 300.2-300.3)."""
    s = tower()
    bridge = s.battlefield(0, NONBASIC)
    s.battlefield(1, BLOOD_MOON)
    game = s.start("main1")
    abilities = chars(game.state, bridge).activated
    assert abilities[-1].is_mana and not abilities[0].is_mana
    offered = [o for o in game.legal_actions() if o[1:2] == (bridge,)]
    assert offered == [("mana", bridge, 1)]


def test_icr_300_4_topmost_card_of_a_shared_zone() -> None:
    """Mnemonic Wall's target among the shared graveyard's instants and sorceries is the topmost one."""
    s = tower()
    s.graveyard(0, BOLT)
    top = s.graveyard(1, CHARM)
    wall = s.hand(0, MNEMONIC_WALL)
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", wall))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == "choose_target":
            break
        game.apply(game.legal_actions()[0])
    assert game.legal_actions() == [("target", top)]
    game.apply(("target", top))
    advance(game, lambda g: g.state.zones.get((HAND, 0)))
    hand = game.state.zones[(HAND, 0)]
    assert [game.state.objects[o].card.name for o in hand] == ["Test Charm"]
    assert game.state.objects[hand[0]].owner == 0


# --- ICR 400: subgames, violations and calls ------------------------------------------------------------------


def training(players: int = 2, humans: tuple[int, ...] = (0,), **options: Any) -> Scenario:
    return tower(players, training=True, humans=list(humans), **options)


def test_icr_400_2_400_4_computer_calls_a_pass_and_400_6_400_7_next_subgame() -> None:
    """R-JT-9: the human passes while Lightning Bolt could be cast; the computer calls it (ICR 400.4): the
    human leaves the subgame, the computer wins it and a point token (ICR 400.6); then every card outside the
    shared library leaves and subgame 2 begins (ICR 400.7)."""
    s = training()
    s.hand(0, BOLT)
    s.battlefield(1, BEARS)
    s.graveyard(1, CHARM)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    assert ("pass",) in game.legal_actions()
    game.apply(("pass",))
    assert game.pending is not None and game.pending["kind"] == "subgame_over"
    state = game.state
    assert state.players[1].counters["point"] == 1
    call = next(e for e in state.log if e.kind == "jt_call")
    assert call.rule == "ICR 400.4" and call.data[2] == "ICR 200.1"
    game.apply(("next_subgame",))
    state = game.state
    assert state.format_data["subgame"] == 2
    assert all(not ids for key, ids in state.zones.items() if key != LIB and key[0] != HAND)
    assert len(state.zones[LIB]) >= 3
    assert all(p.in_game for p in state.players)
    text = "\n".join(game.log_text())
    assert "point token" in text and "subgame 2 begins" in text
    assert game.result()["points"] == [0, 1]


def test_icr_400_2_call_removes_the_related_object() -> None:
    """X = 3 instead of 5 is a violation of ICR 200.2; the call removes the spell from the game (exile)."""
    s = training(3, humans=(0, 1))
    blaze = s.hand(0, FIREBALL_X)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", blaze))
    game.apply(("x", 3))
    violations = game.observation(1)["format_view"]["latent_violations"]
    assert violations == [] or violations[0]["rule"] == "ICR 200.2"
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    state = game.state
    (call,) = [e for e in state.log if e.kind == "jt_call"]
    assert call.data[:2] == (2, 0), "seats 0 and 1 are human: the computer at seat 2 calls"
    (removed,) = [e for e in state.log if e.kind == "jt_removed"]
    assert removed.data == ("Blaze",)
    assert blaze not in state.objects and not state.stack_ids()
    assert not state.players[0].in_game


def test_icr_400_4_call_as_a_decision_option_and_wrong_call() -> None:
    """Every seat human: the violation stays latent until another player calls it with ("call", id)."""
    s = training(3, humans=(0, 1, 2))
    s.hand(0, BOLT)
    s.hand(1, SALVE)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("pass",))
    assert game.pending["player"] == 1
    (vid,) = [o[1] for o in game.legal_actions() if o[0] == "call"]
    assert not call_violation(game, 2, vid + 99)
    assert any(e.kind == "jt_wrong_call" for e in game.state.log)
    assert game.state.players[2].in_game
    game.apply(("call", vid))
    assert not game.state.players[0].in_game
    assert any("calls a violation by Player 1" in line for line in game.log_text())


def test_icr_400_4_no_call_in_the_middle_of_an_announcement() -> None:
    s = training(3, humans=(0, 1, 2))
    blaze = s.hand(0, FIREBALL_X)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", blaze))
    game.apply(("x", 2))
    with pytest.raises(IllegalAction):
        call_violation(game, 1, 1)
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    assert call_violation(game, 1, 1)
    assert not game.state.players[0].in_game


def test_r_jt_9_wrong_call_penalty_option() -> None:
    s = training(3, humans=(0, 1, 2), wrong_call_penalty="violation")
    s.hand(1, SALVE)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    assert not call_violation(game, 1, None)
    assert not game.state.players[1].in_game


def test_icr_400_5_a_player_calls_their_own_violation() -> None:
    s = training(3, humans=(0, 1, 2))
    s.hand(0, BOLT)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("pass",))
    vid = game.observation(0)["format_view"]["latent_violations"][0]["id"]
    assert call_violation(game, 0, vid)
    assert not game.state.players[0].in_game


def test_icr_400_1_400_8_empty_library_ends_the_tower_most_points_win() -> None:
    s = tower(3)
    s.library(0, FOREST)
    game = s.start("end", active=0)
    for p, n in zip(game.state.players, (2, 2, 1), strict=True):
        p.counters["point"] = n
    for _ in range(200):
        if game.is_over():
            break
        game.apply(game.legal_actions()[0])
    assert game.is_over()
    result = game.result()
    assert result["winners"] == [0, 1] and result["points"] == [2, 2, 1]
    assert any(e.kind == "jt_library_empty" for e in game.state.log)


def test_r_jt_10_no_point_when_nobody_remains() -> None:
    s = tower(2)
    s.library(0, FOREST)
    game = s.start("main1")
    state = game.state
    rules = state.rules
    state.players[0].lost = True
    rules.leave_subgame(state, 1, "ICR 400.2: test")
    assert state.decision is not None and state.decision.kind == "subgame_over"
    assert [p.counters.get("point", 0) for p in state.players] == [0, 0]


# --- ICR 500: Shame --------------------------------------------------------------------------------------------


def test_icr_500_3_shame_counter_instead_of_losing() -> None:
    s = training(2, shame=True)
    blaze = s.hand(0, FIREBALL_X)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", blaze))
    game.apply(("x", 1))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    state = game.state
    assert state.players[0].counters["shame"] == 1
    assert state.players[0].in_game
    assert any(e.kind == "jt_removed" for e in state.log)
    assert game.result()["shame"] == [1, 0]


def test_icr_500_4_shame_limit_ends_the_tower_fewest_shame_wins() -> None:
    s = training(2, shame=True, shame_limit=1)
    s.hand(0, BOLT)
    for _ in range(5):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("pass",))
    assert game.is_over()
    assert game.result()["winners"] == [1]
    assert any(e.kind == "jt_tower_over" and e.rule == "ICR 500.4" for e in game.state.log)


def test_default_shame_limit_is_four_per_player() -> None:
    rules = JudgesTower({"shame": True})
    s = tower(3)
    assert rules.shame_limit(s.state) == 12


# --- the Tower classics: the pool's cards -------------------------------------------------------------------


def test_classic_mnemonic_wall_forced_target_in_a_shared_graveyard() -> None:
    """Mnemonic Wall entering must target (ICR 200.3, 200.6): with only the opponent's Bolt in the shared
    graveyard, it returns that Bolt to the Wall's controller, who now owns it (ICR 100.6-100.7)."""
    s = tower()
    bolt = s.graveyard(1, BOLT)
    wall = s.hand(0, MNEMONIC_WALL)
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", wall))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == "choose_target":
            break
        game.apply(game.legal_actions()[0])
    assert game.legal_actions() == [("target", bolt)]
    game.apply(("target", bolt))
    advance(game, lambda g: g.state.zones.get((HAND, 0)))
    (card,) = game.state.zones[(HAND, 0)]
    assert game.state.objects[card].owner == 0


def untap_and_ask_again(game: Game, oid: int) -> None:
    """As on a later turn: the permanent untapped, and its controller asked again with priority."""
    from kitchentable.rules.engine import push, run

    state = game.state
    state.mut(oid).tapped = False
    state.decision = None
    push(state, ("priority",))
    run(state)


def test_classic_mosswort_bridge_order() -> None:
    """Mosswort Bridge in the Tower. Hideaway looks at the top four cards of the shared library and, a choice
    from a shared zone, must exile the topmost (ICR 300.4); its player now owns it (ICR 100.7) and the other
    three go to the bottom. Then ICR 300.2: the Bridge's last ability goes before its mana ability; both need
    {T}, so under ICR 100.11 the Bridge never taps for mana while its last ability can be activated. With total
    power 10 the hidden card must be played (ICR 200.6), without paying its mana cost."""
    s = tower()
    bridge = s.hand(0, MOSSWORT_BRIDGE)
    s.battlefield(0, "Craw Wurm")
    s.battlefield(0, "Craw Wurm")
    for card in (FOREST, ISLAND, MOUNTAIN, PLAINS, FOREST, BEARS):
        s.library(0, card)
    game = s.start("main1")
    game.apply(("play_land", bridge))
    advance(game, lambda g: g.pending["kind"] == "hideaway")
    (only,) = game.legal_actions()
    assert game.state.objects[only[1]].card.name == "Grizzly Bears"
    game.apply(only)
    (hidden,) = game.state.zones[(EXILE, SHARED)]
    assert game.state.objects[hidden].face_down and game.state.objects[hidden].owner == 0
    names = [game.state.objects[o].card.name for o in game.state.zones[LIB]]
    assert sorted(names[:3]) == ["Forest", "Mountain", "Plains"] and names[3:] == ["Forest", "Island"]
    (played,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Mosswort Bridge"]
    assert game.state.objects[played].tapped
    advance(game, lambda g: g.pending["kind"] == "priority")
    untap_and_ask_again(game, played)
    offered = [o for o in game.legal_actions() if o[1:2] == (played,)]
    assert offered == [("activate", played, 1)]
    game.apply(("activate", played, 1))
    game.apply(("pay",))
    advance(game, lambda g: g.pending["kind"] == "may")
    assert game.legal_actions() == [("yes",)]
    game.apply(("yes",))
    advance(game, lambda g: any(g.state.objects[o].card.name == "Grizzly Bears" for o in g.state.battlefield()))
    assert hidden not in game.state.objects and not game.state.zones.get((EXILE, SHARED))
    assert game.state.objects[played].tapped
    assert not any(o[1:2] == (played,) for o in game.legal_actions())


def test_classic_necrotic_ooze_and_icr_100_8() -> None:
    """Necrotic Ooze has the abilities of the creature cards in the shared graveyard, after its own (ICR 300.3):
    the last goes first (ICR 300.2), and each is activated once per turn cycle (ICR 100.8)."""
    s = tower()
    ooze = s.battlefield(0, NECROTIC_OOZE)
    s.graveyard(1, TWO_ABILITIES)
    for _ in range(4):
        s.library(0, FOREST)
    game = s.start("main1")
    assert [a.text for a in chars(game.state, ooze).activated] == ["{1}: You gain 1 life.", "{2}: Draw a card."]
    assert [o for o in game.legal_actions() if o[1:2] == (ooze,)] == [("activate", ooze, 1)]
    game.apply(("activate", ooze, 1))
    game.apply(("pay",))
    assert [o for o in game.legal_actions() if o[1:2] == (ooze,)] == [("activate", ooze, 0)]
    game.apply(("activate", ooze, 0))
    game.apply(("pay",))
    assert not any(o[1:2] == (ooze,) for o in game.legal_actions())
    rules = game.state.rules
    assert not rules.can_activate(game.state, 0, ooze, 0) and not rules.can_activate(game.state, 0, ooze, 1)


CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost=C("{2}{U}{U}"), types=frozenset({"Sorcery"}),
    spell=Modal((Mode((Simple("gain_control", Ref("target", 0)),), (TargetSpec(Filter(types=frozenset({"Creature"}))),)),)))


def test_classic_homeward_path_with_first_touch_ownership() -> None:
    """Player 1 put the Bears into the shared graveyard; Player 2 brought them back, so Player 2 owns them
    (ICR 100.7). Player 1 then takes control of them; Homeward Path gives them back to Player 2, their owner,
    not to Player 1 who first cast them."""
    from kitchentable.rules.events import move

    s = tower()
    in_gy = s.graveyard(0, BEARS)
    steal = s.hand(0, CONTROL_MAGIC)
    path = s.battlefield(1, HOMEWARD_PATH)
    for _ in range(4):
        s.library(0, FOREST)
    game = s.start("main1")
    bears = move(game.state, in_gy, BATTLEFIELD, controller=1)
    assert game.state.objects[bears].owner == 1
    advance(game, lambda g: ("cast", steal) in g.legal_actions())
    game.apply(("cast", steal))
    game.apply(("target", bears))
    game.apply(("pay",))
    advance(game, lambda g: chars(g.state, bears).controller == 0)
    advance(game, lambda g: g.pending["player"] == 1 and any(o[1:2] == (path,) for o in g.legal_actions()))
    assert [o for o in game.legal_actions() if o[1:2] == (path,)] == [("activate", path, 1)]  # ICR 300.2
    game.apply(("activate", path, 1))
    advance(game, lambda g: chars(g.state, bears).controller == 1)
    assert game.state.objects[bears].owner == 1


def test_classic_conjured_currency_ownership() -> None:
    """Conjured Currency must trade (ICR 200.6) at its controller's upkeep, for a permanent they neither own nor
    control. Player 1 owns the Currency (first touch, ICR 100.7) and trades it for Player 2's Bears; at Player
    2's upkeep the Bears (owned by Player 2) can't be taken back: only Player 1's Forest can."""
    s = tower()
    currency = s.battlefield(0, CONJURED_CURRENCY)
    bears = s.battlefield(1, BEARS)
    forest = s.battlefield(0, FOREST)
    for _ in range(6):
        s.library(0, FOREST)
    game = s.start("upkeep", active=0)
    advance(game, lambda g: g.pending["kind"] == "choose_target")
    assert set(game.legal_actions()) == {("target", bears)}
    game.apply(("target", bears))
    advance(game, lambda g: g.pending["kind"] == "may")
    assert game.legal_actions() == [("yes",)]
    game.apply(("yes",))
    assert chars(game.state, bears).controller == 0 and chars(game.state, currency).controller == 1
    assert game.state.objects[currency].owner == 0 and game.state.objects[bears].owner == 1
    advance(game, lambda g: g.state.active == 1 and g.pending["kind"] == "choose_target")
    targets = [o[1] for o in game.legal_actions()]
    assert forest in targets and bears not in targets
    assert all(game.state.objects[t].owner == 0 and chars(game.state, t).controller == 0 for t in targets)


def test_classic_tasigur_opponents_choice_from_the_shared_graveyard_and_icr_100_8() -> None:
    """Tasigur mills the shared library's top two cards into the shared graveyard; the opponent's choice of a
    nonland card there is a choice from a shared zone, so it is the topmost nonland card (ICR 300.4), and it
    goes to Tasigur's controller, who now owns it (ICR 100.7). The ability can't be activated again before
    its player's next turn (ICR 100.8), and delve, a cost paid from the shared graveyard, exiles from its top."""
    s = tower()
    tasigur = s.battlefield(0, TASIGUR)
    s.graveyard(1, DIVINATION)
    for card in (FOREST, FOREST, BOLT, MOUNTAIN):
        s.library(0, card)
    game = s.start("main1")
    assert [o for o in game.legal_actions() if o[1:2] == (tasigur,)] == [("activate", tasigur, 0)]
    game.apply(("activate", tasigur, 0))
    game.apply(("pay",))
    advance(game, lambda g: g.pending["kind"] == "opponent_choice")
    assert game.pending["player"] == 1
    (only,) = game.legal_actions()
    assert game.state.objects[only[1]].card.name == "Lightning Bolt"
    game.apply(only)
    (card,) = game.state.zones[(HAND, 0)]
    assert game.state.objects[card].card.name == "Lightning Bolt" and game.state.objects[card].owner == 0
    assert not game.state.rules.can_activate(game.state, 0, tasigur, 0)
    assert not any(o[1:2] == (tasigur,) for o in game.legal_actions())


def test_classic_tasigur_delve_takes_the_topmost_card_of_the_shared_graveyard() -> None:
    s = tower()
    tasigur = s.hand(0, TASIGUR)
    bottom = s.graveyard(1, DIVINATION)
    top = s.graveyard(0, BOLT)
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", tasigur))
    assert game.pending["kind"] == "cost_delve"
    assert game.legal_actions() == [("pick", "delve", top), ("delve_done",)]
    game.apply(("pick", "delve", top))
    assert game.legal_actions() == [("pick", "delve", bottom), ("delve_done",)]


def test_classic_possibility_storm_with_the_shared_library() -> None:
    """Possibility Storm in the Tower: Player 1 casts Lightning Bolt from their hand; it is exiled, then the
    shared library's cards until an instant; Player 1 owns what their effect exiles (ICR 100.7) and must cast
    the instant (ICR 200.6) without paying its mana cost; the rest go to the bottom of the shared library,
    where every player owns them again (ICR 100.6). The free spell was cast from exile: no second trigger."""
    s = tower()
    s.battlefield(1, POSSIBILITY_STORM)
    bolt = s.hand(0, BOLT)
    for card in (FOREST, "Shock", BEARS, DIVINATION):
        s.library(0, card)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    advance(game, lambda g: g.pending["kind"] == "may")
    assert game.pending["player"] == 0 and "Shock" in game.pending["prompt"]
    assert game.legal_actions() == [("yes",)]
    exiled = game.state.zones[(EXILE, SHARED)]
    assert sorted(game.state.objects[o].card.name for o in exiled) == [
        "Divination", "Grizzly Bears", "Lightning Bolt", "Shock"]
    assert all(game.state.objects[o].owner == 0 for o in exiled)
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # a free cast asks no mana payment (601.2h)
        game.apply(("pay",))
    assert not game.state.pending_triggers
    advance(game, lambda g: not g.state.stack_ids())
    names = [game.state.objects[o].card.name for o in game.state.zones[LIB]]
    assert names[-1] == "Forest" and sorted(names[:3]) == ["Divination", "Grizzly Bears", "Lightning Bolt"]
    assert [game.state.objects[o].card.name for o in game.state.zones[GY]] == ["Shock"]
    assert any(e.kind == "jt_life" and e.data == (1, -2) for e in game.state.log)


def test_classic_djinn_illuminatus_replicate_is_paid_under_icr_200_6() -> None:
    """Djinn Illuminatus gives Shock replicate: an optional cost, so it must be paid at least once (ICR 200.6);
    how many times is the player's choice. Every cost can be paid (ICR 100.11): no land is needed. Each copy
    may get new targets (the retarget choice is free)."""
    s = tower()
    s.battlefield(0, DJINN_ILLUMINATUS)
    shock = s.hand(0, "Shock")
    bears = s.battlefield(1, BEARS)
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", shock))
    assert game.pending["kind"] == "replicate"
    assert game.legal_actions() == [("replicate", n) for n in range(1, 5)]
    game.apply(("replicate", 2))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    advance(game, lambda g: g.pending["kind"] == "new_target")
    game.apply(("target", bears))
    advance(game, lambda g: g.pending["kind"] == "new_target")
    game.apply(("keep",))
    advance(game, lambda g: not g.state.stack_ids())
    assert bears not in game.state.objects
    hits = [e for e in game.state.log if e.kind == "jt_life" and e.data == (1, -2)]
    assert len(hits) == 2
    assert [game.state.objects[o].card.name for o in game.state.zones[GY]].count("Shock") == 1


def test_classic_past_in_flames_only_for_its_controller() -> None:
    """ICR 100.6: Past in Flames gives flashback to the instants and sorceries in "your graveyard"; in the
    Tower everyone owns the shared graveyard, and players other than the effect's controller ignore it."""
    s = tower()
    pif = s.hand(0, "Past in Flames")
    div = s.graveyard(1, DIVINATION)
    for _ in range(6):
        s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", pif))
    advance(game, lambda g: not g.state.stack_ids() and any(
        g.state.objects[o].card.name == "Past in Flames" for o in g.state.zones[GY]))
    from kitchentable.rules.turn.priority import priority_actions

    assert ("cast", div, "flashback") in priority_actions(game.state, 0)
    from kitchentable.rules.casting.castable import castable_from

    assert (div, "flashback") in castable_from(game.state, 0)
    assert (div, "flashback") not in castable_from(game.state, 1)


def test_icr_400_8_a_turn_limit_is_scored() -> None:
    """A simulation's `max_turns` bound ends the Tower with ICR 400.8 scoring, not a draw."""
    s = tower(2, max_turns=6)
    for _ in range(10):
        s.library(0, FOREST)
    game = s.start("end", active=0)
    game.state.players[1].counters["point"] = 1
    for _ in range(500):
        if game.is_over():
            break
        game.apply(game.legal_actions()[0])
    assert game.is_over() and game.result()["winners"] == [1]
    assert any(e.kind == "jt_turn_limit" for e in game.state.log)


def test_classic_djinn_illuminatus_unpaid_replicate_is_a_latent_violation_in_training() -> None:
    """R-JT-9: in training a human may decline replicate; it is recorded as an ICR 200.6 violation about the
    spell, latent until another player calls it."""
    s = training(2, humans=(0, 1))
    s.battlefield(0, DJINN_ILLUMINATUS)
    shock = s.hand(0, "Shock")
    s.library(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", shock))
    assert ("replicate", 0) in game.legal_actions()
    game.apply(("replicate", 0))
    (violation,) = game.observation(0)["format_view"]["latent_violations"]
    assert violation["rule"] == "ICR 200.6" and "replicate" in violation["text"] and violation["player"] == 0


def test_icr_200_1_counts_only_actions_that_can_be_completed() -> None:
    """ICR 200.1 obliges a player to take a legal action rather than pass, and ICR 300.2 puts an object's last
    ability first; neither may force an action that can't be completed. Cryptbreaker's "Tap three untapped
    Zombies you control" with one Zombie is not an action at all (601.2h), so it is neither forced nor does it
    hide the first ability (the seeded soak game judges-tower/2 seed 418507329 was forced into it on turn 70,
    the engine rewinding it with no decision in between)."""
    s = tower()
    breaker = s.battlefield(0, POOL.get("Cryptbreaker"))
    s.hand(0, FOREST)
    game = s.start("main1")
    offered = [o for o in game.legal_actions() if o[0] == "activate" and o[1] == breaker]
    assert offered == [("activate", breaker, 0)]
    game.apply(("activate", breaker, 0))
    passes_around(game)
    assert not (game.state.decision and game.state.decision.notice), "the forced action completed, no rewind"


def test_icr_100_9_a_bound_player_bouncing_their_own_man_o_war_does_not_loop_forever() -> None:
    """The soak game judges-tower/4 (heuristic and random players, levels 1,2,3,0, seed 1240242399) never
    leaves turn 2: bound by ICR 200.1, player 1 casts Man-o'-War (its only action, the cost paid by rule under
    ICR 100.11), its trigger returns a creature to its owner's hand, the player picks Man-o'-War itself, and
    casts it again, 30,000 decisions on. The target is a choice among two, so the mandatory-loop watch takes it
    for a real action and starts over each time; a loop that only a bound player's choices keep going must
    still end (ICR 100.9, R-JT-8). The turn must move on well within the watch's bound of 2,000 decisions."""
    from kitchentable.agents.base import make_agent
    from kitchentable.api.setup import game_arguments

    seed = 1240242399
    kwargs = game_arguments(TOWER, 4, None, 0, levels={0: 1, 1: 2, 2: 3, 3: 0})
    game = Game(TOWER, seed=seed, options={**kwargs.pop("options"), "max_turns": 150}, keep_history=False,
                **{k: v for k, v in kwargs.items() if k != "seed"})
    agents = [make_agent("heuristic" if s == 0 else "random", seed * 31 + s) for s in range(4)]
    for _ in range(2500):
        if game.is_over() or game.state.turn > 2:
            break
        decision = game.state.decision
        assert decision is not None
        game.apply(agents[decision.player].choose(game))
    assert game.is_over() or game.state.turn > 2


def test_icr_200_1_the_seeded_soak_game_ends_without_a_rewound_forced_action() -> None:
    """The soak game that found it (benchmarks/soak.py, judges-tower/2, seed 418507329) plays to its end, and
    no answer brings back the same decision rewound with no decision in between."""
    from kitchentable.agents.base import make_agent
    from kitchentable.api.setup import game_arguments

    seed = 418507329
    kwargs = game_arguments(TOWER, 2, None, 0)
    game = Game(TOWER, seed=seed, options={**kwargs.pop("options"), "max_turns": 150}, keep_history=False,
                **{k: v for k, v in kwargs.items() if k != "seed"})
    agents = [make_agent("random", seed * 31 + s) for s in range(2)]
    for _ in range(5000):
        if game.is_over():
            break
        before = game.state.decision
        assert before is not None
        game.apply(agents[before.player].choose(game))
        after = game.state.decision
        rewound = after is not None and after.notice and after.notice[0] == "rewound"
        assert not (rewound and after is not None and (after.player, after.kind) == (before.player, before.kind))
    assert game.is_over()
