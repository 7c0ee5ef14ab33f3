"""Tests of `cards.language.phrases.player_rules`: rules that change what a player may do (101.2, 305, 601.3).
Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card, resolve

FLASHY = card("Test Ambush {1}{G}\nCreature — Elf 2/2\nYou may cast Test Ambush as though it had flash.")


COSTLY = card("Test Rush {1}{R}\nSorcery\nYou may cast Test Rush as though it had flash if you pay {2} more to "
              "cast it.\nTest Rush deals 2 damage to any target.")


def _opponents_turn(lands: int, spell: object, land: str = "Mountain") -> tuple[object, int]:
    s = Scenario()
    oid = s.hand(0, spell)
    for _ in range(lands):
        s.battlefield(0, land)
    s.many(0, "library", ["Forest"] * 3)
    s.many(1, "library", ["Forest"] * 3)
    game = s.start("upkeep", active=1)
    while game.pending["player"] != 0:
        game.apply(("pass",))
    return game, oid


def test_601_3_may_cast_as_though_it_had_flash() -> None:
    assert "flash" in render(FLASHY).lower()
    game, oid = _opponents_turn(2, FLASHY, "Forest")
    assert game.state.active == 1 and ("cast", oid) in game.legal_actions()
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve(game)
    assert any(game.state.objects[o].card.name == "Test Ambush" for o in game.state.battlefield())


def test_601_3_flash_permission_extra_cost_only_at_instant_timing() -> None:
    game, oid = _opponents_turn(3, COSTLY)
    assert ("cast", oid) not in game.legal_actions()  # {1}{R} + {2} more: three lands are not enough
    game, oid = _opponents_turn(4, COSTLY)
    assert ("cast", oid) in game.legal_actions()
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    lands = [o for o in game.state.battlefield() if game.state.objects[o].controller == 0]
    assert all(game.state.objects[o].tapped for o in lands)  # {1}{R} and {2} more: all four paid
    s = Scenario()
    oid = s.hand(0, COSTLY)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert ("cast", oid) in game.legal_actions()  # at sorcery timing it costs only its mana cost


def test_614_10_skip_your_draw_step() -> None:
    skip = card("Test Bargain {4}{B}{B}\nEnchantment\nSkip your draw step.")
    assert "draw step" in render(skip).lower()
    s = Scenario()
    s.battlefield(0, skip)
    s.many(0, "library", ["Forest"] * 3)
    s.many(1, "library", ["Forest"] * 3)
    game = s.start("upkeep")
    while game.state.step == "upkeep":
        game.apply(("pass",))
    assert len(game.state.zone("hand", 0)) == 0
    assert game.state.step != "draw" and any(e.kind == "skip_step" for e in game.state.log)


def test_402_2_no_maximum_hand_size_skips_the_cleanup_discard() -> None:
    tower = card("Test Tower\nLand\nYou have no maximum hand size.")
    players = card("Test Anvil {2}\nArtifact\nPlayers have no maximum hand size.")
    assert "maximum hand size" in render(tower).lower() and "maximum hand size" in render(players).lower()
    for permanent, seat in ((tower, 0), (players, 1)):
        s = Scenario()
        for _ in range(9):
            s.hand(0, BEAR)
        s.battlefield(seat, permanent)
        s.many(1, "library", ["Forest"] * 3)
        game = s.start("end")
        game.apply(("pass",))
        game.apply(("pass",))
        assert game.pending["kind"] != "cleanup_discard" and len(game.state.zone("hand", 0)) == 9
    s = Scenario()
    for _ in range(9):
        s.hand(0, BEAR)
    s.battlefield(1, tower)  # "you": only its controller
    s.many(1, "library", ["Forest"] * 3)
    game = s.start("end")
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "cleanup_discard"


def test_603_7_flash_cast_permanent_is_sacrificed_at_the_next_cleanup_step() -> None:
    reflexes = card("Test Reflexes {1}{R}\nEnchantment\nYou may cast Test Reflexes as though it had flash. If you "
                    "cast it any time a sorcery couldn't have been cast, the controller of the permanent it "
                    "becomes sacrifices it at the beginning of the next cleanup step.")
    assert "next cleanup step" in render(reflexes)
    game, oid = _opponents_turn(2, reflexes)
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve(game)

    def on_battlefield() -> bool:
        return any(game.state.objects[o].card.name == "Test Reflexes" for o in game.state.battlefield())

    assert on_battlefield()
    turn = game.state.turn
    while game.state.turn == turn and on_battlefield():
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("attack_done",) if ("attack_done",) in options
                   else options[0])
    assert not on_battlefield() and game.state.step == "cleanup" and game.state.turn == turn
    s = Scenario()  # cast at sorcery timing: no delayed trigger, it stays
    oid = s.hand(0, reflexes)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve(game)
    assert on_battlefield() and not game.state.delayed


COURSER = card("Test Courser {1}{G}{G}\nEnchantment Creature — Centaur 2/4\nPlay with the top card of your library "
               "revealed.\nYou may play lands from the top of your library.")


VIZIER = card("Test Vizier {3}{G}\nCreature — Naga Cleric 3/4\nYou may look at the top card of your library any "
              "time.\nYou may cast creature spells from the top of your library.")


SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def test_305_1_play_a_land_from_the_top_of_your_library() -> None:
    from kitchentable.api.game import observation

    s = Scenario()
    s.battlefield(0, COURSER)
    forest = s.library(0, "Forest")
    game = s.start("main1")
    assert observation(game.state, 1)["zones"]["library:0"]["top"]["name"] == "Forest"  # revealed to all
    assert ("play_land", forest) in game.legal_actions()
    game.apply(("play_land", forest))
    assert forest not in game.state.zone("library", 0)
    assert any(game.state.objects[o].card.name == "Forest" for o in game.state.battlefield())
    assert not any(a[0] == "play_land" for a in game.legal_actions())  # one land play (305.2)


def test_601_2_cast_a_creature_spell_from_the_top_of_your_library() -> None:
    from kitchentable.api.game import observation

    s = Scenario()
    s.battlefield(0, VIZIER)
    s.many(0, "battlefield", ["Forest", "Forest", "Mountain"])
    shock = s.library(0, SHOCK)
    bear = s.library(0, BEAR)
    game = s.start("main1")
    assert observation(game.state, 0)["zones"]["library:0"]["top"]["name"] == BEAR.name  # its controller looks
    assert "top" not in observation(game.state, 1)["zones"]["library:0"]  # hidden from the others
    assert ("cast", bear, "library_top") in game.legal_actions()
    game.apply(("cast", bear, "library_top"))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is BEAR for o in game.state.battlefield())
    assert ("cast", shock, "library_top") not in game.legal_actions()  # not a creature spell


YEVA = card("Test Herald {2}{G}{G}\nCreature — Elf Shaman 4/4\nYou may cast green creature spells as though they "
            "had flash.")
RED_BEAR = card("Test Red Bear {1}{R}\nCreature — Bear 2/2")


def test_601_3_702_8_you_may_cast_green_creature_spells_as_though_they_had_flash() -> None:
    assert "You may cast green creature spells as though they had flash." in render(YEVA)
    for herald, green, red in ((True, True, False), (False, False, False)):
        s = Scenario()
        bear = s.hand(0, BEAR)
        other = s.hand(0, RED_BEAR)
        if herald:
            s.battlefield(0, YEVA)
        s.many(0, "battlefield", ["Forest", "Forest", "Mountain"])
        s.many(0, "library", ["Forest"] * 3)
        s.many(1, "library", ["Forest"] * 3)
        game = s.start("upkeep", active=1)
        while game.pending["player"] != 0:
            game.apply(("pass",))
        actions = game.legal_actions()
        assert (("cast", bear) in actions) is green and (("cast", other) in actions) is red


SNITCHES = card("Test Snitches {1}{U}\nCreature — Faerie Rogue 1/3\nPlayers play with the top card of their libraries "
                "revealed.")
TELEPATHY = card("Test Telepathy {U}\nEnchantment\nYour opponents play with their hands revealed.")
REVELATION = card("Test Revelation {G}\nEnchantment\nPlayers play with their hands revealed.")
RENEWAL = card("Test Renewal {2}{W}{W}\nEnchantment\nPlay with your hand revealed.")


def test_401_2_players_play_with_the_top_card_of_their_libraries_revealed() -> None:
    assert "Players play with the top card of their libraries revealed." in render(SNITCHES)
    s = Scenario(players=3)
    s.battlefield(1, SNITCHES)  # whoever controls it, every library's top card is public
    for seat in range(3):
        s.many(seat, "library", ["Forest", "Island"])
    game = s.start("main1")
    for viewer in (0, 1, 2, -1):
        zones = game.observation(viewer)["zones"]
        assert all(zones[f"library:{seat}"]["top"]["name"] == "Island" for seat in range(3) if seat != viewer)


def test_402_3_hands_played_revealed_are_seen_by_every_player() -> None:
    for text, shown in ((REVELATION, {0, 1}), (TELEPATHY, {1}), (RENEWAL, {0})):
        assert render(text).splitlines()[-1].lower().endswith("revealed.")
        s = Scenario()
        s.battlefield(0, text)
        s.hand(0, BEAR)
        s.hand(1, BEAR)
        game = s.start("main1")
        for seat in (0, 1):
            hand = game.observation(1 - seat)["zones"][f"hand:{seat}"]
            assert ("seen" in hand) == (seat in shown), (text.name, seat)
            assert hand["count"] == 1
            if seat in shown:
                assert hand["seen"][0]["name"] == "Plain Bear"
        spectator = game.observation(-1)["zones"]
        assert {seat for seat in (0, 1) if "seen" in spectator[f"hand:{seat}"]} == shown


def test_402_3_a_hand_is_hidden_again_when_the_permanent_leaves() -> None:
    s = Scenario()
    rev = s.battlefield(0, REVELATION)
    s.hand(1, BEAR)
    game = s.start("main1")
    assert "seen" in game.observation(0)["zones"]["hand:1"]
    from kitchentable.rules import events

    events.move(game.state, rev, "graveyard", to_seat=0)
    assert "seen" not in game.observation(0)["zones"]["hand:1"]


WARP = card("Test Warp {3}{U}{U}\nSorcery\nTarget player takes an extra turn after this one.")
STRETCH = card("Test Stretch {8}{U}{U}\nSorcery\nTarget player takes two extra turns after this one.")


def _turns_after_casting(spell: object, lands: int, target: int, turns: int) -> list[int]:
    """Cast `spell` from seat 0's hand targeting player `target`, then the active player of each of the next
    `turns` turns."""
    s = Scenario()
    oid = s.hand(0, spell)
    s.many(0, "battlefield", ["Island"] * lands)
    for seat in (0, 1):
        s.many(seat, "library", ["Island"] * 10)
    game = s.start("main1")
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        wanted = ("target", ("player", target))
        game.apply(wanted if wanted in options else ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    seen: list[int] = []
    turn = game.state.turn
    for _ in range(turns):
        pass_until(game, lambda g, t=turn: g.state.turn > t)
        turn = game.state.turn
        seen.append(game.state.active)
    return seen


def test_500_7_target_player_takes_an_extra_turn_after_this_one() -> None:
    assert render(WARP).splitlines()[-1] == "Target player takes an extra turn after this one."
    assert _turns_after_casting(WARP, 5, 0, 2) == [0, 1]  # seat 0 again, then the normal order
    assert _turns_after_casting(WARP, 5, 1, 2) == [1, 1]  # the opponent's extra turn, then their own


def test_500_7_two_extra_turns_are_taken_one_after_the_other() -> None:
    assert render(STRETCH).splitlines()[-1] == "Target player takes two extra turns after this one."
    assert _turns_after_casting(STRETCH, 10, 0, 3) == [0, 0, 1]


EXPLORE = card("Test Explore {1}{G}\nSorcery\nYou may play an additional land this turn.\nDraw a card.")
BLOOM = card("Test Bloom {1}{G}\nSorcery\nYou may play up to three additional lands this turn.")
EXPLORATION = card("Test Exploration {G}\nEnchantment\nYou may play an additional land on each of your turns.")
CAULDRON = card("Test Cauldron {5}\nArtifact\nEach player may play an additional land during each of their turns.")


def _land_plays(game: object) -> int:
    """Play lands from seat 0's hand while the game offers it; how many were played."""
    played = 0
    while True:
        plays = [a for a in game.legal_actions() if a[0] == "play_land"]  # type: ignore[attr-defined]
        if not plays:
            return played
        game.apply(plays[0])  # type: ignore[attr-defined]
        answer_until_priority(game)  # type: ignore[arg-type]
        played += 1


