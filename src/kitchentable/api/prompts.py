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
from kitchentable.api.options import describe_action
from kitchentable.api.sentences import _CITED, step_words
from kitchentable.api.words import join
from kitchentable.rules.state import Decision


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: its number (1-based, as menus show it), the action and its words."""

    number: int
    action: tuple[Any, ...]
    text: str


@dataclass(frozen=True, slots=True)
class Prompt:
    """The question, the lines of context before it, the rule, and the numbered options."""

    player: int
    kind: str
    question: str
    rule: str
    context: tuple[str, ...]
    options: tuple[Option, ...]

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
    options = tuple(Option(i, a, t) for i, (a, t) in enumerate(zip(decision.options, texts, strict=True), 1))
    return Prompt(decision.player, decision.kind, question, decision.rule, tuple(context), options)


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
