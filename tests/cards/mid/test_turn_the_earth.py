"""Turn the Earth — {G} Instant.

Oracle: "Choose up to three target cards in graveyards. The owners of those cards shuffle them
into their libraries. You gain 2 life. / Flashback {1}{G}"
Rulings covered: MID-RN-222, MID-RN-223, MID-RN-224, MID-OR-0632, MID-OR-0635.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Turn the Earth")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Turn the Earth")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Elvish Warrior", "Krosan Tusker")
    s.library(0, "Plains")
    s.library(1, "Island")
    s.hand(1, "Fade from Memory")
    s.battlefield(1, "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-224", "MID-OR-0631")
def test_shuffles_each_owners_cards_into_their_library_once() -> None:
    d = setup()
    d.cast(0, "Turn the Earth", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior"),
                                         d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="library", player=0)
    assert d.ids("Elvish Warrior", zone="library", player=1)
    assert d.ids("Krosan Tusker", zone="library", player=1)
    shuffles = [e.player for e in d.game.log if e.kind == "shuffle"]
    assert sorted(shuffles) == [0, 1]
    assert d.life(0) == 22


@pytest.mark.ruling("MID-RN-223", "MID-OR-0630")
def test_no_targets_just_gains_life() -> None:
    d = setup()
    d.cast(0, "Turn the Earth")
    d.resolve()
    assert d.life(0) == 22
    assert not [e for e in d.game.log if e.kind == "shuffle"]


@pytest.mark.ruling("MID-RN-222", "MID-OR-0629")
def test_all_targets_gone_no_life() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Turn the Earth", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.life(0) == 20
    assert d.ids("Turn the Earth", zone="graveyard")


def test_one_target_gone_the_others_are_still_shuffled_and_life_gained() -> None:
    """CR 608.2b: of two targets, Glory Seeker is exiled in response (Fade from Memory); the
    spell still resolves: Elvish Warrior is shuffled into its owner's library, only that
    library is shuffled, the exiled card stays in exile, and its controller gains 2 life."""
    d = setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Turn the Earth", targets=[seeker, warrior])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.ids("Elvish Warrior", zone="library", player=1)
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert [e.player for e in d.game.log if e.kind == "shuffle"] == [1]
    assert d.life(0) == 22


@pytest.mark.ruling("MID-OR-0632", "MID-OR-0635")
def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {1}{G}, it shuffles the opponent's Elvish
    Warrior away, its controller gains 2 life, and it is exiled rather than put back into the
    graveyard. On the stack it can't target itself (CR 115.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.graveyard(0, "Turn the Earth")
    s.graveyard(1, "Elvish Warrior")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Turn the Earth", method="flashback", targets=[d.find("Elvish Warrior")])
    spell = d.state.stack[-1]
    from manastack.decisions.actions import Choose
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert Choose(spell) not in d.game.legal_actions()
    d.resolve()
    assert d.ids("Elvish Warrior", zone="library", player=1)
    assert d.zone_of("Turn the Earth") == "exile"
    assert d.life(0) == 22


def test_flashback_costs_one_and_green() -> None:
    """CR 702.34a, 601.2f: the flashback cost is {1}{G}; with one Forest it can't be paid, and
    the refused cast leaves the card in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.graveyard(0, "Turn the Earth", "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="total cost can't be paid"):
        d.cast(0, "Turn the Earth", method="flashback", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Turn the Earth") == "graveyard"


def test_no_fourth_target_is_asked_for() -> None:
    """"Up to three" (CR 115.1, 601.2c): once three cards in graveyards are chosen, targeting
    is over and the cast goes on to the mana payment; the fourth card is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Turn the Earth")
    s.graveyard(1, "Elvish Warrior", "Krosan Tusker", "Glory Seeker", "Nosy Goblin")
    d = Driver(s.build())
    cards = [d.find(n) for n in ("Elvish Warrior", "Krosan Tusker", "Glory Seeker")]
    d.cast(0, "Turn the Earth", targets=cards, pay=False)
    assert d.decision.kind == "pay_mana"
    from manastack.decisions.actions import Choose
    assert Choose(d.find("Nosy Goblin")) not in d.game.legal_actions()
    d.mana(0, "Forest")
    d.resolve()
    assert d.zone_of("Nosy Goblin") == "graveyard"
    assert all(d.zone_of(n) == "library" for n in ("Elvish Warrior", "Krosan Tusker",
                                                    "Glory Seeker"))
