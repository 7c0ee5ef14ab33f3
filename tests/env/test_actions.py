"""The action encoding: pages instead of truncation, an error naming the decision when asked, illegal
indices refused without a change, features describing each action (the kept rows equal to rows made afresh),
and a complete kind vocabulary."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from kitchentable.env import ACTION_COLUMNS, ActionOverflow, IllegalStep, make, vocab
from tests.env.conftest import make_case


def _step_random(env, rng):
    obs = env.observe(env.agent_selection)
    env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_paging_shows_every_legal_action_exactly_once():
    env = make("ffa", 3, max_actions=4)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    paged = 0
    while paged < 5 and env.agents and not env.game.state.over:
        options = env.game.legal_actions()
        if len(options) > 4:
            while env.page != 0:  # a random step may have turned a page already
                env.step(3)
            seen = []
            pages = env.infos[env.agent_selection]["pages"]
            assert pages == -(-len(options) // 3)
            for _ in range(pages):
                obs = env.observe(env.agent_selection)
                shown = env.legal_actions()
                assert shown[-1] == ("more",) and obs["action_mask"][3] == 1
                assert obs["action_features"][3, ACTION_COLUMNS.index("page_turn")] == 1
                seen.extend(shown[:-1])
                before = env.game.state_hash()
                env.step(3)  # the page turn changes nothing in the game
                assert env.game.state_hash() == before
            assert seen == options
            assert env.page == 0  # round the pages back to the first
            paged += 1
        _step_random(env, rng)
    assert paged, "no decision had more than 4 legal actions"


def test_overflow_error_names_the_decision():
    env = make("duel", max_actions=2, overflow="error")
    with pytest.raises(ActionOverflow, match=r"decision '.+' of Player \d .* legal actions .* holds 2"):
        env.reset(seed=1)
        rng = np.random.default_rng(1)
        for _ in range(500):
            _step_random(env, rng)


def test_illegal_index_is_refused_and_changes_nothing():
    env = make("duel")
    env.reset(seed=1)
    before = env.game.state_hash()
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalStep, match="not legal"):
        env.step(illegal)
    assert env.game.state_hash() == before and env.steps == 0


def test_illegal_index_concedes_when_asked():
    env = make("duel", illegal_action="lose")
    env.reset(seed=1)
    agent = env.agent_selection
    env.step(env.max_actions - 1)
    assert env.game.state.over and env.rewards[agent] == -1.0


def test_features_name_the_action_objects():
    env = make("duel")
    env.reset(seed=7)
    rng = np.random.default_rng(7)
    verb, obj, card = (ACTION_COLUMNS.index(c) for c in ("verb", "object_a", "card_a"))
    checked = 0
    for _ in range(300):
        if env.game.state.over:
            break
        agent = env.agent_selection
        obs = env.observe(agent)
        cards = env.layout.view(obs["observation"], "cards")
        for i, action in enumerate(env.legal_actions()):
            row = obs["action_features"][i]
            assert row[verb] == vocab.lookup(vocab.VERBS, vocab.index_of(vocab.VERBS), action[0])
            if action[0] in ("cast", "play_land", "attack", "block"):
                slot = row[obj] - 1
                assert slot >= 0 and cards[slot, env.layout.column("cards", "card")] == row[card]
                assert env.card_ids.name(int(row[card])) == env.game.state.objects[action[1]].card.name
                checked += 1
        _step_random(env, rng)
    assert checked


def test_every_decision_kind_of_the_kernel_is_in_the_vocabulary():
    """Kinds not listed still get a stable hashed id; this keeps the named list complete (append new kinds
    at the end of vocab.DECISION_KINDS, never reorder)."""
    src = Path(__import__("kitchentable").__file__).parent
    kinds = set()
    for path in src.rglob("*.py"):
        kinds.update(re.findall(r"Decision\(\s*[^,()]+,\s*\"([a-z_]+)\"", path.read_text()))
    assert kinds, "found no Decision kinds in the source"
    assert sorted(kinds - set(vocab.DECISION_KINDS)) == []
    assert len(set(vocab.DECISION_KINDS)) == len(vocab.DECISION_KINDS)
    assert len(set(vocab.VERBS)) == len(vocab.VERBS)


def test_614_12_reveal_land_offers_a_named_verb():
    """A reveal land asks "reveal_as_enters" with ("reveal", card) options (614.12); "reveal" has its own id,
    appended after the older verbs so their ids stay the same."""
    verbs = vocab.index_of(vocab.VERBS)
    assert vocab.lookup(vocab.VERBS, verbs, "reveal") == verbs["reveal"] == len(vocab.VERBS) - 1
    assert verbs["top"] == 57 and verbs["more"] == 1


def test_bad_settings_are_named():
    with pytest.raises(ValueError, match="overflow"):
        make("duel", overflow="drop")
    with pytest.raises(ValueError, match="vortex is for 2 to 5 players, not 7"):
        make("vortex", 7)
    with pytest.raises(ValueError, match="unknown format"):
        make("commander")
    with pytest.raises(ValueError, match="max_actions"):
        make("duel", max_actions=1)


@pytest.mark.filterwarnings("ignore::kitchentable.env.aec.ObjectsDropped")
def test_kept_feature_rows_equal_rows_made_afresh(case):
    """The action encoder keeps what it read of options and objects between steps (`ActionEncoder._row`,
    `_card_id`); an encoder made afresh at every step, with nothing kept, must give the same features, for
    the deciding seat at every step of a random game, also on a clone playing on with the shared encoder."""
    from kitchentable.env.actions import ActionEncoder

    env = make_case(case, max_objects=40, max_actions=8)  # small: pages and dropped objects happen too
    env.reset(seed=9)
    rng = np.random.default_rng(9)
    twin = None
    for step in range(150):
        for e in (env, twin) if twin is not None else (env,):
            if not e.agents or e.game.state.over:
                continue
            obs, _, terminated, truncated, _ = e.last()
            d = e.game.state.decision
            if not (terminated or truncated) and d is not None:
                seat = d.player
                _, slots = e.encoder.encode(e.game.state, seat, (0, 0, 1, e.page, 1, len(d.options)))
                fresh = ActionEncoder(e.n_players, e.max_actions, e.card_ids)
                expected = fresh.features(e.game.state, seat, d.options, e.page, slots)
                assert np.array_equal(obs["action_features"], expected), f"step {step}, decision {d.kind}"
            e.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if step == 75:
            twin = env.clone()
