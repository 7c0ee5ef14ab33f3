"""A small masked policy learns to beat the random player in duels (numpy only; needs the `rl` and `plot`
extras: pip install -e '.[rl,plot]').

The policy is linear over each legal action's features (a pointer-style policy: it scores the actions the
environment describes in `action_features`, then softmaxes over the legal ones), trained with REINFORCE and
a running baseline on the win/loss reward of `make_single("duel", opponents="random")`. It starts uniform
over the legal actions (and so below the random player, which never cancels a spell it began and taps mana
only to pay), and learns which kinds of actions win.

    python examples/selfplay_duel.py                        # 240 games, about 5 minutes on a laptop CPU
    python examples/selfplay_duel.py --episodes 60 --plot /tmp/curve.png
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from kitchentable.env import ACTION_COLUMNS, CARD_COLUMNS, make_single, vocab

VERBS = vocab.size(vocab.VERBS)
KINDS = vocab.size(vocab.DECISION_KINDS)
COL = {c: i for i, c in enumerate(ACTION_COLUMNS)}
CARD = {c: i for i, c in enumerate(CARD_COLUMNS)}
EXTRA = 7
"""Per action, besides its verb: mana value, power and toughness of the object it names, whether it names
the opponent or oneself, its first number, and a constant."""


def action_features(env, obs: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The legal actions' indices and a feature row for each (verb one-hot crossed with nothing, plus the
    named object's numbers read from the observation's card slots)."""
    legal = np.flatnonzero(obs["action_mask"])
    feats = obs["action_features"][legal]
    cards = env.aec.layout.view(obs["observation"], "cards")
    out = np.zeros((len(legal), VERBS + EXTRA))
    out[np.arange(len(legal)), feats[:, COL["verb"]]] = 1.0
    slot = feats[:, COL["object_a"]] - 1
    named = slot >= 0
    rows = cards[np.where(named, slot, 0)]
    out[:, VERBS] = np.where(named, rows[:, CARD["mana_value"]], 0) / 5
    out[:, VERBS + 1] = np.where(named, rows[:, CARD["power"]], 0) / 5
    out[:, VERBS + 2] = np.where(named, rows[:, CARD["toughness"]], 0) / 5
    out[:, VERBS + 3] = feats[:, COL["player"]] == 2
    out[:, VERBS + 4] = feats[:, COL["player"]] == 1
    out[:, VERBS + 5] = np.clip(feats[:, COL["number_a"]], 0, 10) / 5
    out[:, VERBS + 6] = 1.0
    return legal, out


def play(env, weights: np.ndarray, rng: np.random.Generator, seed: int):
    obs, _ = env.reset(seed=seed)
    trajectory = []
    total = 0.0
    while True:
        legal, feats = action_features(env, obs)
        logits = feats @ weights
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        choice = rng.choice(len(legal), p=probs)
        trajectory.append((feats, probs, choice))
        obs, reward, terminated, truncated, _ = env.step(int(legal[choice]))
        total += reward
        if terminated or truncated:
            return total, trajectory


def train(episodes: int, seed: int, lr: float, block: int) -> dict[str, object]:
    env = make_single("duel", opponents="random", max_turns=40)
    rng = np.random.default_rng(seed)
    weights = np.zeros(VERBS + EXTRA)
    baseline = 0.0
    results: list[float] = []
    steps = 0
    start = time.perf_counter()
    for episode in range(episodes):
        ret, trajectory = play(env, weights, rng, seed * 100_000 + episode)
        steps += len(trajectory)
        advantage = ret - baseline
        baseline += 0.05 * (ret - baseline)
        grad = np.zeros_like(weights)
        for feats, probs, choice in trajectory:
            grad += feats[choice] - probs @ feats
        weights += lr * advantage * grad / max(1, len(trajectory)) ** 0.5
        results.append(ret)
        if (episode + 1) % block == 0:
            recent = results[-block:]
            print(f"games {episode + 1 - block + 1:4d}-{episode + 1:4d}: wins {sum(r > 0 for r in recent) / block:5.1%}, "
                  f"mean return {np.mean(recent):+.2f} ({time.perf_counter() - start:.0f} s)", flush=True)
    top = np.argsort(-np.abs(weights[:VERBS]))[:6]
    return {
        "episodes": episodes, "block": block, "results": results, "learner_steps": steps,
        "seconds": round(time.perf_counter() - start, 1),
        "top_verbs": [(vocab.VERBS[i] if i < len(vocab.VERBS) else f"#{i}", round(float(weights[i]), 2)) for i in top],
    }


def plot(summary: dict[str, object], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    results = np.asarray(summary["results"])
    block = int(summary["block"])  # type: ignore[arg-type]
    wins = (results > 0).astype(float)
    blocks = wins[: len(wins) // block * block].reshape(-1, block).mean(axis=1)
    x = (np.arange(len(blocks)) + 1) * block
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(x, blocks, marker="o", label=f"learner's win rate (blocks of {block} games)")
    ax.axhline(0.5, color="grey", linestyle="--", label="even with the random player")
    ax.set_xlabel("training games against the random player (duel)")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.legend(loc="lower right", fontsize=8)
    ax.set_title("Linear masked policy, REINFORCE, kitchentable.env")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--episodes", type=int, default=240)
    parser.add_argument("--block", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lr", type=float, default=0.1)
    parser.add_argument("--plot", default="docs/img/env-learning-curve.png", help="where to write the curve")
    parser.add_argument("--json", default=None, help="also write the results as JSON here")
    args = parser.parse_args()
    summary = train(args.episodes, args.seed, args.lr, args.block)
    print(f"{summary['learner_steps']} learner steps in {summary['seconds']} s; heaviest verbs: {summary['top_verbs']}")
    if args.plot:
        plot(summary, args.plot)
        print(f"learning curve: {args.plot}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(summary, f)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
