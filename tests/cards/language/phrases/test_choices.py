"""Tests of `cards.language.phrases.choices`: choices made as a spell resolves (608.2d) or as a permanent
enters (614.12), and what reads them. Each compiles a small card text of our own and checks what it does in
a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card, resolve

GRAIL = """Color Grail {2}
Artifact
As Color Grail enters the battlefield, choose a color.
{T}: Add one mana of the chosen color.
Creatures you control of the chosen color get +1/+1."""


PALADIN = """Chosen Paladin {2}{W}
Creature — Human Knight 2/2
As Chosen Paladin enters, choose a color.
Chosen Paladin has protection from the chosen color."""


def cast_choosing(text: str, color: str, what: str = "color") -> tuple[Any, int]:
    """Cast the card from seat 0's hand and choose `color` (or a creature type) as it enters; the game and
    the permanent."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    oid = s.hand(0, card(text))
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, card("Red Bear {1}{R}\nCreature — Bear 2/2"))
    s.battlefield(0, card("Green Bear {1}{G}\nCreature — Bear 2/2"))
    s.hand(0, card("Red Cub {1}{R}\nCreature — Bear 1/1"))
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == f"choose_{what}":
            game.apply((what, color))
            break
        game.apply(("pass",))
    else:
        raise AssertionError("no color asked")
    name = card(text).name
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == name)
    return game, new


def _by_name(game: Any, name: str) -> int:
    return next(o for o in game.state.battlefield() if game.state.objects[o].card.name == name)


def test_614_12_color_chosen_as_it_enters_is_read_by_mana_and_anthem() -> None:
    game, grail = cast_choosing(GRAIL, "R")
    st = game.state
    assert chars(st, _by_name(game, "Red Bear")).power == 3
    assert chars(st, _by_name(game, "Green Bear")).power == 2
    assert grail in st.battlefield()
    cub = next(o for o in st.zone("hand", 0) if st.objects[o].card.name == "Red Cub")
    game.apply(("cast", cub))  # the last Plains and the Grail's red mana pay {1}{R}
    game.apply(("pay",))
    assert st.objects[grail].tapped and cub not in st.zone("hand", 0)
    assert "Add one mana of the chosen color." in render(card(GRAIL))


def test_614_12_protection_from_the_chosen_color() -> None:
    game, paladin = cast_choosing(PALADIN, "B")
    assert "protection from black" in chars(game.state, paladin).keywords


def test_400_7_chosen_color_is_forgotten_when_the_permanent_leaves() -> None:
    from kitchentable.rules import events

    game, paladin = cast_choosing(PALADIN, "B")
    new = events.move(game.state, paladin, "hand")
    assert game.state.objects[new].card == card(PALADIN)
    assert not any(k.startswith("protection from black") for k in game.state.objects[new].card.keywords)


HERALD = """Type Herald {3}
Artifact
As Type Herald enters the battlefield, choose a creature type.
Creatures of the chosen type get +1/+1."""


def test_614_12_creature_type_chosen_as_it_enters() -> None:
    game, _herald = cast_choosing(HERALD, "Bear", what="type")
    st = game.state
    assert chars(st, _by_name(game, "Red Bear")).power == 3
    assert "As this enters, choose a creature type. (614.12)" in render(card(HERALD))


def test_614_12_its_enters_trigger_reads_the_choice() -> None:
    """The choice is made before the permanent enters, so its own "when ~ enters" ability sees it (614.12)."""
    scout = "Type Scout {3}\nArtifact\nAs Type Scout enters, choose a creature type.\n" \
            "When Type Scout enters, destroy all creatures of the chosen type."
    game, _scout = cast_choosing(scout, "Bear", what="type")
    for _ in range(10):
        if not game.state.stack_ids():
            break
        game.apply(("pass",))
    assert not [o for o in game.state.battlefield() if "Bear" in chars(game.state, o).subtypes]


SHOCK = """Shock Grove
Land — Swamp Forest
As Shock Grove enters the battlefield, you may pay 2 life. If you don't, Shock Grove enters the battlefield tapped."""


def test_614_12_pay_life_as_the_land_enters_or_it_enters_tapped() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    paid = s.hand(0, card(SHOCK))
    game = s.start("main1")
    game.apply(("play_land", paid))
    assert game.pending["kind"] == "pay_life_as_enters"
    game.apply(("pay",))
    st = game.state
    land = next(o for o in st.battlefield() if st.objects[o].card.name == "Shock Grove")
    assert not st.objects[land].tapped and st.players[0].life == 18
    assert "As this enters, you may pay 2 life. If you don't, it enters tapped. (614.12)" in render(card(SHOCK))


