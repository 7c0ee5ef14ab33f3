"""Reinforcement learning on kitchentable: a PettingZoo AEC environment for every format, and a Gymnasium
single-agent wrapper. Needs the `rl` extra (`pip install 'kitchentable[rl]'`: pettingzoo, gymnasium,
numpy); the rest of kitchentable never imports this package.

    import kitchentable.env
    env = kitchentable.env.make("vortex", players=4)            # PettingZoo AEC
    single = kitchentable.env.make_single("duel", opponents="heuristic")   # Gymnasium

See docs/env.md for the spaces, the action encoding, the rewards and the speed.
"""

from __future__ import annotations

_MISSING = []
for _module in ("numpy", "gymnasium", "pettingzoo"):
    try:
        __import__(_module)
    except ImportError:
        _MISSING.append(_module)
if _MISSING:
    raise ImportError(f"kitchentable.env needs {', '.join(_MISSING)}: pip install 'kitchentable[rl]'")

from kitchentable.env.actions import ACTION_COLUMNS, ActionOverflow, IllegalStep  # noqa: E402
from kitchentable.env.aec import KitchenTableEnv, ObjectsDropped, env, make, raw_env  # noqa: E402
from kitchentable.env.observe import CARD_COLUMNS, GAME_COLUMNS, PLAYER_COLUMNS, Layout  # noqa: E402
from kitchentable.env.single import SingleAgentEnv, make_single  # noqa: E402

__all__ = [
    "ACTION_COLUMNS", "CARD_COLUMNS", "GAME_COLUMNS", "PLAYER_COLUMNS", "ActionOverflow", "IllegalStep",
    "KitchenTableEnv", "Layout", "ObjectsDropped", "SingleAgentEnv", "env", "make", "make_single", "raw_env",
]
