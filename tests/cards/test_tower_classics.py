"""The Judge's Tower classics (data/cards/tower_classics.txt): each card's main ability in a duel scenario,
with the rule it exercises in the test name. The Tower's own scenarios are in tests/formats/."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import push, run
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND, LIBRARY, STACK
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import named, staples_pool

SUPPORT = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Hill Giant {3}{R}
Creature — Giant 3/3

Craw Wurm {4}{G}{G}
Creature — Wurm 6/4

Raging Goblin {R}
Creature — Goblin 1/1
Haste

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Shock {R}
Instant
Shock deals 2 damage to any target.

Divination {2}{U}
Sorcery
Draw two cards.

Llanowar Elves {G}
Creature — Elf Druid 1/1
{T}: Add {G}.

Prodigal Sorcerer {2}{U}
Creature — Human Wizard 1/1
{T}: Prodigal Sorcerer deals 1 damage to any target.

Zombie Goliath {4}{B}
Creature — Zombie Giant 4/3

Pacifism {1}{W}
Enchantment — Aura
Enchant creature
Enchanted creature can't attack or block.

Memnite {0}
Artifact Creature — Construct 1/1

Scathe Zombies {2}{B}
Creature — Zombie 2/2

Gray Ogre {2}{R}
Creature — Ogre 2/2

Centaur Courser {2}{G}
Creature — Centaur Warrior 3/3

Kird Ape {R}
Creature — Ape 1/1

Sol Ring {1}
Artifact
{T}: Add {C}{C}.
"""

POOL = staples_pool("tower_classics.txt", SUPPORT)


def scenario(**options: Any) -> Scenario:
    return Scenario(pool=POOL, options=options)


def until(game: Game, kind: str, choose: Any = None, limit: int = 60) -> None:
    """Answer decisions until one of `kind` is pending: pass priority, otherwise `choose(options)` or the
    first option."""
    for _ in range(limit):
        pending = game.pending
        if pending is None or pending["kind"] == kind:
            return
        options = game.legal_actions()
        if pending["kind"] == "priority" and ("pass",) in options:
            game.apply(("pass",))
        else:
            game.apply(choose(options) if choose else options[0])
    raise AssertionError(f"no {kind} decision reached")


def cast(game: Game, oid: int, *answers: tuple[Any, ...]) -> None:
    """Cast a spell answering the given decisions in order, then pay."""
    game.apply(("cast", oid))
    for a in answers:
        game.apply(a)
    if game.pending and game.pending["kind"] == "pay_mana":
        game.apply(("pay",))


def zone_names(game: Game, kind: str) -> list[str]:
    st = game.state
    return [st.objects[o].card.name for (k, _s), ids in st.zones.items() if k == kind for o in ids]


# --- Homeward Path ------------------------------------------------------------------------------------------


def test_homeward_path_each_player_gains_control_of_creatures_they_own() -> None:
    s = scenario()
    path = s.battlefield(0, "Homeward Path")
    mine = s.battlefield(1, "Grizzly Bears")  # owned by seat 1 in this setup...
    game = s.start("main1")
    state = game.state
    state.mut(mine).owner = 0  # ...but owned by seat 0: Player 2 controls a creature Player 1 owns
    theirs = s.battlefield(0, "Hill Giant")
    state = game.state
    state.mut(theirs).owner = 1
    state.cache.clear()
    game.apply(("activate", path, 1))
    settle(game)
    assert chars(game.state, mine).controller == 0
    assert chars(game.state, theirs).controller == 1


# --- Conjured Currency -----------------------------------------------------------------------------------------


def test_conjured_currency_701_10_exchanges_control_at_upkeep() -> None:
    s = scenario()
    currency = s.battlefield(0, "Conjured Currency")
    giant = s.battlefield(1, "Hill Giant")
    own = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Forest")
    game = s.start("upkeep")
    until(game, "choose_target")
    targets = {o[1] for o in game.legal_actions()}
    assert giant in targets and own not in targets and currency not in targets
    game.apply(("target", giant))
    until(game, "may")
    game.apply(("yes",))
    settle(game)
    assert chars(game.state, giant).controller == 0
    assert chars(game.state, currency).controller == 1


# --- Necrotic Ooze ---------------------------------------------------------------------------------------------


