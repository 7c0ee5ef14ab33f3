"""Rendering a compiled card back into rules text, as a player reads it (`kitchentable cards show`).

The text is built from the compiled objects (costs, targets, effects), not copied from the data file, so what
`cards show` prints is what the engine will do. `render` and `rules_text` are here with the card's lines (keywords,
costs, abilities in order); the package writes each kind of object in its own module: `effects`, `costs`,
`activated`, `triggers`, `statics`, `conditions`, and the words they share (`words`). An effect that grants or
creates an ability writes it through the renderers this module installs (`words.install`), so no module
imports one above it."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import replace

from kitchentable.cards.language.keyword_expansion import READ_BACK
from kitchentable.cards.language.keywords import keyword, match_keyword
from kitchentable.cards.language.phrases.levels import SOLVED
from kitchentable.cards.render.activated import _activated
from kitchentable.cards.render.as_printed import as_printed
from kitchentable.cards.render.chosen_color import chosen_color_said
from kitchentable.cards.render.conditions import CAST_OBJECT, _condition_words
from kitchentable.cards.render.costs import _cost, _keyword_cost
from kitchentable.cards.render.different_players import different_players_said
from kitchentable.cards.render.effects import _modal, _spree, gift_given, gift_words
from kitchentable.cards.render.keyword_abilities import keyword_line, keywords_line, subtypes_capitalised
from kitchentable.cards.render.statics import _static, job_select_sentence
from kitchentable.cards.render.triggers import _triggered
from kitchentable.cards.render.words import (
    _COLOR_WORDS,
    _HOLDER,
    _PAID,
    _VERB_KEYWORDS,
    ANY_PERMANENT_TYPE,
    _holder_phrase,
    _keywords_said,
    _listed,
    _number_word,
    _plural,
    _subtype_noun,
    install,
)
from kitchentable.rules.abilities import (
    ActivatedAbility,
    CardDef,
    Cost,
    Filter,
    Simple,
    StaticAbility,
    TriggeredAbility,
)


def _in_sentence(cost: str) -> str:
    """A cost inside a sentence: each part's first word in lower case, names, subtypes and mana symbols kept
    ("discard a Plains card", "pay 4 life"); mana is paid ("pay {W}{U}{B}{R}{G}")."""
    parts = [f"pay {part}" if part.startswith("{") else part[:1].lower() + part[1:] for part in cost.split(", ")]
    return " and ".join(parts) if len(parts) == 2 else ", ".join(parts)  # "pay {1}{U} and return a basic land"


def _lower_parts(cost: str) -> str:
    """A cost after "As an additional cost to cast this spell, ": each part's first word in lower case, names,
    subtypes and X kept ("sacrifice a Goblin", "pay X life")."""
    return ", ".join(part[:1].lower() + part[1:] for part in cost.split(", "))


def _additional_cost_words(cost: Cost) -> str:
    """An additional cost, and its other choice (601.2b): "sacrifice a creature or pay {3}{B}"; mana is paid."""
    words = [_lower_parts(_cost(c)) for c in (cost, cost.or_cost) if c is not None]
    return " or ".join(f"pay {w}" if w.startswith("{") else w for w in words)


def _control_condition(n: int, flt: Filter) -> str:
    """An alternative cost's condition on what is on the battlefield (118.9): "If you control a Swamp, ",
    "If you control two or more Forests, ", "If there are 3 or more: artifact, " otherwise."""
    desc = _subtype_noun(flt.describe())
    if desc.endswith(" you control") and not flt.other:
        what = desc.removesuffix(" you control")
        if n == 1:
            return f"If you control {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}, "
        return f"If you control {_number_word(n)} or more {_plural(what)}, "
    return f"If there are {n} or more: {desc}, "


def _case_line(ab: StaticAbility | TriggeredAbility | ActivatedAbility) -> str | None:
    """Cases (719.3): "To solve — [condition]" once (its trigger is that line's meaning, "" hides
    it), "Solved — [ability]" for an ability that works only while the Case is solved; None for anything else."""
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


_RESTRICTION_SENTENCES = {
    "doesn't untap": "This doesn't untap during your untap step. (502.3)",
    "may choose not to untap": "You may choose not to untap this during your untap step. (502.3)",
    "all creatures able to block it do so": "All creatures able to block this do so. (509.1c)",
    "may assign combat damage as though it weren't blocked":
        "You may have this assign its combat damage as though it weren't blocked. (510.1c)",
}


def _keyword_line(text: str) -> str | None:
    """Keywords that expand to several abilities read back as the one keyword line they came from: evoke, dash
    and unearth (702.74, 702.109, 702.84) and the keywords of permanents ("Persist (702.79)")."""
    first = re.split(r"[ —]", text, maxsplit=1)[0].lower()  # "Evoke {R}{R}", "Evoke—Exile a red card ..."
    by_word = READ_BACK.get(first)
    if by_word is not None and by_word.by_first_word:
        return f"{subtypes_capitalised(text)} ({keyword(first).rule})"
    found = match_keyword(text.lower()) if text else None
    read = READ_BACK.get(found[0].name) if found is not None else None
    if found is not None and read is not None and not read.by_first_word:
        cost, colon, action = text.partition(": ")  # a keyword action as an effect: "{5}{R}{R}: Monstrosity 3."
        said = f"{cost}: {action[:1].upper()}{action[1:].rstrip('.')}." if colon else text
        head, dash, words = said.partition("—")  # a cost in words is a sentence: "Cumulative upkeep—Pay 2 life."
        said = f"{head}—{words[:1].upper()}{words[1:].rstrip('.')}." if dash and not colon else said
        return f"{subtypes_capitalised(said)} ({found[0].rule})"
    return None


_NAMED_CARD = re.compile(r"\b(a|an) named (.+?) card\b")  # "a card named ~" (201.2), a search's words
# A chosen creature type alone names the permanents of that type (205.3m): "each chosen-type permanent you control".
_CHOSEN_TYPE_ALONE = re.compile(r"\bchosen-type(s?)\b(?! (?:[a-z]+ )?(?:creature|permanent|card|spell|artifact|land|"
                                r"enchantment|token)s?\b)")


# Two "non-" qualities in a row are a list, with a comma: "noncreature, nonland card" (as Oracle text writes them).
_TWO_NON = re.compile(r"\b(non[a-z-]+) (?=non[a-z-]+\b)")


def rules_text(card: CardDef) -> list[str]:
    """The card's abilities as lines of rules text, regenerated from the compiled definition."""
    token = _HOLDER.set(_holder_phrase(card))
    cast = CAST_OBJECT.set("this spell" if card.types & {"Instant", "Sorcery"} else "it")
    try:
        return [as_printed(different_players_said(chosen_color_said(_TWO_NON.sub(r"\1, ", _CHOSEN_TYPE_ALONE.sub(r"chosen-type permanent\1", _NAMED_CARD.sub(
                r"\1 card named \2", _named_maker_as_self(line, card.name))
                .replace("named ~ cards", "cards named ~").replace("named ~ card", "card named ~")
                .replace("named ~", f"named {card.name}")
                .replace(f"an {ANY_PERMANENT_TYPE}", "a permanent").replace(ANY_PERMANENT_TYPE, "permanent"))))), card.text, card.name)
                for line in _rules_lines(card)]
    finally:
        _HOLDER.reset(token)
        CAST_OBJECT.reset(cast)


