"""What happened this turn: conditions read from the turn's history (revolt, landfall counts, "an opponent was
dealt damage this turn", spells cast, attackers, cards drawn, descending), the trigger "whenever you draw your
second card each turn", "~ enters with N counters on it if [condition]" (614.1c), and what "that player" (the
player whose upkeep or end step it is) has. The kernel's side is `rules.concepts.turn_history`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.triggers import TriggerPhrases
from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean, first_count
from kitchentable.rules.abilities import Amount, Condition, Filter, StaticAbility, TriggerSpec, fixed


def _spell_filter(ch: list[Any]) -> Filter:
    return next(c for c in ch if isinstance(c, Filter))


def _cast_condition(n: int, flt: Filter) -> Condition:
    """Spells you cast this turn that fit `flt`. "Another spell" is the core's count of spells (the one casting
    or resolving now among them); "another" with anything more can't be told from the spell itself."""
    if flt.other:
        if replace(flt, other=False) != Filter(zone="stack"):
            raise Unsupported("another [kind of] spell cast this turn")
        return Condition("spells_cast_this_turn_at_least", n=n + 1)
    return Condition("cast_this_turn", n=n, filter=flt)


class TurnHistoryPhrases(PhraseBase):
    """Conditions about this turn, the second-draw trigger and conditional enters-with-counters."""

    def cd_revolt(self, ch: list[Any]) -> Condition:
        """Revolt: "if a permanent you controlled left the battlefield this turn"."""
        return Condition("permanent_left_this_turn")

    def cd_lands_entered(self, ch: list[Any]) -> Condition:
        """"if you had a land enter the battlefield under your control this turn" / "two or more lands"."""
        return Condition("landfall_count_at_least", n=first_count(ch))

    def cd_opponent_dealt_damage(self, ch: list[Any]) -> Condition:
        """"if an opponent was dealt damage this turn" (bloodthirst's question, 702.54a)."""
        return Condition("opponent_dealt_damage_this_turn")

    def cd_opponent_lost_life_n(self, ch: list[Any]) -> Condition:
        """"if an opponent lost 3 or more life this turn" (119.3)."""
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return Condition("opponent_lost_life_at_least", n=n)

    def cd_you_cast_this_turn(self, ch: list[Any]) -> Condition:
        """"if you've cast a noncreature spell this turn" (601.2i: the spell as it was cast)."""
        return _cast_condition(1, _spell_filter(ch))

    def cd_you_cast_n_this_turn(self, ch: list[Any]) -> Condition:
        """"if you've cast two or more instant and/or sorcery spells this turn"."""
        return _cast_condition(first_count(ch), _spell_filter(ch))

    def cd_opponent_cast_this_turn(self, ch: list[Any]) -> Condition:
        """"if an opponent cast a creature spell this turn"."""
        return Condition("cast_this_turn", filter=_spell_filter(ch), name="opponent")

    def cd_attacked_with_n(self, ch: list[Any]) -> Condition:
        """"if you attacked with three or more creatures this turn" (508.1)."""
        return Condition("attacked_with_at_least", n=first_count(ch))

    def cd_drawn_n(self, ch: list[Any]) -> Condition:
        """"if you've drawn two or more cards this turn" (121.1)."""
        return Condition("drawn_at_least", n=first_count(ch))

    def cd_descended(self, ch: list[Any]) -> Condition:
        """"if you descended this turn" (701.60b)."""
        return Condition("descended_this_turn")

    def cd_self_attacked(self, ch: list[Any]) -> Condition:
        """"if ~ attacked this turn" (508.1)."""
        return Condition("attacked_this_turn")

    def cd_self_didnt_attack(self, ch: list[Any]) -> Condition:
        """"if ~ didn't attack this turn"."""
        return Condition("attacked_this_turn", negate=True)

    def cd_creatures_attacked(self, ch: list[Any]) -> Condition:
        """"if two or more creatures attacked this turn"."""
        return Condition("creatures_attacked_at_least", n=first_count(ch))

    def cd_no_creatures_attacked(self, ch: list[Any]) -> Condition:
        """"if no creatures attacked this turn"."""
        return Condition("creatures_attacked_at_least", negate=True)

    def cd_creatures_died(self, ch: list[Any]) -> Condition:
        """"if three or more creatures died this turn" (700.4)."""
        return Condition("creatures_died_at_least", n=first_count(ch))

    def cd_nontoken_died(self, ch: list[Any]) -> Condition:
        """"if a nontoken creature died this turn"."""
        return Condition("creatures_died_at_least", name="nontoken")

    def cd_died_under_you(self, ch: list[Any]) -> Condition:
        """"if a creature died under your control this turn"."""
        return Condition("creatures_died_at_least", name="you")

    def cd_sacrificed(self, ch: list[Any]) -> Condition:
        """"if you sacrificed a permanent / an artifact this turn", "two or more creatures" (701.17)."""
        d = next(c for c in ch if isinstance(c, Desc))
        return Condition("sacrificed_this_turn", n=first_count(ch), filter=d.filter())

    def cd_entered_under_you(self, ch: list[Any]) -> Condition:
        """"if a creature entered the battlefield under your control this turn", "another creature", "a token"."""
        d = next(c for c in ch if isinstance(c, Desc))
        counts = [c for c in ch if isinstance(c, int)]
        return Condition("entered_this_turn_under_you", n=counts[0] if counts else 1, filter=d.filter())

    def cd_discarded(self, ch: list[Any]) -> Condition:
        """"if you discarded a card this turn" (701.8)."""
        return Condition("discarded_this_turn")

    def cd_played_land(self, ch: list[Any]) -> Condition:
        """"if you've played a land this turn" (305.2)."""
        return Condition("played_land_this_turn")

    def cd_not_played_land(self, ch: list[Any]) -> Condition:
        """"if you haven't played a land this turn" / "didn't play"."""
        return Condition("played_land_this_turn", negate=True)

    def cd_left_graveyard(self, ch: list[Any]) -> Condition:
        """"if a card / a creature card left your graveyard this turn"."""
        words = str(next(t for t in ch if isinstance(t, Token))).split()
        kinds = frozenset(w.capitalize() for w in words[1:-1])
        return Condition("left_graveyard_this_turn", filter=Filter(types=kinds, zone="graveyard"))

    def cd_active_hand_at_least(self, ch: list[Any]) -> Condition:
        """"if that player has five or more cards in hand": the player whose upkeep or end step it is."""
        return Condition("active_hand_at_least", n=first_count(ch))

    def cd_active_hand_at_most(self, ch: list[Any]) -> Condition:
        """"if that player has two or fewer cards in hand"."""
        return Condition("active_hand_at_least", n=first_count(ch) + 1, negate=True)

    def cd_active_hand_empty(self, ch: list[Any]) -> Condition:
        """"if that player has no cards in hand"."""
        return Condition("active_hand_at_least", n=1, negate=True)

    def cd_active_life_at_most(self, ch: list[Any]) -> Condition:
        """"if that player has 5 or less life"."""
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return Condition("active_life_at_most", n=n)

    def t_draw_second(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you draw your second card each turn", "whenever an opponent / a player draws their second
        card each turn" (603.2)."""
        who = str(next((t for t in ch if isinstance(t, Token)), "you"))
        return TriggerSpec("draw_second", whose={"an opponent": "opponent", "a player": "each"}.get(who, "you"))

    def triggered_once_each_turn(self, ch: list[Any]) -> Any:
        """A triggered ability followed by "This ability triggers only once each turn." (603.2h)."""
        kind, ability = TriggerPhrases.triggered(self, ch)  # type: ignore[arg-type]
        return kind, replace(ability, once_each_turn=True)

    def s_enters_counters_if(self, ch: list[Any]) -> Any:
        """"~ enters with two +1/+1 counters on it if a creature died this turn." (614.1c): a replacement effect
        applied as the permanent enters when the condition is true then."""
        c = _clean(ch)
        n, kind, cond = c[0], c[1], c[-1]
        if not isinstance(n, int):
            raise Unsupported("enters with X counters if")
        return ("static", StaticAbility("enters_with_counters", amount=fixed(n), condition=cond,
                                        params=(("counter", str(kind)),)))

    def t_commit_crime(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you commit a crime" (700.13: a spell or ability of yours targets an opponent, something an
        opponent controls or a card in an opponent's graveyard; `rules.concepts.crimes`)."""
        return TriggerSpec("commit_crime", None, "you")

    def cd_committed_crime(self, ch: list[Any]) -> Condition:
        """"if you've committed a crime this turn" (700.13)."""
        return Condition("committed_crime")

    def ae_creatures_died(self, ch: list[Any]) -> Amount:
        """"the number of creatures that died this turn" (700.4; counted by `events.move`, tokens included
        unless "nontoken")."""
        nontoken = any(str(t).startswith("nontoken") for t in ch if isinstance(t, Token))
        return Amount("creatures_died_this_turn", name="nontoken" if nontoken else "")

    def ae_cards_drawn(self, ch: list[Any]) -> Amount:
        """"the number of cards you've drawn this turn" (121.1; counted by `events.draw_one`)."""
        return Amount("cards_drawn_this_turn")

    def s_if_enters_counters(self, ch: list[Any]) -> Any:
        """"If at least three black mana was spent to cast this spell, this creature enters with a +1/+1 counter
        on it." (adamant; 614.1c): the condition said first, the same replacement effect."""
        c = _clean(ch)
        return self.s_enters_counters_if([*c[1:], c[0]])
