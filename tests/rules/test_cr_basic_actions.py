"""The basic keyword actions played through: activate (CR 701.2), cast (CR 701.5), destroy
(CR 701.8), exile (CR 701.13) and sacrifice (CR 701.21)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_casting_puts_the_card_on_the_stack_and_pays_its_costs() -> None:
    """CR 701.5a, 701.5b: casting Shock takes the card from its owner's hand, puts it on the
    stack and pays its cost (the Mountain is tapped) before it resolves; on resolving it
    has its effect."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1 and d.zone_of("Shock") == "stack"
    assert not d.state.players[0].hand
    assert d.state.objects[d.find("Mountain")].tapped
    assert d.life(1) == 20
    d.resolve()
    assert d.life(1) == 18 and d.zone_of("Shock") == "graveyard"


def test_activating_puts_the_ability_on_the_stack_and_pays_its_costs() -> None:
    """CR 701.2a: activating Goblin Sledder's ability pays its cost (a Goblin sacrificed) and
    puts the ability onto the stack; the creature gets +1/+1 only as the ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    d = Driver(s.build())
    sledder, seeker = d.find("Goblin Sledder"), d.find("Glory Seeker")
    d.activate(0, sledder, targets=[seeker], choices=[sledder])
    assert len(d.state.stack) == 1
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_destroying_and_exiling_move_the_object_to_graveyard_or_exile() -> None:
    """CR 701.8, 701.8a, 701.13, 701.13a: Smother destroys Glory Seeker (it goes to its
    owner's graveyard); Fade from Memory exiles that card from the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Smother", "Fade from Memory")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Smother", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert [e.data.get("cause") for e in d.game.log if e.kind == "zone_change"
            and e.from_zone.value == "battlefield"] == ["destroy"]
    card = d.find("Glory Seeker", zone="graveyard")
    assert d.state.objects[card].owner == 1
    d.cast(0, "Fade from Memory", targets=[card])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_sacrificing_moves_a_permanent_its_controller_controls_to_the_graveyard() -> None:
    """CR 701.21, 701.21a: Nantuko Husk's cost sacrifices Glory Seeker, a creature its
    controller controls: the creature goes to its owner's graveyard and isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Nantuko Husk", choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [e.data.get("cause") for e in d.game.log if e.kind == "zone_change"
            and e.from_zone.value == "battlefield"] == ["sacrifice"]
    d.resolve()
    husk = d.find("Nantuko Husk")
    assert (d.chars(husk).power, d.chars(husk).toughness) == (4, 4)
