"""Words of the type line (205): card types, supertypes and the subtypes the card language knows."""

from __future__ import annotations

CARD_TYPES = ("Tribal", "Kindred", "Enchantment", "Artifact", "Land", "Creature", "Planeswalker", "Battle",
              "Instant", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")

CREATURE_TYPES = (
    "Advisor Angel Ape Archer Artificer Assassin Assembly-Worker Atog Avatar Azra Badger Barbarian Basilisk Bat "
    "Bear Beast Beeble Berserker Bird Blinkmoth Boar Bringer Brushwagg Camel Carrier Cat Centaur Cephalid "
    "Chimera Citizen Cleric Cockatrice Construct Coward Crab Crocodile Cyclops Dauthi Demon Deserter Devil "
    "Dinosaur Djinn Dog Dragon Drake Dreadnought Drone Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental "
    "Elephant Elf Elk Eye Faerie Ferret Fish Flagbearer Fox Frog Fungus Gargoyle Germ Giant Gnome Goat Goblin "
    "God Golem Gorgon Graveborn Gremlin Griffin Hag Harpy Hellion Hippo Hippogriff Homarid Homunculus Horror "
    "Horse Human Hydra Hyena Illusion Imp Incarnation Insect Jackal Jellyfish Juggernaut Kavu Kirin Kithkin "
    "Knight Kobold Kor Kraken Lamia Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore Mercenary "
    "Merfolk Metathran Minion Minotaur Mole Monger Mongoose Monk Monkey Moonfolk Mouse Mutant Myr Mystic Naga "
    "Nautilus Nephilim Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg "
    "Otter Ouphe Ox Oyster Pegasus Pentavite Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate Plant "
    "Praetor Prism Processor Rabbit Rat Rebel Reflection Rhino Rigger Rogue Sable Salamander Samurai Sand "
    "Saproling Satyr Scarecrow Scion Scorpion Scout Sculpture Serf Serpent Servo Shade Shaman Shapeshifter "
    "Shark Sheep Siren Skeleton Slith Sliver Slug Snake Soldier Soltari Spawn Specter Spellshaper Sphinx "
    "Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Surrakar Survivor Tetravite Thalakos Thopter "
    "Thrull Treefolk Trilobite Troll Turtle Unicorn Vampire Vedalken Viashino Volver Wall Warlock Warrior "
    "Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm Yeti Zombie Zubera Detective Employee "
    "Peasant Druid Otter Raccoon Squirrel Varmint Bard Ranger Gnoll Halfling Tiefling Dragonfly Kraken "
    # the rest of 205.3m, and Hound (a creature type until 2022, in the 2017 Oracle text)
    "Aetherborn Ally Antelope Archon Army Aurochs Beholder Camarid Caribou Demigod Fractal Hamster Hound Inkling "
    "Pangolin Tentacle Triskelavite"
    # creature types of cards a current database has (printed since 2017)
    " Alien Astartes Hero Villain Robot Mount Glimmer Armadillo Porcupine Skunk Possum Gith Dalek Child Toy Sorcerer Mite"
).split()
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Cave",
              "Sphere", "Town", "Urza's", "Mine", "Power-Plant", "Tower")
ARTIFACT_TYPES = ("Equipment", "Vehicle", "Treasure", "Food", "Clue", "Gold", "Fortification", "Blood",
                  "Contraption", "Map", "Powerstone", "Lander", "Junk")  # Lander (EOE), Junk (Doctor Who)
ENCHANTMENT_TYPES = ("Aura", "Curse", "Saga", "Shrine", "Class", "Background", "Rune", "Cartouche", "Case",
                     "Role", "Room", "Shard")
SPELL_TYPES = ("Arcane", "Trap", "Adventure", "Lesson")
PLANESWALKER_TYPES = (
    "Ajani Chandra Garruk Gideon Jace Liliana Nissa Sorin Elspeth Karn Teferi Ugin Vraska Nicol Bolas Tezzeret "
    "Tamiyo Ral Kaya Kiora Sarkhan Tibalt Venser Koth Dovin Domri Huatli Angrath Davriel Saheeli Oko Basri "
    "Calix Lukka Niko Tyvar Wrenn Kasmina Grist Dack Daretti Freyalise Estrid Aminatou Vivien Rowan Will "
    "Serra Urza Kaito Lolth Zariel Ellywick Mordenkainen Minsc Dihada Kiora Nahiri Narset Samut Ob "
    "Arlinn Ashiok Bahamut Dakkon Jaya Jeska Nixilis Szat Teyo Windgrace Xenagos Yanggu Yanling"  # rest of 205.3j
).split()

SUBTYPES: tuple[str, ...] = tuple(dict.fromkeys(
    CREATURE_TYPES + list(LAND_TYPES) + list(ARTIFACT_TYPES) + list(ENCHANTMENT_TYPES) + list(SPELL_TYPES)
    + PLANESWALKER_TYPES))

_IRREGULAR_PLURALS = {
    "Elf": "elves", "Dwarf": "dwarves", "Wolf": "wolves", "Werewolf": "werewolves", "Merfolk": "merfolk", "Fungus": "fungi",
    "Kithkin": "kithkin", "Mouse": "mice", "Sheep": "sheep", "Fish": "fish", "Ox": "oxen", "Moonfolk": "moonfolk",
    "Sphinx": "sphinxes", "Plains": "plains", "Homunculus": "homunculi", "Octopus": "octopuses",
    "Djinn": "djinn", "Efreet": "efreet", "Samurai": "samurai", "Kor": "kor", "Cyclops": "cyclopes",
    "Sorcery": "sorceries", "Nautilus": "nautiluses", "Lammasu": "lammasu", "Zubera": "zubera",
    "Atog": "atogs", "Yeti": "yeti", "Cephalid": "cephalids", "Naga": "naga", "Harpy": "harpies",
    "Ferret": "ferrets", "Gnome": "gnomes", "Pegasus": "pegasi", "Mongoose": "mongooses", "Sable": "sables",
    "Rabbit": "rabbits", "Assembly-Worker": "assembly-workers", "Urza's": "urza's", "Gold": "gold",
    "Blood": "blood", "Food": "foods", "Treasure": "treasures", "Aurochs": "aurochs", "Caribou": "caribou",
    "Hero": "heroes", "Gith": "gith", "Child": "children",
    "Junk": "junk",
}


def plural(word: str) -> str:
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    low = word.lower()
    if low.endswith(("s", "x", "ch", "sh")):
        return low + "es"
    if low.endswith("y") and low[-2:-1] not in "aeiou":
        return low[:-1] + "ies"
    return low + "s"


SUBTYPE_BY_WORD: dict[str, str] = {}
for _sub in SUBTYPES:
    SUBTYPE_BY_WORD.setdefault(_sub.lower(), _sub)
    SUBTYPE_BY_WORD.setdefault(plural(_sub), _sub)


def subtype_regex() -> str:
    """All singular and plural subtype words, longest first so the regex prefers whole words."""
    import re

    words = sorted(SUBTYPE_BY_WORD, key=len, reverse=True)
    return "|".join(re.escape(w) for w in words)


TYPE_BY_WORD: dict[str, str] = {}
for _t in CARD_TYPES:
    TYPE_BY_WORD[_t.lower()] = _t
    TYPE_BY_WORD[plural(_t)] = _t
TYPE_BY_WORD["sorceries"] = "Sorcery"
COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_WORD = {v: k for k, v in COLOR_LETTER.items()}
