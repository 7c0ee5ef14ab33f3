"""The keyword table (702): every keyword the card language knows, with its rule number.

Two kinds of keyword:
- *named* keywords the kernel reads by name from a permanent's characteristics (flying in 509.1b, trample in
  510.1c...). They go into `CardDef.keywords` as lower-case strings.
- *ability* keywords that are shorthand for an activated, triggered, static or cost ability (cycling is an
  activated ability from the hand, prowess a triggered ability). The compiler expands them into the
  kernel's ability objects (`keyword_expansion.expand_keyword`).

A keyword with a parameter (a mana cost, a quality, a land type) is written as a regular expression group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Keyword:
    """One row of the table: its name, rule, whether the kernel reads it by name, and its pattern."""

    name: str
    rule: str
    named: bool
    pattern: str = ""
    summary: str = ""
    template: str = ""  # the ability in the card language, "{n}" for the number (compiled by the grammar)

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern, compiled once per keyword (it is matched against every keyword line)."""
        found = _REGEX.get(self.name)
        if found is None or found[0] != self.pattern:
            found = _REGEX[self.name] = (self.pattern, re.compile(self.pattern or re.escape(self.name)))
        return found[1]


_REGEX: dict[str, tuple[str, re.Pattern[str]]] = {}


_COST = r"(?P<cost>(?:\{[^}]+\})+)"
_QUALITY = (r"(?P<quality>white|blue|black|red|green|everything|creatures|artifacts|multicolored|monocolored|"
            r"instants|sorceries|enchantments|(?:white|blue|black|red|green) and from (?:white|blue|black|red|green))")


def _quality_list() -> str:
    """One or more qualities (702.16a, 702.11d): "Goblins", "Demons and from Dragons", "artifacts, creatures,
    and enchantments"; subtypes by their singular or plural word."""
    from kitchentable.cards.language.vocabulary import subtype_regex

    one = (r"(?:white|blue|black|red|green|everything|each color|all colors|multicolored|monocolored|colorless|"
           r"creatures|artifacts|enchantments|instants|sorceries|planeswalkers|lands|" + subtype_regex() + ")")
    return rf"{one}(?:(?:,| and| and from|, and|, and from|, from) {one})*"


_QUALITIES_MORE = _quality_list()

