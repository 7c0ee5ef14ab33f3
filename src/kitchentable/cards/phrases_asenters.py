"""Builders for "As ~ enters, choose a color / a creature type." (614.12) and "Add one mana of the chosen color." (the `asenters`
block at the end of grammar.lark).

The choice is made by the permanent spell's controller as it resolves and enters (614.12, 608.3). The
permanent's abilities then read it: its card is the printed card with "the chosen color" written in as that
color (`rules.effects_info.fill_chosen`: descriptions "of the chosen color", "protection from the chosen
color", the mana added; "of the chosen type"), and it is the printed card again once it leaves the battlefield (400.7). Partial:
like unleash, the choice is offered only when the permanent spell resolves; put onto the battlefield another
way, no color is chosen and "the chosen color" is no color (nothing matches it, no mana is added).
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.phrases_tplinfo import CHOSEN, _clean
from kitchentable.rules.abilities import AddMana, Condition, StaticAbility
from kitchentable.rules.stack.resolve import ENTERED_CHOICE, PAID_LIFE_TAG


class AsentersPhrases:
    """Mixed into the compiler's transformer."""

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
        from kitchentable.cards.language.words import _int

        n = _int(_clean(ch)[0])
        return ("static", StaticAbility("enters_tapped", condition=Condition("tagged", name=PAID_LIFE_TAG),
                                        params=(("pay_life", n),)))

    def s_is_chosen_type(self, ch: list[Any]) -> Any:
        """"~ is the chosen type in addition to its other types." (layer 4, 613.1d: the creature type chosen
        as it entered, 614.12, is added to its subtypes)."""
        return ("static", StaticAbility("add_types", subtypes=frozenset({CHOSEN})))
