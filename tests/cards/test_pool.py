"""Every card of the pool compiles; the pool API; compile errors name card, file, line and phrase."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.cards.errors import CardError, UnknownCard
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import check_pool, get_pool, load_pool
from kitchentable.cards.render import render

POOL = get_pool()


@pytest.mark.parametrize("name", POOL.names())
def test_card_compiles_and_renders(name: str) -> None:
    card = POOL.get(name)
    assert card.name == name
    text = render(card)
    assert text.startswith(name.split(" // ")[0])


def test_whole_pool_loads_and_check_collects_every_error(tmp_path: Path) -> None:
    assert len(POOL) >= 400  # get_pool() raises on the first card that does not compile
    (tmp_path / "a.txt").write_text("Bad One {R}\nInstant\nBad One hops.\n\nGood One {R}\nInstant\n"
                                    "Good One deals 1 damage to any target.\n\nBad Two {U}\nSorcery\n"
                                    "Bad Two skips.\n", encoding="utf-8")
    pool, errors = check_pool([tmp_path], bundled=False)
    assert len(pool) == 1 and [e.card for e in errors] == ["Bad One", "Bad Two"]


def test_pool_api() -> None:
    assert "Lightning Bolt" in POOL
    assert "lightning bolt" in POOL
    assert POOL.get("lightning bolt").name == "Lightning Bolt"
    assert len(POOL) == len(POOL.names())
    with pytest.raises(UnknownCard) as err:
        POOL.get("Lightning Bolk")
    assert err.value.suggestion == "Lightning Bolt"


def test_unknown_phrase_is_a_load_error_naming_card_file_line_phrase() -> None:
    text = "Test Card {R}\nInstant\nTest Card deals 3 damage to any target.\nTest Card juggles two goats.\n"
    raw = parse_text(text, "mine.txt")[0]
    with pytest.raises(CardError) as err:
        compile_card(raw)
    e = err.value
    assert (e.card, e.file, e.line) == ("Test Card", "mine.txt", 4)
    assert "juggles two goats" in e.phrase


def test_reminder_text_is_ignored_and_keywords_compile() -> None:
    raw = parse_text("Flier {1}{U}\nCreature — Bird 1/1\nFlying (This creature can't be blocked except by "
                     "creatures with flying or reach.)\n", "x.txt")[0]
    assert compile_card(raw).keywords == frozenset({"flying"})


def test_creature_without_power_is_a_structural_error() -> None:
    with pytest.raises(CardError):
        parse_text("Nobody {1}\nCreature — Bird\n", "x.txt")


def test_extra_card_directory_loads(tmp_path: Path) -> None:
    (tmp_path / "extra.txt").write_text("Custom Bear {1}{G}\nCreature — Bear 2/3\n", encoding="utf-8")
    pool = load_pool([tmp_path], bundled=False)
    assert pool.get("Custom Bear").toughness == 3


def test_ante_flag_from_the_ante_sentence() -> None:
    assert "ante" in POOL.get("Jeweled Bird").flags


def test_an_extra_card_path_is_a_directory_or_one_card_file_never_silently_nothing(tmp_path: Path) -> None:
    from kitchentable.cards.pool import card_files

    one = tmp_path / "guide.txt"
    one.write_text("Simian Spirit Guide {2}{R}\nCreature — Ape Spirit 2/2\n", encoding="utf-8")
    assert card_files([one]) == [one]
    assert card_files([tmp_path]) == [one]
    with pytest.raises(CardError, match="missing: no such directory or card file"):
        card_files([tmp_path / "missing"])
