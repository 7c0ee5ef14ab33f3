"""A creature taken for the turn and readied in one conditional sentence, as Oracle text lists it (613.1b,
611.2a): "If this spell was kicked, gain control of that creature until end of turn, untap it, and it gains haste
until end of turn." (Jet's Brainwashing, Eldrazi Obligator); "If you do, untap it and it gains haste until end of
turn." (Dominus of Fealty, after a "you may gain control" sentence).

Outside a condition the same instructions are printed as separate sentences (Threaten: "Gain control of target
creature until end of turn. Untap that creature. It gains haste until end of turn."), which the renderer already
says; this module words only the instructions one "If ..." governs."""

from __future__ import annotations

from kitchentable.rules.abilities import Effect, ModifyPT, Simple, fixed

_HASTE_TODAY = "it gains haste until end of turn"


def _readied(untap: Effect, haste: Effect) -> bool:
    """An untap and a haste for the turn, both of the same object."""
    return isinstance(untap, Simple) and untap.kind == "untap" and isinstance(haste, ModifyPT) \
        and haste.subject == untap.subject and haste.keywords == frozenset({"haste"}) \
        and haste.duration == "end_of_turn" and haste.power == fixed(0) and haste.toughness == fixed(0)


def readied_words(effects: tuple[Effect, ...], texts: tuple[str, ...]) -> str | None:
    """The governed instructions as one listed sentence when they are [gain control of X until end of turn,]
    untap X, X gains haste until end of turn; None for any other instructions."""
    if len(effects) == 2 and _readied(*effects):
        return f"Untap it and {_HASTE_TODAY}."
    if len(effects) == 3 and _readied(effects[1], effects[2]):
        first = effects[0]
        if isinstance(first, Simple) and first.kind == "gain_control" and first.subject == effects[1].subject \
                and first.param("duration") == "end_of_turn" and texts and texts[0].endswith(" until end of turn."):
            return f"{texts[0].rstrip('.')}, untap it, and {_HASTE_TODAY}."
    return None
