"""A player choosing one of their own permanents as the effect resolves (608.2d), the chosen permanent named
after it: "Target opponent chooses a creature they control. Destroy it."

The choice is "choose_and_act" with the action "choose" (`rules.stack.reflexive_triggers`): the choosing player
picks one permanent they control that fits the description, and the resolution remembers it as "it", which the
following instruction reads ("Destroy it.", "That player sacrifices it."). With no such permanent nothing is
chosen and the instruction about it does nothing (608.2b-like: there is no object to act on).

Only one permanent is chosen: "chooses two creatures they control" would need the group remembered, and is
refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed


class ChosenByAPlayerPhrases(PhraseBase):
    """"<player> chooses a <permanent> they control." and the chosen one as "it"."""

    def chooses_own(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent chooses a creature they control." (608.2d: chosen as it resolves, by that player)."""
        who, n, d = _clean(ch)
        flt = replace(d.filter(), controller="you")  # "they control": read from the choosing player's side
        if flt.zone != "battlefield" or n != 1:
            raise Unsupported("chooses something other than one permanent they control")
        if who.kind not in ("target", "triggering_player", "defending_player"):
            raise Unsupported("several players or you choosing a permanent they control ('it' would be one of them)")
        self.last_ref = Ref("it")
        return [Simple("choose_and_act", who, fixed(1), (("filter", flt), ("action", "choose")))]
