"""Behaviour of the pool's cards in scenarios: each test casts or uses a card's main ability."""

from __future__ import annotations

from kitchentable.scenario import Scenario


def resolve(game) -> None:  # type: ignore[no-untyped-def]
    game.apply(("pass",))
    game.apply(("pass",))


def pay_all(game) -> None:  # type: ignore[no-untyped-def]
    """Answer the cost decisions of 601.2g-h: pick the first offered card or permanent, then pay."""
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if ("pay",) in options:
            game.apply(("pay",))
        else:
            game.apply(next(o for o in options if o[0] != "cancel"))


def test_lightning_bolt_hits_a_player() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.state.players[1].life == 17


def test_shock_kills_a_bear() -> None:
    s = Scenario()
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", bears))
    game.apply(("pay",))
    resolve(game)
    assert bears not in game.state.battlefield()


def test_blaze_deals_x() -> None:
    s = Scenario()
    blaze = s.hand(0, "Blaze")
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", blaze))
    game.apply(("x", 3))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.state.players[1].life == 17


def test_counterspell_counters() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    counter = s.hand(1, "Counterspell")
    s.battlefield(0, "Mountain")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)
    resolve(game) if game.state.stack_ids() else None
    assert game.state.players[1].life == 20
    assert any(e.kind == "countered" for e in game.state.log)


def test_divination_draws_two() -> None:
    s = Scenario()
    spell = s.hand(0, "Divination")
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 2


def test_cryptic_command_two_modes_bounce_and_draw() -> None:
    s = Scenario()
    cryptic = s.hand(0, "Cryptic Command")
    s.many(0, "battlefield", ["Island"] * 4)
    s.library(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", cryptic))
    game.apply(("modes", (1, 3)))
    game.apply(("target", bears))
    game.apply(("pay",))
    resolve(game)
    assert bears not in game.state.battlefield()
    assert len(game.state.zone("hand", 1)) == 1
    assert len(game.state.zone("hand", 0)) == 1


def test_force_of_will_alternative_cost() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    fow = s.hand(1, "Force of Will")
    s.hand(1, "Storm Crow")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", fow))
    game.apply(("cost", "alternative", 0))
    game.apply(("target", game.state.stack_ids()[0]))
    pay_all(game)
    while game.state.stack_ids():
        game.apply(("pass",))
    assert game.state.players[1].life == 19
    assert len(game.state.zone("hand", 1)) == 0


def test_bone_splinters_additional_cost() -> None:
    s = Scenario()
    spell = s.hand(0, "Bone Splinters")
    s.battlefield(0, "Swamp")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Craw Wurm")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", theirs))
    pay_all(game)
    resolve(game)
    assert mine not in game.state.battlefield()
    assert theirs not in game.state.battlefield()


def test_goblin_electromancer_reduces_and_sphere_increases() -> None:
    s = Scenario()
    spell = s.hand(0, "Lightning Strike")
    s.battlefield(0, "Goblin Electromancer")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{R}",)

    s = Scenario()
    spell = s.hand(0, "Shock")
    s.battlefield(1, "Sphere of Resistance")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{1}{R}",)


def test_giant_strength_aura() -> None:
    from kitchentable.rules.continuous.layers import chars

    s = Scenario()
    rancor = s.hand(0, "Giant Strength")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", rancor))
    game.apply(("target", bears))
    game.apply(("pay",))
    resolve(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (4, 4)


def test_bonesplitter_equip() -> None:
    from kitchentable.rules.continuous.layers import chars

    s = Scenario()
    sword = s.battlefield(0, "Bonesplitter")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", sword, 0))
    game.apply(("target", bears))
    game.apply(("pay",))
    resolve(game)
    assert chars(game.state, bears).power == 4


def test_diregraf_ghoul_enters_tapped() -> None:
    s = Scenario()
    ghoul = s.hand(0, "Diregraf Ghoul")
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", ghoul))
    game.apply(("pay",))
    resolve(game)
    new = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Diregraf Ghoul"][0]
    assert game.state.objects[new].tapped


def test_elvish_visionary_enters_trigger_draws() -> None:
    s = Scenario()
    elf = s.hand(0, "Elvish Visionary")
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", elf))
    game.apply(("pay",))
    resolve(game)
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 1


def test_monastery_swiftspear_prowess() -> None:
    from kitchentable.rules.continuous.layers import chars

    s = Scenario()
    spear = s.battlefield(0, "Monastery Swiftspear")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert chars(game.state, spear).power == 2


def test_lord_of_atlantis_pumps_other_merfolk() -> None:
    from kitchentable.rules.continuous.layers import chars

    s = Scenario()
    lord = s.battlefield(0, "Lord of Atlantis")
    fish = s.battlefield(1, "Coral Merfolk")
    game = s.start("main1")
    assert chars(game.state, fish).power == 3
    assert "islandwalk" in chars(game.state, fish).keywords
    assert chars(game.state, lord).power == 2


def test_wrath_of_god_destroys_all_creatures() -> None:
    s = Scenario()
    wrath = s.hand(0, "Wrath of God")
    s.many(0, "battlefield", ["Plains"] * 4)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", wrath))
    game.apply(("pay",))
    resolve(game)
    assert a not in game.state.battlefield() and b not in game.state.battlefield()


def test_earthquake_hits_ground_creatures_and_players() -> None:
    s = Scenario()
    quake = s.hand(0, "Earthquake")
    s.many(0, "battlefield", ["Mountain"] * 3)
    bears = s.battlefield(1, "Grizzly Bears")
    angel = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", quake))
    game.apply(("x", 2))
    game.apply(("pay",))
    resolve(game)
    assert bears not in game.state.battlefield() and angel in game.state.battlefield()
    assert game.state.players[0].life == 18 and game.state.players[1].life == 18


def test_rampant_growth_fetches_a_basic_tapped() -> None:
    s = Scenario()
    spell = s.hand(0, "Rampant Growth")
    s.many(0, "battlefield", ["Forest", "Forest"])
    land = s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    game.apply(("find", land))
    forests = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Forest"]
    assert len(forests) == 3
    assert sum(game.state.objects[o].tapped for o in forests) == 3


def test_burst_lightning_kicked_deals_four() -> None:
    s = Scenario()
    spell = s.hand(0, "Burst Lightning")
    s.many(0, "battlefield", ["Mountain"] * 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.state.players[1].life == 16
