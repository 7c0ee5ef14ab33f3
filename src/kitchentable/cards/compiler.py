"""The card compiler: templated rules text (grammar.lark) to the kernel's ability objects (rules.abilities).

`compile_card(raw)` turns a `RawCard` into a `CardDef`. Each ability paragraph is classified first (keyword
line, "Choose one —" block, ability word), then parsed with the lark grammar and transformed into
`ActivatedAbility`, `TriggeredAbility`, `StaticAbility`, costs or the spell's `Modal`. Any phrase that does
not map to a real effect raises `CardError` naming the card, the file, the line and the phrase.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token, Tree
from lark.exceptions import LarkError, VisitError

from kitchentable.cards import keywords_kwcast as kwcast
from kitchentable.cards.errors import CardError
from kitchentable.cards.files.cardfile import RawCard, RawFace
from kitchentable.cards.language.keywords import match_keyword
from kitchentable.cards.language.parse import failing_phrase, normalize, parse
from kitchentable.cards.language.vocabulary import (
    CARD_TYPES,
    COLOR_LETTER,
    SUBTYPE_BY_WORD,
    SUPERTYPES,
    TYPE_BY_WORD,
)
from kitchentable.cards.language.words import (
    Desc,
    Parts,
    PhraseBase,
    Unsupported,
    _amount,
    _anon,
    _clean,
    _int,
    _mana,
    _mana_of,
)
from kitchentable.cards.phrases_asenters import AsentersPhrases
from kitchentable.cards.phrases_castlimits import CastLimitPhrases
from kitchentable.cards.phrases_classics import ClassicPhrases
from kitchentable.cards.phrases_copies import COPIES_KEYWORDS, CopiesPhrases, expand_copies_keyword
from kitchentable.cards.phrases_cov import (
    COV_KEYWORDS,
    LEVEL_HEADER,
    PT_LINE,
    WHERE_X,
    CovPhrases,
    Striation,
    StriationError,
    compile_where_x,
    expand_cov_keyword,
    where_x_in_context,
    x_anthem,
)
from kitchentable.cards.phrases_damage import DamagePhrases
from kitchentable.cards.phrases_energy import EnergyPhrases
from kitchentable.cards.phrases_faces import FACE_KEYWORDS, FacesPhrases, expand_face_keyword
from kitchentable.cards.phrases_flicker import FlickerPhrases
from kitchentable.cards.phrases_kwcast import KwcastPhrases
from kitchentable.cards.phrases_kwperm import PERMANENT_KEYWORDS, KwpermPhrases, expand_permanent_keyword
from kitchentable.cards.phrases_kwthree import KWTHREE_KEYWORDS, KwthreePhrases, expand_kwthree_keyword
from kitchentable.cards.phrases_levels import (
    LEVELS_KEYWORDS,
    DungeonPhrases,
    LevelsLines,
    LevelsPhrases,
    expand_levels_keyword,
)
from kitchentable.cards.phrases_library import LibraryPhrases
from kitchentable.cards.phrases_mana import ManaPhrases
from kitchentable.cards.phrases_modern import MODERN_KEYWORDS, ModernPhrases, expand_modern_keyword
from kitchentable.cards.phrases_quickstatics import QuickStaticPhrases
from kitchentable.cards.phrases_recent import (
    CASE_PREFIX,
    RECENT_KEYWORDS,
    RecentPhrases,
    compile_recent_line,
    expand_recent_keyword,
    recent_finish,
)
from kitchentable.cards.phrases_reflex import ReflexPhrases, compile_reflexive, compile_spend_only
from kitchentable.cards.phrases_setmech import (
    SETMECH_KEYWORDS,
    SetmechPhrases,
    expand_setmech_keyword,
    setmech_costed,
    setmech_finish,
)
from kitchentable.cards.phrases_statics import STATICS_KEYWORDS, StaticsPhrases, expand_statics_keyword
from kitchentable.cards.phrases_t2017 import T2017_KEYWORDS, T2017Phrases, expand_t2017_keyword
from kitchentable.cards.phrases_tplinfo import InfoPhrases
from kitchentable.cards.phrases_tplstatic import StaticPhrases
from kitchentable.rules.abilities import (
    ANY_TARGET,
    ActivatedAbility,
    AddMana,
    AlternativeCost,
    Amount,
    ApplyContinuous,
    CardDef,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    DealDamage,
    DivideDamage,
    Effect,
    Filter,
    ForEach,
    Modal,
    Mode,
    ModifyPT,
    Optional_,
    OptionalCost,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost, ManaCostError


class Builder(ClassicPhrases, InfoPhrases, FacesPhrases, EnergyPhrases, KwpermPhrases, FlickerPhrases, KwcastPhrases,
              StaticPhrases, CastLimitPhrases, AsentersPhrases, QuickStaticPhrases, KwthreePhrases, CovPhrases, ModernPhrases,
              SetmechPhrases, CopiesPhrases, T2017Phrases, ReflexPhrases, LibraryPhrases, RecentPhrases, LevelsPhrases,
              DungeonPhrases, StaticsPhrases, ManaPhrases, DamagePhrases, PhraseBase):
    """Turns one parsed ability paragraph into kernel objects. `targets` collects the target groups of the
    ability (or mode) in the order they are written (601.2c)."""

    # --- descriptions ---

    def desc(self, ch: list[Any]) -> Desc:
        d = Desc()
        for part in _clean(ch):
            part(d)
        if not d.any_types and not d.types and not d.subtypes and not d.spell and not d.card:
            d.any_types = set()
        return d

    def adj_color(self, ch: list[Any]) -> Any:
        c = COLOR_LETTER[str(ch[0])]
        return lambda d: d.fields.setdefault("colors", set()).add(c)

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
            return lambda d: d.any_types.add(t)
        sub = SUBTYPE_BY_WORD[word]
        return lambda d: d.subtypes.add(sub)

    def n_subtype(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]
        return lambda d: d.subtypes.add(sub)

    def n_sub_type(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]
        t = TYPE_BY_WORD.get(str(ch[1]))

        def apply(d: Desc) -> None:
            d.subtypes.add(sub)
            if t:
                d.types.add(t)
        return apply

    def n_two_types(self, ch: list[Any]) -> Any:
        a, b = (TYPE_BY_WORD.get(str(c)) for c in ch)
        if a is None or b is None:
            raise Unsupported(" ".join(str(c) for c in ch))
        return lambda d: d.types.update({a, b})

    def n_sub_type_card(self, ch: list[Any]) -> Any:
        typed = self.n_sub_type(ch)

        def apply(d: Desc) -> None:
            typed(d)
            d.card = True
        return apply

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

    def n_sub_spell(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(ch[0])]

        def apply(d: Desc) -> None:
            d.subtypes.add(sub)
            d.spell = True
        return apply

    def n_permanent(self, ch: list[Any]) -> Any:
        return lambda d: None

    def n_spell(self, ch: list[Any]) -> Any:
        return lambda d: setattr(d, "spell", True)

    def n_card(self, ch: list[Any]) -> Any:
        return lambda d: setattr(d, "card", True)

    def sf_you(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "you")

    def sf_not_you(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "opponent")

    sf_opponent = sf_not_you

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
        self.x_is_target_mana_value = True
        return lambda d: None

    def sf_total_mv_le(self, ch: list[Any]) -> Any:
        self.total_mana_value = int(str(_clean(ch)[0]))
        return lambda d: None

    def sf_mv_le_x(self, ch: list[Any]) -> Any:
        """Read as the effect happens (rules.effects.refs); only "each"/"all" references may use it, which
        `_check_x_filters` makes sure of after the paragraph is compiled."""
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

    # --- amounts and counts ---

    def count_word(self, ch: list[Any]) -> int | str:
        if not ch:
            return 1
        return _int(ch[0])

    def a_num(self, ch: list[Any]) -> Amount:
        return _amount(_int(ch[0]))

    def a_x(self, ch: list[Any]) -> Amount:
        return Amount("x")

    def a_that_much(self, ch: list[Any]) -> Amount:
        return Amount("remembered", name="amount")

    def ae_count(self, ch: list[Any]) -> Amount:
        d: Desc = _clean(ch)[0]
        return Amount("count", filter=d.filter())

    def ae_hand(self, ch: list[Any]) -> Amount:
        return Amount("hand_size")

    def ae_graveyard(self, ch: list[Any]) -> Amount:
        return Amount("cards_in_graveyard")

    def ae_graveyard_desc(self, ch: list[Any]) -> Amount:
        d: Desc = _clean(ch)[0]
        return Amount("cards_in_graveyard", filter=d.filter(zone="any"))

    def ae_graveyard_type(self, ch: list[Any]) -> Amount:
        t = TYPE_BY_WORD[_anon(ch)[0].split()[0]]
        return Amount("cards_in_graveyard", filter=Filter(types=frozenset({t}), zone="any"))

    def _whose(self, word: str) -> Ref:
        if word == "~'s":
            return Ref("self")
        if word.startswith("the sacrificed") or word.startswith("the exiled"):
            return Ref("it")
        return self._it()

    def ae_power(self, ch: list[Any]) -> Amount:
        return Amount("power", ref=self._whose(_anon(ch)[0]))

    def ae_toughness(self, ch: list[Any]) -> Amount:
        return Amount("toughness", ref=self._whose(_anon(ch)[0]))

    def ae_mana_value(self, ch: list[Any]) -> Amount:
        return Amount("mana_value", ref=self._whose(_anon(ch)[0]))

    def ae_life(self, ch: list[Any]) -> Amount:
        return Amount("life")

    def ae_x(self, ch: list[Any]) -> Amount:
        return Amount("x")

    def ae_counters(self, ch: list[Any]) -> Amount:
        return Amount("counters", name=str(_clean(ch)[0]))

    def ae_that_much(self, ch: list[Any]) -> Amount:
        return Amount("remembered", name="amount")

    def ae_spells_cast(self, ch: list[Any]) -> Amount:
        return Amount("spells_cast_this_turn")

    def ae_opponents(self, ch: list[Any]) -> Amount:
        return Amount("opponents")

    def ae_devotion(self, ch: list[Any]) -> Amount:
        return Amount("devotion", filter=Filter(colors=frozenset({COLOR_LETTER[str(_clean(ch)[0])]})))

    # --- conditions ---

    def cd_control(self, ch: list[Any]) -> Condition:
        c = _clean(ch)
        n, d = (c[0], c[1]) if len(c) == 2 else (1, c[0])
        return Condition("control", n=int(n) if n != "x" else 1, filter=replace(d.filter(), controller="you"))

    cd_control_n = cd_control

    def cd_control_at_most(self, ch: list[Any]) -> Condition:
        n, d = _clean(ch)
        if n == "x":
            raise Unsupported("control x or fewer")
        return Condition("control", n=int(n) + 1, filter=replace(d.filter(), controller="you"), negate=True)

    def cd_control_none(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        return Condition("control_none", filter=replace(d.filter(), controller="you"))

    def cd_opp_controls(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        return Condition("opponent_controls", filter=d.filter())

    def cd_kicked(self, ch: list[Any]) -> Condition:
        return Condition("kicked")

    def cd_hand_at_most(self, ch: list[Any]) -> Condition:
        return Condition("hand_at_most", n=int(_int(_clean(ch)[0])))

    def cd_hand_empty(self, ch: list[Any]) -> Condition:
        return Condition("hand_empty")

    def cd_life_at_least(self, ch: list[Any]) -> Condition:
        return Condition("life_at_least", n=int(str(_clean(ch)[0])))

    def cd_life_at_most(self, ch: list[Any]) -> Condition:
        return Condition("life_at_most", n=int(str(_clean(ch)[0])))

    def cd_threshold(self, ch: list[Any]) -> Condition:
        return Condition("cards_in_graveyard_at_least", n=int(_int(_clean(ch)[0])))

    def cd_your_turn(self, ch: list[Any]) -> Condition:
        return Condition("your_turn")

    def cd_not_your_turn(self, ch: list[Any]) -> Condition:
        return Condition("not_your_turn")

    def cd_creature_died(self, ch: list[Any]) -> Condition:
        return Condition("creature_died_this_turn")

    def cd_another_spell(self, ch: list[Any]) -> Condition:
        return Condition("spells_cast_this_turn_at_least", n=2)

    def cd_counters(self, ch: list[Any]) -> Condition:
        c = _clean(ch)
        return Condition("counters_at_least", n=int(c[0]), name=str(c[1]))

    def cd_attacking(self, ch: list[Any]) -> Condition:
        return Condition("attacking")

    def cd_target_is(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        if self.last_ref is not None and self.last_ref.kind == "it":  # the revealed card (phrases_tplinfo)
            return Condition("target_is", ref=self.last_ref, filter=d.filter(zone="any"))
        if not self.targets:
            raise Unsupported("it's a ... without a target")
        return Condition("target_is", n=self._last(), filter=d.filter())

    def cd_landfall_twice(self, ch: list[Any]) -> Condition:
        return Condition("landfall_count_at_least", n=2)

    # --- references ---

    def o_self(self, ch: list[Any]) -> Ref:
        return Ref("self")

    def o_it(self, ch: list[Any]) -> Ref:
        return self._it()

    def o_attached(self, ch: list[Any]) -> Ref:
        return Ref("enchanted")

    def o_all(self, ch: list[Any]) -> Ref:
        d: Desc = _clean(ch)[0]
        self.last_ref = Ref("all", filter=d.filter())
        return self.last_ref

    def o_exiled(self, ch: list[Any]) -> Ref:
        return Ref("it")

    def t_one(self, ch: list[Any]) -> Ref:
        d: Desc = _clean(ch)[0]
        return self._target(d.filter())

    def t_another(self, ch: list[Any]) -> Ref:
        d: Desc = _clean(ch)[0]
        ref = self._target(replace(d.filter(), other=True))
        if ref.index > 0:
            spec = self.targets[-1]
            self.targets[-1] = replace(spec, different_from=tuple(range(ref.index)))
        return ref

    def t_up_to(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        return self._target(d.filter(), 0, int(n))

    def t_up_to_other(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        return self._target(replace(d.filter(), other=True), 0, int(n))

    def t_exactly(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        k = int(_int(n))
        return self._target(d.filter(), k, k)

    def t_creature_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(any_types=frozenset({"Creature", "Planeswalker"})))

    def t_creature_or_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Creature"}), players=True))

    def t_spell_or_ability(self, ch: list[Any]) -> Ref:
        raise Unsupported("target spell or ability")

    def t_any(self, ch: list[Any]) -> Ref:
        return self._target(ANY_TARGET)

    def t_any_other(self, ch: list[Any]) -> Ref:
        return self._target(replace(ANY_TARGET, other=True))

    def each_creature_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"})))

    def each_nonflyer_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"}), not_keyword="flying"))

    def each_flyer_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"}), keyword="flying"))

    def p_you(self, ch: list[Any]) -> Ref:
        return Ref("you")

    def p_target_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True))

    def p_target_player_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Planeswalker"}), players=True))

    def p_target_opponent(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True, opponents_only=True))

    def p_each(self, ch: list[Any]) -> Ref:
        return Ref("each_player")

    def p_each_opponent(self, ch: list[Any]) -> Ref:
        return Ref("each_opponent")

    def p_that(self, ch: list[Any]) -> Ref:
        if self.targets:
            spec = self.targets[-1]
            if spec.filter.only_players:
                return Ref("target", self._last())
            return Ref("target_controller", self._last())
        if self.kind == "triggered":
            return Ref("triggering_player")
        raise Unsupported("that player")

    def p_controller(self, ch: list[Any]) -> Ref:
        if self.targets:
            return Ref("target_controller", self._last())
        if self.kind == "triggered" and self.trigger_has_object and self.trigger_ref.kind == "triggering":
            return Ref("triggering_controller")  # "whenever a creature attacks enchanted player, its controller"
        raise Unsupported("its controller")

    def p_owner(self, ch: list[Any]) -> Ref:
        if self.targets:
            return Ref("target_owner", self._last())
        raise Unsupported("its owner")

    def p_defending(self, ch: list[Any]) -> Ref:
        return Ref("defending_player")

    def player_subj(self, ch: list[Any]) -> Ref:
        return ch[0]  # type: ignore[no-any-return]

    # --- effects ---

    def damage(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        src = c[0]
        out: list[Effect] = []
        for amount, to in zip(c[1::2], c[2::2], strict=True):
            out += self._damage_to(src, amount, to)
        return out

    def damage_eq(self, ch: list[Any]) -> list[Effect]:
        src, amount, to = _clean(ch)
        return self._damage_to(src, amount, to)

    def divide(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        amount: Amount = c[1]
        if amount.kind not in ("fixed", "x"):  # X is chosen before the division (601.2b, 601.2d)
            raise Unsupported("divided X damage")
        return [DivideDamage(amount, self._last())]

    def divide_evenly(self, ch: list[Any]) -> list[Effect]:
        """"X damage divided evenly, rounded down, among any number of targets" (Fireball): no choice at 601.2d;
        each target gets the total divided by the number of targets."""
        amount: Amount = _clean(ch)[1]
        return [DivideDamage(amount, self._last(), evenly=True)]

    def tm_any_number(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 20))

    def tm_one_two(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 2))

    def tm_one_three(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 3))

    def tm_any_number_desc(self, ch: list[Any]) -> None:
        d: Desc = _clean(ch)[0]
        self.targets.append(TargetSpec(d.filter(), 1, 20))

    def src_self(self, ch: list[Any]) -> Ref:
        return Ref("self")

    def draw(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, _amount(rest[0]))]

    def draw_one(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("draw", who, fixed(1))]

    def draw_for_each(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, Amount("count", filter=rest[0].filter()))]

    def draw_eq(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, rest[0])]

    def each_draw(self, ch: list[Any]) -> list[Effect]:
        return [Simple("draw", Ref("each_player"), _amount(_clean(ch)[0]))]

    def discard(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        n = rest[0] if rest else "x"
        random_ = any("random" in str(c) for c in ch)
        return [Simple("discard", who, _amount(n), (("random", True),) if random_ else ())]

    def prevent_next(self, ch: list[Any]) -> list[Effect]:
        amount, to = _clean(ch)
        if isinstance(to, tuple):
            raise Unsupported("prevent damage to each creature and player")
        return [Simple("prevent_next", to, amount)]

    def prevent_combat_turn(self, ch: list[Any]) -> list[Effect]:
        return [Simple("prevent_combat_this_turn", Ref("you"))]

    def reveal_choose_discard(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        n, d = rest
        return [Simple("discard_chosen", who, _amount(n), (("filter", d.filter(zone="hand")),))]

    def discard_hand(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("discard_hand", who)]

    def gain_life(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("gain_life", who, rest[0])]

    gain_life_eq = gain_life

    def lose_life(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("lose_life", who, rest[0])]

    lose_life_eq = lose_life

    def mill(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("mill", who, _amount(rest[0]))]

    def exile_top(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("exile_top", who, _amount(rest[0]))]

    def sacrifice_choice(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        n, d = rest
        return [Simple("sacrifice", who, _amount(n), (("filter", d.filter()),))]

    def gy_into_library(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("shuffle_zones_into_library", who, params=(("zones", ("graveyard",)),))]

    def hand_gy_into_library(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("shuffle_zones_into_library", who, params=(("zones", ("hand", "graveyard")),))]

    def poison(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("add_poison", who, _amount(rest[0]))]

    def lose_game(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("lose_game", who)]

    def win_game(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("win_game", who)]

    def destroy(self, ch: list[Any]) -> list[Effect]:
        return [Simple("destroy", _clean(ch)[0])]

    def exile(self, ch: list[Any]) -> list[Effect]:
        return [Simple("exile", _clean(ch)[0])]

    def tap(self, ch: list[Any]) -> list[Effect]:
        return [Simple("tap", _clean(ch)[0])]

    def untap(self, ch: list[Any]) -> list[Effect]:
        return [Simple("untap", _clean(ch)[0])]

    def sacrifice_it(self, ch: list[Any]) -> list[Effect]:
        return [Simple("sacrifice", _clean(ch)[0])]

    def pump(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        subject, pt = c[0], c[1]
        kws = c[2] if len(c) > 3 else frozenset()
        duration = c[-1]
        p, t = self._pt(pt)
        return [ModifyPT(subject, p, t, frozenset(kws), duration)]

    def pump_forever(self, ch: list[Any]) -> list[Effect]:
        raise Unsupported("gets +N/+N and gains (permanently)")

    def pump_x(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return [ModifyPT(c[0], Amount("x"), fixed(0), frozenset(), c[-1])]

    def grant(self, ch: list[Any]) -> list[Effect]:
        subject, kws, duration = _clean(ch)
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset(kws), duration)]

    def d_eot(self, ch: list[Any]) -> str:
        return "end_of_turn"

    def d_next_turn(self, ch: list[Any]) -> str:
        return "your_next_turn"

    def kw_list(self, ch: list[Any]) -> frozenset[str]:
        return frozenset(str(c) for c in _clean(ch))

    def kw_item(self, ch: list[Any]) -> str:
        return str(ch[0])

    def counter(self, ch: list[Any]) -> list[Effect]:
        ref: Ref = _clean(ch)[0]
        if ref.kind == "target":
            spec = self.targets[ref.index]
            if spec.filter.zone != "stack":
                raise Unsupported("counter a non-spell")
        return [Simple("counter", ref)]

    def unless_pays(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        effects, who = c[0], c[1]
        return [Optional_(tuple(effects), who, Cost(mana=_mana_of(c[2:])), unless=True)]

    def conditional(self, ch: list[Any]) -> list[Effect]:
        cond, effects = _clean(ch)
        return [Conditional(cond, tuple(effects))]

    def may_pay(self, ch: list[Any]) -> list[Effect]:
        """"You may pay {B}. If you do, ..." (608.2d): the next "if you do" sentence fills `then`."""
        return [Optional_((), cost=Cost(mana=_mana_of(ch)))]

    def may(self, ch: list[Any]) -> list[Effect]:
        effects = tuple(_clean(ch)[0])
        if len(effects) == 1 and isinstance(effects[0], Simple) and effects[0].kind == "wish":
            # "you may reveal ... from outside the game": declining is one of the wish's own answers
            return [replace(effects[0], params=effects[0].params + (("optional", True),))]
        return [Optional_(effects)]

    def for_each(self, ch: list[Any]) -> list[Effect]:
        d, effects = _clean(ch)
        return [ForEach(Ref("all", filter=d.filter()), tuple(effects))]

    def seq(self, ch: list[Any]) -> list[Effect]:
        out: list[Effect] = []
        for c in _clean(ch):
            out += c
        return out

    def create_token(self, ch: list[Any]) -> list[Effect]:
        return [_clean(ch)[0]]

    def token_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        n, size, colors, subs = c[0], c[1], c[2], c[3]
        kws = c[4] if len(c) > 4 else frozenset()
        return self._token(n, size, colors, subs, {"Creature"}, kws)

    def token_creature_tapped(self, ch: list[Any]) -> CreateToken:
        return replace(self.token_creature(ch), tapped=True)

    def token_creature_x(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        size, colors, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token("x", size, colors, subs, {"Creature"}, kws)

    def token_artifact_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        n, size, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token(n, size, [], subs, {"Artifact", "Creature"}, kws)

    def token_named(self, ch: list[Any]) -> CreateToken:
        from kitchentable.cards.language.tokens import named_token

        n = _clean(ch)[0]
        return CreateToken(named_token(_anon(ch)[0]), _amount(n))

    def token_copy(self, ch: list[Any]) -> CreateToken:
        return self._copy_token(_clean(ch)[0], 1, ())  # phrases_copies (707.2)

    def token_types(self, ch: list[Any]) -> list[str]:
        return [SUBTYPE_BY_WORD[str(c)] for c in ch]

    def color_words(self, ch: list[Any]) -> list[str]:
        return [COLOR_LETTER[str(c)] for c in _clean(ch)]

    def token_with(self, ch: list[Any]) -> frozenset[str]:
        c = _clean(ch)
        if c and isinstance(c[0], frozenset):
            return c[0]
        raise Unsupported("token with quoted ability")

    def add_mana(self, ch: list[Any]) -> list[Effect]:
        return [_clean(ch)[0]]

    def mana_fixed(self, ch: list[Any]) -> AddMana:
        cost = _mana("".join(str(t) for t in ch if isinstance(t, Token)))
        symbols: list[str] = []
        for sym, k in cost.colored:
            symbols += [sym] * k
        symbols += ["C"] * cost.generic
        return AddMana(tuple(symbols))

    def mana_choice(self, ch: list[Any]) -> AddMana:
        symbols = tuple(str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA")
        return AddMana(choices=symbols)

    def mana_any(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"))

    def mana_any_n(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"), amount=_amount(_clean(ch)[0]))

    def mana_any_x(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"), amount=Amount("x"))

    def mana_for_each(self, ch: list[Any]) -> AddMana:
        c = _clean(ch)
        sym = str(c[0]).strip("{}").upper()
        return AddMana((sym,), amount=Amount("count", filter=c[1].filter()))

    def mana_equal(self, ch: list[Any]) -> AddMana:
        c = _clean(ch)
        return AddMana((str(c[0]).strip("{}").upper(),), amount=c[1])

    def search(self, ch: list[Any]) -> list[Effect]:
        spec, put = _clean(ch)
        n, flt = spec
        return [Simple("search_library", Ref("you"), fixed(n), (("filter", flt),) + put)]

    def ss_one(self, ch: list[Any]) -> tuple[int, Filter]:
        c = _clean(ch)
        d = c[-1]
        n = c[0] if len(c) == 2 else 1
        return int(n), d.filter(zone="any")

    def ss_up_to(self, ch: list[Any]) -> tuple[int, Filter]:
        n, d = _clean(ch)
        return int(_int(n)), d.filter(zone="any")

    def sp_battlefield(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", False))

    def sp_battlefield_tapped(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", True))

    def sp_hand(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "hand"),)

    def sp_cultivate(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "split"), ("tapped", True))

    def sp_top(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        raise Unsupported("search and put on top")

    def ante_it(self, ch: list[Any]) -> list[Effect]:
        return [Simple("ante", _clean(ch)[0])]

    def ante_top(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("ante_top", who)]

    def ante_to_graveyard(self, ch: list[Any]) -> list[Effect]:
        return [Simple("ante_to_graveyard", Ref("you"))]

    def _wish(self, ch: list[Any], reveal: bool) -> list[Effect]:
        n, d = (c for c in _clean(ch) if not isinstance(c, Token))
        if n != 1:
            raise Unsupported("several cards from outside the game")
        flt = replace(d.filter(), zone="outside", owner="you")
        return [Simple("wish", Ref("you"), params=(("filter", flt), ("reveal", reveal)))]

    def wish_reveal(self, ch: list[Any]) -> list[Effect]:
        return self._wish(ch, True)

    def wish_put(self, ch: list[Any]) -> list[Effect]:
        return self._wish(ch, False)

    def draw_wish(self, ch: list[Any]) -> list[Effect]:
        return [Simple("replace_next_draw_with_wish", Ref("you"))]

    def shuffle_from_outside(self, ch: list[Any]) -> list[Effect]:
        return [Simple("shuffle_from_outside", Ref("you"), fixed(int(_int(_clean(ch)[0]))))]

    def repeat_unless_draw(self, ch: list[Any]) -> Any:
        token, more = _clean(ch)
        if not isinstance(token, CreateToken) or token.token is None or token.amount != fixed(1):
            raise Unsupported("repeat unless draw with something other than one token")
        return ("effects", [Simple("repeat_unless_draw", Ref("you"), fixed(1 + int(_int(more))),
                                   params=(("token", token.token),))])

    def lose_half_life(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        if who.kind != "you":
            raise Unsupported("another player loses half their life")
        return [Simple("lose_life", who, Amount("life", half_round_up=True))]

    def investigate(self, ch: list[Any]) -> list[Effect]:
        """701.36a: investigate means create a Clue token."""
        from kitchentable.cards.language.tokens import named_token

        return [CreateToken(named_token("clue"), fixed(1))]

    def proliferate(self, ch: list[Any]) -> list[Effect]:
        return [Simple("proliferate", Ref("you"))]

    def extra_turn(self, ch: list[Any]) -> list[Effect]:
        return [Simple("extra_turn", Ref("you"))]

    def fight(self, ch: list[Any]) -> list[Effect]:
        a, b = _clean(ch)
        return [Simple("fight", a, params=(("other", b),))]

    def look_pick(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        n, k, rest = c[0], c[1], c[2]
        return [Simple("look_and_pick", Ref("you"), _amount(n), (("pick", int(k)), ("rest", rest)))]

    def look_top_bottom(self, ch: list[Any]) -> list[Effect]:
        """The older wording of scry 1 (701.22a): the same choice, but not the keyword action "scry"."""
        return [Simple("scry", Ref("you"), fixed(1), (("keyword_action", False),))]

    def look_top_graveyard(self, ch: list[Any]) -> list[Effect]:
        """The older wording of surveil 1 (701.46a), without the keyword action."""
        return [Simple("surveil", Ref("you"), fixed(1), (("keyword_action", False),))]

    def rest_bottom(self, ch: list[Any]) -> str:
        return "bottom"

    def rest_graveyard(self, ch: list[Any]) -> str:
        return "graveyard"

    def return_bf(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        under_you = c[1] if len(c) > 1 else True
        return [Simple("return_to_battlefield", c[0], params=(("under_you", under_you),))]

    def return_self_from_gy(self, ch: list[Any]) -> list[Effect]:
        self.from_graveyard = True
        return [Simple("return_to_battlefield", Ref("self"), params=(("under_you", True),))]

    def uo_owner(self, ch: list[Any]) -> bool:
        return False

    def uo_you(self, ch: list[Any]) -> bool:
        return True

    def bounce(self, ch: list[Any]) -> list[Effect]:
        return [Simple("bounce", _clean(ch)[0])]

    def bounce_choice(self, ch: list[Any]) -> list[Effect]:
        d = _clean(ch)[0]
        return [Simple("bounce_choice", Ref("you"), fixed(1), (("filter", d.filter()),))]

    def gain_control(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        duration = c[1] if len(c) > 1 else "permanent"
        return [Simple("gain_control", c[0], params=(("duration", duration),))]

    def shuffle_into(self, ch: list[Any]) -> list[Effect]:
        return [Simple("shuffle_into_library", _clean(ch)[0])]

    def to_library_top(self, ch: list[Any]) -> list[Effect]:
        return [Simple("put_on_library_top", _clean(ch)[0])]

    def to_library_bottom(self, ch: list[Any]) -> list[Effect]:
        return [Simple("put_on_library_bottom", _clean(ch)[0])]

    def put_counters(self, ch: list[Any]) -> list[Effect]:
        n, kind, ref = _clean(ch)
        return [Simple("add_counters", ref, _amount(n), (("counter", str(kind)),))]

    def put_x_counters(self, ch: list[Any]) -> list[Effect]:
        kind, ref = _clean(ch)
        return [Simple("add_counters", ref, Amount("x"), (("counter", str(kind)),))]

    def remove_counters(self, ch: list[Any]) -> list[Effect]:
        n, kind, ref = _clean(ch)
        return [Simple("remove_counters", ref, _amount(n), (("counter", str(kind)),))]

    def scry(self, ch: list[Any]) -> list[Effect]:
        return [Simple("scry", Ref("you"), _amount(_clean(ch)[0]))]

    def surveil(self, ch: list[Any]) -> list[Effect]:
        return [Simple("surveil", Ref("you"), _amount(_clean(ch)[0]))]

    def regenerate(self, ch: list[Any]) -> list[Effect]:
        return [Simple("regenerate", _clean(ch)[0])]

    def copy_spell(self, ch: list[Any]) -> list[Effect]:
        return self.copy_spell_n(ch)  # built by phrases_tplinfo (707.10)

    # --- sentences ---

    def sentence(self, ch: list[Any]) -> Any:
        return ("effects", _clean(ch)[0])

    def if_you_do(self, ch: list[Any]) -> Any:
        return ("if_you_do", _clean(ch)[0])

    def otherwise(self, ch: list[Any]) -> Any:
        return ("otherwise", _clean(ch)[0])

    def grant_flashback(self, ch: list[Any]) -> Any:
        """702.34a granted by a resolving spell (Past in Flames): locked to the cards it names now (611.2c)."""
        c = _clean(ch)
        subject: Ref = c[0]
        if subject.kind != "all" or subject.filter is None or subject.filter.zone != "graveyard":
            raise Unsupported("flashback granted to something other than cards in a graveyard")
        ab = StaticAbility("grant_flashback", subject.filter, params=(("cost", "mana_cost"),))
        return ("effects", [ApplyContinuous(ab, subject, duration=c[-1])])

    def no_regen(self, ch: list[Any]) -> Any:
        return ("no_regen",)

    def counters_one_other(self, ch: list[Any]) -> Any:
        """"Put a deathtouch counter on one of them. Put a menace counter on the other." (Call of the
        Death-Dweller): the controller chooses as it resolves, among what the last effect returned."""
        first, second = (str(c) for c in _clean(ch))
        return ("effects", [Simple("counters_split", Ref("remembered"), params=(("counters", (first, second)),))])

    def ante_exchange(self, ch: list[Any]) -> Any:
        ref = self._target(Filter(zone="ante"), label="card in the ante")
        return ("effects", [Simple("ante_exchange_library_top", ref)])

    def ante_for_life(self, ch: list[Any]) -> Any:
        life = int(str(_clean(ch)[0]))
        it = Ref("it")
        return ("effects", [ForEach(Ref("each_player"), (
            Optional_((Simple("ante_top", it, params=(("then_life", life),)),), chooser=it),))])

    def ante_or_exchange(self, ch: list[Any]) -> Any:
        ref = [c for c in _clean(ch) if isinstance(c, Ref)][0]
        return ("effects", [Simple("ante_or_exchange_ownership", ref)])

    def create_instead(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("create_instead", c[0], c[1])

    def damage_instead(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("instead", c[0], c[2])

    def effects(self, ch: list[Any]) -> tuple[Effect, ...]:
        out: list[Effect] = []
        for tag, *rest in _clean(ch):
            if tag == "effects":
                out += rest[0]
            elif tag == "if_you_do" and out and isinstance(out[-1], Simple) and out[-1].kind == "ante":
                out += rest[0]
            elif tag == "if_you_do" and out and isinstance(out[-1], Conditional) and not out[-1].otherwise \
                    and out[-1].then and isinstance(out[-1].then[-1], Optional_) and not out[-1].then[-1].unless:
                # "If you control a Raccoon, you may discard a card. If you do, draw a card." (608.2c-d)
                inner = out[-1].then[-1]
                out[-1] = replace(out[-1], then=out[-1].then[:-1] + (replace(inner, then=inner.then + tuple(rest[0])),))
            elif tag == "if_you_do" and out and self.done_key(out[-1]) is not None:
                # "Sacrifice a creature. If you do, ..." (609.3; phrases_mana)
                out.append(Conditional(Condition("done", name=str(self.done_key(out[-1]))), tuple(rest[0])))
            elif tag == "if_you_do":
                if not out or not isinstance(out[-1], Optional_) or out[-1].unless:
                    raise Unsupported("if you do without a preceding 'you may'")
                prev = out[-1]
                out[-1] = replace(prev, then=prev.then + tuple(rest[0]))
                if self.x_is_target_mana_value and prev.cost is not None and prev.cost.mana is not None \
                        and prev.cost.mana.x and self.targets:
                    out[-1] = replace(out[-1], x=Amount("mana_value", ref=Ref("target", self._last())))
            elif tag == "otherwise":
                if not out or not isinstance(out[-1], Conditional):
                    raise Unsupported("otherwise without a preceding 'if'")
                out[-1] = replace(out[-1], otherwise=tuple(rest[0]))
            elif tag == "instead":
                cond, amount = rest
                if not out or not isinstance(out[-1], DealDamage):
                    raise Unsupported("deals damage instead without a preceding damage")
                prev = out[-1]
                out[-1] = Conditional(cond, (replace(prev, amount=amount),), (prev,))
            elif tag == "create_instead":
                cond, token = rest
                if not out or not isinstance(out[-1], CreateToken):
                    raise Unsupported("create instead without a preceding token")
                out[-1] = Conditional(cond, (token,), (out[-1],))
            elif tag == "no_regen":
                out[-1] = _no_regenerate(out[-1] if out else None)
        return tuple(out)

    def spell_text(self, ch: list[Any]) -> Any:
        return ("spell", ch[0])

    # --- costs ---

    def costs(self, ch: list[Any]) -> Cost:
        cost = Cost()
        for part in _clean(ch):
            cost = part(cost)
        return cost

    def c_tap(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, tap=True)

    def c_untap(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, untap=True)

    def c_mana(self, ch: list[Any]) -> Any:
        m = _mana_of(ch)
        return lambda c: replace(c, mana=m)

    def c_loyalty(self, ch: list[Any]) -> Any:
        s = str(ch[0])
        if s == "0":
            return lambda c: replace(c, add_counters=("loyalty", 0))
        if s[1:] == "x":
            raise Unsupported("loyalty cost X")
        n = int(s)
        if n >= 0:
            return lambda c: replace(c, add_counters=("loyalty", n))
        return lambda c: replace(c, remove_counters=("loyalty", -n))

    def c_sac_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, sacrifice_self=True)

    def c_sac(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = replace(d.filter(), controller="you")
        if n == "x":  # "sacrifice X creatures" (rules.cost_parts)
            return lambda c: replace(c, sacrifice=flt, sacrifice_count=0, per_x="sacrifice")
        return lambda c: replace(c, sacrifice=flt, sacrifice_count=int(n))

    def c_discard_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, discard_self=True)

    def c_discard(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = d.filter(zone="hand")
        if n == "x":  # "discard X cards" (rules.cost_parts)
            return lambda c: replace(c, discard=flt, discard_count=0, per_x="discard")
        return lambda c: replace(c, discard=flt, discard_count=int(n))

    def c_life(self, ch: list[Any]) -> Any:
        n = int(str(_clean(ch)[0]))
        return lambda c: replace(c, life=c.life + n)

    def c_exile_self(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, exile_self=True)

    def c_exile_card(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = d.filter()
        if flt.zone not in ("graveyard", "hand"):
            raise Unsupported("exile a permanent as a cost")
        if n == "x":  # "exile X cards from your graveyard" (rules.cost_parts)
            return lambda c: replace(c, exile_from_graveyard=flt, exile_count=0, per_x="exile")
        return lambda c: replace(c, exile_from_graveyard=flt, exile_count=int(n))

    def c_remove(self, ch: list[Any]) -> Any:
        n, kind = _clean(ch)
        if n == "x":  # "remove X storage counters": X chosen as it is activated (rules.storage)
            return lambda c: replace(c, remove_any=str(kind))
        return lambda c: replace(c, remove_counters=(str(kind), int(n)))

    def c_tap_untapped(self, ch: list[Any]) -> Any:
        n, d = _clean(ch)
        flt = replace(d.filter(), controller="you", tapped=False)
        return lambda c: replace(c, tap_untapped=flt, tap_count=int(n))

    def r_sorcery(self, ch: list[Any]) -> str:
        return "sorcery"

    def r_once(self, ch: list[Any]) -> str:
        return "once"

    def r_if(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", _clean(ch)[0])

    def r_sorcery_if(self, ch: list[Any]) -> list[Any]:
        return ["sorcery", ("if", _clean(ch)[0])]

    def r_your_turn(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_turn"))

    def r_your_upkeep(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_step", name="upkeep"))

    def activated(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        cost, effects = c[0], c[1]
        restrictions: list[Any] = []
        for r in c[2:]:
            restrictions += r if isinstance(r, list) else [r]
        conditions = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "if"]
        limits = [r[1] for r in restrictions if isinstance(r, tuple) and r[0] == "max"]
        if len(conditions) > 1:
            raise Unsupported("two activation conditions")
        loyalty = bool(cost.add_counters[0] == "loyalty" or cost.remove_counters[0] == "loyalty")
        # 605.1a: adding mana makes it a mana ability even with "You gain 1 life." beside (Pristine Talisman)
        is_mana = any(isinstance(e, AddMana) for e in effects) and not self.targets and all(
            isinstance(e, AddMana) or (isinstance(e, Simple) and e.kind == "gain_life" and e.subject.kind == "you"
                                       and e.amount.kind == "fixed") for e in effects)
        if limits and is_mana:
            raise Unsupported("a mana ability with an activation limit")
        if cost.per_x and not (cost.mana is not None and cost.mana.x):
            raise Unsupported("a cost counting X in an ability without {X}")
        if cost.remove_any and not (is_mana and len(effects) == 1 and isinstance(effects[0], AddMana)
                                    and effects[0].amount.kind == "x"):
            raise Unsupported("remove X counters as a cost of anything but adding X mana")
        return ("activated", ActivatedAbility(
            cost, Modal((Mode(effects, tuple(self.targets)),)), is_mana=is_mana,
            sorcery_speed="sorcery" in restrictions, once_per_turn="once" in restrictions, loyalty=loyalty,
            max_per_turn=limits[0] if limits else 0,
            zone="graveyard" if self.from_graveyard else "battlefield",
            condition=conditions[0] if conditions else None, any_player="any_player" in restrictions))

    def addcost(self, ch: list[Any]) -> Any:
        return ("addcost", _clean(ch)[0])

    def altcost(self, ch: list[Any]) -> Any:
        if _clean(ch)[0].per_x:
            raise Unsupported("an alternative cost counting X")
        return ("altcost", AlternativeCost(_clean(ch)[0]))

    def altcost_if(self, ch: list[Any]) -> Any:
        """"If you control a Plains, you may ... rather than pay ~'s mana cost" (118.9, checked at 601.2b)."""
        c = _clean(ch)
        return ("altcost", AlternativeCost(c[1], condition=c[0]))

    # --- triggers ---

    def object_desc(self, ch: list[Any]) -> Filter:
        c = _clean(ch)
        return c[-1].filter()  # type: ignore[no-any-return]

    def enters(self, ch: list[Any]) -> bool:
        return bool(_clean(ch))

    def under_you(self, ch: list[Any]) -> bool:
        return True

    def t_self_enters(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("enters")

    def t_enters(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        return self._trig("enters", flt)

    def t_self_dies(self, ch: list[Any]) -> TriggerSpec:
        self.self_moved = True
        return self._trig("dies")

    def t_dies(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("dies", self._odesc(ch))

    def t_self_leaves(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("leaves")

    def t_self_attacks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("attacks")

    def t_attacks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("attacks", self._odesc(ch))

    def t_self_blocks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("blocks")

    def t_self_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("becomes_blocked")

    def t_self_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_combat_damage_to_player")

    def t_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_combat_damage_to_player", self._odesc(ch))

    def t_self_deals_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("deals_damage")

    def t_self_dealt_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("dealt_damage")

    def t_self_or_dies(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("dies", replace(self._odesc(ch), other=False))

    def wp_you(self, ch: list[Any]) -> str:
        return "you"

    def wp_opponent(self, ch: list[Any]) -> str:
        return "opponent"

    def wp_each(self, ch: list[Any]) -> str:
        return "each"

    def t_cast(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        whose, flt = c[0], c[1]
        self.trigger_has_object = True  # "copy that spell", "copy it": the spell cast (603.2, 707.10)
        return TriggerSpec("cast", flt, whose)

    def so_you(self, ch: list[Any]) -> str:
        return "you"

    def so_each(self, ch: list[Any]) -> str:
        return "each"

    def so_opponent(self, ch: list[Any]) -> str:
        return "opponent"

    def t_step(self, ch: list[Any]) -> TriggerSpec:
        whose, step = _clean(ch)
        event = {"upkeep": "upkeep", "draw step": "draw_step", "end step": "end_step",
                 "combat on your turn": "combat_begin", "precombat main phase": "first_main"}[str(step)]
        return TriggerSpec(event, None, whose)

    def t_gain_life(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("gain_life", None, _clean(ch)[0])

    def t_draw(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("draw", None, _clean(ch)[0])

    def t_discard(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("discard", None, _clean(ch)[0])

    def t_landfall(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("landfall")

    def t_targeted(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target")

    def t_targeted_any(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("becomes_target", whose="each")

    def t_cycle(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("cycled")

    def t_sacrificed(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you sacrifice a Clue": only a permanent's controller can sacrifice it (701.17a)."""
        return self._trig("sacrificed", replace(self._odesc(ch), controller="you"))

    def t_self_to_gy(self, ch: list[Any]) -> TriggerSpec:
        raise Unsupported("put into a graveyard from anywhere")

    def t_self_to_gy_from_bf(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("put_into_graveyard_from_battlefield")

    def t_self_milled(self, ch: list[Any]) -> TriggerSpec:
        raise Unsupported("put into your graveyard from your library")

    def triggered(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        spec: TriggerSpec = c[0]
        cond = c[1] if len(c) == 3 else None
        effects = c[-1]
        if self.during_your_turn:  # "whenever you gain life during your turn" (phrases_reflex)
            if cond is not None:
                raise Unsupported("during your turn with an intervening if")
            cond = Condition("your_turn")
        if spec.event in ("put_into_graveyard_from_battlefield", "cycled") or self.from_graveyard:
            # these trigger from the graveyard; so does one that returns ~ from there (113.6m)
            return ("triggered", TriggeredAbility(spec, Modal((Mode(effects, tuple(self.targets)),)), cond,
                                                  zone="graveyard"))
        return ("triggered", TriggeredAbility(spec, Modal((Mode(effects, tuple(self.targets)),)), cond))

    # --- statics ---

    def gs_all(self, ch: list[Any]) -> Filter:
        return _clean(ch)[0].filter()  # type: ignore[no-any-return]

    def gs_pair(self, ch: list[Any]) -> tuple[Filter, Filter]:
        a, b = _clean(ch)
        return a, b

    def s_anthem(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        if isinstance(c[0], tuple):
            return ("statics", tuple(self.s_anthem([f, *c[1:]])[1] for f in c[0]))
        flt = self._group(c[0])
        p, t = self._pt(c[1])
        kws = c[2] if len(c) > 2 else frozenset()
        if p.kind != "fixed" or t.kind != "fixed":
            return ("static", x_anthem(flt, p, t, kws))  # "gets +X/+X, where X is ..." (phrases_cov)
        return ("static", StaticAbility("anthem", flt, p.value, t.value, keywords=kws))

    def s_grant(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("static", StaticAbility("add_keywords", self._group(c[0]), keywords=c[1]))

    def s_anthem_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, ab = self.s_anthem(rest)
        return ("static", replace(ab, condition=cond))

    def s_grant_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, ab = self.s_grant(rest)
        return ("static", replace(ab, condition=cond))

    def s_enters_tapped(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("enters_tapped"))

    def s_enters_tapped_unless(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("enters_tapped", condition=_clean(ch)[0]))

    def s_enters_counters(self, ch: list[Any]) -> Any:
        n, kind = _clean(ch)
        return ("static", StaticAbility("enters_with_counters", amount=_amount(n), params=(("counter", str(kind)),)))

    def s_enters_counters_each(self, ch: list[Any]) -> Any:
        """614.1c: "enters with a +1/+1 counter on it for each ..." — one replacement per counted description,
        each counted as the permanent enters (so "other" leaves the permanent itself out)."""
        c = _clean(ch)
        n, kind, descs = c[0], str(c[1]), c[2:]
        if n != 1:
            raise Unsupported("enters with N counters for each")
        return ("statics", tuple(
            StaticAbility("enters_with_counters", amount=Amount("count", filter=d.filter()),
                          params=(("counter", kind),)) for d in descs))

    def s_enters_x_counters(self, ch: list[Any]) -> Any:
        raise Unsupported("enters with X counters")

    def _spell_group(self, ch: list[Any]) -> tuple[Filter | None, str]:
        return _clean(ch)[0]  # type: ignore[no-any-return]

    def sg_you(self, ch: list[Any]) -> tuple[Filter | None, str]:
        return _clean(ch)[0], "you"

    def sg_any(self, ch: list[Any]) -> tuple[Filter | None, str]:
        return _clean(ch)[0], "any"

    def sg_opponents(self, ch: list[Any]) -> tuple[Filter | None, str]:
        return _clean(ch)[0], "opponent"

    def s_cost_more(self, ch: list[Any]) -> Any:
        (flt, whose), *_ = _clean(ch)
        m = _mana_of(ch)
        if m.hybrid or m.phyrexian or m.x:
            raise Unsupported("cost increase with hybrid, Phyrexian or X symbols")
        return ("static", StaticAbility("cost_increase", flt, power=m.generic, mana=m if m.colored else None,
                                        params=(("whose", whose),)))

    def s_cost_less(self, ch: list[Any]) -> Any:
        (flt, whose), *_ = _clean(ch)
        m = _mana_of(ch)
        if m.colored:
            raise Unsupported("colored cost reduction")
        return ("static", StaticAbility("cost_reduction", flt, power=m.generic, params=(("whose", whose),)))

    def s_self_cost_less_each(self, ch: list[Any]) -> Any:
        """"~ costs {1} less to cast for each creature card in your graveyard" (601.2f): the spell's own
        reduction, counted as its total cost is worked out (and for the legal-action pre-check from hand)."""
        d = [c for c in _clean(ch) if hasattr(c, "filter")][0]
        return ("static", StaticAbility("self_cost_reduction", amount=Amount("count", filter=d.filter()),
                                        mana=_mana_of(ch)))

    def s_must_attack(self, ch: list[Any]) -> Any:
        """508.1d: a requirement the attack declaration must obey (read by name in rules.combat)."""
        return self._restriction(ch, "attacks each combat if able")

    def s_cant_block(self, ch: list[Any]) -> Any:
        return self._restriction(ch, "can't block")

    def s_cant_attack(self, ch: list[Any]) -> Any:
        return self._restriction(ch, "can't attack")

    def s_cant_attack_block(self, ch: list[Any]) -> Any:
        return self._restriction(ch, "can't attack", "can't block")

    def s_unblockable(self, ch: list[Any]) -> Any:
        return self._restriction(ch, "can't be blocked")

    def s_block_only_fliers(self, ch: list[Any]) -> Any:
        return self._kw("can block only creatures with flying")

    def s_uncounterable(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("uncounterable"))

    def s_uncounterable_unpreventable_x(self, ch: list[Any]) -> Any:
        """Banefire: both abilities function on the stack (113.6g) while X is at least N."""
        cond = Condition("x_at_least", n=int(str(_clean(ch)[0])))
        return ("statics", (StaticAbility("uncounterable", condition=cond),
                            StaticAbility("damage_unpreventable", condition=cond)))

    def s_cost_per_extra_target(self, ch: list[Any]) -> Any:
        m = _mana_of(ch)
        if m.hybrid or m.phyrexian or m.x:
            raise Unsupported("cost increase per target with hybrid, Phyrexian or X symbols")
        return ("static", StaticAbility("cost_increase_per_extra_target", power=m.generic, mana=m))

    def s_cda(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("set_base_pt_cda", amount=_clean(ch)[0]))

    def s_cda_power(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("set_base_pt_cda", amount=_clean(ch)[0], params=(("toughness", False),)))

    def s_no_max_hand(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("no_max_hand_size"))  # 402.2; read by the cleanup step (514.1)

    def s_land_type(self, ch: list[Any]) -> Any:
        sub = SUBTYPE_BY_WORD[str(_clean(ch)[0])]
        return ("static", StaticAbility("land_type", Filter(types=frozenset({"Land"})),
                                        subtypes=frozenset({sub})))

    def s_humility(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        flt = self._group(c[0])
        p, t = (int(v) for v in str(c[1]).split("/"))
        return ("statics", (StaticAbility("lose_abilities", flt), StaticAbility("set_pt", flt, p, t)))

    def s_opalescence(self, ch: list[Any]) -> Any:
        flt = Filter(types=frozenset({"Enchantment"}), other=True, not_subtypes=frozenset({"Aura"}))
        return ("static", StaticAbility("becomes_creature", flt, params=(("from_mana_value", True),)))

    def s_prevent(self, ch: list[Any]) -> Any:
        flt = self._group(_clean(ch)[0])
        return ("static", StaticAbility("prevent_damage", flt))

    def s_prevent_combat(self, ch: list[Any]) -> Any:
        flt = self._group(_clean(ch)[0])
        return ("static", StaticAbility("prevent_damage", flt, params=(("combat_only", True),)))

    def s_prevent_remove_counter(self, ch: list[Any]) -> Any:
        """615.1a with an added effect (Unbreathing Horde): prevent the damage, remove one counter."""
        kind = str(_clean(ch)[0])
        return ("static", StaticAbility("prevent_damage", None, params=(("remove_counter", kind),)))

    def s_exile_instead(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("replacement", None, params=(("event", "dies"), ("to", "exile"))))

    def s_damage_as_counters(self, ch: list[Any]) -> Any:
        """614.1a (Soul-Scar Mage): noncombat damage from your sources to those permanents becomes counters."""
        flt, kind = (c for c in _clean(ch) if isinstance(c, (Filter, Token)))
        return ("static", StaticAbility("damage_as_counters", flt, params=(("counter", str(kind)),
                                                                          ("noncombat", True))))

    def s_rest_in_peace(self, ch: list[Any]) -> Any:
        raise Unsupported("exile from anywhere instead")

    def s_no_untap(self, ch: list[Any]) -> Any:
        """502.3: the untap step skips a permanent with "doesn't untap" (read by name in rules.turns)."""
        return self._restriction(ch, "doesn't untap")

    def s_may_not_untap(self, ch: list[Any]) -> Any:
        """502.3: the active player decides whether this permanent untaps (read by name in rules.turns)."""
        return self._kw("may choose not to untap")

    def s_ante(self, ch: list[Any]) -> Any:
        return ("flag", "ante")

    def s_cast_from_gy(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("static", StaticAbility("cast_from_graveyard", condition=c[0] if c else None))

    def s_extra_land(self, ch: list[Any]) -> Any:
        raise Unsupported("additional land")

    def s_flash(self, ch: list[Any]) -> Any:
        return self._kw("flash")


def _no_regenerate(effect: Effect | None) -> Effect:
    """"They can't be regenerated" (701.15) marks the destroy before it, also inside "destroy ... unless"."""
    if isinstance(effect, Simple) and effect.kind == "destroy":
        return replace(effect, params=effect.params + (("no_regenerate", True),))
    if isinstance(effect, Conditional) and len(effect.then) == 1:
        return replace(effect, then=(_no_regenerate(effect.then[0]),))
    raise Unsupported("can't be regenerated without a destroy")


# --- keyword lines ----------------------------------------------------------------------------------------------


def expand_keyword(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """If `text` is one keyword, record it in `parts` and return True (702)."""
    found = match_keyword(text)
    if found is None:
        return False
    kw, m = found
    if kw.named:
        parts.keywords.add(text)
        if kw.name == "devoid":
            parts.colorless = True
        return True
    if kw.name in FACE_KEYWORDS:
        expand_face_keyword(kw.name, m, parts)
        return True
    if kw.name in KWTHREE_KEYWORDS:
        return expand_kwthree_keyword(kw, parts)
    if kw.name in COV_KEYWORDS:
        found = m.groupdict().get("cost")
        return expand_cov_keyword(kw.name, _mana(found) if found else None, parts)
    if kw.name in MODERN_KEYWORDS:
        return expand_modern_keyword(kw, m, parts)
    if kw.name in SETMECH_KEYWORDS:
        found_cost = m.groupdict().get("cost")
        return expand_setmech_keyword(kw, m, parts, _mana(found_cost) if found_cost else None)
    if kw.name in COPIES_KEYWORDS:
        found_cost = m.groupdict().get("cost")
        return expand_copies_keyword(kw, m, parts, _mana(found_cost) if found_cost else None)
    if kw.name in T2017_KEYWORDS:
        return expand_t2017_keyword(kw.name, parts, card_types)
    if kw.name in LEVELS_KEYWORDS:
        return expand_levels_keyword(kw.name, parts)
    if kw.name in RECENT_KEYWORDS:
        found_cost = m.groupdict().get("cost")
        return expand_recent_keyword(kw, parts, _mana(found_cost) if found_cost else None, card_types)
    if kw.name in STATICS_KEYWORDS:
        return expand_statics_keyword(kw.name, m, parts)
    if kw.name in PERMANENT_KEYWORDS:
        found_cost = m.groupdict().get("cost")
        return expand_permanent_keyword(kw, m, parts, _mana(found_cost) if found_cost else None)
    cost = _mana(m.group("cost")) if "cost" in m.groupdict() else None
    if kw.template:
        n = m.groupdict().get("n")
        b = Builder("triggered")
        tag, ability = b.transform(parse(kw.template.replace("{n}", n or "")))
        label = kw.name.capitalize() + (f" {n}" if n else "")
        if tag != "triggered":
            raise Unsupported(text)
        parts.triggered.append(replace(ability, text=label))
    elif kw.name == "typecycling":
        assert cost is not None
        b = Builder("activated")
        search = b.transform(parse(f"search your library for a {m.group('what')} card, reveal it, put it into "
                                   "your hand, then shuffle."))
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, discard_self=True), Modal((Mode(search[1]),)), zone="hand",
            text=f"{m.group('what').capitalize()}cycling {cost}"))
    elif kw.name == "cycling":
        assert cost is not None
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, discard_self=True), Modal((Mode((Simple("draw", Ref("you"), fixed(1)),)),)),
            zone="hand", text=f"Cycling {cost}"))
    elif kw.name == "equip":
        assert cost is not None
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost),
            Modal((Mode((Simple("attach", Ref("target", 0)),),
                        (TargetSpec(Filter(types=frozenset({"Creature"}), controller="you")),)),)),
            sorcery_speed=True, text=f"Equip {cost}"))
    elif kw.name in kwcast.NAMES:
        kwcast.expand(kw, m, cost, parts)
    elif kw.name in ("kicker", "buyback", "entwine"):
        assert cost is not None
        if parts.optional:  # the kernel pays a card's optional costs together (one "kicked" choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(Cost(mana=cost), kw.name))
    elif kw.name == "flashback":
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "flashback", flashback=True))
    elif kw.name == "prowess":
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("cast", Filter(zone="stack", not_types=frozenset({"Creature"})), "you"),
            Modal((Mode((ModifyPT(Ref("self"), fixed(1), fixed(1)),)),)), text="Prowess"))
    elif kw.name == "ward":
        assert cost is not None
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("becomes_target"),
            Modal((Mode((Optional_((Simple("counter", Ref("triggering_source")),),
                                   Ref("triggering_source_controller"), Cost(mana=cost), unless=True),)),)),
            text=f"Ward {cost}"))
    elif kw.name == "hideaway":
        n = int(m.group("n"))
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("enters"), Modal((Mode((Simple("hideaway", Ref("you"), fixed(n)),)),)),
            text=f"Hideaway {n}"))
    elif kw.name == "enchant":
        parts.enchant = _enchant_filter(m.group("what"))
    elif kw.name == "bushido":
        n = int(m.group("n"))
        pump = Modal((Mode((ModifyPT(Ref("self"), fixed(n), fixed(n)),)),))
        parts.triggered += [TriggeredAbility(TriggerSpec("blocks"), pump, text=f"Bushido {n}"),
                            TriggeredAbility(TriggerSpec("becomes_blocked"), pump, text=f"Bushido {n}")]
    elif kw.name == "exalted":
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("attacks_alone", Filter(types=frozenset({"Creature"}), controller="you")),
            Modal((Mode((ModifyPT(Ref("triggering"), fixed(1), fixed(1)),)),)), text="Exalted"))
    elif kw.name == "flanking":
        parts.keywords.add("flanking")  # 702.25b: blockers with flanking are exempt, so others must see it
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("blocked_by", Filter(types=frozenset({"Creature"}), not_keyword="flanking")),
            Modal((Mode((ModifyPT(Ref("triggering"), fixed(-1), fixed(-1)),)),)), text="Flanking"))
    else:
        return False
    return True


