"""Static abilities as rules text (604, 613, 614): anthems, granted keywords and quoted abilities, restrictions,
cost changes, level striations, station thresholds, the top of the library."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from kitchentable.cards.language.vocabulary import CREATURE_TYPES
from kitchentable.cards.render.activated import _activated
from kitchentable.cards.render.conditions import _condition_words
from kitchentable.cards.render.effects import _token_copy, becomes_words
from kitchentable.cards.render.triggers import _NAMED_FIRST, _triggered
from kitchentable.cards.render.words import (
    _COLOR_WORDS,
    _HOLDER,
    _VERB_KEYWORDS,
    _agree,
    _amount,
    _cap,
    _color_list,
    _count,
    _each_counted,
    _group,
    _keywords_said,
    _listed,
    _number_word,
    _plural,
    _unrendered,
    counted_amount_words,
    land_plays,
)
from kitchentable.rules.abilities import (
    ActivatedAbility,
    Condition,
    CreateToken,
    Filter,
    Ref,
    StaticAbility,
    fixed,
)
from kitchentable.rules.turn.combat_restrictions import LURE, NO_ACTIVATIONS


def _granted_or_level_static(s: StaticAbility) -> str | None:
    """Level striations (711.2), granted quoted abilities (613.1f), soulbond
    pairs (702.95c), "this effect doesn't remove" (702.16n) and "if it was kicked, it enters with" (702.33d)."""
    if s.param("paired"):
        rest = replace(s, params=tuple(p for p in s.params if p[0] != "paired"))
        what = _static(rest).split(" ", 1)[1].rstrip(".").removesuffix(" (613.1f)").rstrip(".")
        stop = "" if what.endswith('"') else "."
        if what.startswith("has ") and '"' not in what:  # keywords: "both creatures have lifelink"
            return f"As long as this is paired with another creature, both creatures have {what[4:]}{stop} (702.95c)"
        return f"As long as this is paired with another creature, each of those creatures {what}{stop} (702.95c)"
    if s.param("keeps_source"):
        rest = replace(s, params=tuple(p for p in s.params if p[0] != "keeps_source"))
        return f"{_static(rest)} This effect doesn't remove this. (702.16n)"
    if s.condition is not None and s.condition.kind == "kicked" and s.kind == "enters_with_counters" \
            and s.amount is not None:
        return (f"If this was kicked, it enters with {_count(s.amount, s.param('counter', '+1/+1') + ' counter')} "
                "on it. (702.33d)")
    if s.condition is not None and s.condition.kind == "kicked" and s.kind == "add_keywords":
        return f"If this was kicked, it has {', '.join(sorted(s.keywords))}. (702.33d)"
    if s.kind == "level_striation":  # 711.2a: the block as printed, its header, its P/T, then its abilities
        lines = [f"{s.text} (711.2: while it has that many level counters)", f"{s.power}/{s.toughness}"]
        lines += [k[:1].upper() + k[1:] for k in sorted(s.keywords) if not k.startswith(_VERB_KEYWORDS)]
        lines += [f"This {_keywords_said('this', {k})}." for k in sorted(s.keywords) if k.startswith(_VERB_KEYWORDS)]
        lines += [_activated(a) for a in s.param("activated", ())] + [_triggered(t) for t in s.param("triggered", ())]
        return "\n".join(lines)
    if s.condition is not None and s.condition.kind == "level_between" and s.text.startswith("LEVEL "):
        return _static(replace(s, condition=None))  # a static ability printed in a level block, under its header
    if s.kind == "grant_abilities" and s.param("keyword_said") is not None:  # `phrases.granted_ward`
        return granted_keyword_text(s)
    if s.kind == "grant_abilities":  # 613.1f
        who = _cap(_group(s.affected)) if s.affected is not None else "This"
        if s.affected is not None and s.affected.attached:
            who = _cap(_HOLDER.get())
        cond = f"As long as {_condition_words(s.condition)}, " if s.condition else ""
        who = who[:1].lower() + who[1:] if cond and not _NAMED_FIRST.match(who) else who  # "..., lands you control"
        quoted = [f'"{_activated(a)}"' for a in s.param("activated", ())] + [
            f'"{_it_after_its_trigger(_triggered(t))}"' for t in s.param("triggered", ())]
        held = _listed(sorted(s.keywords) + quoted) if s.keywords and quoted else " and ".join(quoted + sorted(s.keywords))
        stop = "" if held.endswith('."') else "."
        return f"{cond}{who} {_agree(who, 'have')} {held}{stop} (613.1f)"
    if s.condition is not None and s.condition.kind == "level_between":
        return f"{s.text.split(':')[0]}: {_static(replace(s, condition=None))} (711.2)"
    return None


# The permanent itself named again as the object of a granted trigger's effect: "Whenever this creature is dealt
# damage, put a +1/+1 counter on it", "sacrifice it" (the trigger's subject is what the effect goes on about, 608.2c;
# as a subject, Oracle text says "it" and "this creature" alike, so that stays as the card).
_THIS_OBJECT = re.compile(r"\b(on|sacrifice|have) this\b(?! (?:turn|way|ability|spell|card|creature)\b)")


def _it_after_its_trigger(said: str) -> str:
    """A granted trigger ("Whenever this is dealt damage, put a +1/+1 counter on this.") with the card named
    again as "it" after its trigger condition, as Oracle text writes a quoted ability."""
    head, comma, body = said.partition(", ")
    if not comma or not head.startswith(("When this ", "Whenever this ")):
        return said
    return head + comma + _THIS_OBJECT.sub(r"\1 it", body)


def _library_top(s: StaticAbility) -> str:
    """The top-of-library statics (`rules.continuous.library_top`)."""
    if s.param("reveal"):
        return "Players play with the top card of their libraries revealed." if s.param("all_players") else \
            "Play with the top card of your library revealed."
    if s.param("spells_any"):
        return _cast_either_from_top(s)
    if s.param("once"):
        return _once_from_top(s)
    if s.param("look") and (s.param("lands") or s.param("spells") is not None):
        return _look_and_play_from_top(s)
    if s.param("look"):
        return "You may look at the top card of your library any time."
    spells = s.param("spells")
    what = "" if spells is None else "spells" if spells == Filter() else f"{spells.describe()} spells"
    if spells is not None and len(spells.any_types) == 2:  # "instant and sorcery spells": spells of either type
        what = what.replace(" or ", " and ", 1)
    if s.param("lands"):
        what = "play lands" + (" and cast spells" if what else "")
    else:
        what = f"cast {what.replace(' permanent spells', ' spells')}"
    return f"You may {what} from the top of your library. (305.1, 601.2)"


def _pt_change(power: int, toughness: int) -> str:
    """"+1/+1", "-3/-0": a P/T change, a zero taking the other half's minus as Oracle writes it."""
    minus = power < 0 or toughness < 0
    return "/".join(("-" if n < 0 or (n == 0 and minus) else "+") + str(abs(n)) for n in (power, toughness))


def _cant_cast(s: StaticAbility) -> str:
    """"Each player can't cast more than one spell each turn.", "Your opponents can't cast spells during your
    turn.", "You can't cast creature spells." (101.2)."""
    players = s.param("players", "all")
    if s.param("max"):
        who = {"all": "Each player", "opponents": "Each opponent", "you": "You"}.get(players, "Each player")
        return f"{who} can't cast more than one spell each turn."
    if s.param("turn") == "unless_sorcery_timing":  # `phrases.sorcery_timing_only` (307.1)
        who = {"all": "Each player", "opponents": "Each opponent", "you": "You"}.get(players, "Each player")
        return f"{who} can cast spells only any time {'you' if players == 'you' else 'they'} could cast a sorcery."
    who = {"all": "Players", "opponents": "Your opponents", "you": "You"}.get(players, "Players")
    flt = s.param("filter")
    kind = flt.describe().replace("permanent", "").replace(" spell", "").strip() if flt is not None else ""
    when = {"yours": " during your turn", "combat": " during combat"}.get(s.param("turn"), "")
    return f"{who} can't cast {_plural(kind + ' spell') if kind else 'spells'}{when}."


