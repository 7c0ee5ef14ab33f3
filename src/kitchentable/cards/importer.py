"""Importing card databases users bring: MTGJSON AtomicCards.json or a JSON list of MTGJSON card objects.

Each card is written out in the card language (name, cost, type line, P/T or loyalty, its text) and
compiled with the same compiler as the bundled pool. A card counts as compiled only if every line of every
face compiles to real effects. The report gives `total`, `compiled`, `coverage` and `top_unsupported`: the
phrases that failed most often, with numbers replaced by N so that "deals 2 damage" and "deals 3 damage"
count together.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kitchentable.cards.cardfile import RawCard, RawFace
from kitchentable.cards.compiler import compile_card
from kitchentable.cards.errors import CardError
from kitchentable.rules.abilities import CardDef

MULTI_FACE = {"split", "adventure", "modal_dfc", "transform", "flip", "aftermath", "meld", "reversible_card"}
SKIPPED_LAYOUTS = {"token", "double_faced_token", "emblem", "art_series", "vanguard", "scheme", "planar"}


class ImportError_(ValueError):
    """A database file that cannot be read: names the file and what is wrong."""


def read_database(path: Path) -> list[list[dict[str, Any]]]:
    """Cards as lists of faces, from AtomicCards ({"data": {name: [faces]}}), a bare {name: [faces]} object,
    or a JSON list of card objects (faces of one card share its "name")."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        raise ImportError_(f"{path}: cannot read the file: {err}") from None
    except json.JSONDecodeError as err:
        raise ImportError_(f"{path}:{err.lineno}: not valid JSON: {err.msg}") from None
    if isinstance(data, dict) and isinstance(data.get("data"), (dict, list)):
        data = data["data"]
    cards: list[list[dict[str, Any]]] = []
    if isinstance(data, dict):
        for name, faces in data.items():
            if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces):
                raise ImportError_(f"{path}: entry {name!r} is not a list of card faces")
            cards.append([{**f, "name": f.get("name", name)} for f in faces])
    elif isinstance(data, list):
        grouped: dict[str, list[dict[str, Any]]] = {}
        for i, item in enumerate(data):
            if not isinstance(item, dict) or "name" not in item:
                raise ImportError_(f"{path}: item {i} is not a card object with a name")
            grouped.setdefault(str(item["name"]), []).append(item)
        cards = list(grouped.values())
    else:
        raise ImportError_(f"{path}: expected an object or a list of cards")
    return cards


def _dedupe_faces(faces: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    for f in faces:
        key = str(f.get("faceName") or f.get("name"))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def to_raw(faces: list[dict[str, Any]], file: str = "<import>") -> RawCard:
    """One card's MTGJSON faces as the card language's raw form (what a card file would hold)."""
    faces = _dedupe_faces(faces)
    layout = str(faces[0].get("layout", "normal"))
    if layout not in MULTI_FACE:
        faces = faces[:1]
    raws: list[RawFace] = []
    for f in faces:
        name = str(f.get("faceName") or f.get("name"))
        type_line = str(f.get("type", ""))
        face = RawFace(name, str(f.get("manaCost", "") or ""), type_line, line=0)
        if f.get("power") is not None:
            face.power, face.toughness = str(f["power"]), str(f.get("toughness", "0"))
        if f.get("loyalty") is not None:
            face.loyalty = str(f["loyalty"])
        text = str(f.get("text", "") or "")
        body: list[tuple[int, str]] = []
        for i, line in enumerate(text.split("\n"), start=1):
            line = line.strip()
            if not line:
                continue
            if line.startswith("•") and body:
                n, prev = body[-1]
                body[-1] = (n, prev + "\n" + line.lstrip("• ").strip())
            else:
                body.append((i, line))
        face.lines = body
        raws.append(face)
    meta = {"layout": layout} if len(raws) > 1 else {}
    colors = faces[0].get("colorIndicator")
    if colors and not faces[0].get("manaCost"):
        words = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        meta["color"] = " ".join(words[c] for c in colors if c in words)
    return RawCard(raws, file, 0, meta)


def card_text(raw: RawCard) -> str:
    """The raw card in the card-file format (see docs/cards.md)."""
    blocks: list[str] = []
    for face in raw.faces:
        type_line = face.type_line
        if face.power is not None:
            type_line += f" {face.power}/{face.toughness}"
        elif face.loyalty is not None:
            type_line += f" loyalty {face.loyalty}"
        lines = [f"{face.name} {face.cost}".strip(), type_line]
        for _n, text in face.lines:
            head, *bullets = text.split("\n")
            lines.append(head)
            lines += [f"• {b}" for b in bullets]
        blocks.append("\n".join(lines))
    meta = "".join(f"@{k} {v}\n" for k, v in raw.meta.items())
    return meta + "\n//\n".join(blocks) + "\n"


_NUMBER = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b")


def _phrase_key(phrase: str) -> str:
    return _NUMBER.sub("N", phrase.strip())


def compile_all(cards: Iterable[list[dict[str, Any]]], file: str = "<import>"
                ) -> tuple[list[tuple[RawCard, CardDef]], Counter[str], int]:
    ok: list[tuple[RawCard, CardDef]] = []
    failures: Counter[str] = Counter()
    total = 0
    for faces in cards:
        if not faces or str(faces[0].get("layout", "normal")) in SKIPPED_LAYOUTS:
            continue
        total += 1
        raw = to_raw(faces, file)
        try:
            ok.append((raw, compile_card(raw)))
        except CardError as err:
            failures[_phrase_key(err.phrase or err.reason)] += 1
    return ok, failures, total


def import_file(path: Path, out: Path | None = None, top: int = 25) -> dict[str, Any]:
    """Compile a database; optionally write every compiled card under `out` (loadable with --cards)."""
    cards = read_database(path)
    ok, failures, total = compile_all(cards, str(path))
    written = 0
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"{path.stem}.txt"
        target.write_text("# Imported by `kitchentable cards import`.\n\n"
                          + "\n".join(card_text(raw) for raw, _card in ok), encoding="utf-8")
        written = len(ok)
    return {
        "file": str(path),
        "total": total,
        "compiled": len(ok),
        "coverage": round(len(ok) / total, 4) if total else 0.0,
        "top_unsupported": [{"phrase": p, "count": n} for p, n in failures.most_common(top)],
        "written": written,
    }
