"""Conditions as `cards show` writes them (`cards.render.conditions`)."""

from __future__ import annotations


def test_702_33d_kicker_conditions_read_if_it_was_kicked(pool_text: dict[str, str]) -> None:
    assert "If this spell was kicked, this deals 4 damage to any target. Otherwise, this deals 2 damage to any " \
           "target." in pool_text["Burst Lightning"]
    assert "When this enters, if it was kicked," in pool_text["Goblin Bushwhacker"]
