"""Effects as `cards show` writes them (`cards.render.effects`)."""

from __future__ import annotations


def test_400_11b_wishes_and_ante_say_where_the_card_comes_from(pool_text: dict[str, str]) -> None:
    assert "You may reveal a sorcery card you own from outside the game and put it into your hand." \
        in pool_text["Burning Wish"]
    assert "Discard your hand. Ante the top card of your library. Draw seven cards." \
        in pool_text["Contract from Below"]
