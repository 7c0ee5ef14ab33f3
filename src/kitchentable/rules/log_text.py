"""Readable text for log events and descriptions, built only when someone reads them.

A log event stores its rule and raw data; `explain` turns it into a sentence a judge would say, citing the
rule, so simulations never pay for formatting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import Filter
from kitchentable.rules.state import GameState, LogEvent


def describe_filter(flt: Filter) -> str:
    words: list[str] = []
    if flt.tapped is True:
        words.append("tapped")
    if flt.tapped is False:
        words.append("untapped")
    if flt.attacking:
        words.append("attacking")
    if flt.blocking:
        words.append("blocking")
    if flt.in_combat:
        words.append("attacking or blocking")
    words += [f"non{c.lower()}" for c in sorted(flt.not_types)]
    if len(flt.colors) == 2 and flt.colors <= set("WUBRG"):  # "white and/or blue creature": either or both (105.2)
        words.append((" or " if flt.colors_or else " and/or ").join(_color_word(c) for c in color_pair(flt.colors)))
    else:
        words += sorted(_color_word(c) for c in flt.colors)
    words += [f"non{_color_word(c)}" for c in sorted(flt.not_colors)]
    words += sorted(s.lower() for s in flt.supertypes)  # "legendary creature", "basic land" (205.4)
    words += [f"non{s.lower()}" for s in sorted(flt.not_supertypes)]
    words += [f"non-{s}" for s in sorted(flt.not_subtypes)]  # "non-Aura", "non-Human" (205.4b)
    if flt.kicked:
        words.append("kicked")  # 702.33d
    if flt.historic:
        words.append("historic")  # 700.6
    if flt.multicolored:
        words.append("multicolored")
    if flt.colorless:
        words.append("colorless")
    if flt.token is False:
        words.insert(0, "nontoken")
    if flt.face_down:
        words.append("face-down")  # 708.2
    words.append(_alternatives(["chosen-type" if s == "?chosen" else s for s in flt.subtypes]))
    noun = " or ".join(t.lower() for t in sorted(flt.any_types)) or " ".join(t.lower() for t in sorted(flt.types))
    if noun == "creature land":  # 205.2a's order on a type line: "land creature" (Dryad Arbor, animated lands)
        noun = "land creature"
    if flt.token and not flt.or_token:
        noun = f"{noun} token" if noun else "token"
    if flt.or_token:  # "artifact, enchantment, or token": a listed type or any token (111.1)
        noun = f"{noun} or token" if noun else "token"
    if flt.commander:
        noun = f"{noun} commander" if noun else "commander"  # 903.3
    if flt.players and noun:
        noun = f"{noun} or {'opponent' if flt.opponents_only else 'player'}"
    elif flt.only_players or flt.players:
        noun = "opponent" if flt.opponents_only else "player"
    words.append(noun or ("" if flt.subtypes else "permanent"))  # "an Island", "each other Ally" (205.3)
    if flt.controller == "you":
        words.append("you control")
    elif flt.controller == "opponent":
        words.append("an opponent controls")
    elif flt.controller == "not_you":
        words.append("you neither own nor control" if flt.owner == "not_you" else "you don't control")
    elif flt.controller == "attached_player":
        words.append("enchanted player controls")
    elif flt.controller == "defending":
        words.append("defending player controls")  # 506.2
    elif flt.controller in ("damaged_player", "that_player", "event_player"):
        words.append("that player controls")  # a combat damage trigger's player, or an earlier target player
    elif flt.controller in ("target_player", "target_opponent"):
        words.append(f"{flt.controller.replace('_', ' ')} controls")  # its own target group (601.2c)
    elif flt.controller == "your_team":
        words.append("your team controls")  # 102.4 (rules.concepts.teams)
    elif flt.controller == "chosen_player":
        words.append("the chosen player controls")  # chosen as the source entered (614.12)
    elif flt.controller == "active":
        words.append("the active player controls")  # whoever's turn it is (102.1)
    elif flt.owner == "you" and flt.zone == "battlefield":
        words.append("you own")
    if flt.name:
        words.append(f"named {flt.name}")  # 201.2
    if flt.with_counter:
        words.append(f"with a {flt.with_counter} counter on it")
    if flt.any_counter is not None:
        words.append("with a counter on it" if flt.any_counter else "with no counters on it")
    if flt.without_counter:
        words.append(f"without a {flt.without_counter} counter on it")
    if flt.this_turn:
        words.append(f"that {flt.this_turn.replace('_', ' ')} this turn")
    if flt.single_target:
        words.append("with a single target")
    words += _qualities(flt)
    if flt.other:
        words.insert(0, "another")
    return " ".join(w for w in words if w)


# Subtypes of spells (205.3k): Oracle text names a creature type first ("Spirit or Arcane").
_SPELL_SUBTYPES = frozenset({"Arcane", "Trap", "Adventure", "Lesson", "Omen"})


def _alternatives(subtypes: list[str]) -> str:
    """Several subtypes in one filter: an object with any of them matches (`matches_characteristics`), so they
    read as alternatives, "Mountain or Plains", "Spirit or Arcane", "Forest, Island, or Plains"."""
    items = sorted(subtypes, key=lambda s: (s in _SPELL_SUBTYPES, s))
    if len(items) <= 2:
        return " or ".join(items)
    return ", ".join(items[:-1]) + ", or " + items[-1]


def _qualities(flt: Filter) -> list[str]:
    """The "with ..." and "attached to it" parts of a description (keywords, power, mana value)."""
    out: list[str] = []
    if flt.keyword:
        out.append(f"with {flt.keyword}")
    if flt.not_keyword:
        out.append(f"without {flt.not_keyword}")
    for name, low, high in (("power", flt.min_power, flt.max_power), ("toughness", flt.min_toughness,
                            flt.max_toughness), ("mana value", flt.min_mana_value, flt.max_mana_value)):
        if low is not None and low == high:  # both bounds at one number: exactly it ("with mana value 1")
            out.append(f"with {name} {low}")
            continue
        if low is not None and high is not None and 0 < high - low <= 2:  # "with power 4, 5, or 6"
            numbers = [str(n) for n in range(low, high + 1)]
            out.append(f"with {name} " + (" or ".join(numbers) if len(numbers) == 2 else
                                          f"{numbers[0]}, {numbers[1]}, or {numbers[2]}"))
            continue
        if high is not None:
            out.append(f"with {name} {high} or less")
        if low is not None:
            out.append(f"with {name} {low} or greater")
    if flt.power_at_most_x:
        out.append("with power X or less")
    if flt.toughness_at_most_x:
        out.append("with toughness X or less")
    if flt.mana_value_at_most_x:
        out.append("with mana value X or less")
    if flt.mana_value_is_x:
        out.append("with mana value X")
    if flt.attached_to_source:
        out.append("attached to it")
    if flt.blocking_source:
        out.append("blocking it")
    return out


def _color_word(c: str) -> str:
    """A color letter as its word; the place a chosen color fills in (608.2d, 614.12) as "chosen-color"."""
    return {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "?chosen": "chosen-color"}.get(
        c, c.lower())


def player_name(state: GameState, seat: int) -> str:
    if 0 <= seat < len(state.players):
        return state.players[seat].name
    return f"player {seat}"


def _thing(state: GameState, x: Any) -> str:
    if isinstance(x, tuple) and len(x) == 2 and x[0] == "player":
        return player_name(state, x[1])
    if isinstance(x, int) and x in state.objects:
        return state.objects[x].card.name or "a face-down card"
    return str(x)


EXPLAINERS: dict[str, Callable[[GameState, tuple[Any, ...]], str]] = {}
"""Sentences for log event kinds a format adds (kind -> text from the event's data)."""


def _value(state: GameState, x: Any) -> str:
    """A raw event value: players by name; numbers stay numbers (an event whose values are object ids
    names them in its own sentence above)."""
    if isinstance(x, tuple) and len(x) == 2 and x[0] == "player":
        return player_name(state, x[1])
    return str(x)


def explain(state: GameState, ev: LogEvent) -> str:
    """One log event as a sentence, with the rule that produced it."""
    d = ev.data
    k = ev.kind
    text: str
    custom = EXPLAINERS.get(k)
    if custom is not None:
        text = custom(state, d)
    elif k == "turn":
        text = f"Turn {d[0]} begins: {player_name(state, d[1])} is the active player."
    elif k == "step":
        text = f"The {str(d[0]).replace('_', ' ')} step begins."
    elif k == "zone":
        text = f"{d[0] or 'A face-down card'} moves from the {d[1]} to the {d[2]}."
    elif k == "draw":
        text = f"{player_name(state, d[0])} draws a card."
    elif k == "draw_empty":
        text = f"{player_name(state, d[0])} must draw from an empty library."
    elif k == "cast":
        text = f"{player_name(state, d[0])} casts {d[1]}" + (f" with X={d[2]}" if d[2] else "") + "."
    elif k == "announce":
        text = f"{player_name(state, d[0])} announces {d[1]}."
    elif k == "resolve":
        text = f"{d[0]} resolves."
    elif k == "fizzle":
        text = f"{d[0]} doesn't resolve: all its targets are illegal."
    elif k == "damage":
        text = f"{d[0]} deals {d[2]} {'combat ' if len(d) > 3 and d[3] else ''}damage to {_thing(state, d[1])}."
    elif k == "gain_life":
        text = f"{player_name(state, d[0])} gains {d[1]} life."
    elif k == "lose_life":
        text = f"{player_name(state, d[0])} loses {d[1]} life."
    elif k == "loses":
        text = f"{player_name(state, d[0])} loses the game: {d[1]}."
    elif k == "game_over":
        winners = ", ".join(player_name(state, s) for s in d[0]) or "nobody (a draw)"
        text = f"The game is over. Winner: {winners}."
    elif k == "pass":
        text = f"{player_name(state, d[0])} passes priority."
    elif k == "choice":
        text = f"{player_name(state, d[0])} chooses {d[2]} for {d[1]}."
    elif k == "auto":
        text = f"{player_name(state, d[0])} has only one option for {d[1]}: {d[2]}."
    elif k == "attacks":
        text = f"{d[0]} attacks {_thing(state, d[1])}."
    elif k == "blocks":
        text = f"{d[0]} blocks {d[1]}."
    elif k == "x":
        text = f"X is {d[0]}."
    elif k == "total_cost":
        text = f"The total cost is {d[0]}."
    elif k == "trigger":
        text = f"{d[1]}'s ability triggers: {d[2]}"
    elif k == "countered":
        text = f"{d[0]} is countered."
    elif k == "not_countered":
        text = f"{d[0]} can't be countered."
    else:
        text = f"{k.replace('_', ' ')}: " + ", ".join(_value(state, x) for x in d)
    return f"[{ev.rule}] {text}"


def explain_log(state: GameState, start: int = 0) -> list[str]:
    return [explain(state, ev) for ev in state.log[start:]]


def color_pair(colors: frozenset[str]) -> tuple[str, str]:
    """Two colors in the order card text names them: the first is the one the second follows around the color
    wheel (W, U, B, R, G) within two steps ("white or blue", "green or white", "red or white", "green or blue")."""
    first, second = (c for c in "WUBRG" if c in colors)
    if ("WUBRG".index(second) - "WUBRG".index(first)) % 5 > 2:
        first, second = second, first
    return first, second
