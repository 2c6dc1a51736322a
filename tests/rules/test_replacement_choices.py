"""Who chooses among replacement effects (CR 616.1): the affected player, or the controller
of the affected object (its owner when it is in no one's control)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_controller_of_a_creature_taken_with_threaten_chooses() -> None:
    """CR 616.1, 613.1b: Threaten gives player 0 control of player 1's Battlefield Medic (a
    Cleric), so both of player 0's Daunting Defenders would prevent damage to it; player 0,
    its controller now, chooses which applies first, not its owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Daunting Defender", "Mountain", "Mountain",
                  "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Battlefield Medic", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    medic = d.find("Battlefield Medic")
    d.cast(0, "Threaten", targets=[medic])
    d.resolve()
    assert d.chars(medic).controller == 0
    d.pass_priority()
    d.cast(1, "Shock", targets=[medic])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    d.choose(dec.actions[0].value)
    assert d.state.objects[medic].damage == 0  # 2 damage, 1 prevented by each Defender


def test_a_prevention_shield_and_a_prevention_ability_are_ordered_by_the_affected_player() -> None:
    """CR 616.1: Sunfire Balm's shield ("Prevent the next 4 damage that would be dealt to any
    target this turn") and Daunting Defender's ability both apply to Shock's damage to the
    Defender (a Cleric); neither is a self-replacement effect (616.1a), so its controller,
    player 0, chooses which applies first (not player 1, whose turn it is and whose spell deals
    the damage). Either way no damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    defender = d.find("Daunting Defender")
    d.pass_priority()  # player 1 passes: player 0 may cast an instant
    d.cast(0, "Sunfire Balm", targets=[defender])
    d.resolve()
    d.cast(1, "Shock", targets=[defender])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0 and len(dec.actions) == 2
    options = d.game.view(0)["decision"]["options"]
    assert [o["source"] for o in options][0] == "Daunting Defender"
    assert options[1]["effect"] == "prevention effect"  # the Balm's shield
    d.choose(dec.actions[0].value)
    while d.decision.kind == "order_replacements":
        d.choose(d.decision.actions[0].value)
    assert d.state.objects[defender].damage == 0


def test_damage_that_cant_be_prevented_can_still_be_redirected() -> None:
    """CR 615.12, 614.9: "can't be prevented" stops prevention effects only; Glarecaster's
    redirection ("that damage is dealt to any target instead") is a replacement effect, so
    Pinpoint Avalanche's 4 damage to Glarecaster is dealt to the Elvish Warrior instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, *(["Mountain"] * 5), "Elvish Warrior")
    s.hand(1, "Pinpoint Avalanche")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    glarecaster, warrior = d.find("Glarecaster"), d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    d.cast(1, "Pinpoint Avalanche", targets=[glarecaster])
    d.resolve()
    assert d.state.objects[glarecaster].damage == 0
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_prevention_shield_applies_beside_a_regeneration_shield() -> None:
    """CR 615.1, 701.19a, 614.5: Boneknitter regenerates itself (a shield for its destruction),
    then Sunfire Balm prevents the next 4 damage to it: Shock's 2 damage is prevented, so it is
    neither dealt damage nor destroyed, and the regeneration shield stays unused (it isn't
    tapped)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.pass_priority()  # player 1 passes: player 0 acts
    d.activate(0, "Boneknitter", targets=[knitter])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Sunfire Balm", targets=[knitter])
    d.resolve()
    d.cast(1, "Shock", targets=[knitter])
    d.resolve()
    assert d.state.objects[knitter].damage == 0
    assert not d.state.objects[knitter].tapped
    assert not [e for e in d.state.log if e.kind == "regenerate"]


def test_a_shield_for_another_creature_does_not_hide_the_one_for_this_creature() -> None:
    """CR 615.1, 615.7: two Sunfire Balms, the first on Glory Seeker, the second on Elvish
    Warrior: Shock at the Warrior is prevented by the second shield; the first stays whole for
    the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", *(["Plains"] * 6))
    s.hand(0, "Sunfire Balm", "Sunfire Balm")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    for target in (seeker, warrior):
        d.pass_priority()
        d.cast(0, d.ids("Sunfire Balm", zone="hand")[0], targets=[target])
        d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 0
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0
