"""Effects as `cards show` writes them (`cards.render.effects`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import CreateToken
from tests.cards.card_text import card


def test_400_11b_wishes_and_ante_say_where_the_card_comes_from(pool_text: dict[str, str]) -> None:
    assert "You may reveal a sorcery card you own from outside the game and put it into your hand." \
        in pool_text["Burning Wish"]
    assert "Discard your hand. Ante the top card of your library. Draw seven cards." \
        in pool_text["Contract from Below"]


def test_120_3_an_amount_an_earlier_event_gave_reads_that_much() -> None:
    leech = card("Test Leech {2}{B}\nCreature — Leech 2/2\nWhenever Test Leech deals damage, you gain that much "
                 "life.")
    assert "you gain that much life." in " ".join(rules_text(leech))
    agony = card("Test Agony {1}{B}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature is dealt "
                 "damage, Test Agony deals that much damage to that creature's controller.")
    assert "deals that much damage to" in " ".join(rules_text(agony))


def test_502_3_the_card_itself_skips_your_next_untap_step() -> None:
    giant = card("Test Giant {3}{R}\nCreature — Giant 5/5\nWhenever Test Giant attacks, it doesn't untap during "
                 "your next untap step.")
    assert "this doesn't untap during your next untap step." in " ".join(rules_text(giant)).lower()


def test_613_1b_control_magic_says_what_it_enchants() -> None:
    theft = card("Test Theft {2}{U}{U}\nEnchantment — Aura\nEnchant creature\nYou control enchanted creature.")
    assert "You control enchanted creature. (613.1b)" in rules_text(theft)


def test_701_39a_bolster_says_its_number() -> None:
    sky = card("Test Skycaptain {3}{W}\nCreature — Bird 2/2\nFlying\nWhen Test Skycaptain dies, bolster 2.")
    assert "When this dies, bolster 2." in rules_text(sky)


def test_502_3_a_granted_doesnt_untap_says_its_controllers_untap_step() -> None:
    chains = card("Test Chains {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature doesn't untap "
                  "during its controller's untap step.")
    assert "Enchanted creature doesn't untap during its controller's untap step." in rules_text(chains)


def test_601_2d_distributed_counters_and_divided_shields_say_what_is_divided() -> None:
    """Counters and prevention shields divided at casting share the damage's effect object; each says its own
    thing (the compiled card puts counters, not damage)."""
    rite = card("Test Rite {1}{G}\nInstant\nDistribute two +1/+1 counters among one or two target creatures. "
                "Then untap those creatures.")
    assert "Distribute two +1/+1 counters among one or two target creatures." in " ".join(rules_text(rite))
    bold = card("Test Bolden {2}{W}\nInstant\nPrevent the next 4 damage that would be dealt this turn to any "
                "number of targets, divided as you choose.")
    assert "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you " \
           "choose." in " ".join(rules_text(bold))


def test_110_2a_a_card_from_any_graveyard_enters_under_your_control() -> None:
    """Reanimating another player's card puts it under the caster's control, not its owner's; the rendering
    must say so, as the compiled effect does."""
    beacon = card("Test Beacon {3}{B}{B}\nSorcery\nPut target artifact or creature card from a graveyard onto the "
                  "battlefield under your control.")
    assert rules_text(beacon) == ["Put target artifact or creature card from a graveyard onto the battlefield "
                                  "under your control."]


def test_118_9_a_discard_cost_names_the_kind_of_card() -> None:
    abolish = card("Test Abolish {1}{W}{W}\nInstant\nYou may discard a Plains card rather than pay this spell's "
                   "mana cost.\nDestroy target artifact or enchantment.")
    assert "You may discard a Plains card rather than pay this spell's mana cost." in rules_text(abolish)
    looter = card("Test Looter {1}{U}\nCreature — Human 1/1\n{T}, Discard a card: Draw a card.")
    assert "{T}, Discard a card: Draw a card." in rules_text(looter)
    fiend = card("Test Fiend {2}{R}\nCreature — Devil 2/2\nDiscard two creature cards: Draw a card.")
    assert "Discard two creature cards: Draw a card." in rules_text(fiend)


def test_603_2_a_trigger_on_the_attached_creature_names_it_as_the_card_does() -> None:
    cloak = card("Test Cloak {1}{G}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and "
                 "has trample.\nWhenever enchanted creature deals damage, you gain that much life.")
    assert "Whenever enchanted creature deals damage, you gain that much life." in rules_text(cloak)


def test_107_3c_a_counted_pt_change_reads_per_object_or_with_x() -> None:
    from kitchentable.cards.render import render
    from tests.cards.card_text import card

    driver = card("Test Driver {1}{R}\nCreature — Goblin 1/2\nWhenever this creature attacks, it gets +2/+0 until "
                  "end of turn for each other attacking Goblin.")
    assert "gets +2/+0 until end of turn for each other attacking Goblin." in render(driver)
    blade = card("Test Blade {1}{B}\nInstant\nTarget creature gets -X/-X until end of turn, where X is the number "
                 "of Elves you control.")
    assert "Target creature gets -1/-1 until end of turn for each Elf you control." in render(blade)
    clutch = card("Test Clutch {X}{B}\nInstant\nTarget creature gets -X/-X until end of turn.")
    assert "Target creature gets -X/-X until end of turn." in render(clutch)  # not "-0 minus X"
    herd = card("Test Restraint {1}{U}\nInstant\nTarget creature can't block this turn.")
    assert "Target creature can't block this turn." in render(herd)


def test_702_46_soulshift_reads_back_as_its_keyword_only_when_it_is_that_ability() -> None:
    from kitchentable.cards.render import render

    kami = card("Test Kami {3}{G}\nCreature — Spirit 2/2\nSoulshift 3 (When this creature dies, you may return "
                "target Spirit card with mana value 3 or less from your graveyard to your hand.)")
    assert "Soulshift 3 (702.46)" in render(kami)


def test_702_91_battle_cry_reads_back_as_its_keyword() -> None:
    paladin = card("Test Paladin {1}{W}\nCreature — Human Knight 3/1\nBattle cry")
    assert rules_text(paladin) == ["Battle cry (702.91)"]


def test_107_3_a_storage_land_removes_any_number_of_its_counters() -> None:
    trees = card("Test Trees\nLand\n{T}, Remove any number of storage counters from Test Trees: Add {G} for each "
                 "storage counter removed this way.")
    assert "{T}, Remove any number of storage counters from this: Add {G} for each storage counter removed this " \
        "way." in rules_text(trees)


def test_707_10_one_copy_of_a_spell_is_the_copy() -> None:
    mage = card("Test Mage {1}{R}{R}\nCreature — Human Wizard 2/2\nWhen Test Mage enters the battlefield, copy "
                "target instant or sorcery spell. You may choose new targets for the copy.")
    assert "When this enters, copy target instant or sorcery spell. You may choose new targets for the copy." \
        in rules_text(mage)


def test_614_10_you_skip_your_next_turn() -> None:
    hunter = card("Test Hunter {3}{R}\nSorcery\nYou skip your next turn.")
    assert rules_text(hunter) == ["You skip your next turn. (614.10)"]


def test_602_5b_twice_each_turn_is_said_as_a_word() -> None:
    cat = card("Test Cat {1}{W}\nCreature — Cat 1/1\n{W}: Test Cat gets +1/+1 until end of turn. Activate this "
               "ability no more than twice each turn.")
    assert any("Activate no more than twice each turn." in line for line in rules_text(cat))


def test_303_7_a_role_token_reads_as_created_attached_to_its_target() -> None:
    hexmage = card("Test Hexmage {B}\nCreature — Human Warlock 3/2\nWhen this creature enters, create a Cursed Role "
                   "token attached to target creature you control.")
    assert "When this enters, create a Cursed Role token attached to target creature you control." in \
        " ".join(rules_text(hexmage))


def test_filters_say_whose_and_face_down() -> None:
    ravager = card("Test Ravager {2}{R}{R}\nCreature — Beast 0/4\nWhenever Test Ravager attacks, it gets +X/+0 until "
                   "end of turn, where X is the number of lands defending player controls.")
    assert "for each land defending player controls." in " ".join(rules_text(ravager))
    goblin = card("Test Goblin {2}{R}\nCreature — Goblin 2/1\n{T}, Sacrifice Test Goblin: Destroy target face-down "
                  "creature.")
    assert "Destroy target face-down creature." in " ".join(rules_text(goblin))
    scepter = card("Test Scepter {1}\nArtifact\n{T}: Destroy target permanent you own. It can't be regenerated.")
    assert "Destroy target permanent you own." in " ".join(rules_text(scepter))


def test_613_4c_a_count_of_cards_in_hand_says_the_hand() -> None:
    cage = card("Test Cage {4}{U}\nLegendary Enchantment\nAll creatures get -X/-0, where X is the number of cards in "
                "your hand.")
    assert rules_text(cage) == ["All creatures get -1/-0 for each card in your hand."]


def test_106_1_x_mana_in_any_combination_says_so() -> None:
    guardian = card("Test Guardian {2}{G}\nCreature — Human Druid 0/3\nDefender\n{T}: Add X mana in any combination "
                    "of colors, where X is the number of creatures with defender you control.")
    assert "{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you " \
        "control." in rules_text(guardian)  # the quality before the controller, as printed (`qualifier_order`)


def test_608_2d_protection_from_the_color_of_your_choice() -> None:
    willing = card("Test Willing {W}\nInstant\nTarget creature you control gains protection from the color of your "
                   "choice until end of turn. Scry 1.")
    assert rules_text(willing) == ["Target creature you control gains protection from the color of your choice until "
                                   "end of turn. Scry 1."]


def test_613_4d_switch_target_creature_s_power_and_toughness() -> None:
    switch = card("Test Switch {U}\nInstant\nSwitch target creature's power and toughness until end of turn.")
    assert rules_text(switch) == ["Switch target creature's power and toughness until end of turn."]


def test_kinship_reveals_it() -> None:
    schemer = card("Test Schemer {4}{B}\nCreature — Faerie Wizard 3/2\nKinship — At the beginning of your upkeep, you "
                   "may look at the top card of your library. If it shares a creature type with Test Schemer, you may "
                   "reveal it. If you do, each opponent loses 2 life.")
    assert "If it shares a creature type with this, you may reveal it." in " ".join(rules_text(schemer))


def test_608_2h_life_lost_this_way_by_every_opponent() -> None:
    tithe = card("Test Tithe {3}{B}\nSorcery\nEach opponent loses 3 life. You gain life equal to the life lost this "
                 "way.")
    assert rules_text(tithe) == ["Each opponent loses 3 life. You gain life equal to the life lost this way."]


def test_110_2_return_to_the_battlefield_says_under_whose_control() -> None:
    sphinx = card("Test Sphinx {5}{W}\nCreature — Sphinx 4/3\n{W}: Exile target creature you control, then return it "
                  "to the battlefield under its owner's control.")
    assert "under its owner's control." in " ".join(rules_text(sphinx))
    animate = card("Test Anim {2}{B}\nSorcery\nReturn target creature card from your graveyard to the battlefield.")
    assert rules_text(animate) == ["Return target creature card from your graveyard to the battlefield."]


def test_201_2_a_card_named_this_card_and_a_nonland_name() -> None:
    tutor = card("Test Tutor {1}{G}\nCreature — Elf 1/1\nWhen Test Tutor enters the battlefield, you may search your "
                 "library for a card named Test Tutor, reveal it, and put it into your hand. If you do, shuffle your "
                 "library.")
    assert "search your library for a card named Test Tutor, reveal it" in " ".join(rules_text(tutor))
    therapy = card("Test Therapy {B}\nSorcery\nName a nonland card. Target player reveals their hand and discards "
                   "all cards with that name.")
    assert rules_text(therapy)[0].startswith("Name a nonland card. (201.3)")


def test_701_46a_adapt_reads_as_the_keyword_action() -> None:
    guardian = card("Test Guardian {4}{G}\nCreature — Troll Warrior 5/5\n{2}{G}: Adapt 2. (If this creature has no "
                    "+1/+1 counters on it, put two +1/+1 counters on it.)")
    assert "{2}{G}: Adapt 2. (701.46a)" in rules_text(guardian)


def test_608_2h_a_counted_amount_reads_as_printed() -> None:
    tribute = card("Test Tribute {5}{W}{W}\nSorcery\nYou gain 2 life for each card in your graveyard.")
    assert rules_text(tribute) == ["You gain 2 life for each card in your graveyard."]
    gaze = card("Test Gaze {2}{R}{R}\nInstant\nTest Gaze deals damage to target player equal to the number of "
                "cards in that player's hand.")
    assert "the number of cards in that player's hand" in rules_text(gaze)[0]
    merchant = card("Test Merchant {3}{B}{B}\nCreature — Zombie 2/4\nWhen Test Merchant enters the battlefield, "
                    "each opponent loses X life, where X is your devotion to black.")
    assert "each opponent loses life equal to your devotion to black." in " ".join(rules_text(merchant))
    legacy = card("Test Legacy {1}{G}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\n"
                  "Draw cards equal to the sacrificed creature's power.")
    assert "Draw cards equal to the sacrificed creature's power." in rules_text(legacy)
    struggle = card("Test Struggle {3}{R}\nInstant\nTarget creature deals damage to itself equal to its power.")
    assert rules_text(struggle) == ["Target creature deals damage equal to its power to itself."]


def test_608_2d_you_may_have_another_player_or_object_act() -> None:
    crawler = card("Test Crawler {2}{B}\nCreature — Insect 1/1\nWhenever a land enters the battlefield under your "
                   "control, you may have target creature get -1/-1 until end of turn.")
    assert "you may have target creature get -1/-1 until end of turn." in " ".join(rules_text(crawler))


def test_615_7_a_shield_with_no_number_prevents_the_next_time() -> None:
    peddler = card("Test Peddler {W}\nCreature — Human 1/1\n{W}, {T}, Discard a card: The next time a source of "
                   "your choice would deal damage to target creature this turn, prevent that damage.")
    assert "The next time a source of your choice would deal damage to target creature this turn, prevent that " \
        "damage." in " ".join(rules_text(peddler))


def test_701_23_an_optional_search_shuffles_once() -> None:
    herd = card("Test Herd {2}{G}\nCreature — Ox 2/2\nWhen Test Herd enters the battlefield, you may search your "
                "library for a Forest card, reveal it, and put it into your hand. If you do, shuffle your library.")
    said = " ".join(rules_text(herd))
    assert said.count("shuffle") == 1, said


def test_614_9_a_redirection_says_the_damage_is_dealt_elsewhere() -> None:
    carom = card("Test Carom {1}{W}\nInstant\nThe next 1 damage that would be dealt to target creature this turn is "
                 "dealt to another target creature instead.\nDraw a card.")
    assert rules_text(carom)[0].startswith("The next 1 damage that would be dealt to target creature this turn is "
                                           "dealt to another target creature instead.")


def test_611_2a_a_target_loses_an_ability_until_end_of_turn() -> None:
    claws = card("Test Claws {G}\nInstant\nTarget creature loses flying until end of turn.")
    assert rules_text(claws) == ["Target creature loses flying until end of turn."]


def test_701_9_target_player_draws_then_discards_in_one_sentence() -> None:
    looter = card("Test Looter {2}{U}\nCreature — Cephalid 1/1\n{T}: Target player draws a card, then discards a "
                  "card.")
    assert "{T}: Target player draws a card, then discards a card." in rules_text(looter)


def test_201_2_a_search_for_cards_named_this_card() -> None:
    wurm = card("Test Wurm {4}{G}{G}\nCreature — Wurm 4/3\nWhen Test Wurm enters the battlefield, you may search "
                "your library for up to three cards named Test Wurm, reveal them, and put them into your hand. If "
                "you do, shuffle your library.")
    assert "up to three cards named Test Wurm" in " ".join(rules_text(wurm))


def test_106_1_mana_of_one_color_says_its_number_in_words() -> None:
    lotus = card("Test Lotus {0}\nArtifact\n{T}, Sacrifice Test Lotus: Add three mana of any one color.")
    assert rules_text(lotus) == ["{T}, Sacrifice this: Add three mana of any one color."]


def test_118_8_an_additional_cost_keeps_its_names_and_x() -> None:
    grenade = card("Test Grenade {R}\nSorcery\nAs an additional cost to cast this spell, sacrifice a Goblin.\n"
                   "Test Grenade deals 5 damage to any target.")
    assert "As an additional cost to cast this spell, sacrifice a Goblin." in rules_text(grenade)
    haunting = card("Test Haunting {1}{B}\nInstant\nAs an additional cost to cast this spell, exile X creature cards "
                    "from your graveyard.\nTarget creature gets -X/-X until end of turn.")
    assert "As an additional cost to cast this spell, exile X creature cards from your graveyard." \
        in rules_text(haunting)


def test_106_6_spend_this_mana_only_on_a_kind_of_spell() -> None:
    ziggurat = card("Test Ziggurat\nLand\n{T}: Add one mana of any color. Spend this mana only to cast a creature "
                    "spell.")
    assert "Spend this mana only to cast a creature spell." in " ".join(rules_text(ziggurat))


def test_120_2_one_source_deals_two_amounts_in_one_sentence() -> None:
    char = card("Test Char {2}{R}\nInstant\nTest Char deals 4 damage to any target and 2 damage to you.")
    assert rules_text(char) == ["This deals 4 damage to any target and 2 damage to you."]


def test_701_20_look_at_the_top_cards_and_put_some_into_your_hand() -> None:
    memories = card("Test Memories {2}{U}{U}{U}\nSorcery\nLook at the top seven cards of your library. Put two of "
                    "them into your hand and the rest into your graveyard.")
    assert "Put two of them into your hand and the rest into your graveyard." in rules_text(memories)[0]


def test_118_12_unless_ends_the_sentence_it_governs() -> None:
    syncopate = card("Test Syncopate {X}{U}\nInstant\nCounter target spell unless its controller pays {X}. If that "
                     "spell is countered this way, exile it instead of putting it into its owner's graveyard.")
    assert rules_text(syncopate)[0].startswith("Counter target spell unless its controller pays {X}. If ")


def test_201_3_a_named_card_s_copies_are_searched_by_that_name() -> None:
    extraction = card("Test Extraction {3}{B}\nSorcery\nName a nonland card. Search target player's graveyard, "
                      "hand, and library for all cards with that name and exile them. Then that player shuffles.")
    assert "Search target player's graveyard, hand, and library for all cards with that name and exile them." \
        in rules_text(extraction)[0]


def test_106_1_mana_counted_as_it_is_added_says_its_amount() -> None:
    acolyte = card("Test Acolyte {3}{G}\nCreature — Human Druid 1/4\n{T}: Add an amount of {G} equal to your "
                   "devotion to green.")
    assert rules_text(acolyte) == ["{T}: Add an amount of {G} equal to your devotion to green."]


def test_602_2_exiling_the_card_from_its_graveyard_as_a_cost_says_where() -> None:
    cathar = card("Test Cathar {1}{W}\nCreature — Human Soldier 2/2\n{1}{W}, Exile Test Cathar from your graveyard: "
                  "Create a 1/1 white Spirit creature token with flying. Activate only as a sorcery.")
    said = " ".join(rules_text(cathar))
    assert "Exile this from your graveyard" in said and "(from your graveyard)" not in said


def test_111_1_a_token_s_keywords_come_before_what_counts_its_number() -> None:
    skulker = card("Test Skulker {2}{U}\nCreature — Squid Horror 0/0\nWhen Test Skulker dies, create X 1/1 blue Squid "
                   "creature tokens with islandwalk, where X is the number of +1/+1 counters on Test Skulker.")
    assert "create a 1/1 blue Squid creature token with islandwalk for each +1/+1 counter on this." in \
        " ".join(rules_text(skulker))


def test_110_4b_a_subtype_permanent_card_reads_as_one() -> None:
    lackey = card("Test Lackey {R}\nCreature — Goblin 1/1\n{T}: You may put a Goblin permanent card from your hand "
                  "onto the battlefield.")
    assert rules_text(lackey) == ["{T}: You may put a Goblin permanent card from your hand onto the battlefield."]
    rising = card("Test Rising {2}{B}\nSorcery\nReturn target Dragon permanent card from your graveyard to your hand.")
    assert rules_text(rising) == ["Return target Dragon permanent card from your graveyard to your hand."]
    bridge = card("Test Bridge {8}\nArtifact\n{8}, {T}: Search your library for a permanent card, put it onto the "
                  "battlefield, then shuffle.")
    assert "Search your library for a permanent card" in rules_text(bridge)[0]


def test_400_1_all_cards_in_your_graveyard_say_where_they_are() -> None:
    night = card("Test Night {3}{B}{B}\nSorcery\nReturn all Nightstalker permanent cards from your graveyard to the "
                 "battlefield.")
    assert rules_text(night) == ["Return all Nightstalker permanent cards from your graveyard to the battlefield."]
    kavu = card("Test Kavu {3}{G}\nCreature — Kavu 4/3\nWhen Test Kavu dies, shuffle all creature cards from your "
                "graveyard into your library.")
    assert "shuffle all creature cards from your graveyard into your library." in rules_text(kavu)[0]


def test_205_3m_a_chosen_type_alone_names_its_permanents() -> None:
    melody = card("Test Melody {3}{U}\nSorcery\nChoose a creature type. Draw a card for each permanent you control of "
                  "that type.")
    assert "Draw a card for each chosen-type permanent you control." in " ".join(rules_text(melody))


def test_107_3a_an_x_cost_says_what_is_discarded_or_sacrificed() -> None:
    tide = card("Test Tide {X}{U}\nSorcery\nAs an additional cost to cast this spell, discard X creature cards.\n"
                "Return X target creatures to their owners' hands.")
    assert rules_text(tide)[0] == "As an additional cost to cast this spell, discard X creature cards."
    elim = card("Test Elimination {4}{B}\nSorcery\nAs an additional cost to cast this spell, sacrifice X creatures.\n"
                "Destroy X target creatures.")
    assert rules_text(elim)[0] == "As an additional cost to cast this spell, sacrifice X creatures."


def test_504_1_a_draw_step_trigger_draws_an_additional_card() -> None:
    mine = card("Test Mine {2}\nArtifact\nAt the beginning of each player's draw step, that player draws an "
                "additional card.")
    assert rules_text(mine) == ["At the beginning of each player's draw step, that player draws an additional card."]
    skullcap = card("Test Skullcap {1}\nArtifact\nAt the beginning of your draw step, draw an additional card.")
    assert rules_text(skullcap) == ["At the beginning of your draw step, draw an additional card."]


def test_608_2d_an_optional_effect_names_its_targets_once_and_has_another_object_act() -> None:
    """"You may have it deal damage ... to target creature. If you do, that creature deals ...": the optional
    effect's target is introduced in its first sentence (it was called "that creature" there, because the
    effects had been rendered once before), and an object that deals the damage is "had" to deal it."""
    gladiator = card("Test Gladiator {1}{R}{R}{R}\nCreature — Cyclops 4/4\nWhenever Test Gladiator attacks, you "
                     "may have it deal damage equal to its power to target creature defending player controls. If "
                     "you do, that creature deals damage equal to its power to Test Gladiator.")
    assert "Whenever this attacks, you may have this deal damage equal to its power to target creature defending " \
           "player controls. If you do, that creature deals damage equal to its power to this." \
           in rules_text(gladiator)


def test_610_3_an_optional_flicker_and_leaving_combat_are_one_instruction() -> None:
    """Both instructions happen or neither: "you may exile ..., then return it" and "you may untap ~ and remove
    it from combat" are one sentence, not "If you do, ..."."""
    angel = card("Test Angel {3}{W}\nCreature — Angel 3/4\nWhen Test Angel enters the battlefield, you may exile "
                 "target non-Angel creature you control, then return that card to the battlefield under your control.")
    assert "When this enters, you may exile target non-Angel creature you control, then return that creature to the " \
           "battlefield under your control." in rules_text(angel)
    cavalier = card("Test Cavalier {2}{W}{W}\nCreature — Human Knight 2/2\nWhenever Test Cavalier becomes "
                    "blocked, you may untap Test Cavalier and remove it from combat.")
    assert "Whenever this becomes blocked, you may untap this and remove this from combat." in rules_text(cavalier)


