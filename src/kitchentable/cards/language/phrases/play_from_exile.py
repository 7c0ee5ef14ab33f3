"""Playing cards from exile (611.2c, "impulse draw"): "exile the top card of your library. You may play that
card this turn / until the end of your next turn", "choose one of them. Until the end of your next turn, you may
play that card", "exile the top card of each player's library", and the permission to play them as long as
they remain exiled. The kernel side is `rules.continuous.play_from_exile`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import (
    Effect,
    Filter,
    Ref,
    Simple,
    fixed,
)


class PlayFromExilePhrases(PhraseBase):
    """Exiling cards and the permission to play them."""

    def impulse_play_always(self, ch: list[Any]) -> Any:
        """"You may play them." after "exile the top N cards of your library": for as long as they remain
        exiled (611.2c; a card that leaves exile is a new object, 400.7)."""
        cast_only = any(str(t) == "cast" for t in ch if isinstance(t, Token))
        return ("effects", [Simple("may_play_exiled", Ref("you"),
                                   params=(("duration", "permanent"), ("cast_only", cast_only)))])

    def iu_turn(self, ch: list[Any]) -> str:
        return "end_of_turn"

    def iu_next_turn(self, ch: list[Any]) -> str:
        return "end_of_your_next_turn"

    def iu_next_end_step(self, ch: list[Any]) -> str:
        return "until_your_next_end_step"

    def iu_while_exiled(self, ch: list[Any]) -> str:
        """"for as long as it remains exiled" (611.2c: a card that leaves exile is a new object, 400.7)."""
        return "while_exiled"

    def impulse_cast_if_nonland(self, ch: list[Any]) -> Any:
        """"If it's a nonland card, you may cast that card this turn.": the permission to cast it (a land card is
        never cast, 305.1, so the condition adds nothing the permission doesn't already say)."""
        tag, effects = self.impulse_play(ch)
        params = tuple((k, v) for k, v in effects[0].params if k != "cast_only")
        return (tag, [replace(effects[0], params=params + (("cast_only", True), ("if_nonland", True)))])

    def impulse_play(self, ch: list[Any]) -> Any:
        """"You may play that card this turn" / "Until the end of your next turn, you may play those cards": a
        permission for the cards the preceding "exile the top N cards" exiled (611.2c); "cast" leaves lands out."""
        c = _clean(ch)
        words = [str(x) for x in c if isinstance(x, Token)]
        duration = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        said = next((str(x) for x in c if isinstance(x, Token) and x.type == "IMPULSE_WHAT"), "")
        if said.startswith("nonland") and "cast" not in words:
            raise Unsupported("play nonland cards exiled this way")
        cast_only = "cast" in words  # a land is played, never cast (305.1): "cast" leaves lands out
        return ("effects", [Simple("may_play_exiled", Ref("you"),
                                   params=(("duration", duration), ("cast_only", cast_only), ("said", said)))])

    def impulse_choose_play(self, ch: list[Any]) -> Any:
        """"Choose one of them. Until the end of your next turn, you may play that card.": the permission covers
        the one exiled card the controller chooses as it resolves (608.2d)."""
        tag, effects = self.impulse_play(ch)
        return (tag, [replace(effects[0], params=effects[0].params + (("choose_one", True),))])

    def exile_top_card(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of your library" (406.2): remembered for a following permission to play it."""
        refs = [x for x in _clean(ch) if isinstance(x, Ref)]
        return [Simple("exile_top", refs[0] if refs else Ref("you"), fixed(1))]

    def exile_top_that_player(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of that player's library" (the player a trigger names, 406.2)."""
        counts = [x for x in _clean(ch) if isinstance(x, int)]
        return [Simple("exile_top", self._that_player(), fixed(counts[0] if counts else 1), (("imperative", True),))]

    def exile_top_of(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of each player's / target opponent's library" (406.2)."""
        c = _clean(ch)
        counts = [x for x in c if isinstance(x, int)]
        whose = str([x for x in c if isinstance(x, Token) and x.type == "TOP_OWNER"][0])
        who = {"each player's": Ref("each_player"), "each opponent's": Ref("each_opponent")}.get(whose)
        if who is None:
            flt = Filter(only_players=True, opponents_only=whose.startswith("target opponent"))
            who = self._target(flt)
        return [Simple("exile_top", who, fixed(counts[0] if counts else 1), (("imperative", True),))]
