"""Cost reductions that depend on the spell being cast (601.2f):

- "This spell costs {2} less to cast if it targets a Dinosaur you control." (Savage Stomp): the spell's own
  reduction, applied when one of the targets chosen for it (601.2c, before the total cost is worked out) fits
  the description, read from the caster's side (condition "spell_targets", `rules.casting.targeted_reductions`);
- "The second spell you cast each turn costs {2} less to cast." (Alisaie Leveilleur): a reduction for the spells
  of its controller that are their second (or third) spell this turn (the kernel's count of the spells a player
  cast this turn, `rules.continuous.static_abilities.note_cast`, holds the spells cast before this one).

Only generic mana is taken off (a colored or X reduction is refused).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition, Filter, StaticAbility, fixed
from kitchentable.rules.concepts.mana import ManaCost

NTH = {"second": 2, "third": 3}


def _ccd_generic(ch: list[Any]) -> ManaCost:
    mana = ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())
    if mana.colored or mana.x or mana.hybrid or mana.phyrexian:
        raise Unsupported("a cost reduction with colored, X, hybrid or Phyrexian symbols")
    return mana


class CostConditionsPhrases(PhraseBase):
    """"~ costs {N} less to cast if it targets ...", "The second spell you cast each turn costs {N} less"."""

    def ccd_self_less_if_targets(self, ch: list[Any]) -> Any:
        desc = next(c for c in ch if isinstance(c, Desc))
        cond = Condition("spell_targets", filter=desc.filter())
        return ("static", StaticAbility("self_cost_reduction", amount=fixed(1), mana=_ccd_generic(ch),
                                        condition=cond))

    def ccd_nth_spell_less(self, ch: list[Any]) -> Any:
        flt = next(c for c in _clean(ch) if isinstance(c, Filter))
        if replace(flt, spell_kind=None) != Filter(zone="stack"):
            raise Unsupported("'the second <kind of> spell you cast each turn'")
        nth = next(NTH[str(t)] for t in ch if isinstance(t, Token) and str(t) in NTH)
        return ("static", StaticAbility("cost_reduction", flt, power=_ccd_generic(ch).generic,
                                        params=(("whose", "you"), ("nth_each_turn", nth))))
