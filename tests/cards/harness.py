"""A small driver for card behaviour tests: set up a board, use a card, answer its decisions by preference.

    r = run_card("Lightning Strike", targets=["opp"])
    assert r.life(1) == 17

Seat 0 acts; seat 1 is the opponent. `targets` are chosen in order: "opp", "me", or a card name on the
battlefield or in a graveyard or on the stack (the first object with that name). Other decisions take the
first option that is not a cancel, a refusal or a "keep looking" choice, unless `answers` says otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kitchentable.api.game import Game
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

BASIC_FOR = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def lands_for(name: str, extra: int = 2) -> list[str]:
    """Enough basic lands to cast `name` (one per colored symbol, hybrids by their first color)."""
    from kitchentable.cards.pool import get_pool

    card = get_pool().get(name)
    cost = card.mana_cost
    out: list[str] = []
    if cost is not None:
        for sym, n in cost.colored:
            out += [BASIC_FOR.get(sym, "Wastes")] * n
        for a, b in cost.hybrid:
            out.append(BASIC_FOR.get(b if a == "2" else a, "Wastes"))
        out += ["Wastes"] * (cost.generic + cost.x * 3 + 2 * len(cost.phyrexian))
    return out + ["Wastes"] * extra


@dataclass
class Result:
    game: Game
    start_life: tuple[int, int] = (20, 20)
    log_from: int = 0
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def state(self) -> Any:
        return self.game.state

    def life(self, seat: int) -> int:
        return int(self.state.players[seat].life)

    def named(self, seat: int | None, name: str, zone: str = "battlefield") -> list[int]:
        st = self.state
        if zone == "battlefield":
            ids = st.battlefield()
        else:
            ids = [o for (kind, s), zs in st.zones.items() if kind == zone for o in zs]
        return [o for o in ids if st.objects[o].card.name == name
                and (seat is None or (chars(st, o).controller if zone == "battlefield" else st.objects[o].owner) == seat)]

    def count(self, seat: int | None, name: str, zone: str = "battlefield") -> int:
        return len(self.named(seat, name, zone))

    def hand(self, seat: int) -> int:
        return len(self.state.zone("hand", seat))

    def creatures(self, seat: int) -> int:
        return sum(1 for o in self.state.battlefield()
                   if "Creature" in chars(self.state, o).types and chars(self.state, o).controller == seat)

    def pt(self, seat: int, name: str) -> tuple[int | None, int | None]:
        oid = self.named(seat, name)[0]
        c = chars(self.state, oid)
        return c.power, c.toughness

    def keywords(self, seat: int, name: str) -> frozenset[str]:
        return chars(self.state, self.named(seat, name)[0]).keywords

    def tapped(self, seat: int, name: str) -> list[bool]:
        return [self.state.objects[o].tapped for o in self.named(seat, name)]

    def logged(self, kind: str) -> bool:
        return any(e.kind == kind for e in self.state.log[self.log_from:])

    def counters(self, seat: int, name: str, kind: str = "+1/+1") -> int:
        return int(self.state.objects[self.named(seat, name)[0]].counters.get(kind, 0))


def _pick_target(game: Game, options: list[tuple[Any, ...]], want: Any, used: set[Any]) -> tuple[Any, ...] | None:
    st = game.state
    for opt in options:
        if opt[0] != "target":
            continue
        t = opt[1]
        if want == "opp" and t == ("player", 1) or want == "me" and t == ("player", 0):
            return opt
        if isinstance(want, str) and not isinstance(t, tuple) and t in st.objects and st.objects[t].card.name == want \
                and t not in used:
            return opt
        if isinstance(want, tuple) and want[0] == "id" and t == want[1]:
            return opt
    return None


def drive(game: Game, targets: list[Any], answers: dict[str, Any] | None = None, limit: int = 300,
          stop_when_stack_empty: bool = True, avoid: frozenset[str] = frozenset()) -> None:
    """Answer decisions until seat 0 holds priority with an empty stack. Cost choices avoid paying with
    objects named in `avoid`."""
    answers = dict(answers or {})
    targets = list(targets)
    used: set[Any] = set()
    for _ in range(limit):
        if game.is_over():
            return
        pending = game.pending
        assert pending is not None
        kind = pending["kind"]
        options = game.legal_actions()
        if kind == "priority":
            if stop_when_stack_empty and not game.state.stack_ids() and pending["player"] == 0:
                return
            game.apply(("pass",))
            continue
        if kind in answers:
            value = answers[kind]
            choice = value.pop(0) if isinstance(value, list) else value
            if isinstance(value, list) and not value:
                del answers[kind]
            game.apply(choice)
            continue
        if kind == "choose_target" and targets:
            opt = _pick_target(game, options, targets[0], used)
            if opt is not None:
                targets.pop(0)
                used.add(opt[1])
                game.apply(opt)
                continue
        if kind == "target_count":
            game.apply(max(options, key=lambda o: o[1] if len(o) > 1 and isinstance(o[1], int) else -1))
            continue
        refusals = {("cancel",), ("no",), ("find_none",), ("pick_none",), ("pass",)}
        preferred = [o for o in options if o not in refusals]
        if kind.startswith("cost_") and avoid:
            st = game.state
            others = [o for o in preferred if not (isinstance(o[-1], int) and o[-1] in st.objects
                                                   and st.objects[o[-1]].card.name in avoid)]
            preferred = others or preferred
        game.apply(preferred[0] if preferred else options[0])
    raise AssertionError(f"decisions did not settle: {game.pending}")


def setup(*, mine: list[str] = (), theirs: list[str] = (), hand: list[str] = (),  # type: ignore[assignment]
          library: list[str] = (), their_library: list[str] = (), graveyard: list[str] = (),  # type: ignore[assignment]
          their_hand: list[str] = (), lands: list[str] = (), step: str = "main1",  # type: ignore[assignment]
          counters: dict[str, dict[str, int]] | None = None, tapped: list[str] = ()) -> Result:  # type: ignore[assignment]
    """A board with no action taken yet: seat 0 holds priority in `step`. `counters` and `tapped` apply to
    seat 0's permanents by name."""
    s = Scenario(options={"idle_mana_abilities": True})
    for n in library:
        s.library(0, n)
    for n in their_library:
        s.library(1, n)
    for n in graveyard:
        s.graveyard(0, n)
    for n in their_hand:
        s.hand(1, n)
    for n in theirs:
        s.battlefield(1, n)
    for n in list(mine) + list(lands):
        s.battlefield(0, n, counters=(counters or {}).get(n), tapped=n in tapped)
    for n in hand:
        s.hand(0, n)
    game = s.start(step)
    return Result(game, log_from=len(game.state.log))


