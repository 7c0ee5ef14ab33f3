"""Tests of `cards.language.phrases.delayed_triggers`: delayed triggered abilities (603.7). Each compiles a
small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import EXILE
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card, in_zone, resolve


def _names(game, zone: str, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _pass_until(game, check, limit: int = 80) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if check():
            return
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError("condition never became true")


PACT = card("Test Pact {0}\nInstant\nDraw a card.\nAt the beginning of your next upkeep, pay {2}. If you don't, you "
            "lose the game.")


def test_603_7_pact_loses_the_game_at_your_next_upkeep_unless_you_pay() -> None:
    for lands, loses in ((0, True), (2, False)):
        s = Scenario()
        pact = s.hand(0, PACT)
        if lands:
            s.many(0, "battlefield", ["Wastes"] * lands)
        for _ in range(3):
            s.library(0, "Island")
            s.library(1, "Island")
        game = s.start("main1")
        game.apply(("cast", pact))
        answer_until_priority(game)
        resolve_stack(game)
        pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
        assert game.state.players[0].in_game  # not on the opponent's upkeep
        for _ in range(60):
            if game.is_over() or game.state.active == 0 and game.state.step == "draw":
                break
            options = game.legal_actions()
            game.apply(next((o for o in options if o[0] == "pay"), options[0]))
        assert (not game.state.players[0].in_game or game.is_over() and 0 not in game.state.winners) == loses


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
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    bear = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Plain Bear")
    assert "haste" in chars(game.state, bear).keywords
    _pass_until(game, lambda: bear not in game.state.battlefield())
    assert game.state.step == "end" and "Plain Bear" in _names(game, EXILE, -1)


def test_603_7a_when_that_creature_dies_this_turn() -> None:
    from tests.rules.keyword_support import lands, named, scenario, settle

    burn = card("Test Burn {1}{R}\nInstant\nTest Burn deals 2 damage to target creature. When that creature dies "
                "this turn, you gain 4 life.")
    assert rules_text(burn) == ["This deals 2 damage to target creature. When that creature dies this turn, you "
                                "gain 4 life."]
    for victim, life in (("Grizzly Bears", 24), ("Hill Giant", 20)):
        s = scenario()
        lands(s, 0, 2)
        target = s.battlefield(1, victim)
        s.hand(0, burn)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Burn", "hand")[0]))
        settle(game, answers=(("target", target), ("pay",)))
        assert game.state.players[0].life == life
        assert not any(getattr(d, "when", "").startswith("dies_this_turn") for d in game.state.delayed) \
            or victim == "Hill Giant"


WAVE = card("Test Wave {3}\nInstant\nCreate a 5/5 blue Wall creature token with defender. Sacrifice it at the "
            "beginning of the next end step.")
STORM = card("Test Storm {5}\nSorcery\nCreate three 3/1 red Elemental creature tokens with haste. Exile them at "
             "the beginning of the next end step.")
APPEAL = card("Test Appeal {2}\nSorcery\nKicker {5}\nCreate a 7/1 red Elemental creature token with trample and "
              "haste. Exile it at the beginning of the next end step. If this spell was kicked, it gets +7/+0 until "
              "end of turn.")


def _tokens_until_end_step(spell: object, lands: int, kick: bool = False) -> tuple[list[int], list[int]]:
    """Cast `spell`; the power of each token seat 0 controls after it resolves, and of those left once the end
    step's triggers resolved."""
    s = Scenario()
    oid = s.hand(0, spell)
    s.many(0, "battlefield", ["Mountain"] * lands)
    for seat in (0, 1):
        s.many(seat, "library", ["Island"] * 5)
    game = s.start("main1")
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        kicked = next((o for o in options if o[0] == "cost" and "kicker" in str(o)), None) if kick else None
        game.apply(kicked or (("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)

    def powers() -> list[int]:
        return sorted(chars(game.state, o).power for o in game.state.battlefield() if game.state.objects[o].token)

    during = powers()
    pass_until(game, lambda g: g.state.step == "end" and not g.state.stack_ids() and not g.state.pending_triggers
               and not any(isinstance(d, object) and getattr(d, "when", "") == "end" for d in g.state.delayed))
    return during, powers()


def test_603_7c_sacrifice_it_names_the_token_just_created() -> None:
    assert rules_text(WAVE)[-1] == ("Create a 5/5 blue Wall creature token with defender. At the beginning of the "
                                    "next end step, sacrifice it.")
    assert _tokens_until_end_step(WAVE, 3) == ([5], [])


def test_603_7c_exile_them_names_every_token_created() -> None:
    assert "At the beginning of the next end step, exile them." in " ".join(rules_text(STORM))
    assert _tokens_until_end_step(STORM, 5) == ([3, 3, 3], [])


def test_608_2c_it_after_creating_a_token_is_the_token_not_the_spell() -> None:
    assert "If this spell was kicked, it gets +7/+0 until end of turn." in " ".join(rules_text(APPEAL))
    assert _tokens_until_end_step(APPEAL, 7, kick=True) == ([14], [])
