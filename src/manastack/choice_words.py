"""The words of the instruction a choice made while a spell or ability resolves belongs to,
in its card's own Japanese text: the sentence of a "you may ... If you do, ..." (CR 608.2d)
the player is asked about, and the sentence of a search (CR 701.23a: what is searched for,
in whose library). The engine asks these with English questions of their own ("Pay X life
to draw X cards?"); the Japanese views say the card's sentence instead of a bare question.

Instructions and sentences pair up by order: the n-th instruction of the kind in the
spell's or ability's effects is the n-th sentence of the kind in its Japanese text, and only
when both count the same (none otherwise: a sentence that might be another's is not said).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

MAY_KINDS = ("May", "IfYouDo", "MayPay")
"""The vocabulary's "you may ..." instructions whose answer is a "may" decision."""

SEARCH_KINDS = ("Search", "SearchGroup")
"""The vocabulary's searches of a library (CR 701.23)."""

_MAY_JA = "もよ"  # 「～してもよい」「～してもよく」
_SEARCH_JA = "探"  # 「～を探し」
_IF_YOU_DO_JA = ("そうしたなら", "そうした場合", "そうしたとき")
_TRIGGER_JA = re.compile(r"^[^。「]*?(?:たび|とき|時に)、")
_REMINDER_JA = re.compile(r"\s*[（(][^（）()]*[）)]")
_QUOTED_JA = re.compile(r"[「『]([^「」『』]*)[」』]")


def instructions(value: Any, kinds: tuple[str, ...]) -> Iterator[Any]:
    """The instructions of the kinds named ``kinds`` in ``value`` (effects, nested in other
    effects or in tuples), in the order they are written."""
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from instructions(v, kinds)
        return
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return
    if type(value).__name__ in kinds:
        yield value
    for f in dataclasses.fields(value):
        inner = getattr(value, f.name, None)
        if isinstance(inner, (tuple, list)) or dataclasses.is_dataclass(inner):
            yield from instructions(inner, kinds)


def sentences_ja(text: str, triggered: bool = False) -> list[str]:
    """The sentences of Japanese rules text ``text``, without their full stops, reminder
    text （…） or (...) (CR 207.2) left out, as are an activated ability's cost (what precedes
    「：」, CR 602.1a) and, for a ``triggered`` ability, its trigger condition (「～たび、」
    「～とき、」「～開始時に、」, CR 603.1). A quotation 「…」 stays whole in its sentence."""
    out: list[str] = []
    for line in text.splitlines():
        line = _REMINDER_JA.sub("", line)
        cost = _outside(line).find("：")
        line = line[cost + 1:] if cost >= 0 else line
        if triggered:
            line = _TRIGGER_JA.sub("", line, count=1)
        stops = [i for i, c in enumerate(_outside(line)) if c == "。"]
        starts = [0, *(i + 1 for i in stops)]
        ends = [*stops, len(line)]
        out.extend(line[a:b].strip() for a, b in zip(starts, ends, strict=True)
                   if line[a:b].strip())
    return out


def _outside(text: str) -> str:
    """``text`` with what is inside quotation marks 「…」『…』 blanked out (same length)."""
    depth, out = 0, []
    for c in text:
        if c in "「『":
            depth += 1
        elif c in "」』":
            depth = max(0, depth - 1)
        out.append(c if depth == 0 and c not in "」』" else "_")
    return "".join(out)


def may_sentence_ja(effects: Any, prompt: str, text_ja: str,
                    triggered: bool = False) -> str | None:
    """The Japanese sentence of the "you may" the question ``prompt`` asks about among
    ``effects``, with the sentence after it when that one says what happens "if you do"
    (CR 608.2d), from the Japanese rules text ``text_ja`` (of a ``triggered`` ability: its
    trigger condition left out); None when it can't be told."""
    nodes = list(instructions(effects, MAY_KINDS))
    asked = [i for i, n in enumerate(nodes) if _may_prompt(n) == prompt]
    said = sentences_ja(text_ja, triggered)
    mays = [i for i, s in enumerate(said) if _MAY_JA in s]
    if not asked or len(mays) != len(nodes):
        return None
    at = mays[asked[0]]
    out = said[at]
    then = said[at + 1:at + 3]  # a sentence of what X is may come between (Mask of Griselbrand)
    for i, s in enumerate(then):
        if _MAY_JA in s:
            break
        if any(w in s for w in _IF_YOU_DO_JA):
            out = "。".join([out, *then[:i + 1]])
            break
    return _named_ja(out)


def search_sentence_ja(effects: Any, prompt: str, text_ja: str,
                       triggered: bool = False) -> str | None:
    """The Japanese sentence of the search (CR 701.23a) among ``effects`` the question
    ``prompt`` belongs to, from the Japanese rules text ``text_ja``: what is searched for,
    in whose library; None when it can't be told."""
    nodes = list(instructions(effects, SEARCH_KINDS))
    said = [_searched_in(s) for s in sentences_ja(text_ja, triggered) if _SEARCH_JA in s]
    if not nodes or len(said) != len(nodes):
        return None
    if len(nodes) == 1:
        return _named_ja(said[0])
    asked = [i for i, n in enumerate(nodes) if _search_label(n) and _search_label(n) in prompt]
    return _named_ja(said[asked[0]]) if len(asked) == 1 else None


def _named_ja(sentence: str) -> str:
    """A card named 《日本語名/English name》 (the current wording) as 《日本語名》: the Japanese
    name is enough in a Japanese sentence."""
    return re.sub(r"《([^《》/]+)/[^《》]*》", r"《\1》", sentence)


def _searched_in(sentence: str) -> str:
    """The search a sentence says: the sentence of a quotation in it that searches (「あなたは
    『…探し、…』を選んでもよい」: what is searched for), else the sentence itself."""
    for quoted in _QUOTED_JA.findall(sentence):
        inner = [s for s in sentences_ja(quoted) if _SEARCH_JA in s]
        if inner:
            return inner[0]
    return sentence


def _may_prompt(node: Any) -> str:
    """The question a "you may" instruction asks (the engine's default when it gives none)."""
    if node.prompt:
        return str(node.prompt)
    if type(node).__name__ == "MayPay":
        return f"Pay {node.mana}?"
    return "Do it?"


def _search_label(node: Any) -> str:
    wording = getattr(node, "wording", "") or ""
    label = getattr(node.filter, "label", "") or ""
    return str(wording or re.sub(r"^(an?|the) ", "", label))


def cost_words_ja(cost: str) -> str:
    """A cost as the engine words it in English (``unless_pays.cost_text``: "{1}", "pay 3
    life", "discard 2 cards", joined by ", ") in Japanese: mana symbols as they are, 「３点の
    ライフを支払う」, 「カード２枚を捨てる」 (CR 118.12)."""
    parts = []
    for part in cost.split(", "):
        life = re.fullmatch(r"pay (\d+) life", part)
        cards = re.fullmatch(r"discard (\d+) cards?", part)
        if life:
            parts.append(f"{_wide(life[1])}点のライフを支払う")
        elif cards:
            parts.append(f"カード{_wide(cards[1])}枚を捨てる")
        else:
            parts.append(part)
    return "、".join(parts)


def _wide(digits: str) -> str:
    """Digits as the Japanese card text writes them (full width: 「３点」)."""
    return digits.translate(str.maketrans("0123456789", "０１２３４５６７８９"))

