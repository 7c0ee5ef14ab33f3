"""A look-and-pick after "If you do," keeps its own sentences ("If you do, look at the top two cards of your
library. You may reveal ... Put the rest ..."), as printed (`language.phrases.if_you_do_look`): it is one
instruction said in several sentences, so the condition covers all of it without joining them."""

from __future__ import annotations

from kitchentable.rules.abilities import Effect, Simple


def said_whole(effects: tuple[Effect, ...]) -> bool:
    """Whether `effects` is one look-and-pick instruction said over several sentences."""
    return len(effects) == 1 and isinstance(effects[0], Simple) and effects[0].kind == "look_top" \
        and effects[0].param("pick") is not None and not effects[0].param("then_joined")
