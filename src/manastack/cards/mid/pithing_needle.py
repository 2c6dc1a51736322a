"""Pithing Needle — {1} Artifact.

"As Pithing Needle enters the battlefield, choose a card name. / Activated abilities of
sources with the chosen name can't be activated unless they're mana abilities."

Any card name may be chosen (MID-RN-134); it works on sources in every zone (MID-RN-132) but
not on mana abilities (MID-RN-135), and stops once the Needle leaves (MID-RN-137). Spells can
still be cast (MID-RN-133). A face of a double-faced card is named, so the Needle affects the
permanent only while that face is up (MID-RN-136).
"""

from manastack.cards.database import database
from manastack.dsl.prelude import *  # noqa: F403

# A double-faced card has two names, one per face: either may be chosen, not both
# (CR 201.2, MID-RN-136). Tokens' names aren't card names (MID-RN-134).
CARD_NAMES = tuple(sorted({face.name for card in database().cards() for face in card.faces}))

ABILITIES = [
    as_enters(ChooseOption(CARD_NAMES, "chosen_card_name", prompt="Choose a card name")),
    rule("cant_activate_named", "self"),
]
