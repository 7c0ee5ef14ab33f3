"""The terminal game driven as a person drives it, through a pseudo-terminal (pexpect): a whole duel, and a
few turns of every format. The screens must say what happened, in words, and never show a card that was
hidden from the player: after each game its record is replayed, and no card of another player that never
became public may appear anywhere in what the terminal printed."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from kitchentable.api.game import Game  # noqa: E402

PROMPT = [r"\n> $", r"\(y/n\) $"]
MENU = re.compile(r"^\s*(\d+)\. (.+)$")
PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "exile", "stack", "command"})


class Terminal:
    """`kitchentable ARGS` in a pseudo-terminal: read a screen up to the next question, answer it."""

    def __init__(self, args: list[str], tmp_path: Path, record: bool = True) -> None:
        from kitchentable.cards.pool import get_pool

        get_pool()  # the compiled pool is cached on disk for the child process
        exe = Path(sys.executable).parent / "kitchentable"
        env = {**os.environ, "TERM": "dumb", "NO_COLOR": "1", "COLUMNS": "120", "LINES": "60"}
        self.record = tmp_path / "game.json"
        extra = ["--record", str(self.record)] if record else []
        self.child = pexpect.spawn(str(exe), [*args, *extra], encoding="utf-8", timeout=120,
                                   dimensions=(60, 120), env=env)
        self.transcript: list[str] = []

    def screen(self) -> str | None:
        """The output up to the next question, or None when the program has ended."""
        i = self.child.expect([*PROMPT, pexpect.EOF])
        text = self.child.before + (self.child.after if i < 2 else "")
        self.transcript.append(text)
        return None if i == 2 else text

    def send(self, text: str) -> None:
        self.transcript.append(text + "\n")
        self.child.sendline(text)

    def finish(self) -> str:
        self.child.expect(pexpect.EOF)
        self.transcript.append(self.child.before)
        self.child.close()
        return self.text()

    def text(self) -> str:
        return "".join(self.transcript)


def menu(screen: str) -> list[tuple[str, str]]:
    """The numbered options of the last question on the screen (the lines just above "Type a number")."""
    text = screen.replace("\r\n", "\n")
    end = text.rfind("Type a number")
    lines = text[:end if end >= 0 else len(text)].split("\n")
    found: list[tuple[str, str]] = []
    for line in reversed(lines):
        m = MENU.match(line)
        if m:
            found.append((m.group(1), m.group(2).strip()))
        elif found:
            break
    return list(reversed(found))


def sensible(screen: str) -> str:
    """What a plain player answers: keep, play a land, cast what can be cast at another player, attack with
    everything, don't block, pay, pass."""
    options = menu(screen)
    texts = [t for _n, t in options]

    def first(*starts: str) -> str | None:
        for n, t in options:
            if any(t.startswith(s) for s in starts):
                return n
        return None

    for choice in (first("Keep"), first("Play "), first("Cast "), first("Attack Computer", "Attack column"),
                   first("Target Computer"), first("Pay the cost"), first("Tap "), first("Done declaring"),
                   first("Pass priority")):
        if choice is not None:
            return choice
    return options[0][0] if options else ("1" if texts else "")


def _names(value: object, out: set[str]) -> None:
    if isinstance(value, dict):
        if isinstance(value.get("name"), str):
            out.add(value["name"])
        for v in value.values():
            _names(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _names(v, out)


def never_seen(record_path: Path, me: int = 0) -> set[str]:
    """Names of cards in the recorded game that I was never allowed to see: not in what the Game API showed
    me after any action (`Game.observation`), never in a public zone, never revealed or cast. None of these
    may appear on my screen."""
    record = json.loads(record_path.read_text())
    game = Game.from_record({**record, "actions": []})
    seen: set[str] = set()
    everything: set[str] = set()
    for action in [None, *record["actions"]]:
        if action is not None:
            game.apply(action)
        _names(game.observation(me), seen)
        everything |= {o.card.name for o in game.state.objects.values() if o.card.name}
    for ev in game.state.log:
        if ev.kind == "zone" and ev.data[0] and (ev.data[1] in PUBLIC_ZONES or ev.data[2] in PUBLIC_ZONES):
            seen.add(ev.data[0])
        elif ev.kind in ("announce", "cast", "reveal", "revealed", "castle_reveal", "vortex_mulligan", "token"):
            seen.update(v for v in ev.data if isinstance(v, str))
            seen.update(x for v in ev.data if isinstance(v, list | tuple) for x in v if isinstance(x, str))
    return everything - seen


def play(terminal: Terminal, decisions: int, then: list[str] | None = None) -> str:
    """Answer `decisions` questions sensibly, then the given answers, then read to the end."""
    for _ in range(decisions):
        screen = terminal.screen()
        if screen is None:
            return terminal.text()
        terminal.send(sensible(screen))
    for answer in then or []:
        if terminal.screen() is None:
            return terminal.text()
        terminal.send(answer)
    return terminal.finish()


UI_WORDS = frozenset({"Cancel"})
"""Card names that are also words the interface uses ("Cancel (the spell or ability returns)")."""


def assert_hidden_stayed_hidden(text: str, record: Path) -> None:
    text = re.sub(r"> c [^\n]*\n.*?(?=\n> )", "", text, flags=re.DOTALL)  # `c NAME` reads the card database
    hidden = never_seen(record) - UI_WORDS
    assert hidden, "nothing was hidden from the player: the check would prove nothing"
    for name in hidden:
        assert not re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text), f"{name} was shown: hidden"


