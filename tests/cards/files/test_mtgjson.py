"""The importer: MTGJSON AtomicCards and card lists compiled with the card language; coverage report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kitchentable.cards.files.mtgjson import ImportError_, import_file, read_database
from kitchentable.cards.pool import load_pool

FIXTURES = Path(__file__).parent.parent / "fixtures"


def test_atomic_cards_report() -> None:
    report = import_file(FIXTURES / "atomic_small.json")
    assert report["total"] == 12  # the token layout is not a card
    assert report["compiled"] == 8  # Bonecrusher Giant // Stomp since stop 40 ("that spell's controller", 603.2)
    assert report["coverage"] == round(8 / 12, 4)
    top = {item["phrase"]: item["count"] for item in report["top_unsupported"]}
    assert top["its controller juggles N goats."] == 2


def test_card_list_form() -> None:
    report = import_file(FIXTURES / "card_list.json")
    assert (report["total"], report["compiled"]) == (3, 2)
    assert report["top_unsupported"][0]["phrase"].startswith("exchange control")


def test_out_directory_loads_as_cards_and_keeps_every_face(tmp_path: Path) -> None:
    report = import_file(FIXTURES / "atomic_small.json", out=tmp_path)
    assert report["written"] == 8
    pool = load_pool([tmp_path], bundled=False)
    assert len(pool) == 8
    assert pool.get("Stomp").name == "Bonecrusher Giant // Stomp"
    fire_ice = pool.get("Fire // Ice")
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"] and fire_ice.layout == "split"
    assert pool.get("Ice").name == "Fire // Ice"
    mdfc = pool.get("Kazandu Mammoth // Kazandu Valley")
    assert mdfc.layout == "modal_dfc" and "Land" in mdfc.faces[1].types
    assert pool.get("Village Messenger // Moonrise Intruder").faces[1].keywords == frozenset({"menace"})
    assert pool.get("Test Drake").triggered


def test_broken_files_are_clear_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"data": {"X": 3}}', encoding="utf-8")
    with pytest.raises(ImportError_, match="not a list of card faces"):
        read_database(bad)
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportError_, match="not valid JSON"):
        read_database(bad)


def test_cli_import_json(tmp_path: Path) -> None:
    from kitchentable.cli.main import app

    result = CliRunner().invoke(app, ["cards", "import", str(FIXTURES / "atomic_small.json"), "--json",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert {"total", "compiled", "coverage", "top_unsupported"} <= set(report)
    assert report["written"] == 8 and (tmp_path / "atomic_small.txt").is_file()


def test_cli_import_missing_file() -> None:
    from kitchentable.cli.main import app

    result = CliRunner().invoke(app, ["cards", "import", "/nonexistent/cards.json"])
    assert result.exit_code == 2 and "/nonexistent/cards.json" in result.output


def test_allsets_form_one_card_per_name_latest_printing_faces_grouped() -> None:
    cards = read_database(FIXTURES / "allsets_v3.json")
    by_name = {str(faces[0]["name"]): faces for faces in cards}
    assert "deals 2 damage" in by_name["Test Sparker"][0]["text"]  # the later set's printing
    assert [f["faceName"] for f in by_name["Heat // Chill"]] == ["Heat", "Chill"]
    assert [f["faceName"] for f in by_name["Day Walker // Night Prowler"]] == ["Day Walker", "Night Prowler"]
    report = import_file(FIXTURES / "allsets_v3.json")
    assert (report["total"], report["compiled"]) == (5, 4)  # the plane is not a card of the game
    assert report["top_unsupported"] == [{"phrase": "zap the frobnicator.", "count": 1}]


def test_allsets_faces_load_with_their_layouts(tmp_path: Path) -> None:
    import_file(FIXTURES / "allsets_v3.json", out=tmp_path)
    pool = load_pool([tmp_path], bundled=False)
    walker = pool.get("Day Walker // Night Prowler")
    assert walker.layout == "transform" and walker.faces[1].keywords == frozenset({"trample"})
    assert pool.get("Heat // Chill").layout == "split"


def test_legacy_oracle_wording_is_updated() -> None:
    from kitchentable.cards.files.mtgjson import modernize

    assert modernize("{T}: Add {G} to your mana pool.") == "{T}: Add {G}."
    assert modernize("~ deals 3 damage to target creature or player.") == "~ deals 3 damage to any target."
    assert modernize("It deals 1 damage to another target creature or player.") == \
        "It deals 1 damage to any other target."
    assert modernize("divided as you choose among any number of target creatures and/or players") == \
        "divided as you choose among any number of targets"
    assert modernize("Activate this ability only any time you could cast a sorcery.") == \
        "Activate only as a sorcery."
    assert modernize("with converted mana cost 2 or less") == "with mana value 2 or less"
    assert modernize("Target player discards a card of his or her choice.") == \
        "Target player discards a card of their choice."
    assert modernize("Target player puts the top two cards of his or her library into his or her graveyard.") == \
        "Target player mills two cards."
    assert modernize("Put the top card of your library into your graveyard.") == "Mill a card."


def test_unknown_words_are_named_and_do_not_parse() -> None:
    from lark.exceptions import LarkError

    from kitchentable.cards.language.parse import parse, unknown_word

    assert unknown_word("devoid.") == "devoid"
    assert unknown_word("when ~ enters, draw a card.") is None
    assert unknown_word("~ gets +1/+1 and has islandwalk.") is None
    with pytest.raises(LarkError):
        parse("zap the frobnicator.")


def test_workers_give_the_same_report_and_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Compiling in several processes changes nothing but the time: same counts, same phrases, same file."""
    import kitchentable.cards.files.mtgjson as importer

    one = import_file(FIXTURES / "atomic_small.json", out=tmp_path / "one")
    monkeypatch.setattr(importer, "CHUNK", 2)
    two = import_file(FIXTURES / "atomic_small.json", out=tmp_path / "two", workers=2)
    assert one == two
    assert (tmp_path / "one" / "atomic_small.txt").read_text() == (tmp_path / "two" / "atomic_small.txt").read_text()


