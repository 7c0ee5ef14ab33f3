"""Hidden stays hidden, in every format: the encoded observation shows exactly what `Game.observation`
shows, does not change when only another seat's hidden cards change, and never holds the card id of a card
another seat hides."""

from __future__ import annotations

import random

import numpy as np

from kitchentable.env.observe import zone_hidden
from tests.env.conftest import make_case

STEPS = 120


def _play(env, steps, seed):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if not env.agents or env.game.state.over:
            return
        agent = env.agent_selection
        obs = env.observe(agent)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def _api_ids(view):
    ids, counts = set(), {}
    for label, zone in view["zones"].items():
        if isinstance(zone, dict):
            counts[label] = zone["count"]
            if "top" in zone:
                ids.add(zone["top"]["id"])
        else:
            counts[label] = len(zone)
            ids.update(v["id"] for v in zone)
    return ids, counts


def _shuffle_hidden(state, viewer, rng):
    """Reorder every zone the viewer cannot see and swap cards between another seat's hand and library."""
    for (kind, seat), ids in state.zones.items():
        if seat != viewer and zone_hidden(state, viewer, kind, seat) and len(ids) > 1:
            rng.shuffle(ids)
    for seat in range(len(state.players)):
        if seat == viewer:
            continue
        library_key = state.rules.library_of(state, seat)
        hand, library = state.zones.get(("hand", seat)), state.zones.get(library_key)
        if hand and library and zone_hidden(state, viewer, "hand", seat) and \
                zone_hidden(state, viewer, *library_key):
            for i in range(min(len(hand), len(library) - 1)):
                a, b = hand[i], library[-1 - i]
                oa, ob = state.mut(a), state.mut(b)
                oa.zone, ob.zone = ob.zone, oa.zone
                hand[i], library[-1 - i] = b, a


def test_encoding_shows_what_observation_shows(case):
    env = make_case(case, max_objects=400)
    env.reset(seed=21)
    for _ in range(6):
        _play(env, 20, seed=len(env.game.actions))
        if env.game.state.over:
            break
        state = env.game.state
        for seat in range(env.n_players):
            order, counts = env.encoder.visible_objects(state, seat)
            ids, api_counts = _api_ids(env.game.observation(seat))
            assert set(order) == ids
            for (kind, zseat), count in counts.items():
                label = f"{kind}:{zseat}" if zseat >= 0 else kind
                assert api_counts[label] == count


def test_observation_unchanged_when_other_seats_hidden_cards_change(case):
    env = make_case(case)
    env.reset(seed=8)
    changed = 0
    for chunk in range(4):
        _play(env, STEPS // 4, seed=chunk)
        if env.game.state.over:
            break
        for viewer in range(env.n_players):
            twin = env.clone()
            _shuffle_hidden(twin.game.state, viewer, random.Random(viewer))
            changed += twin.game.state_hash() != env.game.state_hash()
            agent = env.possible_agents[viewer]
            a, b = env.observe(agent), twin.observe(agent)
            for key in a:
                assert np.array_equal(a[key], b[key]), f"{key} changed for seat {viewer} ({case[0]})"
    assert changed, "the hidden cards were never changed: the test checked nothing"


def test_no_card_id_of_another_seats_hidden_card(case):
    env = make_case(case)
    env.reset(seed=4)
    card_col = env.layout.column("cards", "card")
    for _ in range(5):
        _play(env, 30, seed=len(env.game.actions))
        if env.game.state.over:
            break
        state = env.game.state
        for viewer, agent in enumerate(env.possible_agents):
            order, _ = env.encoder.visible_objects(state, viewer)
            seen_names = {state.objects[oid].card.name for oid in order}
            d = state.decision
            if d is not None and d.player == viewer:
                for option in d.options:
                    seen_names.update(state.objects[x].card.name for x in option[1:]
                                      if isinstance(x, int) and not isinstance(x, bool) and x in state.objects
                                      and state.objects[x].owner == viewer)
            secret = set()
            for (kind, seat), ids in state.zones.items():
                if seat != viewer and zone_hidden(state, viewer, kind, seat):
                    secret.update(env.card_ids.id(state.objects[oid].card.name) for oid in ids
                                  if state.objects[oid].card.name not in seen_names)
            obs = env.observe(agent)
            shown = set(env.layout.view(obs["observation"], "cards")[:, card_col].tolist())
            shown |= set(obs["action_features"][:, 3].tolist()) | set(obs["action_features"][:, 5].tolist())
            if "castle" in env.layout.sections:
                shown |= set(env.layout.view(obs["observation"], "castle")[:, :, 1].ravel().tolist())
            assert not (shown & secret), f"seat {viewer} sees hidden cards in {case[0]}"
