"""Tests of `cards.language.phrases.exchange_control` and its kernel `rules.keywords.exchange_control` (701.12):
each compiles a card of our own words and plays the exchange."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

SWAP = card("Test Swap {1}{U}\nSorcery\nExchange control of two target creatures.")
TRADE = card("Test Trade {2}{U}\nSorcery\nExchange control of target land you control and target land an "
             "opponent controls.")
BARTER = card("Test Barter {2}{U}\nInstant\nExchange control of target artifact and target creature.")


def _cast(game, spell, *targets) -> None:  # type: ignore[no-untyped-def]
    """Cast `spell` choosing `targets` in order, paying with the first payment offered."""
    game.apply(("cast", spell))
    wanted = list(targets)
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if wanted and ("target", wanted[0]) in options:
            game.apply(("target", wanted.pop(0)))
            continue
        assert not wanted, f"target {wanted[0]} not offered: {options}"
        game.apply(("pay",) if ("pay",) in options else options[0])


def test_701_12a_two_target_creatures_exchange_controllers() -> None:
    assert render(SWAP).splitlines()[-1] == "Exchange control of two target creatures."
    s = Scenario()
    spell = s.hand(0, SWAP)
    s.many(0, "battlefield", ["Island", "Island"])
    mine, theirs = s.battlefield(0, BEAR), s.battlefield(1, BIG)
    game = s.start("main1")
    _cast(game, spell, mine, theirs)
    resolve_stack(game)
    assert chars(game.state, mine).controller == 1 and chars(game.state, theirs).controller == 0
    assert game.state.objects[theirs].controlled_since == game.state.turn  # 302.6: summoning sick for its new controller




def test_701_12a_two_target_groups_each_with_its_own_description() -> None:
    assert render(TRADE).splitlines()[-1] == ("Exchange control of target land you control and target land an "
                                              "opponent controls.")
    s = Scenario()
    spell = s.hand(0, TRADE)
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    mine = s.battlefield(0, "Plains")
    theirs = s.battlefield(1, "Forest")
    game = s.start("main1")
    _cast(game, spell, mine, theirs)
    resolve_stack(game)
    assert chars(game.state, mine).controller == 1 and chars(game.state, theirs).controller == 0


def test_701_12_exchange_with_a_spell_is_refused() -> None:
    import pytest

    from kitchentable.cards.files.cardfile import CardError

    with pytest.raises(CardError, match="701.12"):
        card("Test Sub {2}{U}\nInstant\nExchange control of target noncreature spell and target creature.")
    assert render(BARTER).splitlines()[-1] == "Exchange control of target artifact and target creature."
