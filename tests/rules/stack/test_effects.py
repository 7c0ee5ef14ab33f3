"""One-shot effects (608.2, 610): flicker (400.7: "exile ..., then return that card to the battlefield" finds
the card as the new object the exile made and brings back a new permanent) and predefined tokens (111.10).
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.payment import summoning_sick
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, EXILE
from kitchentable.scenario import Scenario
from tests.cards.harness import drive
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEAST = "Glade Beast {2}{G}\nCreature — Beast 3/3\nWhen Glade Beast enters the battlefield, you gain 2 life."
BLINK = ("Quick Blink {W}\nInstant\nExile target creature you control, then return that card to the battlefield "
         "under its owner's control.")
SPIRIT = ("Blinking Wisp {1}{W}\nCreature — Spirit 1/1\n{W}: Exile Blinking Wisp, then return it to the "
          "battlefield under its owner's control.\nWhen Blinking Wisp enters the battlefield, you gain 1 life.")
FLUX = ("Spirit Flux {U}\nInstant\nExile target creature you control, then return that card to the battlefield "
        "under its owner's control. Put a +1/+1 counter on it.")


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def _on_battlefield(game: object, name: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [oid for oid, o in st.objects.items() if o.zone[0] == BATTLEFIELD and o.card.name == name]


def test_400_7_flickered_creature_returns_as_a_new_object() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    beast = s.battlefield(0, _card(BEAST), tapped=True, counters={"+1/+1": 2})
    s.state.objects[beast].damage = 2
    s.battlefield(0, "Plains")
    blink = s.hand(0, _card(BLINK))
    game = s.start("main1")
    game.apply(("cast", blink))
    drive(game, [("id", beast)], {"cost_choice": ("cost", "normal")})
    st = game.state
    assert beast not in st.objects
    (new,) = _on_battlefield(game, "Glade Beast")
    o = st.objects[new]
    assert not o.tapped and not o.counters and o.damage == 0
    assert summoning_sick(st, new)
    assert st.players[0].life == 22  # its enters-the-battlefield trigger fired (603.6a)
    assert not [x for x in st.objects.values() if x.zone[0] == EXILE]


def test_400_7h_exile_self_then_return_it_finds_the_exiled_card() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    wisp = s.battlefield(0, _card(SPIRIT), counters={"+1/+1": 1})
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("activate", wisp, 0))
    drive(game, [], {"cost_choice": ("cost", "normal")})
    (new,) = _on_battlefield(game, "Blinking Wisp")
    assert new != wisp and not game.state.objects[new].counters
    assert game.state.players[0].life == 21


def test_400_7h_later_parts_of_the_effect_find_the_returned_permanent() -> None:
    """Essence Flux style: "... then return that card ... Put a +1/+1 counter on it." puts the counter on the
    permanent that came back."""
    s = Scenario(options={"idle_mana_abilities": True})
    beast = s.battlefield(0, _card(BEAST))
    s.battlefield(0, "Island")
    flux = s.hand(0, _card(FLUX))
    game = s.start("main1")
    game.apply(("cast", flux))
    drive(game, [("id", beast)], {"cost_choice": ("cost", "normal")})
    (new,) = _on_battlefield(game, "Glade Beast")
    assert game.state.objects[new].counters.get("+1/+1") == 1


def test_111_8_a_flickered_token_does_not_come_back() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    beast = s.battlefield(0, _card(BEAST))
    s.state.objects[beast].token = True
    s.battlefield(0, "Plains")
    blink = s.hand(0, _card(BLINK))
    game = s.start("main1")
    game.apply(("cast", blink))
    drive(game, [("id", beast)], {"cost_choice": ("cost", "normal")})
    assert not _on_battlefield(game, "Glade Beast")
    assert game.state.players[0].life == 20


def test_110_5b_flicker_returning_it_tapped() -> None:
    displacer = _card("Void Shifter {2}{C}\nCreature — Eldrazi 3/3\n{C}: Exile another target creature, then "
                      "return it to the battlefield tapped under its owner's control.")
    s = Scenario(options={"idle_mana_abilities": True})
    shifter = s.battlefield(0, displacer)
    s.battlefield(0, "Wastes")
    bear = s.battlefield(1, _card(BEAST))
    game = s.start("main1")
    game.apply(("activate", shifter, 0))
    drive(game, [("id", bear)], {"cost_choice": ("cost", "normal")})
    (new,) = _on_battlefield(game, "Glade Beast")
    o = game.state.objects[new]
    assert o.tapped and o.controller == 1 and new != bear
    assert game.state.players[1].life == 22  # its controller's trigger


# --- predefined tokens (111.10) -------------------------------------------------------------------------------------


def test_111_10_lander_token_fetches_a_basic_land_tapped() -> None:
    maker = card("Lander Maker {1}\nSorcery\nEach player creates a Lander token. Create a tapped Shard token.")
    s = scenario()
    spell = s.hand(0, maker)
    forest = s.library(0, card("Forest\nBasic Land — Forest"))
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    landers = named(game, "Lander")
    assert sorted(game.state.objects[o].controller for o in landers) == [0, 1]
    (shard,) = named(game, "Shard")
    assert game.state.objects[shard].tapped and "Enchantment" in chars(game.state, shard).types
    (mine,) = [o for o in landers if game.state.objects[o].controller == 0]
    game.apply(("activate", mine, 0))
    game.apply(("pay",))
    settle(game, (("find", forest),))
    assert mine not in game.state.battlefield()
    (fetched,) = named(game, "Forest")
    assert game.state.objects[fetched].tapped and forest not in game.state.objects


# --- 113.7a, 603.10a: an ability whose source has left the game uses its last known information --------------------

PLAYGROUND = card("Devil's Playground {4}{R}{R}\nSorcery\nCreate four 1/1 red Devil creature tokens. They have "
                  "\"When this creature dies, it deals 1 damage to any target.\"")
TEST_SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")
MARTYR = card("Test Martyr {2}{R}\nCreature — Devil 3/1\nWhen this creature dies, it deals damage equal to its "
              "power to any target.")
SAINT = card("Test Saint {2}{W}\nCreature — Human 1/4\nWhen this creature dies, you gain life equal to its toughness.")
GROWTH = card("Test Growth {G}\nInstant\nTarget creature gets +3/+3 until end of turn.")


def _kill(game: Any, victim: int) -> None:
    _shock(game, victim, (("target", ("player", 1)),))


def test_113_7a_a_devil_token_that_died_deals_its_damage() -> None:
    s = scenario()
    lands(s, 0, 7)
    s.hand(0, PLAYGROUND)
    s.hand(0, TEST_SHOCK)
    game = s.start("main1")
    game.apply(("cast", named(game, "Devil's Playground", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    devils = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(devils) == 4
    _kill(game, devils[0])
    assert devils[0] not in game.state.objects  # 704.5d: the token ceased to exist
    assert game.state.players[1].life == 19


def _shock(game: Any, victim: int, answers: tuple[tuple[Any, ...], ...] = ()) -> None:
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    game.apply(("target", victim))
    game.apply(("pay",))
    settle(game, answers)


def test_603_10a_damage_equal_to_its_power_reads_it_as_it_last_existed() -> None:
    s = scenario()
    lands(s, 0, 2)
    s.many(0, "battlefield", ["Forest"])
    martyr = s.battlefield(0, MARTYR)
    s.many(0, "hand", [TEST_SHOCK, TEST_SHOCK, GROWTH])
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Growth", "hand")[0]))
    game.apply(("target", martyr))
    game.apply(("pay",))
    settle(game)
    _shock(game, martyr)
    _shock(game, martyr, (("target", ("player", 1)),))
    assert named(game, "Test Martyr", "graveyard")
    assert game.state.players[1].life == 14  # 3 printed power +3 until end of turn, as it last existed


def test_603_10a_life_equal_to_its_toughness_from_a_dies_trigger() -> None:
    s = scenario()
    lands(s, 0, 2)
    saint = s.battlefield(0, SAINT)
    s.many(0, "hand", [TEST_SHOCK, TEST_SHOCK])
    game = s.start("main1")
    _shock(game, saint)
    _shock(game, saint)
    assert named(game, "Test Saint", "graveyard") and game.state.players[0].life == 24


def test_608_2h_life_lost_this_way_is_every_player_s_loss() -> None:
    tithe = compile_card(parse_text("Test Tithe {3}{B}\nSorcery\nEach opponent loses 3 life. You gain life equal to "
                                    "the life lost this way.\n", "test")[0])
    s = Scenario("vortex", 3)
    spell = s.hand(0, tithe)
    for _ in range(4):
        s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, [])
    lives = [p.life for p in game.state.players]
    start = game.state.rules.starting_life(game.state, 0)
    assert lives == [start + 6, start - 3, start - 3]
