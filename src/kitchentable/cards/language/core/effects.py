"""Effects (608.2c, 701): what a clause does. Damage (120), drawing, discarding, life, milling; destroying,
exiling, tapping, sacrificing, returning and moving objects; P/T changes and keywords until end of turn (611.2);
counters (122); tokens (111); adding mana (106); searching a library (701.19); scry and surveil; "that many";
choosing among cards as the effect resolves; and the temporary changes an object gets ("loses flying", "becomes
red until end of turn": `object_predicate`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import DOESNT_UNTAP
from kitchentable.cards.language.tokens import named_token
from kitchentable.cards.language.vocabulary import (
    COLOR_LETTER,
    SUBTYPE_BY_WORD,
)
from kitchentable.cards.language.words import (
    Desc,
    PhraseBase,
    Unsupported,
    _amount,
    _anon,
    _clean,
    _int,
    _mana,
    _unsupported,
    count_of,
    each_counted,
)
from kitchentable.rules.abilities import (
    ANY_TARGET,
    AddMana,
    Amount,
    ApplyContinuous,
    Cost,
    CreateToken,
    DivideDamage,
    Effect,
    Filter,
    ForEach,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    fixed,
)
from kitchentable.rules.continuous.layers import LAND_TYPES
from kitchentable.rules.events import SOURCE_DURATIONS

_SAC_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment",
              "planeswalker": "Planeswalker"}


class EffectPhrases(PhraseBase):
    """Clauses: damage, player actions, object actions, tokens, mana, search."""

    def damage(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        src = c[0]
        out: list[Effect] = []
        for amount, to in zip(c[1::2], c[2::2], strict=True):
            out += self._damage_to(src, amount, to)
        return out

    def damage_eq(self, ch: list[Any]) -> list[Effect]:
        src, amount, to = _clean(ch)
        return self._damage_to(src, amount, to)

    def divide(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        amount: Amount = c[1]
        if amount.kind not in ("fixed", "x"):  # X is chosen before the division (601.2b, 601.2d)
            raise Unsupported("divided X damage")
        return [DivideDamage(amount, self._last())]

    def divide_evenly(self, ch: list[Any]) -> list[Effect]:
        """"X damage divided evenly, rounded down, among any number of targets" (Fireball): no choice at 601.2d;
        each target gets the total divided by the number of targets."""
        amount: Amount = _clean(ch)[1]
        return [DivideDamage(amount, self._last(), evenly=True)]

    def tm_any_number(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 20))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

    def tm_one_two(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 2))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

    def tm_one_three(self, ch: list[Any]) -> None:
        self.targets.append(TargetSpec(ANY_TARGET, 1, 3))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

    def tm_any_number_desc(self, ch: list[Any]) -> None:
        d: Desc = _clean(ch)[0]
        self.targets.append(TargetSpec(d.filter(), 1, 20))
        self.last_ref = Ref("target", self._last())  # "those creatures", "them" (608.2c)

    def src_self(self, ch: list[Any]) -> Ref:
        return Ref("self")

    def draw(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, _amount(rest[0]))]

    def draw_one(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("draw", who, fixed(1))]

    def draw_for_each(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, Amount("count", filter=rest[0].filter()))]

    def draw_eq(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("draw", who, rest[0])]

    def each_draw(self, ch: list[Any]) -> list[Effect]:
        return [Simple("draw", Ref("each_player"), _amount(_clean(ch)[0]))]

    def discard(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        n = rest[0] if rest else "x"
        random_ = any(isinstance(c, Token) and str(c) == "at" for c in ch)  # "... at random" (701.8)
        return [Simple("discard", who, _amount(n), (("random", True),) if random_ else ())]

    def prevent_next(self, ch: list[Any]) -> list[Effect]:
        amount, to = _clean(ch)
        if isinstance(to, tuple):
            raise Unsupported("prevent damage to each creature and player")
        return [Simple("prevent_next", to, amount)]

    def prevent_combat_turn(self, ch: list[Any]) -> list[Effect]:
        return [Simple("prevent_combat_this_turn", Ref("you"))]

    def reveal_choose_discard(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        n, d = rest
        return [Simple("discard_chosen", who, _amount(n), (("filter", d.filter(zone="hand")),))]

    def discard_hand(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("discard_hand", who)]

    def gain_life(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("gain_life", who, rest[0])]

    gain_life_eq = gain_life

    def lose_life(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("lose_life", who, rest[0])]

    lose_life_eq = lose_life

    def mill(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("mill", who, _amount(rest[0]))]

    def exile_top(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("exile_top", who, _amount(rest[0]))]

    def sacrifice_choice(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice a creature. You gain life equal to that creature's toughness." (Doomgape): after one
        permanent sacrificed, "it" / "that creature" is that permanent, read from its last known information
        (608.2c, 608.2h), not the card."""
        who, rest = self._subject(ch)
        n, d = rest
        amount = _amount(n)
        if amount == fixed(1):
            self.last_ref = Ref("sacrificed")
        return [Simple("sacrifice", who, amount, (("filter", d.filter()),))]

    def gy_into_library(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("shuffle_zones_into_library", who, params=(("zones", ("graveyard",)),))]

    def hand_gy_into_library(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("shuffle_zones_into_library", who, params=(("zones", ("hand", "graveyard")),))]

    def poison(self, ch: list[Any]) -> list[Effect]:
        who, rest = self._subject(ch)
        return [Simple("add_poison", who, _amount(rest[0]))]

    def lose_game(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("lose_game", who)]

    def win_game(self, ch: list[Any]) -> list[Effect]:
        who, _ = self._subject(ch)
        return [Simple("win_game", who)]

    def destroy(self, ch: list[Any]) -> list[Effect]:
        return [Simple("destroy", _clean(ch)[0])]

    def exile(self, ch: list[Any]) -> list[Effect]:
        return [Simple("exile", _clean(ch)[0])]

    def tap(self, ch: list[Any]) -> list[Effect]:
        return [Simple("tap", _clean(ch)[0])]

    def untap(self, ch: list[Any]) -> list[Effect]:
        return [Simple("untap", _clean(ch)[0])]

    def sacrifice_it(self, ch: list[Any]) -> list[Effect]:
        return [Simple("sacrifice", _clean(ch)[0])]

    def pump(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        subject, pt = c[0], c[1]
        kws = c[2] if len(c) > 3 else frozenset()
        duration = c[-1]
        p, t = self._pt(pt)
        return [ModifyPT(subject, p, t, frozenset(kws), duration)]

    def pump_gain_first(self, ch: list[Any]) -> list[Effect]:
        """"Creatures you control gain trample and get +1/+1 until end of turn." (Craterhoof Behemoth): the same
        change as "get +1/+1 and gain trample" (611.2a, layers 6 and 7c), the keywords said first."""
        subject, kws, pt, duration = _clean(ch)
        p, t = self._pt(pt)
        return [ModifyPT(subject, p, t, frozenset(kws), duration)]

    def pump_forever(self, ch: list[Any]) -> list[Effect]:
        raise Unsupported("gets +N/+N and gains (permanently)")

    def pump_x(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return [ModifyPT(c[0], Amount("x"), fixed(0), frozenset(), c[-1])]

    def grant(self, ch: list[Any]) -> list[Effect]:
        subject, kws, duration = _clean(ch)
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset(kws), duration)]

    def d_eot(self, ch: list[Any]) -> str:
        return "end_of_turn"

    def d_next_turn(self, ch: list[Any]) -> str:
        return "your_next_turn"

    def kw_list(self, ch: list[Any]) -> frozenset[str]:
        return frozenset(str(c) for c in _clean(ch))

    def kw_item(self, ch: list[Any]) -> str:
        return str(ch[0])

    def counter(self, ch: list[Any]) -> list[Effect]:
        ref: Ref = _clean(ch)[0]
        if ref.kind == "target":
            spec = self.targets[ref.index - self.offset]  # a mode's groups are numbered after earlier modes'
            if spec.filter.zone != "stack":
                raise Unsupported("counter a non-spell")
        return [Simple("counter", ref)]

    def create_token(self, ch: list[Any]) -> list[Effect]:
        return [_clean(ch)[0]]

    def token_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        n, size, colors, subs = c[0], c[1], c[2], c[3]
        kws = c[4] if len(c) > 4 else frozenset()
        return self._token(n, size, colors, subs, {"Creature"}, kws)

    def token_creature_tapped(self, ch: list[Any]) -> CreateToken:
        return replace(self.token_creature(ch), tapped=True)

    def token_creature_x(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        size, colors, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token("x", size, colors, subs, {"Creature"}, kws)

    def token_artifact_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        n, size, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token(n, size, [], subs, {"Artifact", "Creature"}, kws)

    def token_named(self, ch: list[Any]) -> CreateToken:
        n = _clean(ch)[0]
        return CreateToken(named_token(_anon(ch)[0]), _amount(n))

    def token_types(self, ch: list[Any]) -> list[str]:
        return [SUBTYPE_BY_WORD[str(c)] for c in ch]

    def color_words(self, ch: list[Any]) -> list[str]:
        return [COLOR_LETTER[str(c)] for c in _clean(ch)]

    def token_with(self, ch: list[Any]) -> frozenset[str]:
        c = _clean(ch)
        if c and isinstance(c[0], frozenset):
            return c[0]
        raise Unsupported("token with quoted ability")

    def add_mana(self, ch: list[Any]) -> list[Effect]:
        return [_clean(ch)[0]]

    def mana_fixed(self, ch: list[Any]) -> AddMana:
        cost = _mana("".join(str(t) for t in ch if isinstance(t, Token)))
        symbols: list[str] = []
        for sym, k in cost.colored:
            symbols += [sym] * k
        symbols += ["C"] * cost.generic
        return AddMana(tuple(symbols))

    def mana_choice(self, ch: list[Any]) -> AddMana:
        symbols = tuple(str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA")
        return AddMana(choices=symbols)

    def mana_any(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"))

    def mana_any_n(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"), amount=_amount(_clean(ch)[0]))

    def mana_any_x(self, ch: list[Any]) -> AddMana:
        return AddMana(choices=("W", "U", "B", "R", "G"), amount=Amount("x"))

    def mana_for_each(self, ch: list[Any]) -> AddMana:
        c = _clean(ch)
        sym = str(c[0]).strip("{}").upper()
        return AddMana((sym,), amount=Amount("count", filter=c[1].filter()))

    def mana_equal(self, ch: list[Any]) -> AddMana:
        c = _clean(ch)
        return AddMana((str(c[0]).strip("{}").upper(),), amount=c[1])

    def search(self, ch: list[Any]) -> list[Effect]:
        spec, put = _clean(ch)
        n, flt, up_to = spec
        return [Simple("search_library", Ref("you"), fixed(n), (("filter", flt),) + put
                       + ((("up_to", True),) if up_to else ()))]

    def ss_one(self, ch: list[Any]) -> tuple[int, Filter, bool]:
        c = _clean(ch)
        d = c[-1]
        n = c[0] if len(c) == 2 else 1
        return int(n), d.filter(zone="any"), False

    def ss_up_to(self, ch: list[Any]) -> tuple[int, Filter, bool]:
        """"Up to N": the searcher may find fewer (701.19b lets them anyway; the words stay for the reader)."""
        n, d = _clean(ch)
        return int(_int(n)), d.filter(zone="any"), True

    def sp_battlefield(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", False)) + _search_said(ch)

    def sp_battlefield_tapped(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", True)) + _search_said(ch)

    def sp_hand(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "hand"),)

    def sp_cultivate(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "split"), ("tapped", True))

    def sp_hand_revealed(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"..., reveal it, put it into your hand": every player sees the cards found (701.19c, 701.16a)."""
        return (("to", "hand"), ("reveal", True))

    def sp_cultivate_revealed(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "split"), ("tapped", True), ("reveal", True))

    def sp_top(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        raise Unsupported("search and put on top")

    def repeat_unless_draw(self, ch: list[Any]) -> Any:
        token, more = _clean(ch)
        if not isinstance(token, CreateToken) or token.token is None or token.amount != fixed(1):
            raise Unsupported("repeat unless draw with something other than one token")
        return ("effects", [Simple("repeat_unless_draw", Ref("you"), fixed(1 + int(_int(more))),
                                   params=(("token", token.token),))])

    def lose_half_life(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        if who.kind != "you":
            raise Unsupported("another player loses half their life")
        return [Simple("lose_life", who, Amount("life", half_round_up=True))]

    def investigate(self, ch: list[Any]) -> list[Effect]:
        """701.36a: investigate means create a Clue token."""
        return [CreateToken(named_token("clue"), fixed(1))]

    def proliferate(self, ch: list[Any]) -> list[Effect]:
        return [Simple("proliferate", Ref("you"))]

    def extra_turn(self, ch: list[Any]) -> list[Effect]:
        return [Simple("extra_turn", Ref("you"))]

    def fight(self, ch: list[Any]) -> list[Effect]:
        """"A fights B" (701.12a). "Target creature you control fights that creature" after "Choose target
        creature an opponent controls." (Time to Feed): "that creature" is the chosen one, not the subject of
        its own sentence, which the last-named rule would give (a creature fighting itself is never printed)."""
        a, b = _clean(ch)
        if a == b:
            if self.chosen_target is None or self.chosen_target == a:
                raise Unsupported("a creature that fights itself")
            b = self.chosen_target
        return [Simple("fight", a, params=(("other", b),))]

    def look_pick(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        n, k, rest = c[0], c[1], c[2]
        return [Simple("look_and_pick", Ref("you"), _amount(n), (("pick", int(k)), ("rest", rest)))]

    def look_top_bottom(self, ch: list[Any]) -> list[Effect]:
        """The older wording of scry 1 (701.22a): the same choice, but not the keyword action "scry"."""
        return [Simple("scry", Ref("you"), fixed(1), (("keyword_action", False),))]

    def look_top_graveyard(self, ch: list[Any]) -> list[Effect]:
        """The older wording of surveil 1 (701.46a), without the keyword action."""
        return [Simple("surveil", Ref("you"), fixed(1), (("keyword_action", False),))]

    def rest_bottom(self, ch: list[Any]) -> str:
        return "bottom"

    def rest_graveyard(self, ch: list[Any]) -> str:
        return "graveyard"

    def return_bf(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        under_you = c[1] if len(c) > 1 else True
        if isinstance(c[0], Ref) and c[0].kind == "triggering":  # Dread Slaver: "That creature is a black Zombie"
            self.last_ref = Ref("returned")  # is the permanent the card became (400.7), not the card that died
        return [Simple("return_to_battlefield", c[0], params=(("under_you", under_you),))]

    def return_self_from_gy(self, ch: list[Any]) -> list[Effect]:
        self.from_graveyard = True
        return [Simple("return_to_battlefield", Ref("self"), params=(("under_you", True),))]

    def uo_owner(self, ch: list[Any]) -> bool:
        return False

    def uo_you(self, ch: list[Any]) -> bool:
        return True

    def bounce(self, ch: list[Any]) -> list[Effect]:
        """"Return target permanent to its owner's hand": the "that player" after it is the owner, whose hand it
        went to (Recoil, Dinrova Horror; `_that_player`)."""
        ref = _clean(ch)[0]
        if isinstance(ref, Ref) and ref.kind == "target" and any(w.startswith("owner") for w in _anon(ch)):
            self.bounced_to_owner = ref.index
        return [Simple("bounce", ref)]

    def bounce_choice(self, ch: list[Any]) -> list[Effect]:
        """"Return a creature you control to its owner's hand" (Kor Skyfisher) and "return another creature you
        control ..." (Ambush Krotiq, other than this object): one permanent, chosen on resolution (608.2c)."""
        d = _clean(ch)[0]
        if "another" in _anon(ch):
            d.fields["other"] = True
        return [Simple("bounce_choice", Ref("you"), fixed(1), (("filter", d.filter()),))]

    def gain_control(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        duration = c[1] if len(c) > 1 else "permanent"
        return [Simple("gain_control", c[0], params=(("duration", duration),))]

    def shuffle_into(self, ch: list[Any]) -> list[Effect]:
        return [Simple("shuffle_into_library", _clean(ch)[0])]

    def to_library_top(self, ch: list[Any]) -> list[Effect]:
        return [Simple("put_on_library_top", _clean(ch)[0])]

    def to_library_bottom(self, ch: list[Any]) -> list[Effect]:
        return [Simple("put_on_library_bottom", _clean(ch)[0])]

    def put_counters(self, ch: list[Any]) -> list[Effect]:
        n, kind, ref = _clean(ch)
        return [Simple("add_counters", ref, _amount(n), (("counter", str(kind)),))]

    def put_x_counters(self, ch: list[Any]) -> list[Effect]:
        kind, ref = _clean(ch)
        return [Simple("add_counters", ref, Amount("x"), (("counter", str(kind)),))]

    def remove_counters(self, ch: list[Any]) -> list[Effect]:
        n, kind, ref = _clean(ch)
        return [Simple("remove_counters", ref, _amount(n), (("counter", str(kind)),))]

    def scry(self, ch: list[Any]) -> list[Effect]:
        return [Simple("scry", Ref("you"), _amount(_clean(ch)[0]))]

    def surveil(self, ch: list[Any]) -> list[Effect]:
        return [Simple("surveil", Ref("you"), _amount(_clean(ch)[0]))]

    def regenerate(self, ch: list[Any]) -> list[Effect]:
        return [Simple("regenerate", _clean(ch)[0])]

    def grant_flashback(self, ch: list[Any]) -> Any:
        """702.34a granted by a resolving spell (Past in Flames): locked to the cards it names now (611.2c)."""
        c = _clean(ch)
        subject: Ref = c[0]
        if subject.kind != "all" or subject.filter is None or subject.filter.zone != "graveyard":
            raise Unsupported("flashback granted to something other than cards in a graveyard")
        ab = StaticAbility("grant_flashback", subject.filter, params=(("cost", "mana_cost"),))
        return ("effects", [ApplyContinuous(ab, subject, duration=c[-1])])

    def counters_one_other(self, ch: list[Any]) -> Any:
        """"Put a deathtouch counter on one of them. Put a menace counter on the other." (Call of the
        Death-Dweller): the controller chooses as it resolves, among what the last effect returned."""
        first, second = (str(c) for c in _clean(ch))
        return ("effects", [Simple("counters_split", Ref("remembered"), params=(("counters", (first, second)),))])

    def create_token_attacking(self, ch: list[Any]) -> list[Effect]:
        """"Create two 1/1 white Soldier creature tokens that are tapped and attacking" / "a token that's a copy of
        ~ that's tapped and attacking" (508.4: put onto the battlefield attacking; `rules.continuous.copies.put_attacking`)."""
        token: CreateToken = next(x for x in _clean(ch) if isinstance(x, CreateToken))
        self.last_ref = Ref("created")  # "sacrifice them at the beginning of the next end step"
        return [replace(token, tapped=True, attacking=True)]

    def x_return_attacking(self, ch: list[Any]) -> list[Effect]:
        """"Return target creature card from your graveyard to the battlefield tapped and attacking" (508.4)."""
        ref = next(c for c in ch if isinstance(c, Ref))
        return [Simple("return_to_battlefield", ref, params=(("under_you", True), ("tapped", True))),
                Simple("put_attacking", Ref("returned"))]

    def damage_to_eq(self, ch: list[Any]) -> list[Effect]:
        """"~ deals damage to target creature equal to the number of Allies you control" (120.1): the
        older order of "deals damage equal to ... to ..."; the amount is counted as it resolves (608.2h)."""
        src, to, amount = _clean(ch)
        return self._damage_to(src, amount, to)

    def token_colorless_creature(self, ch: list[Any]) -> CreateToken:
        """"a 1/1 colorless Eldrazi Scion creature token" (105.2c: a colorless token has no color)."""
        c = _clean(ch)
        n, size, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._token(n, size, [], subs, {"Creature"}, kws)

    def attach_self_to(self, ch: list[Any]) -> list[Effect]:
        """"{W}{W}: Attach ~ to target creature you control." (701.3a: the Equipment moves onto it; the
        ability is any-speed unlike equip)."""
        return [Simple("attach", _clean(ch)[0])]

    def exile_if_dies_damaged(self, ch: list[Any]) -> Any:
        """"If a creature dealt damage this way would die this turn, exile it instead." (614.1a)"""
        return ("effects", [Simple("exile_if_dies_this_turn", Ref("you"), params=(("which", "damaged"),))])

    def exile_if_dies_it(self, ch: list[Any]) -> Any:
        """"If that creature would die this turn, exile it instead." (614.1a: the creature last named)"""
        return ("effects", [Simple("exile_if_dies_this_turn", self._it())])

    def exile_if_dies_any(self, ch: list[Any]) -> Any:
        """"If a creature would die this turn, exile it instead." (614.1a: every creature, this turn)"""
        return ("effects", [Simple("exile_if_dies_this_turn", Ref("you"), params=(("which", "all"),))])

    def assigns_no_combat_damage(self, ch: list[Any]) -> Any:
        """"~ assigns no combat damage this turn" (510.1a)."""
        return lambda ref: [Simple("assigns_no_combat_damage", ref)]

    def cant_regenerate_turn(self, ch: list[Any]) -> Any:
        """"That creature can't be regenerated this turn." (701.15)"""
        return lambda ref: [Simple("cant_regenerate_this_turn", ref)]

    def lose_keywords_for(self, ch: list[Any]) -> Any:
        """"Target creature loses flying until end of turn." (613.1f: removed in layer 6, locked to the objects
        it affects now, 611.2c)."""
        c = _clean(ch)
        kws, duration = c[0], c[-1]
        return lambda ref: [ApplyContinuous(StaticAbility("lose_keywords", keywords=kws), ref, duration)]

    def become_color(self, ch: list[Any]) -> Any:
        """"Target creature becomes red until end of turn." (105.3, 613.1e: its colors are set in layer 5)."""
        c = _clean(ch)
        colors = frozenset(COLOR_LETTER[str(t)] for t in c[:-1])
        return lambda ref: [ApplyContinuous(StaticAbility("set_colors", types=colors), ref, c[-1])]

    def become_colorless(self, ch: list[Any]) -> Any:
        """"~ becomes colorless until end of turn." (105.2c, layer 5)"""
        c = _clean(ch)
        return lambda ref: [ApplyContinuous(StaticAbility("set_colors", types=frozenset()), ref, c[-1])]

    def _per_each(self, ch: list[Any]) -> tuple[Ref, Amount]:
        who, rest = self._subject(ch)
        n, d = rest[0], rest[1]
        if not isinstance(n, Amount) or n.kind != "fixed":
            raise _unsupported("life for each, a variable number")
        return who, each_counted(d, n.value)

    def gain_life_each(self, ch: list[Any]) -> list[Effect]:
        """"You gain 1 life for each creature you control." (counted as it resolves, 608.2h)"""
        who, amount = self._per_each(ch)
        return [Simple("gain_life", who, amount)]

    def lose_life_each(self, ch: list[Any]) -> list[Effect]:
        """"Each opponent loses 1 life for each Zombie you control." (608.2h)"""
        who, amount = self._per_each(ch)
        return [Simple("lose_life", who, amount)]

    def draw_per_counter(self, ch: list[Any]) -> list[Effect]:
        """"Draw a card for each page counter on ~." (as it resolves, or as it last existed, 608.2h)"""
        who, rest = self._subject(ch)
        return [Simple("draw", who, Amount("counters", name=str(rest[0])))]

    def become_land_type(self, ch: list[Any]) -> Any:
        """"Target land becomes an Island until end of turn." (305.7: it loses its other land types and their
        mana abilities and has the new one's, layer 4; locked to that land, 611.2c)."""
        c = [x for x in _clean(ch) if not (isinstance(x, Token) and x.type.startswith("__"))]
        sub = SUBTYPE_BY_WORD.get(str(c[0]))
        if sub not in LAND_TYPES:
            raise _unsupported(f"becomes a {c[0]}")
        ab = StaticAbility("land_type", subtypes=frozenset({sub}), params=(("except_basic", False),))
        return lambda ref: [ApplyContinuous(ab, ref, c[-1])]

    def tap_or_untap(self, ch: list[Any]) -> list[Effect]:
        """"Tap or untap target creature." (608.2d: which one is chosen as it resolves)"""
        return [Simple("tap_or_untap", _clean(ch)[0])]

    def untap_up_to(self, ch: list[Any]) -> list[Effect]:
        """"Untap up to two lands." (chosen as it resolves, 608.2d)"""
        n, d = _clean(ch)
        return [Simple("untap_up_to", Ref("you"), _amount(n), (("filter", d.filter()),))]

    def object_predicate_clause(self, ch: list[Any]) -> list[Effect]:
        """An object followed by one of its temporary changes (`object_predicate`) (the predicate's builder returns a function of it)."""
        ref, build = _clean(ch)
        return build(ref)  # type: ignore[no-any-return]

    _THAT_MANY = Amount("remembered", name="amount")

    def _who(self, ch: list[Any]) -> Ref:
        c = _clean(ch)
        return c[0] if c and isinstance(c[0], Ref) else Ref("you")

    def mill_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("mill", self._who(ch), self._THAT_MANY)]

    def discard_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("discard", self._who(ch), self._THAT_MANY)]

    def draw_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("draw", self._who(ch), self._THAT_MANY)]

    def poison_that_many(self, ch: list[Any]) -> list[Effect]:
        return [Simple("add_poison", self._who(ch), self._THAT_MANY)]

    def counters_that_many(self, ch: list[Any]) -> list[Effect]:
        kind, ref = _clean(ch)
        return [Simple("add_counters", ref, self._THAT_MANY, (("counter", str(kind)),))]

    def xt_creature(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        return self._token("x", c[0], c[1], c[2], {"Creature"}, c[3] if len(c) > 3 else frozenset())

    def xt_colorless(self, ch: list[Any]) -> CreateToken:
        c = _clean(ch)
        types = {"Artifact", "Creature"} if any(str(t) == "artifact" for t in ch if isinstance(t, Token)) \
            else {"Creature"}
        return self._token("x", c[0], [], c[1], types, c[2] if len(c) > 2 else frozenset())

    def xt_named(self, ch: list[Any]) -> CreateToken:
        name = [str(t) for t in ch if isinstance(t, Token)][0]
        return CreateToken(named_token(name), Amount("x"))

    def create_that_many(self, ch: list[Any]) -> list[Effect]:
        token: CreateToken = _clean(ch)[0]
        return [replace(token, amount=self._THAT_MANY)]

    def create_number_equal(self, ch: list[Any]) -> list[Effect]:
        """"Create a number of 1/1 Soldier tokens equal to the number of opponents you have" (counted as the
        effect happens, 608.2h)."""
        token, amount = _clean(ch)
        return [replace(token, amount=amount)]

    def distribute_counters(self, ch: list[Any]) -> list[Effect]:
        """"Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d: divided as it
        is cast, at least one each)."""
        n, kind = _clean(ch)[:2]
        if str(kind) != "+1/+1":
            raise _unsupported(f"distribute {kind} counters")
        amount = Amount("x") if n == "x" else Amount("fixed", count_of(n))
        return [DivideDamage(amount, self._last(), kind="divide_counters")]

    def counters_equal(self, ch: list[Any]) -> list[Effect]:
        """"Put a number of +1/+1 counters on target creature equal to <amount>" (608.2h)."""
        kind, ref, amount = _clean(ch)
        return [Simple("add_counters", ref, amount, (("counter", str(kind)),))]

    def create_for_each(self, ch: list[Any]) -> list[Effect]:
        """"Create a 2/2 black Zombie creature token for each creature card in your graveyard" (608.2h)."""
        token, desc = _clean(ch)
        if not isinstance(token, CreateToken) or token.amount.kind != "fixed" or token.copy_of is not None:
            raise _unsupported("create tokens for each")
        count = each_counted(desc, token.amount.value)
        return [replace(token, amount=count)]

    def remove_all_counters(self, ch: list[Any]) -> list[Effect]:
        return [Simple("remove_all_counters", _clean(ch)[0])]

    def x_return_bf_tapped(self, ch: list[Any]) -> list[Effect]:
        """"Return <object> to the battlefield tapped [under its owner's / your control]"."""
        refs = [c for c in ch if not isinstance(c, Token)]
        under_you = refs[1] if len(refs) > 1 and isinstance(refs[1], bool) else True
        return [Simple("return_to_battlefield", refs[0], params=(("under_you", under_you), ("tapped", True)))]

    def sac_list(self, ch: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = [str(t) for t in ch if isinstance(t, Token)]
        kinds = tuple(_SAC_TYPES[w.split()[-1]] for w in words if w.split()[-1] in _SAC_TYPES)
        return ("or" if "or" in words else "and", kinds)

    def sacrifice_list(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice an artifact, a creature, and a land": one of each, in that order (701.17a)."""
        how, kinds = next(c for c in ch if isinstance(c, tuple))
        if how == "or":
            return [Simple("sacrifice", Ref("you"), fixed(1),
                           (("filter", Filter(any_types=frozenset(kinds), controller="you")),))]
        return [Simple("sacrifice", Ref("you"), fixed(1), (("filter", Filter(types=frozenset({k}), controller="you")),))
                for k in kinds]

    def lose_unless(self, ch: list[Any]) -> Any:
        """"Each player loses 2 life unless they discard a card / sacrifice an artifact, a creature, or a land"
        (608.2d: each player in turn chooses whether to pay)."""
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        listed = next((c for c in ch if isinstance(c, tuple)), None)
        if listed is None:
            cost = Cost(discard=Filter(zone="hand"), discard_count=1)
        else:
            if listed[0] != "or":
                raise _unsupported("unless they sacrifice ... and ...")
            cost = Cost(sacrifice=Filter(any_types=frozenset(listed[1]), controller="you"), sacrifice_count=1)
        lose = Simple("lose_life", Ref("it"), fixed(n))
        return ("effects", [ForEach(Ref("each_player"), (Optional_((lose,), Ref("it"), cost, unless=True),))])

    def draw_reveal_cast_free(self, ch: list[Any]) -> list[Effect]:
        """"Draw three cards and reveal them. You may cast one of them without paying its mana cost." (608.2g)"""
        n = next(c for c in ch if isinstance(c, int))
        return [Simple("draw_reveal_cast_free", Ref("you"), fixed(n))]

    def base_pt_until(self, ch: list[Any]) -> list[Effect]:
        """"Target creature has base power and toughness 5/5 until end of turn" (the 2021+ wording of "becomes
        5/5"): a layer 7b effect that sets its base power and toughness (613.4b), locked to that object (611.2c);
        counters and +N/+N effects still apply on top."""
        subject = next(c for c in ch if isinstance(c, Ref))
        p, t = (int(v) for v in str(next(c for c in ch if isinstance(c, Token) and c.type == "PT_SIZE")).split("/"))
        duration = str([c for c in ch if isinstance(c, str) and not isinstance(c, Token)][-1])
        return [ApplyContinuous(StaticAbility("set_pt", None, p, t), subject, duration=duration)]

    def exile_until_leaves(self, ch: list[Any]) -> list[Effect]:
        """"Exile target creature an opponent controls until ~ leaves the battlefield" (610.3c)."""
        return [Simple("exile_until_leaves", next(c for c in ch if isinstance(c, Ref)))]

    def token_named_tapped(self, ch: list[Any]) -> CreateToken:
        """"Create a tapped Powerstone token" (111.10): a predefined token that enters tapped."""
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

    def may_pay_life(self, ch: list[Any]) -> list[Effect]:
        """"You may pay 2 life. If you do / When you do, ..." (119.4: only with at least that much life)."""
        return [Optional_((), cost=Cost(life=int(str(_clean(ch)[0]))))]

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

    def change_single_target(self, ch: list[Any]) -> list[Any]:
        """115.7a: "change the target": the new target must be legal; if there is none, it stays."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        if flt.zone != "stack":
            raise Unsupported("change the target of a non-spell")
        ref = self._target(replace(flt, single_target=True))
        return [Simple("change_target", ref)]

    def skip_next_turn(self, ch: list[Any]) -> list[Any]:
        who = next((c for c in _clean(ch) if isinstance(c, Ref)), Ref("you"))
        return [Simple("skip_next_turn", who)]

    def token_enchantment_creature(self, ch: list[Any]) -> Any:
        """"a 2/2 black Zombie enchantment creature token" (111.4: the token's types as the effect says)."""
        c = _clean(ch)
        n, size, colors, subs = c[0], c[1], c[2], c[3]
        kws = c[4] if len(c) > 4 else frozenset()
        return self._token(n, size, colors, subs, {"Enchantment", "Creature"}, kws)

    def grant_indefinitely(self, ch: list[Any]) -> list[Effect]:
        """"That creature gains haste." with no duration: the effect lasts as long as that object stays
        (611.2a, 611.2c: locked to the object it affected, which a zone change makes a new object)."""
        kws = [x for x in _clean(ch) if isinstance(x, frozenset)][0]
        return [ModifyPT(self._permanent_it(), fixed(0), fixed(0), kws, "indefinitely")]

    def sacrifice_that(self, ch: list[Any]) -> list[Effect]:
        """"Its controller sacrifices it" (701.17a: the permanent's controller sacrifices it)."""
        ref = self._permanent_it()
        if ref.kind == "self" and getattr(self, "it_is_attached", False):  # Soul Tithe sacrificed itself (608.2c)
            raise _unsupported("'sacrifices it' naming the enchanted permanent in its controller's upkeep trigger")
        return [Simple("sacrifice", ref)]

    def _permanent_it(self) -> Ref:
        """"That creature" after a card target was returned from a graveyard to the battlefield is the
        permanent it became (400.7), not the card."""
        ref: Ref = self._it()
        targets = self.targets
        i = ref.index - self.offset
        if ref.kind == "target" and 0 <= i < len(targets) and targets[i].filter.zone == "graveyard":
            return Ref("returned")
        return ref

    def id_hand(self, ch: list[Any]) -> str:
        return "hand"

    def id_battlefield(self, ch: list[Any]) -> str:
        return "battlefield"

    def id_graveyard(self, ch: list[Any]) -> str:
        return "graveyard"

    def cto_exile(self, ch: list[Any]) -> str:
        return "exile"

    def cto_library(self, ch: list[Any]) -> str:
        return "library"

    def cto_hand(self, ch: list[Any]) -> str:
        return "hand"

    def counter_unless(self, ch: list[Any]) -> list[Any]:
        return _clean(ch)

    def spt_put(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        """"Search your library for a card and put that card into your hand/graveyard" (701.19; the search
        ends with a shuffle whether or not "then shuffle" is written, 701.19b)."""
        return (("to", [x for x in _clean(ch) if not isinstance(x, Token)][0]),) + _search_said(ch)

    def spt_put_revealed(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", [x for x in _clean(ch) if not isinstance(x, Token)][0]), ("reveal", True))

    def spt_put_tapped(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", "battlefield"), ("tapped", True)) + _search_said(ch)

    def shuffle_library(self, ch: list[Any]) -> list[Effect]:
        """"Shuffle your library." (701.20a)"""
        return [Simple("shuffle", Ref("you"))]

    def switch_pt(self, ch: list[Any]) -> list[Effect]:
        """613.4d: "switch ~'s power and toughness until end of turn", applied after every other layer-7
        effect and counters."""
        subject: Ref = _clean(ch)[0]
        return [ApplyContinuous(StaticAbility("switch_pt"), subject, "end_of_turn")]

    def skip_next_untap(self, ch: list[Any]) -> list[Effect]:
        """"That creature doesn't untap during its controller's next untap step": the object is marked, and
        its controller's next untap step (502.3) leaves it tapped and uses the mark up. The words kept for the
        rendering: "They" for the group named before, and "their controllers' next untap steps" (several
        controllers), which mean the same as "their controller's next untap step"."""
        subject = _clean(ch)[0]
        said, named = self.pronoun
        return [Simple("skip_next_untap", subject, params=_untap_words(said if named is subject else "", ch))]

    def skip_next_untap_self(self, ch: list[Any]) -> list[Effect]:
        """"~ deals 2 damage to any target and doesn't untap during your next untap step": the subject is ~."""
        return [Simple("skip_next_untap", Ref("self"))]

    def d_while_tapped(self, ch: list[Any]) -> str:
        """611.2b: "for as long as ~ remains tapped" (ends when ~ untaps or leaves, rules.events)."""
        return "while_source_tapped"

    def no_untap_for(self, ch: list[Any]) -> list[Effect]:
        """"It doesn't untap during its controller's untap step for as long as ~ remains tapped" (502.3): the
        untap restriction as a continuous effect locked to that object (611.2c) for the duration."""
        subject, duration = _clean(ch)[0], _clean(ch)[-1]
        if duration not in SOURCE_DURATIONS:
            raise _unsupported("doesn't untap for a duration")
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset({DOESNT_UNTAP}), duration)]


def _untap_words(pronoun: str, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
    """How "... don't untap during their controllers' next untap steps" was said, for the rendering only (502.3):
    the subject "they" or "those creatures" (the group named before) and the plural "controllers' ... steps"."""
    words = [str(t) for t in ch if isinstance(t, Token)]
    said: list[tuple[str, Any]] = []
    if pronoun == "they":
        said.append(("they", True))
    elif pronoun.startswith("those "):  # "those creatures": the group, though read again as "all" (`those_groups`)
        said.append(("those", pronoun))
    if "their controllers'" in words:
        said.append(("controllers", True))
    return tuple(said)


def _search_said(ch: list[Any]) -> tuple[tuple[str, Any], ...]:
    """"put those cards onto the battlefield" after a search: the words kept for the render (Defense of the Heart);
    "them" and "it" need no param (the render's own words)."""
    return (("said", "those cards"),) if any(str(t) == "those cards" for t in ch if isinstance(t, Token)) else ()
