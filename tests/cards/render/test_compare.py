"""The rendering against a card database's text (`cards.render.compare`, `cards.oracle_comparison`, issue 24).

Fast checks run on a small committed fixture of real cards (`tests/cards/fixtures/oracle_2017.json`, their 2017
Oracle text written for this test): the comparison finds exactly the differences it should, and its
normalisation equates only wording that means the same. The whole 2017 database runs only when it is present
(`KT_CARD_DB=/path/to/AllSets.json`): its mismatches must all be in the tracked report
(`docs/oracle_report_2017.tsv`), so the count only goes down.
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from kitchentable.cards.files.cardfile import RawCard
from kitchentable.cards.files.mtgjson import compile_all, read_database
from kitchentable.cards.oracle import OracleCard, OracleFace
from kitchentable.cards.oracle_comparison import (
    Comparison,
    compare_all,
    compiled_cards,
    read_report,
    report_figure,
    write_report,
)
from kitchentable.cards.render import rules_text
from kitchentable.cards.render.compare import Mismatch, compare, normalise
from kitchentable.rules.abilities import CardDef
from tests.cards.card_text import card

ROOT = Path(__file__).resolve().parents[3]
FIXTURE = ROOT / "tests" / "cards" / "fixtures" / "oracle_2017.json"
REPORT = ROOT / "docs" / "oracle_report_2017.tsv"

# The fixture's cards whose rendering still differs from their text, with each differing sentence (database,
# rendered). Everything else in the fixture must read exactly as its text.
DIFFERING: dict[str, set[tuple[str, str]]] = {}


@cache
def _fixture() -> tuple[tuple[RawCard, CardDef], ...]:
    ok, failures, total = compile_all(read_database(FIXTURE), str(FIXTURE))
    assert not failures and len(ok) == total, failures
    return tuple(ok)


@cache
def _compared() -> Comparison:
    return compare_all(list(_fixture()))


def test_fixture_cards_read_as_their_text_except_the_known_differences() -> None:
    result = _compared()
    found: dict[str, set[tuple[str, str]]] = {}
    for m in result.mismatches:
        found.setdefault(m.card, set()).add((m.oracle, m.rendered))
    assert found == DIFFERING
    assert result.equal == result.compiled - len(DIFFERING) and not result.crashed


def test_the_normalisation_reads_2017_wording_as_today_s() -> None:
    name = "Gravedigger"
    old = normalise(["When Gravedigger enters the battlefield, you may return target creature card from your "
                     "graveyard to your hand."], name)
    new = normalise(["When this creature enters, you may return target creature card from your graveyard to your "
                     "hand."], name)
    assert old == new
    assert normalise(["Lightning Bolt deals 3 damage to target creature or player."], "Lightning Bolt") == \
        normalise(["This spell deals 3 damage to any target."], "Lightning Bolt")
    assert normalise(["{T}: Add {G} to your mana pool."], "x") == normalise(["{T}: Add {G}."], "x")


def test_the_normalisation_drops_only_what_means_nothing() -> None:
    assert normalise(["Flying, vigilance"], "x") == normalise(["Vigilance (702.20)", "Flying (702.9)"], "x")
    assert normalise(["Landfall — Whenever a land you control enters, you gain 2 life."], "x") == \
        normalise(["Whenever a land you control enters, you gain 2 life."], "x")
    assert normalise(["Equipped creature gets +3/+0 and has trample and lifelink."], "x") == \
        normalise(["Equipped creature gets +3/+0 and has lifelink and trample."], "x")
    # What changes a card is never equal: a subject, a number, a duration, a "may", a target's controller.
    different = [
        ("Whenever an opponent casts a red spell, you gain 2 life.", "Whenever a player casts a red spell, you gain 2 life."),
        ("Target creature gets +3/+3 until end of turn.", "Target creature gets +3/+3."),
        ("Draw two cards.", "Draw three cards."),
        ("You may draw a card.", "Draw a card."),
        ("Return target card from your graveyard to your hand.", "Return target card from a graveyard to its owner's hand."),
        ("Equipped creature has flying and haste.", "Equipped creature has flying."),
    ]
    for a, b in different:
        assert normalise([a], "x") != normalise([b], "x"), (a, b)


def test_the_report_keeps_its_classes_and_gives_its_figure(tmp_path: Path) -> None:
    path = tmp_path / "report.tsv"
    whole = _compared()
    one = Mismatch("Prey Upon", "target creature you control fights target creature you don't control.",
                   "target creature you control fights target creature an opponent controls.")
    compared = Comparison(whole.compiled, whole.equal - 1, [one])  # a difference to classify
    write_report(path, compared, FIXTURE.name, ["a header line"])
    equal, compiled = report_figure(path)
    assert (equal, compiled) == (compared.equal, compared.compiled)
    rows = path.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(rows) if not line.startswith("#"))
    card, _kind, *rest = rows[first].split("\t")
    rows[first] = "\t".join([card, "a", *rest, "a note"])
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    write_report(path, compared, FIXTURE.name, [])
    report = read_report(path)
    assert len(report) == 1
    assert [r for r in report.values() if r.kind == "a"][0].note == "a note"


DATABASE = os.environ.get("KT_CARD_DB", "")


@pytest.mark.skipif(not DATABASE, reason="set KT_CARD_DB to an MTGJSON file (the 2017 AllSets.json) to compare the "
                                         "whole database; it compiles for several CPU-minutes the first time")


def test_the_whole_database_s_mismatches_only_go_down() -> None:
    if not REPORT.is_file():
        pytest.fail(f"no tracked report {REPORT}: write it with python scripts/oracle_report.py {DATABASE} --write")
    result = compare_all(compiled_cards(Path(DATABASE), workers=os.cpu_count() or 1))
    report = read_report(REPORT)
    found = {m.key() for m in result.mismatches}
    new = sorted(found - set(report))
    assert not new, (f"{len(new)} differences not in {REPORT.name} (fix the render, or the compiler, or list them: "
                     "python scripts/oracle_report.py --write): " + "; ".join(" | ".join(k) for k in new[:20]))
    equal, _compiled = report_figure(REPORT)
    assert result.equal >= equal or result.compiled > _compiled


def test_701_19_a_2017_search_then_shuffle_reads_as_todays_one_sentence() -> None:
    old = normalise(["{T}, Pay 1 life, Sacrifice Test Mesa: Search your library for a Mountain card and put it onto "
                     "the battlefield. Then shuffle your library."], "Test Mesa")
    assert old == ["pay 1 life, sacrifice ~, {T}: search your library for a Mountain card, put it onto the "
                   "battlefield, then shuffle."]


def test_601_2h_a_cost_s_parts_and_mana_symbols_read_in_one_order() -> None:
    printed = normalise(["{G}{U}, {T}, Sacrifice Test Lens: Add {R}{W}."], "Test Lens")
    rendered = normalise(["Sacrifice this, {T}, {U}{G}: Add {W}{R}."], "Test Lens")
    assert printed == rendered
    assert normalise(["{T}: Add {G}."], "Test Lens") != normalise(["{T}: Add {U}."], "Test Lens")


def test_2017_wordings_since_replaced_read_as_today() -> None:
    assert normalise(["Test Brute attacks each turn if able."], "Test Brute") == ["~ attacks each combat if able."]
    assert normalise(["Test Decay can't be countered by spells or abilities."], "Test Decay") == \
        ["~ can't be countered."]
    assert normalise(["Whenever a land enters the battlefield under your control, Test Cub gets +2/+2 until end of "
                      "turn."], "Test Cub") == ["whenever a land you control enters, ~ gets +2/+2 until end of turn."]


def test_603_7_a_delayed_trigger_said_after_its_effect_reads_as_said_before() -> None:
    assert normalise(["Draw a card at the beginning of the next turn's upkeep."], "Test Ring") == \
        normalise(["At the beginning of the next turn's upkeep, draw a card."], "Test Ring")


def test_702_keywords_with_a_number_or_a_cost_sort_with_the_keywords() -> None:
    assert normalise(["Amplify 1", "Flying"], "Test Hawk") == normalise(["Amplify 1, Flying"], "Test Hawk")
    assert normalise(["Draw a card.", "Dredge 2"], "Test Salvage") == ["dredge 2", "draw a card."]
    assert normalise(["Draw a card.", "Suspend 4—{1}{U}"], "Test Rift") == ["suspend 4—{1}{U}", "draw a card."]


def test_113_2c_a_card_s_abilities_compare_as_a_set_of_lines() -> None:
    vengeance = card("Test Vengeance {B}{B}\nEnchantment — Aura\nEnchant creature\nWhen Test Vengeance enters the "
                     "battlefield, put a +1/+1 counter on target creature you control.\nEnchanted creature gets "
                     "-1/-1.")
    printed = OracleCard((OracleFace("Test Vengeance", "{B}{B}", "Enchantment — Aura", None, None, None, (
        "Enchant creature", "When Test Vengeance enters the battlefield, put a +1/+1 counter on target creature you "
        "control.", "Enchanted creature gets -1/-1.")),))
    assert compare(vengeance, printed) == []
    swapped = OracleCard((replace(printed.faces[0], lines=(
        "Enchant creature", "Enchanted creature gets -1/-1.", "When Test Vengeance enters the battlefield, put a "
        "+1/+1 counter on target creature you control.")),))
    assert compare(vengeance, swapped) == []


def test_118_12_an_upkeep_cost_in_mana_reads_unless_you_pay() -> None:
    pit = card("Test Pit {3}{B}\nEnchantment\nAt the beginning of your upkeep, sacrifice Test Pit unless you pay "
               "{B}{B}.")
    assert "At the beginning of your upkeep, sacrifice this unless you pay {B}{B}." in rules_text(pit)


def test_that_creature_and_it_name_the_same_object_alike() -> None:
    assert normalise(["Whenever a creature enters the battlefield, Test Flash deals 2 damage to it."], "Test Flash") \
        == normalise(["Whenever a creature enters, this deals 2 damage to that creature."], "Test Flash")
    assert normalise(["Whenever Test Cleric attacks, it gets +1/+0."], "Test Cleric") != \
        normalise(["Whenever Test Cleric attacks, that creature gets +1/+0."], "Test Cleric")


def test_614_12_a_shock_land_s_if_you_don_t_it_is_the_land() -> None:
    assert normalise(["As Test Crypt enters the battlefield, you may pay 2 life. If you don't, Test Crypt enters the "
                      "battlefield tapped."], "Test Crypt") == \
        normalise(["As this enters, you may pay 2 life. If you don't, it enters tapped."], "Test Crypt")


def test_a_count_as_x_reads_as_a_count_for_each() -> None:
    by_x = normalise(["Target creature gets +X/+0 until end of turn, where X is the number of Mountains you control."],
                     "Test Charge")
    assert by_x == normalise(["Target creature gets +1/+0 until end of turn for each Mountain you control."],
                             "Test Charge")
    assert by_x != normalise(["Target creature gets +1/+0 until end of turn for each land."], "Test Charge")
    assert normalise(["Test Elder gets +X/+X, where X is the number of Elves on the battlefield."], "Test Elder") == \
        normalise(["This gets +1/+1 for each Elf on the battlefield."], "Test Elder")


def test_107_3c_x_defined_by_the_text_reads_as_equal_to() -> None:
    assert normalise(["Test Rack deals X damage to that player, where X is 3 minus the number of cards in their "
                      "hand."], "Test Rack") == \
        normalise(["Test Rack deals damage equal to 3 minus the number of cards in their hand to that player."],
                  "Test Rack")
    assert normalise(["That player mills X cards, where X is the number of cards in their hand."], "Test Muse") == \
        normalise(["That player mills cards equal to the number of cards in their hand."], "Test Muse")
    two = "Test Bolt deals X damage to any target and you gain X life, where X is the number of Elves you control."
    assert "where x is" in " ".join(normalise([two], "Test Bolt")).lower()  # two Xs: said as printed


def test_702_a_2017_keyword_line_with_semicolons_is_its_keywords() -> None:
    assert normalise(["Flying; first strike; banding"], "Test Knight") == \
        normalise(["Banding, First strike, Flying"], "Test Knight")


def test_608_2c_one_player_s_actions_in_a_row_are_one_sentence_each() -> None:
    assert normalise(["Each player discards their hand, then draws seven cards."], "Test Wheel") == \
        normalise(["Each player discards their hand. Each player draws seven cards."], "Test Wheel")
    assert normalise(["Draw seven cards, then discard three cards at random."], "Test Revelation") == \
        normalise(["Draw seven cards. Discard three cards at random."], "Test Revelation")
    assert normalise(["Each player discards their hand, then draws seven cards."], "Test Wheel") != \
        normalise(["Each player draws seven cards. Each player discards their hand."], "Test Wheel")


def test_606_4_a_loyalty_cost_in_brackets_reads_as_the_rendering_writes_it() -> None:
    name = "Test Walker"
    assert normalise(["[+1]: You gain 2 life.", "[\u22123]: Draw a card.", "[0]: Scry 1."], name) == \
        normalise(["+1: You gain 2 life.", "-3: Draw a card.", "0: Scry 1."], name)
    assert normalise(["[+1]: Draw a card."], name) != normalise(["+2: Draw a card."], name)


def test_603_7_a_trigger_s_delayed_effect_said_after_it_reads_as_said_before() -> None:
    assert normalise(["When Test Jar enters the battlefield, draw a card at the beginning of the next turn's upkeep."],
                     "Test Jar") == normalise(["When this enters, at the beginning of the next turn's upkeep, draw a "
                                               "card."], "Test Jar")


def test_a_p_t_change_and_a_restriction_said_together_are_two_sentences() -> None:
    assert normalise(["Enchanted creature gets +2/+2 and can't block."], "Test Aura") == \
        normalise(["Enchanted creature gets +2/+2.", "Enchanted creature can't block."], "Test Aura")
    assert normalise(["Whenever Test Cat deals combat damage to a creature, tap that creature and it doesn't untap "
                      "during its controller's next untap step."], "Test Cat") == \
        normalise(["Whenever this deals combat damage to a creature, tap that creature. It doesn't untap during its "
                   "controller's next untap step."], "Test Cat")


def test_608_2h_a_counted_number_said_three_ways_reads_as_one() -> None:
    said = {tuple(normalise([line], "Test Bolt")) for line in (
        "Test Bolt deals X damage to target creature, where X is the number of Forests you control.",
        "Test Bolt deals damage to target creature equal to the number of Forests you control.",
        "Test Bolt deals damage equal to the number of Forests you control to target creature.")}
    assert len(said) == 1
    assert normalise(["You gain life equal to the number of Elves you control."], "Test Song") == \
        normalise(["You gain 1 life for each Elf you control."], "Test Song")
    assert normalise(["Target player mills X cards, where X is the number of Zombies you control."], "Test Lich") \
        == normalise(["Target player mills a card for each Zombie you control."], "Test Lich")
    assert normalise(["You gain 2 life for each Elf you control."], "Test Song") != \
        normalise(["You gain 1 life for each Elf you control."], "Test Song")


def test_701_23_an_optional_search_s_if_you_do_shuffle_reads_as_today_s_then_shuffle() -> None:
    assert normalise(["When Test Herd enters the battlefield, you may search your library for a Forest card, reveal "
                      "it, and put it into your hand. If you do, shuffle your library."], "Test Herd") == \
        ["when ~ enters, you may search your library for a Forest card, reveal it, put it into your hand, then "
         "shuffle."]


def test_604_1_gets_and_has_are_two_static_abilities() -> None:
    printed = ["Enchanted creature gets +2/+2 and has \"{T}: This creature deals 1 damage to any target.\""]
    rendered = ["Enchanted creature gets +2/+2.", "Enchanted creature has \"{T}: This creature deals 1 damage to any "
                                                  "target.\""]
    assert normalise(printed, "Test Teachings") == normalise(rendered, "Test Teachings")


def test_614_1c_enters_tapped_with_counters_is_two_replacements() -> None:
    assert normalise(["Test Crag enters the battlefield tapped with two charge counters on it."], "Test Crag") == \
        normalise(["This enters tapped.", "This enters with two charge counters on it."], "Test Crag")


def test_each_object_your_opponents_control_is_each_one_an_opponent_controls() -> None:
    assert normalise(["Test Knight gets +1/+1 for each Swamp your opponents control."], "Test Knight") == \
        normalise(["Test Knight gets +1/+1 for each Swamp an opponent controls."], "Test Knight")
    assert normalise(["Each creature you control can block an additional creature each combat."], "Test Ground") \
        == normalise(["Creatures you control can block an additional creature each combat."], "Test Ground")


def test_106_6_a_spend_restriction_in_the_singular_or_plural() -> None:
    assert normalise(["{T}: Add {C}{C}. Spend this mana only to cast artifact spells."], "Test Workshop") == \
        normalise(["{T}: Add {C}{C}. Spend this mana only to cast an artifact spell."], "Test Workshop")


def test_614_1c_x_counters_counted_as_it_enters() -> None:
    assert normalise(["Test Beetle enters the battlefield with X +1/+1 counters on it, where X is the number of "
                      "other creatures on the battlefield."], "Test Beetle") == \
        normalise(["This enters with a +1/+1 counter on it for each other creature on the battlefield."],
                  "Test Beetle")


def test_702_33d_kicked_enters_with_counters_and_a_keyword() -> None:
    assert normalise(["If Test Lancer was kicked, it enters the battlefield with two +1/+1 counters on it and with "
                      "first strike."], "Test Lancer") == \
        normalise(["If this was kicked, it enters with two +1/+1 counters on it.",
                   "If this was kicked, it has first strike."], "Test Lancer")


def test_608_2h_tokens_counted_as_x_or_a_number_equal_to_read_alike() -> None:
    assert normalise(["Create X 1/1 green Saproling creature tokens, where X is its mana value."], "Test Mutation") \
        == normalise(["Create a number of 1/1 green Saproling creature tokens equal to its mana value."],
                     "Test Mutation")
    assert normalise(["Create X 1/1 green Saproling creature tokens, where X is its mana value."], "Test Mutation") \
        != normalise(["Create a number of 1/1 green Saproling creature tokens equal to its power."], "Test Mutation")
    assert normalise(["{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control."],
                     "Test Boss") == \
        normalise(["{T}: Create a 1/1 red Goblin creature token for each Goblin you control."], "Test Boss")


def test_608_2c_then_opening_a_sentence_reads_as_the_next_instruction() -> None:
    assert normalise(["Look at the top five cards of your library. Then put the rest on the bottom of your library "
                      "in any order."], "Test Stirrings") == \
        normalise(["Look at the top five cards of your library. Put the rest on the bottom of your library in any "
                   "order."], "Test Stirrings")


def test_205_3m_of_the_chosen_type_reads_wherever_it_is_said() -> None:
    assert normalise(["Other creatures you control of the chosen type get +1/+1."], "Test Automaton") == \
        normalise(["Other chosen-type creatures you control get +1/+1."], "Test Automaton")
    assert normalise(["Creatures of the chosen type have fear."], "Test Cover") != \
        normalise(["Chosen-type creatures you control have fear."], "Test Cover")


def test_611_3a_it_in_a_condition_on_the_card_s_own_state_is_the_card() -> None:
    rendered = normalise(["As long as this is untapped, this gets +0/+2."], "Test Raptors")
    assert normalise(["As long as Test Raptors is untapped, it gets +0/+2."], "Test Raptors") == rendered
    assert normalise(["As long as it's untapped, Test Raptors gets +0/+2."], "Test Raptors") == rendered
    assert normalise(["As long as Test Raptors is untapped, target creature gets +0/+2."], "Test Raptors") != rendered
    assert normalise(["Test Raptors gets +0/+2 as long as it's untapped."], "Test Raptors") == rendered


def test_207_2d_a_flavor_word_in_title_case_has_no_rules_meaning() -> None:
    assert normalise(["Flurry of Blows — Whenever you cast your second spell each turn, draw a card."], "Test Monk") \
        == normalise(["Whenever you cast your second spell each turn, draw a card."], "Test Monk")
    assert normalise(["Stunning Strike — {1}{W}, {T}: Tap target creature."], "Test Monk") == \
        normalise(["{1}{W}, {T}: Tap target creature."], "Test Monk")


def test_608_2c_instructions_joined_by_then_are_one_sentence_each() -> None:
    assert normalise(["Return a creature you control to its owner's hand, then destroy all creatures."], "Test Wipe") \
        == normalise(["Return a creature you control to its owner's hand. Destroy all creatures."], "Test Wipe")
    assert normalise(["Return a creature you control to its owner's hand, then destroy all creatures."], "Test Wipe") \
        != normalise(["Destroy all creatures. Return a creature you control to its owner's hand."], "Test Wipe")


def test_608_2c_it_after_a_sentence_that_ends_on_the_card_is_the_card() -> None:
    assert normalise(["Discard a card: Tap Test Blade. It gains indestructible until end of turn."], "Test Blade") == \
        normalise(["Discard a card: Tap this. This gains indestructible until end of turn."], "Test Blade")
    assert normalise(["Whenever Test Hydra is dealt damage, put that many +1/+1 counters on it."], "Test Hydra") == \
        normalise(["Whenever this is dealt damage, put that many +1/+1 counters on this."], "Test Hydra")


def test_119_3_2017_s_you_gained_n_or_more_life_is_today_s_you_ve_gained() -> None:
    assert normalise(["~ costs {3} less to cast if you gained 3 or more life this turn."], "Test Cost") == \
        normalise(["~ costs {3} less to cast if you've gained 3 or more life this turn."], "Test Cost")


def test_207_2c_a_numbered_ability_word_is_dropped() -> None:
    """"Descend 4 — " is an ability word with a number (207.2c): no rules meaning, dropped like "Landfall — "."""
    assert normalise(["Descend 4 — Whenever Test Diver attacks, draw a card."], "Test Diver") == \
        ["whenever ~ attacks, draw a card."]


def test_605_4a_a_mana_triggers_mana_is_an_additional_mana_in_todays_words() -> None:
    from kitchentable.cards.render import rules_text
    from kitchentable.cards.render.compare import normalise
    from tests.cards.card_text import card

    growth = card("Test Growth {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its "
                  "controller adds an additional {G}.")
    assert rules_text(growth)[-1] == "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    assert normalise(["Whenever enchanted land is tapped for mana, its controller adds {G}."], "Test Growth") == \
        normalise(["Whenever enchanted land is tapped for mana, its controller adds an additional {G}."], "Test Growth")


def test_608_2c_put_counters_and_untap_it_reads_as_two_sentences() -> None:
    from kitchentable.cards.render.compare import normalise

    joined = normalise(["+1: Put three +1/+1 counters on up to one target land you control and untap it."], "Z")
    apart = normalise(["+1: Put three +1/+1 counters on up to one target land you control. Untap it."], "Z")
    assert joined == apart


def test_122_1_x_counters_where_x_is_reads_as_counters_equal_to() -> None:
    """"Put X +1/+1 counters on ~, where X is Y" and "Put +1/+1 counters equal to Y on ~" put the same counters."""
    name = "Test Swordsman"
    assert normalise(["Put X +1/+1 counters on Test Swordsman, where X is twice the number of creature cards in your "
                      "graveyard."], name) == \
        normalise(["Put +1/+1 counters equal to twice the number of creature cards in your graveyard on this creature."],
                  name)
    assert normalise(["Put a number of +1/+1 counters on Test Swordsman equal to your devotion to green."], name) == \
        normalise(["Put X +1/+1 counters on Test Swordsman, where X is your devotion to green."], name)


def test_611_2a_base_power_and_toughness_is_not_two_subjects() -> None:
    """"Until end of turn, target creature becomes a Dragon with base power and toughness 4/4 and gains flying."
    is one subject's two changes, said with the duration last; "power and toughness" does not start a new one."""
    first = normalise(["Until end of turn, target creature becomes a Dragon with base power and toughness 4/4 and "
                       "gains flying."], "x")
    assert first == normalise(["Target creature becomes a Dragon with base power and toughness 4/4 and gains flying "
                               "until end of turn."], "x")


