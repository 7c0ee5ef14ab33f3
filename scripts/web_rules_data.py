"""Build the rule texts the web table shows when a player clicks a rule number (package data).

    python scripts/web_rules_data.py [--cr PATH] [--rulings PATH]

Writes `src/kitchentable/web/data/rules.json.gz`:
- `cr`: every numbered rule of the Comprehensive Rules (number -> text, examples included), and the
  section titles ("601" -> "Casting Spells"), from the reference copy in /work/shared/reference;
- `format`: for each ruling id (R-JT-9, R-CA-2...) the project's ruling (RULINGS.md) and what the format's
  document in docs/formats/ says about it; for each Judge's Tower rule (ICR 200.1...) its row there.

The CR is Wizards of the Coast's text, bundled as the reference it is (cited by number, shown verbatim);
the format texts are the project's own documents. Re-run it when either changes.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "kitchentable" / "web" / "data" / "rules.json.gz"
FORMAT_DOCS = {"JT": "judges-tower", "CA": "castle", "TA": "turnabout", "VX": "vortex", "C": "casting"}
RULE = re.compile(r"^\s*(\d{3}(?:\.\d+[a-z]?)?)\.?\s+(.*)$")
SECTION = re.compile(r"^(\d{3})\.\s+(.+)$")
RULING = re.compile(r"^- (R-[A-Z]+-\d+)\s+(.*)$")
MENTION = re.compile(r"R-[A-Z]+-\d+")
ICR_ROW = re.compile(r"^\|\s*(\d{3}(?:\.\d+)?(?:-\d{3}\.\d+)?)\b[^|]*\|")


def read_cr(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if line.strip() == "Glossary"]
    body_end = starts[-1] if starts else len(lines)
    first = next(i for i, line in enumerate(lines) if line.startswith("100. General") and i > 100)
    rules: dict[str, str] = {}
    titles: dict[str, str] = {}
    last: str | None = None
    for line in lines[first:body_end]:
        if not line.strip():
            continue
        section = SECTION.match(line)
        if section and not line.startswith(" "):
            titles[section.group(1)] = section.group(2).strip()
            last = None
            continue
        found = RULE.match(line)
        if found and line.startswith(" "):
            last = found.group(1)
            rules[last] = found.group(2).strip()
        elif last is not None:
            rules[last] += "\n" + line.strip()
    return rules, titles


def read_rulings(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        found = RULING.match(line)
        if found:
            current = found.group(1)
            out[current] = found.group(2).strip()
        elif current and line.startswith("  ") and line.strip():
            out[current] += " " + line.strip()
        else:
            current = None
    return out


def _clean(text: str) -> str:
    text = re.sub(r"`test_[a-z0-9_]+`(,\s*)?", "", text)
    text = text.replace("`", "")
    return re.sub(r"\s+", " ", text).strip(" ,")


def doc_blocks(path: Path) -> list[tuple[str, str]]:
    """(heading, block) pairs: table rows, list items and paragraphs of a format document."""
    heading = ""
    blocks: list[tuple[str, str]] = []
    current: list[str] = []

    def flush() -> None:
        raw = " ".join(current)
        if current and raw.count("`") <= 4 and "game." not in raw:  # prose, not an API description
            blocks.append((heading, _clean(raw)))
        current.clear()

    header_cells: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            flush()
            heading = line.lstrip("#").strip()
            header_cells = []
            continue
        if line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if set("".join(cells)) <= set("-: "):
                continue
            if not header_cells:
                header_cells = cells
                continue
            parts = [f"{h}: {c}" if h else c for h, c in zip(header_cells, cells, strict=False) if c and h != "where"]
            blocks.append((heading, _clean(" — ".join(parts))))
            continue
        header_cells = [] if not line.strip() else header_cells
        if line.startswith("- ") or not line.strip():
            flush()
        if line.strip():
            current.append(line.strip().removeprefix("- "))
    flush()
    return blocks


def format_texts(rulings: dict[str, str], docs: Path) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for rid, text in rulings.items():
        fmt = FORMAT_DOCS.get(rid.split("-")[1], "")
        out[rid] = {"ruling": text, "document": fmt, "notes": []}
    for doc in sorted(docs.glob("*.md")):
        for heading, block in doc_blocks(doc):
            for rid in dict.fromkeys(MENTION.findall(block + " " + heading)):
                entry = out.setdefault(rid, {"ruling": "", "document": doc.stem, "notes": []})
                notes = entry["notes"]
                assert isinstance(notes, list)
                if block not in notes and len(notes) < 6:
                    notes.append(block)
    tower = docs / "judges-tower.md"
    if tower.exists():
        for line in tower.read_text(encoding="utf-8").splitlines():
            found = ICR_ROW.match(line)
            if not found:
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            numbers = cells[0].split()[0]
            lo, _, hi = numbers.partition("-")
            text = _clean(" — ".join(c for c in cells[1:] if c))
            title = cells[0][len(numbers):].strip()
            for number in ([lo, hi] if hi else [lo]):
                out[f"ICR {number}"] = {"ruling": "", "document": "judges-tower", "title": title,
                                        "notes": [text], "section": number.split(".")[0]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cr", type=Path, default=Path("/work/shared/reference/MagicCompRules-20220429.txt"))
    parser.add_argument("--rulings", type=Path, default=Path("/work/shared/RULINGS.md"))
    args = parser.parse_args()
    rules, titles = read_cr(args.cr)
    data = {
        "cr_source": "Magic: The Gathering Comprehensive Rules, effective April 29, 2022 (Wizards of the Coast)",
        "cr": rules,
        "cr_titles": titles,
        "format": format_texts(read_rulings(args.rulings), ROOT / "docs" / "formats"),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    OUT.write_bytes(gzip.compress(raw, mtime=0))
    print(f"{OUT.relative_to(ROOT)}: {len(rules)} rules, {len(titles)} sections, {len(data['format'])} format "
          f"entries, {OUT.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
