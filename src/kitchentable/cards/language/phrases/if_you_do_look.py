"""A whole-sentence instruction (a look-and-pick over several sentences, `phrases.library_and_graveyard`) after
"If you do," (608.2c): it happens only if the optional action before it was done, as any "if you do" sentence
(`core.sentences.if_you_do`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean


class IfYouDoLookPhrases(PhraseBase):
    """"If you do, <whole sentence>."."""

    def iydl_if_you_do(self, ch: list[Any]) -> Any:
        said = _clean(ch)[0]
        effects = said[1] if isinstance(said, tuple) and said and said[0] == "effects" else said
        return ("if_you_do", list(effects))
