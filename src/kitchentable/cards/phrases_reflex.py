"""Modern trigger and effect templates (branch reflex): reflexive triggers (603.12), batch triggers (603.2c),
impulse draw and mana spending restrictions. Grammar: the `// --- reflex` block at the end of grammar.lark.

Reflexive abilities are split off before the grammar sees the paragraph (`compile_reflexive`): everything
after ". When you do, " is compiled as its own triggered ability, with its own targets (chosen when it is
put on the stack, 603.12a), and the ability rides on a `Simple("reflexive_trigger")` effect placed right
after the action it waits for (see `rules.reflexive`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token

from kitchentable.rules.abilities import (
    ActivatedAbility,
    AddMana,
    Condition,
    Conditional,
    Cost,
    Effect,
    Filter,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)

if TYPE_CHECKING:
    from kitchentable.cards.language.words import Parts


def _unsupported(phrase: str) -> Exception:
    """The compiler's `Unsupported` (imported late: the compiler imports this module)."""
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


# --- reflexive triggers (603.12) ------------------------------------------------------------------------------

_WHEN_YOU_DO = re.compile(r"(?<=\.) when you do, ")
REFLEXIVE_SPEC = TriggerSpec("reflexive")


def compile_reflexive(text: str, parts: Parts, card_types: frozenset[str],
                      compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """"[...] you may <action>. When you do, <effect>." (603.12): compile the part before "when you do"
    as usual (`compile_rest`), then hang the reflexive ability on its last action. False when the paragraph
    has no reflexive ability. The action must be the last instruction before "when you do": inside a
    "you may" (declining creates nothing) or a mandatory one ("sacrifice it. When you do, ...")."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse
    from kitchentable.cards.language.words import Unsupported

    m = _WHEN_YOU_DO.search(text)
    if m is None:
        return False
    head, body = text[:m.start()], text[m.end():]
    if head.endswith(" as it attacks."):
        return False  # "you may exert ~ as it attacks. When you do" is its own trigger (701.43a, phrases_setmech)
    if _WHEN_YOU_DO.search(body) or not head.strip():
        raise Unsupported("when you do")
    counts = (len(parts.triggered), len(parts.activated), len(parts.spell[0].effects) if parts.spell else 0)
    compile_rest(head, parts, card_types)
    b = Builder("triggered")
    holder: TriggeredAbility | ActivatedAbility | None = None
    if len(parts.triggered) > counts[0]:
        holder = parts.triggered[-1]
        if isinstance(holder, TriggeredAbility) and holder.trigger.filter is not None:
            b.trigger_has_object = True  # "it" is still the object the first trigger was about
    elif len(parts.activated) > counts[1]:
        holder = parts.activated[-1]
    elif not parts.spell or len(parts.spell[0].effects) == counts[2]:
        raise Unsupported("when you do")
    first = holder.effect if holder is not None else Modal((parts.spell[0],))
    if first.is_modal:
        raise Unsupported("when you do after a modal ability")
    effects = first.modes[0].effects
    needs = _needs(effects[-1]) if effects else None
    if needs is not None:
        b.last_ref = Ref("it")  # "that creature" / "that card": the one sacrificed, tapped or exiled
    result = b.transform(parse(body))
    if not (isinstance(result, tuple) and result[0] == "spell"):
        raise Unsupported("when you do, " + body)
    ability = TriggeredAbility(REFLEXIVE_SPEC, Modal((Mode(result[1], tuple(b.targets)),)),
                               text="when you do, " + body)
    effect = Simple("reflexive_trigger", Ref("you"), params=(("ability", ability), ("needs", needs)))
    new_effects = _attach(effects, effect)
    mode = replace(first.modes[0], effects=new_effects)
    if isinstance(holder, TriggeredAbility):
        parts.triggered[-1] = replace(holder, effect=Modal((mode,)), text=text)
    elif isinstance(holder, ActivatedAbility):
        parts.activated[-1] = replace(holder, effect=Modal((mode,)), text=text)
    else:
        parts.spell[0] = mode
    return True


# --- mana with a spending restriction (106.6) -------------------------------------------------------------------

_SPEND_ONLY = re.compile(r"^(.*\.) spend this mana only to cast (.+)\.$")


def compile_spend_only(text: str, parts: Parts, card_types: frozenset[str],
                       compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """"{T}: Add one mana of any color. Spend this mana only to cast creature spells." (106.6): the mana
    ability's mana carries the restriction (rules.mana_restrictions). False when the paragraph has none."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse

    m = _SPEND_ONLY.match(text)
    if m is None:
        return False
    spells = re.sub(r" or an? ", " or ", m.group(2))
    spec = Builder("triggered").transform(parse(f"whenever you cast {spells}, draw a card."))
    if not (isinstance(spec, tuple) and spec[0] == "triggered" and spec[1].trigger.event == "cast"
            and spec[1].trigger.filter is not None):
        raise _unsupported("spend this mana only to cast " + m.group(2))
    flt = spec[1].trigger.filter
    before = len(parts.activated)
    compile_rest(m.group(1), parts, card_types)
    if len(parts.activated) != before + 1 or not parts.activated[-1].is_mana:
        raise _unsupported("spend this mana only after something other than a mana ability")
    ab = parts.activated[-1]
    modes = tuple(replace(mode, effects=tuple(replace(e, only_for=flt) if isinstance(e, AddMana) else e
                                              for e in mode.effects)) for mode in ab.effect.modes)
    parts.activated[-1] = replace(ab, effect=replace(ab.effect, modes=modes), text=text)
    return True


def _needs(effect: Effect) -> str | None:
    """What must have happened for the reflexive ability to trigger: a sacrifice must have found something."""
    if isinstance(effect, Conditional) and not effect.otherwise and effect.then:
        return _needs(effect.then[-1])
    inner = effect.then[-1] if isinstance(effect, Optional_) and not effect.unless and effect.then else effect
    if isinstance(inner, Simple) and inner.kind == "sacrifice":
        return "sacrificed"
    return "chosen" if isinstance(inner, Simple) and inner.kind == "choose_and_act" else None


def _attach(effects: tuple[Effect, ...], reflexive: Simple) -> tuple[Effect, ...]:
    """Put the reflexive effect right after the action: inside a trailing "you may" (also one with a cost,
    "you may pay {2}"), else after the last instruction."""
    last = effects[-1]
    if isinstance(last, Optional_) and not last.unless:
        return effects[:-1] + (replace(last, then=last.then + (reflexive,)),)
    if isinstance(last, Conditional) and not last.otherwise and last.then:  # "if ..., you may ... When you do"
        return effects[:-1] + (replace(last, then=_attach(last.then, reflexive)),)
    return effects + (reflexive,)


_BATCH_VERBS = {"batch_combat_damage_player": "deal combat damage to a player", "batch_attacks": "attack",
                "batch_attacks_you": "attack you",
                "batch_dies": "die", "batch_enters": "enter", "batch_leaves": "leave the battlefield"}
_BATCH_HEADS = {"batch_leave_graveyard": "Whenever one or more cards leave your graveyard",
                "batch_library_to_graveyard": "Whenever one or more cards are put into your graveyard from your library"}
_NOUN = re.compile(r"\b(permanent|creature|artifact|enchantment|land|planeswalker)\b")


def batch_head(spec: TriggerSpec) -> str | None:
    """`cards show` wording of a batch trigger (603.2c), or None for any other trigger."""
    if spec.event in _BATCH_HEADS:
        return _BATCH_HEADS[spec.event]
    if spec.event == "attacks_you":
        what = spec.filter.describe() if spec.filter is not None else "creature"
        walker = " or a planeswalker you control" if spec.whose == "you_or_planeswalker" else ""
        return f"Whenever {'an' if what[:1] in 'aeiou' else 'a'} {what} attacks you{walker}"
    if spec.event == "batch_counters":
        on = spec.filter.describe() if spec.filter is not None else "this"
        return f"Whenever one or more {spec.whose} counters are put on {on}"
    verb = _BATCH_VERBS.get(spec.event)
    if verb is None:
        return None
    what = spec.filter.describe() if spec.filter is not None else "creature"
    what = _NOUN.sub(lambda m: m.group(1) + "s", what, count=1).replace("another ", "other ")
    if spec.filter is not None and spec.filter.token and "token" not in what:
        what = what.replace("permanents", "tokens").replace("creatures", "creature tokens")
    count = "one" if spec.at_least == 1 else str(spec.at_least)
    if spec.event == "batch_attacks_you" and spec.whose == "you_or_planeswalker":
        verb += " or a planeswalker you control"
    return f"Whenever {count} or more {what} {verb}"


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10}