def _static(s: StaticAbility) -> str:
    if s.kind == "max_hand_size_change":  # `phrases.hand_size_changes` (402.2)
        whose = "Your" if s.param("players") == "you" else "Each opponent's"
        change = int(s.param("change"))
        how = "increased" if change > 0 else "reduced"
        return f"{whose} maximum hand size is {how} by {_number_word(abs(change))}."
    if s.kind == "lands_from_graveyard":  # `phrases.graveyard_lands` (305.1)
        return f"You may play {s.param('said', 'lands')} from your graveyard."
    if s.kind in ("triggers_additional_time", "cause_no_triggers"):  # `phrases.additional_triggers` (603.2d)
        return additional_triggers_text(s)
    if s.kind == "damage_cant_be_prevented":  # `phrases.unpreventable_damage` (615.12)
        return unpreventable_damage_text(s)
    if s.condition is not None and s.condition.kind == "self_counters" and s.affected is None \
            and s.kind in ("add_keywords", "anthem"):
        return self_counter_after_text(s)  # `phrases.self_counter_conditions`
    if s.kind == "activation_cost_change":  # `phrases.activation_cost_changes` (602.2b, 601.2f)
        return activation_cost_change_text(s)
    if s.kind == "damage_amplifier":
        return damage_amplifier_text(s)
    if s.kind == "replacement" and s.affected is not None and not s.affected.attached \
            and s.params in ((("event", "dies"), ("to", "exile")), (("event", "enter"), ("mode", "enters_tapped"))):
        return group_replacement_text(s)
    if s.kind == "life_gain_modifier":
        return life_gain_modifier_text(s)
    if s.kind == "add_keywords" and s.param("group_activation_ban"):
        return activation_ban_text(s)
    if s.kind == "token_extra":
        return token_extra_text(s)
    if s.kind == "roll_one_more_die":  # 706.5
        return "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll."
    if s.kind in ("token_multiplier", "counter_modifier") and s.param("said") is not None or \
            s.kind == "token_multiplier" and s.param("whose") == "you" and int(s.param("times", 2)) != 2:
        return multiplier_text(s)
    if s.kind == "becomes" and s.param("form") == "static_base" and s.condition is not None:
        return _base_pt_as_long_as(s)
    if s.kind == "becomes" and s.affected is not None and s.affected.attached and s.condition is None:
        return becomes_words(s, _cap(_HOLDER.get()))  # an Aura's (303.4)
    if s.kind == "replacement" and s.param("mode") == "with_counters" and s.affected is not None:
        return _entering_counters(s)
    counted = _counted_or_conditional_static(s)
    if counted is not None:
        return counted
    if s.kind == "enters_with_counters" and s.condition is not None and s.condition.name == "paid:escape" \
            and s.amount is not None:  # 702.138c
        return f"This escapes with {_count(s.amount, s.param('counter', '+1/+1') + ' counter')} on it. (702.138c)"
    if s.kind == "crews_as_though_greater":
        return crews_as_though_text(s)
    if s.kind == "crews_with_toughness":
        return "This crews Vehicles using its toughness rather than its power."
    if s.kind == "library_top":
        return _library_top(s)
    if s.kind == "cant_gain_life" and s.condition is None:  # 119.7
        return cant_gain_life_text(s)
    if s.kind == "remove_types" and s.condition is not None and s.condition.kind == "devotion_less_than":
        return devotion_god_text(s.condition)
    if s.kind == "hands_revealed":
        return {"all": "Players play with their hands revealed.", "you": "Play with your hand revealed.",
                "opponents": "Your opponents play with their hands revealed."}[str(s.param("players"))]

    if s.kind == "cant_cast":  # 101.2: a rule for players
        return _cant_cast(s)
    if s.kind == "self_cost_reduction" and s.condition is not None and s.amount == fixed(1) and s.mana is not None:
        return f"This spell costs {s.mana} less to cast if {_condition_words(s.condition)}. (601.2f)"
    if s.kind == "cant_cast_named":
        return "Spells with the chosen name can't be cast. (201.3)"
    if s.kind == "cant_activate_named":
        unless = " unless they're mana abilities" if s.param("mana_ok") else ""
        return f"Activated abilities of sources with the chosen name can't be activated{unless}. (201.3)"
    levels = render_levels_static(s, lambda a: _activated(a) if isinstance(a, ActivatedAbility) else _triggered(a))
    if levels is not None:  # dice 706, station 721
        return levels
    granted = _granted_or_level_static(s)
    if granted is not None:
        return granted
    if s.kind == "no_legend_rule":  # 704.5j (copies)
        f = s.affected
        which = "" if f is None or f.controller != "you" else (
            " to " + ("creature " if "Creature" in f.types else "") + ("tokens" if f.token else
                                                                     "creatures" if f.types else "permanents")
            + " you control")
        return f"The \"legend rule\" doesn't apply{which}. (704.5j)"
    if s.kind == "replacement" and s.affected is None and s.params == (("event", "dies"), ("to", "exile")):
        return "If this would die, exile it instead. (614.1a)"
    if s.kind == "self_exile_instead":
        if s.param("to") == "library":
            return ("If this would be put into a graveyard from anywhere, reveal this and shuffle it into its owner's "
                    "library instead. (614.1a)")
        return "If this would be put into a graveyard from anywhere, exile it instead. (614.1a)"
    if s.kind == "enter_as_copy" and s.affected is not None:  # 707.5, 614.12 (rules.continuous.copies)
        mods = _token_copy(CreateToken(None, copy_of=Ref("self"), copy_except=s.param("except", ())), "")
        tail = mods.partition(", except")[2].removesuffix(". (707.2)")
        return (f"You may have this enter as a copy of any {s.affected.describe()} on the battlefield"
                + (f", except{tail}" if tail else "") + ". (707.5)")
    who = _cap(_group(s.affected)) if s.affected is not None else "This"
    if s.affected is not None and s.affected.attached:
        who = _cap(_HOLDER.get())
    cond = f"As long as {_condition_words(s.condition)}, " if s.condition else ""
    if s.condition == Condition("your_turn") and s.param("during"):
        cond = "During your turn, "  # today's wording of "as long as it's your turn" (611.3a)
    if s.condition is not None and s.param("said_if"):  # "~ can't block if you control an untapped land."
        return conditional_restriction_text(who, s)
    if s.condition is not None and s.condition.kind == "day_night":
        cond = f"As long as it's {s.condition.name}, "  # 724.1 (copies)
    if s.kind == "add_keywords" and s.affected is None and s.condition is not None and not s.condition.negate \
            and s.condition.kind == "counters_at_least" and s.condition.n == 1 \
            and "doesn't untap" not in s.keywords:  # the Myojins' divinity counter
        return f"{who} {_keywords_said(who, s.keywords)} as long as it has a {s.condition.name} counter on it."
    if cond and not _NAMED_FIRST.match(who):  # "as long as ~ is equipped, Cat creatures you control get +2/+2"
        who = who[:1].lower() + who[1:]
    if s.kind == "add_keywords" and who == "All creatures" and s.keywords \
            and all(k.startswith(("can't ", "doesn't ")) for k in s.keywords):
        who = "Creatures"  # a rule for every creature: "Creatures can't attack." (Peacekeeper)
    if s.kind == "anthem" and s.amount is not None and _each_counted(s.amount) is not None:
        p, t = f"{s.power:+d}", f"{s.toughness:+d}"
        p, t = ("-0" if s.power == 0 and s.toughness < 0 else p), ("-0" if s.toughness == 0 and s.power < 0 else t)
        return f"{cond}{who} {_agree(who, 'get')} {p}/{t} for each {_each_counted(s.amount)}."
    if s.kind == "anthem" and s.amount is not None and s.amount.kind == "counters":
        on = "it" if s.affected is None else "this permanent"
        return f"{cond}{who} {_agree(who, 'get')} {s.power:+d}/{s.toughness:+d} for each {s.amount.name} counter on {on}."
    if s.kind == "control" and s.affected is not None and s.affected.attached:
        return f"You control {_HOLDER.get()}. (613.1b)"
    if s.kind == "prevent_damage" and s.affected is None and not s.params:
        return "Prevent all damage that would be dealt to this. (615.1)"
    if s.kind == "prevent_damage" and s.affected is not None and not s.params and not s.affected.players:
        to = _HOLDER.get() if s.affected.attached else _plural(s.affected.describe())
        return f"Prevent all damage that would be dealt to {to}. (615.1)"
    if s.kind == "blocked_by_restriction":
        how = "except by" if s.param("except") else "by"
        return f"This can't be blocked {how} {_plural(s.param('filter').describe())}. (509.1b)"
    if s.kind == "cant_block_restriction":
        return f"This can't block {_plural(s.param('filter').describe())}. (509.1a)"
    if s.kind == "not_blocked_by_weaker":
        return "Creatures with power less than this creature's power can't block it. (509.1b)"
    if s.kind == "switch_pt":
        return "Switch the power and toughness of the affected creatures. (613.4d)"
    if s.kind in ("attack_unless_defender_controls", "unblockable_if_defender_controls") and s.amount is not None \
            and (s.param("forbid") or s.kind != "attack_unless_defender_controls"):
        return defending_player_restriction_text(s)
    if s.kind == "attack_unless_defender_controls" and s.amount is not None:
        return (f"This can't attack unless defending player controls "
                f"{_count(s.amount, s.param('filter').describe().replace(' you control', ''))}. (508.1c)")
    if s.kind == "anthem":
        kws = f" and {_keywords_said(who, s.keywords)}" if s.keywords else ""
        return f"{cond}{who} {_agree(who, 'get')} {_pt_change(s.power, s.toughness)}{kws}."
    if s.kind == "lose_keywords":
        return f"{cond}{who} {_agree(who, 'lose')} {_listed(sorted(s.keywords))}."
    if s.kind == "add_keywords" and s.keywords == {"doesn't untap"} and s.condition is not None and cond \
            and s.condition.kind == "counters_at_least" and s.condition.n == 1 and not s.condition.negate \
            and s.affected is None:  # the depletion lands (502.3)
        return f"This doesn't untap during your untap step if it has a {s.condition.name} counter on it."
    if s.kind == "add_keywords" and s.keywords == {LURE} and s.affected is not None and s.affected.attached:
        return f"{cond}All creatures able to block {_HOLDER.get()} do so."  # Lure (509.1c)
    if s.kind == "add_keywords" and s.keywords == {NO_ACTIVATIONS}:  # 602.5: Arrest's second half alone
        return f"{cond}{who}'s activated abilities can't be activated."
    if s.kind == "add_keywords" and NO_ACTIVATIONS in s.keywords:  # "can't attack or block, and its activated ..."
        return f"{cond}{who} {_keywords_said(who, s.keywords - {NO_ACTIVATIONS})}, and its activated abilities " \
            "can't be activated."
    if s.kind == "add_keywords":
        return f"{cond}{who} {_keywords_said(who, s.keywords)}."
    if s.kind == "lose_abilities":
        return f"{cond}{who} {_agree(who, 'lose')} all abilities. (613.1f)"
    if s.kind == "set_pt":
        return f"{cond}{who} {_agree(who, 'have')} base power and toughness {s.power}/{s.toughness}. (613.4b)"
    if s.kind == "set_base_pt_cda" and s.amount is not None and s.affected is None and s.param("toughness") is False:
        return f"This creature's power is equal to {_amount(s.amount)}. (604.3, 613.4a)"  # its toughness is printed
    if s.kind == "set_base_pt_cda" and s.amount is not None and s.affected is None:
        return f"This creature's power and toughness are each equal to {_amount(s.amount)}. (604.3, 613.4a)"
    if s.kind == "becomes_creature" and s.affected is not None and s.param("from_mana_value"):
        desc = s.affected.describe()
        each = "Each other " + desc.removeprefix("another ") if desc.startswith("another ") else f"Each {desc}"
        return (f"{each} is a creature in addition to its other types and has base power and toughness each equal "
                "to its mana value. (613.1d, 613.4b)")
    if s.kind in ("cost_increase", "cost_reduction"):
        kind, with_, quality = (s.affected.describe().replace("permanent", "").strip()
                                if s.affected is not None else "").partition(" with ")
        what = f"{kind.replace(' or ', ' and ')} spells".strip()  # "creature spells"; "power 4 or greater" kept
        two = re.fullmatch(r"([A-Z][\w'-]*) and ([A-Z][\w'-]*) spells", what)
        if two is not None:  # "Kithkin spells and Soldier spells": two subtypes, each its own spells (205.3)
            what = f"{two.group(1)} spells and {two.group(2)} spells"
        whose = {"you": " you cast", "opponent": " your opponents cast"}.get(s.param("whose", "any"), "")
        whose += f" with {quality}" if with_ else ""  # "creature spells you cast with power 4 or greater"
        more = "more" if s.kind == "cost_increase" else "less"
        amount = str(s.mana) if s.mana is not None else f"{{{s.power}}}"
        return f"{what[0].upper() + what[1:]}{whose} cost {amount} {more} to cast."
    if s.kind == "add_types" and s.affected is None and not s.types and set(CREATURE_TYPES) <= s.subtypes:
        return "This is every creature type. (205.3m)"  # Mistform Ultimus, as changeling says it (702.73a)
    if s.kind == "add_types" and "?chosen" in s.subtypes and s.affected is None:
        return "This is the chosen type in addition to its other types. (614.12)"
    if s.kind == "as_enters_choose" and s.param("what") == "color" and len(s.param("choices", ())) == 4:
        return f"As this enters, choose {color_other_than_words(s)}. (614.12)"  # `phrases.entering_tapped_forms`
    if s.kind == "enters_tapped" and s.param("said") == "if" and s.condition is not None:
        return f"If {_condition_words(replace(s.condition, negate=not s.condition.negate))}, this enters tapped."
    if s.kind == "as_enters_choose":
        what = {"color": "a color", "opponent": "an opponent", "player": "a player",
                "name": "a nonland card name" if s.param("nonland") else "a card name"}.get(
            str(s.param("what")), "a creature type")
        return f"As this enters, choose {what}. (614.12)"
    if s.kind == "enters_tapped" and s.param("reveal_words"):
        return (f"As this enters, you may reveal {s.param('reveal_words')} from your hand. If you don't, this enters "
                "tapped. (614.12)")
    if s.kind == "enters_tapped" and s.param("pay_life"):
        return f"As this enters, you may pay {s.param('pay_life')} life. If you don't, it enters tapped. (614.12)"
    if s.kind == "enters_tapped":
        return "This enters tapped" + (f" unless {_condition_words(s.condition)}." if s.condition else ".")
    if s.kind == "enters_with_counters" and s.amount is not None:
        counters = _count(s.amount, s.param('counter', '+1/+1') + ' counter')
        counters, each, per = counters.partition(" for each ")
        cond = f" if {_condition_words(s.condition)}" if s.condition is not None else ""  # 614.1c
        if s.condition is not None and s.condition.kind == "mana_spent" and s.condition.n > 1 and not each:
            return f"If {_condition_words(s.condition)}, this enters with {counters} on it."  # adamant's order
        return f"This enters with {counters} on it{each}{per}{cond}."
    if s.kind == "land_type":
        return f"Nonbasic lands are {' '.join(sorted(s.subtypes))}s."
    if s.condition is not None and s.condition.kind == "x_at_least":
        cond = f"If X is {s.condition.n} or more, "
    if s.kind == "cost_increase_per_extra_target":
        each = str(s.mana) if s.mana is not None else f"{{{s.power}}}"
        return f"This spell costs {each} more to cast for each target beyond the first."
    if s.kind == "uncounterable":
        return f"{cond}this spell can't be countered."
    if s.kind == "damage_unpreventable":
        return f"{cond}the damage this spell deals can't be prevented."
    if s.kind == "damage_as_counters" and s.affected is not None:
        return (f"If a source you control would deal noncombat damage to a {s.affected.describe()}, put that many "
                f"{s.param('counter')} counters on it instead.")
    if s.kind == "prevent_damage" and s.param("said") is not None and s.affected is None:
        return counter_prevention_text(s)  # `phrases.counter_prevention`
    if s.kind == "prevent_damage" and s.param("remove_counter") and s.affected is None:
        return f"If damage would be dealt to this, prevent that damage and remove a {s.param('remove_counter')} " \
               "counter from it."
    if s.kind == "self_cost_reduction" and s.amount is not None and _each_counted(s.amount) is not None:
        return f"This spell costs {s.mana} less to cast for each {_each_counted(s.amount)}."
    if s.kind == "x_mana_color":
        return f"Spend only {_COLOR_WORDS[s.param('color')]} mana on X."
    if s.kind == "cast_only_if":
        conditions = s.param("conditions", ())
        return "Cast this spell only " + " and only ".join(_cast_condition(c, conditions) for c in conditions) + "."
    if s.kind == "cast_from_graveyard":
        cond = f" as long as {_condition_words(s.condition)}" if s.condition is not None else ""
        return f"You may cast this card from your graveyard{cond}."
    if s.kind == "grant_flashback":
        what = s.affected.describe() if s.affected is not None else "card"
        if s.affected is not None and s.affected.zone == "graveyard" and s.affected.owner == "you":
            return (f"Each {what.replace(' or ', ' and ')} card in your graveyard gains flashback until end of turn. "
                    "The flashback cost is equal to its mana cost.")
        return f"Each {what} gains flashback until end of turn; its flashback cost is its mana cost."
    if s.kind == "graveyard_creature_abilities":
        return "This has all activated abilities of all creature cards in all graveyards."
    if s.kind == "grant_replicate":
        return "Each instant and sorcery spell you cast has replicate; its replicate cost is its mana cost."
    if s.kind == "flash_permission":
        more = f" if you pay {{{s.power}}} more to cast it" if s.power else ""
        return f"You may cast this as though it had flash{more}. (601.3)"
    if s.kind == "flash_for_spells":  # 601.3, 702.8
        kinds = s.affected.describe().removesuffix(" permanent") + " " if s.affected is not None else ""
        who = "Any player" if s.param("players") == "all" else "You"
        kinds = kinds.replace(" or ", " and ")  # "creature and enchantment spells": either kind (601.3)
        return f"{who} may cast {kinds}spells as though they had flash."
    if s.kind == "flash_sacrifice":
        return ("If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it "
                "becomes sacrifices it at the beginning of the next cleanup step. (603.7)")
    if s.kind == "begin_on_battlefield":
        return "If this is in your opening hand, you may begin the game with it on the battlefield. (103.6)"
    if s.kind == "skip_step":
        return f"Skip your {s.param('step')} step. (614.10)"
    if s.kind == "additional_land_plays":  # 305.2a
        lands = land_plays(fixed(s.power), bool(s.param("up_to")))
        on = "during" if s.param("during") else "on"
        if s.param("players") == "all":
            return f"Each player may play {lands} {on} each of their turns."
        return f"You may play {lands} {on} each of your turns."
    if s.kind == "no_max_hand_size":
        return ("Players have" if s.param("players") == "all" else "You have") + " no maximum hand size. (402.2)"
    type_rule = _types_and_spells_rule(s)
    if type_rule is not None:
        return f"{cond}{type_rule[:1].lower() if cond else type_rule[:1]}{type_rule[1:]}"
    player_rule = _player_and_damage_rule(s)
    if player_rule is not None:
        return f"{cond}{player_rule[:1].lower() if cond else player_rule[:1]}{player_rule[1:]}"
    return f"{cond}{_unrendered(s.kind, who.lower(), sep=': ')}"


