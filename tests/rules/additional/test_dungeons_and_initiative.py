"""Dungeons (309), venture into the dungeon (701.46) and the initiative (725): scenarios with small cards of our
own in Oracle templating.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.phrases.designations import dungeons
from kitchentable.rules.additional.dungeons_and_initiative import completed, dungeon_of, initiative_of
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

DELVER = card("Test Delver {W}\nCreature — Human Rogue 1/1\nWhen Test Delver enters, venture into the dungeon.")
MAP = card("Test Map {U}\nSorcery\nVenture into the dungeon.")
CAPTAIN = card("Test Captain {1}{W}\nCreature — Human Knight 2/2\nOther creatures you control get +1/+1 as long as "
               "you've completed a dungeon.")
HERALD = card("Test Herald {1}{W}\nCreature — Human Noble 1/1\nWhen Test Herald enters, you take the initiative.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _dungeon(name: str) -> Any:
    return next(d for d in dungeons() if d[0] == name)


def _at(game: Any, seat: int, name: str, room: int) -> None:
    game.state.delayed = [*game.state.delayed, ("dungeon", seat, _dungeon(name), room)]


def _cast(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)


def _pass_to(game: Any, kind: str) -> None:
    """Pass priority (taking the first answer of anything else) until a decision of `kind` is pending."""
    for _ in range(20):
        if game.pending["kind"] == kind:
            return
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    raise AssertionError(f"no {kind} decision")


def test_701_46a_venture_chooses_a_dungeon_other_than_undercity_and_enters_its_topmost_room() -> None:
    s = Scenario()
    delver = s.hand(0, DELVER)
    s.battlefield(0, "Plains")
    s.many(0, "library", ["Plains"] * 3)
    game = s.start("main1")
    _cast(game, delver)
    _pass_to(game, "choose_dungeon")  # the Delver resolves, then its trigger
    assert sorted(a[1] for a in game.legal_actions()) == [
        "Dungeon of the Mad Mage", "Lost Mine of Phandelver", "Tomb of Annihilation"]
    game.apply(("dungeon", "Dungeon of the Mad Mage"))
    answer_until_priority(game)
    resolve_stack(game)  # Yawning Portal: you gain 1 life (309.4c: a triggered room ability)
    entry = dungeon_of(game.state, 0)
    assert entry is not None and entry[2][0] == "Dungeon of the Mad Mage" and entry[3] == 0
    assert game.state.players[0].life == 21


def test_701_46b_venturing_again_follows_a_chosen_arrow() -> None:
    s = Scenario()
    spell = s.hand(0, MAP)
    s.battlefield(0, "Island")
    game = s.start("main1")
    _at(game, 0, "Lost Mine of Phandelver", 0)
    _cast(game, spell)
    _pass_to(game, "choose_room")
    assert sorted(a[1] for a in game.legal_actions()) == ["Goblin Lair", "Mine Tunnels"]
    game.apply(("room", "Mine Tunnels"))
    answer_until_priority(game)
    resolve_stack(game)
    assert dungeon_of(game.state, 0)[3] == 2  # type: ignore[index]
    assert any(game.state.objects[o].card.name == "Treasure" for o in game.state.battlefield())


def test_309_7_the_bottommost_room_completes_the_dungeon_and_701_46c_the_next_venture_starts_again() -> None:
    s = Scenario()
    spell = s.hand(0, MAP)
    again = s.hand(0, MAP)
    captain = s.battlefield(0, CAPTAIN)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Island"] * 2)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    _at(game, 0, "Lost Mine of Phandelver", 4)
    assert chars(game.state, bear).power == 2
    _cast(game, spell)
    resolve_stack(game)  # Temple of Dumathoin: draw a card, then the dungeon is completed
    assert completed(game.state, 0) == ["Lost Mine of Phandelver"] and dungeon_of(game.state, 0) is None
    assert chars(game.state, bear).power == 3 and chars(game.state, captain).power == 2  # "other creatures"
    _cast(game, again)
    _pass_to(game, "choose_dungeon")  # a new dungeon, even the completed one (701.46c)


def test_725_taking_the_initiative_ventures_into_undercity_and_its_upkeep_trigger_ventures_again() -> None:
    s = Scenario()
    herald = s.hand(0, HERALD)
    s.many(0, "battlefield", ["Plains"] * 2)
    s.many(0, "library", ["Plains", "Forest", "Island"])
    game = s.start("main1")
    _cast(game, herald)
    resolve_stack(game)  # Secret Entrance: a basic land card into your hand
    entry = initiative_of(game.state)
    assert entry is not None and entry[1] == 0
    assert dungeon_of(game.state, 0)[2][0] == "Undercity"  # type: ignore[index]
    assert dungeon_of(game.state, 0)[3] == 0  # type: ignore[index]
    game.state.step = "untap"
    from kitchentable.rules.stack.triggers import notify

    notify(game.state, ("step", "upkeep", 0))  # 725.2: at the beginning of the initiative holder's upkeep
    assert [t.ability.text for t in game.state.pending_triggers] == [
        "At the beginning of your upkeep, venture into Undercity. (725.2)"]


def test_725_2_combat_damage_to_the_initiative_holder_takes_it_once_per_step() -> None:
    s = Scenario()
    a = s.battlefield(0, BEAR)
    b = s.battlefield(0, BEAR)
    game = s.start("main1")
    game.state.delayed = [*game.state.delayed, ("initiative", 1, _dungeon("Undercity"))]
    game.state.step = "combat_damage"
    from kitchentable.rules.stack.triggers import notify

    notify(game.state, ("damage", a, ("player", 1), 2, True))
    notify(game.state, ("damage", b, ("player", 1), 2, True))
    steals = [t for t in game.state.pending_triggers if "takes the initiative" in t.ability.text]
    assert len(steals) == 1 and steals[0].controller == 1


def test_309_4c_tomb_of_annihilation_veils_of_fear_each_player_loses_unless_they_discard() -> None:
    s = Scenario()
    spell = s.hand(0, MAP)
    s.battlefield(0, "Island")
    keep = s.hand(1, BEAR)
    game = s.start("main1")
    _at(game, 0, "Tomb of Annihilation", 0)
    _cast(game, spell)
    _pass_to(game, "choose_room")
    game.apply(("room", "Veils of Fear"))
    answer_until_priority(game)
    for _ in range(20):  # the caster (no cards left) can't pay; the opponent discards
        if game.pending["kind"] == "priority" and not game.state.stack_ids():
            break
        options = game.legal_actions()
        game.apply(("pass",) if game.pending["kind"] == "priority" else ("yes",) if ("yes",) in options
                   else options[0])
    assert game.state.players[0].life == 18 and game.state.players[1].life == 20
    assert keep not in game.state.zone("hand", 1)


def test_309_4c_undercity_throne_of_the_dead_three_puts_a_creature_with_three_counters() -> None:
    s = Scenario()
    spell = s.hand(0, MAP)
    s.battlefield(0, "Island")
    s.many(0, "library", ["Island", BEAR, "Island"])
    game = s.start("main1")
    _at(game, 0, "Undercity", 6)
    _cast(game, spell)
    resolve_stack(game)
    bears = [o for o in game.state.battlefield() if game.state.objects[o].card is BEAR]
    assert len(bears) == 1 and game.state.objects[bears[0]].counters.get("+1/+1") == 3
    assert "hexproof" in chars(game.state, bears[0]).keywords
    assert completed(game.state, 0) == ["Undercity"]
