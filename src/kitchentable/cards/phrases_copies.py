"""Builders for the `copies` block at the end of grammar.lark, and the keywords that make copies.

- Token copies (707.2, 111.1): "create a token that's a copy of target creature / it / that creature", "create N
  tokens that are copies of ...", "a token copy of ...". Later "it", "that token", "they" and "them" in the same
  ability are the token copies made (`Ref("created")`), so "That token gains haste. Sacrifice it at the beginning
  of the next end step." acts on the token, not on what was copied.
- Exceptions (707.9b): ", except it's a 1/1", "it's a 4/4 black Zombie", "it's white", "it has haste", "it isn't
  legendary", "it has no mana cost", "it's an artifact / a Spirit in addition to its other types": written into
  the copy's copiable values by `rules.copies.apply_exceptions`.
- Populate (701.30), clones ("You may have ~ enter as a copy of any creature on the battlefield[, except ...]",
  707.5 with 614.12; see `rules.copies` for what is partial).
- Disturb (702.146): the front face's keyword is an alternative cost offered only from its owner's graveyard; the
  card is cast transformed (712.4b) and resolves into its back face. "If ~ would be put into a graveyard from
  anywhere, exile it instead." (614.1a) is a static ability `rules.events.move` reads on the moving object.
- Keywords: embalm (702.128), eternalize (702.129), encore (702.141), squad (702.157), casualty (702.153; the copy is put on the
  stack by `rules.casting.cast_done` like conspire's: "when you cast this spell, if a casualty cost was paid
  for it, copy it").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD, TYPE_BY_WORD
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
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.copies import ENTER_AS_COPY
from kitchentable.rules.events import SELF_EXILE_INSTEAD

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts

COPIES_KEYWORDS = frozenset({"embalm", "eternalize", "encore", "casualty", "squad", "disturb"})
"""The keyword rows this module expands (the renderer shows their abilities as the keyword)."""

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

_EMBALM = (("colors", ("W",)), ("no_mana_cost", True), ("add_subtypes", ("Zombie",)))
"""702.128a: "except it's white, it has no mana cost, and it's a Zombie in addition to its other types"."""

_ETERNALIZE = (("pt", (4, 4)), ("colors", ("B",)), ("no_mana_cost", True), ("add_subtypes", ("Zombie",)))
"""702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types"."""


def _words(ch: list[Any]) -> list[str]:
    return [str(c) for c in ch if isinstance(c, Token)]


def _subtypes(ch: list[Any]) -> tuple[str, ...]:
    return tuple(SUBTYPE_BY_WORD[str(c)] for c in ch if isinstance(c, Token) and c.type == "SUBTYPE")


def _no_cost(ch: list[Any]) -> tuple[tuple[str, Any], ...]:
    return (("no_mana_cost", True),) if "cost" in _words(ch) else ()


