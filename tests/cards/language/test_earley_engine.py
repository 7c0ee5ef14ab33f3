"""Tests of `cards.language.earley_engine` and `first_characters`: the fast Earley loop builds the very trees
lark's loop builds, tokens' positions included, through its own tree reading and through lark's forest walk
(the fallback for a forest with a cycle), on the card grammar, on an ambiguous grammar with rule priorities and
on the card grammar with a new phrase family's fragment added after it as `parse.FRAGMENTS` adds one. The 2017
database is compared card by card by `benchmarks/import_speed.py`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from lark import Lark, Token, Tree
from lark.exceptions import LarkError

from kitchentable.cards.language import earley_engine, earley_lookahead
from kitchentable.cards.language.first_characters import first_characters
from kitchentable.cards.language.parse import grammar_text, normalize, parser
from kitchentable.cards.pool import raw_cards


def _exact(tree: object) -> object:
    """A tree as nested tuples, every token with its type and every position lark gives it."""
    if isinstance(tree, Tree):
        return (tree.data, tuple(_exact(child) for child in tree.children))
    if isinstance(tree, Token):
        return (tree.type, str(tree), tree.start_pos, tree.line, tree.column, tree.end_line, tree.end_column,
                tree.end_pos)
    return repr(tree)


@contextmanager
def _lark_loop(lark: Lark) -> Iterator[None]:
    """Parse with lark's own loop (the lookahead filter still on) inside the block."""
    earley = lark.parser.parser
    assert isinstance(earley, earley_lookahead.LookaheadEarley)
    earley.fast = False
    try:
        yield
    finally:
        earley.fast = True


def _outcome(lark: Lark, text: str) -> object:
    try:
        return _exact(lark.parse(text))
    except LarkError as err:
        return type(err).__name__


def _same_as_lark(lark: Lark, text: str) -> bool:
    fast = _outcome(lark, text)
    with _lark_loop(lark):
        slow = _outcome(lark, text)
    return fast == slow


def _pool_sample(every: int, longest: int) -> list[str]:
    texts = {normalize(text, face.name) for raw in raw_cards() for face in raw.faces for _line, text in face.lines}
    return sorted(t for t in texts if t and len(t) <= longest)[::every]


def test_fast_loop_parses_the_pool_sample_as_lark_loop() -> None:
    lark = parser()
    sample = _pool_sample(12, 140)
    assert len(sample) >= 30
    assert [text for text in sample if not _same_as_lark(lark, text)] == []


def test_lark_forest_walk_fallback_builds_the_same_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    """A forest with a cycle is handed to lark's `ForestToParseTree`: forced here for every parse."""
    def cycle(*_args: object) -> object:
        raise earley_engine._NotATree

    lark = parser()
    sample = _pool_sample(40, 140)
    monkeypatch.setattr(earley_engine, "_resolved_tree", cycle)
    assert [text for text in sample if not _same_as_lark(lark, text)] == []


PRIORITIES = r"""
start: phrase+
?phrase: "deal" amount "damage"       -> deal
       | "deal" WORD "damage"         -> deal_word
       | WORD+                        -> words
       | target
       | loud
loud.3: "deal" WORD WORD
target: "target" WORD
      | "target" "creature"           -> target_creature
amount: NUMBER | WORD
NUMBER: /\d+/
WORD: /[a-z]+/
%ignore " "
"""


@pytest.mark.parametrize("text", ["deal 3 damage", "deal x damage", "target creature deal two damage",
                                  "deal damage", "target creature", "target", "zap 3", "deal big damage now"])
def test_ambiguous_grammar_with_priorities_resolves_as_lark_loop(text: str) -> None:
    lark = Lark(PRIORITIES, parser="earley", lexer="dynamic", ambiguity="resolve")
    assert earley_lookahead.install(lark)
    assert _same_as_lark(lark, text)


NEW_FAMILY = r"""
// a phrase family added the usual way: its own terminals and %extend alternatives, loaded after the others
%extend clause: "you" "ponder" "the" /orb|sphere/ -> ponder_orb
%extend trigger: "whenever" "you" "ponder" -> t_ponder
"""


def test_a_new_phrase_family_fragment_parses_through_the_fast_loop() -> None:
    lark = Lark(grammar_text() + "\n" + NEW_FAMILY, parser="earley", lexer="dynamic", ambiguity="resolve",
                start="start")
    assert earley_lookahead.install(lark)
    for text in ("you ponder the orb.", "whenever you ponder, draw a card.", "draw a card. you ponder the sphere.",
                 "you ponder the cube."):
        assert _same_as_lark(lark, text), text
    tree = lark.parse("whenever you ponder, you ponder the orb.")
    assert any(sub.data == "ponder_orb" for sub in tree.iter_subtrees())


@pytest.mark.parametrize(("pattern", "expected"), [
    ("abc", {"a"}), ("a|b|cd", {"a", "b", "c"}), ("[xy]z", {"x", "y"}), ("(?:q)?r", {"q", "r"}),
    (r"\bto", {"t"}), ("(?=t)t", {"t"}), ("a*b", {"a", "b"}), ("[a-c]", {"a", "b", "c"}),
])
def test_first_characters_of_a_pattern(pattern: str, expected: set[str]) -> None:
    assert first_characters(re.compile(pattern)) == frozenset(expected)


@pytest.mark.parametrize("pattern", [r"\d+", ".x", "[^a]b", "a?", "(?i)a", r"\w"])
def test_first_characters_unknown_is_none(pattern: str) -> None:
    assert first_characters(re.compile(pattern)) is None


def test_no_terminal_matches_where_its_first_characters_say_it_cannot() -> None:
    """Every regular-expression terminal of the card grammar, at every position of the pool sample."""
    earley = parser().parser.parser
    regexps = earley.term_matcher.__self__.regexps
    wrong = []
    for text in _pool_sample(6, 400):
        for name, regexp in regexps.items():
            first = first_characters(regexp)
            if first is None:
                continue
            wrong += [(name, text, i) for i in range(len(text) + 1)
                      if regexp.match(text, i) is not None and (i == len(text) or text[i] not in first)]
    assert wrong == []
