"""The heuristic player: rules of thumb a competent casual player follows, decision kind by decision kind.

- Lands first, then the most expensive spell it can cast (curving out); burn and removal only when they
  have a good target: lethal on a player, else the biggest creature the damage kills.
- Attacks when the whole team is lethal through the possible blockers, or with each creature no untapped
  blocker can kill while surviving; evasive creatures with no blocker able to stop them always attack.
- Blocks to survive (chump blocks when the unblocked damage would be lethal) and to trade up or block
  safely.
- Format obligations: drafts the best card of a pack by mana value and colour fit (Vortex), names the
  castle column with the weakest front and pays to swap a weak front creature (Castle Magic), picks the doom
  mode that hurts the opponents most (Turnabout), calls every visible violation (Judge's Tower).
- Any other decision gets a deterministic, seeded default: the first option that is not a cancel.

Everything it reads comes from the state the player may see (its own hand, public zones); it never looks at
hidden cards of other players.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from kitchentable.api.game import Game
from kitchentable.rules.abilities import CardDef, DealDamage, DivideDamage, Modal, ModifyPT, Simple
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, HAND, STACK, GameState

Action = tuple[Any, ...]

HARMFUL = frozenset({
    "deal_damage", "divide_damage", "destroy", "exile", "bounce", "tap", "sacrifice", "counter", "discard",
    "discard_random", "mill", "lose_life", "add_poison", "fight", "gain_control", "return_to_hand",
    "put_on_library_top", "put_on_library_bottom", "shuffle_into_library", "remove_counters", "lose_game",
})
HELPFUL = frozenset({
    "gain_life", "untap", "add_counters", "regenerate", "draw", "return_to_battlefield", "proliferate",
    "mass_pump", "extra_turn",
})
COLOR_OF_LAND = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _effects(modal: Modal | None, modes: Sequence[int] | None = None) -> list[Any]:
    if modal is None:
        return []
    chosen = modes if modes is not None else range(len(modal.modes))
    out: list[Any] = []
    for i in chosen:
        if 0 <= i < len(modal.modes):
            out.extend(modal.modes[i].effects)
    return out


def _damage_of(effects: Sequence[Any], x: int = 0) -> int:
    """The damage a spell deals to its target, when it is a fixed number or X."""
    for eff in effects:
        if isinstance(eff, DealDamage | DivideDamage):
            amount = eff.amount
            if amount.kind == "fixed":
                return amount.value * amount.times + amount.plus
            if amount.kind == "x":
                return x * amount.times + amount.plus
    return 0


def _fixed(amount: Any) -> int:
    if getattr(amount, "kind", "") == "fixed":
        return int(amount.value * amount.times + amount.plus)
    return 0


def _harmful(effects: Sequence[Any]) -> bool:
    score = 0
    for eff in effects:
        kind = eff.effect_kind
        if isinstance(eff, ModifyPT):
            score += -1 if _fixed(eff.power) + _fixed(eff.toughness) < 0 else 1
        elif kind in HARMFUL:
            score -= 1
        elif kind in HELPFUL:
            score += 1
    return score < 0


class HeuristicAgent:
    """A rule-of-thumb player for every format (see the module's docstring)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.attempts: dict[tuple[Any, ...], int] = {}
        self.failed: set[tuple[int, int]] = set()
        self.casting: tuple[int, int] | None = None

    def note_attempt(self, state: GameState, action: Action) -> None:
        """Count a cast or activation begun this step: a spell that cannot be paid is rewound (601.2), and
        the same attempt must not be repeated for ever."""
        if action[0] in ("cast", "activate", "turn_face_up"):
            key = (state.turn, state.step, len(state.stack_ids()), action)
            self.attempts[key] = self.attempts.get(key, 0) + 1
            self.casting = (state.turn, int(action[1]))
            if len(self.attempts) > 512:
                self.attempts = {k: v for k, v in self.attempts.items() if k[0] >= state.turn}

    def fresh(self, state: GameState, options: Sequence[Action], limit: int = 2) -> list[Action]:
        """The options not already attempted `limit` times in this step with this stack."""
        return [o for o in options if o[0] not in ("cast", "activate", "turn_face_up")
                or self.attempts.get((state.turn, state.step, len(state.stack_ids()), o), 0) < limit]

    # --- dispatch ----------------------------------------------------------------------------------------

    def choose(self, game: Game) -> Action:
        chosen = self.suggest(game)
        decision = game.state.decision
        if decision is not None and decision.kind == "priority":
            self.note_attempt(game.state, chosen)
        return chosen

    def suggest(self, game: Game) -> Action:
        """The action this player would take, without remembering it as an attempt."""
        state = game.state
        decision = state.decision
        assert decision is not None, "the game is over"
        options = allowed_options(state)
        if len(options) == 1:
            return options[0]
        if decision.kind == "priority":
            options = self.fresh(state, options) or \
                ([("pass",)] if ("pass",) in options else [o for o in options if o[0] != "call"] or options)
        method = getattr(self, "_" + decision.kind, None)
        if method is not None:
            found = method(state, decision.player, options, decision.data)
            if found is not None and tuple(found) in options:
                return tuple(found)
        return self._default(options)

    def _default(self, options: list[Action]) -> Action:
        useful = [o for o in options if o[0] not in ("cancel", "concede")]
        return (useful or options)[0]

    # --- evaluation helpers ----------------------------------------------------------------------------

    @staticmethod
    def creature_value(state: GameState, oid: int) -> float:
        c = chars(state, oid)
        power = c.power or 0
        toughness = c.toughness or 0
        value = power * 1.5 + toughness + 0.5 * state.objects[oid].card.mana_value
        for kw, bonus in (("flying", 1.5), ("deathtouch", 1.5), ("lifelink", 1.0), ("first strike", 1.0),
                          ("double strike", 2.0), ("trample", 0.5), ("vigilance", 0.5), ("hexproof", 1.0),
                          ("indestructible", 2.0), ("menace", 0.5)):
            if kw in c.keywords:
                value += bonus
        return value

    @staticmethod
    def creatures(state: GameState, seat: int) -> list[int]:
        return [o for o in state.battlefield() if "Creature" in chars(state, o).types
                and chars(state, o).controller == seat and not state.objects[o].face_down]

    @staticmethod
    def lands(state: GameState, seat: int) -> list[int]:
        return [o for o in state.battlefield() if "Land" in chars(state, o).types
                and chars(state, o).controller == seat]

    @staticmethod
    def life(state: GameState, seat: int) -> int:
        p = state.players[seat]
        return 10**6 if infinite_life(state, seat) else p.life

    def _lowest_opponent(self, state: GameState, seat: int) -> int | None:
        opponents = state.opponents(seat)
        if not opponents:
            return None
        return min(opponents, key=lambda s: (self.life(state, s), s))

    def _spell_context(self, state: GameState, cid: int) -> tuple[CardDef | None, list[Any], int]:
        """The card, the chosen modes' effects and X of a spell or ability being cast or activated."""
        from kitchentable.rules.casting.context import CastContext

        c = state.contexts.get(cid)
        if not isinstance(c, CastContext):
            return None, [], 0
        card = state.objects[c.stack_id].card if c.stack_id in state.objects else None
        return card, _effects(c.modal, c.modes), c.x

    # --- opening -----------------------------------------------------------------------------------------

    def _mulligan(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        hand = state.zone(HAND, seat)
        lands = sum(1 for o in hand if "Land" in state.objects[o].card.types)
        keep = 2 <= lands <= 5 or state.players[seat].mulligans >= 2 or len(hand) <= 5
        return ("keep",) if keep else ("mulligan",)

    def _devour(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Devour (702.82a): keep the board; the first option would eat every creature one by one."""
        return ("done",)

    def _mulligan_bottom(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return self._least_useful_card(state, seat, options, "bottom")

    def _least_useful_card(self, state: GameState, seat: int, options: list[Action], verb: str) -> Action:
        hand = [o[1] for o in options if o[0] == verb]
        lands_in_play = len(self.lands(state, seat))
        land_cards = [o for o in hand if "Land" in state.objects[o].card.types]
        if land_cards and (lands_in_play + len(land_cards) > 5 or len(land_cards) > len(hand) // 2):
            return (verb, land_cards[0])
        spells = [o for o in hand if o not in land_cards] or hand
        return (verb, max(spells, key=lambda o: (state.objects[o].card.mana_value, -o)))

    # --- priority ------------------------------------------------------------------------------------------

    def _priority(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        calls = [o for o in options if o[0] == "call"]
        if calls:
            return calls[0]
        lands = [o for o in options if o[0] == "play_land"]
        if lands:
            return self._best_land(state, seat, lands)
        casts = [o for o in options if o[0] == "cast"]
        scored: list[tuple[float, Action]] = []
        for option in casts:
            score = self._cast_score(state, seat, option[1])
            if score > 0:
                scored.append((score, option))
        activations = [o for o in options if o[0] == "activate"]
        for option in activations:
            score = self._activation_score(state, seat, option[1], option[2])
            if score > 0:
                scored.append((score, option))
        if scored:
            scored.sort(key=lambda t: (-t[0], t[1]))
            return scored[0][1]
        face_up = [o for o in options if o[0] == "turn_face_up"]
        if face_up:  # 702.37e: a face-down 2/2 is worth more as the card it is; mana left over pays for it
            return face_up[0]
        return ("pass",)

    def _best_land(self, state: GameState, seat: int, lands: list[Action]) -> Action:
        wanted = self._colours_wanted(state, seat)
        def score(option: Action) -> tuple[int, int]:
            card = state.objects[option[1]].card
            colour = next((COLOR_OF_LAND[s] for s in card.subtypes if s in COLOR_OF_LAND), "")
            return (wanted.get(colour, 0), -option[1])
        return max(lands, key=score)

    def _colours_wanted(self, state: GameState, seat: int) -> dict[str, int]:
        wanted: dict[str, int] = {}
        for oid in state.zone(HAND, seat):
            card = state.objects[oid].card
            for colour in card.colors:
                wanted[colour] = wanted.get(colour, 0) + 1
        have = {COLOR_OF_LAND[s] for o in self.lands(state, seat) for s in chars(state, o).subtypes
                if s in COLOR_OF_LAND}
        return {c: n * (3 if c not in have else 1) for c, n in wanted.items()}

    def _cast_score(self, state: GameState, seat: int, oid: int) -> float:
        card = state.objects[oid].card
        sorcery_time = state.active == seat and state.step in ("main1", "main2") and not state.stack_ids()
        stack = state.stack_ids()
        effects = _effects(card.spell)
        kinds = {e.effect_kind for e in effects}
        if "counter" in kinds:
            infos = [state.objects[s].stack for s in stack]
            theirs = [info for info in infos if info is not None and info.controller != seat]
            return 10.0 + card.mana_value if theirs else 0.0
        if "Creature" in card.types or "Planeswalker" in card.types or "Artifact" in card.types \
                or "Enchantment" in card.types:
            if card.enchant is not None and not self._aura_has_target(state, seat, card):
                return 0.0
            return 1.0 + card.mana_value if sorcery_time else 0.0
        if card.spell is None:
            return 0.0
        if _harmful(effects):
            return self._removal_score(state, seat, card, effects, sorcery_time)
        if stack:
            return 0.0
        return 0.5 + card.mana_value if sorcery_time and state.step == "main2" or \
            (sorcery_time and not self.creatures(state, seat)) else (0.3 if sorcery_time else 0.0)

    def _aura_has_target(self, state: GameState, seat: int, card: CardDef) -> bool:
        return bool(self.creatures(state, seat)) if not _harmful(self._aura_effects(card)) else \
            any(self.creatures(state, s) for s in state.opponents(seat))

    @staticmethod
    def _aura_effects(card: CardDef) -> list[Any]:
        out: list[Any] = []
        for st in card.static:
            if st.kind in ("anthem", "set_pt"):
                out.append(Simple("tap") if st.power + st.toughness < 0 else ModifyPT())
            elif st.kind.startswith("cant_") or st.kind == "lose_abilities":
                out.append(Simple("tap"))
        return out

    def _removal_score(self, state: GameState, seat: int, card: CardDef, effects: list[Any],
                       sorcery_time: bool) -> float:
        damage = _damage_of(effects)
        opponent = self._lowest_opponent(state, seat)
        if damage and opponent is not None and damage >= self.life(state, opponent):
            return 20.0
        kill = self._best_kill(state, seat, damage, effects)
        if kill is not None:
            return 3.0 + self.creature_value(state, kill)
        on_their_end = state.active != seat and state.step == "end"
        if damage and (on_their_end or (sorcery_time and state.step == "main2")):
            return 0.2
        return 0.0

    def _best_kill(self, state: GameState, seat: int, damage: int, effects: list[Any]) -> int | None:
        """The most valuable opposing creature this effect removes."""
        kinds = {e.effect_kind for e in effects}
        destroys = bool(kinds & {"destroy", "exile", "bounce", "return_to_hand", "gain_control"})
        best: tuple[float, int] | None = None
        for s in state.opponents(seat):
            for oid in self.creatures(state, s):
                c = chars(state, oid)
                if "hexproof" in c.keywords or "shroud" in c.keywords:
                    continue
                killed = destroys or (damage and (c.toughness or 0) - state.objects[oid].damage <= damage
                                      and "indestructible" not in c.keywords)
                if killed:
                    value = self.creature_value(state, oid)
                    if best is None or value > best[0]:
                        best = (value, oid)
        return best[1] if best else None

    def _activation_score(self, state: GameState, seat: int, oid: int, index: int) -> float:
        o = state.objects[oid]
        abilities = chars(state, oid).activated if o.zone[0] == BATTLEFIELD else o.card.activated
        if index >= len(abilities):
            return 0.0
        ability = abilities[index]
        effects = _effects(ability.effect)
        cost = ability.cost
        if cost is not None and (cost.sacrifice_self or cost.life):
            return 0.0
        damage = _damage_of(effects)
        if damage:
            opponent = self._lowest_opponent(state, seat)
            if opponent is not None and damage >= self.life(state, opponent):
                return 15.0
            if self._best_kill(state, seat, damage, effects) is not None:
                return 2.0
            if state.active != seat and state.step == "end":
                return 0.1
        return 0.0

    # --- casting choices ---------------------------------------------------------------------------------

    def _cost_choice(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """The normal cost first; the alternative cost once paying the normal cost failed this turn."""
        if self.casting is not None and self.casting in self.failed:
            alternative = [o for o in options if o[1] == "alternative"]
            if alternative:
                return alternative[0]
        return ("cost", "normal")

    def _choose_x(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return max(options, key=lambda o: o[1])

    def _target_count(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return max(options, key=lambda o: o[1])

    def _choose_modes(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return max(options, key=lambda o: (len(o[1]), [-i for i in o[1]]))

    def _choose_target(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action | None:
        card, effects, x = self._spell_context(state, data[0])
        targets = [o[1] for o in options]
        if card is not None and card.enchant is not None and not effects:
            effects = self._aura_effects(card) or [ModifyPT()]
        if _harmful(effects):
            return ("target", self._harmful_target(state, seat, targets, _damage_of(effects, x), effects))
        return ("target", self._helpful_target(state, seat, targets))

    def _harmful_target(self, state: GameState, seat: int, targets: list[Any], damage: int,
                        effects: list[Any]) -> Any:
        players = [t for t in targets if isinstance(t, tuple) and t[0] == "player" and t[1] != seat]
        for t in sorted(players, key=lambda t: self.life(state, t[1])):
            if damage and damage >= self.life(state, t[1]):
                return t
        kinds = {e.effect_kind for e in effects}
        destroys = bool(kinds & {"destroy", "exile", "bounce", "return_to_hand", "gain_control", "counter"})

        def score(t: Any) -> float:
            if isinstance(t, tuple):
                if t[0] == "player":
                    return 1.0 if t[1] != seat else -100.0
                return 0.0
            if t not in state.objects:
                return 0.0
            o = state.objects[t]
            if o.zone[0] == STACK:
                mine = o.stack is not None and o.stack.controller == seat
                return -100.0 if mine else 10.0 + o.card.mana_value
            c = chars(state, t)
            own = c.controller == seat
            if "Creature" not in c.types:
                return (-50.0 if own else 2.0 + o.card.mana_value)
            value = self.creature_value(state, t)
            kills = destroys or not damage or (c.toughness or 0) - o.damage <= damage
            if own:
                return -50.0 - value
            return (5.0 + value) if kills else 0.5
        return max(targets, key=lambda t: (score(t), -_target_key(t)))

    def _helpful_target(self, state: GameState, seat: int, targets: list[Any]) -> Any:
        def score(t: Any) -> float:
            if isinstance(t, tuple):
                return 5.0 if t[0] == "player" and t[1] == seat else -10.0
            if t not in state.objects or state.objects[t].zone[0] != BATTLEFIELD:
                return 0.0
            c = chars(state, t)
            if c.controller != seat:
                return -10.0
            return self.creature_value(state, t) if "Creature" in c.types else 1.0
        return max(targets, key=lambda t: (score(t), -_target_key(t)))

    def _divide(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action | None:
        from kitchentable.rules.casting.context import CastContext

        c = state.contexts.get(data[0])
        if not isinstance(c, CastContext):
            return None
        group = next((t for t in c.targets if len(t) > 1), ())

        def score(split: tuple[int, ...]) -> float:
            total = 0.0
            for t, n in zip(group, split, strict=False):
                if isinstance(t, tuple):
                    total += 0.3 * n
                elif t in state.objects and state.objects[t].zone[0] == BATTLEFIELD:
                    left = (chars(state, t).toughness or 0) - state.objects[t].damage
                    total += self.creature_value(state, t) if n >= left else -0.1 * n
            return total
        return max(options, key=lambda o: score(o[1]))

    def _pay_mana(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Pay when the engine found a way to; otherwise no way exists, so cancel (601.2 rewinds)."""
        if ("pay",) in options:
            return ("pay",)
        if ("cancel",) in options:
            if self.casting is not None:
                self.failed.add(self.casting)
            return ("cancel",)
        return self._default(options)

    def _pick_cheapest(self, state: GameState, options: list[Action]) -> Action:
        picks = [o for o in options if o[0] == "pick"]
        if not picks:
            return self._default(options)

        def value(o: Action) -> float:
            oid = o[2]
            if oid not in state.objects:
                return 0.0
            obj = state.objects[oid]
            if obj.zone[0] == BATTLEFIELD and "Creature" in chars(state, oid).types:
                return self.creature_value(state, oid)
            return obj.card.mana_value + (0.5 if "Land" in obj.card.types else 0)
        return min(picks, key=lambda o: (value(o), o[2]))

    def _cost_sacrifice(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return self._pick_cheapest(state, options)

    _cost_discard = _cost_sacrifice
    _cost_exile = _cost_sacrifice
    _cost_tap = _cost_sacrifice

    # --- combat --------------------------------------------------------------------------------------------

    def _declare_attackers(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        attacks = [o for o in options if o[0] == "attack"]
        if not attacks:
            return ("attack_done",)
        if _castle_attack_declared(state):
            return self._castle_attack(state, seat, options)
        plan = self.attack_plan(state, seat, sorted({o[1] for o in attacks}))
        for oid, target in plan:
            if ("attack", oid, target) in options:
                return ("attack", oid, target)
        return ("attack_done",)

    def attack_plan(self, state: GameState, seat: int, able: list[int]) -> list[tuple[int, Any]]:
        """The attackers worth sending, each with the player it attacks."""
        opponent = self._lowest_opponent(state, seat)
        if opponent is None:
            return []
        target = ("player", opponent)
        declared = set(state.combat.attackers) if state.combat is not None else set()
        blockers = [b for b in self.creatures(state, opponent) if not state.objects[b].tapped]
        team = list(declared) + able
        powers = sorted(((chars(state, a).power or 0) for a in team), reverse=True)
        unblockable = sum(p for p in powers[len(blockers):]) if len(blockers) < len(powers) else 0
        if unblockable >= self.life(state, opponent):
            return [(a, target) for a in able]
        if self._winning_race(state, seat, opponent, team, blockers):
            return [(a, target) for a in able if (chars(state, a).power or 0) > 0]
        plan = []
        for a in able:
            ca = chars(state, a)
            power, toughness = ca.power or 0, ca.toughness or 0
            if power <= 0:
                continue
            able_blockers = [b for b in blockers if _can_block(state, b, a)]
            dangerous = False
            for b in able_blockers:
                cb = chars(state, b)
                b_kills = (cb.power or 0) >= toughness or "deathtouch" in cb.keywords
                a_kills = power >= (cb.toughness or 0) or "deathtouch" in ca.keywords
                if b_kills and (not a_kills or self.creature_value(state, a) > self.creature_value(state, b) + 1):
                    dangerous = True
                    break
            if not dangerous:
                plan.append((a, target))
        return plan

    def _winning_race(self, state: GameState, seat: int, opponent: int, team: list[int],
                      blockers: list[int]) -> bool:
        """Whether attacking with the whole team every turn kills the opponent no later than their whole
        team kills this player, counting each of their untapped creatures as a block that stops this
        player's biggest attacker."""
        powers = sorted(((chars(state, a).power or 0) for a in team), reverse=True)
        through = sum(powers[len(blockers):])
        if through <= 0:
            return False
        theirs = sum(chars(state, c).power or 0 for c in self.creatures(state, opponent))
        my_turns = -(-self.life(state, opponent) // through)
        if theirs <= 0:
            return True
        their_turns = -(-self.life(state, seat) // theirs)
        return my_turns < their_turns

    def _declare_blockers(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        blocks = [o for o in options if o[0] == "block"]
        done = ("block_done",) if ("block_done",) in options else None
        if not blocks:
            return done or self._default(options)
        combat = state.combat
        assert combat is not None
        used = {b for bs in combat.blocks.values() for b in bs}
        blocked = {a for a, bs in combat.blocks.items() if bs}
        incoming = sum(chars(state, a).power or 0 for a in combat.attackers
                       if a not in blocked and a in state.objects and _attacks_me(state, seat, combat.attackers[a]))
        in_danger = incoming >= self.life(state, seat)
        if in_danger:
            rescue = self._survival_block(state, blocks, used, blocked)
            if rescue is not None:
                return rescue
        best: tuple[float, Action] | None = None
        for option in blocks:
            _kind, blocker, attacker = option
            if blocker in used or attacker in blocked:
                continue
            ca, cb = chars(state, attacker), chars(state, blocker)
            if "menace" in ca.keywords:
                continue
            a_kills = (ca.power or 0) >= (cb.toughness or 0) or "deathtouch" in ca.keywords
            b_kills = (cb.power or 0) >= (ca.toughness or 0) or "deathtouch" in cb.keywords
            value_a, value_b = self.creature_value(state, attacker), self.creature_value(state, blocker)
            if not a_kills:
                score = 5.0 + (value_a if b_kills else 0.0)
            elif b_kills and value_a >= value_b:
                score = 3.0 + value_a - value_b
            else:
                continue
            if best is None or score > best[0]:
                best = (score, option)
        if best is not None:
            return best[1]
        return done or self._default([o for o in options if o[0] != "unblock"] or options)

    def _survival_block(self, state: GameState, blocks: list[Action], used: set[int],
                        blocked: set[int]) -> Action | None:
        """When the unblocked damage is lethal (509.1): the most powerful unblocked attacker gets the blocker
        that serves best: one that kills it and survives, then one that survives, then one that trades,
        then the least valuable chump."""
        free = [o for o in blocks if o[1] not in used and o[2] not in blocked
                and "menace" not in chars(state, o[2]).keywords]
        if not free:
            return None
        target = max({o[2] for o in free}, key=lambda a: (chars(state, a).power or 0, -a))

        def fit(o: Action) -> tuple[int, float]:
            ca, cb = chars(state, o[2]), chars(state, o[1])
            a_kills = (ca.power or 0) >= (cb.toughness or 0) or "deathtouch" in ca.keywords
            b_kills = (cb.power or 0) >= (ca.toughness or 0) or "deathtouch" in cb.keywords
            rank = 3 if b_kills and not a_kills else 2 if not a_kills else 1 if b_kills else 0
            return rank, -self.creature_value(state, o[1])
        return max((o for o in free if o[2] == target), key=lambda o: (fit(o), -o[1]))

    def _damage_order(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        def left(o: Action) -> int:
            oid = o[1]
            return (chars(state, oid).toughness or 0) - state.objects[oid].damage if oid in state.objects else 0
        return min(options, key=lambda o: (left(o), o[1]))

    # --- other engine decisions --------------------------------------------------------------------------

    def _cleanup_discard(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        return self._least_useful_card(state, seat, options, "discard")

    def _discard(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        verbs = {o[0] for o in options}
        if len(verbs) == 1:
            return self._least_useful_card(state, seat, options, next(iter(verbs)))
        return self._default(options)

    def _sacrifice(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        objs = [o for o in options if len(o) > 1 and isinstance(o[-1], int) and o[-1] in state.objects]
        if not objs:
            return self._default(options)

        def value(o: Action) -> float:
            oid = o[-1]
            if "Creature" in chars(state, oid).types:
                return self.creature_value(state, oid)
            return state.objects[oid].card.mana_value + 0.5
        return min(objs, key=lambda o: (value(o), o))

    # --- format obligations -----------------------------------------------------------------------------

    def _draft_pick(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Vortex: every draw is a pick (R-VX-2), and the shoe holds few lands, so a land is taken while
        the player has fewer than the spells it holds need (at least five), and spells are judged by
        whether its lands can cast them: a colour none of its lands makes costs most of a card's value."""
        owned = [o for o in state.zone(HAND, seat)] + [o for o in state.battlefield()
                                                       if state.objects[o].controller == seat]
        lands = sum(1 for o in owned if "Land" in state.objects[o].card.types)
        spells = [state.objects[o].card for o in owned if "Land" not in state.objects[o].card.types]
        land_colours: dict[str, int] = {}
        for o in owned:
            for s in state.objects[o].card.subtypes:
                if s in COLOR_OF_LAND:
                    land_colours[COLOR_OF_LAND[s]] = land_colours.get(COLOR_OF_LAND[s], 0) + 1
        spell_colours: dict[str, int] = {}
        for card in spells:
            for colour in card.colors:
                spell_colours[colour] = spell_colours.get(colour, 0) + 1
        top = max((card.mana_value for card in spells), default=0)
        want_land = lands < max(5, min(top, 7)) or lands * 2 < len(spells)

        def score(o: Action) -> float:
            card = state.objects[o[1]].card
            if "Land" in card.types:
                makes = [COLOR_OF_LAND[s] for s in card.subtypes if s in COLOR_OF_LAND]
                fit = sum(spell_colours.get(c, 0) for c in makes)
                return (9.0 if want_land else 0.5) + 0.3 * min(fit, 5) + (0.5 if not makes else 0.0)
            mv = card.mana_value
            missing = [c for c in card.colors if c not in land_colours]
            castable_soon = 2.0 if mv <= lands + 1 else (0.0 if mv <= lands + 3 else -2.0)
            creature = 1.0 if "Creature" in card.types else 0.0
            return 2.0 + min(mv, 6) * 0.6 - 3.0 * len(missing) + castable_soon + creature
        return max(options, key=lambda o: (score(o), -o[1]))

    def _choose_basic(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        wanted: dict[str, int] = {}
        for oid in state.zone(HAND, seat):
            for colour in state.objects[oid].card.colors:
                wanted[colour] = wanted.get(colour, 0) + 1
        have: dict[str, int] = {}
        for oid in state.zone(HAND, seat):
            for s in state.objects[oid].card.subtypes:
                if s in COLOR_OF_LAND:
                    have[COLOR_OF_LAND[s]] = have.get(COLOR_OF_LAND[s], 0) + 1

        def score(o: Action) -> float:
            colour = COLOR_OF_LAND.get(str(o[1]), "")
            return wanted.get(colour, 0) - 0.6 * have.get(colour, 0)
        return max(options, key=lambda o: (score(o), str(o[1])))

    def _castle_column(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Castle Magic: attacking costs no defence (creatures a player casts never block, R-CA-5), so it
        attacks whenever a column promises progress: an empty column first (the damage reaches the player,
        R-CA-4), then a face-down front (the defender pays life or discards it, and a discard or a kill
        from the back row empties the column, R-CA-2), then an active front the team can kill. A front that
        survives the whole team and kills an attacker is not worth attacking."""
        columns = [o for o in options if o[0] == "column"]
        done = ("attack_done",) if ("attack_done",) in options else None
        found = data[0] if data else self._lowest_opponent(state, seat)
        if not columns or found is None:
            return done or self._default(options)
        scored = [(self._castle_column_score(state, seat, int(found), int(o[1])), o) for o in columns]
        best_score, best = max(scored, key=lambda t: (t[0], -t[1][1]))
        if best_score <= 0 and done is not None:
            return done
        return best

    @staticmethod
    def _castle_attackers(state: GameState, seat: int) -> list[int]:
        from kitchentable.formats.castle import is_castle_creature
        from kitchentable.rules.turn.combat import can_attack

        return [o for o in state.battlefield() if chars(state, o).controller == seat
                and "Creature" in chars(state, o).types and not is_castle_creature(state, o)
                and can_attack(state, o) and (chars(state, o).power or 0) > 0]

    def _castle_column_score(self, state: GameState, seat: int, defender: int, column: int) -> float:
        from kitchentable.formats.castle import foremost, grid

        attackers = self._castle_attackers(state, seat)
        power = sum(chars(state, a).power or 0 for a in attackers)
        if not attackers:
            return 0.0
        front = foremost(state, defender, column)
        if front is None:
            return 100.0 + power
        row, oid = front
        behind = sum(1 for (c, r) in grid(state, defender) if c == column and r > row)
        obj = state.objects[oid]
        if obj.zone[0] != BATTLEFIELD:
            return 50.0 - 5.0 * behind
        c = chars(state, oid)
        left = (c.toughness or 0) - obj.damage
        if "indestructible" not in c.keywords and power >= left:
            return 30.0 - 5.0 * behind - (c.power or 0)
        kills = any((c.power or 0) >= (chars(state, a).toughness or 0) for a in attackers)
        return -1.0 if kills or (c.power or 0) > 0 else 0.0

    def _castle_attack(self, state: GameState, seat: int, options: list[Action]) -> Action:
        """Castle Magic: every creature with power attacks the named column (R-CA-1): the foremost card
        blocks them all and takes the sum of their damage (R-CA-4), and an attacker never had a block to
        make (R-CA-5)."""
        for o in options:
            if o[0] == "attack" and (chars(state, o[1]).power or 0) > 0:
                return o
        return ("attack_done",)

    def _castle_activation(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Castle Magic (R-CA-2): paying life for a castle creature keeps a blocker, but life is what the
        game is lost by, and discarding ends this combat at once; it pays little, or more for the last
        card of a column (whose loss opens the column for good)."""
        pay = next((o for o in options if o[0] == "castle_pay"), None)
        discard = next((o for o in options if o[0] == "castle_discard"), None)
        if pay is None:
            return discard or self._default(options)
        cost = int(pay[1])
        life = self.life(state, seat)
        last = self._castle_last_in_column(state, seat)
        if (cost <= 2 and life - cost >= 10) or (last and cost <= 4 and life - cost >= 8):
            return pay
        return discard or pay

    @staticmethod
    def _castle_last_in_column(state: GameState, seat: int) -> bool:
        from kitchentable.formats.castle import attack_record, grid

        record = attack_record(state)
        if record is None:
            return False
        return sum(1 for (c, _r) in grid(state, seat) if c == record.column) <= 1

    def _castle_swap(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Castle Magic (R-CA-3): pay 2 life to swap, once a combat, only when the front creature would
        die to the attack without killing an attacker and life is comfortable (every swap asks again, so
        swapping two active creatures could go on until the life runs out)."""
        if ("castle_swap",) not in options or self.life(state, seat) < 12:
            return ("castle_block",)
        from kitchentable.formats.castle import attack_record, foremost

        record = attack_record(state)
        combat = state.combat
        if record is None or combat is None:
            return ("castle_block",)
        key = (state.turn, "castle_swap")
        if key in self.attempts:
            return ("castle_block",)
        front = foremost(state, record.defender, record.column)
        if front is None or state.objects[front[1]].zone[0] != BATTLEFIELD:
            return ("castle_block",)
        blocker = chars(state, front[1])
        attackers = [a for a in combat.attackers if a in state.objects]
        power = sum(chars(state, a).power or 0 for a in attackers)
        kills_one = any((blocker.power or 0) >= (chars(state, a).toughness or 0) for a in attackers)
        if power >= (blocker.toughness or 0) and not kills_one:
            self.attempts[key] = 1
            return ("castle_swap",)
        return ("castle_block",)

    def _castle_divide(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        target = options[0][1]
        left = max(o[2] for o in options)
        need = (chars(state, target).toughness or 0) - state.objects[target].damage if target in state.objects else 0
        amount = need if 0 < need <= left else 0
        return ("assign", target, amount)

    def _doom_mode(self, state: GameState, seat: int, options: list[Action], data: Any) -> Action:
        """Turnabout: the doom mode that hurts the opponents most with this many doom counters."""
        import math

        doom = int(data[-1]) if data else 0
        opponents = state.opponents(seat)
        modes = {o[1] for o in options}

        def hurt(mode: str) -> float:
            total = 0.0
            for s in opponents:
                p = state.players[s]
                if mode == "life":
                    total += 100.0 if not infinite_life(state, s) and doom >= p.life else doom / max(p.life, 1) * 10
                elif mode == "poison":
                    add = math.ceil(doom / 2)
                    total += 100.0 if p.poison + add >= 10 else (add / max(10 - p.poison, 1)) * 10
                elif mode == "exile":
                    library = len(state.zones.get(state.rules.library_of(state, s), []))
                    total += 50.0 if 2 * doom >= library else 2 * doom / max(library, 1) * 3
            return total
        best = max(sorted(modes), key=hurt)
        return ("doom", best)


def allowed_options(state: GameState) -> list[Action]:
    """The options of the pending decision this player may take without breaking a rule of its format.
    Usually every legal option; where the format checks a player's answers instead of narrowing them (the
    Judge's Tower in training, R-JT-9), only the answers its obligations allow (ICR 200, 300), and calls of
    other players' violations (ICR 400.4)."""
    decision = state.decision
    assert decision is not None, "the game is over"
    options = list(decision.options)
    checked = getattr(state.rules, "checked", None)
    if checked is None or not checked(decision.player):
        return options
    from kitchentable.formats.judges_tower import obligation

    allowed = set(obligation(state, decision.kind, decision.player, options, decision.data).allowed)
    kept = [o for o in options if o in allowed or o[0] == "call"]
    return kept or options


def _castle_attack_declared(state: GameState) -> bool:
    """Whether this combat attacks a Castle Magic column (R-CA-1: the column is named first)."""
    from kitchentable.formats.castle import attack_record

    return attack_record(state) is not None


def _target_key(t: Any) -> int:
    return t if isinstance(t, int) else -1 - int(t[1]) if isinstance(t, tuple) and len(t) > 1 else 0


def _can_block(state: GameState, blocker: int, attacker: int) -> bool:
    from kitchentable.rules.turn.combat import can_block, can_block_attacker

    return can_block(state, blocker) and can_block_attacker(state, blocker, attacker)


def _attacks_me(state: GameState, seat: int, target: Any) -> bool:
    if isinstance(target, tuple):
        return bool(target[1] == seat)
    return target in state.objects and chars(state, target).controller == seat
