"""Cards written in the card language for a test: `card(text)` compiles one, and a few plain creatures and
combat steps the template tests share, and casting a spell at its targets."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef


def card(text: str) -> CardDef:
    """One card written in the card language (name and cost, type line, abilities)."""
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
BIG = card("Big Ox {3}{G}\nCreature — Ox 4/4")


def resolve(game) -> None:  # type: ignore[no-untyped-def]
    game.apply(("pass",))
    game.apply(("pass",))


def to_blocks(game, *attackers):  # type: ignore[no-untyped-def]
    """Attack player 2 with `attackers` and pass until player 2 declares blockers."""
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))


def in_zone(game, zone: str, name: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether seat 0's `zone` holds a card named `name`."""
    return any(game.state.objects[o].card.name == name for o in game.state.zone(zone, 0))


def cast(game, spell: int, *targets: object) -> None:  # type: ignore[no-untyped-def]
    """Cast `spell` choosing `targets` in order, paying with whatever is offered, up to priority."""
    game.apply(("cast", spell))
    chosen = iter(targets)
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if game.pending["kind"] == "choose_target":
            game.apply(("target", next(chosen)))
        else:
            game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
