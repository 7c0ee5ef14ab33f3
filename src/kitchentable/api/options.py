"""An answer to a decision in words, for the player deciding: "Cast Lightning Bolt", "Attack Alice with
Goblin Guide", "Tap Mountain for {R}", "Attack column 2".

Each action kind says which of its values are objects (`ROLES`): only those are named as cards, so a
column, an amount of life or an index is never shown as the object that happens to have that number. A kind
missing from the table shows its values as they are (numbers stay numbers).
"""

from __future__ import annotations

from collections.abc import Callable
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
}

SIMPLE: dict[str, str] = {
    "pass": "Pass priority", "pay": "Pay the cost", "cancel": "Cancel (the spell or ability returns, 601.2)",
    "attack_done": "Done declaring attackers", "block_done": "Done declaring blockers", "yes": "Yes", "no": "No",
    "keep": "Keep", "mulligan": "Mulligan", "find_none": "Find nothing", "pick_none": "Choose nothing",
    "choose_none": "Choose nothing", "none": "None", "done": "Done", "delve_done": "Done exiling cards",
    "splice_done": "Done splicing", "tap_pay_done": "Done tapping", "castle_block": "Block with the foremost creature",
    "castle_swap": "Pay 2 life to swap it with the card behind it", "castle_discard": "Discard it (combat ends)",
    "next_subgame": "Begin the next subgame", "looked": "Done looking", "counters": "Put the counters",
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
    from kitchentable.rules.casting.mana_abilities import strings_for
    from kitchentable.rules.casting.payment import produces
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
             "from your graveyard", "exile": "from exile"}
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


def _pick(n: Namer, action: tuple[Any, ...]) -> str:
    if len(action) >= 3 and isinstance(action[1], str):  # paying a cost: ("pick", "sacrifice", id)
        verb = {"tap_to_pay": "Tap", "delve": "Exile", "harmonize": "Tap", "crew": "Tap", "evidence": "Exile",
                "return": "Return", "tap": "Tap"}.get(action[1], action[1].capitalize())
        extra = f" for {mana_words(str(action[3]))}" if len(action) > 3 and action[3] != "1" else ""
        return f"{verb} {n.card(action[2])}{extra}"
    return f"Pick {n.card(action[1])}"


def _cost(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> str:
    from kitchentable.api.costs import cost_option_words

    return cost_option_words(n, action, decision)


def _modes(n: Namer, action: tuple[Any, ...]) -> str:
    chosen = action[1] if len(action) > 1 and isinstance(action[1], (tuple, list)) else action[1:]
    return "Choose mode " + join([str(int(i) + 1) for i in chosen])


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
    "assign_rest": _assign_rest, "pick": _pick, "modes": _modes, "divide": _divide, "castle_pay": _castle_pay,
    "column": _column, "keep": _scry_keep,
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
    "call": lambda n, a: f"Call the violation (#{a[1]}, ICR 400.4)",
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
