"""The legal actions offer a cast or an activation only when every part of its cost other than mana can be paid
(601.2h, 602.2b, 118.3): the priority pre-check reads the same pools the payment step picks from, so nothing
payable is left out and nothing offered fails for want of a permanent, a card or life. An offered action can
still be cancelled while its costs are chosen, and the rewind restores the game exactly (601.2, R-C-2).
"""

from __future__ import annotations

from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card
from tests.rules.cards import BEARS, MOUNTAIN, POOL, SWAMP

TAPPER = card("Zombie Captain {1}{B}\nCreature — Zombie 1/1\nTap three untapped Zombies you control: You draw a card.")
ZOMBIE = card("Plain Zombie {B}\nCreature — Zombie 2/2")
ALTAR = card("Blood Altar {2}\nArtifact\nSacrifice another creature: You gain 2 life.")
SIFTER = card("Card Sifter {1}\nArtifact\nDiscard a creature card: You draw a card.")
CRYPT = card("Crypt Lamp {1}\nArtifact\nExile two cards from your graveyard: You gain 2 life.")
BATTERY = card("Blood Battery {1}\nArtifact\nPay 3 life: You draw a card.")
OFFERING = card("Grim Offering {B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\n"
                "You draw two cards.")


def _offered(game, oid: int) -> bool:  # type: ignore[no-untyped-def]
    return any(a[0] in ("activate", "cast") and a[1] == oid for a in game.legal_actions())


def _captain(third_tapped: bool):  # type: ignore[no-untyped-def]
    s = Scenario(pool=POOL)
    captain = s.battlefield(0, TAPPER, sick=True)
    s.battlefield(0, ZOMBIE)
    s.battlefield(0, ZOMBIE, tapped=third_tapped)
    s.library(0, SWAMP)
    return s.start("main1"), captain


def test_602_2b_tap_n_untapped_is_offered_only_with_n_to_tap() -> None:
    """602.2b / 601.2h: "Tap three untapped Zombies you control" needs three untapped Zombies; a tapped one does
    not count, the source itself does (summoning sickness limits only {T}, 302.6)."""
    game, captain = _captain(third_tapped=True)
    assert not _offered(game, captain)
    game, captain = _captain(third_tapped=False)
    assert _offered(game, captain)
    hand = len(game.state.zone("hand", 0))
    game.apply(("activate", captain, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == hand + 1
    assert all(game.state.objects[o].tapped for o in game.state.battlefield())


def test_601_2_an_offered_cost_can_be_cancelled_and_the_rewind_is_exact() -> None:
    """601.2 / R-C-2: cancelling while picking what to tap rewinds to the state before the announcement."""
    s = Scenario(pool=POOL)
    captain = s.battlefield(0, TAPPER)
    s.battlefield(0, ZOMBIE)
    s.battlefield(0, ZOMBIE)
    game = s.start("main1")
    before = game.state_hash()
    game.apply(("activate", captain, 0))
    assert game.pending["kind"] == "cost_tap"
    game.apply(next(a for a in game.legal_actions() if a[0] == "pick"))
    game.apply(("cancel",))
    assert game.pending["kind"] == "priority"
    assert game.state_hash() == before
    assert _offered(game, captain)


def test_601_2h_sacrifice_another_creature_needs_another_creature() -> None:
    """601.2h: "Sacrifice another creature" is not offered when the player controls no other creature."""
    s = Scenario(pool=POOL)
    altar = s.battlefield(0, ALTAR)
    s.battlefield(1, BEARS)  # an opponent's creature can't be sacrificed
    game = s.start("main1")
    assert not _offered(game, altar)
    s2 = Scenario(pool=POOL)
    altar = s2.battlefield(0, ALTAR)
    bears = s2.battlefield(0, BEARS)
    game = s2.start("main1")
    assert _offered(game, altar)
    game.apply(("activate", altar, 0))
    game.apply(("pick", "sacrifice", bears))
    answer_until_priority(game)
    assert bears not in game.state.battlefield()


def test_601_2h_discard_a_creature_card_needs_one_in_hand() -> None:
    """601.2h: "Discard a creature card" reads the kind of card, not only the hand's size."""
    for with_creature in (False, True):
        s = Scenario(pool=POOL)
        sifter = s.battlefield(0, SIFTER)
        s.hand(0, MOUNTAIN)
        s.hand(0, SWAMP)
        if with_creature:
            s.hand(0, BEARS)
        game = s.start("main1")
        assert _offered(game, sifter) is with_creature


def test_601_2h_exile_from_graveyard_needs_enough_cards_there() -> None:
    """601.2h: "Exile two cards from your graveyard" needs two; an opponent's graveyard doesn't count."""
    s = Scenario(pool=POOL)
    lamp = s.battlefield(0, CRYPT)
    s.graveyard(0, BEARS)
    s.graveyard(1, BEARS)
    game = s.start("main1")
    assert not _offered(game, lamp)
    s2 = Scenario(pool=POOL)
    lamp = s2.battlefield(0, CRYPT)
    s2.graveyard(0, BEARS)
    s2.graveyard(0, MOUNTAIN)
    game = s2.start("main1")
    assert _offered(game, lamp)


def test_119_4_a_life_payment_needs_that_much_life() -> None:
    """119.4: a player can pay life only if their life total is at least the payment; exactly enough will do."""
    s = Scenario(pool=POOL, life=2)
    battery = s.battlefield(0, BATTERY)
    game = s.start("main1")
    assert not _offered(game, battery)
    s2 = Scenario(pool=POOL, life=3)
    battery = s2.battlefield(0, BATTERY)
    s2.library(0, SWAMP)
    game = s2.start("main1")
    assert _offered(game, battery)


def test_601_2h_a_spells_additional_sacrifice_needs_a_creature() -> None:
    """601.2h / 118.3: a spell whose additional cost is "sacrifice a creature" is offered only to a player who
    controls a creature, and then it is cast and paid."""
    s = Scenario(pool=POOL)
    s.battlefield(0, SWAMP)
    offering = s.hand(0, OFFERING)
    game = s.start("main1")
    assert not _offered(game, offering)
    s2 = Scenario(pool=POOL)
    s2.battlefield(0, SWAMP)
    bears = s2.battlefield(0, BEARS)
    offering = s2.hand(0, OFFERING)
    s2.library(0, SWAMP)
    s2.library(0, SWAMP)
    game = s2.start("main1")
    assert _offered(game, offering)
    game.apply(("cast", offering))
    answer_until_priority(game)
    assert bears not in game.state.battlefield()
    assert offering in game.state.stack_ids() or any(
        game.state.objects[o].card.name == "Grim Offering" for o in game.state.stack_ids())
