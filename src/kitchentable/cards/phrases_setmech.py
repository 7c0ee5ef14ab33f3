"""Builders for the `setmech` block at the end of grammar.lark, and the expansion of the setmech keyword rows:
named mechanics of the sets printed since 2017. The kernel side is `rules.keywords_setmech`.

Keywords (`expand_setmech_keyword`): toxic N (702.164, read by name by the damage code), For Mirrodin! (702.163),
training (702.149), mentor (702.134), blitz (702.152), ward with a discard or sacrifice cost (702.21a).
Phrases: "boast — [cost]: [effect]" (702.142a), "amass [Zombies|Orcs] N" (701.47a), "suspect [object]" and "[object]
is no longer suspected" (701.60), the adjective "suspected", and the conditions of the ability words corrupted
("an opponent has three or more poison counters"), celebration ("two or more nonland permanents entered the
battlefield under your control this turn") and coven ("you control three or more creatures with different
powers").
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.rules.abilities import (
    SELF,
    YOU,
    ActivatedAbility,
    AlternativeCost,
    ApplyContinuous,
    CardDef,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    Effect,
    Filter,
    Modal,
    Mode,
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

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts
    from kitchentable.rules.concepts.mana import ManaCost

SETMECH_KEYWORDS = frozenset({"for mirrodin!", "training", "mentor", "blitz", "ward—discard", "ward—sacrifice",
                              "spectacle", "foretell", "backup", "bargain", "plot", "offspring", "gift",
                              "reconfigure", "escape", "saddle", "jump-start", "riot", "mobilize", "disguise"})
"""The rows this module expands (the renderer shows their abilities as the keyword)."""

# 702.142a, 702.177a, 702.178: keywords, not ability words (`compiler.normalize` keeps them)
BOAST_PREFIX = ("boast — ", "exhaust — ", "max speed — ")
NUMBERED_ABILITY_WORD = re.compile(r"^descend \d+ — ")  # an ability word with a number (207.2c): no rules meaning


def _one(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...] = ()) -> Modal:
    return Modal((Mode(effects, targets),))


def _plus_counters(n: int, on: Ref = SELF) -> Simple:
    return Simple("add_counters", on, fixed(n), params=(("counter", "+1/+1"),))


def _compiled_token(text: str) -> CreateToken:
    from kitchentable.cards.phrases_kwperm import _token

    return _token(text)


def _cost_of(text: str) -> Any:
    """A cost written in the card language ("discard a card", "sacrifice a creature"), read by the
    activated-ability cost grammar."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse
    from kitchentable.cards.language.words import Unsupported

    tag, ability = Builder("activated").transform(parse(f"{text}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility):
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self or cost.mana:
        raise Unsupported(f"ward—{text}")
    return cost


def setmech_costed(text: str, parts: Parts) -> bool:
    """"Escape—{2}{B}{B}, Exile four other cards from your graveyard." (702.138a): a keyword whose cost the
    card language's cost grammar reads, written before the line is split at its commas. True if it was one."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse
    from kitchentable.cards.language.words import Unsupported

    m = re.fullmatch(r"escape—(?P<cost>.+)", text.rstrip("."))
    if m is None:
        return False
    tag, ability = Builder("activated").transform(parse(f"{m.group('cost')}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility) or ability.cost.mana is None:
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self:
        raise Unsupported(text)
    parts.alternative.append(AlternativeCost(cost, "escape"))
    return True


def expand_setmech_keyword(kw: Keyword, m: re.Match[str], parts: Parts, cost: ManaCost | None) -> bool:
    """Record the abilities of one setmech keyword in `parts`; False if `kw` isn't one of them."""
    name = kw.name
    label = re.sub(r"\{[^}]+\}", lambda sym: sym.group(0).upper(), m.group(0)[0].upper() + m.group(0)[1:])
    trig = parts.triggered.append
    if name == "for mirrodin!":  # 702.163a
        rebel = _compiled_token("create a 2/2 red rebel creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((rebel, Simple("attach", Ref("it")))), text="For Mirrodin!"))
    elif name == "training":  # 702.149a: the power comparison is part of the trigger event (rules.keywords_setmech)
        trig(TriggeredAbility(TriggerSpec("training"), _one((_plus_counters(1),)), text="Training"))
    elif name == "mentor":  # 702.134a
        lesser = TargetSpec(Filter(types=frozenset({"Creature"}), attacking=True, power_below_source=True))
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((_plus_counters(1, Ref("target", 0)),), (lesser,)),
                              text="Mentor"))
    elif name == "blitz":  # 702.152a
        assert cost is not None
        paid = Condition("tagged", name="paid:blitz")
        draw = TriggeredAbility(TriggerSpec("dies"), _one((Simple("draw", YOU, fixed(1)),)),
                                text="When this creature dies, draw a card.")
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "blitz"))
        parts.static.append(StaticAbility("grant_abilities", keywords=frozenset({"haste"}), condition=paid,
                                          params=(("activated", ()), ("triggered", (draw,))), text=label))
        trig(TriggeredAbility(TriggerSpec("end_step", whose="each"), _one((Simple("sacrifice", SELF),)),
                              intervening_if=paid, text=label))
    elif name == "backup":  # 702.165a; the abilities it grants are filled in by `setmech_finish`
        n = int(m.group("n"))
        creature = TargetSpec(Filter(types=frozenset({"Creature"})))
        snapshot = (len(parts.activated), len(parts.triggered) + 1, len(parts.static), frozenset(parts.keywords))
        grant = ApplyContinuous(StaticAbility("grant_abilities", params=(("backup_pending", snapshot),)),
                                Ref("target", 0))
        another = Conditional(Condition("target_is", 0, filter=Filter(other=True)), (grant,))
        trig(TriggeredAbility(TriggerSpec("enters"), _one((_plus_counters(n, Ref("target", 0)), another), (creature,)),
                              text=label))
    elif name == "bargain":  # 702.166a: an optional additional cost; "if it was bargained" reads it like kicker
        from kitchentable.cards.language.words import Unsupported

        if parts.optional:  # the kernel pays a card's optional costs together (one choice)
            raise Unsupported("bargain beside another optional additional cost")
        fodder = Filter(any_types=frozenset({"Artifact", "Enchantment"}), or_token=True, controller="you")
        parts.optional.append(OptionalCost(Cost(sacrifice=fodder), "bargain"))
    elif name == "offspring":  # 702.175a: an optional additional cost read like kicker by the enters trigger
        from kitchentable.cards.language.words import Unsupported

        assert cost is not None
        if parts.optional:
            raise Unsupported("offspring beside another optional additional cost")
        parts.optional.append(OptionalCost(Cost(mana=cost), "offspring"))
        trig(TriggeredAbility(TriggerSpec("enters"), _one((Simple("offspring_copy", SELF),)),
                              intervening_if=Condition("kicked"), text=label))
    elif name == "gift":  # 702.174: the promise is an optional cost; the gift is given by `setmech_finish`'s effect
        from kitchentable.cards.language.words import Unsupported

        if parts.optional:
            raise Unsupported("gift beside another optional additional cost")
        parts.optional.append(OptionalCost(Cost(), "gift"))
        parts.static.append(StaticAbility("gift_pending", params=(("gift", _gift_effect(m.group("what"))),),
                                          text=label))
    elif name == "reconfigure":  # 702.151a-b
        assert cost is not None
        yours = TargetSpec(Filter(types=frozenset({"Creature"}), controller="you", other=True))
        parts.activated.append(ActivatedAbility(Cost(mana=cost), _one((Simple("attach", Ref("target", 0)),), (yours,)),
                                                sorcery_speed=True, text=label))
        parts.activated.append(ActivatedAbility(Cost(mana=cost), _one((Simple("unattach", SELF),)), sorcery_speed=True,
                                                condition=Condition("self_attached"), text=label))
        parts.static.append(StaticAbility("remove_types", types=frozenset({"Creature"}),
                                          condition=Condition("self_attached"), text=label))
    elif name == "disguise":  # 702.168a: morph's procedure; the face-down permanent has ward {2} (rules.layers)
        from kitchentable.cards.language.words import Unsupported

        assert cost is not None
        if parts.morph is not None:
            raise Unsupported("a second face-down ability")
        parts.morph = Cost(mana=cost)
        parts.keywords.add("disguise")
    elif name == "mobilize":  # 702.181a
        warrior = _compiled_token("create a 1/1 red warrior creature token.")
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((Simple("mobilize", SELF, fixed(int(m.group("n"))),
                                                                    params=(("token", warrior.token),)),)),
                              text=label))
    elif name == "riot":  # 702.136a: the choice is made as it resolves (rules.keywords_permanents.entering_choice)
        parts.keywords.add("riot")
        parts.static.append(StaticAbility("add_keywords", keywords=frozenset({"haste"}),
                                          condition=Condition("tagged", name="riot_haste"), text="Riot"))
    elif name == "saddle":  # 702.171a: the crew cost's procedure (601.2h), a designation until end of turn
        n = int(m.group("n"))
        parts.activated.append(ActivatedAbility(Cost(crew=n), _one((Simple("saddle", SELF),)), sorcery_speed=True,
                                                text=label))
    elif name == "jump-start":  # 702.133a: flashback-like, its mana cost plus a discard (filled in by finish)
        parts.alternative.append(AlternativeCost(Cost(discard=Filter(zone="hand"), discard_count=1), "jump-start",
                                                 flashback=True))
    elif name in ("foretell", "plot"):  # 702.143a, 702.170a: the special action and cast are the kernel's
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), name))
    elif name == "spectacle":  # 702.137a: an alternative cost offered only if an opponent lost life this turn
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "spectacle",
                                                 condition=Condition("opponent_lost_life_this_turn")))
    elif name in ("ward—discard", "ward—sacrifice"):  # 702.21a with a cost that isn't mana
        verb = name.split("—")[1]
        ward_cost = _cost_of(f"{verb} {m.group('what')}")
        trig(TriggeredAbility(
            TriggerSpec("becomes_target"),
            _one((Optional_((Simple("counter", Ref("triggering_source")),), Ref("triggering_source_controller"),
                            ward_cost, unless=True),)), text=label))
    else:
        return False
    return True


