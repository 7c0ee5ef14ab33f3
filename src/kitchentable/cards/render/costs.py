"""Costs as rules text (118, 602.1): "{2}{G}, {T}, Sacrifice a creature", and a keyword's cost as printed."""

from __future__ import annotations

from dataclasses import replace

from kitchentable.cards.render.words import _count, _number_word, _plural
from kitchentable.rules.abilities import (
    Cost,
    Filter,
    fixed,
)


def _keyword_cost(c: Cost) -> str:
    """A keyword's cost as printed: " {2}{R}" for mana only, "—Sacrifice a land." otherwise (a cost in words is a
    sentence, 702.1)."""
    return f" {_cost(c)}" if c == Cost(mana=c.mana) else f"—{_cost(c)}."


def _card_noun(flt: Filter) -> str:
    """The cards a cost takes from a hand or graveyard: "card" for any card, "creature card", "Zombie card" (a
    description with no card type is any card, not only a permanent card)."""
    desc = flt.describe()
    return "card" if desc == "permanent" else desc.replace(" permanent", "") + " card"


def _cost(c: Cost) -> str:
    parts: list[str] = []
    if c.add_counters[0] == "loyalty":
        parts.append(f"+{c.add_counters[1]}" if c.add_counters[1] else "0")
    if c.remove_counters[0] == "loyalty":
        parts.append(f"-{c.remove_counters[1]}")
    if c.per_x == "remove:loyalty":
        parts.append("-X")  # "[−X]:" (606.4)
    if c.mana is not None and not c.mana.is_zero():
        parts.append(str(c.mana))
    if c.tap:
        parts.append("{T}")
    if c.untap:
        parts.append("{Q}")
    if c.sacrifice_self:
        parts.append("Sacrifice this")
    if c.return_self:
        parts.append("Return this to its owner's hand")  # 118.3 (phrases.self_bounce_costs)
    if c.counter_from is not None and c.counter_from_count:  # phrases.counter_costs
        whose = replace(c.counter_from, with_counter=None).describe()
        parts.append(f"Remove a {c.counter_from.with_counter} counter from {_count(fixed(1), whose)}")
    if c.mill_count:  # phrases.library_costs
        parts.append(f"Mill {_count(fixed(c.mill_count), 'card')}")
    if c.exile_top_count:
        parts.append("Exile the top card of your library" if c.exile_top_count == 1 else
                     f"Exile the top {_number_word(c.exile_top_count)} cards of your library")
    if c.sacrifice is not None and c.per_x != "sacrifice":
        what = c.sacrifice.describe().replace(" you control", "")  # one sacrifices only one's own (701.21a)
        if c.sacrifice_self:  # "Sacrifice ~ and a creature you control" (phrases.counter_costs)
            parts[-1] += f" and {_count(fixed(c.sacrifice_count), what.removeprefix('another '))} you control"
        else:
            parts.append(f"Sacrifice {_count(fixed(c.sacrifice_count), what)}")
    if c.discard_self:
        parts.append("Discard this card")
    if c.discard is not None and c.discard_count:
        kind = c.discard.describe().replace("permanent", "").strip()  # "a Plains card" (Abolish), "a card"
        parts.append(f"Discard {_count(fixed(c.discard_count), (kind + ' card').strip())}"
                     + (" at random" if c.discard_at_random else ""))  # 701.8b
    if c.reveal is not None and c.reveal_count:  # 701.16a (phrases.additional_cost_choices)
        kind = c.reveal.describe().replace("permanent", "").strip()
        parts.append(f"Reveal {_count(fixed(c.reveal_count), (kind + ' card').strip())} from your hand")
    if c.life:
        parts.append(f"Pay {c.life} life")
    if c.energy:
        parts.append("Pay " + "{E}" * c.energy)
    if c.exile_from_graveyard is not None and c.exile_count:
        what = _card_noun(c.exile_from_graveyard)
        parts.append(f"Exile {_count(fixed(c.exile_count), what)} from your {c.exile_from_graveyard.zone}")
    if c.exile_self:
        parts.append("Exile this")
    if c.remove_any:
        parts.append(f"Remove any number of {c.remove_any} counters from this")  # X: how many were removed
    if c.add_counters[1] and c.add_counters[0] != "loyalty":  # "Put a page counter on ~" (phrases.counter_costs)
        parts.append(f"Put {_count(fixed(c.add_counters[1]), c.add_counters[0] + ' counter')} on this")
    if c.remove_counters[1] and c.remove_counters[0] != "loyalty":
        parts.append(f"Remove {_count(fixed(c.remove_counters[1]), c.remove_counters[0] + ' counter')} from this")
    if c.tap_untapped is not None and c.tap_count:
        parts.append(f"Tap {_count(fixed(c.tap_count), c.tap_untapped.describe())}")
    if c.evidence:
        parts.append(f"Collect evidence {c.evidence}")  # 701.59a
    if c.forage:
        parts.append("Forage")  # 701.61a
    if c.bounce is not None and c.bounce_count:  # rules.cost_parts
        what = c.bounce.describe()
        whose = "its" if c.bounce_count == 1 else "their"  # "Return two Islands you control to their owner's hand"
        parts.append(f"Return {_count(fixed(c.bounce_count), what)} to {whose} owner's hand")
    if c.per_x == "life":
        parts.append("Pay X life")
    elif c.per_x == "exile" and c.exile_from_graveyard is not None:  # 107.3a: X chosen as the cost is paid
        what = c.exile_from_graveyard.describe().replace(" permanent", "").replace("permanent", "").strip()
        parts.append(f"Exile X {(what + ' cards').strip()} from your graveyard")
    elif c.per_x == "discard" and c.discard is not None:  # 107.3a: "discard X creature cards"
        what = c.discard.describe().replace("permanent", "").strip()
        parts.append(f"Discard X {(what + ' cards').strip()}")
    elif c.per_x == "sacrifice" and c.sacrifice is not None:  # "sacrifice X creatures" (one's own, 701.21a)
        parts.append(f"Sacrifice X {_plural(c.sacrifice.describe().replace(' you control', ''))}")
    elif c.per_x.startswith("remove:") and c.per_x != "remove:loyalty":  # "Remove X ki counters from this" (107.3a)
        parts.append(f"Remove X {c.per_x[7:]} counters from this")
    elif c.per_x and c.per_x != "remove:loyalty":  # a loyalty "-X" is said first, above
        parts.append(f"{c.per_x.capitalize()} X")
    remove = next((p for p in parts if p.startswith("Remove ") and p.endswith((" counter from this",
                                                                                 " counters from this"))), None)
    if remove is not None and "Return this to its owner's hand" in parts:  # Magosi: "... and return it to ..."
        parts[parts.index(remove)] = f"{remove} and return it to its owner's hand"
        parts.remove("Return this to its owner's hand")
    remove = next((p for p in parts if p.startswith("Remove ") and p.endswith(" counters from this")), None)
    if remove is not None and "Sacrifice this" in parts:  # "Remove three quest counters from ~ and sacrifice it"
        parts[parts.index(remove)] = f"{remove} and sacrifice it"
        parts.remove("Sacrifice this")
    return ", ".join(parts) or "{0}"
