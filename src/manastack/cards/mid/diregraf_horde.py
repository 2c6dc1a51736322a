"""Diregraf Horde — {4}{B} Creature — Zombie 3/4.

"When Diregraf Horde enters the battlefield, create two 2/2 black Zombie creature tokens with
decayed. When you do, exile up to two target cards from graveyards."
"""

from manastack.dsl.prelude import *  # noqa: F403

_EXILE = triggered(enters(), MoveTo(Target(0), Zone.EXILE),
                   targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card"),
                                   count=2, min=0,
                                   label="up to two target cards from graveyards")],
                   text="When you do, exile up to two target cards from graveyards.")

ABILITIES = [triggered(enters(), CreateToken("Zombie", 2), ReflexiveTrigger(_EXILE))]
