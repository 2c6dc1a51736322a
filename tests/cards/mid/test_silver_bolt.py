"""Silver Bolt — {1} Artifact.

Oracle: "{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf
is dealt damage this way, destroy it."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Silver Bolt")


def test_destroys_a_werewolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Tavern Ruffian")  # 2/5 Human Werewolf
    d = Driver(s.build())
    d.activate(0, "Silver Bolt", targets=[d.find("Tavern Ruffian")])
    assert d.ids("Silver Bolt", zone="graveyard")
    d.resolve()
    assert d.ids("Tavern Ruffian", zone="graveyard")


def test_only_damage_to_a_non_werewolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, "Silver Bolt", targets=[wall])
    d.resolve()
    assert d.state.objects[wall].damage == 3


def test_a_werewolf_whose_damage_is_all_prevented_is_not_destroyed() -> None:
    """CR 615.1, 120.1: Sunfire Balm prevents the 3 damage, so no Werewolf is dealt damage
    this way and Tavern Ruffian isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain", "Plains", "Plains",
                  "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Tavern Ruffian")  # 2/5 Human Werewolf
    d = Driver(s.build())
    ruffian = d.find("Tavern Ruffian")
    d.cast(0, "Sunfire Balm", targets=[ruffian])
    d.resolve()
    d.activate(0, "Silver Bolt", targets=[ruffian])
    d.resolve()
    assert d.zone_of("Tavern Ruffian") == "battlefield"
    assert d.state.objects[ruffian].damage == 0


def test_a_night_face_werewolf_is_destroyed_though_the_damage_isn_t_lethal() -> None:
    """CR 712.8e, 205.3m: Tavern Ruffian transformed is Tavern Smasher, a 6/5 Werewolf; 3
    damage doesn't kill it, but a Werewolf dealt damage this way is destroyed (CR 701.8a)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Tavern Ruffian", transformed=True)
    d = Driver(s.build())
    smasher = d.find("Tavern Smasher")
    assert d.chars(smasher).toughness == 5 and "Werewolf" in d.chars(smasher).subtypes
    d.activate(0, "Silver Bolt", targets=[smasher])
    d.resolve()
    assert d.zone_of("Tavern Ruffian") == "graveyard"


def test_its_target_gone_the_ability_does_nothing_and_the_bolt_stays_sacrificed() -> None:
    """CR 602.2b: the sacrifice is a cost, paid on activation; CR 608.2b: Tavern Ruffian
    bounced in response is an illegal target, so the ability doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Tavern Ruffian", "Island")
    s.hand(1, "Fading Hope")
    d = Driver(s.build())
    ruffian = d.find("Tavern Ruffian")
    d.activate(0, "Silver Bolt", targets=[ruffian])
    assert d.zone_of("Silver Bolt") == "graveyard"
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[ruffian])
    d.resolve()
    assert d.zone_of("Tavern Ruffian") == "hand"
    d.resolve()
    assert not d.state.stack and d.zone_of("Tavern Ruffian") == "hand"


def test_it_cannot_be_activated_while_tapped_or_without_three_mana() -> None:
    """CR 602.2b, 601.2h: {T} can't be paid by a tapped Silver Bolt, nor {3} with
    two lands; it isn't offered, and activating it is refused with nothing changed."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError

    for tapped, lands in ((True, 3), (False, 2)):
        s = Scenario(seed=1)
        s.battlefield(0, "Silver Bolt", tapped=tapped)
        s.battlefield(0, *["Mountain"] * lands)
        s.battlefield(1, "Tavern Ruffian")
        d = Driver(s.build())
        bolt = d.find("Silver Bolt")
        assert not [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == bolt]
        before = d.game.fingerprint()
        with pytest.raises(IllegalActionError):
            d.act(0, ActivateAbility(bolt, 0))
        assert d.game.fingerprint() == before


def test_made_to_read_elf_it_destroys_an_elf_not_a_werewolf() -> None:
    """CR 612.2: Silver Bolt with Werewolf changed to Elf destroys an Elf it deals damage to;
    it is still an artifact with no creature type."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    bolt = d.find("Silver Bolt")
    evolve(d, bolt, "Werewolf", "Elf")
    assert d.chars(bolt).types == {"Artifact"} and not d.chars(bolt).subtypes
    d.activate(0, bolt, targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_made_to_read_elf_a_werewolf_is_only_dealt_damage() -> None:
    """CR 612.2: once Silver Bolt reads Elf, a Werewolf dealt its damage isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Tavern Ruffian")  # 2/5 Human Werewolf
    d = Driver(s.build())
    bolt = d.find("Silver Bolt")
    evolve(d, bolt, "Werewolf", "Elf")
    ruffian = d.find("Tavern Ruffian")
    d.activate(0, bolt, targets=[ruffian])
    d.resolve()
    assert d.state.objects[ruffian].damage == 3 and d.zone_of("Tavern Ruffian") == "battlefield"