def _counted_together(previous: object, ab: object) -> bool:
    """Two enters-with-counters statics compiled from one sentence that counts two groups ("a +1/+1 counter on
    it for each other Zombie you control and each Zombie card in your graveyard"), or two anthems ("gets +1/+1 for
    each land you control and each land card in your graveyard"): one line, as printed."""
    return isinstance(previous, StaticAbility) and isinstance(ab, StaticAbility) \
        and previous.kind == ab.kind in ("enters_with_counters", "anthem") and previous.text == ab.text != "" \
        and previous.params == ab.params and " for each " in _static(ab)


_RULE_NOTE = re.compile(r" \((\d{3}\.\w+(?:, \d{3}\.\w+)*)\)$")
_SECOND_VERBS = frozenset({"has", "have", "gets", "get", "gains", "gain", "loses", "lose", "can't", "is", "are",
                           "cost"})


def _one_sentence(first: str, second: str) -> str | None:
    """Two static abilities compiled from one printed sentence, said as that sentence: "All creatures lose all
    abilities and have base power and toughness 1/1.", "Enchanted creature gets +2/+2 and has "..."", "This
    enters tapped with two charge counters on it." (their shared subject and condition once); None when their
    words don't share a subject."""
    notes = [m.group(1) for m in (_RULE_NOTE.search(first), _RULE_NOTE.search(second)) if m is not None]
    a = _RULE_NOTE.sub("", first).rstrip(".").split(" ")
    b = _RULE_NOTE.sub("", second).rstrip(".").split(" ")
    n = 0
    while n < min(len(a), len(b)) - 1 and a[n].lower() == b[n].lower():
        n += 1
    rule = f" ({', '.join(dict.fromkeys(notes))})" if notes else ""
    if n >= 2 and a[n - 1] == "enters" and a[n:] == ["tapped"] and b[n] == "with":  # 614.1c
        return " ".join(a + b[n:]) + "." + rule
    if n >= 2 and b[n - 1] in _SECOND_VERBS:
        n -= 1
    if n < 2 or b[n] not in _SECOND_VERBS or a[n] not in _SECOND_VERBS:
        return None
    said = " ".join(a) + " and " + " ".join(b[n:])
    return said + ("" if said.endswith('."') else ".") + rule