def test_614_12_declining_to_pay_life_the_land_enters_tapped() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    declined = s.hand(0, card(SHOCK))
    game = s.start("main1")
    game.apply(("play_land", declined))
    game.apply(("no",))
    st = game.state
    land = next(o for o in st.battlefield() if st.objects[o].card.name == "Shock Grove")
    assert st.objects[land].tapped and st.players[0].life == 20


def test_613_1d_it_is_the_chosen_type_in_addition_to_its_other_types() -> None:
    automaton = "Auto Test {3}\nArtifact Creature — Construct 2/2\nAs Auto Test enters, choose a creature type.\n" \
                "Auto Test is the chosen type in addition to its other types.\n" \
                "Other creatures you control of the chosen type get +1/+1."
    game, auto = cast_choosing(automaton, "Bear", what="type")
    st = game.state
    assert {"Construct", "Bear"} <= chars(st, auto).subtypes
    assert chars(st, auto).power == 2 and chars(st, _by_name(game, "Red Bear")).power == 3


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


VISE = card("Test Vise {1}\nArtifact\nAs Test Vise enters the battlefield, choose an opponent.\nAt the beginning of "
            "the chosen player's upkeep, Test Vise deals X damage to that player, where X is the number of cards in "
            "their hand minus 4.")


JARKELD = card("Test Order {2}{W}{W}\nCreature — Human Knight 1+*/1+*\nAs Test Order enters the battlefield, choose "
               "an opponent.\nTest Order's power and toughness are each equal to 1 plus the number of creatures the "
               "chosen player controls.")


def test_614_12_choose_an_opponent_as_it_enters() -> None:
    assert "As this enters, choose an opponent. (614.12)" in render(VISE)
    s = Scenario(players=3)
    vise = s.hand(0, VISE)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", vise))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_opponent"
    assert set(game.legal_actions()) == {("opponent", 1), ("opponent", 2)}
    game.apply(("opponent", 2))
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is VISE)
    from kitchentable.rules.continuous.chosen_player import chosen_player

    assert chosen_player(game.state, on) == 2


def test_614_12_the_chosen_players_upkeep_and_hand() -> None:
    assert "the number of cards in the chosen player's hand minus 4" in render(VISE)
    s = Scenario()
    vise = s.hand(0, VISE)
    s.battlefield(0, "Plains")
    for _ in range(6):
        s.hand(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", vise))
    answer_until_priority(game)
    resolve_stack(game)  # one opponent: the choice is still asked, with one answer
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 18  # six cards at its upkeep: 6 - 4
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.players[0].life == 20


def test_604_3_power_is_one_plus_creatures_the_chosen_player_controls() -> None:
    s = Scenario()
    order = s.hand(0, JARKELD)
    s.many(0, "battlefield", ["Plains"] * 4)
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)
    s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", order))
    answer_until_priority(game)
    resolve_stack(game)
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is JARKELD)
    assert (chars(game.state, on).power, chars(game.state, on).toughness) == (3, 3)


def test_608_2d_choose_a_color_then_protection_from_the_chosen_color() -> None:
    blessing = card("Test Blessing {2}{W}\nInstant\nChoose a color. Creatures you control gain protection from the "
                    "chosen color until end of turn.")
    s = Scenario()
    spell = s.hand(0, blessing)
    s.many(0, "battlefield", ["Plains", "Plains", "Plains"])
    bear = s.battlefield(0, BEAR)
    other = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "choose_color" and len(game.legal_actions()) == 5
    game.apply(("color", "R"))
    assert "protection from red" in chars(game.state, bear).keywords
    assert "protection from red" not in chars(game.state, other).keywords


def test_608_2d_choose_a_creature_type_then_creatures_of_that_type() -> None:
    outbreak = card("Test Outbreak {3}{B}\nSorcery\nChoose a creature type. All creatures of that type get -1/-1 "
                    "until end of turn.")
    goblin = card("Test Goblin {R}\nCreature — Goblin 1/1")
    s = Scenario()
    spell = s.hand(0, outbreak)
    s.many(0, "battlefield", ["Swamp"] * 4)
    gob = s.battlefield(1, goblin)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert ("type", "Goblin") in game.legal_actions()
    game.apply(("type", "Goblin"))
    assert gob not in game.state.battlefield() and bear in game.state.battlefield()


def test_614_12_todays_shock_land_wording_pays_life_or_enters_tapped() -> None:
    """Today's Oracle text: "As this land enters, you may pay 2 life. If you don't, it enters tapped." """
    modern = card("Shock Marsh\nLand — Swamp Forest\nAs this land enters, you may pay 2 life. If you don't, it "
                  "enters tapped.")
    assert [(a.kind, a.condition, a.params) for a in modern.static] == [
        (a.kind, a.condition, a.params) for a in card(SHOCK).static]
    for answer, tapped, life in ((("pay",), False, 18), (("no",), True, 20)):
        s = Scenario()
        for seat in (0, 1):
            s.many(seat, "library", ["Wastes"] * 5)
        land = s.hand(0, modern)
        game = s.start("main1")
        game.apply(("play_land", land))
        game.apply(answer)
        st = game.state
        (now,) = [o for o in st.battlefield() if st.objects[o].card.name == "Shock Marsh"]
        assert st.objects[now].tapped is tapped and st.players[0].life == life


