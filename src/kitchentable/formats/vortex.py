"""Vortex Based Magic (source document 004; the project's rulings R-VX-1..R-VX-9): 2-5 players draft from
a shared shoe instead of drawing from their own libraries.

The document replaces the library with three kinds of zone:

* the **shoe** (`("shoe", -1)`): a hidden, unowned, face-down pile holding every card of the pool plus one of
  each basic land per player (R-VX-1). Every effect on "a library" except a draw uses it (R-VX-3).
* one **pack** per player (`("pack", seat)`): hidden, owned by its holder, countable by everyone.
* the **passed pack** (`("passed_pack", -1)`): hidden and unowned; it makes passing atomic.

A draw is replaced by a draft (replenish the pack to seven from the shoe, then pick one card), the turn ends
with a pass step (swap your pack with the passed pack), a player may mulligan their pack in their upkeep, and
a failed pick from an empty pack ends the turn. R-VX-9: the document's card classification list is a joke
with no rules effect, so nothing here implements it.

Cards outside the shoe and the passed pack always have an owner: the holder of the pack they sit in, the
player who picked them, or (for a card an effect takes straight out of the shoe) the player the effect moved
it for. `UNOWNED` (-1) marks the shoe's and the passed pack's cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.ruleset import Parameter, RuleSet
from kitchentable.rules.state import (
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Decision,
    GameObject,
    GameState,
    ZoneKey,
)

SHOE = "shoe"
PACK = "pack"
PASSED = "passed_pack"
UNOWNED = -1
SHOE_KEY: ZoneKey = (SHOE, -1)
PASSED_KEY: ZoneKey = (PASSED, -1)
UNOWNED_ZONES = frozenset({SHOE, PASSED})

BASIC_LAND_NAMES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
PACK_SIZE = 7
MULLIGAN_PACK_SIZE = 5
SETUP_TURNS = 4
OPENING_BASICS = 3
MULLIGAN_BASICS = 5

DEFAULT_OPTIONS: dict[str, Any] = {
    "basic_lands_per_player": 1,
    "opening_basic_lands": OPENING_BASICS,
}


def pack_key(seat: int) -> ZoneKey:
    """The zone of a player's pack (R-VX-1)."""
    return (PACK, seat)


def is_basic_land(card: CardDef) -> bool:
    return "Land" in card.types and "Basic" in card.supertypes