def test_necrotic_ooze_613_1f_has_activated_abilities_of_graveyard_creatures() -> None:
    s = scenario()
    ooze = s.battlefield(0, "Necrotic Ooze")
    s.graveyard(1, "Prodigal Sorcerer")
    s.graveyard(0, "Llanowar Elves")
    s.graveyard(0, "Lightning Bolt")
    game = s.start("main1")
    texts = [a.text for a in chars(game.state, ooze).activated]
    assert len(texts) == 2 and any("damage" in t for t in texts) and any("add {g}" in t.lower() for t in texts)
    ping = next(i for i, a in enumerate(chars(game.state, ooze).activated) if "damage" in a.text)
    game.apply(("activate", ooze, ping))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert game.state.players[1].life == 19


def test_necrotic_ooze_loses_the_abilities_when_the_card_leaves_the_graveyard() -> None:
    s = scenario()
    ooze = s.battlefield(0, "Necrotic Ooze")
    elves = s.graveyard(0, "Llanowar Elves")
    game = s.start("main1")
    assert len(chars(game.state, ooze).activated) == 1
    from kitchentable.rules.events import move

    move(game.state, elves, EXILE)
    assert chars(game.state, ooze).activated == ()


# --- Dead Ringers ------------------------------------------------------------------------------------------------


def _ringers(first: str, second: str) -> tuple[Game, int, int]:
    s = scenario()
    ringers = s.hand(0, "Dead Ringers")
    a = s.battlefield(1, first)
    b = s.battlefield(1, second)
    for land in ("Swamp", "Swamp", "Swamp", "Swamp", "Swamp"):
        s.battlefield(0, land)
    game = s.start("main1")
    cast(game, ringers, ("target", a), ("target", b))
    settle(game)
    return game, a, b


def test_dead_ringers_destroys_two_creatures_of_the_same_colors() -> None:
    game, a, b = _ringers("Grizzly Bears", "Centaur Courser")
    assert a not in game.state.objects and b not in game.state.objects
    assert zone_names(game, GRAVEYARD).count("Dead Ringers") == 1


def test_dead_ringers_does_nothing_if_either_is_a_color_the_other_isnt() -> None:
    game, a, b = _ringers("Grizzly Bears", "Gray Ogre")
    assert a in game.state.objects and b in game.state.objects


def test_dead_ringers_two_colorless_creatures_share_their_colors() -> None:
    game, a, b = _ringers("Memnite", "Memnite")
    assert a not in game.state.objects and b not in game.state.objects


def test_dead_ringers_targets_nonblack_creatures_only() -> None:
    s = scenario()
    ringers = s.hand(0, "Dead Ringers")
    zombie = s.battlefield(1, "Scathe Zombies")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Centaur Courser")
    for _ in range(5):
        s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", ringers))
    assert ("target", zombie) not in game.legal_actions()


# --- Tasigur ---------------------------------------------------------------------------------------------------


def test_tasigur_702_66_delve_exiles_cards_to_pay_generic() -> None:
    s = scenario()
    tasigur = s.hand(0, "Tasigur, the Golden Fang")
    for name in ("Grizzly Bears", "Hill Giant", "Lightning Bolt", "Shock", "Divination"):
        s.graveyard(0, name)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    assert ("cast", tasigur) in game.legal_actions()
    game.apply(("cast", tasigur))
    for _ in range(5):
        assert game.pending["kind"] == "cost_delve"
        pick = next(o for o in game.legal_actions() if o[0] == "pick")
        game.apply(pick)
    assert game.pending["kind"] == "pay_mana"
    game.apply(("pay",))
    settle(game)
    assert named(game, "Tasigur, the Golden Fang", 0)
    assert len(game.state.zones.get((EXILE, -1), [])) == 5
    assert not game.state.zone(GRAVEYARD, 0)


