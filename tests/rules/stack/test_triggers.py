"""Triggered abilities (603): entering triggers, leaves-the-battlefield look-back (603.10a), step triggers."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.cards import ELVES, FOREST, SOUL_WARDEN
from tests.rules.keyword_support import card, scenario, settle


def test_603_2_enters_trigger_goes_on_stack_and_resolves() -> None:
    s = Scenario()
    s.battlefield(0, SOUL_WARDEN)
    elves = s.hand(0, ELVES)
    s.battlefield(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", elves))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # elves resolve; warden triggers
    assert any(e.kind == "trigger" for e in game.state.log)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 21


def test_603_10a_a_dies_trigger_reads_the_creatures_last_known_colors() -> None:
    """"Whenever a black creature dies" looks back at the creature as it last existed (603.10a): a green
    creature dying doesn't trigger it, a black one does."""
    from kitchentable.cards.files.cardfile import parse_text
    from kitchentable.cards.language.compile import compile_card
    from kitchentable.rules import events

    text = """Mourner of Night {2}{B}
Creature — Human 1/1
Whenever a black creature dies, you gain 1 life.

Black Bear {1}{B}
Creature — Bear 2/2

Green Bear {1}{G}
Creature — Bear 2/2
"""
    cards = {raw.name: compile_card(raw) for raw in parse_text(text, "test")}
    s = Scenario()
    s.battlefield(0, cards["Mourner of Night"])
    black = s.battlefield(1, cards["Black Bear"])
    green = s.battlefield(1, cards["Green Bear"])
    game = s.start("main1")
    state = game.state
    events.destroy(state, green)
    assert not state.pending_triggers
    events.destroy(state, black)
    assert len(state.pending_triggers) == 1


# --- survival: "at the beginning of your second main phase" (505.1) ---------------------------------------------

SURVIVOR = card("Lone Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning of your second "
                "main phase, if this creature is tapped, put a +1/+1 counter on it.")


def test_505_1_survival_triggers_in_the_second_main_phase_only_if_tapped() -> None:
    from kitchentable.scenario import pass_until
    from tests.rules.keyword_support import attack

    s = scenario()
    survivor = s.battlefield(0, SURVIVOR)
    idle = s.battlefield(0, card("Idle Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning "
                                 "of your second main phase, if this creature is tapped, put a +1/+1 counter on it."))
    game = s.start("main1")
    attack(game, survivor)
    pass_until(game, lambda g: g.state.step == "main2")
    settle(game)
    assert chars(game.state, survivor).power == 3
    assert chars(game.state, idle).power == 2


# --- 603.10a: leaves-the-battlefield abilities look back, their own source included ---------------------------

def _wipe(mine: list[object], spell: str = "Wrath of God", target_first: bool = False) -> tuple[object, list[int]]:
    """Seat 1 casts `spell` on its turn; seat 0 controls `mine`. Returns the game with the spell resolved and
    the triggers it caused waiting (or put on the stack), and the ids of seat 0's permanents."""
    from kitchentable.scenario import answer_until_priority

    s = Scenario()
    wipe = s.hand(1, spell)
    for _ in range(4):
        s.battlefield(1, "Plains")
        s.battlefield(1, "Mountain")
    ids = [s.battlefield(0, c) for c in mine]  # type: ignore[arg-type]
    for _ in range(6):
        s.library(0, "Swamp")
        s.library(1, "Swamp")
    game = s.start("main1", active=1)
    game.apply(("cast", wipe))
    if target_first:
        game.apply(("target", ids[0]))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    return game, ids


def _triggered_sources(game: object) -> list[str]:
    state = game.state  # type: ignore[attr-defined]
    waiting = [t.source_name for t in state.pending_triggers]
    on_stack = [state.objects[x].card.name for x in state.stack_ids() if state.objects[x].stack.kind == "triggered"]
    ordering = len(game.legal_actions()) if game.pending["kind"] == "order_triggers" else 0  # type: ignore[attr-defined]
    return waiting + on_stack + ["(ordering)"] * ordering


def test_603_10a_or_another_dies_trigger_sees_its_own_death() -> None:
    game, _ = _wipe(["Undead Augur"], "Lightning Bolt", target_first=True)
    assert _triggered_sources(game) == ["Undead Augur"]


def test_603_10a_a_wipe_triggers_a_dying_source_for_itself_and_the_others() -> None:
    game, _ = _wipe(["Undead Augur", "Gravecrawler"])
    assert _triggered_sources(game) == ["Undead Augur", "Undead Augur"]  # the Augur and the other Zombie


def test_603_10a_two_dying_sources_each_see_both_deaths() -> None:
    game, _ = _wipe(["Undead Augur", "Undead Augur"])
    assert game.pending["kind"] == "order_triggers" and len(game.legal_actions()) == 4


