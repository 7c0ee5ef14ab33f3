"""The presentation layer (api.view): sentences, prompts with their context and costs, why a card can't be
used with its rule, the 601.2 rewind told to its player, stops, the board and results."""

from __future__ import annotations

import dataclasses
import re

from kitchentable.api.game import Game
from kitchentable.api.stops import Stops
from kitchentable.api.view import View
from kitchentable.api.visibility import EVERYONE
from kitchentable.cards.pool import get_pool
from kitchentable.rules.abilities import Cost
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.scenario import Scenario

ID_LIKE = re.compile(r"#\d|\b\d{3,}\b|\(\'|main1|player \d|\bseat\b")


def _names(game: Game, *names: str) -> None:
    for p, name in zip(game.state.players, names, strict=False):
        p.name = name


def _bolt_game() -> tuple[Game, int, int, int]:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    _names(game, "Alice", "Bob")
    return game, bolt, bears, 0


def test_event_sentences_name_cards_and_players_never_ids() -> None:
    game, bolt, bears, _ = _bolt_game()
    alice, bob = View(game, 0), View(game, 1)
    mark = alice.mark()
    game.apply(("cast", bolt))
    game.apply(("target", bears))
    pay = next(a for a in game.legal_actions() if a[0] in ("pay", "mana"))
    game.apply(pay)
    while game.state.decision is not None and game.state.decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    while game.state.stack_ids():
        game.apply(("pass",))
    mine = [line.text for line in alice.since(mark)]
    theirs = [line.text for line in bob.since(mark)]
    assert "You cast Lightning Bolt, targeting Grizzly Bears." in mine
    assert "Alice casts Lightning Bolt, targeting Grizzly Bears." in theirs
    assert "Lightning Bolt deals 3 damage to Grizzly Bears." in mine
    assert "Grizzly Bears dies." in theirs
    for text in mine + theirs + [line.text for v in (alice, bob) for line in v.log()]:
        assert not ID_LIKE.search(text), text


