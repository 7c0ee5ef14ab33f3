"""Copies of permanents (707): token copies and their exceptions, populate, embalm, eternalize, encore, clones,
and casualty's copy of a spell (`rules.continuous.copies`, `cards.language.phrases.copies`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD
from kitchentable.scenario import Scenario, pass_until

BEAR = "Plain Bear {1}{G}\nCreature — Bear 2/2"
LEGEND = "Old Hero {1}{W}\nLegendary Creature — Human Knight 3/3\nVigilance"


def card(text: str) -> CardDef:
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


def scenario() -> Scenario:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 8)
    return s


def named(game: Any, name: str, zone: str = BATTLEFIELD) -> list[int]:
    st = game.state
    ids = st.battlefield() if zone == BATTLEFIELD else [o for (k, _s), zs in st.zones.items() if k == zone
                                                        for o in zs]
    return [o for o in ids if st.objects[o].card.name == name or st.objects[o].card.name.startswith(name + " // ")]


def settle(game: Any, answers: tuple[tuple[Any, ...], ...] = (), seat: int = 0) -> None:
    """Pass and answer until the stack is empty and `seat` has priority (an option in `answers` when offered,
    else pass, else the first option that isn't a refusal)."""
    for _ in range(80):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == seat:
            return
        options = game.legal_actions()
        wanted = [o for o in answers if o in options]
        if wanted:
            game.apply(wanted[0])
        elif ("pass",) in options:
            game.apply(("pass",))
        else:
            game.apply(next(o for o in options if o[0] not in ("cancel", "no")))
    raise AssertionError("did not settle")


def cast(game: Any, oid: int, *answers: tuple[Any, ...]) -> None:
    """Cast, give `answers` in order (targets, payment), then let the stack resolve."""
    game.apply(("cast", oid))
    for a in answers:
        game.apply(a)
    settle(game)


def test_707_9b_token_copy_except_it_has_haste_is_sacrificed_at_the_next_end_step() -> None:
    twin = card("Twin Spell {2}{R}\nSorcery\nCreate a token that's a copy of target creature you control, except "
                "it has haste. Sacrifice it at the beginning of the next end step.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Mountain"] * 3)
    spell = s.hand(0, twin)
    game = s.start("main1")
    cast(game, spell, ("target", bear), ("pay",))
    (token,) = [o for o in named(game, "Plain Bear") if o != bear]
    c = chars(game.state, token)
    assert game.state.objects[token].token and (c.power, c.toughness) == (2, 2) and "haste" in c.keywords
    assert "haste" not in chars(game.state, bear).keywords
    pass_until(game, lambda g: g.state.step == "cleanup" or token not in g.state.objects)
    assert token not in game.state.objects and bear in game.state.objects  # the token, not the original


def test_707_9b_exceptions_are_copiable_values_of_the_token() -> None:
    """A 1/1 non-legendary copy of a legend; a copy of that token is a 1/1 non-legendary too (707.9b)."""
    mini = card("Mini Me {1}{U}\nSorcery\nCreate a token that's a copy of target creature, except it's a 1/1 and "
                "it isn't legendary.")
    again = card("Copy Again {1}{U}\nSorcery\nCreate a token that's a copy of target creature.")
    s = scenario()
    hero = s.battlefield(0, card(LEGEND))
    s.many(0, "battlefield", ["Island"] * 4)
    first, second = s.hand(0, mini), s.hand(0, again)
    game = s.start("main1")
    cast(game, first, ("target", hero), ("pay",))
    (token,) = [o for o in named(game, "Old Hero") if o != hero]
    c = chars(game.state, token)
    assert (c.power, c.toughness) == (1, 1) and "Legendary" not in c.supertypes and "vigilance" in c.keywords
    cast(game, second, ("target", token), ("pay",))
    tokens = [o for o in named(game, "Old Hero") if o not in (hero, token)]
    assert len(tokens) == 1 and (chars(game.state, tokens[0]).power, chars(game.state, tokens[0]).toughness) == (1, 1)
    assert hero in game.state.objects  # no legend rule between the legend and the non-legendary copies


