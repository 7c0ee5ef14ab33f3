"""The render of mana restricted to abilities (106.6, `phrases.ability_mana`): "Spend this mana only to activate
abilities.", "Spend this mana only to cast artifact spells or activate abilities of artifacts.", "... to cast an
Elemental spell or activate an ability of an Elemental."."""

from __future__ import annotations

from kitchentable.cards.render.words import _plural
from kitchentable.rules.abilities import Filter, SpendRestriction


def _kind(flt: Filter) -> str:
    return flt.describe().replace(" permanent", "").replace(" spell", "")


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def ability_mana_text(only: SpendRestriction) -> str:
    """The sentence after the mana ability's own: which spells and which sources' abilities the mana pays for."""
    assert only.abilities is not None
    sources = _kind(only.abilities) if only.abilities != Filter() else ""
    if only.no_spells:
        return "Spend this mana only to activate abilities" + (f" of {_plural(sources)}." if sources else ".")
    spells = _kind(only.spells)
    if only.wording == "singular":
        return f"Spend this mana only to cast {_a(spells)} spell or activate an ability of {_a(sources)}."
    again = "to " if only.wording == "to" else ""
    return f"Spend this mana only to cast {spells} spells or {again}activate abilities of {_plural(sources)}."
