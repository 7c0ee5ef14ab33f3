"""kitchentable: a rules engine for Magic: The Gathering's casual formats."""

__version__ = "0.1.0"
