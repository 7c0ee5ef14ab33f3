"""Effects as rules text (608.2c, 701): damage, life, cards, tokens, counters, mana, choices, copies, delayed
triggers, the modes of a spell, and the library, hand and graveyard moves; one sentence per effect, with its
targets named once and then "that creature"."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import plain_may
from kitchentable.cards.render.at_random import at_random_text
from kitchentable.cards.render.chosen_from_hand import quality_after_it
from kitchentable.cards.render.combat_this_turn import blocked_this_turn_text
from kitchentable.cards.render.conditions import CAST_OBJECT, _condition_words
from kitchentable.cards.render.control_change import readied_words
from kitchentable.cards.render.costs import _cost
from kitchentable.cards.render.damage_recipients import damage_recipient_words
from kitchentable.cards.render.draw_that_many import draw_that_many_text
from kitchentable.cards.render.duration_triggers import duration_text
from kitchentable.cards.render.each_player import each_player_text
from kitchentable.cards.render.exchanges import exchange_text, for_each_opponent_text
from kitchentable.cards.render.if_you_do_look import said_whole
from kitchentable.cards.render.keyword_action_words import support_text
from kitchentable.cards.render.named_tokens import named_token_said
from kitchentable.cards.render.next_cast import next_cast_text
from kitchentable.cards.render.one_shot_effects import library_placement_simple
from kitchentable.cards.render.player_and_theirs import player_and_theirs_text
from kitchentable.cards.render.search_zones import search_zones_text
from kitchentable.cards.render.token_abilities import quoted_after_with, token_keywords_said
from kitchentable.cards.render.words import (
    _BARE_GROUP,
    _COLOR_WORDS,
    _CREATED,
    _MENTIONED,
    _NUMBER_WORDS,
    _VERB_KEYWORDS,
    ANY_PERMANENT_TYPE,
    _amount,
    _cap,
    _card_kind,
    _color_list,
    _count,
    _each,
    _each_counted,
    _fresh_mentions,
    _group,
    _keywords_said,
    _listed,
    _number_word,
    _plural,
    _ref,
    _targets_plural,
    _unrendered,
    activated_text,
    land_plays,
    static_text,
    triggered_text,
)
from kitchentable.rules.abilities import (
    PERMANENT_TYPES,
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
    SpendRestriction,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    X,
    fixed,
)
from kitchentable.rules.casting.next_cast_triggers import NEXT_CAST
from kitchentable.rules.log_text import color_pair
from kitchentable.rules.stack.duration_triggers import DURATION
from kitchentable.rules.turn.combat_restrictions import LURE


def _token_body(t: CardDef) -> str:
    """A token's definition as 111.4 writes it: "3/1 red Elemental creature", or a predefined token's name."""
    if t.power is None:
        return t.name
    colors = " and ".join(_COLOR_WORDS[c] for c in _token_colors(t)) or "colorless"
    kinds = " ".join(sorted(x.lower() for x in t.types if x != "Creature") + ["creature"])
    subtypes = t.subtype_order if set(t.subtype_order) == set(t.subtypes) else tuple(sorted(t.subtypes))
    return f"{t.power}/{t.toughness} {colors} {' '.join(subtypes)} {kinds}"  # as printed: "Elf Druid" (205.3)


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
            said.append(_in_addition(kind, v))
        elif kind == "keywords":
            said.append("it has " + ", ".join(v))
        elif kind == "not_legendary":
            said.append("it isn't legendary")
        elif kind == "no_mana_cost":
            said.append("it has no mana cost")
        elif kind == "this_ability":
            said.append("it has this ability")
        elif kind == "gain_ability":
            said.append(f'it has "{activated_text(v) if isinstance(v, ActivatedAbility) else triggered_text(v)}"')
    attacking = ", tapped and attacking (508.4)" if e.attacking else ""
    listed = " and ".join(said) if len(said) <= 2 else ", ".join(said[:-1]) + ", and " + said[-1]  # "except it's
    # 1/1 and it's a Nightmare ...", or a list of three
    return head + (", except " + listed if said else "") + attacking + ". (707.2)"


def _divided_among(targets: tuple[TargetSpec, ...], i: int) -> str:
    """"one, two, or three targets", "any number of targets": how many targets damage is divided among (601.2d)."""
    spec = targets[i] if 0 <= i < len(targets) else None
    if spec is None:
        return "the targets"
    noun = "targets" if spec.filter.players and spec.filter.any_types >= {"Creature", "Planeswalker"} \
        else f"target {_targets_plural(spec.filter.describe())}"
    low, high = max(spec.min, 1), spec.max
    if high >= 20:
        return f"any number of {noun}"
    if low == high:
        return f"{_number_word(high)} {noun}"
    words = [_number_word(n) for n in range(low, high + 1)]
    listed = " or ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", or " + words[-1]
    return f"{listed} {noun}"


def _effect(e: Effect, targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    return _own_number(e, _effect_text(e, targets, offset))


_SELF = Ref("self")


def _own_number(e: Effect, text: str) -> str:
    """The card's own power or toughness in an effect about something else is "this creature's power" ("Target
    creature gets +X/+X until end of turn, where X is ~'s power", "You gain life equal to ~'s power"): "its" would
    name the other object. When the card itself deals the damage or gets the bonus, "its" is the card, unless
    the recipient is also called "it" ("~ deals damage equal to ~'s power to it")."""
    amounts = (e.power, e.toughness) if isinstance(e, ModifyPT) else (getattr(e, "amount", None),)
    own = next((a for a in amounts if isinstance(a, Amount) and a.ref == _SELF
                and a.kind in ("power", "toughness")), None)
    if own is None or f"its {own.kind}" not in text:
        return text
    if isinstance(e, DealDamage) and e.source == _SELF:
        recipient = text.rpartition(" to ")[2]
        if not re.search(r"\bits?\b", recipient):
            return text
    elif isinstance(e, ModifyPT) and e.subject == _SELF or isinstance(e, Simple) and e.subject == _SELF:
        return text
    elif not isinstance(e, (DealDamage, ModifyPT, Simple, AddMana)):
        return text
    return text.replace(f"its {own.kind}", f"this creature's {own.kind}", 1)


_SOURCE_DURATION_WORDS = {"while_source_tapped": "this remains tapped",
                          "while_source_on_battlefield": "this remains on the battlefield",
                          "while_you_control_source": "you control this",
                          "while_you_control_source_tapped": "you control this and this remains tapped"}
"""The "for as long as" durations tied to the source (611.2b), as Oracle text says them."""


def _effect_text(e: Effect, targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    def ref(r: Ref) -> str:
        return _ref(r, targets, offset)

    if isinstance(e, Simple) and e.kind == "for_each_opponent_targets":  # render.exchanges (601.2c)
        return for_each_opponent_text(e, lambda inner: _effects(inner, targets, offset)) or ""
    if isinstance(e, DealDamage):
        if e.amount.kind == "remembered" and _amount(e.amount) == "that much":  # a number an earlier event gave
            return f"{_cap(ref(e.source))} deals that much damage to {ref(e.to)}."
        if e.amount.kind not in ("fixed", "x"):  # 120.1: "deals damage equal to its power to ..."
            source = _cap(ref(e.source))
            to = "itself" if e.to == e.source and e.to.kind == "target" else ref(e.to)  # Inner Struggle
            return f"{source} deals damage equal to {_amount(e.amount)} to {to}."
        return f"{_cap(ref(e.source))} deals {_amount(e.amount)} damage to " \
               f"{damage_recipient_words(e.to, ref(e.to), targets, offset)}."
    if isinstance(e, DivideDamage):  # 601.2d
        among = _divided_among(targets, e.index - offset)
        if _MENTIONED.get() is not None:  # named again later as "those creatures" (608.2c)
            _MENTIONED.get().add(e.index)  # type: ignore[union-attr]
        if e.kind == "divide_counters":
            n = _number_word(e.amount.value) if e.amount.kind == "fixed" else _amount(e.amount)
            return f"Distribute {n} +1/+1 counters among {among}."
        if e.kind == "divide_shields":
            return _prevention(to=among, amount=e.amount, divided=True)
        how = "evenly, rounded down," if e.evenly else "as you choose"
        return f"This deals {_amount(e.amount)} damage divided {how} among {among}."
    if isinstance(e, ModifyPT) and e.kind == "goad":  # 701.38a
        return goad_text(e, ref(e.subject))
    if isinstance(e, ModifyPT) and e.keywords == {LURE} and (e.power, e.toughness) == (fixed(0), fixed(0)):
        return f"All creatures able to block {ref(e.subject)} this turn do so."  # 509.1c
    if isinstance(e, ModifyPT):
        p, t = _amount(e.power), _amount(e.toughness)
        per = _per_each(e.power, e.toughness)
        if per is not None:  # "+2/+0 ... for each other attacking Goblin": each counted object gives times/times
            p, t = (str(a.times) if _each_counted(a) is not None else _amount(a) for a in (e.power, e.toughness))
        where = per or _where_x(e.power, e.toughness)
        if where is not None and per is None:  # "gets -X/-X until end of turn, where X is the number of Elves you control" (107.3c)
            p, t = ("X" if a.kind != "fixed" else _amount(a) for a in (e.power, e.toughness))
        parts = []
        if (p, t) != ("0", "0"):
            sign_p = "-" if e.power.value < 0 or e.power.times < 0 else "+"
            sign_t = "-" if e.toughness.value < 0 or e.toughness.times < 0 else "+"
            if (p, sign_t) == ("0", "-") or (t, sign_p) == ("0", "-"):  # "-3/-0", "-0/-3"
                sign_p = sign_t = "-"
            parts.append(f"gets {sign_p}{p.lstrip('-')}/{sign_t}{t.lstrip('-')}")
        this_turn = e.duration == "end_of_turn"
        held = frozenset(k for k in e.keywords if not k.startswith(_VERB_KEYWORDS))
        rules = frozenset(k for k in e.keywords if k.startswith(_VERB_KEYWORDS))
        if held or (rules and not this_turn):
            parts.append(_keywords_said("it", held if this_turn else e.keywords, "gain"))
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(e.duration, "")
        if e.duration in _SOURCE_DURATION_WORDS:  # 611.2b
            until = f" for as long as {_SOURCE_DURATION_WORDS[e.duration]}"
        restricted = _this_turn(_keywords_said("it", rules)) if rules and this_turn else ""
        who = ref(e.subject)
        if who == "those permanent or players":  # only permanents have P/T and abilities: "Those permanents can't block"
            who = "those permanents"
        if e.subject.kind == "all" and e.subject.filter is not None:  # "Creatures you control get +1/+1"
            who = _group(e.subject.filter) if parts else _plural(e.subject.filter.describe())
            if not who.startswith("each "):  # "each creature ... gains", one at a time
                parts = [_plural_verbs(p.replace("gets ", "get ", 1).replace("gains ", "gain ", 1)) for p in parts]
        elif who == "them" and parts:  # the tokens just created, as the subject: "They gain first strike ..."
            who = "they"
            parts = [p.replace("gets ", "get ", 1).replace("gains ", "gain ", 1) for p in parts]
        elif (e.subject.kind == "those" or who.startswith("those ")) and parts:  # "those creatures get -2/-2" (a group named before)
            parts = [_plural_verbs(p.replace("gets ", "get ", 1).replace("gains ", "gain ", 1)) for p in parts]
        elif who.split(" target ")[0] in _SEVERAL and parts:  # "Up to two target creatures each get +2/+2"
            parts = [p.replace("gets ", "get ", 1).replace("gains ", "gain ", 1) for p in parts]
            parts[0] = "each " + parts[0]
        if not parts:  # "Target creature can't block this turn." (a restriction lasts "this turn", 611.2a)
            if e.subject.kind == "all" or who.split(" target ")[0] in _SEVERAL or who.startswith("those "):
                restricted = re.sub(r"^(attack|block)s ", r"\1 ", restricted)  # "Creatures ... attack this turn"
            return f"{_cap(who)} {restricted}."
        return f"{_cap(who)} {' and '.join(parts)}{until}{' and ' + restricted if restricted else ''}{where or ''}."
    if isinstance(e, AddMana) and e.combination and e.choices and e.amount.kind not in ("fixed", "x") \
            and not e.only_for:  # "Add X mana in any combination of colors, where X is ..." (106.1, 107.3)
        which = "colors" if len(e.choices) == 5 else " and/or ".join(f"{{{m}}}" for m in e.choices)
        return f"Add X mana in any combination of {which}, where X is {_amount(e.amount)}."
    if isinstance(e, AddMana) and e.amount.kind == "x" and (e.choices and len(e.choices) < 5 or e.mana):
        if e.mana and e.amount.plus:  # the mana batteries
            return f"Add {{{e.mana[0]}}}, then add an additional {{{e.mana[0]}}} for each counter removed this way."
        if e.mana:  # the storage lands (rules.casting.storage_lands): X is the number of counters removed
            return f"Add {{{e.mana[0]}}} for each counter removed this way."
        return "Add X mana in any combination of " + " and/or ".join(f"{{{m}}}" for m in e.choices) + "."
    if isinstance(e, AddMana) and isinstance(e.only_for, SpendRestriction) and e.only_for.abilities is not None:
        from kitchentable.cards.render.ability_mana import ability_mana_text  # 106.6, `phrases.ability_mana`

        return f"{_effect(replace(e, only_for=None), targets, offset)} {ability_mana_text(e.only_for)}"
    if isinstance(e, AddMana) and isinstance(e.only_for, SpendRestriction) and e.only_for.other_costs:  # Powerstone
        what = e.only_for.spells.describe().replace(" permanent", "").replace(" spell", "")
        return f"{_effect(replace(e, only_for=None), targets, offset)} This mana can't be spent to cast a non{what} " \
               "spell."
    if isinstance(e, AddMana) and e.only_for is not None:  # 106.6
        spells = e.only_for.spells if isinstance(e.only_for, SpendRestriction) else e.only_for
        if spells.commander and not isinstance(e.only_for, SpendRestriction):  # 903.3 (phrases.commander)
            return f"{_effect(replace(e, only_for=None), targets, offset)} Spend this mana only to cast your commander."
        what = spells.describe().replace(" permanent", "").replace(" spell", "")
        rider = ", and that spell can't be countered" if isinstance(e.only_for, SpendRestriction) else ""
        return f"{_effect(replace(e, only_for=None), targets, offset)} Spend this mana only to cast " \
               f"{_count(fixed(1), what + ' spell') if '?' not in what else what + ' spells'}{rider}."
    if isinstance(e, AddMana) and "?chosen" in e.choices and len(e.choices) == 2 and e.amount == fixed(1):
        thriving_color = next(m for m in e.choices if m != "?chosen")  # `phrases.entering_tapped_forms`
        return f"Add {{{thriving_color}}} or one mana of the chosen color."
    if isinstance(e, AddMana) and e.choices:  # groups, combinations, "that land produced"
        n = e.amount.value if e.amount.kind == "fixed" else 1
        if e.choices == ("?produced",):
            return f"Add {_number_word(n)} mana of any type that land produced."
        if e.different:  # `phrases.different_colors_mana` (106.1)
            return f"Add {_number_word(n)} mana of different colors."
        if e.combination:
            what = "colors" if len(e.choices) == 5 else " and/or ".join(f"{{{m}}}" for m in e.choices)
            many = "X" if e.amount.kind == "x" else _number_word(n)  # the storage lands' X (counters removed)
            return f"Add {many} mana in any combination of {what}."
        if len(e.choices) < 5:
            symbols = ["".join(f"{{{m}}}" for m in c) for c in e.choices]
            listed = " or ".join(symbols) if len(symbols) == 2 else ", ".join(symbols[:-1]) + ", or " + symbols[-1]
            return f"Add {listed}." if n == 1 else f"Add {_amount(e.amount)} mana of one of {listed}."
    if isinstance(e, AddMana):
        if e.choices and e.amount.kind == "x":
            return "Add X mana of any one color."
        if e.choices and e.amount.kind != "fixed":  # 107.3c: an amount counted as it resolves is an X
            return f"Add X mana of any one color, where X is {_amount(e.amount)}."
        if e.choices:
            n_said = _number_word(e.amount.value)
            return f"Add {n_said} mana of any one color." if e.amount.value != 1 else \
                "Add one mana of any color."
        if "?chosen" in e.mana:
            return "Add one mana of the chosen color."
        if "?identity" in e.mana:  # 903.4e (phrases.commander)
            return "Add one mana of any color in your commander's color identity."
        if e.amount.kind == "count" and e.amount.filter is not None:  # "Add {G} for each Elf you control."
            return "Add " + "".join(f"{{{m}}}" for m in e.mana) + f" for each {_each(e.amount.filter)}."
        if e.amount.kind not in ("fixed", "count"):  # "Add an amount of {G} equal to your devotion to green."
            return "Add an amount of " + "".join(f"{{{m}}}" for m in e.mana) + f" equal to {_amount(e.amount)}."
        return "Add " + "".join(f"{{{m}}}" for m in e.mana) + "."
    if isinstance(e, CreateToken) and e.copy_of is not None:
        return _token_copy(e, ref(e.copy_of))
    if isinstance(e, CreateToken) and e.token is not None:
        t = e.token
        body = _token_body(t) if e.size is None else _sized_token_body(t)
        said_kws, restrictions = token_keywords_said(t)
        kws = f" with {_listed(said_kws)}" if said_kws else ""
        kws += _token_counters(e, kws)
        quoted = restrictions + [f'"{activated_text(a)}"' for a in t.activated] \
            + [f'"{triggered_text(a)}"' for a in t.triggered if not keyword_trigger(t, a)] if t.power is not None else []
        plural = not (e.amount.kind == "fixed" and e.amount.value == 1)
        kws, said_with = quoted_after_with(e, kws, quoted)
        has = f" {'They have' if plural else 'It has'} {' and '.join(quoted)}" if quoted and not said_with else ""  # 111.4
        attacking = (" that's" if not plural else " that are") + " tapped and attacking (508.4)" if e.attacking else ""
        made = _count(e.amount if e.amount != e.size else X, ("tapped " if e.tapped and not e.attacking else "") + body + " token")
        if made.startswith("a tapped ") or made.startswith("an tapped "):
            made = "a tapped " + made.split(" tapped ", 1)[1]
        who = ref(e.controller) if e.controller != Ref("you") else "you"
        verb = "Create" if who == "you" else f"{_cap(who)} creates"
        for counted in (" equal to ", " for each "):  # "a number of 1/1 ... tokens with flying equal to ...",
            if counted in made and kws:  # "a 1/1 ... token with islandwalk for each +1/+1 counter on ~"
                made, _, count = made.partition(counted)
                kws = f"{kws}{counted}{count}"
                break
        tail = f"{attacking}{_token_size_where(e)}"
        end = "" if said_with and not tail and kws.endswith('."') else "."  # the quote's own period ends it
        return named_token_said(t, f"{verb} {made}", kws, f"{tail}{end}{has}")
    if isinstance(e, Conditional) and e.kind == "conditional_instead" and _damage_instead(e):
        return _damage_instead_said(e, targets, offset)
    if isinstance(e, Conditional) and e.kind.startswith("conditional_instead") and e.otherwise:  # 614.1a
        first = " ".join(_effect(x, targets, offset) for x in e.otherwise)
        then = (_effects(e.then, targets, offset) if _one_damage(e.then)
                else _scoped(tuple(_effect(x, targets, offset) for x in e.then))).rstrip(".")
        if e.kind == "conditional_instead_after":
            return f"{first} {then} instead if {_condition_words(e.condition)}."
        return f"{first} If {_condition_words(e.condition)}, {then[:1].lower()}{then[1:]} instead."
    if isinstance(e, Conditional) and e.kind in ("conditional_after", "conditional_after_also"):  # "... if ..."
        then = _scoped(tuple(_effect(x, targets, offset) for x in e.then)).rstrip(".")
        if e.kind == "conditional_after_also":  # "That creature also gains ... if ..." (a later paragraph)
            then = _also_after_subject(then)
        other = _scoped(tuple(_effect(x, targets, offset) for x in e.otherwise)) if e.otherwise else ""
        return f"{then} if {_condition_words(e.condition)}." + (f" Otherwise, {other[:1].lower()}{other[1:]}"
                                                                 if other else "")
    if isinstance(e, Conditional) and e.kind == "conditional" and _same_shape(e.then, e.otherwise) \
            and (e.condition.kind in ("kicked", "tagged") or (e.condition.kind == "target_is" and e.condition.ref is None)):
        # "A. If [condition], B instead." (614.1a): the same as "If [condition], B. Otherwise, A.", in the order
        # Oracle text writes a kicker's or a condition's bigger effect
        first = _effects(e.otherwise, targets, offset)
        then = _effects(e.then, targets, offset).rstrip(".")
        if len(e.then) == 1 and isinstance(e.then[0], DealDamage) and e.then[0].to.kind == "target":
            then = then.partition(" damage to ")[0] + " damage"  # the same target: "it deals 4 damage instead"
        if e.condition.kind == "kicked":  # "If this spell was kicked, it deals ...": "it" is the spell just named
            then = re.sub(r"^This deals ", "It deals ", then)
        return f"{first} If {_condition_words(e.condition)}, {then[:1].lower()}{then[1:]} instead."
    if isinstance(e, Conditional):
        mentioned = _MENTIONED.get()
        before = set(mentioned) if mentioned is not None else set()
        if all(isinstance(x, DealDamage) for x in e.then):  # one source's damage: one sentence
            then = _effects(e.then, targets, offset)
        else:
            governed = tuple(_effect(x, targets, offset) for x in e.then)
            then = readied_words(e.then, governed) or _scoped(governed)
        if mentioned is not None:  # "Otherwise" is the other branch: its targets are introduced afresh
            after_then = set(mentioned)
            mentioned.clear()
            mentioned.update(before)
        cond = _REMEMBERED.get((e.condition.name, e.condition.negate), "") if e.condition.kind == "remembered" \
            else ""
        if e.condition.kind == "target_is" and e.condition.ref is not None and e.condition.filter is not None:
            kind = e.condition.filter.describe().replace(' permanent', '')
            cond = f"it's {'an' if kind[:1] in 'aeiou' else 'a'} {kind} card"
        adapt = _adapt(e)
        if adapt:
            return adapt
        if e.condition.kind == "counters_at_least" and e.condition.negate and e.condition.name == "+1/+1":
            cond = "this has no +1/+1 counters on it"  # adapt (701.46a)
        if cond == _REMEMBERED[("kinship", False)]:
            then = then.replace("reveal the top card of your library", "reveal it")
        if e.condition.kind == "counters_at_least" and then == "Sacrifice this.":
            then = "Sacrifice it."  # the condition has just named this: "..., sacrifice it" (Hickory Woodlot)
        if e.condition.kind == "targets_same_colors" and not e.otherwise and then.endswith("."):
            first, dot, rest = then.partition(". ")  # "Destroy two target ... unless either one is a color the
            return f"{first.rstrip('.')} unless either one is a color the other isn't.{' ' + rest if dot else ''}"
        if e.condition.kind == "kicked":  # "If this spell was kicked, it deals ...": the spell just named
            then = re.sub(r"^This deals ", "It deals ", then)
        then = _also(e.condition, then)
        text = f"If {cond or _condition_words(e.condition)}, {then[:1].lower()}{then[1:]}"
        if e.otherwise:
            rest = _effects(e.otherwise, targets, offset)
            first, dot, second = rest.partition(". ")
            if dot and _ONE_SENTENCE.fullmatch(first + ".") and _ONE_SENTENCE.fullmatch(second):
                rest = f"{first} and {second[:1].lower()}{second[1:]}"  # both are the other branch (608.2c)
            text += f" Otherwise, {rest[:1].lower()}{rest[1:]}"
        if mentioned is not None:
            mentioned.update(after_then)
        return text
    if isinstance(e, Optional_):
        e = replace(e, then=_searched_once(e.then))
        mentioned = _MENTIONED.get()
        before = set(mentioned) if mentioned is not None else set()
        governed = tuple(_effect(x, targets, offset) for x in e.then)
        then = " ".join(governed)
        if e.unless and e.cost is not None:
            who = ref(e.chooser)
            paid = _cost(e.cost)
            if who == "you" and not paid.startswith("Pay "):  # "unless you sacrifice a Forest", "unless you pay {B}" (118.12)
                said = ", ".join(f"pay {part}" if part.startswith("{") else part[:1].lower() + part[1:]
                                 for part in paid.split(", "))
                return f"{then.rstrip('.')} unless you {said}."
            if who == "that player" and ("that player" in then.lower() or _PLAYER_FIRST.match(then)):
                who = "they"  # "That player ... unless they pay {1}.", "Each opponent sacrifices ... unless they pay"
            where = f", where X is {_amount(e.x)}" if e.x is not None and e.x.kind not in ("x", "fixed") \
                and "{X}" in paid else ""  # the X to pay, counted as the ability resolves (107.3c, 608.2h)
            if e.x is not None and e.x.ref == _SELF and e.x.kind in ("power", "toughness"):
                where = where.replace("X is its ", "X is this creature's ")  # "its" would be the target's
            head, stop, tail = then.partition(". If ")  # the "unless" ends the first sentence (Syncopate)
            unless = f"{head.rstrip('.')} unless {who} {'pay' if who in ('you', 'they') else 'pays'} " \
                     f"{paid.removeprefix('Pay ')}{where}."
            return f"{unless} If {tail}" if stop else unless
        if e.cost is not None and e.cost.evidence and e.cost == Cost(evidence=e.cost.evidence):
            return f"You may collect evidence {e.cost.evidence}. If you do, {then[:1].lower()}{then[1:]}"
        if e.cost == Cost(forage=True):  # 701.61a
            return forage_text(then)
        if e.cost is not None:
            x = " (X is its mana value)" if e.x is not None else ""
            if e.x is not None and e.x.kind == "mana_value" and e.x.ref is not None and e.x.ref.kind == "target" \
                    and " card from " in then:  # Relentless Dead: "another target Zombie creature card with mana value X"
                x, then = "", then.replace(" card from ", " card with mana value X from ", 1)
            paid = _cost(e.cost).removeprefix("Pay ")
            if then.startswith("When you do"):  # 603.12
                return f"You may pay {paid}{x}. {then}"
            if not said_whole(e.then):  # a look-and-pick keeps its own sentences (phrases.if_you_do_look)
                then = readied_words(e.then, governed) or _one_scope(then)
            return f"You may pay {paid}{x}. If you do, {then[:1].lower()}{then[1:]}"
        if len(e.then) > 1:  # "You may discard a card. If you do, draw a card." (the rest needs the first)
            if mentioned is not None:  # said again from the start: the targets are introduced in these words
                mentioned.clear()
                mentioned.update(before)
            together = _together(e.then, targets, offset)
            if together is not None:  # "You may untap ~ and remove it from combat." (both or neither)
                return _may(together, e.then[0])
            first, rest = _effect(e.then[0], targets, offset), _effects(e.then[1:], targets, offset)
            first = _may(first, e.then[0])
            if rest.startswith(("When you do", "If you do")):  # 603.12 / 609.3: the rest says it itself
                return f"{first} {rest}"
            if not said_whole(e.then[1:]):
                rest = readied_words(e.then[1:], ()) or _one_scope(rest)
            return f"{first} If you do, {rest[:1].lower()}{rest[1:]}"
        return _may(then, e.then[0] if e.then else None)
    if isinstance(e, ForEach):
        each = " ".join(_effect(x, targets, offset) for x in e.then)
        if e.each.kind == "each_player" and len(e.then) == 1 and isinstance(e.then[0], Optional_) \
                and len(e.then[0].then) == 1 and isinstance(e.then[0].then[0], Simple) \
                and e.then[0].then[0].kind == "ante_top" and e.then[0].then[0].param("then_life") is not None:
            life = e.then[0].then[0].param("then_life")  # Rebirth (407.4)
            return ("Each player may ante the top card of their library. If a player does, that player's life "
                    f"total becomes {life}.")
        if e.each.kind == "each_player":  # 101.4: each player in turn order, starting with the active player
            return "Each player, starting with you: " + each.replace("You may", "that player may").replace(
                " your library", " their library")
        if e.each.kind == "all" and e.each.filter is not None and len(e.then) == 1 \
                and isinstance(e.then[0], DealDamage) and e.then[0].source == Ref("it") \
                and each.startswith("It deals "):  # 120.3: "Each creature you control deals damage equal to its power"
            return f"Each {e.each.filter.describe()} deals {each.removeprefix('It deals ')}"
        if e.each.kind == "all" and e.each.filter is not None:  # "For each creature target player controls, ..."
            return f"For each {e.each.filter.describe()}, {each[:1].lower()}{each[1:]}"
        return f"For each of {ref(e.each)}: {each}"
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "becomes" \
            and e.subject is not None:  # 613.6: one change in several layers
        return _becomes(e, ref(e.subject))
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "set_pt" \
            and e.static.amount is not None and e.subject is not None:  # 613.4b, 608.2h: "... X/X until end of turn"
        return _x_base_pt(e, ref(e.subject))
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "set_pt" \
            and e.static.param("said_first") and e.subject is not None:  # 611.2a: "Until your next turn, ..."
        return _base_pt_said_first(e, ref(e.subject))
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "set_pt" \
            and e.static.affected is None and e.subject is not None:  # 613.4b until a time
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(e.duration, "")
        subject = ref(e.subject)
        return f"{subject[:1].upper()}{subject[1:]} has base power and toughness " \
               f"{e.static.power}/{e.static.toughness}{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "switch_pt" \
            and e.subject is not None:  # 613.4d until a time
        until = {"end_of_turn": " until end of turn"}.get(e.duration, "")
        return f"Switch {ref(e.subject)}'s power and toughness{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "lose_keywords" \
            and e.static.affected is None and e.subject is not None \
            and (e.subject.kind != "all" or e.subject.filter is not None) \
            and (e.subject.kind != "self" or e.duration == "end_of_turn"):
        until = {"end_of_turn": " until end of turn"}.get(e.duration, "")
        subject = ref(e.subject)
        if e.subject.kind == "all" and e.subject.filter is not None:  # "Creatures your opponents control lose ..."
            subject = _group(e.subject.filter)
            subject = f"all {subject}" if _BARE_GROUP.fullmatch(subject.removeprefix("other ")) else subject
            kws = " and ".join(sorted(e.static.keywords))
            return f"{_cap(subject)} {'loses' if subject.startswith('each ') else 'lose'} {kws}{until}."
        kws = " and ".join(sorted(e.static.keywords))
        verb = "lose" if subject.startswith(("those ", "all ")) else "loses"
        return f"{_cap(subject)} {verb} {kws}{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "land_type" \
            and e.subject is not None and len(e.static.subtypes) == 1:  # 305.7 until a time
        until = {"end_of_turn": " until end of turn"}.get(e.duration, "")
        (kind,) = e.static.subtypes
        subject = ref(e.subject)
        becomes = "the chosen basic land type" if kind == "?chosen" else _count(fixed(1), kind)  # 608.2d
        return f"{subject[:1].upper()}{subject[1:]} becomes {becomes}{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.affected is None \
            and e.subject is not None and e.static.kind in ("set_colors", "add_colors", "add_types", "add_land_types") \
            and not e.static.condition \
            and (e.static.kind in ("set_colors", "add_colors") or (e.static.types or e.static.subtypes) and "?chosen"
                 not in e.static.subtypes and len(e.static.subtypes) < 3):  # 105.3, 205.1b, 305.7, 611.2a
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(e.duration, "")
        who = ref(e.subject)
        several = who.split(" target ")[0] in _SEVERAL or who.startswith(("all ", "those "))
        if e.static.param("verb") == "is" and e.static.kind in ("add_colors", "add_types"):  # "it is a Vampire ..."
            return _is_in_addition(e, who, several, until)
        if e.static.kind == "set_colors":
            return f"{_cap(who)} {'become' if several else 'becomes'} {_color_list(e.static.types)}{until}."
        if e.static.kind == "add_colors":  # 105.3: "... is black in addition to its other colors" (Rise from the Grave)
            return f"{_cap(who)} {'become' if several else 'becomes'} {_color_list(e.static.types)} in addition " \
                   f"to {'their' if several else 'its'} other colors{until}."
        kinds = " ".join([*sorted(t.lower() for t in e.static.types), *sorted(e.static.subtypes)])
        article = "an" if kinds[:1].lower() in "aeiou" else "a"
        return f"{_cap(who)} {'become' if several else 'becomes'} {article} {kinds} in addition to " \
               f"{'their' if several else 'its'} other types{until}."
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.kind == "grant_abilities" \
            and e.static.affected is None and e.subject is not None and not e.static.param("keyword_said"):
        return _quoted_grant(e, ref(e.subject))  # 611.2c, 613.1f: "gains \"...\" until end of turn"
    if isinstance(e, ApplyContinuous) and e.static is not None and e.static.affected is None \
            and e.subject is not None and e.subject.kind not in ("self", "all") \
            and (said := static_text(e.static)).startswith("This ") and said.endswith("."):
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(e.duration, "")
        return f"{_cap(ref(e.subject))} {said.removeprefix('This ').removesuffix('.')}{until}."  # 611.2a
    if isinstance(e, ApplyContinuous) and e.static is not None:
        return static_text(e.static)
    if isinstance(e, Simple) and e.kind == "reflexive_trigger":  # 603.12
        body = _modal(e.param("ability").effect)
        return f"When you do, {body[:1].lower()}{body[1:]}"
    if isinstance(e, Simple) and e.kind == "choose_and_act" and e.param("action") == "choose":
        return _chooses_own(e, ref)
    if isinstance(e, Simple) and e.kind == "choose_and_act":  # 608.2d
        flt = e.param("filter")
        what = flt.describe().replace(" permanent", "") if flt is not None else "card"
        where = {"graveyard": " from your graveyard", "hand": " from your hand"}.get(flt.zone if flt else "", "")
        what = f"{what} card".removeprefix("permanent ") if where else what  # any card: "two cards from your hand"
        who = ref(e.subject)
        if who != "you":
            return f"{who.capitalize()} {e.param('action')}s {_count(e.amount, what.replace(' you control', ''))} " \
                   "they control."
        return f"{str(e.param('action')).capitalize()} {_count(e.amount, what)}{where}."
    if isinstance(e, Simple) and e.kind == "may_play_exiled":  # impulse draw
        until = {"end_of_your_next_turn": "until the end of your next turn",
                 "until_your_next_end_step": "until your next end step"}.get(str(e.param("duration")), "this turn")
        if e.param("duration") == "while_exiled":  # 611.2c: as long as the card stays that object in exile
            plural = e.param("said") in ("them", "those cards") or str(e.param("said")).endswith("cards")
            until = f"for as long as {'they remain' if plural else 'it remains'} exiled"
        verb = ("look at and " if e.param("look") else "") + ("cast" if e.param("cast_only") else "play")
        if e.param("if_nonland"):
            return f"If it's a nonland card, you may {verb} {e.param('said')} {until}."
        if e.param("choose_one"):
            return f"Choose one of them. You may {verb} that card {until}."
        if e.param("said") and not e.param("choose_one"):  # "them", "that card", "cards exiled this way"
            return f"You may {verb} {e.param('said')} {until}."
        return f"You may {verb} the cards exiled this way {until}."
    if isinstance(e, Simple) and e.param("quality_after_it"):  # phrases.chosen_from_hand: as printed
        plain = replace(e, params=tuple(p for p in e.params if p[0] != "quality_after_it"))
        return quality_after_it(_effect(plain, targets, offset))
    if isinstance(e, Simple) and (e.kind in _INFO or e.kind == "counter" and e.param("to")):
        return _info(e, ref, lambda x: _effect(x, targets, offset))
    if isinstance(e, Simple) and (support := _support(e, targets, offset)):
        return support
    if isinstance(e, Simple) and (chosen := _sacrificed_by_its_controller(e, targets, offset, ref)):
        return chosen
    if isinstance(e, Simple) and e.kind in LIBRARY_KINDS:
        return library_text(e, ref(e.subject))
    if isinstance(e, Simple) and e.kind == "then_draw_that_many":  # phrases.draw_that_many (121.2)
        return draw_that_many_text(e, ref(e.subject))
    if isinstance(e, Simple) and e.kind == "exile_top" and e.param("imperative"):
        return _exile_top_of(e, ref(e.subject))
    if isinstance(e, Simple) and e.kind == "exile_top" and e.param("face_down"):
        return _exile_top_face_down(e, ref)
    if isinstance(e, Simple):
        return _simple(e, ref)
    return _unrendered(e.effect_kind)


_SIMPLE: dict[str, str] = {
    "draw": "{s} draws {cards}.", "discard": "{s} discards {cards}.", "mill": "{s} mills {cards}.",
    "gain_life": "{s} gains {n} life.", "lose_life": "{s} loses {n} life.", "destroy": "Destroy {s}.",
    "exile": "Exile {s}.", "bounce": "Return {s} to its owner's hand.", "tap": "Tap {s}.", "untap": "Untap {s}.",
    "counter": "Counter {s}.", "scry": "Scry {n}.", "surveil": "Surveil {n}.", "regenerate": "Regenerate {s}.",
    "add_poison": "{s} gets {poison}.", "get_energy": "{s} gets {energy}.",
    "get_player_counters": "{s} gets {counters}.", "extra_turn": "Take an extra turn after this one.",
    "become_monarch": "{s} becomes the monarch.", "proliferate": "Proliferate.", "lose_game": "{s} loses the game.", "win_game": "{s} wins the game.",
    "search_library": "Search your library for {search}, put {it} {to}, then shuffle.",
    "add_counters": "Put {counters} on {s}.", "double_counters": "Double the number of {c} counters on {s}.", "remove_counters": "Remove {counters} from {s}.",
    "return_to_battlefield": "Return {s} to the battlefield.", "gain_control": "Gain control of {s}.",
    "fight": "{s} fights another creature.", "attach": "Attach this to {s}.",
    "bounce_choice": "Return {one} to its owner's hand.",
    # ante (407) and cards from outside the game (400.11b): the Turnabout ban list's cards
    "ante": "Ante {s}.",
    "ante_to_graveyard": "Put all other cards you own from the ante into your graveyard.",
    "ante_exchange_library_top": "You own {s}. Exchange that card with the top card of your library.",
    "ante_or_exchange_ownership": "The owner of {s} may ante the top card of their library. If that player doesn't, "
                                  "exchange ownership of that artifact and this. Put the artifact card into your "
                                  "graveyard and this into that player's graveyard.",
    "shuffle_from_outside": "Choose up to {nw} cards you own from outside the game and shuffle them into your "
                            "library.",
    "replace_next_draw_with_wish": "The next time you would draw a card this turn, instead choose a card you own "
                                   "from outside the game and put it into your hand.",
    "sacrifice": "{s} sacrifices {n} {f}.", "discard_hand": "{s} discards their hand.",
    "discard_chosen": "{s} reveals their hand. You choose {chosen} from it. That player discards that card.",
    "exile_top": "{s} exiles the top {top} of their library.",
    "shuffle_into_library": "Shuffle {s} into its owner's library.",
    "put_on_library_top": "Put {s} on top of its owner's library.",
    "put_on_library_bottom": "Put {s} on the bottom of its owner's library.",
    "counters_split": "Put a {c0} counter on one of them and a {c1} counter on the other.",
    "look_and_pick": "Look at the top {n} cards of your library; put {p} into your hand and the rest {r}.",
}

_SIMPLE.update({
    "unlock_door": "Unlock a locked door of {s}.",  # 709.5 (rules/additional/rooms)
    "lock_or_unlock_door": "Lock or unlock a door of {s}.",
    "unlock_door_of_yours": "Unlock a locked door of a Room you control.",
    "put_attacking": "{s} is attacking. (508.4: put onto the battlefield attacking)",
    "become_day_night": "It becomes {day}. (724.1)",
    "populate": "Populate. (701.30: create a token that's a copy of a creature token you control)",
    "encore": "For each opponent, create a token copy of this that attacks that opponent this turn if able; they "
              "gain haste; sacrifice them at the beginning of the next end step. (702.141)",
    "exile_self_with_time_counters": "Exile this with {nw} time counters on it.",  # suspend's spells, 702.62b
    "must_block_source_this_turn": "{s} blocks this this turn if able.",
    "remove_from_combat": "Remove {s} from combat.",
    "assigns_no_combat_damage": "{s} assigns no combat damage this turn.",  # 510.1a
    "cant_regenerate_this_turn": "{s} can't be regenerated this turn.",  # 701.15
    "look_at_face_down": "Look at {s}.",  # 708.5: the face-down permanent's front, seen by you alone
    "tap_or_untap": "Tap or untap {s}.",  # 608.2d
    "untap_up_to": "Untap up to {nw} {f}s.",  # 608.2d
    "cant_block_source_this_turn": "{s} can't block this this turn.",
    "skip_next_untap": "{s} doesn't untap during its controller's next untap step.",
    "bolster": "Bolster {n}.",  # 701.39a
    "hideaway": "Hideaway {n}: look at the top {n} cards of your library, exile one face down, put the rest on "
                "the bottom in a random order.",
    "play_hidden_free": "You may play the card exiled with this without paying its mana cost.",
    "cast_free": "Its owner may cast {s} without paying its mana cost.",
    "same_for_attacking_opponents": "Each opponent attacking that player does the same.",
    "change_target": "Change the target of {s}. (115.7a)",
    "name_card": "Name a card. (201.3)",
    "skip_next_turn": "{s} skips their next turn. (614.10)",
    "discard_named": "{s} reveals their hand and discards all cards with that name.",
    "exile_graveyard": "Exile all cards from {s}'s graveyard.",
    "exile_from_graveyard": "{s} exiles {cards} from their graveyard.",
    "exile_same_name": "Search {s}'s graveyard, hand, and library for all cards with the same name as it and "
                       "exile them. Then that player shuffles.",
    "exile_until_shared_type": "{s} exiles cards from the top of their library until one shares a card type "
                               "with the exiled spell.",
    "exiled_to_bottom": "{s} puts the cards exiled this way on the bottom of their library in a random order.",
    "return_opponents_choice": "Return a {f} card of an opponent's choice from your graveyard to your hand.",
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


_INFO = frozenset({"delayed_trigger", "look_top", "look_top_card", "reveal_hand", "look_at_hand", "look_at_library_top", "exile_chosen_from_hand", "exile_from_hand_until_leaves", "cast_target_card_free", "clash", "flip_coin",
                   "kinship_check", "reveal_top_card", "choose_then", "shuffle_zones_into_library", "shuffle",
                   "put_it", "search_zones", "return_at_random", "at_random_then"})


_REMEMBERED = {("won_clash", False): "you win",  # 701.23d: "If you win, ..." after "Clash with an opponent."
               ("won_flip", False): "you win the flip",
               ("won_flip", True): "you lose the flip",
               ("kinship", False): "it shares a creature type with this"}  # kinship: the card looked at


_REST = {"bottom": "on the bottom of your library", "top": "back on top of your library",
         "graveyard": "into your graveyard", "hand": "into your hand"}


def _possessive(who: str) -> str:
    """"target player" -> "target player's", "you" -> "your"."""
    return "your" if who == "you" else f"{who}'s"


def _info(e: Simple, ref: Callable[[Ref], str], sub: Callable[[Effect], str]) -> str:
    who = ref(e.subject)
    if e.kind == "delayed_trigger" and e.param("when") == NEXT_CAST:  # phrases.next_cast_triggers (603.7a)
        return next_cast_text(e, sub)
    if e.kind == "delayed_trigger" and e.param("when") == DURATION:  # language.duration_triggers (603.7b)
        return duration_text(e)
    if e.kind == "delayed_trigger":
        inner = " ".join(sub(x) for x in e.param("effects", ()))
        text = f"{str(e.param('text')).capitalize()}, {inner[:1].lower()}{inner[1:]}"
        if e.subject.kind == "target" and who.startswith(("target ", "up to ")):  # the watched target, first named
            return f"Choose {who}. {text}"  # here: "Choose target creature. When that creature dies this turn, ..."
        return text
    if e.kind == "counter":
        where = {"exile": "exile it instead of putting it into its owner's graveyard",
                 "library": "put it on top of its owner's library instead of into that player's graveyard",
                 "hand": "put it into its owner's hand instead of into that player's graveyard"}[str(e.param("to"))]
        return f"Counter {who}. If that spell is countered this way, {where}."
    if e.kind == "search_zones":  # phrases.search_zones (701.23b)
        return search_zones_text(e)
    if e.kind in ("return_at_random", "at_random_then"):  # phrases.at_random (608.2d)
        return at_random_text(e, sub)
    if e.kind == "choose_then" and (becomes := _becomes_chosen_type(e, ref)):
        return becomes
    if e.kind == "choose_then":
        inner = " ".join(sub(x) for x in e.param("effects", ()))
        what = "color" if e.param("what") == "color" else str(e.param("noun", "creature type"))
        if what == "basic land type" and inner.count("the chosen basic land type") == 1:  # 608.2d
            return inner.replace("the chosen basic land type", "the basic land type of your choice")
        if what == "color" and inner.count("?chosen") == 1 and "protection from ?chosen" in inner \
                and len(e.param("choices", ())) == 5 and not e.param("said_first"):  # chosen as the effect resolves (608.2d)
            return inner.replace("?chosen", "the color of your choice")
        return f"Choose a {what}. {inner}".replace("?chosen", f"the chosen {what}")
    if e.kind == "put_it" and e.param("looked_owner") or e.kind == "look_top" and e.param("player_library"):
        return library_placement_simple(e, lambda r: who if r == e.subject else ref(r)) or ""  # phrases.looked_card
    if e.kind == "put_it" and e.param("said"):
        return _put_looked_at_card(e)
    if e.kind == "put_it":
        return "Put that card " + {"battlefield": "onto the battlefield", "graveyard": "into your graveyard"}.get(
            str(e.param("to")), "into your hand") + "."
    if e.kind == "look_top_card":
        return "Look at the top card of your library."
    if e.kind == "shuffle":
        return "Shuffle your library." if who == "you" else f"{_cap(who)} shuffles their library."
    if e.kind == "shuffle_zones_into_library":
        zones = " and ".join(e.param("zones", ()))
        verb = "shuffle" if who == "you" else "shuffles"
        whose = "your" if who == "you" else "their"
        return f"{_cap(who)} {verb} {whose} {zones} into {whose} library."
    if e.kind == "reveal_hand":
        return f"{_cap(who)} reveals their hand."
    if e.kind == "look_at_hand":
        return f"Look at {_possessive(who)} hand."
    if e.kind == "look_at_library_top":
        return f"Look at the top {_count(e.amount, 'card').removeprefix('a ')} of {_possessive(who)} library."
    if e.kind == "exile_chosen_from_hand":
        flt = e.param("filter")
        what = _count(e.amount, flt.describe().replace(" permanent", "") + " card" if flt is not None else "card")
        return f"{_cap(who)} reveals their hand. You choose {what} from it and exile that card."
    if e.kind == "cast_target_card_free":  # 608.2g (`phrases.cast_target_card`)
        said = f"You may cast {who} without paying its mana cost."
        if e.param("exile_instead"):
            this_turn = " this turn" if e.param("this_turn") else ""
            said += f" If that {e.param('said', 'spell')} would be put into {e.param('whose', 'your')} " \
                    f"graveyard{this_turn}, exile it instead."
        return said
    if e.kind == "exile_from_hand_until_leaves":  # 610.3c (`phrases.hand_exile_until_leaves`)
        flt = e.param("filter")
        what = _count(fixed(1), flt.describe().replace(" permanent", "") + " card" if flt is not None else "card")
        if e.param("look"):
            return f"Look at {_possessive(who)} hand. You may exile {what} from it until this leaves the battlefield."
        joined = " and you choose" if e.param("joined") else ". You choose"
        return f"{_cap(who)} reveals their hand{joined} {what} from it. Exile that card until this leaves " \
               "the battlefield."
    if e.kind == "clash":
        return "Clash with an opponent."
    if e.kind == "kinship_check":
        return "You may look at the top card of your library."
    if e.kind == "reveal_top_card":
        return "Reveal the top card of your library."
    if e.kind == "flip_coin":
        return "Flip a coin." if who == "you" else f"{_cap(who)} flips a coin."
    return _look_top_text(e)


def _set_mechanic_simple(e: Simple) -> str | None:
    """Voting (701.32a), manifest dread (701.62a), warp's exile (702.185a)."""
    def text(effects: tuple[Effect, ...]) -> str:
        words = " ".join(_effect(x, ()) for x in effects).rstrip(".")
        return words[:1].lower() + words[1:]

    if e.kind == "vote":
        a, b = e.param("choices")
        return f"Starting with you, each player votes for {a} or {b}. (701.32a)"
    if e.kind == "vote_branch":
        tie_first = e.param("tie_first")
        first = f"If {e.param('first')} gets more votes{' or the vote is tied' if tie_first else ''}, " \
                f"{_one_scope(text(e.param('then'))).rstrip('.')}."
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


