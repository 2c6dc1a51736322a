"""Mysterious Tome // Chilling Chronicle — {2}{U} Artifact // Artifact (blue).

Oracle: Front: "{2}, {T}: Draw a card. Transform Mysterious Tome."
Back: "{1}, {T}: Tap target nonland permanent. Transform Chilling Chronicle."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [activated("{2}, {T}", Draw(1), Transform())],
    [activated("{1}, {T}", TapEffect(Target(0)), Transform(),
               targets=[target(NONLAND_PERMANENT, label="target nonland permanent")])],
]
