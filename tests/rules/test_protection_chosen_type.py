"""Protection from creatures of a chosen type (CR 702.16a): the vocabulary's
``protection_from_creatures_of_chosen_type`` (``dsl.protection``, ``rules.protection``), used by
Riders of Gavony (tests/cards/mic/test_riders_of_gavony.py plays it through combat and
targeting).

The quality "[type] creatures" covers creatures that have the type, and nothing else: not a
noncreature source, not a creature of another type (CR 702.16a: the quality is what the
keyword names).
"""

from __future__ import annotations

from manastack.rules.protection import protection_from_creatures_of
from manastack.rules.targets import protection_stops
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_quality_covers_creatures_of_that_type_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin", "Glory Seeker", "Cover of Darkness")
    s.hand(0, "Shock")
    d = Driver(s.build())
    zombie = d.chars(d.find("Festering Goblin"))
    human = d.chars(d.find("Glory Seeker"))
    enchantment = d.chars(d.find("Cover of Darkness"))
    kw = protection_from_creatures_of("Zombie")
    assert kw.name == "Protection" and kw.text == "Protection from Zombie creatures"
    assert protection_stops([kw.param or ""], zombie)
    assert not protection_stops([kw.param or ""], human)
    assert not protection_stops([kw.param or ""], enchantment)
    assert protection_stops([protection_from_creatures_of("Goblin").param or ""], zombie)


def test_the_keyword_follows_the_sources_choice() -> None:
    """The layer-6 effect reads the type chosen for its source; with Riders of Gavony's choice
    of Goblin, its Humans have "Protection from Goblin creatures"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Goblin"})
    d = Driver(s.build())
    assert d.chars(d.find("Riders of Gavony")).protections() == ["goblin creatures"]
