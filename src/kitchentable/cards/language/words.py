"""The words every phrase of the card language shares, at the bottom of `cards.language`.

- `Unsupported`: a phrase that parsed but has no kernel meaning (the compiler turns it into a `CardError`).
- The one table of number words (`NUMBER_WORDS`) and the ways phrases read a count from it.
- `Parts` (what one face's paragraphs compile into) and `Desc` (a description being built, 109, 115.10).
- `PhraseBase`: the lark transformer every core section and phrase family inherits. It holds the state of one
  paragraph being built (its target groups, what "it" names, whether the trigger is about an object) and the
  helpers they all use, typed, so a family can call `self._target(...)` without knowing the other families.
- The nested compiler (`nested_builder`, `nested_ability`, `nested_card`): how a phrase compiles a piece of text
  inside its own (a keyword's template, a quoted ability, a token written in the card language). The compiler
  installs it when it is imported (`install`), so no phrase module imports the compiler.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer

from kitchentable.rules.abilities import (
    SELF,
    ActivatedAbility,
    AddMana,
    AlternativeCost,
    Amount,
    CardDef,
    Cost,
    CreateToken,
    DealDamage,
    Effect,
    Filter,
    ForEach,
    Modal,
    Mode,
    Optional_,
    OptionalCost,
    Ref,
    Simple,
    SpendRestriction,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.stack.information import CHOSEN as CHOSEN  # noqa: F401 - the kernel's placeholder, for the phrases

IT_SELF = Ref("self")
""""It" / "them" read as the card itself because nothing earlier was named; kept by identity (it equals
`Ref("self")`), so `delayed_reference` can tell it from the card's own name after a token was created."""

GROUP_SELF = Ref("self")
""""Them" / "those creatures" that named nothing earlier in the ability: a plural word never names the card
itself, so after an instruction that created tokens it is those tokens (`delayed_reference.delayed_tokens`) and
otherwise the card is refused (`delayed_reference.refuse_unnamed_groups`; Break of Day). Kept by identity."""

IMPLIED_YOU = Ref("you")
"""The subject of a player action that names none: you, unless an earlier clause of the sentence named a player
("target player draws two cards and loses 2 life": the target player loses, `SentencePhrases.seq`). Kept by
identity; it equals `Ref("you")`."""


class Unsupported(Exception):
    """Raised inside the transformer when a parsed phrase has no kernel meaning."""


def _unsupported(phrase: str) -> Unsupported:
    """`raise _unsupported(...)` where an expression reads better than a statement."""
    return Unsupported(phrase)


# --- numbers ---------------------------------------------------------------------------------------------------

NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15, "twenty": 20}
"""Every number word the grammar's terminals let through (NUMBER_WORD, count_word's "a"/"an")."""

MULTIPLIER_WORDS: dict[str, int] = {"twice": 2, "three times": 3}
"""How many times an amount or a replacement multiplies ("twice that many", "three times X")."""


def _int(tok: Any) -> int | str:
    """A count as written: a number word or digits; "x" stays "x" (107.3)."""
    s = str(tok)
    if s == "x":
        return "x"
    return NUMBER_WORDS[s] if s in NUMBER_WORDS else int(s)


def _amount(n: int | str) -> Amount:
    return Amount("x") if n == "x" else fixed(int(n))


def each_counted(counted: Any, times: int = 1) -> Amount:
    """What "for each" counts, `times` per unit (608.2h: counted as the effect happens or the layers apply): the
    objects of a description, or domain's basic land types among lands you control (205.3i)."""
    if isinstance(counted, Amount):
        return replace(counted, times=times)
    return Amount("count", filter=counted.filter(), times=times)


def amount_of(tok: Any) -> Amount:
    """A count word (or a count already read) as a fixed amount, or X."""
    return _amount(_int(tok))


def count_of(word: Any) -> int:
    """A fixed count; X or a word that isn't a number is unsupported where the phrase needs a fixed one."""
    text = str(word)
    if text.isdigit():
        return int(text)
    if text in NUMBER_WORDS:
        return NUMBER_WORDS[text]
    raise Unsupported(f"count {text}")


def number(tok: Any) -> int:
    """A number a grammar rule always writes as digits or a word (never X)."""
    text = str(tok)
    return int(text) if text.isdigit() else NUMBER_WORDS[text]


def first_number(ch: list[Any]) -> int:
    """The first NUMBER or NUMBER_WORD token among a rule's children."""
    for t in ch:
        if isinstance(t, Token) and t.type in ("NUMBER", "NUMBER_WORD"):
            return int(_int(t))
    raise Unsupported("a number")


def first_count(ch: list[Any]) -> int:
    """The first count already read (a `count_word`) among a rule's children; X is unsupported."""
    found = [c for c in ch if isinstance(c, int)]
    if not found:
        raise Unsupported("a variable number")
    return found[0]


