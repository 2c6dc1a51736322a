"""Mysterious Tome // Chilling Chronicle — {2}{U} Artifact // Artifact (blue).

Oracle: Front: "{2}, {T}: Draw a card. Transform Mysterious Tome."
Back: "{1}, {T}: Tap target nonland permanent. Transform Chilling Chronicle."
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mysterious Tome")


def test_draws_then_transforms_and_back_again() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    tome = d.find("Mysterious Tome")
    d.activate(0, tome)
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert d.chars(tome).name == "Chilling Chronicle"
    d.pass_until("precombat_main", turn=5)
    seeker = d.find("Glory Seeker")
    d.activate(0, tome, targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].tapped
    assert d.chars(tome).name == "Mysterious Tome"
    assert d.state.objects[tome].tapped


def test_chilling_chronicle_needs_a_nonland_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.battlefield(0, "Mysterious Tome", transformed=True)
    d = Driver(s.build())
    chron = d.find("Chilling Chronicle")
    # Its only nonland permanent is itself: it may target itself.
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert [a.source for a in acts] == [chron]
    d.activate(0, chron, targets=[chron])
    d.resolve()
    assert d.chars(chron).name == "Mysterious Tome"


def test_destroyed_in_response_it_still_draws_and_doesnt_transform() -> None:
    """CR 113.7a, 608.2b: the ability exists apart from the Tome; Beast Within destroys the
    Tome in response, the card is still drawn, and "transform Mysterious Tome" does nothing to
    a card in the graveyard (CR 701.27a: only permanents transform; CR 712.8a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    d = Driver(s.build())
    tome = d.find("Mysterious Tome")
    d.activate(0, tome)
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[tome])
    d.resolve()
    card = d.find("Mysterious Tome", "graveyard")
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert d.zone_of("Mysterious Tome") == "graveyard"
    assert d.chars(card).name == "Mysterious Tome"
    assert not d.state.stack


def test_chronicle_target_gone_in_response_nothing_happens_and_it_stays_transformed() -> None:
    """CR 608.2b: the Chronicle's only target is destroyed in response; the ability doesn't
    resolve, so nothing is tapped and the Chronicle doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(0, "Mysterious Tome", transformed=True)
    s.battlefield(1, "Glory Seeker", "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    d = Driver(s.build())
    chron = d.find("Chilling Chronicle")
    seeker = d.find("Glory Seeker")
    d.activate(0, chron, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.chars(chron).name == "Chilling Chronicle"
    assert d.state.objects[chron].tapped


def test_chronicle_refuses_a_land_target_and_nothing_changes() -> None:
    """"Target nonland permanent" (CR 115.1): the opponent's Forest is refused, the error names
    it, and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(0, "Mysterious Tome", transformed=True)
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    chron = d.find("Chilling Chronicle")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == chron))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose(d.find("Forest"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].tapped
    assert d.chars(chron).name == "Mysterious Tome"


def test_the_drawn_card_is_seen_by_its_owner_only() -> None:
    """CR 401.2, 402.3: the card the Tome draws is in its owner's hand, hidden from the
    opponent's view."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island")
    s.library(0, "Brood Weaver")
    d = Driver(s.build())
    d.activate(0, "Mysterious Tome")
    d.resolve()
    assert d.zone_of("Brood Weaver") == "hand"
    assert "Brood Weaver" in json.dumps(d.game.view(0))
    assert "Brood Weaver" not in json.dumps(d.game.view(1))
