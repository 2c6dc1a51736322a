"""Callous Oppressor — {1}{U}{U} Creature — Cephalid 1/2.

Oracle: "You may choose not to untap Callous Oppressor during your untap step. / As Callous
Oppressor enters the battlefield, an opponent chooses a creature type. / {T}: Gain control of
target creature that isn't of the chosen type for as long as Callous Oppressor remains
tapped."

The chosen type limits only the target: if the creature later becomes that type, the control
effect goes on (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    # "An opponent chooses": the controller picks which opponent (CR 801.5b's example).
    as_enters(ChoosePlayer("oppressor_chooser"),
              ChooseCreatureType(chooser=Var("oppressor_chooser"))),
    activated("{T}", GainControl(Target(0), duration="source_tapped"),
              targets=[target(CREATURE.but(custom=MatchesNone((Filter(chosen_type=True),)),
                                           label="creature that isn't of the chosen type"))]),
]
