"""Rendering a compiled card back into rules text, as a player reads it (`kitchentable cards show`).

The text is built from the compiled objects (costs, targets, effects), not copied from the data file, so
what `cards show` prints is what the engine will do.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from kitchentable.cards.keywords_kwcast import NAMES as KWCAST_NAMES
from kitchentable.cards.language.keywords import keyword, match_keyword, rule_of
from kitchentable.cards.phrases_copies import COPIES_KEYWORDS
from kitchentable.cards.phrases_cov import COV_KEYWORDS
from kitchentable.cards.phrases_kwperm import PERMANENT_KEYWORDS
from kitchentable.cards.phrases_kwthree import KWTHREE_KEYWORDS
from kitchentable.cards.phrases_levels import render_levels_simple, render_levels_static
from kitchentable.cards.phrases_library import LIBRARY_KINDS, library_text
from kitchentable.cards.phrases_recent import RECENT_KEYWORDS
from kitchentable.cards.phrases_reflex import batch_head
from kitchentable.cards.phrases_setmech import SETMECH_KEYWORDS
from kitchentable.cards.phrases_t2017 import T2017_KEYWORDS
from kitchentable.rules.abilities import (
    ActivatedAbility,
    AddMana,
    Amount,
    ApplyContinuous,
    CardDef,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    DealDamage,
    DivideDamage,
    Effect,
    Filter,
    ForEach,
    Modal,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.stack.batch_triggers import BATCH

# What the text calls the permanent an Aura or Equipment is attached to ("enchanted creature", "equipped
# creature"), set while one card is rendered.
_HOLDER: ContextVar[str] = ContextVar("holder", default="the attached permanent")
# Target indices already named in the ability being rendered: a second mention reads "that creature".
_MENTIONED: ContextVar[set[int] | None] = ContextVar("mentioned", default=None)
# What "the triggering object" is called in the trigger being rendered ("that spell", "it").
_TRIGGERING: ContextVar[str] = ContextVar("triggering", default="that object")


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
        what = card.enchant.describe()
        return "enchanted " + (what if what == "permanent" else what.replace(" permanent", ""))
    if "Equipment" in card.subtypes:
        return "equipped creature"
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
                      "thief": "thieves", "werewolf": "werewolves", "lich": "liches", "fungus": "fungi"}


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
    if a.kind != "fixed" and (a.plus or a.times == -1):  # "1 plus ...", "3 minus ...", "... minus 4"
        base = _amount(replace(a, plus=0, times=1))
        if a.times == -1:
            return f"{a.plus} minus {base}"
        return f"{a.plus} plus {base}" if a.plus > 0 else f"{base} minus {-a.plus}"
    if a.kind in ("hand_size", "cards_in_graveyard") and a.ref is not None and a.ref.kind == "chosen_player":
        what = "cards" if a.filter is None else f"{a.filter.describe()}s"
        return f"the number of {what} in the chosen player's {'hand' if a.kind == 'hand_size' else 'graveyard'}"
    if a.kind == "fixed":
        return str(a.value)
    if a.kind == "x":
        return "X"
    if a.kind == "count" and a.filter is not None:
        return f"the number of {_plural(a.filter.describe())}"
    if a.kind == "remembered":
        return "that much"
    whose = "its" if a.ref is None or a.ref.kind in ("self", "it", "triggering", "remembered", "target") else \
        f"{_ref(a.ref, ())}'s"
    base = {"life": "your life total" if whose == "its" else f"{whose} life total",
            "power": f"{whose} power", "toughness": f"{whose} toughness", "mana_value": f"{whose} mana value",
            "hand_size": "the number of cards in your hand", "cards_in_graveyard": "the number of cards in your graveyard",
            "counters": f"the number of {a.name} counters on it", "spells_cast_this_turn":
            "the number of spells cast this turn", "devotion": "your devotion"}.get(a.kind)
    if base is None:
        base = _unrendered(a.kind).lower().rstrip(".")
    if a.times == 2:
        base = f"twice {base}"
    return f"half {base}, rounded up" if a.half_round_up else base

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _number_word(n: int) -> str:
    """"two", "ten", "12": small numbers as Oracle text spells them."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _count(a: Amount, noun: str) -> str:
    """"a card", "two cards", "X cards": a number of things as Oracle text writes it."""
    noun = _subtype_noun(noun)
    if a.kind == "fixed" and a.value == 1:
        return ("an " if noun[:1].lower() in "aeiou8" else "a ") + noun
    if a.kind == "count" and a.filter is not None and not a.plus and a.times == 1:
        each = _subtype_noun(a.filter.describe())
        return f"{_count(fixed(1), noun)} for each {'other ' + each[8:] if each.startswith('another ') else each}"
    plural = _plural(noun)
    if a.kind == "fixed":
        return f"{_number_word(a.value)} {plural}"
    return f"{_amount(a)} {plural}"


