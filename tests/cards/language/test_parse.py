"""`parse.unknown_word`: the quick refusal of a paragraph holding a word no terminal of the grammar can match."""

from __future__ import annotations

import re

from kitchentable.cards.language.parse import _LETTERS, _vocabulary, normalize, unknown_word
from kitchentable.cards.pool import raw_cards


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
