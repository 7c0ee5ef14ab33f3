"""The rendering against the Oracle text: `kitchentable cards show` is a card's proof only if what it prints reads
as the card's Oracle text. This module cuts a rendered card back into its parts and compares it, sentence by
sentence, with an Oracle text (the bundled pool's `data/oracle/` files, or a card database's text).

Both sides are normalised the same way (`normalise`), and only for what never changes what a card does:
- the card's own name (and a legendary's short name before its comma) against "this creature", "this spell",
  "this permanent", ... (all read as `~`);
- text in parentheses: reminder text on the Oracle side, the rule numbers the rendering adds (`Flying (702.9)`);
- mode bullets, whitespace, the case of a sentence's first letter, the minus sign of loyalty costs;
- wording Wizards has since replaced word for word (`MODERN_WORDING`: "enters the battlefield" is "enters",
  "converted mana cost" is "mana value", "target creature or player" is "any target", ...), so a 2017 database
  is compared in today's words;
- two effects joined by "and" or ", then" ("... any target and you gain 3 life") as two sentences;
- "A as long as B." as "As long as B, A."; "A at the beginning of the next end step." as "At the beginning of
  the next end step, A." and "A at end of combat." as "At end of combat, A." (a delayed trigger said after its
  effect, 603.7); "you draw a card" as "draw a card" (608.2c);
- an ability word before its em dash ("Landfall — "), which has no rules meaning (207.2c);
- a loyalty cost in brackets, as today's Oracle text prints it ("[+1]:", "[−2]:"), as "+1:" / "-2:" (606.4);
- "it" for the card itself in its own trigger or activated ability, before any other object is named ("When ~ enters, it deals 2
  damage" reads "~ deals");
- the parts of an activated ability's cost ("{T}, Sacrifice ~: ..."), paid in any order (601.2h);
- the symbols of a mana cost, and of any run of mana symbols in the text ("{G}{U}: ...", "Add {R}{W}."), in one
  order (202.1), subtypes in alphabetical order, and a list of keywords inside a sentence ("has trample and lifelink");
- a line of keywords ("Flying, first strike") is its keywords one by one, in alphabetical order (the rendering
  lists a card's keywords in one line).
Everything else counts: a sentence that differs after this is a mismatch.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from kitchentable.cards.oracle import OracleCard, OracleFace, sentences
from kitchentable.cards.render import render
from kitchentable.cards.render.words import _pluralize
from kitchentable.cards.wording import ORACLE_UPDATES, OracleUpdate, apply_updates, compile_updates
from kitchentable.rules.abilities import CardDef

_PT_LINE = re.compile(r"^[*\dX+-]+/[*\dX+-]+$")


@dataclass(frozen=True)
class Mismatch:
    """One sentence where the rendering and the Oracle text differ (an empty side: nothing there)."""

    card: str
    oracle: str
    rendered: str

    def key(self) -> tuple[str, str, str]:
        return (self.card, self.oracle, self.rendered)


@dataclass(frozen=True)
class Shown:
    """One face as `cards show` prints it, cut back into its parts."""

    name: str
    cost: str
    type_line: str
    rules: tuple[str, ...]
    pt: str
    loyalty: str


def shown_faces(card: CardDef) -> list[Shown]:
    faces = []
    for text in render(card).split("\n//\n"):
        head, type_line, *rest = text.split("\n")
        name, _, cost = head.partition("  ")
        cost = "" if cost.startswith("(") else cost
        pt = loyalty = ""
        if rest and rest[-1].startswith("Loyalty: "):
            loyalty = rest.pop()[len("Loyalty: "):]
        elif rest and _PT_LINE.match(rest[-1]):
            pt = rest.pop()
        rules = tuple(line for line in rest if not (line.startswith("[") and line.endswith("]")))
        faces.append(Shown(name, cost, type_line, rules, pt, loyalty))
    return faces


# Older wording replaced since 2017 (`cards.wording`), and the rewordings the rendering also speaks, each
# meaning the same: "enters the battlefield" is "enters" (2024), "then shuffle" (2020), investigating is
# creating a Clue (701.16a), and the card a search found is "it" or "that card" alike.
MODERN_WORDING: tuple[OracleUpdate, ...] = compile_updates((
    (r"\bconverted mana costs\b", "mana value"),  # "total converted mana costs": "total mana value"
)) + ORACLE_UPDATES + compile_updates((
    # "he or she pays" became "they pays" word for word: today's text conjugates it ("unless they pay {1}").
    (r"\bthey (pay|control|own|draw|discard|sacrifice|choose|reveal|lose|gain|cast|put|search|shuffle)s\b", r"they \1"),
    (r"\bthey has\b", "they have"), (r"\bthey does\b", "they do"), (r"\bthey is\b", "they are"),
)) + compile_updates((
    # "from among the cards milled this way" became "from among the milled cards" (the mill wording, 701.13)
    (r"\bthe cards milled this way\b", "the milled cards"),
)) + compile_updates((
    (r"\benters the battlefield\b", "enters"),
    (r"\benter the battlefield\b", "enter"),
    (r"\bactivate this ability no more than\b", "activate no more than"),  # 2021: "Activate no more than twice each turn."
    (r"\bactivate this ability\b", "activate it"),
    # An effect's keywords "for as long as" its source stays (611.2b): "has trample" and "gains trample" say the
    # same (a static ability says "as long as", without "for"); the rendering says "gains".
    (r"\bhas (\w+) for as long as\b", r"gains \1 for as long as"),
    # "You draw a card and gain 3 life." is "You draw a card and you gain 3 life." (one player's two actions).
    (r"(^|\. |: |, )(you draw [^.,\"]*?) and (gain|lose) (\w+) life\b", r"\1\2 and you \3 \4 life"),
    (r"\bshuffle your library\b", "shuffle"),
    (r"(search [^.]*? cards?\b[^.]*?, (?:reveal (?:it|that card), )?)put that card\b", r"\1put it"),
    (r"(search [^.]*? cards?, )reveal that card\b", r"\1reveal it"),
    (r"\binvestigate\b", "create a Clue token"),
    (r"\binvestigates\b", "creates a Clue token"),  # "Its controller investigates." (701.36a)
    # A mana trigger's mana is "an additional {G}" in today's text (Wild Growth, Utopia Sprawl, Overgrowth).
    (r"(\bfor mana, (?:its controller adds|that player adds|you add|add)) (?!an additional)(\{)", r"\1 an additional \2"),
    # 2020: a search ends ", then shuffle" in the same sentence ("Search ... and put it onto the battlefield.
    # Then shuffle your library." is "Search ..., put it onto the battlefield, then shuffle.").
    (r"(search [^.]*?),? and put (it|them|that card|those cards) ([^.]*?)\. then shuffle\.", r"\1, put \2 \3, then shuffle."),
    # The same for an optional search, whose shuffle was "If you do, shuffle your library." (the search is
    # what "you do"; today: "You may search ..., put it into your hand, then shuffle.").
    (r"(you may search [^.]*?),? and put (it|them|that card|those cards) ([^.]*?)\. if you do, shuffle\.",
     r"\1, put \2 \3, then shuffle."),
    (r"\bshuffles (?:their|his or her) library\b", "shuffles"),
    # 2017 (Amonkhet): "attacks each turn if able" is "attacks each combat if able".
    (r"\battacks each turn if able\b", "attacks each combat if able"),
    # "becomes the target of a spell or ability for the first time in a turn" (Shimmering Glasskite, 2005) is
    # "... for the first time each turn" today.
    (r"\bfor the first time in a turn\b", "for the first time each turn"),
    # 2017 (Ixalan): "can't be countered by spells or abilities" is "can't be countered".
    (r"\bcan't be countered by spells or abilities\b", "can't be countered"),
    # today's "you've gained 3 or more life this turn" (119.3) was "you gained 3 or more life this turn".
    (r"\byou gained (\w+) or more life this turn\b", r"you've gained \1 or more life this turn"),
    # 2024 (Foundations): "[a land] enters under your control" is "[a land] you control enters".
    (r"\b(a|an|another|one or more) ((?:[\w-]+ ){0,3}?[\w-]+) (with [\w +/-]+?) enter(s?) under your control\b",
     r"\1 \2 you control \3 enter\4"),  # "... with power 4 or greater enters under your control" (2024)
    (r"\b(a|an|another|one or more) ((?:[\w-]+ ){0,3}?[\w-]+) enter(s?) under your control\b", r"\1 \2 you control enter\3"),
    # and "a creature with flying you control enters" is "a creature you control with flying enters" (2024)
    (r"\b(a|an|another|one or more) ((?:[\w-]+ ){0,3}?[\w-]+) (with [\w +/-]+?) you control enter", r"\1 \2 you control \3 enter"),
    # 2021 (Strixhaven era): "name a card" is "choose a card name", and what it names "the chosen name" (201.3).
    (r"\b(as [^,.]+ enters), name a (nonland |nonartifact, nonland |)card\b", r"\1, choose a \2card name"),
    (r"\bthe named card can't be cast\b", "spells with the chosen name can't be cast"),
    # 2018 (Dominaria era): "when you cast your next instant or sorcery spell this turn" is "when you next cast an
    # instant or sorcery spell this turn" (603.7a; Chandra, the Firebrand).
    (r"\bwhen you cast your next instant or sorcery spell\b", "when you next cast an instant or sorcery spell"),
    # 2023 (March of the Machine): amass names its Army's creature type, and the War of the Spark cards' "amass N"
    # is "amass Zombies N" (701.47a: the same action, the type written out).
    (r"\bamass (\d+|x)\b", r"amass Zombies \1"),
    # 2018 (raid, Ixalan block): "if you attacked with a creature this turn" is "if you attacked this turn" (the
    # same turn-history check: 508.1 declares only creatures as attackers).
    (r"\byou attacked with a creature this turn\b", "you attacked this turn"),
    # the plural of "attacks each turn if able" above ("Goblin creatures attack each combat if able", 2017).
    (r"\battack each turn if able\b", "attack each combat if able"),
    # today's text writes "If it's a Zombie" where older text wrote "If it is a Zombie" (the contraction only).
    (r"\bif it is (an?) ", r"if it's \1 "),
))

# What a trigger's "it" names when the trigger is the card's own ("When ~ enters, it deals 2 damage"): the card.
# Two effects said in one sentence ("~ deals 3 damage to any target and you gain 3 life", "..., then
# proliferate") read as two sentences, as the rendering writes them: the effects happen in the same order.
_JOINED = re.compile(r"(?<=[\w)]),? (?:and|then) (?=(?:it doesn't untap|that creature doesn't untap|untap it(?=\.)|you (?:gain|lose|draw|create|put|scry|surveil)|create|draw|"
                     r"proliferate|populate|investigate|amass|scry \d|surveil \d|that player (?:loses|gains|discards|draws)|"
                     r"its controller (?:loses|gains|draws)|each player (?:loses|gains|draws|discards)|"
                     r"put (?:a|an|one|two|three|x) \S+ counters? on (?:it|that creature|them)\b|"
                     r"each opponent (?:loses|gains|discards))\b)")
# "A as long as B." is "As long as B, A." (a static ability's condition, 611.3a, said before or after it).
# "A at the beginning of the next end step." is "At the beginning of the next end step, A." (a delayed trigger,
# 603.7, said before or after its effect).
_DELAYED = re.compile(r"^(?P<head>(?:when|whenever) [^,]+, |[^:\"]*: )?(?!at the beginning)(?P<what>[^,]+?) at the beginning of "
                      r"(?P<when>the next [^,.]+)\.$", re.IGNORECASE)
# The same inside an emblem's quoted trigger ('you get an emblem with "Whenever ..., return that card to the
# battlefield at the beginning of the next end step."', Daretti, Scrap Savant).
_DELAYED_IN_EMBLEM = re.compile(r'(?P<head>\bemblem with "(?:when|whenever) [^,"]+, )(?!at the beginning)(?P<what>[^,"]+?) '
                                r'at the beginning of (?P<when>the next [^,."]+)\."$', re.IGNORECASE)
_AT_END_OF_COMBAT = re.compile(r"^(?P<head>(?:when|whenever) [^,]+, |[^:\"]*: )?(?!at end of combat)(?P<what>[^,]+?) at end of "
                               r"combat\.$", re.IGNORECASE)  # "A at end of combat." is "At end of combat, A." (603.7)
# "Until end of turn, A." is "A until end of turn." (611.2a: the duration of every change A makes, said first).
_EOT_FIRST = re.compile(r"^(?P<head>(?:when|whenever) [^,]+, |[^:\"]*: )?until end of turn, (?!you may|whenever|if )"
                        r"(?P<what>[^\"]+? (?:gets?|gains?|has|have|loses?|becomes?)\b[^\"]*?)"
                        r"(?P<where>, where x is [^\"]+)?\.$", re.IGNORECASE)
# "Until end of turn, target creature gains "When this creature dies, ..."" is "Target creature gains "When this
# creature dies, ..." until end of turn." (611.2a; today's Oracle text says either), and a quote followed by its
# duration has no period of its own.
_EOT_BEFORE_QUOTE = re.compile(r'^(?P<head>(?:when|whenever|at) [^,"]+, |[^:"]*: |if [^,"]+, )?until end of turn, '
                               r'(?P<what>[^"]+?)"(?P<q>[^"]+?)\.?"\.?$', re.IGNORECASE)
_QUOTE_THEN_DURATION = re.compile(r'\.?" (?P<dur>until end of turn|for as long as)\b')
# "A at end of combat" inside a quoted trigger is "At end of combat, A" there too (603.7, Simic Basilisk).
_AT_END_OF_COMBAT_IN_QUOTE = re.compile(r'(?P<head>"(?:when|whenever) [^,"]+, )(?!at end of combat)(?P<what>[^,"]+?) '
                                        r'at end of combat(?P<end>\.?")', re.IGNORECASE)


def _quote_then_eot(m: re.Match[str]) -> str:
    what = m.group("what")
    if not m.group("head"):  # the subject now opens the sentence: "Wizards you control gain ..."
        what = what[:1].lower() + what[1:]
    return (m.group("head") or "") + what + '"' + m.group("q") + '" until end of turn.'

# "Until your next turn, A." is "A until your next turn." (611.2a, as `_EOT_FIRST`; Vivien, Sorin).
_NEXT_TURN_FIRST = re.compile(r"^(?P<head>(?:when|whenever) [^,]+, |[^:\"]*: )?until your next turn, (?!you may|whenever|if )"
                              r"(?P<what>[^\",]+? (?:gets?|gains?)\b[^\"]*?)\.$", re.IGNORECASE)
# "gains trample and gets +1/+1" is "gets +1/+1 and gains trample" (one change, 611.2a: the keywords said first).
_GAIN_FIRST = re.compile(r"\b(gains?) ([a-z ,-]+?) and (gets?) ([+-][0-9x]+/[+-][0-9x]+)", re.IGNORECASE)
_AS_LONG_AS = re.compile(r"^(?!as long as)(?P<what>[^,]+?)(?<!\bfor) as long as (?P<cond>[^,]+)\.$", re.IGNORECASE)
# (a duration, "... for as long as you control ~" (611.2b), stays where it is)
# "You draw a card" is "Draw a card": an instruction without a subject is its controller's (608.2c).
_YOU_DO = re.compile(r"(^|, |: )you (draw|discard|mill|sacrifice|create|scry|surveil|search|exile|return|put|skip)\b",
                     re.IGNORECASE)
_AFTER_COST = re.compile(r"^([^:\"]*\S: )([A-Z])")
_MANA_SYMBOL = re.compile(r"\{[^}]+\}")
_MANA_RUN = re.compile(r"(?:\{[^}]+\}){2,}")  # "{G}{U}" in a cost or an "Add": one order, as a mana cost
# An ability word before an em dash ("Landfall — Whenever ..."): it has no rules meaning (207.2c).
# A flavor word is written in title case ("Flurry of Blows — ", "Fend Them Off — "); it has none either (207.2d).
_ABILITY_WORD = re.compile(r"^(?!choose\b)[A-Za-z][a-z'-]*(?: [A-Za-z][a-z'-]*){0,3}(?: \d+)? — (?=[A-Z{])")  # "Descend 4 — "
_SELF_TRIGGER = re.compile(r"^((?:when|whenever|at) [^,]*~[^,]*, |at the beginning of [^,~]*, if [^,]*~[^,]*, |[^:\"]*\}[^:\"]*: |[^:\"]*~[^:\"]*: )(.*)$", re.IGNORECASE)
_OTHER_NOUN = re.compile(r"\b(?:target|that(?! many\b)|those|card|cards|spell|token|creature|creatures|permanent|land|player)\b")


def _it_is_self(sentence: str) -> str:
    """In the body of the card's own trigger, an "it" before any other object is named is the card ("Whenever ~
    is dealt damage, put a +1/+1 counter on it"), and reads as ~; in an activated ability whose cost names the card,
    "its power/toughness" as ~'s too ("Sacrifice ~: You gain life equal to its power")."""
    m = _SELF_TRIGGER.match(sentence)
    if m is None:
        return sentence
    head, body = m.groups()
    out, rest = [], body
    word = r"\bit\b|\bits(?= power| toughness)" if head.endswith(": ") else r"\bit\b"  # only this is named
    while (it := re.search(word, rest, re.IGNORECASE)) is not None and not _OTHER_NOUN.search(rest[:it.start()]):
        out.append(rest[:it.start()] + ("~'s" if it.group(0).lower() == "its" else "~"))  # "its power": ~'s
        rest = rest[it.end():]
    return head + "".join(out) + rest

