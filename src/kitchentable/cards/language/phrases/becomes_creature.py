"""An object that becomes something else, in one effect (613.6): a land or artifact that becomes a creature ("~
becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.", Nissa's "It becomes a 0/0
Elemental creature with vigilance and haste that's still a land."), a creature that becomes another kind with new
base power and toughness ("target creature loses all abilities and becomes a blue Frog with base power and
toughness 1/1", "~ becomes a Human with base power and toughness 1/1, loses all abilities, and gains hexproof"),
or gets bigger as it changes kind ("~ gets +3/+3 and becomes a Bear Berserker until end of turn"), and "Until your
next turn, creatures target player controls have base power and toughness 1/1." (611.2c: locked to the objects
affected as it begins).

The kernel's static ability of kind "becomes" (`rules.continuous.becomes`) holds every part; which types the object
keeps follows 205.1a-b from the words: "that's still a land" and "in addition to its other types" keep all;
"artifact creature" keeps its card types and its non-creature subtypes; "becomes a 2/4 Soldier creature" replaces
its card types; "becomes a Human" keeps its card types and replaces its creature types. Without a duration the
change lasts as long as the object stays on the battlefield (611.2a). "That's still a planeswalker" is refused (a
creature planeswalker's damage is not modelled here)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.vocabulary import COLOR_LETTER, CREATURE_TYPES, SUBTYPE_BY_WORD
from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported, count_of
from kitchentable.rules.abilities import ApplyContinuous, Condition, Effect, Filter, Ref, StaticAbility, X

_KIND = "becomes"  # `rules.continuous.becomes.KIND`
UNBLOCKABLE = "can't be blocked"  # the keyword the kernel's blocking rules read (509.1b)
_ALL_CREATURE_TYPES = frozenset(CREATURE_TYPES)


@dataclass(frozen=True)
class _With:
    """What "with ..." gives the creature: keywords, a quoted ability (613.1f), or all creature types (205.3m)."""

    keywords: tuple[str, ...] = ()
    grant: StaticAbility | None = None
    all_types: bool = False
    quote_stop: bool = False  # the quoted ability's period ends the sentence


@dataclass(frozen=True)
class _Becomes:
    """What the words said, in their order (kept so that `cards show` says them as printed)."""

    form: str  # "animate" ("becomes a 2/2 ... creature"), "new_kind" ("becomes a Frog with base power ...")
    power: int
    toughness: int
    colors: tuple[str, ...] = ()
    creature_types: tuple[str, ...] = ()
    artifact: bool = False
    keywords: tuple[str, ...] = ()
    still: str = ""  # "clause": "that's still a land"; "sentence": ". It's still a land."
    also: str = ""  # "types" / "colors_types": "in addition to its other [colors and] types"
    lose_all: str = ""  # "after": ", loses all abilities, and gains ..." / "before": "loses all abilities and becomes"
    grant: StaticAbility | None = None  # a quoted ability it has (613.1f)
    all_types: bool = False  # "with all creature types"
    quote_stop: bool = False
    creature: bool = False  # "becomes a green Elk creature": the card type named (205.1a)
    plural: bool = False  # "creatures target player controls lose all abilities and become ..."
    legendary: bool = False  # "becomes a legendary 4/4 red Dragon creature" (205.4)
    x_size: bool = False  # "becomes an X/X ... creature": X as it resolves

    def retain(self) -> str:
        """Which of the object's types stay (205.1a-b; `rules.continuous.becomes`)."""
        if self.still or self.also:
            return "all"
        if self.form == "new_kind" and not self.creature:
            return "all" if self.artifact else "card_types"
        if self.form == "lose_has":
            return "all"
        return "artifact_creature" if self.artifact else "none"

    def static(self, modify: tuple[int, int] | None = None) -> StaticAbility:
        types = frozenset({"Creature", "Artifact"} if self.artifact else {"Creature"}) \
            if self.form == "animate" or self.artifact or self.creature else frozenset()
        params: list[tuple[str, Any]] = [
            ("retain", self.retain()), ("creature_types", _ALL_CREATURE_TYPES), ("form", self.form),
            ("sets_pt", self.form != "pump"),
        ]
        if self.colors:
            params += [("colors", frozenset(COLOR_LETTER[c] for c in self.colors)), ("color_words", self.colors)]
            if self.also == "colors_types":
                params.append(("add_colors", True))
        if self.keywords:
            params.append(("keyword_words", self.keywords))
        if self.lose_all:
            params.append(("lose_all", self.lose_all))
        if self.creature_types:
            params.append(("type_words", self.creature_types))
        if self.grant is not None:
            params += [("activated", self.grant.param("activated", ())), ("triggered", self.grant.param("triggered", ()))]
        if self.all_types:
            params.append(("all_types", True))
        if self.quote_stop:
            params.append(("quote_stop", True))
        if self.creature:
            params.append(("creature_named", True))
        if self.plural:
            params.append(("plural", True))
        if self.legendary:
            params.append(("supertypes", frozenset({"Legendary"})))
        if self.still:
            params.append(("still", self.still))
        if self.also:
            params.append(("also", self.also))
        if modify is not None:
            params.append(("modify", modify))
        keywords = frozenset(self.keywords) | (self.grant.keywords if self.grant is not None else frozenset())
        subtypes = _ALL_CREATURE_TYPES if self.all_types else frozenset(self.creature_types)
        return StaticAbility(_KIND, None, self.power, self.toughness, keywords=keywords, types=types,
                             subtypes=subtypes, amount=X if self.x_size else None, params=tuple(params))