def _prevention(*, to: str | None = None, by: str | None = None, amount: Amount | None = None, combat: bool = False,
                next_time: bool = False, source: str = "", instead_to: str | None = None, divided: bool = False,
                turn_first: bool = False, would_deal: bool = False, this_turn: bool = True, tail: str = "") -> str:
    """615.7, 614.9: every prevention or redirection shield as Oracle text says it, from what it does:
    - all damage dealt to (`to`) and/or by (`by`) something: "Prevent all [combat] damage that would be dealt
      [to S][ and dealt by S] this turn."; with no object, every such damage ("... that would be dealt this turn");
    - the next `amount` of damage to something: "Prevent the next 3 damage that would be dealt to S this turn."
      (`divided`: "... this turn to S, divided as you choose"; a counted amount is "X ..., where X is ...");
    - the next time damage would be dealt (`next_time`): "The next time [a source of your choice] would deal
      damage to S this turn, prevent that damage.";
    - from a chosen `source` ("a source of your choice", "a red source of your choice"): "The next 3 damage that
      a source of your choice would deal to S this turn is prevented.";
    and with `instead_to`, the damage is dealt to that object or player instead of being prevented (614.9).
    `turn_first` puts "this turn" before the object ("that would be dealt this turn by attacking creatures"),
    `would_deal` says the damage an object deals as "X would deal" ("Prevent all combat damage target creature
    would deal this turn."), as the card's own text orders it."""
    kind = "combat damage" if combat else "damage"
    turn = " this turn" if this_turn else ""
    where = ""
    if amount is not None and amount.kind not in ("fixed", "x"):  # 107.3c: "the next X damage ..., where X is ..."
        where, amount = f", where X is {_amount(amount)}", X
    n = _amount(amount) if amount is not None else ""
    objects = f"to and dealt by {to}" if to and to == by else f"to {to}" if to else f"by {by}" if by else ""
    if source:  # the damage a chosen source deals: "a source of your choice would deal damage to you"
        deals = f"{source} would deal {kind} to {to}{turn}"
        if next_time:
            head = f"The next time {deals}, "
            return head + (f"that damage is dealt to {instead_to} instead." if instead_to
                           else f"prevent that damage.{tail}")
        said = f"The next {n} {kind} that {source} would deal to {to}{turn}"
        return said + (f" is dealt to {instead_to} instead." if instead_to else f" is prevented.{tail}")
    if next_time:
        head = f"The next time {kind} would be dealt {objects}{turn}, "
        return head + (f"that damage is dealt to {instead_to} instead." if instead_to else f"prevent that damage.{tail}")
    if amount is not None and instead_to:
        return f"The next {n} {kind} that would be dealt {objects}{turn} is dealt to {instead_to} instead."
    head = f"Prevent the next {n} {kind}" if amount is not None else f"Prevent all {kind}"
    if would_deal and by and not to:
        return f"{head} {by} would deal{turn}.{tail}"
    placed = f"{turn} {objects}" if (turn_first or divided) and objects else f" {objects}{turn}" if objects else turn
    return f"{head} that would be dealt{placed}{', divided as you choose' if divided else ''}{where}.{tail}"