_KEYWORDS_LINE = re.compile(r"^[a-z][a-z -]*(?:\s\{[^}]+\}|\s\d+)*(?:, [a-z][a-z -]*(?:\s\{[^}]+\}|\s\d+)*)+$",
                            re.IGNORECASE)


def modern_wording(text: str) -> str:
    return apply_updates(text, MODERN_WORDING)


def _keyword_items(line: str) -> list[str] | None:
    """A line of several keywords ("Flying, first strike") as its keywords, else None."""
    if not _KEYWORDS_LINE.match(line) or line.rstrip().endswith("."):
        return None
    items = [item.strip() for item in line.split(",")]
    if any(len(item.split()) > 4 for item in items):
        return None
    return items


# A loyalty cost as today's Oracle text prints it, "[+1]:" or "[−2]:" (606.4), and as the 2017 text and the
# rendering write it, "+1:" / "-2:".
_LOYALTY_COST = re.compile(r"^\[([+−-]?(?:\d+|X))\]:")


def _loyalty_cost(part: str) -> str:
    return _LOYALTY_COST.sub(lambda m: m.group(1).replace("−", "-") + ":", part.strip())


def normalise(lines: Iterable[str], name: str) -> list[str]:
    """One face's rules text (its lines) as normalised sentences, in order (see the module's docstring)."""
    keywords, paragraphs = _normalised_lines(lines, name)
    return keywords + [s for paragraph in paragraphs for s in paragraph]


