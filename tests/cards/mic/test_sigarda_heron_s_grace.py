"""Sigarda, Heron's Grace — {3}{G}{W} Legendary Creature — Angel 4/5.

Oracle: "Flying / You and Humans you control have hexproof. / {2}, Exile a card from your
graveyard: Create a 1/1 white Human Soldier creature token."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Sigarda, Heron's Grace"
pytestmark = pytest.mark.card(CARD)

WITCH = "Candlegrove Witch"  # Human Warlock
WOLF = "Bounding Wolf"  # Wolf


def _game(graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, WITCH, WOLF, "Forest", "Forest")
    s.graveyard(0, *graveyard)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


def _shock_targets(d: Driver) -> set[object]:
    """What the opponent's Shock may target ("any target", CR 115.4)."""
    d.pass_priority()
    d.act(1, next(a for a in d.game.legal_actions() if a.__class__.__name__ == "CastSpell"))
    return {a.value for a in d.decision.actions}


def test_flying() -> None:
    d = _game()
    assert "Flying" in d.chars(d.find(CARD)).keywords


def test_you_and_your_humans_have_hexproof() -> None:
    d = _game()
    witch, wolf = d.find(WITCH), d.find(WOLF)
    assert "Hexproof" in d.chars(witch).keywords
    assert "Hexproof" not in d.chars(wolf).keywords
    opts = _shock_targets(d)
    assert wolf in opts and d.find(CARD) in opts and 1 in opts  # the opponent: player 1
    assert witch not in opts and 0 not in opts  # a Human of yours and you (CR 702.11c)


def test_exile_a_card_from_your_graveyard_to_make_a_human_soldier() -> None:
    d = _game(graveyard=("Glory Seeker",))
    d.activate(0, CARD, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    token = d.state.battlefield[-1]
    c = d.chars(token)
    assert c.subtypes == {"Human", "Soldier"} and c.colors == {"W"}
    assert (c.power, c.toughness) == (1, 1)
    assert "Hexproof" in c.keywords  # a Human: hexproof from Sigarda


def test_no_card_in_the_graveyard_no_activation() -> None:
    d = _game()
    sig = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == sig]
