"""Nebelgast Intruder — {2}{U} Creature — Spirit 2/1.

Oracle: "Flash / Flying / When Nebelgast Intruder enters the battlefield, up to one target
creature an opponent controls gets -2/-0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nebelgast Intruder")


def test_flashed_in_during_combat_shrinks_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Nebelgast Intruder")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()  # active player passes in declare attackers; the opponent may flash
    d.cast(1, "Nebelgast Intruder")
    d.resolve()
    d.choose(tusker)
    d.resolve()
    assert d.chars(tusker).power == 4
    assert d.chars(d.find("Nebelgast Intruder")).has("Flying")
    d.pass_until("end")
    d.pass_until("upkeep", turn=4)
    assert d.chars(tusker).power == 6


def test_up_to_one_target_may_be_none() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Nebelgast Intruder")
    d = Driver(s.build())
    d.cast(0, "Nebelgast Intruder")
    d.resolve()
    # Only creatures an opponent controls can be chosen: none here, so no target.
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.ids("Nebelgast Intruder", zone="battlefield")


def test_your_own_creature_is_refused_and_none_may_be_chosen() -> None:
    """"Up to one target creature an opponent controls" (CR 115.1, 601.2c): the Glory Seeker
    you control is not among the choices and is refused with an error naming the problem,
    the trigger still waiting; choosing no target leaves the opponent's Warrior unchanged."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Nebelgast Intruder")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    mine, theirs = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Nebelgast Intruder")
    d.resolve()
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert theirs in offered and mine not in offered and None in offered
    before = d.decision
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(mine)
    assert d.decision == before
    d.choose(None)
    d.resolve_all()
    assert d.chars(theirs).power == 2 and d.chars(mine).power == 2


def test_the_shrink_happens_even_if_the_intruder_is_gone() -> None:
    """CR 113.7a: the enters trigger resolves independently of its source; the Intruder Shocked
    in response, the opponent's Krosan Tusker still gets -2/-0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Nebelgast Intruder")
    s.battlefield(1, "Krosan Tusker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Nebelgast Intruder")
    d.resolve()
    d.choose(tusker)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Nebelgast Intruder")])
    d.resolve()
    assert d.zone_of("Nebelgast Intruder") == "graveyard"
    d.resolve()
    assert d.chars(tusker).power == 4
