"""The board as one player sees it, as plain data a face draws (the terminal with rich, the web table as
HTML, the RL environment's `render()` as text).

Nothing hidden from the viewer is in it: other players' hands and every library are counts, a face-down
permanent the viewer may not see is "face-down 2/2 creature" (708.2), and a format's panel comes from the
format's own per-player observation (a castle's face-down cards, Vortex packs).
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.sentences import step_words
from kitchentable.api.words import join
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.state import EXILE, HAND, GameState


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's public facts, and their permanents as lines."""

    seat: int
    name: str
    life: str
    poison: int
    hand: int
    library: int | None
    """None when the player's library is a shared zone (the Tower's, Vortex's shoe): see the panel."""
    graveyard: tuple[str, ...]
    battlefield: tuple[str, ...]
    counters: str = ""
    status: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    """What a player sees: the title (format, turn, step, whose turn), each player, the stack (top first,
    with targets), the viewer's hand, exile and the format's panel."""

    title: str
    seats: tuple[Seat, ...]
    stack: tuple[str, ...]
    hand: tuple[str, ...]
    exile: tuple[str, ...]
    panel_title: str = ""
    panel: tuple[str, ...] = field(default_factory=tuple)

    def text(self, width: int = 100) -> str:
        """The board as plain text lines (logs, the RL environment's `render()`)."""
        out = [self.title]
        for s in self.seats:
            head = f"{s.name}{s.status}: life {s.life}" + (f", poison {s.poison}" if s.poison else "") + \
                f"; hand {s.hand}" + (f", library {s.library}" if s.library is not None else "") + \
                (f"; {s.counters}" if s.counters else "")
            out.append(head)
            if s.battlefield:
                out += textwrap.wrap("  battlefield: " + "; ".join(s.battlefield), width, subsequent_indent="    ")
            if s.graveyard:
                out += textwrap.wrap("  graveyard: " + ", ".join(s.graveyard), width, subsequent_indent="    ")
        if self.stack:
            out.append("stack (top first):")
            out += [f"  {line}" for line in self.stack]
        if self.exile:
            out += textwrap.wrap("exile: " + ", ".join(self.exile), width, subsequent_indent="  ")
        if self.panel:
            out.append(f"{self.panel_title}:")
            out += [f"  {line}" for line in self.panel]
        out += textwrap.wrap("your hand: " + (", ".join(self.hand) or "empty"), width, subsequent_indent="  ")
        return "\n".join(out)


def permanent_line(n: Namer, oid: int) -> str:
    """"Grizzly Bears 2/2 (tapped, attacking, 1 damage)" as the viewer may see it."""
    from kitchentable.rules.continuous.layers import chars

    state = n.state
    o = state.objects[oid]
    c = chars(state, oid)
    if o.face_down and not n.sees(oid):
        name = "face-down creature"
    elif o.face_down:
        name = f"{o.card.name} (face down)"
    else:
        name = c.name or o.card.name
    pt = f" {c.power}/{c.toughness}" if c.power is not None and "Creature" in c.types else ""
    if "Planeswalker" in c.types:
        pt += f" [{o.counters.get('loyalty', 0)} loyalty]"
    status: list[str] = []
    if o.tapped:
        status.append("tapped")
    if o.attacking is not None:
        status.append(f"attacking {n.thing(o.attacking)}")
    if o.blocking:
        status.append("blocking " + join([n.card(a) for a in o.blocking]))
    if o.damage:
        status.append(f"{o.damage} damage")
    for kind, count in sorted(o.counters.items()):
        if kind != "loyalty" and count:
            status.append(f"{count} {kind} counter{'s' if count != 1 else ''}")
    if o.attached_to is not None:
        status.append(f"on {n.thing(o.attached_to)}")
    if o.token:
        status.append("token")
    if "Creature" in c.types and o.controlled_since == state.turn and o.controller == state.active and \
            "haste" not in c.keywords:
        status.append("summoning sick")
    return name + pt + (f" ({', '.join(status)})" if status else "")


def stack_line(n: Namer, oid: int) -> str:
    """"Lightning Bolt (Alice's spell) → Grizzly Bears": each object on the stack with its targets."""
    from kitchentable.api.sentences import _targets

    o = n.state.objects[oid]
    info = o.stack
    if info is None or info.kind == "spell":
        owner = n.w.poss(info.controller) if info is not None else ""
        what = f"{n.card(oid, 'a face-down spell')} ({owner} spell)"
    else:
        whose = "yours" if n.w.is_you(info.controller) else n.w.poss(info.controller)
        source = source_name(n, info.source, o.card.name)
        text = stack_ability_text(n, oid, source)
        kind = "triggered ability" if info.kind == "triggered" else "ability"
        what = f"{source}'s {kind} ({whose})" + (f": {text}" if text else "")
    if info is not None and info.x:
        what += f", X = {info.x}"
    targets = _targets(n, info.targets) if info is not None else ""
    return what + (f" → {targets}" if targets else "")


