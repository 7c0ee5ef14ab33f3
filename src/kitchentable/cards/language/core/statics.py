"""Static abilities (604) and replacement effects printed on permanents (614): anthems (613.4c), granted keywords
(613.1f), "~ enters tapped", "~ enters with N counters", cost changes (601.2f), restrictions the kernel reads by
name ("can't block", "doesn't untap", 502.3, 508, 509), characteristic-defining abilities (604.3), Humility and
Opalescence (613), prevention (615)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.amounts import x_anthem
from kitchentable.cards.language.vocabulary import (
    SUBTYPE_BY_WORD,
)
from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    Unsupported,
    _amount,
    _clean,
    _mana_of,
    _unsupported,
    each_counted,
    nested_ability,
    number,
)
from kitchentable.rules.abilities import (
    Amount,
    Condition,
    Filter,
    Ref,
    StaticAbility,
    fixed,
)
from kitchentable.rules.events import SELF_EXILE_INSTEAD

CANT_BLOCK = "can't block"
CANT_BE_BLOCKED = "can't be blocked"
DOESNT_UNTAP = "doesn't untap"
"""Restrictions the kernel reads by name among a permanent's keywords (509.1a, 509.1b, 502.3)."""


def quoted_abilities(token: Any) -> StaticAbility:
    """The abilities of a quoted text ("has \"{T}: Add {G}.\""), granted in layer 6 (613.1f) by a
    "grant_abilities" static. Only activated and triggered abilities and keywords can be granted."""
    text = str(token).strip()[1:-1].strip()
    sub = Parts()
    nested_ability(text if text.endswith(".") else text + ".", sub, frozenset())
    if sub.static or sub.spell or sub.spell_modal or sub.additional or sub.optional or sub.alternative \
            or sub.enchant is not None or sub.morph is not None or sub.flags or sub.colorless:
        raise _unsupported(f"a quoted ability that isn't activated or triggered: {text}")
    return StaticAbility("grant_abilities", keywords=frozenset(sub.keywords),
                         params=(("activated", tuple(sub.activated)), ("triggered", tuple(sub.triggered))))


