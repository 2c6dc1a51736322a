"""Prowling Geistcatcher — {3}{B} Creature — Human Rogue 2/4.

Oracle: "Whenever you sacrifice another creature, exile it. If that creature was a token, put a
+1/+1 counter on Prowling Geistcatcher. / When Prowling Geistcatcher leaves the battlefield,
return each card exiled with it to the battlefield under your control."

The exile and the return are linked abilities (CR 607.2a); a card you controlled but didn't own
is exiled from its owner's graveyard and comes back under your control (MIC-RN-005).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(you_sacrifice(CREATURE.but(other=True, label="another creature")),
              ExileLinked(Triggerer()),
              If(TriggererWas(CREATURE.but(token=True)), (PutCounters(Self()),))),
    triggered(leaves(), MoveTo(ExiledWithSelf(), Zone.BATTLEFIELD, under=You())),
]
