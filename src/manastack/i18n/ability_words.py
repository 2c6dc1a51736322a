"""The words of a triggered ability, in English and Japanese, read from the rules text of the
object whose text it is (CR 113.2, 603.1): what a player sees of a triggered ability on the
stack or waiting to be put there.

A card's abilities are claimed by its Oracle lines in order (``manastack.cards.registry``:
``FaceDef.claims``), so the line that wrote an ability is known, not guessed; the vendored
Japanese text has a line for each Oracle line (``tests/i18n/test_ability_words.py`` checks it
for every card with a triggered ability), so the same line of it is that ability's Japanese.
From there:

* an ability written on a line of its own, or with others on one line ("Whenever ~ enters
  the battlefield or attacks"), is that line, with the lines that continue it (the modes of
  a modal ability, CR 700.2);
* a keyword that stands for a triggered ability (ward, evolve, decayed, CR 702) is its line
  when the keyword is alone on it (with its reminder text), else the keyword's own words; a
  triggered ability inside a keyword's (decayed's sacrifice at end of combat, CR 702.147a) is
  the sentence of the keyword's reminder text that writes it, as the cards giving the keyword
  write it in both languages;
* a triggered ability written inside another ability — a delayed triggered ability (CR
  603.7: "... at the beginning of the next end step"), a reflexive one (CR 603.12: "When you
  do, ..."), an ability an effect grants or a token is created with ("... gains 'Whenever
  this creature ...'", CR 113.1a) — is the sentence or the quotation of that line that wrote
  it. The line's trigger phrases ("When", "Whenever", "At"; 「とき」「たび」「開始時に」
  「終了時に」) are taken in order, each quotation as a whole, and matched to the triggered
  abilities written inside the line's ability in order, only when there are as many of each
  (the line's own trigger phrases first, for a line that is a triggered ability itself);
* a triggered ability an object has that its own text doesn't write (granted by an Aura or an
  Equipment, CR 613.1f; a token's ability written in the text of the card that creates it) is
  the words of the card that wrote it, found as above; an activated or triggered ability
  granted with its own English words (Lavamancer's Skill's "{T}: This creature deals 1
  damage to target creature.") is, in Japanese, the quotation writing those words in the
  Japanese text of the cards that grant it (``granted_ja``);
* the Japanese of a token's ability is its line of the token's Japanese text
  (``cards.token_texts``); where that text has none, the quotation that writes the same
  English words in a card that creates such a token (「…」を持つ…トークン).

The text is the object's text as text-changing effects changed it (CR 612: ``rules.text_change
.rules_text``) while the object is still there. Where no line is certain, the words are empty
(English) or None (Japanese): the clients then name the ability by its source only.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.dsl.abilities import (
    ActivatedAbility,
    Keyword,
    Lines,
    ReplacementAbility,
    TriggeredAbility,
)
from manastack.dsl.effects import DelayedTrigger
from manastack.dsl.tokens import TokenSpec
from manastack.i18n.trigger_phrases import phrases, quotations
from manastack.rules.keyword_abilities import keyword_activated, keyword_triggered

if TYPE_CHECKING:
    from manastack.state.game_state import GameState

__all__ = ["Words", "ability_words", "claimed_lines", "granted_ja", "keyword_reminders_ja",
           "phrases", "quotations", "stack_words", "written"]


@dataclass(frozen=True)
class Words:
    """An ability's words: ``en`` (``""``: none known) and ``ja`` (None: no Japanese known)."""

    en: str = ""
    ja: str | None = None


def _nested(value: Any, out: list[tuple[TriggeredAbility, bool]], top: bool = True,
            delayed: bool = False) -> list[tuple[TriggeredAbility, bool]]:
    """The triggered abilities written inside ``value`` (not ``value`` itself), in order,
    each with whether it is a delayed triggered ability (CR 603.7) rather than one that
    triggers as the ability writing it resolves (a reflexive one, CR 603.12: "When you do",
    "When you pay this cost ...")."""
    if isinstance(value, TriggeredAbility) and not top:
        out.append((value, delayed))
    if isinstance(value, tuple | list):
        for v in value:
            _nested(v, out, False)
    elif isinstance(value, dict):
        for v in value.values():
            _nested(v, out, False)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        is_delayed = isinstance(value, DelayedTrigger)
        for f in dataclasses.fields(value):
            _nested(getattr(value, f.name), out, False, is_delayed)
    return out