def _damage_shield(e: Simple, subject: str, ref: Callable[[Ref], str]) -> str:
    """A damage shield (615.7) or a redirection (614.9), said by `_prevention`."""
    redirect = e.param("redirect")
    return _prevention(
        to=subject, amount=e.amount, combat=bool(e.param("combat") or e.param("combat_only")),
        next_time=e.amount is None and not e.param("all_turn"),
        source="a source of your choice" if e.param("choose_source") else "",
        instead_to=ref(redirect) if isinstance(redirect, Ref) else None,
        tail=" You gain life equal to the damage prevented this way." if e.param("gain") else "")


def _together(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...], offset: int) -> str | None:
    """Two instructions an optional effect does together, as Oracle text says them in one sentence: a flicker
    ("exile target creature you control, then return it to the battlefield", 610.3), leaving combat untapped
    ("untap ~ and remove it from combat", 506.4), or two actions on one object that `_effects` joins ("untap target
    creature and gain control of it"); None for other pairs."""
    if len(effects) != 2 or not all(isinstance(x, Simple) for x in effects):
        return None
    one, two = effects
    assert isinstance(one, Simple) and isinstance(two, Simple)
    mentioned = _MENTIONED.get()
    before = set(mentioned) if mentioned is not None else set()

    def undo() -> None:
        if mentioned is not None:
            mentioned.clear()
            mentioned.update(before)

    if one.kind == "exile" and two.kind == "return_to_battlefield" and (two.subject.kind in ("it", "exiled") or two.subject == one.subject):
        first, then = _effect(one, targets, offset), _effect(two, targets, offset)
        return f"{first.rstrip('.')}, then {then[:1].lower()}{then[1:]}"
    if (one.kind, two.kind) == ("untap", "remove_from_combat") and one.subject == two.subject:
        first, then = _effect(one, targets, offset), _effect(two, targets, offset)
        return f"{first.rstrip('.')} and {then[:1].lower()}{then[1:]}"
    if one.kind not in _FIRST_ON_IT or two.kind not in _THEN_ON_IT:
        return None
    said = _effects(effects, targets, offset)
    if ". " in said or said.count(".") != 1:
        undo()
        return None
    return said


