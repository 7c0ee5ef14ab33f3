"""Keyword abilities, keyword actions and ability words (CR 701-702): mechanic families that register
themselves with the core's registries; no core module imports this package.
"""
