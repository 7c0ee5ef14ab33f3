"""Abilities a permanent has once it has enough counters or a high enough level, and the card layouts that
print them on their own lines: level up and level striations (702.87, 711), Class levels (717), station
(702.184, 721), Cases ("To solve —" / "Solved —", 719) and Saga chapters (714).

`LevelsLines` and `Striation` read the layout lines ("LEVEL 2-6", "STATION 8+", "{2}{U}: Level 2", the P/T
line of a block, a die's result rows "1—9 | ...") before the compiler compiles the ability lines between them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.parse import CASE_PREFIX, normalize, parse
from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    _mana,
    _unsupported,
    nested_ability,
    nested_builder,
)
from kitchentable.rules.abilities import (
    SELF,
    ActivatedAbility,
    Condition,
    Cost,
    Effect,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.continuous.layers import is_layer_effect

LEVEL_HEADER = re.compile(r"^level (\d+)(?:-(\d+)|\+)$")


PT_LINE = re.compile(r"^(\d+)/(\d+)$")


class StriationError(Exception):
    """A level striation that has no faithful meaning (711.2 allows only abilities and a power/toughness)."""


@dataclass
class Striation:
    """One "LEVEL N1-N2" block of a leveler card (711.2), filled line by line by the compiler: `parts` holds the
    abilities compiled from its lines (the compiler's `Parts`)."""

    low: int
    high: int | None
    parts: Any
    power: int | None = None
    toughness: int | None = None

    @property
    def label(self) -> str:
        return f"LEVEL {self.low}-{self.high}" if self.high is not None else f"LEVEL {self.low}+"

    def statics(self) -> list[StaticAbility]:
        """711.2a-b: as long as the permanent has between `low` and `high` level counters (at least `low` for
        "N+"), it has this base power and toughness and these abilities. Its keywords, activated and
        triggered abilities come from one "level_striation" static ability (layers 6 and 7b); a static
        ability printed in the block keeps its own kind with the level condition added."""
        p = self.parts
        if p.spell or p.spell_modal or p.additional or p.optional or p.alternative or p.enchant is not None \
                or p.morph is not None or p.flags or p.colorless:
            raise StriationError(f"{self.label.lower()}: only abilities belong in a level striation")
        if self.power is None or self.toughness is None:
            raise StriationError(f"{self.label.lower()}: a level striation needs its power/toughness")
        cond = Condition("level_between", n=self.low, at_most=self.high)
        out = [StaticAbility("level_striation", power=self.power, toughness=self.toughness,
                             keywords=frozenset(p.keywords), condition=cond,
                             params=(("activated", tuple(p.activated)), ("triggered", tuple(p.triggered))),
                             text=self.label)]
        for ab in p.static:
            if ab.condition is not None:
                raise StriationError(f"{self.label.lower()}: a conditional static ability in a level striation")
            out.append(replace(ab, condition=cond, text=f"{self.label}: {ab.text}"))
        return out


STATION_HEADER = re.compile(r"^station (\d+)\+$")


CLASS_LEVEL = re.compile(r"^((?:\{[^}]+\})+): level (\d+)$")


PT_LINE = re.compile(r"^(\d+)/(\d+)$")


TABLE_ROW = re.compile(r"^\s*(\d+)\s*(?:[—–-]\s*(\d+)|(\+))?\s*\|\s*(.+)$")


@expander("station")
def expand_station(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Station (702.184a): "Tap another untapped creature you control: Put a number of charge counters on this
    permanent equal to the tapped creature's power. Activate only as a sorcery." The creature's power is read
    as the ability resolves (608.2h), from its last known information if it has left the battlefield."""
    other = Filter(types=frozenset({"Creature"}), controller="you", other=True)
    parts.activated.append(ActivatedAbility(
        Cost(tap_untapped=other, tap_count=1), Modal((Mode((Simple("station", Ref("self")),)),)),
        sorcery_speed=True, text="Station"))
    return True


@dataclass
class StationBlock:
    """The abilities under one "STATION N+" line (721.2a) or class level bar (717.2a), compiled into `parts`
    line by line."""

    threshold: int
    parts: Any
    power: int | None = None
    toughness: int | None = None
    kind: str = "station"

    @property
    def label(self) -> str:
        return f"STATION {self.threshold}+" if self.kind == "station" else f"LEVEL {self.threshold}"

    def condition(self) -> Condition:
        if self.kind == "station":
            return Condition("counters_at_least", n=self.threshold, name="charge")
        return Condition("class_level_at_least", n=self.threshold)

    def statics(self, last: bool, printed_pt: bool) -> list[StaticAbility]:
        """721.2a: "as long as this has N or more charge counters on it, it has [these abilities]" — keywords,
        activated and triggered abilities granted in layer 6; a static ability keeps its kind with the
        condition added. 721.2b: the last block of a card with a power/toughness box also makes it an artifact
        creature (layer 4), with the block's own P/T if it prints one (layer 7b)."""
        p = self.parts
        if p.spell or p.spell_modal or p.additional or p.optional or p.alternative or p.enchant is not None \
                or p.morph is not None or p.flags or p.colorless:
            raise _unsupported(f"{self.label.lower()}: only abilities belong under a station threshold")
        cond = self.condition()
        out: list[StaticAbility] = []
        if p.keywords or p.activated or p.triggered:
            out.append(StaticAbility("grant_abilities", keywords=frozenset(p.keywords), condition=cond,
                                     params=(("activated", tuple(p.activated)), ("triggered", tuple(p.triggered))),
                                     text=self.label))
        for ab in p.static:
            if ab.condition is not None:
                raise _unsupported(f"{self.label.lower()}: a conditional static ability under a threshold")
            if not is_layer_effect(ab.kind):  # only the layer system reads a static ability's condition
                raise _unsupported(f"{self.label.lower()}: {ab.text or ab.kind}")
            out.append(replace(ab, condition=cond, text=f"{self.label}: {ab.text}"))
        if self.power is not None and not last:
            raise _unsupported(f"{self.label.lower()}: a power/toughness before the last station threshold")
        if last and self.kind == "station" and (printed_pt or self.power is not None):
            out.append(StaticAbility("add_types", types=frozenset({"Artifact", "Creature"}), condition=cond,
                                     text=f"{self.label}: artifact creature (721.2b)"))
            if self.power is not None and self.toughness is not None:
                out.append(StaticAbility("set_pt", power=self.power, toughness=self.toughness, condition=cond,
                                         text=f"{self.label}: {self.power}/{self.toughness}"))
        return out


_ABILITY_LISTS = ("spell", "triggered", "activated")


@dataclass
class LevelsLines:
    """The line layouts of these cards, read by `compile.compile_face` before a line is compiled:
    "STATION N+" headers and their blocks, and die result rows attached to the ability just compiled."""

    name: str
    subtypes: frozenset[str] = frozenset()
    blocks: list[StationBlock] = field(default_factory=list)
    last_parts: Any = None
    sizes: tuple[int, ...] = ()
    rolled: bool = False  # the last compiled line rolled a die, or was a result row

    def take(self, text: str, types: frozenset[str], parts: Any) -> bool:
        """Consume `text` if it is a header, a block's P/T line or a result row; True if consumed."""
        lower = text.strip().lower()
        bar = CLASS_LEVEL.match(lower) if "Class" in self.subtypes else None
        if bar is not None:
            level = int(bar.group(2))
            if level < 2 or any(b.kind == "class" and b.threshold >= level for b in self.blocks):
                raise _unsupported(lower)
            parts.activated.append(ActivatedAbility(
                Cost(mana=_mana(bar.group(1))), Modal((Mode((Simple("class_level", Ref("self"), fixed(level)),)),)),
                sorcery_speed=True, condition=Condition("class_level_is", n=level - 1),
                text=f"{bar.group(1).upper()}: Level {level}"))
            self.blocks.append(StationBlock(level, Parts(), kind="class"))
            self.rolled = False
            return True
        header = STATION_HEADER.match(lower)
        if header is not None:
            self.blocks.append(StationBlock(int(header.group(1)), Parts()))
            self.rolled = False
            return True
        if self.blocks and self.blocks[-1].kind == "station":
            pt = PT_LINE.match(lower)
            if pt is not None:
                block = self.blocks[-1]
                block.power, block.toughness = int(pt.group(1)), int(pt.group(2))
                return True
        row = TABLE_ROW.match(text)
        if row is not None:
            self._row(row, types)
            return True
        self.rolled = False
        return False

    def parts_for(self, default: Any) -> Any:
        """The parts the next ordinary line compiles into (the open station block, if any); remembers their
        sizes so a result row can find the ability that line made."""
        target = self.blocks[-1].parts if self.blocks else default
        self.last_parts = target
        self.sizes = tuple(len(getattr(target, n)) for n in _ABILITY_LISTS)
        self.rolled = True
        return target

    def _row(self, m: re.Match[str], types: frozenset[str]) -> None:
        """706.3a: a results table row; its effects happen when the result is in its range."""
        if not self.rolled or self.last_parts is None:
            raise _unsupported("a die result row without a roll before it")
        low = int(m.group(1))
        high: int | None = int(m.group(2)) if m.group(2) else (None if m.group(3) else low)
        body = normalize(m.group(4), self.name)
        sub = Parts()
        nested_ability(body, sub, frozenset({"Sorcery"}))
        if len(sub.spell) != 1 or sub.spell_modal is not None or sub.activated or sub.triggered or sub.static:
            raise _unsupported(f"die result: {body}")
        mode = sub.spell[0]
        if mode.targets:
            raise _unsupported(f"a target in a die result: {body}")
        row = (low, high, mode.effects)
        target = self.last_parts
        for name, before in zip(_ABILITY_LISTS, self.sizes, strict=True):
            items = getattr(target, name)
            if len(items) > before:
                items[-1] = _with_row(items[-1], row)
                return
        raise _unsupported("a die result row after an ability that doesn't roll")

    def finish(self, parts: Any, printed_pt: bool) -> None:
        """Turn the station blocks into static abilities of the card (721.2)."""
        stations = [b for b in self.blocks if b.kind == "station"]
        for block in self.blocks:
            parts.static.extend(block.statics(block is stations[-1] if stations else False, printed_pt))


def _add_row(effects: tuple[Effect, ...], row: tuple[Any, ...]) -> tuple[tuple[Effect, ...], bool]:
    """The effects with `row` added to the table of their last die roll."""
    for i in range(len(effects) - 1, -1, -1):
        e = effects[i]
        if isinstance(e, Simple) and e.kind == "roll_die":
            table = e.param("table", ())
            if any(r[1] is None for r in table):
                raise _unsupported("a die result row after an open-ended one")
            params = tuple(p for p in e.params if p[0] != "table") + (("table", table + (row,)),)
            return effects[:i] + (replace(e, params=params),) + effects[i + 1:], True
    return effects, False


def _with_row(ability: Any, row: tuple[Any, ...]) -> Any:
    if isinstance(ability, Mode):
        effects, ok = _add_row(ability.effects, row)
        if not ok:
            raise _unsupported("a die result row after an ability that doesn't roll")
        return replace(ability, effects=effects)
    modal = ability.effect
    if modal.is_modal:
        raise _unsupported("a die result row after a modal ability")
    return replace(ability, effect=replace(modal, modes=(_with_row(modal.modes[0], row),)))


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


_LAYERED = frozenset({"anthem", "add_keywords", "grant_abilities", "add_types", "set_pt", "modify_pt"})
"""Static abilities whose condition the layer system checks (`rules.continuous.layers`), so "Solved —" can switch them."""


SOLVED = Condition("tagged", name="solved")


def case_line(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """719.3: "To solve — [condition]" means "At the beginning of your end step, if this Case is not solved and
    [condition], it becomes solved" (`rules.keywords.ability_words`: the condition rides on a "case_solve" static
    ability the intervening "if" reads); "Solved — [ability]" works only while the Case is solved: an activated
    ability's condition, a triggered ability's intervening "if", a layered static ability's condition. True if
    `text` was a Case line."""
    if not text.startswith(CASE_PREFIX):
        return False
    if "Enchantment" not in card_types:
        raise _unsupported(text)
    if text.startswith("to solve — "):
        cond_text = text.removeprefix("to solve — ").rstrip(".")
        tag, probe = nested_builder("triggered").transform(parse(f"at the beginning of your end step, if {cond_text}, "
                                                            "draw a card."))
        if tag != "triggered" or probe.intervening_if is None or any(ab.kind == "case_solve" for ab in parts.static):
            raise _unsupported(text)
        parts.static.append(StaticAbility("case_solve", condition=probe.intervening_if, text=text))
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("end_step", whose="you"), Modal((Mode((Simple("solve_case", SELF),)),)),
            intervening_if=Condition("case_solvable"), text=text))
        return True
    rest = text.removeprefix("solved — ")
    tmp = Parts()
    nested_ability(rest, tmp, card_types)
    found = [*tmp.activated, *tmp.triggered, *tmp.static]
    others = (tmp.keywords, tmp.spell, tmp.spell_modal, tmp.additional, tmp.optional, tmp.alternative, tmp.enchant)
    if len(found) != 1 or any(others):
        raise _unsupported(text)
    ab = found[0]
    if isinstance(ab, ActivatedAbility) and ab.condition is None:
        parts.activated.append(replace(ab, condition=SOLVED, text=text))
    elif isinstance(ab, TriggeredAbility) and ab.intervening_if is None:
        parts.triggered.append(replace(ab, intervening_if=SOLVED, text=text))
    elif isinstance(ab, StaticAbility) and ab.kind in _LAYERED and ab.condition is None:
        parts.static.append(replace(ab, condition=SOLVED, text=text))
    else:
        raise _unsupported(text)
    return True


@expander("level up", read_back=ReadBack())
def expand_level_up(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Level up [cost] (702.87a): "[cost]: Put a level counter on this permanent. Activate only as a sorcery."
    The level striations (711.2) are read line by line by the compiler (`Striation`)."""
    cost = keyword_cost(m)
    if cost is None:
        return False
    level = Simple("add_counters", Ref("self"), fixed(1), (("counter", "level"),))
    parts.activated.append(ActivatedAbility(Cost(mana=cost), Modal((Mode((level,)),)), sorcery_speed=True,
                                            text=f"Level up {cost}"))
    return True


class LevelsPhrases(PhraseBase):
    """Chapter and class-level triggers."""

    def t_class_level(self, ch: list[Any]) -> TriggerSpec:
        """"When this Class becomes level N" (717.2a: its level bar's ability made it so)."""
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        return TriggerSpec(f"becomes_level:{n}", None, "you")

    def chapter(self, ch: list[Any]) -> Any:
        """A Saga's chapter ability, "II — effect" (714.2a): it triggers when lore counters reach its number.
        "I, II — effect" is two chapter abilities (714.2c). The number is kept in the trigger's `whose`."""
        numbers = str(next(c for c in ch if isinstance(c, Token) and c.type == "CHAPTERS"))
        effects = next(c for c in ch if isinstance(c, tuple))
        mode = Modal((Mode(effects, tuple(self.targets)),))
        return ("triggereds", tuple(TriggeredAbility(TriggerSpec("chapter", None, str(_ROMAN[n.strip()])), mode)
                                   for n in numbers.split(",")))

    def n_token(self, ch: list[Any]) -> Any:
        """"target token you control" (111.1: a token permanent; a Saga chapter's "copy of target token")."""
        return self.n_tokens(ch)  # type: ignore[attr-defined]

    def chapter_named(self, ch: list[Any]) -> Any:
        """"I — Aerospark — effect": a chapter ability (714.2a) whose name, like an ability word, has no rules
        meaning (207.2c); the ability's text keeps it (`render.triggers.chapter_name` says it again)."""
        return self.chapter([c for c in ch if not (isinstance(c, Token) and c.type == "CHAPTER_NAME")])
