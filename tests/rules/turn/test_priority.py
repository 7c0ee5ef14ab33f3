"""Priority (117) and the legal actions offered: instant-speed cards only outside sorcery timing (307.1), mana
sources (605.3a).
"""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, BOLT, FOREST, ISLAND, MOUNTAIN, POOL


def test_307_1_outside_sorcery_timing_only_instant_speed_cards_are_offered() -> None:
    """307.1 / 702.8a: in the opponent's turn the player may cast an instant or a card with flash, not a
    creature or a sorcery (the legal actions leave those out before looking at costs)."""
    from dataclasses import replace

    from tests.rules.cards import DIVINATION

    flash_bears = replace(BEARS, name="Flash Bears", keywords=frozenset({"flash"}))
    s = Scenario(pool=POOL)
    for _ in range(3):
        s.battlefield(1, MOUNTAIN)
    s.battlefield(1, FOREST)
    s.battlefield(1, ISLAND)
    bolt = s.hand(1, BOLT)
    flash = s.hand(1, flash_bears)
    bears = s.hand(1, BEARS)
    sorcery = s.hand(1, DIVINATION)
    game = s.start("upkeep")
    game.apply(("pass",))
    assert game.pending["player"] == 1
    offered = {a[1] for a in game.legal_actions() if a[0] == "cast"}
    assert offered == {bolt, flash}
    assert bears not in offered and sorcery not in offered


def test_605_3a_a_land_entering_is_a_mana_source_at_once() -> None:
    """605.3a: a land played after the player's mana sources were read is one of them at once (the remembered
    list of sources goes when a card with activated abilities enters)."""
    from kitchentable.rules.casting.payment import mana_sources

    s = Scenario(pool=POOL)
    first = s.battlefield(0, MOUNTAIN)
    second = s.hand(0, MOUNTAIN)
    s.hand(0, BOLT)
    game = s.start("main1")
    assert mana_sources(game.state, 0) == [(first, 0)]
    game.apply(("play_land", second))
    lands = [oid for oid in game.state.battlefield() if oid != first]
    assert mana_sources(game.state, 0) == [(first, 0), (lands[0], 0)]
    game.state.mut(first, characteristics=False).tapped = True
    assert mana_sources(game.state, 0) == [(lands[0], 0)]


def test_605_3a_idle_mana_ability_with_a_mana_cost_is_not_offered_unpaid() -> None:
    """With idle mana abilities offered at priority, only those whose whole cost the activation pays itself
    ({T}, life, sacrificing the source) are offered: a "{1}, {T}: Add {R}{R}" land would otherwise make two mana
    for nothing (602.2b: every part of the cost is paid)."""
    from tests.cards.card_text import card

    shrine = card("Test Filter Land\nLand\n{1}, {T}: Add {R}{R}.")
    spring = card("Test Spring\nLand\n{T}: Add {R}.")
    s = Scenario(options={"idle_mana_abilities": True})
    filter_land = s.battlefield(0, shrine)
    plain = s.battlefield(0, spring)
    game = s.start("main1")
    actions = game.legal_actions()
    assert ("mana", plain, 0) in actions
    assert ("mana", filter_land, 0) not in actions


def test_602_2b_601_2h_a_tap_untapped_creatures_cost_is_offered_only_when_enough_can_be_tapped() -> None:
    """602.2b / 601.2h: "Tap three untapped Zombies you control" can be paid only with three untapped Zombies
    the player controls, so the ability isn't among the legal actions with fewer (offering it would only
    rewind: an action that can't be completed, which an obligation to act would pick forever)."""
    from kitchentable.cards.pool import get_pool

    cryptbreaker = get_pool().get("Cryptbreaker")
    s = Scenario(pool=POOL)
    breaker = s.battlefield(0, cryptbreaker)
    s.battlefield(0, cryptbreaker, tapped=True)
    s.battlefield(0, BEARS)
    game = s.start("main1")
    assert ("activate", breaker, 1) not in game.legal_actions()
    s = Scenario(pool=POOL)
    breaker = s.battlefield(0, cryptbreaker)
    s.battlefield(0, cryptbreaker)
    s.battlefield(0, cryptbreaker, sick=True)  # tapping for a cost without {T} ignores summoning sickness (302.6)
    game = s.start("main1")
    assert ("activate", breaker, 1) in game.legal_actions()


def test_601_2h_a_spell_whose_additional_sacrifice_cost_cant_be_paid_is_not_offered() -> None:
    """601.2b / 601.2h: "As an additional cost to cast this spell, sacrifice an artifact or creature" needs one
    to sacrifice; without it casting Deadly Dispute could only be rewound, so it isn't a legal action (with one,
    it is)."""
    from kitchentable.cards.pool import get_pool
    from tests.rules.cards import SWAMP

    dispute = get_pool().get("Deadly Dispute")
    s = Scenario(pool=POOL)
    s.battlefield(0, SWAMP)
    s.battlefield(0, SWAMP)
    card = s.hand(0, dispute)
    game = s.start("main1")
    assert ("cast", card) not in game.legal_actions()
    s = Scenario(pool=POOL)
    s.battlefield(0, SWAMP)
    s.battlefield(0, SWAMP)
    s.battlefield(0, BEARS)
    card = s.hand(0, dispute)
    game = s.start("main1")
    assert ("cast", card) in game.legal_actions()


def test_117_1_a_cast_plan_is_made_once_per_card_definition_and_way() -> None:
    """The legal-action scan reads what the card alone decides from a plan made once per card definition and
    way of casting: the same definition and way give the same plan, another definition (even of the same name)
    or another way its own, and the plan reads the card as cast that way."""
    from dataclasses import replace

    from kitchentable.rules.turn.priority import _cast_plan

    first = _cast_plan(BOLT, "hand")
    assert _cast_plan(BOLT, "hand") is first
    assert first.card is BOLT and first.native and not first.land and first.cost is BOLT.mana_cost
    other = replace(BOLT, types=frozenset({"Sorcery"}))
    assert _cast_plan(other, "hand") is not first and not _cast_plan(other, "hand").native
    assert _cast_plan(BOLT, "flashback") is not first and _cast_plan(BOLT, "flashback").flashback
    assert _cast_plan(FOREST, "hand").land


def test_601_2h_remembered_cost_candidates_follow_a_zombie_entering_and_leaving() -> None:
    """601.2h: "Tap three untapped Zombies you control" is offered once a third Zombie enters after the
    candidates were remembered, and withdrawn when one leaves: the remembered list is brought up to date with
    the objects changed since (`GameState.forget` names them), not kept stale."""
    from kitchentable.cards.pool import get_pool
    from kitchentable.rules import events
    from kitchentable.rules.turn.priority import priority_actions

    cryptbreaker = get_pool().get("Cryptbreaker")
    s = Scenario(pool=POOL)
    breaker = s.battlefield(0, cryptbreaker)
    s.battlefield(0, cryptbreaker)
    s.hand(0, cryptbreaker)
    game = s.start("main1")
    state = game.state
    assert ("activate", breaker, 1) not in priority_actions(state, 0)  # two Zombies: remembered
    third = state.zone("hand", 0)[0]
    entered = events.move(state, third, "battlefield")
    assert ("activate", breaker, 1) in priority_actions(state, 0)
    events.move(state, entered, "graveyard")
    assert ("activate", breaker, 1) not in priority_actions(state, 0)
