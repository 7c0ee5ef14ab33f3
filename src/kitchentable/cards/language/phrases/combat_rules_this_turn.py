"""One-shot combat rules for the rest of the turn (611.2a, 611.2c): "Target creature can't attack this turn.",
"Target creature can't attack or block this turn." (508.1c, 509.1a), "Target creature attacks this turn if
able." (508.1d), "Target creature blocks this turn if able." (509.1c).

Each is compiled as the other restrictions of a turn are ("Target creature can't block this turn.",
`AttackAndBlockRulesPhrases.cant_block_turn`): a `ModifyPT` of no size change that gives the objects the rule as a
keyword until end of turn, locked to those objects as the effect begins (611.2c); the combat rules read the keywords
("can't attack", "can't block" in `rules.turn.combat`, "attacks each combat if able" 508.1d, "blocks each combat if
able" 509.1c). Renders say "this turn" (`render.effects._this_turn`). A group as the subject ("Creatures can't
attack this turn", "Each creature attacks this turn if able") is refused: such an effect changes the rules, not
the creatures' characteristics, so it also binds creatures that arrive later (611.2c), which a locked grant would
not."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Effect, ModifyPT, Ref, fixed
from kitchentable.rules.continuous.static_abilities import BLOCKS_EACH_COMBAT

ATTACKS_EACH_COMBAT = "attacks each combat if able"
_END_OF_TURN = "end_of_turn"


def _for_the_turn(ch: list[Any], keywords: frozenset[str]) -> list[Effect]:
    subject = next(c for c in _clean(ch) if isinstance(c, Ref))
    if subject.kind in ("all", "those"):  # 611.2c: a group's rule would bind creatures that arrive later too
        raise _unsupported("a group's combat rule for the turn")
    return [ModifyPT(subject, fixed(0), fixed(0), keywords, _END_OF_TURN)]


class CombatRulesThisTurnPhrases(PhraseBase):
    """"<object> can't attack [or block] this turn", "<object> attacks / blocks this turn if able"."""

    def crt_cant_attack(self, ch: list[Any]) -> list[Effect]:
        """508.1c: it can't be declared as an attacker this turn."""
        return _for_the_turn(ch, frozenset({"can't attack"}))

    def crt_cant_attack_or_block(self, ch: list[Any]) -> list[Effect]:
        """508.1c, 509.1a: neither an attacker nor a blocker this turn."""
        return _for_the_turn(ch, frozenset({"can't attack", "can't block"}))

    def crt_attacks_if_able(self, ch: list[Any]) -> list[Effect]:
        """508.1d: a requirement the attack declaration obeys this turn."""
        return _for_the_turn(ch, frozenset({ATTACKS_EACH_COMBAT}))

    def crt_blocks_if_able(self, ch: list[Any]) -> list[Effect]:
        """509.1c: a requirement the block declaration obeys this turn."""
        return _for_the_turn(ch, frozenset({BLOCKS_EACH_COMBAT}))
