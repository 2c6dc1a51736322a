"""User-defined cards: cards from outside ONS, MID and MIC, for "what happens if ..." questions.

A judge or researcher can define a card the products don't have, with the same vocabulary as a
card module, and then use it by name like any other card::

    from manastack.cards.custom import define_card
    from manastack.dsl.prelude import *

    define_card(
        "Arc Lightning", "{2}{R}", "Sorcery",
        "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
        abilities=[spell(DealDamageDivided(), targets=[target(CREATURE_OR_PLANESWALKER,
                   ANY_PLAYER, count=3, min=1)], divide=3)])
    s = Scenario().hand(0, "Arc Lightning")

The Oracle lines are claimed exactly as a card module's are (``docs/cards.md``): one entry of
``abilities`` per Oracle line that is not a keyword-only line, in Oracle order; keyword lines
are parsed automatically. A double-faced card gives its back face as a :class:`Face` and its
abilities as ``faces=[[...front...], [...back...]]``. A card whose lines are not all claimed is
refused at once.

The card gets the set code ``CUSTOM`` and the key ``"CUSTOM:<slug>"`` (``"CUSTOM:arc_lightning"``);
its colours come from its mana cost (CR 202.2) unless a colour indicator is given (CR 204), its
mana value from its (front face's) mana cost (CR 202.3). It is found by name and key, but it is
not one of the products' cards: coverage and rulings reports don't count it and deck lists
refuse it (:mod:`manastack.formats.decklist`). Defining the same card again with the same data
and the same ability records does nothing; a different definition under a name or key already in
use raises :class:`CustomCardError`, so that a key always means one card (the rules cache card
definitions by key). A saved game that uses a user-defined card can be loaded only in a process
that defines it first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from manastack.cards.database import (
    CUSTOM_SET,
    CardData,
    FaceData,
    register_custom_card,
)
from manastack.cards.registry import CUSTOM_DEFS, CardDef, build_card_def, slug
from manastack.dsl.abilities import Ability
from manastack.dsl.keywords import parse_keyword_line
from manastack.dsl.mana_cost import COLORS, ManaCost

__all__ = ["CustomCardError", "Face", "custom_card_def", "define_card"]

#: Supertypes (CR 205.4a).
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
#: Card types (CR 205.2a).
CARD_TYPES = frozenset({"Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
                        "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker",
                        "Scheme", "Sorcery", "Tribal", "Vanguard"})


class CustomCardError(ValueError):
    """A user-defined card that can't be defined: malformed data, Oracle lines its abilities
    don't claim, or a different definition under a name or key already in use."""


@dataclass(frozen=True)
class Face:
    """The back face of a user-defined double-faced card (CR 712). ``color_indicator`` is a
    string of colour letters ("U"), needed when the face has no mana cost but has colours."""

    name: str
    type_line: str
    oracle_text: str = ""
    mana_cost: str | None = None
    power: int | str | None = None
    toughness: int | str | None = None
    loyalty: int | str | None = None
    color_indicator: str | None = None


