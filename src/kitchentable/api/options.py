"""An answer to a decision in words, for the player deciding: "Cast Lightning Bolt", "Attack Alice with
Goblin Guide", "Tap Mountain for {R}", "Attack column 2".

Each action kind says which of its values are objects (`ROLES`): only those are named as cards, so a
column, an amount of life or an index is never shown as the object that happens to have that number. A kind
missing from the table shows its values as they are (numbers stay numbers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.words import COLOR_WORDS, join, ordinal
from kitchentable.rules.state import BATTLEFIELD, Decision

OBJ, T, N, S, P = "object", "target", "number", "text", "player"
"""Roles of an action's values: an object id, a target (object or ("player", seat)), a number, a word, a seat."""

ROLES: dict[str, tuple[str, ...]] = {
    "cast": (OBJ, S), "play_land": (OBJ,), "activate": (OBJ, N), "target": (T,), "discard": (OBJ,), "bottom": (OBJ,),
    "first": (OBJ,), "assign_rest": (T,), "x": (N,), "count": (N,), "column": (N,), "castle_pay": (N,),
    "replicate": (N,), "next": (OBJ,), "lowest": (OBJ,), "exile": (OBJ,), "sacrifice": (OBJ,), "return": (OBJ,),
    "splice": (OBJ,), "encode": (OBJ,), "pair": (OBJ,), "untap": (OBJ,), "devour": (OBJ,), "dredge": (OBJ,), "reveal": (OBJ,),
    "manifest": (OBJ,), "enlist": (OBJ,), "evidence": (OBJ,), "bearer": (OBJ,), "attach": (OBJ,), "source": (OBJ,),
    "lesson": (OBJ,), "copy": (OBJ,), "choose": (OBJ,), "find": (OBJ, S), "unblock": (OBJ,), "unattack": (OBJ,),
    "begin_on_battlefield": (OBJ,), "apply_first": (OBJ,), "opponent": (P,), "player": (P,), "call": (N,),
    "name": (S,), "counter": (S,), "basic": (S,), "vote": (S,), "room": (S,), "dungeon": (S,), "doom": (S,),
    "color": (S,), "creature_type": (S,), "turn_face_up": (OBJ, S), "suspend": (OBJ,), "foretell": (OBJ,), "plot": (OBJ,),
    "attack": (OBJ, T), "block": (OBJ, OBJ), "mana": (OBJ, N, S), "assign": (T, N), "modes": (N,), "divide": (N,),
    "order": (N,), "cost": (S, N), "castle_reserve_swap": (N, N), "castle_column_swap": (N, N, N),
    "castle_look": (N, N),
}

SIMPLE: dict[str, str] = {
    "pass": "Pass priority", "pay": "Pay the cost", "cancel": "Cancel (the spell or ability returns, 601.2)",
    "attack_done": "Done declaring attackers", "block_done": "Done declaring blockers", "yes": "Yes", "no": "No",
    "keep": "Keep", "mulligan": "Mulligan", "find_none": "Find nothing", "pick_none": "Choose nothing",
    "choose_none": "Choose nothing", "none": "None", "done": "Done", "delve_done": "Done exiling cards",
    "splice_done": "Done splicing", "tap_pay_done": "Done tapping", "castle_block": "Block with the foremost creature",
    "castle_swap": "Pay 2 life to swap with the card behind it (R-CA-3)",
    "castle_discard": "Discard it: combat ends (R-CA-2)",
    "next_subgame": "Begin the next subgame (ICR 400.7)", "looked": "Done looking through the deck (R-TA-1)", "counters": "Put the counters",
    "tokens": "Create the tokens", "spirit": "Create a Spirit", "rummage": "Discard a card to draw a card",
    "vortex_mulligan": "Mulligan your pack: reveal and exile it (R-VX-7)",
}


def mana_words(m: str) -> str:
    """A mana choice as symbols: "R" -> "{R}", "GG" -> "{G}{G}"."""
    if "{" in m:
        return m
    return "".join(f"{{{c}}}" for c in m)


def _ability_text(n: Namer, oid: int, index: int) -> str:
    o = n.state.objects.get(oid)
    if o is None:
        return ""
    from kitchentable.api.sentences import ability_text
    from kitchentable.rules.continuous.layers import chars

    abilities = chars(n.state, oid).activated if o.zone[0] == BATTLEFIELD else o.card.activated
    return ability_text(abilities[index].text, n.card(oid)) if 0 <= index < len(abilities) else ""