def test_603_10a_another_still_leaves_out_the_source_itself() -> None:
    from kitchentable.rules.abilities import (
        YOU,
        Filter,
        Modal,
        Mode,
        Simple,
        TriggeredAbility,
        TriggerSpec,
        fixed,
    )
    from tests.rules.cards import creature

    watcher = creature("Grave Watcher", "{2}{B}", 2, 2, sub="Zombie")
    watcher = type(watcher)(**{**{f: getattr(watcher, f) for f in watcher.__dataclass_fields__}, "triggered": (
        TriggeredAbility(TriggerSpec("dies", Filter(types=frozenset({"Creature"}), other=True)),
                         Modal((Mode(effects=(Simple("draw", YOU, fixed(1)),)),)),
                         text="whenever another creature dies, draw a card."),)})
    game, _ = _wipe([watcher, "Grizzly Bears"])
    assert _triggered_sources(game) == ["Grave Watcher"]  # the Bears only, not itself


def test_603_10a_a_leaves_trigger_of_a_permanent_that_left_earlier_in_the_event() -> None:
    from kitchentable.rules.abilities import (
        YOU,
        Filter,
        Modal,
        Mode,
        Simple,
        TriggeredAbility,
        TriggerSpec,
        fixed,
    )
    from tests.rules.cards import creature

    base = creature("Exile Watcher", "{2}{W}", 1, 1, sub="Spirit")
    watcher = type(base)(**{**{f: getattr(base, f) for f in base.__dataclass_fields__}, "triggered": (
        TriggeredAbility(TriggerSpec("leaves", Filter(types=frozenset({"Creature"}))),
                         Modal((Mode(effects=(Simple("draw", YOU, fixed(1)),)),)),
                         text="whenever a creature leaves the battlefield, draw a card."),)})
    game, _ = _wipe([watcher, "Grizzly Bears", "Grizzly Bears"])
    assert _triggered_sources(game) == ["Exile Watcher"] * 3  # itself and both Bears, though it left first


def test_603_10a_a_sacrificed_creature_dies_and_its_own_ability_sees_it() -> None:
    """701.17 sacrifice is a move to the graveyard from the battlefield, so it is "dies" (700.4) too."""
    s = Scenario()
    seer = s.battlefield(0, "Viscera Seer")
    augur = s.battlefield(0, "Undead Augur")
    for _ in range(3):
        s.library(0, "Swamp")
    game = s.start("main1")
    game.apply(("activate", seer, 0))
    game.apply(next(a for a in game.legal_actions() if augur in a))
    names = [game.state.objects[x].card.name for x in game.state.stack_ids()]
    assert "Undead Augur" in names or [t.source_name for t in game.state.pending_triggers] == ["Undead Augur"]


# --- 603.10a: the look-back reads the whole game as it was just before the event --------------------------------

def _trigger_names(game: object) -> list[str]:
    """The source names of every trigger waiting, being ordered, or on the stack."""
    state = game.state  # type: ignore[attr-defined]
    names = [t.source_name for t in state.pending_triggers]
    if state.decision is not None and state.decision.kind == "order_triggers":
        names += [t.source_name for t in state.decision.data[0]]
    names += [state.objects[x].card.name for x in state.stack_ids() if state.objects[x].stack.kind == "triggered"]
    return sorted(names)


COUNTING_WATCHER = ("Counting Watcher {2}{B}\nCreature — Human 1/4\nWhenever a creature you control dies, if you "
                    "control three or more creatures, you gain 1 life.")


def test_603_10a_a_survivors_intervening_if_reads_the_board_before_the_wipe() -> None:
    """Pyroclasm kills both Bears in one state-based action check: the survivor's "if you control three or more
    creatures" is checked as the game was just before they died (three creatures), for each death, not after
    the first Bear left. On resolution the condition is checked again (603.4) and is false by then."""
    game, _ids = _wipe([card(COUNTING_WATCHER), "Grizzly Bears", "Grizzly Bears"], "Pyroclasm")
    assert _trigger_names(game) == ["Counting Watcher", "Counting Watcher"]
    life = game.state.players[0].life
    settle(game, seat=1)
    assert game.state.players[0].life == life  # 603.4: one creature left as each resolves


def test_603_10a_a_single_death_counts_the_dying_creature_in_the_intervening_if() -> None:
    """Lightning Bolt kills one of two Bears: just before it died, its controller controlled three creatures."""
    game, _ids = _wipe(["Grizzly Bears", card(COUNTING_WATCHER), "Grizzly Bears"], "Lightning Bolt",
                       target_first=True)
    assert _trigger_names(game) == ["Counting Watcher"]


