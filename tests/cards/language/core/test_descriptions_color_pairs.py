"""Tests of `cards.language.core.descriptions.adj_either_color_or`: "black or red creature" (105.2), an object of
either color or both, the same match as "white and/or blue"; rendered with "or" and the colors in the order card
text names a pair (the color wheel, `rules.log_text.color_pair`)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.log_text import color_pair
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

RAKDOS = card("Test Ravager {B}{R}\nCreature — Devil 2/2")
IMP = card("Test Imp {B}\nCreature — Imp 1/1")
KNIGHT = card("Test Knight {W}\nCreature — Knight 2/2")


def _targets(text: str, *permanents: object) -> tuple[list[int], set[int]]:
    s = Scenario()
    ids = [s.battlefield(1, p) for p in permanents]  # type: ignore[arg-type]
    sid = s.hand(0, card(text))
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", sid))
    return ids, {o[1] for o in game.legal_actions() if o[0] == "target"}


def test_105_2_black_or_red_is_either_color_or_both() -> None:
    text = "Test Purge {B}\nInstant\nDestroy target black or red creature."
    (both, black, green), targets = _targets(text, RAKDOS, IMP, BEAR)
    assert targets == {both, black}  # the green Bear is neither
    assert render(card(text)).splitlines()[-1] == "Destroy target black or red creature."


def test_105_2_a_color_pair_is_named_around_the_color_wheel() -> None:
    text = "Test Mark {B}\nSorcery\nDestroy target green or white creature."
    (white, black), targets = _targets(text, KNIGHT, IMP)
    assert targets == {white}
    assert render(card(text)).splitlines()[-1] == "Destroy target green or white creature."
    assert color_pair(frozenset("WR")) == ("R", "W") and color_pair(frozenset("UB")) == ("U", "B")
    evasive = card("Test Kavu {1}{R}\nCreature — Kavu 2/2\nThis creature can't be blocked by white or blue creatures.")
    assert "can't be blocked by white or blue creatures." in render(evasive)
