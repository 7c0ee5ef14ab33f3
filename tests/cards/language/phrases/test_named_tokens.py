"""Tests of `cards.language.phrases.named_tokens` and `cards.render.named_tokens`: tokens with a name of their own
(111.4) and legendary named tokens under the legend rule (704.5j)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

HIVE = card("Test Hive {5}\nArtifact\n{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying "
            "named Test Wasp.")
MONKEY = card("Test Monkey Call {1}{R}\nInstant\nCreate Test Ragamuffin, a legendary 2/1 red Monkey creature token.")


def _tokens(game: object) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].token]  # type: ignore[attr-defined]


def test_111_4_a_token_named_by_its_effect_has_that_name() -> None:
    assert rules_text(HIVE) == ["{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named "
                                "Test Wasp."]
    s = Scenario()
    hive = s.battlefield(0, HIVE)
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == hive))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve_stack(game)
    [wasp] = _tokens(game)
    c = chars(game.state, wasp)
    assert c.name == "Test Wasp" and c.has("flying") and c.power == 1 and c.is_type("Artifact")


def test_704_5j_a_legendary_named_token_is_subject_to_the_legend_rule() -> None:
    assert rules_text(MONKEY) == ["Create Test Ragamuffin, a legendary 2/1 red Monkey creature token."]
    s = Scenario()
    first = s.hand(0, MONKEY)
    second = s.hand(0, MONKEY)
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    for spell in (first, second):
        game.apply(("cast", spell))
        while game.pending["kind"] != "priority":
            game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
        resolve_stack(game)
    while game.pending["kind"] != "priority":  # 704.5j: the controller keeps one of the two
        game.apply(game.legal_actions()[0])
    [kept] = _tokens(game)
    assert chars(game.state, kept).name == "Test Ragamuffin" and "Legendary" in chars(game.state, kept).supertypes