@dataclass(frozen=True)
class _Place:
    """Where an ability is written: face ``face`` of card ``key``, the lines ``lines`` (the
    claim and its continuations), and which words of them: ``"lines"``, the whole lines;
    ``"keyword"``, keyword ``keyword`` (alone on its line or not); ``"phrase"``, the phrase
    ``index`` of those the lines' written triggered abilities leave over, of ``count``."""

    key: str
    face: int
    lines: tuple[int, ...]
    how: str
    keyword: Keyword | None = None
    alone: bool = False
    index: int = 0
    count: int = 0
    own: int = 0
    rest: str = ""


@cache
def _places(key: str) -> tuple[tuple[Any, _Place], ...]:
    """Every triggered ability the card ``key`` writes, every activated ability it writes by
    itself or as a keyword (CR 602.1, 702) and every replacement ability it writes on lines
    of its own (CR 614.1), with where it is written."""
    d = card_def(key)
    out: list[tuple[Any, _Place]] = []
    for fi, face_def in enumerate(d.faces):
        claims = list(face_def.claims)
        for ci, (line, written) in enumerate(claims):
            if len(written) == 1 and isinstance(written[0], Lines) and not written[0].abilities:
                continue  # continued(): part of the entry before it
            lines = [line]
            for later, more in claims[ci + 1:]:
                if len(more) == 1 and isinstance(more[0], Lines) and not more[0].abilities:
                    lines.append(later)
                else:
                    break
            if all(isinstance(a, Keyword) for a in written):
                for kw in written:
                    assert isinstance(kw, Keyword)
                    t = keyword_triggered(kw) or keyword_activated(kw, None, None)
                    if t is None:
                        continue
                    alone = len(written) == 1
                    out.append((t, _Place(key, fi, tuple(lines), "keyword", kw, alone)))
                    inner = [n for n, _ in _nested(t, [])]
                    for k, n in enumerate(inner):
                        out.append((n, _Place(key, fi, tuple(lines), "keyword_inner", kw, alone,
                                              k, len(inner))))
                continue
            tops: list[Any] = []
            for a in written:
                tops.extend(a.abilities if isinstance(a, Lines) else (a,))
            own = sum(1 for a in tops if isinstance(a, TriggeredAbility))
            nested = [x for a in tops for x in _nested(a, [])]
            for a in tops:
                # a replacement ability too: its words name the effect a player chooses to
                # apply first among several (CR 616.1)
                if isinstance(a, TriggeredAbility | ActivatedAbility | ReplacementAbility):
                    out.append((a, _Place(key, fi, tuple(lines), "lines")))
            for k, (n, delayed) in enumerate(nested):
                out.append((n, _Place(key, fi, tuple(lines), "phrase", index=k,
                                      count=len(nested), own=own,
                                      rest="leading" if delayed else "all")))
    return tuple(out)


def claimed_lines(key: str, face: int) -> frozenset[int]:
    """The lines of face ``face`` of card ``key`` that write its activated, triggered and
    replacement abilities (a keyword's too: cycling, CR 702.29a); the others write its spell
    ability (CR 113.3a) and its static abilities."""
    return frozenset(i for _, p in _places(key) if p.face == face and p.how == "lines"
                     or p.how == "keyword" and p.face == face for i in p.lines)


def written(key: str) -> list[tuple[Any, int, str]]:
    """Each triggered ability card ``key`` writes, each activated one it writes by itself or as
    a keyword, and each replacement one it writes on lines: ``(ability, face, how)``, ``how``
    being ``"lines"`` (written on lines of its own or shared with others), ``"keyword"`` (a
    keyword's, CR 702), ``"phrase"`` (written inside another ability of a line) or
    ``"keyword_inner"`` (inside a keyword's ability: decayed's sacrifice at end of combat,
    CR 702.147a)."""
    return [(a, p.face, p.how) for a, p in _places(key)]


@cache
def _written_by() -> dict[int, tuple[TriggeredAbility, tuple[_Place, ...]]]:
    """The triggered abilities written inside the abilities of the cards of the products (the
    abilities they grant, their delayed and reflexive abilities, their tokens'), by identity,
    with where each is written."""
    out: dict[int, tuple[TriggeredAbility, tuple[_Place, ...]]] = {}
    for card in database().cards():
        for ability, place in _places(card.key):
            if place.how == "phrase":
                kept = out.get(id(ability))
                out[id(ability)] = (ability, (*(kept[1] if kept else ()), place))
    return out