_PLAIN_WORDS = frozenset({"other", "creatures", "attacking", "blocking", "all", "nontoken", "tapped", "untapped",
                          "white", "blue", "black", "red", "green", "colorless", "multicolored", "artifact",
                          "enchanted", "equipped", "legendary", "it", "this", "those", "up", "any"})


def _may(then: str, first: Effect | None) -> str:
    """An instruction made optional for its controller (608.2d): "You may draw a card.", "You may have this deal
    1 damage to any target.", "You may have target player lose 1 life." (another object or player does it: "have"
    and the verb unconjugated)."""
    if isinstance(first, ApplyContinuous) and first.static is not None and first.static.kind == "becomes" \
            and " becomes " in then and not then.startswith("Until "):  # "You may have this become a 3/3 ..."
        who, _, rest = then.partition(" becomes ")
        return f"You may have {who[:1].lower()}{who[1:]} become {rest}"
    if isinstance(first, DealDamage) and " deals " in then:
        source, _, rest = then.partition(" deals ")
        return f"You may have {source[:1].lower()}{source[1:]} deal {rest}"  # "you may have this deal 1 damage"
    if isinstance(first, ModifyPT) and not then.startswith(("You ", "Target ", "Each ", "That ", "Another ")):
        found = re.search(r" (gets|get|gains|gain|has|have) ", then)  # "You may have other attacking creatures get"
        if found is not None:
            base = {"gets": "get", "gains": "gain", "has": "have"}.get(found.group(1), found.group(1))
            said = then[:found.start()] + f" {base} " + then[found.end():]
            word = said.split(" ", 1)[0]
            keep = word.lower() not in _PLAIN_WORDS  # a subtype keeps its capital ("Ally creatures you control")
            return f"You may have {said if keep else said[:1].lower() + said[1:]}"
    other = _OTHER_ACTS.match(then)
    if other is not None:
        verb = other.group(2)
        verb = verb[:-2] if verb.endswith(("ches", "shes", "sses", "xes")) else "have" if verb == "has" \
            else verb[:-1]
        rest = re.sub(r" and (gain|lose|get|deal)s\b", r" and \1", then[other.end():])
        return f"You may have {other.group(1)[:1].lower()}{other.group(1)[1:]} {verb}{rest}"
    said = then.removeprefix("You ")
    return f"You may {said[:1].lower()}{said[1:]}"


def _support(e: Simple, targets: tuple[TargetSpec, ...], offset: int) -> str:
    """701.41a: "Support N." on a permanent is a +1/+1 counter on each of up to N other target creatures; "" for
    any other effect."""
    if e.kind != "add_counters" or e.subject.kind != "target" or e.amount != fixed(1) \
            or e.param("counter", "+1/+1") != "+1/+1" or len(e.params) > 1:
        return ""
    i = e.subject.index - offset
    spec = targets[i] if 0 <= i < len(targets) else None
    if spec is None or spec.min != 0 or spec.max < 1 \
            or spec.filter != Filter(types=frozenset({"Creature"}), other=True):
        return ""  # an instant's or sorcery's support ("up to N target creatures") is also written out in full
    if _MENTIONED.get() is not None:
        _MENTIONED.get().add(e.subject.index)  # type: ignore[union-attr]
    return f"Support {spec.max}."


def _prevention_simple(e: Simple, ref: Callable[[Ref], str]) -> str | None:
    """The prevention effects other than damage shields (615.1), by `_prevention`; None for other effects."""
    if e.kind == "prevent_next":
        return _prevention(to=ref(e.subject), amount=e.amount)
    if e.kind == "prevent_combat_this_turn":
        return _prevention(combat=True)
    if e.kind == "prevent_combat_to_and_by":
        subject = ref(e.subject)
        return _prevention(to=subject, by=subject, combat=True)
    if e.kind == "prevent_next_from_source":
        flt = e.param("filter")
        kind = _card_kind(flt).replace(" and/or ", " ").replace(" ", " or ") if flt is not None else ""
        chosen = " ".join(x for x in (kind, "source of your choice") if x)
        return _prevention(to="you", next_time=True, source=f"{'an' if chosen[0] in 'aeiou' else 'a'} {chosen}")
    if e.kind == "prevent_damage_this_turn":
        subject = str(e.param("said_self")) if e.param("said_self") else ref(e.subject)  # a Gideon's "him"
        if e.subject.kind == "all" and e.subject.filter is not None:  # "to creatures you control" (a group)
            subject = _plural(e.subject.filter.describe())
        order = e.param("order")
        by = bool(e.param("by"))
        return _prevention(to=None if by else subject, by=subject if by else None, combat=bool(e.param("combat")),
                           turn_first=order == "turn_first", would_deal=order == "would_deal")
    return None


# A sentence whose subject is an object or player other than you ("Target creature gets +2/+0 ...", "Target player
# loses 1 life ..."): made optional, it is "You may have target creature get ..." (its verb unconjugated).
_OTHER_ACTS = re.compile(r"^((?:Target|Each|That|Another target|Up to one target|Enchanted|Equipped) [\w ,'-]*?"
                         r"(?:player|opponent|creature|permanent|artifact|land)"
                         r"(?: (?:you|defending player|an opponent|target player|that player) controls?)?) (\w+s)\b")


_SEVERAL = {"X", "up to two", "up to three", "up to four", "up to five", "two", "three", "four", "five", "six",
            "seven", "up to six", "up to seven", "any number of"}


def _simple(e: Simple, ref: object) -> str:
    assert callable(ref)
    said = player_rule_and_emblem_simple(e, ref)
    if said is not None:
        return said
    said = library_placement_simple(e, ref)
    if said is not None:
        return said
    if e.kind == "damage_shield":  # 615.7: no number is "the next time ... prevent that damage"
        return _damage_shield(e, ref(e.subject), ref)
    prevention = _prevention_simple(e, ref)
    if prevention is not None:
        return prevention
    if e.amount is None:  # an effect with no number (doubling counters, 701.10e): the templates never say one
        e = replace(e, amount=Amount("fixed", 1))
    levels = render_levels_simple(e, lambda x: _effect(x, ()))
    if levels is not None:  # dice 706, station 702.184
        return levels
    flt = e.param("filter")
    subject = ref(e.subject)
    if e.kind in ("scry", "surveil") and e.param("said_you"):  # phrases.said_subject_actions
        return f"You {e.kind} {_amount(e.amount)}."
    if e.kind == "damage_player_and_theirs":  # 120.2a (render.player_and_theirs)
        return player_and_theirs_text(e, subject)
    if e.kind == "attach" and e.param("said_it"):  # "When this Equipment enters, attach it to ..." (701.3a)
        return f"Attach it to {subject}."
    template = _SIMPLE.get(e.kind)
    if e.kind == "sacrifice" and flt is None and e.subject.kind == "all" and e.subject.filter is not None:
        return f"Sacrifice all {_plural(e.subject.filter.describe())}."  # "Sacrifice all creatures you control."
    if e.kind == "sacrifice" and flt is None:
        return f"Sacrifice {subject}."
    if e.kind == "sacrifice":  # "Each player sacrifices a creature." (701.21a: one's own)
        verb = "sacrifice" if subject == "you" else "sacrifices"
        what = _count(e.amount, flt.describe().replace(" you control", ""))
        choice = " of their choice" if e.param("their_choice") else ""  # today's wording (701.21a)
        return f"{_cap(subject)} {verb} {what}{choice}."
    if e.kind in ("gain_life", "lose_life") and e.amount.kind not in ("fixed", "x"):
        verb = e.kind.split("_")[0]
        if e.amount.kind == "remembered" and _amount(e.amount) == "that much":  # "you gain that much life"
            return f"{_cap(subject)} {verb if subject == 'you' else verb + 's'} that much life."
        a = e.amount
        if _each_counted(a) is not None and a.times >= 1 and not a.plus and not a.half_round_up:
            return f"{_cap(subject)} {verb if subject == 'you' else verb + 's'} {a.times} life for each " \
                   f"{_each_counted(a)}."  # "You gain 2 life for each card in your graveyard."
        return f"{_cap(subject)} {verb if subject == 'you' else verb + 's'} life equal to {_amount(e.amount)}."
    if e.kind == "return_to_battlefield" and e.param("counter") and not e.param("transformed") \
            and not e.param("tags"):
        return returned_with_counter(e, subject)
    if e.kind == "return_to_battlefield" and e.param("under_you") and not e.param("tapped") \
            and (" from a graveyard" in subject or " from an opponent's graveyard" in subject
                 or " from that player's graveyard" in subject):  # "for each opponent, ..." (phrases.target_relations)
        return f"Put {subject} onto the battlefield under your control."  # 110.2a: not its owner's control
    if e.kind == "return_to_battlefield" and e.param("transformed") and not e.param("counter") \
            and not e.param("tags"):
        return _return_transformed(e, subject)
    if e.kind == "return_to_battlefield" and not e.param("counter") and not e.param("transformed") \
            and not e.param("tags"):  # 110.2: under whose control it comes back
        tapped = " tapped" if e.param("tapped") else ""
        several = subject.startswith("those ") or subject == "them"
        under = f" under {'their' if several else 'its'} owner's control" if e.param("under_you") is False else \
            " under your control" if " from " not in subject and subject in ("it", "that card", "this", "them",
                                                                             "that creature", "those cards") \
            or (several or subject == "that permanent") and e.param("under_you") else ""
        subject = "those cards" if subject.startswith("those ") else subject  # out of play, they are cards (109.2)
        return f"Return {subject} to the battlefield{tapped}{under}."
    if e.kind == "exile_graveyard" and e.subject.kind in ("each_player", "you"):  # 404: every graveyard, or yours
        return "Exile all graveyards." if e.subject.kind == "each_player" else \
            "Exile all cards from your graveyard."
    if e.kind == "skip_next_untap" and e.param("whose") and e.subject.filter is not None:  # a target player's group
        group = subject if e.subject.kind == "those" else _group(e.subject.filter)
        return f"{_cap(_they(e, group))} don't untap during {e.param('whose')} next untap step."  # 502.3
    if e.kind == "skip_next_untap" and (subject.startswith(("those ", "all ")) or subject == "them"
                                        or e.param("they") or e.param("those")):
        return f"{_cap(_they(e, subject))} don't untap during {_controllers_next_untap(e)}."  # 502.3
    if e.kind == "name_card" and e.param("nonland"):
        return "Name a nonland card. (201.3)"
    if e.kind == "shuffle_into_library" and subject.endswith(" from your graveyard"):  # your cards (404.2)
        return f"Shuffle {subject} into your library."
    if e.kind == "bounce" and subject.endswith(" from your graveyard"):  # a card of your graveyard (400.7)
        return f"Return {subject} to your hand."
    if e.kind == "bounce" and subject.split(" target ")[0] in _SEVERAL:
        return f"Return {subject} to their owners' hands."  # several objects, each to its owner's hand
    if e.kind in ("put_on_library_top", "put_on_library_bottom") and subject.endswith(" from your graveyard"):
        return f"Put {subject} {'on top' if e.kind == 'put_on_library_top' else 'on the bottom'} of your library."
    if e.kind == "cast_free_from_hand" and flt is not None:  # 608.2g
        kind, with_, qualities = (" " + flt.describe().replace("permanent", "").strip()).partition(" with ")
        kind = kind.strip()
        what = f"{kind} card".strip() + (f" with {qualities}" if with_ else "")
        return f"You may cast {_count(fixed(1), what)} from your hand without paying its mana cost."
    if e.kind == "extra_turn" and subject != "you":  # 500.7
        turns = _count(e.amount, "extra turn")
        return f"{_cap(subject)} takes {turns} after this one."
    if e.kind == "additional_land_plays":  # 305.2a
        return f"You may play {land_plays(e.amount, bool(e.param('up_to')))} this turn."
    if e.kind == "fight" and isinstance(e.param("other"), Ref):  # 701.14a
        return f"{_cap(subject)} fights {ref(e.param('other'))}."
    if e.kind == "add_counters" and e.param("said") == "support" and (said := support_text(subject)):
        return said  # 701.41a
    if e.kind == "add_counters" and subject.split(" target ")[0] in _SEVERAL:  # 122.1: "on each of"
        return f"Put {_count(e.amount, e.param('counter', '+1/+1') + ' counter')} on each of {subject}."
    if e.kind == "gain_control" and e.subject.kind == "all" and e.subject.filter is not None \
            and e.param("duration") != "end_of_turn":  # "Gain control of all permanents you own." (613.1b)
        kinds, own, _ = e.subject.filter.describe().partition(" you own")
        return f"Gain control of all {_plural(kinds)}{own}."
    if e.kind == "double_counters" and not e.param("counter"):  # 701.10e: every kind of counter
        return f"Double the number of each kind of counter on {subject}."
    if e.kind == "add_counters" and e.param("for_each") and _each_counted(e.amount) is not None:
        each = _count(fixed(e.amount.times), e.param("counter", "+1/+1") + " counter")
        return f"Put {each} on {subject} for each {_each_counted(e.amount)}."  # `phrases.counters_per_count`
    if e.kind == "add_counters" and e.amount.kind not in ("fixed", "x", "remembered") and not e.amount.plus \
            and (e.amount.times == 1 or e.amount.times == 2 and e.amount.kind == "count"):
        # "Put X +1/+1 counters on ~, where X is its power." (107.3c); "... is twice the number of ..."
        return f"Put X {e.param('counter', '+1/+1')} counters on {subject}, where X is {_amount(e.amount)}."
    if e.kind == "gain_control" and e.param("duration") == "end_of_turn":  # 613.1b, 611.2a
        return f"Gain control of {subject} until end of turn."
    if e.kind == "gain_control" and str(e.param("duration")) in _SOURCE_DURATION_WORDS:  # 611.2b
        return f"Gain control of {subject} for as long as {_SOURCE_DURATION_WORDS[str(e.param('duration'))]}."
    if e.kind == "ante_top":  # 407.4
        return "Ante the top card of your library." if subject == "you" else \
            f"{_cap(subject)} antes the top card of their library."
    if e.kind == "wish":  # 400.11b
        what = flt.describe().replace("permanent", "").strip() if flt is not None else ""
        card = _count(fixed(1), (what + ' card').strip())
        if not e.param("reveal"):  # Death Wish: "You may put a card you own from outside the game into your hand."
            head = "You may put" if e.param("optional") else "Put"
            return f"{head} {card} you own from outside the game into your hand."
        head = "You may reveal" if e.param("optional") else "Reveal"
        return f"{head} {card} you own from outside the game and put it into your hand."
    if e.kind == "repeat_unless_draw":
        more = e.amount.value - 1
        return (f"Create {_count(fixed(1), _token_body(e.param('token')) + ' token')} unless any opponent has you draw a card. Repeat this process "
                f"{_number_word(more)} more times.")
    if e.kind in ("tap", "untap", "bounce") and e.subject.kind == "all" and e.subject.filter is not None:
        every = "all " + _plural(e.subject.filter.describe()).replace(" an opponent controls", " your opponents control")
        return {"tap": f"Tap {every}.", "untap": f"Untap {every}.",
                "bounce": f"Return {every} to their owners' hands."}[e.kind]
    if e.kind in ("destroy", "exile") and e.subject.kind == "all" and e.subject.filter is not None \
            and e.subject.filter.zone == "battlefield":
        kinds, with_, qualities = _plural(e.subject.filter.describe()).partition(" with ")
        every = kinds.split(" or ")  # "Destroy all artifacts, creatures, and enchantments."
        subject = "all " + (", ".join(every[:-1]) + ", and " + every[-1] if len(every) > 2 else " and ".join(every)) \
            + with_ + qualities
    if e.kind == "destroy" and e.param("no_regenerate"):  # 701.19c
        plural = subject.startswith("all ") or subject.split(" ", 1)[0] in _NUMBER_WORDS[2:]
        return f"Destroy {subject}. {'They' if plural else 'It'} can't be regenerated."
    if e.kind == "gift":  # 702.174
        return f"The promised opponent gets the gift ({e.param('what')})."
    if e.kind == "create_role":  # 111.10, 303.7
        role = e.param("token")
        return f"Create a {role.name} token attached to {subject}."
    if e.kind == "incubate":  # 701.53a
        return f"Incubate {_amount(e.amount)}."
    if e.kind == "manifest" and e.param("cloak"):  # 701.58a
        return "Cloak the top card of your library."
    if e.kind == "manifest" and e.subject == Ref("you") and e.amount.kind == "fixed":  # 701.40a
        return f"Manifest the top {_count(e.amount, 'card').removeprefix('a ')} of your library."
    if e.kind == "manifest" and e.amount.kind == "fixed" and e.amount.value == 1 and e.subject.kind in (
            "target_controller", "target_owner", "each_player", "triggering_player"):  # Reality Shift (701.40a)
        return f"{subject[:1].upper()}{subject[1:]} manifests the top card of their library." \
            if e.subject.kind != "each_player" else "Each player manifests the top card of their library."
    if e.kind == "remove_all_counters":  # 122.8 (Vampire Hexmage, Aether Snap)
        return f"Remove all counters from {subject}."
    if e.kind == "endure":  # 701.63a
        return f"{subject[0].upper()}{subject[1:]} endures {_amount(e.amount)}."
    mechanic = _set_mechanic_simple(e) or exchange_text(e, subject, ref) \
        or blocked_this_turn_text(e, subject) or each_player_text(e, subject)
    if mechanic is not None:
        return mechanic
    if e.kind == "discover":  # 701.57a
        return f"Discover {_amount(e.amount)}."
    if e.kind == "amass":  # 701.47a
        return f"Amass {e.param('subtype', 'Zombie')}s {_amount(e.amount)}."
    if e.kind in ("suspect", "unsuspect"):  # 701.60
        return f"Suspect {subject}." if e.kind == "suspect" else f"{subject[0].upper()}{subject[1:]} is no longer suspected."
    if e.kind == "become_copy":  # 707.2 (rules.continuous.copies)
        copied = _token_copy(CreateToken(None, copy_of=e.param("of"), copy_except=e.param("except", ())), "")
        until = " until end of turn" if e.param("duration") == "end_of_turn" else ""
        tail = copied.partition(", except")[2].removesuffix(". (707.2)")
        return (f"{subject[0].upper()}{subject[1:]} becomes a copy of {ref(e.param('of'))}{until}"
                + (f", except{tail}" if tail else "") + ". (707.2)")
    if e.kind == "exile_if_dies_this_turn":  # 614.1a
        if subject.startswith("that ") and subject.endswith(" or player"):  # any target: only a creature dies (700.4)
            subject = "the creature"
        who = {"damaged": "a creature dealt damage this way", "all": "a creature"}.get(e.param("which"), subject)
        return f"If {who} would die this turn, exile it instead."
    if e.kind == "no_prevention":  # 615.12: for the turn, or for the damage the sentences between say
        return "Damage can't be prevented this turn." if e.param("turn") else \
            "The damage can't be prevented." if e.param("off") else ""
    if e.kind in ("put_on_library_top", "put_on_library_bottom") and subject.endswith(" you own"):
        where = "on top of" if e.kind == "put_on_library_top" else "on the bottom of"
        return f"Put {subject} {where} your library."  # its owner is you (400.3)
    if e.kind == "cant_regenerate_this_turn" and subject.startswith("that ") and subject.endswith(" or player"):
        return f"{_cap(subject.removesuffix(' or player'))} can't be regenerated this turn."  # a permanent (701.15)
    if e.kind in ("scry", "surveil") and e.param("keyword_action") is False:
        where = "on the bottom of your library" if e.kind == "scry" else "into your graveyard"
        return f"Look at the top card of your library. You may put that card {where}."
    if e.kind == "discard_chosen" and e.param("look"):  # Mind Warp: only you see the hand (400.2)
        flt = e.param("filter")
        chosen = _count(e.amount, (_card_kind(flt) + " card").strip() if flt is not None else "card")
        those = "that card" if e.amount.kind == "fixed" and e.amount.value == 1 else "those cards"
        return f"Look at {_possessive(subject)} hand and choose {chosen} from it. That player discards {those}."
    if e.kind == "skip_next_untap" and subject == "this":  # the card's own controller: "your next untap step"
        return "This doesn't untap during your next untap step."
    text = (template or _unrendered(e.kind, "{s}")).format(
        s=subject, n=_amount(e.amount), f=(flt.describe() if flt is not None else "card") if e.kind != "return_opponents_choice"
        else flt.describe().replace("permanent", "").strip() if flt is not None else "",
        to="onto the battlefield" + (" tapped" if e.param("tapped") else "") if e.param("to") == "battlefield"
        else "into your graveyard" if e.param("to") == "graveyard" else "into your hand", c=e.param("counter", "+1/+1"), p=e.param("pick", 1),
        r="into your graveyard" if e.param("rest") == "graveyard" else "on the bottom",
        c0=(e.param("counters") or ("", ""))[0], c1=(e.param("counters") or ("", ""))[1],
        it=("that card" if e.param("to") == "battlefield" else "it")
        if e.amount.kind == "fixed" and e.amount.value == 1 else "them",
        search=_count(e.amount, ((flt.describe().replace("Basic", "basic").replace(" permanent", "")
                                  .removeprefix("permanent").strip() if flt is not None else "") + " card").strip()),
        cards=_count(e.amount, "card"), top=_count(e.amount, "card").removeprefix("a "),
        poison=_count(e.amount, "poison counter"),
        energy="{E}" * e.amount.value if e.amount.kind == "fixed" else f"{_amount(e.amount)} {{E}}",
        times={1: "once", 2: "twice"}.get(e.amount.value, f"{_amount(e.amount)} times")
        if e.amount.kind == "fixed" else f"{_amount(e.amount)} times",
        counters=_count(e.amount, f"{e.param('counter', '+1/+1')} counter").replace("that much ", "that many ", 1),
        day=e.param("value", ""),
        one=_count(e.amount, flt.describe()) if flt is not None else "",
        nw=_number_word(e.amount.value) if e.amount.kind == "fixed" else _amount(e.amount),
        kind=_card_kind(flt).replace(" ", " or ") if flt is not None else "",
        chosen=_count(e.amount, (_card_kind(flt) + " card").strip() if flt is not None else "card"),
    )
    if e.kind == "search_library":
        text = _search_words(e, text)
    if e.kind == "draw":  # "draw cards equal to its power", as Oracle text says a draw of a counted number
        text = text.replace("draws a number of cards equal to ", "draws cards equal to ")
    if e.kind == "copy_spell" and e.amount == fixed(1):  # one copy (707.10)
        text = text.replace(" once.", ".").replace("for the copies.", "for the copy.")
    if e.kind == "discard" and e.param("random"):
        text = text.removesuffix(".") + " at random."  # 701.8: the cards are chosen at random
    if subject == "you":
        for third, base in (("draws", "draw"), ("discards", "discard"), ("gains", "gain"), ("loses", "lose"),
                            ("mills", "mill"), ("sacrifices", "sacrifice"), ("exiles", "exile"), ("gets", "get"),
                            ("becomes", "become"), ("skips", "skip"), ("wins", "win")):
            text = text.replace(f"you {third} ", f"you {base} ")
        text = text.replace(" of their library", " of your library").replace(" their hand", " your hand") \
            .replace(" from their graveyard", " from your graveyard") \
            .replace(" their next turn", " your next turn")
        if e.kind in ("draw", "discard", "mill", "sacrifice", "exile_top", "discard_hand"):
            text = text.removeprefix("you ")  # Oracle writes the controller's own actions as commands
    return text[0].upper() + text[1:]


