"""Compiled-card fingerprints: for checking that a change to the card language compiles every card exactly as
before. Not a test.

Prints one line per card, in pool (or database) order: the card's name, then `ok` and a digest of the compiled
`CardDef` written out canonically (dataclass fields by name, sets sorted, so the digest does not depend on
hash seeds or on which module builds a value), or `fail` and the error the compiler gave. Run it on two
checkouts and compare the outputs:

    PYTHONPATH=/path/to/main/src python benchmarks/card_fingerprints.py > main.txt
    PYTHONPATH=src python benchmarks/card_fingerprints.py > branch.txt
    diff main.txt branch.txt && echo identical

    python benchmarks/card_fingerprints.py AllSets.json --workers 2     # an MTGJSON database instead
    python benchmarks/card_fingerprints.py AllSets.json --every 10      # every 10th card of it, a quicker sample
    python benchmarks/card_fingerprints.py --full cards.txt              # also the canonical text of each card
    python benchmarks/card_fingerprints.py --show shown.txt              # also `cards show` of every pool card
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import multiprocessing
import sys
from pathlib import Path
from typing import Any

CHUNK = 64


def canonical(value: Any) -> str:
    """A text for a compiled value that two runs (or two layouts of the compiler) agree on exactly."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = ", ".join(f"{f.name}={canonical(getattr(value, f.name))}" for f in dataclasses.fields(value))
        return f"{type(value).__qualname__}({fields})"
    if isinstance(value, (frozenset, set)):
        return "{" + ", ".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(sorted(f"{canonical(k)}: {canonical(v)}" for k, v in value.items())) + "}"
    if isinstance(value, tuple):
        return "(" + ", ".join(canonical(v) for v in value) + ",)"
    if isinstance(value, list):
        return "[" + ", ".join(canonical(v) for v in value) + "]"
    if value is None or isinstance(value, (str, int, float, bool)):
        return repr(value)
    # Anything else (a function, an object without a stable repr) is named by its type, so it cannot make
    # two identical compilations differ; the module is left out on purpose.
    return f"<{type(value).__qualname__} {getattr(value, '__qualname__', '')}>"


def _compile_card() -> Any:
    try:
        from kitchentable.cards.language.compile import compile_card
    except ImportError:  # a checkout from before the cards/language split
        from kitchentable.cards.compiler import compile_card  # type: ignore[no-redef]
    return compile_card


def _to_raw() -> Any:
    try:
        from kitchentable.cards.files.mtgjson import SKIPPED_LAYOUTS, _layout, to_raw
    except ImportError:
        from kitchentable.cards.importer import SKIPPED_LAYOUTS, _layout, to_raw  # type: ignore[no-redef]
    return SKIPPED_LAYOUTS, _layout, to_raw


def fingerprint(raw: Any) -> tuple[str, str, str]:
    """(name, 'ok <digest>' or 'fail <error>', the canonical text or the error)."""
    import kitchentable
    from kitchentable.cards.errors import CardError

    try:
        card = _compile_card()(raw)
    except CardError as err:
        where = str(Path(kitchentable.__file__).parent)  # the checkout's own path left out
        failed = f"fail {str(err).replace(where, '<kitchentable>')}"
        return raw.name, failed, failed
    text = canonical(card)
    return raw.name, "ok " + hashlib.blake2b(text.encode(), digest_size=12).hexdigest(), text


def _database_chunk(chunk: list[list[dict[str, Any]]], file: str) -> list[tuple[str, str, str]]:
    skipped, layout, to_raw = _to_raw()
    return [fingerprint(to_raw(faces, file)) for faces in chunk if faces and layout(faces[0]) not in skipped]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("database", nargs="?", help="an MTGJSON file (default: the bundled pool)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--every", type=int, default=1, metavar="N",
                        help="only every Nth card of the database, in its order (a quicker sample; default: all)")
    parser.add_argument("--full", type=Path, help="also write each card's canonical text to this file")
    parser.add_argument("--show", type=Path, help="also write `cards show` of every card of the pool to this file")
    args = parser.parse_args()
    if args.database:
        try:
            from kitchentable.cards.files.mtgjson import read_database
        except ImportError:
            from kitchentable.cards.importer import read_database  # type: ignore[no-redef]
        cards = read_database(Path(args.database))[::max(1, args.every)]
        chunks = [cards[i:i + CHUNK] for i in range(0, len(cards), CHUNK)]
        if args.workers > 1:
            with multiprocessing.get_context("fork").Pool(args.workers) as pool:
                parts = pool.starmap(_database_chunk, [(c, args.database) for c in chunks])
        else:
            parts = [_database_chunk(c, args.database) for c in chunks]
        rows = [row for part in parts for row in part]
    else:
        from kitchentable.cards.pool import raw_cards

        rows = [fingerprint(raw) for raw in raw_cards()]
    for name, line, _text in rows:
        sys.stdout.write(f"{name}\t{line}\n")
    if args.show:
        from kitchentable.cards.pool import load_pool
        from kitchentable.cards.render import render

        pool = load_pool()
        args.show.write_text("".join(render(card) + "\n\n" for card in pool), encoding="utf-8")
    if args.full:
        args.full.write_text("".join(f"{name}\t{text}\n" for name, _line, text in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
