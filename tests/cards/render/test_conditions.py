"""Conditions as `cards show` writes them (`cards.render.conditions`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_702_33d_kicker_conditions_read_if_it_was_kicked(pool_text: dict[str, str]) -> None:
    assert "This deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead." \
        in pool_text["Burst Lightning"]  # 614.1a: the kicked branch replaces the other, as Oracle text says it
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


def test_adamant_reads_at_least_three_mana_of_a_color_was_spent_to_cast_this_spell() -> None:
    fruit = card("Test Fruit {2}{B}\nSorcery\nTarget player draws two cards and loses 2 life.\nAdamant — If at "
                 "least three black mana was spent to cast this spell, create a Food token.")
    assert "If at least three black mana was spent to cast this spell, create a Food token." in \
        " ".join(rules_text(fruit))


def test_602_5b_a_verge_reads_a_swamp_or_a_mountain_in_its_color_pair_order() -> None:
    for pair in (("a Swamp", "a Mountain"), ("a Plains", "an Island"), ("a Forest", "a Plains")):
        verge = card(f"Test Verge\nLand\n{{T}}: Add {{C}}. Activate only if you control {pair[0]} or {pair[1]}.")
        assert f"Activate only if you control {pair[0]} or {pair[1]}." in " ".join(rules_text(verge))


def test_702_174b_the_gift_reads_as_promised_and_bargain_as_bargained() -> None:
    maw = card("Test Maw {U}\nInstant\nGift a tapped Fish\nReturn target creature an opponent controls to its "
               "owner's hand. If the gift was promised, you gain 2 life.")
    text = rules_text(maw)
    assert text[0].startswith("Gift a tapped Fish (702.174")
    assert "If the gift was promised, you gain 2 life." in " ".join(text)
    assert "promised opponent gets" not in " ".join(text)  # the keyword line says what the gift is
    shooter = card("Test Shooter {1}{G}{G}\nCreature — Raccoon Archer 4/4\nGift a card\nReach\nWhen this "
                   "creature enters, if the gift was promised, destroy target artifact an opponent controls.")
    text = rules_text(shooter)
    assert text.index("Gift a card (702.174)") < text.index("When this enters, if the gift was promised, destroy target "
                                                  "artifact an opponent controls.")
    seconds = card("Test Seconds {2}{B}\nSorcery\nBargain\nIf this spell was bargained, you gain 3 life.")
    assert "If this spell was bargained, you gain 3 life." in " ".join(rules_text(seconds))


def test_611_3a_a_condition_on_the_card_s_own_state_says_it() -> None:
    raptors = card("Test Raptors {4}{W}\nCreature — Bird 2/3\nFlying\nAs long as Test Raptors is untapped, it gets "
                   "+0/+2.")
    assert "As long as this is untapped, this gets +0/+2." in rules_text(raptors)
    lancer = card("Test Lancer {2}{W}\nCreature — Soltari Knight 2/2\nAs long as Test Lancer is attacking, it has first "
                  "strike.")
    assert "As long as this is attacking, this has first strike." in rules_text(lancer)


def test_611_3a_no_permanents_you_control_reads_you_control_no() -> None:
    cat = card("Test Cat {3}{R}{R}\nCreature — Cat 3/3\nTest Cat gets +3/+3 as long as you control no untapped "
               "lands.")
    assert rules_text(cat) == ["This gets +3/+3 as long as you control no untapped lands."]  # as printed
    plague = card("Test Plague {2}{B}{B}\nEnchantment\nAt the beginning of the end step, if no creatures are on the "
                  "battlefield, sacrifice Test Plague.")
    assert "if no creatures are on the battlefield, sacrifice this." in rules_text(plague)[0]


def test_611_3a_the_turn_and_attacking_alone_read_as_printed() -> None:
    glory = card("Test Glory {2}{W}{R}\nEnchantment\nAs long as it's not your turn, creatures you control get +0/+2.")
    assert rules_text(glory) == ["As long as it's not your turn, creatures you control get +0/+2."]
    prowler = card("Test Prowler {2}{U}{U}\nCreature — Illusion 1/5\nTest Prowler can't be blocked as long as it's "
                   "attacking alone.")
    assert rules_text(prowler) == ["This can't be blocked as long as it's attacking alone."]  # as printed


def test_702_112b_a_renowned_condition_reads_this_is_renowned() -> None:
    berserker = card("Test Berserker {1}{R}{R}\nCreature — Human Berserker 2/2\nRenown 1\nWhenever an opponent casts "
                     "a noncreature spell, if Test Berserker is renowned, Test Berserker deals 2 damage to that player.")
    assert "if this is renowned, this deals 2 damage to that player." in " ".join(rules_text(berserker))


def test_608_2c_it_s_a_card_off_the_battlefield_reads_a_card() -> None:
    recruitment = card("Test Recruitment {1}{B}\nSorcery\nReturn target creature card from your graveyard to your "
                       "hand. If it's a Zombie card, draw a card.")
    assert "If it's a Zombie card, draw a card." in rules_text(recruitment)[0]


def test_mana_spent_to_cast_this_spell_or_it() -> None:
    """An instant says "was spent to cast this spell"; a permanent's own trigger says "to cast it"; a permanent
    that sacrifices itself says it as printed ("sacrifice it unless {U} was spent to cast it")."""
    ribbons = card("Test Ribbons {4}{B}\nInstant\nTest Ribbons deals 4 damage to target creature and you gain 4 "
                   "life. If {U} was spent to cast Test Ribbons, draw a card.")
    assert "If {U} was spent to cast this spell, draw a card." in rules_text(ribbons)[0]
    viper = card("Test Viper {3}{U}\nCreature — Snake 2/6\nWhen Test Viper enters the battlefield, sacrifice it unless "
                 "{U} was spent to cast it.")
    assert "When this enters, sacrifice this unless {U} was spent to cast it." in rules_text(viper)


def test_two_non_qualities_read_as_a_list() -> None:
    duress = card("Test Duress {B}\nSorcery\nTarget opponent reveals their hand. You choose a noncreature, nonland card "
                  "from it. That player discards that card.")
    assert "noncreature, nonland card" in rules_text(duress)[0]


def test_110_4b_descend_condition_reads_permanent_cards() -> None:
    """Descend 4's condition counts permanent cards (110.4b): said "permanent cards", not the six types."""
    scout = card("Deep Scout {2}{B}\nCreature — Merfolk Scout 3/2\nWhenever this creature attacks, if there are four "
                 "or more permanent cards in your graveyard, draw a card.")
    assert rules_text(scout) == ["Whenever this attacks, if there are four or more permanent cards in your graveyard, "
                                 "draw a card."]
