"""Tests of `cards.language.core.effects.skip_next_untap` as Oracle text says it of a group named before: "They
don't untap during their controllers' next untap steps." (502.3). Each permanent stays tapped in its own
controller's next untap step; the rendering says the sentence as printed ("They", never "Them")."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

FROST = card("Test Frost {U}\nInstant\nTap two target creatures. They don't untap during their controllers' next "
             "untap steps.")
SLEEP = card("Test Doze {U}\nSorcery\nTap all creatures target player controls. They don't untap during that "
             "player's next untap step.")
CHILL = card("Test Chill {U}\nSorcery\nTap all nonblue creatures. Those creatures don't untap during their "
             "controllers' next untap steps.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
ELK = card("Test Elk {1}\nCreature — Elk 3/3")


def _past_untap_step(game: Any, seat: int) -> None:
    """Pass until `seat`'s turn is past its untap step."""
    for _ in range(120):
        if game.state.active == seat and game.state.step not in ("untap", "upkeep") and game.state.turn > 1:
            return
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    raise AssertionError("did not reach the turn")


def test_502_3_each_permanent_stays_tapped_in_its_own_controller_s_next_untap_step() -> None:
    s = scenario()
    lands(s, 0, 1, "Island")
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, FROST)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Frost", "hand")[0]))
    game.apply(("target", mine))
    game.apply(("target", theirs))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[mine].tapped and game.state.objects[theirs].tapped
    _past_untap_step(game, 1)
    assert game.state.objects[theirs].tapped  # its controller's next untap step left it tapped
    assert game.state.objects[mine].tapped  # the caster's untap step has not come yet
    _past_untap_step(game, 0)
    assert game.state.objects[mine].tapped  # and the caster's next one left the caster's creature tapped
    _past_untap_step(game, 1)
    assert not game.state.objects[theirs].tapped  # only the next untap step


def test_502_3_they_is_rendered_as_the_subject_it_was_printed_as() -> None:
    assert render(FROST).splitlines()[-1] == ("Tap two target creatures. They don't untap during their controllers' "
                                              "next untap steps.")
    assert render(SLEEP).splitlines()[-1] == ("Tap all creatures target player controls. They don't untap during "
                                              "that player's next untap step.")
    assert render(CHILL).splitlines()[-1] == ("Tap all nonblue creatures. Those creatures don't untap during their "
                                              "controllers' next untap steps.")