def test_107_3c_two_effects_that_use_one_counted_number_define_x_once() -> None:
    """"Target player loses X life and you gain X life, where X is its power": one X for both effects, defined
    once after them, as Oracle text writes it (rendering each with its own "equal to" reads as two numbers)."""
    wish = card("Test Wish {1}{B}\nEnchantment — Aura\nEnchant creature you control\nWhen enchanted creature dies, "
                "target player loses X life and you gain X life, where X is its power.")
    assert "When enchanted creature dies, target player loses X life and you gain X life, where X is its power." \
        in rules_text(wish)
    smith = card("Test Smith {1}{R}\nCreature — Goblin 1/1\n{T}: Test Smith deals X damage to target creature and "
                 "X damage to you, where X is the number of Goblins on the battlefield.")
    assert "{T}: This deals X damage to target creature and X damage to you, where X is the number of Goblins on " \
           "the battlefield." in rules_text(smith)


def test_608_2c_several_targets_each_get_and_return_to_their_owners_hands() -> None:
    """Any number of targets, or six, are several objects: "each get", "to their owners' hands"."""
    formation = card("Test Formation {U}\nInstant\nAny number of target creatures each get +1/+1 and gain flying "
                     "until end of turn.")
    assert "Any number of target creatures each get +1/+1 and gain flying until end of turn." \
        in rules_text(formation)
    gale = card("Test Gale {6}{U}\nInstant\nReturn six target nonland permanents to their owners' hands.")
    assert "Return six target nonland permanents to their owners' hands." in rules_text(gale)


