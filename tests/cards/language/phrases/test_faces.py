"""Tests of `cards.language.phrases.faces`: faces (708, 710, 711, 712). Each compiles a small card text of our
own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.concepts.mana import ManaCost


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def test_702_37a_morph_cost_compiles_and_renders() -> None:
    card = _card("Shapeshifter {3}{U}\nCreature — Shapeshifter 3/3\nMorph {1}{U}\n"
                 "When Shapeshifter is turned face up, draw a card.")
    assert card.morph is not None and card.morph.mana == ManaCost.parse("{1}{U}") and not card.megamorph
    text = render(card)
    assert "Morph {1}{U} (702.37a" in text
    assert "When this is turned face up, draw a card." in text


def test_702_37b_megamorph_with_a_non_mana_cost() -> None:
    card = _card("Life Shifter {5}{B}\nCreature — Horror 5/5\nMegamorph—Pay 5 life.")
    assert card.megamorph and card.morph is not None and card.morph.life == 5 and card.morph.mana is None
    assert "Megamorph—Pay 5 life" in render(card)


def test_702_37_an_unknown_morph_cost_is_a_load_error_naming_it() -> None:
    with pytest.raises(CardError) as err:
        _card("Odd Shifter {2}{W}\nCreature — Human 2/2\nMorph—Juggle three balls.")
    assert "morph" in str(err.value).lower()


def test_701_28_transform_and_the_werewolf_conditions_render() -> None:
    card = _card("@layout transform\nVillage Pup {1}{G}\nCreature — Human Werewolf 2/2\n"
                 "At the beginning of each upkeep, if no spells were cast last turn, transform Village Pup.\n//\n"
                 "@color green\nHowling Pup\nCreature — Werewolf 4/4\n"
                 "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Howling Pup.")
    text = render(card)
    assert "At the beginning of each upkeep, if no spells were cast last turn, transform this." in text
    assert "if a player cast two or more spells last turn, transform this." in text
    assert "Howling Pup  (color indicator: green)" in text


def test_710_flip_and_701_34_manifest_compile() -> None:
    flip = _card("@layout flip\nDojo Pupil {1}{G}\nCreature — Human Monk 2/2\n"
                 "At the beginning of the end step, if there are two or more ki counters on Dojo Pupil, you may flip it."
                 "\n//\nOak Toppler {1}{G}\nLegendary Creature — Spirit 4/3")
    assert flip.triggered[0].intervening_if is not None
    assert flip.triggered[0].intervening_if.name == "ki"
    plan = _card("Secret Plan {1}{G}\nSorcery\nManifest the top card of your library, then put a +1/+1 counter on it.")
    assert plan.spell is not None
    effects = plan.spell.modes[0].effects
    assert [e.kind for e in effects] == ["manifest", "add_counters"]
    assert effects[1].subject.kind == "it"  # type: ignore[attr-defined]


def test_701_62a_manifest_dread_then_counters_on_that_creature_go_on_the_manifested_permanent() -> None:
    from kitchentable.cards.render import rules_text
    from kitchentable.scenario import Scenario

    gym = _card("Test Gym {1}{G}\nSorcery\nManifest dread, then put three +1/+1 counters on that creature.")
    assert rules_text(gym)[0].startswith("Manifest dread, then put three +1/+1 counters on that creature.")
    s = Scenario()
    spell = s.hand(0, gym)
    s.many(0, "library", ["Forest", "Forest"])
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    for _ in range(10):
        if not game.state.stack_ids():
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    (manifested,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert game.state.objects[manifested].counters.get("+1/+1") == 3
