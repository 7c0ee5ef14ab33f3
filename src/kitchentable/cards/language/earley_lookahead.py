"""Earley prediction filtered by the text ahead: the card grammar's parser, same trees, a fraction of the work.

Lark's Earley predictor adds, for every item expecting a nonterminal X, an item for every rule in X's
left-corner closure: for the card grammar's `ability` that is about a thousand rules at each word, nearly all
of which need a word other than the one that follows and die at the next scan. Building them, and comparing
them with the items already in the column, was almost all of an import's time.

`LookaheadEarley` predicts only the rules whose FIRST set holds a terminal that matches the text at this
position (or, after ignored text such as the space, at the next position the scanner carries its items to).
The rules it leaves out are exactly those whose items would never scan a terminal: an item that never
advances adds no node to the shared packed parse forest, and (the grammar having no nullable rule) predicts
only rules already predicted beside it, so the items that do advance are created and processed in the same
order as before. The forest, the order of every node's families, and so the tree the ambiguity resolution
picks, are the same as the unfiltered parser's: only the error message of a text that fails lists fewer
expected terminals. A grammar with a nullable rule breaks that argument, so for one the filter is off.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from lark import Lark
from lark.grammar import NonTerminal, Rule, Terminal
from lark.lexer import PatternStr
from lark.parsers import xearley

from kitchentable.cards.language.earley_engine import FastEarley
from kitchentable.cards.language.first_characters import first_characters


class LookaheadEarley(xearley.Parser):
    """Lark's dynamic-lexer Earley parser whose predictions skip the rules the next word cannot start (while
    `enabled`: off, it is the plain parser, for measuring and checking against)."""

    enabled = True
    fast = True
    """While `enabled`: run `earley_engine.FastEarley`, the same steps as lark's loop at a fraction of the cost
    (off: lark's own loop with the filtered predictions)."""

    _all: dict[NonTerminal, list[Rule]]
    _first: dict[Rule, frozenset[Terminal]]
    _index: dict[NonTerminal, dict[Terminal, list[int]]]
    _literals: dict[str, list[tuple[str, Terminal]]]
    _patterns: list[tuple[Any, Terminal]]
    _firsts: list[tuple[Any, Terminal, frozenset[str] | None]]
    _patterns_at: dict[str, list[tuple[Any, Terminal]]]
    _ignored: list[Any]
    _kept: dict[tuple[NonTerminal, frozenset[Terminal]], list[Rule]]
    _text: str
    _ahead: dict[int, frozenset[Terminal]]
    _predicted: dict[int, set[Rule]]
    _lock: threading.Lock
    _interned: dict[frozenset[Terminal], frozenset[Terminal]]
    _by_suffix: dict[tuple[str, str], frozenset[Terminal]] | None
    _rule_number: dict[Rule, int]
    _numbered: dict[tuple[str, frozenset[Terminal]], tuple[int, list[tuple[int, Rule]]]]
    _predicted_bits: dict[int, int]
    _engine: FastEarley

    def prepare(self, match: Callable[..., Any]) -> None:
        """Tables from the grammar: each rule's FIRST terminals and a matcher for each of them."""
        regexps: dict[str, Any] = match.__self__.regexps  # type: ignore[attr-defined]
        self._all = dict(self.predictions)
        first: dict[Rule, frozenset[Terminal]] = {}
        for rules in self._all.values():
            for rule in rules:
                head = rule.expansion[0]
                first[rule] = frozenset({head} if isinstance(head, Terminal) else self.FIRST[head])
        self._first = first
        self._index = {}
        for origin, rules in self._all.items():
            index: dict[Terminal, list[int]] = {}
            for k, rule in enumerate(rules):
                for term in first[rule]:
                    index.setdefault(term, []).append(k)
            self._index[origin] = index
        by_name = self.lexer_conf.terminals_by_name
        self._literals = {}
        self._patterns = []
        for term in set().union(*first.values()):
            definition = by_name[term.name]
            if isinstance(definition.pattern, PatternStr) and not definition.pattern.flags \
                    and not self.lexer_conf.g_regex_flags:
                value = definition.pattern.value
                self._literals.setdefault(value[0], []).append((value, term))
            else:
                self._patterns.append((regexps[term.name], term))
        self._ignored = [regexps[name] for name in self.lexer_conf.ignore]
        self._firsts = [(regexp, term, first_characters(regexp)) for regexp, term in self._patterns]
        self._patterns_at = {}
        self._interned = {}
        # `ahead` keeps its answers by the text from the position on and the character before it (which is all
        # `^`, `\b` and the like read), unless a terminal has a lookbehind, which can read further back
        self._by_suffix = None if any("(?<" in regexp.pattern for regexp in regexps.values()) else {}
        self._kept = {}
        self._lock = threading.Lock()
        self._rule_number = {rule: k for k, rule in enumerate(self.parser_conf.rules)}
        self._numbered = {}
        self._engine = FastEarley(self.parser_conf.rules, regexps, by_name, list(self.lexer_conf.ignore))

    def parse(self, stream: Any, start: str) -> Any:
        """One parse at a time (the text ahead is this object's state; a web worker thread may compile a card
        while another does)."""
        with self._lock:
            if not self.enabled:
                self.predictions = self._all
                return super().parse(stream, start)  # type: ignore[no-untyped-call]
            self._text = stream
            self._ahead = {}
            self._predicted = {}
            if self.fast and len(stream) < 1 << 21:  # `earley_engine.Label`'s limit
                self.predictions = self._all
                self._predicted_bits = {}
                return self._engine.run(stream, start, self._predict, self.Tree, self.callbacks,
                                        self.forest_sum_visitor, self.resolve_ambiguity)
            self.predictions = _Viable(self, 0)  # type: ignore[assignment]
            return super().parse(stream, start)  # type: ignore[no-untyped-call]

    def _predict(self, origin: NonTerminal, i: int) -> list[Rule]:
        """The rules `_Viable` gives for `origin` at `i`: those the text ahead can start, not predicted yet (the
        rules predicted at a position kept as bits of one integer, by rule number)."""
        ahead = self.ahead(i)
        key = (origin.name, ahead)  # a name hashes in C, a `NonTerminal` in Python
        numbered = self._numbered.get(key)
        if numbered is None:
            number = self._rule_number
            rules = self.viable(origin, ahead)
            numbered = self._numbered[key] = (sum(1 << number[rule] for rule in rules),
                                              [(number[rule], rule) for rule in rules])
            if len(self._numbered) > 200_000:
                self._numbered.clear()
        bits, rules_numbered = numbered
        done = self._predicted_bits.get(i, 0)
        new = bits & ~done
        if not new:  # the usual case: all of them predicted here already, by an enclosing symbol
            return []
        self._predicted_bits[i] = done | bits
        return [rule for k, rule in rules_numbered if new >> k & 1]

    def predict_and_complete(self, i: int, *args: Any) -> None:
        if self.enabled:
            self.predictions = _Viable(self, i)  # type: ignore[assignment]
        super().predict_and_complete(i, *args)  # type: ignore[no-untyped-call]

    def ahead(self, i: int) -> frozenset[Terminal]:
        """The FIRST terminals that match at `i` or where the scanner carries items past ignored text."""
        found = self._ahead.get(i)
        if found is not None:
            return found
        text = self._text
        # The answer depends on the character before `i` and the text from `i` on (`prepare`), which many
        # paragraphs share ("... until end of turn.").
        suffix = (text[i - 1:i], text[i:]) if self._by_suffix is not None else None
        if suffix is not None:
            found = self._by_suffix.get(suffix)
            if found is not None:
                self._ahead[i] = found
                return found
        positions = {i}
        todo = [i]
        while todo:
            at = todo.pop()
            for ignored in self._ignored:
                m = ignored.match(text, at)
                if m is not None and m.end() not in positions:
                    positions.add(m.end())
                    todo.append(m.end())
        terms: set[Terminal] = set()
        for at in positions:
            if at < len(text):  # no terminal matches nothing, so none matches at the end
                terms.update(term for value, term in self._literals.get(text[at], ()) if text.startswith(value, at))
                # only the patterns that can start with this character (`first_characters`)
                patterns = self._patterns_at.get(text[at])
                if patterns is None:
                    patterns = self._patterns_at[text[at]] = [(regexp, term) for regexp, term, first in self._firsts
                                                              if first is None or text[at] in first]
                terms.update(term for regexp, term in patterns if regexp.match(text, at) is not None)
        found = frozenset(terms)
        found = self._ahead[i] = self._interned.setdefault(found, found)  # one object: its hash computed once
        if suffix is not None and self._by_suffix is not None:
            if len(self._by_suffix) > 200_000:
                self._by_suffix.clear()
            self._by_suffix[suffix] = found
        return found

    def viable(self, origin: NonTerminal, ahead: frozenset[Terminal]) -> list[Rule]:
        """The rules predicted for `origin` (in the plain parser's order) whose FIRST meets `ahead`."""
        key = (origin, ahead)
        kept = self._kept.get(key)
        if kept is None:
            index = self._index[origin]
            rules = self._all[origin]
            kept = self._kept[key] = [rules[k] for k in sorted({k for term in ahead for k in index.get(term, ())})]
            if len(self._kept) > 200_000:
                self._kept.clear()
        return kept


class _Viable:
    """`predictions` as the Earley predictor reads it at one position: only the rules that can start there,
    and of those only the ones not predicted at this position yet (the predictor would build their items
    again only to find them already in the column or the scan list: an item (rule, 0, i) is made by
    prediction at i and nowhere else)."""

    __slots__ = ("parser", "i", "done")

    def __init__(self, parser: LookaheadEarley, i: int) -> None:
        self.parser = parser
        self.i = i
        self.done = parser._predicted.setdefault(i, set())

    def __getitem__(self, origin: NonTerminal) -> list[Rule]:
        done = self.done
        new = [rule for rule in self.parser.viable(origin, self.parser.ahead(self.i)) if rule not in done]
        done.update(new)
        return new


def set_enabled(lark: Lark, on: bool) -> bool:
    """Switch the filter of a parser `install` made a lookahead one; False if it is not one."""
    earley = lark.parser.parser
    if not isinstance(earley, LookaheadEarley):
        return False
    earley.enabled = on
    return True


def install(lark: Lark) -> bool:
    """Make `lark`'s dynamic Earley parser filter its predictions; False (and `lark` untouched) when the
    grammar has a nullable rule or this lark's Earley parser is not the one the filter was written for."""
    frontend = getattr(lark, "parser", None)
    earley = getattr(frontend, "parser", None)
    if type(earley) is not xearley.Parser or earley.NULLABLE or not isinstance(earley.predictions, dict):
        return False
    match = earley.term_matcher
    if not hasattr(getattr(match, "__self__", None), "regexps"):
        return False
    earley.__class__ = LookaheadEarley
    assert isinstance(earley, LookaheadEarley)
    earley.prepare(match)
    return True