_GIFT_TOKENS = {"a food": "create a food token.", "a treasure": "create a treasure token.",
                "a clue": "create a clue token.", "a fish": "create a 1/1 blue fish creature token.",
                "a tapped fish": "create a 1/1 blue fish creature token.",
                "an octopus": "create an 8/8 blue octopus creature token."}


def _gift_effect(what: str) -> Simple:
    """The gift itself (702.174): what the promised opponent gets."""
    if what in ("a card", "an extra turn"):
        return Simple("gift", YOU, params=(("what", what.split(" ", 1)[1]),))
    made = _compiled_token(_GIFT_TOKENS[what])
    return Simple("gift", YOU, params=(("what", what), ("token", made.token), ("tapped", what == "a tapped fish")))


def _finish_gift(parts: Parts, card_is_spell: bool) -> None:
    """702.174: an instant or sorcery gives the gift before its other effects; a permanent when it enters
    ("when this permanent enters, if the gift was promised, ...")."""
    pending = [s for s in parts.static if s.kind == "gift_pending"]
    if not pending:
        return
    parts.static[:] = [s for s in parts.static if s.kind != "gift_pending"]
    ab = pending[0]
    given = Conditional(Condition("kicked"), (ab.param("gift"),))
    if card_is_spell:
        if parts.spell_modal is not None:
            parts.spell_modal = replace(parts.spell_modal, modes=tuple(
                replace(mode, effects=(given, *mode.effects)) for mode in parts.spell_modal.modes))
        elif parts.spell:
            parts.spell[0] = replace(parts.spell[0], effects=(given, *parts.spell[0].effects))
        return
    parts.triggered.append(TriggeredAbility(TriggerSpec("enters"), _one((ab.param("gift"),)),
                                            intervening_if=Condition("kicked"), text=ab.text))


