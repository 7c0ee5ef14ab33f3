"""Face-down spells and permanents (708): morph and megamorph (702.37), manifest and manifest dread (701.34,
701.62), disguise and cloak (702.168, 701.58); transforming and flip cards (701.28, 710). Scenarios on cards
written in the card language, each named after the rule it checks.
"""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.api.game import observation
from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.log_text import explain_log
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.rules.keyword_support import after_combat, attack, card, lands, named, scenario, settle

CARDS = """
Watcher Morph {4}{U}{U}
Creature — Human Wizard 4/5
Flying
When Watcher Morph enters, draw a card.
Morph {1}{U}
When Watcher Morph is turned face up, you gain 3 life.

Tapped Morph {2}{B}
Creature — Horror 3/3
Tapped Morph enters tapped.
Morph {B}

Grower Morph {3}{G}{G}
Creature — Elf Warrior 3/3
Megamorph {1}{G}

Life Morph {5}{B}
Creature — Horror 5/5
Morph—Pay 5 life.

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

@layout transform
Village Pup {1}{G}
Creature — Human Werewolf 2/2
At the beginning of each upkeep, if no spells were cast last turn, transform Village Pup.
//
@color green
Howling Pup
Creature — Werewolf 4/4
Trample
At the beginning of each upkeep, if a player cast two or more spells last turn, transform Howling Pup.

@layout transform
Curious Adept {U}
Creature — Human Wizard 1/1
{3}: Transform Curious Adept.
//
@color blue
Winged Adept
Creature — Human Wizard 3/2
Flying

Secret Plan {1}{G}
Sorcery
Manifest the top card of your library, then put a +1/+1 counter on it.

Big Beast {3}{G}
Creature — Beast 5/5

Face Watcher {2}{W}
Creature — Human 1/1
Whenever a permanent is turned face up, you gain 2 life.

Unveil {U}
Instant
Turn target face-down creature you control face up.

Dream Chisel {2}
Artifact
Face-down creature spells you cast cost {1} less to cast.

@layout transform
Deserter Pup {3}{R}
Creature — Human Werewolf 3/2
At the beginning of each upkeep, if no spells were cast last turn, transform Deserter Pup.
//
@color red
Ransacker Pup
Creature — Werewolf 5/3
Whenever Ransacker Pup transforms into Ransacker Pup, you gain 4 life.
At the beginning of each upkeep, if a player cast two or more spells last turn, transform Ransacker Pup.

Smoke Gazer {1}{G}
Creature — Human Shaman 2/2
{1}{U}: Look at target face-down creature.

Wall of Masks {1}{U}
Creature — Wall 0/5
Defender
{3}: Turn Wall of Masks face down.
Morph {U}

Backtrack {1}{U}
Instant
Turn target creature with a morph ability face down.

@layout transform
Loyal Squire {1}{W}
Creature — Human Soldier 2/2
When Loyal Squire dies, return it to the battlefield transformed under your control.
//
@color black
Risen Squire
Creature — Zombie Soldier 3/1

@layout transform
Vryn Adept {1}{U}
Creature — Human Wizard 0/2
{T}: Exile Vryn Adept, then return him to the battlefield transformed under his owner's control.
//
@color blue
Telepath Adept
Creature — Human Wizard 4/4

Fatal Bond {B}
Enchantment — Aura
Enchant creature
When enchanted creature is turned face up, destroy it.

Reality Twist {1}{U}
Instant
Exile target creature. Its controller manifests the top card of their library.

@layout flip
Dojo Pupil {1}{G}{G}
Creature — Human Monk 2/2
At the beginning of the end step, if there are two or more ki counters on Dojo Pupil, you may flip it.
//
Oak Toppler {1}{G}{G}
Legendary Creature — Spirit 4/3
Trample
"""


@pytest.fixture(scope="module")
def pool() -> CardPool:
    found = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        found.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "test_faces"):
        found.add(compile_card(raw))
    return found


def _face_down_on_battlefield(pool: CardPool, name: str, lands: int = 0, land: str = "Island") -> tuple[Any, int]:
    """A face-down permanent (as if cast face down on an earlier turn) and some untapped lands."""
    s = Scenario(pool=pool)
    oid = s.battlefield(0, name)
    s.state.objects[oid].face_down = True
    for _ in range(lands):
        s.battlefield(0, land)
    return s.start("main1"), oid


