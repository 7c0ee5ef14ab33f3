"""Copies (707): token copies and their exceptions, copying spells, clones and the keywords that make copies.

- Token copies (707.2, 111.1): "create a token that's a copy of target creature / it", "create N tokens that
  are copies of ...". Later "it", "that token", "they" in the same ability are the tokens made
  (`Ref("created")`).
- Exceptions (707.9b): ", except it's a 1/1", "it's a 4/4 black Zombie", "it has haste", "it isn't legendary",
  "it has no mana cost", "it's an artifact in addition to its other types", "it has "..."": written into the
  copy's copiable values by `rules.continuous.copies.apply_exceptions`.
- Copying a spell (707.10): "copy target instant or sorcery spell [twice]. You may choose new targets for the
  copy."; populate (701.30); clones ("You may have ~ enter as a copy of any creature on the battlefield",
  707.5 with 614.12); "<object> becomes a copy of ..." (707.2); the legend rule switched off for tokens.
- Keywords: embalm (702.128), eternalize (702.129), encore (702.141), squad (702.157), casualty (702.153), disturb
  (702.146, cast transformed from the graveyard, 712.4b)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.vocabulary import (
    SUBTYPE_BY_WORD,
    TYPE_BY_WORD,
)
from kitchentable.cards.language.words import (
    Desc,
    Parts,
    PhraseBase,
    Unsupported,
    _amount,
    _clean,
    _words,
)
from kitchentable.rules.abilities import (
    SELF,
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    CreateToken,
    Effect,
    Filter,
    Modal,
    Mode,
    OptionalCost,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.continuous.copies import ENTER_AS_COPY

COPIES_KEYWORDS = frozenset({"embalm", "eternalize", "encore", "casualty", "squad", "disturb"})
"""The keyword rows this module expands (the renderer shows their abilities as the keyword)."""


_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


_EMBALM = (("colors", ("W",)), ("no_mana_cost", True), ("add_subtypes", ("Zombie",)))
"""702.128a: "except it's white, it has no mana cost, and it's a Zombie in addition to its other types"."""


_ETERNALIZE = (("pt", (4, 4)), ("colors", ("B",)), ("no_mana_cost", True), ("add_subtypes", ("Zombie",)))
"""702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types"."""


def _subtypes(ch: list[Any]) -> tuple[str, ...]:
    return tuple(SUBTYPE_BY_WORD[str(c)] for c in ch if isinstance(c, Token) and c.type == "SUBTYPE")


def _no_cost(ch: list[Any]) -> tuple[tuple[str, Any], ...]:
    return (("no_mana_cost", True),) if "cost" in _words(ch) else ()


