""""Whenever you attack with one or more <creatures>" (508.1m, 603.2c): a batch trigger of the "attacks" event,
once per declaration of attackers by its controller in which at least `TriggerSpec.at_least` attackers fit its
description ("legendary creatures", "Dinosaurs"). Registered in the batch table (`rules.stack.batch_triggers`
`BATCH`), which matches each attacker against the description, counts the declared attackers that fit for "two or
more", and doesn't trigger again while the trigger waits to be put on the stack."""

from __future__ import annotations

from kitchentable.rules.stack.batch_triggers import BATCH

YOU_ATTACK_WITH = "you_attack_with"

BATCH[YOU_ATTACK_WITH] = "attacks"
