"""The encoder reuses object rows between steps (`observe.RowCache`): what it encodes must be exactly what a
fresh encoder, with nothing cached, encodes from the same state, at every step of every format, also after
the environment is cloned and both copies play on."""

from __future__ import annotations

import numpy as np
import pytest

from kitchentable.env.observe import Encoder
from tests.env.conftest import make_case

STEPS = 120
DECISION = (1, 1, 1, 0, 1, 3)


def _fresh(env) -> Encoder:
    enc = env.encoder
    return Encoder(enc.players, enc.max_objects, enc.castle, enc.card_ids)


def _check_every_seat(env) -> None:
    state = env.game.state
    fresh = _fresh(env)
    for seat in range(env.n_players):
        cached, cached_slots = env.encoder.encode(state, seat, DECISION)
        expected, expected_slots = fresh.encode(state, seat, DECISION)
        assert np.array_equal(cached, expected), f"seat {seat} at action {len(env.game.actions)}"
        assert cached_slots == expected_slots


def _step_randomly(env, rng) -> bool:
    if not env.agents or env.game.state.over:
        return False
    obs, _, terminated, truncated, _ = env.last()
    env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return True


@pytest.mark.filterwarnings("ignore::kitchentable.env.aec.ObjectsDropped")
def test_cached_rows_encode_like_a_fresh_encoder(case):
    env = make_case(case, max_objects=40)  # small enough that some steps drop objects too
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    twin = None
    for step in range(STEPS):
        _check_every_seat(env)
        if step == STEPS // 2:
            twin = env.clone()
        if not _step_randomly(env, rng):
            break
        if twin is not None:
            _check_every_seat(twin)
            _step_randomly(twin, rng)


def test_objects_beyond_max_objects_are_counted_in_info_and_warned_once():
    import warnings

    from kitchentable.env import ObjectsDropped, make

    env = make("duel", max_objects=4)
    env.reset(seed=3)
    with pytest.warns(ObjectsDropped, match="max_objects=4"):
        obs, _, _, _, info = env.last()
    visible, _ = env.encoder.visible_objects(env.game.state, env.agent_name_mapping[env.agent_selection])
    assert info["objects_dropped"] == len(visible) - 4 > 0
    assert env.layout.view(obs["observation"], "game")[env.layout.column("game", "objects_dropped")] == \
        info["objects_dropped"]
    cards = env.layout.view(obs["observation"], "cards")
    assert cards[:, 0].sum() == 4  # every slot filled, none beyond
    env.step(0)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ObjectsDropped)  # warned once per environment, counted every step
        env.last()
    assert env.infos[env.agent_selection]["objects_dropped"] > 0


def test_no_objects_dropped_is_said_too():
    from kitchentable.env import make

    env = make("duel")
    env.reset(seed=3)
    assert env.last()[4]["objects_dropped"] == 0
