"""Rummaging Wizard — {3}{U} Creature — Human Wizard 2/2.

Oracle: "{2}{U}: Look at the top card of your library. You may put that card into your
graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rummaging Wizard")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Rummaging Wizard")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, "Rummaging Wizard")
    d.resolve()
    return d


def test_may_put_the_top_card_into_the_graveyard() -> None:
    d = setup()
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "graveyard"
    assert d.game.card(d.state.players[0].library[0]).name == "Plains"


def test_may_leave_it_on_top() -> None:
    d = setup()
    d.choose(None)
    assert d.zone_of("Forest") == "library"
    assert d.game.card(d.state.players[0].library[0]).name == "Forest"


def test_with_an_empty_library_it_does_nothing_and_may_be_activated_again() -> None:
    """CR 608.2c, 602.1: no card to look at, the ability does nothing and asks nothing;
    with cards, it may be activated again and again, each time looking at the new top card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Rummaging Wizard")
    d = Driver(s.build())
    d.activate(0, "Rummaging Wizard")
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Rummaging Wizard")
    s.library(0, "Forest", "Plains", "Swamp")
    d = Driver(s.build())
    for _ in range(2):
        d.activate(0, "Rummaging Wizard")
        d.resolve()
        d.choose(d.state.players[0].library[0])
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Swamp") == "library"


def test_only_its_controller_sees_the_card_looked_at() -> None:
    """CR 400.2, 608.2c: looking at a card shows it to the player who looks only: the
    controller's view names the Forest while deciding; the opponent's view names no card of
    the library, and the log shows them no Forest. Left on top, it stays unknown to them."""
    import json

    d = setup()
    mine, theirs = d.game.view(0), d.game.view(1)
    assert "Forest" in json.dumps(mine)
    assert "Forest" not in json.dumps(theirs)
    d.choose(None)
    assert "Forest" not in json.dumps(d.game.view(1))


def test_the_ability_resolves_after_the_wizard_has_left() -> None:
    """CR 113.7a: the activated ability exists independently of its source; the Wizard is
    shocked in response, the ability still lets its controller look and mill the card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Mountain", "Rummaging Wizard")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, "Rummaging Wizard")
    d.cast(0, "Shock", targets=[d.find("Rummaging Wizard")])
    d.resolve()
    assert d.zone_of("Rummaging Wizard") == "graveyard"
    d.resolve()
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Plains") == "library"


def test_only_the_top_card_may_be_put_into_the_graveyard() -> None:
    """Choosing the second card of the library is refused naming the problem; nothing moves
    and the same decision is still asked."""
    d = setup()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Plains"))
    assert d.game.fingerprint() == before
    d.choose(None)
    assert d.zone_of("Plains") == "library" and d.zone_of("Forest") == "library"
