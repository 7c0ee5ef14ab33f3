"""Builders for the `library` block at the end of grammar.lark: choosing among the cards of a library, a hand
or a graveyard as an effect resolves. The executors are in `rules/library_moves.py` (and, for the look-at-the-
top-cards family this block extends, `rules/effects_info.py`).

- "Return a/up to N [description] card(s) from your graveyard to your hand / to the battlefield [tapped]"
  (no target: chosen on resolution, 608.2c-d); "from an opponent's graveyard"; "permanent card".
- "Put target card from your graveyard on top of / on the bottom of your library", "shuffle target card
  from your graveyard into your library" (401.4: a card goes to its owner's library).
- "Mill N cards. [Then] you may put a [description] card from among them into your hand." and "... from
  among the cards milled this way ..." (701.13).
- "Reveal cards from the top of your library until you reveal a [description] card. Put that card into your
  hand / onto the battlefield and the rest ..." and the "exile cards ... until you exile ..." form
  (701.16a, 406).
- "Discard any number of cards, then draw that many cards." / "Discard your hand, then draw that many
  cards." / "That player discards all the cards in their hand, then draws that many cards." (701.8a)
- After "look at / reveal the top N cards of your library": "a creature card and/or a land card", "put any
  number of them on the bottom of your library and the rest on top in any order", "onto the battlefield
  tapped", "you may put one of them back on top of your library".
- "Whenever one or more cards are put into your graveyard from your library" (603.2c batch trigger).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.rules.abilities import Effect, Filter, Ref, Simple, TriggerSpec, fixed

PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})
"""110.4: the card types a permanent card may have ("permanent card")."""


def _clean(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON")) and c is not None]


def _unsupported(phrase: str) -> Exception:
    from kitchentable.cards.language.words import Unsupported

    return Unsupported(phrase)


def _chosen_filter(d: Any) -> Filter:
    """The description of the chosen cards must name your graveyard or hand ("from your graveyard", "from
    your hand"): the player chooses among the cards there."""
    flt: Filter = d.filter()
    if flt.zone not in ("graveyard", "hand") or flt.owner != "you":
        raise _unsupported("a card chosen from somewhere other than your graveyard or hand")
    return flt


class LibraryPhrases:
    """Mixed into the compiler's transformer."""

    # --- counts and destinations ---

    def lp_one(self, ch: list[Any]) -> tuple[int, bool]:
        return 1, False

    def lp_up_to(self, ch: list[Any]) -> tuple[int, bool]:
        from kitchentable.cards.language.words import _int

        return int(_int(_clean(ch)[0])), True

    def lp_n(self, ch: list[Any]) -> tuple[int, bool]:
        from kitchentable.cards.language.words import _int

        return int(_int(_clean(ch)[0])), False

    def lib_tapped(self, ch: list[Any]) -> str:
        return "tapped"

    def ld_hand(self, ch: list[Any]) -> tuple[str, bool]:
        return "hand", False

    def ld_battlefield(self, ch: list[Any]) -> tuple[str, bool]:
        return "battlefield", False

    def ld_battlefield_tapped(self, ch: list[Any]) -> tuple[str, bool]:
        return "battlefield", True

    def lib_may(self, ch: list[Any]) -> str:
        return "may"

    def lib_then(self, ch: list[Any]) -> None:
        return None

    # --- descriptions ---

    def lib_sf_opponent_gy(self, ch: list[Any]) -> Any:
        """"from an opponent's graveyard": a card an opponent owns, in their graveyard (404.2)."""
        def apply(d: Any) -> None:
            d.fields["zone"] = "graveyard"
            d.fields["owner"] = "opponent"
        return apply

    def lib_n_permanent_card(self, ch: list[Any]) -> Any:
        """"permanent card": a card with a permanent type (110.4b)."""
        def apply(d: Any) -> None:
            d.any_types.update(PERMANENT_TYPES)
            d.card = True
        return apply

    # --- graveyard cards chosen on resolution ---

    @staticmethod
    def _choose(kind: str, count: tuple[int, bool], flt: Filter, to: str, tapped: bool = False,
                may: bool = False) -> Simple:
        n, up_to = count
        return Simple(kind, Ref("you"), fixed(n), (("filter", flt), ("up_to", up_to or may), ("to", to),
                                                   ("tapped", tapped)))

    def lib_return_choice(self, ch: list[Any]) -> list[Effect]:
        """"Return a creature card from your graveyard to your hand" (no target: 608.2c-d)."""
        count, d = _clean(ch)
        return [self._choose("choose_and_move", count, _chosen_filter(d), "hand")]

    def lib_return_choice_bf(self, ch: list[Any]) -> list[Effect]:
        """"Return up to two creature cards from your graveyard to the battlefield [tapped]" under its
        controller's (the effect's controller's) control (110.2a)."""
        c = _clean(ch)
        count, d = c[0], c[1]
        if any(x is False for x in c[2:]):
            raise _unsupported("return a chosen card to the battlefield under its owner's control")
        return [self._choose("choose_and_move", count, _chosen_filter(d), "battlefield", "tapped" in c)]

    def lib_put_choice_bf(self, ch: list[Any]) -> list[Effect]:
        """"[You may] put a land card from your hand onto the battlefield [tapped]" (the card is chosen as the
        effect resolves; with "you may", choosing none is allowed)."""
        c = _clean(ch)
        return [self._choose("choose_and_move", c[0], _chosen_filter(c[1]), "battlefield", "tapped" in c)]

    def lib_reveal_random(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent reveals a card at random from their hand." (701.16a)"""
        self.last_ref = Ref("it")
        return [Simple("reveal_random_from_hand", _clean(ch)[0])]

    # --- milling, then choosing among the milled cards ---

    def lib_milled_pick(self, ch: list[Any]) -> Simple:
        c = _clean(ch)
        may = c[0] == "may"
        count, d, (to, tapped) = c[-3], c[-2], c[-1]
        return self._choose("pick_milled", count, d.filter(zone="any"), to, tapped, may)

    lib_milled_pick_explicit = lib_milled_pick

    def lib_mill_then_pick(self, ch: list[Any]) -> Any:
        """"Mill three cards. You may put a land card from among them into your hand." (701.13 then 608.2c)"""
        from kitchentable.cards.language.words import _amount

        c = _clean(ch)
        return ("effects", [Simple("mill", Ref("you"), _amount(c[0])), c[-1]])

    def lib_milled_pick_sentence(self, ch: list[Any]) -> Any:
        """"You may put a creature card from among the cards milled this way into your hand." after a mill
        sentence (the cards that mill put into a graveyard)."""
        return ("effects", [_clean(ch)[0]])

    # --- revealing until ---

    def luh_reveal(self, ch: list[Any]) -> tuple[bool, Any]:
        return False, _clean(ch)[0]

    def luh_exile(self, ch: list[Any]) -> tuple[bool, Any]:
        return True, _clean(ch)[0]

    def lib_until_then(self, ch: list[Any]) -> None:
        return None

    def lib_rest_words(self, ch: list[Any]) -> None:
        return None

    def lib_until_rest(self, ch: list[Any]) -> Any:
        return _clean(ch)[-1]

    def lib_reveal_until(self, ch: list[Any]) -> Any:
        """"Reveal cards from the top of your library until you reveal a creature card. Put that card into
        your hand and the rest on the bottom of your library in a random order." (701.16a; "exile cards ...
        until you exile ...": 406)"""
        c = _clean(ch)
        (exile, d), (to, tapped), (rest, order) = c[0], c[-2], c[-1]
        if rest == "hand":
            raise _unsupported("the rest of the revealed cards into your hand")
        params = (("filter", d.filter(zone="any")), ("exile", exile), ("to", to), ("tapped", tapped),
                  ("may", "may" in c), ("rest", rest), ("order", order or "random"))
        return ("effects", [Simple("reveal_until", Ref("you"), params=params)])

    # --- discarding, then drawing that many ---

    def ldh_any(self, ch: list[Any]) -> tuple[Ref, str]:
        return Ref("you"), "any"

    def ldh_hand(self, ch: list[Any]) -> tuple[Ref, str]:
        c = [x for x in _clean(ch) if isinstance(x, Ref)]
        return (c[0] if c else Ref("you")), "hand"

    def lib_discard_draw(self, ch: list[Any]) -> Any:
        """"Discard any number of cards, then draw that many cards." / "... discards their hand, then draws
        that many cards." (701.8a, 121.2)"""
        who, mode = _clean(ch)[0]
        return ("effects", [Simple("discard_then_draw", who, params=(("mode", mode),))])

    # --- the top cards of your library (the `top_pick` rule of phrases_tplinfo) ---

    def lib_tp_and_or(self, ch: list[Any], reveal: bool = False) -> dict[str, Any]:
        """"You may put a creature card and/or a land card from among them into your hand": up to one card
        for each description (608.2c)."""
        d1, d2, dest = _clean(ch)
        params: dict[str, Any] = self._pick((2, True), True, None, dest)  # type: ignore[attr-defined]
        params["and_or"] = (d1.filter(zone="any"), d2.filter(zone="any"))
        if reveal:
            params["reveal_pick"] = True
        return params

    def lib_tp_and_or_reveal(self, ch: list[Any]) -> dict[str, Any]:
        """"You may reveal a creature card and/or a land card from among them and put them into your hand"
        (the chosen cards are revealed, 701.16a)."""
        return self.lib_tp_and_or(ch, reveal=True)

    def lib_tp_bottom(self, ch: list[Any]) -> dict[str, Any]:
        """"Put any number of them on the bottom of your library" (and the rest on top in any order): each
        card chosen goes under the ones chosen before it (401.4, the player's order)."""
        count = _clean(ch)[0]
        return self._pick(count, False, None, "bottom")  # type: ignore[attr-defined,no-any-return]

    def lib_tp_bottom_any(self, ch: list[Any]) -> dict[str, Any]:
        return self._pick((-1, True), False, None, "bottom")  # type: ignore[attr-defined,no-any-return]

    def lib_tp_tapped(self, ch: list[Any]) -> dict[str, Any]:
        count, d = _clean(ch)
        params: dict[str, Any] = self._pick(count, True, d, "battlefield")  # type: ignore[attr-defined]
        params["tapped"] = True
        return params

    def lib_tp_top(self, ch: list[Any]) -> dict[str, Any]:
        """"You may put one of them back on top of your library" (the rest go elsewhere)."""
        count = _clean(ch)[0]
        return self._pick(count, True, None, "top")  # type: ignore[attr-defined,no-any-return]

    # --- triggers ---

    def lib_t_milled(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more cards are put into your graveyard from your library": once per batch
        (603.2c, rules.batch_triggers)."""
        return TriggerSpec("batch_library_to_graveyard", None, "you")


# --- `cards show` wording of these effects (cards/render.py) ---

LIBRARY_KINDS = frozenset({"choose_and_move", "reveal_random_from_hand", "pick_milled", "reveal_until", "discard_then_draw"})

_DEST = {"hand": "into your hand", "battlefield": "onto the battlefield"}
_REST = {"bottom": "on the bottom of your library", "top": "on top of your library",
         "graveyard": "into your graveyard", "hand": "into your hand"}


def _what(flt: Filter | None) -> str:
    if flt is None:
        return "card"
    if flt.any_types == PERMANENT_TYPES:
        return "permanent card"
    text = flt.describe()
    for words in (" permanent", " in your graveyard", " in your hand", " card"):
        text = text.replace(words, "")
    return text + " card"


def _many(n: int, up_to: bool, noun: str) -> str:
    if n == 1 and not up_to:
        return ("an " if noun[0] in "aeiou" else "a ") + noun
    return f"{'up to ' if up_to else ''}{n} {noun}{'' if n == 1 else 's'}"


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
                f"{_REST.get(str(e.param('rest')), '')}{order}.")
    if e.param("mode") == "hand":
        if who == "you":
            return "Discard your hand, then draw that many cards."
        return f"{who.capitalize()} discards their hand, then draws that many cards."
    return "Discard any number of cards, then draw that many cards."
