"""The extension point of the vocabulary: named conditions and effects written in Python.

A card module says everything with the vocabulary (docs/cards.md). The rare ability it can't
say, and that no other card shares, is written here, in a module named after that one card,
as a function registered under a unique name with :func:`extension`
(``manastack.rules.extensions.registry``); the card module uses it as ``Extension("name")``
(an effect: ``fn(game, frame_id)``; a condition, a trigger's test, a replacement's test or
replacement, a layer's function: called with that place's arguments). Nothing else in a card
module may be Python. ``manastack coverage`` lists the card modules that use an extension,
the escape-hatch test keeps their number down, and each extension is exercised by its card's
tests. When a second card needs the same thing, it becomes vocabulary instead. An extension
effect follows its instructions in the order written (CR 608.2c); an extension condition is
checked like any other (CR 603.4, 604.2).
"""

from __future__ import annotations

from manastack.rules.extensions import (  # noqa: F401 - each module registers its extensions
    adeline_resplendent_cathar,
    blackmail,
    bloodthirsty_adversary,
    cryptic_gateway,
    custody_battle,
    enduring_angel,
    flame_channeler,
    gisa_glorious_resurrector,
    glarecaster,
    graveyard_trespasser,
    head_games,
    hostile_hostel,
    ludevic_necrogenius,
    oblation,
    old_stickfingers,
    patriarch_s_bidding,
    prowling_pangolin,
    read_the_runes,
    riptide_replicator,
    trade_secrets,
    wake_to_slaughter,
)
from manastack.rules.extensions.registry import EXTENSIONS, UnknownExtensionError, extension

__all__ = ["EXTENSIONS", "UnknownExtensionError", "extension"]
