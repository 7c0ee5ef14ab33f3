"""Tests of `cards.language.phrases.top_card`: the top card of your own library looked at and acted on (401.2,
608.2c), and the top-of-library permissions said in one sentence. Each compiles a small card text of our own and
checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.api.game import observation
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

SCOUT = card("Test Pathfinder {1}\nArtifact\n{T}: Look at the top card of your library. If it's a land card, you "
             "may put it onto the battlefield tapped.")
SEER = card("Test Seer {1}{G}\nSorcery\nLook at the top card of your library. If it's a creature card, you may "
            "reveal it and put it into your hand.")
WANDERER = card("Test Wanderer {1}{R}{G}\nCreature — Elf Warrior 3/3\nYou may look at the top card of your library "
                "any time, and you may play lands from the top of your library.")


def _activate_scout(top: object, take: bool) -> tuple[object, int, bool]:
    s = Scenario()
    scout = s.battlefield(0, SCOUT)
    s.library(0, "Island")
    top_id = s.library(0, top)  # the last card put in is the top one
    game = s.start("main1")
    game.apply(("activate", scout, 0))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    asked = game.pending["kind"] == "may"
    if asked:
        game.apply(("yes",) if take else ("no",))
        answer_until_priority(game)
    return game, top_id, asked


def test_608_2c_look_at_the_top_card_if_its_a_land_you_may_put_it_onto_the_battlefield_tapped() -> None:
    assert "{T}: Look at the top card of your library. If it's a land card, you may put it onto the battlefield " \
           "tapped." in rules_text(SCOUT)
    game, forest, asked = _activate_scout("Forest", take=True)
    assert asked
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Forest")
    assert game.state.objects[new].tapped and game.state.objects[new].controller == 0  # 110.5b: tapped
    assert [game.state.objects[o].card.name for o in game.state.zone("library", 0)] == ["Island"]


def test_401_2_a_card_looked_at_and_left_on_top_is_seen_by_its_owner_alone() -> None:
    game, forest, asked = _activate_scout("Forest", take=False)
    assert asked
    assert forest in game.state.zone("library", 0)  # "you may": declined, it stays on top
    assert any(t.endswith(":0") for t in game.state.objects[forest].tags)  # seen by player 0 (400.2)
    assert not any(t.endswith(":1") for t in game.state.objects[forest].tags)
    game, bear, asked = _activate_scout(BEAR, take=True)
    assert not asked and bear in game.state.zone("library", 0)  # not a land card: nothing is offered or moved


def test_701_16a_look_at_the_top_card_if_its_a_creature_you_may_reveal_it_and_put_it_into_your_hand() -> None:
    assert "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your " \
           "hand." in rules_text(SEER)
    s = Scenario()
    spell = s.hand(0, SEER)
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.library(0, "Island")
    s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",))
    answer_until_priority(game)
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == [BEAR.name]
    assert any(ev.kind == "reveal" and BEAR.name in ev.data[1] for ev in game.state.log)  # shown to all


def test_305_1_look_at_the_top_card_any_time_and_play_lands_from_the_top_in_one_sentence() -> None:
    assert "You may look at the top card of your library any time, and you may play lands from the top of your " \
           "library." in " ".join(rules_text(WANDERER))
    s = Scenario()
    s.battlefield(0, WANDERER)
    s.library(0, BEAR)
    forest = s.library(0, "Forest")
    game = s.start("main1")
    assert observation(game.state, 0)["zones"]["library:0"]["top"]["name"] == "Forest"  # its controller looks
    assert "top" not in observation(game.state, 1)["zones"]["library:0"]  # hidden from the others
    assert ("play_land", forest) in game.legal_actions()
    game.apply(("play_land", forest))
    bear = game.state.zone("library", 0)[-1]
    assert not any(a[:2] == ("cast", bear) for a in game.legal_actions())  # lands only, no spells
    resolve_stack(game)


GIADA = card("Test Giada {1}{W}{U}\nLegendary Creature — Human Angel 2/2\nFlash\nFlying\nYou may look at the top card "
             "of your library any time.\nYou may cast spells with flash or flying from the top of your library.")
FORGE = card("Test Forge {4}\nArtifact\nYou may cast artifact spells and colorless nonland spells from the top of your "
             "library.")


def _top_castable(permission: object, top: object) -> bool:
    s = Scenario()
    s.battlefield(0, permission)
    s.many(0, "battlefield", ["Plains", "Island", "Island", "Island"])
    oid = s.library(0, top)
    game = s.start("main1")
    return ("cast", oid, "library_top") in game.legal_actions()


def test_601_2_cast_spells_with_flash_or_flying_from_the_top_of_your_library() -> None:
    assert "You may cast spells with flash or flying from the top of your library." in " ".join(rules_text(GIADA))
    flier = card("Test Kite {1}{U}\nCreature — Bird 1/1\nFlying")
    ambusher = card("Test Lurker {1}{U}\nCreature — Human 1/1\nFlash")
    assert _top_castable(GIADA, flier) and _top_castable(GIADA, ambusher)
    assert not _top_castable(GIADA, BEAR)  # neither keyword


def test_601_2_cast_artifact_spells_and_colorless_nonland_spells_from_the_top_of_your_library() -> None:
    assert "You may cast artifact spells and colorless nonland spells from the top of your library." \
        in " ".join(rules_text(FORGE))
    relic = card("Test Relic {2}\nArtifact")
    eldrazi = card("Test Spawnling {3}\nCreature — Eldrazi 2/2")
    assert _top_castable(FORGE, relic) and _top_castable(FORGE, eldrazi)
    assert not _top_castable(FORGE, BEAR)  # green, not an artifact


def test_701_16a_an_artifact_card_reads_with_its_article() -> None:
    tinker = card("Test Tinker {1}{U}\nArtifact\n{1}, {T}: Look at the top card of your library. If it's an artifact "
                  "card, you may reveal it and put it into your hand.")
    assert "If it's an artifact card, you may reveal it and put it into your hand." in " ".join(rules_text(tinker))


REEF = card("Test Reef {1}{G}{U}\nCreature — Elemental 1/1\nWhenever this creature or another Elemental you control "
            "enters, look at the top card of your library. If it's a land card, you may put it onto the battlefield "
            "tapped. If you don't put the card onto the battlefield, you may put it into your hand.")


def _reef(top: object, answers: tuple[str, ...]) -> tuple[object, int]:
    s = Scenario()
    spell = s.hand(0, REEF)
    s.many(0, "battlefield", ["Forest", "Island", "Island"])
    s.library(0, "Plains")
    top_id = s.library(0, top)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its trigger goes on the stack
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    for said in answers:  # each "you may" offered, in order
        assert game.pending["kind"] == "may"
        game.apply((said,))
    answer_until_priority(game)
    return game, top_id


def test_609_3_if_you_dont_put_the_card_onto_the_battlefield_you_may_put_it_into_your_hand() -> None:
    assert "If you don't put the card onto the battlefield, you may put it into your hand." in \
        " ".join(rules_text(REEF))
    game, forest = _reef("Forest", ("yes",))  # a land put onto the battlefield: no second choice
    assert forest not in game.state.zone("library", 0) and not game.state.zone("hand", 0)
    assert sum(game.state.objects[o].card.name == "Forest" for o in game.state.battlefield()) == 2
    game, forest = _reef("Forest", ("no", "yes"))  # declined: it may go to the hand instead
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Forest"]
    game, bear = _reef(BEAR, ("yes",))  # not a land card: only the hand is offered
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == [BEAR.name]


SQUIRE = card("Test Squire {W}\nCreature — Human Soldier 1/1")
GIANT = card("Test Hill Titan {W}\nCreature — Giant 3/3")
MUSTER = card("Test Muster Hall {1}{W}\nEnchantment\nYou may look at the top card of your library any time.\nOnce each "
              "turn, you may cast a creature spell with power 2 or less from the top of your library.")
OPEN_GATE = card("Test Open Gate {2}{W}\nEnchantment\nYou may cast creature spells from the top of your library.")


def _muster_game(*permissions: object, top: tuple[object, ...] = (GIANT, SQUIRE, SQUIRE)):  # type: ignore[no-untyped-def]
    s = Scenario()
    for p in permissions:
        s.battlefield(0, p)
    s.many(0, "battlefield", ["Plains"] * 3)
    for seat in (0, 1):
        s.many(seat, "library", ["Plains"] * 5)
    for c in top:  # the last one is the top card
        s.library(0, c)
    return s.start("main1")


def _cast_top(game) -> None:  # type: ignore[no-untyped-def]
    top = game.state.zone("library", 0)[-1]
    game.apply(("cast", top, "library_top"))
    answer_until_priority(game)
    resolve_stack(game)


def _top_cast_offered(game) -> bool:  # type: ignore[no-untyped-def]
    return any(a[:1] == ("cast",) and a[-1] == "library_top" for a in game.legal_actions())


def test_601_3_once_each_turn_you_may_cast_a_spell_from_the_top_of_your_library() -> None:
    assert "Once each turn, you may cast a creature spell with power 2 or less from the top of your library." \
        in rules_text(MUSTER)
    game = _muster_game(MUSTER, top=(GIANT, SQUIRE, SQUIRE, SQUIRE))  # the next turn's draw takes one Squire
    assert _top_cast_offered(game)
    _cast_top(game)
    squires = [o for o in game.state.zone("battlefield", -1) if game.state.objects[o].card.name == "Test Squire"]
    assert len(squires) == 1
    assert game.state.objects[game.state.zone("library", 0)[-1]].card.name == "Test Squire"
    assert not _top_cast_offered(game)  # the permission is used for this turn
    while game.state.active == 0:
        game.apply(("pass",))
        answer_until_priority(game)
    while game.state.active == 1 or game.state.step != "main1":
        game.apply(("pass",))
        answer_until_priority(game)
    assert _top_cast_offered(game)  # a new turn: the permission is there again


def test_601_3_once_each_turn_permission_is_kept_when_an_unlimited_one_covers_the_spell() -> None:
    game = _muster_game(MUSTER, OPEN_GATE)
    _cast_top(game)  # the unlimited permission covers the Squire: the once-each-turn one stays unused
    _cast_top(game)  # the second Squire
    assert game.state.objects[game.state.zone("library", 0)[-1]].card.name == "Test Hill Titan"
    assert _top_cast_offered(game)  # power 3: only the unlimited permission allows it


def test_601_3_once_each_turn_permission_covers_only_its_spells() -> None:
    assert not _top_cast_offered(_muster_game(MUSTER, top=(SQUIRE, GIANT)))  # power 3 is not "power 2 or less"