_PLAYERS = {"you": "You", "opponents": "Your opponents", "all": "Players"}

_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def _types_and_spells_rule(s: StaticAbility) -> str | None:
    """Land types added (305.7 and 613.1d: "Each land is a Swamp in addition to its other land types"), spells
    that can't be countered (101.2), "Creatures can't attack you" (508.1c) and a token doubler (614.1a); None for
    any other static ability."""
    if s.kind == "add_land_types" and s.affected is not None and s.subtypes and not s.types \
            and (len(s.subtypes) == 1 or s.subtypes == _BASIC_LAND_TYPES):
        group = _HOLDER.get() if s.affected.attached else _group(s.affected)
        one = next(iter(s.subtypes))
        if group.lower() == "all lands":  # Urborg, Tomb of Yawgmoth: each land on its own
            group = "Each land"
        if s.subtypes == _BASIC_LAND_TYPES:
            what = "every basic land type"
        else:
            what = _count(fixed(1), one) if _agree(group, "are") == "is" else _plural(one)
        if _agree(group, "are") == "is":
            other = "other land types" if group == "Each land" else "other types"
            return f"{_cap(group)} is {what} in addition to its {other}."
        return f"{_cap(group)} are {what} in addition to their other types."
    if s.kind == "spells_uncounterable" and s.param("players", "all") == "all":
        what = s.affected.describe() if s.affected is not None else ""
        what = what.replace(" permanent", "").replace("permanent", "").strip()
        head, sep, tail = f" {what}".partition(" you control")
        head = head.strip()
        if not sep:
            head, sep, tail = what.partition(" with ")
            sep = " with " if sep else ""
        spells = f"{head} spells{sep}{tail}".strip()
        return f"{_cap(spells)} can't be countered."
    if s.kind == "cant_be_attacked":
        return "Creatures can't attack you" + (" or planeswalkers you control." if s.param("planeswalkers") else ".")
    if s.kind == "token_multiplier" and s.param("whose") == "you" and s.param("times") == 2:
        return ("If an effect would create one or more tokens under your control, it creates twice that many of "
                "those tokens instead.")
    return None


