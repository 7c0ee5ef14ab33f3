"""What a delayed instruction names (603.7c): "Create a 4/4 Angel token. Exile it at the beginning of the next end
step" exiles the token, and "You may put a creature card from your hand onto the battlefield. ... Sacrifice that
creature at the beginning of the next end step" sacrifices that creature. The compiler reads the "it" of such a
delayed instruction as the card itself (right for "Exile Dark Maze at the beginning of the next end step"). After
an instruction that created tokens, an "it" / "them" (`words.IT_SELF`) is those tokens (`Ref("created")`, bound
as the delayed ability is created); after one that put another object onto the battlefield the card would exile
or sacrifice itself and the creature would stay: that paragraph is refused rather than compiled as something
else."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.phrases.linked_targets import is_linked_filter
from kitchentable.cards.language.words import GROUP_SELF, IT_SELF, Unsupported
from kitchentable.rules.abilities import CreateToken, Filter, Optional_, Ref, Simple

CREATED = Ref("created")

_PUTS_ANOTHER = frozenset({"choose_and_move", "reanimate", "put_onto_battlefield"})


def refuse_self_after_new_object(compiled: object) -> None:
    """Raise `Unsupported` if an effect list puts a new object onto the battlefield and then makes a delayed
    instruction about the card itself (see the module's docstring); `delayed_tokens` has rewritten the ones
    naming created tokens before."""
    for effects in _effect_lists(compiled):
        new_object = False
        for e in effects:
            if _puts_new_object(e):
                new_object = True
            elif new_object and isinstance(e, Simple) and e.kind == "delayed_trigger" and any(
                    isinstance(x, Simple) and x.subject == Ref("self") for x in e.param("effects", ())):
                raise Unsupported("a delayed instruction naming the object just put onto the battlefield (603.7c)")


def refuse_unnamed_groups(compiled: Any) -> None:
    """Raise `Unsupported` if a "them" / "those creatures" that named no group (`words.GROUP_SELF`) is left after
    `delayed_tokens`: read as the card itself, the card would do something else (608.2c; Break of Day)."""
    if _holds_group_self(compiled):
        raise Unsupported("'them' or 'those creatures' naming a group this ability doesn't keep")


def those_groups(compiled: Any) -> Any:
    """603.7c: "Attacking creatures you control get +X/+0 ... Sacrifice those creatures at the beginning of the
    next end step" (Tears of Rage) sacrifices the creatures that were attacking as the spell resolved, not the
    ones attacking at the end step (none). A "those creatures" / "them" naming a group (`Ref("those")`, from
    `ReferencePhrases.o_it`) stays so inside a delayed instruction, where the kernel fixes it as the delayed
    ability is created; anywhere else it names the group as the effect happens, the same objects (`Ref("all")`)."""
    for effects in _effect_lists(compiled):
        for i, e in enumerate(effects):
            if isinstance(e, Simple) and e.kind == "delayed_trigger":
                for group in _those_in(e):
                    if any(_moves_group(x, group) for x in effects[:i]):
                        raise Unsupported("'those cards' after an instruction moved the group: the delayed "
                                          "instruction can't follow them yet (603.7c)")
    return _those(compiled, in_delayed=False)


_KEEPS_GROUP = frozenset({"tap", "untap", "put_counters", "delayed_trigger"})
"""Instructions that leave a group where it is, so the delayed instruction still finds the objects."""


def _those_in(obj: Any) -> list[Ref]:
    if isinstance(obj, Ref):
        return [obj] if obj.kind == "those" else []
    if isinstance(obj, (tuple, list)):
        return [r for x in obj for r in _those_in(x)]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return [r for f in fields(obj) for r in _those_in(getattr(obj, f.name))]
    return []


def _moves_group(e: Any, those: Ref) -> bool:
    """Whether `e` is an instruction other than a change of characteristics that names the group `those` names
    (Ghostway exiles "each creature you control", then returns "those cards")."""
    return isinstance(e, Simple) and e.kind not in _KEEPS_GROUP and e.subject == Ref("all", those.index, those.filter)


def _those(obj: Any, in_delayed: bool) -> Any:
    if isinstance(obj, Ref):
        if obj.kind == "those" and is_linked_filter(obj.filter):
            return obj  # "creatures target player controls ... those creatures": the kernel reads its player group
        return Ref("all", filter=obj.filter) if obj.kind == "those" and not in_delayed else obj
    if isinstance(obj, tuple):
        return tuple(_those(x, in_delayed) for x in obj)
    if isinstance(obj, list):
        return [_those(x, in_delayed) for x in obj]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        delayed = in_delayed or (isinstance(obj, Simple) and obj.kind == "delayed_trigger")
        return replace(obj, **{f.name: _those(getattr(obj, f.name), delayed) for f in fields(obj)})
    return obj


def _holds_group_self(obj: Any) -> bool:
    if obj is GROUP_SELF:
        return True
    if isinstance(obj, (tuple, list)):
        return any(_holds_group_self(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return any(_holds_group_self(getattr(obj, f.name)) for f in fields(obj))
    return False


def delayed_tokens(compiled: Any) -> Any:
    """603.7c, 608.2c: "Create a 5/5 Wall token. Sacrifice it at the beginning of the next end step." / "... If
    ~ was kicked, it gets +7/+0 until end of turn.": an "it" / "them" that named nothing before (`IT_SELF`),
    after an instruction that created tokens (and nothing else was put onto the battlefield), is those tokens.
    Returns the compiled paragraph with such references rewritten."""
    if not any(_creates_then_more(effects) for effects in _effect_lists(compiled)):
        return compiled
    return _rewritten(compiled)


def _creates_then_more(effects: tuple[Any, ...]) -> bool:
    return any(isinstance(e, CreateToken) for e in effects[:-1])


def _rewritten(compiled: Any) -> Any:
    if isinstance(compiled, (tuple, list)):
        items = [_rewritten(x) for x in compiled]
        if any(isinstance(x, (Simple, CreateToken, Optional_)) for x in items):
            items = _tokens_named(items)
        return tuple(items) if isinstance(compiled, tuple) else items
    if is_dataclass(compiled) and not isinstance(compiled, (type, Filter, Ref)):
        changes = {f.name: _rewritten(getattr(compiled, f.name)) for f in fields(compiled)}
        return replace(compiled, **changes)
    return compiled


def _tokens_named(effects: list[Any]) -> list[Any]:
    created = other = False
    out: list[Any] = []
    for e in effects:
        if isinstance(e, CreateToken):
            created = True
        elif _puts_new_object(e):
            other = True
        elif created and not other:
            e = _it_is_created(e)
        out.append(e)
    return out


def _it_is_created(obj: Any) -> Any:
    """`obj` with every `IT_SELF` inside it (a delayed instruction's effects too) naming the created tokens."""
    if obj is IT_SELF or obj is GROUP_SELF:
        return CREATED
    if isinstance(obj, tuple):
        return tuple(_it_is_created(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter, Ref)):
        return replace(obj, **{f.name: _it_is_created(getattr(obj, f.name)) for f in fields(obj)})
    return obj


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
