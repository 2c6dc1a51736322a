"""Silent Specter — {4}{B}{B} Creature — Specter 4/4.

Oracle: "Flying / Whenever Silent Specter deals combat damage to a player, that player
discards two cards. / Morph {3}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silent Specter")


def test_the_player_it_hits_discards_two_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter")
    s.hand(1, "Shock", "Mountain", "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Silent Specter")])
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Forest", zone="hand"))
    assert d.life(1) == 16
    assert d.ids("Mountain", zone="hand")
    assert len(d.state.players[1].graveyard) == 2


def test_face_down_it_has_no_ability_to_trigger() -> None:
    """CR 708.2a: a face-down Silent Specter is a 2/2 with no abilities, so its combat
    damage makes no one discard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter", face_down=True)
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Silent Specter")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert len(d.state.players[1].hand) == 2
