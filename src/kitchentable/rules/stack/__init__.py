"""The stack and what resolves there (CR 603, 608-610): triggered abilities, resolution, conditions, and the
one-shot effects (the `@executor` registry).
"""
