"""Behaviour of permanents: enter triggers, activated abilities, static abilities, auras and equipment."""

from __future__ import annotations

import pytest

from .harness import activate, cast_more, drive, run_card, setup

GAIN_ON_ENTER = [("Angel of Mercy", 3), ("Inspiring Cleric", 4), ("Lone Missionary", 4), ("Blossoming Sands", 1),
                 ("Scoured Barrens", 1), ("Swiftwater Cliffs", 1), ("Jungle Hollow", 1), ("Wind-Scarred Crag", 1),
                 ("Thornwood Falls", 1), ("Tranquil Cove", 1), ("Dismal Backwater", 1), ("Bloodfell Caves", 1),
                 ("Rugged Highlands", 1)]


def play_land(name: str, **kw):  # type: ignore[no-untyped-def]
    from kitchentable.scenario import Scenario

    s = Scenario()
    for n in kw.get("library", []):
        s.library(0, n)
    land = s.hand(0, name)
    game = s.start("main1")
    game.apply(("play_land", land))
    drive(game, [])
    from .harness import Result

    return Result(game)


@pytest.mark.parametrize(("name", "life"), GAIN_ON_ENTER)
def test_gain_life_on_enter(name: str, life: int) -> None:
    r = play_land(name) if name not in ("Angel of Mercy", "Inspiring Cleric", "Lone Missionary") else run_card(name)
    assert r.life(0) == 20 + life


TAPPED_LANDS = ["Azorius Guildgate", "Boros Guildgate", "Dimir Guildgate", "Golgari Guildgate", "Gruul Guildgate",
                "Izzet Guildgate", "Orzhov Guildgate", "Rakdos Guildgate", "Selesnya Guildgate", "Simic Guildgate",
                "Temple of Abandon", "Temple of Deceit", "Temple of Enlightenment", "Temple of Epiphany",
                "Temple of Malady", "Temple of Malice", "Temple of Mystery", "Temple of Plenty",
                "Temple of Silence", "Temple of Triumph", "Khalni Garden", "Blossoming Sands", "Jungle Hollow"]


@pytest.mark.parametrize("name", TAPPED_LANDS)
def test_lands_that_enter_tapped(name: str) -> None:
    r = play_land(name, library=["Island", "Island"])
    assert r.tapped(0, name) == [True]


@pytest.mark.parametrize("name", ["Azorius Guildgate", "Temple of Triumph", "Rugged Highlands"])
def test_dual_lands_offer_either_color(name: str) -> None:
    from kitchentable.rules.casting.mana_abilities import produces

    r = play_land(name, library=["Island"])
    assert len(produces(r.state, r.named(0, name)[0], 0)) == 2


def test_khalni_garden_makes_a_plant_and_temple_scries() -> None:
    assert play_land("Khalni Garden").count(0, "Plant Token") == 1
    r = play_land("Temple of Malice", library=["Island", "Swamp"])
    assert any(e.kind == "choice" and e.data[1] == "scry" for e in r.state.log)


@pytest.mark.parametrize("name", ["Ancient Den", "Seat of the Synod", "Vault of Whispers", "Great Furnace",
                                  "Tree of Tales", "Sol Ring", "Mind Stone", "Ur-Golem's Eye", "Thran Dynamo",
                                  "Palladium Myr", "Alloy Myr", "Gold Myr", "Silver Myr", "Leaden Myr", "Iron Myr",
                                  "Copper Myr", "Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves",
                                  "Birds of Paradise", "Avacyn's Pilgrim", "Llanowar Visionary", "Wastes",
                                  "Worn Powerstone"])
def test_mana_sources(name: str) -> None:
    from kitchentable.rules.casting.mana_abilities import produces
    from kitchentable.scenario import Scenario

    s = Scenario(options={"idle_mana_abilities": True})
    oid = s.battlefield(0, name)
    game = s.start("main1")
    card = game.state.objects[oid].card
    index = next(i for i, a in enumerate(card.activated) if a.is_mana)
    game.apply(("mana", oid, index))
    assert game.state.players[0].pool.total() >= 1
    assert produces(game.state, oid, index)