SNARL = ("Test Snarl\nLand\nAs this land enters, you may reveal an Island or Mountain card from your hand. If you "
         "don't, this land enters tapped.\n{T}: Add {U} or {R}.")


def test_614_12_reveal_a_card_it_names_as_the_land_enters_or_it_enters_tapped() -> None:
    assert "As this enters, you may reveal an Island or Mountain card from your hand. If you don't, this enters " \
           "tapped. (614.12)" in render(card(SNARL))
    for in_hand, answer, tapped in (("Mountain", "reveal", False), ("Island", "no", True), ("Forest", None, True)):
        s = Scenario()
        for seat in (0, 1):
            s.many(seat, "library", ["Wastes"] * 5)
        snarl = s.hand(0, card(SNARL))
        shown = s.hand(0, in_hand)
        game = s.start("main1")
        game.apply(("play_land", snarl))
        if answer is None:  # no card it names in hand: nothing to ask
            assert game.pending["kind"] == "priority"
        else:
            assert game.pending["kind"] == "reveal_as_enters"
            assert set(game.legal_actions()) == {("reveal", shown), ("no",)}
            game.apply(("reveal", shown) if answer == "reveal" else ("no",))
        st = game.state
        (land,) = [o for o in st.battlefield() if st.objects[o].card.name == "Test Snarl"]
        assert st.objects[land].tapped is tapped
        assert shown in st.zones[("hand", 0)]  # revealing keeps the card in hand (701.20a)


RACK = card("Test Rack {3}\nArtifact\nAt the beginning of each opponent's upkeep, Test Rack deals X damage to that "
            "player, where X is 3 minus the number of cards in their hand.")


MUSE = card("Test Muse {3}{U}{U}\nCreature — Spirit 2/2\nAt the beginning of each player's upkeep, that player mills X "
            "cards, where X is the number of cards in their hand.")


def test_603_2_their_hand_is_the_hand_of_the_player_whose_upkeep_it_is() -> None:
    assert "3 minus the number of cards in their hand to that player" in render(RACK)
    s = Scenario()
    s.battlefield(0, RACK)
    for _ in range(5):
        s.hand(0, BEAR)  # the controller's full hand is not the one counted
    s.hand(1, BEAR)
    s.many(0, "library", ["Forest"] * 3)
    s.many(1, "library", ["Forest"] * 3)
    game = s.start("untap", active=1)
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 18  # one card in their hand at their upkeep: 3 - 1
    assert game.state.players[0].life == 20


def test_107_1b_their_hand_minus_never_deals_less_than_zero() -> None:
    s = Scenario()
    s.battlefield(0, RACK)
    for _ in range(4):
        s.hand(1, BEAR)
    s.many(1, "library", ["Forest"] * 3)
    game = s.start("untap", active=1)
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 20


def test_603_2_each_players_upkeep_that_player_mills_their_hand_size() -> None:
    assert "mills cards equal to the number of cards in their hand" in render(MUSE)
    s = Scenario()
    s.battlefield(0, MUSE)
    s.hand(0, BEAR)
    for _ in range(2):
        s.hand(1, BEAR)
    s.many(0, "library", ["Forest"] * 5)
    s.many(1, "library", ["Forest"] * 5)
    game = s.start("untap", active=1)
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert len(game.state.zone("graveyard", 1)) == 2 and not game.state.zone("graveyard", 0)


JINX = card("Test Jinx {1}{U}\nInstant\nTarget land becomes the basic land type of your choice until end of turn.")


def test_608_2d_305_7_target_land_becomes_the_basic_land_type_of_your_choice() -> None:
    assert render(JINX).splitlines()[-1] == ("Target land becomes the basic land type of your choice until end of "
                                             "turn.")
    s = Scenario()
    spell = s.hand(0, JINX)
    s.many(0, "battlefield", ["Island", "Island"])
    swamp = s.battlefield(1, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", swamp) if ("target", swamp) in options else
                   ("pay",) if ("pay",) in options else options[0])
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_type" and ("type", "Mountain") in game.legal_actions()
    assert ("type", "Elf") not in game.legal_actions()  # 205.3i: a basic land type only
    game.apply(("type", "Mountain"))
    answer_until_priority(game)
    assert chars(game.state, swamp).subtypes == frozenset({"Mountain"})  # 305.7: no longer a Swamp
    pass_until(game, lambda g: g.state.active == 1)
    assert chars(game.state, swamp).subtypes == frozenset({"Swamp"})  # the effect ended with the turn (514.2)
