"""Wording choices the compiled card leaves open, made as the card prints them (`cards.render.as_printed`,
`qualifier_order`), and renders that read as today's Oracle text (`render.effects`, `render.statics`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.cards.render.qualifier_order import qualities_as_printed
from tests.cards.card_text import card


def test_109_2_a_quality_before_or_after_the_controller_as_printed() -> None:
    hellkite = card("Test Hellkite {3}{R}{R}\nCreature — Dragon 5/5\nWhen Test Hellkite enters, it deals 1 damage to "
                    "each creature with flying an opponent controls.")
    assert rules_text(hellkite) == ["When this enters, this deals 1 damage to each creature with flying an "
                                    "opponent controls."]
    printed = "Test Rats gets +1/+1 for each other creature on the battlefield named Test Rats."
    assert qualities_as_printed("This gets +1/+1 for each other creature named Test Rats on the battlefield.",
                                printed) == "This gets +1/+1 for each other creature on the battlefield named Test Rats."


def test_601_2f_spells_you_cast_with_a_power_as_printed() -> None:
    claw = card("Test Claw {3}{G}\nLegendary Creature — Bear 4/3\nCreature spells you cast with power 4 or greater "
                "cost {2} less to cast.")
    assert rules_text(claw) == ["Creature spells you cast with power 4 or greater cost {2} less to cast."]


def test_611_3a_a_condition_said_after_what_it_governs_as_printed() -> None:
    ginger = card("Test Ginger {2}\nLegendary Artifact Creature — Food Knight 3/1\nTest Ginger has trample, "
                  "hexproof, and haste as long as an opponent controls a planeswalker.")
    assert rules_text(ginger) == ["This has trample, hexproof, and haste as long as an opponent controls a "
                                  "planeswalker."]


def test_614_1a_damage_instead_said_after_the_damage_it_replaces() -> None:
    bite = card("Test Bite {R}\nSnow Instant\nTest Bite deals 2 damage to target creature or planeswalker. If you "
                "control three or more snow permanents, it deals 3 damage instead.")
    assert rules_text(bite) == ["This deals 2 damage to target creature or planeswalker. If you control three or "
                                "more snow permanents, it deals 3 damage instead."]


def test_706_2_die_rows_after_the_first_name_the_object_it() -> None:
    rogue = card("Test Rogue {1}{B}\nCreature — Halfling Rogue 2/1\nWhenever Test Rogue attacks, roll a d20.\n"
                 "1—9 | Test Rogue gains deathtouch until end of turn.\n10—19 | It gets +1/+0 and gains deathtouch "
                 "until end of turn.\n20 | It gets +3/+0 and gains first strike and deathtouch until end of turn.")
    rows = rules_text(rogue)[0].split("\n")
    assert rows[1] == "1—9 | This gains deathtouch until end of turn."
    assert rows[2] == "10—19 | It gets +1/+0 and gains deathtouch until end of turn."


def test_701_9a_an_equivalent_wording_only_when_the_card_prints_it() -> None:
    trickster = card("Test Trickster {3}{U}{B}\nLegendary Creature — Faerie Knight 1/6\nWhenever you cast your first "
                     "spell during each opponent's turn, look at the top two cards of your library. Put one of those "
                     "cards into your hand and the other into your graveyard.")
    assert rules_text(trickster)[0].endswith("Put one of those cards into your hand and the other into your "
                                             "graveyard.")
    seer = card("Test Seer {1}{U}\nSorcery\nLook at the top two cards of your library. Put one of them into your hand "
                "and the other into your graveyard.")
    assert rules_text(seer) == ["Look at the top two cards of your library. Put one of them into your hand and the "
                                "other into your graveyard."]