class Vortex(RuleSet):
    """Vortex Based Magic: the Comprehensive Rules with the library replaced by a shoe and packs.

    Its options are `parameters` below (docs/formats/vortex.md lists them).
    """

    name = "vortex"
    min_players = 2
    max_players = 5
    parameters = RuleSet.parameters + (
        Parameter("pool", "cards", None, "R-VX-1",
                  "the shared pool: card names or CardDefs, or a cube's name or file (default_game fills it in)"),
        Parameter("basic_lands_per_player", "int", DEFAULT_OPTIONS["basic_lands_per_player"], "R-VX-1",
                  "K: the shoe gets K of each basic land per player (the document says one)"),
        Parameter("opening_basic_lands", "int", DEFAULT_OPTIONS["opening_basic_lands"], "R-VX-2",
                  "basic lands each player adds to the opening hand from outside the game (the document says three)"),
    )

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        self.basics: dict[str, CardDef] = {}

    def option(self, key: str) -> int:
        """A whole-number option of the format, or its default (the document's number)."""
        return int(self.options.get(key, DEFAULT_OPTIONS[key]))

    # --- the game's cards (R-VX-1) ----------------------------------------------------------------------

    @classmethod
    def default_game(cls, players: int, seed: int, pool: str | None = None, decks: Any = None,
                     **options: Any) -> dict[str, Any]:
        """Keyword arguments for `Game(format="vortex", seed=seed, **kwargs)` (everything except the format
        and the seed): `players` players drafting from a cube, the bundled starter cube unless `pool` names
        another cube or a cube/pool file (R-VX-1). Other options (`basic_lands_per_player`...) pass through."""
        if decks:
            raise ValueError("vortex plays from one shared pool (--pool), not from decks")
        if not cls.min_players <= players <= cls.max_players:
            raise ValueError(f"vortex is for {cls.min_players} to {cls.max_players} players, not {players}")
        from kitchentable.cards.files.decks import load_cube

        names = [c if isinstance(c, str) else c.name for c in load_cube(pool or "starter")]
        return {"decks": [], "players": players, "options": {**options, "pool": names}}

    def build(self, state: GameState, decks: list[list[Any]], pool: Any = None) -> None:
        """R-VX-1: the shoe holds every card of the pool and K of each basic land per player (K = 1 in the
        document; option `basic_lands_per_player`). Nobody owns it. Players bring no decks."""
        if any(decks):
            raise ValueError("vortex plays from one shared pool: give its cards as options['pool'], not decks")
        entries = self.options.get("pool")
        if isinstance(entries, str):
            from kitchentable.cards.files.decks import load_cube

            entries = load_cube(entries)
        if not entries:
            raise ValueError("vortex needs a pool: options['pool'] is a list of card names (or CardDefs), or a "
                             "cube's name or file")
        given = {c.name: c for c in entries if isinstance(c, CardDef)}
        cards = [_resolve(entry, given, pool) for entry in entries]
        self.basics = {name: _resolve(name, given, pool) for name in BASIC_LAND_NAMES}
        for card in cards:
            state.new_object(card, UNOWNED, SHOE_KEY)
        for _ in range(self.option("basic_lands_per_player") * len(state.players)):
            for card in self.basics.values():
                state.new_object(card, UNOWNED, SHOE_KEY)

    def setup(self, state: GameState) -> None:
        """R-VX-1: each player is dealt a pack of seven from the (shuffled) shoe, then the passed pack."""
        for seat in range(len(state.players)):
            state.zones.setdefault(pack_key(seat), [])
            deal(state, pack_key(seat), seat, PACK_SIZE)
        state.zones.setdefault(PASSED_KEY, [])
        deal(state, PASSED_KEY, UNOWNED, PACK_SIZE)
        state.log_event("R-VX-1", "vortex_deal", len(state.players) + 1, len(state.zones[SHOE_KEY]))

    def opening_frames(self, state: GameState) -> list[tuple[Any, ...]]:
        """R-VX-2 ("hand"): four setup turns for each player, each only a draft and a pass (not turns: no
        turn number, no triggers), then each player adds three basic lands from outside the game."""
        frames: list[tuple[Any, ...]] = []
        order = state.apnap(state.starting_player)
        for round_ in range(1, SETUP_TURNS + 1):
            frames += [("vortex_setup_turn", seat, round_) for seat in order]
        frames += [("vortex_basics", seat, self.option("opening_basic_lands")) for seat in order]
        return frames

    def mulligans_allowed(self, state: GameState) -> bool:
        """R-VX-2 ("If a player would mulligan this hand, he or she instead does nothing"): no 103.5
        mulligan; the pack mulligan of R-VX-7 is a different action."""
        return False

    # --- zones and ownership (R-VX-1, R-VX-3) -----------------------------------------------------------

    def library_of(self, state: GameState, seat: int) -> ZoneKey:
        """R-VX-3 ("shoe": any effect other than a draw that would affect a player's library affects the
        shoe instead)."""
        return SHOE_KEY

    def destination(self, state: GameState, obj: GameObject, kind: str) -> ZoneKey:
        """400.3 sends a card to its owner's zone; a card put into a library goes to the shoe (R-VX-3). A
        card that an effect takes straight out of the shoe has no owner yet: it goes to the zone of the
        player whose spell or ability moved it."""
        if kind == LIBRARY:
            return SHOE_KEY
        if obj.owner == UNOWNED and kind in (HAND, GRAVEYARD):
            seat = acting_player(state)
            return (HAND, seat) if kind == HAND else self.graveyard_of(state, seat)
        return super().destination(state, obj, kind)

    def owner_after_move(self, state: GameState, obj: GameObject, to: ZoneKey, mover: int) -> int:
        """R-VX-1 / R-VX-3: cards in the shoe and the passed pack are unowned (a card put into a library
        loses its owner); a pack's cards belong to its holder; a card leaving the shoe or the passed pack
        for any other zone gets an owner (the picker, for a draft: "he or she becomes the owner of that card
        for the duration of the game"). 108.3 holds for every other move."""
        if to[0] in UNOWNED_ZONES:
            return UNOWNED
        if to[0] == PACK:
            return to[1]
        if obj.owner != UNOWNED:
            return obj.owner
        if to[1] >= 0:
            return to[1]
        return mover if mover >= 0 else acting_player(state)

    def hidden_zone_kinds(self, state: GameState, viewer: int, seat: int, kind: str) -> frozenset[str]:
        """R-VX-1: the shoe, the passed pack and other players' packs are hidden (counts only); a player
        may look at their own pack as much as they wish."""
        if kind == PACK and seat == viewer:
            return frozenset({SHOE, PASSED})
        return frozenset({SHOE, PASSED, PACK})

    # --- turn structure (R-VX-5) ------------------------------------------------------------------------

    def turn_steps(self, state: GameState) -> list[str]:
        """R-VX-5 ("pass step"): the end phase ends with a pass step right after cleanup."""
        return [*super().turn_steps(state), "pass"]

    def after_step(self, state: GameState, step: str) -> list[tuple[Any, ...]]:
        """R-VX-5: the pass step's only event is a turn-based action with no priority: the active player
        swaps their pack with the passed pack."""
        if step == "pass":
            return [("vortex_pass", state.active, False)]
        return []

    # --- drawing becomes drafting (R-VX-3, R-VX-4) -------------------------------------------------------

    def draw_frames(self, state: GameState, seat: int) -> list[tuple[Any, ...]] | None:
        """R-VX-3 ("drawing": whenever a rule or effect would cause a player to draw a card, that player
        instead drafts a card). The draw is replaced, so nothing that triggers on drawing triggers; "draw
        N" is N draws, so N drafts."""
        return [("vortex_draft", seat, False)]

    def on_draw_from_empty(self, state: GameState, seat: int) -> None:
        """R-VX-3: every draw is replaced by a draft, so nobody draws from an empty library; an empty shoe
        only stops replenishing."""

    def sba_loss_applies(self, state: GameState, seat: int, reason: str) -> bool:
        """704.5b does not apply (R-VX-3): there is no decking; games end through life, poison and failed
        picks."""
        return reason != "draw"

    # --- state-based actions (R-VX-6) --------------------------------------------------------------------

    def extra_sba(self, state: GameState) -> bool:
        """R-VX-6 ("packs": if a pack contains more than seven cards, its owner randomly discards a card
        from that pack as a state-based action)."""
        acted = False
        for seat in state.seats_in_game():
            pack = state.zones.get(pack_key(seat))
            while pack is not None and len(pack) > PACK_SIZE:
                chosen = state.rng.choice(pack)
                state.log_event("R-VX-6", "vortex_pack_discard", seat, len(pack))
                events.discard(state, seat, chosen)
                acted = True
        return acted

    # --- mulligan (R-VX-7) --------------------------------------------------------------------------------

    def special_actions(self, state: GameState, seat: int) -> list[tuple[Any, ...]]:
        """R-VX-7 ("mulligan"): during their own upkeep, while holding priority, a player whose pack holds
        five or more basic lands may reveal it and exile it (a special action, 116)."""
        if seat != state.active or state.step != "upkeep":
            return []
        pack = state.zones.get(pack_key(seat), [])
        basics = sum(1 for oid in pack if is_basic_land(state.objects[oid].card))
        return [("vortex_mulligan",)] if basics >= MULLIGAN_BASICS else []

    def take_special_action(self, state: GameState, seat: int, action: tuple[Any, ...]) -> None:
        """R-VX-7: reveal the pack, exile every card in it; until end of turn the player replenishes to
        exactly five cards instead of seven. The player keeps priority (116.3)."""
        if action[0] != "vortex_mulligan":
            super().take_special_action(state, seat, action)
            return
        pack = list(state.zones.get(pack_key(seat), []))
        state.log_event("R-VX-7", "vortex_mulligan", seat, tuple(state.objects[oid].card.name for oid in pack))
        for oid in pack:
            events.move(state, oid, EXILE, mover=seat, cause="R-VX-7")
        state.turn_facts[("vortex_replenish_to", seat)] = MULLIGAN_PACK_SIZE

    # --- leaving the game (R-VX-8) --------------------------------------------------------------------------

    def player_loses(self, state: GameState, seat: int, reason: str) -> None:
        """800.4a with R-VX-8: a player who loses leaves the game with everything they own, and their pack
        leaves the game too; the passed pack stays, so passing continues among the others. The log records
        how many cards left with the player."""
        if not state.players[seat].in_game:
            return
        before = count_cards(state)
        super().player_loses(state, seat, reason)
        for oid in list(state.zones.get(pack_key(seat), [])):
            state.remove_object(oid)
        state.log_event("R-VX-8", "vortex_cards_left_game", seat, before - count_cards(state))

    # --- views --------------------------------------------------------------------------------------------------

    def observation(self, state: GameState, seat: int) -> dict[str, Any]:
        """R-VX-1: every pack can be counted by everyone; a player sees their own pack's cards."""
        own = state.zones.get(pack_key(seat), [])
        return {
            "shoe": len(state.zones.get(SHOE_KEY, [])),
            "passed_pack": len(state.zones.get(PASSED_KEY, [])),
            "packs": {p.seat: len(state.zones.get(pack_key(p.seat), [])) for p in state.players},
            "pack": [{"id": oid, "name": state.objects[oid].card.name} for oid in own],
            "replenish_to": replenish_target(state, seat),
        }

    def describe_result(self, state: GameState) -> dict[str, Any]:
        """What a designer studying a pool wants to know about a finished game: cards never drafted from the
        shoe (R-VX-3) and how many picks failed (R-VX-4)."""
        return {
            "shoe_left": len(state.zones.get(SHOE_KEY, [])),
            "failed_picks": sum(1 for ev in state.log if ev.kind == "vortex_failed_pick"),
        }


