"""Saryth, the Viper's Fang — {2}{G}{G} Legendary Creature — Human Warlock 3/4.

"Other tapped creatures you control have deathtouch. / Other untapped creatures you control
have hexproof. / {1}, {T}: Untap another target creature or land you control."

Both statics apply whether Saryth itself is tapped or not (MID-RN-193).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("Deathtouch",)),
           CREATURE_YOU_CONTROL.but(other=True, tapped=True)),
    static(Modify(add_keywords=("Hexproof",)),
           CREATURE_YOU_CONTROL.but(other=True, tapped=False)),
    activated("{1}, {T}", UntapEffect(Target(0)),
              targets=[target(Filter(types=("Creature", "Land"), controller="you", other=True),
                              label="another target creature or land you control")]),
]
