"""References to objects and players (115, 608.2c): "~", "it", "target creature", "up to two target creatures",
"each opponent", "that player", "its controller"; `Ref`s resolved as the effect happens.

Target words add a target group to the ability (`PhraseBase._target`, 601.2c) and return a reference to it;
"it" and "that creature" name the most recent one, or the object a trigger is about."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import (
    GROUP_SELF,
    Desc,
    PhraseBase,
    Unsupported,
    _clean,
    _int,
    _unsupported,
)
from kitchentable.rules.abilities import (
    ANY_TARGET,
    Filter,
    Ref,
)

ANY_NUMBER = 64  # "any number of targets": more than a board holds, so never the limit in practice


class ReferencePhrases(PhraseBase):
    """Objects, targets and players (`o_*`, `t_*` of targets, `p_*`)."""

    def o_self(self, ch: list[Any]) -> Ref:
        return Ref("self")

    def o_it(self, ch: list[Any]) -> Ref:
        """"It", "that creature", "those creatures": the object named last (608.2c). A plural word never names
        the card itself: "those creatures" with no group before it in the ability (Break of Day's "Creatures
        you control get +1/+1 ... those creatures gain indestructible") names tokens just created or is refused,
        never read as the card (`words.GROUP_SELF`)."""
        ref = self._it()
        word = " ".join(str(t) for t in ch if isinstance(t, Token))
        if ref.kind == "self" and word.startswith(("them", "they", "those ")):
            ref = GROUP_SELF  # the tokens just created, or refused (`delayed_reference`)
        elif ref.kind == "all" and word.startswith(("them", "they", "those ")):
            ref = Ref("those", ref.index, ref.filter)  # the group named before (`delayed_reference.those_groups`)
        elif word.startswith("that ") and word not in ("that card", "that spell", "that player") \
                and ref.kind in ("all", "it") and self.chosen_target is not None:
            # "Choose up to one target creature an opponent controls. Each creature you control with a +1/+1
            # counter on it deals damage equal to its power to that creature." (Nissa's Judgment), "Choose target
            # attacking creature. ... reveal the top card of your library. ~ deals damage equal to that card's mana
            # value to that creature." (Judge Unworthy): the creature the "choose" sentence named, not the group or
            # the card named since (608.2c)
            ref = self.chosen_target
        elif ref.kind == "self" and getattr(self, "it_is_attached", False):  # Soul Tithe sacrificed itself
            raise _unsupported(f"'{word}' naming the enchanted permanent in its controller's upkeep trigger")
        self.pronoun = (word, ref)
        return ref

    def o_attached(self, ch: list[Any]) -> Ref:
        return Ref("enchanted")

    def o_all(self, ch: list[Any]) -> Ref:
        """"each creature", "all creatures" or a bare plural description: every object that matches. A bare
        "another creature you control" is one object, chosen (Ambush Krotiq returns one creature, not all of
        them), so it is refused here unless a phrase reads it as a choice."""
        d: Desc = _clean(ch)[0]
        if d.another:  # "another creature you control" is one creature, chosen; read as all of them it did more
            raise Unsupported("'another ...' as the object of an effect (one object of a kind, chosen)")
        self.last_ref = Ref("all", filter=d.filter())
        return self.last_ref

    def o_exiled(self, ch: list[Any]) -> Ref:
        return Ref("it")

    def t_one(self, ch: list[Any]) -> Ref:
        d: Desc = _clean(ch)[0]
        return self._target(d.filter())

    def _another(self, flt: Filter, lo: int = 1, hi: int = 1) -> Ref:
        """"Another target" / "other target" after an earlier target of the same ability or mode is a target
        different from those (115.3: "target creature and another target creature" can be two creatures, the
        source among them); with no earlier target it is one other than this object (Fiend Hunter)."""
        earlier = tuple(range(self.offset, self.offset + len(self.targets)))
        if not earlier:
            return self._target(replace(flt, other=True), lo, hi)
        ref = self._target(flt, lo, hi)
        self.targets[-1] = replace(self.targets[-1], different_from=earlier)
        return ref

    def t_another(self, ch: list[Any]) -> Ref:
        d: Desc = _clean(ch)[0]
        return self._another(d.filter())

    def t_up_to(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        return self._target(d.filter(), 0, int(n))

    def t_up_to_other(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        return self._another(d.filter(), 0, int(n))

    def t_exactly(self, ch: list[Any]) -> Ref:
        n, d = _clean(ch)
        k = int(_int(n))
        return self._target(d.filter(), k, k)

    def t_x(self, ch: list[Any]) -> Ref:
        """"X target creatures" (601.2c): exactly X targets, X announced first (601.2b); the card's compile
        refuses it unless X is the spell's or the ability's {X} (`compile._x_targets_announced`)."""
        (d,) = _clean(ch)
        ref = self._target(d.filter(), 0, 0)
        self.targets[-1] = replace(self.targets[-1], x_count=True)
        return ref

    def t_creature_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(any_types=frozenset({"Creature", "Planeswalker"})))

    def t_creature_or_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Creature"}), players=True))

    def t_spell_or_ability(self, ch: list[Any]) -> Ref:
        """"target spell or ability": a spell, or an activated or triggered ability, on the stack (113.1)."""
        return self._target(Filter(zone="stack", spell_kind="spell_or_ability"))

    def t_any(self, ch: list[Any]) -> Ref:
        return self._target(ANY_TARGET)

    def t_any_other(self, ch: list[Any]) -> Ref:
        """"Another target" after a first target is a target different from the earlier ones (115.3: Arc Trail's
        one creature can't take both); with no earlier target it is any target other than this object."""
        return self._another(ANY_TARGET)

    def each_creature_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"})))

    def each_nonflyer_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"}), not_keyword="flying"))

    def each_flyer_player(self, ch: list[Any]) -> Any:
        return ("each_pair", Filter(types=frozenset({"Creature"}), keyword="flying"))

    def p_you(self, ch: list[Any]) -> Ref:
        return Ref("you")

    def p_target_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True))

    def p_target_player_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Planeswalker"}), players=True))

    def p_target_opponent(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True, opponents_only=True))

    def p_each(self, ch: list[Any]) -> Ref:
        return Ref("each_player")

    def p_each_opponent(self, ch: list[Any]) -> Ref:
        return Ref("each_opponent")

    def p_that(self, ch: list[Any]) -> Ref:
        return self._that_player()

    def p_controller(self, ch: list[Any]) -> Ref:
        if self.targets:
            return Ref("target_controller", self._last())
        if self.kind == "triggered" and self.trigger_has_object and self.trigger_ref.kind == "triggering":
            return Ref("triggering_controller")  # "whenever a creature attacks enchanted player, its controller"
        raise Unsupported("its controller")

    def p_owner(self, ch: list[Any]) -> Ref:
        if self.targets:
            return Ref("target_owner", self._last())
        if self.kind == "triggered" and self.trigger_on_self and self.from_graveyard:
            return Ref("self_owner")  # "when ~ is put into a graveyard from anywhere, its owner shuffles ..."
        raise Unsupported("its owner")

    def p_defending(self, ch: list[Any]) -> Ref:
        return Ref("defending_player")

    def player_subj(self, ch: list[Any]) -> Ref:
        return ch[0]  # type: ignore[no-any-return]

    def t_any_number(self, ch: list[Any]) -> Ref:
        """"any number of target creatures" (115.1d, 601.2c: zero or more distinct targets)."""
        d = _clean(ch)[0]
        return self._target(d.filter(), 0, ANY_NUMBER)

    def p_target_opponent_or_pw(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Planeswalker"}), players=True, opponents_only=True))

    def choose_target_sentence(self, ch: list[Any]) -> Any:
        """"Choose target creature." (115.1, 601.2c): the sentence only declares the target; the sentences
        that follow act on "that creature". A target object_ref is required: "choose a creature" is another
        template."""
        ref = [c for c in ch if not isinstance(c, Token)][0]
        if not (isinstance(ref, Ref) and ref.kind == "target"):
            raise Unsupported("choose (not a target)")
        self.chosen_target = ref
        return ("effects", [])

    def p_that_controller(self, ch: list[Any]) -> Ref:
        """"that creature's controller": of the last target, else of the object the trigger is about."""
        if self.targets:
            return Ref("target_controller", self._last())
        if getattr(self, "trigger_has_object", False):
            return Ref("triggering_controller")
        if self.targeting_spell and str(ch[0]) == "spell's":  # Bonecrusher Giant: the spell that targeted
            return Ref("triggering_source_controller")  # the source (603.2, 702.21a's event)
        raise _unsupported("that creature's controller")

    def t_creature_possessive(self, ch: list[Any]) -> Ref:
        return self._target(Filter(types=frozenset({"Creature"})))
