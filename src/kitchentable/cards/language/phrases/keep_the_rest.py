"""Choosing permanents to keep and losing the rest (701.17 sacrifice, 701.7 destroy): "Each player chooses six
lands they control, then sacrifices the rest." (Planetary Annihilation, Single Combat, Natural Balance), "Each player
chooses a creature they control. Destroy the rest." (Divine Reckoning), "Choose up to one creature. Destroy the
rest." (Duneblast), "Choose a creature at random, then destroy the rest." (Last One Standing).

One effect, `Simple("keep_the_rest")` (kernel `rules.stack.keep_the_rest`): params "filter" (the permanents
chosen among), "rest" ("sacrifice": each player sacrifices their own rest; "destroy"), "chooser" ("each": each
player among their own; "you": the controller among all; "random": one chosen at random among all), "up_to"."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, _clean, _unsupported, count_of
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed

KEEP_THE_REST = "keep_the_rest"


class KeepTheRestPhrases(PhraseBase):
    """"chooses N <permanents> ..., then sacrifices / destroy the rest"."""

    def _keep(self, n: Any, d: Desc, rest: str, chooser: str, up_to: bool = False,
              over: int | None = None) -> tuple[str, list[Effect]]:
        flt = d.filter()
        if flt.zone != "battlefield" or d.spell or d.card:
            raise _unsupported("keeping something other than permanents")
        subject = Ref("each_player") if chooser == "each" else Ref("you")
        return ("effects", [Simple(KEEP_THE_REST, subject, fixed(count_of(n)), (
            ("filter", flt), ("rest", rest), ("chooser", chooser), ("up_to", up_to),
            *((("over", over),) if over is not None else ())))])

    def _kept_parts(self, ch: list[Any]) -> list[Any]:
        return [c for c in _clean(ch) if c is not None]

    def keep_each_sacrifice_rest(self, ch: list[Any]) -> Any:
        n, d = self._kept_parts(ch)
        return self._keep(n, d, "sacrifice", "each")

    def keep_each_over_sacrifice_rest(self, ch: list[Any]) -> Any:
        """Natural Balance: a player with fewer than the threshold keeps everything anyway when the threshold is
        one more than the number kept, so the condition changes nothing; any other threshold is refused."""
        over, d_over, n, d = self._kept_parts(ch)
        if count_of(over) != count_of(n) + 1 or d_over.filter() != d.filter():
            raise _unsupported("a threshold other than one more than the number kept")
        return self._keep(n, d, "sacrifice", "each", over=count_of(over))

    def keep_each_destroy_rest(self, ch: list[Any]) -> Any:
        n, d = self._kept_parts(ch)
        return self._keep(n, d, "destroy", "each")

    def keep_up_to_destroy_rest(self, ch: list[Any]) -> Any:
        n, d = self._kept_parts(ch)
        return self._keep(n, d, "destroy", "you", up_to=True)

    def keep_random_destroy_rest(self, ch: list[Any]) -> Any:
        n, d = self._kept_parts(ch)
        return self._keep(n, d, "destroy", "random")
