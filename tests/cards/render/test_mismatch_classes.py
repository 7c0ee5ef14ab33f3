"""The report's classes decided by rules over the two sentences (`cards.render.mismatch_classes`)."""

from __future__ import annotations

from kitchentable.cards.render.compare import Mismatch
from kitchentable.cards.render.mismatch_classes import classify


def _one(oracle: str, rendered: str) -> tuple[str, str]:
    m = Mismatch("Test Card", oracle, rendered)
    return classify(m, [m])


def test_a_moved_sentence_is_wording_only() -> None:
    gone, back = Mismatch("Test", "flying", ""), Mismatch("Test", "", "flying")
    assert classify(gone, [gone, back]) == ("c", "moved")


def test_the_same_words_reordered_and_synonyms_are_wording_only() -> None:
    assert _one("morph {2}{B}{G}{U}", "morph {2}{U}{B}{G}") == ("c", "reordered")
    assert _one("{U}: ~ can't be blocked this turn.", "{U}: ~ can't be blocked until end of turn.") == ("c", "synonyms")
    assert _one("all creatures have protection from red.", "creatures have protection from red.") == ("c", "synonyms")


def test_a_parameter_or_qualifier_the_rendering_drops_is_a_render_bug() -> None:
    assert _one("when ~ dies, bolster 2.", "when ~ dies, bolster you.") == ("a", "number lost")
    assert _one("whenever a nontoken creature you control dies, draw a card.",
                "whenever a creature you control dies, draw a card.") == ("a", "qualifier lost")


def test_another_number_or_another_effect_is_a_compiler_bug() -> None:
    assert _one("~ deals 2 damage to any target.", "~ deals 3 damage to any target.") == ("b", "number changed")
    assert _one("distribute two +1/+1 counters among one or two target creatures.",
                "~ deals 2 damage divided as you choose among one or two target creatures.") == ("b", "verb changed")
    assert _one("you may play that card this turn.", "you may cast it.") == ("?", "")
