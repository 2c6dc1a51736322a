"""Future Sight — {2}{U}{U}{U} Enchantment.

Oracle: "Play with the top card of your library revealed. / You may play lands and cast
spells from the top of your library."
Rulings covered: ONS-FAQ-185, ONS-FAQ-186, ONS-FAQ-188, ONS-FAQ-189.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Future Sight")


def setup(*library: str, active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.library(0, *library)
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island")
    s.at("main", active=active, turn=3 + active)
    return Driver(s.build())


def top_view(d: Driver, viewer: int) -> object:
    return d.game.view(viewer)["players"][0].get("library_top", {}).get("name")


@pytest.mark.ruling("ONS-FAQ-189")
def test_top_card_revealed_and_castable_then_the_next_is_revealed() -> None:
    d = setup("Shock", "Forest", "Smother")
    assert top_view(d, 1) == "Shock"
    d.cast(0, d.find("Shock", zone="library"), targets=[1], method="from_library")
    assert top_view(d, 1) == "Forest"  # revealed at once
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.ruling("ONS-FAQ-185")
def test_land_from_the_top_uses_the_land_play() -> None:
    d = setup("Forest", "Forest", "Smother")
    first = d.find("Forest", zone="library")
    assert PlayLand(first) in d.game.legal_actions()
    d.act(0, PlayLand(first))
    second = d.state.players[0].library[0]
    assert d.game.card(second).name == "Forest"
    assert PlayLand(second) not in d.game.legal_actions()  # no land play left


@pytest.mark.ruling("ONS-FAQ-186")
def test_normal_timing_applies() -> None:
    d = setup("Sparksmith", active=1)
    d.pass_priority()  # player 1 passes in their main phase: player 0 has priority
    assert d.decision.player == 0
    smith = d.find("Sparksmith", zone="library")
    assert CastSpell(smith, "from_library") not in d.game.legal_actions()


@pytest.mark.ruling("ONS-FAQ-188")
def test_no_cycling_from_the_library() -> None:
    d = setup("Renewed Faith")
    faith = d.find("Renewed Faith", zone="library")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == faith]
    assert CastSpell(faith, "from_library") in d.game.legal_actions()


def test_opponents_top_card_stays_hidden_and_unplayable() -> None:
    d = setup("Shock")
    assert d.game.view(0)["players"][1].get("library_top") is None
    island = d.find("Island", zone="library")
    assert PlayLand(island) not in d.game.legal_actions()
