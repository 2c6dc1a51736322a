"""Only permanents have status (CR 110.5d): a card off the battlefield is neither tapped nor
untapped, and a tapped permanent that leaves doesn't bring its status back with it."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_tapped_creature_returned_to_hand_has_no_status_and_enters_untapped() -> None:
    """CR 110.5d, 110.5, 400.7: player 0's tapped Glory Seeker is returned to their hand by
    their own Fading Hope: in hand, no view gives it a tapped or untapped status; cast again,
    it enters the battlefield untapped, a new object."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.hand(0, "Fading Hope")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert [o["tapped"] for o in d.game.view(1)["battlefield"] if o["id"] == seeker] == [True]
    d.cast(0, "Fading Hope", targets=[seeker])
    d.resolve()
    d.take_first("scry")
    in_hand = d.find("Glory Seeker", zone="hand")
    for v in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        card = [o for o in v["players"][0].get("hand") or [] if o["id"] == in_hand]
        assert all("tapped" not in o for o in card)
    assert len(d.game.view(0)["players"][0]["hand"]) == 1
    d.cast(0, in_hand)
    d.resolve()
    again = d.find("Glory Seeker", zone="battlefield")
    assert again != seeker
    assert [o["tapped"] for o in d.game.view(1)["battlefield"] if o["id"] == again] == [False]
