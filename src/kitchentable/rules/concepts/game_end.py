"""Winning, losing and drawing (104), and leaving a multiplayer game (800.4)."""

from __future__ import annotations

from kitchentable.rules.state import ANTE, BATTLEFIELD, STACK, GameState


def eliminate(state: GameState, seat: int, reason: str) -> None:
    """104.3 / 800.4a: the player loses and leaves the game: objects they own leave it, spells and abilities
    they control cease to exist, and control effects giving them objects end."""
    p = state.players[seat]
    if not p.in_game:
        return
    p.lost = True
    p.loss_reason = reason
    state.log_event("104.3", "loses", seat, reason)
    if len(state.players) > 2:
        for oid in list(state.objects):
            o = state.objects.get(oid)
            if o is None:
                continue
            gone = o.owner == seat or (o.zone[0] == STACK and o.stack is not None and o.stack.controller == seat)
            if gone:
                zone = state.zones.get(o.zone)
                if zone is not None and oid in zone:
                    zone.remove(oid)
                del state.objects[oid]
            elif o.zone[0] == BATTLEFIELD and o.controller == seat:
                state.mut(oid).controller = o.owner
        state.continuous = [ce for ce in state.continuous if ce.controller != seat]
        state.cache.clear()
    state.rules.check_game_over(state)


def standard_game_over(state: GameState) -> None:
    """104.2a: a player wins when all opponents have left; 104.4a: if all remaining players lose at once,
    the game is a draw."""
    alive = state.seats_in_game()
    if len(alive) <= 1:
        end_game(state, tuple(alive))


def end_game(state: GameState, winners: tuple[int, ...]) -> None:
    state.over = True
    state.winners = winners
    for seat in winners:
        state.players[seat].won = True
    state.decision = None
    state.frames = []
    state.log_event("104.2", "game_over", winners)
    for oid in (*state.battlefield(), *state.stack_ids()):
        if state.objects[oid].face_down:  # 708.9: face-down permanents and spells are revealed at the end
            state.mut(oid, characteristics=False).revealed = True
    if state.options.get("play_for_ante") and len(winners) == 1:
        for oid in state.zones.get((ANTE, -1), []):
            state.mut(oid).owner = winners[0]  # 407.2: the winner becomes the owner of every card in the ante
        state.log_event("407.2", "ante_won", winners[0], len(state.zones.get((ANTE, -1), [])))