def test_702_37a_a_morph_card_is_cast_face_down_for_3_as_a_nameless_2_2(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    card = s.hand(0, "Watcher Morph")
    for _ in range(3):
        s.battlefield(0, "Island")
    game = s.start("main1")
    assert ("cast", card, "face_down") in game.legal_actions()
    assert ("cast", card) not in game.legal_actions()  # six mana for the face-up spell: not affordable
    game.apply(("cast", card, "face_down"))
    answer_until_priority(game)
    spell = game.state.stack_ids()[-1]
    assert game.state.objects[spell].face_down
    assert observation(game.state, 1)["stack"] == [{"id": spell, "face_down": True, "controller": 0,
                                                     "tapped": False}]  # 708.5: hidden from the opponent
    assert observation(game.state, 0)["stack"][0]["name"] == "Watcher Morph"
    assert all(game.state.objects[o].tapped for o in game.state.battlefield())  # {3} paid
    resolve_stack(game)
    (permanent,) = game.state.battlefield()[3:]
    c = chars(game.state, permanent)
    assert (c.name, c.power, c.toughness, c.types, c.subtypes, c.keywords, c.triggered) == (
        "", 2, 2, frozenset({"Creature"}), frozenset(), frozenset(), ())
    assert game.state.zone("hand", 0) == []  # 708.3: its enters trigger doesn't exist face down
    assert not any("Watcher Morph" in line for line in explain_log(game.state))


def test_702_37e_turning_face_up_is_a_special_action_keeping_the_same_object(pool: CardPool) -> None:
    game, oid = _face_down_on_battlefield(pool, "Watcher Morph", lands=2)
    assert ("turn_face_up", oid) in game.legal_actions()
    game.apply(("turn_face_up", oid))
    answer_until_priority(game)
    assert oid in game.state.objects and not game.state.objects[oid].face_down  # 708.8: the same object
    c = chars(game.state, oid)
    assert (c.name, c.power, c.toughness, "flying" in c.keywords) == ("Watcher Morph", 4, 5, True)
    # 116.2b: the special action used no stack; only "when ~ is turned face up" is there (no enters trigger)
    stack = [game.state.objects[o].stack for o in game.state.stack_ids()]
    assert [(info.kind, info.source) for info in stack if info is not None] == [("triggered", oid)]
    resolve_stack(game)
    assert game.state.players[0].life == 23
    assert game.state.zone("hand", 0) == []


def test_702_37e_a_morph_cost_that_cannot_be_paid_is_not_offered(pool: CardPool) -> None:
    game, oid = _face_down_on_battlefield(pool, "Watcher Morph", lands=1)
    assert ("turn_face_up", oid) not in game.legal_actions()


def test_702_37e_a_non_mana_morph_cost_is_paid(pool: CardPool) -> None:
    game, oid = _face_down_on_battlefield(pool, "Life Morph")
    game.apply(("turn_face_up", oid))
    answer_until_priority(game)
    assert game.state.players[0].life == 15
    assert chars(game.state, oid).power == 5


def test_702_37b_megamorph_puts_a_counter_on_it_as_it_turns_face_up(pool: CardPool) -> None:
    game, oid = _face_down_on_battlefield(pool, "Grower Morph", lands=2, land="Forest")
    game.apply(("turn_face_up", oid))
    answer_until_priority(game)
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == (4, 4)


def test_708_2_a_face_down_creature_attacks_as_a_2_2(pool: CardPool) -> None:
    game, oid = _face_down_on_battlefield(pool, "Grower Morph")
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    attack = next(a for a in game.legal_actions() if a[0] == "attack" and a[1] == oid)
    game.apply(attack)
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "end")
    assert game.state.players[1].life == 18


