"""Tests of `cards.language.phrases.library_and_graveyard`: cards in libraries, hands and graveyards. Each
compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, resolve

ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")


def _curse(s: Scenario, seat: int, curse: object, on: int) -> int:
    """A Curse already on the battlefield attached to player `on` (303.4)."""
    oid = s.battlefield(seat, curse)  # type: ignore[arg-type]
    s.state.objects[oid].attached_to = ("player", on)
    return oid


BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def _pass_until(game, check, limit: int = 80) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if check():
            return
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError("condition never became true")


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


PHOENIX = card("Test Phoenix {1}{R}\nCreature — Phoenix 2/2\nFlying\n{R}{R}: Return Test Phoenix from your "
               "graveyard to your hand. Activate only during your upkeep.")


COLLAR = card("Test Collar {1}\nArtifact — Equipment\nEquipped creature has first strike.\n{R}{R}: Attach Test "
              "Collar to target creature you control.\nEquip {1}")


def test_113_6b_an_activated_ability_that_works_in_the_graveyard() -> None:
    s = Scenario()
    phoenix = s.graveyard(0, PHOENIX)
    s.many(0, "battlefield", ["Mountain"] * 2)
    s.many(0, "library", ["Mountain"] * 2)
    game = s.start("upkeep")
    assert ("activate", phoenix, 0) in game.legal_actions()
    game.apply(("activate", phoenix, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is PHOENIX for o in game.state.zone("hand", 0))
    s = Scenario()
    phoenix = s.graveyard(0, PHOENIX)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    assert ("activate", phoenix, 0) not in game.legal_actions()  # only during your upkeep (602.5b)


def test_701_3a_attach_it_to_target_creature_at_instant_speed() -> None:
    s = Scenario()
    collar = s.battlefield(0, COLLAR)
    squire = s.battlefield(0, ALLY)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1", active=1)
    while game.pending["player"] != 0:
        game.apply(("pass",))
    game.apply(("activate", collar, 0))  # on the opponent's turn: no sorcery-speed limit, unlike equip
    game.apply(("target", squire))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[collar].attached_to == squire
    assert "first strike" in chars(game.state, squire).keywords


GHAST = card("Test Ghast {1}{B}\nCreature — Spirit 2/1\nWhenever a land enters under your control, you may "
             "return Test Ghast from your graveyard to the battlefield.")


SPIRIT = card("Test Wisp {1}{U}\nCreature — Spirit 1/1\nAt the beginning of your upkeep, you may return Test Wisp "
              "from your graveyard to your hand.")


def test_113_6m_a_triggered_ability_that_works_in_the_graveyard() -> None:
    from kitchentable.rules import events

    s = Scenario()
    ghast = s.battlefield(0, GHAST)
    land = s.hand(0, "Swamp")
    game = s.start("main1")
    game.apply(("play_land", land))
    answer_until_priority(game)
    assert not game.state.stack_ids()  # on the battlefield its ability doesn't work (113.6m)
    new = events.move(game.state, ghast, "graveyard")  # it dies: now the ability works
    assert ("graveyard_trigger", new) in game.state.delayed
    s2 = Scenario()
    in_gy = s2.graveyard(0, GHAST)
    s2.state.delayed = [("graveyard_trigger", in_gy)]
    land = s2.hand(0, "Swamp")
    game = s2.start("main1")
    game.apply(("play_land", land))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is GHAST for o in game.state.battlefield())
    assert not any(type(e) is tuple and e[0] == "graveyard_trigger" for e in game.state.delayed)


def test_113_6m_a_card_put_into_a_graveyard_starts_listening_there() -> None:
    s = Scenario()
    wisp = s.hand(0, SPIRIT)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Island"] * 3)
    discard = card("Test Purge {B}\nSorcery\nDiscard a card.")
    purge = s.hand(0, discard)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", purge))
    answer_until_priority(game)
    resolve_stack(game)  # the Wisp is discarded into the graveyard
    assert any(game.state.objects[o].card is SPIRIT for o in game.state.zone("graveyard", 0))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "upkeep" and g.state.active == 0 and g.state.turn > 5)
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is SPIRIT for o in game.state.zone("hand", 0))
    assert wisp not in game.state.objects


SKELETON = card("Test Bones {1}{B}\nCreature — Skeleton 2/1\n{1}{B}, Discard two cards: Return Test Bones from "
                "your graveyard to the battlefield tapped.")


def test_113_6m_return_it_from_the_graveyard_to_the_battlefield_tapped() -> None:
    s = Scenario()
    bones = s.graveyard(0, SKELETON)
    s.many(0, "hand", ["Swamp", "Swamp"])
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    game.apply(("activate", bones, 0))
    answer_until_priority(game)
    resolve_stack(game)
    back = [o for o in game.state.battlefield() if game.state.objects[o].card is SKELETON]
    assert back and game.state.objects[back[0]].tapped and not game.state.zone("hand", 0)


CRYPT = card("Test Crypt {0}\nArtifact\n{T}, Sacrifice Test Crypt: Exile target player's graveyard.")


PURGE = card("Test Purge {1}{B}\nSorcery\nExile all graveyards.")


OBLIVION = card("Test Oblivion {3}{B}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted "
                "player's upkeep, that player exiles two cards from their graveyard.")


def _exiled(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for (kind, _seat), ids in game.state.zones.items() if kind == "exile" for o in ids]


def test_406_3_exile_target_players_graveyard_and_all_graveyards() -> None:
    s = Scenario()
    crypt = s.battlefield(0, CRYPT)
    purge = s.hand(0, PURGE)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.graveyard(0, BEAR)
    s.graveyard(1, BEAR)
    s.graveyard(1, BIG_OX)
    game = s.start("main1")
    game.apply(("activate", crypt, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert not game.state.zone("graveyard", 1) and len(_exiled(game)) == 2
    assert len(game.state.zone("graveyard", 0)) == 2  # its own card (sacrificed) and the Bear stay
    game.apply(("cast", purge))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.zone("graveyard", 0) == [g for g in game.state.zone("graveyard", 0)
                                               if game.state.objects[g].card is PURGE]


def test_406_3_that_player_exiles_two_cards_from_their_graveyard() -> None:
    s = Scenario()
    _curse(s, 0, OBLIVION, 1)
    for _ in range(3):
        s.graveyard(1, BEAR)
    game = s.start("end")
    pass_until(game, lambda g: g.pending["kind"] == "exile_from_graveyard")
    assert game.pending["player"] == 1
    answer_until_priority(game)
    assert len(game.state.zone("graveyard", 1)) == 1 and len(_exiled(game)) == 2


def test_701_16_target_opponent_reveals_their_hand_you_choose_a_card_and_exile_it() -> None:
    castigate = card("Test Castigate {W}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card "
                     "from it and exile that card.")
    s = Scenario()
    spell = s.hand(0, castigate)
    s.many(0, "battlefield", ["Plains", "Swamp"])
    s.hand(1, "Forest")
    bear = s.hand(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "choose_card" and game.legal_actions() == [("choose", bear)]
    game.apply(("choose", bear))
    assert _names(game, EXILE, -1) == ["Plain Bear"] and _names(game, "hand", 1) == ["Forest"]
    assert any(e[1] == "reveal" for e in game.state.log if len(e) > 1)


def test_701_16_look_at_the_top_cards_you_may_reveal_one_and_put_it_into_your_hand() -> None:
    augur = card("Test Augur {1}{U}\nCreature — Human Wizard 0/3\nWhen this creature enters, look at the top three "
                 "cards of your library. You may reveal an instant or sorcery card from among them and put it into "
                 "your hand. Put the rest on the bottom of your library in any order.")
    s = Scenario()
    spell = s.hand(0, augur)
    s.many(0, "battlefield", ["Island", "Island"])
    s.many(0, "library", ["Swamp", "Lightning Bolt", "Forest", "Island"])  # the last is on top
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    resolve(game)
    assert game.pending["kind"] == "look_pick"
    bolt = next(o for o in game.state.zone("library", 0) if game.state.objects[o].card.name == "Lightning Bolt")
    assert set(game.legal_actions()) == {("pick", bolt), ("pick_none",)}  # only an instant or sorcery
    game.apply(("pick", bolt))
    assert game.pending["kind"] == "order_cards"
    island = next(o[1] for o in game.legal_actions() if game.state.objects[o[1]].card.name == "Island")
    game.apply(("next", island))
    assert _names(game, "hand", 0) == ["Lightning Bolt"]
    assert _top_down(game) == ["Swamp", "Island", "Forest"]  # the two went under Swamp, Island higher


def test_401_4_look_at_the_top_cards_then_put_them_back_in_any_order() -> None:
    ponder = card("Test Peek {U}\nSorcery\nLook at the top three cards of your library, then put them back in any "
                  "order.")
    s = Scenario()
    spell = s.hand(0, ponder)
    s.battlefield(0, "Island")
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    by_name = {game.state.objects[o[1]].card.name: o for o in game.legal_actions()}
    assert set(by_name) == {"Island", "Forest", "Swamp"}
    game.apply(by_name["Swamp"])
    by_name = {game.state.objects[o[1]].card.name: o for o in game.legal_actions()}
    game.apply(by_name["Island"])
    assert _top_down(game) == ["Swamp", "Island", "Forest", "Plains"]


def test_701_16_reveal_the_top_cards_put_all_of_a_type_into_your_hand() -> None:
    herald = card("Test Herald {2}{B}\nCreature — Zombie 2/2\nWhen this creature enters, reveal the top four cards "
                  "of your library. Put all Zombie cards revealed this way into your hand and the rest into your "
                  "graveyard.")
    zombie = card("Test Walker {B}\nCreature — Zombie 1/1")
    s = Scenario()
    spell = s.hand(0, herald)
    s.many(0, "battlefield", ["Swamp", "Swamp", "Swamp"])
    s.many(0, "library", ["Plains", zombie, "Forest", zombie, "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    resolve(game)
    assert _names(game, "hand", 0) == ["Test Walker", "Test Walker"]
    assert sorted(_names(game, "graveyard", 0)) == ["Forest", "Island"]
    assert _top_down(game) == ["Plains"]


def test_701_16_reveals_their_hand_and_you_choose_a_nonland_card_exile_that_card() -> None:
    sculler = card("Test Sculler {W}{B}\nCreature — Zombie 2/2\nWhen this creature enters, target opponent reveals "
                   "their hand and you choose a nonland card from it. Exile that card.")
    s = Scenario()
    spell = s.hand(0, sculler)
    s.many(0, "battlefield", ["Plains", "Swamp"])
    bolt = s.hand(1, "Lightning Bolt")
    s.hand(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    game.apply(("target", ("player", 1)))
    resolve(game)
    assert game.legal_actions() == [("choose", bolt)]
    game.apply(("choose", bolt))
    assert _names(game, EXILE, -1) == ["Lightning Bolt"]


def test_701_16_look_put_any_number_into_your_graveyard_and_the_rest_back_on_top() -> None:
    flayer = card("Test Flayer {B}{G}\nSorcery\nLook at the top three cards of your library. Put any number of them "
                  "into your graveyard and the rest back on top of your library in any order.")
    s = Scenario()
    spell = s.hand(0, flayer)
    s.many(0, "battlefield", ["Swamp", "Forest"])
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    names = {game.state.objects[o[1]].card.name: o for o in game.legal_actions() if o[0] == "pick"}
    assert set(names) == {"Island", "Forest", "Swamp"} and ("pick_none",) in game.legal_actions()
    game.apply(names["Island"])
    game.apply(("pick_none",))
    assert game.pending["kind"] == "order_cards"
    game.apply(next(o for o in game.legal_actions() if game.state.objects[o[1]].card.name == "Forest"))
    assert _names(game, "graveyard", 0) == ["Island", "Test Flayer"]
    assert _top_down(game) == ["Forest", "Swamp", "Plains"]


def test_701_16_reveal_the_top_card_put_it_into_your_hand_lose_life_equal_to_its_mana_value() -> None:
    bob = card("Test Confidant {1}{B}\nCreature — Human Wizard 2/1\nAt the beginning of your upkeep, reveal the top "
               "card of your library and put that card into your hand. You lose life equal to its mana value.")
    s = Scenario()
    s.battlefield(0, bob)
    s.library(0, "Forest")
    s.library(0, BIG)
    game = s.start("end", active=1)
    _pass_until(game, lambda: game.state.active == 0 and game.state.step == "upkeep" and bool(game.state.stack_ids()))
    resolve(game)
    assert "Big Ox" in _names(game, "hand", 0) and game.state.players[0].life == 16


def test_701_16_reveal_the_top_card_if_its_a_land_put_it_onto_the_battlefield_otherwise_into_your_hand() -> None:
    oracle = card("Test Oracle {G}{U}\nCreature — Snake Elf Druid 1/1\nWhen this creature enters, reveal the top "
                  "card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card "
                  "into your hand.")
    for top, land in (("Forest", True), (BEAR, False)):
        s = Scenario()
        spell = s.hand(0, oracle)
        s.many(0, "battlefield", ["Forest", "Island"])
        s.library(0, top)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        resolve(game)
        on_field = [game.state.objects[o].card.name for o in game.state.battlefield()]
        assert (on_field.count("Forest") == 2) is land and ("Plain Bear" in _names(game, "hand", 0)) is not land


PEEK = card("Test Peek {U}\nInstant\nLook at target player's hand.\nDraw a card.")
OBSERVER = card("Test Observer {1}{U}\nCreature — Merfolk Rogue 2/1\nWhen Test Observer enters, look at the top card "
                "of target player's library.")
WARP = card("Test Warp {X}{B}\nSorcery\nLook at target player's hand and choose X cards from it. That player "
            "discards those cards.")


def test_400_2_look_at_target_players_hand_shows_it_to_you_alone() -> None:
    assert "Look at target player's hand." in " ".join(rules_text(PEEK))
    s = Scenario(players=3)
    spell = s.hand(0, PEEK)
    s.battlefield(0, "Island")
    s.hand(1, BEAR)
    s.hand(1, BIG)
    s.many(0, "library", ["Island"] * 2)
    game = s.start("main1")
    assert "seen" not in game.observation(0)["zones"]["hand:1"]
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    seen = game.observation(0)["zones"]["hand:1"]["seen"]
    assert sorted(v["name"] for v in seen) == ["Big Ox", "Plain Bear"]
    assert "seen" not in game.observation(2)["zones"]["hand:1"]  # the third player saw nothing
    assert not any(e.kind in ("reveal", "reveal_hand") for e in game.state.log)
    assert any("looks at two cards in" in line for line in game.log_text(viewer=2))
    assert len(game.state.zone(HAND, 0)) == 1  # then "Draw a card."


def test_400_7_a_card_looked_at_that_changes_zones_is_a_new_object_nobody_has_seen() -> None:
    s = Scenario()
    spell = s.hand(0, PEEK)
    s.battlefield(0, "Island")
    bear = s.hand(1, BEAR)
    s.many(0, "library", ["Island"] * 2)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    from kitchentable.rules import events

    events.move(game.state, bear, "library", to_seat=1)
    back = game.state.zone("library", 1)[-1]
    events.move(game.state, back, HAND, to_seat=1)
    assert "seen" not in game.observation(0)["zones"]["hand:1"]


def test_701_19_a_shuffle_forgets_the_library_cards_looked_at() -> None:
    from kitchentable.api.visibility import sees_object
    from kitchentable.rules import events

    assert "look at the top card of target player's library." in " ".join(rules_text(OBSERVER))
    s = Scenario()
    spell = s.hand(0, OBSERVER)
    s.many(0, "battlefield", ["Island"] * 2)
    s.many(1, "library", ["Forest", "Swamp", "Plains"])
    game = s.start("main1")
    game.apply(("cast", spell))
    for _ in range(20):
        options = game.legal_actions()
        if ("target", ("player", 1)) in options:
            game.apply(("target", ("player", 1)))
        elif not game.state.stack_ids() and not game.state.pending_triggers and game.pending["kind"] == "priority":
            break
        else:
            game.apply(("pass",) if ("pass",) in options else ("pay",) if ("pay",) in options else options[0])
    top = game.state.zone("library", 1)[-1]
    assert sees_object(game.state, top, 0) and not sees_object(game.state, top, 1)
    assert game.observation(0)["zones"]["library:1"]["top"]["name"] == "Plains"
    assert game.state.zone("library", 1)[-1] == top  # it stays where it was
    events.shuffle(game.state, ("library", 1))
    assert not any(sees_object(game.state, o, 0) for o in game.state.zone("library", 1))


def test_701_8_look_at_hand_choose_and_discard_reveals_nothing() -> None:
    assert "Look at target player's hand and choose X cards from it. That player discards those cards." in \
        " ".join(rules_text(WARP))
    s = Scenario()
    spell = s.hand(0, WARP)
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.hand(1, BEAR)
    big = s.hand(1, BIG)
    s.hand(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if game.pending["kind"] == "announce_x" or any(o[0] == "x" for o in options):
            game.apply(next(o for o in options if o[-1] == 2))
        elif ("target", ("player", 1)) in options:
            game.apply(("target", ("player", 1)))
        else:
            game.apply(("pay",) if ("pay",) in options else options[0])
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["player"] == 0 and ("discard", big) in game.legal_actions()
    game.apply(("discard", big))
    game.apply(next(a for a in game.legal_actions() if a[0] == "discard"))
    assert len(game.state.zone(HAND, 1)) == 1 and _names(game, GRAVEYARD, 1).count("Big Ox") == 1
    assert not any(e.kind in ("reveal", "reveal_hand") for e in game.state.log)


def test_701_19a_target_player_shuffles_their_library() -> None:
    lantern = card("Test Lantern {1}\nArtifact\n{T}, Sacrifice Test Lantern: Target player shuffles their library.")
    assert "Target player shuffles their library." in " ".join(rules_text(lantern))
    s = Scenario()
    oid = s.battlefield(0, lantern)
    s.many(1, "library", ["Forest", "Island", "Swamp"])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve(game)
    assert any(e.kind == "shuffle" and e.data[0] == ("library", 1) for e in game.state.log)
    assert not any(e.kind == "shuffle" and e.data[0] == ("library", 0) for e in game.state.log)


SATCHEL = card("Test Satchel {3}\nArtifact\n{2}, {T}: Reveal the top card of your library. If it's a creature card, "
               "create a 1/1 green Saproling creature token. If it's a land card, put that card onto the battlefield "
               "under your control. If it's a noncreature, nonland card, you gain 2 life.")


def test_701_16a_a_revealed_land_is_put_from_the_library_onto_the_battlefield() -> None:
    """Druidic Satchel: the revealed card is on top of the library; a land is put onto the battlefield from there
    under your control, a creature card makes a Saproling (and stays on top), any other card gains 2 life. The
    rendering says "put that card onto the battlefield" (it was never on the battlefield to return to)."""
    said = " ".join(rules_text(SATCHEL))
    assert "If it's a land card, put that card onto the battlefield under your control." in said
    for top, land, saproling, life in (("Forest", True, False, 20), (BEAR, False, True, 20),
                                       ("Lightning Bolt", False, False, 22)):
        s = Scenario()
        satchel = s.battlefield(0, SATCHEL)
        s.many(0, "battlefield", ["Wastes", "Wastes"])
        s.library(0, top)
        game = s.start("main1")
        game.apply(("activate", satchel, 0))
        answer_until_priority(game)
        resolve_stack(game)
        on_field = [game.state.objects[o].card.name for o in game.state.battlefield()]
        assert ("Forest" in on_field) is land and not (land and _names(game, "library", 0))
        assert ("Saproling Token" in on_field) is saproling
        assert game.state.players[0].life == life


def test_608_2c_up_to_two_creature_cards_with_mana_value_3_or_less_from_among_them_onto_the_battlefield() -> None:
    company = card("Test Company {3}{G}\nInstant\nLook at the top six cards of your library. Put up to two creature "
                   "cards with mana value 3 or less from among them onto the battlefield. Put the rest on the bottom "
                   "of your library in any order.")
    assert ("Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from "
            "among them onto the battlefield. Put the rest on the bottom of your library in any order.") \
        in rules_text(company)
    s = Scenario()
    spell = s.hand(0, company)
    s.many(0, "battlefield", ["Forest"] * 4)
    s.many(0, "library", ["Plains", BEAR, BIG, "Forest", BEAR, "Island"])  # the last is on top
    game = s.start("main1")
    _cast(game, spell)
    assert game.pending["kind"] == "look_pick"
    offered = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"}
    assert offered == {"Plain Bear"}  # Big Ox has mana value 4
    bears = [a for a in game.legal_actions() if a[0] == "pick"]
    game.apply(bears[0])
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    answer_until_priority(game)
    assert sorted(game.state.objects[o].card.name for o in game.state.battlefield()
                  if game.state.objects[o].controller == 0 and "Bear" in game.state.objects[o].card.name) \
        == ["Plain Bear", "Plain Bear"]
    assert sorted(_top_down(game)) == ["Big Ox", "Forest", "Island", "Plains"]


def test_701_16a_up_to_n_cards_into_your_hand_and_the_rest_of_the_revealed_cards_into_your_graveyard() -> None:
    insight = card("Test Insight {2}{G}\nSorcery\nReveal the top four cards of your library. Put up to two "
                   "enchantment cards from among them into your hand and the rest of the revealed cards into your "
                   "graveyard.")
    charm = card("Test Charm {W}\nEnchantment")
    assert ("Reveal the top four cards of your library. Put up to two enchantment cards from among them into your "
            "hand and the rest of the revealed cards into your graveyard.") in rules_text(insight)
    s = Scenario()
    spell = s.hand(0, insight)
    s.many(0, "battlefield", ["Forest"] * 3)
    s.many(0, "library", ["Plains", charm, BEAR, charm, "Island"])
    game = s.start("main1")
    _cast(game, spell)
    assert {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"} == {"Test Charm"}
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    game.apply(("pick_none",))  # "up to two": one is enough
    assert _names(game, HAND) == ["Test Charm"]
    assert sorted(_names(game, GRAVEYARD)) == ["Island", "Plain Bear", "Test Charm", "Test Insight"]
    assert _top_down(game) == ["Plains"]


def test_701_16a_two_cards_one_into_your_hand_and_the_other_into_your_graveyard() -> None:
    thoughts = card("Test Thoughts {1}{U}\nSorcery\nLook at the top two cards of your library. Put one of them into "
                    "your hand and the other into your graveyard.")
    assert ("Look at the top two cards of your library. Put one of them into your hand and the other into your "
            "graveyard.") in rules_text(thoughts)
    s = Scenario()
    spell = s.hand(0, thoughts)
    s.many(0, "battlefield", ["Island", "Island"])
    s.many(0, "library", ["Plains", "Swamp", "Forest"])
    game = s.start("main1")
    _cast(game, spell)
    assert "pick_none" not in {a[0] for a in game.legal_actions()}  # "put one of them": not optional
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick" and
                    game.state.objects[a[1]].card.name == "Swamp"))
    assert _names(game, HAND) == ["Swamp"] and sorted(_names(game, GRAVEYARD)) == ["Forest", "Test Thoughts"]


def test_701_16_put_all_land_cards_from_among_them_onto_the_battlefield_and_the_rest_into_your_hand() -> None:
    artisan = card("Test Artisan {4}{G}\nSorcery\nReveal the top four cards of your library. Put all land cards "
                   "from among them onto the battlefield and the rest into your hand.")
    assert ("Reveal the top four cards of your library. Put all land cards from among them onto the battlefield and "
            "the rest into your hand.") in rules_text(artisan)
    s = Scenario()
    spell = s.hand(0, artisan)
    s.many(0, "battlefield", ["Forest"] * 5)
    s.many(0, "library", ["Plains", BEAR, "Swamp", "Lightning Bolt", "Island"])
    game = s.start("main1")
    _cast(game, spell)
    lands = {game.state.objects[o].card.name for o in game.state.battlefield() if game.state.objects[o].card.name
             in ("Swamp", "Island")}
    assert lands == {"Swamp", "Island"}
    assert sorted(_names(game, HAND)) == ["Lightning Bolt", "Plain Bear"]
    assert _top_down(game) == ["Plains"]


def test_608_2c_put_up_to_two_of_them_into_your_hand_and_the_rest_into_your_graveyard() -> None:
    study = card("Test Study {2}{U}\nSorcery\nLook at the top four cards of your library. Put up to two of them into "
                 "your hand and the rest into your graveyard.")
    assert ("Look at the top four cards of your library. Put up to two of them into your hand and the rest into your "
            "graveyard.") in rules_text(study)
    s = Scenario()
    spell = s.hand(0, study)
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Mountain", "Island"])
    game = s.start("main1")
    _cast(game, spell)
    assert ("pick_none",) in game.legal_actions()  # "up to"
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    game.apply(("pick_none",))
    assert len(_names(game, HAND)) == 1 and len(_names(game, GRAVEYARD)) == 4  # three rest and the spell
    assert _top_down(game) == ["Plains"]


def test_608_2h_create_a_treasure_for_each_card_put_into_your_graveyard_this_way() -> None:
    binder = card("Test Binder {2}{B}\nSorcery\nReveal the top four cards of your library. Put any number of legendary "
                  "cards from among them into your hand and the rest into your graveyard. Create a Treasure token for "
                  "each card put into your graveyard this way.")
    hero = card("Test Hero {1}{W}\nLegendary Creature — Human Knight 2/2")
    assert ("Put any number of legendary cards from among them into your hand and the rest into your graveyard. "
            "Create a Treasure token for each card put into your graveyard this way.") in " ".join(rules_text(binder))
    s = Scenario()
    spell = s.hand(0, binder)
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.many(0, "library", ["Plains", hero, "Island", hero, "Forest"])
    game = s.start("main1")
    _cast(game, spell)
    assert {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"} == {"Test Hero"}
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    game.apply(("pick_none",))  # "any number": keep one hero back
    answer_until_priority(game)
    treasures = [o for o in game.state.battlefield() if "Treasure" in game.state.objects[o].card.subtypes]
    assert len(treasures) == 3 and _names(game, HAND) == ["Test Hero"]  # three of the four went to the graveyard


def test_110_5b_put_any_number_of_land_cards_from_among_them_onto_the_battlefield_tapped() -> None:
    bounty = card("Test Bounty {2}{G}\nSorcery\nLook at the top four cards of your library. Put any number of land "
                  "cards from among them onto the battlefield tapped and the rest into your graveyard.")
    s = Scenario()
    spell = s.hand(0, bounty)
    s.many(0, "battlefield", ["Forest"] * 3)
    s.many(0, "library", ["Plains", BEAR, "Island", "Swamp", "Mountain"])
    game = s.start("main1")
    _cast(game, spell)
    while any(a[0] == "pick" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    answer_until_priority(game)
    lands = [o for o in game.state.battlefield() if game.state.objects[o].card.name in ("Island", "Swamp", "Mountain")]
    assert len(lands) == 3 and all(game.state.objects[o].tapped for o in lands)
    assert sorted(_names(game, GRAVEYARD)) == ["Plain Bear", "Test Bounty"]


def test_608_2c_you_may_reveal_a_dinosaur_card_or_a_land_card_from_among_them_takes_one_card() -> None:
    dig = card("Test Dig {G}\nSorcery\nLook at the top four cards of your library. You may reveal a Dinosaur card or a "
               "land card from among them and put it into your hand. Put the rest on the bottom of your library in a "
               "random order.")
    dino = card("Test Raptor {1}{G}\nCreature — Dinosaur 2/1")
    assert ("You may reveal a Dinosaur card or a land card from among them and put it into your hand. Put the rest on "
            "the bottom of your library in a random order.") in " ".join(rules_text(dig))
    s = Scenario()
    spell = s.hand(0, dig)
    s.battlefield(0, "Forest")
    s.many(0, "library", ["Plains", BEAR, dino, "Island", "Lightning Bolt"])
    game = s.start("main1")
    _cast(game, spell)
    offered = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "pick"}
    assert offered == {"Test Raptor", "Island"} and ("pick_none",) in game.legal_actions()
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    answer_until_priority(game)
    assert len(_names(game, HAND)) == 1  # one card, not one of each
    assert _top_down(game)[0] == "Plains" and len(_top_down(game)) == 4


def test_110_5b_put_all_land_cards_revealed_this_way_onto_the_battlefield_tapped() -> None:
    surge = card("Test Surge {2}{G}\nSorcery\nReveal the top three cards of your library. Put all land cards revealed "
                 "this way onto the battlefield tapped and the rest into your hand.")
    assert ("Reveal the top three cards of your library. Put all land cards revealed this way onto the battlefield "
            "tapped and the rest into your hand.") in rules_text(surge)
    s = Scenario()
    spell = s.hand(0, surge)
    s.many(0, "battlefield", ["Forest"] * 3)
    s.many(0, "library", ["Plains", "Swamp", BEAR, "Island"])
    game = s.start("main1")
    _cast(game, spell)
    lands = [o for o in game.state.battlefield() if game.state.objects[o].card.name in ("Swamp", "Island")]
    assert len(lands) == 2 and all(game.state.objects[o].tapped for o in lands)
    assert _names(game, HAND) == ["Plain Bear"] and _top_down(game) == ["Plains"]


def test_608_2c_look_at_the_top_cards_then_put_one_of_them_into_your_hand_in_one_sentence() -> None:
    hussar = card("Test Hussar {2}{U}\nCreature — Human Knight 3/3\nWhen this creature enters, look at the top three "
                  "cards of your library, then put one of them into your hand and the rest on the bottom of your "
                  "library in any order.")
    assert ("When this enters, look at the top three cards of your library, then put one of them into your "
            "hand and the rest on the bottom of your library in any order.") in rules_text(hussar)
    s = Scenario()
    spell = s.hand(0, hussar)
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Mountain"])
    game = s.start("main1")
    _cast(game, spell)
    resolve(game)
    assert "pick_none" not in {a[0] for a in game.legal_actions()}  # "put one of them": not optional
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    answer_until_priority(game)
    assert len(_names(game, HAND)) == 1 and _top_down(game)[0] == "Plains" and len(_top_down(game)) == 3


WAVE_OF_FORESTS = card("Test Forest Wave {3}{G}\nSorcery\nSearch your library for any number of Forest cards, put them "
                       "onto the battlefield tapped, then shuffle.")


def test_701_23b_search_for_any_number_of_cards() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 4)
    s.many(0, "library", ["Forest", "Forest", "Forest", "Island"])
    wave = s.hand(0, WAVE_OF_FORESTS)
    game = s.start("main1")
    game.apply(("cast", wave))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        forest = next((a for a in options if len(a) > 1 and a[1] in game.state.objects
                       and game.state.objects[a[1]].card.name == "Forest"
                       and game.state.objects[a[1]].zone[0] == "library"), None)
        game.apply(forest or options[0])
    resolve_stack(game)
    forests = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Forest"]
    assert len(forests) == 7 and sum(game.state.objects[o].tapped for o in forests) >= 3
    assert rules_text(WAVE_OF_FORESTS) == ["Search your library for any number of Forest cards, put them onto the "
                                           "battlefield tapped, then shuffle."]


def test_701_23b_any_number_with_a_total_mana_value_is_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="total mana value"):
        card("Test Hulk {5}{G}{G}\nCreature — Beast 6/6\nWhen Test Hulk dies, search your library for any number of "
             "creature cards with total mana value 6 or less, put them onto the battlefield, then shuffle.")


def test_701_16a_the_player_who_revealed_at_random_then_loses_the_life() -> None:
    """"Target player reveals a card at random from their hand, then loses life equal to that card's mana value"
    (Singe-Mind Ogre): the life is the target player's, not the caster's (it was compiled as "you lose")."""
    ogre = card("Test Singe {2}{B}{R}\nSorcery\nTarget player reveals a card at random from their hand, then loses "
                "life equal to that card's mana value.")
    s = Scenario()
    spell = s.hand(0, ogre)
    s.many(0, "battlefield", ["Swamp", "Swamp", "Mountain", "Mountain"])
    s.hand(1, BIG)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((o for o in options if o[-1] == ("player", 1) or o[-1] == 1 and o[0] == "target"),
                        ("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)
    assert game.state.players[1].life == 16 and game.state.players[0].life == 20
