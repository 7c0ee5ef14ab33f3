"""Ability words whose condition the kernel reads (corrupted, celebration, coven, descend, valiant, void) and
Cases (719), each compiled from a small card of our own and played in a scenario.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- Cases (719) ----------------------------------------------------------------------------------------------------

CASE = card("Case of the Odd Relics {1}{U}\nEnchantment — Case\nWhen this Case enters, draw a card.\n"
            "To solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\n"
            "Solved — {1}, Sacrifice this Case: Draw two cards.\n"
            "Solved — Creatures you control get +1/+0.")
RELIC = card("Odd Relic {1}\nArtifact")


def _case_game(n_relics: int) -> tuple[object, int, int]:
    s = scenario()
    case = s.battlefield(0, CASE)
    for _ in range(n_relics):
        s.battlefield(0, RELIC)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 2, "Island")
    return s.start("main1"), case, bear


def test_719_3_case_is_solved_at_your_end_step_when_its_condition_holds() -> None:
    from kitchentable.scenario import pass_until

    game, case, bear = _case_game(3)
    assert not any(a[:2] == ("activate", case) for a in game.legal_actions())  # 719.3b: not solved yet
    assert chars(game.state, bear).power == 2
    pass_until(game, lambda g: g.state.active == 1)
    assert "solved" in game.state.objects[case].tags
    assert chars(game.state, bear).power == 3
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    assert ("activate", case, 0) in game.legal_actions()


def test_719_3_case_stays_unsolved_without_its_condition_and_no_trigger_waits() -> None:
    from kitchentable.scenario import pass_until

    game, case, bear = _case_game(2)
    pass_until(game, lambda g: g.state.step == "end")
    assert not game.state.stack_ids()  # the intervening "if" (603.4): nothing triggers
    pass_until(game, lambda g: g.state.active == 1)
    assert "solved" not in game.state.objects[case].tags and chars(game.state, bear).power == 2
    assert "To solve — You control three or more artifacts." in render(CASE)


OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 4/4")


# --- celebration and coven -------------------------------------------------------------------------------------------


def _end_step_draws(extra: str, setup: Any) -> int:
    """Cast every card in seat 0's hand, then count the cards it draws by the time its turn ends."""
    s = scenario()
    s.battlefield(0, card("Party Goer {1}{R}\nCreature — Faerie 1/1\n" + extra))
    setup(s)
    game = s.start("main1")
    for spell in list(game.state.zone("hand", 0)):
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    library = len(game.state.zone("library", 0))
    pass_until(game, lambda g: g.state.active == 1)
    return library - len(game.state.zone("library", 0))


CELEBRATION = ("Celebration — At the beginning of your end step, if two or more nonland permanents entered the "
               "battlefield under your control this turn, draw a card.")


def test_celebration_counts_nonland_permanents_that_entered_this_turn() -> None:
    def two_bears(s: Any) -> None:
        s.hand(0, BEAR)
        s.hand(0, BEAR)
        lands(s, 0, 4, "Forest")

    def one_bear(s: Any) -> None:
        s.hand(0, BEAR)
        lands(s, 0, 4, "Forest")

    assert _end_step_draws(CELEBRATION, two_bears) == 1
    assert _end_step_draws(CELEBRATION, one_bear) == 0  # only one entered


def test_coven_needs_three_different_powers() -> None:
    coven = ("Coven — At the beginning of your end step, if you control three or more creatures with different "
             "powers, draw a card.")

    def powers_1_2_4(s: Any) -> None:
        s.battlefield(0, BEAR)
        s.battlefield(0, OGRE)

    def powers_1_2_2(s: Any) -> None:
        s.battlefield(0, BEAR)
        s.battlefield(0, BEAR)

    assert _end_step_draws(coven, powers_1_2_4) == 1
    assert _end_step_draws(coven, powers_1_2_2) == 0


# --- descend, valiant, and abilities paid by exiling the card from the graveyard (renew) ---------------------------

SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def test_descend_counts_permanent_cards_in_your_graveyard() -> None:
    descender = card("Descender {1}{B}\nCreature — Vampire 2/2\n"
                     "Descend 4 — This creature gets +2/+0 as long as there are four or more permanent cards in "
                     "your graveyard.")
    s = scenario()
    oid = s.battlefield(0, descender)
    for _ in range(3):
        s.graveyard(0, BEAR)
    s.graveyard(0, SHOCK)  # an instant: not a permanent card
    game = s.start("main1")
    assert chars(game.state, oid).power == 2
    s2 = scenario()
    oid2 = s2.battlefield(0, descender)
    for _ in range(4):
        s2.graveyard(0, BEAR)
    game2 = s2.start("main1")
    assert chars(game2.state, oid2).power == 4


def test_valiant_triggers_only_the_first_time_each_turn_and_only_for_your_spells() -> None:
    mouse = card("Valiant Mouse {W}\nCreature — Mouse Soldier 1/1\nValiant — Whenever this creature becomes the "
                 "target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.")
    boost = card("Boost {W}\nInstant\nTarget creature gets +0/+1 until end of turn.")
    s = scenario()
    oid = s.battlefield(0, mouse)
    s.hand(0, boost)
    s.hand(0, boost)
    lands(s, 0, 2, "Plains")
    game = s.start("main1")
    for spell in list(game.state.zone("hand", 0)):
        game.apply(("cast", spell))
        game.apply(("target", oid))
        game.apply(("pay",))
        settle(game)
    assert game.state.objects[oid].counters == {"+1/+1": 1}


def test_exiling_the_card_from_the_graveyard_is_an_ability_of_the_graveyard() -> None:
    renewer = card("Renewer {1}{G}\nCreature — Elf 2/2\nRenew — {1}, Exile this card from your graveyard: Put a "
                   "+1/+1 counter on target creature. Activate only as a sorcery.")
    s = scenario()
    dead = s.graveyard(0, renewer)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 1)
    game = s.start("main1")
    assert renewer.activated[0].zone == "graveyard"
    game.apply(("activate", dead, 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bear].counters == {"+1/+1": 1} and named(game, "Renewer", "exile")


def test_603_2_eerie_hears_an_enchantment_you_control_entering() -> None:
    """Eerie's enters half (its Room half has no event: Rooms are not supported) and its printed head."""
    from kitchentable.cards.render import rules_text
    from kitchentable.scenario import Scenario
    from tests.cards.card_text import BEAR, card, resolve

    watcher = card("Test Watcher {1}{W}\nEnchantment Creature — Spirit 1/2\nEerie — Whenever an enchantment you "
                   "control enters and whenever you fully unlock a Room, you gain 2 life.")
    charm = card("Test Charm {W}\nEnchantment\nAt the beginning of your upkeep, you gain 1 life.")
    assert rules_text(watcher) == ["Whenever an enchantment you control enters and whenever you fully unlock a Room, "
                                   "you gain 2 life."]
    s = Scenario()
    s.battlefield(0, watcher)
    ench = s.hand(0, charm)
    bear = s.hand(0, BEAR)
    s.many(0, "battlefield", ["Plains", "Plains", "Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    resolve(game)  # a creature: no trigger
    assert game.state.players[0].life == 20 and not game.state.stack_ids()
    game.apply(("cast", ench))
    game.apply(("pay",))
    resolve(game)  # the enchantment enters: the trigger goes on the stack
    resolve(game)
    assert game.state.players[0].life == 22
