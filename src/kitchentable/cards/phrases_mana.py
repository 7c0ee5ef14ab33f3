"""Builders for the `mana` block at the end of grammar.lark: mana abilities, costs and payments (kernel
`rules.mana_abilities`).

- "Add {W}{W}, {W}{U}, or {U}{U}." (the filter lands; 106.1): one of the listed groups, chosen as the ability
  resolves; with a mana cost ("{W/U}, {T}: ...") that mana is paid from the pool as it is activated (605.3a).
- "Add two mana in any combination of colors." / "... of {R} and/or {G}." (106.1): each unit its own type.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import COLOR_LETTER
from kitchentable.rules.abilities import (
    AddMana,
    Amount,
    Condition,
    Conditional,
    Effect,
    Filter,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.casting.triggered_mana import EVENT as MANA_TRIGGER_EVENT
from kitchentable.rules.casting.triggered_mana import PRODUCED

_LAND_TYPES = frozenset({"Forest", "Plains", "Island", "Swamp", "Mountain"})
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _unsupported(what: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(what)


def _symbols(ch: list[Any]) -> list[str]:
    return [str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA"]


class ManaPhrases:
    def mana_group(self, ch: list[Any]) -> str:
        return "".join(_symbols(ch))

    def mana_group_choice(self, ch: list[Any]) -> AddMana:
        """"Add {W}{W}, {W}{U}, or {U}{U}": one of the groups (each a string of mana symbols)."""
        groups = tuple(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return AddMana(choices=groups)

    def mana_combination_n(self, ch: list[Any]) -> AddMana:
        """"Add two mana in any combination of colors / of {R} and/or {G}" (106.1)."""
        n = _WORDS[str([t for t in ch if isinstance(t, Token) and t.type == "MANA_COUNT"][0])]
        return AddMana(choices=tuple(_symbols(ch)) or ("W", "U", "B", "R", "G"), amount=fixed(n), combination=True)

    # --- mana spent to cast a spell (rules.mana_spent) ---

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
        n = _WORDS[str([t for t in words if t.type == "NUMBER_WORD"][0])]
        color = COLOR_LETTER[str([t for t in words if t.type == "COLOR"][0])]
        return Condition("mana_spent", name=color, n=int(n))

    def if_spent_after(self, ch: list[Any]) -> list[Effect]:
        """"Create two tokens if {W} was spent to cast ~." (608.2c: the same as a leading "if")."""
        effects, cond = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(cond, tuple(effects))]

    def unless_spent(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice it unless {B} was spent to cast it.": the effect happens when the condition is false."""
        effects, cond = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(replace(cond, negate=not cond.negate), tuple(effects))]

    def if_spent_pair(self, ch: list[Any]) -> list[Effect]:
        """"~ deals 3 damage to each creature without flying if {R} was spent to cast ~ and 3 damage to each
        creature with flying if {G} was spent to cast it": two independent conditional parts, in order."""
        first, cond1, second, cond2 = [c for c in ch if not isinstance(c, Token)]
        return [Conditional(cond1, tuple(first)), Conditional(cond2, tuple(second))]

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

    # --- cost parts (rules.cost_parts) ---

    def c_life_x(self, ch: list[Any]) -> Any:
        """"Pay X life" as an additional cost (107.3; X announced as the spell is cast)."""
        return lambda c: replace(c, per_x="life")

    def c_bounce(self, ch: list[Any]) -> Any:
        """"Return a land you control to its owner's hand" / "return two Islands you control to their owner's
        hand" as a cost (118.3, 601.2h)."""
        c = [x for x in ch if not isinstance(x, Token)]
        n, d = c[0], c[1]
        if n == "x":
            raise _unsupported("return X permanents as a cost")
        flt = replace(d.filter(), controller="you")
        if flt.zone != "battlefield":
            raise _unsupported("return a card from another zone as a cost")
        return lambda cost: replace(cost, bounce=flt, bounce_count=int(n))

    # --- "If you do" after an instruction that may not happen (609.3; kernel `rules.effects.note_done`) ---

    def done_key(self, effect: Effect) -> str | None:
        """What a resolving effect remembers when it happened: "Sacrifice a creature. If you do, ...", "Discard
        a card. If you do, ...", "Remove a +1/+1 counter from ~. If you do, ...", "Tap target untapped creature
        you control. If you do, ...", "Exile ~. If you do, ..."; None for any other instruction (those keep
        needing "you may")."""
        kind = getattr(effect, "kind", "")
        subject = getattr(effect, "subject", None)
        you = subject is not None and subject.kind in ("you", "controller")
        if kind == "sacrifice" and (you or subject is not None and subject.kind == "self"):
            return "sacrificed"
        if kind == "discard" and you:
            return "discarded"
        if kind == "remove_counters":
            return "counters_removed"
        if kind == "tap" and subject is not None and subject.kind in ("target", "self"):
            return "tapped"
        if kind == "exile" and subject is not None and subject.kind in ("self", "target"):
            return "exiled"
        return None

    # --- triggered mana abilities (106.12a, 605.1b; kernel `rules.mana_triggers`) ---

    def _tapped_trigger(self, flt: Filter, whose: str) -> TriggerSpec:
        if "Land" not in flt.types and not flt.subtypes & _LAND_TYPES:
            raise _unsupported("tapped for mana: not a land")
        self.trigger_has_object = True  # type: ignore[attr-defined]
        return TriggerSpec(MANA_TRIGGER_EVENT, flt, whose)

    def t_tapped_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a Forest is tapped for mana, its controller adds an additional {G}"."""
        return self._tapped_trigger(self._odesc(ch), "tapper")  # type: ignore[attr-defined]

    def t_enchanted_tapped_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted land is tapped for mana, its controller adds ..." (the Aura's host, 303.4)."""
        word = str([t for t in ch if isinstance(t, Token) and t.type == "ENCHANTED_LAND"][0]).split()[1]
        flt = Filter(types=frozenset({"Land"}), attached=True)
        if word != "land":
            flt = replace(flt, subtypes=frozenset({word.capitalize()}))
        return self._tapped_trigger(flt, "tapper")

    def t_you_tap_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you tap a Swamp for mana, add an additional {B}"."""
        flt = replace(self._odesc(ch), controller="you")  # type: ignore[attr-defined]
        return self._tapped_trigger(flt, "you")

    def t_player_taps_for_mana(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a player taps a land for mana, that player adds one mana of any type that land produced"."""
        return self._tapped_trigger(self._odesc(ch), "tapper")  # type: ignore[attr-defined]

    def add_mana_tapper(self, ch: list[Any]) -> list[Effect]:
        """"its controller adds ..." / "that player adds ...": the player who tapped the land (106.12a)."""
        found = [c for c in ch if isinstance(c, AddMana)]
        return [found[0]]

    def mana_additional(self, ch: list[Any]) -> AddMana:
        return [c for c in ch if isinstance(c, AddMana)][0]

    def mana_produced(self, ch: list[Any]) -> AddMana:
        """"one mana of any type that land produced" (106.12a): a type the tapped land just made."""
        n = [c for c in ch if isinstance(c, int)]
        return AddMana(choices=(PRODUCED,), amount=fixed(n[0] if n else 1))
