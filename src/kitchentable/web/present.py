"""The web table's adapter to the presentation layer: `api.view.View` output as the JSON the page draws.

Every word, every decision about what a viewer may see, and every reason an action is refused come from
`View` (docs/view.md), the same layer the terminal and the RL environment's `render()` use; this module only
shapes them for the front end: the board grouped by player with the keys the page clicks ("o12" an object,
"p1" a player, "col1:3" a castle column, "cell0:2:1" a castle spot), the pending decision's options with what
each points at, the log lines with their rule badges, the refusal with its rule and the engine's sentence.

A viewer is a seat number, or `SPECTATOR` (-1), a View's seat None: only public information.
"""

from __future__ import annotations

import itertools
from typing import Any

from kitchentable.api.game import Game
from kitchentable.api.prompts import Option
from kitchentable.api.sentences import cited_rules
from kitchentable.api.view import View
from kitchentable.api.visibility import on_table
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.state import BATTLEFIELD, COMMAND, EXILE, HAND, STACK

SPECTATOR = -1
_GENERATIONS = itertools.count(1)


def view_of(game: Game, viewer: int) -> View:
    """The View of a web viewer (a seat, or SPECTATOR)."""
    return View(game, None if viewer < 0 else viewer)


def viewer_of(view: View) -> int:
    return SPECTATOR if view.seat is None else view.seat


# --- the board --------------------------------------------------------------------------------------------------


def board(view: View) -> dict[str, Any]:
    """The table as the viewer sees it (`View.board_data`), with each player's own zones beside them and the
    shared zones apart; `cards` lists every card name it shows (the page asks for their printed text)."""
    state = view.game.state
    rules = state.rules
    data = view.board_data()
    zones = data["zones"]
    names: set[str] = set()

    def shown(entries: Any) -> Any:
        if isinstance(entries, dict):
            if "name" in entries.get("top", {}):
                names.add(entries["top"]["name"])
            return entries
        names.update(e["name"] for e in entries if "name" in e)
        return entries

    players = []
    for p in data["players"]:
        seat = p["seat"]
        player = state.players[seat]
        lib_key, gy_key = rules.library_of(state, seat), rules.graveyard_of(state, seat)
        own: dict[str, Any] = {}
        for label, value in zones.items():
            kind, _, owner = label.partition(":")
            if owner and int(owner) == seat and (kind, seat) not in (lib_key, gy_key):
                own[kind] = shown(value)
        players.append({
            **p, "lost": player.lost, "reason": player.loss_reason, "zones": own,
            "library": None if lib_key[1] < 0 else shown(zones.get(f"{lib_key[0]}:{seat}", {"count": 0})),
            "graveyard": None if gy_key[1] < 0 else shown(zones.get(f"{gy_key[0]}:{seat}", [])),
        })
    shared = {label: shown(value) for label, value in zones.items()
              if ":" not in label and label not in (BATTLEFIELD, STACK, EXILE, COMMAND)}
    facts = data["format_view"]
    names.update(c["name"] for c in facts.get("pack") or ())
    for castle in (facts.get("castles") or {}).values():
        names.update(cell["name"] for row in castle["rows"] for cell in row if cell and cell.get("name"))
    out = {
        "format": data["format"], "turn": data["turn"], "active": data["active"], "step": data["step"],
        "step_name": data["step_words"], "priority": data["priority"], "over": data["over"],
        "winners": data["winners"], "players": players, "shared": shared,
        "battlefield": shown(zones.get(BATTLEFIELD, [])), "stack": shown(data["stack"]),
        "exile": shown(data["exile"]), "command": shown(data["command"]), "format_view": facts,
    }
    out["cards"] = sorted(names)
    return out


# --- the decision ------------------------------------------------------------------------------------------------


