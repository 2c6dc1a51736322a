"""Text-changing effects (CR 612), applied in layer 3 (CR 613.1c).

A text change rewrites the words of an object's type line and rules text that are used as a
given kind of word. Here that is creature-type words: the creature types on the type line and
every creature-type word inside the object's ability records (filters, target requirements,
trigger conditions, protections, token kinds, types a choice excludes). The name is never
changed (CR 612.2). Abilities granted by other effects are added later, in layer 6, so they
are never rewritten (CR 612.3); types set by layer-4 effects apply after the change and are
not touched either.

The words of the text itself are rewritten too, so the changed text reads correctly: the plural
takes the new word's plural ("Protection from Goblins" becomes "Protection from Elves"), the
article agrees ("a Wall" becomes "an Elf"), and the object's own name is left alone (CR 612.2).
``rules_text`` gives an object's rules text with its text changes in English or Japanese; the
Japanese uses the official creature-type words (``data/creature_types_ja.tsv``) and, where the
card has no Japanese text or a word has no known Japanese, the rewritten English.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from functools import cache
from importlib import resources
from typing import Any

from manastack.dsl.rules_words import RulesWord
from manastack.dsl.tokens import TokenSpec, default_token_name
from manastack.rules.creature_types import CREATURE_TYPES

# Fields that hold words used as something other than a creature type (names, frame variable
# names).
_NOT_TYPE_WORDS = frozenset({"name", "var", "result_var",
                             "old_var", "new_var", "differ_from", "event", "op", "duration", "kind",
                             "custom_layer", "rule"})
# Fields that hold English text: its creature-type words are rewritten as words. A prompt is
# the ability's own words put as a question ("Create that many 1/1 green Insect tokens?"), so
# it reads as the changed ability does.
_TEXT_FIELDS = frozenset({"text", "label", "prompt"})

# Creature types whose plural is not formed by the usual English rules (as the Oracle text
# writes them: "Elves", "Werewolves", "Merfolk").
IRREGULAR_PLURALS: dict[str, str] = {
    "Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
    "Ox": "Oxen", "Mouse": "Mice", "Homunculus": "Homunculi", "Fungus": "Fungi",
    "Pegasus": "Pegasi", "Cyclops": "Cyclopes", "Thalakos": "Thalakoi",
    "Fish": "Fish", "Jellyfish": "Jellyfish", "Sheep": "Sheep", "Elk": "Elk", "Djinn": "Djinn",
    "Samurai": "Samurai", "Ninja": "Ninja", "Kor": "Kor", "Moonfolk": "Moonfolk",
    "Kithkin": "Kithkin", "Merfolk": "Merfolk", "Aurochs": "Aurochs", "Astartes": "Astartes",
    "Vedalken": "Vedalken", "Surrakar": "Surrakar", "Dauthi": "Dauthi", "Kavu": "Kavu",
    "Treefolk": "Treefolk",
}


def plural(word: str) -> str:
    """The English plural of creature type ``word`` ("Goblins", "Elves", "Allies")."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    return word + "s"


@cache
def _by_plural() -> dict[str, str]:
    out = {plural(t).lower(): t for t in CREATURE_TYPES}
    out.update({t.lower(): t for t in CREATURE_TYPES})
    return out


def creature_type_named(word: str) -> str | None:
    """The creature type that ``word`` names, singular or plural ("goblins" → "Goblin")."""
    return _by_plural().get(word.lower())


@cache
def japanese_types() -> dict[str, str]:
    """The official Japanese word of each creature type whose Japanese is known."""
    text = resources.files("manastack").joinpath("data", "creature_types_ja.tsv").read_text(
        encoding="utf-8")
    rows = [line.split("\t") for line in text.splitlines()[1:] if line.strip()]
    return {r[0]: r[1] for r in rows}


# Creature types beginning with a vowel letter but a consonant sound: "a Unicorn".
_CONSONANT_SOUND = frozenset({"Unicorn"})


def _article(new: str, a: str) -> str:
    an = new[:1].lower() in "aeiou" and new not in _CONSONANT_SOUND
    word = "an" if an else "a"
    return word.capitalize() if a[:1].isupper() else word


# Words just before a creature type that make it singular, and nouns just after it that make
# it a modifier (always written in the singular: "a Merfolk creature token", "Merfolk
# spells"): how the number of a type whose plural is the same word is told.
_SINGULAR_BEFORE = frozenset({"target", "another", "each", "that"})
_NOUN_AFTER = frozenset({"creature", "token", "card", "spell", "permanent"})