def test_worn_powerstone_enters_tapped() -> None:
    assert run_card("Worn Powerstone").tapped(0, "Worn Powerstone") == [True]


DRAW_ON_ENTER = ["Wall of Omens", "Llanowar Visionary", "Phyrexian Rager", "Elvish Visionary"]


@pytest.mark.parametrize("name", DRAW_ON_ENTER)
def test_draw_on_enter(name: str) -> None:
    assert run_card(name, library=["Island"] * 2).hand(0) == 1


def test_phyrexian_rager_costs_a_life() -> None:
    assert run_card("Phyrexian Rager", library=["Island"]).life(0) == 19


def test_enter_triggers_with_targets() -> None:
    assert run_card("Viashino Pyromancer", targets=["opp"]).life(1) == 18
    assert run_card("Flametongue Kavu", targets=["Craw Wurm"], theirs=["Craw Wurm"]).count(1, "Craw Wurm") == 0
    r = run_card("Highway Robber", targets=["opp"])
    assert (r.life(0), r.life(1)) == (22, 18)
    assert run_card("Ravenous Rats", targets=["opp"], their_hand=["Island", "Island"]).hand(1) == 1
    assert run_card("Man-o'-War", targets=["Craw Wurm"], theirs=["Craw Wurm"]).hand(1) == 1
    assert run_card("Attended Knight").count(0, "Soldier Token") == 1


@pytest.mark.parametrize("name", ["Gravedigger", "Cadaver Imp"])
def test_return_creature_card_on_enter(name: str) -> None:
    assert run_card(name, targets=["Craw Wurm"], graveyard=["Craw Wurm"]).count(0, "Craw Wurm", "hand") == 1


def test_mnemonic_wall_returns_an_instant() -> None:
    r = run_card("Mnemonic Wall", targets=["Lightning Bolt"], graveyard=["Lightning Bolt"])
    assert r.count(0, "Lightning Bolt", "hand") == 1


def test_kor_sanctifiers_kicked_destroys_an_artifact() -> None:
    r = run_card("Kor Sanctifiers", cost=("cost", "kicker", 0), targets=["Sol Ring"], theirs=["Sol Ring"],
                 lands=["Plains"] * 5)
    assert r.count(1, "Sol Ring") == 0
    assert run_card("Kor Sanctifiers", theirs=["Sol Ring"]).count(1, "Sol Ring") == 1


def test_keldon_raider_loots_and_bloodrage_brawler_discards() -> None:
    r = run_card("Keldon Raider", hand=["Mountain"], library=["Island"])
    assert r.count(0, "Island", "hand") == 1 and r.count(0, "Mountain", "graveyard") == 1
    r = run_card("Bloodrage Brawler", hand=["Mountain"])
    assert r.count(0, "Mountain", "graveyard") == 1


def test_land_search_creatures() -> None:
    r = run_card("Wood Elves", library=["Forest"])
    assert r.tapped(0, "Forest")[-1] is False and r.count(0, "Forest") >= 1
    assert run_card("Borderland Ranger", library=["Plains"]).count(0, "Plains", "hand") == 1
    r = run_card("Sakura-Tribe Elder", library=["Forest"])
    activate(r, "Sakura-Tribe Elder", 0)
    assert r.count(0, "Sakura-Tribe Elder") == 0 and r.count(0, "Forest", "graveyard") == 0
    r = play_land("Evolving Wilds", library=["Swamp"])
    activate(r, "Evolving Wilds", 0)
    assert r.count(0, "Swamp") == 1 and r.tapped(0, "Swamp") == [True]


def test_frilled_mystic_counters_on_entering() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    mystic = s.hand(1, "Frilled Mystic")
    for n in ["Forest", "Forest", "Island", "Island"]:
        s.battlefield(1, n)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", mystic))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    drive(game, [("id", game.state.stack_ids()[0])], {"may": ("yes",)})
    assert game.state.players[1].life == 20


