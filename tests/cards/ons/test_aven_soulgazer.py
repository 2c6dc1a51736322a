"""Aven Soulgazer — {3}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {2}{W}: Look at target face-down creature."
Rulings covered: ONS-FAQ-150 (it is a Bird Cleric), ONS-FAQ-151 (only you may look).
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
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
    """CR 701.20e, 708.5: the log tells every player that a face-down creature was looked at,
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


@pytest.mark.ruling("ONS-FAQ-151")
def test_two_headed_giant_the_teammate_does_not_see_it() -> None:
    """ONS-FAQ-151, CR 701.20e (a card looked at is shown only to the player told to look):
    the Soulgazer's controller learns the face-down card; the teammate and the other opponent
    don't, its controller does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(2, "Daru Healer", face_down=True)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.activate(0, "Aven Soulgazer", targets=[healer])
    d.resolve()
    assert [bf_card(d, p, healer) for p in range(4)] == \
        ["Daru Healer", None, "Daru Healer", None]


def test_a_face_up_creature_is_refused_as_target_and_nothing_changes() -> None:
    """CR 115.1, 601.2c/602.2b: only a face-down creature can be targeted; choosing a face-up
    one is refused naming it, the game is left as it was."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises((IllegalActionError, ScriptError), match="Glory Seeker"):
        d.activate(0, "Aven Soulgazer", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before
    assert not d.state.stack


def test_turned_face_up_in_response_the_ability_does_nothing() -> None:
    """CR 608.2b: Daru Healer is turned face up (CR 702.37e, a special action) in response;
    it is no longer a face-down creature, the ability's only target is illegal and it doesn't
    resolve: nothing is looked at."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.activate(0, "Aven Soulgazer", targets=[healer])
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    assert not d.state.objects[healer].face_down
    d.resolve()
    assert not d.state.stack
    assert not [e for e in d.game.view(0)["log"] if e["kind"] == "look"]
