"""The job select Equipment's static sentence (702.182a's cards, Final Fantasy): "Equipped creature gets +1/+1, has
"Whenever this creature attacks, you gain 1 life," and is a Cleric in addition to its other types." Each part is a
static ability of its own with the same group (604.1): the P/T change (613.4c), the granted keywords or quoted
abilities (613.1f) and the added creature type (613.1d, 205.1b). The shorter forms ("gets +1/+0 and is a Knight ...",
"has "..." and is a Wizard ...") and the reordered one ("gets +1/+1, is a Ninja ..., and has "..."") are the same
parts."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD
from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, StaticAbility


class JobSelectPhrases(PhraseBase):
    """`js_gets_is`, `js_gets_has_is`, `js_gets_is_has`, `js_has_is` and their parts (`js_is`, `js_held`)."""

    def js_is(self, ch: list[Any]) -> Any:
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type == "SUBTYPE")
        return ("is", SUBTYPE_BY_WORD[word.lower()])

    def js_held(self, ch: list[Any]) -> Any:
        held = ch[0]
        if isinstance(held, Token) and held.type == "QUOTED_ABILITY":
            inner = str(held).strip()[1:-1].strip().rstrip(",")  # "...," inside the quotes: the list's comma
            return ("held", quoted_abilities(f'"{inner}"'))
        return ("held", StaticAbility("add_keywords", keywords=held))

    def _job_parts(self, ch: list[Any], with_pt: bool) -> Any:
        c = _clean(ch)
        flt = self._group(c[0])
        if not isinstance(flt, Filter):
            raise Unsupported("a job select sentence about this permanent itself")
        out: list[StaticAbility] = []
        if with_pt:
            p, t = self._pt(c[1])
            if p.kind != "fixed" or t.kind != "fixed":
                raise Unsupported("a variable P/T change with a creature type")
            out.append(StaticAbility("anthem", flt, p.value, t.value))
        held = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "held"), None)
        if held is not None:
            out.append(StaticAbility(held.kind, flt, keywords=held.keywords, params=held.params))
        subtype = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "is")
        out.append(StaticAbility("add_types", flt, subtypes=frozenset({subtype})))
        return ("statics", tuple(out))

    def js_gets_is(self, ch: list[Any]) -> Any:
        return self._job_parts(ch, True)

    def js_gets_has_is(self, ch: list[Any]) -> Any:
        return self._job_parts(ch, True)

    def js_gets_is_has(self, ch: list[Any]) -> Any:
        return self._job_parts(ch, True)

    def js_has_is(self, ch: list[Any]) -> Any:
        return self._job_parts(ch, False)