class CopiesPhrases:
    """Mixed into the compiler's transformer."""

    def _copy_token(self, ref: Ref, n: Any, mods: tuple[tuple[str, Any], ...]) -> CreateToken:
        """707.2: a token copy of what `ref` names; "it", "they", "that token" later are the tokens made."""
        from kitchentable.cards.language.words import Unsupported, _amount

        if ref.kind not in ("self", "target", "triggering", "it", "returned", "enchanted", "equipped"):
            raise Unsupported("a token copy of that")
        self.last_ref = Ref("created")
        return CreateToken(None, _amount(n), copy_of=ref, copy_except=mods)

    def token_copies(self, ch: list[Any]) -> CreateToken:
        """"Create two tokens that are copies of target creature." (707.2)"""
        from kitchentable.cards.language.words import _clean

        n, ref = _clean(ch)[:2]
        return self._copy_token(ref, n, ())

    def token_copy_except(self, ch: list[Any]) -> CreateToken:
        """"Create a token that's a copy of target creature, except it has haste." (707.9b)"""
        from kitchentable.cards.language.words import _clean

        ref, mods = _clean(ch)[:2]
        return self._copy_token(ref, 1, mods)

    def token_copies_except(self, ch: list[Any]) -> CreateToken:
        from kitchentable.cards.language.words import _clean

        n, ref, mods = _clean(ch)[:3]
        return self._copy_token(ref, n, mods)

    # --- exceptions (707.9b) ---

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
        grant = self._quoted(quoted)  # type: ignore[attr-defined]
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

    def create_token_attacking(self, ch: list[Any]) -> list[Effect]:
        """"Create two 1/1 white Soldier creature tokens that are tapped and attacking" / "a token that's a copy of
        ~ that's tapped and attacking" (508.4: put onto the battlefield attacking; `rules.copies.put_attacking`)."""
        from dataclasses import replace

        from kitchentable.cards.language.words import _clean

        token: CreateToken = next(x for x in _clean(ch) if isinstance(x, CreateToken))
        self.last_ref = Ref("created")  # "sacrifice them at the beginning of the next end step"
        return [replace(token, tapped=True, attacking=True)]

    def x_return_attacking(self, ch: list[Any]) -> list[Effect]:
        """"Return target creature card from your graveyard to the battlefield tapped and attacking" (508.4)."""
        ref = next(c for c in ch if isinstance(c, Ref))
        return [Simple("return_to_battlefield", ref, params=(("under_you", True), ("tapped", True))),
                Simple("put_attacking", Ref("returned"))]

    # --- populate (701.30), clones (707.5) ---

    def x_populate(self, ch: list[Any]) -> list[Effect]:
        """"Populate." (701.30a: create a token that's a copy of a creature token you control)"""
        self.last_ref = Ref("created")
        return [Simple("populate", Ref("you"))]

    def x_become_copy(self, ch: list[Any]) -> Any:
        """"Target artifact you control becomes a copy of another target artifact until end of turn[, except
        ...]" / "each other creature you control becomes a copy of that creature until end of turn" (707.2,
        layer 1; `rules.copies.become_copy`). Without a duration it lasts while the permanent stays. A predicate
        of the cov block's `object_ref cov_predicate` clause: it returns the effect as a function of the subject."""
        from kitchentable.cards.language.words import Unsupported, _clean

        c = _clean(ch)
        of = next(x for x in c if isinstance(x, Ref))
        duration = next((x for x in c if isinstance(x, str)), "permanent")
        if duration not in ("end_of_turn", "permanent"):
            raise Unsupported(f"becomes a copy for {duration}")
        mods = next((x for x in c if isinstance(x, tuple)), ())
        earlier = Ref("target", self._last()) if self.targets else None  # type: ignore[attr-defined]

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
        from dataclasses import replace

        inner = self.x_become_copy(ch)

        def build(subject: Ref) -> list[Effect]:
            (eff,) = inner(subject)
            mods = (*eff.param("except", ()), ("this_ability", True))
            return [replace(eff, params=tuple((k, mods if k == "except" else v) for k, v in eff.params))]

        return build

    def t_targeted_by_spell(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ becomes the target of a spell" (the embalm Illusions: a spell, not an ability, 115.1)."""
        return TriggerSpec("becomes_target", whose="spell")

    def s_self_exile_instead(self, ch: list[Any]) -> Any:
        """"If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a; read by
        `rules.events.move` from the object's own card, on the stack as anywhere else: disturb's back faces)"""
        return ("static", StaticAbility(SELF_EXILE_INSTEAD))

    def s_self_shuffle_instead(self, ch: list[Any]) -> Any:
        """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
        instead." (614.1a; the same replacement, to the library, then shuffled, 701.20)"""
        return ("static", StaticAbility(SELF_EXILE_INSTEAD, params=(("to", "library"),)))

    def cd_day_night(self, ch: list[Any]) -> Condition:
        """"if it's night" / "as long as it's day" (724.1; `rules.daynight`)."""
        return Condition("day_night", name=_words(ch)[-1])

    def x_become_day_night(self, ch: list[Any]) -> list[Effect]:
        """"It becomes night." (724.1)"""
        return [Simple("become_day_night", Ref("you"), params=(("value", _words(ch)[-1]),))]

    def s_no_legend_rule(self, ch: list[Any]) -> Any:
        """"The \"legend rule\" doesn't apply [to tokens you control]." (704.5j does nothing for those
        permanents; read by `rules.sba` only when two legendary permanents share a name)."""
        from kitchentable.cards.language.words import Unsupported

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
        the choice is made as the permanent spell resolves; `rules.copies`)."""
        from kitchentable.cards.language.words import Desc, _clean

        c = _clean(ch)
        d: Desc = next(x for x in c if isinstance(x, Desc))
        mods = next((x for x in c if isinstance(x, tuple)), ())
        return ("static", StaticAbility(ENTER_AS_COPY, d.filter(), params=(("except", mods),)))


def expand_copies_keyword(kw: Keyword, m: re.Match[str], parts: Parts, cost: ManaCost | None) -> bool:
    """Record one of `COPIES_KEYWORDS` in `parts`."""
    from kitchentable.cards.language.words import Unsupported

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
    elif kw.name == "encore":  # 702.141a (`rules.copies.encore`)
        assert cost is not None
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, exile_self=True), Modal((Mode((Simple("encore", SELF),)),)),
            sorcery_speed=True, zone="graveyard", text=label))
    elif kw.name == "squad":
        # 702.157a: the cost paid any number of times is read by `rules.casting` (as replicate's is); the enters
        # trigger creates a token copy for each payment (`rules.copies.squad`).
        assert cost is not None
        parts.static.append(StaticAbility("squad", mana=cost, text=label))
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("enters"), Modal((Mode((Simple("squad", SELF),)),)),
            intervening_if=Condition("tagged", name="squad_paid"), text=label))
    elif kw.name == "disturb":
        # 702.146a: an alternative cost offered only from the graveyard, where the card is cast transformed
        # (`rules.casting.cast_transformed`); it resolves into the back face (702.146b, `rules.resolve`).
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
