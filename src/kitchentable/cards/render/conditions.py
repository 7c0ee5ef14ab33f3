"""Conditions as rules text: "if you control an Island", "as long as you're the monarch", "if {R} was spent to cast
it"."""

from __future__ import annotations

from contextvars import ContextVar

from kitchentable.cards.render.turn_history import turn_history_words
from kitchentable.cards.render.words import _count, _number_word, _plural, _unrendered
from kitchentable.rules.abilities import (
    Condition,
    Filter,
    fixed,
)

# What "was spent to cast ..." names: "this spell" on an instant or sorcery, "it" for a permanent's own trigger
# ("When ~ enters, if {G} was spent to cast it"); set by `render.rules_text` for the card it renders.
CAST_OBJECT: ContextVar[str] = ContextVar("cast_object", default="it")

_CONDITION_WORDS = {
    "full_party": "you have a full party",  # 700.8b
    "self_tapped": "this is tapped",
    "void": "a nonland permanent left the battlefield this turn or a spell was warped this turn",
    "gained_life_this_turn": "you gained N or more life this turn", "lost_life_this_turn": "you lost life this turn",
    "no_spells_last_turn": "no spells were cast last turn",
    "player_spells_last_turn_at_least": "a player cast N or more spells last turn",
    "tribute_not_paid": "tribute wasn't paid", "you_monarch": "you're the monarch", "opponent_monarch": "an opponent is the monarch",
    "completed_dungeon": "you've completed a dungeon", "have_initiative": "you have the initiative",
    "is_ring_bearer": "this is your Ring-bearer",
    "class_level_is": "this Class is level N", "class_level_at_least": "this Class is level N or greater",
    # the ability words corrupted, celebration, coven
    "opponent_poison_at_least": "an opponent has N or more poison counters",
    "nonland_entered_at_least": "N or more nonland permanents entered the battlefield under your control this turn",
    "different_powers_at_least": "you control N or more creatures with different powers",
    "you_attacked": "you attacked this turn", "opponent_lost_life_this_turn": "an opponent lost life this turn",
    "permanent_cards_in_graveyard_at_least": "there are N or more permanent cards in your graveyard",
    "max_speed": "your speed is 4 (max speed, 702.178)", "city_blessing": "you have the city's blessing",
    "kicked": "this spell was kicked", "x_at_least": "X is N or more",
    "committed_crime": "you've committed a crime this turn",  # 700.13
    "targets_same_colors": "the targets are exactly the same colors",
    "entered_this_turn": "this entered this turn",
    "life_at_least": "you have N or more life", "life_at_most": "you have N or less life",
    "any_player_life_at_most": "a player has N or less life",
    "hand_at_least": "you have N or more cards in hand",
    "opponent_graveyard_at_least": "an opponent has N or more cards in their graveyard",
    "hand_empty": "you have no cards in hand", "creature_died_this_turn": "a creature died this turn", "your_turn": "it's your turn", "not_your_turn": "it's not your turn",
    "attacking_alone": "it's attacking alone",
}

# The designations a permanent keeps while it stays on the battlefield, said as its state ("if ~ is renowned").
_DESIGNATIONS = frozenset({"monstrous", "renowned"})

# Counts Oracle text writes in digits ("if X is 5 or more", "level 2"); the others are spelled ("two or more").
_DIGITS = frozenset({"life_at_least", "life_at_most", "any_player_life_at_most", "x_at_least", "class_level_is",
                     "opponent_life_at_most",
                     "class_level_at_least", "gained_life_this_turn", "max_speed"})

# Activation windows said with "during" (602.5b: "Activate only during your turn"), not as an "if" condition.
_WINDOWS = {"your_turn": "during your turn", "before_attackers": "during your turn, before attackers are declared",
            "during_combat": "during combat"}  # phrases.activation_windows


# The optional additional costs read as "kicked" (702.33d), in their own words.
_PAID_OPTIONAL = {"gift": "the gift was promised", "bargain": "this spell was bargained",
                  "evidence": "evidence was collected"}

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}

