"""Merged permanents (723): one permanent represented by more than one card or token (mutate, 702.140).

A merged permanent stays the object it was (723.2c): the same id, counters, damage, attachments and continuous
effects. Its components are kept, top first, in its memory under `MERGED_OF`, each as (the card it shows, whether
it is a token, the card it is again once it leaves the battlefield: a transformed card's front face, a clone's
own card). Its card definition (`GameObject.card`) becomes `merged_card(components)`: the topmost component's
characteristics with the abilities of every component (702.140e). That card is what the layers start from, so
merging is a copiable effect (723.2a, 613.2a: a copy of a merged permanent copies all of it), and the merged
permanent is a token only if its topmost component is one (723.2d).

When it leaves the battlefield one permanent leaves (its leaves-the-battlefield abilities trigger once, with the
merged permanent's last known information), and each component is put into that same zone (723.3): the moving
object becomes the topmost component's card, and the others follow it as new objects (`events.LEAVING_COMPONENTS`).

Partial, and said where it matters: an effect that finds the new object a merged permanent became finds only the
topmost component's (723.3c says all of them: "return it to the battlefield" returns one card); the owner does not
choose the components' order in the new zone (723.3a: top component first); transforming a merged permanent
(723.2i) and turning it face down (723.2f) do nothing.
"""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.copies import COPIED_OF
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.records import replace
from kitchentable.rules.state import BATTLEFIELD, GameObject, GameState

MERGED_OF = "merged_of"
"""The memory key of a merged permanent: its components, top first (723.2)."""

Component = tuple[CardDef, bool, CardDef]
"""(the card it shows, a token, the card it is once it leaves the battlefield)."""

_RESTORED = frozenset({"transformed_of", COPIED_OF, "entered_color_of"})
"""Memory keys whose card a permanent is again once it leaves the battlefield (`events.move`)."""


def components(o: GameObject) -> tuple[Component, ...]:
    """The components of a permanent, top first: a merged permanent's, or the permanent alone."""
    for m in o.memory:
        if isinstance(m, tuple) and m[0] == MERGED_OF:
            found: tuple[Component, ...] = m[1]
            return found
    whole = next((m[1] for m in o.memory if isinstance(m, tuple) and m[0] in _RESTORED), o.card)
    return ((o.card, o.token, whole),)


def is_merged(o: GameObject) -> bool:
    return any(isinstance(m, tuple) and m[0] == MERGED_OF for m in o.memory)


def merged_card(parts: tuple[Component, ...]) -> CardDef:
    """702.140e, 723.2a: the topmost component's characteristics with every component's abilities (keywords,
    static, triggered and activated abilities, in order from the top)."""
    top = parts[0][0]
    keywords = frozenset().union(*(p[0].keywords for p in parts))
    order = tuple(dict.fromkeys(k for p in parts for k in (p[0].keyword_order or tuple(sorted(p[0].keywords)))))
    return replace(
        top, keywords=keywords, keyword_order=order,
        static=tuple(ab for p in parts for ab in p[0].static),
        triggered=tuple(ab for p in parts for ab in p[0].triggered),
        activated=tuple(ab for p in parts for ab in p[0].activated),
        is_token=parts[0][1],
        text="\n".join(p[0].text for p in parts if p[0].text),
    )


def merge(state: GameState, oid: int, card: CardDef, on_top: bool, rule: str = "723.2") -> None:
    """723.2: place `card` (a spell's card leaving the stack, 723.2b) on top of or under the permanent `oid`.
    The permanent is the same object (723.2c): it has not just entered and nothing about it resets; its
    characteristics are worked out again from the merged card (723.2a)."""
    o = state.objects[oid]
    added: Component = (card, False, card)
    parts = (added, *components(o)) if on_top else (*components(o), added)
    o = state.mut(oid)
    o.memory = (*(m for m in o.memory if not (isinstance(m, tuple) and m[0] == MERGED_OF)), (MERGED_OF, parts))
    o.card = merged_card(parts)
    o.token = parts[0][1]  # 723.2d
    if on_top and o.face_down:
        o.face_down = False  # 723.2e: face up as its topmost component is, without being "turned face up"
    state.forget(o.card, oid)
    state.zone_changed(BATTLEFIELD, o.card, oid)
    state.log_event(rule, "merged", o.controller, oid, card.name, "top" if on_top else "bottom", o.card.name)


@events.leaving_components
def _split(state: GameState, o: GameObject) -> tuple[tuple[CardDef, bool], ...] | None:
    """723.3: the cards and tokens a merged permanent leaving the battlefield becomes, topmost first."""
    if not is_merged(o):
        return None
    return tuple((whole, token) for _shown, token, whole in components(o))


EXPLAINERS.update({
    "component_moved": lambda s, d: f"{d[0]}, a card of the merged permanent, is put into the {d[1]} with it (723.3).",
    "merged": lambda s, d: f"{player_name(s, d[0])}'s #{d[1]}: {d[2]} merges {'on top of' if d[3] == 'top' else 'under'}"
                           f" it; it is now {d[4]}.",
})


def merged_count(state: GameState, oid: int) -> int:
    """How many components beyond the first a permanent has: the number of times it has mutated (702.140)."""
    o = state.objects.get(oid)
    if o is None or o.zone[0] != BATTLEFIELD:
        return 0
    return len(components(o)) - 1