def _search_words(e: Simple, text: str) -> str:
    """701.23: what the search template leaves out: "up to N", "card" before a "with ..." description, the
    reveal (701.16a) and Cultivate's "one onto the battlefield tapped and the other into your hand"."""
    head, _for, rest = text.partition(" for ")
    what, _comma, tail = rest.partition(", put ")
    plural = re.match(r"^(.*?)s with (.*) card$", what)  # "two creatures with power 2 or less card" (plural count)
    if plural is not None and not what.startswith(("a ", "an ")):
        what = f"{plural.group(1)} cards with {plural.group(2)}"
    elif " with " in what and what.endswith(" card"):
        what = what.removesuffix(" card").replace(" with ", " card with ", 1)
    elif " with " in what and what.endswith(" cards"):
        what = what.removesuffix(" cards").replace(" with ", " cards with ", 1)
    if e.param("up_to") and e.amount.kind == "fixed" and e.amount.value >= 1000:  # 701.23b
        what = re.sub(r"^\d+ ", "any number of ", what)
    elif e.param("up_to"):
        what = "up to " + what
    if e.param("to") == "library_top":
        return f"{head} for {what}, {_search_top_tail(e)}"
    if e.param("said") == "those cards" and tail.startswith("them "):  # the words the card uses for the cards found
        tail = "those cards " + tail.removeprefix("them ")
    split = e.param("to") == "split"
    if split:
        tail = "one onto the battlefield tapped and the other into your hand, then shuffle."
    if e.param("reveal"):
        single = e.amount.kind == "fixed" and e.amount.value == 1
        tail = ("reveal those cards" if split else "reveal it" if single else "reveal them") + ", put " + tail
    else:
        tail = "put " + tail
    return f"{head} for {what}, {tail}"


def _one_damage(effects: tuple[Effect, ...]) -> bool:
    """Whether the effects are one source's damage to several groups, said as one sentence ("it deals 4 damage
    to each creature with flying and each player instead")."""
    return len(effects) > 1 and all(isinstance(x, DealDamage) for x in effects) \
        and len({(x.source, x.amount) for x in effects if isinstance(x, DealDamage)}) == 1


def _searched_once(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """A search's own shuffle (701.23: "..., then shuffle") said once: the 2017 wording's "If you do, shuffle
    your library." after an optional search compiles to a second shuffle of the same library, which the search
    sentence already says."""
    out: list[Effect] = []
    for x in effects:
        last = out[-1] if out else None
        if isinstance(x, Simple) and x.kind == "shuffle" and isinstance(last, Simple) \
                and last.kind == "search_library" and last.subject == x.subject:
            continue
        out.append(x)
    return tuple(out)


def _adapt(e: Conditional) -> str:
    """"Adapt 2." (701.46a: if this permanent has no +1/+1 counters on it, put two +1/+1 counters on it), said as
    the keyword action when the effect is exactly that."""
    c = e.condition
    if (c.kind, c.n, c.name, c.negate, c.filter, c.ref) != ("counters_at_least", 1, "+1/+1", True, None, None) \
            or e.otherwise or len(e.then) != 1:
        return ""
    put = e.then[0]
    if not (isinstance(put, Simple) and put.kind == "add_counters" and put.subject == Ref("self")
            and put.params == (("counter", "+1/+1"),) and put.amount is not None and put.amount.kind == "fixed"):
        return ""
    return f"Adapt {put.amount.value}. (701.46a)"


def gift_given(e: Effect) -> str:
    """The gift an instant or sorcery gives before its other effects (702.174b), as its keyword says it: "a
    tapped Fish", "a card"; "" for any other effect."""
    if not (isinstance(e, Conditional) and e.condition.kind == "kicked" and e.condition.name == "gift"
            and len(e.then) == 1 and isinstance(e.then[0], Simple) and e.then[0].kind == "gift"):
        return ""
    return gift_words(e.then[0])


def gift_words(gift: Simple) -> str:
    """What a gift keyword promises, in its printed words ("a tapped Fish", "an extra turn")."""
    what = str(gift.param("what"))
    if what in ("card", "extra turn"):
        return ("an " if what[0] in "aeiou" else "a ") + what
    head, _, last = what.rpartition(" ")
    return f"{head} {last.capitalize()}"


def _same_shape(one: tuple[Effect, ...], other: tuple[Effect, ...]) -> bool:
    """Two branches that do the same kinds of thing, in the same order, to the same objects, with other numbers
    (a kicked "4 damage" against "1 damage"): one reads as the other's replacement."""
    return bool(one) and len(one) == len(other) and all(
        type(a) is type(b) and a.kind == b.kind and getattr(a, "to", None) == getattr(b, "to", None)
        and getattr(a, "subject", None) == getattr(b, "subject", None) for a, b in zip(one, other, strict=True))


def _scoped(texts: tuple[str, ...]) -> str:
    """The instructions an "If ..." governs, as one sentence when each is one ("If you do, put ..., then draw a
    card."), so the condition visibly covers them all; longer ones stay sentences."""
    if 1 < len(texts) <= 3 and all(t.endswith(".") and ". " not in t and '"' not in t for t in texts):
        rest = [t[:1].lower() + t[1:].rstrip(".") for t in texts[1:]]
        return texts[0].rstrip(".") + "".join(f", then {t}" for t in rest) + "."
    return " ".join(texts)


def _effects(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...], offset: int = 0) -> str:
    """Effects in order as sentences (each rendered once, in order, so targets are introduced once). Some pairs
    are one sentence as Oracle text writes them: a draw then a discard ("Draw two cards, then discard a card."),
    the same damage to two groups ("... to each creature and each player"), two actions of one player
    ("Target player sacrifices a creature and loses 1 life.")."""
    effects = tuple(e for e in effects if not gift_given(e))  # said by the keyword line "Gift a card"
    shared = _shared_x(effects)
    texts: list[str] = []
    created = []  # every word set is reset, in reverse, even if a render raises: the word must not outlive the call
    try:
        for n, e in enumerate(effects):
            if isinstance(e, CreateToken):  # "Create a 5/5 Wall token. Sacrifice it ...", "... a copy of ... It gains haste"
                one = e.amount.kind == "fixed" and e.amount.value == 1
                created.append(_CREATED.set("it" if one else "them"))
            said_x = n in shared or n - 1 in shared
            texts.append(_effect(replace(e, amount=X) if said_x else e, targets, offset))  # type: ignore[call-arg]
    finally:
        for token in reversed(created):
            _CREATED.reset(token)
    said: list[str] = []
    i = 0
    while i < len(effects):
        e, text = effects[i], texts[i]
        nxt = effects[i + 1] if i + 1 < len(effects) else None
        then = texts[i + 1] if i + 1 < len(effects) else ""
        if investigated_twice(e, nxt):  # 701.36a
            text = "Investigate twice."
            i += 1
        elif (joined := _pump_and_quoted_grant(e, nxt, text, then)) is not None:  # "gets +2/+0 and gains \"...\""
            text = joined
            i += 1
        elif (joined := _colors_and_types(e, nxt, text, then)) is not None:  # "a black Zombie in addition to ..."
            text = joined
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "reveal_top_card" \
                and nxt.kind == "put_it" and nxt.param("to") == "hand":  # Dark Confidant: one instruction
            text = f"{text.rstrip('.')} and {then[:1].lower()}{then[1:]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "return_to_battlefield" \
                and nxt.kind == "put_attacking" and text.endswith(" tapped."):  # 508.4: "tapped and attacking"
            text = text.removesuffix(".") + " and attacking."
            i += 1
        elif isinstance(e, Simple) and e.kind == "manifest_dread" and isinstance(nxt, Simple) \
                and nxt.kind == "add_counters" and nxt.subject.kind == "it" and then.endswith(" on it."):
            # 701.62a: "Manifest dread, then put a +1/+1 counter on that creature." (the manifested permanent)
            reminder = text.partition(". ")[2]
            text = f"Manifest dread, then {then[:1].lower()}{then[1:-len(' on it.')]} on that creature. {reminder}"
            i += 1
        elif isinstance(nxt, Simple) and nxt.kind == "add_counters" and (
                isinstance(e, Simple) and e.kind in _THEN_COUNTERS or isinstance(e, CreateToken)) \
                and (not isinstance(e, Simple) or e.kind != "add_counters" or nxt.subject.kind == "all") \
                and ". " not in text and ". " not in then:  # "Manifest ..., then put a +1/+1 counter on it."
            text = f"{text.rstrip('.')}, then {then[:1].lower()}{then[1:]}"
            i += 1
        elif i in shared:  # "Target player loses X life and you gain X life, where X is its power." (107.3c)
            if isinstance(e, DealDamage) and isinstance(nxt, DealDamage):  # one source: "and X damage to you"
                then = then.partition(" deals ")[2]
            then = then.removeprefix("That player ")  # one player's two actions: "loses X life and mills X cards"
            then = then if then.startswith("X ") else then[:1].lower() + then[1:]
            text = f"{text.rstrip('.')} and {then.rstrip('.')}, where X is " \
                   f"{_amount(shared[i])}."
            i += 1
        elif isinstance(e, DealDamage) and isinstance(nxt, DealDamage) and e.source == nxt.source \
                and " deals " in then:  # one source's damage to two recipients, one sentence (120.3)
            other = then.rpartition(" damage to ")[2]
            groups = e.amount == nxt.amount and text.rpartition(" damage to ")[2].startswith("each ") \
                and other.startswith("each ")  # "to each creature and each player"; else the amount again
            text = f"{text.rstrip('.')} and {other if groups else then.partition(' deals ')[2]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and (e.kind, nxt.kind) in (
                ("draw", "discard"), ("mill", "return_opponents_choice")) \
                and e.subject == nxt.subject and (not nxt.params or nxt.kind == "return_opponents_choice"):
            then = then.removeprefix("That player ")  # "Target player draws two cards, then discards a card."
            text = f"{text.rstrip('.')}, then {then[:1].lower()}{then[1:]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "draw" and nxt.kind == "hand_to_library" \
                and e.subject == nxt.subject:  # Brainstorm: "Draw three cards, then put two cards from your hand ..."
            text = f"{text.rstrip('.')}, then {then[:1].lower()}{then[1:]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.subject == nxt.subject \
                and then.startswith("That player ") and not text.startswith("Draw"):
            acts = [then.removeprefix("That player ").rstrip(".")]
            while i + 2 < len(effects) and isinstance(effects[i + 2], Simple) \
                    and effects[i + 2].subject == e.subject and texts[i + 2].startswith("That player ") \
                    and _ONE_SENTENCE.fullmatch(texts[i + 2]):  # "sacrifices ..., discards a card, and loses 3 life"
                acts.append(texts[i + 2].removeprefix("That player ").rstrip("."))
                i += 1
            listed = acts[0] if len(acts) == 1 else ", ".join(acts[:-1]) + ", and " + acts[-1]
            text = f"{text.rstrip('.')}{' and ' if len(acts) == 1 else ', '}{listed}."
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.subject == nxt.subject \
                and e.kind in _FIRST_ON_IT and nxt.kind in _THEN_ON_IT and e.subject.kind in ("target", "all", "self") \
                and (again := _ON_AGAIN.match(then)) is not None:  # "Untap target creature and gain control of it"
            them = "them" if again.group(2).startswith(("those", "all")) else "it"
            text = f"{text.rstrip('.')} and {again.group(1).lower()}{them}{then[again.end():]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, DealDamage) and e.kind == "sacrifice" and e.subject == _SELF \
                and nxt.source == _SELF and then.startswith("This deals ") and _ONE_SENTENCE.fullmatch(text) \
                and _ONE_SENTENCE.fullmatch(then):  # "sacrifice ~ and it deals 3 damage to target player" (608.2h)
            text = f"{text.rstrip('.')} and it deals {then.removeprefix('This deals ')}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "sacrifice" and e.subject == _SELF \
                and nxt.kind == "search_library" and _ONE_SENTENCE.fullmatch(text):
            text = f"{text.rstrip('.')}, {then[:1].lower()}{then[1:]}"  # "sacrifice ~, search your library for ..."
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "sacrifice" and e.subject == _SELF \
                and (nxt.subject == Ref("you") or nxt.kind == "counter")  \
                and _ONE_SENTENCE.fullmatch(then) and _ONE_SENTENCE.fullmatch(text):  # "... and counter that spell"
            text = f"{text.rstrip('.')} and {then[:1].lower()}{then[1:]}"  # "Sacrifice ~ and take an extra turn"
            i += 1
        elif isinstance(e, ModifyPT) and isinstance(nxt, ModifyPT) and e.subject.kind == "target" and nxt.subject == _SELF \
                and e.duration == nxt.duration and _ONE_SENTENCE.fullmatch(text) and _ONE_SENTENCE.fullmatch(then) \
                and ", where X" not in text + then:  # "Target creature gets -0/-X ... and ~ gets +X/+0 ..."
            text = f"{text.rstrip('.')} and {then[:1].lower()}{then[1:]}"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "counter" and nxt.kind == "add_counters" \
                and e.subject.kind != "target" and nxt.subject == _SELF and _ONE_SENTENCE.fullmatch(text) and _ONE_SENTENCE.fullmatch(then):
            text = f"{text.rstrip('.')} and {then[:1].lower()}{then[1:]}"  # "counter that spell and put a ... on ~"
            i += 1
        elif isinstance(e, Simple) and isinstance(nxt, Simple) and e.kind == "scry" and nxt.kind == "reveal_top_card" \
                and _ONE_SENTENCE.fullmatch(text) and then.startswith("Reveal the top card of your library"):
            text = f"{text.rstrip('.')}, then {then[:1].lower()}{then[1:]}"  # "Scry 3, then reveal the top card ..."
            i += 1
        elif plain_may(e) and plain_may(nxt) and _ONE_SENTENCE.fullmatch(text) and _ONE_SENTENCE.fullmatch(then) \
                and text.startswith("You may ") and then.startswith("You may "):
            text = f"{text.rstrip('.')}, then {then[:1].lower()}{then[1:]}"  # "You may A, then you may B." (608.2d)
            i += 1
        elif _spent_pair(e, nxt) and _ONE_SENTENCE.fullmatch(text) and _ONE_SENTENCE.fullmatch(then):
            # "A if {U} was spent to cast this spell, and B if {R} was spent to cast it." (two hybrid halves)
            then = then.replace(f" to cast {CAST_OBJECT.get()}.", " to cast it.")
            text = f"{text.rstrip('.')}, and {then[:1].lower()}{then[1:]}"
            i += 1
        before = effects[i - 1] if i else None
        if isinstance(e, Simple) and e.kind == "exile_same_name" and any(
                isinstance(x, Simple) and x.kind == "name_card" for x in effects[:i]):
            text = text.replace("with the same name as it", "with that name")  # the name chosen (201.3)
        if isinstance(e, Simple) and e.kind == "exile_same_name" and e.param("any_number"):
            text = text.replace("for all cards", "for any number of cards")  # the searcher's choice (701.19b)
        if isinstance(before, Simple) and before.kind == "exile_top" and isinstance(e, Simple) \
                and e.kind == "may_play_exiled" and not e.param("choose_one") and before.amount is not None:
            one = before.amount.kind == "fixed" and before.amount.value == 1  # the cards that exile just named
            text = text.replace("the cards exiled this way", "it" if one else "those cards")
        if isinstance(before, Simple) and before.kind == "lose_life" \
                and before.subject.kind in ("all", "each_opponent", "each_player") \
                and isinstance(e, Simple) and e.kind == "gain_life" and e.amount.kind == "remembered":
            text = text.replace("that much life", "life equal to the life lost this way")  # all players' loss
        if any(isinstance(x, Simple) and x.kind == "reveal_top_card" for x in effects[:i]):
            text = _RETURN_REVEALED.sub(lambda m: f"{'P' if m.group(1) == 'R' else 'p'}ut that card onto the "
                                        "battlefield", text)
            text = text.replace("it on the bottom of its owner's library", "it on the bottom of your library")
        if isinstance(before, Simple) and before.kind == "bounce" and isinstance(e, Simple) \
                and e.subject.kind == "target_owner" and text.startswith("Its owner "):
            text = "That player " + text.removeprefix("Its owner ")  # the player whose hand it just went to
        if said and _AGAIN.match(text) and " its " not in text and not re.search(r"\bit\b", said[-1]):
            text = "It " + text[_AGAIN.match(text).end():]  # type: ignore[union-attr]
        if text:  # the start of an unpreventable damage says nothing: its end does (615.12)
            said.append(text)
        i += 1
    return " ".join(said)


