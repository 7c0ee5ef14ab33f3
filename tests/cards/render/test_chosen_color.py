"""A chosen color as `cards show` says it (`cards.render.chosen_color`, and "Choose a color." kept as its own
sentence by `render.effects`): the rendering reads as the printed text (608.2d, 614.12)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_608_2d_choose_a_color_said_first_stays_its_own_sentence() -> None:
    blessing = card("Test Blessing {2}{W}\nInstant\nChoose a color. Creatures you control gain protection from the "
                    "chosen color until end of turn.")
    assert rules_text(blessing) == ["Choose a color. Creatures you control gain protection from the chosen color "
                                    "until end of turn."]
    ward = card("Test Ward {W}\nInstant\nTarget creature you control gains protection from the color of your "
                "choice until end of turn.")  # the same choice, written in one sentence
    assert rules_text(ward) == ["Target creature you control gains protection from the color of your choice until "
                                "end of turn."]


def test_608_2d_the_chosen_color_follows_its_noun() -> None:
    demise = card("Test Demise {X}{R}\nSorcery\nChoose a color. Test Demise deals X damage to each creature of the "
                  "chosen color.")
    assert rules_text(demise) == ["Choose a color. This deals X damage to each creature of the chosen color."]
    toll = card("Test Toll {2}{B}\nSorcery\nChoose a color. Each opponent sacrifices a creature of the chosen color.")
    assert rules_text(toll) == ["Choose a color. Each opponent sacrifices a creature of the chosen color."]


def test_614_12_a_color_chosen_as_it_enters_follows_you_control_and_precedes_other_controllers() -> None:
    hall = card("Test Hall {3}\nLegendary Artifact\nAs Test Hall enters, choose a color.\nCreatures you control of "
                "the chosen color get +1/+1.")
    assert rules_text(hall)[1] == "Creatures you control of the chosen color get +1/+1."
    shield = card("Test Shield {6}{W}{W}\nLegendary Creature — Angel 7/7\nAs Test Shield enters, choose a color.\n"
                  "Your opponents can't cast spells of the chosen color.")
    assert rules_text(shield)[1] == "Your opponents can't cast spells of the chosen color."
    spirit = card("Test Spirit {3}{U}\nCreature — Spirit 0/0\nAs Test Spirit enters, choose a color.\nTest Spirit's "
                  "power and toughness are each equal to the number of permanents of the chosen color your "
                  "opponents control.")
    assert "the number of permanents of the chosen color your opponents control." in rules_text(spirit)[1]
