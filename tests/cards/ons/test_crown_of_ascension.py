"""Crown of Ascension — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has flying. / Sacrifice Crown of Ascension:
Enchanted creature and other creatures that share a creature type with it gain flying until
end of turn."
Rulings covered: the general Crown rulings ONS-FAQ-055 and ONS-FAQ-056.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Crown of Ascension")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker", "Daru Cavalier", "Festering Goblin")
    s.hand(0, "Crown of Ascension")
    d = Driver(s.build())
    d.cast(0, "Crown of Ascension", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_enchanted_creature_has_flying() -> None:
    d = setup()
    assert d.chars(d.find("Glory Seeker")).has("Flying")
    assert not d.chars(d.find("Daru Cavalier")).has("Flying")


@pytest.mark.ruling("ONS-FAQ-055")
def test_sacrifice_gives_flying_to_creatures_sharing_a_type() -> None:
    d = setup()
    d.activate(0, "Crown of Ascension")
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Flying")
    assert d.chars(d.find("Daru Cavalier")).has("Flying")
    assert not d.chars(d.find("Festering Goblin")).has("Flying")


def test_enchanted_creature_gone_uses_its_last_known_types() -> None:
    """If the enchanted creature left before the ability resolves, the creatures that shared
    a type with it as it last existed are still affected."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Crown of Ascension", "Shock")
    d = Driver(s.build())
    d.cast(0, "Crown of Ascension", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, "Crown of Ascension")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.chars(d.find("Daru Cavalier")).has("Flying")


def test_enchanted_creature_changed_then_gone_uses_the_types_it_last_had() -> None:
    """CR 608.2h: the enchanted creature, gone when the ability resolves, is used as it last
    existed on the battlefield, not as it was when the Crown was sacrificed. Mistform Dreamer
    (an Illusion) becomes a Goblin after the Crown's sacrifice and is then Shocked: Festering
    Goblin gains flying, Mistform Wall (an Illusion Wall) doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain")
    s.battlefield(0, "Mistform Dreamer", "Mistform Wall", "Festering Goblin")
    s.battlefield(0, "Crown of Ascension", attached_to="Mistform Dreamer")
    s.hand(0, "Shock")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, "Crown of Ascension")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Goblin")
    assert d.chars(dreamer).subtypes == {"Goblin"}
    d.cast(0, "Shock", targets=[dreamer])
    d.resolve()
    assert d.zone_of("Mistform Dreamer") == "graveyard"
    d.resolve()  # the Crown's ability
    assert d.chars(d.find("Festering Goblin")).has("Flying")
    assert not d.chars(d.find("Mistform Wall")).has("Flying")


@pytest.mark.ruling("ONS-FAQ-056")
def test_every_player_s_creatures_sharing_a_type_fly_until_end_of_turn_only() -> None:
    """"Other creatures": an opponent's Soldier gains flying too; the set is locked in as the
    ability resolves (CR 611.2c), so a Soldier entering afterwards doesn't fly; the effect ends
    in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Plains", "Glory Seeker")
    s.battlefield(0, "Crown of Ascension", attached_to="Glory Seeker")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.activate(0, "Crown of Ascension")
    assert d.zone_of("Crown of Ascension") == "graveyard"
    assert not d.chars(seeker).has("Flying")  # the Crown's own flying left with it
    d.resolve()
    cavalier = d.find("Daru Cavalier")
    assert d.chars(seeker).has("Flying") and d.chars(cavalier).has("Flying")
    d.cast(0, "Glory Seeker")
    d.resolve()
    late = [i for i in d.ids("Glory Seeker", zone="battlefield") if i != seeker]
    assert late and not d.chars(late[0]).has("Flying")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).has("Flying") and not d.chars(cavalier).has("Flying")


def test_on_a_face_down_creature_no_other_creature_shares_a_type() -> None:
    """A face-down creature has no creature types (CR 708.2a), so it shares none with any
    creature, another face-down one included: sacrificing the Crown gives flying to the
    enchanted face-down creature only, not to the other face-down one nor to Soldiers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", "Glory Seeker")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(0, "Crown of Ascension", attached_to="Daru Healer")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    assert d.chars(healer).has("Flying")
    d.activate(0, "Crown of Ascension")
    d.resolve()
    assert d.chars(healer).has("Flying")
    for other in ("Spined Basher", "Glory Seeker", "Daru Lancer"):
        assert not d.chars(d.find(other)).has("Flying"), other


def test_on_a_changeling_every_creature_with_a_type_shares_one() -> None:
    """A changeling has every creature type (CR 702.73a): sacrificing the Crown on Avian
    Changeling gives flying to a Soldier and an opponent's Elf, not to a face-down creature,
    which has no type (CR 708.2a)."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Avian Changeling", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(0, "Crown of Ascension", attached_to="Avian Changeling")
    d = Driver(s.build())
    d.activate(0, "Crown of Ascension")
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Flying")
    assert d.chars(d.find("Elvish Warrior")).has("Flying")
    assert not d.chars(d.find("Spined Basher")).has("Flying")


def test_an_aura_spell_whose_target_died_goes_to_the_graveyard() -> None:
    """CR 608.2b, 608.3b: the Crown's only target, Glory Seeker, is Shocked in
    response; the Aura spell doesn't resolve and is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Crown of Ascension")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Ascension", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Crown of Ascension") == "graveyard"
    assert not d.state.stack


def test_on_an_opponent_s_creature_its_controller_may_sacrifice_it() -> None:
    """"Enchant creature" allows any player's creature; the Crown's controller (not the
    enchanted creature's) activates it (CR 602.2), and the opponent's Daru Cavalier and
    player 0's own Glory Seeker, Soldiers both, gain flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker", "Festering Goblin")
    s.hand(0, "Crown of Ascension")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    d.cast(0, "Crown of Ascension", targets=[cavalier])
    d.resolve()
    assert d.chars(cavalier).has("Flying")
    d.activate(0, "Crown of Ascension")
    assert d.zone_of("Crown of Ascension") == "graveyard"
    d.resolve()
    assert d.chars(cavalier).has("Flying")
    assert d.chars(d.find("Glory Seeker")).has("Flying")
    assert not d.chars(d.find("Festering Goblin")).has("Flying")


def test_the_flying_it_grants_keeps_ground_creatures_from_blocking() -> None:
    """CR 702.9b: the enchanted Glory Seeker has flying, so the opponent's Elvish Warrior
    (no flying, no reach) can't block it; the Seeker's 2 damage is dealt to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Crown of Ascension", attached_to="Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    # No block is possible: the defending player is never asked to declare one.
    while d.state.step.name != "POSTCOMBAT_MAIN":
        assert d.decision.kind == "priority", d.decision
        d.pass_priority()
    assert d.life(1) == 18