def _is_plural(m: re.Match[str], old: str) -> bool:
    """Whether the word matched (group 2) is the plural of ``old``. For a type whose plural is
    the same word ("Merfolk"), it is plural unless an article, "target", "another", "each",
    "that" or "each other" comes just before it, or a noun such as "creature" or "spells"
    just after it (a singular modifier)."""
    word = m.group(2)
    if word != plural(old):
        return False
    if word != old:
        return True
    before = m.string[:m.start()].lower().split()
    if m.group(1) or before and before[-1] in _SINGULAR_BEFORE or \
            before[-2:] == ["each", "other"]:
        return False
    after = re.match(r" ([a-z]+)", m.string[m.end():])
    return not (after and after.group(1).removesuffix("s") in _NOUN_AFTER)


def rewrite_words(text: str, old: str, new: str, keep: str | tuple[str, ...] = "") -> str:
    """English ``text`` with creature type ``old`` (singular or plural, with its article)
    replaced by ``new``; ``keep``, words not used as creature types (the object's own name,
    CR 612.2, or its anchor words, CR 614.12c), is not changed."""
    if old not in text and plural(old) not in text:
        return text
    kept = (keep,) if isinstance(keep, str) else keep
    for word in kept:
        if word and word in text:
            rest = tuple(k for k in kept if k != word)
            return word.join(rewrite_words(part, old, new, rest) for part in text.split(word))
    old_p, new_p = re.escape(plural(old)), plural(new)
    pattern = re.compile(rf"\b(?:(an?|An?) )?({old_p}|{re.escape(old)})\b")

    def repl(m: re.Match[str]) -> str:
        word = new_p if _is_plural(m, old) else new
        if m.group(1):
            return f"{_article(word, m.group(1))} {word}"
        return word
    return pattern.sub(repl, text)


@cache
def _japanese_type_words() -> re.Pattern[str]:
    """Any Japanese creature-type word, the longest first where one contains another (狼男,
    Werewolf, before 狼, Wolf), so that Japanese text, written without spaces, is read word by
    word."""
    words = sorted(set(japanese_types().values()), key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in words))


def rewrite_words_ja(text: str, old: str, new: str,
                     keep: str | tuple[str, ...] = "") -> str | None:
    """Japanese ``text`` with the Japanese word of ``old`` replaced by that of ``new`` (the
    words ``keep``, the name and the words of rules' definitions, untouched); None when either
    word's Japanese is not known. Only the word itself is replaced, not the same characters
    inside another creature type's word (CR 612.2: 狼男, Werewolf, is not an instance of 狼,
    Wolf)."""
    ja = japanese_types()
    if old not in ja or new not in ja:
        return None
    kept = (keep,) if isinstance(keep, str) else keep
    for word in kept:
        if word and word in text:
            rest = tuple(k for k in kept if k != word)
            parts = [rewrite_words_ja(part, old, new, rest) for part in text.split(word)]
            return word.join(p or "" for p in parts)
    return _japanese_type_words().sub(
        lambda m: ja[new] if m.group(0) == ja[old] else m.group(0), text)


def _rewrite_param(param: str, old: str, new: str) -> str:
    """A keyword's parameter naming a creature type, singular or plural, in any case
    ("goblins" in "Protection from Goblins" becomes "elves")."""
    if creature_type_named(param) != old:
        return rewrite_words(param, old, new)
    word = new if param.lower() == old.lower() else plural(new)
    return word.lower() if param.islower() else word


