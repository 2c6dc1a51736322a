"""Pithing Needle — {1} Artifact.

"As Pithing Needle enters the battlefield, choose a card name. / Activated abilities of
sources with the chosen name can't be activated unless they're mana abilities."

Any card name may be chosen (MID-RN-134); it works on sources in every zone (MID-RN-132) but
not on mana abilities (MID-RN-135), and stops once the Needle leaves (MID-RN-137). Spells can
still be cast (MID-RN-133). A face of a double-faced card is named, so the Needle affects the
permanent only while that face is up (MID-RN-136).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCardName()),
    rule("cant_activate_named", "self"),
]
