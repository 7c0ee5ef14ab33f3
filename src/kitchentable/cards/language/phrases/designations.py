"""Designations a player or permanent has (the monarch 720, the initiative 725, the city's blessing 702.131c,
monstrous and renowned 701.37, 702.112, day and night 724, the Ring-bearer 701.54) and dungeons (309).

"You become the monarch", "if you're the monarch"; "venture into the dungeon" (701.46), "you take the
initiative", "if you've completed a dungeon", "whenever you complete a dungeon" — the four dungeons are written
here in the card language (`DUNGEON_TEXT`) and compiled like any spell; "the Ring tempts you" with the Ring's
abilities (`RING_TEXT`); "if it's night", "it becomes night"; "when ~ becomes monstrous". The kernel side is
`rules.additional.monarch`, `rules.additional.dungeons_and_initiative`, `rules.keywords.ring_tempts_you`, `rules.additional.day_and_night`."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    _last_word,
    _unsupported,
    _words,
    nested_ability,
)
from kitchentable.rules.abilities import (
    Condition,
    Effect,
    Ref,
    Simple,
    TriggerSpec,
)

# 309.4: each dungeon's rooms, top to bottom: (room name, room ability effect, the rooms its arrows point to).
DUNGEON_TEXT: tuple[tuple[str, tuple[tuple[str, str, tuple[int, ...]], ...]], ...] = (
    ("Lost Mine of Phandelver", (
        ("Cave Entrance", "scry 1.", (1, 2)),
        ("Goblin Lair", "create a 1/1 red goblin creature token.", (3, 4)),
        ("Mine Tunnels", "create a treasure token.", (4, 5)),
        ("Storeroom", "put a +1/+1 counter on target creature.", (6,)),
        ("Dark Pool", "each opponent loses 1 life and you gain 1 life.", (6,)),
        ("Fungi Cavern", "target creature gets -4/-0 until your next turn.", (6,)),
        ("Temple of Dumathoin", "draw a card.", ()))),
    ("Dungeon of the Mad Mage", (
        ("Yawning Portal", "you gain 1 life.", (1,)),
        ("Dungeon Level", "scry 1.", (2, 3)),
        ("Goblin Bazaar", "create a treasure token.", (4,)),
        ("Twisted Caverns", "target creature can't attack until your next turn.", (4,)),
        ("Lost Level", "scry 2.", (5, 6)),
        ("Runestone Caverns", "exile the top two cards of your library. you may play them.", (7,)),
        ("Muiral's Graveyard", "create two 1/1 black skeleton creature tokens.", (7,)),
        ("Deep Mines", "scry 3.", (8,)),
        ("Mad Wizard's Lair", "draw three cards and reveal them. you may cast one of them without paying its mana "
                              "cost.", ()))),
    ("Tomb of Annihilation", (
        ("Trapped Entry", "each player loses 1 life.", (1, 2)),
        ("Veils of Fear", "each player loses 2 life unless they discard a card.", (3,)),
        ("Oubliette", "discard a card and sacrifice an artifact, a creature, and a land.", (4,)),
        ("Sandfall Cell", "each player loses 2 life unless they sacrifice an artifact, a creature, or a land.", (4,)),
        ("Cradle of the Death God", "create a 4/4 black god horror creature token with deathtouch.", ()))),
    ("Undercity", (
        ("Secret Entrance", "search your library for a basic land card, reveal it, put it into your hand, then "
                            "shuffle.", (1, 2)),
        ("Forge", "put two +1/+1 counters on target creature.", (3, 4)),
        ("Lost Well", "scry 2.", (4, 5)),
        ("Trap!", "target player loses 5 life.", (6,)),
        ("Arena", "goad target creature.", (6, 7)),
        ("Stash", "create a treasure token.", (7,)),
        ("Archives", "draw a card.", (8,)),
        ("Catacombs", "create a 4/1 black skeleton creature token with menace.", (8,)),
        ("Throne of the Dead Three", "reveal the top ten cards of your library. put a creature card from among them "
                                     "onto the battlefield with three +1/+1 counters on it. it gains hexproof until "
                                     "your next turn. then shuffle.", ()))),
)


UNDERCITY = "Undercity"


# 701.54c: the Ring's second to fourth abilities, as abilities its Ring-bearer has (`rules.keywords.ring_tempts_you`).
RING_TEXT = (
    "whenever ~ attacks, draw a card, then discard a card.",
    "whenever ~ becomes blocked by a creature, that creature's controller sacrifices it at end of combat.",
    "whenever ~ deals combat damage to a player, each opponent loses 3 life.",
)


@lru_cache(maxsize=1)
def ring_abilities() -> tuple[Any, ...]:
    """The Ring's triggered abilities compiled by the card language."""
    out = []
    for text in RING_TEXT:
        sub = Parts()
        nested_ability(text, sub, frozenset({"Creature"}))
        out.append(replace(sub.triggered[0], text=f"{text[0].upper()}{text[1:]} (the Ring, 701.54c)"))
    return tuple(out)


