"""Tests of `cards.language.phrases.at_random` and `rules.stack.at_random`: objects chosen at random as an effect
resolves (608.2d). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

RAISER = card("Test Grave Raiser {2}{B}\nSorcery\nReturn a Zombie card at random from your graveyard to your hand.")
RISING = card("Test Mass Rising {4}{B}\nSorcery\nReturn two creature cards at random from your graveyard to the "
              "battlefield.")
RANDOM_BOLT = card("Test Wild Bolt {1}{R}\nSorcery\nTest Wild Bolt deals 3 damage to a creature an opponent controls "
                   "chosen at random.")
ZOMBIE = card("Test Shambler {1}{B}\nCreature — Zombie 2/2")
WARDED = card("Test Veiled Ox {3}{G}\nCreature — Ox 2/2\nHexproof")


def _cast(s: Scenario, spell: int, lands: list[str]) -> object:
    s.many(0, "battlefield", lands)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve_stack(game)
    return game


def test_608_2d_a_card_of_the_description_at_random_from_your_graveyard_to_your_hand() -> None:
    assert rules_text(RAISER) == ["Return a Zombie card at random from your graveyard to your hand."]
    s = Scenario()
    spell = s.hand(0, RAISER)
    zombie = s.graveyard(0, ZOMBIE)
    bear = s.graveyard(0, BEAR)
    game = _cast(s, spell, ["Swamp"] * 3)
    hand = [game.state.objects[o].card.name for o in game.state.zone("hand", 0)]  # type: ignore[attr-defined]
    assert hand == ["Test Shambler"]  # only the Zombie could be picked
    assert bear in game.state.zone("graveyard", 0) and zombie not in game.state.zone("graveyard", 0)  # type: ignore[attr-defined]


def test_608_2d_two_creature_cards_at_random_to_the_battlefield() -> None:
    assert rules_text(RISING) == ["Return two creature cards at random from your graveyard to the battlefield."]
    s = Scenario()
    spell = s.hand(0, RISING)
    for c in (ZOMBIE, BEAR, BIG):
        s.graveyard(0, c)
    game = _cast(s, spell, ["Swamp"] * 5)
    back = [o for o in game.state.battlefield() if "Creature" in game.state.objects[o].card.types]  # type: ignore[attr-defined]
    assert len(back) == 2 and len(game.state.zone("graveyard", 0)) == 2  # two returned; the third and the spell stay  # type: ignore[attr-defined]


def test_608_2d_damage_to_a_creature_chosen_at_random_is_not_targeted() -> None:
    assert rules_text(RANDOM_BOLT) == ["This deals 3 damage to a creature an opponent controls chosen at random."]
    s = Scenario()
    spell = s.hand(0, RANDOM_BOLT)
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, WARDED)  # hexproof: no target is chosen, so it can still be picked (115.1)
    game = _cast(s, spell, ["Mountain"] * 2)
    assert theirs not in game.state.battlefield() and mine in game.state.battlefield()  # type: ignore[attr-defined]


def test_608_2d_a_dying_creature_deals_its_damage_to_a_creature_chosen_at_random() -> None:
    giant = card("Test Ember Giant {5}{R}{R}\nCreature — Giant 7/6\nWhen Test Ember Giant dies, it deals 7 damage to "
                 "a creature an opponent controls chosen at random.")
    doom = card("Test Doom {B}\nInstant\nDestroy target creature.")
    s = Scenario()
    spell = s.hand(0, doom)
    mine = s.battlefield(0, giant)
    theirs = s.battlefield(1, BIG)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", mine) if ("target", mine) in options else ("pay",) if ("pay",) in options
                   else options[0])
    resolve_stack(game)
    assert mine not in game.state.battlefield() and theirs not in game.state.battlefield()
