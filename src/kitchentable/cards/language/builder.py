"""The card language's transformer: every core section and phrase family put together in one class.

A parsed paragraph is a tree whose nodes are named by the grammar's aliases; lark calls the method of that name
on `Builder`, which finds it in the family or core section that builds that phrase. `Builder` itself only
assembles them: the phrase families first, then the core sections (a family may build on a core section
it inherits), all on `words.PhraseBase`.
"""

from __future__ import annotations

from kitchentable.cards.language.core.amounts import AmountPhrases
from kitchentable.cards.language.core.conditions import ConditionPhrases
from kitchentable.cards.language.core.costs import CostPhrases
from kitchentable.cards.language.core.descriptions import DescriptionPhrases
from kitchentable.cards.language.core.effects import EffectPhrases
from kitchentable.cards.language.core.references import ReferencePhrases
from kitchentable.cards.language.core.sentences import SentencePhrases
from kitchentable.cards.language.core.statics import StaticPhrases
from kitchentable.cards.language.core.triggers import TriggerPhrases
from kitchentable.cards.language.phrases.ability_words import AbilityWordsPhrases
from kitchentable.cards.language.phrases.activation_bans import ActivationBansPhrases
from kitchentable.cards.language.phrases.activation_cost_changes import ActivationCostChangesPhrases
from kitchentable.cards.language.phrases.activation_costs import ActivationCostsPhrases
from kitchentable.cards.language.phrases.activation_triggers import ActivationTriggersPhrases
from kitchentable.cards.language.phrases.activation_windows import ActivationWindowsPhrases
from kitchentable.cards.language.phrases.additional_cost_choices import AdditionalCostChoicesPhrases
from kitchentable.cards.language.phrases.additional_triggers import AdditionalTriggersPhrases
from kitchentable.cards.language.phrases.alternative_casts import AlternativeCastsPhrases
from kitchentable.cards.language.phrases.ante import AntePhrases
from kitchentable.cards.language.phrases.artifact_creature_tokens import ArtifactCreatureTokensPhrases
from kitchentable.cards.language.phrases.at_random import AtRandomPhrases
from kitchentable.cards.language.phrases.attached_group_attacks import AttachedGroupAttacksPhrases
from kitchentable.cards.language.phrases.attached_triggers import AttachedTriggersPhrases
from kitchentable.cards.language.phrases.attack_and_block_rules import AttackAndBlockRulesPhrases
from kitchentable.cards.language.phrases.attack_with_triggers import AttackWithTriggersPhrases
from kitchentable.cards.language.phrases.bargain_costs import BargainCostsPhrases
from kitchentable.cards.language.phrases.batch_and_reflexive_triggers import BatchAndReflexiveTriggersPhrases
from kitchentable.cards.language.phrases.batch_trigger_events import BatchTriggerEventsPhrases
from kitchentable.cards.language.phrases.becomes_creature import BecomesCreaturePhrases
from kitchentable.cards.language.phrases.card_names import CardNamesPhrases
from kitchentable.cards.language.phrases.cards_not_put import CardsNotPutPhrases
from kitchentable.cards.language.phrases.cast_during_your_turn import CastDuringYourTurnPhrases
from kitchentable.cards.language.phrases.cast_or_copy import CastOrCopyPhrases
from kitchentable.cards.language.phrases.cast_target_card import CastTargetCardPhrases
from kitchentable.cards.language.phrases.cast_trigger_wordings import CastTriggerWordingsPhrases
from kitchentable.cards.language.phrases.casting_keywords import CastingKeywordsPhrases
from kitchentable.cards.language.phrases.casting_restrictions import CastingRestrictionsPhrases
from kitchentable.cards.language.phrases.choices import ChoicesPhrases
from kitchentable.cards.language.phrases.chosen_by_a_player import ChosenByAPlayerPhrases
from kitchentable.cards.language.phrases.chosen_from_hand import ChosenFromHandPhrases
from kitchentable.cards.language.phrases.chosen_opponent import ChosenOpponentPhrases
from kitchentable.cards.language.phrases.coin_flips import CoinFlipsPhrases
from kitchentable.cards.language.phrases.combat_rules_this_turn import CombatRulesThisTurnPhrases
from kitchentable.cards.language.phrases.combat_triggers import CombatTriggersPhrases
from kitchentable.cards.language.phrases.commander import CommanderPhrases
from kitchentable.cards.language.phrases.compound_self_triggers import CompoundSelfTriggersPhrases
from kitchentable.cards.language.phrases.control_gifts import ControlGiftsPhrases
from kitchentable.cards.language.phrases.controller_conditions import ControllerConditionsPhrases
from kitchentable.cards.language.phrases.copies import CopiesPhrases
from kitchentable.cards.language.phrases.cost_changes import CostChangesPhrases
from kitchentable.cards.language.phrases.cost_conditions import CostConditionsPhrases
from kitchentable.cards.language.phrases.costs_paid import CostsPaidPhrases
from kitchentable.cards.language.phrases.counted_amounts import CountedAmountsPhrases
from kitchentable.cards.language.phrases.counted_conditions import CountedConditionsPhrases
from kitchentable.cards.language.phrases.counter_costs import CounterCostsPhrases
from kitchentable.cards.language.phrases.counter_prevention import CounterPreventionPhrases
from kitchentable.cards.language.phrases.counters_per_count import CountersPerCountPhrases
from kitchentable.cards.language.phrases.crew_power import CrewPowerPhrases
from kitchentable.cards.language.phrases.curses import CursesPhrases
from kitchentable.cards.language.phrases.cycling_triggers import CyclingTriggersPhrases
from kitchentable.cards.language.phrases.damage_amplifiers import DamageAmplifiersPhrases
from kitchentable.cards.language.phrases.damage_and_prevention import DamageAndPreventionPhrases
from kitchentable.cards.language.phrases.damage_by_your_sources import DamageByYourSourcesPhrases
from kitchentable.cards.language.phrases.damage_groups import DamageGroupsPhrases
from kitchentable.cards.language.phrases.damage_source_triggers import DamageSourceTriggersPhrases
from kitchentable.cards.language.phrases.damage_to_you_triggers import DamageToYouTriggersPhrases
from kitchentable.cards.language.phrases.damaged_player import DamagedPlayerPhrases
from kitchentable.cards.language.phrases.deck_limits import DeckLimitsPhrases
from kitchentable.cards.language.phrases.defending_player_restrictions import (
    DefendingPlayerRestrictionsPhrases,
)
from kitchentable.cards.language.phrases.delayed_triggers import DelayedTriggersPhrases
from kitchentable.cards.language.phrases.designations import DesignationsPhrases
from kitchentable.cards.language.phrases.destroyed_this_way import DestroyedThisWayPhrases
from kitchentable.cards.language.phrases.devotion import DevotionPhrases
from kitchentable.cards.language.phrases.dice_and_coins import DiceAndCoinsPhrases
from kitchentable.cards.language.phrases.different_colors_mana import DifferentColorsManaPhrases
from kitchentable.cards.language.phrases.doubling_and_multipliers import DoublingAndMultipliersPhrases
from kitchentable.cards.language.phrases.draw_that_many import DrawThatManyPhrases
from kitchentable.cards.language.phrases.each_player_instructions import (
    EachPlayerInstructionsPhrases,
    EachPlayerTailsPhrases,
)
from kitchentable.cards.language.phrases.emblems import EmblemsPhrases
from kitchentable.cards.language.phrases.energy import EnergyPhrases
from kitchentable.cards.language.phrases.entering_counters import EnteringCountersPhrases
from kitchentable.cards.language.phrases.entering_tapped_forms import EnteringTappedFormsPhrases
from kitchentable.cards.language.phrases.equipment_entering import EquipmentEnteringPhrases
from kitchentable.cards.language.phrases.exchange_control import ExchangeControlPhrases
from kitchentable.cards.language.phrases.exiled_card_was import ExiledCardWasPhrases
from kitchentable.cards.language.phrases.exiled_this_way import ExiledThisWayPhrases
from kitchentable.cards.language.phrases.expend import ExpendPhrases
from kitchentable.cards.language.phrases.face_down_exile import FaceDownExilePhrases
from kitchentable.cards.language.phrases.faces import FacesPhrases
from kitchentable.cards.language.phrases.finality_counters import FinalityCountersPhrases
from kitchentable.cards.language.phrases.first_life_change_triggers import FirstLifeChangeTriggersPhrases
from kitchentable.cards.language.phrases.flash_this_turn import FlashThisTurnPhrases
from kitchentable.cards.language.phrases.forage import ForagePhrases
from kitchentable.cards.language.phrases.game_state_conditions import GameStateConditionsPhrases
from kitchentable.cards.language.phrases.goaded_statics import GoadedStaticsPhrases
from kitchentable.cards.language.phrases.granted_abilities import GrantedAbilitiesPhrases
from kitchentable.cards.language.phrases.granted_ward import GrantedWardPhrases
from kitchentable.cards.language.phrases.graveyard_lands import GraveyardLandsPhrases
from kitchentable.cards.language.phrases.group_replacements import GroupReplacementsPhrases
from kitchentable.cards.language.phrases.hand_exile_until_leaves import HandExileUntilLeavesPhrases
from kitchentable.cards.language.phrases.hand_size_changes import HandSizeChangesPhrases
from kitchentable.cards.language.phrases.hand_to_library import HandToLibraryPhrases
from kitchentable.cards.language.phrases.if_you_do_look import IfYouDoLookPhrases
from kitchentable.cards.language.phrases.in_graveyard_triggers import InGraveyardTriggersPhrases
from kitchentable.cards.language.phrases.job_select import JobSelectPhrases
from kitchentable.cards.language.phrases.keep_the_rest import KeepTheRestPhrases
from kitchentable.cards.language.phrases.keyword_abilities import KeywordAbilitiesPhrases
from kitchentable.cards.language.phrases.keyword_action_triggers import KeywordActionTriggersPhrases
from kitchentable.cards.language.phrases.keyword_actions import KeywordActionsPhrases
from kitchentable.cards.language.phrases.keywords_and_quoted import KeywordsAndQuotedPhrases
from kitchentable.cards.language.phrases.land_play_triggers import LandPlayTriggersPhrases
from kitchentable.cards.language.phrases.leading_durations import LeadingDurationsPhrases
from kitchentable.cards.language.phrases.leave_triggers import LeaveTriggersPhrases
from kitchentable.cards.language.phrases.levels import LevelsPhrases
from kitchentable.cards.language.phrases.library_and_graveyard import LibraryAndGraveyardPhrases
from kitchentable.cards.language.phrases.library_costs import LibraryCostsPhrases
from kitchentable.cards.language.phrases.library_position import LibraryPositionPhrases
from kitchentable.cards.language.phrases.life_gain_replacements import LifeGainReplacementsPhrases
from kitchentable.cards.language.phrases.life_total_conditions import LifeTotalConditionsPhrases
from kitchentable.cards.language.phrases.linked_targets import LinkedTargetsPhrases
from kitchentable.cards.language.phrases.look_and_reorder import LookAndReorderPhrases
from kitchentable.cards.language.phrases.looked_card import LookedCardPhrases
from kitchentable.cards.language.phrases.mana import ManaPhrases
from kitchentable.cards.language.phrases.mana_spent_amounts import ManaSpentAmountsPhrases
from kitchentable.cards.language.phrases.multikicker import MultikickerPhrases
from kitchentable.cards.language.phrases.mutate import MutatePhrases
from kitchentable.cards.language.phrases.named_tokens import NamedTokensPhrases
from kitchentable.cards.language.phrases.natural_roll_triggers import NaturalRollTriggersPhrases
from kitchentable.cards.language.phrases.next_cast_triggers import NextCastTriggersPhrases
from kitchentable.cards.language.phrases.nth_spell_of_kind import NthSpellOfKindPhrases
from kitchentable.cards.language.phrases.object_histories import ObjectHistoriesPhrases
from kitchentable.cards.language.phrases.opponent_count import OpponentCountPhrases
from kitchentable.cards.language.phrases.other_card_names import OtherCardNamesPhrases
from kitchentable.cards.language.phrases.outside_the_game import OutsideTheGamePhrases
from kitchentable.cards.language.phrases.pack_tactics import PackTacticsPhrases
from kitchentable.cards.language.phrases.party import PartyPhrases
from kitchentable.cards.language.phrases.phasing_effects import PhasingEffectsPhrases
from kitchentable.cards.language.phrases.planeswalker_creatures import PlaneswalkerCreaturesPhrases
from kitchentable.cards.language.phrases.play_from_exile import PlayFromExilePhrases
from kitchentable.cards.language.phrases.player_comparisons import PlayerComparisonsPhrases
from kitchentable.cards.language.phrases.player_groups import PlayerGroupsPhrases
from kitchentable.cards.language.phrases.player_rules import PlayerRulesPhrases
from kitchentable.cards.language.phrases.quoted_grants import QuotedGrantsPhrases
from kitchentable.cards.language.phrases.random_discard_costs import RandomDiscardCostsPhrases
from kitchentable.cards.language.phrases.restricted_spending import RestrictedSpendingPhrases
from kitchentable.cards.language.phrases.rooms import RoomsPhrases
from kitchentable.cards.language.phrases.said_subject_actions import SaidSubjectActionsPhrases
from kitchentable.cards.language.phrases.search_zones import SearchZonesPhrases
from kitchentable.cards.language.phrases.self_bounce_costs import SelfBounceCostsPhrases
from kitchentable.cards.language.phrases.self_counter_conditions import SelfCounterConditionsPhrases
from kitchentable.cards.language.phrases.snow import SnowPhrases
from kitchentable.cards.language.phrases.sorcery_timing_only import SorceryTimingOnlyPhrases
from kitchentable.cards.language.phrases.source_durations import SourceDurationsPhrases
from kitchentable.cards.language.phrases.spell_qualities import SpellQualitiesPhrases
from kitchentable.cards.language.phrases.spells_this_turn import SpellsThisTurnPhrases
from kitchentable.cards.language.phrases.stack_abilities import StackAbilitiesPhrases
from kitchentable.cards.language.phrases.state_triggers import StateTriggersPhrases
from kitchentable.cards.language.phrases.static_abilities import StaticAbilitiesPhrases
from kitchentable.cards.language.phrases.summed_counts import SummedCountsPhrases
from kitchentable.cards.language.phrases.tapped_triggers import TappedTriggersPhrases
from kitchentable.cards.language.phrases.target_relations import TargetRelationsPhrases
from kitchentable.cards.language.phrases.targeted_counter_triggers import TargetedCounterTriggersPhrases
from kitchentable.cards.language.phrases.targeted_triggers import TargetedTriggersPhrases
from kitchentable.cards.language.phrases.targeting_restrictions import TargetingRestrictionsPhrases
from kitchentable.cards.language.phrases.teams import TeamsPhrases
from kitchentable.cards.language.phrases.their_choice import TheirChoicePhrases
from kitchentable.cards.language.phrases.timed_rules import TimedRulesPhrases
from kitchentable.cards.language.phrases.token_counters import TokenCountersPhrases
from kitchentable.cards.language.phrases.token_creation_triggers import TokenCreationTriggersPhrases
from kitchentable.cards.language.phrases.token_keywords import TokenKeywordsPhrases
from kitchentable.cards.language.phrases.token_replacements import TokenReplacementsPhrases
from kitchentable.cards.language.phrases.tokens_per_counter import TokensPerCounterPhrases
from kitchentable.cards.language.phrases.top_card import TopCardPhrases
from kitchentable.cards.language.phrases.total_power_conditions import TotalPowerConditionsPhrases
from kitchentable.cards.language.phrases.trailing_conditions import TrailingConditionsPhrases
from kitchentable.cards.language.phrases.treasure_mana import TreasureManaPhrases
from kitchentable.cards.language.phrases.triggering_player import TriggeringPlayerPhrases
from kitchentable.cards.language.phrases.turn_history import TurnHistoryPhrases
from kitchentable.cards.language.phrases.tutor_to_top import TutorToTopPhrases
from kitchentable.cards.language.phrases.type_tokens import TypeTokensPhrases
from kitchentable.cards.language.phrases.unique_wordings import UniqueWordingsPhrases
from kitchentable.cards.language.phrases.unpreventable_damage import UnpreventableDamagePhrases
from kitchentable.cards.language.phrases.variable_base_pt import VariableBasePtPhrases
from kitchentable.cards.language.phrases.variable_size_tokens import VariableSizeTokensPhrases
from kitchentable.cards.language.phrases.when_wordings import WhenWordingsPhrases
from kitchentable.cards.language.phrases.x_arithmetic import XArithmeticPhrases
from kitchentable.cards.language.phrases.x_stat_limits import XStatLimitsPhrases
from kitchentable.cards.language.phrases.x_thresholds import XThresholdsPhrases
from kitchentable.cards.language.phrases.you_and_permanents import YouAndPermanentsPhrases