@lru_cache(maxsize=1)
def dungeons() -> tuple[Any, ...]:
    """Every dungeon compiled (309): the room effects go through the card language like any spell's text."""
    out = []
    for name, rooms in DUNGEON_TEXT:
        compiled = []
        for room, text, arrows in rooms:
            sub = Parts()
            nested_ability(text, sub, frozenset({"Sorcery"}))
            if len(sub.spell) != 1:
                raise _unsupported(f"room {room}: {text}")
            compiled.append((room, sub.spell[0], arrows))
        out.append((name, tuple(compiled)))
    return tuple(out)


def _venture_dungeons() -> tuple[Any, ...]:
    """701.46a (current rules): "venture into the dungeon" never chooses Undercity."""
    return tuple(d for d in dungeons() if d[0] != UNDERCITY)


def _undercity() -> Any:
    return next(d for d in dungeons() if d[0] == UNDERCITY)


class DesignationsPhrases(PhraseBase):
    """Designations and the dungeons."""

    def cd_day_night(self, ch: list[Any]) -> Condition:
        """"if it's night" / "as long as it's day" (724.1; `rules.additional.day_and_night`)."""
        return Condition("day_night", name=_words(ch)[-1])

    def x_become_day_night(self, ch: list[Any]) -> list[Effect]:
        """"It becomes night." (724.1)"""
        return [Simple("become_day_night", Ref("you"), params=(("value", _words(ch)[-1]),))]

    def t_becomes_designated(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ becomes monstrous" (701.37b), "when ~ becomes renowned" (702.112b)."""
        self.trigger_on_self = True
        return TriggerSpec(f"becomes_{_last_word(ch)}")

    def cd_designated(self, ch: list[Any]) -> Condition:
        return Condition("tagged", name=_last_word(ch))

    def cd_not_designated(self, ch: list[Any]) -> Condition:
        return Condition("tagged", name=_last_word(ch), negate=True)

    trigger_on_self: bool

    def become_monarch(self, ch: list[Any]) -> list[Effect]:
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("become_monarch", who)]

    def cd_you_monarch(self, ch: list[Any]) -> Condition:
        return Condition("you_monarch")

    def cd_opponent_monarch(self, ch: list[Any]) -> Condition:
        return Condition("opponent_monarch")

    def t_you_become_monarch(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you become the monarch" (720.3: including from nobody or another player)."""
        return TriggerSpec("becomes_monarch", whose="you")

    def venture(self, ch: list[Any]) -> list[Effect]:
        """"Venture into the dungeon" (701.46)."""
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("venture", who, params=(("dungeons", _venture_dungeons()),))]

    def take_initiative(self, ch: list[Any]) -> list[Effect]:
        """"You take the initiative" (725.3: and venture into Undercity)."""
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("take_initiative", who, params=(("undercity", _undercity()),))]

    def ring_tempts(self, ch: list[Any]) -> list[Effect]:
        """"The Ring tempts you." (701.54)"""
        return [Simple("ring_tempts", Ref("you"), params=(("granted", ring_abilities()),))]

    def t_ring_tempts(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever the Ring tempts you" (701.54)."""
        return TriggerSpec("ring_tempts", None, "you")

    def cd_ring_bearer(self, ch: list[Any]) -> Condition:
        return Condition("is_ring_bearer")

    def cd_completed_dungeon(self, ch: list[Any]) -> Condition:
        return Condition("completed_dungeon")

    def cd_have_initiative(self, ch: list[Any]) -> Condition:
        return Condition("have_initiative")

    def t_complete_dungeon(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you complete a dungeon" (309.7)."""
        return TriggerSpec("dungeon_completed", None, "you")

    def cd_city_blessing(self, ch: list[Any]) -> Condition:
        """"if you have the city's blessing" (702.131c)."""
        return Condition("city_blessing")
