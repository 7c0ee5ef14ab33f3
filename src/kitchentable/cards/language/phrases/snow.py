"""Snow as a word of a description (205.4a: snow is a supertype, 205.4g: it has no rules of its own): "If it's a snow
card, you may reveal it and put it into your hand." (Frost Augur), "for each snow permanent you control", "target
nonsnow creature". The description's filter carries the supertype, as "legendary" and "basic" do."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase


class SnowPhrases(PhraseBase):
    """The adjectives "snow" and "nonsnow" (`adj_snow`, `adj_nonsnow`)."""

    def adj_snow(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("supertypes", set()).add("Snow")

    def adj_nonsnow(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("not_supertypes", set()).add("Snow")
