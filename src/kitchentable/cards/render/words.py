"""The words every part of `cards show` shares: subjects and plurals, numbers, amounts, references to objects and
players ("target creature", then "that creature", 115.1), and what an Aura's or Equipment's holder is called."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace

from kitchentable.cards.language.vocabulary import CREATURE_TYPES
from kitchentable.cards.language.words import NUMBER_WORDS
from kitchentable.cards.render.stack_abilities import stack_object_noun
from kitchentable.rules.abilities import (
    ActivatedAbility,
    Amount,
    CardDef,
    Filter,
    Ref,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    fixed,
)
from kitchentable.rules.keywords.goad import GOADED_BY_ITS_CONTROLLER

# What the text calls the permanent an Aura or Equipment is attached to ("enchanted creature", "equipped
# creature"), set while one card is rendered.
_HOLDER: ContextVar[str] = ContextVar("holder", default="the attached permanent")


# Target indices already named in the ability being rendered: a second mention reads "that creature".
_MENTIONED: ContextVar[set[int] | None] = ContextVar("mentioned", default=None)


# What the object paid for an activated ability's cost is called in its effect ("the sacrificed creature"), set
# while that ability is rendered; "" for none.
_PAID: ContextVar[str] = ContextVar("paid", default="")


# What "the triggering object" is called in the trigger being rendered ("that spell", "it").
_TRIGGERING: ContextVar[str] = ContextVar("triggering", default="that object")
_CREATED: ContextVar[str] = ContextVar("created", default="that token")
"""How the tokens an earlier instruction created are named ("it", "them"; 603.7c)."""


@contextmanager
def _fresh_mentions() -> Iterator[set[int]]:
    """One ability's (or one mode's) text: its targets are introduced again."""
    token = _MENTIONED.set(set())
    try:
        yield _MENTIONED.get() or set()
    finally:
        _MENTIONED.reset(token)


def _holder_phrase(card: CardDef) -> str:
    """702.5, 301.5, 301.6: Auras say "enchanted <what they enchant>", Equipment "equipped creature"."""
    if card.enchant is not None:
        what = re.split(r" (?:with|without|you control|an opponent controls)\b", card.enchant.describe())[0]
        what = _COLOR_OR.sub("", what)  # "Enchant red or green creature": "enchanted creature" (303.4d)
        if " or " in what or what.startswith("non") and what.endswith("permanent"):  # "Enchant artifact or
            what = "permanent"  # creature", "Enchant nonland permanent": "enchanted permanent"
        what = re.sub(r"^(?:(?:un)?tapped |non[a-z]+ |(?:white|blue|black|red|green) )+(?=\w)", "", what)  # "Enchant
        # tapped creature", "Enchant nonblack creature": "enchanted creature" (303.4d: it can hold only such a one)
        return "enchanted " + (what if what == "permanent" else what.replace(" permanent", ""))  # "Enchant
        # creature without flying" attaches only to such a creature (303.4d), so its text says "enchanted creature"
    if "Equipment" in card.subtypes:
        return "equipped creature"
    if any(alt.label == "bestow" for alt in card.alternative_costs):  # 702.103b: a bestowed Aura enchants a creature
        return "enchanted creature"
    if "Fortification" in card.subtypes:
        return "fortified land"
    return "the attached permanent"


def _unrendered(kind: str, words: str = "", sep: str = " ") -> str:
    """The generic wording of a compiled object no template describes yet: its kind (most kinds are verbs, so
    "transform this."), then its subject.

    Every card of the bundled pool renders without it (tests/cards/test_render.py); imported cards may use it."""
    return f"{_cap(kind.replace('_', ' '))}{sep + words if words else ''}."


def _cap(text: str) -> str:
    """Capitalise the first letter only (str.capitalize would lower "Zombie" in "target Zombie creature")."""
    return text[:1].upper() + text[1:]


_IRREGULAR_PLURALS = {"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "merfolk": "merfolk", "fish": "fish",
                      "sheep": "sheep", "ox": "oxen", "sphinx": "sphinxes", "fox": "foxes", "mouse": "mice",
                      "thief": "thieves", "werewolf": "werewolves", "lich": "liches", "fungus": "fungi",
                      "equipment": "equipment", "kithkin": "kithkin", "samurai": "samurai", "kor": "kor",
                      "djinn": "djinn", "efreet": "efreet", "moonfolk": "moonfolk", "kavu": "kavu", "naga": "naga",
                      "plains": "plains", "myr": "myr", "eldrazi": "eldrazi", "aetherborn": "aetherborn",
                      "vedalken": "vedalken", "dauthi": "dauthi", "soltari": "soltari", "thalakos": "thalakos",
                      "metathran": "metathran", "nephilim": "nephilim", "homunculus": "homunculi",
                      "cyclops": "cyclopes", "jellyfish": "jellyfish", "zubera": "zubera", "azra": "azra",
                      "spawn": "spawn", "octopus": "octopuses", "pegasus": "pegasi", "mongoose": "mongooses"}


def _pluralize(noun: str) -> str:
    low = noun.lower()
    if low in _IRREGULAR_PLURALS:
        out = _IRREGULAR_PLURALS[low]
        return out[:1].upper() + out[1:] if noun[:1].isupper() else out
    if low.endswith("y") and low[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + ("es" if low.endswith(("s", "x", "ch", "sh")) else "s")


def _subtype_noun(desc: str) -> str:
    """ "Zombie permanent" -> "Zombie": a subtype is its own noun in rules text (205.3)."""
    return re.sub(r"\b([A-Z][\w'-]*) permanent\b", r"\1", desc)


def _singular(who: str) -> bool:
    """Whether a subject takes "gets"/"has" ("this", "enchanted creature") rather than "get"/"have"."""
    return who.lower().startswith(("this", "the ", "enchanted ", "equipped ", "fortified ", "each ", "it"))


def _agree(who: str, plural_verb: str) -> str:
    singular = {"get": "gets", "have": "has", "lose": "loses", "gain": "gains", "are": "is", "can't": "can't"}
    return singular.get(plural_verb, plural_verb + "s") if _singular(who) else plural_verb


def _amount(a: Amount) -> str:
    if a.kind == "x" and (a.plus > 0 or a.times == 2) and not (a.plus and a.times != 1):
        return _x_arithmetic(a)
    if a.kind != "fixed" and (a.plus or a.times == -1):  # "1 plus ...", "3 minus ...", "... minus 4"
        base = _amount(replace(a, plus=0, times=1))
        if a.times == -1:
            return f"{a.plus} minus {base}"
        return f"{a.plus} plus {base}" if a.plus > 0 else f"{base} minus {-a.plus}"
    if a.kind in ("hand_size", "cards_in_graveyard") and a.ref is not None and a.ref.kind == "chosen_player":
        what = "cards" if a.filter is None else f"{a.filter.describe()}s"
        return f"the number of {what} in the chosen player's {'hand' if a.kind == 'hand_size' else 'graveyard'}"
    if a.kind == "hand_size" and a.ref is not None and a.ref.kind == "triggering_player":
        return "the number of cards in their hand"
    if a.kind == "hand_size" and a.ref is not None and a.ref.kind in ("target", "triggering", "it"):
        return "the number of cards in that player's hand"  # the player the effect names (Gaze of Adamaro)
    if a.kind == "fixed":
        return str(a.value)
    if a.kind == "x":
        return "X"
    if a.kind == "count" and a.filter is not None:
        if a.filter.zone in ("graveyard", "hand"):
            kind, _in, where = f" {_each(a.filter)}".partition(" card in ")
            counted = f"the number of {_plural((kind.strip() + ' card').strip())} in {where}"
        else:
            counted = f"the number of {_plural(a.filter.describe())}{_ON_BATTLEFIELD if _anyones(a.filter) else ''}"
        return f"twice {counted}" if a.times == 2 else counted  # Siegfried's "X is twice the number of ..."
    if a.kind == "remembered" and a.name == "damage_capped":
        return ("the damage dealt, but not more than the player's life total before the damage was dealt, the "
                "planeswalker's loyalty before the damage was dealt, or the creature's toughness")
    if _destroyed_this_way(a) and a.filter is not None:
        return f"the number of {_plural(_subtype_noun(a.filter.describe()))} destroyed this way"
    if a.kind == "remembered":
        return "that much"
    whose = "its" if a.ref is None or a.ref.kind in ("self", "it", "triggering", "remembered", "target") else \
        f"{_ref(a.ref, ())}'s"
    if a.ref is not None and a.ref.kind == "it" and a.name:
        whose = f"the {a.name}'s"  # an object paid for the cost: "the discarded card's" (608.2h)
    elif a.ref is not None and a.ref.kind == "it" and _PAID.get():
        whose = f"{_PAID.get()}'s"  # "damage equal to the sacrificed creature's power" (608.2h)
    base = {"life": "your life total" if whose == "its" else f"{whose} life total",
            "power": f"{whose} power", "toughness": f"{whose} toughness", "mana_value": f"{whose} mana value",
            "hand_size": "the number of cards in your hand", "cards_in_graveyard": "the number of cards in your graveyard",
            "counters": f"the number of {a.name} counters on "
                        f"{'this' if a.ref is None or a.ref.kind == 'self' else 'it'}", "spells_cast_this_turn":
            "the number of spells cast this turn", "devotion": _devotion(a),
            "basic_land_types": "the number of basic land types among lands you control",
            "creatures_died_this_turn": f"the number of {a.name + ' ' if a.name else ''}creatures that died this turn",
            "cards_drawn_this_turn": "the number of cards you've drawn this turn",
            "colors_spent": "the number of colors of mana spent to cast this",
            "mana_spent_total": "the amount of mana spent to cast this",  # `phrases.mana_spent_amounts`
            "times_kicked": "the number of times it was kicked",
            "party_size": "the number of creatures in your party",
            "times_mutated": "the number of times this creature has mutated"}.get(a.kind)
    if base is None:
        base = counted_amount_words(a) or _unrendered(a.kind).lower().rstrip(".")
    if a.times == 2:
        base = f"twice {base}"
    return f"half {base}, rounded up" if a.half_round_up else base


def _devotion(a: Amount) -> str:
    """"your devotion to black", "your devotion to black and red" (700.5: the mana symbols of those colors)."""
    colors = [_COLOR_WORDS[c] for c in "WUBRG" if a.filter is not None and c in a.filter.colors]
    return "your devotion" + (f" to {' and '.join(colors)}" if colors else "")


def _color_list(colors: frozenset[str]) -> str:
    """"all colors", "colorless", "black", "blue and red" (105.1)."""
    if colors == frozenset("WUBRG"):
        return "all colors"
    if not colors:
        return "colorless"
    return " and ".join(_COLOR_WORDS[c] for c in "WUBRG" if c in colors)


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


_NUMBER_WORDS = ("zero", *sorted((w for w, n in NUMBER_WORDS.items() if 1 <= n <= 10 and w not in ("a", "an")),
                                key=NUMBER_WORDS.__getitem__))
"""Zero to ten as words, read from the card language's one table of number words (index = the number)."""


