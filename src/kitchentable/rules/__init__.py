"""The rules kernel: Magic's Comprehensive Rules as a state machine of frames and decisions.

Importing this package registers every frame handler and decision resume handler with the engine.
"""

from kitchentable.rules import (  # noqa: F401
    casting,
    combat,
    copies,
    damage_family,
    daynight,
    dungeons,
    effects,
    effects_info,
    effects_rare,
    effects_t2017,
    faces,
    haunt,
    impulse,
    keywords_casting_effects,
    keywords_cov,
    keywords_kwthree,
    keywords_levels,
    keywords_modern,
    keywords_permanents,
    keywords_recent,
    keywords_setmech,
    library_moves,
    monarch,
    reflexive,
    resolve,
    restrictions,
    ring,
    triggers,
    turns,
)
from kitchentable.rules.compiled import register_pickling

register_pickling()  # a no-op unless the kernel is compiled (compiled.py)
