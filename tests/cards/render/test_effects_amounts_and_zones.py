"""Effects of `cards.render.effects` said as today's Oracle text says them: a doubled count in "where X is"
(107.3c) and the graveyards exiled whole (404)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import Simple
from tests.cards.card_text import card


def test_107_3c_x_counters_where_x_is_twice_a_count_keeps_twice() -> None:
    sword = card("Test Swordsman {3}{B}\nLegendary Creature — Human Rogue 2/2\nWhen Test Swordsman enters, mill "
                 "three cards. Then put X +1/+1 counters on Test Swordsman, where X is twice the number of creature "
                 "cards in your graveyard.")
    put = sword.triggered[0].effect.modes[0].effects[1]
    assert isinstance(put, Simple) and put.amount.times == 2  # what it does: two counters per creature card
    assert rules_text(sword) == ["When this enters, mill three cards. Put X +1/+1 counters on this, where X is "
                                 "twice the number of creature cards in your graveyard."]


def test_404_exile_all_graveyards_is_said_by_the_zones_name() -> None:
    relic = card("Test Relic {1}\nArtifact\n{1}, Exile Test Relic: Exile all graveyards. Draw a card.")
    assert rules_text(relic) == ["{1}, Exile this: Exile all graveyards. Draw a card."]
