"""Tests of `cards.language.phrases.turn_history` and `rules.concepts.turn_history`: conditions read from what
happened this turn (revolt, descending, spells cast, cards drawn), the trigger "whenever you draw your second
card each turn", "~ enters with N counters on it if [condition]" (614.1c) and "This ability triggers only once
each turn." (603.2h). Each compiles a small card text of our own and checks what it does in a scenario, and
that it renders as its text."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

FODDER = card("Test Fodder {W}\nCreature — Human 1/1\nSacrifice this creature: You gain 1 life.")
AERONAUT = card("Test Aeronaut {1}{W}\nCreature — Dwarf Scout 2/2\nRevolt — When this creature enters, if a "
                "permanent you controlled left the battlefield this turn, you gain 5 life.")
RENEGADE = card("Test Renegade {1}{G}\nCreature — Elf Warrior 1/2\nThis creature enters with two +1/+1 counters "
                "on it if a creature died this turn.")
MYOJIN = card("Test Myojin {2}{G}\nLegendary Creature — Spirit 3/3\nThis creature enters with a divinity counter "
              "on it if you cast it from your hand.")
WATCHER = card("Test Watcher {W}\nCreature — Human 1/1\nWhenever another creature you control dies, you gain 3 "
               "life. This ability triggers only once each turn.")
SCHOLAR = card("Test Scholar {U}\nCreature — Human Wizard 1/1\nWhenever you draw your second card each turn, you "
               "gain 3 life.")
DIVINE = card("Test Divination {U}\nSorcery\nDraw two cards.")
PEEK = card("Test Peek {U}\nSorcery\nDraw a card.")
DESCENT = card("Test Descent {B}\nSorcery\nIf you descended this turn, you gain 4 life.")
RALLY = card("Test Rally {G}\nSorcery\nIf you've cast a creature spell this turn, you gain 4 life.")
BEAR = card("Test Bear {G}\nCreature — Bear 2/2")


def _cast(game: Any, name: str) -> None:
    game.apply(("cast", named(game, name, "hand")[0]))
    game.apply(("pay",))
    settle(game)


def _sacrifice(game: Any, name: str) -> None:
    game.apply(("activate", named(game, name)[0], 0))
    settle(game)


def _life(game: Any) -> int:
    return int(game.state.players[0].life)


def test_revolt_603_4_a_permanent_you_controlled_left_the_battlefield_this_turn() -> None:
    for sacrifice_first in (False, True):
        s = scenario()
        lands(s, 0, 2, "Plains")
        s.battlefield(0, FODDER)
        s.hand(0, AERONAUT)
        game = s.start("main1")
        if sacrifice_first:
            _sacrifice(game, "Test Fodder")
        _cast(game, "Test Aeronaut")
        assert _life(game) == (26 if sacrifice_first else 20)


def test_614_1c_enters_with_counters_if_a_creature_died_this_turn() -> None:
    for sacrifice_first in (False, True):
        s = scenario()
        lands(s, 0, 2, "Forest")
        s.battlefield(0, FODDER)
        s.hand(0, RENEGADE)
        game = s.start("main1")
        if sacrifice_first:
            _sacrifice(game, "Test Fodder")
        _cast(game, "Test Renegade")
        renegade = named(game, "Test Renegade")[0]
        assert game.state.objects[renegade].counters.get("+1/+1", 0) == (2 if sacrifice_first else 0)


def test_614_1c_enters_with_a_counter_if_you_cast_it_from_your_hand() -> None:
    s = scenario()
    lands(s, 0, 3, "Forest")
    s.hand(0, MYOJIN)
    game = s.start("main1")
    _cast(game, "Test Myojin")
    assert game.state.objects[named(game, "Test Myojin")[0]].counters.get("divinity") == 1
    s = scenario()
    myojin = s.battlefield(0, MYOJIN)  # put onto the battlefield, not cast
    game = s.start("main1")
    assert not game.state.objects[myojin].counters.get("divinity")


def test_603_2h_this_ability_triggers_only_once_each_turn() -> None:
    s = scenario()
    s.battlefield(0, WATCHER)
    s.battlefield(0, FODDER)
    s.battlefield(0, card("Test Fodder Two {W}\nCreature — Human 1/1\nSacrifice this creature: You gain 1 life."))
    game = s.start("main1")
    _sacrifice(game, "Test Fodder")
    assert _life(game) == 24  # 1 from the sacrifice, 3 from the watcher
    _sacrifice(game, "Test Fodder Two")
    assert _life(game) == 25  # the watcher's ability has triggered this turn already


def test_603_2_whenever_you_draw_your_second_card_each_turn() -> None:
    s = scenario()
    lands(s, 0, 2, "Island")
    s.battlefield(0, SCHOLAR)
    s.hand(0, DIVINE)
    s.hand(0, PEEK)
    game = s.start("main1")
    _cast(game, "Test Divination")  # the first and second cards drawn this turn
    assert _life(game) == 23
    _cast(game, "Test Peek")  # the third
    assert _life(game) == 23


def test_701_60b_descended_this_turn_needs_a_permanent_card_put_into_your_graveyard() -> None:
    for sacrifice_first in (False, True):
        s = scenario()
        lands(s, 0, 1, "Swamp")
        s.battlefield(0, FODDER)
        s.hand(0, DESCENT)
        game = s.start("main1")
        if sacrifice_first:
            _sacrifice(game, "Test Fodder")
        _cast(game, "Test Descent")
        assert _life(game) == (25 if sacrifice_first else 20)


def test_601_2i_if_youve_cast_a_creature_spell_this_turn() -> None:
    for bear_first in (False, True):
        s = scenario()
        lands(s, 0, 2, "Forest")
        s.hand(0, BEAR)
        s.hand(0, RALLY)
        game = s.start("main1")
        if bear_first:
            _cast(game, "Test Bear")
        _cast(game, "Test Rally")
        assert _life(game) == (24 if bear_first else 20)


def test_turn_history_phrases_render_as_their_text() -> None:
    for c, sentence in (
            (AERONAUT, "When this enters, if a permanent you controlled left the battlefield this turn, you gain 5 "
                       "life."),
            (RENEGADE, "This enters with two +1/+1 counters on it if a creature died this turn."),
            (MYOJIN, "This enters with a divinity counter on it if you cast it from your hand."),
            (WATCHER, "This ability triggers only once each turn."),
            (SCHOLAR, "Whenever you draw your second card each turn, you gain 3 life."),
            (DESCENT, "If you descended this turn, you gain 4 life."),
            (RALLY, "If you've cast a creature spell this turn, you gain 4 life.")):
        assert sentence in render(c), render(c)


def test_this_turn_conditions_compile_and_render_as_their_text() -> None:
    from kitchentable.cards.render import rules_text

    for condition in ("if you've cast two or more spells this turn", "if a creature died under your control this "
                      "turn", "if you sacrificed an artifact this turn", "if another creature entered the "
                      "battlefield under your control this turn", "if you haven't played a land this turn",
                      "if two or more creatures attacked this turn", "if a nontoken creature died this turn",
                      "if three or more creatures died this turn", "if you discarded a card this turn",
                      "if a creature card left your graveyard this turn", "if this creature attacked this turn",
                      "if you had a land enter the battlefield under your control this turn",
                      "if an opponent was dealt damage this turn", "if you attacked with three or more creatures "
                      "this turn", "if you've drawn two or more cards this turn", "if an opponent cast a blue "
                      "spell this turn", "if you've cast another spell this turn"):
        text = f"At the beginning of your end step, {condition}, draw a card."
        c = card(f"Test Clerk {{1}}{{B}}\nCreature — Human 2/2\n{text}")
        assert rules_text(c) == [text.replace("this creature", "this")], condition


def test_603_4_if_that_player_has_five_or_more_cards_in_hand_reads_the_player_whose_upkeep_it_is() -> None:
    from kitchentable.scenario import pass_until

    cage = card("Test Cage {3}\nArtifact\nAt the beginning of each opponent's upkeep, if that player has five or more "
                "cards in hand, this artifact deals 2 damage to that player.")
    for cards_in_hand, life in ((4, 20), (5, 18)):
        s = scenario()
        s.battlefield(0, cage)
        for _ in range(cards_in_hand):
            s.hand(1, "Island")
        game = s.start("end", active=0)
        pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
        assert len(game.state.zone("hand", 1)) == cards_in_hand
        while game.state.stack_ids() or game.state.pending_triggers:
            game.apply(("pass",))
        assert game.state.players[1].life == life


def test_603_2_whenever_an_opponent_draws_their_second_card_each_turn() -> None:
    from kitchentable.rules.events import draw_one
    from kitchentable.scenario import resolve_stack

    mastermind = card("Test Mastermind {1}{U}\nCreature — Faerie Rogue 2/1\nWhenever an opponent draws their second "
                      "card each turn, you draw a card.")
    assert "Whenever an opponent draws their second card each turn, draw a card." in render(mastermind)
    s = scenario()
    s.battlefield(0, mastermind)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    draw_one(game.state, 0)
    draw_one(game.state, 0)  # its controller's own draws: no trigger
    draw_one(game.state, 1)
    assert not game.state.pending_triggers
    draw_one(game.state, 1)
    assert len(game.state.pending_triggers) == 1
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == hand + 3


TOLL = card("Test Toll {B}\nSorcery\nYou gain life equal to the number of creatures that died this turn.")
TALLY = card("Test Tally {U}\nSorcery\nYou gain life equal to the number of cards you've drawn this turn.")


def test_700_4_an_amount_counts_the_creatures_that_died_this_turn() -> None:
    assert "You gain life equal to the number of creatures that died this turn." in render(TOLL)
    s = scenario()
    lands(s, 0, 1, "Swamp")
    s.battlefield(0, FODDER)
    s.battlefield(0, FODDER)
    s.hand(0, TOLL)
    game = s.start("main1")
    _sacrifice(game, "Test Fodder")
    _sacrifice(game, "Test Fodder")
    assert _life(game) == 22
    _cast(game, "Test Toll")
    assert _life(game) == 24  # two creatures died this turn


def test_121_1_an_amount_counts_the_cards_you_drew_this_turn() -> None:
    assert "You gain life equal to the number of cards you've drawn this turn." in render(TALLY)
    s = scenario()
    lands(s, 0, 3, "Island")
    s.hand(0, DIVINE)
    s.hand(0, TALLY)
    game = s.start("main1")
    _cast(game, "Test Divination")
    _cast(game, "Test Tally")
    assert _life(game) == 22  # the two cards drawn this turn (the game began in the main phase)


TRINKET = card("Test Trinket {1}\nArtifact")
FORGEWORK = card("Test Forgework {B}\nSorcery\nIf three or more artifacts entered the battlefield under your control "
                 "this turn, you gain 4 life.")


def test_700_4_three_or_more_artifacts_entered_the_battlefield_under_your_control_this_turn() -> None:
    for trinkets in (2, 3):
        s = scenario()
        lands(s, 0, trinkets + 1, "Swamp")
        for _ in range(trinkets):
            s.hand(0, TRINKET)
        s.hand(0, FORGEWORK)
        game = s.start("main1")
        for _ in range(trinkets):
            _cast(game, "Test Trinket")
        _cast(game, "Test Forgework")
        assert _life(game) == (24 if trinkets == 3 else 20)
    assert "If three or more artifacts entered the battlefield under your control this turn" in render(FORGEWORK)
