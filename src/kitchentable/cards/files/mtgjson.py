"""Importing card databases users bring: MTGJSON AtomicCards.json, AllPrintings/AllSets.json (an object from
set code to a set with its "cards"; MTGJSON v3 to v5), or a JSON list of MTGJSON card objects.

Each card is written out in the card language (name, cost, type line, P/T or loyalty, its text) and
compiled with the same compiler as the bundled pool. A card counts as compiled only if every line of every
face compiles to real effects. The report gives `total`, `compiled`, `coverage`, `top_unsupported` (the
phrases that failed most often, with numbers replaced by N so that "deals 2 damage" and "deals 3 damage"
count together), `invalid`: every card refused before compiling because a required field is missing (a
name and a type line) or a field has the wrong JSON type, each naming the card and the field, and
`unsupported`: each card that did not import with the first phrase that failed (or why
it was refused). Malformed text ("Kicker {blorp}") makes that one card unsupported; the import goes on.

Faces kept as records of their own (a transform card's back face as its own card object, linked by
`otherFaceIds`, v3's `names`, or only by a shared `name`) are joined into one card, ordered by `side`. A card
whose layout has several faces but whose other face is not in the database is refused with that reason, never
imported with one face; a back face whose front is missing is not a card and is refused too.
"""

from __future__ import annotations

import json
import multiprocessing
import re
from collections import Counter
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import Any

from kitchentable.cards.errors import CardError
from kitchentable.cards.files.cardfile import RawCard, RawFace
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.language.parse import disk_cache
from kitchentable.cards.wording import apply_updates
from kitchentable.rules.abilities import CardDef

MULTI_FACE = {"split", "adventure", "modal_dfc", "transform", "flip", "aftermath", "meld", "reversible_card"}
CHUNK = 64  # cards per task when compiling in several processes
SKIPPED_LAYOUTS = {"token", "double_faced_token", "emblem", "art_series", "vanguard", "scheme", "planar"}
# MTGJSON v3 (AllSets.json before 2018) named some layouts differently.
LEGACY_LAYOUTS = {"double-faced": "transform", "plane": "planar", "phenomenon": "planar"}

# Type lines printed before the 1997 type-line update (Mirage/Visions era and the Un-sets reprinting them):
# "Summon X" is today's "Creature — X" (a "Summon Legend" a legendary creature), and "Enchant Creature" /
# "Enchant Player" is an Aura with that enchant keyword (303.4a), which the modern card states in its text.
_OLD_ENCHANT = re.compile(r"^Enchant (Creature|Player|Land|Artifact|Enchantment|Permanent)$")


def modernize_type_line(type_line: str) -> tuple[str, str | None]:
    """An old type line as the current one, and the enchant keyword line it implied (None if none)."""
    summon = re.match(r"^Summon(?: — (.*))?$", type_line)
    if summon:
        subtypes = (summon.group(1) or "").split()
        if "Legend" in subtypes:
            subtypes.remove("Legend")
            return ("Legendary Creature" + (" — " + " ".join(subtypes) if subtypes else "")), None
        return "Creature" + (" — " + " ".join(subtypes) if subtypes else ""), None
    enchant = _OLD_ENCHANT.match(type_line)
    if enchant:
        return "Enchantment — Aura", f"Enchant {enchant.group(1).lower()}"
    return type_line, None


def modernize(text: str) -> str:
    """Older Oracle wording replaced by the current one, so an older database meets the templates the card
    language teaches (`cards.wording`)."""
    return apply_updates(text)


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
    if isinstance(data, dict) and data and all(isinstance(s, dict) and isinstance(s.get("cards"), list)
                                               for s in data.values()):
        return join_faces(_cards_of_sets(data))
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
    return join_faces(cards)


def _side(face: dict[str, Any]) -> str:
    """The face's side ("a" the front): MTGJSON v5's `side`, else its place in v3's `names`."""
    if face.get("side"):
        return str(face["side"])
    names = face.get("names")
    name = str(face.get("faceName") or face.get("name"))
    if isinstance(names, list) and name in names:
        return "abcdefgh"[min(names.index(name), 7)]
    return "a"


