"""Counting what an instruction destroyed (701.7): "Destroy all creatures target opponent controls. Draw a card for
each creature destroyed this way." (Overwhelming Forces), "You gain 1 life for each creature destroyed this way."
(Fumigate), "create an X/X colorless Horror artifact creature token, where X is the number of creatures destroyed
this way" (Phyrexian Rebirth).

A permanent is destroyed when the destroy instruction puts it into its owner's graveyard: one that was
indestructible or regenerated was not destroyed, so it is not counted. The count is the amount kind "remembered"
named `DESTROYED`, which the kernel's destroy executor writes for a destroy instruction marked to count
(`rules.stack.effects.destroy`, param "count"). The words are accepted only after a destroy instruction of the
same ability, and only when what they count is what that instruction destroys ("permanent", or the same card
types): "for each creature destroyed this way" after "Destroy all artifacts and creatures" would count artifacts
too, so it is refused.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Amount, Effect, Filter, Simple

DESTROYED = "destroyed"


def _destroyed(d: Desc) -> Amount:
    return Amount("remembered", name=DESTROYED, filter=d.filter())


class DestroyedThisWayPhrases(PhraseBase):
    """"For each creature destroyed this way", "the number of creatures destroyed this way" (701.7)."""

    def ec_destroyed_this_way(self, ch: list[Any]) -> Amount:
        return _destroyed(_clean(ch)[0])

    def ae_destroyed_this_way(self, ch: list[Any]) -> Amount:
        return _destroyed(_clean(ch)[0])

    def draw_per_destroyed(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, _destroyed(rest[0]))]

    def transform(self, tree: Any) -> Any:
        result = super().transform(tree)
        return _counted(result) if _reads_destroyed(result) else result


def _reads_destroyed(obj: Any) -> bool:
    if isinstance(obj, Amount):
        return obj.kind == "remembered" and obj.name == DESTROYED
    if isinstance(obj, (tuple, list)):
        return any(_reads_destroyed(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return any(_reads_destroyed(getattr(obj, f.name)) for f in fields(obj))
    return False


def _types(flt: Filter) -> frozenset[str]:
    return flt.types | flt.any_types


def _counts_what_it_destroyed(amount_filter: Filter | None, destroy: Simple) -> bool:
    """Is "<desc> destroyed this way" all that `destroy` destroys: a bare "permanent", or the same card types?"""
    if amount_filter is None:
        return False
    bare = replace(amount_filter, types=frozenset(), any_types=frozenset(), zone="battlefield")
    if bare != Filter():
        return False  # "for each creature you controlled destroyed this way": a narrower count
    kinds = _types(amount_filter)
    subject = destroy.subject.filter
    return not kinds or subject is not None and kinds == _types(subject)


def _amounts(obj: Any) -> list[Amount]:
    if isinstance(obj, Amount):
        return [obj] if obj.kind == "remembered" and obj.name == DESTROYED else []
    if isinstance(obj, (tuple, list)):
        return [a for x in obj for a in _amounts(x)]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return [a for f in fields(obj) for a in _amounts(getattr(obj, f.name))]
    return []


def _counted(obj: Any) -> Any:
    """`obj` with each destroy instruction that a later instruction of the same sequence counts marked to count;
    refused if a count has no destroy instruction before it, or counts something else."""
    if isinstance(obj, (tuple, list)) and any(isinstance(x, Effect) for x in obj):
        out: list[Any] = []
        last: int | None = None
        for x in obj:
            if isinstance(x, Simple) and x.kind == "destroy":
                last = len(out)
            reads = _amounts(x) if not (isinstance(x, Simple) and x.kind == "destroy") else []
            if reads:
                if last is None or not all(_counts_what_it_destroyed(a.filter, out[last]) for a in reads):
                    raise Unsupported("'destroyed this way' not counting what a destroy instruction before it "
                                      "destroys")
                if not out[last].param("count"):
                    out[last] = replace(out[last], params=(*out[last].params, ("count", True)))
            out.append(_counted(x) if not reads else x)
        return type(obj)(out)
    if isinstance(obj, (tuple, list)):
        return type(obj)(_counted(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter, Amount)):
        changes = {f.name: _counted(getattr(obj, f.name)) for f in fields(obj) if _reads_destroyed(getattr(obj, f.name))}
        return replace(obj, **changes) if changes else obj
    return obj