_TEENS = ("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
          "twenty")


def _number_word(n: int) -> str:
    """"two", "ten", "twenty": numbers up to twenty as Oracle text spells them, larger ones in digits."""
    if 0 <= n < len(_NUMBER_WORDS):
        return _NUMBER_WORDS[n]
    return _TEENS[n - 11] if 11 <= n <= 20 and len(_NUMBER_WORDS) == 11 else str(n)


def _count(a: Amount, noun: str) -> str:
    """"a card", "two cards", "X cards": a number of things as Oracle text writes it."""
    noun = _subtype_noun(noun)
    if a.kind == "fixed" and a.value == 1 and noun.startswith("another "):  # "another creature", not "an another"
        return noun
    if a.kind == "fixed" and a.value == 1:
        if noun.startswith("another "):  # "sacrifice another creature" has its own article
            return noun
        vowel = noun[:1].lower() in "aeiou8" and not noun.lower().startswith("uni")  # "a unity counter"
        return ("an " if vowel or noun.startswith("X/") else "a ") + noun
    if _each_counted(a) is not None and not a.plus and a.times == 1:
        return f"{_count(fixed(1), noun)} for each {_each_counted(a)}"
    if a.kind == "colors_spent" and not a.plus and a.times == 1:  # converge: "for each color of mana spent to cast it"
        return f"{_count(fixed(1), noun)} for each color of mana spent to cast it"
    if a.kind == "counters" and a.name and not a.plus and a.times == 1:  # "a card for each charge counter on ~"
        return f"{_count(fixed(1), noun)} for each {a.name} counter on " \
               f"{'this' if a.ref is None or a.ref.kind == 'self' else 'it'}"
    plural = _plural(noun)
    if a.kind == "fixed":
        return f"{_number_word(a.value)} {plural}"
    if noun == "card" and a.kind not in ("x", "remembered"):  # "draw cards equal to the sacrificed creature's power"
        return f"cards equal to {_amount(a)}"
    if a.kind == "remembered" and _amount(a) == "that much":  # "that many +1/+1 counters", "that many cards"
        return f"that many {plural}"
    said = _amount(a)
    if said.startswith("the number of "):  # "mills cards equal to the number of cards in their hand"
        return f"{plural} equal to {said}"
    if a.kind != "x" and a.plus and said[:1].isdigit() and " plus " in said:  # "two plus the number of Zombies"
        first, _, rest = said.partition(" ")
        return f"a number of {plural} equal to {_number_word(int(first))} {rest}" if first.isdigit() else f"{said} {plural}"
    if a.kind != "x" and not said[:1].isdigit() and not said.startswith("X"):  # a number said in words
        return f"a number of {plural} equal to {said}"  # "a number of ... tokens equal to its power"
    return f"{said} {plural}"


