"""The card database: printed facts of every ONS, MID and MIC card and their tokens.

The data is vendored in ``manastack/data`` (see ``data/PROVENANCE.md``) and parsed once, lazily,
by :func:`database`.  Everything here is immutable: :class:`CardData` and :class:`FaceData` are
frozen records that the rules engine reads characteristics from.

Name lookup (:meth:`CardDatabase.get`) accepts English or Japanese card names, a double-faced
card's ``"Front // Back"`` name or either face's name, and ignores case, full-width/half-width
differences (Unicode NFKC), repeated whitespace, spacing around ``//``, curly apostrophes and the
``Æ`` ligature.

Printing choice: a few names exist in more than one set (the basic lands in ONS and MID, and
Gravespawn Sovereign in ONS and MIC).  :meth:`CardDatabase.get` returns the printing of the first
set in the order **MID, ONS, MIC** that has the name, so basic lands resolve to their MID
printing and Gravespawn Sovereign to ONS.  Use :meth:`CardDatabase.by_number` for a specific
printing.

User-defined cards (:mod:`manastack.cards.custom`, set code ``CUSTOM``) are found by name and
key once defined, but never listed with the products' cards.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from manastack.cards.card_records import CardData, FaceData, UnknownCardError
from manastack.cards.predefined_tokens import predefined_tokens
from manastack.cards.token_texts import token_name_ja, token_text_ja

__all__ = [
    "CARD_SETS",
    "CUSTOM_SET",
    "TOKEN_SETS",
    "CardData",
    "CardDatabase",
    "FaceData",
    "UnknownCardError",
    "custom_cards",
    "database",
    "normalize_name",
    "register_custom_card",
    "register_effect_token",
]

#: The card sets, in the order :meth:`CardDatabase.cards` lists them (release order).
CARD_SETS: tuple[str, ...] = ("ONS", "MID", "MIC")
#: The order in which :meth:`CardDatabase.get` prefers a printing when a name is in several sets.
LOOKUP_PREFERENCE: tuple[str, ...] = ("MID", "ONS", "MIC")
#: Token set codes as they appear in ``tokens.json``, plus ``CR`` for predefined tokens.
TOKEN_SETS: tuple[str, ...] = ("TMID", "TMIC", "CR")
#: The set code of user-defined cards (:mod:`manastack.cards.custom`); never one of the products.
CUSTOM_SET = "CUSTOM"

#: Card types (CR 300.1).  MTGJSON lists "Token", "Emblem" and "Card" among a token's types; they
#: are not card types, so they are left out of :attr:`FaceData.types` (the type line keeps them).
_CARD_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Tribal",
        "Vanguard",
    }
)

_MAX_SUGGESTIONS = 5


# --------------------------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------------------------

_SPACES = re.compile(r"\s+")
_SLASHES = re.compile(r"\s*//\s*")
_FOLD = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "Æ": "AE", "æ": "ae"})


def normalize_name(name: str) -> str:
    """Return the lookup form of a card name.

    NFKC (full-width → half-width Latin and digits, half-width → full-width katakana), curly
    apostrophes → ``'``, ``Æ`` → ``AE``, case-folded, whitespace collapsed and ``//`` spaced as
    ``" // "``.
    """
    text = unicodedata.normalize("NFKC", name).translate(_FOLD).casefold()
    text = _SLASHES.sub(" // ", text)
    return _SPACES.sub(" ", text).strip()


# --------------------------------------------------------------------------------------------
# Building records from the vendored JSON
# --------------------------------------------------------------------------------------------


def _tuple(value: Iterable[str] | None) -> tuple[str, ...]:
    return tuple(value) if value else ()


def _optional_tuple(value: Iterable[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


def _card_types(types: Iterable[str] | None) -> tuple[str, ...]:
    return tuple(t for t in types or () if t in _CARD_TYPES)


def _face_from(
    raw: Mapping[str, Any], name_ja: str | None, texts_ja: Mapping[str, tuple[str, str]]
) -> FaceData:
    """A face from a card object (single-faced) or a ``faces`` entry.

    The Japanese name and text fall back to ``texts_ja`` (``data/card_text_ja.tsv``: English
    face name → Japanese name and current Japanese wording) where the card data has none."""
    text_ja: str | None = raw["text_ja"]
    vendored = texts_ja.get(raw["name"])
    current = text_ja is None and vendored is not None
    if vendored is not None:
        name_ja = name_ja or vendored[0]
        text_ja = text_ja if text_ja is not None else vendored[1]
    return FaceData(
        name=raw["name"],
        name_ja=name_ja,
        mana_cost=raw["mana_cost"],
        type_line=raw["type_line"],
        supertypes=_tuple(raw["supertypes"]),
        types=_card_types(raw["types"]),
        subtypes=_tuple(raw["subtypes"]),
        oracle_text=raw["oracle_text"] or "",
        text_ja=text_ja,
        power=raw["power"],
        toughness=raw["toughness"],
        loyalty=raw["loyalty"],
        colors=_tuple(raw["colors"]),
        color_indicator=_optional_tuple(raw["color_indicator"]),
        keywords=_tuple(raw["keywords"]),
        text_ja_current=current,
    )


def _card_from(
    raw: Mapping[str, Any],
    faces_ja: Mapping[str, str],
    corrections: Mapping[str, str],
    texts_ja: Mapping[str, tuple[str, str]],
) -> CardData:
    """A :class:`CardData` from one object of ``ONS.json``/``MID.json``/``MIC.json``."""
    name_ja: str | None = corrections.get(raw["name"], raw["name_ja"])
    faces: tuple[FaceData, ...]
    if raw["faces"]:
        faces = tuple(
            _face_from(face, face["name_ja"] or faces_ja.get(face["name"]), texts_ja)
            for face in raw["faces"]
        )
        name_ja = name_ja or faces[0].name_ja
    else:
        faces = (_face_from(raw, name_ja, texts_ja),)
        name_ja = faces[0].name_ja
    return CardData(
        set_code=raw["set"],
        number=raw["number"],
        name=raw["name"],
        name_ja=name_ja,
        rarity=raw["rarity"],
        mana_value=int(raw["mana_value"]),
        layout=raw["layout"],
        faces=faces,
        rulings=tuple(r["text"] for r in raw["rulings"] or ()),
    )


def _token_face(raw: Mapping[str, Any], name: str,
                names_ja: dict[str, str | None]) -> FaceData:
    """A face of a ``tokens.json`` record, with its Japanese name and text when the data has
    them (``cards.token_texts``)."""
    return FaceData(
        name=name,
        name_ja=token_name_ja(name, _tuple(raw["subtypes"]), names_ja),
        mana_cost=None,
        type_line=raw["type"],
        supertypes=_tuple(raw["supertypes"]),
        types=_card_types(raw["types"]),
        subtypes=_tuple(raw["subtypes"]),
        oracle_text=raw["text"] or "",
        text_ja=token_text_ja(raw["text"] or ""),
        text_ja_current=True,  # the table's lines, not a printed card's
        power=raw["power"],
        toughness=raw["toughness"],
        loyalty=raw.get("loyalty"),
        colors=_tuple(raw["colors"]),
        color_indicator=None,
        keywords=_tuple(raw["keywords"]),
    )


def token_name(raw: Mapping[str, Any]) -> str:
    """The name of the token a ``tokens.json`` record describes. The record names a token
    after its subtypes ("Zombie", "Human Soldier"), as printed on the token card; an effect
    that doesn't name the token it creates names it after its subtypes plus the word "Token"
    (CR 111.4: "Zombie Token"). A record with another name (an emblem, the Day // Night card)
    keeps it."""
    name = str(raw["name"])
    if raw.get("layout") == "token" and raw.get("subtypes") and \
            name == " ".join(raw["subtypes"]):
        return f"{name} Token"
    return name


def _tokens_from(raw_tokens: Sequence[Mapping[str, Any]],
                 names_ja: dict[str, str | None]) -> list[CardData]:
    """Token records from ``tokens.json`` (``names_ja``: the cards' Japanese names, for the
    emblems named after their planeswalkers).

    Entries sharing set code and number are the sides (``"a"``, ``"b"``) of one double-faced
    object (the Day // Night card); they become one :class:`CardData` with two faces named after
    the parts of ``"Day // Night"``.
    """
    groups: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for raw in raw_tokens:
        groups.setdefault((raw["setCode"], raw["number"]), []).append(raw)
    tokens: list[CardData] = []
    for (set_code, number), sides in groups.items():
        sides = sorted(sides, key=lambda r: r["side"] or "")
        name = token_name(sides[0])
        parts = [p.strip() for p in name.split("//")]
        if len(sides) > 1 and len(parts) == len(sides):
            faces = tuple(_token_face(raw, part, names_ja)
                          for raw, part in zip(sides, parts, strict=True))
        else:
            faces = (_token_face(sides[0], name, names_ja),)
        name_ja = None if None in (f.name_ja for f in faces) else \
            " // ".join(f.name_ja or "" for f in faces)
        tokens.append(
            CardData(
                set_code=set_code,
                number=number,
                name=name,
                name_ja=name_ja,
                rarity="token",
                mana_value=0,
                layout=sides[0]["layout"],
                faces=faces,
                rulings=(),
                is_token=True,
            )
        )
    return tokens


def _token_lookup_names(token: CardData) -> list[str]:
    """The names a token is found by: its own and its faces', in English and Japanese."""
    return [n for n in (token.name, token.name_ja, *(f.name for f in token.faces),
                        *(f.name_ja for f in token.faces)) if n]


def _number_sort_key(number: str) -> tuple[int, str]:
    digits = re.match(r"\d+", number)
    return (int(digits.group()) if digits else 1 << 30, number)


def _set_rank(order: Sequence[str], set_code: str) -> int:
    return order.index(set_code) if set_code in order else len(order)


def card_texts_ja(tsv: str) -> dict[str, tuple[str, str]]:
    """English face name → (Japanese name, Japanese rules text) from the text of
    ``data/card_text_ja.tsv`` (columns ``name``, ``name_ja``, ``type_line_ja``, ``text_ja``
    after a header row; a line break inside the text is written ``\\n``)."""
    out: dict[str, tuple[str, str]] = {}
    for line in tsv.splitlines()[1:]:
        if line:
            name, name_ja, _type_line, text = line.split("\t")
            out[name] = (name_ja, text.replace("\\n", "\n"))
    return out


# --------------------------------------------------------------------------------------------
# The database
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class _NameIndex:
    """Normalised name → record, with the display names used for suggestions."""

    exact: dict[str, CardData] = field(default_factory=dict)
    display: dict[str, str] = field(default_factory=dict)

    def add(self, name: str | None, record: CardData) -> None:
        if not name:
            return
        key = normalize_name(name)
        if key not in self.exact:
            self.exact[key] = record
            self.display[key] = name

    def suggest(self, query: str) -> list[str]:
        """Up to five display names close to ``query`` (substring matches first)."""
        key = normalize_name(query)
        found: list[str] = []
        seen: set[str] = set()

        def take(candidates: Iterable[str]) -> None:
            for cand in candidates:
                record = self.exact[cand]
                if record.key in seen or len(found) >= _MAX_SUGGESTIONS:
                    continue
                seen.add(record.key)
                found.append(self.display[cand])

        if key:
            take(sorted((k for k in self.exact if key in k), key=len))
            take(difflib.get_close_matches(key, self.exact, n=_MAX_SUGGESTIONS * 3, cutoff=0.5))
        return found


class CardDatabase:
    """All cards and tokens, with lookups by name, collector number and key.

    Build it with :meth:`load` (the vendored data) or use the shared instance from
    :func:`database`.
    """

    def __init__(
        self,
        card_sets: Mapping[str, Sequence[Mapping[str, Any]]],
        raw_tokens: Sequence[Mapping[str, Any]] = (),
        *,
        faces_ja: Mapping[str, str] | None = None,
        printed_aliases: Mapping[str, str] | None = None,
        name_ja_corrections: Mapping[str, str] | None = None,
        number_aliases: Mapping[str, Mapping[str, str]] | None = None,
        texts_ja: Mapping[str, tuple[str, str]] | None = None,
    ) -> None:
        """Index the raw card objects of each set and the raw token objects.

        ``faces_ja`` maps English face names to Japanese ones (applied where the data has none),
        ``printed_aliases`` maps extra Japanese names to English face or card names,
        ``name_ja_corrections`` replaces a card's ``name_ja``, ``number_aliases`` maps a set's
        dropped collector numbers to the number kept, and ``texts_ja`` maps English face names
        to a Japanese name and text used where the card data has none (those texts are marked
        :attr:`FaceData.text_ja_current`).
        """
        faces_ja = faces_ja or {}
        corrections = name_ja_corrections or {}
        texts_ja = texts_ja or {}
        self._number_aliases = {s.upper(): dict(m) for s, m in (number_aliases or {}).items()}
        self._by_number: dict[tuple[str, str], CardData] = {}
        self._cards: list[CardData] = []
        for set_code, raw_cards in card_sets.items():
            for raw in raw_cards:
                card = _card_from(raw, faces_ja, corrections, texts_ja)
                self._cards.append(card)
                self._by_number[(set_code.upper(), card.number)] = card
        self._cards.sort(
            key=lambda c: (_set_rank(CARD_SETS, c.set_code), _number_sort_key(c.number))
        )
        self._tokens = _tokens_from(raw_tokens, {c.name: c.name_ja for c in self._cards}) \
            + predefined_tokens()
        self._tokens.sort(
            key=lambda c: (_set_rank(TOKEN_SETS, c.set_code), _number_sort_key(c.number))
        )
        for token in self._tokens:
            self._by_number[(token.set_code.upper(), token.number)] = token

        self._names = _NameIndex()
        preferred = sorted(
            self._cards,
            key=lambda c: (_set_rank(LOOKUP_PREFERENCE, c.set_code), _number_sort_key(c.number)),
        )
        # Whole-card names first, so that they win over a face name that happens to be equal.
        for card in preferred:
            self._names.add(card.name, card)
            self._names.add(card.name_ja, card)
            if card.is_double_faced and all(face.name_ja for face in card.faces):
                self._names.add(" // ".join(face.name_ja or "" for face in card.faces), card)
        for card in preferred:
            for face in card.faces:
                self._names.add(face.name, card)
                self._names.add(face.name_ja, card)
        face_owner = {face.name: card for card in preferred for face in card.faces}
        for alias, target in (printed_aliases or {}).items():
            owner = face_owner.get(target) or self._names.exact.get(normalize_name(target))
            if owner is not None:
                self._names.add(alias, owner)

        self._token_names = _NameIndex()
        for token in self._tokens:
            for name in _token_lookup_names(token):
                self._token_names.add(name, token)
        # A token named after its subtypes is also found by them alone ("Zombie" for
        # "Zombie Token", 「ゾンビ」 for 「ゾンビ・トークン」), as the effects creating it word it.
        for token in self._tokens:
            for name in _token_lookup_names(token):
                for suffix in (" Token", "・トークン"):
                    if name.endswith(suffix):
                        self._token_names.add(name.removesuffix(suffix), token)

    # -- construction ------------------------------------------------------------------------

    @classmethod
    def load(cls) -> CardDatabase:
        """Parse the vendored data files in ``manastack/data``."""
        data = resources.files("manastack").joinpath("data")

        def read(name: str) -> Any:
            return json.loads(data.joinpath(name).read_text(encoding="utf-8"))

        extra = read("name_ja_extra.json")
        return cls(
            {set_code: read(f"{set_code}.json") for set_code in CARD_SETS},
            read("tokens.json"),
            faces_ja=read("dfc_names_ja.json"),
            printed_aliases=extra.get("printed_aliases", {}),
            name_ja_corrections=extra.get("name_ja_corrections", {}),
            number_aliases=read("number_aliases.json"),
            texts_ja=card_texts_ja(data.joinpath("card_text_ja.tsv").read_text(encoding="utf-8")),
        )

    # -- lookups -----------------------------------------------------------------------------

    def find(self, name: str) -> CardData | None:
        """Like :meth:`get`, but return ``None`` for an unknown name."""
        key = normalize_name(name)
        return self._names.exact.get(key) or _CUSTOM_NAMES.get(key)

    def find_product_card(self, name: str) -> CardData | None:
        """The ONS, MID or MIC card with this name (user-defined cards are not looked at)."""
        return self._names.exact.get(normalize_name(name))

    def get(self, name: str) -> CardData:
        """The card with this English or Japanese name (whole card or either face).

        Raises :class:`UnknownCardError` with up to five suggestions if nothing matches.
        """
        card = self.find(name)
        if card is None:
            raise UnknownCardError(name, self._names.suggest(name))
        return card

    def by_number(self, set_code: str, number: str) -> CardData:
        """The printing with this set code and collector number.

        ``set_code`` is case-insensitive; token sets are ``TMID``/``TMIC`` (and ``CR`` for the
        predefined Treasure).  Collector numbers of dropped variant printings (showcase,
        extended art, extra basic lands; see ``data/number_aliases.json``) resolve to the card
        kept in their place.
        """
        code = set_code.strip().upper()
        num = number.strip()
        card = self._by_number.get((code, num))
        if card is None:
            kept = self._number_aliases.get(code, {}).get(num)
            if kept is not None:
                card = self._by_number.get((code, kept))
        if card is None:
            card = _EFFECT_TOKENS.get(f"{code}:{num}") or _CUSTOM_CARDS.get(f"{code}:{num}")
        if card is None:
            raise UnknownCardError(f"{set_code} {number}", what="collector number")
        return card

    def by_key(self, key: str) -> CardData:
        """The printing with this :attr:`CardData.key` (``"SET:number"``)."""
        set_code, sep, number = key.partition(":")
        if not sep:
            raise UnknownCardError(key, what="card key")
        try:
            return self.by_number(set_code, number)
        except UnknownCardError:
            raise UnknownCardError(key, what="card key") from None

    def cards(self, set_code: str | None = None) -> list[CardData]:
        """Non-token cards, sorted by set (ONS, MID, MIC) then collector number."""
        if set_code is None:
            return list(self._cards)
        code = set_code.upper()
        return [card for card in self._cards if card.set_code == code]

    def token(self, name: str, set_code: str | None = None) -> CardData:
        """A token (or emblem, or the Day // Night card) by name.

        ``set_code`` narrows the search to one set: ``"MID"``/``"TMID"`` or ``"MIC"``/``"TMIC"``.
        Some names have several tokens (MID's Zombie 2/2 with decayed and Zombie */* with menace);
        the lowest collector number wins, so ask :meth:`by_key` for a specific one.
        """
        key = normalize_name(name)
        if set_code is None:
            token = self._token_names.exact.get(key)
        else:
            code = set_code.strip().upper()
            codes = {code, "T" + code}
            token = next(
                (
                    t
                    for t in self._tokens
                    if t.set_code in codes
                    and any(normalize_name(n) == key or
                            normalize_name(n.removesuffix(" Token").removesuffix("・トークン"))
                            == key for n in _token_lookup_names(t))
                ),
                None,
            )
        if token is None:
            raise UnknownCardError(name, self._token_names.suggest(name), what="token")
        return token

    def tokens(self) -> list[CardData]:
        """All tokens, emblems and the Day // Night card, by set then collector number."""
        return list(self._tokens)

    def missing_japanese_faces(self) -> list[str]:
        """English names of card faces that have no Japanese name, in :meth:`cards` order."""
        return [face.name for card in self._cards for face in card.faces if face.name_ja is None]

    def missing_japanese_texts(self) -> list[str]:
        """English names of card faces with rules text but no Japanese text, in :meth:`cards`
        order (a face without rules text, such as a vanilla creature, needs none)."""
        return [face.name for card in self._cards for face in card.faces
                if face.text_ja is None or (face.oracle_text and not face.text_ja)]

    def names(self) -> list[str]:
        """Every English card name, in :meth:`cards` order (a name in two sets appears twice)."""
        return [card.name for card in self._cards]

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None


_EFFECT_TOKENS: dict[str, CardData] = {}


def register_effect_token(card: CardData) -> None:
    """Make a token defined by the effect that creates it (CR 111.3; built by
    ``manastack.dsl.tokens.TokenSpec``) findable by :meth:`CardDatabase.by_key` under its key.
    Such tokens are not listed by :meth:`CardDatabase.tokens` nor found by name."""
    _EFFECT_TOKENS.setdefault(card.key, card)


_CUSTOM_CARDS: dict[str, CardData] = {}
"""User-defined cards by key (``"CUSTOM:arc_lightning"``)."""
_CUSTOM_NAMES: dict[str, CardData] = {}
"""User-defined cards by normalised name (the whole card's name and each face's)."""


def register_custom_card(card: CardData) -> None:
    """Make a user-defined card (set code :data:`CUSTOM_SET`, built by
    :func:`manastack.cards.custom.define_card`) findable by :meth:`CardDatabase.get`,
    :meth:`CardDatabase.find` and :meth:`CardDatabase.by_key`.

    It is not listed by :meth:`CardDatabase.cards` or :meth:`CardDatabase.names`, so coverage
    reports and anything built from the products' card lists never see it. Raises
    :class:`ValueError` if a name of the card belongs to a card of the products or to another
    user-defined card, or if its key is taken by another card; registering an equal record
    again does nothing.
    """
    if card.set_code != CUSTOM_SET:
        raise ValueError(f"a user-defined card has set code {CUSTOM_SET}, not {card.set_code}")
    names = [card.name, *(face.name for face in card.faces)]
    for name in names:
        product = database().find_product_card(name)
        if product is not None:
            raise ValueError(
                f"{name!r} is already the name of {product.name} ({product.set_code} "
                f"{product.number}); a user-defined card needs a name of its own")
        other = _CUSTOM_NAMES.get(normalize_name(name))
        if other is not None and other != card:
            raise ValueError(f"{name!r} is already the name of another user-defined card")
    taken = _CUSTOM_CARDS.get(card.key)
    if taken is not None and taken != card:
        raise ValueError(f"the key {card.key} is already used by the user-defined card "
                         f"{taken.name!r}")
    _CUSTOM_CARDS[card.key] = card
    for name in names:
        _CUSTOM_NAMES[normalize_name(name)] = card


def custom_cards() -> list[CardData]:
    """Every user-defined card registered so far, in definition order."""
    return list(_CUSTOM_CARDS.values())


@functools.cache
def database() -> CardDatabase:
    """The process-wide card database, loaded on first use."""
    return CardDatabase.load()
