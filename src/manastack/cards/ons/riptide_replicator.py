"""Riptide Replicator — {X}{4} Artifact.

Oracle: "As Riptide Replicator enters the battlefield, choose a color and a creature type. /
Riptide Replicator enters the battlefield with X charge counters on it. / {4}, {T}: Create an
X/X creature token of the chosen color and type, where X is the number of charge counters on
Riptide Replicator."

X is counted as the ability resolves; if the Replicator has left the battlefield by then, the
counters it had as it left and the choices it was made with are used (CR 608.2h). The token's
name is its creature type followed by "Token" (CR 111.4).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseOption(COLORS, "chosen_color", prompt="Choose a color"),
              ChooseCreatureType()),
    enters_with_counters("charge", X()),
    activated("{4}, {T}", Extension("riptide_replicator_create_x_x_token")),
]

