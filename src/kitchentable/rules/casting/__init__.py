"""Casting spells and activating abilities (CR 601-602, 605, 305): the 601.2 procedure, the total cost, payment,
mana abilities, playing lands, and the legal-action scan of what may be cast.
"""