_ON_BATTLEFIELD = " on the battlefield"


def _anyones(flt: Filter) -> bool:
    """Whether a count takes permanents whoever controls them: Oracle text says so ("the number of Forests on the
    battlefield", "for each creature on the battlefield")."""
    return flt.zone == "battlefield" and flt.controller == "any" and not flt.players and not flt.attached \
        and flt.attacking is None and flt.blocking is None and not flt.blocking_source and not flt.attached_to_source


def _each_counted(a: Amount) -> str | None:
    """What a "for each" amount counts: the objects of its filter, or domain's basic land types (205.3i); None
    for an amount that isn't one per counted thing."""
    if a.kind == "basic_land_types":
        return "basic land type among lands you control"
    if a.kind == "times_kicked":  # multikicker (702.33c)
        return "time it was kicked"
    if _destroyed_this_way(a):
        return _destroyed_this_way(a)
    if a.kind == "remembered" and a.name == "put_into_graveyard":  # the rest of a look or reveal (608.2h)
        return "card put into your graveyard this way"
    if a.kind in ("player_counters", "opponents_with_fewer", "card_types_in_graveyards_each"):
        return counted_each_words(a)
    if a.kind == "party_size":  # 700.8
        return "creature in your party"
    if a.kind == "opponents":  # "for each opponent you have" (`phrases.summed_counts`)
        return "opponent you have"
    return _each(a.filter) if a.kind == "count" and a.filter is not None else None


