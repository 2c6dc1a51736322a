"""Ways to cast a spell: normally from hand, or by a permission or alternative cost such as
flashback (CR 702.34). Each method says from which zone, with which face, for what cost; a card
is priced as the spell it would be by a method without being changed (``pricing_as``, CR
601.2f), with the characteristics it would have as that spell (``card_chars_for``, CR 601.2a).

Flashback a card is given ("Each instant and sorcery card in your graveyard has flashback. The
flashback cost is equal to that card's mana cost.", the static rule "flashback_of_mana_cost")
is the method "granted_flashback", beside a card's own flashback ("flashback"): a card with
both has two flashback abilities and its owner chooses which cost to pay (CR 702.34a, 113.2c).
A card with no mana cost has no such flashback cost and can't be cast this way (CR 202.1b,
118.6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from manastack.dsl.abilities import SpellAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.characteristics import Chars, base_chars, chars, static_rules
from manastack.state.control import PRICED_FOR
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@dataclass(frozen=True)
class CastMethod:
    """``available(g, player, card_id, chars)`` says whether the card may be cast this way
    (timing is checked separately); ``cost(g, spell_id)`` gives the mana and other cost;
    ``face``/``face_down`` say how the spell is put on the stack. A method whose cost includes
    no X (an alternative cost without one, or nothing: without paying the mana cost, CR 118.9)
    leaves 0 the only legal choice for an {X} in the mana cost (CR 107.3b)."""

    name: str
    zones: tuple[Zone, ...]
    available: Callable[[GameState, int, int, Chars], bool]
    cost: Callable[[GameState, int], tuple[ManaCost, Cost | None]]
    face: int = 0
    face_down: bool = False
    exile_on_leave: bool = False
    begin: Callable[[GameState, int, int], None] | None = None
    """``begin(g, player, spell_id)``, called as the spell is put on the stack (CR 601.2a):
    the permission used is noted, or asked for when several could be (ruling MIC-OR-0250)."""
    keyword: str | None = None
    """A keyword the card has whenever ``available`` says yes (morph, flashback, disturb):
    listing legal actions doesn't ask ``available`` of a card without it."""
    rules: tuple[str, ...] = ()
    """Rules of static abilities (``static_rules``) one of which is on the battlefield
    whenever ``available`` says yes (a permission): listing legal actions doesn't ask
    ``available`` while there is none."""
    by_effect_only: bool = False
    """Only an effect casts a spell this way, during its resolution, never a player with
    priority (``available`` always says no): listing priority actions doesn't ask."""


def _normal_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    """From the hand, paying its mana cost: not a card with no mana cost, whose cost is
    unpayable (CR 118.6, 202.1b; an alternative cost may still be paid, 118.6a)."""
    o = g.objects[oid]
    return o.zone is Zone.HAND and not c.is_land and has_mana_cost(g, oid)


def has_mana_cost(g: GameState, oid: int) -> bool:
    """Whether card ``oid``'s face up has a mana cost (a land or a card with no mana symbols
    where its mana cost would be has none, CR 202.1b)."""
    o = g.objects[oid]
    if o.card_key is None:
        return False
    return _printed_mana_cost(o.card_key, o.face)


@cache
def _printed_mana_cost(card_key: str, face: int) -> bool:
    from manastack.cards.database import database
    return database().by_key(card_key).faces[face].mana_cost is not None


def _normal_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


def _kw_cost(c: Chars, name: str) -> Cost | None:
    for a in c.keyword_records(name):
        if a.cost is not None:
            return a.cost
    return None


def _flashback_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return g.objects[oid].zone is Zone.GRAVEYARD and _kw_cost(c, "Flashback") is not None


def _flashback_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """CR 702.34a: cast from the graveyard by paying the flashback cost instead."""
    cost = _kw_cost(chars(g, sid), "Flashback")
    assert cost is not None
    return cost.mana or ManaCost(), cost if cost.has_nonmana else None


def granted_flashback_cost(g: GameState, oid: int) -> ManaCost | None:
    """The flashback cost a permanent gives card ``oid`` in its owner's graveyard (its mana
    cost, X included, CR 702.34a), or None: no permanent its owner controls gives it
    flashback, or it has no mana cost (CR 202.1b)."""
    o = g.objects[oid]
    if o.zone is not Zone.GRAVEYARD or o.card_key is None:
        return None
    from manastack.rules.characteristics import static_rules
    grants = static_rules(g).get("flashback_of_mana_cost")
    if not grants:
        return None
    if not has_mana_cost(g, oid):
        return None
    from manastack.rules.selectors import matches
    if any(sc.controller == o.owner and matches(g, oid, a.affects, sc.controller, sid)
           for sid, sc, a in grants):
        return chars(g, oid).mana_cost
    return None


def gives_graveyard_flashback(g: GameState, player: int) -> bool:
    """Whether a permanent ``player`` controls gives cards in their graveyard flashback
    (asked at every priority: a loop, no generator, and none made while no permanent
    gives any)."""
    grants = static_rules(g).get("flashback_of_mana_cost")
    if grants:
        for _, sc, _ in grants:
            if sc.controller == player:
                return True
    return False


def _granted_flashback_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return granted_flashback_cost(g, oid) is not None


