"""Today's Oracle wording (the `modern` block of grammar.lark): each template compiles to the same kernel
effects as the older wording it replaced word for word, and the new templates play by their rules."""

from __future__ import annotations

from kitchentable.cards.compiler import compile_card
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario
from tests.cards.harness import drive


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def test_701_20a_shuffle_alone_is_shuffle_your_library() -> None:
    """Since 2020 Oracle says "Shuffle." where it said "Shuffle your library." (Mindmoil-style costs)."""
    old = _card("Old Shuffler {1}\nArtifact\n{1}, {T}: Shuffle your library.")
    new = _card("New Shuffler {1}\nArtifact\n{1}, {T}: Shuffle.")
    assert old.activated[0].effect == new.activated[0].effect
    (effect,) = new.activated[0].effect.modes[0].effects  # type: ignore[union-attr]
    assert effect.kind == "shuffle"


def test_701_20a_if_you_do_shuffle() -> None:
    """"You may search ... If you do, shuffle." compiles as the older "If you do, shuffle your library."."""
    text = ("Seeker {G}\nSorcery\nYou may search your library for a Goblin card, reveal that card, and put it into your "
            "hand. If you do, shuffle@.")
    assert _card(text.replace("@", "")).spell == _card(text.replace("@", " your library")).spell


def _spike() -> CardDef:
    return _card("Modern Spike {R}\nSorcery\nModern Spike deals 3 damage to target opponent or planeswalker.")


def _walker() -> CardDef:
    return _card("Test Walker {2}{R}\nLegendary Planeswalker — Chandra loyalty 4\n+1: You gain 1 life.")


def _targets_offered(walker_seat: int) -> tuple[set[object], int, object]:
    s = Scenario(options={"idle_mana_abilities": True})
    walker = s.battlefield(walker_seat, _walker())
    s.battlefield(0, "Mountain")
    spike = s.hand(0, _spike())
    game = s.start("main1")
    game.apply(("cast", spike))
    offered = {o[1] for o in game.legal_actions() if o[0] == "target"}
    return offered, walker, game


def test_115_4_target_opponent_or_planeswalker_offers_opponents_and_every_planeswalker() -> None:
    """Lava Spike's 2018 wording: an opponent or a planeswalker (anyone's), never the caster."""
    offered, walker, _ = _targets_offered(0)
    assert ("player", 1) in offered and walker in offered and ("player", 0) not in offered


def test_120_3c_damage_to_target_opponent_or_planeswalker_removes_loyalty() -> None:
    offered, walker, game = _targets_offered(1)
    assert walker in offered
    game.apply(("target", walker))
    drive(game, [])
    assert game.state.objects[walker].counters["loyalty"] == 1
    assert game.state.players[1].life == 20


# --- explore (701.44) -----------------------------------------------------------------------------------------

_AGENT = ("Queen's Agent {5}{B}\nCreature — Vampire Scout 3/3\nLifelink\nWhen this creature enters, it explores.")


def _named(game: object, name: str, zone: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for (kind, _seat), ids in st.zones.items() if kind == zone for o in ids
            if st.objects[o].card.name == name]


def _explore_with_top(top: str, answer: str = "keep") -> object:
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.library(0, top)
    s.many(0, "battlefield", ["Swamp"] * 6)
    agent = s.hand(0, _card(_AGENT))
    game = s.start("main1")
    game.apply(("cast", agent))
    for _ in range(40):
        kind = game.pending["kind"]
        if kind == "surveil":
            game.apply(next(a for a in game.legal_actions() if a[0] == answer))
        elif kind == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                break
            game.apply(("pass",))
        else:
            game.apply(game.legal_actions()[0])
    return game


def _agent_counters(game: object) -> int:
    (agent,) = _named(game, "Queen's Agent", "battlefield")
    return int(game.state.objects[agent].counters.get("+1/+1", 0))  # type: ignore[attr-defined]


def test_701_44a_explore_reveals_a_land_and_puts_it_into_hand() -> None:
    game = _explore_with_top("Forest")
    assert _named(game, "Forest", "hand") and _agent_counters(game) == 0


def test_701_44a_explore_nonland_gives_a_counter_and_may_go_to_the_graveyard() -> None:
    game = _explore_with_top("Lightning Bolt", "graveyard")
    assert _agent_counters(game) == 1 and _named(game, "Lightning Bolt", "graveyard")
    game = _explore_with_top("Lightning Bolt", "keep")
    assert _agent_counters(game) == 1
    (bolt,) = _named(game, "Lightning Bolt", "library")
    assert game.state.zones[game.state.objects[bolt].zone][-1] == bolt  # type: ignore[attr-defined]