def _pt(tok: Any) -> tuple[int, int]:
    p, t = str(tok).split("/")
    return int(p), int(t)


def _plural_verb(ch: list[Any]) -> bool:
    """Was the first verb said of several objects ("lose", "become")? A group is then said in the plural."""
    verb = next((str(c) for c in ch if isinstance(c, Token)), "")
    return verb in ("lose", "become")


def _duration(ch: list[Any]) -> str:
    found = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
    return found[-1] if found else "permanent"


class BecomesCreaturePhrases(PhraseBase):
    """Builders of the "becomes" family (see the module's docstring)."""

    def bc_colors(self, ch: list[Any]) -> tuple[str, ...]:
        return tuple(str(c) for c in ch if isinstance(c, Token) and c.type == "COLOR")

    def bc_creature_types(self, ch: list[Any]) -> tuple[str, ...]:
        words = tuple(str(c) for c in ch if isinstance(c, Token))
        named = tuple(SUBTYPE_BY_WORD.get(w, w) for w in words)
        if any(t not in _ALL_CREATURE_TYPES for t in named):
            raise _unsupported(f"becomes a {' '.join(words)} (not creature types)")
        return named

    def bc_artifact(self, ch: list[Any]) -> str:
        return "artifact"

    def bc_keywords(self, ch: list[Any]) -> tuple[str, ...]:
        return tuple(str(c) for c in _clean(ch))

    def bc_with(self, ch: list[Any]) -> _With:
        return _With(keywords=_clean(ch)[0])

    def bc_with_quoted(self, ch: list[Any]) -> _With:
        """"with \"{B}: Regenerate this creature.\"" (613.1f: the quoted ability is the creature's own)."""
        c = _clean(ch)
        quoted = next(t for t in ch if isinstance(t, Token) and t.type == "QUOTED_ABILITY")
        keywords = c[0] if isinstance(c[0], tuple) else ()
        return _With(keywords=keywords, grant=quoted_abilities(quoted), quote_stop=str(quoted).endswith('."'))

    def bc_with_all_types(self, ch: list[Any]) -> _With:
        return _With(all_types=True)

    def bc_still(self, ch: list[Any]) -> str:
        """"that's still a land", "that's still a planeswalker" (205.1b: the new types are added; a planeswalker
        that's a creature loses loyalty and is marked with damage as both, 120.3c-e)."""
        kind = str(ch[-1])
        if kind not in ("land", "planeswalker"):
            raise _unsupported(f"that's still a {kind}")
        return "clause" if kind == "land" else "clause_planeswalker"

    def bc_x_size(self, ch: list[Any]) -> str:
        return "x_size"

    def bc_animate(self, ch: list[Any]) -> _Becomes:
        """"becomes a 2/2 blue Faerie creature with flying [that's still a land]" (613.1d-f, 613.4b); "an X/X ..."
        takes X as the effect resolves."""
        size = next((c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"), None)
        power, toughness = _pt(size) if size is not None else (0, 0)
        c = _clean(ch)
        tuples = [x for x in c if isinstance(x, tuple)]
        colors = next((x for x in tuples if x and x[0] in COLOR_LETTER), ())
        kinds = next((x for x in tuples if x and x[0] in _ALL_CREATURE_TYPES), ())
        with_ = next((x for x in c if isinstance(x, _With)), _With())
        if with_.all_types and kinds:
            raise _unsupported("becomes a <creature type> creature with all creature types")
        return _Becomes("animate", power, toughness, colors, kinds, "artifact" in c, with_.keywords,
                        still=next((x for x in c if x in ("clause", "clause_planeswalker")), ""), grant=with_.grant, all_types=with_.all_types,
                        quote_stop=with_.quote_stop, plural=_plural_verb(ch), legendary="legendary" in c,
                        also="types" if "also_types" in c else "", x_size="x_size" in c)

    def bc_legendary(self, ch: list[Any]) -> str:
        return "legendary"

    def bc_animate_also(self, ch: list[Any]) -> str:
        return "also_types"

    def bc_new_kind(self, ch: list[Any]) -> _Becomes:
        """"becomes a [blue] Frog with base power and toughness 1/1 [and gains flying / in addition to its other
        colors and types]" (205.1a: its creature types replaced, unless it keeps its other types)."""
        size = next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")
        power, toughness = _pt(size)
        c = _clean(ch)
        colors = c[0] if len(c) > 1 and isinstance(c[1], tuple) and isinstance(c[0], tuple) else ()
        kinds = c[1] if colors else c[0]
        after: dict[str, Any] = next((x for x in c if isinstance(x, dict)), {})
        return _Becomes("new_kind", power, toughness, colors, kinds, keywords=after.get("keywords", ()),
                        also=after.get("also", ""), lose_all=after.get("lose_all", ""), creature="creature" in c,
                        plural=_plural_verb(ch))

    def bc_creature(self, ch: list[Any]) -> str:
        return "creature"

    def bc_creature_base(self, ch: list[Any]) -> _Becomes:
        """"is a creature with base power and toughness 5/5 in addition to its other types" (205.1b)."""
        power, toughness = _pt(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"))
        after: dict[str, Any] = next((x for x in _clean(ch) if isinstance(x, dict)), {})
        if after.get("lose_all") or after.get("keywords") or after.get("also") == "colors_types":
            raise _unsupported("is a creature with base power and toughness ... and ...")
        return _Becomes("new_kind", power, toughness, also=after.get("also", ""), creature=True)

    def bc_lose_all_has(self, ch: list[Any]) -> Any:
        """"target creature loses all abilities and has base power and toughness 0/1" (613.1f, 613.4b)."""
        power, toughness = _pt(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"))
        spec = _Becomes("lose_has", power, toughness, lose_all="before", plural=_plural_verb(ch))
        duration = _duration(ch)
        return lambda ref: [ApplyContinuous(spec.static(), ref, duration)]

    def bc_static_lose_first(self, ch: list[Any]) -> _Becomes:
        spec = next(c for c in ch if isinstance(c, _Becomes))
        if spec.lose_all or spec.keywords:
            raise _unsupported("loses all abilities and is ... and loses all abilities")
        return replace(spec, lose_all="before")

    def bc_static_change(self, ch: list[Any]) -> _Becomes:
        return next(c for c in ch if isinstance(c, _Becomes))  # type: ignore[no-any-return]

    def bc_enchanted_static(self, ch: list[Any]) -> Any:
        """An Aura's "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities."
        (a static ability of the Aura on the permanent it's attached to, 303.4, 613)."""
        spec = next(c for c in ch if isinstance(c, _Becomes))
        ab = spec.static()
        return ("static", replace(ab, affected=Filter(attached=True), params=(*ab.params, ("verb", "is"))))

    def bc_artifact_creature_base(self, ch: list[Any]) -> _Becomes:
        """"becomes an artifact creature with base power and toughness 5/5" (205.1b: it keeps its types)."""
        power, toughness = _pt(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"))
        return _Becomes("new_kind", power, toughness, artifact=True)

    def bc_also_colors_types(self, ch: list[Any]) -> dict[str, Any]:
        return {"also": "colors_types"}

    def bc_also_types(self, ch: list[Any]) -> dict[str, Any]:
        return {"also": "types"}

    def bc_gains(self, ch: list[Any]) -> dict[str, Any]:
        return {"keywords": _clean(ch)[-1]}

    def bc_loses_all_gains(self, ch: list[Any]) -> dict[str, Any]:
        return {"keywords": _clean(ch)[-1], "lose_all": "after"}

    def bc_loses_all(self, ch: list[Any]) -> dict[str, Any]:
        return {"lose_all": "after"}

    def bc_predicate(self, ch: list[Any]) -> Any:
        """The object's change, locked to it (611.2c), for the duration said or as long as it stays (611.2a)."""
        spec = next(c for c in ch if isinstance(c, _Becomes))
        duration = _duration(ch)
        return lambda ref: [ApplyContinuous(spec.static(), ref, duration)]

    def bc_lose_all_first(self, ch: list[Any]) -> Any:
        """"loses all abilities and becomes a blue Frog with base power and toughness 1/1" (613.1f then 613.1d)."""
        spec = next(c for c in ch if isinstance(c, _Becomes))
        if spec.lose_all or spec.keywords:
            raise _unsupported("loses all abilities and becomes ... and loses all abilities")
        duration = _duration(ch)
        changed = replace(spec, lose_all="before", plural=_plural_verb(ch))
        return lambda ref: [ApplyContinuous(changed.static(), ref, duration)]

    def _pump_becomes(self, ch: list[Any], also: str) -> Any:
        pt = next(c for c in ch if isinstance(c, Token) and c.type == "PT")
        p, t = (int(v) for v in str(pt).split("/"))
        kinds = next(c for c in ch if isinstance(c, tuple))
        spec = _Becomes("pump", 0, 0, creature_types=kinds, also=also)
        duration = _duration(ch)
        return lambda ref: [ApplyContinuous(spec.static(modify=(p, t)), ref, duration)]

    def bc_pump_becomes(self, ch: list[Any]) -> Any:
        """"~ gets +3/+3 and becomes a Bear Berserker until end of turn" (613.4c and 205.1a, one effect)."""
        return self._pump_becomes(ch, "")

    def bc_pump_becomes_also(self, ch: list[Any]) -> Any:
        """"target creature gets +3/+1 and becomes a Dinosaur in addition to its other types" (205.1b)."""
        return self._pump_becomes(ch, "types")

    def bc_still_land_sentence(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"~ becomes a 2/2 ... creature until end of turn. It's still a land." (205.1b, said as its own sentence)."""
        ref = next(c for c in ch if isinstance(c, Ref))
        spec = next(c for c in ch if isinstance(c, _Becomes))
        if spec.still:
            raise _unsupported("that's still a land. it's still a land")
        said = replace(spec, still="sentence")
        return ("effects", [ApplyContinuous(said.static(), ref, _duration(ch))])

    def bc_still_land_sentence_eot(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"Until end of turn, ~ becomes a 3/3 ... creature with \"...\" It's still a land." (the duration said
        first, where the quoted ability's period ends the sentence)."""
        return self.bc_still_land_sentence([*ch, "end_of_turn"])

    def bc_still_land_sentence_next_turn(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"Until your next turn, it becomes a 5/5 Elemental creature with haste. It's still a land." (611.2b)."""
        tag, effects = self.bc_still_land_sentence([*ch, "your_next_turn"])
        return tag, [replace(e, static=replace(e.static, params=(*e.static.params, ("said_first", True))))
                     for e in effects if isinstance(e, ApplyContinuous) and e.static is not None]

    def bc_enchanted_still_land(self, ch: list[Any]) -> Any:
        """"Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land." (the Zendikons: the
        Aura's static ability, 303.4, 205.1b)."""
        spec = next(c for c in ch if isinstance(c, _Becomes))
        if spec.still:
            raise _unsupported("that's still a land. it's still a land")
        ab = replace(spec, still="sentence").static()
        return ("static", replace(ab, affected=Filter(attached=True), params=(*ab.params, ("verb", "is"))))

    def bc_base_pt_next_turn(self, ch: list[Any]) -> list[Effect]:
        """"Until your next turn, creatures target player controls have base power and toughness 1/1." (613.4b;
        locked to the creatures it affects as it resolves, 611.2c; it ends as your next turn begins, 611.2b)."""
        ref = next(c for c in ch if isinstance(c, Ref))
        power, toughness = _pt(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"))
        return [ApplyContinuous(StaticAbility("set_pt", None, power, toughness, params=(("said_first", True),)),
                                ref, duration="your_next_turn")]

    def bc_exactly_auras(self, ch: list[Any]) -> Condition:
        n = count_of(_clean(ch)[0])
        return Condition("self_state", n=n, name="enchanted", at_most=n)

    def bc_auras_or_more(self, ch: list[Any]) -> Condition:
        return Condition("self_state", n=count_of(_clean(ch)[0]), name="enchanted")

    def bc_static_keywords(self, ch: list[Any]) -> tuple[str, ...]:
        return tuple(str(c) for c in _clean(ch))

    def bc_enchanted_base_pt(self, ch: list[Any]) -> Any:
        """"As long as ~ is enchanted by exactly two Auras, it has base power and toughness 5/5 and vigilance."
        (613.4b and 613.1f while the condition holds: the Auras attached to it are counted, 303.4)."""
        cond = next(c for c in ch if isinstance(c, Condition))
        power, toughness = _pt(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE"))
        keywords = next((c for c in ch if isinstance(c, tuple)), ())
        return ("static", StaticAbility(_KIND, None, power, toughness, keywords=frozenset(keywords), condition=cond,
                                        params=(("retain", "all"), ("sets_pt", True), ("form", "static_base"),
                                                ("keyword_words", keywords))))

    def bc_self_is_type(self, ch: list[Any]) -> Condition:
        """"if ~ is an enchantment" (its card types now, 205.2)."""
        return Condition("self_is_type", name=str(ch[-1]).capitalize())

    def bc_becomes_card_type(self, ch: list[Any]) -> Any:
        """"~ becomes an enchantment" (205.1a: the card type named replaces its card types, and the subtypes of
        the card types it loses go with them)."""
        kind = str([c for c in ch if isinstance(c, Token)][2]).capitalize()
        duration = _duration(ch)
        ab = StaticAbility(_KIND, None, types=frozenset({kind}), params=(
            ("retain", "none"), ("creature_types", _ALL_CREATURE_TYPES), ("form", "card_type")))
        return lambda ref: [ApplyContinuous(ab, ref, duration)]

    def bc_unblockable_still_land(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"~ becomes a 3/2 blue and black Elemental creature until end of turn and can't be blocked this turn. It's
        still a land." (Creeping Tar Pit, the Keyrunes: "can't be blocked" for the turn is part of the effect, 509.1b)."""
        return self._unblockable(ch, said_first=False)

    def bc_unblockable_still_land_first(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """Today's "Until end of turn, ~ becomes a 3/2 ... creature and can't be blocked this turn. It's still a
        land." (the duration said first, moved to the end before parsing: `language.leading_duration`)."""
        return self._unblockable(ch, said_first=True)

    def _unblockable(self, ch: list[Any], said_first: bool) -> tuple[str, list[Effect]]:
        ref = next(c for c in ch if isinstance(c, Ref))
        spec = next(c for c in ch if isinstance(c, _Becomes))
        if spec.still or spec.grant is not None:
            raise _unsupported("becomes a ... creature with a quoted ability and can't be blocked this turn")
        ab = replace(spec, still="sentence" if "still_sentence" in ch else "").static()
        ab = replace(ab, keywords=ab.keywords | {UNBLOCKABLE},
                     params=(*ab.params, ("unblockable", "first" if said_first else "last")))
        return ("effects", [ApplyContinuous(ab, ref, "end_of_turn")])

    def bc_still_sentence(self, ch: list[Any]) -> str:
        return "still_sentence"
