"""Card definitions built directly from the ability vocabulary, so kernel tests do not depend on the card
language. Each mirrors a real card's rules text."""

from __future__ import annotations

from kitchentable.rules.abilities import (
    ANY_TARGET,
    ActivatedAbility,
    AddMana,
    AlternativeCost,
    Amount,
    CardDef,
    Cost,
    DealDamage,
    DivideDamage,
    Filter,
    Modal,
    Mode,
    ModifyPT,
    OptionalCost,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost

C = ManaCost.parse
CREATURE = Filter(types=frozenset({"Creature"}))


def basic(name: str, sub: str, mana: str) -> CardDef:
    return CardDef(name=name, types=frozenset({"Land"}), subtypes=frozenset({sub}),
                   supertypes=frozenset({"Basic"}),
                   activated=(ActivatedAbility(Cost(tap=True), Modal((Mode((AddMana((mana,)),)),)), is_mana=True),))


PLAINS = basic("Plains", "Plains", "W")
ISLAND = basic("Island", "Island", "U")
SWAMP = basic("Swamp", "Swamp", "B")
MOUNTAIN = basic("Mountain", "Mountain", "R")
FOREST = basic("Forest", "Forest", "G")


def creature(name: str, cost: str, p: int, t: int, *kw: str, sub: str = "Bear") -> CardDef:
    return CardDef(name=name, mana_cost=C(cost), types=frozenset({"Creature"}), subtypes=frozenset({sub}),
                   power=p, toughness=t, keywords=frozenset(kw))


BEARS = creature("Grizzly Bears", "{1}{G}", 2, 2)
SERRA = creature("Serra Angel", "{3}{W}{W}", 4, 4, "flying", "vigilance", sub="Angel")
SWIFTSPEAR = creature("Goblin Piker", "{1}{R}", 2, 1, sub="Goblin")
KNIGHT = creature("White Knight", "{W}{W}", 2, 2, "first strike", "protection from black", sub="Knight")
COLOSSUS = creature("Craw Wurm", "{4}{G}{G}", 6, 4, sub="Wurm")
TRAMPLER = creature("Trained Armodon", "{1}{G}{G}", 3, 3, "trample", sub="Elephant")

BOLT = CardDef(name="Lightning Bolt", mana_cost=C("{R}"), types=frozenset({"Instant"}),
               spell=Modal((Mode((DealDamage(fixed(3), Ref("target", 0)),), (TargetSpec(ANY_TARGET),)),)))
SHOCK = CardDef(name="Shock", mana_cost=C("{R}"), types=frozenset({"Instant"}),
                spell=Modal((Mode((DealDamage(fixed(2), Ref("target", 0)),), (TargetSpec(ANY_TARGET),)),)))
COUNTERSPELL = CardDef(
    name="Counterspell", mana_cost=C("{U}{U}"), types=frozenset({"Instant"}),
    spell=Modal((Mode((Simple("counter", Ref("target", 0)),), (TargetSpec(Filter(zone="stack", spell_kind="spell")),)),)))
DIVINATION = CardDef(name="Divination", mana_cost=C("{2}{U}"), types=frozenset({"Sorcery"}),
                     spell=Modal((Mode((Simple("draw", Ref("you"), fixed(2)),)),)))
FIREBALL_X = CardDef(name="Blaze", mana_cost=C("{X}{R}"), types=frozenset({"Sorcery"}),
                     spell=Modal((Mode((DealDamage(Amount("x"), Ref("target", 0)),), (TargetSpec(ANY_TARGET),)),)))
FORKED = CardDef(name="Forked Bolt", mana_cost=C("{R}"), types=frozenset({"Sorcery"}),
                 spell=Modal((Mode((DivideDamage(fixed(2), 0),), (TargetSpec(ANY_TARGET, 1, 2),)),)))
CHARM = CardDef(
    name="Test Charm", mana_cost=C("{R}"), types=frozenset({"Instant"}),
    spell=Modal((
        Mode((DealDamage(fixed(2), Ref("target", 0)),), (TargetSpec(CREATURE),)),
        Mode((Simple("draw", Ref("you"), fixed(1)),)),
        Mode((Simple("gain_life", Ref("you"), fixed(3)),)),
    )))
GIANT_GROWTH = CardDef(name="Giant Growth", mana_cost=C("{G}"), types=frozenset({"Instant"}),
                       spell=Modal((Mode((ModifyPT(Ref("target", 0), fixed(3), fixed(3)),), (TargetSpec(CREATURE),)),)))
FORCE = CardDef(
    name="Force of Will", mana_cost=C("{3}{U}{U}"), types=frozenset({"Instant"}),
    alternative_costs=(AlternativeCost(Cost(life=1, exile_from_graveyard=Filter(zone="hand", colors=frozenset({"U"})),
                                            exile_count=1)),),
    spell=Modal((Mode((Simple("counter", Ref("target", 0)),), (TargetSpec(Filter(zone="stack", spell_kind="spell")),)),)))
SPHERE = CardDef(name="Sphere of Resistance", mana_cost=C("{2}"), types=frozenset({"Artifact"}),
                 static=(StaticAbility("cost_increase", power=1),))
REDUCER = CardDef(name="Goblin Electromancer", mana_cost=C("{R}{U}"), types=frozenset({"Creature"}),
                  subtypes=frozenset({"Goblin", "Wizard"}), power=2, toughness=2,
                  static=(StaticAbility("cost_reduction", affected=Filter(zone="stack", any_types=frozenset({"Instant", "Sorcery"})),
                                        power=1, params=(("whose", "you"),)),))
ANTHEM = CardDef(name="Glorious Anthem", mana_cost=C("{1}{W}{W}"), types=frozenset({"Enchantment"}),
                 static=(StaticAbility("anthem", Filter(types=frozenset({"Creature"}), controller="you"), 1, 1),))
ELVES = CardDef(name="Llanowar Elves", mana_cost=C("{G}"), types=frozenset({"Creature"}), subtypes=frozenset({"Elf", "Druid"}),
                power=1, toughness=1,
                activated=(ActivatedAbility(Cost(tap=True), Modal((Mode((AddMana(("G",)),)),)), is_mana=True),))
SOUL_WARDEN = CardDef(
    name="Soul Warden", mana_cost=C("{W}"), types=frozenset({"Creature"}), subtypes=frozenset({"Human", "Cleric"}),
    power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("enters", Filter(types=frozenset({"Creature"}), other=True)),
                                Modal((Mode((Simple("gain_life", Ref("you"), fixed(1)),)),)),
                                text="Whenever another creature enters, you gain 1 life."),))