def test_603_10a_a_creature_dying_with_its_lord_is_seen_as_the_lord_made_it() -> None:
    """Wrath of God destroys Lord of the Undead first and the Walking Corpse it made a 3/3 after: "a creature
    you control with power 3 or greater dies" sees the Corpse as it was before the event (3/3), not as it was
    once the Lord had left (2/2)."""
    watcher = card("Mighty Mourner {2}{B}\nCreature — Human 1/1\nWhenever a creature you control with power 3 or "
                   "greater dies, you gain 3 life.")
    game, _ids = _wipe(["Lord of the Undead", "Walking Corpse", watcher])
    assert _trigger_names(game) == ["Mighty Mourner"]


def test_603_10a_a_survivor_keeps_the_ability_its_dying_lord_gave_it() -> None:
    """The Giver grants the survivor "whenever another creature dies"; Pyroclasm kills the Giver and a Bear in one
    check. The ability existed just before the event, so it triggers for both deaths, whichever left first."""
    giver = card("Giver of Grief {2}{B}\nCreature — Human 1/1\nOther creatures you control have \"Whenever "
                 "another creature dies, you gain 1 life.\"")
    survivor = card("Stout Ogre {3}{R}\nCreature — Ogre 3/4")
    for order in ([giver, survivor, "Grizzly Bears"], ["Grizzly Bears", survivor, giver]):
        game, _ids = _wipe(order, "Pyroclasm")
        # the Ogre sees the Giver and the Bears die; the Bears, which had the ability too, sees the Giver die
        assert _trigger_names(game) == ["Grizzly Bears", "Stout Ogre", "Stout Ogre"], order


def test_603_10a_the_look_back_counts_only_what_was_there() -> None:
    """Two creatures just before the Bolt killed the Bears: "if you control three or more creatures" is false."""
    game, _ids = _wipe([card(COUNTING_WATCHER), "Grizzly Bears"], "Lightning Bolt", target_first=False)
    assert _trigger_names(game) == []


def test_603_10a_a_creature_sacrificed_to_pay_a_cost_counts_in_the_look_back() -> None:
    """A sacrifice to pay Viscera Seer's cost is an event of its own: just before it, three creatures."""
    s = Scenario()
    seer = s.battlefield(0, "Viscera Seer")
    s.battlefield(0, card(COUNTING_WATCHER))
    bears = s.battlefield(0, "Grizzly Bears")
    for _ in range(3):
        s.library(0, "Swamp")
    game = s.start("main1")
    game.apply(("activate", seer, 0))
    game.apply(next(a for a in game.legal_actions() if bears in a))
    assert "Counting Watcher" in _trigger_names(game)


# --- an event that is also another event: milling puts cards into a graveyard (701.13a) -------------------------

