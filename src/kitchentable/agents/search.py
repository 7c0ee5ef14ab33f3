"""The search player: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Each simulation
1. determinizes the hidden information: the cards in zones the searching player cannot see are dealt anew
   from the unseen pool (per zone owner, so an opponent's hand is redrawn from that opponent's unseen cards,
   and the shared hidden zones such as a Vortex shoe from theirs), and the game's generator is reseeded;
2. descends the tree from the current information set: a node's children are actions, selected by UCB1 with
   availability counts (an action counts as available when it was legal in that determinization), each
   player maximising their own reward;
3. expands one untried action, then plays a rollout with the heuristic player for a bounded number of
   decisions, and scores the position (1 for a win, 0 for a loss, else a logistic of a material estimate);
4. backs the reward vector up the path.

The budget is a number of simulations, never seconds, so a seed reproduces the game. Decisions that are not
strategic (paying mana, ordering triggers, one legal option) are taken by the heuristic player without
search, both at the root and inside the tree.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from kitchentable.agents.heuristic import HeuristicAgent, allowed_options
from kitchentable.api.game import Game
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.state import BATTLEFIELD, HAND, HIDDEN_ZONES, OWNER_VISIBLE_ZONES, GameState

Action = tuple[Any, ...]

DEFAULT_SIMULATIONS = 24
DEFAULT_HORIZON = 24
TRUST_MARGIN = 0.03
MAX_PRIORITY_OPTIONS = 4
QUIET_STEPS = frozenset({"untap", "upkeep", "draw", "beginning_of_combat", "end_of_combat", "cleanup"})
"""Steps in which holding what the heuristic holds is not searched while the stack is empty: a spell cast
there could as well be cast in the next main phase or in combat, where the choice is searched."""
SEARCHED_KINDS = frozenset({
    "priority", "declare_attackers", "declare_blockers", "choose_target", "castle_column", "castle_swap",
    "castle_activation", "draft_pick", "doom_mode", "choose_x",
})


COMBAT = {"declare_attackers": ("attack", "attack_done"), "declare_blockers": ("block", "block_done")}


@dataclass
class Node:
    """Statistics of one action in the tree: visits, availability and the summed reward of every seat."""

    player: int = -1
    visits: int = 0
    available: int = 0
    reward: list[float] = field(default_factory=list)
    children: dict[Action, Node] = field(default_factory=dict)


class SearchAgent:
    """SO-ISMCTS with determinization and heuristic rollouts (see the module's docstring)."""

    name = "search"

    def __init__(self, seed: int = 0, simulations: int = DEFAULT_SIMULATIONS, horizon: int = DEFAULT_HORIZON,
                 exploration: float = 0.7) -> None:
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.horizon = horizon
        self.exploration = exploration
        self.policy = HeuristicAgent(seed)
        self.rollout = HeuristicAgent(seed + 1)
        self.searches = 0
        self._first: Action | None = None
        self._plan: tuple[tuple[int, str], tuple[Action, ...]] | None = None

    def choose(self, game: Game) -> Action:
        decision = game.state.decision
        assert decision is not None, "the game is over"
        options = self.candidates(game.state)
        if decision.kind == "priority":
            options = self.policy.fresh(game.state, options) or [("pass",)]
        if len(options) <= 1 or decision.kind not in SEARCHED_KINDS or self.simulations <= 0 \
                or not self.worth_searching(decision.kind, options):
            return self.policy.choose(game)
        if decision.kind in COMBAT:
            return self._combat(game, options)
        if decision.kind == "priority":
            return self._priority(game, options)
        self.searches += 1
        me = decision.player
        root = Node(player=me)
        suggested = self.policy.suggest(game)
        self._first = suggested
        for _ in range(self.simulations):
            self._simulate(root, self.determinize(game, me))
        self._first = None
        best = max(options, key=lambda a: (root.children[a].visits if a in root.children else -1,
                                           self._mean(root.children.get(a), me)))
        if suggested in root.children and best != suggested and \
                self._mean(root.children[best], me) < self._mean(root.children[suggested], me) + TRUST_MARGIN:
            best = suggested
        return best

    # --- combat: a flat search over whole attack and block plans ------------------------------------

    def _combat(self, game: Game, options: list[Action]) -> Action:
        """508.1 and 509.1: attackers and blockers are declared one by one, but what matters is the whole
        plan. The first declaration of a combat step compares a few plans (the heuristic's, all or nothing,
        the heuristic's with one declaration more or less) by rollouts shared evenly between them: each
        round deals one determinization and plays every plan in it with the same random seed (common random
        numbers, so the plans differ by what they do, not by the luck of their worlds). It keeps the
        heuristic's plan unless another earns TRUST_MARGIN more mean reward, and the later declarations of
        that step follow the plan."""
        state = game.state
        decision = state.decision
        assert decision is not None
        verb, done = COMBAT[decision.kind]
        key = (state.turn, decision.kind)
        if self._plan is None or self._plan[0] != key:
            self.searches += 1
            self._plan = (key, self._best_plan(game, options, decision.kind, verb, done))
        for action in self._plan[1]:
            if action in options:
                return action
        return (done,) if (done,) in options else self.policy.choose(game)

    def _heuristic_plan(self, game: Game, kind: str, verb: str) -> tuple[Action, ...]:
        twin = game.copy()
        twin.keep_history = False
        me = twin.state.decision.player if twin.state.decision else -1
        plan: list[Action] = []
        for _ in range(64):
            d = twin.state.decision
            if d is None or d.kind != kind or d.player != me:
                break
            action = self.policy.suggest(twin)
            if action[0] != verb:
                break
            plan.append(action)
            twin.apply(action)
        return tuple(plan)

    def _plans(self, game: Game, options: list[Action], kind: str, verb: str) -> list[tuple[Action, ...]]:
        """The plans compared: the heuristic's, everyone attacking (for attacks), nobody, and the
        heuristic's with one declaration left out or added (one per creature, at most six added)."""
        declared = [o for o in options if o[0] == verb]
        heuristic = self._heuristic_plan(game, kind, verb)
        plans: list[tuple[Action, ...]] = [heuristic, ()]
        if verb == "attack":
            target = heuristic[0][2] if heuristic else (declared[0][2] if declared else None)
            by_creature: dict[int, Action] = {}
            for o in declared:
                if o[1] not in by_creature or o[2] == target:
                    by_creature[o[1]] = o
            plans.append(tuple(by_creature[a] for a in sorted(by_creature)))
            extra = [by_creature[a] for a in sorted(by_creature)]
        else:
            by_attacker: dict[int, list[Action]] = {}
            for o in declared:
                by_attacker.setdefault(o[2], []).append(o)
            extra = [min(os, key=lambda o: self.policy.creature_value(game.state, o[1]))
                     for _a, os in sorted(by_attacker.items())]
        used = {x[1] for x in heuristic}
        for x in heuristic:
            plans.append(tuple(y for y in heuristic if y != x))
        for o in extra[:6]:
            if o[1] not in used and o not in heuristic:
                plans.append(heuristic + (o,))
        unique: list[tuple[Action, ...]] = []
        seen: set[frozenset[Action]] = set()
        for plan in plans:
            if frozenset(plan) not in seen:
                seen.add(frozenset(plan))
                unique.append(plan)
        return unique

    def _best_plan(self, game: Game, options: list[Action], kind: str, verb: str,
                   done: str) -> tuple[Action, ...]:
        me = game.state.decision.player if game.state.decision else 0
        plans = self._plans(game, options, kind, verb)
        if len(plans) == 1:
            return plans[0]
        totals = self._compare(game, me, plans, kind, done)
        best = max(range(len(plans)), key=lambda k: (totals[k], -k))
        rounds = max(1, self.simulations // len(plans))
        return plans[best] if totals[best] >= totals[0] + TRUST_MARGIN * rounds else plans[0]

    def _compare(self, game: Game, me: int, plans: list[tuple[Action, ...]], kind: str,
                 done: str | None) -> list[float]:
        """The summed reward of each plan over rounds that each deal one determinization and play every
        plan in it with the same seed (common random numbers)."""
        totals = [0.0] * len(plans)
        for _round in range(max(1, self.simulations // len(plans))):
            world = self.determinize(game, me)
            seed = self.rng.getrandbits(64)
            for k, plan in enumerate(plans):
                twin = world.copy() if k < len(plans) - 1 else world
                twin.keep_history = False
                twin.state.rng.seed(seed)
                totals[k] += self._play_plan(twin, me, plan, kind, done)
        return totals

    def _play_plan(self, game: Game, me: int, plan: tuple[Action, ...], kind: str, done: str | None) -> float:
        self.rollout.attempts.clear()
        self.rollout.failed.clear()
        steps = 0
        for action in plan:
            d = game.state.decision
            if d is None or d.kind != kind or d.player != me:
                break
            if action in d.options:
                game.apply(action)
                steps += 1
        d = game.state.decision
        if done is not None and d is not None and d.kind == kind and d.player == me and (done,) in d.options:
            game.apply((done,))
        while not game.is_over() and steps < self.horizon:
            game.apply(self.rollout.choose(game))
            steps += 1
        return self.evaluate(game.state)[me]

    # --- priority: a flat search over casting one spell or holding it ---------------------------------

    def _priority(self, game: Game, options: list[Action]) -> Action:
        """117.3: holding priority to cast a spell or passing it. The heuristic's choice is compared with
        passing and with each other spell or ability (at most MAX_PRIORITY_OPTIONS in all), each played
        first and followed by the heuristic rollout, in the same determinization with the same seed per
        round (common random numbers, as for combat plans); the heuristic's choice stands unless another
        earns TRUST_MARGIN more mean reward."""
        state = game.state
        me = state.decision.player if state.decision else 0
        suggested = self.policy.suggest(game)
        firsts: list[Action] = [suggested]
        if ("pass",) in options and suggested != ("pass",):
            firsts.append(("pass",))
        seen = {suggested[:2]}
        for o in options:
            if o[0] in ("cast", "activate") and o[:2] not in seen and len(firsts) < MAX_PRIORITY_OPTIONS:
                seen.add(o[:2])
                firsts.append(o)
        quiet = suggested == ("pass",) and not state.stack_ids() and state.step in QUIET_STEPS
        best = suggested
        if len(firsts) > 1 and not quiet:
            self.searches += 1
            plans = [(a,) for a in firsts]
            totals = self._compare(game, me, plans, "priority", None)
            rounds = max(1, self.simulations // len(plans))
            top = max(range(len(plans)), key=lambda k: (totals[k], -k))
            if totals[top] >= totals[0] + TRUST_MARGIN * rounds:
                best = firsts[top]
        self.policy.note_attempt(state, best)
        return best

    @staticmethod
    def worth_searching(kind: str, options: list[Action]) -> bool:
        """A priority decision is searched only when a spell or ability can be begun (a choice between
        passing and casting); passing while nothing can be cast, or playing a land, is the heuristic's call.
        Every other searched kind is searched whenever it has two options or more."""
        if kind != "priority":
            return True
        return any(o[0] in ("cast", "activate") for o in options)

    # --- one simulation ------------------------------------------------------------------------------------

    @staticmethod
    def candidates(state: GameState) -> list[Action]:
        """The actions worth searching: every legal action except cancelling a spell begun and floating
        mana at priority (both legal and pointless for a search)."""
        d = state.decision
        if d is None:
            return []
        options = allowed_options(state)
        useful = [o for o in options if o[0] not in ("cancel", "concede")
                  and not (d.kind == "priority" and o[0] == "mana")]
        return useful or options

    def determinize(self, game: Game, viewer: int) -> Game:
        """A copy of the game in which the cards `viewer` cannot see are redealt from their unseen pool."""
        twin = game.copy()
        twin.keep_history = False
        twin.actions = []
        state = twin.state
        state.rng.seed(self.rng.getrandbits(64))
        groups: dict[int, list[int]] = defaultdict(list)
        for (kind, seat), ids in state.zones.items():
            if not ids:
                continue
            hidden = (kind in HIDDEN_ZONES and not (kind in OWNER_VISIBLE_ZONES and seat == viewer)) or \
                kind in state.rules.hidden_zone_kinds(state, viewer, seat, kind)
            if not hidden:
                continue
            for oid in ids:
                if not state.objects[oid].revealed:
                    groups[seat].append(oid)
        for oid in (*state.battlefield(), *state.stack_ids()):  # 708.5: others' face-down cards are unseen
            if hidden_from(state.objects[oid], viewer):
                groups[state.objects[oid].owner].append(oid)
        for seat in sorted(groups):
            ids = groups[seat]
            cards = [state.objects[oid].card for oid in ids]
            self.rng.shuffle(cards)
            for oid, card in zip(ids, cards, strict=True):
                if state.objects[oid].card is not card:
                    state.mut(oid).card = card
        return twin

    def _simulate(self, root: Node, game: Game) -> None:
        """One determinized descent, expansion, rollout and backup (the heuristic's choice at the root is
        expanded first, and kept unless another action earns TRUST_MARGIN more reward)."""
        seats = len(game.state.players)
        self.rollout.attempts.clear()
        self.rollout.failed.clear()
        path: list[Node] = []
        node = root
        steps = 0
        expanded = False
        while not game.is_over() and steps < self.horizon:
            decision = game.state.decision
            assert decision is not None
            options = self.candidates(game.state)
            if len(options) == 1 or decision.kind not in SEARCHED_KINDS:
                game.apply(options[0] if len(options) == 1 else self.rollout.choose(game))
                steps += 1
                continue
            for action in options:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in options if a not in node.children]
            if untried:
                if node is root and self._first in untried:
                    action = self._first
                else:
                    action = untried[self.rng.randrange(len(untried))]
                child = Node(player=decision.player, available=1, reward=[0.0] * seats)
                node.children[action] = child
                expanded = True
            else:
                action = max(options, key=lambda a: self._ucb(node.children[a], decision.player))
                child = node.children[action]
            game.apply(action)
            steps += 1
            path.append(child)
            node = child
            if expanded:
                break
        while not game.is_over() and steps < self.horizon:
            game.apply(self.rollout.choose(game))
            steps += 1
        reward = self.evaluate(game.state)
        for visited in path:
            visited.visits += 1
            for s in range(seats):
                visited.reward[s] += reward[s]

    def _ucb(self, node: Node, player: int) -> float:
        if node.visits == 0:
            return math.inf
        return node.reward[player] / node.visits + \
            self.exploration * math.sqrt(math.log(max(node.available, 1)) / node.visits)

    @staticmethod
    def _mean(node: Node | None, player: int) -> float:
        if node is None or node.visits == 0:
            return 0.0
        return node.reward[player] / node.visits

    # --- scoring ------------------------------------------------------------------------------------------

    @staticmethod
    def material(state: GameState, seat: int) -> float:
        """A material estimate of a seat's position: life, creatures, cards in hand and lands."""
        p = state.players[seat]
        if not p.in_game:
            return -100.0
        life = 20.0 if infinite_life(state, seat) else float(min(p.life, 30))
        score = 0.6 * life - 3.0 * p.poison / 2 + 1.0 * len(state.zones.get((HAND, seat), ()))
        for oid in state.zones.get((BATTLEFIELD, -1), ()):
            o = state.objects[oid]
            if o.controller != seat:
                continue
            types = o.card.types
            if "Creature" in types:
                score += 0.8 * HeuristicAgent.creature_value(state, oid)
            elif "Land" in types:
                score += 0.5
            else:
                score += 0.5 * o.card.mana_value
        return score

    def evaluate(self, state: GameState) -> list[float]:
        """A reward in [0, 1] for each seat: the result if the game is over, else a logistic of the seat's
        material against the best opponent's."""
        seats = len(state.players)
        if state.over:
            if not state.winners:
                return [1.0 / seats] * seats
            return [1.0 if s in state.winners else 0.0 for s in range(seats)]
        material = [self.material(state, s) for s in range(seats)]
        out = []
        for s in range(seats):
            others = [material[o] for o in range(seats) if o != s]
            diff = material[s] - (max(others) if others else 0.0)
            out.append(1.0 / (1.0 + math.exp(-diff / 8.0)))
        return out
