"""More batch triggers (603.2c), built like those of `batch_and_reflexive_triggers`: "Whenever one or more Elves
you control become tapped" (701.26a), "Whenever one or more creatures you control become blocked" (509.1h),
"Whenever one or more artifacts you control are put into a graveyard from the battlefield" (700.4), "Whenever you
sacrifice one or more Foods" (701.21a), "Whenever you discard one or more cards" (701.9a), "Whenever one or more
land cards are put into your graveyard from anywhere" (404.2). Each triggers once for
a group of events that happen together. The kernel's side is `rules.stack.batch_trigger_events`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import Ref, TriggerSpec

OPPONENT_ATTACKS = "opponent_attacks"


class BatchTriggerEventsPhrases(PhraseBase):
    """The trigger heads of the batch events above."""

    def _one_or_more(self, event: str, ch: list[Any], controller: str | None = None) -> TriggerSpec:
        n = next(c for c in ch if isinstance(c, int))
        if n != 1:
            raise Unsupported(f"{n} or more at once")
        d = next((c for c in ch if isinstance(c, Desc)), None)
        flt = d.filter() if d is not None else None
        if flt is not None and controller is not None:
            flt = replace(flt, controller=controller)
        return TriggerSpec(event, flt, "you")

    def bte_tapped(self, ch: list[Any]) -> TriggerSpec:
        return self._one_or_more("batch_tapped", ch)

    def bte_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._one_or_more("batch_blocked", ch)

    def bte_graveyard(self, ch: list[Any]) -> TriggerSpec:
        return self._one_or_more("batch_graveyard_from_battlefield", ch)

    def bte_sacrificed(self, ch: list[Any]) -> TriggerSpec:
        """"you sacrifice": a permanent you controlled as it was sacrificed (701.21a, 603.10a)."""
        return self._one_or_more("batch_sacrificed", ch, controller="you")

    def bte_discarded(self, ch: list[Any]) -> TriggerSpec:
        return self._one_or_more("batch_discarded", ch)

    def bte_into_graveyard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more land cards are put into your graveyard from anywhere" (The Gitrog Monster): cards
        you own arriving in your graveyard, from any zone (404.2)."""
        spec = self._one_or_more("batch_put_into_graveyard", ch)
        assert spec.filter is not None
        return replace(spec, filter=replace(spec.filter, zone="graveyard", owner="you", controller="any"))

    def bte_you(self, ch: list[Any]) -> str:
        return "you"

    def bte_you_or_planeswalker(self, ch: list[Any]) -> str:
        return "you_or_planeswalker"

    def bte_opponent_attacks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever an opponent attacks [you or a planeswalker you control] with one or more creatures" (508.1):
        once per declaration. "that player" would name the attacked player, not the attacking opponent: refused
        after this trigger (`_that_player`)."""
        self.opponent_attack_trigger = True
        whom = next((c for c in ch if isinstance(c, str) and c in ("you", "you_or_planeswalker")), "any")
        return TriggerSpec(OPPONENT_ATTACKS, None, whom)

    opponent_attack_trigger = False

    def _that_player(self) -> Ref:
        if self.opponent_attack_trigger and not self.targets:
            raise Unsupported("'that player' after 'whenever an opponent attacks with one or more creatures'")
        ref: Ref = super()._that_player()
        return ref
