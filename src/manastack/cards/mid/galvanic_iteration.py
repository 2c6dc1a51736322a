"""Galvanic Iteration — {U}{R} Instant.

Oracle: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
choose new targets for the copy. / Flashback {1}{U}{R}"

The first line creates a delayed triggered ability (CR 603.7) that triggers only once, on the
next instant or sorcery spell its controller casts this turn. The copy is created on the stack,
isn't cast, and its controller may choose new targets (CR 707.10, 707.10c).
"""

from manastack.dsl.prelude import *  # noqa: F403

_COPY = triggered(
    cast(Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")),
    CopySpell(Triggerer()),
    text="When you cast your next instant or sorcery spell this turn, copy that spell. You "
         "may choose new targets for the copy.")

ABILITIES = [
    spell(DelayedTrigger(_COPY, this_turn=True)),
]
