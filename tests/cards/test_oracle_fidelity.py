"""Pool cards that compiled to something other than their Oracle text (issue 19, class b of
oracle_mismatches.tsv), each played in a scenario and checked against the rule its text uses."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario, resolve_stack


def _decisions(game: Any, until: Any) -> list[tuple[int, str]]:
    """Play by passing, answering each decision with its first option, until `until(game)`; the decisions seen."""
    seen: list[tuple[int, str]] = []
    for _ in range(60):
        if until(game):
            return seen
        seen.append((game.pending["player"], game.pending["kind"]))
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError("did not finish")


def test_701_8b_hymn_to_tourach_discards_at_random_without_asking() -> None:
    s = Scenario()
    hymn = s.hand(0, "Hymn to Tourach")
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.many(1, "hand", ["Island", "Forest", "Plains", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", hymn))
    game.apply(("target", ("player", 1)))
    seen = _decisions(game, lambda g: not g.state.stack_ids() and g.pending["kind"] == "priority"
                      and g.pending["player"] == 0 and len(g.state.zone("graveyard", 1)) == 2)
    assert all(player == 0 or kind == "priority" for player, kind in seen)  # the discarding player chose nothing
    assert len(game.state.zone("hand", 1)) == 2


def _search_with_scrying(card: str = "Sylvan Scrying") -> Any:
    s = Scenario()
    spell = s.hand(0, card)
    s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    s.many(0, "library", ["Swamp", "Island", "Grizzly Bears", "Forest"])
    s.many(1, "library", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "search":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    return game


def test_701_16a_a_search_that_says_reveal_shows_the_card_found_to_every_player() -> None:
    game = _search_with_scrying()
    island = next(a for a in game.legal_actions() if a[0] == "find" and game.state.objects[a[1]].card.name == "Island")
    game.apply(island)
    resolve_stack(game)
    assert "Island" in [game.state.objects[o].card.name for o in game.state.zone("hand", 0)]
    revealed = [line for line in game.log_text(viewer=1) if "reveal" in line.lower()]
    assert revealed and "Island" in revealed[-1]  # the opponent reads which card was found


def test_701_16a_a_search_without_reveal_keeps_the_card_hidden() -> None:
    """Rampant Growth's land is put onto the battlefield (public anyway); a search to the hand that doesn't
    say "reveal" names nothing to the opponent."""
    from kitchentable.cards.files.cardfile import parse_text
    from kitchentable.cards.language.compile import compile_card

    tutor = compile_card(parse_text("Quiet Tutor {1}{G}\nSorcery\nSearch your library for a land card, put it "
                                    "into your hand, then shuffle.\n", "test")[0])
    s = Scenario()
    spell = s.hand(0, tutor)
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.many(0, "library", ["Swamp", "Island", "Forest"])
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "search":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    game.apply(next(a for a in game.legal_actions() if a[0] == "find"
                    and game.state.objects[a[1]].card.name == "Island"))
    resolve_stack(game)
    assert not any("Island" in line for line in game.log_text(viewer=1))


def test_701_19_cultivate_reveals_both_lands_and_may_find_fewer() -> None:
    """"Up to two": the searcher may stop after one (or none); each land found is revealed."""
    game = _search_with_scrying("Cultivate")
    assert ("find_none",) in game.legal_actions()
    forest = next(a for a in game.legal_actions() if a[0] == "find" and len(a) == 2
                  and game.state.objects[a[1]].card.name == "Forest")
    game.apply(forest)  # onto the battlefield tapped
    assert game.pending["kind"] == "search" and ("find_none",) in game.legal_actions()
    game.apply(("find_none",))
    resolve_stack(game)
    assert any("Forest" in line and "reveal" in line.lower() for line in game.log_text(viewer=1))


def test_603_10a_this_or_another_zombie_triggers_for_this_creature_whatever_its_types() -> None:
    """"Whenever ~ or another Zombie you control dies" (Undead Augur's template) names this creature itself, not
    "a Zombie you control": a Human with it triggers on its own death, and not on another Human's."""
    from tests.rules.keyword_support import card

    mourner = card("Test Mourner {B}{B}\nCreature — Human 2/2\nWhenever Test Mourner or another Zombie you control "
                   "dies, you draw a card and you lose 1 life.")
    for victim_is_mourner in (True, False):
        s = Scenario()
        bolt = s.hand(1, "Lightning Bolt")
        s.battlefield(1, "Mountain")
        mine = s.battlefield(0, mourner)
        other = s.battlefield(0, "Grizzly Bears")
        s.many(0, "library", ["Swamp"] * 3)
        game = s.start("main1", active=1)
        game.apply(("cast", bolt))
        game.apply(("target", mine if victim_is_mourner else other))
        game.apply(("pay",))
        resolve_stack(game)
        drew = len(game.state.zone("hand", 0)) == 1
        assert drew == victim_is_mourner and game.state.players[0].life == (19 if victim_is_mourner else 20)