def _normalised_lines(lines: Iterable[str], name: str) -> tuple[list[str], list[tuple[str, ...]]]:
    """One face's keywords (sorted) and its other lines, each as its normalised sentences."""
    keywords: list[str] = []
    paragraphs: list[tuple[str, ...]] = []
    for line in lines:
        said = _normalised(line, name)
        keywords += [s for s in said if _is_keyword(s)]
        rest = tuple(s for s in said if not _is_keyword(s))
        first = _TWO_STATICS.match(rest[0]) if len(rest) == 2 else None
        if first is not None and rest[1].startswith(next(g for g in first.groups() if g) + " "):
            paragraphs += [rest[:1], rest[1:]]  # "gets +2/+2 and has ..." is two static abilities (604.1)
        elif rest:
            paragraphs.append(rest)
    return sorted(keywords, key=str.lower), paragraphs


# "Whenever an opponent draws a card, they lose 2 life." (today's words) is "..., that player loses 2 life." (the
# player the trigger names, 608.2c): the subject "they" is that player.
_THEY_THE_PLAYER = re.compile(r"^((?:when|whenever) (?:an opponent|a player|another player|each opponent|target "
                              r"opponent|target player)\b[^,.\"]*, )they (\w+)\b", re.IGNORECASE)


def _that_player(m: re.Match[str]) -> str:
    verb = m.group(2)
    said = "has" if verb == "have" else verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
    return f"{m.group(1)}that player {said}"


