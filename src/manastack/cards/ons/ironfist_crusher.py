"""Ironfist Crusher — {4}{W} Creature — Human Soldier 2/4.

Oracle: "Ironfist Crusher can block any number of creatures. / Morph {3}{W}"

As blockers are declared it may block any number of the creatures attacking its controller
(CR 509.1a), each of them subject to the usual restrictions (509.1b); each becomes blocked
(509.1h), and its controller divides its combat damage among the creatures it still blocks
(510.1d). "Whenever it blocks" would trigger once (509.3a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("block_any_number"),
]
