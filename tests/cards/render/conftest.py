"""The bundled pool rendered once for every test of `cards show` (`cards.render`)."""

from __future__ import annotations

import pytest

from kitchentable.cards.pool import load_pool
from kitchentable.cards.render import render


@pytest.fixture(scope="session")
def pool_text() -> dict[str, str]:
    """Each bundled card's `cards show` text, by name."""
    return {c.name: render(c) for c in load_pool()}
