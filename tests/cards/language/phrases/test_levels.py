"""Tests of `cards.language.phrases.levels`: abilities a permanent has once it has enough counters or a high
enough level, and the card layouts that print them on their own lines. Each compiles a small card text of
our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card
from tests.cards.harness import drive

ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def _named(game: object, name: str, zone: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for (kind, _seat), ids in st.zones.items() if kind == zone for o in ids
            if st.objects[o].card.name == name]


STUDENT = card("Test Student {W}\nCreature — Human Knight 1/1\nLevel up {W}\nLEVEL 2-6\n3/3\nFirst strike\n"
               "LEVEL 7+\n4/4\nDouble strike")


ASSASSIN = card("Test Assassin {B}\nCreature — Vampire Assassin 1/1\nLevel up {1}{B}\nLEVEL 2-3\n2/2\n"
                "{B}, {T}: Target creature gets -2/-2 until end of turn.\nLEVEL 4+\n4/4\n"
                "{B}, {T}: Target creature gets -4/-4 until end of turn.")


CAPTAIN = card("Test Captain {1}{W}\nCreature — Human Warrior 1/1\nLevel up {2}{W}\nLEVEL 2-4\n2/2\n"
               "Other creatures you control get +1/+1.\nLEVEL 5+\n4/4\nOther creatures you control get +2/+2.")


def _level(game, oid: int, times: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        game.apply(("activate", oid, 0))
        answer_until_priority(game)
        resolve_stack(game)


def test_702_87_level_up_puts_a_level_counter_at_sorcery_speed() -> None:
    assert "Level up {W} (702.87)" in render(STUDENT) and "LEVEL 2-6" in render(STUDENT)
    s = Scenario()
    student = s.battlefield(0, STUDENT)
    s.many(0, "battlefield", ["Plains"] * 8)
    game = s.start("main1")
    assert ("activate", student, 0) in game.legal_actions()
    game.apply(("activate", student, 0))
    answer_until_priority(game)
    assert ("activate", student, 0) not in game.legal_actions()  # the stack isn't empty: sorcery speed
    resolve_stack(game)
    assert game.state.objects[student].counters.get("level") == 1


def test_711_2a_striations_set_base_pt_and_grant_keywords_by_level() -> None:
    s = Scenario()
    student = s.battlefield(0, STUDENT)
    s.many(0, "battlefield", ["Plains"] * 8)
    game = s.start("main1")
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (1, 1) and "first strike" not in c.keywords
    _level(game, student, 1)
    assert chars(game.state, student).power == 1  # LEVEL 2-6 needs two counters
    _level(game, student, 1)
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (3, 3) and "first strike" in c.keywords
    game.state.mut(student).counters["level"] = 7
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (4, 4) and "double strike" in c.keywords and "first strike" not in c.keywords
    game.state.mut(student).counters["+1/+1"] = 1  # 613.4c: counters apply after the striation's base P/T
    assert chars(game.state, student).power == 5


def test_711_2b_a_striations_activated_ability_exists_only_at_its_level() -> None:
    s = Scenario()
    assassin = s.battlefield(0, ASSASSIN)
    assert len(chars(s.state, assassin).activated) == 1  # only level up
    s.state.mut(assassin).counters["level"] = 2
    target = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 3/5"))
    s.many(0, "battlefield", ["Swamp"] * 6)
    game = s.start("main1")
    abilities = chars(game.state, assassin).activated
    assert len(abilities) == 2 and abilities[1].cost.tap
    game.apply(("activate", assassin, 1))
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    assert (chars(game.state, target).power, chars(game.state, target).toughness) == (1, 3)
    game.state.mut(assassin).counters["level"] = 4
    assert len(chars(game.state, assassin).activated) == 2  # the LEVEL 4+ ability replaces the LEVEL 2-3 one


def test_711_2a_a_static_ability_in_a_striation_applies_only_at_its_level() -> None:
    s = Scenario()
    captain = s.battlefield(0, CAPTAIN)
    squire = s.battlefield(0, ALLY)
    game = s.start("main1")
    assert chars(game.state, squire).power == 1
    game.state.mut(captain).counters["level"] = 3
    assert chars(game.state, squire).power == 2 and chars(game.state, captain).power == 2
    game.state.mut(captain).counters["level"] = 5
    assert chars(game.state, squire).power == 3 and chars(game.state, captain).power == 4


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


_NAMED_SAGA = ("Test Herd Song {2}{W}\nEnchantment — Saga\n"
               "I — Bright Hoof — Create a 1/1 white Mouse creature token.\n"
               "II, III — Create a token that's a copy of target token you control.")


def test_714_2a_a_named_chapter_ability_is_a_chapter_ability_and_renders_its_name() -> None:
    saga = _card(_NAMED_SAGA)
    assert [(a.trigger.event, a.trigger.whose) for a in saga.triggered] == [
        ("chapter", "1"), ("chapter", "2"), ("chapter", "3")]
    said = render(saga)
    assert "I — Bright Hoof — Create a 1/1 white Mouse creature token." in said
    assert "II, III — Create a token that's a copy of target token you control." in said


def test_714_3_a_named_chapter_triggers_and_a_later_chapter_copies_a_target_token() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, "Grizzly Bears")  # a nontoken creature: not a legal target of "target token"
    saga = s.hand(0, _card(_NAMED_SAGA))
    game = s.start("main1")
    game.apply(("cast", saga))
    drive(game, [])
    mice = _named(game, "Mouse Token", "battlefield") or [
        o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(mice) == 1  # chapter I, the named one
    _advance_to(game, 7, "main1")  # chapter II: the only token is the only legal target (111.1)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(tokens) == 2
    assert {game.state.objects[o].card.name for o in tokens} == {game.state.objects[mice[0]].card.name}
    assert not any(game.state.objects[o].card.name == "Grizzly Bears" and game.state.objects[o].token
                   for o in game.state.battlefield())


_SUMMON = ("Test Summon: Skyhorn {2}{W}\nEnchantment Creature — Saga Unicorn 3/3\n"
           "I — Skyspark — Exile target creature an opponent controls until this Saga leaves the battlefield.\n"
           "II, III — Put a +1/+1 counter on each of up to two target creatures you control. You gain 2 life.\n"
           "First strike")


def test_714_2a_a_creature_saga_with_a_named_chapter_exiles_until_it_leaves() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    s.many(0, "battlefield", ["Plains"] * 3)
    theirs = s.battlefield(1, "Grizzly Bears")
    summon = s.hand(0, _card(_SUMMON))
    game = s.start("main1")
    game.apply(("cast", summon))
    drive(game, [])
    (mine,) = _named(game, "Test Summon: Skyhorn", "battlefield")
    assert "Creature" in chars(game.state, mine).types and game.state.objects[mine].counters["lore"] == 1
    assert theirs not in game.state.battlefield()  # chapter I: exiled until the Saga leaves (610.3)
    assert "I — Skyspark — Exile target creature an opponent controls until this leaves the battlefield." \
        in render(_card(_SUMMON))  # "this Saga" and "this" both read as the card (compare's normalisation)
