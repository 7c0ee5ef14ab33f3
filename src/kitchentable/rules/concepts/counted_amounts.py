"""Amounts today's Oracle text counts across objects and players (608.2h: counted as the effect happens, or each
time the layers are applied for a static ability, 613.4c):

- "the greatest power among creatures you control / creature cards in your graveyard" and "the greatest mana value
  among ..." (0 when there is none: an empty set has no greatest value, and a count of nothing is 0, 107.1);
- "the number of card types among cards in all graveyards / your graveyard / your opponents' graveyards" (205.2a:
  the card types; a card in a graveyard has only its front face's characteristics, 711.4a / 712.8a);
- "the total power of creatures you control" and "the total mana value of ..." (summed);
- "the amount of life you gained this turn" (119.3: the life gain events of this turn, counted by
  `events.gain_life`);
- "for each experience counter you have", "the number of experience counters you have" (122.1: counters on a
  player), and "you get an experience counter" (the effect that gives them);
- "for each opponent who controls fewer creatures than you" (each opponent counted once, comparing the permanents
  each player controls now).

Each is an `Amount` kind registered with the core's `AMOUNT_KINDS` (`rules.stack.amounts`); the condition "you
control the creature with the greatest power or tied for the greatest power" is registered with `@condition`."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.rules.abilities import Amount, Condition, Simple
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.records import replace
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, players_of, value
from kitchentable.rules.state import GRAVEYARD, LIBRARY, GameState

GREATEST_POWER = "greatest_power"
GREATEST_MANA_VALUE = "greatest_mana_value"
GREATEST_TOUGHNESS = "greatest_toughness"
TOTAL_POWER = "total_power"
TOTAL_MANA_VALUE = "total_mana_value"
CARD_TYPES_IN_GRAVEYARDS = "card_types_in_graveyards"
CARD_TYPES_IN_GRAVEYARDS_EACH = "card_types_in_graveyards_each"
LIFE_GAINED_THIS_TURN = "life_gained_this_turn"
PLAYER_COUNTERS = "player_counters"
PLAYER_COUNTERS_NUMBER = "player_counters_number"
OPPONENTS_WITH_FEWER = "opponents_with_fewer"

CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
                        "Planeswalker", "Sorcery", "Tribal"})
"""205.2a's card types (Tribal is the older name of Kindred; a card has one or the other)."""


def _greatest(state: GameState, a: Amount, controller: int, source: int | None, stat: str) -> int:
    assert a.filter is not None
    best = 0
    for oid in matching_objects(state, a.filter, controller, source):
        c = chars(state, oid)
        value = c.mana_value if stat == "mana_value" else (c.power if stat == "power" else c.toughness)
        best = max(best, value or 0)
    return best


