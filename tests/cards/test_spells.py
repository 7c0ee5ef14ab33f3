"""Behaviour of instants and sorceries: each is cast in a scenario and its main effect checked."""

from __future__ import annotations

import pytest

from .harness import drive, run_card

BURN_TO_OPPONENT = [
    ("Lightning Bolt", 3), ("Shock", 2), ("Lightning Strike", 3), ("Searing Spear", 3), ("Volcanic Hammer", 3),
    ("Lava Spike", 3), ("Lava Axe", 5), ("Lightning Blast", 4), ("Firebolt", 2),
    ("Magma Jet", 2), ("Tarfire", 2), ("Lightning Helix", 3), ("Blightning", 3), ("Fireblast", 4),
]


@pytest.mark.parametrize(("name", "damage"), BURN_TO_OPPONENT)
def test_burn_to_the_opponent(name: str, damage: int) -> None:
    r = run_card(name, targets=["opp"], their_hand=["Island", "Island"])
    assert r.life(1) == 20 - damage


def test_lightning_helix_gains_and_blightning_discards() -> None:
    assert run_card("Lightning Helix", targets=["opp"]).life(0) == 23
    assert run_card("Blightning", targets=["opp"], their_hand=["Island", "Island", "Island"]).hand(1) == 1


def test_fireblast_alternative_cost_sacrifices_two_mountains() -> None:
    r = run_card("Fireblast", targets=["opp"], lands=["Mountain", "Mountain"], cost=("cost", "alternative", 0))
    assert r.life(1) == 16 and r.count(0, "Mountain") == 0


KILL_CREATURE = [
    ("Flame Slash", "Craw Wurm"), ("Sunlance", "Grizzly Bears"), ("Vicious Hunger", "Grizzly Bears"),
    ("Doom Blade", "Grizzly Bears"), ("Terror", "Grizzly Bears"), ("Murder", "Serra Angel"),
    ("Go for the Throat", "Grizzly Bears"), ("Dark Banishing", "Grizzly Bears"), ("Terminate", "Craw Wurm"),
    ("Putrefy", "Craw Wurm"), ("Mortify", "Craw Wurm"), ("Smite the Monstrous", "Craw Wurm"),
    ("Swords to Plowshares", "Craw Wurm"), ("Plummet", "Serra Angel"), ("Disfigure", "Grizzly Bears"),
    ("Last Gasp", "Trained Armodon"), ("Bone Splinters", "Craw Wurm"), ("Lightning Bolt", "Grizzly Bears"),
]


@pytest.mark.parametrize(("name", "victim"), KILL_CREATURE)
def test_removal_kills_its_target(name: str, victim: str) -> None:
    r = run_card(name, targets=[victim], theirs=[victim], mine=["Grizzly Bears"])
    assert r.count(1, victim) == 0


def test_swords_gives_life_equal_to_power() -> None:
    assert run_card("Swords to Plowshares", targets=["Craw Wurm"], theirs=["Craw Wurm"]).life(1) == 26


def test_doom_blade_cannot_target_black() -> None:
    r = run_card("Doom Blade", targets=["Walking Corpse"], theirs=["Walking Corpse", "Grizzly Bears"])
    assert r.count(1, "Walking Corpse") == 1 and r.count(1, "Grizzly Bears") == 0


NONCREATURE_REMOVAL = [
    ("Disenchant", "Sphere of Resistance"), ("Naturalize", "Glorious Anthem"), ("Shatter", "Mind Stone"),
    ("Revoke Existence", "Sol Ring"), ("Stone Rain", "Forest"), ("Golgari Charm", "Crusade"),
]


@pytest.mark.parametrize(("name", "victim"), NONCREATURE_REMOVAL)
def test_noncreature_removal(name: str, victim: str) -> None:
    modes = (1,) if name == "Golgari Charm" else None
    r = run_card(name, targets=[victim], theirs=[victim], modes=modes)
    assert r.count(1, victim) == 0


MASS = [("Wrath of God", 0), ("Day of Judgment", 0), ("Pyroclasm", 0), ("Akroma's Vengeance", 0),
        ("Planar Cleansing", 0)]


@pytest.mark.parametrize(("name", "left"), MASS)
def test_mass_removal(name: str, left: int) -> None:
    r = run_card(name, theirs=["Grizzly Bears", "Grizzly Bears"], mine=["Llanowar Elves"])
    assert r.creatures(1) == left and r.creatures(0) == 0


def test_armageddon_and_flame_rift() -> None:
    assert run_card("Armageddon", theirs=["Forest"]).state.battlefield() == []
    r = run_card("Flame Rift")
    assert r.life(0) == 16 and r.life(1) == 16


