"""Bojuka Bog — Land.

Oracle: "Bojuka Bog enters the battlefield tapped. / When Bojuka Bog enters the battlefield,
exile target player's graveyard. / {T}: Add {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bojuka Bog")


def _played(target: int) -> Driver:
    s = Scenario(seed=1)
    s.hand(0, "Bojuka Bog")
    s.graveyard(0, "Shock", "Glory Seeker")
    s.graveyard(1, "Gluttonous Zombie", "Forest", "Defenestrate")
    d = Driver(s.build())
    d.play_land(0, "Bojuka Bog")
    d.expect("target")
    d.choose(target)
    d.resolve()
    return d


def test_enters_tapped_and_exiles_target_opponents_graveyard() -> None:
    d = _played(1)
    assert d.state.objects[d.find("Bojuka Bog", zone="battlefield")].tapped
    assert not d.state.players[1].graveyard
    for name in ("Gluttonous Zombie", "Forest", "Defenestrate"):
        assert d.zone_of(name) == "exile"
    assert d.zone_of("Shock") == d.zone_of("Glory Seeker") == "graveyard"


def test_may_target_yourself() -> None:
    d = _played(0)
    assert not d.state.players[0].graveyard
    assert d.zone_of("Shock") == "exile"
    assert len(d.state.players[1].graveyard) == 3


def test_taps_for_black() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bojuka Bog")
    d = Driver(s.build())
    bog = d.find("Bojuka Bog")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == bog}
    assert options == {"B"}


def test_cards_put_into_the_graveyard_in_response_are_exiled_too() -> None:
    """CR 608.2h: the graveyard is exiled as it is when the trigger resolves: the Shock the
    targeted player casts in response lands there first and is exiled with the rest."""
    s = Scenario(seed=1)
    s.hand(0, "Bojuka Bog")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.play_land(0, "Bojuka Bog")
    d.expect("target")
    d.choose(1)
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    d.resolve()
    assert d.zone_of("Shock") == "exile" and d.zone_of("Glory Seeker") == "exile"
    assert not d.state.players[1].graveyard and d.life(0) == 18


def test_an_empty_graveyard_may_be_targeted() -> None:
    """CR 115.1, 608.2: a player with an empty graveyard is still a legal target; the
    ability resolves and nothing happens."""
    s = Scenario(seed=1)
    s.hand(0, "Bojuka Bog")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Bojuka Bog")
    d.expect("target")
    d.choose(1)
    d.resolve()
    assert not d.state.stack and d.zone_of("Glory Seeker") == "graveyard"


def test_an_opponent_with_shroud_cant_be_targeted_so_its_controller_is_the_target() -> None:
    """CR 702.18a, 603.3d: the opponent controls True Believer, so they have shroud; the only
    legal target for the enters trigger is the Bog's controller, whose graveyard is exiled,
    and the opponent's stays."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.hand(0, "Bojuka Bog")
    s.graveyard(0, "Shock")
    s.graveyard(1, "Gluttonous Zombie")
    s.battlefield(1, "True Believer")
    d = Driver(s.build())
    d.play_land(0, "Bojuka Bog")
    d.expect("target")
    assert Choose(1) not in d.game.legal_actions()
    d.choose(0)
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_four_players_only_the_targeted_players_graveyard_is_exiled() -> None:
    """CR 115.1: "target player's graveyard" is one graveyard; in a four-player game the
    other players' graveyards stay as they are."""
    s = Scenario(seed=1, players=4)
    s.hand(0, "Bojuka Bog")
    s.graveyard(1, "Shock")
    s.graveyard(2, "Gluttonous Zombie")
    s.graveyard(3, "Defenestrate")
    d = Driver(s.build())
    d.play_land(0, "Bojuka Bog")
    d.choose(2)
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "exile"
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Defenestrate") == "graveyard"
