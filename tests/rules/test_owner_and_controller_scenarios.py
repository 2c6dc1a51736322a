"""Acceptance scenarios for owners and controllers (CR 108.3, 109.4, 109.5, 110.2): a card put
onto the battlefield under another player's control keeps its owner; "you" in its abilities
means its controller (109.5); "its controller" is the player controlling it as it last existed
(608.2h); and when it leaves the battlefield it goes to its owner's graveyard (404.2, 400.3).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _demon_stolen() -> Driver:
    """Player 0 casts Visions of Dread; player 1 puts Grinning Demon from their graveyard onto
    the battlefield under player 0's control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Plains", "Plains")
    s.hand(0, "Visions of Dread", "Fateful Absence")
    s.graveyard(1, "Grinning Demon")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    for land in d.ids("Swamp", zone="battlefield"):
        d.mana(0, land)
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Grinning Demon"))
    return d


def test_you_in_an_ability_is_its_controller_not_its_owner() -> None:
    """CR 109.5, 108.3: Grinning Demon ("At the beginning of your upkeep, you lose 2 life") is
    player 1's card under player 0's control: it triggers in player 0's upkeep, not player
    1's, and player 0 loses the life."""
    d = _demon_stolen()
    demon = d.find("Grinning Demon", zone="battlefield")
    assert d.state.objects[demon].controller == 0 and d.state.objects[demon].owner == 1
    d.pass_until("end", turn=4)
    assert (d.life(0), d.life(1)) == (20, 20)  # nothing in player 1's upkeep
    d.pass_until("draw", turn=5)
    assert (d.life(0), d.life(1)) == (18, 20)


def test_a_permanent_controlled_by_a_non_owner_goes_to_its_owners_graveyard() -> None:
    """CR 110.2, 404.2, 608.2h: Fateful Absence destroys the Grinning Demon player 0 controls:
    the card goes to player 1's graveyard (its owner's), and the Clue is player 0's (its
    controller's as it last existed)."""
    d = _demon_stolen()
    d.cast(0, "Fateful Absence", targets=[d.find("Grinning Demon", zone="battlefield")])
    d.resolve()
    assert d.ids("Grinning Demon", zone="graveyard", player=1)
    assert d.ids("Clue", zone="battlefield", player=0)
    assert not d.ids("Clue", zone="battlefield", player=1)