class Builder(
    AbilityWordsPhrases, ActivationCostsPhrases, AlternativeCastsPhrases, AntePhrases,
    ArtifactCreatureTokensPhrases, AttackAndBlockRulesPhrases,
    ActivationBansPhrases,
    BatchAndReflexiveTriggersPhrases, BecomesCreaturePhrases, CardNamesPhrases, CardsNotPutPhrases, CastOrCopyPhrases,
    CastingKeywordsPhrases, CastingRestrictionsPhrases, ChoicesPhrases, ChosenByAPlayerPhrases,
    CoinFlipsPhrases, CommanderPhrases, ControlGiftsPhrases, CopiesPhrases,
    CostsPaidPhrases, CountedAmountsPhrases, CostChangesPhrases, CrewPowerPhrases, CursesPhrases,
    DamageAndPreventionPhrases, DestroyedThisWayPhrases, TriggeringPlayerPhrases, LinkedTargetsPhrases,
    DamagedPlayerPhrases,
    DelayedTriggersPhrases, DeckLimitsPhrases, DesignationsPhrases, DevotionPhrases,
    DiceAndCoinsPhrases, DoublingAndMultipliersPhrases, EnergyPhrases, EnteringCountersPhrases, EquipmentEnteringPhrases, ExpendPhrases,
    FaceDownExilePhrases, FacesPhrases, FinalityCountersPhrases, ForagePhrases,
    GrantedAbilitiesPhrases, JobSelectPhrases, KeywordAbilitiesPhrases, KeywordActionsPhrases, LeadingDurationsPhrases, LevelsPhrases,
    LibraryAndGraveyardPhrases, LookAndReorderPhrases, ManaPhrases,
    MultikickerPhrases, MutatePhrases, OutsideTheGamePhrases, PackTacticsPhrases, PartyPhrases,
    PlayFromExilePhrases, PlayerComparisonsPhrases, PlayerGroupsPhrases, PlayerRulesPhrases, RoomsPhrases,
    StaticAbilitiesPhrases, TokenCountersPhrases,
    TokensPerCounterPhrases, TopCardPhrases, TrailingConditionsPhrases,
    EmblemsPhrases, KeepTheRestPhrases, SpellsThisTurnPhrases, TokenReplacementsPhrases,
    TurnHistoryPhrases, VariableBasePtPhrases, VariableSizeTokensPhrases, XArithmeticPhrases, XThresholdsPhrases,
    UniqueWordingsPhrases, YouAndPermanentsPhrases, ObjectHistoriesPhrases, ControllerConditionsPhrases, ExchangeControlPhrases,
    EachPlayerInstructionsPhrases, EachPlayerTailsPhrases, LandPlayTriggersPhrases, BatchTriggerEventsPhrases,
    ChosenOpponentPhrases, TargetRelationsPhrases,
    GameStateConditionsPhrases, DefendingPlayerRestrictionsPhrases, CostConditionsPhrases,
    LifeGainReplacementsPhrases, SummedCountsPhrases, SorceryTimingOnlyPhrases,
    CountersPerCountPhrases, GroupReplacementsPhrases, DamageAmplifiersPhrases,
    TutorToTopPhrases, HandToLibraryPhrases, LibraryPositionPhrases, SnowPhrases, LookedCardPhrases, ExiledCardWasPhrases,
    RestrictedSpendingPhrases, PhasingEffectsPhrases,
    CombatTriggersPhrases, CyclingTriggersPhrases, KeywordActionTriggersPhrases,
    CastTriggerWordingsPhrases, TappedTriggersPhrases, DamageToYouTriggersPhrases,
    FirstLifeChangeTriggersPhrases, TargetedTriggersPhrases,
    ActivationTriggersPhrases,
    RandomDiscardCostsPhrases,
    SourceDurationsPhrases, KeywordsAndQuotedPhrases, QuotedGrantsPhrases, HandExileUntilLeavesPhrases, CastTargetCardPhrases,
    LeaveTriggersPhrases, TokenCreationTriggersPhrases, AttackWithTriggersPhrases, AttachedTriggersPhrases,
    NaturalRollTriggersPhrases, CastDuringYourTurnPhrases, TotalPowerConditionsPhrases,
    DamageSourceTriggersPhrases, WhenWordingsPhrases, InGraveyardTriggersPhrases,
    CompoundSelfTriggersPhrases,
    ActivationCostChangesPhrases, LifeTotalConditionsPhrases, GrantedWardPhrases, EnteringTappedFormsPhrases,
    SelfCounterConditionsPhrases, UnpreventableDamagePhrases, BargainCostsPhrases,
    ManaSpentAmountsPhrases,
    DamageGroupsPhrases, OtherCardNamesPhrases, SearchZonesPhrases, NamedTokensPhrases, AtRandomPhrases,
    CounterCostsPhrases, ActivationWindowsPhrases, SelfBounceCostsPhrases, LibraryCostsPhrases, TeamsPhrases,
    GoadedStaticsPhrases,
    StateTriggersPhrases, TargetedCounterTriggersPhrases,
    DrawThatManyPhrases,
    CountedConditionsPhrases, FlashThisTurnPhrases,
    NextCastTriggersPhrases, SpellQualitiesPhrases, SaidSubjectActionsPhrases, AttachedGroupAttacksPhrases,
    DamageByYourSourcesPhrases,
    TreasureManaPhrases, AdditionalCostChoicesPhrases, AdditionalTriggersPhrases, OpponentCountPhrases,
    CounterPreventionPhrases, GraveyardLandsPhrases, HandSizeChangesPhrases,
    TokenKeywordsPhrases, StackAbilitiesPhrases, TheirChoicePhrases, ExiledThisWayPhrases,
    ChosenFromHandPhrases, IfYouDoLookPhrases,
    TimedRulesPhrases, CombatRulesThisTurnPhrases, PlaneswalkerCreaturesPhrases,
    XStatLimitsPhrases, DifferentColorsManaPhrases, TypeTokensPhrases,
    TargetingRestrictionsPhrases, NthSpellOfKindPhrases,
    SentencePhrases, EffectPhrases, StaticPhrases, TriggerPhrases,
    CostPhrases,
    ConditionPhrases, AmountPhrases, ReferencePhrases, DescriptionPhrases
):
    """Turns one parsed ability paragraph into kernel objects (`words.PhraseBase` holds its state)."""
