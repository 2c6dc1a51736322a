"""Devoted Grafkeeper // Departed Soulkeeper — {W}{U} Creature — Human Peasant 2/1 //
Creature — Spirit 3/1 (white and blue).

Oracle: Front: "When Devoted Grafkeeper enters the battlefield, mill two cards. / Whenever you
cast a spell from your graveyard, tap target creature you don't control. / Disturb {1}{W}{U}"
Back: "Flying / Departed Soulkeeper can block only creatures with flying. / If Departed
Soulkeeper would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_YOU_DONT_CONTROL = CREATURE.but(controller="not_you",
                                         label="target creature you don't control")

FACES = [
    [triggered(enters(), Mill(2)),
     triggered(cast_from_your_graveyard(), TapEffect(Target(0)),
               targets=[target(CREATURE_YOU_DONT_CONTROL)])],
    [rule("can_block_only", "self", Filter(keywords=("Flying",), label="creature with flying")),
     exile_instead_of_graveyard()],
]