def _player_and_damage_rule(s: StaticAbility) -> str | None:
    """Rules about players (702.11b, 101.2), damage prevention (615.1), colors and added types (105.3, 205.1b)
    as printed; None for any other static ability."""
    if s.kind == "player_keyword" and s.param("players") == "you":  # 702.11b, 702.18b
        return f"You have {s.param('keyword')}."
    if s.kind == "cant_cast":  # 101.2
        players = str(s.param("players", "all"))
        flt: Filter | None = s.param("filter")
        when = {"yours": " during your turn", "combat": " during combat"}.get(str(s.param("turn")), "")
        if s.param("max") == 1:
            who = {"you": "You", "opponents": "Each opponent", "all": "Each player"}.get(players)
            return f"{who} can't cast more than one spell each turn." if who else None
        kind = "" if flt is None else flt.describe().replace("permanent", "").replace(" spell", "").strip()
        what = f"{kind} spells".strip()
        return f"{_PLAYERS[players]} can't cast {what}{when}." if players in _PLAYERS and "?" not in what else None
    if s.kind == "prevent_damage" and not s.param("remove_counter"):  # 615.1
        combat = "combat " if s.param("combat_only") else ""
        if s.affected is not None and s.affected.only_players and s.affected.controller == "you":
            to = "you"
        elif s.affected is None:
            to = "this"
        elif s.affected.attached:
            to = _HOLDER.get()
        else:
            to = _plural(s.affected.describe())
        if s.param("amount") is not None:
            one = to if s.affected is None or s.affected.only_players or s.affected.attached \
                else _count(fixed(1), s.affected.describe())
            return f"If a source would deal {combat}damage to {one}, prevent {s.param('amount')} of that damage."
        if to == "you" and not combat:
            return "If a source would deal damage to you, prevent that damage."
        dealt = {"to_and_by": "to and dealt by ", "by": "by "}.get(str(s.param("by")), "to ")
        return f"Prevent all {combat}damage that would be dealt {dealt}{to}."
    if s.kind == "set_colors" and s.condition is None:  # 105.3, 613.1e
        colors = _color_list(s.types)
        if s.affected is None:
            return f"This is {colors}."
        group = _group(s.affected)
        return f"{_cap(group)} {_agree(group, 'are')} {colors}."
    if s.kind == "add_types" and s.affected is not None and s.subtypes and not s.types and len(s.subtypes) == 1 \
            and "?chosen" not in s.subtypes:  # 205.1b
        if s.affected.attached:  # "Equipped creature is a Wizard in addition to its other types." (301.5)
            return f"{_cap(_HOLDER.get())} is {_count(fixed(1), next(iter(s.subtypes)))} in addition to its other types."
        group = _group(s.affected)
        return (f"{_cap(group)} {_agree(group, 'are')} {_plural(next(iter(s.subtypes)))} in addition to their "
                "other creature types.")
    return None



