"""Linked targets: "~ deals 1 damage to target player and 1 damage to target creature that player controls."
(Searing Blaze, Chandra, Pyromaster, Soul of Shandalar, Ravager of the Fells).

Targets are chosen in the order written (601.2c), so "that player" in a later target's description is the player
chosen for the most recent earlier target player (or opponent) group of the same ability. The description keeps
the controller "that_player" (said "that player controls") and its target group names the player group
(`TargetSpec.controlled_by_group`); the kernel's `rules.concepts.linked_targets` reads it when targets are chosen
and again on resolution (608.2b).

A target reads it, and so does an "each" group ("... and 1 damage to each creature that player controls", Chandra's
Fury: `Ref("all")` whose `index` names the player group, read on resolution). An amount ("the number of nonbasic
lands that player controls"), a description with no earlier target player and a link inside a mode
(`compile._modal`) are refused. In a creature's own combat damage trigger the phrase keeps its
meaning there (`damaged_player`). A count of what the target player controls ("for each Mountain target opponent
controls", "the number of nonbasic lands that player controls") reads the group too (`_linked_counts`).

"Creatures target player controls get +1/+1 until end of turn." / "Destroy all creatures target opponent
controls.": the words make their own target player group where they stand (`sf_target_player_controls`), and the
group reads it as "that player controls" does (controller "target_player" / "target_opponent", said as printed).
"Those creatures" / "them" after it keep the link (`Ref("those")`), and so does "for each creature target player
controls, ..." and "... don't untap during that player's next untap step" (502.3).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import Amount, Filter, ForEach, Ref, Simple, TargetSpec

THAT_PLAYER = "that_player"
TARGET_PLAYER = "target_player"
TARGET_OPPONENT = "target_opponent"
LINKED_CONTROLLERS = (THAT_PLAYER, TARGET_PLAYER, TARGET_OPPONENT)
"""A description's controller read from a target player group: "that player controls" names an earlier group,
"target player controls" / "target opponent controls" its own group, made where the words are."""


class LinkedTargetsPhrases(PhraseBase):
    """"target creature that player controls" after "target player" in the same ability."""

    def sf_damaged_player_controls(self, ch: list[Any]) -> Any:
        if getattr(self, "damaged_player_defends", False):
            return super().sf_damaged_player_controls(ch)  # type: ignore[misc]
        if self._player_group() is None:
            raise Unsupported("'that player controls' with no target player before it")

        def that_player(d: Desc) -> None:
            d.fields["controller"] = THAT_PLAYER
        return that_player

    def sf_target_player_controls(self, ch: list[Any]) -> Any:
        return self._own_player_group(TARGET_PLAYER, Filter(only_players=True))

    def sf_target_opponent_controls(self, ch: list[Any]) -> Any:
        return self._own_player_group(TARGET_OPPONENT, Filter(only_players=True, opponents_only=True))

    def _own_player_group(self, controller: str, player: Filter) -> Any:
        """"Creatures target player controls": the target player is a target group of its own, made where the
        words are (targets are chosen in the order written, 601.2c); the description then reads that group as
        "that player controls" does. "It" still names what it named before: the player is not an object."""
        before = self.last_ref
        self._target(player)
        self.last_ref = before

        def chosen_player(d: Desc) -> None:
            d.fields["controller"] = controller
        return chosen_player

    def _player_group(self) -> int | None:
        """The index (within this ability) of the most recent target group that targets only players."""
        for i in range(len(self.targets) - 1, -1, -1):
            if self.targets[i].filter.only_players:
                return i
        return None

    def _target(self, flt: Filter, lo: int = 1, hi: int = 1, label: str = "") -> Ref:
        group = self._player_group() if flt.controller == THAT_PLAYER else None
        ref: Ref = super()._target(flt, lo, hi, label)
        if group is not None:
            self.targets[-1] = replace(self.targets[-1], controlled_by_group=self.offset + group)
        return ref

    def _that_player(self) -> Ref:
        """"That player" after a linked target ("... target creature that player controls. That player ...") is
        the target player the creature was chosen for, not the creature's controller read again."""
        if self.targets and self.targets[-1].controlled_by_group is not None:
            return Ref("target", self.targets[-1].controlled_by_group)
        ref: Ref = super()._that_player()
        return ref

    def o_all(self, ch: list[Any]) -> Ref:
        """"each creature that player controls" (Chandra's Fury): every object that matches, controlled by the
        player chosen for the group (`Ref.index`), read as the spell or ability resolves (608.2b, 608.2h)."""
        ref: Ref = super().o_all(ch)  # type: ignore[misc]
        if ref.filter is not None and ref.filter.controller in LINKED_CONTROLLERS:
            group = self._player_group()
            if group is None:
                raise Unsupported("'each ... that player controls' with no target player before it")
            ref = replace(ref, index=self.offset + group)
            self.last_ref = ref
        return ref

    def skip_next_untap_linked(self, ch: list[Any]) -> list[Any]:
        """"Creatures target player controls don't untap during that player's next untap step." (502.3): the group
        is that player's as the spell resolves, so that player is each permanent's controller then, and the kernel
        marks each to stay tapped in its controller's next untap step. Partial: a permanent that changes control
        before that untap step stays tapped in its new controller's untap step instead. Only a linked group: for
        any other subject "their" or "that player's" may be another player."""
        subject = next(c for c in ch if isinstance(c, Ref))
        words = [str(c) for c in ch if isinstance(c, Token)]
        if not is_linked_group(subject):
            raise Unsupported("'that player's next untap step' for a group not controlled by a target player")
        whose = next(w for w in words if w in ("that player's", "their"))
        said, named = self.pronoun
        they = (("they", True),) if said == "they" and named is subject else ()  # for the rendering only
        return [Simple("skip_next_untap", subject, params=(("whose", whose), *they))]

    def for_each(self, ch: list[Any]) -> list[Any]:
        """"For each creature target player controls, ...": the group is that player's, as "each" reads it."""
        out: list[Any] = super().for_each(ch)  # type: ignore[misc]
        each = out[0].each if len(out) == 1 and isinstance(out[0], ForEach) else None
        if each is not None and is_linked_filter(each.filter):
            group = self._player_group()
            if group is None:
                raise Unsupported("'for each ... that player controls' with no target player before it")
            out = [replace(out[0], each=replace(each, index=self.offset + group))]
        return out

    def transform(self, tree: Any) -> Any:
        result = self._linked_counts(super().transform(tree))
        if _unlinked(result) or _unlinked(self.targets):
            raise Unsupported("'that player controls' outside a target description")
        return result


    def _linked_counts(self, result: Any) -> Any:
        """"You gain 2 life for each Mountain target opponent controls." (Renewing Dawn), "Draw a card for each
        tapped creature target opponent controls." (Theft of Dreams), "~ deals damage to target player equal to the
        number of nonbasic lands that player controls." (Anathemancer): a count of what the target player controls,
        made as the spell or ability resolves (608.2h). The count keeps the player group in its `ref`
        (`Ref("target", group)`) and the kernel counts through the same registry reader as an "each" group
        (`concepts.target_links.read_group`): an illegal target player counts nothing (608.2b). Only an ability
        with exactly one target player group is read this way: with two, which one the count names is not settled
        by the words, and the count is refused."""
        if not _has_unlinked_count(result):
            return result
        groups = [i for i, spec in enumerate(self.targets) if spec.filter.only_players]
        if len(groups) != 1:
            raise Unsupported("a count of what a target player controls, with no single target player")
        return _counts_linked(result, Ref("target", self.offset + groups[0]))


