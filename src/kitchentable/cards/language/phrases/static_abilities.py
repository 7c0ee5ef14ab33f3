"""Static abilities beyond the core anthems and grants (604, 613; kernel `rules.continuous.static_abilities`).

- Protection and hexproof qualities (702.16, 702.11d): "protection from Goblins", "from each color", "from
  monocolored", "hexproof from black", "hexproof from artifacts, creatures, and enchantments".
- Players (702.11b): "You have hexproof.", "You and <permanents> have <keywords>."
- Combat (508.1d, 509.1a-c): "~ can block any number of creatures", "~ must be blocked if able", "~ attacks or
  blocks each combat if able", these after "gets +N/+N and" or "as long as <condition>,".
- Conditions: "during your turn, ~ has ...", "as long as ~'s power is odd", "your life total is less than your
  starting life total".
- Costs (601.2f): "~ costs {N} less to cast if <condition>", "spells your opponents cast that target ~ cost {N}
  more to cast", "the first <spell> you cast each turn costs {N} less to cast".
- Types and colors (205.1b, 613.1d-e): "~ is also a Cleric", "~ is every creature type", "<group> are Zombies in
  addition to their other creature types", "<object> becomes an artifact in addition to its other types".
- Players' rules (101.2): "<players> can't cast <spells>", "... more than one spell each turn", "can't gain
  life", "<spells> can't be countered".
- Control and activation (613.1b, 602.5): "You control enchanted creature.", Arrest's "its activated abilities
  can't be activated", and an Aura's protection that "doesn't remove ~" (702.16n)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.core.statics import CANT_BLOCK, StaticPhrases
from kitchentable.cards.language.keyword_expansion import expander
from kitchentable.cards.language.keywords import Keyword, match_keyword
from kitchentable.cards.language.vocabulary import COLOR_LETTER, CREATURE_TYPES, SUBTYPE_BY_WORD, TYPE_BY_WORD
from kitchentable.cards.language.words import Parts, _clean, _unsupported, first_number
from kitchentable.rules.abilities import (
    ApplyContinuous,
    CardDef,
    Condition,
    CreateToken,
    Filter,
    Ref,
    StaticAbility,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.static_abilities import (
    BLOCK_ANY_NUMBER,
    BLOCKS_EACH_COMBAT,
    COLOR_LETTERS,
    MUST_BE_BLOCKED,
    TOUGHNESS_DAMAGE,
    TYPE_QUALITIES,
    quality_parts,
)
from kitchentable.rules.turn.combat_restrictions import NO_ACTIVATIONS

_STATES = frozenset({"equipped", "enchanted", "untapped", "tapped", "attacking", "blocking"})


_BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


_YOUR_TURN = Condition("your_turn")


def canonical_quality(quality: str) -> list[str]:
    """The qualities of a protection or hexproof keyword, each a fixed word ("black", "creatures", "each
    color") or a subtype written as the subtype itself ("Goblin"), as `rules.continuous.static_abilities.quality_matches` reads."""
    out: list[str] = []
    for part in quality_parts(quality.lower()):
        if part in COLOR_LETTERS or part in TYPE_QUALITIES or part in (
                "everything", "each color", "all colors", "multicolored", "monocolored", "colorless"):
            out.append(part)
        elif part in SUBTYPE_BY_WORD and part not in TYPE_BY_WORD:
            out.append(SUBTYPE_BY_WORD[part])
        else:
            raise _unsupported(f"quality {part}")
    return out


@expander("hexproof from", "protection from")
def expand_quality_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """"protection from Goblins" (702.16a: a subtype is a quality) and "hexproof from black" (702.11d): named
    keywords the kernel reads from the permanent, written with their qualities in canonical form."""
    name = kw.name
    qualities = canonical_quality(m.group("quality"))
    if name == "protection from":
        parts.keywords.add("protection from " + " and from ".join(qualities))
    else:
        joined = qualities[0] if len(qualities) == 1 else (
            " and ".join(qualities) if len(qualities) == 2 else ", ".join(qualities[:-1]) + ", and " + qualities[-1])
        parts.keywords.add("hexproof from " + joined)
    return True


def quality_list(text: str, parts: Parts) -> bool:
    """"Hexproof from artifacts, creatures, and enchantments" (702.11d, 702.16a): a list of qualities the
    compiler would otherwise split at its commas. True if `text` was one."""
    whole = match_keyword(text.rstrip("."))
    if whole is None or whole[0].name not in ("hexproof from", "protection from"):
        return False
    return expand_quality_keyword(whole[0], whole[1], parts, frozenset())


def _with_condition(ab: StaticAbility, cond: Condition) -> StaticAbility:
    if ab.condition is not None:
        raise _unsupported("two conditions")
    return replace(ab, condition=cond)


def _mana_tokens(ch: list[Any]) -> ManaCost:
    return ManaCost.parse("".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA").upper())


def _subtypes(ch: list[Any]) -> frozenset[str]:
    return frozenset(SUBTYPE_BY_WORD[str(t)] for t in ch if isinstance(t, Token) and t.type == "SUBTYPE")


def _quality_text(ch: list[Any]) -> str:
    return " ".join(str(c) for c in ch if isinstance(c, str))


def _type_words(ch: list[Any]) -> list[Token]:
    return [t for t in ch if isinstance(t, Token) and t.type in ("TYPE", "SUBTYPE")]


class StaticAbilitiesPhrases(StaticPhrases):
    """Static abilities of qualities, players, combat, costs, types and colors."""

    def s_doesnt_remove_self(self, ch: list[Any]) -> Any:
        """"Enchanted creature has protection from white. This effect doesn't remove ~." (702.16n): this Aura
        isn't put into its owner's graveyard by 704.5m for the protection it grants (`rules.turn.state_based_actions` reads the
        parameter "keeps_source")."""
        tag, value = [c for c in _clean(ch) if isinstance(c, tuple)][0]
        abilities = value if tag == "statics" else (value,)
        marked = tuple(replace(ab, params=ab.params + (("keeps_source", True),))
                       if any(k.startswith("protection from ") for k in ab.keywords) else ab for ab in abilities)
        if marked == abilities or not all(ab.affected is not None and ab.affected.attached for ab in marked
                                          if ab.param("keeps_source")):
            raise _unsupported("this effect doesn't remove ~ (without an Aura's protection)")
        return ("statics", marked) if tag == "statics" else ("static", marked[0])

    def st_player_keyword(self, ch: list[Any]) -> Any:
        kw = str([c for c in ch if isinstance(c, Token)][-1])
        return ("static", StaticAbility("player_keyword", params=(("keyword", kw), ("players", "you"))))

    def st_you_and_grant(self, ch: list[Any]) -> Any:
        """"You and permanents you control have hexproof.": the player part (702.11b) and the permanents' part."""
        group, kws = _clean(ch)
        player = [StaticAbility("player_keyword", params=(("keyword", k), ("players", "you")))
                  for k in sorted(kws) if k in ("hexproof", "shroud")]
        if not player:
            raise _unsupported("you and <permanents> have <keywords> other than hexproof or shroud")
        return ("statics", (*player, StaticAbility("add_keywords", self._group(group), keywords=kws)))

    def str_block_any(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({BLOCK_ANY_NUMBER})

    def str_must_be_blocked(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({MUST_BE_BLOCKED})

    def str_blocks_each(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({BLOCKS_EACH_COMBAT})

    def str_attacks_or_blocks(self, ch: list[Any]) -> frozenset[str]:
        """"Attacks or blocks each combat if able" (508.1d, 509.1c): on its controller's turn the attack
        requirement applies, on an opponent's turn the block requirement (only the defending player blocks)."""
        return frozenset({"attacks each combat if able", BLOCKS_EACH_COMBAT})

    def str_cant_block_unblockable(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({"can't block", "can't be blocked"})

    def str_attacks_each(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({"attacks each combat if able"})

    def str_cant_attack_block(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({"can't attack", "can't block"})

    def str_cant_attack(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({"can't attack"})

    def str_unblockable(self, ch: list[Any]) -> frozenset[str]:
        return frozenset({"can't be blocked"})

    def st_combo(self, ch: list[Any]) -> frozenset[str]:
        return _clean(ch)[0]  # type: ignore[no-any-return]

    def st_restriction(self, ch: list[Any]) -> Any:
        group, words = _clean(ch)
        return self._restriction([group], *sorted(words))

    def st_anthem_restriction(self, ch: list[Any]) -> Any:
        """"Enchanted creature gets +1/+1 and attacks each combat if able.": the anthem (7c) and the
        restriction, a keyword the combat rules read (layer 6)."""
        group, pt, words = _clean(ch)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("gets +X/+X and a restriction")
        return ("static", StaticAbility("anthem", self._group(group), p.value, t.value, keywords=words))

    def st_restriction_if(self, ch: list[Any]) -> Any:
        cond, group, words = _clean(ch)
        return ("static", StaticAbility("add_keywords", self._group(group), keywords=words, condition=cond))

    def st_unblockable_if(self, ch: list[Any]) -> Any:
        """"~ can't be blocked as long as <condition>" (509.1b while the condition holds, e.g. attacking alone)."""
        group, cond = _clean(ch)
        return ("static", StaticAbility("add_keywords", self._group(group), keywords=frozenset({"can't be blocked"}),
                                        condition=cond))

    def st_anthem_your_turn(self, ch: list[Any]) -> Any:
        """"During your turn, creatures you control get +1/+0." (the "during" parameter: said that way)."""
        _tag, ab = self.st_anthem_your_turn_after(ch)
        return ("static", replace(ab, params=(*ab.params, ("during", True))))

    def st_anthem_your_turn_after(self, ch: list[Any]) -> Any:
        _tag, ab = self.s_anthem(_clean(ch))
        if _tag != "static":
            raise _unsupported("during your turn, a pair of groups")
        return ("static", _with_condition(ab, _YOUR_TURN))

    def st_grant_your_turn(self, ch: list[Any]) -> Any:
        """"During your turn, equipped creature has flying." (the "during" parameter: said that way)."""
        _tag, ab = self.st_grant_your_turn_after(ch)
        return ("static", replace(ab, params=(*ab.params, ("during", True))))

    def st_grant_your_turn_after(self, ch: list[Any]) -> Any:
        _tag, ab = self.s_grant(_clean(ch))
        return ("static", _with_condition(ab, _YOUR_TURN))

    def _own_reduction(self, ch: list[Any], cond: Condition) -> Any:
        mana = _mana_tokens(ch)
        if mana.x or mana.hybrid or mana.phyrexian:
            raise _unsupported("cost reduction with X, hybrid or Phyrexian symbols")
        return ("static", StaticAbility("self_cost_reduction", amount=fixed(1), mana=mana, condition=cond))

    def st_self_cost_less_if(self, ch: list[Any]) -> Any:
        """"This spell costs {2} less to cast if you control a Wizard.": the spell's own reduction while the
        condition holds as its total cost is worked out (601.2f; also the legal-action pre-check)."""
        cond = [c for c in _clean(ch) if isinstance(c, Condition)][0]
        return self._own_reduction(ch, cond)

    def st_self_cost_less_your_turn(self, ch: list[Any]) -> Any:
        return self._own_reduction(ch, _YOUR_TURN)

    def stt_self(self, ch: list[Any]) -> str:
        return "self"

    def st_target_tax(self, ch: list[Any]) -> Any:
        """"Spells your opponents cast that target ~ cost {2} more to cast." (601.2f, read after targets are
        chosen, 601.2c; the legal-action pre-check doesn't know the targets and leaves it out)."""
        flt = _clean(ch)[0]
        mana = _mana_tokens(ch)
        if mana.x or mana.hybrid or mana.phyrexian:
            raise _unsupported("cost increase with X, hybrid or Phyrexian symbols")
        which = [c for c in _clean(ch)[1:] if isinstance(c, (str, tuple, Filter))][0]
        return ("static", StaticAbility("cost_increase", flt, power=mana.generic, mana=mana if mana.colored else None,
                                        params=(("whose", "opponent"), ("targets", which))))

    def stt_self_or_desc(self, ch: list[Any]) -> Any:
        return ("self_or", _clean(ch)[0].filter())

    def stt_desc(self, ch: list[Any]) -> Any:
        return [c for c in _clean(ch) if hasattr(c, "filter")][0].filter()

    def st_first_spell_less(self, ch: list[Any]) -> Any:
        """"The first creature spell you cast each turn costs {1} less to cast." (601.2f): the reduction applies
        while its controller has cast no spell this turn that the description fits."""
        flt: Filter = _clean(ch)[0]
        mana = _mana_tokens(ch)
        if mana.colored or mana.x or mana.hybrid or mana.phyrexian:
            raise _unsupported("colored first-spell reduction")
        first: Any = flt if flt != Filter(zone="stack", spell_kind="spell") else True
        return ("static", StaticAbility("cost_reduction", flt, power=mana.generic,
                                        params=(("whose", "you"), ("first_each_turn", first))))

    def st_is_also(self, ch: list[Any]) -> Any:
        """"~ is also a Cleric, Rogue, Warrior, and Wizard." (205.1b: subtypes added in layer 4)."""
        return ("static", StaticAbility("add_types", subtypes=_subtypes(ch)))

    def st_every_type(self, ch: list[Any]) -> Any:
        """"~ is every creature type." (205.3m, as changeling 702.73a: every creature type the language knows)."""
        return ("static", StaticAbility("add_types", subtypes=frozenset(CREATURE_TYPES)))

    def st_add_colors(self, ch: list[Any]) -> Any:
        """"Creatures you control are black in addition to their other colors." (105.3, layer 5)."""
        group = _clean(ch)[0]
        colors = frozenset(COLOR_LETTER[str(t)] for t in ch if isinstance(t, Token) and t.type == "COLOR")
        return ("static", StaticAbility("add_colors", self._group(group), types=colors))

    def st_add_subtypes(self, ch: list[Any]) -> Any:
        """"Creatures you control are Zombies in addition to their other creature types." (205.1b, layer 4);
        "Each land is a Swamp in addition to its other land types." (305.7: with the type's mana ability)."""
        group = _clean(ch)[0]
        subs = _subtypes(ch)
        kind = "add_land_types" if subs <= _BASIC_LAND_TYPES else "add_types"
        return ("static", StaticAbility(kind, self._group(group), subtypes=subs))

    def st_type_word(self, ch: list[Any]) -> Any:
        return ch[0] if ch else None

    def st_become_type(self, ch: list[Any]) -> Any:
        """"<object> becomes an artifact in addition to its other types [until end of turn]", "that creature is a
        black Zombie in addition to its other colors and types" (205.1b, layers 4 and 5, locked to the object,
        611.2c; without a duration it lasts as long as the object stays)."""
        types = frozenset(TYPE_BY_WORD[str(w)] for w in _type_words(ch) if str(w) in TYPE_BY_WORD)
        subs = frozenset(SUBTYPE_BY_WORD[str(w)] for w in _type_words(ch) if str(w) not in TYPE_BY_WORD)
        colors = frozenset(COLOR_LETTER[str(w)] for w in ch if isinstance(w, Token) and w.type == "COLOR")
        durations = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        duration = durations[-1] if durations else "permanent"
        effects: list[Any] = []
        said = _become_type_wording(ch, bool(colors and (types or subs)))
        if subs and not types and subs <= _BASIC_LAND_TYPES:
            effects.append(StaticAbility("add_land_types", subtypes=subs))  # 305.7: with the mana ability
        elif types or subs:
            effects.append(StaticAbility("add_types", types=types, subtypes=subs, params=said))
        if colors:
            effects.append(StaticAbility("add_colors", types=colors, params=said))
        return lambda ref: [ApplyContinuous(ab, ref, duration) for ab in effects]

    def st_token_changeling(self, ch: list[Any]) -> CreateToken:
        """"Create a 1/1 colorless Shapeshifter creature token with changeling." (111.4, 702.73a)."""
        c = _clean(ch)
        n, size = c[0], c[1]
        colors: list[str] = next((x for x in c[2:] if isinstance(x, list) and x and len(x[0]) == 1
                                  and x[0] in "WUBRG"), [])
        subs = [x for x in c[2:] if isinstance(x, list) and x not in (colors,)][-1]
        made = self._token(n, size, colors, subs, {"Creature"}, frozenset())
        token = made.token
        assert isinstance(token, CardDef)
        changeling = StaticAbility("add_types", subtypes=frozenset(CREATURE_TYPES), text="Changeling")
        return replace(made, token=replace(token, static=(changeling,), keywords=frozenset({"changeling"})))

    def stp_opponents(self, ch: list[Any]) -> str:
        return "opponents"

    def stp_all(self, ch: list[Any]) -> str:
        return "all"

    def stp_you(self, ch: list[Any]) -> str:
        return "you"

    def st_during(self, ch: list[Any]) -> str:
        return "yours"

    def st_during_combat(self, ch: list[Any]) -> str:
        return "combat"

    def st_cant_cast(self, ch: list[Any]) -> Any:
        """"Your opponents can't cast spells during your turn.", "You can't cast creature spells.": such spells
        are not offered and casting one raises `IllegalAction` citing 101.2."""
        c = _clean(ch)
        players, flt = c[0], c[1]
        params: list[tuple[str, Any]] = [("players", players)]
        if flt != Filter(zone="stack", spell_kind="spell"):
            if flt.controller != "any" or flt.cast_from is not None:
                raise _unsupported("can't cast spells with a controller or origin")
            params.append(("filter", flt))
        if len(c) > 2:
            params.append(("turn", c[2]))
        return ("static", StaticAbility("cant_cast", params=tuple(params)))

    def st_one_spell(self, ch: list[Any]) -> Any:
        """"Each opponent can't cast more than one spell each turn." (101.2; counted per player per turn)."""
        return ("static", StaticAbility("cant_cast", params=(("players", _clean(ch)[0]), ("max", 1))))

    def st_cant_gain_life(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("cant_gain_life", params=(("players", _clean(ch)[0]),)))

    def st_spells_uncounterable(self, ch: list[Any]) -> Any:
        """"Creature spells you control can't be countered." (101.2: the "can't" wins over "counter")."""
        flt: Filter = _clean(ch)[0]
        return ("static", StaticAbility("spells_uncounterable", flt))

    def st_quality(self, ch: list[Any]) -> str:
        words = [str(t) for t in ch if isinstance(t, Token)]
        return " ".join(words) if words else ("each color" if not ch else str(ch[0]))

    def st_quality_more(self, ch: list[Any]) -> str:
        return self.st_quality(ch)

    def st_kw_hexproof_from(self, ch: list[Any]) -> str:
        return "hexproof from " + " and ".join(canonical_quality(_quality_text(ch)))

    def st_kw_protection_from(self, ch: list[Any]) -> str:
        return "protection from " + " and from ".join(canonical_quality(_quality_text(ch)))

    def cd_self_state(self, ch: list[Any]) -> Condition:
        return Condition("self_state", name=str([t for t in ch if isinstance(t, Token)][-1]))

    def _state_condition(self, ch: list[Any]) -> Condition:
        word = str([t for t in ch if isinstance(t, Token) and str(t) in _STATES][0])
        if word == "attacking":
            return Condition("attacking")
        if word == "tapped":
            return Condition("self_tapped")
        return Condition("self_state", name=word)

    def st_self_state_anthem(self, ch: list[Any]) -> Any:
        """"As long as ~ is equipped, it gets +2/+2 and has flying." ("it" is ~ itself)."""
        cond = self._state_condition(ch)
        rest = [c for c in _clean(ch) if not (isinstance(c, Token) and str(c) in _STATES)]
        _tag, ab = self.s_anthem([Ref("self"), *rest])
        return ("static", _with_condition(ab, cond))

    def st_self_state_grant(self, ch: list[Any]) -> Any:
        cond = self._state_condition(ch)
        kws = [c for c in _clean(ch) if isinstance(c, frozenset)][0]
        return ("static", StaticAbility("add_keywords", None, keywords=kws, condition=cond))

    def st_cant_attack_you(self, ch: list[Any]) -> Any:
        """"Creatures can't attack you [or planeswalkers you control]." (508.1c)."""
        walkers = any(str(t) == "planeswalkers" for t in ch if isinstance(t, Token))
        return ("static", StaticAbility("cant_be_attacked", params=(("planeswalkers", walkers),)))

    def st_toughness_damage(self, ch: list[Any]) -> Any:
        """"Each creature you control assigns combat damage equal to its toughness rather than its power."
        (510.1a; a keyword the combat damage step reads), also "as long as <condition>, ..."."""
        c = [x for x in _clean(ch) if not isinstance(x, Token)]
        cond = c[0] if isinstance(c[0], Condition) else None
        group = c[-1]
        return ("static", StaticAbility("add_keywords", self._group(group), keywords=frozenset({TOUGHNESS_DAMAGE}),
                                        condition=cond))

    def st_all_colors(self, ch: list[Any]) -> Any:
        """"~ is all colors." (a characteristic-defining ability, 604.3, applied in layer 5)."""
        return ("static", StaticAbility("set_colors", types=frozenset("WUBRG")))

    def st_set_colors(self, ch: list[Any]) -> Any:
        """"All creatures are black." (105.3, layer 5: the colors are set, replacing the old ones)."""
        group = _clean(ch)[0]
        colors = frozenset(COLOR_LETTER[str(t)] for t in ch if isinstance(t, Token) and t.type == "COLOR")
        return ("static", StaticAbility("set_colors", self._group(group), types=colors))

    def st_every_basic_land_type(self, ch: list[Any]) -> Any:
        """"Lands you control are every basic land type in addition to their other types." (305.7)."""
        group = _clean(ch)[0]
        basics = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
        return ("static", StaticAbility("add_land_types", self._group(group), subtypes=basics))

    def cd_hand_at_least(self, ch: list[Any]) -> Condition:
        return Condition("hand_at_least", n=first_number(ch))

    def cd_power_parity(self, ch: list[Any]) -> Condition:
        return Condition("power_parity", name=str([t for t in ch if isinstance(t, Token)][-1]))

    def cd_attacking_alone(self, ch: list[Any]) -> Condition:
        return Condition("attacking_alone")

    def cd_opponent_graveyard(self, ch: list[Any]) -> Condition:
        return Condition("opponent_graveyard_at_least", n=first_number(ch))

    def cd_life_below_starting(self, ch: list[Any]) -> Condition:
        return Condition("life_below_starting")

    def s_control_enchanted(self, ch: list[Any]) -> Any:
        """Layer 2 (613.1b): "You control enchanted creature" (Control Magic): the Aura's controller controls
        the permanent it is attached to, for as long as it stays attached."""
        return ("static", StaticAbility("control", Filter(attached=True)))

    def s_arrest(self, ch: list[Any]) -> Any:
        """Arrest: "enchanted creature can't attack or block, and its activated abilities can't be activated"
        (602.5: no activated ability of it, mana abilities included, is offered)."""
        return ("static", StaticAbility("add_keywords", Filter(attached=True),
                                        keywords=frozenset({"can't attack", CANT_BLOCK, NO_ACTIVATIONS})))

    def s_no_activations(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True), keywords=frozenset({NO_ACTIVATIONS})))

    def s_cant_block_no_activations(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("add_keywords", Filter(attached=True),
                                        keywords=frozenset({CANT_BLOCK, NO_ACTIVATIONS})))


def _become_type_wording(ch: list[Any], joined: bool) -> tuple[tuple[str, Any], ...]:
    """How "<object> is a black Zombie in addition to its other colors and types" was said, for the rendering:
    the verb when it is "is" (a one-shot effect's "is" and "becomes" are the same change, 611.2a), and whether
    the colors and types were one phrase (two effects, layers 4 and 5, said as one sentence)."""
    verb = next((str(w) for w in ch if isinstance(w, Token) and str(w) in ("is", "becomes", "become")), "")
    return ((("verb", "is"),) if verb == "is" else ()) + ((("joined", True),) if joined else ())
