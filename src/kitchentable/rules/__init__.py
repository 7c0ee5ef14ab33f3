"""The rules kernel: Magic's Comprehensive Rules as a state machine of frames and decisions.

The machine sits at the top (`engine`, `state`, `ruleset`, `abilities`, `events`, `errors`, `compiled`,
`log_text`); below it one package per part of the Comprehensive Rules: `concepts` (1xx), `turn` (103, 117,
5xx, 704), `casting` (601-602, 605), `stack` (603, 608-610), `continuous` (604, 611-616), and the mechanic
families that register themselves with the core's registries, `keywords` (701-702) and `additional`
(706-725). Importing this package imports every module, so every frame handler, decision resume handler and
registry entry is in place (docs/architecture.md, "Where each rule lives").
"""

from kitchentable.rules.additional import (  # noqa: F401
    day_and_night,
    dice_class_station,
    dungeons_and_initiative,
    faces,
    monarch,
    sagas,
    speed_and_city_blessing,
)
from kitchentable.rules.casting import (  # noqa: F401
    cast_modes,
    castable,
    casting,
    casting_restrictions,
    context,
    cost_parts,
    lands,
    loyalty_abilities,
    mana_abilities,
    mana_spent,
    payment,
    storage_lands,
    total_cost,
    triggered_mana,
)
from kitchentable.rules.compiled import register_pickling
from kitchentable.rules.concepts import (  # noqa: F401
    auras_on_players,
    card_names,
    energy,
    game_end,
    life,
    mana,
    restricted_mana,
    targets,
)
from kitchentable.rules.continuous import (  # noqa: F401
    chosen_player,
    copies,
    layers,
    library_top,
    play_from_exile,
    player_rules,
    prevention_shields,
    static_abilities,
)
from kitchentable.rules.keywords import (  # noqa: F401
    ability_words,
    cast_from_exile,
    cast_while_resolving,
    casting_keywords,
    combat_keywords,
    explore_learn_connive,
    haunt,
    keyword_actions,
    level_up_and_soulbond,
    permanent_keywords,
    ring_tempts_you,
)
from kitchentable.rules.stack import (  # noqa: F401
    amounts,
    batch_triggers,
    choosing_cards,
    conditions,
    effects,
    exile_until_leaves,
    graveyard_triggers,
    information,
    one_card_effects,
    reflexive_triggers,
    resolve,
    triggers,
)
from kitchentable.rules.turn import (  # noqa: F401
    combat,
    combat_restrictions,
    game_start,
    opening_hand,
    priority,
    state_based_actions,
    steps,
)

register_pickling(__path__, __name__)  # a no-op unless the kernel is compiled (compiled.py)
