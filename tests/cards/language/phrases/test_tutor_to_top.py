"""Tests of `cards.language.phrases.tutor_to_top`: a search whose cards go on top of the library after its shuffle
(701.23, 401.4). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.cards.wording import apply_updates
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

DARK_TUTOR = card("Test Dark Tutor {B}\nInstant\nSearch your library for a card, then shuffle and put that card on "
                  "top. You lose 2 life.")
BEAST_CALLER = card("Test Beast Caller {G}\nInstant\nSearch your library for a creature card, reveal it, then "
                    "shuffle and put that card on top.")
GATHERING = card("Test Gathering {1}{G}\nInstant\nSearch your library for up to two creature cards, reveal them, "
                 "then shuffle and put those cards on top in any order.")


def _cast(spell_card: object, library: list[object]) -> tuple[object, list[int]]:
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", ["Swamp", "Forest", "Forest"])
    ids = [s.library(0, c) for c in library]
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    return game, ids


def _find(game: object, oid: int) -> None:
    assert ("find", oid) in game.legal_actions()  # type: ignore[attr-defined]
    game.apply(("find", oid))  # type: ignore[attr-defined]


def test_701_23_search_then_shuffle_and_put_that_card_on_top() -> None:
    assert rules_text(DARK_TUTOR) == ["Search your library for a card, then shuffle and put that card on top. "
                                      "You lose 2 life."]
    game, ids = _cast(DARK_TUTOR, ["Island"] * 6 + [BIG] + ["Island"] * 6)
    big = ids[6]
    _find(game, big)
    resolve_stack(game)
    library = game.state.zone("library", 0)
    assert library[-1] == big and len(library) == 13  # on top of the shuffled library (401.4), still in it
    assert game.state.players[0].life == 18
    tags = game.state.objects[big].tags
    assert any(t.endswith(":0") for t in tags) and not any(t.endswith(":1") for t in tags)  # 400.2: searcher only


def test_701_23_a_search_for_a_creature_card_offers_only_creature_cards_and_reveals_the_one_found() -> None:
    assert rules_text(BEAST_CALLER) == ["Search your library for a creature card, reveal it, then shuffle and put "
                                        "that card on top."]
    game, ids = _cast(BEAST_CALLER, ["Island", BEAR, "Island", "Island"])
    offered = {a[1] for a in game.legal_actions() if a[0] == "find"}
    assert offered == {ids[1]}  # 701.23a: only a card of the description can be found
    _find(game, ids[1])
    resolve_stack(game)
    assert game.state.zone("library", 0)[-1] == ids[1]
    assert any(ev.kind == "revealed" and BEAR.name in ev.data[1] for ev in game.state.log)  # 701.16a


def test_701_23_cards_put_on_top_in_any_order_go_in_the_order_the_searcher_found_them() -> None:
    assert rules_text(GATHERING) == ["Search your library for up to two creature cards, reveal them, then shuffle "
                                     "and put those cards on top in any order."]
    game, ids = _cast(GATHERING, [BEAR, "Island", "Island", BIG, "Island"])
    bear, big = ids[0], ids[3]
    _find(game, big)
    _find(game, bear)
    resolve_stack(game)
    library = game.state.zone("library", 0)
    assert library[-2:] == [bear, big]  # the first found on top, the second under it


def test_701_23_finding_nothing_still_shuffles_and_moves_nothing() -> None:
    game, ids = _cast(BEAST_CALLER, ["Island", BEAR, "Island"])
    game.apply(("find_none",))
    resolve_stack(game)
    assert sorted(game.state.zone("library", 0)) == sorted(ids)
    assert not any(t.startswith("seen_by") for o in ids for t in game.state.objects[o].tags)
    assert any(ev.kind == "shuffle" for ev in game.state.log)


def test_701_23_the_2017_wordings_read_as_todays() -> None:
    assert apply_updates("Search your library for a card, then shuffle your library and put that card on top of "
                         "it. You lose 2 life.") == ("Search your library for a card, then shuffle and put that "
                                                     "card on top. You lose 2 life.")
    assert apply_updates("Search your library for a creature card and reveal that card. Shuffle your library, then "
                         "put the card on top of it.") == rules_text(BEAST_CALLER)[0]
    assert apply_updates("Search your library for up to two creature cards and reveal them. Shuffle your library, "
                         "then put those cards on top of it in any order.") == rules_text(GATHERING)[0]


LONG_PLAN = card("Test Long Plan {2}{U}\nInstant\nSearch your library for a card, then shuffle and put that card third "
                 "from the top.")


def test_401_4_search_then_shuffle_and_put_that_card_third_from_the_top() -> None:
    assert rules_text(LONG_PLAN) == ["Search your library for a card, then shuffle and put that card third from the "
                                     "top."]
    s = Scenario()
    spell = s.hand(0, LONG_PLAN)
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    ids = [s.library(0, c) for c in ["Island"] * 5 + [BIG]]
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    _find(game, ids[-1])
    resolve_stack(game)
    assert game.state.zone("library", 0)[-3] == ids[-1]  # two cards above it (401.4)
    assert apply_updates("Search your library for a card, shuffle your library, then put that card third from the "
                         "top.") == rules_text(LONG_PLAN)[0]
