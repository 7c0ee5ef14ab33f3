"""Keyword abilities written out as the abilities they stand for (702): the keywords of permanents (echo,
cumulative upkeep, persist, undying, fading, vanishing, renown, fabricate, outlast, modular, graft, crew,
champion, melee, provoke, myriad...), the newer ones (for Mirrodin!, training, mentor, backup, gift,
reconfigure, disguise, mobilize, riot, saddle, ward with a discard, sacrifice or life cost, boast, exhaust, max
speed), the older ones (equip, enchant, prowess, ward, hideaway, bushido, exalted, flanking), exploit,
soulbond, haunt, decayed, partner with (702.124f), and their phrases ("when ~ exploits a creature", "if
tribute wasn't paid", "while saddled").

Each keyword registers its expansion in the keyword table (`keyword_expansion`); each ability keeps the keyword
as its `text`, so `cards show` prints the keyword line. The kernel side is `rules.keywords.permanent_keywords` and its
neighbours."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from kitchentable.cards.language.core.effects import EffectPhrases
from kitchentable.cards.language.keyword_expansion import (
    ReadBack,
    enchant_filter,
    expander,
    keyword_cost,
    read_back_as_keyword,
    token_effect,
)
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.vocabulary import CREATURE_TYPES, SUBTYPE_BY_WORD
from kitchentable.cards.language.words import (
    Parts,
    Unsupported,
    _one,
    _plus_counters,
    nested_builder,
)
from kitchentable.rules.abilities import (
    SELF,
    YOU,
    ActivatedAbility,
    Amount,
    ApplyContinuous,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    Filter,
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
from kitchentable.rules.concepts.mana import ManaCost

PERMANENT_KEYWORDS = frozenset({
    "echo", "cumulative upkeep", "persist", "undying", "bloodthirst", "fading", "vanishing", "renown",
    "fabricate", "outlast", "ingest", "extort", "changeling", "rampage", "modular",
    "graft", "living weapon", "dethrone", "monstrosity", "unleash", "scavenge", "evolve", "totem armor", "crew", "champion", "melee", "provoke", "myriad",
})
"""The keywords of permanents that `expand_permanent_keyword` writes out."""


def _enters_with(n: int, counter: str, condition: Condition | None = None) -> StaticAbility:
    return StaticAbility("enters_with_counters", amount=fixed(n), condition=condition, params=(("counter", counter),))


def _life_cost(text: str) -> Cost | None:
    m = re.fullmatch(r"pay (\d+) life", text)
    return Cost(life=int(m.group(1))) if m else None


@expander(*PERMANENT_KEYWORDS, read_back=ReadBack())
def expand_permanent_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Record the abilities of one keyword of permanents in `parts`; False if the line isn't one it writes."""
    cost = keyword_cost(m)
    name = kw.name
    groups = m.groupdict()
    n = int(groups["n"]) if groups.get("n") else 0
    label = re.sub(r"\{[^}]+\}", lambda sym: sym.group(0).upper(), m.group(0)[0].upper() + m.group(0)[1:])
    trig = parts.triggered.append
    if name == "echo":  # 702.30a
        assert cost is not None
        trig(TriggeredAbility(
            TriggerSpec("upkeep"),
            _one((Optional_((Simple("sacrifice", SELF),), YOU, Cost(mana=cost), unless=True),)),
            intervening_if=Condition("echo_due"), text=label))
    elif name == "cumulative upkeep":  # 702.24a
        per = Cost(mana=cost) if cost is not None else _life_cost(groups.get("other") or "")
        if per is None:
            return False
        trig(TriggeredAbility(TriggerSpec("upkeep"), _one((Simple("cumulative_upkeep", SELF, params=(("cost", per),)),)),
                              text=label))
    elif name in ("persist", "undying"):  # 702.79a, 702.93a
        counter = "-1/-1" if name == "persist" else "+1/+1"
        back = Simple("return_to_battlefield", Ref("triggering"), params=(("under_you", False), ("counter", counter)))
        trig(TriggeredAbility(TriggerSpec("dies"), _one((back,)),
                              intervening_if=Condition("lki_without_counter", name=counter), text=label))
    elif name == "bloodthirst":  # 702.54a
        parts.static.append(_label(_enters_with(n, "+1/+1", Condition("opponent_dealt_damage_this_turn")), label))
    elif name in ("fading", "vanishing"):  # 702.32a, 702.63a
        counter = "fade" if name == "fading" else "time"
        parts.static.append(_label(_enters_with(n, counter), label))
        trig(TriggeredAbility(TriggerSpec("upkeep"), _one((Simple(f"{name}_upkeep", SELF),)), text=label))
    elif name == "renown":  # 702.112a
        trig(TriggeredAbility(
            TriggerSpec("deals_combat_damage_to_player"),
            _one((_plus_counters(n), Simple("designate", SELF, params=(("tag", "renowned"),)))),
            intervening_if=Condition("tagged", name="renowned", negate=True), text=label))
    elif name == "fabricate":  # 702.123a
        servo = token_effect("create a 1/1 colorless servo artifact creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((Simple("fabricate", SELF, fixed(n),
                                                                   params=(("token", servo),)),)), text=label))
    elif name == "outlast":  # 702.107a
        assert cost is not None
        parts.activated.append(ActivatedAbility(Cost(mana=cost, tap=True), _one((_plus_counters(1),)),
                                                sorcery_speed=True, text=label))
    elif name == "ingest":  # 702.115a
        trig(TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"),
                              _one((Simple("exile_top", Ref("triggering_player"), fixed(1)),)), text=label))
    elif name == "extort":  # 702.101a
        drain = (Simple("lose_life", Ref("each_opponent"), fixed(1)),
                 Simple("gain_life", YOU, Amount("remembered", name="amount")))
        trig(TriggeredAbility(TriggerSpec("cast", Filter(zone="stack")),
                              _one((Optional_(drain, YOU, Cost(mana=ManaCost.parse("{W/B}"))),)), text=label))
    elif name == "changeling":  # 702.73a: a characteristic-defining ability, so first in layer 4 (613.3)
        parts.static.append(StaticAbility("add_types", subtypes=frozenset(CREATURE_TYPES), text=label))
    elif name == "rampage":  # 702.23a
        trig(TriggeredAbility(TriggerSpec("becomes_blocked"), _one((Simple("rampage", SELF, fixed(n)),)), text=label))
    elif name == "modular":  # 702.43a
        parts.static.append(_label(_enters_with(n, "+1/+1"), label))
        artifact_creature = TargetSpec(Filter(types=frozenset({"Artifact", "Creature"})))
        trig(TriggeredAbility(TriggerSpec("dies"),
                              _one((Optional_((Simple("counters_from_lki", Ref("target", 0)),)),),
                                   (artifact_creature,)), text=label))
    elif name == "graft":  # 702.58a
        parts.static.append(_label(_enters_with(n, "+1/+1"), label))
        trig(TriggeredAbility(TriggerSpec("enters", Filter(types=frozenset({"Creature"}), other=True), "each"),
                              _one((Optional_((Simple("move_counter", Ref("triggering")),)),)),
                              intervening_if=Condition("counters_at_least", 1, name="+1/+1"), text=label))
    elif name == "living weapon":  # 702.92a
        germ = token_effect("create a 0/0 black phyrexian germ creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((germ, Simple("attach", Ref("it")))), text=label))
    elif name == "dethrone":  # 702.105a
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((_plus_counters(1),)),
                              intervening_if=Condition("attacking_most_life"), text=label))
    elif name == "unleash":  # 702.98a: the entering choice is asked by the kernel; "can't block" read by name
        parts.keywords.add("unleash")
    elif name == "scavenge":  # 702.97a
        assert cost is not None
        creature = TargetSpec(Filter(types=frozenset({"Creature"})))
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, exile_self=True), _one((_plus_counters(Amount("power", ref=SELF), Ref("target", 0)),),
                                                   (creature,)),
            sorcery_speed=True, zone="graveyard", text=label))
    elif name == "evolve":  # 702.100a: the trigger event compares power and toughness (rules.stack.triggers)
        trig(TriggeredAbility(TriggerSpec("evolve"), _one((Simple("evolve", SELF),)), text=label))
    elif name == "totem armor":  # 702.89a: the kernel's destroy reads it by name
        parts.keywords.add("totem armor")
    elif name == "crew":  # 702.122a: "this Vehicle becomes an artifact creature until end of turn" (301.7b)
        becomes = StaticAbility("add_types", types=frozenset({"Artifact", "Creature"}))
        parts.activated.append(ActivatedAbility(Cost(crew=n), _one((ApplyContinuous(becomes, SELF),)), text=label))
    elif name == "champion":  # 702.72a
        flt = replace(enchant_filter(groups["what"]), other=True, controller="you")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((Simple("champion", SELF, params=(("filter", flt),)),)),
                              text=label))
        trig(TriggeredAbility(TriggerSpec("leaves"), _one((Simple("champion_return", SELF),)), text=label))
    elif name == "melee":  # 702.121a
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((Simple("melee", SELF),)), text=label))
    elif name == "provoke":  # 702.39a ("defending player" read as an opponent: the one attacked in a duel)
        theirs = TargetSpec(Filter(types=frozenset({"Creature"}), controller="opponent"))
        trig(TriggeredAbility(TriggerSpec("attacks"),
                              _one((Optional_((Simple("provoke", Ref("target", 0)),)),), (theirs,)), text=label))
    elif name == "myriad":  # 702.116a
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((Simple("myriad", SELF),)), text=label))
        trig(TriggeredAbility(TriggerSpec("end_of_combat"), _one((Simple("exile", SELF),)),
                              intervening_if=Condition("tagged", name="myriad"), text=label))
    elif name == "monstrosity":  # 701.37a
        assert cost is not None
        parts.activated.append(ActivatedAbility(Cost(mana=cost), _one((Simple("monstrosity", SELF, fixed(n)),)),
                                                text=label))
    else:
        return False
    return True