@expander(*COPIES_KEYWORDS, read_back=ReadBack())
def expand_copy_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Record one of `COPIES_KEYWORDS` in `parts`."""
    cost = keyword_cost(m)
    label = f"{kw.name.capitalize()} {m.group('n') if kw.name == 'casualty' else cost}"
    if kw.name in ("embalm", "eternalize"):
        # 702.128a / 702.129a: "[cost], exile this card from your graveyard: create a token that's a copy of
        # it, except ... Activate only as a sorcery." (the exiled card's last known values, 608.2h)
        assert cost is not None
        mods = _EMBALM if kw.name == "embalm" else _ETERNALIZE
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, exile_self=True),
            Modal((Mode((CreateToken(None, fixed(1), copy_of=SELF, copy_except=mods),)),)),
            sorcery_speed=True, zone="graveyard", text=label))
    elif kw.name == "encore":  # 702.141a (`rules.continuous.copies.encore`)
        assert cost is not None
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, exile_self=True), Modal((Mode((Simple("encore", SELF),)),)),
            sorcery_speed=True, zone="graveyard", text=label))
    elif kw.name == "squad":
        # 702.157a: the cost paid any number of times is read by `rules.casting` (as replicate's is); the enters
        # trigger creates a token copy for each payment (`rules.continuous.copies.squad`).
        assert cost is not None
        parts.static.append(StaticAbility("squad", mana=cost, text=label))
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("enters"), Modal((Mode((Simple("squad", SELF),)),)),
            intervening_if=Condition("tagged", name="squad_paid"), text=label))
    elif kw.name == "disturb":
        # 702.146a: an alternative cost offered only from the graveyard, where the card is cast transformed
        # (`rules.casting.cast_transformed`); it resolves into the back face (702.146b, `rules.stack.resolve`).
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "disturb"))
    elif kw.name == "casualty":
        # 702.153a: an optional additional cost (sacrifice a creature with power N or greater); when it was
        # paid, the spell is copied (`rules.casting.cast_done`).
        if parts.optional:  # the kernel pays a card's optional costs together (one "kicked" choice)
            raise Unsupported("a second optional additional cost")
        n = int(m.group("n"))
        parts.optional.append(OptionalCost(
            Cost(sacrifice=Filter(types=frozenset({"Creature"}), controller="you", min_power=n)), "casualty"))
    else:
        return False
    return True


class CopiesPhrases(PhraseBase):
    """Token copies, exceptions, copied spells and clones."""

    def token_copy(self, ch: list[Any]) -> CreateToken:
        return self._copy_token(_clean(ch)[0], 1, ())  # 707.2

    def copy_spell(self, ch: list[Any]) -> list[Effect]:
        return self.copy_spell_n(ch)  # 707.10

    def _copy_token(self, ref: Ref, n: Any, mods: tuple[tuple[str, Any], ...]) -> CreateToken:
        """707.2: a token copy of what `ref` names; "it", "they", "that token" later are the tokens made."""
        if ref.kind not in ("self", "target", "triggering", "it", "returned", "enchanted", "equipped"):
            raise Unsupported("a token copy of that")
        self.last_ref = Ref("created")
        return CreateToken(None, _amount(n), copy_of=ref, copy_except=mods)

    def token_copies(self, ch: list[Any]) -> CreateToken:
        """"Create two tokens that are copies of target creature." (707.2)"""
        n, ref = _clean(ch)[:2]
        return self._copy_token(ref, n, ())

    def token_copy_except(self, ch: list[Any]) -> CreateToken:
        """"Create a token that's a copy of target creature, except it has haste." (707.9b)"""
        ref, mods = _clean(ch)[:2]
        return self._copy_token(ref, 1, mods)

    def token_copies_except(self, ch: list[Any]) -> CreateToken:
        n, ref, mods = _clean(ch)[:3]
        return self._copy_token(ref, n, mods)

    def copy_except(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        out: list[tuple[str, Any]] = []
        for item in ch:
            if isinstance(item, tuple):
                out += item
        return tuple(out)

    copy_except_q = copy_except

    def token_copy_quoted(self, ch: list[Any]) -> Any:
        """"Create a token that's a copy of it, except it has \"...\"" (the sentence ends inside the quote)."""
        return ("effects", [self.token_copy_except(ch)])

    def ex_pt(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        size = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")
        p, t = (int(v) for v in size.split("/"))
        return (("pt", (p, t)),)

    def ex_color(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        colors = tuple(_COLOR[str(c)] for c in ch if isinstance(c, Token) and c.type == "COLOR")
        return (("colors", colors),)

    def ex_color_types(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it's a white Zombie Cat [with no mana cost]": the listed creature types replace its own."""
        return (*self.ex_color(ch), ("subtypes", _subtypes(ch)), *_no_cost(ch))

    def ex_pt_color_types(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it's a 4/4 black Zombie Jackal Warrior [with no mana cost]" (eternalize's reminder)."""
        return (*self.ex_pt(ch), *self.ex_color_types(ch))

    def ex_pt_color_types_kw(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it's a 1/1 white Spirit creature with flying" (the keywords are added to the copied ones)."""
        return (*self.ex_pt_color_types(ch), *self.ex_keywords(ch))

    def copy_type(self, ch: list[Any]) -> tuple[str, str]:
        word = str(ch[0])
        if isinstance(ch[0], Token) and ch[0].type == "SUBTYPE":
            return ("add_subtypes", SUBTYPE_BY_WORD[word])
        if word in ("legendary", "snow"):
            return ("add_supertypes", word.capitalize())
        return ("add_types", TYPE_BY_WORD[word])

    def ex_add_types(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it's an artifact / a Spirit in addition to its other types" (205.1b)."""
        found = [c for c in ch if isinstance(c, tuple)]
        return tuple((what, (v,)) for what, v in found)

    def ex_keywords(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        kws = next(c for c in ch if isinstance(c, frozenset))
        return (("keywords", tuple(sorted(kws))),)

    def ex_this_ability(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it has this ability" (707.9a: the resolving ability becomes part of the copiable values)."""
        return (("this_ability", True),)

    def ex_quoted(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"except it has \"{T}: ...\"" (707.9a: the quoted abilities become part of the copiable values)."""
        quoted = next(c for c in ch if isinstance(c, Token) and c.type == "QUOTED_ABILITY")
        grant = quoted_abilities(quoted)
        out: list[tuple[str, Any]] = [("gain_ability", ab) for ab in (*grant.param("activated", ()),
                                                                      *grant.param("triggered", ()))]
        kws = set(grant.keywords)
        for c in ch:
            if isinstance(c, frozenset):  # "except it has haste and \"...\""
                kws |= c
        if kws:
            out.append(("keywords", tuple(sorted(kws))))
        return tuple(out)

    def ex_no_mana_cost(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("no_mana_cost", True),)

    def ex_not_legendary(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("not_legendary", True),)

    def x_populate(self, ch: list[Any]) -> list[Effect]:
        """"Populate." (701.30a: create a token that's a copy of a creature token you control)"""
        self.last_ref = Ref("created")
        return [Simple("populate", Ref("you"))]

    def x_become_copy(self, ch: list[Any]) -> Any:
        """"Target artifact you control becomes a copy of another target artifact until end of turn[, except
        ...]" / "each other creature you control becomes a copy of that creature until end of turn" (707.2,
        layer 1; `rules.continuous.copies.become_copy`). Without a duration it lasts while the permanent stays. A predicate
        of the `object_ref object_predicate` clause: it returns the effect as a function of the subject."""
        c = _clean(ch)
        of = next(x for x in c if isinstance(x, Ref))
        duration = next((x for x in c if isinstance(x, str)), "permanent")
        if duration not in ("end_of_turn", "permanent"):
            raise Unsupported(f"becomes a copy for {duration}")
        mods = next((x for x in c if isinstance(x, tuple)), ())
        earlier = Ref("target", self._last()) if self.targets else None

        def build(subject: Ref) -> list[Effect]:
            copied = of
            if of == subject and subject.kind == "all":  # "each other creature ... a copy of that creature":
                if earlier is None:  # "that" is the earlier target, not the group
                    raise Unsupported("becomes a copy of that")
                copied = earlier
            return [Simple("become_copy", subject, params=(("of", copied), ("duration", duration), ("except", mods)))]

        return build

    def x_become_copy_this(self, ch: list[Any]) -> Any:
        """"~ becomes a copy of that creature and gains this ability" (707.9a)."""
        inner = self.x_become_copy(ch)

        def build(subject: Ref) -> list[Effect]:
            (eff,) = inner(subject)
            mods = (*eff.param("except", ()), ("this_ability", True))
            return [replace(eff, params=tuple((k, mods if k == "except" else v) for k, v in eff.params))]

        return build

    def s_no_legend_rule(self, ch: list[Any]) -> Any:
        """"The \"legend rule\" doesn't apply [to tokens you control]." (704.5j does nothing for those
        permanents; read by `rules.turn.state_based_actions` only when two legendary permanents share a name)."""
        words = _words(ch)
        quoted = next(str(c) for c in ch if isinstance(c, Token) and c.type == "QUOTED_ABILITY")
        if quoted.strip('"') != "legend rule":
            raise Unsupported(f"the {quoted} doesn't apply")
        which = next((w for w in words if w in ("tokens", "permanents", "creature tokens", "creatures")), None)
        if which is None:
            return ("static", StaticAbility("no_legend_rule", Filter(any_types=frozenset())))
        flt = Filter(controller="you", token=True if "tokens" in which else None,
                     types=frozenset({"Creature"}) if "creature" in which else frozenset())
        return ("static", StaticAbility("no_legend_rule", flt))

    def s_enter_as_copy(self, ch: list[Any]) -> Any:
        """"You may have ~ enter as a copy of any creature on the battlefield[, except ...]." (707.5, 614.12:
        the choice is made as the permanent spell resolves; `rules.continuous.copies`)."""
        c = _clean(ch)
        d: Desc = next(x for x in c if isinstance(x, Desc))
        mods = next((x for x in c if isinstance(x, tuple)), ())
        return ("static", StaticAbility(ENTER_AS_COPY, d.filter(), params=(("except", mods),)))

    def copy_spell_n(self, ch: list[Any]) -> list[Effect]:
        """"Copy target instant or sorcery spell [twice]. You may choose new targets for the copy." (707.10,
        707.10c: the copies are put on the stack by this effect's controller, not cast)."""
        c = _clean(ch)
        twice = any(isinstance(x, Token) and str(x) == "twice" for x in ch)
        ref = c[0]
        if isinstance(ref, Ref) and ref.kind == "target" and 0 <= ref.index - self.offset < len(self.targets) \
                and self.targets[ref.index - self.offset].filter.spell_kind not in (None, "spell"):
            raise Unsupported("copy an ability on the stack (707.10): the kernel copies spells only")
        return [Simple("copy_spell", c[0], fixed(2 if twice else 1), (("new_targets", True),))]
