"""Faces (708, 710, 711, 712): morph and megamorph (702.37), disguise and cloak (702.168, 701.58), manifest
(701.34) and manifest dread (701.62), "when ~ is turned face up" (708.8), transforming double-faced
permanents ("transform ~", 701.28; the werewolves' "if no spells were cast last turn"), and flip cards ("flip
~", 710). The kernel side is `rules.additional.faces`."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import expander
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import Parts, PhraseBase, Unsupported, _int, nested_builder
from kitchentable.rules.abilities import (
    YOU,
    Condition,
    Cost,
    Effect,
    Filter,
    Ref,
    Simple,
    TargetSpec,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost


def _morph_cost(m: re.Match[str]) -> Cost:
    """The morph cost: a mana cost ("morph {2}{u}"), or after an em dash a cost the activated-ability
    grammar knows ("morph—pay 5 life", "morph—discard a card"); any other cost stays unsupported."""
    if m.group("cost"):
        return Cost(mana=ManaCost.parse(m.group("cost").upper()))
    text = m.group("text").strip().rstrip(".")
    try:
        tag, ability = nested_builder("activated").transform(parse(f"{text}: draw a card."))
    except Exception:  # noqa: BLE001 - any parse or build failure means the cost isn't one we know
        raise Unsupported(m.group(0)) from None
    if tag != "activated" or ability.cost.tap or ability.cost.sacrifice_self:
        raise Unsupported(m.group(0))
    return ability.cost  # type: ignore[no-any-return]


@expander("morph", "megamorph")
def expand_morph(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.37a-b: record the morph cost (and whether it is megamorph) on the card; casting face down for
    {3} and turning face up are the kernel's (`rules.casting`, `rules.additional.faces`)."""
    name = kw.name
    if parts.morph is not None:
        raise Unsupported("a second morph ability")
    parts.morph = _morph_cost(m)
    parts.megamorph = name == "megamorph"
    parts.keywords.add("morph")  # "a creature with a morph ability" (lost with the card's other abilities)
    return True


