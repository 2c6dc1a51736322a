"""Commander's Sphere — {3} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity. / Sacrifice
Commander's Sphere: Draw a card."
Rulings covered: MIC-OR-0261 (two commanders: their combined color identities), MIC-OR-0263
(no commander: no mana), MIC-OR-0262
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from tests.cards.mic.commander_mana_checks import (
    KATILDA,
    CommanderIdentityManaRulings,
    with_commanders,
)

CARD = "Commander's Sphere"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0261", "MIC-OR-0263", "MIC-OR-0262")
    CARD = CARD


def test_sacrifice_it_to_draw_a_card() -> None:
    d = with_commanders(CARD, KATILDA)
    d.activate(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.players[0].hand) == 1


def test_tapped_it_can_still_be_sacrificed_to_draw() -> None:
    """Once tapped for mana, its {T} ability can't be activated again, but the sacrifice
    ability has no {T} in its cost and stays activatable (CR 602.5, 118.3)."""
    d = with_commanders(CARD, KATILDA)
    d.mana(0, CARD, "W")
    sphere = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == sphere]
    d.activate(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.players[0].hand) == 1


def test_the_mana_ability_doesnt_use_the_stack_and_the_draw_ability_does() -> None:
    """CR 605.1a, 605.3b: the {T} ability adds mana at once, with nothing on the stack; the
    sacrifice ability isn't a mana ability: it goes on the stack with the Sphere already
    sacrificed (CR 602.2b) and the card is drawn only as it resolves."""
    d = with_commanders(CARD, KATILDA)
    d.mana(0, CARD, "G")
    assert not d.state.stack and d.state.players[0].mana_pool.get("G") == 1
    d.activate(0, CARD)
    assert len(d.state.stack) == 1 and d.zone_of(CARD) == "graveyard"
    assert not d.state.players[0].hand
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_without_a_commander_it_can_still_be_sacrificed_to_draw() -> None:
    """MIC-OR-0263 concerns only the mana ability: in a game without commanders the Sphere
    adds no mana (CR 903.4f) but its sacrifice ability still draws a card."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    from tests.cards.mic.commander_mana_checks import mana_options

    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    assert mana_options(d, CARD) == set()
    before = len(d.state.players[0].library)
    d.activate(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.players[0].hand) == 1
    assert len(d.state.players[0].library) == before - 1


def test_an_opponent_cannot_sacrifice_it() -> None:
    """CR 602.2: only the Sphere's controller may activate its abilities; player 1, with
    priority, isn't offered its sacrifice ability."""
    from manastack.decisions.actions import ActivateAbility

    d = with_commanders(CARD, KATILDA)
    sphere = d.find(CARD)
    d.pass_priority()
    assert d.decision.player == 1
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, (ActivateAbility, ActivateManaAbility)) and a.source == sphere]
