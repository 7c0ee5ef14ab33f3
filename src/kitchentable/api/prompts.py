"""A pending decision with its full context, for the player who must answer it.

The kernel's prompt says what is asked and why ("Choose a target (601.2c)"); a player also needs what it is
for: the spell or ability being cast and its choices so far, the card whose "you may" is resolving, the cost
of each way to cast a spell, the attack they are blocking. `build_prompt` adds that context and words every
option (`options.describe_action`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.options import describe_action, pointers, short_text
from kitchentable.api.sentences import _CITED, step_words
from kitchentable.api.words import join
from kitchentable.rules.state import Decision

CONFIRM_KINDS = ("pass", "attack_done", "block_done", "keep", "pay", "yes", "looked", "next_subgame",
                 "castle_block", "find_none", "pick_none", "done")
"""The answers a player gives by just confirming (Enter, Space), in order of preference: pass priority, done
declaring, keep the hand, pay automatically..."""

DOING = {
    "priority": "has priority", "mulligan": "decides on a mulligan", "mulligan_bottom": "puts cards on the bottom",
    "declare_attackers": "declares attackers", "declare_blockers": "declares blockers",
    "choose_target": "chooses targets", "pay_mana": "pays a cost", "choose_x": "chooses X",
    "choose_modes": "chooses modes", "order_triggers": "orders triggers", "draft_pick": "drafts a card",
    "choose_basic": "adds a basic land", "castle_column": "chooses a column to attack",
    "castle_activation": "pays for a castle creature", "castle_swap": "decides whether to swap",
    "castle_divide": "divides the blocker's damage", "deck_handover": "looks through the deck handed over",
    "doom_mode": "chooses a doom mode", "subgame_over": "starts the next subgame",
    "assign_damage": "assigns combat damage", "damage_order": "orders blockers", "discard": "discards",
    "cleanup_discard": "discards to hand size", "may": "decides", "unless": "decides whether to pay",
    "search": "searches", "cost_choice": "chooses how to cast a spell",
}
"""What a player is doing while the others wait, by decision kind ("Alice declares blockers")."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: its number (1-based, as menus show it), the action and its words; `short` is the
    words on a menu titled with the object it is about; `objects`, `players`, `place` and `value` say what it
    points at (`options.pointers`)."""

    number: int
    action: tuple[Any, ...]
    text: str
    short: str = ""
    objects: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    place: tuple[Any, ...] = ()
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Handover:
    """R-TA-1: the deck a player is handed in game 1 of a Turnabout match, the scoring option it carries if it
    loses, and its cards (name, count) to look through."""

    deck: str
    scoring: str
    cards: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Prompt:
    """The question, the lines of context before it, the rule, and the numbered options; `confirm` is the
    option a plain "yes, go on" gives (`CONFIRM_KINDS`), `cancel` the option that takes an announcement back
    (601.2), `handover` the deck shown at a Turnabout hand-over."""

    player: int
    kind: str
    question: str
    rule: str
    context: tuple[str, ...]
    options: tuple[Option, ...]
    confirm: Option | None = None
    cancel: Option | None = None
    handover: Handover | None = None
    cards: tuple[str, ...] = ()
    """The names of the cards the options show the player (to read them while deciding)."""

    def text(self) -> str:
        lines = [*self.context, self.question]
        lines += [f"  {o.number:>2}. {o.text}" for o in self.options]
        return "\n".join(lines)


def _casting(n: Namer, decision: Decision) -> tuple[Any, str] | None:
    """The spell or ability being put on the stack (601.2, 602.2) and its name, for decisions made while
    casting or activating (their data starts with the casting context)."""
    if not decision.resume.startswith("cast_") or not decision.data or not isinstance(decision.data[0], int):
        return None
    from kitchentable.rules.casting.context import CastContext

    c = n.state.contexts.get(decision.data[0])
    if not isinstance(c, CastContext):
        return None
    if c.kind == "spell":
        return c, n.card(c.stack_id, "a face-down spell")
    source = n.card(c.source, "a face-down permanent")
    return c, f"{source}'s {'triggered ' if c.kind == 'triggered' else ''}ability"


def _choices_so_far(n: Namer, c: Any) -> list[str]:
    from kitchentable.api.sentences import _targets

    out: list[str] = []
    if c.has_x or c.x:
        out.append(f"X = {c.x}")
    if c.modal.is_modal and c.modes:
        out.append("mode " + join([_mode_text(c.modal, m) for m in c.modes]))
    targets = _targets(n, c.targets)
    if targets:
        out.append(f"targeting {targets}")
    if c.total is not None:
        out.append(f"total cost {c.total}")
    return out


def _mode_text(modal: Any, i: int) -> str:
    text = modal.modes[i].text if 0 <= i < len(modal.modes) else ""
    return f"{i + 1} ({text})" if text else str(i + 1)


def _resolving(n: Namer, decision: Decision) -> str:
    """"Elvish Visionary's ability: When ..." for a decision made while a spell or ability resolves (608.2)."""
    from kitchentable.rules.stack.resolve import ResolveContext

    rid = decision.data[0] if decision.data and isinstance(decision.data[0], int) else None
    c = n.state.contexts.get(rid) if rid is not None else None
    if not isinstance(c, ResolveContext):
        return ""
    from kitchentable.api.board import stack_line

    if c.stack_id in n.state.objects and n.state.objects[c.stack_id].stack is not None:
        return stack_line(n, c.stack_id)
    return n.card(c.source)


def _may(n: Namer, decision: Decision, question: str) -> tuple[str, list[str]]:
    eff = decision.data[1] if len(decision.data) > 1 else None
    what = _resolving(n, decision)
    cost = getattr(eff, "cost", None)
    context = [f"Resolving: {what}"] if what else []
    if decision.kind == "unless":
        from kitchentable.api.costs import cost_words

        pay = cost_words(cost) if cost is not None else "pay the cost"
        return f"Do you {pay}? If you don't, it happens.", context
    if cost is not None:
        from kitchentable.api.costs import cost_words

        return f"You may {cost_words(cost)}: do you?", context
    return "You may do it: do you?", context


def _priority_context(n: Namer, decision: Decision) -> tuple[str, list[str]]:
    state = n.state
    stack = state.stack_ids()
    whose = "your turn" if n.w.is_you(state.active) else f"{n.w.poss(state.active)} turn"
    context = [f"Turn {state.turn}, {whose}, {step_words(state.step)}."]
    if state.combat is not None and getattr(state.combat, "attackers", None):
        from kitchentable.api.board import permanent_line

        attackers = [permanent_line(n, a) for a in state.combat.attackers if a in state.objects]
        if attackers:
            context.append("Attacking: " + "; ".join(attackers) + ".")
    if stack:
        from kitchentable.api.board import stack_line

        top = stack[-1]
        context.append(f"On the stack: {stack_line(n, top)}" + (f" (and {len(stack) - 1} below)"
                                                                 if len(stack) > 1 else ""))
        return "You have priority: respond, or pass to let it resolve (117.3, 608.1).", context
    return "You have priority: cast, activate, play a land, or pass (117.3).", context


def build_prompt(n: Namer, decision: Decision) -> Prompt:
    """The decision for the player deciding it: the question, its context and each option in words."""
    question = decision.prompt or f"Choose ({decision.kind.replace('_', ' ')})."
    context: list[str] = []
    if decision.kind == "priority":
        question, context = _priority_context(n, decision)
    elif decision.kind in ("may", "unless"):
        question, context = _may(n, decision, question)
    else:
        casting = _casting(n, decision)
        if casting is not None:
            c, name = casting
            so_far = _choices_so_far(n, c)
            verb = "Casting" if c.kind == "spell" else "Putting on the stack" if c.kind == "triggered" \
                else "Activating"
            context.append(f"{verb} {name}" + (f" ({'; '.join(so_far)})" if so_far else "") + ".")
            if decision.kind == "choose_target" and len(decision.data) > 1:
                question = _target_question(n, c, decision, question)
            if decision.kind == "cost_choice":
                question = f"How will you cast {name}? (601.2b)"
        elif decision.resume in ("optional",) or decision.kind.startswith("choose_"):
            what = _resolving(n, decision)
            if what:
                context.append(f"Resolving: {what}")
    if decision.rule and not _CITED.search(question):
        question = f"{question} ({decision.rule})"
    texts = _distinguished(n, decision.options, [describe_action(n, a, decision) for a in decision.options])
    options = tuple(_option(n, decision, i, a, t) for i, (a, t) in enumerate(zip(decision.options, texts,
                                                                                   strict=True), 1))
    kinds = {o.action[0] if o.action else "": o for o in reversed(options)}
    confirm = next((kinds[k] for k in CONFIRM_KINDS if k in kinds), None)
    handover = None
    if decision.kind == "deck_handover" and len(decision.data) >= 3:
        deck, scoring, listing = decision.data[:3]
        handover = Handover(str(deck), str(scoring), tuple((str(name), int(k)) for name, k in listing))
    cards = sorted({n.known_name(oid) for o in options for oid in o.objects if n.sees(oid)} - {""})
    return Prompt(decision.player, decision.kind, question, decision.rule, tuple(context), options, confirm,
                  kinds.get("cancel") if ("cancel",) in decision.options else None, handover, tuple(cards))


def _option(n: Namer, decision: Decision, number: int, action: tuple[Any, ...], text: str) -> Option:
    p = pointers(n, action, decision)
    short = short_text(text, n.card(p.objects[0])) if p.objects else text
    return Option(number, action, text, short, p.objects, p.players, p.place, p.number)


def _distinguished(n: Namer, actions: tuple[tuple[Any, ...], ...], texts: list[str]) -> list[str]:
    """Options that read the same but name different permanents say what tells them apart: "Target Grizzly
    Bears 2/2 (tapped)" and "Target Grizzly Bears 2/2 (1 damage)". Options that still read the same are the
    same to the player (two Mountains in hand)."""
    from kitchentable.api.board import permanent_line
    from kitchentable.rules.state import BATTLEFIELD

    seen: dict[str, int] = {}
    for t in texts:
        seen[t] = seen.get(t, 0) + 1
    out = list(texts)
    for i, (action, text) in enumerate(zip(actions, texts, strict=True)):
        if seen[text] < 2:
            continue
        for value in action[1:]:
            o = n.state.objects.get(value) if isinstance(value, int) and not isinstance(value, bool) else None
            if o is not None and o.zone[0] == BATTLEFIELD:
                name = n.card(value)
                out[i] = text.replace(name, permanent_line(n, value), 1)
                break
    return out


def _target_question(n: Namer, c: Any, decision: Decision, question: str) -> str:
    from kitchentable.rules.casting.casting import target_specs

    try:
        specs = target_specs(c)
        spec = specs[int(decision.data[1])]
    except (IndexError, TypeError, ValueError):
        return question
    want = int(decision.data[2]) if len(decision.data) > 2 else 1
    described = spec.filter.describe()
    if spec.filter.zone == "stack":  # a spell or ability on the stack (115.1b)
        described = described.replace("permanent", "spell")
    what = spec.label or ("any target" if described == "battle or creature or planeswalker or player"
                          else f"target {described}")
    count = f" ({want} in all)" if want > 1 else ""
    return f"Choose {what}{count} (601.2c)."