def _normalised(line: str, name: str) -> list[str]:
    """One line (an ability, or a keyword line) as its normalised sentences."""
    out: list[str] = []
    for part in map(_loyalty_cost, line.split("\n")):
        stripped = re.sub(r"\s*\([^()]*\)", "", part).strip()
        items = _keyword_items(stripped.replace("; ", ", "))  # 2017's "Flying; banding" is a keyword line too
        if items is not None:
            out += sentences("\n".join(items), name)
        else:
            part = re.sub(rf"prevent that damage\. Remove (an? [^.]+? counters?) from {re.escape(name)}\.",
                          r"prevent that damage and remove \1 from it.", part, flags=re.IGNORECASE)  # today's words
            text = _ABILITY_WORD.sub("", _GAIN_FIRST.sub(r"\3 \4 and \1 \2", modern_wording(part.strip())))
            text = text if _SHARED_X.search(text) else _THEN_JOINED.sub("\0", _JOINED.sub("\0", text))
            text = re.sub("\0(.)", lambda m: ". " + m.group(1).upper(), text)
            out += sentences(text, name)
    out = [_OF_CHOSEN_TYPE.sub(_chosen_type_first, _THEN_FIRST.sub("", s)) for s in out]
    out = [_YOU_DO.sub(lambda m: m.group(1) + m.group(2).lower(), _AFTER_COST.sub(
        lambda m: m.group(1) + m.group(2).lower(), s)) for s in out]
    out = [_cost_parts(_MANA_RUN.sub(lambda m: _mana_cost(m.group(0)), s)) for s in out]
    out = [_DELAYED.sub(r"\g<head>at the beginning of \g<when>, \g<what>.", s) for s in out]
    out = [_DELAYED_IN_EMBLEM.sub(r'\g<head>at the beginning of \g<when>, \g<what>."', s) for s in out]
    out = [_AT_END_OF_COMBAT.sub(r"\g<head>at end of combat, \g<what>.", s) for s in out]
    out = [s if _duration_last(s) is not None else _EOT_FIRST.sub(  # one sentence per subject: `_one_action_each`
        lambda m: f"{m.group('head') or ''}{m.group('what')} until end of turn{m.group('where') or ''}.", s) for s in out]
    out = [_AT_END_OF_COMBAT_IN_QUOTE.sub(r"\g<head>at end of combat, \g<what>\g<end>", _QUOTE_THEN_DURATION.sub(
        r'" \g<dur>', _EOT_BEFORE_QUOTE.sub(_quote_then_eot, s))) for s in out]
    out = [_NEXT_TURN_FIRST.sub(lambda m: f"{m.group('head') or ''}{m.group('what')} until your next turn.", s)
           for s in out]
    out = [_KEYWORD_LIST.sub(_sorted_keywords, _it_is_self(_own_state(_AS_LONG_AS.sub(
        r"as long as \g<cond>, \g<what>.", s)))) for s in out]
    out = [_THEY_THE_PLAYER.sub(_that_player, s) for s in out]
    out = _it_after_self(out)
    if out and _SELF_FIRST.match(out[0]):
        out = out[:1] + [_IF_YOU_DID_IT.sub(r"\1~", s) for s in out[1:]]
    return [_restrictions_sorted(_for_each(_counted_amount(_THAT_OBJECT.sub(lambda m: "its" if m.group(2) else "it",
                                                                              piece))))
            for s in out for piece in _one_action_each(s)]


# "Activate only once each turn and only as a sorcery." and "Activate only as a sorcery and only once each turn.":
# every restriction of the list must hold, in whatever order it is written (602.5b).
_ACTIVATE_ONLY = re.compile(r"\b(activate only )([^.\"]+?,? and only [^.\"]+?)(?=\.)", re.IGNORECASE)


def _restrictions_sorted(sentence: str) -> str:
    sentence = _QUOTED.sub(lambda m: f'"{_it_is_self(m.group(1))}"', sentence)  # a granted trigger's own "it"
    return _ACTIVATE_ONLY.sub(lambda m: m.group(1) + " and only ".join(sorted(re.split(r",? and only ", m.group(2)))),
                              sentence)


_QUOTED = re.compile(r'"([^"]+)"')


# One player's several actions in a row ("Each player discards their hand, then draws seven cards"; "Draw seven
# cards, then discard three cards at random") are as many sentences, each with the player said again: the
# actions happen in the order written either way (608.2c).
_ACTOR = r"(?:each player|each opponent|target player|target opponent|that player|defending player|its controller)"
_ACTS = r"(?:draws|discards|loses|gains|sacrifices|shuffles|mills|reveals|exiles|returns|creates|skips)"
_COMMANDS = r"(?:draw|discard|sacrifice|shuffle|mill|reveal|exile|return|create|skip)"
_ACTOR_ACTS = re.compile(rf"^((?:[^:\"]*: |(?:when|whenever|at) [^,\"]*, )?)({_ACTOR}) {_ACTS}\b[^\"]*$")
_COMMAND_FIRST = re.compile(rf"^((?:[^:\"]*: |(?:when|whenever|at) [^,\"]*, )?){_COMMANDS}\b[^\"]*$")
_NEXT_ACT = re.compile(rf"(?:,? (?:and|then)|,(?: then)?) (?={_ACTS}\b)")
_NEXT_COMMAND = re.compile(rf"(?:,? (?:and|then)|,(?: then)?) (?={_COMMANDS}\b)")


# "Enchanted creature gets +2/+2 and can't block" is two abilities of one object: a P/T change and a restriction;
_GETS_AND_CANT = re.compile(r"^((?:as long as [^,]+, )?(?:enchanted creature|equipped creature|~)) gets ([+-]\w+/[+-]\w+) "
                            r"and (can't (?:block|attack|attack or block))\.$")


# "Enchanted creature gets +2/+2 and has "{T}: ..."" is a P/T change and a granted ability alike. Each is a static
# ability of its own, so the two compare as two lines (the rendering prints each static ability as one).
_TWO_STATICS = re.compile(r"^((?:as long as [^,]+, )?(?:enchanted creature|equipped creature|~)) gets [+-]\w+/[+-]\w+\.$"
                          r"|^(~) enters tapped\.$|^(~) can't block\.$|^(if ~ was kicked, it) enters with [^.]+\.$")
