"""Tests of `cards.language.phrases.granted_abilities`: abilities granted by quoted text (613.1f, layer 6).
Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")


PINGER_AURA = card("Test Spark {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has \"{T}: This "
                   "creature deals 1 damage to any target.\"")


SLIVER_LORD = card("Test Hivemind {1}{W}\nCreature — Sliver 1/1\nAll Slivers have \"At the beginning of your "
                   "upkeep, you gain 1 life.\"")


SLIVER = card("Test Drone {G}\nCreature — Sliver 1/1")


SPAWNER = card("Test Brood {2}{G}\nSorcery\nCreate two 0/1 colorless Eldrazi Spawn creature tokens. They have "
               "\"Sacrifice this creature: Add {C}.\"")


def test_613_1f_enchanted_creature_has_a_quoted_activated_ability() -> None:
    assert 'Enchanted creature has "{T}: This deals 1 damage to any target." (613.1f)' in render(PINGER_AURA)
    s = Scenario()
    bear = s.battlefield(0, ALLY)
    aura = s.battlefield(0, PINGER_AURA, attached_to=bear)
    game = s.start("main1")
    abilities = chars(game.state, bear).activated
    assert len(abilities) == 1 and abilities[0].cost.tap
    assert not chars(game.state, aura).activated  # the Aura gives the ability; it doesn't have it
    game.apply(("activate", bear, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.objects[bear].tapped


def test_613_1f_all_slivers_have_a_quoted_triggered_ability() -> None:
    s = Scenario()
    s.battlefield(0, SLIVER_LORD)
    s.battlefield(0, SLIVER)
    s.battlefield(1, SLIVER)  # "all Slivers": the opponent's too, on the opponent's upkeep
    s.many(0, "library", ["Forest"] * 3)
    game = s.start("upkeep")
    answer_until_priority(game)  # the Hivemind and the Drone each have it: two triggers to order
    resolve_stack(game)
    assert game.state.players[0].life == 22 and game.state.players[1].life == 20


def test_111_4_tokens_created_with_a_quoted_ability() -> None:
    assert 'Spawn creature tokens. They have "Sacrifice this: Add {C}.' in render(SPAWNER)
    s = Scenario()
    spell = s.hand(0, SPAWNER)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    spawn = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(spawn) == 2
    c = chars(game.state, spawn[0])
    assert c.colors == frozenset() and "Spawn" in c.subtypes and (c.power, c.toughness) == (0, 1)
    assert c.activated[0].is_mana and c.activated[0].cost.sacrifice_self


def test_111_4_tokens_created_with_a_quoted_ability_in_todays_wording() -> None:
    """'Create four 1/1 red Devil creature tokens with "When this token dies, it deals 1 damage to any
    target."' (the sentence's period is inside the quote) and 'with flying and "..."'."""
    from tests.rules.keyword_support import lands, named, settle

    playground = card("Test Playground {4}{R}{R}\nSorcery\nCreate four 1/1 red Devil creature tokens with \"When "
                      "this token dies, it deals 1 damage to any target.\"")
    spirits = card("Test Spirits {1}{R}\nSorcery\nCreate a 1/1 white Spirit creature token with flying and \"When "
                   "this token dies, you gain 2 life.\"")
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    lands(s, 0, 9)
    s.hand(0, playground)
    s.hand(0, spirits)
    s.hand(0, card("Test Wrath {1}\nSorcery\nDestroy all creatures."))
    game = s.start("main1")
    for name in ("Test Playground", "Test Spirits", "Test Wrath"):
        game.apply(("cast", named(game, name, "hand")[0]))
        game.apply(("pay",))
        settle(game, (("target", ("player", 1)),))
    assert game.state.players[1].life == 16  # four Devils died, each dealt 1 damage (113.7a, 603.10a)
    assert game.state.players[0].life == 22
    assert "flying" in spirits.spell.modes[0].effects[0].token.keywords