def test_507_1_at_the_beginning_of_combat_on_your_turn_each_merfolk_explores() -> None:
    hakbal = _card("Hakbal {2}{G}{U}\nLegendary Creature — Merfolk Scout 3/3\nAt the beginning of combat on your "
                   "turn, each Merfolk creature you control explores.")
    (ab,) = hakbal.triggered
    assert (ab.trigger.event, ab.trigger.whose) == ("combat_begin", "you")
    s = Scenario()
    s.library(0, "Forest")
    s.library(0, "Island")
    me = s.battlefield(0, hakbal)
    game = s.start("main1")
    while game.state.step != "beginning_of_combat":
        game.apply(("pass",))
    resolve = 0
    while (game.state.stack_ids() or game.state.pending_triggers or game.pending["kind"] != "priority") and resolve < 20:
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
        resolve += 1
    assert [game.state.objects[o].card.name for o in game.state.zones[("hand", 0)]] == ["Island"]
    assert game.state.objects[me].counters.get("+1/+1", 0) == 0


# --- Blood tokens (111.10g) and decayed (702.147) --------------------------------------------------------------

def test_111_10g_blood_token_discards_a_card_to_draw_a_card() -> None:
    celebrants = _card("Celebrants {4}{R}\nCreature — Vampire 4/4\nWhen this creature enters, create two Blood "
                       "tokens.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.many(0, "battlefield", ["Mountain"] * 6)
    s.hand(0, "Forest")
    vampire = s.hand(0, celebrants)
    game = s.start("main1")
    game.apply(("cast", vampire))
    drive(game, [])
    blood = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Blood"]
    assert len(blood) == 2 and game.state.objects[blood[0]].card.subtypes == frozenset({"Blood"})
    game.apply(("activate", blood[0], 0))
    drive(game, [])
    hand = [game.state.objects[o].card.name for o in game.state.zones[("hand", 0)]]
    assert hand == ["Island"]
    assert blood[0] not in game.state.objects or game.state.objects[blood[0]].zone[0] != "battlefield"


def _decayed_zombie(game_step: str = "main1") -> tuple[object, int]:
    falcon = _card("Falcon Abomination {2}{U}\nCreature — Zombie Bird 2/2\nFlying\nWhen this creature enters, "
                   "create a 2/2 black Zombie creature token with decayed.")
    (trigger,) = falcon.triggered
    token = trigger.effect.modes[0].effects[0].token  # type: ignore[union-attr]
    s = Scenario()
    zombie = s.battlefield(0, token)
    s.battlefield(1, "Grizzly Bears")
    return s.start(game_step), zombie


def test_702_147a_decayed_creature_cant_block() -> None:
    game, zombie = _decayed_zombie()
    from kitchentable.rules.turn.combat import can_block

    assert "decayed" in game.state.objects[zombie].card.keywords
    assert not can_block(game.state, zombie)


def test_702_147a_decayed_creature_is_sacrificed_at_end_of_combat_after_attacking() -> None:
    game, zombie = _decayed_zombie()
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", zombie, ("player", 1)))
    game.apply(("attack_done",))
    seen_in_combat_damage = False
    for _ in range(80):
        if game.state.step == "main2":
            break
        if game.state.step == "combat_damage":
            seen_in_combat_damage = seen_in_combat_damage or zombie in game.state.battlefield()
        kind = game.pending["kind"]
        if kind == "declare_blockers":
            game.apply(("block_done",))
        else:
            game.apply(("pass",) if kind == "priority" else game.legal_actions()[0])
    assert seen_in_combat_damage
    assert game.state.players[1].life == 18
    assert zombie not in game.state.battlefield()


def test_603_2_whenever_this_enters_or_attacks_triggers_on_both_events() -> None:
    nadaar = _card("Nadaar {2}{W}\nCreature — Dragon Knight 3/3\nWhenever this creature enters or attacks, you gain "
                   "1 life.")
    (ab,) = nadaar.triggered
    assert ab.trigger.event == "enters_or_attacks"
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Plains"] * 3)
    card = s.hand(0, nadaar)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, [])
    assert game.state.players[0].life == 21
    (me,) = _named(game, "Nadaar", "battlefield")
    game.state.objects[me].controlled_since = 0  # no summoning sickness for the attack below
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", me, ("player", 1)))
    game.apply(("attack_done",))
    for _ in range(40):
        if game.state.step != "declare_attackers":
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    assert game.state.players[0].life == 22