# "~ enters tapped with two charge counters on it" is two replacement effects on its entering (614.1c).
_KICKED_WITH = re.compile(r"^(if ~ was kicked, it) enters with ([^.]+? counters? on it) and with ([a-z ]+)\.$")
_TAPPED_WITH = re.compile(r"^(~) enters tapped with ([^.]+ counters? on it)\.$")
_GETS_AND_HAS = re.compile(r"^((?:as long as [^,]+, )?(?:enchanted creature|equipped creature|~)) gets ([+-]\w+/[+-]\w+) "
                           r"and (has \"[^\"]+\")\.?$")


def _one_action_each(sentence: str) -> list[str]:
    leading = _duration_last(sentence)
    if leading is not None:
        return leading
    tapped = _TAPPED_WITH.match(sentence)
    if tapped is not None:
        return [f"{tapped.group(1)} enters tapped.", f"{tapped.group(1)} enters with {tapped.group(2)}."]
    if sentence == "~ can't block and can't be blocked.":  # two restrictions (509.1a, 509.1b)
        return ["~ can't block.", "~ can't be blocked."]
    kicked = _KICKED_WITH.match(sentence)
    if kicked is not None:  # 702.33d: it enters with the counters, and has the keyword
        return [f"{kicked.group(1)} enters with {kicked.group(2)}.", f"{kicked.group(1)} has {kicked.group(3)}."]
    both = _GETS_AND_CANT.match(sentence) or _GETS_AND_HAS.match(sentence)
    if both is not None:
        return [f"{both.group(1)} gets {both.group(2)}.",
                f"{both.group(1)} {both.group(3)}{'' if both.group(3).endswith(chr(34)) else '.'}"]
    actor = _ACTOR_ACTS.match(sentence)
    command = _COMMAND_FIRST.match(sentence) if actor is None else None
    found = actor or command
    if found is None:
        return [sentence]
    head, body = sentence[:found.end(1)], sentence[found.end(1):]
    parts = (_NEXT_ACT if actor is not None else _NEXT_COMMAND).split(body)
    if len(parts) == 1:
        return [sentence]
    again = f"{actor.group(2)} " if actor is not None else ""
    return [f"{head if i == 0 else again}{part.rstrip('.')}." for i, part in enumerate(parts)]


# A line whose first sentence is about the card itself ("As ~ enters, you may pay 2 life.") goes on about it:
# "If you don't, it enters tapped" is "If you don't, ~ enters tapped".
_SELF_FIRST = re.compile(r"^(?:as|when|whenever) [^,]*?~")
_IF_YOU_DID_IT = re.compile(r"^(if you (?:do|don't), (?:[^,.]*? (?:on|to|from) )?)it\b(?!')")
# "That creature", "that card", "that permanent" and "it" name the object the sentence already named, alike.
_THAT_OBJECT = re.compile(r"\b(that (?:creature|card|permanent|land|artifact|enchantment|spell|token))('s)?\b")
# "+X/+0 until end of turn, where X is the number of attacking creatures you control" is "+1/+0 until end of
# turn for each attacking creature you control": the same count, said two ways.
_X_COUNT = re.compile(r"([+-])(X|0)/([+-])(X|0)((?: and gains? [^,.\"]+?)?(?: until end of turn)?), where X is the number of "
                      r"([^.\"]+?)(?=[.\"]|$)")
_IN_PLACE = (" you control", " your opponents control", " an opponent controls", " defending player controls",
             " in ", " on the battlefield", " on ", " named ", " with ", " without ", " among ")


# A number counted as the effect happens (608.2h), said three ways in Oracle text and read as one: "deals X damage
# to T, where X is Y", "deals damage to T equal to Y" and "deals damage equal to Y to T"; "gains X life, where X
# is Y" and "gains life equal to Y"; "gains life equal to the number of Ps" and "gains 1 life for each P"; "draws X
# cards, where X is Y" and "draws cards equal to Y"; "draws cards equal to the number of Ps" and "draws a card for
# each P" (mills, discards alike).
_DAMAGE_WHERE_X = re.compile(r"\b(deals?) X damage to ([^,.\"]+?), where X is ([^.\"]+?)(?=[.\"]|$)")
_DAMAGE_TO_EQUAL = re.compile(r"\b(deals?) damage to ([^,.\"]+?) equal to ([^.\"]+?)(?=[.\"]|$)")
_AMOUNT_WHERE_X = re.compile(r"\b(\w+) X (cards|life), where X is ([^.\"]+?)(?=[.\"]|$)")  # gains, draws, mills, ...
_CARDS_PER_COUNT = re.compile(r"\b(draws?|mills?|discards?) cards equal to the number of ([^.\"]+?)(?=[.\"]|$)")
_LIFE_PER_COUNT = re.compile(r"\b(gains?|loses?) life equal to the number of ([^.\"]+?)(?=[.\"]|$)")
# "create X 1/1 Saproling creature tokens, where X is Y" and "create a number of 1/1 Saproling creature tokens
# equal to Y": the same number of tokens, counted as the effect happens (608.2h, 111.1).
_TOKENS_WHERE_X = re.compile(r"\b(creates?) X ([^,.\"]+? tokens\b[^,.\"]*?), where X is ([^.\"]+?)(?=[.\"]|$)")
# "put X +1/+1 counters on T, where X is Y", "put a number of +1/+1 counters on T equal to Y" and "put +1/+1
# counters equal to Y on T" (122.1).
_COUNTERS_ON_WHERE_X = re.compile(r"\b(puts?) X ([^,.\"]+? counters) on ([^,.\"]+?), where X is ([^.\"]+?)(?=[.\"]|$)")
_COUNTERS_ON_EQUAL = re.compile(r"\b(puts?) a number of ([^,.\"]+? counters) on ([^,.\"]+?) equal to ([^.\"]+?)(?=[.\"]|$)")
# and "create a number of 1/1 Goblin creature tokens equal to the number of Goblins you control" and "create a
# 1/1 Goblin creature token for each Goblin you control".
_TOKENS_PER_COUNT = re.compile(r"\b(creates?) a number of ([^,.\"]+? tokens\b[^,.\"]*?) equal to the number of "
                               r"([^.\"]+?)(?=[.\"]|$)")


def _where_x(sentence: str) -> str:
    """The one rule set for "where X is" (608.2h, 107.3c): "deals X damage to T, where X is Y" as "deals damage
    equal to Y to T", "gains X life, where X is Y" as "gains life equal to Y" (draws, mills, discards, loses alike:
    "draws cards equal to Y"), "create X T tokens, where X is Y" as "create a number of T tokens equal to Y", "put
    X C counters on T, where X is Y" as "put C counters equal to Y on T". Only a sentence whose one X is that one
    (X said twice: once used, once defined) is rewritten; an X that counts for two effects keeps its words."""
    if len(re.findall(r"\bX\b", sentence)) != 2:
        return sentence
    sentence = _DAMAGE_WHERE_X.sub(r"\1 damage equal to \3 to \2", sentence)
    sentence = _AMOUNT_WHERE_X.sub(r"\1 \2 equal to \3", sentence)
    sentence = _COUNTERS_ON_WHERE_X.sub(r"\1 \2 equal to \4 on \3", sentence)
    return _TOKENS_WHERE_X.sub(r"\1 a number of \2 equal to \3", sentence)