# --- tokens of a parse -----------------------------------------------------------------------------------------


def _clean(children: list[Any]) -> list[Any]:
    """A rule's children without the anonymous tokens of its literal words."""
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


def _anon(children: list[Any]) -> list[str]:
    """The literal words a rule matched with a regular expression (its anonymous tokens)."""
    return [str(c) for c in children if isinstance(c, Token) and c.type.startswith("__ANON")]


def _words(children: list[Any]) -> list[str]:
    """Every word a rule matched, literal or not (its tokens)."""
    return [str(c) for c in children if isinstance(c, Token)]


def _last_word(children: list[Any]) -> str:
    return str([c for c in children if isinstance(c, Token)][-1]).strip()


def _mana(text: str) -> ManaCost:
    return ManaCost.parse(text.upper())


def _mana_of(tokens: list[Any]) -> ManaCost:
    return _mana("".join(str(t) for t in tokens if isinstance(t, Token) and t.type == "MANA"))


def _one(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...] = ()) -> Modal:
    """One mode of effects: the shape of most keyword abilities' effect."""
    return Modal((Mode(effects, targets),))


def _plus_counters(n: int | Amount, on: Ref = SELF) -> Simple:
    """Put N +1/+1 counters on `on` (on ~ itself unless said otherwise)."""
    return Simple("add_counters", on, n if isinstance(n, Amount) else fixed(n), params=(("counter", "+1/+1"),))


# CHOSEN (imported above) is the place in a description ("of the chosen color", "the chosen type") the choice
# made as a spell resolves or as a permanent enters fills in (608.2d, 614.12; `rules.stack.information.fill_chosen`).


# --- the compiled parts of one card ----------------------------------------------------------------------------


@dataclass
class Parts:
    """What the paragraphs of one face compile into, before they become a `CardDef`."""

    keywords: set[str] = field(default_factory=set)
    spell: list[Mode] = field(default_factory=list)
    spell_modal: Modal | None = None
    activated: list[ActivatedAbility] = field(default_factory=list)
    triggered: list[TriggeredAbility] = field(default_factory=list)
    static: list[StaticAbility] = field(default_factory=list)
    additional: list[Cost] = field(default_factory=list)
    optional: list[OptionalCost] = field(default_factory=list)
    alternative: list[AlternativeCost] = field(default_factory=list)
    enchant: Filter | None = None
    flags: set[str] = field(default_factory=set)
    colorless: bool = False  # devoid (702.114a): a characteristic-defining ability
    morph: Cost | None = None  # 702.37
    megamorph: bool = False


@dataclass
class Desc:
    """A description being built from adjectives, nouns and suffixes; `filter()` makes the kernel Filter."""

    fields: dict[str, Any] = field(default_factory=dict)
    types: set[str] = field(default_factory=set)
    any_types: set[str] = field(default_factory=set)
    subtypes: set[str] = field(default_factory=set)
    spell: bool = False
    card: bool = False
    another: bool = False  # said "another X": one object, not every object the filter matches

    def filter(self, zone: str | None = None) -> Filter:
        f = dict(self.fields)
        nouns = self.any_types
        if len(nouns) == 1 and not f.get("or_token"):  # "artifact or token" keeps its one type as an alternative
            f["types"] = frozenset(nouns | self.types)
        elif nouns:
            f["any_types"] = frozenset(nouns)
            if self.types:
                f["types"] = frozenset(self.types)
        elif self.types:
            f["types"] = frozenset(self.types)
        if self.subtypes:
            f["subtypes"] = frozenset(self.subtypes)
        for key in ("not_types", "not_subtypes", "colors", "not_colors", "supertypes", "not_supertypes"):
            if key in f:
                f[key] = frozenset(f[key])
        if zone is not None:
            f["zone"] = zone
        elif self.spell:
            f["zone"] = "stack"
            f.setdefault("spell_kind", "spell")
        elif self.card and "zone" not in f:
            f["zone"] = "graveyard"
        return Filter(**f)


# --- the transformer every phrase inherits ---------------------------------------------------------------------


