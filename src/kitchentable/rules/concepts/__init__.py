"""Game concepts (CR 1xx): mana, targets, life, the end of the game, card names, and the rule objects that
stand for players (Auras attached to a player).
"""