def _each(flt: Filter) -> str:
    """"Elf you control", "other Zombie", "Zombie card in your graveyard": what "for each" counts."""
    each = _subtype_noun(flt.describe())
    each = "other " + each[8:] if each.startswith("another ") else each
    if flt.zone in ("graveyard", "hand"):
        each = f"{_card_kind(flt)} card in {_ZONE_OWNER.get(flt.owner, 'a')} {flt.zone}".strip()
        each = each.replace(" or ", " and ")  # "for each instant and sorcery card in your graveyard"
    elif _anyones(flt):
        each += _ON_BATTLEFIELD
    return each


# A card of any of the permanent types is what rules text calls a "permanent card" (110.4b).
ANY_PERMANENT_TYPE = "artifact or battle or creature or enchantment or land or planeswalker"


def _card_kind(flt: Filter) -> str:
    """What a card off the battlefield is, without the battlefield's "permanent" ("", "creature", "nonland"): a
    card in a hand or graveyard is a card (108.1), so "the number of cards in your hand", "a nonland card"."""
    return re.sub(r"\s*\bpermanent\b", "", flt.describe()).strip()


def _controller_split(desc: str) -> tuple[str, str]:
    """A description and its trailing controller phrase ("you control", "an opponent controls", ...)."""
    padded = f" {desc}"
    for whose in (" you don't control", " you neither own nor control", " an opponent controls", " you control",
                  " your team controls"):
        if padded.endswith(whose):
            return padded[: len(padded) - len(whose)].strip(), whose
    return desc, ""


