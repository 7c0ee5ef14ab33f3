"""Tests of `cards.language.earley_lookahead`: the lookahead parser builds the very trees the plain Earley parser
builds (ambiguity resolved the same way) and refuses the same texts; on the card grammar, checked on a fixed
sample of the bundled pool's paragraphs. The whole pool and the 2017 database are compared card by card by
`benchmarks/import_speed.py`, too slow for a test with the plain parser."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from lark import Lark, Tree
from lark.exceptions import LarkError

from kitchentable.cards.language import earley_lookahead
from kitchentable.cards.language.parse import normalize, parse, parser, use_lookahead
from kitchentable.cards.pool import raw_cards


@contextmanager
def _plain(lark: Lark) -> Iterator[None]:
    assert earley_lookahead.set_enabled(lark, False)
    try:
        yield
    finally:
        earley_lookahead.set_enabled(lark, True)


def _both(lark: Lark, text: str) -> tuple[object, object]:
    def attempt() -> object:
        try:
            return lark.parse(text)
        except LarkError as err:
            return type(err)
    fast = attempt()
    with _plain(lark):
        plain = attempt()
    return fast, plain


def _deep_repr(tree: object) -> str:
    """The tree with every token's type, so equal trees of differently typed tokens differ."""
    if isinstance(tree, Tree):
        return f"{tree.data}(" + ", ".join(_deep_repr(c) for c in tree.children) + ")"
    return repr((getattr(tree, "type", None), str(tree)))


AMBIGUOUS = r"""
start: phrase+
?phrase: "deal" amount "damage" -> deal
       | "deal" WORD "damage"   -> deal_word
       | WORD+                  -> words
       | target
target: "target" WORD
      | "target" "creature"     -> target_creature
amount: NUMBER | WORD
NUMBER: /\d+/
WORD: /[a-z]+/
%ignore " "
"""


@pytest.mark.parametrize("text", ["deal 3 damage", "deal x damage", "target creature deal two damage",
                                  "deal damage", "target creature", "target", "zap 3"])
def test_ambiguous_grammar_resolves_as_the_plain_parser(text: str) -> None:
    lark = Lark(AMBIGUOUS, parser="earley", lexer="dynamic", ambiguity="resolve")
    assert earley_lookahead.install(lark)
    fast, plain = _both(lark, text)
    assert _deep_repr(fast) == _deep_repr(plain)


def test_a_grammar_with_a_nullable_rule_keeps_the_plain_parser() -> None:
    lark = Lark('start: "a" maybe "b"\nmaybe: "c"|\n%ignore " "', parser="earley", lexer="dynamic")
    assert not earley_lookahead.install(lark)
    assert not earley_lookahead.set_enabled(lark, False)
    assert lark.parse("a b") == Tree("start", [Tree("maybe", [])])


def _pool_sample(every: int, longest: int) -> list[str]:
    """Every `every`th distinct paragraph of the pool no longer than `longest` characters (the plain parser
    takes about a second for a long one)."""
    texts = {normalize(text, face.name) for raw in raw_cards() for face in raw.faces for _line, text in face.lines}
    return sorted(t for t in texts if t and len(t) <= longest)[::every]


def test_card_grammar_parses_the_pool_sample_as_the_plain_parser() -> None:
    lark = parser()
    assert isinstance(lark.parser.parser, earley_lookahead.LookaheadEarley)
    sample = _pool_sample(60, 90)
    assert len(sample) >= 6
    differ = [text for text in sample if (lambda f, p: _deep_repr(f) != _deep_repr(p))(*_both(lark, text))]
    assert differ == []


def test_use_lookahead_switches_what_parse_uses() -> None:
    text = "when ~ enters, draw a card."
    try:
        assert use_lookahead(False)
        plain = parse(text)
        assert use_lookahead(True)
        assert parse(text) is not plain
        assert _deep_repr(parse(text)) == _deep_repr(plain)
    finally:
        use_lookahead(True)