def test_120_3_damage_to_a_player_reads_you_for_that_player() -> None:
    game, bolt, _bears, _ = _bolt_game()
    bob = View(game, 1)
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(next(a for a in game.legal_actions() if a[0] in ("pay", "mana")))
    while game.state.decision is not None and game.state.decision.kind != "priority":
        game.apply(game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    assert "Lightning Bolt deals 3 damage to you. (120.3a)" in bob.log_text()


def test_307_1_a_sorcery_speed_card_says_why_with_its_rule() -> None:
    s = Scenario()
    ogre = s.hand(0, "Gray Ogre")
    s.hand(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("upkeep")
    refusals = {r.card: r for r in View(game, 0).unusable()}
    assert refusals["Gray Ogre"].rule == "302.1"
    assert "sorcery speed: only in your main phase with an empty stack" in refusals["Gray Ogre"].reason
    assert refusals["Mountain"].rule == "305.1"
    assert ("cast", ogre) not in game.legal_actions()


def test_601_2g_not_enough_mana_names_the_cost_and_what_you_have() -> None:
    s = Scenario()
    s.hand(0, "Hill Giant")
    s.battlefield(0, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    refusal = View(game, 0).why_not(("cast", game.state.zone("hand", 0)[0]))
    assert refusal is not None and refusal.rule == "601.2g"
    assert refusal.reason == "not enough mana: needs {3}{R}, you have {R}"


def test_305_2_a_second_land_says_one_land_each_turn() -> None:
    s = Scenario()
    first = s.hand(0, "Mountain")
    s.hand(0, "Forest")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    game.apply(("play_land", first))
    refusal = View(game, 0).unusable()
    assert [(r.card, r.rule, r.reason) for r in refusal] == [
        ("Forest", "305.2", "you already played a land this turn")]


def test_302_6_a_summoning_sick_creature_ability_says_why() -> None:
    s = Scenario()
    s.battlefield(0, "Prodigal Pyromancer", sick=True)
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    found = [r for r in View(game, 0).unusable() if r.card.startswith("Prodigal Pyromancer")]
    assert found and found[0].rule == "302.6" and "summoning sickness" in found[0].reason


def test_601_2c_no_legal_target_says_why() -> None:
    s = Scenario()
    s.hand(0, "Unsummon")
    s.battlefield(0, "Island")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    found = View(game, 0).unusable()
    assert [(r.card, r.rule, r.reason) for r in found] == [("Unsummon", "601.2c", "no legal target")]


def test_601_2b_cost_choice_names_each_cost_and_a_failed_payment_rewinds_with_a_notice() -> None:
    """Force of Will with no other blue card in hand: both costs are marked unpayable (601.2b); choosing the
    alternative cost anyway fails at payment (601.2h) and rewinds, and only its caster is told why."""
    s = Scenario()
    force = s.hand(0, "Force of Will")
    s.battlefield(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1", active=1)
    _names(game, "Alice", "Bob")
    alice, bob = View(game, 0), View(game, 1)
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 0)))
    game.apply(next(a for a in game.legal_actions() if a[0] in ("pay", "mana")))
    while game.pending["kind"] != "priority" or game.pending["player"] != 0:
        game.apply(game.legal_actions()[0] if game.pending["kind"] != "priority" else ("pass",))
    prompt = alice.prompt()
    assert prompt is not None and prompt.context[-1].startswith("On the stack: Lightning Bolt (Bob's spell) → you")
    before = game.state_hash()
    game.apply(("cast", force))
    prompt = alice.prompt()
    assert prompt is not None and prompt.question == "How will you cast Force of Will? (601.2b)"
    normal = next(o for o in prompt.options if o.action[1] == "normal")
    alternative = next(o for o in prompt.options if o.action[1] == "alternative")
    assert normal.text.startswith("Pay its mana cost {3}{U}{U} — can't pay now: not enough mana: needs "
                                  "{3}{U}{U}, you have {U}"), normal.text
    assert "pay 1 life and exile a blue card from your hand" in alternative.text, alternative.text
    assert "can't pay now: not enough to exile" in alternative.text, alternative.text
    game.apply(alternative.action)
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    assert game.state_hash() == before
    notice = alice.notice()
    assert notice == ("You couldn't finish casting Force of Will (not enough to exile): it returns to your hand "
                      "and nothing was paid (601.2h, rewound).")
    assert bob.notice() is None
    assert not any("Force of Will" in line for line in bob.log_text())


def test_601_2_cancel_tells_the_caster_the_spell_returns() -> None:
    game, bolt, bears, _ = _bolt_game()
    alice, bob = View(game, 0), View(game, 1)
    game.apply(("cast", bolt))
    game.apply(("target", bears))
    context = alice.prompt()
    assert context is not None
    assert any("Casting Lightning Bolt" in line and "targeting Grizzly Bears" in line for line in context.context)
    game.apply(("cancel",))
    assert game.pending is not None and game.pending["kind"] == "priority"
    notice = alice.notice()
    assert notice == "You cancelled: Lightning Bolt returns to your hand and nothing was paid (601.2, rewound)."
    assert bob.notice() is None
    assert not any("Lightning Bolt" in line for line in bob.log_text())


def test_601_2c_the_target_prompt_says_what_for() -> None:
    game, bolt, _bears, _ = _bolt_game()
    game.apply(("cast", bolt))
    prompt = View(game, 0).prompt()
    assert prompt is not None
    assert prompt.question == "Choose any target (601.2c)."
    assert {o.text for o in prompt.options} >= {"Target Grizzly Bears", "Target you", "Target Bob"}


def test_options_never_show_numbers_as_objects() -> None:
    """A castle column or an amount of life is a number even when an object has that id (R-CA-1, R-CA-2)."""
    game, _bolt, _bears, _ = _bolt_game()
    view = View(game, 0)
    namer = view.namer()
    from kitchentable.api.options import describe_action

    low_ids = [oid for oid in game.state.objects if oid <= 4]
    assert low_ids, "the test needs objects with small ids"
    assert describe_action(namer, ("column", low_ids[0])) == f"Attack column {low_ids[0]}"
    assert describe_action(namer, ("castle_pay", low_ids[0])) == f"Pay {low_ids[0]} life to activate it (R-CA-2)"
    assert describe_action(namer, ("x", low_ids[0])) == f"X = {low_ids[0]}"


def test_117_stops_pass_only_priority_and_only_where_asked() -> None:
    game, _bolt, _bears, _ = _bolt_game()
    stops = Stops(0)
    assert not stops.should_pass(game.state)  # your main phase: a stop by default
    stops.start_skip("f6", game.state)
    assert stops.should_pass(game.state)
    stops = Stops(0, everywhere=True)
    assert not stops.should_pass(game.state)


def test_708_5_the_board_hides_a_face_down_permanent_from_the_opponent() -> None:
    bears = get_pool().get("Grizzly Bears")
    morph = dataclasses.replace(bears, name="Hidden Morph", morph=Cost(mana=ManaCost.parse("{G}")))
    s = Scenario()
    oid = s.battlefield(0, morph)
    s.state.objects[oid].face_down = True
    game = s.start("main1")
    mine, theirs = View(game, 0).board_text(), View(game, 1).board_text()
    assert "Hidden Morph (face down) 2/2" in mine
    assert "Hidden Morph" not in theirs and "face-down creature 2/2" in theirs
    assert "Hidden Morph" in View(game, EVERYONE).board_text()


def test_104_3a_a_conceded_multiplayer_game_names_its_real_winner() -> None:
    from kitchentable.agents.heuristic import HeuristicAgent
    from kitchentable.api.setup import game_arguments

    kwargs = game_arguments("vortex", 3, None, 4)
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = 40
    game = Game("vortex", seed=4, options=options, names=["You", "Ann", "Ben"], **kwargs)
    while game.state.decision is not None and game.state.decision.player != 0:
        game.apply(HeuristicAgent(1).choose(game))
    game.apply(("concede", 0))
    assert not game.is_over()
    agents = {1: HeuristicAgent(2), 2: HeuristicAgent(3)}
    while not game.is_over():
        game.apply(agents[game.state.decision.player].choose(game))
    result = View(game, 0).result()
    assert "You: conceded (104.3a)." in result
    assert not result[0].startswith("The game is a draw") or game.state.winners == ()


def test_104_3a_conceding_while_announcing_a_spell_reverses_it_first() -> None:
    """A player who concedes in the middle of casting (601.2) leaves with the announcement reversed; in a
    multiplayer game the others play on."""
    s = Scenario(players=3)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    for seat in range(3):
        s.library(seat, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    assert game.pending["kind"] == "pay_mana"
    game.apply(("concede", 0))
    assert not game.is_over() and game.state.players[0].lost
    assert game.pending is not None and game.pending["player"] != 0
    assert not game.state.stack_ids()


def test_117_1_asking_why_never_changes_the_legal_actions() -> None:
    """priority_actions(why=...) runs the same checks: at every priority decision of games in every format,
    its actions are the ones it gives without `why`, and every refusal names an action that isn't offered."""
    from kitchentable.agents.heuristic import HeuristicAgent
    from kitchentable.api.setup import game_arguments
    from kitchentable.rules.turn.priority import priority_actions

    checked = 0
    for fmt, players in (("duel", 2), ("castle", 2), ("vortex", 3), ("judges-tower", 2)):
        kwargs = game_arguments(fmt, players, None, 21)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 6
        game = Game(fmt, seed=21, options=options, **kwargs)
        agents = [HeuristicAgent(s) for s in range(players)]
        while not game.is_over():
            d = game.state.decision
            if d.kind == "priority":
                why: dict = {}  # type: ignore[type-arg]
                plain = priority_actions(game.state, d.player)
                assert priority_actions(game.state, d.player, why=why) == plain
                assert not set(why) & set(plain)
                checked += 1
            game.apply(agents[d.player].choose(game))
    assert checked > 20


def test_701_23_a_search_names_the_cards_to_the_searcher_and_only_to_them() -> None:
    """The cards a search offers are shown to the searching player (their prompt names them); anyone else
    reading the same answer reads "a card" (401.2)."""
    s = Scenario()
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Forest")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate"))
    while game.state.decision.kind != "search":
        game.apply(game.legal_actions()[0])
    prompt = View(game, 0).prompt()
    assert prompt is not None
    assert sorted(o.text for o in prompt.options) == ["Find Forest", "Find Mountain", "Find nothing"]
    assert {"Forest", "Mountain"} <= set(prompt.cards)
    find = next(o.action for o in prompt.options if o.text == "Find Mountain")
    assert View(game, 1).describe(find) == "Find a card"
    assert View(game, None).describe(find) == "Find a card"