def _with_lands_in_hand(*cards: object, permanents: tuple[object, ...] = ()) -> tuple[object, list[int]]:
    s = Scenario()
    oids = [s.hand(0, c) for c in cards]
    s.many(0, "hand", ["Forest"] * 5)
    s.many(0, "battlefield", ["Forest"] * 2)
    for p in permanents:
        s.battlefield(0, p)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 10)
    game = s.start("main1")
    assert game.state.turn == 5  # the scenario's first turn; the tests pass to turn 7, seat 0's next
    return game, oids


def test_305_2a_an_effect_allows_an_additional_land_this_turn_only() -> None:
    assert render(EXPLORE).splitlines()[2] == "You may play an additional land this turn. Draw a card."
    game, (oid,) = _with_lands_in_hand(EXPLORE)
    game.apply(("cast", oid))  # type: ignore[attr-defined]
    answer_until_priority(game)  # type: ignore[arg-type]
    resolve_stack(game)  # type: ignore[arg-type]
    assert _land_plays(game) == 2
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)  # type: ignore[attr-defined]
    assert _land_plays(game) == 1  # 305.2: the next turn has one land play again


def test_305_2a_up_to_three_additional_lands_this_turn() -> None:
    assert render(BLOOM).splitlines()[-1] == "You may play up to three additional lands this turn."
    game, (oid,) = _with_lands_in_hand(BLOOM)
    game.apply(("cast", oid))  # type: ignore[attr-defined]
    answer_until_priority(game)  # type: ignore[arg-type]
    resolve_stack(game)  # type: ignore[arg-type]
    assert _land_plays(game) == 4


