"""Tests of `cards.language.core.effects`: effects (608.2c, 701). Each compiles a small card text of our own
and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card, resolve
from tests.cards.harness import drive

BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def _named(game: object, name: str, zone: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for (kind, _seat), ids in st.zones.items() if kind == zone for o in ids
            if st.objects[o].card.name == name]


BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _names(game, zone: str, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


OLD = "Raid Hawk {1}{B}\nCreature — Bird 2/2\nWhen Raid Hawk deals combat damage to a player, you gain 3 life."


NEW = "Raid Hawk {1}{B}\nCreature — Bird 2/2\nWhenever Raid Hawk deals combat damage to a player, you gain 3 life."


def test_603_2_when_deals_combat_damage_is_the_whenever_trigger() -> None:
    (old,), (new,) = _card(OLD).triggered, _card(NEW).triggered
    assert old.trigger == new.trigger and old.trigger.event == "deals_combat_damage_to_player"
    assert old.effect == new.effect and old.intervening_if == new.intervening_if


def test_510_2_when_deals_combat_damage_to_a_player_triggers_on_combat_damage() -> None:
    s = Scenario()
    hawk = s.battlefield(0, _card(OLD))
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", hawk, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.step != "main2":
        game.apply(game.legal_actions()[-1] if game.pending["kind"] == "declare_blockers" else ("pass",))
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 23


def test_205_3_non_subtype_adjective_leaves_that_subtype_out() -> None:
    """Restoration Angel's "target non-Angel creature you control": an Angel is not a legal target."""
    from kitchentable.rules.state import BATTLEFIELD

    angel = _card("Sky Warden {3}{W}\nCreature — Angel 3/4\nFlash\nWhen Sky Warden enters the battlefield, you may "
                  "exile target non-Angel creature you control, then return that card to the battlefield under "
                  "your control.")
    (spec,) = angel.triggered[0].effect.modes[0].targets  # type: ignore[union-attr]
    assert spec.filter.not_subtypes == frozenset({"Angel"})
    s = Scenario(options={"idle_mana_abilities": True})
    other = s.battlefield(0, _card("Old Angel {2}{W}\nCreature — Angel 2/2"))
    bird = s.battlefield(0, _card(OLD))
    s.many(0, "battlefield", ["Plains"] * 4)
    warden = s.hand(0, angel)
    game = s.start("main1")
    game.apply(("cast", warden))
    seen: set[int] = set()
    for _ in range(60):
        pending = game.pending
        assert pending is not None
        if pending["kind"] == "choose_target":
            seen |= {o[1] for o in game.legal_actions() if len(o) > 1 and isinstance(o[1], int)}
        if pending["kind"] == "priority" and not game.state.stack_ids():
            break
        acts = [a for a in game.legal_actions() if a not in {("no",), ("cancel",)}]
        game.apply(("pass",) if pending["kind"] == "priority" else acts[0])
    assert bird in seen and other not in seen
    assert bird not in game.state.objects  # flickered: a new object (400.7)
    assert [o for o in game.state.objects.values() if o.card.name == "Raid Hawk" and o.zone[0] == BATTLEFIELD]


def test_122_1_target_creature_that_has_a_counter_on_it() -> None:
    """Triad of Fates: "exile target creature that has a fate counter on it, then return it ..." is the
    same target restriction as "with a fate counter on it"."""
    triad = _card("Fate Keeper {2}{W}{B}\nCreature — Human Wizard 3/3\n{W}, {T}: Exile target creature that has a "
                  "fate counter on it, then return it to the battlefield under its owner's control.")
    (spec,) = triad.activated[0].effect.modes[0].targets  # type: ignore[union-attr]
    assert spec.filter.with_counter == "fate"
    assert [e.kind for e in triad.activated[0].effect.modes[0].effects] == ["exile", "return_to_battlefield"]  # type: ignore[union-attr]


