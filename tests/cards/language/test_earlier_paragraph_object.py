"""Tests of `cards.language.earlier_paragraph_object` (608.2c): a spell's later paragraph that says "that
creature" names the target an earlier paragraph chose, not the spell; where the earlier paragraphs chose no single
object, the card is refused."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, scenario, settle

SURGE = card("Test Surge {G}\nSorcery\nTarget creature gets +2/+2 until end of turn.\nThat creature gains trample "
             "until end of turn.")
CHALLENGE = card("Test Challenge {2}{G}\nSorcery\nAll creatures able to block target creature this turn do so.\n"
                 "Ferocious — That creature gains indestructible until end of turn if you control a creature with "
                 "power 4 or greater.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
BIG = card("Test Mammoth {4}\nCreature — Elephant 5/5")


def _cast_on(spell, target_card, *mine):  # type: ignore[no-untyped-def]
    s = scenario()
    lands(s, 0, 3, "Forest")
    target = s.battlefield(0, target_card)
    for extra in mine:
        s.battlefield(0, extra)
    held = s.hand(0, spell)
    game = s.start("main1")
    game.apply(("cast", held))
    game.apply(("target", target))
    settle(game, (("pay",),))
    return game, target


def test_608_2c_that_creature_in_a_later_paragraph_is_the_earlier_target() -> None:
    game, ox = _cast_on(SURGE, OX)
    c = chars(game.state, ox)
    assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords


def test_608_2c_a_later_paragraph_s_trailing_condition_gives_the_earlier_target_the_ability() -> None:
    game, ox = _cast_on(CHALLENGE, OX, BIG)
    assert "indestructible" in chars(game.state, ox).keywords
    game, ox = _cast_on(CHALLENGE, OX)  # no creature with power 4 or greater: the condition is false
    assert "indestructible" not in chars(game.state, ox).keywords


@pytest.mark.parametrize("text", [
    "Test Lone {G}\nSorcery\nDraw a card.\nThat creature gains trample until end of turn.",
    "Test Pair {G}\nSorcery\nTap two target creatures.\nThat creature gains trample until end of turn.",
    "Test Player {G}\nSorcery\nTarget player draws a card.\nThat creature gains trample until end of turn.",
])
def test_608_2c_that_creature_naming_no_single_earlier_object_is_refused(text: str) -> None:
    with pytest.raises(CardError, match="earlier paragraph"):
        card(text)


BLAST = card("Test Blast {R}\nInstant\nTest Blast deals 1 damage to target creature.\nThreshold — Test Blast deals "
             "3 damage to that creature instead if seven or more cards are in your graveyard.")
SLIP = card("Test Slip {B}\nInstant\nTarget creature gets -1/-1 until end of turn.\nThreshold — That creature gets "
            "-3/-3 until end of turn instead if seven or more cards are in your graveyard.")


def _cast_with_graveyard(spell, cards_in_graveyard: int):  # type: ignore[no-untyped-def]
    s = scenario()
    lands(s, 0, 1, "Swamp" if spell is SLIP else "Mountain")
    for _ in range(cards_in_graveyard):
        s.graveyard(0, OX)
    target = s.battlefield(1, BIG)
    held = s.hand(0, spell)
    game = s.start("main1")
    game.apply(("cast", held))
    game.apply(("target", target))
    settle(game, (("pay",),))
    return game, target


def test_608_2c_a_later_instead_paragraph_replaces_the_earlier_instruction_on_the_earlier_target() -> None:
    game, mammoth = _cast_with_graveyard(BLAST, 0)
    assert game.state.objects[mammoth].damage == 1
    game, mammoth = _cast_with_graveyard(BLAST, 7)
    assert game.state.objects[mammoth].damage == 3  # instead: not 1 and 3


def test_608_2c_that_creature_gets_instead_in_a_later_paragraph() -> None:
    game, mammoth = _cast_with_graveyard(SLIP, 0)
    assert chars(game.state, mammoth).power == 4
    game, mammoth = _cast_with_graveyard(SLIP, 7)
    assert chars(game.state, mammoth).power == 2  # -3/-3 instead of -1/-1


RAGE = card("Test Rage {1}{G}\nInstant\nTarget creature gains double strike until end of turn.\nFerocious — That "
            "creature also gains trample until end of turn if you control a creature with power 4 or greater.")


def test_608_2c_that_creature_also_gains_in_a_later_paragraph() -> None:
    game, ox = _cast_on(RAGE, OX, BIG)
    assert {"double strike", "trample"} <= chars(game.state, ox).keywords
    game, ox = _cast_on(RAGE, OX)
    keywords = chars(game.state, ox).keywords
    assert "double strike" in keywords and "trample" not in keywords
    assert any("It also gains trample until end of turn if" in line for line in rules_text(RAGE))


def test_608_2c_that_creature_also_without_an_earlier_paragraph_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Also {R}\nInstant\nThat creature also gains trample until end of turn if you control a creature "
             "with power 4 or greater.")
