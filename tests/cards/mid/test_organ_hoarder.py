"""Organ Hoarder — {3}{U} Creature — Zombie 3/2.

Oracle: "When Organ Hoarder enters the battlefield, look at the top three cards of your
library, then put one of them into your hand and the rest into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Organ Hoarder")


def test_one_to_hand_rest_to_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="graveyard") and d.ids("Forest", zone="graveyard")
    assert d.ids("Plains", zone="library")


def test_library_of_one_card_that_card_goes_to_hand_empty_library_nothing() -> None:
    """Fewer cards than asked: it looks at what there is (CR 609.3, do as much as possible):
    the one card must go to the hand; with an empty library nothing happens and
    no player loses for it (it isn't a draw, CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "hand"
    s2 = Scenario(seed=1)
    s2.battlefield(0, "Island", "Island", "Island", "Island")
    s2.hand(0, "Organ Hoarder")
    d = Driver(s2.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.state.players[0].lost


def _hoarder_looking() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock", "Glory Seeker", "Brood Weaver", "Plains")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    return d


def test_the_cards_looked_at_are_seen_by_their_owner_only_and_the_kept_one_stays_hidden() -> None:
    """CR 401.2, 402.3, 404.2: the three cards are looked at by the Hoarder's controller only;
    the one put into the hand stays hidden from the opponent, the two put into the graveyard
    are public."""
    import json

    d = _hoarder_looking()
    mine, theirs = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    for name in ("Shock", "Glory Seeker", "Brood Weaver"):
        assert name in mine and name not in theirs
    d.choose(d.find("Brood Weaver", zone="library"))
    theirs = json.dumps(d.game.view(1))
    assert "Brood Weaver" not in theirs
    assert "Shock" in theirs and "Glory Seeker" in theirs
    assert "Plains" not in theirs


def test_a_card_not_among_the_three_is_refused_and_nothing_changes() -> None:
    """The fourth card (Plains) wasn't looked at: choosing it is refused and the game is
    unchanged; the error doesn't name it, as no one has looked at it (CR 401.2), but it lists
    the three cards that may be chosen."""
    from manastack.game import IllegalActionError

    d = _hoarder_looking()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="a card you can't see") as err:
        d.choose(d.find("Plains", zone="library"))
    assert "Plains" not in str(err.value)
    assert all(n in str(err.value) for n in ("Shock", "Glory Seeker", "Brood Weaver"))
    assert d.game.fingerprint() == before


def test_the_hoarder_gone_before_its_trigger_resolves_still_looks() -> None:
    """CR 113.7a: Shock kills the Hoarder in response; its "enters" ability still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Glory Seeker", "Forest", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Organ Hoarder", "battlefield")])
    d.resolve()
    assert d.zone_of("Organ Hoarder") == "graveyard"
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Plains") == "graveyard"


def test_two_headed_giant_the_teammate_sees_the_hand_not_the_cards_looked_at() -> None:
    """CR 810.5, 401.2: teammates may review each other's hands, not a library: while player 0
    looks at the three cards only player 0 sees them; the one put into the hand is then seen
    by the teammate (player 1) and by neither opponent."""
    import json

    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock", "Glory Seeker", "Brood Weaver", "Plains")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    seen = [json.dumps(d.game.view(p)) for p in range(4)]
    assert "Brood Weaver" in seen[0]
    assert not any("Brood Weaver" in v for v in seen[1:])
    d.choose(d.find("Brood Weaver", zone="library"))
    assert ["Brood Weaver" in json.dumps(d.game.view(p)) for p in range(4)] == [
        True, True, False, False]
