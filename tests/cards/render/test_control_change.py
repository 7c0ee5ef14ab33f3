"""A creature taken for the turn and readied in one conditional sentence (`cards.render.control_change`; 613.1b,
611.2a): the rendering lists the instructions as the printed text does, and the card does what it says."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

BRAINWASH = card("Test Brainwash {R}\nSorcery\nKicker {3}\nTarget creature can't block this turn. If this spell was "
                 "kicked, gain control of that creature until end of turn, untap it, and it gains haste until end of "
                 "turn.")


def test_613_1b_kicked_gain_control_untap_and_haste_read_as_one_listed_sentence() -> None:
    assert rules_text(BRAINWASH)[1] == ("Target creature can't block this turn. If this spell was kicked, gain "
                                        "control of that creature until end of turn, untap it, and it gains haste "
                                        "until end of turn.")


def test_613_1b_the_kicked_spell_takes_untaps_and_hastes_the_creature() -> None:
    s = Scenario()
    spell = s.hand(0, BRAINWASH)
    s.many(0, "battlefield", ["Mountain"] * 4)
    theirs = s.battlefield(1, BEAR, tapped=True)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        kicked = next((o for o in options if o[0] == "cost" and "kicker" in str(o)), None)
        game.apply(("target", theirs) if ("target", theirs) in options else kicked or
                   (("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)
    now = chars(game.state, theirs)
    assert now.controller == 0 and not game.state.objects[theirs].tapped  # 613.1b: the turn's control; untapped
    assert now.has("haste")


def test_611_2a_if_you_do_untap_it_and_it_gains_haste() -> None:
    dominus = card("Test Dominus {4}{U}\nCreature — Spirit Avatar 4/4\nAt the beginning of your upkeep, you may gain "
                   "control of target permanent until end of turn. If you do, untap it and it gains haste until end "
                   "of turn.")
    assert rules_text(dominus) == ["At the beginning of your upkeep, you may gain control of target permanent until "
                                   "end of turn. If you do, untap it and it gains haste until end of turn."]
    obligator = card("Test Obligator {2}{R}\nCreature — Eldrazi 3/1\nWhen Test Obligator enters, you may pay {1}. If "
                     "you do, gain control of target creature until end of turn, untap it, and it gains haste until "
                     "end of turn.")
    assert rules_text(obligator) == ["When this enters, you may pay {1}. If you do, gain control of target creature "
                                     "until end of turn, untap it, and it gains haste until end of turn."]


def test_613_1b_outside_a_condition_the_instructions_stay_sentences() -> None:
    threaten = card("Test Threaten {2}{R}\nSorcery\nGain control of target creature until end of turn. Untap that "
                    "creature. It gains haste until end of turn.")
    assert rules_text(threaten) == ["Gain control of target creature until end of turn. Untap that creature. It "
                                    "gains haste until end of turn."]
