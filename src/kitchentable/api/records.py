"""The game record's schema: what `Game.record()` writes and `Game.from_record()` accepts.

A record replays a game exactly, so a record that cannot be replayed exactly is refused before anything is
built, with the field that is wrong: a version this code doesn't write, an unknown format, a seed that is
not a whole number, a player count outside the format's declared range, decks or names that don't fit the
players, actions that are not lists. Version 1 is the only version so far.
"""

from __future__ import annotations

from typing import Any

RECORD_VERSION = 1
"""The version `Game.record()` writes; `check_record` accepts this version only."""

REQUIRED = ("format", "seed", "decks", "actions", "version")
"""The fields every record has, in the order a missing one is reported."""


class RecordError(ValueError):
    """A game record that can't be replayed exactly; the message names the field."""


def player_range(rules: Any) -> str:
    """The players a format declares (`RuleSet.min_players`, `max_players`), in words: "exactly 2", "2 to 5"."""
    low, high = rules.min_players, rules.max_players
    return f"exactly {low}" if low == high else f"{low} to {high}"


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card_lists(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(d, list) and all(isinstance(c, str) for c in d) for d in value)


def check_record(record: Any) -> None:
    """Raise RecordError naming the first field of `record` that breaks the schema."""
    from kitchentable.formats import FORMATS, get_format

    if not isinstance(record, dict):
        raise RecordError(f"a game record is a JSON object, not {type(record).__name__}")
    for key in REQUIRED:
        if key not in record:
            raise RecordError(f"game record has no {key!r} field")
    version = record["version"]
    if version != RECORD_VERSION or not _whole(version):
        raise RecordError(f"field 'version': this kitchentable replays records of version {RECORD_VERSION}, "
                          f"not {version!r}")
    fmt = record["format"]
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise RecordError(f"field 'format': {fmt!r} is not a format (the formats: {', '.join(sorted(FORMATS))})")
    if not _whole(record["seed"]):
        raise RecordError(f"field 'seed': a whole number, not {record['seed']!r}")
    decks = record["decks"]
    if not _card_lists(decks):
        raise RecordError("field 'decks': a list of decks, each a list of card names")
    rules = get_format(fmt)
    players = record.get("players")
    if players is None:
        players = len(decks) or rules.min_players
    if not _whole(players) or not rules.min_players <= players <= rules.max_players:
        raise RecordError(f"field 'players': {fmt} is played by {player_range(rules)} players, not {players!r}")
    if rules.default_game is None and len(decks) != players:
        raise RecordError(f"field 'decks': {len(decks)} decks for {players} players")
    sideboards = record.get("sideboards")
    if sideboards not in (None, []) and (not _card_lists(sideboards) or len(sideboards) > players):
        raise RecordError(f"field 'sideboards': at most one list of card names for each of the {players} players")
    names = record.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) for n in names)):
        raise RecordError(f"field 'names': one name (text) for each of the {players} players")
    if record.get("options") is not None and not isinstance(record["options"], dict):
        raise RecordError("field 'options': an object of option names and values")
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError("field 'actions': a list of actions")
    for i, action in enumerate(actions):
        if not isinstance(action, list) or not action or not isinstance(action[0], str):
            raise RecordError(f"field 'actions', action {i}: an action is a list that starts with its kind, "
                              f"not {action!r}")
    final = record.get("final_hash")
    if final is not None and not isinstance(final, str):
        raise RecordError(f"field 'final_hash': text, not {final!r}")