def test_tasigur_mills_two_then_an_opponent_chooses_a_nonland_card() -> None:
    s = scenario()
    tasigur = s.battlefield(0, "Tasigur, the Golden Fang")
    for land in ("Island", "Island", "Forest", "Forest"):
        s.battlefield(0, land)
    s.library(0, "Divination")
    s.library(0, "Forest")
    s.graveyard(0, "Lightning Bolt")
    game = s.start("main1")
    game.apply(("activate", tasigur, 0))
    game.apply(("pay",))
    until(game, "opponent_choice")
    assert game.pending["player"] == 1
    options = game.legal_actions()
    names = sorted(game.state.objects[o[1]].card.name for o in options)
    assert names == ["Divination", "Lightning Bolt"]  # the milled Forest is a land
    bolt = next(o for o in options if game.state.objects[o[1]].card.name == "Lightning Bolt")
    game.apply(bolt)
    settle(game)
    assert [game.state.objects[o].card.name for o in game.state.zone(HAND, 0)] == ["Lightning Bolt"]
    assert sorted(zone_names(game, GRAVEYARD)) == ["Divination", "Forest"]


# --- Mosswort Bridge ---------------------------------------------------------------------------------------------


def test_mosswort_bridge_702_75_hideaway_exiles_one_of_the_top_four_face_down() -> None:
    s = scenario()
    bridge = s.hand(0, "Mosswort Bridge")
    for name in ("Forest", "Hill Giant", "Shock", "Divination", "Craw Wurm"):
        s.library(0, name)
    game = s.start("main1")
    game.apply(("play_land", bridge))
    until(game, "hideaway")
    seen = [game.state.objects[o[1]].card.name for o in game.legal_actions()]
    assert seen == ["Craw Wurm", "Divination", "Shock", "Hill Giant"]
    wurm = game.legal_actions()[0]
    game.apply(wurm)
    settle(game)
    (hidden,) = game.state.zones[(EXILE, -1)]
    assert game.state.objects[hidden].face_down and game.state.objects[hidden].card.name == "Craw Wurm"
    lib = [game.state.objects[o].card.name for o in game.state.zone(LIBRARY, 0)]
    assert lib[-1] == "Forest" and sorted(lib[:3]) == ["Divination", "Hill Giant", "Shock"]
    (played,) = named(game, "Mosswort Bridge", 0)
    assert game.state.objects[played].tapped


def _bridge_with_hidden(creatures: list[str], hidden: str) -> tuple[Game, int]:
    s = scenario()
    bridge = s.hand(0, "Mosswort Bridge")
    for name in ("Forest", "Forest", "Forest", hidden):
        s.library(0, name)
    for c in creatures:
        s.battlefield(0, c)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("play_land", bridge))
    until(game, "hideaway")
    game.apply(next(o for o in game.legal_actions() if game.state.objects[o[1]].card.name == hidden))
    settle(game)
    (played,) = named(game, "Mosswort Bridge", 0)
    state = game.state
    state.mut(played).tapped = False  # as on a later turn, after the untap step
    state.decision = None
    push(state, ("priority",))
    run(state)
    return game, played


def test_mosswort_bridge_plays_the_hidden_card_free_with_total_power_ten() -> None:
    game, bridge = _bridge_with_hidden(["Craw Wurm", "Craw Wurm"], "Hill Giant")
    game.apply(("activate", bridge, 1))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    until(game, "may")
    game.apply(("yes",))
    assert game.pending["kind"] in ("pay_mana", "priority") and game.state.stack_ids()  # a free cast: no payment step
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    settle(game)
    assert named(game, "Hill Giant", 0)


def test_mosswort_bridge_does_nothing_below_total_power_ten() -> None:
    game, bridge = _bridge_with_hidden(["Craw Wurm"], "Hill Giant")
    game.apply(("activate", bridge, 1))
    game.apply(("pay",))
    settle(game)
    assert not named(game, "Hill Giant", 0)
    assert len(game.state.zones[(EXILE, -1)]) == 1


# --- Possibility Storm ---------------------------------------------------------------------------------------------


def test_possibility_storm_exiles_the_spell_and_casts_one_sharing_a_type() -> None:
    s = scenario()
    s.battlefield(1, "Possibility Storm")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    for name in ("Forest", "Lightning Bolt", "Hill Giant", "Grizzly Bears"):
        s.library(0, name)
    game = s.start("main1")
    cast(game, shock, ("target", ("player", 1)))
    until(game, "may")
    assert "Lightning Bolt" in game.pending["prompt"]
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17  # the Bolt, not the Shock
    lib = [game.state.objects[o].card.name for o in game.state.zone(LIBRARY, 0)]
    assert lib[-1] == "Forest" and sorted(lib[:3]) == ["Grizzly Bears", "Hill Giant", "Shock"]
    assert zone_names(game, GRAVEYARD) == ["Lightning Bolt"]