# The two basic land types of a color pair in the order Oracle text names them (the pair's order: W-U, U-B, B-R,
# R-G, G-W, W-B, U-R, B-G, R-W, G-U), so "a Swamp or a Mountain" reads as printed on the Verge lands.
_PAIR_ORDER = [("Plains", "Island"), ("Island", "Swamp"), ("Swamp", "Mountain"), ("Mountain", "Forest"),
               ("Forest", "Plains"), ("Plains", "Swamp"), ("Island", "Mountain"), ("Swamp", "Forest"),
               ("Mountain", "Plains"), ("Forest", "Island")]


def _either_land_type(cond: Condition) -> str:
    """"a Swamp or a Mountain" for a condition on one permanent of either of two basic land types."""
    f = cond.filter
    if cond.kind != "control" or f is None or cond.n != 1 or cond.negate or len(f.subtypes) != 2:
        return ""
    if f != Filter(subtypes=f.subtypes, controller=f.controller):
        return ""
    for pair in _PAIR_ORDER:
        if set(pair) == set(f.subtypes):
            return " or ".join(("an " if t == "Island" else "a ") + t for t in pair)
    return ""


def activation_window(cond: Condition) -> str:
    """What follows "Activate only" for a restriction (602.5b): "during your upkeep", "during your turn, before
    attackers are declared", else "if [condition]"."""
    if cond.kind == "your_step" and not cond.negate:
        return f"during your {cond.name.replace('_', ' ')}"
    if cond.kind == "not_your_turn" and cond.name == "opponents_turn":  # phrases.activation_windows
        return "during an opponent's turn"  # 102.2: every other player, in the formats here
    if cond.kind == "opponents_step":
        return f"during an opponent's {cond.name.replace('_', ' ')}"
    if cond.kind == "any_players_step":
        return f"during any {cond.name.replace('_', ' ')} step"
    if cond.kind == "all" and cond.name == "activation_windows":  # "... and only if ..." (602.5b)
        return " and only ".join(activation_window(c) for c in cond.all_of)
    if cond.kind in _WINDOWS and not cond.negate:
        return _WINDOWS[cond.kind]
    return f"if {_condition_words(cond)}"


