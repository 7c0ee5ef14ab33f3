"""Mechanics of the sets since 2016 not covered by the setmech branch (branch recent). Kernel side:
`rules.keywords_recent`.

- Partner (702.124a) and its variants that only change Commander deck construction — friends forever
  (702.124g), "choose a Background", "Doctor's companion", "partner—[kind]" — are named keywords with no
  in-game effect, which is exactly what they do in a game without a commander (903).
- "Partner with [name]" (702.124f) is that static ability plus a real triggered ability: "When this permanent
  enters, target player may search their library for a card named [name], reveal it, put it into their hand,
  then shuffle." The name keeps its printed capitals (`recent_finish` reads them from the card's own text).
- Spree (702.172; the bundled CR of April 2022 predates it): "+ {cost} — [mode]" lines are the modes of the
  spell; one or more are chosen and each chosen mode's cost is an additional cost (601.2b, 601.2f), added by
  `rules.keywords_recent.spree_cost`.
- Warp (702.185): an alternative cost from the hand; the permanent is exiled at the next end step and may be
  cast from exile on a later turn. Void's condition "a nonland permanent left the battlefield this turn or a
  spell was warped this turn" (an ability word, 207.2c).
- Manifest dread (701.62): "manifest dread" as an effect. Eerie's trigger (its Room half can't happen: Rooms are
  not supported, see `RecentPhrases.t_eerie`). Survival's "at the beginning of your second main phase".
- Voting (701.32): "starting with you, each player votes for A or B" with will of the council's "if A gets more
  votes" and council's dilemma's "for each A vote" (`_vote`).
- Predefined tokens (111.10) Lander, Junk and Shard (`cards.tokens`), "create a tapped [name] token", and
  "[player] creates [token]" ("each player creates a Lander token").
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.rules.abilities import (
    SELF,
    YOU,
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    CreateToken,
    Effect,
    Filter,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts

RECENT_KEYWORDS = frozenset({"partner with", "spree", "warp", "harmonize"})
"""Rows whose abilities the renderer shows as the keyword line they came from ("warp" is also expanded by
`expand_recent_keyword`)."""

_PARTNER_WITH = re.compile(r"^partner with (?P<name>[^.]+)\.?$")
_SPREE_MODE = re.compile(r"^\+ (?P<cost>(?:\{[^}]+\})+) — (?P<text>.+)$")
_PARTNER_PLACEHOLDER = "\x00partner:"


def _unsupported(phrase: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


def compile_recent_line(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """A whole paragraph this branch reads before the compiler splits it at commas or parses it: "partner with
    [name]" (the name may hold a comma) and a spree mode line. True if it was one of them."""
    m = _PARTNER_WITH.match(text)
    if m is not None:
        _partner_with(m.group("name"), parts)
        return True
    m = _SPREE_MODE.match(text)
    if m is not None:
        _spree_mode(ManaCost.parse(m.group("cost").upper()), m.group("text"), parts, card_types)
        return True
    m = _VOTE.match(text)
    if m is not None:
        _vote(m, text, parts, card_types)
        return True
    if text.startswith(CASE_PREFIX):
        _case(text, parts, card_types)
        return True
    return False


# --- Cases (719) -----------------------------------------------------------------------------------------------------

CASE_PREFIX = ("to solve — ", "solved — ")
"""Case lines (719.3; newer than the bundled CR): `compiler.normalize` keeps "solved — " (not an ability word)."""
_LAYERED = frozenset({"anthem", "add_keywords", "grant_abilities", "add_types", "set_pt", "modify_pt"})
"""Static abilities whose condition the layer system checks (`rules.layers`), so "Solved —" can switch them."""
SOLVED = Condition("tagged", name="solved")