def _ref(r: Ref, targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    if r.kind == "target":
        i = r.index - offset
        spec = targets[i] if 0 <= i < len(targets) else None
        if spec is None:
            return "target"
        mentioned = _MENTIONED.get()
        if mentioned is not None and r.index in mentioned:
            return "each of them" if spec.per_kick else _that(spec)  # 702.33c: the group chosen per kick
        if mentioned is not None:
            mentioned.add(r.index)
        if spec.filter.players and spec.filter.any_types >= {"Creature", "Planeswalker"}:
            if spec.max > 1:  # 115.4: "each of up to two targets", "each of two targets", "one or two targets"
                upto = "up to " if spec.min == 0 else "" if spec.min == spec.max else f"{_number_word(spec.min)} or "
                other = "other " if spec.different_from else ""  # Arc Trail's "each of up to two other targets"
                return f"each of {upto}{_number_word(spec.max)} {other}targets" if spec.max < 20 \
                    else "any number of targets"
            return "another target" if spec.different_from and spec.min == spec.max == 1 else "any target"
        desc = spec.filter.describe()
        if spec.filter.players and (spec.filter.any_types or spec.filter.types) == {"Planeswalker"}:
            desc = "opponent or planeswalker" if spec.filter.opponents_only else "player or planeswalker"
        where = ""
        if spec.filter.zone == "stack":
            desc, with_, qualities = (" " + desc.replace("permanent", "").strip()).partition(" with ")
            noun, whose = _controller_split(desc)  # "spell you don't control", not "you don't control spell"
            desc = f"{noun.strip()} spell{whose}".strip() + (f" with {qualities}" if with_ else "")  # "spell with mana value X"
            ability_noun = stack_object_noun(spec.filter)
            if ability_noun is not None:  # "target activated or triggered ability you don't control" (113.1)
                desc = f"{ability_noun}{whose}" + (f" with {qualities}" if with_ else "")
        elif spec.filter.zone == "ante":  # 407: Darkpact's "target card in the ante"
            desc, where = f"{desc.replace('permanent', '').strip()} card".strip(), " in the ante"
        elif spec.filter.zone in ("graveyard", "hand"):
            kind, with_, qualities = desc.replace("permanent", "").strip().partition(" with ")
            desc = f"{kind} card".strip() + (f" with {qualities}" if with_ else "")  # "artifact card with mana value 1"
            where = f" from {_ZONE_OWNER.get(spec.filter.owner, 'a')} {spec.filter.zone}"
        desc = desc.replace(ANY_PERMANENT_TYPE, "permanent")  # "target Dragon permanent card" (110.4b)
        another = desc.startswith("another ") or bool(spec.different_from)
        desc = desc.removeprefix("another ")
        desc = re.sub(r"\b(non[\w'-]+) (?=non)", r"\1, ", desc)  # "nonartifact, nonblack creature"
        if spec.x_count:  # 601.2c: exactly X ("X target artifacts, creatures, and/or lands")
            said, with_, qualities = desc.partition(" with ")  # "with mana value 2 or less" is no list item
            kinds = [_plural(k) for k in said.split(" or ")]
            kinds[-1] += with_ + qualities
            return f"X target {_listed(kinds, 'and/or') if len(kinds) > 1 else kinds[0]}{where}"
        kinds_said, with_, qualities = desc.partition(" with ")  # "with mana value 4 or less" is no list item
        if kinds_said.count(" or ") > 1:  # "artifact, enchantment, or land"
            desc = _listed(kinds_said.split(" or "), "or") + with_ + qualities
        if spec.max_total_mana_value is not None:  # 601.2c: the group together
            where = f" with total mana value {spec.max_total_mana_value} or less{where}"
        if spec.min == 0 and spec.max >= 20 and spec.distinct_controllers:  # "for each opponent, up to one target"
            return f"up to one target {desc.replace(' an opponent controls', ' that player controls')}" \
                   f"{where.replace(' from an opponent', ' from that player')}"
        if spec.min == 0 and spec.max >= 20:  # 601.2c: no limit ("any number of target creature cards")
            return f"any number of {'other ' if another else ''}target {_targets_plural(desc)}{where}"
        if spec.min == 0:
            other = "other " if another else ""
            return f"up to {_number_word(spec.max)} {other}target {_targets_plural(desc)}{where}" if spec.max > 1 \
                else f"up to one {other}target {desc}{where}"
        if spec.min == spec.max > 1:
            apart = " controlled by different players" if spec.distinct_controllers else ""  # 601.2c
            return f"{_number_word(spec.max)} target {_targets_plural(desc)}{apart}{where}"
        return f"{'another ' if another else ''}target {desc}{where}"
    if r.kind == "those":  # a group named earlier, fixed by a delayed instruction (603.7c)
        return "those creatures" if r.filter is not None and r.filter.types == {"Creature"} else "them"
    if r.kind == "all" and r.filter is not None and r.filter.zone in ("graveyard", "hand") and r.filter.owner == "you":
        kind = _card_kind(r.filter)  # "all Nightstalker permanent cards" (110.4b), "all creature cards"
        cards = f"{kind.replace(ANY_PERMANENT_TYPE, 'permanent')} cards" if ANY_PERMANENT_TYPE in kind \
            else _plural(f"{kind} card".strip())
        return f"all {cards} from your {r.filter.zone}"  # 400.1: the cards there
    if r.kind == "all" and r.filter is not None:
        each = r.filter.describe()
        return "each other " + each[8:] if each.startswith("another ") else f"each {each}"
    if r.kind == "chosen_opponent":  # phrases/chosen_opponent: "Choose an opponent. ... that player"
        return "that player"
    if r.kind in ("opponents_with_poison", "players_with_poison"):  # phrases/player_groups
        return poison_group_words(r)
    if r.kind == "players_with_most" and r.filter is not None:  # phrases/player_groups
        return f"each player who controls the most {_plural(_controller_split(r.filter.describe())[0])}"
    if r.kind == "triggering_controller" and _TRIGGERING.get() == "that source":  # phrases.damage_source_triggers
        return "that source's controller"
    if r.kind == "target_controller" and 0 <= r.index - offset < len(targets):
        flt = targets[r.index - offset].filter
        if flt.players and "Planeswalker" in (flt.any_types or flt.types):  # Blightning's "that player"
            return "that player or that planeswalker's controller"
    return {
        "self": "this", "you": "you", "controller": "you", "each_player": "each player",
        "each_opponent": "each opponent", "target_controller": "its controller", "target_owner": "its owner", "self_owner": "its owner",
        "enchanted": _HOLDER.get(), "equipped": _HOLDER.get(), "triggering": _TRIGGERING.get(),
        "triggering_player": "that player", "it": "it", "remembered": "it", "defending_player": "defending player",
        "damaged": "that creature", "combat_partner": "that creature", "blocked_attacker": "that creature",
        "triggering_source": "that spell or ability", "triggering_source_controller": "its controller",
        "returned": "that creature", "created": _CREATED.get(), "enchanted_player": "enchanted player",
        "triggering_controller": "its controller", "chosen_player": "the chosen player",
        "active_player": "the active player", "sacrificed": "that creature",
    }.get(r.kind, r.kind)


_ZONE_OWNER = {"you": "your", "opponent": "an opponent's", "event_player": "that player's"}
"""Whose graveyard or hand a card target is in ("target creature card from your graveyard"), by `Filter.owner`."""


def _that(spec: TargetSpec) -> str:
    """A target named again in the same ability: "that creature", "those cards", "that player"."""
    flt = spec.filter
    if flt.players and not flt.only_players and flt.any_types:
        noun = "permanent or player"
    elif flt.only_players:
        noun = "player"
    elif flt.zone == "stack":
        noun = "spell"
    elif flt.zone in ("graveyard", "hand", "library", "exile"):
        noun = "card"
    elif "Creature" in flt.types or flt.any_types == {"Creature"}:
        noun = "creature"
    elif "Land" in flt.types:
        noun = "land"
    else:
        noun = "permanent"
    return f"those {noun}s" if spec.max > 1 else f"that {noun}"


_BARE_GROUP = re.compile(r"(?:Sliver )?(?:creatures|permanents|lands|artifacts|enchantments)|Slivers")


def _group(flt: Filter) -> str:
    """Every object a filter matches as the subject of a sentence, as Oracle text writes it: "all" before a bare
    kind ("All creatures", and the Slivers' "All Sliver creatures", "All Slivers"), none before a qualified one
    ("Attacking creatures", "White creatures", "Creatures you control", "Goblin creatures"), and "each" when the
    description says "it" ("Each creature you control with a +1/+1 counter on it", "Each creature you control with
    a counter on it": Oracle text also says "Creatures you control with counters on them", which the comparison
    reads alike)."""
    desc = flt.describe()
    if flt.with_counter is not None or flt.any_counter or flt.without_counter is not None:
        return "each " + ("other " + desc[8:] if desc.startswith("another ") else desc)
    plural = _types_listed(flt, _plural(desc))
    return f"all {plural}" if _BARE_GROUP.fullmatch(plural) else plural


_COLOR_OR = re.compile(r"\b(white|blue|black|red|green) or (white|blue|black|red|green) ")


def _targets_plural(desc: str) -> str:
    """A group of targets of several kinds is "artifacts and/or enchantments" (115.1: each target may be of either
    kind): "up to two target creatures and/or planeswalkers"."""
    said = _plural(desc)
    cut = min((i for i in (said.find(c) for c in (" with ", " without ", " you ", " your ", " an ", " that ", " from ",
                                                  " defending ", " target "))
               if i > 0), default=len(said))
    body = said[:cut]
    if "and/or" in body:
        return said
    body = re.sub(r"(?<=s)(,)? (?:or|and) (?=\S+s\b)", r"\1 and/or ", body)  # nouns, not "white or black"
    return body + said[cut:]


def _plural(desc: str) -> str:
    """"creature you control" -> "creatures you control": the noun, not the controller clause, takes the s."""
    desc = _subtype_noun(desc)
    if desc.startswith("another "):
        desc = "other " + desc.removeprefix("another ")
    cut = min((i for i in (desc.find(c) for c in (" you control", " you don't control", " an opponent controls",
                                                 " your opponents control", " defending player controls", " named ",
                                                 " the chosen player controls", " the active player controls",
                                                 " enchanted player controls", " with ", " without ", " that ",
                                                 " target player controls", " target opponent controls",
                                                 " your team controls"))
               if i > 0), default=len(desc))
    body, clause = desc[:cut], desc[cut:].replace(" an opponent controls", " your opponents control")
    clause = counters_on_them(clause)
    if body.startswith("attacking or blocking "):  # one adjective (506.4), not two nouns
        return "attacking or blocking " + _plural(desc.removeprefix("attacking or blocking "))
    if _COLOR_OR.search(body):  # "black or red creature": one adjective (105.2), not two nouns
        return _plural(_COLOR_OR.sub("\\1\x00\\2 ", desc)).replace("\x00", " or ")
    if ", " in body and (", or " in body or ", and " in body):
        return _plural_list(body) + clause
    if " or " in body:  # "artifact or creature" -> "artifacts or creatures"
        first, _, rest = body.partition(" or ")
        return _plural(first) + " or " + _plural(rest) + clause
    head, _, last = body.rpartition(" ")
    return (f"{head} " if head else "") + _pluralize(last) + clause


# --- the renderers of whole abilities, for the text inside an effect -----------------------------------------


@dataclass(frozen=True)
class _Abilities:
    activated: Callable[[ActivatedAbility], str]
    triggered: Callable[[TriggeredAbility], str]
    static: Callable[[StaticAbility], str]


_ABILITIES: list[_Abilities] = []


def install(activated: Callable[[ActivatedAbility], str], triggered: Callable[[TriggeredAbility], str],
            static: Callable[[StaticAbility], str]) -> None:
    """Called by the package: how an effect that grants or creates an ability writes that ability."""
    _ABILITIES[:] = [_Abilities(activated, triggered, static)]


def activated_text(ab: ActivatedAbility) -> str:
    return _ABILITIES[0].activated(ab)


def triggered_text(ab: TriggeredAbility) -> str:
    return _ABILITIES[0].triggered(ab)


def static_text(ab: StaticAbility) -> str:
    return _ABILITIES[0].static(ab)


def _listed(items: list[str], conj: str = "and") -> str:
    """"a", "a and b", "a, b, and c": a list as Oracle text writes it."""
    if len(items) <= 2:
        return f" {conj} ".join(items)
    return ", ".join(items[:-1]) + f", {conj} " + items[-1]


_VERB_KEYWORDS = ("can't ", "can ", "attacks ", "blocks ", "doesn't ", "must ", "assigns ")
"""Restrictions and requirements kept among a permanent's keywords ("can't block", 508.1c, 509.1b): verbs, not
abilities one "has"."""


# Restrictions said in full as Oracle text says them: when an untap step or a combat is meant (502.3, 509.1a).
_RESTRICTION_WORDS = {
    "doesn't untap": "doesn't untap during its controller's untap step",
    "can block an additional creature": "can block an additional creature each combat",
    "assigns combat damage equal to its toughness": "assigns combat damage equal to its toughness rather than its "
                                                    "power",  # 510.1a
}


def _restriction_words(rule: str) -> str:
    """A restriction as Oracle text says it ("can't be blocked by more than one creature", 509.1b)."""
    least = re.fullmatch(r"can't be blocked except by this many creatures or more: (\d+)", rule)
    if least is not None:  # 509.1b: "can't be blocked except by three or more creatures"
        return f"can't be blocked except by {_number_word(int(least.group(1)))} or more creatures"
    most = re.fullmatch(r"can't be blocked by more than (\d+)", rule)
    if most is not None:
        n = int(most.group(1))
        return f"can't be blocked by more than {_number_word(n)} creature{'s' if n > 1 else ''}"
    return _RESTRICTION_WORDS.get(rule, rule)


def _plural_restriction(said: str) -> str:
    """A restriction said of several objects ("Islands don't untap during their controllers' untap steps",
    "Goblin creatures attack each combat if able")."""
    verb, _, rest = said.partition(" ")
    verb = {"doesn't": "don't", "attacks": "attack", "blocks": "block", "assigns": "assign"}.get(verb, verb)
    rest = rest.replace("its controller's untap step", "their controllers' untap steps").replace(
        "its toughness rather than its power", "their toughness rather than their power")
    return f"{verb} {rest}"


def _keywords_said(who: str, keywords: frozenset[str] | set[str], verb: str = "have") -> str:
    """"enchanted creature has flying and can't block": keywords as the abilities an object has (or gains) and
    the restrictions it gets, "can't attack" and "can't block" together as "can't attack or block"; a static
    ability's goad (701.38a) as "is goaded"."""
    goaded = GOADED_BY_ITS_CONTROLLER in keywords
    if goaded:
        keywords = set(keywords) - {GOADED_BY_ITS_CONTROLLER, "attacks each combat if able"}
        rest = _keywords_said(who, keywords, verb)
        return _listed([rest, "is goaded" if _singular(who) else "are goaded"] if rest else
                       ["is goaded" if _singular(who) else "are goaded"])
    held = sorted(_protection_from_creatures(k) for k in keywords if not k.startswith(_VERB_KEYWORDS))
    rules = sorted(k for k in keywords if k.startswith(_VERB_KEYWORDS))
    for attack, block, both in (("can't attack", "can't block", "can't attack or block"),
                                ("can't attack alone", "can't block alone", "can't attack or block alone")):
        if attack in rules and block in rules:
            rules = [both, *(r for r in rules if r not in (attack, block))]
    said = [f"{_agree(who, verb)} {_listed(held)}"] if held else []
    said += [_restriction_words(r) if _singular(who) else _plural_restriction(_restriction_words(r)) for r in rules]
    return _listed(said) if said else ""


def land_plays(a: Amount, up_to: bool) -> str:
    """"an additional land", "two additional lands", "up to three additional lands" (305.2a)."""
    return ("up to " if up_to else "") + _count(a, "additional land")


def _plural_list(body: str) -> str:
    """"Skeleton, Vampire, or Zombie" -> "Skeletons, Vampires, and Zombies": a group of three or more kinds, each
    plural, joined as Oracle text joins a plural list ("Skeletons, Vampires, and Zombies you control get +1/+1")."""
    items = [i for i in re.split(r", (?:or |and )?", body) if i]
    return ", ".join(_pluralize(i) if " " not in i else _plural(i) for i in items[:-1]) + ", and " + \
        (_pluralize(items[-1]) if " " not in items[-1] else _plural(items[-1]))


def _destroyed_this_way(a: Amount) -> str:
    """"creature destroyed this way": what a count of the permanents a destroy instruction destroyed names
    (701.7, `phrases.destroyed_this_way`); "" for any other amount."""
    if a.kind != "remembered" or a.name != "destroyed" or a.filter is None:
        return ""
    what = _subtype_noun(a.filter.describe())
    return f"{what} destroyed this way"


def _among(flt: Filter) -> str:
    """"creatures you control", "other creatures you control", "creature cards in your graveyard": what a
    greatest value is taken among."""
    each = _each(flt)
    if flt.zone in ("graveyard", "hand"):  # "creature cards in your graveyard"; any card: "cards in ..."
        return re.sub(r"^card in ", "cards in ", each.replace(" card in ", " cards in ", 1))
    desc, whose = _controller_split(each)
    other = desc.startswith("other ")
    return ("other " if other else "") + _plural(desc.removeprefix("other ")) + whose


_GRAVEYARD_WORDS = {"all": "all graveyards", "you": "your graveyard", "opponents": "your opponents' graveyards"}


def counted_amount_words(a: Amount) -> str | None:
    """The amounts of `phrases/counted_amounts` as Oracle text says them; None for another kind."""
    if a.kind in ("greatest_power", "greatest_mana_value") and a.filter is not None:
        stat = "power" if a.kind == "greatest_power" else "mana value"
        return f"the greatest {stat} among {_among(a.filter)}"
    if a.kind == "greatest_toughness" and a.filter is not None:
        return f"the greatest toughness among {_among(a.filter)}"
    if a.kind == "cards_in_graveyards":
        kind = f"{_card_kind(a.filter).replace(' or ', ' and ')} cards".strip() if a.filter is not None else "cards"
        return f"the number of {kind} in {_GRAVEYARD_WORDS[a.name or 'all']}"
    if a.kind == "colors_among" and a.filter is not None:
        return f"the number of colors among {_among(a.filter)}"
    if a.kind == "counters_among" and a.filter is not None:
        return f"the number of {a.name} counters on {_among(a.filter)}"
    if a.kind == "library_size":
        return "the number of cards in your library"
    if a.kind == "differently_named" and a.filter is not None:
        return f"the number of differently named {_among(a.filter)}"
    if a.kind in ("total_power", "total_mana_value") and a.filter is not None:
        stat = "power" if a.kind == "total_power" else "mana value"
        return f"the total {stat} of {_among(a.filter)}"
    if a.kind in ("card_types_in_graveyards", "card_types_in_graveyards_each"):
        return f"the number of card types among cards in {_GRAVEYARD_WORDS[a.name or 'all']}"
    if a.kind == "life_gained_this_turn":
        return "the amount of life you gained this turn"
    if a.kind in ("player_counters", "player_counters_number"):
        return f"the number of {a.name} counters you have"
    if a.kind == "opponents_with_fewer" and a.filter is not None:
        return f"the number of opponents who control fewer {_plural(_controller_split(a.filter.describe())[0])} " \
               "than you"
    return None


def counted_each_words(a: Amount) -> str | None:
    """What "for each" counts for a player's counters or opponents with fewer permanents."""
    if a.kind == "player_counters":
        return f"{a.name} counter you have"
    if a.kind == "card_types_in_graveyards_each":
        return f"card type among cards in {_GRAVEYARD_WORDS[a.name or 'all']}"
    if a.kind == "opponents_with_fewer" and a.filter is not None:
        desc, _whose = _controller_split(a.filter.describe())
        return f"opponent who controls fewer {_plural(desc)} than you"
    return None


def _x_arithmetic(a: Amount) -> str:
    """"X plus 3", "twice X": the spell's X with a number added or doubled, in the order the card says it (107.3a)."""
    return f"X plus {a.plus}" if a.plus else "twice X"


def counters_on_them(clause: str) -> str:
    """A plural description's counters said of them (122.1): "creatures with no counters on them", "creatures
    with counters on them"."""
    return clause.replace(" with no counters on it", " with no counters on them") \
        .replace(" with a counter on it", " with counters on them")


def poison_group_words(r: Ref) -> str:
    """"each opponent who has three or more poison counters" (phrases.player_groups)."""
    who = "opponent" if r.kind == "opponents_with_poison" else "player"
    return f"each {who} who has {_number_word(r.index)} or more poison counters"


def _types_listed(flt: Filter, plural: str) -> str:
    """A group of several card types as Oracle text lists it: "artifacts and enchantments you control",
    "artifacts, creatures, enchantments, and lands you control" (every object of any of those types), where the
    description says "artifacts or enchantments" (one object's kind)."""
    parts = plural.split(" or ")
    if len(flt.any_types) < 2 or len(parts) != len(flt.any_types):
        return plural
    if len(parts) == 2:
        return f"{parts[0]} and {parts[1]}"
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


_PROTECTION_FROM_TYPE = re.compile(r"^protection from ([A-Z][\w'-]*)$")


def _protection_from_creatures(keyword: str) -> str:
    """"protection from Dog" -> "protection from Dogs" (Feline Sovereign): a creature type a quality names is said
    in the plural, as on a keyword line (`keyword_abilities.subtypes_capitalised`; "Kavu" is its own plural)."""
    m = _PROTECTION_FROM_TYPE.match(keyword)
    if m is None or m.group(1) not in CREATURE_TYPES or m.group(1) == "Kavu":
        return keyword
    return f"protection from {_pluralize(m.group(1))}"
