"""Coin flips (705) beyond "flip a coin": "flip a coin until you lose a flip" (705.1, Okaun, Eye of Chaos),
"whenever a player wins a coin flip" / "whenever you win a coin flip" (a flip the player won, 705.2); and the
dice replacement "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest
roll." (706.5, 614.1a: Barbarian Class). Kernel: `rules.additional.coin_flips`, `dice_class_station.roll`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple, StaticAbility, TriggerSpec


class CoinFlipsPhrases(PhraseBase):
    """Flipping until a loss, coin-flip wins, and one more die."""

    def flip_until_lose(self, ch: list[Any]) -> list[Effect]:
        """705.1: the controller flips, again after each win, until a flip is lost."""
        return [Simple("flip_until_lose", Ref("you"))]

    def t_won_coin_flip(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a player wins a coin flip" / "whenever you win a coin flip" (705.2): each flip won."""
        whose = next((c for c in _clean(ch) if isinstance(c, str)), "you")
        return TriggerSpec("won_coin_flip", None, whose)

    def s_roll_one_more_die(self, ch: list[Any]) -> Any:
        """706.5, 614.1a: each roll of its controller is made with one more die, the lowest result ignored."""
        return ("static", StaticAbility("roll_one_more_die"))
