"""Tests of `cards.language.phrases.snow`: "snow" and "nonsnow" in a description (205.4a: a supertype)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority
from tests.cards.card_text import BEAR, card

AUGUR = card("Test Rime Seer {U}\nCreature — Human Wizard 1/2\n{T}: Look at the top card of your library. If it's a "
             "snow card, you may reveal it and put it into your hand.")
SNOW_BEAR = card("Test Frost Bear {1}{G}\nSnow Creature — Bear 2/2")
THAW = card("Test Thaw Bolt {1}{R}\nInstant\nDestroy target nonsnow creature.")


def _activate(top: object) -> tuple[object, int, bool]:
    s = Scenario()
    augur = s.battlefield(0, AUGUR)
    s.library(0, "Island")
    top_id = s.library(0, top)
    game = s.start("main1")
    game.apply(("activate", augur, 0))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    asked = game.pending["kind"] == "may"
    if asked:
        game.apply(("yes",))
        answer_until_priority(game)
    return game, top_id, asked


def test_205_4a_a_snow_card_is_one_with_the_snow_supertype() -> None:
    assert rules_text(AUGUR) == ["{T}: Look at the top card of your library. If it's a snow card, you may reveal it "
                                 "and put it into your hand."]
    game, top, asked = _activate(SNOW_BEAR)
    assert asked and [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == [SNOW_BEAR.name]
    game, top, asked = _activate(BEAR)  # a creature, but not snow: nothing is offered
    assert not asked and top in game.state.zone("library", 0)


def test_205_4a_a_nonsnow_creature_target_excludes_snow_creatures() -> None:
    assert rules_text(THAW) == ["Destroy target nonsnow creature."]
    s = Scenario()
    spell = s.hand(0, THAW)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    frost = s.battlefield(1, SNOW_BEAR)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    targets = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert bear in targets and frost not in targets
