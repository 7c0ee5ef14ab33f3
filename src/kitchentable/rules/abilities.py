"""Card definitions and the ability vocabulary the card language compiles to (rules 112-113, 601-603, 611-615).

Everything here is immutable and shared between every game and every copy of a game: a game object points at
its `CardDef`; per-game state lives in `objects.GameObject`. Effects are plain frozen dataclasses; the
executors that give them meaning are registered in `rules.stack.effects`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kitchentable.rules.concepts.mana import ManaCost

# --- references: who or what an effect acts on ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ref:
    """An object or player reference resolved when the effect happens.

    kind: "target" (index = which target group), "self" (the source), "controller", "you" (same as
    controller), "each_player", "each_opponent", "target_controller" (controller of target group `index`),
    "enchanted", "equipped", "triggering" (the object the trigger event was about), "triggering_player",
    "all" (every object matching `filter`), "defending_player", "active_player", "remembered" (objects an
    earlier effect of the same resolution remembered), "chosen_player", "sacrificed" (the permanent this
    resolution sacrificed), "those" (the objects matching `filter` as the effect that names them resolves: "sacrifice
    those creatures at the beginning of the next end step", fixed then, 603.7c)."""

    kind: str
    index: int = 0
    filter: Filter | None = None


SELF = Ref("self")
YOU = Ref("you")


@dataclass(frozen=True, slots=True)
class Filter:
    """A description of objects or players (rule 109, 115.10): "nonblack creature you control", "any target".

    Each field narrows the match; empty means no restriction.
    """

    types: frozenset[str] = frozenset()  # all of these card types (OR across `any_types`)
    any_types: frozenset[str] = frozenset()  # at least one of these card types
    subtypes: frozenset[str] = frozenset()  # at least one of these subtypes
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()  # at least one of these colors
    not_colors: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    controller: str = "any"  # any | you | opponent | not_you ("you don't control") | active
    owner: str = "any"
    zone: str = "battlefield"
    players: bool = False  # players match too ("any target")
    only_players: bool = False
    opponents_only: bool = False
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    in_combat: bool | None = None  # "attacking or blocking" (506.4)
    other: bool = False  # "another": not the source
    token: bool | None = None
    keyword: str | None = None
    not_keyword: str | None = None
    max_power: int | None = None
    min_power: int | None = None
    max_toughness: int | None = None
    max_mana_value: int | None = None
    min_mana_value: int | None = None
    name: str | None = None
    spell_kind: str | None = None  # on the stack: "spell", "creature_spell", "noncreature_spell", or abilities:
    # "ability", "activated_ability", "triggered_ability", "spell_or_ability", "spell_activated_or_triggered"
    # (`concepts.targets.STACK_OBJECT_KINDS`)
    face_down: bool | None = None
    attached: bool = False  # "enchanted creature", "equipped creature": what the source is attached to
    not_subtypes: frozenset[str] = frozenset()  # "non-Aura"
    not_supertypes: frozenset[str] = frozenset()  # "nonbasic", "nonlegendary"
    with_counter: str | None = None  # "with a +1/+1 counter on it" (122.1)
    multicolored: bool | None = None  # two or more colors (105.2c); False: one color or none
    colorless: bool | None = None  # no color (105.2c)
    attached_to_source: bool = False  # "Aura attached to it": attached to the source (301.5, 303.4)
    blocking_source: bool = False  # "creature blocking it": blocking the source (509.1)
    mana_value_at_most_x: bool = False  # "with mana value X or less": X of the resolving spell or ability
    power_below_source: bool = False  # "with lesser power", "with power less than ~'s power" (mentor 702.134a)
    or_token: bool = False  # "an artifact, enchantment, or token" (bargain 702.166a): `any_types` or a token
    min_toughness: int | None = None  # "with toughness N or greater"
    single_target: bool = False  # "spell with a single target" (115.7): a stack object with exactly one target
    cast_from: str | None = None  # "a spell from exile": the zone a spell was cast from (601.2a; cast triggers)
    mana_value_is_x: bool = False  # "target artifact with mana value X": exactly the X of the spell or ability
    colors_or: bool = False  # "black or red creature": `colors` said with "or", the same match as "and/or" (105.2)
    unblocked: bool = False  # "unblocked attacker" (509.1h): attacking, blockers declared, and not blocked
    any_counter: bool | None = None  # "with one or more counters on it" (True), "with no counters on them" (False)
    without_counter: str | None = None  # "without a +1/+1 counter on it" (122.1)
    this_turn: str | None = None  # "that attacked this turn", "that blocked", "that attacked or blocked" (508.1, 509.1)
    commander: bool = False  # "commanders you control" (903.3): no game here has one; matches nothing
    historic: bool = False  # "historic" (700.6): an artifact, a legendary, or a Saga
    kicked: bool = False  # "kicked spell" (702.33d): a spell on the stack whose kicker cost was paid
    power_at_most_x: bool = False  # "with power X or less": X of the spell or ability (107.3, 601.2b-c)
    toughness_at_most_x: bool = False  # "with toughness X or less": the same for toughness

    def describe(self) -> str:
        from kitchentable.rules.log_text import describe_filter

        return describe_filter(self)


ANY_TARGET = Filter(any_types=frozenset({"Creature", "Planeswalker", "Battle"}), players=True)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target group of a spell or ability (115): what it may target and how many (601.2c)."""

    filter: Filter
    min: int = 1
    max: int = 1
    label: str = ""
    different_from: tuple[int, ...] = ()  # "another target creature": not the same object as these groups
    max_total_mana_value: int | None = None  # "with total mana value 3 or less" across the group
    x_count: bool = False  # "tap X target creatures": exactly X, the X announced before targets (601.2b-c)
    controlled_by_group: int | None = None  # "target creature that player controls": of the player chosen for group N
    linked_seat: int | None = None  # that player once chosen (`concepts.linked_targets.spec_linked`)
    distinct_controllers: bool = False  # "two target creatures controlled by different players" (601.2c)
    per_kick: bool = False  # "choose target creature, then another for each time it was kicked": 1 + kicks (702.33c)


# --- amounts ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Amount:
    """A number an effect uses: fixed, X, or counted from the game when the effect happens (608.2h).

    kind: "fixed" (value), "x", "count" (objects matching filter), "power"/"toughness"/"mana_value" of ref,
    "life" of ref player, "hand_size", "cards_in_graveyard", "counters" (counter named `name` on ref),
    "spells_cast_this_turn", "devotion" (to colors in filter), "damage_dealt" (remembered). `times`
    multiplies, `plus` adds.
    """

    kind: str = "fixed"
    value: int = 0
    filter: Filter | None = None
    ref: Ref | None = None
    name: str = ""
    times: int = 1
    plus: int = 0
    half_round_up: bool = False


def fixed(n: int) -> Amount:
    return Amount("fixed", n)


X = Amount("x")


# --- conditions ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Condition:
    """A yes/no question about the game: "if you control a Forest", "if it was kicked" (603.4 and others).

    kind: "control" (count of filter >= n), "control_none", "life_at_least", "life_at_most", "kicked",
    "hand_empty", "cards_in_graveyard_at_least", "your_turn", "not_your_turn", "spells_cast_this_turn_at_least",
    "opponent_controls", "target_is" (target group index matches filter), "attacking", "counters_at_least",
    "creature_died_this_turn", "landfall_count_at_least", "x_at_least" (the spell's X, Banefire),
    "hand_at_most", "your_step" (name: the step, on your turn), "tagged" (name: a tag the permanent got as it
    arrived: "paid:evoke" 702.74a, "paid:dash" 702.109a, "unearthed" 702.84a), "level_between" (n up to
    `at_most` level counters on the source, 711.2; `at_most` None: no upper bound), "was_cast" (the permanent
    entered as a resolving spell this turn: "if you cast it"), "all" (every condition of `all_of` holds).
    """

    kind: str
    n: int = 1
    filter: Filter | None = None
    ref: Ref | None = None
    name: str = ""
    negate: bool = False
    at_most: int | None = None
    all_of: tuple[Condition, ...] = ()  # kind "all": every one of these holds ("... and you control a Swamp")


# --- effects ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of every effect. Each subclass has a `kind` naming its executor in `rules.stack.effects`."""

    @property
    def effect_kind(self) -> str:
        return str(getattr(self, "kind", ""))


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    amount: Amount = field(default_factory=lambda: fixed(0))
    to: Ref = field(default_factory=lambda: Ref("target"))
    source: Ref = SELF
    kind: str = field(default="deal_damage", kw_only=True)


@dataclass(frozen=True, slots=True)
class DivideDamage(Effect):
    """Damage divided as the caster chose among targets of group `index` (601.2d); `evenly`: divided evenly,
    rounded down, among them (Fireball), so no choice is made."""

    amount: Amount = field(default_factory=lambda: fixed(0))
    index: int = 0
    evenly: bool = False
    kind: str = field(default="divide_damage", kw_only=True)


@dataclass(frozen=True, slots=True)
class Simple(Effect):
    """An effect fully described by its kind, a subject, an amount and a few named parameters.

    Kinds: draw, discard, discard_random, mill, gain_life, lose_life, destroy, exile, bounce (to hand),
    tap, untap, sacrifice, counter (a spell), put_on_library_top/bottom, scry, surveil, shuffle_into_library,
    return_to_battlefield, return_to_hand, add_poison, regenerate, fight, gain_control, set_life,
    lose_game, win_game, extra_turn, add_counters, remove_counters, proliferate, create_token, copy_spell,
    search_library, look_and_pick, reveal_top, cast_from, exile_top, each_discard, draw_then_discard,
    untap_all, tap_all, destroy_all, damage_each, mass_pump, shuffle, owners_gain_control,
    exchange_control, counters_split, wish, replace_next_draw_with_wish, shuffle_from_outside,
    repeat_unless_draw, ante, ante_top, ante_to_graveyard, ante_exchange_library_top,
    ante_or_exchange_ownership.
    `params` keeps extra named values as a tuple of pairs so the dataclass stays hashable.
    """

    kind: str = ""
    subject: Ref = field(default_factory=lambda: Ref("target"))
    amount: Amount = field(default_factory=lambda: fixed(1))
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class ModifyPT(Effect):
    """+N/+N or -N/-N until end of turn (611.2, layer 7c), optionally with keywords granted (layer 6)."""

    subject: Ref = field(default_factory=lambda: Ref("target"))
    power: Amount = field(default_factory=lambda: fixed(0))
    toughness: Amount = field(default_factory=lambda: fixed(0))
    keywords: frozenset[str] = frozenset()
    duration: str = "end_of_turn"
    kind: str = field(default="modify_pt", kw_only=True)


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """106.6 with a rider: "Spend this mana only to cast a creature spell of the chosen type, and that spell
    can't be countered." (Cavern of Souls): the spells the mana may pay for, and whether a spell it was spent
    on can't be countered (rules.concepts.restricted_mana)."""

    spells: Filter
    uncounterable: bool = False
    other_costs: bool = False  # Powerstone: "can't be spent to cast a non<kind> spell" pays any other cost too
    abilities: Filter | None = None  # "... or activate abilities of artifacts": the sources whose activated
    # abilities it may pay for (Filter(): any source, "Spend this mana only to activate abilities.")
    no_spells: bool = False  # "Spend this mana only to activate abilities.": no spell may be paid with it
    wording: str = ""  # how the card says it ("singular": "an Elemental spell or ... an ability of an Elemental")


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """Add mana (106.1, 605). `choices` lists alternatives ("W", "U") for "one mana of any color"."""

    mana: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    amount: Amount = field(default_factory=lambda: fixed(1))
    only_for: Filter | SpendRestriction | None = None  # 106.6: "Spend this mana only to cast <spells>"
    combination: bool = False  # "N mana in any combination of ...": each unit chosen apart (rules.casting.mana_abilities)
    different: bool = False  # "two mana of different colors": each unit of a type no other unit has (106.1)
    kind: str = field(default="add_mana", kw_only=True)


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    token: CardDef | None = None
    amount: Amount = field(default_factory=lambda: fixed(1))
    controller: Ref = YOU
    tapped: bool = False
    attacking: bool = False
    copy_of: Ref | None = None  # "a token that's a copy of ~": the token gets its copiable values (707.2)
    copy_except: tuple[tuple[str, Any], ...] = ()  # "..., except it's a 1/1": `rules.continuous.copies.apply_exceptions` (707.9b)
    size: Amount | None = None  # "an X/X ... token": its power and toughness, each read as it is created (608.2h)
    counters: tuple[tuple[str, Amount], ...] = ()  # "a 0/0 ... token with X +1/+1 counters on it" (122.6, 111.1)
    # How the card says the token's quoted abilities: after "with" ("... token with haste and "This creature can't
    # block."") or in a sentence of their own (". It has "...""). No rules meaning: kept only for `cards show`.
    quoted_with: bool = field(default=False, compare=False)
    kind: str = field(default="create_token", kw_only=True)


@dataclass(frozen=True, slots=True)
class Conditional(Effect):
    """"If [condition], [effect]" (608.2c), with an optional otherwise branch."""

    condition: Condition = field(default_factory=lambda: Condition("true"))
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    kind: str = field(default="conditional", kw_only=True)


@dataclass(frozen=True, slots=True)
class Optional_(Effect):
    """"You may [effect]" (or "unless" from the other side): the chooser decides as it resolves (608.2d)."""

    then: tuple[Effect, ...] = ()
    chooser: Ref = YOU
    cost: Cost | None = None  # "you may pay {2}. If you do, ..."
    unless: bool = False  # "counter target spell unless its controller pays {3}": `then` happens if they don't
    x: Amount | None = None  # the value of X in `cost`, read as it resolves (Relentless Dead: a target's mana value)
    kind: str = field(default="optional", kw_only=True)


@dataclass(frozen=True, slots=True)
class ForEach(Effect):
    """Repeat `then` for each object or player the reference names, remembering it as "it"."""

    each: Ref = field(default_factory=lambda: Ref("each_player"))
    then: tuple[Effect, ...] = ()
    kind: str = field(default="for_each", kw_only=True)


@dataclass(frozen=True, slots=True)
class ApplyContinuous(Effect):
    """Create a continuous effect from a resolving spell or ability (611.2), e.g. "gains flying until end
    of turn", "creatures you control get +1/+1 until end of turn", "gain control of target creature"."""

    static: StaticAbility | None = None
    subject: Ref | None = None  # when set, the effect is locked to these objects (611.2c)
    duration: str = "end_of_turn"  # end_of_turn | permanent | your_next_turn | while_source
    kind: str = field(default="apply_continuous", kw_only=True)


# --- costs -----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (118): mana plus any of the non-mana parts (tap, untap, sacrifice, discard, life, exile,
    remove counters). Paid all together during 601.2h / 602.2b."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    sacrifice_count: int = 1
    discard: Filter | None = None
    discard_count: int = 0
    discard_self: bool = False  # cycling
    discard_at_random: bool = False  # "discard a card at random" (701.8b): the `discard_count` cards are chosen at random
    life: int = 0
    exile_from_graveyard: Filter | None = None
    exile_count: int = 0
    exile_self: bool = False
    remove_counters: tuple[str, int] = ("", 0)
    remove_any: str = ""  # "remove any number of / X storage counters": the kind; X chosen (`rules.casting.storage_lands`)
    add_counters: tuple[str, int] = ("", 0)  # planeswalker loyalty +N
    tap_untapped: Filter | None = None  # "Tap an untapped creature you control"
    tap_count: int = 0
    energy: int = 0  # {E} symbols paid (107.14): energy counters removed from the player
    crew: int = 0  # 702.122a: "tap any number of other untapped creatures you control with total power N or greater"
    evidence: int = 0  # 701.59a: "collect evidence N": exile graveyard cards with total mana value N or greater
    bounce: Filter | None = None  # "return a land you control to its owner's hand" (rules.casting.cost_parts)
    bounce_count: int = 0
    per_x: str = ""  # "pay X life", "discard X cards", "exile X ...", "sacrifice X ...": that count is X (107.3)
    forage: bool = False  # 701.61a: exile three cards from your graveyard or sacrifice a Food (rules.casting.cost_parts)
    craft: Filter | None = None  # 702.167a: the materials, exiled from permanents you control and/or your graveyard
    craft_count: int = 0
    return_self: bool = False  # "return ~ to its owner's hand" (118.3): the source, paid as the cost is paid (601.2h)
    mill_count: int = 0  # "mill N cards" (701.13) as a cost: the top N cards of your library, into your graveyard
    exile_top_count: int = 0  # "exile the top N cards of your library" as a cost
    counter_from: Filter | None = None  # "remove a +1/+1 counter from a creature you control": the permanents (118.3)
    counter_from_count: int = 0  # how many picked (each loses one counter of the kind its filter's `with_counter` says)
    reveal: Filter | None = None  # "reveal a Kithkin card from your hand" (701.16a): the cards of the hand shown
    reveal_count: int = 0
    or_cost: Cost | None = None  # 601.2b: "<this cost> or <that cost>": the other choice (rules.casting.additional_cost_choices)

    def is_free(self) -> bool:
        return (self.mana is None or self.mana.is_zero()) and not (
            self.tap or self.untap or self.sacrifice_self or self.sacrifice or self.discard_count
            or self.discard_self or self.life or self.exile_count or self.exile_self
            or self.remove_counters[1] or self.add_counters[1] or self.tap_count or self.energy or self.remove_any
            or self.crew or self.evidence or self.bounce_count or self.per_x or self.forage or self.craft_count
            or self.return_self or self.mill_count or self.exile_top_count or self.counter_from_count
            or self.reveal_count
        )


# --- abilities -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a spell or ability: its targets and its effects, in order (608.2c)."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Modal:
    """The effect part of a spell or ability: one mode, or "choose N" among several (700.2)."""

    modes: tuple[Mode, ...] = ()
    choose_min: int = 1
    choose_max: int = 1
    once_each: bool = False  # "choose one that hasn't been chosen": each mode once per object (rules.casting.casting)
    same_mode: tuple[int, ...] = ()  # 700.2d "you may choose the same mode more than once": for each mode, the
    # index of its first copy (the printed mode is repeated once per possible choice, each copy its own targets)
    more_if: Condition | None = None  # "If this spell was kicked, choose any number instead.", "If you control a
    more_max: int = 0  # commander ..., you may choose both": up to `more_max` modes while `more_if` holds (601.2b)
    at_random: bool = False  # "Choose one at random —": the mode is picked at random, not by a player (700.2)
    said: str = ""  # the head's own words when the numbers don't say it (rendering only)

    @property
    def is_modal(self) -> bool:
        return len(self.modes) > 1


@dataclass(frozen=True, slots=True)
class ActivationReduction:
    """602.2b, 601.2f: "This ability costs {3} less to activate if <condition>." `mana` None: the source's own
    mana cost (power-up: "Reduce the cost by its mana cost if it entered this turn"). The generic part of the
    total floors at zero; colored symbols come off the matching colored ones first."""

    mana: ManaCost | None = None
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """[Cost]: [Effect] (602). Mana abilities (605) resolve at once and never use the stack."""

    cost: Cost
    effect: Modal
    is_mana: bool = False
    sorcery_speed: bool = False
    zone: str = "battlefield"  # hand for cycling, graveyard for unearth-like abilities
    once_per_turn: bool = False
    max_per_turn: int = 0  # "Activate no more than twice each turn" (602.5b); 0: no limit beyond once_per_turn
    loyalty: bool = False  # planeswalker loyalty ability: once per turn, sorcery speed (606)
    text: str = ""
    condition: Condition | None = None  # "Activate only if ..." / "only during your turn" (602.5b)
    any_player: bool = False  # "Any player may activate this ability." (602.2: otherwise only its controller)
    reduction: ActivationReduction | None = None  # "This ability costs {N} less to activate if ..." (601.2f)


@dataclass(frozen=True, slots=True)
class TriggerSpec:
    """The trigger event of a triggered ability (603.1): "when", "whenever" or "at".

    event: enters (self or filter entering), dies, leaves, attacks, blocks, becomes_blocked, deals_damage,
    deals_combat_damage_to_player, cast (filter on spells), draw, discard, gain_life, lose_life,
    upkeep, draw_step, end_step, combat_begin, landfall, sacrificed, counter_put, becomes_target,
    dealt_damage, tapped, first_main; state (603.8: "when you control no Islands", true while its
    controller controls nothing matching `filter`, or, with `condition`, "when there are four or more page
    counters on ~" / "when you have no cards in hand", true while that condition is; checked before priority in
    rules.stack.triggers).
    whose: "you" | "each" | "opponent" | "active" for phase triggers ("at the beginning of your upkeep").
    """

    event: str
    filter: Filter | None = None  # None means "this object"
    whose: str = "you"
    at_least: int = 1  # "whenever two or more creatures you control attack" (batch triggers, 603.2c)
    condition: Condition | None = None  # a state trigger's condition (603.8), read for its controller and source


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """When/whenever/at [event], [effect] (603). `intervening_if` is checked on trigger and resolution
    (603.4). `zone` is where the ability functions (battlefield, or graveyard for some). `once_each_turn`:
    "This ability triggers only once each turn." (603.2h: the same object's ability triggers at most once a
    turn)."""

    trigger: TriggerSpec
    effect: Modal
    intervening_if: Condition | None = None
    zone: str = "battlefield"
    text: str = ""
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (604) producing a continuous effect, or a replacement/prevention effect (614-615).

    kind names the effect; `affected` picks the objects or players it applies to (None: this object).
    Kinds used by the engine: "anthem" (power, toughness, keywords: layers 6 and 7c), "set_pt" (7b),
    "set_base_pt_cda" (7a), "add_types", "set_types" (layer 4, with `types`/`subtypes`), "lose_abilities",
    "add_keywords" (6), "cost_increase", "cost_reduction" (601.2f), "cant_attack", "cant_block",
    "cant_be_blocked", "enters_tapped", "enters_with_counters", "prevent_damage", "damage_to_zero",
    "control" (layer 2), "no_max_hand_size", "play_from" (graveyard etc.), "must_attack",
    "cast_restriction", "hexproof_player", "land_type" (Blood Moon), "becomes_creature",
    "graveyard_creature_abilities" (Necrotic Ooze, layer 6), "uncounterable" and "damage_unpreventable"
    (function on the stack, 113.6g; Banefire's with a condition on X), "cost_increase_per_extra_target"
    (Fireball, 601.2f), "cast_from_graveyard" (functions in the graveyard, 113.6b), "damage_as_counters"
    (Soul-Scar Mage, 614.1a), "grant_flashback" (a resolved effect locked to graveyard cards, 702.34a).
    """

    kind: str
    affected: Filter | None = None
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    amount: Amount | None = None
    mana: ManaCost | None = None
    condition: Condition | None = None
    params: tuple[tuple[str, Any], ...] = ()
    text: str = ""

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """A cost paid instead of the mana cost (118.9), e.g. Force of Will's "pay 1 life, exile a blue card"."""

    cost: Cost
    label: str = "alternative cost"
    flashback: bool = False  # 702.34: cast from graveyard, then exile
    spell: Modal | None = None  # what the spell does when this cost is paid (overload 702.96, awaken 702.113)
    condition: Condition | None = None  # "If you control a Swamp, you may ..." (Snuff Out): checked at 601.2b


@dataclass(frozen=True, slots=True)
class OptionalCost:
    """An additional cost the caster may choose to pay (kicker 702.33, buyback...)."""

    cost: Cost
    label: str = "kicker"


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics (208-209) and compiled abilities. Shared, never mutated."""

    name: str
    mana_cost: ManaCost | None = None
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    color_indicator: frozenset[str] | None = None
    keywords: frozenset[str] = frozenset()  # "flying", "protection from red", "ward {2}", ...
    spell: Modal | None = None  # the effect of an instant or sorcery, or an aura's enchant target
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    additional_costs: tuple[Cost, ...] = ()
    optional_costs: tuple[OptionalCost, ...] = ()
    alternative_costs: tuple[AlternativeCost, ...] = ()
    enchant: Filter | None = None  # Aura's enchant restriction (303.4)
    text: str = ""
    is_token: bool = False
    faces: tuple[CardDef, ...] = ()  # split, adventure, modal double-faced, transform: every face
    layout: str = "normal"
    rarity: str = ""
    flags: frozenset[str] = frozenset()  # "ante", "outside_game", "not_tournament_legal"
    morph: Cost | None = None  # 702.37a: the morph cost paid to turn it face up (megamorph's too, 702.37b)
    megamorph: bool = False  # 702.37b: turning it face up for its megamorph cost adds a +1/+1 counter
    # The order the card's text prints its keywords and a token's subtypes in ("Flying, trample, protection from
    # white"; "2/2 white Knight Ally"). It has no rules meaning (keywords are a set, 702.1; so are subtypes, 205.3)
    # and takes no part in equality: it is kept only so `cards show` reads as printed.
    keyword_order: tuple[str, ...] = field(default=(), compare=False)
    subtype_order: tuple[str, ...] = field(default=(), compare=False)

    @property
    def colors(self) -> frozenset[str]:
        if self.color_indicator is not None:
            return self.color_indicator
        return self.mana_cost.colors() if self.mana_cost else frozenset()

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0

    @property
    def type_line(self) -> str:
        left = " ".join([*sorted(self.supertypes), *_ordered_types(self.types)])
        return f"{left} — {' '.join(sorted(self.subtypes))}" if self.subtypes else left

    def is_permanent_card(self) -> bool:
        return bool(self.types & PERMANENT_TYPES)


PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})
_TYPE_ORDER = ("Tribal", "Kindred", "Enchantment", "Artifact", "Land", "Creature", "Planeswalker", "Battle",
               "Instant", "Sorcery")


def _ordered_types(types: frozenset[str]) -> list[str]:
    return sorted(types, key=lambda t: _TYPE_ORDER.index(t) if t in _TYPE_ORDER else 99)


_PERMANENT_SPELL = Modal((Mode(),))
"""A permanent spell's effect: one mode with no target and no effect (it resolves by entering, 608.3). Frozen,
so one serves every card."""


def spell_modal(card: CardDef) -> Modal:
    """The modes of the card as a spell: its own, or a permanent spell's one empty mode (608.3). Here, beside the
    definitions it reads, so that casting (601.2) and resolving (608) both import it at module level."""
    if card.spell is not None:
        return card.spell
    return _PERMANENT_SPELL
