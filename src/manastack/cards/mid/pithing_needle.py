"""Pithing Needle — {1} Artifact.

"As Pithing Needle enters the battlefield, choose a card name. / Activated abilities of
sources with the chosen name can't be activated unless they're mana abilities."

Any card name may be chosen (MID-RN-134); it works on sources in every zone (MID-RN-132) but
not on mana abilities (MID-RN-135), and stops once the Needle leaves (MID-RN-137).
"""

from manastack.cards.database import database
from manastack.dsl.prelude import *  # noqa: F403

CARD_NAMES = tuple(sorted(set(database().names())))

ABILITIES = [
    as_enters(ChooseOption(CARD_NAMES, "chosen_card_name", prompt="Choose a card name")),
    rule("cant_activate_named", "self"),
]
