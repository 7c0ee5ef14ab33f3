"""Mana symbols, mana costs and mana pools (rules 106, 107.4, 202, 601.2f).

A mana cost is an immutable value: a generic amount, a count per colored/colorless symbol, the number of
{X}s, and the hybrid and Phyrexian symbols kept as choices. Cost arithmetic follows 601.2f: an alternative
cost replaces the mana cost, additional costs and increases add, reductions subtract from the generic part,
which floors at zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Any

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
COLOR_NAMES: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

_SYMBOL = re.compile(r"\{([^}]+)\}")


class ManaCostError(ValueError):
    """A mana cost string that does not follow rule 107.4's symbols."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (202.1): generic + specific symbols, X count and hybrid/Phyrexian choice symbols.

    `hybrid` holds two-option symbols such as ("W", "U") or ("2", "W"); `phyrexian` holds colors of {C/P}.
    """

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x: int = 0
    hybrid: tuple[tuple[str, str], ...] = ()
    phyrexian: tuple[str, ...] = ()

    def __init__(
        self, generic: int = 0, colored: tuple[tuple[str, int], ...] = (), x: int = 0,
        hybrid: tuple[tuple[str, str], ...] = (), phyrexian: tuple[str, ...] = ()
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "generic", generic)
        object.__setattr__(self, "colored", colored)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "hybrid", hybrid)
        object.__setattr__(self, "phyrexian", phyrexian)

    def __eq__(self, other: object) -> bool:
        """The dataclass's own comparison (field by field, same class only), written out for mypyc."""
        if type(other) is not ManaCost:
            return NotImplemented
        return (self.generic == other.generic and self.colored == other.colored and self.x == other.x
                and self.hybrid == other.hybrid and self.phyrexian == other.phyrexian)

    def __hash__(self) -> int:
        return hash((self.generic, self.colored, self.x, self.hybrid, self.phyrexian))

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse "{2}{W}{U/B}{R/P}{X}" notation. Raises ManaCostError naming the bad symbol."""
        text = text.strip()
        if not text:
            return ManaCost()
        pos = 0
        generic = 0
        colored: dict[str, int] = {}
        x = 0
        hybrid: list[tuple[str, str]] = []
        phyrexian: list[str] = []
        for match in _SYMBOL.finditer(text):
            if match.start() != pos:
                raise ManaCostError(f"unexpected text {text[pos:match.start()]!r} in mana cost {text!r}")
            pos = match.end()
            sym = match.group(1).upper()
            if sym.isdigit():
                generic += int(sym)
            elif sym in MANA_TYPES:
                colored[sym] = colored.get(sym, 0) + 1
            elif sym == "X":
                x += 1
            elif sym == "S":
                colored["S"] = colored.get("S", 0) + 1
            elif "/" in sym:
                a, b = sym.split("/", 1)
                if b == "P" and a in COLORS:
                    phyrexian.append(a)
                elif (a in COLORS or a == "2") and b in COLORS:
                    hybrid.append((a, b))
                else:
                    raise ManaCostError(f"unknown mana symbol {{{sym}}} in {text!r} (rule 107.4)")
            else:
                raise ManaCostError(f"unknown mana symbol {{{sym}}} in {text!r} (rule 107.4)")
        if pos != len(text):
            raise ManaCostError(f"unexpected text {text[pos:]!r} in mana cost {text!r}")
        return ManaCost(generic, tuple(sorted(colored.items())), x, tuple(hybrid), tuple(phyrexian))

    @property
    def mana_value(self) -> int:
        """Mana value (202.3): X counts as 0 off the stack; hybrid counts its larger half."""
        total = self.generic + sum(n for _, n in self.colored) + len(self.phyrexian)
        for a, _b in self.hybrid:
            total += 2 if a == "2" else 1
        return total

    @property
    def least_mana(self) -> int:
        """The fewest mana that could pay this cost (X = 0): a {2/W} symbol can be paid with one white mana
        (107.4e) and a Phyrexian symbol with life instead (107.4f). Unlike mana value (202.3)."""
        total = self.generic + len(self.hybrid)
        for _c, n in self.colored:  # a loop, not sum() of a generator: read at every affordability check
            total += n
        return total

    def colors(self) -> frozenset[str]:
        """Colors of a card from its mana cost (105.2, 202.2)."""
        found = {c for c, _ in self.colored if c in COLORS}
        for a, b in self.hybrid:
            found.update(s for s in (a, b) if s in COLORS)
        found.update(self.phyrexian)
        return frozenset(found)

    def count(self, symbol: str) -> int:
        for c, n in self.colored:
            if c == symbol:
                return n
        return 0

    def with_x(self, value: int) -> ManaCost:
        """The cost with each {X} replaced by `value` generic mana (601.2f uses the announced X)."""
        if not self.x:
            return self
        return ManaCost(self.generic + self.x * value, self.colored, 0, self.hybrid, self.phyrexian)

    def plus(self, other: ManaCost) -> ManaCost:
        """Add another cost (additional costs and increases, 601.2f)."""
        merged = dict(self.colored)
        for c, n in other.colored:
            merged[c] = merged.get(c, 0) + n
        return ManaCost(
            self.generic + other.generic,
            tuple(sorted(merged.items())),
            self.x + other.x,
            self.hybrid + other.hybrid,
            self.phyrexian + other.phyrexian,
        )

    def reduce_generic(self, amount: int) -> ManaCost:
        """Subtract a generic reduction; the generic part floors at zero (601.2f)."""
        return ManaCost(max(0, self.generic - amount), self.colored, self.x, self.hybrid, self.phyrexian)

    def is_zero(self) -> bool:
        return not (self.generic or self.colored or self.x or self.hybrid or self.phyrexian)

    def __str__(self) -> str:
        return _cost_text(self)


@lru_cache(maxsize=4096)
def _cost_text(cost: ManaCost) -> str:
    """A cost in mana symbols, remembered per cost: payment prompts show it at every step."""
    parts: list[str] = ["{X}"] * cost.x
    if cost.generic or (not cost.colored and not cost.x and not cost.hybrid and not cost.phyrexian):
        parts.append(f"{{{cost.generic}}}")
    parts += [f"{{{a}/{b}}}" for a, b in cost.hybrid]
    order = {c: i for i, c in enumerate(("C", "S") + COLORS)}
    for c, n in sorted(cost.colored, key=lambda cn: order.get(cn[0], 9)):
        parts += [f"{{{c}}}"] * n
    parts += [f"{{{c}/P}}" for c in cost.phyrexian]
    return "".join(parts)


@dataclass(slots=True)
class ManaPool:
    """A player's mana pool (106.4): amounts per mana type. Empties between steps (500.4)."""

    amounts: dict[str, int] = field(default_factory=dict)
    # 106.6: mana with a spending restriction, kept apart so no ordinary payment spends it: (type, amount,
    # the spells it may be spent to cast); lent to the payment of a matching spell (rules.concepts.restricted_mana)
    restricted: list[tuple[str, int, Any]] = field(default_factory=list)
    # how much of each type's amount came from a Treasure (601.2h "if mana from a Treasure was spent"; never more
    # than the amount: what is spent otherwise is ordinary mana first, rules.casting.mana_spent)
    from_treasure: dict[str, int] = field(default_factory=dict)

    def __init__(self, amounts: dict[str, int] | None = None,
                 restricted: list[tuple[str, int, Any]] | None = None,
                 from_treasure: dict[str, int] | None = None) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`); a field
        left out gets its factory's new empty container, as the generated one gives it."""
        self.amounts = {} if amounts is None else amounts
        self.restricted = [] if restricted is None else restricted
        self.from_treasure = {} if from_treasure is None else from_treasure

    def add(self, mana_type: str, n: int = 1) -> None:
        if self.from_treasure:
            self.settle_treasure()
        self.amounts[mana_type] = self.amounts.get(mana_type, 0) + n

    def settle_treasure(self) -> None:
        """Mana spent from the pool without a choice of which (an ability's cost, "you may pay {2}") spent the
        ordinary mana first: a type keeps no more Treasure mana than it has mana left."""
        for kind, n in list(self.from_treasure.items()):
            left = min(n, self.amounts.get(kind, 0))
            if left:
                self.from_treasure[kind] = left
            else:
                del self.from_treasure[kind]

    def total(self) -> int:
        return sum(self.amounts.values())

    def copy(self) -> ManaPool:
        return ManaPool(dict(self.amounts), list(self.restricted), dict(self.from_treasure))

    def clear(self) -> None:
        self.amounts.clear()
        self.restricted.clear()
        self.from_treasure.clear()

    def __str__(self) -> str:
        return "".join(f"{{{k}}}" * v for k, v in sorted(self.amounts.items()) if v) or "empty"


@dataclass(frozen=True, slots=True)
class Payment:
    """How a mana cost is paid: mana taken from the pool by type, plus life for Phyrexian symbols."""

    mana: tuple[tuple[str, int], ...]
    life: int = 0

    def __init__(self, mana: tuple[tuple[str, int], ...], life: int = 0) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "mana", mana)
        object.__setattr__(self, "life", life)


@lru_cache(maxsize=4096)
def _resolved_variants(cost: ManaCost) -> list[tuple[dict[str, int], int, int]]:
    """Every way to settle the hybrid and Phyrexian choices: (colored needs, generic, life). Remembered per
    cost, since the same few costs are checked at every priority; callers only read the answer."""
    base = dict(cost.colored)
    options: list[list[tuple[str, int, int]]] = []
    for a, b in cost.hybrid:
        choice = [(b, 0, 0)]
        choice.append(("", 2, 0) if a == "2" else (a, 0, 0))
        options.append(choice)
    for c in cost.phyrexian:
        options.append([(c, 0, 0), ("", 0, 2)])
    variants: list[tuple[dict[str, int], int, int]] = []
    seen: set[tuple[tuple[tuple[str, int], ...], int, int]] = set()
    for combo in product(*options) if options else [()]:
        needs = dict(base)
        generic = cost.generic
        life = 0
        for color, gen, lf in combo:
            if color:
                needs[color] = needs.get(color, 0) + 1
            generic += gen
            life += lf
        key = (tuple(sorted(needs.items())), generic, life)
        if key not in seen:
            seen.add(key)
            variants.append((needs, generic, life))
    variants.sort(key=lambda v: v[2])
    return variants


def pay_from_pool(cost: ManaCost, pool: dict[str, int], life_available: int) -> Payment | None:
    """Find a payment of `cost` (X already substituted) from `pool`, or None.

    Colored and colorless symbols take their own type; generic takes what is left, spending the most
    plentiful type first so that the most flexible mana stays. Phyrexian symbols may be paid with 2 life
    (107.4f) when the color is missing; hybrid picks whichever half is payable.
    """
    for needs, generic, life in _resolved_variants(cost):
        if life and life > life_available:
            continue
        left = dict(pool)
        ok = True
        for c, n in needs.items():
            if left.get(c, 0) < n:
                ok = False
                break
            left[c] -= n
        if not ok or sum(left.values()) < generic:
            continue
        spent = {c: n for c, n in needs.items() if n}
        remaining = generic
        while remaining:
            kind = max(left, key=lambda k: (left[k], k == "C"))
            take = min(remaining, left[kind])
            left[kind] -= take
            spent[kind] = spent.get(kind, 0) + take
            remaining -= take
        return Payment(tuple(sorted(spent.items())), life)
    return None


def choose_sources(
    cost: ManaCost, pool: dict[str, int], sources: list[tuple[int, frozenset[str]]], life_available: int,
    first: dict[int, frozenset[str]] | None = None,
) -> tuple[list[tuple[int, str]], Payment] | None:
    """Choose which one-mana sources to tap so that pool + their mana pays `cost`.

    `sources` are (object id, mana types it can make). Returns [(source id, type made)] and the payment, or
    None. Used for the automatic payment a player may choose instead of activating mana abilities one by
    one (601.2g); the search is small because each source makes one mana. `first`: sources to tap before the
    others, with the types they should make when they pay generic mana (mana with a rider that helps the
    spell, 106.6: Cavern of Souls' colored mana, even for the {1} of a Grizzly Bears).
    """
    direct = pay_from_pool(cost, pool, life_available)
    if direct is not None:
        return [], direct
    for needs, generic, life in _resolved_variants(cost):
        if life and life > life_available:
            continue
        missing = dict(needs)
        for c in list(missing):
            missing[c] = max(0, missing[c] - pool.get(c, 0))
        used_pool = {c: needs[c] - missing[c] for c in needs}
        spare_pool = sum(pool.values()) - sum(used_pool.values())
        plan = _match_sources(missing, max(0, generic - spare_pool), sources, first)
        if plan is None:
            continue
        trial = dict(pool)
        for _sid, kind in plan:
            trial[kind] = trial.get(kind, 0) + 1
        payment = pay_from_pool(
            ManaCost(generic, tuple(sorted((c, n) for c, n in needs.items() if n))), trial, 0
        )
        if payment is not None:
            return plan, Payment(payment.mana, life)
    return None


def single_type_mana_covers(need: ManaCost, pool: dict[str, int],
                             sources: list[tuple[int, frozenset[str]]]) -> bool:
    """Could mana of one type per unit (the pool, and sources that each make one fixed type, like basic
    lands) pay `need`? Each colored symbol needs its own type and generic takes any unit (107.4), so the
    count of each type and the total decide it: the same answer as `choose_sources`, without its search."""
    counts = dict(pool)
    for _oid, kinds in sources:
        for kind in kinds:
            counts[kind] = counts.get(kind, 0) + 1
    spare = sum(counts.values())
    for color, n in need.colored:
        if counts.get(color, 0) < n:
            return False
        spare -= n
    return spare >= need.generic


def can_pay(cost: ManaCost, pool: dict[str, int], sources: list[tuple[int, frozenset[str]]],
            life_available: int) -> bool:
    """Would `choose_sources` find a payment of `cost` (X already substituted)? Counted directly when every
    unit of mana has one type and no symbol offers a choice, searched otherwise."""
    if not (cost.hybrid or cost.phyrexian or cost.x) and all(len(kinds) == 1 for _oid, kinds in sources):
        return single_type_mana_covers(cost, pool, sources)
    return choose_sources(cost, pool, sources, life_available) is not None


def _match_sources(
    needs: dict[str, int], generic: int, sources: list[tuple[int, frozenset[str]]],
    first: dict[int, frozenset[str]] | None = None,
) -> list[tuple[int, str]] | None:
    """Assign sources to colored needs (most constrained first, by backtracking), then to generic; the sources
    in `first` are tried before the others, and make one of their preferred types for generic."""
    slots = [c for c, n in sorted(needs.items(), key=lambda cn: sum(cn[0] in s for _, s in sources)) for _ in range(n)]
    if first:
        ordered = sorted(sources, key=lambda s: (s[0] not in first, len(s[1])))
    else:
        ordered = sorted(sources, key=lambda s: len(s[1]))
    plan: list[tuple[int, str]] = []
    used: set[int] = set()

    def fill(i: int) -> bool:
        if i == len(slots):
            return True
        want = slots[i]
        for sid, kinds in ordered:
            if sid in used or want not in kinds:
                continue
            used.add(sid)
            plan.append((sid, want))
            if fill(i + 1):
                return True
            used.discard(sid)
            plan.pop()
        return False

    if not fill(0):
        return None
    for sid, kinds in ordered:
        if generic <= 0:
            break
        if sid in used or not kinds:
            continue
        used.add(sid)
        preferred = first.get(sid, frozenset()) & kinds if first else frozenset()
        plan.append((sid, sorted(preferred)[0] if preferred else "C" if "C" in kinds else sorted(kinds)[0]))
        generic -= 1
    return plan if generic <= 0 else None


def could_produce(cost: ManaCost, sources: list[frozenset[str]]) -> tuple[int, int]:
    """How much of `cost` (X = 0) the given one-mana sources could make: (missing generic, missing colored).

    Castle Magic's activation test (R-CA-2) asks whether the lands could pay, tapped or not; a player then
    pays 1 life per missing generic and 2 per missing colored mana.
    """
    needs: dict[str, int] = {c: n for c, n in cost.with_x(0).colored}
    for a, b in cost.hybrid:
        if a in COLORS:
            needs[a] = needs.get(a, 0) + 1
        else:
            needs[b] = needs.get(b, 0) + 1
    for c in cost.phyrexian:
        needs[c] = needs.get(c, 0) + 1
    slots = [c for c, n in needs.items() for _ in range(n)]
    owner: dict[int, int] = {}

    def augment(slot: int, seen: set[int]) -> bool:
        for idx, kinds in enumerate(sources):
            if slots[slot] in kinds and idx not in seen:
                seen.add(idx)
                if idx not in owner or augment(owner[idx], seen):
                    owner[idx] = slot
                    return True
        return False

    matched = sum(augment(i, set()) for i in range(len(slots)))
    spare = len(sources) - matched
    return max(0, cost.generic - spare), len(slots) - matched
