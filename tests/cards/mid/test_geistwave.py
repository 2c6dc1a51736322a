"""Geistwave — {1}{U} Instant.

Oracle: "Return target nonland permanent to its owner's hand. If you controlled that
permanent, draw a card."
Rulings covered: MID-RN-245.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Geistwave")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_own_permanent_draws() -> None:
    d = setup()
    d.cast(0, "Geistwave", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Plains", zone="hand")


@pytest.mark.ruling("MID-RN-245", "MID-OR-0166")
def test_opponents_permanent_no_draw() -> None:
    d = setup()
    d.cast(0, "Geistwave", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="hand", player=1)
    assert d.ids("Plains", zone="library")


@pytest.mark.ruling("MID-OR-0166")
def test_a_permanent_no_longer_controlled_as_it_resolves_draws_nothing() -> None:
    """Player 0 controls the opponent's Elvish Warrior through Callous Oppressor as Geistwave
    is cast, then Shocks the Oppressor in response: the control effect ends (CR 611.2b), and
    as Geistwave resolves its caster doesn't control the Warrior: it goes to its owner's hand
    and no card is drawn (CR 608.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Callous Oppressor")
    s.hand(0, "Geistwave", "Shock")
    s.library(0, "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Callous Oppressor", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 0
    d.cast(0, "Geistwave", targets=[warrior])
    d.cast(0, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()  # Shock: the Oppressor dies, the Warrior goes back to player 1
    assert d.zone_of("Callous Oppressor") == "graveyard"
    assert d.chars(warrior).controller == 1
    d.resolve()  # Geistwave
    assert d.ids("Elvish Warrior", zone="hand", player=1)
    assert d.ids("Plains", zone="library") and not d.state.players[0].hand


def test_a_stolen_permanent_goes_to_its_owner_and_its_controller_draws() -> None:
    """"Its owner's hand" (CR 108.3) and "if you controlled that permanent" (CR 608.2h): the
    Warrior player 0 controls but player 1 owns goes to player 1's hand, and player 0 draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.battlefield(0, "Elvish Warrior", owner=1)
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Geistwave", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="hand", player=1)
    assert d.ids("Plains", zone="hand", player=0)


def test_a_token_returned_ceases_to_exist_and_a_land_is_refused() -> None:
    """CR 111.7-8: a Zombie token returned to the hand ceases to exist; its controller draws.
    "Target nonland permanent" (CR 115.1): the Island is refused, named in the error, and the
    game is unchanged."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.token(0, "Zombie")
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Geistwave", "hand")))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Island"):
        d.choose(d.find("Island"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Zombie Token"))
    d.pay()
    d.resolve()
    assert not d.ids("Zombie Token")
    assert d.ids("Plains", zone="hand")
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Plains"]


def test_a_face_down_creature_returned_is_revealed_to_everyone() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed: the opponent's
    face-down Krosan Colossus, unnamed in the caster's view before, is named there once
    Geistwave has returned it to its owner's hand; the caster draws nothing (not theirs)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    s.battlefield(1, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    assert "Krosan Colossus" not in json.dumps(d.game.view(0))
    d.cast(0, "Geistwave", targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "hand"
    assert "Krosan Colossus" in json.dumps(d.game.view(0))
    assert d.zone_of("Plains") == "library"


def test_two_headed_giant_a_teammates_permanent_draws_nothing() -> None:
    """CR 810.5, 608.2h: the teammate's Glory Seeker goes to the teammate's hand; "if you
    controlled that permanent" is false (a teammate's permanent isn't yours), so no card is
    drawn."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Geistwave", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=1)
    assert d.zone_of("Plains") == "library"
