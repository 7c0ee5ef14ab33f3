"""Branch `levels`: card subsystems printed on many cards since 2017, with their line layouts.

- **Station** (Edge of Eternities, 2025; the bundled Comprehensive Rules predate it, so the rule text is ours,
  numbered as the current rules number it: 702.184 for the keyword, 721 for station cards). The keyword is an
  activated ability: "Tap another untapped creature you control: Put a number of charge counters on this
  permanent equal to the tapped creature's power. Activate only as a sorcery." Each "STATION N+" line starts a
  block of abilities the permanent has as long as it has N or more charge counters on it; a station card with a
  power/toughness box (a Spacecraft) is an artifact creature as long as it has at least the number of the last
  such block (the P/T may be printed in that block as an "N/N" line, as for levelers).
- **Class** cards (717): a class level bar "{2}{U}: Level 2" is "[cost]: this Class's level becomes 2; activate
  only if it is level 1 and only as a sorcery" (717.2a), and the lines after it are abilities the Class has as long
  as it is level 2 or greater; "When this Class becomes level 2, ..." triggers as its level becomes 2. The level
  is a designation of the permanent (717.2b: not copied, no counter), level 1 when it has none (717.2d).
- **Dice** (706): "roll a d20" (d4, d6, d8, d10, d12, "a six-sided die") and the result table that follows the
  ability on lines "1—9 | <effects>", "10—19 | ...", "20 | ..." (706.3a: each row means "if the result was in this
  range, [effect]"); "Whenever you roll one or more dice, ..." / "Whenever you roll a die, ..." (706.2
  makes each roll one event); "If you would roll a d20, instead roll two d20 and ignore the lower roll."
  (a replacement, 614.1a, 706.5). Rows that target are refused (a target in a result would have to be chosen
  before the roll); modifiers and effects reading "the result" are not supported.
- **Dungeons** (309), **venture into the dungeon** (701.46) and **the initiative** (725; newer than the bundled
  rules): the four dungeons are written below in the card language (`DUNGEON_TEXT`, each room's effect compiled
  by the grammar like any ability) and passed to the kernel (`rules.dungeons`) inside the effects. Phrases:
  "venture into the dungeon", "you take the initiative", "if/as long as you've completed a dungeon", "if you have
  the initiative", "whenever you complete a dungeon". The room effects brought these general templates: "<object>
  can't attack (block) until your next turn", "goad <object>" (701.38: in a two-player game complete; with more
  players "attacks a player other than the goading player if able" is not enforced), "each player loses N life
  unless they discard a card / sacrifice an artifact, a creature, or a land", "sacrifice an artifact, a creature,
  and a land", "draw three cards and reveal them. You may cast one of them without paying its mana cost.",
  "reveal the top ten cards ... put a creature card from among them onto the battlefield with three +1/+1
  counters on it. It gains hexproof until your next turn. Then shuffle."

- **The Ring tempts you** (701.54; newer than the bundled rules): "the Ring tempts you", "whenever the Ring tempts
  you", "if/as long as ~ is your Ring-bearer"; the Ring's three triggered abilities are written below in the card
  language (`RING_TEXT`) and carried by the effect to the kernel (`rules.ring`, which says what is partial).

Whatever isn't listed stays an unsupported phrase.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from lark import Token

from kitchentable.rules.abilities import (
    ActivatedAbility,
    Condition,
    Cost,
    Effect,
    Filter,
    ForEach,
    Modal,
    Mode,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)

LEVELS_KEYWORDS = frozenset({"station"})
STATION_HEADER = re.compile(r"^station (\d+)\+$")
CLASS_LEVEL = re.compile(r"^((?:\{[^}]+\})+): level (\d+)$")
PT_LINE = re.compile(r"^(\d+)/(\d+)$")
TABLE_ROW = re.compile(r"^\s*(\d+)\s*(?:[—–-]\s*(\d+)|(\+))?\s*\|\s*(.+)$")
DIE_SIDES = {"d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20, "six-sided": 6, "four-sided": 4,
             "twenty-sided": 20}


# 309.4: each dungeon's rooms, top to bottom: (room name, room ability effect, the rooms its arrows point to).
DUNGEON_TEXT: tuple[tuple[str, tuple[tuple[str, str, tuple[int, ...]], ...]], ...] = (
    ("Lost Mine of Phandelver", (
        ("Cave Entrance", "scry 1.", (1, 2)),
        ("Goblin Lair", "create a 1/1 red goblin creature token.", (3, 4)),
        ("Mine Tunnels", "create a treasure token.", (4, 5)),
        ("Storeroom", "put a +1/+1 counter on target creature.", (6,)),
        ("Dark Pool", "each opponent loses 1 life and you gain 1 life.", (6,)),
        ("Fungi Cavern", "target creature gets -4/-0 until your next turn.", (6,)),
        ("Temple of Dumathoin", "draw a card.", ()))),
    ("Dungeon of the Mad Mage", (
        ("Yawning Portal", "you gain 1 life.", (1,)),
        ("Dungeon Level", "scry 1.", (2, 3)),
        ("Goblin Bazaar", "create a treasure token.", (4,)),
        ("Twisted Caverns", "target creature can't attack until your next turn.", (4,)),
        ("Lost Level", "scry 2.", (5, 6)),
        ("Runestone Caverns", "exile the top two cards of your library. you may play them.", (7,)),
        ("Muiral's Graveyard", "create two 1/1 black skeleton creature tokens.", (7,)),
        ("Deep Mines", "scry 3.", (8,)),
        ("Mad Wizard's Lair", "draw three cards and reveal them. you may cast one of them without paying its mana "
                              "cost.", ()))),
    ("Tomb of Annihilation", (
        ("Trapped Entry", "each player loses 1 life.", (1, 2)),
        ("Veils of Fear", "each player loses 2 life unless they discard a card.", (3,)),
        ("Oubliette", "discard a card and sacrifice an artifact, a creature, and a land.", (4,)),
        ("Sandfall Cell", "each player loses 2 life unless they sacrifice an artifact, a creature, or a land.", (4,)),
        ("Cradle of the Death God", "create a 4/4 black god horror creature token with deathtouch.", ()))),
    ("Undercity", (
        ("Secret Entrance", "search your library for a basic land card, reveal it, put it into your hand, then "
                            "shuffle.", (1, 2)),
        ("Forge", "put two +1/+1 counters on target creature.", (3, 4)),
        ("Lost Well", "scry 2.", (4, 5)),
        ("Trap!", "target player loses 5 life.", (6,)),
        ("Arena", "goad target creature.", (6, 7)),
        ("Stash", "create a treasure token.", (7,)),
        ("Archives", "draw a card.", (8,)),
        ("Catacombs", "create a 4/1 black skeleton creature token with menace.", (8,)),
        ("Throne of the Dead Three", "reveal the top ten cards of your library. put a creature card from among them "
                                     "onto the battlefield with three +1/+1 counters on it. it gains hexproof until "
                                     "your next turn. then shuffle.", ()))),
)
UNDERCITY = "Undercity"

# 701.54c: the Ring's second to fourth abilities, as abilities its Ring-bearer has (`rules.ring`).
RING_TEXT = (
    "whenever ~ attacks, draw a card, then discard a card.",
    "whenever ~ becomes blocked by a creature, that creature's controller sacrifices it at end of combat.",
    "whenever ~ deals combat damage to a player, each opponent loses 3 life.",
)


@lru_cache(maxsize=1)
def ring_abilities() -> tuple[Any, ...]:
    """The Ring's triggered abilities compiled by the card language."""
    from kitchentable.cards.compiler import compile_ability
    from kitchentable.cards.language.words import Parts

    out = []
    for text in RING_TEXT:
        sub = Parts()
        compile_ability(text, sub, frozenset({"Creature"}))
        out.append(replace(sub.triggered[0], text=f"{text[0].upper()}{text[1:]} (the Ring, 701.54c)"))
    return tuple(out)