def _enchant_filter(what: str) -> Filter:
    if what in ("player", "opponent"):  # 702.5d, 303.4: an Aura that enchants a player (the Curses)
        return Filter(only_players=True, opponents_only=what == "opponent")
    b = Builder("static")
    tree = parse(f"destroy target {what}.")
    b.transform(tree)
    return b.targets[0].filter


# --- modal blocks ---------------------------------------------------------------------------------------------------

_CHOOSE = re.compile(r"^choose (one|two|three|four|one or both|one or more|any number|up to one|up to two|up to three"
                     r"|one that hasn't been chosen) —$")


def _modal(head: str, bullets: list[str], kind: str) -> Modal:
    m = _CHOOSE.match(head)
    if m is None:
        raise Unsupported(head)
    word = m.group(1)
    lo, hi = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
              "one or more": (1, len(bullets)), "any number": (0, len(bullets)),
              "four": (4, 4), "up to one": (0, 1), "up to two": (0, 2), "up to three": (0, 3),  # 700.2 (reflex)
              "one that hasn't been chosen": (1, 1)}[word]
    modes: list[Mode] = []
    offset = 0
    for text in bullets:
        b = Builder(kind)
        b.offset = offset
        result = b.transform(parse(text))
        if not (isinstance(result, tuple) and result[0] == "spell"):
            raise Unsupported(text)
        modes.append(Mode(result[1], tuple(b.targets), text=text))
        offset += len(b.targets)
    if word == "one that hasn't been chosen" and kind == "spell":
        raise Unsupported(head)  # a spell is a new object each time: only permanents' abilities remember
    return Modal(tuple(modes), lo, hi, once_each=word == "one that hasn't been chosen")


