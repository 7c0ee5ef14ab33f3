"""Table codes (pure): the table number and a check derived from the event's secret and the round."""

from __future__ import annotations

from kitchentable.tournament.codes import normalize_player_code, parse_table_code, table_check, table_code


def test_a_code_names_its_table_and_differs_by_round_and_event() -> None:
    code = table_code("secret", 3, 12)
    assert code.startswith("12-") and len(code) == 6
    assert parse_table_code(code) == (12, code[3:])
    assert parse_table_code(code.lower().replace("-", " ")) == (12, code[3:])
    assert table_check("secret", 4, 12) != table_check("secret", 3, 12) or table_check("secret", 5, 12) != \
        table_check("secret", 3, 12)
    assert table_check("other", 3, 12) != table_check("secret", 3, 12) or table_check("third", 3, 12) != \
        table_check("secret", 3, 12)
    assert not {"0", "O", "1", "I", "L"} & set(code[3:])


def test_what_is_not_a_code() -> None:
    assert parse_table_code("hello") is None
    assert parse_table_code("12-AB") is None
    assert normalize_player_code(" ab3-k7q ") == "AB3K7Q"
