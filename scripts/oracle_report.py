"""Render every card of a card database that compiles and compare it with the database's text (issue 24).

    nice -n 10 python scripts/oracle_report.py /work/data/package/data/AllSets.json --workers 2 --write
    python scripts/oracle_report.py DB.json --show 30          # the 30 commonest differences, grouped

Prints the figure (compiled cards whose rendering reads exactly as their text, normalised as
`kitchentable.cards.render.compare` says); `--write` rewrites the tracked report
(docs/oracle_report_2017.tsv by default), keeping each line's class. The compiled cards are cached, so after the
first run (several CPU-minutes for the 2017 database) a change to the renderer re-runs in seconds.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from pathlib import Path

from kitchentable.cards.oracle_comparison import compare_all, compiled_cards, write_report
from kitchentable.cards.render.compare import MODERN_WORDING

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "docs" / "oracle_report_2017.tsv"


def _shape(sentence: str) -> str:
    return re.sub(r"\{[^}]+\}|\b\d+\b|[+-]\d+/[+-]\d+", "N", sentence)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("database", nargs="?", default=os.environ.get("KT_CARD_DB"),
                        help="an MTGJSON file (default: $KT_CARD_DB)")
    parser.add_argument("--workers", type=int, default=1, help="processes to compile in (first run only)")
    parser.add_argument("--write", nargs="?", const=str(REPORT), default=None, metavar="REPORT",
                        help=f"write the report (default {REPORT.relative_to(ROOT)})")
    parser.add_argument("--show", type=int, default=0, help="print the N commonest differences, numbers as N")
    args = parser.parse_args()
    if not args.database:
        parser.error("give a database file or set KT_CARD_DB")
    database = Path(args.database)
    if not database.is_file():
        parser.error(f"{database}: no such file")
    result = compare_all(compiled_cards(database, workers=args.workers))
    print(f"{result.equal} of {result.compiled} compiled cards read as their text ({result.percent:.1f}%); "
          f"{len(result.mismatches)} differing sentences; {len(result.crashed)} renders raised")
    for card, err in result.crashed[:10]:
        print(f"  raises: {card}: {err}")
    if args.show:
        shapes = Counter((_shape(m.oracle), _shape(m.rendered)) for m in result.mismatches)
        for (want, got), n in shapes.most_common(args.show):
            print(f"{n:>6}  {want!r}\n        {got!r}")
    if args.write:
        header = ["normalised (kitchentable/cards/render/compare.py): the card's name and \"this creature\"/\"this "
                  "spell\"/... as ~; text in parentheses (reminder text, the rule numbers the rendering adds); mode "
                  "bullets; a keyword line as its keywords in alphabetical order; and today's words for these "
                  f"{len(MODERN_WORDING)} 2017 wordings: " + "; ".join(
                      f"{p.pattern} -> {r or '(nothing)'}" for p, r in MODERN_WORDING),
                  f"reproduce: nice -n 10 python scripts/oracle_report.py {database.name} --workers 2 --write"]
        write_report(Path(args.write), result, database.name, header)
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
