"""Cards in libraries, hands and graveyards: looking, revealing and choosing among them as an effect resolves
(608.2c-d, 701.16, 701.20); `rules/stack/choosing_cards.py` and `rules/stack/information.py` are the kernel side.

- "Look at / reveal the top N cards of your library": put some into your hand, onto the battlefield or into
  your graveyard, the rest on the bottom or on top in any order, in a random order; "a creature card and/or a
  land card"; "Reveal the top card of your library." and "put that card ..."; "Target opponent reveals their
  hand [and you choose a card from it and exile that card]"; reveal a card at random.
- "Return a/up to N <description> card(s) from your graveyard to your hand / to the battlefield [tapped]"
  (chosen on resolution); "from an opponent's graveyard"; "Return ~ from your graveyard to your hand" (113.6m).
- "Mill N cards. [Then] you may put a <description> card from among them into your hand."; "reveal cards from
  the top of your library until you reveal a <description> card"; "discard any number of cards, then draw that
  many cards" (701.8a); "whenever one or more cards are put into your graveyard from your library".
- Graveyards (406.3): "exile all graveyards", "exile target player's graveyard", "that player exiles two cards
  from their graveyard"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import (
    PhraseBase,
    Unsupported,
    _amount,
    _anon,
    _clean,
    _int,
    _unsupported,
    amount_of,
)
from kitchentable.rules.abilities import (
    PERMANENT_TYPES,
    Amount,
    Effect,
    Filter,
    Ref,
    Simple,
    TriggerSpec,
    fixed,
)

"""110.4: the card types a permanent card may have ("permanent card")."""

PUT_INTO_GRAVEYARD = "put_into_graveyard"
"""The resolution's memory of how many of the rest a look or reveal put into the graveyard (`look_top`)."""


def _chosen_filter(d: Any) -> Filter:
    """The description of the chosen cards must name your graveyard or hand ("from your graveyard", "from
    your hand"): the player chooses among the cards there."""
    flt: Filter = d.filter()
    if flt.zone not in ("graveyard", "hand") or flt.owner != "you":
        raise _unsupported("a card chosen from somewhere other than your graveyard or hand")
    return flt


def _present(children: list[Any]) -> list[Any]:
    """A rule's children without its literal words and without the optional parts it didn't match (None)."""
    return [c for c in _clean(children) if c is not None]


def _took(children: list[Any]) -> dict[str, str]:
    """How "... from among them and put <it/them/the revealed cards> into your hand" named the revealed cards:
    wording only, kept for the rendering."""
    took = next((w for w in _anon(children) if w in ("the revealed cards", "those cards", "that card")), "")
    return {"took": took} if took else {}


ANY_NUMBER = 1000
"""A search for "any number of" cards: more than any library holds."""


