"""Tests of `cards.language.phrases.damage_and_prevention`: damage (120) beyond "~ deals N damage to ...",
prevention and redirection shields (615, 614.9), and the triggers of damage (603.2). Each compiles a small
card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, resolve

BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def _attack(game: Any, *attackers: int) -> None:
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))


def _until_step(game: Any, step: str) -> None:
    while game.state.step != step or game.state.stack_ids() or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("block_done",) if ("block_done",) in options
                   else options[0])


def _cast(game: Any, spell: int, *answers: Any) -> None:
    """Cast `spell`, give `answers` in order to the decisions that follow (targets, X, division...), pay."""
    game.apply(("cast", spell))
    queue = list(answers)
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if queue and tuple(queue[0]) in options:
            game.apply(tuple(queue.pop(0)))
        elif ("pay",) in options:
            game.apply(("pay",))
        else:
            game.apply(next(o for o in options if o[0] not in ("cancel",)))


def _mountains(s: Scenario, seat: int, n: int) -> None:
    s.many(seat, "battlefield", ["Mountain"] * n)


def test_120_3_target_creature_deals_damage_to_itself_equal_to_its_power() -> None:
    spell = card("Test Backlash {1}{R}\nInstant\nTarget creature deals damage to itself equal to its power.")
    s = Scenario()
    big = s.battlefield(1, BIG)
    bear = s.battlefield(1, BEAR)
    sid = s.hand(0, spell)
    _mountains(s, 0, 2)
    game = s.start("main1")
    _cast(game, sid, ("target", bear))
    resolve(game)
    assert bear not in game.state.objects and big in game.state.objects  # 2 damage to a 2/2 from itself
    assert any(e.kind == "damage" and e.data[0] == "Plain Bear" for e in game.state.log)


def test_120_3_damage_to_any_target_and_each_of_up_to_two_other_targets() -> None:
    spell = card("Test Fork {2}{R}\nSorcery\nTest Fork deals 3 damage to any target and 1 damage to each of up to "
                 "two other targets.")
    assert len(spell.spell.modes[0].targets) == 2
    assert spell.spell.modes[0].targets[1].different_from == (0,)
    s = Scenario()
    big = s.battlefield(1, BIG)
    bear = s.battlefield(1, BEAR)
    sid = s.hand(0, spell)
    _mountains(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("target", big))
    game.apply(("count", 2))
    assert ("target", big) not in game.legal_actions()  # the other targets are other than the first (115.3)
    game.apply(("target", bear))
    game.apply(("target", ("player", 1)))
    _cast_rest(game)
    resolve(game)
    assert game.state.objects[big].damage == 3 and game.state.objects[bear].damage == 1
    assert game.state.players[1].life == 19


def _cast_rest(game: Any) -> None:
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else ("targets_done",) if ("targets_done",) in options
                   else next(o for o in options if o[0] != "cancel"))


def test_601_2d_x_damage_divided_as_you_choose_among_any_number_of_targets() -> None:
    spell = card("Test Hail {X}{R}\nSorcery\nTest Hail deals X damage divided as you choose among any number of "
                 "targets.")
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    big = s.battlefield(1, BIG)
    sid = s.hand(0, spell)
    _mountains(s, 0, 6)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("x", 5))
    game.apply(("count", 2))
    game.apply(("target", bear))
    game.apply(("target", big))
    assert game.pending["kind"] == "divide" and ("divide", (2, 3)) in game.legal_actions()
    game.apply(("divide", (2, 3)))
    _cast_rest(game)
    resolve(game)
    assert bear not in game.state.objects and game.state.objects[big].damage == 3


def test_120_3_damage_to_target_player_equal_to_the_cards_in_that_players_hand() -> None:
    spell = card("Test Overload {2}{R}\nSorcery\nTest Overload deals damage to target player equal to the number "
                 "of cards in that player's hand.")
    s = Scenario()
    s.many(1, "hand", ["Forest"] * 4)
    s.many(0, "hand", ["Forest"] * 2)
    sid = s.hand(0, spell)
    _mountains(s, 0, 3)
    game = s.start("main1")
    _cast(game, sid, ("target", ("player", 1)))
    resolve(game)
    assert game.state.players[1].life == 16


def test_120_2a_damage_to_each_creature_and_each_opponent() -> None:
    spell = card("Test Quake {2}{R}\nSorcery\nTest Quake deals 2 damage to each creature and each opponent.")
    s = Scenario()
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BIG)
    sid = s.hand(0, spell)
    _mountains(s, 0, 3)
    game = s.start("main1")
    _cast(game, sid)
    resolve(game)
    assert mine not in game.state.objects and game.state.objects[theirs].damage == 2
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20


def test_615_7_prevent_the_next_damage_by_a_source_of_your_choice_and_gain_that_much_life() -> None:
    shield = card("Test Ward {W}\nInstant\nPrevent the next 3 damage that would be dealt to any target this turn by a "
                  "source of your choice. You gain life equal to the damage prevented this way.")
    bolt = card("Test Bolt {R}\nInstant\nTest Bolt deals 4 damage to any target.")
    s = Scenario()
    bear = s.battlefield(0, BIG)
    sid = s.hand(0, shield)
    s.battlefield(0, "Plains")
    bid = s.hand(1, bolt)
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    _cast(game, bid, ("target", bear))
    game.apply(("pass",))  # player 0 answers with the shield, choosing the bolt on the stack as the source
    _cast(game, sid, ("target", bear))
    resolve(game)
    assert game.pending["kind"] == "choose_source"
    on_stack = next(o for o in game.state.stack_ids() if game.state.objects[o].card.name == "Test Bolt")
    game.apply(("source", on_stack))
    resolve(game)
    assert game.state.objects[bear].damage == 1  # 3 of the 4 prevented
    assert game.state.players[0].life == 23


def test_614_9_the_next_damage_to_self_is_dealt_to_target_creature_you_control_instead() -> None:
    guard = card("Test Guard {1}{W}\nCreature — Human Knight 2/3\n{0}: The next 1 damage that would be dealt to Test "
                 "Guard this turn is dealt to target creature you control instead.")
    bolt = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")
    s = Scenario()
    gid = s.battlefield(0, guard)
    big = s.battlefield(0, BIG)
    bid = s.hand(0, bolt)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", gid, 0))
    game.apply(("target", big))
    _cast_rest(game)
    resolve(game)
    _cast(game, bid, ("target", gid))
    resolve(game)
    assert game.state.objects[gid].damage == 2 and game.state.objects[big].damage == 1


def test_615_7_if_a_source_would_deal_damage_to_you_prevent_1_of_that_damage() -> None:
    charm = card("Test Charm {1}{W}\nEnchantment\nIf a source would deal damage to you, prevent 1 of that damage.")
    bolt = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")
    s = Scenario()
    s.battlefield(0, charm)
    bid = s.hand(1, bolt)
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    _cast(game, bid, ("target", ("player", 0)))
    resolve(game)
    assert game.state.players[0].life == 18


def test_603_2_whenever_enchanted_creature_deals_damage_you_gain_that_much_life() -> None:
    link = card("Test Link {W}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals damage, you "
                "gain that much life.")
    s = Scenario()
    big = s.battlefield(1, BIG)
    s.battlefield(0, link, attached_to=big)
    game = s.start("main1", active=1)
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", big, ("player", 0)))
    game.apply(("attack_done",))
    _until_step(game, "end_of_combat")
    assert game.state.players[0].life == 20  # dealt 4 by the enchanted creature, then gained that much


def test_603_2_creature_you_control_deals_combat_damage_during_your_turn_put_that_many_counters() -> None:
    hydra = card("Test Hydra {2}{G}\nCreature — Hydra 1/1\nWhenever a creature you control deals combat damage during "
                 "your turn, put that many +1/+1 counters on it.")
    s = Scenario()
    s.battlefield(0, hydra)
    big = s.battlefield(0, BIG)
    game = s.start("main1")
    _attack(game, big)
    _until_step(game, "end_of_combat")
    assert game.state.objects[big].counters.get("+1/+1") == 4 and game.state.players[1].life == 16


def test_603_2_whenever_youre_dealt_combat_damage() -> None:
    spite = card("Test Spite {2}{B}\nEnchantment\nWhenever you're dealt combat damage, draw a card.")
    s = Scenario()
    s.battlefield(1, spite)
    s.many(1, "library", ["Forest"] * 3)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    _attack(game, bear)
    _until_step(game, "end_of_combat")
    assert len(game.state.zone("hand", 1)) == 1


def test_603_2_whenever_self_and_at_least_two_other_creatures_attack() -> None:
    chief = card("Test Chief {2}{R}\nCreature — Goblin 2/2\nWhenever Test Chief and at least two other creatures "
                 "attack, draw a card.")
    for others, drawn in ((1, 0), (2, 1)):
        s = Scenario()
        s.many(0, "library", ["Forest"] * 3)
        cid = s.battlefield(0, chief)
        ids = [s.battlefield(0, BEAR) for _ in range(others)]
        game = s.start("main1")
        _attack(game, cid, *ids)
        _until_step(game, "declare_blockers")
        assert len(game.state.zone("hand", 0)) == drawn


def test_603_2_combat_damage_to_a_player_that_player_mills_that_many_cards() -> None:
    horror = card("Test Horror {3}{U}\nCreature — Horror 3/3\nWhenever Test Horror deals combat damage to a player, "
                  "that player mills that many cards.")
    s = Scenario()
    s.many(1, "library", ["Forest"] * 5)
    hid = s.battlefield(0, horror)
    game = s.start("main1")
    _attack(game, hid)
    _until_step(game, "end_of_combat")
    assert len(game.state.zone("graveyard", 1)) == 3


def test_614_1a_twice_that_many_tokens_are_created_instead() -> None:
    parade = card("Test Parade {3}{W}\nEnchantment\nIf one or more tokens would be created under your control, twice "
                  "that many of those tokens are created instead.")
    spell = card("Test Muster {1}{W}\nSorcery\nCreate two 1/1 white Soldier creature tokens.")
    s = Scenario()
    s.battlefield(0, parade)
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    _cast(game, sid)
    resolve(game)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].card.is_token]
    assert len(tokens) == 4


def test_614_1a_that_many_plus_one_counters_are_put_on_it_instead() -> None:
    scales = card("Test Scales {G}\nEnchantment\nIf one or more +1/+1 counters would be put on a creature you "
                  "control, that many plus one +1/+1 counters are put on it instead.")
    spell = card("Test Growth {G}\nInstant\nPut two +1/+1 counters on target creature.")
    s = Scenario()
    s.battlefield(0, scales)
    bear = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    sid = s.hand(0, spell)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    _cast(game, sid, ("target", bear))
    resolve(game)
    assert game.state.objects[bear].counters.get("+1/+1") == 3
    assert not game.state.objects[theirs].counters


def test_701_9b_double_the_power_and_toughness_of_each_creature_you_control() -> None:
    spell = card("Test Might {2}{G}\nInstant\nDouble the power and toughness of each creature you control until end "
                 "of turn.")
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    big = s.battlefield(0, BIG)
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    _cast(game, sid)
    resolve(game)
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (4, 4)
    assert (chars(game.state, big).power, chars(game.state, big).toughness) == (8, 8)


def test_701_9b_double_target_creatures_power() -> None:
    spell = card("Test Fury {R}\nInstant\nDouble target creature's power until end of turn.")
    s = Scenario()
    big = s.battlefield(0, BIG)
    sid = s.hand(0, spell)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    _cast(game, sid, ("target", big))
    resolve(game)
    assert (chars(game.state, big).power, chars(game.state, big).toughness) == (8, 4)


def test_601_2d_distribute_counters_among_one_two_or_three_target_creatures() -> None:
    spell = card("Test Bounty {2}{G}\nSorcery\nDistribute three +1/+1 counters among one, two, or three target "
                 "creatures.")
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    big = s.battlefield(0, BIG)
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("count", 2))
    game.apply(("target", bear))
    game.apply(("target", big))
    game.apply(("divide", (1, 2)))
    _cast_rest(game)
    resolve(game)
    assert game.state.objects[bear].counters.get("+1/+1") == 1 and game.state.objects[big].counters.get("+1/+1") == 2


def test_608_2h_create_a_number_of_tokens_equal_to_the_number_of_opponents() -> None:
    spell = card("Test Levy {1}{W}\nSorcery\nCreate a number of 1/1 white Soldier creature tokens equal to the number "
                 "of opponents you have.")
    s = Scenario()
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    _cast(game, sid)
    resolve(game)
    assert sum(1 for o in game.state.battlefield() if game.state.objects[o].card.is_token) == 1


def test_603_2_whenever_equipped_creature_deals_combat_damage_to_a_player() -> None:
    sword = card("Test Sword {2}\nArtifact — Equipment\nWhenever equipped creature deals combat damage to a player, "
                 "draw a card.\nEquip {2}")
    s = Scenario()
    s.many(0, "library", ["Forest"] * 3)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, sword, attached_to=bear)
    other = s.battlefield(0, BEAR)
    game = s.start("main1")
    _attack(game, bear, other)
    _until_step(game, "end_of_combat")
    assert len(game.state.zone("hand", 0)) == 1  # only the equipped one draws


def test_603_2_whenever_a_creature_you_control_is_dealt_damage_counter_on_it() -> None:
    rage = card("Test Rage {1}{R}\nEnchantment\nWhenever a creature you control is dealt damage, put a +1/+1 counter "
                "on it.")
    bolt = card("Test Bolt {R}\nInstant\nTest Bolt deals 1 damage to any target.")
    s = Scenario()
    s.battlefield(0, rage)
    big = s.battlefield(0, BIG)
    bid = s.hand(1, bolt)
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    _cast(game, bid, ("target", big))
    resolve(game)
    resolve(game)
    assert game.state.objects[big].counters.get("+1/+1") == 1


def test_615_1_prevent_all_combat_damage_dealt_to_and_dealt_by_enchanted_creature() -> None:
    fog = card("Test Haze {W}\nEnchantment — Aura\nEnchant creature\nPrevent all combat damage that would be dealt to "
               "and dealt by enchanted creature.")
    s = Scenario()
    big = s.battlefield(0, BIG)
    s.battlefield(1, fog, attached_to=big)
    game = s.start("main1")
    _attack(game, big)
    _until_step(game, "end_of_combat")
    assert game.state.players[1].life == 20


def test_615_7_prevent_the_next_damage_to_any_number_of_targets_divided_as_you_choose() -> None:
    spell = card("Test Mend {1}{W}\nInstant\nPrevent the next 3 damage that would be dealt this turn to any number of "
                 "targets, divided as you choose.")
    quake = card("Test Quake {2}{R}\nSorcery\nTest Quake deals 2 damage to each creature and each player.")
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Plains"] * 2)
    qid = s.hand(0, quake)
    _mountains(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("count", 2))
    game.apply(("target", bear))
    game.apply(("target", ("player", 0)))
    game.apply(("divide", (2, 1)))
    _cast_rest(game)
    resolve(game)
    _cast(game, qid)
    resolve(game)
    assert bear in game.state.objects and game.state.objects[bear].damage == 0
    assert game.state.players[0].life == 19 and game.state.players[1].life == 18


def test_615_12_the_damage_cant_be_prevented() -> None:
    spell = card("Test Scorch {1}{R}\nInstant\nTest Scorch deals 3 damage to target creature. The damage can't be "
                 "prevented.")
    fog = card("Test Fog {G}\nInstant\nPrevent all damage that would be dealt to target creature this turn.")
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    fid = s.hand(1, fog)
    s.battlefield(1, "Forest")
    sid = s.hand(0, spell)
    _mountains(s, 0, 2)
    game = s.start("main1")
    game.apply(("pass",))
    _cast(game, fid, ("target", bear))
    resolve(game)
    _cast(game, sid, ("target", bear))
    resolve(game)
    assert bear not in game.state.objects
    assert "no_prevention" not in game.state.turn_facts  # only while the spell's effects happen


def test_120_2a_damage_to_target_player_and_each_creature_that_player_controls() -> None:
    spell = card("Test Flames {X}{R}\nSorcery\nTest Flames deals X damage to target player and each creature that "
                 "player controls.")
    s = Scenario()
    theirs = s.battlefield(1, BEAR)
    mine = s.battlefield(0, BEAR)
    sid = s.hand(0, spell)
    _mountains(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("x", 2))
    game.apply(("target", ("player", 1)))
    _cast_rest(game)
    resolve(game)
    assert theirs not in game.state.objects and mine in game.state.objects and game.state.players[1].life == 18


def test_701_9e_double_the_number_of_counters_on_target_creature() -> None:
    spell = card("Test Surge {G}\nInstant\nDouble the number of +1/+1 counters on target creature.")
    s = Scenario()
    bear = s.battlefield(0, BEAR, counters={"+1/+1": 3})
    sid = s.hand(0, spell)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    _cast(game, sid, ("target", bear))
    resolve(game)
    assert game.state.objects[bear].counters.get("+1/+1") == 6


def test_608_2h_create_a_token_for_each_creature_card_in_your_graveyard() -> None:
    spell = card("Test Rise {2}{B}\nSorcery\nCreate a 2/2 black Zombie creature token for each creature card in your "
                 "graveyard.")
    s = Scenario()
    s.graveyard(0, BEAR)
    s.graveyard(0, BIG)
    s.graveyard(0, "Forest")
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    _cast(game, sid)
    resolve(game)
    assert sum(1 for o in game.state.battlefield() if game.state.objects[o].card.is_token) == 2


def test_508_1m_whenever_equipped_creature_attacks_put_a_counter_on_it() -> None:
    gear = card("Test Gear {1}\nArtifact — Equipment\nWhenever equipped creature attacks, put a +1/+1 counter on it."
                "\nEquip {1}")
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, gear, attached_to=bear)
    other = s.battlefield(0, BEAR)
    game = s.start("main1")
    _attack(game, bear, other)
    _until_step(game, "declare_blockers")
    assert game.state.objects[bear].counters.get("+1/+1") == 1 and not game.state.objects[other].counters


def test_603_2_when_enchanted_creature_is_dealt_damage_destroy_it() -> None:
    curse = card("Test Curse {B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature is dealt damage, "
                 "destroy it.")
    bolt = card("Test Bolt {R}\nInstant\nTest Bolt deals 1 damage to any target.")
    s = Scenario()
    big = s.battlefield(1, BIG)
    s.battlefield(0, curse, attached_to=big)
    bid = s.hand(0, bolt)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    _cast(game, bid, ("target", big))
    resolve(game)
    resolve(game)
    assert big not in game.state.objects


HOUND = card("Test Hellhound {2}{B}\nCreature — Hound 2/2\n{T}: Test Hellhound deals 1 damage to any target.\n"
             "Whenever Test Hellhound deals damage to an opponent, that player discards a card.")


BLADE = card("Test Blade {1}\nArtifact — Equipment\nWhenever equipped creature deals damage to a creature, "
             "destroy that creature.\nEquip {1}")


def test_120_3_whenever_it_deals_damage_to_an_opponent_noncombat_too() -> None:
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    s.many(1, "hand", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", hound, 0))
    game.apply(("target", ("player", 0)))  # damage to its own controller: not an opponent, no trigger
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 1)) == 2 and game.state.players[0].life == 19
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    s.many(1, "hand", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", hound, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 1)) == 1 and game.state.players[1].life == 19


def test_120_3_whenever_equipped_creature_deals_damage_to_a_creature() -> None:
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    blade = s.battlefield(0, BLADE, attached_to=hound)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/4"))
    game = s.start("main1")
    assert game.state.objects[blade].attached_to == hound
    game.apply(("activate", hound, 0))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox not in game.state.battlefield()  # 1 damage, then "destroy that creature"


VEIL = card("Test Veil {W}\nInstant\nPrevent all combat damage that would be dealt by target creature this turn.")


SHIELD = card("Test Shield {W}\nInstant\nPrevent all damage that would be dealt to target creature this turn.")


def test_615_1_prevent_all_combat_damage_dealt_by_target_creature_this_turn() -> None:
    s = Scenario()
    ox = s.battlefield(0, card("Test Ox {3}{G}\nCreature — Ox 3/3"))
    veil = s.hand(1, VEIL)
    s.battlefield(1, "Plains")
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", ox, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["player"] != 1:
        game.apply(("pass",))
    game.apply(("cast", veil))
    game.apply(("target", ox))
    answer_until_priority(game)
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 20


def test_615_1_prevent_all_damage_dealt_to_target_creature_this_turn() -> None:
    s = Scenario()
    shield = s.hand(0, SHIELD)
    bolt = s.hand(0, BOLT)
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Plains", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", shield))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear in game.state.battlefield() and game.state.objects[bear].damage == 0


def test_608_2c_those_creatures_after_distributed_counters_are_the_targets() -> None:
    """"Distribute two +1/+1 counters among one or two target creatures. Then untap those creatures.": "those
    creatures" are the targets the counters were divided among (it untapped the spell itself before)."""
    spell = card("Test Rite {1}{G}\nInstant\nDistribute two +1/+1 counters among one or two target creatures. "
                 "Then untap those creatures.")
    s = Scenario()
    bear = s.battlefield(0, BEAR, tapped=True)
    big = s.battlefield(0, BIG, tapped=True)
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Forest"] * 2)
    game = s.start("main1")
    game.apply(("cast", sid))
    game.apply(("count", 2))
    game.apply(("target", bear))
    game.apply(("target", big))
    game.apply(("divide", (1, 1)))
    _cast_rest(game)
    resolve(game)
    assert not game.state.objects[bear].tapped and not game.state.objects[big].tapped
    assert game.state.objects[bear].counters.get("+1/+1") == 1 and game.state.objects[big].counters.get("+1/+1") == 1
