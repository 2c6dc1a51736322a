"""Hallowed Respite — {W}{U} Sorcery.

"Exile target nonlegendary creature, then return it to the battlefield under its owner's
control. If it entered under your control, put a +1/+1 counter on it. Otherwise, tap it. /
Flashback {1}{W}{U}"

The returned permanent is a new object (CR 400.7).
"""

from manastack.dsl.prelude import *  # noqa: F403

NONLEGENDARY = CREATURE.but(not_supertypes=("Legendary",), label="nonlegendary creature")
EXILED = PutInto("exiled", Zone.EXILE)
RETURNED = PutInto("moved", Zone.BATTLEFIELD)

ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.EXILE),), "exiled", cause=None),
          Tally((MoveTo(EXILED, Zone.BATTLEFIELD, under=OwnerOf(EXILED)),), "moved", cause=None),
          If(Matches(RETURNED, Filter(controller="you")), (PutCounters(RETURNED),),
             (TapEffect(RETURNED),)),
          targets=[target(NONLEGENDARY)]),
]
