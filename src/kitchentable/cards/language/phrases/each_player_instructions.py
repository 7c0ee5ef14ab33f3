"""Instructions each player of a group carries out for themselves (101.4: in turn order, starting with the active
player): "At the beginning of your end step, each player may put two +1/+1 counters on a creature they control.",
"Each player may put a land card from their hand onto the battlefield.", "Each opponent returns a creature card
from their graveyard to the battlefield.", "... to their hand".

The instruction is compiled as the player's own ("you": "a creature you control", "your hand"), wrapped in the
kernel's "each_player_does" (`rules.concepts.players_in_turn_order`), which runs it once per player as if that
player controlled the ability. "may" asks each player (608.2d). Cards are chosen as the instruction resolves, not
targeted (608.2c-d); a player with nothing to choose does nothing."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, nested_builder
from kitchentable.rules.abilities import Effect, Filter, Modal, Optional_, Ref, Simple, fixed


@dataclass(frozen=True)
class _Instruction:
    """One player's instruction, compiled as theirs, and the verb it was written with (for the rendering)."""

    effects: tuple[Effect, ...]
    verb: str


def _desc(ch: list[Any]) -> Desc:
    return next(c for c in ch if isinstance(c, Desc))


def _tapped(ch: list[Any]) -> bool:
    return any(isinstance(t, Token) and str(t) == "tapped" for t in ch)


def _verb(ch: list[Any]) -> str:
    first = next(str(t) for t in ch if isinstance(t, Token))
    return "return" if first.startswith("return") else "put"


def _own_card(d: Desc, zone: str) -> Filter:
    """A card of the player's own hand or graveyard (404.2, 402.1): theirs, there."""
    return replace(d.filter(zone=zone), owner="you", controller="any")


def _chosen(flt: Filter, to: str, tapped: bool) -> Simple:
    return Simple("choose_and_move", Ref("you"), fixed(1), (("filter", flt), ("up_to", False), ("to", to),
                                                         ("tapped", tapped)))