def test_615_7_every_prevention_shield_is_said_by_one_builder() -> None:
    """Prevention and redirection shields (615.7, 614.9) share one sentence builder: all damage to a group
    ("to creatures you control", not "to each creature you control"), a counted amount defined as X, a chosen
    source of a kind with its article, and redirection."""
    forfend = card("Test Forfend {1}{W}\nInstant\nPrevent all damage that would be dealt to creatures this turn.")
    assert "Prevent all damage that would be dealt to creatures this turn." in rules_text(forfend)
    haze = card("Test Haze {W}\nInstant\nPrevent all damage that would be dealt by creatures this turn.")
    assert "Prevent all damage that would be dealt by creatures this turn." in rules_text(haze)
    medic = card("Test Medic {1}{W}\nCreature — Human Cleric 1/1\n{T}: Prevent the next X damage that would be "
                 "dealt to target creature this turn, where X is the number of Clerics on the battlefield.")
    assert "{T}: Prevent the next X damage that would be dealt to target creature this turn, where X is the number " \
           "of Clerics on the battlefield." in rules_text(medic)
    circle = card("Test Circle {1}{W}\nEnchantment\n{2}: The next time an artifact source of your choice would "
                  "deal damage to you this turn, prevent that damage.")
    assert "{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that " \
           "damage." in rules_text(circle)
    maze = card("Test Maze\nLand\n{T}: Untap target attacking creature. Prevent all combat damage that would be "
                "dealt to and dealt by that creature this turn.")
    assert "Prevent all combat damage that would be dealt to and dealt by that creature this turn." \
        in " ".join(rules_text(maze))


