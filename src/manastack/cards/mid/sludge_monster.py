"""Sludge Monster — {3}{U}{U} Creature — Horror 5/5.

Oracle: "Whenever Sludge Monster enters the battlefield or attacks, put a slime counter on up
to one other target creature. / Non-Horror creatures with slime counters on them lose all
abilities and have base power and toughness 2/2."

The second ability applies in layer 6 (abilities) and layer 7b (base power and toughness) to
every non-Horror creature with a slime counter, whoever put it there (MID ruling). When it
removes a static ability that grants abilities, the granting effect depends on it and never
applies (CR 613.8a).
"""

from manastack.dsl.prelude import *  # noqa: F403

_SLIME_TARGET = target(CREATURE.but(other=True), min=0, label="up to one other target creature")

ABILITIES = [
    lines(
        triggered(enters(), PutCounters(Target(0), "slime"), targets=[_SLIME_TARGET]),
        triggered(attacks(), PutCounters(Target(0), "slime"), targets=[_SLIME_TARGET]),
    ),
    static(Modify(remove_all_abilities=True, set_power=2, set_toughness=2),
           affects=CREATURE.but(not_subtypes=("Horror",), custom=WithCounter("slime"),
                                label="non-Horror creature with a slime counter")),
]
