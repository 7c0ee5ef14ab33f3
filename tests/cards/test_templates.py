"""Templates grown from the importer's `top_unsupported` list: each compiles a small card text of our own in
modern Oracle templating and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.cardfile import parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.layers import chars
from kitchentable.scenario import Scenario


def card(text: str) -> CardDef:
    """One card written in the card language (name and cost, type line, abilities)."""
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
BIG = card("Big Ox {3}{G}\nCreature — Ox 4/4")


def resolve(game) -> None:  # type: ignore[no-untyped-def]
    game.apply(("pass",))
    game.apply(("pass",))


def to_blocks(game, *attackers):  # type: ignore[no-untyped-def]
    """Attack player 2 with `attackers` and pass until player 2 declares blockers."""
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))


def test_502_3_doesnt_untap_during_your_untap_step() -> None:
    stone = card("Heavy Stone Golem {4}\nArtifact Creature — Golem 5/5\n"
                 "This creature doesn't untap during your untap step.")
    assert "doesn't untap" in stone.keywords
    s = Scenario()
    golem = s.battlefield(0, stone, tapped=True)
    bear = s.battlefield(0, BEAR, tapped=True)
    game = s.start("end", active=1)
    while game.state.active != 0 or game.state.step != "upkeep":
        game.apply(("pass",))
    assert game.state.objects[golem].tapped and not game.state.objects[bear].tapped


def test_502_3_enchanted_creature_doesnt_untap() -> None:
    chains = card("Frost Chains {1}{U}\nEnchantment — Aura\nEnchant creature\n"
                  "Enchanted creature doesn't untap during its controller's untap step.")
    s = Scenario()
    bear = s.battlefield(1, BEAR, tapped=True)
    aura = s.battlefield(0, chains)
    s.state.mut(aura).attached_to = bear
    game = s.start("end", active=0)
    while game.state.active != 1 or game.state.step != "upkeep":
        game.apply(("pass",))
    assert game.state.objects[bear].tapped
    assert "doesn't untap" in chars(game.state, bear).keywords


def test_101_2_this_spell_cant_be_countered() -> None:
    sure = card("Sure Strike {1}{R}\nInstant\nThis spell can't be countered.\n"
                "Sure Strike deals 3 damage to any target.")
    s = Scenario()
    spell = s.hand(0, sure)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    counter = s.hand(1, "Counterspell")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)  # Counterspell resolves; the strike stays
    assert any(e.kind == "not_countered" for e in game.state.log)
    resolve(game)
    assert game.state.players[1].life == 17


def test_506_4_attacking_or_blocking_creature_target() -> None:
    smite = card("Battle Smite {W}\nInstant\nDestroy target attacking or blocking creature.")
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    idle = s.battlefield(0, BIG)
    strike = s.hand(1, smite)
    s.battlefield(1, "Plains")
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block_done",))
    while game.pending["player"] != 1 or game.pending["kind"] != "priority":
        game.apply(("pass",))
    game.apply(("cast", strike))
    targets = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert attacker in targets and idle not in targets


def test_702_114_devoid_is_colorless() -> None:
    drone = card("Void Drone {1}{B}\nCreature — Eldrazi Drone 2/1\nDevoid")
    assert drone.colors == frozenset()
    s = Scenario()
    oid = s.battlefield(0, drone)
    game = s.start("main1")
    assert chars(game.state, oid).colors == frozenset()


def test_702_45_bushido_pumps_when_blocking() -> None:
    samurai = card("Test Samurai {1}{W}\nCreature — Human Samurai 2/2\nBushido 1")
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    blocker = s.battlefield(1, samurai)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, blocker).power == 3 and chars(game.state, blocker).toughness == 3


def test_702_83_exalted_pumps_a_creature_attacking_alone() -> None:
    angel = card("Test Exalter {1}{W}\nCreature — Human Monk 1/1\nExalted")
    s = Scenario()
    s.battlefield(0, angel)
    attacker = s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", attacker, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, attacker).power == 3


def test_702_25_flanking_shrinks_a_blocker_without_flanking() -> None:
    knight = card("Test Flanker {1}{W}\nCreature — Human Knight 2/2\nFlanking")
    s = Scenario()
    attacker = s.battlefield(0, knight)
    blocker = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, blocker).power == 1 and chars(game.state, blocker).toughness == 1
