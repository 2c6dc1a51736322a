"""Priority listings offer the cards that may be cast from a graveyard and from the exile
(CR 117.1, 601.2a): those with something printed to do there (flashback, CR 702.34a) and
those an effect lets be played (Geistflame Reservoir's exiled card), both at once."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_flashback_card_is_offered_beside_an_exiled_card_that_may_be_played() -> None:
    """CR 702.34a, 601.2a (MID-RN-244): with Shock exiled by Geistflame Reservoir and playable
    this turn, Otherworldly Gaze in the graveyard may still be cast by flashback, and the
    Shock from exile: the listing offers both; a card in the graveyard with nothing to do
    there (a Forest) is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island", "Island", "Island",
                  "Geistflame Reservoir")
    s.graveyard(0, "Forest", "Otherworldly Gaze")
    s.library(0, "Shock", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    gaze = d.find("Otherworldly Gaze", "graveyard")
    forest = d.find("Forest", "graveyard")
    assert CastSpell(gaze, "flashback") in d.game.legal_actions()
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 2))
    d.pay()
    d.resolve()
    shock = d.find("Shock", "exile")
    acts = d.game.legal_actions()
    assert CastSpell(shock, "from_exile") in acts
    assert CastSpell(gaze, "flashback") in acts
    assert not any(getattr(a, "card", None) == forest for a in acts)