# The card a reveal just showed is still in the library: it is put onto the battlefield, not returned (Druidic
# Satchel; the kernel moves it from the library either way, 701.16a), and its owner's library is yours (400.3).
_RETURN_REVEALED = re.compile(r"\b([Rr])eturn (?:it|that card) to the battlefield")
_PLAYER_FIRST = re.compile(r"^(?:Each opponent|Each player|Its controller|Target player|Target opponent|Defending "
                           r"player) ")  # a sentence whose subject is the player an "unless ... pays" then asks
_ONE_SENTENCE = re.compile(r"[^.\"]+\.")


def _plural_verbs(said: str) -> str:
    """Restrictions said of a group ("Other artifacts don't untap during their controllers' untap steps", Kill
    Switch): the verbs and the untap step agree with the plural subject."""
    said = re.sub(r"\bdoesn't untap during its controller's untap step", "don't untap during their controllers' "
                  "untap steps", said)
    return re.sub(r"\b(attacks|blocks) each combat if able", lambda m: m.group(1)[:-1] + " each combat if able", said)


def _spent_pair(e: Effect, nxt: Effect | None) -> bool:
    """Two halves of a hybrid spell, each "A if {C} was spent to cast this spell" and changing the characteristics
    of different objects: Oracle text says them as one sentence ("Creatures your opponents control get -1/-0 until
    end of turn if {U} was spent to cast ~, and creatures you control get +1/+0 until end of turn if {R} was spent
    to cast it.")."""
    return all(isinstance(x, Conditional) and x.kind == "conditional_after" and x.condition.kind == "mana_spent"
               and not x.otherwise and len(x.then) == 1 for x in (e, nxt)) \
        and {type(e.then[0]), type(nxt.then[0])} <= {ModifyPT, ApplyContinuous} \
        and getattr(e.then[0], "subject", None) != getattr(nxt.then[0], "subject", None)  # type: ignore[union-attr]


# Effects Oracle text follows with ", then put ... counters" in one sentence (Formless Nurturing, Scale Blessing).
_THEN_COUNTERS = frozenset({"manifest", "bolster", "draw", "add_counters"})


_SHARED_KINDS = frozenset({"gain_life", "lose_life", "draw", "mill", "discard"})


def _shared_x(effects: tuple[Effect, ...]) -> dict[int, Amount]:
    """Pairs of effects in a row that use one counted number (a damage and a life gain, a life loss and a draw):
    Oracle text defines it once as X for both ("... X damage to any target and you gain X life, where X is the
    number of creatures you control", 107.3c). The index of each pair's first effect, with the number."""
    def counted(e: Effect) -> Amount | None:
        if isinstance(e, DealDamage) or isinstance(e, Simple) and e.kind in _SHARED_KINDS:
            a = e.amount
            if a is not None and a.kind not in ("fixed", "x", "remembered") and not a.plus and a.times == 1:
                return a
        return None

    found: dict[int, Amount] = {}
    i = 0
    while i + 1 < len(effects):
        one, two = effects[i], effects[i + 1]
        groups = isinstance(one, DealDamage) and isinstance(two, DealDamage) and (one.source != two.source or any(
            x.to.kind in ("all", "each_player", "each_opponent") for x in (one, two)))  # "to each creature and each player"
        if counted(one) is not None and counted(one) == counted(two) and not groups:
            found[i] = counted(one)  # type: ignore[assignment]
            i += 2
        else:
            i += 1
    return found


def _per_each(power: Amount, toughness: Amount) -> str | None:
    """" for each other attacking Goblin" when a P/T change counts one kind of object (Goblin Piledriver's
    +2/+0 for each: power counted twice, toughness not at all), else None."""
    counted = [a for a in (power, toughness) if _each_counted(a) is not None]
    if not counted or any(a.kind != "fixed" and _each_counted(a) is None or a.plus for a in (power, toughness)) \
            or any(a.kind == "fixed" and a.value for a in (power, toughness)) \
            or len({(a.kind, a.filter) for a in counted}) != 1:
        return None
    return f" for each {_each_counted(counted[0])}"


def _where_x(*amounts: Amount) -> str | None:
    """", where X is the number of Elves you control": a P/T change by a counted number is written with X and
    the count after it (107.3c), a negative one as -X ("-0 minus X" is no way to say it); "" when X is the
    spell's own X; None when every part is a fixed number, or the variable parts count different things."""
    said = {_amount(replace(a, times=1) if a.times == -1 and not a.plus else a)
            for a in amounts if a.kind != "fixed"}
    if len(said) != 1:
        return None
    what = said.pop()
    return "" if what == "X" else f", where X is {what}"


def _this_turn(restrictions: str) -> str:
    """Restrictions and permissions that last until end of turn, as Oracle text says them: "this turn" ("can't
    block this turn", "can attack this turn as though it didn't have defender", "attacks this turn if able")."""
    said = restrictions.replace(" each combat", "")
    if said.startswith("can attack as though"):
        return said.replace("can attack", "can attack this turn", 1)
    if said.endswith(" if able"):
        return said.removesuffix(" if able") + " this turn if able"
    return f"{said} this turn"


# Two actions on one object, said as one sentence with the second calling it "it" ("Untap target creature and gain
# control of it until end of turn.", "Put two +1/+1 counters on target creature and untap it.", "Remove ~ from
# combat and tap it."): the first kind, then the second's sentence as it starts when it names the object again.
_FIRST_ON_IT = frozenset({"untap", "tap", "add_counters", "remove_from_combat"})
_THEN_ON_IT = frozenset({"untap", "tap", "gain_control"})
_ON_AGAIN = re.compile(r"^(Untap |Tap |Gain control of )(that (?:creature|permanent|land|artifact)|those \w+|all [^.]+?|this)"
                       r"(?= until|\.)")


# A sentence whose subject is a single target the ability already named: Oracle text calls it "it" ("Gain control
# of target creature until end of turn. Untap that creature. It gains haste until end of turn."), unless the
# sentence says "its" too, which would leave two pronouns ("That creature doesn't untap during its controller's
# next untap step."), or the sentence before already called it "it" ("Untap target creature and gain control of it
# until end of turn. That creature gains haste until end of turn.").
_AGAIN = re.compile(r"^That (?:creature|permanent|land|artifact) (?!or )")


def _modal(m: Modal) -> str:
    if not m.is_modal:
        mode = m.modes[0] if m.modes else None
        with _fresh_mentions():
            return _effects(mode.effects, mode.targets) if mode else ""
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    if m.said:  # "Choose one. If this spell was kicked, choose any number instead.", "Choose one at random —"
        head = m.said
    elif m.once_each:  # 700.2
        head = "Choose one that hasn't been chosen —"
    elif m.same_mode:  # 700.2d: each printed mode once, though compiled once per possible choice
        head = f"Choose {words.get(m.choose_min, str(m.choose_min))}. You may choose the same mode more than once."
    elif m.choose_min == 0 and m.choose_max < len(m.modes):
        head = f"Choose up to {words.get(m.choose_max, str(m.choose_max))} —"
    elif m.choose_min == m.choose_max:
        head = f"Choose {words.get(m.choose_min, str(m.choose_min))} —"
    elif m.choose_min == 1 and m.choose_max == 2 and len(m.modes) == 2:
        head = "Choose one or both —"
    elif m.choose_min == 0 and m.choose_max >= len(m.modes):  # 700.2b: any number of the modes, none included
        head = "Choose any number —"
    else:
        head = f"Choose {words.get(m.choose_min, str(m.choose_min))} or more —"
    lines = [head]
    offset = 0
    for i, mode in enumerate(m.modes):
        if not m.same_mode or m.same_mode[i] == i:
            with _fresh_mentions():
                lines.append("• " + _effects(mode.effects, mode.targets, offset))
        offset += len(mode.targets)
    return "\n".join(lines)


def _spree(card: CardDef, m: Modal) -> str | None:
    """702.172a: a spree spell's modes, each with its additional cost; None for other spells."""
    costs = next((ab.param("costs") for ab in card.static if ab.kind == "spree"), None)
    if costs is None:
        return None
    lines, offset = [], 0
    for cost, mode in zip(costs, m.modes, strict=True):
        lines.append(f"+ {cost} — " + " ".join(_effect(e, mode.targets, offset) for e in mode.effects))
        offset += len(mode.targets)
    return "\n".join(lines)


def render_levels_simple(e: Simple, effect_text: Any) -> str | None:
    """`cards show` text of a die roll with its results table (706.2), station."""
    if e.kind == "station":
        return "Put charge counters equal to the tapped creature's power on this. (702.184a)"
    if e.kind == "class_level":
        return f"This Class's level becomes {e.amount.value}. (717.2a)"
    fixed_text = {
        "venture": "Venture into the dungeon. (701.46)",
        "take_initiative": "You take the initiative. (725.3)",
        "venture_undercity": "Venture into Undercity. (725.2)",
        "complete_dungeon": "Complete this dungeon. (309.6)",
        "ring_tempts": "The Ring tempts you. (701.54)",
    }
    if e.kind in fixed_text:
        return fixed_text[e.kind]
    if e.kind == "draw_reveal_cast_free":
        return (f"Draw {e.amount.value} cards and reveal them. You may cast one of them without paying its mana "
                "cost.")
    if e.kind == "reveal_put_creature":
        return (f"Reveal the top {e.amount.value} cards of your library. Put a creature card from among them onto "
                f"the battlefield with {e.param('counters')} +1/+1 counters on it. It gains hexproof until your next "
                "turn. Then shuffle.")
    if e.kind != "roll_die":
        return None
    rows = [f"{low}" + ("+" if high is None else f"—{high}" if high != low else "") + " | "
            + _it_after_first(n, " ".join(effect_text(x) for x in effects))
            for n, (low, high, effects) in enumerate(e.param("table", ()))]
    return "\n".join([f"Roll a d{e.param('sides', 20)}. (706.2, 706.3a)", *rows])


LIBRARY_KINDS = frozenset({"choose_and_move", "reveal_random_from_hand", "pick_milled", "reveal_until", "discard_then_draw"})


_DEST = {"hand": "into your hand", "battlefield": "onto the battlefield"}


_LIBRARY_REST = {"bottom": "on the bottom of your library", "top": "on top of your library",
         "graveyard": "into your graveyard", "hand": "into your hand"}


def _what(flt: Filter | None) -> str:
    if flt is None:
        return "card"
    text = flt.describe()
    for words in (" permanent", " in your graveyard", " in your hand", " card"):
        text = text.replace(words, "")
    text = text.removeprefix("permanent").strip()  # no kind at all: any card
    if flt.any_types == PERMANENT_TYPES:  # "a Goblin permanent card" (110.4b)
        text = text.replace(ANY_PERMANENT_TYPE, "permanent")
    return (text + " card").strip()


def _many(n: int, up_to: bool, noun: str) -> str:
    if n == 1 and not up_to:
        return ("an " if noun[0] in "aeiou" else "a ") + noun
    return f"{'up to ' if up_to else ''}{_number_word(n)} {noun}{'' if n == 1 else 's'}"


