"""Tests of `cards.language.phrases.search_zones`, `phrases.other_card_names` and the kernel's
`rules.stack.search_zones`: "Search your library and/or graveyard for a card named <another card> ..." (701.23,
701.23b, 201.2). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

HOPLITE = card("Test Sun Hoplite {W}\nCreature — Human Soldier 1/1")
CALL = card("Test Call the Hoplite {1}{W}\nSorcery\nSearch your library and/or graveyard for a card named Test Sun "
            "Hoplite and put it onto the battlefield. If you search your library this way, shuffle.")
SEEKER = card("Test Seeker {2}{W}\nCreature — Human 2/2\nWhen Test Seeker enters, you may search your library and/or "
              "graveyard for a card named Test Sun Hoplite, reveal it, and put it into your hand. If you search your "
              "library this way, shuffle.")


def _cast(s: Scenario, spell: int) -> object:
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    return game


def _shuffles(game: object) -> int:
    return sum(1 for e in game.state.log if e.kind == "shuffle")  # type: ignore[attr-defined]


def test_201_2_a_card_named_another_card_reads_and_renders_its_printed_name() -> None:
    spec = CALL.spell.modes[0].effects[0].param("filter")
    assert spec.name == "Test Sun Hoplite"
    assert rules_text(CALL) == ["Search your library and/or graveyard for a card named Test Sun Hoplite and put it "
                                "onto the battlefield. If you search your library this way, shuffle."]
    assert rules_text(SEEKER) == ["When this enters, you may search your library and/or graveyard for a card named "
                                  "Test Sun Hoplite, reveal it, and put it into your hand. If you search your "
                                  "library this way, shuffle."]


def test_701_23b_a_card_found_in_the_graveyard_leaves_the_library_unshuffled() -> None:
    s = Scenario()
    spell = s.hand(0, CALL)
    s.many(0, "battlefield", ["Plains"] * 2)
    s.many(0, "library", ["Island"] * 5)
    in_yard = s.graveyard(0, HOPLITE)
    game = _cast(s, spell)
    assert game.pending["kind"] == "search"  # type: ignore[attr-defined]
    before = _shuffles(game)
    game.apply(("find", in_yard))  # type: ignore[attr-defined]
    resolve_stack(game)
    found = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Sun Hoplite"]  # type: ignore[attr-defined]
    assert len(found) == 1 and _shuffles(game) == before  # the library was not searched: no shuffle (701.23)


def test_701_23_a_card_found_in_the_library_shuffles_it_and_only_named_cards_are_offered() -> None:
    s = Scenario()
    spell = s.hand(0, CALL)
    s.many(0, "battlefield", ["Plains"] * 2)
    s.many(0, "library", ["Island"] * 3)
    in_library = s.library(0, HOPLITE)
    other = s.graveyard(0, BEAR)
    game = _cast(s, spell)
    options = game.legal_actions()  # type: ignore[attr-defined]
    assert ("find", in_library) in options and ("find", other) not in options  # 201.2: the name must match
    before = _shuffles(game)
    game.apply(("find", in_library))  # type: ignore[attr-defined]
    resolve_stack(game)
    assert any(game.state.objects[o].card.name == "Test Sun Hoplite" for o in game.state.battlefield())  # type: ignore[attr-defined]
    assert _shuffles(game) == before + 1


def test_701_23_the_shuffle_sentence_alone_is_refused() -> None:
    with pytest.raises(CardError, match="without a search of several zones"):
        card("Test Lone Shuffle {U}\nSorcery\nDraw a card. If you search your library this way, shuffle.")
