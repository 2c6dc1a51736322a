"""Baneblade Scoundrel // Baneclaw Marauder — {3}{B} Creature — Human Rogue Werewolf 4/3 //
Creature — Werewolf 5/4 (black).

Oracle: Front: "Whenever Baneblade Scoundrel becomes blocked, each creature blocking it gets
-1/-1 until end of turn. / Daybound"
Back: "Whenever Baneclaw Marauder becomes blocked, each creature blocking it gets -1/-1 until
end of turn. / Whenever a creature blocking Baneclaw Marauder dies, that creature's controller
loses 1 life. / Nightbound"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _blocks_source(g: Any, oid: int, you: int, source: Any) -> bool:
    return g.combat is not None and source in g.combat.blockers.get(oid, ())


BLOCKING_IT = Filter(types=("Creature",), custom=_blocks_source, label="creature blocking it")

SHRINK_BLOCKERS = triggered(becomes_blocked(), pump(All(BLOCKING_IT), -1, -1))


def _blocker_of_source_died(g: Any, source: int, ev: Any) -> bool:
    """The creature that died was blocking this permanent as it left the battlefield."""
    return ev.lki is not None and ev.lki.is_creature and \
        source in ev.data.get("blocking", ())


BLOCKER_DIES = Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                       test=_blocker_of_source_died,
                       label="a creature blocking this creature dies")

FACES = [
    [SHRINK_BLOCKERS],
    [SHRINK_BLOCKERS,
     triggered(BLOCKER_DIES, LoseLife(1, ControllerOf(Triggerer())))],
]
