"""Builders for the `cov` block at the end of grammar.lark: templates picked by how many cards of the 2017
database (MTGJSON AllSets) they alone kept from compiling.

- "Whenever ~ or another Ally enters under your control" (603.2, 603.6a): one enters trigger whose event is
  this permanent or another matching one entering.
- Quoted abilities: "Enchanted creature has \"{T}: Add {G}{G}.\"", "All Slivers have \"...\"", with "gets +N/+N
  and has" and "as long as <condition>," forms (613.1f, layer 6): the quoted text is compiled as an ability of
  the objects that get it ("this creature" in it is that object). Only activated and triggered abilities and
  keywords can be granted; a quoted static ability stays unsupported (the layer system reads printed statics).
- Soulbond (702.95): its two pairing triggers, and "As long as ~ is paired with another creature, both
  creatures have <keywords>" / "each of those creatures gets +N/+N" / "... has \"<ability>\"" (statics with the
  parameter "paired", applied to the pair by `rules.keywords_cov.paired_group`).
- "..., where X is <amount>." (107.3c: an X defined by the text): the sentence is compiled with X
  and every X in it becomes that amount, counted as the ability resolves (608.2h). "minus N" and "twice" work;
  an amount the card language can't count stays unsupported.
- Level up (702.87) and level striations (711): the keyword is "[cost]: put a level counter on this; activate
  only as a sorcery"; each "LEVEL N1-N2" / "LEVEL N3+" block (its power/toughness line, then its abilities) is
  one static ability (`rules.keywords_cov`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from lark import Token

from kitchentable.rules.abilities import (
    ActivatedAbility,
    Amount,
    ApplyContinuous,
    Condition,
    Cost,
    CreateToken,
    Effect,
    Filter,
    Modal,
    Mode,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost

ANY_NUMBER = 64  # "any number of targets": more than a board holds, so never the limit in practice
COV_KEYWORDS = frozenset({"level up", "soulbond"})
WHERE_X = re.compile(r", where x is ([^.]+)\.")
_TIMES = {"twice": 2, "three times": 3}
_PRONOUNS = re.compile(r"\b(it|its|they|their|them|that|those|this)\b")
LEVEL_HEADER = re.compile(r"^level (\d+)(?:-(\d+)|\+)$")
PT_LINE = re.compile(r"^(\d+)/(\d+)$")


def _unsupported(phrase: str) -> Exception:
    """The compiler's `Unsupported` (imported late: the compiler imports this module)."""
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


class StriationError(Exception):
    """A level striation that has no faithful meaning (711.2 allows only abilities and a power/toughness)."""


def expand_cov_keyword(name: str, cost: ManaCost | None, parts: Any) -> bool:
    """Level up [cost] (702.87a): "[cost]: Put a level counter on this permanent. Activate only as a sorcery."
    Soulbond (702.95a): "When this creature enters, if you control both this creature and another creature and
    both are unpaired, you may pair this creature with another unpaired creature you control ..." and
    "Whenever another creature enters under your control, if you control both it and this creature and both
    are unpaired, you may pair this creature with it ..." (the kernel checks the other creature on resolution).
    """
    if name == "soulbond":
        unpaired = Condition("soulbond_unpaired")
        another = Filter(types=frozenset({"Creature"}), controller="you", other=True)
        parts.triggered += [
            TriggeredAbility(TriggerSpec("enters"), Modal((Mode((Simple("soulbond_pair", Ref("self")),)),)),
                             intervening_if=unpaired, text="Soulbond"),
            TriggeredAbility(TriggerSpec("enters", another),
                             Modal((Mode((Simple("soulbond_pair", Ref("self"), params=(("with", "triggering"),)),)),)),
                             intervening_if=unpaired, text="Soulbond")]
        return True
    if name != "level up" or cost is None:
        return False
    level = Simple("add_counters", Ref("self"), fixed(1), (("counter", "level"),))
    parts.activated.append(ActivatedAbility(Cost(mana=cost), Modal((Mode((level,)),)), sorcery_speed=True,
                                            text=f"Level up {cost}"))
    return True


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


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


