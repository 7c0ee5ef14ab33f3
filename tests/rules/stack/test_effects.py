"""One-shot effects (608.2, 610): flicker (400.7: "exile ..., then return that card to the battlefield" finds
the card as the new object the exile made and brings back a new permanent) and predefined tokens (111.10).
"""

from __future__ import annotations

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
