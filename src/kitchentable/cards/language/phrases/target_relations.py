"""Relations between the targets of one group (601.2c): "Choose two target creatures controlled by different
players. Return those creatures to their owners' hands." (Run Away Together). The sentence declares the group
(like "Choose target creature.") with `TargetSpec.distinct_controllers`: as each target is chosen, one whose
controller already has a target in the group is not offered (`rules.casting.casting._new_controller`). Partial:
the relation is checked as targets are chosen, not again on resolution (608.2b checks each target alone).

"For each opponent, exile up to one target creature that player controls." (Luminate Primordial's first half,
Mass Mutiny, Grasp of Fate, Geth's Summons' kin) is the same relation: one group of any number of targets an
opponent controls (or in an opponent's graveyard), no two of one player, so at most one per opponent (601.2c);
the instruction is compiled from its words with "that player" read as "an opponent" and acts on every target.
Only "up to one target" is read ("target" would oblige one for each opponent who has one: refused), and the
words may not name "that player" anywhere else."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, nested_builder, number
from kitchentable.rules.abilities import Filter, Ref, Simple


class TargetRelationsPhrases(PhraseBase):
    """"Choose two target <description> controlled by different players."."""

    def tr_different_players(self, ch: list[Any]) -> Any:
        n = number(next(t for t in ch if isinstance(t, Token) and t.type == "NUMBER_WORD"))
        d = next(c for c in ch if isinstance(c, Desc))
        flt: Filter = d.filter()
        if n < 2 or flt.controller != "any":
            raise Unsupported("targets controlled by different players")
        self._target(flt, n, n)
        self.targets[-1] = replace(self.targets[-1], distinct_controllers=True)
        self.said_choose_targets = True
        return ("effects", [])

    def tr_for_each_opponent(self, ch: list[Any]) -> Any:
        from kitchentable.cards.language.parse import parse

        tail = next(str(t) for t in ch if isinstance(t, Token) and t.type == "EP_TAIL")
        if self.targets or self.offset or tail.count("up to one target ") != 1:
            raise Unsupported("for each opponent, ...")
        words = tail.replace("up to one target ", "any number of target ").replace(
            " that player controls", " an opponent controls").replace("from that player's graveyard",
                                                                       "from an opponent's graveyard")
        if "that player" in words or "each opponent" in words:
            raise Unsupported("for each opponent, ... that player")
        b = nested_builder("triggered")
        try:
            result = b.transform(parse(words + "."))
        except Exception as err:  # a LarkError or the transformer's wrapped Unsupported
            raise Unsupported(f"for each opponent, {tail}") from err
        if not (isinstance(result, tuple) and result[0] == "spell") or len(b.targets) != 1:
            raise Unsupported(f"for each opponent, {tail}")
        spec = b.targets[0]
        whose = spec.filter.owner if spec.filter.zone == "graveyard" else spec.filter.controller
        if whose != "opponent" or spec.min != 0 or spec.max < 20:
            raise Unsupported(f"for each opponent, {tail}")
        self.targets.append(replace(spec, distinct_controllers=True))
        self.last_ref = Ref("target", 0)
        return [Simple("for_each_opponent_targets", Ref("you"), params=(("effects", tuple(result[1])),))]
