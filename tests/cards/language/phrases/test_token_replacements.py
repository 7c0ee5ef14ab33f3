"""Tests of `cards.language.phrases.token_replacements` and the wordings of the multipliers beside it (614.1a):
each renders as the card says it, passive ("would be created ... are created instead") or active ("if an effect
would create ... it creates")."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card

SAID = [
    "If one or more creature tokens would be created under your control, twice that many of those tokens are "
    "created instead.",
    "If one or more tokens would be created under your control, three times that many of those tokens are created "
    "instead.",
    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
    "instead.",
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put "
    "on it instead.",
    "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on "
    "it instead.",
    "If an effect would put one or more counters on a permanent you control, it puts twice that many of those "
    "counters on that permanent instead.",
    "If one or more tokens would be created under your control, those tokens plus an additional Food token are "
    "created instead.",
    "If you would create one or more Clue tokens, instead create those tokens plus an additional Clue token.",
]


@pytest.mark.parametrize("text", SAID)
def test_614_1a_token_and_counter_replacements_render_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Multiplier {{2}}{{G}}\nEnchantment\n{text}")) == [text]


def test_614_1a_an_added_token_is_refused_for_any_players_tokens() -> None:
    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError):
        card("Test Odd {2}{G}\nEnchantment\nIf one or more tokens would be created, those tokens plus an additional "
             "Food token are created instead.")