def render_levels_static(s: StaticAbility, quote: Any) -> str | None:
    """Station thresholds (721.2) and the two-dice replacement (706.2, 614.1a); `quote` renders an ability."""
    if s.kind == "roll_two_keep_higher":
        return "If you would roll a d20, instead roll two d20 and ignore the lower roll. (614.1a)"
    if s.condition is None or s.condition.kind not in ("counters_at_least", "class_level_at_least") \
            or not s.text.startswith(("STATION", "LEVEL")):
        return None
    if s.condition.kind == "class_level_at_least" and s.kind == "grant_abilities":
        held = sorted(s.keywords) + [f'"{quote(a)}"' for a in (*s.param("activated", ()), *s.param("triggered", ()))]
        return f"As long as this Class is level {s.condition.n} or greater, it has {'; '.join(held)}. (717.2a)"
    label = s.text.split(":")[0]
    if s.kind == "grant_abilities":
        held = sorted(s.keywords) + [f'"{quote(a)}"' for a in (*s.param("activated", ()), *s.param("triggered", ()))]
        return f"{label}: this has {'; '.join(held)}. (721.2a)"
    if s.kind == "add_types":
        return f"{label}: this is an artifact creature. (721.2b)"
    return f"{s.text} ({'721.2a' if s.text.startswith('STATION') else '717.2a'})"


# The steps of a turn before its combat damage step (a casting window, 601.3): "only before the combat damage step".
_BEFORE_COMBAT_DAMAGE = "upkeep draw main1 beginning_of_combat declare_attackers declare_blockers"


def _cast_condition(cond: Condition, conditions: tuple[Condition, ...]) -> str:
    """A casting restriction (601.3) as Oracle text says it: "during combat", "during your turn", "during the
    declare attackers step", "if you've been attacked this step" (that step, when the window is that step)."""
    from kitchentable.rules.casting.casting_restrictions import (
        AFTER_BLOCKERS,
        BEFORE_BLOCKERS,
        COMBAT,
        describe_condition,
    )

    if cond.kind == "you_were_attacked" and any(c.kind == "cast_window" and c.name == "declare_attackers"
                                                for c in conditions):
        return "if you've been attacked this step"
    if cond.kind == "cast_window" and cond.name == _BEFORE_COMBAT_DAMAGE and not cond.n:
        return "before the combat damage step"
    if cond.kind == "spells_cast_this_turn_at_least" and cond.n == 1:
        return "if you've cast another spell this turn"
    if cond.kind != "cast_window":
        return describe_condition(cond)
    whose = ("", "your", "an opponent's")[cond.n]
    steps = {COMBAT: "combat", BEFORE_BLOCKERS: "combat before blockers are declared",
             AFTER_BLOCKERS: "combat after blockers are declared", "main2 end cleanup": "after combat"}
    if cond.name in steps and not whose:
        said = steps[cond.name]
        return said if said.startswith("after") else f"during {said}"
    if cond.name == "":
        return f"during {whose} turn" if whose else describe_condition(cond)
    if " " not in cond.name:
        step = cond.name.replace("_", " ")
        return f"during {whose or 'the'} {step}{'' if step == 'upkeep' else ' step'}"
    return describe_condition(cond)


def _look_and_play_from_top(s: StaticAbility) -> str:
    """"You may look at the top card of your library any time, and you may play lands from the top of your library."
    (one "library_top" static with both permissions)."""
    said = _library_top(StaticAbility("library_top", params=tuple((k, v) for k, v in s.params if k != "look")))
    said = said.removeprefix("You may ").removesuffix(" (305.1, 601.2)")
    return f"You may look at the top card of your library any time, and you may {said} (305.1, 601.2)"


def _cast_either_from_top(s: StaticAbility) -> str:
    """"You may cast spells with flash or flying from the top of your library.", "You may cast artifact spells and
    colorless nonland spells from the top of your library." (a spell matching either description)."""
    flts = s.param("spells_any")
    if all(f.keyword and f == Filter(zone=f.zone, keyword=f.keyword) for f in flts):
        what = "spells with " + " or ".join(f.keyword for f in flts)
    else:
        said = (" ".join(sorted(f.describe().replace(" permanent", "").split(), key=lambda w: w != "colorless"))
                for f in flts)  # "colorless nonland", as Oracle text orders them
        what = " and ".join(f"{d} spells" for d in said)
    return f"You may cast {what} from the top of your library. (601.2)"


def _entering_counters(s: StaticAbility) -> str:
    """"Each other Rogue creature you control enters with an additional +1/+1 counter on it." (614.1c), and the
    description "creature you control that's a Wolf or a Werewolf" as printed."""
    assert s.affected is not None
    kinds = s.param("that_is")
    if kinds:
        other = "other " if s.affected.other else ""
        desc_said = f"{other}creature you control that's " + " or ".join(f"a {k}" for k in kinds)
    else:
        desc_said = s.affected.describe()
        desc_said = "other " + desc_said.removeprefix("another ") if desc_said.startswith("another ") else desc_said
    n = int(s.param("count", 1))
    what = f"an additional {s.param('counter')} counter" if n == 1 else f"{n} additional {s.param('counter')} counters"
    return f"Each {desc_said} enters with {what} on it."


