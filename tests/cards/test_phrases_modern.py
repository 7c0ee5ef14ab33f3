"""Today's Oracle wording (the `modern` block of grammar.lark): each template compiles to the same kernel
effects as the older wording it replaced word for word, and the new templates play by their rules."""

from __future__ import annotations

from kitchentable.cards.cardfile import parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario
from tests.cards.harness import drive


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def test_701_20a_shuffle_alone_is_shuffle_your_library() -> None:
    """Since 2020 Oracle says "Shuffle." where it said "Shuffle your library." (Mindmoil-style costs)."""
    old = _card("Old Shuffler {1}\nArtifact\n{1}, {T}: Shuffle your library.")
    new = _card("New Shuffler {1}\nArtifact\n{1}, {T}: Shuffle.")
    assert old.activated[0].effect == new.activated[0].effect
    (effect,) = new.activated[0].effect.modes[0].effects  # type: ignore[union-attr]
    assert effect.kind == "shuffle"


def test_701_20a_if_you_do_shuffle() -> None:
    """"You may search ... If you do, shuffle." compiles as the older "If you do, shuffle your library."."""
    text = ("Seeker {G}\nSorcery\nYou may search your library for a Goblin card, reveal that card, and put it into your "
            "hand. If you do, shuffle@.")
    assert _card(text.replace("@", "")).spell == _card(text.replace("@", " your library")).spell


def _spike() -> CardDef:
    return _card("Modern Spike {R}\nSorcery\nModern Spike deals 3 damage to target opponent or planeswalker.")


def _walker() -> CardDef:
    return _card("Test Walker {2}{R}\nLegendary Planeswalker — Chandra loyalty 4\n+1: You gain 1 life.")


def _targets_offered(walker_seat: int) -> tuple[set[object], int, object]:
    s = Scenario(options={"idle_mana_abilities": True})
    walker = s.battlefield(walker_seat, _walker())
    s.battlefield(0, "Mountain")
    spike = s.hand(0, _spike())
    game = s.start("main1")
    game.apply(("cast", spike))
    offered = {o[1] for o in game.legal_actions() if o[0] == "target"}
    return offered, walker, game


def test_115_4_target_opponent_or_planeswalker_offers_opponents_and_every_planeswalker() -> None:
    """Lava Spike's 2018 wording: an opponent or a planeswalker (anyone's), never the caster."""
    offered, walker, _ = _targets_offered(0)
    assert ("player", 1) in offered and walker in offered and ("player", 0) not in offered


def test_120_3c_damage_to_target_opponent_or_planeswalker_removes_loyalty() -> None:
    offered, walker, game = _targets_offered(1)
    assert walker in offered
    game.apply(("target", walker))
    drive(game, [])
    assert game.state.objects[walker].counters["loyalty"] == 1
    assert game.state.players[1].life == 20