def test_615_1_a_prevention_keeps_the_order_its_text_says_it_in() -> None:
    """"Prevent all combat damage target creature would deal this turn" and "... that would be dealt this turn by
    target creature" compile to the same prevention (615.1); the rendering says each in its card's order."""
    fighter = card("Test Fighter {W}\nCreature — Human Soldier 1/1\nSacrifice Test Fighter: Prevent all combat "
                   "damage target creature would deal this turn.")
    assert "Sacrifice this: Prevent all combat damage target creature would deal this turn." in rules_text(fighter)
    shield = card("Test Shield {2}\nArtifact\n{2}, {T}: Prevent all damage that would be dealt this turn by target "
                  "creature you control.")
    assert "{2}, {T}: Prevent all damage that would be dealt this turn by target creature you control." \
        in rules_text(shield)


def test_701_41a_a_permanents_support_and_other_keyword_wordings() -> None:
    """A permanent's "support N" (other target creatures) reads as the keyword action; "Put X +1/+1 counters on
    ~, where X is its power" defines its counted number as X; "Untap up to two lands" says its number in words;
    "Sacrifice all creatures you control", "Double the number of each kind of counter"; an attacking token
    "that's tapped and attacking"."""
    raptor = card("Test Raptor {3}{W}{W}\nCreature — Bird 2/2\nWhen Test Raptor enters the battlefield, support 2.")
    assert "When this enters, support 2." in rules_text(raptor)
    auxiliary = card("Test Auxiliary {1}{G}{W}\nCreature — Elf Soldier 2/3\n{4}{G}{W}: Support 2.")
    assert "{4}{W}{G}: Support 2." in rules_text(auxiliary)
    heroes = card("Test Bane {3}{G}\nCreature — Human Warrior 4/2\n{2}{G}{G}: Put X +1/+1 counters on Test Bane, "
                  "where X is its power.")
    assert "{2}{G}{G}: Put X +1/+1 counters on this, where X is its power." in rules_text(heroes)
    snap = card("Test Snap {1}{U}\nInstant\nReturn target creature to its owner's hand. Untap up to two lands.")
    assert "Untap up to two lands." in " ".join(rules_text(snap))
    eruption = card("Test Eruption {4}{R}\nSorcery\nSacrifice all creatures you control.")
    assert "Sacrifice all creatures you control." in rules_text(eruption)
    bairn = card("Test Bairn {1}{G}\nCreature — Ouphe 1/3\n{2}{G}: Double the number of each kind of counter on "
                 "target permanent.")
    assert "{2}{G}: Double the number of each kind of counter on target permanent." in rules_text(bairn)
    hero = card("Test Hero {3}{W}\nCreature — Human Soldier 3/4\nWhenever Test Hero attacks, create two 1/1 white "
                "Soldier creature tokens that are tapped and attacking.")
    assert "create two 1/1 white Soldier creature tokens that are tapped and attacking" in rules_text(hero)[0]