def test_golgari_charm_shrinks_everything() -> None:
    r = run_card("Golgari Charm", theirs=["Llanowar Elves", "Grizzly Bears"], modes=(0,))
    assert r.count(1, "Llanowar Elves") == 0 and r.pt(1, "Grizzly Bears") == (1, 1)


DRAW = [("Ancestral Recall", 3), ("Inspiration", 2), ("Counsel of the Soratami", 2), ("Concentrate", 3),
        ("Harmonize", 3), ("Night's Whisper", 2), ("Sign in Blood", 2), ("Divination", 2), ("Opt", 1),
        ("Consider", 1), ("Think Twice", 1), ("Preordain", 1), ("Impulse", 1), ("Anticipate", 1)]


@pytest.mark.parametrize(("name", "cards"), DRAW)
def test_card_draw(name: str, cards: int) -> None:
    r = run_card(name, targets=["me"], library=["Island"] * 6)
    assert r.hand(0) == cards


def test_sign_in_blood_and_nights_whisper_cost_life() -> None:
    assert run_card("Sign in Blood", targets=["me"], library=["Island"] * 3).life(0) == 18
    assert run_card("Night's Whisper", library=["Island"] * 3).life(0) == 18


def test_prosperity_each_player_draws_x() -> None:
    r = run_card("Prosperity", x=2, library=["Island"] * 3, their_library=["Island"] * 3)
    assert r.hand(0) == 2 and r.hand(1) == 2


def test_stroke_of_genius_x() -> None:
    assert run_card("Stroke of Genius", x=3, targets=["me"], library=["Island"] * 5).hand(0) == 3


def test_think_twice_flashback_from_graveyard() -> None:
    r = run_card("Think Twice", library=["Island"] * 3, lands=["Island"] * 6)
    oid = r.named(0, "Think Twice", "graveyard")[0]
    r.game.apply(("cast", oid, "flashback"))

    drive(r.game, [], {"cost_choice": ("cost", "normal")})
    assert r.hand(0) == 2 and r.count(0, "Think Twice", "exile") == 1


COUNTERS = ["Counterspell", "Cancel", "Negate", "Dissolve", "Absorb", "Force Spike", "Spell Pierce", "Mana Leak"]


