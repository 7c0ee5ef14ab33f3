"""Replacements that add tokens to a creation (614.1a): "If you would create one or more Treasure tokens,
instead create those tokens plus an additional Treasure token." (Xorn), "If one or more tokens would be created
under your control, those tokens plus an additional Food token are created instead." (Peregrin Took), "... those
tokens plus that many 1/1 green Squirrel creature tokens are created instead." (Chatterfang). Kernel:
`rules.continuous.token_replacements` (with the multipliers, ordered by the creating player, 616.1)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import CreateToken, StaticAbility
from kitchentable.rules.continuous.token_replacements import TOKEN_EXTRA


class TokenReplacementsPhrases(PhraseBase):
    """Token creation that brings more tokens of another kind."""

    def ta_one(self, ch: list[Any]) -> tuple[str, Any]:
        return "one", self._added(ch)

    def ta_that_many(self, ch: list[Any]) -> tuple[str, Any]:
        return "that_many", self._added(ch)

    def _added(self, ch: list[Any]) -> Any:
        token = next(c for c in _clean(ch) if isinstance(c, CreateToken))
        if token.token is None or token.size is not None:
            raise _unsupported("an added token of a size read later")
        return token.token

    def _static(self, added: tuple[str, Any], *params: tuple[str, Any]) -> Any:
        count, extra = added
        return ("static", StaticAbility(TOKEN_EXTRA, params=(("whose", "you"), ("count", count), ("extra", extra),
                                                             *params)))

    def s_token_added_of_kind(self, ch: list[Any]) -> Any:
        """Xorn: only a creation of tokens of that kind (the subtypes it names) brings the additional one."""
        kind, added = [c for c in _clean(ch) if isinstance(c, (CreateToken, tuple))]
        assert isinstance(kind, CreateToken) and kind.token is not None
        if not kind.token.subtypes:
            raise _unsupported("tokens of a kind named without a subtype")
        return self._static(added, ("kind", tuple(sorted(kind.token.subtypes))), ("said", "you_create"))

    def s_token_added_you_create(self, ch: list[Any]) -> Any:
        """"If you would create one or more [creature] tokens, instead create those tokens plus ...\""""
        c = _clean(ch)
        creature = "creature" in str(c[0])
        return self._static(c[-1], ("said", "you_create"), *((("creature_only", True),) if creature else ()))

    def s_token_added(self, ch: list[Any]) -> Any:
        """"If one or more [creature] tokens would be created under your control, those tokens plus ... are created
        instead." (`tokens_would` of the doubling family: (creature tokens only, under your control only))."""
        (creature_only, yours), added = _clean(ch)
        if not yours:
            raise _unsupported("tokens created under any player's control bringing more")
        return self._static(added, *((("creature_only", True),) if creature_only else ()))
