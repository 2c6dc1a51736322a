"""An event that can't happen can't be replaced by other replacement effects (CR 614.17c)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_regeneration_shield_doesnt_replace_the_destruction_of_an_indestructible_creature() -> None:
    """CR 614.17c, 702.12b, 701.19a: Kamahl, Fist of Krosa has indestructible from Avacyn's
    Memorial and a regeneration shield from Run Wild's ability. Infernal Grasp's destruction
    can't happen, so the shield doesn't replace it: Kamahl stays untapped and the shield is
    still there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Avacyn's Memorial", "Forest", "Forest", "Forest")
    s.hand(0, "Run Wild")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    kamahl = d.find("Kamahl, Fist of Krosa")
    assert d.chars(kamahl).has("Indestructible")
    d.cast(0, "Run Wild", targets=[kamahl])
    d.resolve()
    d.activate(0, kamahl, index=4)  # the "{G}: Regenerate" Run Wild gave it
    d.resolve()
    assert len(d.state.shields) == 1
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[kamahl])
    d.resolve()
    assert d.zone_of("Kamahl, Fist of Krosa") == "battlefield"
    assert not d.state.objects[kamahl].tapped
    assert len(d.state.shields) == 1
    assert d.life(1) == 18
