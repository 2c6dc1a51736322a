"""Enduring Angel // Angelic Enforcer — {2}{W}{W}{W} Creature — Angel 3/3 //
Creature — Angel */* (white).

Oracle: Front: "Flying, double strike / You have hexproof. / If your life total would be
reduced to 0 or less, instead transform Enduring Angel and your life total becomes 3. Then if
Enduring Angel didn't transform this way, you lose the game."
Back: "Flying / You have hexproof. / Angelic Enforcer's power and toughness are each equal to
your life total. / Whenever Angelic Enforcer attacks, double your life total."
"""

from manastack.dsl.prelude import *  # noqa: F403

WOULD_REACH_ZERO = Extension("enduring_angel_life_would_reach_zero")

TRANSFORM_AND_BECOME_3 = Extension("enduring_angel_transform_and_become_3")

HEXPROOF = rule("player_hexproof", "controller", text="You have hexproof.")

FACES = [
    [
        HEXPROOF,
        lines(ReplacementAbility("damage", WOULD_REACH_ZERO, TRANSFORM_AND_BECOME_3,
                                 text="If your life total would be reduced to 0 or less, ...",
                                 of_results=True),
              ReplacementAbility("life_loss", WOULD_REACH_ZERO, TRANSFORM_AND_BECOME_3,
                                 text="If your life total would be reduced to 0 or less, ...")),
    ],
    [
        HEXPROOF,
        static(Modify(custom=Extension("angelic_enforcer_power_toughness_equal_life"),
                      custom_layer="7a"), cda=True),
        triggered(attacks(), Extension("angelic_enforcer_double_life")),
    ],
]