_GANAX = ("Ganax, Astral Hunter {4}{R}\nLegendary Creature — Dragon 3/4\nFlying\nWhenever Ganax, Astral Hunter or "
          "another Dragon you control enters, create a Treasure token.")


def test_603_2_this_or_another_dragon_you_control_enters() -> None:
    """Ganax: its own entering and another Dragon's each make a Treasure; a non-Dragon doesn't."""
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Mountain"] * 11)
    ganax = s.hand(0, _card(_GANAX))
    whelp = s.hand(0, _card("Whelp {1}{R}\nCreature — Dragon 1/1"))
    bears = s.hand(0, _card("Red Bear {1}{R}\nCreature — Bear 2/2"))
    game = s.start("main1")
    for card in (ganax, bears, whelp):
        game.apply(("cast", card))
        drive(game, [])
    assert len(_named(game, "Treasure", "battlefield")) == 2


def test_613_4b_target_creature_has_base_power_and_toughness_until_end_of_turn() -> None:
    """Zhalfirin Shapecraft's 2021+ wording: base P/T set in layer 7b; a +1/+1 counter still counts on top."""
    from kitchentable.rules.continuous.layers import chars

    shapecraft = _card("Shapecraft {1}{U}\nInstant\nTarget creature has base power and toughness 4/3 until end of "
                       "turn.\nDraw a card.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.many(0, "battlefield", ["Island"] * 2)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    spell = s.hand(0, shapecraft)
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, [("id", bears)])
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (5, 4)
    while game.state.step != "cleanup" and game.state.turn == 5:
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (3, 3)


def test_207_2c_a_modes_flavor_word_is_ignored() -> None:
    """Damage Control Crew: "• Repair — Return ..." is the mode "Return ..."."""
    crew = _card("Damage Control Crew {3}{G}\nCreature — Human Citizen 3/3\nWhen this creature enters, choose one —\n"
                 "• Repair — Return target card with mana value 4 or greater from your graveyard to your hand.\n"
                 "• Impound — Exile target artifact or enchantment.")
    plain = _card("Damage Control Crew {3}{G}\nCreature — Human Citizen 3/3\nWhen this creature enters, choose one —\n"
                  "• Return target card with mana value 4 or greater from your graveyard to your hand.\n"
                  "• Exile target artifact or enchantment.")
    assert crew.triggered[0].effect == plain.triggered[0].effect


# --- Sagas (714) ------------------------------------------------------------------------------------------------

_SAGA = ("Tale of Ages {1}{W}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore "
         "counter. Sacrifice after III.)\nI, II — You gain 2 life.\nIII — Draw a card.")


def test_714_2c_chapter_numbers_make_one_ability_each() -> None:
    saga = _card(_SAGA)
    assert [(a.trigger.event, a.trigger.whose) for a in saga.triggered] == [
        ("chapter", "1"), ("chapter", "2"), ("chapter", "3")]
    from kitchentable.cards.render import render

    assert "I — You gain 2 life." in render(saga) and "III — Draw a card." in render(saga)


def _advance_to(game: object, turn: int, step: str) -> None:
    g = game  # type: ignore[assignment]
    for _ in range(400):
        if g.state.turn == turn and g.state.step == step and g.pending["kind"] == "priority" \
                and not g.state.stack_ids() and not g.state.pending_triggers:  # type: ignore[attr-defined]
            return
        kind = g.pending["kind"]  # type: ignore[attr-defined]
        g.apply(("pass",) if kind == "priority" else ("attack_done",) if kind == "declare_attackers"
                else g.legal_actions()[0])  # type: ignore[attr-defined]
    raise AssertionError("did not reach the step")


def test_714_3_lore_counters_trigger_chapters_and_the_saga_is_sacrificed_after_the_last() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    s.many(0, "battlefield", ["Plains"] * 2)
    saga = s.hand(0, _card(_SAGA))
    game = s.start("main1")
    game.apply(("cast", saga))
    drive(game, [])
    (tale,) = _named(game, "Tale of Ages", "battlefield")
    assert game.state.objects[tale].counters["lore"] == 1  # 714.3a
    assert game.state.players[0].life == 22  # chapter I
    _advance_to(game, 7, "main1")  # 714.3b: the next precombat main phase of its controller
    assert game.state.objects[tale].counters["lore"] == 2
    assert game.state.players[0].life == 24  # chapter II
    hand_before = len(game.state.zones[("hand", 0)])
    _advance_to(game, 9, "main1")
    assert len(game.state.zones[("hand", 0)]) == hand_before + 2  # the draw step and chapter III
    assert not _named(game, "Tale of Ages", "battlefield") and _named(game, "Tale of Ages", "graveyard")  # 714.4


