"""Castle Magic (document 002), as the project reads it in R-CA-1..R-CA-7.

How castle creatures exist in the kernel
----------------------------------------
Each player has two zones of their own, both hidden from everyone (nobody may look, R-CA-1):

- `("castle", seat)`: the face-down castle cards. They are not in play (R-CA-6), so no kernel rule sees
  them: they are not creatures on the battlefield, can't be targeted, sacrificed, counted or destroyed.
- `("reserve", seat)`: the three stock creatures that were not dealt.

Every castle card carries its spot in `GameObject.tags` as ``"castle:<seat>:<column>:<row>"`` (row 1 in
front). Activating a castle card (R-CA-2) moves it to the battlefield under its owner's control, keeping the
tag: from then on it is an ordinary creature of that player (upkeep, sacrifice, enter triggers) that the
format's hooks recognise by the tag. A spot is vacant when no object carries its tag; nothing ever slides
forward or refills a spot (R-CA-1, R-CA-6). The face-down castle zone is kept sorted by spot, so the state
hash sees every swap.

Combat is the format's own set of frames (`combat_frames`): the attacker names a column, declares
attackers at the defending player (the kernel's 508.1 declaration, narrowed by `filter_options`), and in the
declare blockers step the defender reveals, activates or discards, may swap, and the foremost creature blocks
every attacker. Combat damage is the format's own step: attackers damage only the blocker (trample
ignored), the defender divides the blocker's damage among the attackers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.mana_abilities import produces
from kitchentable.rules.concepts.mana import ManaCost, could_produce
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.ruleset import Parameter, RuleSet
from kitchentable.rules.state import BATTLEFIELD, EXILE, Decision, GameObject, GameState, ZoneKey
from kitchentable.rules.turn.combat import Combat, can_attack, clear_combat

CASTLE = "castle"
RESERVE = "reserve"
COLUMNS = 4
ROWS = 3
STOCK_SIZE = 15
CASTLE_SIZE = COLUMNS * ROWS
ROW_BONUS = {1: 0, 2: 1, 3: 2}
SEEN = "castle:seen"
_PREFIX = "castle:"
_RECORD = "castle_attack"
_COMBAT_PHASE_STEPS = frozenset({
    "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
})

Spot = tuple[int, int]


# --- positions -------------------------------------------------------------------------------------------


def position_tag(seat: int, column: int, row: int) -> str:
    return f"{_PREFIX}{seat}:{column}:{row}"


def position(obj: GameObject) -> tuple[int, int, int] | None:
    """(castle seat, column, row) of a castle card or castle creature, or None for any other object."""
    for tag in obj.tags:
        if tag.startswith(_PREFIX) and tag != SEEN:
            seat, column, row = tag[len(_PREFIX):].split(":")
            return int(seat), int(column), int(row)
    return None


def _retag(tags: frozenset[str], seat: int, column: int, row: int) -> frozenset[str]:
    kept = frozenset(t for t in tags if not t.startswith(_PREFIX) or t == SEEN)
    return kept | {position_tag(seat, column, row)}


def is_castle_creature(state: GameState, oid: int) -> bool:
    """A face-up castle creature: on the battlefield with a castle spot (R-CA-6)."""
    o = state.objects.get(oid)
    return o is not None and o.zone[0] == BATTLEFIELD and bool(o.tags) and position(o) is not None


def grid(state: GameState, seat: int) -> dict[Spot, int]:
    """Occupied spots of a player's castle: face-down cards and the activated creatures they control."""
    found: dict[Spot, int] = {}
    for oid in state.zones.get((CASTLE, seat), ()):
        pos = position(state.objects[oid])
        if pos is not None:
            found[(pos[1], pos[2])] = oid
    for oid in state.battlefield():
        o = state.objects[oid]
        if not o.tags:
            continue
        pos = position(o)
        if pos is not None and pos[0] == seat and chars(state, oid).controller == seat:
            found[(pos[1], pos[2])] = oid
    return found


def foremost(state: GameState, seat: int, column: int) -> tuple[int, int] | None:
    """(row, object id) of the foremost occupied spot of a column (R-CA-1: cards never slide forward)."""
    spots = grid(state, seat)
    for row in range(1, ROWS + 1):
        if (column, row) in spots:
            return row, spots[(column, row)]
    return None


def _behind(state: GameState, seat: int, column: int, row: int) -> tuple[int, int] | None:
    """The card directly behind a spot: the next occupied spot further back in the column (R-CA-3)."""
    spots = grid(state, seat)
    for back in range(row + 1, ROWS + 1):
        if (column, back) in spots:
            return back, spots[(column, back)]
    return None


def _sort_castle(state: GameState, seat: int) -> None:
    ids = state.zones.get((CASTLE, seat))
    if ids:
        ids.sort(key=lambda oid: (position(state.objects[oid]) or (seat, 0, 0))[1:])