class StaticPhrases(PhraseBase):
    """The `static_ab` alternatives (`s_*`, `gs_*`, `sg_*`)."""

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
            return ("static", x_anthem(flt, p, t, kws))  # "gets +X/+X, where X is ..." (`amounts.x_anthem`)
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
        d = _clean(ch)[-1]
        return ("static", StaticAbility("self_cost_reduction", amount=each_counted(d),
                                        mana=_mana_of(ch)))

    def s_must_attack(self, ch: list[Any]) -> Any:
        """508.1d: a requirement the attack declaration must obey (read by name in rules.turn.combat)."""
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
        """502.3: the untap step skips a permanent with "doesn't untap" (read by name in rules.turn.priority)."""
        return self._restriction(ch, "doesn't untap")

    def s_may_not_untap(self, ch: list[Any]) -> Any:
        """502.3: the active player decides whether this permanent untaps (read by name in rules.turn.priority)."""
        return self._kw("may choose not to untap")

    def s_cast_from_gy(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("static", StaticAbility("cast_from_graveyard", condition=c[0] if c else None))

    def s_extra_land(self, ch: list[Any]) -> Any:
        raise Unsupported("additional land")

    def s_flash(self, ch: list[Any]) -> Any:
        return self._kw("flash")

    def s_self_exile_instead(self, ch: list[Any]) -> Any:
        """"If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a; read by
        `rules.events.move` from the object's own card, on the stack as anywhere else: disturb's back faces)"""
        return ("static", StaticAbility(SELF_EXILE_INSTEAD))

    def s_self_shuffle_instead(self, ch: list[Any]) -> Any:
        """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
        instead." (614.1a; the same replacement, to the library, then shuffled, 701.20)"""
        return ("static", StaticAbility(SELF_EXILE_INSTEAD, params=(("to", "library"),)))

    def s_lose_keywords(self, ch: list[Any]) -> Any:
        """"Enchanted creature loses flying." / "All creatures lose flying." (613.1f, layer 6)"""
        c = _clean(ch)
        return ("static", StaticAbility("lose_keywords", self._group(c[0]), keywords=c[1]))

    def s_anthem_per_counter(self, ch: list[Any]) -> Any:
        """"Enchanted creature gets +1/+1 for each growth counter on ~." (613.4c, counted continuously). "On it"
        is the source's own counters only when the source is what gets the bonus ("This creature gets +1/+1 for
        each oil counter on it"); "Each Fungus creature gets +1/+1 for each spore counter on it" counts each
        creature's own counters, which this ability doesn't read, so it is refused."""
        c = _clean(ch)
        if any(isinstance(t, Token) and str(t) == "it" for t in ch) and c[0] != Ref("self"):
            raise _unsupported("each creature's own counters")
        flt = self._group(c[0])
        p, t = self._pt(c[1])
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("static", StaticAbility("anthem", flt, p.value, t.value, amount=Amount("counters", name=str(c[2]))))

    def s_base_pt(self, ch: list[Any]) -> Any:
        """"Enchanted creature has base power and toughness 1/1" (613.4b, layer 7b)."""
        subject = next(c for c in ch if isinstance(c, (Ref, Filter)))
        p, t = (int(v) for v in str(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")).split("/"))
        return ("static", StaticAbility("set_pt", self._group(subject), p, t))

    def s_anthem_as_long(self, ch: list[Any]) -> Any:
        """"~ gets +1/+1 as long as ...": the condition written after the effect (611.3a)."""
        c = _clean(ch)
        cond, rest = c[-1], c[:-1]
        return self.s_anthem_if([cond, *rest])

    def s_anthem_cant_block_if(self, ch: list[Any]) -> Any:
        """"As long as ..., ~ gets +2/+2 and can't block": one condition over both effects."""
        cond, subject, pt = _clean(ch)
        flt = self._group(subject)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value, condition=cond),
                            StaticAbility("add_keywords", flt, keywords=frozenset({CANT_BLOCK}), condition=cond)))

    def s_anthem_cant_block(self, ch: list[Any]) -> Any:
        """"Enchanted creature gets -2/-0 and can't block": the P/T change and the restriction (layers 7c, 6)."""
        subject, pt = _clean(ch)
        flt = self._group(subject)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value),
                            StaticAbility("add_keywords", flt, keywords=frozenset({CANT_BLOCK}))))

    def s_anthem_each(self, ch: list[Any]) -> Any:
        """"~ gets +1/+1 for each artifact you control": layer 7c, the count taken each time the layers
        are applied (613.4c); `power`/`toughness` are per counted object."""
        subject, pt, desc = _clean(ch)
        flt = self._group(subject)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("static", StaticAbility("anthem", flt, p.value, t.value,
                                        amount=each_counted(desc)))

    def s_enters_tapped_counters(self, ch: list[Any]) -> Any:
        n, kind = _clean(ch)
        return ("statics", (StaticAbility("enters_tapped"),
                            StaticAbility("enters_with_counters", amount=fixed(number(n)),
                                          params=(("counter", str(kind)),))))

    def s_no_untap_counter(self, ch: list[Any]) -> Any:
        """"~ doesn't untap during your untap step if it has a depletion counter on it": the untap
        restriction exists while the counter is there."""
        kind = str(_clean(ch)[0])
        return ("static", StaticAbility("add_keywords", None, keywords=frozenset({DOESNT_UNTAP}),
                                        condition=Condition("counters_at_least", n=1, name=kind)))

    def s_no_untap_enchanted(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True), keywords=frozenset({DOESNT_UNTAP})))

    def s_grant_as_long(self, ch: list[Any]) -> Any:
        """"~ has first strike as long as it's attacking": the condition written after the effect."""
        c = _clean(ch)
        return self.s_grant_if([c[-1], *c[:-1]])