def setmech_finish(parts: Parts, card_types: frozenset[str] = frozenset(),
                   mana_cost: ManaCost | None = None) -> None:
    """What needs the whole card: gift's gift (702.174), jump-start's mana cost (702.133a), each exhaust ability
    named by its own text (702.177a), and backup's "if that's another creature, it gains the following abilities
    until end of turn" (702.165a): the keywords, activated and triggered abilities printed after the backup
    keyword. A static ability among them is not supported (it would need a layer effect granting it)."""
    from kitchentable.cards.language.words import Unsupported

    _finish_gift(parts, bool(card_types & {"Instant", "Sorcery"}))
    for i, alt in enumerate(parts.alternative):
        if alt.label == "jump-start" and alt.cost.mana is None:  # 702.133a: its mana cost, and a discard
            if mana_cost is None or mana_cost.x:
                raise Unsupported("jump-start without a mana cost, or with X")
            parts.alternative[i] = replace(alt, cost=replace(alt.cost, mana=mana_cost))
    for i, act in enumerate(parts.activated):
        if act.condition is not None and act.condition.kind == "not_exhausted" and not act.condition.name:
            parts.activated[i] = replace(act, condition=replace(act.condition, name=act.text))  # 702.177a
    for i, ab in enumerate(parts.triggered):
        if not ab.text.startswith("Backup"):
            continue
        counters, another = ab.effect.modes[0].effects
        assert isinstance(another, Conditional) and isinstance(another.then[0], ApplyContinuous)
        grant = another.then[0]
        assert grant.static is not None
        snapshot = grant.static.param("backup_pending")
        if snapshot is None:
            continue
        a0, t0, s0, k0 = snapshot
        if parts.static[s0:]:
            raise Unsupported("backup with a static ability among the following abilities")
        following = StaticAbility("grant_abilities", keywords=frozenset(parts.keywords - k0),
                                  params=(("activated", tuple(parts.activated[a0:])),
                                          ("triggered", tuple(parts.triggered[t0:]))))
        done = replace(another, then=(replace(grant, static=following),))
        parts.triggered[i] = replace(ab, effect=_one((counters, done), ab.effect.modes[0].targets))


