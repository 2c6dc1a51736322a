"""True Believer — {W}{W} Creature — Human Cleric 2/2.

Oracle: "You have shroud. (You can't be the target of spells or abilities.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("True Believer")


def targets_offered(d: Driver, player: int) -> set[object]:
    d.act(player, CastSpell(d.find("Shock", zone="hand", player=player), "normal"))
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_no_one_can_target_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    options = targets_offered(d, 1)
    assert 0 not in options and 1 in options
    assert d.find("True Believer") in options  # the creature itself can be targeted


def test_not_even_by_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    options = targets_offered(d, 0)
    assert 0 not in options and 1 in options


def test_shroud_ends_when_it_leaves_the_battlefield() -> None:
    """CR 702.18a, 611.3a: the static ability gives its controller shroud only while True
    Believer is on the battlefield; once Shock has killed it, player 0 can be targeted."""
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, d.find("Shock", zone="hand"), targets=[d.find("True Believer")])
    d.resolve()
    assert d.zone_of("True Believer") == "graveyard"
    assert 0 in targets_offered(d, 1)


def test_a_spell_that_does_not_target_still_affects_its_controller() -> None:
    """CR 702.18a, 115.1: shroud stops only targeting; Biorhythm, which targets nothing, still
    sets the shrouded player's life total to the number of creatures they control."""
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer")
    s.battlefield(1, *(["Forest"] * 8), "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Biorhythm")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Biorhythm")
    d.resolve()
    assert (d.life(0), d.life(1)) == (1, 2)


def test_put_onto_the_battlefield_in_response_the_spell_targeting_its_controller_fizzles() -> None:
    """CR 608.2b, 702.18a: Shock targets player 0; in response Cryptic Gateway puts True
    Believer onto the battlefield, so player 0 is an illegal target as Shock resolves: it
    does nothing and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Daru Healer", "Glory Seeker")
    s.hand(0, "True Believer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Cryptic Gateway", choices=[d.find("Daru Healer"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("True Believer", zone="hand"))
    assert d.zone_of("True Believer") == "battlefield"
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert d.zone_of("Shock") == "graveyard"


def test_two_headed_giant_only_its_controller_has_shroud() -> None:
    """CR 702.18a, 109.5, 810.1: "you" is True Believer's controller, not the team; the teammate
    (player 1) can still be targeted by the opposing team's Shock, player 0 can't."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "True Believer")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.at("main", active=2, turn=4)
    d = Driver(s.build())
    options = targets_offered(d, 2)
    assert 0 not in options and 1 in options