# --- learn (701.48), connive (701.50), Map tokens (111.10) ----------------------------------------------------------

_INSPIRATION = "Igneous Inspiration {2}{R}\nSorcery\nIgneous Inspiration deals 3 damage to any target.\nLearn."
_LESSON = "Environmental Sciences {2}\nSorcery — Lesson\nYou gain 2 life."


def test_701_48a_learn_reveals_a_lesson_from_outside_the_game() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    lesson = s.outside(0, _card(_LESSON))
    s.many(0, "battlefield", ["Mountain"] * 3)
    spell = s.hand(0, _card(_INSPIRATION))
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, ["opp"], {"learn": ("lesson", lesson)})
    assert _named(game, "Environmental Sciences", "hand") and game.state.players[1].life == 17


def test_701_48a_learn_may_discard_a_card_to_draw_a_card() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.outside(0, _card(_LESSON))
    s.many(0, "battlefield", ["Mountain"] * 3)
    forest = s.hand(0, "Forest")
    spell = s.hand(0, _card(_INSPIRATION))
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, ["opp"], {"learn": ("rummage",), "discard": ("discard", forest)})
    assert [game.state.objects[o].card.name for o in game.state.zones[("hand", 0)]] == ["Island"]
    assert _named(game, "Forest", "graveyard") and not _named(game, "Environmental Sciences", "hand")


def _connive(discard: str) -> object:
    rogue = _card("Raffine's Informant {1}{W}\nCreature — Human Wizard 2/1\nWhen this creature enters, it connives.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.many(0, "battlefield", ["Plains"] * 2)
    s.hand(0, "Forest")
    s.hand(0, "Lightning Bolt")
    card = s.hand(0, rogue)
    game = s.start("main1")
    game.apply(("cast", card))
    for _ in range(40):
        kind = game.pending["kind"]
        if kind == "discard":
            game.apply(next(a for a in game.legal_actions() if game.state.objects[a[1]].card.name == discard))
        elif kind == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                break
            game.apply(("pass",))
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_701_50a_connive_draws_then_a_nonland_discard_adds_a_counter() -> None:
    game = _connive("Lightning Bolt")
    (me,) = _named(game, "Raffine's Informant", "battlefield")
    assert game.state.objects[me].counters.get("+1/+1") == 1  # type: ignore[attr-defined]
    assert sorted(game.state.objects[o].card.name for o in game.state.zones[("hand", 0)]) == ["Forest", "Island"]  # type: ignore[attr-defined]


def test_701_50a_connive_discarding_a_land_adds_no_counter() -> None:
    game = _connive("Forest")
    (me,) = _named(game, "Raffine's Informant", "battlefield")
    assert game.state.objects[me].counters.get("+1/+1", 0) == 0  # type: ignore[attr-defined]


def test_111_10_map_token_makes_target_creature_you_control_explore() -> None:
    mapper = _card("Mapper {1}{G}\nCreature — Human Scout 2/2\nWhen this creature enters, create a Map token.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Forest"] * 3)
    card = s.hand(0, mapper)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, [])
    (token,) = _named(game, "Map", "battlefield")
    game.apply(("activate", token, 0))
    drive(game, ["Mapper"], {"surveil": ("keep", _named(game, "Lightning Bolt", "library")[0])})
    (me,) = _named(game, "Mapper", "battlefield")
    assert game.state.objects[me].counters.get("+1/+1") == 1  # type: ignore[attr-defined]
    assert not _named(game, "Map", "battlefield")


_GALE = ("Gale {3}{U}\nLegendary Creature — Human Wizard 2/3\nWhen Gale enters, if you cast it, return target "
         "instant or sorcery card from your graveyard to your hand.")


def test_603_4_if_you_cast_it_triggers_for_a_cast_permanent_only() -> None:
    gale = _card(_GALE)
    s = Scenario(options={"idle_mana_abilities": True})
    s.graveyard(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Island"] * 4)
    card = s.hand(0, gale)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, ["Lightning Bolt"])
    assert _named(game, "Lightning Bolt", "hand")
    s = Scenario()
    s.graveyard(0, "Lightning Bolt")
    game = s.start("main1")
    from kitchentable.rules import events

    oid = s.exile(0, gale)
    events.move(game.state, oid, "battlefield", to_seat=-1, mover=0)
    drive(game, [])
    assert _named(game, "Gale", "battlefield")  # put onto the battlefield, not cast: no trigger
    assert not game.state.pending_triggers and _named(game, "Lightning Bolt", "graveyard")


