"""Predefined tokens (CR 111.10) and the record of a token copy of a face-down permanent.

The cards create some tokens that the token data (``tokens.json``) lacks: their characteristics
come from the Comprehensive Rules, so they are keyed by the rule that defines them.
"""

from __future__ import annotations

from manastack.cards.card_records import CardData, FaceData
from manastack.cards.token_texts import token_name_ja, token_text_ja

FACE_DOWN_TOKEN_KEY = "CR:708.2a"
"""The key of a token copy of a face-down permanent (CR 707.2, 708.2a): no hidden card."""


def predefined_tokens() -> list[CardData]:
    """Predefined tokens (CR 111.10) that the cards create but ``tokens.json`` lacks.

    Only the Treasure token is needed (MIC Visions of Ruin); its characteristics are those of
    CR 111.10a, so it is keyed ``"CR:111.10a"``. A token copy of a face-down permanent is
    keyed ``"CR:708.2a"`` (``FACE_DOWN_TOKEN_KEY``): the nameless 2/2 of CR 708.2a, never the
    hidden card.
    """
    treasure_text = "{T}, Sacrifice this token: Add one mana of any color."
    treasure = FaceData(
        name="Treasure",
        name_ja=token_name_ja("Treasure", ("Treasure",)),
        mana_cost=None,
        type_line="Token Artifact — Treasure",
        supertypes=(),
        types=("Artifact",),
        subtypes=("Treasure",),
        oracle_text=treasure_text,
        text_ja=token_text_ja(treasure_text),
        text_ja_current=True,
        power=None,
        toughness=None,
        loyalty=None,
        colors=(),
        color_indicator=None,
        keywords=(),
    )
    face_down = FaceData(
        name="",
        name_ja=None,
        mana_cost=None,
        type_line="Creature",
        supertypes=(),
        types=("Creature",),
        subtypes=(),
        oracle_text="",
        text_ja=None,
        power="2",
        toughness="2",
        loyalty=None,
        colors=(),
        color_indicator=None,
        keywords=(),
    )
    return [
        # CR 708.2a, 707.2: what a token copy of a face-down permanent is printed as, so that
        # it never carries the hidden card (the copy's values are the face-down 2/2's).
        CardData(
            set_code="CR",
            number="708.2a",
            name="",
            name_ja=None,
            rarity="token",
            mana_value=0,
            layout="token",
            faces=(face_down,),
            rulings=(),
            is_token=True,
        ),
        CardData(
            set_code="CR",
            number="111.10a",
            name="Treasure",
            name_ja=treasure.name_ja,
            rarity="token",
            mana_value=0,
            layout="token",
            faces=(treasure,),
            rulings=(),
            is_token=True,
        )
    ]
