"""Hidden stays hidden (400.2, 401.2, 402.3, 708.5, and each format's hidden zones), in every format: each
player's view of the log, the board and their prompts names only cards that player has been allowed to see.

The oracle is independent of the presentation layer: `Game.observation(seat)`, the Game API's own account of
what a player may see, taken after every action. A card name may appear in a player's text only once that
player has seen a card of that name (in their observation, or revealed to all by a public reveal event). Decks
are chosen so the players share as few card names as possible, so a leak can't hide behind a shared name.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from kitchentable.agents.heuristic import HeuristicAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.api.view import View

PUBLIC_REVEALS = frozenset({
    "reveal", "revealed", "vortex_mulligan", "castle_reveal", "discover", "named", "jt_removed", "jt_loop",
    "castle_activate", "castle_discard", "morph_shown", "turned_face_up", "transformed", "flipped", "announce",
    "cast", "resolve", "fizzle", "countered", "token", "copy_spell",
})
"""Event kinds whose data names cards shown to every player: 701.16 reveals, the Castle's revealed card, and a
spell put on the stack (601.2a), which may come and go between two decisions when the rules leave only one
answer to each."""
PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "exile", "stack", "command"})
"""400.2: public zones. A face-up card moving into or out of one was seen by everyone."""

GAMES = {
    "duel": ("duel", 2, ["mono-red-aggro", "blue-flyers"], 7, 14),
    "ffa": ("ffa", 3, ["mono-red-aggro", "blue-flyers", "white-weenie"], 8, 9),
    "vortex": ("vortex", 3, None, 9, 8),
    "castle": ("castle", 2, ["mono-red-aggro", "green-blue-tempo"], 10, 12),
    "judges-tower": ("judges-tower", 2, None, 11, 10),
    "turnabout": ("turnabout", 2, ["goblins", "merfolk"], 12, 12),
}


def _observed_names(value: Any, out: set[str]) -> None:
    """Every card name in a player's observation (zones, stack, the format's view)."""
    if isinstance(value, dict):
        name = value.get("name")
        if isinstance(name, str) and name:
            out.add(name)
        for v in value.values():
            _observed_names(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _observed_names(v, out)


def _revealed_names(game: Game, start: int, out: set[str]) -> None:
    for ev in game.state.log[start:]:
        if ev.kind == "zone" and ev.data[0] and (ev.data[1] in PUBLIC_ZONES or ev.data[2] in PUBLIC_ZONES):
            out.add(ev.data[0])
        elif ev.kind in PUBLIC_REVEALS:
            for v in ev.data:
                if isinstance(v, str):
                    out.add(v)
                elif isinstance(v, list | tuple):
                    out.update(x for x in v if isinstance(x, str))


UI_WORDS = frozenset({"Cancel"})
"""Card names that are also words the interface uses ("Cancel (the spell or ability returns)")."""


def _leaks(text: str, names: set[str], seen: set[str]) -> list[str]:
    return [name for name in names - seen - UI_WORDS
            if name in text and re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text)]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_400_2_no_player_text_names_a_card_hidden_from_them(name: str) -> None:
    fmt, players, decks, seed, turns = GAMES[name]
    kwargs = game_arguments(fmt, players, decks, seed)
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = turns
    game = Game(fmt, seed=seed, options=options, **kwargs)
    everything = {o.card.name for o in game.state.objects.values() if o.card.name}
    agents = [HeuristicAgent(seed * 10 + s) for s in range(players)]
    views = [View(game, s) for s in range(players)]
    seen: list[set[str]] = [set() for _ in range(players)]
    public: set[str] = set()
    read = [0] * players
    log_read = 0
    checked_lines = 0
    while not game.is_over():
        everything |= {o.card.name for o in game.state.objects.values() if o.card.name}
        _revealed_names(game, log_read, public)
        log_read = len(game.state.log)
        for s in range(players):
            _observed_names(game.observation(s), seen[s])
            known = seen[s] | public
            lines = [str(line) for line in views[s].log(read[s])]
            read[s] = views[s].mark()
            checked_lines += len(lines)
            for line in lines:
                assert not _leaks(line, everything, known), (s, line, _leaks(line, everything, known))
            board = views[s].board_text()
            assert not _leaks(board, everything, known), (s, _leaks(board, everything, known))
            prompt = views[s].prompt()
            if prompt is not None:  # names the rules offer as choices are shown to the chooser (a basic land)
                known = known | {v for a in game.legal_actions() for v in a[1:] if isinstance(v, str)}
                assert not _leaks(prompt.text(), everything, known), (s, prompt.text())
                for refusal in views[s].unusable():
                    assert not _leaks(str(refusal), everything, known), (s, str(refusal))
        decision = game.state.decision
        assert decision is not None
        game.apply(agents[decision.player].choose(game))
    assert checked_lines > 50
    hidden_from_someone = [everything - seen[s] - public for s in range(players)]
    assert any(hidden_from_someone), "the game never hid a card: the test would prove nothing"


def test_401_2_a_draw_names_the_card_to_the_drawer_alone() -> None:
    kwargs = game_arguments("duel", 2, ["mono-red-aggro", "blue-flyers"], 3)
    game = Game("duel", seed=3, **kwargs)
    mine, theirs = View(game, 0), View(game, 1)
    hand = [game.state.objects[o].card.name for o in game.state.zone("hand", 0)]
    opening = [line.text for line in mine.log() if line.kind == "draw"]
    assert any(all(card in text for card in hand) for text in opening), opening
    other = [line.text for line in theirs.log() if line.kind == "draw" and line.seat == 0]
    assert other and all(not any(card in text for card in hand) for text in other), other
    assert any("draws seven cards" in text for text in other)
