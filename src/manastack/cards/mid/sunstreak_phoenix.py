"""Sunstreak Phoenix — {2}{R}{R} Creature — Phoenix 4/2.

"Flying / If it's neither day nor night, it becomes day as Sunstreak Phoenix enters the
battlefield. / Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do,
return Sunstreak Phoenix from your graveyard to the battlefield tapped."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(),
              MayPay("{1}{R}", (MoveTo(Self(), Zone.BATTLEFIELD, tapped=True),)),
              zone=Zone.GRAVEYARD),
]
