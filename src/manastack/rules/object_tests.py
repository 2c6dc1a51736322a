"""The rules' meaning of the tests of :mod:`manastack.dsl.object_tests`: a card among the top
cards of a library (CR 401.1), a spell or a permanent (CR 110.1, 112.1, 113.1a), a mana ability
(CR 605.1a), a creature blocking the source (CR 509.1g), the player a triggered ability's event is
about and the defending player (CR 506.2, 508.1b) for targets checked as chosen and on
resolution (CR 608.2b), "can't be blocked by" (CR 509.1b), groups of cards a search finds
(CR 701.23, 205.3i) and card types among cards in a graveyard (CR 205.2a).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from manastack.dsl import object_tests as T
from manastack.dsl.abilities import ActivatedAbility, TriggeredAbility
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.predicates import LAND_TYPES, DefendingPlayerOfTriggerer
from manastack.rules.characteristics import base_chars, chars
from manastack.rules.selectors import matches, trigger_player_of
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


@interpreted_by(T.InTopOfLibrary)
def _in_top_of_library(t: T.InTopOfLibrary, g: GameState, oid: int, you: int,
                       source: Any) -> bool:
    return oid in g.players[you].library[:t.amount]


@interpreted_by(T.SpellOrPermanent)
def _spell_or_permanent(t: T.SpellOrPermanent, g: GameState, oid: int, you: int,
                        source: Any) -> bool:
    o = g.objects[oid]
    return o.zone is Zone.BATTLEFIELD or o.stack.get("kind") == "spell"


@interpreted_by(T.HasManaAbility)
def _has_mana_ability(t: T.HasManaAbility, g: GameState, oid: int, you: int,
                      source: Any) -> bool:
    return any(isinstance(a, ActivatedAbility | TriggeredAbility) and a.is_mana_ability
               for a in chars(g, oid).abilities)


@interpreted_by(T.BlockingThis)
def _blocking_this(t: T.BlockingThis, g: GameState, oid: int, you: int, source: Any) -> bool:
    return g.combat is not None and source in g.combat.blockers.get(oid, ())


@interpreted_by(T.WasBlockingThis)
def _was_blocking_this(t: T.WasBlockingThis, g: GameState, source: int, ev: Any) -> bool:
    return ev.lki is not None and ev.lki.is_creature and source in ev.data.get("blocking", ())


def _controlled_by_trigger_player(g: GameState, oid: int, source: Any) -> bool:
    player = trigger_player_of(g, source)
    return player is not None and chars(g, oid).controller == player


@interpreted_by(T.ControlledByTriggerPlayer)
def _that_player_controls(c: T.ControlledByTriggerPlayer, g: GameState, oid: int, you: int,
                          source: Any) -> bool:
    return (c.inner is None or bool(c.inner(g, oid, you, source))) and \
        _controlled_by_trigger_player(g, oid, source)


def defending_player_of(g: GameState, source: Any) -> int | None:
    """The player the source is attacking, or the controller of the planeswalker it attacks
    (CR 506.2, 508.1b); once it is no longer attacking, the one it was attacking before it was
    removed from combat (CR 508.5); None when it hasn't attacked in this combat."""
    d = _attacked_by(g, source)
    if d is None:
        return None
    return attacked_player(g, d)


def _attacked_by(g: GameState, source: Any) -> int | None:
    """What ``source`` attacks in this combat, or attacked before it was removed from combat
    (CR 508.5): a player or a planeswalker; None when it hasn't attacked in this combat."""
    c = g.combat
    return None if c is None else c.attackers.get(source, c.was_attacking.get(source))


def defending_player_choices(g: GameState, source: Any) -> tuple[int, ...]:
    """The players among whom the controller of an ability of ``source``, an attacking
    creature, chooses its "defending player" (CR 508.5a, 802.2a: "if there are multiple
    defending players that could be chosen, the controller of the spell or ability chooses
    one"): when the planeswalker it attacks has left the battlefield (or combat), it is still
    attacking but attacks no player or planeswalker (CR 506.4c), so none is the one it
    attacks, and every opponent of the attacking player still in the game is a defending
    player (CR 802.2). Empty when its defending player is known (``defending_player_of``) or
    it hasn't attacked in this combat."""
    d = _attacked_by(g, source)
    if d is None or attacked_player(g, d) is not None:
        return ()
    return tuple(g.opponents(g.active))


def defending_players(g: GameState, source: Any) -> tuple[int, ...]:
    """The players "defending player" can be in an ability of ``source``: the one it attacks
    or attacked (``defending_player_of``), else every defending player that could be chosen
    (``defending_player_choices``, CR 508.5a, 802.2a)."""
    d = defending_player_of(g, source)
    return (d,) if d is not None else defending_player_choices(g, source)


NAMES_DEFENDING_PLAYER = (T.ControlledByDefendingPlayer, DefendingPlayerOfTriggerer)
"""The tests of a target word "[filter] defending player controls"."""


def reads_defending_player(specs: Any, cls: Any = NAMES_DEFENDING_PLAYER) -> bool:
    """Whether one of the target words ``specs`` reads "[filter] defending player controls"
    (a ``cls`` among its filter's tests)."""
    return any(s.filter is not None and refers_to(s.filter.custom, cls) for s in specs)


