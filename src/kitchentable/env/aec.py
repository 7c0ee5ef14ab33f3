"""The PettingZoo AEC environment: one game of one format, each pending decision a step of its seat.

    from kitchentable.env import make
    env = make("vortex", players=4)
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else policy(obs)   # obs["action_mask"] marks legal ones
        env.step(action)

Agents are the seats ("player_0" ... "player_{n-1}"); `agent_selection` is the seat whose decision is
pending, whatever its kind (priority, mulligans, targets, attackers, draft picks, castle columns...).
Observations, actions and rewards are described in `observe`, `actions` and `rewards`, and in docs/env.md.
"""

from __future__ import annotations

import json
import random
import warnings
from collections.abc import Sequence
from operator import attrgetter
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from kitchentable.api.game import Game
from kitchentable.env import vocab
from kitchentable.env.actions import (
    ACTION_COLUMNS,
    FEATURE_CAP,
    ActionEncoder,
    IllegalStep,
    page_slice,
    pages_for,
)
from kitchentable.env.match import MatchPlan
from kitchentable.env.observe import CardIds, Encoder
from kitchentable.env.rewards import (
    MATCH_POINTS_SCALE,
    check_reward,
    counter_totals,
    ended_by_turn_limit,
    match_points,
)

_IN_GAME = attrgetter("in_game")


class ObjectsDropped(UserWarning):
    """An observation had more visible objects than `max_objects` slots (warned once per environment)."""


DEFAULT_MAX_ACTIONS = 64
DEFAULT_MAX_OBJECTS = 160
DEFAULT_MAX_TURNS = 150
ENV_RECORD_VERSION = 1
ILLEGAL = ("raise", "lose")
OVERFLOW = ("page", "error")


def _card_names(pool: Any = None) -> list[str]:
    from kitchentable.cards.pool import get_pool

    return (pool or get_pool()).names()


def _game_arguments(format: str, players: int | None, decks: Sequence[Any] | None, cube: Any,
                    format_options: dict[str, Any]) -> dict[str, Any]:
    """Game keyword arguments (all but the seed): decks as bundled names or files go through the format's own
    set-up (`api.setup.game_arguments`); decks given as lists of card names are used as they are."""
    from kitchentable.api.setup import game_arguments
    from kitchentable.formats import get_format

    rules_cls = get_format(format)
    custom = getattr(rules_cls, "default_game", None) is not None
    given = dict(format_options)
    options = dict(given.pop("options", None) or {})
    if decks is not None and any(not isinstance(d, str) for d in decks):
        n = players or len(decks)
        options.update(given)
        return {"decks": [list(d) for d in decks], "players": n, "options": options}
    if cube is not None:
        given["pool"] = cube
    if not custom:
        # duel, free-for-all, Turnabout: every keyword is a game option (clock_turn, scoring, play_for_ante...)
        options.update(given)
        kwargs = game_arguments(format, players, list(decks) if decks else None, 0, options=options)
    else:
        kwargs = game_arguments(format, players, list(decks) if decks else None, 0, **given)
        kwargs["options"] = {**(kwargs.get("options") or {}), **options}
    return kwargs