def _is_unlinked_count(obj: Any) -> bool:
    return isinstance(obj, Amount) and obj.kind == "count" and obj.ref is None and is_linked_filter(obj.filter)


def _has_unlinked_count(obj: Any) -> bool:
    if _is_unlinked_count(obj):
        return True
    if isinstance(obj, (tuple, list)):
        return any(_has_unlinked_count(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return any(_has_unlinked_count(getattr(obj, f.name)) for f in fields(obj))
    return False


def _counts_linked(obj: Any, group: Ref) -> Any:
    """`obj` with each unlinked count reading the target player group `group`."""
    if _is_unlinked_count(obj):
        return replace(obj, ref=group)
    if isinstance(obj, tuple):
        return tuple(_counts_linked(x, group) for x in obj)
    if isinstance(obj, list):
        return [_counts_linked(x, group) for x in obj]
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)) and _has_unlinked_count(obj):
        return replace(obj, **{f.name: _counts_linked(getattr(obj, f.name), group) for f in fields(obj) if f.init})
    return obj


def is_linked_filter(flt: Filter | None) -> bool:
    """Is `flt` a description controlled by a target player ("that player controls", "target player controls")?"""
    return flt is not None and flt.controller in LINKED_CONTROLLERS


def is_linked_group(ref: Ref) -> bool:
    """"each creature that player controls" (or "those creatures" naming it again): a group whose `index` names
    the target player group."""
    return ref.kind in ("all", "those") and is_linked_filter(ref.filter)


def shift_links(spec: TargetSpec, offset: int) -> TargetSpec:
    """A later spell paragraph's target group, its link renumbered after the earlier paragraphs' groups."""
    g = spec.controlled_by_group
    return spec if g is None else replace(spec, controlled_by_group=g + offset)


def holds_link(obj: Any) -> bool:
    """Does `obj` hold a linked target group or a linked "each" group?"""
    if isinstance(obj, TargetSpec):
        return obj.controlled_by_group is not None
    if isinstance(obj, Ref):
        return is_linked_group(obj)
    if isinstance(obj, Amount):  # a count of what a target player controls (`linked_counts`)
        return obj.ref is not None and obj.ref.kind == "target" and is_linked_filter(obj.filter)
    if isinstance(obj, (tuple, list)):
        return any(holds_link(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, (type, Filter)):
        return any(holds_link(getattr(obj, f.name)) for f in fields(obj))
    return False


def _unlinked(obj: Any) -> bool:
    """Does `obj` hold a "that player controls" description that no target group links (an amount, a static
    ability's group)?"""
    if isinstance(obj, Filter):
        return obj.controller in LINKED_CONTROLLERS
    if isinstance(obj, TargetSpec):
        return obj.controlled_by_group is None and _unlinked(obj.filter)
    if isinstance(obj, Ref) and is_linked_group(obj):
        return False
    if isinstance(obj, Amount) and obj.ref is not None and obj.ref.kind == "target":
        return False  # "for each Mountain target opponent controls": the count reads the group (`linked_counts`)
    if isinstance(obj, (tuple, list)):
        return any(_unlinked(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return any(_unlinked(getattr(obj, f.name)) for f in fields(obj))
    return False