def _condition_words(cond: Condition) -> str:
    history = turn_history_words(cond)  # "this turn" conditions (rules.concepts.turn_history)
    if history is not None:
        return history
    said = game_state_condition_words(cond)
    if said is not None:
        return said
    said = life_total_condition_words(cond) or self_counter_condition_words(cond) or counted_condition_words(cond)
    if said is not None:
        return said
    if cond.kind == "opponents_at_least":  # rules.concepts.opponent_count
        return f"you have {_number_word(cond.n)} or more opponents"
    if cond.kind == "treasure_mana_spent":  # rules.concepts.treasure_mana
        return f"mana from a Treasure was {'not ' if cond.negate else ''}spent to cast {CAST_OBJECT.get()}"
    if cond.kind == "mana_spent" and cond.n > 1 and len(cond.name) == 1:  # adamant (702.* ability word, ELD)
        color = _COLOR_WORDS.get(cond.name, cond.name)
        return f"at least {_number_word(cond.n)} {color} mana was {'not ' if cond.negate else ''}spent to cast this spell"
    if cond.kind == "mana_spent":  # rules.casting.mana_spent
        spent = ("at least " + str(cond.n) + " " if cond.n > 1 else "") + "".join(f"{{{m}}}" for m in cond.name)
        return f"{spent} was {'not ' if cond.negate else ''}spent to cast {CAST_OBJECT.get()}"
    if cond.kind == "alternative_cost_paid":  # 118.9: "this spell's surge cost", a permanent's "its dash cost"
        whose = "this spell's" if CAST_OBJECT.get() == "this spell" else "its"
        return f"{whose} {cond.name} cost was paid"
    if cond.kind == "opponent_controls_more" and cond.filter is not None:  # rules.concepts.player_comparisons
        return f"an opponent controls more {_plural(cond.filter.describe().replace(' you control', ''))} than you"
    if cond.kind == "opponent_has_more":
        return f"an opponent has more {'life' if cond.name == 'life' else 'cards in hand'} than you"
    if cond.kind == "attacking" and not cond.negate:  # the source itself (rules.stack.conditions, 506.4)
        return "this is attacking"
    if cond.kind == "self_is_type" and not cond.negate:  # "if this is an enchantment" (603.4)
        kind = cond.name.lower()
        return f"this is {'an' if kind[:1] in 'aeiou' else 'a'} {kind}"
    if cond.kind == "self_state" and cond.name == "enchanted" and (cond.n > 1 or cond.at_most is not None):
        return _enchanted_by(cond)
    if cond.kind == "self_state" and cond.name in ("equipped", "enchanted", "untapped", "blocking"):
        return f"this is {cond.name}"  # an Equipment or Aura attached to it (301.5, 303.4), or its status
    if cond.kind == "done" and cond.name == "put_onto_battlefield" and cond.negate:  # `top_card` phrases
        return "you don't put the card onto the battlefield"
    if cond.kind == "done":  # 609.3
        return "you can't" if cond.negate else "you do"
    if cond.kind == "tagged" and cond.name == "cast_in_main":
        return "you cast this spell during your main phase"  # addendum
    if cond.kind == "kicked" and cond.name == "bargain" and cond.ref is not None:  # `phrases.bargain_costs`
        return "it's bargained"
    if cond.kind == "kicked" and cond.name in _PAID_OPTIONAL:
        return _PAID_OPTIONAL[cond.name]
    if cond.kind == "all":  # "an opponent controls a Plains and you control a Swamp"
        return " and ".join(_condition_words(c) for c in cond.all_of)
    if cond.kind == "opponent_controls" and cond.filter is not None and not cond.negate:
        return f"an opponent controls {_count(fixed(1), cond.filter.describe())}"

    if cond.kind == "controls_greatest_power":  # rules.concepts.counted_amounts
        return "you control the creature with the greatest power or tied for the greatest power"
    if cond.kind == "target_is" and cond.name == "its power" and cond.filter is not None:  # trailing_conditions
        return f"its power is {cond.filter.min_power} or greater"
    if cond.kind in ("target_is", "controlled_then") and cond.name.startswith("controlled by "):  # phrases.controller_conditions
        return controlled_by_words(cond)
    if cond.kind == "target_is" and cond.filter is not None:  # the target group `n` matches (608.2b)
        what = cond.filter.describe().replace(" permanent", "")
        what += " card" if cond.filter.zone != "battlefield" and not what.endswith("card") else ""  # off the battlefield
        article = 'an' if what[:1].lower() in 'aeiou' else 'a'
        if cond.name == "exiled this way":  # phrases.exiled_this_way
            return f"{article} {what.replace('card card', 'card')} is exiled this way"
        verb = "it was" if cond.name == "it was" else "it's"  # phrases.exiled_card_was: after the card moved
        return f"{verb} {article} {what}"
    either = _either_land_type(cond)
    if either:
        return f"you control {either}"
    if cond.kind == "control" and cond.filter is not None:
        what = cond.filter.describe().replace(" you control", "")
        if cond.negate and cond.n > 1:  # fewer than n (a fast land's "two or fewer other lands")
            return f"you control {_number_word(cond.n - 1)} or fewer {_plural(what)}"
        if cond.negate:
            return f"you control no {_plural(what)}"
        return f"you control {_count(fixed(1), what)}" if cond.n <= 1 else \
            f"you control {_number_word(cond.n)} or more {_plural(what)}"
    if cond.kind == "control_none" and cond.filter is not None:  # none of them, whoever controls them
        what = cond.filter.describe()
        if what.endswith(" you control"):
            return f"you control no {_plural(what.removesuffix(' you control'))}"
        if cond.name == "there are":  # phrases.total_power_conditions: as printed
            return f"there are no {_plural(what)} on the battlefield"
        return f"no {_plural(what)} are on the battlefield"
    if cond.kind == "tagged" and cond.name in _DESIGNATIONS:  # 701.37b, 702.112b
        return ("this isn't " if cond.negate else "this is ") + cond.name
    if cond.kind == "total_power_at_least" and cond.filter is not None:
        return f"{_plural(cond.filter.describe())} have total power {cond.n} or greater"
    if cond.kind == "card_types_in_graveyard_at_least":  # delirium
        return f"there are {_number_word(cond.n)} or more card types among cards in your graveyard"
    if cond.kind == "graveyard_cards_at_least" and cond.filter is not None:  # spell mastery
        what = cond.filter.describe().replace(" or ", " and/or ").replace(" in your graveyard", "")
        what = "permanent card" if _every_permanent_type(cond.filter) else what  # descend (110.4b)
        what = what if what.endswith("card") else what + " card"
        return f"there are {_number_word(cond.n)} or more {_plural(what)} in your graveyard"
    if cond.kind == "cards_in_graveyard_at_least":  # threshold
        return f"{_number_word(cond.n)} or more cards are in your graveyard"
    if cond.kind == "counters_at_least" and cond.name and cond.negate and cond.n == 1:
        return f"there are no {cond.name} counters on this"  # depletion lands (122.1)
    if cond.kind == "counters_at_least" and cond.name:
        return f"this has {_number_word(cond.n)} or more {cond.name} counters on it"
    if cond.kind == "hand_at_most":
        return f"you have {_number_word(cond.n)} or fewer cards in hand"
    if cond.kind == "gained_life_this_turn" and not cond.negate and cond.name == "your_team":  # 102.4
        return "your team gained life this turn"
    if cond.kind == "gained_life_this_turn" and not cond.negate:
        return _gained_life_words(cond.n)
    words = _CONDITION_WORDS.get(cond.kind)
    n = str(cond.n) if cond.kind in _DIGITS else _number_word(cond.n)
    return words.replace("N ", f"{n} ", 1) if words else _unrendered(cond.kind).lower().rstrip(".")