def test_options_point_at_what_they_are_about_by_role() -> None:
    """A target option points at its object or player; the options a plain "go on" and "take it back" give
    are marked (601.2, 117.3)."""
    game, bolt, bears, _ = _bolt_game()
    game.apply(("cast", bolt))
    prompt = View(game, 0).prompt()
    assert prompt is not None and prompt.kind == "choose_target"
    by_text = {o.text: o for o in prompt.options}
    assert by_text["Target Grizzly Bears"].objects == (bears,) and by_text["Target Grizzly Bears"].short == "Target"
    assert by_text["Target Bob"].players == (1,) and not by_text["Target Bob"].objects
    game.apply(("target", bears))
    prompt = View(game, 0).prompt()
    assert prompt is not None and prompt.kind == "pay_mana"
    assert prompt.confirm is not None and prompt.confirm.action == ("pay",)
    assert prompt.confirm.text == "Pay the cost ({R}) with your untapped mana sources"
    assert prompt.cancel is not None and prompt.cancel.action == ("cancel",)
    mana = next(o for o in prompt.options if o.action[0] == "mana")
    assert mana.objects == (mana.action[1],) and mana.value is None and mana.short == "Tap for {R}"


def test_700_2_modes_read_as_their_texts() -> None:
    s = Scenario()
    slagstorm = s.hand(0, "Slagstorm")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", slagstorm))
    prompt = View(game, 0).prompt()
    assert prompt is not None and prompt.kind == "choose_modes"
    assert {o.text for o in prompt.options} == {"Choose: Slagstorm deals 3 damage to each creature.",
                                                "Choose: Slagstorm deals 3 damage to each player."}


