"""Kyler, Sigardian Emissary — {3}{G}{W} Legendary Creature — Human Cleric 2/2.

Oracle: "Whenever another Human enters the battlefield under your control, put a +1/+1 counter
on Kyler, Sigardian Emissary. / Other Humans you control get +1/+1 for each counter on Kyler."

Humans entering with Kyler trigger it, one ability each (CR 603.6a, MIC-RN-017); the bonus
counts counters of every kind (MIC-RN-018).
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_HUMAN_YOU_CONTROL = Filter(types=("Creature",), subtypes=("Human",), controller="you",
                                 other=True, label="other Human you control")
EACH_COUNTER = CountersOn(Self(), None)

ABILITIES = [
    triggered(enters(OTHER_HUMAN_YOU_CONTROL), PutCounters(Self())),
    static(Modify(power=EACH_COUNTER, toughness=EACH_COUNTER), OTHER_HUMAN_YOU_CONTROL),
]
