"""Redirection effects (CR 614.9): damage that would be dealt to one creature, planeswalker
or player is dealt to another instead. The effect does nothing if, when the damage would be
redirected, either of them is a permanent no longer on the battlefield (or phased out,
treated as though it doesn't exist: 702.26b) or no longer a creature or planeswalker (or
battle), or a player who has left the game.
"""

from __future__ import annotations

from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

_RECIPIENT_TYPES = ("Creature", "Planeswalker", "Battle")


def may_receive_redirected_damage(g: GameState, recipient: int) -> bool:
    """CR 614.9: whether damage may still be redirected to or from ``recipient``: a player
    in the game, or a permanent on the battlefield, not phased out, that is a creature,
    planeswalker or battle."""
    if is_player_id(recipient):
        return g.players[recipient].in_game
    o = g.objects.get(recipient)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.phased_out:
        return False
    types = chars(g, recipient).types
    return any(t in types for t in _RECIPIENT_TYPES)
