"""Ways to cast a spell other than for its mana cost (118.9 alternative costs, 718 prototype) that are written as
keywords, and the condition that asks which one was used. Each keyword registers its expansion in the keyword
table (`keyword_expansion`); the kernel casts with them through its cast modes and alternative costs.

- "If this spell's / ~'s / its [label] cost was paid" (118.9, 601.2b): a spell cast for that alternative cost, or a
  permanent that was such a spell as it entered (surge, mayhem, spectacle, dash, blitz, madness, ...). The
  condition `alternative_cost_paid` (`rules.stack.conditions`) reads the spell's chosen alternative cost while it
  is on the stack and resolving, and the tag "paid:<label>" a permanent gets as it enters (`rules.events.move`).
  The labels are those of alternative costs the card language compiles from their keywords; a card whose keyword
  is not supported is refused at that keyword's line, so the condition is kept only beside a cost it can ask about.
- Web-slinging and mayhem (the Spider-Man set, 2025; newer than the bundled CR, so the rules are the reminder
  text's). "Web-slinging {cost}": "You may cast this spell for {cost} if you also return a tapped creature you
  control to its owner's hand": an alternative cost whose payment includes returning one tapped creature you
  control (`Cost.bounce`, picked as the cost is paid, 601.2h). "Mayhem {cost}": "You may cast this card from your
  graveyard for {cost} if you discarded it this turn. Timing rules still apply.": an alternative cost paid only by
  that graveyard cast (`rules.keywords.mayhem`), never offered from the hand; the spell is not exiled afterwards.
  A land's bare "Mayhem" (play it from your graveyard) has no cost and is not matched, so such a card stays
  unsupported.
- Prototype (702.160, 718): "Prototype {cost} — P/T" on an artifact creature card is kept as a static ability of
  kind "prototype" holding the prototype mana cost, power and toughness; the kernel reads it to offer the
  prototyped cast and to give the permanent those characteristics (`rules.keywords.prototype`). A cost with {X}
  is refused (no prototype card has one).
- Impending (702.176; Duskmourn, newer than the bundled CR). "Impending N—{cost}" is four abilities: you may cast
  the spell for {cost} rather than its mana cost; if that cost was paid it enters with N time counters; as long as
  that cost was paid and it has a time counter on it, it isn't a creature (layer 4, 613.1d); and at the beginning
  of your end step, if that cost was paid and it has a time counter, remove a time counter from it. Whether the
  cost was paid is the tag "paid:impending"; every part is a kernel ability already.
- Cleave (702.148): "Cleave {cost}" on an instant or sorcery whose text has words in square brackets. 702.148a-b:
  the spell may be cast for its cleave cost, an alternative cost; if it is, the words in square brackets are
  removed from its text. Cast for its mana cost, the bracketed words are part of the text. So the spell's text is
  compiled with the brackets dropped (their words kept, `compile.compile_face`), and the alternative cost carries
  a second spell compiled from the text with the bracketed words removed, which the kernel uses when that cost is
  paid (as overload's, `rules.stack.resolve`). A card with cleave and no square brackets, or brackets and no
  cleave, is refused.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword, match_keyword
from kitchentable.cards.language.words import Parts, PhraseBase, Unsupported, _unsupported, nested_ability
from kitchentable.rules.abilities import (
    SELF,
    AlternativeCost,
    Condition,
    Cost,
    Filter,
    Modal,
    Mode,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)

ALTERNATIVE_COST_PAID = "alternative_cost_paid"


class AlternativeCastsPhrases(PhraseBase):
    """The condition "if this spell's / its [label] cost was paid" (118.9)."""

    def cd_alternative_cost_paid(self, ch: list[Any]) -> Condition:
        label = next(str(t) for t in ch if isinstance(t, Token) and t.type == "ALTERNATIVE_COST_LABEL")
        return Condition(ALTERNATIVE_COST_PAID, name=label)


TAPPED_CREATURE_YOU_CONTROL = Filter(types=frozenset({"Creature"}), controller="you", tapped=True)


@expander("web-slinging", "mayhem", read_back=ReadBack(alternative_cost=True))
def expand_web_slinging_or_mayhem(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """The two keywords' alternative costs."""
    cost = keyword_cost(m)
    if cost is None:
        raise _unsupported(kw.name)
    if kw.name == "web-slinging":
        parts.alternative.append(AlternativeCost(
            Cost(mana=cost, bounce=TAPPED_CREATURE_YOU_CONTROL, bounce_count=1), "web-slinging"))
        return True
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "mayhem"))
    return True


@expander("prototype", read_back=ReadBack())
def expand_prototype(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """718.2: the prototype's mana cost, power and toughness, for a creature card."""
    cost = keyword_cost(m)
    if cost is None or cost.x or "Creature" not in card_types:
        raise _unsupported(m.group(0))
    power, toughness = int(m.group("power")), int(m.group("toughness"))
    parts.static.append(StaticAbility("prototype", mana=cost, power=power, toughness=toughness,
                                      text=f"Prototype {cost} — {power}/{toughness}"))
    return True


IMPENDING_PAID = Condition("tagged", name="paid:impending")
WAITING = Condition("all", all_of=(IMPENDING_PAID, Condition("counters_at_least", n=1, name="time")))
"""Its impending cost was paid and it has a time counter on it."""


@expander("impending", read_back=ReadBack(by_first_word=True))
def expand_impending(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.176a: the alternative cost and the three abilities that read whether it was paid."""
    cost = keyword_cost(m)
    if cost is None or "Creature" not in card_types:
        raise _unsupported(m.group(0))
    n = int(m.group("n"))
    label = f"Impending {n}—{cost}"
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "impending"))
    parts.static.append(StaticAbility("enters_with_counters", amount=fixed(n), condition=IMPENDING_PAID,
                                      params=(("counter", "time"),), text=label))
    parts.static.append(StaticAbility("remove_types", types=frozenset({"Creature"}), condition=WAITING, text=label))
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("end_step", whose="you"),
        Modal((Mode((Simple("remove_counters", SELF, fixed(1), (("counter", "time"),)),)),)),
        intervening_if=WAITING, text=label))
    return True


CLEAVE = "cleave"


@expander(CLEAVE, read_back=ReadBack(alternative_cost=True))
def expand_cleave(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.148a: the cleave cost, an alternative cost of an instant or sorcery; its spell is filled in by
    `finish_cleave` once the text is read."""
    cost = keyword_cost(m)
    if cost is None or not card_types & {"Instant", "Sorcery"}:
        raise _unsupported(m.group(0))
    parts.alternative.append(AlternativeCost(Cost(mana=cost), CLEAVE))
    return True


def finish_cleave(parts: Parts, cleaved: list[str], card_types: frozenset[str]) -> None:
    """702.148b: the spell cast for its cleave cost has the text without the bracketed words (`cleaved`: the
    face's lines from the first with brackets on, with those words removed)."""
    index = next((i for i, alt in enumerate(parts.alternative) if alt.label == CLEAVE), -1)
    if index < 0:
        if cleaved:
            raise Unsupported("words in square brackets without cleave")
        return
    if not cleaved:
        raise Unsupported("cleave without words in square brackets")
    again = Parts()
    for text in cleaved:
        pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
        if all(match_keyword(p) is not None for p in pieces if p):
            continue
        nested_ability(text, again, card_types)
    if len(again.spell) != 1 or parts.spell_modal is not None:
        raise Unsupported("cleave on a spell with modes or several paragraphs")
    parts.alternative[index] = replace(parts.alternative[index], spell=Modal((again.spell[0],)))