def _mana(n: Namer, action: tuple[Any, ...]) -> str:
    oid, index = action[1], action[2]
    name = n.card(oid)
    if len(action) > 3:
        return f"Tap {name} for {mana_words(str(action[3]))}" if _taps(n, oid, index) else \
            f"Use {name} for {mana_words(str(action[3]))}"
    from kitchentable.rules.casting.mana_abilities import produces, strings_for
    from kitchentable.rules.continuous.layers import chars

    kinds = produces(n.state, oid, index) if oid in n.state.objects else frozenset()
    what = mana_words(next(iter(kinds))) if len(kinds) == 1 else "mana"
    if len(kinds) > 1 and oid in n.state.objects:  # the plain answer adds the first choice (106.1)
        abilities = chars(n.state, oid).activated
        if 0 <= index < len(abilities):
            first = strings_for(n.state, n.state.objects[oid].controller, oid, abilities[index])
            what = mana_words(first[0]) if first else what
    return f"Tap {name} for {what}" if _taps(n, oid, index) else f"Use {name} for {what}"


def _taps(n: Namer, oid: int, index: int) -> bool:
    o = n.state.objects.get(oid)
    if o is None or o.zone[0] != BATTLEFIELD:
        return False
    from kitchentable.rules.continuous.layers import chars

    abilities = chars(n.state, oid).activated
    return 0 <= index < len(abilities) and bool(abilities[index].cost.tap)


def _cast(n: Namer, action: tuple[Any, ...]) -> str:
    oid = action[1]
    how = str(action[2]) if len(action) > 2 else "hand"
    name = n.card(oid)
    o = n.state.objects.get(oid)
    if how == "face_down":
        return f"Cast {name} face down as a 2/2 for {{3}} (702.37)"
    if how.startswith("half:") and o is not None and o.card.faces:
        i = int(how.split(":")[1])
        return f"Cast {o.card.faces[i].name} (a half of {name}, 709.3)"
    words = {"flashback": "with flashback from your graveyard (702.34)", "escape": "escaping from your graveyard "
             "(702.138)", "disturb": "transformed from your graveyard (702.146)", "foretell": "from exile for its "
             "foretell cost (702.143)", "plot": "from exile without paying its mana cost (702.170)", "fused":
             "fused, both halves (702.102)", "library_top": "from the top of your library", "graveyard":
             "from your graveyard", "exile": "from exile", "aftermath": "from your graveyard (aftermath, 702.127; then "
             "it is exiled)", "adventure": "as an Adventure (715.3)", "on_adventure": "from exile after its Adventure "
             "(715.4)", "prototype": "prototyped (702.160)"}
    extra = words.get(how, "" if how == "hand" else f"({how})")
    return f"Cast {name} {extra}".rstrip()