PINGERS = ["Prodigal Pyromancer", "Prodigal Sorcerer"]


@pytest.mark.parametrize("name", PINGERS)
def test_pingers(name: str) -> None:
    r = setup(lands=[], mine=[name])
    activate(r, name, 0, targets=["opp"])
    assert r.life(1) == 19


SAC_DAMAGE = [("Mogg Fanatic", 1), ("Shock Troops", 2), ("Ember Hauler", 2)]


@pytest.mark.parametrize(("name", "n"), SAC_DAMAGE)
def test_sacrifice_for_damage(name: str, n: int) -> None:
    r = setup(lands=["Mountain"], mine=[name])
    activate(r, name, 0, targets=["opp"])
    assert r.life(1) == 20 - n and r.count(0, name) == 0


def test_bloodfire_colossus_and_goblin_bombardment() -> None:
    r = setup(lands=["Mountain"], mine=["Bloodfire Colossus"], theirs=["Craw Wurm"])
    activate(r, "Bloodfire Colossus", 0)
    assert r.life(0) == 14 and r.life(1) == 14 and r.count(1, "Craw Wurm") == 0
    r = setup(lands=[], mine=["Goblin Bombardment", "Grizzly Bears"])
    activate(r, "Goblin Bombardment", 0, targets=["opp"])
    assert r.life(1) == 19 and r.count(0, "Grizzly Bears") == 0


@pytest.mark.parametrize(("name", "pt"), [("Nantuko Husk", (4, 4)), ("Bloodthrone Vampire", (3, 3))])
def test_sacrifice_outlets_grow(name: str, pt: tuple[int, int]) -> None:
    r = setup(lands=[], mine=[name, "Llanowar Elves"])
    activate(r, name, 0)
    assert r.pt(0, name) == pt


def test_carrion_feeder_grows_and_cant_block() -> None:
    r = setup(lands=["Wastes", "Wastes"], mine=["Carrion Feeder", "Llanowar Elves"])
    activate(r, "Carrion Feeder", 0)
    assert r.counters(0, "Carrion Feeder") == 1
    assert "can't block" in r.keywords(0, "Carrion Feeder")


@pytest.mark.parametrize(("name", "pt"), [("Shivan Dragon", (6, 5)), ("Furnace Whelp", (3, 2)),
                                          ("Thorn Lieutenant", (6, 7))])
def test_firebreathing(name: str, pt: tuple[int, int]) -> None:
    lands = ["Mountain"] if name != "Thorn Lieutenant" else ["Forest"] * 6
    r = setup(lands=lands, mine=[name])
    activate(r, name, 0 if name != "Thorn Lieutenant" else 0)
    assert r.pt(0, name) == pt


def test_blood_pet_and_drudge_skeletons_and_blinking_spirit() -> None:
    r = setup(lands=[], mine=["Blood Pet"])
    activate(r, "Blood Pet", 0)
    assert r.state.players[0].pool.total() == 1
    r = setup(lands=["Swamp"], mine=["Drudge Skeletons"])
    activate(r, "Drudge Skeletons", 0)
    assert r.state.objects[r.named(0, "Drudge Skeletons")[0]].regen_shields == 1
    r = setup(lands=[], mine=["Blinking Spirit"])
    activate(r, "Blinking Spirit", 0)
    assert r.count(0, "Blinking Spirit", "hand") == 1


def test_looter_millstone_icy_mind_stone() -> None:
    r = setup(lands=[], mine=["Merfolk Looter"], library=["Island"], hand=["Forest"])
    activate(r, "Merfolk Looter", 0)
    assert r.hand(0) == 1 and len(r.state.zone("graveyard", 0)) == 1
    r = setup(lands=["Wastes", "Wastes"], mine=["Millstone"],
                 their_library=["Island"] * 3)
    activate(r, "Millstone", 0, targets=["opp"])
    assert len(r.state.zone("graveyard", 1)) == 2
    r = setup(lands=["Wastes"], mine=["Icy Manipulator"], theirs=["Craw Wurm"])
    activate(r, "Icy Manipulator", 0, targets=["Craw Wurm"])
    assert r.tapped(1, "Craw Wurm") == [True]
    r = setup(lands=["Wastes"], mine=["Mind Stone"], library=["Island"])
    activate(r, "Mind Stone", 1)
    assert r.hand(0) == 1 and r.count(0, "Mind Stone") == 0