FLAME = card("Test Flame {1}{R}\nSorcery\nTest Flame deals 3 damage to any target. If a creature dealt damage "
             "this way would die this turn, exile it instead.")


SPRAY = card("Test Spray {R}\nInstant\nTest Spray deals 1 damage to target creature. If that creature would die "
             "this turn, exile it instead.")


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_instead_of_dying() -> None:
    s = Scenario()
    flame = s.hand(0, FLAME)
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", flame))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear not in game.state.battlefield()
    assert not game.state.zone("graveyard", 1) and len(game.state.zone("exile", -1)) == 1


def test_614_1a_that_creature_is_exiled_if_it_dies_later_this_turn() -> None:
    s = Scenario()
    spray = s.hand(0, SPRAY)
    bolt = s.hand(0, BOLT)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/3"))
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", spray))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox in game.state.battlefield()  # 1 damage: it survives, and the replacement waits all turn
    game.apply(("cast", bolt))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox not in game.state.battlefield() and not game.state.zone("graveyard", 1)


GROUNDED = card("Test Snare {U}\nInstant\nTarget creature loses flying until end of turn.")


CLIPPED = card("Test Clip {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature loses flying.")


BIRD = card("Test Bird {1}{U}\nCreature — Bird 1/1\nFlying")


FINAL = card("Test Final Blow {1}{B}\nInstant\nTarget creature can't be regenerated this turn. Destroy it.")


def test_613_1f_loses_flying_until_end_of_turn_and_while_enchanted() -> None:
    s = Scenario()
    snare = s.hand(0, GROUNDED)
    bird = s.battlefield(1, BIRD)
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", snare))
    game.apply(("target", bird))
    answer_until_priority(game)
    resolve_stack(game)
    assert "flying" not in chars(game.state, bird).keywords
    s = Scenario()
    bird = s.battlefield(1, BIRD)
    clip = s.battlefield(0, CLIPPED, attached_to=bird)
    other = s.battlefield(1, BIRD)
    game = s.start("main1")
    assert "flying" not in chars(game.state, bird).keywords and "flying" in chars(game.state, other).keywords
    assert clip in game.state.battlefield()


def test_701_15_cant_be_regenerated_this_turn() -> None:
    s = Scenario()
    final = s.hand(0, FINAL)
    troll = s.battlefield(1, card("Test Troll {1}{G}\nCreature — Troll 2/2"))
    s.state.objects[troll].regen_shields = 1
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    game.apply(("cast", final))
    game.apply(("target", troll))
    answer_until_priority(game)
    resolve_stack(game)
    assert troll not in game.state.battlefield()


PAINT = card("Test Paint {R}\nInstant\nAny number of target creatures become red until end of turn.")


def test_105_3_any_number_of_target_creatures_become_red() -> None:
    s = Scenario()
    paint = s.hand(0, PAINT)
    a = s.battlefield(0, BIRD)
    b = s.battlefield(1, BIRD)
    c = s.battlefield(1, BIRD)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", paint))
    assert ("count", 3) in game.legal_actions() and ("count", 0) in game.legal_actions()
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, a).colors == frozenset({"R"}) and chars(game.state, b).colors == frozenset({"R"})
    assert chars(game.state, c).colors == frozenset({"U"})


FEAST = card("Test Feast {1}{G}\nSorcery\nYou gain 2 life for each creature on the battlefield. Each opponent loses "
             "1 life for each Bird you control.")


def test_608_2h_life_for_each_counted_as_it_resolves() -> None:
    s = Scenario()
    feast = s.hand(0, FEAST)
    s.battlefield(0, BIRD)
    s.battlefield(0, BIRD)
    s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Forest"] * 2)
    game = s.start("main1")
    game.apply(("cast", feast))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 26 and game.state.players[1].life == 18


TOME = card("Test Tome {2}\nArtifact\n{T}, Sacrifice Test Tome: Draw a card for each page counter on Test Tome.")


