"""The short codes players type on their phones (pure).

Each table of a round has a code, printed on its match slip (with a QR code of the reporting page) and on
the pairings page: the table number and a three-letter check, e.g. `12-K7Q`. The check is derived from the
event's secret, the round and the table, so a slip from another round or a mistyped number is recognised.
The code only says which table a report is for: every player also has a personal code, handed out at
registration, and a report counts only when each player of the table has entered it with their own code.
"""

from __future__ import annotations

import functools
import re

from kitchentable.tournament.schema import CODE_ALPHABET

CHECK_LENGTH = 3
_TABLE_CODE = re.compile(r"^\s*(\d{1,6})\s*-?\s*([A-Za-z0-9]{3})\s*$")


_LETTERS = bytes(ord(CODE_ALPHABET[b % len(CODE_ALPHABET)]) for b in range(256))
"""Each byte of the digest to its letter: the byte modulo the alphabet's length."""


def table_check(secret: str, round_number: int, table: int) -> str:
    """The three letters of a table's code: the first bytes of a keyed BLAKE2s of the round and the table
    (the key: the event's secret), each read as a letter (a 1,000-table round's pairings page makes 1,000)."""
    from kitchentable.tournament.digests import blake2s

    digest = blake2s(f"table:{round_number}:{table}".encode(), key=_key(secret)).digest()
    check: str = digest[:CHECK_LENGTH].translate(_LETTERS).decode()
    return check


@functools.lru_cache(maxsize=16)
def _key(secret: str) -> bytes:
    return secret.encode()[:32]


def table_code(secret: str, round_number: int, table: int) -> str:
    return f"{table}-{table_check(secret, round_number, table)}"


def parse_table_code(text: str) -> tuple[int, str] | None:
    """(table number, check letters in upper case) of a typed code, or None if it is not shaped like one."""
    found = _TABLE_CODE.match(text)
    if found is None:
        return None
    return int(found.group(1)), found.group(2).upper()


def normalize_player_code(text: str) -> str:
    return re.sub(r"[\s-]", "", text).upper()
