"""Tests of `cards.language.core.sentences`: sentences (608.2c-d). Each compiles a small card text of our own
and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.state import EXILE
from kitchentable.scenario import Scenario
from tests.cards.card_text import card, resolve


def _choose_through(game: object, prefer: list[tuple[object, ...]]) -> None:
    """Answer casting decisions: the first preferred answer offered, else ("pay",), else the first option."""
    while game.pending["kind"] != "priority":  # type: ignore[attr-defined]
        opts = game.legal_actions()  # type: ignore[attr-defined]
        pick = next((p for p in prefer if p in opts), ("pay",) if ("pay",) in opts else opts[0])
        game.apply(pick)  # type: ignore[attr-defined]


def _names(game, zone: str, seat: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


OFFERING = card("Test Offering {1}{B}\nSorcery\nSacrifice a creature. If you do, draw two cards.")


BATTERY = card("Test Battery {2}\nArtifact\n{1}: Remove a charge counter from Test Battery. If you do, you gain 2 "
               "life.")


def test_609_3_if_you_do_after_a_sacrifice_that_could_not_happen() -> None:
    from kitchentable.scenario import resolve_stack

    for with_creature in (True, False):
        s = Scenario()
        s.battlefield(0, "Swamp")
        s.battlefield(0, "Swamp")
        if with_creature:
            s.battlefield(0, "Grizzly Bears")
        for _ in range(2):
            s.library(0, "Forest")
        spell = s.hand(0, OFFERING)
        game = s.start("main1")
        game.apply(("cast", spell))
        _choose_through(game, [])
        resolve_stack(game)
        assert len(game.state.zone("hand", 0)) == (2 if with_creature else 0)


def test_609_3_if_you_do_after_removing_a_counter() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    battery = s.battlefield(0, BATTERY)
    s.state.objects[battery].counters["charge"] = 1
    s.battlefield(0, "Wastes")
    s.battlefield(0, "Wastes")
    game = s.start("main1")
    for expected in (22, 22):  # the second activation finds no counter to remove: nothing gained
        game.apply(("activate", battery, 0))
        _choose_through(game, [])
        resolve_stack(game)
        assert game.state.players[0].life == expected


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


SIGN = card("Test Sign {B}{B}\nSorcery\nTarget player draws two cards and loses 2 life.")
VERDICT = card("Test Verdict {B}{B}\nInstant\nTarget player sacrifices a creature and loses 1 life.")


def test_608_2c_sign_in_blood_target_player_draws_and_loses_life() -> None:
    """Sign in Blood: the second clause has no subject of its own, so it is the target player who loses the
    life (608.2c reads the text as written), not you; Geth's Verdict is the same template."""
    for text, seat_cards in ((SIGN, 2), (VERDICT, 0)):
        s = Scenario()
        s.battlefield(0, "Swamp")
        s.battlefield(0, "Swamp")
        s.battlefield(1, "Grizzly Bears")
        for _ in range(3):
            s.library(0, "Swamp")
            s.library(1, "Swamp")
        spell = s.hand(0, text)
        game = s.start("main1")
        hand_before = len(game.state.zone("hand", 1))
        game.apply(("cast", spell))
        _choose_through(game, [("target", ("player", 1))])
        resolve(game)
        _choose_through(game, [])
        assert game.state.players[0].life == 20
        assert game.state.players[1].life == 20 - (2 if text is SIGN else 1)
        assert len(game.state.zone("hand", 1)) == hand_before + seat_cards
        if text is VERDICT:
            assert _names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert rules_text(SIGN) == ["Target player draws two cards and loses 2 life."]


ELEMENTAL = card("Test Elemental {1}{G}\nCreature — Plant Elemental 3/4\nWhen this creature enters, sacrifice it "
                 "unless you sacrifice a Forest.")