def _attack(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Attack {n.thing(action[2])} with {n.card(action[1])}"


def _block(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Block {n.card(action[2])} with {n.card(action[1])}"


def _activate(n: Namer, action: tuple[Any, ...]) -> str:
    text = _ability_text(n, action[1], action[2])
    return f"Activate {n.card(action[1])}" + (f": {text}" if text else "")


def _assign(n: Namer, action: tuple[Any, ...]) -> str:
    if len(action) == 3:  # Castle Magic's division: ("assign", attacker, amount) (R-CA-4)
        return f"Assign {action[2]} to {n.card(action[1])}"
    return f"Assign 1 damage to {n.thing(action[1])}"


def _assign_rest(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Assign all the rest to {n.thing(action[1])}"


def _pick(n: Namer, action: tuple[Any, ...], decision: Decision | None = None) -> str:
    if len(action) >= 3 and isinstance(action[1], str):  # paying a cost: ("pick", "sacrifice", id)
        verb = {"tap_to_pay": "Tap", "delve": "Exile", "harmonize": "Tap", "crew": "Tap", "evidence": "Exile",
                "return": "Return", "tap": "Tap", "counter": "Remove a counter from"}.get(action[1],
                                                                                   action[1].capitalize())
        extra = f" for {mana_words(str(action[3]))}" if len(action) > 3 and action[3] != "1" else ""
        return f"{verb} {n.card(action[2])}{extra}"
    if decision is not None and decision.kind == "draft_pick":  # R-VX-3: a draw is a draft from your pack
        return f"Draft {n.card(action[1])}"
    return f"Pick {n.card(action[1])}"


def _pay(n: Namer, decision: Decision | None) -> str:
    """The answer that pays a whole mana cost with the player's untapped sources (601.2g-h): names the cost."""
    if decision is not None and decision.kind == "pay_mana" and decision.data and isinstance(decision.data[0], int):
        from kitchentable.rules.casting.context import CastContext

        c = n.state.contexts.get(decision.data[0])
        if isinstance(c, CastContext) and c.total is not None:
            return f"Pay the cost ({c.total}) with your untapped mana sources"
    return SIMPLE["pay"]


def _doom(n: Namer, action: tuple[Any, ...]) -> str:
    """R-TA-5: the doom mode a player invokes, in the emblem's words."""
    from kitchentable.formats.turnabout.clock import DOOM_MODES

    mode = str(action[1])
    return f"Doom: {DOOM_MODES.get(mode, mode)}"


def _cost(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> str:
    from kitchentable.api.costs import cost_option_words

    return cost_option_words(n, action, decision)


def _modes(n: Namer, action: tuple[Any, ...], decision: Decision | None = None) -> str:
    """"Choose: Counter target spell + Return target permanent ..." (700.2): each chosen mode by its text when
    the spell or ability being cast says it, else by its number."""
    chosen = action[1] if len(action) > 1 and isinstance(action[1], (tuple, list)) else action[1:]
    texts = _mode_texts(n, decision)
    if texts and all(0 <= int(i) < len(texts) and texts[int(i)] for i in chosen):
        return "Choose: " + " + ".join(texts[int(i)] for i in chosen)
    return "Choose mode " + join([str(int(i) + 1) for i in chosen])


def _mode_texts(n: Namer, decision: Decision | None) -> list[str]:
    """The mode texts of the spell or ability whose modes are being chosen (601.2b, 602.2b)."""
    if decision is None or not decision.data or not isinstance(decision.data[0], int):
        return []
    from kitchentable.rules.abilities import spell_modal
    from kitchentable.rules.casting.context import CastContext, spell_card

    c = n.state.contexts.get(decision.data[0])
    if not isinstance(c, CastContext):
        return []
    if c.kind == "spell":
        if c.source not in n.state.objects:
            return []
        modes = spell_modal(spell_card(n.state, c.source)).modes
        name = n.card(c.source)
    else:
        source = n.state.objects.get(c.source)
        if source is None or c.ability_index < 0:
            return []
        from kitchentable.rules.continuous.layers import chars

        abilities = chars(n.state, c.source).activated if source.zone[0] == BATTLEFIELD else source.card.activated
        if not 0 <= c.ability_index < len(abilities):
            return []
        modes = abilities[c.ability_index].effect.modes
        name = n.card(c.source)
    from kitchentable.api.sentences import ability_text

    return [ability_text(m.text, name) if m.text else "" for m in modes]


def _divide(n: Namer, action: tuple[Any, ...]) -> str:
    split = action[1] if len(action) > 1 and isinstance(action[1], (tuple, list)) else action[1:]
    return "Divide it as " + " / ".join(str(x) for x in split)


def _order(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> str:
    if decision is not None and decision.data and isinstance(decision.data[0], tuple):
        triggers = decision.data[0]
        i = int(action[1])
        if 0 <= i < len(triggers):
            t = triggers[i]
            from kitchentable.api.sentences import ability_text

            source = str(getattr(t, "source_name", "") or "a permanent")
            text = ability_text(str(getattr(getattr(t, "ability", None), "text", "")), source)
            return f"Put {source}'s ability on the stack next: {text}".rstrip(": ")
    return f"Put the {ordinal(int(action[1]) + 1)} ability on the stack next"


def _scry_keep(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Keep {n.card(action[1])} on top" if len(action) > 1 else "Keep"


def _scry_bottom(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> str:
    if decision is not None and decision.kind == "mulligan_bottom":
        return f"Put {n.card(action[1])} on the bottom of your library"
    return f"Put {n.card(action[1])} on the bottom"


def _castle_pay(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Pay {action[1]} life to activate it (R-CA-2)"


def _column(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Attack column {action[1]}"


SPECIAL: dict[str, Callable[[Namer, tuple[Any, ...]], str]] = {
    "mana": _mana, "cast": _cast, "attack": _attack, "block": _block, "activate": _activate, "assign": _assign,
    "assign_rest": _assign_rest, "divide": _divide, "castle_pay": _castle_pay, "column": _column,
    "keep": _scry_keep, "doom": _doom,
    "play_land": lambda n, a: f"Play {n.card(a[1])}",
    "target": lambda n, a: f"Target {n.thing(a[1])}",
    "discard": lambda n, a: f"Discard {n.card(a[1])}",
    "x": lambda n, a: f"X = {a[1]}",
    "count": lambda n, a: f"{a[1]} target{'s' if a[1] != 1 else ''}",
    "first": lambda n, a: f"Put {n.card(a[1])} next in the damage order",
    "find": lambda n, a: f"Find {n.card(a[1])}",
    "unblock": lambda n, a: f"Take back the block of {n.card(a[1])}",
    "unattack": lambda n, a: f"Take back the attack of {n.card(a[1])}",
    "sacrifice": lambda n, a: f"Sacrifice {n.card(a[1])}",
    "exile": lambda n, a: f"Exile {n.card(a[1])}",
    "return": lambda n, a: f"Return {n.card(a[1])}",
    "choose": lambda n, a: f"Choose {n.card(a[1])}",
    "basic": lambda n, a: f"Add {a[1]} to your hand",
    "call": lambda n, a: f"Call violation {a[1]} (ICR 400.4)",
    "turn_face_up": lambda n, a: f"Turn {n.card(a[1])} face up"
                                 + (" for its mana cost (701.34b)" if a[2:] == ("manifest",) else " for its morph "
                                    "cost (702.37e)"),
    "color": lambda n, a: f"Choose {COLOR_WORDS.get(str(a[1]), str(a[1]))}",
    "replicate": lambda n, a: f"Replicate {a[1]} time{'s' if a[1] != 1 else ''}",
    "castle_reserve_swap": lambda n, a: f"Swap the card at column {a[1]}, row {a[2]} with a reserve card (R-CA-7)",
    "castle_column_swap": lambda n, a: f"Pay 2 life to swap rows {a[2]} and {a[3]} of column {a[1]} (R-CA-7)",
    "castle_look": lambda n, a: f"Look at your card at column {a[1]}, row {a[2]} (R-CA-7)",
}


def describe_action(n: Namer, action: tuple[Any, ...], decision: Decision | None = None) -> str:
    """The answer in words, for the player who may choose it."""
    if not action:
        return "Nothing"
    kind = str(action[0])
    if kind == "cost":
        return _cost(n, action, decision)
    if kind == "order":
        return _order(n, action, decision)
    if kind == "bottom" and len(action) > 1:
        return _scry_bottom(n, action, decision)
    if kind == "modes" and len(action) > 1:
        return _modes(n, action, decision)
    if kind == "pick" and len(action) > 1:
        return _pick(n, action, decision)
    if action == ("pay",):
        return _pay(n, decision)
    if kind in SPECIAL and (len(action) > 1 or kind in ("keep",)):
        if kind == "keep" and len(action) == 1:
            return SIMPLE["keep"]
        return SPECIAL[kind](n, action)
    if len(action) == 1 and kind in SIMPLE:
        return SIMPLE[kind]
    roles = ROLES.get(kind, ())
    words = [_value(n, v, roles[i] if i < len(roles) else "") for i, v in enumerate(action[1:])]
    return " ".join([kind.replace("_", " ").capitalize(), *words]).strip()


def _value(n: Namer, value: Any, role: str) -> str:
    if role == OBJ:
        return n.card(value)
    if role in (T, P):
        if role == P and isinstance(value, int):
            return n.w.obj(value)
        return n.thing(value)
    if isinstance(value, (tuple, list)):
        if len(value) == 2 and value[0] == "player":
            return n.w.obj(int(value[1]))
        return ", ".join(_value(n, v, "") for v in value)
    return str(value)


NUMBER_KINDS = frozenset({"x", "count", "replicate"})
"""Answers that are one number of a range (X, how many targets, how many times): a face may offer a slider."""
_CASTLE_SPOTS = frozenset({"castle_reserve_swap", "castle_look", "castle_column_swap"})


@dataclass(frozen=True, slots=True)
class Pointers:
    """What an answer is about on the table, so a face can put it there: the objects it names (the one it is
    mainly about first), the players, a spot of a Castle Magic castle (("column", seat, column) or ("cell",
    seat, column, row), R-CA-1), and for a numeric answer its number."""

    objects: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    place: tuple[Any, ...] = ()
    number: int | None = None


def pointers(n: Namer, action: tuple[Any, ...], decision: Decision | None = None) -> Pointers:
    """What `action` points at, read from the roles of its values (`ROLES`): numbers, columns and indexes are
    never taken for the objects that happen to have those ids."""
    if not action:
        return Pointers()
    kind = str(action[0])
    values = action[1:]
    state = n.state
    if kind == "column" and decision is not None and decision.data and values:
        return Pointers(place=("column", int(decision.data[0]), int(values[0])))
    if kind in _CASTLE_SPOTS and decision is not None and len(values) >= 2:
        return Pointers(place=("cell", decision.player, int(values[0]), int(values[1])))
    if kind in NUMBER_KINDS and values and isinstance(values[0], int):
        return Pointers(number=int(values[0]))
    if kind == "order" and decision is not None and decision.data and isinstance(decision.data[0], tuple):
        i = int(values[0]) if values else -1
        source = getattr(decision.data[0][i], "source", None) if 0 <= i < len(decision.data[0]) else None
        return Pointers(objects=(source,) if source in state.objects else ())
    if kind == "pick" and len(values) >= 2 and isinstance(values[0], str):
        roles: tuple[str, ...] = (S, OBJ)
    elif kind == "pick":
        roles = (OBJ,)
    else:
        roles = ROLES.get(kind, ())
    objects: list[int] = []
    players: list[int] = []
    for role, value in zip(roles, values, strict=False):
        if role in (OBJ, T) and isinstance(value, int) and not isinstance(value, bool) and value in state.objects:
            objects.append(value)
        elif role in (T, P) and isinstance(value, (tuple, list)) and len(value) == 2 and value[0] == "player":
            players.append(int(value[1]))
        elif role == P and isinstance(value, int) and not isinstance(value, bool):
            players.append(value)
    return Pointers(tuple(objects), tuple(players))


def short_text(text: str, name: str) -> str:
    """The words of an answer on a menu already titled with the object's name: "Cast Lightning Bolt" ->
    "Cast", "Attack Alice with Goblin Guide" -> "Attack Alice", "Tap Mountain for {R}" -> "Tap for {R}"."""
    if not name or name not in text:
        return text
    if f" with {name}" in text:
        return text[: text.index(f" with {name}")]
    return " ".join(text.replace(name, "", 1).split()).replace(" :", ":").replace(" ,", ",") or text


def _door_name(n: Namer, action: tuple[Any, ...]) -> str:
    """The name of door `action[2]` of the Room `action[1]` (709.5), from the whole card it was cast as."""
    o = n.state.objects.get(action[1])
    whole = next((m[1] for m in (o.memory if o is not None else ()) if isinstance(m, tuple) and m[0] == "whole_of"),
                 None)
    return whole.faces[action[2]].name if whole is not None and 0 <= action[2] < len(whole.faces) else "a door"


def _unlock(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Unlock {_door_name(n, action)}, paying its mana cost (709.5)"


def _door(n: Namer, action: tuple[Any, ...]) -> str:
    return f"Choose the door {_door_name(n, action)}"


SPECIAL["unlock"] = _unlock  # ("unlock", Room, door): the special action
SPECIAL["door"] = _door  # ("door", Room, door): a door chosen for an effect


def _play_land(n: Namer, action: tuple[Any, ...]) -> str:
    """A land play; with a face (712.8), the face it is played with."""
    o = n.state.objects.get(action[1])
    if len(action) > 2 and o is not None and len(o.card.faces) > 1:
        return f"Play {o.card.faces[1].name} (the back face of {n.card(action[1])}, 712.8)"
    return f"Play {n.card(action[1])}"


SPECIAL["play_land"] = _play_land
