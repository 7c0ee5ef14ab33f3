"""Tests of `cards.language.phrases.x_stat_limits`: "target creature with power X or less" reads the X announced
for the spell or activated ability (107.3, 601.2b-c), again on resolution (608.2b), and "each creature with power X
or less" reads it as the spell resolves. Card texts of our own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card
from tests.rules.keyword_support import named

GLARE = card("Test Glare {X}{B}\nSorcery\nDestroy target creature with power X or less.")
SWEEP = card("Test Sweep {X}{W}\nSorcery\nDestroy each creature with power X or less.")
LYRE = card("Test Lyre {1}\nArtifact\n{X}, {T}: Tap target creature with power X or less.")
OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def test_601_2c_target_with_power_x_or_less_reads_the_announced_x() -> None:
    s = Scenario()
    spell = s.hand(0, GLARE)
    s.many(0, "battlefield", ["Swamp"] * 3)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    options = game.legal_actions()
    assert ("target", bear) in options and ("target", ox) not in options  # 601.2b X before 601.2c targets
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert named(game, "Plain Bear", "graveyard") and not named(game, "Plain Bear")
    assert ox in game.state.battlefield()


def test_608_2b_power_x_target_is_checked_again_on_resolution() -> None:
    s = Scenario()
    spell = s.hand(0, GLARE)
    s.many(0, "battlefield", ["Swamp"] * 3)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    game.apply(("target", bear))
    answer_until_priority(game)
    stack_id = game.state.stack_ids()[0]
    info = game.state.objects[stack_id].stack
    assert info is not None and info.x == 2
    game.state.mut(stack_id).stack = replace(info, x=1)  # the same target against a smaller X: now illegal
    resolve_stack(game)
    assert bear in game.state.battlefield()
    assert any(e.rule == "608.2b" for e in game.state.log)


def test_107_3_activated_ability_target_reads_its_own_x() -> None:
    s = Scenario()
    lyre = s.battlefield(0, LYRE)
    s.many(0, "battlefield", ["Island"] * 4)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, OX)
    game = s.start("main1")
    ability = next(o for o in game.legal_actions() if o[0] == "activate" and o[1] == lyre)
    game.apply(ability)
    game.apply(("x", 3))
    options = game.legal_actions()
    assert ("target", bear) in options and ("target", ox) not in options
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[bear].tapped
    assert not game.state.objects[ox].tapped


def test_107_3_each_creature_with_power_x_or_less_reads_x_on_resolution() -> None:
    s = Scenario()
    spell = s.hand(0, SWEEP)
    s.many(0, "battlefield", ["Plains"] * 3)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear not in game.state.battlefield() and named(game, "Plain Bear", "graveyard")
    assert ox in game.state.battlefield()


@pytest.mark.parametrize("text", [
    "Destroy target creature with power X or less.",
    "Destroy target creature with toughness X or less.",
    "Destroy each creature with power X or less.",
])
def test_107_3_power_x_or_less_reads_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Glare {{X}}{{B}}\nSorcery\n{text}")) == [text]


def test_107_3_lyre_reads_as_printed() -> None:
    assert rules_text(LYRE) == ["{X}, {T}: Tap target creature with power X or less."]


@pytest.mark.parametrize("text", [
    "Artifact\nWhenever a creature enters, destroy target creature with power X or less.",  # a trigger has no X
    "Sorcery\nSearch your library for a creature card with power X or less, reveal it, put it into your hand, then "
    "shuffle.",  # a search keeps only a mana value limit
    "Sorcery\nReturn each creature your opponents control with toughness X or less to its owner's hand, where X is "
    "the number of Islands you control.",  # X defined by the sentence, not the spell's own
])
def test_107_3_power_x_where_nothing_reads_it_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        card(f"Test Probe {{X}}{{G}}\n{text}")


def test_107_3c_mana_value_x_or_less_with_x_defined_by_the_sentence_is_refused() -> None:
    """"... with mana value X or less ..., where X is the number of lands you control": the definition replaces
    amounts, not the description's flag, which would read the spell's own X (0), so the card is refused."""
    import pytest

    from kitchentable.cards.errors import CardError
    from tests.cards.card_text import card

    with pytest.raises(CardError, match="where the sentence defines X"):
        card("Test Call {2}{G}\nSorcery\nReturn target creature card with mana value X or less from your graveyard "
             "to the battlefield, where X is the number of lands you control.")
    card("Test Rally {X}{G}\nSorcery\nReturn target creature card with mana value X or less from your graveyard to the "
         "battlefield.")
