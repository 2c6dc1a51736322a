"""Elite Scaleguard — {4}{W} Creature — Human Soldier 2/3.

Oracle: "When Elite Scaleguard enters the battlefield, bolster 2. / Whenever a creature you
control with a +1/+1 counter on it attacks, tap target creature defending player controls."

Bolster chooses as it resolves, without targeting (CR 701.39a, MIC-OR-0116, 0117). The
defending player is the one the attacking creature attacks (CR 506.2); once the planeswalker
it attacks is gone, the one the ability's controller chooses (CR 508.5a, 802.2a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), *bolster(2)),
    triggered(attacks(CREATURE_YOU_CONTROL.but(custom=WithCounter(),
                                               label="creature you control with a +1/+1 "
                                                     "counter on it")),
              TapEffect(Target(0)),
              targets=[target(CREATURE.but(custom=DEFENDING_PLAYER_OF_TRIGGERER,
                                           label="creature defending player controls"))]),
]