KEYWORDS: tuple[Keyword, ...] = (
    Keyword("deathtouch", "702.2", True, summary="Any damage it deals to a creature is enough to destroy it."),
    Keyword("defender", "702.3", True, summary="It can't attack."),
    Keyword("double strike", "702.4", True, summary="It deals both first-strike and regular combat damage."),
    Keyword("enchant", "702.5", False, r"enchant (?P<what>.+)", "What an Aura can enchant."),
    Keyword("equip", "702.6", False, rf"equip (?:(?P<quality>legendary creature|[a-z'-]+(?: creature)?) )?{_COST}",
            "Attach to a creature you control (with the quality named, 702.6c); sorcery speed."),
    Keyword("first strike", "702.7", True, summary="It deals combat damage before creatures without it."),
    Keyword("flash", "702.8", True, summary="You may cast it any time you could cast an instant."),
    Keyword("flying", "702.9", True, summary="It can't be blocked except by creatures with flying or reach."),
    Keyword("haste", "702.10", True, summary="It can attack and {T} as soon as it comes under your control."),
    Keyword("hexproof", "702.11", True, summary="It can't be the target of spells or abilities your opponents control."),
    Keyword("indestructible", "702.12", True, summary="Damage and \"destroy\" effects don't destroy it."),
    Keyword("intimidate", "702.13", True, summary="It can be blocked only by artifact creatures and creatures sharing a color."),
    Keyword("landwalk", "702.14", True, r"(?P<land>plains|island|swamp|mountain|forest)walk",
            "It can't be blocked as long as defending player controls a land of that type."),
    Keyword("lifelink", "702.15", True, summary="Damage dealt by it also causes you to gain that much life."),
    Keyword("protection", "702.16", True, rf"protection from {_QUALITY}",
            "It can't be blocked, targeted, dealt damage, enchanted or equipped by anything with that quality."),
    Keyword("reach", "702.17", True, summary="It can block creatures with flying."),
    Keyword("shroud", "702.18", True, summary="It can't be the target of spells or abilities."),
    Keyword("trample", "702.19", True, summary="Excess combat damage may be assigned to the player or planeswalker."),
    Keyword("vigilance", "702.20", True, summary="Attacking doesn't cause it to tap."),
    Keyword("ward", "702.21", False, rf"ward {_COST}",
            "Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that "
            "player pays the ward cost."),
    Keyword("banding", "702.22", True, summary="It can attack in a band."),
    Keyword("bushido", "702.45", False, r"bushido (?P<n>\d+)",
            "Whenever it blocks or becomes blocked, it gets +N/+N until end of turn."),
    Keyword("exalted", "702.83", False,
            summary="Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."),
    Keyword("devoid", "702.114", True, summary="This card has no color."),
    Keyword("flanking", "702.25", False, summary="Whenever a creature without flanking blocks it, that blocker gets -1/-1."),
    Keyword("shadow", "702.28", True, summary="It can block or be blocked only by creatures with shadow."),
    Keyword("cycling", "702.29", False, rf"cycling {_COST}", "Pay the cost, discard this card: draw a card."),
    Keyword("kicker", "702.33", False, rf"kicker {_COST}", "You may pay an additional cost as you cast it."),
    Keyword("multikicker", "702.33", False, rf"multikicker {_COST}",
            "You may pay an additional cost any number of times as you cast it."),
    Keyword("buyback", "702.27", False, rf"buyback {_COST}",
            "You may pay an additional cost as you cast it; if you do, it returns to your hand as it resolves."),
    Keyword("flashback", "702.34", False, rf"flashback {_COST}",
            "You may cast it from your graveyard for its flashback cost, then exile it."),
    Keyword("horsemanship", "702.31", True, summary="It can't be blocked except by creatures with horsemanship."),
    Keyword("fear", "702.36", True, summary="It can be blocked only by artifact creatures and black creatures."),
    Keyword("wither", "702.80", True, summary="It deals damage to creatures in the form of -1/-1 counters."),
    Keyword("infect", "702.90", True,
            summary="It deals damage to creatures as -1/-1 counters and to players as poison counters."),
    Keyword("prowess", "702.108", False, summary="Whenever you cast a noncreature spell, it gets +1/+1 until end of turn."),
    Keyword("menace", "702.111", True, summary="It can't be blocked except by two or more creatures."),
    Keyword("delve", "702.66", True, summary="Each card exiled from your graveyard while casting it pays for {1}."),
    Keyword("hideaway", "702.75", False, r"hideaway (?P<n>\d+)",
            "When it enters, look at the top N cards of your library, exile one face down, put the rest on the "
            "bottom in a random order."),
    Keyword("landfall", "207.2c", False, summary="An ability word: \"Whenever a land you control enters, ...\""),
    Keyword("typecycling", "702.29e", False, rf"(?P<what>[a-z]+(?: land)?)cycling {_COST}",
            "Pay the cost, discard this card: search your library for a card of that type, reveal it, put it "
            "into your hand, then shuffle."),
    # Keywords whose whole meaning is one templated sentence: the compiler compiles `template`.
    Keyword("soulshift", "702.46", False, r"soulshift (?P<n>\d+)", "When it dies, you may return a Spirit card.",
            "when ~ dies, you may return target spirit card with mana value {n} or less from your graveyard to "
            "your hand."),
    Keyword("poisonous", "702.70", False, r"poisonous (?P<n>\d+)", "Combat damage to a player gives poison.",
            "whenever ~ deals combat damage to a player, that player gets {n} poison counters."),
    Keyword("annihilator", "702.86", False, r"annihilator (?P<n>\d+)", "Defending player sacrifices permanents.",
            "whenever ~ attacks, defending player sacrifices {n} permanents."),
    Keyword("battle cry", "702.91", False, summary="Other attacking creatures get +1/+0.",
            template="whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."),
    Keyword("afflict", "702.130", False, r"afflict (?P<n>\d+)", "When blocked, defending player loses life.",
            "whenever ~ becomes blocked, defending player loses {n} life."),
    Keyword("afterlife", "702.135", False, r"afterlife (?P<n>\d+)", "When it dies, create Spirit tokens.",
            "when ~ dies, create {n} 1/1 white and black spirit creature tokens with flying."),
    # --- casting keywords (kernel: rules/keywords_casting.py; expansion: language/phrases/casting_keywords.py) ---
    Keyword("convoke", "702.51", True,
            summary="Each creature you tap while casting it pays for {1} or one mana of that creature's color."),
    Keyword("improvise", "702.126", True, summary="Each artifact you tap while casting it pays for {1}."),
    Keyword("affinity", "702.41", True, r"affinity for (?:artifacts|plains|islands|swamps|mountains|forests)",
            "It costs {1} less to cast for each permanent of that kind you control."),
    Keyword("storm", "702.40", True,
            summary="When you cast it, copy it for each other spell cast before it this turn."),
    Keyword("split second", "702.61", True,
            summary="While it's on the stack, players can't cast spells or activate non-mana abilities."),
    Keyword("madness", "702.35", False, rf"madness {_COST}",
            "If you discard it, you discard it into exile, and you may cast it for its madness cost."),
    Keyword("suspend", "702.62", False, rf"suspend (?P<n>\d+)—{_COST}",
            "Rather than cast it, pay the suspend cost and exile it with N time counters; at your upkeep remove "
            "one; when the last is removed, you may cast it without paying its mana cost."),
    Keyword("cascade", "702.85", True,
            summary="When you cast it, exile cards from the top of your library until a nonland card with lesser "
                    "mana value; you may cast that card free; the rest go to the bottom."),
    Keyword("rebound", "702.88", True,
            summary="If you cast it from your hand, exile it as it resolves; at your next upkeep you may cast it "
                    "from exile without paying its mana cost."),
    Keyword("retrace", "702.81", True,
            summary="You may cast it from your graveyard by discarding a land card in addition to its other costs."),
    Keyword("surge", "702.117", False, rf"surge {_COST}",
            "You may cast it for its surge cost if you've cast another spell this turn."),
    Keyword("entwine", "702.42", False, rf"entwine {_COST}",
            "You may pay an additional cost as you cast it; if you do, you choose all its modes."),
    Keyword("transmute", "702.53", False, rf"transmute {_COST}",
            "Pay the cost, discard this card: search your library for a card with the same mana value, reveal "
            "it, put it into your hand, then shuffle. Activate only as a sorcery."),
    Keyword("overload", "702.96", False, rf"overload {_COST}",
            "You may cast it for its overload cost; if you do, \"target\" in its text becomes \"each\"."),
    Keyword("awaken", "702.113", False, rf"awaken (?P<n>\d+)—{_COST}",
            "If you cast it for its awaken cost, also put N +1/+1 counters on target land you control; it "
            "becomes a 0/0 Elemental creature with haste that's still a land."),
    Keyword("conspire", "702.78", False,
            summary="As you cast it, you may tap two untapped creatures you control that share a color with it; "
                    "when you do, copy it."),
    Keyword("replicate", "702.56", False, rf"replicate {_COST}",
            "When you cast it, copy it for each time you paid its replicate cost."),
    Keyword("escalate", "702.120", False, rf"escalate {_COST}", "Pay this cost for each mode beyond the first."),
    Keyword("ripple", "702.60", False, r"ripple (?P<n>\d+)",
            "When you cast it, you may reveal the top N cards of your library and cast those with its name free."),
    Keyword("bestow", "702.103", False, rf"bestow {_COST}",
            "You may cast it for its bestow cost as an Aura with enchant creature; it becomes a creature again "
            "when it's unattached."),
    Keyword("miracle", "702.94", False, rf"miracle {_COST}",
            "You may cast it for its miracle cost when you draw it if it's the first card you drew this turn."),
    Keyword("splice", "702.47", False, rf"splice onto arcane {_COST}",
            "As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost to add "
            "its effects to that spell."),
    Keyword("fuse", "702.102", True, summary="You may cast one or both halves of this card from your hand."),
    Keyword("aftermath", "702.127", True,
            summary="Cast this half of the split card only from your graveyard; then exile it."),
    Keyword("cipher", "702.99", True,
            summary="Then you may exile this spell card encoded on a creature you control; whenever that "
                    "creature deals combat damage to a player, you may cast a copy of it free."),
    Keyword("recover", "702.59", False, rf"recover {_COST}",
            "When a creature is put into your graveyard from the battlefield, you may pay the cost to return "
            "this card from your graveyard to your hand; otherwise exile it."),
    Keyword("emerge", "702.119", False, rf"emerge {_COST}",
            "You may cast it by sacrificing a creature and paying the emerge cost reduced by that creature's mana "
            "value."),
    Keyword("evoke", "702.74", False, rf"evoke {_COST}",
            "You may cast it for its evoke cost; if you do, it's sacrificed when it enters."),
    Keyword("dash", "702.109", False, rf"dash {_COST}",
            "You may cast it for its dash cost; if you do, it gains haste and returns to your hand at the "
            "beginning of the next end step."),
    Keyword("unearth", "702.84", False, rf"unearth {_COST}",
            "Return it from your graveyard to the battlefield; it gains haste; exile it at the next end step or "
            "if it would leave. Activate only as a sorcery."),
    # --- face-down spells and permanents (language/phrases/faces.py expands them) ---
    Keyword("morph", "702.37a", False, r"morph(?: (?P<cost>(?:\{[^}]+\})+)|—(?P<text>.+))",
            "You may cast it face down as a 2/2 creature for {3}; turn it face up any time for its morph cost."),
    Keyword("megamorph", "702.37b", False, r"megamorph(?: (?P<cost>(?:\{[^}]+\})+)|—(?P<text>.+))",
            "Morph, and it gets a +1/+1 counter when turned face up for its megamorph cost."),
    # --- keywords of permanents (language/phrases/keyword_abilities.py expands them, rules/keywords_permanents.py) ---
    Keyword("echo", "702.30", False, rf"echo {_COST}",
            "At the beginning of your upkeep, if it came under your control since your last upkeep, sacrifice it "
            "unless you pay the echo cost."),
    Keyword("cumulative upkeep", "702.24", False, rf"cumulative upkeep(?: {_COST}|—(?P<other>pay \d+ life))",
            "At your upkeep, put an age counter on it; pay the cost for each age counter or sacrifice it."),
    Keyword("persist", "702.79", False,
            summary="When it dies, if it had no -1/-1 counters, return it with a -1/-1 counter on it."),
    Keyword("undying", "702.93", False,
            summary="When it dies, if it had no +1/+1 counters, return it with a +1/+1 counter on it."),
    Keyword("bloodthirst", "702.54", False, r"bloodthirst (?P<n>\d+)",
            "If an opponent was dealt damage this turn, it enters with N +1/+1 counters."),
    Keyword("fading", "702.32", False, r"fading (?P<n>\d+)",
            "It enters with N fade counters; at your upkeep remove one, and if you can't, sacrifice it."),
    Keyword("vanishing", "702.63", False, r"vanishing (?P<n>\d+)",
            "It enters with N time counters; at your upkeep remove one; when the last is removed, sacrifice it."),
    Keyword("renown", "702.112", False, r"renown (?P<n>\d+)",
            "When it deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it; it "
            "becomes renowned."),
    Keyword("fabricate", "702.123", False, r"fabricate (?P<n>\d+)",
            "When it enters, put N +1/+1 counters on it or create N 1/1 Servo artifact creature tokens."),
    Keyword("outlast", "702.107", False, rf"outlast {_COST}",
            "Pay the cost, {T}: put a +1/+1 counter on it; only as a sorcery."),
    Keyword("reinforce", "702.77", False, rf"reinforce (?P<n>\d+)—{_COST}",
            "Pay the cost, discard this card: put N +1/+1 counters on target creature."),
    Keyword("ingest", "702.115", False,
            summary="Whenever it deals combat damage to a player, that player exiles the top card of their library."),
    Keyword("extort", "702.101", False,
            summary="Whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you "
                    "gain that much life."),
    Keyword("changeling", "702.73", False, summary="This object is every creature type."),
    Keyword("skulk", "702.118", True, summary="It can't be blocked by creatures with greater power."),
    Keyword("rampage", "702.23", False, r"rampage (?P<n>\d+)",
            "Whenever it becomes blocked, it gets +N/+N for each creature blocking it beyond the first."),
    Keyword("modular", "702.43", False, r"modular (?P<n>\d+)",
            "It enters with N +1/+1 counters; when it dies, you may put its +1/+1 counters on target artifact "
            "creature."),
    Keyword("graft", "702.58", False, r"graft (?P<n>\d+)",
            "It enters with N +1/+1 counters; whenever another creature enters, you may move one onto it."),
    Keyword("living weapon", "702.92", False,
            summary="When this Equipment enters, create a 0/0 black Phyrexian Germ token and attach this to it."),
    Keyword("dethrone", "702.105", False,
            summary="Whenever it attacks the player with the most life or tied for most, put a +1/+1 counter on it."),
    Keyword("unleash", "702.98", False,
            summary="You may have it enter with a +1/+1 counter; it can't block as long as it has a +1/+1 counter."),
    Keyword("scavenge", "702.97", False, rf"scavenge {_COST}",
            "Pay the cost, exile this card from your graveyard: put +1/+1 counters equal to its power on target "
            "creature; only as a sorcery."),
    Keyword("evolve", "702.100", False,
            summary="Whenever a creature with greater power or toughness enters under your control, put a +1/+1 "
                    "counter on it."),
    Keyword("totem armor", "702.89", False,
            summary="If enchanted permanent would be destroyed, instead remove all damage from it and destroy "
                    "this Aura."),
    Keyword("crew", "702.122", False, r"crew (?P<n>\d+)",
            "Tap other untapped creatures you control with total power N or greater: this Vehicle becomes an "
            "artifact creature until end of turn."),
    Keyword("dredge", "702.52", True, r"dredge (?P<n>\d+)",
            "If you would draw a card, you may mill N cards instead and return this card from your graveyard to "
            "your hand."),
    Keyword("sunburst", "702.44", True,
            summary="It enters with a +1/+1 counter (a charge counter if not a creature) for each color of mana "
                    "spent to cast it."),
    Keyword("champion", "702.72", False, r"champion an? (?P<what>[a-z]+(?: or [a-z]+)?)",
            "When it enters, sacrifice it unless you exile another such permanent you control; when it leaves, "
            "that card returns to the battlefield."),
    Keyword("melee", "702.121", False,
            summary="Whenever it attacks, it gets +1/+1 until end of turn for each opponent you attacked."),
    Keyword("devour", "702.82", True, r"devour (?P<n>\d+)",
            "As it enters, you may sacrifice creatures; it enters with N +1/+1 counters for each."),
    Keyword("amplify", "702.38", True, r"amplify (?P<n>\d+)",
            "As it enters, reveal cards sharing a creature type with it; it enters with N +1/+1 counters for each."),
    Keyword("provoke", "702.39", False,
            summary="Whenever it attacks, you may have target creature defending player controls untap and block "
                    "it if able."),
    Keyword("phasing", "702.26", True,
            summary="It phases in or out before you untap during each of your untap steps; while phased out it's "
                    "treated as though it doesn't exist."),
    Keyword("myriad", "702.116", False,
            summary="Whenever it attacks, for each other opponent you may create a token copy attacking that "
                    "player; exile the tokens at end of combat."),
    Keyword("monstrosity", "701.37", False, rf"{_COST}: monstrosity (?P<n>\d+)",
            "Pay the cost: if it isn't monstrous, put N +1/+1 counters on it; it becomes monstrous."),
    # --- exploit, tribute (language/phrases/keyword_abilities.py; tribute is read by name in the kernel) ---
    Keyword("tribute", "702.104", True, r"tribute (?P<n>\d+)",
            "As it enters, an opponent of your choice may put N +1/+1 counters on it; "
            "\"if tribute wasn't paid\" abilities check whether they did."),
    Keyword("exploit", "702.110", False,
            summary="When it enters, you may sacrifice a creature; \"when ~ exploits a creature\" abilities "
                    "trigger if you do."),
    # --- level up, soulbond (language/phrases/levels.py, keyword_abilities.py expand them) ---
    Keyword("level up", "702.87", False, rf"level up {_COST}",
            "Pay the cost: put a level counter on this. Level up only as a sorcery."),
    Keyword("soulbond", "702.95", False,
            summary="You may pair this creature with another unpaired creature when either enters; they remain "
                    "paired for as long as you control both of them."),
    # --- ward with a life cost, decayed (language/phrases/keyword_abilities.py) ---
    Keyword("ward—pay life", "702.21", False, r"ward—pay (?P<n>\d+) life\.?",
            "Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that "
            "player pays N life."),
    # --- named mechanics of the sets since 2018 (language/phrases/keyword_abilities.py, casting_keywords.py) ---
    Keyword("toxic", "702.164", True, r"toxic (?P<n>\d+)",
            "Players dealt combat damage by this creature also get N poison counters."),
    Keyword("for mirrodin!", "702.163", False,
            summary="When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it."),
    Keyword("training", "702.149", False,
            summary="Whenever this creature attacks with another creature with greater power, put a +1/+1 "
                    "counter on this creature."),
    Keyword("mentor", "702.134", False,
            summary="Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
                    "lesser power."),
    Keyword("blitz", "702.152", False, rf"blitz {_COST}",
            "You may cast it for its blitz cost; if you do, it has haste and \"when this dies, draw a card\", "
            "and it's sacrificed at the beginning of the next end step."),
    Keyword("bargain", "702.166", False,
            summary="You may sacrifice an artifact, enchantment or token as you cast this spell; \"if it was "
                    "bargained\" abilities check whether you did."),
    Keyword("backup", "702.165", False, r"backup (?P<n>\d+)",
            "When this creature enters, put N +1/+1 counters on target creature; if that's another creature, "
            "it gains this creature's other abilities until end of turn."),
    Keyword("spectacle", "702.137", False, rf"spectacle {_COST}",
            "You may cast it for its spectacle cost rather than its mana cost if an opponent lost life this turn."),
    Keyword("foretell", "702.143", False, rf"foretell {_COST}",
            "During your turn you may pay {2} and exile it from your hand face down; cast it on a later turn for "
            "its foretell cost."),
    Keyword("plot", "702.170", False, rf"plot {_COST}",
            "When you could cast a sorcery, pay the plot cost and exile it from your hand; cast it on a later turn "
            "without paying its mana cost, as a sorcery."),
    Keyword("boast", "702.142", False, summary="\"Boast — [Cost]: [Effect]\": activate only if this creature "
            "attacked this turn and only once each turn (a phrase of the card language, language/phrases/keyword_abilities.py)."),
    Keyword("exhaust", "702.177", False, summary="\"Exhaust — [Cost]: [Effect]\": activate only once (a phrase "
            "of the card language, language/phrases/keyword_abilities.py)."),
    Keyword("offspring", "702.175", False, rf"offspring {_COST}",
            "You may pay an additional cost as you cast it; if you did, when it enters, create a 1/1 token copy "
            "of it."),
    Keyword("gift", "702.174", False, r"gift (?P<what>a card|an extra turn|a food|a treasure|a clue|a tapped fish|a fish|an octopus)",
            "You may promise an opponent a gift as you cast this spell; if you do, they get it (before the spell's "
            "other effects, or when the permanent enters)."),
    Keyword("reconfigure", "702.151", False, rf"reconfigure {_COST}",
            "Attach to another target creature you control, or unattach; only as a sorcery. While attached, it "
            "isn't a creature."),
    Keyword("escape", "702.138", False, r"escape—(?P<text>.+)",
            "You may cast it from your graveyard for its escape cost (mana and exiling other cards from your "
            "graveyard)."),
    Keyword("saddle", "702.171", False, r"saddle (?P<n>\d+)",
            "Tap other untapped creatures you control with total power N or greater: this Mount becomes saddled "
            "until end of turn; only as a sorcery."),
    Keyword("jump-start", "702.133", False,
            summary="You may cast this card from your graveyard by discarding a card in addition to paying its other "
                    "costs; then exile it."),
    Keyword("enlist", "702.154", True,
            summary="As it attacks, you may tap a nonattacking creature you control that could attack; when you "
                    "do, it gets +X/+0 until end of turn, X the tapped creature's power."),
    Keyword("riot", "702.136", False,
            summary="You may have it enter with an additional +1/+1 counter; if you don't, it gains haste."),
    Keyword("start your engines!", "702.179", True,
            summary="If you have no speed, it starts at 1; it increases once on each of your turns when an opponent "
                    "loses life; max speed is 4."),
    Keyword("max speed", "702.178", False,
            summary="\"Max speed — [ability]\": the ability works only while your speed is 4 (a phrase of the card "
                    "language, language/phrases/keyword_abilities.py)."),
    Keyword("mobilize", "702.181", False, r"mobilize (?P<n>\d+)",
            "Whenever it attacks, create N tapped and attacking 1/1 red Warrior creature tokens; sacrifice them at "
            "the beginning of the next end step."),
    Keyword("ascend", "702.131", True,
            summary="If you control ten or more permanents, you get the city's blessing for the rest of the game."),
    Keyword("disguise", "702.168", False, rf"disguise {_COST}",
            "You may cast it face down for {3} as a 2/2 creature with ward {2}; turn it face up any time for its "
            "disguise cost."),
    Keyword("ward—discard", "702.21", False, r"ward—discard (?P<what>an? [a-z ]+?|(?P<n>\w+) cards)",
            "Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that "
            "player discards the card(s)."),
    Keyword("ward—sacrifice", "702.21", False, r"ward—sacrifice (?P<what>an? [a-z ]+?|(?P<n>\w+) [a-z ]+?)",
            "Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that "
            "player sacrifices the permanent(s)."),
    # --- copies (language/phrases/copies.py expands them; rules/copies.py) ---
    Keyword("embalm", "702.128", False, rf"embalm {_COST}",
            "Pay the cost, exile this card from your graveyard: create a token that's a copy of it, except it's "
            "a white Zombie with no mana cost. Embalm only as a sorcery."),
    Keyword("eternalize", "702.129", False, rf"eternalize {_COST}",
            "Pay the cost, exile this card from your graveyard: create a token that's a copy of it, except it's "
            "a 4/4 black Zombie with no mana cost. Eternalize only as a sorcery."),
    Keyword("encore", "702.141", False, rf"encore {_COST}",
            "Pay the cost, exile this card from your graveyard: for each opponent, create a token copy that "
            "attacks that opponent this turn if able; they gain haste; sacrifice them at the next end step. "
            "Only as a sorcery."),
    Keyword("squad", "702.157", False, rf"squad {_COST}",
            "As an additional cost to cast this spell, you may pay the cost any number of times. When it enters, "
            "create that many tokens that are copies of it."),
    Keyword("daybound", "702.145", True,
            summary="If it's night, it enters transformed; as it becomes night, it transforms (724: it becomes night "
                    "after a turn in which the active player cast no spells)."),
    Keyword("nightbound", "702.145", True,
            summary="As it becomes day, it transforms (724: it becomes day after a turn in which the active player "
                    "cast two or more spells)."),
    Keyword("disturb", "702.146", False, rf"disturb {_COST}",
            "You may cast this card from your graveyard transformed for its disturb cost."),
    Keyword("casualty", "702.153", False, r"casualty (?P<n>\d+)",
            "As an additional cost, you may sacrifice a creature with power N or greater; when you cast this "
            "spell, if you did, copy it (you may choose new targets for the copy)."),
    # --- partner with, spree, warp, harmonize (language/phrases/keyword_abilities.py, casting_keywords.py) ---
    Keyword("partner", "702.124", True,
            summary="Deck construction in Commander only (702.124a): no effect in a game without a commander."),
    Keyword("partner with", "702.124", False, r"partner with (?P<name>.+)",
            "When this permanent enters, target player may search their library for a card named [name], "
            "reveal it, put it into their hand, then shuffle (702.124f); the rest is Commander deck construction."),
    Keyword("partner—", "702.124", True, r"partner—(?P<what>[a-z&' ]+)",
            "A partner variant (Partner—Survivors and the like): Commander deck construction only."),
    Keyword("friends forever", "702.124", True,
            summary="A partner variant (702.124g): Commander deck construction only."),
    Keyword("choose a background", "702.124", True,
            summary="A partner variant for Backgrounds (newer than the bundled CR): Commander deck construction only."),
    Keyword("doctor's companion", "702.124", True,
            summary="A partner variant (newer than the bundled CR): Commander deck construction only."),
    Keyword("warp", "702.185", False, rf"warp {_COST}",
            "You may cast it from your hand for its warp cost; then exile it at the beginning of the next end step, "
            "and you may cast it from exile on a later turn."),
    Keyword("harmonize", "702.180", False, rf"harmonize {_COST}",
            "You may cast it from your graveyard for its harmonize cost, tapping a creature you control to reduce "
            "that cost by its power; then exile it."),
    Keyword("prototype", "702.160", False, rf"prototype {_COST} — (?P<power>\d+)/(?P<toughness>\d+)",
            "You may cast this spell with its prototype mana cost, power and toughness (its color from that cost); "
            "it is a permanent with those characteristics (718.3)."),
    Keyword("impending", "702.176", False, rf"impending (?P<n>\d+)—{_COST}",
            "You may cast it for its impending cost; then it enters with N time counters and isn't a creature while "
            "it has one; at the beginning of your end step, remove a time counter from it."),
    Keyword("cleave", "702.148", False, rf"cleave {_COST}",
            "You may cast this spell for its cleave cost; if you do, the words in square brackets are removed."),
    Keyword("web-slinging", "702", False, rf"web-slinging {_COST}",
            "You may cast this spell for its web-slinging cost if you also return a tapped creature you control to "
            "its owner's hand (Spider-Man, 2025; newer than the bundled CR)."),
    Keyword("mayhem", "702", False, rf"mayhem {_COST}",
            "You may cast this card from your graveyard for its mayhem cost if you discarded it this turn; timing "
            "rules still apply (Spider-Man, 2025; newer than the bundled CR)."),
    Keyword("spree", "702.172", True,
            summary="Choose one or more modes; pay each chosen mode's additional cost (\"+ {cost} — mode\" lines)."),
    # --- protection and hexproof qualities (language/phrases/static_abilities.py writes them in canonical form) ---
    Keyword("protection from", "702.16", False, rf"(?i)protection from (?P<quality>{_QUALITIES_MORE})",
            "It can't be blocked, targeted, dealt damage, enchanted or equipped by anything with that quality "
            "(a subtype, each color, monocolored, a card type...)."),
    Keyword("hexproof from", "702.11", False, rf"(?i)hexproof from (?P<quality>{_QUALITIES_MORE})",
            "It can't be the target of spells or abilities with that quality your opponents control."),
    # --- haunt (language/phrases/keyword_abilities.py expands it) ---
    Keyword("haunt", "702.55", False,
            summary="When this creature dies (a spell: is put into a graveyard after resolving), exile it "
                    "haunting target creature."),
    # --- station (language/phrases/levels.py expands it; the bundled CR predates it) ---
    Keyword("station", "702.184", False,
            summary="Tap another untapped creature you control: put charge counters equal to its power on this "
                    "permanent. Station only as a sorcery."),
    # --- ravenous (language/phrases/keyword_abilities.py expands it, rules/keywords/ravenous.py) ---
    Keyword("ravenous", "702.156", False,
            summary="It enters with X +1/+1 counters; when it enters, if X is 5 or more, draw a card."),
    # --- ninjutsu (language/phrases/keyword_abilities.py expands it, rules/keywords/ninjutsu.py) ---
    Keyword("ninjutsu", "702.49", False, rf"ninjutsu {_COST}",
            "Pay the cost, reveal this card from your hand and return an unblocked attacker you control to its "
            "owner's hand: put this card onto the battlefield tapped and attacking what that creature attacked."),
    # --- mutate (language/phrases/mutate.py expands it, rules/keywords/mutate.py) ---
    Keyword("mutate", "702.140", False, rf"mutate {_COST}",
            "You may cast it for its mutate cost targeting a non-Human creature you own; it merges with that "
            "creature, over or under it, instead of entering."),
    # --- craft (language/phrases/keyword_abilities.py expands it, rules/keywords/craft.py) ---
    Keyword("craft", "702.167", False, rf"craft with (?P<materials>[a-z' -]+?) {_COST}",
            "Pay the cost, exile this permanent and the materials from among permanents you control and/or cards "
            "in your graveyard: return this card transformed under its owner's control; sorcery speed."),
    # --- job select (language/phrases/keyword_abilities.py expands it; the bundled CR predates it) ---
    Keyword("job select", "702.182", False,
            summary="When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it."),
)

_BY_NAME = {k.name: k for k in KEYWORDS}


def keyword(name: str) -> Keyword:
    return _BY_NAME[name]


@lru_cache(maxsize=65_536)
def match_keyword(text: str) -> tuple[Keyword, re.Match[str]] | None:
    """The table row whose pattern matches all of `text` (lower-case, no trailing period), if any. The table
    is fixed, so the answer for a text is kept: an import asks it of every phrase of every card, some
    hundred patterns tried one after another, and a database repeats its phrases."""
    for kw in KEYWORDS:
        m = kw.regex.fullmatch(text)
        if m is not None:
            return kw, m
    return None


def rule_of(keyword_text: str) -> str:
    """The rule number of a keyword as it appears in `CardDef.keywords` ("protection from red" -> 702.16)."""
    found = match_keyword(keyword_text)
    return found[0].rule if found else ""