def run_card(name: str, *, targets: list[Any] | None = None, mine: list[str] = (),  # type: ignore[assignment]
             theirs: list[str] = (), hand: list[str] = (), library: list[str] = (),  # type: ignore[assignment]
             their_library: list[str] = (), graveyard: list[str] = (), their_hand: list[str] = (),  # type: ignore[assignment]
             x: int | None = None, modes: tuple[int, ...] | None = None, cost: tuple[Any, ...] | None = None,
             answers: dict[str, Any] | None = None, on: str = "cast", ability: int = 0,
             lands: list[str] | None = None, step: str = "main1", life: int | None = None) -> Result:
    """Cast `name` from hand (on="cast"), activate its ability number `ability` on the battlefield
    (on="activate"), or put it onto the battlefield from hand as a permanent spell (on="cast" too)."""
    s = Scenario(life=life, options={"idle_mana_abilities": True})
    for n in library:
        s.library(0, n)
    for n in their_library:
        s.library(1, n)
    for n in graveyard:
        s.graveyard(0, n)
    for n in their_hand:
        s.hand(1, n)
    for n in theirs:
        s.battlefield(1, n)
    for n in mine:
        s.battlefield(0, n)
    for n in (lands if lands is not None else lands_for(name)):
        s.battlefield(0, n)
    for n in hand:
        s.hand(0, n)
    card = s.battlefield(0, name) if on == "activate" else s.hand(0, name)
    game = s.start(step)
    r = Result(game, (game.state.players[0].life, game.state.players[1].life), len(game.state.log))
    ans: dict[str, Any] = dict(answers or {})
    if x is not None:
        ans["choose_x"] = ("x", x)
    if modes is not None:
        ans["choose_modes"] = ("modes", modes)
    ans["cost_choice"] = cost or ("cost", "normal")
    if on == "activate":
        game.apply(("activate", card, ability))
    else:
        game.apply(("cast", card))
    drive(game, targets or [], ans)
    return r


def activate(r: Result, name: str, ability: int = 0, *, targets: list[Any] | None = None,
             answers: dict[str, Any] | None = None, seat: int = 0) -> Result:
    """Activate ability `ability` of the first permanent named `name` that `seat` controls."""
    oid = r.named(seat, name)[0]
    action = ("activate", oid, ability)
    if action not in r.game.legal_actions():
        action = ("mana", oid, ability)
    assert action in r.game.legal_actions(), (action, r.game.legal_actions())
    r.game.apply(action)
    drive(r.game, targets or [], answers, avoid=frozenset({name}))
    return r


def cast_more(r: Result, name: str, *, targets: list[Any] | None = None,
              answers: dict[str, Any] | None = None) -> Result:
    """Cast another card from seat 0's hand (it must already be there)."""
    oid = r.named(0, name, "hand")[0]
    r.game.apply(("cast", oid))
    ans = {"cost_choice": ("cost", "normal"), **(answers or {})}
    drive(r.game, targets or [], ans)
    return r
