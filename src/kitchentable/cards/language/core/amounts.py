"""Amounts and counts (107.1, 107.3, 608.2h): "2", "X", "the number of creatures you control", "its power",
"that much", and numbers defined by the text ("..., where X is the number of cards in your hand", 107.3c).

Counted amounts are `Amount`s the kernel reads as the effect happens. A paragraph ending in "where X is ..."
is compiled without the definition and then every X in it becomes that amount (`compile_where_x`; an X whose
definition names "it" is read by the grammar in its sentence, `sentence_where_x`)."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.vocabulary import (
    COLOR_LETTER,
    TYPE_BY_WORD,
)
from kitchentable.cards.language.words import (
    MULTIPLIER_WORDS,
    Desc,
    PhraseBase,
    Unsupported,
    _amount,
    _anon,
    _clean,
    _int,
    _unsupported,
    nested_ability,
    nested_builder,
)
from kitchentable.rules.abilities import (
    Amount,
    Filter,
    Optional_,
    Ref,
    StaticAbility,
)

WHERE_X = re.compile(r", where x is ([^.]+)\.")



_PRONOUNS = re.compile(r"\b(it|its|they|their|them|that|those|this)\b")


def where_x_amount(expr: str) -> Amount:
    """The amount after "where X is" (107.3c): an amount expression of the card language, optionally
    "twice ..." or "... minus N" / "... plus N"."""
    times, plus = 1, 0
    for word, n in MULTIPLIER_WORDS.items():
        if expr.startswith(word + " "):
            times, expr = n, expr[len(word) + 1:]
    if _PRONOUNS.search(expr):  # "its power": what "it" names depends on the sentence, not known here
        raise _unsupported(f"where x is {expr}")
    tail = re.fullmatch(r"(.+) (minus|plus) (\d+)", expr)
    if tail is not None:
        expr, plus = tail.group(1), int(tail.group(3)) * (-1 if tail.group(2) == "minus" else 1)
    tag, effects = nested_builder("spell").transform(parse(f"you gain life equal to {expr}."))
    amount = effects[0].amount if tag == "spell" and len(effects) == 1 else None
    if not isinstance(amount, Amount) or amount.kind == "x" or amount.half_round_up:
        raise _unsupported(f"where x is {expr}")
    return replace(amount, times=amount.times * times, plus=amount.plus * times + plus)


def _with_x(node: Any, amount: Amount) -> Any:
    """`node` with every X amount replaced by `amount` (composed with that X's own multiplier and addend)."""
    if isinstance(node, Amount):
        if node.kind != "x":
            return node
        if node.half_round_up or (node.times < 0 and amount.plus):
            raise _unsupported("where x is")
        return replace(amount, times=amount.times * node.times, plus=amount.plus * node.times + node.plus)
    if isinstance(node, Optional_) and node.x is None and node.cost is not None and node.cost.mana is not None \
            and node.cost.mana.x:
        node = replace(node, x=amount)  # "unless its controller pays {X}, where X is ..." (the cost's X)
    if isinstance(node, tuple):
        return tuple(_with_x(n, amount) for n in node)
    if isinstance(node, list):
        return [_with_x(n, amount) for n in node]
    if is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in fields(node):
            old = getattr(node, f.name)
            new = _with_x(old, amount)
            if new is not old:
                changes[f.name] = new
        return replace(node, **changes) if changes else node
    return node


_DEFINING_X: list[bool] = []  # set while a paragraph with "where X is" compiles (compile_where_x)


def x_anthem(flt: Filter | None, p: Amount, t: Amount, keywords: frozenset[str]) -> StaticAbility:
    """"~ gets +X/+X, where X is ..." (613.4c): an anthem whose size is counted continuously (the layer system
    multiplies its signs by the amount). Only inside a paragraph that defines X: an undefined X would be 0."""
    def sign(a: Amount) -> int | None:
        if a.kind == "x":
            return a.times
        return 0 if a.value == 0 else None
    sp, st = sign(p), sign(t)
    if not _DEFINING_X or sp is None or st is None:
        raise _unsupported("variable anthem")
    return StaticAbility("anthem", flt, sp, st, keywords=keywords, amount=Amount("x"))


_PART_LISTS = ("spell", "activated", "triggered", "static", "additional", "optional", "alternative")


def compile_where_x(text: str, found: re.Match[str], parts: Any, card_types: frozenset[str]) -> None:
    """"... deals X damage to that player, where X is the number of cards in their hand minus 4." (107.3c):
    compile the paragraph without the definition, then give its X that value. A card with {X} in its mana cost
    never defines X in its text, so the X here is always this one."""
    amount = where_x_amount(found.group(1).strip())
    before = {name: list(getattr(parts, name)) for name in _PART_LISTS}
    modal = parts.spell_modal
    _DEFINING_X.append(True)
    try:
        nested_ability(text[:found.start()] + "." + text[found.end():], parts, card_types)
    finally:
        _DEFINING_X.pop()
    for name in _PART_LISTS:
        items = getattr(parts, name)
        old = before[name]
        keep = len(old) if name != "spell" else 0  # the spell's one Mode is rebuilt with the new effects
        items[keep:] = [_with_x(item, amount) for item in items[keep:]]
        if name == "activated" and any(a.cost.mana is not None and a.cost.mana.x for a in items[keep:]):
            raise _unsupported("an {x} cost defined by the text")
        if name == "static" and _reads_layered_values(amount) \
                and any(s.kind != "enters_with_counters" for s in items[keep:]):
            raise _unsupported("a static ability's X read from permanents' power or toughness (613.8)")
    if parts.spell_modal is not modal:
        parts.spell_modal = _with_x(parts.spell_modal, amount)


def _reads_layered_values(amount: Amount) -> bool:
    """Does the amount read permanents' characteristics as the layers make them ("the greatest power among
    creatures you control")? A static ability's amount is read inside the layer system, so it may not."""
    return amount.kind in ("greatest_power", "greatest_toughness") and amount.filter is not None \
        and amount.filter.zone == "battlefield"


def where_x_in_context(found: re.Match[str]) -> bool:
    """Is this "where X is" amount one that names something of its sentence ("its power", "that spell's mana
    value")? Those are left to the grammar (`sentence_where_x`), which reads them where "it" is known."""
    return bool(_PRONOUNS.search(found.group(1)))


class AmountPhrases(PhraseBase):
    """Counts, amounts and amount expressions (`ae_*`)."""

    def count_word(self, ch: list[Any]) -> int | str:
        if not ch:
            return 1
        return _int(ch[0])

    def a_num(self, ch: list[Any]) -> Amount:
        return _amount(_int(ch[0]))

    def a_x(self, ch: list[Any]) -> Amount:
        return Amount("x")

    def a_that_much(self, ch: list[Any]) -> Amount:
        return Amount("remembered", name="amount")

    def ae_count(self, ch: list[Any]) -> Amount:
        d: Desc = _clean(ch)[0]
        return Amount("count", filter=d.filter())

    def ae_hand(self, ch: list[Any]) -> Amount:
        return Amount("hand_size")

    def ae_graveyard(self, ch: list[Any]) -> Amount:
        return Amount("cards_in_graveyard")

    def ae_graveyard_desc(self, ch: list[Any]) -> Amount:
        d: Desc = _clean(ch)[0]
        return Amount("cards_in_graveyard", filter=d.filter(zone="any"))

    def ae_graveyard_type(self, ch: list[Any]) -> Amount:
        t = TYPE_BY_WORD[_anon(ch)[0].split()[0]]
        return Amount("cards_in_graveyard", filter=Filter(types=frozenset({t}), zone="any"))

    def _whose(self, word: str) -> Ref:
        if word == "~'s":
            return Ref("self")
        if word.startswith("the sacrificed") or word.startswith("the exiled"):
            self.last_ref = Ref("it")  # Momentous Fall: "... the sacrificed creature's power, then ... its toughness"
            return Ref("it")
        return self._it()

    def ae_power(self, ch: list[Any]) -> Amount:
        return Amount("power", ref=self._whose(_anon(ch)[0]))

    def ae_toughness(self, ch: list[Any]) -> Amount:
        return Amount("toughness", ref=self._whose(_anon(ch)[0]))

    def ae_mana_value(self, ch: list[Any]) -> Amount:
        return Amount("mana_value", ref=self._whose(_anon(ch)[0]))

    def ae_life(self, ch: list[Any]) -> Amount:
        return Amount("life")

    def ae_x(self, ch: list[Any]) -> Amount:
        return Amount("x")

    def ae_counters(self, ch: list[Any]) -> Amount:
        return Amount("counters", name=str(_clean(ch)[0]))

    def ae_that_much(self, ch: list[Any]) -> Amount:
        return Amount("remembered", name="amount")

    def ae_spells_cast(self, ch: list[Any]) -> Amount:
        return Amount("spells_cast_this_turn")

    def ae_opponents(self, ch: list[Any]) -> Amount:
        return Amount("opponents")

    def ae_basic_land_types(self, ch: list[Any]) -> Amount:
        """Domain: "the number of basic land types among lands you control" (205.3i: at most five)."""
        return Amount("basic_land_types")

    def each_basic_land_type(self, ch: list[Any]) -> Amount:
        """Domain: "for each basic land type among lands you control" (205.3i), one per type."""
        return Amount("basic_land_types")

    def ae_devotion(self, ch: list[Any]) -> Amount:
        return Amount("devotion", filter=Filter(colors=frozenset({COLOR_LETTER[str(_clean(ch)[0])]})))

    def sentence_where_x(self, ch: list[Any]) -> Any:
        """"Target creature gets +X/+0 until end of turn, where X is its power." (107.3c): the amount is read in
        the sentence's own context ("its" is the target), then every X of the sentence becomes it."""
        c = _clean(ch)
        effects, amount = c[0], c[-1]
        if not isinstance(amount, Amount) or amount.kind == "x":
            raise _unsupported("where x is")
        return ("effects", [_with_x(e, amount) for e in effects])

    def ae_that_stat(self, ch: list[Any]) -> Amount:
        """"that creature's power" (608.2h: read as the effect happens, last known information if it left)."""
        what = [str(t) for t in ch if "power" in str(t) or "toughness" in str(t)][-1]
        return Amount("power" if what == "power" else "toughness", ref=self._it())

    def ae_that_mana_value(self, ch: list[Any]) -> Amount:
        """"that spell's mana value" (202.3)."""
        return Amount("mana_value", ref=self._it())

    def ae_that_player_hand(self, ch: list[Any]) -> Amount:
        """"the number of cards in that player's hand": the targeted player's, as the effect happens."""
        for i in range(len(self.targets) - 1, -1, -1):
            if self.targets[i].filter.only_players or self.targets[i].filter.players:
                return Amount("hand_size", ref=Ref("target", self._last() - (len(self.targets) - 1 - i)))
        raise _unsupported("that player's hand")

    def ae_minus(self, ch: list[Any]) -> Amount:
        """"3 minus the number of cards in their hand" (never below 0, 107.1b)."""
        parts = _clean(ch)
        n, amount = _int(parts[0]), parts[-1]
        if not isinstance(n, int) or amount.times != 1 or amount.plus:
            raise Unsupported("minus")
        return replace(amount, times=-1, plus=n)

    def ae_less(self, ch: list[Any]) -> Amount:
        """"the number of cards in their hand minus 4" (never below 0, 107.1b)."""
        parts = _clean(ch)
        amount, n = parts[0], _int(parts[-1])
        if not isinstance(n, int):
            raise Unsupported("minus")
        return replace(amount, plus=amount.plus - n * 1)

    def ae_plus(self, ch: list[Any]) -> Amount:
        """"1 plus the number of creatures ..." (an amount and a fixed number added)."""
        parts = _clean(ch)
        n, amount = _int(parts[0]), parts[-1]
        if not isinstance(n, int) or amount.times != 1:
            raise Unsupported("plus")
        return replace(amount, plus=amount.plus + n)
