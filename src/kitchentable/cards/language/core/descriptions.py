"""Descriptions (109, 115.10): "nonblack creature you control", "artifact or enchantment card in your graveyard".

A description is built word by word: each adjective, noun and suffix returns a function that edits a `Desc`,
and `desc` applies them in order; `Desc.filter()` makes the kernel's `Filter`. `spell_desc` is the same for
spells on the stack (and the zone a spell was cast from, 601.2a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.amounts import _DEFINING_X
from kitchentable.cards.language.vocabulary import (
    COLOR_LETTER,
    SUBTYPE_BY_WORD,
    TYPE_BY_WORD,
)
from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import (
    PERMANENT_TYPES,
    Filter,
)


class DescriptionPhrases(PhraseBase):
    """Adjectives, nouns and suffixes of descriptions; `desc` and `spell_desc` put them together."""

    def desc(self, ch: list[Any]) -> Desc:
        d = Desc()
        parts = _clean(ch)
        kinds = {kind for p in parts for kind in _NOUN_KINDS if getattr(p, kind, False)}  # the nouns joined by "or"
        if {"type_noun", "subtype_noun"} <= kinds:
            raise Unsupported("a card type or a subtype ('creature or Vehicle'): one description can't say either")
        _refuse_either_typed_noun(parts)
        if {"token_noun", "subtype_noun"} <= kinds:
            raise Unsupported("a subtype or a token ('Zombie or token'): one description can't say either")
        either_token = {"token_noun", "type_noun"} <= kinds
        if "spell_noun" in kinds and kinds & {"type_noun", "subtype_noun"}:
            raise Unsupported("a spell or a permanent of a type ('spell or creature'): a description is of one zone")
        for part in parts:
            part(d)
        if d.spell and _permanent_noun in parts:  # a filter is of one zone: "spell or permanent" kept the spell only
            raise Unsupported("a spell or permanent")
        if either_token:  # "artifact, enchantment, or token": a permanent of a listed type, or any token (111.1)
            d.fields.pop("token", None)
            d.fields["or_token"] = True
        if not d.any_types and not d.types and not d.subtypes and not d.spell and not d.card:
            d.any_types = set()
        return d

    def adj_color(self, ch: list[Any]) -> Any:
        c = COLOR_LETTER[str(ch[0])]
        return lambda d: d.fields.setdefault("colors", set()).add(c)

    def adj_either_color(self, ch: list[Any]) -> Any:
        """"white and/or blue creature": one of those colors or both (105.2)."""
        colors = {COLOR_LETTER[str(ch[0])], COLOR_LETTER[str(ch[-1])]}
        return lambda d: d.fields.setdefault("colors", set()).update(colors)

    def adj_either_color_or(self, ch: list[Any]) -> Any:
        """"black or red creature": an object of either color, or both (105.2; a black-and-red creature is a
        black or red creature), the same match as "and/or"; the filter keeps the word for the rendering."""
        add = self.adj_either_color(ch)

        def apply(d: Any) -> None:
            add(d)
            d.fields["colors_or"] = True

        return apply

    def adj_noncolor(self, ch: list[Any]) -> Any:
        c = COLOR_LETTER[str(ch[0])[3:]]
        return lambda d: d.fields.setdefault("not_colors", set()).add(c)

    def adj_nontype(self, ch: list[Any]) -> Any:
        word = str(ch[0])[3:].lstrip("-")
        if word == "token":
            return lambda d: d.fields.__setitem__("token", False)
        if word in TYPE_BY_WORD:
            t = TYPE_BY_WORD[word]
            return lambda d: d.fields.setdefault("not_types", set()).add(t)
        raise Unsupported(f"non{word}")

    def adj_tapped(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("tapped", True)

    def adj_untapped(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("tapped", False)

    def adj_attacking(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("attacking", True)

    def adj_blocking(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("blocking", True)

    def adj_in_combat(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("in_combat", True)

    def adj_basic(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("supertypes", set()).add("Basic")

    def adj_legendary(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("supertypes", set()).add("Legendary")

    def adj_nonbasic(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("not_supertypes", set()).add("Basic")

    def adj_nonlegendary(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("not_supertypes", set()).add("Legendary")

    def adj_other(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("other", True)

    def adj_another(self, ch: list[Any]) -> Any:
        """"another creature": other than this object, and one of them (`Desc.another`), never all of them."""
        def mark(d: Desc) -> None:
            d.fields["other"] = True
            d.another = True
        return mark

    def adj_token(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("token", True)

    def adj_nontoken(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("token", False)

    def adj_multicolored(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("multicolored", True)

    def adj_colorless(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("colorless", True)

    def n_type(self, ch: list[Any]) -> Any:
        word = str(ch[0])
        if word in TYPE_BY_WORD:
            t = TYPE_BY_WORD[word]
            return _noun(lambda d: d.any_types.add(t), "type_noun")
        sub = SUBTYPE_BY_WORD[word]
        return _noun(lambda d: d.subtypes.add(sub), "subtype_noun")

    def n_subtype(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]
        return _noun(lambda d: d.subtypes.add(sub), "subtype_noun")

    def n_sub_type(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]
        t = TYPE_BY_WORD.get(str(ch[1]))

        def apply(d: Desc) -> None:
            d.subtypes.add(sub)
            if t:
                d.types.add(t)
        return _typed_noun(apply, {t} if t else set())

    def n_two_types(self, ch: list[Any]) -> Any:
        a, b = (TYPE_BY_WORD.get(str(c)) for c in ch)
        if a is None or b is None:
            raise Unsupported(" ".join(str(c) for c in ch))
        return _typed_noun(lambda d: d.types.update({a, b}), {a, b})

    def n_sub_type_card(self, ch: list[Any]) -> Any:
        typed = self.n_sub_type(ch)

        def apply(d: Desc) -> None:
            typed(d)
            d.card = True
        return _typed_noun(apply, typed.all_types)

    def n_creature_token(self, ch: list[Any]) -> Any:
        def apply(d: Desc) -> None:
            d.any_types.add("Creature")
            d.fields["token"] = True
        return apply

    def n_type_spell(self, ch: list[Any]) -> Any:
        t = TYPE_BY_WORD[str(ch[0])]

        def apply(d: Desc) -> None:
            d.any_types.add(t)
            d.spell = True
        return apply

    def n_type_card(self, ch: list[Any]) -> Any:
        word = str(ch[0])
        t = TYPE_BY_WORD.get(word)
        sub = SUBTYPE_BY_WORD.get(word)

        def apply(d: Desc) -> None:
            if t:
                d.any_types.add(t)
            elif sub:
                d.subtypes.add(sub)
            d.card = True
        return apply

    n_sub_card = n_type_card

    def n_sub_permanent_card(self, ch: list[Any]) -> Any:
        """"Rebel permanent card": a card of that subtype with a permanent type (110.4b), so not a kindred instant
        or sorcery of that creature type (308.3)."""
        of_subtype = self.n_type_card(ch)

        def apply(d: Desc) -> None:
            of_subtype(d)
            d.any_types.update(PERMANENT_TYPES)
        return apply

    def n_sub_spell(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]

        def apply(d: Desc) -> None:
            d.subtypes.add(sub)
            d.spell = True
        return apply

    def n_permanent(self, ch: list[Any]) -> Any:
        return _permanent_noun

    def n_spell(self, ch: list[Any]) -> Any:
        return _noun(lambda d: setattr(d, "spell", True), "spell_noun")

    def n_card(self, ch: list[Any]) -> Any:
        return lambda d: setattr(d, "card", True)

    def sf_you(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "you")

    def sf_not_you(self, ch: list[Any]) -> Any:
        """"You don't control": any player but you (not "an opponent": a teammate is neither, 102.3)."""
        return lambda d: d.fields.__setitem__("controller", "not_you")

    def sf_opponent(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "opponent")

    def sf_flying(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("keyword", "flying")

    def sf_no_flying(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("not_keyword", "flying")

    def sf_keyword(self, ch: list[Any]) -> Any:
        kw = str(_clean(ch)[0])
        return lambda d: d.fields.__setitem__("keyword", kw)

    def sf_power_le(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda d: d.fields.__setitem__("max_power", n)

    def sf_power_ge(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda d: d.fields.__setitem__("min_power", n)

    def sf_toughness_le(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda d: d.fields.__setitem__("max_toughness", n)

    def sf_mv_le(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda d: d.fields.__setitem__("max_mana_value", n)

    def sf_mv_ge(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda d: d.fields.__setitem__("min_mana_value", n)

    def sf_mv_x(self, ch: list[Any]) -> Any:
        """"target ... card with mana value X" where X is paid as the ability resolves (Relentless Dead): any
        such card may be targeted; only paying X equal to its mana value returns it, so X is set to it."""
        if _DEFINING_X:  # "where X is ...": the definition replaces amounts, not this flag (it would read 0)
            raise Unsupported("with mana value x, where the sentence defines X")
        self.x_is_target_mana_value = True
        return lambda d: d.fields.__setitem__("mana_value_is_x", True)

    def sf_total_mv_le(self, ch: list[Any]) -> Any:
        self.total_mana_value = int(str(_clean(ch)[0]))
        return lambda d: None

    def sf_mv_le_x(self, ch: list[Any]) -> Any:
        """Read as the effect happens (rules.stack.effects.refs); only "each"/"all" references may use it, which
        `_check_x_filters` makes sure of after the paragraph is compiled. "..., where X is the number of lands you
        control" defines another X, which the flag would not read (it would take the spell's own X, 0): refused."""
        if _DEFINING_X:
            raise Unsupported("with mana value x or less, where the sentence defines X")
        return lambda d: d.fields.__setitem__("mana_value_at_most_x", True)

    def sf_your_gy(self, ch: list[Any]) -> Any:
        def apply(d: Desc) -> None:
            d.fields["zone"] = "graveyard"
            d.fields["owner"] = "you"
        return apply

    def sf_any_gy(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("zone", "graveyard")

    def sf_your_hand(self, ch: list[Any]) -> Any:
        def apply(d: Desc) -> None:
            d.fields["zone"] = "hand"
            d.fields["owner"] = "you"
        return apply

    def sf_named_self(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("name", "~")

    def sf_you_own(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("owner", "you")

    def sf_with_counter(self, ch: list[Any]) -> Any:
        kind = str(_clean(ch)[0])
        return lambda d: d.fields.__setitem__("with_counter", kind)

    def spell_desc(self, ch: list[Any]) -> Filter:
        d = Desc()
        for part in _clean(ch):
            part(d)
        origin = d.fields.get("zone")  # "a spell from exile / your graveyard": where it was cast from (601.2a)
        f = d.filter(zone="stack")
        return replace(f, cast_from=origin) if origin in ("exile", "graveyard") else f

    def sf_defending(self, ch: list[Any]) -> Any:
        """"target creature defending player controls" (506.2: the player the source is attacking, or who is
        being attacked; `rules.concepts.targets.defending_player`)."""
        return lambda d: d.fields.__setitem__("controller", "defending")

    def sf_on_battlefield(self, ch: list[Any]) -> Any:
        """"each creature on the battlefield": permanents, whoever controls them (the default description)."""
        return lambda d: None

    def x_adj_nonsubtype(self, ch: list[Any]) -> Any:
        """"non-Angel", "non-Human": the object doesn't have that subtype."""
        sub = SUBTYPE_BY_WORD[str(ch[-1])]
        return lambda d: d.fields.setdefault("not_subtypes", set()).add(sub)

    def sf_mv_eq(self, ch: list[Any]) -> Any:
        """"with mana value 1" (202.3): exactly that mana value."""
        n = int(str(_clean(ch)[0]))

        def apply(d: Any) -> None:
            d.fields["min_mana_value"] = n
            d.fields["max_mana_value"] = n

        return apply

    def sf_from_exile(self, ch: list[Any]) -> Any:
        """"from exile": a card in exile, or for a spell the zone it was cast from (601.2a)."""
        return lambda d: d.fields.__setitem__("zone", "exile")

    def n_tokens(self, ch: list[Any]) -> Any:
        """"tokens" as a noun ("whenever one or more tokens you control enter"): token permanents (111.1)."""
        return _noun(lambda d: d.fields.__setitem__("token", True), "token_noun")

    def sf_toughness_ge(self, ch: list[Any]) -> Any:
        n = int(str([c for c in ch if isinstance(c, Token) and c.type == "NUMBER"][0]))
        return lambda d: d.fields.__setitem__("min_toughness", n)

    def sf_attached_to_source(self, ch: list[Any]) -> Any:
        """"for each Aura attached to it": permanents attached to the source (301.5, 303.4)."""
        return lambda d: d.fields.__setitem__("attached_to_source", True)


def _noun(apply: Any, kind: str) -> Any:
    """A noun of a description, marked as a card type ("creature") or a subtype ("Vehicle"): two such nouns
    joined by "or" ask for either, which a description's types and subtypes (both required) can't say."""
    apply.__dict__[kind] = True
    return apply


def _typed_noun(apply: Any, types: set[str]) -> Any:
    """A noun whose types an object must all have ("Dragon creature", "artifact creature"), marked with them."""
    apply.__dict__["all_types"] = frozenset(types)
    return apply


_NOUN_KINDS = ("type_noun", "subtype_noun", "spell_noun", "token_noun")
"""The marks `_noun` puts on a description's nouns, read together by `desc`."""


def _refuse_either_typed_noun(parts: list[Any]) -> None:
    """"Dragon creature card or Ugin planeswalker card", "artifact creature or enchantment": nouns joined by "or"
    ask for an object that is either, but a description's types are all required (and its subtypes any one), so
    the two would merge into "a Dragon or Ugin that is both a creature and a planeswalker", which nothing is.
    Refused unless every noun with a type needs the same types ("Dragon creature or Human creature", and "Elf or
    Soldier creature", where the type word is said once for both: a creature that is an Elf or a Soldier)."""
    nouns = [p for p in parts if getattr(p, "all_types", None) is not None or getattr(p, "type_noun", False)]
    if len(nouns) < 2 or not any(getattr(p, "all_types", None) for p in nouns):
        return
    if len({getattr(p, "all_types", None) for p in nouns}) > 1:
        raise Unsupported("either of two nouns of different types ('Dragon creature or Ugin planeswalker'): one "
                          "description can't say either")


def _permanent_noun(d: Desc) -> None:
    """"permanent": no type to add (a permanent is whatever is on the battlefield, 110.1)."""
