"""What building and laying out a scenario (``manastack.scenario``, ``manastack.scenario_layout``
and the modules they use) share: the errors of a scenario that can't be built, how an object
placed earlier is found from a reference, how an object is named in an error (a face-down one
by its card, as only the scenario's author sees it, CR 708.5), and the checks of numbers,
counter kinds (CR 122.1a-d, 122.1h) and commanders (CR 903.3).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.cards.database import UnknownCardError, database
from manastack.cards.registry import UnimplementedCardError

if TYPE_CHECKING:
    from manastack.state.game_state import GameState


class ScenarioError(ValueError):
    """A scenario that can't be built (unknown card, bad zone, bad player, bad step, a position
    that can't exist, bad number). The message names the problem; the method given the bad
    value records nothing."""


class ScenarioCardError(ScenarioError, UnknownCardError):
    """An unknown card name given to a scenario (a ``ScenarioError`` and an
    ``UnknownCardError``)."""


class ScenarioUnimplementedError(ScenarioError, UnimplementedCardError):
    """A card given to a scenario that is not implemented yet (a ``ScenarioError`` and an
    ``UnimplementedCardError``)."""


def object_ref(placed: list[int], ref: dict[str, int]) -> int:
    """The player or object a setup reference names: ``{"player": p}`` or ``{"object": i}``,
    the ``i``th object placed."""
    return ref["player"] if "player" in ref else placed[ref["object"]]


def object_name(g: GameState, oid: int) -> str:
    """A player or object as an error names it."""
    from manastack.state.objects import is_player_id
    if is_player_id(oid):
        return f"player {oid}"
    o = g.objects[oid]
    if o.face_down:
        return f"the face-down {database().by_key(o.card_key).name}" if o.card_key else "it"
    return database().by_key(o.card_key).faces[o.face].name if o.card_key else "it"


KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance"})
"""The keyword counters of CR 122.1b."""
_RULED_COUNTERS = {"shield": "122.1c", "stun": "122.1d", "finality": "122.1h"}


def counter_problem(what: str, kind: str) -> str | None:
    """Why a counter of ``kind`` can't be laid out: a keyword counter (CR 122.1b, with the
    variants of those keywords: "hexproof from ...") and shield, stun and finality counters
    (CR 122.1c-d, 122.1h) have rules of their own that no card of these sets uses and the game
    doesn't carry out, so a position with them would not play by the rules."""
    k = kind.lower()
    rule = _RULED_COUNTERS.get(k) or ("122.1b" if k in KEYWORD_COUNTERS or any(
        k.startswith(f"{w} ") for w in KEYWORD_COUNTERS) else None)
    if rule is None:
        return None
    return (f"{what}: {kind!r} counters have rules of their own (CR {rule}) that no card of "
            "these sets uses and that the game doesn't carry out: they can't be placed")


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_PT_COUNTER = re.compile(r"[+-]\d+/[+-]\d+")


def check_counters(what: str, counters: Any) -> None:
    """``counters`` maps counter kinds to non-negative integers. A kind may be any name
    (CR 122.1), but one that is written as a power/toughness change must be a well-formed
    "+X/+Y" counter (CR 122.1a): "+1/1" or " +1/+1" is a typo, not a kind of its own."""
    if not isinstance(counters, dict) or not all(
            isinstance(k, str) and k and is_int(v) and v >= 0 for k, v in counters.items()):
        raise ScenarioError(f"{what}: counters must map counter kinds to non-negative "
                            f"integers, got {counters!r}")
    for k in counters:
        if k != k.strip() or ("/" in k and not _PT_COUNTER.fullmatch(k)):
            raise ScenarioError(f"{what}: {k!r} is no counter kind: a power/toughness counter "
                                "is written like '+1/+1' or '-1/-1' (CR 122.1a)")
        problem = counter_problem(what, k)
        if problem:
            raise ScenarioError(problem)


def check_op_counters(op: dict[str, Any]) -> None:
    """A scenario op's counters, checked as ``Scenario`` checks them (``check_counters``)
    as a saved scenario is laid out."""
    keys = op.get("cards") or [op.get("token")]
    check_counters(", ".join(database().by_key(k).name for k in keys if k),
                   op.get("counters") or {})


def int_list(what: str, name: str, values: Any) -> list[int]:
    """``values`` as a list of whole numbers, or a ScenarioError naming ``name``."""
    if isinstance(values, str | bytes) or not isinstance(values, list | tuple) or not all(
            is_int(v) and v >= 0 for v in values):
        raise ScenarioError(f"{what}: {name} must be a list of whole numbers, got {values!r}")
    return list(values)


def add_commander(g: GameState, oid: int) -> None:
    """Object ``oid`` is its owner's commander (CR 903.3), after refusing a card that is
    already one of their commanders (a deck has one copy of it, CR 903.5b), a second
    commander unless both have partner, and a third (a player has one commander, or two that
    both have partner, CR 903.3, 702.124)."""
    from manastack.formats.commander import has_partner
    from manastack.rules.commander import COMMANDER_FLAG
    o = g.objects[oid]
    assert o.card_key is not None
    cmdrs = dict(g.extra.get("commanders", {}))
    keys = cmdrs[o.owner] = (*cmdrs.get(o.owner, ()), o.card_key)
    name = database().by_key(o.card_key).name
    if keys.count(o.card_key) > 1:
        raise ScenarioError(f"player {o.owner}'s commanders: {name} twice: a deck has one "
                            "copy of its commander (CR 903.3, 903.5b)")
    if len(keys) == 2 and not all(has_partner(database().by_key(k)) for k in keys):
        first = database().by_key(keys[0]).name
        raise ScenarioError(f"player {o.owner}'s commanders: {name} beside {first}: a player "
                            "has one commander, or two that both have partner (CR 903.3, "
                            "702.124)")
    if len(keys) > 2:
        raise ScenarioError(f"player {o.owner}'s commanders: {name} would be a third: a player "
                            "has one commander, or two with partner (CR 903.3, 702.124)")
    o.flags = frozenset({f"{COMMANDER_FLAG}{oid}"})
    g.extra["commanders"] = cmdrs


def check_commander(key: str, commander: bool) -> str:
    """``key``, the card placed as a commander when ``commander``, after refusing one that
    can't be: a commander is a legendary creature card or a card that says it can be your
    commander (CR 903.3), as a Commander deck's commander is checked (``formats.commander``)."""
    if commander:
        from manastack.formats.commander import commander_problems
        problems = commander_problems([database().by_key(key)])
        if problems:
            raise ScenarioError(str(problems[0]))
    return key
