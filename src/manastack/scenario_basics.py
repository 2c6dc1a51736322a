"""What laying out a scenario (``manastack.scenario_layout`` and the modules it uses) shares:
the errors of a scenario that can't be built, how an object placed earlier is found from a
reference, and how an object is named in an error (a face-down one by its card, as only the
scenario's author sees it, CR 708.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
