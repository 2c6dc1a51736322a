"""What restricted mana may be spent on (CR 106.6: "Spend this mana only to ..."), in English
and Japanese, for a player's mana pool: the restrictions of the mana abilities of these sets,
in their cards' own words (the Japanese is the phrase of each card's Japanese text before
「にのみ使用できる」 / 「にしか使用できない」; ``tests/i18n/test_mana_restrictions.py``
checks it for every card with one)."""

from __future__ import annotations

from typing import Any

RESTRICTIONS_JA: dict[str, str] = {
    "spell from your graveyard": "あなたの墓地から呪文を唱えるため",
    "disturb cost or instant or sorcery spell":
        "降霊コストを支払うためか、インスタントやソーサリーである呪文を唱えるため",
    "creature spell": "クリーチャー・呪文を唱えるため",
    "creature spell of the chosen type": "その選ばれたタイプのクリーチャー・呪文を唱えるため",
}
"""The Japanese of each restriction, by its English words (``restriction_words``)."""


def restriction_words(only: Any) -> str | None:
    """The English words of a mana ability's ``spend_only`` (a filter of the spells or costs
    the mana may pay for, or several of them, any one of which it may pay for): their labels
    joined by "or"; None for no restriction."""
    if only is None:
        return None
    if isinstance(only, tuple | list):
        return " or ".join(str(restriction_words(o)) for o in only)
    label = getattr(only, "label", None)
    return str(label) if label else str(only)


def restriction_words_ja(only: Any) -> str | None:
    """The Japanese of ``restriction_words`` (None when it has none)."""
    words = restriction_words(only)
    return None if words is None else RESTRICTIONS_JA.get(words)