KICKER_CARD = CardDef(
    name="Burst Lightning", mana_cost=C("{R}"), types=frozenset({"Instant"}),
    optional_costs=(OptionalCost(Cost(mana=C("{4}"))),),
    spell=Modal((Mode((
        __import__("kitchentable.rules.abilities", fromlist=["Conditional"]).Conditional(
            __import__("kitchentable.rules.abilities", fromlist=["Condition"]).Condition("kicked"),
            (DealDamage(fixed(4), Ref("target", 0)),), (DealDamage(fixed(2), Ref("target", 0)),)),
    ), (TargetSpec(ANY_TARGET),)),)))
SAC_CARD = CardDef(
    name="Bone Splinters", mana_cost=C("{B}"), types=frozenset({"Sorcery"}),
    additional_costs=(Cost(sacrifice=Filter(types=frozenset({"Creature"}), controller="you")),),
    spell=Modal((Mode((Simple("destroy", Ref("target", 0)),), (TargetSpec(CREATURE),)),)))


class TestPool:
    """Name lookup for the cards above, so records of games with them replay."""

    def __init__(self) -> None:
        self.cards = {c.name: c for c in globals().values() if isinstance(c, CardDef)}

    def get(self, name: str) -> CardDef:
        return self.cards[name]


POOL = TestPool()
