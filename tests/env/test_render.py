"""`render()` on the presentation layer: the deciding seat's view in the terminal's words, never a card the
rules hide from that seat (400.2, 708.5, and each format's hidden zones), in every format."""

from __future__ import annotations

import re

import numpy as np
import pytest

from tests.env.conftest import make_case
from tests.web.hidden import UI_WORDS, hidden_objects, visible_names

CASES = [
    ("duel", "duel", 2, {}),
    ("vortex-3", "vortex", 3, {}),
    ("castle", "castle", 2, {}),
    ("tower", "judges-tower", 3, {}),
    ("turnabout", "turnabout", 2, {"clock_turn": 6}),
]
PUBLIC = frozenset({"battlefield", "graveyard", "stack", "exile", "command"})


def _public_names(state: object) -> set[str]:
    """Names the game itself made public: cards that were in a public zone, cast, revealed or named."""
    out: set[str] = set()
    for ev in state.log:  # type: ignore[attr-defined]
        if ev.kind == "zone":
            if ev.data[0] and (ev.data[1] in PUBLIC or ev.data[2] in PUBLIC):
                out.add(str(ev.data[0]))
        elif ev.kind not in ("choice", "auto"):
            out.update(str(x) for x in ev.data if isinstance(x, str))
            out.update(str(y) for x in ev.data if isinstance(x, tuple | list) for y in x if isinstance(y, str))
    return out


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_render_shows_the_deciding_seat_only_what_it_may_see(case: tuple) -> None:
    env = make_case(case, render_mode="ansi")
    env.reset(seed=4)
    rng = np.random.default_rng(1)
    seen: dict[int, set[str]] = {}
    checked = 0
    for step in range(90):
        if not env.agents or env.game.state.over:
            break
        state = env.game.state
        seat = state.decision.player
        seen.setdefault(seat, set()).update(visible_names(state, seat))
        if step % 3 == 0:
            text = env.render()
            assert text and f"the view of {state.players[seat].name}" in text
            _ids, hidden = hidden_objects(state, seat)
            named = {x for option in state.decision.options for x in option[1:] if isinstance(x, str)}
            secret = hidden - seen[seat] - _public_names(state) - named - UI_WORDS  # "Add Plains", "Cancel"
            leaked = {name for name in secret if re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text)}
            assert not leaked, (step, leaked)
            assert not re.search(r"#\d|\('", text)
            checked += len(secret)
        obs, *_ = env.last()
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert checked > 0
