"""The text behind a rule number, for the table's rule pop-up.

`lookup("601.2c")` gives the Comprehensive Rules' text (bundled from the reference copy, see
`scripts/web_rules_data.py`); `lookup("R-CA-2")` the project's ruling and what the format's document in
docs/formats says about it; `lookup("ICR 200.1")` the Judge's Tower rule as docs/formats/judges-tower.md
states it. References the way the log writes them work too: "601.2g-h", "117", "R-CA-2 (document 002)".
"""

from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data" / "rules.json.gz"
MAX_ENTRIES = 14
DOCUMENTS = {
    "judges-tower": "Judge's Tower (document 000, the Incomprehensive Rules)",
    "castle": "Castle Magic (document 002)", "turnabout": "Turnabout (document 003)",
    "vortex": "Vortex Based Magic (document 004)", "casting": "Casting (document 001 with 601.2 and 602.2)",
}
_CR = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?)(?:-([a-z]))?)?$")


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return loaded


def normalize(ref: str) -> str:
    """"rule 601.2c" / "(601.2c)" / "ICR 200.1" / "r-ca-2" -> the key the data uses."""
    ref = ref.strip().strip("()[].,;:").replace("rule ", "").strip()
    upper = ref.upper()
    if upper.startswith("R-"):
        return upper.split()[0]
    if upper.startswith("ICR"):
        return "ICR " + ref[3:].strip()
    return ref.split()[0] if ref else ref


def lookup(ref: str) -> dict[str, Any]:
    """{"ref", "title", "source", "entries": [{"number", "text"}], "found"} for a rule reference."""
    key = normalize(ref)
    data = _data()
    if key.startswith("R-") or key.startswith("ICR "):
        entry = data["format"].get(key)
        if entry is None and key.startswith("ICR ") and "." not in key:
            section = key[4:]
            rows = [(k, v) for k, v in data["format"].items() if k.startswith(f"ICR {section}.")]
            rows.sort(key=lambda kv: [int(p) for p in kv[0][4:].split(".")])
            if rows:
                return {"ref": key, "found": True, "title": f"Judge's Tower ICR {section}",
                        "source": DOCUMENTS["judges-tower"],
                        "entries": [{"number": k, "text": " ".join(v["notes"])} for k, v in rows]}
        if entry is None:
            return _missing(key)
        entries = []
        if entry.get("ruling"):
            entries.append({"number": key, "text": f"Ruling: {entry['ruling']}"})
        entries += [{"number": "", "text": note} for note in entry.get("notes", [])]
        title = entry.get("title") or key
        return {"ref": key, "found": True, "title": title,
                "source": DOCUMENTS.get(entry.get("document", ""), "kitchentable's rulings"),
                "entries": entries[:MAX_ENTRIES]}
    found = _CR.match(key)
    if found is None:
        return _missing(key)
    section, number, letter, upto = found.groups()
    rules: dict[str, str] = data["cr"]
    title = f"{section}. {data['cr_titles'].get(section, '')}".strip()
    if number is None:
        keys = [k for k in rules if k.startswith(f"{section}.") and re.fullmatch(rf"{section}\.\d+", k)]
    elif letter:
        last = upto or letter
        keys = [f"{section}.{number}{chr(c)}" for c in range(ord(letter), ord(last) + 1)]
        keys = [k for k in keys if k in rules]
        parent = f"{section}.{number}"
        if parent in rules:
            keys = [parent, *keys]
    else:
        parent = f"{section}.{number}"
        keys = [parent] + [k for k in rules if re.fullmatch(rf"{re.escape(parent)}[a-z]", k)]
        keys = [k for k in keys if k in rules]
    if not keys:
        return _missing(key)
    keys.sort(key=_order)
    return {"ref": key, "found": True, "title": title, "source": data["cr_source"],
            "entries": [{"number": k, "text": rules[k]} for k in keys[:MAX_ENTRIES]],
            "more": max(0, len(keys) - MAX_ENTRIES)}


def _order(number: str) -> tuple[int, int, str]:
    section, _, rest = number.partition(".")
    digits = re.match(r"(\d+)([a-z]?)", rest)
    return int(section), int(digits.group(1)) if digits else 0, digits.group(2) if digits else ""


def _missing(key: str) -> dict[str, Any]:
    return {"ref": key, "found": False, "title": key, "source": "",
            "entries": [{"number": "", "text": f"No rule text is bundled for {key!r}."}]}
