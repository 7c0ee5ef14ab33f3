"""Aftermath (702.127a): the aftermath half of a split card is cast only from its owner's graveyard, for its own
mana cost, and is exiled as it leaves the stack; the other half is cast from the hand as usual."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND
from kitchentable.scenario import Scenario

CARDS = """
@layout aftermath
Ember Lash {1}{R}
Instant
Ember Lash deals 2 damage to any target.
//
Cinder Tide {2}{U}
Sorcery
Aftermath
Draw two cards.

Grizzly Bears {1}{G}
Creature — Bear 2/2

Counterspell {U}{U}
Instant
Counter target spell.
"""


def _pool() -> CardPool:
    pool = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        pool.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "aftermath"):
        pool.add(compile_card(raw))
    return pool


POOL = _pool()


def _casts(game: object, oid: int) -> list[tuple[object, ...]]:
    return [a for a in game.legal_actions() if a[0] == "cast" and a[1] == oid]  # type: ignore[attr-defined]


def _names(game: object, kind: str) -> list[str]:
    st = game.state  # type: ignore[attr-defined]
    return [st.objects[o].card.name for (k, _s), ids in st.zones.items() if k == kind for o in ids]


def _settle(game: object) -> None:
    for _ in range(50):
        if not game.state.stack_ids():  # type: ignore[attr-defined]
            return
        game.apply(("pass",))  # type: ignore[attr-defined]


def test_702_127a_aftermath_half_is_cast_only_from_the_graveyard_then_exiled() -> None:
    s = Scenario(pool=POOL)
    card = s.graveyard(0, "Ember Lash")
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    s.many(0, "library", ["Island", "Island", "Island"])
    game = s.start("main1")
    assert _casts(game, card) == [("cast", card, "aftermath")]  # not the first half from the graveyard
    game.apply(("cast", card, "aftermath"))
    (spell,) = game.state.stack_ids()
    assert game.state.objects[spell].card.name == "Cinder Tide"  # 709.3b: only that half on the stack
    game.apply(("pay",))
    hand_before = len(game.state.zone(HAND, 0))
    _settle(game)
    assert len(game.state.zone(HAND, 0)) == hand_before + 2
    assert _names(game, EXILE) == ["Ember Lash // Cinder Tide"]  # the whole card again, in exile
    assert not game.state.zone(GRAVEYARD, 0)


def test_702_127a_aftermath_half_is_not_offered_from_the_hand() -> None:
    s = Scenario(pool=POOL)
    card = s.hand(0, "Ember Lash")
    s.many(0, "battlefield", ["Island", "Island", "Island", "Mountain", "Mountain"])
    game = s.start("main1")
    assert _casts(game, card) == [("cast", card)]  # the first half only


def test_702_127a_a_countered_aftermath_spell_is_exiled() -> None:
    s = Scenario(pool=POOL)
    card = s.graveyard(0, "Ember Lash")
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    counter = s.hand(1, "Counterspell")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", card, "aftermath"))
    game.apply(("pay",))
    (spell,) = game.state.stack_ids()
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", spell))
    game.apply(("pay",))
    _settle(game)
    assert _names(game, EXILE) == ["Ember Lash // Cinder Tide"]


def test_702_127a_aftermath_sorcery_half_keeps_sorcery_timing() -> None:
    s = Scenario(pool=POOL)
    card = s.graveyard(0, "Ember Lash")
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    game = s.start("upkeep")
    assert not _casts(game, card)
