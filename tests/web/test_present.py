"""What the table says, through the presentation layer (`api.view.View`, shaped by `web.present`): options tied
to what they are about, the log as each viewer may read it, the reason an action is refused, and the rule texts
behind the numbers."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import pytest

from kitchentable.agents.base import make_agent
from kitchentable.api.game import Game
from kitchentable.api.sentences import cited_rules
from kitchentable.api.setup import game_arguments
from kitchentable.api.view import View
from kitchentable.scenario import Scenario
from kitchentable.web import present, rules_text
from kitchentable.web.present import SPECTATOR, LogFeed, view_of


def decision_view(game: Game, viewer: int) -> dict[str, Any] | None:
    return present.decision(view_of(game, viewer))


def test_117_priority_options_are_grouped_on_the_card_they_play() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    land = s.hand(0, "Mountain")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    view = decision_view(game, 0)
    assert view is not None and view["yours"] and view["kind"] == "priority"
    by_kind = {o["kind"]: o for o in view["options"]}
    assert by_kind["cast"]["key"] == f"o{bolt}" and by_kind["cast"]["on_board"]
    assert by_kind["cast"]["label"] == "Cast Lightning Bolt"
    assert by_kind["play_land"]["key"] == f"o{land}" and by_kind["play_land"]["label"] == "Play Mountain"
    assert view["options"][view["confirm"]]["kind"] == "pass"
    other = decision_view(game, 1)
    assert other is not None and "options" not in other and "prompt" not in other
    assert other["waiting"] == "Player 1 has priority"
    assert view["why_not"] == {}  # everything in hand can be used now


def test_601_2c_target_options_point_at_players_and_permanents() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", bolt))
    while game.state.decision.kind != "choose_target":
        game.apply(game.legal_actions()[0])
    view = decision_view(game, 0)
    keys = {o["key"]: o["label"] for o in view["options"]}
    assert keys[f"o{bears}"] == "Target Grizzly Bears"
    assert keys["p1"] == "Target Player 2"


def test_every_decision_kind_of_random_games_has_a_worded_clickable_prompt() -> None:
    """Each decision kind met in random games of every format: every option has words (no raw tuples) and
    either points at something the table draws or becomes a button."""
    seen: dict[str, int] = defaultdict(int)
    for fmt, n, options in [("duel", 2, {}), ("ffa", 3, {}), ("vortex", 3, {}), ("castle", 2, {}),
                            ("judges-tower", 3, {"levels": {0: 4, 1: 4, 2: 4}, "training": True}),
                            ("turnabout", 2, {"options": {"handover": True, "clock_turn": 2}})]:
        kwargs = game_arguments(fmt, n, None, 1, **options)
        game = Game(fmt, seed=1, keep_history=False, **kwargs)
        agents = [make_agent("random", s) for s in range(n)]
        for _ in range(350):
            if game.is_over():
                break
            d = game.state.decision
            view = decision_view(game, d.player)
            assert view is not None and view["prompt"]
            for o in view["options"]:
                assert o["label"] and not re.search(r"\('|\(\d+,|\[|#\d", o["label"]), (d.kind, o)
                assert o["short"] and not re.search(r"\('|\(\d+,|\[|#\d", o["short"]), (d.kind, o)
                if o.get("on_board"):
                    assert o["key"]
            seen[d.kind] += 1
            game.apply(agents[d.player].choose(game))
    assert {"priority", "mulligan", "declare_attackers", "draft_pick", "choose_basic", "castle_column",
            "pay_mana", "deck_handover"} <= set(seen)


def _names_in(lines: list[dict[str, Any]]) -> str:
    return "\n".join(line["text"] for line in lines)


def test_400_2_another_players_draws_stay_unnamed_in_the_log() -> None:
    """A card moving between hidden zones is named only to a viewer who can see it where it went."""
    from kitchentable.api.setup import load_decks

    decks = load_decks(["mono-red-aggro", "green-blue-tempo"])
    game = Game("duel", decks, seed=3)
    feeds = {v: LogFeed(view_of(game, v)) for v in (0, 1, SPECTATOR)}
    for feed in feeds.values():
        feed.update()
    hand1 = {game.state.objects[o].card.name for o in game.state.zone("hand", 1)}
    hand0 = {game.state.objects[o].card.name for o in game.state.zone("hand", 0)}
    only1 = hand1 - hand0
    assert only1
    text0, text1, spectator = (_names_in(feeds[v].lines) for v in (0, 1, SPECTATOR))
    for name in only1:
        assert name not in text0 and name not in spectator
        assert name in text1
    assert "You draw " in text1 and "Player 2 draws seven cards." in text0
    assert all(line["rule"] for feed in feeds.values() for line in feed.lines if line["kind"] == "draw")


def test_log_feed_drops_lines_a_601_2_rewind_took_back() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    log = LogFeed(view_of(game, 0))
    log.update()
    generation = log.generation
    before = len(log.lines)
    game.apply(("cast", bolt))
    log.update()
    assert len(log.lines) > before
    while game.state.cast_snapshot:
        game.undo()
    log.update()
    assert len(log.lines) == before and log.generation != generation


def test_601_2_the_rewind_notice_reaches_its_player_only() -> None:
    """The 601.2 rewind leaves no log event: the restored decision carries the notice for its player."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", bolt))
    while game.state.decision.kind != "pay_mana":
        game.apply(game.legal_actions()[0])
    game.apply(("cancel",))
    mine, theirs = decision_view(game, 0), decision_view(game, 1)
    assert mine["kind"] == "priority" and "Lightning Bolt returns to your hand" in mine["notice"]
    assert "notice" not in theirs