def test_hana_kami_returns_an_arcane_card() -> None:
    r = setup(lands=["Forest", "Forest"], mine=["Hana Kami"],
                 graveyard=["Lava Spike"])
    activate(r, "Hana Kami", 0, targets=["Lava Spike"])
    assert r.count(0, "Lava Spike", "hand") == 1


def test_lord_of_the_undead_returns_a_zombie_and_pumps() -> None:
    r = setup(lands=["Swamp", "Swamp"], mine=["Lord of the Undead", "Walking Corpse"],
                 graveyard=["Scathe Zombies"])
    assert r.pt(0, "Walking Corpse") == (3, 3)
    activate(r, "Lord of the Undead", 0, targets=["Scathe Zombies"])
    assert r.count(0, "Scathe Zombies", "hand") == 1


def test_cryptbreaker_makes_zombies_and_draws() -> None:
    r = setup(lands=["Swamp", "Swamp"], mine=["Cryptbreaker", "Walking Corpse",
                                                                             "Scathe Zombies"],
                 hand=["Island"], library=["Island"])
    activate(r, "Cryptbreaker", 0)
    assert r.count(0, "Zombie Token") == 1
    activate(r, "Cryptbreaker", 1)
    assert r.life(0) == 19 and r.hand(0) == 1


LORDS = [
    ("Lord of Atlantis", "Coral Merfolk", (3, 2)), ("Master of the Pearl Trident", "Coral Merfolk", (3, 2)),
    ("Goblin King", "Goblin Piker", (3, 2)), ("Goblin Chieftain", "Goblin Piker", (3, 2)),
    ("Veteran Armorsmith", "Elite Vanguard", (2, 2)), ("Veteran Swordsmith", "Elite Vanguard", (3, 1)),
    ("Benalish Marshal", "Grizzly Bears", (3, 3)), ("Crusade", "Savannah Lions", (3, 2)),
    ("Bad Moon", "Walking Corpse", (3, 3)), ("Glorious Anthem", "Grizzly Bears", (3, 3)),
    ("Death Baron", "Walking Corpse", (3, 3)), ("Liliana's Mastery", "Walking Corpse", (3, 3)),
]


@pytest.mark.parametrize(("lord", "other", "pt"), LORDS)
def test_lords_and_anthems(lord: str, other: str, pt: tuple[int, int]) -> None:
    r = setup(lands=[], mine=[lord, other])
    assert r.pt(0, other) == pt


def test_lord_keywords() -> None:
    r = setup(lands=[], mine=["Death Baron", "Walking Corpse"])
    assert "deathtouch" in r.keywords(0, "Walking Corpse")
    r = setup(lands=[], mine=["Goblin King", "Goblin Piker"])
    assert "mountainwalk" in r.keywords(0, "Goblin Piker")
    r = setup(lands=[], mine=["Goblin Chieftain", "Goblin Piker"])
    assert "haste" in r.keywords(0, "Goblin Piker")


def test_liliana_s_mastery_makes_two_zombies() -> None:
    r = run_card("Liliana's Mastery")
    assert r.count(0, "Zombie Token") == 2 and r.pt(0, "Zombie Token") == (3, 3)


def test_conditional_anthems() -> None:
    assert setup(lands=["Forest"], mine=["Kird Ape"]).pt(0, "Kird Ape") == (2, 3)
    assert setup(lands=[], mine=["Kird Ape"]).pt(0, "Kird Ape") == (1, 1)
    r = setup(lands=["Mountain", "Plains"], mine=["Wild Nacatl"])
    assert r.pt(0, "Wild Nacatl") == (3, 3)
    r = setup(lands=["Swamp", "Swamp", "Swamp"], mine=["Nightmare"])
    assert r.pt(0, "Nightmare") == (3, 3)