class FacesPhrases(PhraseBase):
    """Face-down, transforming and flip phrases."""

    last_ref: Ref | None

    trigger_has_object: bool

    targets: list[TargetSpec]

    def t_turned_face_up(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ is turned face up" (708.8): the permanent is the same object, so this, not an
        enters-the-battlefield trigger, is what fires."""
        return TriggerSpec("turned_face_up")

    def t_desc_turned_face_up(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a permanent is turned face up" (702.37e, 701.34b)."""
        d = next(c for c in ch if not isinstance(c, Token))
        self.trigger_has_object = True  # "it" is the permanent turned face up
        return TriggerSpec("turned_face_up", d.filter())

    def t_enchanted_turned_face_up(self, ch: list[Any]) -> TriggerSpec:
        """"When enchanted creature is turned face up" (Fatal Mutation)."""
        self.trigger_has_object = True
        return TriggerSpec("turned_face_up", Filter(attached=True))

    def x_manifest_top(self, ch: list[Any]) -> list[Effect]:
        """701.34a: "manifest the top card (N cards) of your library": `rules.additional.faces.manifest`."""
        n = next((int(_int(c)) for c in ch if isinstance(c, Token) and c.type in ("NUMBER_WORD", "NUMBER")), 1)
        self.last_ref = Ref("it")  # "then put a +1/+1 counter on it": the manifested permanent
        return [Simple("manifest", Ref("you"), fixed(n))]

    def adj_face_down(self, ch: list[Any]) -> Any:
        """"Face-down creature" (708): the Filter's face_down field."""
        return lambda d: d.fields.__setitem__("face_down", True)

    def x_turn_face_up(self, ch: list[Any]) -> list[Effect]:
        """"Turn target face-down creature you control face up": an effect turns it face up without paying
        any cost (708.8: the same object; no megamorph counter, whose cost wasn't paid)."""
        refs = [c for c in ch if not isinstance(c, Token)]
        return [Simple("turn_face_up", refs[0])]

    def t_transforms_into(self, ch: list[Any]) -> TriggerSpec:
        """701.28e: "whenever ~ transforms into ~" is an ability of the face it names, so it exists only once
        the permanent shows that face: it triggers when the permanent has just transformed into it."""
        return TriggerSpec("transformed")

    def t_enters_or_transforms_into(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ enters or transforms into ~" (Huntmaster of the Fells): either event."""
        return TriggerSpec("enters_or_transformed")

    def x_look_at_face_down(self, ch: list[Any]) -> list[Effect]:
        """"Look at target face-down creature" (708.5): its card becomes known to the looker alone. Looking at
        other objects isn't a face-down question and stays unsupported here."""
        ref = next(c for c in ch if not isinstance(c, Token))
        if not self.targets or self.targets[-1].filter.face_down is not True:
            raise Unsupported("look at target ...")
        return [Simple("look_at_face_down", ref)]

    def sf_morph(self, ch: list[Any]) -> Any:
        """"With a morph ability" / "with morph abilities" (702.37; megamorph is a morph ability, 702.37b)."""
        return lambda d: d.fields.__setitem__("keyword", "morph")

    def x_turn_face_down(self, ch: list[Any]) -> list[Effect]:
        """"Turn ~ face down" / "turn target creature with a morph ability face down" (708.2a): a 2/2 with
        no name, text, subtypes or mana cost, the same object; double-faced permanents can't (712.12)."""
        refs = [c for c in ch if not isinstance(c, Token)]
        return [Simple("turn_face_down", refs[0])]

    def x_return_transformed(self, ch: list[Any]) -> list[Effect]:
        """"Return it to the battlefield transformed under your control" (712.10a): back face up."""
        refs = [c for c in ch if not isinstance(c, Token)]
        under_you = refs[1] if len(refs) > 1 and isinstance(refs[1], bool) else True
        return [Simple("return_to_battlefield", refs[0], params=(("under_you", under_you), ("transformed", True)))]

    def x_exile_return_transformed(self, ch: list[Any]) -> list[Effect]:
        """The Magic Origins planeswalkers' "exile ~, then return him to the battlefield transformed under his
        owner's control": the exiled card (a new object, 400.7) comes back with its back face up (712.10a)."""
        return [Simple("exile_return_transformed", Ref("self"))]

    def x_its_controller_manifests(self, ch: list[Any]) -> list[Effect]:
        """Reality Shift: "its controller manifests the top card of their library" (the controller of the
        last target, read from last known information once it left, 608.2h)."""
        target = self.last_ref
        if target is None or target.kind != "target":
            raise Unsupported("its controller manifests ... without a target")
        self.last_ref = Ref("it")
        return [Simple("manifest", Ref("target_controller", target.index), fixed(1))]

    def x_transform(self, ch: list[Any]) -> list[Effect]:
        """701.28a: "transform ~" (or a described permanent): `rules.additional.faces.transform`."""
        refs = [c for c in ch if not isinstance(c, Token)]
        return [Simple("transform", refs[0])]

    def x_flip_self(self, ch: list[Any]) -> list[Effect]:
        """710: a flip card's "flip ~" / "flip it" (always the card itself): `rules.additional.faces.flip`."""
        return [Simple("flip", Ref("self"))]

    def cd_no_spells_last_turn(self, ch: list[Any]) -> Condition:
        """The werewolf front faces (Innistrad): no player cast a spell during the previous turn."""
        return Condition("no_spells_last_turn")

    def cd_player_spells_last_turn(self, ch: list[Any]) -> Condition:
        """The werewolf back faces: some player cast N or more spells during the previous turn."""
        n = next(c for c in ch if isinstance(c, Token) and c.type in ("NUMBER_WORD", "NUMBER"))
        return Condition("player_spells_last_turn_at_least", n=int(_int(n)))

    def x_manifest_dread(self, ch: list[Any]) -> list[Simple]:
        """701.62a: "manifest dread" (`rules.additional.faces.manifest_dread`). A later "it" or "that creature"
        ("manifest dread, then put a +1/+1 counter on that creature") is the manifested permanent, which the
        effect remembers as "it"."""
        self.last_ref = Ref("it")
        return [Simple("manifest_dread", YOU, fixed(1))]

    def x_cloak_top(self, ch: list[Any]) -> list[Effect]:
        """"Cloak the top card of your library" (701.58a): manifest it, and the face-down permanent has ward
        {2} (rules.continuous.layers._face_down_of)."""
        self.last_ref = Ref("it")
        return [Simple("manifest", YOU, fixed(1), params=(("cloak", True),))]