def _in_printed_order(card: CardDef) -> list[StaticAbility | TriggeredAbility | ActivatedAbility]:
    """The card's abilities in the order its text prints them: a leveler's level blocks (711.2) after its other
    abilities and its "Level up" line."""
    abilities: list[StaticAbility | TriggeredAbility | ActivatedAbility] = [*card.static, *card.triggered,
                                                                            *card.activated]
    level = [ab for ab in abilities if isinstance(ab, StaticAbility) and (ab.kind == "level_striation" or (
        ab.condition is not None and ab.condition.kind == "level_between"))]
    return [ab for ab in abilities if ab not in level and not (isinstance(ab, StaticAbility)
                                                               and ab.kind in LEADING_STATICS)] + level


def _gift_promised(card: CardDef) -> str:
    """What a card's gift keyword promises (702.174): read from the gift its spell or enters trigger gives."""
    for mode in card.spell.modes if card.spell is not None else ():
        for e in mode.effects:
            if gift_given(e):
                return gift_given(e)
    for t in card.triggered:
        for e in (x for mode in t.effect.modes for x in mode.effects):
            if isinstance(e, Simple) and e.kind == "gift":
                return gift_words(e)
    return "a gift"


def _rules_lines(card: CardDef) -> list[str]:
    lines: list[str] = [LEADING_STATICS[ab.kind](ab) for ab in card.static if ab.kind in LEADING_STATICS]
    own_lines = {said.split(" (")[0].lower() for ab in card.triggered + card.static + card.activated
                 if (said := _keyword_line(ab.text) or keyword_line(ab, card.types))}  # "Haunt", "Flanking"
    kws = [k for k in card.keywords if k not in _RESTRICTION_SENTENCES and k not in ("morph", "disguise")
           and not k.startswith(_VERB_KEYWORDS) and k not in own_lines]
    if kws:
        lines.append(keywords_line(card, kws))
    lines += [_RESTRICTION_SENTENCES[k] for k in sorted(card.keywords) if k in _RESTRICTION_SENTENCES]
    alone = {"can't attack alone", "can't block alone"}
    lines += ["This can't attack or block alone."] if alone <= card.keywords else []  # one sentence, as printed
    lines += [f"This {_keywords_said('this', {k})}." for k in sorted(card.keywords)
              if k.startswith(_VERB_KEYWORDS) and k not in _RESTRICTION_SENTENCES
              and not (alone <= card.keywords and k in alone)]
    if card.enchant is not None:
        lines.append(f"Enchant {card.enchant.describe()} (702.5)")
    for cost in card.additional_costs:
        lines.append(f"As an additional cost to cast this spell, {_additional_cost_words(cost)}.")
    for opt in card.optional_costs:
        if opt.label == "collect evidence":
            lines.append(f"As an additional cost to cast this spell, you may collect evidence {opt.cost.evidence}. "
                         "(701.59a)")
            continue
        if opt.label == "gift" and any(t.text.startswith("Gift ") for t in card.triggered):
            continue  # a permanent's gift: its enters trigger is read back as the keyword line
        if opt.label == "gift":
            lines.append(f"Gift {_gift_promised(card)} (702.174: you may promise an opponent a gift as you cast "
                         "this spell)")
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
        elif alt.label == "harmonize":
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
        elif alt.label in SAID_BY_ITS_ABILITIES:
            continue
        elif alt.label == "suspend":
            lines.append(f"Suspend {alt.cost.add_counters[1]}—{alt.cost.mana} (702.62)")
        elif alt.label == "escape":  # 702.138a
            lines.append(f"Escape—{_cost(alt.cost)}. (702.138)")  # its cost always exiles cards, a sentence
        elif alt.label == "evoke" and alt.cost != Cost(mana=alt.cost.mana):
            continue  # "Evoke—Exile a red card from your hand.": its sacrifice trigger reads back as the line
        elif alt.label in READ_BACK and READ_BACK[alt.label].alternative_cost:
            lines.append(f"{alt.label.capitalize()} {alt.cost.mana} ({keyword(alt.label).rule})")
        elif alt.label == "without paying its mana cost" and alt.condition is not None:  # 118.9
            lines.append(f"If {_condition_words(alt.condition)}, you may cast this spell without paying its mana "
                         "cost.")
        else:
            cond = alt.condition
            when = "" if cond is None else _control_condition(cond.n, cond.filter) \
                if cond.kind == "control" and cond.filter is not None else f"If {_condition_words(cond)}, "
            lines.append(f"{when}{'y' if when else 'Y'}ou may {_in_sentence(_cost(alt.cost))} rather than pay this spell's "
                         "mana cost.")
    if card.morph is not None and "disguise" in card.keywords:  # 702.168a
        lines.append(f"Disguise {_cost(card.morph)} (702.168: cast face down as a 2/2 with ward {{2}} for {{3}}; "
                     "turn face up any time for this cost)")
    elif card.morph is not None:
        mega = card.megamorph
        lines.append(f"{'Megamorph' if mega else 'Morph'}{_keyword_cost(card.morph)} ({'702.37b' if mega else '702.37a'}: "
                     "cast face down as a 2/2 for {3}; turn face up any time for this cost)")
    previous: StaticAbility | TriggeredAbility | ActivatedAbility | None = None
    for ab in _in_printed_order(card):
        if isinstance(ab, StaticAbility) and _counted_together(previous, ab) and lines:  # "for each other Zombie you control and each Zombie card"
            lines[-1] = f"{lines[-1].rstrip('.')} and each {_static(ab).partition(' for each ')[2]}"
            continue
        joined = _one_sentence(lines[-1], _static(ab)) if lines and isinstance(ab, StaticAbility) \
            and isinstance(previous, StaticAbility) and previous.text == ab.text != "" else None
        if joined is None and lines and isinstance(ab, StaticAbility) and isinstance(previous, StaticAbility) \
                and previous.text == ab.text != "":
            joined = _you_and_groups(lines[-1], _static(ab))
        if joined is None and lines and isinstance(ab, StaticAbility) and isinstance(previous, StaticAbility) \
                and previous.text == ab.text != "":
            joined = tapped_then_choice(lines[-1], _static(ab))
        if joined is not None:  # Humility, Vivid lands: two abilities printed as one sentence, said as one
            lines[-1] = job_select_sentence(joined)
            previous = ab
            continue
        previous = ab
        line = _keyword_line(ab.text) or keyword_line(ab, card.types) or _case_line(ab)
        if line == "":
            continue
        if line is not None:
            if line not in lines:
                lines.append(line)
        elif isinstance(ab, StaticAbility):
            lines.append(_static(ab))
        elif isinstance(ab, TriggeredAbility):
            lines.append(_triggered(ab))
        elif ab.is_mana and ab.text.startswith("("):  # a basic land type's intrinsic ability (305.6)
            lines.append(f"({_activated(ab)})")
        else:
            lines.append(_activated(ab))
    if card.spell is not None:
        sacrificed = next((c.sacrifice for c in card.additional_costs if c.sacrifice is not None), None)
        paid = _PAID.set("" if sacrificed is None else "the sacrificed creature" if "Creature" in sacrificed.types
                         else "the sacrificed permanent")  # 608.2h: "it" in the effect is the object paid
        try:
            lines.append(_with_cleave_brackets(card, _spree(card, card.spell) or _modal(card.spell)))
        finally:
            _PAID.reset(paid)
    for flag in sorted(card.flags):
        lines.append(_flag_line(card, flag))
    return _chapters_together(lines)