def library_text(e: Simple, who: str) -> str:
    """The Oracle-style sentence of one effect of this block."""
    flt = e.param("filter")
    to = _DEST.get(str(e.param("to")), "into your hand") + (" tapped" if e.param("tapped") else "")
    if e.kind == "reveal_random_from_hand":
        return f"{who.capitalize()} reveals a card at random from {'your' if who == 'you' else 'their'} hand."
    if e.kind == "choose_and_move" and flt.zone == "hand":
        return f"Put {_many(e.amount.value, bool(e.param('up_to')), _what(flt))} from your hand {to}."
    if e.kind == "choose_and_move":
        dest = "to your hand" if e.param("to") == "hand" else to.replace("onto", "to")
        return f"Return {_many(e.amount.value, bool(e.param('up_to')), _what(flt))} from your graveyard {dest}."
    if e.kind == "pick_milled":
        may = "You may put" if e.param("up_to") else "Put"
        return f"{may} {_many(e.amount.value, False, _what(flt))} from among the cards milled this way {to}."
    if e.kind == "reveal_until":
        verb = ("exile", "exile") if e.param("exile") else ("reveal", "reveal")
        order = " in any order" if e.param("order") == "any" else " in a random order" \
            if e.param("rest") in ("top", "bottom") else ""
        may = "You may put" if e.param("may") else "Put"
        return (f"{verb[0].capitalize()} cards from the top of your library until you {verb[1]} "
                f"{_many(1, False, _what(flt))}. {may} that card {to} and the rest "
                f"{_LIBRARY_REST.get(str(e.param('rest')), '')}{order}.")
    if e.param("mode") == "hand":
        if who == "you":
            return "Discard your hand, then draw that many cards."
        return f"{who.capitalize()} discards their hand, then draws that many cards."
    return "Discard any number of cards, then draw that many cards."


def _in_addition(kind: str, v: Any) -> str:
    """A copy's exception adding types (707.9b): "it's an artifact in addition to its other types", "it's a
    Spirit in addition to its other types" (an article before one type, as Oracle text writes it)."""
    said = " ".join(x.lower() if kind == "add_types" else x for x in v)
    article = ("an " if said[:1].lower() in "aeiou" else "a ") if kind != "add_supertypes" and len(v) == 1 else ""
    return f"it's {article}{said} in addition to its other types"


def _they(e: Simple, subject: str) -> str:
    """A group named again as the subject of its sentence: "They" when the text said so (the compiled effect keeps
    the word, `core.effects._untap_words`), never the object form "them"."""
    return "they" if e.param("they") or subject == "them" else e.param("those") or subject


def _controllers_next_untap(e: Simple) -> str:
    """502.3: "their controller's next untap step", or as printed for several controllers."""
    return "their controllers' next untap steps" if e.param("controllers") else "their controller's next untap step"


def _return_transformed(e: Simple, subject: str) -> str:
    """"Return it to the battlefield transformed under your control." (712.14a: a double-faced card put onto the
    battlefield transformed enters with its back face up; 110.2: under whose control)."""
    tapped = " tapped" if e.param("tapped") else ""
    under = " under your control" if e.param("under_you") else \
        " under its owner's control" if e.param("under_you") is False else ""
    return f"Return {subject} to the battlefield transformed{tapped}{under}."


_PLAYER_NAMED_BEFORE = frozenset({"damaged_player", "that_player", "target_player", "target_opponent"})


def _sacrificed_by_its_controller(e: Simple, targets: tuple[TargetSpec, ...], offset: int,
                                  ref: Callable[[Ref], str]) -> str:
    """"Choose target creature that player controls. They sacrifice that creature." (Ashling, the Extinguisher):
    only a permanent's controller can sacrifice it (701.17a), so a target that may be another player's is
    sacrificed by that player, never "Sacrifice target creature" as if by you; "" for a target you control."""
    if e.kind != "sacrifice" or e.param("filter") is not None or e.subject.kind != "target":
        return ""
    i = e.subject.index - offset
    spec = targets[i] if 0 <= i < len(targets) else None
    if spec is None or spec.filter.controller == "you" or spec.min != 1 or spec.max != 1:
        return ""
    said = ref(e.subject)
    if not said.startswith("target "):  # named again ("sacrifice it"): a permanent you gained or returned
        return ""
    kinds = sorted(spec.filter.types)
    noun = kinds[0].lower() if len(kinds) == 1 and not spec.filter.any_types else "permanent"
    who = "They sacrifice" if spec.filter.controller in _PLAYER_NAMED_BEFORE else "Its controller sacrifices"
    return f"Choose {said}. {who} that {noun}."


def _one_scope(text: str) -> str:
    """The instructions after "If you do," (609.3) or a vote's "If carnage gets more votes," as one sentence, so
    the condition visibly covers each ("If you do, each player discards their hand, then each player draws four
    cards."): a second sentence would read as done in any case. Longer or quoted text stays as it is."""
    if '"' in text or "(" in text:
        return text
    parts = [p if p.endswith(".") else p + "." for p in text.split(". ")]
    return _scoped(tuple(parts)) if len(parts) > 1 else text


def _becomes_chosen_type(e: Simple, ref: Callable[[Ref], str]) -> str:
    """"~ becomes the creature type of your choice until end of turn." (the Mistform creatures): the type is chosen
    as the ability resolves (608.2d) and replaces its creature types for the duration (205.1b, layer 4); "" for
    any other choice."""
    effects = e.param("effects", ())
    if e.param("what") != "type" or len(effects) != 1 or not isinstance(effects[0], ApplyContinuous):
        return ""
    change = effects[0]
    static = change.static
    if static is None or static.kind != "set_creature_type" or static.subtypes != frozenset({"?chosen"}) \
            or static.affected is not None or change.subject is None \
            or any(name != "creature_types" for name, _v in static.params):
        return ""
    until = {"end_of_turn": " until end of turn", "": ""}.get(change.duration)
    if until is None:
        return ""
    return f"{_cap(ref(change.subject))} becomes the creature type of your choice{until}."


def _top_cards(a: Amount) -> str:
    """"the top four cards", "the top X cards", or, for a counted number, "the top X cards of your library, where X
    is the number of Forests you control" (107.3c: Oracle text names a counted number X and says what X is)."""
    if a.kind in ("fixed", "x"):
        return f"the top {_count(a, 'card').removeprefix('a ')} of your library"
    return f"the top X cards of your library, where X is {_amount(a)}"


def _library_card_words(flt: Filter | None, plural: bool) -> str:
    """A description of cards looked at in a library, as Oracle text words it: the card noun before its "with"
    qualities ("creature card with mana value 3 or less"), three or more card types as a list ("a creature, land,
    or planeswalker card"), two alternatives plural with "and/or" ("instant and/or sorcery cards")."""
    if flt is None:
        return "cards" if plural else "card"
    desc = flt.describe().replace(" permanent", "")
    if flt.any_types == PERMANENT_TYPES:  # "a permanent card" (110.4b)
        desc = desc.replace(ANY_PERMANENT_TYPE, "permanent")
    cut = min((i for i in (desc.find(q) for q in (" with ", " without ", " named ")) if i > 0), default=len(desc))
    body, quality = desc[:cut], desc[cut:]
    kinds = body.split(" or ")
    if len(kinds) >= 3:
        body = ", ".join(kinds[:-1]) + (", and/or " if plural else ", or ") + kinds[-1]
    elif len(kinds) == 2 and plural:
        body = " and/or ".join(kinds)
    return f"{body} card{'s' if plural else ''}{quality}"


def _look_top_text(e: Simple) -> str:
    """"Look at / Reveal the top N cards of your library", what is taken from among them and where the rest go
    (`look_top`, 608.2c, 701.16), in the words the card said: the pick and the rest in one sentence ("and the rest")
    or two ("Put the rest"), "the other" of two cards, "the revealed cards"."""
    if e.param("then_rest"):  # "Then put all cards revealed this way that weren't put onto the battlefield ..."
        return _then_rest(_look_top_text(replace(e, params=tuple((k, v) for k, v in e.params if k != "then_rest"))))
    verb = "Reveal" if e.param("reveal") else "You may look at" if e.param("may_look") else "Look at"
    text = f"{verb} {_top_cards(e.amount)}"
    if e.param("then_joined"):  # "Look at the top three cards of your library, then put one of them ..."
        said = _look_top_text(replace(e, params=tuple((k, v) for k, v in e.params if k != "then_joined")))
        rest = said.removeprefix(f"{text}. ")
        return f"{text}, then {rest[:1].lower()}{rest[1:]}"
    flt = e.param("filter")
    dest = {"battlefield": "onto the battlefield", "graveyard": "into your graveyard",
            "bottom": "on the bottom of your library", "top": "back on top of your library"}.get(
        str(e.param("to")), "into your hand") + (" tapped" if e.param("tapped") else "")
    rest = _REST.get(str(e.param("rest", "top")), "")
    order = {"any": " in any order", "random": " in a random order"}.get(str(e.param("order", "")), "")
    rest_word = str(e.param("rest_word", "the rest"))
    pick = int(e.param("pick", 0))
    if e.param("all"):
        where = "from among them" if e.param("from_among") else "revealed this way"
        what = _library_card_words(flt, True).replace(" and/or ", " and ")  # "all creature and land cards"
        return f"{text}. Put all {what} {where} {dest} and {rest_word} {rest}{order}."
    if pick == 0:
        rest = "back" if rest == _REST["top"] and order else rest  # "then put them back in any order"
        return f"{text}, then put them {rest}{order}."
    plain = flt is None and not e.param("said_may") and not e.param("reveal_pick") and not e.param("up_to") \
        and not e.param("and_or")
    if pick == -1 and plain:  # "Put any number of them into your graveyard and ..."
        return f"{text}. Put any number of them {dest} and {rest_word} {rest}{order}."
    if pick == 1 and e.amount == fixed(2) and plain and rest in (_REST["bottom"], _REST["graveyard"]):
        return f"{text}. Put one of them {dest} and the other {rest}."  # two cards: "the other", no order
    if pick >= 1 and plain:  # "Put two of them into your hand and the rest ..."
        of = "those cards" if e.param("of_those") else "them"
        return f"{text}. Put {_number_word(pick)} of {of} {dest} and {rest_word} {rest}{order}."
    if pick >= 1 and flt is None and e.param("up_to") and not e.param("said_may") and not e.param("reveal_pick") \
            and not e.param("and_or"):  # "Put up to two of them into your hand and the rest ..."
        rest_said = f" and {rest_word} {rest}{order}." if e.param("joined") else f". Put {rest_word} {rest}{order}."
        return f"{text}. Put up to {_number_word(pick)} of them {dest}{rest_said}"
    may = "You may " if e.param("said_may") else ""
    verb = "reveal" if e.param("reveal_pick") else "put"
    if pick == 1 and not e.param("up_to"):
        chosen = _count(fixed(1), _library_card_words(flt, False))
    else:
        many = "any number of" if pick < 0 else _number_word(pick)
        chosen = f"{'up to ' if e.param('up_to') else ''}{many} {_library_card_words(flt, pick != 1)}"
    if e.param("and_or"):  # "a creature card and/or a land card", "a Dinosaur card or a land card"
        chosen = (" or " if e.param("either") else " and/or ").join(
            _count(fixed(1), _library_card_words(f, False)) for f in e.param("and_or"))
    took = ""
    if verb == "reveal":
        them = "it" if pick == 1 and (not e.param("and_or") or e.param("either")) else "them"
        took = f" and put {e.param('took') or them}"
    said = f"{(may + verb).capitalize()} {chosen} from among them{took} {dest}"
    if e.param("joined"):
        return f"{text}. {said} and {rest_word} {rest}{order}."
    return f"{text}. {said}. Put {rest_word} {rest}{order}."


def _put_looked_at_card(e: Simple) -> str:
    """"Put it onto the battlefield tapped.", "Reveal it and put it into your hand." (`top_card` phrases): the card
    looked at, named as the card named it."""
    it = str(e.param("said"))
    dest = {"battlefield": "onto the battlefield", "graveyard": "into your graveyard"}.get(
        str(e.param("to")), "into your hand") + (" tapped" if e.param("tapped") else "")
    if e.param("reveal"):
        return f"Reveal {it} and put {it} {dest}."
    return f"Put {it} {dest}."


def _exile_top_of(e: Simple, who: str) -> str:
    """"Exile the top card of each player's library.", "Exile the top two cards of target opponent's library." (the
    effect's controller exiles them, as the card says it; 406.2)."""
    return f"Exile the top {_count(e.amount, 'card').removeprefix('a ')} of {who}'s library."


def _becomes(e: ApplyContinuous, who: str) -> str:
    """One "becomes" effect (`rules.continuous.becomes`) until a time, said as Oracle text says it (`becomes_words`);
    a group ("creatures target player controls") is said as a plural subject."""
    assert e.static is not None
    several = False
    if e.subject is not None and e.subject.kind == "all" and e.subject.filter is not None and e.static.param("plural"):
        who, several = _group(e.subject.filter), True
    said = becomes_words(e.static, who, e.duration, several)
    if e.static.param("said_first") and e.duration == "your_next_turn":  # "Until your next turn, it becomes ..."
        said = said.replace(" until your next turn.", ".", 1)
        said = f"Until your next turn, {said[:1].lower()}{said[1:]}"
    elif e.static.param("said_first") and e.duration == "end_of_turn" and " until end of turn." in said:
        said = said.replace(" until end of turn.", ".", 1)  # the Gideons: "Until end of turn, ~ becomes ..."
        said = f"Until end of turn, {said[:1].lower()}{said[1:]}"
    return said


def becomes_words(ab: StaticAbility, who: str, duration: str = "permanent", several: bool = False) -> str:
    """"~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.", "Target creature
    loses all abilities and becomes a blue Frog with base power and toughness 1/1 until end of turn.", "~ gets +3/+3
    and becomes a Bear Berserker until end of turn.", an Aura's "Enchanted creature is a Treefolk with base power and
    toughness 0/4 and loses all abilities." (the parameter "verb" "is")."""
    until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(duration, "")
    several = several or who.split(" target ")[0] in _SEVERAL or who.startswith(("all ", "those "))
    is_ = ab.param("verb") == "is"
    verb = ("are" if several else "is") if is_ else "become" if several else "becomes"
    loses, gains, has = ("lose", "gain", "have") if several else ("loses", "gains", "has")
    colors = " and ".join(ab.param("color_words", ()))
    kinds = " ".join(ab.param("type_words", ()))
    also = {"types": " in addition to its other types",
            "colors_types": " in addition to its other colors and types"}.get(str(ab.param("also", "")), "")
    keywords = tuple(ab.param("keyword_words", ()))
    form = ab.param("form")
    base = f"with base power and toughness {ab.power}/{ab.toughness}"
    if form == "pump":
        p, t = ab.param("modify")
        return f"{_cap(who)} {'get' if several else 'gets'} {p:+d}/{t:+d} and {verb} {_article(kinds)} {kinds}{also}" \
               f"{until}."
    if form == "card_type":  # "~ becomes an enchantment"
        kind = next(iter(ab.types)).lower()
        return f"{_cap(who)} {verb} {_article(kind)} {kind}{until}."
    if form == "lose_has":
        return f"{_cap(who)} {loses} all abilities and {has} base power and toughness {ab.power}/{ab.toughness}" \
               f"{until}."
    if form == "animate":
        size = "X/X" if ab.amount is not None else f"{ab.power}/{ab.toughness}"
        words = " ".join(w for w in (size, colors, kinds, "artifact" if "Artifact" in ab.types else "", "creature") if w)
        article = _article("legendary" if ab.param("supertypes") else size)
        words = f"legendary {words}" if ab.param("supertypes") else words
        quoted = _quoted_held(ab)
        had = [*keywords, quoted] if quoted else list(keywords)
        with_ = " with all creature types" if ab.param("all_types") else f" with {_listed(had)}" if had else ""
        still = {"clause": " that's still a land", "clause_planeswalker": " that's still a planeswalker"}.get(
            str(ab.param("still")), "")
        after = " It's still a land." if ab.param("still") == "sentence" else ""
        if ab.param("unblockable") == "first":  # "Until end of turn, ~ becomes ... and can't be blocked this turn."
            return f"Until end of turn, {who} {verb} {article} {words}{with_} and can't be blocked this turn.{after}"
        if ab.param("unblockable") == "last":
            return f"{_cap(who)} {verb} {article} {words}{with_}{until} and can't be blocked this turn.{after}"
        if ab.param("quote_stop") and until == " until end of turn" and not still:  # the quote's period ends it
            return f"Until end of turn, {who} {verb} {article} {words}{with_}{after}"
        with_ = with_[:-2] + '"' if with_.endswith('."') else with_  # a quote inside the sentence has no period
        where = f", where X is {_amount(ab.amount)}" if ab.amount is not None and ab.amount.kind != "x" else ""
        return f"{_cap(who)} {verb} {article} {words}{with_}{also}{still}{until}{where}.{after}"
    if "Artifact" in ab.types:
        return f"{_cap(who)} {verb} an artifact creature {base}{until}."
    kind = " ".join(w for w in (colors, kinds, "creature" if ab.param("creature_named") else "") if w)
    lose_all = ab.param("lose_all")
    if lose_all == "after" and keywords and until == " until end of turn":  # several changes: the duration first
        return f"Until end of turn, {who} {verb} {_article(kind)} {kind} {base}{also}, {loses} all abilities, and " \
               f"{gains} {_listed(list(keywords))}."
    if lose_all == "before":
        return f"{_cap(who)} {loses} all abilities and {verb} {_article(kind)} {kind} {base}{also}{until}."
    if lose_all == "after":
        tail = f", {loses} all abilities, and {gains} {_listed(list(keywords))}" if keywords else f" and {loses} all abilities"
    else:
        tail = f" and {gains} {_listed(list(keywords))}" if keywords else ""
    return f"{_cap(who)} {verb} {_article(kind)} {kind} {base}{also}{tail}{until}."


def _article(word: str) -> str:
    """"an" before a vowel sound ("an Elemental", "an 8/8", "an 11/11"), else "a"."""
    return "an" if word[:1].lower() in "aeiou8" or word.startswith(("11/", "18/", "X/")) else "a"


def _base_pt_said_first(e: ApplyContinuous, who: str) -> str:
    """"Until your next turn, creatures target player controls have base power and toughness 1/1." (613.4b)."""
    ab = e.static
    assert ab is not None
    if e.subject is not None and e.subject.kind == "all" and e.subject.filter is not None:
        who = _group(e.subject.filter)
    verb = "has" if who.startswith(("target ", "~", "it ", "enchanted ", "equipped ")) else "have"
    return f"Until your next turn, {who} {verb} base power and toughness {ab.power}/{ab.toughness}."


