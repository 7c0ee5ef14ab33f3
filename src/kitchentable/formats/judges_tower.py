"""Judge's Tower: the Magic Incomprehensive Rules (ICR 100-500, document 000) with the Shame variant.

Every override below names the ICR rule it implements and the project's ruling (`RULINGS.md` R-JT-1..12).
ICR 100.1: where these rules and the Comprehensive Rules disagree, the ICR wins; each override is the place
where that happens, by rule number.

Two ways to play (R-JT-9):
- normal play: the engine is a strict referee: the As Soon As Possible rules (ICR 200) and the order of play
  (ICR 300) shrink every decision's options to what the Tower allows, so a violation can't happen;
- training (option `training`): the seats listed in `humans` see every option the Comprehensive Rules allow.
  An answer the Tower forbids becomes a latent violation (ICR 400.4): it stands until another player calls it,
  with a decision option ("call", id) or `call_violation`; computer players call what they see at once. A
  correct call applies ICR 400.2 (or 500.3 with the Shame variant).

Format state lives in `GameState.format_data` (immutable values, so copies stay independent) and in each
player's counters: "point" tokens (ICR 400.6) and "shame" (ICR 500.2).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.engine import push, resumer
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.ruleset import Parameter, RuleSet
from kitchentable.rules.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    SHARED,
    STACK,
    Decision,
    GameObject,
    GameState,
    ZoneKey,
)

SHARED_LIBRARY: ZoneKey = (LIBRARY, SHARED)
SHARED_GRAVEYARD: ZoneKey = (GRAVEYARD, SHARED)
SHARED_ZONES = frozenset({SHARED_LIBRARY, SHARED_GRAVEYARD})

X_TARGET = 5
"""ICR 200.2: X is five when it can be."""

DEFAULT_LOOP_LIMIT = 2000
"""The bounded loop guard: decisions in one turn without a real action (only passes and forced answers)
before ICR 100.9 applies to whatever is on the stack, even if no game state has repeated yet."""

CALL_ACTIONS = frozenset({"call"})


@dataclass(frozen=True, slots=True)
class Violation:
    """A latent violation (ICR 400.2-400.4): who broke which rule, how, and the object it concerns."""

    vid: int
    seat: int
    rule: str
    text: str
    related: int | None
    subgame: int


@dataclass(frozen=True, slots=True)
class Obligation:
    """What the Tower allows for one decision, the rule that narrows it and the judge's sentence."""

    allowed: tuple[tuple[Any, ...], ...]
    rule: str = ""
    text: str = ""


