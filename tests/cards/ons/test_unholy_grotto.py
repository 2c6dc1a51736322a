"""Unholy Grotto — Land.

Oracle: "{T}: Add {C}. / {B}, {T}: Put target Zombie card from your graveyard on top of your
library."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unholy Grotto")


def test_puts_a_zombie_card_on_top_of_the_library() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Festering Goblin", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Unholy Grotto", targets=[d.find("Festering Goblin", zone="graveyard")])
    d.resolve()
    top = d.state.players[0].library[0]
    assert d.game.card(top).name == "Festering Goblin"
    assert d.ids("Glory Seeker", zone="graveyard")


def test_opponents_zombies_and_non_zombies_cannot_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Festering Goblin")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
