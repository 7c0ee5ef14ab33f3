"""Giving control of a permanent to another player (613.1b, layer 2): "Target opponent gains control of target
permanent you control." (Donate, Harmless Offering), "... you may have target opponent gain control of target
permanent you control." (Iroh, Tea Master), "Target opponent gains control of this artifact." (Jinxed Idol).
Kernel: `rules.continuous.control_gifts`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Effect, Ref, Simple


class ControlGiftsPhrases(PhraseBase):
    """A player other than the effect's controller gains control of a permanent."""

    def gp_target_player(self, ch: list[Any]) -> Ref:
        return self.p_target_player(ch)  # type: ignore[attr-defined,no-any-return]

    def gp_target_opponent(self, ch: list[Any]) -> Ref:
        return self.p_target_opponent(ch)  # type: ignore[attr-defined,no-any-return]

    def give_control(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        player, what = c[0], c[1]
        duration = c[2] if len(c) > 2 else "permanent"
        if not isinstance(player, Ref) or not isinstance(what, Ref):
            raise _unsupported("control given to something other than a player")
        said: tuple[tuple[str, Any], ...] = ()
        if what == player:  # "it" read as the player just named: in "when ~ enters, ... gains control of it", ~
            if not self.trigger_on_self:
                raise _unsupported("gains control of it")
            what, said = Ref("self"), (("said_it", True),)
        return [Simple("give_control", what, params=(("to", player), ("duration", duration), *said))]
