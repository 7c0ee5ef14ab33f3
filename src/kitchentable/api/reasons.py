"""Why a card in hand or an ability on the board can't be used now, with its rule.

The reasons come from the kernel's own checks: `turns.priority_actions(state, seat, why=...)` runs the very
checks that build the legal actions and records each card and ability they turn down (timing, lands, mana,
targets, costs, restrictions). This module only puts them into words: "not enough mana: needs {1}{R}, you
have {R}", "sorcery speed: only in your main phase with an empty stack (307.1)".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.words import available_mana, plural
from kitchentable.rules.state import BATTLEFIELD, HAND

TIMING_RULES = {"Creature": "302.1", "Artifact": "301.1", "Enchantment": "303.1", "Planeswalker": "306.1",
                "Battle": "310.1", "Sorcery": "307.1"}


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action the player can't take now: the action, the card's name, the reason and its rule."""

    action: tuple[Any, ...]
    card: str
    reason: str
    rule: str

    def __str__(self) -> str:
        said = f"{self.card}: {self.reason}" if self.card else self.reason
        return said + (f" ({self.rule})" if self.rule else "")

    @property
    def sentence(self) -> str:
        """The refusal as a sentence without its rule: "Forest: you already played a land this turn."."""
        said = f"{self.card}: {self.reason}" if self.card else self.reason[:1].upper() + self.reason[1:]
        return said if said.endswith((".", ")", "?")) else said + "."


def refusal_text(n: Namer, refusal: tuple[Any, ...], action: tuple[Any, ...] = ()) -> str:
    """The reason of a kernel refusal (rule, code, data...) in words, without the rule."""
    code = refusal[1] if len(refusal) > 1 else ""
    data = refusal[2:]
    if code == "timing":
        if action and action[0] == "activate":
            return "sorcery speed: only in your main phase with an empty stack"
        return "sorcery speed: only in your main phase with an empty stack"
    if code == "land_played":
        return "you already played a land this turn"
    if code == "land_timing":
        return "lands are played only in your main phase with an empty stack"
    if code == "mana":
        need = data[0] if data else None
        have = available_mana(data[1] if len(data) > 1 else (), data[2] if len(data) > 2 else {})
        return f"not enough mana: needs {need}, you have {have}"
    if code == "targets":
        return "no legal target"
    if code == "split_second":
        return "a spell with split second is on the stack"
    if code == "name_banned":
        return "spells with that name can't be cast"
    if code == "forbidden":
        return "an effect says you can't cast it now"
    if code == "restricted":
        return "its own restriction doesn't allow casting it now"
    if code == "no_mana_cost":
        return "it has no mana cost, so it can't be cast"
    if code == "cant_activate":
        return "its activated abilities can't be activated"
    if code == "loyalty_used":
        return "a loyalty ability of it was already activated this turn"
    if code == "per_turn":
        times = int(data[0]) if data else 1
        return "only once each turn, already used" if times == 1 else f"only {times} times each turn, already used"
    if code == "format":
        return "the format's rules don't allow it now"
    if code == "condition":
        return "its condition (\"activate only if ...\") isn't met"
    if code == "not_on_battlefield":
        return "it must be on the battlefield to pay {T}"
    if code == "tapped":
        return "it is tapped"
    if code == "untapped":
        return "it is untapped"
    if code == "summoning_sick":
        return "summoning sickness: it came under your control this turn"
    if code == "counters":
        return f"needs {plural(int(data[1]), str(data[0]) + ' counter')} on it"
    if code == "life":
        return f"needs {data[0]} life to pay"
    if code == "energy":
        return f"needs {data[0]} energy"
    if code in ("discard", "sacrifice", "exile", "tap", "return", "bounce"):
        verb = "return" if code == "bounce" else code
        return f"not enough to {verb} ({data[0] if data else 1} needed)"
    if code == "crew":
        return f"not enough untapped creatures to crew {data[0]}"
    if code == "cost":
        return "a part of its cost can't be paid"
    return code.replace("_", " ")


def refusal_rule(refusal: tuple[Any, ...], n: Namer, action: tuple[Any, ...]) -> str:
    """The rule of a refusal; for sorcery timing, the rule of the card's type (307.1, 302.1...)."""
    rule = str(refusal[0]) if refusal else ""
    if len(refusal) > 1 and refusal[1] == "timing" and action and action[0] == "cast":
        o = n.state.objects.get(action[1])
        if o is not None:
            for kind, r in TIMING_RULES.items():
                if kind in o.card.types:
                    return r
    return rule


def refusals(n: Namer, seat: int) -> list[Refusal]:
    """Every card in the player's hand and every ability of their permanents they can't use now, with why.
    Empty while someone else holds priority: nothing can be used then but what 117.1 allows (the answer to a
    decision), so only the priority holder's unusable cards are explained."""
    from kitchentable.rules.turn.priority import priority_actions

    state = n.state
    why: dict[tuple[Any, ...], tuple[Any, ...]] = {}
    legal = set(priority_actions(state, seat, why=why))
    out: list[Refusal] = []
    offered_objects = {a[1] for a in legal if len(a) > 1 and isinstance(a[1], int)}
    for action, refusal in why.items():
        oid = action[1]
        if oid in offered_objects and action[0] == "cast":
            continue  # castable another way (a split half, face down...)
        card = n.card(oid)
        if action[0] == "activate":
            from kitchentable.api.options import _ability_text

            text = _ability_text(n, oid, int(action[2]))
            card = f"{card} ({text})" if text else card
        out.append(Refusal(action, card, refusal_text(n, refusal, action), refusal_rule(refusal, n, action)))
    out.sort(key=lambda r: (0 if _zone(n, r.action[1]) == HAND else 1, r.card))
    return out


def _zone(n: Namer, oid: int) -> str:
    o = n.state.objects.get(oid)
    return o.zone[0] if o is not None else BATTLEFIELD


def why_not(n: Namer, seat: int, action: tuple[Any, ...]) -> Refusal | None:
    """Why this priority action can't be taken now, if the kernel's checks say why."""
    for refusal in refusals(n, seat):
        if refusal.action == action or (refusal.action[:2] == action[:2] and action[0] in ("cast", "play_land")):
            return refusal
    return None