class JudgesTower(RuleSet):
    """The Judge's Tower (document 000), optionally with the Shame variant (ICR 500).

    Its options are `parameters` below (docs/formats/judges-tower.md lists them).
    """

    name = "judges-tower"
    min_players = 2
    max_players = 8
    parameters = RuleSet.parameters + (
        Parameter("levels", "levels", None, "ICR 100.3, R-JT-12",
                  "certification level per seat = starting hand size (every seat 0 when unset)"),
        Parameter("shame", "bool", False, "ICR 500, R-JT-11", "the Shame variant instead of subgames"),
        Parameter("shame_limit", "int", None, "ICR 500.4, R-JT-11",
                  "total shame that ends the Tower (4 x players when unset)", minimum=1),
        Parameter("training", "bool", False, "R-JT-9", "the Tower's judge instead of a strict referee"),
        Parameter("humans", "seats", None, "R-JT-9",
                  "seats whose answers are checked instead of narrowed (seat 0 with training when unset)"),
        Parameter("wrong_call_penalty", "text", "none", "R-JT-9",
                  "violation: a wrong call is treated as the caller's violation (ICR 400.2 / 500.3)",
                  choices=("none", "violation")),
        Parameter("loop_limit", "int", DEFAULT_LOOP_LIMIT, "ICR 100.9, R-JT-8",
                  "decisions in one turn without a real action (passes and forced answers) before ICR 100.9 "
                  "applies anyway", minimum=1),
        Parameter("turn_limit", "int", None, "ICR 400.8",
                  "end the Tower after that many turns, scored under ICR 400.8", minimum=1),
    )
    unbounded_payment = True
    """ICR 100.11: every mana and life cost can be paid (the kernel's casting reads this)."""

    # --- construction --------------------------------------------------------------------------------

    @classmethod
    def default_game(cls, players: int, seed: int, pool: str | None = None, shame: bool = False,
                     levels: dict[int, int] | None = None, training: bool = False, decks: Any = None,
                     **options: Any) -> dict[str, Any]:
        """Keyword arguments for `Game(format="judges-tower", seed=seed, **kwargs)` (everything but the format
        and the seed): the cube (the bundled starter cube, or the cube or CubeCobra export at `pool`; decks
        given instead are put together) as the one shared library (ICR 100.5, R-JT-12: the cube's size is the
        pool's size), and the format's options."""
        if not cls.min_players <= players <= cls.max_players:
            raise ValueError(f"the Judge's Tower is for {cls.min_players} to {cls.max_players} players, not {players}")
        opts: dict[str, Any] = {"shame": shame, "training": training, **options}
        if levels:
            opts["levels"] = {int(k): int(v) for k, v in levels.items()}
        if training and "humans" not in opts:
            opts["humans"] = [0]
        if decks:
            from kitchentable.cards.files.decks import load_deck

            cards = [name for deck in decks for name in load_deck(deck).main]
        else:
            cards = load_cube_cards(pool)
        return {"decks": [cards], "players": players, "options": opts}

    def build(self, state: GameState, decks: list[list[Any]], pool: Any = None) -> None:
        """ICR 100.5: all players share one library: the cube (one deck), or every deck given put together."""
        for deck in decks:
            for card in deck:
                state.new_object(card, 0, SHARED_LIBRARY)
        if not state.zones.get(SHARED_LIBRARY):
            raise ValueError("the Judge's Tower needs a cube: give one deck (the shared library)")

    def setup(self, state: GameState) -> None:
        """ICR 100.2 infinite life; ICR 500.2 shame counters at zero; the first subgame begins (ICR 400.1).
        R-JT-5 with R-JT-6: mana abilities are actions like any other, so they are offered with priority
        (option `idle_mana_abilities`, on in the Tower) and ICR 200.1 requires them."""
        state.options.setdefault("idle_mana_abilities", True)
        for p in state.players:
            if self.shame:
                p.counters.setdefault("shame", 0)
            else:
                p.counters.setdefault("point", 0)
        state.format_data.setdefault("subgame", 1)

    # --- options -------------------------------------------------------------------------------------

    @property
    def shame(self) -> bool:
        return bool(self.options.get("shame", False))

    @property
    def training(self) -> bool:
        return bool(self.options.get("training", False))

    def humans(self) -> frozenset[int]:
        return frozenset(int(s) for s in self.options.get("humans", ()))

    def shame_limit(self, state: GameState) -> int:
        """R-JT-11 / ICR 500.4: four times the number of players unless the option says otherwise."""
        limit = self.options.get("shame_limit")
        return int(limit) if limit is not None else 4 * len(state.players)

    def checked(self, seat: int) -> bool:
        """Whether this seat's answers are checked rather than narrowed (a human in training, R-JT-9)."""
        return self.training and seat in self.humans()

    # --- ICR 100.2 life ----------------------------------------------------------------------------------

    def starting_life(self, state: GameState, seat: int) -> int:
        """ICR 100.2 / R-JT-4: every life total is infinite (`life_is_infinite`; the number kept is never read)."""
        return 0

    def life_is_infinite(self, state: GameState, seat: int) -> bool:
        """ICR 100.2 / R-JT-4: every life total is infinite."""
        return True

    def change_life(self, state: GameState, seat: int, delta: int) -> int:
        """ICR 100.2 / R-JT-4: gains and losses happen (and trigger) but the total stays infinite."""
        state.log_event("ICR 100.2", "jt_life", seat, delta)
        return delta

    def set_life(self, state: GameState, seat: int, value: int) -> None:
        """ICR 100.2 / R-JT-4: life totals can't be set to a number; the effect does nothing."""
        state.log_event("ICR 100.2", "jt_set_life", seat, value)

    # --- ICR 100.3-100.4 the opening ----------------------------------------------------------------------

    def opening_hand_size(self, state: GameState, seat: int) -> int:
        """ICR 100.3 / R-JT-12: the starting hand is the player's certification level (default 0)."""
        levels = self.options.get("levels") or {}
        return int(levels.get(seat, levels.get(str(seat), 0)))

    def mulligans_allowed(self, state: GameState) -> bool:
        """ICR 100.4 (the second "100.3", R-JT-1): no mulligans."""
        return False

    # --- ICR 100.5-100.7 shared zones and first-touch ownership ---------------------------------------------

    def library_of(self, state: GameState, seat: int) -> ZoneKey:
        """ICR 100.5 / R-JT-3: "your library" is the shared library."""
        return SHARED_LIBRARY

    def graveyard_of(self, state: GameState, seat: int) -> ZoneKey:
        """ICR 100.6 / R-JT-3: "your graveyard" is the shared graveyard."""
        return SHARED_GRAVEYARD

    def owned_by_all(self, state: GameState, zone: ZoneKey) -> bool:
        """ICR 100.6-100.7: while a card is in a shared zone every player is its owner."""
        return zone in SHARED_ZONES

    def owner_after_move(self, state: GameState, obj: GameObject, to: ZoneKey, mover: int) -> int:
        """ICR 100.7 / R-JT-3: a card leaving a shared zone belongs to the first player to have it enter their
        hand, the battlefield, exile or the stack; back in a shared zone, that ownership ends. When the move
        names no player (the kernel then passes -1), the player whose spell or ability is acting is the one
        who exiles it or puts it onto the battlefield."""
        if obj.zone in SHARED_ZONES and to not in SHARED_ZONES:
            if to[0] == HAND:
                return to[1]
            if mover < 0:
                return acting_player(state)
            return mover
        return obj.owner

    # --- ICR 100.8 each ability once per turn cycle ------------------------------------------------------------

    def can_activate(self, state: GameState, seat: int, oid: int, index: int) -> bool:
        """ICR 100.8 / R-JT-5: a player who activated an ability of an object (mana abilities included) may
        not activate it again until the beginning of their next turn; a new object has new abilities."""
        began = state.players[seat].turn_began
        for used_oid, used_index, turn in state.format_data.get(("used", seat), ()):
            if used_oid == oid and used_index == index and turn >= began:
                return False
        return True

    def on_activated(self, state: GameState, seat: int, oid: int, index: int) -> None:
        """ICR 100.8: remember the activation (older ones than the player's current turn cycle expire)."""
        began = state.players[seat].turn_began
        kept = tuple(u for u in state.format_data.get(("used", seat), ()) if u[2] >= began)
        state.format_data[("used", seat)] = kept + ((oid, index, state.turn),)

    # --- ICR 100.10 / 400 winning and losing --------------------------------------------------------------

    def sba_loss_applies(self, state: GameState, seat: int, reason: str) -> bool:
        """ICR 100.10: state-based actions never make a player lose."""
        return False

    def on_draw_from_empty(self, state: GameState, seat: int) -> None:
        """ICR 400.1: the Tower ends when a player would draw from the empty shared library."""
        state.log_event("ICR 400.1", "jt_library_empty", seat)
        self.finish(state, "ICR 400.1")

    def player_loses(self, state: GameState, seat: int, reason: str) -> None:
        """ICR 100.10: effects can't make a player win or lose; only the rules of ICR 400 (or 500) can. A
        concession (104.3a) still takes the player out of the current subgame."""
        if reason.startswith("ICR 4") or reason.startswith("conceded"):
            self.leave_subgame(state, seat, reason)
            return
        state.log_event("ICR 100.10", "jt_no_loss", seat, reason)

    def check_game_over(self, state: GameState) -> None:
        """ICR 400.6: the subgame (not the Tower) ends when only one player remains in it."""
        if state.over or state.format_data.get("subgame_over"):
            return
        alive = state.seats_in_game()
        if len(alive) > 1:
            return
        if self.shame:
            self.finish(state, "ICR 500.1")
            return
        self.end_subgame(state, alive[0] if alive else None)

    def leave_subgame(self, state: GameState, seat: int, reason: str) -> None:
        """R-JT-2: "loses the game" means leaving the current subgame. As in 800.4a, the cards the player
        owns outside the shared zones leave the game, control given to them ends."""
        p = state.players[seat]
        if not p.in_game or state.over:
            return
        p.lost = True
        p.loss_reason = reason
        state.log_event("R-JT-2", "jt_out", seat, reason)
        for oid in list(state.objects):
            o = state.objects.get(oid)
            if o is None or o.zone in SHARED_ZONES:
                continue
            gone = o.owner == seat or (o.zone[0] == STACK and o.stack is not None and o.stack.controller == seat)
            if gone:
                state.remove_object(oid)
            elif o.zone[0] == BATTLEFIELD and o.controller == seat:
                state.mut(oid).controller = o.owner
        state.continuous = [ce for ce in state.continuous if ce.controller != seat]
        state.forget(None)  # the continuous effects changed: every characteristic is read again (613)
        self.check_game_over(state)

    def end_subgame(self, state: GameState, winner: int | None) -> None:
        """ICR 400.6 / R-JT-10: the last player in the subgame puts a point token in their command zone
        (nobody left: no point). ICR 400.7 then clears every non-library zone, which happens when the
        decision "next_subgame" is answered, so nothing still running touches the cleared zones."""
        state.format_data["subgame_over"] = True
        if winner is not None:
            p = state.players[winner]
            p.counters["point"] = p.counters.get("point", 0) + 1
        state.log_event("ICR 400.6", "jt_subgame_won", winner, state.format_data.get("subgame", 1))
        chooser = winner if winner is not None else state.active
        state.decision = Decision(chooser, "subgame_over", (("next_subgame",),), "jt_next_subgame", (winner,),
                                  "The subgame is over; the next one begins with the remaining library "
                                  "(ICR 400.7).", "ICR 400.7")

    def finish(self, state: GameState, rule: str) -> None:
        """ICR 400.8 / R-JT-10: most point tokens wins, ties share the win; R-JT-11 / ICR 500: with Shame,
        the fewest shame counters win, ties shared."""
        from kitchentable.rules.concepts.game_end import end_game

        if state.over:
            return
        seats = [p.seat for p in state.players]
        if self.shame:
            score = {s: -state.players[s].counters.get("shame", 0) for s in seats}
        else:
            score = {s: state.players[s].counters.get("point", 0) for s in seats}
        best = max(score.values())
        winners = tuple(s for s in seats if score[s] == best)
        state.log_event("ICR 500.4" if rule == "ICR 500.4" else "ICR 400.8", "jt_tower_over", rule, winners)
        for p in state.players:
            p.lost = p.seat not in winners
        end_game(state, winners)

    def describe_result(self, state: GameState) -> dict[str, Any]:
        """Subgames played and points per seat (ICR 400), or shame per seat (ICR 500); violations called."""
        out: dict[str, Any] = {
            "variant": "shame" if self.shame else "subgames",
            "subgames": int(state.format_data.get("subgame", 1)) if not self.shame else 1,
            "calls": int(state.format_data.get("calls", 0)),
            "loops_broken": int(state.format_data.get("loops", 0)),
        }
        if self.shame:
            out["shame"] = [p.counters.get("shame", 0) for p in state.players]
        else:
            out["points"] = [p.counters.get("point", 0) for p in state.players]
        return out

    def observation(self, state: GameState, seat: int) -> dict[str, Any]:
        """Public Tower facts: subgame number, points or shame, and the latent violations (all are public
        actions, so every player may see and call them)."""
        view: dict[str, Any] = {"subgame": state.format_data.get("subgame", 1)}
        if self.shame:
            view["shame"] = [p.counters.get("shame", 0) for p in state.players]
        else:
            view["points"] = [p.counters.get("point", 0) for p in state.players]
        view["latent_violations"] = [
            {"id": v.vid, "player": v.seat, "rule": v.rule, "text": v.text}
            for v in state.format_data.get("violations", ())
        ]
        return view

    def turn_limit_reached(self, state: GameState, limit: int) -> None:
        """A simulation's `max_turns` bound: the Tower is scored as ICR 400.8 (or 500) scores it."""
        state.log_event("ICR 400.8", "jt_turn_limit", limit)
        self.finish(state, "turn limit")

    def after_step(self, state: GameState, step: str) -> list[tuple[Any, ...]]:
        """The optional `turn_limit`: the Tower ends under ICR 400.8 scoring after that many turns."""
        limit = self.options.get("turn_limit")
        if step == "cleanup" and limit is not None and state.turn >= int(limit):
            state.log_event("ICR 400.8", "jt_turn_limit", int(limit))
            self.finish(state, "turn limit")
        return []

    # --- ICR 100.9 mandatory loops ------------------------------------------------------------------------

    def extra_sba(self, state: GameState) -> bool:
        """Computer players call the violations they see (R-JT-9); a detected mandatory loop's objects cease
        to exist (ICR 100.9 / R-JT-8)."""
        acted = False
        if self.training and not state.format_data.get("subgame_over"):
            acted = self._computer_calls(state)
        if state.over or state.format_data.get("subgame_over"):
            return acted
        loop = state.format_data.get("loop")
        if loop is not None:
            del state.format_data["loop"]
            self._break_loop(state, loop)
            acted = True
        return acted

    loop_ignored_actions = CALL_ACTIONS  # the calls a player could make are the judge's record (R-JT-9)
    loop_watch_after = 0

    def loop_size_only_zones(self, state: GameState) -> frozenset[Any]:
        """The shared library's order is hidden and never part of a loop (R-JT-8)."""
        return frozenset({SHARED_LIBRARY})

    def loop_limit(self, state: GameState) -> int:
        return int(self.options.get("loop_limit", DEFAULT_LOOP_LIMIT))

    def mandatory_loop(self, state: GameState, loop: tuple[int, int], limit: int | None) -> None:
        """R-JT-8 (ICR 100.9, instead of CR 104.4b's draw): the loop's objects cease to exist at the next
        check of state-based actions (`extra_sba`) and play continues. The watch is the rules' own
        (rules.turn.mandatory_loops): life totals are infinite (ICR 100.2), so gains and losses don't change
        the state compared; in training each pass that breaks ICR 200.1 adds a latent violation, which is the
        judge's record, not the loop's state."""
        if limit is not None:
            state.log_event("ICR 100.9", "jt_loop_guard", limit)
        state.format_data["loop"] = loop

    def _break_loop(self, state: GameState, loop: tuple[int, int]) -> None:
        """ICR 100.9: the objects involved in the loop cease to exist: the spells and abilities the loop put
        on the stack, the sources of those abilities, and the objects that changed zones during the loop
        (what was on the stack before the loop began isn't involved). No leaves-the-battlefield ability
        triggers: they cease to exist, they don't move."""
        since, first_id = loop
        involved: list[int] = []
        for sid in state.stack_ids():
            if sid < first_id:
                continue
            involved.append(sid)
            info = state.objects[sid].stack
            if info is not None and info.kind != "spell" and info.source in state.objects:
                involved.append(info.source)
        for ev in state.log[since:]:
            if ev.kind == "zone" and len(ev.data) > 4 and ev.data[4] in state.objects:
                involved.append(ev.data[4])
        names: list[str] = []
        for oid in dict.fromkeys(involved):
            o = state.objects.get(oid)
            if o is None or o.zone == SHARED_LIBRARY or (o.token and o.zone[0] != BATTLEFIELD):
                continue
            state.remove_object(oid)
            names.append(o.card.name)
        state.format_data["loops"] = int(state.format_data.get("loops", 0)) + 1
        state.log_event("ICR 100.9", "jt_loop", tuple(names))

    # --- ICR 200 / 300 obligations on every decision ---------------------------------------------------------

    def filter_options(self, state: GameState, kind: str, player: int, options: list[tuple[Any, ...]],
                       data: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """ICR 200.1-200.8 and 300.2-300.4 (R-JT-6, R-JT-7): the legal answers shrink to what the Tower
        allows. A human in training (R-JT-9) keeps every option; `on_answer` checks the answer instead."""
        if self.checked(player):
            result = options
        else:
            ob = obligation(state, kind, player, options, data)
            result = list(ob.allowed)
            if ob.rule and len(result) < len(options):
                state.log_event(ob.rule, "jt_obligation", player, kind, ob.text)
        return result

    def on_answer(self, state: GameState, decision: Any, action: tuple[Any, ...]) -> None:
        """R-JT-9 / ICR 400.4: in training, an answer the Tower forbids becomes a latent violation. Any real
        action ends the loop being watched (R-JT-8, rules.turn.mandatory_loops)."""
        if not self.checked(decision.player) or action[0] in CALL_ACTIONS:
            return
        ob = obligation(state, decision.kind, decision.player, list(decision.options), decision.data)
        if action in ob.allowed:
            return
        vid = int(state.format_data.get("next_vid", 1))
        state.format_data["next_vid"] = vid + 1
        violation = Violation(vid, decision.player, ob.rule, ob.text,
                              related_object(state, decision, action), int(state.format_data.get("subgame", 1)))
        state.format_data["violations"] = tuple(state.format_data.get("violations", ())) + (violation,)

    def after_rewind(self, state: GameState, action: tuple[Any, ...]) -> None:
        """ICR 200.1 with 601.2 / R-C-2: an action that had to be rewound was not one the player could take,
        so it no longer blocks passing priority in this priority window."""
        d = state.decision
        if d is None or d.kind != "priority":
            return
        rest = tuple(o for o in d.options if o != action)
        if not any(o[0] not in ("pass", "call") for o in rest) and ("pass",) not in rest:
            rest = (("pass",),) + rest
        state.decision = replace(d, options=rest)

    # --- ICR 400.2-400.5 calls -------------------------------------------------------------------------------

    def special_actions(self, state: GameState, seat: int) -> list[tuple[Any, ...]]:
        """ICR 400.4: any other player in the subgame may point out a latent violation."""
        return [("call", v.vid) for v in state.format_data.get("violations", ()) if v.seat != seat]

    def take_special_action(self, state: GameState, seat: int, action: tuple[Any, ...]) -> None:
        if action[0] != "call":
            super().take_special_action(state, seat, action)
            return
        self.call(state, seat, int(action[1]))

    def call(self, state: GameState, caller: int, vid: int | None) -> bool:
        """ICR 400.4-400.5: `caller` points out violation `vid`. Correct: the related object leaves the game
        and the violator leaves the subgame (ICR 400.2), or gets a shame counter (ICR 500.3). A wrong call
        costs what the option `wrong_call_penalty` says (R-JT-9; default nothing). Returns whether the call
        was correct."""
        latent = state.format_data.get("violations", ())
        found = next((v for v in latent if v.vid == vid), None)
        if found is None:
            self._wrong_call(state, caller, vid)
            return False
        state.format_data["violations"] = tuple(v for v in latent if v.vid != vid)
        state.format_data["calls"] = int(state.format_data.get("calls", 0)) + 1
        state.log_event("ICR 400.4", "jt_call", caller, found.seat, found.rule, found.text)
        if found.related is not None and found.related in state.objects:
            o = state.objects[found.related]
            if o.zone[0] == STACK and o.stack is not None and o.stack.kind != "spell":
                from kitchentable.rules.stack.resolve import remove_from_stack

                remove_from_stack(state, found.related)
                state.log_event("ICR 400.2", "jt_removed", o.card.name)
            elif o.zone not in SHARED_ZONES:
                events.move(state, found.related, EXILE, cause="ICR 400.2")
                state.log_event("ICR 400.2", "jt_removed", o.card.name)
        self.penalize(state, found.seat, f"ICR 400.2: {found.text}")
        return True

    def penalize(self, state: GameState, seat: int, reason: str) -> None:
        """ICR 400.2 (the player loses the subgame, R-JT-2) or ICR 500.3 (a shame counter instead)."""
        if self.shame:
            p = state.players[seat]
            p.counters["shame"] = p.counters.get("shame", 0) + 1
            state.log_event("ICR 500.3", "jt_shame", seat, p.counters["shame"])
            total = sum(q.counters.get("shame", 0) for q in state.players)
            if total >= self.shame_limit(state):
                self.finish(state, "ICR 500.4")
            return
        self.player_loses(state, seat, reason)

    def _wrong_call(self, state: GameState, caller: int, vid: int | None) -> None:
        """R-JT-9: a wrong call costs nothing unless `wrong_call_penalty` is "violation": then the caller is
        treated as having violated a rule (ICR 400.2, or a shame counter under ICR 500.3)."""
        penalty = str(self.options.get("wrong_call_penalty", "none"))
        state.log_event("R-JT-9", "jt_wrong_call", caller, vid, penalty)
        if penalty != "none":
            self.penalize(state, caller, "ICR 400.2: a wrong call (R-JT-9, wrong_call_penalty)")

    def _computer_calls(self, state: GameState) -> bool:
        """R-JT-9: a computer player still in the subgame calls every violation it sees at once."""
        humans = self.humans()
        acted = False
        for v in tuple(state.format_data.get("violations", ())):
            if state.over or state.format_data.get("subgame_over"):
                break
            callers = [s for s in state.apnap(v.seat) if s != v.seat and s not in humans]
            if callers:
                self.call(state, callers[0], v.vid)
                acted = True
        return acted


# --- the obligations themselves -----------------------------------------------------------------------------------


def obligation(state: GameState, kind: str, player: int, options: list[tuple[Any, ...]],
               data: tuple[Any, ...]) -> Obligation:
    """What the Tower allows for a decision of `kind` among the Comprehensive Rules' `options`."""
    rule_fn: Rule | None = OBLIGATIONS.get(kind)
    if kind.startswith("cost_") and kind != "cost_choice":
        rule_fn = _must_pay
    if rule_fn is None:
        return Obligation(tuple(options))
    found = rule_fn(state, player, options, data)
    if not found.allowed:
        return Obligation(tuple(options))
    return found


def _priority(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 300.2-300.3 / R-JT-7: of one object's abilities that can be activated now, the last one (granted
    abilities count after the printed ones) goes first; ICR 200.1: no passing while an action exists."""
    last: dict[int, int] = {}
    for o in options:
        if o[0] in ("activate", "mana"):
            last[o[1]] = max(last.get(o[1], -1), o[2])
    ordered = [o for o in options if o[0] not in ("activate", "mana") or o[2] == last[o[1]]]
    rule, text = "", ""
    if len(ordered) < len(options):
        rule, text = "ICR 300.2", "abilities of one card are activated from the last to the first"
    actions = [o for o in ordered if o[0] not in ("pass", "call")]
    if actions and ("pass",) in ordered:
        ordered = [o for o in ordered if o != ("pass",)]
        rule, text = "ICR 200.1", "a player may not pass priority while another legal action exists"
    return Obligation(tuple(ordered), rule, text)


def _x(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.2 / R-JT-6: X is five, or the highest legal value below five."""
    values = [o[1] for o in options]
    if X_TARGET in values:
        pick = X_TARGET
    else:
        below = [v for v in values if v < X_TARGET]
        pick = max(below) if below else min(values)
    return Obligation(((("x", pick)),), "ICR 200.2", f"X must be {pick} (five, or the highest legal value below)")


Rule = Callable[[GameState, int, list[tuple[Any, ...]], tuple[Any, ...]], Obligation]


def _most(rule: str, noun: str, size: Callable[[tuple[Any, ...]], int]) -> Rule:
    def most(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
        best = max(size(o) for o in options)
        return Obligation(tuple(o for o in options if size(o) == best), rule,
                          f"the greatest possible number of {noun} must be chosen ({best})")
    return most


def _topmost(state: GameState, options: list[tuple[Any, ...]] | tuple[tuple[Any, ...], ...],
             at: int = 1) -> tuple[tuple[Any, ...], bool]:
    """ICR 300.4: among options naming (at position `at`) objects in the shared library or graveyard, only
    the one closest to the top of each zone."""
    shared = [o for o in options if len(o) > at and isinstance(o[at], int) and o[at] in state.objects
              and state.objects[o[at]].zone in SHARED_ZONES]
    if len(shared) <= 1:
        return tuple(options), False
    by_zone: dict[ZoneKey, tuple[Any, ...]] = {}
    for o in shared:
        key = state.objects[o[at]].zone
        zone = state.zones[key]
        held = by_zone.get(key)
        if held is None or zone.index(o[at]) > zone.index(held[at]):
            by_zone[key] = o
    keep = set(by_zone.values())
    return tuple(o for o in options if o not in shared or o in keep), True


def _target(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    allowed, narrowed = _topmost(state, options)
    if narrowed:
        return Obligation(allowed, "ICR 300.4", "a card chosen from the library or graveyard is the topmost one")
    return Obligation(allowed)


def _pick_from_library(none: tuple[Any, ...]) -> Rule:
    def pick(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
        picks = [o for o in options if o != none]
        if not picks:
            return Obligation(tuple(options))
        allowed, _ = _topmost(state, picks)
        return Obligation(allowed, "ICR 300.4",
                          "a card must be taken (ICR 200.6), the one closest to the top (ICR 300.4)")
    return pick


def _must_do(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.6: "may" and "unless" options are performed."""
    if ("yes",) in options:
        return Obligation((("yes",),), "ICR 200.6", "an optional action (\"may\", \"unless\") must be performed")
    return Obligation(tuple(options))


def _cost_choice(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.6 / R-JT-6: optional costs such as kicker are paid."""
    kicked = tuple(o for o in options if len(o) > 1 and o[1] == "kicker")
    if kicked:
        return Obligation(kicked, "ICR 200.6", "an optional additional cost (kicker) must be paid")
    return Obligation(tuple(options))


def _must_pay(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 100.11 with ICR 200.1: every cost can be paid, so a started payment may not be cancelled while
    it can go on (the floating mana goes first, ICR 200.7, in the payment itself)."""
    rest = tuple(o for o in options if o != ("cancel",))
    if not rest:
        return Obligation(tuple(options))
    top, narrowed = _topmost(state, rest, at=2)
    if narrowed:
        return Obligation(top, "ICR 300.4", "a card paid from the graveyard is the topmost one")
    if len(rest) < len(options):
        return Obligation(rest, "ICR 100.11", "every cost can be paid, so the payment can't be cancelled")
    return Obligation(tuple(options))


def _replicate(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.6 / R-JT-6: replicate is an optional cost, so it is paid: at least once. How many more times
    is the player's choice ("any number of times" names no number to maximise, unlike ICR 200.3-200.4)."""
    paid = tuple(o for o in options if o[1] > 0)
    if paid:
        return Obligation(paid, "ICR 200.6", "an optional additional cost (replicate) must be paid")
    return Obligation(tuple(options))


def _attack(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.5: every creature that can attack attacks; the controller chooses whom."""
    attacks = tuple(o for o in options if o[0] == "attack")
    if attacks:
        return Obligation(attacks, "ICR 200.5", "every creature that can attack must attack")
    return Obligation(tuple(options))


def _block(state: GameState, player: int, options: list[tuple[Any, ...]], data: tuple[Any, ...]) -> Obligation:
    """ICR 200.5: every creature that can block blocks. If the blocks so forced can't all stand together
    (menace), the creature isn't able to block and the player declares freely."""
    if state.turn_facts.get(("jt_free_blocks", player)):
        return Obligation(tuple(options))
    blocks = tuple(o for o in options if o[0] == "block")
    if blocks:
        return Obligation(blocks, "ICR 200.5", "every creature that can block must block")
    if ("block_done",) not in options:
        state.turn_facts[("jt_free_blocks", player)] = True
        return Obligation(tuple(options))
    return Obligation((("block_done",),))


OBLIGATIONS: dict[str, Rule] = {
    "priority": _priority,
    "choose_x": _x,
    "choose_modes": _most("ICR 200.4", "modes", lambda o: len(o[1])),
    "target_count": _most("ICR 200.3", "targets", lambda o: o[1]),
    "choose_target": _target,
    "search": _pick_from_library(("find_none",)),
    "look_pick": _pick_from_library(("pick_none",)),
    "may": _must_do,
    "unless": _must_do,
    "cost_choice": _cost_choice,
    "pay_mana": _must_pay,
    "declare_attackers": _attack,
    "declare_blockers": _block,
    "hideaway": _pick_from_library(("none",)),
    "opponent_choice": _pick_from_library(("none",)),
    "replicate": _replicate,
}


def related_object(state: GameState, decision: Decision, action: tuple[Any, ...]) -> int | None:
    """ICR 400.2: the object a violation concerns: the spell or ability being put on the stack, the
    creature that didn't attack or block, the source of the skipped "may"."""
    kind = decision.kind
    if kind in ("choose_x", "choose_modes", "target_count", "choose_target", "cost_choice", "pay_mana",
                "replicate") or \
            kind.startswith("cost_"):
        from kitchentable.rules.casting.context import ctx

        cid = decision.data[0]
        return ctx(state, cid).stack_id if cid in state.contexts else None
    if kind in ("may", "unless"):
        from kitchentable.rules.stack.resolve import rctx

        rid = decision.data[0]
        return rctx(state, rid).source if rid in state.contexts else None
    if kind in ("declare_attackers", "declare_blockers"):
        able = [o[1] for o in decision.options if o[0] in ("attack", "block")]
        return able[0] if able else None
    return None


def acting_player(state: GameState) -> int:
    """The controller of the spell or ability on top of the stack (the one resolving), else the active
    player."""
    stack = state.zones.get((STACK, SHARED))
    if stack:
        info = state.objects[stack[-1]].stack
        if info is not None:
            return info.controller
    return state.active


# --- ICR 400.7: a new subgame -----------------------------------------------------------------------------------


@resumer("jt_next_subgame")
def next_subgame(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """ICR 400.7: every card outside the shared library leaves the game (point tokens and shame counters are
    not cards and stay, R-JT-10); a new subgame starts with the remaining library, the seat after the last
    subgame's starting player going first, with opening hands again (ICR 100.3)."""
    rules = state.rules
    state.reset_for_subgame(keep=SHARED_LIBRARY)
    data = state.format_data
    for key in [k for k in data if isinstance(k, tuple) and k[0] == "used"]:
        del data[key]
    data.pop("violations", None)
    data.pop("loop", None)
    data["subgame_over"] = False
    data["subgame"] = int(data.get("subgame", 1)) + 1
    state.starting_player = (state.starting_player + 1) % len(state.players)
    state.active = state.starting_player
    state.priority = None
    state.log_event("ICR 400.7", "jt_subgame", data["subgame"], state.starting_player)
    push(state, *rules.opening_frames(state), ("turn", True))


# --- the judge's sentences ----------------------------------------------------------------------------------------


def _names(state: GameState, seats: Any) -> str:
    return ", ".join(player_name(state, s) for s in seats) or "nobody"


EXPLAINERS.update({
    "jt_life": lambda s, d: (f"{player_name(s, d[0])} {'gains' if d[1] > 0 else 'loses'} {abs(d[1])} life; "
                             "the life total stays infinite (ICR 100.2)."),
    "jt_set_life": lambda s, d: (f"{player_name(s, d[0])}'s life total would become {d[1]}, but life totals can't "
                                 "be set to a number (ICR 100.2, R-JT-4): nothing happens."),
    "jt_no_loss": lambda s, d: (f"{player_name(s, d[0])} would lose ({d[1]}), but players win or lose only under "
                                "ICR 400 (ICR 100.10): nothing happens."),
    "jt_library_empty": lambda s, d: (f"{player_name(s, d[0])} would draw from the empty shared library: "
                                      "the Judge's Tower ends (ICR 400.1)."),
    "jt_out": lambda s, d: f"{player_name(s, d[0])} leaves the current subgame ({d[1]}) (R-JT-2).",
    "jt_subgame_won": lambda s, d: (f"Only {player_name(s, d[0])} remains: they win subgame {d[1]} and put a point "
                                    "token in their command zone (ICR 400.6)." if d[0] is not None else
                                    f"Nobody remains in subgame {d[1]}: no point is awarded (R-JT-10)."),
    "jt_subgame": lambda s, d: (f"Every card outside the shared library leaves the game; subgame {d[0]} begins with "
                                f"the remaining library, {player_name(s, d[1])} first (ICR 400.7)."),
    "jt_tower_over": lambda s, d: (f"The Judge's Tower is over ({d[0]}). Winner(s): {_names(s, d[1])} "
                                   "(ICR 400.8 / 500: ties share the win)."),
    "jt_turn_limit": lambda s, d: f"The turn limit ({d[0]}) is reached: the Tower is scored now (ICR 400.8).",
    "jt_obligation": lambda s, d: f"{player_name(s, d[0])} is bound for {str(d[1]).replace('_', ' ')}: {d[2]}.",
    "jt_call": lambda s, d: (f"{player_name(s, d[0])} calls a violation by {player_name(s, d[1])}: {d[3]} ({d[2]}). "
                             "The call is correct (ICR 400.4)."),
    "jt_removed": lambda s, d: f"{d[0]}, the object related to the violation, is removed from the game (ICR 400.2).",
    "jt_shame": lambda s, d: (f"Instead of losing, {player_name(s, d[0])} adds a shame counter "
                              f"(now {d[1]}) (ICR 500.3)."),
    "jt_wrong_call": lambda s, d: (f"{player_name(s, d[0])} calls a violation that isn't there"
                                   f"{'' if d[1] is None else f' (#{d[1]})'}; penalty: {d[2]} (R-JT-9)."),
    "jt_loop": lambda s, d: (f"The game would repeat a loop of mandatory actions: {', '.join(d[0]) or 'its objects'} "
                             "cease to exist, and play continues (ICR 100.9, R-JT-8)."),
    "jt_loop_guard": lambda s, d: (f"{d[0]} decisions in one turn with only passes and forced answers: treated as a mandatory loop "
                                   "(ICR 100.9)."),
})


def load_cube_cards(pool: str | None) -> list[Any]:
    """The starter cube, or a CubeCobra export / cube file at `pool`, as the cards of the shared library."""
    from kitchentable.cards.files.decks import load_cube

    cube = load_cube(pool or "starter")
    return list(getattr(cube, "cards", cube))


def call_violation(game: Any, caller: int, vid: int | None = None) -> bool:
    """The API call of ICR 400.4 (R-JT-9): `caller` points out latent violation `vid` at any moment, not only
    while holding priority (but not in the middle of an announcement, 601.2). Returns whether the call was
    correct. Undo takes it back like any action."""
    from kitchentable.rules.engine import run
    from kitchentable.rules.errors import IllegalAction

    state = game.state
    rules = state.rules
    if not isinstance(rules, JudgesTower):
        raise ValueError("violations are called only in the Judge's Tower")
    if state.over:
        raise IllegalAction("104", "the game is over")
    if state.cast_snapshot:
        raise IllegalAction("ICR 400.4", "a call waits until the spell or ability being announced is on the "
                                         "stack (601.2)")
    before = state.copy()
    pending = state.decision
    correct = rules.call(state, caller, vid)
    if not state.over and state.decision is pending and pending is not None \
            and not state.players[pending.player].in_game:
        state.decision = None
        state.frames.append(("priority",))
        state.priority = state.next_seat(pending.player)
    if state.decision is None and not state.over:
        run(state)
    game.history.append(before)
    return correct