def test_208_3_the_cards_own_power_in_an_effect_on_another_object_is_this_creatures() -> None:
    """The card's own power used for another object's bonus or a player's life is "this creature's power"
    ("its power" would name the other object); "its" stays when the card deals the damage itself."""
    warden = card("Test Warden {1}{W}\nCreature — Human Soldier 1/1\n{T}: Target creature gets +X/+X until end of "
                  "turn, where X is Test Warden's power.")
    assert "{T}: Target creature gets +X/+X until end of turn, where X is this creature's power." \
        in rules_text(warden)
    back = card("Test Back {2}{G}\nCreature — Beast 3/2\nSacrifice Test Back: You gain life equal to Test Back's "
                "power.")
    assert "Sacrifice this: You gain life equal to this creature's power." in rules_text(back)


def test_508_4_returned_tapped_and_attacking_and_dark_confidants_reveal_are_one_sentence() -> None:
    alesha = card("Test Alesha {2}{W}\nCreature — Human Warrior 3/2\nWhenever Test Alesha attacks, return target "
                  "creature card with power 2 or less from your graveyard to the battlefield tapped and attacking.")
    assert "to the battlefield tapped and attacking." in rules_text(alesha)[0]
    confidant = card("Test Confidant {1}{B}\nCreature — Human Wizard 2/1\nAt the beginning of your upkeep, reveal "
                     "the top card of your library and put that card into your hand. You lose life equal to its "
                     "mana value.")
    assert rules_text(confidant)[0].startswith("At the beginning of your upkeep, reveal the top card of your "
                                               "library and put that card into your hand.")