def test_why_not_answers_for_every_moment_with_its_rule() -> None:
    """104 (over), 102.1 (a spectator), 117.1 (another player's decision), a pending decision to answer first,
    then the kernel's checks (601.2g) and its own refusal."""
    game, bolt, bears, _ = _bolt_game()
    alice, bob, spectator = View(game, 0), View(game, 1), View(game, None)
    assert alice.why_not(("cast", bolt)) is None
    assert spectator.why_not(("pass",)).rule == "102.1"
    refused = bob.why_not(("pass",))
    assert refused.rule == "117.1" and refused.sentence == "It is not your decision: Alice has priority."
    assert alice.why_not(("cast", 999_999)).rule
    game.apply(("cast", bolt))
    pending = alice.why_not(("pass",))
    assert pending.reason.startswith("first answer the pending decision: Choose any target")
    game.apply(("concede", 0))
    assert alice.why_not(("pass",)).rule == "104"
    assert bob.waiting_for() == "The game is over."


def test_board_data_names_targets_for_the_viewer_and_keeps_hidden_zones_counts() -> None:
    game, bolt, bears, _ = _bolt_game()
    game.apply(("cast", bolt))
    game.apply(("target", bears))
    game.apply(("pay",))
    for seat in (0, 1, None):
        data = View(game, seat).board_data()
        (spell,) = data["stack"]
        assert spell["name"] == "Lightning Bolt" and spell["targets"] == [[{"id": bears, "name": "Grizzly Bears"}]]
        assert "decision" not in data and data["step_words"] == "First main phase"
        assert data["zones"]["library:0"] == {"count": 1}
        assert isinstance(data["zones"]["hand:0"], dict) == (seat != 0)
