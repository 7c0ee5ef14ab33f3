"""Trigger conditions as `cards show` writes them (`cards.render.triggers`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_509_5b_blocks_a_creature_when_the_effect_names_that_creature() -> None:
    """"Whenever ~ blocks a creature" triggers once for each creature it blocks, which its effect names."""
    wall = card("Test Wall {3}{U}\nCreature — Wall 0/4\nDefender\nWhenever Test Wall blocks a creature, tap that "
                "creature.")
    assert "Whenever this blocks a creature, tap that creature." in rules_text(wall)


def test_603_2_an_aura_that_destroys_its_creature_reads_when() -> None:
    """The Aura goes to the graveyard with its creature, so the trigger happens once: "When"; an Equipment moves on
    to the next creature, so its trigger stays "Whenever"."""
    solid = card("Test Solid {1}{U}{U}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature is dealt damage, "
                 "destroy it.")
    assert "When enchanted creature is dealt damage, destroy that creature." in rules_text(solid)


def test_709_4_a_flip_card_flips_at_the_beginning_of_the_end_step() -> None:
    pupil = card("Test Pupil {1}{G}\nCreature — Human Monk 2/2\nAt the beginning of the end step, if there are two or "
                 "more ki counters on Test Pupil, you may flip it.")
    said = " ".join(rules_text(pupil))
    assert "At the beginning of the end step, if there are two or more ki counters on this," in said


def test_603_2_each_player_s_upkeep_when_its_condition_names_that_player() -> None:
    visitor = card("Test Visitor {1}{B}\nCreature — Vampire 3/1\nAt the beginning of each player's upkeep, if that "
                   "player has no cards in hand, you draw a card and you lose 1 life.")
    assert rules_text(visitor)[0].startswith("At the beginning of each player's upkeep, if that player has no cards")


def test_104_2_winning_at_the_end_step_reads_the_end_step() -> None:
    seer = card("Test Seer {2}{G}{U}\nCreature — Human Wizard 2/3\nAt the beginning of the end step, if you control "
                "four or more creatures named Test Seer, you win the game.")
    assert rules_text(seer) == ["At the beginning of the end step, if you control four or more creatures named Test "
                                "Seer, you win the game."]


def test_205_3_a_subtype_opening_a_trigger_s_effect_keeps_its_capital() -> None:
    general = card("Test General {1}{R}\nCreature — Goblin Warrior 2/2\nWhenever Test General attacks, Goblin creatures "
                   "you control get +1/+1 until end of turn.")
    assert rules_text(general) == ["Whenever this attacks, Goblin creatures you control get +1/+1 until end of turn."]


def test_603_2_a_creature_that_sacrifices_itself_on_combat_damage_reads_when() -> None:
    bomber = card("Test Bomber {1}{B}{R}\nCreature — Bird Shaman 2/2\nFlying\nWhen Test Bomber deals combat damage to a "
                  "player, create two 1/1 red Goblin creature tokens and sacrifice Test Bomber.")
    assert any(line.startswith("When this deals combat damage to a player, ") for line in rules_text(bomber))


def test_601_2a_a_spell_cast_from_a_graveyard_or_from_yours() -> None:
    """"from a graveyard" (any graveyard, Ash Zealot) and "from your graveyard" (cards you own) read as written."""
    from tests.cards.card_text import card

    any_yard = card("Test Zealot {R}{R}\nCreature — Human Warrior 2/2\nWhenever a player casts a spell from a "
                    "graveyard, Test Zealot deals 3 damage to that player.")
    assert "Whenever a player casts a spell from a graveyard," in " ".join(rules_text(any_yard))
    yours = card("Test Keeper {1}\nArtifact\nWhenever an opponent casts a spell from your graveyard, you draw a card.")
    assert "Whenever an opponent casts a spell from your graveyard," in " ".join(rules_text(yours))


def test_601_2a_a_spell_cast_from_a_hand_keeps_its_description() -> None:
    """"Whenever you cast an instant or sorcery spell from your hand": the spell's description and "your hand" read
    as written (the head used to say "a spell from their hand" whatever the trigger matched)."""
    yours = card("Test Study {1}{U}\nEnchantment\nWhenever you cast an instant or sorcery spell from your hand, scry 1.")
    assert "Whenever you cast an instant or sorcery spell from your hand, scry 1." in rules_text(yours)
    theirs = card("Test Storm {3}{R}\nEnchantment\nWhenever a player casts a spell from their hand, that player "
                  "loses 1 life.")
    assert "Whenever a player casts a spell from their hand," in " ".join(rules_text(theirs))


def test_113_6m_a_graveyard_ability_returning_its_card_reads_as_printed() -> None:
    """"return ~ to your hand" from a graveyard ability reads so (not "from your graveyard to your hand"), and
    "return ~ from your graveyard to the battlefield" keeps its words (its owner puts it there, 110.2a)."""
    zombie = card("Test Zombie {1}{B}\nCreature — Zombie 2/1\nAt the beginning of your upkeep, if Test Zombie is in "
                  "your graveyard, you may pay {1}{B}{B}. If you do, return Test Zombie to your hand.")
    assert "If you do, return this to your hand." in " ".join(rules_text(zombie))
    traitor = card("Test Traitor {B}{B}\nCreature — Spirit 1/1\nWhenever another creature is put into your graveyard "
                   "from the battlefield, you may pay {B}. If you do, return Test Traitor from your graveyard to the "
                   "battlefield.")
    assert "If you do, return this from your graveyard to the battlefield." in " ".join(rules_text(traitor))


def test_404_2_a_card_put_into_your_graveyard_is_returned_as_yours() -> None:
    """"that card" put into your graveyard is a card you own: "put that card on top of your library", "return that
    card to the battlefield" (under your control, said or not), as printed."""
    mortuary = card("Test Mortuary {3}{B}\nEnchantment\nWhenever a creature is put into your graveyard from the "
                    "battlefield, put that card on top of your library.")
    assert "put that creature on top of your library." in " ".join(rules_text(mortuary))


def test_608_2h_sacrifice_this_and_it_deals_damage_is_one_sentence() -> None:
    """"sacrifice ~ and it deals 3 damage to target player": "it" is the card just named (its last known
    information deals the damage), even in a trigger about another creature."""
    bombers = card("Test Bombers {3}{R}\nCreature — Goblin 3/4\nWhen another creature enters, sacrifice Test Bombers "
                   "and it deals 3 damage to target player.")
    assert bombers.triggered[0].effect.modes[0].effects[1].source.kind == "self"  # type: ignore[attr-defined]
    assert "When another creature enters, sacrifice this and it deals 3 damage to target player." in \
        rules_text(bombers)


def test_404_2_a_description_s_alternatives_keep_their_printed_order() -> None:
    """"an attacking Kithkin or Elf is put into your graveyard": the two subtypes read in the printed order."""
    mourner = card("Test Mourner {2}{G}\nCreature — Kithkin 2/2\nWhenever an attacking Kithkin or Elf is put into your "
                   "graveyard from the battlefield, you may draw a card.")
    assert "Whenever an attacking Kithkin or Elf is put into your graveyard from the battlefield, you may draw a card." \
        in rules_text(mourner)
