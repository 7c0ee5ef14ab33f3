"""Tests of `cards.language.phrases.card_names`: card names (201.2-201.3). Each compiles a small card text of
our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _exiled(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for (kind, _seat), ids in game.state.zones.items() if kind == "exile" for o in ids]


SCOUR = card("Test Scour {2}{W}{W}\nInstant\nExile target enchantment. Search its controller's graveyard, hand, and "
             "library for all cards with the same name as that enchantment and exile them. Then that player shuffles "
             "their library.")


CHARM = card("Test Charm {W}\nEnchantment\nYou have no maximum hand size.")


def test_701_19_search_graveyard_hand_and_library_for_cards_with_that_name() -> None:
    assert "Search its controller's graveyard, hand, and library for all cards with the same name as it" in render(SCOUR)
    s = Scenario()
    spell = s.hand(0, SCOUR)
    s.many(0, "battlefield", ["Plains"] * 4)
    target = s.battlefield(1, CHARM)
    in_hand = s.hand(1, CHARM)
    in_yard = s.graveyard(1, CHARM)
    in_library = s.library(1, CHARM)
    other = s.library(1, BEAR)
    mine = s.hand(0, CHARM)  # the caster's copy is not searched
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    exiled = [game.state.objects[o].card for (kind, _seat), ids in game.state.zones.items() if kind == "exile"
              for o in ids]
    assert exiled.count(CHARM) == 4  # the target (608.2h: its name as it last existed) and three more
    for oid in (in_hand, in_yard, in_library):
        assert oid not in game.state.objects or game.state.objects[oid].zone[0] == "exile"
    assert other in game.state.objects and game.state.objects[other].zone[0] == "library"
    assert mine in game.state.zone("hand", 0)


THERAPY = card("Test Therapy {B}\nSorcery\nName a nonland card. Target player reveals their hand and discards all "
               "cards with that name.")


MEMORICIDE = card("Test Memoricide {3}{B}\nSorcery\nChoose a nonland card name. Search target player's graveyard, "
                  "hand, and library for any number of cards with that name and exile them. Then that player "
                  "shuffles their library.")


def test_201_3_name_a_nonland_card_then_discard_all_cards_with_that_name() -> None:
    s = Scenario()
    spell = s.hand(0, THERAPY)
    s.battlefield(0, "Swamp")
    bears = [s.hand(1, BEAR), s.hand(1, BEAR)]
    ox = s.hand(1, BIG_OX)
    s.hand(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "name_card"
    named = {a[1] for a in game.legal_actions()}
    assert BEAR.name in named and "Forest" not in named  # nonland (201.3)
    game.apply(("name", BEAR.name))
    hand = game.state.zone("hand", 1)
    assert ox in hand and not any(b in hand for b in bears) and len(hand) == 2


def test_201_3_search_for_all_cards_with_the_chosen_name_and_exile_them() -> None:
    s = Scenario()
    spell = s.hand(0, MEMORICIDE)
    s.many(0, "battlefield", ["Swamp"] * 4)
    s.hand(1, BEAR)
    s.graveyard(1, BEAR)
    s.library(1, BEAR)
    ox = s.library(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("name", BEAR.name))
    answer_until_priority(game)  # the searcher takes every card found
    resolve_stack(game)
    assert len(_exiled(game)) == 3 and ox in game.state.zone("library", 1)


def test_701_19b_any_number_of_cards_with_that_name_lets_the_searcher_stop() -> None:
    """Memoricide's "any number of cards with that name": the searcher chooses which cards found to exile, one at
    a time, and may stop (701.19b); before, every such card was exiled as if the card said "all"."""
    s = Scenario()
    spell = s.hand(0, MEMORICIDE)
    s.many(0, "battlefield", ["Swamp"] * 4)
    in_hand = s.hand(1, BEAR)
    in_yard = s.graveyard(1, BEAR)
    in_library = s.library(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("name", BEAR.name))
    assert game.pending["kind"] == "exile_same_name" and game.pending["player"] == 0
    assert {a[1] for a in game.legal_actions() if a[0] == "exile"} == {in_hand, in_yard, in_library}
    game.apply(("exile", in_hand))
    assert {a[1] for a in game.legal_actions() if a[0] == "exile"} == {in_yard, in_library}
    game.apply(("done",))
    answer_until_priority(game)
    assert len(_exiled(game)) == 1
    assert in_yard in game.state.zone("graveyard", 1) and in_library in game.state.zone("library", 1)
    assert "for any number of cards with that name" in render(MEMORICIDE)


MAGE = card("Test Mage {W}{U}\nCreature — Human Wizard 2/2\nAs Test Mage enters the battlefield, name a nonland "
            "card.\nThe named card can't be cast.")


NEEDLE = card("Test Needle {1}\nArtifact\nAs Test Needle enters, choose a card name.\nActivated abilities of sources "
              "with the chosen name can't be activated unless they're mana abilities.")


PINGER = card("Test Pinger {R}\nCreature — Goblin 1/1\n{T}: Test Pinger deals 1 damage to any target.\n{T}: Add {R}.")


def _enter_naming(game, spell: int, name: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_name"
    game.apply(("name", name))


def test_201_3_spells_with_the_chosen_name_cant_be_cast() -> None:
    from kitchentable.rules.errors import IllegalAction

    s = Scenario()
    mage = s.hand(0, MAGE)
    s.many(0, "battlefield", ["Plains", "Island"])
    shock = s.hand(1, SHOCK)
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    _enter_naming(game, mage, SHOCK.name)
    resolve_stack(game)
    game.apply(("pass",))  # player 1 holds priority in player 0's main phase
    assert ("cast", shock) not in game.legal_actions()
    try:
        from kitchentable.rules.casting.casting import begin_cast

        begin_cast(game.state, 1, shock, "hand", game.state.decision)  # type: ignore[arg-type]
        raise AssertionError("casting a named card must be refused")
    except IllegalAction as err:
        assert err.rule == "101.2"


def test_201_3_activated_abilities_of_the_named_source_unless_mana_abilities() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    needle = s.hand(0, NEEDLE)
    s.battlefield(0, "Island")
    pinger = s.battlefield(1, PINGER)
    game = s.start("main1")
    _enter_naming(game, needle, PINGER.name)
    resolve_stack(game)
    game.apply(("pass",))
    options = game.legal_actions()
    assert ("activate", pinger, 0) not in options and ("mana", pinger, 1) in options
