"""Skirk Commando — {1}{R}{R} Creature — Goblin 2/1.

Oracle: "Whenever Skirk Commando deals combat damage to a player, you may have it deal 2 damage
to target creature that player controls. / Morph {2}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Skirk Commando")


def _hit(d: Driver) -> None:
    d.to_combat()
    d.attack([d.find("Skirk Commando")])
    while d.decision.kind in ("priority", "declare_blockers") and not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()


def test_deals_two_to_a_creature_of_the_player_it_hit() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando", "Goblin Sledder")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Goblin Sledder") not in legal  # only that player's creatures
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.life(1) == 18


def test_may_decline() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(False)
    assert d.ids("Glory Seeker", zone="battlefield")


def test_its_controller_is_asked_whether_to_deal_the_damage() -> None:
    """"You may" (CR 608.2d): as the ability resolves, its controller chooses yes or no, asked
    with the card's words by Skirk Commando, the source."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    dec = d.expect("may")
    assert dec.player == 0 and dec.prompt == "Deal 2 damage to the target?"
    assert dec.info()["source"] == d.find("Skirk Commando")
    assert sorted(a.value for a in d.game.legal_actions()) == [False, True]
