"""State-based actions are performed all at once (CR 704.3): a creature whose toughness counts
cards in a graveyard is checked against the toughness it has before any of the creatures
dying in the same check reach that graveyard (CR 704.5g, 510.2).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_704_3_a_blob_dying_with_another_creature_doesnt_count_it_first() -> None:
    """CR 704.3, 704.5g, 510.2: player 0's graveyard holds a land and an instant, so
    Consuming Blob is 2/3. It attacks with Glory Seeker; Wretched Anurid (3/3) blocks the
    Blob and Severed Legion (2/2) blocks the Seeker. Combat damage is dealt at once: the Blob
    has 3 damage (lethal for toughness 3) and the Seeker 2. Both are put into the graveyard
    in the same check; the Seeker, a creature card, would make the Blob 3/4 were it counted
    first, but it isn't: the Blob dies too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob", "Glory Seeker")
    s.graveyard(0, "Forest", "Shock")
    s.battlefield(1, "Wretched Anurid", "Severed Legion")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    blob, seeker = d.find("Consuming Blob"), d.find("Glory Seeker")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (2, 3)
    d.to_combat()
    d.attack([blob, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wretched Anurid"): blob, d.find("Severed Legion"): seeker})
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Consuming Blob") == "graveyard"
    assert d.zone_of("Wretched Anurid") == "battlefield"