def test_707_2_create_two_tokens_that_are_copies_and_they_gain_haste() -> None:
    pair = card("Double Up {3}{G}\nSorcery\nCreate two tokens that are copies of target creature you control. "
                "They gain haste.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Forest"] * 4)
    spell = s.hand(0, pair)
    game = s.start("main1")
    cast(game, spell, ("target", bear), ("pay",))
    tokens = [o for o in named(game, "Plain Bear") if o != bear]
    assert len(tokens) == 2 and all("haste" in chars(game.state, t).keywords for t in tokens)


def test_701_30_populate_copies_a_creature_token_you_control() -> None:
    rally = card("Rally Call {2}{G}{W}\nSorcery\nCreate a 1/1 white Bird creature token with flying, then "
                 "populate.")
    s = scenario()
    s.many(0, "battlefield", ["Forest", "Forest", "Plains", "Plains"])
    s.battlefield(0, card(BEAR))  # not a token: populate can't copy it
    spell = s.hand(0, rally)
    game = s.start("main1")
    cast(game, spell, ("pay",))
    birds = named(game, "Bird Token")
    assert len(birds) == 2 and all("flying" in chars(game.state, b).keywords for b in birds)
    assert len(named(game, "Plain Bear")) == 1


def test_701_30b_populate_with_no_creature_token_does_nothing() -> None:
    lone = card("Lone Populate {G}\nSorcery\nPopulate.")
    s = scenario()
    s.battlefield(0, card(BEAR))
    s.battlefield(0, "Forest")
    spell = s.hand(0, lone)
    game = s.start("main1")
    cast(game, spell, ("pay",))
    assert len(game.state.battlefield()) == 2


def test_702_128_embalm_makes_a_white_zombie_token_copy_with_no_mana_cost() -> None:
    cat = card("Sacred Kitty {W}\nCreature — Cat 1/1\nLifelink\nEmbalm {W}")
    s = scenario()
    oid = s.graveyard(0, cat)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    (token,) = named(game, "Sacred Kitty")
    c = chars(game.state, token)
    assert game.state.objects[token].token and c.colors == frozenset({"W"}) and c.mana_value == 0
    assert c.subtypes == frozenset({"Cat", "Zombie"}) and "lifelink" in c.keywords
    assert named(game, "Sacred Kitty", "exile")


def test_702_128_embalm_only_as_a_sorcery() -> None:
    cat = card("Sacred Kitty {W}\nCreature — Cat 1/1\nEmbalm {W}")
    s = scenario()
    oid = s.graveyard(0, cat)
    s.battlefield(0, "Plains")
    game = s.start("upkeep")
    assert ("activate", oid, 0) not in game.legal_actions()


def test_702_129_eternalize_makes_a_4_4_black_zombie() -> None:
    khenra = card("Quick Khenra {1}{R}\nCreature — Jackal Warrior 2/1\nHaste\nEternalize {4}{R}{R}")
    s = scenario()
    oid = s.graveyard(0, khenra)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    (token,) = named(game, "Quick Khenra")
    c = chars(game.state, token)
    assert (c.power, c.toughness) == (4, 4) and c.colors == frozenset({"B"}) and c.mana_value == 0
    assert c.subtypes == frozenset({"Jackal", "Warrior", "Zombie"}) and "haste" in c.keywords


