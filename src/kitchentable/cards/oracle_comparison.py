"""A whole card database's rendering against its text (issue 24): every card of an MTGJSON file that compiles is
rendered as `kitchentable cards show` prints it and compared with the text the database gives it
(`compare.compare`, both sides normalised the same way), and the differing sentences are written as a report.

The report is a TSV: `#` header lines with the figure (how many compiled cards read exactly as their text), then
one line per differing sentence: card, class, the database's sentence, the rendered sentence (both normalised;
an empty side: nothing there), classified by `render.mismatch_classes` unless a person gave the class. Classes as the bundled pool's list (tests/cards/oracle_mismatches.tsv): a = the
rendering loses or changes meaning (a render bug), b = the compiled card does something else (a compiler bug),
c = wording only, ? = not yet classified.

Compiling a database takes minutes, so the compiled cards are cached (`compiled_cards`), keyed by the database
file and by the card language's and the kernel's sources; the renderer is not part of the key, so a change to the
rendering re-runs only the comparison (seconds).
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from kitchentable.cards.files.cardfile import RawCard
from kitchentable.cards.files.mtgjson import compile_all, read_database
from kitchentable.cards.oracle import OracleCard, OracleFace
from kitchentable.cards.pool import sources_unchanged, store_pickle
from kitchentable.cards.render.compare import Mismatch, compare
from kitchentable.cards.render.mismatch_classes import classify
from kitchentable.rules.abilities import CardDef

RULE_NOTE = "rule: "  # the note of a line a rule classified (re-decided on every write)
CLASSES = {"a": "render loses or changes meaning", "b": "compiled card does something else", "c": "wording only",
           "?": "not yet classified"}


def _compiler_sources() -> list[Path]:
    cards = Path(__file__).parent.parent
    rules = cards.parent / "rules"
    found = [p for p in cards.rglob("*") if p.suffix in (".py", ".lark")
             and not {"data", "render"} & set(p.relative_to(cards).parts)]
    return sorted(found) + sorted(rules.rglob("*.py"))


def _cache_file(database: Path) -> Path:
    digest = hashlib.blake2b(digest_size=16)
    digest.update(database.read_bytes())
    here = Path(__file__).parent.parent.parent
    for src in _compiler_sources():
        digest.update(str(src.relative_to(here)).encode())
        digest.update(src.read_bytes())
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kitchentable"
    return root / f"oracle-{digest.hexdigest()}.pickle"


def compiled_cards(database: Path, workers: int = 1, cache: bool = True) -> list[tuple[RawCard, CardDef]]:
    """Every card of the database that compiles, with the text it was compiled from (cached, see above)."""
    path = _cache_file(database) if cache else None
    if path is not None and path.is_file():
        try:
            with path.open("rb") as fh:
                return pickle.load(fh)  # type: ignore[no-any-return]
        except Exception:  # noqa: BLE001 - a damaged cache is rebuilt
            path.unlink(missing_ok=True)
    ok, _failures, _total = compile_all(read_database(database), str(database), workers)
    if path is not None and sources_unchanged():
        store_pickle(path, ok)
    return ok


def oracle_of(raw: RawCard) -> OracleCard:
    """The database's text of a card as the importer read it (old type lines and wording already updated by
    `files.mtgjson.modernize`, mode bullets joined to their line)."""
    return OracleCard(tuple(OracleFace(f.name, f.cost, f.type_line, f.power, f.toughness, f.loyalty,
                                       tuple(text for _n, text in f.lines)) for f in raw.faces))


@dataclass
class Comparison:
    """The outcome over a set of compiled cards."""

    compiled: int = 0
    equal: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)
    crashed: list[tuple[str, str]] = field(default_factory=list)  # (card, error): a render that raised

    @property
    def percent(self) -> float:
        return 100.0 * self.equal / self.compiled if self.compiled else 100.0


def compare_all(cards: list[tuple[RawCard, CardDef]]) -> Comparison:
    result = Comparison()
    for raw, card in sorted(cards, key=lambda rc: rc[0].name):
        result.compiled += 1
        try:
            found = compare(card, oracle_of(raw))
        except Exception as err:  # noqa: BLE001 - a render that raises is reported as that card's mismatch
            result.crashed.append((raw.name, f"{type(err).__name__}: {err}"))
            found = [Mismatch(raw.name, "(the rendering)", f"raises {type(err).__name__}")]
        if found:
            result.mismatches += found
        else:
            result.equal += 1
    return result


@dataclass(frozen=True)
class Reported:
    kind: str
    note: str = ""


def read_report(path: Path) -> dict[tuple[str, str, str], Reported]:
    """A tracked report: (card, database sentence, rendered sentence) -> its class and an optional note."""
    report: dict[tuple[str, str, str], Reported] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) not in (4, 5) or parts[1] not in CLASSES:
            raise ValueError(f"{path}:{n}: expected card, class ({', '.join(CLASSES)}), database sentence, "
                             "rendered sentence[, note] separated by tabs")
        report[(parts[0], parts[2], parts[3])] = Reported(parts[1], parts[4] if len(parts) == 5 else "")
    return report


def report_figure(path: Path) -> tuple[int, int]:
    """The (equal, compiled) figure a report's header gives."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# equal: "):
            equal, _, compiled = line.removeprefix("# equal: ").split()[0].partition("/")
            return int(equal), int(compiled)
    raise ValueError(f"{path}: no '# equal: N/M' header line")


def write_report(path: Path, result: Comparison, database: str, header: list[str]) -> None:
    """Write the report, keeping the class and note of every line already classified."""
    old = {k: v for k, v in (read_report(path) if path.exists() else {}).items()
           if v.kind != "?" and not v.note.startswith(RULE_NOTE)}
    by_sentence = {(k[0], k[1]): v for k, v in old.items() if k[1]}
    by_card: dict[str, list[Mismatch]] = {}
    for m in result.mismatches:
        by_card.setdefault(m.card, []).append(m)
    kinds: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    rows: list[str] = []
    for m in result.mismatches:
        known = old.get(m.key()) or by_sentence.get((m.card, m.oracle))
        if known is None:
            kind, rule = classify(m, by_card[m.card])
            known = Reported(kind, f"{RULE_NOTE}{rule}" if rule else "")
            rules[f"{kind} {rule}" if rule else "?"] += 1
        else:
            rules[f"{known.kind} (by hand)"] += 1
        kinds[known.kind] += 1
        rows.append("\t".join((m.card, known.kind, m.oracle, m.rendered) + ((known.note,) if known.note else ())))
    cards = len({m.card for m in result.mismatches})
    lines = [
        f"# `kitchentable cards show` against the text of {database}, for every card that compiles.",
        f"# equal: {result.equal}/{result.compiled} compiled cards ({result.percent:.1f}%) read exactly as their "
        f"text after normalisation; {cards} differ, in {len(result.mismatches)} sentences.",
        "# sentences by class: " + ", ".join(f"{k} {kinds[k]} ({CLASSES[k]})" for k in CLASSES if kinds[k]),
        "# by rule (kitchentable/cards/render/mismatch_classes.py; a line classified by hand keeps its class): "
        + ", ".join(f"{r} {n}" for r, n in sorted(rules.items())),
        *(f"# {h}" for h in header),
        "# card<TAB>class<TAB>database sentence<TAB>rendered sentence[<TAB>note] (an empty side: nothing there)",
    ]
    path.write_text("\n".join(lines + rows) + "\n", encoding="utf-8")
