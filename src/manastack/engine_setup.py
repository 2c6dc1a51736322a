"""Importing this module registers every instruction handler and event applier."""

from manastack.rules import (  # noqa: F401
    casting,
    combat,
    costs,
    day_night,
    disturb,
    effects,
    face_down,
    game_start,
    library_order,
    next_draw,
    pipeline,
    priority,
    resolution,
    sba,
    spell_copy,
    stack,
    transform,
    triggers,
    turn,
    ward,
)