def test_702_141_encore_copies_have_haste_must_attack_and_are_sacrificed() -> None:
    bird = card("Encore Bird {2}{W}\nCreature — Bird Soldier 1/1\nFlying\nEncore {5}{W}")
    s = scenario()
    oid = s.graveyard(0, bird)
    s.many(0, "battlefield", ["Plains"] * 6)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    (token,) = named(game, "Encore Bird")
    assert "haste" in chars(game.state, token).keywords
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    assert ("attack_done",) not in game.legal_actions()  # it attacks this turn if able (508.1d)
    game.apply(("attack", token, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "cleanup" or token not in g.state.objects)
    assert token not in game.state.objects and game.state.players[1].life == 19


def test_707_5_clone_enters_as_a_copy_and_is_itself_again_when_it_leaves() -> None:
    clone = card("Mirror Shape {3}{U}\nCreature — Shapeshifter 0/0\nYou may have Mirror Shape enter as a copy of "
                 "any creature on the battlefield.")
    healer = card("Kind Healer {1}{W}\nCreature — Human Cleric 2/3\nWhen Kind Healer enters, you gain 3 life.")
    s = scenario()
    theirs = s.battlefield(1, healer)
    s.many(0, "battlefield", ["Island"] * 4)
    spell = s.hand(0, clone)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("pay",), ("copy", theirs)))
    mine = [o for o in named(game, "Kind Healer") if o != theirs]
    assert len(mine) == 1 and chars(game.state, mine[0]).controller == 0
    c = chars(game.state, mine[0])
    assert (c.power, c.toughness) == (2, 3) and game.state.players[0].life == 23  # the copied enters ability
    from kitchentable.rules import events

    events.move(game.state, mine[0], GRAVEYARD)
    assert named(game, "Mirror Shape", GRAVEYARD)  # 400.7: the printed card in the graveyard


def test_707_5_clone_may_enter_as_itself() -> None:
    clone = card("Mirror Shape {3}{U}\nCreature — Shapeshifter 0/0\nYou may have Mirror Shape enter the "
                 "battlefield as a copy of any creature on the battlefield, except it's a Spirit in addition to "
                 "its other types.")
    s = scenario()
    bear = s.battlefield(1, card(BEAR))
    s.many(0, "battlefield", ["Island"] * 4)
    spell = s.hand(0, clone)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("pay",), ("copy", bear)))
    mine = [o for o in named(game, "Plain Bear") if o != bear]
    assert chars(game.state, mine[0]).subtypes == frozenset({"Bear", "Spirit"})


def test_702_153_casualty_sacrifice_copies_the_spell() -> None:
    chat = card("Little Chat {1}{U}\nInstant\nCasualty 1\nDraw a card.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, chat)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", spell))
    settle(game, (("cost", "kicker", 0), ("pick", "sacrifice", bear), ("pay",)))
    assert bear not in game.state.objects
    assert len(game.state.zone("hand", 0)) == hand - 1 + 2  # the copy and the spell each draw


def test_702_153_casualty_is_optional() -> None:
    chat = card("Little Chat {1}{U}\nInstant\nCasualty 1\nDraw a card.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, chat)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", spell))
    settle(game, (("cost", "normal"), ("pay",)))
    assert bear in game.state.objects and len(game.state.zone("hand", 0)) == hand


def test_702_157_squad_creates_a_token_copy_for_each_payment() -> None:
    guard = card("Honour Guard {3}{W}\nCreature — Astartes Warrior 2/2\nSquad {2}")
    s = scenario()
    s.many(0, "battlefield", ["Plains"] * 8)
    spell = s.hand(0, guard)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("replicate", 2), ("pay",)))
    guards = named(game, "Honour Guard")
    assert len(guards) == 3 and sum(game.state.objects[g].token for g in guards) == 2


def test_702_157_squad_unpaid_makes_no_copies() -> None:
    guard = card("Honour Guard {3}{W}\nCreature — Astartes Warrior 2/2\nSquad {2}")
    s = scenario()
    s.many(0, "battlefield", ["Plains"] * 8)
    spell = s.hand(0, guard)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("replicate", 0), ("pay",)))
    assert len(named(game, "Honour Guard")) == 1 and not game.state.stack_ids()


ANGLER = """
@layout transform
Hook Angler {1}{U}
Creature — Human Peasant 2/1
Disturb {1}{U}
//
@color blue
Hook Drifter
Creature — Spirit 1/2
Flying
If Hook Drifter would be put into a graveyard from anywhere, exile it instead.
"""