_CHAPTER = re.compile(r"^([IVX]+(?:, [IVX]+)*) — (.*)$", re.S)


def _chapters_together(lines: list[str]) -> list[str]:
    """A Saga's chapters with the same ability as one line, as printed: "I, II — ..." (714.2b: each numeral is a
    chapter ability of its own)."""
    out: list[str] = []
    for line in lines:
        m, last = _CHAPTER.match(line), _CHAPTER.match(out[-1]) if out else None
        if m and last and m.group(2) == last.group(2):
            out[-1] = f"{last.group(1)}, {m.group(1)} — {m.group(2)}"
        else:
            out.append(line)
    return out


def render(card: CardDef) -> str:
    """Name and cost, type line, rules text, P/T or loyalty: the card as a player reads it."""
    if card.faces:
        return "\n//\n".join(render(f) for f in card.faces)
    head = card.name + (f"  {card.mana_cost}" if card.mana_cost is not None else "")
    if card.color_indicator and card.mana_cost is None:  # a back face's color indicator (204)
        head += "  (color indicator: " + " ".join(_COLOR_WORDS[c] for c in "WUBRG" if c in card.color_indicator) + ")"
    out = [head, card.type_line, *(line.replace("from ?chosen", "from the chosen color") for line in rules_text(card))]
    power_only = any(s.kind == "set_base_pt_cda" and s.param("toughness") is False for s in card.static)
    cda = next((s for s in card.static if s.kind == "set_base_pt_cda"), None)
    plus = cda.amount.plus if cda is not None and cda.amount is not None and cda.amount.times == 1 else 0
    if card.power is not None and cda is not None and cda.toughness and not power_only:  # Tarmogoyf: "*/1+*"
        out.append(f"{f'{plus}+' if plus > 0 else ''}*/{plus + cda.toughness}+*")
    elif card.power is not None and (card.power, card.toughness) == (0, 0) and cda is not None and not power_only:
        out.append(f"{plus}+*/{plus}+*" if plus > 0 else "*/*")  # defined by an ability (604.3): "1+*/1+*"
    elif card.power == 0 and power_only:  # only the power is defined by an ability: "*/4" (604.3)
        out.append(f"{f'{plus}+' if plus > 0 else ''}*/{card.toughness}")
    elif card.power is not None:
        out.append(f"{card.power}/{card.toughness}")
    if card.loyalty is not None:
        out.append(f"Loyalty: {card.loyalty}")
    return "\n".join(out)


