"""Thraben Exorcism — {1}{W} Instant.

Oracle: "Exile target Spirit, creature with disturb, or enchantment."
Rulings covered: MID-RN-143.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Thraben Exorcism")


def setup(*theirs: str, transformed: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Thraben Exorcism")
    s.battlefield(1, *theirs, transformed=transformed)
    return Driver(s.build())


def targets(d: Driver) -> set[int]:
    from manastack.decisions.actions import CastSpell
    d.act(0, CastSpell(d.find("Thraben Exorcism", "hand"), "normal"))
    return set(opts(d))


def test_exiles_a_spirit() -> None:
    d = setup("Stormrider Spirit")
    spirit = d.find("Stormrider Spirit")
    d.cast(0, "Thraben Exorcism", targets=[spirit])
    d.resolve()
    assert d.ids("Stormrider Spirit", zone="exile")


def test_targets_enchantments_but_not_other_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Thraben Exorcism")
    s.battlefield(1, "Glory Seeker", "Convalescent Care")
    d = Driver(s.build())
    assert targets(d) == {d.find("Convalescent Care")}


@pytest.mark.ruling("MID-OR-0114")
def test_a_back_face_on_the_battlefield_has_no_disturb_but_is_a_spirit() -> None:
    """Chapel Shieldgeist (Chaplain of Alms's back face) on the battlefield doesn't have
    disturb (CR 702.146a, 712.8e); Thraben Exorcism may target it only as a Spirit."""
    d = setup("Chaplain of Alms", transformed=True)
    geist = d.find("Chaplain of Alms")
    c = d.chars(geist)
    assert c.name == "Chapel Shieldgeist" and not c.has("Disturb")
    assert "Spirit" in c.subtypes
    assert targets(d) == {geist}


@pytest.mark.ruling("MID-RN-143", "MID-OR-0114")
def test_a_creature_with_disturb_on_its_front_face() -> None:
    d = setup("Chaplain of Alms", "Glory Seeker")
    assert targets(d) == {d.find("Chaplain of Alms")}


def test_exiles_a_spirit_token_and_your_own_aura() -> None:
    """A Spirit token is a Spirit: exiled, it ceases to exist (CR 111.7, 704.5d); an Aura is an
    enchantment, whoever controls it (here its caster's own Cathar's Call)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Thraben Exorcism", "Thraben Exorcism")
    s.token(1, "Spirit")
    d = Driver(s.build())
    spirit = d.find("Spirit Token")
    d.cast(0, d.ids("Thraben Exorcism", "hand")[0], targets=[spirit])
    d.resolve()
    assert spirit not in d.state.battlefield and not d.ids("Spirit Token")
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.hand(0, "Thraben Exorcism")
    d = Driver(s.build())
    d.cast(0, "Thraben Exorcism", targets=[d.find("Cathar's Call")])
    d.resolve()
    assert d.zone_of("Cathar's Call") == "exile"
    assert not d.chars(d.find("Glory Seeker")).has("Vigilance")


def test_a_creature_made_a_spirit_can_be_targeted_and_the_target_is_checked_again() -> None:
    """The target's types are checked now (CR 601.2c): Glory Seeker made a Spirit by Mistform
    Mutant is a legal target; on resolution it is checked again (CR 608.2b), and a target
    that has left the battlefield makes the Exorcism do nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mistform Mutant", "Island", "Island")
    s.hand(0, "Thraben Exorcism")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Spirit")
    assert "Spirit" in d.chars(seeker).subtypes
    d.cast(0, "Thraben Exorcism", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Thraben Exorcism") == "graveyard"


def test_a_face_down_creature_is_neither_a_spirit_nor_has_disturb() -> None:
    """CR 708.2a: a face-down creature has no creature types and no abilities: the face-down
    Chaplain of Alms can't be targeted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Thraben Exorcism")
    s.battlefield(1, "Chaplain of Alms", face_down=True)
    s.battlefield(1, "Convalescent Care")
    d = Driver(s.build())
    assert targets(d) == {d.find("Convalescent Care")}


def test_a_changeling_creature_is_a_spirit() -> None:
    """CR 702.73a: Avian Changeling is every creature type, a Spirit among them: it can be
    targeted and is exiled."""
    from tests.reference_cards import AVIAN_CHANGELING
    d = setup(AVIAN_CHANGELING.name, "Glory Seeker")
    changeling = d.find(AVIAN_CHANGELING.name)
    assert targets(d) == {changeling}
    d = setup(AVIAN_CHANGELING.name)
    d.cast(0, "Thraben Exorcism", targets=[d.find(AVIAN_CHANGELING.name)])
    d.resolve()
    assert d.zone_of(AVIAN_CHANGELING.name) == "exile"


def test_changed_on_the_stack_its_spirit_target_is_illegal() -> None:
    """CR 612.2, 608.2b, ONS-OR-0048: Thraben Exorcism cast on a Spirit and then changed from
    Spirit to Elf reads "target Elf, creature with disturb, or enchantment": the Spirit is no
    longer a legal target, so the spell doesn't resolve and the Spirit stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island")
    s.hand(0, "Thraben Exorcism", "Artificial Evolution")
    s.battlefield(1, "Shipwreck Sifters")
    d = Driver(s.build())
    spell = d.cast(0, "Thraben Exorcism", targets=[d.find("Shipwreck Sifters")])
    evolve(d, spell, "Spirit", "Elf")
    d.resolve()
    assert d.zone_of("Shipwreck Sifters") == "battlefield"
    assert d.ids("Thraben Exorcism", zone="graveyard")
