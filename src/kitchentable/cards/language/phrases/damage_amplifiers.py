"""Replacements that change the damage a source deals (614.1a), on a permanent: "If a source would deal damage to
a permanent or player, it deals double that damage to that permanent or player instead.", "If a red source you
control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2
instead.", "If a creature you control would deal combat damage ..., it deals double that damage instead."

Built into the kernel's "damage_amplifier" static ability (`rules.continuous.damage_amplifiers`); the source is
described by color, card type and subtype only (anything else is refused). Param "again" keeps the printed "to
that permanent or player" for the render."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, _unsupported
from kitchentable.rules.abilities import Filter, StaticAbility

_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _da_token(ch: list[Any], kind: str) -> str | None:
    return next((str(t) for t in ch if isinstance(t, Token) and t.type == kind), None)


class DamageAmplifiersPhrases(PhraseBase):
    """"If [a source] would deal damage to [recipients], it deals double / that much damage plus N instead.\""""

    def da_any_source(self, ch: list[Any]) -> tuple[Any, ...]:
        return (("source", "any"),)

    def da_your_source(self, ch: list[Any]) -> tuple[Any, ...]:
        return (("source", "you"), ("source_controller", "you"))

    def da_your_color_source(self, ch: list[Any]) -> tuple[Any, ...]:
        color = _COLOR_LETTER[str(_da_token(ch, "COLOR"))]
        return (("source", "you"), ("source_controller", "you"), ("colors", color))

    def da_another_source(self, ch: list[Any]) -> tuple[Any, ...]:
        color = _da_token(ch, "COLOR")
        said = (("colors", _COLOR_LETTER[color]),) if color else ()
        return (("source", "you"), ("source_controller", "you"), ("other", True), *said)

    def da_desc_source(self, ch: list[Any]) -> tuple[Any, ...]:
        flt = next(c for c in ch if isinstance(c, Desc)).filter()
        kept = Filter(types=flt.types, any_types=flt.any_types, subtypes=flt.subtypes, colors=flt.colors)
        if Filter(types=flt.types, any_types=flt.any_types, subtypes=flt.subtypes, colors=flt.colors,
                  controller=flt.controller, zone=flt.zone, spell_kind=flt.spell_kind) != flt \
                or flt.controller not in ("you", "any"):
            raise _unsupported("a damage source described beyond its types and colors")
        mine = (("source_controller", "you"),) if flt.controller == "you" else ()
        spell = (("spell", True),) if flt.zone == "stack" or flt.spell_kind else ()  # "a red spell": on the stack
        return (("source", "desc"), ("desc", kept), *mine, *spell)

    def da_kind(self, ch: list[Any]) -> tuple[str, str]:
        return ("damage", next(str(t) for t in ch if isinstance(t, Token)))

    def da_to_any(self, ch: list[Any]) -> str:
        return "any"

    def da_to_opponents(self, ch: list[Any]) -> str:
        return "opponents"

    def da_double(self, ch: list[Any]) -> tuple[str, int]:
        return ("times", 2)

    def da_triple(self, ch: list[Any]) -> tuple[str, int]:
        return ("times", 3)

    def da_plus(self, ch: list[Any]) -> tuple[str, int]:
        return ("plus", int(str(_da_token(ch, "NUMBER"))))

    def da_again(self, ch: list[Any]) -> str:
        return "again"

    def da_amplifier(self, ch: list[Any]) -> Any:
        source = next(c for c in ch if isinstance(c, tuple) and c and isinstance(c[0], tuple))
        recipient = next(c for c in ch if c in ("any", "opponents"))
        change = next(c for c in ch if isinstance(c, tuple) and c and c[0] in ("times", "plus"))
        kind = next((c[1] for c in ch if isinstance(c, tuple) and c and c[0] == "damage"), None)
        said = dict(source)
        affected: Filter | None = said.get("desc")
        if "colors" in said:
            affected = Filter(colors=frozenset({said["colors"]}))
        params: list[tuple[str, Any]] = [("to", recipient), change, ("source", said["source"])]
        params += [(k, said[k]) for k in ("source_controller", "other", "spell") if k in said]
        if kind:
            params.append(("damage", kind))
        if "again" in ch:
            params.append(("again", True))
        return ("static", StaticAbility("damage_amplifier", affected, params=tuple(params)))
