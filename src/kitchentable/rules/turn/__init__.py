"""The turn (CR 103, 117, 500-514): starting the game, the steps and phases, priority, combat, and the state-based
actions checked before a player receives priority (704).
"""
