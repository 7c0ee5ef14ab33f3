"""Triggered abilities as rules text (603): "When / Whenever / At [event], [effect]", what "that creature" or "that
spell" names in the effect, batch triggers ("Whenever one or more ...", 603.2c) and intervening "if"s."""

from __future__ import annotations

import re

from kitchentable.cards.language.vocabulary import subtype_regex
from kitchentable.cards.render.conditions import _condition_words
from kitchentable.cards.render.costs import _keyword_cost
from kitchentable.cards.render.effects import _modal
from kitchentable.cards.render.words import _HOLDER, _TRIGGERING, _count, _number_word, _plural
from kitchentable.rules.abilities import (
    Condition,
    Cost,
    Filter,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.additional.natural_roll_triggers import NATURAL_ROLL
from kitchentable.rules.casting.cast_during_your_turn import CAST_YOUR_TURN
from kitchentable.rules.concepts.damage_by_your_sources import (
    YOUR_SOURCE_NONCOMBAT_TO_OPPONENT,
    YOUR_SOURCE_TO_OPPONENT,
)
from kitchentable.rules.concepts.token_creation_triggers import TOKEN_CREATED, TOKENS_CREATED
from kitchentable.rules.stack.batch_trigger_events import BATCH_EVENTS
from kitchentable.rules.stack.batch_triggers import BATCH
from kitchentable.rules.stack.leave_triggers import (
    ANY_COUNTER,
    HAD_COUNTERS,
    LKI_HAD_COUNTER,
    ONE_OR_MORE,
    YOUR_GRAVEYARD,
)
from kitchentable.rules.stack.targeted_triggers import DESC_TARGETED, FIRST_TARGETED
from kitchentable.rules.turn.attached_group_attacks import ATTACHED_ATTACKS_WITH_OTHERS
from kitchentable.rules.turn.attached_triggers import ATTACHED_ATTACKS_OR_BLOCKS
from kitchentable.rules.turn.attack_with_triggers import YOU_ATTACK_WITH


def _triggering_noun(spec: TriggerSpec) -> str:
    """What the trigger's own object is called in its effect (603.2): "that spell" for casts, "it" for the
    source's own event and for an object named by its subtype ("Whenever a Vampire you control deals combat damage
    to a player, put a +1/+1 counter on it") or by a type other than creature, "that creature" for any creature's."""
    if spec.event.startswith("cast"):
        return "that spell"
    if spec.event == "dealt_damage" and spec.filter is None and spec.whose == "source":  # "a source deals damage to ~"
        return "that source"
    if spec.event in ("discard", "draw"):
        return "that card"
    if spec.filter is None or spec.filter.subtypes:  # "Whenever a Dragon you control attacks, it gains ..."
        return "it"
    if "Creature" in spec.filter.types:  # "Whenever another creature you control enters, that creature gets ..."
        return "that creature"
    return "it"


def _triggered(t: TriggeredAbility) -> str:
    token = _TRIGGERING.set(_triggering_noun(t.trigger))
    try:
        once = " This ability triggers only once each turn." if t.once_each_turn else ""  # 603.2h
        return _trigger_text(t) + once
    finally:
        _TRIGGERING.reset(token)


def _cumulative_upkeep(t: TriggeredAbility) -> str | None:
    """702.24a: the upkeep trigger cumulative upkeep stands for, read back as its keyword ("Cumulative upkeep
    {1}") when it is exactly that (an ability granted by an Aura, Mana Chains, has no printed text of its own)."""
    effects = [e for mode in t.effect.modes for e in mode.effects]
    if t.trigger != TriggerSpec("upkeep") or t.intervening_if is not None or len(effects) != 1:
        return None
    e = effects[0]
    if not isinstance(e, Simple) or e.kind != "cumulative_upkeep" or e.subject != Ref("self") \
            or not isinstance(e.param("cost"), Cost):
        return None
    return f"Cumulative upkeep{_keyword_cost(e.param('cost')).rstrip('.')}."  # a sentence in quotes (113.1a)


# An effect whose first word is a subtype ("Goblin creatures you control get +1/+1"): the subtype keeps its capital
# after the trigger's comma, as a name does (205.3).
_NAMED_FIRST = re.compile(rf"^(?:{subtype_regex()})\b", re.IGNORECASE)


def _trigger_text(t: TriggeredAbility) -> str:
    spec = t.trigger
    keyword = _cumulative_upkeep(t)
    if keyword is not None:
        return keyword
    what = spec.filter.describe() if spec.filter is not None else "this"
    attached = spec.filter is not None and spec.filter.attached
    if attached:  # "Whenever enchanted creature deals damage" (Armadillo Cloak): the Aura's or Equipment's holder
        what = _HOLDER.get()
        if spec.event == "tapped" and what.startswith("enchanted ") and spec.filter is not None:  # tapped_triggers
            what = "enchanted " + (min(spec.filter.types).lower() if spec.filter.types else "permanent")
    event = spec.event.replace("_", " ")
    whose = {"you": "your", "each": "each", "opponent": "each opponent's",
             "attached_controller": "the attached permanent's controller's",
             "attached_player": "enchanted player's", "chosen_player": "the chosen player's"}.get(spec.whose, spec.whose)
    if spec.event == "combat_begin":  # 507.1
        head = "At the beginning of combat on your turn" if spec.whose == "you" else \
            "At the beginning of combat on each opponent's turn" if spec.whose == "opponent" else \
            f"At the beginning of {'each' if spec.whose == 'each' else whose} combat"
    elif spec.event == "second_main":  # 505.1
        head = f"At the beginning of {whose} second main phase"
    elif spec.event == "upkeep" and spec.whose == "attached_controller":
        head = f"At the beginning of the upkeep of {_HOLDER.get()}'s controller"
    elif spec.event == "first_main" and spec.whose == "each":  # 505.1: the precombat main phase
        head = "At the beginning of each player's precombat main phase"
    elif spec.event in ("upkeep", "draw_step", "end_step", "first_main"):
        if spec.whose == "each" and "that player" in (_modal(t.effect) + (_condition_words(t.intervening_if) if
                                                        t.intervening_if else "")).lower():  # 603.2: the active player
            whose = "each player's"
        head = f"At the beginning of {whose} {_STEP_WORDS.get(spec.event, event)}"
    elif spec.event in ("cast", "cast_or_copy"):
        head = cast_head(spec, what)
    elif spec.event == "cast_during_opponents_turn":  # phrases.cast_trigger_wordings
        head = cast_head(TriggerSpec("cast", spec.filter, spec.whose), what) + " during an opponent's turn"
    elif spec.event == CAST_YOUR_TURN:  # phrases.cast_during_your_turn
        head = cast_head(TriggerSpec("cast", spec.filter, spec.whose), what) + " during your turn"
    elif spec.event == "cycled" and spec.filter is None:  # 702.29c
        head = "When you cycle this"
    elif spec.event in CYCLING_HEADS:  # phrases.cycling_triggers (702.29)
        head = cycling_head(spec)
    elif spec.event in ("you_scry", "you_surveil"):  # phrases.keyword_action_triggers (701.18, 701.42)
        head = f"Whenever you {spec.event[4:]}"
    elif spec.event in FIXED_HEADS:
        head = FIXED_HEADS[spec.event]
    elif spec.event == "eerie":  # 207.2c: both halves (the Room half: rules/additional/rooms)
        head = "Whenever an enchantment you control enters and whenever you fully unlock a Room"
    elif spec.event == "expend":
        head = expend_head(spec)
    elif spec.event == "forage":  # 701.61
        head = "Whenever you forage"
    elif spec.event == "opponent_attacks":  # phrases.batch_trigger_events (508.1)
        whom = {"you": " you", "you_or_planeswalker": " you or a planeswalker you control"}.get(spec.whose, "")
        head = f"Whenever an opponent attacks{whom} with one or more creatures"
    elif spec.event in ("played_land", "played_land_or_cast"):
        head = land_play_head(spec)
    elif spec.event in ("activated", "activated_loyalty"):
        head = activation_head(spec)
    elif spec.event == "cast_self":
        head = "When you cast this spell"
    elif spec.event == FIRST_TARGETED:  # phrases.targeted_counter_triggers (603.2)
        head = "Whenever this becomes the target of a spell or ability for the first time each turn"
    elif spec.event == "state" and spec.condition is not None:  # phrases.state_triggers (603.8)
        head = state_condition_head(spec.condition)
    elif spec.event == "state" and spec.filter is not None and spec.filter.controller != "any":
        head = f"When you control no {_plural(what.replace(' you control', '')).replace('another ', 'other ')} (603.8)"
    elif spec.event == "cast_targets_self":
        head = "Whenever you cast a spell that targets this"
    elif spec.event == "cast_from_hand":  # 601.2a: the spell's description kept ("an instant or sorcery spell")
        head = cast_head(TriggerSpec("cast", spec.filter, spec.whose), what) + \
            (" from your hand" if spec.whose == "you" else " from their hand")
    elif spec.event == "becomes_monarch":
        head = "Whenever you become the monarch"
    elif spec.event.startswith("becomes_level:"):  # 717.2a
        head = f"When this Class becomes level {spec.event.split(':')[1]}"
    elif spec.event == "ring_tempts":  # 701.54
        head = "Whenever the Ring tempts you"
    elif spec.event == "dungeon_completed":  # 309.7
        head = "Whenever you complete a dungeon"
    elif spec.event == "won_coin_flip":  # 705.2
        head = "Whenever you win a coin flip" if spec.whose == "you" else "Whenever a player wins a coin flip"
    elif spec.event == "roll_dice":  # 706.2
        head = "Whenever you roll one or more dice" if spec.whose == "you" else "Whenever a player rolls one or more dice"
    elif spec.event == "commit_crime":  # 700.13
        head = "Whenever you commit a crime"
    elif spec.event in ("cast_first_of_kind", "cast_second_of_kind"):  # phrases.nth_spell_of_kind
        nth = spec.event.split("_")[1]
        head = re.sub(r"\b(casts?) an? ", lambda m: f"{m.group(1)} {'your' if m.group(1) == 'cast' else 'their'} {nth} ",
                      cast_head(TriggerSpec("cast", spec.filter, spec.whose), what), count=1) + " each turn"
    elif spec.event in ("cast_first", "cast_second", "cast_third"):
        who = {"you": "you cast your", "each": "a player casts their", "opponent": "an opponent casts their"}
        head = f"Whenever {who.get(spec.whose, 'you cast your')} {spec.event[5:]} spell each turn"
    elif spec.event.endswith("_opponents_turn") and spec.event.startswith("cast_"):
        head = f"Whenever you cast your {spec.event[5:].split('_')[0]} spell during each opponent's turn"
    elif spec.event == "discard" and spec.filter is None:
        head = {"you": "Whenever you discard a card", "opponent": "Whenever an opponent discards a card"}.get(
            spec.whose, "Whenever a player discards a card")
    elif spec.event == "draw_second":  # rules.concepts.turn_history
        head = {"opponent": "Whenever an opponent draws their second card each turn",
                "each": "Whenever a player draws their second card each turn"}.get(
            spec.whose, "Whenever you draw your second card each turn")
    elif spec.event == "draw" and spec.whose == "attached_player":
        head = "Whenever enchanted player draws a card"
    elif spec.event == "draw" and spec.filter is None:  # 121.1
        head = {"you": "Whenever you draw a card", "opponent": "Whenever an opponent draws a card"}.get(
            spec.whose, "Whenever a player draws a card")
    elif spec.event == "enters_or_haunted_dies":  # 702.55c
        head = "When this enters or the creature it haunts dies"
    elif spec.event == "attached_dies":  # 603.10a
        head = "When enchanted creature dies" if spec.whose == "enchanted" else "Whenever equipped creature dies"
    elif spec.event == "haunted_dies":
        head = "When the creature this haunts dies"
    elif spec.event == "attached_player_attacked":
        head = "Whenever enchanted player is attacked"
    elif spec.event == "you_attack":
        head = "Whenever you attack"
    elif spec.event in ("player_dealt_damage", "player_dealt_combat_damage") and spec.filter is None:  # 120.3
        combat = " combat" if "combat" in spec.event else ""
        head = {"you": f"Whenever you're dealt{combat} damage",
                "opponent": f"Whenever an opponent is dealt{combat} damage"}.get(
            spec.whose, f"Whenever a player is dealt{combat} damage")
    elif spec.event == "blocks_or_blocked_by" and spec.filter is not None and not attached:  # 509.1h, 509.3c
        head = f"Whenever this blocks or becomes blocked by {_count(fixed(1), what)}"
    elif spec.event == "sacrificed" and spec.filter is not None and spec.filter.controller in ("any", "opponent"):
        who = "a player sacrifices" if spec.filter.controller == "any" else "an opponent sacrifices"  # 701.21a
        head = f"Whenever {who} {_count(fixed(1), what.removesuffix(' an opponent controls'))}"
    elif spec.event in ("gain_life_first_time", "lose_life_first_time"):  # phrases.first_life_change_triggers
        who = {"you": "you", "opponent": "an opponent"}.get(spec.whose, "a player")
        verb = spec.event.split("_")[0] + ("" if who == "you" else "s")
        head = f"Whenever {who} {verb} life for the first time each turn"
    elif spec.event == "desc_becomes_target" and spec.filter is not None:  # phrases.targeted_triggers (115.1)
        by = {"opponent": "a spell or ability an opponent controls", "spell": "a spell",
              "you": "a spell or ability you control"}.get(spec.whose, "a spell or ability")
        head = f"Whenever {what if attached else _count(fixed(1), what)} becomes the target of {by}"
    elif spec.event == "opponent_source_deals_damage_to_you":  # phrases.damage_to_you_triggers (120.3)
        head = "Whenever a source an opponent controls deals damage to you"
    elif spec.event in (YOUR_SOURCE_TO_OPPONENT, YOUR_SOURCE_NONCOMBAT_TO_OPPONENT):  # phrases.damage_by_your_sources
        kind = "noncombat damage" if spec.event == YOUR_SOURCE_NONCOMBAT_TO_OPPONENT else "damage"
        head = f"Whenever a source you control deals {kind} to an opponent"
    elif spec.event == "sacrificed" and spec.filter is not None and spec.filter.controller == "you":  # 701.21a
        head = f"Whenever you sacrifice {_count(fixed(1), what.replace(' you control', ''))}" \
            if not what.startswith("another ") else f"Whenever you sacrifice {what.replace(' you control', '')}"
    elif spec.event == "state" and spec.filter is not None and spec.filter.controller == "any":  # 603.8
        head = f"When there are no {_plural(what)} on the battlefield"
    elif spec.event == "attacks_with_others":  # battalion (508.1m): this and N other attackers
        head = f"Whenever this and at least {_number_word(spec.at_least)} other " \
            f"{'creature' if spec.at_least == 1 else 'creatures'} attack"
    elif spec.event == "valiant":  # valiant
        head = "Whenever this becomes the target of a spell or ability you control for the first time each turn"
    elif spec.event == "attacks_saddled":  # 702.171b
        head = "Whenever this attacks while saddled"
    elif spec.event == "exerted":  # 701.43a
        head = "You may exert this as it attacks. When you do"
    elif spec.event == "dealt_damage" and spec.filter is None and spec.whose == "source":  # phrases.damage_source_triggers
        head = "Whenever a source deals damage to this"
    elif spec.event in WHOLE_HEADS or spec.whose.startswith(HAD_COUNTERS) or spec.whose == YOUR_GRAVEYARD:  # leave / token / attack-with heads
        head = whole_head(spec, t.text)
    elif spec.event in BATCH or spec.event in BATCH_EVENTS:  # 603.2c
        head = batch_head(spec) or ""
    elif spec.event in ("gain_life", "lose_life") and spec.filter is None:  # 119.9-119.10
        who = {"you": "you", "opponent": "an opponent"}.get(spec.whose, "a player")
        verb = spec.event.split("_")[0] + ("" if who == "you" else "s")
        head = f"Whenever {who} {verb} life"
        if t.intervening_if is not None and t.intervening_if.kind == "your_turn":
            return f"{head} during your turn, {_modal(t.effect)[:1].lower()}{_modal(t.effect)[1:]}"
    elif spec.event == "tapped_for_mana" and spec.whose == "you":  # 106.12a
        head = f"Whenever you tap {_count(fixed(1), what.replace(' you control', ''))} for mana"
    elif spec.event == "tapped_for_mana" and attached:  # 106.12a: whoever tapped it gets the mana
        head = f"Whenever {what} is tapped for mana"
    elif spec.event == "tapped_for_mana":
        head = f"Whenever a player taps {_count(fixed(1), what)} for mana"
    elif spec.event == "blocks_desc" and spec.filter is not None:  # 509.1i: "blocks a creature with flying"
        head = f"Whenever this blocks {_count(fixed(1), what)}"
    elif spec.event == "landfall":
        head = "Whenever a land you control enters"
    elif spec.event == "self_or_enters":
        head = f"Whenever this or {what} enters"
    elif spec.event == "self_or_dies":  # 603.10a
        head = f"Whenever this or {what.replace(' permanent', '')} dies"  # what dies is a creature (700.4)
    elif spec.event == "becomes_target" and spec.filter is None:  # 115.1 (copies: "of a spell" alone)
        head = "Whenever this becomes the target of " + {"spell": "a spell", "each": "a spell or ability"}.get(
            spec.whose, "a spell or ability an opponent controls")
    elif spec.filter is None and spec.event in ("enters", "dies", "leaves"):
        head = f"When this {'leaves the battlefield' if spec.event == 'leaves' else spec.event}"
    elif spec.event == "blocks_creature" and spec.filter is None:
        head = "Whenever this blocks a creature"  # 509.5b: once for each attacker it blocks
    elif spec.filter is None and spec.event in _ONCE:  # an event that happens to it once: "When"
        head = f"When this {_EVENT_WORDS.get(spec.event, event)}"
    else:
        subject = what if attached or what.startswith(("another", "this")) else _count(fixed(1), what)
        said = _EVENT_WORDS.get(spec.event, event)
        if spec.event in ("deals_damage_to_player", "deals_combat_damage_to_player") and spec.whose == "opponent":
            said = said.replace("to a player", "to an opponent")  # "deals combat damage to an opponent"
        elif spec.event == "deals_damage_to_player" and spec.whose == "you" and spec.filter is not None:
            said = "deals damage to you"  # No Mercy: the player dealt damage is the controller
        head = f"Whenever {subject} {said}"
        if spec.event == "blocked_by":  # 509.1h: "Whenever this becomes blocked by a creature"
            head = f"Whenever this becomes blocked by {subject}"
    if t.text.startswith("when ") and head.startswith("Whenever "):  # printed "When": the same event (603.2)
        head = "When " + head.removeprefix("Whenever ")
    cond = f", if {_condition_words(t.intervening_if)}" if t.intervening_if else ""
    if t.intervening_if is not None and t.intervening_if.kind == "kicked" and t.intervening_if.name == "gift":
        cond = ", if the gift was promised"  # 702.174b
    elif t.intervening_if is not None and t.intervening_if.kind == "kicked":
        cond = ", if it was kicked"  # 702.33d: the permanent that was a kicked spell
    if t.intervening_if is not None and t.intervening_if.kind == "day_night":
        cond = f", if it's {t.intervening_if.name}"  # 724.1 (copies)
    if t.intervening_if is not None and t.intervening_if.kind == LKI_HAD_COUNTER:  # phrases.leave_triggers
        cond = f", if it had {had_counters_words(t.intervening_if.name)} on it"
    if t.intervening_if is not None and t.intervening_if.kind == "was_cast":
        cond = ", if you cast it" + (" from your hand" if t.intervening_if.name == "hand" else "")  # modern
    body = _modal(t.effect)
    fixed_mana = spec.event == "tapped_for_mana" and spec.whose == "tapper" and not attached \
        and body.startswith("Add {")  # "Whenever a Forest is tapped for mana, its controller adds an additional {G}."
    if fixed_mana:
        head = f"Whenever {_count(fixed(1), what)} is tapped for mana"
    if spec.event == "tapped_for_mana" and spec.whose == "tapper":  # 106.12a: the player who tapped it
        body = re.sub(r"^([Aa])dd ", "its controller adds " if attached or fixed_mana else "that player adds ", body)
    if spec.event == "tapped_for_mana":  # 605.4a: mana added besides the mana the land produced
        body = re.sub(r"^((?:[Aa]dd|its controller adds|that player adds) )(\{)", r"\1an additional \2", body)
    if spec.event == "becomes_target" and spec.whose == "spell":  # the targeting spell's controller (603.2)
        body = body.replace("its controller", "that spell's controller")
    elif spec.event in ("becomes_target", FIRST_TARGETED, DESC_TARGETED) \
            and "triggering_source_controller" in repr(t.effect):  # phrases.targeted_counter_triggers (603.2)
        body = re.sub(r"(?<!unless )\b([Ii])ts controller\b(?!'s)",
                      lambda m: ("T" if m.group(1) == "I" else "t") + "hat spell or ability's controller", body)
    if t.zone == "graveyard" and spec.event != "put_into_graveyard_from_battlefield":  # it triggers in its
        # owner's graveyard (113.6m), so it returns from there
        body = body.replace("eturn this to its owner's hand", "eturn this from your graveyard to your hand") \
            .replace("eturn this to the battlefield tapped under your control", "eturn this from your graveyard to the "
                     "battlefield tapped").replace("eturn this to the battlefield under your control",
                                                   "eturn this from your graveyard to the battlefield")
        body = graveyard_return_words(body, t.text)
    if spec.whose == YOUR_GRAVEYARD:  # phrases.leave_triggers: the card is one you own
        body = your_graveyard_words(body, t.text)
    if spec.event == "draw_step":  # the draw step's own draw comes first (504.1), so this card is an additional one
        body = re.sub(r"^((?:[Tt]hat player|[Ee]ach player|[Yy]ou)? ?(?:[Dd]raws?) )a card\.", r"\1an additional card.",
                      body)
    if spec.event == "chapter":  # a Saga's chapter ability (714.2)
        numeral = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI"}.get(spec.whose, spec.whose)
        name = chapter_name(t.text)
        return f"{numeral} — {name} — {body}" if name else f"{numeral} — {body}"
    if body[:1].isupper() and not body.startswith("X ") and not _NAMED_FIRST.match(body):
        body = body[0].lower() + body[1:]
    ends = _ENDS_ITSELF.search(body) or (attached and what.startswith("enchanted") and re.search(
        r"\b(?:sacrifice|destroy) that creature\b", body))  # an Aura goes with it; an Equipment moves on
    if (spec.filter is None or attached) and spec.event in _ITS_OWN_EVENTS and ends \
            and " unless " not in body and not re.search(r"\bif\b", body, re.IGNORECASE):
        head = head.replace("Whenever ", "When ", 1)  # it sacrifices or destroys itself: it happens once (603.2)
    if re.search(r"\b(?:flip|transform) this\.|^you win the game\.", body) \
            and head == "At the beginning of each end step":
        head = "At the beginning of the end step"  # it turns into its other face once (709.4, 701.28)
        cond = re.sub(r"^, if this has (\w+) or more (\w+) counters on it$", r", if there are \1 or more \2 counters on this",
                      cond)  # the Kamigawa flip cards' words
    # "When ~ enters, sacrifice it unless {U} was spent to cast it": the same check as "if {U} was not spent ...,
    # sacrifice it", said as printed (608.2c)
    body = re.sub(r"^if (\{[^}]+\}) was not spent to cast it, sacrifice this\.$", r"sacrifice this unless \1 was spent "
                  r"to cast it.", body)
    if body.startswith(_ONCE_ONLY):  # the effect ends its own source, so it can happen once: "When", "the end step"
        head = head.replace("Whenever this ", "When this ", 1).replace("At the beginning of each end step",
                                                                         "At the beginning of the end step", 1)
    return f"{head}{cond}, {body}"


# Effects that take the card away ("sacrifice this", "return this to its owner's hand"): the trigger reads "When
# this becomes the target of a spell or ability" and "At the beginning of the end step", as Oracle text says
# (603.2: the same trigger event; the words only tell it can happen once).
_ONCE_ONLY = ("sacrifice this.", "return this to its owner's hand.", "exile this.")


# Events of the card itself (or of the permanent it's attached to), and effects that end that permanent: such a
# trigger reads "When" ("When this attacks or blocks, sacrifice it at end of combat"; "When enchanted creature is
# dealt damage, destroy it").
_ITS_OWN_EVENTS = frozenset({"attacks", "blocks", "blocks_creature", "attacks_or_blocks", "dealt_damage", "becomes_blocked",
                             "deals_combat_damage_to_player", "turned_face_up"})
_ENDS_ITSELF = re.compile(r"(?<!may )\b(?:(?:sacrifice|destroy|transform) (?:this|it)\b|return (?:this|it) to its owner's "
                          r"hand|put (?:this|it) on (?:top|the bottom) of its owner's library)", re.IGNORECASE)


_ONCE = frozenset({"transformed", "becomes_renowned", "becomes_monstrous", "put_into_graveyard_from_battlefield",
                   "put_into_graveyard", "turned_face_up", "sacrificed", "exploits", "enters_or_dies"})


_EVENT_WORDS = {
    "deals_combat_damage_to_player": "deals combat damage to a player", "becomes_blocked": "becomes blocked",
    "attacks_or_blocks": "attacks or blocks", "blocks_desc": "is blocked by this", "attacks_unblocked": "attacks and isn't blocked", "deals_damage_to_player": "deals damage to a player",
    "deals_damage_to_creature": "deals damage to a creature",
    "attacks_alone": "attacks alone", "deals_combat_damage_to_creature": "deals combat damage to a creature",
    "damaged_by_self_dies": "dealt damage by this this turn dies", "blocked_by": "blocks this creature",
    "blocks_or_blocked_by": "blocks this creature or is blocked by it", "dealt_damage": "is dealt damage",
    "becomes_target": "becomes the target of a spell or ability an opponent controls",
    "turned_face_up": "is turned face up", "becomes_monstrous": "becomes monstrous",
    "becomes_renowned": "becomes renowned", "exploits": "exploits a creature", "transformed": "transforms into this",
    "enters_or_transformed": "enters or transforms into this", "enters_or_dies": "enters or dies",
    "attacks_attached_player": "attacks enchanted player", "untapped": "becomes untapped", "tapped": "becomes tapped",
    "combat_damage_to_attached_player": "deals combat damage to enchanted player",
    "attacks_you": "attacks you", "deals_combat_damage_to_you": "deals combat damage to you",
    "sacrificed": "is sacrificed",
    "put_into_graveyard_from_battlefield": "is put into a graveyard from the battlefield",
    "put_into_graveyard": "is put into a graveyard from anywhere",
    "desc_to_graveyard_from_battlefield": "is put into a graveyard from the battlefield",
}


_BATCH_VERBS = {"batch_combat_damage_player": "deal combat damage to a player", "batch_attacks": "attack",
                "batch_attacks_you": "attack you",
                "batch_dies": "die", "batch_enters": "enter", "batch_leaves": "leave the battlefield",
                "batch_tapped": "become tapped", "batch_blocked": "become blocked",
                "batch_graveyard_from_battlefield": "are put into a graveyard from the battlefield"}


_BATCH_HEADS = {"batch_leave_graveyard": "Whenever one or more cards leave your graveyard",
                "batch_library_to_graveyard": "Whenever one or more cards are put into your graveyard from your library"}


_NOUN = re.compile(r"\b(permanent|creature|artifact|enchantment|land|planeswalker)\b")


def batch_head(spec: TriggerSpec) -> str | None:
    """`cards show` wording of a batch trigger (603.2c), or None for any other trigger."""
    if spec.event in _BATCH_HEADS:
        return _BATCH_HEADS[spec.event]
    if spec.event == "attacks_you":
        what = spec.filter.describe() if spec.filter is not None else "creature"
        walker = " or a planeswalker you control" if spec.whose == "you_or_planeswalker" else ""
        return f"Whenever {'an' if what[:1] in 'aeiou' else 'a'} {what} attacks you{walker}"
    if spec.event == "batch_counters":
        on = spec.filter.describe() if spec.filter is not None else "this"
        return f"Whenever one or more {spec.whose} counters are put on {on}"
    if spec.event in ("batch_sacrificed", "batch_discarded", "batch_put_into_graveyard"):  # phrases.batch_trigger_events
        return you_batch_head(spec)
    verb = _BATCH_VERBS.get(spec.event)
    if verb is None:
        return None
    what = spec.filter.describe() if spec.filter is not None else "creature"
    if re.search(r"\btoken\b", what):  # "creature token", "artifact token": "token" is the noun (111.1)
        what = re.sub(r"\btoken\b", "tokens", what, count=1).replace("another ", "other ")
    elif _NOUN.search(what) is not None:  # the last of the type words is the noun: "artifact creatures"
        last = list(_NOUN.finditer(what))
        run = [m for m in last if what[m.end():].startswith(" ") and _NOUN.match(what, m.end() + 1)]
        m = next(m for m in last if m not in run)
        what = (what[:m.end()] + "s" + what[m.end():]).replace("another ", "other ")
    else:  # a subtype or "token" is the noun ("one or more Faeries you control", "one or more tokens")
        what = _plural(what)
    if spec.filter is not None and spec.filter.token and "token" not in what:
        what = what.replace("permanents", "tokens").replace("creatures", "creature tokens")
    count = "one" if spec.at_least == 1 else str(spec.at_least)
    if spec.event == "batch_attacks_you" and spec.whose == "you_or_planeswalker":
        verb += " or a planeswalker you control"
    return f"Whenever {count} or more {what} {verb}"


# The steps and phases a beginning-of trigger names in Oracle's words (505.1: the first main phase is the
# "precombat main phase").
_STEP_WORDS = {"first_main": "precombat main phase"}


def expend_head(spec: TriggerSpec) -> str:
    """"Whenever you expend 4" (the mana spent this turn, rules.keywords.expend)."""
    return f"Whenever you expend {spec.at_least}"


FIXED_HEADS = {
    "unlock_this_door": "When you unlock this door",  # 709.5 (rules/additional/rooms)
    "fully_unlock_room": "Whenever you fully unlock a Room",
}
"""Trigger events said by one fixed phrase."""


def land_play_head(spec: TriggerSpec) -> str:
    """"Whenever you play a land", "Whenever an opponent plays a land or casts a spell" (305.1, 603.2;
    phrases.land_play_triggers)."""
    who, s = {"you": ("you", ""), "opponent": ("an opponent", "s")}.get(spec.whose, ("a player", "s"))
    head = f"Whenever {who} play{s} a land"
    return head + f" or cast{s} a spell" if spec.event == "played_land_or_cast" else head


def you_batch_head(spec: TriggerSpec) -> str:
    """"Whenever you sacrifice one or more Foods", "Whenever you discard one or more cards" (603.2c)."""
    if spec.event == "batch_discarded":
        return "Whenever you discard one or more cards"
    if spec.event == "batch_put_into_graveyard" and spec.filter is not None:  # 404.2
        kind = re.sub(r"\s*\bpermanent\b", "", spec.filter.describe().removesuffix(" you own")).strip()
        return f"Whenever one or more {_plural((kind + ' card').strip())} are put into your graveyard from anywhere"
    what = spec.filter.describe().removesuffix(" you control") if spec.filter is not None else "permanent"
    return f"Whenever you sacrifice one or more {_plural(what)}"


_CHAPTER_NAME = re.compile(r"^(?:vi|v|iv|iii|ii|i)(?:, (?:vi|v|iv|iii|ii|i))* — ([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,3}) — ")


def chapter_name(text: str) -> str | None:
    """The name of a named chapter ability ("I — Aerospark — ...", 714.2a), read back from the ability's
    normalised text, in title case as printed; None for a chapter without one."""
    m = _CHAPTER_NAME.match(text)
    return " ".join(w[:1].upper() + w[1:] for w in m.group(1).split()) if m else None


CYCLING_HEADS = frozenset({"cycles_card", "cycles_another_card", "cycle_or_discard_another"})
"""Trigger events of `phrases.cycling_triggers` (702.29)."""


def cycling_head(spec: TriggerSpec) -> str:
    """"Whenever you cycle a card", "Whenever you cycle another card", "Whenever a player cycles a card",
    "Whenever you cycle or discard another card" (702.29a)."""
    if spec.event == "cycle_or_discard_another":
        return "Whenever you cycle or discard another card"
    card = "another card" if spec.event == "cycles_another_card" else "a card"
    return {"you": f"Whenever you cycle {card}", "opponent": f"Whenever an opponent cycles {card}"}.get(
        spec.whose, f"Whenever a player cycles {card}")


def cast_head(spec: TriggerSpec, what: str) -> str:
    """"Whenever you cast a creature spell", "Whenever an opponent casts a spell with mana value 5 or greater",
    "Whenever you cast or copy an instant or sorcery spell" (601.2i, 707.10)."""
    caster = {"you": "you cast", "attached_player": "enchanted player casts",
              "opponent": "an opponent casts"}.get(spec.whose, "a player casts")
    caster += " or copy" if spec.event == "cast_or_copy" else ""  # 707.10 (magecraft)
    if spec.filter is not None and spec.filter.commander and spec.whose == "you":
        return f"When {caster} your commander"  # 903.3 (phrases.commander)
    kind, with_, qualities = what.partition(" with ")
    spell = re.sub(r"\s*\bpermanent\b", "", kind).strip() + " spell"
    head = f"Whenever {caster} {_count(fixed(1), spell.strip())}" + (f" with {qualities}" if with_ else "")
    head = re.sub(r"\ba chosen-(color|type) spell\b", r"a spell of the chosen \1", head)  # 614.12 choices
    if spec.filter is not None and spec.filter.cast_from is not None:  # 601.2a
        head += " from exile" if spec.filter.cast_from == "exile" else \
            " from your graveyard" if spec.filter.owner == "you" else " from a graveyard"  # Ash Zealot
    return head


def activation_head(spec: TriggerSpec) -> str:
    """"Whenever you activate a loyalty ability of a Chandra planeswalker", "Whenever an opponent activates an
    ability of an artifact, creature, or land that isn't a mana ability" (602.2i; phrases.activation_triggers)."""
    who, s = {"you": ("you", ""), "opponent": ("an opponent", "s")}.get(spec.whose, ("a player", "s"))
    kind = "a loyalty ability" if spec.event == "activated_loyalty" else "an ability"
    of = ""
    if spec.filter is not None:
        kinds = spec.filter.describe().split(" or ")
        of = " of " + _count(fixed(1), kinds[0] if len(kinds) == 1 else
                             ", ".join(kinds[:-1]) + ("," if len(kinds) > 2 else "") + " or " + kinds[-1])
    planeswalkers = spec.filter is not None and (spec.filter.types or spec.filter.any_types) == {"Planeswalker"}
    not_mana = "" if spec.event == "activated_loyalty" or planeswalkers else " that isn't a mana ability"
    return f"Whenever {who} activate{s} {kind}{of}{not_mana}"


_EVENT_WORDS["leaves"] = "leaves the battlefield"  # "Whenever another creature you control leaves the battlefield"

_EVENT_WORDS[ATTACHED_ATTACKS_OR_BLOCKS] = "attacks or blocks"  # phrases.attached_triggers (508.1m, 509.1i)
_EVENT_WORDS[ATTACHED_ATTACKS_WITH_OTHERS] = "and at least one other creature attack"  # phrases.attached_group_attacks

_COMPOUND_SELF = {"enters_or_leaves": "leaves the battlefield",
                  "enters_or_targeted_by_opponent": "becomes the target of a spell or ability an opponent controls",
                  "enters_or_turned_face_up": "is turned face up",
                  "enters_or_to_graveyard": "is put into a graveyard from the battlefield"}
"""The second event of "When this enters or ..." (phrases.leave_triggers, phrases.compound_self_triggers)."""

WHOLE_HEADS = frozenset({TOKEN_CREATED, TOKENS_CREATED, YOU_ATTACK_WITH, NATURAL_ROLL,
                          *_COMPOUND_SELF})
"""Trigger events of `phrases.token_creation_triggers` and `phrases.attack_with_triggers`, said by `whole_head`
(with the "if it had counters on it" heads of `phrases.leave_triggers`)."""


def had_counters_words(kind: str) -> str:
    """"counters", "one or more counters" (any kind) or "a +1/+1 counter" (122.1), as "if it had ... on it" says
    them."""
    return "counters" if kind == ANY_COUNTER else "one or more counters" if kind == ONE_OR_MORE else f"a {kind} counter"


def whole_head(spec: TriggerSpec, text: str = "") -> str:
    """"Whenever you create one or more creature tokens" / "a Treasure token" (111.2, 603.2c), "Whenever you attack
    with one or more legendary creatures" (508.1m), "Whenever another creature you control dies, if it had counters
    on it" (603.4, 603.10a: the counters kept in the filter are said as the printed "if")."""
    flt = spec.filter if spec.filter is not None else Filter()
    if spec.event == NATURAL_ROLL:  # 706.2
        who = {"you": "you roll", "opponent": "an opponent rolls"}.get(spec.whose, "a player rolls")
        return f"Whenever {who} a natural {spec.at_least}"
    if spec.event in _COMPOUND_SELF:  # 603.2: one ability, two events of the card itself
        return f"When this enters or {_COMPOUND_SELF[spec.event]}"
    if spec.whose == YOUR_GRAVEYARD:  # 404.2: a permanent you own
        what = printed_order(Filter.describe(_filter_with(flt, owner="any")), text)
        subject = what if what.startswith("another") else _count(fixed(1), what)
        return f"Whenever {subject} is put into your graveyard from the battlefield"
    if spec.whose.startswith(HAD_COUNTERS):
        kind = flt.with_counter or spec.whose.removeprefix(HAD_COUNTERS + ":")
        what = Filter.describe(_filter_with(flt, with_counter=None, any_counter=None))
        subject = what if what.startswith("another") else _count(fixed(1), what)
        verb = "dies" if spec.event == "dies" else "leaves the battlefield"
        return f"Whenever {subject} {verb}, if it had {had_counters_words(kind)} on it"
    if spec.event == YOU_ATTACK_WITH:
        what = _plural(Filter.describe(_filter_with(flt, controller="any")))
        return f"Whenever you attack with {_number_word(spec.at_least)} or more {what}"
    what = Filter.describe(_filter_with(flt, controller="any"))
    if spec.event == TOKENS_CREATED:
        return f"Whenever you create one or more {_plural(what)}"
    return f"Whenever you create {_count(fixed(1), what)}"


def _filter_with(flt: Filter, **changes: object) -> Filter:
    from dataclasses import replace

    return replace(flt, **changes)  # type: ignore[arg-type]


def graveyard_return_words(body: str, text: str) -> str:
    """A graveyard ability's return of its own card, as printed (113.6m: it is in its owner's graveyard, so "to your
    hand" and "from your graveyard to your hand" are the same move; "return ~ from your graveyard to the
    battlefield" puts it under its owner's control, who controls the ability)."""
    if "from your graveyard" not in text and "return ~ to your hand" in text:
        body = body.replace("eturn this from your graveyard to your hand", "eturn this to your hand")
    if "return ~ from your graveyard to the battlefield" in text and "under your control" not in text:
        body = body.replace("eturn this to the battlefield under your control",
                            "eturn this from your graveyard to the battlefield")
    return body


def your_graveyard_words(body: str, text: str) -> str:
    """"Whenever a creature is put into your graveyard from the battlefield, ... return that card to your hand /
    put that card on top of your library / return that card to the battlefield": the card is yours (404.2), so its
    owner's hand and library are yours, and returned by you it enters under your control (110.2a)."""
    if "its owner's" not in text:
        body = body.replace("its owner's hand", "your hand").replace("its owner's library", "your library")
    if "under your control" not in text:
        body = re.sub(r"(eturn (?:it|that card|that creature) to the battlefield) under your control", r"\1", body)
    return body


def printed_order(what: str, text: str) -> str:
    """"an attacking Kithkin or Elf": a description's alternatives ("Elf or Kithkin", said in one order by
    `Filter.describe`) in the order the ability's printed text names them, when it names each of them."""
    head, sep, last = what.rpartition(" or ")
    if not sep:
        return what
    words = head.split(" ")
    first = words[-1]
    found = [(text.find(w.lower()), w) for w in (first, last)]
    if any(at < 0 for at, _w in found) or found[0][0] < found[1][0]:
        return what
    return " ".join([*words[:-1], last]) + " or " + first


def state_condition_head(cond: Condition) -> str:
    """`phrases.state_triggers` (603.8): "When there are four or more page counters on this", "When this has no
    ice counters on it", "When you have 20 or more life"."""
    if cond.kind == "counters_at_least" and not cond.negate:
        return f"When there are {_number_word(cond.n)} or more {cond.name} counters on this"
    return f"When {_condition_words(cond)}"
