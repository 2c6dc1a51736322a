"""Aven Soulgazer — {3}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {2}{W}: Look at target face-down creature."
Rulings covered: ONS-FAQ-150 (it is a Bird Cleric), ONS-FAQ-151 (only you may look).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aven Soulgazer")


def bf_card(d: Driver, player: int, oid: int) -> object:
    view = d.game.view(player)
    return next(o for o in view["battlefield"] if o["id"] == oid).get("card")


@pytest.mark.ruling("ONS-FAQ-151")
def test_only_you_learn_the_face_down_card() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Healer", face_down=True)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    assert bf_card(d, 0, healer) is None
    d.activate(0, "Aven Soulgazer", targets=[healer])
    d.resolve()
    assert bf_card(d, 0, healer) == "Daru Healer"
    assert bf_card(d, 2, healer) is None
    assert bf_card(d, 1, healer) == "Daru Healer"


@pytest.mark.ruling("ONS-FAQ-150")
def test_is_a_bird_cleric() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Soulgazer")
    d = Driver(s.build())
    c = d.chars(d.find("Aven Soulgazer"))
    assert {"Bird", "Cleric"} <= set(c.subtypes) and "Soldier" not in c.subtypes
    assert "Flying" in c.keywords


@pytest.mark.ruling("ONS-FAQ-151")
def test_the_look_is_logged_naming_the_card_for_you_only() -> None:
    """CR 701.20b, 708.5: the log tells every player that a face-down creature was looked at,
    and names the card only to the player who looked."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Healer", face_down=True)
    d = Driver(s.build())
    d.activate(0, "Aven Soulgazer", targets=[d.find("Daru Healer")])
    d.resolve()
    looks = [[e for e in d.game.view(p)["log"] if e["kind"] == "look"] for p in (0, 2)]
    assert looks[0] == [{"kind": "look", "player": 0, "cards": ["Daru Healer"],
                         "card": "Daru Healer"}]
    assert looks[1] == [{"kind": "look", "player": 0, "cards": None, "card": None}]
