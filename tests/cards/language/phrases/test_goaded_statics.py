"""Tests of `cards.language.phrases.goaded_statics`: a creature goaded by a static ability (701.38a), for as long as
the Aura or Equipment gives it. Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.keywords.goad import goaded_by
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

IMPETUS = card("Test Impetus {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and is "
               "goaded.")
SPITE = card("Test Spite {1}{R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature is goaded.")


def _to_attackers(game, seat: int) -> None:  # type: ignore[no-untyped-def]
    while not (game.pending["kind"] == "declare_attackers" and game.state.active == seat):
        legal = game.legal_actions()
        done = [a for a in legal if a[0] in ("attack_done", "block_done")]
        game.apply(("pass",) if ("pass",) in legal else done[0])


def test_701_38a_an_auras_creature_is_goaded_by_the_auras_controller() -> None:
    s = Scenario()
    s.many(0, "library", ["Island"] * 5)
    s.many(1, "library", ["Forest"] * 5)
    bear = s.battlefield(1, BEAR)
    s.battlefield(0, IMPETUS, attached_to=bear)
    game = s.start("main1")
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (4, 4) and goaded_by(0) in c.keywords
    _to_attackers(game, 1)
    assert ("attack_done",) not in game.legal_actions()  # 508.1d: it must attack
    game.apply(("attack", bear, ("player", 0)))
    game.apply(("attack_done",))


def test_701_38b_goaded_for_as_long_as_the_aura_gives_it() -> None:
    """The Aura destroyed, the goad is gone: its controller may keep the creature home."""
    shatter = card("Test Shatter {1}{G}\nInstant\nDestroy target enchantment.")
    s = Scenario()
    s.many(0, "library", ["Island"] * 5)
    s.many(1, "library", ["Forest"] * 5)
    bear = s.battlefield(1, BEAR)
    aura = s.battlefield(0, SPITE, attached_to=bear)
    spell = s.hand(1, shatter)
    s.many(1, "battlefield", ["Forest", "Forest"])
    game = s.start("main1", active=1)
    game.apply(("cast", spell))
    game.apply(("target", aura))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else options[0])
    game.apply(("pass",))
    game.apply(("pass",))
    assert aura not in game.state.objects and not any(k.startswith("goaded") for k in chars(game.state, bear).keywords)
    _to_attackers(game, 1)
    assert ("attack_done",) in game.legal_actions()


def test_701_38a_reads_is_goaded() -> None:
    assert rules_text(IMPETUS)[1] == "Enchanted creature gets +2/+2 and is goaded."
    assert rules_text(SPITE)[1] == "Enchanted creature is goaded."