def _chosen_type_first(m: re.Match[str]) -> str:
    adjective, noun, whose = m.groups()
    if adjective.strip() in ("a", "an", "each", "all", "other", "the"):  # "a creature card of the chosen type"
        return f"{adjective}chosen-type {noun}{whose}"
    return f"chosen-type {adjective}{noun}{whose}"


def _one_token(tokens: str) -> str:
    """"1/1 red Goblin creature tokens with haste" -> "a 1/1 red Goblin creature token with haste"."""
    one = re.sub(r"\btokens\b", "token", tokens, count=1)
    return ("an " if one[:1].lower() in "aeiou8" else "a ") + one


# "creatures you control of the chosen type", "permanents of the chosen type you control" and "chosen-type
# creatures you control" name the same objects: the type is a quality of the noun wherever it is said (205.3m).
_OF_CHOSEN_TYPE = re.compile(r"\b((?:(?!of )[a-z]+ )??)(creatures?|permanents?|cards?|spells?)((?: you control)?) of the chosen "
                             r"type\b")


# A condition on the card's own state ("As long as ~ is equipped, it gets +1/+1"; "As long as it's untapped, ~
# has hexproof"; "if ~'s enchanted"): the only object named is the card, so "it" is ~ (611.3a).
_OWN_STATE = r"(equipped|enchanted|untapped|tapped|attacking|blocking)"
_IT_IS_OWN_STATE = re.compile(rf"^(as long as |(?:when|whenever|at) [^,]*, if )it's {_OWN_STATE}, (?=~)")
_OWN_STATE_IT = re.compile(rf"^(as long as |(?:when|whenever|at) [^,]*, if )~(?: is|'s) {_OWN_STATE}, it\b")
_OWN_STATE_SAID = re.compile(rf"^(as long as |(?:when|whenever|at) [^,]*, if )~'s {_OWN_STATE}\b")


def _own_state(sentence: str) -> str:
    sentence = _IT_IS_OWN_STATE.sub(r"\1~ is \2, ", sentence)
    sentence = _OWN_STATE_IT.sub(r"\1~ is \2, ~", sentence)
    return _OWN_STATE_SAID.sub(r"\1~ is \2", sentence)


# "Then" opening a sentence: the instructions of one ability are followed in the order written anyway (608.2c),
# as ", then" inside a sentence already reads as two sentences.
_THEN_FIRST = re.compile(r"^then (?=\w)", re.IGNORECASE)


# "each creature your opponents control" and "each creature an opponent controls" are the same objects (the ones
# any opponent controls); "each creature you control can ..." and "creatures you control can ..." the same rule of
# each of them.
_EACH_OPPONENTS = re.compile(r"\b((?:for )?each (?:[\w/+-]+ ){1,4}?)your opponents control\b")
_EACH_CAN = re.compile(r"^each (creature|permanent|land) you control (can't|can)\b")
# "Each creature you control with a counter on it has ..." and "Creatures you control with counters on them have
# ...": the same objects, each of them (122.1).
_EACH_WITH_A_COUNTER = re.compile(r"\beach ((?:other )?(?:creature|permanent|artifact|land))((?: you control| your "
                                  r"opponents control| an opponent controls)?) with a counter on it (has|gets|gains|"
                                  r"loses|can't)\b")
_PLURAL_VERB = {"has": "have", "gets": "get", "gains": "gain", "loses": "lose", "can't": "can't"}


# A permission for a time said before or after it: "Until end of turn, you may play it." is "You may play it this
# turn." (611.2a), "Until the end of your next turn, you may play those cards." the same with its time last.
_UNTIL_FIRST = re.compile(r"^until (end of turn|the end of your next turn), you may (play|cast) ([^.]+)\.$")


def _until_last(m: re.Match[str]) -> str:
    when = "this turn" if m.group(1) == "end of turn" else "until the end of your next turn"
    return f"you may {m.group(2)} {m.group(3)} {when}."


_COUNTERS_WHERE_X = re.compile(r"\benters with X ([^.\"]+?) counters on it, where X is the number of ([^.\"]+?)(?=[.\"]|$)")


# "Spend this mana only to cast a creature spell." and "... only to cast creature spells." (106.6) say the same.
_SPEND_ONLY = re.compile(r"\bspend this mana only to cast an? ([^,.]+?) spell\b")


# "if you don't control a Faerie" and "if you control no Faeries" ask the same (Oracle text says both).
_DONT_CONTROL_A = re.compile(r"\byou don't control an? ([A-Za-z][\w'-]*)(?=[,.])")


def _counted_amount(sentence: str) -> str:
    sentence = _DONT_CONTROL_A.sub(lambda m: f"you control no {_pluralize(m.group(1))}", sentence)
    sentence = sentence.replace(" and/or ", " or ")  # "Pirates and/or Vehicles": either or both, as "or" (any mix)
    sentence = _SPEND_ONLY.sub(r"spend this mana only to cast \1 spells", _UNTIL_FIRST.sub(_until_last, sentence))
    sentence = _COUNTERS_WHERE_X.sub(lambda m: f"enters with a {m.group(1)} counter on it for each "
                                               f"{_one_of(m.group(2))}", sentence)
    sentence = _EACH_WITH_A_COUNTER.sub(
        lambda m: f"{m.group(1)}s{m.group(2).replace(' an opponent controls', ' your opponents control')} with "
                  f"counters on them {_PLURAL_VERB[m.group(3)]}", sentence)
    sentence = _EACH_CAN.sub(r"\1s you control \2", _EACH_OPPONENTS.sub(r"\1an opponent controls", sentence))
    sentence = _COUNTERS_ON_EQUAL.sub(r"\1 \2 equal to \4 on \3", _where_x(sentence))
    sentence = _DAMAGE_TO_EQUAL.sub(r"\1 damage equal to \3 to \2", sentence)
    sentence = _CARDS_PER_COUNT.sub(lambda m: f"{m.group(1)} a card for each {_one_of(m.group(2))}", sentence)
    sentence = _TOKENS_PER_COUNT.sub(lambda m: f"{m.group(1)} {_one_token(m.group(2))} for each {_one_of(m.group(3))}",
                                     sentence)
    return _LIFE_PER_COUNT.sub(lambda m: f"{m.group(1)} 1 life for each {_one_of(m.group(2))}", sentence)