class KitchenTableEnv(AECEnv):
    """A PettingZoo AEC environment over `kitchentable.api.Game` (see the module docstring and docs/env.md).

    Arguments: `format` and `players`; `decks` (bundled deck names or files, or lists of card names) and
    `cube` (Vortex and the Judge's Tower: a bundled cube name or file); `options` (the Game's options);
    any other keyword is a format option (`shame=True`, `clock_turn=8`, `reserve_actions=True`...).
    Environment settings: `reward` (see `rewards`), `max_actions` and `overflow` (see `actions`),
    `max_objects` (object slots in an observation), `max_turns` (the kernel's turn limit; None for none),
    `max_cycles` (steps before every seat is truncated; None for no limit), `illegal_action` ("raise": an
    index with mask 0 raises IllegalStep and changes nothing; "lose": the seat concedes, 104.3a),
    `card_names` (the card vocabulary; the whole card pool by default), `render_mode` ("human" prints,
    "ansi" returns the text) and `match` (Turnabout: the episode is a whole match, both games; see `match`).
    """

    metadata = {"name": "kitchentable_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, format: str = "duel", players: int | None = None, *, decks: Sequence[Any] | None = None,
                 cube: Any = None, options: dict[str, Any] | None = None, reward: str = "outcome",
                 max_actions: int = DEFAULT_MAX_ACTIONS, max_objects: int = DEFAULT_MAX_OBJECTS,
                 overflow: str = "page", max_turns: int | None = DEFAULT_MAX_TURNS, max_cycles: int | None = None,
                 illegal_action: str = "raise", card_names: Sequence[str] | None = None,
                 render_mode: str | None = None, match: bool = False, **format_options: Any) -> None:
        super().__init__()
        from kitchentable.formats import get_format

        rules_cls = get_format(format)
        if overflow not in OVERFLOW:
            raise ValueError(f"overflow must be one of {', '.join(OVERFLOW)}, not {overflow!r}")
        if illegal_action not in ILLEGAL:
            raise ValueError(f"illegal_action must be one of {', '.join(ILLEGAL)}, not {illegal_action!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {', '.join(self.metadata['render_modes'])}, "
                             f"not {render_mode!r}")
        if max_objects < 1:
            raise ValueError(f"max_objects must be at least 1, not {max_objects}")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles must be at least 1 (or None), not {max_cycles}")
        if match and format != "turnabout":
            raise ValueError(f"match=True plays a whole Turnabout match (doc 003 Match Rules); {format} has no match")
        if match and reward not in ("outcome", "match_points"):
            raise ValueError(f"a Turnabout match pays reward 'outcome' or 'match_points', not {reward!r}")
        self.format = format
        self.config: dict[str, Any] = {
            "format": format, "players": players, "decks": decks, "cube": cube, "options": options,
            "reward": reward, "max_actions": max_actions, "max_objects": max_objects, "overflow": overflow,
            "max_turns": max_turns, "max_cycles": max_cycles, "illegal_action": illegal_action,
            "card_names": list(card_names) if card_names is not None else None, "render_mode": render_mode,
            "match": match,
            **format_options,
        }
        kwargs = _game_arguments(format, players, decks, cube, {**format_options, "options": options})
        self._game_options: dict[str, Any] = dict(kwargs.pop("options", None) or {})
        if max_turns is not None:
            self._game_options.setdefault("max_turns", max_turns)
        self._game_kwargs = kwargs
        check_reward(reward, format, self._game_options)
        fixed = sorted(k for k in ("starting_player", "handover", "scoring_descriptions") if k in self._game_options)
        if match and fixed:
            raise ValueError(f"match=True: the match decides {', '.join(fixed)} for each game (R-TA-1, R-TA-3); "
                             f"leave it out")
        n = int(kwargs.get("players") or players or len(kwargs.get("decks") or []) or rules_cls.min_players)
        if not rules_cls.min_players <= n <= rules_cls.max_players:
            raise ValueError(f"{format} is for {rules_cls.min_players} to {rules_cls.max_players} players, not {n}")
        self.n_players = n
        self.reward_kind = reward
        self.max_actions = max_actions
        self.overflow = overflow
        self.max_cycles = max_cycles
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.card_ids = CardIds(card_names if card_names is not None else _card_names())
        self.encoder = Encoder(n, max_objects, format == "castle", card_ids=self.card_ids)
        self.actions = ActionEncoder(n, max_actions, self.card_ids)
        self.layout = self.encoder.layout
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(self.encoder.low, self.encoder.high, dtype=np.int32),
            "action_mask": spaces.Box(0, 1, (max_actions,), dtype=np.int8),
            "action_features": spaces.Box(-FEATURE_CAP, FEATURE_CAP, (max_actions, len(ACTION_COLUMNS)),
                                          dtype=np.int32),
        })
        self._observation_spaces = {a: obs_space for a in self.possible_agents}
        self._action_spaces = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self._kinds = vocab.index_of(vocab.DECISION_KINDS)
        self._seeder = random.Random()
        self.game: Game | None = None
        self.seed_used: int | None = None
        self.page = 0
        self.steps = 0
        self._obs_cache: dict[int, dict[str, np.ndarray]] = {}
        self._counters: list[int] = []
        self.match = match
        self._match: MatchPlan | None = None
        self._match_info: dict[str, Any] = {}
        self._warned_drop = False
        self._quiet = False
        """True while `_after_change` may take its short way: no counters tracked, no match, no cycle limit,
        no seat finished yet (set at reset, cleared when a seat finishes)."""

    # --- spaces ------------------------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    # --- the episode -----------------------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game. `seed` fixes the game (and the seeds of the following resets); without one the
        next seed comes from the environment's own generator."""
        if seed is not None:
            self._seeder.seed(seed)
            game_seed = int(seed)
        else:
            game_seed = self._seeder.getrandbits(31)
        self.seed_used = game_seed
        if self.match:
            self._match = MatchPlan.start(game_seed, self._game_kwargs.get("decks"),
                                          self._game_kwargs.get("sideboards"), self._game_options)
            self.game = self._match_game()
        else:
            self.game = Game(self.format, seed=game_seed, options=dict(self._game_options), keep_history=False,
                             **self._game_kwargs)
        self._start_bookkeeping()

    def _match_game(self) -> Game:
        """The match's current game, a new `Game` (the encoder forgets every row of the game before)."""
        assert self._match is not None
        arguments = self._match.game_arguments(self._game_options)
        self.encoder.forget()
        return Game(self.format, arguments["decks"], arguments["seed"], players=2, options=arguments["options"],
                    keep_history=False, sideboards=arguments["sideboards"],
                    names=self._game_kwargs.get("names"))

    def _match_game_over(self, rewards: dict[str, float]) -> None:
        """A game of the match has ended: score it (R-TA-1, R-TA-2), pay its match points, and begin game 2,
        or, after game 2, tally the match and end the episode (terminated, or truncated when the turn limit
        cut a game short)."""
        assert self.game is not None and self._match is not None
        plan = self._match
        cut = ended_by_turn_limit(self.game.state)
        result = plan.finish_game(self.game, cut)
        if self.reward_kind == "match_points" and result.winner is not None:
            value = result.match_points / MATCH_POINTS_SCALE
            rewards[self.possible_agents[result.winner]] += value
            rewards[self.possible_agents[1 - result.winner]] -= value
        self._match_info = {"match_game": result.to_dict(), "match_points": list(plan.points())}
        if not plan.over:
            self.game = self._match_game()
            return
        outcome = plan.outcome()
        self._match_info["match"] = outcome
        winner = outcome["winner"]
        for agent in self.agents:
            seat = self.agent_name_mapping[agent]
            if self.reward_kind == "outcome" and not plan.cut and winner is not None:
                rewards[agent] += 1.0 if seat == winner else -1.0
            self._scored.add(seat)
            if plan.cut:
                self.truncations[agent] = True
            else:
                self.terminations[agent] = True

    def _start_bookkeeping(self) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.page = 0
        self.steps = 0
        self._scored: set[int] = set()
        self._obs_cache = {}
        self._counters = self._tracked_counters()
        self.agent_selection = self.possible_agents[0]
        self._quiet = not self._counters and self._match is None and self.max_cycles is None
        self._after_change()

    def _tracked_counters(self) -> list[int]:
        assert self.game is not None
        if self.reward_kind == "points":
            return counter_totals(self.game.state, "point")
        if self.reward_kind == "shame":
            return counter_totals(self.game.state, "shame")
        return []

    def _after_change(self) -> None:
        """Bring agents, rewards, terminations and the selection up to date with the game."""
        assert self.game is not None
        state = self.game.state
        self._obs_cache = {}
        d = state.decision
        if self._quiet and d is not None and not state.over and all(map(_IN_GAME, state.players)):
            # the common step: a decision pending, every seat in the game, none finished before, no reward
            # this kind of environment pays but at the end (no counters tracked, no match, no cycle limit):
            # what the full bookkeeping below does then, without its checks
            self.rewards = dict.fromkeys(self.agents, 0.0)
            infos = self.infos
            for agent in self.agents:
                infos[agent] = {}
            agent = self.possible_agents[d.player]
            self.agent_selection = agent
            count = len(d.options)
            infos[agent] = {"decision": d.kind, "legal_actions": count, "page": self.page,
                            "pages": 1 if count <= self.max_actions else pages_for(count, self.max_actions)}
            if self.overflow == "error":
                self.actions.check(state, self.overflow)
            return
        rewards = dict.fromkeys(self.agents, 0.0)
        if self._counters:
            now = self._tracked_counters()
            sign = 1.0 if self.reward_kind == "points" else -1.0
            for seat, (before, after) in enumerate(zip(self._counters, now, strict=True)):
                agent = self.possible_agents[seat]
                if after != before and agent in rewards:
                    rewards[agent] += sign * (after - before)
            self._counters = now
        self._match_info = {}
        if state.over and self._match is not None:
            self._match_game_over(rewards)
            state = self.game.state
        if state.over and self._match is not None:
            pass  # the match is over: scored above
        elif state.over:
            truncated = ended_by_turn_limit(state)
            if self.reward_kind == "match_points" and not truncated:
                for seat, value in match_points(state).items():
                    rewards[self.possible_agents[seat]] += value
            for agent in self.agents:
                seat = self.agent_name_mapping[agent]
                if self.reward_kind == "outcome" and seat not in self._scored and not truncated:
                    if seat in state.winners:
                        rewards[agent] += 1.0
                    elif state.winners or state.players[seat].lost:
                        rewards[agent] -= 1.0
                self._scored.add(seat)
                if truncated:
                    self.truncations[agent] = True
                else:
                    self.terminations[agent] = True
        elif not all(map(_IN_GAME, state.players)):
            for agent in self.agents:
                seat = self.agent_name_mapping[agent]
                if not state.players[seat].in_game and not self.terminations[agent]:
                    # a seat out of a game that goes on (802: free-for-all, Vortex): its part is over
                    self.terminations[agent] = True
                    if self.reward_kind == "outcome" and seat not in self._scored:
                        rewards[agent] -= 1.0 if state.players[seat].lost else 0.0
                    self._scored.add(seat)
        if not state.over and self.max_cycles is not None and self.steps >= self.max_cycles:
            for agent in self.agents:
                self.truncations[agent] = True
        self.rewards = rewards
        match_info = self._match_info
        infos = self.infos
        if match_info:
            for agent in self.agents:
                infos[agent] = dict(match_info)
        else:
            for agent in self.agents:
                infos[agent] = {}
        d = state.decision
        if d is not None and not state.over:
            agent = self.possible_agents[d.player]
            self.agent_selection = agent
            infos[agent] = {**match_info, "decision": d.kind, "legal_actions": len(d.options), "page": self.page,
                            "pages": pages_for(len(d.options), self.max_actions)}
            if self.overflow == "error":
                self.actions.check(state, self.overflow)
        # PettingZoo's bookkeeping, skipped when it would change nothing (no reward paid, no seat finished)
        if any(rewards.values()):
            self._accumulate_rewards()
        if True in self.terminations.values() or True in self.truncations.values():
            self._quiet = False
            self._deads_step_first()

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        state = self.game.state
        d = state.decision
        assert d is not None and self.possible_agents[d.player] == agent
        self._cumulative_rewards[agent] = 0.0
        if action is None:
            raise IllegalStep(f"{agent} must act: a decision {d.kind!r} is pending (None is for finished seats)")
        index = int(action)
        count = len(d.options)
        first, end, turn = (0, count, False) if count <= self.max_actions else \
            page_slice(count, self.max_actions, self.page)
        self.steps += 1
        if turn and index == self.max_actions - 1:
            self.page = (self.page + 1) % pages_for(count, self.max_actions)
        elif 0 <= index < end - first:
            self.game.apply(d.options[first + index])
            self.page = 0
        elif self.illegal_action == "lose":
            self.game.apply(("concede", d.player))
            self.page = 0
        else:
            self.steps -= 1
            raise IllegalStep(
                f"action {index} is not legal for {agent}: decision {d.kind!r} shows {end - first} legal actions "
                f"(indices 0-{end - first - 1}{f' and {self.max_actions - 1} for the next page' if turn else ''}); "
                f"see action_mask")
        self._after_change()

    def step_action(self, action: Sequence[Any]) -> None:
        """Take a kernel action (a tuple of `Game.legal_actions()`) for the selected seat, whatever page shows
        it: how built-in computer players, which choose among the kernel's actions, play in this env."""
        agent = self.agent_selection
        assert self.game is not None
        d = self.game.state.decision
        if self.terminations[agent] or self.truncations[agent] or d is None:
            raise IllegalStep(f"{agent} has no decision pending")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(action)
        self.steps += 1
        self.page = 0
        self._after_change()

    # --- observations ---------------------------------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.agent_name_mapping[agent]
        cached = self._obs_cache.get(seat)
        if cached is not None:
            return cached
        assert self.game is not None
        state = self.game.state
        d = state.decision
        acting = d is not None and d.player == seat and not state.over
        if d is None:
            decision: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
        else:
            kind = self._kinds.get(d.kind)
            decision = (
                kind if kind is not None else vocab.lookup(vocab.DECISION_KINDS, self._kinds, d.kind),
                (d.player - seat) % self.n_players + 1, 1, self.page, pages_for(len(d.options), self.max_actions),
                len(d.options),
            ) if acting else (
                kind if kind is not None else vocab.lookup(vocab.DECISION_KINDS, self._kinds, d.kind),
                (d.player - seat) % self.n_players + 1, 0, 0, 0, 0,
            )
        match = (0, 0)
        if self._match is not None:
            points = self._match.points()
            match = (min(self._match.number, 2), points[seat] - points[1 - seat])
        vector, slots = self.encoder.encode(state, seat, decision, match=match)
        dropped = self.encoder.dropped
        self.infos.setdefault(agent, {})["objects_dropped"] = dropped
        if dropped and not self._warned_drop:
            self._warned_drop = True
            warnings.warn(
                f"{agent} sees {dropped} more objects than the observation's max_objects={self.encoder.max_objects} "
                f"slots: the last ones in slot order are left out (counted in info['objects_dropped'] and the "
                f"game section's objects_dropped); make the environment with a larger max_objects to keep them",
                ObjectsDropped, stacklevel=2)
        if acting:
            assert d is not None
            mask = self.actions.mask(len(d.options), self.page)
            features = self.actions.features(state, seat, d.options, self.page, slots)
        else:
            mask = np.zeros(self.max_actions, dtype=np.int8)
            features = np.zeros((self.max_actions, len(ACTION_COLUMNS)), dtype=np.int32)
        obs = {"observation": vector, "action_mask": mask, "action_features": features}
        self._obs_cache[seat] = obs
        return obs

    def legal_actions(self) -> list[tuple[Any, ...]]:
        """The kernel's actions behind the indices of the current page (the page turn as ("more",))."""
        assert self.game is not None
        d = self.game.state.decision
        if d is None or self.game.state.over:
            return []
        first, end, turn = page_slice(len(d.options), self.max_actions, self.page)
        shown = list(d.options[first:end])
        return shown + [("more",)] if turn else shown

    def action_index(self, action: Sequence[Any]) -> int:
        """The index of a kernel action on the current page (ValueError if it is on another page)."""
        assert self.game is not None
        d = self.game.state.decision
        target = tuple(action)
        if d is not None and not self.game.state.over:
            first, end, _ = page_slice(len(d.options), self.max_actions, self.page)
            try:
                return d.options.index(target, first, end) - first
            except ValueError:
                pass
        raise ValueError(f"{target} is not among the actions shown on page {self.page}")

    # --- copies and records -------------------------------------------------------------------------------------

    def clone(self) -> KitchenTableEnv:
        """An independent copy of the environment mid-game (search, self-play branches)."""
        twin = KitchenTableEnv.__new__(KitchenTableEnv)
        twin.__dict__.update(self.__dict__)
        twin.game = self.game.copy() if self.game is not None else None
        twin._seeder = random.Random()
        twin._seeder.setstate(self._seeder.getstate())
        for name in ("agents", "_counters"):
            setattr(twin, name, list(getattr(self, name)))
        for name in ("rewards", "_cumulative_rewards", "terminations", "truncations"):
            setattr(twin, name, dict(getattr(self, name)))
        twin.infos = {a: dict(i) for a, i in self.infos.items()}
        twin._scored = set(self._scored)
        twin._obs_cache = {}
        twin._match = self._match.copy() if self._match is not None else None
        return twin

    def record(self) -> dict[str, Any]:
        """A JSON-ready record of the environment: its settings, the game's record (format, seed, decks,
        every action) and the environment's own bookkeeping. `from_record` rebuilds it by replaying."""
        assert self.game is not None
        return {
            "version": ENV_RECORD_VERSION,
            "config": _plain_config(self.config),
            "game": self.game.record(),
            "page": self.page,
            "steps": self.steps,
            "seed": self.seed_used,
            "seeder": _rng_state(self._seeder),
            "agents": list(self.agents),
            "rewards": dict(self.rewards),
            "cumulative_rewards": dict(self._cumulative_rewards),
            "terminations": dict(self.terminations),
            "truncations": dict(self.truncations),
            "infos": self.infos,
            "agent_selection": self.agent_selection,
            "skip_agent_selection": getattr(self, "_skip_agent_selection", None),
            "scored": sorted(self._scored),
            "counters": list(self._counters),
            "match": self._match.record() if self._match is not None else None,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> KitchenTableEnv:
        if record.get("version") != ENV_RECORD_VERSION:
            raise ValueError(f"environment record version {record.get('version')!r} is not {ENV_RECORD_VERSION}")
        config = dict(record["config"])
        env = cls(config.pop("format"), config.pop("players"), **config)
        game_record = record["game"]
        game = Game(game_record["format"], game_record["decks"] or None, int(game_record["seed"]),
                    players=game_record.get("players"), names=game_record.get("names"),
                    options=game_record.get("options"), keep_history=False,
                    sideboards=game_record.get("sideboards") or None)
        for i, action in enumerate(game_record["actions"]):
            try:
                game.apply(action)
            except Exception as exc:
                raise ValueError(f"environment record: game action {i} ({action}) fails on replay: {exc}") from exc
        if game.state_hash() != game_record.get("final_hash", game.state_hash()):
            raise ValueError("environment record: the replayed game does not reach the recorded state")
        env.game = game
        env.seed_used = record.get("seed")
        env._seeder.setstate(_rng_from(record["seeder"]))
        env.page = int(record["page"])
        env.steps = int(record["steps"])
        env.agents = list(record["agents"])
        env.rewards = {k: float(v) for k, v in record["rewards"].items()}
        env._cumulative_rewards = {k: float(v) for k, v in record["cumulative_rewards"].items()}
        env.terminations = {k: bool(v) for k, v in record["terminations"].items()}
        env.truncations = {k: bool(v) for k, v in record["truncations"].items()}
        env.infos = {k: dict(v) for k, v in record["infos"].items()}
        env.agent_selection = record["agent_selection"]
        env._skip_agent_selection = record.get("skip_agent_selection")
        env._scored = set(record["scored"])
        env._counters = list(record["counters"])
        if record.get("match") is not None:
            env._match = MatchPlan.from_record(record["match"])
        env._obs_cache = {}
        env._quiet = not env._counters and env._match is None and env.max_cycles is None and \
            not any(env.terminations.values()) and not any(env.truncations.values())
        return env

    def to_json(self) -> str:
        return json.dumps(self.record())

    @classmethod
    def from_json(cls, text: str) -> KitchenTableEnv:
        return cls.from_record(json.loads(text))

    def __getstate__(self) -> dict[str, Any]:
        """Pickled as its record (a game state's undo chain is too deep to pickle directly)."""
        return {"record": self.record()} if self.game is not None else {"config": _plain_config(self.config)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        if "record" in state:
            other = KitchenTableEnv.from_record(state["record"])
        else:
            config = dict(state["config"])
            other = KitchenTableEnv(config.pop("format"), config.pop("players"), **config)
        self.__dict__.update(other.__dict__)

    # --- text -------------------------------------------------------------------------------------------------

    def render(self) -> str | None:
        """The acting seat's view as text: what it may see and the legal actions with their indices."""
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("render() needs render_mode='human' or 'ansi' when making the environment")
            return None
        from kitchentable.env.render import render_text

        text = render_text(self)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None
        self._obs_cache = {}


def _plain_config(config: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(config, default=lambda v: list(v) if isinstance(v, tuple | set) else str(v)))


def _rng_state(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _rng_from(data: Sequence[Any]) -> tuple[Any, ...]:
    return (data[0], tuple(data[1]), data[2])


def make(format: str = "duel", players: int | None = None, **kwargs: Any) -> KitchenTableEnv:
    """A KitchenTableEnv for `format` (duel, ffa, vortex, castle, judges-tower, turnabout); see its docstring."""
    return KitchenTableEnv(format, players, **kwargs)


def env(**kwargs: Any) -> KitchenTableEnv:
    """PettingZoo's conventional constructor name."""
    return make(**kwargs)


raw_env = env
