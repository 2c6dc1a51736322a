"""Sky Diamond — {2} Artifact.

Oracle: "Sky Diamond enters the battlefield tapped. / {T}: Add {U}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sky Diamond")


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sky Diamond")
    d = Driver(s.build())
    d.cast(0, "Sky Diamond")
    d.resolve()
    diamond = d.find("Sky Diamond")
    assert d.state.objects[diamond].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == diamond]


def test_taps_for_blue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sky Diamond")
    d = Driver(s.build())
    diamond = d.find("Sky Diamond")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == diamond}
    assert options == {"U"}
    d.mana(0, diamond)
    assert d.state.players[0].mana_pool.get("U") == 1
    assert d.state.objects[diamond].tapped


def test_untaps_next_turn_and_pays_blue_its_identity_is_blue() -> None:
    """Tapped as it enters, it untaps in its controller's next untap step (CR 502.3) and
    pays the {U} of a spell; its colour identity is blue though it is colourless (CR 903.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sky Diamond", "Consider")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Sky Diamond")
    d.resolve()
    diamond = d.find("Sky Diamond")
    assert CastSpell(d.find("Consider"), "normal") not in d.game.legal_actions()
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[diamond].tapped
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Consider")
    assert d.state.objects[diamond].tapped
    assert not d.chars(diamond).colors
    assert color_identity(database().get("Sky Diamond")) == frozenset({"U"})
