"""The `library` block (cards/phrases_library.py, rules/library_moves.py): choosing among library, hand and
graveyard cards. Each test compiles a small card of our own in modern Oracle templating and plays it."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, HAND
from kitchentable.scenario import Scenario
from tests.cards.test_templates import BEAR, BIG, card, resolve


def _names(game, zone: str, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _top_down(game, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return list(reversed(_names(game, "library", seat)))


def _named(game, zone: str, name: str, seat: int = 0) -> int:  # type: ignore[no-untyped-def]
    ids = game.state.battlefield() if zone == BATTLEFIELD else game.state.zone(zone, seat)
    return next(o for o in ids if game.state.objects[o].card.name == name)


def _cast(game, spell: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)


def test_608_2c_return_a_creature_card_from_your_graveyard_is_chosen_on_resolution_not_targeted() -> None:
    raise_ = card("Test Recall {1}{B}\nSorcery\nReturn up to two creature cards from your graveyard to your hand.")
    s = Scenario()
    spell = s.hand(0, raise_)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.many(0, "graveyard", [BEAR, BIG, "Forest"])
    game = s.start("main1")
    game.apply(("cast", spell))
    assert game.pending["kind"] != "choose_targets"  # nothing is targeted (115.1)
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "choose_card"
    bear, ox = _named(game, GRAVEYARD, "Plain Bear"), _named(game, GRAVEYARD, "Big Ox")
    assert set(game.legal_actions()) == {("choose", bear), ("choose", ox), ("choose_none",)}
    game.apply(("choose", ox))
    game.apply(("choose_none",))  # "up to": one is enough
    assert _names(game, HAND) == ["Big Ox"] and sorted(_names(game, GRAVEYARD)) == ["Forest", "Plain Bear",
                                                                                     "Test Recall"]


def test_110_4b_return_a_permanent_card_from_your_graveyard_to_the_battlefield_tapped() -> None:
    unearth = card("Test Unearth {2}{B}\nSorcery\nReturn a permanent card from your graveyard to the battlefield "
                   "tapped.")
    s = Scenario()
    spell = s.hand(0, unearth)
    s.many(0, "battlefield", ["Swamp", "Swamp", "Swamp"])
    s.many(0, "graveyard", ["Lightning Bolt", BEAR])
    game = s.start("main1")
    _cast(game, spell)
    bear = _named(game, GRAVEYARD, "Plain Bear")
    assert game.legal_actions() == [("choose", bear)]  # an instant is not a permanent card
    game.apply(("choose", bear))
    new = _named(game, BATTLEFIELD, "Plain Bear")
    assert game.state.objects[new].tapped and game.state.objects[new].controller == 0


def test_401_4_put_target_card_from_your_graveyard_on_top_of_your_library() -> None:
    reclaim = card("Test Reclaim {G}\nInstant\nPut target card from your graveyard on top of your library.")
    s = Scenario()
    spell = s.hand(0, reclaim)
    s.battlefield(0, "Forest")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bolt))
    game.apply(("pay",))
    resolve(game)
    assert _top_down(game) == ["Lightning Bolt", "Island"]


def test_404_2_put_target_creature_card_from_an_opponents_graveyard_onto_the_battlefield_under_your_control() -> None:
    grave = card("Test Betrayal {4}{B}\nSorcery\nPut target creature card from an opponent's graveyard onto the "
                 "battlefield under your control.")
    s = Scenario()
    spell = s.hand(0, grave)
    s.many(0, "battlefield", ["Swamp"] * 5)
    mine = s.graveyard(0, BIG)
    theirs = s.graveyard(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert ("target", mine) not in game.legal_actions()  # a card you own is not in an opponent's graveyard
    game.apply(("target", theirs))
    game.apply(("pay",))
    resolve(game)
    bear = _named(game, BATTLEFIELD, "Plain Bear")
    assert game.state.objects[bear].controller == 0 and game.state.objects[bear].owner == 1


def test_701_13_mill_then_you_may_put_a_card_from_among_the_milled_cards_into_your_hand() -> None:
    grisly = card("Test Salvage {B}{G}\nInstant\nMill four cards. You may put a creature or land card from among "
                  "them into your hand.")
    s = Scenario()
    spell = s.hand(0, grisly)
    s.many(0, "battlefield", ["Swamp", "Forest"])
    s.many(0, "library", ["Plains", BEAR, "Lightning Bolt", "Giant Growth", "Forest"])  # Forest on top... 5 cards
    game = s.start("main1")
    _cast(game, spell)
    assert game.pending["kind"] == "choose_card"
    options = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "choose"}
    assert options == {"Plain Bear", "Forest"}  # milled: Forest, Giant Growth, Lightning Bolt, Plain Bear
    assert ("choose_none",) in game.legal_actions()
    game.apply(("choose", _named(game, GRAVEYARD, "Plain Bear")))
    assert _names(game, HAND) == ["Plain Bear"] and _top_down(game) == ["Plains"]


def test_603_2c_whenever_one_or_more_cards_are_put_into_your_graveyard_from_your_library_triggers_once() -> None:
    horror = card("Test Horror {1}{B}\nCreature — Horror 1/1\nWhenever one or more cards are put into your "
                  "graveyard from your library, put a +1/+1 counter on this creature.")
    mill = card("Test Mill {U}\nSorcery\nMill three cards.")
    s = Scenario()
    oid = s.battlefield(0, horror)
    spell = s.hand(0, mill)
    s.battlefield(0, "Island")
    s.many(0, "library", ["Plains"] * 5)
    game = s.start("main1")
    _cast(game, spell)
    assert len(game.state.stack_ids()) == 1  # one trigger for the three cards (603.2c)
    resolve(game)
    assert game.state.objects[oid].counters.get("+1/+1") == 1


def test_701_16a_reveal_until_a_creature_card_put_it_into_your_hand_and_the_rest_on_the_bottom() -> None:
    dig = card("Test Dig {2}{G}\nSorcery\nReveal cards from the top of your library until you reveal a creature "
               "card. Put that card into your hand and the rest on the bottom of your library in a random order.")
    assert rules_text(dig) == ["Reveal cards from the top of your library until you reveal a creature card. Put that "
                               "card into your hand and the rest on the bottom of your library in a random order."]
    s = Scenario()
    spell = s.hand(0, dig)
    s.many(0, "battlefield", ["Forest"] * 3)
    s.many(0, "library", ["Swamp", BEAR, "Plains", "Island"])  # Island on top
    game = s.start("main1")
    _cast(game, spell)
    assert _names(game, HAND) == ["Plain Bear"]
    assert _top_down(game)[0] == "Swamp" and sorted(_top_down(game)[1:]) == ["Island", "Plains"]


def test_701_16a_reveal_until_without_a_match_puts_every_revealed_card_with_the_rest() -> None:
    dig = card("Test Seek {1}{R}\nSorcery\nReveal cards from the top of your library until you reveal a land card. "
               "Put that card onto the battlefield tapped and the rest into your graveyard.")
    s = Scenario()
    spell = s.hand(0, dig)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    s.many(0, "library", [BEAR, "Lightning Bolt"])
    game = s.start("main1")
    _cast(game, spell)
    assert sorted(_names(game, GRAVEYARD)) == ["Lightning Bolt", "Plain Bear", "Test Seek"]
    s2 = Scenario()
    spell = s2.hand(0, dig)
    s2.many(0, "battlefield", ["Mountain", "Mountain"])
    s2.many(0, "library", ["Forest", BEAR])
    game = s2.start("main1")
    _cast(game, spell)
    forest = _named(game, BATTLEFIELD, "Forest")
    assert game.state.objects[forest].tapped and _names(game, GRAVEYARD)[0] == "Plain Bear"


def test_701_8a_discard_any_number_of_cards_then_draw_that_many() -> None:
    loot = card("Test Tide {2}{U}\nSorcery\nDiscard any number of cards, then draw that many cards.")
    s = Scenario()
    spell = s.hand(0, loot)
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "hand", ["Plains", "Swamp", "Forest"])
    s.many(0, "library", ["Island"] * 5)
    game = s.start("main1")
    _cast(game, spell)
    assert game.pending["kind"] == "discard_any"
    game.apply(("discard", _named(game, HAND, "Plains")))
    game.apply(("discard", _named(game, HAND, "Swamp")))
    game.apply(("done",))
    assert sorted(_names(game, HAND)) == ["Forest", "Island", "Island"]
    assert sorted(_names(game, GRAVEYARD)) == ["Plains", "Swamp", "Test Tide"]


def test_701_8a_discard_your_hand_then_draw_that_many() -> None:
    loot = card("Test Reset {1}{R}\nSorcery\nDiscard your hand, then draw that many cards.")
    s = Scenario()
    spell = s.hand(0, loot)
    s.many(0, "battlefield", ["Mountain"] * 2)
    s.many(0, "hand", ["Plains", "Swamp"])
    s.many(0, "library", ["Island"] * 5)
    game = s.start("main1")
    _cast(game, spell)
    assert _names(game, HAND) == ["Island", "Island"] and len(game.state.zone("library", 0)) == 3


def test_608_2c_look_reveal_a_creature_card_and_or_a_land_card_from_among_them() -> None:
    find = card("Test Find {1}{G}\nSorcery\nLook at the top four cards of your library. You may reveal a creature "
                "card and/or a land card from among them and put them into your hand. Put the rest on the bottom "
                "of your library in a random order.")
    s = Scenario()
    spell = s.hand(0, find)
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.many(0, "library", ["Swamp", BIG, "Forest", BEAR, "Lightning Bolt"])  # Bolt on top
    game = s.start("main1")
    _cast(game, spell)
    picks = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"}
    assert picks == {"Plain Bear", "Forest", "Big Ox"}
    game.apply(("pick", _named(game, "library", "Plain Bear")))
    picks = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"}
    assert picks == {"Forest"}  # one creature card is taken: only the land is still open
    game.apply(("pick", _named(game, "library", "Forest")))
    assert sorted(_names(game, HAND)) == ["Forest", "Plain Bear"]
    assert _top_down(game)[0] == "Swamp"


def test_401_4_put_any_number_of_them_on_the_bottom_and_the_rest_on_top_in_any_order() -> None:
    peek = card("Test Peek {U}\nSorcery\nLook at the top three cards of your library. Put any number of them on "
                "the bottom of your library and the rest on top in any order.")
    s = Scenario()
    spell = s.hand(0, peek)
    s.battlefield(0, "Island")
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])  # Island on top
    game = s.start("main1")
    _cast(game, spell)
    game.apply(("pick", _named(game, "library", "Island")))
    game.apply(("pick_none",))
    assert game.pending["kind"] == "order_cards"
    game.apply(("next", _named(game, "library", "Swamp")))
    assert _top_down(game) == ["Swamp", "Forest", "Plains", "Island"]


def test_305_4_you_may_put_a_land_card_from_your_hand_onto_the_battlefield_is_not_a_land_play() -> None:
    scout = card("Test Scout {G}\nCreature — Elf 1/1\n{T}: You may put a land card from your hand onto the "
                 "battlefield.")
    s = Scenario()
    oid = s.battlefield(0, scout)
    s.many(0, "hand", ["Forest", BEAR])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    if game.pending["kind"] == "may":
        game.apply(("yes",))
    forest = _named(game, HAND, "Forest")
    assert game.legal_actions() == [("choose", forest)]  # only a land card
    game.apply(("choose", forest))
    assert _named(game, BATTLEFIELD, "Forest") and _names(game, HAND) == ["Plain Bear"]
    assert game.state.players[0].lands_played == 0  # put onto the battlefield, not played (305.4)


def test_701_16a_target_opponent_reveals_a_card_at_random_from_their_hand() -> None:
    lens = card("Test Lens {1}\nArtifact\n{1}, {T}: Target opponent reveals a card at random from their hand.")
    s = Scenario()
    oid = s.battlefield(0, lens)
    s.battlefield(0, "Island")
    s.hand(1, BEAR)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert any(len(e) > 1 and e[1] == "reveal" and "Plain Bear" in str(e) for e in game.state.log)
    assert _names(game, HAND, 1) == ["Plain Bear"]  # revealed, not moved


def test_401_4_you_may_put_one_of_those_cards_back_on_top_and_the_rest_into_your_graveyard() -> None:
    sage = card("Test Sage {2}{U}\nSorcery\nLook at the top three cards of your library. You may put one of those "
                "cards back on top of your library. Put the rest into your graveyard.")
    s = Scenario()
    spell = s.hand(0, sage)
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])  # Island on top
    game = s.start("main1")
    _cast(game, spell)
    assert ("pick_none",) in game.legal_actions()
    game.apply(("pick", _named(game, "library", "Forest")))
    assert _top_down(game) == ["Forest", "Plains"]
    assert sorted(_names(game, GRAVEYARD)) == ["Island", "Swamp", "Test Sage"]
