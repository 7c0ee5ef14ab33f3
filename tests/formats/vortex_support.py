"""Cards and helpers shared by the Vortex tests: a small test pool built from the ability vocabulary, and
scenario helpers that put cards into the shoe, packs and the passed pack."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game
from kitchentable.formats.vortex import PASSED_KEY, SHOE_KEY, UNOWNED, pack_key
from kitchentable.rules.abilities import (
    CardDef,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.scenario import Scenario

from ..rules.cards import (
    BEARS,
    BOLT,
    COLOSSUS,
    DIVINATION,
    FOREST,
    GIANT_GROWTH,
    ISLAND,
    MOUNTAIN,
    PLAINS,
    SERRA,
    SHOCK,
    SWAMP,
    SWIFTSPEAR,
    TRAMPLER,
)

C = ManaCost.parse
PLAYER = Filter(only_players=True)
CREATURE = Filter(types=frozenset({"Creature"}))
BASIC_LAND = Filter(types=frozenset({"Land"}), supertypes=frozenset({"Basic"}))


def sorcery(name: str, cost: str, *effects: Any, targets: tuple[TargetSpec, ...] = (),
            instant: bool = False) -> CardDef:
    return CardDef(name=name, mana_cost=C(cost), types=frozenset({"Instant" if instant else "Sorcery"}),
                   spell=Modal((Mode(tuple(effects), targets),)))


OPT = sorcery("Quick Study", "{U}", Simple("draw", Ref("you"), fixed(1)), instant=True)
MILL = sorcery("Thought Drain", "{U}", Simple("mill", Ref("target", 0), fixed(2)), targets=(TargetSpec(PLAYER),))
SEARCH = sorcery("Land Hunt", "{G}", Simple("search_library", Ref("you"), fixed(1),
                                              params=(("filter", BASIC_LAND), ("to", "hand"))))
SCRY = sorcery("Glimpse", "{U}", Simple("scry", Ref("you"), fixed(1)))
TUCK = sorcery("Send Back", "{W}", Simple("put_on_library_top", Ref("target", 0)), targets=(TargetSpec(CREATURE),),
               instant=True)
SHUFFLE_IN = sorcery("Recycle", "{G}", Simple("shuffle_into_library", Ref("target", 0)),
                     targets=(TargetSpec(CREATURE),))
DRAW_WATCHER = CardDef(
    name="Page Keeper", mana_cost=C("{1}{U}"), types=frozenset({"Creature"}), subtypes=frozenset({"Wizard"}),
    power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("draw"), Modal((Mode((Simple("gain_life", Ref("you"), fixed(1)),)),)),
                                text="Whenever you draw a card, you gain 1 life."),))

BASICS = (PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST)
SPELLS = (BEARS, BOLT, COLOSSUS, DIVINATION, GIANT_GROWTH, SERRA, SHOCK, SWIFTSPEAR, TRAMPLER, OPT, MILL, SEARCH,
          SCRY, TUCK, SHUFFLE_IN, DRAW_WATCHER)
LOOKUP: dict[str, CardDef] = {c.name: c for c in (*BASICS, *SPELLS)}


def pool_names(copies: int = 3, lands: int = 4) -> list[str]:
    """A test pool: `copies` of every spell and `lands` of every basic land, by name."""
    return [c.name for c in SPELLS] * copies + [c.name for c in BASICS] * lands


def new_game(players: int, seed: int = 1, **options: Any) -> Game:
    options.setdefault("pool", pool_names())
    return Game("vortex", [], seed, players=players, options=options, pool=LOOKUP)


def shoe(s: Scenario, *cards: CardDef) -> list[int]:
    """Put cards on top of the shoe (the last one given is the top), unowned."""
    return [s.state.new_object(c, UNOWNED, SHOE_KEY).id for c in cards]


def pack(s: Scenario, seat: int, *cards: CardDef) -> list[int]:
    return [s.state.new_object(c, seat, pack_key(seat)).id for c in cards]


def passed(s: Scenario, *cards: CardDef) -> list[int]:
    return [s.state.new_object(c, UNOWNED, PASSED_KEY).id for c in cards]


def names(game: Game, key: tuple[str, int]) -> list[str]:
    return sorted(game.state.objects[oid].card.name for oid in game.state.zones.get(key, []))


def logged(game: Game, kind: str) -> list[tuple[Any, ...]]:
    return [ev.data for ev in game.state.log if ev.kind == kind]