class LibraryAndGraveyardPhrases(PhraseBase):
    """Phrases about libraries, hands and graveyards."""

    def return_self_gy_to_hand(self, ch: list[Any]) -> list[Effect]:
        """"{R}{R}{R}: Return ~ from your graveyard to your hand." / "Whenever you cast a multicolored spell, you
        may return ~ from your graveyard to your hand." (113.6m: an ability that moves its object out of the
        graveyard functions only there; `rules.stack.graveyard_triggers` for the triggered ones)."""
        self.from_graveyard = True
        return [Simple("bounce", Ref("self"))]

    def return_self_gy_tapped(self, ch: list[Any]) -> list[Effect]:
        """"{1}{U}, Discard two cards: Return ~ from your graveyard to the battlefield tapped." (113.6m)"""
        self.from_graveyard = True
        return [Simple("return_to_battlefield", Ref("self"), params=(("under_you", True), ("tapped", True)))]

    def reveal_put_creature(self, ch: list[Any]) -> Any:
        """"Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield
        with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle." """
        top, counters = [c for c in ch if isinstance(c, int)]
        return ("effects", [Simple("reveal_put_creature", Ref("you"), fixed(top), (("counters", counters),))])

    def lp_one(self, ch: list[Any]) -> tuple[int, bool]:
        return 1, False

    def lp_up_to(self, ch: list[Any]) -> tuple[int, bool]:
        return int(_int(_present(ch)[0])), True

    def lp_n(self, ch: list[Any]) -> tuple[int, bool]:
        return int(_int(_present(ch)[0])), False

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

    @staticmethod
    def _choose(kind: str, count: tuple[int, bool], flt: Filter, to: str, tapped: bool = False,
                may: bool = False) -> Simple:
        n, up_to = count
        return Simple(kind, Ref("you"), fixed(n), (("filter", flt), ("up_to", up_to or may), ("to", to),
                                                   ("tapped", tapped)))

    def lib_return_choice(self, ch: list[Any]) -> list[Effect]:
        """"Return a creature card from your graveyard to your hand" (no target: 608.2c-d)."""
        count, d = _present(ch)
        return [self._choose("choose_and_move", count, _chosen_filter(d), "hand")]

    def lib_return_choice_bf(self, ch: list[Any]) -> list[Effect]:
        """"Return up to two creature cards from your graveyard to the battlefield [tapped]" under its
        controller's (the effect's controller's) control (110.2a)."""
        c = _present(ch)
        count, d = c[0], c[1]
        if any(x is False for x in c[2:]):
            raise _unsupported("return a chosen card to the battlefield under its owner's control")
        return [self._choose("choose_and_move", count, _chosen_filter(d), "battlefield", "tapped" in c)]

    def lib_put_choice_bf(self, ch: list[Any]) -> list[Effect]:
        """"[You may] put a land card from your hand onto the battlefield [tapped]" (the card is chosen as the
        effect resolves; with "you may", choosing none is allowed)."""
        c = _present(ch)
        return [self._choose("choose_and_move", c[0], _chosen_filter(c[1]), "battlefield", "tapped" in c)]

    def lib_reveal_random(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent reveals a card at random from their hand." (701.16a)"""
        self.last_ref = Ref("it")
        who = _present(ch)[0]
        if isinstance(who, Ref):  # "..., then loses life equal to that card's mana value": that player acts on
            self.named_players.append(who)
        return [Simple("reveal_random_from_hand", who)]

    def lib_milled_pick(self, ch: list[Any]) -> Simple:
        c = _present(ch)
        may = c[0] == "may"
        count, d, (to, tapped) = c[-3], c[-2], c[-1]
        return self._choose("pick_milled", count, d.filter(zone="any"), to, tapped, may)

    lib_milled_pick_explicit = lib_milled_pick

    def lib_mill_then_pick(self, ch: list[Any]) -> Any:
        """"Mill three cards. You may put a land card from among them into your hand." (701.13 then 608.2c)"""
        c = _present(ch)
        return ("effects", [Simple("mill", Ref("you"), _amount(c[0])), c[-1]])

    def lib_milled_pick_sentence(self, ch: list[Any]) -> Any:
        """"You may put a creature card from among the cards milled this way into your hand." after a mill
        sentence (the cards that mill put into a graveyard)."""
        return ("effects", [_present(ch)[0]])

    def luh_reveal(self, ch: list[Any]) -> tuple[bool, Any]:
        return False, _present(ch)[0]

    def luh_exile(self, ch: list[Any]) -> tuple[bool, Any]:
        return True, _present(ch)[0]

    def lib_until_then(self, ch: list[Any]) -> None:
        return None

    def lib_rest_words(self, ch: list[Any]) -> None:
        return None

    def lib_until_rest(self, ch: list[Any]) -> Any:
        return _present(ch)[-1]

    def lib_reveal_until(self, ch: list[Any]) -> Any:
        """"Reveal cards from the top of your library until you reveal a creature card. Put that card into
        your hand and the rest on the bottom of your library in a random order." (701.16a; "exile cards ...
        until you exile ...": 406)"""
        c = _present(ch)
        (exile, d), (to, tapped), (rest, order) = c[0], c[-2], c[-1]
        if rest == "hand":
            raise _unsupported("the rest of the revealed cards into your hand")
        params = (("filter", d.filter(zone="any")), ("exile", exile), ("to", to), ("tapped", tapped),
                  ("may", "may" in c), ("rest", rest), ("order", order or "random"))
        return ("effects", [Simple("reveal_until", Ref("you"), params=params)])

    def ldh_any(self, ch: list[Any]) -> tuple[Ref, str]:
        return Ref("you"), "any"

    def ldh_hand(self, ch: list[Any]) -> tuple[Ref, str]:
        c = [x for x in _present(ch) if isinstance(x, Ref)]
        return (c[0] if c else Ref("you")), "hand"

    def lib_discard_draw(self, ch: list[Any]) -> Any:
        """"Discard any number of cards, then draw that many cards." / "... discards their hand, then draws
        that many cards." (701.8a, 121.2)"""
        who, mode = _present(ch)[0]
        return ("effects", [Simple("discard_then_draw", who, params=(("mode", mode),))])

    def lib_tp_and_or(self, ch: list[Any], reveal: bool = False) -> dict[str, Any]:
        """"You may put a creature card and/or a land card from among them into your hand": up to one card
        for each description (608.2c)."""
        d1, d2, dest = _present(ch)
        params: dict[str, Any] = self._pick((2, True), True, None, dest)
        params["and_or"] = (d1.filter(zone="any"), d2.filter(zone="any"))
        if reveal:
            params["reveal_pick"] = True
            params.update(_took(ch))
        return params

    def lib_tp_and_or_reveal(self, ch: list[Any]) -> dict[str, Any]:
        """"You may reveal a creature card and/or a land card from among them and put them into your hand"
        (the chosen cards are revealed, 701.16a)."""
        return self.lib_tp_and_or(ch, reveal=True)

    def lib_tp_bottom(self, ch: list[Any]) -> dict[str, Any]:
        """"Put any number of them on the bottom of your library" (and the rest on top in any order): each
        card chosen goes under the ones chosen before it (401.4, the player's order)."""
        count = _present(ch)[0]
        return self._pick(count, False, None, "bottom")

    def lib_tp_bottom_any(self, ch: list[Any]) -> dict[str, Any]:
        return self._pick((-1, True), False, None, "bottom")

    def lib_tp_tapped(self, ch: list[Any]) -> dict[str, Any]:
        count, d = _present(ch)
        params: dict[str, Any] = self._pick(count, True, d, "battlefield")
        params["tapped"] = True
        return params

    def lib_tp_either(self, ch: list[Any], reveal: bool = False) -> dict[str, Any]:
        """"You may put a Dinosaur card or a land card from among them into your hand": one card that answers
        either description (608.2c)."""
        params = self.lib_tp_and_or(ch, reveal)
        params.update(pick=1, up_to=False, either=True)
        params.pop("took", None)
        return params

    def lib_tp_either_reveal(self, ch: list[Any]) -> dict[str, Any]:
        """"You may reveal a Dinosaur card or a land card from among them and put it into your hand" (701.16a)."""
        return self.lib_tp_either(ch, reveal=True)

    def lib_tp_all_tapped(self, ch: list[Any]) -> dict[str, Any]:
        """"Put all land cards revealed this way onto the battlefield tapped" (110.5b)."""
        d = _present(ch)[0]
        return {"all": True, "filter": d.filter(zone="any"), "to": "battlefield", "tapped": True}

    def lib_tp_put_tapped(self, ch: list[Any]) -> dict[str, Any]:
        """"Put any number of land cards from among them onto the battlefield tapped" (no "you may")."""
        count, d = _present(ch)
        params: dict[str, Any] = self._pick(count, False, d, "battlefield")
        params["tapped"] = True
        return params

    def ec_put_into_graveyard_this_way(self, ch: list[Any]) -> Amount:
        """"for each card put into your graveyard this way": the rest of the cards looked at or revealed that this
        resolution put into the graveyard (608.2h: counted as the effect happens, `look_top` remembers it)."""
        return Amount("remembered", name=PUT_INTO_GRAVEYARD)

    def lib_tp_top(self, ch: list[Any]) -> dict[str, Any]:
        """"You may put one of them back on top of your library" (the rest go elsewhere)."""
        count = _present(ch)[0]
        return self._pick(count, True, None, "top")

    def lib_t_milled(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more cards are put into your graveyard from your library": once per batch
        (603.2c, rules.stack.batch_triggers)."""
        return TriggerSpec("batch_library_to_graveyard", None, "you")

    def exile_all_graveyards(self, ch: list[Any]) -> list[Any]:
        return [Simple("exile_graveyard", Ref("each_player"))]

    def exile_graveyard_of(self, ch: list[Any]) -> list[Any]:
        who = [c for c in _clean(ch) if isinstance(c, Ref)][0]
        return [Simple("exile_graveyard", who)]

    def exile_from_own_graveyard(self, ch: list[Any]) -> list[Any]:
        """"That player exiles two cards from their graveyard": the player chooses which (Curse of Oblivion)."""
        parts = _clean(ch)
        who = next((c for c in parts if isinstance(c, Ref)), Ref("you"))
        count = next(c for c in parts if isinstance(c, int) or isinstance(c, str) and not isinstance(c, Token))
        return [Simple("exile_from_graveyard", who, _amount(_int(count)))]

    def gyo_target_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True))

    def gyo_target_opponent(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True, opponents_only=True))

    def gyo_each_opponent(self, ch: list[Any]) -> Ref:
        return Ref("each_opponent")

    def gyo_each_player(self, ch: list[Any]) -> Ref:
        return Ref("each_player")

    def gyo_that(self, ch: list[Any]) -> Ref:
        return self._that_player()

    def reveal_top(self, ch: list[Any]) -> list[Effect]:
        """"Reveal the top card of your library." (701.16a) Later "it" / "that card" is the revealed card."""
        self.last_ref = Ref("it")
        return [Simple("reveal_top_card", Ref("you"))]

    def player_shuffles_library(self, ch: list[Any]) -> list[Effect]:
        """"Target player shuffles their library." (701.19a; "that player shuffles" after a search of their
        library is that search's own shuffle, read by its own template)"""
        opponent = any(str(t) == "opponent" for t in ch if isinstance(t, Token))
        return [Simple("shuffle", self._target(Filter(only_players=True, opponents_only=opponent)))]

    def look_at_hand(self, ch: list[Any]) -> list[Effect]:
        """"Look at target player's hand." (400.2, 608.2c): its cards are shown to you alone
        (`rules.concepts.looking`)."""
        return [Simple("look_at_hand", _clean(ch)[0])]

    def look_choose_discard(self, ch: list[Any]) -> list[Effect]:
        """"Look at target player's hand and choose X cards from it. That player discards those cards." (Mind
        Warp): as "reveals their hand. You choose ...", but only the chooser sees the hand (400.2, 701.8)."""
        who, n, d = _clean(ch)[:3]
        return [Simple("discard_chosen", who, amount_of(n), (("filter", d.filter(zone="hand")), ("look", True)))]

    def look_at_library_top(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top card / top N cards of target player's library." (401.2 stays hidden to the others);
        the cards stay where they are."""
        c = _clean(ch)
        n = amount_of(c[0]) if len(c) > 1 else fixed(1)
        if n == fixed(1):
            self.last_ref = Ref("it")  # "You may put that card ..." (phrases.looked_card)
        return [Simple("look_at_library_top", c[-1], n)]

    def put_it(self, ch: list[Any]) -> list[Effect]:
        """"Put that card into your hand / into your graveyard / onto the battlefield" (the card a previous
        effect named: a revealed card)."""
        ref: Ref = self._it()
        if ref.kind != "it":
            raise Unsupported("put it ... without a revealed card")
        dest = [x for x in _clean(ch) if not isinstance(x, Token)][0]
        said = next((w for w in _anon(ch) if w in ("it", "that card")), "")  # the rendering's word
        return [Simple("put_it", ref, params=(("to", dest),) + ((("said", said),) if said else ()))]

    def reveal_hand(self, ch: list[Any]) -> list[Effect]:
        """"Target opponent reveals their hand." (701.16a) With "You choose a nonland card from it and exile
        that card": the effect's controller chooses the card, which is exiled (Castigate)."""
        c = _clean(ch)
        who = c[0]
        if len(c) > 1 and isinstance(c[-1], tuple):
            n, d = c[-1]
            return [Simple("exile_chosen_from_hand", who, amount_of(n), (("filter", d.filter(zone="hand")),))]
        return [Simple("reveal_hand", who)]

    def reveal_exile(self, ch: list[Any]) -> tuple[Any, Any]:
        c = _clean(ch)
        return c[-2], c[-1]

    def look_head(self, ch: list[Any]) -> Any:
        return amount_of(_clean(ch)[0])

    def top_head(self, ch: list[Any]) -> tuple[Any, bool]:
        return _clean(ch)[0], False

    def reveal_head(self, ch: list[Any]) -> tuple[Any, bool]:
        return amount_of(_clean(ch)[0]), True

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

    def tt_and(self, ch: list[Any]) -> str:
        """"... and the rest ...": the rest said in the same sentence as the pick (kept for the rendering)."""
        return "joined"

    def tt_put(self, ch: list[Any]) -> None:
        return None

    def pn_exactly(self, ch: list[Any]) -> tuple[int, bool]:
        return int(amount_of(_clean(ch)[0]).value), False

    def pn_up_to(self, ch: list[Any]) -> tuple[int, bool]:
        return int(amount_of(_clean(ch)[0]).value), True

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
        return self._pick(count, True, d, dest, ("reveal_pick", True), *_took(ch).items())

    def tp_may_put(self, ch: list[Any]) -> dict[str, Any]:
        count, d, dest = _clean(ch)
        return self._pick(count, True, d, dest)

    def tp_put(self, ch: list[Any]) -> dict[str, Any]:
        count, d, dest = _clean(ch)
        return self._pick(count, False, d, dest)

    def tp_put_of(self, ch: list[Any]) -> dict[str, Any]:
        count, dest = [x for x in _clean(ch) if not isinstance(x, Token)]
        params = self._pick(count, False, None, dest)
        if "those cards" in _anon(ch):  # "put one of those cards into your hand" (the rendering's words)
            params["of_those"] = True
        return params

    def tp_put_any(self, ch: list[Any]) -> dict[str, Any]:
        dest = [x for x in _clean(ch) if not isinstance(x, Token)][0]
        return self._pick((-1, True), False, None, dest)

    def tp_all(self, ch: list[Any]) -> dict[str, Any]:
        d, dest = _clean(ch)
        return {"all": True, "filter": d.filter(zone="any"), "to": dest}

    def tp_all_among(self, ch: list[Any]) -> dict[str, Any]:
        """"Put all land cards from among them ...": the same as "revealed this way", said another way."""
        return {**self.tp_all(ch), "from_among": True}

    def ro_revealed(self, ch: list[Any]) -> str:
        return "the rest of the revealed cards"

    def ro_this_way(self, ch: list[Any]) -> str:
        return "the rest of the cards revealed this way"

    def top_pick_rest(self, ch: list[Any]) -> list[Effect]:
        """Look at (or reveal, 701.16) the top N cards of your library, take some from among them as the text
        says, and put the rest on the bottom or top of your library (in any order: the player orders them;
        in a random order), into your graveyard or into your hand."""
        c = [x for x in _clean(ch) if x is not None and not isinstance(x, Token)]
        head, pick, rest = c[0], c[1], c[-1]
        n, reveal = head
        params = dict(pick)
        params.update(reveal=reveal, rest=rest[0], order=rest[1])
        if "joined" in c:  # the wording the rendering repeats; no rule reads these
            params["joined"] = True
        said = [x for x in c if isinstance(x, str) and x.startswith("the rest of")]
        if said:
            params["rest_word"] = said[0]
        elif "other" in _anon(ch):
            params["rest_word"] = "the other"
        return self._look(n, *params.items())

    def top_pick_rest_then(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top three cards of your library, then put one of them into your hand and the rest on the
        bottom of your library in any order." (the same look and pick, said in one sentence)."""
        (effect,) = self.top_pick_rest(ch)
        return [replace(effect, params=effect.params + (("then_joined", True),))]

    def ss_any_number(self, ch: list[Any]) -> tuple[int, Any, bool]:
        """"search your library for any number of Forest cards" (701.23b): up to `ANY_NUMBER`, which no library
        reaches, said again as "any number of" (`render.effects`)."""
        (d,) = [c for c in ch if c is not None]
        if self.total_mana_value is not None:  # "with total mana value 6 or less" (Protean Hulk): not read here
            raise Unsupported("any number of cards with a total mana value")
        return ANY_NUMBER, d.filter(zone="any"), True