# Role tokens (111.10, 303.7): Aura tokens with enchant creature, each written in the card language.
_ROLES = {
    "cursed": "Enchanted creature has base power and toughness 1/1.",
    "monster": "Enchanted creature gets +1/+1 and has trample.",
    "royal": 'Enchanted creature gets +1/+1 and has "Ward {1}".',
    "sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    "virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",
    "wicked": "Enchanted creature gets +1/+1.\nWhen this Aura is put into a graveyard from the battlefield, each "
              "opponent loses 1 life.",
    "young hero": 'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a '
                  '+1/+1 counter on it."',
}


@cache
def role_token(kind: str) -> CardDef:
    """The Role token of `kind` ("monster", "young hero"...): an Enchantment — Aura Role token with enchant
    creature and its Role's abilities."""
    from kitchentable.cards.compiler import compile_card
    from kitchentable.cards.files.cardfile import parse_text

    name = " ".join(w.capitalize() for w in kind.split()) + " Role"
    text = f"{name}\nEnchantment — Aura Role\nEnchant creature\n{_ROLES[kind]}\n"
    return replace(compile_card(parse_text(text, "role tokens")[0]), is_token=True)


_INCUBATOR = """Incubator Token
Artifact — Incubator
{2}: Transform this artifact.
//
Phyrexian Token
Artifact Creature — Phyrexian 0/0
@layout transform
"""


@cache
def incubator_token() -> CardDef:
    """701.53a: the Incubator token, a transforming double-faced token: an Incubator artifact with "{2}:
    Transform this artifact." whose back face is a 0/0 Phyrexian artifact creature (111.4, 712)."""
    from kitchentable.cards.compiler import compile_card
    from kitchentable.cards.files.cardfile import parse_text

    whole = compile_card(parse_text(_INCUBATOR, "incubator token")[0])
    faces = tuple(replace(f, is_token=True) for f in whole.faces)
    return replace(whole, name="Incubator Token", faces=faces, is_token=True)


