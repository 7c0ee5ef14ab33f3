"""Static abilities read where the kernel acts (604, 613.1f): protection and hexproof qualities, players with hexproof or shroud,
players who can't cast spells or gain life, spells that can't be countered, block requirements and conditions.

The kernel reads these only where the ability could be in play:
- protection (702.16) and "hexproof from" (702.11d) are keywords of the protected permanent, read by
  `targets.can_target`, `targets.protected_against` (blocking, damage, attaching) only for such a permanent;
- the player statics ("player_keyword" 702.11b/702.18b, "cant_cast" 101.2, "cant_gain_life" 119.7,
  "spells_uncounterable" 101.2) are found in the printed static abilities (remembered per printed list, as
  `rules.concepts.card_names` does), so a game without such a card pays one dictionary read where they are asked;
- "blocks each combat if able" and "must be blocked if able" (509.1c) are keywords read while blockers are
  declared, only for the creatures offered as blockers and the attackers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import CardDef, Condition, Filter, StaticAbility
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous.layers import (
    Characteristics,
    chars,
    printed_static_kinds,
    printed_static_sources,
    static_sources,
)
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import HAND, GameState

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TYPE_QUALITIES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
                  "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker", "lands": "Land"}
BLOCKS_EACH_COMBAT = "blocks each combat if able"
MUST_BE_BLOCKED = "must be blocked if able"
BLOCK_ANY_NUMBER = "can block any number of creatures"
COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                          "combat_damage", "end_of_combat"})
PLAYER_KINDS = frozenset({"player_keyword", "cant_cast", "cant_gain_life", "spells_uncounterable", "cant_be_attacked"})
TOUGHNESS_DAMAGE = "assigns combat damage equal to its toughness"


# --- protection and hexproof qualities (702.16, 702.11d) ---------------------------------------------------


def quality_parts(quality: str) -> list[str]:
    """"white and from blue" (702.16g: two protections), "artifacts, creatures, and enchantments": each quality."""
    text = quality.replace(" and from ", ", ").replace(", and ", ", ").replace(" and ", ", ")
    return [p.strip() for p in text.split(",") if p.strip()]


def quality_matches(quality: str, c: Characteristics) -> bool:
    """Does an object with characteristics `c` have the quality (702.16a: a color, a card type, a subtype, or
    another characteristic)? A capitalised word is a subtype (the compiler writes "protection from Goblin")."""
    for q in quality_parts(quality):
        if q == "everything":
            return True
        if q in COLOR_LETTERS:
            if COLOR_LETTERS[q] in c.colors:
                return True
        elif q in ("each color", "all colors"):
            if c.colors:
                return True
        elif q == "multicolored":
            if len(c.colors) > 1:
                return True
        elif q == "monocolored":
            if len(c.colors) == 1:
                return True
        elif q == "colorless":
            if not c.colors:
                return True
        elif q in TYPE_QUALITIES:
            if TYPE_QUALITIES[q] in c.types:
                return True
        elif q[:1].isupper() and q in c.subtypes:
            return True
    return False


def hexproof_from_forbids(state: GameState, keywords: frozenset[str], source: int | None) -> bool:
    """702.11d: "hexproof from [quality]": it can't be the target of [quality] spells, or abilities from
    [quality] sources, an opponent controls (the caller checks the opponent part)."""
    if source is None or source not in state.objects:
        return False
    found = [k[len("hexproof from "):] for k in keywords if k.startswith("hexproof from ")]
    if not found:
        return False
    sc = chars(state, source)
    return any(quality_matches(q, sc) for q in found)


# --- static abilities that apply to players ------------------------------------------------------------------


def _player_statics(state: GameState) -> tuple[tuple[int, StaticAbility, int], ...]:
    """The printed static abilities of kinds this module reads for players (remembered with the printed
    list they come from, so each new list is scanned once)."""
    printed = printed_static_sources(state)
    memo: Any = state.cache.get("statics_players")
    if memo is not None and memo[0] is printed:
        return memo[1]  # type: ignore[no-any-return]
    found = tuple(e for e in printed if e[1].kind in PLAYER_KINDS)
    state.cache["statics_players"] = (printed, found)
    return found


def _in_play(state: GameState, kind: str) -> list[tuple[int, StaticAbility, int]]:
    """The abilities of `kind` in play now (after the layers: one removed by an effect is gone, 613.6)."""
    if kind not in printed_static_kinds(state) or not any(ab.kind == kind for _s, ab, _c in _player_statics(state)):
        return []
    from kitchentable.rules.stack.conditions import check_condition

    return [(s, ab, c) for s, ab, c in static_sources(state) if ab.kind == kind
            and (ab.condition is None or check_condition(state, ab.condition, c, s))]


def applies_to_player(ab: StaticAbility, controller: int, seat: int) -> bool:
    """The players an ability names: "you" (its controller), "opponents", or "all"."""
    who = ab.param("players", "you")
    return bool(who == "all" or (who == "you") == (seat == controller))


def player_untargetable(state: GameState, seat: int, controller: int) -> bool:
    """702.18b "you have shroud": no spell or ability can target the player; 702.11b "you have hexproof": no
    spell or ability an opponent controls can."""
    for _s, ab, ctl in _in_play(state, "player_keyword"):
        if not applies_to_player(ab, ctl, seat):
            continue
        kw = ab.param("keyword")
        if kw == "shroud" or (kw == "hexproof" and controller != seat):
            return True
    return False


def cast_forbidden(state: GameState, seat: int, card: CardDef, oid: int | None) -> str:
    """101.2: a "can't cast" ability in play forbids `seat` to cast this card now; the text of the ability that
    forbids it, or "". Kinds of ability: "cant_cast" with params "players", "filter" (the spells it names,
    read from the card's characteristics), "turn" ("yours": only during its controller's turn), "max" (each
    player can't cast more than that many spells each turn)."""
    from kitchentable.rules.concepts.targets import matches_characteristics

    found = _in_play(state, "cant_cast")
    if not found:
        return ""
    c = chars(state, oid) if oid is not None and oid in state.objects else None
    for _s, ab, ctl in found:
        if not applies_to_player(ab, ctl, seat):
            continue
        if ab.param("turn") == "yours" and state.active != ctl:
            continue
        if ab.param("turn") == "combat" and state.step not in COMBAT_STEPS:
            continue  # "during combat" (506.1: from the beginning of combat step to the end of combat step)
        if ab.param("turn") == "unless_sorcery_timing" and state.active == seat \
                and state.step in ("main1", "main2") and not state.stack_ids():
            continue  # "can cast spells only any time they could cast a sorcery" (307.1)
        limit = ab.param("max")
        if limit is not None and int(state.turn_facts.get(("spells_cast", seat), 0)) < int(limit):
            continue
        flt: Filter | None = ab.param("filter")
        if flt is not None and (c is None or not matches_characteristics(c, flt)) \
                and not _card_matches(card, flt):
            continue
        return ab.text or ab.kind
    return ""


def _card_matches(card: CardDef, flt: Filter) -> bool:
    """The description read from a card's printed characteristics (a split half being cast, 709.3)."""
    if flt.types and not flt.types <= card.types:
        return False
    if flt.not_types and flt.not_types & card.types:
        return False
    if flt.any_types and not flt.any_types & card.types:
        return False
    if flt.colors and not flt.colors & card.colors:
        return False
    return not flt.subtypes or bool(flt.subtypes & card.subtypes)


def any_cast_bans(state: GameState) -> bool:
    return "cant_cast" in printed_static_kinds(state)


def cant_gain_life(state: GameState, seat: int) -> bool:
    """119.7: an effect says the player can't gain life, so life gain events don't happen for them."""
    return any(applies_to_player(ab, ctl, seat) for _s, ab, ctl in _in_play(state, "cant_gain_life"))


def spell_uncounterable(state: GameState, oid: int) -> bool:
    """101.2: "Spells [you control] can't be countered" ("Creature spells can't be countered"): the spell on
    the stack matches the description of such an ability in play."""
    from kitchentable.rules.concepts.targets import matches_object

    for src, ab, ctl in _in_play(state, "spells_uncounterable"):
        o = state.objects[oid]
        if o.stack is None:
            continue
        if ab.param("players", "all") != "all" and not applies_to_player(ab, ctl, o.stack.controller):
            continue
        if ab.affected is None or matches_object(state, oid, ab.affected, ctl, src):
            return True
    for caster, flt in state.turn_facts.get(UNCOUNTERABLE_THIS_TURN, ()):
        o = state.objects[oid]
        if o.stack is not None and o.stack.controller == caster and matches_object(state, oid, flt, caster, None):
            return True
    return False


UNCOUNTERABLE_THIS_TURN = "uncounterable_this_turn"
"""Turn fact: ((player, spell description), ...) made by "Creature spells you cast this turn can't be countered."
(`continuous.uncounterable_this_turn`): that player's spells the description fits can't be countered (101.2)."""


# --- "the first <spell> you cast each turn" (601.2f) -----------------------------------------------------------

CAST_THIS_TURN = "cast_chars"


def note_cast(state: GameState, seat: int, oid: int) -> None:
    """601.2i: remember the characteristics of each spell a player casts this turn (a turn fact, gone with the
    turn), read by "the first creature spell you cast each turn costs {1} less to cast"."""
    key = (CAST_THIS_TURN, seat)
    state.turn_facts[key] = tuple(state.turn_facts.get(key, ())) + (chars(state, oid),)


def first_spell_used(state: GameState, seat: int, which: Any) -> bool:
    """Has `seat` already cast a spell this turn that the description `which` fits (True: any spell)?"""
    from kitchentable.rules.concepts.targets import matches_characteristics

    cast = state.turn_facts.get((CAST_THIS_TURN, seat), ())
    if not isinstance(which, Filter):
        return bool(cast)
    return any(matches_characteristics(c, which) for c in cast)


def spells_cast_count(state: GameState, seat: int) -> int:
    """How many spells `seat` has cast this turn so far (601.2i notes each): while a spell's total cost is worked
    out, the spells cast before it ("the second spell you cast each turn" is the one cast after exactly one)."""
    return len(state.turn_facts.get((CAST_THIS_TURN, seat), ()))


def targets_fit(state: GameState, which: Any, source: int, controller: int, targets: Any) -> bool:
    """Does a spell with these chosen targets (601.2c) target what a cost increase names: "self" (the source),
    a description (read from the ability controller's view), or ("self_or", description)?"""
    from kitchentable.rules.concepts.targets import matches_object

    chosen = [t for group in targets for t in group if isinstance(t, int) and t in state.objects]
    for t in chosen:
        if which == "self" or isinstance(which, tuple):
            if t == source:
                return True
        flt = which[1] if isinstance(which, tuple) else which
        if isinstance(flt, Filter) and matches_object(state, t, flt, controller, source):
            return True
    return False


# --- attacking (508.1c) and combat damage (510.1a) -------------------------------------------------------------


def any_attack_bans(state: GameState) -> bool:
    return any(ab.kind == "cant_be_attacked" for _s, ab, _c in _player_statics(state))


def cant_be_attacked(state: GameState, target: Any) -> bool:
    """508.1c: "Creatures can't attack you [or planeswalkers you control]": the player (or their planeswalker,
    with the second part) isn't a legal choice of what to attack."""
    for _s, ab, ctl in _in_play(state, "cant_be_attacked"):
        if isinstance(target, tuple) and target[1] == ctl:
            return True
        if isinstance(target, int) and ab.param("planeswalkers") and target in state.objects \
                and chars(state, target).controller == ctl:
            return True
    return False


def combat_damage_of(c: Characteristics) -> int:
    """510.1a: a creature assigns combat damage equal to its power, or to its toughness under "assigns combat
    damage equal to its toughness rather than its power" (Doran)."""
    value = c.toughness if TOUGHNESS_DAMAGE in c.keywords else c.power
    return max(0, value or 0)


# --- blocking (509.1a, 509.1c) ---------------------------------------------------------------------------------


def unmet_own_requirements(state: GameState, combat: Any, attackers: list[int], offers: list[tuple[Any, ...]],
                           can_add: Callable[[int, int], bool]) -> bool:
    """509.1c, partly: a creature offered as a blocker that "blocks each combat if able" and blocks nothing
    yet, or an attacker that "must be blocked if able" and is blocked by nothing yet while some creature could
    be added as its blocker, keeps the declaration open. As for Lure, a creature already blocking is not made
    to switch."""
    blocking = {b for bs in combat.blocks.values() for b in bs}
    for _kind, blocker, attacker in offers:
        if blocker in blocking or BLOCKS_EACH_COMBAT not in chars(state, blocker).keywords:
            continue
        if can_add(blocker, attacker):
            return True
    for attacker in attackers:
        if combat.blocks.get(attacker) or MUST_BE_BLOCKED not in chars(state, attacker).keywords:
            continue
        if any(a == attacker and b not in blocking and can_add(b, a) for _k, b, a in offers):
            return True
    return False


# --- conditions ----------------------------------------------------------------------------------------------


@condition("hand_at_least")
def _hand_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    return len(state.zone(HAND, controller)) >= cond.n


@condition("power_parity")
def _power_parity(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """"as long as ~'s power is odd / even" (0 is even)."""
    if source is None or source not in state.objects:
        return False
    power = chars(state, source).power
    return power is not None and power % 2 == (1 if cond.name == "odd" else 0)


@condition("attacking_alone")
def _attacking_alone(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    """506.5: a creature attacks alone if it's the only creature declared as an attacker this combat."""
    combat = state.combat
    return combat is not None and source is not None and list(combat.attackers) == [source]


@condition("opponent_graveyard_at_least")
def _opponent_graveyard_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                 ctx: object | None = None) -> bool:
    from kitchentable.rules.state import GRAVEYARD

    rules = state.rules
    for opp in state.opponents(controller):
        key = rules.graveyard_of(state, opp) if rules is not None else (GRAVEYARD, opp)
        if len(state.zones.get(key, ())) >= cond.n:
            return True
    return False


@condition("life_below_starting")
def _life_below_starting(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    player = state.players[controller]
    return not infinite_life(state, controller) and player.life < starting_life(state, controller)


def starting_life(state: GameState, seat: int) -> int:
    """103.4: the player's starting life total (the format's)."""
    rules = state.rules
    return rules.starting_life(state, seat) if rules is not None else 20


@condition("self_state")
def _self_state(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None = None) -> bool:
    """"as long as ~ is equipped / enchanted / untapped / blocking" (301.5, 303.4: something attached to it)."""
    o = state.objects.get(source) if source is not None else None
    if o is None:
        return False
    if cond.name == "untapped":
        return not o.tapped
    if cond.name == "blocking":
        return bool(o.blocking)
    want = "Equipment" if cond.name == "equipped" else "Aura"
    held = sum(1 for a in state.battlefield() if state.objects[a].attached_to == source
               and want in chars(state, a).subtypes)  # "enchanted by exactly two Auras": n to at_most of them
    return held >= cond.n and (cond.at_most is None or held <= cond.at_most)
