"""Tests of `cards.language.phrases.keywords_and_quoted`: keywords granted together with a quoted ability (613.1f,
layer 6). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card

PRESENCE = card("Test Presence {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and has "
                "first strike and \"Whenever this creature deals combat damage to a player, create a 1/1 white Human "
                "Soldier creature token.\"")
BANNER = card("Test Banner {3}{R}\nEnchantment\nCreatures you control have haste and \"{T}: This creature deals 1 "
              "damage to target opponent.\"")


def test_613_1f_keywords_and_a_quoted_trigger_are_granted_together() -> None:
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, PRESENCE, attached_to=bear)
    game = s.start("main1")
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (4, 4) and "first strike" in c.keywords and len(c.triggered) == 1
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", bear, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.pending_triggers or g.state.stack_ids())
    resolve_stack(game)
    soldiers = [o for o in game.state.battlefield() if "Soldier" in chars(game.state, o).subtypes]
    assert game.state.players[1].life == 16 and len(soldiers) == 1


def test_613_1f_a_group_gets_a_keyword_and_a_quoted_activated_ability() -> None:
    s = Scenario()
    bear = s.battlefield(0, BEAR, sick=True)
    s.battlefield(0, BANNER)
    game = s.start("main1")
    assert "haste" in chars(game.state, bear).keywords
    game.apply(("activate", bear, 0))  # haste: the {T} ability is usable at once (302.6)
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    resolve_stack(game)
    assert game.state.players[1].life == 19


def test_613_1f_keywords_come_before_the_quote_as_printed() -> None:
    assert rules_text(PRESENCE)[1] == ("Enchanted creature gets +2/+2 and has first strike and \"Whenever this deals "
                                       "combat damage to a player, create a 1/1 white Human Soldier creature token.\" "
                                       "(613.1f)")


def test_611_3a_the_grant_applies_while_its_condition_holds() -> None:
    druid = card("Test Druid {1}{G}\nCreature — Human Druid 2/2\nAs long as you control a Forest, Test Druid has "
                 "vigilance and \"{T}: Add one mana of any color.\"")
    s = Scenario()
    me = s.battlefield(0, druid)
    game = s.start("main1")
    assert "vigilance" not in chars(game.state, me).keywords and not chars(game.state, me).activated
    s2 = Scenario()
    me2 = s2.battlefield(0, druid)
    s2.battlefield(0, "Forest")
    game2 = s2.start("main1")
    c = chars(game2.state, me2)
    assert "vigilance" in c.keywords and len(c.activated) == 1 and c.activated[0].is_mana
