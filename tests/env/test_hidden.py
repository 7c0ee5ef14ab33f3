"""Hidden stays hidden, in every format: the encoded observation shows exactly what `Game.observation`
shows, does not change when only another seat's hidden cards change, and never holds the card id of a card
another seat hides."""

from __future__ import annotations

import random

import numpy as np

from kitchentable.env import vocab
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
            ids.update(v["id"] for v in zone.get("seen", ()))
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


PEEK = "Test Peek {U}\nInstant\nLook at target player's hand.\nDraw a card."
OBSERVER = "Test Observer {1}{U}\nCreature — Merfolk Rogue 2/1\nWhen Test Observer enters, look at the top " \
    "card of target player's library."


def _env_on(game):
    """An environment playing a game set up on a board (`Scenario`), with its card names known."""
    from kitchentable.env import make

    players = len(game.state.players)
    env = make("duel" if players == 2 else "ffa", players, card_names=sorted({o.card.name for o in game.state.objects.values()}))
    env.game = game
    env._start_bookkeeping()
    return env


def _observations(env):
    env._obs_cache = {}
    return {agent: env.observe(agent) for agent in env.possible_agents}


def _without_looks(env):
    """A copy of the environment whose game is the same but for the looks: no card carries a look's tag, so
    no seat knows any hidden card (what every seat would see had nobody looked)."""
    from kitchentable.rules.concepts.looking import forget_order

    twin = env.clone()
    state = twin.game.state
    forget_order(state, [oid for ids in state.zones.values() for oid in ids])
    return twin


def _shown_cards(env, obs):
    cards = env.layout.view(obs["observation"], "cards")
    col = env.layout.column
    return {(env.card_ids.name(int(row[col("cards", "card")])), int(row[col("cards", "zone")]),
             int(row[col("cards", "zone_owner")]), int(row[col("cards", "position")]))
            for row in cards if row[0] and row[col("cards", "zone")] in (vocab.ZONES.index("hand"),
                                                                        vocab.ZONES.index("library"))
            and row[col("cards", "zone_owner")] != 1}


def test_400_2_cards_looked_at_in_a_hand_are_in_the_lookers_observation_only():
    from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
    from tests.cards.card_text import BEAR, BIG, card

    s = Scenario(players=3)
    spell = s.hand(0, card(PEEK))
    s.battlefield(0, "Island")
    s.hand(1, BEAR)
    s.hand(1, BIG)
    for seat in range(3):
        s.many(seat, "library", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    env = _env_on(game)
    obs = _observations(env)
    hand, other_seat = vocab.ZONES.index("hand"), 2  # seat 1 is the looker's next seat: relative 1, column 2
    assert _shown_cards(env, obs["player_0"]) == {("Plain Bear", hand, other_seat, 0), ("Big Ox", hand, other_seat, 0)}
    unlooked = _observations(_without_looks(env))
    assert _shown_cards(env, unlooked["player_0"]) == set()
    for agent in ("player_1", "player_2"):  # the owner and the third seat: exactly as if nobody had looked
        for key in obs[agent]:
            assert np.array_equal(obs[agent][key], unlooked[agent][key]), (agent, key)
    # the same cards the Game API shows, encoded as the plain encoder encodes them
    order, _ = env.encoder.visible_objects(game.state, 0)
    assert set(order) == _api_ids(game.observation(0))[0]
    _check_plain(env)


def test_401_2_a_library_card_looked_at_is_seen_by_the_looker_until_a_shuffle():
    from kitchentable.rules import events
    from kitchentable.scenario import Scenario
    from tests.cards.card_text import card

    s = Scenario()
    spell = s.hand(0, card(OBSERVER))
    s.many(0, "battlefield", ["Island"] * 2)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Forest", "Swamp", "Plains"])
    game = s.start("main1")
    game.apply(("cast", spell))
    for _ in range(20):
        options = game.legal_actions()
        if ("target", ("player", 1)) in options:
            game.apply(("target", ("player", 1)))
        elif not game.state.stack_ids() and not game.state.pending_triggers and game.pending["kind"] == "priority":
            break
        else:
            game.apply(("pass",) if ("pass",) in options else ("pay",) if ("pay",) in options else options[0])
    env = _env_on(game)
    obs = _observations(env)
    library = vocab.ZONES.index("library")
    assert _shown_cards(env, obs["player_0"]) == {("Plains", library, 2, 0)}
    unlooked = _observations(_without_looks(env))
    for key in obs["player_1"]:
        assert np.array_equal(obs["player_1"][key], unlooked["player_1"][key]), key
    order, _ = env.encoder.visible_objects(game.state, 0)
    assert set(order) == _api_ids(game.observation(0))[0]
    _check_plain(env)
    events.shuffle(game.state, ("library", 1))  # 701.19: nobody knows the order any more
    assert _shown_cards(env, _observations(env)["player_0"]) == set()
    _check_plain(env)


def _check_plain(env):
    from tests.env.plain_encoder import PlainEncoder

    enc = env.encoder
    plain = PlainEncoder(enc.players, enc.max_objects, enc.castle, enc.card_ids)
    for seat in range(env.n_players):
        expected, expected_slots = plain.encode(env.game.state, seat, (1, 1, 1, 0, 1, 3))
        got, slots = enc.encode(env.game.state, seat, (1, 1, 1, 0, 1, 3))
        assert np.array_equal(got, expected) and slots == expected_slots, seat


def test_401_2_the_top_cards_looked_at_are_shown_to_the_looker_counted_from_the_top():
    """"Look at the top three cards of target player's library": the looker's observation shows all three
    (position 0 the top), the Game API lists them (the top as `top`, the others as `seen`), the owner's
    observation is as if nobody had looked."""
    from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
    from tests.cards.card_text import card

    s = Scenario()
    spell = s.hand(0, card("Test Glimpse {U}\nSorcery\nLook at the top three cards of target player's library."))
    s.battlefield(0, "Island")
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Mountain", "Forest", "Swamp", "Plains"])  # the last is the top
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    env = _env_on(game)
    obs = _observations(env)
    library = vocab.ZONES.index("library")
    assert _shown_cards(env, obs["player_0"]) == {("Plains", library, 2, 0), ("Swamp", library, 2, 1),
                                                   ("Forest", library, 2, 2)}
    api = game.observation(0)["zones"]["library:1"]
    assert api["top"]["name"] == "Plains" and sorted(v["name"] for v in api["seen"]) == ["Forest", "Swamp"]
    assert "seen" not in game.observation(1)["zones"]["library:1"]  # hidden from its owner too (401.2)
    unlooked = _observations(_without_looks(env))
    for key in obs["player_1"]:
        assert np.array_equal(obs["player_1"][key], unlooked["player_1"][key]), key
    _check_plain(env)