def test_305_2a_a_static_ability_allows_an_additional_land_on_each_of_your_turns() -> None:
    assert render(EXPLORATION).splitlines()[-1] == "You may play an additional land on each of your turns."
    game, _ = _with_lands_in_hand(permanents=(EXPLORATION,))
    assert _land_plays(game) == 2
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)  # type: ignore[attr-defined]
    assert _land_plays(game) == 2


def test_305_2a_each_player_may_play_an_additional_land() -> None:
    assert render(CAULDRON).splitlines()[-1] == \
        "Each player may play an additional land during each of their turns."
    s = Scenario()
    s.battlefield(0, CAULDRON)
    s.many(1, "hand", ["Forest"] * 3)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 10)
    game = s.start("main1", active=1)
    while game.pending["player"] != 1:
        game.apply(("pass",))
    plays = 0
    while any(a[0] == "play_land" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if a[0] == "play_land"))
        answer_until_priority(game)
        plays += 1
    assert plays == 2  # the opponent's own turn: the Cauldron's controller's ability applies to each player


SHOAL = card("Test Shoal {3}{U}\nCreature — Fish 3/4\nAny player may cast spells as though they had flash.")


def test_601_3_any_player_may_cast_spells_as_though_they_had_flash() -> None:
    assert "Any player may cast spells as though they had flash." in render(SHOAL)
    for shoal_in_play in (True, False):
        s = Scenario()
        bear = s.hand(1, RED_BEAR)  # the opponent's creature spell, on the controller's turn
        if shoal_in_play:
            s.battlefield(0, SHOAL)
        s.many(1, "battlefield", ["Mountain", "Mountain"])
        s.many(0, "library", ["Forest"] * 3)
        s.many(1, "library", ["Forest"] * 3)
        game = s.start("main1", active=0)
        game.apply(("pass",))
        assert game.pending["player"] == 1
        assert (("cast", bear) in game.legal_actions()) is shoal_in_play
