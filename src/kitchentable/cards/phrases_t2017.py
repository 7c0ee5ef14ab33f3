"""Builders for the `t2017` block at the end of grammar.lark: templates picked from the 2017 database's list of
phrases that alone keep the most cards from compiling.

- Auras on players, the Curses (303.4, 702.5d; kernel `rules.player_auras`): "Enchant player" / "Enchant
  opponent" (the keyword, `compiler._enchant_filter`), "enchanted player" as a player in effects, triggers "at
  the beginning of enchanted player's upkeep / draw step / end step", "whenever enchanted player casts <spell>",
  "... draws a card", "whenever <creature> attacks enchanted player", "whenever enchanted player is attacked"
  (also the older "whenever a player attacks enchanted player with one or more creatures"), "whenever
  <creature> deals combat damage to enchanted player", "<creatures> enchanted player controls" in descriptions,
  "that attacking player" (the active player, 506.2), and the Commander curses' "Each opponent attacking that
  player does the same." (the previous sentence again, controlled by each such opponent in turn).
- "Search its controller's graveyard, hand, and library for all cards with the same name as that enchantment and
  exile them. Then that player shuffles their library." (Scour, Quash, Eradicate...; 701.19, 201.2): the name is
  that object's, read from last known information if it has left (608.2h). Partial: the searcher always finds
  every such card, which 701.19b allows but does not require in the hand and library.
- "As ~ enters, choose an opponent." (614.12; kernel `rules.chosen_player`) and what reads it: "the chosen player",
  "at the beginning of the chosen player's upkeep", "<creatures> the chosen player controls", "the number of
  cards in the chosen player's hand / <cards> in the chosen player's graveyard"; "N plus <amount>".
- The top card of your library (`rules.library_top`): "Play with the top card of your library revealed.", "You may
  look at the top card of your library any time." (observations show it), "You may play lands from the top of
  your library.", "You may play the top card of your library." / "... play lands and cast spells from the top
  ...", "You may cast <spells> from the top of your library." (305.1, 601.2 from the library).
- "Change the target of target spell with a single target." (115.7a; the filter field `single_target`).
- Haunt (702.55; kernel `rules.haunt`): the keyword, "When ~ enters or the creature it haunts dies, ..." and
  "When the creature ~ haunts dies, ...".
- Storage lands (kernel `rules.storage`): "{T}, Remove any number of storage counters from ~: Add {W} for each
  storage counter removed this way.", "{1}, Remove X storage counters from ~: Add X mana in any combination of {W}
  and/or {U}."; the condition "if ~ is tapped".
- Naming a card as a spell or ability resolves (201.3): "Name a [nonland] card." / "Choose a [nonland] card name."
  then "Target player reveals their hand and discards all cards with that name." or "Search target player's
  graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles ...".
- "As ~ enters, choose a [nonland] card name." / "... name a [nonland] card." (614.12, 201.3; kernel
  `rules.named_bans`) with "Spells with the chosen name can't be cast." / "The named card can't be cast." and
  "Activated abilities of sources with the chosen name can't be activated [unless they're mana abilities]."
- "You skip your next turn." (614.10).
- The pacts' "At the beginning of your next upkeep, pay {2}{U}{U}. If you don't, you lose the game." (603.7: a
  delayed trigger at its controller's next upkeep; lose unless the cost is paid).
- "Whenever ~ becomes untapped" (inspired; an event only while such an ability is in play); "enchantment creature"
  tokens (Theros).
- Descriptions "with toughness N or greater".
- Graveyards (406.3 exile): "Exile all graveyards.", "Exile target player's graveyard." (also "all cards from",
  "each opponent's"), "<player> exiles two cards from their graveyard" (that player chooses them).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.rules.abilities import Amount, Filter, Ref, Simple, StaticAbility, TargetSpec, TriggerSpec
from kitchentable.rules.stack.resolve import ENTERED_CHOICE

_STEPS = {"upkeep": "upkeep", "draw step": "draw_step", "end step": "end_step"}
T2017_KEYWORDS = frozenset({"haunt"})


def expand_t2017_keyword(name: str, parts: Any, card_types: frozenset[str]) -> bool:
    """Haunt (702.55a): "When this creature dies, exile it haunting target creature." on a permanent; on an
    instant or sorcery, "When this spell card is put into a graveyard after resolving, exile it haunting target
    creature." (triggered by `rules.resolve` through `rules.haunt.spell_resolved`)."""
    from kitchentable.rules.abilities import Modal, Mode, TriggeredAbility

    if name != "haunt":
        return False
    target = (TargetSpec(Filter(types=frozenset({"Creature"})), label="haunt"),)
    parts.keywords.add("haunt")
    if card_types & {"Instant", "Sorcery"}:
        effect = Modal((Mode((Simple("haunt", Ref("self")),), target),))
        parts.triggered.append(TriggeredAbility(TriggerSpec("haunt_spell"), effect, zone="graveyard", text="Haunt"))
    else:
        effect = Modal((Mode((Simple("haunt", Ref("triggering")),), target),))
        parts.triggered.append(TriggeredAbility(TriggerSpec("dies"), effect, text="Haunt"))
    return True


