"""Tests of `cards.language.phrases.treasure_mana` and `rules.concepts.treasure_mana`: "if mana from a Treasure was
spent to cast ~" (601.2h; a Treasure, 111.10a). The Treasure is activated while the spell is paid for (601.2g); its
mana is spent first on the spell and the spell (then the permanent) remembers it. Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.language.compile import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, scenario, settle

HOARD = card("Test Hoard\nArtifact — Treasure\n{T}, Sacrifice this artifact: Add one mana of any color.")
SELLSWORD = card("Test Sellsword {1}{R}\nCreature — Dragon Warrior 2/2\nWhen Test Sellsword enters, if mana from a "
                 "Treasure was spent to cast it, it gains first strike and haste until end of turn.")
BRIBE = card("Test Bribe {R}\nSorcery\nTarget creature gets +1/+0 until end of turn. If mana from a Treasure was "
             "spent to cast this spell, that creature gets +2/+0 until end of turn.")


def _board() -> tuple[Scenario, int, int]:
    s = scenario()
    s.battlefield(0, "Mountain")
    return s, s.battlefield(0, HOARD), s.hand(0, SELLSWORD)


def test_601_2h_treasure_mana_spent_to_cast_the_creature_is_remembered_as_it_enters() -> None:
    s, hoard, sword = _board()
    game = s.start("main1")
    game.apply(("cast", sword))
    assert ("mana", hoard, 0, "R") in game.legal_actions()  # 601.2g: the Treasure, activated while paying
    game.apply(("mana", hoard, 0, "R"))
    game.apply(("pay",))
    settle(game)
    [new] = named(game, "Test Sellsword")
    assert {"first strike", "haste"} <= chars(game.state, new).keywords
    assert hoard not in game.state.objects or game.state.objects[hoard].zone[0] != "battlefield"


def test_601_2h_no_treasure_mana_spent_no_bonus() -> None:
    s, _hoard, sword = _board()
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", sword))
    game.apply(("pay",))  # the automatic payment taps the two Mountains and never sacrifices the Treasure
    settle(game)
    [new] = named(game, "Test Sellsword")
    assert "haste" not in chars(game.state, new).keywords
    assert named(game, "Test Hoard")


def test_601_2h_treasure_mana_spent_on_an_earlier_spell_is_gone() -> None:
    """The Treasure's {R} floats; a spell cast with it takes the Treasure mana, the next spell pays with the
    Mountains' mana only."""
    s = scenario()
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    hoard = s.battlefield(0, HOARD)
    bear = s.battlefield(1, "Grizzly Bears")
    bribe = s.hand(0, BRIBE)
    sword = s.hand(0, SELLSWORD)
    game = s.start("main1")
    game.apply(("cast", bribe))
    game.apply(("target", bear))
    game.apply(("mana", hoard, 0, "R"))
    game.apply(("pay",))
    settle(game)
    assert chars(game.state, bear).power == 2 + 1 + 2  # the spell's own +1 and the Treasure bonus
    game.apply(("cast", sword))
    game.apply(("pay",))
    settle(game)
    [new] = named(game, "Test Sellsword")
    assert "haste" not in chars(game.state, new).keywords


def test_601_2h_mana_paid_without_a_choice_spends_ordinary_mana_first() -> None:
    """The pool holds {R} from a Treasure and {R} from a Mountain; a cost paid without a choice of which mana
    takes the ordinary {R}, so the Treasure {R} is still there for the spell."""
    from kitchentable.rules.concepts.mana import ManaPool

    pool = ManaPool()
    pool.add("R")
    pool.from_treasure["R"] = 1
    pool.add("R")  # a Mountain's
    pool.amounts["R"] -= 1  # an ability's {R}
    pool.add("G")
    assert pool.from_treasure == {"R": 1}
    pool.amounts["R"] -= 1
    pool.add("G")
    assert pool.from_treasure == {}


def test_treasure_condition_renders_as_printed() -> None:
    assert "When this enters, if mana from a Treasure was spent to cast it, " in render(SELLSWORD)
    assert "If mana from a Treasure was spent to cast this spell, that creature gets +2/+0" in render(BRIBE)


def test_603_4_treasure_mana_of_a_cast_trigger_is_refused() -> None:
    """"Whenever you cast a spell, if mana from a Treasure was spent to cast it": "it" is the spell cast, which the
    condition can't name yet, so the card is refused rather than asking about the ability's source."""
    with pytest.raises(CardError):
        card("Test Hoarder {2}{R}\nCreature — Dragon 2/2\nWhenever you cast a spell, if mana from a Treasure was "
             "spent to cast it, you draw a card and you lose 1 life.")
