"""Attack and block restrictions that depend on the defending player's permanents or on a condition:

- "~ can't be blocked as long as defending player controls an artifact" (509.1b: while blockers are declared, the
  blocking player is the defending player; Neurok Spy, Bouncing Beebles, Hazy Homunculus);
- "~ can't attack if defending player controls an untapped land" (508.1c: checked against each player, or
  planeswalker's controller, it could attack; Branded Brawlers, Mogg Jailer) — the reverse of the sea serpents'
  "can't attack unless";
- "~ can't block if you control an untapped land" / "~ can't attack if [condition]" / "~ can't attack or block
  unless you control another Giant" (a condition on the creature's controller, 611.3a; "unless" is the condition
  negated);
- "as long as [condition], ~ can attack as though it didn't have defender" (702.3b, the condition first:
  Drowsing Tyrannodon, Platypus-Bear).

The kernel reads the first two as static abilities of the creature (`rules.turn.combat_restrictions`: kinds
"attack_unless_defender_controls" with "forbid", "unblockable_if_defender_controls"); the others are the usual
conditional keywords ("can't block", layer 6).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.core.statics import CANT_BLOCK
from kitchentable.cards.language.words import Desc, PhraseBase, _clean, first_count
from kitchentable.rules.abilities import Condition, StaticAbility, fixed
from kitchentable.rules.turn.combat import ATTACKS_DESPITE_DEFENDER

CANT_ATTACK = "can't attack"


def _dpr_defender_filter(ch: list[Any]) -> Any:
    """The description read from the defending player's side ("you" is the defending player)."""
    desc = next(c for c in ch if isinstance(c, Desc))
    return replace(desc.filter(), controller="you")


class DefendingPlayerRestrictionsPhrases(PhraseBase):
    """Restrictions on attacking and blocking that read the defending player or a condition."""

    def dpr_unblockable_if_defender(self, ch: list[Any]) -> Any:
        """509.1b: no creature of a defending player who controls enough matching permanents can block it."""
        return ("static", StaticAbility("unblockable_if_defender_controls", None, amount=fixed(first_count(ch)),
                                        params=(("filter", _dpr_defender_filter(ch)),)))

    def dpr_cant_attack_if_defender(self, ch: list[Any]) -> Any:
        """508.1c: it can't attack a player (or a planeswalker of a player) who controls enough matching
        permanents."""
        return ("static", StaticAbility("attack_unless_defender_controls", None, amount=fixed(first_count(ch)),
                                        params=(("filter", _dpr_defender_filter(ch)), ("forbid", True))))

    def _dpr_keyword_if(self, ch: list[Any], *keywords: str, unless: bool = False) -> Any:
        """The keyword applies while the condition holds ("if"), or while it doesn't ("unless", 611.3a)."""
        cond = next(c for c in ch if isinstance(c, Condition))
        if unless:
            cond = replace(cond, negate=not cond.negate)
        return ("static", StaticAbility("add_keywords", None, keywords=frozenset(keywords), condition=cond,
                                        params=(("said_if", "unless" if unless else "if"),)))

    def dpr_cant_attack_or_block_if(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_ATTACK, CANT_BLOCK)

    def dpr_cant_attack_unless(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_ATTACK, unless=True)

    def dpr_cant_block_unless(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_BLOCK, unless=True)

    def dpr_cant_attack_or_block_unless(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_ATTACK, CANT_BLOCK, unless=True)

    def dpr_cant_block_if(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_BLOCK)

    def dpr_cant_attack_if(self, ch: list[Any]) -> Any:
        return self._dpr_keyword_if(ch, CANT_ATTACK)

    def dpr_attack_despite_defender_if(self, ch: list[Any]) -> Any:
        """702.3b with the condition first ("As long as you control a creature with power 4 or greater, ~ can
        attack as though it didn't have defender.")."""
        cond, subject = _clean(ch)[:2]
        return ("static", StaticAbility("add_keywords", self._group(subject),
                                        keywords=frozenset({ATTACKS_DESPITE_DEFENDER}), condition=cond))