def _mill_two(permanents: list[object], library: list[object]) -> object:
    """Seat 0 casts Thought Scour on itself with `library` on top (the last one on top)."""
    s = Scenario()
    scour = s.hand(0, "Thought Scour")
    s.battlefield(0, "Island")
    for p in permanents:
        s.battlefield(0, p)  # type: ignore[arg-type]
    s.many(0, "library", ["Swamp", "Swamp", *library])  # type: ignore[list-item]
    game = s.start("main1")
    game.apply(("cast", scour))
    game.apply(("target", ("player", 0)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    return game


def test_701_13a_a_milled_card_is_put_into_a_graveyard_from_anywhere() -> None:
    """"When ~ is put into a graveyard from anywhere" triggers when the card is milled: milling is moving the
    card from the library to the graveyard (701.13a)."""
    from dataclasses import replace

    from kitchentable.rules.abilities import YOU, Modal, Mode, Simple, TriggeredAbility, TriggerSpec, fixed

    relic = replace(card("Mill Relic {2}\nArtifact"), triggered=(TriggeredAbility(
        TriggerSpec("put_into_graveyard"), Modal((Mode(effects=(Simple("gain_life", YOU, fixed(2)),)),)),
        zone="graveyard", text="When this card is put into a graveyard from anywhere, you gain 2 life."),))
    game = _mill_two([], [relic])
    assert _trigger_names(game) == ["Mill Relic"]


def test_701_13a_milling_several_cards_is_one_batch_put_into_the_graveyard_from_the_library() -> None:
    scavenger = card("Test Scavenger {1}{B}\nCreature — Rat 1/1\nWhenever one or more cards are put into your "
                     "graveyard from your library, you gain 1 life.")
    game = _mill_two([scavenger], [])
    assert _trigger_names(game) == ["Test Scavenger"]


def test_510_2_combat_damage_is_also_deals_damage() -> None:
    """"Whenever this creature deals damage" triggers on its combat damage (510.2: combat damage is damage dealt),
    and "whenever ~ deals damage to a player" does too."""
    from kitchentable.scenario import pass_until
    from tests.rules.keyword_support import attack

    brawler = card("Test Brawler {1}{R}\nCreature — Human 2/2\nWhenever this creature deals damage, you gain 1 life.")
    raider = card("Test Raider {1}{R}\nCreature — Human 1/1\nWhenever this creature deals damage to a player, you "
                  "gain 2 life.")
    s = scenario()
    ids = [s.battlefield(0, brawler), s.battlefield(0, raider)]
    game = s.start("main1")
    attack(game, *ids)
    pass_until(game, lambda g: bool(g.state.pending_triggers or g.state.stack_ids())
               or g.pending["kind"] == "order_triggers")
    assert _trigger_names(game) == ["Test Brawler", "Test Raider"]


def _block_two_and_finish_combat(guard_text: str) -> int:
    """Seat 1's guard, which can block two creatures, blocks two attacking 1/1s; returns seat 1's life after combat."""
    from tests.cards.card_text import card as compiled
    from tests.cards.card_text import to_blocks

    squire = compiled("Test Squire {W}\nCreature — Human 1/1")
    s = Scenario()
    a1, a2 = s.battlefield(0, squire), s.battlefield(0, squire)
    g = s.battlefield(1, compiled(guard_text))
    game = s.start("main1")
    to_blocks(game, a1, a2)
    game.apply(("block", g, a1))
    game.apply(("block", g, a2))
    game.apply(("block_done",))
    while game.state.step != "main2":
        if game.pending["kind"] == "assign_blocker_damage":
            game.apply(("assign", a1))
            game.apply(("assign", a2))
            continue
        game.apply(("pass",))
    return game.state.players[1].life


def test_509_5a_whenever_it_blocks_triggers_once_however_many_it_blocks() -> None:
    life = _block_two_and_finish_combat("Test Guard {2}{W}\nCreature — Human Soldier 2/4\nTest Guard can block an "
                                        "additional creature each combat.\nWhenever Test Guard blocks, you gain 1 life.")
    assert life == 21


def test_509_5b_whenever_it_blocks_a_creature_triggers_for_each_creature_it_blocks() -> None:
    life = _block_two_and_finish_combat("Test Guard {2}{W}\nCreature — Human Soldier 2/4\nTest Guard can block an "
                                        "additional creature each combat.\nWhenever Test Guard blocks a creature, you "
                                        "gain 1 life.")
    assert life == 22


def test_603_10a_a_dies_trigger_reads_the_creatures_last_known_counters_and_status() -> None:
    """"Whenever a creature you control with a +1/+1 counter on it dies", "Whenever a tapped creature dies": the
    description's counters and tapped status are read from the creature as it last existed (603.10a), not ignored."""
    from kitchentable.cards.files.cardfile import parse_text
    from kitchentable.cards.language.compile import compile_card
    from kitchentable.rules import events

    text = """Counter Mourner {2}{B}
Enchantment
Whenever a creature you control with a +1/+1 counter on it dies, you gain 1 life.

Tapped Mourner {2}{B}
Enchantment
Whenever a tapped creature dies, you gain 1 life.

Plain Bear {1}{G}
Creature — Bear 2/2
"""
    cards = {raw.name: compile_card(raw) for raw in parse_text(text, "test")}
    for mourner, facts in (("Counter Mourner", {"counters": {"+1/+1": 1}}), ("Tapped Mourner", {"tapped": True})):
        s = Scenario()
        s.battlefield(0, cards[mourner])
        plain = s.battlefield(0, cards["Plain Bear"])
        marked = s.battlefield(0, cards["Plain Bear"], **facts)  # type: ignore[arg-type]
        game = s.start("main1")
        state = game.state
        events.destroy(state, plain)
        assert not state.pending_triggers
        events.destroy(state, marked)
        assert len(state.pending_triggers) == 1


def test_603_8_a_state_trigger_on_a_condition_is_not_rechecked_as_it_resolves() -> None:
    """"When there are two or more page counters on ~, you gain 5 life.": it triggers with two counters; a counter
    removed while it waits on the stack doesn't stop it (603.8 is not an intervening "if", 603.4); once it has
    resolved, the condition false, it doesn't trigger again."""
    from kitchentable.rules.stack.triggers import check_state_triggers

    ledger = card("Test Ledger {2}\nArtifact\nWhen there are two or more page counters on this artifact, you gain "
                  "5 life.")
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    book = s.battlefield(0, ledger, counters={"page": 2})
    game = s.start("main1")
    assert len(game.state.stack_ids()) == 1
    game.state.objects[book].counters["page"] = 1
    check_state_triggers(game.state)
    assert not game.state.pending_triggers
    settle(game)
    assert game.state.players[0].life == 25
    assert not game.state.stack_ids()
