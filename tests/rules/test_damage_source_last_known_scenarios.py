"""A source of damage that has left the battlefield deals it as it last existed.

CR 113.7a: an ability that makes its source (or another object) deal damage uses the last
known information of that object when it is no longer in the zone it was expected to be in.
CR 608.2h: "If an ability states that an object does something, it's the object as it
exists—or as it most recently existed—that does it." So a replacement or prevention effect
that asks what the source is ("a creature you control", CR 614.1a; "a creature of the chosen
type", CR 615) sees that object as it last existed on the battlefield.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _dive_bomber_blocks_goliath(bomber_controller: int) -> Driver:
    """Player 1 attacks with a 4/4 Gangrenous Goliath; Dive Bomber, sacrificed to pay for its
    own ability, deals 2 damage to it. Gratuitous Violence is player 0's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence")
    s.battlefield(bomber_controller, "Dive Bomber")
    s.battlefield(1, "Gangrenous Goliath")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Gangrenous Goliath")])
    if bomber_controller == 1:
        d.activate(1, "Dive Bomber", targets=[d.find("Gangrenous Goliath")])
    else:
        d.pass_priority()
        d.activate(0, "Dive Bomber", targets=[d.find("Gangrenous Goliath")])
    assert d.zone_of("Dive Bomber") == "graveyard"
    d.resolve()
    return d


def test_a_sacrificed_creature_of_yours_still_deals_double_damage() -> None:
    """CR 113.7a, 608.2h, 614.1a: Dive Bomber, gone to pay its cost, deals the 2 damage as the
    creature its controller last controlled: Gratuitous Violence doubles it, and the 4/4 dies."""
    d = _dive_bomber_blocks_goliath(0)
    assert d.zone_of("Gangrenous Goliath") == "graveyard"


def test_a_sacrificed_creature_of_an_opponent_is_not_doubled() -> None:
    """CR 608.2h: as it last existed, the Dive Bomber was the opponent's creature, so player 0's
    Gratuitous Violence doesn't double its damage: 2 damage to the 4/4."""
    d = _dive_bomber_blocks_goliath(1)
    goliath = d.find("Gangrenous Goliath", zone="battlefield")
    assert d.state.objects[goliath].damage == 2


def _aether_charge_beast_gone(extra_for_player_1: tuple[str, ...] = (),
                              circle: bool = False) -> Driver:
    """Player 0's Charging Slateback (a Beast) enters with Aether Charge out; player 1 kills
    it with Death Pulse while the trigger, aimed at player 1, waits on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Mountain", *extra_for_player_1)
    s.hand(0, "Charging Slateback")
    if circle:
        s.battlefield(1, "Circle of Solace", chosen={"creature_type": "Beast"})
        s.battlefield(1, "Plains", "Plains")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(1, "Death Pulse")
    d = Driver(s.build())
    d.cast(0, "Charging Slateback")
    d.resolve()
    d.choose(1)  # the trigger's target: player 1
    d.pass_priority()
    if circle:
        d.activate(1, "Circle of Solace")
        d.resolve()
        d.pass_priority()
    d.cast(1, "Death Pulse", targets=[d.find("Charging Slateback")])
    d.resolve()
    assert d.zone_of("Charging Slateback") == "graveyard"
    d.resolve()
    d.choose(True)  # "you may have it deal 4 damage"
    return d


def test_a_beast_gone_before_aether_charge_resolves_is_a_creature_you_control() -> None:
    """CR 113.7a, 608.2h: the Beast deals Aether Charge's 4 damage as it last existed, a
    creature its controller controlled, so Gratuitous Violence doubles it (CR 614.1a)."""
    d = _aether_charge_beast_gone(("Gratuitous Violence",))
    assert d.life(1) == 12


def test_a_beast_gone_before_aether_charge_resolves_keeps_its_creature_type() -> None:
    """CR 608.2h, 615: Circle of Solace (Beast chosen) prevents the next damage a Beast would
    deal to its controller; the Beast that left deals the damage as the Beast it was, so the
    shield prevents it."""
    d = _aether_charge_beast_gone(circle=True)
    assert d.life(1) == 20


def test_the_source_is_seen_as_it_last_existed_not_as_it_was_when_activated() -> None:
    """CR 113.7a: an ability that has its source deal damage checks the source as it resolves,
    using its last known information if it has left. Player 0 pings themself with Embermage
    Goblin; in response player 1 takes it with Callous Oppressor and sacrifices it to Goblin
    Sledder. As it last existed it was player 1's creature, so player 1's Gratuitous Violence
    doubles the 1 damage (CR 614.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Goblin Sledder", "Gratuitous Violence")
    d = Driver(s.build())
    embermage = d.find("Embermage Goblin")
    d.activate(0, embermage, targets=[0])
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[embermage])
    d.resolve()
    assert d.chars(embermage).controller == 1
    d.pass_priority()
    d.activate(1, "Goblin Sledder", targets=[d.find("Goblin Sledder")], choices=[embermage])
    d.resolve()
    assert d.zone_of("Embermage Goblin") == "graveyard"
    d.resolve()  # the ping
    assert d.life(0) == 18


def test_a_creature_that_died_deals_its_dies_trigger_damage_as_your_creature() -> None:
    """CR 603.10a, 608.2h: Moonveil Regent's "when it dies, it deals X damage" is dealt by the
    Regent as it last existed on the battlefield, a creature player 0 controlled, so player 0's
    Gratuitous Violence doubles it: X is 1 (it was red), player 1 takes 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Moonveil Regent", "Swamp", "Swamp", "Swamp",
                  "Swamp", "Swamp")
    s.hand(0, "Cruel Revival")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", targets=[d.find("Moonveil Regent")])
    d.resolve()  # the Regent's cast trigger: its controller keeps their hand
    d.choose(False)
    d.resolve()
    assert d.zone_of("Moonveil Regent") == "graveyard"
    d.choose(1)  # the dies trigger's target
    d.resolve()
    assert d.life(1) == 18