def test_cards_that_cannot_be_used_now_say_why_with_their_rule() -> None:
    s = Scenario()
    giant = s.hand(0, "Hill Giant")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    why = decision_view(game, 0)["why_not"]
    assert why[f"o{giant}"] == [{"text": "Hill Giant: not enough mana: needs {3}{R}, you have {R}.", "rule": "601.2g"}]


@pytest.mark.parametrize("setup, rule", [
    ("second_land", "305.2"), ("sorcery_timing", "302.1"), ("unaffordable", "601.2g"), ("not_yours", "117.1"),
    ("no_target", "601.2c"),
])
def test_why_a_card_cannot_be_played_now_cites_the_rule(setup: str, rule: str) -> None:
    s = Scenario()
    s.battlefield(0, "Mountain")
    oid = {"second_land": lambda: s.hand(0, "Mountain"), "sorcery_timing": lambda: s.hand(0, "Goblin Piker"),
           "unaffordable": lambda: s.hand(0, "Keldon Raider"), "not_yours": lambda: s.hand(0, "Lightning Bolt"),
           "no_target": lambda: s.hand(0, "Giant Growth")}[setup]()
    s.battlefield(0, "Forest")
    if setup == "second_land":
        s.state.players[0].lands_played = 1
    step = "upkeep" if setup == "sorcery_timing" else "main1"
    active = 1 if setup == "not_yours" else 0
    game = s.start(step, active=active)
    kind = "play_land" if setup == "second_land" else "cast"
    if setup == "not_yours":
        assert game.state.decision.player == 1
    refusal = present.refusal(View(game, 0), (kind, oid))
    assert refusal["rule"] == rule, refusal["text"]
    assert refusal["text"].endswith(".") or refusal["text"].endswith(")")
    assert rule in refusal["rules"] and refusal["engine"] is None


def test_rule_numbers_open_the_comprehensive_rules_and_the_formats_documents() -> None:
    cr = rules_text.lookup("601.2c")
    assert cr["found"] and cr["title"] == "601. Casting Spells"
    assert [e["number"] for e in cr["entries"]] == ["601.2", "601.2c"]
    assert "target" in cr["entries"][1]["text"]
    assert [e["number"] for e in rules_text.lookup("(601.2g-h)")["entries"]] == ["601.2", "601.2g", "601.2h"]
    castle = rules_text.lookup("R-CA-2")
    assert castle["found"] and "Castle Magic" in castle["source"] and "life" in castle["entries"][0]["text"]
    tower = rules_text.lookup("ICR 200.1")
    assert tower["found"] and "pass" in tower["entries"][0]["text"]
    assert len(rules_text.lookup("ICR 400")["entries"]) >= 8
    assert not rules_text.lookup("999.9")["found"]
    assert cited_rules("Player 2 loses (704.5a); ICR 200.1 and R-VX-3") == ["704.5a", "ICR 200.1", "R-VX-3"]
