"""Tests of `cards.language.phrases.token_keywords`: a token created "with" a keyword that stands for a triggered
ability (111.4; 702.21a ward, 702.108a prowess) has that ability, and `cards show` says the keyword, not the
ability. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import CardDef, CreateToken
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, named, scenario, settle

GUARDIAN = card("Test Guardian Call {3}{W}\nSorcery\nCreate a 2/2 white Knight creature token with vigilance and "
                "ward {2}.")
MONKS = card("Test Monk Call {1}{R}\nSorcery\nCreate a 1/1 red Monk creature token with prowess.")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 2 damage to target creature.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to each opponent.")


def _token_of(spell: CardDef) -> CardDef:
    assert spell.spell is not None
    made = spell.spell.modes[0].effects[0]
    assert isinstance(made, CreateToken) and made.token is not None
    return made.token


def test_111_4_a_token_with_ward_has_the_ward_trigger() -> None:
    """The Knight token is created with ward {2}: its keyword line's trigger is the token's (702.21a)."""
    s = scenario()
    s.many(0, "battlefield", ["Plains"] * 4)
    s.hand(0, GUARDIAN)
    game = s.start("main1")
    game.apply(("cast", next(iter(named(game, "Test Guardian Call", "hand")))))
    game.apply(("pay",))
    settle(game)
    knight = [o for o in game.state.battlefield() if game.state.objects[o].card.is_token]
    assert len(knight) == 1
    token = game.state.objects[knight[0]].card
    assert "vigilance" in token.keywords
    assert [t.text for t in token.triggered] == ["Ward {2}"]


def _zap_the_token(mountains: int, pay: bool) -> Any:
    s = scenario()
    knight = s.battlefield(1, _token_of(GUARDIAN))
    s.many(0, "battlefield", ["Mountain"] * mountains)
    zap = s.hand(0, ZAP)
    game = s.start("main1")
    game.apply(("cast", zap))
    game.apply(("target", knight))
    game.apply(("pay",))
    for _ in range(60):
        if game.pending["kind"] == "priority" and not game.state.stack_ids():
            break
        options = game.legal_actions()
        payers = [o for o in options if o[0] in ("pay", "yes") and o[-1] not in (False, "no")]
        refusals = [o for o in options if o[0] in ("decline", "no") or (o[0] == "yes" and o[-1] in (False, "no"))]
        if ("pass",) in options:
            game.apply(("pass",))
        elif pay and payers:
            game.apply(payers[0])
        elif refusals:
            game.apply(refusals[0])
        else:
            game.apply(options[0])
    return game, knight


def test_702_21a_ward_on_a_created_token_counters_an_unpaid_spell() -> None:
    """The opponent's Zap targets the token with one land, so {2} can't be paid: Zap is countered."""
    game, knight = _zap_the_token(mountains=1, pay=True)
    assert knight in game.state.battlefield()
    assert named(game, "Test Zap", "graveyard")


def test_702_21a_ward_on_a_created_token_paid_lets_the_spell_resolve() -> None:
    game, knight = _zap_the_token(mountains=3, pay=True)
    assert knight not in game.state.battlefield()


def test_702_108a_a_token_with_prowess_gets_bigger_on_a_noncreature_spell() -> None:
    s = scenario()
    monk = s.battlefield(0, _token_of(MONKS))
    s.battlefield(0, "Mountain")
    s.hand(0, SPARK)
    game = s.start("main1")
    game.apply(("cast", next(iter(named(game, "Test Spark", "hand")))))
    game.apply(("pay",))
    settle(game)
    assert (chars(game.state, monk).power, chars(game.state, monk).toughness) == (2, 2)


PRINTED = [
    "Create a 4/4 white Angel creature token with flying and ward {2}.",
    "Create a 2/2 colorless Robot artifact creature token with ward {1}.",
    "Create two 1/1 white Monk creature tokens with prowess.",
    "Create a 3/3 black Horror creature token with afflict 1.",
    "Create a 2/2 white Samurai creature token with bushido 1.",
    "Create a 2/2 green Spirit enchantment creature token with ward {1}.",
    'Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This creature can\'t block."',
    'Create a 1/1 red Goblin creature token with haste and "This creature can\'t block."',
    'Create a 1/1 green Elf Druid creature token with "{T}: Add {G}."',
    'Create a 1/1 green Elf Druid creature token. It has "{T}: Add {G}."',
]


@pytest.mark.parametrize("text", PRINTED)
def test_111_4_token_keywords_read_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Call {{2}}{{W}}\nSorcery\n{text}")) == [text]


def test_111_4_a_keyword_that_is_more_than_a_trigger_is_refused() -> None:
    """Bloodthirst is a replacement on entering (702.54a), not a trigger the token could be said to have."""
    with pytest.raises(CardError):
        card("Test Call {2}{R}\nSorcery\nCreate a 2/2 red Goblin creature token with bloodthirst 1.")


def test_111_4_a_quoted_token_inside_a_longer_sentence() -> None:
    """"you lose 1 life and create a ... token with toxic 1 and "This creature can't block."": both happen, in
    order, and the token has toxic and can't block (702.164, 509.1b)."""
    hive = card("Test Hive {1}{W}\nEnchantment\nAt the beginning of your upkeep, you lose 1 life and create a 1/1 "
                "colorless Phyrexian Mite artifact creature token with toxic 1 and \"This creature can't block.\"")
    effects = hive.triggered[0].effect.modes[0].effects
    assert [type(e).__name__ for e in effects][-1] == "CreateToken"
    made = effects[-1]
    assert isinstance(made, CreateToken) and made.token is not None
    assert {"toxic 1", "can't block"} <= made.token.keywords
    assert made.token.subtypes == {"Phyrexian", "Mite"}


def test_608_2d_you_may_create_a_token_with_a_quoted_ability() -> None:
    pawn = card("Test Pawn {1}{B}{B}\nCreature — Vampire Shaman 2/2\nWhen this creature dies, you may create a "
                "0/1 colorless Eldrazi Spawn creature token with \"Sacrifice this creature: Add {C}.\"")
    optional = pawn.triggered[0].effect.modes[0].effects[0]
    made = optional.then[0]  # type: ignore[attr-defined]
    assert isinstance(made, CreateToken) and made.token is not None and len(made.token.activated) == 1
