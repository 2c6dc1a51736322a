"""Arcane Signet — {2} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
Rulings covered: MIC-OR-0258 (two commanders: their combined color identities), MIC-OR-0260
(no commander: no mana), MIC-OR-0259
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import CommanderIdentityManaRulings

CARD = "Arcane Signet"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0258", "MIC-OR-0260", "MIC-OR-0259")
    CARD = CARD


def test_cast_this_turn_it_taps_for_mana_at_once() -> None:
    """CR 302.6 restricts {T} abilities of creatures only: Arcane Signet, cast this turn with
    two Forests, may tap right away for a color of Katilda's identity (CR 903.4)."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import KATILDA, mana_options

    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, CARD)
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert mana_options(d, CARD) == {"G", "W"}
    d.mana(0, CARD, "G")
    assert d.state.players[0].mana_pool == {"G": 1}


def test_the_commanders_zone_does_not_change_its_color_identity() -> None:
    """CR 903.4: color identity is a property of the commander card, wherever it is: with
    Katilda on the battlefield, then in the graveyard (its owner leaving it there, CR 903.9a),
    Arcane Signet still adds only {G} or {W}."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import KATILDA, mana_options

    for zone in ("battlefield", "graveyard"):
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(0, KATILDA, zone=zone)
        s.battlefield(0, CARD)
        s.library(0, "Forest")
        d = Driver(s.build())
        assert d.zone_of(KATILDA) == zone
        assert mana_options(d, CARD) == {"G", "W"}, zone


def test_tapped_it_adds_nothing_and_an_opponent_cannot_use_it() -> None:
    """CR 602.5a, 106.12: a tapped Arcane Signet offers no mana; an opponent can't activate
    the ability of a permanent they don't control (CR 602.2)."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import JADAR, KATILDA, mana_options

    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, CARD, tapped=True)
    s.library(0, "Forest")
    d = Driver(s.build())
    assert mana_options(d, CARD) == set()
    d.pass_priority()
    assert d.decision.player == 1
    assert mana_options(d, CARD) == set()
