"""Cards worded unlike any template the rest of the language teaches (Warp World, Possibility Storm, Dead
Ringers, Perplexing Chimera, Necrotic Ooze, Djinn Illuminatus, Mosswort Bridge...): each phrase builds the one
effect that card needs."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import (
    Condition,
    Conditional,
    Effect,
    Filter,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
)


class UniqueWordingsPhrases(PhraseBase):
    """One-card phrases."""

    def t_cast_from_hand(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a player casts a spell from their hand" (Possibility Storm): a cast trigger that looks at
        the zone the spell was cast from (601.2a)."""
        c = _clean(ch)
        return TriggerSpec("cast_from_hand", c[1], c[0])

    def s_graveyard_abilities(self, ch: list[Any]) -> Any:
        """Necrotic Ooze: layer 6 (613.1f) grants the activated abilities of every creature card in every
        graveyard."""
        return ("static", StaticAbility("graveyard_creature_abilities"))

    def s_grant_replicate(self, ch: list[Any]) -> Any:
        """Djinn Illuminatus: instant and sorcery spells its controller casts have replicate (702.56) with
        their mana cost as the replicate cost."""
        flt = Filter(any_types=frozenset({"Instant", "Sorcery"}), zone="stack", spell_kind="spell")
        return ("static", StaticAbility("grant_replicate", flt, params=(("whose", "you"),)))

    def owners_gain_control(self, ch: list[Any]) -> list[Effect]:
        d = _clean(ch)[0]
        return [Simple("owners_gain_control", Ref("each_player"), params=(("filter", d.filter()),))]

    def exchange_with_spell(self, ch: list[Any]) -> list[Effect]:
        """Perplexing Chimera: "exchange control of ~ and that spell" (701.10, the spell of the trigger)."""
        return [Simple("exchange_control", Ref("triggering"))]

    def exchange_with(self, ch: list[Any]) -> list[Effect]:
        return [Simple("exchange_control", _clean(ch)[0])]

    def new_targets(self, ch: list[Any]) -> list[Effect]:
        return [Simple("choose_new_targets", Ref("triggering"))]

    def unless_colors_differ(self, ch: list[Any]) -> list[Effect]:
        """Dead Ringers: the effect happens only if neither target is a color the other isn't, that is, if the
        two targets have exactly the same colors (colorless counts as the same as colorless)."""
        effects = _clean(ch)[0]
        group = self._last()
        return [Conditional(Condition("targets_same_colors", n=group), tuple(effects))]

    def return_opponents_choice(self, ch: list[Any]) -> list[Effect]:
        d = _clean(ch)[0]
        flt = d.filter(zone="graveyard")
        return [Simple("return_opponents_choice", Ref("you"), params=(("filter", flt),))]

    def play_hidden(self, ch: list[Any]) -> list[Effect]:
        """Mosswort Bridge: "you may play the exiled card without paying its mana cost if ..." (702.75); the
        "may" is asked by the executor, which offers the play only when it is possible."""
        cond: Condition = _clean(ch)[0]
        return [Conditional(cond, (Simple("play_hidden_free", Ref("self")),))]

    def exile_until_shared_type(self, ch: list[Any]) -> list[Effect]:
        return [Simple("exile", Ref("triggering")),
                Simple("exile_until_shared_type", Ref("triggering_player"))]

    def may_cast_found_free(self, ch: list[Any]) -> list[Effect]:
        who = Ref("triggering_player")
        return [Simple("cast_free", Ref("it"), params=(("caster", who),))]

    def exiled_to_bottom(self, ch: list[Any]) -> list[Effect]:
        return [Simple("exiled_to_bottom", Ref("triggering_player"))]

    def warp_shuffle_reveal(self, ch: list[Any]) -> list[Effect]:
        return [Simple("shuffle_owned_permanents_and_reveal", Ref("each_player"))]

    def warp_put_revealed(self, ch: list[Any]) -> list[Effect]:
        return [Simple("put_revealed_permanents", Ref("each_player"))]

    def sf_neither_own_nor_control(self, ch: list[Any]) -> Any:
        def apply(d: Any) -> None:
            d.fields["owner"] = "not_you"
            d.fields["controller"] = "not_you"
        return apply
