"""Cleansing Nova — {3}{W}{W} Sorcery.

Oracle: "Choose one — / • Destroy all creatures. / • Destroy all artifacts and enchantments."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cleansing Nova")

CARD = "Cleansing Nova"


def _game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(0, "Glory Seeker", "Mobilization", "Sol Ring")
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie", "Tribal Golem", "Oversold Cemetery",
                  "Charcoal Diamond")
    return Driver(s.build())


def test_destroy_all_creatures() -> None:
    d = _game()
    d.cast(0, CARD, modes=[0])
    d.resolve()
    for name in ("Glory Seeker", "Gluttonous Zombie", "Tribal Golem"):
        assert d.zone_of(name) == "graveyard", name
    for name in ("Mobilization", "Sol Ring", "Oversold Cemetery", "Charcoal Diamond"):
        assert d.zone_of(name) == "battlefield", name
    assert len(d.ids("Plains", zone="battlefield")) == 5


def test_destroy_all_artifacts_and_enchantments() -> None:
    d = _game()
    d.cast(0, CARD, modes=[1])
    d.resolve()
    for name in ("Mobilization", "Sol Ring", "Oversold Cemetery", "Charcoal Diamond",
                 "Tribal Golem"):
        assert d.zone_of(name) == "graveyard", name
    for name in ("Glory Seeker", "Gluttonous Zombie"):
        assert d.zone_of(name) == "battlefield", name


def test_indestructible_creature_survives() -> None:
    """CR 702.12b: an indestructible creature isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, CARD, "Flare of Faith")
    d = Driver(s.build())
    d.cast(0, "Flare of Faith", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, CARD, modes=[0])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_regenerated_creature_survives_and_an_artifact_creature_dies_to_either_mode() -> None:
    """CR 701.19a: Tribal Golem, with a Zombie beside it, has "{B}: Regenerate"; with a
    shield made before "Destroy all creatures" resolves it is tapped and survives, the
    Zombie without a shield is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Tribal Golem", "Gluttonous Zombie", "Swamp")
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    d.cast(0, CARD, modes=[0])
    d.pass_priority()
    d.activate(1, golem)
    d.resolve()
    d.resolve()
    assert d.zone_of("Tribal Golem") == "battlefield"
    assert d.state.objects[golem].tapped
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert [e for e in d.state.log if e.kind == "regenerate"]


def test_a_mode_that_doesn_t_exist_is_refused_and_nothing_changes() -> None:
    """CR 700.2a: the caster chooses one of the two modes; a third is refused with an error,
    and the game goes back to before it was cast (CR 732.1): the card in the hand, the lands
    untapped."""
    from manastack.game import IllegalActionError
    d = _game()
    with pytest.raises(IllegalActionError):
        d.cast(0, CARD, modes=[2])
    assert d.zone_of(CARD) == "hand" and not d.state.stack
    assert not any(d.state.objects[p].tapped for p in d.ids("Plains"))
