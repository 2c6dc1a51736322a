"""Text-changing effects don't change abilities granted to an object (CR 612.3)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_granted_protection_keeps_its_creature_type() -> None:
    """CR 612.3, 612.2: Riders of Gavony (Zombie chosen) gives the Human Glory Seeker
    "protection from creatures of the chosen type". Artificial Evolution changing Zombie to Elf
    on the Seeker changes no text of the granted ability: it still has protection from Zombie
    creatures, none from Elves, and Festering Goblin (a Zombie) still can't block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Glory Seeker", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Festering Goblin")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(seeker).protections() == ["zombie creatures"]
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert not [e for e in d.game.log if e.kind == "blocks"]
    assert d.life(1) == 18