def rewrite(value: Any, old: str, new: str, field: str = "",
            keep: str | tuple[str, ...] = "") -> Any:
    """``value`` with each creature-type word ``old`` replaced by ``new``; the same object
    when nothing changed. ``keep``: the object's name and anchor words, never changed in its
    text (CR 612.2)."""
    if isinstance(value, TokenSpec):
        return _rewrite_token_spec(value, old, new)
    if isinstance(value, str):
        if field in _NOT_TYPE_WORDS or isinstance(value, RulesWord):
            return value
        if field == "token":
            token = _rewrite_token_record(value, old, new)
            return value if token == value else token
        if field == "param":
            return _rewrite_param(value, old, new)
        if field in _TEXT_FIELDS:
            return rewrite_words(value, old, new, keep)
        return new if value == old else value
    if isinstance(value, tuple):
        items = tuple(rewrite(v, old, new, field, keep) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            cur = getattr(value, f.name)
            nv = rewrite(cur, old, new, f.name, keep)
            if nv is not cur:
                changes[f.name] = nv
        if not changes:
            return value
        return dataclasses.replace(value, **changes)
    return value


@cache
def _rewrite_token_spec(spec: TokenSpec, old: str, new: str) -> TokenSpec:
    """The token an effect defines, as its creating ability reads once ``old`` is replaced by
    ``new`` (CR 612.2a): the creature types the effect gives it and the words of its abilities
    change, and so does its name when the effect names it by its subtypes (CR 111.4: a "2/2
    black Zombie creature token" made to read Elf creates an "Elf Token"); a name the effect
    gives it otherwise is a proper name, never changed (CR 612.2). The same spec when nothing
    changes."""
    subtypes = tuple(dict.fromkeys(rewrite(t, old, new) for t in spec.subtypes))
    keywords = tuple(rewrite_words(k, old, new) for k in spec.keywords)
    text = tuple(rewrite_words(t, old, new) for t in spec.text)
    abilities = tuple(rewrite(a, old, new) for a in spec.abilities)
    if (subtypes, keywords, text, abilities) == \
            (spec.subtypes, spec.keywords, spec.text, spec.abilities):
        return spec
    return TokenSpec(subtypes=subtypes, colors=spec.colors, power=spec.power,
                     toughness=spec.toughness, types=spec.types, supertypes=spec.supertypes,
                     keywords=keywords, abilities=abilities, text=text,
                     name="" if spec.name == default_token_name(spec.subtypes) else spec.name)


@cache
def _rewrite_token_record(name: str, old: str, new: str) -> str | TokenSpec:
    """A token of the token data named ``name`` ("Zombie": a 2/2 black Zombie with decayed),
    as its creating ability reads once ``old`` is replaced by ``new`` (CR 612.2a): the same
    token, but with ``new`` for ``old`` among its subtypes and in its abilities, and named
    after its new subtypes (CR 111.4). The name itself when nothing of the token changes (a
    Clue, or a Zombie when Bird is replaced)."""
    from manastack.cards.database import database
    spec = token_spec_of(database().token(name))
    changed = _rewrite_token_spec(spec, old, new)
    return name if changed is spec else changed


def token_spec_of(card: Any) -> TokenSpec:
    """The token of the token data record ``card`` written as the ``TokenSpec`` of an effect
    that defines it (CR 111.3): its name, colours, types, power and toughness, its keyword
    lines and its other abilities (those of its module) with their Oracle lines."""
    from manastack.cards.registry import card_def, oracle_lines
    from manastack.dsl.keywords import parse_keyword_line
    face = card.front
    module = card_def(card.key).module
    pending = list(getattr(importlib.import_module(module), "ABILITIES", ())) if module else []
    keywords: list[str] = []
    text: list[str] = []
    abilities: list[Any] = []
    for line in oracle_lines(face):
        if parse_keyword_line(line) is not None:
            keywords.append(line)
        else:
            text.append(line)
            abilities.append(pending.pop(0))
    return TokenSpec(subtypes=face.subtypes, colors=face.colors, power=face.power,
                     toughness=face.toughness, types=face.types,
                     supertypes=face.supertypes, keywords=tuple(keywords),
                     abilities=tuple(abilities), text=tuple(text), name=face.name)


class CreatureTypeTextChange:
    """The layer-3 modification "replace all instances of creature type ``old`` with
    ``new``" (used as ``Modify(custom_layer="3", custom=...)``)."""

    def __init__(self, old: str, new: str) -> None:
        self.old = old
        self.new = new

    def __call__(self, g: Any, c: Any, ce: Any) -> None:
        old, new = self.old, self.new
        if old == new:
            return
        if old in c.subtypes:
            c.subtypes = (c.subtypes - {old}) | {new}
        keep = (c.name or "", *_kept_words(c.abilities))
        c.abilities = tuple(rewrite(a, old, new, keep=keep) for a in c.abilities)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CreatureTypeTextChange) and \
            (other.old, other.new) == (self.old, self.new)

    def __hash__(self) -> int:
        return hash(("CreatureTypeTextChange", self.old, self.new))

    def __repr__(self) -> str:
        return f"TextChange({self.old}->{self.new})"


def text_changes(g: Any, oid: int) -> list[tuple[str, str]]:
    """The creature-type text changes applying to object ``oid``, in timestamp order."""
    out = []
    for ce in sorted(g.effects, key=lambda e: e.timestamp):
        change = getattr(ce.modify, "custom", None)
        if isinstance(change, CreatureTypeTextChange) and ce.affected is not None and \
                oid in ce.affected:
            out.append((change.old, change.new))
    return out