def test_possibility_storm_ignores_spells_not_cast_from_a_hand() -> None:
    s = scenario()
    s.battlefield(1, "Possibility Storm")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    for name in ("Lightning Bolt", "Grizzly Bears"):
        s.library(0, name)
    game = s.start("main1")
    cast(game, shock, ("target", ("player", 1)))
    until(game, "may")
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    assert not game.state.pending_triggers  # the free Bolt was cast from exile
    settle(game)
    assert game.state.players[1].life == 17


# --- Warp World -------------------------------------------------------------------------------------------------


def test_warp_world_shuffles_permanents_and_puts_revealed_permanents_back() -> None:
    s = scenario()
    warp = s.hand(0, "Warp World")
    for _ in range(8):
        s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=bears)
    for _ in range(6):
        s.library(0, "Divination")
    game = s.start("main1")
    cast(game, warp)
    settle(game)
    state = game.state
    mine = [o for o in state.battlefield() if chars(state, o).controller == 0]
    assert all(state.objects[o].card.name == "Mountain" for o in mine)
    revealed_mountains = 8 - sum(1 for o in state.zone(LIBRARY, 0) if state.objects[o].card.name == "Mountain")
    assert len(mine) == revealed_mountains and len(state.zone(LIBRARY, 0)) + len(mine) == 14
    (new_bears,) = named(game, "Grizzly Bears", 1)  # Player 2 revealed exactly their two permanents
    (aura,) = named(game, "Pacifism", 1)
    assert new_bears != bears and state.objects[aura].attached_to == new_bears
    assert any(e.kind == "choice" and e.data[1] == "aura_host" for e in state.log)
    assert not state.zone(LIBRARY, 1)
    assert zone_names(game, GRAVEYARD) == ["Warp World"]
    lowest_first = [e.data[2][1] for e in state.log if e.kind == "choice" and e.data[1] == "bottom_order"]
    revealed_others = 8 - revealed_mountains
    assert len(lowest_first) == max(0, revealed_others - 1)
    assert state.zone(LIBRARY, 0)[:len(lowest_first)] == lowest_first


# --- Djinn Illuminatus --------------------------------------------------------------------------------------------


def test_djinn_illuminatus_702_56_replicate_copies_the_spell() -> None:
    s = scenario()
    s.battlefield(0, "Djinn Illuminatus")
    shock = s.hand(0, "Shock")
    bears = s.battlefield(1, "Grizzly Bears")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", shock))
    assert game.pending["kind"] == "replicate"
    assert game.legal_actions() == [("replicate", 0), ("replicate", 1), ("replicate", 2)]
    game.apply(("replicate", 2))
    game.apply(("target", ("player", 1)))
    assert "{R}{R}{R}" in game.pending["prompt"]
    game.apply(("pay",))
    until(game, "new_target")
    game.apply(("target", bears))
    until(game, "new_target")
    game.apply(("keep",))
    settle(game)
    assert bears not in game.state.objects
    assert game.state.players[1].life == 16
    assert zone_names(game, GRAVEYARD).count("Shock") == 1  # copies cease to exist (707.10a)
    assert not game.state.zones.get((STACK, -1))


def test_djinn_illuminatus_grants_replicate_only_to_its_controller() -> None:
    s = scenario()
    s.battlefield(1, "Djinn Illuminatus")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", shock))
    assert game.pending["kind"] == "choose_target"


# --- Perplexing Chimera -------------------------------------------------------------------------------------------


def test_perplexing_chimera_exchanges_control_of_itself_and_a_spell() -> None:
    s = scenario()
    chimera = s.battlefield(1, "Perplexing Chimera")
    bolt = s.hand(0, "Lightning Bolt")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    cast(game, bolt, ("target", chimera))
    until(game, "may")
    assert game.pending["player"] == 1
    game.apply(("yes",))
    until(game, "may")
    game.apply(("yes",))
    until(game, "new_target")
    game.apply(("target", bears))
    settle(game)
    assert chars(game.state, chimera).controller == 0
    assert bears not in game.state.objects
    assert game.state.zone(GRAVEYARD, 0)  # the Bolt goes to its owner's graveyard
