"""Tests of `cards.language.phrases.keyword_actions`: keyword actions (701). Each compiles a small card text
of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario
from tests.cards.card_text import card, resolve
from tests.cards.harness import drive


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


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


def test_701_23_clash_with_an_opponent_if_you_win() -> None:
    brawler = card("Test Brawler {2}{G}\nCreature — Elf 2/2\nWhen this creature enters, clash with an opponent. If "
                   "you win, put a +1/+1 counter on this creature.")
    big = card("Test Colossus {7}\nArtifact Creature — Golem 8/8")
    for mine, theirs, wins in ((big, "Forest", True), ("Forest", big, False), ("Forest", "Island", False)):
        s = Scenario()
        spell = s.hand(0, brawler)
        s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
        s.library(0, mine)
        s.library(1, theirs)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        resolve(game)
        assert game.pending["kind"] == "clash" and game.pending["player"] == 0  # APNAP: the active player first
        top = game.legal_actions()[0][1]
        game.apply(("bottom", top))
        assert game.pending["kind"] == "clash" and game.pending["player"] == 1
        game.apply(("top", game.legal_actions()[0][1]))
        oid = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Brawler")
        assert (game.state.objects[oid].counters.get("+1/+1", 0) == 1) is wins


def test_701_41a_a_permanents_activated_support_never_targets_the_permanent_itself() -> None:
    """"Support N" on a permanent puts counters on up to N *other* target creatures; an activated ability's
    support (Joraga Auxiliary) was compiled as a spell's and could target its own source."""
    from kitchentable.scenario import Scenario
    from tests.cards.card_text import BEAR, card

    auxiliary = card("Test Auxiliary {1}{G}{W}\nCreature — Elf Soldier 2/3\n{G}: Support 2.")
    s = Scenario()
    source = s.battlefield(0, auxiliary)
    s.battlefield(0, "Forest")
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    activate = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == source)
    game.apply(activate)
    assert game.pending["kind"] == "target_count"  # one other creature: at most one target (601.2c)
    assert max(a[1] for a in game.legal_actions() if a[0] == "count") == 1
    game.apply(("count", 1))
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {bear}


def test_701_36a_investigate_twice_creates_two_clues_one_at_a_time() -> None:
    from kitchentable.cards.render import rules_text

    probe = card("Test Probe {1}{U}\nSorcery\nInvestigate twice.")
    assert rules_text(probe) == ["Investigate twice."]
    assert probe.spell is not None and len(probe.spell.modes[0].effects) == 2
    s = Scenario()
    spell = s.hand(0, probe)
    s.many(0, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    clues = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Clue"]
    assert len(clues) == 2 and all(game.state.objects[o].controller == 0 for o in clues)


def test_701_36a_its_controller_investigates() -> None:
    """"Destroy target creature. Its controller investigates.": the destroyed creature's controller creates the Clue
    (111.2; its controller as it last existed, 608.2h)."""
    from kitchentable.cards.render import rules_text
    from kitchentable.scenario import resolve_stack
    from tests.cards.card_text import BEAR

    absence = card("Test Absence {1}{W}\nInstant\nDestroy target creature. Its controller investigates.")
    assert rules_text(absence) == ["Destroy target creature. Its controller creates a Clue token."]
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    spell = s.hand(0, absence)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    resolve_stack(game)
    clues = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Clue"]
    assert bear not in game.state.battlefield() and len(clues) == 1
    assert game.state.objects[clues[0]].controller == 1
