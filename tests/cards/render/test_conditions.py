"""Conditions as `cards show` writes them (`cards.render.conditions`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_702_33d_kicker_conditions_read_if_it_was_kicked(pool_text: dict[str, str]) -> None:
    assert "If this spell was kicked, this deals 4 damage to any target. Otherwise, this deals 2 damage to any " \
           "target." in pool_text["Burst Lightning"]
    assert "When this enters, if it was kicked," in pool_text["Goblin Bushwhacker"]


def test_602_5b_activation_windows_read_during_your_turn_or_step() -> None:
    veteran = card("Test Veteran {2}{W}\nCreature — Human Soldier 2/2\n{T}: Target creature gets +1/+1 until end "
                   "of turn. Activate only during your turn, before attackers are declared.")
    assert "Activate only during your turn, before attackers are declared." in " ".join(rules_text(veteran))
    augur = card("Test Augur {1}{B}\nCreature — Human 1/3\n{1}{B}: You gain 1 life. Activate only during your "
                 "upkeep.")
    assert "Activate only during your upkeep." in " ".join(rules_text(augur))


def test_702_threshold_reads_seven_or_more_cards_in_your_graveyard() -> None:
    ring = card("Test Ring\nLand\n{R}, {T}: Add {R}. Activate only if seven or more cards are in your graveyard.")
    assert "Activate only if seven or more cards are in your graveyard." in " ".join(rules_text(ring))


def test_305_7_a_fast_land_enters_tapped_unless_you_control_two_or_fewer_other_lands() -> None:
    cliffs = card("Test Cliffs\nLand\nTest Cliffs enters the battlefield tapped unless you control two or fewer "
                  "other lands.\n{T}: Add {B}.")
    assert "This enters tapped unless you control two or fewer other lands." in rules_text(cliffs)


def test_726_werewolves_count_spells_in_words() -> None:
    wolf = card("Test Wolf {2}{G}\nCreature — Werewolf 2/2\nAt the beginning of each upkeep, if a player cast two "
                "or more spells last turn, you gain 1 life.")
    assert "if a player cast two or more spells last turn" in " ".join(rules_text(wolf))
