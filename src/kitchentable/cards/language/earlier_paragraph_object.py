"""A spell's later paragraph that names an object an earlier paragraph chose (608.2c: a spell's instructions are
followed in the order written, all of its paragraphs one spell): "Target creature gets +2/+2 until end of turn.
/ That creature gains trample until end of turn." and Roar of Challenge's "That creature gains indestructible
until end of turn if ...". Compiled alone, the paragraph's "that creature" / "it" has nothing before it and would
name the spell itself (`words.IT_SELF`); here it names the earlier paragraphs' last target, when that target is
one object. Anything else (no earlier target, a group of targets, a player) is refused: the words would name
an object the card never chose."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.words import IT_SELF, Unsupported
from kitchentable.rules.abilities import Conditional, Filter, Ref, TargetSpec

REFUSAL = "'that creature' naming an object of an earlier paragraph"

THE_EARLIER_TARGET = frozenset({"that creature", "it"})
"""The words a later paragraph may use for the earlier paragraphs' target: they compile to `IT_SELF`, read here."""


def names_itself(obj: Any) -> bool:
    """Whether `obj` (compiled effects) holds an "it" that named nothing before it (`IT_SELF`, by identity)."""
    if obj is IT_SELF:
        return True
    if isinstance(obj, (tuple, list)):
        return any(names_itself(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter, Ref)):
        return any(names_itself(getattr(obj, f.name)) for f in fields(obj))
    return False


def earlier_object_named(effects: tuple[Any, ...], earlier: tuple[TargetSpec, ...]) -> tuple[Any, ...]:
    """`effects` of a later spell paragraph with each `IT_SELF` read as the last of the `earlier` paragraphs'
    targets (`Ref("target", n)`), or `Unsupported` when that isn't one object."""
    if not names_itself(effects):
        return effects
    if not earlier:
        raise Unsupported(REFUSAL)
    last = earlier[-1]
    if last.filter.only_players or last.filter.players or last.max != 1:  # one object ("up to one": or none)
        raise Unsupported(REFUSAL)
    return _named(effects, Ref("target", len(earlier) - 1))  # type: ignore[no-any-return]


def _named(obj: Any, ref: Ref) -> Any:
    if obj is IT_SELF:
        return ref
    if isinstance(obj, tuple):
        return tuple(_named(x, ref) for x in obj)
    if isinstance(obj, list):
        return [_named(x, ref) for x in obj]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter, Ref)):
        return replace(obj, **{f.name: _named(getattr(obj, f.name), ref) for f in fields(obj)})
    return obj


def only_earlier_target_named(words: list[str], effects: tuple[Any, ...]) -> bool:
    """Whether a later paragraph's words that name an earlier object (`words`, "that creature", "them", ...) are
    all ones this module reads as the earlier target ("Morbid — That creature gets -13/-13 until end of turn
    instead if ...", Tragic Slip), or there are none: the "instead" paragraph may then replace the one before."""
    return all(w in THE_EARLIER_TARGET for w in words) and (not words or names_itself(effects))


ALSO = "that creature also "
"""A later paragraph that adds to what the earlier one gave its target: "Ferocious — That creature also gains
trample until end of turn if ..." (Temur Battle Rage)."""


def without_also(text: str) -> str:
    """The paragraph parsed without its "also" (the word changes nothing the spell does; `also_kept` keeps it)."""
    return "that creature " + text[len(ALSO):] if text.startswith(ALSO) else text


def also_kept(effects: tuple[Any, ...], later: bool) -> tuple[Any, ...]:
    """`effects` of a paragraph said with "also": one instruction with its condition after it, in a later
    paragraph, kept as kind "conditional_after_also" so the rendering says the word back; else refused."""
    if not later or len(effects) != 1 or not isinstance(effects[0], Conditional) \
            or effects[0].kind != "conditional_after":
        raise Unsupported("'that creature also' outside a later paragraph's one conditional instruction")
    return (replace(effects[0], kind="conditional_after_also"),)
