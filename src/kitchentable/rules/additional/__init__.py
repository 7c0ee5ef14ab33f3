"""Additional rules (CR 706-725): double-faced, face-down and flip cards, Sagas, dice, Classes, dungeons,
the monarch, day and night, speed: mechanic families that register themselves with the core's registries;
no core module imports this package.
"""