class ReflexPhrases:
    """Mixed into the compiler's transformer (branch reflex); `_trig` and `targets` come from it."""

    during_your_turn = False  # "whenever you gain life during your turn": `Builder.triggered` adds the condition

    # --- batch triggers (603.2c, rules.batch_triggers) ---

    def batch_count(self, ch: list[Any]) -> int:
        return _NUMBERS[str(_clean(ch)[0])]

    def _batch(self, event: str, ch: list[Any], controller: str | None = None) -> TriggerSpec:
        c = _clean(ch)
        n: int = c[0]
        flt: Filter = c[1].filter()
        if controller is not None:
            flt = replace(flt, controller=controller)
        spec: TriggerSpec = self._trig(event, flt)  # type: ignore[attr-defined]
        if n > 1 and event != "batch_attacks":
            raise _unsupported(f"{n} or more at once")
        return replace(spec, at_least=n)

    def t_batch_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more creatures you control deal combat damage to a player": once per player dealt
        combat damage in the step; "that player" is that one."""
        return self._batch("batch_combat_damage_player", ch)

    def t_batch_attacks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more Goblins you control attack" / "two or more creatures you control attack":
        once per declaration of attackers (508.1m)."""
        return self._batch("batch_attacks", ch)

    def t_batch_attacks_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more creatures attack you [or a planeswalker you control]": once per declaration
        in which any creature attacks you (or, with the words, a planeswalker of yours)."""
        return replace(self._batch("batch_attacks_you", ch), whose="you")

    def t_batch_attacks_you_or_pw(self, ch: list[Any]) -> TriggerSpec:
        return replace(self._batch("batch_attacks_you", ch), whose="you_or_planeswalker")

    def t_attacks_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature attacks you [or a planeswalker you control]" (508.1): once per such attacker;
        "that creature" is the attacker."""
        spec: TriggerSpec = self._trig("attacks_you", _clean(ch)[0])  # type: ignore[attr-defined]
        return replace(spec, whose="you")

    def t_attacks_you_or_pw(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = self._trig("attacks_you", _clean(ch)[0])  # type: ignore[attr-defined]
        return replace(spec, whose="you_or_planeswalker")

    def t_batch_dies(self, ch: list[Any]) -> TriggerSpec:
        return self._batch("batch_dies", ch)

    def t_batch_enters(self, ch: list[Any]) -> TriggerSpec:
        under_you = len(_clean(ch)) > 2
        return self._batch("batch_enters", ch, "you" if under_you else None)

    def t_batch_leaves(self, ch: list[Any]) -> TriggerSpec:
        return self._batch("batch_leaves", ch)

    def t_batch_counters_self(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more +1/+1 counters are put on ~" (122.6): once per batch of counters."""
        c = _clean(ch)
        if c[0] != 1:
            raise _unsupported("N or more counters")
        spec: TriggerSpec = self._trig("batch_counters")  # type: ignore[attr-defined]
        return replace(spec, whose=str(c[1]))

    def t_batch_counters(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        if c[0] != 1:
            raise _unsupported("N or more counters")
        spec: TriggerSpec = self._trig("batch_counters", c[2])  # type: ignore[attr-defined]
        return replace(spec, whose=str(c[1]))

    def t_batch_leave_graveyard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more cards leave your graveyard": once per batch of moves out of it (603.2c)."""
        if _clean(ch)[0] != 1:
            raise _unsupported("N or more cards leave your graveyard")
        return TriggerSpec("batch_leave_graveyard", None, "you")

    # --- descriptions ---

    def sf_mv_eq(self, ch: list[Any]) -> Any:
        """"with mana value 1" (202.3): exactly that mana value."""
        n = int(str(_clean(ch)[0]))

        def apply(d: Any) -> None:
            d.fields["min_mana_value"] = n
            d.fields["max_mana_value"] = n

        return apply

    # --- impulse draw (rules.impulse) ---

    def iu_turn(self, ch: list[Any]) -> str:
        return "end_of_turn"

    def iu_next_turn(self, ch: list[Any]) -> str:
        return "end_of_your_next_turn"

    def iu_next_end_step(self, ch: list[Any]) -> str:
        return "until_your_next_end_step"

    def impulse_play(self, ch: list[Any]) -> Any:
        """"You may play that card this turn" / "Until the end of your next turn, you may play those cards": a
        permission for the cards the preceding "exile the top N cards" exiled (611.2c); "cast" leaves lands out."""
        c = _clean(ch)
        words = [str(x) for x in c if isinstance(x, Token)]
        duration = next(x for x in c if isinstance(x, str) and not isinstance(x, Token))
        cast_only = "cast" in words
        return ("effects", [Simple("may_play_exiled", Ref("you"),
                                   params=(("duration", duration), ("cast_only", cast_only)))])

    def impulse_choose_play(self, ch: list[Any]) -> Any:
        """"Choose one of them. Until the end of your next turn, you may play that card.": the permission covers
        the one exiled card the controller chooses as it resolves (608.2d)."""
        tag, effects = self.impulse_play(ch)
        return (tag, [replace(effects[0], params=effects[0].params + (("choose_one", True),))])

    def exile_top_card(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of your library" (406.2): remembered for a following permission to play it."""
        refs = [x for x in _clean(ch) if isinstance(x, Ref)]
        return [Simple("exile_top", refs[0] if refs else Ref("you"), fixed(1))]

    def sf_from_exile(self, ch: list[Any]) -> Any:
        """"from exile": a card in exile, or for a spell the zone it was cast from (601.2a)."""
        return lambda d: d.fields.__setitem__("zone", "exile")

    # --- life triggers (603.2, 119.9-119.10) ---

    def t_lose_life(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec("lose_life", None, _clean(ch)[0])

    def t_gain_life_your_turn(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you gain life during your turn": a life trigger that only triggers on your turn (read as an
        intervening "if it's your turn": no turn can end while the ability waits, so resolution agrees)."""
        self.during_your_turn = True
        return TriggerSpec("gain_life", None, _clean(ch)[0])

    def t_lose_life_your_turn(self, ch: list[Any]) -> TriggerSpec:
        self.during_your_turn = True
        return TriggerSpec("lose_life", None, _clean(ch)[0])

    def may_pay_life(self, ch: list[Any]) -> list[Effect]:
        """"You may pay 2 life. If you do / When you do, ..." (119.4: only with at least that much life)."""
        return [Optional_((), cost=Cost(life=int(str(_clean(ch)[0]))))]

    def exile_top_that_player(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of that player's library" (the player a trigger names, 406.2)."""
        counts = [x for x in _clean(ch) if isinstance(x, int)]
        return [Simple("exile_top", self.p_that([]), fixed(counts[0] if counts else 1))]  # type: ignore[attr-defined]

    def exile_top_of(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of each player's / target opponent's library" (406.2)."""
        c = _clean(ch)
        counts = [x for x in c if isinstance(x, int)]
        whose = str([x for x in c if isinstance(x, Token) and x.type == "TOP_OWNER"][0])
        who = {"each player's": Ref("each_player"), "each opponent's": Ref("each_opponent")}.get(whose)
        if who is None:
            flt = Filter(only_players=True, opponents_only=whose.startswith("target opponent"))
            who = self._target(flt)  # type: ignore[attr-defined]
        return [Simple("exile_top", who, fixed(counts[0] if counts else 1))]

    # --- objects chosen as the instruction happens (608.2d; rules.reflexive) ---

    def tap_choice(self, ch: list[Any]) -> list[Effect]:
        """"Tap an untapped creature you control" (a "you may" before "when you do", Magnus-style)."""
        n, d = _clean(ch)
        flt = replace(d.filter(), tapped=False)
        if flt.zone != "battlefield" or flt.controller != "you":
            raise _unsupported("tap an untapped permanent you don't control")
        return [Simple("choose_and_act", Ref("you"), fixed(int(n)), (("filter", flt), ("action", "tap")))]

    def exile_choice(self, ch: list[Any]) -> list[Effect]:
        """"Exile a creature card from your graveyard" / "exile two cards from your hand": chosen by you."""
        n, d = _clean(ch)
        flt = d.filter()
        if flt.zone not in ("graveyard", "hand") or flt.owner != "you" or not isinstance(n, int):
            raise _unsupported("exile a card from somewhere other than your graveyard or hand")
        return [Simple("choose_and_act", Ref("you"), fixed(n), (("filter", flt), ("action", "exile")))]

    def exile_edict(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent exiles a creature they control" (an edict that exiles; the player chooses, 608.2d)."""
        who, n, d = _clean(ch)
        flt = replace(d.filter(), controller="you")  # "they control": read from the choosing player's side
        if flt.zone != "battlefield" or not isinstance(n, int):
            raise _unsupported("exiles a card they control")
        return [Simple("choose_and_act", who, fixed(n), (("filter", flt), ("action", "exile")))]

    # --- life this turn (rules.life_conditions) ---

    def cd_gained_life(self, ch: list[Any]) -> Condition:
        """"if you gained life this turn" / "if you've gained 3 or more life this turn" (119.3)."""
        n = [int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER"]
        return Condition("gained_life_this_turn", n=n[0] if n else 1)

    def cd_lost_life(self, ch: list[Any]) -> Condition:
        return Condition("lost_life_this_turn", n=1)

    def cd_opponent_lost_life(self, ch: list[Any]) -> Condition:
        return Condition("opponent_lost_life_this_turn", n=1)

    def p_that_controller(self, ch: list[Any]) -> Ref:
        """"that creature's controller": of the last target, else of the object the trigger is about."""
        if self.targets:  # type: ignore[attr-defined]
            return Ref("target_controller", self._last())  # type: ignore[attr-defined]
        if getattr(self, "trigger_has_object", False):
            return Ref("triggering_controller")
        raise _unsupported("that creature's controller")

    def n_tokens(self, ch: list[Any]) -> Any:
        """"tokens" as a noun ("whenever one or more tokens you control enter"): token permanents (111.1)."""
        return lambda d: d.fields.__setitem__("token", True)