def join_faces(cards: list[list[dict[str, Any]]]) -> list[list[dict[str, Any]]]:
    """712.1, 709, 715: faces of one card kept as separate records are joined into one card. A record links to
    its other faces by `otherFaceIds` (MTGJSON v5 uuids) or by `names` (v3: every face's name); the faces are
    ordered by `side` ("a" the front) and named "Front // Back" as AtomicCards names them. Faces not found stay
    as they are (`unjoined_reason` refuses them)."""
    by_uuid: dict[str, int] = {}
    by_name: dict[str, int] = {}
    for i, faces in enumerate(cards):
        for f in faces:
            if f.get("uuid"):
                by_uuid[str(f["uuid"])] = i
            by_name.setdefault(str(f.get("faceName") or f.get("name")), i)
    merged_into: dict[int, int] = {}
    dropped: set[int] = set()
    out: dict[int, list[dict[str, Any]]] = {i: list(faces) for i, faces in enumerate(cards)}
    for i, faces in enumerate(cards):
        if i in merged_into or not faces or _layout(faces[0]) not in MULTI_FACE or len(_dedupe_faces(faces)) > 1:
            continue
        others: list[int] = []
        for f in faces:
            others += [by_uuid[u] for u in f.get("otherFaceIds") or () if str(u) in by_uuid]
            names = f.get("names")
            if isinstance(names, list):
                others += [by_name[n] for n in names if n in by_name]
        others = [j for j in dict.fromkeys(others) if j != i and j not in merged_into]
        if not others:
            continue
        if _layout(faces[0]) == "meld":  # 712.4: the back face is shared by two fronts; each front and it
            backs = [j for j in others if _side(out[j][0]) != "a"]  # make a card, the back alone none
            if _side(faces[0]) == "a" and backs:
                out[i] = _named([faces[0], out[backs[0]][0]])
                dropped.add(backs[0])
            continue
        group = [f for j in (i, *others) for f in out[j]]
        group.sort(key=_side)
        first = min(i, *others)
        out[first] = _named(group)
        for j in (i, *others):
            if j != first:
                merged_into[j] = first
    return [faces for i, faces in sorted(out.items()) if i not in merged_into and i not in dropped]


def _named(group: list[dict[str, Any]]) -> list[dict[str, Any]]:
    joined = " // ".join(str(f.get("faceName") or f.get("name")) for f in group)
    return [{**f, "faceName": str(f.get("faceName") or f.get("name")), "name": joined} for f in group]


def unjoined_reason(faces: list[dict[str, Any]]) -> str:
    """Why a card whose layout has several faces can't be imported as it is, or "" if it can."""
    layout = _layout(faces[0])
    if layout not in MULTI_FACE or layout == "reversible_card" or len(_dedupe_faces(faces)) > 1:
        return ""
    name = str(faces[0].get("faceName") or faces[0].get("name"))
    if _side(faces[0]) != "a":
        return (f"{name} is the back face of a {layout} card whose front face is not in the database; "
                f"a back face is not a card of its own")
    return (f"{name} is a {layout} card, but its other face is not in the database (no record with its "
            f"otherFaceIds, names or name); importing one face would play a different card")


