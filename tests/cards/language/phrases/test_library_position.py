"""Tests of `cards.language.phrases.library_position` and `rules.stack.library_position`: a card put into its
owner's library at a position counted from the top (401.4). Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

OUST_LIKE = card("Test Banish Below {W}\nSorcery\nPut target creature into its owner's library second from the top. "
                 "Its controller gains 3 life.")
DEEPER = card("Test Deep Burial {2}{W}\nSorcery\nPut target nonland permanent into its owner's library third from "
              "the top.")


def _cast_at_bear(spell_card: object, library_size: int) -> tuple[object, int]:
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", ["Plains", "Plains", "Plains"])
    bear = s.battlefield(1, BEAR)
    for _ in range(library_size):
        s.library(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    return game, bear


def test_401_4_put_into_its_owners_library_second_from_the_top() -> None:
    assert rules_text(OUST_LIKE) == ["Put target creature into its owner's library second from the top. Its "
                                     "controller gains 3 life."]
    game, _bear = _cast_at_bear(OUST_LIKE, 4)
    names = [game.state.objects[o].card.name for o in game.state.zone("library", 1)]
    assert names[-2] == BEAR.name and names.count(BEAR.name) == 1  # one card above it
    assert not any(game.state.objects[o].card.name == BEAR.name for o in game.state.battlefield())
    assert game.state.players[1].life == 23  # the creature's controller gains the life


def test_401_4_third_from_the_top_and_the_bottom_of_a_short_library() -> None:
    assert rules_text(DEEPER) == ["Put target nonland permanent into its owner's library third from the top."]
    game, _bear = _cast_at_bear(DEEPER, 5)
    names = [game.state.objects[o].card.name for o in game.state.zone("library", 1)]
    assert names[-3] == BEAR.name
    game, _bear = _cast_at_bear(DEEPER, 1)  # fewer cards than the position needs above it: at the bottom
    names = [game.state.objects[o].card.name for o in game.state.zone("library", 1)]
    assert names == [BEAR.name, "Forest"]


SPHINX_LIKE = card("Test Riddle Keeper {3}{U}\nCreature — Sphinx 3/3\nWhen this creature dies, put it into your library "
                   "third from the top.")


def test_401_4_a_dying_creature_put_into_your_library_third_from_the_top() -> None:
    assert rules_text(SPHINX_LIKE) == ["When this dies, put it into your library third from the top."]
    s = Scenario()
    keeper = s.battlefield(0, SPHINX_LIKE)
    for _ in range(4):
        s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(("target", keeper))
    answer_until_priority(game)
    resolve_stack(game)
    names = [game.state.objects[o].card.name for o in game.state.zone("library", 0)]
    assert names[-3] == SPHINX_LIKE.name and len(names) == 5
    assert not any(game.state.objects[o].card.name == SPHINX_LIKE.name for o in game.state.zone("graveyard", 0))
