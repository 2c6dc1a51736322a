"""Selesnya Sanctuary — Land.

Oracle: "Selesnya Sanctuary enters the battlefield tapped. / When Selesnya Sanctuary enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {G}{W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import bounce_land_checks as checks

CARD = "Selesnya Sanctuary"
pytestmark = pytest.mark.card("Selesnya Sanctuary")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    checks.check_enters_tapped_and_returns_a_chosen_land(CARD, ("Forest", "Plains"))


def test_may_return_itself() -> None:
    checks.check_may_return_itself(CARD, "Forest")


@pytest.mark.ruling("MIC-OR-0297")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    checks.check_with_no_other_land_it_returns_itself(CARD, "Forest")


def test_taps_for_two_mana() -> None:
    checks.check_taps_for_two_mana(CARD, "GW")


def test_a_land_you_control_but_dont_own_goes_to_its_owners_hand() -> None:
    """"Return a land you control to its owner's hand" (CR 108.3): the Forest player 0
    controls through Annex is one of the lands to choose; returned, it goes to player 1's
    hand, and the Annex, enchanting nothing, is put into the graveyard (CR 704.5m)."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex", CARD)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    d.play_land(0, CARD)
    d.resolve()
    d.expect("choose_cards")
    d.choose(forest)
    assert d.ids("Forest", zone="hand", player=1)
    assert not d.state.players[0].hand
    assert d.zone_of("Annex") == "graveyard"


def test_gone_before_its_trigger_resolves_another_land_is_returned() -> None:
    """CR 603.2, 608.2: the Sanctuary is destroyed by Beast Within in response to its
    trigger; the trigger still resolves and a land its controller controls (the Forest, the
    only one) is returned."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, CARD)
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[d.find(CARD, "battlefield")])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Forest", "battlefield", player=0))
    assert d.ids("Forest", zone="hand", player=0)


def test_a_land_tapped_for_mana_in_response_can_be_the_one_returned() -> None:
    """CR 605.3a, 106.4: with the Sanctuary's trigger on the stack its controller taps the
    Forest for {G} (a mana ability, no stack), then returns that Forest: the {G} stays in the
    mana pool until the step ends and pays for Naturalize's {G} with the Plains' {1}."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, "Curse of the Restless Dead", attached_to=1)
    s.hand(0, CARD, "Naturalize")
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert len(d.state.stack) == 1
    forest = d.find("Forest")
    d.mana(0, forest)
    assert d.state.players[0].mana_pool.get("G") == 1
    d.resolve()
    d.expect("choose_cards")
    d.choose(forest)
    assert d.zone_of("Forest") == "hand"
    assert d.state.players[0].mana_pool.get("G") == 1
    d.cast(0, "Naturalize", targets=[d.find("Curse of the Restless Dead")])
    d.resolve()
    assert d.zone_of("Curse of the Restless Dead") == "graveyard"
