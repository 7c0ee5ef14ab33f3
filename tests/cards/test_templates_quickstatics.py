"""Player-rule and timing statics (branch quickstatics): flash permission (601.3), "skip your draw step"
(614.10) and "no maximum hand size" (402.2). Each compiles a small card text of our own in Oracle templating
and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.test_templates import BEAR, card, resolve

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


class _Pool:
    def __init__(self, *cards: CardDef) -> None:
        self.cards = {c.name: c for c in cards}

    def get(self, name: str) -> CardDef:
        return self.cards[name]


def test_103_6_leyline_may_begin_the_game_on_the_battlefield() -> None:
    leyline = card("Test Leyline {2}{B}{B}\nEnchantment\n"
                   "If Test Leyline is in your opening hand, you may begin the game with it on the battlefield.")
    assert "opening hand" in render(leyline)
    pool = _Pool(leyline, card("Forest\nBasic Land — Forest"))
    deck = ["Test Leyline"] * 40
    game = Game("duel", [deck, deck], seed=5, pool=pool)
    while game.pending["kind"] in ("mulligan", "mulligan_bottom"):
        game.apply(("keep",) if ("keep",) in game.legal_actions() else game.legal_actions()[0])
    first = game.state.starting_player
    assert game.pending["kind"] == "opening_hand_action" and game.pending["player"] == first
    hand = list(game.state.zone("hand", first))
    game.apply(("begin_on_battlefield", hand[0]))
    game.apply(("begin_on_battlefield", hand[1]))
    game.apply(("done",))
    other = 1 - first
    assert game.pending["kind"] == "opening_hand_action" and game.pending["player"] == other
    game.apply(("done",))
    mine = [o for o in game.state.battlefield() if game.state.objects[o].controller == first]
    assert len(mine) == 2 and len(game.state.zone("hand", first)) == 5
    assert not any(game.state.objects[o].controller == other for o in game.state.battlefield())


def test_608_2d_gains_protection_from_the_color_of_your_choice() -> None:
    ward = card("Test Ward {W}\nInstant\n"
                "Target creature you control gains protection from the color of your choice until end of turn.")
    assert "protection" in render(ward)
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    oid = s.hand(0, ward)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("target", bear))
    while game.pending["kind"] not in ("priority", "choose_color"):
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    while game.pending["kind"] != "choose_color":
        game.apply(("pass",))
    assert game.pending["player"] == 0
    game.apply(("color", "R"))
    assert "protection from red" in chars(game.state, bear).keywords
    assert "protection from blue" not in chars(game.state, bear).keywords


def test_205_1b_becomes_the_creature_type_of_your_choice() -> None:
    mistform = card("Test Mistform {2}{U}\nCreature — Illusion 2/1\n"
                    "{1}: Test Mistform becomes the creature type of your choice until end of turn.")
    assert "creature type" in render(mistform)
    s = Scenario()
    oid = s.battlefield(0, mistform)
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    while game.pending["kind"] not in ("priority", "choose_type"):
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    while game.pending["kind"] != "choose_type":
        game.apply(("pass",))
    game.apply(("type", "Elf"))
    c = chars(game.state, oid)
    assert c.subtypes == frozenset({"Elf"}) and "Creature" in c.types


def test_115_1_choose_target_creature_declares_the_target_the_next_sentences_use() -> None:
    filth = card("Test Filth {B}{G}\nSorcery\nChoose target creature. Mill two cards, then that creature gets "
                 "-1/-1 until end of turn for each land card in your graveyard.")
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    oid = s.hand(0, filth)
    s.many(0, "library", ["Forest"] * 3)
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", oid))
    assert game.pending["kind"] == "choose_target"
    game.apply(("target", bear))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve(game)
    assert bear not in game.state.objects or game.state.objects[bear].zone[0] != "battlefield"
