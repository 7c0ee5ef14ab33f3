"""Targeting restrictions (115, 702.11 hexproof, 702.16 protection, 702.18 shroud) and the target pre-check of
the legal-action scan (601.2c).
"""

from __future__ import annotations

from kitchentable.rules.abilities import Filter
from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, BOLT, FOREST, GIANT_GROWTH, MOUNTAIN, creature

CREATURES = Filter(types=frozenset({"Creature"}))
HEXPROOF = creature("Gladecover Scout", "{G}", 1, 1, "hexproof", sub="Elf")
SHROUD = creature("Troll Shroud", "{G}", 1, 1, "shroud", sub="Troll")
RED_PRO = creature("Red Ward Knight", "{W}", 1, 1, "protection from red", sub="Knight")


def test_702_11_hexproof_only_stops_opponents() -> None:
    s = Scenario()
    mine = s.battlefield(0, HEXPROOF)
    theirs = s.battlefield(1, HEXPROOF)
    s.battlefield(0, FOREST)
    growth = s.hand(0, GIANT_GROWTH)
    game = s.start("main1")
    game.apply(("cast", growth))
    targets = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert mine in targets and theirs not in targets


def test_702_18_shroud_stops_everyone() -> None:
    s = Scenario()
    mine = s.battlefield(0, SHROUD)
    s.battlefield(0, BEARS)
    s.battlefield(0, FOREST)
    growth = s.hand(0, GIANT_GROWTH)
    game = s.start("main1")
    game.apply(("cast", growth))
    assert mine not in {o[1] for o in game.legal_actions() if o[0] == "target"}


def test_702_16b_protection_from_red_cannot_be_targeted_by_red() -> None:
    s = Scenario()
    knight = s.battlefield(1, RED_PRO)
    s.battlefield(0, MOUNTAIN)
    bolt = s.hand(0, BOLT)
    game = s.start("main1")
    game.apply(("cast", bolt))
    assert knight not in {o[1] for o in game.legal_actions() if o[0] == "target"}


def test_601_2c_target_precheck_counts_like_the_candidates() -> None:
    """601.2c: the legal-action pre-check (`has_candidates`) says there are at least n legal targets exactly
    when the full list of candidates has n, with hexproof, shroud and protection in play."""
    from kitchentable.rules.abilities import ANY_TARGET, TargetSpec
    from kitchentable.rules.concepts.targets import candidates, has_candidates

    s = Scenario()
    bolt = s.hand(0, BOLT)
    s.battlefield(1, HEXPROOF)
    s.battlefield(1, SHROUD)
    s.battlefield(1, RED_PRO)
    s.battlefield(1, BEARS)
    s.battlefield(0, BEARS)
    game = s.start("main1")
    specs = [TargetSpec(CREATURES), TargetSpec(ANY_TARGET), TargetSpec(Filter(types=frozenset({"Land"}))),
             TargetSpec(Filter(types=frozenset({"Creature"}), controller="opponent"))]
    for spec in specs:
        for seat in (0, 1):
            found = len(candidates(game.state, spec, seat, bolt))
            for n in range(0, 8):
                assert has_candidates(game.state, spec, seat, bolt, n) == (found >= n), (spec, seat, n)


def _counterspell_after_bolt() -> tuple[Scenario, object, int, int]:
    from kitchentable.scenario import answer_until_priority

    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counter = s.hand(1, "Counterspell")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    return s, game, counter, game.state.stack_ids()[0]


def test_115_5_a_spell_is_not_a_target_for_itself() -> None:
    _s, game, counter, bolt_on_stack = _counterspell_after_bolt()
    game.apply(("cast", counter))
    targets = [o[1] for o in game.legal_actions() if o[0] == "target"]
    assert targets == [bolt_on_stack]  # not the Counterspell that is already on the stack (601.2a)


def test_115_5_a_counter_mode_needs_another_spell() -> None:
    s = Scenario()
    cryptic = s.hand(0, "Cryptic Command")
    for _ in range(4):
        s.battlefield(0, "Island")
    s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", cryptic))
    card = game.state.objects[game.state.stack_ids()[0]].card
    counter_mode = next(i for i, m in enumerate(card.spell.modes) if "counter" in m.text.lower()
                        or any(getattr(e, "kind", "") == "counter" for e in m.effects))
    combos = [o[1] for o in game.legal_actions() if o[0] == "modes"]
    assert combos and all(counter_mode not in combo for combo in combos)


def test_115_5_a_spell_left_targeting_itself_is_illegal_on_resolution() -> None:
    from kitchentable.rules.abilities import TargetSpec
    from kitchentable.rules.concepts.targets import can_target

    _s, game, _counter, bolt_on_stack = _counterspell_after_bolt()
    spell = Filter(zone="stack", spell_kind="spell")
    state = game.state
    assert not can_target(state, bolt_on_stack, TargetSpec(spell), 1, bolt_on_stack, this=bolt_on_stack)
    assert can_target(state, bolt_on_stack, TargetSpec(spell), 1, None)
