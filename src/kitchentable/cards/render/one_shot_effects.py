"""One-shot effects that place cards in a library, as Oracle text says them: cards put from a hand on a library
(401.4, `phrases.hand_to_library`), a card put into a library at a position from the top (401.4,
`phrases.library_position`), the card looked at put back or away (608.2c), and phasing out (702.26)."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.cards.render.words import _count, _group
from kitchentable.rules.abilities import Ref, Simple


def library_placement_simple(e: Simple, ref: Callable[[Ref], str]) -> str | None:
    """The sentence of one of these effects, or None for any other."""
    if e.kind == "hand_to_library":
        where = "on top of" if e.param("where") == "top" else "on the bottom of"
        order = " in any order" if e.param("any_order") else ""
        return f"Put {_count(e.amount, 'card')} from your hand {where} your library{order}."
    if e.kind == "put_into_library_nth":  # 401.4
        nth = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}[int(e.param("position"))]
        whose = str(e.param("said", "its owner's"))
        return f"Put {ref(e.subject)} into {whose} library {nth} from the top."
    if e.kind == "put_it" and e.param("looked_owner"):  # 608.2c: the card looked at
        return f"Put that card into {e.param('looked_owner')} graveyard."
    if e.kind == "put_on_library_bottom" and e.param("looked_owner"):
        return f"Put that card on the bottom of {e.param('looked_owner')} library."
    if e.kind == "look_top" and e.param("player_library"):  # 401.4: another player's top cards, reordered
        whose = ref(e.subject)
        return f"Look at the top {_count(e.amount, 'card').removeprefix('a ')} of {whose}'s library, then put them " \
            "back in any order."
    if e.kind == "phase_out":  # 702.26
        if e.subject.kind == "all" and e.subject.filter is not None:
            group = _group(e.subject.filter)
            group = group if group.startswith("all ") else f"all {group}"  # "All permanents you control phase out."
            return f"{group[:1].upper()}{group[1:]} phase out."
        who = ref(e.subject)
        return f"{who[:1].upper()}{who[1:]} phases out."
    return None