def _ward_game(pay: bool) -> object:
    warded = _card("Warded Elf {1}{G}\nCreature — Elf 2/2\nWard—Pay 2 life.")
    s = Scenario(options={"idle_mana_abilities": True})
    elf = s.battlefield(0, warded)
    s.battlefield(1, "Mountain")
    bolt = s.hand(1, "Lightning Bolt")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    for _ in range(60):
        kind = game.pending["kind"]
        if kind == "choose_target":
            game.apply(("target", elf))
        elif kind == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                break
            game.apply(("pass",))
        elif kind == "unless":  # the ward trigger asks the Bolt's controller (702.21a)
            game.apply(("yes",) if pay else ("no",))
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_702_21a_ward_pay_life_counters_unless_the_opponent_pays() -> None:
    paid = _ward_game(True)
    assert paid.state.players[1].life == 18 and _named(paid, "Warded Elf", "graveyard")  # type: ignore[attr-defined]
    refused = _ward_game(False)
    assert refused.state.players[1].life == 20 and _named(refused, "Warded Elf", "battlefield")  # type: ignore[attr-defined]


def test_cards_show_renders_the_modern_templates_as_written() -> None:
    from kitchentable.cards.render import render

    texts = {
        "Agent {1}{B}\nCreature — Vampire 1/1\nWhen this creature enters, it explores.": "When this enters, this explores.",
        "Rogue {1}{U}\nCreature — Rogue 1/1\nWhen this creature enters, it connives.": "When this enters, this connives.",
        "Ig {2}{R}\nSorcery\nLearn.": "Learn.",
        "Hak {1}{G}\nCreature — Merfolk 1/1\nAt the beginning of combat on your turn, ~ explores.":
            "At the beginning of combat on your turn, this explores.",
        "Nad {1}{W}\nCreature — Knight 1/1\nWhenever this creature enters or attacks, you gain 1 life.":
            "Whenever this enters or attacks, you gain 1 life.",
        "Shape {1}{U}\nInstant\nTarget creature has base power and toughness 4/3 until end of turn.":
            "Target creature has base power and toughness 4/3 until end of turn.",
        "Gale {3}{U}\nCreature — Wizard 2/3\nWhen this creature enters, if you cast it, draw a card.":
            "When this enters, if you cast it, draw a card.",
        "Elf {1}{G}\nCreature — Elf 2/2\nWard—Pay 2 life.": "unless its controller pays 2 life.",
    }
    for text, shown in texts.items():
        assert shown in render(_card(text)), (text, render(_card(text)))


def test_508_1m_whenever_you_attack_triggers_once_per_declaration() -> None:
    web = _card("Watcher {1}{U}\nCreature — Human 1/1\nWhenever you attack, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, web)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", a, ("player", 1)))
    game.apply(("attack", b, ("player", 1)))
    game.apply(("attack_done",))
    for _ in range(40):
        if game.state.step != "declare_attackers":
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    assert game.state.players[0].life == 21


def test_603_2_whenever_you_cast_your_second_spell_each_turn() -> None:
    sage = _card("Sage {1}{U}\nCreature — Human 1/1\nWhenever you cast your second spell each turn, draw a card.")
    assert sage.triggered[0].trigger.event == "cast_second"
    s = Scenario(options={"idle_mana_abilities": True})
    for _ in range(3):
        s.library(0, "Island")
    s.battlefield(0, sage)
    s.many(0, "battlefield", ["Mountain"] * 3)
    bolts = [s.hand(0, "Lightning Bolt") for _ in range(3)]
    game = s.start("main1")
    hands = []
    for bolt in bolts:
        game.apply(("cast", bolt))
        drive(game, ["opp"])
        hands.append(len(game.state.zones[("hand", 0)]))
    assert hands == [2, 2, 1]  # only the second spell drew


_PRIEST = ("Banisher Priest {1}{W}{W}\nCreature — Human Cleric 2/2\nWhen this creature enters, exile target creature an "
           "opponent controls until this creature leaves the battlefield.")