@amount_kind(GREATEST_POWER)
def greatest_power(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the greatest power among creatures you control" (its power now, layers applied, 613), or among creature
    cards in a graveyard (the card's printed power); 0 when there is none."""
    return _greatest(state, a, controller, source, "power")


@amount_kind(GREATEST_TOUGHNESS)
def greatest_toughness(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the greatest toughness among creatures you control"; 0 when there is none."""
    return _greatest(state, a, controller, source, "toughness")


@amount_kind(GREATEST_MANA_VALUE)
def greatest_mana_value(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the greatest mana value among ..." (202.3); 0 when there is none."""
    return _greatest(state, a, controller, source, "mana_value")


@amount_kind(TOTAL_POWER)
def total_power(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the total power of creatures you control": their powers now (613) added (a negative power adds 0 here, as
    a count is never below 0, 107.1b)."""
    assert a.filter is not None
    return sum(max(0, chars(state, oid).power or 0) for oid in matching_objects(state, a.filter, controller, source))


@amount_kind(TOTAL_MANA_VALUE)
def total_mana_value(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the total mana value of noncreature artifacts you control" (202.3)."""
    assert a.filter is not None
    return sum(chars(state, oid).mana_value for oid in matching_objects(state, a.filter, controller, source))


def _graveyard_seats(state: GameState, whose: str, controller: int) -> list[int]:
    if whose == "you":
        return [controller]
    if whose == "opponents":
        return list(state.opponents(controller))
    return list(range(len(state.players)))


@amount_kind(CARD_TYPES_IN_GRAVEYARDS)
@amount_kind(CARD_TYPES_IN_GRAVEYARDS_EACH)
def card_types_in_graveyards(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of card types among cards in all graveyards" (Tarmogoyf; `a.name` "all", "you" or
    "opponents"), or "for each card type among cards in your graveyard" (the "_each" kind, said that way): each of
    205.2a's card types counted once if any card there has it."""
    found: set[str] = set()
    for seat in _graveyard_seats(state, a.name or "all", controller):
        key = state.rules.graveyard_of(state, seat) if state.rules else (GRAVEYARD, seat)
        for oid in state.zones.get(key, []):
            found |= set(chars(state, oid).types) & CARD_TYPES
    if "Tribal" in found and "Kindred" in found:
        found.discard("Tribal")
    return len(found)


@amount_kind(LIFE_GAINED_THIS_TURN)
def life_gained_this_turn(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the amount of life you gained this turn" (119.3): the sum of this turn's life gains of that player."""
    return int(state.turn_facts.get(("gained_life", controller), 0))


@amount_kind(PLAYER_COUNTERS)
@amount_kind(PLAYER_COUNTERS_NUMBER)
def player_counters(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"for each experience counter you have" / "the number of experience counters you have" (122.1; two kinds,
    so that each is said as written): the counters of kind `a.name` on the player."""
    return int(state.players[controller].counters.get(a.name or "", 0))


@amount_kind(OPPONENTS_WITH_FEWER)
def opponents_with_fewer(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"for each opponent who controls fewer creatures than you": the permanents of the description each player
    controls now, compared with yours; each such opponent counts once."""
    assert a.filter is not None
    mine = len(matching_objects(state, replace(a.filter, controller="you"), controller, source))
    fewer = 0
    for seat in state.opponents(controller):
        if not state.players[seat].in_game:
            continue
        theirs = len(matching_objects(state, replace(a.filter, controller="you"), seat, source))
        fewer += theirs < mine
    return fewer


PLAYER_COUNTERS_GIVEN: dict[str, Callable[[GameState, int], None]] = {}
"""What a mechanic does when a player gets counters of its kind (rad counters start their inherent trigger)."""


@executor("get_player_counters")
def get_player_counters(state: GameState, rid: int, eff: Simple) -> None:
    """"You get an experience counter." (122.1: counters on a player; they stay from turn to turn)."""
    n = value(state, rid, eff.amount)
    kind = str(eff.param("counter", ""))
    for seat in players_of(state, rid, eff.subject) if n > 0 and kind else ():
        counters = state.players[seat].counters
        counters[kind] = counters.get(kind, 0) + n
        state.log_event("122.1", "player_counters", seat, kind, n)
        if kind in PLAYER_COUNTERS_GIVEN:
            PLAYER_COUNTERS_GIVEN[kind](state, seat)


@condition("controls_greatest_power")
def controls_greatest_power(state: GameState, cond: Condition, controller: int, source: int | None,
                            ctx: object | None = None) -> bool:
    """"you control the creature with the greatest power or tied for the greatest power": you control a creature
    and no creature on the battlefield has greater power than the greatest among yours."""
    mine, best = -10**9, -10**9
    for oid in state.battlefield():
        c = chars(state, oid)
        if "Creature" not in c.types:
            continue
        power = c.power or 0
        best = max(best, power)
        if c.controller == controller:
            mine = max(mine, power)
    return mine > -10**9 and mine == best


def _graveyard_cards(state: GameState, whose: str, controller: int) -> list[int]:
    out: list[int] = []
    for seat in _graveyard_seats(state, whose, controller):
        key = state.rules.graveyard_of(state, seat) if state.rules else (GRAVEYARD, seat)
        out += state.zones.get(key, [])
    return out


@amount_kind("cards_in_graveyards")
def cards_in_graveyards(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of creature cards in all graveyards" / "... in your opponents' graveyards" (404.1)."""
    from kitchentable.rules.concepts.targets import matches_object

    cards = _graveyard_cards(state, a.name or "all", controller)
    if a.filter is None:
        return len(cards)
    flt = a.filter
    if flt.name == "~":  # "cards named Kindle": the source's own name (201.4b)
        if source is None or source not in state.objects:
            return 0
        flt = replace(flt, name=state.objects[source].card.name)
    return sum(1 for oid in cards if matches_object(state, oid, flt, controller, source))


@amount_kind("colors_among")
def colors_among(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of colors among permanents you control" (105.1: each of the five colors once)."""
    assert a.filter is not None
    found: set[str] = set()
    for oid in matching_objects(state, a.filter, controller, source):
        found |= set(chars(state, oid).colors)
    return len(found & set("WUBRG"))


@amount_kind("counters_among")
def counters_among(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of +1/+1 counters on creatures you control" (122.1): the counters of that kind on each."""
    assert a.filter is not None
    return sum(state.objects[oid].counters.get(a.name or "", 0)
               for oid in matching_objects(state, a.filter, controller, source))


@amount_kind("library_size")
def library_size(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of cards in your library" (401.1)."""
    return len(state.zones.get((LIBRARY, controller), []))


@amount_kind("differently_named")
def differently_named(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """"the number of differently named lands you control" (201.2: each name once)."""
    assert a.filter is not None
    return len({chars(state, oid).name for oid in matching_objects(state, a.filter, controller, source)})