class PhraseBase(Transformer[Any, Any]):
    """One parsed ability paragraph being turned into kernel objects. Each method named like a grammar alias
    builds that phrase; the core sections (`language.core`) and the phrase families (`language.phrases`) all
    inherit this class, and `language.builder.Builder` puts them together.

    `targets` collects the target groups of the ability (or mode) in the order they are written (601.2c)."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.targets: list[TargetSpec] = []
        self.trigger_has_object = False
        self.targeting_spell = False  # "whenever ~ becomes the target of a spell": "that spell" is the targeting one
        self.trigger_ref = Ref("triggering")  # what "it"/"that creature" names in a trigger about an object
        self.trigger_subject_is_self = False  # "whenever ~ becomes blocked by a creature": ~ acts, the creature is acted on
        self.offset = 0
        self.trigger_on_self = False
        self.last_ref: Ref | None = None
        self.from_graveyard = False  # "return ~ from your graveyard": the ability works in the graveyard
        self.from_hand = False  # "exile ~ from your hand: add {r}": the ability works in the hand (602.2)
        self.x_is_target_mana_value = False
        self.x_mana_value_read = False  # the X that "with mana value X" asks for is paid as the effect resolves
        self.total_mana_value: int | None = None  # "with total mana value N or less" for the next target group
        self.self_moved = False  # "when ~ dies": "it" is the card it became (400.7)
        self.during_your_turn = False  # "whenever you gain life during your turn": `triggered` adds the condition
        self.that_player_is_chosen = False  # "their hand" in a trigger of the chosen player's step (614.12)
        self.trigger_player = False  # "at the beginning of each player's upkeep": "their hand" is that player's
        self.named_players: list[Ref] = []  # the subjects player actions name ("target player draws"), by identity
        self.chosen_target: Ref | None = None  # "Choose target creature." names what "that creature" is (608.2c)
        self.mana_to_tapper = False  # "that player adds ...": only a tapped-for-mana trigger knows that player (106.12a)
        self.kicked_after_targets: int | None = None  # "if ~ was kicked, it ...": the targets named before (`cd_kicked`)
        self.bounced_to_owner: int | None = None  # the target group just returned to its owner's hand (108.3)
        self.pronoun: tuple[str, Ref | None] = ("", None)  # the word "it"/"they"/"those creatures" last read as an object (`o_it`), for the rendering

    # --- targets and what "it" names ---

    def _last(self) -> int:
        """The global index of the most recent target group (modes number their groups in sequence)."""
        return self.offset + len(self.targets) - 1

    def _target(self, flt: Filter, lo: int = 1, hi: int = 1, label: str = "") -> Ref:
        self.targets.append(TargetSpec(flt, lo, hi, label, max_total_mana_value=self.total_mana_value))
        self.total_mana_value = None
        self.last_ref = Ref("target", self._last())
        return self.last_ref

    def _it(self) -> Ref:
        if self.last_ref is not None:
            return self.last_ref
        if self.trigger_has_object or self.self_moved:
            return self.trigger_ref
        return IT_SELF

    def _that_player(self) -> Ref:
        """"That player": the target player, the controller of the target object, or the player the trigger
        is about."""
        if self.targets:
            spec = self.targets[-1]
            if spec.filter.only_players:
                return Ref("target", self._last())
            if self.bounced_to_owner == self._last():  # the owner it was returned to (108.3)
                return Ref("target_owner", self._last())
            return Ref("target_controller", self._last())
        if self.kind == "triggered":
            return Ref("triggering_player")
        raise Unsupported("that player")

    def _subject(self, ch: list[Any]) -> tuple[Ref, list[Any]]:
        """The player a player action names first ("target player draws"), or you."""
        c = _clean(ch)
        if c and isinstance(c[0], Ref):
            self.named_players.append(c[0])
            return c[0], c[1:]
        return IMPLIED_YOU, c

    def _odesc(self, ch: list[Any]) -> Filter:
        """The object description among a trigger's children."""
        return [c for c in _clean(ch) if isinstance(c, Filter)][0]

    # --- the pieces of effects ---

    def _pt(self, tok: Any) -> tuple[Amount, Amount]:
        """"+2/-1", "+x/+0": the power and toughness changes of a PT token."""
        p, t = str(tok).split("/")

        def one(s: str) -> Amount:
            sign = -1 if s[0] == "-" else 1
            body = s[1:]
            if body == "x":
                return Amount("x", times=sign)
            return fixed(sign * int(body))
        return one(p), one(t)

    def _damage_to(self, src: Ref, amount: Amount, to: Any) -> list[Effect]:
        if self.trigger_subject_is_self and src == to and src == self.trigger_ref and self.last_ref is None:
            # "Whenever ~ becomes blocked by a creature, it deals 2 damage to that creature" (Acolyte of the
            # Inferno): "it" and "that creature" both read as the creature the trigger is about, but a source
            # dealing damage to itself is written "to itself"; "it" is ~, the subject of the trigger (603.2)
            src = Ref("self")
        if isinstance(to, tuple) and to[0] == "each_pair":
            return [DealDamage(amount, Ref("all", filter=to[1]), src),
                    DealDamage(amount, Ref("each_player"), src)]
        if src.kind == "all":  # "Each creature you control ... deals damage equal to its power to that creature":
            # each object of the group is a source of its own (120.3), dealing the amount read of itself
            item = Ref("it")
            each_amount = replace(amount, ref=item) if amount.ref == src else amount
            return [ForEach(src, (DealDamage(each_amount, to, item),))]
        return [DealDamage(amount, to, src)]

    def _token(self, n: Any, size: Any, colors: list[str], subtypes: list[str], types: set[str],
               kws: frozenset[str]) -> CreateToken:
        """A token the effect defines (111.4): its P/T, colors, subtypes, card types and keywords."""
        p, t = (int(v) for v in str(size).split("/"))
        name = " ".join(subtypes) + " Token"
        card = CardDef(name=name, types=frozenset(types), subtypes=frozenset(subtypes), power=p, toughness=t,
                       color_indicator=frozenset(colors), keywords=kws, is_token=True,
                       subtype_order=tuple(subtypes))
        return CreateToken(card, _amount(n))

    # --- triggers and statics ---

    def _trig(self, event: str, flt: Filter | None = None, whose: str = "you") -> TriggerSpec:
        if flt is not None:
            self.trigger_has_object = True
        else:
            self.trigger_on_self = True
        return TriggerSpec(event, flt, whose)

    def _group(self, flt: Filter | Ref) -> Filter | None:
        """What a static ability affects: a description, the enchanted or equipped permanent, or itself."""
        if isinstance(flt, Ref):
            if flt.kind == "enchanted":
                return Filter(attached=True)
            if flt.kind == "self":
                return None
            raise Unsupported("static ability on a target")
        if isinstance(flt, tuple):  # "White creatures and blue creatures ...": two groups, one Filter can't say it
            raise Unsupported("a static ability on two groups joined by 'and'")
        return flt

    def _kw(self, *words: str) -> Any:
        return ("keywords", frozenset(words))

    def _restriction(self, ch: list[Any], *words: str) -> Any:
        """A rule written as a keyword the kernel reads by name ("can't block"), of ~ or of a group."""
        subject = _clean(ch)[0]
        if isinstance(subject, Ref) and subject.kind == "self":
            return self._kw(*words)
        return ("static", StaticAbility("add_keywords", self._group(subject), keywords=frozenset(words)))