AURAS = [("Giant Strength", (4, 4)), ("Holy Strength", (3, 4)), ("Unholy Strength", (4, 3))]


@pytest.mark.parametrize(("name", "pt"), AURAS)
def test_auras(name: str, pt: tuple[int, int]) -> None:
    assert run_card(name, targets=["Grizzly Bears"], mine=["Grizzly Bears"]).pt(0, "Grizzly Bears") == pt


def test_flight_and_pacifism() -> None:
    assert "flying" in run_card("Flight", targets=["Grizzly Bears"], mine=["Grizzly Bears"]).keywords(
        0, "Grizzly Bears")
    r = run_card("Pacifism", targets=["Craw Wurm"], theirs=["Craw Wurm"])
    assert {"can't attack", "can't block"} <= r.keywords(1, "Craw Wurm")


EQUIPMENT = [("Bonesplitter", (4, 2)), ("Short Sword", (3, 3)), ("Leonin Scimitar", (3, 3)),
             ("Vulshok Morningstar", (4, 4)), ("Loxodon Warhammer", (5, 2)), ("Lightning Greaves", (2, 2)),
             ("Swiftfoot Boots", (2, 2))]


@pytest.mark.parametrize(("name", "pt"), EQUIPMENT)
def test_equipment(name: str, pt: tuple[int, int]) -> None:
    r = setup(lands=["Wastes"] * 3, mine=[name, "Grizzly Bears"])
    activate(r, name, len(r.state.objects[r.named(0, name)[0]].card.activated) - 1, targets=["Grizzly Bears"])
    assert r.pt(0, "Grizzly Bears") == pt
    if name == "Loxodon Warhammer":
        assert {"trample", "lifelink"} <= r.keywords(0, "Grizzly Bears")
    if name == "Lightning Greaves":
        assert {"haste", "shroud"} <= r.keywords(0, "Grizzly Bears")
    if name == "Swiftfoot Boots":
        assert {"haste", "hexproof"} <= r.keywords(0, "Grizzly Bears")


def test_adventuring_gear_landfall() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    gear = s.battlefield(0, "Adventuring Gear")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Wastes")
    land = s.hand(0, "Forest")
    game = s.start("main1")
    game.apply(("activate", gear, 0))
    drive(game, [("id", bears)])
    game.apply(("play_land", land))
    drive(game, [])
    from kitchentable.rules.continuous.layers import chars

    assert chars(game.state, bears).power == 4


LANDFALL_PUMP = [("Territorial Baloth", (6, 6)), ("Steppe Lynx", (2, 3)), ("Grove Rumbler", (5, 5))]


def _landfall(mine: list[str], answers: dict | None = None):  # type: ignore[no-untyped-def, type-arg]
    from kitchentable.scenario import Scenario

    from .harness import Result

    s = Scenario()
    for n in mine:
        s.battlefield(0, n)
    land = s.hand(0, "Forest")
    game = s.start("main1")
    game.apply(("play_land", land))
    drive(game, [], answers)
    return Result(game)


@pytest.mark.parametrize(("name", "pt"), LANDFALL_PUMP)
def test_landfall_pump(name: str, pt: tuple[int, int]) -> None:
    assert _landfall([name]).pt(0, name) == pt


def test_landfall_value() -> None:
    assert _landfall(["Grazing Gladehart"]).life(0) == 22
    assert _landfall(["Rampaging Baloths"]).count(0, "Beast Token") == 1
    assert _landfall(["Emeria Angel"]).count(0, "Bird Token") == 1
    assert _landfall(["Khalni Heart Expedition"]).counters(0, "Khalni Heart Expedition", "quest") == 1
    r = _landfall(["Lotus Cobra"])
    assert r.state.players[0].pool.total() == 1
    assert _landfall(["Felidar Retreat"], {"choose_modes": ("modes", (0,))}).count(0, "Cat Beast Token") == 1
    r = _landfall(["Felidar Retreat", "Grizzly Bears"], {"choose_modes": ("modes", (1,))})
    assert r.pt(0, "Grizzly Bears") == (3, 3) and "vigilance" in r.keywords(0, "Grizzly Bears")


