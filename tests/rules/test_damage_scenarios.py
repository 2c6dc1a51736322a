"""Acceptance scenarios for damage (CR 120): the source of damage is the object that dealt it
(120.7, 120.2b), a source that would deal 0 damage deals none (120.8), and combat damage dealt
to a planeswalker removes that many loyalty counters from it (120.3c), damage a
"whenever [this] deals damage" ability sees like any other (510.2, 603.2), and "that much"
is the damage of that source alone when others deal damage at the same time (120.9); the
damage one instruction deals to several recipients is dealt at once (608.2f).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_an_artifacts_ability_deals_damage_with_the_artifact_as_its_source() -> None:
    """CR 120.7, 120.2b: Geistflame Reservoir's ability says "It deals that much damage": the
    source is the artifact, neither a spell nor a creature, so Tephraderm's two abilities
    ("a creature deals damage", "a spell deals damage") don't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Geistflame Reservoir", counters={"charge": 2})
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Tephraderm")
    d = Driver(s.build())
    reservoir = d.find("Geistflame Reservoir")
    d.activate(0, reservoir, index=1, targets=[d.find("Tephraderm")], choices=[2])
    d.resolve()
    damage = [e for e in d.game.log if e.kind == "damage"]
    assert [(e.source, e.amount) for e in damage] == [(reservoir, 2)]
    assert d.state.objects[d.find("Tephraderm")].damage == 2
    assert not d.state.stack and d.life(0) == 20


def test_zero_damage_is_not_dealt() -> None:
    """CR 120.8: Starstorm with X=0 would deal 0 damage to each creature: no damage is dealt,
    so neither Tephraderm's nor Broodhatch Nantuko's "is dealt damage" abilities trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Tephraderm", "Broodhatch Nantuko")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=0)
    d.resolve()
    assert not [e for e in d.game.log if e.kind == "damage"]
    assert not d.state.stack and d.decision.kind == "priority"


def test_combat_damage_to_a_planeswalker_removes_loyalty_and_is_damage_dealt() -> None:
    """CR 120.3c, 510.2: Exalted Angel (4/5) attacks Wrenn and Seven (5 loyalty): four loyalty
    counters are removed, and the Angel's "whenever it deals damage, you gain that much life"
    triggers for the damage dealt to the planeswalker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 5})
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    wrenn = d.find("Wrenn and Seven")
    d.attack({d.find("Exalted Angel"): wrenn})
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    assert d.state.objects[wrenn].counters.get("loyalty") == 1
    assert d.life(1) == 20
    d.resolve()
    assert d.life(0) == 24


def test_a_creature_with_negative_power_deals_no_combat_damage() -> None:
    """CR 120.2a, 107.1b, 510.1a: Startle gives an attacking Headhunter (1/1) -2/-0: with -1
    power it deals no combat damage, so its "deals combat damage to a player" ability doesn't
    trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.battlefield(1, "Island", "Island")
    s.hand(1, "Startle", "Forest")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.to_combat()
    headhunter = d.find("Headhunter")
    d.attack([headhunter])
    d.pass_priority()
    d.cast(1, "Startle", targets=[headhunter])
    d.resolve()
    assert d.chars(headhunter).power == -1
    d.pass_until("end_of_combat")
    assert not [e for e in d.game.log if e.kind == "damage"]
    assert d.life(1) == 20 and d.zone_of("Forest") == "hand"


def test_damage_that_much_refers_to_its_own_source_only() -> None:
    """CR 120.9, 510.2: Doubtless One (a 2/2 with Daru Healer's Cleric) and Glory Seeker (2/2)
    deal their combat damage to player 1 at the same time; "Whenever Doubtless One deals
    damage, you gain that much life" counts only Doubtless One's 2, not the Seeker's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One", "Daru Healer", "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Doubtless One"), d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.life(0) == 22


def test_damage_to_a_creature_and_its_controller_in_one_instruction_is_dealt_at_once() -> None:
    """CR 608.2f, 603.2c: Neonate's Rush "deals 1 damage to target creature and 1 damage to its
    controller": one action on two recipients, dealt at once, so Embodiment of Flame's
    "Whenever a spell you control deals damage" triggers once (one flame counter), not once
    for each recipient."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Neonate's Rush")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Neonate's Rush", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 1 and d.life(1) == 19
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[d.find("Embodiment of Flame")].counters == {"flame": 1}


def test_damage_to_each_creature_and_each_player_is_dealt_at_once() -> None:
    """CR 608.2f, 603.2c: Thunder of Hooves deals X damage (X the Beasts: player 1's two Krosan
    Tuskers) "to each creature without flying and each player" at once: Embodiment of Flame
    triggers once for it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(1, "Krosan Tusker", "Krosan Tusker")
    s.hand(0, "Thunder of Hooves")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 18)
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[d.find("Embodiment of Flame")].counters == {"flame": 1}
