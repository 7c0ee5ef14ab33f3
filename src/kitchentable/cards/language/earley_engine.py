"""The card grammar's Earley loop, written for speed: lark's algorithm and lark's parse forest, step for step.

`earley_lookahead.LookaheadEarley` predicts only the rules the text ahead can start; what was left of an
import's time was lark's general machinery around a few hundred items per paragraph: an `Item` object with a
hash and an equality written in Python, columns and scan lists as ordered sets of them, the completer reading
the whole start column for each completed item, a forest node and its ordered sets built for every step even
when the paragraph then fails (most paragraphs a large database fails on fail late).

`FastEarley.run` does the same steps in the same order with cheaper pieces:

- each dotted rule (rule, position of the dot) is numbered once (`Dotted`), an item is (dotted rule, start)
  with an integer key, and a column or scan list is a dict from key to item (insertion-ordered, as lark's
  ordered sets are);
- a finished column (every column but the current one: the grammar has no empty rule, so an item that
  completes here started before here) is indexed once by the symbol its items expect, in column order: the
  completer reads exactly the items lark's scan of that column keeps, in the same order;
- the parse forest is not built while recognising: every step that would add a family to a forest node is
  written down (the node named by its label, (symbol, start, end), which lark's per-step node cache makes
  unique), and only a parse that succeeds replays them in order into lark's own `SymbolNode`s, `PackedNode`s
  and `TokenNode`s. Every node gets the same families in the same order, so lark's `ForestToParseTree` picks
  the same tree.

lark's Earley parser also has Joop Leo's right-recursion shortcut (its table is never filled in this lark
version) and held completions for empty rules (none here: `earley_lookahead.install` refuses a grammar with a
nullable rule), so neither is needed. Errors are lark's `UnexpectedCharacters` and `UnexpectedEOF` at the
same places; only their lists of expected terminals are shorter (the compiler reads no error's details).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF
from lark.grammar import NonTerminal, Rule, Symbol
from lark.parsers.earley_forest import (
    ForestSumVisitor,
    ForestToParseTree,
    PackedNode,
    StableSymbolNode,
    TokenNode,
)
from lark.utils import OrderedSet

COMPLETE, TERMINAL, NONTERMINAL = 0, 1, 2


class Dotted:
    """A rule with a dot before one of its symbols (or after all of them): lark's `Item` without the start."""

    __slots__ = ("number", "rule", "ptr", "s", "sid", "kind", "expect", "expect_code", "origin_code", "next",
                 "term", "match")

    def __init__(self, number: int, rule: Rule, ptr: int, codes: dict[tuple[bool, str], int],
                 symbols: dict[Any, int]) -> None:
        self.number = number
        self.rule = rule
        self.ptr = ptr
        complete = ptr == len(rule.expansion)
        self.s: Any = rule.origin if complete else (rule, ptr)  # lark's name for a forest node's symbol
        self.sid = symbols.setdefault(self.s, len(symbols))  # the same number for the same `s`
        self.expect: Symbol | None = None if complete else rule.expansion[ptr]
        self.kind = COMPLETE if complete else TERMINAL if rule.expansion[ptr].is_term else NONTERMINAL
        self.expect_code = -1 if self.expect is None else codes.setdefault((self.expect.is_term, self.expect.name),
                                                                           len(codes))
        self.origin_code = codes.setdefault((False, rule.origin.name), len(codes))
        self.next: Dotted | None = None
        self.term: Any = None  # the expected terminal's definition (for its TokenNode)
        self.match: Callable[..., Any] | None = None  # its regular expression's `match`


class Item:
    """An Earley item: a dotted rule, where its match started and the label of its forest node (None before
    it has read anything)."""

    __slots__ = ("dotted", "start", "node", "key")

    def __init__(self, dotted: Dotted, start: int, node: tuple[Any, int, int] | None) -> None:
        self.dotted = dotted
        self.start = start
        self.node = node
        self.key = dotted.number << 24 | start


