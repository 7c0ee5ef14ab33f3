"""Tests of `cards.language.duration_triggers` and `rules.stack.duration_triggers` (603.7b): a delayed
triggered ability with a stated duration ("whenever ... this turn", "until end of turn, whenever ...", "until your
next turn, whenever ...") made as a spell or ability resolves triggers each time its event happens until the duration
ends; its targets are chosen each time it triggers. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card

GLIMPSE = card("Test Glimpse {G}\nSorcery\nWhenever you cast a creature spell this turn, draw a card.")
FRENZY = card("Test Frenzy {G}\nSorcery\nAll creatures get -2/-2 until end of turn. Whenever a creature dies this "
              "turn, you gain 1 life.")
SKALD = card("Test Skald Song {G}\nSorcery\nUntil end of turn, whenever you cast a spell, put a +1/+1 counter on "
             "target creature you control.")
WARDEN = card("Test Warden {G}\nCreature — Human 1/1\n{1}: Until your next turn, whenever a creature an opponent "
              "controls attacks, it gets -1/-0 until end of turn.")
ELF = card("Test Elf {G}\nCreature — Elf 1/1")
OGRE = card("Test Ogre {G}\nCreature — Ogre 3/3")


def _scenario() -> Scenario:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 10)
        s.many(seat, "battlefield", ["Forest"] * 5)
    return s


def _cast(game: Any, oid: int, *answers: tuple[Any, ...]) -> None:
    game.apply(("cast", oid))
    for a in answers:
        game.apply(a)
    answer_until_priority(game)
    resolve_stack(game)


def test_603_7b_whenever_this_turn_triggers_each_time() -> None:
    s = _scenario()
    glimpse, elf1, elf2 = s.hand(0, GLIMPSE), s.hand(0, ELF), s.hand(0, ELF)
    game = s.start("main1")
    _cast(game, glimpse)
    before = len(game.state.zone("hand", 0))
    _cast(game, elf1)
    _cast(game, elf2)
    assert len(game.state.zone("hand", 0)) == before - 2 + 2  # two Elves cast, a card drawn for each


def test_603_7b_this_turn_ends_with_the_turn() -> None:
    s = _scenario()
    glimpse, elf = s.hand(0, GLIMPSE), s.hand(0, ELF)
    game = s.start("main1")
    _cast(game, glimpse)
    made = game.state.turn
    pass_until(game, lambda g: g.state.turn > made and g.state.active == 0 and g.state.step == "main1")
    assert not game.state.delayed
    before = len(game.state.zone("hand", 0))
    _cast(game, elf)
    assert len(game.state.zone("hand", 0)) == before - 1


def test_603_7b_after_instructions_of_the_same_spell() -> None:
    """The -2/-2 kills two 1/1s and one 2/2 of either player: three deaths, 3 life; the 3/3 survives."""
    s = _scenario()
    frenzy = s.hand(0, FRENZY)
    s.battlefield(0, ELF)
    s.battlefield(1, ELF)
    s.battlefield(1, card("Test Bear {G}\nCreature — Bear 2/2"))
    s.battlefield(1, OGRE)
    game = s.start("main1")
    _cast(game, frenzy)
    assert game.state.players[0].life == 23


def test_603_3d_targets_are_chosen_each_time_it_triggers() -> None:
    s = _scenario()
    song, elf = s.hand(0, SKALD), s.hand(0, ELF)
    ogre = s.battlefield(0, OGRE)
    game = s.start("main1")
    _cast(game, song)
    game.apply(("cast", elf))
    answer_until_priority(game)  # the trigger is put on the stack with the Elf under it
    assert game.pending["kind"] == "priority"
    resolve_stack(game)
    assert game.state.objects[ogre].counters.get("+1/+1") == 1


def test_603_7b_until_your_next_turn_whenever_an_opponents_creature_attacks() -> None:
    s = _scenario()
    warden = s.battlefield(0, WARDEN)
    ogre = s.battlefield(1, OGRE)
    game = s.start("main1")
    game.apply(next(o for o in game.legal_actions() if o[0] == "activate" and o[1] == warden))
    answer_until_priority(game)
    resolve_stack(game)
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers" and g.pending["player"] == 1)
    game.apply(("attack", ogre, ("player", 0)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step in ("declare_blockers", "combat_damage") and not g.state.stack_ids()
               and g.pending["kind"] == "priority")
    assert chars(game.state, ogre).power == 2
    made_for = game.state.turn
    pass_until(game, lambda g: g.state.turn > made_for and g.state.active == 0 and g.state.step == "main1")
    assert not game.state.delayed  # its controller's next turn began: the duration is over


def test_603_7b_renders_as_printed() -> None:
    assert "Whenever you cast a creature spell this turn, draw a card." in render(GLIMPSE)
    assert "Whenever a creature dies this turn, you gain 1 life." in render(FRENZY)
    assert "Until end of turn, whenever you cast a spell, put a +1/+1 counter on target creature you control." \
        in render(SKALD)
    assert "{1}: Until your next turn, whenever a creature an opponent controls attacks, that creature gets -1/-0 " \
           "until end of turn." in render(WARDEN)  # the trigger's own render says "that creature" for "it"


@pytest.mark.parametrize("text", [
    "Test Spite {G}\nInstant\nTarget creature gets +1/+1 until end of turn. Whenever that creature deals combat "
    "damage to a player this turn, draw a card.",
    "Test Echoes {G}\nSorcery\nWhenever you cast a spell this turn, return this card to your hand.",
    "Test Tide {U}\nInstant\nUntil end of turn, whenever a player taps an Island for mana, that player adds an "
    "additional {U}.",
])
def test_603_7b_duration_triggers_refused_where_they_would_play_wrong(text: str) -> None:
    """About an object named before, naming the spell itself, or a triggered mana ability (605.1b: the kernel hears
    those from permanents only)."""
    with pytest.raises(CardError):
        card(text)
