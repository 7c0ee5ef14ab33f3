"""Mana (106, 605): mana abilities and their costs, mana spent to cast a spell, triggered mana abilities and
spending restrictions.

- "Add {W}{W}, {W}{U}, or {U}{U}." (one of the listed groups), "Add two mana in any combination of colors" (106.1),
  storage lands ("Remove any number of storage counters from ~: Add {W} for each storage counter removed this
  way", `rules.casting.storage_lands`).
- Mana spent (`rules.casting.mana_spent`): "if {R} was spent to cast ~", adamant, converge.
- "Whenever a Forest is tapped for mana, its controller adds an additional {G}" (106.12a, 605.1b;
  `rules.casting.triggered_mana`).
- "Spend this mana only to cast creature spells." (106.6; compiled as a whole paragraph, `compile_spend_only`),
  with Cavern of Souls' rider ", and that spell can't be countered" (`SpendRestriction`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.vocabulary import COLOR_LETTER
from kitchentable.cards.language.words import (
    NUMBER_WORDS,
    Parts,
    PhraseBase,
    Unsupported,
    _unsupported,
    nested_builder,
    restrict_mana_ability,
)
from kitchentable.rules.abilities import (
    AddMana,
    Amount,
    Condition,
    Conditional,
    Effect,
    Filter,
    SpendRestriction,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.casting.triggered_mana import EVENT as MANA_TRIGGER_EVENT
from kitchentable.rules.casting.triggered_mana import PRODUCED

_LAND_TYPES = frozenset({"Forest", "Plains", "Island", "Swamp", "Mountain"})


def _symbols(ch: list[Any]) -> list[str]:
    return [str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA"]


_SPEND_ONLY = re.compile(r"^(.*\.) spend this mana only to cast (.+?)(, and that spell can't be countered)?\.$")


def compile_spend_only(text: str, parts: Parts, card_types: frozenset[str],
                       compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """"{T}: Add one mana of any color. Spend this mana only to cast creature spells." (106.6): the mana
    ability's mana carries the restriction (rules.concepts.restricted_mana). False when the paragraph has none."""
    m = _SPEND_ONLY.match(text)
    if m is None:
        return False
    spells = re.sub(r" or an? ", " or ", m.group(2))
    spec = nested_builder("triggered").transform(parse(f"whenever you cast {spells}, draw a card."))
    if not (isinstance(spec, tuple) and spec[0] == "triggered" and spec[1].trigger.event == "cast"
            and spec[1].trigger.filter is not None):
        raise _unsupported("spend this mana only to cast " + m.group(2))
    flt = spec[1].trigger.filter
    only: Filter | SpendRestriction = SpendRestriction(flt, uncounterable=True) if m.group(3) else flt
    return restrict_mana_ability(m.group(1), text, parts, card_types, compile_rest, only,
                                 "spend this mana only after something other than a mana ability")


