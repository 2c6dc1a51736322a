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
