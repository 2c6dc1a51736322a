"""What an Aura may enchant (CR 303.4): one test for the state-based check of an Aura on the
battlefield (CR 704.5m, under its controller) and for an Aura entering without being cast
(CR 303.4f, under the player it enters under).
"""

from __future__ import annotations

from manastack.rules.characteristics import Chars, chars
from manastack.rules.selectors import chars_match, player_matches
from manastack.rules.targets import enchant_spec, protection_stops
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def aura_can_enchant(g: GameState, aura: int, host: int, controller: int,
                     entering_as: Chars | None = None) -> bool:
    """Whether the Aura ``aura``, controlled by ``controller`` (or entering under their
    control, CR 303.4f), could enchant ``host`` (CR 303.4a, 303.4c-d): a player in the game
    its enchant ability allows ("Enchant player", "Enchant opponent"), or a permanent on the
    battlefield and not phased out (702.26b) that its enchant ability allows and that has no
    protection from it (702.16c). Not targeting: hexproof and shroud don't matter. An object
    entering as a copy of an Aura has the copied values ``entering_as`` (CR 707.2)."""
    c = chars(g, aura) if entering_as is None else entering_as
    spec = enchant_spec(c)
    if spec is None:
        return False
    if is_player_id(host):
        return spec.players is not None and player_matches(g, host, spec.players, controller)
    h = g.objects[host]
    if h.zone is not Zone.BATTLEFIELD or h.phased_out or spec.filter is None:
        return False
    hc = chars(g, host)
    return chars_match(g, hc, spec.filter, controller, aura, host) and \
        not protection_stops(hc.protections(), c)