def test_122_1_each_with_a_counter_on_it_is_the_group_with_counters_on_them() -> None:
    """"Each creature you control with a counter on it has ..." and "Creatures you control with counters on them
    have ...": Oracle text says both, of the same objects."""
    assert normalise(['Each creature you control with a counter on it has "{T}: Add {G}."'], "x") == \
        normalise(['Creatures you control with counters on them have "{T}: Add {G}."'], "x")
    assert normalise(["Each creature your opponents control with a counter on it can't attack or block."], "x") == \
        normalise(["Creatures your opponents control with counters on them can't attack or block."], "x")


def test_603_7_a_delayed_trigger_said_after_its_effect_in_an_activated_ability_reads_as_said_first() -> None:
    printed = normalise(["{G}, Sacrifice Test Larva: Create a 1/1 green Insect creature token with flying named "
                         "Butterfly at the beginning of the next end step."], "Test Larva")
    rendered = normalise(["{G}, Sacrifice this: At the beginning of the next end step, create a 1/1 green Insect "
                          "creature token with flying named Butterfly."], "Test Larva")
    assert printed == rendered


def test_603_4_dont_control_a_kind_is_control_no_kinds() -> None:
    """"If you don't control a Faerie" and "If you control no Faeries": Oracle text says both for the same check."""
    assert normalise(["If you don't control a Faerie, exile a card from your hand."], "x") == \
        normalise(["If you control no Faeries, exile a card from your hand."], "x")


