"""The rules kernel: Magic's Comprehensive Rules as a state machine of frames and decisions.

Importing this package registers every frame handler and decision resume handler with the engine.
"""

from kitchentable.rules import (
    effects_t2017,  # noqa: F401
    keywords_kwthree,  # noqa: F401
)
from kitchentable.rules.additional import (
    day_and_night,  # noqa: F401
    dice_class_station,  # noqa: F401
    dungeons_and_initiative,  # noqa: F401
    faces,  # noqa: F401
    monarch,  # noqa: F401
)
from kitchentable.rules.casting import casting  # noqa: F401
from kitchentable.rules.compiled import register_pickling
from kitchentable.rules.continuous import (
    copies,  # noqa: F401
    play_from_exile,  # noqa: F401
    prevention_shields,  # noqa: F401
)
from kitchentable.rules.keywords import (
    ability_words,  # noqa: F401
    cast_while_resolving,  # noqa: F401
    explore_learn_connive,  # noqa: F401
    haunt,  # noqa: F401
    keyword_actions,  # noqa: F401
    level_up_and_soulbond,  # noqa: F401
    permanent_keywords,  # noqa: F401
    ring_tempts_you,  # noqa: F401
)
from kitchentable.rules.stack import (
    choosing_cards,  # noqa: F401
    effects,  # noqa: F401
    information,  # noqa: F401
    one_card_effects,  # noqa: F401
    reflexive_triggers,  # noqa: F401
    resolve,  # noqa: F401
    triggers,  # noqa: F401
)
from kitchentable.rules.turn import (
    combat,  # noqa: F401
    combat_restrictions,  # noqa: F401
    steps,  # noqa: F401
)

register_pickling()  # a no-op unless the kernel is compiled (compiled.py)