# --- compiling a card -------------------------------------------------------------------------------------------------



def compile_ability(text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """Compile one normalised ability paragraph into `parts`. Raises `Unsupported` or `LarkError`."""
    if (text.startswith(("partner with ", "+ {", *CASE_PREFIX)) or "each player votes for " in text) and \
            compile_recent_line(text, parts, card_types):
        return  # 702.124f, 702.172a (phrases_recent)
    if ". when you do, " in text and "\n" not in text and compile_reflexive(text, parts, card_types, compile_ability):
        return  # 603.12 (phrases_reflex)
    if " spend this mana only to cast " in text and compile_spend_only(text, parts, card_types, compile_ability):
        return  # 106.6 (phrases_reflex)
    where = WHERE_X.search(text)
    if where is not None and not where_x_in_context(where):  # "..., where X is <amount>." (107.3c; phrases_cov)
        compile_where_x(text, where, parts, card_types)
        return
    if "\n" in text:
        head, *bullets = text.split("\n")
        kind = "spell" if card_types & {"Instant", "Sorcery"} else "triggered"
        if head.endswith("—") and ":" not in head and not head.startswith(("when", "whenever", "at ")):
            if not card_types & {"Instant", "Sorcery"}:
                raise Unsupported(head)
            if parts.spell or parts.spell_modal:
                raise Unsupported("a second spell paragraph after a modal one")
            parts.spell_modal = _modal(head, bullets, "spell")
            return
        prefix, _, choose = head.rpartition(", ") if ", choose" in head else head.rpartition(": ")
        if choose.startswith("choose"):
            modal = _modal(choose, bullets, kind)
            placeholder = prefix + (", draw a card." if ", choose" in head else ": draw a card.")
            b = Builder("triggered" if ", choose" in head else "activated")
            tag, ab = b.transform(parse(placeholder))
            if tag == "triggered":
                parts.triggered.append(replace(ab, effect=modal, text=text))
            elif tag == "activated":
                parts.activated.append(replace(ab, effect=modal, text=text))
            else:
                raise Unsupported(head)
            return
        raise Unsupported(head)
    if "—" in text and (kwcast.costed_keyword(text, parts) or setmech_costed(text, parts)):
        return
    if text.startswith(("hexproof from ", "protection from ")) and "," in text:
        whole = match_keyword(text.rstrip("."))  # "hexproof from artifacts, creatures, and enchantments" (statics)
        if whole is not None and whole[0].name in STATICS_KEYWORDS:
            expand_statics_keyword(whole[0].name, whole[1], parts)
            return
    pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
    if all(match_keyword(p) is not None for p in pieces if p):
        for p in pieces:
            if p and not expand_keyword(p, parts, card_types):
                raise Unsupported(p)
        return
    b = Builder("spell")
    tree = parse(text)
    if _starts_trigger(tree):
        b.kind = "triggered"
    result = b.transform(tree)
    tag, value = result
    if "mana value x or less" in text:
        x_known = tag == "spell" or (tag == "activated" and value.cost.mana is not None and bool(value.cost.mana.x))
        _check_x_filters((result, tuple(b.targets)), inside_all=False, x_known=x_known)
    if tag == "spell":
        if not card_types & {"Instant", "Sorcery"}:
            raise Unsupported(text)
        if parts.spell_modal is not None:
            raise Unsupported("spell text after a modal block")
        mode = parts.spell[0] if parts.spell else Mode()
        offset = len(mode.targets)
        effects = tuple(_shift(e, offset) for e in value) if offset else value
        parts.spell[:] = [Mode(mode.effects + effects, mode.targets + tuple(b.targets))]
    elif tag == "activated":
        parts.activated.append(replace(value, text=text))
    elif tag == "triggered":
        parts.triggered.append(replace(value, text=text))
    elif tag == "triggereds":  # "I, II — ..." (714.2c, phrases_modern)
        parts.triggered.extend(replace(v, text=text) for v in value)
    elif tag == "static":
        parts.static.append(replace(value, text=text))
    elif tag == "statics":
        parts.static.extend(replace(v, text=text) for v in value)
    elif tag == "keywords":
        parts.keywords |= set(value)
    elif tag == "flag":
        parts.flags.add(value)
    elif tag == "addcost":
        parts.additional.append(value)
    elif tag == "optcost":  # "as an additional cost to cast this spell, you may ..." (setmech)
        if parts.optional:  # the kernel pays a card's optional costs together (one choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(value)
    elif tag == "altcost":
        parts.alternative.append(replace(value, label="alternative cost"))
    else:
        raise Unsupported(text)


_X_FILTER_EFFECTS = frozenset({"search_library", "discard_chosen"})
"""Effects whose description reads the X of the resolving spell or ability (`rules.effects`)."""


def _check_x_filters(node: Any, inside_all: bool, x_known: bool = False) -> None:
    """"With mana value X or less" is filled in by "each"/"all" references as they resolve, and, when X is
    the spell's or the activated ability's own X (`x_known`, 107.3), by targets (chosen after X is announced,
    601.2b-c; checked again on resolution), searches and "you choose a card from it"; anywhere else (a cost, a
    triggered ability) it would mean nothing, so the paragraph is refused."""
    if isinstance(node, Filter):
        if node.mana_value_at_most_x and not inside_all:
            raise Unsupported("with mana value x or less")
        return
    if isinstance(node, (tuple, list, frozenset)):
        for item in node:
            _check_x_filters(item, inside_all, x_known)
        return
    if hasattr(node, "__dataclass_fields__"):
        reads_x = (isinstance(node, Ref) and node.kind == "all") or x_known and (
            isinstance(node, TargetSpec) or isinstance(node, Simple) and node.kind in _X_FILTER_EFFECTS)
        for name in node.__dataclass_fields__:
            _check_x_filters(getattr(node, name), inside_all or reads_x, x_known)


def _starts_trigger(tree: Tree[Any]) -> bool:
    return isinstance(tree, Tree) and tree.data == "triggered"


def _shift(effect: Effect, offset: int) -> Effect:
    """Renumber target references of a later spell paragraph after the targets of earlier ones."""
    if isinstance(effect, (Conditional, Optional_, ForEach)):
        changes: dict[str, Any] = {"then": tuple(_shift(e, offset) for e in effect.then)}
        if isinstance(effect, Conditional):
            changes["otherwise"] = tuple(_shift(e, offset) for e in effect.otherwise)
        return replace(effect, **changes)
    if isinstance(effect, DivideDamage):
        return replace(effect, index=effect.index + offset)
    changes = {}
    for name in ("to", "subject", "source"):
        ref = getattr(effect, name, None)
        if isinstance(ref, Ref) and ref.kind in ("target", "target_controller", "target_owner"):
            changes[name] = replace(ref, index=ref.index + offset)
    return replace(effect, **changes) if changes else effect


_PT_VALUE = re.compile(r"^\d+$")


def _cda_plus(parts: Parts, stat: str) -> int | None:
    """The fixed part ("1 plus ...") of the characteristic-defining ability that sets `stat`, if there is one."""
    for ab in parts.static:
        if ab.kind == "set_base_pt_cda" and ab.amount is not None and (
                stat == "power" or ab.param("toughness") is not False):
            return ab.amount.plus
    return None


def _pt_value(text: str | None, card: str, raw: RawCard, line: int, cda_plus: int | None = None) -> int | None:
    if text is None:
        return None
    if _PT_VALUE.match(text):
        return int(text)
    if text in ("*", "X"):
        return 0
    plus = re.fullmatch(r"(\d+)\+\*", text)
    if plus is not None and cda_plus == int(plus.group(1)):
        return 0  # "1+*": the characteristic-defining ability says "1 plus ..." (604.3, 208.2)
    raise CardError(card, raw.file, line, text, "power/toughness must be a number or *")


def parse_type_line(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """205: "Legendary Creature — Human Soldier" -> (supertypes, types, subtypes)."""
    left, _, right = text.replace(" - ", " — ").partition("—")
    supers: set[str] = set()
    types: set[str] = set()
    for word in left.split():
        if word in SUPERTYPES:
            supers.add(word)
        elif word in CARD_TYPES:
            types.add(word)
        else:
            raise ValueError(word)
    subs = frozenset(right.split()) if right.strip() else frozenset()
    if "Planeswalker" in types and right.strip():
        subs = frozenset({right.strip()})
    return frozenset(supers), frozenset(types), subs


def compile_face(face: RawFace, raw: RawCard) -> CardDef:
    card_name = raw.name
    try:
        supers, types, subs = parse_type_line(face.type_line)
    except ValueError as err:
        raise CardError(card_name, raw.file, face.line + 1, str(err), "unknown type") from None
    try:
        cost = ManaCost.parse(face.cost) if face.cost else None
    except ManaCostError as err:
        raise CardError(card_name, raw.file, face.line, face.cost, f"bad mana cost ({err})") from None
    parts = Parts()
    texts: list[str] = []
    texts_norm: list[str] = []
    striation: Striation | None = None  # the leveler block (711.2) the lines now belong to
    striations: list[Striation] = []
    extra = LevelsLines(face.name, subs)  # station blocks (721.2), class levels (717.2), die result rows (706.3a)
    for line_no, text in face.lines:
        texts.append(text)
        try:
            if extra.take(text, types, parts):
                continue
        except (LarkError, Unsupported, KeyError) as err:
            cause = err.orig_exc if isinstance(err, VisitError) else err
            raise CardError(card_name, raw.file, line_no, str(cause) if isinstance(cause, Unsupported)
                            else text.strip().lower()) from None
        header = LEVEL_HEADER.match(text.strip().lower())
        if header is not None:
            high = header.group(2)
            striation = Striation(int(header.group(1)), int(high) if high else None, Parts())
            striations.append(striation)
            continue
        if striation is not None and striation.power is None:
            pt = PT_LINE.match(text.strip())
            if pt is None:
                raise CardError(card_name, raw.file, line_no, text, "a level striation starts with its "
                                "power/toughness (711.2)")
            striation.power, striation.toughness = int(pt.group(1)), int(pt.group(2))
            continue
        norm = normalize(text, face.name)
        if not norm:
            continue
        texts_norm.append(norm)
        try:
            compile_ability(norm, extra.parts_for(striation.parts if striation is not None else parts), types)
        except (LarkError, Unsupported, KeyError) as err:
            cause = err.orig_exc if isinstance(err, VisitError) else err
            phrase = str(cause) if isinstance(cause, Unsupported) else failing_phrase(norm)
            raise CardError(card_name, raw.file, line_no, phrase) from None
        except CardError:
            raise
    for st in striations:
        try:
            parts.static.extend(st.statics())
        except StriationError as err:
            raise CardError(card_name, raw.file, face.line, str(err)) from None
    try:
        extra.finish(parts, face.power is not None)
    except Unsupported as err:
        raise CardError(card_name, raw.file, face.line, str(err)) from None
    try:
        kwcast.finish(parts, cost, texts_norm, types)
        setmech_finish(parts, types, cost)  # gift 702.174, exhaust 702.177a, backup 702.165a, jump-start 702.133a
        recent_finish(parts, texts)  # spree 702.172a, partner with 702.124f
    except (LarkError, Unsupported) as err:
        raise CardError(card_name, raw.file, face.line, str(err) if isinstance(err, Unsupported) else "overload"
                        ) from None
    if "Aura" in subs and parts.enchant is None:
        raise CardError(card_name, raw.file, face.line, "", "an Aura needs an enchant keyword (303.4a)")
    spell: Modal | None = parts.spell_modal
    if spell is None and parts.spell:
        spell = Modal((parts.spell[0],))
    if types & {"Instant", "Sorcery"} and spell is None:
        raise CardError(card_name, raw.file, face.line, "", "an instant or sorcery needs an effect")
    color = face.color or raw.meta.get("color")
    indicator = frozenset(COLOR_LETTER[c] for c in color.split()) if color else None
    if parts.colorless:
        indicator = frozenset()
    flags = set(parts.flags) | set(raw.meta.get("flags", "").split())
    if any(" spent to cast " in t for t in texts_norm):
        flags.add("mana_spent")  # its payment is recorded (rules.mana_spent)
    return CardDef(
        name=face.name,
        mana_cost=cost,
        types=types, subtypes=subs, supertypes=supers,
        power=_pt_value(face.power, card_name, raw, face.line + 1, _cda_plus(parts, "power")),
        toughness=_pt_value(face.toughness, card_name, raw, face.line + 1, _cda_plus(parts, "toughness")),
        loyalty=int(face.loyalty) if face.loyalty and face.loyalty.isdigit() else None,
        color_indicator=indicator,
        keywords=frozenset(parts.keywords),
        spell=spell,
        activated=tuple(parts.activated) + _basic_mana(subs, supers),
        triggered=tuple(parts.triggered),
        static=tuple(parts.static),
        additional_costs=tuple(parts.additional),
        optional_costs=tuple(parts.optional),
        alternative_costs=tuple(parts.alternative),
        enchant=parts.enchant,
        morph=parts.morph, megamorph=parts.megamorph,
        text="\n".join(texts),
        rarity=raw.meta.get("rarity", ""),
        flags=frozenset(flags),
    )


_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _basic_mana(subs: frozenset[str], supers: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    """305.6: a land with a basic land type has the matching mana ability (the text need not say it)."""
    return tuple(
        ActivatedAbility(Cost(tap=True), Modal((Mode((AddMana((_BASIC_MANA[s],)),)),)), is_mana=True,
                         text=f"({{T}}: Add {{{_BASIC_MANA[s]}}}.)")
        for s in sorted(subs) if s in _BASIC_MANA
    )


def compile_card(raw: RawCard) -> CardDef:
    """The whole card: one face, or every face of a split/adventure/double-faced card (CardDef.faces)."""
    faces = [compile_face(f, raw) for f in raw.faces]
    flags = frozenset(raw.meta.get("flags", "").split()) | frozenset().union(*(f.flags for f in faces))
    if len(faces) == 1:
        return replace(faces[0], flags=flags) if flags != faces[0].flags else faces[0]
    layout = raw.meta.get("layout", "split")
    front = faces[0]
    return replace(front, name=raw.name, faces=tuple(faces), layout=layout, flags=flags)
