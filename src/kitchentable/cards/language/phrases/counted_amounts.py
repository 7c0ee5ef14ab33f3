"""Counts of today's Oracle text (608.2h): "the greatest power among creatures you control" (or among creature
cards in your graveyard), "the greatest mana value among ...", "the number of card types among cards in all
graveyards" (205.2a), "the amount of life you gained this turn" (119.3), "for each experience counter you have"
(122.1) and "for each opponent who controls fewer creatures than you". Each is an `Amount` the kernel counts as
the effect happens or the layers are applied (`rules.concepts.counted_amounts`), so it is read wherever an amount
is: "where X is ..." (107.3c), "equal to ...", "for each ...", and a characteristic-defining ability (604.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean, _int, amount_of
from kitchentable.rules.abilities import Amount, Effect, Simple, StaticAbility

_GRAVEYARDS = {"all graveyards": "all", "your graveyard": "you", "your opponents' graveyards": "opponents"}


def _desc(ch: list[Any]) -> Desc:
    return next(c for c in ch if isinstance(c, Desc))


class CountedAmountsPhrases(PhraseBase):
    """Greatest values, card types among cards, life gained this turn, a player's counters, opponents with fewer."""

    def ae_greatest_power(self, ch: list[Any]) -> Amount:
        """"the greatest power among creatures you control" / "... among creature cards in your graveyard"."""
        return Amount("greatest_power", filter=_desc(ch).filter())

    def ae_greatest_mana_value(self, ch: list[Any]) -> Amount:
        """"the greatest mana value among permanents you control" (202.3)."""
        return Amount("greatest_mana_value", filter=_desc(ch).filter())

    def ae_card_types_in_graveyards(self, ch: list[Any]) -> Amount:
        """"the number of card types among cards in all graveyards" (205.2a; yours, or your opponents')."""
        where = str(next(t for t in ch if isinstance(t, Token) and t.type == "GRAVEYARDS_OF"))
        return Amount("card_types_in_graveyards", name=_GRAVEYARDS[where])

    def ae_life_gained_this_turn(self, ch: list[Any]) -> Amount:
        """"the amount of life you gained this turn" (119.3)."""
        return Amount("life_gained_this_turn")

    def ec_player_counter(self, ch: list[Any]) -> Amount:
        """"for each experience counter you have" (122.1: counters on the player)."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        return Amount("player_counters", name=kind)

    def ec_opponents_with_fewer(self, ch: list[Any]) -> Amount:
        """"for each opponent who controls fewer creatures than you"."""
        return Amount("opponents_with_fewer", filter=_desc(ch).filter())

    def draw_for_each_counted(self, ch: list[Any]) -> list[Effect]:
        """"Draw a card for each opponent who controls fewer creatures than you." (the count taken as it resolves)."""
        who, rest = self._subject(ch)
        amount = next(c for c in rest if isinstance(c, Amount))
        return [Simple("draw", who, amount)]

    def s_cda_toughness_plus(self, ch: list[Any]) -> Any:
        """"~'s power is equal to the number of card types among cards in all graveyards and its toughness is equal
        to that number plus 1." (604.3, layer 7a): one count, the toughness that count plus N."""
        c = _clean(ch)
        amount = next(x for x in c if isinstance(x, Amount))
        n = _int(c[-1])
        if not isinstance(n, int) or amount.times != 1 or amount.plus:
            raise Unsupported("a characteristic-defining toughness of another form")
        return ("static", StaticAbility("set_base_pt_cda", amount=amount, toughness=n))

    def get_player_counters(self, ch: list[Any]) -> list[Effect]:
        """"You get an experience counter." (122.1: a counter on the player)."""
        who, rest = self._subject(ch)
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "PLAYER_COUNTER"))
        n = next(c for c in rest if isinstance(c, int) or isinstance(c, str))
        return [Simple("get_player_counters", who, amount_of(n), params=(("counter", kind),))]

    def ae_player_counters(self, ch: list[Any]) -> Amount:
        """"the number of experience counters you have" (122.1)."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "PLAYER_COUNTER"))
        return Amount("player_counters_number", name=kind)

    def ec_card_types_in_graveyards(self, ch: list[Any]) -> Amount:
        """"for each card type among cards in your graveyard" (Emrakul, the Promised End; 205.2a)."""
        return replace(self.ae_card_types_in_graveyards(ch), kind="card_types_in_graveyards_each")

    def ae_total_power(self, ch: list[Any]) -> Amount:
        """"the total power of creatures you control" (the sum of their powers now, layers applied)."""
        return Amount("total_power", filter=_desc(ch).filter())

    def ae_total_mana_value(self, ch: list[Any]) -> Amount:
        """"the total mana value of noncreature artifacts you control" (202.3, summed)."""
        return Amount("total_mana_value", filter=_desc(ch).filter())

    def ae_greatest_toughness(self, ch: list[Any]) -> Amount:
        """"the greatest toughness among creatures you control"."""
        return Amount("greatest_toughness", filter=_desc(ch).filter())

    def ae_cards_in_graveyards(self, ch: list[Any]) -> Amount:
        """"the number of creature cards in all graveyards", "the number of cards in your opponents' graveyards"
        (the cards of those players' graveyards that fit the description, 404.1)."""
        where = str(next(t for t in ch if isinstance(t, Token) and t.type == "OTHERS_GRAVEYARDS"))
        found = [c for c in ch if isinstance(c, Desc)]
        flt = replace(found[0].filter(), zone="any") if found else None
        return Amount("cards_in_graveyards", name=_GRAVEYARDS[where], filter=flt)

    def ae_colors_among(self, ch: list[Any]) -> Amount:
        """"the number of colors among permanents you control" (105.1: at most five)."""
        return Amount("colors_among", filter=_desc(ch).filter())

    def ae_counters_among(self, ch: list[Any]) -> Amount:
        """"the number of +1/+1 counters on creatures you control" (122.1, added over the permanents)."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        return Amount("counters_among", name=kind, filter=_desc(ch).filter())

    def ae_library_size(self, ch: list[Any]) -> Amount:
        """"the number of cards in your library" (401.1)."""
        return Amount("library_size")

    def ae_differently_named(self, ch: list[Any]) -> Amount:
        """"the number of differently named lands you control" (201.2: names compared as they are now)."""
        return Amount("differently_named", filter=_desc(ch).filter())
