"""Command Tower — Land.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
Rulings covered: MIC-OR-0275 (two commanders: their combined color identities), MIC-OR-0277
(no commander: no mana), MIC-OR-0276
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import CommanderIdentityManaRulings

CARD = "Command Tower"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0275", "MIC-OR-0277", "MIC-OR-0276")
    CARD = CARD


def test_annexed_it_adds_a_color_of_its_new_controllers_commander() -> None:
    """CR 903.4, 108.4: "your commander" is the controller's: player 0 annexes player 1's
    Command Tower (player 1's commander Jadar, black) and it adds green or white for player
    0's Katilda."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import JADAR, KATILDA, mana_options
    s = Scenario(seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, CARD)
    d = Driver(s.build())
    d.cast(0, "Annex", targets=[d.find(CARD)])
    d.resolve()
    assert mana_options(d, CARD) == {"G", "W"}


def test_the_commander_s_identity_counts_wherever_the_commander_is() -> None:
    """CR 903.4: the commander's color identity is a property of the card wherever it is:
    with Katilda on the battlefield, or in the graveyard, the Tower still adds green or
    white."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import JADAR, KATILDA, mana_options
    for zone in ("battlefield", "graveyard"):
        s = Scenario(seed=1, format="commander")
        s.commander(0, KATILDA, zone=zone)
        s.commander(1, JADAR)
        s.battlefield(0, CARD)
        d = Driver(s.build())
        assert d.zone_of(KATILDA) == zone
        assert mana_options(d, CARD) == {"G", "W"}
