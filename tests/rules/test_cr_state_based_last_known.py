"""Last known information of permanents that state-based actions remove together (CR 704.8):
it is taken from the game state before any of those state-based actions were performed, so a
creature destroyed alongside the lord that pumped it still had the lord's bonus.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_creature_dying_with_its_lord_had_the_lords_bonus() -> None:
    """CR 704.8, 603.6e, 603.10a: Starstorm (X=5) deals 5 damage to Aven Brigadier and to
    Glory Seeker, a Soldier it makes 3/3; both are destroyed by the same state-based action
    check. Necrosynthesis's "when enchanted creature dies" (the Aura itself goes to the
    graveyard right after) looks at the top X cards where X is the Seeker's power as it last
    existed: 3, the Brigadier still on the battlefield then."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", *["Mountain"] * 7)
    s.battlefield(0, "Necrosynthesis", attached_to="Glory Seeker")
    s.hand(0, "Starstorm")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).power == 3
    d.cast(0, "Starstorm", x=5)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Aven Brigadier") == "graveyard"
    assert d.zone_of("Necrosynthesis") == "graveyard"
    d.take_first("order_triggers")  # the Seeker's granted ability saw the Brigadier die too
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_cards")
    cards = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert len(cards) == 3
