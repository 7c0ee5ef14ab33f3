"""Sentences (608.2c-d): how the clauses of a paragraph join into its effects. "Then", "and", "If you do, ...",
"Otherwise, ...", "you may ...", "unless <player> pays ...", "for each ...", "If ~ would ... instead" and the
other sentence forms that change the effect before them.

`effects` reads the tagged sentences in order and folds the ones that refer back ("if you do", "otherwise",
"instead", "can't be regenerated") into the effect they follow."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.core.effects import EffectPhrases
from kitchentable.cards.language.words import (
    IMPLIED_YOU,
    IT_SELF,
    Desc,
    Unsupported,
    _clean,
    _mana_of,
    plain_may,
)
from kitchentable.rules.abilities import (
    Amount,
    Condition,
    Conditional,
    Cost,
    CreateToken,
    DealDamage,
    Effect,
    Filter,
    ForEach,
    Optional_,
    Ref,
    Simple,
)


def _no_regenerate(effect: Effect | None) -> Effect:
    """"They can't be regenerated" (701.15) marks the destroy before it, also inside "destroy ... unless"."""
    if isinstance(effect, Simple) and effect.kind == "destroy":
        return replace(effect, params=effect.params + (("no_regenerate", True),))
    if isinstance(effect, Conditional) and len(effect.then) == 1:
        return replace(effect, then=(_no_regenerate(effect.then[0]),))
    raise Unsupported("can't be regenerated without a destroy")


class SentencePhrases(EffectPhrases):
    """Sentences and the ways they join (`effects`, `sentence`, `if_you_do`, `may`, `conditional`...)."""

    def unless_pays(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        effects, who = c[0], c[1]
        return [Optional_(tuple(effects), who, Cost(mana=_mana_of(c[2:])), unless=True)]

    def unless_you_pay_costs(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice ~ unless you sacrifice a Forest / discard a card / pay 2 life" (118.12: the controller
        chooses as it resolves whether to pay; the effect happens unless they do)."""
        effects, *parts = [c for c in _clean(ch) if not isinstance(c, Ref)]
        cost = Cost()
        for part in parts:
            cost = part(cost)
        if cost.per_x:
            raise Unsupported("'unless you' pay X")
        return [Optional_(tuple(effects), Ref("you"), cost, unless=True)]

    def conditional(self, ch: list[Any]) -> list[Effect]:
        cond, effects = _clean(ch)
        before = self.kicked_after_targets
        if cond.kind == "kicked" and cond.name != "gift" and before is not None:  # `cd_kicked`: "If ~ was kicked, it deals ..." is ~
            effects = [replace(e, source=Ref("self")) if isinstance(e, DealDamage) and e.source is not None
                       and e.source.kind == "target" and e.source.index < before else e for e in effects]
        return [Conditional(cond, tuple(effects))]

    def may_pay(self, ch: list[Any]) -> list[Effect]:
        """"You may pay {B}. If you do, ..." (608.2d): the next "if you do" sentence fills `then`."""
        return [Optional_((), cost=Cost(mana=_mana_of(ch)))]

    def may(self, ch: list[Any]) -> list[Effect]:
        effects = tuple(_clean(ch)[0])
        if len(effects) == 1 and isinstance(effects[0], Simple) and effects[0].kind == "wish":
            # "you may reveal ... from outside the game": declining is one of the wish's own answers
            return [replace(effects[0], params=effects[0].params + (("optional", True),))]
        cut = next((i for i, e in enumerate(effects) if i and plain_may(e)), None)
        if cut is not None:  # "You may A, then you may B": two choices, the second not hanging on the first (608.2d)
            return [Optional_(effects[:cut]), *effects[cut:]]
        return [Optional_(effects)]

    def for_each(self, ch: list[Any]) -> list[Effect]:
        """"For each creature target player controls, create a token that's a copy of that creature." (Clone
        Legion): the instructions happen once per object, and "it" / "that creature" with nothing named before
        it in the sentence is that object (608.2c; the kernel remembers each as "it"), not the card."""
        d, effects = _clean(ch)
        return [ForEach(Ref("all", filter=d.filter()), _each_item(tuple(effects)))]

    def seq(self, ch: list[Any]) -> list[Effect]:
        """Clauses of one sentence in order. A player action without a subject after one that names its
        player acts for that player: "target player draws two cards and loses 2 life" (Sign in Blood)."""
        out: list[Effect] = []
        subject: Ref | None = None
        for c in _clean(ch):
            for e in c:
                if isinstance(e, Simple) and e.subject is IMPLIED_YOU and subject is not None:
                    e = replace(e, subject=subject)
                elif isinstance(e, Simple) and any(e.subject is r for r in self.named_players):
                    subject = e.subject
                if out and isinstance(out[-1], Optional_) and not out[-1].then and out[-1].cost is not None:
                    # "you may pay {1}{R} and discard a card. If you do, ..." (Wolf of Devil's Breach): one
                    # choice of two parts (608.2d), not a payment then a mandatory discard; not compiled yet
                    raise Unsupported("you may pay a cost and do another thing")
                if out and _search_then_shuffle(out[-1], e):
                    continue  # "..., search your library for ..., then shuffle": the search's own shuffle (701.20)
                out.append(e)
        return out

    def whole_sentence(self, ch: list[Any]) -> Any:
        """A sentence read whole (kept at the sentence level: clause positions are many more, and
        every alternative there costs the Earley parser at each of them)."""
        return ("effects", _clean(ch)[0])


    def sentence(self, ch: list[Any]) -> Any:
        return ("effects", _clean(ch)[0])

    def if_you_do(self, ch: list[Any]) -> Any:
        return ("if_you_do", _clean(ch)[0])

    def unless_bounce(self, ch: list[Any]) -> Any:
        """"... unless you return an untapped Island you control to its owner's hand": a permanent of yours only
        when the text says so ("return an enchantment to its owner's hand" may return anyone's: not read)."""
        d = next(c for c in ch if isinstance(c, Desc))
        if d.filter().controller != "you":
            raise Unsupported("'unless you return' a permanent you may not control")
        return self.c_bounce(ch)  # type: ignore[attr-defined]

    def if_you_cant(self, ch: list[Any]) -> Any:
        return ("if_you_cant", _clean(ch)[0])

    def otherwise(self, ch: list[Any]) -> Any:
        return ("otherwise", _clean(ch)[0])

    def no_regen(self, ch: list[Any]) -> Any:
        return ("no_regen",)

    def create_instead(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("create_instead", c[0], c[1])

    def damage_instead(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        return ("instead", c[0], c[2], c[3] if len(c) > 3 else None)

    def instead_if(self, ch: list[Any]) -> Any:
        """"If [condition], [instruction] instead." or "[instruction] instead if [condition].": the sentence
        before is replaced when the condition holds as the spell or ability resolves (608.2c)."""
        c = _clean(ch)
        cond = next(x for x in c if isinstance(x, Condition))
        effects = next(x for x in c if isinstance(x, list))
        kind = "conditional_instead" if isinstance(c[0], Condition) else "conditional_instead_after"
        return ("general_instead", cond, effects, kind)

    def instead_sentence(self, ch: list[Any]) -> Any:
        return _clean(ch)[0]

    def effects(self, ch: list[Any]) -> tuple[Effect, ...]:
        out: list[Effect] = []
        sentence_start = 0
        for tag, *rest in _clean(ch):
            if tag != "general_instead":
                sentence_start = len(out)
            if tag == "general_instead":  # the sentence before is `otherwise`; alone, the paragraph before is
                cond, new, kind = rest       # (`compile.compile_ability`); "..._after": "[it] instead if [cond]"
                replaced = tuple(out[sentence_start:])
                if not replaced and self.kind == "triggered":
                    raise Unsupported("instead without a preceding instruction")
                out[sentence_start:] = [Conditional(cond, tuple(new), replaced, kind=kind)]
            elif tag == "effects":
                out += rest[0]
            elif tag == "if_you_do" and out and isinstance(out[-1], Simple) and out[-1].kind == "ante":
                # Jeweled Bird: "Ante ~. If you do, ..." (609.3: a Bird gone before it resolves antes nothing)
                out.append(Conditional(Condition("done", name="anted"), tuple(rest[0])))
            elif tag == "if_you_do" and out and isinstance(out[-1], Conditional) and not out[-1].otherwise \
                    and out[-1].then and isinstance(out[-1].then[-1], Optional_) and not out[-1].then[-1].unless:
                # "If you control a Raccoon, you may discard a card. If you do, draw a card." (608.2c-d)
                inner = out[-1].then[-1]
                out[-1] = replace(out[-1], then=out[-1].then[:-1] + (replace(inner, then=inner.then + tuple(rest[0])),))
            elif tag == "if_you_do" and out and self.done_key(out[-1]) is not None:
                # "Sacrifice a creature. If you do, ..." (609.3; `done_key`)
                out.append(Conditional(Condition("done", name=str(self.done_key(out[-1]))), tuple(rest[0])))
            elif tag == "if_you_do":
                if not out or not isinstance(out[-1], Optional_) or out[-1].unless:
                    raise Unsupported("if you do without a preceding 'you may'")
                prev = out[-1]
                key = self.done_key(prev.then[-1]) if prev.then and prev.cost is None else None
                if key is not None:  # "You may sacrifice it. If you do, ..." (Blind Zealot): 609.3, a sacrifice that
                    # couldn't happen (it already left) was not done, so the rest doesn't happen either
                    out[-1] = replace(prev, then=prev.then + (Conditional(Condition("done", name=key), tuple(rest[0])),))
                else:
                    out[-1] = replace(prev, then=prev.then + tuple(rest[0]))
                if self.x_is_target_mana_value and prev.cost is not None and prev.cost.mana is not None \
                        and prev.cost.mana.x and self.targets:
                    out[-1] = replace(out[-1], x=Amount("mana_value", ref=Ref("target", self._last())))
                    self.x_mana_value_read = True  # any such card may be targeted: X is paid to match it
                    self.targets = [replace(t, filter=replace(t.filter, mana_value_is_x=False)) for t in self.targets]
            elif tag == "if_you_cant":
                # "Sacrifice another creature. If you can't, you lose 4 life." (609.3: the instruction did nothing)
                key = self.done_key(out[-1]) if out else None
                if key is None:
                    raise Unsupported("if you can't without a preceding instruction it remembers")
                out.append(Conditional(Condition("done", name=key, negate=True), tuple(rest[0])))
            elif tag == "otherwise":
                if not out or not isinstance(out[-1], Conditional):
                    raise Unsupported("otherwise without a preceding 'if'")
                out[-1] = replace(out[-1], otherwise=tuple(rest[0]))
            elif tag == "instead":
                cond, amount, to = rest
                if not out or not isinstance(out[-1], DealDamage):
                    raise Unsupported("deals damage instead without a preceding damage")
                # "... deals 1 damage to each creature with flying and each player. If ~ was kicked, it deals 4
                # damage to each creature with flying and each player instead." (614.1a): the replaced instruction
                # is every damage the recipients name, here the pair the sentence before dealt, not its last half.
                count = 2 if isinstance(to, tuple) and to[:1] == ("each_pair",) else 1
                replaced = out[-count:]
                if len(replaced) < count or any(not isinstance(e, DealDamage) or e.source != out[-1].source
                                                or e.amount != out[-1].amount for e in replaced):
                    raise Unsupported("deals damage instead to recipients the damage before did not name")
                out[-count:] = [Conditional(cond, tuple(replace(e, amount=amount) for e in replaced),
                                            tuple(replaced), kind="conditional_instead")]  # said after it
            elif tag == "create_instead":
                cond, token = rest
                if not out or not isinstance(out[-1], CreateToken):
                    raise Unsupported("create instead without a preceding token")
                out[-1] = Conditional(cond, (token,), (out[-1],))
            elif tag == "no_regen":
                out[-1] = _no_regenerate(out[-1] if out else None)
        return tuple(out)

    def spell_text(self, ch: list[Any]) -> Any:
        return ("spell", ch[0])

    def done_key(self, effect: Effect) -> str | None:
        """What a resolving effect remembers when it happened: "Sacrifice a creature. If you do, ...", "Discard
        a card. If you do, ...", "Remove a +1/+1 counter from ~. If you do, ...", "Tap target untapped creature
        you control. If you do, ...", "Exile ~. If you do, ..."; None for any other instruction (those keep
        needing "you may")."""
        kind = getattr(effect, "kind", "")
        subject = getattr(effect, "subject", None)
        you = subject is not None and subject.kind in ("you", "controller")
        if kind == "sacrifice" and (you or subject is not None and subject.kind == "self"):
            return "sacrificed"
        if kind == "discard" and you:
            return "discarded"
        if kind == "remove_counters":
            return "counters_removed"
        if kind == "tap" and subject is not None and subject.kind in ("target", "self"):
            return "tapped"
        if kind == "exile" and subject is not None and subject.kind in ("self", "target"):
            return "exiled"
        return None

    def counter_instead(self, ch: list[Any]) -> list[Effect]:
        """"Counter target spell [unless its controller pays {4}]. If that spell is countered this way, exile
        it instead of putting it into its owner's graveyard." (701.5a: the countered card goes where the rider
        says; with "unless", only when it is countered)"""
        c = _clean(ch)
        effects = self.counter([c[0]])
        inner = [replace(effects[0], params=(("to", c[-1]),))]
        if len(c) == 3:
            return self.unless_pays([inner, *c[1]])
        return inner


def _each_item(obj: Any) -> Any:
    """`obj` with every "it" that named nothing before it (`words.IT_SELF`, kept by identity) read as the
    object a "for each" instruction is about (`Ref("it")`)."""
    if obj is IT_SELF:
        return Ref("it")
    if isinstance(obj, tuple):
        return tuple(_each_item(x) for x in obj)
    if isinstance(obj, list):
        return [_each_item(x) for x in obj]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter, Ref)):
        return replace(obj, **{f.name: _each_item(getattr(obj, f.name)) for f in fields(obj)})
    return obj


def _search_then_shuffle(before: Effect, e: Effect) -> bool:
    """"then shuffle" read as its own clause after a search of the same library (701.19): the compiled search
    already ends with that shuffle (701.20a; `core.effects.spt_put`), so a second one is not added ("sacrifice ~, search your library for ..., put those
    cards onto the battlefield, then shuffle": Defense of the Heart)."""
    return isinstance(before, Simple) and isinstance(e, Simple) and before.kind == "search_library" \
        and e.kind == "shuffle" and e.subject == Ref("you") and before.subject == Ref("you")
