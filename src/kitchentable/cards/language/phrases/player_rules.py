"""Rules that change what a player may do (101.2, 305, 601.3): flash permission ("You may cast ~ as though it
had flash", with its cost and the Mirage sacrifice), the leylines (103.6), "Skip your draw step" (614.10),
"Players have no maximum hand size" (402.2), and the top card of your library (`rules.continuous.library_top`): "Play with
the top card of your library revealed", "You may look at the top card of your library any time", "You may play
lands / cast <spells> from the top of your library"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import (
    Filter,
    Ref,
    Simple,
    StaticAbility,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost


class PlayerRulesPhrases(PhraseBase):
    """Statics that change a player's rules."""

    def s_flash_permission(self, ch: list[Any]) -> Any:
        symbols = "".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA")
        extra = ManaCost.parse(symbols) if symbols else ManaCost()
        if extra.colored or extra.x or extra.hybrid or extra.phyrexian:
            raise Unsupported("flash permission with a colored extra cost")
        return ("static", StaticAbility("flash_permission", power=extra.generic))

    def s_flash_for_spells(self, ch: list[Any]) -> Any:
        """"You may cast creature spells as though they had flash." (601.3, 702.8): the controller's spells the
        description fits may be cast any time they have priority. Only a description by card type, color and
        subtype is read (`rules.continuous.player_rules.flash_granted`); any other is refused."""
        d = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        if not d.spell:
            raise Unsupported("cards (not spells) as though they had flash")
        flt = d.filter()
        kind = Filter(types=flt.types, any_types=flt.any_types, colors=flt.colors, subtypes=flt.subtypes)
        if replace(flt, zone="battlefield", spell_kind=None, types=frozenset(), any_types=frozenset(), colors=frozenset(),
                   subtypes=frozenset()) != Filter():
            raise Unsupported("spells as though they had flash, of a kind read beyond type, color and subtype")
        return ("static", StaticAbility("flash_for_spells", affected=kind if kind != Filter() else None))

    def s_flash_for_spells_any(self, ch: list[Any]) -> Any:
        """"Any player may cast spells as though they had flash." (Tidal Barracuda, Teferi's Realm-style
        symmetry; 601.3): the same permission for every player, not only the controller."""
        tag, ab = self.s_flash_for_spells(ch)
        return tag, replace(ab, params=(("players", "all"),))

    def s_flash_sacrifice(self, ch: list[Any]) -> Any:
        """The Mirage rider of the flash permission: see `rules.continuous.player_rules.flash_sacrifice_on_entry`."""
        return ("statics", (StaticAbility("flash_permission"), StaticAbility("flash_sacrifice")))

    def s_begin_on_battlefield(self, ch: list[Any]) -> Any:
        """The leylines (103.6); `rules.turn.opening_hand` asks after the mulligans."""
        return ("static", StaticAbility("begin_on_battlefield"))

    def s_skip_draw_step(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("skip_step", params=(("step", "draw"),)))

    def s_no_max_hand_all(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("no_max_hand_size", params=(("players", "all"),)))

    def s_top_revealed(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("reveal", True),)))

    def s_tops_revealed(self, ch: list[Any]) -> Any:
        """"Players play with the top card of their libraries revealed." (every library, 401.2 made public)"""
        return ("static", StaticAbility("library_top", params=(("reveal", True), ("all_players", True))))

    def s_hands_revealed_all(self, ch: list[Any]) -> Any:
        """"Players play with their hands revealed." (402.3: every hand is public while this applies)"""
        return ("static", StaticAbility("hands_revealed", params=(("players", "all"),)))

    def s_hands_revealed_opponents(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("hands_revealed", params=(("players", "opponents"),)))

    def s_hand_revealed(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("hands_revealed", params=(("players", "you"),)))

    def s_top_look(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("look", True),)))

    def s_top_lands(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("lands", True),)))

    def s_top_play(self, ch: list[Any]) -> Any:
        """"You may play the top card of your library": lands (305.1) and spells (601.2) from there."""
        return ("static", StaticAbility("library_top", params=(("lands", True), ("spells", Filter()))))

    def s_top_cast(self, ch: list[Any]) -> Any:
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        if flt.controller != "any" or flt.zone not in ("stack", "battlefield"):
            raise Unsupported("spells from the top of your library with a zone or controller")
        return ("static", StaticAbility("library_top", params=(("spells", flt),)))

    def s_top_if(self, ch: list[Any]) -> Any:
        """"You may cast the top card of your library if it's a creature card." / "You may play the top card of
        your library if it's a land card." (Melek's and the Magus cards' wording of the permission)."""
        desc = [c for c in _clean(ch) if hasattr(c, "filter")][0]
        flt = desc.filter()
        if flt.types == frozenset({"Land"}) and not (flt.any_types or flt.subtypes or flt.colors):
            return ("static", StaticAbility("library_top", params=(("lands", True),)))
        if "Land" in flt.types | flt.any_types or flt.controller != "any":
            raise Unsupported("the top card of your library if it's ...")
        return ("static", StaticAbility("library_top", params=(("spells", flt),)))

    def extra_turn_for(self, ch: list[Any]) -> list[Simple]:
        """"Target player takes an extra turn after this one." (500.7)."""
        who, _rest = self._subject(ch)
        return [Simple("extra_turn", who)]

    def extra_turns_for(self, ch: list[Any]) -> list[Simple]:
        """"Target player takes two extra turns after this one." (500.7): two turns, one after the other."""
        who, rest = self._subject(ch)
        n = next(c for c in rest if isinstance(c, (int, str)) and not isinstance(c, Token))
        if not isinstance(n, int):
            raise Unsupported("x extra turns")
        return [Simple("extra_turn", who, fixed(n))]

    def lp_one(self, ch: list[Any]) -> tuple[int, bool]:
        return 1, False

    def lp_many(self, ch: list[Any]) -> tuple[int, bool]:
        """"two additional lands": how many, and whether the text said "up to" (the same permission: each land
        play is the player's choice, 305.2a)."""
        n = next(c for c in ch if isinstance(c, (int, str)) and not isinstance(c, Token))
        if not isinstance(n, int):
            raise Unsupported("x additional lands")
        return n, False

    def lp_up_to(self, ch: list[Any]) -> tuple[int, bool]:
        return self.lp_many(ch)[0], True

    def s_additional_land_plays(self, ch: list[Any]) -> Any:
        """"You may play an additional land on each of your turns." / "Each player may play an additional land
        on each of their turns." (305.2a): `power` more land plays on each of the player's turns."""
        players = "all" if str(ch[0]) == "each player" else "you"
        n, up_to = next(c for c in ch if isinstance(c, tuple))
        during = any(str(c) == "during" for c in ch)  # Storm Cauldron's "during each of their turns"
        return ("static", StaticAbility("additional_land_plays", power=n,
                                        params=(("players", players), ("up_to", up_to), ("during", during))))

    def additional_land_plays_this_turn(self, ch: list[Any]) -> list[Simple]:
        """"You may play an additional land this turn." / "... up to three additional lands this turn." (305.2a)."""
        n, up_to = next(c for c in ch if isinstance(c, tuple))
        return [Simple("additional_land_plays", Ref("you"), fixed(n), params=(("up_to", up_to),))]