def _parts(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


class T2017Phrases:
    """Mixin of `cards.compiler.Builder`."""

    trigger_on_self: bool
    trigger_has_object: bool
    targets: list[TargetSpec]
    last_ref: Ref | None

    def p_enchanted_player(self, ch: list[Any]) -> Ref:
        """"enchanted player": the player the Aura is attached to (303.4)."""
        return Ref("enchanted_player")

    def p_attacking_player(self, ch: list[Any]) -> Ref:
        """"that attacking player": the active player is the attacking player (506.2)."""
        return Ref("active_player")

    def sf_attached_player(self, ch: list[Any]) -> Any:
        """"creatures enchanted player controls" (303.4)."""
        return lambda d: d.fields.__setitem__("controller", "attached_player")

    def t_attached_player_step(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of enchanted player's upkeep" (503.1, 603.2): that player's step; "that player" is
        the player whose step it is."""
        step = str([c for c in ch if isinstance(c, Token) and c.type == "STEP"][0])
        if step not in _STEPS:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported(f"enchanted player's {step}")
        self.trigger_on_self = True
        return TriggerSpec(_STEPS[step], None, "attached_player")

    def t_attached_player_casts(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted player casts a spell" (601.2i); "that player" is the caster."""
        flt = [c for c in _parts(ch) if isinstance(c, Filter)][0]
        self.trigger_on_self = True
        return TriggerSpec("cast", flt, "attached_player")

    def t_attached_player_draws(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_on_self = True
        return TriggerSpec("draw", None, "attached_player")

    def t_attacks_attached_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature attacks enchanted player" (508.3a): once for each such attacker; "it" is it."""
        flt = [c for c in _parts(ch) if isinstance(c, Filter)][0]
        self.trigger_has_object = True
        return TriggerSpec("attacks_attached_player", flt)

    def t_attached_player_attacked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted player is attacked" (508.3a): once per combat in which at least one creature
        attacks that player (`rules.player_auras.attacked_first`)."""
        self.trigger_on_self = True
        return TriggerSpec("attached_player_attacked")

    def t_combat_damage_attached_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature deals combat damage to enchanted player" (510.3a); "that creature" is it."""
        flt = [c for c in _parts(ch) if isinstance(c, Filter)][0]
        self.trigger_has_object = True
        return TriggerSpec("combat_damage_to_attached_player", flt)

    def same_for_attacking_opponents(self, ch: list[Any]) -> Any:
        """"<effects>. Each opponent attacking that player does the same." (Commander curses): after the
        effects, each opponent of the Aura's controller who controls a creature attacking the enchanted player
        performs them as if they controlled the ability ("you" is that opponent)."""
        effects = [c for c in _parts(ch) if isinstance(c, list)][0]
        return ("effects", list(effects) + [Simple("same_for_attacking_opponents", Ref("enchanted_player"),
                                                   params=(("effects", tuple(effects)),))])

    def snw_its(self, ch: list[Any]) -> Ref:
        """"its controller's" / "its owner's": of the most recent target (608.2h if it has left)."""
        if not self.targets:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("its controller's library without a target")
        kind = "target_owner" if "owner" in str(ch[0]) else "target_controller"
        return Ref(kind, self._last())

    def snw_target(self, ch: list[Any]) -> Ref:
        opponent = "opponent" in str([c for c in ch if isinstance(c, Token)][-1])
        return self._target(Filter(only_players=True, opponents_only=opponent))

    def snc_all(self, ch: list[Any]) -> str:
        return "all"

    def same_name_shuffle(self, ch: list[Any]) -> bool:
        return True

    def exile_same_name(self, ch: list[Any]) -> Any:
        """701.19: search the player's graveyard, hand and library for the cards with that object's name (201.2)
        and exile them; then that player shuffles."""
        parts = _parts(ch)
        who = [c for c in parts if isinstance(c, Ref)][0]
        its = who.kind in ("target_owner", "target_controller")
        if len(self.targets) < (1 if its else 2):
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("the same name as an object that isn't a target")
        of = Ref("target", self._last() if its else self._last() - 1)
        shuffle = any(c is True for c in parts)
        return ("effects", [Simple("exile_same_name", who, params=(("of", of), ("shuffle", shuffle)))])

    def s_as_enters_choose_opponent(self, ch: list[Any]) -> Any:
        """614.12: the choice is made as the permanent enters (`rules.keywords_permanents.entering_choice`)."""
        what = "player" if any(str(c) == "player" for c in ch if isinstance(c, Token)) else "opponent"
        return ("static", StaticAbility(ENTERED_CHOICE, params=(("what", what),)))

    def p_chosen_player(self, ch: list[Any]) -> Ref:
        return Ref("chosen_player")

    def sf_chosen_player(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("controller", "chosen_player")

    def t_chosen_player_step(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of the chosen player's upkeep"; "that player" is them."""
        step = str([c for c in ch if isinstance(c, Token) and c.type == "STEP"][0])
        if step not in _STEPS:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported(f"the chosen player's {step}")
        self.trigger_on_self = True
        self.that_player_is_chosen = True  # "their hand" in its text is the chosen player's
        return TriggerSpec(_STEPS[step], None, "chosen_player")

    def ae_chosen_player_hand(self, ch: list[Any]) -> Amount:
        return Amount("hand_size", ref=Ref("chosen_player"))

    def ae_chosen_player_graveyard(self, ch: list[Any]) -> Amount:
        desc = [c for c in _parts(ch) if hasattr(c, "filter")][0]
        return Amount("cards_in_graveyard", filter=desc.filter(zone="any"), ref=Ref("chosen_player"))

    def ae_their_hand(self, ch: list[Any]) -> Amount:
        """"the number of cards in their hand" where "they" is the chosen player (the trigger is their step)."""
        if not getattr(self, "that_player_is_chosen", False):
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("the number of cards in their hand")
        return Amount("hand_size", ref=Ref("chosen_player"))

    def ae_minus(self, ch: list[Any]) -> Amount:
        """"3 minus the number of cards in their hand" (never below 0, 107.1b)."""
        from dataclasses import replace

        from kitchentable.cards.language.words import _int

        parts = _parts(ch)
        n, amount = _int(parts[0]), parts[-1]
        if not isinstance(n, int) or amount.times != 1 or amount.plus:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("minus")
        return replace(amount, times=-1, plus=n)

    def ae_less(self, ch: list[Any]) -> Amount:
        """"the number of cards in their hand minus 4" (never below 0, 107.1b)."""
        from dataclasses import replace

        from kitchentable.cards.language.words import _int

        parts = _parts(ch)
        amount, n = parts[0], _int(parts[-1])
        if not isinstance(n, int):
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("minus")
        return replace(amount, plus=amount.plus - n * 1)

    def ae_plus(self, ch: list[Any]) -> Amount:
        """"1 plus the number of creatures ..." (an amount and a fixed number added)."""
        from dataclasses import replace

        from kitchentable.cards.language.words import _int

        parts = _parts(ch)
        n, amount = _int(parts[0]), parts[-1]
        if not isinstance(n, int) or amount.times != 1:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("plus")
        return replace(amount, plus=amount.plus + n)

    def s_top_revealed(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("reveal", True),)))

    def s_top_look(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("look", True),)))

    def s_top_lands(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("library_top", params=(("lands", True),)))

    def s_top_play(self, ch: list[Any]) -> Any:
        """"You may play the top card of your library": lands (305.1) and spells (601.2) from there."""
        return ("static", StaticAbility("library_top", params=(("lands", True), ("spells", Filter()))))

    def s_top_cast(self, ch: list[Any]) -> Any:
        flt = [c for c in _parts(ch) if isinstance(c, Filter)][0]
        if flt.controller != "any" or flt.zone not in ("stack", "battlefield"):
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("spells from the top of your library with a zone or controller")
        return ("static", StaticAbility("library_top", params=(("spells", flt),)))

    def s_top_if(self, ch: list[Any]) -> Any:
        """"You may cast the top card of your library if it's a creature card." / "You may play the top card of
        your library if it's a land card." (Melek's and the Magus cards' wording of the permission)."""
        desc = [c for c in _parts(ch) if hasattr(c, "filter")][0]
        flt = desc.filter()
        if flt.types == frozenset({"Land"}) and not (flt.any_types or flt.subtypes or flt.colors):
            return ("static", StaticAbility("library_top", params=(("lands", True),)))
        if "Land" in flt.types | flt.any_types or flt.controller != "any":
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("the top card of your library if it's ...")
        return ("static", StaticAbility("library_top", params=(("spells", flt),)))

    def change_single_target(self, ch: list[Any]) -> list[Any]:
        """115.7a: "change the target": the new target must be legal; if there is none, it stays."""
        from dataclasses import replace

        flt = [c for c in _parts(ch) if isinstance(c, Filter)][0]
        if flt.zone != "stack":
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("change the target of a non-spell")
        ref = self._target(replace(flt, single_target=True))
        return [Simple("change_target", ref)]

    def exile_all_graveyards(self, ch: list[Any]) -> list[Any]:
        return [Simple("exile_graveyard", Ref("each_player"))]

    def exile_graveyard_of(self, ch: list[Any]) -> list[Any]:
        who = [c for c in _parts(ch) if isinstance(c, Ref)][0]
        return [Simple("exile_graveyard", who)]

    def exile_from_own_graveyard(self, ch: list[Any]) -> list[Any]:
        """"That player exiles two cards from their graveyard": the player chooses which (Curse of Oblivion)."""
        from kitchentable.cards.language.words import _amount, _int

        parts = _parts(ch)
        who = next((c for c in parts if isinstance(c, Ref)), Ref("you"))
        count = next(c for c in parts if isinstance(c, int) or isinstance(c, str) and not isinstance(c, Token))
        return [Simple("exile_from_graveyard", who, _amount(_int(count)))]

    def gyo_target_player(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True))

    def gyo_target_opponent(self, ch: list[Any]) -> Ref:
        return self._target(Filter(only_players=True, opponents_only=True))

    def gyo_each_opponent(self, ch: list[Any]) -> Ref:
        return Ref("each_opponent")

    def gyo_each_player(self, ch: list[Any]) -> Ref:
        return Ref("each_player")

    def gyo_that(self, ch: list[Any]) -> Ref:
        return self.p_that(ch)

    def p_that(self, ch: list[Any]) -> Ref:
        raise NotImplementedError  # `Builder.p_that`

    def t_enters_or_haunted_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ enters or the creature it haunts dies" (702.55c): one ability, either event (603.2)."""
        self.trigger_on_self = True
        return TriggerSpec("enters_or_haunted_dies")

    def t_haunted_dies(self, ch: list[Any]) -> TriggerSpec:
        """"When the creature ~ haunts dies" (702.55c): it triggers from exile."""
        self.trigger_on_self = True
        return TriggerSpec("haunted_dies")

    def c_remove_any(self, ch: list[Any]) -> Any:
        from dataclasses import replace

        kind = str([c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"][0])
        return lambda c: replace(c, remove_any=kind)

    def mana_per_removed(self, ch: list[Any]) -> Any:
        """"Add {W} for each storage counter removed this way": X mana of that type, X the counters removed."""
        from kitchentable.rules.abilities import AddMana

        sym = str([c for c in ch if isinstance(c, Token) and c.type == "MANA"][0]).strip("{}").upper()
        return AddMana((sym,), amount=Amount("x"))

    def mana_one_plus_per_removed(self, ch: list[Any]) -> Any:
        """"Add {B}, then add an additional {B} for each charge counter removed this way." (the mana batteries)."""
        from kitchentable.rules.abilities import AddMana

        syms = {str(c).strip("{}").upper() for c in ch if isinstance(c, Token) and c.type == "MANA"}
        if len(syms) != 1:
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("two kinds of mana for removed counters")
        return AddMana((syms.pop(),), amount=Amount("x", plus=1))

    def mana_combination_x(self, ch: list[Any]) -> Any:
        """"Add X mana in any combination of {W} and/or {U}" (each mana one of those types; "of colors": WUBRG)."""
        from kitchentable.rules.abilities import AddMana

        syms = tuple(str(c).strip("{}").upper() for c in ch if isinstance(c, Token) and c.type == "MANA")
        return AddMana(choices=syms or ("W", "U", "B", "R", "G"), amount=Amount("x"))

    def cd_self_tapped(self, ch: list[Any]) -> Any:
        from kitchentable.rules.abilities import Condition

        return Condition("self_tapped")

    def name_card(self, ch: list[Any]) -> list[Any]:
        """201.3: the player names a card as the ability resolves; later sentences read "that name"."""
        nonland = any(str(c) == "nonland" for c in ch if isinstance(c, Token))
        return [Simple("name_card", Ref("you"), params=(("nonland", nonland),))]

    def discard_named(self, ch: list[Any]) -> Any:
        who = [c for c in _parts(ch) if isinstance(c, Ref)][0]
        return ("effects", [Simple("discard_named", who)])

    def exile_named(self, ch: list[Any]) -> Any:
        parts = _parts(ch)
        who = [c for c in parts if isinstance(c, Ref)][0]
        if who.kind != "target":
            from kitchentable.cards.language.words import Unsupported

            raise Unsupported("search for cards with that name in a player's zones without a target player")
        shuffle = any(c is True for c in parts)
        return ("effects", [Simple("exile_same_name", who, params=(("of", None), ("shuffle", shuffle)))])

    def skip_next_turn(self, ch: list[Any]) -> list[Any]:
        who = next((c for c in _parts(ch) if isinstance(c, Ref)), Ref("you"))
        return [Simple("skip_next_turn", who)]

    def sf_toughness_ge(self, ch: list[Any]) -> Any:
        n = int(str([c for c in ch if isinstance(c, Token) and c.type == "NUMBER"][0]))
        return lambda d: d.fields.__setitem__("min_toughness", n)

    def s_as_enters_name(self, ch: list[Any]) -> Any:
        nonland = any(str(c) == "nonland" for c in ch if isinstance(c, Token))
        return ("static", StaticAbility(ENTERED_CHOICE, params=(("what", "name"), ("nonland", nonland))))

    def s_cant_cast_named(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility("cant_cast_named"))

    def s_cant_activate_named(self, ch: list[Any]) -> Any:
        mana_ok = any(str(c) == "unless" for c in ch if isinstance(c, Token))
        return ("static", StaticAbility("cant_activate_named", params=(("mana_ok", mana_ok),)))

    def t_self_untapped(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_on_self = True
        return TriggerSpec("untapped")

    def token_enchantment_creature(self, ch: list[Any]) -> Any:
        """"a 2/2 black Zombie enchantment creature token" (111.4: the token's types as the effect says)."""
        c = _parts(ch)
        n, size, colors, subs = c[0], c[1], c[2], c[3]
        kws = c[4] if len(c) > 4 else frozenset()
        return self._token(n, size, colors, subs, {"Enchantment", "Creature"}, kws)  # type: ignore[attr-defined]

    def pact_upkeep(self, ch: list[Any]) -> Any:
        from kitchentable.cards.language.words import _mana_of
        from kitchentable.rules.abilities import Cost, Optional_

        lose = Optional_((Simple("lose_game", Ref("you")),), Ref("you"), Cost(mana=_mana_of(ch)), unless=True)
        return ("effects", [Simple("delayed_trigger", Ref("you"), params=(
            ("when", "your_upkeep"), ("effects", (lose,)), ("text", "at the beginning of your next upkeep")))])
