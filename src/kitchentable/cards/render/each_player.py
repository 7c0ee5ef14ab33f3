"""How `cards show` says an instruction each player carries out for themselves (101.4,
`phrases.each_player_instructions`): "Each player may put two +1/+1 counters on a creature they control.",
"Each opponent returns a creature card from their graveyard to the battlefield."."""

from __future__ import annotations

import re

from kitchentable.cards.language.phrases.each_player_instructions import _THIRD_PERSON, _VERB_AT
from kitchentable.cards.render.words import _card_kind, _controller_split, _count, _number_word
from kitchentable.rules.abilities import Effect, Optional_, Simple, fixed


def each_player_text(e: Simple, subject: str) -> str | None:
    """The sentence of an "each_player_does" effect, or None for another kind."""
    if e.kind != "each_player_does":
        return None
    if e.param("tail"):
        return each_player_tail_text(e, subject)
    effects: tuple[Effect, ...] = e.param("effects")
    may = bool(e.param("may"))
    if may and isinstance(effects[0], Optional_):
        effects = effects[0].then
    verb = str(e.param("verb"))
    said = _instruction(effects, verb if may else verb + "s")
    return f"{subject[:1].upper()}{subject[1:]} {'may ' if may else ''}{said}."


def _instruction(effects: tuple[Effect, ...], verb: str) -> str:
    first = effects[0]
    assert isinstance(first, Simple)
    flt = first.param("filter")
    if first.kind == "choose_and_act":  # a permanent of theirs gets counters
        counters = effects[1]
        assert isinstance(counters, Simple)
        n = counters.amount.value if counters.amount is not None else 1
        kind = counters.param("counter")
        noun = f"{kind} counter" if n == 1 else f"{kind} counters"
        what = _controller_split(flt.describe())[0]
        return f"{verb} {_count(fixed(1), noun) if n == 1 else _number_word(n) + ' ' + noun} on " \
               f"{_count(fixed(1), what)} they control"
    kind, with_, qualities = _card_kind(flt).partition(" with ")  # "a creature card with mana value 3 or less"
    card = _count(fixed(1), f"{kind} card".strip()) + (f" with {qualities}" if with_ else "")
    tapped = " tapped" if first.param("tapped") else ""
    if flt.zone == "hand":
        return f"{verb} {card} from their hand onto the battlefield{tapped}"
    if first.param("to") == "hand":
        return f"{verb} {card} from their graveyard to their hand"
    onto = "to" if verb.startswith("return") else "onto"
    return f"{verb} {card} from their graveyard {onto} the battlefield{tapped}"


_BASE_TO_THIRD = {base: third for third, base in _THIRD_PERSON.items()}
_ACTOR = re.compile(r"(^|\band |\bthen |, )you (?=[a-z])")
_THEIR_VOICE = ((re.compile(r"\byour\b"), "their"), (re.compile(r"\byou control\b"), "they control"),
                (re.compile(r"\byou own\b"), "they own"), (re.compile(r"\byourself\b"), "themselves"))


def each_player_tail_text(e: Simple, subject: str) -> str:
    """An instruction compiled from its own words (`phrases.each_player_instructions.own_words`) said back in
    the acting player's voice: the effects' own rendering with "your" as "their", and for "each player" without
    "may" the verbs in the third person."""
    from kitchentable.cards.render.effects import _effects

    effects: tuple[Effect, ...] = e.param("effects")
    may = bool(e.param("may"))
    if may and isinstance(effects[0], Optional_):
        effects = effects[0].then
    words = _sacrifices(effects) or _one_sentence(_effects(effects, ()).strip().rstrip("."))
    words = _KIND_LIST.sub(lambda m: ", ".join(m.group(1).split(" or ")) + ", or " + m.group(2), words)
    for pattern, theirs in _THEIR_VOICE:
        words = pattern.sub(theirs, words)
    if e.param("and_you"):
        return f"You and {subject} each {words}."
    if not may:
        words = _VERB_AT.sub(lambda m: m.group(1) + _BASE_TO_THIRD.get(m.group(2), m.group(2)), words)
    start = "Starting with you, " if e.param("start") == "you" else ""
    who = subject if start else subject[:1].upper() + subject[1:]
    return f"{start}{who} {'may ' if may else ''}{words}."


_KIND_LIST = re.compile(r"\b((?:[a-z]+ or ){2,}[a-z]+) or ([a-z]+)(?= card)")
"""Three or more kinds of card said as Oracle text lists them: "an artifact, creature, enchantment, or land card"."""


def _sacrifices(effects: tuple[Effect, ...]) -> str | None:
    """Several one-permanent sacrifices of one player as one list (701.21a): "sacrifice an artifact, a creature,
    and a land"; None for anything else."""
    if len(effects) < 2 or not all(isinstance(x, Simple) and x.kind == "sacrifice" and x.param("filter") is not None
                                   and x.amount == fixed(1) for x in effects):
        return None
    kinds = [_count(fixed(1), x.param("filter").describe().removesuffix(" you control")) for x in effects
             if isinstance(x, Simple)]
    return "sacrifice " + (" and ".join(kinds) if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", and " + kinds[-1])


def _one_sentence(text: str) -> str:
    """The instruction's sentences as one, in the acting player's words: "Reveal the top card of your library.
    You lose life equal to its mana value. Put it into your hand." -> "reveal the top card of your library, lose
    life equal to its mana value, then put it into your hand"."""
    parts = [p.strip().rstrip(".") for p in re.split(r"(?<=\.) ", text) if p.strip()]
    parts = [_ACTOR.sub(r"\1", p[:1].lower() + p[1:]) for p in parts]
    if len(parts) > 1 and not parts[-1].startswith("then "):
        parts[-1] = "then " + parts[-1]
    return ", ".join(parts)
