"""Tests of `cards.language.phrases.copies`: copies (707). Each compiles a small card text of our own and
checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef, CreateToken, ModifyPT, Ref, Simple
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text.strip() + "\n", "template")
    return compile_card(raw)


def _spell_effects(card: CardDef) -> tuple[object, ...]:
    assert card.spell is not None
    return card.spell.modes[0].effects


def test_707_9b_exceptions_compile_in_order() -> None:
    c = _card("Mini Me {1}{U}\nSorcery\nCreate a token that's a copy of target creature, except it's a 1/1, it has "
              "haste, and it isn't legendary.")
    (token,) = _spell_effects(c)
    assert isinstance(token, CreateToken) and token.copy_of == Ref("target", 0)
    assert token.copy_except == (("pt", (1, 1)), ("keywords", ("haste",)), ("not_legendary", True))
    assert "except it's 1/1, it has haste, and it isn't legendary" in render(c)


def test_707_2_pronouns_after_a_token_copy_name_the_token() -> None:
    """"That token gains haste. Sacrifice it ..." acts on the created token, not on the copied target."""
    c = _card("Twin Spell {2}{R}\nSorcery\nCreate a token that's a copy of target creature you control. That token "
              "gains haste. Sacrifice it at the beginning of the next end step.")
    token, haste, delayed = _spell_effects(c)
    assert isinstance(haste, ModifyPT) and haste.subject == Ref("created")
    assert isinstance(delayed, Simple) and delayed.param("effects")[0].subject == Ref("created")


def test_707_2_n_tokens_that_are_copies() -> None:
    c = _card("Double Up {3}{G}\nSorcery\nCreate two tokens that are copies of target creature you control.")
    (token,) = _spell_effects(c)
    assert isinstance(token, CreateToken) and token.amount.value == 2 and token.copy_of == Ref("target", 0)
    assert "Create 2 tokens that are copies of target creature you control." in render(c)


def test_702_keywords_render_with_their_rules() -> None:
    text = render(_card("Kit {W}\nCreature — Cat 1/1\nEmbalm {W}\nEncore {5}{W}"))
    assert "Embalm {W} (702.128)" in text and "Encore {5}{W} (702.141)" in text
    assert "Eternalize {4}{B}{B} (702.129)" in render(_card("Jackal {1}{R}\nCreature — Jackal 2/1\nEternalize {4}{B}{B}"))
    assert "Squad {2} (702.157)" in render(_card("Guard {3}{W}\nCreature — Astartes 2/2\nSquad {2}"))
    assert "Casualty 2 (702.153" in render(_card("Chat {1}{U}\nInstant\nCasualty 2\nDraw a card."))


def test_707_5_clone_static_renders() -> None:
    c = _card("Mirror Shape {3}{U}\nCreature — Shapeshifter 0/0\nYou may have Mirror Shape enter the battlefield as "
              "a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its "
              "other types.")
    (ab,) = c.static
    assert ab.kind == "enter_as_copy" and ab.param("except") == (("add_types", ("Artifact",)),)
    assert "You may have this enter as a copy of any artifact or creature on the battlefield" in render(c)


def test_702_146_disturb_is_an_alternative_cost_of_the_front_face() -> None:
    c = _card("@layout transform\nHook Angler {1}{U}\nCreature — Human Peasant 2/1\nDisturb {1}{U}\n//\n@color blue\n"
              "Hook Drifter\nCreature — Spirit 1/2\nFlying\nIf Hook Drifter would be put into a graveyard from "
              "anywhere, exile it instead.")
    assert [a.label for a in c.alternative_costs] == ["disturb"]
    assert c.faces[1].static[0].kind == "self_exile_instead"
    assert "Disturb {1}{U} (702.146" in render(c) and "exile it instead. (614.1a)" in render(c)


def test_707_2_becomes_a_copy_compiles_with_its_duration() -> None:
    c = _card("Shift Shape {1}{U}\nInstant\nTarget creature you control becomes a copy of target creature until end "
              "of turn.")
    (eff,) = _spell_effects(c)
    assert isinstance(eff, Simple) and eff.kind == "become_copy" and eff.param("duration") == "end_of_turn"
    assert eff.subject == Ref("target", 0) and eff.param("of") == Ref("target", 1)


def test_701_30_populate_compiles() -> None:
    c = _card("Rally {2}{G}{W}\nSorcery\nCreate a 1/1 white Bird creature token with flying, then populate.")
    kinds = [getattr(e, "kind", "") for e in _spell_effects(c)]
    assert kinds == ["create_token", "populate"] and "Populate. (701.30" in render(c)


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


def test_707_10_copy_target_spell_twice_puts_two_copies_on_the_stack() -> None:
    """Echo Mage's level 4+ ability: "Copy target instant or sorcery spell twice." The word "twice" was dropped by
    the parser (an anonymous literal), so the ability copied once and `cards show` said "once"."""
    echo = card("Test Echo {U}{U}\nInstant\nCopy target instant or sorcery spell twice. You may choose new targets "
                "for the copies.")
    assert echo.spell is not None and echo.spell.modes[0].effects[0].amount.value == 2
    assert "Copy target instant or sorcery spell twice." in render(echo)
    s = Scenario()
    copier = s.hand(0, echo)
    bolt = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Island", "Island", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("cast", copier))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)
    while game.pending["kind"] == "new_target":  # keep each copy's target (707.10c)
        game.apply(("keep",))
    while game.state.stack_ids():
        resolve(game)
    assert game.state.players[1].life == 11  # the Bolt and its two copies