def _granted_flashback_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """CR 702.34a: cast from the graveyard by paying its mana cost as the flashback cost; on
    the stack (where the card is no longer in the graveyard) the spell's mana cost."""
    return chars(g, sid).mana_cost, None


METHODS: dict[str, CastMethod] = {
    "normal": CastMethod("normal", (Zone.HAND,), _normal_available, _normal_cost),
    "flashback": CastMethod("flashback", (Zone.GRAVEYARD,), _flashback_available,
                            _flashback_cost, exile_on_leave=True, keyword="Flashback"),
    "granted_flashback": CastMethod("granted_flashback", (Zone.GRAVEYARD,),
                                    _granted_flashback_available, _granted_flashback_cost,
                                    exile_on_leave=True, rules=("flashback_of_mana_cost",)),
}


def register(method: CastMethod) -> None:
    """Add a way to cast spells (morph, disturb, casting from exile, ...)."""
    METHODS[method.name] = method
    _FROM_ZONE.clear()


_FROM_ZONE: dict[Zone, tuple[tuple[str, CastMethod], ...]] = {}


def methods_from(zone: Zone) -> tuple[tuple[str, CastMethod], ...]:
    """The ways to cast a spell from ``zone``, by name, in the order of ``METHODS``."""
    found = _FROM_ZONE.get(zone)
    if found is None:
        found = _FROM_ZONE[zone] = tuple((n, m) for n, m in METHODS.items() if zone in m.zones)
    return found


def card_chars_for(g: GameState, oid: int, method: str) -> Chars:
    """Characteristics card ``oid`` (not on the stack) would have as a spell cast by
    ``method``. Cast face down, it is the face-down 2/2 creature spell (CR 702.37c, 708.2a,
    708.4), also a card already face down in exile (Siphon Insight's), which has no
    characteristics there (CR 406.3): a permission to cast creature spells as though they had
    flash applies to it, and a cost reduction for Angel spells doesn't (CR 601.3e)."""
    m = METHODS[method]
    o = g.objects[oid]
    if m.face == o.face and m.face_down == o.face_down and not m.face_down:
        return chars(g, oid)
    probe = o.copy()
    probe.face = m.face
    probe.face_down = m.face_down
    if m.face_down:
        probe.zone = Zone.STACK  # the face-down spell's 2/2 creature (CR 708.2a, 708.4)
    return base_chars(probe)


def spell_ability(c: Chars) -> SpellAbility | None:
    for a in c.abilities:
        if isinstance(a, SpellAbility):
            return a
    return None


_PRICING: dict[tuple[int, int], str] = {}
"""(id of a game state, object id) → the cast method a card is being priced for."""


class pricing_as:  # named as the function it was: ``with pricing_as(g, oid, method):``
    """Price card ``oid`` as though it were being cast by ``method`` (CR 601.2f: the cost of
    a spell cast face down, with disturb, … is modified as that spell would be), by
    ``caster`` when given (the spell would be theirs, CR 601.2a, 110.2: "you" of its
    abilities and of "spells you cast" is the caster, not the card's owner), without
    touching the card: deciding whether a spell could be cast changes nothing. A context
    manager written out as a class (no generator to make and resume), as a priority listing
    prices cards at every priority."""

    before: str | None  # what was there before, kept by __enter__ for __exit__
    before_caster: int | None

    def __init__(self, g: GameState, oid: int, method: str, caster: int | None = None) -> None:
        self.key = (id(g), oid)
        self.method = method
        self.caster = caster

    def __enter__(self) -> None:
        key = self.key
        self.before = _PRICING.get(key)
        self.before_caster = PRICED_FOR.get(key)
        _PRICING[key] = self.method
        if self.caster is not None:
            PRICED_FOR[key] = self.caster

    def __exit__(self, *exc: object) -> None:
        key = self.key
        if self.before is None:
            del _PRICING[key]
        else:
            _PRICING[key] = self.before
        if self.before_caster is not None:
            PRICED_FOR[key] = self.before_caster
        elif self.caster is not None:
            del PRICED_FOR[key]


def priced_for(g: GameState, oid: int) -> int | None:
    """The player card ``oid`` is being priced for as they are about to cast it
    (``pricing_as``), or None."""
    return PRICED_FOR.get((id(g), oid)) if PRICED_FOR else None


def as_priced_for(g: GameState, oid: int, c: Chars) -> Chars:
    """``c``, the characteristics of card ``oid`` being priced (``pricing_as``), as those of
    the spell of the player about to cast it: theirs, whoever owns the card (one exiled by
    Siphon Insight), so "spells you cast" and its own "if you control" ask about them (CR
    601.2a, 110.2)."""
    caster = priced_for(g, oid)
    if caster is None or c.controller == caster or g.objects[oid].zone is Zone.STACK:
        return c
    c = c.copy()
    c.controller = caster
    return c


def being_priced(g: GameState, oid: int) -> bool:
    """Whether card ``oid`` is being priced as a spell about to be cast (``pricing_as``)."""
    return bool(_PRICING) and (id(g), oid) in _PRICING


def spell_method(g: GameState, oid: int) -> str:
    """The cast method of spell ``oid`` (``"normal"``, ``"face_down"``, ``"disturb"``, …), or
    the method it is being priced for (``pricing_as``)."""
    probing = _PRICING.get((id(g), oid)) if _PRICING else None
    if probing is not None:
        return probing
    return str(g.objects[oid].stack.get("method", "normal"))