class CovPhrases:
    """Mixed into the compiler's transformer (`cards.compiler.Builder`)."""

    def t_self_or_enters(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ or another Ally enters [under your control]" (603.6a): triggers when this permanent
        enters, whatever its types then, or when another permanent the description matches does. The event
        `self_or_enters` keeps the two apart, so "another" still excludes this object from the description."""
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        self.trigger_has_object = True  # type: ignore[attr-defined]
        return TriggerSpec("self_or_enters", flt)

    def damage_to_eq(self, ch: list[Any]) -> list[Effect]:
        """"~ deals damage to target creature equal to the number of Allies you control" (120.1): the
        older order of "deals damage equal to ... to ..."; the amount is counted as it resolves (608.2h)."""
        src, to, amount = _clean(ch)
        return self._damage_to(src, amount, to)  # type: ignore[attr-defined,no-any-return]

    def _quoted(self, token: Any) -> StaticAbility:
        """The abilities of a quoted text, granted in layer 6 (613.1f) by a "grant_abilities" static."""
        from kitchentable.cards.compiler import compile_ability
        from kitchentable.cards.language.words import Parts

        text = str(token).strip()[1:-1].strip()
        sub = Parts()
        compile_ability(text if text.endswith(".") else text + ".", sub, frozenset())
        if sub.static or sub.spell or sub.spell_modal or sub.additional or sub.optional or sub.alternative \
                or sub.enchant is not None or sub.morph is not None or sub.flags or sub.colorless:
            raise _unsupported(f"a quoted ability that isn't activated or triggered: {text}")
        return StaticAbility("grant_abilities", keywords=frozenset(sub.keywords),
                             params=(("activated", tuple(sub.activated)), ("triggered", tuple(sub.triggered))))

    def s_grant_quoted(self, ch: list[Any]) -> Any:
        """"<group> has/have \"<ability>\"" (613.1f)."""
        c = _clean(ch)
        return ("static", replace(self._quoted(c[-1]), affected=self._group(c[0])))  # type: ignore[attr-defined]

    def s_anthem_quoted(self, ch: list[Any]) -> Any:
        """"<group> gets +1/+1 and has \"<ability>\"": an anthem (7c) and a grant (6) with one text."""
        c = _clean(ch)
        flt = self._group(c[0])  # type: ignore[attr-defined]
        p, t = self._pt(c[1])  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value),
                            replace(self._quoted(c[-1]), affected=flt)))

    def s_grant_quoted_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, ab = self.s_grant_quoted(rest)
        return ("static", replace(ab, condition=cond))

    def s_anthem_quoted_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, abilities = self.s_anthem_quoted(rest)
        return ("statics", tuple(replace(ab, condition=cond) for ab in abilities))

    def create_token_quoted(self, ch: list[Any]) -> Any:
        """"Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add {C}.\""
        (111.4: the token is created with the abilities the effect gives it; "this creature" is the token)."""
        token, quoted = _clean(ch)
        grant = self._quoted(quoted)
        assert isinstance(token, CreateToken) and token.token is not None
        card = token.token
        card = replace(card, keywords=card.keywords | grant.keywords,
                       activated=card.activated + grant.param("activated", ()),
                       triggered=card.triggered + grant.param("triggered", ()))
        return ("effects", [replace(token, token=card)])

    def token_colorless_creature(self, ch: list[Any]) -> CreateToken:
        """"a 1/1 colorless Eldrazi Scion creature token" (105.2c: a colorless token has no color)."""
        c = _clean(ch)
        n, size, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token(n, size, [], subs, {"Creature"}, kws)  # type: ignore[attr-defined,no-any-return]

    def paired_group(self, ch: list[Any]) -> None:
        return None

    def s_paired_keywords(self, ch: list[Any]) -> Any:
        """"As long as ~ is paired with another creature, both creatures have double strike." (702.95c)"""
        kws = [c for c in _clean(ch) if c is not None][0]
        return ("static", StaticAbility("add_keywords", keywords=kws, params=(("paired", True),)))

    def s_paired_pt(self, ch: list[Any]) -> Any:
        """"... each of those creatures gets +2/+2." (702.95c; layer 7c)"""
        pt = [c for c in _clean(ch) if c is not None][0]
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable soulbond bonus")
        return ("static", StaticAbility("anthem", power=p.value, toughness=t.value, params=(("paired", True),)))

    def s_paired_quoted(self, ch: list[Any]) -> Any:
        """"... each of those creatures has \"{1}{U}: Exile this creature, then return it ...\"" (702.95c)"""
        grant = self._quoted([c for c in _clean(ch) if c is not None][0])
        return ("static", replace(grant, params=grant.params + (("paired", True),)))

    def s_kicked_enters_with(self, ch: list[Any]) -> Any:
        """"If ~ was kicked, it enters with two +1/+1 counters on it [and with flying]." (702.33d, 614.1c): the
        counters are a replacement effect applied as it enters kicked; the keywords a static ability that
        applies while the permanent is one that entered kicked."""
        from kitchentable.cards.language.words import _amount

        c = _clean(ch)
        kicked = Condition("kicked")
        out = [StaticAbility("enters_with_counters", amount=_amount(c[0]), condition=kicked,
                             params=(("counter", str(c[1])),))]
        if len(c) > 2:
            out.append(StaticAbility("add_keywords", keywords=c[2], condition=kicked))
        return ("statics", tuple(out))

    def return_self_gy_to_hand(self, ch: list[Any]) -> list[Effect]:
        """"{R}{R}{R}: Return ~ from your graveyard to your hand." / "Whenever you cast a multicolored spell, you
        may return ~ from your graveyard to your hand." (113.6m: an ability that moves its object out of the
        graveyard functions only there; `rules.graveyard_triggers` for the triggered ones)."""
        self.from_graveyard = True
        return [Simple("bounce", Ref("self"))]

    def attach_self_to(self, ch: list[Any]) -> list[Effect]:
        """"{W}{W}: Attach ~ to target creature you control." (701.3a: the Equipment moves onto it; the
        ability is any-speed unlike equip)."""
        return [Simple("attach", _clean(ch)[0])]

    def s_doesnt_remove_self(self, ch: list[Any]) -> Any:
        """"Enchanted creature has protection from white. This effect doesn't remove ~." (702.16n): this Aura
        isn't put into its owner's graveyard by 704.5m for the protection it grants (`rules.sba` reads the
        parameter "keeps_source")."""
        tag, value = [c for c in _clean(ch) if isinstance(c, tuple)][0]
        abilities = value if tag == "statics" else (value,)
        marked = tuple(replace(ab, params=ab.params + (("keeps_source", True),))
                       if any(k.startswith("protection from ") for k in ab.keywords) else ab for ab in abilities)
        if marked == abilities or not all(ab.affected is not None and ab.affected.attached for ab in marked
                                          if ab.param("keeps_source")):
            raise _unsupported("this effect doesn't remove ~ (without an Aura's protection)")
        return ("statics", marked) if tag == "statics" else ("static", marked[0])

    def exile_if_dies_damaged(self, ch: list[Any]) -> Any:
        """"If a creature dealt damage this way would die this turn, exile it instead." (614.1a)"""
        return ("effects", [Simple("exile_if_dies_this_turn", Ref("you"), params=(("which", "damaged"),))])

    def exile_if_dies_it(self, ch: list[Any]) -> Any:
        """"If that creature would die this turn, exile it instead." (614.1a: the creature last named)"""
        return ("effects", [Simple("exile_if_dies_this_turn", self._it())])  # type: ignore[attr-defined]

    def exile_if_dies_any(self, ch: list[Any]) -> Any:
        """"If a creature would die this turn, exile it instead." (614.1a: every creature, this turn)"""
        return ("effects", [Simple("exile_if_dies_this_turn", Ref("you"), params=(("which", "all"),))])

    def return_self_gy_tapped(self, ch: list[Any]) -> list[Effect]:
        """"{1}{U}, Discard two cards: Return ~ from your graveyard to the battlefield tapped." (113.6m)"""
        self.from_graveyard = True
        return [Simple("return_to_battlefield", Ref("self"), params=(("under_you", True), ("tapped", True)))]

    def t_self_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to a player" (combat or not, 120.3): "that player" is the player dealt
        damage."""
        self.trigger_on_self = True
        return TriggerSpec("deals_damage_to_player", None, "each")

    def t_self_damage_opponent(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to an opponent" (an opponent of its controller)."""
        self.trigger_on_self = True
        return TriggerSpec("deals_damage_to_player", None, "opponent")

    def t_self_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ deals damage to a creature" (combat or not): "that creature" is the creature dealt
        damage."""
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_damage_to_creature")

    def t_attached_damage_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted/equipped creature deals damage to a player" (the permanent it's attached to)."""
        self.trigger_has_object = True
        return TriggerSpec("deals_damage_to_player", Filter(attached=True), "each")

    def t_attached_damage_opponent(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec("deals_damage_to_player", Filter(attached=True), "opponent")

    def t_attached_damage_creature(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        self.trigger_ref = Ref("damaged")
        return TriggerSpec("deals_damage_to_creature", Filter(attached=True))

    def sf_defending(self, ch: list[Any]) -> Any:
        """"target creature defending player controls" (506.2: the player the source is attacking, or who is
        being attacked; `rules.targets.defending_player`)."""
        return lambda d: d.fields.__setitem__("controller", "defending")

    def t_attached_controller_upkeep(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of the upkeep of enchanted creature's controller" (503.1, 603.2): that player's
        upkeep; "that player" is them."""
        self.trigger_on_self = True
        return TriggerSpec("upkeep", None, "attached_controller")

    def delayed_end_of_combat(self, ch: list[Any]) -> Any:
        """"Destroy that creature at end of combat." (603.7a, 511.2: a delayed triggered ability that triggers
        at the beginning of the next end of combat step; what its text refers to is fixed now, 603.7c)."""
        effects = [c for c in _clean(ch) if isinstance(c, (list, tuple))][0]
        return ("effects", [Simple("delayed_trigger", Ref("you"), params=(
            ("when", "end_of_combat"), ("effects", tuple(effects)), ("text", "at end of combat")))])

    def t_self_attacks_or_blocks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ attacks or blocks" (508.1m, 509.1i: either declaration triggers it)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_or_blocks")

    def t_self_unblocked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ attacks and isn't blocked" (508.3f, 509.5g: in the declare blockers step, once no
        creature was declared as a blocker for it)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_unblocked")

    def t_unblocked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature you control attacks and isn't blocked" (509.5g): "it" is that creature."""
        self.trigger_has_object = True
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        return TriggerSpec("attacks_unblocked", flt)

    def assigns_no_combat_damage(self, ch: list[Any]) -> Any:
        """"~ assigns no combat damage this turn" (510.1a)."""
        return lambda ref: [Simple("assigns_no_combat_damage", ref)]

    def cant_regenerate_turn(self, ch: list[Any]) -> Any:
        """"That creature can't be regenerated this turn." (701.15)"""
        return lambda ref: [Simple("cant_regenerate_this_turn", ref)]

    def lose_keywords_for(self, ch: list[Any]) -> Any:
        """"Target creature loses flying until end of turn." (613.1f: removed in layer 6, locked to the objects
        it affects now, 611.2c)."""
        c = _clean(ch)
        kws, duration = c[0], c[-1]
        return lambda ref: [ApplyContinuous(StaticAbility("lose_keywords", keywords=kws), ref, duration)]

    def s_lose_keywords(self, ch: list[Any]) -> Any:
        """"Enchanted creature loses flying." / "All creatures lose flying." (613.1f, layer 6)"""
        c = _clean(ch)
        return ("static", StaticAbility("lose_keywords", self._group(c[0]), keywords=c[1]))  # type: ignore[attr-defined]

    def become_color(self, ch: list[Any]) -> Any:
        """"Target creature becomes red until end of turn." (105.3, 613.1e: its colors are set in layer 5)."""
        from kitchentable.cards.language.vocabulary import COLOR_LETTER

        c = _clean(ch)
        colors = frozenset(COLOR_LETTER[str(t)] for t in c[:-1])
        return lambda ref: [ApplyContinuous(StaticAbility("set_colors", types=colors), ref, c[-1])]

    def become_colorless(self, ch: list[Any]) -> Any:
        """"~ becomes colorless until end of turn." (105.2c, layer 5)"""
        c = _clean(ch)
        return lambda ref: [ApplyContinuous(StaticAbility("set_colors", types=frozenset()), ref, c[-1])]

    def t_any_number(self, ch: list[Any]) -> Ref:
        """"any number of target creatures" (115.1d, 601.2c: zero or more distinct targets)."""
        d = _clean(ch)[0]
        return self._target(d.filter(), 0, ANY_NUMBER)  # type: ignore[attr-defined,no-any-return]

    def attack_despite_defender(self, ch: list[Any]) -> Any:
        """"~ can attack this turn as though it didn't have defender." (702.3b)"""
        from kitchentable.rules.turn.combat import ATTACKS_DESPITE_DEFENDER

        return lambda ref: [ModifyPT(ref, fixed(0), fixed(0), frozenset({ATTACKS_DESPITE_DEFENDER}))]

    def pump_attack_despite_defender(self, ch: list[Any]) -> Any:
        """"~ gets +3/-1 until end of turn and can attack this turn as though it didn't have defender." """
        from kitchentable.rules.turn.combat import ATTACKS_DESPITE_DEFENDER

        c = _clean(ch)
        p, t = self._pt(c[0])  # type: ignore[attr-defined]
        return lambda ref: [ModifyPT(ref, p, t, duration=c[1]),
                            ModifyPT(ref, fixed(0), fixed(0), frozenset({ATTACKS_DESPITE_DEFENDER}))]

    def s_attack_despite_defender(self, ch: list[Any]) -> Any:
        """"Enchanted Wall can attack as though it didn't have defender." (702.3b, layer 6)"""
        from kitchentable.rules.turn.combat import ATTACKS_DESPITE_DEFENDER

        c = _clean(ch)
        flt = self._group(c[0])  # type: ignore[attr-defined]
        return ("static", StaticAbility("add_keywords", flt, keywords=frozenset({ATTACKS_DESPITE_DEFENDER}),
                                        condition=c[1] if len(c) > 1 else None))

    def t_self_blocks_desc(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ blocks a creature with flying" (509.1i: once per such attacker it blocks); "that
        creature" is the attacker."""
        from kitchentable.cards.language.words import Desc

        d = Desc()
        d.types.add("Creature")
        for apply in _clean(ch):
            apply(d)
        self.trigger_has_object = True
        self.trigger_ref = Ref("blocked_attacker")
        return TriggerSpec("blocks_desc", d.filter())

    def prevent_combat_by(self, ch: list[Any]) -> list[Effect]:
        """"Prevent all combat damage that would be dealt by target creature this turn." (615.1)"""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0], params=(("by", True), ("combat", True)))]

    def prevent_all_by(self, ch: list[Any]) -> list[Effect]:
        """"Prevent all damage that would be dealt by target creature this turn." (615.1)"""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0], params=(("by", True),))]

    def prevent_all_to(self, ch: list[Any]) -> list[Effect]:
        """"Prevent all damage that would be dealt to target creature this turn." (615.1)"""
        return [Simple("prevent_damage_this_turn", _clean(ch)[0])]

    def sentence_where_x(self, ch: list[Any]) -> Any:
        """"Target creature gets +X/+0 until end of turn, where X is its power." (107.3c): the amount is read in
        the sentence's own context ("its" is the target), then every X of the sentence becomes it."""
        c = _clean(ch)
        effects, amount = c[0], c[-1]
        if not isinstance(amount, Amount) or amount.kind == "x":
            raise _unsupported("where x is")
        return ("effects", [_with_x(e, amount) for e in effects])

    def ae_that_stat(self, ch: list[Any]) -> Amount:
        """"that creature's power" (608.2h: read as the effect happens, last known information if it left)."""
        what = [str(t) for t in ch if "power" in str(t) or "toughness" in str(t)][-1]
        return Amount("power" if what == "power" else "toughness", ref=self._it())  # type: ignore[attr-defined]

    def ae_that_mana_value(self, ch: list[Any]) -> Amount:
        """"that spell's mana value" (202.3)."""
        return Amount("mana_value", ref=self._it())  # type: ignore[attr-defined]

    def _per_each(self, ch: list[Any]) -> tuple[Ref, Amount]:
        who, rest = self._subject(ch)  # type: ignore[attr-defined]
        n, d = rest[0], rest[1]
        if not isinstance(n, Amount) or n.kind != "fixed":
            raise _unsupported("life for each, a variable number")
        return who, Amount("count", filter=d.filter(), times=n.value)

    def gain_life_each(self, ch: list[Any]) -> list[Effect]:
        """"You gain 1 life for each creature you control." (counted as it resolves, 608.2h)"""
        who, amount = self._per_each(ch)
        return [Simple("gain_life", who, amount)]

    def lose_life_each(self, ch: list[Any]) -> list[Effect]:
        """"Each opponent loses 1 life for each Zombie you control." (608.2h)"""
        who, amount = self._per_each(ch)
        return [Simple("lose_life", who, amount)]

    def sf_on_battlefield(self, ch: list[Any]) -> Any:
        """"each creature on the battlefield": permanents, whoever controls them (the default description)."""
        return lambda d: None

    def s_anthem_per_counter(self, ch: list[Any]) -> Any:
        """"Enchanted creature gets +1/+1 for each growth counter on ~." (613.4c, counted continuously)"""
        c = _clean(ch)
        flt = self._group(c[0])  # type: ignore[attr-defined]
        p, t = self._pt(c[1])  # type: ignore[attr-defined]
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("static", StaticAbility("anthem", flt, p.value, t.value, amount=Amount("counters", name=str(c[2]))))

    def draw_per_counter(self, ch: list[Any]) -> list[Effect]:
        """"Draw a card for each page counter on ~." (as it resolves, or as it last existed, 608.2h)"""
        who, rest = self._subject(ch)  # type: ignore[attr-defined]
        return [Simple("draw", who, Amount("counters", name=str(rest[0])))]

    def become_land_type(self, ch: list[Any]) -> Any:
        """"Target land becomes an Island until end of turn." (305.7: it loses its other land types and their
        mana abilities and has the new one's, layer 4; locked to that land, 611.2c)."""
        from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD
        from kitchentable.rules.continuous.layers import LAND_TYPES

        c = [x for x in _clean(ch) if not (isinstance(x, Token) and x.type.startswith("__"))]
        sub = SUBTYPE_BY_WORD.get(str(c[0]))
        if sub not in LAND_TYPES:
            raise _unsupported(f"becomes a {c[0]}")
        ab = StaticAbility("land_type", subtypes=frozenset({sub}), params=(("except_basic", False),))
        return lambda ref: [ApplyContinuous(ab, ref, c[-1])]

    def tap_or_untap(self, ch: list[Any]) -> list[Effect]:
        """"Tap or untap target creature." (608.2d: which one is chosen as it resolves)"""
        return [Simple("tap_or_untap", _clean(ch)[0])]

    def untap_up_to(self, ch: list[Any]) -> list[Effect]:
        """"Untap up to two lands." (chosen as it resolves, 608.2d)"""
        from kitchentable.cards.language.words import _amount

        n, d = _clean(ch)
        return [Simple("untap_up_to", Ref("you"), _amount(n), (("filter", d.filter()),))]

    def cd_none_on_battlefield(self, ch: list[Any]) -> Condition:
        """"if no creatures are on the battlefield" (whoever controls them)."""
        return Condition("control_none", filter=_clean(ch)[0].filter())

    def t_state_none_on_battlefield(self, ch: list[Any]) -> TriggerSpec:
        """"When there are no creatures on the battlefield, sacrifice ~." (603.8, a state trigger)"""
        d = _clean(ch)[0]
        return TriggerSpec("state", d.filter())

    def cov_object_clause(self, ch: list[Any]) -> list[Effect]:
        """An object followed by one of the cov predicates (the predicate's builder returns a function of it)."""
        ref, build = _clean(ch)
        return build(ref)  # type: ignore[no-any-return]


