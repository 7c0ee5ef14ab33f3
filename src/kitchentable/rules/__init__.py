"""The rules kernel: Magic's Comprehensive Rules as a state machine of frames and decisions.

The machine sits at the top (`engine`, `state`, `ruleset`, `abilities`, `events`, `errors`, `compiled`,
`log_text`); below it one package per part of the Comprehensive Rules: `concepts` (1xx), `turn` (103, 117,
5xx, 704), `casting` (601-602, 605), `stack` (603, 608-610), `continuous` (604, 611-616), and the mechanic
families that register themselves with the core's registries, `keywords` (701-702) and `additional`
(706-725). `load()` imports every module, in the order below, so every frame handler, decision resume handler
and registry entry is in place (docs/architecture.md, "Where each rule lives"); a new `GameState` calls it
before anything can be played. Importing the package alone imports nothing more, so what needs only the
ability vocabulary (the card pool cache read by `deck check`) starts without the whole kernel. The compiled
kernel (mypyc) loads everything at once, as its pickling needs every class (`compiled.register_pickling`).
"""

from __future__ import annotations

import importlib
import os

from kitchentable.rules.compiled import register_pickling

MODULES = (
    "kitchentable.rules.additional.adventures",
    "kitchentable.rules.additional.coin_flips",
    "kitchentable.rules.additional.day_and_night",
    "kitchentable.rules.additional.dice_class_station",
    "kitchentable.rules.additional.dungeons_and_initiative",
    "kitchentable.rules.additional.faces",
    "kitchentable.rules.additional.rad_counters",
    "kitchentable.rules.additional.modal_double_faced",
    "kitchentable.rules.additional.merged_permanents",
    "kitchentable.rules.additional.monarch",
    "kitchentable.rules.additional.party",
    "kitchentable.rules.additional.rooms",
    "kitchentable.rules.additional.sagas",
    "kitchentable.rules.additional.speed_and_city_blessing",
    "kitchentable.rules.casting.activation_cost_changes",
    "kitchentable.rules.casting.cast_modes",
    "kitchentable.rules.casting.cast_triggers_by_turn",
    "kitchentable.rules.casting.castable",
    "kitchentable.rules.casting.additional_cost_choices",
    "kitchentable.rules.casting.casting",
    "kitchentable.rules.casting.casting_restrictions",
    "kitchentable.rules.casting.context",
    "kitchentable.rules.casting.cost_parts",
    "kitchentable.rules.casting.lands",
    "kitchentable.rules.casting.land_play_triggers",
    "kitchentable.rules.casting.loyalty_abilities",
    "kitchentable.rules.casting.mana_abilities",
    "kitchentable.rules.casting.mana_spent",
    "kitchentable.rules.casting.payment",
    "kitchentable.rules.casting.storage_lands",
    "kitchentable.rules.casting.targeted_reductions",
    "kitchentable.rules.casting.total_cost",
    "kitchentable.rules.casting.triggered_mana",
    "kitchentable.rules.casting.zone_facts",
    "kitchentable.rules.concepts.auras_on_players",
    "kitchentable.rules.concepts.card_names",
    "kitchentable.rules.concepts.chosen_opponent",
    "kitchentable.rules.concepts.commanders",
    "kitchentable.rules.concepts.teams",
    "kitchentable.rules.concepts.counted_amounts",
    "kitchentable.rules.concepts.counted_conditions",
    "kitchentable.rules.concepts.crimes",
    "kitchentable.rules.concepts.devotion",
    "kitchentable.rules.concepts.emblems",
    "kitchentable.rules.concepts.energy",
    "kitchentable.rules.concepts.game_end",
    "kitchentable.rules.concepts.game_state_conditions",
    "kitchentable.rules.concepts.life",
    "kitchentable.rules.concepts.life_total_conditions",
    "kitchentable.rules.concepts.last_known_controller",
    "kitchentable.rules.concepts.treasure_mana",
    "kitchentable.rules.concepts.opponent_count",
    "kitchentable.rules.concepts.mana_spent_amounts",
    "kitchentable.rules.concepts.self_counter_conditions",
    "kitchentable.rules.concepts.linked_targets",
    "kitchentable.rules.concepts.looking",
    "kitchentable.rules.concepts.mana",
    "kitchentable.rules.concepts.player_comparisons",
    "kitchentable.rules.concepts.player_groups",
    "kitchentable.rules.concepts.players_in_turn_order",
    "kitchentable.rules.concepts.restricted_mana",
    "kitchentable.rules.concepts.stun_counters",
    "kitchentable.rules.concepts.finality_counters",
    "kitchentable.rules.concepts.targets",
    "kitchentable.rules.concepts.triggering_player",
    "kitchentable.rules.concepts.turn_history",
    "kitchentable.rules.continuous.graveyard_lands",
    "kitchentable.rules.continuous.chosen_player",
    "kitchentable.rules.continuous.control_gifts",
    "kitchentable.rules.continuous.copies",
    "kitchentable.rules.continuous.damage_amplifiers",
    "kitchentable.rules.continuous.flash_this_turn",
    "kitchentable.rules.continuous.hands_revealed",
    "kitchentable.rules.continuous.layers",
    "kitchentable.rules.continuous.library_top",
    "kitchentable.rules.continuous.life_gain_replacements",
    "kitchentable.rules.continuous.play_from_exile",
    "kitchentable.rules.continuous.player_rules",
    "kitchentable.rules.continuous.prevention_shields",
    "kitchentable.rules.continuous.source_durations",
    "kitchentable.rules.continuous.static_abilities",
    "kitchentable.rules.continuous.timed_rules",
    "kitchentable.rules.continuous.token_replacements",
    "kitchentable.rules.continuous.uncounterable_this_turn",
    "kitchentable.rules.continuous.unpreventable_damage",
    "kitchentable.rules.keywords.ability_words",
    "kitchentable.rules.keywords.aftermath",
    "kitchentable.rules.keywords.cast_from_exile",
    "kitchentable.rules.keywords.cast_while_resolving",
    "kitchentable.rules.keywords.casting_keywords",
    "kitchentable.rules.keywords.combat_keywords",
    "kitchentable.rules.keywords.entering_by_effect",
    "kitchentable.rules.keywords.forage",
    "kitchentable.rules.keywords.exchange_control",
    "kitchentable.rules.keywords.goad",
    "kitchentable.rules.keywords.craft",
    "kitchentable.rules.keywords.expend",
    "kitchentable.rules.keywords.explore_learn_connive",
    "kitchentable.rules.keywords.haunt",
    "kitchentable.rules.concepts.damage_to_you",
    "kitchentable.rules.concepts.first_life_change",
    "kitchentable.rules.concepts.token_creation_triggers",
    "kitchentable.rules.stack.additional_triggers",
    "kitchentable.rules.stack.leave_triggers",
    "kitchentable.rules.turn.attack_with_triggers",
    "kitchentable.rules.turn.attached_triggers",
    "kitchentable.rules.additional.natural_roll_triggers",
    "kitchentable.rules.casting.cast_during_your_turn",
    "kitchentable.rules.casting.next_cast_triggers",
    "kitchentable.rules.stack.duration_triggers",
    "kitchentable.rules.turn.attached_group_attacks",
    "kitchentable.rules.concepts.damage_by_your_sources",
    "kitchentable.rules.casting.nth_spell_of_kind",
    "kitchentable.rules.stack.in_graveyard_triggers",
    "kitchentable.rules.stack.compound_self_triggers",
    "kitchentable.rules.keywords.cycling_triggers",
    "kitchentable.rules.keywords.keyword_actions",
    "kitchentable.rules.keywords.keyword_action_triggers",
    "kitchentable.rules.keywords.level_up_and_soulbond",
    "kitchentable.rules.keywords.mayhem",
    "kitchentable.rules.keywords.multikicker",
    "kitchentable.rules.keywords.mutate",
    "kitchentable.rules.keywords.pack_tactics",
    "kitchentable.rules.keywords.prototype",
    "kitchentable.rules.keywords.ninjutsu",
    "kitchentable.rules.keywords.ravenous",
    "kitchentable.rules.keywords.permanent_keywords",
    "kitchentable.rules.keywords.phasing_effects",
    "kitchentable.rules.keywords.ring_tempts_you",
    "kitchentable.rules.stack.activation_triggers",
    "kitchentable.rules.stack.at_random",
    "kitchentable.rules.stack.amounts",
    "kitchentable.rules.stack.batch_triggers",
    "kitchentable.rules.stack.batch_trigger_events",
    "kitchentable.rules.stack.choosing_cards",
    "kitchentable.rules.stack.draw_that_many",
    "kitchentable.rules.stack.conditions",
    "kitchentable.rules.stack.copied_spells",
    "kitchentable.rules.stack.effects",
    "kitchentable.rules.stack.exile_until_leaves",
    "kitchentable.rules.stack.cast_target_card",
    "kitchentable.rules.stack.graveyard_triggers",
    "kitchentable.rules.stack.hand_to_library",
    "kitchentable.rules.stack.information",
    "kitchentable.rules.stack.keep_the_rest",
    "kitchentable.rules.stack.library_position",
    "kitchentable.rules.stack.one_card_effects",
    "kitchentable.rules.stack.reflexive_triggers",
    "kitchentable.rules.stack.resolve",
    "kitchentable.rules.stack.search_zones",
    "kitchentable.rules.stack.targeted_triggers",
    "kitchentable.rules.stack.triggers",
    "kitchentable.rules.turn.activation_windows",
    "kitchentable.rules.turn.combat",
    "kitchentable.rules.turn.combat_restrictions",
    "kitchentable.rules.turn.combat_triggers",
    "kitchentable.rules.turn.game_start",
    "kitchentable.rules.turn.opening_hand",
    "kitchentable.rules.turn.priority",
    "kitchentable.rules.turn.state_based_actions",
    "kitchentable.rules.turn.steps",
)
"""Every chapter module, in an import order known to work (each imports the ones it needs itself)."""

_loaded: list[bool] = []


def load() -> None:
    """Import every module of the kernel (once), filling every registry."""
    if _loaded:
        return
    _loaded.append(True)
    for name in MODULES:
        importlib.import_module(name)
    register_pickling(__path__, __name__)  # a no-op unless the kernel is compiled (compiled.py)


def _compiled() -> bool:
    """Is the kernel compiled here (a C extension beside `state`, which Python imports before the source)?
    `compiled.kernel_build` says the same by importing `state`, which this package's import avoids."""
    return any(name.startswith("state.") and name.endswith((".so", ".pyd")) for name in os.listdir(__path__[0]))


if _compiled():
    load()
