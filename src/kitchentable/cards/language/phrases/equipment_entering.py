"""An Equipment (or Aura-like permanent) that attaches itself as it enters: "When this Equipment enters, attach it to
target creature you control." (701.3a: the permanent moves onto that object; "it" is the trigger's own permanent,
so the whole sentence is one phrase: in another sentence "it" may name something else). The effect is the kernel's
"attach" (the source attached to the object named), rendered with "it" as printed."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Modal, Mode, Ref, Simple, TriggeredAbility, TriggerSpec

SAID_IT = "said_it"
"""The parameter of an "attach" effect printed as "attach it to ..." (the render's only concern)."""


class EquipmentEnteringPhrases(PhraseBase):
    """"When this Equipment enters, attach it to target creature you control." (`ee_attach_on_enter`)."""

    def ee_attach_on_enter(self, ch: list[Any]) -> Any:
        """603.6a: an enters trigger whose effect attaches its own permanent to the object named (701.3a)."""
        onto = next(c for c in _clean(ch) if isinstance(c, Ref))
        effect = Simple("attach", onto, params=((SAID_IT, True),))
        return ("triggered", TriggeredAbility(TriggerSpec("enters"), Modal((Mode((effect,), tuple(self.targets)),))))
