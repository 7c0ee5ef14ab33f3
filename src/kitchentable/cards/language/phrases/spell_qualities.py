"""Description words for qualities that are not a type: "historic" (700.6: an artifact, a legendary, or a Saga) and
"kicked" (702.33d: a spell whose kicker cost was paid). "Whenever you cast a historic spell, draw a card.",
"Whenever you cast a kicked spell, ..."; the same words anywhere a description is read ("historic permanents you
control"). "With power 4, 5, or 6" / "with mana value 2 or 3": consecutive numbers are a range (both bounds);
others are refused. "Kicked" is read only in "kicked spell": kicker is paid for a spell (702.33d)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.core.descriptions import _noun
from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Filter


class SpellQualitiesPhrases(PhraseBase):
    """Builders of the adjective "historic" and the noun "kicked spell"."""

    def sq_historic(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("historic", True)

    def sq_kicked_spell(self, ch: list[Any]) -> Any:
        def kicked_spell(d: Any) -> None:
            d.spell = True
            d.fields["kicked"] = True

        return _noun(kicked_spell, "spell_noun")

    def sq_stat_three(self, ch: list[Any]) -> Any:
        """"with power 4, 5, or 6" (208.1, 202.3): consecutive numbers, the range from the first to the last."""
        return _stat_range(ch)

    def sq_stat_two(self, ch: list[Any]) -> Any:
        """"with mana value 2 or 3": two consecutive numbers."""
        return _stat_range(ch)


_STAT_FIELDS = {"power": ("min_power", "max_power"), "toughness": ("min_toughness", "max_toughness"),
                "mana value": ("min_mana_value", "max_mana_value")}


def _stat_range(ch: list[Any]) -> Any:
    stat = next(str(c) for c in ch if isinstance(c, Token) and str(c) in _STAT_FIELDS)
    numbers = [int(str(c)) for c in ch if isinstance(c, Token) and c.type == "NUMBER"]
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        raise Unsupported(f"with {stat} of numbers that aren't consecutive")
    low_field, high_field = _STAT_FIELDS[stat]
    if high_field not in Filter.__dataclass_fields__:
        raise Unsupported(f"with {stat} between two numbers")  # a description keeps no upper bound for it

    def apply(d: Any) -> None:
        d.fields[low_field] = numbers[0]
        d.fields[high_field] = numbers[-1]

    return apply