def test_610_3c_exiled_until_the_source_leaves_then_returns() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(1, "Grizzly Bears")
    priest = s.hand(0, _card(_PRIEST))
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", priest))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "battlefield")
    (bolt,) = _named(game, "Lightning Bolt", "hand")
    game.apply(("cast", bolt))
    drive(game, ["Banisher Priest"])
    assert _named(game, "Banisher Priest", "graveyard")
    (bears,) = _named(game, "Grizzly Bears", "battlefield")
    assert game.state.objects[bears].controller == 1 and not game.state.delayed


def test_610_3c_nothing_is_exiled_if_the_source_already_left() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    priest = s.hand(0, _card(_PRIEST))
    s.hand(0, "Lightning Bolt")
    game = s.start("main1")
    game.apply(("cast", priest))
    for _ in range(40):  # the enters trigger waits on the stack: kill the Priest in response
        if game.pending["kind"] == "choose_target":
            game.apply(next(a for a in game.legal_actions() if a[0] == "target"))
            continue
        if game.state.stack_ids() and game.pending["kind"] == "priority" and game.pending["player"] == 0 \
                and _named(game, "Banisher Priest", "battlefield"):
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    (bolt,) = _named(game, "Lightning Bolt", "hand")
    game.apply(("cast", bolt))
    drive(game, ["Banisher Priest"])
    assert _named(game, "Banisher Priest", "graveyard") and _named(game, "Grizzly Bears", "battlefield")


def test_702_29a_whenever_you_cycle_or_discard_a_card_triggers_once_per_cycle() -> None:
    faith = _card("Faith of the Devoted {2}{B}\nEnchantment\nWhenever you cycle or discard a card, you may pay {1}. "
                  "If you do, each opponent loses 2 life and you gain 2 life.")
    assert faith.triggered[0].trigger.event == "discard"
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.battlefield(0, faith)
    s.many(0, "battlefield", ["Swamp"] * 3)
    cycler = s.hand(0, _card("Cycler {2}{B}\nCreature — Zombie 2/2\nCycling {1}"))
    game = s.start("main1")
    game.apply(("activate", cycler, 0))
    drive(game, [], {"unless": ("yes",), "optional": ("yes",)})
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


def test_205_3m_modern_creature_types_are_words_of_the_language() -> None:
    """Ally (the Zendikar allies' "~ or another Ally enters") and the creature types of newer sets."""
    patrol = _card("Makindi Patrol {2}{W}\nCreature — Human Knight Ally 2/3\nWhenever Makindi Patrol or another Ally "
                   "enters the battlefield under your control, creatures you control gain vigilance until end of turn.")
    assert patrol.triggered[0].trigger.filter.subtypes == frozenset({"Ally"})  # type: ignore[union-attr]
    hero = _card("Hero Cop {1}{W}\nCreature — Human Hero 2/2\nOther Heroes you control get +1/+1.")
    assert hero.static


def test_614_1a_if_that_creature_would_die_this_turn_exile_it_instead() -> None:
    cruelty = _card("Ob Nixilis's Cruelty {2}{B}\nInstant\nTarget creature gets -5/-5 until end of turn. If that "
                    "creature would die this turn, exile it instead.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, cruelty)
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "graveyard")


def test_603_4_if_you_cast_it_from_your_hand() -> None:
    titan = _card("Titan {4}{B}\nCreature — Giant 6/6\nWhen this creature enters, if you cast it from your hand, "
                  "each opponent loses 3 life.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Swamp"] * 5)
    card = s.hand(0, titan)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, [])
    assert game.state.players[1].life == 17
    from kitchentable.rules.stack.conditions import check_condition

    (me,) = _named(game, "Titan", "battlefield")
    game.state.turn_facts[("was_cast", me)] = "elsewhere"  # as if cast from a graveyard or exile
    assert not check_condition(game.state, titan.triggered[0].intervening_if, 0, me)  # type: ignore[arg-type]


_SPRAY = ("Magma Spray {R}\nInstant\nMagma Spray deals 2 damage to target creature. If a creature dealt damage this "
          "way would die this turn, exile it instead.")


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_if_it_would_die() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    spray = s.hand(0, _card(_SPRAY))
    game = s.start("main1")
    game.apply(("cast", spray))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "graveyard")


def test_614_1a_no_damage_dealt_no_replacement() -> None:
    """A creature the damage was prevented for wasn't "dealt damage this way"."""
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    spray = s.hand(0, _card(_SPRAY))
    game = s.start("main1")
    game.state.turn_facts[("prevent", bears)] = 5  # a prevention shield (615.7)
    game.apply(("cast", spray))
    drive(game, ["Grizzly Bears"])
    assert ("exile_if_dies", bears) not in game.state.turn_facts
