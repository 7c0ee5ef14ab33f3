"""Tests of `cards.language.phrases.play_from_exile`: playing cards from exile (611.2c, "impulse draw"). Each
compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import card


def _names(game, zone: str, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _answer(game, *prefer: tuple) -> None:  # type: ignore[no-untyped-def]
    """Answer decisions until priority, taking the first preferred action that is legal, else "pay"/the first."""
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        pick = next((p for p in prefer if p in options), None)
        if pick is None:
            pick = ("pay",) if ("pay",) in options else options[0]
        game.apply(pick)


def _attack(game, *attackers) -> None:  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))


def _until_step(game, step: str) -> None:  # type: ignore[no-untyped-def]
    while game.state.step != step or game.state.stack_ids() or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("block_done",) if ("block_done",) in options
                   else options[0])


SPARK = card("Test Spark {R}\nSorcery\nTest Spark deals 1 damage to any target.")


def _impulse_board(text: str, extra=None):  # type: ignore[no-untyped-def]
    s = Scenario()
    if extra is not None:
        extra(s)
    spell = s.hand(0, card(text))
    s.many(0, "battlefield", ["Mountain"] * 4)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 3)
    s.library(0, SPARK)
    s.library(0, "Mountain")  # the last card put in is the top one
    game = s.start("main1")
    game.apply(("cast", spell))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    exiled = {game.state.objects[o].card.name: o for o in game.state.zone("exile", -1)}
    return game, exiled


def test_611_2c_impulse_exile_the_top_cards_and_play_them_this_turn() -> None:
    text = "Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. You may play them this turn."
    assert "You may play them this turn." in render(card(text))
    game, exiled = _impulse_board(text)
    assert set(exiled) == {"Mountain", "Test Spark"}
    options = game.legal_actions()
    assert ("play_land", exiled["Mountain"]) in options and ("cast", exiled["Test Spark"], "exiled") in options
    game.apply(("play_land", exiled["Mountain"]))
    game.apply(("cast", exiled["Test Spark"], "exiled"))
    _answer(game, ("target", ("player", 1)))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 19 and "Test Spark" in _names(game, "graveyard", 0)


def test_611_2c_impulse_this_turn_permission_ends_at_cleanup() -> None:
    game, exiled = _impulse_board("Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. "
                                  "You may play them this turn.")
    _until_step(game, "end")
    while game.state.active == 0:
        game.apply(("pass",))
        _answer(game)
    assert not game.state.continuous and set(exiled.values()) <= set(game.state.zone("exile", -1))


def test_611_2c_impulse_cast_only_leaves_lands_and_lasts_until_your_next_turn() -> None:
    game, exiled = _impulse_board("Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. "
                                  "Until the end of your next turn, you may cast them.")
    options = game.legal_actions()
    assert ("play_land", exiled["Mountain"]) not in options and ("cast", exiled["Test Spark"], "exiled") in options
    while game.state.active == 0:
        game.apply(("pass",))
        _answer(game)
    while game.state.active == 1 or game.state.step != "main1":
        game.apply(("pass",))
        _answer(game)
    assert ("cast", exiled["Test Spark"], "exiled") in game.legal_actions()
    while game.state.active == 0:
        game.apply(("pass",))
        _answer(game)
    assert not game.state.continuous


def test_601_2a_whenever_you_cast_a_spell_from_exile_ignores_spells_from_hand() -> None:
    kami = card("Test Kami {4}{R}\nCreature — Spirit 3/3\nWhenever you cast a spell from exile, you gain 2 life.")
    assert "Whenever you cast a spell from exile" in render(kami)
    hand: list[int] = []

    def setup(s: Scenario) -> None:
        s.battlefield(0, kami)
        hand.append(s.hand(0, SPARK))

    game, exiled = _impulse_board("Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. "
                                  "You may play them this turn.", setup)
    spark_in_hand = hand[0]
    game.apply(("cast", spark_in_hand))
    _answer(game, ("target", ("player", 1)))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 20  # cast from hand: no trigger
    game.apply(("cast", exiled["Test Spark"], "exiled"))
    _answer(game, ("target", ("player", 1)))
    while game.state.stack_ids():
        game.apply(("pass",))
        _answer(game)
    assert game.state.players[0].life == 22 and game.state.players[1].life == 18


def test_603_2_whenever_you_gain_life_during_your_turn() -> None:
    gainer = card("Test Gainer {1}{W}\nCreature — Cleric 1/1\nWhenever you gain life during your turn, put a +1/+1 "
                  "counter on Test Gainer.")
    assert "Whenever you gain life during your turn, put" in render(gainer)
    salve = card("Test Salve {W}\nInstant\nYou gain 2 life.")
    for active, counters in ((0, 1), (1, None)):
        s = Scenario()
        oid = s.battlefield(0, gainer)
        spell = s.hand(0, salve)
        s.battlefield(0, "Plains")
        game = s.start("main1", active=active)
        if active == 1:
            game.apply(("pass",))
        game.apply(("cast", spell))
        _answer(game)
        while game.state.stack_ids() or game.state.pending_triggers:
            game.apply(("pass",))
            _answer(game)
        assert game.state.players[0].life == 22
        assert game.state.objects[oid].counters.get("+1/+1") == counters


def test_603_2c_scouts_pirates_and_or_rogues_exile_the_top_card_of_that_players_library() -> None:
    vaan = card("Test Vaan {2}{R}\nCreature — Human Scout 2/2\nWhenever one or more Scouts, Pirates, and/or Rogues "
                "you control deal combat damage to a player, exile the top card of that player's library.")
    rogue = card("Test Rogue {1}{B}\nCreature — Human Rogue 1/1")
    s = Scenario()
    ids = [s.battlefield(0, vaan), s.battlefield(0, rogue)]
    s.many(1, "library", ["Swamp", "Island"])
    game = s.start("main1")
    _attack(game, *ids)
    _until_step(game, "end_of_combat")
    assert _names(game, "exile", -1) == ["Island"] and game.state.players[1].life == 17


def test_119_4_you_may_pay_life_when_you_do() -> None:
    lifer = card("Test Lifer {1}{B}\nCreature — Human 2/2\nWhenever Test Lifer attacks, you may pay 2 life. When you "
                 "do, Test Lifer deals 1 damage to any target.")
    s = Scenario()
    oid = s.battlefield(0, lifer)
    game = s.start("main1")
    _attack(game, oid)
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, ("yes",), ("target", ("player", 1)))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 18 and game.state.players[1].life == 19


def test_611_2c_impulse_until_end_of_turn_you_may_play_cards_exiled_this_way() -> None:
    text = ("Test Rush {2}{R}\nSorcery\nExile the top two cards of your library. Until end of turn, you may play "
            "cards exiled this way.")
    assert "You may play cards exiled this way this turn." in render(card(text))
    game, exiled = _impulse_board(text)
    options = game.legal_actions()
    assert ("play_land", exiled["Mountain"]) in options and ("cast", exiled["Test Spark"], "exiled") in options
    _until_step(game, "end")
    while game.state.active == 0:
        game.apply(("pass",))
        _answer(game)
    assert not game.state.continuous  # the permission ended with the turn


def test_611_2c_impulse_cast_nonland_cards_exiled_this_way_leaves_the_land() -> None:
    text = ("Test Apex {2}{R}\nSorcery\nExile the top two cards of your library. Until end of turn, you may cast "
            "nonland cards exiled this way.")
    assert "You may cast nonland cards exiled this way this turn." in render(card(text))
    game, exiled = _impulse_board(text)
    options = game.legal_actions()
    assert ("play_land", exiled["Mountain"]) not in options and ("cast", exiled["Test Spark"], "exiled") in options


def test_406_2_exile_the_top_card_of_each_players_library_and_play_those_cards() -> None:
    text = ("Test Raid {2}{R}\nSorcery\nExile the top card of each player's library. Until end of turn, you may play "
            "those cards.")
    said = render(card(text))
    assert "Exile the top card of each player's library. You may play those cards this turn." in said
    game, exiled = _impulse_board(text)
    assert sorted(game.state.objects[o].owner for o in game.state.zone("exile", -1)) == [0, 1]  # one from each
    options = game.legal_actions()
    assert ("play_land", exiled["Mountain"]) in options
    assert ("play_land", exiled["Forest"]) in options  # the opponent's card, exiled by this spell (611.2c)


def test_611_2c_impulse_for_as_long_as_it_remains_exiled_outlasts_the_turn() -> None:
    text = ("Test Hoard {2}{R}\nSorcery\nExile the top two cards of your library. You may play those cards for as long "
            "as they remain exiled.")
    assert "You may play those cards for as long as they remain exiled." in render(card(text))
    game, exiled = _impulse_board(text)
    for _turn in range(2):  # through the opponent's turn and into ours again
        while game.state.active == 0:
            game.apply(("pass",))
            _answer(game)
        while game.state.active == 1 or game.state.step != "main1":
            game.apply(("pass",))
            _answer(game)
    assert ("cast", exiled["Test Spark"], "exiled") in game.legal_actions()


def test_305_1_if_its_a_nonland_card_you_may_cast_that_card_this_turn() -> None:
    text = ("Test Cannon {2}{R}\nSorcery\nExile the top card of your library. If it's a nonland card, you may cast "
            "that card this turn.")
    assert "Exile the top card of your library. If it's a nonland card, you may cast that card this turn." \
        in render(card(text))
    game, exiled = _impulse_board(text)
    assert set(exiled) == {"Mountain"}  # a land: it stays exiled, never played
    assert not any(a[0] == "play_land" and a[1] == exiled["Mountain"] for a in game.legal_actions())


def test_611_2c_a_permission_for_a_card_nothing_exiled_is_refused() -> None:
    """"Choose target artifact card in your graveyard. You may cast that card this turn." (Silas Renn): the
    permission covers the cards this resolution exiled, none here, so the card would do nothing; refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="no card was exiled"):
        card("Test Seeker {1}{U}{B}\nLegendary Artifact Creature — Human 2/2\nWhenever Test Seeker deals combat "
             "damage to a player, choose target artifact card in your graveyard. You may cast that card this turn.")