def _ref(r: Ref, targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    if r.kind == "target":
        i = r.index - offset
        spec = targets[i] if 0 <= i < len(targets) else None
        if spec is None:
            return "target"
        mentioned = _MENTIONED.get()
        if mentioned is not None and r.index in mentioned:
            return _that(spec)
        if mentioned is not None:
            mentioned.add(r.index)
        if spec.filter.players and spec.filter.any_types >= {"Creature", "Planeswalker"}:
            return "any target"
        desc = spec.filter.describe()
        if spec.filter.zone == "stack":
            desc = desc.replace("permanent", "").strip()
            desc = f"{desc} spell".strip()
        elif spec.filter.zone in ("graveyard", "hand"):
            desc = f"{desc.replace('permanent', '').strip()} card from a {spec.filter.zone}".strip()
        another = desc.startswith("another ")
        desc = desc.removeprefix("another ")
        if spec.min == 0:
            return f"up to {spec.max} target {desc}s" if spec.max > 1 else f"up to one target {desc}"
        if spec.min == spec.max > 1:
            return f"{_number_word(spec.max)} target {_plural(desc)}"
        return f"{'another ' if another else ''}target {desc}"
    if r.kind == "all" and r.filter is not None:
        return f"each {r.filter.describe()}"
    return {
        "self": "this", "you": "you", "controller": "you", "each_player": "each player",
        "each_opponent": "each opponent", "target_controller": "its controller", "target_owner": "its owner",
        "enchanted": _HOLDER.get(), "equipped": _HOLDER.get(), "triggering": _TRIGGERING.get(),
        "triggering_player": "that player", "it": "it", "remembered": "it", "defending_player": "defending player",
        "damaged": "that creature", "combat_partner": "that creature", "blocked_attacker": "that creature",
        "triggering_source": "that spell or ability", "triggering_source_controller": "its controller",
        "returned": "that creature", "created": "that token", "enchanted_player": "enchanted player",
        "triggering_controller": "its controller", "chosen_player": "the chosen player",
        "active_player": "the active player",
    }.get(r.kind, r.kind)


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


def _token_body(t: CardDef) -> str:
    """A token's definition as 111.4 writes it: "3/1 red Elemental creature", or a predefined token's name."""
    if t.power is None:
        return t.name
    colors = " and ".join(_COLOR_WORDS[c] for c in "WUBRG" if c in (t.color_indicator or ())) or "colorless"
    kinds = " ".join(sorted(x.lower() for x in t.types if x != "Creature") + ["creature"])
    return f"{t.power}/{t.toughness} {colors} {' '.join(sorted(t.subtypes))} {kinds}"


def _token_copy(e: CreateToken, what: str) -> str:
    """707.2 / 707.9b: "Create a token that's a copy of X[, except ...]"."""
    n = _amount(e.amount)
    head = f"Create a token that's a copy of {what}" if n == "1" else f"Create {n} tokens that are copies of {what}"
    said: list[str] = []
    for kind, v in e.copy_except:
        if kind == "pt":
            said.append(f"it's {v[0]}/{v[1]}")
        elif kind == "colors":
            said.append("it's " + " and ".join(_COLOR_WORDS[c] for c in v))
        elif kind == "subtypes":
            said.append("it's a " + " ".join(v))
        elif kind in ("add_types", "add_subtypes", "add_supertypes"):
            said.append("it's " + " ".join(x.lower() if kind == "add_types" else x for x in v)
                        + " in addition to its other types")
        elif kind == "keywords":
            said.append("it has " + ", ".join(v))
        elif kind == "not_legendary":
            said.append("it isn't legendary")
        elif kind == "no_mana_cost":
            said.append("it has no mana cost")
        elif kind == "this_ability":
            said.append("it has this ability")
        elif kind == "gain_ability":
            said.append(f'it has "{_activated(v) if isinstance(v, ActivatedAbility) else _triggered(v)}"')
    attacking = ", tapped and attacking (508.4)" if e.attacking else ""
    return head + (", except " + ", ".join(said) if said else "") + attacking + ". (707.2)"


def _effect(e: Effect, targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    def ref(r: Ref) -> str:
        return _ref(r, targets, offset)

    if isinstance(e, DealDamage):
        if e.amount.kind not in ("fixed", "x"):  # 120.1: "deals damage equal to its power to ..."
            return f"{_cap(ref(e.source))} deals damage equal to {_amount(e.amount)} to {ref(e.to)}."
        return f"{_cap(ref(e.source))} deals {_amount(e.amount)} damage to {ref(e.to)}."
    if isinstance(e, DivideDamage):
        how = "evenly, rounded down," if e.evenly else "as you choose"
        return f"Deal {_amount(e.amount)} damage divided {how} among the targets."
    if isinstance(e, ModifyPT):
        p, t = _amount(e.power), _amount(e.toughness)
        parts = []
        if (p, t) != ("0", "0"):
            sign_p = "-" if e.power.value < 0 or e.power.times < 0 else "+"
            sign_t = "-" if e.toughness.value < 0 or e.toughness.times < 0 else "+"
            parts.append(f"gets {sign_p}{p.lstrip('-')}/{sign_t}{t.lstrip('-')}")
        if e.keywords:
            parts.append("gains " + ", ".join(sorted(e.keywords)))
        until = {"end_of_turn": " until end of turn",
                 "while_source_tapped": " for as long as this remains tapped"}.get(e.duration, "")
        return f"{_cap(ref(e.subject))} {' and '.join(parts)}{until}."
    if isinstance(e, AddMana) and e.amount.kind == "x" and (e.choices and len(e.choices) < 5 or e.mana):
        if e.mana and e.amount.plus:  # the mana batteries
            return f"Add {{{e.mana[0]}}}, then add an additional {{{e.mana[0]}}} for each counter removed this way."
        if e.mana:  # the storage lands (rules.storage): X is the number of counters removed
            return f"Add {{{e.mana[0]}}} for each counter removed this way."
        return "Add X mana in any combination of " + " and/or ".join(f"{{{m}}}" for m in e.choices) + "."
    if isinstance(e, AddMana) and e.only_for is not None:  # 106.6 (branch reflex)
        what = e.only_for.describe().replace(" permanent", "").replace(" spell", "")
        return f"{_effect(replace(e, only_for=None), targets, offset)} Spend this mana only to cast {what} spells."
    if isinstance(e, AddMana) and e.choices:  # branch mana: groups, combinations, "that land produced"
        n = e.amount.value if e.amount.kind == "fixed" else 1
        if e.choices == ("?produced",):
            return f"Add {_number_word(n)} mana of any type that land produced."
        if e.combination:
            what = "colors" if len(e.choices) == 5 else " and/or ".join(f"{{{m}}}" for m in e.choices)
            return f"Add {_number_word(n)} mana in any combination of {what}."
        if len(e.choices) < 5:
            symbols = ["".join(f"{{{m}}}" for m in c) for c in e.choices]
            listed = " or ".join(symbols) if len(symbols) == 2 else ", ".join(symbols[:-1]) + ", or " + symbols[-1]
            return f"Add {listed}." if n == 1 else f"Add {_amount(e.amount)} mana of one of {listed}."
    if isinstance(e, AddMana):
        if e.choices:
            return f"Add {_amount(e.amount)} mana of any one color." if e.amount.value != 1 else \
                "Add one mana of any color."
        if "?chosen" in e.mana:
            return "Add one mana of the chosen color."
        return "Add " + "".join(f"{{{m}}}" for m in e.mana) + "."
    if isinstance(e, CreateToken) and e.copy_of is not None:
        return _token_copy(e, ref(e.copy_of))
    if isinstance(e, CreateToken) and e.token is not None:
        t = e.token
        body = _token_body(t)
        kws = f" with {', '.join(sorted(t.keywords))}" if t.keywords else ""
        quoted = [f'"{_activated(a)}"' for a in t.activated] + [f'"{_triggered(a)}"' for a in t.triggered] \
            if t.power is not None else []
        has = f" It has {' and '.join(quoted)}" if quoted else ""  # 111.4
        attacking = " tapped and attacking (508.4)" if e.attacking else ""
        return f"Create {_count(e.amount, body + ' token')}{kws}{attacking}.{has}"
    if isinstance(e, Conditional):
        mentioned = _MENTIONED.get()
        before = set(mentioned) if mentioned is not None else set()
        then = " ".join(_effect(x, targets, offset) for x in e.then)
        if mentioned is not None:  # "Otherwise" is the other branch: its targets are introduced afresh
            after_then = set(mentioned)
            mentioned.clear()
            mentioned.update(before)
        cond = _REMEMBERED.get((e.condition.name, e.condition.negate), "") if e.condition.kind == "remembered" \
            else ""
        if e.condition.kind == "target_is" and e.condition.ref is not None and e.condition.filter is not None:
            cond = f"it's a {e.condition.filter.describe().replace(' permanent', '')} card"
        if e.condition.kind == "counters_at_least" and e.condition.negate and e.condition.name == "+1/+1":
            cond = "this has no +1/+1 counters on it"  # adapt (701.46a)
        text = f"If {cond or _condition_words(e.condition)}, {then[:1].lower()}{then[1:]}"
        if e.otherwise:
            rest = " ".join(_effect(x, targets, offset) for x in e.otherwise)
            text += f" Otherwise, {rest[:1].lower()}{rest[1:]}"
        if mentioned is not None:
            mentioned.update(after_then)
        return text
    if isinstance(e, Optional_):
        then = " ".join(_effect(x, targets, offset) for x in e.then)
        if e.unless and e.cost is not None:
            who = ref(e.chooser)
            return f"{then.rstrip('.')} unless {who} {'pay' if who == 'you' else 'pays'} {_cost(e.cost).removeprefix('Pay ')}."
        if e.cost is not None and e.cost.evidence and e.cost == Cost(evidence=e.cost.evidence):
            return f"You may collect evidence {e.cost.evidence}. If you do, {then[:1].lower()}{then[1:]}"
        if e.cost is not None:
            x = " (X is its mana value)" if e.x is not None else ""
            paid = _cost(e.cost).removeprefix("Pay ")
            if then.startswith("When you do"):  # 603.12 (branch reflex)
                return f"You may pay {paid}{x}. {then}"
            return f"You may pay {paid}{x}. If you do, {then[:1].lower()}{then[1:]}"
        return f"You may {then[:1].lower()}{then[1:]}"
    if isinstance(e, ForEach):
        each = " ".join(_effect(x, targets, offset) for x in e.then)
        if e.each.kind == "each_player":  # 101.4: each player in turn order, starting with the active player
            return "Each player, starting with you: " + each.replace("You may", "that player may").replace(
                " your library", " their library")
        return f"For each of {ref(e.each)}: {each}"
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "set_pt" \
            and e.static.affected is None and e.subject is not None:  # modern branch: 613.4b until a time
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(e.duration, "")
        subject = ref(e.subject)
        return f"{subject[:1].upper()}{subject[1:]} has base power and toughness " \
               f"{e.static.power}/{e.static.toughness}{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None:
        return _static(e.static)
    if isinstance(e, Simple) and e.kind == "reflexive_trigger":  # 603.12 (branch reflex)
        body = _modal(e.param("ability").effect)
        return f"When you do, {body[:1].lower()}{body[1:]}"
    if isinstance(e, Simple) and e.kind == "choose_and_act":  # 608.2d (branch reflex)
        flt = e.param("filter")
        what = flt.describe().replace(" permanent", "") if flt is not None else "card"
        where = {"graveyard": " from your graveyard", "hand": " from your hand"}.get(flt.zone if flt else "", "")
        what = f"{what} card" if where else what
        who = ref(e.subject)
        if who != "you":
            return f"{who.capitalize()} {e.param('action')}s {_count(e.amount, what.replace(' you control', ''))} " \
                   "they control."
        return f"{str(e.param('action')).capitalize()} {_count(e.amount, what)}{where}."
    if isinstance(e, Simple) and e.kind == "may_play_exiled":  # impulse draw (branch reflex)
        until = {"end_of_your_next_turn": "until the end of your next turn",
                 "until_your_next_end_step": "until your next end step"}.get(str(e.param("duration")), "this turn")
        verb = "cast" if e.param("cast_only") else "play"
        if e.param("choose_one"):
            return f"Choose one of the cards exiled this way. You may {verb} that card {until}."
        return f"You may {verb} the cards exiled this way {until}."
    if isinstance(e, Simple) and (e.kind in _INFO or e.kind == "counter" and e.param("to")):
        return _info(e, ref, lambda x: _effect(x, targets, offset))
    if isinstance(e, Simple) and e.kind in LIBRARY_KINDS:  # branch library
        return library_text(e, ref(e.subject))
    if isinstance(e, Simple):
        return _simple(e, ref)
    return _unrendered(e.effect_kind)


_SIMPLE: dict[str, str] = {
    "draw": "{s} draws {cards}.", "discard": "{s} discards {cards}.", "mill": "{s} mills {cards}.",
    "gain_life": "{s} gains {n} life.", "lose_life": "{s} loses {n} life.", "destroy": "Destroy {s}.",
    "exile": "Exile {s}.", "bounce": "Return {s} to its owner's hand.", "tap": "Tap {s}.", "untap": "Untap {s}.",
    "counter": "Counter {s}.", "scry": "Scry {n}.", "surveil": "Surveil {n}.", "regenerate": "Regenerate {s}.",
    "add_poison": "{s} gets {poison}.", "get_energy": "{s} gets {energy}.", "extra_turn": "Take an extra turn after this one.",
    "become_monarch": "{s} becomes the monarch.", "proliferate": "Proliferate.", "lose_game": "{s} loses the game.", "win_game": "{s} wins the game.",
    "search_library": "Search your library for {search}, put {it} {to}, then shuffle.",
    "add_counters": "Put {counters} on {s}.", "remove_counters": "Remove {counters} from {s}.",
    "return_to_battlefield": "Return {s} to the battlefield.", "gain_control": "Gain control of {s}.",
    "fight": "{s} fights another creature.", "attach": "Attach this to {s}.",
    "bounce_choice": "Return {one} to its owner's hand.",
    # ante (407) and cards from outside the game (400.11b): the Turnabout ban list's cards
    "ante": "Ante {s}.", "ante_top": "Ante the top card of your library.",
    "ante_to_graveyard": "Put all other cards you own from the ante into your graveyard.",
    "ante_exchange_library_top": "Exchange {s} you own with the top card of your library.",
    "ante_or_exchange_ownership": "The owner of {s} may ante the top card of their library. If that player doesn't, "
                                  "exchange ownership of that artifact and this; put the artifact card into your "
                                  "graveyard and this into that player's graveyard.",
    "shuffle_from_outside": "Choose up to {n} cards you own from outside the game and shuffle them into your "
                            "library.",
    "replace_next_draw_with_wish": "The next time you would draw a card this turn, instead choose a card you own "
                                   "from outside the game and put it into your hand.",
    "sacrifice": "{s} sacrifices {n} {f}.", "discard_hand": "{s} discards their hand.",
    "prevent_next": "Prevent the next {n} damage that would be dealt to {s} this turn.",
    "prevent_combat_this_turn": "Prevent all combat damage that would be dealt this turn.",
    "discard_chosen": "{s} reveals their hand. You choose {n} {f} from it. That player discards that card.",
    "exile_top": "{s} exiles the top {top} of their library.",
    "shuffle_into_library": "Shuffle {s} into its owner's library.",
    "put_on_library_top": "Put {s} on top of its owner's library.",
    "put_on_library_bottom": "Put {s} on the bottom of its owner's library.",
    "counters_split": "Put a {c0} counter on one of them and a {c1} counter on the other.",
    "look_and_pick": "Look at the top {n} cards of your library; put {p} into your hand and the rest {r}.",
}

_SIMPLE.update({
    "put_attacking": "{s} is attacking. (508.4: put onto the battlefield attacking)",
    "become_day_night": "It becomes {day}. (724.1)",
    "populate": "Populate. (701.30: create a token that's a copy of a creature token you control)",
    "encore": "For each opponent, create a token copy of this that attacks that opponent this turn if able; they "
              "gain haste; sacrifice them at the beginning of the next end step. (702.141)",
    "exile_self_with_time_counters": "Exile this with {n} time counters on it.",  # suspend's spells, 702.62b
    "must_block_source_this_turn": "{s} blocks this this turn if able.",
    "remove_from_combat": "Remove {s} from combat.",
    "assigns_no_combat_damage": "{s} assigns no combat damage this turn.",  # 510.1a
    "cant_regenerate_this_turn": "{s} can't be regenerated this turn.",  # 701.15
    "tap_or_untap": "Tap or untap {s}.",  # 608.2d
    "untap_up_to": "Untap up to {n} {f}s.",  # 608.2d
    "prevent_combat_to_and_by": "Prevent all combat damage that would be dealt to and dealt by {s} this turn.",
    "cant_block_source_this_turn": "{s} can't block this this turn.",
    "prevent_next_from_source": "The next time a {f} source of your choice would deal damage to you this turn, "
                                "prevent that damage.",
    "skip_next_untap": "{s} doesn't untap during its controller's next untap step.",
    "hideaway": "Hideaway {n}: look at the top {n} cards of your library, exile one face down, put the rest on "
                "the bottom in a random order.",
    "play_hidden_free": "You may play the card exiled with this without paying its mana cost.",
    "cast_free": "Its owner may cast {s} without paying its mana cost.",
    "same_for_attacking_opponents": "Each opponent attacking that player does the same.",
    "change_target": "Change the target of {s}. (115.7a)",
    "name_card": "Name a card. (201.3)",
    "skip_next_turn": "{s} skips their next turn. (614.10)",
    "discard_named": "{s} reveals their hand and discards all cards with that name.",
    "exile_graveyard": "Exile the graveyard of {s}.",
    "exile_from_graveyard": "{s} exiles {n} cards from their graveyard.",
    "exile_same_name": "Search the graveyard, hand, and library of {s} for all cards with the same name as that "
                       "object and exile them. Then that player shuffles.",
    "exile_until_shared_type": "{s} exiles cards from the top of their library until one shares a card type "
                               "with the exiled spell.",
    "exiled_to_bottom": "{s} puts the cards exiled this way on the bottom of their library in a random order.",
    "return_opponents_choice": "Return a {f} of an opponent's choice from your graveyard to your hand.",
    "owners_gain_control": "Each player gains control of all {f}s they own.",
    "exchange_control": "Exchange control of this and {s}.",
    "choose_new_targets": "Choose new targets for {s}.",
    "copy_spell": "Copy {s} {times}. You may choose new targets for the copies.",
    "shuffle_owned_permanents_and_reveal": "Each player shuffles all permanents they own into their library, "
                                           "then reveals that many cards from its top.",
    "exile_until_leaves": "Exile {s} until this leaves the battlefield.",  # 610.3c
    "explore": "{s} explores.", "learn": "Learn.", "connive": "{s} connives.",  # 701.44, 701.48, 701.50
    "put_revealed_permanents": "Each player puts the artifact, creature and land cards revealed this way onto "
                               "the battlefield, then the enchantment cards, then the rest on the bottom.",
})


# --- tplinfo: delayed triggers (603.7), reveals (701.16), the top of the library, clash (701.23), coins (705)

_INFO = frozenset({"delayed_trigger", "look_top", "reveal_hand", "exile_chosen_from_hand", "clash", "flip_coin",
                   "kinship_check", "reveal_top_card", "choose_then", "shuffle_zones_into_library", "shuffle",
                   "put_it"})
_REMEMBERED = {("won_clash", False): "you win the clash", ("won_flip", False): "you win the flip",
               ("won_flip", True): "you lose the flip",
               ("kinship", False): "the top card of your library shares a creature type with this"}
_REST = {"bottom": "on the bottom of your library", "top": "back on top of your library",
         "graveyard": "into your graveyard", "hand": "into your hand"}


def _info(e: Simple, ref: Callable[[Ref], str], sub: Callable[[Effect], str]) -> str:
    who = ref(e.subject)
    if e.kind == "delayed_trigger":
        inner = " ".join(sub(x) for x in e.param("effects", ()))
        return f"{str(e.param('text')).capitalize()}, {inner[:1].lower()}{inner[1:]}"
    if e.kind == "counter":
        where = {"exile": "exile it instead of putting it into its owner's graveyard",
                 "library": "put it on top of its owner's library instead of into that player's graveyard",
                 "hand": "put it into its owner's hand instead of into that player's graveyard"}[str(e.param("to"))]
        return f"Counter {who}. If that spell is countered this way, {where}."
    if e.kind == "choose_then":
        inner = " ".join(sub(x) for x in e.param("effects", ()))
        what = "color" if e.param("what") == "color" else "creature type"
        return f"Choose a {what}. {inner}".replace("?chosen", f"the chosen {what}")
    if e.kind == "put_it":
        return "Put that card " + {"battlefield": "onto the battlefield", "graveyard": "into your graveyard"}.get(
            str(e.param("to")), "into your hand") + "."
    if e.kind == "shuffle":
        return "Shuffle your library." if who == "you" else f"{_cap(who)} shuffles their library."
    if e.kind == "shuffle_zones_into_library":
        zones = " and ".join(e.param("zones", ()))
        verb = "shuffle" if who == "you" else "shuffles"
        whose = "your" if who == "you" else "their"
        return f"{_cap(who)} {verb} {whose} {zones} into {whose} library."
    if e.kind == "reveal_hand":
        return f"{_cap(who)} reveals their hand."
    if e.kind == "exile_chosen_from_hand":
        flt = e.param("filter")
        what = _count(e.amount, flt.describe().replace(" permanent", "") + " card" if flt is not None else "card")
        return f"{_cap(who)} reveals their hand. You choose {what} from it and exile that card."
    if e.kind == "clash":
        return "Clash with an opponent."
    if e.kind == "kinship_check":
        return "You may look at the top card of your library."
    if e.kind == "reveal_top_card":
        return "Reveal the top card of your library."
    if e.kind == "flip_coin":
        return "Flip a coin." if who == "you" else f"{_cap(who)} flips a coin."
    verb = "Reveal" if e.param("reveal") else "Look at"
    text = f"{verb} the top {_count(e.amount, 'card').removeprefix('a ')} of your library"
    flt = e.param("filter")
    what = flt.describe().replace(" permanent", "") + " card" if flt is not None else "card"
    dest = {"battlefield": "onto the battlefield", "graveyard": "into your graveyard",
            "bottom": "on the bottom of your library", "top": "back on top of your library"}.get(
        str(e.param("to")), "into your hand") + (" tapped" if e.param("tapped") else "")
    rest = _REST.get(str(e.param("rest", "top")), "")
    order = {"any": " in any order", "random": " in a random order"}.get(str(e.param("order", "")), "")
    pick = int(e.param("pick", 0))
    if e.param("all"):
        return f"{text}. Put all {what}s revealed this way {dest} and the rest {rest}{order}."
    if pick == 0:
        return f"{text}, then put them {rest}{order}."
    may = "You may " if e.param("said_may") else ""
    verb = "reveal" if e.param("reveal_pick") else "put"
    chosen = _count(fixed(pick), what) if pick > 0 else f"any number of {what}s"
    if e.param("and_or"):  # branch library: "a creature card and/or a land card"
        chosen = " and/or ".join(_count(fixed(1), f.describe().replace(" permanent", "") + " card")
                                 for f in e.param("and_or"))
    if e.param("up_to") and not e.param("and_or"):
        chosen = "up to " + chosen.removeprefix("a ").removeprefix("an ")
    took = f" and put {'it' if pick == 1 else 'them'}" if verb == "reveal" else ""
    return f"{text}. {(may + verb).capitalize()} {chosen} from among them{took} {dest}. Put the rest {rest}{order}."


def _recent_simple(e: Simple) -> str | None:
    """Effects of branch recent: voting (701.32a), manifest dread (701.62a), warp's exile (702.185a)."""
    def text(effects: tuple[Effect, ...]) -> str:
        words = " ".join(_effect(x, ()) for x in effects).rstrip(".")
        return words[:1].lower() + words[1:]

    if e.kind == "vote":
        a, b = e.param("choices")
        return f"Starting with you, each player votes for {a} or {b}. (701.32a)"
    if e.kind == "vote_branch":
        tie_first = e.param("tie_first")
        first = f"If {e.param('first')} gets more votes{' or the vote is tied' if tie_first else ''}, " \
                f"{text(e.param('then'))}."
        if not e.param("otherwise"):
            return first
        return first + f" If {e.param('second')} gets more votes{'' if tie_first else ' or the vote is tied'}, " \
                       f"{text(e.param('otherwise'))}."
    if e.kind == "vote_each":
        words = text(e.param("then"))
        return f"{words[:1].upper()}{words[1:]} for each {e.param('word')} vote."
    if e.kind == "manifest_dread":
        return "Manifest dread. (701.62a: look at the top two cards of your library, manifest one, put the other " \
               "into your graveyard)"
    if e.kind == "warp_exile":
        return "Exile this; its owner may cast it from exile on a later turn. (702.185a)"
    return None


def _case_line(ab: StaticAbility | TriggeredAbility | ActivatedAbility) -> str | None:
    """Cases (719.3, branch recent): "To solve — [condition]" once (its trigger is that line's meaning, "" hides
    it), "Solved — [ability]" for an ability that works only while the Case is solved; None for anything else."""
    from kitchentable.cards.phrases_recent import SOLVED

    if isinstance(ab, StaticAbility) and ab.kind == "case_solve":
        said = ab.text.removeprefix("to solve — ")
        return f"To solve — {said[:1].upper()}{said[1:]} (719.3a: checked at the beginning of your end step)"
    if isinstance(ab, TriggeredAbility):
        if ab.intervening_if is not None and ab.intervening_if.kind == "case_solvable":
            return ""
        if ab.intervening_if == SOLVED:
            return "Solved — " + _triggered(replace(ab, intervening_if=None))
    if isinstance(ab, ActivatedAbility) and ab.condition == SOLVED:
        return "Solved — " + _activated(replace(ab, condition=None))
    if isinstance(ab, StaticAbility) and ab.condition == SOLVED:
        return "Solved — " + _static(replace(ab, condition=None))
    return None


def _simple(e: Simple, ref: object) -> str:
    assert callable(ref)
    levels = render_levels_simple(e, lambda x: _effect(x, ()))
    if levels is not None:  # dice 706, station 702.184 (branch levels)
        return levels
    flt = e.param("filter")
    subject = ref(e.subject)
    template = _SIMPLE.get(e.kind)
    if e.kind == "sacrifice" and flt is None:
        return f"Sacrifice {subject}."
    if e.kind in ("gain_life", "lose_life") and e.amount.kind not in ("fixed", "x"):
        verb = e.kind.split("_")[0]
        return f"{_cap(subject)} {verb if subject == 'you' else verb + 's'} life equal to {_amount(e.amount)}."
    if e.kind == "gain_control" and e.param("duration") == "end_of_turn":  # 613.1b, 611.2a
        return f"Gain control of {subject} until end of turn."
    if e.kind == "wish":  # 400.11b
        what = flt.describe().replace(" permanent", "") if flt is not None else ""
        verb = "reveal" if e.param("reveal") else "choose"
        head = f"You may {verb}" if e.param("optional") else verb.capitalize()
        return f"{head} {_count(fixed(1), (what + ' card').strip())} you own from outside the game and put it into " \
               "your hand."
    if e.kind == "repeat_unless_draw":
        more = e.amount.value - 1
        return (f"Create {_count(fixed(1), _token_body(e.param('token')) + ' token')} unless any opponent has you draw a card. Repeat this process "
                f"{_number_word(more)} more times.")
    if e.kind in ("destroy", "exile") and e.subject.kind == "all" and e.subject.filter is not None:
        kinds, with_, qualities = _plural(e.subject.filter.describe()).partition(" with ")
        every = kinds.split(" or ")  # "Destroy all artifacts, creatures, and enchantments."
        subject = "all " + (", ".join(every[:-1]) + ", and " + every[-1] if len(every) > 2 else " and ".join(every)) \
            + with_ + qualities
    if e.kind == "destroy" and e.param("no_regenerate"):  # 701.19c
        plural = subject.startswith("all ") or subject.split(" ", 1)[0] in _NUMBER_WORDS[2:]
        return f"Destroy {subject}. {'They' if plural else 'It'} can't be regenerated."
    if e.kind == "gift":  # 702.174 (setmech)
        return f"The promised opponent gets the gift ({e.param('what')})."
    if e.kind == "incubate":  # 701.53a (setmech)
        return f"Incubate {_amount(e.amount)}."
    if e.kind == "manifest" and e.param("cloak"):  # 701.58a (setmech)
        return "Cloak the top card of your library."
    if e.kind == "endure":  # 701.63a (setmech)
        return f"{subject[0].upper()}{subject[1:]} endures {_amount(e.amount)}."
    recent = _recent_simple(e)
    if recent is not None:
        return recent
    if e.kind == "discover":  # 701.57a (setmech)
        return f"Discover {_amount(e.amount)}."
    if e.kind == "amass":  # 701.47a (setmech)
        return f"Amass {e.param('subtype', 'Zombie')}s {_amount(e.amount)}."
    if e.kind in ("suspect", "unsuspect"):  # 701.60 (setmech)
        return f"Suspect {subject}." if e.kind == "suspect" else f"{subject[0].upper()}{subject[1:]} is no longer suspected."
    if e.kind == "become_copy":  # 707.2 (rules.copies)
        copied = _token_copy(CreateToken(None, copy_of=e.param("of"), copy_except=e.param("except", ())), "")
        until = " until end of turn" if e.param("duration") == "end_of_turn" else ""
        tail = copied.partition(", except")[2].removesuffix(". (707.2)")
        return (f"{subject[0].upper()}{subject[1:]} becomes a copy of {ref(e.param('of'))}{until}"
                + (f", except{tail}" if tail else "") + ". (707.2)")
    if e.kind == "prevent_damage_this_turn":  # 615.1
        what = "combat damage" if e.param("combat") else "damage"
        return f"Prevent all {what} that would be dealt {'by' if e.param('by') else 'to'} {subject} this turn."
    if e.kind == "exile_if_dies_this_turn":  # 614.1a
        who = {"damaged": "a creature dealt damage this way", "all": "a creature"}.get(e.param("which"), subject)
        return f"If {who} would die this turn, exile it instead."
    if e.kind in ("scry", "surveil") and e.param("keyword_action") is False:
        where = "on the bottom of your library" if e.kind == "scry" else "into your graveyard"
        return f"Look at the top card of your library. You may put that card {where}."
    text = (template or _unrendered(e.kind, "{s}")).format(
        s=subject, n=_amount(e.amount), f=flt.describe() if flt is not None else "card",
        to="onto the battlefield" + (" tapped" if e.param("tapped") else "") if e.param("to") == "battlefield"
        else "into your graveyard" if e.param("to") == "graveyard" else "into your hand", c=e.param("counter", "+1/+1"), p=e.param("pick", 1),
        r="into your graveyard" if e.param("rest") == "graveyard" else "on the bottom",
        c0=(e.param("counters") or ("", ""))[0], c1=(e.param("counters") or ("", ""))[1],
        it="it" if e.amount.kind == "fixed" and e.amount.value == 1 else "them",
        search=_count(e.amount, (flt.describe().replace("Basic", "basic").replace(" permanent", "")
                                 .removeprefix("permanent").strip() if flt is not None else "") + " card"),
        cards=_count(e.amount, "card"), top=_count(e.amount, "card").removeprefix("a "),
        poison=_count(e.amount, "poison counter"),
        energy="{E}" * e.amount.value if e.amount.kind == "fixed" else f"{_amount(e.amount)} {{E}}",
        times={1: "once", 2: "twice"}.get(e.amount.value, f"{_amount(e.amount)} times")
        if e.amount.kind == "fixed" else f"{_amount(e.amount)} times",
        counters=_count(e.amount, f"{e.param('counter', '+1/+1')} counter"),
        day=e.param("value", ""),
        one=_count(e.amount, flt.describe()) if flt is not None else "",
    )
    if subject == "you":
        for third, base in (("draws", "draw"), ("discards", "discard"), ("gains", "gain"), ("loses", "lose"),
                            ("mills", "mill"), ("sacrifices", "sacrifice"), ("exiles", "exile"), ("gets", "get"),
                            ("becomes", "become")):
            text = text.replace(f"you {third} ", f"you {base} ")
        text = text.replace(" of their library", " of your library").replace(" their hand", " your hand")
        if e.kind in ("draw", "discard", "mill", "sacrifice", "exile_top", "discard_hand"):
            text = text.removeprefix("you ")  # Oracle writes the controller's own actions as commands
    return text[0].upper() + text[1:]


def _keyword_cost(c: Cost) -> str:
    """A keyword's cost as printed: " {2}{R}" for mana only, "—Sacrifice a land" otherwise."""
    return f" {_cost(c)}" if c == Cost(mana=c.mana) else f"—{_cost(c)}"


def _cost(c: Cost) -> str:
    parts: list[str] = []
    if c.add_counters[0] == "loyalty":
        parts.append(f"+{c.add_counters[1]}" if c.add_counters[1] else "0")
    if c.remove_counters[0] == "loyalty":
        parts.append(f"-{c.remove_counters[1]}")
    if c.mana is not None and not c.mana.is_zero():
        parts.append(str(c.mana))
    if c.tap:
        parts.append("{T}")
    if c.untap:
        parts.append("{Q}")
    if c.sacrifice_self:
        parts.append("Sacrifice this")
    if c.sacrifice is not None:
        what = c.sacrifice.describe()
        parts.append(f"Sacrifice {_count(fixed(1), what) if c.sacrifice_count == 1 else f'{c.sacrifice_count} {what}'}")
    if c.discard_self:
        parts.append("Discard this card")
    if c.discard is not None and c.discard_count:
        parts.append(f"Discard {_count(fixed(c.discard_count), 'card')}")
    if c.life:
        parts.append(f"Pay {c.life} life")
    if c.energy:
        parts.append("Pay " + "{E}" * c.energy)
    if c.exile_from_graveyard is not None and c.exile_count:
        what = c.exile_from_graveyard.describe().replace(" permanent", "") + " card"
        parts.append(f"Exile {_count(fixed(c.exile_count), what)} from your {c.exile_from_graveyard.zone}")
    if c.exile_self:
        parts.append("Exile this")
    if c.remove_any:
        parts.append(f"Remove X {c.remove_any} counters from this")
    if c.remove_counters[1] and c.remove_counters[0] != "loyalty":
        parts.append(f"Remove {_count(fixed(c.remove_counters[1]), c.remove_counters[0] + ' counter')} from this")
    if c.tap_untapped is not None and c.tap_count:
        parts.append(f"Tap {_count(fixed(c.tap_count), c.tap_untapped.describe())}")
    if c.evidence:
        parts.append(f"Collect evidence {c.evidence}")  # 701.59a (setmech)
    if c.bounce is not None and c.bounce_count:  # rules.cost_parts (branch mana)
        what = c.bounce.describe()
        parts.append(f"Return {_count(fixed(c.bounce_count), what)} to its owner's hand")
    if c.per_x == "life":
        parts.append("pay X life")
    elif c.per_x:
        parts.append(f"{c.per_x.capitalize()} X")
    return ", ".join(parts) or "{0}"


def _modal(m: Modal) -> str:
    if not m.is_modal:
        mode = m.modes[0] if m.modes else None
        with _fresh_mentions():
            return " ".join(_effect(e, mode.targets) for e in mode.effects) if mode else ""
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    if m.once_each:  # 700.2 (branch reflex)
        head = "Choose one that hasn't been chosen —"
    elif m.choose_min == 0 and m.choose_max < len(m.modes):
        head = f"Choose up to {words.get(m.choose_max, str(m.choose_max))} —"
    elif m.choose_min == m.choose_max:
        head = f"Choose {words.get(m.choose_min, str(m.choose_min))} —"
    elif m.choose_min == 1 and m.choose_max == 2 and len(m.modes) == 2:
        head = "Choose one or both —"
    else:
        head = f"Choose {words.get(m.choose_min, str(m.choose_min))} or more —"
    lines = [head]
    offset = 0
    for mode in m.modes:
        with _fresh_mentions():
            lines.append("• " + " ".join(_effect(e, mode.targets, offset) for e in mode.effects))
        offset += len(mode.targets)
    return "\n".join(lines)


def _spree(card: CardDef, m: Modal) -> str | None:
    """702.172a (branch recent): a spree spell's modes, each with its additional cost; None for other spells."""
    costs = next((ab.param("costs") for ab in card.static if ab.kind == "spree"), None)
    if costs is None:
        return None
    lines, offset = [], 0
    for cost, mode in zip(costs, m.modes, strict=True):
        lines.append(f"+ {cost} — " + " ".join(_effect(e, mode.targets, offset) for e in mode.effects))
        offset += len(mode.targets)
    return "\n".join(lines)


def _cov_static(s: StaticAbility) -> str | None:
    """The static abilities of branch cov: level striations (711.2), granted quoted abilities (613.1f), soulbond
    pairs (702.95c), "this effect doesn't remove" (702.16n) and "if it was kicked, it enters with" (702.33d)."""
    if s.param("paired"):
        rest = replace(s, params=tuple(p for p in s.params if p[0] != "paired"))
        what = _static(rest).split(" ", 1)[1].rstrip(".").removesuffix(" (613.1f)").rstrip(".")
        return f"As long as this is paired with another creature, both creatures {what}. (702.95c)"
    if s.param("keeps_source"):
        rest = replace(s, params=tuple(p for p in s.params if p[0] != "keeps_source"))
        return f"{_static(rest)} This effect doesn't remove this. (702.16n)"
    if s.condition is not None and s.condition.kind == "kicked" and s.kind == "enters_with_counters" \
            and s.amount is not None:
        return (f"If this was kicked, it enters with {_count(s.amount, s.param('counter', '+1/+1') + ' counter')} "
                "on it. (702.33d)")
    if s.condition is not None and s.condition.kind == "kicked" and s.kind == "add_keywords":
        return f"If this was kicked, it has {', '.join(sorted(s.keywords))}. (702.33d)"
    if s.kind == "level_striation":  # 711.2a
        held = [f"base power and toughness {s.power}/{s.toughness}"] + sorted(s.keywords) + [
            f'"{_activated(a)}"' for a in s.param("activated", ())] + [
            f'"{_triggered(t)}"' for t in s.param("triggered", ())]
        return f"{s.text}: this has {'; '.join(held)}. (711.2)"
    if s.kind == "grant_abilities":  # 613.1f
        who = _plural(s.affected.describe()) if s.affected is not None else "This"
        if s.affected is not None and s.affected.attached:
            who = _cap(_HOLDER.get())
        cond = f"As long as {_condition_words(s.condition)}, " if s.condition else ""
        quoted = [f'"{_activated(a)}"' for a in s.param("activated", ())] + [
            f'"{_triggered(t)}"' for t in s.param("triggered", ())] + sorted(s.keywords)
        held = " and ".join(quoted)
        stop = "" if held.endswith('."') else "."
        return f"{cond}{who} {_agree(who, 'have')} {held}{stop} (613.1f)"
    if s.condition is not None and s.condition.kind == "level_between":
        return f"{s.text.split(':')[0]}: {_static(replace(s, condition=None))} (711.2)"
    return None


def _plural(desc: str) -> str:
    """"creature you control" -> "creatures you control": the noun, not the controller clause, takes the s."""
    desc = _subtype_noun(desc)
    if desc.startswith("another "):
        desc = "other " + desc.removeprefix("another ")
    cut = min((i for i in (desc.find(c) for c in (" you control", " an opponent controls",
                                                 " enchanted player controls", " with ", " without ", " that "))
               if i > 0), default=len(desc))
    body, clause = desc[:cut], desc[cut:]
    if " or " in body:  # "artifact or creature" -> "artifacts or creatures"
        first, _, rest = body.partition(" or ")
        return _plural(first) + " or " + _plural(rest) + clause
    head, _, last = body.rpartition(" ")
    return (f"{head} " if head else "") + _pluralize(last) + clause


def _library_top(s: StaticAbility) -> str:
    """The top-of-library statics of branch t2017 (`rules.library_top`)."""
    if s.param("reveal"):
        return "Play with the top card of your library revealed."
    if s.param("look"):
        return "You may look at the top card of your library any time."
    spells = s.param("spells")
    what = "" if spells is None else "spells" if spells == Filter() else f"{spells.describe()} spells"
    if s.param("lands"):
        what = "play lands" + (" and cast spells" if what else "")
    else:
        what = f"cast {what.replace(' permanent spells', ' spells')}"
    return f"You may {what} from the top of your library. (305.1, 601.2)"


def _static(s: StaticAbility) -> str:
    if s.kind == "enters_with_counters" and s.condition is not None and s.condition.name == "paid:escape" \
            and s.amount is not None:  # 702.138c (setmech)
        return f"This escapes with {_amount(s.amount)} {s.param('counter', '+1/+1')} counters on it. (702.138c)"
    if s.kind == "library_top":
        return _library_top(s)
    if s.kind == "cant_cast_named":
        return "Spells with the chosen name can't be cast. (201.3)"
    if s.kind == "cant_activate_named":
        unless = " unless they're mana abilities" if s.param("mana_ok") else ""
        return f"Activated abilities of sources with the chosen name can't be activated{unless}. (201.3)"
    levels = render_levels_static(s, lambda a: _activated(a) if isinstance(a, ActivatedAbility) else _triggered(a))
    if levels is not None:  # dice 706, station 721 (branch levels)
        return levels
    cov = _cov_static(s)
    if cov is not None:
        return cov
    if s.kind == "no_legend_rule":  # 704.5j (copies)
        f = s.affected
        which = "" if f is None or f.controller != "you" else (
            " to " + ("creature " if "Creature" in f.types else "") + ("tokens" if f.token else
                                                                     "creatures" if f.types else "permanents")
            + " you control")
        return f"The \"legend rule\" doesn't apply{which}. (704.5j)"
    if s.kind == "self_exile_instead":
        if s.param("to") == "library":
            return ("If this would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's "
                    "library instead. (614.1a)")
        return "If this would be put into a graveyard from anywhere, exile it instead. (614.1a)"
    if s.kind == "enter_as_copy" and s.affected is not None:  # 707.5, 614.12 (rules.copies)
        mods = _token_copy(CreateToken(None, copy_of=Ref("self"), copy_except=s.param("except", ())), "")
        tail = mods.partition(", except")[2].removesuffix(". (707.2)")
        return (f"You may have this enter as a copy of any {s.affected.describe()} on the battlefield"
                + (f", except{tail}" if tail else "") + ". (707.5)")
    who = _cap(_plural(s.affected.describe())) if s.affected is not None else "This"
    if s.affected is not None and s.affected.attached:
        who = _cap(_HOLDER.get())
    cond = f"As long as {_condition_words(s.condition)}, " if s.condition else ""
    if s.condition is not None and s.condition.kind == "day_night":
        cond = f"As long as it's {s.condition.name}, "  # 724.1 (copies)
    if cond:
        who = who[:1].lower() + who[1:]
    if s.kind == "anthem" and s.amount is not None and s.amount.filter is not None:
        return f"{cond}{who} {_agree(who, 'get')} {s.power:+d}/{s.toughness:+d} for each {s.amount.filter.describe()}."
    if s.kind == "control" and s.affected is not None and s.affected.attached:
        return "You control the enchanted permanent. (613.1b)"
    if s.kind == "prevent_damage" and s.affected is None and not s.params:
        return "Prevent all damage that would be dealt to this. (615.1)"
    if s.kind == "blocked_by_restriction":
        how = "except by" if s.param("except") else "by"
        return f"This can't be blocked {how} {s.param('filter').describe()}s. (509.1b)"
    if s.kind == "cant_block_restriction":
        return f"This can't block {s.param('filter').describe()}s. (509.1a)"
    if s.kind == "not_blocked_by_weaker":
        return "Creatures with power less than this creature's power can't block it. (509.1b)"
    if s.kind == "switch_pt":
        return "Switch the power and toughness of the affected creatures. (613.4d)"
    if s.kind == "attack_unless_defender_controls" and s.amount is not None:
        return (f"This can't attack unless defending player controls "
                f"{_count(s.amount, s.param('filter').describe().replace(' you control', ''))}. (508.1c)")
    if s.kind == "anthem":
        kws = f" and {_agree(who, 'have')} {', '.join(sorted(s.keywords))}" if s.keywords else ""
        return f"{cond}{who} {_agree(who, 'get')} {s.power:+d}/{s.toughness:+d}{kws}."
    if s.kind == "lose_keywords":
        return f"{cond}{who} {_agree(who, 'lose')} {', '.join(sorted(s.keywords))}."
    if s.kind == "add_keywords":
        return f"{cond}{who} {_agree(who, 'have')} {', '.join(sorted(s.keywords))}."
    if s.kind == "lose_abilities":
        return f"{cond}{who} {_agree(who, 'lose')} all abilities. (613.1f)"
    if s.kind == "set_pt":
        return f"{cond}{who} {_agree(who, 'have')} base power and toughness {s.power}/{s.toughness}. (613.4b)"
    if s.kind == "set_base_pt_cda" and s.amount is not None and s.affected is None:
        return f"This creature's power and toughness are each equal to {_amount(s.amount)}. (604.3, 613.4a)"
    if s.kind == "becomes_creature" and s.affected is not None and s.param("from_mana_value"):
        desc = s.affected.describe()
        each = "Each other " + desc.removeprefix("another ") if desc.startswith("another ") else f"Each {desc}"
        return (f"{each} is a creature in addition to its other types and has base power and toughness each equal "
                "to its mana value. (613.1d, 613.4b)")
    if s.kind in ("cost_increase", "cost_reduction"):
        what = s.affected.describe() + " spells" if s.affected is not None else "Spells"
        whose = {"you": " you cast", "opponent": " your opponents cast"}.get(s.param("whose", "any"), "")
        more = "more" if s.kind == "cost_increase" else "less"
        amount = str(s.mana) if s.mana is not None else f"{{{s.power}}}"
        return f"{what[0].upper() + what[1:]}{whose} cost {amount} {more} to cast."
    if s.kind == "add_types" and "?chosen" in s.subtypes and s.affected is None:
        return "This is the chosen type in addition to its other types. (614.12)"
    if s.kind == "as_enters_choose":
        what = {"color": "a color", "opponent": "an opponent", "player": "a player",
                "name": "a nonland card name" if s.param("nonland") else "a card name"}.get(
            str(s.param("what")), "a creature type")
        return f"As this enters, choose {what}. (614.12)"
    if s.kind == "enters_tapped" and s.param("pay_life"):
        return f"As this enters, you may pay {s.param('pay_life')} life. If you don't, it enters tapped. (614.12)"
    if s.kind == "enters_tapped":
        return "This enters tapped" + (f" unless {s.condition.kind.replace('_', ' ')}." if s.condition else ".")
    if s.kind == "enters_with_counters" and s.amount is not None:
        counters = _count(s.amount, s.param('counter', '+1/+1') + ' counter')
        counters, each, per = counters.partition(" for each ")
        return f"This enters with {counters} on it{each}{per}."
    if s.kind == "land_type":
        return f"Nonbasic lands are {' '.join(sorted(s.subtypes))}s."
    if s.condition is not None and s.condition.kind == "x_at_least":
        cond = f"If X is {s.condition.n} or more, "
    if s.kind == "cost_increase_per_extra_target":
        each = str(s.mana) if s.mana is not None else f"{{{s.power}}}"
        return f"This spell costs {each} more to cast for each target beyond the first."
    if s.kind == "uncounterable":
        return f"{cond}this spell can't be countered."
    if s.kind == "damage_unpreventable":
        return f"{cond}the damage this spell deals can't be prevented."
    if s.kind == "damage_as_counters" and s.affected is not None:
        return (f"If a source you control would deal noncombat damage to a {s.affected.describe()}, put that many "
                f"{s.param('counter')} counters on it instead.")
    if s.kind == "prevent_damage" and s.param("remove_counter") and s.affected is None:
        return f"If damage would be dealt to this, prevent it and remove a {s.param('remove_counter')} counter from it."
    if s.kind == "self_cost_reduction" and s.amount is not None and s.amount.filter is not None:
        return f"This spell costs {s.mana} less to cast for each {s.amount.filter.describe()}."
    if s.kind == "cast_only_if":
        from kitchentable.rules.casting.casting_restrictions import describe_condition

        return "Cast this spell only " + " and only ".join(describe_condition(c) for c in s.param("conditions", ())) + "."
    if s.kind == "cast_from_graveyard":
        cond = f" as long as {_condition_words(s.condition)}" if s.condition is not None else ""
        return f"You may cast this card from your graveyard{cond}."
    if s.kind == "grant_flashback":
        what = s.affected.describe() if s.affected is not None else "card"
        return f"Each {what} gains flashback until end of turn; its flashback cost is its mana cost."
    if s.kind == "graveyard_creature_abilities":
        return "This has all activated abilities of all creature cards in all graveyards."
    if s.kind == "grant_replicate":
        return "Each instant and sorcery spell you cast has replicate; its replicate cost is its mana cost."
    if s.kind == "flash_permission":
        more = f" if you pay {{{s.power}}} more to cast it" if s.power else ""
        return f"You may cast this as though it had flash{more}. (601.3)"
    if s.kind == "flash_sacrifice":
        return ("If you cast this any time a sorcery couldn't have been cast, the controller of the permanent it "
                "becomes sacrifices it at the beginning of the next cleanup step. (603.7)")
    if s.kind == "begin_on_battlefield":
        return "If this is in your opening hand, you may begin the game with it on the battlefield. (103.6)"
    if s.kind == "skip_step":
        return f"Skip your {s.param('step')} step. (614.10)"
    if s.kind == "no_max_hand_size":
        return ("Players have" if s.param("players") == "all" else "You have") + " no maximum hand size. (402.2)"
    return f"{cond}{_unrendered(s.kind, who.lower(), sep=': ')}"


def _activated(a: ActivatedAbility) -> str:
    body = _modal(a.effect)
    where = " (from your hand)" if a.zone == "hand" else " (from your graveyard)" if a.zone == "graveyard" else ""
    extra = " Activate only as a sorcery." if a.sorcery_speed and not a.loyalty else ""
    extra += " Activate only once each turn." if a.once_per_turn else ""
    extra += " Any player may activate this ability." if a.any_player else ""
    extra += f" Activate no more than {a.max_per_turn} times each turn." if a.max_per_turn else ""
    if a.condition is not None and a.condition.kind == "max_speed":
        return f"Max speed — {_cost(a.cost)}: {body}{extra}{where} (702.178)"
    if a.condition is not None and a.condition.kind == "not_exhausted":
        return f"Exhaust — {_cost(a.cost)}: {body} (702.177a: activate only once)"
    if a.condition is not None and a.condition.kind == "attacked_this_turn" and a.once_per_turn:
        return f"Boast — {_cost(a.cost)}: {body} (702.142a: only if this creature attacked this turn, once each turn)"
    if a.condition is not None:
        extra += f" Activate only if {a.condition.kind.replace('_', ' ')} {a.condition.n}."
    return f"{_cost(a.cost)}: {body}{extra}{where}"


def _triggering_noun(spec: TriggerSpec) -> str:
    """What the trigger's own object is called in its effect (603.2): "that spell" for casts, "it" for the
    source's own event, "that creature" for a creature's."""
    if spec.event.startswith("cast"):
        return "that spell"
    if spec.event in ("discard", "draw"):
        return "that card"
    if spec.filter is None:
        return "it"
    if "Creature" in spec.filter.types:
        return "that creature"
    if "Land" in spec.filter.types:
        return "that land"
    return "that permanent"


def _triggered(t: TriggeredAbility) -> str:
    token = _TRIGGERING.set(_triggering_noun(t.trigger))
    try:
        return _trigger_text(t)
    finally:
        _TRIGGERING.reset(token)


def _trigger_text(t: TriggeredAbility) -> str:
    spec = t.trigger
    what = spec.filter.describe() if spec.filter is not None else "this"
    event = spec.event.replace("_", " ")
    whose = {"you": "your", "each": "each", "opponent": "each opponent's",
             "attached_controller": "the attached permanent's controller's",
             "attached_player": "enchanted player's", "chosen_player": "the chosen player's"}.get(spec.whose, spec.whose)
    if spec.event == "combat_begin":  # 507.1
        head = "At the beginning of combat on your turn" if spec.whose == "you" else \
            f"At the beginning of {'each' if spec.whose == 'each' else whose} combat"
    elif spec.event == "second_main":  # 505.1 (branch recent)
        head = f"At the beginning of {whose} second main phase"
    elif spec.event in ("upkeep", "draw_step", "end_step", "first_main"):
        head = f"At the beginning of {whose} {event.replace('draw step', 'draw step')}"
    elif spec.event == "cast":
        caster = {"you": "you cast", "attached_player": "enchanted player casts"}.get(spec.whose, "a player casts")
        head = f"Whenever {caster} a {what} spell".replace(
            " permanent spell", " spell")
        if spec.filter is not None and spec.filter.cast_from is not None:  # 601.2a (branch reflex)
            head += " from exile" if spec.filter.cast_from == "exile" else " from your graveyard"
    elif spec.event == "cast_self":
        head = "When you cast this spell"
    elif spec.event == "state" and spec.filter is not None:
        head = f"When you control no {spec.filter.describe().replace(' you control', '')}s (603.8)"
    elif spec.event == "cast_targets_self":
        head = "Whenever you cast a spell that targets this"
    elif spec.event == "cast_from_hand":
        head = f"Whenever {'you cast' if spec.whose == 'you' else 'a player casts'} a spell from their hand"
    elif spec.event == "becomes_monarch":
        head = "Whenever you become the monarch"
    elif spec.event.startswith("becomes_level:"):  # 717.2a (branch levels)
        head = f"When this Class becomes level {spec.event.split(':')[1]}"
    elif spec.event == "ring_tempts":  # 701.54 (branch levels)
        head = "Whenever the Ring tempts you"
    elif spec.event == "dungeon_completed":  # 309.7 (branch levels)
        head = "Whenever you complete a dungeon"
    elif spec.event == "roll_dice":  # 706.2 (branch levels)
        head = "Whenever you roll one or more dice" if spec.whose == "you" else "Whenever a player rolls one or more dice"
    elif spec.event in ("cast_first", "cast_second", "cast_third"):
        who = {"you": "you cast your", "each": "a player casts their", "opponent": "an opponent casts their"}
        head = f"Whenever {who.get(spec.whose, 'you cast your')} {spec.event[5:]} spell each turn"
    elif spec.event == "discard" and spec.filter is None:
        head = {"you": "Whenever you discard a card", "opponent": "Whenever an opponent discards a card"}.get(
            spec.whose, "Whenever a player discards a card")
    elif spec.event == "draw" and spec.whose == "attached_player":
        head = "Whenever enchanted player draws a card"
    elif spec.event == "enters_or_haunted_dies":  # 702.55c
        head = "When this enters or the creature it haunts dies"
    elif spec.event == "haunted_dies":
        head = "When the creature this haunts dies"
    elif spec.event == "attached_player_attacked":
        head = "Whenever enchanted player is attacked"
    elif spec.event == "you_attack":
        head = "Whenever you attack"
    elif spec.event == "valiant":  # valiant (setmech)
        head = "Whenever this becomes the target of a spell or ability you control for the first time each turn"
    elif spec.event == "attacks_saddled":  # 702.171b (setmech)
        head = "Whenever this attacks while saddled"
    elif spec.event == "exerted":  # 701.43a (setmech)
        head = "You may exert this as it attacks. When you do"
    elif spec.event in BATCH:  # 603.2c (branch reflex)
        head = batch_head(spec) or ""
    elif spec.event in ("gain_life", "lose_life") and spec.filter is None:  # 119.9-119.10
        who = {"you": "you", "opponent": "an opponent"}.get(spec.whose, "a player")
        verb = spec.event.split("_")[0] + ("" if who == "you" else "s")
        head = f"Whenever {who} {verb} life"
        if t.intervening_if is not None and t.intervening_if.kind == "your_turn":
            return f"{head} during your turn, {_modal(t.effect)[:1].lower()}{_modal(t.effect)[1:]}"
    elif spec.event == "tapped_for_mana":  # 106.12a (branch mana)
        who = "you tap" if spec.whose == "you" else "a player taps"
        head = f"Whenever {who} {_count(fixed(1), what)} for mana" + (
            " (the player who tapped it gets the mana)" if spec.whose == "tapper" else "")
    elif spec.event == "landfall":
        head = "Whenever a land you control enters"
    elif spec.event == "self_or_enters":
        head = f"Whenever this or {what} enters"
    elif spec.event == "becomes_target" and spec.filter is None:  # 115.1 (copies: "of a spell" alone)
        head = "Whenever this becomes the target of " + {"spell": "a spell", "each": "a spell or ability"}.get(
            spec.whose, "a spell or ability an opponent controls")
    elif spec.filter is None and spec.event in ("enters", "dies", "leaves"):
        head = f"When this {'leaves the battlefield' if spec.event == 'leaves' else spec.event}"
    else:
        subject = what if what.startswith(("another", "this")) else _count(fixed(1), what)
        head = f"Whenever {subject} {_EVENT_WORDS.get(spec.event, event)}"
    cond = f", if {_condition_words(t.intervening_if)}" if t.intervening_if else ""
    if t.intervening_if is not None and t.intervening_if.kind == "kicked":
        cond = ", if it was kicked"  # 702.33d: the permanent that was a kicked spell
    if t.intervening_if is not None and t.intervening_if.kind == "day_night":
        cond = f", if it's {t.intervening_if.name}"  # 724.1 (copies)
    if t.intervening_if is not None and t.intervening_if.kind == "was_cast":
        cond = ", if you cast it" + (" from your hand" if t.intervening_if.name == "hand" else "")  # modern
    body = _modal(t.effect)
    if spec.event == "chapter":  # a Saga's chapter ability (714.2, modern branch)
        numeral = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI"}.get(spec.whose, spec.whose)
        return f"{numeral} — {body}"
    if body[:1].isupper() and not body.startswith(("X ", "Choose")):
        body = body[0].lower() + body[1:]
    return f"{head}{cond}, {body}"




_CONDITION_WORDS = {
    "self_tapped": "this is tapped",
    "void": "a nonland permanent left the battlefield this turn or a spell was warped this turn",  # branch recent
    "gained_life_this_turn": "you gained N or more life this turn", "lost_life_this_turn": "you lost life this turn",
    "no_spells_last_turn": "no spells were cast last turn",
    "player_spells_last_turn_at_least": "a player cast N or more spells last turn",
    "tribute_not_paid": "tribute wasn't paid", "you_monarch": "you're the monarch", "opponent_monarch": "an opponent is the monarch",
    "completed_dungeon": "you've completed a dungeon", "have_initiative": "you have the initiative",  # branch levels
    "is_ring_bearer": "this is your Ring-bearer",
    "class_level_is": "this Class is level N", "class_level_at_least": "this Class is level N or greater",
    # setmech: the ability words corrupted, celebration, coven
    "opponent_poison_at_least": "an opponent has N or more poison counters",
    "nonland_entered_at_least": "N or more nonland permanents entered the battlefield under your control this turn",
    "different_powers_at_least": "you control N or more creatures with different powers",
    "you_attacked": "you attacked this turn", "opponent_lost_life_this_turn": "an opponent lost life this turn",
    "permanent_cards_in_graveyard_at_least": "there are N or more permanent cards in your graveyard",
    "max_speed": "your speed is 4 (max speed, 702.178)", "city_blessing": "you have the city's blessing",
    "kicked": "this spell was kicked", "x_at_least": "X is N or more",
    "targets_same_colors": "the targets are exactly the same colors",
}


def _condition_words(cond: Condition) -> str:
    if cond.kind == "mana_spent":  # branch mana (rules.mana_spent)
        spent = ("at least " + str(cond.n) + " " if cond.n > 1 else "") + "".join(f"{{{m}}}" for m in cond.name)
        return f"{spent} was {'not ' if cond.negate else ''}spent to cast it"
    if cond.kind == "done":  # 609.3 (branch mana)
        return "you do"
    if cond.kind == "tagged" and cond.name == "cast_in_main":
        return "you cast this spell during your main phase"  # addendum
    if cond.kind == "control" and cond.filter is not None:
        what = cond.filter.describe().replace(" you control", "")
        if cond.negate:
            return f"you control no {_plural(what)}"
        return f"you control {_count(fixed(1), what)}" if cond.n <= 1 else \
            f"you control {_number_word(cond.n)} or more {_plural(what)}"
    if cond.kind == "total_power_at_least" and cond.filter is not None:
        return f"{_plural(cond.filter.describe())} have total power {cond.n} or greater"
    words = _CONDITION_WORDS.get(cond.kind)
    return words.replace("N ", f"{cond.n} ", 1) if words else _unrendered(cond.kind).lower().rstrip(".")


_EVENT_WORDS = {
    "deals_combat_damage_to_player": "deals combat damage to a player", "becomes_blocked": "becomes blocked",
    "attacks_or_blocks": "attacks or blocks", "blocks_desc": "is blocked by this", "attacks_unblocked": "attacks and isn't blocked", "deals_damage_to_player": "deals damage to a player",
    "deals_damage_to_creature": "deals damage to a creature",
    "attacks_alone": "attacks alone", "deals_combat_damage_to_creature": "deals combat damage to a creature",
    "damaged_by_self_dies": "dealt damage by this this turn dies", "blocked_by": "blocks this creature",
    "blocks_or_blocked_by": "blocks this creature or is blocked by it", "dealt_damage": "is dealt damage",
    "becomes_target": "becomes the target of a spell or ability an opponent controls",
    "turned_face_up": "is turned face up", "exploits": "exploits a creature", "transformed": "transforms into this face",
    "enters_or_transformed": "enters or transforms into this face",
    "attacks_attached_player": "attacks enchanted player", "untapped": "becomes untapped",
    "combat_damage_to_attached_player": "deals combat damage to enchanted player",
    "attacks_you": "attacks you",  # branch reflex
    "sacrificed": "is sacrificed",
    "put_into_graveyard_from_battlefield": "is put into a graveyard from the battlefield",
}


_RESTRICTION_SENTENCES = {
    "doesn't untap": "This doesn't untap during your untap step. (502.3)",
    "may choose not to untap": "You may choose not to untap this during your untap step. (502.3)",
    "may assign combat damage as though it weren't blocked":
        "You may have this assign its combat damage as though it weren't blocked. (510.1c)",
}


def _keyword_line(text: str) -> str | None:
    """Keywords that expand to several abilities read back as the one keyword line they came from: evoke, dash
    and unearth (702.74, 702.109, 702.84) and the keywords of permanents ("Persist (702.79)")."""
    first = text.split(" ", 1)[0].lower()
    if first in KWCAST_NAMES:
        return f"{text} ({keyword(first).rule})"
    found = match_keyword(text.lower()) if text else None
    if found is not None and (found[0].name in PERMANENT_KEYWORDS or found[0].name in KWTHREE_KEYWORDS
                              or found[0].name in COV_KEYWORDS or found[0].name in SETMECH_KEYWORDS
                              or found[0].name in COPIES_KEYWORDS
                              or found[0].name in T2017_KEYWORDS or found[0].name in RECENT_KEYWORDS):
        return f"{text} ({found[0].rule})"
    return None


def rules_text(card: CardDef) -> list[str]:
    """The card's abilities as lines of rules text, regenerated from the compiled definition."""
    token = _HOLDER.set(_holder_phrase(card))
    try:
        return _rules_lines(card)
    finally:
        _HOLDER.reset(token)


def _rules_lines(card: CardDef) -> list[str]:
    lines: list[str] = []
    kws = sorted(k for k in card.keywords if k not in _RESTRICTION_SENTENCES and k not in ("morph", "disguise"))
    if kws:
        lines.append(", ".join(f"{k[0].upper()}{k[1:]}" + (f" ({rule_of(k)})" if rule_of(k) else "") for k in kws))
    lines += [_RESTRICTION_SENTENCES[k] for k in sorted(card.keywords) if k in _RESTRICTION_SENTENCES]
    if card.enchant is not None:
        lines.append(f"Enchant {card.enchant.describe()} (702.5)")
    for cost in card.additional_costs:
        lines.append(f"As an additional cost to cast this spell, {_cost(cost).lower()}.")
    for opt in card.optional_costs:
        if opt.label == "collect evidence":
            lines.append(f"As an additional cost to cast this spell, you may collect evidence {opt.cost.evidence}. "
                         "(701.59a)")
            continue
        if opt.label == "gift":
            lines.append("Gift (702.174): you may promise an opponent a gift as you cast this spell.")
            continue
        if opt.label in ("conspire", "bargain"):
            lines.append(f"{opt.label.capitalize()} ({keyword(opt.label).rule})")
            continue
        if opt.label == "casualty" and opt.cost.sacrifice is not None:
            lines.append(f"Casualty {opt.cost.sacrifice.min_power} (702.153: as you cast this spell, you may "
                         "sacrifice a creature with that much power or more; when you do, copy this spell)")
            continue
        lines.append(f"{opt.label.capitalize()}{_keyword_cost(opt.cost)} ({keyword(opt.label).rule})")
    for alt in card.alternative_costs:
        if alt.label == "jump-start":
            lines.append("Jump-start (702.133)")
        elif alt.label == "harmonize":  # branch recent
            lines.append(f"Harmonize {alt.cost.mana} (702.180: cast from your graveyard for this cost, tapping a "
                         "creature you control to reduce it by its power; then exile it)")
        elif alt.flashback:
            lines.append(f"Flashback{_keyword_cost(alt.cost)} (702.34)")
        elif alt.label == "awaken" and alt.spell is not None:
            n = [e.amount.value for e in alt.spell.modes[0].effects if isinstance(e, Simple) and e.kind == "add_counters"]
            lines.append(f"Awaken {n[-1]}—{alt.cost.mana} (702.113)")
        elif alt.label == "disturb":
            lines.append(f"Disturb {alt.cost.mana} (702.146: you may cast this card from your graveyard "
                         "transformed for its disturb cost)")
        elif alt.label == "suspend":
            lines.append(f"Suspend {alt.cost.add_counters[1]}—{alt.cost.mana} (702.62)")
        elif alt.label == "escape":  # 702.138a (setmech)
            lines.append(f"Escape—{_cost(alt.cost)} (702.138)")
        elif alt.label in KWCAST_NAMES or alt.label in SETMECH_KEYWORDS or alt.label in RECENT_KEYWORDS:
            lines.append(f"{alt.label.capitalize()} {alt.cost.mana} ({keyword(alt.label).rule})")
        else:
            cond = alt.condition
            when = "" if cond is None else f"If there are {cond.n} or more: {cond.filter.describe()}, " \
                if cond.kind == "control" and cond.filter is not None else f"If {cond.kind.replace('_', ' ')}, "
            lines.append(f"{when}{'y' if when else 'Y'}ou may {_cost(alt.cost).lower()} rather than pay this spell's "
                         "mana cost.")
    if card.morph is not None and "disguise" in card.keywords:  # 702.168a (setmech)
        lines.append(f"Disguise {_cost(card.morph)} (702.168: cast face down as a 2/2 with ward {{2}} for {{3}}; "
                     "turn face up any time for this cost)")
    elif card.morph is not None:
        mega = card.megamorph
        sep = " " if card.morph == Cost(mana=card.morph.mana) else "—"
        lines.append(f"{'Megamorph' if mega else 'Morph'}{sep}{_cost(card.morph)} ({'702.37b' if mega else '702.37a'}: "
                     "cast face down as a 2/2 for {3}; turn face up any time for this cost)")
    for ab in (*card.static, *card.triggered, *card.activated):
        line = _keyword_line(ab.text) or _case_line(ab)
        if line == "":
            continue
        if line is not None:
            if line not in lines:
                lines.append(line)
        elif isinstance(ab, StaticAbility):
            lines.append(_static(ab))
        elif isinstance(ab, TriggeredAbility):
            lines.append(_triggered(ab))
        else:
            lines.append(_activated(ab))
    if card.spell is not None:
        lines.append(_spree(card, card.spell) or _modal(card.spell))
    for flag in sorted(card.flags):
        lines.append(f"[{flag.replace('_', ' ')}]")
    return lines


def render(card: CardDef) -> str:
    """Name and cost, type line, rules text, P/T or loyalty: the card as a player reads it."""
    if card.faces:
        return "\n//\n".join(render(f) for f in card.faces)
    head = card.name + (f"  {card.mana_cost}" if card.mana_cost is not None else "")
    if card.color_indicator and card.mana_cost is None:  # a back face's color indicator (204)
        head += "  (color indicator: " + " ".join(_COLOR_WORDS[c] for c in "WUBRG" if c in card.color_indicator) + ")"
    out = [head, card.type_line, *(line.replace("from ?chosen", "from the chosen color") for line in rules_text(card))]
    if card.power is not None:
        out.append(f"{card.power}/{card.toughness}")
    if card.loyalty is not None:
        out.append(f"Loyalty: {card.loyalty}")
    return "\n".join(out)
