"""Tests of `cards.language.phrases.phasing_effects` and `rules.keywords.phasing_effects`: permanents phased out by an
effect (702.26). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card

VANISH = card("Test Fade Out {U}\nInstant\nTarget creature phases out.")
HIDE_ALL = card("Test Hide All {2}{W}\nInstant\nAll permanents you control phase out.")
AURA = card("Test Dull Bond {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.")


def test_702_26_target_creature_phases_out_with_its_aura_and_phases_in_at_its_controllers_untap() -> None:
    assert rules_text(VANISH) == ["Target creature phases out."]
    s = Scenario()
    spell = s.hand(0, VANISH)
    s.battlefield(0, "Island")
    bear = s.battlefield(1, BEAR)
    aura = s.battlefield(1, AURA, attached_to=bear)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear not in game.state.battlefield() and aura not in game.state.battlefield()  # 702.26b, 702.26g
    assert game.state.objects[bear].phased_out and game.state.objects[aura].phased_out
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert bear in game.state.battlefield() and aura in game.state.battlefield()  # 702.26a: back, same objects
    assert game.state.objects[aura].attached_to == bear


def test_702_26_all_permanents_you_control_phase_out_and_stay_out_through_the_opponents_turn() -> None:
    assert rules_text(HIDE_ALL) == ["All permanents you control phase out."]
    s = Scenario()
    spell = s.hand(0, HIDE_ALL)
    lands = [s.battlefield(0, "Plains") for _ in range(3)]
    bear = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    for seat in (0, 1):
        s.many(seat, "library", ["Island"] * 3)  # nobody loses for drawing from an empty library
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    assert not any(o in game.state.battlefield() for o in [*lands, bear]) and theirs in game.state.battlefield()
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert bear not in game.state.battlefield()  # the opponent's untap step doesn't bring them back
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    assert not game.is_over()
    assert bear in game.state.battlefield() and all(o in game.state.battlefield() for o in lands)