def _base_pt_as_long_as(s: StaticAbility) -> str:
    """"As long as this is enchanted by exactly two Auras, it has base power and toughness 5/5 and vigilance."
    (613.4b, 613.1f; the keywords in their printed order)."""
    assert s.condition is not None
    words = tuple(s.param("keyword_words", ()))
    said = "" if not words else f" and {words[0]}" if len(words) == 1 else \
        ", " + ", ".join(words[:-1]) + ", and " + words[-1]
    return f"As long as {_condition_words(s.condition)}, it has base power and toughness {s.power}/{s.toughness}" \
           f"{said}."


def _counted_or_conditional_static(s: StaticAbility) -> str | None:
    """Statics of today's counts and conditional cost changes (`phrases/counted_amounts`, `phrases/cost_changes`):
    "~ gets +X/+0, where X is the greatest power among ...", Tarmogoyf's "... and its toughness is equal to that
    number plus 1", "This spell costs {X} less to cast, where X is ...", "Spells you cast with mana value 5 or
    greater cost {1} less to cast", "As long as it's not your turn, spells you cast cost {1} less to cast.",
    "Spells your opponents cast that target this creature cost {2} more to cast."; None for any other."""
    if s.kind == "anthem" and s.amount is not None and s.amount.kind not in ("counters", "fixed") \
            and _each_counted(s.amount) is None and abs(s.power) <= 1 and abs(s.toughness) <= 1:
        said = _static(replace(s, amount=None, power=0, toughness=0)).rstrip(".")
        pt = "/".join({1: "+X", -1: "-X", 0: "-0" if -1 in (s.power, s.toughness) else "+0"}[n]
                      for n in (s.power, s.toughness))
        return said.replace("+0/+0", pt, 1) + f", where X is {_amount(replace(s.amount, times=1))}."
    if s.kind == "enters_with_counters" and s.amount is not None and s.condition is None \
            and counted_amount_words(s.amount) is not None and _each_counted(s.amount) is None:  # 614.1c
        kind = s.param("counter", "+1/+1")
        return f"This enters with X {kind} counters on it, where X is {_amount(s.amount)}."
    if s.kind == "set_base_pt_cda" and s.amount is not None and s.affected is None and s.toughness:
        return (f"This creature's power is equal to {_amount(s.amount)} and its toughness is equal to that number "
                f"plus {s.toughness}. (604.3, 613.4a)")
    if s.kind == "self_cost_reduction" and s.param("condition_first") and s.condition is not None \
            and s.mana is not None:  # "If an opponent has no cards in hand, this spell costs {6} less to cast."
        return f"If {_condition_words(s.condition)}, this spell costs {s.mana} less to cast. (601.2f)"
    if s.kind == "cost_reduction" and s.param("two_colors") and s.affected is not None:  # the Familiars
        first, second = (_COLOR_WORDS[c] for c in str(s.param("two_colors")))  # in the printed order
        return f"{_cap(first)} spells and {second} spells you cast cost {{{s.power}}} less to cast."
    if s.kind == "self_cost_reduction" and s.condition is not None and s.condition.kind == "spell_targets" \
            or s.kind == "cost_reduction" and (s.param("nth_each_turn") or s.param("first_each_turn")):
        return spell_cost_condition_text(s)
    if s.kind == "self_cost_reduction" and s.param("where_x") and s.amount is not None:
        return f"This spell costs {{X}} less to cast, where X is {_amount(s.amount)}. (601.2f)"
    if s.kind == "spells_uncounterable" and s.param("players") == "you" and s.affected is not None:
        return f"{_spells_you_cast(s.affected)} can't be countered."
    if s.kind == "life_tax" and s.param("targets") is not None:  # 601.2f (rules.casting.total_cost.life_tax)
        return f"Spells your opponents cast that target {_taxed_words(s.param('targets'))} cost an additional " \
               f"{s.power} life to cast."
    if s.kind == "cost_reduction" and s.amount is not None and s.condition is None and s.param("targets") is None:
        each = _each_counted(s.amount) or (f"{s.amount.name} counter on this" if s.amount.kind == "counters" else None)
        if each is not None:  # "Creature spells you cast cost {1} less to cast for each Elf you control."
            said = _static(replace(s, amount=None)).rstrip(".")
            return f"{said} for each {each}."
    if s.kind not in ("cost_increase", "cost_reduction") or s.affected is None:
        return None
    mv, targets = s.affected.min_mana_value, s.param("targets")
    if s.condition is None and mv is None and targets is None:
        return None
    plain = replace(s, condition=None, affected=replace(s.affected, min_mana_value=None),
                    params=tuple(p for p in s.params if p[0] not in ("targets", "during")))
    head, sep, tail = _static(plain).partition(" cost ")
    if mv is not None:
        head += f" with mana value {mv} or greater"
    if targets is not None:
        head += f" that target {_taxed_words(targets)}"
    said = f"{head}{sep}{tail}"
    if s.condition is None:
        return said
    lead = "During your turn" if s.param("during") else f"As long as {_condition_words(s.condition)}"
    return f"{lead}, {said[:1].lower()}{said[1:]}"


def _spells_you_cast(flt: Filter) -> str:
    """"Spells you cast with mana value 5 or greater", "Creature spells you cast" (a spell description)."""
    kind = replace(flt, min_mana_value=None).describe().replace(" or ", " and ").replace("permanent", "").strip()
    said = f"{kind} spells you cast".strip()
    if flt.min_mana_value is not None:
        said += f" with mana value {flt.min_mana_value} or greater"
    return _cap(said)


def _taxed_words(which: Any) -> str:
    """What a targeting tax names: "this creature", "a Merfolk you control", "this creature or another creature
    you control"."""
    if which == "self":
        return "this creature"
    if isinstance(which, tuple):
        return f"this creature or another {which[1].describe().removeprefix('another ')}"
    desc = which.describe()
    return desc if desc.startswith(("a ", "an ", "another ")) else _count(fixed(1), desc)


def devotion_god_text(cond: Condition) -> str:
    """The Theros Gods (700.5, 613.1d): "As long as your devotion to black is less than five, this isn't a
    creature." """
    chosen = cond.filter.colors if cond.filter is not None else frozenset()
    pair = next((p for p in _COLOR_PAIRS if set(p) == chosen), None)  # "red and white": a pair's usual order
    colors = [_COLOR_WORDS[c] for c in (pair or "WUBRG") if c in chosen]
    return f"As long as your devotion to {' and '.join(colors)} is less than {_number_word(cond.n)}, " \
           "this isn't a creature."


_COLOR_PAIRS = ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")
"""The ten two-color pairs in the order their colors are written ("red and white", "green and white")."""


def cant_gain_life_text(s: StaticAbility) -> str:
    """119.7: "Players can't gain life.", "Your opponents can't gain life.", "You can't gain life." """
    who = {"all": "Players", "opponents": "Your opponents", "you": "You"}.get(str(s.param("players", "all")), "Players")
    return f"{who} can't gain life."


def _once_from_top(s: StaticAbility) -> str:
    """"Once each turn, you may cast a creature spell with power 2 or less from the top of your library." (one
    spell each turn by this permission, `rules.continuous.library_top`)."""
    spells = s.param("spells")
    what, _with, rest = spells.describe().replace(" permanent", "").partition(" with ")
    said = f"{what} spell" + (f" with {rest}" if rest else "")
    article = "an" if said[:1] in "aeiou" else "a"
    return f"Once each turn, you may cast {article} {said} from the top of your library."


def crews_as_though_text(s: StaticAbility) -> str:
    """"This creature crews Vehicles [and saddles Mounts] as though its power were N greater." (702.122a,
    702.171a)."""
    verbs = {"Vehicle": "crews Vehicles", "Mount": "saddles Mounts"}
    said = " and ".join(verbs[k] for k in s.param("what", ()))
    n = s.amount.value if s.amount is not None else 0
    return f"This {said} as though its power were {n} greater."