install(_activated, _triggered, _static)


def _flag_line(card: CardDef, flag: str) -> str:
    """A flag the compiler set for a line with no game rules: "~ can be your commander." (903.3d) as printed, the
    others as "[ante]"."""
    if flag == "can_be_commander":
        return f"{card.name} can be your commander."
    if flag == "any_number_in_deck":  # 100.2a (`language/phrases/deck_limits`)
        return f"A deck can have any number of cards named {card.name}."
    return f"[{flag.replace('_', ' ')}]"


_HAVE = re.compile(r"^(?P<who>.+?) (?:have|has) (?P<what>[^.]+)\.$")


def _you_and_groups(first: str, second: str) -> str | None:
    """"You have hexproof." then "Other creatures you control have hexproof." from one printed sentence: said as
    that sentence, "You and other creatures you control have hexproof.", "You, planeswalkers you control, and other
    creatures you control have hexproof." (702.11b-c). None unless the first says "You ..." and both give the same."""
    a, b = _HAVE.match(first), _HAVE.match(second)
    if a is None or b is None or a.group("what") != b.group("what") or not a.group("who").startswith("You"):
        return None
    who = a.group("who")
    subjects = who.replace(", and ", ", ").split(", ") if ", " in who else who.split(" and ", 1)
    subjects.append(b.group("who")[:1].lower() + b.group("who")[1:])
    return f"{_listed(subjects)} have {a.group('what')}."