class SetmechPhrases:
    """Phrases of the setmech block at the end of grammar.lark, mixed into `cards.compiler.Builder`."""

    def boast(self, ch: list[Any]) -> Any:
        """"Boast — [Cost]: [Effect]" (702.142a): "[Cost]: [Effect]. Activate only if this creature attacked
        this turn and only once each turn." """
        from kitchentable.cards.language.words import Unsupported

        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag != "activated" or ability.condition is not None or ability.is_mana:
            raise Unsupported("a boast ability with its own restriction")
        return ("activated", replace(ability, condition=Condition("attacked_this_turn"), once_per_turn=True))

    def max_speed(self, ch: list[Any]) -> Any:
        """"Max speed — [ability]" (702.178): "as long as your speed is 4, this has [ability]": a condition on
        the activated or static ability; on a triggered ability it is an intervening "if" (partial: 702.178 only
        asks that the ability exist when the event happens)."""
        from kitchentable.cards.language.words import Unsupported

        fast = Condition("max_speed")
        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag == "activated" and ability.condition is None:
            return ("activated", replace(ability, condition=fast))
        if tag == "triggered" and ability.intervening_if is None:
            return ("triggered", replace(ability, intervening_if=fast))
        if tag == "static" and ability.condition is None:
            return ("static", replace(ability, condition=fast))
        raise Unsupported("a max speed ability with its own condition")

    def exhaust(self, ch: list[Any]) -> Any:
        """"Exhaust — [Cost]: [Effect]" (702.177a): "[Cost]: [Effect]. Activate only once." The ability is
        named by its text (filled in by `setmech_finish`), which the kernel records when it is activated."""
        from kitchentable.cards.language.words import Unsupported

        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag != "activated" or ability.condition is not None or ability.is_mana:
            raise Unsupported("an exhaust ability with its own restriction")
        return ("activated", replace(ability, condition=Condition("not_exhausted")))

    def x_amass(self, ch: list[Any]) -> list[Effect]:
        """"Amass Zombies 2", "amass Orcs 3" (701.47a; the older "amass 2" means Zombies)."""
        words = [str(c) for c in ch if isinstance(c, Token) and c.type not in ("NUMBER", "NUMBER_WORD")]
        kind = next((w for w in words if w in ("zombies", "orcs")), "zombies")
        n = next(c for c in ch if isinstance(c, int))
        return [Simple("amass", YOU, fixed(n), params=(("subtype", "Zombie" if kind == "zombies" else "Orc"),))]

    def x_create_role(self, ch: list[Any]) -> list[Effect]:
        """"Create a Monster Role token attached to target creature you control" (111.10, 303.7)."""
        kind = next(str(c) for c in ch if isinstance(c, Token) and str(c) in _ROLES)
        return [Simple("create_role", next(c for c in ch if isinstance(c, Ref)), params=(("token", role_token(kind)),))]

    def s_base_pt(self, ch: list[Any]) -> Any:
        """"Enchanted creature has base power and toughness 1/1" (613.4b, layer 7b)."""
        subject = next(c for c in ch if isinstance(c, (Ref, Filter)))
        p, t = (int(v) for v in str(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")).split("/"))
        return ("static", StaticAbility("set_pt", self._group(subject), p, t))  # type: ignore[attr-defined]

    def cd_self_toughness_at_most(self, ch: list[Any]) -> Condition:
        """"if its toughness is 3 or less": the source's toughness now (a Young Hero Role's granted trigger)."""
        return Condition("self_toughness_at_most", n=int(next(str(c) for c in ch if isinstance(c, Token)
                                                             and c.type == "NUMBER")))

    def x_incubate(self, ch: list[Any]) -> list[Effect]:
        """"Incubate N" (701.53a): create an Incubator token with N +1/+1 counters on it."""
        return [Simple("incubate", YOU, fixed(_number(ch)), params=(("token", incubator_token()),))]

    def exile_self_gy_cost(self, ch: list[Any]) -> Any:
        """"Exile this card from your graveyard: ..." (renew and the like): a cost paid from the graveyard, so the
        ability works there (113.6b)."""
        self.from_graveyard = True
        return lambda c: replace(c, exile_self=True)

    def c_evidence(self, ch: list[Any]) -> Any:
        """"Collect evidence N" as a cost (701.59a)."""
        n = _number(ch)
        return lambda c: replace(c, evidence=n)

    def optional_evidence(self, ch: list[Any]) -> Any:
        """"As an additional cost to cast this spell, you may collect evidence N." (701.59a, 601.2b); "if evidence
        was collected" reads it."""
        return ("optcost", OptionalCost(Cost(evidence=_number(ch)), "collect evidence"))

    def may_evidence(self, ch: list[Any]) -> list[Effect]:
        """"You may collect evidence N" inside an effect: the cost of "if you do" (608.2d)."""
        return [Optional_((), YOU, Cost(evidence=_number(ch)))]

    def s_escapes_with(self, ch: list[Any]) -> Any:
        """"~ escapes with N +1/+1 counters on it" (702.138c): a replacement as it enters, if its escape cost
        was paid (the permanent is tagged with the alternative cost it was cast for)."""
        n = next(c for c in ch if isinstance(c, int))
        kind = str(next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"))
        return ("static", StaticAbility("enters_with_counters", amount=fixed(n),
                                        condition=Condition("tagged", name="paid:escape"), params=(("counter", kind),)))

    def x_endure(self, ch: list[Any]) -> list[Effect]:
        """"~ endures 2", "it endures N" (701.63a)."""
        spirit = _compiled_token("create a 1/1 white spirit creature token.")
        subject = next(c for c in ch if isinstance(c, Ref))
        return [Simple("endure", subject, fixed(_number(ch)), params=(("token", spirit.token),))]

    def x_cloak_top(self, ch: list[Any]) -> list[Effect]:
        """"Cloak the top card of your library" (701.58a): manifest it, and the face-down permanent has ward
        {2} (rules.layers._face_down_of)."""
        self.last_ref = Ref("it")  # type: ignore[attr-defined]
        return [Simple("manifest", YOU, fixed(1), params=(("cloak", True),))]

    def x_discover(self, ch: list[Any]) -> list[Effect]:
        """"Discover N" (701.57a)."""
        return [Simple("discover", YOU, fixed(_number(ch)))]

    def x_suspect(self, ch: list[Any]) -> list[Effect]:
        """"Suspect up to one target creature" (701.60a)."""
        return [Simple("suspect", next(c for c in ch if isinstance(c, Ref)))]

    def x_unsuspect(self, ch: list[Any]) -> list[Effect]:
        """"All suspected creatures are no longer suspected" (701.60c)."""
        return [Simple("unsuspect", next(c for c in ch if isinstance(c, Ref)))]

    def adj_suspected(self, ch: list[Any]) -> Any:
        """"suspected creatures": a suspected permanent carries the mark "suspected" with menace and can't block
        (rules.keywords_setmech.suspect), so the description reads it like a keyword."""
        return lambda d: d.fields.__setitem__("keyword", "suspected")

    def x_adapt(self, ch: list[Any]) -> list[Effect]:
        """"Adapt N" (701.46a): "if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it"."""
        none_yet = Condition("counters_at_least", 1, name="+1/+1", negate=True)
        return [Conditional(none_yet, (_plus_counters(_number(ch)),))]

    def t_exert(self, ch: list[Any]) -> TriggerSpec:
        """"You may exert ~ as it attacks. When you do, ..." (701.43a): the choice is the kernel's
        (`rules.keywords_setmech.exert_frames`); this reflexive ability triggers on the exertion."""
        self.trigger_on_self = True
        return TriggerSpec("exerted")

    def cd_raid(self, ch: list[Any]) -> Condition:
        """Raid: "if you attacked this turn" (508.1)."""
        return Condition("you_attacked")

    def cd_addendum(self, ch: list[Any]) -> Condition:
        """Addendum: "if you cast this spell during your main phase" (505.1; tagged as it was cast)."""
        return Condition("tagged", name="cast_in_main")

    def cd_gift_not_promised(self, ch: list[Any]) -> Condition:
        """"If the gift wasn't promised" (702.174)."""
        return Condition("kicked", negate=True)

    def cd_saddled(self, ch: list[Any]) -> Condition:
        """"while saddled", "if ~ is saddled" (702.171b): saddled this turn."""
        return Condition("saddled")

    def t_attacks_saddled(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ attacks while saddled" (702.171b); the "while saddled" part is the ability's intervening
        condition (saddled lasts the whole turn, so checking it again on resolution changes nothing)."""
        self.trigger_on_self = True
        return TriggerSpec("attacks_saddled")

    def cd_descend(self, ch: list[Any]) -> Condition:
        """Descend N: "if there are N or more permanent cards in your graveyard" (110.4b: permanent cards)."""
        return Condition("permanent_cards_in_graveyard_at_least", n=_number(ch))

    def t_valiant(self, ch: list[Any]) -> TriggerSpec:
        """Valiant: "whenever ~ becomes the target of a spell or ability you control for the first time each
        turn" (603.2)."""
        self.trigger_on_self = True
        return TriggerSpec("valiant")

    def cd_city_blessing(self, ch: list[Any]) -> Condition:
        """"if you have the city's blessing" (702.131c)."""
        return Condition("city_blessing")

    def cd_corrupted(self, ch: list[Any]) -> Condition:
        """Corrupted: "an opponent has three or more poison counters" (122.1f)."""
        return Condition("opponent_poison_at_least", n=_number(ch))

    def cd_celebration(self, ch: list[Any]) -> Condition:
        """Celebration: "two or more nonland permanents entered the battlefield under your control this turn"."""
        return Condition("nonland_entered_at_least", n=_number(ch))

    def cd_coven(self, ch: list[Any]) -> Condition:
        """Coven: "you control three or more creatures with different powers"."""
        return Condition("different_powers_at_least", n=_number(ch))


def _number(ch: list[Any]) -> int:
    from kitchentable.cards.language.words import Unsupported

    found = [c for c in ch if isinstance(c, int)]
    if not found:
        raise Unsupported("a variable number")
    return found[0]
