"""The environment's encoder is incremental (`observe.SeatMemory`: rows, zone scans and whole sections kept
between steps); what it encodes must be exactly what the plain encoder (`plain_encoder.PlainEncoder`, every
cell written afresh) encodes from the same state: at every step of a few hundred random ones in every format,
for the deciding seat (every seat at every tenth step), also after the environment is cloned and both copies
play on with the one encoder they share."""

from __future__ import annotations

import numpy as np
import pytest

from tests.env.conftest import make_case
from tests.env.plain_encoder import PlainEncoder

STEPS = 200
DECISION = (1, 1, 1, 0, 1, 3)


def _check(env, plain, every_seat: bool) -> None:
    state = env.game.state
    seats = range(env.n_players) if every_seat or state.decision is None else [state.decision.player]
    for seat in seats:
        expected, expected_slots = plain.encode(state, seat, DECISION)
        got, slots = env.encoder.encode(state, seat, DECISION)
        assert np.array_equal(got, expected), \
            f"seat {seat} at action {len(env.game.actions)}: cells {np.flatnonzero(got != expected)[:10]}"
        assert slots == expected_slots


def _step_randomly(env, rng) -> bool:
    if not env.agents or env.game.state.over:
        return False
    obs, _, terminated, truncated, _ = env.last()
    env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return True


@pytest.mark.filterwarnings("ignore::kitchentable.env.aec.ObjectsDropped")
def test_incremental_encoder_encodes_like_the_plain_one(case):
    env = make_case(case, max_objects=40)  # small enough that some steps drop objects too
    env.reset(seed=5)
    enc = env.encoder
    plain = PlainEncoder(enc.players, enc.max_objects, enc.castle, enc.card_ids)
    rng = np.random.default_rng(5)
    twin = None
    for step in range(STEPS):
        _check(env, plain, step % 10 == 0)
        if step == STEPS // 2:
            twin = env.clone()
        if not _step_randomly(env, rng):
            break
        if twin is not None:
            _check(twin, plain, step % 10 == 0)
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


def test_keyword_mask_keeps_every_keyword_bit():
    """The keyword mask has a bit per `vocab.KEYWORDS` entry (28): a keyword past bit 19 (infect is bit 21,
    2^21 > the other columns' cap of 1,000,000) is encoded as its bit, not cut to the cap."""
    from kitchentable.env import vocab
    from kitchentable.env.observe import CARD_COLUMNS, CardIds, Encoder
    from kitchentable.rules.abilities import CardDef
    from kitchentable.scenario import Scenario

    s = Scenario()
    s.battlefield(0, CardDef(name="Plague Test Rat", types=frozenset({"Creature"}), power=1, toughness=1,
                             keywords=frozenset({"infect", "flying"})))
    game = s.start("main1")
    encoder = Encoder(2, 8, False, CardIds(["Plague Test Rat"]))
    vec, _ = encoder.encode(game.state, 0, DECISION)
    plain, _ = PlainEncoder(2, 8, False, encoder.card_ids).encode(game.state, 0, DECISION)
    row = encoder.layout.view(vec, "cards")[0]
    expected = (1 << vocab.KEYWORDS.index("infect")) | (1 << vocab.KEYWORDS.index("flying"))
    assert row[CARD_COLUMNS.index("keywords")] == expected > 1_000_000
    assert np.array_equal(vec, plain)


def test_observations_given_out_are_not_changed_by_later_steps(case):
    """The encoder keeps one vector per seat and updates it in place; what it gives out is a copy, so an
    observation kept by the caller (a replay buffer) stays the one of its own step, cell for cell."""
    env = make_case(case)
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    kept: list[tuple[np.ndarray, np.ndarray]] = []
    for _ in range(60):
        if not env.agents or env.game.state.over:
            break
        vector = env.last()[0]["observation"]
        kept.append((vector, vector.copy()))
        _step_randomly(env, rng)
    assert len(kept) > 10
    for given, at_the_time in kept:
        assert np.array_equal(given, at_the_time)