class FastEarley:
    """The numbered dotted rules of a grammar, and `run`, one parse."""

    def __init__(self, rules: list[Rule], regexps: dict[str, Any], terminals_by_name: dict[str, Any],
                 ignore: list[str]) -> None:
        self.codes: dict[tuple[bool, str], int] = {}
        numbers: dict[Any, int] = {}
        self.first: dict[Rule, Dotted] = {}
        number = 0
        for rule in rules:
            if rule in self.first:
                continue
            chain = []
            for ptr in range(len(rule.expansion) + 1):
                dotted = Dotted(number, rule, ptr, self.codes, numbers)
                number += 1
                if dotted.kind == TERMINAL:
                    assert dotted.expect is not None
                    dotted.term = terminals_by_name[dotted.expect.name]
                    dotted.match = regexps[dotted.expect.name].match
                chain.append(dotted)
            for a, b in zip(chain, chain[1:], strict=False):
                a.next = b
            self.first[rule] = chain[0]
        self.ignore = [regexps[name].match for name in ignore]
        self.symbols: list[Any] = list(numbers)  # a forest node's symbol by its number (`Dotted.sid`)
        self.intermediate = [isinstance(symbol, tuple) for symbol in self.symbols]

    def run(self, text: str, start: str, predict: Callable[[NonTerminal, int], list[Rule]],
            tree_class: Any, callbacks: Any, sum_visitor: Any, resolve_ambiguity: bool) -> Any:
        """Parse `text` from `start`; `predict(symbol, i)` gives the rules to predict for `symbol` at `i` that
        were not predicted there yet (the lookahead filter), in lark's order."""
        first = self.first
        start_symbol = NonTerminal(start)
        start_code = self.codes.get((False, start), -2)
        columns: list[dict[int, Item]] = [{}]
        indexes: list[dict[int, list[Item]] | None] = [None]
        to_scan: dict[int, Item] = {}
        log: list[tuple[Any, ...]] = []  # (label, s, rule, start, left label, right label or (token, term))
        for rule in predict(start_symbol, 0):
            dotted = first[rule]
            item = Item(dotted, 0, None)
            if dotted.kind == TERMINAL:
                to_scan.setdefault(item.key, item)
            else:
                columns[0].setdefault(item.key, item)

        def complete(i: int) -> None:
            """lark's predictor and completer at `i`, on the column's items, last added first."""
            column = columns[i]
            stack = list(column.values())
            asked: set[int] = set()  # symbols predicted here: asking again gives no rule (`predict` keeps them)
            while stack:
                item = stack.pop()
                dotted = item.dotted
                kind = dotted.kind
                if kind == COMPLETE:
                    if item.node is None:  # an empty rule: none in a grammar the filter accepts
                        item.node = dotted.sid << 42 | item.start << 21 | i
                        log.append((item.node, dotted.s, dotted.rule, item.start, None, None))
                    j = item.start
                    index = indexes[j]
                    if index is None:
                        index = indexes[j] = {}
                        for o in columns[j].values():
                            code = o.dotted.expect_code
                            if code >= 0:
                                index.setdefault(code, []).append(o)
                    for o in index.get(dotted.origin_code, ()):
                        advanced = o.dotted.next
                        assert advanced is not None
                        label = advanced.sid << 42 | o.start << 21 | i
                        log.append((label, advanced.s, advanced.rule, i, o.node, item.node))
                        new = Item(advanced, o.start, label)
                        if advanced.kind == TERMINAL:
                            to_scan.setdefault(new.key, new)
                        elif new.key not in column:
                            column[new.key] = new
                            stack.append(new)
                elif kind == NONTERMINAL and dotted.expect_code not in asked:
                    asked.add(dotted.expect_code)
                    for rule in predict(dotted.expect, i):  # type: ignore[arg-type]
                        predicted = first[rule]
                        new = Item(predicted, i, None)
                        if predicted.kind == TERMINAL:
                            to_scan.setdefault(new.key, new)
                        elif new.key not in column:
                            column[new.key] = new
                            stack.append(new)

        delayed: defaultdict[int, list[tuple[Item, int, Token | None]]] = defaultdict(list)
        line, column_no = 1, 1
        size = len(text)
        for i in range(size):
            if columns[i]:
                complete(i)
            # the scanner: each expected terminal matched here, its item held until the match's end
            if to_scan:
                # each terminal matched once here, one token for all the items expecting it (lark makes one per
                # item: equal tokens, of which a tree can hold only one, since a tree covers each position once)
                found: dict[int, tuple[int, Token] | None] = {}
                for item in to_scan.values():
                    dotted = item.dotted
                    code = dotted.expect_code
                    if code in found:
                        hit = found[code]
                    else:
                        m = dotted.match(text, i)  # type: ignore[misc]
                        hit = found[code] = None if m is None else (
                            m.end(), Token(dotted.expect.name, m.group(0), i, line, column_no))  # type: ignore[union-attr]
                    if hit is not None:
                        delayed[hit[0]].append((item, i, hit[1]))
            for ignored in self.ignore:
                m = ignored(text, i)
                if m:
                    # an item not matched yet waits past the ignored text, as does a finished start symbol
                    held = delayed[m.end()]
                    held.extend((item, i, None) for item in to_scan.values())
                    held.extend((item, i, None) for item in columns[i].values()
                                if item.dotted.kind == COMPLETE and item.dotted.origin_code == start_code)
            next_scan: dict[int, Item] = {}
            next_column: dict[int, Item] = {}
            columns.append(next_column)
            indexes.append(None)
            for item, _at, token in delayed.pop(i + 1, ()):
                if token is not None:
                    token.end_line, token.end_column, token.end_pos = line, column_no + 1, i + 1
                    dotted = item.dotted
                    advanced = dotted.next
                    assert advanced is not None
                    label = advanced.sid << 42 | item.start << 21 | (i + 1)
                    log.append((label, advanced.s, dotted.rule, item.start, item.node, (token, dotted.term)))
                    item = Item(advanced, item.start, label)
                if item.dotted.kind == TERMINAL:
                    next_scan.setdefault(item.key, item)
                else:
                    next_column.setdefault(item.key, item)
            if not next_column and not delayed and not next_scan:
                raise UnexpectedCharacters(text, i, line, column_no, {item.dotted.expect.name  # type: ignore[union-attr]
                                                                      for item in to_scan.values()})
            to_scan = next_scan
            if text[i] == "\n":
                line, column_no = line + 1, 1
            else:
                column_no += 1
        if columns[size]:
            complete(size)
        solutions = [item.node for item in columns[size].values()
                     if item.dotted.kind == COMPLETE and item.node is not None and item.start == 0
                     and item.dotted.origin_code == start_code]
        solutions = list(dict.fromkeys(solutions))
        if not solutions:
            raise UnexpectedEOF([item.dotted.expect.name for item in to_scan.values()])  # type: ignore[union-attr]
        if len(solutions) > 1:
            raise RuntimeError("the Earley loop completed the start symbol twice")
        if resolve_ambiguity and sum_visitor in (None, ForestSumVisitor):
            try:
                return _resolved_tree(log, solutions[0], callbacks, sum_visitor is not None, self.intermediate)
            except _NotATree:
                pass  # a cycle in the forest: lark's own walk knows what to drop
        transformer = ForestToParseTree(tree_class, callbacks, sum_visitor and sum_visitor(), resolve_ambiguity,
                                        not resolve_ambiguity)
        return transformer.transform(_forest(log, solutions[0], self.symbols))


