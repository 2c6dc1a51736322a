"""Reading a line of rules text (CR 207.2, 602.1): whether it is an activated ability, and the
line without its reminder text; the words of a permanent's activated ability from its lines."""

from __future__ import annotations

import re
from typing import Any

from manastack.ui.messages import msg

ACTIVATED_KEYWORD = re.compile(r"^(Equip|装備|\w*[Cc]ycling|\w*サイクリング)\s*\{")
"""A keyword line of an activated keyword ability with its cost (CR 702.6a, 702.29a)."""


def is_activated_line(line: str) -> bool:
    """Whether a line of rules text is an activated ability (CR 602.1: "[Cost]: [Effect]"):
    a colon outside its reminder text, or a keyword line whose reminder text is such an
    ability (CR 702.6a: 「装備{4}（{4}：…）」, Equip; cycling, CR 702.29a)."""
    own = _without_reminder(line)
    if ":" in own or "：" in own or ACTIVATED_KEYWORD.match(own):
        return True
    return own != line and any(c in line for c in ":：") and not any(c in own for c in ".。")


def _without_reminder(line: str) -> str:
    """A line of rules text without its reminder text in parentheses (CR 207.2)."""
    out, depth = [], 0
    for ch in line:
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def activated_words(desc: Any, source: int, index: int) -> str:
    """The words of ``source``'s activated ability ``index`` (CR 602.1: "[Cost]: [Effect]") as
    Describer ``desc`` tells them: its own text, or else the matching "cost: effect" line of
    the source's rules text in the describer's language; in Japanese, an ability an effect
    grants with its own words (CR 113.1a: Lavamancer's Skill's) is the quotation of the
    granting card's Japanese text (``i18n.ability_words.granted_ja``)."""
    from manastack.dsl.abilities import ActivatedAbility
    from manastack.i18n.ability_words import granted_ja
    from manastack.rules.characteristics import chars
    from manastack.rules.text_change import rules_text
    g = desc.game.state
    lang = desc.lang
    try:
        abilities = chars(g, source).abilities
        ability = abilities[index]
    except (KeyError, IndexError):
        return msg("ability_of", lang, source=desc.name(source))
    text = str(getattr(ability, "text", "") or getattr(ability, "name", ""))
    if text and lang == "en":
        return text
    granted = granted_ja(text) if text and lang == "ja" else None
    if granted:
        return granted
    nth = sum(1 for a in abilities[:index] if isinstance(a, ActivatedAbility))
    lines = [ln.strip() for ln in rules_text(g, source, lang).splitlines()]
    english = [ln.strip() for ln in rules_text(g, source, "en").splitlines()]
    # which lines are activated abilities: told by the English line when the texts have
    # a line each (a keyword without reminder text, 「装備{1}」, has no colon)
    activated = [ln for ln, en in zip(lines, english, strict=True)
                 if is_activated_line(en)] if len(english) == len(lines) else \
        [ln for ln in lines if is_activated_line(ln)]
    if nth < len(activated):
        return activated[nth]
    if text:
        return text
    return " ".join(lines) or msg("ability_of", lang, source=desc.name(source))
