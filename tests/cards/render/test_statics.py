"""Static abilities as `cards show` writes them (`cards.render.statics`): each names its layer (613)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_613_1f_humility_and_opalescence_read_as_their_layers(pool_text: dict[str, str]) -> None:
    assert "All creatures lose all abilities and have base power and toughness 1/1. (613.1f, 613.4b)" \
        in pool_text["Humility"]  # two abilities of one printed sentence, said as that sentence
    assert "Each other non-Aura enchantment is a creature in addition to its other types" in pool_text["Opalescence"]


def test_613_1_a_group_reads_as_oracle_text_names_it() -> None:
    from kitchentable.cards.render.words import _group
    from kitchentable.rules.abilities import Filter

    creatures = frozenset({"Creature"})
    assert _group(Filter(types=creatures)) == "all creatures"
    assert _group(Filter(types=creatures, subtypes=frozenset({"Sliver"}))) == "all Sliver creatures"
    assert _group(Filter(types=creatures, controller="opponent")) == "creatures your opponents control"
    assert _group(Filter(types=creatures, attacking=True)) == "attacking creatures"
    assert _group(Filter(types=creatures, controller="you", with_counter="+1/+1")).startswith("each creature you")


def test_601_3_casting_restrictions_read_as_printed() -> None:
    ambush = card("Test Ambush {W}\nInstant\nCast this spell only during the declare attackers step and only if "
                  "you've been attacked this step.\nTarget creature gets +1/+1 until end of turn.")
    assert "Cast this spell only during the declare attackers step and only if you've been attacked this step." \
        in rules_text(ambush)
    favor = card("Test Favor {3}{W}\nInstant\nCast this spell only during combat.\nTarget creature gets +1/+1 until "
                 "end of turn.")
    assert "Cast this spell only during combat." in rules_text(favor)


def test_509_1c_lure_reads_as_a_sentence() -> None:
    lure = card("Test Lure {2}{G}\nCreature — Beast 2/2\nAll creatures able to block Test Lure do so.")
    assert rules_text(lure) == ["All creatures able to block this do so. (509.1c)"]


def test_604_3_a_count_of_cards_in_hand_for_power_and_toughness() -> None:
    maro = card("Test Maro {2}{G}{G}\nCreature — Elemental */*\nTest Maro's power and toughness are each equal to the "
                "number of cards in your hand.")
    assert rules_text(maro) == ["This creature's power and toughness are each equal to the number of cards in your "
                                "hand. (604.3, 613.4a)"]


def test_118_9_an_alternative_cost_if_you_control_a_land_type() -> None:
    rouse = card("Test Rouse {1}{B}\nInstant\nIf you control a Swamp, you may pay 2 life rather than pay this "
                 "spell's mana cost.\nTarget creature gets +2/+0 until end of turn.")
    assert "If you control a Swamp, you may pay 2 life rather than pay this spell's mana cost." in rules_text(rouse)


def test_509_1a_cant_block_a_group_says_it_in_the_plural() -> None:
    wall = card("Test Wall {2}{W}\nCreature — Wall 0/4\nTest Wall can't block creatures with power 2 or greater.")
    assert rules_text(wall) == ["This can't block creatures with power 2 or greater. (509.1a)"]


def test_615_1_prevention_statics_say_what_they_prevent() -> None:
    defang = card("Test Defang {1}{W}\nEnchantment — Aura\nEnchant creature\nPrevent all damage that would be "
                  "dealt by enchanted creature.")
    assert "Prevent all damage that would be dealt by enchanted creature." in rules_text(defang)
    kabuto = card("Test Kabuto {3}\nArtifact — Equipment\nPrevent all combat damage that would be dealt to equipped "
                  "creature.\nEquip {1}")
    assert "Prevent all combat damage that would be dealt to equipped creature." in rules_text(kabuto)


def test_101_2_and_702_11b_player_rules_as_printed() -> None:
    rhetoric = card("Test Rhetoric {2}{W}\nEnchantment Creature — Spirit 1/4\nEach player can't cast more than "
                    "one spell each turn.")
    assert "Each player can't cast more than one spell each turn." in rules_text(rhetoric)
    dromoka = card("Test Dromoka {4}{W}{G}\nCreature — Dragon 5/7\nYour opponents can't cast spells during your "
                   "turn.")
    assert "Your opponents can't cast spells during your turn." in rules_text(dromoka)
    mask = card("Test Mask {2}{W}{W}\nEnchantment\nYou have shroud.")
    assert rules_text(mask) == ["You have shroud."]


def test_105_3_colors_set_by_an_ability_or_an_effect() -> None:
    hour = card("Test Hour {3}{B}{B}\nEnchantment\nAll creatures are black.")
    assert rules_text(hour) == ["All creatures are black."]
    wisps = card("Test Wisps {W}\nInstant\nTarget creature becomes white until end of turn.")
    assert rules_text(wisps) == ["Target creature becomes white until end of turn."]


def test_205_3i_domain_for_each_reads_as_printed() -> None:
    """"for each basic land type among lands you control" in an anthem, a pump, life, tokens and a cost."""
    each = "for each basic land type among lands you control."
    cases = {
        "Test Giant {5}{W}\nCreature — Giant 1/3\nTest Giant gets +1/+1 " + each: "This gets +1/+1 " + each,
        "Test Might {G}\nInstant\nTarget creature gets -1/-1 until end of turn " + each:
            "Target creature gets -1/-1 until end of turn " + each,
        "Test Stream {2}{G}\nSorcery\nYou gain 2 life " + each: "You gain 2 life " + each,
        "Test Burst {3}{G}\nSorcery\nCreate a 1/1 green Saproling creature token " + each:
            "Create a 1/1 green Saproling creature token " + each,
        "Test Migration {3}{W}{U}\nSorcery\nCreate a 1/1 blue Bird creature token with flying " + each:
            "Create a 1/1 blue Bird creature token with flying " + each,
        "Test Curse {2}{B}\nEnchantment — Aura\nEnchant creature\nDomain — Enchanted creature gets -1/-1 " + each:
            "Enchanted creature gets -1/-1 " + each,
        "Test Stratadon {10}\nArtifact Creature — Brushwagg 5/5\nThis spell costs {1} less to cast " + each:
            "This spell costs {1} less to cast " + each,
    }
    for text, said in cases.items():
        assert rules_text(card(text))[-1] == said


def test_305_7_land_types_added_read_in_addition_to_other_types() -> None:
    urborg = card("Test Urborg\nLegendary Land\nEach land is a Swamp in addition to its other land types.")
    assert rules_text(urborg) == ["Each land is a Swamp in addition to its other land types."]
    omen = card("Test Omen {1}{G}\nEnchantment\nLands you control are every basic land type in addition to their "
                "other types.")
    assert rules_text(omen) == ["Lands you control are every basic land type in addition to their other types."]


def test_101_2_spells_that_cant_be_countered_and_508_1c_creatures_that_cant_attack_you() -> None:
    herald = card("Test Herald {1}{G}\nCreature — Elf Shaman 1/1\nCreature spells can't be countered.")
    assert rules_text(herald) == ["Creature spells can't be countered."]
    behemoth = card("Test Behemoth {4}{G}{R}\nCreature — Beast 5/5\nCreature spells you control with power 5 or "
                    "greater can't be countered.")
    assert rules_text(behemoth) == ["Creature spells you control with power 5 or greater can't be countered."]
    archon = card("Test Archon {6}{W}{W}{W}\nCreature — Archon 6/6\nCreatures can't attack you.")
    assert rules_text(archon) == ["Creatures can't attack you."]


def test_702_95c_a_soulbond_pair_each_gets_what_the_card_gives() -> None:
    familiar = card("Test Familiar {3}{G}\nCreature — Bear 2/2\nSoulbond\nAs long as Test Familiar is paired with "
                    "another creature, each of those creatures gets +2/+2.")
    assert "As long as this is paired with another creature, each of those creatures gets +2/+2. (702.95c)" \
        in rules_text(familiar)


def test_711_2a_a_level_block_says_its_restrictions_as_sentences() -> None:
    patrol = card("Test Patrol {1}{U}\nCreature — Human Rogue 1/1\nLevel up {2}{U}\nLEVEL 1-2\n2/2\nTest Patrol "
                  "can't be blocked.")
    assert "This can't be blocked." in "\n".join(rules_text(patrol)).split("\n")


def test_602_5_arrest_s_activated_abilities_can_t_be_activated() -> None:
    arrest = card("Test Arrest {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't attack or "
                  "block, and its activated abilities can't be activated.")
    assert "Enchanted creature can't attack or block, and its activated abilities can't be activated." \
        in rules_text(arrest)


def test_502_3_a_depletion_land_doesn_t_untap_if_it_has_a_counter() -> None:
    veldt = card("Test Veldt\nLand\nTest Veldt doesn't untap during your untap step if it has a depletion counter "
                 "on it.\n{T}: Add {G}. Put a depletion counter on Test Veldt.")
    assert "This doesn't untap during your untap step if it has a depletion counter on it." in rules_text(veldt)


def test_509_1b_blocked_except_by_n_or_more_and_attack_or_block_alone() -> None:
    gorilla = card("Test Gorilla {3}{G}{G}{G}\nCreature — Ape 2/3\nTest Gorilla can't be blocked except by three or "
                   "more creatures.")
    assert "This can't be blocked except by three or more creatures." in rules_text(gorilla)
    beast = card("Test Beast {2}{R}\nCreature — Beast 4/5\nTest Beast can't attack or block alone.")
    assert rules_text(beast) == ["This can't attack or block alone."]


def test_601_3_cast_only_if_you_ve_cast_another_spell() -> None:
    angel = card("Test Angel {2}{U}\nCreature — Angel Illusion 4/4\nCast Test Angel only if you've cast another spell "
                 "this turn.")
    assert "Cast this spell only if you've cast another spell this turn." in rules_text(angel)


def test_303_4d_enchant_tapped_creature_reads_enchanted_creature() -> None:
    vines = card("Test Vines {3}{G}\nEnchantment — Aura\nEnchant tapped creature\nEnchanted creature doesn't untap "
                 "during its controller's untap step.")
    assert "Enchanted creature doesn't untap during its controller's untap step." in rules_text(vines)


def test_601_2f_cost_reductions_name_each_subtype_s_spells_and_count_instants_and_sorceries() -> None:
    banneret = card("Test Banneret {1}{W}\nCreature — Kithkin Soldier 1/1\nKithkin spells and Soldier spells you cast "
                    "cost {1} less to cast.")
    assert "Kithkin spells and Soldier spells you cast cost {1} less to cast." in rules_text(banneret)
    reveler = card("Test Reveler {6}{R}{R}\nCreature — Devil 3/3\nTest Reveler costs {1} less to cast for each "
                   "instant and sorcery card in your graveyard.")
    assert "This spell costs {1} less to cast for each instant and sorcery card in your graveyard." \
        in rules_text(reveler)


def test_601_3_cast_only_before_the_combat_damage_step() -> None:
    frenzy = card("Test Frenzy {R}\nInstant\nCast Test Frenzy only before the combat damage step.\nTarget creature "
                  "gets +4/+0 until end of turn.")
    assert "Cast this spell only before the combat damage step." in rules_text(frenzy)


def test_303_4d_an_aura_for_a_colour_holds_enchanted_creature() -> None:
    thorns = card("Test Thorns {1}{G}\nEnchantment — Aura\nEnchant nonblack creature\nEnchanted creature gets +2/+2.")
    assert "Enchanted creature gets +2/+2." in rules_text(thorns)


def test_509_1a_a_restriction_on_every_creature_reads_creatures_can_t() -> None:
    keeper = card("Test Keeper {2}{W}\nCreature — Human Wizard 1/1\nCreatures can't attack.")
    assert "Creatures can't attack." in rules_text(keeper)


def test_611_3a_a_subtype_after_a_condition_keeps_its_capital() -> None:
    cub = card("Test Cub {3}{W}\nLegendary Creature — Cat Soldier 2/2\nAs long as Test Cub is equipped, Cat creatures "
               "you control get +2/+2.")
    assert "As long as this is equipped, Cat creatures you control get +2/+2." in rules_text(cub)


def test_613_1f_a_granted_trigger_names_its_creature_again_as_it() -> None:
    sliver = card('Test Sliver {3}{G}\nCreature — Sliver 1/1\nAll Sliver creatures have "Whenever this creature is '
                  'dealt damage, put a +1/+1 counter on it."')
    assert 'All Sliver creatures have "Whenever this is dealt damage, put a +1/+1 counter on it." (613.1f)' \
        in rules_text(sliver)


def test_509_1c_lure_on_an_aura_says_all_creatures_able_to_block_it_do_so() -> None:
    lure = card("Test Lure {1}{G}{G}\nEnchantment — Aura\nEnchant creature\nAll creatures able to block enchanted "
                "creature do so.")
    assert "All creatures able to block enchanted creature do so." in rules_text(lure)


def test_118_9_an_alternative_cost_s_condition_in_words_and_kithkin_in_the_plural() -> None:
    trap = card("Test Trap {3}{R}\nInstant — Trap\nIf an opponent cast a blue spell this turn, you may pay {R} rather "
                "than pay this spell's mana cost.\nChange the target of target spell with a single target.")
    assert rules_text(trap)[0] == "If an opponent cast a blue spell this turn, you may pay {R} rather than pay this " \
        "spell's mana cost."
    ranger = card("Test Ranger {3}{W}{W}\nCreature — Giant Warrior 3/3\nTap three untapped Kithkin you control: Test "
                  "Ranger gets +2/+0 until end of turn.")
    assert rules_text(ranger)[0].startswith("Tap three untapped Kithkin you control: ")


def test_205_3m_a_card_that_is_every_creature_type_says_so() -> None:
    ultimus = card("Test Ultimus {3}{U}\nLegendary Creature — Illusion 3/3\nTest Ultimus is every creature type.")
    assert "This is every creature type. (205.3m)" in rules_text(ultimus)


def test_119_7_cant_gain_life_renders_who() -> None:
    for who in ("Players", "Your opponents", "You"):
        c = card(f"Test Ban {{2}}{{B}}\nEnchantment\n{who} can't gain life.")
        assert rules_text(c) == [f"{who} can't gain life."]


def test_601_2f_the_first_spell_each_turn_reduction_reads_as_printed() -> None:
    """A reduction for the first spell of a kind each turn names that spell, not every spell of the kind."""
    for kind in ("creature ", "", "Dragon "):
        text = f"The first {kind}spell you cast each turn costs {{2}} less to cast."
        assert rules_text(card(f"Test Conduit {{6}}\nCreature — Eldrazi 5/5\n{text}")) == [text]


def test_101_2_spells_you_control_cant_be_countered_reads_as_printed() -> None:
    chimil = card("Test Chimil {3}{G}{G}\nLegendary Creature — Elemental 5/5\nSpells you control can't be countered.")
    assert rules_text(chimil) == ["Spells you control can't be countered."]


def test_601_2f_a_quality_of_the_spells_follows_spells() -> None:
    watcher = card("Test Watcher {5}{U}\nCreature — Sphinx 5/5\nCreature spells with flying you cast cost {1} less "
                   "to cast.")
    assert rules_text(watcher) == ["Creature spells with flying you cast cost {1} less to cast."]


def test_613_1f_a_group_after_a_condition_is_not_capitalised() -> None:
    tree = card("Test Tree\nLand\nAs long as you control six or more lands, lands you control have \"{T}: Add one "
                "mana of any color.\"")
    assert rules_text(tree) == ["As long as you control six or more lands, lands you control have \"{T}: Add one mana "
                                "of any color.\" (613.1f)"]
