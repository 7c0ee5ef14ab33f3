"""Tests of `cards.language.phrases.variable_size_tokens`: "Create an X/X green Ooze creature token." The size is
read once, as the token is created (111.3, 608.2h): from the spell's X (107.3a) or from the sentence's "where X
is" count (107.3c); afterwards the token keeps that size when the count changes (its copiable values, 707.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

OOZE_SPELL = card("Test Ooze Pot {X}{G}\nSorcery\nCreate an X/X green Ooze creature token with trample.")
OOZES = card("Test Ooze Flood {X}{X}{G}\nSorcery\nCreate X X/X green Ooze creature tokens.")
COUNTED = card("Test Golem Call {3}\nSorcery\nCreate an X/X colorless Golem artifact creature token, where X is the "
               "number of lands you control.")
HYDRA = card("Test Old Hydra {1}{B}{G}\nCreature — Hydra 0/0\nThis creature enters with three +1/+1 counters on "
             "it.\nWhen this creature dies, create an X/X black and green Hydra creature token, where X is the "
             "number of +1/+1 counters on this creature.")
SHOCK = card("Test Shock {R}\nInstant\nDestroy target creature.")


def _cast_with_x(game: object, name: str, x: int) -> None:
    game.apply(("cast", named(game, name, "hand")[0]))  # type: ignore[attr-defined]
    if game.pending["kind"] == "choose_x":  # type: ignore[attr-defined]
        game.apply(("x", x))  # type: ignore[attr-defined]
    settle(game)


def test_107_3a_an_x_by_x_token_takes_the_x_the_spell_was_cast_with() -> None:
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.hand(0, OOZE_SPELL)
    game = s.start("main1")
    _cast_with_x(game, "Test Ooze Pot", 3)
    (ooze,) = named(game, "Ooze Token")
    c = chars(game.state, ooze)
    assert (c.power, c.toughness) == (3, 3)
    assert "trample" in c.keywords and game.state.objects[ooze].card.is_token
    assert render(OOZE_SPELL).splitlines()[-1] == "Create an X/X green Ooze creature token with trample."


def test_107_3a_x_tokens_each_x_by_x() -> None:
    s = scenario()
    lands(s, 0, 5, "Forest")
    s.hand(0, OOZES)
    game = s.start("main1")
    _cast_with_x(game, "Test Ooze Flood", 2)
    oozes = named(game, "Ooze Token")
    assert len(oozes) == 2
    assert all((chars(game.state, o).power, chars(game.state, o).toughness) == (2, 2) for o in oozes)
    assert render(OOZES).splitlines()[-1] == "Create X X/X green Ooze creature tokens."


def test_608_2h_where_x_is_a_count_the_size_is_fixed_as_the_token_is_created() -> None:
    s = scenario()
    lands(s, 0, 3, "Plains")
    s.hand(0, COUNTED)
    game = s.start("main1")
    _cast_with_x(game, "Test Golem Call", 0)
    (golem,) = named(game, "Golem Token")
    assert (chars(game.state, golem).power, chars(game.state, golem).toughness) == (3, 3)
    assert chars(game.state, golem).types == frozenset({"Artifact", "Creature"})
    assert not chars(game.state, golem).colors
    s.battlefield(0, card("Test Plains Two\nLand"))
    # 111.3: a land arriving later does not grow it: the number was written into the token as it was created
    lands_now = len([o for o in game.state.battlefield() if "Land" in chars(game.state, o).types])
    assert lands_now == 4 and chars(game.state, golem).power == 3
    assert render(COUNTED).splitlines()[-1] == ("Create an X/X colorless Golem artifact creature token, where X is "
                                                 "the number of lands you control.")


def test_111_3_a_dies_trigger_sizes_its_token_from_the_counters_the_creature_had() -> None:
    s = scenario()
    lands(s, 0, 1, "Mountain")
    s.battlefield(0, HYDRA, counters={"+1/+1": 3})
    s.hand(0, SHOCK)
    game = s.start("main1")
    (hydra,) = named(game, "Test Old Hydra")
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    settle(game, answers=(("target", hydra),))
    assert not named(game, "Test Old Hydra")
    (token,) = named(game, "Hydra Token")
    c = chars(game.state, token)
    assert (c.power, c.toughness) == (3, 3)  # last known information: the three counters it died with
    assert c.colors == frozenset({"B", "G"})


def test_111_1_a_tapped_x_by_x_enchantment_creature_token() -> None:
    tapped = card("Test Sleepy Ooze {X}{G}\nSorcery\nCreate a tapped X/X green Ooze creature token.")
    dryad = card("Test Dream Dryad {X}{G}\nSorcery\nCreate an X/X green Dryad enchantment creature token.")
    s = scenario()
    lands(s, 0, 6, "Forest")
    s.hand(0, tapped)
    s.hand(0, dryad)
    game = s.start("main1")
    _cast_with_x(game, "Test Sleepy Ooze", 2)
    _cast_with_x(game, "Test Dream Dryad", 2)
    (ooze,) = named(game, "Ooze Token")
    (spirit,) = named(game, "Dryad Token")
    assert game.state.objects[ooze].tapped and chars(game.state, ooze).power == 2
    assert chars(game.state, spirit).types == frozenset({"Enchantment", "Creature"})
    assert chars(game.state, spirit).toughness == 2
    assert render(tapped).splitlines()[-1] == "Create a tapped X/X green Ooze creature token."
    assert render(dryad).splitlines()[-1] == "Create an X/X green Dryad enchantment creature token."


def test_107_3a_an_activated_abilitys_x_sizes_its_token() -> None:
    pot = card("Test Ooze Vat {2}{G}\nEnchantment\n{X}{G}: Create an X/X green Ooze creature token. Activate only as "
               "a sorcery.")
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.battlefield(0, pot)
    game = s.start("main1")
    game.apply(("activate", named(game, "Test Ooze Vat")[0], 0))
    game.apply(("x", 3))
    settle(game)
    (ooze,) = named(game, "Ooze Token")
    assert (chars(game.state, ooze).power, chars(game.state, ooze).toughness) == (3, 3)
