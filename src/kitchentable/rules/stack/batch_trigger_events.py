"""More events a batch trigger (603.2c) can wait for, beside those of `rules.stack.batch_triggers`: "Whenever one
or more Elves you control become tapped", "... become blocked", "Whenever one or more artifacts you control are
put into a graveyard from the battlefield", "Whenever you sacrifice one or more Foods", "Whenever you discard one
or more cards", "Whenever one or more land cards are put into your graveyard from anywhere".

Each maps a batch trigger event to the single-object trigger event whose test it reuses (`BATCH`, the registry
`batch_triggers.batch_matches` reads): the ability triggers on the first matching event and not again while that
trigger waits to be put on the stack, so a wrath, one tap of several creatures or one discard of several cards
is one batch. The sacrificed or destroyed permanent is matched as it last existed (603.10a)."""

from __future__ import annotations

from kitchentable.rules.stack.batch_triggers import BATCH

BATCH_EVENTS = {
    "batch_tapped": "tapped",  # 701.26a
    "batch_blocked": "becomes_blocked",  # 509.1h
    "batch_graveyard_from_battlefield": "desc_to_graveyard_from_battlefield",  # 700.4
    "batch_sacrificed": "sacrificed",  # 701.21a
    "batch_discarded": "discard",  # 701.9a
    "batch_put_into_graveyard": "put_into_graveyard",  # 404.2: from anywhere
}
BATCH.update(BATCH_EVENTS)