# --- helpers ---------------------------------------------------------------------------------------------------


def _resolve(entry: CardDef | str, given: Mapping[str, CardDef], lookup: Any) -> CardDef:
    """A pool entry as a CardDef: itself, a CardDef given elsewhere in the pool, or a name looked up in the
    pool the game was given (else the project's card pool)."""
    if isinstance(entry, CardDef):
        return entry
    if entry in given:
        return given[entry]
    if lookup is None:
        from kitchentable.cards.pool import get_pool

        lookup = get_pool()
    found = lookup.get(entry)
    if not isinstance(found, CardDef):
        raise ValueError(f"vortex pool: unknown card {entry!r}")
    return found


def acting_player(state: GameState) -> int:
    """The player whose spell or ability is acting now: the controller of the top of the stack (the object
    resolving), else the active player."""
    stack = state.zones.get((STACK, -1))
    if stack:
        info = state.objects[stack[-1]].stack
        if info is not None:
            return info.controller
    return state.active


def count_cards(state: GameState) -> int:
    """Cards in the game: every object except tokens, emblems and abilities on the stack."""
    total = 0
    for o in state.objects.values():
        if o.token or o.emblem or (o.stack is not None and o.stack.kind != "spell"):
            continue
        total += 1
    return total


def relocate(state: GameState, oid: int, key: ZoneKey, owner: int) -> int:
    """Move a card between the shoe and the packs: hidden zones to hidden zones, so nothing sees or triggers
    on it. It becomes a new object (400.7) owned by `owner`. Returns its new id."""
    card = state.objects[oid].card
    state.remove_object(oid)
    return state.new_object(card, owner, key).id


