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


def test_a_lords_bonus_ends_with_the_lord_no_last_known_information() -> None:
    """CR 604.7, 704.3, 611.3a: a static ability can't use its source's last known information.
    Player 1's Spined Basher (3/1) and Glory Seeker (2/2) attack; player 0's Lord of the
    Accursed (2/3) blocks the Basher and Siege Zombie (2/2, 3/3 with the Lord) blocks the
    Seeker. The Lord is destroyed by lethal damage; its +1/+1 ends with it, so the next check
    finds the Siege Zombie a 2/2 with 2 damage: it is destroyed too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Siege Zombie")
    s.battlefield(1, "Spined Basher", "Glory Seeker")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lord, zombie = d.find("Lord of the Accursed"), d.find("Siege Zombie")
    basher, seeker = d.find("Spined Basher"), d.find("Glory Seeker")
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)
    d.to_combat()
    d.attack([basher, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({lord: basher, zombie: seeker})
    d.pass_until("end_of_combat")
    assert d.zone_of("Lord of the Accursed") == "graveyard"
    assert d.zone_of("Siege Zombie") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"  # dealt 3 by the then 3/3 Zombie