def _kept_lines(o: Any, japanese: bool, shown: str) -> list[str]:
    """The lines of copy ``o``'s own printed rules text (in Japanese or English) whose
    abilities its copy effect keeps (CR 707.9b: Shadow Kin's "except it has this ability")
    and that the copied text ``shown`` lacks, when each printed ability is one line."""
    from manastack.rules.copiable_values import printed_chars
    if o.copy_of is None:
        return []
    own = printed_chars(o.card_key, o.face)
    face: Any = own.face
    text = face.text_ja if japanese else face.oracle_text
    lines = text.splitlines() if text else []
    if len(lines) != len(own.abilities):
        return []
    return [ln for a, ln in zip(own.abilities, lines, strict=True)
            if a in o.copy_of.abilities and ln not in shown]


def _anchor_words(o: Any) -> tuple[str, ...]:
    """The words of object ``o``'s text that are not used as creature types: its anchor words
    and the words of rules' definitions its abilities use (``_kept_words``)."""
    from manastack.rules.copiable_values import printed_chars
    if o.copy_of is not None:
        return _kept_words(o.copy_of.abilities)
    return _kept_words(printed_chars(o.card_key, o.face).abilities)


def _kept_words(abilities: Any) -> tuple[str, ...]:
    """The words of ``abilities``' text a creature-type text change never changes (CR 612.2):
    the options they let a player choose (their anchor words, CR 614.12c: Citadel Siege's
    "Khans" and "Dragons"), which their question names too ("Choose Khans or Dragons"), and
    the creature types of rules' definitions they use, which their reminder text names (CR
    701.47a, 207.2a: amass's "Army")."""
    from manastack.dsl.choice_effects import ChooseOption
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, ChooseOption):
            found.extend(value.options)
        elif isinstance(value, RulesWord) and value in CREATURE_TYPES:
            found.append(value)
        elif isinstance(value, tuple):
            for v in value:
                walk(v)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))
    walk(abilities)
    return tuple(found)


AMASSED_BY_DEFAULT = "Zombie"
"""The subtype of a printed "amass N": such cards read "amass Zombies N" (CR 701.47d)."""
_AMASS_N = re.compile(r"\bamass (?=\d)")
_AMASS_N_JA = re.compile(r"動員(?=[０-９]+を行う)")


def rules_text(g: Any, oid: int, lang: str = "en") -> str:
    """The rules text of object ``oid`` in ``lang`` (``"en"`` or ``"ja"``) as its text-changing
    effects have changed it (CR 612); ``""`` for an object without printed text (an ability,
    a face-down object). A copy has the text it copied (CR 707.2), none for a copy of a
    face-down permanent (CR 708.2a), and the lines of its own abilities the copy effect keeps
    (CR 707.9b). A printed "amass N" reads "amass Zombies N" (CR 701.47d), so a change of
    Zombie shows its new type there ("amass Elves 1", 「エルフ動員１を行う」)."""
    from manastack.cards.database import database
    if lang not in ("en", "ja"):
        raise ValueError(f"unsupported language {lang!r}; supported: en, ja")
    o = g.objects[oid]
    if o.card_key is None or o.face_down:
        return ""
    if o.copy_of is not None:
        face = o.copy_of.face
        if face is None:
            return ""
    else:
        card = database().by_key(o.card_key)
        face = card.faces[o.face] if o.face < len(card.faces) else card.front
    changes = text_changes(g, oid)
    text = face.oracle_text
    english = "\n".join([text, *_kept_lines(o, False, text)]).strip()
    amassed = any(old == AMASSED_BY_DEFAULT for old, _ in changes)
    if amassed:
        english = _AMASS_N.sub(f"amass {plural(AMASSED_BY_DEFAULT)} ", english)
    keep = (face.name, *_anchor_words(o))
    for old, new in changes:
        english = rewrite_words(english, old, new, keep)
    text_ja = face.text_ja or ""
    kept_ja = _kept_lines(o, True, text_ja) if lang == "ja" else []
    if lang == "en" or not (text_ja or kept_ja):
        return english
    ja: str | None = "\n".join([text_ja, *kept_ja]).strip()
    if amassed:
        ja = _AMASS_N_JA.sub(japanese_types()[AMASSED_BY_DEFAULT] + "動員", str(ja))
    keep_ja = (face.name_ja or "", *(japanese_types()[w] for w in keep if w in japanese_types()))
    for old, new in changes:
        ja = rewrite_words_ja(ja, old, new, keep_ja) if ja is not None else None
    return ja if ja is not None else english
