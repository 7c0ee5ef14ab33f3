"""Replacement effects a permanent's static ability has on other objects:

- "If a creature an opponent controls would die, exile it instead." / "If another creature you control would
  die, exile it instead." / "If a nontoken creature you control would die, ..." (614.1a): a creature the
  description fits goes to exile instead of its owner's graveyard (the kernel's "dies" replacement with an
  affected description, `rules.events._replace_dies`; several such effects are ordered by the creature's
  controller, 616.1);
- "Creatures your opponents control enter tapped." (614.1c, 614.12): the kernel's "enter" replacement, mode
  "enters_tapped", for every entering permanent the description fits (the source itself never, since its own
  ability applies only once it is on the battlefield).

The description is read from the ability's controller's side ("you control", "an opponent controls")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Filter, StaticAbility


class GroupReplacementsPhrases(PhraseBase):
    """"If [a creature ...] would die, exile it instead.", "[Creatures ...] enter tapped.\""""

    def gr_group_dies_exiled(self, ch: list[Any]) -> Any:
        desc = next(c for c in ch if isinstance(c, Desc))
        flt = desc.filter()
        if any(isinstance(t, Token) and str(t) == "another" for t in ch):
            flt = replace(flt, other=True)
        if "Creature" not in flt.types:
            raise _unsupported("'would die' of something that isn't a creature")
        return ("static", StaticAbility("replacement", flt, params=(("event", "dies"), ("to", "exile"))))

    def gr_group_enters_tapped(self, ch: list[Any]) -> Any:
        flt = self._group(_clean(ch)[0])
        if not isinstance(flt, Filter) or flt.attached:
            raise _unsupported("'enter tapped' of something that isn't a group of permanents")
        return ("static", StaticAbility("replacement", flt, params=(("event", "enter"), ("mode", "enters_tapped"))))