def test_702_146_disturb_casts_the_back_face_from_the_graveyard() -> None:
    s = scenario()
    oid = s.graveyard(0, card(ANGLER))
    s.many(0, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    assert ("cast", oid, "disturb") in game.legal_actions()
    game.apply(("cast", oid, "disturb"))
    (spell,) = game.state.stack_ids()
    assert chars(game.state, spell).name == "Hook Drifter" and chars(game.state, spell).mana_value == 2
    settle(game, (("pay",),))
    (drifter,) = named(game, "Hook Drifter")  # the card, its back face up (702.146b)
    c = chars(game.state, drifter)
    assert c.name == "Hook Drifter" and (c.power, c.toughness) == (1, 2) and "flying" in c.keywords
    from kitchentable.rules import events

    events.destroy(game.state, drifter)
    assert named(game, "Hook Angler", "exile") and not named(game, "Hook Angler", GRAVEYARD)


def test_702_146_disturb_isnt_offered_from_hand_and_needs_its_cost() -> None:
    s = scenario()
    in_hand = s.hand(0, card(ANGLER))
    in_gy = s.graveyard(0, card(ANGLER))
    s.battlefield(0, "Island")
    game = s.start("main1")
    actions = game.legal_actions()
    assert ("cast", in_hand, "disturb") not in actions and ("cast", in_gy, "disturb") not in actions  # {1}{U}


def test_614_1a_countered_disturbed_spell_is_exiled() -> None:
    s = scenario()
    oid = s.graveyard(0, card(ANGLER))
    s.many(0, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    game.apply(("cast", oid, "disturb"))
    game.apply(("pay",))
    from kitchentable.rules.stack.resolve import counter

    counter(game.state, game.state.stack_ids()[0])
    assert named(game, "Hook Angler", "exile") and not named(game, "Hook Angler", GRAVEYARD)


def test_707_2_becomes_a_copy_until_end_of_turn_keeps_counters_and_reverts() -> None:
    shift = card("Shift Shape {1}{U}\nInstant\nTarget creature you control becomes a copy of target creature until "
                 "end of turn, except it's an artifact in addition to its other types.")
    giant = card("Hill Giant Test {3}{R}\nCreature — Giant 3/3\nTrample")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    theirs = s.battlefield(1, giant)
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, shift)
    game = s.start("main1")
    game.state.mut(bear).counters["+1/+1"] = 1
    cast(game, spell, ("target", bear), ("target", theirs), ("pay",))
    c = chars(game.state, bear)
    assert c.name == "Hill Giant Test" and (c.power, c.toughness) == (4, 4) and "trample" in c.keywords
    assert "Artifact" in c.types and c.controller == 0 and bear in game.state.objects  # the same object
    pass_until(game, lambda g: g.state.active == 1)
    c = chars(game.state, bear)
    assert c.name == "Plain Bear" and (c.power, c.toughness) == (3, 3) and "Artifact" not in c.types


def test_707_2_a_permanent_copy_lasts_until_it_leaves() -> None:
    shift = card("Lasting Shape {1}{U}\nSorcery\nTarget creature you control becomes a copy of target creature.")
    giant = card("Hill Giant Test {3}{R}\nCreature — Giant 3/3\nTrample")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    theirs = s.battlefield(1, giant)
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, shift)
    game = s.start("main1")
    cast(game, spell, ("target", bear), ("target", theirs), ("pay",))
    pass_until(game, lambda g: g.state.active == 1)
    assert chars(game.state, bear).name == "Hill Giant Test"
    from kitchentable.rules import events

    events.destroy(game.state, bear)
    assert named(game, "Plain Bear", GRAVEYARD)  # 400.7: the printed card in the graveyard


def test_614_1a_shuffled_into_library_instead_of_the_graveyard() -> None:
    titan = card("Huge Titan {10}\nCreature — Eldrazi 10/10\nIf Huge Titan would be put into a graveyard from "
                 "anywhere, reveal Huge Titan and shuffle it into its owner's library instead.")
    s = scenario()
    oid = s.battlefield(0, titan)
    game = s.start("main1")
    from kitchentable.rules import events

    events.destroy(game.state, oid)
    assert named(game, "Huge Titan", "library") and not named(game, "Huge Titan", GRAVEYARD)
    assert len(game.state.zone("library", 0)) == 9


def test_707_2_that_token_has_haste() -> None:
    twin = card("Twin Call {2}{R}\nSorcery\nCreate a token that's a copy of target creature you control. That token "
                "has haste.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Mountain"] * 3)
    spell = s.hand(0, twin)
    game = s.start("main1")
    cast(game, spell, ("target", bear), ("pay",))
    (token,) = [o for o in named(game, "Plain Bear") if o != bear]
    assert "haste" in chars(game.state, token).keywords and "haste" not in chars(game.state, bear).keywords


