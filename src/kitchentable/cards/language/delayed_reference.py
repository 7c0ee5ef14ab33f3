"""What a delayed instruction names (603.7c): "Create a 4/4 Angel token. Exile it at the beginning of the next end
step" exiles the token, and "You may put a creature card from your hand onto the battlefield. ... Sacrifice that
creature at the beginning of the next end step" sacrifices that creature. The compiler reads the "it" of such a
delayed instruction as the card itself (right for "Exile Dark Maze at the beginning of the next end step"), so
after an instruction that put another object onto the battlefield the card would exile or sacrifice itself and
the token would stay: the paragraph is refused rather than compiled as something else."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

from kitchentable.cards.language.words import Unsupported
from kitchentable.rules.abilities import CreateToken, Filter, Optional_, Ref, Simple

_PUTS_ANOTHER = frozenset({"choose_and_move", "reanimate", "put_onto_battlefield"})


def refuse_self_after_new_object(compiled: object) -> None:
    """Raise `Unsupported` if an effect list puts a new object onto the battlefield and then makes a delayed
    instruction about the card itself (see the module's docstring)."""
    for effects in _effect_lists(compiled):
        new_object = False
        for e in effects:
            if _puts_new_object(e):
                new_object = True
            elif new_object and isinstance(e, Simple) and e.kind == "delayed_trigger" and any(
                    isinstance(x, Simple) and x.subject == Ref("self") for x in e.param("effects", ())):
                raise Unsupported("a delayed instruction naming the object just put onto the battlefield (603.7c)")


def _puts_new_object(e: object) -> bool:
    if isinstance(e, CreateToken):
        return True
    if isinstance(e, Optional_):
        return any(_puts_new_object(x) for x in e.then)
    return isinstance(e, Simple) and e.kind in _PUTS_ANOTHER


def _effect_lists(obj: Any) -> Iterator[tuple[Any, ...]]:
    """Every tuple of effects inside a compiled ability (its modes, and the branches inside them)."""
    if isinstance(obj, tuple):
        if any(isinstance(x, (Simple, CreateToken, Optional_)) for x in obj):
            yield obj
        for x in obj:
            yield from _effect_lists(x)
    elif is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        for f in fields(obj):
            yield from _effect_lists(getattr(obj, f.name))
