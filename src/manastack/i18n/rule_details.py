"""What a restriction or requirement on a permanent names, in Japanese.

A permanent's view lists the rules on it (``view_facts.permanent_rules``: "can block only
creatures with flying", "can't be blocked by creatures with power 2 or less", CR 509.1b-c,
508.1c), each with the English words of the filter it names (``detail``). This table gives
those words as the cards' Japanese printed texts put them; every such filter of an
implemented card has an entry (a test walks the cards)."""

from __future__ import annotations

RULE_DETAILS_JA: dict[str, str] = {
    "creature": "クリーチャー",
    "creature with flying": "飛行を持つクリーチャー",
    "Wall or creature with flying": "壁か飛行を持つクリーチャー",
    "Island": "島",
    "white creature": "白のクリーチャー",
    "blue creature": "青のクリーチャー",
    "black creature": "黒のクリーチャー",
    "red creature": "赤のクリーチャー",
    "green creature": "緑のクリーチャー",
    "creature with power 2 or less": "パワーが２以下のクリーチャー",
    "creature with power 4 or greater": "パワーが４以上のクリーチャー",
    "creature with power less than Champion of Lambholt's power":
        "パワーがラムホルトの勇者のパワーより小さいクリーチャー",
    "creature with power no greater than Spitfire Handler's":
        "パワーが火吹き使いのパワー以下のクリーチャー",
}


def rule_detail(detail: str, lang: str) -> str:
    """``detail`` (a rule's filter words, in English) in ``lang``; words without a Japanese
    entry stay as they are."""
    if lang == "ja":
        return RULE_DETAILS_JA.get(detail, detail)
    return detail