def decision(view: View) -> dict[str, Any] | None:
    """The pending decision: for its player the question with its context, the notice of a 601.2 rewind, every
    option and what it points at, and why the cards they can't use now are held back; for everyone else only
    who is deciding what (the options may name cards only their player sees)."""
    game = view.game
    d = game.state.decision
    if d is None:
        return None
    out: dict[str, Any] = {"player": d.player, "kind": d.kind, "rule": d.rule, "yours": view.deciding(),
                           "waiting": view.waiting_for().rstrip(".")}
    prompt = view.prompt()
    if prompt is None:
        return out
    out.update(prompt=prompt.question, context=list(prompt.context), notice=view.notice(),
               options=[_option(view, o) for o in prompt.options], cards=list(prompt.cards),
               confirm=None if prompt.confirm is None else prompt.confirm.number - 1,
               cancel=None if prompt.cancel is None else prompt.cancel.number - 1)
    if prompt.handover is not None:
        h = prompt.handover
        out["handover"] = {"deck": h.deck, "scoring": h.scoring, "cards": [list(c) for c in h.cards]}
    if d.kind == "priority":
        why: dict[str, list[dict[str, str]]] = {}
        for r in view.unusable():
            oid = r.action[1] if len(r.action) > 1 and isinstance(r.action[1], int) else None
            if oid is not None:
                why.setdefault(f"o{oid}", []).append({"text": r.sentence, "rule": r.rule})
        out["why_not"] = why
    return out


def _option(view: View, o: Option) -> dict[str, Any]:
    """One option for the page: its words, and the key of what to click on the table for it."""
    entry: dict[str, Any] = {"i": o.number - 1, "kind": o.action[0] if o.action else "", "label": o.text,
                             "short": o.short}
    if o.place:
        entry["key"] = f"col{o.place[1]}:{o.place[2]}" if o.place[0] == "column" else \
            f"cell{o.place[1]}:{o.place[2]}:{o.place[3]}"
        entry["on_board"] = True
    elif o.objects:
        entry["objs"] = list(o.objects)
        entry["key"] = f"o{o.objects[0]}"
        entry["on_board"] = _drawn(view, o.objects[0])
    elif o.players:
        entry["key"] = f"p{o.players[0]}"
        entry["on_board"] = True
    if o.value is not None:
        entry["number"] = o.value
    return entry


def _drawn(view: View, oid: int) -> bool:
    """Does the page draw this object where it can be clicked: a permanent, a spell or ability on the stack, an
    emblem, a card in the viewer's hand or Vortex pack. Options about other objects (a card in a graveyard or in
    exile, one found by a search) are buttons in the prompt."""
    state = view.game.state
    o = state.objects.get(oid)
    if o is None:
        return False
    kind, seat = o.zone
    if kind in (BATTLEFIELD, STACK, COMMAND):
        return on_table(state, oid, view.seat)
    return kind in (HAND, "pack") and seat == view.seat


# --- the log ------------------------------------------------------------------------------------------------------


class LogFeed:
    """One viewer's log as the table sends it: `View.log` read as the game goes (only the new events each
    time), each line with its rule and `detail` for the lines a summary leaves out. An undo or a 601.2 rewind
    that shortens the log drops the lines it took back and starts a new `generation`, so a connection knows
    to load the log again."""

    def __init__(self, view: View) -> None:
        self.view = view
        self.lines: list[dict[str, Any]] = []
        self.upto = 0
        self.generation = next(_GENERATIONS)

    def update(self) -> list[dict[str, Any]]:
        """Read the events added since the last update; returns the new lines."""
        n = self.view.mark()
        if n < self.upto:
            self.lines = [line for line in self.lines if line["n"] < n]
            self.upto = n
            self.generation = next(_GENERATIONS)
        if n == self.upto:
            return []
        new = [{"n": line.index, "rule": line.rule, "kind": line.kind, "text": line.text, "detail": line.minor}
               for line in self.view.log(self.upto)]
        self.upto = n
        self.lines.extend(new)
        return new


# --- refusals -------------------------------------------------------------------------------------------------------


def refusal(view: View, action: tuple[Any, ...], err: IllegalAction | None = None) -> dict[str, Any]:
    """What the page shows for a refused action: the rule in the way and why (`View.why_not`), with the
    engine's own sentence when it refused the action itself."""
    found = view.why_not(tuple(action))
    if found is not None:
        rule, text = found.rule, found.sentence
    elif err is not None:
        rule, text = err.rule, err.message
    else:
        rule, text = "117.1", "Not now."
    out: dict[str, Any] = {"rule": rule, "text": text,
                           "engine": None if err is None else {"rule": err.rule, "text": err.message}}
    out["rules"] = cited_rules(f"{rule} {text}")
    return out


def refused(rule: str, text: str, **extra: Any) -> dict[str, Any]:
    """A refusal of the table itself (not of a game action): nothing to concede, no next game."""
    return {"rule": rule, "text": text, "engine": None, "rules": cited_rules(rule) if rule else [], **extra}