def _set_spot(state: GameState, oid: int, seat: int, column: int, row: int) -> None:
    o = state.mut(oid)
    o.tags = _retag(o.tags, seat, column, row)


def put_in_castle(state: GameState, seat: int, card: CardDef, column: int, row: int, *,
                  active: bool = False) -> int:
    """Place a card at a castle spot: face down in the castle zone, or (active) already activated on the
    battlefield. Used by the deal (R-CA-1) and by scenario tests."""
    if not (1 <= column <= COLUMNS and 1 <= row <= ROWS):
        raise ValueError(f"castle spot ({column}, {row}) is outside the 4x3 grid (R-CA-1)")
    if (column, row) in grid(state, seat):
        raise ValueError(f"castle spot ({column}, {row}) of player {seat} is already occupied")
    if active:
        o = state.new_object(card, seat, (BATTLEFIELD, -1))
        o.controller = seat
        o.entered_turn = 0
        o.controlled_since = 0
    else:
        o = state.new_object(card, seat, (CASTLE, seat))
        o.face_down = True
    o.tags = _retag(o.tags, seat, column, row)
    _sort_castle(state, seat)
    state.cache.clear()
    return o.id


def _rezone(state: GameState, oid: int, kind: str, seat: int, top: bool = True) -> int:
    """Move a face-down card between a castle and a reserve unseen: a new object (400.7) whose card is
    never written to the log, since nobody may know it (R-CA-1, R-CA-7)."""
    old = state.objects[oid]
    state.remove_object(oid)
    new = state.new_object(old.card, old.owner, (kind, seat), top=top)
    new.face_down = True
    return new.id


def put_in_reserve(state: GameState, seat: int, card: CardDef) -> int:
    o = state.new_object(card, seat, (RESERVE, seat))
    o.face_down = True
    return o.id


# --- the attack record -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CastleAttack:
    """This turn's attack on a castle: the column named, whether attackers were declared, whether the
    column was empty (the player is damaged, R-CA-4), the blocking creature, and whether combat is over."""

    defender: int
    column: int
    declared: bool = False
    breach: bool = False
    blocker: int | None = None
    over: bool = False


def attack_record(state: GameState) -> CastleAttack | None:
    record = state.turn_facts.get(_RECORD)
    return record if isinstance(record, CastleAttack) else None


def _update(state: GameState, **changes: Any) -> CastleAttack:
    record = attack_record(state)
    assert record is not None
    record = replace(record, **changes)
    state.turn_facts[_RECORD] = record
    return record


def _end_combat_now(state: GameState, rule: str, why: str) -> None:
    """Combat immediately ends: every creature is removed from combat, so the remaining combat damage
    steps have nothing to do (506.4, 508.8)."""
    clear_combat(state)
    _update(state, over=True)
    state.log_event(rule, "castle_combat_over", why)


# --- the format --------------------------------------------------------------------------------------------