@cache
def _face_keys() -> dict[int, tuple[str, int]]:
    """Each face of the cards and tokens of the data, by identity: its card's key and index."""
    out: dict[int, tuple[str, int]] = {}
    db = database()
    for card in (*db.cards(), *db.tokens()):
        for i, face in enumerate(card.faces):
            out[id(face)] = (card.key, i)
    return out


def _key_of(g: GameState | None, source: int | None, lki: Any) -> tuple[str, int] | None:
    """The card and face whose text writes the abilities of a source with characteristics
    ``lki`` (a copy's are the card it copies, CR 707.2)."""
    face = getattr(lki, "face", None)
    if face is None:
        return None
    found = _face_keys().get(id(face))
    if found is not None:
        return found
    o = g.objects.get(source) if g is not None and source is not None else None
    if o is not None and o.card_key is not None and o.copy_of is None:
        card = database().by_key(o.card_key)
        for i, f in enumerate(card.faces):
            if f is face:
                return o.card_key, i
    return None


def _same(a: Any, b: Any) -> bool:
    """Whether ability ``a`` is ``b`` as written, or ``b`` with its creature-type words changed
    (CR 612: the records differ only in strings naming creature types)."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, str):
        return a == b or _untyped(a) == _untyped(b)
    if isinstance(a, tuple | list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, TokenSpec) or dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(_same(getattr(a, f.name), getattr(b, f.name))
                   for f in dataclasses.fields(a))
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - an uncomparable value is not the same
        return False


_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def _untyped(text: str) -> str:
    """``text`` with each word naming a creature type, singular or plural, blanked out (CR
    612.2: what a creature-type text change rewrites)."""
    from manastack.rules.text_change import creature_type_named
    return _WORD.sub(lambda m: "\0" if creature_type_named(m.group()) else m.group(), text)


def _find(ability: Any, key: str, face: int) -> _Place | None:
    """Where card ``key`` writes ``ability`` (as written, or text-changed): the place on the
    face ``face`` first; None when not written there, or written in places that differ."""
    places = _places(key)
    for test in (lambda a: a is ability, lambda a: a == ability, lambda a: _same(ability, a)):
        try:
            hits = [p for a, p in places if test(a)]
        except Exception:  # noqa: BLE001 - an ability whose records can't be compared
            hits = []
        if hits:
            on_face = [p for p in hits if p.face == face] or hits
            first = on_face[0]
            if all(p == first for p in on_face):
                return first
            return None
    return None


def _lines(g: GameState | None, source: int | None, lki: Any, key: str, face: int,
           lang: str) -> list[str] | None:
    """The lines of the face's rules text in ``lang``: as text-changing effects changed it
    while the source is there (CR 612), else as printed; None: no text in ``lang``."""
    card = database().by_key(key)
    f = card.faces[face]
    printed = f.oracle_text if lang == "en" else f.text_ja
    if not printed:
        return None
    if g is None or source is None:
        return printed.split("\n")
    o = g.objects.get(source)
    if o is not None and o.card_key is not None and not o.face_down:
        from manastack.rules.characteristics import chars
        from manastack.rules.text_change import rules_text
        if getattr(chars(g, source), "face", None) is f:
            text = rules_text(g, source, lang)
            if lang == "en" or text != rules_text(g, source, "en"):
                return text.split("\n")
    return printed.split("\n")


def _words_at(place: _Place, lines: list[str] | None, lang: str,
              ability: Any) -> str | None:
    """The words ``place`` points at in ``lines`` (a face's text lines in ``lang``)."""
    english = database().by_key(place.key).faces[place.face].oracle_text.split("\n")
    if lines is None or len(lines) < len(english):
        return None
    text = "\n".join(lines[i].strip() for i in place.lines)
    if place.how == "lines":
        return text
    if place.how == "keyword":
        kw = place.keyword
        assert kw is not None
        if place.alone:
            return text
        if lang == "en":
            return kw.text or kw.name
        return _ja_keyword(kw.text or kw.name)
    if place.how == "keyword_inner":
        return None
    found = phrases(text, lang, place.rest)
    spare = len(found) - place.count
    if not 0 <= spare <= place.own or place.own and spare == 0:
        return None
    return found[spare + place.index]


def _ja_keyword(text: str) -> str | None:
    """The glossary's word for keyword ``text``; a keyword with a mana cost ("Ward {1}", CR
    702.21a) is its word followed by the cost, as the cards print it (護法{1})."""
    from manastack.i18n.glossary import ja_keyword
    try:
        return ja_keyword(text)
    except KeyError:
        pass
    with_cost = re.fullmatch(r"([A-Za-z][A-Za-z ]*?) ((?:\{[^{}]+\})+)", text)
    try:
        return ja_keyword(with_cost.group(1)) + with_cost.group(2) if with_cost else None
    except KeyError:
        return None


@cache
def _aligned_lines() -> tuple[tuple[str, str], ...]:
    """Each rules-text line of every card face whose Japanese text has as many lines, with
    its Japanese line."""
    out: list[tuple[str, str]] = []
    for card in database().cards():
        for face in card.faces:
            if not face.text_ja:
                continue
            en, ja = face.oracle_text.split("\n"), face.text_ja.split("\n")
            if len(en) == len(ja):
                out.extend(zip(en, ja, strict=True))
    return tuple(out)


@cache
def _quoted_ja() -> dict[str, str]:
    """English quotation → Japanese quotation, from the cards whose English and Japanese lines
    quote the same number of abilities (「…」を持つトークン), kept only when every card that
    quotes the English words quotes the same Japanese."""
    seen: dict[str, set[str]] = {}
    for e, j in _aligned_lines():
        qe, qj = quotations(e, "en"), quotations(j, "ja")
        if len(qe) == len(qj):
            for a, b in zip(qe, qj, strict=True):
                seen.setdefault(a, set()).add(b)
    return {a: next(iter(b)) for a, b in seen.items() if len(b) == 1}


def granted_ja(text: str) -> str | None:
    """The Japanese of an ability an effect grants (CR 113.1a: an Aura's "Enchanted creature
    has "{T}: ..."") by its English words ``text``: the quotation that writes it in the
    Japanese text of the cards that grant it, or the part of a keyword's reminder text that
    writes it (decayed's "Sacrifice it at end of combat.", given to a creature by an effect,
    CR 702.147a: ``_reminder_part_ja``); None when none does, or they disagree."""
    if not text:
        return None
    return _quoted_ja().get(text.strip()) or _reminder_part_ja(text.strip())


@cache
def _reminder_part_ja(text: str) -> str | None:
    """The Japanese of ``text``, the effect of a triggered ability a keyword's reminder text
    writes ("When it attacks, sacrifice it at end of combat." → 「戦闘終了時に、それを生け贄
    に捧げる。」), from every card line with one reminder text in each language; None unless
    they all agree."""
    found = set()
    for e, j in _aligned_lines():
        re_en, re_ja = _REMINDER["en"].findall(e), _REMINDER["ja"].findall(j)
        if len(re_en) != 1 or len(re_ja) != 1:
            continue
        en = [x.strip() for x in re.split(r"(?<=\.)\s+", re_en[0]) if x.strip()]
        ja = [x + "。" for x in re_ja[0].split("。") if x.strip()]
        if len(en) != len(ja):
            continue
        for a, b in zip(en, ja, strict=True):
            head = re.fullmatch(r"(?:When|Whenever) [^,]+, (.+)", a)
            if head and head[1][:1].upper() + head[1][1:] == text and "とき、" in b:
                found.add(b.split("とき、", 1)[1])
    return next(iter(found)) if len(found) == 1 else None


_REMINDER = {"en": re.compile(r"\(([^()]*)\)"), "ja": re.compile(r"[（(]([^（）()]*)[）)]")}


@cache
def _reminders(keyword: str) -> tuple[tuple[str, str], ...]:
    """The reminder texts of keyword ``keyword`` (CR 207.2) in English and Japanese, as the
    cards that give it write them: each line of a card naming the keyword in both languages
    with one reminder text in each."""
    word = _ja_keyword(keyword)
    if not word:
        return ()
    named = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
    out: list[tuple[str, str]] = []
    for e, j in _aligned_lines():
        re_en, re_ja = _REMINDER["en"].findall(e), _REMINDER["ja"].findall(j)
        if named.search(e) and word in j and len(re_en) == len(re_ja) == 1:
            out.append((re_en[0], re_ja[0]))
    return tuple(dict.fromkeys(out))


def _reminder_words(keyword: str, index: int, count: int) -> Words | None:
    """The words of the ``index``-th of the ``count`` triggered abilities written inside
    keyword ``keyword``'s triggered ability (decayed's sacrifice at end of combat, CR
    702.147a): the sentence of its reminder text with that phrase, the keyword's own trigger
    having the first; None unless every card's reminder text gives the same."""
    found = set()
    for en, ja in _reminders(keyword):
        words = []
        for text, lang in ((en, "en"), (ja, "ja")):
            hits = phrases(text, lang)
            spare = len(hits) - count
            words.append(hits[spare + index] if spare >= 1 else None)
        found.add((words[0], words[1]))
    if len(found) != 1:
        return None
    en_words, ja_words = next(iter(found))
    return Words(en_words, ja_words) if en_words and ja_words else None


def ability_words(g: GameState | None, ability: Any, source: int | None,
                  lki: Any) -> Words:
    """The words of triggered ability ``ability`` of source ``source`` (characteristics
    ``lki`` as it triggered, or as the ability that created it resolved, CR 603.7d)."""
    own = getattr(ability, "text", "") or ""
    key = _key_of(g, source, lki)
    place = _find(ability, *key) if key is not None else None
    if place is None:
        written = _written_by().get(id(ability))
        places = written[1] if written is not None and written[0] is ability else ()
        words = {(_words_at(p, _lines(None, None, None, p.key, p.face, "en"), "en", ability),
                  _words_at(p, _lines(None, None, None, p.key, p.face, "ja"), "ja", ability))
                 for p in places}
        if len(words) == 1:
            en, ja = next(iter(words))
            if en:
                return Words(en, ja)
        return Words(own, (_ja_keyword(own) or granted_ja(own)) if own else None)
    if place.how == "keyword_inner" and place.keyword is not None:
        inner = _reminder_words(place.keyword.name, place.index, place.count)
        return inner if inner is not None else Words(own, None)
    en = _words_at(place, _lines(g, source, lki, place.key, place.face, "en"), "en", ability)
    ja = _words_at(place, _lines(g, source, lki, place.key, place.face, "ja"), "ja", ability)
    if not en:
        return Words(own, (_ja_keyword(own) or granted_ja(own)) if own else None)
    if ja is None:
        ja = _quoted_ja().get(en)
    if ja is None and place.how == "keyword" and place.keyword is not None:
        ja = _ja_keyword(place.keyword.text or place.keyword.name)  # the glossary's word
    return Words(en, ja)


def _source_lki(g: GameState, oid: int) -> Any:
    """The characteristics of the source of ability ``oid`` on the stack as it triggered or
    was activated, else as it is now."""
    o = g.objects[oid]
    lki = o.stack.get("source_chars")
    if lki is None and o.source is not None and o.source in g.objects:
        from manastack.rules.characteristics import chars
        lki = chars(g, o.source)
    return lki


def stack_words(g: GameState, oid: int) -> Words:
    """The words of the triggered or activated ability ``oid`` on the stack."""
    o = g.objects[oid]
    return ability_words(g, o.ability, o.source, _source_lki(g, oid))


def keyword_reminders_ja(g: GameState, oid: int) -> tuple[str, ...]:
    """The Japanese reminder texts (CR 207.2) of the keyword whose ability ``oid`` on the stack
    is, as the cards giving it write them (equip's 「{2}：あなたがコントロールしている…」)."""
    o = g.objects[oid]
    key = _key_of(g, o.source, _source_lki(g, oid))
    kw = getattr(_find(o.ability, *key) if key is not None else None, "keyword", None)
    return tuple(ja for _, ja in _reminders(kw.name)) if kw is not None else ()


def granted_words(g: GameState, oid: int, hidden_key: str | None) -> Words | None:
    """The words of ability ``oid`` on the stack whose source is a face-down permanent, for a
    player who may not look at it (CR 708.5). A face-down permanent has no text of its own
    (CR 708.2a): an ability it has was granted by an effect of a public source (an Aura's
    "enchanted creature has ...", CR 113.1a), and those words are public, as its controller
    reads them. None when the hidden card ``hidden_key`` itself writes the ability, or
    no words are known: its words would tell which card it is."""
    ability = g.objects[oid].ability
    if hidden_key is not None and any(a is ability for a, _ in _places(hidden_key)):
        return None
    written = _written_by().get(id(ability))
    if written is not None and any(p.key == hidden_key for p in written[1]):
        return None
    said = stack_words(g, oid)
    return said if said.en else None


def left_face_down_words(g: GameState, oid: int) -> Words | None:
    """The words of triggered ability ``oid`` on the stack whose source left the battlefield
    face down: the card was revealed as it left (CR 708.9), and the ability, which a face-down
    permanent can only have had from an effect (CR 708.2a), was written inside another
    ability that granted it (an Aura's quotation, CR 113.1a), whose words are public. None
    when no card writes it so: words of the card's own would say nothing the rules let
    anyone know of a face-down object (CR 708.5)."""
    if _written_by().get(id(g.objects[oid].ability)) is None:
        return None
    said = stack_words(g, oid)
    return said if said.en else None

