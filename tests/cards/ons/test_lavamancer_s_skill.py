"""Lavamancer's Skill — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "{T}: This creature deals 1 damage to
target creature." / As long as enchanted creature is a Wizard, it has "{T}: This creature
deals 2 damage to target creature.""
Rulings covered: ONS-FAQ-191 (a Wizard has both abilities).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lavamancer's Skill")


def enchant(name: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", name)
    s.hand(0, "Lavamancer's Skill")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Lavamancer's Skill", targets=[d.find(name)])
    d.resolve()
    return d


def pings(d: Driver, name: str) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == d.find(name)]


def test_non_wizard_pings_for_one() -> None:
    d = enchant("Glory Seeker")
    acts = pings(d, "Glory Seeker")
    assert len(acts) == 1
    d.act(0, acts[0])
    d.choose(d.find("Daru Cavalier"))
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Daru Cavalier")].damage == 1


@pytest.mark.ruling("ONS-FAQ-191", "ONS-OR-0143")
def test_wizard_has_both_abilities() -> None:
    d = enchant("Crafty Pathmage")
    acts = pings(d, "Crafty Pathmage")
    assert len(acts) >= 3  # its own ability and both granted ones
    texts = []
    for a in acts:
        d2 = enchant("Crafty Pathmage")
        d2.act(0, a)
        if d2.decision.kind != "target" or d2.find("Daru Cavalier") not in [
                x.value for x in d2.decision.actions]:
            continue
        d2.choose(d2.find("Daru Cavalier"))
        d2.pay()
        d2.resolve()
        alive = d2.ids("Daru Cavalier", zone="battlefield")
        texts.append(d2.state.objects[alive[0]].damage if alive else 2)  # 2 kills it
    assert {1, 2} <= set(texts)  # one granted ability deals 1, the other 2


def test_a_creature_that_came_under_control_this_turn_cant_use_it() -> None:
    """CR 302.6: the granted ability has {T} in its cost; a creature its controller hasn't
    controlled since their most recent turn began can't activate it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", sick=True, label="seeker")
    s.battlefield(0, "Lavamancer's Skill", attached_to="seeker")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    assert pings(d, "Glory Seeker") == []


def test_a_wizard_that_stops_being_one_keeps_only_the_one_damage_ability() -> None:
    """Mistform Mutant makes the enchanted Crafty Pathmage an Elf: it is no longer a Wizard, so
    only "deals 1 damage" remains granted (CR 613.1d-f: the type is seen first)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", label="mage")
    s.battlefield(0, "Lavamancer's Skill", attached_to="mage")
    s.battlefield(0, "Mistform Mutant", "Island", "Island")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    before = len(pings(d, "Crafty Pathmage"))
    d.activate(0, "Mistform Mutant", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    d.choose("Elf")
    assert "Wizard" not in d.chars(d.find("Crafty Pathmage")).subtypes
    assert before == 3 and len(pings(d, "Crafty Pathmage")) == 2  # its own and the 1-damage
    d.activate(0, "Crafty Pathmage", index=1, targets=[d.find("Daru Cavalier")])
    d.resolve()
    assert d.state.objects[d.find("Daru Cavalier")].damage == 1


def test_on_an_opponents_creature_its_controller_has_the_ability() -> None:
    """CR 113.6, 602.2: the granted ability is the creature's; Lavamancer's Skill cast on the
    opponent's Glory Seeker gives its caster nothing to activate, and the Seeker's controller
    may ping with it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Daru Cavalier")
    s.hand(0, "Lavamancer's Skill")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Lavamancer's Skill", targets=[seeker])
    d.resolve()
    assert pings(d, "Glory Seeker") == []
    d.pass_priority()
    d.activate(1, seeker, targets=[d.find("Daru Cavalier")])
    d.resolve()
    assert d.state.objects[d.find("Daru Cavalier")].damage == 1


def test_the_enchanted_creature_is_the_source_of_the_damage() -> None:
    """CR 113.7, 702.16b: "This creature deals" — the white Glory Seeker, not the Aura, is the
    ability's source, so it may target Goblin Piledriver (protection from blue); a blue
    Mistform Dreamer given the same ability may not, refused with nothing changed."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Lavamancer's Skill", attached_to="seeker")
    s.battlefield(0, "Mistform Dreamer", label="dreamer")
    s.battlefield(0, "Lavamancer's Skill", attached_to="dreamer")
    s.battlefield(1, "Goblin Piledriver")
    d = Driver(s.build())
    piledriver = d.find("Goblin Piledriver")
    d.activate(0, "Mistform Dreamer", index=pings(d, "Mistform Dreamer")[-1].index, pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(piledriver)
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.activate(0, "Glory Seeker", targets=[piledriver])
    d.resolve()
    assert d.state.objects[piledriver].damage == 1


def test_the_ability_resolves_after_the_aura_leaves() -> None:
    """CR 113.7a: once activated, the ability exists independently of the Aura that granted
    it; Naturalize on the Skill in response doesn't stop the 1 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Lavamancer's Skill", attached_to="seeker")
    s.battlefield(1, "Daru Cavalier", "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    d.activate(0, "Glory Seeker", targets=[cavalier])
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Lavamancer's Skill")])
    d.resolve()
    assert d.zone_of("Lavamancer's Skill") == "graveyard"
    d.resolve()
    assert d.state.objects[cavalier].damage == 1
    assert pings(d, "Glory Seeker") == []


def test_made_to_read_goblin_an_enchanted_goblin_has_both_abilities() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Goblin in Lavamancer's Skill's
    text: enchanted Goblin Sky Raider, with one ability before, has both; the Aura's type line
    is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Island", "Goblin Sky Raider")
    s.hand(0, "Lavamancer's Skill", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Lavamancer's Skill", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert len(pings(d, "Goblin Sky Raider")) == 1
    skill = d.find("Lavamancer's Skill")
    d.cast(0, "Artificial Evolution", targets=[skill])
    d.resolve()
    d.choose("Wizard")
    d.choose("Goblin")
    assert d.chars(skill).subtypes == {"Aura"}
    assert len(pings(d, "Goblin Sky Raider")) == 2
