"""Tests of `cards.language.phrases.looked_card`: the top card of another player's library, looked at and then
moved (608.2c, 401.2). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

MIND_THIEF = card("Test Mind Thief {2}{U}\nSorcery\nLook at the top card of target player's library. You may put that "
                  "card into their graveyard.")
SCULPT = card("Test Sculpt {U}\nSorcery\nLook at the top card of target player's library. You may put that card on "
              "the bottom of that player's library.")


def _cast(spell_card: object, take: bool) -> tuple[object, list[int]]:
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    ids = [s.library(1, c) for c in ["Forest", "Forest", BEAR]]
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",) if take else ("no",))
    resolve_stack(game)
    return game, ids


def test_608_2c_the_card_looked_at_may_be_put_into_its_owners_graveyard() -> None:
    assert rules_text(MIND_THIEF) == ["Look at the top card of target player's library. You may put that card into "
                                      "their graveyard."]
    game, ids = _cast(MIND_THIEF, take=True)
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 1)] == [BEAR.name]
    assert len(game.state.zone("library", 1)) == 2
    game, ids = _cast(MIND_THIEF, take=False)
    assert game.state.zone("library", 1)[-1] == ids[-1]  # left on top, seen by the caster alone (401.2)
    tags = game.state.objects[ids[-1]].tags
    assert any(t.endswith(":0") for t in tags) and not any(t.endswith(":1") for t in tags)


def test_401_4_the_card_looked_at_may_be_put_on_the_bottom_of_that_library() -> None:
    assert rules_text(SCULPT) == ["Look at the top card of target player's library. You may put that card on the "
                                  "bottom of that player's library."]
    game, ids = _cast(SCULPT, take=True)
    library = game.state.zone("library", 1)
    assert game.state.objects[library[0]].card.name == BEAR.name and len(library) == 3


PORTENT_LIKE = card("Test Omen Reading {U}\nSorcery\nLook at the top three cards of target player's library, then put "
                    "them back in any order.")


def test_401_4_the_looker_puts_another_players_top_cards_back_in_the_order_they_choose() -> None:
    assert rules_text(PORTENT_LIKE) == ["Look at the top three cards of target player's library, then put them back "
                                        "in any order."]
    s = Scenario()
    spell = s.hand(0, PORTENT_LIKE)
    s.battlefield(0, "Island")
    ids = [s.library(1, c) for c in ["Forest", "Mountain", "Swamp", "Plains"]]  # Plains on top
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["player"] == 0 and game.pending["kind"] == "order_cards"
    plains, swamp, mountain = ids[3], ids[2], ids[1]
    game.apply(("next", mountain))  # from the top down
    game.apply(("next", swamp))
    resolve_stack(game)
    assert game.state.zone("library", 1) == [ids[0], plains, swamp, mountain]
    tags = game.state.objects[mountain].tags
    assert any(t.endswith(":0") for t in tags) and not any(t.endswith(":1") for t in tags)  # 401.2