def test_608_2h_draw_for_each_counter_on_a_source_that_left() -> None:
    s = Scenario()
    tome = s.battlefield(0, TOME, counters={"page": 2})
    s.many(0, "library", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("activate", tome, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 2  # sacrificed as a cost: its counters as it last existed


FLOOD = card("Test Flood {U}\nInstant\nTarget land becomes an Island until end of turn.")


def test_305_7_target_land_becomes_an_island_until_end_of_turn() -> None:
    s = Scenario()
    flood = s.hand(0, FLOOD)
    mountain = s.battlefield(1, "Mountain")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", flood))
    game.apply(("target", mountain))
    answer_until_priority(game)
    resolve_stack(game)
    c = chars(game.state, mountain)
    assert c.subtypes == frozenset({"Island"}) and len(c.activated) == 1 and c.activated[0].is_mana


TWIDDLE = card("Test Twiddle {U}\nInstant\nYou may tap or untap target artifact, creature, or land.")


def test_608_2d_tap_or_untap_target_permanent() -> None:
    for choice, tapped_before, tapped_after in ((("untap",), True, False), (("tap",), False, True)):
        s = Scenario()
        twiddle = s.hand(0, TWIDDLE)
        land = s.battlefield(1, "Forest", tapped=tapped_before)
        s.battlefield(0, "Island")
        game = s.start("main1")
        game.apply(("cast", twiddle))
        game.apply(("target", land))
        answer_until_priority(game)
        game.apply(("pass",))
        game.apply(("pass",))
        game.apply(("yes",))
        assert game.pending["kind"] == "tap_or_untap"
        game.apply(choice)
        assert game.state.objects[land].tapped is tapped_after


PEEKER = card("Test Peeker {1}{U}{U}\nCreature — Wizard 1/1\nWhen Test Peeker enters, untap up to two lands.")


def test_608_2d_untap_up_to_two_lands_chosen_as_it_resolves() -> None:
    s = Scenario()
    peeker = s.hand(0, PEEKER)
    lands = s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", peeker))
    answer_until_priority(game)
    assert all(game.state.objects[o].tapped for o in lands)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "untap_up_to"
    game.apply(("untap", lands[0]))
    game.apply(("untap", lands[1]))
    assert sum(not game.state.objects[o].tapped for o in lands) == 2


def test_701_20a_shuffle_alone_is_shuffle_your_library() -> None:
    """Since 2020 Oracle says "Shuffle." where it said "Shuffle your library." (Mindmoil-style costs)."""
    old = _card("Old Shuffler {1}\nArtifact\n{1}, {T}: Shuffle your library.")
    new = _card("New Shuffler {1}\nArtifact\n{1}, {T}: Shuffle.")
    assert old.activated[0].effect == new.activated[0].effect
    (effect,) = new.activated[0].effect.modes[0].effects  # type: ignore[union-attr]
    assert effect.kind == "shuffle"


def test_701_20a_if_you_do_shuffle() -> None:
    """"You may search ... If you do, shuffle." compiles as the older "If you do, shuffle your library."."""
    text = ("Seeker {G}\nSorcery\nYou may search your library for a Goblin card, reveal that card, and put it into your "
            "hand. If you do, shuffle@.")
    assert _card(text.replace("@", "")).spell == _card(text.replace("@", " your library")).spell


_GANAX = ("Ganax, Astral Hunter {4}{R}\nLegendary Creature — Dragon 3/4\nFlying\nWhenever Ganax, Astral Hunter or "
          "another Dragon you control enters, create a Treasure token.")


def test_603_2_this_or_another_dragon_you_control_enters() -> None:
    """Ganax: its own entering and another Dragon's each make a Treasure; a non-Dragon doesn't."""
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Mountain"] * 11)
    ganax = s.hand(0, _card(_GANAX))
    whelp = s.hand(0, _card("Whelp {1}{R}\nCreature — Dragon 1/1"))
    bears = s.hand(0, _card("Red Bear {1}{R}\nCreature — Bear 2/2"))
    game = s.start("main1")
    for oid in (ganax, bears, whelp):
        game.apply(("cast", oid))
        drive(game, [])
    assert len(_named(game, "Treasure", "battlefield")) == 2


def test_613_4b_target_creature_has_base_power_and_toughness_until_end_of_turn() -> None:
    """Zhalfirin Shapecraft's 2021+ wording: base P/T set in layer 7b; a +1/+1 counter still counts on top."""
    from kitchentable.rules.continuous.layers import chars

    shapecraft = _card("Shapecraft {1}{U}\nInstant\nTarget creature has base power and toughness 4/3 until end of "
                       "turn.\nDraw a card.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.many(0, "battlefield", ["Island"] * 2)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    spell = s.hand(0, shapecraft)
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, [("id", bears)])
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (5, 4)
    while game.state.step != "cleanup" and game.state.turn == 5:
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (3, 3)


def test_207_2c_a_modes_flavor_word_is_ignored() -> None:
    """Damage Control Crew: "• Repair — Return ..." is the mode "Return ..."."""
    crew = _card("Damage Control Crew {3}{G}\nCreature — Human Citizen 3/3\nWhen this creature enters, choose one —\n"
                 "• Repair — Return target card with mana value 4 or greater from your graveyard to your hand.\n"
                 "• Impound — Exile target artifact or enchantment.")
    plain = _card("Damage Control Crew {3}{G}\nCreature — Human Citizen 3/3\nWhen this creature enters, choose one —\n"
                  "• Return target card with mana value 4 or greater from your graveyard to your hand.\n"
                  "• Exile target artifact or enchantment.")
    assert crew.triggered[0].effect == plain.triggered[0].effect


_PRIEST = ("Banisher Priest {1}{W}{W}\nCreature — Human Cleric 2/2\nWhen this creature enters, exile target creature an "
           "opponent controls until this creature leaves the battlefield.")


def test_610_3c_exiled_until_the_source_leaves_then_returns() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(1, "Grizzly Bears")
    priest = s.hand(0, _card(_PRIEST))
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", priest))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "battlefield")
    (bolt,) = _named(game, "Lightning Bolt", "hand")
    game.apply(("cast", bolt))
    drive(game, ["Banisher Priest"])
    assert _named(game, "Banisher Priest", "graveyard")
    (bears,) = _named(game, "Grizzly Bears", "battlefield")
    assert game.state.objects[bears].controller == 1 and not game.state.delayed


def test_610_3c_nothing_is_exiled_if_the_source_already_left() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    priest = s.hand(0, _card(_PRIEST))
    s.hand(0, "Lightning Bolt")
    game = s.start("main1")
    game.apply(("cast", priest))
    for _ in range(40):  # the enters trigger waits on the stack: kill the Priest in response
        if game.pending["kind"] == "choose_target":
            game.apply(next(a for a in game.legal_actions() if a[0] == "target"))
            continue
        if game.state.stack_ids() and game.pending["kind"] == "priority" and game.pending["player"] == 0 \
                and _named(game, "Banisher Priest", "battlefield"):
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    (bolt,) = _named(game, "Lightning Bolt", "hand")
    game.apply(("cast", bolt))
    drive(game, ["Banisher Priest"])
    assert _named(game, "Banisher Priest", "graveyard") and _named(game, "Grizzly Bears", "battlefield")


def test_702_29a_whenever_you_cycle_or_discard_a_card_triggers_once_per_cycle() -> None:
    faith = _card("Faith of the Devoted {2}{B}\nEnchantment\nWhenever you cycle or discard a card, you may pay {1}. "
                  "If you do, each opponent loses 2 life and you gain 2 life.")
    assert faith.triggered[0].trigger.event == "discard"
    s = Scenario(options={"idle_mana_abilities": True})
    s.library(0, "Island")
    s.battlefield(0, faith)
    s.many(0, "battlefield", ["Swamp"] * 3)
    cycler = s.hand(0, _card("Cycler {2}{B}\nCreature — Zombie 2/2\nCycling {1}"))
    game = s.start("main1")
    game.apply(("activate", cycler, 0))
    drive(game, [], {"unless": ("yes",), "optional": ("yes",)})
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


def test_205_3m_modern_creature_types_are_words_of_the_language() -> None:
    """Ally (the Zendikar allies' "~ or another Ally enters") and the creature types of newer sets."""
    patrol = _card("Makindi Patrol {2}{W}\nCreature — Human Knight Ally 2/3\nWhenever Makindi Patrol or another Ally "
                   "enters the battlefield under your control, creatures you control gain vigilance until end of turn.")
    assert patrol.triggered[0].trigger.filter.subtypes == frozenset({"Ally"})  # type: ignore[union-attr]
    hero = _card("Hero Cop {1}{W}\nCreature — Human Hero 2/2\nOther Heroes you control get +1/+1.")
    assert hero.static


def test_614_1a_if_that_creature_would_die_this_turn_exile_it_instead() -> None:
    cruelty = _card("Ob Nixilis's Cruelty {2}{B}\nInstant\nTarget creature gets -5/-5 until end of turn. If that "
                    "creature would die this turn, exile it instead.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, cruelty)
    game = s.start("main1")
    game.apply(("cast", spell))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "graveyard")


def test_603_4_if_you_cast_it_from_your_hand() -> None:
    titan = _card("Titan {4}{B}\nCreature — Giant 6/6\nWhen this creature enters, if you cast it from your hand, "
                  "each opponent loses 3 life.")
    s = Scenario(options={"idle_mana_abilities": True})
    s.many(0, "battlefield", ["Swamp"] * 5)
    card = s.hand(0, titan)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, [])
    assert game.state.players[1].life == 17
    from kitchentable.rules.stack.conditions import check_condition

    (me,) = _named(game, "Titan", "battlefield")
    game.state.turn_facts[("was_cast", me)] = "elsewhere"  # as if cast from a graveyard or exile
    assert not check_condition(game.state, titan.triggered[0].intervening_if, 0, me)  # type: ignore[arg-type]


_SPRAY = ("Magma Spray {R}\nInstant\nMagma Spray deals 2 damage to target creature. If a creature dealt damage this "
          "way would die this turn, exile it instead.")


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_if_it_would_die() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    spray = s.hand(0, _card(_SPRAY))
    game = s.start("main1")
    game.apply(("cast", spray))
    drive(game, ["Grizzly Bears"])
    assert _named(game, "Grizzly Bears", "exile") and not _named(game, "Grizzly Bears", "graveyard")


def test_614_1a_no_damage_dealt_no_replacement() -> None:
    """A creature the damage was prevented for wasn't "dealt damage this way"."""
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    spray = s.hand(0, _card(_SPRAY))
    game = s.start("main1")
    from kitchentable.rules.continuous.prevention_shields import add_shield

    add_shield(game.state, (bears, None, 5, 1, False, None, False, None))  # a prevention shield (615.7)
    game.apply(("cast", spray))
    drive(game, ["Grizzly Bears"])
    assert ("exile_if_dies", bears) not in game.state.turn_facts


DEFLECT = card("Test Deflection {3}{U}\nInstant\nChange the target of target spell with a single target.")


def test_115_7a_change_the_target_of_a_spell_with_a_single_target() -> None:
    s = Scenario()
    shock = s.hand(0, SHOCK)
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, BEAR)
    deflect = s.hand(1, DEFLECT)
    s.many(1, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", bear))
    answer_until_priority(game)
    game.apply(("pass",))
    spell = game.state.stack_ids()[0]
    game.apply(("cast", deflect))
    assert ("target", spell) in game.legal_actions()
    game.apply(("target", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "change_target" and game.pending["player"] == 1
    assert ("target", bear) not in game.legal_actions()  # it must change (115.7a)
    game.apply(("target", ("player", 0)))
    resolve_stack(game)
    assert game.state.players[0].life == 18 and bear in game.state.battlefield()


REANIMATE = card("Test Reanimate {B}\nSorcery\nPut target creature card from a graveyard onto the battlefield under "
                 "your control. You lose life equal to its mana value.")


def test_110_2_put_a_creature_card_from_any_graveyard_onto_the_battlefield_under_your_control() -> None:
    s = Scenario()
    spell = s.hand(0, REANIMATE)
    s.battlefield(0, "Swamp")
    s.graveyard(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    target = next(a[1] for a in game.legal_actions() if a[0] == "target")
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    ox = next(o for o in game.state.battlefield() if game.state.objects[o].card is BIG_OX)
    assert chars(game.state, ox).controller == 0 and game.state.objects[ox].owner == 1
    assert game.state.players[0].life == 16


MEDITATE = card("Test Meditate {2}{U}\nInstant\nDraw four cards. You skip your next turn.")


def test_614_10_you_skip_your_next_turn() -> None:
    s = Scenario()
    spell = s.hand(0, MEDITATE)
    s.many(0, "battlefield", ["Island"] * 3)
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 4
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn == turn + 2 and g.state.step == "main1")
    assert game.state.active == 1  # player 0's turn was skipped: player 1 took two turns in a row
    assert any(e.kind == "skip_turn" for e in game.state.log)


def test_109_toughness_n_or_greater_description() -> None:
    topple = card("Test Topple {2}{W}\nSorcery\nDestroy target creature with toughness 4 or greater.")
    assert "with toughness 4 or greater" in render(topple)
    s = Scenario()
    spell = s.hand(0, topple)
    s.many(0, "battlefield", ["Plains"] * 3)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert ("target", ox) in game.legal_actions() and ("target", bear) not in game.legal_actions()


def test_701_20_target_player_shuffles_their_graveyard_into_their_library() -> None:
    feldon = card("Test Cane {1}\nArtifact\n{T}: Target player shuffles their graveyard into their library.")
    s = Scenario()
    oid = s.battlefield(0, feldon)
    s.many(1, "graveyard", ["Forest", "Island"])
    s.library(1, "Swamp")
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    assert _names(game, "graveyard", 1) == [] and sorted(_names(game, "library", 1)) == ["Forest", "Island", "Swamp"]


def test_701_19_search_your_library_for_a_card_and_put_that_card_into_your_graveyard() -> None:
    entomb = card("Test Entomb {B}\nInstant\nSearch your library for a card and put that card into your graveyard. "
                  "Then shuffle your library.")
    s = Scenario()
    spell = s.hand(0, entomb)
    s.battlefield(0, "Swamp")
    s.many(0, "library", ["Forest", "Island", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    island = next(a for a in game.legal_actions() if a[0] == "find" and game.state.objects[a[1]].card.name == "Island")
    game.apply(island)
    assert "Island" in _names(game, "graveyard", 0) and sorted(_names(game, "library", 0)) == ["Forest", "Swamp"]


def test_701_19_search_for_a_subtype_permanent_card_and_put_it_onto_the_battlefield() -> None:
    recruiter = card("Test Recruiter {2}{W}\nCreature — Human Rebel 1/1\n{2}, {T}: Search your library for a Rebel "
                     "permanent card with mana value 2 or less and put it onto the battlefield. Then shuffle your "
                     "library.")
    rebel = card("Test Rebel {1}{W}\nCreature — Human Rebel 2/1")
    big_rebel = card("Test Big Rebel {4}{W}\nCreature — Human Rebel 4/4")
    s = Scenario()
    oid = s.battlefield(0, recruiter)
    s.many(0, "battlefield", ["Plains", "Plains"])
    s.many(0, "library", [rebel, big_rebel, BEAR])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    found = [game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "find"]
    assert found == ["Test Rebel"]
    game.apply(next(a for a in game.legal_actions() if a[0] == "find"))
    assert any(game.state.objects[o].card.name == "Test Rebel" for o in game.state.battlefield())


KROTIQ = card("Test Krotiq {5}{G}\nCreature — Insect 5/4\nTrample\nWhen Test Krotiq enters the battlefield, return "
              "another creature you control to its owner's hand.")


def test_608_2c_return_another_creature_you_control_returns_one_chosen_creature() -> None:
    """Ambush Krotiq: "another creature you control" is one creature, chosen as the trigger resolves, never all of
    them (before, every other creature went back) and never the Krotiq itself."""
    s = Scenario()
    spell = s.hand(0, KROTIQ)
    s.many(0, "battlefield", ["Forest"] * 6)
    bear = s.battlefield(0, BEAR)
    ox = s.battlefield(0, BIG_OX)
    theirs = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))  # the Krotiq resolves; its trigger goes on the stack
    while game.pending["kind"] != "return":
        game.apply(("pass",))
    offered = {a[1] for a in game.legal_actions()}
    assert offered == {bear, ox}  # not the Krotiq, not the opponent's creature
    game.apply(("return", ox))
    answer_until_priority(game)
    assert _names(game, "hand") == [BIG_OX.name] and ox not in game.state.battlefield()  # a new object (400.7)
    assert bear in game.state.battlefield() and theirs in game.state.battlefield()
    assert _named(game, KROTIQ.name, "battlefield")
    assert "return another creature you control to its owner's hand" in render(KROTIQ)


def test_608_2c_another_creature_as_every_creature_is_refused() -> None:
    """A bare "another creature you control" read as every such creature would do something else than the card;
    where no phrase reads it as one chosen object the card is refused with the phrase."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="another"):
        _card("Test Gift {2}{G}\nSorcery\nPut a +1/+1 counter on another creature you control.")


def test_700_2_counter_target_spell_in_a_later_mode_reads_its_own_target_group() -> None:
    """A mode's target groups are numbered after the earlier modes' (700.2); "counter target spell" in the second
    mode looked its group up by that global number and failed (Mystic Confluence, Kolaghan's Command's kin)."""
    charm = _card("Test Charm {1}{U}\nInstant\nChoose one —\n• Return target creature to its owner's hand.\n"
                  "• Counter target spell unless its controller pays {3}.")
    modal = charm.spell
    assert modal is not None and len(modal.modes) == 2
    assert modal.modes[1].targets[0].filter.zone == "stack"
    assert "Counter target spell unless its controller pays {3}." in render(charm)


def test_611_2a_gains_trample_and_gets_is_one_change_said_keywords_first() -> None:
    """Craterhoof Behemoth's order, "gain trample and get +X/+X until end of turn": the same change as "get ... and
    gain ..." (layers 6 and 7c), and it compares equal with its text."""
    from kitchentable.cards.oracle import OracleCard, OracleFace
    from kitchentable.cards.render.compare import compare

    text = ("Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures "
            "you control.")
    rally = _card(f"Test Rally {{3}}{{G}}\nSorcery\n{text}")
    s = Scenario()
    spell = s.hand(0, rally)
    s.many(0, "battlefield", ["Forest"] * 4)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords
    oracle = OracleCard((OracleFace("Test Rally", "{3}{G}", "Sorcery", None, None, None, (text,)),))
    assert compare(rally, oracle) == []


def test_120_3_each_creature_of_a_group_deals_damage_equal_to_its_own_power() -> None:
    """"Choose up to one target creature an opponent controls. Each creature you control with a +1/+1 counter on it
    deals damage equal to its power to that creature." (Nissa's Judgment): each creature of the group is a source
    of its own damage (120.3), and "that creature" is the one chosen before, not the group (608.2c). It was
    compiled as the group damaging itself, and dealt nothing."""
    from tests.cards.card_text import BIG

    judgment = card("Test Judgment {4}{G}\nSorcery\nPut a +1/+1 counter on each of up to two target creatures.\n"
                    "Choose up to one target creature an opponent controls. Each creature you control with a +1/+1 "
                    "counter on it deals damage equal to its power to that creature.")
    wall = card("Test Wall {4}\nArtifact Creature — Wall 0/20")
    s = Scenario()
    spell = s.hand(0, judgment)
    for _ in range(5):
        s.battlefield(0, "Forest")
    bear, ox, other = s.battlefield(0, BEAR), s.battlefield(0, BIG), s.battlefield(0, BEAR)
    target = s.battlefield(1, wall)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if game.pending["kind"] == "target_count":
            game.apply(options[-1])
            continue
        wanted = [o for o in options if o[0] == "target" and o[-1] in (bear, ox, target)]
        game.apply(wanted[0] if wanted else ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    assert game.state.objects[target].damage == 3 + 5  # the two countered creatures: 2+1 and 4+1 power
    assert [game.state.objects[o].damage for o in (bear, ox, other)] == [0, 0, 0]


def test_608_2c_that_creature_is_the_creature_chosen_not_the_card_revealed_since() -> None:
    """"Choose target attacking or blocking creature. Scry 3, then reveal the top card of your library. ~ deals
    damage equal to that card's mana value to that creature." (Judge Unworthy): the damage was dealt to "it", the
    revealed card in the library, so nothing happened; "that creature" is the creature chosen (608.2c)."""
    from tests.cards.card_text import BIG, to_blocks

    judge = card("Test Judge {1}{W}\nInstant\nChoose target attacking or blocking creature. Scry 3, then reveal the "
                 "top card of your library. Test Judge deals damage equal to that card's mana value to that creature.")
    giant = card("Test Giant {3}{R}\nCreature — Giant 3/3")
    s = Scenario()
    ox = s.battlefield(0, BIG)
    s.library(1, giant)
    spell = s.hand(1, judge)
    s.many(1, "battlefield", ["Plains", "Plains"])
    game = s.start("main1")
    to_blocks(game, ox)
    while game.pending["kind"] == "declare_blockers":
        game.apply(next(o for o in game.legal_actions() if o[0] != "block"))
    pass_until(game, lambda g: g.pending["kind"] == "priority" and g.pending["player"] == 1)
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", ox) if ("target", ox) in options else ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    assert ox not in game.state.objects  # 4 damage to the 4/4: it died (a new object in the graveyard, 400.7)
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == ["Big Ox"]


def test_701_12a_the_chosen_creature_is_fought_not_the_fighter_itself() -> None:
    """"Choose target creature an opponent controls. When that creature dies this turn, you gain 3 life. Target
    creature you control fights that creature." (Time to Feed): "that creature" named the last target, so the
    creature you control fought itself; it fights the chosen creature, and its death gains the life (603.7a)."""
    feed = card("Test Feed {2}{G}\nSorcery\nChoose target creature an opponent controls. When that creature dies "
                "this turn, you gain 3 life. Target creature you control fights that creature.")
    giant = card("Test Giant {3}{G}\nCreature — Giant 4/4")
    s = Scenario()
    mine = s.battlefield(0, giant)
    theirs = s.battlefield(1, BEAR)
    spell = s.hand(0, feed)
    s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", spell))
    order = iter((theirs, mine))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if game.pending["kind"] == "choose_target":
            game.apply(("target", next(order)))
        else:
            game.apply(("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    assert theirs not in game.state.objects  # 4 damage to the 2/2
    assert game.state.objects[mine].damage == 2  # the bear's 2 back, not its own 4
    assert game.state.players[0].life == 23
    assert render(feed).splitlines()[-1] == "Choose target creature an opponent controls. When that creature dies " \
        "this turn, you gain 3 life. Target creature you control fights that creature."
