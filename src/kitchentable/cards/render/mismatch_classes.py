"""Which kind of difference a report line is (issue 24), decided by rules over the two sentences of a card.

Classes: a = the rendering loses or changes a clause while the card plays right (a render bug), b = the compiled
card does something else (a compiler bug), c = wording only, ? = no rule decides. Every rule is stated over the
sentences alone, so it is a triage, not a proof: a rule answers only where its words settle the question, and
anything else stays "?" for a person to read. The first rule that matches decides; its name goes in the
report's note ("rule: moved"), so a line a person classified (any other note) is never re-decided.

Rules, in order:
- moved (c): the sentence is on the card's other side too, in another place (difflib pairs a moved sentence
  with nothing twice); the abilities of a card are a set, their order means nothing.
- reordered (c): the same words in another order ("morph {2}{B}{G}{U}" and "{2}{U}{B}{G}"; "X at the beginning
  of the next end step" and "at the beginning of the next end step, X").
- synonyms (c): equal once pairs of phrases that mean the same are read alike (`_SAME`: "this turn" and
  "until end of turn" for an effect that ends at cleanup, 514.2; "when" and "whenever"; "it" and "that creature"
  for an object already named; "all creatures" and "creatures"; "each creature ... has" and "creatures ...
  have").
- number lost (a): the rendering has fewer of the sentence's numbers, the same effect verbs and no other
  number ("bolster 1" and "bolster you"): a parameter not printed.
- qualifier lost (a): the rendering is the sentence without one qualifier the filter words print
  ("nontoken", "other", "another", "nonland", "Spirit or Arcane" ...): the filter's description drops it.
- number changed (b): both sides have numbers and they differ ("deals 2 damage" and "deals 3 damage").
- verb changed (b): the sentences' effect verbs have nothing in common ("distribute ... counters" and "deals ...
  damage"): the card does another thing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kitchentable.cards.render.compare import Mismatch

_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_NUMBER = re.compile(r"\{[^}]+\}|[+-]?\d+(?:/[+-]?\d+)?|\b(?:" + "|".join(_NUMBER_WORDS[1:]) + r")\b")
_WORD = re.compile(r"\{[^}]+\}|[\w'+/-]+")
_VERBS = frozenset({
    "deal", "deals", "destroy", "destroys", "exile", "exiles", "return", "returns", "counter", "draw", "draws",
    "discard", "discards", "create", "creates", "put", "puts", "gain", "gains", "lose", "loses", "sacrifice",
    "sacrifices", "tap", "taps", "untap", "untaps", "search", "add", "mill", "mills", "scry", "distribute",
    "get", "gets", "fight", "fights", "shuffle", "reveal", "look", "copy", "prevent", "regenerate",
})
_QUALIFIERS = ("nontoken", "nonland", "noncreature", "nonartifact", "nonblack", "nonwhite", "nonbasic", "other",
               "another", "untapped", "tapped", "attacking", "blocking", "legendary", "basic", "each other")

# Phrases that mean the same thing where they stand, each read as its first form by the "synonyms" rule.
_SAME: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), r) for p, r in (
    (r"\buntil end of turn\b", "this turn"),
    (r"^whenever\b", "when"),
    (r"\bat the beginning of each end step\b", "at the beginning of the end step"),
    (r"\bthat (?:creature|card|permanent|spell)\b", "it"),
    (r"\ball (?=[a-z]*\s*creatures\b|[A-Z])", ""),
    (r"^each ([\w -]+?) (with [^.]*?)?has\b", r"\1s \2have"),
    (r"\s+", " "),
    (r"^\s+|\s*\.?\s*$", ""),
))


def _numbers(text: str) -> Counter[str]:
    return Counter(n if not n.isalpha() else str(_NUMBER_WORDS.index(n)) for n in _NUMBER.findall(text))


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _same(text: str) -> str:
    for pattern, replacement in _SAME:
        text = pattern.sub(replacement, text)
    return text


@dataclass(frozen=True)
class Rule:
    name: str
    kind: str
    applies: Callable[[Mismatch, Sequence[Mismatch]], bool]


def _moved(m: Mismatch, card: Sequence[Mismatch]) -> bool:
    if m.oracle and not m.rendered:
        return any(o.rendered == m.oracle for o in card)
    if m.rendered and not m.oracle:
        return any(o.oracle == m.rendered for o in card)
    return False


def _reordered(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    return bool(m.oracle and m.rendered) and sorted(_words(m.oracle)) == sorted(_words(m.rendered))


def _synonyms(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    return bool(m.oracle and m.rendered) and _same(m.oracle) == _same(m.rendered)


def _number_lost(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    if not (m.oracle and m.rendered):
        return False
    want, got = _numbers(m.oracle), _numbers(m.rendered)
    return bool(want - got) and not got - want and _verbs(m.oracle) == _verbs(m.rendered)


def _qualifier_lost(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    if not (m.oracle and m.rendered):
        return False
    for word in _QUALIFIERS:
        if re.sub(rf"\b{word} ", "", m.oracle, count=1) == m.rendered:
            return True
    return bool(re.sub(r"\b(\w+) or (\w+) (spell|card|creature|permanent)", r"\2 \1 \3", m.oracle) == m.rendered
                or re.sub(r"\b(\w+) or (\w+) (spell|card|creature|permanent)", r"\1 \2 \3", m.oracle) == m.rendered)


def _number_changed(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    if not (m.oracle and m.rendered):
        return False
    want, got = _numbers(m.oracle), _numbers(m.rendered)
    return bool(want) and bool(got) and bool(got - want) and _verbs(m.oracle) == _verbs(m.rendered)


_HEAD = re.compile(r"^(?:(?:when|whenever|at)\b[^,]*, |[^:\"]*: )")


def _verbs(text: str) -> set[str]:
    """The effect verbs of a sentence, after its trigger condition or cost."""
    return {w.rstrip("s") for w in _words(_HEAD.sub("", text)) if w in _VERBS}


def _verb_changed(m: Mismatch, _card: Sequence[Mismatch]) -> bool:
    if not (m.oracle and m.rendered):
        return False
    want, got = _verbs(m.oracle), _verbs(m.rendered)
    return bool(want) and bool(got) and not want & got


RULES: tuple[Rule, ...] = (
    Rule("moved", "c", _moved),
    Rule("reordered", "c", _reordered),
    Rule("synonyms", "c", _synonyms),
    Rule("number lost", "a", _number_lost),
    Rule("qualifier lost", "a", _qualifier_lost),
    Rule("number changed", "b", _number_changed),
    Rule("verb changed", "b", _verb_changed),
)


def classify(m: Mismatch, card: Sequence[Mismatch]) -> tuple[str, str]:
    """(class, rule name) for one differing sentence; `card` is every differing sentence of the same card.
    ("?", "") when no rule decides."""
    for rule in RULES:
        if rule.applies(m, card):
            return rule.kind, rule.name
    return "?", ""