# --- the nested compiler ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Nested:
    """The compiler's entry points a phrase may call (set by `language.compile` when it is imported)."""

    builder: Callable[[str], PhraseBase]  # a builder of every phrase, for one paragraph of this kind
    ability: Callable[[str, Parts, frozenset[str]], None]  # compile one normalised paragraph into parts
    card: Callable[[str, str], CardDef]  # compile card-file text (its source named for errors)


_NESTED: list[Nested] = []


def install(nested: Nested) -> None:
    """Called once by `language.compile`: the compiler phrases use for text inside their own."""
    _NESTED[:] = [nested]


def _nested() -> Nested:
    if not _NESTED:
        raise RuntimeError("the card compiler is not loaded: import kitchentable.cards.language")
    return _NESTED[0]


def nested_builder(kind: str) -> PhraseBase:
    """A fresh builder for a paragraph of `kind` ("spell", "activated", "triggered", "static")."""
    return _nested().builder(kind)


def nested_ability(text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """Compile one normalised ability paragraph into `parts`, as a card's own paragraph would be."""
    _nested().ability(text, parts, card_types)


def plain_may(e: object) -> bool:
    """A "you may ..." choice of its own: no cost to pay, nobody else choosing, no X (608.2d). Two in a row are two
    choices, the second not hanging on the first ("You may A, then you may B"): the compiler keeps them apart and
    the rendering says them as one sentence."""
    return isinstance(e, Optional_) and e.cost is None and not e.unless and e.chooser == Ref("you") and e.x is None


def restrict_mana_ability(rest: str, text: str, parts: Parts, card_types: frozenset[str],
                          compile_rest: Callable[[str, Parts, frozenset[str]], None],
                          only: Filter | SpendRestriction, refused: str) -> bool:
    """Compile `rest`, which must be one mana ability, and put the spending restriction `only` on the mana it
    adds (106.6: "Spend this mana only to cast ...", "This mana can't be spent to cast ..."); the ability keeps the
    paragraph's whole `text`. Refused with `refused` when `rest` is anything else."""
    before = len(parts.activated)
    compile_rest(rest, parts, card_types)
    if len(parts.activated) != before + 1 or not parts.activated[-1].is_mana:
        raise Unsupported(refused)
    ab = parts.activated[-1]
    modes = tuple(replace(mode, effects=tuple(replace(e, only_for=only) if isinstance(e, AddMana) else e
                                              for e in mode.effects)) for mode in ab.effect.modes)
    parts.activated[-1] = replace(ab, effect=replace(ab.effect, modes=modes), text=text)
    return True


def nested_card(text: str, source: str) -> CardDef:
    """Compile a card written in the card-file format (a predefined token, a dungeon)."""
    return _nested().card(text, source)