def test_601_2c_and_or_between_kinds_reads_as_or() -> None:
    """"three or more tapped Pirates and/or Vehicles" counts any mix, as "Pirates or Vehicles" does."""
    assert normalise(["As long as you control three or more tapped Pirates and/or Vehicles, you may cast x from your "
                      "graveyard."], "x") == \
        normalise(["As long as you control three or more tapped Pirates or Vehicles, you may cast x from your "
                   "graveyard."], "x")


def test_603_7_an_emblem_s_delayed_effect_said_after_its_trigger_reads_as_said_before() -> None:
    said = ('Whenever an artifact you control is put into a graveyard from the battlefield, {} to the battlefield{}.')
    printed = '-10: You get an emblem with "' + said.format("return that card", " at the beginning of the next end step") + '"'
    rendered = '-10: You get an emblem with "' + said.format("at the beginning of the next end step, return it", "") + '"'
    assert normalise([printed], "Test Savant") == normalise([rendered], "Test Savant")


def test_the_normalisation_reads_today_s_they_and_has_for_a_duration() -> None:
    """"..., they lose 2 life" is the triggering player (608.2c); "has trample for as long as ~ remains tapped" and
    "gains trample ..." are one effect (611.2b). A duration said after the words stays a duration."""
    assert normalise(["Whenever an opponent draws a card, they lose 2 life."], "x") == \
        normalise(["Whenever an opponent draws a card, that player loses 2 life."], "x")
    assert normalise(["Whenever a player casts a spell, they discard a card."], "x") == \
        normalise(["Whenever a player casts a spell, that player discards a card."], "x")
    assert normalise(["{T}: Target creature has shroud for as long as x remains tapped."], "x") == \
        normalise(["{T}: Target creature gains shroud for as long as this remains tapped."], "x")
    assert normalise(["Those creatures don't untap during their controllers' untap steps for as long as you control "
                      "x."], "x") != normalise(["As long as you control x, those creatures don't untap during their "
                                                "controllers' untap steps."], "x")