def _case(text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """719.3: "To solve — [condition]" means "At the beginning of your end step, if this Case is not solved and
    [condition], it becomes solved" (`rules.keywords_recent`: the condition rides on a "case_solve" static
    ability the intervening "if" reads); "Solved — [ability]" works only while the Case is solved: an activated
    ability's condition, a triggered ability's intervening "if", a layered static ability's condition."""
    from kitchentable.cards.compiler import Builder, compile_ability
    from kitchentable.cards.language.parse import parse
    from kitchentable.cards.language.words import Parts

    if "Enchantment" not in card_types:
        raise _unsupported(text)
    if text.startswith("to solve — "):
        cond_text = text.removeprefix("to solve — ").rstrip(".")
        tag, probe = Builder("triggered").transform(parse(f"at the beginning of your end step, if {cond_text}, "
                                                            "draw a card."))
        if tag != "triggered" or probe.intervening_if is None or any(ab.kind == "case_solve" for ab in parts.static):
            raise _unsupported(text)
        parts.static.append(StaticAbility("case_solve", condition=probe.intervening_if, text=text))
        parts.triggered.append(TriggeredAbility(
            TriggerSpec("end_step", whose="you"), Modal((Mode((Simple("solve_case", SELF),)),)),
            intervening_if=Condition("case_solvable"), text=text))
        return
    rest = text.removeprefix("solved — ")
    tmp = Parts()
    compile_ability(rest, tmp, card_types)
    found = [*tmp.activated, *tmp.triggered, *tmp.static]
    others = (tmp.keywords, tmp.spell, tmp.spell_modal, tmp.additional, tmp.optional, tmp.alternative, tmp.enchant)
    if len(found) != 1 or any(others):
        raise _unsupported(text)
    ab = found[0]
    if isinstance(ab, ActivatedAbility) and ab.condition is None:
        parts.activated.append(replace(ab, condition=SOLVED, text=text))
    elif isinstance(ab, TriggeredAbility) and ab.intervening_if is None:
        parts.triggered.append(replace(ab, intervening_if=SOLVED, text=text))
    elif isinstance(ab, StaticAbility) and ab.kind in _LAYERED and ab.condition is None:
        parts.static.append(replace(ab, condition=SOLVED, text=text))
    else:
        raise _unsupported(text)


_VOTE = re.compile(r"^(?:(?:will of the council|council's dilemma) — )?(?P<lead>(?:when|whenever|at) [^.]*?, )?"
                   r"starting with you, each player votes for (?P<a>[a-z]+) or (?P<b>[a-z]+)\. (?P<rest>.+)$")
_VOTE_BRANCH = re.compile(r"^if (?P<word>[a-z]+) gets more votes(?P<tie> or the vote is tied)?, (?P<text>.+)$")
_VOTE_EACH = re.compile(r" for each (?P<word>[a-z]+) vote(?: and |\.$)")


_SUBJECT = re.compile(r"^(each opponent|each player|target opponent|target player|that player|you) ")


def _plain_effects(sentence: str, subject: str = "you") -> tuple[Effect, ...]:
    """One instruction of a vote paragraph, compiled as a spell's text; an instruction with targets is refused
    (targets are chosen as the spell is cast, 601.2c, before anyone votes). An instruction written without its
    subject takes the subject of the clause before it ("each opponent sacrifices a creature for each death vote
    and discards a card for each taxes vote"), or is the controller's ("take an extra turn after this one")."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    sentence = sentence.strip().rstrip(".") + "."
    first = sentence.split(" ", 1)[0]
    if _SUBJECT.match(sentence) or first in ("each", "target", "~", "all", "creatures", "if"):
        text = sentence
    elif first.endswith("s") and subject == "you":
        raise _unsupported(sentence)  # a third-person verb whose subject isn't known
    elif first.endswith("s") or subject != "you":
        text = f"{subject} {sentence}"
    else:
        text = sentence  # an imperative instruction is the controller's
    b = Builder("spell")
    try:
        result = b.transform(parse(text))
    except Exception:
        if text is not sentence or first.endswith("s"):
            raise
        result = Builder("spell").transform(parse("you " + sentence))  # "take an extra turn after this one"
    if not (isinstance(result, tuple) and result[0] == "spell") or b.targets:
        raise _unsupported(sentence)
    return tuple(result[1])


def _vote(m: re.Match[str], text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """701.32a: "[trigger, ]starting with you, each player votes for A or B." followed by the instructions that
    read the vote: "if A gets more votes[ or the vote is tied], X." (will of the council), "X for each A vote[
    and Y for each B vote]." (council's dilemma), and plain instructions (`rules.keywords_recent`)."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse, split_sentences

    a, b = m.group("a"), m.group("b")
    if a == b:
        raise _unsupported(text)
    effects: list[Effect] = [Simple("vote", YOU, params=(("choices", (a, b)),))]
    branches: dict[str, tuple[bool, tuple[Effect, ...]]] = {}
    for sentence in split_sentences(m.group("rest")):
        branch = _VOTE_BRANCH.match(sentence)
        if branch is not None:
            if branch.group("word") not in (a, b) or branch.group("word") in branches:
                raise _unsupported(sentence)
            branches[branch.group("word")] = (bool(branch.group("tie")), _plain_effects(branch.group("text")))
            continue
        pieces = _VOTE_EACH.split(sentence)
        if len(pieces) > 1:
            if pieces[-1].strip():
                raise _unsupported(sentence)
            subject = "you"
            for clause, word in zip(pieces[0:-1:2], pieces[1:-1:2], strict=True):
                if word not in (a, b):
                    raise _unsupported(sentence)
                effects.append(Simple("vote_each", YOU, params=(("word", word),
                                                                ("then", _plain_effects(clause, subject)))))
                found = _SUBJECT.match(clause)
                subject = found.group(1) if found else subject
            continue
        if branches:
            raise _unsupported(sentence)  # an instruction after the branches: where it belongs is unclear
        effects.extend(_plain_effects(sentence))
    if branches:
        first = a if a in branches else b
        second = b if first == a else a
        tie_first = branches[first][0]
        if second in branches and branches[second][0] == tie_first:
            raise _unsupported(text)  # a tie must go to exactly one branch
        effects.append(Simple("vote_branch", YOU, params=(
            ("first", first), ("second", second), ("tie_first", tie_first), ("then", branches[first][1]),
            ("otherwise", branches[second][1] if second in branches else ()))))
    if len(effects) == 1:
        raise _unsupported(text)  # a vote nothing reads
    lead = m.group("lead")
    if lead:
        tag, ability = Builder("triggered").transform(parse(lead + "draw a card."))
        if tag != "triggered":
            raise _unsupported(lead)
        parts.triggered.append(replace(ability, effect=Modal((Mode(tuple(effects)),)), text=text))
        return
    if not card_types & {"Instant", "Sorcery"} or parts.spell or parts.spell_modal:
        raise _unsupported(text)
    parts.spell.append(Mode(tuple(effects)))