def test_701_40a_counters_put_after_another_instruction_and_any_number_milled_from_the_top() -> None:
    """"Manifest the top card of your library, then put a +1/+1 counter on it." and "Look at the top five cards
    of your library. Put any number of them into your graveyard and the rest back on top of your library in any
    order." are each one sentence, as Oracle text writes them."""
    nurturing = card("Test Nurturing {3}{G}\nSorcery\nManifest the top card of your library, then put a +1/+1 "
                     "counter on it.")
    assert "Manifest the top card of your library, then put a +1/+1 counter on it." in " ".join(rules_text(nurturing))
    plan = card("Test Plan {1}{U}\nInstant\nLook at the top five cards of your library. Put any number of them into "
                "your graveyard and the rest back on top of your library in any order.")
    assert "Put any number of them into your graveyard and the rest back on top of your library in any order." \
        in " ".join(rules_text(plan))


def test_701_18_one_of_two_cards_looked_at_and_the_other_on_the_bottom() -> None:
    """Two cards looked at, one kept: "the other" goes to the bottom (no order to choose for one card)."""
    sight = card("Test Sight {1}{U}\nSorcery\nLook at the top two cards of your library. Put one of them into your "
                 "hand and the other on the bottom of your library.")
    assert "Put one of them into your hand and the other on the bottom of your library." \
        in " ".join(rules_text(sight))


def _same(text: str, oracle: str) -> bool:
    """Whether a card written as `text` renders as `oracle`, normalised as the Oracle comparison does."""
    from kitchentable.cards.render.compare import normalise

    c = card(text)
    return normalise(rules_text(c), c.name) == normalise(oracle.split("\n"), c.name)


def test_700_2b_choose_any_number_reads_as_printed() -> None:
    text = ("Test Rankle {2}{B}{B}\nCreature — Faerie 3/3\nWhenever Test Rankle deals combat damage to a player, "
            "choose any number —\n• Each player discards a card.\n• Each player loses 1 life.")
    assert "choose any number —" in " ".join(rules_text(card(text)))


def test_106_1_an_amount_of_mana_counted_as_it_resolves_is_x() -> None:
    assert _same("Test Generator {4}\nArtifact\n{T}: Put a charge counter on Test Generator. Add X mana of any one "
                 "color, where X is the number of charge counters on Test Generator.",
                 "{T}: Put a charge counter on this artifact. Add X mana of any one color, where X is the number "
                 "of charge counters on this artifact.")


def test_707_9b_a_copy_that_is_an_artifact_in_addition_reads_with_its_article() -> None:
    feldon = card("Test Feldon {1}{R}\nLegendary Creature — Human 2/3\n{2}{R}, {T}: Create a token that's a copy of "
                  "target creature card in your graveyard, except it's an artifact in addition to its other types. "
                  "That token gains haste. Exile it at the beginning of the next end step.")
    assert "except it's an artifact in addition to its other types" in " ".join(rules_text(feldon))


def test_608_2c_sacrificing_this_and_an_extra_turn_are_one_instruction() -> None:
    chance = card("Test Chance {2}{U}\nEnchantment\nAt the beginning of your upkeep, if you have 5 or less life, "
                  "sacrifice Test Chance and take an extra turn after this one.")
    assert rules_text(chance) == ["At the beginning of your upkeep, if you have 5 or less life, sacrifice this and "
                                  "take an extra turn after this one."]


def test_608_2c_unless_the_targets_differ_in_color_says_its_condition_as_printed() -> None:
    ringers = card("Test Ringers {4}{B}\nSorcery\nDestroy two target nonblack creatures unless either one is a color "
                   "the other isn't. They can't be regenerated.")
    assert rules_text(ringers) == ["Destroy two target nonblack creatures unless either one is a color the other "
                                   "isn't. They can't be regenerated."]


def test_611_2a_a_targets_change_and_the_cards_own_are_one_sentence() -> None:
    drana = card("Test Drana {3}{B}{B}\nLegendary Creature — Vampire Shaman 4/4\n{X}{B}{B}: Target creature gets "
                 "-0/-X until end of turn and Test Drana gets +X/+0 until end of turn.")
    assert "{X}{B}{B}: Target creature gets -0/-X until end of turn and this gets +X/+0 until end of turn." \
        in rules_text(drana)


def test_608_2c_a_hybrid_spells_halves_say_their_mana_after_the_effect() -> None:
    """Each half happens only if its color was spent (rules.casting.mana_spent); the text writes the condition
    after its effect, and two halves that change two groups as one sentence."""
    assault = card("Test Assault {2}{U/R}\nInstant\nCreatures your opponents control get -1/-0 until end of turn if "
                   "{U} was spent to cast Test Assault, and creatures you control get +1/+0 until end of turn if {R} "
                   "was spent to cast it.")
    assert "Creatures your opponents control get -1/-0 until end of turn if {U} was spent to cast this spell, and " \
           "creatures you control get +1/+0 until end of turn if {R} was spent to cast it." in rules_text(assault)
    skies = card("Test Skies {4}{G/U}\nSorcery\nCreatures your opponents control lose flying until end of turn if "
                 "{G} was spent to cast Test Skies, and creatures you control gain flying until end of turn if {U} "
                 "was spent to cast it.")
    assert rules_text(skies)[0].startswith("Creatures your opponents control lose flying until end of turn if {G}")
    repel = card("Test Repel {3}{W/U}\nInstant\nCreate two 1/1 white Kithkin Soldier creature tokens if {W} was "
                 "spent to cast Test Repel. Counter up to one target creature spell if {U} was spent to cast Test "
                 "Repel.")
    assert rules_text(repel)[0] == ("Create two 1/1 white Kithkin Soldier creature tokens if {W} was spent to cast "
                                    "this spell. Counter up to one target creature spell if {U} was spent to cast "
                                    "this spell.")


