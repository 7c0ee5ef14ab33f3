"""The random player: a uniform choice among the legal actions, seeded.

Two refinements keep random games meaningful rather than endless: it never cancels a spell it began
(a rewind wastes the decision), and it activates mana abilities only while paying a cost, where they have a
use (at priority, floating mana that is then lost is legal but pointless).
"""

from __future__ import annotations

import random
from typing import Any

from kitchentable.api.game import Game


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> tuple[Any, ...]:
        options = game.legal_actions()
        kind = game.state.decision.kind if game.state.decision else ""
        useful = [o for o in options if o[0] != "cancel" and not (kind == "priority" and o[0] == "mana")]
        return self.rng.choice(useful or options)
