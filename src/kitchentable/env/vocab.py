"""The fixed vocabularies that turn the kernel's strings into integers in observations and action features.

Every list here is append-only: an entry's position is its id, so a policy trained today reads the same
ids tomorrow. A string that is not (yet) listed is not lumped into one "other" id: it is hashed (CRC-32,
which is the same in every process, unlike Python's `hash`) into a reserved block of `HASHED` ids after the
named ones, so unlisted decision kinds or verbs stay distinguishable and stable. Id 0 always means "none".
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

HASHED = 64
"""Ids reserved after each vocabulary's named entries for strings it does not list."""

DECISION_KINDS: tuple[str, ...] = (
    "", "priority", "pay_mana", "choose_target", "declare_attackers", "declare_blockers", "mulligan",
    "mulligan_bottom", "cleanup_discard", "may", "search", "assign_damage", "damage_order", "order_triggers",
    "choose_x", "choose_modes", "target_count", "sacrifice", "scry", "surveil", "unless", "discard",
    "draft_pick", "choose_basic", "castle_column", "castle_swap", "castle_activation", "castle_divide",
    "subgame_over", "deck_handover", "doom_mode", "cost_sacrifice",
    "amass", "amplify", "ante_or_exchange", "assign_as_unblocked", "aura_host", "bolster", "bottom_order",
    "champion", "change_target", "choose_card", "choose_dungeon", "choose_mana", "choose_name",
    "choose_opponent", "choose_player", "choose_ring_bearer", "choose_room", "choose_source", "cipher", "clash",
    "cost_choice", "cost_crew", "cost_delve", "cost_evidence", "cost_harmonize", "cost_tap_to_pay",
    "counters_split", "devour", "discard_any", "divide", "dredge", "endure", "enlist", "enter_as_copy",
    "evidence", "exert", "exile_from_graveyard", "exploit", "fabricate", "gift", "hideaway", "learn",
    "legend_rule", "look_pick", "manifest_dread", "name_card", "new_target", "opening_hand_action",
    "opponent_choice", "order_cards", "outside_to_library", "pay_life_as_enters", "populate", "replacement_order",
    "replicate", "return", "riot", "soulbond", "splice", "tribute", "tribute_opponent", "unleash", "unless_draw",
    "untap_choice", "untap_up_to", "vote", "wish", "reveal_as_enters", "exile_same_name", "choose_door",
    "mutate", "cost_forage", "forage", "keep",
)

VERBS: tuple[str, ...] = (
    "", "more", "pass", "play_land", "cast", "activate", "mana", "target", "attack", "block", "unblock",
    "discard", "sacrifice", "pick", "keep", "mulligan", "bottom", "x", "count", "modes", "divide", "pay",
    "cancel", "attack_done", "block_done", "yes", "no", "first", "order", "find", "find_none", "cost", "draft",
    "column", "assign", "assign_rest", "castle_block", "castle_swap", "basic", "graveyard", "turn_face_up",
    "concede", "looked", "next_subgame", "opponent", "choose", "done", "call", "castle_reveal",
    "castle_discard", "castle_pay", "untap", "exile", "return", "name", "vote", "player", "top", "reveal",
)
"""The first element of a legal action ("cast", "attack"...); "more" is the environment's own page turn."""

ZONES: tuple[str, ...] = (
    "", "battlefield", "stack", "hand", "graveyard", "exile", "command", "library", "outside", "ante",
    "pack", "castle", "reserve", "shoe", "passed_pack",
)

STEPS: tuple[str, ...] = (
    "", "setup", "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end", "cleanup",
)

FORMATS: tuple[str, ...] = ("", "duel", "ffa", "castle", "vortex", "judges-tower", "turnabout")

CARD_TYPES: tuple[str, ...] = (
    "Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle", "Kindred",
    "Tribal", "Dungeon", "Emblem",
)
"""Bit i of an object's type mask is set when it has CARD_TYPES[i]."""

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
"""Bit i of an object's colour mask; mana pool columns are these then C."""

KEYWORDS: tuple[str, ...] = (
    "flying", "first strike", "double strike", "deathtouch", "lifelink", "trample", "vigilance", "haste",
    "reach", "menace", "defender", "hexproof", "indestructible", "shroud", "flash", "protection",
    "intimidate", "fear", "unblockable", "prowess", "wither", "infect", "skulk", "shadow", "horsemanship",
    "landwalk", "ward", "changeling",
)
"""Bit i of an object's keyword mask (a keyword counts when the object's keyword set has a word that starts
with it, so "protection from red" sets "protection")."""

COUNTERS: tuple[str, ...] = ("+1/+1", "-1/-1", "loyalty", "time", "lore", "doom", "charge", "level", "age",
                             "shield", "stun", "defense")
"""Object counters with their own column; the rest are summed in one."""

PLAYER_COUNTERS: tuple[str, ...] = ("point", "shame", "energy", "experience", "rad", "ticket")
"""Player counters with their own column (the Tower's points and shame first); the rest are summed."""

STRINGS: tuple[str, ...] = (
    "", "W", "U", "B", "R", "G", "C", "Plains", "Island", "Swamp", "Mountain", "Forest", "face_down",
    "manifest", "normal", "alternative", "kicker", "flashback", "top", "bottom", "hand", "graveyard",
    "library", "exile", "battlefield", "morph", "foretell", "plot", "disguise", "sacrifice", "tap",
)
"""String arguments of actions (colours, basic land types, ways to cast)."""


def size(vocabulary: Sequence[str]) -> int:
    """How many ids a vocabulary uses: its named entries plus the hashed block."""
    return len(vocabulary) + HASHED


def lookup(vocabulary: Sequence[str], index: dict[str, int], word: str) -> int:
    """The id of `word`: its position if listed, else a stable hashed id after the named ones."""
    found = index.get(word)
    if found is not None:
        return found
    return len(vocabulary) + zlib.crc32(word.encode()) % HASHED


def index_of(vocabulary: Sequence[str]) -> dict[str, int]:
    return {word: i for i, word in enumerate(vocabulary)}
