"""Builders for the phrases about libraries, hands, information and later moments (the `tplinfo` block at the
end of grammar.lark): delayed triggered abilities (603.7), revealing a hand (701.16), looking at or revealing
the top cards of your library and putting them back, clash (701.23) and coin flips (705).

`cards.compiler.Builder` mixes this class in; each method returns what the compiler's own builders return
(a list of effects for a clause, a tagged sentence, a condition). The executors are in
`rules/effects_info.py`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.rules.abilities import Condition, Effect, Ref, Simple, fixed


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


def _n(tok: Any) -> Any:
    from kitchentable.cards.compiler import _amount, _int

    return _amount(_int(tok)) if not isinstance(tok, int) else fixed(tok)


_WHEN_TEXT = {"upkeep": "the next turn's upkeep", "end": "the next end step"}


class InfoPhrases:
    """Mixed into the compiler's transformer."""

    # --- delayed triggered abilities (603.7) ---

    def dt_upkeep(self, ch: list[Any]) -> str:
        return "upkeep"

    def dt_end(self, ch: list[Any]) -> str:
        return "end"

    @staticmethod
    def _delayed(effects: list[Effect], when: str) -> Simple:
        """603.7a: the effects happen when a delayed triggered ability created now triggers, once, at the
        beginning of the next turn's upkeep or of the next end step; targets are chosen now, with the spell
        or ability that creates it."""
        return Simple("delayed_trigger", Ref("you"), params=(
            ("when", when), ("effects", tuple(effects)), ("text", f"at the beginning of {_WHEN_TEXT[when]}")))

    def delayed(self, ch: list[Any]) -> list[Effect]:
        """"Draw a card at the beginning of the next turn's upkeep." / "Sacrifice it at the beginning of the
        next end step." (603.7)"""
        effects, when = _clean(ch)
        return [self._delayed(effects, when)]

    def delayed_sentence(self, ch: list[Any]) -> Any:
        """"At the beginning of the next end step, return it to the battlefield." (603.7)"""
        when, effects = _clean(ch)
        return ("effects", [self._delayed(effects, when)])

    # --- revealing a hand (701.16) ---

    def reveal_hand(self, ch: list[Any]) -> list[Effect]:
        who = _clean(ch)[0]
        return [Simple("reveal_hand", who)]

    def reveal_choose_exile(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent reveals their hand. You choose a nonland card from it and exile that card." """
        c = _clean(ch)
        who, n, d = c[0], c[-2], c[-1]
        return [Simple("exile_chosen_from_hand", who, _n(n), (("filter", d.filter(zone="hand")),))]

    # --- the top cards of your library ---

    def look_head(self, ch: list[Any]) -> Any:
        return _n(_clean(ch)[0])

    def reveal_head(self, ch: list[Any]) -> Any:
        return _n(_clean(ch)[0])

    def id_hand(self, ch: list[Any]) -> str:
        return "hand"

    def id_battlefield(self, ch: list[Any]) -> str:
        return "battlefield"

    def ir_bottom(self, ch: list[Any]) -> tuple[str, str]:
        return ("bottom", "any")

    def ir_bottom_random(self, ch: list[Any]) -> tuple[str, str]:
        return ("bottom", "random")

    def ir_top(self, ch: list[Any]) -> tuple[str, str]:
        return ("top", "any")

    def ir_graveyard(self, ch: list[Any]) -> tuple[str, str]:
        return ("graveyard", "")

    def ir_hand(self, ch: list[Any]) -> tuple[str, str]:
        return ("hand", "")

    @staticmethod
    def _look(n: Any, *params: tuple[str, Any]) -> list[Effect]:
        return [Simple("look_top", Ref("you"), n, tuple(params))]

    def look_reorder(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top N cards of your library, then put them back in any order." """
        return self._look(_clean(ch)[0], ("pick", 0), ("rest", "top"), ("order", "any"))

    def look_put_n(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top N cards of your library. Put K of them into your hand and the rest ..." """
        c = _clean(ch)
        n, k, rest = c[0], c[1], c[-1]
        return self._look(n, ("pick", int(_n(k).value)), ("to", "hand"), ("rest", rest[0]), ("order", rest[1]))

    def _may(self, ch: list[Any], reveal: bool, reveal_pick: bool) -> list[Effect]:
        c = [x for x in _clean(ch) if not isinstance(x, Token)]
        n, k, d = c[0], c[1], c[2]
        dest = c[3] if len(c) == 5 else "hand"
        rest = c[-1]
        return self._look(n, ("reveal", reveal), ("reveal_pick", reveal_pick), ("pick", int(_n(k).value)),
                          ("may", True), ("filter", d.filter(zone="any")), ("to", dest), ("rest", rest[0]),
                          ("order", rest[1]))

    def look_may_reveal(self, ch: list[Any]) -> list[Effect]:
        """"... You may reveal a creature card from among them and put it into your hand. Put the rest on the
        bottom of your library in any order." (the chosen card is revealed, 701.16)"""
        return self._may(ch, False, True)

    def look_may_put(self, ch: list[Any]) -> list[Effect]:
        return self._may(ch, False, False)

    def reveal_may_put(self, ch: list[Any]) -> list[Effect]:
        return self._may(ch, True, False)

    def reveal_put_all(self, ch: list[Any]) -> list[Effect]:
        """"Reveal the top N cards of your library. Put all Zombie cards revealed this way into your hand and
        the rest ..." """
        c = _clean(ch)
        n, d, dest, rest = c[0], c[1], c[2], c[3]
        return self._look(n, ("reveal", True), ("all", True), ("filter", d.filter(zone="any")), ("to", dest),
                          ("rest", rest[0]), ("order", rest[1]))

    # --- clash (701.23) and coin flips (705) ---

    def clash(self, ch: list[Any]) -> list[Effect]:
        return [Simple("clash", Ref("you"))]

    def flip_coin(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return [Simple("flip_coin", c[0] if c else Ref("you"))]

    def cd_won_clash(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_clash")

    def cd_won_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip")

    def cd_lost_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip", negate=True)