@lru_cache(maxsize=1)
def dungeons() -> tuple[Any, ...]:
    """Every dungeon compiled (309): the room effects go through the card language like any spell's text."""
    from kitchentable.cards.compiler import compile_ability
    from kitchentable.cards.language.words import Parts

    out = []
    for name, rooms in DUNGEON_TEXT:
        compiled = []
        for room, text, arrows in rooms:
            sub = Parts()
            compile_ability(text, sub, frozenset({"Sorcery"}))
            if len(sub.spell) != 1:
                raise _unsupported(f"room {room}: {text}")
            compiled.append((room, sub.spell[0], arrows))
        out.append((name, tuple(compiled)))
    return tuple(out)


def _venture_dungeons() -> tuple[Any, ...]:
    """701.46a (current rules): "venture into the dungeon" never chooses Undercity."""
    return tuple(d for d in dungeons() if d[0] != UNDERCITY)


def _undercity() -> Any:
    return next(d for d in dungeons() if d[0] == UNDERCITY)


def _unsupported(phrase: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


def expand_levels_keyword(name: str, parts: Any) -> bool:
    """Station (702.184a): "Tap another untapped creature you control: Put a number of charge counters on this
    permanent equal to the tapped creature's power. Activate only as a sorcery." The creature's power is read
    as the ability resolves (608.2h), from its last known information if it has left the battlefield."""
    if name != "station":
        return False
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
        from kitchentable.rules.continuous.layers import is_layer_effect

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
    """The line layouts of this branch, read by `cards.compiler.compile_face` before a line is compiled:
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
            from kitchentable.cards.language.words import Parts, _mana

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
            from kitchentable.cards.language.words import Parts

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
        from kitchentable.cards.compiler import compile_ability
        from kitchentable.cards.language.parse import normalize
        from kitchentable.cards.language.words import Parts

        if not self.rolled or self.last_parts is None:
            raise _unsupported("a die result row without a roll before it")
        low = int(m.group(1))
        high: int | None = int(m.group(2)) if m.group(2) else (None if m.group(3) else low)
        body = normalize(m.group(4), self.name)
        sub = Parts()
        compile_ability(body, sub, frozenset({"Sorcery"}))
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


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


class LevelsPhrases:
    """Mixed into the compiler's transformer (`cards.compiler.Builder`)."""

    def roll_die(self, ch: list[Any]) -> list[Effect]:
        """706.2: "roll a d20" — a number from 1 to 20 at random; a table on the next lines reads it."""
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type in ("DIE", "DIE_SIDED"))
        return [Simple("roll_die", Ref("you"), fixed(1), (("sides", DIE_SIDES[word]),))]

    def t_roll_dice(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you roll one or more dice" / "whenever you roll a die" (706.2: each roll is an event)."""
        whose = next((c for c in _clean(ch) if isinstance(c, str)), "you")
        return TriggerSpec("roll_dice", None, whose)

    def s_roll_advantage(self, ch: list[Any]) -> Any:
        """"If you would roll a d20, instead roll two d20 and ignore the lower roll." (614.1a, 706.5)"""
        return ("static", StaticAbility("roll_two_keep_higher", params=(("sides", 20),),
                                        text="If you would roll a d20, instead roll two d20 and ignore the "
                                             "lower roll."))


def render_levels_simple(e: Simple, effect_text: Any) -> str | None:
    """`cards show` text of this branch's effects: a die roll with its results table (706.2), station."""
    if e.kind == "station":
        return "Put charge counters equal to the tapped creature's power on this. (702.184a)"
    if e.kind == "class_level":
        return f"This Class's level becomes {e.amount.value}. (717.2a)"
    fixed_text = {
        "venture": "Venture into the dungeon. (701.46)",
        "take_initiative": "You take the initiative. (725.3)",
        "venture_undercity": "Venture into Undercity. (725.2)",
        "complete_dungeon": "Complete this dungeon. (309.6)",
        "ring_tempts": "The Ring tempts you. (701.54)",
    }
    if e.kind in fixed_text:
        return fixed_text[e.kind]
    if e.kind == "draw_reveal_cast_free":
        return (f"Draw {e.amount.value} cards and reveal them. You may cast one of them without paying its mana "
                "cost.")
    if e.kind == "reveal_put_creature":
        return (f"Reveal the top {e.amount.value} cards of your library. Put a creature card from among them onto "
                f"the battlefield with {e.param('counters')} +1/+1 counters on it. It gains hexproof until your next "
                "turn. Then shuffle.")
    if e.kind != "roll_die":
        return None
    rows = [f"{low}" + ("+" if high is None else f"—{high}" if high != low else "") + " | "
            + " ".join(effect_text(x) for x in effects) for low, high, effects in e.param("table", ())]
    return "\n".join([f"Roll a d{e.param('sides', 20)}. (706.2, 706.3a)", *rows])


def render_levels_static(s: StaticAbility, quote: Any) -> str | None:
    """Station thresholds (721.2) and the two-dice replacement (706.2, 614.1a); `quote` renders an ability."""
    if s.kind == "roll_two_keep_higher":
        return "If you would roll a d20, instead roll two d20 and ignore the lower roll. (614.1a)"
    if s.condition is None or s.condition.kind not in ("counters_at_least", "class_level_at_least") \
            or not s.text.startswith(("STATION", "LEVEL")):
        return None
    if s.condition.kind == "class_level_at_least" and s.kind == "grant_abilities":
        held = sorted(s.keywords) + [f'"{quote(a)}"' for a in (*s.param("activated", ()), *s.param("triggered", ()))]
        return f"As long as this Class is level {s.condition.n} or greater, it has {'; '.join(held)}. (717.2a)"
    label = s.text.split(":")[0]
    if s.kind == "grant_abilities":
        held = sorted(s.keywords) + [f'"{quote(a)}"' for a in (*s.param("activated", ()), *s.param("triggered", ()))]
        return f"{label}: this has {'; '.join(held)}. (721.2a)"
    if s.kind == "add_types":
        return f"{label}: this is an artifact creature. (721.2b)"
    return f"{s.text} ({'721.2a' if s.text.startswith('STATION') else '717.2a'})"


_SAC_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment",
              "planeswalker": "Planeswalker"}


