"""Builders for the `modern` block at the end of grammar.lark: the wording today's Oracle text uses where older
printings said something else word for word, so a modern database compiles wherever the 2017 one did.

- "Shuffle." alone (701.20a; since 2020 Oracle drops "your library" from "shuffle your library") is built by
  `InfoPhrases.shuffle_library`, the same effect as the long form.
- "target opponent or planeswalker" (115.4; the 2018 Oracle update of "target opponent" burn spells): an opponent,
  or any planeswalker, whoever controls it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.cards.language.keywords import Keyword
from kitchentable.rules.abilities import (
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
    TriggeredAbility,
    TriggerSpec,
)

if TYPE_CHECKING:
    from kitchentable.cards.language.words import Parts

_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


class ModernPhrases:
    """Mixed into the compiler's transformer."""

    def p_target_opponent_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Planeswalker"}), players=True, opponents_only=True))  # type: ignore[attr-defined, no-any-return]

    def x_explore(self, ch: list[Any]) -> list[Effect]:
        """"~ explores", "it explores", "each Merfolk creature you control explores" (701.44a)."""
        ref: Ref = next(c for c in ch if isinstance(c, Ref))
        return [Simple("explore", ref)]

    def t_combat_your_turn(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of combat on your turn" (507.1; the modern template of many 2018+ cards)."""
        return TriggerSpec("combat_begin", None, "you")

    def t_each_combat(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of each combat": every player's beginning of combat step (507.1)."""
        return TriggerSpec("combat_begin", None, "each")

    def token_creature_decayed(self, ch: list[Any]) -> CreateToken:
        """"Create a 2/2 black Zombie creature token with decayed" (702.147a): the token can't block (the kernel
        reads "decayed" by name, as it reads "can't block") and has "When this creature attacks, sacrifice it
        at end of combat." """
        made: CreateToken = self.token_creature(ch)  # type: ignore[attr-defined]
        assert made.token is not None
        token = replace(made.token, keywords=made.token.keywords | {"decayed"},
                        triggered=(*made.token.triggered, decayed_trigger()))
        return replace(made, token=token)

    def t_self_enters_or_attacks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever this creature enters or attacks" (603.2): one triggered ability with two trigger events."""
        return self._trig("enters_or_attacks")  # type: ignore[attr-defined, no-any-return]


    def base_pt_until(self, ch: list[Any]) -> list[Effect]:
        """"Target creature has base power and toughness 5/5 until end of turn" (the 2021+ wording of "becomes
        5/5"): a layer 7b effect that sets its base power and toughness (613.4b), locked to that object (611.2c);
        counters and +N/+N effects still apply on top."""
        subject = next(c for c in ch if isinstance(c, Ref))
        p, t = (int(v) for v in str(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")).split("/"))
        duration = str([c for c in ch if isinstance(c, str) and not isinstance(c, Token)][-1])
        return [ApplyContinuous(StaticAbility("set_pt", None, p, t), subject, duration=duration)]

    def chapter(self, ch: list[Any]) -> Any:
        """A Saga's chapter ability, "II — effect" (714.2a): it triggers when lore counters reach its number.
        "I, II — effect" is two chapter abilities (714.2c). The number is kept in the trigger's `whose`."""
        numbers = str(next(c for c in ch if isinstance(c, Token) and c.type == "CHAPTERS"))
        effects = next(c for c in ch if isinstance(c, tuple))
        mode = Modal((Mode(effects, tuple(self.targets)),))  # type: ignore[attr-defined]
        return ("triggereds", tuple(TriggeredAbility(TriggerSpec("chapter", None, str(_ROMAN[n.strip()])), mode)
                                   for n in numbers.split(",")))

    def x_learn(self, ch: list[Any]) -> list[Effect]:
        """"Learn." (701.48a; the Lesson comes from the player's sideboard, their cards outside the game)."""
        return [Simple("learn", Ref("you"))]

    def x_connive(self, ch: list[Any]) -> list[Effect]:
        """"~ connives", "target creature connives" (701.50a)."""
        return [Simple("connive", next(c for c in ch if isinstance(c, Ref)))]

    def cd_you_cast_it(self, ch: list[Any]) -> Condition:
        """"When this creature enters, if you cast it, ..." (603.4): the permanent entered as a resolving spell,
        not a copy of one (a fact of the turn it entered, 601.2, 707.10)."""
        from_hand = any(isinstance(c, Token) and str(c) == "hand" for c in ch)
        return Condition("was_cast", name="hand" if from_hand else "")

    def t_you_attack(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you attack" (508.1m, 603.2): once each time you declare one or more attackers, whatever their
        number (read from the first declared attacker's "attacks" event)."""
        return TriggerSpec("you_attack", None, "you")

    def t_nth_spell(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you cast your second spell each turn", "whenever a player casts their first spell each turn"
        (603.2; the count of spells that player cast this turn, this one included, 601.2i)."""
        words = [str(c) for c in ch if isinstance(c, Token)]
        nth = next(w for w in words if w in ("first", "second", "third"))
        whose = "you" if "you" in words else "opponent" if "opponent" in words else "each"
        self.trigger_has_object = True  # "copy it": the spell cast (copies branch)
        return TriggerSpec(f"cast_{nth}", None, whose)

    def exile_until_leaves(self, ch: list[Any]) -> list[Effect]:
        """"Exile target creature an opponent controls until ~ leaves the battlefield" (610.3c)."""
        return [Simple("exile_until_leaves", next(c for c in ch if isinstance(c, Ref)))]

    def t_cycle_or_discard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you cycle or discard a card": cycling discards the card (702.29a), so this is the discard
        trigger, once per card either way."""
        return TriggerSpec("discard", None, "you")


def decayed_trigger() -> TriggeredAbility:
    """Decayed's triggered half, written in the card language (702.147a)."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    tag, ability = Builder("triggered").transform(parse("whenever ~ attacks, sacrifice ~ at end of combat."))
    assert isinstance(ability, TriggeredAbility)
    assert tag == "triggered"
    return replace(ability, text="Decayed")


MODERN_KEYWORDS = frozenset({"ward—pay life"})


def expand_modern_keyword(kw: Keyword, m: re.Match[str], parts: Parts) -> bool:
    """Ward with a life cost (702.21a): "Ward—Pay 2 life", the same triggered ability as ward {N}: counter the
    spell or ability unless its controller pays the life."""
    if kw.name != "ward—pay life":
        return False
    cost, label = Cost(life=int(m.group("n"))), f"Ward—Pay {m.group('n')} life"
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("becomes_target"),
        Modal((Mode((Optional_((Simple("counter", Ref("triggering_source")),), Ref("triggering_source_controller"),
                               cost, unless=True),)),)), text=label))
    return True
