"""The official ruling published with each Midnight Hunt check land ("... enters the battlefield
tapped unless you control two or more other lands"): "If this land enters the battlefield at the
same time as any number of other lands, those other lands are not counted when determining if
this land enters the battlefield tapped or untapped." (CR 614.12, 305.2: the replacement effect
looks at the battlefield as it is before the event, without the lands entering with it.) A
check land's test module subclasses ``CheckLandRuling``."""

from __future__ import annotations

from typing import ClassVar

from manastack.scenario import Scenario
from manastack.testing import Driver


def entering_with_two_lands(land: str, before: int) -> bool:
    """Player 1 controls ``before`` Plains; player 0's Tempting Wurm enters and player 1 puts
    ``land``, an Island and a Swamp from their hand onto the battlefield at the same time.
    Returns whether ``land`` entered tapped (the Island and the Swamp having entered too)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.battlefield(1, *["Plains"] * before)
    s.hand(1, land, "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    for name in (land, "Island", "Swamp"):
        d.choose(d.find(name, zone="hand"))
    oid = d.find(land, zone="battlefield", player=1)
    assert d.zone_of("Island") == d.zone_of("Swamp") == "battlefield"
    return d.state.objects[oid].tapped


class CheckLandRuling:
    """The ruling, run for the check land ``CARD``; a card's module subclasses it as
    ``TestCheckLandRuling`` and cites the card's ruling id in the subclass's ``pytestmark``."""

    CARD: ClassVar[str]

    def test_lands_entering_at_the_same_time_are_not_counted(self) -> None:
        """Official ruling: "If this land enters the battlefield at the same time as any number
        of other lands, those other lands are not counted when determining if this land enters
        the battlefield tapped or untapped." With one other land it enters tapped although two
        more enter with it; with two other lands already there, untapped."""
        assert entering_with_two_lands(self.CARD, before=1)
        assert not entering_with_two_lands(self.CARD, before=2)
