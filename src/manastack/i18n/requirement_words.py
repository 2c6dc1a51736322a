"""What a spell or ability requires of its targets and of the objects paying its costs, in the
Japanese words of the card that writes it: a target's description (CR 115.1, 601.2c), as the
card's 「…を対象とする」 (「…を対象とし、」 read as the end of its phrase), and a part of the
cost other than mana (CR 601.2h, 602.2b, 118.1), as the card's part of the cost
(「これ以外のクリーチャー１体を生け贄に捧げる」). No text is translated: the words are the
card's own, read by these rules:

* the Japanese words of an ability on the stack are those the card writes it with
  (``i18n.ability_words``); a spell's are the lines of its card's Japanese text that no
  activated, triggered or replacement ability claims (its spell ability, CR 113.3a, and its
  keyword lines: an Aura's enchant keyword, CR 303.4a), of the face it is (CR 709.3);
* of a modal spell or ability, only the modes chosen, in the order chosen (CR 700.2;
  ``i18n.modes``: a mode is a bulleted line);
* a target's phrase runs back from 「を対象と」 to the start of its sentence, or to the end of
  the trigger condition, a condition, the cost or the phrase before it (「…とき、」,
  「…たび、」, 「…時に、」, 「…場合、」, 「…：」), a mode's bullet left out; a phrase
  inside a quotation is another ability's (an ability granted, CR 113.1a) and is skipped. The i-th target of the spell or ability is the i-th phrase when
  there are as many phrases as targets; all of them are one phrase's when there is one
  (「クリーチャー１体とプレイヤー１人を対象とする」). An Aura spell whose text writes no
  phrase targets what its enchant keyword says (CR 303.4a, 702.5a): that keyword's words; a
  keyword's ability whose card writes the keyword without its reminder text (「装備{1}」)
  targets what the reminder text says where the cards giving the keyword write one
  (CR 207.2, 702.6a), all alike;
* the cost of an activated ability is the text before its 「：」 (CR 602.1a), of a spell the
  words after 「追加コストとして、」 (CR 601.2b, 118.8); its parts are separated by commas, and
  the part paid by sacrificing, tapping, discarding or exiling is the one part whose verb
  says so.

Where no words are certain (a card with no Japanese text, phrases that don't match the
targets), the answer is None and the refusal names the requirement in words of its own.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack.cards.database import database
from manastack.i18n.ability_words import claimed_lines, keyword_reminders_ja, stack_words
from manastack.i18n.modes import bullets

if TYPE_CHECKING:
    from manastack.state.game_state import GameState

__all__ = ["cost_part_ja", "cost_parts", "target_phrase_ja", "target_phrases"]

_TARGETS = re.compile(r"対象と?(?:し(?![てたな])|する(?!場合))")
_CHOSEN = re.compile(r"対象となる[^。「」]*?を選ぶ")
_STARTS = ("。", "：", "\n", "(", "（", "とき、", "たび、", "時に、", "として、", "を対象とし、",
           "場合、", "なら、", "代わりに、")
"""Where a target's phrase starts, looking back from its 「を対象と」: a sentence's end, a
cost's colon, a line break, reminder text's opening parenthesis (an Aura's enchant reminder),
the end of a trigger condition, of a condition (「…場合、」, 「…なら、」) or of the phrase of
another target."""

_COST_VERBS = {"sacrifice": "生け贄に捧げ", "tap": "タップする", "discard": "捨てる",
               "exile_gy": "追放する"}
"""The verb of each part of a cost a player pays with objects (CR 701.21a, 701.26a, 701.9a,
406.2)."""


def _unquoted(text: str) -> str:
    """``text`` with its quotations (「…」, nested or not) blanked out, keeping its length."""
    out = []
    depth = 0
    for ch in text:
        if ch == "「":
            depth += 1
        out.append(" " if depth else ch)
        if ch == "」" and depth:
            depth -= 1
    return "".join(out)


def target_phrases(text: str) -> list[str]:
    """The phrases of ``text`` that say what its targets are, in order: each ending with
    「を対象とする」 (「…まで対象とする」), or 「対象となる…を選ぶ」; those inside
    quotations are another ability's and are left out, as are the conditions that only
    speak of targets (「…を対象としている場合」) and the words that refer back to a target
    chosen (「その対象としたクリーチャー」, 「対象としたもの」)."""
    plain = _unquoted(text)
    found = []
    for m in _TARGETS.finditer(plain):
        start = max((i + len(s) for s in _STARTS
                     if (i := plain.rfind(s, 0, m.start())) >= 0), default=0)
        phrase = text[start:m.start()].strip().lstrip("•・ ")
        if phrase:
            found.append((m.start(), phrase + m.group().removesuffix("し").removesuffix("する")
                          + "する"))
    found.extend((m.start(), text[m.start():m.end()]) for m in _CHOSEN.finditer(plain))
    return [p for _, p in sorted(found)]


def _enchant_words(text: str) -> str | None:
    """The enchant keyword of an Aura's text with what it enchants (CR 702.5a):
    「エンチャント（クリーチャー）」."""
    m = re.search(r"^エンチャント\s*[（(][^）)]*[）)]", text, re.MULTILINE)
    return m.group().replace("(", "（").replace(")", "）") if m else None


def _face_of(g: GameState, sid: int) -> tuple[str, int] | None:
    """The card and face a spell on the stack is (CR 709.3)."""
    from manastack.rules.characteristics import chars
    o = g.objects[sid]
    face = getattr(chars(g, sid), "face", None)
    if o.card_key is None or face is None:
        return None
    for i, f in enumerate(database().by_key(o.card_key).faces):
        if f is face:
            return o.card_key, i
    return None


def _words_ja(g: GameState, sid: int) -> str | None:
    """The Japanese words of the spell or ability ``sid`` on the stack: an ability's as its
    card writes it, a spell's the lines of its face's text no other ability claims."""
    o = g.objects[sid]
    if o.stack.get("kind") != "spell":
        return stack_words(g, sid).ja
    found = _face_of(g, sid)
    if found is None:
        return None
    key, face = found
    text = database().by_key(key).faces[face].text_ja
    if not text:
        return None
    claimed = claimed_lines(key, face)
    return "\n".join(line for i, line in enumerate(text.split("\n")) if i not in claimed)


def _chosen_modes(g: GameState, sid: int, text: str) -> str:
    """Of a modal spell or ability, the words of the modes chosen, in the order chosen (CR
    700.2); else ``text``."""
    chosen = g.objects[sid].stack.get("modes")
    modes = bullets(text)
    if not chosen or not modes or any(not 0 <= i < len(modes) for i in chosen):
        return text
    return "\n".join(modes[i] for i in chosen)


def target_phrase_ja(g: GameState, sid: int, slot: int, slots: int) -> str | None:
    """What target ``slot`` (of ``slots``) of the spell or ability ``sid`` must be, in its
    card's Japanese words; None when they aren't certain."""
    text = _words_ja(g, sid)
    if not text:
        return None
    text = _chosen_modes(g, sid, text)
    found = target_phrases(text) or _reminder_phrases(g, sid)
    if len(found) == slots:
        return found[slot]
    if len(found) == 1:
        return found[0]
    if not found and g.objects[sid].stack.get("kind") == "spell":
        return _enchant_words(text)
    return None


def _reminder_phrases(g: GameState, sid: int) -> list[str]:
    """The target phrases of a keyword's ability whose card writes the keyword alone (CR
    702.6a: Swiftfoot Boots' 「装備{1}」): those of the keyword's reminder text as the cards
    giving it write it, when every such card's gives the same."""
    if g.objects[sid].stack.get("kind") == "spell":
        return []
    found = {tuple(target_phrases(ja)) for ja in keyword_reminders_ja(g, sid)}
    return list(found.pop()) if len(found) == 1 else []


def cost_parts(text: str, part: str, spell: bool = False) -> list[str]:
    """The parts of the cost written in ``text`` (an activated ability's words, or with
    ``spell`` a spell's) that are paid by ``part`` ("sacrifice", "tap", "discard" or
    "exile_gy"), in order."""
    verb = _COST_VERBS.get(part)
    if spell:
        m = re.search(r"追加コストとして、([^。]*)", text)
        cost = m.group(1) if m else None
    else:
        head, colon, _ = _unquoted(text).partition("：")
        cost = text[:len(head)] if colon else None
    if not cost or not verb:
        return []
    return [p.strip() for p in re.split(r"[,，]", cost) if verb in p]


def cost_part_ja(g: GameState, sid: int, part: str) -> str | None:
    """The part of the cost of the spell or ability ``sid`` that is paid by ``part``
    ("sacrifice", "tap", "discard" or "exile_gy"), in its card's Japanese words; None when
    they aren't certain."""
    text = _words_ja(g, sid)
    if not text:
        return None
    parts = cost_parts(text, part, g.objects[sid].stack.get("kind") == "spell")
    return parts[0] if len(parts) == 1 else None