# A sentence whose X, defined once ("where X is"), counts for two effects ("deals X damage to any target and you
# gain X life, where X is ...") is not split in two: each half would lose or change the other's X (107.3c).
_SHARED_X = re.compile(r"\bX\b[^.]*\bX\b[^.]*, where X is\b")


def _for_each(sentence: str) -> str:
    return _X_COUNT.sub(lambda m: f"{m.group(1)}{'1' if m.group(2) == 'X' else '0'}/{m.group(3)}"
                        f"{'1' if m.group(4) == 'X' else '0'}{m.group(5)} for each {_one_of(m.group(6))}", sentence)


def _one_of(plural: str) -> str:
    """"attacking creatures you control" -> "attacking creature you control" (the noun before its place)."""
    cut = min((i for i in (plural.find(c) for c in _IN_PLACE) if i > 0), default=len(plural))
    body, place = plural[:cut], plural[cut:].replace(" your opponents control", " an opponent controls")
    if " and/or " in body or " or " in body:
        return plural
    head, _, last = body.rpartition(" ")
    low = last.lower()
    irregular = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf", "merfolk": "merfolk",
                 "mice": "mouse", "thieves": "thief", "fungi": "fungus", "zombies": "zombie",
                 "equipment": "equipment"}
    if low in irregular:
        one = irregular[low]
        one = one[:1].upper() + one[1:] if last[:1].isupper() else one
    elif low.endswith("ies"):
        one = last[:-3] + "y"
    elif low.endswith(("ches", "shes", "xes", "sses")):
        one = last[:-2]
    elif low.endswith("s"):
        one = last[:-1]
    else:
        one = last
    return (f"{head} " if head else "") + one + place


_SINGLE_KEYWORDS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "defender", "haste", "hexproof", "indestructible",
    "lifelink", "menace", "reach", "shroud", "trample", "vigilance", "flash", "fear", "intimidate", "banding",
    "horsemanship", "shadow", "flanking", "phasing", "changeling", "wither", "infect", "convoke", "delve",
    "cascade", "exalted", "persist", "undying", "prowess", "storm", "split second", "rebound", "devoid",
    "ingest", "skulk", "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "desertwalk",
    "landwalk", "legendary landwalk", "nonbasic landwalk", "snow landwalk", "provoke", "sunburst", "epic",
    "haunt", "gravestorm", "extort", "evolve", "unleash", "cipher", "battle cry", "living weapon",
    "soulbond", "undaunted", "improvise", "fabricate", "partner", "melee", "crew", "totem armor", "conspire",
    "retrace", "myriad", "dethrone", "prowl", "vanishing", "fading", "echo", "bushido", "ninjutsu",
    "protection from white", "protection from blue", "protection from black", "protection from red",
    "protection from green", "protection from artifacts", "protection from creatures", "frenzy", "rampage",
    "bloodthirst", "graft", "modular", "amplify", "devour", "absorb", "annihilator", "afflict", "renown",
    "ascend", "riot", "mentor", "afterlife", "spectacle", "jump-start", "hideaway", "assist", "aftermath",
    "embalm", "eternalize", "emerge", "escalate", "surge", "awaken", "bolster", "fuse",
})


def _is_keyword(sentence: str) -> bool:
    low = sentence.lower()
    if low in _SINGLE_KEYWORDS:
        return True
    first = low.split(" ")[0]
    return bool(re.fullmatch(r"(?:[a-z-]+ )+(?:\d+|x|\{[^}]+\}(?:\{[^}]+\})*)(?:—(?:\{[^}]+\})+)?", low)) \
        and first in _KEYWORD_HEADS


_KEYWORD_HEADS = frozenset(k.split(" ")[0] for k in _SINGLE_KEYWORDS) | {
    "equip", "cycling", "flashback", "kicker", "multikicker", "buyback", "madness", "morph", "megamorph", "unearth",
    "evoke", "dash", "bestow", "suspend", "level", "outlast", "scavenge", "transmute", "replicate", "entwine",
    "recover", "ward", "toxic", "crew", "fortify", "reinforce", "transfigure", "forecast", "champion", "affinity",
    "overload", "miracle", "tribute", "monstrosity", "plainscycling", "islandcycling", "swampcycling",
    "mountaincycling", "forestcycling", "basic", "landcycling", "wizardcycling", "slivercycling", "typecycling",
    "cumulative", "upkeep", "aura", "swap", "enchant", "dredge", "splice", "soulshift", "ripple", "fuse",
    "awaken", "bloodthirst", "absorb", "frenzy", "poisonous", "annihilator",
}


_KEYWORD_LIST = re.compile(r"\b(has|have|gains?|with) ([a-z][a-z ]*?(?:(?:,? and |, )[a-z][a-z ]*?)+)(?=[.,;\"]| until|$)")


def _sorted_keywords(m: re.Match[str]) -> str:
    """"has trample and lifelink" as "has lifelink and trample": a list of keywords in alphabetical order."""
    items = [i.strip() for i in re.split(r",? and |, ", m.group(2))]
    if not all(i in _SINGLE_KEYWORDS for i in items):
        return m.group(0)
    items.sort()
    listed = " and ".join(items) if len(items) <= 2 else ", ".join(items[:-1]) + ", and " + items[-1]
    return f"{m.group(1)} {listed}"


_COST_HEAD = re.compile(r"^([^:\"]*?\S): ")


def _cost_parts(sentence: str) -> str:
    """An activated ability's cost parts in one order ("{T}, Sacrifice ~" as "Sacrifice ~, {T}"): a cost's parts
    are paid in any order the player chooses (601.2h), so the order they are printed in means nothing."""
    m = _COST_HEAD.match(sentence)
    if m is None or ", " not in m.group(1):
        return sentence
    parts = sorted(part[:1].lower() + part[1:] for part in m.group(1).split(", "))
    return ", ".join(parts) + sentence[m.end(1):]


def _mana_cost(cost: str) -> str:
    """A mana cost with its symbols in one order: the order they are printed in means nothing (202.1)."""
    return "".join(sorted(_MANA_SYMBOL.findall(cost), key=lambda sym: (not sym[1:-1].isdigit() and sym != "{X}", sym)))


def _type_line(type_line: str) -> str:
    """A type line with its subtypes in alphabetical order (a set: their order means nothing, 205.3)."""
    left, dash, right = type_line.partition(" — ")
    return left + (dash + " ".join(sorted(right.split())) if dash else "")


