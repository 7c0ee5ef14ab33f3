"""Tests of `cards.language.phrases.keyword_abilities`: keyword abilities written out as the abilities they
stand for (702). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card
from tests.cards.harness import drive

ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def _named(game: object, name: str, zone: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for (kind, _seat), ids in st.zones.items() if kind == zone for o in ids
            if st.objects[o].card.name == name]


BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


PALADIN = card("Test Wingmate {2}{W}\nCreature — Human Knight 2/2\nSoulbond\nAs long as Test Wingmate is paired "
               "with another creature, both creatures have flying.")


FAMILIAR = card("Test Familiar {3}{G}\nCreature — Bear 2/2\nSoulbond\nAs long as Test Familiar is paired with "
                "another creature, each of those creatures gets +2/+2.")


BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def test_702_95a_soulbond_pairs_as_it_enters_and_both_get_the_bonus() -> None:
    assert "Soulbond (702.95)" in render(PALADIN)
    s = Scenario()
    paladin = s.hand(0, PALADIN)
    squire = s.battlefield(0, ALLY)
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    game.apply(("cast", paladin))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature spell resolves; its soulbond trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "soulbond" and ("pair", squire) in game.legal_actions()
    game.apply(("pair", squire))
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is PALADIN)
    assert "flying" in chars(game.state, new).keywords and "flying" in chars(game.state, squire).keywords


def test_702_95a_soulbond_pairs_with_another_creature_entering() -> None:
    s = Scenario()
    familiar = s.battlefield(0, FAMILIAR)
    squire = s.hand(0, ALLY)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    game.apply(("cast", squire))
    answer_until_priority(game)
    resolve_stack(game)  # the pairing is offered once; the first answer pairs them
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is ALLY)
    assert chars(game.state, new).power == 3 and chars(game.state, familiar).power == 4


def test_702_95e_a_pair_ends_when_one_leaves_the_battlefield() -> None:
    s = Scenario()
    familiar = s.battlefield(0, FAMILIAR)
    squire = s.battlefield(0, ALLY)
    bolt = s.hand(1, BOLT)
    s.battlefield(1, "Mountain")
    s.state.delayed = [("soulbond", familiar, squire, 0)]
    game = s.start("main1", active=1)
    assert chars(game.state, familiar).power == 4
    game.apply(("cast", bolt))
    game.apply(("target", squire))
    answer_until_priority(game)
    resolve_stack(game)
    assert squire not in game.state.battlefield()
    assert chars(game.state, familiar).power == 2
    assert not any(type(e) is tuple and e[0] == "soulbond" for e in game.state.delayed)


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
        "Elf {1}{G}\nCreature — Elf 2/2\nWard—Pay 2 life.": "Ward—Pay 2 life. (702.21)",
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
