"""A two-color token's colors are named around the color wheel, as card text names them (105.2, 111.4): "green
and blue", "green and white", "red and white", "black and green"; the compiled token has both colors either way."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card


def test_111_4_two_color_tokens_name_their_colors_in_card_order() -> None:
    for pair in ("green and blue", "green and white", "red and white", "black and green", "white and blue"):
        spell = card(f"Test Pair Maker {{2}}\nSorcery\nCreate a 1/1 {pair} Spirit creature token.")
        assert render(spell).splitlines()[-1] == f"Create a 1/1 {pair} Spirit creature token."