class DungeonPhrases:
    """Dungeons, venture and the initiative, and the templates their rooms use (mixed into `Builder`)."""

    def venture(self, ch: list[Any]) -> list[Effect]:
        """"Venture into the dungeon" (701.46)."""
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("venture", who, params=(("dungeons", _venture_dungeons()),))]

    def take_initiative(self, ch: list[Any]) -> list[Effect]:
        """"You take the initiative" (725.3: and venture into Undercity)."""
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("take_initiative", who, params=(("undercity", _undercity()),))]

    def ring_tempts(self, ch: list[Any]) -> list[Effect]:
        """"The Ring tempts you." (701.54)"""
        return [Simple("ring_tempts", Ref("you"), params=(("granted", ring_abilities()),))]

    def t_class_level(self, ch: list[Any]) -> TriggerSpec:
        """"When this Class becomes level N" (717.2a: its level bar's ability made it so)."""
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        return TriggerSpec(f"becomes_level:{n}", None, "you")

    def t_ring_tempts(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever the Ring tempts you" (701.54)."""
        return TriggerSpec("ring_tempts", None, "you")

    def cd_ring_bearer(self, ch: list[Any]) -> Condition:
        return Condition("is_ring_bearer")

    def cd_completed_dungeon(self, ch: list[Any]) -> Condition:
        return Condition("completed_dungeon")

    def cd_have_initiative(self, ch: list[Any]) -> Condition:
        return Condition("have_initiative")

    def t_complete_dungeon(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you complete a dungeon" (309.7)."""
        return TriggerSpec("dungeon_completed", None, "you")

    def cant_until(self, ch: list[Any]) -> list[Effect]:
        """"Target creature can't attack until your next turn" (508.1c, 509.1a; 611.2a duration)."""
        subject = next(c for c in ch if isinstance(c, Ref))
        duration = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        words = " ".join(str(t) for t in ch if isinstance(t, Token))
        keywords = {"can't attack"} if "attack" in words else set()
        if "block" in words:
            keywords.add("can't block")
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset(keywords), duration)]

    def goad(self, ch: list[Any]) -> list[Effect]:
        """701.38a: until your next turn the creature attacks each combat if able (and a player other than the
        goading player if able: not enforced, so complete only with two players)."""
        subject = next(c for c in ch if isinstance(c, Ref))
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset({"attacks each combat if able"}), "your_next_turn")]

    def sac_list(self, ch: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = [str(t) for t in ch if isinstance(t, Token)]
        kinds = tuple(_SAC_TYPES[w.split()[-1]] for w in words if w.split()[-1] in _SAC_TYPES)
        return ("or" if "or" in words else "and", kinds)

    def sacrifice_list(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice an artifact, a creature, and a land": one of each, in that order (701.17a)."""
        how, kinds = next(c for c in ch if isinstance(c, tuple))
        if how == "or":
            return [Simple("sacrifice", Ref("you"), fixed(1),
                           (("filter", Filter(any_types=frozenset(kinds), controller="you")),))]
        return [Simple("sacrifice", Ref("you"), fixed(1), (("filter", Filter(types=frozenset({k}), controller="you")),))
                for k in kinds]

    def lose_unless(self, ch: list[Any]) -> Any:
        """"Each player loses 2 life unless they discard a card / sacrifice an artifact, a creature, or a land"
        (608.2d: each player in turn chooses whether to pay)."""
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        listed = next((c for c in ch if isinstance(c, tuple)), None)
        if listed is None:
            cost = Cost(discard=Filter(zone="hand"), discard_count=1)
        else:
            if listed[0] != "or":
                raise _unsupported("unless they sacrifice ... and ...")
            cost = Cost(sacrifice=Filter(any_types=frozenset(listed[1]), controller="you"), sacrifice_count=1)
        lose = Simple("lose_life", Ref("it"), fixed(n))
        return ("effects", [ForEach(Ref("each_player"), (Optional_((lose,), Ref("it"), cost, unless=True),))])

    def draw_reveal_cast_free(self, ch: list[Any]) -> list[Effect]:
        """"Draw three cards and reveal them. You may cast one of them without paying its mana cost." (608.2g)"""
        n = next(c for c in ch if isinstance(c, int))
        return [Simple("draw_reveal_cast_free", Ref("you"), fixed(n))]

    def reveal_put_creature(self, ch: list[Any]) -> Any:
        """"Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield
        with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle." """
        top, counters = [c for c in ch if isinstance(c, int)]
        return ("effects", [Simple("reveal_put_creature", Ref("you"), fixed(top), (("counters", counters),))])

    def impulse_play_always(self, ch: list[Any]) -> Any:
        """"You may play them." after "exile the top N cards of your library": for as long as they remain
        exiled (611.2c; a card that leaves exile is a new object, 400.7)."""
        cast_only = any(str(t) == "cast" for t in ch if isinstance(t, Token))
        return ("effects", [Simple("may_play_exiled", Ref("you"),
                                   params=(("duration", "permanent"), ("cast_only", cast_only)))])
