"""The top card of your own library, looked at and acted on as an effect resolves (401.2, 608.2c), and the
top-of-library permissions said in one sentence.

- "Look at the top card of your library." lets the controller alone see that card (the rest of the library stays
  hidden, 401.2); later "it" / "that card" is that card, so "If it's a land card, you may put it onto the
  battlefield tapped." and "If it's a creature card, you may reveal it and put it into your hand." read it
  (Explorer's Scope, Risen Reef's first sentence).
- "You may look at the top card of your library any time, and you may play lands from the top of your library."
  (Radha, Heart of Keld) and "..., and you may cast creature spells from the top of your library.": one
  "library_top" static with both permissions (`rules.continuous.library_top`).
- "You may cast spells with flash or flying from the top of your library." and "You may cast artifact spells and
  colorless nonland spells from the top of your library.": a spell that matches either description ("spells_any").
- "If you don't put the card onto the battlefield, you may put it into your hand." after "If it's a land card, you may
  put it onto the battlefield" (Risen Reef): `put_it` remembers a card it put onto the battlefield (609.3)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition, Conditional, Effect, Filter, Ref, Simple, StaticAbility


def _said(children: list[Any]) -> str:
    """How the card named the looked-at card ("it" or "that card"), kept for the rendering."""
    return next((str(c) for c in children if isinstance(c, Token) and c.type == "TOP_IT"), "it")


class TopCardPhrases(PhraseBase):
    """Phrases about the top card of your library."""

    def look_own_top_card(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top card of your library." (401.2: the controller alone sees it; it stays there)."""
        self.last_ref = Ref("it")
        return [Simple("look_top_card", Ref("you"))]

    def _put_it(self, ch: list[Any], dest: str, *extra: tuple[str, Any]) -> list[Effect]:
        ref: Ref = self._it()
        if ref.kind != "it":
            raise Unsupported("put it ... without a card looked at or revealed")
        return [Simple("put_it", ref, params=(("to", dest), ("said", _said(ch))) + extra)]

    def put_it_tapped(self, ch: list[Any]) -> list[Effect]:
        """"You may put it onto the battlefield tapped." (the card looked at or revealed; 110.5b: tapped)."""
        return self._put_it(ch, "battlefield", ("tapped", True))

    def reveal_put_it(self, ch: list[Any]) -> list[Effect]:
        """"You may reveal it and put it into your hand." (701.16a: every player sees it, then it moves)."""
        dest = [x for x in _clean(ch) if isinstance(x, str) and not isinstance(x, Token)][0]
        return self._put_it(ch, dest, ("reveal", True))

    def top_look_any_time(self, ch: list[Any]) -> str:
        return "look"

    def s_top_look_and_lands(self, ch: list[Any]) -> Any:
        """"You may look at the top card of your library any time, and you may play lands from the top of your
        library." (its controller sees the top card; 305.1: a land play from there)."""
        return ("static", StaticAbility("library_top", params=(("look", True), ("lands", True))))

    def s_top_look_and_cast(self, ch: list[Any]) -> Any:
        """"..., and you may cast creature spells from the top of your library." (601.2: cast from there)."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        if flt.controller != "any" or flt.zone not in ("stack", "battlefield"):
            raise Unsupported("spells from the top of your library with a zone or controller")
        return ("static", StaticAbility("library_top", params=(("look", True), ("spells", flt))))

    def s_top_cast_either_keyword(self, ch: list[Any]) -> Any:
        """"You may cast spells with flash or flying from the top of your library." (a spell with either keyword)."""
        kws = [str(c) for c in ch if isinstance(c, Token) and c.type == "TOP_KW"]
        return ("static", StaticAbility("library_top", params=(
            ("spells_any", tuple(Filter(zone="stack", keyword=k) for k in kws)),)))

    def s_top_cast_either(self, ch: list[Any]) -> Any:
        """"You may cast artifact spells and colorless nonland spells from the top of your library.": each spell
        that matches either description."""
        flts = tuple(c for c in _clean(ch) if isinstance(c, Filter))
        if len(flts) != 2 or any(f.controller != "any" or f.zone not in ("stack", "battlefield") for f in flts):
            raise Unsupported("spells from the top of your library with a zone or controller")
        kinds = [f.types for f in flts if f == Filter(types=f.types, zone=f.zone) and len(f.types) == 1]
        if len(kinds) == 2:  # "instant and sorcery spells": one description of either type, as the card says it
            either = Filter(any_types=kinds[0] | kinds[1], zone=flts[0].zone)
            return ("static", StaticAbility("library_top", params=(("spells", either),)))
        return ("static", StaticAbility("library_top", params=(("spells_any", flts),)))

    def if_not_put_onto_battlefield(self, ch: list[Any]) -> Any:
        """"If you don't put the card onto the battlefield, ...": the card looked at wasn't put there (it wasn't a
        land card, or its controller chose not to), so what follows happens (609.3)."""
        effects = _clean(ch)[0]
        return ("effects", [Conditional(Condition("done", name="put_onto_battlefield", negate=True), tuple(effects))])

    def s_top_cast_once(self, ch: list[Any]) -> Any:
        """"Once each turn, you may cast a creature spell with power 2 or less from the top of your library.": one
        spell each turn by this permission (the turn's use is remembered under its source)."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        if flt.controller != "any" or flt.zone not in ("stack", "battlefield"):
            raise Unsupported("spells from the top of your library with a zone or controller")
        return ("static", StaticAbility("library_top", params=(("spells", flt), ("once", True))))
