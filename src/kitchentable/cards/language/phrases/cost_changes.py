"""Cost changes with conditions (601.2f): static cost increases and reductions that apply only to spells of a
mana value ("Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.", Thryx),
only while a condition holds ("As long as it's not your turn, spells you cast cost {1} less to cast.", Naiad of
Hidden Coves; "During your turn, ..."), and a spell's own reduction by a number the text defines ("This spell
costs {X} less to cast, where X is your devotion to white.", Daybreak Chimera, 107.3c).

The kernel reads each as the total cost is worked out (and in the legal-action pre-check): the condition of a
cost change is checked for the ability's controller then (`rules.casting.total_cost._cost_modifiers`), and the
own reduction's X is the amount counted then (`own_cost_reduction`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.amounts import _DEFINING_X
from kitchentable.cards.language.words import (
    Desc,
    PhraseBase,
    Unsupported,
    _clean,
    each_counted,
    first_number,
)
from kitchentable.rules.abilities import Amount, Condition, Filter, StaticAbility, fixed
from kitchentable.rules.concepts.mana import ManaCost

_YOUR_TURN = Condition("your_turn")


def _without(ch: list[Any], kind: type) -> list[Any]:
    return [c for c in ch if not isinstance(c, kind)]


class CostChangesPhrases(PhraseBase):
    """Cost increases and reductions for spells of a mana value, while a condition holds, or by a defined X."""

    def cast_spell_desc(self, ch: list[Any]) -> Any:
        d = Desc()
        for part in _clean(ch):
            part(d)
        return d.filter(zone="stack")

    def sg_you_cast_with(self, ch: list[Any]) -> tuple[Any, str]:
        """"creature spells you cast with mana value 6 or greater": the description's suffix said after "you
        cast" (the caster is the ability's controller)."""
        return _clean(ch)[0], "you"

    def cc_less_and_uncounterable(self, ch: list[Any]) -> Any:
        """"Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered." (601.2f,
        101.2): the reduction and the rule that such spells you control can't be countered."""
        _tag, reduction = self.s_cost_less(ch)  # type: ignore[attr-defined]
        flt = reduction.affected
        return ("statics", (reduction, StaticAbility("spells_uncounterable", flt, params=(("players", "you"),))))

    def _conditional_change(self, ch: list[Any], cond: Condition) -> Any:
        less = any(isinstance(t, Token) and str(t) == "less" for t in ch)
        rest = [c for c in _without(ch, Condition) if not (isinstance(c, Token) and str(c) in ("less", "more"))]
        _tag, ab = self.s_cost_less(rest) if less else self.s_cost_more(rest)  # type: ignore[attr-defined]
        return ("static", replace(ab, condition=cond))

    def cc_cost_change_as_long_as(self, ch: list[Any]) -> Any:
        """"As long as it's not your turn, spells you cast cost {1} less to cast." (601.2f: the condition is
        checked as each spell's total cost is worked out)."""
        cond = next(c for c in ch if isinstance(c, Condition))
        return self._conditional_change(ch, cond)

    def cc_cost_change_your_turn(self, ch: list[Any]) -> Any:
        """"During your turn, spells you cast cost {1} less to cast."."""
        _tag, ab = self._conditional_change(ch, _YOUR_TURN)
        return ("static", replace(ab, params=(*ab.params, ("during", True))))

    def cc_self_cost_less_x(self, ch: list[Any]) -> Any:
        """"This spell costs {X} less to cast, where X is <amount>." (107.3c, 601.2f): {1} less for each one of
        the amount, counted as the total cost is worked out. Only in a paragraph that defines X."""
        mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
        if not mana.x or mana.generic or mana.colored or not _DEFINING_X:
            raise Unsupported("a spell's own reduction by an undefined amount")
        return ("static", StaticAbility("self_cost_reduction", amount=Amount("x"), mana=ManaCost(generic=1),
                                        params=(("where_x", True),)))

    def cc_target_life_tax(self, ch: list[Any]) -> Any:
        """"Spells your opponents cast that target ~ cost an additional 3 life to cast." (601.2f, Terror of the
        Peaks): life added to the total cost of such a spell once its targets are chosen (601.2c), paid with the
        rest of it (601.2h; 119.4)."""
        c = _clean(ch)
        flt = c[0]
        which = next(x for x in c[1:] if isinstance(x, (str, tuple, Filter)))
        n = first_number(ch)
        return ("static", StaticAbility("life_tax", flt, power=n, params=(("whose", "opponent"), ("targets", which))))

    def cc_two_colors_less(self, ch: list[Any]) -> Any:
        """"Green spells and blue spells you cast cost {1} less to cast." (601.2f, the Familiars): a spell of
        either color (or both) costs that much less, once."""
        colors: list[str] = []
        for part in _clean(ch):
            if callable(part):
                d = Desc()
                part(d)
                colors += sorted(set(d.fields.get("colors", ())) - set(colors))
        if len(colors) != 2:
            raise Unsupported("two kinds of spells that aren't two colors")
        mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
        if mana.colored or mana.x or mana.hybrid or mana.phyrexian:
            raise Unsupported("colored cost reduction")
        return ("static", StaticAbility("cost_reduction", Filter(zone="stack", colors=frozenset(colors)),
                                        power=mana.generic, params=(("whose", "you"), ("two_colors", "".join(colors)))))

    def cc_target_discount(self, ch: list[Any]) -> Any:
        """"Spells you cast that target ~ cost {2} less to cast." (601.2f: read once targets are chosen, 601.2c;
        the legal-action pre-check counts it as if it applied, and the payment is the real test)."""
        (flt, whose), *rest = _clean(ch)
        which = next(x for x in rest if isinstance(x, (str, tuple, Filter)))
        mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
        if mana.colored or mana.x or mana.hybrid or mana.phyrexian:
            raise Unsupported("colored cost reduction")
        return ("static", StaticAbility("cost_reduction", flt, power=mana.generic,
                                        params=(("whose", whose), ("targets", which))))

    def cc_if_self_cost_less(self, ch: list[Any]) -> Any:
        """"If an opponent has no cards in hand, this spell costs {6} less to cast." (601.2f): the spell's own
        reduction while the condition holds, the condition said first."""
        cond = next(c for c in ch if isinstance(c, Condition))
        mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
        if mana.x or mana.hybrid or mana.phyrexian:
            raise Unsupported("cost reduction with X, hybrid or Phyrexian symbols")
        return ("static", StaticAbility("self_cost_reduction", amount=fixed(1), mana=mana, condition=cond,
                                        params=(("condition_first", True),)))

    def _group_less_each(self, ch: list[Any], amount: Amount) -> Any:
        (flt, whose), *_ = _clean(ch)
        mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
        if mana.colored or mana.x or mana.hybrid or mana.phyrexian or mana.generic != 1:
            raise Unsupported("a reduction for each of more or other than {1}")
        return ("static", StaticAbility("cost_reduction", flt, power=1, amount=amount, params=(("whose", whose),)))

    def cc_group_less_each(self, ch: list[Any]) -> Any:
        """"Creature spells you cast cost {1} less to cast for each Elf you control." (601.2f: counted as each
        spell's total cost is worked out)."""
        counted = next(c for c in reversed(ch) if isinstance(c, (Desc, Amount)))
        return self._group_less_each(ch, each_counted(counted))

    def cc_group_less_per_counter(self, ch: list[Any]) -> Any:
        """"Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~." (Animar)."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        return self._group_less_each(ch, Amount("counters", name=kind))