def _named_maker_as_self(line: str, name: str) -> str:
    """"named [this card's name]" said as "named ~" before the line is worded: a token's ability that names the
    card that made it holds that name written out (`cards.language.named_self`), read as the card writes it."""
    return line.replace(f" named {name} ", " named ~ ") if name else line


LEADING_STATICS: dict[str, Callable[[StaticAbility], str]] = {
    "prototype": lambda ab: f"Prototype {ab.mana} — {ab.power}/{ab.toughness} (702.160: you may cast this spell "
                            "with that mana cost, power and toughness)",
}
"""Static abilities whose line the card prints first, before its keywords (the prototype line, 718.2)."""

SAID_BY_ITS_ABILITIES = frozenset({"impending"})
"""Alternative costs whose keyword line is read back from the keyword's other abilities (702.176a impending: its
time counters, its type change and its end-step trigger all carry the line)."""


def _with_cleave_brackets(card: CardDef, said: str) -> str:
    """702.148: a spell with cleave says, in square brackets, the words its cleave cost removes: the words of its
    text that the text of the spell cast for that cost lacks ("Destroy target [attacking] creature.")."""
    cleaved = next((alt.spell for alt in card.alternative_costs if alt.label == "cleave" and alt.spell), None)
    if cleaved is None:
        return said
    whole, short = _CLEAVE_TOKENS.findall(said), _CLEAVE_TOKENS.findall(_modal(cleaved))
    pieces: list[str | list[str]] = []  # a word or mark said as is, or the words of one bracket
    for op, i1, i2, _j1, _j2 in difflib.SequenceMatcher(a=whole, b=short, autojunk=False).get_opcodes():
        if op == "equal":
            pieces += whole[i1:i2]
        elif op == "delete":
            pieces.append(whole[i1:i2])
        else:
            return said  # the cleaved text is not the text less some words: say the text alone
    out: list[str] = []
    k = 0
    while k < len(pieces):
        piece = pieces[k]
        if isinstance(piece, list):
            after = pieces[k + 1] if k + 1 < len(pieces) else None
            if piece[0] in _MARKS and after == piece[0]:  # "card[, reveal it], put" is "card, [reveal it,] put"
                out += [piece[0], f"[{_joined([*piece[1:], piece[0]])}]"]
                k += 2
                continue
            out.append(f"[{_joined(piece)}]")
        else:
            out.append(piece)
        k += 1
    return _joined(out)


_MARKS = frozenset(".,;")
_CLEAVE_TOKENS = re.compile(r"[^\s.,;]+|[.,;]")


def _joined(tokens: list[str]) -> str:
    """Words and punctuation marks as a sentence: a space before each word, none before a mark."""
    return "".join(t if t in _MARKS else f" {t}" for t in tokens).strip()


def tapped_then_choice(first: str, second: str) -> str | None:
    """"This enters tapped. As it enters, choose a color other than red." (the Thriving lands): two abilities of
    one paragraph, said as printed; None for other pairs."""
    if first == "This enters tapped." and second.startswith("As this enters, "):
        return f"{first} As it enters, {second.removeprefix('As this enters, ')}"
    return None