class _NotATree(Exception):
    """The forest under the root has a cycle (or is too deep to walk here): build lark's forest instead."""


Label = int
"""A forest node's label, lark's (symbol, start, end) as one number: the symbol's number << 42 | start << 21 | end
(a paragraph is far shorter than 2**21 characters)."""


def _resolved_tree(log: list[tuple[Any, ...]], root: Label, callbacks: dict[Rule, Any], priorities: bool,
                   intermediate: list[bool]) -> Any:
    """The tree lark's `ForestToParseTree` picks (ambiguity "resolve"), read straight from the written-down
    steps without building the forest.

    lark keeps a node's families in an ordered set that drops a family equal to one already there (the same
    left node and an equal right node: the same node, or a token of the same terminal and text); with rule
    priorities its `ForestSumVisitor` gives a family the priority of its rule (not for an intermediate node's
    family) plus its children's, and a node the highest of its families'; at each node it takes the first
    family in the order (empty first, higher priority first, earlier rule first), ties in the order they were
    added. Each picked family's children are built the same way; a rule's callback makes its subtree, and an
    intermediate node passes its children up as a list, as lark's walk does. A cycle raises `_NotATree`."""
    steps = _steps_by_label(log)
    families: dict[Label, list[tuple[Rule, Any, Any]]] = {}

    def family_list(label: Label) -> list[tuple[Rule, Any, Any]]:
        """The node's families as lark's ordered set keeps them (a later equal one dropped)."""
        known = families.get(label)
        if known is not None:
            return known
        kept: list[tuple[Rule, Any, Any]] = []
        seen: set[tuple[Any, Any]] = set()
        for _label, _s, rule, _start, left, right in steps[label]:
            key = (left, right if right is None or type(right) is int else (right[0].type, str(right[0])))
            if key not in seen:
                seen.add(key)
                kept.append((rule, left, right))
        families[label] = kept
        return kept

    priority: dict[Label, float] = {}
    visiting: set[Label] = set()

    def node_priority(label: Label) -> float:
        known = priority.get(label)
        if known is not None:
            return known
        if label in visiting:
            raise _NotATree
        visiting.add(label)
        inside = intermediate[label >> 42]
        best = float("-inf")
        for rule, left, right in family_list(label):
            value = rule.options.priority if not inside and rule.options.priority else 0
            if right is not None:
                value += node_priority(right) if type(right) is int else right[1].priority
            if left is not None:
                value += node_priority(left)
            best = max(best, value)
        visiting.discard(label)
        priority[label] = best
        return best

    def family_priority(label: Label, rule: Rule, left: Any, right: Any) -> float:
        if not priorities:
            return float("-inf")  # lark's default: no visitor set any priority
        value = rule.options.priority if not intermediate[label >> 42] and rule.options.priority else 0
        if right is not None:
            value += priority[right] if type(right) is int else right[1].priority
        if left is not None:
            value += priority[left]
        return value

    def build(label: Label) -> Any:
        if label in visiting:
            raise _NotATree
        visiting.add(label)
        options = family_list(label)
        if len(options) == 1:
            rule, left, right = options[0]
        else:
            rule, left, right = min(options, key=lambda f: (f[1] is None and f[2] is None,
                                                            -family_priority(label, *f), f[0].order))
        children: list[Any] = []
        if left is not None:
            built = build(left)
            if intermediate[left >> 42] and isinstance(built, list):
                children += built
            else:
                children.append(built)
        if right is not None:
            children.append(build(right) if type(right) is int else right[0])
        visiting.discard(label)
        return children if intermediate[label >> 42] else callbacks[rule](children)

    try:
        if priorities:
            node_priority(root)
        return build(root)
    except RecursionError:
        raise _NotATree from None


