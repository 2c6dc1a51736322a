"""The trigger phrases of a rules text, in English and Japanese (CR 603.1: "When",
"Whenever", "At"; 「とき」「たび」「開始時に」「終了時に」), each with the words of the ability
it starts, and the text's top-level quotations (an ability granted or a token's, CR 113.1a):
what ``i18n.ability_words`` matches, in order, to the triggered abilities a line writes."""

from __future__ import annotations

import re

__all__ = ["phrases", "quotations"]

_EN_PHRASE = re.compile(r"\b(?:[Ww]henever|[Ww]hen|At the beginning|At end of|"
                        r"at the beginning of|at end of combat)\b")
_JA_PHRASE = re.compile(r"とき|たび|開始時に|終了時に")
_JA_TARGETS = "を対象とする。"
_QUOTES = {"en": ('"', '"'), "ja": ("「", "」")}
_OPEN_PARENS = "(（"
_CLOSE_PARENS = ")）"


def _split(text: str, lang: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """The sentences of ``text`` (ended by a full stop or a line break outside quotations and
    reminder text), each with its top-level quotations: where each starts in the sentence,
    and its words."""
    open_q, close_q = _QUOTES[lang]
    out: list[tuple[str, list[tuple[int, str]]]] = []
    sentence: list[str] = []
    quotes: list[tuple[int, str]] = []
    depth = 0  # quotation depth (Japanese quotations nest: 「…『…』…」 or 「…「…」…」)
    parens = 0
    start = at = 0
    n = len(text)

    def end() -> None:
        whole = "".join(sentence)
        s = whole.strip()
        if s:
            lead = len(whole) - len(whole.lstrip())
            out.append((s, [(p - lead, q) for p, q in quotes]))
        sentence.clear()
        quotes.clear()

    for i, ch in enumerate(text):
        opens = ch == open_q and (depth == 0 or lang == "ja")
        closes = ch == close_q and depth > 0 and not opens
        if opens:
            if depth == 0:
                start, at = i + 1, len("".join(sentence))
            depth += 1
        elif closes:
            depth -= 1
            if depth == 0:
                quotes.append((at, text[start:i]))
        elif not depth and ch in _OPEN_PARENS:
            parens += 1
        elif not depth and ch in _CLOSE_PARENS and parens:
            parens -= 1
        if ch == "\n" and not depth and not parens:
            end()
            continue
        sentence.append(ch)
        stop = ch == "。" or ch == "." or closes and lang == "en" and text[i - 1] == "."
        if stop and not depth and not parens and (ch == "。" or i + 1 == n or
                                                    text[i + 1] in " \n"):
            end()
    end()
    return out


def _outside(sentence: str, lang: str) -> str:
    """``sentence`` with its quotations and reminder text blanked out (same length)."""
    open_q, close_q = _QUOTES[lang]
    out = []
    depth = parens = 0
    for ch in sentence:
        if lang == "en" and ch == '"':
            depth = 1 - depth
            out.append(" ")
        elif lang == "ja" and ch == open_q:
            depth += 1
            out.append(" ")
        elif lang == "ja" and ch == close_q and depth:
            depth -= 1
            out.append(" ")
        elif depth:
            out.append(" ")
        elif ch in _OPEN_PARENS:
            parens += 1
            out.append(" ")
        elif ch in _CLOSE_PARENS and parens:
            parens -= 1
            out.append(" ")
        else:
            out.append(" " if parens else ch)
    return "".join(out)


def phrases(text: str, lang: str, rest: str = "") -> list[str]:
    """For each trigger phrase of ``text`` in order (CR 603.1: "When", "Whenever", "At"; a
    delayed trigger's "at the beginning of ...", CR 603.7), the words of the ability it
    starts: the sentence it is in; with ``rest="all"`` (a reflexive ability, CR 603.12, is
    the rest of its line) or ``rest="leading"`` for a phrase that starts its sentence ("When
    you next cast ..., copy that spell. You may choose new targets for the copy."), with the
    sentences after it up to the next phrase's. For a quotation (an ability granted or a
    token's, CR 113.1a): the whole quotation for its first phrase and the sentences of the
    quotation for the others. Reminder text is not rules text and is skipped (CR 207.2)."""
    pattern = _EN_PHRASE if lang == "en" else _JA_PHRASE
    out: list[str] = []
    sentences = _split(text, lang)
    hits = [[m.start() for m in pattern.finditer(_outside(sentence, lang))]
            for sentence, _ in sentences]
    join = " " if lang == "en" else ""
    for i, (sentence, quotes) in enumerate(sentences):
        found: list[tuple[int, list[str]]] = []
        for at in hits[i]:
            whole = sentence
            more = rest == "all" or rest == "leading" and _leads(sentence, at, lang)
            for j, (later, _) in enumerate(sentences[i + 1:], i + 1):
                # 「…を対象とする。」 is a sentence of its own in Japanese: what is done to
                # the target is the next one (CR 115.1: the targets are of the same ability)
                if not (more and not hits[j] and not sentences[j][1] and
                        later[:1] not in _OPEN_PARENS or whole.endswith(_JA_TARGETS)):
                    break
                whole += join + later
            found.append((at, [whole]))
        for at, quote in quotes:
            inner = phrases(quote, lang, rest)
            if inner:
                inner[0] = quote.strip()
                found.append((at, inner))
        for _, words in sorted(found, key=lambda f: f[0]):
            out.extend(words)
    return out


_LEADS = {"en": "Until end of turn, ", "ja": "ターン終了時まで、"}


def _leads(sentence: str, at: int, lang: str) -> bool:
    """Whether the phrase at ``at`` starts ``sentence`` (after "Until end of turn,")."""
    return at == 0 or sentence[:at] == _LEADS[lang] or lang == "ja" and \
        not re.search(r"[、。]", sentence[:at].removeprefix(_LEADS[lang]))


def quotations(text: str, lang: str) -> list[str]:
    """The top-level quotations of ``text``, in order."""
    return [q.strip() for _, quotes in _split(text, lang) for _, q in quotes]
