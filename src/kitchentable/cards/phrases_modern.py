"""Builders for the `modern` block at the end of grammar.lark: the wording today's Oracle text uses where older
printings said something else word for word, so a modern database compiles wherever the 2017 one did.

- "Shuffle." alone (701.20a; since 2020 Oracle drops "your library" from "shuffle your library") is built by
  `InfoPhrases.shuffle_library`, the same effect as the long form.
- "target opponent or planeswalker" (115.4; the 2018 Oracle update of "target opponent" burn spells): an opponent,
  or any planeswalker, whoever controls it.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Filter, Ref


class ModernPhrases:
    """Mixed into the compiler's transformer."""

    def p_target_opponent_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Planeswalker"}), players=True, opponents_only=True))  # type: ignore[attr-defined, no-any-return]
