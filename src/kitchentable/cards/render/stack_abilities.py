"""Abilities on the stack named as targets, as Oracle text says them (113.1): "activated ability", "activated or
triggered ability", "spell or ability", "spell, activated ability, or triggered ability"
(`language.phrases.stack_abilities`)."""

from __future__ import annotations

from kitchentable.rules.abilities import Filter

_NOUNS = {
    "activated_ability": "activated ability",
    "triggered_ability": "triggered ability",
    "ability": "activated or triggered ability",
    "spell_or_ability": "spell or ability",
    "spell_activated_or_triggered": "spell, activated ability, or triggered ability",
}


def stack_object_noun(flt: Filter) -> str | None:
    """The noun of a stack description that names abilities, or None for a spell's."""
    return _NOUNS.get(flt.spell_kind or "")
