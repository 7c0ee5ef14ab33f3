"""Keyword actions (701) and the costs and tokens that go with them: amass, suspect, discover, incubate, collect
evidence, endure, voting, offspring, gift, Role tokens; each compiled from a small card of our own and played
in a scenario.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- voting (701.32) ------------------------------------------------------------------------------------------------

PLEA = card("Council Plea {3}{U}\nSorcery\nWill of the council — Starting with you, each player votes for time or "
            "knowledge. If time gets more votes, you gain 5 life. If knowledge gets more votes or the vote is tied, "
            "draw two cards.")
DILEMMA = card("Guard Captain {4}{W}\nCreature — Human Soldier 2/2\nCouncil's dilemma — When this creature enters, "
               "starting with you, each player votes for strength or numbers. Put a +1/+1 counter on this creature "
               "for each strength vote and create a 1/1 white Soldier creature token for each numbers vote.")


def _cast_and_vote(spell_card: object, votes: tuple[str, str], land: str = "Island") -> object:
    s = scenario()
    spell = s.hand(0, spell_card)
    lands(s, 0, 5, land)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    voters = []
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            break
        if d["kind"] == "vote":
            voters.append(d["player"])
            game.apply(("vote", votes[len(voters) - 1]))
        else:
            game.apply(("pass",))
    assert voters == [0, 1]  # 701.32a: starting with the controller, in turn order
    return game


def test_701_32_will_of_the_council_more_votes_picks_the_branch() -> None:
    game = _cast_and_vote(PLEA, ("time", "time"))
    assert game.state.players[0].life == 25 and len(game.state.zones[("hand", 0)]) == 0


def test_701_32_will_of_the_council_tie_goes_to_the_tied_branch() -> None:
    game = _cast_and_vote(PLEA, ("time", "knowledge"))
    assert game.state.players[0].life == 20 and len(game.state.zones[("hand", 0)]) == 2
    assert "If knowledge gets more votes or the vote is tied, draw two cards." in render(PLEA)


def test_701_32_councils_dilemma_repeats_each_instruction_per_vote() -> None:
    game = _cast_and_vote(DILEMMA, ("strength", "numbers"), "Plains")
    (captain,) = named(game, "Guard Captain")
    assert chars(game.state, captain).power == 3
    assert len(named(game, "Soldier Token")) == 1


def test_eerie_triggers_when_an_enchantment_you_control_enters() -> None:
    watcher = card("Eerie Watcher {1}{U}\nCreature — Spirit 1/1\nEerie — Whenever an enchantment you control enters "
                   "and whenever you fully unlock a Room, draw a card.")
    charm = card("Plain Charm {W}\nEnchantment")
    s = scenario()
    s.battlefield(0, watcher)
    spell = s.hand(0, charm)
    lands(s, 0, 1, "Plains")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zones[("hand", 0)]) == 1


OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 4/4")


# --- For Mirrodin! (702.163) --------------------------------------------------------------------------------------


def test_702_163_for_mirrodin_creates_a_rebel_and_attaches_to_it() -> None:
    blade = card("Rebel Blade {1}{R}\nArtifact — Equipment\nFor Mirrodin!\nEquipped creature gets +1/+0.\nEquip {2}")
    s = scenario()
    oid = s.hand(0, blade)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    (rebel,) = [o for o in game.state.battlefield() if "Rebel" in chars(game.state, o).subtypes]
    (equipment,) = named(game, "Rebel Blade")
    assert game.state.objects[equipment].attached_to == rebel
    c = chars(game.state, rebel)
    assert (c.power, c.toughness, c.colors) == (3, 2, frozenset({"R"}))


# --- amass (701.47) -------------------------------------------------------------------------------------------------


def test_701_47_amass_creates_an_army_then_grows_it() -> None:
    rally = card("Orc Rally {1}{B}\nSorcery\nAmass Orcs 2.")
    s = scenario()
    first = s.hand(0, rally)
    second = s.hand(0, rally)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for spell in (first, second):
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    (army,) = [o for o in game.state.battlefield() if "Army" in chars(game.state, o).subtypes]
    c = chars(game.state, army)
    assert (c.power, c.toughness, "Orc" in c.subtypes, c.colors) == (4, 4, True, frozenset({"B"}))


def test_701_47_amass_onto_another_kind_of_army_adds_the_subtype() -> None:
    rally = card("Orc Rally {1}{B}\nSorcery\nAmass Orcs 1.")
    old = card("Zombie Rally {1}{B}\nSorcery\nAmass 1.")
    s = scenario()
    s.hand(0, old)
    s.hand(0, rally)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for name in ("Zombie Rally", "Orc Rally"):
        spell = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == name)
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    (army,) = [o for o in game.state.battlefield() if "Army" in chars(game.state, o).subtypes]
    assert {"Zombie", "Orc"} <= chars(game.state, army).subtypes and chars(game.state, army).power == 2


# --- suspect (701.60) -----------------------------------------------------------------------------------------------


def test_701_60_suspected_creature_has_menace_and_cant_block_until_no_longer_suspected() -> None:
    accuse = card("Accuse {W}\nInstant\nSuspect target creature.")
    clear = card("Clear Names {W}\nInstant\nAll suspected creatures are no longer suspected.")
    s = scenario()
    bear = s.battlefield(1, BEAR)
    s.hand(0, accuse)
    s.hand(0, clear)
    lands(s, 0, 2, "Plains")
    game = s.start("main1")
    spell = named(game, "Accuse", "hand")[0]
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    kws = chars(game.state, bear).keywords
    assert "menace" in kws and "can't block" in kws
    game.apply(("cast", named(game, "Clear Names", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    kws = chars(game.state, bear).keywords
    assert "menace" not in kws and "can't block" not in kws


# --- backup (702.165) and bargain (702.166) --------------------------------------------------------------------------

BACKUP_ANGEL = card("Backup Angel {2}{W}\nCreature — Angel 2/2\nBackup 1\nFlying\n"
                    "Whenever this creature attacks, you gain 1 life.")


def _cast_backup(target_self: bool) -> tuple[Any, int, int]:
    s = scenario()
    angel = s.hand(0, BACKUP_ANGEL)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 3, "Plains")
    game = s.start("main1")
    game.apply(("cast", angel))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "choose_target")
    (me,) = named(game, "Backup Angel")
    game.apply(("target", me if target_self else bear))
    settle(game)
    return game, me, bear


def test_702_165_backup_puts_counters_and_grants_the_following_abilities_to_another_creature() -> None:
    game, angel, bear = _cast_backup(target_self=False)
    c = chars(game.state, bear)
    assert game.state.objects[bear].counters == {"+1/+1": 1}
    assert "flying" in c.keywords and any(ab.trigger.event == "attacks" for ab in c.triggered)
    assert game.state.objects[angel].counters == {}
    pass_until(game, lambda g: g.state.active == 1)
    assert "flying" not in chars(game.state, bear).keywords  # until end of turn


def test_702_165_backup_on_itself_only_puts_counters() -> None:
    game, angel, bear = _cast_backup(target_self=True)
    assert game.state.objects[angel].counters == {"+1/+1": 1}
    assert "flying" not in chars(game.state, bear).keywords


BARGAIN_BOLT = card("Bargain Bolt {1}{R}\nInstant\nBargain\nBargain Bolt deals 2 damage to any target. "
                    "If this spell was bargained, Bargain Bolt deals 2 damage to each opponent.")


def test_702_166_bargain_sacrifices_a_token_and_the_spell_knows_it() -> None:
    s = scenario()
    bolt = s.hand(0, BARGAIN_BOLT)
    bear = s.battlefield(0, BEAR)  # a nontoken creature: not bargain fodder
    spirit = s.battlefield(0, card("Spirit Token\nCreature — Spirit 1/1"))
    lands(s, 0, 2)
    game = s.start("main1")
    game.state.objects[spirit].token = True
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    for _ in range(10):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        assert not any(bear in o for o in options)  # 702.166a: only an artifact, enchantment or token
        picks = [o for o in options if spirit in o] or [o for o in options if o[0] == "pay"] or options
        game.apply(picks[0])
    settle(game)
    assert spirit not in game.state.objects and bear in game.state.objects
    assert game.state.players[1].life == 20 - 2 - 2


def test_702_166_not_bargained_deals_only_the_first_damage() -> None:
    s = scenario()
    bolt = s.hand(0, BARGAIN_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    if game.pending["kind"] == "cost_choice":
        game.apply(("cost", "normal"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    assert "Bargain (702.166)" in render(BARGAIN_BOLT)


# --- discover (701.57) -------------------------------------------------------------------------------------------

DISCOVERER = card("Discoverer {2}{G}\nSorcery\nDiscover 3.")


def _discover(answer: tuple[Any, ...]) -> Any:
    s = scenario()
    s.library(0, BEAR)  # mana value 2: the first hit
    s.library(0, OGRE)  # mana value 4: too big, exiled and skipped
    s.library(0, "Wastes")  # the top card: a land, skipped
    spell = s.hand(0, DISCOVERER)
    lands(s, 0, 5, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "may")
    game.apply(answer)
    if answer == ("yes",):
        if ("pay",) in game.legal_actions():  # a free cast asks no mana payment (601.2h)
            game.apply(("pay",))
    settle(game)
    return game


def test_701_57_discover_casts_the_first_small_nonland_card_free() -> None:
    game = _discover(("yes",))
    assert named(game, "Plain Bear")
    bottom = {game.state.objects[o].card.name for o in game.state.zone("library", 0)[:2]}
    assert bottom == {"Wastes", "Big Ogre"}  # the skipped cards, on the bottom
    assert not game.state.zone("exile", -1)


def test_701_57_discover_declined_puts_the_card_into_hand() -> None:
    game = _discover(("no",))
    assert named(game, "Plain Bear", "hand") and not named(game, "Plain Bear")
    assert not game.state.zone("exile", -1)


# --- offspring (702.175) ---------------------------------------------------------------------------------------------

MOUSE = card("Offspring Mouse {1}{W}\nCreature — Mouse 3/3\nOffspring {2}")


def test_702_175_offspring_paid_creates_a_1_1_token_copy() -> None:
    s = scenario()
    mouse = s.hand(0, MOUSE)
    lands(s, 0, 4, "Plains")
    game = s.start("main1")
    game.apply(("cast", mouse))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game)
    mice = named(game, "Offspring Mouse")
    assert len(mice) == 2
    token = next(o for o in mice if game.state.objects[o].token)
    c = chars(game.state, token)
    assert (c.power, c.toughness, "Mouse" in c.subtypes) == (1, 1, True)
    assert "Offspring {2} (702.175)" in render(MOUSE)


def test_702_175_offspring_not_paid_no_token() -> None:
    s = scenario()
    mouse = s.hand(0, MOUSE)
    lands(s, 0, 4, "Plains")
    game = s.start("main1")
    game.apply(("cast", mouse))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Offspring Mouse")) == 1


# --- Role tokens (111.10, 303.7) --------------------------------------------------------------------------------------


def _role_game(*spells: str) -> tuple[Any, int]:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    for text in spells:
        s.hand(0, card(text))
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for oid in list(game.state.zone("hand", 0)):
        game.apply(("cast", oid))
        game.apply(("target", bear))
        game.apply(("pay",))
        settle(game)
    return game, bear


def test_303_7_role_token_is_created_attached_and_gives_its_abilities() -> None:
    game, bear = _role_game("Monstrous Gift {B}\nInstant\nCreate a Monster Role token attached to target creature.")
    (role,) = [o for o in game.state.battlefield() if "Role" in chars(game.state, o).subtypes]
    assert game.state.objects[role].attached_to == bear and game.state.objects[role].token
    c = chars(game.state, bear)
    assert (c.power, c.toughness, "trample" in c.keywords) == (3, 3, True)


def test_303_7_a_newer_role_replaces_the_older_one_and_wicked_drains_on_leaving() -> None:
    game, bear = _role_game(
        "Wicked Gift {B}\nInstant\nCreate a Wicked Role token attached to target creature.",
        "Cursed Gift {B}\nInstant\nCreate a Cursed Role token attached to target creature.")
    roles = [o for o in game.state.battlefield() if "Role" in chars(game.state, o).subtypes]
    assert [game.state.objects[o].card.name for o in roles] == ["Cursed Role"]  # the Wicked Role went away
    assert game.state.players[1].life == 19  # "when this Aura is put into a graveyard ..., each opponent loses 1"
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (1, 1)  # the Cursed Role: base power and toughness 1/1


def test_role_tokens_all_compile() -> None:
    from kitchentable.cards.language.tokens import ROLES, role_token

    for kind in ROLES:
        assert "Role" in role_token(kind).subtypes and role_token(kind).enchant is not None


# --- gift (702.174) ------------------------------------------------------------------------------------------------

GIFT_BOLT = card("Gift Bolt {1}{R}\nInstant\nGift a card\nGift Bolt deals 2 damage to any target. "
                 "If the gift was promised, Gift Bolt deals 2 damage to each opponent.")


def test_702_174_gift_promised_opponent_draws_first_and_the_spell_knows() -> None:
    s = scenario()
    bolt = s.hand(0, GIFT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 1))
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 1)) == hand + 1
    assert game.state.players[1].life == 16


def test_702_174_gift_not_promised_no_gift() -> None:
    s = scenario()
    bolt = s.hand(0, GIFT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 1))
    game.apply(("cast", bolt))
    game.apply(("cost", "normal"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 1)) == hand and game.state.players[1].life == 18


def test_702_174_gift_of_a_permanent_is_given_when_it_enters() -> None:
    otter = card("Gift Otter {2}{U}\nCreature — Otter 2/2\nGift a tapped Fish\n"
                 "When this creature enters, if the gift was promised, draw a card.")
    s = scenario()
    oid = s.hand(0, otter)
    lands(s, 0, 3, "Island")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game)
    (fish,) = [o for o in game.state.battlefield() if "Fish" in chars(game.state, o).subtypes]
    assert game.state.objects[fish].controller == 1 and game.state.objects[fish].tapped
    assert len(game.state.zone("hand", 0)) == 1  # the card drawn by "if the gift was promised"


# --- incubate (701.53) -------------------------------------------------------------------------------------------------


def test_701_53_incubator_token_keeps_its_counters_when_it_transforms_into_a_creature() -> None:
    lab = card("Incubation Lab {1}{B}\nSorcery\nIncubate 3.")
    s = scenario()
    s.hand(0, lab)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    game.apply(("cast", named(game, "Incubation Lab", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    (incubator,) = named(game, "Incubator Token")
    c = chars(game.state, incubator)
    assert "Creature" not in c.types and game.state.objects[incubator].counters == {"+1/+1": 3}
    game.apply(("activate", incubator, 0))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, incubator)
    assert c.name == "Phyrexian Token" and "Creature" in c.types and (c.power, c.toughness) == (3, 3)


# --- collect evidence (701.59) --------------------------------------------------------------------------------------

EVIDENCE_BOLT = card("Evidence Bolt {1}{R}\nInstant\nAs an additional cost to cast this spell, you may collect evidence 4.\n"
                     "Evidence Bolt deals 2 damage to any target. If evidence was collected, Evidence Bolt deals 2 "
                     "damage to each opponent.")


def test_701_59_collect_evidence_exiles_cards_until_total_mana_value_is_reached() -> None:
    s = scenario()
    bolt = s.hand(0, EVIDENCE_BOLT)
    ogre = s.graveyard(0, OGRE)  # mana value 4
    bear = s.graveyard(0, BEAR)  # mana value 2
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pick", "evidence", bear))
    assert game.pending["kind"] == "cost_evidence"  # 2 of 4 so far
    game.apply(("pick", "evidence", ogre))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 16
    assert {game.state.objects[o].card.name for o in game.state.zone("exile", -1)} == {"Plain Bear", "Big Ogre"}


def test_701_59_collect_evidence_not_offered_without_enough_mana_value() -> None:
    s = scenario()
    bolt = s.hand(0, EVIDENCE_BOLT)
    s.graveyard(0, BEAR)  # 2 < 4
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert named(game, "Evidence Bolt", "hand")  # 601.2h: the cost can't be paid, so the cast is rewound


def test_701_59_may_collect_evidence_in_a_trigger() -> None:
    drake = card("Evidence Drake {3}{U}\nCreature — Drake 2/2\n"
                 "When this creature enters, you may collect evidence 2. If you do, draw two cards.")
    s = scenario()
    oid = s.hand(0, drake)
    bear = s.graveyard(0, BEAR)
    lands(s, 0, 4, "Island")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "may")
    game.apply(("yes",))
    game.apply(("evidence", bear))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 2 and bear not in game.state.objects