def deal(state: GameState, key: ZoneKey, owner: int, n: int) -> int:
    """Put up to `n` cards from the top of the shoe into a pack; returns how many were moved."""
    shoe = state.zones.setdefault(SHOE_KEY, [])
    moved = 0
    while moved < n and shoe:
        relocate(state, shoe[-1], key, owner)
        moved += 1
    return moved


def replenish_target(state: GameState, seat: int) -> int:
    """R-VX-3 / R-VX-7: seven, or five for the rest of the turn after a pack mulligan."""
    return int(state.turn_facts.get(("vortex_replenish_to", seat), PACK_SIZE))


# --- frames -------------------------------------------------------------------------------------------------


@handler("vortex_setup_turn")
def setup_turn(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-VX-2: one of a player's four setup turns: a draft and a pass, nothing else."""
    _name, seat, round_ = frame
    if not state.players[seat].in_game:
        return
    state.log_event("R-VX-2", "vortex_setup_turn", seat, round_)
    push(state, ("vortex_draft", seat, True), ("vortex_pass", seat, True))


@handler("vortex_draft")
def draft(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-VX-3: replenish (the top card of the shoe into the pack until it holds exactly seven; nothing if
    the shoe is empty), then pick one card into the hand. An empty pack at pick time is a failed pick."""
    _name, seat, setup = frame
    if not state.players[seat].in_game:
        return
    key = pack_key(seat)
    pack = state.zones.setdefault(key, [])
    added = deal(state, key, seat, max(0, replenish_target(state, seat) - len(pack)))
    state.log_event("R-VX-3", "vortex_replenish", seat, added)
    if not state.zones[key]:
        failed_pick(state, seat, setup)
        return
    options = tuple(("pick", oid) for oid in state.zones[key])
    ask(state, Decision(seat, "draft_pick", options, "vortex_pick", (),
                        "Draft: pick a card from your pack into your hand (Vortex: drawing).", "R-VX-3"))


@resumer("vortex_pick")
def pick(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """R-VX-3: the picked card goes to the hand; the picker owns it for the rest of the game."""
    seat = decision.player
    events.move(state, action[1], HAND, to_seat=seat, mover=seat, cause="R-VX-3")
    state.log_event("R-VX-3", "vortex_pick", seat)


def failed_pick(state: GameState, seat: int, setup: bool) -> None:
    """R-VX-4: every spell and ability on the stack is countered, the turn ends at once (to its cleanup
    step, as 723 ends a turn; the pass step still follows), and the player who failed loses 1 life. During
    the setup turns there is no stack and no turn to end."""
    from kitchentable.rules.stack.resolve import counter
    from kitchentable.rules.turn.combat import clear_combat
    from kitchentable.rules.turn.steps import end_turn

    state.log_event("R-VX-4", "vortex_failed_pick", seat)
    for oid in reversed(list(state.zones.get((STACK, -1), []))):
        counter(state, oid)
    if not setup:
        clear_combat(state)
        for p in state.players:
            p.pool.clear()
        end_turn(state)  # R-VX-4: "the current turn ends immediately" (723.1); the pass step still follows
        state.log_event("R-VX-4", "vortex_turn_ends", state.active)
    events.lose_life(state, seat, 1)


@handler("vortex_pass")
def pass_pack(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-VX-5: the player exchanges their pack for the passed pack, losing ownership of the old one and
    gaining ownership of the new one, in one atomic exchange."""
    _name, seat, setup = frame
    if not state.players[seat].in_game:
        state.log_event("R-VX-8", "vortex_no_pass", seat)
        return
    if not setup:
        state.phase = "ending"
    mine = list(state.zones.get(pack_key(seat), []))
    passed = list(state.zones.get(PASSED_KEY, []))
    for oid in mine:
        relocate(state, oid, PASSED_KEY, UNOWNED)
    for oid in passed:
        relocate(state, oid, pack_key(seat), seat)
    state.log_event("R-VX-5", "vortex_pass_pack", seat, len(mine), len(passed))


@handler("vortex_basics")
def basics(state: GameState, frame: tuple[Any, ...]) -> None:
    """R-VX-2: the player adds a basic land of their choice from outside the game to their hand."""
    _name, seat, left = frame
    if left <= 0 or not state.players[seat].in_game:
        return
    rules = state.rules
    assert isinstance(rules, Vortex)
    options = tuple(("basic", name) for name in rules.basics)
    ask(state, Decision(seat, "choose_basic", options, "vortex_basic", (left,),
                        f"Add a basic land from outside the game to your hand ({left} left) (Vortex: hand).",
                        "R-VX-2"))


@resumer("vortex_basic")
def basic_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rules = state.rules
    assert isinstance(rules, Vortex)
    seat = decision.player
    (left,) = decision.data
    state.new_object(rules.basics[action[1]], seat, (HAND, seat))
    state.log_event("R-VX-2", "vortex_basic_added", seat, action[1])
    push(state, ("vortex_basics", seat, left - 1))