def _partner_with(name: str, parts: Parts) -> None:
    """702.124f: the deck-construction half has no in-game effect without a commander (the trigger's text names
    the keyword); the other half is the enters trigger. The filter's name is a placeholder until `recent_finish` restores its capitals."""
    named = Filter(name=_PARTNER_PLACEHOLDER + name)
    search = Simple("search_library", Ref("target", 0), fixed(1), (("filter", named),))
    effect = Modal((Mode((Optional_(then=(search,), chooser=Ref("target", 0)),),
                         (TargetSpec(Filter(only_players=True)),)),))
    parts.triggered.append(TriggeredAbility(TriggerSpec("enters"), effect, text=f"Partner with {name}"))


def _spree_mode(cost: ManaCost, text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """702.172a: "+ {cost} — [effect]" is one mode of a spree spell; its cost is recorded, in mode order, on the
    card's "spree" static ability (read as the spell's total cost is determined, 601.2f)."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    if not card_types & {"Instant", "Sorcery"}:
        raise _unsupported(f"+ {cost} — {text}")
    if parts.spell:
        raise _unsupported("spree modes beside other spell text")
    modal = parts.spell_modal or Modal((), 1, 0)
    offset = sum(len(m.targets) for m in modal.modes)
    b = Builder("spell")
    b.offset = offset
    result = b.transform(parse(text))
    if not (isinstance(result, tuple) and result[0] == "spell"):
        raise _unsupported(text)
    modes = modal.modes + (Mode(result[1], tuple(b.targets), text=text),)
    parts.spell_modal = Modal(modes, 1, len(modes))
    spree = [ab for ab in parts.static if ab.kind == "spree"]
    costs: tuple[ManaCost, ...] = spree[0].param("costs") if spree else ()
    if spree:
        parts.static.remove(spree[0])
    parts.static.append(StaticAbility("spree", params=(("costs", costs + (cost,)),), text="Spree"))


def expand_recent_keyword(kw: Keyword, parts: Parts, cost: ManaCost | None, card_types: frozenset[str]) -> bool:
    """Harmonize {cost} (702.180a) on an instant or sorcery, and warp {cost} (702.185a; newer than the bundled CR): an alternative cost offered from the hand only
    (`rules.casting.cast_costopts`), and "if its warp cost was paid, exile it at the beginning of the next end
    step; you may cast it from exile on a later turn" (`rules.keywords_recent.warp_exile`)."""
    if kw.name == "harmonize":
        # 702.180a: cast from the graveyard like flashback (exiled as it leaves the stack); the optional tap that
        # reduces the cost is the kernel's (`rules.keywords_recent.ask_harmonize_tap`).
        if cost is None or not card_types & {"Instant", "Sorcery"}:
            raise _unsupported(f"harmonize {cost}")
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "harmonize", flashback=True))
        return True
    if kw.name != "warp":
        return False
    if cost is None or not card_types & _PERMANENT_TYPES:
        raise _unsupported(f"warp {cost}")
    label = f"Warp {cost}"
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "warp"))
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("end_step", whose="each"), Modal((Mode((Simple("warp_exile", SELF),)),)),
        intervening_if=Condition("tagged", name="paid:warp"), text=label))
    return True