def _pairs(card: str, want: list[str], got: list[str]) -> list[Mismatch]:
    out: list[Mismatch] = []
    matcher = difflib.SequenceMatcher(a=want, b=got, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        olds, news = want[i1:i2], got[j1:j2]
        for k in range(max(len(olds), len(news))):
            out.append(Mismatch(card, olds[k] if k < len(olds) else "", news[k] if k < len(news) else ""))
    return out


def _header(face: OracleFace) -> list[str]:
    items = [f"name: {face.name}", f"mana cost: {_mana_cost(face.mana_cost) or '-'}", f"type: {_type_line(face.type_line)}"]
    if face.power is not None:
        items.append(f"p/t: {face.power}/{face.toughness}")
    if face.loyalty is not None:
        items.append(f"loyalty: {face.loyalty}")
    return items


def _shown_header(face: Shown) -> list[str]:
    items = [f"name: {face.name}", f"mana cost: {_mana_cost(face.cost) or '-'}", f"type: {_type_line(face.type_line)}"]
    if face.pt:
        items.append(f"p/t: {face.pt}")
    if face.loyalty:
        items.append(f"loyalty: {face.loyalty}")
    return items


def compare(card: CardDef, oracle: OracleCard) -> list[Mismatch]:
    """Every difference between the card as `cards show` prints it and its Oracle text, both normalised."""
    shown = shown_faces(card)
    if len(shown) != len(oracle.faces):
        return [Mismatch(card.name, f"{len(oracle.faces)} faces", f"{len(shown)} faces")]
    out: list[Mismatch] = []
    for want, got in zip(oracle.faces, shown, strict=True):
        out += _pairs(card.name, _header(want), _shown_header(got))
        want_keywords, want_lines = _normalised_lines(want.lines, want.name)
        got_keywords, got_lines = _normalised_lines(got.rules, want.name)
        out += _pairs(card.name, want_keywords, got_keywords)
        unmatched = Counter(want_lines) - Counter(got_lines)
        extra = Counter(got_lines) - Counter(want_lines)
        out += _pairs(card.name, _unmatched(want_lines, unmatched), _unmatched(got_lines, extra))
    return out


def _unmatched(lines: list[tuple[str, ...]], left: Counter[tuple[str, ...]]) -> list[str]:
    """The sentences of the lines the other side does not have, in order. A card's abilities are compared as a
    set of lines: the order a card prints its abilities in has no rules meaning (a permanent has all of them at
    once, 113.2c), so an ability the rendering writes in another place is the same ability."""
    out: list[str] = []
    left = Counter(left)
    for line in lines:
        if left[line] > 0:
            left[line] -= 1
            out += line
    return out


# "Mill two cards, then you may return ...", "Return a creature you control to its owner's hand, then destroy all
# creatures": instructions in order (608.2c), one sentence each, as the rendering says them.
_THEN_JOINED = re.compile(r"(?<=[\w)]), then (?=(?:you may |destroy|tap|untap|put|attach|counter|transform|exile|return|add)\b)")


def _it_after_self(said: list[str]) -> list[str]:
    """"Tap ~. It gains indestructible until end of turn.": a sentence that begins with "it" right after one that
    ends naming the card itself goes on about the card (608.2c), and reads as "~ gains ..."."""
    out: list[str] = []
    for s in said:  # each sentence after the previous one as read ("It gains ... Tap it.": both about the card)
        out.append(_it_is_self_from(s) if out and (out[-1].endswith("~.") or _about_self(out[-1])
                                                  or _only_self_named(out[-1]) and s.startswith("when you do, it "))
                   else s)
    return out


def _only_self_named(sentence: str) -> bool:
    """"You may exert ~ as it attacks.": the card is the only object named, so the reflexive trigger's "it" after
    it ("When you do, it deals 4 damage ...", 603.12) is the card."""
    return "~" in sentence and _OTHER_NOUN.search(sentence) is None


def _about_self(sentence: str) -> bool:
    """A sentence whose subject is the card and that names no other object ("~ becomes a Human with base power and
    toughness 1/1, loses all abilities, and gains hexproof until end of turn."): an "it" after it is the card."""
    m = _SELF_SUBJECT.match(sentence)
    return m is not None and _OTHER_NOUN.search(sentence[m.end():]) is None


_SELF_SUBJECT = re.compile(r"^(?:[^:\"]*: )?(?:until end of turn, )?~ (?!deals\b)", re.IGNORECASE)  # after the cost, which may name other objects


def _it_is_self_from(sentence: str) -> str:
    """The card for each "it" before any other object is named ("Exile ~, then return it to the battlefield")."""
    out, rest = [], sentence
    while (it := re.search(r"\bit\b", rest, re.IGNORECASE)) is not None and not _OTHER_NOUN.search(rest[:it.start()]):
        out.append(rest[:it.start()] + "~")
        rest = rest[it.end():]
    return "".join(out) + rest


# "Until end of turn, creatures you control get +1/+1 and gain haste." is "Creatures you control get +1/+1 and gain
# haste until end of turn." (611.2a: the duration said first or last); with two subjects ("Until end of turn,
# target creature gets +0/+2 and another target creature gets -2/-0.") each part lasts until end of turn.
_LEADING_EOT = re.compile(r"^(?P<head>(?:when|whenever|at) [^,]+, |[^:\"]*: )?until end of turn, (?P<what>[^\"]+?)\.$")
_LOSES_AND_GAINS = re.compile(r"^(.+?) (loses? [^.]+?) and (gains? .+)$")
_GETS_OR_GAINS = re.compile(r"\b(?:gets?|gains?)\b")
_NEXT_SUBJECT = re.compile(r",? and (?!gains?\b|gets?\b|loses?\b|toughness\b)(?=[^,]*? (?:gets?|gains?) )")


def _duration_last(sentence: str) -> list[str] | None:
    m = _LEADING_EOT.match(sentence)
    what = m.group("what") if m is not None else ""
    if m is None or " until " in what or " this turn" in what or not _GETS_OR_GAINS.search(what) or \
            what.startswith("you "):
        return None  # "Until end of turn, you may play that card." reads as "... this turn" (`_UNTIL_FIRST`)
    head, parts = m.group("head") or "", _NEXT_SUBJECT.split(m.group("what"), maxsplit=1)
    lost = _LOSES_AND_GAINS.match(parts[0]) if len(parts) == 1 else None
    if lost is not None:  # "~ loses defender and gains flying": two layer-6 effects (613.1f)
        parts = [f"{lost.group(1)} {lost.group(2)}", f"{lost.group(1)} {lost.group(3)}"]
    return [_where_after_duration(f"{head if i == 0 else ''}{part} until end of turn.") for i, part in enumerate(parts)]


_WHERE_BEFORE_DURATION = re.compile(r"^(?P<what>.*?)(?P<where>, where x is .*?) until end of turn\.$", re.IGNORECASE)


def _where_after_duration(sentence: str) -> str:
    """"Until end of turn, creatures you control get +X/+X, where X is ..." is "creatures you control get +X/+X
    until end of turn, where X is ...": the duration is the change's, the "where" clause defines X (107.3c)."""
    m = _WHERE_BEFORE_DURATION.match(sentence)
    return f"{m.group('what')} until end of turn{m.group('where')}." if m is not None else sentence
