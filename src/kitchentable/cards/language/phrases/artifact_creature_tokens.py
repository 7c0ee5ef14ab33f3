"""Colored artifact creature tokens (111.4, 111.10): "Create a 4/4 white and blue Golem artifact creature token." The
token has the colors, creature types and card types the effect names (the core grammar builds the colorless ones)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import CreateToken


class ArtifactCreatureTokensPhrases(PhraseBase):
    """`token_colored_artifact_creature`."""

    def token_colored_artifact_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        n, size, colors, subs = c[0], c[1], c[2], c[3]
        kws = c[4] if len(c) > 4 else frozenset()
        return self._token(n, size, colors, subs, {"Artifact", "Creature"}, kws)