def test_khalni_heart_expedition_fetches_two_lands() -> None:
    r = setup(lands=[], mine=["Khalni Heart Expedition"], library=["Forest", "Forest"],
              counters={"Khalni Heart Expedition": {"quest": 3}})
    activate(r, "Khalni Heart Expedition", 0)
    assert r.count(0, "Forest") == 2


def test_prowess_and_spell_triggers() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    for n in ["Stormchaser Mage", "Sprite Dragon", "Kiln Fiend", "Monastery Swiftspear", "Mountain"]:
        s.battlefield(0, n)
    bolt = s.hand(0, "Lightning Bolt")
    game = s.start("main1")
    game.apply(("cast", bolt))
    drive(game, ["opp"], {"order_triggers": ("order", 0)})
    from .harness import Result

    r = Result(game)
    assert r.pt(0, "Stormchaser Mage") == (2, 4)
    assert r.counters(0, "Sprite Dragon") == 1
    assert r.pt(0, "Kiln Fiend") == (6, 3)


def test_soul_warden_and_ajanis_pridemate() -> None:
    r = run_card("Grizzly Bears", mine=["Soul Warden", "Ajani's Pridemate"])
    assert r.life(0) == 21 and r.counters(0, "Ajani's Pridemate") == 1


def test_upkeep_triggers() -> None:
    from kitchentable.scenario import Scenario

    from .harness import Result

    s = Scenario()
    for n in ["Phyrexian Arena", "Bitterblossom", "Honden of Seeing Winds", "Scute Mob"] + ["Forest"] * 5:
        s.battlefield(0, n)
    for _ in range(4):
        s.library(0, "Island")
    game = s.start("upkeep")
    drive(game, [], {"order_triggers": ("order", 0)})
    r = Result(game)
    assert r.life(0) == 18
    assert r.count(0, "Faerie Rogue Token") == 1
    assert r.hand(0) >= 2
    assert r.counters(0, "Scute Mob") == 4


def test_dies_triggers() -> None:
    r = run_card("Lightning Bolt", targets=["Sprouting Thrinax"], theirs=["Sprouting Thrinax"])
    assert r.count(1, "Saproling Token") == 3
    r = run_card("Lightning Bolt", targets=["Walking Corpse"], mine=["Undead Augur", "Walking Corpse"],
                 library=["Island"])
    assert r.hand(0) == 1 and r.life(0) == 19


def test_snapping_sailback_enrage() -> None:
    r = run_card("Shock", targets=["Snapping Sailback"], mine=["Snapping Sailback"])
    assert r.counters(0, "Snapping Sailback") == 1


def test_thorn_lieutenant_makes_an_elf_when_targeted() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    s.battlefield(1, "Thorn Lieutenant")
    bolt = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    drive(game, ["Thorn Lieutenant"])
    from .harness import Result

    assert Result(game).count(1, "Elf Warrior Token") == 1


def test_combat_triggers() -> None:
    from kitchentable.scenario import Scenario

    from .harness import Result

    s = Scenario()
    cut = s.battlefield(0, "Dimir Cutpurse")
    marauder = s.battlefield(0, "Borderland Marauder")
    s.library(0, "Island")
    s.hand(1, "Island")
    game = s.start("declare_attackers")
    game.apply(("attack", cut, ("player", 1)))
    game.apply(("attack", marauder, ("player", 1)))
    game.apply(("attack_done",))
    for _ in range(60):
        if game.state.step in ("main2", "end"):
            break
        opts = game.legal_actions()
        for pref in (("pass",), ("block_done",), ("order", 0)):
            if pref in opts:
                game.apply(pref)
                break
        else:
            game.apply(opts[0])
    r = Result(game)
    assert r.life(1) == 20 - 2 - 3
    assert r.hand(1) == 0 and r.hand(0) == 1