def _cards_of_sets(sets: dict[str, dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """AllPrintings/AllSets: every printing of every set; one card per name, from its latest set (Oracle text is
    the same in every printing). Faces are grouped by MTGJSON v5's shared "name" ("Fire // Ice") or v3's
    "names" list, in the order that list gives."""
    latest: dict[str, list[dict[str, Any]]] = {}
    for code in sorted(sets, key=lambda c: (str(sets[c].get("releaseDate", "")), c)):
        printing: dict[str, list[dict[str, Any]]] = {}
        for item in sets[code]["cards"]:
            if not isinstance(item, dict) or "name" not in item:
                raise ImportError_(f"set {code}: a card without a name")
            names = item.get("names")
            key = " // ".join(names) if isinstance(names, list) and len(names) > 1 else str(item["name"])
            printing.setdefault(key, []).append(item)
        for key, faces in printing.items():
            names = faces[0].get("names")
            if isinstance(names, list) and len(names) > 1:
                order = {n: i for i, n in enumerate(names)}
                faces = sorted(faces, key=lambda f: order.get(str(f["name"]), len(order)))
                faces = [{**f, "faceName": f["name"], "name": key} for f in faces]
            latest[key] = faces
    return list(latest.values())


FIELD_KINDS: dict[str, tuple[tuple[type, ...], str]] = {
    "name": ((str,), "text"),
    "faceName": ((str,), "text"),
    "type": ((str,), "text"),
    "manaCost": ((str,), "text such as {2}{R}"),
    "text": ((str,), "text"),
    "power": ((str, int), "text or a whole number"),
    "toughness": ((str, int), "text or a whole number"),
    "loyalty": ((str, int), "text or a whole number"),
    "layout": ((str,), "text"),
    "colors": ((list,), "a list of colour letters"),
    "colorIndicator": ((list,), "a list of colour letters"),
    "names": ((list,), "a list of face names"),
}
"""The MTGJSON fields the importer reads, with the JSON types each may have and how to say so."""

REQUIRED_FIELDS = ("name", "type")
"""Every face of a card one plays with has a name and a type line (a land has no mana cost, a vanilla
creature no text); a card without them is refused, never counted as compiled."""


def face_problem(faces: list[dict[str, Any]]) -> str | None:
    """Why a database card can't be imported (a required field missing, a field of the wrong JSON type),
    naming the card and the field; None when its fields are sound."""
    name = str(faces[0].get("name", "?")) if faces else "?"
    for face in faces:
        for field in REQUIRED_FIELDS:
            if face.get(field) in (None, ""):
                return f"card {name!r}: the field {field!r} is missing"
        for field, (kinds, words) in FIELD_KINDS.items():
            value = face.get(field)
            if value is not None and (not isinstance(value, kinds) or isinstance(value, bool)):
                shown = json.dumps(value)
                return (f"card {name!r}: the field {field!r} must be {words}, not "
                        f"{shown if len(shown) <= 40 else shown[:37] + '...'}")
    return None


def _layout(face: dict[str, Any]) -> str:
    layout = str(face.get("layout", "normal"))
    return LEGACY_LAYOUTS.get(layout, layout)


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
    layout = _layout(faces[0])
    if layout not in MULTI_FACE:
        faces = faces[:1]
    raws: list[RawFace] = []
    for f in faces:
        name = str(f.get("faceName") or f.get("name"))
        type_line, enchant = modernize_type_line(str(f.get("type", "")))
        face = RawFace(name, str(f.get("manaCost", "") or ""), type_line, line=0)
        if f.get("power") is not None:
            face.power, face.toughness = str(f["power"]), str(f.get("toughness", "0"))
        if f.get("loyalty") is not None:
            face.loyalty = str(f["loyalty"])
        text = modernize(str(f.get("text", "") or ""))
        body: list[tuple[int, str]] = [(0, enchant)] if enchant else []
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
        indicator = f.get("colorIndicator") or f.get("colors")  # v3 dumps give a back face's colors only
        if raws and indicator and not f.get("manaCost"):  # a back face's color indicator (204)
            words = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
            named = [words.get(c, str(c).lower()) for c in indicator]
            face.color = " ".join(c for c in named if c in words.values())
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
        if face.color and face is not raw.faces[0]:
            lines.insert(0, f"@color {face.color}")
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


def _compile_one(faces: list[dict[str, Any]], file: str) -> tuple[RawCard, CardDef | None, str] | None:
    """One database card: None if its layout is not a card one plays with, else its raw form and either the
    compiled card or the phrase that failed (numbers as N)."""
    if not faces or _layout(faces[0]) in SKIPPED_LAYOUTS:
        return None
    raw = to_raw(faces, file)
    refused = unjoined_reason(faces)
    if refused:
        return raw, None, "refused: " + refused
    try:
        return raw, compile_card(raw), ""
    except CardError as err:
        return raw, None, err.phrase or err.reason
    except Exception as err:  # noqa: BLE001 - malformed text makes this one card unsupported (never the import)
        return raw, None, f"malformed: {err}"


def _failure_key(phrase: str) -> str:
    """How a failure is counted among `top_unsupported`: a phrase with its numbers as N; every refusal of a
    card missing a face as one line, every malformed text as one line."""
    if phrase.startswith("refused: "):
        return "refused: a card with several faces whose other face is not in the database"
    if phrase.startswith("malformed: "):
        return "malformed: text the card language can't read (an unknown mana symbol, ...)"
    return _phrase_key(phrase)


def _compile_chunk(chunk: list[list[dict[str, Any]]], file: str
                   ) -> list[tuple[RawCard, CardDef | None, str] | None]:
    return [_compile_one(faces, file) for faces in chunk]


def compile_all(cards: Iterable[list[dict[str, Any]]], file: str = "<import>", workers: int = 1,
                unsupported: list[tuple[str, str]] | None = None
                ) -> tuple[list[tuple[RawCard, CardDef]], Counter[str], int]:
    """Compile every card; with `workers` > 1 in that many processes (each builds the parser once). Results
    come back in database order, so the report and the written file do not depend on the number of workers."""
    items: list[list[dict[str, Any]]] = []
    failures: Counter[str] = Counter()
    invalid = 0
    for faces in cards:
        if faces and _layout(faces[0]) not in SKIPPED_LAYOUTS and face_problem(faces) is not None:
            invalid += 1
            failures["(a card with a missing field or a field of the wrong type)"] += 1
        else:
            items.append(faces)
    if workers > 1 and len(items) > CHUNK:
        chunks = [items[i:i + CHUNK] for i in range(0, len(items), CHUNK)]
        context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods()
                                              else None)
        with context.Pool(workers) as pool:
            results = [r for part in pool.imap(partial(_compile_chunk, file=file), chunks) for r in part]
    else:
        results = [_compile_one(faces, file) for faces in items]
    ok: list[tuple[RawCard, CardDef]] = []
    total = invalid
    for result in results:
        if result is None:
            continue
        total += 1
        raw, card, phrase = result
        if card is None:
            failures[_failure_key(phrase)] += 1
            if unsupported is not None:
                unsupported.append((raw.name, phrase))
        else:
            ok.append((raw, card))
    return ok, failures, total


def import_file(path: Path, out: Path | None = None, top: int = 25, workers: int = 1) -> dict[str, Any]:
    """Compile a database (in `workers` processes; paragraphs parsed by an earlier import are read from the
    parse cache, `cards.language.parse_cache`); optionally write every compiled card under `out` (loadable
    with --cards)."""
    cards = read_database(path)
    invalid = [problem for faces in cards
               if faces and _layout(faces[0]) not in SKIPPED_LAYOUTS and (problem := face_problem(faces))]
    unsupported: list[tuple[str, str]] = []
    with disk_cache():
        ok, failures, total = compile_all(cards, str(path), workers, unsupported)
    written = 0
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"{path.stem}.txt"
        target.write_text("# Imported by `kitchentable cards import`.\n\n"
                          + "\n".join(card_text(raw) for raw, _card in ok), encoding="utf-8")
        write_unsupported(out / f"{path.stem}{UNSUPPORTED_SUFFIX}", unsupported)
        written = len(ok)
    return {
        "file": str(path),
        "total": total,
        "compiled": len(ok),
        "coverage": round(len(ok) / total, 4) if total else 0.0,
        "top_unsupported": [{"phrase": p, "count": n} for p, n in failures.most_common(top)],
        "unsupported": [{"card": name, "phrase": phrase} for name, phrase in unsupported],
        "written": written,
        "invalid": [f"{path}: {problem}" for problem in invalid],
    }


UNSUPPORTED_SUFFIX = ".unsupported.tsv"
"""Written beside an import's card file: each card that did not import and the first phrase that failed, so a
deck naming one is told which phrase (`kitchentable.cards.pool.CardPool.unsupported`)."""


def write_unsupported(path: Path, unsupported: list[tuple[str, str]]) -> None:
    rows = [f"{name}\t{' '.join(phrase.split())}" for name, phrase in unsupported]
    path.write_text("# card<TAB>the first phrase that failed (or why it was refused)\n" + "\n".join(rows)
                    + ("\n" if rows else ""), encoding="utf-8")