def test_118_12_sacrifice_it_unless_you_sacrifice_a_forest() -> None:
    from tests.rules.keyword_support import named, scenario, settle

    assert rules_text(ELEMENTAL) == ["When this enters, sacrifice this unless you sacrifice a Forest."]
    for pay in (True, False):
        s = scenario()
        s.many(0, "battlefield", ["Forest", "Forest"])
        s.hand(0, ELEMENTAL)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Elemental", "hand")[0]))
        game.apply(("pay",))
        settle(game, answers=(("yes",) if pay else ("no",), ("sacrifice", named(game, "Forest")[0])))
        assert bool(named(game, "Test Elemental")) == pay
        assert len(named(game, "Forest")) == (1 if pay else 2)


WIZARDRY = card("Test Wizardry {1}{U}\nInstant\nDraw a card. If you control a Wizard, draw two cards instead.")
MYSTERIES = card("Test Mysteries {U}\nInstant\nDraw a card.\nLandfall — If you had a land enter the battlefield "
                 "under your control this turn, draw two cards instead.")


def _hand_after_casting(spell, wizard: bool, land_first: bool = False) -> int:  # type: ignore[no-untyped-def]
    from tests.rules.keyword_support import named, scenario, settle

    s = scenario()
    s.many(0, "battlefield", ["Island", "Island"])
    if wizard:
        s.battlefield(0, card("Test Apprentice {U}\nCreature — Human Wizard 1/1"))
    s.hand(0, spell)
    land = s.hand(0, "Island")
    game = s.start("main1")
    if land_first:
        game.apply(("play_land", land))
    game.apply(("cast", named(game, spell.name, "hand")[0]))
    game.apply(("pay",))
    settle(game)
    return len(game.state.zone("hand", 0))


def test_614_1a_if_condition_instruction_instead_replaces_the_sentence_before() -> None:
    assert rules_text(WIZARDRY) == ["Draw a card. If you control a Wizard, draw two cards instead."]
    assert _hand_after_casting(WIZARDRY, wizard=False) == 2  # the Island kept, one card drawn
    assert _hand_after_casting(WIZARDRY, wizard=True) == 3


def test_614_1a_an_ability_word_line_instead_replaces_the_paragraph_before() -> None:
    assert _hand_after_casting(MYSTERIES, wizard=False) == 2
    assert _hand_after_casting(MYSTERIES, wizard=False, land_first=True) == 2  # the Island played, two drawn