def test_708_9_a_face_down_permanent_is_revealed_as_it_leaves_the_battlefield(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    morph = s.battlefield(0, "Watcher Morph")
    s.state.objects[morph].face_down = True
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    assert "Watcher Morph" not in str(observation(game.state, 1)["zones"]["battlefield"])
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(next(a for a in game.legal_actions() if a[0] == "target" and a[1] == morph))
    answer_until_priority(game)
    resolve_stack(game)
    (card,) = game.state.zone("graveyard", 0)
    assert not game.state.objects[card].face_down
    assert observation(game.state, 1)["zones"]["graveyard:0"][0]["name"] == "Watcher Morph"
    assert any("Watcher Morph" in line for line in explain_log(game.state))


def test_701_28a_transform_keeps_the_object_and_shows_the_back_face(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    adept = s.battlefield(0, "Curious Adept", counters={"+1/+1": 1})
    for _ in range(3):
        s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("activate", adept, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert adept in game.state.objects  # 712.14: the same object, counters kept
    c = chars(game.state, adept)
    assert (c.name, c.power, c.toughness, "flying" in c.keywords, c.colors) == (
        "Winged Adept", 4, 3, True, frozenset({"U"}))
    assert c.activated == () and c.mana_value == 1  # 712.4d: the front face's mana cost counts


def test_701_28f_an_ability_does_not_transform_a_permanent_that_transformed_since(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    adept = s.battlefield(0, "Curious Adept")
    for _ in range(6):
        s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("activate", adept, 0))
    answer_until_priority(game)
    game.apply(("activate", adept, 0))  # in response: both abilities were put on the stack from the front
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, adept).name == "Winged Adept"


def test_712_4a_a_transformed_card_leaving_the_battlefield_is_its_front_face(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    adept = s.battlefield(0, "Curious Adept")
    game = s.start("main1")
    from kitchentable.rules.additional.faces import transform
    from kitchentable.rules.events import move

    assert transform(game.state, adept)
    assert chars(game.state, adept).name == "Winged Adept"
    new = move(game.state, adept, "hand", cause="test")
    assert game.state.objects[new].card.layout == "transform"
    assert game.state.objects[new].card.faces[1].name == "Winged Adept"
    assert not transform(game.state, new)  # 701.28a: only permanents transform


def test_701_28c_a_card_that_is_not_double_faced_does_not_transform(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    grower = s.battlefield(0, "Grower Morph")
    game = s.start("main1")
    from kitchentable.rules.additional.faces import transform

    assert not transform(game.state, grower)
    assert chars(game.state, grower).name == "Grower Morph"


def test_701_28_werewolves_transform_when_a_turn_passes_without_spells_and_back_after_two(pool: CardPool) -> None:
    from kitchentable.scenario import pass_until

    s = Scenario(pool=pool)
    pup = s.battlefield(0, "Village Pup")
    opts = [s.hand(1, "Lightning Bolt") for _ in range(2)]
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 3)
    game = s.start("main1")
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert chars(game.state, pup).name == "Howling Pup"  # nobody cast a spell in turn 5
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "main1" and g.pending["kind"] == "priority"
               and g.pending["player"] == 1)
    for bolt in opts:  # two spells this turn: the back face transforms at the next upkeep
        game.apply(("cast", bolt))
        game.apply(next(a for a in game.legal_actions() if a[0] == "target" and a[1] == ("player", 0)))
        answer_until_priority(game)
        resolve_stack(game)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert chars(game.state, pup).name == "Village Pup"
    assert pup in game.state.objects


def test_710_2_a_flipped_permanent_has_its_alternative_characteristics(pool: CardPool) -> None:
    from kitchentable.rules.events import move
    from kitchentable.scenario import pass_until

    s = Scenario(pool=pool)
    pupil = s.battlefield(0, "Dojo Pupil", counters={"ki": 2})
    game = s.start("main2")
    pass_until(game, lambda g: g.pending["kind"] != "priority")
    game.apply(("yes",) if ("yes",) in game.legal_actions() else game.legal_actions()[0])
    c = chars(game.state, pupil)
    assert (c.name, c.power, c.toughness, c.supertypes, "trample" in c.keywords) == (
        "Oak Toppler", 4, 3, frozenset({"Legendary"}), True)
    assert c.colors == frozenset({"G"}) and game.state.objects[pupil].counters == {"ki": 2}  # 710.1c
    new = move(game.state, pupil, "hand", cause="test")  # 710.4: it keeps no memory of being flipped
    assert game.state.objects[new].card.layout == "flip"


def test_701_34a_manifest_puts_the_top_card_face_down_and_701_34b_a_creature_turns_up_for_its_cost(
        pool: CardPool) -> None:
    s = Scenario(pool=pool)
    plan = s.hand(0, "Secret Plan")
    s.library(0, "Lightning Bolt")
    beast = s.library(0, "Big Beast")
    for _ in range(6):
        s.battlefield(0, "Forest")
    s.battlefield(1, "Face Watcher")
    game = s.start("main1")
    game.apply(("cast", plan))
    answer_until_priority(game)
    resolve_stack(game)
    (manifested,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert game.state.objects[manifested].card.name == "Big Beast" and beast not in game.state.objects
    c = chars(game.state, manifested)
    assert (c.name, c.power, c.toughness) == ("", 3, 3)  # a 2/2 with the +1/+1 counter put on "it"
    assert "Big Beast" not in str(observation(game.state, 1)["zones"]["battlefield"])
    assert ("turn_face_up", manifested, "manifest") in game.legal_actions()
    assert ("turn_face_up", manifested) not in game.legal_actions()  # no morph cost
    game.apply(("turn_face_up", manifested, "manifest"))
    answer_until_priority(game)
    c = chars(game.state, manifested)
    assert (c.name, c.power, c.toughness) == ("Big Beast", 6, 6)
    resolve_stack(game)
    assert game.state.players[1].life == 22  # "whenever a permanent is turned face up" (any controller)


def test_701_34b_a_manifested_noncreature_card_cannot_be_turned_face_up(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    plan = s.hand(0, "Secret Plan")
    s.library(0, "Lightning Bolt")
    for _ in range(6):
        s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", plan))
    answer_until_priority(game)
    resolve_stack(game)
    (manifested,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert not [a for a in game.legal_actions() if a[0] == "turn_face_up"]
    assert chars(game.state, manifested).power == 3


@pytest.mark.parametrize("seed", [0, 1])
def test_708_games_with_face_changing_cards_run_to_the_end(pool: CardPool, seed: int) -> None:
    """Random and heuristic players with only these cards: every face change is reached by play and the game
    ends without an engine error."""
    import random

    from kitchentable.agents.heuristic import HeuristicAgent
    from kitchentable.agents.random import RandomAgent

    rng = random.Random(seed)
    spells = ["Watcher Morph", "Grower Morph", "Life Morph", "Secret Plan", "Village Pup", "Curious Adept",
              "Dojo Pupil", "Face Watcher", "Lightning Bolt", "Big Beast"]
    s = Scenario(pool=pool, seed=seed)
    for seat in (0, 1):
        for _ in range(25):
            s.library(seat, rng.choice(spells) if rng.random() < 0.55 else rng.choice(["Island", "Forest"]))
        for _ in range(5):
            s.hand(seat, rng.choice(spells))
    game = s.start("main1")
    agents = [HeuristicAgent(seed), RandomAgent(seed)]
    for _ in range(3000):
        if game.is_over():
            break
        game.apply(agents[game.state.decision.player].choose(game))
    assert game.is_over()
    assert any(e.kind == "turned_face_up" for e in game.state.log)


def test_708_8_an_effect_turns_a_face_down_creature_face_up_without_its_cost(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    grower = s.battlefield(0, "Grower Morph")
    s.state.objects[grower].face_down = True
    unveil = s.hand(0, "Unveil")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", unveil))
    game.apply(next(a for a in game.legal_actions() if a[0] == "target" and a[1] == grower))
    answer_until_priority(game)
    resolve_stack(game)
    c = chars(game.state, grower)
    assert (c.name, c.power) == ("Grower Morph", 3)  # no megamorph counter: its cost wasn't paid


def test_601_2f_a_face_down_spell_gets_reductions_for_face_down_creature_spells(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    s.battlefield(0, "Dream Chisel")
    card = s.hand(0, "Watcher Morph")
    lands = [s.battlefield(0, "Island") for _ in range(3)]
    game = s.start("main1")
    game.apply(("cast", card, "face_down"))
    answer_until_priority(game)
    assert sum(game.state.objects[o].tapped for o in lands) == 2  # {3} - {1}


def test_708_9_face_down_permanents_are_revealed_at_the_end_of_the_game(pool: CardPool) -> None:
    from kitchentable.rules.concepts.game_end import end_game

    game, oid = _face_down_on_battlefield(pool, "Watcher Morph")
    assert observation(game.state, 1)["zones"]["battlefield"][0] == {
        "id": oid, "face_down": True, "controller": 0, "tapped": False}
    end_game(game.state, (0,))
    assert observation(game.state, 1)["zones"]["battlefield"][0]["name"] == "Watcher Morph"


def test_708_3_a_permanent_entering_face_down_has_no_enters_tapped_ability(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    card = s.hand(0, "Tapped Morph")
    for _ in range(3):
        s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", card, "face_down"))
    answer_until_priority(game)
    resolve_stack(game)
    (morph,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert not game.state.objects[morph].tapped


def test_701_28e_transforms_into_triggers_once_the_face_is_up(pool: CardPool) -> None:
    from kitchentable.rules.additional.faces import transform

    s = Scenario(pool=pool)
    pup = s.battlefield(0, "Deserter Pup")
    game = s.start("main1")
    transform(game.state, pup)
    assert len(game.state.pending_triggers) == 1
    game.state.pending_triggers.clear()
    transform(game.state, pup)  # back to the front face: the back face's ability is gone
    assert game.state.pending_triggers == []


def test_708_5_looking_at_a_face_down_creature_shows_it_to_that_player_alone(pool: CardPool) -> None:
    s = Scenario(pool=pool, players=3)
    morph = s.battlefield(0, "Watcher Morph")
    s.state.objects[morph].face_down = True
    gazer = s.battlefield(1, "Smoke Gazer")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    game = s.start("main1")
    game.apply(("pass",))
    game.apply(("activate", gazer, 0))
    game.apply(next(a for a in game.legal_actions() if a[0] == "target" and a[1] == morph))
    answer_until_priority(game)
    resolve_stack(game)
    assert "Watcher Morph" in str(observation(game.state, 1)["zones"]["battlefield"])
    assert "Watcher Morph" not in str(observation(game.state, 2)["zones"]["battlefield"])
    assert not any("Watcher Morph" in line for line in explain_log(game.state))


def test_708_2a_a_permanent_turned_face_down_is_a_2_2_that_its_morph_cost_turns_up_again(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    wall = s.battlefield(0, "Wall of Masks", counters={"+1/+1": 1})
    for _ in range(4):
        s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("activate", wall, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[wall].face_down  # the same object, its counter kept
    c = chars(game.state, wall)
    assert (c.name, c.power, c.toughness, c.keywords) == ("", 3, 3, frozenset())
    game.apply(("turn_face_up", wall))
    answer_until_priority(game)
    assert chars(game.state, wall).name == "Wall of Masks"


def test_702_37_with_a_morph_ability_finds_face_up_morph_creatures_only(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    grower = s.battlefield(1, "Grower Morph")
    s.battlefield(1, "Big Beast")
    backtrack = s.hand(0, "Backtrack")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", backtrack))
    targets = [a[1] for a in game.legal_actions() if a[0] == "target"]
    assert targets == [grower]
    game.apply(("target", grower))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[grower].face_down and chars(game.state, grower).power == 2


def test_712_10a_a_card_returned_transformed_enters_with_its_back_face_up(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    squire = s.battlefield(0, "Loyal Squire")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(next(a for a in game.legal_actions() if a[0] == "target" and a[1] == squire))
    answer_until_priority(game)
    resolve_stack(game)
    (back,) = [o for o in game.state.battlefield() if game.state.objects[o].owner == 0]
    c = chars(game.state, back)
    assert (c.name, c.power, c.toughness, c.colors, c.mana_value) == ("Risen Squire", 3, 1, frozenset({"B"}), 2)
    assert not game.state.pending_triggers  # its front face's dies trigger is not on the back face


def test_712_10a_exile_then_return_transformed_under_its_owners_control(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    adept = s.battlefield(0, "Vryn Adept")
    game = s.start("main1")
    game.apply(("activate", adept, 0))
    answer_until_priority(game)
    resolve_stack(game)
    (back,) = game.state.battlefield()
    assert back != adept and chars(game.state, back).name == "Telepath Adept"  # a new object (400.7)


def test_702_37e_when_enchanted_creature_is_turned_face_up_it_is_the_triggering_object(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    morph = s.battlefield(0, "Grower Morph")
    s.state.objects[morph].face_down = True
    s.battlefield(1, "Fatal Bond", attached_to=morph)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("turn_face_up", morph))
    answer_until_priority(game)
    resolve_stack(game)
    assert morph not in game.state.objects
    assert "Grower Morph" in [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)]


def test_701_34a_its_controller_manifests_after_the_target_was_exiled(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    beast = s.battlefield(1, "Big Beast")
    s.library(1, "Lightning Bolt")
    twist = s.hand(0, "Reality Twist")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", twist))
    game.apply(("target", beast))
    answer_until_priority(game)
    resolve_stack(game)
    (manifested,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    o = game.state.objects[manifested]
    assert (o.controller, o.card.name, chars(game.state, manifested).power) == (1, "Lightning Bolt", 2)


BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- manifest dread (701.62) ----------------------------------------------------------------------------------------


def test_701_62_manifest_dread_manifests_one_of_two_and_mills_the_other() -> None:
    dread = card("Dread Call {1}{G}\nSorcery\nManifest dread.")
    s = scenario()
    spell = s.hand(0, dread)
    lands(s, 0, 2, "Forest")
    game = s.start("main1")
    top2 = list(reversed(game.state.zones[("library", 0)]))[:2]
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game, (("manifest", top2[1]),))
    down = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert len(down) == 1
    c = chars(game.state, down[0])
    assert (c.power, c.toughness) == (2, 2)
    graveyard = game.state.zones[("graveyard", 0)]
    assert len(graveyard) == 2  # the spell and the card not manifested


# --- disguise (702.168) ------------------------------------------------------------------------------------------------

SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")

DISGUISED = card("Disguised Agent {3}{U}\nCreature — Human Detective 3/3\nDisguise {1}{U}")


def test_702_168_disguised_face_down_is_a_2_2_with_ward_2() -> None:
    s = scenario()
    agent = s.hand(0, DISGUISED)
    s.hand(1, SHOCK)
    lands(s, 0, 3, "Island")
    lands(s, 1, 1)
    game = s.start("main1")
    game.apply(("cast", agent, "face_down"))
    game.apply(("pay",))
    settle(game)
    (down,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    c = chars(game.state, down)
    assert (c.name, c.power, c.toughness) == ("", 2, 2) and any(ab.text == "Ward {2}" for ab in c.triggered)
    pass_until(game, lambda g: g.pending["player"] == 1 and g.pending["kind"] == "priority")
    game.apply(("cast", game.state.zone("hand", 1)[0]))
    game.apply(("target", down))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    assert game.legal_actions() == [("no",)]  # seat 1 has no mana left for {2}
    game.apply(("no",))
    settle(game, seat=1)
    assert game.state.objects[down].damage == 0  # the Shock was countered
    assert "Disguise {1}{U} (702.168" in render(DISGUISED)


def test_702_164_toxic_can_be_granted() -> None:
    plague = card("Plague Banner {2}\nArtifact\nCreatures you control have toxic 1.")
    s = scenario()
    s.battlefield(0, plague)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert "toxic 1" in chars(game.state, bear).keywords
    attack(game, bear)
    after_combat(game)
    assert game.state.players[1].poison == 1


def test_701_58_cloaked_card_is_a_face_down_2_2_with_ward_2() -> None:
    cloaker = card("Cloaker {2}{W}\nSorcery\nCloak the top card of your library.")
    s = scenario()
    s.hand(0, cloaker)
    lands(s, 0, 3, "Plains")
    game = s.start("main1")
    game.apply(("cast", named(game, "Cloaker", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    (down,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    c = chars(game.state, down)
    assert (c.power, c.toughness) == (2, 2) and any(ab.text == "Ward {2}" for ab in c.triggered)