def defending_attacker(o: Any) -> Any:
    """The attacking creature whose defending player the stack object ``o`` refers to
    (CR 508.5): the creature whose attack triggered a "whenever a creature attacks" ability
    naming "defending player" in its targets (``DefendingPlayerOfTriggerer``), else the
    ability's source."""
    ev = o.stack.get("event")
    if ev is not None and reads_defending_player(o.ability.targets, DefendingPlayerOfTriggerer):
        return ev.obj
    return o.source


def refers_to(x: Any, cls: type | tuple[type, ...]) -> bool:
    """Whether ``x`` (an instruction, a filter, a target word) holds a ``cls`` anywhere."""
    if isinstance(x, cls):
        return True
    if isinstance(x, tuple | list):
        return any(refers_to(y, cls) for y in x)
    if is_dataclass(x) and not isinstance(x, type):
        return any(refers_to(getattr(x, f.name), cls) for f in fields(x))
    return False


def note_defending_player(g: GameState, o: Any, spec: Any, t: int) -> None:
    """Choosing ``t`` as a target of a word "[filter] defending player controls" of the
    stack object ``o`` while several defending players could be chosen (the planeswalker its
    source attacks gone, CR 506.4c): the target offered was any of theirs, and naming one
    chooses the defending player (CR 508.5a, 802.2a: its controller chooses one), noted on
    ``o`` as ``defending_player`` (the player its other such targets and its instructions
    referring to the defending player mean)."""
    if reads_defending_player((spec,)) and defending_player_choices(g, defending_attacker(o)):
        o.stack["defending_player"] = chars(g, t).controller


def fits_defending_player(g: GameState, sid: int, spec: Any, t: int) -> bool:
    """Whether the object ``t``, a legal target for ``spec`` of stack object ``sid``, is
    controlled by the defending player chosen for it (``note_defending_player``, or as it
    resolves, ``rules.resolution``) when ``spec`` reads "[filter] defending player controls"
    (CR 508.5a, 608.2b); any object when none was chosen or the word doesn't read so."""
    d = g.objects[sid].stack.get("defending_player")
    return d is None or not reads_defending_player((spec,)) or \
        chars(g, t).controller == d


def attacked_player(g: GameState, attacked: int) -> int | None:
    """The defending player of a creature attacking ``attacked`` (a player or a planeswalker):
    that player, or the planeswalker's controller. A planeswalker gone from the battlefield
    (or removed from combat as its controller changed, CR 506.4) leaves its attacker attacking
    nothing (CR 506.4c); in a two-player game the nonactive player is still the defending
    player (CR 506.2), otherwise there is none (None)."""
    if is_player_id(attacked):
        return int(attacked)
    if attacked in g.objects and not (g.combat is not None and attacked in g.combat.unattacked):
        return g.objects[attacked].controller
    if len(g.players) == 2:
        return 1 - g.active
    return None


@interpreted_by(T.ControlledByDefendingPlayer)
def _defending_player_controls(c: T.ControlledByDefendingPlayer, g: GameState, oid: int,
                               you: int, source: Any) -> bool:
    """Controlled by the defending player, or, while several could be chosen, by any of them
    (``defending_players``): the one chosen is kept on the stack object
    (``fits_defending_player``)."""
    return (c.inner is None or bool(c.inner(g, oid, you, source))) and \
        chars(g, oid).controller in defending_players(g, source)


@interpreted_by(T.BlockerMatches)
def _blocker_matches(c: T.BlockerMatches, g: GameState, blocker: int, ce: Any) -> bool:
    return matches(g, blocker, c.filter, ce.controller, ce.source)


@interpreted_by(T.OneOfEach)
def _one_of_each(c: T.OneOfEach, g: GameState, cards: tuple[int, ...], you: int) -> bool:
    def assign(rest: tuple[int, ...], free: tuple[Any, ...]) -> bool:
        if not rest:
            return True
        return any(matches(g, rest[0], f, you, None) and
                   assign(rest[1:], free[:i] + free[i + 1:])
                   for i, f in enumerate(free))
    return len(cards) <= len(c.filters) and assign(cards, c.filters)


@interpreted_by(T.ShareALandType)
def _share_a_land_type(c: T.ShareALandType, g: GameState, cards: tuple[int, ...],
                       you: int) -> bool:
    if len(cards) < 2:
        return True
    common = set(LAND_TYPES)
    for oid in cards:
        common &= set(chars(g, oid).subtypes)
    return bool(common)


@interpreted_by(T.CardTypesInGraveyard)
def _card_types_in_graveyard(c: T.CardTypesInGraveyard, g: GameState, player: int) -> int:
    types: set[str] = set()
    for oid in g.players[player].graveyard:
        types |= set(base_chars(g.objects[oid]).types)
    return len(types)


@interpreted_by(T.ControlledByOpponent)
def _controlled_by_opponent(t: T.ControlledByOpponent, g: GameState, oid: int, you: int,
                            source: Any) -> bool:
    """Each slot stays with the same opponent, counted in seat order among all the players
    the game began with: an opponent leaving with the spell on the stack (CR 800.4a) doesn't
    move the other opponents' targets to other slots, where they would be illegal at
    resolution (CR 608.2b)."""
    opponents = [p.index for p in g.players if g.is_opponent(you, p.index)]
    return t.index < len(opponents) and chars(g, oid).controller == opponents[t.index]