def test_instead_in_a_new_paragraph_that_names_an_earlier_player_is_refused() -> None:
    """"That creature" in such a paragraph names the earlier target (`test_earlier_paragraph_object`); "that
    player" is not read there, so the card is refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError):
        card("Test Swell {G}\nInstant\nTarget player mills two cards.\nLandfall — If you had a land enter the "
             "battlefield under your control this turn, that player mills four cards instead.")


def test_118_12_sacrifice_it_unless_you_return_an_untapped_island_you_control() -> None:
    from tests.rules.keyword_support import named, scenario, settle

    atoll = card("Test Atoll\nLand\nWhen this land enters, sacrifice it unless you return an untapped Island you "
                 "control to its owner's hand.\n{T}: Add {C}{U}.")
    assert rules_text(atoll)[0] == ("When this enters, sacrifice this unless you return an untapped Island you "
                                    "control to its owner's hand.")
    for pay in (True, False):
        s = scenario()
        s.battlefield(0, "Island")
        s.hand(0, atoll)
        game = s.start("main1")
        game.apply(("play_land", named(game, "Test Atoll", "hand")[0]))
        settle(game, answers=(("yes",) if pay else ("no",), ("return", named(game, "Island")[0])))
        assert bool(named(game, "Test Atoll")) == pay
        assert bool(named(game, "Island")) != pay
        assert bool(named(game, "Island", "hand")) == pay


def test_609_3_if_you_cant_follows_an_instruction_that_did_nothing() -> None:
    from tests.rules.keyword_support import scenario, settle, to_upkeep

    demon = card("Test Demon {3}{B}\nCreature — Demon 4/4\nAt the beginning of your upkeep, sacrifice another "
                 "creature. If you can't, you lose 4 life.")
    assert rules_text(demon) == ["At the beginning of your upkeep, you sacrifice another creature. If you can't, "
                                 "you lose 4 life."]
    for other, life in ((True, 20), (False, 16)):
        s = scenario()
        s.battlefield(0, demon)
        if other:
            s.battlefield(0, "Grizzly Bears")
        game = s.start("end", active=1)
        to_upkeep(game, 0)
        settle(game)
        assert game.state.players[0].life == life


def test_614_1a_instruction_instead_if_condition_renders_in_its_own_order_and_a_new_paragraph_naming_those_is_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    clan = card("Test Clan {1}{G}\nInstant\nYou gain 5 life. You gain 10 life instead if you control a creature with "
                "power 4 or greater.")
    assert rules_text(clan) == ["You gain 5 life. You gain 10 life instead if you control a creature with power 4 or "
                                "greater."]
    with pytest.raises(CardError, match="naming (an earlier object|a group)"):
        card("Test Strike {3}{B}{R}\nInstant\nTest Strike deals 2 damage to each of two target creatures.\nHellbent "
             "— Destroy those creatures instead if you have no cards in hand.")


def test_unless_you_return_needs_you_control_and_them_naming_that_player_is_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="you may not control"):
        card("Test Familiar {1}{U}\nCreature — Drake 2/1\nWhen this creature enters, sacrifice it unless you return "
             "an enchantment to its owner's hand.")
    with pytest.raises(CardError, match="naming that player"):
        card("Test Cage {3}\nArtifact\nAt the beginning of each opponent's upkeep, if that player has five or more "
             "cards in hand, this artifact deals 2 damage to them.")


def test_608_2d_you_may_pay_and_discard_is_one_choice_so_it_is_refused_not_split() -> None:
    """Wolf of Devil's Breach: "you may pay {1}{R} and discard a card. If you do, ..." is one choice of two parts;
    it compiled as a payment that did nothing and a mandatory discard that dealt the damage, so it is refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="you may pay a cost and do another thing"):
        card("Test Wolf {3}{R}{R}\nCreature — Wolf 5/5\nWhenever Test Wolf attacks, you may pay {1}{R} and discard a "
             "card. If you do, Test Wolf deals damage to target creature equal to the discarded card's mana value.")


STRINGS = card("Test Strings {1}{U}\nSorcery\nYou may tap or untap target permanent, then you may tap or untap another "
               "target permanent.")


def test_608_2d_a_second_you_may_does_not_hang_on_the_first() -> None:
    """"You may A, then you may B" is two choices: declining the first still offers the second (Hidden Strings,
    Toils of Night and Day, Talus Paladin); before, the second was compiled inside the first."""
    for first, second in ((("no",), ("yes",)), (("yes",), ("no",)), (("yes",), ("yes",))):
        s = Scenario()
        s.battlefield(0, "Island")
        s.battlefield(0, "Island")
        one = s.battlefield(1, "Grizzly Bears")
        two = s.battlefield(1, "Hill Giant")
        spell = s.hand(0, STRINGS)
        game = s.start("main1")
        game.apply(("cast", spell))
        _choose_through(game, [("target", one), ("target", two)])
        answers = [first, second]
        asked = 0
        for _ in range(20):
            if not game.state.zone("stack", -1):
                break
            if game.pending["kind"] == "may":
                game.apply(answers[asked])
                asked += 1
            elif game.pending["kind"] == "priority":
                game.apply(("pass",))
            else:
                opts = game.legal_actions()
                game.apply(next((o for o in opts if "untap" not in str(o)), opts[0]))  # tap, not untap
        assert asked == 2, "both choices are asked whatever the first answer"
        assert game.state.objects[one].tapped == (first == ("yes",))
        assert game.state.objects[two].tapped == (second == ("yes",))


def test_608_2d_two_you_may_choices_render_as_one_sentence() -> None:
    assert rules_text(STRINGS) == ["You may tap or untap target permanent, then you may tap or untap another target "
                                   "permanent."]
