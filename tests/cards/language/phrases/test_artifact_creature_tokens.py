"""Tests of `cards.language.phrases.artifact_creature_tokens` (111.4): colored artifact creature tokens."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, scenario, settle

MURAL = card("Test Mural {3}{W}{U}\nArtifact\nWhen this artifact enters, create a 4/4 white and blue Golem artifact "
             "creature token.")


def test_111_4_a_colored_artifact_creature_token_has_its_colors_and_types() -> None:
    s = scenario()
    mural = s.hand(0, MURAL)
    lands(s, 0, 3, "Plains")
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    game.apply(("cast", mural))
    settle(game)
    (golem,) = [o for o in game.state.battlefield() if game.state.objects[o].token]
    c = chars(game.state, golem)
    assert {"Artifact", "Creature"} <= c.types and c.subtypes == frozenset({"Golem"})
    assert c.colors == frozenset({"W", "U"}) and (c.power, c.toughness) == (4, 4)


def test_111_4_it_renders_as_printed() -> None:
    assert rules_text(MURAL) == ["When this enters, create a 4/4 white and blue Golem artifact creature token."]