def test_603_2_becomes_the_target_of_a_spell_but_not_of_an_ability() -> None:
    guardian = card("Maze Guardian {1}{U}\nCreature — Illusion Warrior 2/3\nWhen Maze Guardian becomes the target "
                    "of a spell, sacrifice it.\nEmbalm {3}{U}")
    shock = card("Little Shock {R}\nInstant\nLittle Shock deals 1 damage to any target.")
    pinger = card("Pinger {R}\nCreature — Human 1/1\n{T}: Pinger deals 1 damage to any target.")
    s = scenario()
    oid = s.battlefield(0, guardian)
    ping = s.battlefield(1, pinger)
    spell = s.hand(1, shock)
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    game.apply(("activate", ping, 0))
    game.apply(("target", oid))
    settle(game, seat=1)
    assert oid in game.state.objects  # an ability: no trigger
    cast(game, spell, ("target", oid), ("pay",))
    assert oid not in game.state.objects and named(game, "Maze Guardian", GRAVEYARD)


def test_707_10_copy_that_spell_in_a_cast_trigger_copies_the_spell_cast() -> None:
    """"Whenever you cast an instant or sorcery spell, copy that spell": "that spell" is the spell cast (603.2),
    not the permanent with the ability."""
    echo = card("Echo Chamber Test {3}{U}{U}\nEnchantment\nWhenever you cast an instant or sorcery spell, copy that "
                "spell. You may choose new targets for the copy.")
    shock = card("Little Shock {R}\nInstant\nLittle Shock deals 1 damage to any target.")
    s = scenario()
    s.battlefield(0, echo)
    spell = s.hand(0, shock)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game, (("no",),))
    assert game.state.players[1].life == 18


def test_508_4_tokens_created_tapped_and_attacking_deal_combat_damage() -> None:
    hero = card("Hero Test {2}{W}{W}\nCreature — Human Knight 3/3\nWhenever Hero Test attacks, create two 1/1 white "
                "Soldier creature tokens that are tapped and attacking.")
    s = scenario()
    oid = s.battlefield(0, hero)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "main2")
    soldiers = named(game, "Soldier Token")
    assert len(soldiers) == 2 and all(game.state.objects[t].tapped for t in soldiers)
    assert game.state.players[1].life == 20 - 3 - 2


def test_508_4a_tokens_created_attacking_outside_combat_are_just_tapped() -> None:
    call = card("Call Test {1}{W}\nSorcery\nCreate a 1/1 white Soldier creature token that's tapped and attacking.")
    s = scenario()
    spell = s.hand(0, call)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    cast(game, spell, ("pay",))
    (token,) = named(game, "Soldier Token")
    assert game.state.objects[token].tapped and game.state.objects[token].attacking is None


def test_707_9a_becomes_a_copy_and_gains_this_ability() -> None:
    """Cryptoplasm-like: each upkeep it may become a copy of another creature, keeping the ability that did it."""
    plasm = card("Plasm Test {1}{U}{U}\nCreature — Shapeshifter 2/2\nAt the beginning of your upkeep, you may have "
                 "Plasm Test become a copy of another target creature, except it has this ability.")
    giant = card("Hill Giant Test {3}{R}\nCreature — Giant 3/3\nTrample")
    s = scenario()
    oid = s.battlefield(0, plasm)
    theirs = s.battlefield(1, giant)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep" and bool(g.state.stack_ids()))
    settle(game, (("target", theirs), ("yes",)))
    c = chars(game.state, oid)
    assert c.name == "Hill Giant Test" and (c.power, c.toughness) == (3, 3)
    assert len(c.triggered) == 1 and c.triggered[0].trigger.event == "upkeep"  # 707.9a: it kept this ability


