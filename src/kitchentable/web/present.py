"""What the web table shows one viewer: the board, the pending decision as clickable options, the judge's
log and the reasons an action is refused. Every word the table prints comes from here.

This is the one adapter between the web and the engine's words. Today it builds on what the API offers
(`Game.observation`, `api.text.describe_action`, `rules.log_text.explain`, `IllegalAction`) and adds what the
table needs: each option tied to the object, player or castle spot it is about, labels with names, the log
filtered for the viewer, and "why not" for a card that can't be played now. When the shared presentation layer
lands in `kitchentable.api`, these functions switch to it here and nowhere else.

Hidden information (the standard's "hidden stays hidden"): the board is built from `game.observation(viewer)`,
which shows hidden zones as counts; every extra fact added here is added only for an object that observation
shows. Log events are rendered for one viewer at a time, as they happen: a card moving between two hidden zones
is named only to a viewer who can see it where it went, and an answer by another player names only the
objects that viewer can see. A viewer is a seat number, or `SPECTATOR` (-1), who sees only public information.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from typing import Any

from kitchentable.api.game import Game
from kitchentable.api.text import describe_action
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.log_text import EXPLAINERS, explain
from kitchentable.rules.state import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    HIDDEN_ZONES,
    LIBRARY,
    OWNER_VISIBLE_ZONES,
    STACK,
    Decision,
    GameState,
    LogEvent,
)

SPECTATOR = -1
PUBLIC_KINDS = frozenset({BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND})
TYPE_ORDER = ("Kindred", "Tribal", "Artifact", "Enchantment", "Land", "Creature", "Battle", "Planeswalker",
              "Instant", "Sorcery")
STEP_NAMES = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "Main 1", "beginning_of_combat": "Combat",
    "declare_attackers": "Attackers", "declare_blockers": "Blockers", "first_strike_damage": "First strike",
    "combat_damage": "Damage", "end_of_combat": "End of combat", "main2": "Main 2", "end": "End",
    "cleanup": "Cleanup", "pass": "Pass (Vortex)",
}
PRIORITY_STEPS: tuple[str, ...] = ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
                                   "declare_blockers", "combat_damage", "end_of_combat", "main2", "end")
"""The steps a player can set a stop on (untap and cleanup normally give nobody priority)."""

CONFIRM_KINDS = ("pass", "attack_done", "block_done", "keep", "pay", "yes", "looked", "next_subgame",
                 "castle_block", "find_none", "pick_none", "done")
"""Answers the "confirm" key (Enter/Space) gives, in order of preference."""

KIND_TITLES = {
    "priority": "has priority", "mulligan": "decides on a mulligan", "mulligan_bottom": "puts cards on the bottom",
    "declare_attackers": "declares attackers", "declare_blockers": "declares blockers",
    "choose_target": "chooses targets", "pay_mana": "pays a cost", "choose_x": "chooses X",
    "choose_modes": "chooses modes", "order_triggers": "orders triggers", "draft_pick": "drafts a card",
    "choose_basic": "adds a basic land", "castle_column": "chooses a column to attack",
    "castle_activation": "pays for a castle creature", "castle_swap": "decides whether to swap",
    "castle_divide": "divides the blocker's damage", "deck_handover": "looks through the deck handed over",
    "doom_mode": "chooses a doom mode", "subgame_over": "starts the next subgame",
    "assign_damage": "assigns combat damage", "damage_order": "orders blockers", "discard": "discards",
    "cleanup_discard": "discards to hand size", "may": "decides", "search": "searches",
}

DETAIL_KINDS = frozenset({
    "step", "pass", "auto", "shuffle", "mana", "paid", "untap", "cleanup", "total_cost", "skip_draw",
    "vortex_replenish", "starting_player", "activated", "combat_damage_step", "jt_obligation", "jt_life",
    "keep", "announce", "announce_ability", "vortex_pick", "paid_by_rule", "deck_looked_through",
})
"""Log kinds shown only in the detailed log: the mechanics a judge skips when explaining a game."""

_GENERATIONS = itertools.count(1)
_RULE_IN_TEXT = re.compile(r"\b(?:ICR \d{3}(?:\.\d+)?|R-[A-Z]{1,2}-\d+|\d{3}\.\d+[a-z]?(?:-[a-z])?|\d{3})\b")


# --- zones and visibility --------------------------------------------------------------------------------------


def zone_hidden(state: GameState, viewer: int, kind: str, seat: int) -> bool:
    """Whether `viewer` sees only the number of cards in this zone (the observation's own test)."""
    if kind in HIDDEN_ZONES and not (kind in OWNER_VISIBLE_ZONES and seat == viewer):
        return True
    return kind in state.rules.hidden_zone_kinds(state, viewer, seat, kind)


def name_visible(state: GameState, viewer: int, oid: int) -> bool:
    """Whether `viewer` may know which card object `oid` is right now."""
    o = state.objects.get(oid)
    if o is None:
        return False
    if zone_hidden(state, viewer, o.zone[0], o.zone[1]):
        if o.zone[0] == LIBRARY:
            from kitchentable.rules.continuous.library_top import visible_to

            return visible_to(state, o.zone[1], viewer) == oid
        return False
    return not hidden_from(o, viewer)


def id_visible(state: GameState, viewer: int, oid: int) -> bool:
    """Whether the object is on the viewer's board (a face-down permanent is, though not its name)."""
    o = state.objects.get(oid)
    if o is None:
        return False
    return name_visible(state, viewer, oid) or (
        o.face_down and o.zone[0] in PUBLIC_KINDS and not zone_hidden(state, viewer, o.zone[0], o.zone[1]))


def player_name(state: GameState, seat: int) -> str:
    return state.players[seat].name if 0 <= seat < len(state.players) else f"player {seat}"


def thing_name(state: GameState, x: Any, viewer: int, known: bool = False) -> str:
    """A player or object as words for `viewer`: hidden objects are "a card" unless `known` (options the
    deciding player may see, such as the cards of a search)."""
    if isinstance(x, list | tuple) and len(x) == 2 and x[0] == "player":
        return player_name(state, int(x[1]))
    if isinstance(x, int) and not isinstance(x, bool) and x in state.objects:
        o = state.objects[x]
        if known and not hidden_from(o, viewer) or name_visible(state, viewer, x):
            return o.card.name
        return "a face-down card" if o.face_down and o.zone[0] in PUBLIC_KINDS else "a card"
    return str(x)


# --- cards ------------------------------------------------------------------------------------------------------


def type_line(card: CardDef) -> str:
    types = sorted(card.types, key=lambda t: TYPE_ORDER.index(t) if t in TYPE_ORDER else len(TYPE_ORDER))
    left = " ".join([*sorted(card.supertypes), *types])
    return f"{left} — {' '.join(sorted(card.subtypes))}" if card.subtypes else left


def card_info(card: CardDef) -> dict[str, Any]:
    """The printed card as the details panel shows it."""
    info: dict[str, Any] = {
        "name": card.name, "cost": str(card.mana_cost) if card.mana_cost is not None else "",
        "type": type_line(card), "text": card.text, "colors": "".join(sorted(card.colors)),
    }
    if card.power is not None or card.toughness is not None:
        info["pt"] = f"{card.power}/{card.toughness}"
    if card.loyalty is not None:
        info["loyalty"] = card.loyalty
    if card.faces and len(card.faces) > 1:
        info["faces"] = [{"name": f.name, "cost": str(f.mana_cost) if f.mana_cost else "", "type": type_line(f),
                          "text": f.text} for f in card.faces]
    return info


# --- the board ------------------------------------------------------------------------------------------------


def _card_view(state: GameState, obj: dict[str, Any], viewer: int) -> dict[str, Any]:
    """An object the observation shows, with the facts the table draws (all public once its id is)."""
    oid = obj["id"]
    o = state.objects.get(oid)
    view = dict(obj)
    if o is None:
        return view
    if o.zone[0] == BATTLEFIELD:
        view["blocking"] = list(o.blocking)
        if "Creature" in (obj.get("types") or ()) and o.controller == state.active:
            from kitchentable.rules.casting.payment import summoning_sick

            view["sick"] = summoning_sick(state, oid)
    if o.zone[0] == COMMAND:
        view["counters"] = dict(o.counters)
        view["emblem"] = o.emblem
    if o.stack is not None and "name" in view:
        view["text"] = o.card.text
        view["targets"] = [[_target_view(state, t, viewer) for t in group] for group in o.stack.targets]
    return view


def _target_view(state: GameState, t: Any, viewer: int) -> dict[str, Any]:
    if isinstance(t, tuple) and len(t) == 2 and t[0] == "player":
        return {"player": t[1], "name": player_name(state, t[1])}
    if isinstance(t, int) and id_visible(state, viewer, t):
        return {"id": t, "name": thing_name(state, t, viewer)}
    return {"name": "a card"}


def board(game: Game, viewer: int) -> dict[str, Any]:
    """The table as `viewer` sees it, built from `game.observation(viewer)`."""
    state = game.state
    obs = game.observation(viewer)
    zones = obs["zones"]
    names: set[str] = set()

    def cards(entries: Any) -> Any:
        if isinstance(entries, dict):
            out = dict(entries)
            if "top" in out:
                out["top"] = _card_view(state, out["top"], viewer)
                if "name" in out["top"]:
                    names.add(out["top"]["name"])
            return out
        shown = [_card_view(state, e, viewer) for e in entries]
        names.update(e["name"] for e in shown if "name" in e)
        return shown

    players = []
    for p in obs["players"]:
        seat = p["seat"]
        player = state.players[seat]
        rules = state.rules
        lib_key, gy_key = rules.library_of(state, seat), rules.graveyard_of(state, seat)
        own: dict[str, Any] = {}
        for label, value in zones.items():
            kind, _, owner = label.partition(":")
            if owner and int(owner) == seat and (kind, seat) not in (lib_key, gy_key):
                own[kind] = cards(value)
        players.append({
            **p, "life": "∞" if p["life"] == "infinite" else p["life"], "lost": player.lost,
            "reason": player.loss_reason, "zones": own,
            "library": None if lib_key[1] < 0 else cards(zones.get(f"{lib_key[0]}:{seat}", {"count": 0})),
            "graveyard": None if gy_key[1] < 0 else cards(zones.get(f"{gy_key[0]}:{seat}", [])),
        })
    shared: dict[str, Any] = {}
    for label, value in zones.items():
        if ":" not in label and label not in (BATTLEFIELD, STACK, EXILE, COMMAND):
            shared[label] = cards(value)
    view = {
        "format": obs["format"], "turn": obs["turn"], "active": obs["active"], "step": obs["step"],
        "step_name": STEP_NAMES.get(obs["step"], str(obs["step"]).replace("_", " ")),
        "priority": obs["priority"], "over": obs["over"], "winners": obs["winners"],
        "players": players, "shared": shared,
        "battlefield": cards(zones.get(BATTLEFIELD, [])),
        "stack": cards(obs["stack"]), "exile": cards(obs["exile"]), "command": cards(obs["command"]),
        "format_view": _format_view(state, obs["format_view"], viewer, names),
    }
    view["cards"] = sorted(names)
    return view


def _format_view(state: GameState, fv: dict[str, Any], viewer: int, names: set[str]) -> dict[str, Any]:
    out = {k: v for k, v in fv.items() if k != "text"}
    for pack_card in out.get("pack") or ():
        names.add(pack_card["name"])
    for castle in (out.get("castles") or {}).values():
        for row in castle["rows"]:
            for cell in row:
                if cell and cell.get("name"):
                    names.add(cell["name"])
    if "latent_violations" in out:
        out["latent_violations"] = [{"vid": v["id"], "player": v["player"]} for v in out["latent_violations"]]
    return out


def cards_for(names: Iterable[str], game: Game) -> dict[str, dict[str, Any]]:
    """Printed cards by name (for names the viewer has seen)."""
    found: dict[str, dict[str, Any]] = {}
    by_name: dict[str, CardDef] = {}
    for o in game.state.objects.values():
        by_name.setdefault(o.card.name, o.card)
    wanted = set(names)
    for name in wanted:
        card = by_name.get(name)
        if card is None:
            try:
                from kitchentable.cards.pool import get_pool

                card = get_pool().get(name)
            except Exception:  # noqa: BLE001 - a name the pool doesn't know (an ability on the stack)
                continue
        found[name] = card_info(card)
    return found


# --- decisions --------------------------------------------------------------------------------------------------


def _mode_texts(state: GameState, decision: Decision) -> list[str]:
    try:
        from kitchentable.rules.casting.casting import spell_modal
        from kitchentable.rules.casting.context import ctx, spell_card

        c = ctx(state, decision.data[0])
        if c.kind == "spell":
            return [m.text for m in spell_modal(spell_card(state, c.source)).modes]
        source = state.objects.get(c.source)
        if source is not None and c.ability_index >= 0:
            from kitchentable.rules.continuous.layers import chars

            abilities = chars(state, c.source).activated if source.zone[0] == BATTLEFIELD else source.card.activated
            return [m.text for m in abilities[c.ability_index].effect.modes]
    except Exception:  # noqa: BLE001 - modes without text fall back to their numbers
        return []
    return []


def _card_words(text: str, card_name: str) -> str:
    """A rules text as printed: "~" is the card's own name, mana symbols in capitals ({t} -> {T})."""
    text = text.replace("~", card_name)
    return re.sub(r"\{([a-z0-9/]+)\}", lambda m: "{" + m.group(1).upper() + "}", text)


def _mana_words(state: GameState, oid: int, index: int, choice: Any = None) -> str:
    if choice:
        return f"{{{choice}}}" if len(str(choice)) == 1 else str(choice)
    from kitchentable.rules.casting.payment import produces

    made = "".join(f"{{{k}}}" for k in sorted(produces(state, oid, index)))
    return made or "mana"


def option_text(game: Game, decision: Decision, option: tuple[Any, ...], viewer: int) -> tuple[str, str]:
    """(full label, short label shown on the object's menu) of one option, for the deciding player."""
    state = game.state
    kind = str(option[0]) if option else ""
    rest = option[1:]

    def name(x: Any) -> str:
        return thing_name(state, x, viewer, known=True)

    if kind == "pass":
        return "Pass priority", "Pass"
    if kind == "play_land":
        return f"Play {name(rest[0])}", "Play this land"
    if kind == "cast":
        how = str(rest[1]) if len(rest) > 1 else "hand"
        o = state.objects.get(rest[0])
        words = {"hand": "", "face_down": " face down for {3} (702.37)", "flashback": " with flashback",
                 "fused": " fused (both halves)", "foretell": " for its foretell cost", "plot": " (plotted)",
                 "escape": " with escape", "disturb": " transformed (disturb)", "library_top": " from your library"}
        if how.startswith("half:") and o is not None and o.card.faces:
            face = o.card.faces[int(how.split(":")[1])]
            return f"Cast {face.name}", f"Cast {face.name}"
        extra = words.get(how, f" ({how.replace('_', ' ')})")
        return f"Cast {name(rest[0])}{extra}", f"Cast{extra}"
    if kind == "activate":
        full = describe_action(game, option)
        text = _card_words(full.split(": ", 1)[1] if ": " in full else "Activate", name(rest[0]))
        return f"{name(rest[0])}: {text}", text
    if kind == "mana" and len(rest) >= 2:
        made = _mana_words(state, rest[0], rest[1], rest[2] if len(rest) > 2 else None)
        return f"Tap {name(rest[0])} for {made}", f"Add {made}"
    if kind == "attack" and len(rest) == 2:
        return f"{name(rest[0])} attacks {name(rest[1])}", f"Attack {name(rest[1])}"
    if kind == "attack_done":
        return "Done: no more attackers", "Done"
    if kind == "block" and len(rest) == 2:
        return f"{name(rest[0])} blocks {name(rest[1])}", f"Block {name(rest[1])}"
    if kind == "unblock":
        return f"{name(rest[0])} stops blocking", "Stop blocking"
    if kind == "block_done":
        return "Done: no more blockers", "Done"
    if kind == "target":
        return f"Target {name(rest[0])}", "Target"
    if kind == "x":
        return f"X = {rest[0]}", f"X = {rest[0]}"
    if kind == "count":
        return f"{rest[0]} target{'s' if rest[0] != 1 else ''}", str(rest[0])
    if kind == "modes":
        texts = _mode_texts(state, decision)
        chosen = [texts[i] if i < len(texts) and texts[i] else f"mode {i + 1}" for i in rest[0]]
        return "Choose: " + " + ".join(chosen), " + ".join(chosen)
    if kind == "order" and decision.kind == "order_triggers":
        trig = decision.data[0][rest[0]]
        text = _card_words(getattr(trig.ability, "text", "") or "its ability", trig.source_name)
        return f"{trig.source_name}: {text}", text
    if kind == "pay":
        cost = decision.prompt.split(" (", 1)[0].removeprefix("Pay ") if decision.kind == "pay_mana" else ""
        return (f"Pay {cost} automatically" if cost else "Pay"), "Pay"
    if kind == "cancel":
        return "Cancel (undo the announcement, 601.2)", "Cancel"
    if kind == "pick" and len(rest) == 2:
        return f"{str(rest[0]).replace('_', ' ').capitalize()} {name(rest[1])}", str(rest[0]).capitalize()
    if kind == "pick" and decision.kind == "draft_pick":
        return f"Draft {name(rest[0])}", "Draft this card"
    if kind == "basic":
        return f"Add {rest[0]}", str(rest[0])
    if kind == "column":
        return f"Attack column {rest[0]}", f"Column {rest[0]}"
    if kind == "castle_pay":
        return f"Pay {rest[0]} life to activate it (R-CA-2)", f"Pay {rest[0]} life"
    if kind == "castle_discard":
        return "Discard it: combat ends (R-CA-2)", "Discard"
    if kind == "castle_block":
        return "Block with the foremost creature", "Block"
    if kind == "castle_swap":
        return "Pay 2 life: swap with the card behind (R-CA-3)", "Swap (2 life)"
    if kind == "assign" and decision.kind == "castle_divide":
        return f"{rest[1]} damage to {name(rest[0])}", f"{rest[1]} damage"
    if kind == "assign":
        return f"Assign 1 damage to {name(rest[0])}", "Assign 1"
    if kind == "assign_rest":
        return f"Assign the rest to {name(rest[0])}", "Assign the rest"
    if kind == "first":
        return f"Next in damage order: {name(rest[0])}", "Next in order"
    if kind == "castle_reserve_swap":
        return f"Swap column {rest[0]}, row {rest[1]} with a reserve card (R-CA-7)", "Swap with reserve"
    if kind == "castle_column_swap":
        return f"Pay 2 life: swap rows {rest[1]} and {rest[2]} of column {rest[0]} (R-CA-7)", \
            f"Swap with row {rest[2]} (2 life)"
    if kind == "castle_look":
        return f"Look at column {rest[0]}, row {rest[1]} (R-CA-7)", "Look at it"
    if kind == "vortex_mulligan":
        return "Mulligan your pack: exile it, replenish to five this turn (R-VX-7)", "Pack mulligan"
    if kind == "looked":
        return "I have looked through the deck", "Done"
    if kind == "doom":
        from kitchentable.formats.turnabout.clock import DOOM_MODES

        return f"Doom: {DOOM_MODES.get(str(rest[0]), rest[0])}", str(rest[0])
    if kind == "call":
        return f"Call violation #{rest[0]} (ICR 400.4)", "Call it"
    if kind == "next_subgame":
        return "Start the next subgame (ICR 400.7)", "Next subgame"
    if kind in ("yes", "no", "keep", "mulligan") and not rest:
        return kind.capitalize(), kind.capitalize()
    placed = {"keep": "Keep {} on top", "bottom": "Put {} on the bottom", "graveyard": "Put {} into the graveyard",
              "lowest": "Put {} lowest", "next": "Put {} next", "exile": "Exile {}", "find": "Find {}",
              "attach": "Attach to {}", "sacrifice": "Sacrifice {}", "return": "Return {}", "discard": "Discard {}"}
    if kind in placed and len(rest) == 1 and _is_object(state, rest[0]) or kind == "target" and rest:
        words = placed.get(kind, "Target {}").format(name(rest[0]))
        return words, " ".join(words.replace(name(rest[0]), "").split()) or words
    full = describe_action(game, option)
    for r in rest:
        if isinstance(r, int) and not isinstance(r, bool) and r in state.objects:
            full = full.replace(f"#{r}", "").replace("  ", " ")
    full = re.sub(r"face-down card #\d+", "a face-down card", full).strip()
    full = re.sub(r"\((\d+(?:, \d+)*),?\)", lambda m: "-".join(m.group(1).split(", ")), full)
    short = full.split(" ", 1)[0] if " " in full else full
    return full, short


def option_refs(state: GameState, decision: Decision, option: tuple[Any, ...], viewer: int) -> dict[str, Any]:
    """What an option points at on the table: `key` of the element to click ("o12" an object, "p1" a
    player, "col1:3" a castle column, "cell0:2:1" a castle spot) and the object ids it names."""
    kind = option[0] if option else ""
    rest = option[1:]
    out: dict[str, Any] = {}
    if kind == "column" and decision.data:
        return {"key": f"col{decision.data[0]}:{rest[0]}", "on_board": True}
    if kind in ("castle_reserve_swap", "castle_look", "castle_column_swap"):
        return {"key": f"cell{decision.player}:{rest[0]}:{rest[1]}", "on_board": True}
    if kind == "order" and decision.kind == "order_triggers":
        trig = decision.data[0][rest[0]]
        if trig.source in state.objects:
            out["objs"] = [trig.source]
        return out
    numbers_only = kind in ("x", "count", "replicate", "order", "basic", "castle_pay", "modes")
    named = rest[:1] if kind == "assign" else rest
    objs = [] if numbers_only else [r for r in named if _is_object(state, r)]
    players = [int(r[1]) for r in rest if isinstance(r, list | tuple) and len(r) == 2 and r[0] == "player"]
    if objs:
        out["objs"] = objs
        first = objs[0]
        out["key"] = f"o{first}"
        out["on_board"] = _drawn(state, viewer, first)
    elif players:
        out["key"] = f"p{players[0]}"
        out["on_board"] = True
    return out


def _drawn(state: GameState, viewer: int, oid: int) -> bool:
    """Whether the table draws this object where it can be clicked: a permanent, a spell or ability on the
    stack, an emblem, a card in the viewer's hand or Vortex pack. Options about other objects (a card in a
    graveyard or in exile, one found by a search) are buttons in the prompt."""
    o = state.objects.get(oid)
    if o is None:
        return False
    kind, seat = o.zone
    if kind in (BATTLEFIELD, STACK, COMMAND):
        return id_visible(state, viewer, oid)
    return kind in (HAND, "pack") and seat == viewer


def decision_view(game: Game, viewer: int) -> dict[str, Any] | None:
    """The pending decision for `viewer`: for its player the prompt and every option; for everyone else who
    is deciding what (never the options or the prompt, which may name cards only its player sees)."""
    state = game.state
    d = state.decision
    if d is None:
        return None
    who = player_name(state, d.player)
    view: dict[str, Any] = {
        "player": d.player, "kind": d.kind, "rule": d.rule, "yours": d.player == viewer,
        "waiting": f"{who} {KIND_TITLES.get(d.kind, 'decides: ' + d.kind.replace('_', ' '))}",
    }
    if d.player != viewer:
        return view
    view["prompt"] = d.prompt
    options = []
    for i, option in enumerate(d.options):
        label, short = option_text(game, d, option, viewer)
        entry: dict[str, Any] = {"i": i, "kind": option[0] if option else "", "label": label, "short": short}
        entry.update(option_refs(state, d, option, viewer))
        for value in option[1:]:
            if isinstance(value, int) and not isinstance(value, bool) and option[0] in ("x", "count", "replicate"):
                entry["number"] = value
        options.append(entry)
    view["options"] = options
    kinds = [o["kind"] for o in options]
    view["confirm"] = next((kinds.index(k) for k in CONFIRM_KINDS if k in kinds), None)
    view["cancel"] = kinds.index("cancel") if "cancel" in kinds else None
    if d.kind == "deck_handover" and d.data:
        deck, scoring, listing = d.data
        view["handover"] = {"deck": deck, "scoring": scoring, "cards": [list(x) for x in listing]}
    return view


# --- the log ----------------------------------------------------------------------------------------------------


def rules_in(text: str) -> list[str]:
    """Rule numbers a sentence cites ("601.2c", "ICR 200.1", "R-CA-2"), for the table to link."""
    return list(dict.fromkeys(m.group(0) for m in _RULE_IN_TEXT.finditer(text)))


class LogView:
    """The game log as one viewer may read it, rendered as the events happen (see the module docstring).

    `update` renders the events added since the last call; the Table calls it after every action, so an
    object named in an event can be looked up while it still is where the event put it. An undo or a 601.2
    rewind shortens the log; the lines after that point are dropped."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.lines: list[dict[str, Any]] = []
        self.upto = 0
        self.generation = next(_GENERATIONS)

    def update(self, game: Game, notes: dict[int, dict[int, str]] | None = None) -> list[dict[str, Any]]:
        """Render new events; returns the new lines."""
        log = game.state.log
        n = len(log)
        if n < self.upto:
            self.lines = [line for line in self.lines if line["n"] < n]
            self.upto = n
            self.generation = next(_GENERATIONS)
        if n == self.upto:
            return []
        events = log[self.upto:n]  # the log is a linked list read from its newest end: one walk
        new: list[dict[str, Any]] = []
        for offset, ev in enumerate(events):
            index = self.upto + offset
            text = render_event(game.state, ev, self.viewer, events, offset, (notes or {}).get(index))
            if text is None:
                continue
            line = {"n": index, "rule": ev.rule, "kind": ev.kind, "text": text,
                    "detail": ev.kind in DETAIL_KINDS or _is_detail(ev)}
            new.append(line)
        self.upto = n
        self.lines.extend(new)
        return new


def _is_detail(ev: LogEvent) -> bool:
    if ev.kind == "choice":
        return str(ev.data[1]) in ("priority", "pay_mana", "mulligan", "draft_pick", "choose_basic",
                                   "deck_handover", "declare_attackers", "declare_blockers")
    if ev.kind == "zone":
        return ev.data[1] in (LIBRARY, HAND, "pack", "shoe") and ev.data[2] in (HAND, STACK, "pack", LIBRARY)
    if ev.kind == "draw":
        return False
    return False


def _final_object(state: GameState, events: Sequence[LogEvent], offset: int, oid: int) -> int | None:
    """Where an object that moved in `events[offset]` ended up: follow its later zone changes (400.7 gives a
    moved card a new id) to an object that exists now."""
    current = oid
    for ev in events[offset + 1:]:
        if ev.kind == "zone" and len(ev.data) > 4 and ev.data[3] == current:
            current = ev.data[4]
    return current if current in state.objects else None


def render_event(state: GameState, ev: LogEvent, viewer: int, events: Sequence[LogEvent], offset: int,
                 note: dict[int, str] | None) -> str | None:
    """One event as a sentence for `viewer`, or None to leave it out."""
    d = ev.data
    k = ev.kind
    if k == "zone" and len(d) >= 5:
        shown, src, dst, _old, new = d[:5]
        if not shown:
            name = "A face-down card"
        elif src in PUBLIC_KINDS or dst in PUBLIC_KINDS:
            name = str(shown)
        else:
            final = _final_object(state, events, offset, new)
            name = str(shown) if final is not None and name_visible(state, viewer, final) else "A card"
        return f"{name} moves from the {str(src).replace('_', ' ')} to the {str(dst).replace('_', ' ')}."
    if k == "choice":
        seat, kind, action = d[0], d[1], d[2]
        if kind == "priority" and action == ("pass",):
            return None
        if note and viewer in note:
            return f"{player_name(state, seat)}: {note[viewer]}"
        return f"{player_name(state, seat)} answers {str(kind).replace('_', ' ')}: {_scrub(state, action, viewer)}"
    if k == "auto":
        seat, kind, action = d[0], d[1], d[2]
        if kind == "priority" and action == ("pass",):
            return None
        return f"{player_name(state, seat)} has only one choice for {str(kind).replace('_', ' ')}: " \
               f"{_scrub(state, action, viewer)}"
    if k == "draw" and d:
        seat = d[0]
        prev = events[offset - 1] if offset > 0 else None
        if seat == viewer and prev is not None and prev.kind == "zone" and prev.data[0]:
            final = _final_object(state, events, offset - 1, prev.data[4])
            if final is not None and name_visible(state, viewer, final):
                return f"{player_name(state, seat)} draws {prev.data[0]}."
        return f"{player_name(state, seat)} draws a card."
    if k == "cant_cast" and len(d) >= 2 and d[0] != viewer:
        return f"{player_name(state, d[0])} can't cast that spell."
    if k == "trigger" and len(d) >= 3:
        return f"{d[1]}'s ability triggers: {_card_words(str(d[2]), str(d[1]))}"
    if k in _SAID and len(d) == 1 and isinstance(d[0], str):
        return d[0][:1].upper() + d[0][1:] + ("" if d[0].endswith(".") else ".")
    special = _ID_EVENTS.get(k)
    if special is not None:
        try:
            return str(special(state, d, viewer))
        except (IndexError, TypeError, ValueError):
            pass
    text = explain(state, ev).split("] ", 1)[-1]
    if k in EXPLAINERS or k in _EXPLAINED:
        return text
    return _name_ids(state, text, ev, viewer)


def _obj(state: GameState, x: Any, viewer: int) -> str:
    return thing_name(state, x, viewer)


def _counter_words(n: Any, kind: Any) -> str:
    return f"{n} {kind} counter{'s' if n != 1 else ''}"


_ID_EVENTS: dict[str, Any] = {
    "mana": lambda s, d, v: f"{player_name(s, d[0])} taps {_obj(s, d[1], v)} for mana.",
    "counters": lambda s, d, v: f"{_obj(s, d[0], v)} gets {_counter_words(d[2], d[1])}.",
    "token_gone": lambda s, d, v: "A token that left the battlefield ceases to exist.",
    "trigger_removed": lambda s, d, v: f"A triggered ability of {_obj(s, d[0], v)} is removed from the stack: {d[1]}.",
    "activated": lambda s, d, v: f"{player_name(s, d[0])} activates an ability of {_obj(s, d[1], v)}.",
    "pump": lambda s, d, v: f"{', '.join(_obj(s, x, v) for x in d[0])} get{'s' if len(d[0]) == 1 else ''} "
                            f"{d[1]:+d}/{d[2]:+d} until end of turn.",
    "exchange_control": lambda s, d, v: f"{_obj(s, d[0], v)} and {_obj(s, d[1], v)} exchange control.",
    "looked_at_face_down": lambda s, d, v: f"{player_name(s, d[0])} looks at {_obj(s, d[1], v)}.",
    "vortex_cards_left_game": lambda s, d, v: f"{d[1]} cards leave the game with {player_name(s, d[0])} (R-VX-8).",
    "vortex_pass_pack": lambda s, d, v: f"{player_name(s, d[0])} passes their pack of {d[1]} and takes the passed "
                                        f"pack of {d[2]}.",
    "vortex_pick": lambda s, d, v: f"{player_name(s, d[0])} drafts a card.",
    "vortex_replenish": lambda s, d, v: f"{player_name(s, d[0])} replenishes their pack with {d[1]} "
                                        f"card{'s' if d[1] != 1 else ''} from the shoe.",
    "vortex_setup_turn": lambda s, d, v: f"Setup turn {d[1]} of {player_name(s, d[0])}: a draft and a pass.",
    "vortex_basic_added": lambda s, d, v: f"{player_name(s, d[0])} adds {d[1]} from outside the game to their hand.",
    "vortex_deal": lambda s, d, v: f"{d[0]} packs of seven are dealt; {d[1]} cards stay in the shoe.",
    "vortex_failed_pick": lambda s, d, v: f"{player_name(s, d[0])} must pick from an empty pack: the stack is "
                                          f"countered, the turn ends and they lose 1 life (R-VX-4).",
    "vortex_turn_ends": lambda s, d, v: "The turn ends now (R-VX-4).",
    "vortex_pack_discard": lambda s, d, v: f"{player_name(s, d[0])}'s pack holds {d[1]} cards: they discard one "
                                           f"at random (R-VX-6).",
    "vortex_mulligan": lambda s, d, v: f"{player_name(s, d[0])} reveals and exiles their pack "
                                       f"({', '.join(d[1])}) and will replenish to five this turn (R-VX-7).",
    "keep": lambda s, d, v: f"{player_name(s, d[0])} keeps their hand"
                            + (f" after {d[1]} mulligan{'s' if d[1] != 1 else ''}." if d[1] else "."),
    "mulligan": lambda s, d, v: f"{player_name(s, d[0])} takes mulligan number {d[1]}.",
    "untap": lambda s, d, v: f"{player_name(s, d[0])} untaps their permanents.",
    "cleanup": lambda s, d, v: "Cleanup: damage wears off and \"until end of turn\" effects end.",
    "skip_draw": lambda s, d, v: f"{player_name(s, d[0])} skips the first draw of the game (103.8a).",
    "starting_player": lambda s, d, v: f"{player_name(s, d[0])} takes the first turn.",
    "shuffle": lambda s, d, v: "A library is shuffled." if d[0][1] < 0 else
                               f"{player_name(s, d[0][1])} shuffles their {d[0][0]}.",
    "paid": lambda s, d, v: f"{player_name(s, d[0])} pays {d[1]}.",
    "paid_by_rule": lambda s, d, v: f"{player_name(s, d[0])} pays {d[1]}: every cost can be paid (ICR 100.11).",
    "token": lambda s, d, v: f"{player_name(s, d[1])} creates {d[0]}.",
    "lethal_damage": lambda s, d, v: f"{d[0]} has lethal damage and is destroyed.",
    "combat_damage_step": lambda s, d, v: "First-strike combat damage is dealt." if d[0] else "Combat damage is dealt.",
    "turnabout_invoke_clock": lambda s, d, v: "The judge invokes the Judge Armageddon Clock.",
}
"""Sentences for events whose data holds object ids or raw values, named for the viewer."""

_SAID = frozenset({"judge_armageddon_clock", "doom", "deck_handover", "deck_looked_through"})
"""Events whose one value is already the sentence (the Turnabout format writes them so)."""

_EXPLAINED = frozenset({
    "turn", "step", "draw", "draw_empty", "cast", "announce", "resolve", "fizzle", "damage", "gain_life",
    "lose_life", "loses", "game_over", "pass", "attacks", "blocks", "x", "total_cost", "trigger", "countered",
    "not_countered",
})


def _name_ids(state: GameState, text: str, ev: LogEvent, viewer: int) -> str:
    """A generic sentence ("kind: value, value") whose values may include object ids: the ids of objects
    the viewer sees become names; numbers are left alone (most are counts)."""
    for x in _ints(ev.data):
        if x in state.objects and name_visible(state, viewer, x):
            text = re.sub(rf"(?<![\w.{{]){x}(?![\w.}}])", state.objects[x].card.name, text)
    return text


def _scrub(state: GameState, action: Any, viewer: int) -> str:
    """An action tuple in words with every object the viewer can't see as "a card"."""
    if not isinstance(action, tuple):
        return str(action)
    parts: list[str] = []
    for x in action:
        if isinstance(x, int) and not isinstance(x, bool) and x in state.objects:
            parts.append(thing_name(state, x, viewer))
        elif isinstance(x, tuple) and len(x) == 2 and x[0] == "player":
            parts.append(player_name(state, int(x[1])))
        elif isinstance(x, tuple):
            parts.append(_scrub(state, x, viewer))
        else:
            parts.append(str(x).replace("_", " "))
    return " ".join(parts)


def _ints(data: Any) -> Iterable[int]:
    for x in data if isinstance(data, tuple | list) else (data,):
        if isinstance(x, int) and not isinstance(x, bool) and x > 1:
            yield x
        elif isinstance(x, tuple | list):
            yield from _ints(x)


def describe_for(game: Game, action: Sequence[Any], viewer: int, decision: Decision | None) -> str:
    """An action as the log line names it for `viewer` (objects hidden from the viewer as "a card")."""
    state = game.state
    act = tuple(action)
    if decision is not None and decision.player == viewer:
        return option_text(game, decision, act, viewer)[0]
    hidden = [x for x in act[1:] if isinstance(x, int) and not isinstance(x, bool) and x in state.objects
              and not name_visible(state, viewer, x)]
    if decision is not None and not hidden:
        return option_text(game, decision, act, viewer)[0]
    return _scrub(state, act, viewer)


# --- why not ------------------------------------------------------------------------------------------------


def why_not(game: Game, viewer: int, action: Sequence[Any]) -> tuple[str, str]:
    """(rule, sentence) saying why `viewer` can't take `action` now: the first rule in the way, in the order a
    judge would check them. Falls back to the engine's own IllegalAction."""
    state = game.state
    act = tuple(action)
    d = state.decision
    if state.over or d is None:
        return "104", "The game is over."
    if viewer < 0:
        return "102.1", "Spectators watch; only the players act."
    if d.player != viewer:
        waiting = decision_view(game, viewer) or {}
        return "117.1", f"It is not your decision: {waiting.get('waiting', 'another player decides')}."
    if act in d.options:
        return "", ""
    if d.kind != "priority":
        return d.rule or "117", f"First answer the pending decision: {d.prompt}"
    kind = act[0] if act else ""
    oid = act[1] if len(act) > 1 else None
    o = state.objects.get(oid) if isinstance(oid, int) else None
    if o is None:
        return "117.1", "That object is no longer there (400.7: a card that changes zones is a new object)."
    card = o.card
    if kind in ("play_land", "cast") and o.zone != (HAND, viewer):
        return "601.2a", f"{card.name} isn't in your hand; cards are cast from the hand unless an effect allows it."
    from kitchentable.rules.turn.priority import MAIN_STEPS

    sorcery_time = viewer == state.active and not state.stack_ids() and state.step in MAIN_STEPS
    if "Land" in card.types:
        if viewer != state.active or state.step not in MAIN_STEPS:
            return "305.1", "You may play a land only during a main phase of your own turn."
        if state.stack_ids():
            return "305.1", "You may play a land only while the stack is empty."
        p = state.players[viewer]
        if p.lands_played >= p.land_drops:
            return "305.2", "You have already played a land this turn."
        return _engine_reason(game, act)
    instant = "Instant" in card.types or "flash" in card.keywords
    from kitchentable.rules.keywords.casting_keywords import split_second_on_stack

    if state.stack_ids() and split_second_on_stack(state, state.stack_ids()):
        return "702.61a", "A spell with split second is on the stack: no other spells can be cast."
    if not instant and not sorcery_time:
        what = next((t.lower() for t in ("Creature", "Sorcery", "Artifact", "Enchantment", "Planeswalker")
                     if t in card.types), "card")
        rule = {"sorcery": "307.1", "creature": "302.1", "artifact": "301.1", "enchantment": "303.1",
                "planeswalker": "306.1"}.get(what, "117.1a")
        return rule, (f"A {what} spell can be cast only during a main phase of your own turn while the stack "
                      f"is empty (sorcery timing).")
    from kitchentable.rules.casting.casting_restrictions import cast_allowed

    if card.static and not cast_allowed(state, viewer, card, oid):
        return "601.3", f"{card.name} says when it may be cast, and that isn't now."
    from kitchentable.rules.casting.castable import can_afford_roughly, has_targets_for
    from kitchentable.rules.casting.casting import spell_modal

    if not can_afford_roughly(state, viewer, card.mana_cost):
        return "601.2g", (f"You can't pay {card.mana_cost}: your untapped mana sources and mana pool can't "
                          f"produce it (601.2g-h).")
    if isinstance(oid, int) and not has_targets_for(state, spell_modal(card), viewer, oid):
        return "601.2c", f"{card.name} has no legal target now (115.1)."
    return _engine_reason(game, act)


def _engine_reason(game: Game, act: tuple[Any, ...]) -> tuple[str, str]:
    try:
        game.copy().apply(act)
    except IllegalAction as err:
        return err.rule, err.message
    return "", ""


def refusal(game: Game, viewer: int, action: Sequence[Any], err: IllegalAction | None) -> dict[str, Any]:
    """The message a refused action shows: the rule in the way and why, with the engine's own sentence."""
    rule, text = why_not(game, viewer, action)
    out: dict[str, Any] = {"rule": rule or (err.rule if err else "117"),
                           "text": text or (err.message if err else "Not now."),
           "engine": None if err is None else {"rule": err.rule, "text": err.message}}
    out["rules"] = rules_in(f"{out['rule']} {out['text']}")
    return out


def _is_object(state: GameState, x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x in state.objects
