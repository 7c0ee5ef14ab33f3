"""The Ring tempts you (701.54): scenarios with small cards of our own in Oracle templating."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.keywords.ring_tempts_you import ring_bearer, ring_of
from kitchentable.rules.stack.triggers import notify
from kitchentable.rules.turn.combat import can_block_attacker
from kitchentable.rules.turn.combat_restrictions import RING_EVASION
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

HOBBIT = card("Test Hobbit {G}\nCreature — Halfling 1/2\nWhen Test Hobbit enters, the Ring tempts you.\nWhenever the "
              "Ring tempts you, put a +1/+1 counter on Test Hobbit.\nAs long as Test Hobbit is your Ring-bearer, Test "
              "Hobbit gets +0/+2.")
TEMPT = card("Test Whisper {B}\nSorcery\nThe Ring tempts you.")
OX = card("Test Ox {2}{G}\nCreature — Ox 3/3")
MOUSE = card("Test Mouse {W}\nCreature — Mouse 1/1")


def _cast(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    resolve_stack(game)


def test_701_54a_the_ring_tempts_you_and_your_only_creature_becomes_a_legendary_evasive_ring_bearer() -> None:
    s = Scenario()
    hobbit = s.hand(0, HOBBIT)
    s.battlefield(0, "Forest")
    ox = s.battlefield(1, OX)
    mouse = s.battlefield(1, MOUSE)
    game = s.start("main1")
    _cast(game, hobbit)
    bearer = ring_bearer(game.state, 0)
    assert bearer is not None and game.state.objects[bearer].card is HOBBIT
    c = chars(game.state, bearer)
    assert "Legendary" in c.supertypes and RING_EVASION in c.keywords
    assert (c.power, c.toughness) == (2, 5)  # a +1/+1 counter ("whenever the Ring tempts you"), +0/+2 as bearer
    assert not can_block_attacker(game.state, ox, bearer)  # greater power: can't block it (701.54c)
    assert can_block_attacker(game.state, mouse, bearer)
    assert ring_of(game.state, 0)[2] == 1  # type: ignore[index]


def test_701_54c_each_temptation_adds_the_next_ability_and_asks_which_creature() -> None:
    s = Scenario()
    whispers = [s.hand(0, TEMPT) for _ in range(4)]
    s.many(0, "battlefield", ["Swamp"] * 4)
    ox = s.battlefield(0, OX)
    mouse = s.battlefield(0, MOUSE)
    game = s.start("main1")
    game.apply(("cast", whispers[0]))
    answer_until_priority(game)
    for _ in range(10):
        if game.pending["kind"] == "choose_ring_bearer":
            break
        game.apply(("pass",))
    assert sorted(a[1] for a in game.legal_actions()) == sorted([ox, mouse])
    game.apply(("bearer", mouse))
    resolve_stack(game)
    assert ring_bearer(game.state, 0) == mouse and "Legendary" not in chars(game.state, ox).supertypes
    for spell in whispers[1:]:
        game.apply(("cast", spell))
        answer_until_priority(game)
        for _ in range(10):
            if game.pending["kind"] == "choose_ring_bearer":
                break
            game.apply(("pass",))
        game.apply(("bearer", ox))
        resolve_stack(game)
    assert ring_bearer(game.state, 0) == ox and ring_of(game.state, 0)[2] == 4  # type: ignore[index]
    texts = [t.text for t in chars(game.state, ox).triggered]
    assert len(texts) == 3 and all("(the Ring, 701.54c)" in t for t in texts)
    assert not chars(game.state, mouse).triggered  # only the Ring-bearer has them
    game.state.pending_triggers = []
    notify(game.state, ("damage", ox, ("player", 1), 3, True))
    (loss,) = [t for t in game.state.pending_triggers if t.source == ox]
    assert "each opponent loses 3 life" in loss.ability.text
