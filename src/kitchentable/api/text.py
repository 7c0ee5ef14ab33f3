"""Words for actions and decisions, for people reading a terminal or a web page."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game
from kitchentable.rules.faces import hidden_from


def name_of(game: Game, x: Any) -> str:
    state = game.state
    if isinstance(x, list | tuple) and len(x) == 2 and x[0] == "player":
        return state.players[int(x[1])].name
    if isinstance(x, int) and x in state.objects:
        o = state.objects[x]
        if hidden_from(o, state.decision.player if state.decision else -1):
            return f"face-down card #{x}"
        return f"{o.card.name} #{x}"
    return str(x)


_VERBS = {
    "pass": "Pass priority", "play_land": "Play land", "cast": "Cast", "activate": "Activate an ability of",
    "mana": "Tap for mana:", "target": "Target", "attack": "Attack with", "block": "Block with",
    "unblock": "Stop blocking with", "discard": "Discard", "sacrifice": "Sacrifice", "pick": "Choose",
    "keep": "Keep", "mulligan": "Mulligan", "bottom": "Put on the bottom:", "x": "X =", "count": "Number of targets:",
    "modes": "Modes:", "divide": "Divide damage:", "pay": "Pay the cost", "cancel": "Cancel (rewind, 601.2)",
    "attack_done": "Done declaring attackers", "block_done": "Done declaring blockers", "yes": "Yes", "no": "No",
    "first": "Next in damage order:", "order": "Put next on the stack: trigger", "find": "Find",
    "find_none": "Find nothing", "cost": "Cast using", "draft": "Draft", "column": "Attack column",
}


def describe_action(game: Game, action: tuple[Any, ...]) -> str:
    kind = str(action[0])
    verb = _VERBS.get(kind, kind.replace("_", " ").capitalize())
    rest = action[1:]
    if kind == "attack" and len(rest) == 2:
        return f"Attack with {name_of(game, rest[0])} → {name_of(game, rest[1])}"
    if kind == "block" and len(rest) == 2:
        return f"Block {name_of(game, rest[1])} with {name_of(game, rest[0])}"
    if kind == "activate" and len(rest) == 2:
        o = game.state.objects.get(rest[0])
        text = ""
        if o is not None:
            from kitchentable.rules.layers import chars

            abilities = chars(game.state, rest[0]).activated if o.zone[0] == "battlefield" else o.card.activated
            if rest[1] < len(abilities):
                text = abilities[rest[1]].text
        return f"Activate {name_of(game, rest[0])}: {text}".rstrip(": ")
    if kind == "cast" and rest[1:] == ("face_down",):
        return f"Cast {name_of(game, rest[0])} face down as a 2/2 for {{3}} (702.37)"
    if kind == "turn_face_up":
        how = "its mana cost (701.34b)" if rest[1:] == ("manifest",) else "its morph cost (702.37e)"
        return f"Turn {name_of(game, rest[0])} face up for {how}"
    if kind == "cost" and rest:
        return {"normal": "Cast normally", "alternative": "Cast for its alternative cost",
                "kicker": "Cast with kicker"}.get(str(rest[0]), str(rest))
    if kind == "modes":
        return f"Modes {', '.join(str(i + 1) for i in rest[0])}"
    parts = [name_of(game, r) if isinstance(r, int | list | tuple) and not isinstance(r, bool) else str(r)
             for r in rest]
    if kind in ("x", "count", "divide"):
        parts = [str(r) for r in rest]
    return " ".join([verb, *parts]).strip()
