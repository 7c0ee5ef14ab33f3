"""Choices made as a spell resolves (608.2d) or as a permanent enters (614.12), and what reads them.

- "Choose a color." / "Choose a creature type." followed by sentences that say "the chosen color", "of that
  type", "protection from the chosen color"; "<object> gains protection from the color of your choice",
  "<object> becomes the creature type of your choice".
- "As ~ enters, choose a color / a creature type / an opponent" (614.12) and "Add one mana of the chosen
  color.", "~ is the chosen type in addition to its other types.", "the chosen player", "at the beginning of the
  chosen player's upkeep", "<creatures> the chosen player controls", "the number of cards in the chosen player's
  hand"; "As ~ enters, you may pay 2 life. If you don't, ~ enters tapped."

The permanent's card is the printed card with the choice written in (`rules.stack.information.fill_chosen`);
partial, like unleash: the choice is offered only when the permanent spell resolves."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.core.sentences import SentencePhrases
from kitchentable.cards.language.core.triggers import _STEPS
from kitchentable.cards.language.vocabulary import COLOR_LETTER, CREATURE_TYPES, SUBTYPE_BY_WORD
from kitchentable.cards.language.words import CHOSEN, Unsupported, _clean, _int
from kitchentable.rules.abilities import (
    AddMana,
    Amount,
    ApplyContinuous,
    Condition,
    Effect,
    Filter,
    ModifyPT,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.stack.resolve import ENTERED_CHOICE, PAID_LIFE_TAG, REVEALED_TAG


def _has_chosen(flt: Any) -> bool:
    return CHOSEN in flt.colors or CHOSEN in flt.subtypes


BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i


class ChoicesPhrases(SentencePhrases):
    """Choosing a color, a creature type or a player, and what reads the choice."""

    def s_as_enters_choose(self, ch: list[Any]) -> Any:
        """"As ~ enters, choose a color." / "... choose a creature type." (614.12: a replacement effect that
        has the choice made as the permanent enters; it does nothing else by itself, the abilities that say
        "the chosen color", "the chosen type" use it)."""
        what, choices = _clean(ch)[0]
        return ("static", StaticAbility(ENTERED_CHOICE, params=(("what", what), ("choices", choices))))

    def mana_entered_color(self, ch: list[Any]) -> AddMana:
        """"Add one mana of the chosen color." (106.1: a mana of the color chosen as the permanent entered)."""
        return AddMana((CHOSEN,))

    def s_as_enters_pay_life(self, ch: list[Any]) -> Any:
        """"As ~ enters, you may pay 2 life. If you don't, ~ enters tapped." (614.12: the payment, 119.4, is
        offered as the land is played, 305.1; put onto the battlefield any other way, it isn't offered and the
        land enters tapped)."""
        n = _int(_clean(ch)[0])
        return ("static", StaticAbility("enters_tapped", condition=Condition("tagged", name=PAID_LIFE_TAG),
                                        params=(("pay_life", n),)))

    def s_as_enters_reveal(self, ch: list[Any]) -> Any:
        """"As this land enters, you may reveal an Island or Mountain card from your hand. If you don't, this land
        enters tapped." (614.12: offered as the land is played, 305.1, or put onto the battlefield by an effect,
        to a player with such a card in hand; revealing it, 701.20a, is all the land asks)."""
        kinds = [SUBTYPE_BY_WORD[str(t)] for t in ch if isinstance(t, Token) and t.type == "SUBTYPE"]
        shown = " or ".join(kinds)
        article = "an" if shown[:1].lower() in "aeiou" else "a"
        return ("static", StaticAbility("enters_tapped", condition=Condition("tagged", name=REVEALED_TAG),
                                        params=(("reveal", Filter(subtypes=frozenset(kinds))),
                                                ("reveal_words", f"{article} {shown} card"))))

    def s_is_chosen_type(self, ch: list[Any]) -> Any:
        """"~ is the chosen type in addition to its other types." (layer 4, 613.1d: the creature type chosen
        as it entered, 614.12, is added to its subtypes)."""
        return ("static", StaticAbility("add_types", subtypes=frozenset({CHOSEN})))

    def grant_protection_choice(self, ch: list[Any]) -> list[Any]:
        """"Target creature you control gains protection from the color of your choice until end of turn."
        The color is chosen as the ability resolves (608.2d), after its targets were chosen (601.2c); the
        keyword is then "protection from <color>" (702.16)."""
        subject, duration = [c for c in ch if not isinstance(c, Token)]
        grant = ModifyPT(subject, fixed(0), fixed(0), frozenset({f"protection from {CHOSEN}"}), duration)
        return [Simple("choose_then", Ref("you"), params=(("what", "color"), ("choices", tuple(COLOR_LETTER.values())),
                                                          ("effects", (grant,))))]

    def become_type_choice(self, ch: list[Any]) -> list[Any]:
        """"~ becomes the creature type of your choice until end of turn." (Mistform): the type is chosen as
        the ability resolves (608.2d); in layer 4 it replaces the object's creature types (205.1b)."""
        subject, duration = [c for c in ch if not isinstance(c, Token)]
        types = tuple(dict.fromkeys(CREATURE_TYPES))
        become = ApplyContinuous(StaticAbility("set_creature_type", subtypes=frozenset({CHOSEN}),
                                               params=(("creature_types", frozenset(types)),)), subject, duration)
        return [Simple("choose_then", Ref("you"), params=(("what", "type"), ("choices", types),
                                                          ("effects", (become,))))]

    def become_land_type_choice(self, ch: list[Any]) -> list[Any]:
        """"Target land becomes the basic land type of your choice until end of turn." (Jinx): the type is
        chosen as the ability resolves (608.2d); in layer 4 the land loses its other land types and their mana
        abilities and has the chosen one's (305.7), as "becomes an Island" does."""
        subject, duration = [c for c in ch if not isinstance(c, Token)]
        become = ApplyContinuous(StaticAbility("land_type", subtypes=frozenset({CHOSEN}),
                                               params=(("except_basic", False),)), subject, duration)
        return [Simple("choose_then", Ref("you"), params=(("what", "type"), ("choices", BASIC_LAND_TYPES),
                                                          ("noun", "basic land type"), ("effects", (become,))))]

    def s_as_enters_choose_opponent(self, ch: list[Any]) -> Any:
        """614.12: the choice is made as the permanent enters (`rules.keywords.permanent_keywords.entering_choice`)."""
        what = "player" if any(str(c) == "player" for c in ch if isinstance(c, Token)) else "opponent"
        return ("static", StaticAbility(ENTERED_CHOICE, params=(("what", what),)))

    def p_chosen_player(self, ch: list[Any]) -> Ref:
        return Ref("chosen_player")

    def sf_chosen_player(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "chosen_player")

    def t_chosen_player_step(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of the chosen player's upkeep"; "that player" is them."""
        step = str([c for c in ch if isinstance(c, Token) and c.type == "STEP"][0])
        if step not in _STEPS:
            raise Unsupported(f"the chosen player's {step}")
        self.trigger_on_self = True
        self.that_player_is_chosen = True  # "their hand" in its text is the chosen player's
        return TriggerSpec(_STEPS[step], None, "chosen_player")

    def ae_chosen_player_hand(self, ch: list[Any]) -> Amount:
        return Amount("hand_size", ref=Ref("chosen_player"))

    def ae_chosen_player_graveyard(self, ch: list[Any]) -> Amount:
        desc = [c for c in _clean(ch) if hasattr(c, "filter")][0]
        return Amount("cards_in_graveyard", filter=desc.filter(zone="any"), ref=Ref("chosen_player"))

    def ae_their_hand(self, ch: list[Any]) -> Amount:
        """"the number of cards in their hand" where "they" is the chosen player (the trigger is their step), or
        the player whose step "at the beginning of each player's / each opponent's upkeep" is (Storm World,
        Dreamborn Muse: the active player, whose turn it is, 603.2)."""
        if getattr(self, "that_player_is_chosen", False):
            return Amount("hand_size", ref=Ref("chosen_player"))
        if getattr(self, "trigger_player", False) and not self.targets:
            return Amount("hand_size", ref=Ref("triggering_player"))
        raise Unsupported("the number of cards in their hand")

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
        c = _clean(ch)
        (what, choices), sentences = c[0], c[1:]
        if any(_has_chosen(spec.filter) for spec in self.targets):
            raise Unsupported("a target described by the chosen color or type")
        effects = self.effects(sentences)
        return (Simple("choose_then", Ref("you"), params=(("what", what), ("choices", choices),
                                                          ("effects", tuple(effects)), ("said_first", True))),)
