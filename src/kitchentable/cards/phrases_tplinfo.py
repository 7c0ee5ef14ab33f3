"""Builders for the phrases about libraries, hands, information and later moments (the `tplinfo` block at the
end of grammar.lark): delayed triggered abilities (603.7), revealing a hand (701.16), looking at or revealing
the top cards of your library and putting them back, clash (701.23) and coin flips (705).

`cards.compiler.Builder` mixes this class in; each method returns what the compiler's own builders return
(a list of effects for a clause, a tagged sentence, a condition). The executors are in
`rules/effects_info.py`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import COLOR_LETTER, CREATURE_TYPES
from kitchentable.rules.abilities import (
    Condition,
    Conditional,
    Effect,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    fixed,
)


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


CHOSEN = "?chosen"
"""The place in a description ("of the chosen color") the choice made on resolution fills in."""


def _has_chosen(flt: Any) -> bool:
    return CHOSEN in flt.colors or CHOSEN in flt.subtypes


def _n(tok: Any) -> Any:
    from kitchentable.cards.language.words import _amount, _int

    return _amount(_int(tok)) if not isinstance(tok, int) else fixed(tok)


_WHEN_TEXT = {"upkeep": "the next turn's upkeep", "end": "the next end step"}


class InfoPhrases:
    """Mixed into the compiler's transformer."""

    # --- delayed triggered abilities (603.7) ---

    def dt_upkeep(self, ch: list[Any]) -> str:
        return "upkeep"

    def dt_end(self, ch: list[Any]) -> str:
        return "end"

    @staticmethod
    def _delayed(effects: list[Effect], when: str) -> Simple:
        """603.7a: the effects happen when a delayed triggered ability created now triggers, once, at the
        beginning of the next turn's upkeep or of the next end step; targets are chosen now, with the spell
        or ability that creates it."""
        return Simple("delayed_trigger", Ref("you"), params=(
            ("when", when), ("effects", tuple(effects)), ("text", f"at the beginning of {_WHEN_TEXT[when]}")))

    def delayed(self, ch: list[Any]) -> Any:
        """"Draw a card at the beginning of the next turn's upkeep." / "Sacrifice it at the beginning of the
        next end step." (603.7: the sentence's effects wait for that moment)"""
        effects, when = _clean(ch)
        return ("effects", [self._delayed(effects, when)])

    def delayed_sentence(self, ch: list[Any]) -> Any:
        """"At the beginning of the next end step, return it to the battlefield." (603.7)"""
        when, effects = _clean(ch)
        return ("effects", [self._delayed(effects, when)])

    def info_sentence(self, ch: list[Any]) -> Any:
        """A whole sentence of this block (kept at the sentence level: clause positions are many more, and
        every alternative there costs the Earley parser at each of them)."""
        return ("effects", _clean(ch)[0])

    def grant_indefinitely(self, ch: list[Any]) -> list[Effect]:
        """"That creature gains haste." with no duration: the effect lasts as long as that object stays
        (611.2a, 611.2c: locked to the object it affected, which a zone change makes a new object)."""
        kws = [x for x in _clean(ch) if isinstance(x, frozenset)][0]
        return [ModifyPT(self._permanent_it(), fixed(0), fixed(0), kws, "indefinitely")]

    def sacrifice_that(self, ch: list[Any]) -> list[Effect]:
        """"Its controller sacrifices it" (701.17a: the permanent's controller sacrifices it)."""
        return [Simple("sacrifice", self._permanent_it())]

    def _permanent_it(self) -> Ref:
        """"That creature" after a card target was returned from a graveyard to the battlefield is the
        permanent it became (400.7), not the card."""
        ref: Ref = self._it()  # type: ignore[attr-defined]
        targets = self.targets  # type: ignore[attr-defined]
        i = ref.index - self.offset  # type: ignore[attr-defined]
        if ref.kind == "target" and 0 <= i < len(targets) and targets[i].filter.zone == "graveyard":
            return Ref("returned")
        return ref

    def reveal_top(self, ch: list[Any]) -> list[Effect]:
        """"Reveal the top card of your library." (701.16a) Later "it" / "that card" is the revealed card."""
        self.last_ref = Ref("it")
        return [Simple("reveal_top_card", Ref("you"))]

    def put_it(self, ch: list[Any]) -> list[Effect]:
        """"Put that card into your hand / into your graveyard / onto the battlefield" (the card a previous
        effect named: a revealed card)."""
        ref: Ref = self._it()  # type: ignore[attr-defined]
        if ref.kind != "it":
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("put it ... without a revealed card")
        dest = [x for x in _clean(ch) if not isinstance(x, Token)][0]
        return [Simple("put_it", ref, params=(("to", dest),))]

    # --- revealing a hand (701.16) ---

    def reveal_hand(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent reveals their hand." (701.16a) With "You choose a nonland card from it and exile
        that card": the effect's controller chooses the card, which is exiled (Castigate)."""
        c = _clean(ch)
        who = c[0]
        if len(c) > 1 and isinstance(c[-1], tuple):
            n, d = c[-1]
            return [Simple("exile_chosen_from_hand", who, _n(n), (("filter", d.filter(zone="hand")),))]
        return [Simple("reveal_hand", who)]

    def reveal_exile(self, ch: list[Any]) -> tuple[Any, Any]:
        c = _clean(ch)
        return c[-2], c[-1]

    # --- the top cards of your library ---

    def look_head(self, ch: list[Any]) -> Any:
        return _n(_clean(ch)[0])

    def top_head(self, ch: list[Any]) -> tuple[Any, bool]:
        return _clean(ch)[0], False

    def reveal_head(self, ch: list[Any]) -> tuple[Any, bool]:
        return _n(_clean(ch)[0]), True

    def id_hand(self, ch: list[Any]) -> str:
        return "hand"

    def id_battlefield(self, ch: list[Any]) -> str:
        return "battlefield"

    def ir_bottom(self, ch: list[Any]) -> tuple[str, str]:
        return ("bottom", "any")

    def ir_bottom_random(self, ch: list[Any]) -> tuple[str, str]:
        return ("bottom", "random")

    def ir_top(self, ch: list[Any]) -> tuple[str, str]:
        return ("top", "any")

    def ir_graveyard(self, ch: list[Any]) -> tuple[str, str]:
        return ("graveyard", "")

    def ir_hand(self, ch: list[Any]) -> tuple[str, str]:
        return ("hand", "")

    @staticmethod
    def _look(n: Any, *params: tuple[str, Any]) -> list[Effect]:
        return [Simple("look_top", Ref("you"), n, tuple(params))]

    def look_reorder(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top N cards of your library, then put them back in any order." """
        return self._look(_clean(ch)[0], ("pick", 0), ("rest", "top"), ("order", "any"))

    def id_graveyard(self, ch: list[Any]) -> str:
        return "graveyard"

    def tt_and(self, ch: list[Any]) -> None:
        return None

    def tt_put(self, ch: list[Any]) -> None:
        return None

    def pn_exactly(self, ch: list[Any]) -> tuple[int, bool]:
        return int(_n(_clean(ch)[0]).value), False

    def pn_up_to(self, ch: list[Any]) -> tuple[int, bool]:
        return int(_n(_clean(ch)[0]).value), True

    def pn_any(self, ch: list[Any]) -> tuple[int, bool]:
        return -1, True

    @staticmethod
    def _pick(count: tuple[int, bool], may: bool, d: Any, dest: str, *extra: tuple[str, Any]) -> dict[str, Any]:
        n, optional = count
        params = {"pick": n, "may": may or optional, "to": dest, "said_may": may, "up_to": optional and n > 0}
        if d is not None:
            params["filter"] = d.filter(zone="any")
        params.update(extra)
        return params

    def tp_may_reveal(self, ch: list[Any]) -> dict[str, Any]:
        """"You may reveal a creature card from among them and put it into your hand" (701.16)."""
        count, d, dest = [x for x in _clean(ch) if not isinstance(x, Token)]
        return self._pick(count, True, d, dest, ("reveal_pick", True))

    def tp_may_put(self, ch: list[Any]) -> dict[str, Any]:
        count, d, dest = _clean(ch)
        return self._pick(count, True, d, dest)

    def tp_put(self, ch: list[Any]) -> dict[str, Any]:
        count, d, dest = _clean(ch)
        return self._pick(count, False, d, dest)

    def tp_put_of(self, ch: list[Any]) -> dict[str, Any]:
        count, dest = [x for x in _clean(ch) if not isinstance(x, Token)]
        return self._pick(count, False, None, dest)

    def tp_put_any(self, ch: list[Any]) -> dict[str, Any]:
        dest = [x for x in _clean(ch) if not isinstance(x, Token)][0]
        return self._pick((-1, True), False, None, dest)

    def tp_all(self, ch: list[Any]) -> dict[str, Any]:
        d, dest = _clean(ch)
        return {"all": True, "filter": d.filter(zone="any"), "to": dest}

    def top_pick_rest(self, ch: list[Any]) -> list[Effect]:
        """Look at (or reveal, 701.16) the top N cards of your library, take some from among them as the text
        says, and put the rest on the bottom or top of your library (in any order: the player orders them;
        in a random order), into your graveyard or into your hand."""
        c = [x for x in _clean(ch) if x is not None and not isinstance(x, Token)]
        head, pick, rest = c[0], c[1], c[-1]
        n, reveal = head
        params = dict(pick)
        params.update(reveal=reveal, rest=rest[0], order=rest[1])
        return self._look(n, *params.items())

    # --- "choose a color" / "choose a creature type" as a spell or ability resolves ---

    def ck_color(self, ch: list[Any]) -> tuple[str, tuple[str, ...]]:
        return "color", tuple(COLOR_LETTER.values())

    def ck_type(self, ch: list[Any]) -> tuple[str, tuple[str, ...]]:
        return "type", tuple(dict.fromkeys(CREATURE_TYPES))

    def sf_chosen_color(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.setdefault("colors", set()).add(CHOSEN)

    def sf_chosen_type(self, ch: list[Any]) -> Any:
        return lambda d: d.subtypes.add(CHOSEN)

    def kw_prot_chosen(self, ch: list[Any]) -> str:
        return f"protection from {CHOSEN}"

    def choose_then(self, ch: list[Any]) -> tuple[Effect, ...]:
        """"Choose a color. Creatures you control gain protection from the chosen color until end of turn."
        The choice is made as the spell or ability resolves (608.2d); the descriptions that follow ("of the
        chosen color", "of that type", "protection from the chosen color") are filled in with it then."""
        from kitchentable.cards.language.words import Unsupported

        c = _clean(ch)
        (what, choices), sentences = c[0], c[1:]
        if any(_has_chosen(spec.filter) for spec in self.targets):  # type: ignore[attr-defined]
            raise Unsupported("a target described by the chosen color or type")
        effects = self.effects(sentences)  # type: ignore[attr-defined]
        return (Simple("choose_then", Ref("you"), params=(("what", what), ("choices", choices),
                                                          ("effects", tuple(effects)))),)

    # --- "any player may activate this ability" (602.2) ---

    def r_any_player(self, ch: list[Any]) -> str:
        return "any_player"

    def r_any_player_sorcery(self, ch: list[Any]) -> list[Any]:
        """"... but only any time they could cast a sorcery": the activating player's main phase with an
        empty stack (307.1)."""
        return ["any_player", "sorcery"]

    def r_any_player_turn(self, ch: list[Any]) -> list[Any]:
        """"... but only during their turn": the activating player's own turn (602.5b)."""
        return ["any_player", ("if", Condition("your_turn"))]

    # --- spells on the stack (707.10) ---

    def copy_spell_n(self, ch: list[Any]) -> list[Effect]:
        """"Copy target instant or sorcery spell [twice]. You may choose new targets for the copy." (707.10,
        707.10c: the copies are put on the stack by this effect's controller, not cast)."""
        c = _clean(ch)
        twice = any(isinstance(x, Token) and str(x) == "twice" for x in ch)
        return [Simple("copy_spell", c[0], fixed(2 if twice else 1), (("new_targets", True),))]

    def cto_exile(self, ch: list[Any]) -> str:
        return "exile"

    def cto_library(self, ch: list[Any]) -> str:
        return "library"

    def cto_hand(self, ch: list[Any]) -> str:
        return "hand"

    def counter_unless(self, ch: list[Any]) -> list[Any]:
        return _clean(ch)

    def counter_instead(self, ch: list[Any]) -> list[Effect]:
        """"Counter target spell [unless its controller pays {4}]. If that spell is countered this way, exile
        it instead of putting it into its owner's graveyard." (701.5a: the countered card goes where the rider
        says; with "unless", only when it is countered)"""
        c = _clean(ch)
        effects = self.counter([c[0]])  # type: ignore[attr-defined]
        inner = [replace(effects[0], params=(("to", c[-1]),))]
        if len(c) == 3:
            return self.unless_pays([inner, *c[1]])  # type: ignore[attr-defined,no-any-return]
        return inner

    def spt_put(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"Search your library for a card and put that card into your hand/graveyard" (701.19; the search
        ends with a shuffle whether or not "then shuffle" is written, 701.19b)."""
        return (("to", [x for x in _clean(ch) if not isinstance(x, Token)][0]),)

    def spt_put_tapped(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", True))

    def shuffle_library(self, ch: list[Any]) -> list[Effect]:
        """"Shuffle your library." (701.20a)"""
        return [Simple("shuffle", Ref("you"))]

    # --- kinship (Lorwyn's ability word): "you may look at the top card ... if it shares a creature type" ---

    def kinship(self, ch: list[Any]) -> Any:
        """"You may look at the top card of your library. If it shares a creature type with ~, you may reveal
        it (701.16). If you do, ..." The look itself changes nothing in the game, so the choice that matters
        is asked: to reveal, offered only when the top card shares a creature type with the source."""
        effects = _clean(ch)[0]
        reveal = Simple("reveal_top_card", Ref("you"))
        return ("effects", [Simple("kinship_check", Ref("you")),
                            Conditional(Condition("remembered", name="kinship"),
                                        (Optional_((reveal, *effects)),))])

    # --- clash (701.23) and coin flips (705) ---

    def clash(self, ch: list[Any]) -> list[Effect]:
        return [Simple("clash", Ref("you"))]

    def flip_coin(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return [Simple("flip_coin", c[0] if c else Ref("you"))]

    def cd_won_clash(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_clash")

    def cd_won_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip")

    def cd_lost_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip", negate=True)