def where_x_amount(expr: str) -> Amount:
    """The amount after "where X is" (107.3c): an amount expression of the card language, optionally
    "twice ..." or "... minus N" / "... plus N"."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    times, plus = 1, 0
    for word, n in _TIMES.items():
        if expr.startswith(word + " "):
            times, expr = n, expr[len(word) + 1:]
    if _PRONOUNS.search(expr):  # "its power": what "it" names depends on the sentence, not known here
        raise _unsupported(f"where x is {expr}")
    tail = re.fullmatch(r"(.+) (minus|plus) (\d+)", expr)
    if tail is not None:
        expr, plus = tail.group(1), int(tail.group(3)) * (-1 if tail.group(2) == "minus" else 1)
    tag, effects = Builder("spell").transform(parse(f"you gain life equal to {expr}."))
    amount = effects[0].amount if tag == "spell" and len(effects) == 1 else None
    if not isinstance(amount, Amount) or amount.kind == "x" or amount.half_round_up:
        raise _unsupported(f"where x is {expr}")
    return replace(amount, times=amount.times * times, plus=amount.plus * times + plus)


def _with_x(node: Any, amount: Amount) -> Any:
    """`node` with every X amount replaced by `amount` (composed with that X's own multiplier and addend)."""
    if isinstance(node, Amount):
        if node.kind != "x":
            return node
        if node.half_round_up or (node.times < 0 and amount.plus):
            raise _unsupported("where x is")
        return replace(amount, times=amount.times * node.times, plus=amount.plus * node.times + node.plus)
    if isinstance(node, Optional_) and node.x is None and node.cost is not None and node.cost.mana is not None \
            and node.cost.mana.x:
        node = replace(node, x=amount)  # "unless its controller pays {X}, where X is ..." (the cost's X)
    if isinstance(node, tuple):
        return tuple(_with_x(n, amount) for n in node)
    if isinstance(node, list):
        return [_with_x(n, amount) for n in node]
    if is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in fields(node):
            old = getattr(node, f.name)
            new = _with_x(old, amount)
            if new is not old:
                changes[f.name] = new
        return replace(node, **changes) if changes else node
    return node


_DEFINING_X: list[bool] = []  # set while a paragraph with "where X is" compiles (compile_where_x)


def x_anthem(flt: Filter | None, p: Amount, t: Amount, keywords: frozenset[str]) -> StaticAbility:
    """"~ gets +X/+X, where X is ..." (613.4c): an anthem whose size is counted continuously (the layer system
    multiplies its signs by the amount). Only inside a paragraph that defines X: an undefined X would be 0."""
    def sign(a: Amount) -> int | None:
        if a.kind == "x":
            return a.times
        return 0 if a.value == 0 else None
    sp, st = sign(p), sign(t)
    if not _DEFINING_X or sp is None or st is None:
        raise _unsupported("variable anthem")
    return StaticAbility("anthem", flt, sp, st, keywords=keywords, amount=Amount("x"))


_PART_LISTS = ("spell", "activated", "triggered", "static", "additional", "optional", "alternative")


def compile_where_x(text: str, found: re.Match[str], parts: Any, card_types: frozenset[str]) -> None:
    """"... deals X damage to that player, where X is the number of cards in their hand minus 4." (107.3c):
    compile the paragraph without the definition, then give its X that value. A card with {X} in its mana cost
    never defines X in its text, so the X here is always this one."""
    from kitchentable.cards.compiler import compile_ability

    amount = where_x_amount(found.group(1).strip())
    before = {name: list(getattr(parts, name)) for name in _PART_LISTS}
    modal = parts.spell_modal
    _DEFINING_X.append(True)
    try:
        compile_ability(text[:found.start()] + "." + text[found.end():], parts, card_types)
    finally:
        _DEFINING_X.pop()
    for name in _PART_LISTS:
        items = getattr(parts, name)
        old = before[name]
        keep = len(old) if name != "spell" else 0  # the spell's one Mode is rebuilt with the new effects
        items[keep:] = [_with_x(item, amount) for item in items[keep:]]
        if name == "activated" and any(a.cost.mana is not None and a.cost.mana.x for a in items[keep:]):
            raise _unsupported("an {x} cost defined by the text")
    if parts.spell_modal is not modal:
        parts.spell_modal = _with_x(parts.spell_modal, amount)


def where_x_in_context(found: re.Match[str]) -> bool:
    """Is this "where X is" amount one that names something of its sentence ("its power", "that spell's mana
    value")? Those are left to the grammar (`sentence_where_x`), which reads them where "it" is known."""
    return bool(_PRONOUNS.search(found.group(1)))