def source_name(n: Namer, source: int, fallback: str) -> str:
    """An ability's source, by name if the viewer may see it; a source that has left the game is named
    as the ability's stack object says (113.7a: its last known information)."""
    if source in n.state.objects or source in n.ledger.zone:
        return n.card(source, "a face-down permanent")
    return fallback or "a source"


def stack_ability_text(n: Namer, oid: int, source: str) -> str:
    """The text of an ability on the stack: its stack object carries it (`casting._ability_card`)."""
    from kitchentable.api.sentences import ability_text

    o = n.state.objects[oid]
    text = o.card.text or (getattr(o.memory[0], "text", "") if o.memory else "")
    return ability_text(str(text), source) if text else ""


def hand_line(n: Namer, oid: int) -> str:
    o = n.state.objects[oid]
    card = o.card
    cost = f" {card.mana_cost}" if card.mana_cost is not None else ""
    pt = f" {card.power}/{card.toughness}" if card.power is not None else ""
    return f"{card.name}{cost}{pt}"


def build_board(n: Namer, viewer: int | None) -> Board:
    state = n.state
    rules = state.rules
    turn = f"turn {state.turn}" if state.turn else "before the first turn"
    whose = "" if not state.turn else f" · {n.w.poss(state.active)} turn"
    step = f" · {step_words(state.step)}" if state.turn else ""
    title = f"{_format_title(state)} · {turn}{whose}{step}"
    seats: list[Seat] = []
    battlefield = state.battlefield()
    from kitchentable.rules.continuous.layers import chars

    for p in state.players:
        mine = [oid for oid in battlefield if chars(state, oid).controller == p.seat]
        lands = [oid for oid in mine if "Land" in chars(state, oid).types and "Creature" not in chars(state, oid).types]
        others = [oid for oid in mine if oid not in lands]
        lines = [permanent_line(n, oid) for oid in others] + _grouped(n, lands)
        gy = state.zones.get(rules.graveyard_of(state, p.seat), []) if rules.graveyard_of(state, p.seat)[1] >= 0 \
            else []
        counters = ", ".join(f"{v} {k}" for k, v in sorted(p.counters.items()) if v)
        status = "" if p.in_game else (" (won)" if p.won else " (out)")
        if state.turn and p.seat == state.active and p.in_game:
            status += " · active"
        library = rules.library_of(state, p.seat)
        seats.append(Seat(p.seat, n.w.subject(p.seat), "∞" if infinite_life(state, p.seat) else str(p.life), p.poison,
                          len(state.zones.get((HAND, p.seat), [])),
                          len(state.zones.get(library, [])) if library[1] == p.seat else None,
                          tuple(n.card(o) for o in gy), tuple(lines), counters, status))
    stack = tuple(stack_line(n, oid) for oid in reversed(state.stack_ids()))
    hand = tuple(hand_line(n, oid) for oid in state.zones.get((HAND, viewer), [])) if viewer is not None else ()
    exile = tuple(n.card(o, "a face-down card") for o in state.zones.get((EXILE, -1), []))
    panel_title, panel = format_panel(n, viewer)
    return Board(title, tuple(seats), stack, hand, exile, panel_title, tuple(panel))


def _grouped(n: Namer, ids: list[int]) -> list[str]:
    """Lands with the same line once, with a count: "Mountain ×3", "Forest (tapped) ×2"."""
    counts: dict[str, int] = {}
    for oid in ids:
        line = permanent_line(n, oid)
        counts[line] = counts.get(line, 0) + 1
    return [f"{line} ×{k}" if k > 1 else line for line, k in counts.items()]


def _format_title(state: GameState) -> str:
    names = {"duel": "Duel", "ffa": "Free-for-all", "castle": "Castle Magic", "vortex": "Vortex",
             "judges-tower": "Judge's Tower", "turnabout": "Turnabout"}
    return names.get(state.format, state.format)


# --- the formats' panels -------------------------------------------------------------------------------------------


def format_facts(state: GameState, viewer: int | None) -> dict[str, Any]:
    """The format's own facts for one viewer (`RuleSet.observation`: castles, packs, subgames, the clock) as
    every face shows them. The format's own prose of them ("text") is left out: faces word the facts. A Judge's
    Tower latent violation says who committed it ("vid" is its number, the one a call names), not the rule or
    the explanation, which only a call reveals (R-JT-9, ICR 400.4): players must spot the violation themselves."""
    view = dict(state.rules.observation(state, -1 if viewer is None or viewer < 0 else viewer))
    view.pop("text", None)
    if "latent_violations" in view:
        view["latent_violations"] = [{"vid": v["id"], "player": v["player"]} for v in view["latent_violations"]]
    return view