# Three static abilities of one group printed as one sentence (the job select Equipment's, 604.1): "Equipped creature
# gets +1/+1, has "...," and is a Cleric in addition to its other types." Joined two at a time with "and", they read
# "gets +1/+1 and has "..." and is a Cleric ..."; said as printed, a list of three with commas.
_THREE_PARTS = re.compile(r'^(?P<who>.+?) gets (?P<pt>[+-]\w+/[+-]\w+) and (?P<held>has .+?) and '
                          r'(?P<type>is an? [A-Z][\w-]* in addition to its other types)\.(?P<note> \(.*\))?$')


_QUOTED_AND_TYPE = re.compile(r'^(?P<who>.+? has "[^"]+?)\." and (?P<type>is an? [A-Z][\w-]* in addition to its other '
                              r'types\..*)$')


def job_select_sentence(line: str) -> str:
    """"X gets +1/+1 and has H and is a T in addition to its other types." as "X gets +1/+1, has H, and is a T in
    addition to its other types." (a quoted ability's period becomes the list's comma inside the quotes); "X has
    "...." and is a T ..." as "X has "..." and is a T ..." (the quoted ability's period dropped mid-sentence)."""
    m = _THREE_PARTS.match(line)
    if m is None:
        two = _QUOTED_AND_TYPE.match(line)
        return f'{two.group("who")}" and {two.group("type")}' if two is not None else line
    held = m.group("held")
    held = held[:-2] + ',"' if held.endswith('."') else held + ","
    return f"{m.group('who')} gets {m.group('pt')}, {held} and {m.group('type')}.{m.group('note') or ''}"


def activation_ban_text(s: StaticAbility) -> str:
    """602.5: "Activated abilities of artifacts your opponents control can't be activated [unless they're mana
    abilities]." (`phrases.activation_bans`)."""
    unless = " unless they're mana abilities" if NO_ACTIVATIONS not in s.keywords else ""
    group = _group(s.affected) if s.affected is not None else "this"
    group = (group[:1].lower() + group[1:]).removeprefix("all ")
    if s.affected is not None and len(s.affected.any_types) > 1:
        group = group.replace(" or ", " and ", 1)  # "artifacts and creatures": either type, said as printed
    return f"Activated abilities of {group} can't be activated{unless}."


def token_extra_text(s: StaticAbility) -> str:
    """614.1a: "If you would create one or more Treasure tokens, instead create those tokens plus an additional
    Treasure token." / "If one or more tokens would be created under your control, those tokens plus that many
    1/1 green Squirrel creature tokens are created instead." (`phrases.token_replacements`)."""
    from kitchentable.cards.render.effects import _token_body

    body = _token_body(s.param("extra"))
    added = f"an additional {body} token" if s.param("count") == "one" else f"that many {body} tokens"
    kind = " ".join(s.param("kind", ()))
    tokens = f"{kind} tokens" if kind else "creature tokens" if s.param("creature_only") else "tokens"
    if s.param("said") == "you_create":
        return f"If you would create one or more {tokens}, instead create those tokens plus {added}."
    return f"If one or more {tokens} would be created under your control, those tokens plus {added} are created instead."


_TIMES = {2: "twice", 3: "three times"}


def multiplier_text(s: StaticAbility) -> str:
    """614.1a as printed: "If one or more creature tokens would be created under your control, twice that many of
    those tokens are created instead." / "If an effect would create ... it creates ..."; "If one or more +1/+1
    counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead." /
    "If an effect would put one or more counters on a permanent you control, it puts twice that many of those
    counters on that permanent instead." (`phrases.doubling_and_multipliers`, the wording it read)."""
    active = s.param("said") == "active"
    if s.kind == "token_multiplier":
        times = _TIMES.get(int(s.param("times", 2)), f"{s.param('times')} times")
        tokens = "creature tokens" if s.param("creature_only") else "tokens"
        if active:
            return (f"If an effect would create one or more {tokens} under your control, it creates {times} that many "
                    "of those tokens instead.")
        return f"If one or more {tokens} would be created under your control, {times} that many of those tokens are " \
               "created instead."
    kind = f"{s.param('counter')} " if s.param("counter") else ""
    desc = s.affected.describe() if s.affected is not None else "this"
    obj = f"{'an' if desc[:1] in 'aeiou' else 'a'} {desc}"
    what = str(s.param("said_what") or f"{kind}counters")
    what = what if what.startswith("of ") else what.replace("counters", "counters", 1)
    amount = "that many plus one" if int(s.param("plus", 0)) else f"{_TIMES.get(int(s.param('times', 2)), 'twice')} that many"
    on = s.param("said_on", "it")
    if active:
        return f"If an effect would put one or more {kind}counters on {obj}, it puts {amount} {what} on {on} instead."
    return f"If one or more {kind}counters would be put on {obj}, {amount} {what} are put on {on} instead."


def defending_player_restriction_text(s: StaticAbility) -> str:
    """`phrases.defending_player_restrictions`: "This can't attack if defending player controls an untapped
    land." (508.1c), "This can't be blocked as long as defending player controls an artifact." (509.1b)."""
    assert s.amount is not None
    what = _count(s.amount, s.param("filter").describe().replace(" you control", ""))
    if s.kind == "unblockable_if_defender_controls":
        return f"This can't be blocked as long as defending player controls {what}. (509.1b)"
    return f"This can't attack if defending player controls {what}. (508.1c)"


_NTH_WORDS = {1: "first", 2: "second", 3: "third"}


def spell_cost_condition_text(s: StaticAbility) -> str:
    """`phrases.cost_conditions` and "the first ... spell you cast each turn" (601.2f): "This spell costs {2}
    less to cast if it targets a Dinosaur you control.", "The second spell you cast each turn costs {2} less to
    cast."."""
    if s.kind == "self_cost_reduction" and s.condition is not None and s.condition.filter is not None:
        what = s.condition.filter.describe()
        a = "an" if what[:1].lower() in "aeiou" else "a"
        return f"This spell costs {s.mana} less to cast if it targets {a} {what}. (601.2f)"
    first = s.param("first_each_turn")  # True (any spell) or the description of the spells counted
    nth = 1 if first else int(s.param("nth_each_turn"))
    kind = first.describe().replace("permanent", "").strip().removesuffix("spell").strip() \
        if isinstance(first, Filter) else ""
    spell = f"{kind} spell".strip()
    return f"The {_NTH_WORDS[nth]} {spell} you cast each turn costs {{{s.power}}} less to cast."


def conditional_restriction_text(who: str, s: StaticAbility) -> str:
    """`phrases.defending_player_restrictions`: "This can't block if you control an untapped land.", "This can't
    attack unless you control another Minotaur." (the condition is kept negated for "unless")."""
    assert s.condition is not None
    cond = s.condition
    if s.param("said_if") == "unless":
        cond = replace(cond, negate=not cond.negate)
    said = " or ".join(k.removeprefix("can't ") for k in sorted(s.keywords))
    words = _condition_words(cond)
    if words.startswith("this is "):  # the creature was just named: "unless it's equipped"
        words = "it's " + words.removeprefix("this is ")
    return f"{who} can't {said} {s.param('said_if')} {words}."


def life_gain_modifier_text(s: StaticAbility) -> str:
    """`phrases.life_gain_replacements` (614.1a)."""
    if s.param("plus"):
        return f"If you would gain life, you gain that much life plus {s.param('plus')} instead. (614.1a)"
    return "If you would gain life, you gain twice that much life instead. (614.1a)"


