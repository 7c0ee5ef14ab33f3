"""Replacement effects on the creation of tokens (614.1a), applied to one creation event as a batch: the kinds
of tokens and how many of each.

- "token_multiplier" (`prevention_shields.TOKEN_MULTIPLIER`): "if one or more tokens would be created under
  your control, twice that many of those tokens are created instead" (Anointed Procession, Parallel Lives;
  "three times", Ojer Taq; param "creature_only" for "creature tokens");
- "token_extra": "those tokens plus an additional Food token are created instead" (Peregrin Took), "if you
  would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token"
  (Xorn: param "kind", the subtypes a created token must have for it to apply), "those tokens plus that many
  1/1 green Squirrel creature tokens" (Chatterfang: param "count" "that_many", as many as the tokens it applies
  to). Param "extra" is the added token's definition.

616.1: the player creating the tokens chooses the order when more than one applies and one of them adds
tokens (an additional Treasure before or after doubling gives 4 or 3); after each, the rest are checked again
against the batch as it now is (616.1f), each applying at most once. Multipliers alone commute, so they apply
without a question, as before."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, StaticAbility
from kitchentable.rules.continuous.layers import static_sources
from kitchentable.rules.continuous.prevention_shields import TOKEN_MULTIPLIER
from kitchentable.rules.state import GameState

TOKEN_EXTRA = "token_extra"

Batch = list[tuple[CardDef, int]]
Source = tuple[int, StaticAbility, int]


def _fits(ab: StaticAbility, card: CardDef) -> bool:
    if ab.param("creature_only") and "Creature" not in card.types:
        return False
    kind = ab.param("kind")
    return kind is None or frozenset(kind) <= card.subtypes


def _applies(ab: StaticAbility, batch: Batch) -> bool:
    return any(count > 0 and _fits(ab, card) for card, count in batch)


def _apply(ab: StaticAbility, batch: Batch) -> Batch:
    if ab.kind == TOKEN_MULTIPLIER:
        times = int(ab.param("times", 2))
        return [(card, count * times if _fits(ab, card) else count) for card, count in batch]
    fitting = sum(count for card, count in batch if _fits(ab, card))
    added = fitting if ab.param("count") == "that_many" else 1
    return [*batch, (ab.param("extra"), added)]


def token_batch(state: GameState, seat: int, token: CardDef, n: int) -> Batch:
    """614.1a: the tokens an effect creates for `seat` once the replacements in play have applied: the original
    definition first (with its count), then any added kinds. `seat` orders them when the order matters (616.1)."""
    batch: Batch = [(token, n)]
    if n <= 0:
        return batch
    remaining: list[Source] = [(src, ab, ctl) for src, ab, ctl in static_sources(state)
                               if ab.kind in (TOKEN_MULTIPLIER, TOKEN_EXTRA) and (ab.param("whose") != "you" or ctl == seat)]
    while remaining:
        now = [a for a in remaining if _applies(a[1], batch)]
        if not now:
            break
        first = now[0]
        if len(now) > 1 and any(ab.kind == TOKEN_EXTRA for _s, ab, _c in now):
            from kitchentable.rules.events import order_replacements

            first = order_replacements(state, "tokens", now, seat)[0]
        batch = _apply(first[1], batch)
        remaining.remove(first)  # by equality: a compiled kernel boxes tuples anew, so identity can't find it
    return batch
