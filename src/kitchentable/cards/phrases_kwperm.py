"""Keywords of permanents (branch kwperm): upkeep costs, counters, triggers and combat keywords (702).

`expand_permanent_keyword` turns one keyword row of `cards.keywords` into the kernel's ability objects, the
same way `cards.compiler.expand_keyword` does for the older rows; the executors and conditions these
abilities name live in `rules.keywords_permanents`. Each ability keeps the keyword as its `text`, so
`cards.render` shows the keyword with its rule rather than the expansion.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.rules.abilities import (
    SELF,
    YOU,
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
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts

PERMANENT_KEYWORDS = frozenset({
    "echo", "cumulative upkeep", "persist", "undying", "bloodthirst", "fading", "vanishing", "renown",
    "fabricate", "outlast", "ingest", "extort", "changeling", "rampage", "modular",
    "graft", "living weapon", "dethrone", "monstrosity", "unleash", "scavenge", "evolve", "totem armor", "crew", "champion", "melee", "provoke", "myriad",
})
"""The rows this module expands (the renderer shows their abilities as the keyword)."""


def _one(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...] = ()) -> Modal:
    return Modal((Mode(effects, targets),))


def _counters(n: int | Amount, on: Ref = SELF) -> Simple:
    return Simple("add_counters", on, n if isinstance(n, Amount) else fixed(n), params=(("counter", "+1/+1"),))


def _enters_with(n: int, counter: str, condition: Condition | None = None) -> StaticAbility:
    return StaticAbility("enters_with_counters", amount=fixed(n), condition=condition, params=(("counter", counter),))


def _token(text: str) -> CreateToken:
    """A token effect compiled from its card-language wording ("create a 0/0 black phyrexian germ ...")."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    tag, effects = Builder("spell").transform(parse(text))
    found = [e for e in effects if isinstance(e, CreateToken)]
    assert tag == "spell" and len(found) == 1
    return found[0]


def _word(children: list[Any]) -> str:
    return str([c for c in children if isinstance(c, Token)][-1]).strip()


class KwpermPhrases:
    """Phrases of the kwperm block at the end of grammar.lark, mixed into `cards.compiler.Builder`."""

    kind: str

    def t_becomes_designated(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ becomes monstrous" (701.37b), "when ~ becomes renowned" (702.112b)."""
        self.trigger_on_self = True
        return TriggerSpec(f"becomes_{_word(ch)}")

    def cd_designated(self, ch: list[Any]) -> Condition:
        return Condition("tagged", name=_word(ch))

    def cd_not_designated(self, ch: list[Any]) -> Condition:
        return Condition("tagged", name=_word(ch), negate=True)

    def kw_bolster(self, ch: list[Any]) -> list[Effect]:
        """701.39a: bolster N (the least-toughness choice is made as it resolves)."""
        return [Simple("bolster", YOU, _count(ch))]

    def kw_support(self, ch: list[Any]) -> list[Effect]:
        """701.41a: "put a +1/+1 counter on each of up to N other target creatures" on a permanent; "up to N
        target creatures" on an instant or sorcery."""
        n = _count(ch).value
        creature = Filter(types=frozenset({"Creature"}), other=self.kind != "spell")
        target = self._target(creature, 0, n)  # type: ignore[attr-defined]
        return [_counters(1, target)]


def _count(ch: list[Any]) -> Amount:
    """The N of "bolster N" / "support N" (the count_word's value); a variable N stays unsupported."""
    from kitchentable.cards.language.words import Unsupported

    found = [c for c in ch if isinstance(c, int)]
    if not found:
        raise Unsupported("bolster or support with a variable number")
    return fixed(found[-1])


def _life_cost(text: str) -> Cost | None:
    m = re.fullmatch(r"pay (\d+) life", text)
    return Cost(life=int(m.group(1))) if m else None


def expand_permanent_keyword(kw: Keyword, m: re.Match[str], parts: Parts, cost: ManaCost | None) -> bool:
    """Record the abilities of one keyword of this module in `parts`; False if `kw` isn't one of them."""
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
            _one((_counters(n), Simple("designate", SELF, params=(("tag", "renowned"),)))),
            intervening_if=Condition("tagged", name="renowned", negate=True), text=label))
    elif name == "fabricate":  # 702.123a
        servo = _token("create a 1/1 colorless servo artifact creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((Simple("fabricate", SELF, fixed(n),
                                                                   params=(("token", servo),)),)), text=label))
    elif name == "outlast":  # 702.107a
        assert cost is not None
        parts.activated.append(ActivatedAbility(Cost(mana=cost, tap=True), _one((_counters(1),)),
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
        from kitchentable.cards.language.vocabulary import CREATURE_TYPES

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
        germ = _token("create a 0/0 black phyrexian germ creature token.")
        trig(TriggeredAbility(TriggerSpec("enters"), _one((germ, Simple("attach", Ref("it")))), text=label))
    elif name == "dethrone":  # 702.105a
        trig(TriggeredAbility(TriggerSpec("attacks"), _one((_counters(1),)),
                              intervening_if=Condition("attacking_most_life"), text=label))
    elif name == "unleash":  # 702.98a: the entering choice is asked by the kernel; "can't block" read by name
        parts.keywords.add("unleash")
    elif name == "scavenge":  # 702.97a
        assert cost is not None
        creature = TargetSpec(Filter(types=frozenset({"Creature"})))
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, exile_self=True), _one((_counters(Amount("power", ref=SELF), Ref("target", 0)),),
                                                   (creature,)),
            sorcery_speed=True, zone="graveyard", text=label))
    elif name == "evolve":  # 702.100a: the trigger event compares power and toughness (rules.triggers)
        trig(TriggeredAbility(TriggerSpec("evolve"), _one((Simple("evolve", SELF),)), text=label))
    elif name == "totem armor":  # 702.89a: the kernel's destroy reads it by name
        parts.keywords.add("totem armor")
    elif name == "crew":  # 702.122a: "this Vehicle becomes an artifact creature until end of turn" (301.7b)
        becomes = StaticAbility("add_types", types=frozenset({"Artifact", "Creature"}))
        parts.activated.append(ActivatedAbility(Cost(crew=n), _one((ApplyContinuous(becomes, SELF),)), text=label))
    elif name == "champion":  # 702.72a
        from kitchentable.cards.compiler import _enchant_filter

        flt = replace(_enchant_filter(groups["what"]), other=True, controller="you")
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