def test_a_whole_duel_in_the_terminal(tmp_path: Path) -> None:
    t = Terminal(["play", "--seed", "4", "--deck", "mono-red-aggro", "--opponent-deck", "blue-flyers"], tmp_path)
    first = t.screen()
    assert first is not None and "Keep this hand or mulligan?" in first
    t.send("?")
    help_screen = t.screen()
    assert help_screen is not None and "c NAME" in help_screen and "f6" in help_screen
    t.send("c lightning bolt")
    card = t.screen()
    assert card is not None and "Lightning Bolt  {R}" in card and "deals 3 damage to any target" in card
    t.send("log")
    log = t.screen()
    assert log is not None and "Computer draws seven cards." in log
    t.send("keep")
    text = play(t, 400)
    shown = " ".join(text.split())
    assert "since your last decision" in shown
    assert re.search(r"Turn \d+: Computer's turn\.", shown)
    assert re.search(r"You (play|cast) ", shown) and re.search(r"Computer (plays|casts) ", shown)
    assert re.search(r"(wins|win) after \d+ turns\.", shown)
    assert "Record saved to" in shown
    for bad in ("main1", "player 0", "#", "('", "You draws", "You has"):
        assert bad not in shown, bad
    assert_hidden_stayed_hidden(text, t.record)
    assert Game.from_record(json.loads(t.record.read_text())).is_over()


def test_conceding_asks_first_and_a_multiplayer_game_plays_on_to_a_real_winner(tmp_path: Path) -> None:
    t = Terminal(["play", "--format", "vortex", "--players", "3", "--seed", "2"], tmp_path)
    text = play(t, 12, ["concede", "n", "why", "concede", "y"])
    shown = " ".join(text.split())
    assert "Concede the game? (104.3a) (y/n)" in shown and "You play on." in shown
    assert "your pack:" in shown and "shoe (the shared library)" in shown
    assert "You draft " in shown and re.search(r"Computer \d drafts a card\.", shown)
    assert "the other players play on to the end" in shown
    assert re.search(r"Computer \d wins after \d+ turns\.", shown), shown[-600:]
    assert "You: conceded (104.3a)." in shown and "nobody" not in shown
    assert_hidden_stayed_hidden(text, t.record)


def test_castle_magic_grid_and_a_few_turns(tmp_path: Path) -> None:
    t = Terminal(["play", "--format", "castle", "--seed", "5"], tmp_path)
    text = play(t, 25, ["q", "y"])
    shown = " ".join(text.split())
    assert "Your castle: 12 face down, 3 in reserve" in shown or "Your castle:" in shown
    assert "column 1" in shown and "row 3" in shown
    assert "Attack column Mountain" not in shown and "Tap for mana:" not in shown
    assert re.search(r"Computer wins after \d+ turns\.", shown)
    grid = [line for line in text.splitlines() if line.lstrip("│ ").startswith("row 1")]
    assert grid and all(len(re.split(r"\s{2,}", line.strip("│ ").strip())) >= 4 for line in grid)
    assert_hidden_stayed_hidden(text, t.record)


def test_the_judges_tower_concedes_a_subgame_and_leaves_without_a_false_result(tmp_path: Path) -> None:
    t = Terminal(["play", "--format", "judges-tower", "--seed", "3"], tmp_path)
    text = play(t, 10, ["concede", "y", "quit", "y"])
    shown = " ".join(text.split())
    assert "Judge's Tower" in shown and "shared library:" in shown
    assert "You concede this subgame" in shown
    assert "Point tokens: You 0, Computer 1" in shown
    assert "the game has no result" in shown and "draw" not in shown.split("Point tokens")[-1]
    assert_hidden_stayed_hidden(text, t.record)


def test_turnabout_play_uses_legal_decks_and_refuses_an_illegal_one(tmp_path: Path) -> None:
    refused = Terminal(["play", "--format", "turnabout", "--deck", "mono-red-aggro"], tmp_path).finish()
    assert "not legal for turnabout" in refused and "R-TA-4" in refused and "goblins" in refused
    t = Terminal(["play", "--format", "turnabout", "--seed", "6"], tmp_path)
    text = play(t, 15, ["q", "y"])
    shown = " ".join(text.split())
    assert "You pilot goblins" in shown and "Computer pilots izzet-spells" in shown
    assert_hidden_stayed_hidden(text, t.record)


def test_a_turnabout_match_in_the_terminal(tmp_path: Path) -> None:
    t = Terminal(["match", "--deck", "goblins", "--opponent-deck", "merfolk", "--human", "--seed", "2"], tmp_path,
                 record=False)
    handover = t.screen()
    assert handover is not None and "You may look through it:" in handover
    t.send("done looking")
    text = play(t, 8, ["concede", "y"] + ["1"] * 3 + ["concede", "y"])
    shown = " ".join(text.split())
    assert "Game 1 is over." in shown and "Game 2 is over." in shown and "You: conceded (104.3a)." in shown
    assert "Game 1: you pilot merfolk, Computer pilots goblins" in shown
    assert "Victory Points: You 0, Computer 30." in shown and "You's" not in shown and "You pilots" not in shown
