"""One "becomes" effect that changes an object in several layers: "~ becomes a 2/2 Assembly-Worker artifact
creature until end of turn. It's still a land.", "target creature becomes a blue Frog with base power and
toughness 1/1", "~ gets +3/+3 and becomes a Bear Berserker until end of turn".

613.6: an effect that applies in several layers applies each of its parts in its own layer, all with the effect's
one timestamp. The static ability's kind is "becomes"; what it does is in its fields and parameters:

- layer 4 (613.1d): `types` (the card types named: Creature, Artifact) and `subtypes` (the creature types named),
  with the parameter "retain" saying which of the object's types stay (205.1a-b):
  "all" ("that's still a land", "in addition to its other types": every card type and subtype stays),
  "artifact_creature" ("becomes a Construct artifact creature": its card types and its other subtypes stay, a named
  creature type replaces its creature types), "none" ("becomes a 2/4 Soldier creature": the named card types
  replace its card types, and only the subtypes of a card type it still has stay, the creature types replaced by
  any named ones) or "card_types" ("becomes a Human": no card type named, so its card types stay; its creature
  types are replaced). "creature_types" is the creature-type vocabulary (the card language's, passed in so the
  kernel needs no vocabulary of its own); "supertypes" are added ("becomes a legendary 4/4 ... creature");
- layer 5 (613.1e, 105.3): "colors" set the object's colors, or add to them with "add_colors";
- layer 6 (613.1f): "lose_all" removes all its abilities first, then `keywords` and the quoted abilities of
  "activated" and "triggered" are added;
- layer 7b (613.4b): "sets_pt" sets its base power and toughness to `power`/`toughness`;
- layer 7c (613.4c): "modify" = (p, t) is added ("gets +3/+3 and becomes ...").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.abilities import Condition, StaticAbility
from kitchentable.rules.stack.conditions import condition

if TYPE_CHECKING:
    from kitchentable.rules.continuous.layers import Characteristics
    from kitchentable.rules.state import GameState

KIND = "becomes"


def in_layer(ab: StaticAbility, layer: str) -> bool:
    """Does this "becomes" effect have a part in `layer`?"""
    if layer == "4":
        return bool(ab.types or ab.subtypes or ab.param("supertypes"))
    if layer == "5":
        return bool(ab.param("colors"))
    if layer == "6":
        return bool(ab.keywords or ab.param("lose_all") or ab.param("activated") or ab.param("triggered"))
    if layer == "7b":
        return bool(ab.param("sets_pt"))
    if layer == "7c":
        return ab.param("modify") is not None
    return False


def removes_abilities(ab: StaticAbility) -> bool:
    """Can this effect end another static ability's existence (613.8a(b))? Only when it removes all abilities."""
    return bool(ab.param("lose_all"))


def apply(c: Characteristics, ab: StaticAbility, layer: str) -> None:
    """Apply the effect's part in `layer` to the characteristics `c` (changed in place)."""
    if layer == "4":
        _types(c, ab)
    elif layer == "5":
        colors = frozenset(ab.param("colors", ()))
        c.colors = c.colors | colors if ab.param("add_colors") else colors
    elif layer == "6":
        if ab.param("lose_all"):
            c.keywords, c.activated, c.triggered, c.static = frozenset(), (), (), ()
        c.keywords = c.keywords | ab.keywords
        c.activated = c.activated + ab.param("activated", ())
        c.triggered = c.triggered + ab.param("triggered", ())
    elif layer == "7b":
        c.power, c.toughness = ab.power, ab.toughness
    elif layer == "7c" and c.power is not None and c.toughness is not None:
        p, t = ab.param("modify")
        c.power += p
        c.toughness += t


def _types(c: Characteristics, ab: StaticAbility) -> None:
    """205.1a-b: the card types and creature types the effect names, and which of the object's own stay."""
    creature_types: frozenset[str] = ab.param("creature_types", frozenset())
    retain = ab.param("retain", "all")
    if retain == "all":
        c.types = c.types | ab.types
        c.subtypes = c.subtypes | ab.subtypes
        c.supertypes = c.supertypes | ab.param("supertypes", frozenset())
        return
    kept = c.subtypes
    if retain == "none":  # the named card types replace the object's; subtypes of the types it lost go too
        c.types = ab.types
        kept = frozenset(s for s in kept if s in creature_types) if "Creature" in ab.types else frozenset()
    else:  # "artifact_creature" or "card_types": its card types stay
        c.types = c.types | ab.types
    if ab.subtypes:
        kept = kept - creature_types
    c.subtypes = kept | ab.subtypes
    c.supertypes = c.supertypes | ab.param("supertypes", frozenset())


@condition("self_is_type")
def _self_is_type(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """"if ~ is an enchantment" (the Opal and Hidden cards' intervening if, 603.4): the source's card types now,
    after every type-changing effect (613.1d)."""
    from kitchentable.rules.continuous.layers import chars

    return source is not None and source in state.objects and cond.name in chars(state, source).types