def test_613_1f_a_group_loses_a_keyword_until_end_of_turn() -> None:
    """It said "~ loses flying": the group and the duration were dropped (the compiled card was right)."""
    cloud = card("Test Cloud {4}{U}\nCreature — Elemental 3/4\n{3}{U}: All other creatures lose flying until end "
                 "of turn.")
    assert "{3}{U}: All other creatures lose flying until end of turn." in rules_text(cloud)
    bonds = card("Test Bonds {1}{G}\nEnchantment\n{G}: Creatures your opponents control lose hexproof and "
                 "indestructible until end of turn.")
    assert "{G}: Creatures your opponents control lose hexproof and indestructible until end of turn." \
        in rules_text(bonds)


def test_603_2_countering_the_spell_and_a_counter_on_this_are_one_sentence() -> None:
    decree = card("Test Decree {6}{U}{U}\nEnchantment\nWhenever an opponent casts a spell, counter that spell and "
                  "put a depletion counter on Test Decree. If there are three or more depletion counters on Test "
                  "Decree, sacrifice it.")
    assert rules_text(decree)[0].startswith("Whenever an opponent casts a spell, counter that spell and put a "
                                            "depletion counter on this. ")


def test_701_15_an_any_target_that_cant_be_regenerated_is_the_creature() -> None:
    """Only a permanent regenerates and only a creature dies (700.4): it said "that permanent or player"."""
    carbon = card("Test Carbon {2}{R}\nInstant\nTest Carbon deals 3 damage to any target. It can't be regenerated "
                  "this turn. If the creature would die this turn, exile it instead.")
    assert rules_text(carbon) == ["This deals 3 damage to any target. It can't be regenerated this turn. If the "
                                  "creature would die this turn, exile it instead."]


def test_708_5_look_at_target_face_down_creature() -> None:
    gazer = card("Test Gazer {3}{W}{W}\nCreature — Bird Cleric 3/3\n{2}{W}: Look at target face-down creature.")
    assert "{2}{W}: Look at target face-down creature." in rules_text(gazer)


def test_110_2_exiled_creatures_return_as_those_cards_under_their_owners_control() -> None:
    displace = card("Test Displace {2}{U}\nInstant\nExile up to two target creatures you control, then return those "
                    "cards to the battlefield under their owner's control.")
    assert "Return those cards to the battlefield under their owner's control." in rules_text(displace)[0]


def test_400_3_a_card_you_own_goes_to_your_library() -> None:
    stylus = card("Test Stylus {4}\nArtifact\n{T}: Put target permanent you own on the bottom of your library.")
    assert rules_text(stylus) == ["{T}: Put target permanent you own on the bottom of your library."]


def test_107_3c_unless_a_player_pays_x_says_what_x_is() -> None:
    """The X a player must pay is counted as the ability resolves; the rendering dropped its definition
    ("counter target spell unless its controller pays {X}.")."""
    rethink = card("Test Rethink {2}{U}\nInstant\nCounter target spell unless its controller pays {X}, where X is "
                   "its mana value.")
    assert rules_text(rethink) == ["Counter target spell unless its controller pays {X}, where X is its mana value."]
    wanderer = card("Test Wanderer {W}\nCreature — Spirit 1/1\nSacrifice Test Wanderer: Counter target instant or "
                    "sorcery spell unless its controller pays {X}, where X is Test Wanderer's power.")
    assert "Sacrifice this: Counter target instant or sorcery spell unless its controller pays {X}, where X is this " \
           "creature's power." in rules_text(wanderer)


def test_118_12_each_opponent_sacrifices_unless_they_pay() -> None:
    brigand = card("Test Brigand {3}{R}\nCreature — Human Pirate 3/2\nWhen Test Brigand enters the battlefield, each "
                   "opponent sacrifices a permanent unless they pay {3}.")
    assert "When this enters, each opponent sacrifices a permanent unless they pay {3}." in rules_text(brigand)


def test_615_12_damage_that_cant_be_prevented_is_said_as_printed() -> None:
    """It said "No prevention you." for both: the turn's rule and one sentence's damage."""
    pain = card("Test Pain {1}{R}\nInstant\nDamage can't be prevented this turn.")
    assert rules_text(pain) == ["Damage can't be prevented this turn."]
    avalanche = card("Test Avalanche {3}{R}{R}\nInstant\nTest Avalanche deals 4 damage to target creature. The damage "
                     "can't be prevented.")
    assert rules_text(avalanche) == ["This deals 4 damage to target creature. The damage can't be prevented."]


def test_115_1_two_kinds_with_a_quality_are_not_a_list_of_three() -> None:
    """"artifact or enchantment with mana value 4 or less" read as the list "artifact, enchantment with mana value 4,
    or less"."""
    fragment = card("Test Fragment {G}\nSorcery\nDestroy target artifact or enchantment with mana value 4 or less.")
    assert rules_text(fragment) == ["Destroy target artifact or enchantment with mana value 4 or less."]
    light = card("Test Light {W}\nInstant\nDestroy target attacking or blocking creature with power 3 or less.")
    assert rules_text(light) == ["Destroy target attacking or blocking creature with power 3 or less."]


def test_701_22a_scry_then_reveal_the_top_card_is_one_sentence() -> None:
    signs = card("Test Signs {5}{U}\nSorcery\nScry 3, then reveal the top card of your library. You draw cards equal "
                 "to that card's mana value.")
    assert rules_text(signs)[0].startswith("Scry 3, then reveal the top card of your library. ")


def test_707_2_a_token_copy_is_it_in_the_sentences_after_it() -> None:
    feldon = card("Test Feldon {1}{R}\nLegendary Creature — Human Artificer 2/3\n{2}, {T}: Create a token that's a "
                  "copy of target creature card in your graveyard, except it's an artifact in addition to its other "
                  "types. It gains haste. Sacrifice it at the beginning of the next end step.")
    said = " ".join(rules_text(feldon))
    assert "It gains haste. At the beginning of the next end step, sacrifice it." in said, said


def test_702_147a_decayed_token_renders_with_its_keyword_only() -> None:
    """The decayed token still has the sacrifice trigger (702.147a), said by "with decayed" alone."""
    rot = card("Test Rot {B}\nSorcery\nCreate two 2/2 black Zombie creature tokens with decayed.")
    assert rot.spell is not None
    (made,) = rot.spell.modes[0].effects
    assert isinstance(made, CreateToken) and made.token is not None and len(made.token.triggered) == 1
    assert rules_text(rot) == ["Create two 2/2 black Zombie creature tokens with decayed."]


