"""Card names (201.2-201.3): "Name a nonland card." / "Choose a card name." as a spell resolves, then "discards
all cards with that name" or "search ... for all cards with that name and exile them"; "As ~ enters, choose a
card name." with "Spells with the chosen name can't be cast." and "Activated abilities of sources with the
chosen name can't be activated"; and Scour's "search its controller's graveyard, hand, and library for all cards
with the same name as that enchantment and exile them" (701.19: "all cards" finds every such card, which 701.19b
allows but does not require in the hand and library; "any number of cards" lets the searcher choose which)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, Ref, Simple, StaticAbility
from kitchentable.rules.stack.resolve import ENTERED_CHOICE


def _any_number(parts: list[Any]) -> tuple[tuple[str, Any], ...]:
    """The "any_number" parameter when the search was for "any number of cards" (not "all cards")."""
    return (("any_number", True),) if "any_number" in parts else ()


class CardNamesPhrases(PhraseBase):
    """Naming cards and the cards with the same name."""

    def snw_its(self, ch: list[Any]) -> Ref:
        """"its controller's" / "its owner's": of the most recent target (608.2h if it has left)."""
        if not self.targets:
            raise Unsupported("its controller's library without a target")
        kind = "target_owner" if "owner" in str(ch[0]) else "target_controller"
        return Ref(kind, self._last())

    def snw_target(self, ch: list[Any]) -> Ref:
        opponent = "opponent" in str([c for c in ch if isinstance(c, Token)][-1])
        return self._target(Filter(only_players=True, opponents_only=opponent))

    def snc_all(self, ch: list[Any]) -> str:
        return "all"

    def snc_any(self, ch: list[Any]) -> str:
        """"for any number of cards with that name": the searcher chooses which of them to exile (701.19b)."""
        return "any_number"

    def same_name_shuffle(self, ch: list[Any]) -> bool:
        return True

    def exile_same_name(self, ch: list[Any]) -> Any:
        """701.19: search the player's graveyard, hand and library for the cards with that object's name (201.2)
        and exile them; then that player shuffles."""
        parts = _clean(ch)
        who = [c for c in parts if isinstance(c, Ref)][0]
        its = who.kind in ("target_owner", "target_controller")
        if len(self.targets) < (1 if its else 2):
            raise Unsupported("the same name as an object that isn't a target")
        of = Ref("target", self._last() if its else self._last() - 1)
        shuffle = any(c is True for c in parts)
        return ("effects", [Simple("exile_same_name", who, params=(("of", of), ("shuffle", shuffle))
                                   + _any_number(parts))])

    def name_card(self, ch: list[Any]) -> list[Any]:
        """201.3: the player names a card as the ability resolves; later sentences read "that name"."""
        nonland = any(str(c) == "nonland" for c in ch if isinstance(c, Token))
        return [Simple("name_card", Ref("you"), params=(("nonland", nonland),))]

    def discard_named(self, ch: list[Any]) -> Any:
        who = [c for c in _clean(ch) if isinstance(c, Ref)][0]
        return ("effects", [Simple("discard_named", who)])

    def exile_named(self, ch: list[Any]) -> Any:
        parts = _clean(ch)
        who = [c for c in parts if isinstance(c, Ref)][0]
        if who.kind != "target":
            raise Unsupported("search for cards with that name in a player's zones without a target player")
        shuffle = any(c is True for c in parts)
        return ("effects", [Simple("exile_same_name", who, params=(("of", None), ("shuffle", shuffle))
                                   + _any_number(parts))])

    def s_as_enters_name(self, ch: list[Any]) -> Any:
        nonland = any(str(c) == "nonland" for c in ch if isinstance(c, Token))
        return ("static", StaticAbility(ENTERED_CHOICE, params=(("what", "name"), ("nonland", nonland))))

    def s_cant_cast_named(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("cant_cast_named"))

    def s_cant_activate_named(self, ch: list[Any]) -> Any:
        mana_ok = any(str(c) == "unless" for c in ch if isinstance(c, Token))
        return ("static", StaticAbility("cant_activate_named", params=(("mana_ok", mana_ok),)))