class Castle(RuleSet):
    """Castle Magic: each player defends a 4x3 castle of face-down creatures (document 002).

    Its options are `parameters` below (docs/formats/castle.md lists them).
    """

    name = "castle"
    min_players = 2
    max_players = 2
    parameters = RuleSet.parameters + (
        Parameter("stocks", "stocks", None, "R-CA-1",
                  "one 15-creature stock per player, card names or CardDefs (default_game fills it in)"),
        Parameter("reserve_actions", "bool", False, "R-CA-7",
                  "the house rule for the three reserve creatures: once during your turn, a swap or a look"),
    )

    # --- setup (R-CA-1) ----------------------------------------------------------------------------------

    def build(self, state: GameState, decks: list[list[Any]], pool: Any = None) -> None:
        """103.2 and R-CA-1: each deck becomes a library; each player's 15-creature stock is set aside
        face down (in their reserve zone) until the deal."""
        super().build(state, decks, pool)
        stocks = self.options.get("stocks")
        if stocks is None or len(stocks) != len(state.players):
            raise ValueError(f"castle needs one creature stock per player ({len(state.players)}) in the "
                             f"'stocks' option (R-CA-1)")
        for seat, stock in enumerate(stocks):
            cards = _resolve_cards(stock, pool)
            if len(cards) != STOCK_SIZE:
                raise ValueError(f"player {seat}'s castle stock has {len(cards)} cards; it must have "
                                 f"{STOCK_SIZE} creatures (document 002, R-CA-1)")
            for card in cards:
                if "Creature" not in card.types:
                    raise ValueError(f"player {seat}'s castle stock holds {card.name!r}, which is not a "
                                     f"creature card (document 002, R-CA-1)")
                put_in_reserve(state, seat, card)

    def setup(self, state: GameState) -> None:
        """R-CA-1: each player shuffles their stock and deals twelve cards face down into the 4x3 grid,
        column by column, row 1 in front; the other three stay in reserve. Nobody looks."""
        for seat in range(len(state.players)):
            key = (RESERVE, seat)
            events.shuffle(state, key)
            for column in range(1, COLUMNS + 1):
                for row in range(1, ROWS + 1):
                    reserve = state.zones.get(key, [])
                    if reserve:
                        new = _rezone(state, reserve[-1], CASTLE, seat)
                        state.objects[new].tags = _retag(frozenset(), seat, column, row)
            _sort_castle(state, seat)
            state.log_event("R-CA-1", "castle_dealt", seat, len(state.zones.get((CASTLE, seat), [])),
                            len(state.zones.get(key, [])))

    def destination(self, state: GameState, obj: GameObject, kind: str) -> ZoneKey:
        """R-CA-1: a player's castle and reserve are their own zones (400.1 lets a format add zones)."""
        if kind in (CASTLE, RESERVE):
            return (kind, obj.owner)
        return super().destination(state, obj, kind)

    def hidden_zone_kinds(self, state: GameState, viewer: int, seat: int, kind: str) -> frozenset[str]:
        """R-CA-1: nobody may look at face-down castle cards or the reserve, not even their owner."""
        return frozenset({CASTLE, RESERVE})

    # --- damage, blocking, targeting (R-CA-5, R-CA-6) -------------------------------------------------------

    def damage_to_player(self, state: GameState, source: int, seat: int, amount: int, combat: bool) -> int:
        """R-CA-5: a player is dealt damage only by creatures attacking through an empty column (R-CA-4)
        and by their own creatures (upkeep costs and effects); any other damage to a player is 0."""
        record = attack_record(state)
        if record is not None and record.breach and not record.over and state.combat is not None \
                and source in state.combat.attackers:
            return amount
        info = events.lki_chars(state, source)
        if info is not None and "Creature" in info.types:
            controller = chars(state, source).controller if source in state.objects else state.lki[source][1]
            if controller == seat:
                return amount
        if amount > 0:
            state.log_event("R-CA-5", "castle_no_damage", info.name if info else "", seat, amount)
        return 0

    def can_block(self, state: GameState, oid: int) -> bool:
        """R-CA-5: creatures a player casts never block; only the foremost castle creature of an attacked
        column blocks, by the castle's own procedure (R-CA-4)."""
        return is_castle_creature(state, oid)

    def object_can_be_targeted(self, state: GameState, oid: int, by: int, source: int | None) -> bool:
        """R-CA-6: face-down castle cards can't be targeted; a face-up castle creature can't be targeted by
        an opponent from the declaration of attackers to the end of combat."""
        o = state.objects.get(oid)
        if o is None:
            return True
        if o.zone[0] == CASTLE:
            return False
        if not is_castle_creature(state, oid) or chars(state, oid).controller == by:
            return True
        record = attack_record(state)
        in_combat = record is not None and record.declared and not record.over \
            and state.step in _COMBAT_PHASE_STEPS
        return not in_combat

    def affected_by_global(self, state: GameState, oid: int) -> bool:
        """R-CA-6: castle creatures ignore non-targeted effects, helpful or not (Wrath of God, Crusade)."""
        return not is_castle_creature(state, oid)

    def pt_modification(self, state: GameState, oid: int) -> tuple[int, int]:
        """R-CA-1: a castle creature in row 2 gets +1/+1, in row 3 +2/+2 (layer 7c)."""
        o = state.objects[oid]
        if not o.tags:
            return (0, 0)
        pos = position(o)
        if pos is None:
            return (0, 0)
        bonus = ROW_BONUS.get(pos[2], 0)
        return (bonus, bonus)

    def graveyard_replacement(self, state: GameState, oid: int) -> str | None:
        """R-CA-6: a castle creature put into a graveyard is removed from the game instead; its spot stays
        vacant for the rest of the game."""
        return EXILE if is_castle_creature(state, oid) else None

    def filter_options(self, state: GameState, kind: str, player: int, options: list[tuple[Any, ...]],
                       data: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """R-CA-1 and R-CA-4 (document 002, "Breaching the castle"): every attacker attacks the defending
        player through the named column, and castle creatures stay in the castle (they never attack)."""
        if kind != "declare_attackers":
            return options
        record = attack_record(state)
        if record is None:
            return [o for o in options if o[0] != "attack"]
        target = ("player", record.defender)
        return [o for o in options if o[0] != "attack" or (o[2] == target and not is_castle_creature(state, o[1]))]

    # --- combat (R-CA-1..R-CA-4) ---------------------------------------------------------------------------

    def combat_frames(self, state: GameState, step: str) -> list[tuple[Any, ...]] | None:
        """R-CA-1..R-CA-4 replace 508-510: a column, then attackers; the castle defends; the format's own
        combat damage; 511 as usual."""
        if step == "beginning_of_combat":
            state.combat = Combat()
            state.turn_facts.pop(_RECORD, None)
            return []
        if step == "declare_attackers":
            return [("castle_column",)]
        if step == "declare_blockers":
            return [("castle_defend",)]
        if step == "first_strike_damage":
            return [("castle_damage", True)]
        if step == "combat_damage":
            return [("castle_damage", False)]
        if step == "end_of_combat":
            return [("end_combat",)]
        return []

    def extra_sba(self, state: GameState) -> bool:
        """R-CA-4: when the blocking castle creature leaves the battlefield (it died), combat is over."""
        record = attack_record(state)
        if record is None or record.blocker is None or record.over:
            return False
        blocker = state.objects.get(record.blocker)
        if blocker is not None and blocker.zone[0] == BATTLEFIELD:
            return False
        _end_combat_now(state, "R-CA-4", "the blocking castle creature is gone")
        return True

    # --- R-CA-7's house rule -------------------------------------------------------------------------------

    def special_actions(self, state: GameState, seat: int) -> list[tuple[Any, ...]]:
        """R-CA-7 (option `reserve_actions`): once during your turn, swap a face-down castle card with a
        reserve card unseen, or pay 2 life to swap two face-down cards of one column, or look at one of
        your face-down castle cards."""
        if not self.options.get("reserve_actions") or seat != state.active \
                or state.turn_facts.get(("castle_reserve_action", seat)):
            return []
        hidden = sorted(spot for spot, oid in grid(state, seat).items() if state.objects[oid].zone[0] == CASTLE)
        out: list[tuple[Any, ...]] = []
        if state.zones.get((RESERVE, seat)):
            out += [("castle_reserve_swap", c, r) for c, r in hidden]
        if state.players[seat].life >= 2:
            out += [("castle_column_swap", c, r1, r2) for c, r1 in hidden for c2, r2 in hidden
                    if c2 == c and r2 > r1]
        out += [("castle_look", c, r) for c, r in hidden
                if SEEN not in state.objects[grid(state, seat)[(c, r)]].tags]
        return out

    def take_special_action(self, state: GameState, seat: int, action: tuple[Any, ...]) -> None:
        """R-CA-7's house rule: perform one of the three reserve actions (see `special_actions`)."""
        kind = action[0]
        spots = grid(state, seat)
        state.turn_facts[("castle_reserve_action", seat)] = True
        if kind == "castle_reserve_swap":
            _name, column, row = action
            old = spots[(column, row)]
            reserve = state.zones[(RESERVE, seat)]
            incoming = reserve[-1]
            _rezone(state, old, RESERVE, seat, top=False)
            new = _rezone(state, incoming, CASTLE, seat)
            _set_spot(state, new, seat, column, row)
            _sort_castle(state, seat)
            state.log_event("R-CA-7", "castle_reserve_swap", seat, column, row)
        elif kind == "castle_column_swap":
            _name, column, row_a, row_b = action
            events.lose_life(state, seat, 2)
            a, b = spots[(column, row_a)], spots[(column, row_b)]
            _set_spot(state, a, seat, column, row_b)
            _set_spot(state, b, seat, column, row_a)
            _sort_castle(state, seat)
            state.log_event("R-CA-7", "castle_column_swap", seat, column, row_a, row_b)
        elif kind == "castle_look":
            _name, column, row = action
            o = state.mut(spots[(column, row)])
            o.tags = o.tags | {SEEN}
            state.log_event("R-CA-7", "castle_look", seat, column, row)
        else:
            super().take_special_action(state, seat, action)

    # --- the view --------------------------------------------------------------------------------------------

    def observation(self, state: GameState, seat: int) -> dict[str, Any]:
        """R-CA-1: each castle as 3 rows x 4 columns (row 1 first): None for a vacant spot, face-down cards
        hidden (named while revealed, and to their owner after R-CA-7's look), activated creatures with
        their row-adjusted power and toughness; `text` is the same grid for the terminal."""
        castles: dict[str, Any] = {}
        for owner in range(len(state.players)):
            spots = grid(state, owner)
            rows: list[list[dict[str, Any] | None]] = []
            for row in range(1, ROWS + 1):
                cells: list[dict[str, Any] | None] = []
                for column in range(1, COLUMNS + 1):
                    oid = spots.get((column, row))
                    cells.append(None if oid is None else _cell(state, oid, seat))
                rows.append(cells)
            castles[str(owner)] = {
                "rows": rows,
                "reserve": len(state.zones.get((RESERVE, owner), [])),
                "face_down": len(state.zones.get((CASTLE, owner), [])),
            }
        record = attack_record(state)
        attack = None if record is None else {
            "defender": record.defender, "column": record.column, "breach": record.breach,
            "blocker": record.blocker, "over": record.over,
        }
        view: dict[str, Any] = {"castles": castles, "attack": attack, "columns": COLUMNS, "rows": ROWS}
        view["text"] = castle_text(state, view)
        return view

    # --- bundled games -------------------------------------------------------------------------------------

    @classmethod
    def default_game(cls, players: int, seed: int, deck: str | None = None, stock: str | None = None,
                     opponent_deck: str | None = None, opponent_stock: str | None = None,
                     decks: Sequence[str] | None = None, **options: Any) -> dict[str, Any]:
        """Keyword arguments for `Game(format="castle", seed=seed, ...)` (everything but the seed): a
        60-card deck and a 15-creature stock per player (`kitchentable play/simulate --format castle`).

        Decks are bundled names or files (`deck`, `opponent_deck`, or `decks` as the CLI passes them);
        the default is mono-red-aggro against green-blue-tempo (else the first two bundled decks). A player's stock is the one named, else the bundled
        stock named like their deck, else fifteen creatures taken in turn from their deck. Other keyword
        arguments become format options (e.g. `reserve_actions=True`)."""
        if players != 2:
            raise ValueError("Castle Magic is a two-player format")
        from kitchentable.cards.files import decks as bundled

        given = list(decks or [])
        first = deck or (given[0] if given else None)
        second = opponent_deck or (given[1] if len(given) > 1 else None)
        names = [d for d in ("mono-red-aggro", "green-blue-tempo") if d in bundled.bundled_decks()] \
            or bundled.bundled_decks()
        if not names and (first is None or second is None):
            raise ValueError("no bundled decks are available for castle")
        first = first or names[0]
        second = second or (names[1] if len(names) > 1 else first)
        chosen = [bundled.load_deck(first), bundled.load_deck(second)]
        stocks = [_stock_for(bundled, stock, first, chosen[0].main),
                  _stock_for(bundled, opponent_stock, second, chosen[1].main)]
        return {
            "decks": [list(d.main) for d in chosen],
            "players": 2,
            "options": {**options, "stocks": stocks},
        }


def _stock_for(bundled: Any, stock: str | None, deck_name: str, main: Sequence[str]) -> list[str]:
    """A named stock, the bundled stock named like the deck, or else fifteen creatures taken in turn from
    the deck's own creature cards."""
    if stock is not None:
        return list(bundled.load_stock(stock))
    same_name = Path(deck_name).stem
    if same_name in bundled.bundled_stocks():
        return list(bundled.load_stock(same_name))
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    creatures = sorted({n for n in main if "Creature" in pool.get(n).types})
    if not creatures:
        raise ValueError(f"deck {deck_name!r} has no creature to build a castle stock from")
    return [creatures[i % len(creatures)] for i in range(STOCK_SIZE)]


def _resolve_cards(stock: Sequence[Any], pool: Any) -> list[CardDef]:
    out: list[CardDef] = []
    lookup = pool
    for item in stock:
        if isinstance(item, CardDef):
            out.append(item)
            continue
        if lookup is None:
            from kitchentable.cards.pool import get_pool

            lookup = get_pool()
        out.append(lookup.get(item))
    return out


CELL_WIDTH = 18


def _cell_text(cell: dict[str, Any] | None) -> str:
    if cell is None:
        text = "·"
    elif cell["face_down"]:
        text = f"? {cell['name']}" if "name" in cell else "face down"
    else:
        text = f"{cell['name']} {cell['power']}/{cell['toughness']}"
        if cell["damage"]:
            text += f" ({cell['damage']} dmg)"
        if cell["tapped"]:
            text += " T"
    if len(text) > CELL_WIDTH:
        text = text[:CELL_WIDTH - 1] + "…"
    return text.ljust(CELL_WIDTH)


def castle_text(state: GameState, view: dict[str, Any]) -> str:
    """The castles as text for the terminal: one block per player, row 1 (the front) first, columns 1-4
    left to right; vacant spots are "·", face-down cards "face down", activated creatures show their
    row-adjusted power/toughness."""
    lines: list[str] = []
    header = "       " + "".join(f"column {c}".ljust(CELL_WIDTH) for c in range(1, COLUMNS + 1))
    for owner, castle in view["castles"].items():
        name = state.players[int(owner)].name
        lines.append(f"Castle of {name} ({castle['face_down']} face down, {castle['reserve']} in reserve)")
        lines.append(header.rstrip())
        for row, cells in enumerate(castle["rows"], start=1):
            lines.append(f"row {row}  " + "".join(_cell_text(c) for c in cells).rstrip())
    attack = view.get("attack")
    if attack is not None:
        status = "combat over" if attack["over"] else ("column empty: the player is hit" if attack["breach"]
                                                        else "defending")
        lines.append(f"Attack on column {attack['column']} of the castle of "
                     f"{state.players[attack['defender']].name}: {status}")
    return "\n".join(lines)


def _cell(state: GameState, oid: int, viewer: int) -> dict[str, Any]:
    o = state.objects[oid]
    if o.zone[0] == CASTLE:
        cell: dict[str, Any] = {"face_down": True}
        if o.revealed or (SEEN in o.tags and o.owner == viewer):
            cell["name"] = o.card.name
        return cell
    c = chars(state, oid)
    return {"face_down": False, "id": oid, "name": c.name, "power": c.power, "toughness": c.toughness,
            "tapped": o.tapped, "damage": o.damage}


# --- frames: naming a column and declaring attackers -----------------------------------------------------------


def _defender_of(state: GameState, seat: int) -> int | None:
    others = state.opponents(seat)
    return others[0] if others else None


@handler("castle_column")
def castle_column(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-1 (document 002, "Breaching the castle"): the attacking player names one column of the
    defender's castle (or doesn't attack). Castle creatures never attack."""
    seat = state.active
    defender = _defender_of(state, seat)
    if defender is None:
        return
    able = [oid for oid in state.battlefield() if chars(state, oid).controller == seat
            and not is_castle_creature(state, oid) and can_attack(state, oid)]
    if not able:
        return
    options = tuple(("column", c) for c in range(1, COLUMNS + 1)) + (("attack_done",),)
    ask(state, Decision(seat, "castle_column", options, "castle_column", (defender,),
                        "Name the column of your opponent's castle you attack, or don't attack.", "R-CA-1"))


@resumer("castle_column")
def castle_column_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if action[0] != "column":
        return
    (defender,) = decision.data
    state.turn_facts[_RECORD] = CastleAttack(defender, action[1])
    state.log_event("R-CA-1", "castle_column", decision.player, defender, action[1])
    push(state, ("declare_attackers",), ("castle_declared",))


@handler("castle_declared")
def castle_declared(state: GameState, frame: tuple[Any, ...]) -> None:
    """After the declaration (508.1): with no attackers there is no attack on the castle. An empty column
    is known now, so the attackers' own abilities already reach the player (R-CA-4, R-CA-5)."""
    combat = state.combat
    if combat is None or not combat.attackers:
        state.turn_facts.pop(_RECORD, None)
        return
    record = _update(state, declared=True)
    if foremost(state, record.defender, record.column) is None:
        _breach(state, record)


def _breach(state: GameState, record: CastleAttack) -> None:
    """R-CA-4: the named column is empty: the attackers go through to the player."""
    _update(state, breach=True)
    state.log_event("R-CA-4", "castle_breach", record.defender, record.column)


# --- frames: the castle defends (R-CA-2, R-CA-3, R-CA-4) -------------------------------------------------------------


@handler("castle_defend")
def castle_defend(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-4: an empty column lets the attackers through to the player; otherwise the foremost card of the
    column is revealed (R-CA-2) or, already active, may be swapped (R-CA-3) before it blocks."""
    record = attack_record(state)
    if record is None or record.over or state.combat is None \
            or not any(_on_battlefield(state, a) for a in state.combat.attackers):
        return
    front = foremost(state, record.defender, record.column)
    if front is None:
        if not record.breach:
            _breach(state, record)
        return
    row, oid = front
    if state.objects[oid].zone[0] == CASTLE:
        push(state, ("castle_reveal", row))
    else:
        push(state, ("castle_swap",))


def missing_mana(state: GameState, seat: int, cost: ManaCost | None) -> tuple[int, int]:
    """R-CA-2: (missing generic, missing colored) of a mana cost (X = 0) against every land the player
    controls, tapped or not, each land counted as one mana of any type it could make."""
    if cost is None:
        return (0, 0)
    sources: list[frozenset[str]] = []
    for oid in state.battlefield():
        c = chars(state, oid)
        if "Land" not in c.types or c.controller != seat:
            continue
        kinds: frozenset[str] = frozenset()
        for i, ab in enumerate(c.activated):
            if ab.is_mana:
                kinds = kinds | produces(state, oid, i)
        sources.append(kinds)
    return could_produce(cost.with_x(0), sources)


def activation_life(missing: tuple[int, int]) -> int:
    """R-CA-2: 1 life per missing generic mana, 2 per missing colored mana."""
    return missing[0] + 2 * missing[1]


@handler("castle_reveal")
def castle_reveal(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-2: reveal the foremost face-down card; it activates when the defender's lands could pay its
    mana cost, else the defender pays life for the missing mana or discards it."""
    record = attack_record(state)
    assert record is not None
    row = frame[1]
    oid = grid(state, record.defender)[(record.column, row)]
    o = state.mut(oid)
    o.revealed = True
    state.log_event("R-CA-2", "castle_reveal", o.card.name, record.defender, record.column, row)
    missing = missing_mana(state, record.defender, o.card.mana_cost)
    if missing == (0, 0):
        _activate(state, oid)
        push(state, ("castle_swap",))
        return
    life = activation_life(missing)
    options: list[tuple[Any, ...]] = []
    if state.players[record.defender].life >= life:  # 119.4
        options.append(("castle_pay", life))
    options.append(("castle_discard",))
    ask(state, Decision(record.defender, "castle_activation", tuple(options), "castle_reveal", (oid, life),
                        f"Your lands can't pay for {o.card.name}: pay {life} life to activate it, or discard it "
                        f"and combat ends.", "R-CA-2"))


@resumer("castle_reveal")
def castle_reveal_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid, life = decision.data
    if action[0] == "castle_pay":
        events.lose_life(state, decision.player, life)
        state.log_event("R-CA-2", "castle_paid", decision.player, life)
        _activate(state, oid)
        push(state, ("castle_swap",))
        return
    name = state.objects[oid].card.name
    events.move(state, oid, EXILE, cause="R-CA-2")
    state.log_event("R-CA-2", "castle_discard", name, decision.player)
    _end_combat_now(state, "R-CA-2", f"{name} was discarded")


def _activate(state: GameState, oid: int) -> int:
    """R-CA-2: the card becomes an active castle creature: it enters the battlefield at its spot under its
    owner's control, and its enter triggers happen."""
    o = state.objects[oid]
    tags = frozenset(t for t in o.tags if t != SEEN)
    new = events.move(state, oid, BATTLEFIELD, controller=o.owner, cause="R-CA-2", tags=tags)
    state.log_event("R-CA-2", "castle_activate", o.card.name, o.owner)
    return new


@handler("castle_swap")
def castle_swap(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-3: with an active creature in front, the defender may pay 2 life to swap it with the card
    behind it, or proceed to block."""
    record = attack_record(state)
    assert record is not None
    front = foremost(state, record.defender, record.column)
    if front is None:
        return
    row, _oid = front
    options: list[tuple[Any, ...]] = [("castle_block",)]
    if _behind(state, record.defender, record.column, row) is not None and state.players[record.defender].life >= 2:
        options.append(("castle_swap",))
    ask(state, Decision(record.defender, "castle_swap", tuple(options), "castle_swap", (row,),
                        "Block with the foremost creature, or pay 2 life to swap it with the card behind it.",
                        "R-CA-3"))


@resumer("castle_swap")
def castle_swap_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    record = attack_record(state)
    assert record is not None
    if action[0] == "castle_block":
        push(state, ("castle_block",))
        return
    (row,) = decision.data
    seat, column = record.defender, record.column
    spots = grid(state, seat)
    front = spots[(column, row)]
    found = _behind(state, seat, column, row)
    assert found is not None
    back_row, back = found
    events.lose_life(state, seat, 2)
    _set_spot(state, front, seat, column, back_row)
    _set_spot(state, back, seat, column, row)
    _sort_castle(state, seat)
    state.log_event("R-CA-3", "castle_swap", seat, column, row, back_row)
    if state.objects[back].zone[0] == CASTLE:
        push(state, ("castle_reveal", row))
    else:
        push(state, ("castle_swap",))


@handler("castle_block")
def castle_block(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-4: the foremost creature blocks every attacker, even if it is tapped; evasion is ignored."""
    record = attack_record(state)
    combat = state.combat
    assert record is not None and combat is not None
    front = foremost(state, record.defender, record.column)
    if front is None:
        return
    blocker = front[1]
    attackers = tuple(a for a in combat.attackers if _on_battlefield(state, a))
    state.combat = replace(combat, blocks={a: (blocker,) for a in attackers}, blocked=frozenset(attackers))
    _update(state, blocker=blocker)
    state.mut(blocker).blocking = attackers
    from kitchentable.rules.stack.triggers import notify

    for a in attackers:
        state.mut(a).blocked = True
        state.log_event("R-CA-4", "blocks", state.objects[blocker].card.name, state.objects[a].card.name, blocker, a)
        notify(state, ("blocks", blocker, a))
        notify(state, ("becomes_blocked", a))


# --- frames: combat damage (R-CA-4) ---------------------------------------------------------------------------------


def _deals_now(state: GameState, oid: int, first: bool, already: frozenset[int]) -> bool:
    """510.4: first strike and double strike creatures deal damage in the first step, the others (and
    double strikers again) in the second."""
    kws = chars(state, oid).keywords
    if first:
        return bool({"first strike", "double strike"} & kws)
    return "double strike" in kws or oid not in already


def _on_battlefield(state: GameState, oid: int | None) -> bool:
    return oid is not None and oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD


@handler("castle_damage")
def castle_damage(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-CA-4 (510 as changed): through an empty column the attackers damage the player; otherwise they
    damage only the blocker (trample ignored), and the defender divides the blocker's damage among the
    attackers. All of it is dealt at once."""
    first = frame[1]
    combat = state.combat
    record = attack_record(state)
    if combat is None or record is None or record.over:
        return
    already = combat.first_strikers_dealt
    attackers = sorted(a for a in combat.attackers if _on_battlefield(state, a))
    blocker = record.blocker if _on_battlefield(state, record.blocker) else None
    assignments: list[tuple[int, Any, int]] = []
    dealt: set[int] = set()
    for a in attackers:
        if not _deals_now(state, a, first, already):
            continue
        dealt.add(a)
        power = max(0, chars(state, a).power or 0)
        if not power:
            continue
        if record.breach:
            assignments.append((a, ("player", record.defender), power))
        elif blocker is not None:
            assignments.append((a, blocker, power))
    if blocker is not None and attackers and _deals_now(state, blocker, first, already):
        dealt.add(blocker)
        power = max(0, chars(state, blocker).power or 0)
        if power:
            division = _division(state, first, attackers, power)
            if division is None:
                return
            assignments += [(blocker, a, n) for a, n in division if n]
    state.turn_facts.pop(("castle_division", first), None)
    state.log_event("R-CA-4", "combat_damage_step", first)
    for source, target, amount in assignments:
        events.deal_damage(state, source, target, amount, combat=True)
    if first:
        state.combat = replace(combat, first_strikers_dealt=frozenset(dealt))


def _division(state: GameState, first: bool, attackers: list[int], power: int) -> list[tuple[int, int]] | None:
    """R-CA-4: the defender divides the blocker's damage among the attackers, one attacker at a time
    (the last takes the rest). Returns None after asking for the next share."""
    if len(attackers) == 1:
        return [(attackers[0], power)]
    chosen: tuple[tuple[int, int], ...] = state.turn_facts.get(("castle_division", first), ())
    given = {a for a, _n in chosen}
    left = power - sum(n for _a, n in chosen)
    pending = [a for a in attackers if a not in given]
    if len(pending) <= 1 or left == 0:
        return list(chosen) + [(a, left if i == 0 else 0) for i, a in enumerate(pending)]
    record = attack_record(state)
    assert record is not None
    nxt = pending[0]
    options = tuple(("assign", nxt, n) for n in range(left + 1))
    push(state, ("castle_damage", first))
    ask(state, Decision(record.defender, "castle_divide", options, "castle_divide", (first,),
                        f"Divide your blocker's damage: how much of the remaining {left} goes to "
                        f"{state.objects[nxt].card.name}?", "R-CA-4"))
    return None


@resumer("castle_divide")
def castle_divide_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (first,) = decision.data
    key = ("castle_division", first)
    state.turn_facts[key] = state.turn_facts.get(key, ()) + ((action[1], action[2]),)


# --- the log in words -----------------------------------------------------------------------------------------


EXPLAINERS.update({
    "castle_dealt": lambda s, d: f"{player_name(s, d[0])} deals {d[1]} creatures face down into their castle; "
                                 f"{d[2]} stay in reserve.",
    "castle_column": lambda s, d: f"{player_name(s, d[0])} attacks column {d[2]} of "
                                  f"{player_name(s, d[1])}'s castle.",
    "castle_breach": lambda s, d: f"Column {d[1]} of {player_name(s, d[0])}'s castle is empty: the attackers "
                                  f"damage the player.",
    "castle_reveal": lambda s, d: f"{player_name(s, d[1])} reveals {d[0]} at column {d[2]}, row {d[3]}.",
    "castle_activate": lambda s, d: f"{d[0]} becomes an active castle creature.",
    "castle_paid": lambda s, d: f"{player_name(s, d[0])} pays {d[1]} life for the missing mana.",
    "castle_discard": lambda s, d: f"{d[0]} is discarded (removed from the game).",
    "castle_combat_over": lambda s, d: f"Combat is over: {d[0]}.",
    "castle_swap": lambda s, d: f"{player_name(s, d[0])} pays 2 life to swap rows {d[2]} and {d[3]} of "
                                f"column {d[1]}.",
    "castle_no_damage": lambda s, d: f"Damage from {d[0] or 'a source'} to {player_name(s, d[1])} is reduced "
                                     f"to 0.",
    "castle_reserve_swap": lambda s, d: f"{player_name(s, d[0])} swaps the card at column {d[1]}, row {d[2]} "
                                        f"with a reserve card.",
    "castle_column_swap": lambda s, d: f"{player_name(s, d[0])} pays 2 life to swap rows {d[2]} and {d[3]} of "
                                       f"column {d[1]}.",
    "castle_look": lambda s, d: f"{player_name(s, d[0])} looks at the card at column {d[1]}, row {d[2]}.",
})
