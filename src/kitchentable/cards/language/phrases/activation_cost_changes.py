"""Static abilities that change other objects' activation costs (601.2f by way of 602.2b, and 605.3a for mana
abilities): "Activated abilities of creatures you control cost {1} less to activate." (Biomancer's Familiar,
Blossoming Tortoise's lands), "Equip abilities you activate cost {1} less to activate." (Fighter Class),
"Abilities you activate that aren't mana abilities cost {2} less to activate." (Zirda), "Activated abilities cost
{2} more to activate unless they're mana abilities." (Suppression Field), each reduction with or without "This
effect can't reduce the mana in that cost to less than one mana."

Each compiles to a `StaticAbility` "activation_cost_change" the kernel reads as it works out an activation's total
cost (`rules.casting.activation_cost_changes`). A reduction of colored mana, and one on this object's own
abilities, are refused: the kernel takes off generic mana only and reads the group against other objects."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, Ref, StaticAbility
from kitchentable.rules.concepts.mana import ManaCost

KIND = "activation_cost_change"


def _acc_mana_and_change(ch: list[Any]) -> tuple[int, str, bool]:
    """The generic mana of the change, "less" or "more", and whether the one-mana floor was said."""
    mana = [t for t in ch if isinstance(t, Token) and t.type == "MANA"]
    cost = ManaCost.parse("".join(str(t) for t in mana))
    if cost.colored or cost.hybrid or cost.phyrexian or cost.x or len(mana) != 1:
        raise Unsupported("an activation cost change of colored or variable mana")
    change = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("less", "more"))
    floor = any(isinstance(t, Tree) and t.data == "acc_floor" for t in ch)
    return cost.generic, change, floor


def _acc_up_to(ch: list[Any]) -> tuple[tuple[str, Any], ...]:
    """"cost up to {2} less" (Fluctuator): the kernel always takes off the most it may (paying more than the
    reduced cost is never better for the player), the render says "up to"."""
    return (("up_to", True),) if any(isinstance(t, Tree) and t.data == "acc_up_to" for t in ch) else ()


def _acc_ability(ch: list[Any], affected: Filter | None, *extra: tuple[str, Any]) -> Any:
    n, change, floor = _acc_mana_and_change(ch)
    params: tuple[tuple[str, Any], ...] = (("change", change), *extra)
    if floor:
        params += (("floor_one", True),)
    return ("static", StaticAbility(KIND, affected, power=n, params=params))


class ActivationCostChangesPhrases(PhraseBase):
    """"Activated abilities of [group] cost {N} less/more to activate." and its keyword and nonmana forms."""

    def acc_floor(self, ch: list[Any]) -> Any:
        return Tree("acc_floor", [])

    def acc_up_to(self, ch: list[Any]) -> Any:
        return Tree("acc_up_to", [])

    def acc_enchanted_change(self, ch: list[Any]) -> Any:
        """"Enchanted artifact's activated abilities cost {2} less to activate." (Power Artifact): the permanent the
        Aura is attached to."""
        kind = next(str(t) for t in ch if isinstance(t, Token) and str(t).endswith("'s")).removesuffix("'s")
        return _acc_ability(ch, Filter(types=frozenset({kind.capitalize()}), attached=True), ("said", "enchanted"))

    def acc_group_change(self, ch: list[Any]) -> Any:
        """"Activated abilities of creatures you control cost {1} less to activate." (602.2b, 601.2f)."""
        group = next(c for c in _clean(ch) if isinstance(c, (Filter, Ref, tuple)))
        if isinstance(group, tuple):
            raise Unsupported("an activation cost change for two groups")
        if isinstance(group, Ref) and group.kind == "self":
            raise Unsupported("a change to this object's own activation costs")
        return _acc_ability(ch, self._group(group))

    def acc_keyword_change(self, ch: list[Any]) -> Any:
        """"Equip abilities you activate cost {1} less to activate." (the abilities of that keyword, 702)."""
        keyword = next(str(t) for t in ch if isinstance(t, Token) and t.type == "ACC_KEYWORD")
        return _acc_ability(ch, None, ("whose", "you"), ("keyword", keyword), *_acc_up_to(ch))

    def acc_yours_nonmana_change(self, ch: list[Any]) -> Any:
        """"Abilities you activate that aren't mana abilities cost {2} less to activate." (Zirda)."""
        return _acc_ability(ch, None, ("whose", "you"), ("nonmana", True))

    def acc_all_nonmana_change(self, ch: list[Any]) -> Any:
        """"Activated abilities cost {2} more to activate unless they're mana abilities." (Suppression Field)."""
        return _acc_ability(ch, None, ("nonmana", True))
