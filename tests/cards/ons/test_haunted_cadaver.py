"""Haunted Cadaver — {3}{B} Creature — Zombie 2/2.

Oracle: "Whenever Haunted Cadaver deals combat damage to a player, you may sacrifice it. If you
do, that player discards three cards. / Morph {1}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Haunted Cadaver")


def _hit(d: Driver) -> None:
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()


def test_sacrifice_it_for_three_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock", "Mountain", "Forest", "Island")
    d = Driver(s.build())
    _hit(d)
    d.choose(True)
    assert d.ids("Haunted Cadaver", zone="graveyard")
    for left, name in zip((3, 2, 1), ("Shock", "Mountain", "Forest"), strict=True):
        # CR 701.9a: the player discarding chooses each card, told how many are left
        dec = d.expect("discard")
        assert dec.player == 1 and dec.prompt == f"Discard a card ({left} left)"
        d.choose(d.find(name, zone="hand"))
    assert [d.zone_of("Island")] == ["hand"]
    assert len(d.state.players[1].graveyard) == 3


def test_declining_keeps_it_and_their_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _hit(d)
    d.choose(False)
    assert d.ids("Haunted Cadaver", zone="battlefield")
    assert d.ids("Shock", zone="hand")
