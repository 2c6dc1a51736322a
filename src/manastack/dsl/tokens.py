"""Tokens whose characteristics are defined by the effect that creates them (CR 111.3, 111.4).

    SOLDIER = TokenSpec(colors="W", subtypes=("Soldier",), power=1, toughness=1)
    ABILITIES = [activated("{2}{W}", CreateToken(SOLDIER))]

A spec becomes a token record of the card database (set code ``TOKEN``, see
:func:`manastack.cards.database.register_effect_token`) as soon as it is built, so a created
token is an ordinary object with a ``card_key``: its characteristics are its copiable values
(CR 111.3) and go through the layer pass, it saves, replays, clones and shows in views like any
token. The key is derived from the characteristics alone, so the same spec written by two
cards (two "1/1 green Insect" makers) names one record, and a replay in a fresh process finds
it again once the creating card's module is loaded (which creating the token requires).

Keyword abilities are listed by their Oracle words (``keywords=("Flying",)``) and parsed like
a card's keyword lines; any other ability is an ability record in ``abilities`` with its
Oracle line in ``text`` (one line per ability, in order).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from manastack.cards.database import CardData, FaceData, register_effect_token
from manastack.cards.token_texts import token_name_ja, token_text_ja

#: The set code of effect-defined tokens in the card database.
TOKEN_SET = "TOKEN"

_COLOR_ORDER = "WUBRG"

_ABILITIES: dict[str, tuple[Any, ...]] = {}


def _tuple(value: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


@dataclass(frozen=True, eq=False)
class TokenSpec:
    """The characteristics an effect gives the token it creates (CR 111.3).

    ``name`` defaults to the subtypes followed by "Token" (CR 111.4). ``colors`` is a string or
    tuple of colour letters ("G", "WU"); ``types``, ``subtypes`` and ``supertypes`` are words.
    """

    subtypes: tuple[str, ...] = ()
    colors: str | tuple[str, ...] = ()
    power: int | str | None = None
    toughness: int | str | None = None
    """An int, or the printed "*" of a token whose characteristic-defining ability sets it."""
    types: tuple[str, ...] = ("Creature",)
    supertypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Any, ...] = ()
    text: tuple[str, ...] = ()
    name: str = ""
    key: str = field(init=False, default="")

    def __post_init__(self) -> None:
        for attr in ("subtypes", "types", "supertypes", "keywords", "text"):
            object.__setattr__(self, attr, _tuple(getattr(self, attr)))
        object.__setattr__(self, "abilities", tuple(self.abilities))
        colors = "".join(_tuple(self.colors)).upper()
        if any(c not in _COLOR_ORDER for c in colors):
            raise ValueError(f"token colours must be letters of {_COLOR_ORDER}: {self.colors!r}")
        object.__setattr__(self, "colors", tuple(c for c in _COLOR_ORDER if c in colors))
        if len(self.abilities) != len(self.text):
            raise ValueError("a token spec needs one Oracle line in text per ability")
        if not self.name:
            # CR 111.4: unnamed, its name is its subtypes plus the word "Token".
            object.__setattr__(self, "name", default_token_name(self.subtypes))
        object.__setattr__(self, "key", f"{TOKEN_SET}:{self._number()}")
        _ABILITIES.setdefault(self.key, self.abilities)
        register_effect_token(self.card())

    def _number(self) -> str:
        pt = "" if self.power is None else f"{self.power}-{self.toughness}"
        words = re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")
        desc = "|".join((self.name, "".join(self.colors), " ".join(self.supertypes),
                         " ".join(self.types), " ".join(self.subtypes), pt,
                         "\n".join(self.oracle_lines)))
        digest = hashlib.sha1(desc.encode("utf-8")).hexdigest()[:8]
        pt_word = re.sub(r"[^0-9-]+", "x", pt)  # a "*" of a characteristic-defining ability
        return f"{words}-{''.join(self.colors).lower() or 'c'}-{pt_word or 'x'}-{digest}"

    @property
    def oracle_lines(self) -> tuple[str, ...]:
        return (*self.keywords, *self.text)

    @property
    def type_line(self) -> str:
        left = " ".join(("Token", *self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def face(self) -> FaceData:
        """The token's face, with its Japanese name and text when the data has them
        (``cards.token_texts``)."""
        oracle = "\n".join(self.oracle_lines)
        return FaceData(
            name=self.name, name_ja=token_name_ja(self.name, self.subtypes), mana_cost=None,
            type_line=self.type_line, supertypes=self.supertypes, types=self.types,
            subtypes=self.subtypes, oracle_text=oracle, text_ja=token_text_ja(oracle),
            power=None if self.power is None else str(self.power),
            toughness=None if self.toughness is None else str(self.toughness),
            loyalty=None, colors=tuple(self.colors), color_indicator=None,
            keywords=tuple(k.split(" ")[0] for k in self.keywords), text_ja_current=True)

    def card(self) -> CardData:
        """The database record of this token (mana value 0: it has no mana cost, CR 202.3)."""
        set_code, _, number = self.key.partition(":")
        face = self.face()
        return CardData(set_code=set_code, number=number, name=self.name,
                        name_ja=face.name_ja, rarity="token", mana_value=0, layout="token",
                        faces=(face,), rulings=(), is_token=True)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TokenSpec) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"TokenSpec({self.key})"


def default_token_name(subtypes: tuple[str, ...]) -> str:
    """The name of a token its creating effect doesn't name: its subtypes followed by the word
    "Token" (CR 111.4: "Zombie Token", "Human Soldier Token")."""
    return " ".join((*subtypes, "Token"))


def token_abilities(key: str) -> tuple[Any, ...] | None:
    """The non-keyword abilities of the effect-defined token ``key`` (None: not such a token)."""
    return _ABILITIES.get(key)
