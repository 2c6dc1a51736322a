"""Nantuko Husk — {2}{B} Creature — Zombie Insect 2/2.

Oracle: "Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nantuko Husk")

def test_sacrifice_a_creature_for_plus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    husk = d.find("Nantuko Husk")
    d.activate(0, husk, choices=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, husk, choices=[d.find("Festering Goblin")])
    d.choose(husk)  # Festering Goblin's trigger: -1/-1 on the Husk
    d.resolve()
    d.resolve()
    assert (d.chars(husk).power, d.chars(husk).toughness) == (5, 5)
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0116")
def test_it_may_sacrifice_itself_which_only_puts_it_into_the_graveyard() -> None:
    """Official ruling: "You can sacrifice Nantuko Husk itself to activate its own ability.
    However, the only thing that will do is put Nantuko Husk into the graveyard."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker")
    d = Driver(s.build())
    husk, seeker = d.find("Nantuko Husk"), d.find("Glory Seeker")
    d.activate(0, husk, pay=False)
    assert Choose(husk) in d.decision.actions
    d.choose(husk)
    assert d.zone_of("Nantuko Husk") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Nantuko Husk") == "graveyard"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_only_a_creature_its_controller_controls_may_be_sacrificed() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control; a land or an
    opponent's creature is refused with an error and the game is unchanged (CR 601.2h)."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker", "Swamp")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    husk, seeker = d.find("Nantuko Husk"), d.find("Glory Seeker")
    d.activate(0, husk, pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {husk, seeker}
    before = d.game.fingerprint()
    for wrong in (d.find("Swamp"), d.find("Festering Goblin")):
        with pytest.raises(IllegalActionError):
            d.choose(wrong)
        assert d.game.fingerprint() == before


def test_the_bonus_lasts_until_end_of_turn_and_stacks() -> None:
    """CR 611.2a, 514.2: each activation's +2/+2 lasts until the cleanup step; two
    activations give +4/+4 that turn, and the Husk is 2/2 again on the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    husk = d.find("Nantuko Husk")
    d.activate(0, husk, choices=[d.find("Glory Seeker")])
    d.activate(0, husk, choices=[d.find("Elvish Warrior")])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert (d.chars(husk).power, d.chars(husk).toughness) == (6, 6)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(husk).power, d.chars(husk).toughness) == (2, 2)


def test_the_sacrifice_is_paid_even_if_the_husk_leaves_before_the_ability_resolves() -> None:
    """CR 602.2b, 601.2h: the sacrifice is a cost paid on activation, so it stays paid if the
    Husk dies in response; the ability then resolves and does nothing, the Husk in the
    graveyard being a new object (CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    husk = d.find("Nantuko Husk")
    d.activate(0, husk, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_priority()
    d.cast(1, "Shock", targets=[husk])
    d.resolve()
    assert d.zone_of("Nantuko Husk") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
