"""Protection against abilities and against a returned permanent's new choice: an activated
ability of a black creature can't target a creature with protection from black, though it may
target any other creature (CR 702.16b, 115.1, 602.2b); a permanent that protects "from the
chosen type" and returns to the battlefield is a new object whose choice is made anew as it
enters, the old one forgotten (CR 400.7, 614.12a, 607.2a); a multicolored source has each
of its colors, so protection from one of them stops it (CR 105.2, 702.16b, 702.16f).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _visara() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(1, "Disciple of Grace", "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def test_702_16b_a_black_creatures_ability_cant_target_a_creature_with_protection_from_black(
) -> None:
    """CR 702.16b, 602.2b, 115.1: Visara the Dreadful is black; "{T}: Destroy target creature"
    is refused with Disciple of Grace (protection from black) as its target, and the refusal
    leaves Visara untapped and the stack empty."""
    d = _visara()
    visara, disciple = d.find("Visara the Dreadful"), d.find("Disciple of Grace")
    with pytest.raises(IllegalActionError):
        d.activate(0, visara, targets=[disciple])
    assert not d.state.objects[visara].tapped
    assert d.state.stack == []
    assert d.zone_of("Disciple of Grace") == "battlefield"


def test_702_16b_the_same_ability_may_target_a_creature_without_protection() -> None:
    """CR 702.16b, 701.8a: the quality stops only the protected creature being targeted;
    Visara's ability targets Glory Seeker and destroys it, the Disciple untouched."""
    d = _visara()
    d.activate(0, "Visara the Dreadful", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Disciple of Grace") == "battlefield"


def test_400_7_riders_returned_from_the_graveyard_choose_their_type_anew() -> None:
    """CR 400.7, 614.12a, 607.2a: Riders of Gavony entered choosing Zombie; destroyed by
    Infernal Grasp and returned by Diregraf Rebirth, it is a new object: its controller
    chooses a creature type again as it enters (Goblin), and Glory Seeker (a Human) now has
    protection from Goblin creatures, no longer from Zombie creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", "Swamp", "Forest", "Forest", "Forest")
    s.hand(0, "Infernal Grasp", "Diregraf Rebirth")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert "zombie creatures" in d.chars(seeker).protections()
    d.cast(0, "Infernal Grasp", targets=[d.find("Riders of Gavony")])
    d.resolve()
    assert d.zone_of("Riders of Gavony") == "graveyard"
    assert "zombie creatures" not in d.chars(seeker).protections()
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Riders of Gavony", zone="graveyard")])
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("choose_creature_type")
    assert dec.player == 0
    d.choose("Goblin")
    assert d.zone_of("Riders of Gavony") == "battlefield"
    prot = d.chars(seeker).protections()
    assert "goblin creatures" in prot
    assert "zombie creatures" not in prot


def test_702_16a_a_multicolored_source_has_each_of_its_colors() -> None:
    """CR 105.2, 702.16b, 702.16f: Akroma's Blessing gives player 0's Glory Seeker protection
    from red. Sacred Fire is red and white, so it is red: it can't target the Seeker. With the
    Blessing naming green instead, green-white Sigarda, Champion of Light can't block the
    attacking Seeker, while white Daru Cavalier can."""
    def _blessed(color: str) -> tuple[Driver, int]:
        s = Scenario(seed=1)
        s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
        s.hand(0, "Akroma's Blessing")
        s.battlefield(1, "Mountain", "Plains", "Sigarda, Champion of Light", "Daru Cavalier")
        s.hand(1, "Sacred Fire")
        for p in range(2):
            s.library(p, *["Plains"] * 5)
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        d.cast(0, "Akroma's Blessing")
        d.resolve()
        d.choose(color)
        return d, d.find("Glory Seeker")

    d, seeker = _blessed("red")
    d.pass_priority()
    assert d.decision.player == 1
    with pytest.raises(IllegalActionError):
        d.cast(1, "Sacred Fire", targets=[seeker])
    assert d.zone_of("Sacred Fire") == "hand"
    d.cast(1, "Sacred Fire", targets=[0])  # another target is fine
    d.resolve()
    assert d.life(0) == 18

    d, seeker = _blessed("green")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    sigarda, cavalier = d.find("Sigarda, Champion of Light"), d.find("Daru Cavalier")
    assert DeclareBlocker(sigarda, seeker) not in d.game.legal_actions()
    assert DeclareBlocker(cavalier, seeker) in d.game.legal_actions()