def _gained_life_words(n: int) -> str:
    """119.3: "you gained life this turn", and with an amount in today's words, "you've gained 3 or more life this
    turn" (2017's "you gained 3 or more" reads the same, `compare.MODERN_WORDING`)."""
    return "you gained life this turn" if n <= 1 else f"you've gained {n} or more life this turn"


def _enchanted_by(cond: Condition) -> str:
    """"this is enchanted by exactly one Aura", "... by three or more Auras" (303.4: the Auras attached to it)."""
    n = _number_word(cond.n)
    auras = "Aura" if cond.n == 1 else "Auras"
    if cond.at_most == cond.n:
        return f"this is enchanted by exactly {n} {auras}"
    return f"this is enchanted by {n} or more {auras}"


def _every_permanent_type(flt: Filter) -> bool:
    """"Permanent card" (110.4b, descend): a card of any of the permanent types and nothing else asked."""
    from dataclasses import replace

    from kitchentable.rules.abilities import PERMANENT_TYPES

    return flt.any_types == PERMANENT_TYPES and replace(flt, any_types=frozenset(), zone="") == \
        replace(Filter(), zone="")


def controlled_by_words(cond: Condition) -> str:
    """"you control that creature", "an opponent controls it", "you don't control that permanent" (608.2c); "you
    controlled that creature" (608.2h, "controlled_then")."""
    assert cond.filter is not None
    that = cond.name.removeprefix("controlled by ")
    if cond.kind == "controlled_then":
        return f"{'you' if cond.filter.controller == 'you' else 'an opponent'} controlled {that}"
    who = {"you": "you control", "opponent": "an opponent controls", "not_you": "you don't control"}
    return f"{who[cond.filter.controller]} {that}"


_CONDITION_WORDS["controls_commander"] = "you control a commander"  # 903.3 (`phrases.commander`)
_CONDITION_WORDS["controls_own_commander"] = "you control your commander"  # 903.3, lieutenant


