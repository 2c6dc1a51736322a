"""Meddle — {1}{U} Instant.

Oracle: "If target spell has only one target and that target is a creature, change that
spell's target to another creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Meddle")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_redirects_a_shock_to_another_creature() -> None:
    d = setup()
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    shock = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    d.expect("new_target")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {raider}
    d.choose(raider)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_spell_targeting_a_player_is_unchanged() -> None:
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    d.expect("priority")
    d.resolve()
    assert d.life(0) == 18


@pytest.mark.ruling("ONS-OR-0078")
def test_a_spell_with_a_creature_and_another_target_is_unchanged() -> None:
    """Official ruling: "Only works on spells with a single target, where that target is a
    creature. Will not work on spells that target a single creature and a player, for
    example."

    CR 115.9a: Cruel Revival targets a creature and a Zombie card: two targets were chosen,
    so Meddle does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Meddle")
    s.battlefield(1, *["Swamp"] * 5, "Goblin Sky Raider")
    s.graveyard(1, "Gluttonous Zombie")
    s.hand(1, "Cruel Revival")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    revival = d.cast(1, "Cruel Revival",
                     targets=[d.find("Glory Seeker"), d.find("Gluttonous Zombie")])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[revival])
    d.resolve()
    d.expect("priority")  # no new target is asked for
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "hand"


def test_the_new_target_is_chosen_by_meddle_s_controller_among_other_creatures() -> None:
    """CR 115.7d: Meddle's controller (player 0) chooses the new target, asked to choose the
    creature the spell targets instead; the current target isn't offered."""
    d = setup()
    seeker = d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    dec = d.expect("new_target")
    assert (dec.player, dec.prompt) == (0, "Choose the creature the spell targets instead")
    assert seeker not in {a.value for a in dec.actions if isinstance(a, Choose)}


def test_a_spell_whose_creature_target_is_gone_is_unchanged() -> None:
    """CR 115.7d, 608.2b, 115.9b: Meddle changes the target only if it is a creature as
    Meddle resolves: the Seeker Shock targeted is already dead (a target no longer on the
    battlefield is ignored, its last known information unused), so Shock keeps its target
    (and then does nothing) rather than being turned on the Goblin Sky Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain", "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    first = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[first])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # Meddle: no decision, nothing changed
    assert d.state.objects[first].stack["targets"] == ((seeker,),)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "battlefield"


def test_the_new_target_must_be_legal_for_the_spell_a_shrouded_creature_is_not_offered() -> None:
    """CR 115.7d: the new target must be a legal target for the spell; Gigapede has shroud
    (CR 702.18a), so only the Goblin Sky Raider is offered, Meddle's own controller's creature
    or not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker", "Gigapede")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    dec = d.expect("new_target")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {d.find("Goblin Sky Raider")}


def test_with_no_other_legal_creature_the_target_stays() -> None:
    """CR 115.7d: if there is no other legal target, the target isn't changed: no decision,
    and Shock still kills the Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    d.expect("priority")
    assert d.state.objects[shock].stack["targets"] == ((seeker,),)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_meddle_does_nothing_if_its_target_spell_already_left_the_stack() -> None:
    """CR 608.2b: Meddle's only target, the Shock, is countered by Dissipate before Meddle
    resolves; Meddle doesn't resolve (no new target asked for) and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Meddle", "Dissipate")
    s.battlefield(1, "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    first = d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[first])
    d.cast(0, "Dissipate", targets=[first])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()  # Meddle
    d.expect("priority")
    assert d.zone_of("Meddle") == "graveyard" and not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Goblin Sky Raider") == "battlefield"


def test_a_spell_targeting_a_creature_card_in_a_graveyard_is_unchanged() -> None:
    """CR 109.2: "that target is a creature" means a creature permanent; Can't Stay Away's one
    target is a creature card in a graveyard, so Meddle changes nothing and the Glory Seeker
    card returns."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Daru Cavalier")
    s.hand(0, "Meddle")
    s.battlefield(1, "Plains", "Swamp", "Goblin Sky Raider")
    s.graveyard(1, "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Can't Stay Away")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    spell = d.cast(1, "Can't Stay Away", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[spell])
    d.resolve()
    d.expect("priority")
    assert d.state.objects[spell].stack["targets"] == ((seeker,),)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
