"""Tests of `cards.language.core.triggers`: triggered abilities (603). Each compiles a small card text of our
own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card

BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


BIRD = card("Test Bird {1}{U}\nCreature — Bird 1/1\nFlying")


SCOUT = card("Test Scout {W}\nCreature — Human Soldier Ally 0/1\nWhenever Test Scout or another Ally enters "
             "under your control, you may put a +1/+1 counter on Test Scout.")


ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")


KNIGHT = card("Test Knight {1}{W}\nCreature — Human Knight 2/2")


RALLY = card("Test Herald {2}{R}\nCreature — Goblin Ally 1/1\nWhenever Test Herald or another Ally enters "
             "under your control, you may have Ally creatures you control gain haste until end of turn.")


def _cast_creature(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", oid))
    answer_until_priority(game)


def test_603_6a_self_or_another_ally_enters() -> None:
    assert "Whenever this or another Ally you control enters" in render(SCOUT)
    s = Scenario()
    scout = s.hand(0, SCOUT)
    squire = s.hand(0, ALLY)
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"] * 5)
    game = s.start("main1")
    _cast_creature(game, scout)
    resolve_stack(game)  # the Scout itself entering triggers it
    scout_now = next(o for o in game.state.battlefield() if game.state.objects[o].card is SCOUT)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 1
    _cast_creature(game, squire)
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    _cast_creature(game, knight)  # not an Ally: no trigger
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    assert chars(game.state, scout_now).power == 2


def test_603_6a_an_opponents_ally_does_not_trigger_under_your_control() -> None:
    s = Scenario()
    scout = s.battlefield(0, SCOUT)
    squire = s.hand(1, ALLY)
    s.many(1, "battlefield", ["Plains"] * 2)
    game = s.start("main1", active=1)
    _cast_creature(game, squire)
    resolve_stack(game)
    assert not game.state.objects[scout].counters


def test_608_2d_you_may_have_allies_gain_haste() -> None:
    s = Scenario()
    herald = s.hand(0, RALLY)
    squire = s.battlefield(0, ALLY, sick=True)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    _cast_creature(game, herald)
    resolve_stack(game)
    assert "haste" in chars(game.state, squire).keywords


BOUNCER = card("Test Surge {2}{U}\nSorcery\nReturn two target creatures to their owners' hands.")


LEECH = card("Test Leech {B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep of enchanted "
             "creature's controller, Test Leech deals 1 damage to that player.")


BERSERKER = card("Test Berserker {1}{R}\nCreature — Human Berserker 3/3\nWhen Test Berserker attacks or blocks, "
                 "sacrifice it at end of combat.")


def test_400_7_return_two_target_creatures_to_their_owners_hands() -> None:
    s = Scenario()
    surge = s.hand(0, BOUNCER)
    a = s.battlefield(0, ALLY)
    b = s.battlefield(1, ALLY)
    s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", surge))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 1 and len(game.state.zone("hand", 1)) == 1


def test_503_1_the_upkeep_of_enchanted_creatures_controller() -> None:
    s = Scenario()
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.battlefield(0, LEECH, attached_to=bear)
    s.many(0, "library", ["Swamp"] * 3)
    s.many(1, "library", ["Swamp"] * 3)
    game = s.start("upkeep", active=0)
    answer_until_priority(game)
    assert not game.state.stack_ids()  # its controller's upkeep, not the Aura's controller's
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep" and bool(g.state.stack_ids()))
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20


def test_603_7_sacrifice_it_at_end_of_combat() -> None:
    s = Scenario()
    berserker = s.battlefield(0, BERSERKER)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", berserker, ("player", 1)))
    game.apply(("attack_done",))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "combat_damage")
    assert berserker in game.state.battlefield() and game.state.players[1].life == 17
    pass_until(game, lambda g: g.state.step == "main2")
    assert berserker not in game.state.battlefield()


ZEALOT = card("Test Zealot {2}{W}\nCreature — Human 2/2\nWhenever Test Zealot attacks and isn't blocked, you may "
              "have it deal 3 damage to target creature. If you do, Test Zealot assigns no combat damage this turn.")


def _zealot_attacks(blocked: bool) -> tuple[object, int, int]:
    s = Scenario()
    zealot = s.battlefield(0, ZEALOT)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 0/3"))
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", zealot, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    if blocked:
        game.apply(("block", ox, zealot))
    game.apply(("block_done",))
    return game, zealot, ox


def test_509_5g_attacks_and_isnt_blocked_and_assigns_no_combat_damage() -> None:
    game, zealot, ox = _zealot_attacks(blocked=False)
    options = game.legal_actions()  # the trigger goes on the stack in the declare blockers step (508.3f)
    assert ("target", ox) in options
    game.apply(("target", ox))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    if game.pending["kind"] == "may":
        game.apply(("yes",))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "main2")
    assert ox not in game.state.battlefield()
    assert game.state.players[1].life == 20  # 510.1a: it assigned no combat damage
    game, zealot, ox = _zealot_attacks(blocked=True)
    assert not game.state.stack_ids() and game.pending["kind"] == "priority"  # blocked: no trigger


WALL = card("Test Archer Wall {1}{G}\nCreature — Wall 0/4\nDefender, reach\nWhenever Test Archer Wall blocks a creature "
            "with flying, Test Archer Wall gets +2/+0 until end of turn.")


def test_509_1i_whenever_it_blocks_a_creature_with_flying() -> None:
    for attacker_card, bonus in ((BIRD, 2), (card("Test Bear {1}{G}\nCreature — Bear 2/2"), 0)):
        s = Scenario()
        wall = s.battlefield(1, WALL)
        bird = s.battlefield(0, attacker_card)
        game = s.start("main1")
        while game.pending["kind"] != "declare_attackers":
            game.apply(("pass",))
        game.apply(("attack", bird, ("player", 1)))
        game.apply(("attack_done",))
        while game.pending["kind"] != "declare_blockers":
            game.apply(("pass",))
        game.apply(("block", wall, bird))
        game.apply(("block_done",))
        answer_until_priority(game)
        resolve_stack(game)
        assert chars(game.state, wall).power == bonus


LONELY = card("Test Vigil {1}{W}\nEnchantment\nWhen there are no creatures on the battlefield, sacrifice Test Vigil.")


def test_603_8_when_there_are_no_creatures_on_the_battlefield() -> None:
    s = Scenario()
    vigil = s.battlefield(0, LONELY)
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert vigil in game.state.battlefield()  # the opponent's creature counts too
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert vigil not in game.state.battlefield()


INSPIRED = card("Test General {1}{W}\nCreature — Human Soldier 1/1\nInspired — Whenever Test General becomes untapped, "
                "you may pay {2}{W}. If you do, create two 1/1 white Soldier enchantment creature tokens.")


def test_603_2_whenever_this_becomes_untapped_inspired() -> None:
    s = Scenario()
    general = s.battlefield(0, INSPIRED, tapped=True)
    s.many(0, "battlefield", ["Plains"] * 3)
    s.library(0, "Plains")
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and bool(g.state.stack_ids()))
    assert game.state.objects[game.state.stack_ids()[0]].card.name  # the inspired trigger, in the upkeep
    while game.state.stack_ids() or game.pending["kind"] != "priority":
        options = game.legal_actions()
        pick = next((o for o in options if o[0] in ("pay", "yes")), None) or (
            ("pass",) if ("pass",) in options else options[0])
        game.apply(pick)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(tokens) == 2 and all({"Enchantment", "Creature"} <= chars(game.state, t).types for t in tokens)
    assert not game.state.objects[general].tapped


def test_701_26a_whenever_this_creature_becomes_tapped() -> None:
    from kitchentable.cards.render import rules_text
    from tests.rules.keyword_support import attack, scenario

    tapper = card("Test Tapper {1}{R}\nCreature — Goblin 2/2\nWhenever this creature becomes tapped, you gain 2 "
                  "life.")
    assert rules_text(tapper) == ["Whenever this becomes tapped, you gain 2 life."]
    s = scenario()
    goblin = s.battlefield(0, tapper)
    game = s.start("main1")
    attack(game, goblin)  # 508.1f: attacking taps it
    while game.state.stack_ids() or game.state.pending_triggers:
        game.apply(("pass",))
    assert game.state.players[0].life == 22


SUPPLIER = card("Test Supplier {B}\nCreature — Zombie 1/1\nWhen this creature enters or dies, you gain 2 life.")


def test_603_2_603_10a_enters_or_dies_triggers_on_each_event() -> None:
    assert "When this enters or dies, you gain 2 life." in render(SUPPLIER)
    s = Scenario()
    supplier = s.hand(0, SUPPLIER)
    s.hand(0, BOLT)
    s.many(0, "battlefield", ["Swamp", "Mountain"])
    game = s.start("main1")
    _cast_creature(game, supplier)
    resolve_stack(game)
    assert game.state.players[0].life == 22  # it entered
    bolt = next(o for (k, seat), ids in game.state.zones.items() if k == "hand" and seat == 0 for o in ids
                if game.state.objects[o].card is BOLT)
    on_field = next(o for o in game.state.battlefield() if game.state.objects[o].card is SUPPLIER)
    game.apply(("cast", bolt))
    while game.pending["kind"] != "priority":  # the Bolt's target: the Supplier
        options = game.legal_actions()
        game.apply(next((a for a in options if on_field in a), options[0]))
    resolve_stack(game)
    assert not any(game.state.objects[o].card is SUPPLIER for o in game.state.battlefield())
    assert game.state.players[0].life == 24  # it died: the ability looks back (603.10a)


HIPPOCAMP = card("Test Hippocamp {2}{U}\nCreature — Horse Fish 2/2\nWhenever you cast your first spell during each "
                 "opponent's turn, draw a card.")
SIP = card("Test Sip {U}\nInstant\nYou gain 1 life.")


def _hand_size(game, seat: int) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.zones[("hand", seat)])


def test_603_2_first_spell_during_each_opponents_turn() -> None:
    assert "Whenever you cast your first spell during each opponent's turn, draw a card." in render(HIPPOCAMP)
    for active, draws in ((1, 1), (0, 0)):
        s = Scenario()
        s.many(0, "library", ["Wastes"] * 5)
        s.battlefield(0, HIPPOCAMP)
        s.many(0, "battlefield", ["Island"] * 2)
        sips = [s.hand(0, SIP), s.hand(0, SIP)]
        game = s.start("main1", active=active)
        if active == 1:
            game.apply(("pass",))  # the active player passes; the Hippocamp's controller has priority
        for sip in sips:
            game.apply(("cast", sip))
            answer_until_priority(game)
            resolve_stack(game) if active == 0 else _resolve_on_their_turn(game)
        assert _hand_size(game, 0) == draws  # the first spell only, and only on an opponent's turn


def _resolve_on_their_turn(game) -> None:  # type: ignore[no-untyped-def]
    while game.state.stack_ids() or game.state.pending_triggers:
        game.apply(("pass",))
        answer_until_priority(game)
    if game.pending.get("player") != 0:
        game.apply(("pass",))


SAVIOR = card("Test Savior {2}{W}\nCreature — Human Warrior 2/3\nWhenever an enchantment you control is put into a "
              "graveyard from the battlefield, put a +1/+1 counter on this creature.")
CHARM = card("Test Charm {W}\nEnchantment\nAt the beginning of your end step, you gain 1 life.")
SHATTER = card("Test Shatter {W}\nInstant\nDestroy target enchantment.")


def test_603_10a_a_described_permanent_put_into_a_graveyard_from_the_battlefield() -> None:
    assert "Whenever an enchantment you control is put into a graveyard from the battlefield" in render(SAVIOR)
    for owner, counters in ((0, 1), (1, None)):
        s = Scenario()
        savior = s.battlefield(0, SAVIOR)
        charm = s.battlefield(owner, CHARM)
        s.battlefield(0, "Plains")
        shatter = s.hand(0, SHATTER)
        game = s.start("main1")
        game.apply(("cast", shatter))
        while game.pending["kind"] != "priority":
            options = game.legal_actions()
            game.apply(next((a for a in options if charm in a), ("pay",) if ("pay",) in options else options[0]))
        resolve_stack(game)
        assert charm not in game.state.battlefield()
        assert game.state.objects[savior].counters.get("+1/+1") == counters  # only an enchantment you controlled


AVATAR = card("Test Avatar {4}{W}{W}{W}\nCreature — Avatar 5/5\nWhen Test Avatar is put into a graveyard from "
              "anywhere, shuffle it into its owner's library.")


def test_603_6c_put_into_a_graveyard_from_anywhere_triggers_from_a_hand_and_from_the_battlefield() -> None:
    assert "When this is put into a graveyard from anywhere, shuffle this into its owner's library." in render(AVATAR)
    from kitchentable.rules import events

    for start in ("hand", "battlefield", "library"):
        s = Scenario()
        oid = s.hand(1, AVATAR) if start == "hand" else s.battlefield(1, AVATAR) if start == "battlefield" else \
            s.library(1, AVATAR)
        s.many(1, "library", ["Forest"] * 2)
        game = s.start("main1")
        events.move(game.state, oid, "graveyard", to_seat=1)
        assert game.state.pending_triggers and game.state.pending_triggers[0].controller == 1  # its owner's
        game.apply(("pass",))
        resolve_stack(game)
        names = [game.state.objects[o].card.name for o in game.state.zone("library", 1)]
        assert "Test Avatar" in names and not game.state.zone("graveyard", 1), start


def test_603_2_whenever_a_creature_deals_damage_to_you_reads_to_you() -> None:
    dread = card("Test Dread {3}{B}{B}{B}\nCreature — Elemental Incarnation 6/6\nWhenever a creature deals damage to "
                 "you, destroy it.")
    assert "Whenever a creature deals damage to you, destroy that creature." in render(dread)


def test_108_3_its_owner_in_a_put_into_a_graveyard_trigger() -> None:
    titan = card("Test Titan {10}\nLegendary Creature — Eldrazi 12/12\nWhen Test Titan is put into a graveyard from "
                 "anywhere, its owner shuffles their graveyard into their library.")
    assert "its owner shuffles their graveyard into their library" in render(titan)
    from kitchentable.rules import events

    s = Scenario()
    oid = s.battlefield(1, titan)
    s.graveyard(1, "Forest")
    s.many(1, "library", ["Island"] * 2)
    s.many(0, "graveyard", ["Swamp"])
    game = s.start("main1")
    events.move(game.state, oid, "graveyard", to_seat=1)
    game.apply(("pass",))
    resolve_stack(game)
    assert not game.state.zone("graveyard", 1)  # the owner's graveyard, the titan in it, shuffled in
    assert len(game.state.zone("graveyard", 0)) == 1  # not the other player's


GUIDE = card("Test Guide {2}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+3.\nWhen "
             "enchanted creature dies, create a 3/3 green Elephant creature token.")
DEMISE = card("Test Demise {1}{U}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, return that "
              "card to the battlefield under your control.")
SNAP = card("Test Snap {B}\nInstant\nDestroy target creature.")


def _aura_on_dying_bear(aura: object, target_other: bool = False) -> tuple[object, int, int]:
    """Seat 0's Aura on seat 1's Bear; seat 0 destroys the Bear (or, with `target_other`, another creature)."""
    s = Scenario()
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    other = s.battlefield(1, card("Test Boar {1}{G}\nCreature — Boar 2/2"))
    s.battlefield(0, aura, attached_to=bear)
    snap = s.hand(0, SNAP)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", snap))
    victim = other if target_other else bear
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", victim) if ("target", victim) in options else
                   ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    return game, bear, other


def _names(game: object, seat: int) -> list[str]:
    st = game.state  # type: ignore[attr-defined]
    return sorted(st.objects[o].card.name for o in st.battlefield() if st.objects[o].controller == seat)


def test_603_10a_when_enchanted_creature_dies_the_aura_looks_back() -> None:
    assert render(GUIDE).splitlines()[-1] == "When enchanted creature dies, create a 3/3 green Elephant creature token."
    game, _bear, _other = _aura_on_dying_bear(GUIDE)
    assert "Elephant" in " ".join(_names(game, 0))  # the Aura went to the graveyard (704.5m) after it triggered
    assert "Test Guide" not in _names(game, 0)


def test_603_10a_another_creature_dying_does_not_trigger_the_aura() -> None:
    game, _bear, _other = _aura_on_dying_bear(GUIDE, target_other=True)
    assert _names(game, 0) == ["Swamp", "Test Guide"]


def test_400_7_that_card_is_the_dead_creature_returned_under_your_control() -> None:
    assert render(DEMISE).splitlines()[-1] == ("When enchanted creature dies, return that creature to the "
                                               "battlefield under your control.")
    game, _bear, _other = _aura_on_dying_bear(DEMISE)
    assert "Test Bear" in _names(game, 0)


def test_603_2_combat_damage_to_an_opponent_is_not_to_any_player() -> None:
    """"Whenever ~ deals combat damage to an opponent" keeps "an opponent" (it read as "a player"); the kernel
    checks the player dealt damage is one of the controller's opponents (102.2)."""
    from kitchentable.cards.render import rules_text

    scout = card("Test Scout {1}{U}\nCreature — Human 1/1\nWhenever Test Scout deals combat damage to an opponent, "
                 "draw a card.")
    assert scout.triggered[0].trigger.whose == "opponent"
    assert rules_text(scout) == ["Whenever this deals combat damage to an opponent, draw a card."]
    robe = card("Test Robe {1}{U}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals combat "
                "damage to an opponent, you may draw a card.")
    assert robe.triggered[0].trigger.whose == "opponent"
