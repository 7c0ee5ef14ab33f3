"""Keyword actions (701): amass, bolster, support, adapt, explore, learn, connive, discover, endure, incubate,
suspect, collect evidence, exert, goad, clash, create a Role, and voting (701.32: will of the council and
council's dilemma, compiled as a whole paragraph by `vote`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import token_effect
from kitchentable.cards.language.parse import parse, split_sentences
from kitchentable.cards.language.tokens import ROLES, incubator_token, named_token, role_token
from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    Unsupported,
    _clean,
    _plus_counters,
    _unsupported,
    first_count,
    nested_builder,
)
from kitchentable.rules.abilities import (
    YOU,
    Amount,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    Effect,
    Filter,
    Modal,
    Mode,
    ModifyPT,
    Optional_,
    OptionalCost,
    Ref,
    Simple,
    TriggerSpec,
    fixed,
)

_VOTE = re.compile(r"^(?:(?:will of the council|council's dilemma) — )?(?P<lead>(?:when|whenever|at) [^.]*?, )?"
                   r"starting with you, each player votes for (?P<a>[a-z]+) or (?P<b>[a-z]+)\. (?P<rest>.+)$")


_VOTE_BRANCH = re.compile(r"^if (?P<word>[a-z]+) gets more votes(?P<tie> or the vote is tied)?, (?P<text>.+)$")


_VOTE_EACH = re.compile(r" for each (?P<word>[a-z]+) vote(?: and |\.$)")


_SUBJECT = re.compile(r"^(each opponent|each player|target opponent|target player|that player|you) ")


def _plain_effects(sentence: str, subject: str = "you") -> tuple[Effect, ...]:
    """One instruction of a vote paragraph, compiled as a spell's text; an instruction with targets is refused
    (targets are chosen as the spell is cast, 601.2c, before anyone votes). An instruction written without its
    subject takes the subject of the clause before it ("each opponent sacrifices a creature for each death vote
    and discards a card for each taxes vote"), or is the controller's ("take an extra turn after this one")."""
    sentence = sentence.strip().rstrip(".") + "."
    first = sentence.split(" ", 1)[0]
    if _SUBJECT.match(sentence) or first in ("each", "target", "~", "all", "creatures", "if"):
        text = sentence
    elif first.endswith("s") and subject == "you":
        raise _unsupported(sentence)  # a third-person verb whose subject isn't known
    elif first.endswith("s") or subject != "you":
        text = f"{subject} {sentence}"
    else:
        text = sentence  # an imperative instruction is the controller's
    b = nested_builder("spell")
    try:
        result = b.transform(parse(text))
    except Exception:
        if text is not sentence or first.endswith("s"):
            raise
        result = nested_builder("spell").transform(parse("you " + sentence))  # "take an extra turn after this one"
    if not (isinstance(result, tuple) and result[0] == "spell") or b.targets:
        raise _unsupported(sentence)
    return tuple(result[1])


def vote(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """701.32a: "[trigger, ]starting with you, each player votes for A or B." followed by the instructions that
    read the vote: "if A gets more votes[ or the vote is tied], X." (will of the council), "X for each A vote[
    and Y for each B vote]." (council's dilemma), and plain instructions (`rules.keywords.keyword_actions`). True if
    `text` was a vote."""
    m = _VOTE.match(text)
    if m is None:
        return False
    a, b = m.group("a"), m.group("b")
    if a == b:
        raise _unsupported(text)
    effects: list[Effect] = [Simple("vote", YOU, params=(("choices", (a, b)),))]
    branches: dict[str, tuple[bool, tuple[Effect, ...]]] = {}
    for sentence in split_sentences(m.group("rest")):
        branch = _VOTE_BRANCH.match(sentence)
        if branch is not None:
            if branch.group("word") not in (a, b) or branch.group("word") in branches:
                raise _unsupported(sentence)
            branches[branch.group("word")] = (bool(branch.group("tie")), _plain_effects(branch.group("text")))
            continue
        pieces = _VOTE_EACH.split(sentence)
        if len(pieces) > 1:
            if pieces[-1].strip():
                raise _unsupported(sentence)
            subject = "you"
            for clause, word in zip(pieces[0:-1:2], pieces[1:-1:2], strict=True):
                if word not in (a, b):
                    raise _unsupported(sentence)
                effects.append(Simple("vote_each", YOU, params=(("word", word),
                                                                ("then", _plain_effects(clause, subject)))))
                found = _SUBJECT.match(clause)
                subject = found.group(1) if found else subject
            continue
        if branches:
            raise _unsupported(sentence)  # an instruction after the branches: where it belongs is unclear
        effects.extend(_plain_effects(sentence))
    if branches:
        first = a if a in branches else b
        second = b if first == a else a
        tie_first = branches[first][0]
        if second in branches and branches[second][0] == tie_first:
            raise _unsupported(text)  # a tie must go to exactly one branch
        effects.append(Simple("vote_branch", YOU, params=(
            ("first", first), ("second", second), ("tie_first", tie_first), ("then", branches[first][1]),
            ("otherwise", branches[second][1] if second in branches else ()))))
    if len(effects) == 1:
        raise _unsupported(text)  # a vote nothing reads
    lead = m.group("lead")
    if lead:
        tag, ability = nested_builder("triggered").transform(parse(lead + "draw a card."))
        if tag != "triggered":
            raise _unsupported(lead)
        parts.triggered.append(replace(ability, effect=Modal((Mode(tuple(effects)),)), text=text))
        return True
    if not card_types & {"Instant", "Sorcery"} or parts.spell or parts.spell_modal:
        raise _unsupported(text)
    parts.spell.append(Mode(tuple(effects)))
    return True


def _count(ch: list[Any]) -> Amount:
    """The N of "bolster N" / "support N" (the count_word's value); a variable N stays unsupported."""
    found = [c for c in ch if isinstance(c, int)]
    if not found:
        raise Unsupported("bolster or support with a variable number")
    return fixed(found[-1])

class KeywordActionsPhrases(PhraseBase):
    """Keyword actions as effects."""

    def kw_bolster(self, ch: list[Any]) -> list[Effect]:
        """701.39a: bolster N (the least-toughness choice is made as it resolves)."""
        return [Simple("bolster", YOU, _count(ch))]

    def kw_support(self, ch: list[Any]) -> list[Effect]:
        """701.41a: "put a +1/+1 counter on each of up to N other target creatures" on a permanent; "up to N
        target creatures" on an instant or sorcery."""
        n = _count(ch).value
        creature = Filter(types=frozenset({"Creature"}), other=self.kind != "spell")
        target = self._target(creature, 0, n)
        put = _plus_counters(1, target)
        return [replace(put, params=(*put.params, ("said", "support")))]  # rendered back as "Support N."

    def goad(self, ch: list[Any]) -> list[Effect]:
        """701.38a: until your next turn the creature attacks each combat if able, and a player other than the
        goading player if able (`rules/keywords/goad.py` marks the goader as the effect resolves)."""
        subject = next(c for c in ch if isinstance(c, Ref))  # the effect's own kind: the card says "goad"
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset({"attacks each combat if able"}), "your_next_turn",
                         kind="goad")]

    def x_explore(self, ch: list[Any]) -> list[Effect]:
        """"~ explores", "it explores", "each Merfolk creature you control explores" (701.44a)."""
        ref: Ref = next(c for c in ch if isinstance(c, Ref))
        return [Simple("explore", ref)]

    def x_learn(self, ch: list[Any]) -> list[Effect]:
        """"Learn." (701.48a; the Lesson comes from the player's sideboard, their cards outside the game)."""
        return [Simple("learn", Ref("you"))]

    def x_connive(self, ch: list[Any]) -> list[Effect]:
        """"~ connives", "target creature connives" (701.50a)."""
        return [Simple("connive", next(c for c in ch if isinstance(c, Ref)))]

    def x_amass(self, ch: list[Any]) -> list[Effect]:
        """"Amass Zombies 2", "amass Orcs 3" (701.47a; the older "amass 2" means Zombies)."""
        words = [str(c) for c in ch if isinstance(c, Token) and c.type not in ("NUMBER", "NUMBER_WORD")]
        kind = next((w for w in words if w in ("zombies", "orcs")), "zombies")
        n = next(c for c in ch if isinstance(c, int))
        return [Simple("amass", YOU, fixed(n), params=(("subtype", "Zombie" if kind == "zombies" else "Orc"),))]

    def x_create_role(self, ch: list[Any]) -> list[Effect]:
        """"Create a Monster Role token attached to target creature you control" (111.10, 303.7)."""
        kind = next(str(c) for c in ch if isinstance(c, Token) and str(c) in ROLES)
        return [Simple("create_role", next(c for c in ch if isinstance(c, Ref)), params=(("token", role_token(kind)),))]

    def x_investigate_twice(self, ch: list[Any]) -> list[Effect]:
        """"Investigate twice." (701.36a): two investigations, each creating a Clue token, one after the other
        (so "whenever one or more tokens are created" hears each)."""
        clue = CreateToken(named_token("clue"), fixed(1))
        return [clue, clue]

    def x_player_investigates(self, ch: list[Any]) -> list[Effect]:
        """"Its controller investigates." (Fateful Absence; 701.36a): that player creates a Clue token (111.2)."""
        return [CreateToken(named_token("clue"), fixed(1), controller=_clean(ch)[0])]

    def x_incubate(self, ch: list[Any]) -> list[Effect]:
        """"Incubate N" (701.53a): create an Incubator token with N +1/+1 counters on it."""
        return [Simple("incubate", YOU, fixed(first_count(ch)), params=(("token", incubator_token()),))]

    def c_evidence(self, ch: list[Any]) -> Any:
        """"Collect evidence N" as a cost (701.59a)."""
        n = first_count(ch)
        return lambda c: replace(c, evidence=n)

    def optional_evidence(self, ch: list[Any]) -> Any:
        """"As an additional cost to cast this spell, you may collect evidence N." (701.59a, 601.2b); "if evidence
        was collected" reads it."""
        return ("optcost", OptionalCost(Cost(evidence=first_count(ch)), "collect evidence"))

    def may_evidence(self, ch: list[Any]) -> list[Effect]:
        """"You may collect evidence N" inside an effect: the cost of "if you do" (608.2d)."""
        return [Optional_((), YOU, Cost(evidence=first_count(ch)))]

    def x_endure(self, ch: list[Any]) -> list[Effect]:
        """"~ endures 2", "it endures N" (701.63a)."""
        spirit = token_effect("create a 1/1 white spirit creature token.")
        subject = next(c for c in ch if isinstance(c, Ref))
        return [Simple("endure", subject, fixed(first_count(ch)), params=(("token", spirit.token),))]

    def x_discover(self, ch: list[Any]) -> list[Effect]:
        """"Discover N" (701.57a)."""
        return [Simple("discover", YOU, fixed(first_count(ch)))]

    def x_suspect(self, ch: list[Any]) -> list[Effect]:
        """"Suspect up to one target creature" (701.60a)."""
        return [Simple("suspect", next(c for c in ch if isinstance(c, Ref)))]

    def x_unsuspect(self, ch: list[Any]) -> list[Effect]:
        """"All suspected creatures are no longer suspected" (701.60c)."""
        return [Simple("unsuspect", next(c for c in ch if isinstance(c, Ref)))]

    def adj_suspected(self, ch: list[Any]) -> Any:
        """"suspected creatures": a suspected permanent carries the mark "suspected" with menace and can't block
        (`rules.keywords.keyword_actions.suspect`), so the description reads it like a keyword."""
        return lambda d: d.fields.__setitem__("keyword", "suspected")

    def x_adapt(self, ch: list[Any]) -> list[Effect]:
        """"Adapt N" (701.46a): "if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it"."""
        none_yet = Condition("counters_at_least", 1, name="+1/+1", negate=True)
        return [Conditional(none_yet, (_plus_counters(first_count(ch)),))]

    def t_exert(self, ch: list[Any]) -> TriggerSpec:
        """"You may exert ~ as it attacks. When you do, ..." (701.43a): the choice is the kernel's
        (`rules.keywords.combat_keywords.exert_frames`); this reflexive ability triggers on the exertion."""
        self.trigger_on_self = True
        return TriggerSpec("exerted")

    def clash(self, ch: list[Any]) -> list[Effect]:
        return [Simple("clash", Ref("you"))]

    def cd_won_clash(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_clash")
