"""Briarbridge Tracker — {2}{G} Creature — Human Scout 2/3.

"Vigilance / When Briarbridge Tracker enters the battlefield, investigate. / As long as you
control a token, Briarbridge Tracker gets +2/+0."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Investigate()),
    static(Modify(power=2), condition=you_control_a_token),
]
