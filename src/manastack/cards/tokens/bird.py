"""Bird — Token Creature — Bird 1/1 blue. "Flying / This creature can block only creatures
with flying." (Ominous Roost)"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("can_block_only", "self", Filter(keywords=("Flying",), label="creature with flying")),
]
