"""Static abilities about the top card of a library (Future Sight, Courser of Kruphix, Vizier of the Menagerie).

StaticAbility kind "library_top", for its controller's library, with params:
- "reveal": "Play with the top card of your library revealed." (the top card is public: every player's
  observation shows it, 401.2 made public); with "all_players", "Players play with the top card of their
  libraries revealed." (every library's top card, whoever controls the ability);
- "look": "You may look at the top card of your library any time." (its controller's observation shows it);
- "lands": "You may play lands from the top of your library." (305.1 from another zone: a land play, at the
  times a land may be played from the hand, 305.2-305.3);
- "spells": a description of the spells that may be cast from the top ("You may cast creature spells from the
  top of your library."; every spell for "You may play the top card of your library." / "play lands and cast
  spells"), cast by the ordinary 601.2 procedure with the ordinary timing (307.1), as `("cast", id, "library_top")`;
  "spells_any": several descriptions, a spell matching any of them ("spells with flash or flying", "artifact
  spells and colorless nonland spells");
- "once": "Once each turn, you may cast <a spell> from the top of your library." (Assemble the Players, Johann):
  the permission lets one spell be cast each turn; a spell cast from the top while only such permissions cover
  it uses the first unused one (remembered in `turn_facts` under its source, so a new object is a new
  permission, 400.7). A spell another, unlimited permission covers uses none.

The abilities in play are found from the printed static abilities (`layers.printed_static_sources`, remembered
with that list), so a game without such a card pays one dictionary read per legal-action list.
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, Filter, StaticAbility
from kitchentable.rules.casting.casting import as_spell_becomes_cast
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.continuous.layers import chars, printed_static_kinds, static_sources
from kitchentable.rules.state import GameState

KIND = "library_top"
HOW = "library_top"
ONCE_USED = "library_top_once_used"
CAST_TAG = "cast_from_library_top"  # the tag the "library_top" cast mode gives the spell (`casting.cast_modes`)


def _in_play(state: GameState) -> bool:
    """Could any "library_top" ability be in play? One look-up in the printed kinds."""
    return KIND in printed_static_kinds(state)


def _abilities(state: GameState, seat: int) -> list[StaticAbility]:
    """The "library_top" abilities that apply to player `seat`'s library (controlled by them, after layers)."""
    if not _in_play(state):
        return []
    return [ab for _s, ab, ctl in static_sources(state) if ab.kind == KIND and (ctl == seat or ab.param("all_players"))]


def top_card(state: GameState, seat: int) -> int | None:
    lib = state.zones.get(state.rules.library_of(state, seat), [])
    return lib[-1] if lib else None


def visible_to(state: GameState, seat: int, viewer: int) -> int | None:
    """The top card of `seat`'s library if `viewer` may see it now, else None."""
    abilities = _abilities(state, seat)
    if not any(ab.param("reveal") or (ab.param("look") and viewer == seat) for ab in abilities):
        return None
    return top_card(state, seat)


def castable_from_top(state: GameState, seat: int) -> list[tuple[int, str]]:
    """The top card, if a permission lets its owner cast it as a spell (its timing and cost are checked by the
    caller like any other card's)."""
    if not _in_play(state):
        return []  # the usual answer, without building the lists below
    abilities = [ab for src, ab in _sources(state, seat) if (ab.param("spells") is not None or ab.param("spells_any"))
                 and not (ab.param("once") and state.turn_facts.get((ONCE_USED, src)))]
    top = top_card(state, seat) if abilities else None
    if top is None:
        return []
    from kitchentable.rules.concepts.targets import matches_characteristics

    c = chars(state, top)
    if "Land" in c.types:
        return []
    if any(matches_characteristics(c, flt) for ab in abilities for flt in _permitted(ab)):
        return [(top, HOW)]
    return []


def land_from_top(state: GameState, seat: int) -> int | None:
    """The top card, if it is a land card and a permission lets its owner play lands from there."""
    if not any(ab.param("lands") for ab in _abilities(state, seat)):
        return None
    top = top_card(state, seat)
    return top if top is not None and "Land" in state.objects[top].card.types else None


def _permitted(ab: StaticAbility) -> tuple[Filter, ...]:
    """The descriptions of the spells one ability lets its controller cast from the top of their library."""
    spells = ab.param("spells")
    return tuple(ab.param("spells_any", ())) + ((spells,) if spells is not None else ())


def _sources(state: GameState, seat: int) -> list[tuple[int, StaticAbility]]:
    """(source, ability) for the "library_top" abilities that apply to player `seat`'s library."""
    if not _in_play(state):
        return []
    return [(src, ab) for src, ab, ctl in static_sources(state)
            if ab.kind == KIND and (ctl == seat or ab.param("all_players"))]


@as_spell_becomes_cast("601.3")
def _once_each_turn_used(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    """A spell cast from the top of a library by a "once each turn" permission uses it up for this turn; an
    unlimited permission that covers the spell is used instead when there is one (the player's better choice)."""
    if CAST_TAG not in state.objects[c.stack_id].tags or not _in_play(state):
        return
    from kitchentable.rules.concepts.targets import matches_characteristics

    spell = chars(state, c.stack_id)
    covering = [(src, ab) for src, ab in _sources(state, c.controller)
                if any(matches_characteristics(spell, flt) for flt in _permitted(ab))]
    if not covering or any(not ab.param("once") for _src, ab in covering):
        return
    unused = [src for src, _ab in covering if not state.turn_facts.get((ONCE_USED, src))]
    if unused:
        state.turn_facts[(ONCE_USED, unused[0])] = True