def test_400_1_exile_all_cards_of_a_kind_from_your_graveyard_names_the_zone() -> None:
    """"Exile all creature cards from your graveyard" (Zombie Mob) compiled right and was shown as "Exile all
    creatures" (a battlefield wipe): a group in a graveyard is said with its zone."""
    from tests.cards.card_text import card

    mob = card("Test Mob {2}{B}{B}\nCreature — Zombie 2/0\nWhen Test Mob enters, exile all creature cards from your "
               "graveyard.")
    assert rules_text(mob) == ["When this enters, exile all creature cards from your graveyard."]


def test_305_7_a_land_becomes_a_basic_land_type_in_addition_and_105_3_a_color_in_addition() -> None:
    """One-shot type and color additions (611.2c) were shown as "Add land types: this." and "Add colors: ~."."""
    from tests.cards.card_text import card

    monster = card("Test Monster {3}{U}{U}\nCreature — Octopus 5/5\nWhen Test Monster enters, target land becomes an "
                   "Island in addition to its other types.")
    assert rules_text(monster) == ["When this enters, target land becomes an Island in addition to its other types."]
    raise_ = card("Test Raise {2}{B}\nSorcery\nPut target creature card from a graveyard onto the battlefield under "
                  "your control. That creature is a black Zombie in addition to its other colors and types.")
    said = " ".join(rules_text(raise_))
    assert said.endswith(" is a black Zombie in addition to its other colors and types.")  # one sentence, as printed


def test_target_opponent_or_planeswalker_is_said_as_printed() -> None:
    """115.4: "target opponent or planeswalker" is a narrower group than "target player or planeswalker" (Scalding
    Tongs); the rendering keeps the word the description's player part reads."""
    tongs = card("Test Tongs {2}\nArtifact\nAt the beginning of your upkeep, Test Tongs deals 1 damage to target "
                 "opponent or planeswalker.")
    shock = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to target player or planeswalker.")
    assert "1 damage to target opponent or planeswalker." in " ".join(rules_text(tongs))
    assert "2 damage to target player or planeswalker." in " ".join(rules_text(shock))


def test_protection_from_a_creature_type_in_a_static_is_said_in_the_plural() -> None:
    """702.16: "protection from Dogs" (Feline Sovereign) is a quality naming a creature type; granted by a static
    ability it reads as on a keyword line, in the plural."""
    cat = card("Test Cat {2}{G}\nCreature — Cat 2/3\nOther Cats you control get +1/+1 and have protection from Dogs.")
    assert "Other Cats you control get +1/+1 and have protection from Dogs." in " ".join(rules_text(cat))


def test_122_1_a_group_said_with_each_keeps_its_singular_verb() -> None:
    """"Each creature you control with a counter on it gains double strike": the group is said one by one, with
    the verb that goes with "each" (the comparison reads it as "creatures you control with counters on them
    gain", the other wording Oracle text uses)."""
    knights = card("Test Knights {3}{W}\nCreature — Human Knight 3/3\nWhenever you attack, creatures you control "
                   "with counters on them gain double strike until end of turn.")
    assert rules_text(knights) == ["Whenever you attack, each creature you control with a counter on it gains double "
                                   "strike until end of turn."]
    lancers = card("Test Lancers {3}{W}\nCreature — Human Knight 3/3\nWhenever you attack, each creature you control "
                   "with a +1/+1 counter on it gains double strike until end of turn.")
    assert rules_text(lancers) == ["Whenever you attack, each creature you control with a +1/+1 counter on it gains "
                                   "double strike until end of turn."]


def test_701_23_a_search_after_sacrificing_the_source_keeps_the_cards_own_words() -> None:
    """Defense of the Heart: "sacrifice ~, search ..." (one list of instructions) and "put those cards" as
    printed; a search that says "put them" keeps "them"."""
    heart = card("Test Heart {3}{G}\nEnchantment\nAt the beginning of your upkeep, if an opponent controls three or "
                 "more creatures, sacrifice Test Heart, search your library for up to two creature cards, put those "
                 "cards onto the battlefield, then shuffle.")
    assert rules_text(heart)[-1] == "At the beginning of your upkeep, if an opponent controls three or more " \
        "creatures, sacrifice this, search your library for up to two creature cards, put those cards onto the " \
        "battlefield, then shuffle."
    growth = card("Test Growth {3}{G}\nSorcery\nSearch your library for up to two basic land cards, put them onto "
                  "the battlefield tapped, then shuffle.")
    assert rules_text(growth)[-1] == "Search your library for up to two basic land cards, put them onto the " \
        "battlefield tapped, then shuffle."


def test_608_2c_one_players_three_actions_read_as_one_list() -> None:
    """"Target opponent sacrifices a creature, discards a card, and loses 3 life." (Archon of Cruelty): one
    sentence, as printed, not "That player loses 3 life" apart."""
    from kitchentable.cards.render import rules_text
    from tests.cards.card_text import card

    archon = card("Test Archon {6}{B}{B}\nCreature — Archon 6/6\nWhen Test Archon enters, target opponent sacrifices a "
                  "creature, discards a card, and loses 3 life.")
    assert rules_text(archon) == ["When this enters, target opponent sacrifices a creature, discards a card, and "
                                  "loses 3 life."]


def test_707_9b_two_exceptions_of_a_copy_read_with_and() -> None:
    from kitchentable.cards.render import rules_text
    from tests.cards.card_text import card

    shepherd = card("Test Shepherd {2}{B}{B}\nEnchantment Creature — Nightmare 4/4\nWhenever another nontoken creature "
                    "you control dies, you may exile it. If you do, create a token that's a copy of that creature, "
                    "except it's 1/1 and it's a Nightmare in addition to its other types.")
    assert "except it's 1/1 and it's a Nightmare in addition to its other types." in rules_text(shepherd)[-1]


def test_608_2c_both_effects_of_an_otherwise_branch_read_as_one_sentence() -> None:
    """"Otherwise, you gain 2 life and this deals 2 damage to each opponent.": a second sentence would read as if
    the damage were dealt either way."""
    from kitchentable.cards.render import rules_text
    from tests.cards.card_text import card

    klothys = card("Test Klothys {1}{R}{G}\nEnchantment\nAt the beginning of your precombat main phase, exile target "
                   "card from a graveyard. If it was a land card, add {R} or {G}. Otherwise, you gain 2 life and "
                   "Test Klothys deals 2 damage to each opponent.")
    assert rules_text(klothys)[-1].endswith("Otherwise, you gain 2 life and this deals 2 damage to each opponent.")
