"""Tests of `cards.language.core.costs`: costs and activated abilities (602, 118, 601.2b-h). Each compiles a
small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card, resolve

DAZE_LIKE = card("Test Gush {4}{U}\nInstant\nYou may pay {1} and return a basic land you control to its owner's hand "
                 "rather than pay this spell's mana cost.\nDraw a card.")


DELUGE = card("Test Deluge {2}{B}\nSorcery\nAs an additional cost to cast this spell, pay X life.\nAll creatures get "
              "-X/-X until end of turn.")


LOOT_X = card("Test Hoard {1}{R}\nSorcery\nAs an additional cost to cast this spell, discard X cards.\nDraw X cards.")


BOUNCE_ADD = card("Test Tithe {U}\nInstant\nAs an additional cost to cast this spell, return a land you control to "
                  "its owner's hand.\nDraw two cards.")


def _choose_through(game: object, prefer: list[tuple[object, ...]]) -> None:
    """Answer casting decisions: the first preferred answer offered, else ("pay",), else the first option."""
    while game.pending["kind"] != "priority":  # type: ignore[attr-defined]
        opts = game.legal_actions()  # type: ignore[attr-defined]
        pick = next((p for p in prefer if p in opts), ("pay",) if ("pay",) in opts else opts[0])
        game.apply(pick)  # type: ignore[attr-defined]


def test_118_9_alternative_cost_pays_mana_and_returns_a_basic_land() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    isl = s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.library(0, "Island")
    spell = s.hand(0, DAZE_LIKE)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("cost", "alternative", 0), ("pick", "return", isl)])
    resolve_stack(game)
    st = game.state
    assert isl not in st.objects and len(st.battlefield()) == 1
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Island", "Island"]


def test_107_3_additional_cost_pay_x_life_announces_x() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    for _ in range(3):
        s.battlefield(0, "Swamp")
    bear = s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, DELUGE)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("x", 2)])
    resolve_stack(game)
    assert game.state.players[0].life == 18
    assert bear not in game.state.battlefield()


def test_107_3_additional_cost_discard_x_cards_is_capped_by_the_hand() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Island")
    s.hand(0, "Island")
    for _ in range(3):
        s.library(0, "Forest")
    spell = s.hand(0, LOOT_X)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert {a for a in game.legal_actions() if a[0] == "x"} == {("x", 0), ("x", 1), ("x", 2)}
    _choose_through(game, [("x", 2)])
    resolve_stack(game)
    st = game.state
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Forest", "Forest"]
    assert len(st.zones[("graveyard", 0)]) == 3  # two discarded Islands and the sorcery


def test_601_2h_additional_cost_returns_a_land_you_control() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    isl = s.battlefield(0, "Island")
    s.library(0, "Forest")
    s.library(0, "Forest")
    spell = s.hand(0, BOUNCE_ADD)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("pick", "return", isl)])
    resolve_stack(game)
    st = game.state
    assert not st.battlefield()
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Forest", "Forest", "Island"]


GROVE = card("Test Grove\nLand\n{T}: Add {G}.\n{T}: Add {U} or {B}. Activate only if you control a Swamp.")


SPRITE = card("Test Sprite {U}\nCreature — Faerie 1/1")


def test_605_3a_a_mana_ability_with_an_activation_condition() -> None:
    s = Scenario()
    s.battlefield(0, GROVE)
    sprite = s.hand(0, SPRITE)
    game = s.start("main1")
    assert ("cast", sprite) not in game.legal_actions()  # no Swamp: the blue ability can't be activated
    s = Scenario()
    s.battlefield(0, GROVE)
    s.battlefield(0, "Swamp", tapped=True)
    sprite = s.hand(0, SPRITE)
    game = s.start("main1")
    game.apply(("cast", sprite))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is SPRITE for o in game.state.battlefield())


def test_602_2_any_player_may_activate_this_ability() -> None:
    soldier = card("Test Flailing Soldier {R}\nCreature — Human Soldier 2/2\n{1}: This creature gets -1/-1 until end "
                   "of turn. Any player may activate this ability.\n{1}: This creature gets +1/+1 until end of turn.")
    assert "Any player may activate this ability." in " ".join(rules_text(soldier))
    s = Scenario()
    oid = s.battlefield(0, soldier)
    s.many(1, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1", active=1)
    actions = game.legal_actions()
    assert ("activate", oid, 0) in actions and ("activate", oid, 1) not in actions  # 602.2: not its controller
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    resolve(game)
    assert game.state.stack_ids() == [] and chars(game.state, oid).power == 1


def test_602_2_any_player_may_activate_but_only_any_time_they_could_cast_a_sorcery() -> None:
    monger = card("Test Scandalmonger {3}{B}\nCreature — Boar Monster 3/3\n{2}: Target player discards a card. Any "
                  "player may activate this ability but only any time they could cast a sorcery.")
    s = Scenario()
    oid = s.battlefield(0, monger)
    s.many(1, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1", active=1)
    assert ("activate", oid, 0) in game.legal_actions()
    s2 = Scenario()
    oid2 = s2.battlefield(0, monger)
    s2.many(1, "battlefield", ["Swamp", "Swamp"])
    game2 = s2.start("main1", active=0)
    game2.apply(("pass",))
    assert game2.pending["player"] == 1 and ("activate", oid2, 0) not in game2.legal_actions()


DEEP_ELVES = card("Test Deep Elves {G}\nCreature — Elf Druid 1/1\n{T}: Add {B}. Test Deep Elves deals 1 damage to you.")
BLACK_BEAR = card("Test Black Bear {1}{B}\nCreature — Bear 2/2")


def test_605_1a_elves_of_deep_shadow_add_mana_and_deal_damage_to_you_is_a_mana_ability() -> None:
    """Elves of Deep Shadow: adding mana with "~ deals 1 damage to you" beside it is still a mana ability
    (605.1a: no target), activated while paying and resolved at once (605.3b), the damage with it."""
    assert DEEP_ELVES.activated[0].is_mana
    s = Scenario(options={"idle_mana_abilities": True})
    elves = s.battlefield(0, DEEP_ELVES)
    s.battlefield(0, "Forest")
    bear = s.hand(0, BLACK_BEAR)
    game = s.start("main1")
    assert ("cast", bear) in game.legal_actions()  # the Forest's {G} and the Elves' {B}
    game.apply(("cast", bear))
    assert ("mana", elves, 0) in game.legal_actions()
    game.apply(("mana", elves, 0))
    assert game.state.players[0].life == 19
    assert game.state.stack_ids() == [] or game.state.objects[game.state.stack_ids()[-1]].card is BLACK_BEAR
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is BLACK_BEAR for o in game.state.battlefield())
    assert game.state.players[0].life == 19


WOODLOT = card("Test Woodlot\nLand\nTest Woodlot enters the battlefield tapped with two depletion counters on it.\n"
               "{T}, Remove a depletion counter from Test Woodlot: Add {G}{G}. If there are no depletion counters on "
               "Test Woodlot, sacrifice it.")
GREEN_OX = card("Test Green Ox {G}{G}\nCreature — Ox 2/2")


def test_605_1a_a_depletion_land_is_a_mana_ability_sacrificed_with_its_last_counter() -> None:
    """A depletion land (Hickory Woodlot): adding mana and sacrificing itself when no depletion counter is left is
    a mana ability (605.1a: no target), resolved at once while paying (605.3b); with a counter left it stays."""
    assert WOODLOT.activated[0].is_mana
    assert rules_text(WOODLOT)[-1] == ("{T}, Remove a depletion counter from this: Add {G}{G}. If there are no "
                                       "depletion counters on this, sacrifice it.")
    for counters, stays in ((2, True), (1, False)):
        s = Scenario(options={"idle_mana_abilities": True})
        woodlot = s.battlefield(0, WOODLOT, counters={"depletion": counters})
        ox = s.hand(0, GREEN_OX)
        game = s.start("main1")
        game.apply(("cast", ox))
        assert ("mana", woodlot, 0) in game.legal_actions()
        game.apply(("mana", woodlot, 0))
        assert (woodlot in game.state.battlefield()) is stays
        answer_until_priority(game)
        resolve_stack(game)
        assert any(game.state.objects[o].card is GREEN_OX for o in game.state.battlefield())


SORIN_X = card("Test Nightlord {2}{B}{B}\nLegendary Planeswalker — Sorin loyalty 4\n+1: You gain 1 life.\n[−X]: Test "
               "Nightlord deals X damage to target creature and you gain X life.")


def test_606_4_minus_x_loyalty_cost_removes_the_announced_number_of_counters() -> None:
    from kitchentable.scenario import Scenario, resolve_stack
    from tests.cards.card_text import in_zone

    ab = SORIN_X.activated[1]
    assert ab.loyalty and ab.cost.per_x == "remove:loyalty"  # a loyalty ability (606.3 limits it) with X
    assert rules_text(SORIN_X)[-1] == "-X: This deals X damage to target creature. You gain X life."
    s = Scenario()
    sorin = s.battlefield(0, SORIN_X)
    ox = s.battlefield(1, "Craw Wurm")  # 6/4
    game = s.start("main1")
    life = game.state.players[0].life
    game.apply(("activate", sorin, 1))
    xs = sorted(a[1] for a in game.legal_actions() if a[0] == "x")
    assert xs[-1] == 4  # 107.3a, 118.3: no more than the loyalty counters there are
    game.apply(("x", 2))
    game.apply(("target", ox))
    assert game.state.objects[sorin].counters.get("loyalty", 0) == 2  # paid as it is activated (601.2h)
    resolve_stack(game)
    assert game.state.players[0].life == life + 2
    assert game.state.objects[ox].damage == 2
    assert not [a for a in game.legal_actions() if a[:2] == ("activate", sorin)]  # one loyalty ability a turn (606.3)
    assert not in_zone(game, "graveyard", "Test Nightlord")