def _quoted_held(ab: StaticAbility) -> str:
    """The quoted abilities a "becomes" effect gives, as a granted ability says them ("\"{B}: Regenerate this
    creature.\"", 613.1f); "" if none."""
    if not ab.param("activated") and not ab.param("triggered"):
        return ""
    grant = StaticAbility("grant_abilities", None, params=(("activated", ab.param("activated", ())),
                                                         ("triggered", ab.param("triggered", ()))))
    said = static_text(grant)
    return said[said.find('"'):said.rfind('"') + 1]


def _sized_token_body(t: CardDef) -> str:
    """"X/X green Ooze creature": a token whose size is read as it is created (111.3, `CreateToken.size`)."""
    return "X/X" + _token_body(t).partition(" ")[1] + _token_body(t).partition(" ")[2]


def _token_size_where(e: CreateToken) -> str:
    """", where X is the number of lands you control" after an X/X token the sentence sizes (107.3c); nothing
    when X is the spell's own X (107.3a)."""
    if e.size is None or e.size.kind in ("x", "fixed"):
        return ""
    return f", where X is {_amount(e.size)}"


def _also(cond: Condition, then: str) -> str:
    """"If X is 10 or more, also create ...": the word a threshold's instruction was printed with
    (`phrases.x_thresholds`)."""
    return f"Also {then[:1].lower()}{then[1:]}" if cond.kind == "x_at_least" and cond.name == "also" else then


def _token_colors(t: CardDef) -> tuple[str, ...]:
    """A token's colors in the order card text names them: two colors around the color wheel ("green and blue
    Fractal", "green and white Elf Warrior", `rules.log_text.color_pair`), more in W, U, B, R, G order."""
    shown = frozenset(t.color_indicator or ())
    return color_pair(shown) if len(shown) == 2 else tuple(c for c in "WUBRG" if c in shown)


def goad_text(e: ModifyPT, who: str) -> str:
    """701.38a: "Goad target creature.", "Goad all creatures you don't control." (a group of the battlefield is
    said with "all", as the cards print it; "each creature that player controls" keeps its "each")."""
    if e.subject.kind == "all" and e.subject.filter is not None and who.startswith("each ") \
            and " that player " not in who and " target " not in who:
        body, clause, rest = who.removeprefix("each ").partition(" you don't control")
        who = "all " + _plural(body) + clause + rest
    return f"Goad {who}."


def keyword_trigger(token: CardDef, ability: TriggeredAbility) -> bool:
    """A token's triggered ability its keyword stands for (702.147a: decayed's "when this creature attacks,
    sacrifice it at end of combat"): said by the keyword in "with decayed", not quoted again."""
    return ability.text.lower() in token.keywords


def investigated_twice(e: Effect, nxt: Effect | None) -> bool:
    """"Investigate twice." (701.36a): two effects each creating one Clue token under your control."""
    def one_clue(x: Effect | None) -> bool:
        return isinstance(x, CreateToken) and x.token is not None and x.token.name == "Clue" \
            and x.copy_of is None and x.amount == fixed(1) and not x.tapped and x.controller == Ref("you")
    return one_clue(e) and one_clue(nxt)


def _x_base_pt(e: ApplyContinuous, who: str) -> str:
    """"Creatures you control have base power and toughness X/X until end of turn.", or with "Until end of turn, "
    first as Mirror Entity says it (613.4b; X is read as the effect begins, 608.2h)."""
    if e.subject is not None and e.subject.kind == "all" and e.subject.filter is not None:
        who = _group(e.subject.filter)
    verb = "has" if who.startswith(("target ", "~", "this ", "it ", "enchanted ", "equipped ")) else "have"
    assert e.static is not None
    if e.static.param("said_first"):
        return f"Until end of turn, {who} {verb} base power and toughness X/X."
    return f"{_cap(who)} {verb} base power and toughness X/X until end of turn."


def _token_counters(e: CreateToken, kws: str) -> str:
    """" with X +1/+1 counters on it" (or " and ..." after the token's keywords): counters a token is created with
    (122.6, `CreateToken.counters`); "" if none."""
    said = [_count(amount, f"{name} counter") for name, amount in e.counters]
    if not said:
        return ""
    return f"{' and ' if kws else ' with '}{' and '.join(said)} on it"


def _exile_top_face_down(e: Simple, ref: Callable[[Ref], str]) -> str:
    """"Exile the top card of your library face down." (406.3)."""
    return _simple(e, ref).removesuffix(".") + " face down."


def _chooses_own(e: Simple, ref: Callable[[Ref], str]) -> str:
    """"Target opponent chooses a creature they control." (608.2d; `phrases.chosen_by_a_player`)."""
    flt = e.param("filter")
    what = flt.describe().replace(" you control", "") if flt is not None else "permanent"
    article = "an" if what[:1] in "aeiou" else "a"
    return f"{ref(e.subject).capitalize()} chooses {article} {what} they control."


def _then_rest(said: str) -> str:
    """The rest of a look-and-pick said in its own sentence with "Then" (Genesis Wave)."""
    head, dot, rest = said.rpartition(". Put ")
    return f"{head}. Then put {rest}" if dot else said


def _also_after_subject(then: str) -> str:
    """"It also gains trample until end of turn": the word of a later paragraph that adds to the earlier target's
    gains (`language.earlier_paragraph_object.also_kept`), said after its subject."""
    return re.sub(r"^(It|That creature) ", r"\1 also ", then, count=1)


def returned_with_counter(e: Simple, subject: str) -> str:
    """"Return target creature card from your graveyard to the battlefield with a finality counter on it."
    (614.1c): the counter the permanent enters with, after where it goes and under whose control (110.2)."""
    several = subject.startswith("those ") or subject == "them"
    tapped = " tapped" if e.param("tapped") else ""
    under = f" under {'their' if several else 'its'} owner's control" if e.param("under_you") is False else ""
    if e.param("under_you") and (" from a graveyard" in subject or " from an opponent's graveyard" in subject):
        return f"Put {subject} onto the battlefield{tapped} under your control with a {e.param('counter')} " \
               f"counter on {'them' if several else 'it'}."
    return f"Return {subject} to the battlefield{tapped}{under} with a {e.param('counter')} counter on " \
           f"{'them' if several else 'it'}."


def forage_text(then: str) -> str:
    """"You may forage." alone (its "whenever you forage" is the point), or followed by what paying allows: "If you
    do, ..." or the reflexive "When you do, ..." (603.12)."""
    if not then:
        return "You may forage."
    if then.startswith("When you do"):
        return f"You may forage. {then}"
    return f"You may forage. If you do, {then[:1].lower()}{then[1:]}"


def player_rule_and_emblem_simple(e: Simple, ref: Callable[[Ref], str]) -> str | None:
    """Turn-long rules for the controller's spells (101.2), emblems (114), coin flips (705) and doubling power and
    toughness (701.9b, which had no words of its own); None for any other effect."""
    if e.kind == "double_pt":
        which = {"both": "power and toughness", "power": "power", "toughness": "toughness"}[str(e.param("which", "both"))]
        times = f" {_number_word(e.amount.value)} times" if e.amount.kind == "fixed" and e.amount.value > 1 else ""
        who = ref(e.subject)
        return f"Double {_possessive('this creature' if who == 'this' else who)} {which}{times} until end of turn."
    if e.kind == "timed_rule":  # 611.2a: `phrases.timed_rules`
        from kitchentable.cards.render.timed_rules import timed_rule_text

        return timed_rule_text(e, ref)
    if e.kind == "flash_this_turn":  # 601.3, 611.2a: `phrases.flash_this_turn`, said as the static is
        flt = e.param("filter")
        kinds = flt.describe().removesuffix(" permanent").replace(" or ", " and ") + " " if flt is not None else ""
        return f"You may cast {kinds}spells this turn as though they had flash."
    if e.kind == "uncounterable_this_turn":
        from kitchentable.cards.render.statics import _spells_you_cast

        said = _spells_you_cast(e.param("spells"))
        if e.param("said") == "control":
            return said.replace(" you cast", " you control") + " can't be countered this turn."
        return f"{said} this turn can't be countered."
    if e.kind == "targets_per_kick":  # 702.33c, 601.2c
        first = ref(e.subject)
        more = first.removeprefix("target ") if first.startswith("target ") else ""
        return f"Choose {first}, then choose another target{' ' + more if more else ''} for each time this spell " \
               "was kicked."
    if e.kind == "give_control":  # 613.1b
        who = ref(e.param("to"))
        until = {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(
            str(e.param("duration")), "")
        subject = e.subject
        what = "it" if subject.kind == "it" or e.param("said_it") else f"all {_plural(subject.filter.describe())}" \
            if subject.kind == "all" and subject.filter is not None else ref(subject)
        return f"{who[:1].upper() + who[1:]} gains control of {what}{until}."
    if e.kind == "keep_the_rest":  # 701.17, 701.7, 608.2d
        return _keep_the_rest(e)
    if e.kind == "flip_until_lose":  # 705.1
        return "Flip a coin until you lose a flip."
    if e.kind == "get_emblem":  # 114.1
        from kitchentable.cards.render import rules_text

        lines = [re.sub(r" \([^()]*\)$", "", line) for line in rules_text(e.param("emblem"))]
        said = '" and "'.join([line.rstrip(".") for line in lines[:-1]] + lines[-1:])  # one quotation each
        return f'You get an emblem with "{said}"'
    return None


def _keep_the_rest(e: Simple) -> str:
    """"Each player chooses six lands they control, then sacrifices the rest." and its siblings
    (`phrases.keep_the_rest`), in the wording the card used."""
    n = e.amount.value if e.amount is not None else 1
    noun = e.param("filter").describe()
    counted = (("an " if noun[:1] in "aeiou" else "a ") + noun) if n == 1 else f"{_number_word(n)} {_plural(noun)}"
    chooser, rest = e.param("chooser"), e.param("rest")
    if chooser == "random":
        return f"Choose {counted} at random, then destroy the rest."
    if chooser == "you":
        return f"Choose up to {_number_word(n)} {noun if n == 1 else _plural(noun)}. Destroy the rest."
    over = e.param("over")
    if over:
        return (f"Each player who controls {_number_word(over)} or more {_plural(noun)} chooses {counted} they control "
                "and sacrifices the rest.")
    if rest == "sacrifice":
        return f"Each player chooses {counted} they control, then sacrifices the rest."
    return f"Each player chooses {counted} they control. Destroy the rest."


def _search_top_tail(e: Simple) -> str:
    """The end of a search whose cards go on top after the shuffle (701.23, `phrases.tutor_to_top`): "[reveal it, ]
    then shuffle and put that card on top[ in any order]." in the card's own words for what it found."""
    revealed = f"reveal {e.param('revealed_as')}, " if e.param("reveal") else ""
    order = " in any order" if e.param("any_order") else ""
    nth = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(int(e.param("position", 1)), "")
    where = f"{nth} from the top" if nth else f"on top{order}"
    return f"{revealed}then shuffle and put {e.param('said', 'that card')} {where}."



_SIMPLE["put_its_counters"] = "Put its counters on {s}."  # phrases.leave_triggers (122.5, 608.2h)


def _is_in_addition(e: ApplyContinuous, who: str, several: bool, until: str) -> str:
    """"That creature is a Vampire in addition to its other types." and, the colors said with the types (the
    other half, `add_colors`, is joined to this sentence by `_effects`), "it is a black Zombie in addition to its
    other colors and types" (105.3, 205.1b; a one-shot effect's "is" is its "becomes", 611.2a)."""
    assert e.static is not None
    their = "their" if several else "its"
    if e.static.kind == "add_colors":
        return f"{_cap(who)} {'are' if several else 'is'} {_color_list(e.static.types)} in addition to {their} other " \
               f"colors{until}."
    kinds = " ".join([*sorted(t.lower() for t in e.static.types), *sorted(e.static.subtypes)])
    article = "an" if kinds[:1].lower() in "aeiou" else "a"
    return f"{_cap(who)} {'are' if several else 'is'} {article} {kinds} in addition to {their} other types{until}."


def _colors_and_types(e: Effect, nxt: Effect | None, text: str, then: str) -> str | None:
    """The two halves of "it is a black Zombie in addition to its other colors and types" (`_is_in_addition`) as
    the one sentence the card says; None for any other pair."""
    if not (isinstance(e, ApplyContinuous) and isinstance(nxt, ApplyContinuous) and e.static is not None
            and nxt.static is not None and e.static.kind == "add_types" and nxt.static.kind == "add_colors"
            and e.static.param("joined") and nxt.static.param("joined") and e.subject == nxt.subject
            and e.duration == nxt.duration):
        return None
    head, sep, rest = text.partition(" in addition to ")
    verb = " is " if " is " in head else " becomes " if " becomes " in head else " are " if " are " in head \
        else " become "
    who, _, kinds = head.partition(verb)
    kinds = kinds.split(" ", 1)[1] if " " in kinds else kinds  # without its article
    color = _color_list(nxt.static.types)
    article = "an" if color[:1].lower() in "aeiou" else "a"
    rest = rest.replace("other types", "other colors and types", 1)
    return f"{who}{verb}{article} {color} {kinds}{sep}{rest}" if sep else None


def _duration_words(duration: str) -> str:
    """" until end of turn", " until your next turn", " for as long as you control this" (611.2a, 611.2b)."""
    if duration in _SOURCE_DURATION_WORDS:
        return f" for as long as {_SOURCE_DURATION_WORDS[duration]}"
    return {"end_of_turn": " until end of turn", "your_next_turn": " until your next turn"}.get(duration, "")


def _quoted_grant(e: ApplyContinuous, who: str) -> str:
    """"Target creature gains \"{T}: Draw a card\" until end of turn." (611.2c, 613.1f): the quote without its own
    period, the duration after it (Oracle text also says a turn-long duration first, "Until end of turn, target
    creature gains \"...\"": the comparison reads both alike). A group: "creatures you control gain ..."."""
    assert e.static is not None
    if e.subject is not None and e.subject.kind == "all" and e.subject.filter is not None:
        who = _group(e.subject.filter)
    several = who.split(" target ")[0] in _SEVERAL or not who.startswith(("target ", "~", "it", "this", "each ",
                                                                            "enchanted ", "equipped ", "that "))
    held = " and ".join([*sorted(e.static.keywords), _quoted_held(e.static)])
    return _said_with_duration(f"{who} {'gain' if several else 'gains'} {held}", e.duration)


def _said_with_duration(said: str, duration: str) -> str:
    """A sentence ending with a quoted ability, its duration after the quote, which then has no period of its own
    ("... gains \"{T}: Draw a card\" for as long as you control this.")."""
    quote = said[said.find('"'):]
    if duration in ("end_of_turn", "your_next_turn") and '. ' in quote:  # a quote of several sentences: the
        return f"{_duration_words(duration).strip().capitalize()}, {said[:1].lower()}{said[1:]}"  # duration first
    if said.endswith('."'):
        said = said[:-2] + '"'
    return f"{_cap(said)}{_duration_words(duration)}."


def _pump_and_quoted_grant(e: Effect, nxt: Effect | None, text: str, then: str) -> str | None:
    """A P/T change or keywords and a quoted ability given together ("Until end of turn, target creature gets +2/+0
    and gains \"...\""): the two effects `phrases.quoted_grants` builds, one sentence as printed."""
    if not (isinstance(e, ModifyPT) and isinstance(nxt, ApplyContinuous) and nxt.static is not None
            and nxt.static.kind == "grant_abilities" and nxt.subject == e.subject and nxt.duration == e.duration):
        return None
    until = _duration_words(e.duration)
    grant = _quoted_grant(nxt, "it")
    if not text.endswith(f"{until}.") or " gain" not in grant:
        return None
    head = text.removesuffix(f"{until}.")
    verb, _, held = grant[grant.index(" gain") + 1:].partition(" ")
    held = held.removesuffix(f"{until}.")
    if " gain" in head:  # keywords said already: "gains flying and \"...\""
        return _said_with_duration(f"{head} and {held}", e.duration)
    return _said_with_duration(f"{head} and {verb} {held}", e.duration)


def _damage_instead(e: Conditional) -> bool:
    """"A deals 2 damage to X. If [condition], it deals 3 damage instead." (`core.sentences`' damage instead):
    both branches one source's damage to the same recipients, only the amount differs (614.1a)."""
    return _same_shape(e.then, e.otherwise) and all(isinstance(x, DealDamage) for x in (*e.then, *e.otherwise))


def _damage_instead_said(e: Conditional, targets: tuple[TargetSpec, ...], offset: int) -> str:
    """The damage first, then the condition's bigger damage to the same recipients: "This deals 2 damage to
    target creature or planeswalker. If you control three or more snow permanents, this deals 3 damage instead."
    (614.1a; a card that names the source "it" there is said so by `printed_equivalents`)."""
    first = _effects(e.otherwise, targets, offset)
    then = _effects(e.then, targets, offset).rstrip(".")
    if len(e.then) == 1 and isinstance(e.then[0], DealDamage) and e.then[0].to.kind == "target":
        then = then.partition(" damage to ")[0] + " damage"
    if e.condition.kind == "kicked":  # "If this spell was kicked, it deals ...": the spell just named
        then = re.sub(r"^This deals ", "It deals ", then)
    return f"{first} If {_condition_words(e.condition)}, {then[:1].lower()}{then[1:]} instead."


def _it_after_first(row: int, said: str) -> str:
    """A die table's rows after the first name the object the first named as "it" ("1—9 | Lightfoot Rogue gains
    deathtouch ... 10—19 | It gets +1/+0 ...", 706.2)."""
    return "It " + said.removeprefix("This ") if row and said.startswith("This ") else said
