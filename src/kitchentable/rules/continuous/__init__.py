"""Continuous effects (CR 604, 611-616): the layer system, copy effects, static abilities, rule-changing
effects on players, play permissions, and prevention shields.
"""