class ManaPhrases(PhraseBase):
    """Mana abilities, mana spent and triggered mana."""

    def mana_group(self, ch: list[Any]) -> str:
        return "".join(_symbols(ch))

    def mana_group_choice(self, ch: list[Any]) -> AddMana:
        """"Add {W}{W}, {W}{U}, or {U}{U}": one of the groups (each a string of mana symbols)."""
        groups = tuple(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return AddMana(choices=groups)

    def mana_combination_n(self, ch: list[Any]) -> AddMana:
        """"Add two mana in any combination of colors / of {R} and/or {G}" (106.1)."""
        n = NUMBER_WORDS[str([t for t in ch if isinstance(t, Token) and t.type == "MANA_COUNT"][0])]
        return AddMana(choices=tuple(_symbols(ch)) or ("W", "U", "B", "R", "G"), amount=fixed(n), combination=True)

    def s_x_mana_color(self, ch: list[Any]) -> Any:
        """"Spend only black mana on X." (Drain Life): the mana paid for X must be of that color (601.2h)."""
        color = COLOR_LETTER[str([t for t in ch if isinstance(t, Token) and t.type == "COLOR"][0])]
        return ("static", StaticAbility("x_mana_color", params=(("color", color),)))

    def cd_spent(self, ch: list[Any]) -> Condition:
        return [c for c in ch if isinstance(c, Condition)][0]

    def cd_mana_spent(self, ch: list[Any]) -> Condition:
        """"If {R} was spent to cast ~" / "if {U}{B} was spent to cast it": each symbol at least once."""
        symbols = _symbols(ch)
        if any(s not in ("W", "U", "B", "R", "G", "C") for s in symbols):
            raise _unsupported("mana spent of a kind that isn't a color or colorless")
        return Condition("mana_spent", name="".join(symbols), n=1)

    def cd_mana_spent_n(self, ch: list[Any]) -> Condition:
        """Adamant: "if at least three white mana was spent to cast ~"."""
        words = [t for t in ch if isinstance(t, Token)]
        n = NUMBER_WORDS[str([t for t in words if t.type == "NUMBER_WORD"][0])]
        color = COLOR_LETTER[str([t for t in words if t.type == "COLOR"][0])]
        return Condition("mana_spent", name=color, n=int(n))

    def if_spent_after(self, ch: list[Any]) -> list[Effect]:
        """"Create two tokens if {W} was spent to cast ~." (608.2c: the same as a leading "if"; the kind keeps
        the printed order for `cards show`)."""
        effects, cond = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(cond, tuple(effects), kind="conditional_after")]

    def unless_spent(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice it unless {B} was spent to cast it.": the effect happens when the condition is false."""
        effects, cond = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(replace(cond, negate=not cond.negate), tuple(effects))]

    def if_spent_pair(self, ch: list[Any]) -> list[Effect]:
        """"~ deals 3 damage to each creature without flying if {R} was spent to cast ~ and 3 damage to each
        creature with flying if {G} was spent to cast it": two independent conditional parts, in order."""
        first, cond1, second, cond2 = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(cond1, tuple(first), kind="conditional_after"),
                Conditional(cond2, tuple(second), kind="conditional_after")]

    def ae_colors_spent(self, ch: list[Any]) -> Amount:
        """Converge: "the number of colors of mana spent to cast ~"."""
        return Amount("colors_spent")

    def s_enters_counters_per_color(self, ch: list[Any]) -> Any:
        """Converge: "~ enters with a +1/+1 counter on it for each color of mana spent to cast it" (614.1c)."""
        words = [c for c in ch if not (isinstance(c, Token) and c.type.startswith("__ANON"))]
        n = words[0]
        kind = str([t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"][0])
        if n != 1:
            raise _unsupported("N counters for each color spent")
        return ("static", StaticAbility("enters_with_counters", amount=Amount("colors_spent"),
                                        params=(("counter", kind),)))

    def _tapped_trigger(self, flt: Filter, whose: str) -> TriggerSpec:
        if "Land" not in flt.types and not flt.subtypes & _LAND_TYPES:
            raise _unsupported("tapped for mana: not a land")
        self.trigger_has_object = True
        return TriggerSpec(MANA_TRIGGER_EVENT, flt, whose)

    def t_tapped_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a Forest is tapped for mana, its controller adds an additional {G}"."""
        return self._tapped_trigger(self._odesc(ch), "tapper")

    def t_enchanted_tapped_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted land is tapped for mana, its controller adds ..." (the Aura's host, 303.4)."""
        word = str([t for t in ch if isinstance(t, Token) and t.type == "ENCHANTED_LAND"][0]).split()[1]
        flt = Filter(types=frozenset({"Land"}), attached=True)
        if word != "land":
            flt = replace(flt, subtypes=frozenset({word.capitalize()}))
        return self._tapped_trigger(flt, "tapper")

    def t_you_tap_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you tap a Swamp for mana, add an additional {B}"."""
        flt = replace(self._odesc(ch), controller="you")
        return self._tapped_trigger(flt, "you")

    def t_player_taps_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a player taps a land for mana, that player adds one mana of any type that land produced"."""
        return self._tapped_trigger(self._odesc(ch), "tapper")

    def add_mana_tapper(self, ch: list[Any]) -> list[Effect]:
        """"its controller adds ..." / "that player adds ...": the player who tapped the land (106.12a)."""
        found = [c for c in ch if isinstance(c, AddMana)]
        self.mana_to_tapper = True
        return [found[0]]

    def mana_additional(self, ch: list[Any]) -> AddMana:
        return [c for c in ch if isinstance(c, AddMana)][0]

    def mana_produced(self, ch: list[Any]) -> AddMana:
        """"one mana of any type that land produced" (106.12a): a type the tapped land just made."""
        n = [c for c in ch if isinstance(c, int)]
        return AddMana(choices=(PRODUCED,), amount=fixed(n[0] if n else 1))

    def c_remove_any(self, ch: list[Any]) -> Any:
        kind = str([c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"][0])
        return lambda c: replace(c, remove_any=kind)

    def mana_per_removed(self, ch: list[Any]) -> Any:
        """"Add {W} for each storage counter removed this way": X mana of that type, X the counters removed."""
        sym = str([c for c in ch if isinstance(c, Token) and c.type == "MANA"][0]).strip("{}").upper()
        return AddMana((sym,), amount=Amount("x"))

    def mana_one_plus_per_removed(self, ch: list[Any]) -> Any:
        """"Add {B}, then add an additional {B} for each charge counter removed this way." (the mana batteries)."""
        syms = {str(c).strip("{}").upper() for c in ch if isinstance(c, Token) and c.type == "MANA"}
        if len(syms) != 1:
            raise Unsupported("two kinds of mana for removed counters")
        return AddMana((syms.pop(),), amount=Amount("x", plus=1))

    def mana_combination_x(self, ch: list[Any]) -> Any:
        """"Add X mana in any combination of {W} and/or {U}" (each mana one of those types; "of colors": WUBRG)."""
        syms = tuple(str(c).strip("{}").upper() for c in ch if isinstance(c, Token) and c.type == "MANA")
        return AddMana(choices=syms or ("W", "U", "B", "R", "G"), amount=Amount("x"), combination=True)