def define_card(name: str, mana_cost: str | None, type_line: str, oracle_text: str = "", *,
                power: int | str | None = None, toughness: int | str | None = None,
                loyalty: int | str | None = None, color_indicator: str | None = None,
                abilities: Sequence[Ability] = (), back: Face | None = None,
                faces: Sequence[Sequence[Ability]] | None = None) -> CardData:
    """Define a card from outside the products and return its record.

    ``mana_cost`` in Oracle notation (``"{2}{R}"``, ``None`` for none), ``type_line`` as printed
    (``"Legendary Creature — Human Knight"``), ``oracle_text`` with one ability per line.
    ``abilities`` claims the non-keyword lines of a single-faced card; a double-faced card gives
    ``back`` and ``faces`` (one ability list per face) instead.
    """
    if not name.strip() or "//" in name:
        raise CustomCardError(f"a card name can't be empty or contain '//': {name!r}")
    if faces is not None and abilities:
        raise CustomCardError(f"{name}: give either abilities or faces, not both")
    if back is None and faces is not None:
        raise CustomCardError(f"{name}: faces=[...] is for a double-faced card (give back=Face)")
    if back is not None and (faces is None or len(faces) != 2):
        raise CustomCardError(f"{name}: a double-faced card needs faces=[front, back] abilities")
    front = _face(name, mana_cost, type_line, oracle_text, power, toughness, loyalty,
                  color_indicator)
    printed: tuple[FaceData, ...] = (front,)
    if back is not None:
        printed = (front, _face(back.name, back.mana_cost, back.type_line, back.oracle_text,
                                back.power, back.toughness, back.loyalty, back.color_indicator))
    full_name = " // ".join(face.name for face in printed)
    card = CardData(set_code=CUSTOM_SET, number=slug(full_name), name=full_name, name_ja=None,
                    rarity="custom", mana_value=_mana_cost(name, mana_cost).mana_value,
                    layout="transform" if back is not None else "normal", faces=printed,
                    rulings=())
    sources: list[list[Ability] | None] = (
        [list(f) for f in faces] if faces is not None else [list(abilities)])
    try:
        definition = build_card_def(card, sources)
    except ValueError as e:
        raise CustomCardError(str(e)) from None
    if not definition.implemented:
        raise CustomCardError(f"{full_name}: no ability claims: {'; '.join(definition.unclaimed)}"
                              " (give one ability per non-keyword Oracle line)")
    known = CUSTOM_DEFS.get(card.key)
    if known is not None and known.card == card and known.faces == definition.faces:
        return known.card  # the same definition again
    if known is not None:
        raise CustomCardError(f"{full_name!r} is already defined differently (key {card.key}); "
                              "a card name means one card")
    try:
        register_custom_card(card)
    except ValueError as e:
        raise CustomCardError(str(e)) from None
    CUSTOM_DEFS[card.key] = definition
    return card


def custom_card_def(key: str) -> CardDef:
    """The definition of the user-defined card ``key`` (used by
    :func:`manastack.cards.registry.card_def`)."""
    try:
        return CUSTOM_DEFS[key]
    except KeyError:
        raise KeyError(f"no user-defined card {key!r}") from None


def _mana_cost(name: str, text: str | None) -> ManaCost:
    try:
        return ManaCost.parse(text)
    except ValueError as e:
        raise CustomCardError(f"{name}: {e}") from None


def _pt(name: str, what: str, value: int | str | None) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    if not text or not all(ch.isdigit() or ch in "*+-" for ch in text):
        raise CustomCardError(f"{name}: {what} {value!r} is not a number or '*'")
    return text


def _face(name: str, mana_cost: str | None, type_line: str, oracle_text: str,
          power: int | str | None, toughness: int | str | None, loyalty: int | str | None,
          color_indicator: str | None) -> FaceData:
    """A face's printed data; the type line is read as CR 205.1 describes it: supertypes and
    card types, then subtypes after a long dash."""
    cost = _mana_cost(name, mana_cost)
    left, dash, right = type_line.replace(" - ", " — ").partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w in CARD_TYPES)
    unknown = [w for w in words if w not in SUPERTYPES and w not in CARD_TYPES]
    if unknown or not types:
        raise CustomCardError(f"{name}: type line {type_line!r} needs card types (and "
                              f"supertypes) before its dash; not understood: {unknown}")
    subtypes = tuple(right.split()) if dash else ()
    is_creature = "Creature" in types
    if is_creature and (power is None or toughness is None):
        raise CustomCardError(f"{name}: a creature needs power and toughness (CR 208.1)")
    indicator: tuple[str, ...] | None = None
    if color_indicator is not None:
        letters = color_indicator.upper()
        if not letters or any(ch not in COLORS for ch in letters):
            raise CustomCardError(f"{name}: colour indicator {color_indicator!r} must be colour "
                                  f"letters of {''.join(COLORS)}")
        indicator = tuple(c for c in COLORS if c in letters)
    colors = indicator if indicator is not None else tuple(c for c in COLORS if c in cost.colors)
    text = oracle_text.strip()
    keywords: list[str] = []
    for line in text.split("\n"):
        for kw in parse_keyword_line(line) or ():
            if kw.name not in keywords:
                keywords.append(kw.name)
    return FaceData(name=name.strip(), name_ja=None, mana_cost=mana_cost or None,
                    type_line=type_line.replace(" - ", " — ").strip(), supertypes=supertypes,
                    types=types, subtypes=subtypes, oracle_text=text, text_ja=None,
                    power=_pt(name, "power", power), toughness=_pt(name, "toughness", toughness),
                    loyalty=_pt(name, "loyalty", loyalty), colors=colors,
                    color_indicator=indicator, keywords=tuple(keywords))
