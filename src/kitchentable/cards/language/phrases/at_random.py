"""Objects chosen at random as an effect resolves (608.2d; every object that fits is equally likely): "Return a
Zombie card at random from your graveyard to your hand." (Ghoulraiser, Charmbreaker Devils, Woodland Sleuth,
Haunted Fengraf, Surreal Memoir), "Return two creature cards at random from your graveyard to the battlefield."
(Moldgraf Monstrosity), and damage to "a creature an opponent controls chosen at random" (Cinderheart Giant): no
target is chosen (the object is picked as the ability resolves, so hexproof doesn't stop it).

Kernel: `rules.stack.at_random` (`Simple("return_at_random")` with params "filter", "to"; `Simple("at_random_then")`
with params "filter" and "effects", the effects reading the picked object as "it")."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Amount, DealDamage, Effect, Ref, Simple, fixed


class AtRandomPhrases(PhraseBase):
    """"... at random from your graveyard" and "... chosen at random" (`rnd_return`, `rnd_damage`)."""

    def rnd_return(self, ch: list[Any]) -> list[Effect]:
        parts = _clean(ch)
        n = next((c for c in parts if isinstance(c, int)), 1)
        d = next(c for c in parts if isinstance(c, Desc))
        where = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("your hand", "the battlefield"))
        flt = d.filter(zone="graveyard")
        if flt.controller != "any" or flt.owner not in ("any", "you"):
            raise Unsupported("cards at random from a graveyard described by their controller")
        return [Simple("return_at_random", Ref("you"), fixed(int(n)),
                       (("filter", flt), ("to", "battlefield" if where == "the battlefield" else "hand")))]

    def rnd_damage(self, ch: list[Any]) -> list[Effect]:
        parts = [c for c in _clean(ch) if not (isinstance(c, Token) and str(c) in ("a", "an", "deals", "deal"))]
        src = next(c for c in parts if isinstance(c, Ref))
        amount = next(c for c in parts if isinstance(c, Amount))
        d = next(c for c in parts if isinstance(c, Desc))
        flt = d.filter()
        if flt.players or flt.only_players:
            raise Unsupported("a player chosen at random")
        return [Simple("at_random_then", Ref("you"), fixed(1),
                       (("filter", flt), ("effects", (DealDamage(amount, Ref("it"), src),))))]
