"""The cards and helpers the casting-keyword scenarios share (tests/rules/keywords/test_casting_keywords.py and
test_cast_while_resolving.py): a pool of the basic lands plus the cards below, a duel on it, and passing
priority until the stack is empty or a step is reached."""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.scenario import Scenario

CARDS = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Craw Wurm {4}{G}{G}
Creature — Wurm 6/4

Llanowar Elves {G}
Creature — Elf Druid 1/1
{T}: Add {G}.

Ornithopter {0}
Artifact Creature — Thopter 0/2
Flying

Iron Bauble {0}
Artifact

Siege Wurm {5}{G}{G}
Creature — Wurm 5/5
Convoke
Trample

Reverse Engineer {3}{U}{U}
Sorcery
Improvise
Draw three cards.

Myr Enforcer {7}
Artifact Creature — Myr 4/4
Affinity for artifacts

Grapeshot {1}{R}
Sorcery
Grapeshot deals 1 damage to any target.
Storm

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Mulldrifter {4}{U}
Creature — Elemental 2/2
Flying
When Mulldrifter enters, draw two cards.
Evoke {2}{U}

Goblin Heelcutter {3}{R}
Creature — Goblin Berserker 3/2
Dash {2}{R}

Hellspark Elemental {1}{R}
Creature — Elemental 3/1
Trample, haste
Unearth {1}{R}

Dregscape Zombie {1}{B}
Creature — Zombie 2/1
Unearth {B}

Wild Mongrel {1}{G}
Creature — Dog 2/2
Discard a card: Wild Mongrel gets +1/+1 until end of turn.

Arrogant Wurm {3}{G}{G}
Creature — Wurm 4/4
Trample
Madness {2}{G}

Fiery Temper {1}{R}{R}
Instant
Fiery Temper deals 3 damage to any target.
Madness {R}

Rift Bolt {2}{R}
Sorcery
Rift Bolt deals 3 damage to any target.
Suspend 1—{R}

Lotus Bloom
Artifact
Suspend 3—{0}
{T}, Sacrifice Lotus Bloom: Add three mana of any one color.

Keldon Halberdier {4}{R}
Creature — Human Warrior 4/1
First strike
Suspend 4—{R}

Staggershock {2}{R}{R}
Instant
Staggershock deals 2 damage to any target.
Rebound

Bloodbraid Elf {2}{R}{G}
Creature — Elf Berserker 3/2
Haste
Cascade

Cenn's Enlistment {3}{W}
Sorcery
Create two 1/1 white Kithkin Soldier creature tokens.
Retrace

Reckless Bushwhacker {2}{R}
Creature — Goblin Warrior 2/1
Surge {1}{R}
Haste

Blustersquall {U}
Instant
Tap target creature you don't control.
Overload {3}{U}

Ruinous Path {1}{B}{B}
Sorcery
Destroy target creature or planeswalker.
Awaken 4—{5}{B}{B}

Dizzy Spell {U}
Instant
Target creature gets -3/-0 until end of turn.
Transmute {1}{U}{U}

Roar of the Kha {1}{W}
Instant
Choose one —
• Creatures you control get +1/+1 until end of turn.
• Untap all creatures you control.
Entwine {1}{W}

Ghastly Discovery {2}{U}
Sorcery
Draw two cards, then discard a card.
Conspire

Merfolk Looter {1}{U}
Creature — Merfolk Rogue 1/1

Burrenton Bombardier {2}{W}
Creature — Kithkin Soldier 2/2
Flying
Reinforce 2—{2}{W}

Gigadrowse {U}
Instant
Replicate {U}
Tap target permanent.

Blessed Alliance {1}{W}
Instant
Escalate {2}
Choose one or more —
• Target player gains 4 life.
• Untap up to two target creatures.
• Target opponent sacrifices an attacking creature.

Surging Flame {1}{R}
Instant
Ripple 4
Surging Flame deals 2 damage to any target.

Nimbus Naiad {2}{U}
Enchantment Creature — Nymph 2/2
Flying
Bestow {4}{U}
Enchanted creature gets +2/+2 and has flying.

Thunderous Wrath {4}{R}{R}
Instant
Thunderous Wrath deals 5 damage to any target.
Miracle {R}

Glacial Ray {1}{R}
Instant — Arcane
Glacial Ray deals 2 damage to any target.
Splice onto Arcane {1}{R}

Dampen Thought {1}{U}
Instant — Arcane
Target player mills four cards.
Splice onto Arcane {1}{U}

@layout split
Far {1}{U}
Instant
Return target creature to its owner's hand.
Fuse
//
Away {2}{B}
Instant
Target player sacrifices a creature.
Fuse

Last Thoughts {3}{U}
Sorcery
Draw a card.
Cipher

Grim Harvest {1}{B}
Instant
Return target creature card from your graveyard to your hand.
Recover {2}{B}

Arc Blade {3}{R}{R}
Sorcery
Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.
Suspend 3—{2}{R}

Firebolt {R}
Sorcery
Firebolt deals 2 damage to any target.
Flashback—{4}{R}, Pay 3 life.

Constant Mists {1}{G}
Instant
Prevent all combat damage that would be dealt this turn.
Buyback—Sacrifice a land.

Wretched Gryff {7}{U}
Creature — Eldrazi Hippogriff 3/4
Emerge {5}{U}
When you cast Wretched Gryff, draw a card.
Flying

Murder {1}{B}{B}
Instant
Destroy target creature.

Sudden Shock {1}{R}
Instant
Split second
Sudden Shock deals 2 damage to any target.
"""


def _pool() -> CardPool:
    pool = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        pool.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "keywords_casting"):
        pool.add(compile_card(raw))
    return pool


POOL = _pool()


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def names(game: Game, kind: str, seat: int | None = None) -> list[str]:
    st = game.state
    return [st.objects[o].card.name for (k, s), ids in st.zones.items() if k == kind and (seat is None or s == seat)
            for o in ids]


def on_battlefield(game: Game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].card.name == name]


def pass_to(game: Game, step: str, limit: int = 200) -> None:
    for _ in range(limit):
        if game.state.step == step and game.pending and game.pending["kind"] == "priority":
            return
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError(f"never reached {step}")
