"""Templates about libraries, hands, information and later moments (cards/phrases_tplinfo.py): each compiles a
small card text of our own in modern Oracle templating and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import EXILE
from kitchentable.scenario import Scenario
from tests.cards.test_templates import BEAR, BIG, card, in_zone, resolve


def _names(game, zone: str, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _top_down(game, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return list(reversed(_names(game, "library", seat)))


def _pass_until(game, check, limit: int = 80) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if check():
            return
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError("condition never became true")


def test_603_7_draw_a_card_at_the_beginning_of_the_next_turns_upkeep() -> None:
    bauble = card("Test Bauble {0}\nArtifact\n{T}, Sacrifice this artifact: Draw a card at the beginning of the "
                  "next turn's upkeep.")
    assert "At the beginning of the next turn's upkeep, draw a card." in " ".join(rules_text(bauble))
    s = Scenario()
    oid = s.battlefield(0, bauble)
    s.many(0, "library", ["Forest", "Island"])
    s.many(1, "library", ["Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 0 and len(game.state.delayed) == 1
    _pass_until(game, lambda: game.state.active == 1 and game.state.step == "upkeep")
    assert len(game.state.zone("hand", 0)) == 0
    _pass_until(game, lambda: not game.state.delayed and not game.state.stack_ids()
                and game.pending["kind"] == "priority")
    assert len(game.state.zone("hand", 0)) == 1  # drew in the opponent's upkeep, not at once
    assert game.state.active == 1 and game.state.step == "upkeep"


def test_603_7c_exile_it_then_return_that_card_at_the_beginning_of_the_next_end_step() -> None:
    flicker = card("Test Flicker {1}{W}\nInstant\nExile target creature. Return that card to the battlefield "
                   "under its owner's control at the beginning of the next end step.")
    s = Scenario()
    spell = s.hand(0, flicker)
    s.many(0, "battlefield", ["Plains", "Plains"])
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    resolve(game)
    assert "Plain Bear" in _names(game, EXILE, -1)
    _pass_until(game, lambda: game.state.step == "end" and not game.state.stack_ids()
                and not game.state.delayed and game.pending["kind"] == "priority")
    back = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Plain Bear"]
    assert back and game.state.objects[back[0]].owner == 1 and back[0] != bear  # a new object (400.7)


def test_603_7b_sacrifice_it_at_the_beginning_of_the_next_end_step_triggers_once() -> None:
    salamander = card("Test Salamander {1}{R}\nCreature — Salamander 1/1\n{R}: This creature gets +1/+0 until end "
                      "of turn. Sacrifice this creature at the beginning of the next end step.")
    s = Scenario()
    oid = s.battlefield(0, salamander)
    s.many(0, "battlefield", ["Mountain"])
    game = s.start("main2")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    resolve(game)
    assert oid in game.state.battlefield()
    _pass_until(game, lambda: oid not in game.state.battlefield())
    assert game.state.step == "end" and not game.state.delayed
    assert in_zone(game, "graveyard", "Test Salamander")


def test_701_16_target_opponent_reveals_their_hand_you_choose_a_card_and_exile_it() -> None:
    castigate = card("Test Castigate {W}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card "
                     "from it and exile that card.")
    s = Scenario()
    spell = s.hand(0, castigate)
    s.many(0, "battlefield", ["Plains", "Swamp"])
    s.hand(1, "Forest")
    bear = s.hand(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "choose_card" and game.legal_actions() == [("choose", bear)]
    game.apply(("choose", bear))
    assert _names(game, EXILE, -1) == ["Plain Bear"] and _names(game, "hand", 1) == ["Forest"]
    assert any(e[1] == "reveal" for e in game.state.log if len(e) > 1)


def test_701_16_look_at_the_top_cards_you_may_reveal_one_and_put_it_into_your_hand() -> None:
    augur = card("Test Augur {1}{U}\nCreature — Human Wizard 0/3\nWhen this creature enters, look at the top three "
                 "cards of your library. You may reveal an instant or sorcery card from among them and put it into "
                 "your hand. Put the rest on the bottom of your library in any order.")
    s = Scenario()
    spell = s.hand(0, augur)
    s.many(0, "battlefield", ["Island", "Island"])
    s.many(0, "library", ["Swamp", "Lightning Bolt", "Forest", "Island"])  # the last is on top
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    resolve(game)
    assert game.pending["kind"] == "look_pick"
    bolt = next(o for o in game.state.zone("library", 0) if game.state.objects[o].card.name == "Lightning Bolt")
    assert set(game.legal_actions()) == {("pick", bolt), ("pick_none",)}  # only an instant or sorcery
    game.apply(("pick", bolt))
    assert game.pending["kind"] == "order_cards"
    island = next(o[1] for o in game.legal_actions() if game.state.objects[o[1]].card.name == "Island")
    game.apply(("next", island))
    assert _names(game, "hand", 0) == ["Lightning Bolt"]
    assert _top_down(game) == ["Swamp", "Island", "Forest"]  # the two went under Swamp, Island higher


def test_401_4_look_at_the_top_cards_then_put_them_back_in_any_order() -> None:
    ponder = card("Test Peek {U}\nSorcery\nLook at the top three cards of your library, then put them back in any "
                  "order.")
    s = Scenario()
    spell = s.hand(0, ponder)
    s.battlefield(0, "Island")
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    by_name = {game.state.objects[o[1]].card.name: o for o in game.legal_actions()}
    assert set(by_name) == {"Island", "Forest", "Swamp"}
    game.apply(by_name["Swamp"])
    by_name = {game.state.objects[o[1]].card.name: o for o in game.legal_actions()}
    game.apply(by_name["Island"])
    assert _top_down(game) == ["Swamp", "Island", "Forest", "Plains"]


def test_701_16_reveal_the_top_cards_put_all_of_a_type_into_your_hand() -> None:
    herald = card("Test Herald {2}{B}\nCreature — Zombie 2/2\nWhen this creature enters, reveal the top four cards "
                  "of your library. Put all Zombie cards revealed this way into your hand and the rest into your "
                  "graveyard.")
    zombie = card("Test Walker {B}\nCreature — Zombie 1/1")
    s = Scenario()
    spell = s.hand(0, herald)
    s.many(0, "battlefield", ["Swamp", "Swamp", "Swamp"])
    s.many(0, "library", ["Plains", zombie, "Forest", zombie, "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    resolve(game)
    assert _names(game, "hand", 0) == ["Test Walker", "Test Walker"]
    assert sorted(_names(game, "graveyard", 0)) == ["Forest", "Island"]
    assert _top_down(game) == ["Plains"]


def test_701_23_clash_with_an_opponent_if_you_win() -> None:
    brawler = card("Test Brawler {2}{G}\nCreature — Elf 2/2\nWhen this creature enters, clash with an opponent. If "
                   "you win, put a +1/+1 counter on this creature.")
    big = card("Test Colossus {7}\nArtifact Creature — Golem 8/8")
    for mine, theirs, wins in ((big, "Forest", True), ("Forest", big, False), ("Forest", "Island", False)):
        s = Scenario()
        spell = s.hand(0, brawler)
        s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
        s.library(0, mine)
        s.library(1, theirs)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        resolve(game)
        assert game.pending["kind"] == "clash" and game.pending["player"] == 0  # APNAP: the active player first
        top = game.legal_actions()[0][1]
        game.apply(("bottom", top))
        assert game.pending["kind"] == "clash" and game.pending["player"] == 1
        game.apply(("top", game.legal_actions()[0][1]))
        oid = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Brawler")
        assert (game.state.objects[oid].counters.get("+1/+1", 0) == 1) is wins


def test_705_1_flip_a_coin_if_you_win_the_flip() -> None:
    coin = card("Test Coin {R}\nInstant\nFlip a coin. If you win the flip, you gain 5 life. If you lose the flip, "
                "you lose 1 life.")
    outcomes = set()
    for seed in range(12):
        s = Scenario()
        s.state._rng.seed(seed)
        spell = s.hand(0, coin)
        s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        outcomes.add(game.state.players[0].life)
    assert outcomes == {25, 19}  # from 20: exactly one branch happens each time, both happen over seeds


def test_707_10_copy_target_instant_or_sorcery_spell_with_new_targets() -> None:
    twincast = card("Test Twincast {U}{U}\nInstant\nCopy target instant or sorcery spell. You may choose new targets "
                    "for the copy.")
    s = Scenario()
    copier = s.hand(0, twincast)
    bolt = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Island", "Island", "Mountain"])
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("cast", copier))  # holding priority (117.3c)
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "new_target" and ("target", bear) in game.legal_actions()
    game.apply(("target", bear))
    resolve(game)  # the copy resolves first: the bear dies
    assert bear not in game.state.battlefield()
    resolve(game)
    assert game.state.players[1].life == 17


def test_701_16_reveals_their_hand_and_you_choose_a_nonland_card_exile_that_card() -> None:
    sculler = card("Test Sculler {W}{B}\nCreature — Zombie 2/2\nWhen this creature enters, target opponent reveals "
                   "their hand and you choose a nonland card from it. Exile that card.")
    s = Scenario()
    spell = s.hand(0, sculler)
    s.many(0, "battlefield", ["Plains", "Swamp"])
    bolt = s.hand(1, "Lightning Bolt")
    s.hand(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    game.apply(("target", ("player", 1)))
    resolve(game)
    assert game.legal_actions() == [("choose", bolt)]
    game.apply(("choose", bolt))
    assert _names(game, EXILE, -1) == ["Lightning Bolt"]


def test_kinship_reveal_the_top_card_if_it_shares_a_creature_type() -> None:
    graybeard = card("Test Graybeard {3}{W}\nCreature — Giant Wizard 2/4\nKinship — At the beginning of your upkeep, "
                     "you may look at the top card of your library. If it shares a creature type with this creature, "
                     "you may reveal it. If you do, you gain 4 life.")
    wizard = card("Test Apprentice {U}\nCreature — Human Wizard 1/1")
    for top, gains in ((wizard, True), (BEAR, False)):
        s = Scenario()
        s.battlefield(0, graybeard)
        s.library(0, "Island")
        s.library(0, top)
        game = s.start("end", active=1)
        _pass_until(game, lambda g=game: g.state.active == 0 and g.state.step == "upkeep"
                    and bool(g.state.stack_ids()))
        resolve(game)
        if gains:
            assert game.pending["kind"] == "may"
            game.apply(("yes",))
        assert game.state.players[0].life == (24 if gains else 20)


def test_701_16_look_put_any_number_into_your_graveyard_and_the_rest_back_on_top() -> None:
    flayer = card("Test Flayer {B}{G}\nSorcery\nLook at the top three cards of your library. Put any number of them "
                  "into your graveyard and the rest back on top of your library in any order.")
    s = Scenario()
    spell = s.hand(0, flayer)
    s.many(0, "battlefield", ["Swamp", "Forest"])
    s.many(0, "library", ["Plains", "Swamp", "Forest", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    names = {game.state.objects[o[1]].card.name: o for o in game.legal_actions() if o[0] == "pick"}
    assert set(names) == {"Island", "Forest", "Swamp"} and ("pick_none",) in game.legal_actions()
    game.apply(names["Island"])
    game.apply(("pick_none",))
    assert game.pending["kind"] == "order_cards"
    game.apply(next(o for o in game.legal_actions() if game.state.objects[o[1]].card.name == "Forest"))
    assert _names(game, "graveyard", 0) == ["Island", "Test Flayer"]
    assert _top_down(game) == ["Forest", "Swamp", "Plains"]


def test_602_2_any_player_may_activate_this_ability() -> None:
    soldier = card("Test Flailing Soldier {R}\nCreature — Human Soldier 2/2\n{1}: This creature gets -1/-1 until end "
                   "of turn. Any player may activate this ability.\n{1}: This creature gets +1/+1 until end of turn.")
    assert "Any player may activate this ability." in " ".join(rules_text(soldier))
    s = Scenario()
    oid = s.battlefield(0, soldier)
    s.many(1, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1", active=1)
    actions = game.legal_actions()
    assert ("activate", oid, 0) in actions and ("activate", oid, 1) not in actions  # 602.2: not its controller
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    resolve(game)
    assert game.state.stack_ids() == [] and chars(game.state, oid).power == 1


def test_602_2_any_player_may_activate_but_only_any_time_they_could_cast_a_sorcery() -> None:
    monger = card("Test Scandalmonger {3}{B}\nCreature — Boar Monster 3/3\n{2}: Target player discards a card. Any "
                  "player may activate this ability but only any time they could cast a sorcery.")
    s = Scenario()
    oid = s.battlefield(0, monger)
    s.many(1, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1", active=1)
    assert ("activate", oid, 0) in game.legal_actions()
    s2 = Scenario()
    oid2 = s2.battlefield(0, monger)
    s2.many(1, "battlefield", ["Swamp", "Swamp"])
    game2 = s2.start("main1", active=0)
    game2.apply(("pass",))
    assert game2.pending["player"] == 1 and ("activate", oid2, 0) not in game2.legal_actions()


def test_608_2d_choose_a_color_then_protection_from_the_chosen_color() -> None:
    blessing = card("Test Blessing {2}{W}\nInstant\nChoose a color. Creatures you control gain protection from the "
                    "chosen color until end of turn.")
    s = Scenario()
    spell = s.hand(0, blessing)
    s.many(0, "battlefield", ["Plains", "Plains", "Plains"])
    bear = s.battlefield(0, BEAR)
    other = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "choose_color" and len(game.legal_actions()) == 5
    game.apply(("color", "R"))
    assert "protection from red" in chars(game.state, bear).keywords
    assert "protection from red" not in chars(game.state, other).keywords


def test_608_2d_choose_a_creature_type_then_creatures_of_that_type() -> None:
    outbreak = card("Test Outbreak {3}{B}\nSorcery\nChoose a creature type. All creatures of that type get -1/-1 "
                    "until end of turn.")
    goblin = card("Test Goblin {R}\nCreature — Goblin 1/1")
    s = Scenario()
    spell = s.hand(0, outbreak)
    s.many(0, "battlefield", ["Swamp"] * 4)
    gob = s.battlefield(1, goblin)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert ("type", "Goblin") in game.legal_actions()
    game.apply(("type", "Goblin"))
    assert gob not in game.state.battlefield() and bear in game.state.battlefield()


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


def test_701_5_if_that_spell_is_countered_this_way_exile_it_instead() -> None:
    dissipate = card("Test Dissipate {1}{U}{U}\nInstant\nCounter target spell. If that spell is countered this way, "
                     "exile it instead of putting it into its owner's graveyard.")
    assert "exile it instead" in " ".join(rules_text(dissipate))
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counter = s.hand(1, dissipate)
    s.many(1, "battlefield", ["Island", "Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)
    assert "Lightning Bolt" in _names(game, EXILE, -1) and "Lightning Bolt" not in _names(game, "graveyard", 0)
    assert game.state.players[1].life == 20


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
    game.apply(("pay",))
    resolve(game)
    found = [game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "find"]
    assert found == ["Test Rebel"]
    game.apply(next(a for a in game.legal_actions() if a[0] == "find"))
    assert any(game.state.objects[o].card.name == "Test Rebel" for o in game.state.battlefield())


def test_603_7c_return_it_that_creature_gains_haste_exile_it_at_the_beginning_of_the_next_end_step() -> None:
    sneak = card("Test Unearth Rite {1}{B}\nSorcery\nReturn target creature card from your graveyard to the "
                 "battlefield. That creature gains haste. Exile it at the beginning of the next end step.")
    s = Scenario()
    spell = s.hand(0, sneak)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    dead = s.graveyard(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", dead))
    game.apply(("pay",))
    resolve(game)
    bear = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Plain Bear")
    assert "haste" in chars(game.state, bear).keywords
    _pass_until(game, lambda: bear not in game.state.battlefield())
    assert game.state.step == "end" and "Plain Bear" in _names(game, EXILE, -1)


def test_701_16_reveal_the_top_card_put_it_into_your_hand_lose_life_equal_to_its_mana_value() -> None:
    bob = card("Test Confidant {1}{B}\nCreature — Human Wizard 2/1\nAt the beginning of your upkeep, reveal the top "
               "card of your library and put that card into your hand. You lose life equal to its mana value.")
    s = Scenario()
    s.battlefield(0, bob)
    s.library(0, "Forest")
    s.library(0, BIG)
    game = s.start("end", active=1)
    _pass_until(game, lambda: game.state.active == 0 and game.state.step == "upkeep" and bool(game.state.stack_ids()))
    resolve(game)
    assert "Big Ox" in _names(game, "hand", 0) and game.state.players[0].life == 16


def test_701_16_reveal_the_top_card_if_its_a_land_put_it_onto_the_battlefield_otherwise_into_your_hand() -> None:
    oracle = card("Test Oracle {G}{U}\nCreature — Snake Elf Druid 1/1\nWhen this creature enters, reveal the top "
                  "card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card "
                  "into your hand.")
    for top, land in (("Forest", True), (BEAR, False)):
        s = Scenario()
        spell = s.hand(0, oracle)
        s.many(0, "battlefield", ["Forest", "Island"])
        s.library(0, top)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        resolve(game)
        on_field = [game.state.objects[o].card.name for o in game.state.battlefield()]
        assert (on_field.count("Forest") == 2) is land and ("Plain Bear" in _names(game, "hand", 0)) is not land
