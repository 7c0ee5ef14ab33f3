"""Tests of `cards.language.compile._later_paragraph_target`: a spell's paragraphs are one spell, its targets
chosen in the order written (601.2c), so "another target creature" in a later paragraph is a target other than
the earlier paragraphs' targets (115.3), and a group that names its own paragraph's groups keeps naming them."""

from __future__ import annotations

from typing import Any

from tests.rules.keyword_support import card, lands, named, scenario, settle

ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 2 damage to target creature.\nTest Zap deals 1 damage to another "
           "target creature.")
PAIR = card("Test Pair {R}\nSorcery\nTap target creature.\nTap target creature and untap another target creature.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
ELK = card("Test Elk {1}\nCreature — Elk 3/3")


def _offered(game: Any) -> set[Any]:
    return {a[1] for a in game.legal_actions() if a[0] == "target"}


def test_115_3_another_target_in_a_later_paragraph_is_not_an_earlier_paragraph_s_target() -> None:
    s = scenario()
    lands(s, 0, 1)
    ox = s.battlefield(1, OX)
    elk = s.battlefield(1, ELK)
    s.hand(0, ZAP)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Zap", "hand")[0]))
    assert _offered(game) == {ox, elk}
    game.apply(("target", elk))
    assert _offered(game) == {ox}  # not the elk again
    game.apply(("target", ox))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[elk].damage == 2 and game.state.objects[ox].damage == 1


def test_115_3_a_later_paragraph_s_another_names_its_own_paragraph_s_target() -> None:
    s = scenario()
    lands(s, 0, 1)
    ox = s.battlefield(1, OX)
    elk = s.battlefield(1, ELK)
    s.hand(0, PAIR)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Pair", "hand")[0]))
    game.apply(("target", elk))
    assert _offered(game) == {ox, elk}  # the second paragraph's first target may be the first paragraph's
    game.apply(("target", elk))
    assert _offered(game) == {ox}  # "another" is other than its own paragraph's target
    game.apply(("target", ox))
