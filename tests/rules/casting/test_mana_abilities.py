"""Mana abilities whose cost names other objects: offered when payable, at priority and while paying (605.3a,
601.2g-h)."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named

BOG_WITCH = card("Bog Witch {2}{B}\nCreature — Human Warlock 2/3\n{B}, {T}, Discard a card: Add {B}{B}{B}.")
ALTAR = card("Ashnod's Altar {3}\nArtifact\nSacrifice a creature: Add {C}{C}.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
OGRE = card("Test Ogre {3}{B}\nCreature — Ogre 4/4")


def _witch_table() -> tuple[Scenario, int, int, list[int]]:
    s = Scenario()
    witch = s.battlefield(0, BOG_WITCH)
    swamps = s.many(0, "battlefield", ["Swamp", "Swamp"])
    ogre = s.hand(0, OGRE)
    bear = s.hand(0, BEAR)
    return s, witch, ogre, [bear, *swamps]


def test_605_3a_bog_witch_makes_a_spell_castable_and_is_offered_while_paying() -> None:
    s, witch, ogre, (bear, swamp, _other) = _witch_table()
    game = s.start("main1")
    assert ("cast", ogre) in game.legal_actions()  # two Swamps and the Witch's net {B}{B} make four
    game.apply(("cast", ogre))
    assert game.pending["kind"] == "pay_mana"
    assert not [a for a in game.legal_actions() if a[:2] == ("mana", witch)]  # its {B} isn't in the pool yet
    game.apply(("mana", swamp, 0))
    assert ("mana", witch, 0) in game.legal_actions()
    game.apply(("mana", witch, 0))
    assert game.pending["kind"] == "cost_discard"
    assert ("pick", "discard", bear) in game.legal_actions()
    game.apply(("pick", "discard", bear))
    assert game.state.players[0].pool.amounts == {"B": 3}
    assert game.state.objects[witch].tapped and named(game, "Plain Bear", "graveyard")
    game.apply(("pay",))
    assert game.state.objects[game.state.stack_ids()[-1]].card.name == "Test Ogre"


def test_605_3a_bog_witch_not_offered_without_a_card_to_discard() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    witch = s.battlefield(0, BOG_WITCH)
    swamp = s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("mana", swamp, 0))
    assert ("mana", witch, 0) not in game.legal_actions()  # 601.2h: the hand is empty


def test_605_3a_ashnods_altar_sacrifices_the_chosen_creature_at_priority() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    altar = s.battlefield(0, ALTAR)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert ("mana", altar, 0) in game.legal_actions()
    game.apply(("mana", altar, 0))
    assert game.pending["kind"] == "cost_sacrifice"
    game.apply(("pick", "sacrifice", bear))
    assert game.state.players[0].pool.amounts == {"C": 2}
    assert named(game, "Plain Bear", "graveyard") and game.pending["kind"] == "priority"


def test_605_3a_cancelling_the_choice_pays_nothing() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    altar = s.battlefield(0, ALTAR)
    s.battlefield(0, BEAR)
    game = s.start("main1")
    game.apply(("mana", altar, 0))
    game.apply(("cancel",))
    assert not game.state.players[0].pool.amounts and named(game, "Plain Bear")
    assert game.pending["kind"] == "priority"


def test_605_3a_ashnods_altar_without_a_creature_is_not_offered() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    altar = s.battlefield(0, ALTAR)
    game = s.start("main1")
    assert ("mana", altar, 0) not in game.legal_actions()


def test_601_2g_altar_pays_a_spell_by_hand() -> None:
    s = Scenario()
    s.battlefield(0, ALTAR)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Forest"])
    spell = s.hand(0, card("Test Growth {2}{G}\nSorcery\nYou gain 3 life."))
    game = s.start("main1")
    assert ("cast", spell) in game.legal_actions()
    game.apply(("cast", spell))
    altar = named(game, "Ashnod's Altar")[0]
    game.apply(("mana", altar, 0))
    game.apply(("pick", "sacrifice", bear))
    assert ("pay",) in game.legal_actions()
    game.apply(("pay",))
    assert game.state.stack_ids()


# --- mana abilities that work in the hand (602.2, 605.1a) ----------------------------------------------------------

GUIDE = card("Test Spirit Guide {2}{R}\nCreature — Ape Spirit 2/2\nExile Test Spirit Guide from your hand: Add {R}.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 2 damage to any target.")


def test_605_1a_exile_from_hand_cost_compiles_as_a_hand_mana_ability() -> None:
    (ab,) = GUIDE.activated
    assert ab.is_mana and ab.zone == "hand" and ab.cost.exile_self and not ab.cost.tap


def test_605_1a_mana_ability_from_the_hand_pays_for_a_spell() -> None:
    """No lands: the Spark is castable because the Guide in hand can make {R}; while paying, the Guide's ability
    is offered (the automatic "pay" is not: spending a card is the player's choice), and activating it exiles the
    Guide and adds {R} at once (605.3b)."""
    s = Scenario()
    guide = s.hand(0, GUIDE)
    spark = s.hand(0, SPARK)
    game = s.start("main1")
    assert ("cast", spark) in game.legal_actions()
    game.apply(("cast", spark))
    game.apply(("target", ("player", 1)))
    assert game.pending["kind"] == "pay_mana"
    options = game.legal_actions()
    assert ("mana", guide, 0) in options and ("pay",) not in options
    game.apply(("mana", guide, 0))
    assert guide not in game.state.objects and named(game, "Test Spirit Guide", "exile")  # a new object (400.7)
    assert game.state.players[0].pool.amounts == {"R": 1}
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 18


def test_602_2_hand_mana_ability_offered_at_priority_while_in_hand_only() -> None:
    """With idle mana abilities offered, the Guide's ability is offered while it is in hand; a Guide on the
    battlefield or in the graveyard has no ability that works there (602.2)."""
    s = Scenario(options={"idle_mana_abilities": True})
    guide = s.hand(0, GUIDE)
    on_field = s.battlefield(0, GUIDE)
    in_yard = s.graveyard(0, GUIDE)
    game = s.start("main1")
    options = game.legal_actions()
    assert ("mana", guide, 0) in options
    assert not [a for a in options if a[0] == "mana" and a[1] in (on_field, in_yard)]
    game.apply(("mana", guide, 0))
    assert game.state.players[0].pool.amounts == {"R": 1}
    assert named(game, "Test Spirit Guide", "exile")
    assert not [a for a in game.legal_actions() if a[0] == "mana"]


def test_601_2g_automatic_payment_never_exiles_a_card_from_hand() -> None:
    """A Mountain and a Guide in hand: "pay" taps the Mountain and the Guide stays in hand."""
    s = Scenario()
    guide = s.hand(0, GUIDE)
    spark = s.hand(0, SPARK)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spark))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    assert game.state.objects[guide].zone[0] == "hand"
    assert game.state.objects[named(game, "Mountain")[0]].tapped


def test_601_2g_a_card_in_hand_is_not_counted_to_pay_for_itself() -> None:
    """The Guide costs {2}{R}: two Mountains and its own mana ability don't make it castable, since it is on the
    stack, not in hand, while its cost is paid; a third Mountain does."""
    s = Scenario()
    guide = s.hand(0, GUIDE)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    assert ("cast", guide) not in game.legal_actions()
    s = Scenario()
    guide = s.hand(0, GUIDE)
    s.many(0, "battlefield", ["Mountain", "Mountain", "Mountain"])
    game = s.start("main1")
    assert ("cast", guide) in game.legal_actions()
