"""Copiable values (CR 707.2) and printed characteristics (CR 109.3, 208, 712.8): the
characteristics record ``Chars``, the printed values of a card face, the face-down 2/2 of
layer 1b (CR 708.2) and the intrinsic mana abilities of basic land types (CR 305.6), where
the layer system (``manastack.rules.characteristics``, CR 613) starts; the copiable values of a
permanent kept for a copy made later (CR 707.2) and those a face-down object would have face up
(CR 708.8).
"""
from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr

from manastack.cards.database import FaceData, database
from manastack.cards.predefined_tokens import FACE_DOWN_TOKEN_KEY
from manastack.cards.registry import card_def
from manastack.dsl.abilities import Ability, Keyword, StaticAbility
from manastack.dsl.effects import Modify
from manastack.dsl.intrinsic import BASIC_LAND_ABILITIES
from manastack.dsl.mana_cost import ZERO, ManaCost
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone


def _pt(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" is defined by a characteristic-defining ability (CR 604.3)


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Chars:
    """The computed characteristics of one object."""

    __slots__ = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes",
                 "power", "toughness", "loyalty", "abilities", "keywords", "controller",
                 "face", "oid")

    def __init__(self) -> None:
        self.name = ""
        self.mana_cost: ManaCost = ZERO
        self.mana_value = 0
        self.colors: frozenset[str] = frozenset()
        self.types: frozenset[str] = frozenset()
        self.subtypes: frozenset[str] = frozenset()
        self.supertypes: frozenset[str] = frozenset()
        self.power: int | None = None
        self.toughness: int | None = None
        self.loyalty: int | None = None
        self.abilities: tuple[Ability, ...] = ()
        self.keywords: frozenset[str] = frozenset()
        self.controller = 0
        self.face: FaceData | None = None
        self.oid = 0

    def copy(self) -> Chars:
        c = Chars.__new__(Chars)
        c.name = self.name
        c.mana_cost = self.mana_cost
        c.mana_value = self.mana_value
        c.colors = self.colors
        c.types = self.types
        c.subtypes = self.subtypes
        c.supertypes = self.supertypes
        c.power = self.power
        c.toughness = self.toughness
        c.loyalty = self.loyalty
        c.abilities = self.abilities
        c.keywords = self.keywords
        c.controller = self.controller
        c.face = self.face
        c.oid = self.oid
        return c

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"Creature", "Land", "Artifact", "Enchantment",
                                  "Planeswalker", "Battle"})

    def keyword_records(self, name: str) -> list[Keyword]:
        return [a for a in self.abilities if isinstance(a, Keyword) and a.name == name]

    def protections(self) -> list[str]:
        return [a.param or "" for a in self.abilities
                if isinstance(a, Keyword) and a.name == "Protection"]

    def __repr__(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"<{self.name or 'face-down'}{pt}>"


_PRINTED: dict[tuple[str, int], Chars] = {}


def printed_chars(card_key: str, face_index: int) -> Chars:
    """The printed characteristics of one face of a card (cached; never mutate the result)."""
    key = (card_key, face_index)
    c = _PRINTED.get(key)
    if c is not None:
        return c
    card = database().by_key(card_key)
    face = card.faces[face_index] if face_index < len(card.faces) else card.faces[0]
    c = Chars()
    c.face = face
    c.name = face.name
    c.mana_cost = ManaCost.parse(face.mana_cost) if face.mana_cost else ZERO
    # CR 712.8e: a transforming double-faced permanent's mana value is its front face's.
    c.mana_value = card.mana_value
    if face.color_indicator is not None:
        c.colors = frozenset(face.color_indicator)
    else:
        c.colors = frozenset(face.colors)
    c.types = frozenset(face.types)
    c.subtypes = frozenset(face.subtypes)
    c.supertypes = frozenset(face.supertypes)
    c.power = _pt(face.power)
    c.toughness = _pt(face.toughness)
    c.loyalty = _pt(face.loyalty)
    d = card_def(card_key)
    c.abilities = d.faces[face_index].abilities if face_index < len(d.faces) else ()
    add_intrinsic(c)
    c.keywords = frozenset(a.name for a in c.abilities if isinstance(a, Keyword))
    _PRINTED[key] = c
    return c


def base_chars(obj: GameObject) -> Chars:
    """Copiable values: printed face, copy effects (layer 1a) and face-down status (1b)."""
    if obj.face_down and obj.zone is not Zone.BATTLEFIELD and obj.zone is not Zone.STACK:
        # CR 406.3a: a card exiled face down has no characteristics.
        c = Chars()
    elif obj.face_down:
        # CR 708.2a: a face-down permanent or spell is a 2/2 creature with no text, no name,
        # no subtypes and no mana cost.
        c = Chars()
        c.types = frozenset({"Creature"})
        c.power = 2
        c.toughness = 2
    elif obj.copy_of is not None:
        src: Chars = obj.copy_of
        c = src.copy()
    elif obj.card_key is not None:
        c = printed_chars(obj.card_key, obj.face).copy()
    else:
        c = Chars()
    c.oid = obj.id
    # Layer 2 starts from the controller before any control-changing effect (CR 613.1b).
    c.controller = obj.controller if obj.base_controller is None else obj.base_controller
    if obj.zone is Zone.STACK and obj.stack.get("x") is not None and c.mana_cost.x:
        # CR 202.3e: on the stack, X is the chosen value.
        c.mana_value += c.mana_cost.x * int(obj.stack["x"])
    if obj.copy_of is not None or obj.face_down:
        add_intrinsic(c)
        c.keywords = frozenset(a.name for a in c.abilities if isinstance(a, Keyword))
    return c


def copiable_chars(obj: GameObject) -> Chars:
    """What a copy of permanent ``obj`` copies (CR 707.2): its copiable values (``base_chars``),
    except that a copy of the back face of a double-faced permanent has mana value 0 (CR
    202.3b) where the permanent itself has its front face's (CR 712.8e)."""
    c = base_chars(obj)
    if obj.face == 1 and obj.copy_of is None and not obj.face_down and \
            obj.card_key is not None and database().by_key(obj.card_key).is_double_faced:
        c.mana_value = 0
    return c


def add_intrinsic(c: Chars) -> None:
    """CR 305.6: an object with a basic land type has that type's mana ability."""
    if "Land" in c.types and c.subtypes:
        extra = tuple(BASIC_LAND_ABILITIES[t] for t in ("Plains", "Island", "Swamp", "Mountain",
                                                         "Forest") if t in c.subtypes)
        if extra and not any(a in c.abilities for a in extra):
            c.abilities = extra + c.abilities


def copiable_values(g: GameState, o: GameObject, remove_supertypes: tuple[str, ...] = ()
                    ) -> tuple[Chars | None, tuple[Chars, Chars] | None]:
    """What a copy of spell ``o`` copies (CR 707.2, 707.10): ``(copy_of, faces)``, where
    ``copy_of`` is the copiable values of the face up (``None``: the printed card, nothing to
    change) and ``faces`` both faces' values when the spell is double-faced (CR 707.10g), the
    back face's mana value being 0 (CR 202.3b). ``remove_supertypes`` is an exception to the
    copying (CR 707.9b) applied to each face."""
    def excepted(values: Chars) -> Chars:
        out = values.copy()
        if remove_supertypes:
            out.supertypes = out.supertypes - frozenset(remove_supertypes)
        return out

    if o.face_down:
        # CR 707.2, 708.2a: a face-down spell's or permanent's copiable values are the
        # face-down 2/2's; the copy itself is face up
        return excepted(base_chars(o)), None
    faces = copied_faces(g, o)
    if faces is not None:
        both = (excepted(faces[0]), excepted(faces[1]))
        return both[o.face], both
    if o.copy_of is not None:
        return excepted(o.copy_of), None
    if remove_supertypes and o.card_key is not None:
        return excepted(printed_chars(o.card_key, o.face)), None
    return None, None


def copied_faces(g: GameState, o: GameObject) -> tuple[Chars, Chars] | None:
    """Both faces' copiable values of a double-faced permanent or spell ``o`` (a distinct
    record for each face), for a copy of it, which is double-faced too (CR 707.8a, 707.10g);
    None for an object that isn't double-faced or is face down.

    Each face of the copy copies the same face of ``o`` "as modified by any other copy
    effects that apply to that object" (CR 707.8a): a double-faced token's faces, or the
    card's printed faces, the back face's mana value being 0 (CR 202.3b: a copy of a back
    face); but a copy effect applying to the permanent itself, such as Olag, Ludevic's
    Hubris's, applies whichever face is up (ruling on Olag: "The copy effect continues to
    apply and its characteristics don't change"), so both faces of the copy have its values."""
    if o.face_down:
        return None
    faces: tuple[Chars, Chars] | None = g.extra.get("copy_faces", {}).get(o.id)
    if faces is not None:
        return faces
    if o.card_key is None or not database().by_key(o.card_key).is_double_faced:
        return None
    if o.copy_of is not None:
        return o.copy_of.copy(), o.copy_of.copy()
    back = printed_chars(o.card_key, 1).copy()
    back.mana_value = 0  # CR 202.3b: a copy of a back face
    return printed_chars(o.card_key, 0), back


def copy_values(g: GameState, oid: int) -> CopyValues | None:
    """The copiable values of permanent ``oid`` now (CR 707.2), kept for a copy made later
    (of a permanent sacrificed to pay a cost, say); None for an object without a card."""
    o = g.objects[oid]
    if o.card_key is None:
        return None
    copy_of, faces = copiable_values(g, o)
    return copy_key(o), copy_of if copy_of is not None else printed_chars(o.card_key, o.face), \
        faces


def _defined_by_exception(a: Ability, colors: bool, creature_types: bool) -> bool:
    """Whether ``a`` is a characteristic-defining ability (CR 604.3) for power and/or toughness,
    or for colour or creature types when the exception gives those (``colors``,
    ``creature_types``). The engine's creature-type-defining ability is changeling (CR
    702.73a: "every creature type", its keyword and the static ability it stands for)."""
    if isinstance(a, Keyword):
        return creature_types and a.name == "Changeling"
    if not isinstance(a, StaticAbility) or not a.cda or a.modify is None:
        return False
    m = a.modify
    return m.custom_layer == "7a" or (m.set_power, m.set_toughness) != (None, None) \
        or (colors and m.set_colors is not None) or (creature_types and bool(m.add_subtypes))


def without_defining_abilities(values: Chars, *, colors: bool, creature_types: bool) -> Chars:
    """CR 707.9d: a copy effect whose exception provides a specific value for a characteristic
    ("except it's 4/4", "except it's a black Zombie") doesn't copy a characteristic-defining
    ability that defines that characteristic: the copiable values ``values`` of a copy whose
    exception gives power and toughness (those of these sets all do), and colour and creature
    types as asked, without those abilities. (An exception adding colours or types "in
    addition to" the others keeps the abilities defining them.)"""
    out = values.copy()
    out.abilities = tuple(a for a in out.abilities
                          if not _defined_by_exception(a, colors, creature_types))
    return out


def copy_key(o: GameObject) -> str:
    """The card key a token copy of permanent ``o`` is made with: the face-down 2/2's for a
    face-down permanent, whose card a copy must not carry (CR 707.2, 708.2a, 708.5), else its
    own."""
    return FACE_DOWN_TOKEN_KEY if o.face_down else str(o.card_key)


# -- what the card would be face up ------------------------------------------------------------
def face_up_chars(g: GameState, oid: int) -> Chars:
    """The copiable values the object would have if it were face up (CR 708.8)."""
    o = g.objects[oid]
    if not o.face_down:
        return base_chars(o)
    probe = o.copy()
    probe.face_down = False
    return base_chars(probe)


CopyValues = tuple[str, Chars, tuple[Chars, Chars] | None]
"""What a token copy of a permanent gets: the card key, the copiable values of the face up
and, for a double-faced permanent, both faces' values."""


# -- the static abilities that generate continuous effects ----------------------------------
def effect_statics(abilities: tuple[Ability, ...],
                   ) -> tuple[tuple[int, StaticAbility, Modify], ...]:
    """The static abilities among ``abilities`` that generate a continuous effect (CR 604.1,
    611.3: those with a ``modify``), by index, with that modification. Kept per abilities
    tuple (held, so that its id stays its own): every layer pass gathers the static abilities
    of every permanent (CR 613.1), and most have the same abilities as in the pass before."""
    kept = _EFFECT_STATICS.get(id(abilities))
    if kept is not None and kept[0] is abilities:
        return kept[1]
    if len(_EFFECT_STATICS) > 4096:
        _EFFECT_STATICS.clear()
    out = tuple((i, a, a.modify) for i, a in enumerate(abilities)
                if isinstance(a, StaticAbility) and a.modify is not None)
    _EFFECT_STATICS[id(abilities)] = (abilities, out)
    return out


_EFFECT_STATICS: dict[int, tuple[tuple[Ability, ...],
                                 tuple[tuple[int, StaticAbility, Modify], ...]]] = {}


def base_cached(g: GameState, o: GameObject) -> Chars:
    """``base_chars`` of an object, cached while what it depends on is unchanged (shared:
    never mutate the result)."""
    bc: dict[int, tuple[Any, Chars]] | None = g._base_cache
    if bc is None:
        bc = {}
        g._base_cache = bc
    sig = (o.card_key, o.face, o.face_down, o.copy_of, o.controller,
           o.stack.get("x") if o.zone is Zone.STACK else None)
    ent = bc.get(o.id)
    if ent is not None and ent[0] == sig:
        return ent[1]
    c = base_chars(o)
    bc[o.id] = (sig, c)
    return c