_PERMANENT_TYPES = frozenset({"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"})


def recent_finish(parts: Parts, texts: list[str]) -> None:
    """After a face's lines: spree needs both its keyword and its mode lines (702.172a); the name a "partner
    with" trigger searches for gets the capitals it is printed with in the card's own text (201.2)."""
    has_modes = any(ab.kind == "spree" for ab in parts.static)
    if has_modes != ("spree" in parts.keywords):
        raise _unsupported("spree" if not has_modes else "spree modes without spree")
    for i, ab in enumerate(parts.triggered):
        if not ab.text.startswith("Partner with "):
            continue
        lower = ab.text[len("Partner with "):]
        printed = next((found.group(1).strip() for t in texts
                        if (found := re.match(rf"partner with ({re.escape(lower)})", t, re.IGNORECASE))), lower)
        mode = ab.effect.modes[0]
        opt = mode.effects[0]
        assert isinstance(opt, Optional_)
        search = opt.then[0]
        assert isinstance(search, Simple)
        search = replace(search, params=(("filter", Filter(name=printed)),))
        parts.triggered[i] = replace(ab, effect=Modal((replace(mode, effects=(replace(opt, then=(search,)),)),)),
                                     text=f"Partner with {printed}")


class RecentPhrases:
    """Builders for the `// --- recent` block at the end of grammar.lark."""

    def token_named_tapped(self, ch: list[Any]) -> CreateToken:
        """"Create a tapped Powerstone token" (111.10): a predefined token that enters tapped."""
        from kitchentable.cards.language.tokens import named_token
        from kitchentable.cards.language.words import _amount

        c = _clean(ch)
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type.startswith("__ANON")
                    and str(t) not in ("token", "tokens"))
        return CreateToken(named_token(word), _amount(c[0]), tapped=True)

    def player_creates(self, ch: list[Any]) -> list[Any]:
        """"Each player creates a Lander token", "target opponent creates a Food token": the tokens are created
        under the control of the player or players named (111.2)."""
        token = _clean(ch)[-1]
        if not isinstance(token, CreateToken) or token.copy_of is not None:
            raise _unsupported("each player creates")
        return [replace(token, controller=_clean(ch)[0])]

    def t_main_phase(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of your first / second (postcombat) main phase" (505.1; survival's trigger): the
        kernel notes the start of each main phase (`rules.turns`, "main1" and "main2")."""
        whose = _clean(ch)[0]
        which = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("first", "second", "postcombat"))
        return TriggerSpec("first_main" if which == "first" else "second_main", None, whose)

    def t_eerie(self, ch: list[Any]) -> TriggerSpec:
        """Eerie: "whenever an enchantment you control enters and whenever you fully unlock a Room". Rooms (709.5)
        are not supported, so no card that could be unlocked can be in a game: the enters half is the whole
        of what the trigger can do. When Rooms are added, their unlock event belongs here too."""
        return TriggerSpec("enters", Filter(types=frozenset({"Enchantment"}), controller="you"), "you")

    def cd_void(self, ch: list[Any]) -> Condition:
        """Void: "a nonland permanent left the battlefield this turn or a spell was warped this turn"."""
        return Condition("void")

    def x_manifest_dread(self, ch: list[Any]) -> list[Simple]:
        """701.62a: "manifest dread" (`rules.keywords_recent.manifest_dread`)."""
        return [Simple("manifest_dread", YOU, fixed(1))]
