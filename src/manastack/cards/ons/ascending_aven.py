"""Ascending Aven — {2}{U}{U} Creature — Bird Soldier 3/2.

Oracle: "Flying / Ascending Aven can block only creatures with flying. / Morph {2}{U}"

The restriction is checked only as blockers are declared (CR 509.1b): face down it may block a
creature without flying and keeps blocking after it is turned face up (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("can_block_only", "self", Filter(keywords=("Flying",), label="creature with flying")),
]
