"""The words of a modal card's modes (CR 700.2) and anchor words (CR 614.12c), in English and
Japanese, read from the card's rules text by one checked rule.

A modal spell's rules text lists its modes as a bulleted list, one mode a line, in the order of
its modes (CR 700.2; cards printed before Khans of Tarkir have errata giving them that list).
The English Oracle text and the Japanese printed text (the MTGJSON data of Midnight Hunt and
its Commander decks) write each bullet as "•"; the Japanese current wording of the Onslaught
cards (``data/card_text_ja.tsv``) writes it as the middle dot "・" at the start of a line, a
character that elsewhere only joins words inside a line (「ゾンビ・ケンタウルス」). So a
text's bullets are its lines that begin with "•" or "・", the bullet and the spaces after it
removed, and the i-th bullet is the i-th mode. No text is translated here: each mode's
Japanese words are the card's own.

A permanent that enters with the choice of one of two anchor words (CR 614.12c: Citadel
Siege's "Khans" or "Dragons") has one bullet per anchor word, "[anchor word] — [ability]"; the
Japanese anchor word is the part of the Japanese bullet before its dash (「カン ― …」).

``tests/i18n/test_mode_texts.py`` checks the rule on every card of the three sets: every face
has as many Japanese bullets as English ones, every modal card as many as it has modes, each
of them Japanese, and every anchor word its Japanese word.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["BULLETS", "anchor_words", "bullets"]

BULLETS = ("•", "・")
"""The bullet of a mode's line: "•" (Oracle and printed text), "・" (current Japanese
wording of the Onslaught cards)."""

_DASH = re.compile(r"\s*[—―]\s*")


def bullets(text: str | None) -> list[str]:
    """The bulleted lines of a rules text, in order, without their bullets (CR 700.2)."""
    return [line.strip()[1:].strip() for line in (text or "").splitlines()
            if line.strip()[:1] in BULLETS]


def anchor_words(english: str | None, japanese: str | None) -> dict[str, str]:
    """English anchor word → its Japanese word, from the two texts' bullets of the form
    "[anchor word] — [ability]" (CR 614.12c), taken in order; empty unless both texts have
    the same number of such bullets."""
    en = [_DASH.split(b, maxsplit=1) for b in bullets(english)]
    ja = [_DASH.split(b, maxsplit=1) for b in bullets(japanese)]
    if not en or len(en) != len(ja) or any(len(p) != 2 for p in (*en, *ja)):
        return {}
    return {e[0]: j[0] for e, j in zip(en, ja, strict=True)}


@cache
def any_anchor_word_ja(word: str) -> str | None:
    """The Japanese of anchor word ``word`` as every card of the data that has it words it
    (CR 614.12c: "Khans" カン), for a choice whose card the decision doesn't name (a copy
    choosing as it enters, CR 707.2); None when no card has it, or they disagree."""
    from manastack.cards.database import database
    found = {ja for card in database().cards() for face in card.faces
             if (ja := anchor_words(face.oracle_text, face.text_ja).get(word))}
    return next(iter(found)) if len(found) == 1 else None
