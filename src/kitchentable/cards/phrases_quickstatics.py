"""Builders for small player-rule and timing statics (branch quickstatics); the kernel side is
`rules.player_statics`.

- "You may cast ~ as though it had flash." (601.3, 702.8): the card may be cast any time it has priority;
  "... if you pay {N} more to cast it." adds {N} only when cast outside sorcery timing (307.1).
  "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes
  sacrifices it at the beginning of the next cleanup step." (603.7, 514.3a) goes with it.
- "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6).
- "<object> gains protection from the color of your choice until end of turn." (608.2d, 702.16).
- "<object> becomes the creature type of your choice until end of turn." (608.2d, 205.1b, layer 4).
- "Skip your draw step." (614.10, 504): its controller's draw steps don't happen.
- "Players have no maximum hand size." (402.2, 514.1); "You have ..." is `Builder.s_no_max_hand`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import COLOR_LETTER, CREATURE_TYPES
from kitchentable.rules.abilities import ApplyContinuous, ModifyPT, Ref, Simple, StaticAbility, fixed
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.stack.information import CHOSEN


class QuickStaticPhrases:
    """Mixin of `cards.compiler.Builder`."""

    def s_flash_permission(self, ch: list[Any]) -> Any:
        symbols = "".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA")
        extra = ManaCost.parse(symbols) if symbols else ManaCost()
        if extra.colored or extra.x or extra.hybrid or extra.phyrexian:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("flash permission with a colored extra cost")
        return ("static", StaticAbility("flash_permission", power=extra.generic))

    def s_flash_sacrifice(self, ch: list[Any]) -> Any:
        """The Mirage rider of the flash permission: see `rules.player_statics.flash_sacrifice_on_entry`."""
        return ("statics", (StaticAbility("flash_permission"), StaticAbility("flash_sacrifice")))

    def s_begin_on_battlefield(self, ch: list[Any]) -> Any:
        """The leylines (103.6); `rules.opening_hand` asks after the mulligans."""
        return ("static", StaticAbility("begin_on_battlefield"))

    def grant_protection_choice(self, ch: list[Any]) -> list[Any]:
        """"Target creature you control gains protection from the color of your choice until end of turn."
        The color is chosen as the ability resolves (608.2d), after its targets were chosen (601.2c); the
        keyword is then "protection from <color>" (702.16)."""
        subject, duration = [c for c in ch if not isinstance(c, Token)]
        grant = ModifyPT(subject, fixed(0), fixed(0), frozenset({f"protection from {CHOSEN}"}), duration)
        return [Simple("choose_then", Ref("you"), params=(("what", "color"), ("choices", tuple(COLOR_LETTER.values())),
                                                          ("effects", (grant,))))]

    def become_type_choice(self, ch: list[Any]) -> list[Any]:
        """"~ becomes the creature type of your choice until end of turn." (Mistform): the type is chosen as
        the ability resolves (608.2d); in layer 4 it replaces the object's creature types (205.1b)."""
        subject, duration = [c for c in ch if not isinstance(c, Token)]
        types = tuple(dict.fromkeys(CREATURE_TYPES))
        become = ApplyContinuous(StaticAbility("set_creature_type", subtypes=frozenset({CHOSEN}),
                                               params=(("creature_types", frozenset(types)),)), subject, duration)
        return [Simple("choose_then", Ref("you"), params=(("what", "type"), ("choices", types),
                                                          ("effects", (become,))))]

    def choose_target_sentence(self, ch: list[Any]) -> Any:
        """"Choose target creature." (115.1, 601.2c): the sentence only declares the target; the sentences
        that follow act on "that creature". A target object_ref is required: "choose a creature" is another
        template."""
        ref = [c for c in ch if not isinstance(c, Token)][0]
        if not (isinstance(ref, Ref) and ref.kind == "target"):
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("choose (not a target)")
        return ("effects", [])

    def s_skip_draw_step(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("skip_step", params=(("step", "draw"),)))

    def s_no_max_hand_all(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("no_max_hand_size", params=(("players", "all"),)))