def test_205_old_type_lines_summon_and_enchant_creature_are_modernized() -> None:
    """Pre-1997 type lines: "Summon X" is "Creature — X" ("Summon Legend" a legendary creature); "Enchant
    Creature" is an Aura whose enchant keyword (303.4a) today's Oracle text states."""
    from kitchentable.cards.files.mtgjson import modernize_type_line, to_raw
    from kitchentable.cards.language.compile import compile_card

    assert modernize_type_line("Summon — Legend") == ("Legendary Creature", None)
    assert modernize_type_line("Summon — Dragon") == ("Creature — Dragon", None)
    assert modernize_type_line("Enchant Creature") == ("Enchantment — Aura", "Enchant creature")
    assert modernize_type_line("Creature — Bear") == ("Creature — Bear", None)
    bear = compile_card(to_raw([{"name": "Old Bear", "manaCost": "{1}{G}", "type": "Summon — Bear",
                                 "power": "2", "toughness": "2", "text": "Trample"}]))
    assert bear.types == frozenset({"Creature"}) and bear.subtypes == frozenset({"Bear"})
    aura = compile_card(to_raw([{"name": "Old Might", "manaCost": "{G}", "type": "Enchant Creature",
                                 "text": "Enchanted creature gets +1/+1."}]))
    assert aura.subtypes == frozenset({"Aura"}) and aura.enchant is not None


def test_712_4_a_back_face_keeps_its_own_color_indicator() -> None:
    """A transforming card's back face has no mana cost; its color comes from its color indicator (204),
    which the card file writes as an "@color" line after "//"."""
    from kitchentable.cards.files.cardfile import parse_text
    from kitchentable.cards.files.mtgjson import card_text, to_raw
    from kitchentable.cards.language.compile import compile_card

    faces = [{"name": "Delver // Aberration", "faceName": "Delver", "manaCost": "{U}", "type": "Creature — Human",
              "power": "1", "toughness": "1", "text": "{3}: Transform Delver.", "layout": "transform"},
             {"name": "Delver // Aberration", "faceName": "Aberration", "type": "Creature — Insect",
              "power": "3", "toughness": "2", "text": "Flying", "layout": "transform", "colorIndicator": ["U"]}]
    raw = to_raw(faces)
    card = compile_card(raw)
    assert card.faces[1].colors == frozenset({"U"}) and card.faces[0].colors == frozenset({"U"})
    (again,) = parse_text(card_text(raw))
    assert compile_card(again).faces[1].colors == frozenset({"U"})


def test_712_4_a_v3_back_face_takes_its_colors_as_its_color_indicator() -> None:
    from kitchentable.cards.files.mtgjson import to_raw
    from kitchentable.cards.language.compile import compile_card

    faces = [{"name": "Pup // Wolf", "names": ["Pup", "Wolf"], "manaCost": "{R}", "type": "Creature — Human",
              "power": "1", "toughness": "1", "colors": ["Red"], "layout": "double-faced", "faceName": "Pup"},
             {"name": "Pup // Wolf", "type": "Creature — Wolf", "power": "3", "toughness": "3",
              "colors": ["Red"], "layout": "double-faced", "faceName": "Wolf"}]
    assert compile_card(to_raw(faces)).faces[1].colors == frozenset({"R"})


# --- faces kept as records of their own; malformed text; the unsupported list (issue 24) --------------------------

HAULER = {"name": "Tireless Hauler", "manaCost": "{4}{G}", "type": "Creature — Human Werewolf", "power": "4",
          "toughness": "5", "text": "Vigilance\nDaybound", "layout": "transform", "side": "a", "uuid": "u1",
          "otherFaceIds": ["u2"]}
