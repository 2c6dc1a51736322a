"""Faithful Mending — {W}{U} Instant.

"You gain 2 life, draw two cards, then discard two cards. / Flashback {1}{W}{U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(GainLife(2), Draw(2), Discard(2))]