def _counter_test(name: str, victim: str, victim_lands: list[str]) -> int:
    from kitchentable.scenario import Scenario

    from .harness import lands_for

    s = Scenario()
    spell = s.hand(0, victim)
    for n in victim_lands:
        s.battlefield(0, n)
    counter = s.hand(1, name)
    for n in lands_for(name, extra=0):
        s.battlefield(1, n)
    s.library(1, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    for _ in range(20):
        kinds = game.pending["kind"]
        opts = game.legal_actions()
        if kinds == "priority":
            break
        if kinds == "choose_target":
            game.apply(("target", ("player", 1)) if ("target", ("player", 1)) in opts else opts[0])
        elif ("pay",) in opts:
            game.apply(("pay",))
        else:
            game.apply(next(o for o in opts if o != ("cancel",)))
    game.apply(("pass",))
    game.apply(("cast", counter))
    stack = game.state.stack_ids()
    drive(game, [("id", stack[0])], {"cost_choice": ("cost", "normal"), "unless": ("no",)})
    return sum(1 for e in game.state.log if e.kind == "countered")


@pytest.mark.parametrize("name", COUNTERS)
def test_counterspells_counter_a_noncreature_spell(name: str) -> None:
    assert _counter_test(name, "Divination", ["Island"] * 3) == 1


@pytest.mark.parametrize("name", ["Essence Scatter", "Remove Soul", "Exclude", "Counterspell"])
def test_creature_counters(name: str) -> None:
    assert _counter_test(name, "Grizzly Bears", ["Forest"] * 2) == 1


def test_annul_counters_an_artifact_spell() -> None:
    assert _counter_test("Annul", "Sol Ring", ["Wastes"]) == 1


BOUNCE = ["Boomerang", "Repulse", "Into the Roil", "Vapor Snag", "Unsummon"]


@pytest.mark.parametrize("name", BOUNCE)
def test_bounce(name: str) -> None:
    r = run_card(name, targets=["Craw Wurm"], theirs=["Craw Wurm"], library=["Island"] * 2)
    assert r.count(1, "Craw Wurm") == 0 and r.hand(1) == 1


def test_vapor_snag_costs_life_and_kicked_into_the_roil_draws() -> None:
    assert run_card("Vapor Snag", targets=["Craw Wurm"], theirs=["Craw Wurm"]).life(1) == 19
    r = run_card("Into the Roil", targets=["Craw Wurm"], theirs=["Craw Wurm"], library=["Island"],
                 cost=("cost", "kicker", 0), lands=["Island"] * 4)
    assert r.hand(0) == 1


PUMP = [("Giant Growth", (5, 5)), ("Titanic Growth", (6, 6)), ("Brute Force", (5, 5)), ("Mighty Leap", (4, 4)),
        ("Dauntless Onslaught", (4, 4)), ("Selesnya Charm", (4, 4))]


@pytest.mark.parametrize(("name", "pt"), PUMP)
def test_pump_spells(name: str, pt: tuple[int, int]) -> None:
    modes = (0,) if name == "Selesnya Charm" else None
    r = run_card(name, targets=["Grizzly Bears"], mine=["Grizzly Bears"], modes=modes)
    assert r.pt(0, "Grizzly Bears") == pt


def test_mighty_leap_grants_flying_and_boros_charm_double_strike() -> None:
    assert "flying" in run_card("Mighty Leap", targets=["Grizzly Bears"], mine=["Grizzly Bears"]).keywords(
        0, "Grizzly Bears")
    r = run_card("Boros Charm", targets=["Grizzly Bears"], mine=["Grizzly Bears"], modes=(2,))
    assert "double strike" in r.keywords(0, "Grizzly Bears")
    assert run_card("Boros Charm", targets=["opp"], modes=(0,)).life(1) == 16


MASS_PUMP = [("Overrun", (5, 5)), ("Inspired Charge", (4, 3)), ("Rally the Peasants", (4, 2)),
             ("Crash Through", (2, 2))]


@pytest.mark.parametrize(("name", "pt"), MASS_PUMP)
def test_mass_pump(name: str, pt: tuple[int, int]) -> None:
    r = run_card(name, mine=["Grizzly Bears"], library=["Island"])
    assert r.pt(0, "Grizzly Bears") == pt
    if name in ("Overrun", "Crash Through"):
        assert "trample" in r.keywords(0, "Grizzly Bears")


def test_tokens() -> None:
    assert run_card("Raise the Alarm").count(0, "Soldier Token") == 2
    assert run_card("Selesnya Charm", modes=(2,)).count(0, "Knight Token") == 1


@pytest.mark.parametrize("name", ["Raise Dead", "Regrowth"])
def test_return_to_hand_from_graveyard(name: str) -> None:
    r = run_card(name, targets=["Craw Wurm"], graveyard=["Craw Wurm"])
    assert r.count(0, "Craw Wurm", "hand") == 1


@pytest.mark.parametrize("name", ["Zombify", "Unburial Rites"])
def test_reanimation(name: str) -> None:
    assert run_card(name, targets=["Craw Wurm"], graveyard=["Craw Wurm"]).count(0, "Craw Wurm") == 1


@pytest.mark.parametrize("name", ["Cruel Edict", "Diabolic Edict", "Geth's Verdict"])
def test_edicts(name: str) -> None:
    r = run_card(name, targets=["opp"], theirs=["Grizzly Bears"])
    assert r.creatures(1) == 0


def test_discard_spells() -> None:
    assert run_card("Mind Rot", targets=["opp"], their_hand=["Island"] * 3).hand(1) == 1
    assert run_card("Hymn to Tourach", targets=["opp"], their_hand=["Island"] * 3).hand(1) == 1


@pytest.mark.parametrize(("name", "lands"), [("Nature's Lore", 1), ("Three Visits", 1),
                                              ("Explosive Vegetation", 2), ("Rampant Growth", 1)])
def test_land_search(name: str, lands: int) -> None:
    r = run_card(name, library=["Forest", "Forest", "Island"], lands=lands_of(name))
    on_battlefield = r.count(0, "Forest") + r.count(0, "Island")
    assert on_battlefield - len(lands_of(name)) == lands


def lands_of(name: str) -> list[str]:
    from .harness import lands_for

    return [("Forest" if n == "Wastes" else n) for n in lands_for(name, extra=0)]


@pytest.mark.parametrize("name", ["Act of Treason", "Threaten"])
def test_threaten_effects(name: str) -> None:
    r = run_card(name, targets=["Craw Wurm"], theirs=["Craw Wurm"])
    assert r.count(0, "Craw Wurm") == 1 and "haste" in r.keywords(0, "Craw Wurm")


def test_additional_costs() -> None:
    r = run_card("Collateral Damage", targets=["opp"], mine=["Grizzly Bears"])
    assert r.life(1) == 17
    assert run_card("Village Rites", mine=["Grizzly Bears"], library=["Island"] * 2).hand(0) == 2
    r = run_card("Deadly Dispute", mine=["Grizzly Bears"], library=["Island"] * 2)
    assert r.hand(0) == 2 and r.count(0, "Treasure") == 1


def test_divided_damage() -> None:
    r = run_card("Forked Bolt", targets=["opp"], answers={"target_count": ("count", 1)})
    assert r.life(1) == 18
    r = run_card("Electrolyze", targets=["Llanowar Elves", "opp"], theirs=["Llanowar Elves"], library=["Island"])
    assert r.count(1, "Llanowar Elves") == 0 and r.life(1) == 19 and r.hand(0) == 1


def test_arc_trail_two_targets() -> None:
    r = run_card("Arc Trail", targets=["Grizzly Bears", "opp"], theirs=["Grizzly Bears"])
    assert r.count(1, "Grizzly Bears") == 0 and r.life(1) == 19


def test_agony_of_izzet_charm_modes() -> None:
    r = run_card("Izzet Charm", modes=(1,), targets=["Grizzly Bears"], theirs=["Grizzly Bears"])
    assert r.count(1, "Grizzly Bears") == 0
    r = run_card("Izzet Charm", modes=(2,), library=["Island"] * 2, hand=["Mountain", "Mountain"])
    assert r.hand(0) == 2 and r.count(0, "Mountain", "graveyard") + r.count(0, "Island", "graveyard") == 2


def test_hunt_the_weak() -> None:
    r = run_card("Hunt the Weak", targets=["Grizzly Bears", "Llanowar Elves"], mine=["Grizzly Bears"],
                 theirs=["Llanowar Elves"])
    assert r.count(1, "Llanowar Elves") == 0 and r.pt(0, "Grizzly Bears") == (3, 3)


def test_prey_upon() -> None:
    r = run_card("Prey Upon", targets=["Craw Wurm", "Grizzly Bears"], mine=["Craw Wurm"], theirs=["Grizzly Bears"])
    assert r.count(1, "Grizzly Bears") == 0


def test_contract_from_below_antes_and_draws_seven() -> None:
    r = run_card("Contract from Below", hand=["Island"], library=["Island"] * 9)
    assert r.hand(0) == 7 and len(r.state.zones.get(("ante", -1), [])) == 1


def test_demonic_attorney_each_player_antes() -> None:
    r = run_card("Demonic Attorney", library=["Island"], their_library=["Island"])
    assert len(r.state.zones.get(("ante", -1), [])) == 2


def test_earthquake_and_blaze_and_burst_lightning_are_covered_elsewhere() -> None:
    r = run_card("Earthquake", x=1, theirs=["Llanowar Elves", "Storm Crow"])
    assert r.count(1, "Llanowar Elves") == 0 and r.count(1, "Storm Crow") == 1 and r.life(1) == 19


def test_drain_spells() -> None:
    r = run_card("Drain Life", targets=["opp"], x=2, lands=["Swamp"] * 4)
    assert (r.life(0), r.life(1)) == (22, 18)
    r = run_card("Soul Feast", targets=["opp"])
    assert (r.life(0), r.life(1)) == (24, 16)


def test_dark_ritual_adds_three_black() -> None:
    r = run_card("Dark Ritual", lands=["Swamp"])
    assert r.state.players[0].pool.amounts.get("B", 0) == 3


def test_righteousness_pumps_a_blocker() -> None:
    from kitchentable.scenario import Scenario

    from .harness import Result

    s = Scenario()
    attacker = s.battlefield(0, "Craw Wurm")
    blocker = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Plains")
    spell = s.hand(1, "Righteousness")
    game = s.start("declare_attackers")
    game.apply(("attack", attacker, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while not (game.pending["kind"] == "priority" and game.pending["player"] == 1):
        game.apply(game.legal_actions()[0] if ("pass",) not in game.legal_actions() else ("pass",))
    game.apply(("cast", spell))
    game.apply(("target", blocker))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    r = Result(game)
    assert r.pt(1, "Grizzly Bears") == (9, 9)


def test_drain_life_spends_only_black_mana_on_x_and_gains_at_most_the_toughness() -> None:
    """Drain Life: {X}{1}{B}, X paid with black mana only (601.2h); the life gained is the damage dealt but
    not more than the creature's toughness, or the player's life total before the damage."""
    r = run_card("Drain Life", targets=["Grizzly Bears"], theirs=["Grizzly Bears"], x=3, lands=["Swamp"] * 5)
    assert r.count(1, "Grizzly Bears") == 0 and r.life(0) == 22
    r = run_card("Drain Life", targets=["opp"], x=3, lands=["Swamp"] * 5, life=2)
    assert (r.life(0), r.life(1)) == (4, -1)
    r = run_card("Drain Life", targets=["opp"], x=3, lands=["Swamp"] * 3 + ["Mountain"] * 2)
    assert r.life(1) == 20 and any(a[0] == "cast" for a in r.game.legal_actions())
