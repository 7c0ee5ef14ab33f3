"""Power and toughness limits of X (107.3, 601.2b-c): "Destroy target creature with power X or less." (Killing
Glare), "{X}, {T}: Tap target creature with power X or less." (Entrancing Lyre, Minamo Sightbender's "target
creature with power X or less can't be blocked this turn").

X is announced before targets are chosen (601.2b comes before 601.2c), so a target description may use it: the
filter carries `power_at_most_x` / `toughness_at_most_x`, and `rules.concepts.targets.with_x` replaces them with
the announced X when targets are chosen and again when they are checked on resolution (608.2b). "Destroy each
creature with power X or less" reads the X of the resolving spell the same way.

Only where X is the spell's or the activated ability's own (a triggered ability or a static has none to read)
and only on targets and "each"/"all" groups: `compile._check_x_filters` refuses every other place, where the
limit would be lost and the effect would take any creature; and where the sentence defines X ("where X is the
number of Islands you control"), which the flag would not read.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.core.amounts import _DEFINING_X
from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported


class XStatLimitsPhrases(PhraseBase):
    """"with power X or less", "with toughness X or less" as description suffixes."""

    def sf_power_le_x(self, ch: list[Any]) -> Any:
        _refuse_defined_x()
        return lambda d: _mark(d, "power_at_most_x")

    def sf_toughness_le_x(self, ch: list[Any]) -> Any:
        _refuse_defined_x()
        return lambda d: _mark(d, "toughness_at_most_x")


def _refuse_defined_x() -> None:
    """"... with toughness X or less, where X is the number of Islands you control" (Scourge of Fleets): the
    definition replaces amounts, not this flag, which would read the spell's own X instead, so it is refused."""
    if _DEFINING_X:
        raise Unsupported("with power or toughness x or less, where the sentence defines X")


def _mark(d: Desc, field: str) -> None:
    d.fields[field] = True
