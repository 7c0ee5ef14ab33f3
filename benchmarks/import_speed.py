"""Card import speed: cards compiled per CPU-second with the plain Earley parser, with the lookahead one
(`kitchentable.cards.language.earley_lookahead`, lark's loop) and with the fast loop the import uses
(`kitchentable.cards.language.earley_engine`), measured in the same run, and a check that they compile every
card identically. Not a test.

Each parser runs in its own child process (so neither profits from the other's caches) over the same cards:
the bundled pool, or an MTGJSON database (every Nth card of it with --every). A child times the compiling
alone in CPU seconds (building the grammar is timed apart), as `kitchentable cards import` compiles: one card
after another, identical paragraphs parsed once. It writes one line per card: the name and `ok` with a
digest of the compiled card (`card_fingerprints.canonical`), or `fail` with the first phrase that failed
(the import's unsupported list). The parent compares the two files line by line.

    python benchmarks/import_speed.py                                   # the bundled pool
    python benchmarks/import_speed.py AllSets.json --every 50           # a 2% sample of a database
    nice -n 10 python benchmarks/import_speed.py AllSets.json --paths lookahead,fast  # the whole database
    nice -n 10 python benchmarks/import_speed.py AllSets.json --paths fast --keep a/  # then compare a/fast.txt
                                                                        # with another checkout's
    nice -n 10 python benchmarks/import_speed.py AllSets.json --paths cache-cold,cache-warm  # whole database:
                                                                        # first import, then again from the cache
    python benchmarks/import_speed.py AllSets.json --every 50 --keep out/ # keep the fingerprint files
    python benchmarks/import_speed.py --reimport                        # also import twice with the parse cache
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PATHS = ("plain", "lookahead", "fast", "cache-cold", "cache-warm")


def _cards(database: str | None, every: int) -> list[Any]:
    """The raw cards to compile: pool `RawCard`s, or a database's face lists (every `every`th)."""
    if database is None:
        from kitchentable.cards.pool import raw_cards

        return raw_cards()[::every]
    from kitchentable.cards.files.mtgjson import read_database

    return read_database(Path(database))[::every]


def _run_child(database: str | None, every: int, path: str, out: Path) -> dict[str, Any]:
    """In this process: compile the cards with one parser, write the fingerprints, return the timings."""
    sys.path.insert(0, str(HERE))
    from card_fingerprints import canonical  # type: ignore[import-not-found]

    from kitchentable.cards.errors import CardError
    from kitchentable.cards.language import parse
    from kitchentable.cards.language.compile import compile_card

    started = time.process_time()
    if not parse.use_lookahead(path != "plain") and path != "plain":
        raise SystemExit("the lookahead filter could not be installed on this lark")
    if path != "plain":
        parse.use_fast_loop(path != "lookahead")  # the cache paths import as `cards import` does: fast
    parse.unknown_word("qq")
    grammar = time.process_time() - started
    cards = _cards(database, every)

    def one(item: Any) -> tuple[str, str] | None:
        if database is None:
            try:
                return item.name, "ok " + digest(canonical(compile_card(item)))
            except CardError as err:
                return item.name, f"fail {err.phrase or err.reason}"
        from kitchentable.cards.files.mtgjson import _compile_one

        result = _compile_one(item, database)
        if result is None:
            return None
        raw, card, phrase = result
        return raw.name, ("ok " + digest(canonical(card))) if card is not None else f"fail {' '.join(phrase.split())}"

    with parse.disk_cache() if path.startswith("cache") else contextlib.nullcontext():
        started = time.process_time()
        rows = [row for row in map(one, cards) if row is not None]
        seconds = time.process_time() - started
    out.write_text("".join(f"{name}\t{line}\n" for name, line in rows), encoding="utf-8")
    return {"path": path, "cards": len(rows), "compiled": sum(line.startswith("ok ") for _n, line in rows),
            "cpu": seconds, "grammar_cpu": grammar}


def digest(text: str) -> str:
    import hashlib

    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("database", nargs="?", help="an MTGJSON file (default: the bundled pool)")
    parser.add_argument("--every", type=int, default=1, metavar="N", help="only every Nth card (default: all)")
    parser.add_argument("--paths", default="plain,lookahead,fast",
                        help=f"which of {', '.join(PATHS)} to run, comma-separated (default: plain,lookahead,fast)")
    parser.add_argument("--reimport", action="store_true",
                        help="also import twice with the on-disk parse cache (a new, empty one): filling it "
                             "(cache-cold), then reading it (cache-warm), as a user importing again")
    parser.add_argument("--keep", type=Path, help="a directory to keep the fingerprint files in")
    parser.add_argument("--child", choices=PATHS, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_run_child(args.database, max(1, args.every), args.child, args.out)))
        return
    where = args.keep or Path(tempfile.mkdtemp(prefix="import_speed-"))
    where.mkdir(parents=True, exist_ok=True)
    results: dict[str, dict[str, Any]] = {}
    paths = [p for p in args.paths.split(",") if p] + (list(PATHS[3:]) if args.reimport else [])
    unknown = sorted(set(paths) - set(PATHS))
    if unknown:
        parser.error(f"--paths: unknown {', '.join(unknown)} (known: {', '.join(PATHS)})")
    env = os.environ.copy()
    if any(p.startswith("cache") for p in paths):
        env["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="import_speed-cache-")
        env.pop("KITCHENTABLE_NO_CARD_CACHE", None)
    for path in paths:
        command = [sys.executable, __file__, *([args.database] if args.database else []), "--every",
                   str(args.every), "--child", path, "--out", str(where / f"{path}.txt")]
        done = subprocess.run(command, check=True, capture_output=True, text=True, env=env)
        results[path] = json.loads(done.stdout.strip().splitlines()[-1])
    source = args.database or "the bundled pool"
    print(f"import speed: {source}" + (f", every {args.every}th card" if args.every > 1 else ""))
    print(f"{'path':<10} {'cards':>6} {'compiled':>8} {'CPU s':>8} {'cards/CPU-s':>12} {'grammar CPU s':>14}")
    for path, r in results.items():
        rate = r["cards"] / r["cpu"] if r["cpu"] else float("inf")
        print(f"{path:<10} {r['cards']:>6} {r['compiled']:>8} {r['cpu']:>8.2f} {rate:>12.1f} {r['grammar_cpu']:>14.2f}")
    for new, old, what in (("lookahead", "plain", "lookahead/plain"), ("fast", "plain", "fast/plain"),
                           ("fast", "lookahead", "fast/lookahead"), ("cache-warm", "plain", "re-import from the "
                           "parse cache/plain"), ("cache-warm", "cache-cold", "re-import/first import")):
        if new in results and old in results:
            print(f"ratio {what}: {results[old]['cpu'] / results[new]['cpu']:.1f}x")
    differ: list[tuple[str, str]] = []
    if len(results) > 1:
        first, *others = results
        old = (where / f"{first}.txt").read_text(encoding="utf-8").splitlines()
        for other in others:
            new = (where / f"{other}.txt").read_text(encoding="utf-8").splitlines()
            differ += [(a, b) for a, b in zip(old, new, strict=False) if a != b] + [
                ("", f"{other}: a different number of cards")] * (len(old) != len(new))
        print(f"compiled cards and failing phrases: all {len(old)} identical in {', '.join(results)}" if not differ
              else f"compiled cards and failing phrases: {len(differ)} lines DIFFER")
        for a, b in differ[:20]:
            print(f"  {first}: {a}\n  other: {b}")
    if args.keep:
        print(f"fingerprints kept in {where}")
    if differ:
        sys.exit(1)


if __name__ == "__main__":
    main()
