"""Baneblade Scoundrel // Baneclaw Marauder — {3}{B} Creature — Human Rogue Werewolf 4/3 //
Creature — Werewolf 5/4 (black).

Oracle: Front: "Whenever Baneblade Scoundrel becomes blocked, each creature blocking it gets
-1/-1 until end of turn. / Daybound"
Back: "Whenever Baneclaw Marauder becomes blocked, each creature blocking it gets -1/-1 until
end of turn. / Whenever a creature blocking Baneclaw Marauder dies, that creature's controller
loses 1 life. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

BLOCKING_IT = CREATURE.but(custom=BLOCKING_THIS, label="creature blocking it")

SHRINK_BLOCKERS = triggered(becomes_blocked(), pump(All(BLOCKING_IT), -1, -1))

BLOCKER_DIES = Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                       test=WAS_BLOCKING_THIS, label="a creature blocking this creature dies")

FACES = [
    [SHRINK_BLOCKERS],
    [SHRINK_BLOCKERS,
     triggered(BLOCKER_DIES, LoseLife(1, ControllerOf(Triggerer())))],
]
