"""Accursed Centaur — {B} Creature — Zombie Centaur 2/2.

Oracle: "When Accursed Centaur enters the battlefield, sacrifice a creature."
Rulings covered: ONS-FAQ-169 (if it is your only creature, you must sacrifice it).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Accursed Centaur")


@pytest.mark.ruling("ONS-FAQ-169", "ONS-OR-0091")
def test_alone_it_sacrifices_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Accursed Centaur")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Accursed Centaur")
    d.resolve()  # the spell
    d.resolve()  # the enters trigger
    assert d.ids("Accursed Centaur", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")  # not the opponent's creature


def test_you_choose_which_creature_to_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Glory Seeker")
    s.hand(0, "Accursed Centaur")
    d = Driver(s.build())
    d.cast(0, "Accursed Centaur")
    d.resolve()
    d.resolve()
    dec = d.expect("sacrifice")
    centaur = d.find("Accursed Centaur", zone="battlefield")
    assert {a.value for a in dec.actions} == {centaur, d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Accursed Centaur", zone="battlefield")


def test_gone_before_its_trigger_resolves_you_still_sacrifice_a_creature() -> None:
    """CR 113.7a, 608.2: the trigger exists independently of the Centaur; bounced in response
    (Chain of Vapor, declining the chain), its controller still sacrifices a creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island", "Glory Seeker")
    s.hand(0, "Accursed Centaur", "Chain of Vapor")
    d = Driver(s.build())
    d.cast(0, "Accursed Centaur")
    d.resolve()  # the spell; its enters trigger goes on the stack
    d.cast(0, "Chain of Vapor", targets=[d.find("Accursed Centaur", zone="battlefield")])
    d.resolve()
    d.choose(False)  # no land sacrificed: no copy
    assert d.zone_of("Accursed Centaur") == "hand"
    d.resolve()  # the enters trigger
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_an_opponent_s_creature_can_t_be_chosen_for_the_sacrifice() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control; choosing the
    opponent's Glory Seeker is refused with an error and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Festering Goblin")
    s.hand(0, "Accursed Centaur")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Accursed Centaur")
    d.resolve()
    d.resolve()
    d.expect("sacrifice")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Festering Goblin"))
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_gone_with_no_other_creature_nothing_is_sacrificed() -> None:
    """CR 701.21a, 609.3: bounced in response and you control no creature: the trigger
    resolves and does nothing; your lands are untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island")
    s.hand(0, "Accursed Centaur", "Chain of Vapor")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Accursed Centaur")
    d.resolve()
    d.cast(0, "Chain of Vapor", targets=[d.find("Accursed Centaur", zone="battlefield")])
    d.resolve()
    d.choose(False)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Accursed Centaur") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Swamp") == "battlefield"