_CONDITION_WORDS["opponent_life_at_most"] = "an opponent has N or less life"  # `phrases.game_state_conditions`
_CONDITION_WORDS["opponent_hand_empty"] = "an opponent has no cards in hand"
_CONDITION_WORDS["single_graveyard_at_least"] = "there are N or more cards in a single graveyard"


def game_state_condition_words(cond: Condition) -> str | None:
    """The wordings of `phrases.game_state_conditions` that reuse another phrase's condition kind: "there are no
    cards in your graveyard", "an artifact card is in your graveyard", "there is a Lesson card in your
    graveyard", "you control at least two other Merfolk"; None for any other condition."""
    if cond.kind == "cards_in_graveyard_at_least" and cond.negate and cond.n == 1:
        return "there are no cards in your graveyard"
    if cond.kind == "graveyard_cards_at_least" and cond.filter is not None and cond.n == 1 \
            and cond.name in ("is in your graveyard", "there is in your graveyard"):
        what = cond.filter.describe().replace(" in your graveyard", "")
        what = what if what.endswith("card") else what + " card"
        a = "an" if what[:1].lower() in "aeiou" else "a"
        if cond.name == "is in your graveyard":
            return f"{a} {what} is in your graveyard"
        return f"there is {a} {what} in your graveyard"
    if cond.kind == "control" and cond.filter is not None and cond.name == "at least":
        what = cond.filter.describe().replace(" you control", "")
        return f"you control at least {_number_word(cond.n)} {_plural(what) if cond.n > 1 else what}"
    return None


_CONDITION_WORDS["self_in_graveyard"] = "this is in your graveyard"  # phrases.in_graveyard_triggers (113.6m)


def life_total_condition_words(cond: Condition) -> str | None:
    """`phrases.life_total_conditions`: "your life total is 5 or less", "... greater than your starting life
    total", "you have at least 15 life more than your starting life total"; None for other conditions."""
    if cond.kind in ("life_at_most", "life_at_least") and cond.name == "life_total":
        return f"your life total is {cond.n} or {'less' if cond.kind == 'life_at_most' else 'greater'}"
    if cond.kind == "life_below_starting":
        return f"your life total is {'greater than or equal to' if cond.negate else 'less than'} your starting life total"
    if cond.kind == "life_above_starting" and cond.name == "at_least":
        return f"you have at least {cond.n} life more than your starting life total"
    if cond.kind == "life_above_starting":
        return "your life total is greater than your starting life total"
    return None


def self_counter_condition_words(cond: Condition) -> str | None:
    """`phrases.self_counter_conditions`: "this has a +1/+1 counter on it", "this has four or more oil counters on
    it", "this has no counters on it"; None for other conditions."""
    if cond.kind != "self_counters":
        return None
    kind = f"{cond.name} " if cond.name else ""
    if cond.negate:
        return f"this has no {kind}counters on it"
    if cond.n == 1:
        return f"this has {'an' if kind[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {kind}counter on it"
    return f"this has {_number_word(cond.n)} or more {kind}counters on it"


def counted_condition_words(cond: Condition) -> str | None:
    """`phrases.counted_conditions`: "this creature's power is 4 or greater", "you have exactly seven cards in
    hand", "an opponent controls four or more lands", "an opponent has eight or fewer cards in their library",
    "you have more cards in hand than each opponent"; None for other conditions."""
    if cond.negate:
        return None
    if cond.kind == "self_power_at_least":
        return f"this creature's power is {cond.n} or greater"
    if cond.kind == "hand_exactly":
        return f"you have exactly {_number_word(cond.n)} cards in hand"
    if cond.kind == "opponent_controls_at_least" and cond.filter is not None:
        what = cond.filter.describe().replace(" you control", "")
        return f"an opponent controls {_number_word(cond.n)} or more {_plural(what)}"
    if cond.kind == "opponent_library_at_most":
        return f"an opponent has {_number_word(cond.n)} or fewer cards in their library"
    if cond.kind == "hand_more_than_each_opponent":
        return "you have more cards in hand than each opponent"
    return None
