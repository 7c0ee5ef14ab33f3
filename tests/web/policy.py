"""The deterministic player the web tests use, in the browser and in Python alike.

`choose(decision)` picks an option of a decision as the page shows it (`present.decision`): play a land,
else cast the first spell it can, attack with everything, call every violation it may call, pay
automatically, otherwise the decision's confirm answer. The server is deterministic for a seed (computer
players are seeded), so a game the browser plays with this policy is the game `simulate` plays here, which is
how the tests' seeds were chosen (`python -m tests.web.policy duel 1 40` lists what happens per seed).
"""

from __future__ import annotations

import sys
from typing import Any


class Player:
    """The policy with a memory: a spell whose casting was rewound (601.2: it couldn't be paid) is not tried
    again in the same turn, as a person wouldn't."""

    def __init__(self) -> None:
        self.tried: set[tuple[int, str]] = set()

    def __call__(self, d: dict[str, Any], turn: int = 0) -> int:
        fresh = [o for o in d["options"] if o["kind"] not in ("cast", "activate") or (turn, o["label"]) not in self.tried]
        index = choose({**d, "options": fresh})
        chosen = next(o for o in d["options"] if o["i"] == index)
        if chosen["kind"] in ("cast", "activate"):
            self.tried.add((turn, chosen["label"]))
        return index


def choose(d: dict[str, Any]) -> int:
    options = d["options"]

    def first(*kinds: str) -> int | None:
        for kind in kinds:
            for o in options:
                if o["kind"] == kind:
                    return int(o["i"])
        return None

    kind = d["kind"]
    confirm = d.get("confirm")
    picks: dict[str, tuple[str, ...]] = {
        "priority": ("call", "play_land", "cast"),
        "declare_attackers": ("attack", "attack_done"),
        "declare_blockers": ("block_done",),
        "castle_column": ("column",),
        "castle_swap": ("castle_swap", "castle_block"),
        "castle_activation": ("castle_pay", "castle_discard"),
        "draft_pick": ("pick",),
        "mulligan": ("keep",),
    }
    found = first(*picks.get(kind, ()))
    if found is not None:
        return found
    return int(confirm) if confirm is not None else 0


def decision_view(table: Any, seat: int) -> Any:
    """The pending decision as the table shows it to `seat` (the page's `decision`)."""
    from kitchentable.web import present

    return present.decision(table.view(seat))


def simulate(request: dict[str, Any], limit: int = 400, humans: tuple[int, ...] = (0,),
             policies: dict[int, Any] | None = None) -> tuple[Any, list[tuple[int, str]]]:
    """Play `request` at a Table with the policy for the human seats; returns (table, [(seat, kind)])."""
    from kitchentable.web.newgame import build_setup
    from kitchentable.web.tables import Table

    table = Table("sim", build_setup(request))
    seen: list[tuple[int, str]] = []
    players: dict[int, Any] = {}
    for _ in range(limit):
        table.run_computers()
        d = table.game.state.decision
        if d is None:
            break
        view = decision_view(table, d.player)
        assert view is not None
        policy = (policies or {}).get(d.player) or players.setdefault(d.player, Player())
        seen.append((d.player, d.kind))
        table.act(d.player, index=policy(view, table.game.state.turn), version=table.version)
    return table, seen


if __name__ == "__main__":
    import json

    fmt, first_seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    body = json.loads(sys.argv[4]) if len(sys.argv) > 4 else {}
    for seed in range(first_seed, first_seed + count):
        table, seen = simulate({"format": fmt, "seed": seed, **body})
        kinds: dict[str, int] = {}
        for seat, kind in seen:
            if seat == 0:
                kinds[kind] = kinds.get(kind, 0) + 1
        print(seed, len([s for s in seen if s[0] == 0]), "turn", table.game.state.turn,
              "over" if table.game.is_over() else "", kinds)