def _label(ab: StaticAbility, label: str) -> StaticAbility:
    return replace(ab, text=label)


@expander("exploit", read_back=ReadBack())
def expand_exploit(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Exploit (702.110a): "When this creature enters, you may sacrifice a creature." """
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("enters"), Modal((Mode((Simple("exploit", Ref("self")),)),)), text="Exploit"))
    return True


def decayed_trigger() -> TriggeredAbility:
    """Decayed's triggered half, written in the card language (702.147a)."""
    tag, ability = nested_builder("triggered").transform(parse("whenever ~ attacks, sacrifice ~ at end of combat."))
    assert isinstance(ability, TriggeredAbility)
    assert tag == "triggered"
    return replace(ability, text="Decayed")


@expander("ward—pay life")
def expand_ward_pay_life(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Ward with a life cost (702.21a): "Ward—Pay 2 life", the same triggered ability as ward {N}: counter the
    spell or ability unless its controller pays the life."""
    cost, label = Cost(life=int(m.group("n"))), f"Ward—Pay {m.group('n')} life."
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("becomes_target"),
        Modal((Mode((Optional_((Simple("counter", Ref("triggering_source")),), Ref("triggering_source_controller"),
                               cost, unless=True),)),)), text=label))
    return True


_PARTNER_WITH = re.compile(r"^partner with (?P<name>[^.]+)\.?$")
_PARTNER_PLACEHOLDER = "\x00partner:"
read_back_as_keyword("partner with", how=ReadBack(alternative_cost=True))


def partner_with(text: str, parts: Parts) -> bool:
    """702.124f: "Partner with [name]" (read whole: the name may hold a comma). The deck-construction half has
    no in-game effect without a commander (the trigger's text names the keyword); the other half is the enters
    trigger. The filter's name is a placeholder until `finish_partner_with` restores its capitals."""
    m = _PARTNER_WITH.match(text)
    if m is None:
        return False
    name = m.group("name")
    named = Filter(name=_PARTNER_PLACEHOLDER + name)
    search = Simple("search_library", Ref("target", 0), fixed(1), (("filter", named),))
    effect = Modal((Mode((Optional_(then=(search,), chooser=Ref("target", 0)),),
                         (TargetSpec(Filter(only_players=True)),)),))
    parts.triggered.append(TriggeredAbility(TriggerSpec("enters"), effect, text=f"Partner with {name}"))
    return True


def finish_partner_with(parts: Parts, texts: list[str]) -> None:
    """After a face's lines: the name a "partner with" trigger searches for gets the capitals it is printed with
    in the card's own text (201.2)."""
    for i, ab in enumerate(parts.triggered):
        if not ab.text.startswith("Partner with "):
            continue
        lower = ab.text[len("Partner with "):]
        printed = next((found.group(1).strip() for t in texts
                        if (found := re.match(rf"partner with ({re.escape(lower)})", t, re.IGNORECASE))), lower)
        mode = ab.effect.modes[0]
        opt = mode.effects[0]
        assert isinstance(opt, Optional_)
        search = opt.then[0]
        assert isinstance(search, Simple)
        search = replace(search, params=(("filter", Filter(name=printed)),))
        parts.triggered[i] = replace(ab, effect=Modal((replace(mode, effects=(replace(opt, then=(search,)),)),)),
                                     text=f"Partner with {printed}")


def _cost_of(text: str) -> Any:
    """A cost written in the card language ("discard a card", "sacrifice a creature"), read by the
    activated-ability cost grammar."""
    tag, ability = nested_builder("activated").transform(parse(f"{text}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility):
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self or cost.mana:
        raise Unsupported(f"ward—{text}")
    return cost


@expander("for mirrodin!", "job select", "training", "mentor", "backup", "gift", "reconfigure", "disguise", "mobilize", "riot",
          "saddle", "ward—discard", "ward—sacrifice", read_back=ReadBack(alternative_cost=True))
def expand_printed_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Keyword abilities printed on permanents since 2018 (702.134-702.181): their triggers, costs and
    designations."""
    name = kw.name
    cost = keyword_cost(m)
    label = re.sub(r"\{[^}]+\}", lambda sym: sym.group(0).upper(), m.group(0)[0].upper() + m.group(0)[1:])
    trig = parts.triggered.append
    if name == "for mirrodin!":  # 702.163a
        rebel = token_effect("create a 2/2 red rebel creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((rebel, Simple("attach", Ref("it")))), text="For Mirrodin!"))
    elif name == "job select":  # 702.182a (Final Fantasy, 2025): For Mirrodin!'s shape with a Hero
        hero = token_effect("create a 1/1 colorless hero creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((hero, Simple("attach", Ref("it")))), text="Job select"))
    elif name == "training":  # 702.149a: the power comparison is part of the trigger event (`rules`)
        trig(TriggeredAbility(TriggerSpec("training"), _one((_plus_counters(1),)), text="Training"))
    elif name == "mentor":  # 702.134a
        lesser = TargetSpec(Filter(types=frozenset({"Creature"}), attacking=True, power_below_source=True))
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((_plus_counters(1, Ref("target", 0)),), (lesser,)),
                              text="Mentor"))
    elif name == "backup":  # 702.165a; the abilities it grants are filled in by `finish_exhaust_and_backup`
        n = int(m.group("n"))
        creature = TargetSpec(Filter(types=frozenset({"Creature"})))
        snapshot = (len(parts.activated), len(parts.triggered) + 1, len(parts.static), frozenset(parts.keywords))
        grant = ApplyContinuous(StaticAbility("grant_abilities", params=(("backup_pending", snapshot),)),
                                Ref("target", 0))
        another = Conditional(Condition("target_is", 0, filter=Filter(other=True)), (grant,))
        trig(TriggeredAbility(TriggerSpec("enters"), _one((_plus_counters(n, Ref("target", 0)), another), (creature,)),
                              text=label))
    elif name == "gift":  # 702.174: the promise is an optional cost; the gift is given by `finish_gift`
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
    elif name == "disguise":  # 702.168a: morph's procedure; the face-down permanent has ward {2} (rules.continuous.layers)
        assert cost is not None
        if parts.morph is not None:
            raise Unsupported("a second face-down ability")
        parts.morph = Cost(mana=cost)
        parts.keywords.add("disguise")
    elif name == "mobilize":  # 702.181a
        warrior = token_effect("create a 1/1 red warrior creature token.")
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((Simple("mobilize", SELF, fixed(int(m.group("n"))),
                                                                    params=(("token", warrior.token),)),)),
                              text=label))
    elif name == "riot":  # 702.136a: the choice is made as it resolves (rules.keywords.permanent_keywords.entering_choice)
        parts.keywords.add("riot")
        parts.static.append(StaticAbility("add_keywords", keywords=frozenset({"haste"}),
                                          condition=Condition("tagged", name="riot_haste"), text="Riot"))
    elif name == "saddle":  # 702.171a: the crew cost's procedure (601.2h), a designation until end of turn
        n = int(m.group("n"))
        parts.activated.append(ActivatedAbility(Cost(crew=n), _one((Simple("saddle", SELF),)), sorcery_speed=True,
                                                text=label))
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
    made = token_effect(_GIFT_TOKENS[what])
    return Simple("gift", YOU, params=(("what", what), ("token", made.token), ("tapped", what == "a tapped fish")))


def finish_gift(parts: Parts, card_types: frozenset[str]) -> None:
    """702.174: an instant or sorcery gives the gift before its other effects; a permanent when it enters
    ("when this permanent enters, if the gift was promised, ...")."""
    card_is_spell = bool(card_types & {"Instant", "Sorcery"})
    pending = [s for s in parts.static if s.kind == "gift_pending"]
    if not pending:
        return
    parts.static[:] = [s for s in parts.static if s.kind != "gift_pending"]
    ab = pending[0]
    given = Conditional(Condition("kicked", name="gift"), (ab.param("gift"),))
    if card_is_spell:
        if parts.spell_modal is not None:
            parts.spell_modal = replace(parts.spell_modal, modes=tuple(
                replace(mode, effects=(given, *mode.effects)) for mode in parts.spell_modal.modes))
        elif parts.spell:
            parts.spell[0] = replace(parts.spell[0], effects=(given, *parts.spell[0].effects))
        return
    parts.triggered.insert(0, TriggeredAbility(TriggerSpec("enters"), _one((ab.param("gift"),)),
                                               intervening_if=Condition("kicked", name="gift"), text=ab.text))


def finish_exhaust_and_backup(parts: Parts) -> None:
    """What needs the whole card: each exhaust ability named by its own text (702.177a), and backup's "if that's
    another creature, it gains the following abilities until end of turn" (702.165a): the keywords, activated
    and triggered abilities printed after the backup keyword. A static ability among them is not supported (it
    would need a layer effect granting it)."""
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


@expander("haunt", read_back=ReadBack())
def expand_haunt(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Haunt (702.55a): "When this creature dies, exile it haunting target creature." on a permanent; on an
    instant or sorcery, "When this spell card is put into a graveyard after resolving, exile it haunting target
    creature." (triggered by `rules.stack.resolve` through `rules.keywords.haunt.spell_resolved`)."""
    target = (TargetSpec(Filter(types=frozenset({"Creature"})), label="haunt"),)
    parts.keywords.add("haunt")
    if card_types & {"Instant", "Sorcery"}:
        effect = Modal((Mode((Simple("haunt", Ref("self")),), target),))
        parts.triggered.append(TriggeredAbility(TriggerSpec("haunt_spell"), effect, zone="graveyard", text="Haunt"))
    else:
        effect = Modal((Mode((Simple("haunt", Ref("triggering")),), target),))
        parts.triggered.append(TriggeredAbility(TriggerSpec("dies"), effect, text="Haunt"))
    return True


@expander("soulbond", read_back=ReadBack())
def expand_soulbond(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Soulbond (702.95a): "When this creature enters, if you control both this creature and another creature
    and both are unpaired, you may pair this creature with another unpaired creature you control ..." and
    "Whenever another creature enters under your control, if you control both it and this creature and both are
    unpaired, you may pair this creature with it ..." (the kernel checks the other creature on resolution). What
    the pair gets is `granted_abilities`'s."""
    unpaired = Condition("soulbond_unpaired")
    another = Filter(types=frozenset({"Creature"}), controller="you", other=True)
    parts.triggered += [
        TriggeredAbility(TriggerSpec("enters"), Modal((Mode((Simple("soulbond_pair", Ref("self")),)),)),
                         intervening_if=unpaired, text="Soulbond"),
        TriggeredAbility(TriggerSpec("enters", another),
                         Modal((Mode((Simple("soulbond_pair", Ref("self"), params=(("with", "triggering"),)),)),)),
                         intervening_if=unpaired, text="Soulbond")]
    return True


@expander("equip", "prowess", "ward", "hideaway", "enchant", "bushido", "exalted", "flanking")
def expand_classic_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """The older keyword abilities the card language writes out: equip (702.6a), prowess (702.108a), ward
    (702.21a), hideaway (702.75a), enchant (702.5a), bushido (702.45a), exalted (702.83a), flanking (702.25a)."""
    cost = keyword_cost(m)
    if kw.name == "equip":
        assert cost is not None
        quality = m.groupdict().get("quality")
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost),
            Modal((Mode((Simple("attach", Ref("target", 0)),),
                        (TargetSpec(equip_target(quality)),)),)),
            sorcery_speed=True, text=equip_label(quality, cost)))
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
        parts.enchant = enchant_filter(m.group("what"))
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
    return True


class KeywordAbilitiesPhrases(EffectPhrases):
    """Phrases of keyword abilities (boast, exhaust, max speed, exploit, saddle, haunt...)."""

    kind: str

    def t_exploits(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ exploits a creature" (702.110b)."""
        self.trigger_on_self = True
        return TriggerSpec("exploits")

    def cd_tribute_not_paid(self, ch: list[Any]) -> Condition:
        """"If tribute wasn't paid" (702.104b): the opponent didn't put the counters on it as it entered."""
        return Condition("tribute_not_paid")

    def token_creature_decayed(self, ch: list[Any]) -> CreateToken:
        """"Create a 2/2 black Zombie creature token with decayed" (702.147a): the token can't block (the kernel
        reads "decayed" by name, as it reads "can't block") and has "When this creature attacks, sacrifice it
        at end of combat." """
        made: CreateToken = self.token_creature(ch)
        assert made.token is not None
        token = replace(made.token, keywords=made.token.keywords | {"decayed"},
                        triggered=(*made.token.triggered, decayed_trigger()))
        return replace(made, token=token)

    def boast(self, ch: list[Any]) -> Any:
        """"Boast — [Cost]: [Effect]" (702.142a): "[Cost]: [Effect]. Activate only if this creature attacked
        this turn and only once each turn." """
        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag != "activated" or ability.condition is not None or ability.is_mana:
            raise Unsupported("a boast ability with its own restriction")
        return ("activated", replace(ability, condition=Condition("attacked_this_turn"), once_per_turn=True))

    def max_speed(self, ch: list[Any]) -> Any:
        """"Max speed — [ability]" (702.178): "as long as your speed is 4, this has [ability]": a condition on
        the activated or static ability; on a triggered ability it is an intervening "if" (partial: 702.178 only
        asks that the ability exist when the event happens)."""
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
        named by its text (filled in by `finish_exhaust_and_backup`), which the kernel records when it is activated."""
        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag != "activated" or ability.condition is not None or ability.is_mana:
            raise Unsupported("an exhaust ability with its own restriction")
        return ("activated", replace(ability, condition=Condition("not_exhausted")))

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

    def t_enters_or_haunted_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ enters or the creature it haunts dies" (702.55c): one ability, either event (603.2)."""
        self.trigger_on_self = True
        return TriggerSpec("enters_or_haunted_dies")

    def t_haunted_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When the creature ~ haunts dies" (702.55c): it triggers from exile."""
        self.trigger_on_self = True
        return TriggerSpec("haunted_dies")

# --- ninjutsu (702.49a) ----------------------------------------------------------------------------------------
# "Ninjutsu [cost]": "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control to
# its owner's hand: Put this card onto the battlefield from your hand tapped and attacking." The returning is a cost
# (`Cost.bounce` with the filter `unblocked`, 509.1h), paid as the ability is activated, so the ability can be
# activated only while such a creature exists (702.49c); what the Ninja attacks is read from the returned creature
# as the ability resolves (`rules.keywords.ninjutsu`). Commander ninjutsu (702.49d) is another keyword, not matched.

UNBLOCKED_ATTACKER = Filter(types=frozenset({"Creature"}), controller="you", attacking=True, unblocked=True)
""""an unblocked attacking creature you control" (509.1h)."""


@expander("ninjutsu", read_back=ReadBack())
def expand_ninjutsu(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.49a: the ability, usable from the hand at instant speed; its text is the keyword line, so `cards show`
    reads it back as printed."""
    cost = keyword_cost(m)
    if cost is None or "Creature" not in card_types:
        return False
    parts.activated.append(ActivatedAbility(
        Cost(mana=cost, bounce=UNBLOCKED_ATTACKER, bounce_count=1),
        Modal((Mode((Simple("ninjutsu", SELF),)),)),
        zone="hand", text=f"Ninjutsu {cost}"))
    return True


# --- ravenous (702.156a) ---------------------------------------------------------------------------------------
# "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is 5 or more, draw a
# card", X being the X its spell was cast with (107.3m). Both keep "Ravenous" as their text, so `cards show` prints
# the keyword line; the kernel reads the X with `rules.keywords.ravenous`.

RAVENOUS_DRAW_AT = 5
"""702.156a: the X from which the permanent's controller draws a card as it enters."""


@expander("ravenous", read_back=ReadBack())
def expand_ravenous(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.156a: the entering counters (614.1c) and the intervening-if draw trigger (603.4)."""
    tag, counters = nested_builder("static").transform(parse("~ enters with x +1/+1 counters on it."))
    kind, draw = nested_builder("triggered").transform(parse("when ~ enters, draw a card."))
    if tag != "static" or kind != "triggered" or not isinstance(counters, StaticAbility) \
            or not isinstance(draw, TriggeredAbility):
        raise Unsupported("ravenous")
    parts.static.append(replace(counters, text="Ravenous"))
    parts.triggered.append(replace(draw, intervening_if=Condition("entered_x_at_least", n=RAVENOUS_DRAW_AT),
                                   text="Ravenous"))
    return True


# --- equip [quality] (702.6c) ----------------------------------------------------------------------------------

YOUR_CREATURE = Filter(types=frozenset({"Creature"}), controller="you")


def equip_target(quality: str | None) -> Filter:
    """702.6a, 702.6c: "Equip legendary creature {3}", "Equip Knight {1}": only a creature you control with that
    quality is a legal target (the restriction doesn't limit what it may be attached to otherwise). Another quality
    ("Equip planeswalker", 702.6e) is refused."""
    if quality is None:
        return YOUR_CREATURE
    if quality == "legendary creature":
        return replace(YOUR_CREATURE, supertypes=frozenset({"Legendary"}))
    word = quality.removesuffix(" creature")
    subtype = SUBTYPE_BY_WORD.get(word)
    if subtype is None or subtype not in CREATURE_TYPES:
        raise Unsupported(f"equip {quality}")
    return replace(YOUR_CREATURE, subtypes=frozenset({subtype}))


def equip_label(quality: str | None, cost: ManaCost) -> str:
    """The keyword line as printed: "Equip {2}", "Equip legendary creature {3}", "Equip Knight {1}" (205.3)."""
    if quality is None:
        return f"Equip {cost}"
    if quality == "legendary creature":
        return f"Equip legendary creature {cost}"
    word, creature, _rest = quality.partition(" creature")
    return f"Equip {SUBTYPE_BY_WORD.get(word, word)}{creature} {cost}"


# --- craft (702.167a) ------------------------------------------------------------------------------------------
# "Craft with [materials] [cost]": "[Cost], Exile this permanent, Exile [materials] from among permanents you control
# and/or cards in your graveyard: Return this card to the battlefield transformed under its owner's control. Activate
# only as a sorcery." The materials are a cost part (`Cost.craft`, picked by `rules.casting.cost_parts`); the return
# is `rules.keywords.craft`'s. "N or more" materials and "other" ones are refused (the choice of how many is not
# built, and the back faces that count them read "the exiled cards", which the compiler refuses too).


def craft_materials(words: str) -> tuple[Filter, int, str]:
    """"artifact" -> (artifacts, 1, "artifact"); "two creatures"; "Dinosaur": the description, how many, and the
    words as printed (a subtype capitalised, 205.3)."""
    from kitchentable.cards.language.vocabulary import TYPE_BY_WORD
    from kitchentable.cards.language.words import NUMBER_WORDS

    printed = words
    first, _sp, rest = words.partition(" ")
    n = 1
    lead = ""
    if first in ("a", "an"):
        words, lead = rest, first + " "
    elif first in NUMBER_WORDS and rest:
        n, words, lead = NUMBER_WORDS[first], rest, first + " "
    if " " in words or not words:
        raise Unsupported(f"craft with {printed}")  # "one or more", "other", "artifact or creature" ...
    if words in TYPE_BY_WORD and TYPE_BY_WORD[words] in ("Artifact", "Creature", "Land", "Enchantment",
                                                         "Planeswalker"):
        return Filter(types=frozenset({TYPE_BY_WORD[words]})), n, lead + words
    subtype = SUBTYPE_BY_WORD.get(words)
    if subtype is None:
        raise Unsupported(f"craft with {printed}")
    return Filter(subtypes=frozenset({subtype})), n, lead + words[:1].upper() + words[1:]


@expander("craft", read_back=ReadBack())
def expand_craft(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.167a: the activated ability, its text the keyword line so `cards show` reads it back as printed."""
    cost = keyword_cost(m)
    if cost is None:
        return False
    materials, n, said = craft_materials(m.group("materials"))
    parts.activated.append(ActivatedAbility(
        Cost(mana=cost, exile_self=True, craft=materials, craft_count=n),
        Modal((Mode((Simple("return_crafted", SELF),)),)),
        sorcery_speed=True, text=f"Craft with {said} {cost}"))
    return True