def test_the_normalisation_reads_it_after_sentences_about_the_card() -> None:
    """"Put a +1/+1 counter on x. It gains indestructible until end of turn. Tap it." (each "it" the card), and a
    reflexive trigger's "it" after a sentence naming only the card (603.12, Glorybringer)."""
    assert normalise(["Sacrifice a Food: Put a +1/+1 counter on x. It gains indestructible until end of turn. Tap "
                      "it."], "x")[-1] == "tap ~."
    assert normalise(["You may exert x as it attacks. When you do, it deals 4 damage to target creature."], "x")[-1] \
        == normalise(["You may exert x as it attacks. When you do, x deals 4 damage to target creature."], "x")[-1]


def test_608_2c_tap_and_put_a_stun_counter_on_it_reads_as_two_effects() -> None:
    """"Tap target creature an opponent controls and put a stun counter on it." (one sentence on the card) and the
    rendering's two sentences say the same two effects in the same order (122.1d)."""
    assert normalise(["When x enters, tap target creature an opponent controls and put a stun counter on it."], "x") \
        == normalise(["When x enters, tap target creature an opponent controls. Put a stun counter on that creature."],
                     "x")


def test_701_13_the_cards_milled_this_way_are_the_milled_cards() -> None:
    assert normalise(["Mill four cards. You may put a creature card from among the milled cards into your hand."],
                     "x") == \
        normalise(["Mill four cards. You may put a creature card from among the cards milled this way into your "
                   "hand."], "x")
