"""Spark Reaper — {2}{B} Creature — Zombie 2/3.

Oracle: "{3}, Sacrifice a creature or planeswalker: You gain 1 life and draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spark Reaper")

CARD = "Spark Reaper"
ARLINN = "Arlinn, the Pack's Hope"


def _game(*mine: str, lands: int = 3) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * lands)
    s.battlefield(0, CARD, *mine)
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Island", "Forest")
    return Driver(s.build())


def _activate_sacrificing(d: Driver, name: str) -> None:
    d.activate(0, CARD)  # the mana first (CR 601.2g-h), then the sacrifice
    d.expect("cost_sacrifice")
    legal = d.game.legal_actions()
    assert Choose(d.find("Gluttonous Zombie")) not in legal  # only your own
    assert Choose(d.find("Swamp")) not in legal  # not a creature or planeswalker
    d.choose(d.find(name))


def test_sacrifice_a_creature_gain_one_and_draw() -> None:
    d = _game("Glory Seeker")
    _activate_sacrificing(d, "Glory Seeker")
    assert d.zone_of("Glory Seeker") == "graveyard"  # paid as the cost
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    d.resolve()
    assert d.life(0) == 21
    assert d.zone_of("Island") == "hand" and d.zone_of("Forest") == "library"


def test_sacrifice_a_planeswalker() -> None:
    d = _game(ARLINN)
    _activate_sacrificing(d, ARLINN)
    assert d.zone_of(ARLINN) == "graveyard"
    d.resolve()
    assert d.life(0) == 21 and d.zone_of("Island") == "hand"


def test_may_sacrifice_itself() -> None:
    d = _game()
    _activate_sacrificing(d, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.life(0) == 21 and d.zone_of("Island") == "hand"


def test_needs_three_mana() -> None:
    d = _game("Glory Seeker", lands=2)
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_summoning_sick_it_sacrifices_a_token_which_ceases_to_exist() -> None:
    """CR 302.6: without {T} in its cost, the ability can be activated the turn the Reaper
    came under its controller's control; a sacrificed token goes to the graveyard and then
    ceases to exist (CR 111.7, 704.5d)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(0, CARD, sick=True)
    s.token(0, "Zombie")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.choose(d.find("Zombie Token"))
    assert not d.ids("Zombie Token")
    d.resolve()
    assert d.life(0) == 21 and d.zone_of("Island") == "hand"


def test_activated_in_response_to_removal_it_gets_value_from_the_doomed_creature() -> None:
    """CR 117.1b: at instant speed, the target of the opponent's Shock is sacrificed
    as a cost, so the Shock has no legal target left and doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(0, CARD, "Glory Seeker")
    s.library(0, "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, priority=1)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.activate(0, CARD)
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.life(0) == 21
    d.resolve()
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [shock]


def test_sacrificing_an_opponents_creature_is_refused_and_nothing_changes() -> None:
    """CR 701.21a: only a permanent you control can be sacrificed; choosing the opponent's
    Gluttonous Zombie is refused with an error naming the problem, the cost decision stays and
    the Zombie stays on the battlefield."""
    d = _game("Glory Seeker")
    d.activate(0, CARD)
    d.expect("cost_sacrifice")
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Gluttonous Zombie"))
    d.expect("cost_sacrifice")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_drawn_card_is_hidden_from_the_opponent() -> None:
    """CR 402.3, 401.2: the drawn Island is in player 0's hand; player 1's view shows the hand
    size but never names the card."""
    d = _game("Glory Seeker")
    _activate_sacrificing(d, "Glory Seeker")
    d.resolve()
    assert d.zone_of("Island") == "hand"
    assert "Island" in json.dumps(d.game.view(0))
    assert "Island" not in json.dumps(d.game.view(1))
