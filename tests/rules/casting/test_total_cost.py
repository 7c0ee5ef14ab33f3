"""The total cost (601.2f): document 001's worked example, reductions floored at zero, cost increases."""

from __future__ import annotations

from kitchentable.rules.abilities import (
    AlternativeCost,
    Amount,
    CardDef,
    Cost,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.scenario import Scenario
from tests.rules.cards import (
    BEARS,
    BOLT,
    FOREST,
    GIANT_GROWTH,
    MOUNTAIN,
    PLAINS,
    SPHERE,
)

SACRED_BEASTS = CardDef(
    name="Summon Test", mana_cost=ManaCost.parse("{X}{W}{W}{W}"), types=frozenset({"Sorcery"}),
    alternative_costs=(AlternativeCost(Cost(mana=ManaCost.parse("{2}")), "the Baptism's cost"),),
    spell=Modal((Mode((Simple("gain_life", Ref("you"), Amount("x")),)),)),
)
MINUS_TWO = CardDef(name="Reduction Test", types=frozenset({"Artifact"}),
                    static=(StaticAbility("cost_reduction", power=2, params=(("whose", "you"),)),))


def test_601_2f_document_001_worked_example() -> None:
    """X=4 chosen, the {2} alternative cost replaces {4}{W}{W}{W}, +{1} increase, -{2} reduction: pay {1};
    the spell resolves with X=4 (R-C-3)."""
    s = Scenario()
    spell = s.hand(0, SACRED_BEASTS)
    land = s.battlefield(0, PLAINS)
    s.battlefield(1, SPHERE)
    s.battlefield(0, MINUS_TWO)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    game.apply(("x", 4))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{1}",)
    game.apply(("pay",))
    assert game.state.objects[land].tapped
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 24


def test_601_2f_reductions_floor_at_zero() -> None:
    s = Scenario()
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MINUS_TWO)
    s.battlefield(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{R}",)


def test_601_2f_sphere_increase_applies_to_every_spell() -> None:
    s = Scenario()
    s.battlefield(1, SPHERE)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    assert ("cast", growth) not in game.legal_actions()  # {G} + {1} with one Forest: not offered
    s2 = Scenario()
    s2.battlefield(1, SPHERE)
    growth = s2.hand(0, GIANT_GROWTH)
    s2.battlefield(0, FOREST)
    s2.battlefield(0, FOREST)
    bears = s2.battlefield(0, BEARS)
    game = s2.start("main1")
    game.apply(("cast", growth))
    game.apply(("target", bears))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{1}{G}",)


def test_601_2f_a_cost_reduction_with_a_condition_applies_only_while_it_holds() -> None:
    """A static cost change with a condition (checked for its controller as the cost is worked out): "As long as
    it's not your turn, spells you cast cost {1} less to cast." written as kernel objects."""
    from kitchentable.rules.abilities import Condition, Filter
    from kitchentable.rules.casting.total_cost import estimated_cost

    naiad = CardDef(name="Test Naiad", mana_cost=ManaCost.parse("{3}{U}"), types=frozenset({"Creature"}), power=2,
                    toughness=4, static=(StaticAbility("cost_reduction", Filter(zone="stack"), power=1,
                                                       condition=Condition("not_your_turn"),
                                                       params=(("whose", "you"),)),))
    for active, generic in ((0, 2), (1, 1)):
        s = Scenario()
        s.battlefield(0, naiad)
        oid = s.hand(0, GIANT_GROWTH)
        game = s.start("main1", active=active)
        cost = estimated_cost(game.state, 0, oid, ManaCost.parse("{2}{G}"))
        assert cost.generic == generic, active


def test_601_2f_a_life_tax_is_added_once_the_spell_targets_the_permanent() -> None:
    from kitchentable.rules.casting.context import CastContext
    from kitchentable.rules.casting.total_cost import life_tax

    dragon = CardDef(name="Test Dragon", mana_cost=ManaCost.parse("{3}{R}{R}"), types=frozenset({"Creature"}), power=5,
                     toughness=4, static=(StaticAbility("life_tax", None, power=3,
                                                        params=(("whose", "opponent"), ("targets", "self"))),))
    s = Scenario()
    d = s.battlefield(1, dragon)
    bears = s.battlefield(1, BEARS)
    bolt = s.hand(0, BOLT)
    game = s.start("main1")

    def tax(seat: int, target: object) -> int:
        return life_tax(game.state, CastContext(kind="spell", controller=seat, stack_id=bolt, source=bolt,
                                                modal=Modal(), targets=((target,),)))

    assert tax(0, d) == 3
    assert tax(0, bears) == 0
    assert tax(1, d) == 0  # its controller's own spells pay nothing
