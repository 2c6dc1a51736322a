"""Saryth, the Viper's Fang — {2}{G}{G} Legendary Creature — Human Warlock 3/4.

Oracle: "Other tapped creatures you control have deathtouch. / Other untapped creatures you
control have hexproof. / {1}, {T}: Untap another target creature or land you control."
Rulings covered: MID-RN-193.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Saryth, the Viper's Fang")


@pytest.mark.ruling("MID-RN-193", "MID-OR-0589")
def test_tapped_deathtouch_untapped_hexproof_whatever_saryth_is() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Saryth, the Viper's Fang", "Elvish Warrior")
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    saryth, warrior, seeker = (d.find("Saryth, the Viper's Fang"), d.find("Elvish Warrior"),
                               d.find("Glory Seeker"))
    assert d.chars(warrior).has("Hexproof") and not d.chars(warrior).has("Deathtouch")
    assert d.chars(seeker).has("Deathtouch") and not d.chars(seeker).has("Hexproof")
    assert not d.chars(saryth).has("Hexproof")
    d.activate(0, saryth, targets=[seeker])  # taps Saryth
    d.resolve()
    assert d.state.objects[saryth].tapped
    assert d.chars(seeker).has("Hexproof") and not d.state.objects[seeker].tapped
    assert not d.chars(saryth).has("Deathtouch")


def test_untaps_a_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.activate(0, "Saryth, the Viper's Fang", targets=[forest])
    assert d.state.objects[forest].tapped
    d.resolve()
    assert not d.state.objects[forest].tapped
