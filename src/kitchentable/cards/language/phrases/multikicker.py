"""Multikicker (702.33c): "Multikicker {1}{G}" is an additional cost the caster may pay any number of times; the
abilities linked to it (702.33e) count the payments: "Gnarlid Pack enters with a +1/+1 counter on it for each time
it was kicked.", "you gain 2 life for each time it was kicked", "create a 2/2 green Wolf creature token for each
time it was kicked", "Draw a card for each time ~ was kicked.", "target opponent discards a card for each time it
was kicked", "equal to twice the number of times it was kicked", "up to X target creatures ..., where X is the
number of times ~ was kicked". The kernel's side is `rules.keywords.multikicker` (the amount kind "times_kicked")
and the casting choice it shares with replicate and squad. Paying it once or more kicks the spell (702.33d), so
"if ~ was kicked" reads as for kicker.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Amount, Effect, Ref, Simple, StaticAbility

TIMES_KICKED = Amount("times_kicked")


@expander("multikicker", read_back=ReadBack())
def expand_multikicker(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.33c: the multikicker cost, read by the casting choice "how many times" (`rules.casting`)."""
    cost = keyword_cost(m)
    if cost is None:
        raise Unsupported("multikicker without a mana cost")
    if parts.optional:
        raise Unsupported("multikicker and another kicker cost")  # 702.33f: linked to one cost each
    parts.static.append(StaticAbility("multikicker", mana=cost, text=f"Multikicker {cost}"))
    return True


class MultikickerPhrases(PhraseBase):
    """The number of times a spell was kicked (702.33c, 702.33e)."""

    def ec_times_kicked(self, ch: list[Any]) -> Amount:
        """"for each time it was kicked": the payments of its multikicker cost."""
        return TIMES_KICKED

    def ae_times_kicked(self, ch: list[Any]) -> Amount:
        return TIMES_KICKED

    def ae_twice_times_kicked(self, ch: list[Any]) -> Amount:
        return Amount("times_kicked", times=2)

    def s_enters_counters_per_kick(self, ch: list[Any]) -> Any:
        """614.1c: "~ enters with a +1/+1 counter on it for each time it was kicked"."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        return ("static", StaticAbility("enters_with_counters", amount=TIMES_KICKED, params=(("counter", kind),)))

    def draw_per_kick(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("draw", who, TIMES_KICKED)]

    def discard_per_kick(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("discard", who, TIMES_KICKED)]

    def choose_per_kick(self, ch: list[Any]) -> Any:
        """"Choose any target, then choose another target for each time this spell was kicked." (702.33c): the
        group holds one target and one more per payment, all chosen as the spell is cast (601.2c); "each of them"
        in the next sentence names the whole group."""
        ref = next(c for c in _clean(ch) if isinstance(c, Ref))
        if ref.kind != "target" or not self.targets or ref.index != len(self.targets) - 1 + self.offset:
            raise Unsupported("choose another target for each time it was kicked, after other targets")
        group = ref.index - self.offset
        spec = self.targets[group]
        if spec.min != 1 or spec.max != 1:
            raise Unsupported("choose more than one target, then another for each time it was kicked")
        self.targets[group] = replace(spec, per_kick=True)
        self.per_kick_ref = ref
        return ("effects", [Simple("targets_per_kick", ref)])

    def o_each_of_them(self, ch: list[Any]) -> Ref:
        """"each of them": the targets chosen per kick (`choose_per_kick`), refused anywhere else."""
        ref = getattr(self, "per_kick_ref", None)
        if ref is None:
            raise Unsupported("each of them")
        return ref  # type: ignore[no-any-return]
