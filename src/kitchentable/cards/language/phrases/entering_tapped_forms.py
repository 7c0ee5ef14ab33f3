"""Other printed forms of the enter replacements (614.1c, 614.12):

- "If you control two or more other lands, this land enters tapped." (the creature lands of AFR): the kernel's
  "enters_tapped" ability, whose condition is an "unless", with the condition negated; the param "said" "if"
  keeps the printed order for the render;
- "This land enters tapped. As it enters, choose a color other than red." (the Thriving lands): the two abilities
  of one paragraph; "a color other than red" is the color choice (`phrases.choices`) offered from the four other
  colors (105.1), and "{T}: Add {R} or one mana of the chosen color." the mana ability that reads it."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import COLOR_LETTER
from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import AddMana, Condition, StaticAbility
from kitchentable.rules.records import replace
from kitchentable.rules.stack.information import CHOSEN
from kitchentable.rules.stack.resolve import ENTERED_CHOICE


class EnteringTappedFormsPhrases(PhraseBase):
    """"If <condition>, ~ enters tapped." and "~ enters tapped. As it enters, choose <kind>."."""

    def etf_color_other_than(self, ch: list[Any]) -> tuple[str, tuple[str, ...]]:
        """"a color other than red": the choice from the other four colors."""
        left_out = COLOR_LETTER[next(str(t) for t in ch if isinstance(t, Token) and t.type == "COLOR")]
        return "color", tuple(c for c in COLOR_LETTER.values() if c != left_out)

    def etf_mana_or_chosen(self, ch: list[Any]) -> AddMana:
        """"Add {R} or one mana of the chosen color." (106.1: the color chosen as the land entered, 614.12)."""
        symbol = next(str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA")
        return AddMana(choices=(symbol, CHOSEN))

    def etf_if_enters_tapped(self, ch: list[Any]) -> Any:
        cond = next(c for c in _clean(ch) if isinstance(c, Condition))
        return ("static", StaticAbility("enters_tapped", condition=replace(cond, negate=not cond.negate),
                                        params=(("said", "if"),)))

    def etf_tapped_then_choose(self, ch: list[Any]) -> Any:
        what, choices = next(c for c in _clean(ch) if isinstance(c, tuple))
        choose = StaticAbility(ENTERED_CHOICE, params=(("what", what), ("choices", choices)))
        return ("statics", (StaticAbility("enters_tapped"), choose))
