"""`parse.unknown_word`: the quick refusal of a paragraph holding a word no terminal of the grammar can match."""

from __future__ import annotations

import re

from kitchentable.cards.language.parse import _LETTERS, _vocabulary, normalize, unknown_word
from kitchentable.cards.pool import raw_cards
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle


def _plain_unknown_word(text: str) -> str | None:
    """The definition: the first letter run that is no literal terminal's word and lies inside no match of a
    regular-expression terminal tried at every position (free-text terminals only after a double quote)."""
    words, patterns, quoted, _everywhere = _vocabulary()
    covered = [False] * (len(text) + 1)

    def cover(pattern: re.Pattern[str], start: int) -> None:
        m = pattern.match(text, start)
        if m is not None:
            for i in range(start, m.end()):
                covered[i] = True

    for pattern in patterns:
        for start in range(len(text)):
            cover(pattern, start)
    for pattern in quoted:
        for start in (i + 1 for i, ch in enumerate(text) if ch == '"'):
            cover(pattern, start)
    for run in _LETTERS.finditer(text):
        if run.group() not in words and not all(covered[run.start():run.end()]):
            return run.group()
    return None


def test_unknown_word_agrees_with_its_plain_definition_on_the_pool_and_made_up_words() -> None:
    texts = sorted({normalize(text, face.name) for raw in raw_cards() for face in raw.faces
                    for _line, text in face.lines})
    texts += ["zap the frobnicator.", "~ has \"{t}: add {q}.\"", "each goblinoid gets +1/+1.",
              "choose one —\n• qzx ~.\n• draw a card.", "devoid.", ""]
    assert len(texts) > 400
    differ = [t for t in texts if unknown_word(t) != _plain_unknown_word(t)]
    assert differ == []
    assert unknown_word("zap the frobnicator.") == "zap"


def test_207_2c_an_ability_word_before_an_instruction_is_dropped() -> None:
    assert normalize("Morbid — Create three 2/2 green Wolf creature tokens instead if a creature died this turn.",
                     "Test Howl") == "create three 2/2 green wolf creature tokens instead if a creature died this turn."
    assert normalize("Choose one —", "Test Charm") == "choose one —"


def test_207_2c_an_ability_word_before_an_aura_or_group_statement_is_dropped() -> None:
    assert normalize("Domain — Enchanted creature gets +1/+1 for each basic land type among lands you control.",
                     "Test Unity") == "enchanted creature gets +1/+1 for each basic land type among lands you control."
    assert normalize("Domain — All creatures get -1/-1 until end of turn for each basic land type among lands you "
                     "control.", "Test Despair").startswith("all creatures get")


def test_702_139a_companion_is_a_keyword_not_an_ability_word() -> None:
    text = "Companion — Each permanent card in your starting deck has mana value 2 or less."
    assert normalize(text, "Test Den") == "companion — each permanent card in your starting deck has mana value 2 or less."


def test_608_2c_it_right_after_a_sentence_ending_on_the_card_is_the_card() -> None:
    """"Whenever you cast a noncreature spell, untap ~. It gains protection from the color of your choice until
    end of turn.": "it" is the card, not the spell the trigger is about (it gave the spell protection)."""
    sky = card("Test Skywise {4}{W}{U}\nCreature — Dragon 6/4\nFlying\nWhenever you cast a noncreature spell, untap "
               "Test Skywise. It gains protection from the color of your choice until end of turn.")
    spark = card("Test Spark {R}\nInstant\nYou gain 1 life.")
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"])
    oid = s.battlefield(0, sky)
    s.hand(0, spark)
    game = s.start("main1")
    game.state.objects[oid].tapped = True
    game.apply(("cast", named(game, "Test Spark", "hand")[0]))
    game.apply(("pay",))
    settle(game, (("color", "R"),))
    assert not game.state.objects[oid].tapped
    assert "protection from red" in chars(game.state, oid).keywords


def test_201_5c_the_short_name_of_an_x_of_y_legendary_is_the_card() -> None:
    """"Whenever Svyelun attacks" on Svyelun of Sea and Sky names the card; a first word that is a subtype (Knight of
    the Reliquary) is not a name, and a name of another form has no such short name."""
    from kitchentable.cards.language.own_names import own_names
    from kitchentable.cards.language.parse import grammar_words, normalize

    assert normalize("Whenever Svyelun attacks, draw a card.", "Svyelun of Sea and Sky") == \
        "whenever ~ attacks, draw a card."
    assert own_names("Knight of the Reliquary", grammar_words()) == ("Knight of the Reliquary",)
    assert own_names("Tasigur, the Golden Fang", grammar_words()) == ("Tasigur, the Golden Fang", "Tasigur")
    assert "knight" in normalize("Other Knight creatures you control get +1/+1.", "Knight of the Reliquary")
    assert normalize("Return all Nightstalker permanent cards.", "Return of the Nightstalkers").startswith("return ")