BRAWLER = {"name": "Dire-Strain Brawler", "type": "Creature — Werewolf", "power": "6", "toughness": "6",
           "text": "Vigilance\nNightbound", "layout": "transform", "side": "b", "uuid": "u2", "otherFaceIds": ["u1"],
           "colorIndicator": ["G"]}
BEAR = {"name": "Plain Test Bear", "manaCost": "{1}{G}", "type": "Creature — Bear", "power": "2", "toughness": "2",
        "text": "", "layout": "normal"}


def _database(tmp_path: Path, cards: list[dict[str, object]]) -> Path:
    path = tmp_path / "db.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def test_712_1_a_back_face_kept_as_its_own_record_is_joined_by_other_face_ids(tmp_path: Path) -> None:
    out = tmp_path / "out"
    report = import_file(_database(tmp_path, [BRAWLER, BEAR, HAULER]), out=out)
    assert (report["total"], report["compiled"], report["unsupported"]) == (2, 2, [])
    card = load_pool([out], bundled=False).get("Tireless Hauler")
    assert [f.name for f in card.faces] == ["Tireless Hauler", "Dire-Strain Brawler"]
    assert card.layout == "transform" and card.faces[1].power == 6


def test_712_1_faces_joined_by_v3_names() -> None:
    front = {**{k: v for k, v in HAULER.items() if k not in ("uuid", "otherFaceIds", "side")},
             "names": ["Tireless Hauler", "Dire-Strain Brawler"], "layout": "double-faced"}
    back = {**{k: v for k, v in BRAWLER.items() if k not in ("uuid", "otherFaceIds", "side")},
            "names": ["Tireless Hauler", "Dire-Strain Brawler"], "layout": "double-faced"}
    from kitchentable.cards.files.mtgjson import join_faces

    (joined,) = join_faces([[back], [front]])
    assert [f["faceName"] for f in joined] == ["Tireless Hauler", "Dire-Strain Brawler"]


def test_712_1_a_transform_card_without_its_back_face_is_refused_not_imported_one_faced(tmp_path: Path) -> None:
    report = import_file(_database(tmp_path, [HAULER, BEAR]))
    assert report["compiled"] == 1
    (item,) = report["unsupported"]
    assert item["card"] == "Tireless Hauler" and "other face is not in the database" in item["phrase"]


def test_712_1_a_back_face_alone_is_refused(tmp_path: Path) -> None:
    report = import_file(_database(tmp_path, [BRAWLER]))
    (item,) = report["unsupported"]
    assert "back face" in item["phrase"] and report["compiled"] == 0


def test_malformed_text_makes_one_card_unsupported_and_the_import_goes_on(tmp_path: Path) -> None:
    blorp = {**BEAR, "name": "Blorp Bear", "text": "Kicker {blorp}"}
    report = import_file(_database(tmp_path, [blorp, BEAR]))
    assert (report["total"], report["compiled"]) == (2, 1)
    (item,) = report["unsupported"]
    assert item["card"] == "Blorp Bear" and "BLORP" in item["phrase"]


def test_a_deck_naming_an_unsupported_imported_card_names_the_card_and_the_phrase(tmp_path: Path) -> None:
    from kitchentable.cards.errors import DeckError
    from kitchentable.cards.files.decks import parse_deck

    juggler = {**BEAR, "name": "Goat Juggler", "text": "{T}: Its controller juggles two goats."}
    out = tmp_path / "out"
    report = import_file(_database(tmp_path, [juggler, BEAR]), out=out)
    assert report["unsupported"] == [{"card": "Goat Juggler", "phrase": "{t}: its controller juggles two goats."}]
    pool = load_pool([out], bundled=False)
    with pytest.raises(DeckError) as err:
        parse_deck("4 Plain Test Bear\n2 Goat Juggler\n", "mine.txt", pool=pool)
    message = str(err.value)
    assert "mine.txt:2" in message and "Goat Juggler" in message and "juggles two goats" in message


def test_712_4_meld_fronts_each_join_the_shared_back_face() -> None:
    from kitchentable.cards.files.mtgjson import join_faces

    bruna = {"name": "Test Bruna", "layout": "meld", "side": "a", "uuid": "b1", "otherFaceIds": ["m1"]}
    gisela = {"name": "Test Gisela", "layout": "meld", "side": "a", "uuid": "g1", "otherFaceIds": ["m1"]}
    brisela = {"name": "Test Brisela", "layout": "meld", "side": "b", "uuid": "m1", "otherFaceIds": ["b1", "g1"]}
    joined = join_faces([[bruna], [brisela], [gisela]])
    assert [[f["faceName"] for f in card] for card in joined] == [["Test Bruna", "Test Brisela"],
                                                                   ["Test Gisela", "Test Brisela"]]
