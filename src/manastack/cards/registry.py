"""Card definitions: each card's abilities, from its Oracle keyword lines plus its module.

A card module lives at ``manastack.cards.<set>.<slug>`` (slug of the front face's English name)
and defines ``ABILITIES`` (one entry per non-keyword Oracle line, in order) or, for a
double-faced card, ``FACES`` (one such list per face). Lines made only of keywords are parsed
without code. A card is implemented when every Oracle line of every face is claimed.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from manastack.cards.database import CUSTOM_SET, CardData, FaceData, database
from manastack.dsl.abilities import Ability, Keyword, Lines, SpellAbility
from manastack.dsl.keywords import parse_keyword_line, strip_reminder

SET_PACKAGES = {"ONS": "ons", "MID": "mid", "MIC": "mic"}


def slug(name: str) -> str:
    """Module name for a card: ``"Krosan Tusker"`` → ``"krosan_tusker"``."""
    n = unicodedata.normalize("NFKD", name.split(" // ")[0])
    n = "".join(c for c in n if not unicodedata.combining(c)).lower()
    n = re.sub(r"[^a-z0-9]+", "_", n).strip("_")
    return n if not n[:1].isdigit() else "c_" + n


@dataclass(frozen=True)
class FaceDef:
    """The abilities of one face, in Oracle order, and the Oracle lines nothing claims."""

    abilities: tuple[Ability, ...]
    unclaimed: tuple[str, ...]
    claims: tuple[tuple[int, tuple[Ability, ...]], ...] = ()
    """Which Oracle line claimed which abilities: ``(line, abilities)`` for each line that
    carries rules, ``line`` its index among the face's Oracle text lines (``"\n"``-separated,
    reminder-only lines counted), ``abilities`` its keywords or the module's entry for it as
    written (a ``Lines`` not flattened; an empty ``Lines`` continues the entry before it,
    ``continued()``)."""


@dataclass(frozen=True)
class CardDef:
    card: CardData
    faces: tuple[FaceDef, ...]
    module: str | None
    extra: dict[str, Any]

    @property
    def implemented(self) -> bool:
        return all(not f.unclaimed for f in self.faces)

    @property
    def unclaimed(self) -> list[str]:
        return [line for f in self.faces for line in f.unclaimed]


class UnimplementedCardError(ValueError):
    """A deck or scenario asked for a card whose abilities are not all implemented: ``card``
    (its English name), ``set_code`` and ``number``, and the Oracle lines no ability claims
    (``unclaimed``)."""

    def __init__(self, card: str, set_code: str, number: str, unclaimed: tuple[str, ...]) -> None:
        self.card = card
        self.set_code = set_code
        self.number = number
        self.unclaimed = unclaimed
        super().__init__(f"{card} ({set_code} {number}) is not implemented yet: no ability "
                         f"claims: {'; '.join(unclaimed)}")


def oracle_lines(face: FaceData) -> list[str]:
    """The Oracle lines that carry rules (reminder-only lines such as a basic land's mana
    ability reminder are dropped: CR 305.6 gives that ability)."""
    out = []
    for line in (face.oracle_text or "").split("\n"):
        if strip_reminder(line):
            out.append(line.strip())
    return out


def _flatten(abilities: list[Ability]) -> list[Ability]:
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, Lines):
            out.extend(a.abilities)
        else:
            out.append(a)
    return out


SUPPORTED_KEYWORDS = {
    "Flying", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink", "Vigilance",
    "Haste", "Reach", "Defender", "Menace", "Indestructible", "Hexproof", "Shroud", "Fear",
    "Flash", "Protection", "Swampwalk", "Islandwalk", "Forestwalk", "Mountainwalk",
    "Plainswalk", "Enchant", "Equip", "Cycling", "Swampcycling", "Islandcycling",
    "Forestcycling", "Mountaincycling", "Plainscycling", "Flashback", "Skulk", "Outlast",
    "Morph",
    "Daybound", "Nightbound", "Disturb",
    "Decayed",
    "Ward",
    "Changeling",
    "Convoke",
    "Evolve",
    "Partner",  # CR 702.124a: Commander deck construction only (formats.commander)
}
"""Keyword abilities the rules implement; a line with any other keyword stays unclaimed."""


def supported(kw: Keyword) -> bool:
    return kw.name in SUPPORTED_KEYWORDS


def _build_face(face: FaceData, module_abilities: list[Ability] | None) -> FaceDef:
    abilities: list[Ability] = []
    unclaimed: list[str] = []
    claims: list[tuple[int, tuple[Ability, ...]]] = []
    pending = list(module_abilities or [])
    for index, raw in enumerate((face.oracle_text or "").split("\n")):
        if not strip_reminder(raw):
            continue  # as oracle_lines: a reminder-only line carries no rules
        line = raw.strip()
        kws = parse_keyword_line(line)
        if kws is not None:
            claims.append((index, tuple(kws)))
            abilities.extend(kws)
            if any(k.name == "Changeling" for k in kws):
                from manastack.dsl.intrinsic import CHANGELING_CDA
                abilities.append(CHANGELING_CDA)  # CR 702.73a
            if not all(supported(k) for k in kws):
                unclaimed.append(line)
            continue
        if pending:
            a = pending.pop(0)
            claims.append((index, (a,)))
            abilities.extend(_flatten([a]))
        else:
            unclaimed.append(line)
    if pending:
        raise ValueError(f"{face.name}: module defines more abilities than its Oracle lines")
    return FaceDef(_merge_spell_lines(abilities), tuple(unclaimed), tuple(claims))


def _merge_spell_lines(abilities: list[Ability]) -> tuple[Ability, ...]:
    """An instant's or sorcery's lines form one spell ability (CR 113.3a): their effects run
    in order and their targets are numbered across the lines."""
    spells = [a for a in abilities if isinstance(a, SpellAbility)]
    if len(spells) <= 1:
        return tuple(abilities)
    first = spells[0]
    merged = replace(first,
                     effects=tuple(e for sp in spells for e in sp.effects),
                     targets=tuple(t for sp in spells for t in sp.targets),
                     modes=tuple(m for sp in spells for m in sp.modes),
                     x=any(sp.x for sp in spells),
                     additional_cost=next((sp.additional_cost for sp in spells
                                           if sp.additional_cost is not None), None))
    out: list[Ability] = []
    for a in abilities:
        if a is first:
            out.append(merged)
        elif not isinstance(a, SpellAbility):
            out.append(a)
    return tuple(out)


def _module_for(card: CardData) -> Any:
    base = card.name
    if card.is_token:
        pkg = "tokens"
        # A token named after its subtypes ("Clue Token", CR 111.4) is defined by the module
        # of those subtypes (tokens/clue.py).
        base = base.removesuffix(" Token")
    else:
        pkg = SET_PACKAGES.get(card.set_code, card.set_code.lower())
    name = f"manastack.cards.{pkg}.{slug(base)}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None
        raise


def build_card_def(card: CardData, faces_src: list[list[Ability] | None],
                   module: str | None = None, extra: dict[str, Any] | None = None) -> CardDef:
    """A card's definition from the ability list of each face (``None``: keyword lines only),
    claimed against the face's Oracle lines in order. Raises ``ValueError`` if a list holds
    more abilities than the face has non-keyword lines."""
    faces = tuple(_build_face(f, src) for f, src in zip(card.faces, faces_src, strict=True))
    return CardDef(card, faces, module, dict(extra or {}))


CUSTOM_DEFS: dict[str, CardDef] = {}
"""The definitions of user-defined cards by key, filled by :mod:`manastack.cards.custom`."""


@cache
def card_def(key: str) -> CardDef:
    """The definition of the card with database key ``key`` (``"ONS:123"``).

    Cached by key: a key names one definition for the life of the process (a user-defined card
    can't be redefined differently, see :mod:`manastack.cards.custom`), and an unknown key
    raises without being cached, so a card defined later is found then."""
    card = database().by_key(key)
    if card.set_code == CUSTOM_SET:
        try:
            return CUSTOM_DEFS[key]
        except KeyError:
            raise KeyError(f"no user-defined card {key!r}") from None
    from manastack.dsl.tokens import token_abilities
    spec_abilities = token_abilities(key)
    mod = _module_for(card) if spec_abilities is None else None
    faces_src: list[list[Ability] | None]
    if spec_abilities is not None:
        # A token defined by the effect that created it (CR 111.3): its spec's abilities.
        faces_src = [list(spec_abilities)]
    elif mod is None:
        faces_src = [None] * len(card.faces)
    elif hasattr(mod, "FACES"):
        faces_src = [list(f) for f in mod.FACES]
    else:
        faces_src = [list(getattr(mod, "ABILITIES", []))] + [None] * (len(card.faces) - 1)
    extra = dict(getattr(mod, "EXTRA", {})) if mod is not None else {}
    return build_card_def(card, faces_src, mod.__name__ if mod else None, extra)


def require_implemented(key: str) -> CardDef:
    """The card's definition, or a clear error naming the card and its unclaimed lines."""
    d = card_def(key)
    if not d.implemented:
        raise UnimplementedCardError(d.card.name, d.card.set_code, d.card.number,
                                     tuple(d.unclaimed))
    return d


def modules_present() -> set[str]:
    """Slugs ("ons.krosan_tusker") of every card module shipped."""
    out: set[str] = set()
    for pkg in ("ons", "mid", "mic", "tokens"):
        try:
            mod = importlib.import_module(f"manastack.cards.{pkg}")
        except ModuleNotFoundError:
            continue
        for info in pkgutil.iter_modules(mod.__path__):
            out.add(f"{pkg}.{info.name}")
    return out


def keyword_names(face_def: FaceDef) -> list[str]:
    return [a.name for a in face_def.abilities if isinstance(a, Keyword)]
