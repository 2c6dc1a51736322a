"""Doom Cannon — {6} Artifact.

Oracle: "As Doom Cannon enters the battlefield, choose a creature type. / {3}, {T}, Sacrifice a
creature of the chosen type: Doom Cannon deals 3 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Doom Cannon")


def cannon_for(kind: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 9, "Wirewood Savage", "Glory Seeker")
    s.hand(0, "Doom Cannon")
    d = Driver(s.build())
    d.cast(0, "Doom Cannon")
    d.resolve()
    d.choose(kind)
    return d


def test_sacrifice_a_creature_of_the_chosen_type() -> None:
    d = cannon_for("Elf")
    d.activate(0, "Doom Cannon", targets=[1], choices=[d.find("Wirewood Savage")])
    assert d.ids("Wirewood Savage", zone="graveyard")
    d.resolve()
    assert d.life(1) == 17
    assert d.ids("Glory Seeker", zone="battlefield")


def test_creatures_of_other_types_cant_be_sacrificed() -> None:
    d = cannon_for("Goblin")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Doom Cannon")]


def test_a_tapped_creature_that_just_arrived_can_be_sacrificed() -> None:
    """CR 302.6, 701.21a: only the {T} in the cost is Doom Cannon's (an artifact, which can tap
    the turn it arrives); the creature sacrificed may be tapped and may have come under its
    controller's control this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", sick=True, chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Sky Raider", sick=True, tapped=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Doom Cannon", targets=[1], choices=[d.find("Goblin Sky Raider")])
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.state.objects[d.find("Doom Cannon")].tapped
    d.resolve()
    assert d.life(1) == 17


def test_a_creature_of_another_type_is_refused_for_the_cost_and_nothing_changes() -> None:
    """CR 601.2h, 602.2b: with Elf chosen, sacrificing Glory Seeker (a Human Soldier) is
    refused with an error naming it; the activation is undone: the Cannon and the lands are
    untapped and both creatures are still on the battlefield."""
    from manastack.game import IllegalActionError
    d = cannon_for("Elf")
    cannon = d.find("Doom Cannon")
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.activate(0, cannon, targets=[1], choices=[d.find("Glory Seeker")])
    assert not d.state.stack and not d.state.objects[cannon].tapped
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Wirewood Savage") == "battlefield"
    assert d.life(1) == 20


def test_a_changeling_may_be_sacrificed_a_face_down_creature_may_not() -> None:
    """CR 702.73a: Avian Changeling is every creature type (a Goblin too); a face-down
    creature has no creature type (CR 708.2a), so it can't pay the cost."""
    from manastack.decisions.actions import Choose
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Avian Changeling", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Goblin Sky Raider", face_down=True)
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    d.choose(1)
    d.pay()
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Avian Changeling") in offered
    assert d.find("Goblin Sky Raider") not in offered


def test_cannon_gone_before_resolution_it_still_deals_the_damage() -> None:
    """CR 113.7a, 608.2h: Doom Cannon destroyed in response (Naturalize), its ability still
    deals 3 damage, the Cannon's last known information being the source."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Sky Raider", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Forest", "Forest", "Krosan Tusker")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Doom Cannon", targets=[tusker], choices=[d.find("Goblin Sky Raider")])
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Doom Cannon")])
    d.resolve()
    assert d.zone_of("Doom Cannon") == "graveyard"
    d.resolve()
    assert d.state.objects[tusker].damage == 3