class EachPlayerInstructionsPhrases(PhraseBase):
    """"each player [may] <instruction about their own things>"."""

    def ep_each_player(self, ch: list[Any]) -> Ref:
        return Ref("each_player")

    def ep_each_opponent(self, ch: list[Any]) -> Ref:
        return Ref("each_opponent")

    def ep_may(self, ch: list[Any]) -> bool:
        return True

    def ep_counters(self, ch: list[Any]) -> _Instruction:
        """"put two +1/+1 counters on a creature they control": the player chooses one of their own (608.2d);
        with none, nothing happens."""
        n = next(c for c in ch if isinstance(c, (int, str)) and not isinstance(c, Token))
        if not isinstance(n, int):
            raise Unsupported("each player puts X counters")
        kind = next(str(t) for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND")
        own = replace(_desc(ch).filter(), controller="you")
        return _Instruction((Simple("choose_and_act", Ref("you"), fixed(1), (("filter", own), ("action", "choose"))),
                             Simple("add_counters", Ref("it"), fixed(n), (("counter", kind),))), "put")

    def ep_from_hand(self, ch: list[Any]) -> _Instruction:
        return _Instruction((_chosen(_own_card(_desc(ch), "hand"), "battlefield", _tapped(ch)),), "put")

    def ep_from_graveyard(self, ch: list[Any]) -> _Instruction:
        return _Instruction((_chosen(_own_card(_desc(ch), "graveyard"), "battlefield", _tapped(ch)),), _verb(ch))

    def ep_graveyard_to_hand(self, ch: list[Any]) -> _Instruction:
        return _Instruction((_chosen(_own_card(_desc(ch), "graveyard"), "hand", False),), "return")

    def ep_each(self, ch: list[Any]) -> list[Effect]:
        group = next(c for c in ch if isinstance(c, Ref))
        said = next(c for c in ch if isinstance(c, _Instruction))
        may = True in ch
        effects = (Optional_(then=said.effects, chooser=Ref("you")),) if may else said.effects
        return [Simple("each_player_does", group, params=(("effects", effects), ("may", may), ("verb", said.verb)))]


# --- any instruction of each player's own, compiled from its words (the sentence's last reading) --------------

_THIRD_PERSON = {
    "draws": "draw", "discards": "discard", "puts": "put", "returns": "return", "sacrifices": "sacrifice",
    "creates": "create", "loses": "lose", "gains": "gain", "searches": "search", "shuffles": "shuffle",
    "exiles": "exile", "mills": "mill", "reveals": "reveal", "scries": "scry", "surveils": "surveil",
    "chooses": "choose", "pays": "pay", "taps": "tap", "untaps": "untap", "gets": "get", "looks": "look",
    "casts": "cast", "plays": "play", "investigates": "investigate", "proliferates": "proliferate",
}
"""A player's verbs as Oracle text writes them for "each player" and as the same player's own instruction."""

_VERB_AT = re.compile(r"(^|\band |, then |\bthen |, )([a-z]+)\b")
_OTHER_PLAYERS = re.compile(r"\b(you|your|yours|target|opponents?|that player|that player's)\b")
_VOICE = ((re.compile(r"\btheir\b"), "your"), (re.compile(r"\bthey control\b"), "you control"),
          (re.compile(r"\bthey own\b"), "you own"), (re.compile(r"\bthemselves\b"), "yourself"))


def own_words(tail: str, conjugated: bool) -> str:
    """The instruction as the acting player's own ("draws a card for each creature they control" -> "draw a card
    for each creature you control"). Raises Unsupported when the words name another player ("you", a target):
    once "their" is "your", those would be misread."""
    if _OTHER_PLAYERS.search(tail):
        raise Unsupported(f"each player ... naming another player: {tail}")
    for pattern, mine in _VOICE:
        tail = pattern.sub(mine, tail)
    if conjugated:
        def base(m: re.Match[str]) -> str:
            word = m.group(2)
            if m.group(1) == "" and word not in _THIRD_PERSON:
                raise Unsupported(f"each player {word}")
            return m.group(1) + _THIRD_PERSON.get(word, word)
        tail = _VERB_AT.sub(base, tail)
    return tail


class EachPlayerTailsPhrases(PhraseBase):
    """"each player [may] <instruction>" and "you and <player> each <instruction>", the instruction compiled by a
    nested builder as the acting player's own (`own_words`)."""

    def ep_start(self, ch: list[Any]) -> str:
        return "starting_with_you"

    def _own_effects(self, tail: str, conjugated: bool) -> tuple[Effect, ...]:
        from kitchentable.cards.language.parse import parse

        words = own_words(tail.strip(), conjugated)
        b = nested_builder("triggered")
        try:
            result = b.transform(parse(words + "."))
        except Exception as err:  # a LarkError or the transformer's wrapped Unsupported
            raise Unsupported(f"each player {tail}") from err
        if not (isinstance(result, tuple) and result[0] == "spell") or b.targets:
            raise Unsupported(f"each player {tail}")
        effects = result[1]
        if len(effects) == 1 and isinstance(effects[0], Modal):
            raise Unsupported(f"each player {tail}")
        return tuple(effects)

    def ep_each_tail(self, ch: list[Any]) -> list[Effect]:
        group = next(c for c in ch if isinstance(c, Ref))
        may = True in ch
        tail = next(str(t) for t in ch if isinstance(t, Token) and t.type == "EP_TAIL")
        effects = self._own_effects(tail, conjugated=not may)
        if may:
            effects = (Optional_(then=effects, chooser=Ref("you")),)
        params: tuple[tuple[str, Any], ...] = (("effects", effects), ("may", may), ("tail", True))
        if "starting_with_you" in ch:
            params = (*params, ("start", "you"))
        return [Simple("each_player_does", group, params=params)]

    def ep_you_and_tail(self, ch: list[Any]) -> list[Effect]:
        """"You and target opponent each draw three cards": the player named and you, each as their own."""
        other = next(c for c in ch if isinstance(c, Ref))
        tail = next(str(t) for t in ch if isinstance(t, Token) and t.type == "EP_TAIL")
        effects = self._own_effects(tail, conjugated=False)
        return [Simple("each_player_does", other, params=(("effects", effects), ("may", False), ("tail", True),
                                                          ("and_you", True)))]