def test_goblin_bushwhacker_kicked() -> None:
    r = run_card("Goblin Bushwhacker", cost=("cost", "kicker", 0), mine=["Grizzly Bears"], lands=["Mountain"] * 2)
    assert r.pt(0, "Grizzly Bears") == (3, 2) and "haste" in r.keywords(0, "Grizzly Bears")


def test_restrictions() -> None:
    for name in ("Goblin Piker", "Goblin Raider", "Vampire Interloper", "Carrion Feeder"):
        r = setup(lands=[], mine=[name])
        assert "can't block" in r.keywords(0, name)
    r = setup(lands=[], mine=["Phantom Warrior", "Cloud Sprite", "Cloud Elemental"])
    assert "can't be blocked" in r.keywords(0, "Phantom Warrior")
    assert "can block only creatures with flying" in r.keywords(0, "Cloud Sprite")
    assert "can block only creatures with flying" in r.keywords(0, "Cloud Elemental")


def test_cost_modifiers() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    s.battlefield(1, "Thalia, Guardian of Thraben")
    spell = s.hand(0, "Divination")
    for n in ["Island"] * 4:
        s.battlefield(0, n)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{3}{U}",)


def test_humility_opalescence_blood_moon() -> None:
    r = setup(lands=[], mine=["Humility", "Serra Angel"])
    assert r.pt(0, "Serra Angel") == (1, 1) and "flying" not in r.keywords(0, "Serra Angel")
    r = setup(lands=[], mine=["Opalescence", "Glorious Anthem"])
    assert r.pt(0, "Glorious Anthem") == (4, 4)
    from kitchentable.rules.continuous.layers import chars

    r = setup(lands=[], mine=["Blood Moon", "Azorius Guildgate"])
    assert "Mountain" in chars(r.state, r.named(0, "Azorius Guildgate")[0]).subtypes


def test_planeswalkers() -> None:
    r = setup(lands=[], mine=["Jace Beleren"], library=["Island"],
                 their_library=["Island"])
    activate(r, "Jace Beleren", 0)
    assert r.hand(0) == 1 and r.hand(1) == 1 and r.counters(0, "Jace Beleren", "loyalty") == 5
    r = setup(lands=[], mine=["Garruk Wildspeaker"])
    activate(r, "Garruk Wildspeaker", 1)
    assert r.count(0, "Beast Token") == 1 and r.counters(0, "Garruk Wildspeaker", "loyalty") == 2
    r = setup(lands=["Forest", "Forest"], mine=["Garruk Wildspeaker"], tapped=["Forest"])
    activate(r, "Garruk Wildspeaker", 0, targets=["Forest", "Forest"])
    assert r.tapped(0, "Forest") == [False, False]
    r = setup(lands=[], mine=["Garruk Wildspeaker", "Grizzly Bears"], counters={"Garruk Wildspeaker": {"loyalty": 4}})
    activate(r, "Garruk Wildspeaker", 2)
    assert r.pt(0, "Grizzly Bears") == (5, 5)


def test_jace_ultimate_mills_twenty() -> None:
    r = setup(lands=[], mine=["Jace Beleren"], their_library=["Island"] * 25,
              counters={"Jace Beleren": {"loyalty": 10}})
    activate(r, "Jace Beleren", 2, targets=["opp"])
    assert len(r.state.zone("graveyard", 1)) == 20


def test_jeweled_bird_antes_itself_and_draws() -> None:
    r = setup(lands=[], mine=["Jeweled Bird"], library=["Island"])
    activate(r, "Jeweled Bird", 0)
    assert r.hand(0) == 1 and r.count(0, "Jeweled Bird", "ante") == 1


def test_sol_ring_casts_more() -> None:
    r = run_card("Sol Ring", hand=["Mind Stone"], lands=["Wastes"])
    r.game.apply(("mana", r.named(0, "Sol Ring")[0], 0))
    assert r.state.players[0].pool.total() == 2
    cast_more(r, "Mind Stone", answers={"pay_mana": ("pay",)})
    assert r.count(0, "Mind Stone") == 1