def test_707_9a_token_copy_except_it_has_a_quoted_ability() -> None:
    kiki = card("Kiki Test {2}{R}\nSorcery\nCreate a token that's a copy of target creature you control, except it "
                "has haste and \"At the beginning of the end step, sacrifice this creature.\"")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Mountain"] * 3)
    spell = s.hand(0, kiki)
    game = s.start("main1")
    cast(game, spell, ("target", bear), ("pay",))
    (token,) = [o for o in named(game, "Plain Bear") if o != bear]
    c = chars(game.state, token)
    assert "haste" in c.keywords and len(c.triggered) == 1 and not chars(game.state, bear).triggered
    pass_until(game, lambda g: g.state.step == "cleanup" or token not in g.state.objects)
    assert token not in game.state.objects and bear in game.state.objects


def test_508_4_returned_to_the_battlefield_tapped_and_attacking() -> None:
    ghoul = card("Raise Test {3}{B}\nCreature — Zombie 2/2\nWhenever Raise Test attacks, return target creature "
                 "card from your graveyard to the battlefield tapped and attacking.")
    s = scenario()
    oid = s.battlefield(0, ghoul)
    dead = s.graveyard(0, card(BEAR))
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    settle(game, (("target", dead),))
    pass_until(game, lambda g: g.state.step == "main2")
    (bear,) = named(game, "Plain Bear")
    assert game.state.objects[bear].tapped and game.state.players[1].life == 20 - 2 - 2


def test_704_5j_the_legend_rule_doesnt_apply_to_tokens_you_control() -> None:
    cadric = card("Kindler Test {2}{R}{W}\nLegendary Creature — Dwarf Wizard 4/3\nThe \"legend rule\" doesn't apply "
                  "to tokens you control.")
    twin = card("Copy Again {1}{U}\nSorcery\nCreate a token that's a copy of target creature.")
    s = scenario()
    hero = s.battlefield(0, card(LEGEND))
    s.battlefield(0, cadric)
    s.many(0, "battlefield", ["Island"] * 4)
    first, second = s.hand(0, twin), s.hand(0, twin)
    game = s.start("main1")
    cast(game, first, ("target", hero), ("pay",))
    cast(game, second, ("target", hero), ("pay",))
    assert len(named(game, "Old Hero")) == 3  # the original and two tokens: only one nontoken, no conflict
    assert game.pending["kind"] != "legend_rule"


def test_704_5j_a_token_copy_of_a_legend_meets_the_legend_rule() -> None:
    twin = card("Copy Again {1}{U}\nSorcery\nCreate a token that's a copy of target creature.")
    s = scenario()
    hero = s.battlefield(0, card(LEGEND))
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, twin)
    game = s.start("main1")
    cast(game, spell, ("target", hero), ("pay",))
    assert len(named(game, "Old Hero")) == 1


def test_702_175_offspring_paid_makes_a_1_1_token_copy() -> None:
    mouse = card("Brave Mouse {1}{W}\nCreature — Mouse Soldier 2/2\nOffspring {2}\nVigilance")
    s = scenario()
    s.many(0, "battlefield", ["Plains"] * 4)
    spell = s.hand(0, mouse)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("cost", "kicker", 0), ("pay",)))
    mice = named(game, "Brave Mouse")
    (token,) = [m for m in mice if game.state.objects[m].token]
    c = chars(game.state, token)
    assert len(mice) == 2 and (c.power, c.toughness) == (1, 1) and "vigilance" in c.keywords


def test_702_175_offspring_unpaid_makes_nothing() -> None:
    mouse = card("Brave Mouse {1}{W}\nCreature — Mouse Soldier 2/2\nOffspring {2}")
    s = scenario()
    s.many(0, "battlefield", ["Plains"] * 4)
    spell = s.hand(0, mouse)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, (("cost", "normal"), ("pay",)))
    assert len(named(game, "Brave Mouse")) == 1


def test_702_181_mobilize_tokens_attack_and_are_sacrificed() -> None:
    orc = card("Raid Orc {2}{R}\nCreature — Orc Warrior 3/2\nMobilize 2")
    s = scenario()
    oid = s.battlefield(0, orc)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "main2")
    assert len(named(game, "Warrior Token")) == 2 and game.state.players[1].life == 20 - 3 - 2
    pass_until(game, lambda g: g.state.step == "cleanup" or not named(g, "Warrior Token"))
    assert not named(game, "Warrior Token") and oid in game.state.objects