def group_replacement_text(s: StaticAbility) -> str:
    """`phrases.group_replacements`: "If a creature an opponent controls would die, exile it instead." (614.1a),
    "Creatures your opponents control enter tapped." (614.1c)."""
    assert s.affected is not None
    if s.param("event") == "dies":
        what = replace(s.affected, other=False).describe()
        a = "another" if s.affected.other else "an" if what[:1] in "aeiou" else "a"
        return f"If {a} {what} would die, exile it instead. (614.1a)"
    return f"{_cap(_group(s.affected))} enter tapped. (614.1c)"


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def damage_amplifier_text(s: StaticAbility) -> str:
    """`phrases.damage_amplifiers` (614.1a)."""
    color = next(iter(s.affected.colors), None) if s.affected is not None else None
    if s.param("source") == "desc" and s.affected is not None:
        what = s.affected.describe()
        if s.param("spell"):
            what = what.replace("permanent", "spell") if "permanent" in what else what + " spell"
        what += " you control" if s.param("source_controller") == "you" else ""
        source = ("an " if what[:1] in "aeiou" else "a ") + what
    else:
        kind = (_COLOR_NAMES[color] + " " if color else "") + "source"
        mine = " you control" if s.param("source_controller") == "you" else ""
        a = "another" if s.param("other") else "an" if kind[:1] in "aeiou" else "a"
        source = f"{a} {kind}{mine}"
    damage = f"{s.param('damage')} damage" if s.param("damage") else "damage"
    to = "an opponent or a permanent an opponent controls" if s.param("to") == "opponents" else "a permanent or player"
    times = {2: "double", 3: "triple"}.get(int(s.param("times", 1)))
    change = f"{times} that damage" if times else f"that much damage plus {s.param('plus')}"
    again = " to that permanent or player" if s.param("again") else ""
    return f"If {source} would deal {damage} to {to}, it deals {change}{again} instead. (614.1a)"


def activation_cost_change_text(s: StaticAbility) -> str:
    """"Activated abilities of creatures you control cost {1} less to activate." and its keyword ("Equip abilities
    you activate"), "that aren't mana abilities" and one-mana-floor forms."""
    cost = f"cost {'up to ' if s.param('up_to') else ''}{{{s.power}}} {s.param('change')} to activate"
    if s.param("said") == "enchanted" and s.affected is not None:
        kind = next(iter(s.affected.types), "permanent").lower()
        said = f"Enchanted {kind}'s activated abilities {cost}."
    elif s.param("keyword") is not None:
        said = f"{str(s.param('keyword')).capitalize()} abilities you activate {cost}."
    elif s.param("whose") == "you" and s.param("nonmana"):
        said = f"Abilities you activate that aren't mana abilities {cost}."
    elif s.param("nonmana"):
        said = f"Activated abilities {cost} unless they're mana abilities."
    else:
        group = _group(s.affected) if s.affected is not None else "permanents"
        said = f"Activated abilities of {group.removeprefix('All ').removeprefix('all ')} {cost}."
    if s.param("floor_one"):
        said += " This effect can't reduce the mana in that cost to less than one mana."
    return said


def granted_keyword_text(s: StaticAbility) -> str:
    """A triggered keyword granted to a group, said as the keyword ("Creatures you control have ward {1}.",
    `phrases.granted_ward`); the anthem and other keywords said with it are their own abilities."""
    who = _cap(_group(s.affected)) if s.affected is not None else "This"
    if s.affected is not None and s.affected.attached:
        who = _cap(_HOLDER.get())
    held = [*sorted(s.keywords), str(s.param("keyword_said"))]
    said = " and ".join(held) if len(held) < 3 else ", ".join(held[:-1]) + ", and " + held[-1]
    return f"{who} {_agree(who, 'have')} {said}."


def color_other_than_words(s: StaticAbility) -> str:
    """"a color other than red": the color choice offered from four colors (`phrases.entering_tapped_forms`)."""
    left_out = next(c for c in "WUBRG" if c not in s.param("choices", ()))
    return f"a color other than {_COLOR_WORDS[left_out]}"


def self_counter_after_text(s: StaticAbility) -> str:
    """"This gets +2/+2 as long as it has two or more counters on it." (the condition said after the ability) and
    "As long as this has a +1/+1 counter on it, it has flying.", as printed (`phrases.self_counter_conditions`)."""
    said = _static(replace(s, condition=None, params=())).rstrip(".")
    if s.condition is None:
        return f"{said}."
    if s.param("said") != "after":  # "As long as this has no shell counters on it, it gets +3/+2 and has flying."
        return f"As long as {_condition_words(s.condition)}, {'it ' + said[5:] if said.startswith('This ') else said}."
    return f"{said} as long as {_condition_words(s.condition).replace('this has', 'it has', 1)}."


def unpreventable_damage_text(s: StaticAbility) -> str:
    """"Damage can't be prevented." / "Combat damage that would be dealt by creatures you control can't be
    prevented." (615.12)."""
    if s.affected is None:
        return "Combat damage can't be prevented." if s.param("combat") else "Damage can't be prevented."
    damage = "Combat damage" if s.param("combat") else "Damage"
    return f"{damage} that would be dealt by {_group(s.affected)} can't be prevented."


def _article(words: str) -> str:
    if words.startswith("another "):
        return words
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def additional_triggers_text(s: StaticAbility) -> str:
    """603.2d: "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time." / "If a triggered ability of a legendary creature you control triggers, that
    ability triggers an additional time." / "Creatures entering the battlefield don't cause abilities to
    trigger."."""
    battlefield = " the battlefield" if s.param("the_battlefield") else ""
    flt = s.param("cause_filter")
    if s.kind == "cause_no_triggers":
        causes = s.param("causes", ())
        verbs = f"entering{battlefield}" + (" or dying" if "dies" in causes else "")
        whose = " of permanents your opponents control" if s.param("whose") == "opponents" else ""
        return f"{_cap(_plural(flt.describe()))} {verbs} don't cause abilities{whose} to trigger."
    cause = s.param("cause")
    if cause is None:
        src = s.affected.describe() if s.affected is not None else "permanent you control"
        if src.startswith("another chosen-type "):  # "another creature you control of the chosen type", as printed
            src = f"another {src.removeprefix('another chosen-type ')} of the chosen type"
        when = f" while {_condition_words(s.condition)}" if s.condition is not None else ""
        ability, then = s.param("said", ("a triggered ability", "that ability"))
        return f"If {ability} of {_article(src)} triggers{when}, {then} triggers an additional time."
    if cause == "enters":
        mine = flt.controller == "you"
        what = replace(flt, controller="any").describe() if mine else flt.describe()
        happening = f"entering{battlefield}" + (" under your control" if mine else "")
    else:
        what, happening = flt.describe(), "dying" if cause == "dies" else "attacking"
    return (f"If {_article(what)} {happening} causes a triggered ability of a permanent you control to trigger, "
            "that ability triggers an additional time.")


def counter_prevention_text(s: StaticAbility) -> str:
    """615.1a: "If damage would be dealt to this while it has a +1/+1 counter on it, prevent that damage and remove
    that many +1/+1 counters from this." in the words the card printed."""
    said, it = s.param("said")
    kind = s.param("remove_counter")
    head = "If damage would be dealt to this" if said == "dealt_to" else "If this would be dealt damage"
    if s.param("while_counter"):
        head += f" while it has a {s.param('while_counter')} counter on it"
    how = f"that many {kind} counters" if s.param("that_many") else f"a {kind} counter"
    return f"{head}, prevent that damage and remove {how} from {'this' if it == '~' else 'it'}."