def format_panel(n: Namer, viewer: int | None) -> tuple[str, list[str]]:
    """The format's own facts for the viewer (`format_facts`), drawn for people."""
    state = n.state
    view = format_facts(state, viewer)
    if not view:
        return "", []
    if "castles" in view:
        return "Castles", castle_grid(n, view)
    if "packs" in view:
        return "Vortex", _vortex(n, view)
    if "subgame" in view:
        return "Judge's Tower", _tower(n, view)
    if "scoring" in view and "decks" in view:
        return "Turnabout", _turnabout(n, view)
    return _format_title(state), [f"{k.replace('_', ' ')}: {_plain(n, v)}" for k, v in view.items()]


def _plain(n: Namer, value: Any) -> str:
    if isinstance(value, list) and value and all(isinstance(v, dict) and "name" in v for v in value):
        return ", ".join(str(v["name"]) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


def _vortex(n: Namer, view: dict[str, Any]) -> list[str]:
    packs = ", ".join(f"{n.w.subject(int(s))} {k}" for s, k in view["packs"].items())
    lines = [f"shoe (the shared library): {view['shoe']} cards · passed pack: {view['passed_pack']} cards",
             f"packs: {packs} (replenished to {view.get('replenish_to', 7)})"]
    if view.get("pack"):
        lines += textwrap.wrap("your pack: " + ", ".join(str(c["name"]) for c in view["pack"]), 96,
                               subsequent_indent="  ")
    return lines


def _turnabout(n: Namer, view: dict[str, Any]) -> list[str]:
    lines = [f"{n.w.subject(i, 'pilot')} {deck} (scoring if it loses: {view['scoring'][i]})"
             for i, deck in enumerate(view["decks"])]
    clock = view.get("clock")
    if clock is not None:
        lines.append(f"Judge Armageddon Clock: {clock['doom_counters']} doom counters, +{clock['number']} each "
                     "upkeep (R-TA-5)")
    elif view.get("clock_turn"):
        lines.append(f"the judge invokes the Judge Armageddon Clock at the end of turn {view['clock_turn']}")
    return lines


def _tower(n: Namer, view: dict[str, Any]) -> list[str]:
    shared = n.state.zones.get(n.state.rules.library_of(n.state, 0), [])
    lines = [f"subgame {view['subgame']} · shared library: {len(shared)} cards"]
    for key, noun in (("points", "point tokens"), ("shame", "shame counters")):
        if key in view:
            lines.append(f"{noun}: " + ", ".join(f"{n.w.subject(i)} {v}" for i, v in enumerate(view[key])))
    for v in view.get("latent_violations", ()):
        lines.append(f"latent violation {v['vid']} by {n.w.obj(int(v['player']))}: explained when called "
                     "(ICR 400.4)")
    return lines


def castle_grid(n: Namer, view: dict[str, Any], width: int = 18) -> list[str]:
    """Each castle as a grid, row 1 (the front) first: columns aligned, long names wrapped onto a second
    line, never cut; "·" a vacant spot, "face down" a card nobody may look at (R-CA-1)."""
    lines: list[str] = []
    columns = int(view.get("columns", 4))
    for owner, castle in view["castles"].items():
        seat = int(owner)
        lines.append(f"{n.w.poss(seat).capitalize()} castle: {castle['face_down']} face down, "
                     f"{castle['reserve']} in reserve")
        cells = [[_cell(c) for c in row] for row in castle["rows"]]
        col_width = max([width, *(len(part) for row in cells for cell in row for part in cell)])
        lines.append("       " + "  ".join(f"column {c}".ljust(col_width) for c in range(1, columns + 1)).rstrip())
        for r, row in enumerate(cells, start=1):
            depth = max(len(cell) for cell in row)
            for k in range(depth):
                label = f"row {r}  " if k == 0 else "       "
                lines.append(label + "  ".join((cell[k] if k < len(cell) else "").ljust(col_width)
                                               for cell in row).rstrip())
    attack = view.get("attack")
    if attack is not None:
        status = "combat over" if attack["over"] else ("column empty: the player is hit" if attack["breach"]
                                                        else "defending")
        lines.append(f"Attack on column {attack['column']} of {n.w.poss(int(attack['defender']))} castle: {status}")
    return lines


def _cell(cell: dict[str, Any] | None, width: int = 18) -> list[str]:
    """A castle spot as one or more lines of at most `width` characters (a name is wrapped, not cut)."""
    if cell is None:
        return ["·"]
    if cell["face_down"]:
        return textwrap.wrap(f"face down: {cell['name']}", width) if "name" in cell else ["face down"]
    text = f"{cell['name']} {cell['power']}/{cell['toughness']}"
    extra = [f"{cell['damage']} damage"] if cell.get("damage") else []
    if cell.get("tapped"):
        extra.append("tapped")
    return textwrap.wrap(text, width) + ([", ".join(extra)] if extra else [])
