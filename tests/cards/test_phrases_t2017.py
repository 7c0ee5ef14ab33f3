"""Templates of branch t2017 (the 2017 database's most blocking phrases): each compiles a small card text in
Oracle templating and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.test_templates import BEAR, card

PIERCE = card("Test Pierce {1}{R}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted "
              "player's upkeep, Test Pierce deals 1 damage to that player.")
HOLD = card("Test Hold {3}{B}{B}\nEnchantment — Aura Curse\nEnchant player\nCreatures enchanted player controls "
            "get -1/-1.")
OPULENCE = card("Test Opulence {R}\nEnchantment — Aura Curse\nEnchant player\nWhenever enchanted player is "
                "attacked, create a Gold token. Each opponent attacking that player does the same.")
FORSAKEN = card("Test Forsaken {2}{W}\nEnchantment — Aura Curse\nEnchant player\nWhenever a creature attacks "
                "enchanted player, its controller gains 1 life.")
PREY = card("Test Prey {1}{R}\nEnchantment — Aura Curse\nEnchant player\nWhenever a creature deals combat damage "
            "to enchanted player, put a +1/+1 counter on that creature.")
SPITE = card("Test Spite {B}\nEnchantment — Aura Curse\nEnchant opponent\nWhenever enchanted player casts a "
             "spell, Test Spite deals 1 damage to that player.")


def _curse(s: Scenario, seat: int, curse: object, on: int) -> int:
    """A Curse already on the battlefield attached to player `on` (303.4)."""
    oid = s.battlefield(seat, curse)  # type: ignore[arg-type]
    s.state.objects[oid].attached_to = ("player", on)
    return oid


def _attack(game, attackers: list[int], seat: int = 1) -> None:  # type: ignore[no-untyped-def]
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    for a in attackers:
        game.apply(("attack", a, ("player", seat)))
    game.apply(("attack_done",))


def test_303_4a_enchant_player_aura_targets_a_player_and_attaches_to_them() -> None:
    assert "At the beginning of enchanted player's upkeep" in render(PIERCE)
    s = Scenario()
    curse = s.hand(0, PIERCE)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", curse))
    options = game.legal_actions()
    assert ("target", ("player", 1)) in options and ("target", ("player", 0)) in options
    assert not any(o[0] == "target" and isinstance(o[1], int) for o in options)  # players only (303.4a)
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is PIERCE)
    assert game.state.objects[on].attached_to == ("player", 1)  # 303.4f


def test_303_4_enchanted_players_upkeep_trigger_hits_that_player() -> None:
    s = Scenario()
    _curse(s, 0, PIERCE, 1)
    game = s.start("end")
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.players[1].life == 19  # not on its controller's upkeep


def test_303_4_creatures_enchanted_player_controls_get_minus_one() -> None:
    assert "Creatures enchanted player controls get -1/-1" in render(HOLD)
    s = Scenario()
    _curse(s, 0, HOLD, 1)
    theirs = s.battlefield(1, BEAR)
    mine = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert chars(game.state, theirs).power == 1 and chars(game.state, mine).power == 2


def test_704_5m_aura_on_a_player_who_is_no_longer_legal_goes_to_the_graveyard() -> None:
    s = Scenario()
    spite = _curse(s, 0, SPITE, 1)
    game = s.start("main1")
    assert spite in game.state.battlefield()
    game.state.mut(spite).attached_to = ("player", 0)  # "enchant opponent" on its own controller
    game.apply(("pass",))
    answer_until_priority(game)
    assert spite not in game.state.battlefield()
    assert any(e.rule == "704.5m" for e in game.state.log)


def test_704_5m_aura_on_a_player_who_left_the_game_goes_to_the_graveyard() -> None:
    s = Scenario(players=3)
    curse = _curse(s, 0, PIERCE, 1)
    game = s.start("main1")
    game.state.players[1].life = 0  # 704.5a: player 1 loses and leaves the game (800.4a)
    game.apply(("pass",))
    answer_until_priority(game)
    assert not game.state.players[1].in_game
    assert curse not in game.state.battlefield()


def test_303_4_whenever_enchanted_player_casts_a_spell() -> None:
    s = Scenario()
    _curse(s, 0, SPITE, 1)
    bear = s.hand(1, BEAR)
    s.many(1, "battlefield", ["Forest", "Forest"])
    game = s.start("main1", active=1)
    game.apply(("cast", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 19


def test_508_3a_whenever_a_creature_attacks_enchanted_player_its_controller_gains_life() -> None:
    s = Scenario()
    _curse(s, 1, FORSAKEN, 1)
    a = s.battlefield(0, BEAR)
    b = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a, b])
    resolve_stack(game)
    assert game.state.players[0].life == 22  # once for each attacker, to the attackers' controller


def test_508_3a_enchanted_player_is_attacked_once_and_attacking_opponents_do_the_same() -> None:
    assert "Each opponent attacking that player does the same." in render(OPULENCE)
    s = Scenario()
    _curse(s, 1, OPULENCE, 1)  # on its own controller: the attacking opponent still gets a Gold token
    a = s.battlefield(0, BEAR)
    b = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a, b])
    resolve_stack(game)
    gold = [o for o in game.state.battlefield() if game.state.objects[o].card.name.startswith("Gold")]
    assert sorted(game.state.objects[o].controller for o in gold) == [0, 1]  # one trigger, one token each


def test_510_3a_combat_damage_to_enchanted_player_puts_a_counter_on_that_creature() -> None:
    s = Scenario()
    _curse(s, 1, PREY, 1)
    a = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a])
    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 18
    assert game.state.objects[a].counters.get("+1/+1") == 1


DOMINATE = card("Test Dominate {X}{1}{U}{U}\nInstant\nGain control of target creature with mana value X or less.")
FLUTE = card("Test Flute {5}\nArtifact\n{X}, {T}: Search your library for a creature card with mana value X or less, "
             "reveal it, and put it into your hand. Then shuffle your library.")
GLIMMER = card("Test Glimmer {X}{U}\nInstant\nTarget player reveals their hand. You choose a nonland card with mana "
               "value X or less from it. That player discards that card.")
BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def test_601_2c_target_with_mana_value_x_or_less_reads_the_announced_x() -> None:
    s = Scenario()
    spell = s.hand(0, DOMINATE)
    s.many(0, "battlefield", ["Island"] * 5)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    options = game.legal_actions()
    assert ("target", bear) in options and ("target", ox) not in options  # 601.2b X before 601.2c targets
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, bear).controller == 0


def test_608_2b_x_target_is_checked_again_on_resolution() -> None:
    s = Scenario()
    spell = s.hand(0, DOMINATE)
    s.many(0, "battlefield", ["Island"] * 5)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    game.apply(("target", bear))
    answer_until_priority(game)
    stack_id = game.state.stack_ids()[0]
    info = game.state.objects[stack_id].stack
    assert info is not None and info.x == 2
    from dataclasses import replace

    game.state.mut(stack_id).stack = replace(info, x=1)  # the same target against a smaller X: now illegal
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1
    assert any(e.rule == "608.2b" for e in game.state.log)


def test_107_3_activated_search_with_mana_value_x_or_less() -> None:
    s = Scenario()
    flute = s.battlefield(0, FLUTE)
    s.many(0, "battlefield", ["Forest"] * 2)
    ox = s.library(0, BIG_OX)
    bear = s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("activate", flute, 0))
    game.apply(("x", 2))
    answer_until_priority(game)
    seen = []
    while game.state.stack_ids():
        options = game.legal_actions()
        seen += [o for o in options if o[0] == "find"]
        game.apply(("find", bear) if ("find", bear) in options else options[0])
    assert ("find", bear) in seen and ("find", ox) not in seen
    assert [game.state.objects[o].card for o in game.state.zone("hand", 0)] == [BEAR]


def test_701_8_you_choose_a_card_with_mana_value_x_or_less() -> None:
    s = Scenario()
    spell = s.hand(0, GLIMMER)
    s.many(0, "battlefield", ["Island"] * 3)
    bear = s.hand(1, BEAR)
    ox = s.hand(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    options = game.legal_actions()
    assert ("discard", bear) in options and ("discard", ox) not in options
    game.apply(("discard", bear))
    assert ox in game.state.zone("hand", 1) and bear not in game.state.zone("hand", 1)


SCOUR = card("Test Scour {2}{W}{W}\nInstant\nExile target enchantment. Search its controller's graveyard, hand, and "
             "library for all cards with the same name as that enchantment and exile them. Then that player shuffles "
             "their library.")
CHARM = card("Test Charm {W}\nEnchantment\nYou have no maximum hand size.")


def test_701_19_search_graveyard_hand_and_library_for_cards_with_that_name() -> None:
    assert "same name as that object" in render(SCOUR)
    s = Scenario()
    spell = s.hand(0, SCOUR)
    s.many(0, "battlefield", ["Plains"] * 4)
    target = s.battlefield(1, CHARM)
    in_hand = s.hand(1, CHARM)
    in_yard = s.graveyard(1, CHARM)
    in_library = s.library(1, CHARM)
    other = s.library(1, BEAR)
    mine = s.hand(0, CHARM)  # the caster's copy is not searched
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    exiled = [game.state.objects[o].card for (kind, _seat), ids in game.state.zones.items() if kind == "exile"
              for o in ids]
    assert exiled.count(CHARM) == 4  # the target (608.2h: its name as it last existed) and three more
    for oid in (in_hand, in_yard, in_library):
        assert oid not in game.state.objects or game.state.objects[oid].zone[0] == "exile"
    assert other in game.state.objects and game.state.objects[other].zone[0] == "library"
    assert mine in game.state.zone("hand", 0)


VISE = card("Test Vise {1}\nArtifact\nAs Test Vise enters the battlefield, choose an opponent.\nAt the beginning of "
            "the chosen player's upkeep, Test Vise deals X damage to that player, where X is the number of cards in "
            "their hand minus 4.")
JARKELD = card("Test Order {2}{W}{W}\nCreature — Human Knight 1+*/1+*\nAs Test Order enters the battlefield, choose "
               "an opponent.\nTest Order's power and toughness are each equal to 1 plus the number of creatures the "
               "chosen player controls.")


def test_614_12_choose_an_opponent_as_it_enters() -> None:
    assert "As this enters, choose an opponent. (614.12)" in render(VISE)
    s = Scenario(players=3)
    vise = s.hand(0, VISE)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", vise))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_opponent"
    assert set(game.legal_actions()) == {("opponent", 1), ("opponent", 2)}
    game.apply(("opponent", 2))
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is VISE)
    from kitchentable.rules.continuous.chosen_player import chosen_player

    assert chosen_player(game.state, on) == 2


def test_614_12_the_chosen_players_upkeep_and_hand() -> None:
    assert "the number of cards in the chosen player's hand minus 4" in render(VISE)
    s = Scenario()
    vise = s.hand(0, VISE)
    s.battlefield(0, "Plains")
    for _ in range(6):
        s.hand(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", vise))
    answer_until_priority(game)
    resolve_stack(game)  # one opponent: the choice is still asked, with one answer
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 18  # six cards at its upkeep: 6 - 4
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.players[0].life == 20


def test_604_3_power_is_one_plus_creatures_the_chosen_player_controls() -> None:
    s = Scenario()
    order = s.hand(0, JARKELD)
    s.many(0, "battlefield", ["Plains"] * 4)
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)
    s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", order))
    answer_until_priority(game)
    resolve_stack(game)
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is JARKELD)
    assert (chars(game.state, on).power, chars(game.state, on).toughness) == (3, 3)


COURSER = card("Test Courser {1}{G}{G}\nEnchantment Creature — Centaur 2/4\nPlay with the top card of your library "
               "revealed.\nYou may play lands from the top of your library.")
VIZIER = card("Test Vizier {3}{G}\nCreature — Naga Cleric 3/4\nYou may look at the top card of your library any "
              "time.\nYou may cast creature spells from the top of your library.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def test_305_1_play_a_land_from_the_top_of_your_library() -> None:
    from kitchentable.api.game import observation

    s = Scenario()
    s.battlefield(0, COURSER)
    forest = s.library(0, "Forest")
    game = s.start("main1")
    assert observation(game.state, 1)["zones"]["library:0"]["top"]["name"] == "Forest"  # revealed to all
    assert ("play_land", forest) in game.legal_actions()
    game.apply(("play_land", forest))
    assert forest not in game.state.zone("library", 0)
    assert any(game.state.objects[o].card.name == "Forest" for o in game.state.battlefield())
    assert not any(a[0] == "play_land" for a in game.legal_actions())  # one land play (305.2)


def test_601_2_cast_a_creature_spell_from_the_top_of_your_library() -> None:
    from kitchentable.api.game import observation

    s = Scenario()
    s.battlefield(0, VIZIER)
    s.many(0, "battlefield", ["Forest", "Forest", "Mountain"])
    shock = s.library(0, SHOCK)
    bear = s.library(0, BEAR)
    game = s.start("main1")
    assert observation(game.state, 0)["zones"]["library:0"]["top"]["name"] == BEAR.name  # its controller looks
    assert "top" not in observation(game.state, 1)["zones"]["library:0"]  # hidden from the others
    assert ("cast", bear, "library_top") in game.legal_actions()
    game.apply(("cast", bear, "library_top"))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is BEAR for o in game.state.battlefield())
    assert ("cast", shock, "library_top") not in game.legal_actions()  # not a creature spell


DEFLECT = card("Test Deflection {3}{U}\nInstant\nChange the target of target spell with a single target.")


def test_115_7a_change_the_target_of_a_spell_with_a_single_target() -> None:
    s = Scenario()
    shock = s.hand(0, SHOCK)
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, BEAR)
    deflect = s.hand(1, DEFLECT)
    s.many(1, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", bear))
    answer_until_priority(game)
    game.apply(("pass",))
    spell = game.state.stack_ids()[0]
    game.apply(("cast", deflect))
    assert ("target", spell) in game.legal_actions()
    game.apply(("target", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "change_target" and game.pending["player"] == 1
    assert ("target", bear) not in game.legal_actions()  # it must change (115.7a)
    game.apply(("target", ("player", 0)))
    resolve_stack(game)
    assert game.state.players[0].life == 18 and bear in game.state.battlefield()


CRYPT = card("Test Crypt {0}\nArtifact\n{T}, Sacrifice Test Crypt: Exile target player's graveyard.")
PURGE = card("Test Purge {1}{B}\nSorcery\nExile all graveyards.")
OBLIVION = card("Test Oblivion {3}{B}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted "
                "player's upkeep, that player exiles two cards from their graveyard.")


def _exiled(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for (kind, _seat), ids in game.state.zones.items() if kind == "exile" for o in ids]


def test_406_3_exile_target_players_graveyard_and_all_graveyards() -> None:
    s = Scenario()
    crypt = s.battlefield(0, CRYPT)
    purge = s.hand(0, PURGE)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.graveyard(0, BEAR)
    s.graveyard(1, BEAR)
    s.graveyard(1, BIG_OX)
    game = s.start("main1")
    game.apply(("activate", crypt, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert not game.state.zone("graveyard", 1) and len(_exiled(game)) == 2
    assert len(game.state.zone("graveyard", 0)) == 2  # its own card (sacrificed) and the Bear stay
    game.apply(("cast", purge))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.zone("graveyard", 0) == [g for g in game.state.zone("graveyard", 0)
                                               if game.state.objects[g].card is PURGE]


def test_406_3_that_player_exiles_two_cards_from_their_graveyard() -> None:
    s = Scenario()
    _curse(s, 0, OBLIVION, 1)
    for _ in range(3):
        s.graveyard(1, BEAR)
    game = s.start("end")
    pass_until(game, lambda g: g.pending["kind"] == "exile_from_graveyard")
    assert game.pending["player"] == 1
    answer_until_priority(game)
    assert len(game.state.zone("graveyard", 1)) == 1 and len(_exiled(game)) == 2


THRULL = card("Test Thrull {3}{W}\nCreature — Thrull Cleric 2/3\nHaunt\nWhen Test Thrull enters the battlefield or "
              "the creature it haunts dies, you gain 3 life.")
CRY = card("Test Cry {B}\nSorcery\nTarget player discards a card.\nHaunt\nWhen the creature Test Cry haunts dies, "
           "target player discards a card.")
KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")


def _where(game, card) -> str:  # type: ignore[no-untyped-def]
    return next(o.zone[0] for o in game.state.objects.values() if o.card is card)


def test_702_55a_haunt_exiles_the_dead_creature_haunting_a_creature_whose_death_triggers_it() -> None:
    assert "When this enters or the creature it haunts dies" in render(THRULL)
    s = Scenario()
    thrull = s.battlefield(0, THRULL)
    bear = s.battlefield(1, BEAR)
    kill = s.hand(0, KILL)
    kill2 = s.hand(0, KILL)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", kill))
    game.apply(("target", thrull))
    answer_until_priority(game)
    resolve_stack(game)  # the Thrull dies; its haunt trigger targets the only creature, the Bear
    assert _where(game, THRULL) == "exile"
    assert game.state.players[0].life == 20
    game.apply(("cast", kill2))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)  # 702.55c: the haunted creature dies, the exiled Thrull's ability triggers
    assert game.state.players[0].life == 23


def test_702_55a_haunt_on_a_spell_after_resolving() -> None:
    assert "When the creature this haunts dies, target player discards a card." in render(CRY)
    s = Scenario()
    cry = s.hand(0, CRY)
    kill = s.hand(0, KILL)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    bear = s.battlefield(1, BEAR)
    s.hand(1, BIG_OX)
    s.hand(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", cry))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)  # discard one; then the card in the graveyard haunts the Bear
    assert len(game.state.zone("hand", 1)) == 1 and _where(game, CRY) == "exile"
    game.apply(("cast", kill))
    game.apply(("target", bear))
    answer_until_priority(game)
    while game.state.stack_ids() or game.state.pending_triggers or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", ("player", 1)) if ("target", ("player", 1)) in options else options[0])
    assert len(game.state.zone("hand", 1)) == 0


VAULT = card("Test Vault\nLand\nAt the beginning of your upkeep, if Test Vault is tapped, put a storage counter on "
             "it.\n{T}, Remove any number of storage counters from Test Vault: Add {B} for each storage counter "
             "removed this way.")
POOLS = card("Test Pools\nLand\n{T}: Add {C}.\n{1}, {T}: Put a storage counter on Test Pools.\n{1}, Remove X storage "
             "counters from Test Pools: Add X mana in any combination of {W} and/or {U}.")


def test_107_3_storage_land_removes_the_chosen_number_of_counters_for_mana() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    vault = s.battlefield(0, VAULT, counters={"storage": 3})
    game = s.start("main1")
    options = [a for a in game.legal_actions() if a[0] == "mana"]
    assert sorted(options) == [("mana", vault, 0, "B"), ("mana", vault, 0, "BB"), ("mana", vault, 0, "BBB")]
    game.apply(("mana", vault, 0, "BB"))
    assert game.state.players[0].pool.amounts == {"B": 2}
    assert game.state.objects[vault].counters.get("storage") == 1 and game.state.objects[vault].tapped


def test_603_4_storage_counter_only_if_tapped_at_upkeep() -> None:
    stuck = card("Test Stuck Vault\nLand\nTest Stuck Vault doesn't untap during your untap step.\nAt the beginning "
                 "of your upkeep, if Test Stuck Vault is tapped, put a storage counter on it.")
    s = Scenario()
    tapped = s.battlefield(0, stuck, tapped=True)
    untapped = s.battlefield(0, stuck)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.objects[tapped].counters.get("storage") == 1  # 603.4: checked as it triggers
    assert not game.state.objects[untapped].counters.get("storage")


def test_605_3b_remove_x_counters_any_combination_paying_the_mana_part_from_the_pool() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    pools = s.battlefield(0, POOLS, counters={"storage": 2})
    game = s.start("main1")
    assert not any(a[0] == "mana" and a[1] == pools and len(a) > 3 for a in game.legal_actions())  # no {1} yet
    game.apply(("mana", pools, 0))  # {T}: Add {C}
    options = {a[3] for a in game.legal_actions() if a[0] == "mana" and len(a) > 3}
    assert options == {"W", "U", "WW", "WU", "UU"}
    game.apply(("mana", pools, 2, "WU"))
    assert game.state.players[0].pool.amounts == {"W": 1, "U": 1}
    assert not game.state.objects[pools].counters.get("storage")


THERAPY = card("Test Therapy {B}\nSorcery\nName a nonland card. Target player reveals their hand and discards all "
               "cards with that name.")
MEMORICIDE = card("Test Memoricide {3}{B}\nSorcery\nChoose a nonland card name. Search target player's graveyard, "
                  "hand, and library for any number of cards with that name and exile them. Then that player "
                  "shuffles their library.")


def test_201_3_name_a_nonland_card_then_discard_all_cards_with_that_name() -> None:
    s = Scenario()
    spell = s.hand(0, THERAPY)
    s.battlefield(0, "Swamp")
    bears = [s.hand(1, BEAR), s.hand(1, BEAR)]
    ox = s.hand(1, BIG_OX)
    s.hand(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "name_card"
    named = {a[1] for a in game.legal_actions()}
    assert BEAR.name in named and "Forest" not in named  # nonland (201.3)
    game.apply(("name", BEAR.name))
    hand = game.state.zone("hand", 1)
    assert ox in hand and not any(b in hand for b in bears) and len(hand) == 2


def test_201_3_search_for_all_cards_with_the_chosen_name_and_exile_them() -> None:
    s = Scenario()
    spell = s.hand(0, MEMORICIDE)
    s.many(0, "battlefield", ["Swamp"] * 4)
    s.hand(1, BEAR)
    s.graveyard(1, BEAR)
    s.library(1, BEAR)
    ox = s.library(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("name", BEAR.name))
    resolve_stack(game)
    assert len(_exiled(game)) == 3 and ox in game.state.zone("library", 1)


BEREAVE = card("Test Bereavement {1}{B}\nEnchantment\nWhenever a creature dies, its controller loses 2 life.")


def test_603_10a_its_controller_of_the_creature_that_died() -> None:
    s = Scenario()
    s.battlefield(0, BEREAVE)
    bear = s.battlefield(1, BEAR)
    kill = s.hand(0, KILL)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", kill))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20


REANIMATE = card("Test Reanimate {B}\nSorcery\nPut target creature card from a graveyard onto the battlefield under "
                 "your control. You lose life equal to its mana value.")


def test_110_2_put_a_creature_card_from_any_graveyard_onto_the_battlefield_under_your_control() -> None:
    s = Scenario()
    spell = s.hand(0, REANIMATE)
    s.battlefield(0, "Swamp")
    s.graveyard(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    target = next(a[1] for a in game.legal_actions() if a[0] == "target")
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    ox = next(o for o in game.state.battlefield() if game.state.objects[o].card is BIG_OX)
    assert chars(game.state, ox).controller == 0 and game.state.objects[ox].owner == 1
    assert game.state.players[0].life == 16


BATTERY = card("Test Battery {4}\nArtifact\n{2}, {T}: Put a charge counter on Test Battery.\n{T}, Remove any number "
               "of charge counters from Test Battery: Add {R}, then add an additional {R} for each charge counter "
               "removed this way.")


def test_605_3b_mana_battery_adds_one_plus_one_for_each_counter_removed() -> None:
    assert "then add an additional {R} for each counter removed" in render(BATTERY)
    s = Scenario(options={"idle_mana_abilities": True})
    battery = s.battlefield(0, BATTERY, counters={"charge": 2})
    game = s.start("main1")
    options = sorted(a[3] for a in game.legal_actions() if a[0] == "mana" and len(a) > 3)
    assert options == ["R", "RR", "RRR"]  # zero, one or two counters removed
    game.apply(("mana", battery, 1, "RR"))
    assert game.state.players[0].pool.amounts == {"R": 2}
    assert game.state.objects[battery].counters.get("charge") == 1


MEDITATE = card("Test Meditate {2}{U}\nInstant\nDraw four cards. You skip your next turn.")


def test_614_10_you_skip_your_next_turn() -> None:
    s = Scenario()
    spell = s.hand(0, MEDITATE)
    s.many(0, "battlefield", ["Island"] * 3)
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 4
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn == turn + 2 and g.state.step == "main1")
    assert game.state.active == 1  # player 0's turn was skipped: player 1 took two turns in a row
    assert any(e.kind == "skip_turn" for e in game.state.log)


def test_109_toughness_n_or_greater_description() -> None:
    topple = card("Test Topple {2}{W}\nSorcery\nDestroy target creature with toughness 4 or greater.")
    assert "with toughness 4 or greater" in render(topple)
    s = Scenario()
    spell = s.hand(0, topple)
    s.many(0, "battlefield", ["Plains"] * 3)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert ("target", ox) in game.legal_actions() and ("target", bear) not in game.legal_actions()


MAGE = card("Test Mage {W}{U}\nCreature — Human Wizard 2/2\nAs Test Mage enters the battlefield, name a nonland "
            "card.\nThe named card can't be cast.")
NEEDLE = card("Test Needle {1}\nArtifact\nAs Test Needle enters, choose a card name.\nActivated abilities of sources "
              "with the chosen name can't be activated unless they're mana abilities.")
PINGER = card("Test Pinger {R}\nCreature — Goblin 1/1\n{T}: Test Pinger deals 1 damage to any target.\n{T}: Add {R}.")


def _enter_naming(game, spell: int, name: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_name"
    game.apply(("name", name))


def test_201_3_spells_with_the_chosen_name_cant_be_cast() -> None:
    from kitchentable.rules.errors import IllegalAction

    s = Scenario()
    mage = s.hand(0, MAGE)
    s.many(0, "battlefield", ["Plains", "Island"])
    shock = s.hand(1, SHOCK)
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    _enter_naming(game, mage, SHOCK.name)
    resolve_stack(game)
    game.apply(("pass",))  # player 1 holds priority in player 0's main phase
    assert ("cast", shock) not in game.legal_actions()
    try:
        from kitchentable.rules.casting.casting import begin_cast

        begin_cast(game.state, 1, shock, "hand", game.state.decision)  # type: ignore[arg-type]
        raise AssertionError("casting a named card must be refused")
    except IllegalAction as err:
        assert err.rule == "101.2"


def test_201_3_activated_abilities_of_the_named_source_unless_mana_abilities() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    needle = s.hand(0, NEEDLE)
    s.battlefield(0, "Island")
    pinger = s.battlefield(1, PINGER)
    game = s.start("main1")
    _enter_naming(game, needle, PINGER.name)
    resolve_stack(game)
    game.apply(("pass",))
    options = game.legal_actions()
    assert ("activate", pinger, 0) not in options and ("mana", pinger, 1) in options


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


PACT = card("Test Pact {0}\nInstant\nDraw a card.\nAt the beginning of your next upkeep, pay {2}. If you don't, you "
            "lose the game.")


def test_603_7_pact_loses_the_game_at_your_next_upkeep_unless_you_pay() -> None:
    for lands, loses in ((0, True), (2, False)):
        s = Scenario()
        pact = s.hand(0, PACT)
        if lands:
            s.many(0, "battlefield", ["Wastes"] * lands)
        for _ in range(3):
            s.library(0, "Island")
            s.library(1, "Island")
        game = s.start("main1")
        game.apply(("cast", pact))
        answer_until_priority(game)
        resolve_stack(game)
        pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
        assert game.state.players[0].in_game  # not on the opponent's upkeep
        for _ in range(60):
            if game.is_over() or game.state.active == 0 and game.state.step == "draw":
                break
            options = game.legal_actions()
            game.apply(next((o for o in options if o[0] == "pay"), options[0]))
        assert (not game.state.players[0].in_game or game.is_over() and 0 not in game.state.winners) == loses