def _steps_by_label(log: list[tuple[Any, ...]]) -> dict[Label, list[tuple[Any, ...]]]:
    """The written-down steps grouped by the node they complete, each group in the order the steps were made
    (the order lark's forest gives a node's families)."""
    steps: dict[Label, list[tuple[Any, ...]]] = {}
    for step in log:
        found = steps.get(step[0])
        if found is None:
            steps[step[0]] = [step]
        else:
            found.append(step)
    return steps


def _forest(log: list[tuple[Any, ...]], root: Label, symbols: list[Any]) -> StableSymbolNode:
    """lark's parse forest under `root`, from the written-down steps: each node reachable from the root gets
    its families in the steps' order (a node the root does not reach cannot change the tree, so it is not
    built)."""
    steps = _steps_by_label(log)
    nodes: dict[Label, StableSymbolNode] = {}
    mask = (1 << 21) - 1

    def node(label: Label) -> StableSymbolNode:
        made = nodes.get(label)
        if made is None:
            made = nodes[label] = _symbol_node(symbols[label >> 42], label >> 21 & mask, label & mask)
            todo.append(label)
        return made

    todo: list[Label] = []
    top = node(root)
    while todo:
        label = todo.pop()
        families = nodes[label]._children.d
        for _label, s, rule, start, left, right in steps[label]:
            left_node = None if left is None else node(left)
            if right is None:
                right_node = None
            elif type(right) is int:
                right_node = node(right)
            else:
                right_node = TokenNode(*right)
            families[PackedNode(nodes[label], s, rule, start, left_node, right_node)] = None
    return top


_NO_PATHS: OrderedSet[Any] = OrderedSet()
"""Every node's (empty) set of Leo paths: lark fills one only in the right-recursion shortcut it never takes."""


def _symbol_node(s: Any, start: int, end: int) -> StableSymbolNode:
    """A `StableSymbolNode` as its constructor makes it, without the constructor's cost (this is most of the
    nodes' building time)."""
    node = StableSymbolNode.__new__(StableSymbolNode)
    node.s, node.start, node.end = s, start, end
    children = OrderedSet.__new__(OrderedSet)
    children.d = {}
    node._children = children
    node.paths = _NO_PATHS
    node.paths_loaded = False
    node.priority = float("-inf")
    node.is_intermediate = isinstance(s, tuple)
    return node
