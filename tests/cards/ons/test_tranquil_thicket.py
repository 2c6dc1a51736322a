"""Tranquil Thicket — Land.

Oracle: "Tranquil Thicket enters the battlefield tapped. / {T}: Add {G}. / Cycling {G} ({G},
Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Tranquil Thicket")


def test_enters_tapped_then_taps_for_its_colour() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Tranquil Thicket")
    s.library(0, "Glory Seeker", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Tranquil Thicket")
    land = d.find("Tranquil Thicket", zone="battlefield")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]
    d.pass_until("upkeep", turn=5)
    d.mana(0, land)
    assert d.state.players[0].mana_pool.get("G") == 1


def test_cycling_draws_a_card() -> None:
    """CR 702.29a: cycling is an activated ability from the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Tranquil Thicket")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Tranquil Thicket", zone="hand"))
    assert d.ids("Tranquil Thicket", zone="graveyard")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0196")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Tranquil Thicket", ["Forest"])


def test_cycling_at_instant_speed_in_an_opponent_s_turn_needs_green_mana() -> None:
    """CR 702.29a, 117.1b: cycling may be activated whenever its controller has priority, in
    an opponent's turn too; its cost {G} must be paid: with only a Plains it isn't offered."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Tranquil Thicket")
    s.library(0, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    thicket = d.find("Tranquil Thicket", zone="hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == thicket]
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Tranquil Thicket")
    s.library(0, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    d.activate(0, d.find("Tranquil Thicket", zone="hand"))
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Tranquil Thicket", zone="graveyard")


def test_played_from_the_top_of_the_library_with_augur_of_autumn_it_enters_tapped() -> None:
    """CR 614.1c: "enters the battlefield tapped" applies however the land is played: from the
    top of the library with Augur of Autumn (MID-OR-0484, the land play), it enters tapped."""
    from manastack.decisions.actions import PlayLand

    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn")
    s.library(0, "Tranquil Thicket", "Forest")
    d = Driver(s.build())
    thicket = d.find("Tranquil Thicket", zone="library")
    d.act(0, PlayLand(thicket))
    land = d.find("Tranquil Thicket", zone="battlefield")
    assert d.state.objects[land].tapped


def test_cycling_with_an_empty_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: cycling's draw from an empty library is attempted; its controller
    loses the next time state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Tranquil Thicket")
    d = Driver(s.build())
    d.activate(0, d.find("Tranquil Thicket", zone="hand"))
    d.resolve()
    assert d.state.players[0].lost and d.game.winners == (1,)


def test_on_the_battlefield_it_cannot_be_cycled() -> None:
    """CR 702.29a: cycling works only from the hand; the Thicket on the battlefield offers
    its mana ability only, and no cycling activation."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tranquil Thicket", "Forest")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    thicket = d.find("Tranquil Thicket")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == thicket]
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == thicket]
