"""Circle of Solace — {3}{W} Enchantment.

Oracle: "As Circle of Solace enters the battlefield, choose a creature type. / {1}{W}: The next
time a creature of the chosen type would deal damage to you this turn, prevent that damage."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Circle of Solace")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8)
    s.hand(0, "Circle of Solace")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Daru Cavalier")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Circle of Solace")
    d.resolve()
    d.choose("Soldier")
    return d


def test_prevents_the_next_damage_from_a_creature_of_the_chosen_type() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18  # the Soldier's 2 prevented, the Elf's 2 dealt
    for p in (0, 1):  # CR 615.1: both logs say the 2 damage was prevented
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "prevented"]
        assert [e["amount"] for e in shown] == [2]
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()


def test_one_shield_per_activation() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Daru Cavalier")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18  # one of the two Soldiers' damage is prevented


def test_only_damage_to_you_by_the_chosen_type_and_only_this_turn() -> None:
    """The shield (CR 615.1a) applies only to damage a Soldier would deal to player 0: Glory
    Seeker's damage to the blocking Wall of Mulch and Elvish Warrior's (an Elf) to player 0 are
    dealt, and the unused shield ends with the turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains", "Wall of Mulch")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    seeker, wall = d.find("Glory Seeker"), d.find("Wall of Mulch")
    d.to_combat()
    d.attack([seeker, d.find("Elvish Warrior")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({wall: seeker})
    d.pass_until("postcombat_main")
    assert d.life(0) == 18
    assert d.state.objects[wall].damage == 2
    assert d.state.shields
    d.pass_until("upkeep", turn=3)
    assert not d.state.shields


def _soldier_shield_then(*hand: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains", "Forest", "Forest")
    s.hand(0, *hand)
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    return d


def test_the_shield_outlasts_the_circle() -> None:
    """A prevention effect from a resolved ability is independent of its source (CR 610.3,
    615.1a): with Circle of Solace destroyed, Glory Seeker's damage is still prevented."""
    d = _soldier_shield_then("Naturalize")
    d.pass_priority()
    d.cast(0, "Naturalize", targets=[d.find("Circle of Solace")])
    d.resolve()
    assert d.ids("Circle of Solace", zone="graveyard")
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 20


def test_a_source_that_left_the_battlefield_is_seen_as_it_last_existed() -> None:
    """Moonveil Regent, a Dragon, dies and its trigger deals 1 damage to player 0: the source
    is no longer on the battlefield, so its last known information (a Dragon creature) decides
    (CR 608.2h, 113.7a), and the shield against Dragons prevents the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Dragon"})
    s.battlefield(0, "Plains", "Plains", *["Swamp"] * 5)
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Moonveil Regent", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.cast(0, "Cruel Revival", targets=[d.find("Moonveil Regent")])
    d.resolve()
    assert d.ids("Moonveil Regent", zone="graveyard")
    d.expect("target")
    d.choose(0)
    d.resolve()
    assert d.life(0) == 20
    assert not d.state.shields  # used (CR 615.7)


def test_noncombat_damage_by_a_creature_of_the_type_is_prevented() -> None:
    """CR 615.1a, 120.2: the shield covers any damage a Goblin would deal to you, combat or not:
    your own Sparksmith deals 1 to the Krosan Tusker (dealt) and 1 to you (prevented), which
    uses the shield up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Plains", "Plains", "Sparksmith")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.activate(0, "Sparksmith", targets=[tusker])
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[tusker].damage == 1
    assert not d.state.shields


def _soldier_shield_then_standardize(creature_type: str) -> Driver:
    """Player 1's turn: player 0 makes a Soldier shield, then Standardize makes every creature
    ``creature_type``; player 1 then attacks with Glory Seeker and Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains", "Island", "Island")
    s.hand(0, "Standardize")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.pass_priority()
    d.cast(0, "Standardize")
    d.resolve()
    d.choose(creature_type)
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    while d.state.step is not Step.END_OF_COMBAT:
        if d.decision.kind == "shield_damage":  # two Soldiers at once (CR 615.7)
            d.act(0, d.game.legal_actions()[0])
        elif d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    return d


def test_the_sources_type_is_looked_at_as_it_deals_the_damage() -> None:
    """CR 609.7b, 615.9: the shield looks at the source's creature types as the damage would be
    dealt, not as the ability resolved. Standardize made every creature an Elf: Glory Seeker is
    no Soldier any more, so none of the 4 damage is prevented and the shield isn't used up;
    made every creature a Soldier, the Elvish Warrior is one, and one of the two 2-damage
    attackers' damage is prevented."""
    d = _soldier_shield_then_standardize("Elf")
    assert d.life(0) == 16
    assert d.state.shields
    d = _soldier_shield_then_standardize("Soldier")
    assert d.life(0) == 18
    assert not d.state.shields


def test_two_shields_prevent_two_soldiers_combat_damage_dealt_at_once() -> None:
    """CR 615.8, 616.1: each activation makes its own shield for "the next time" one Soldier
    would deal damage; the two Soldiers' combat damage is dealt at once, one shield applies to
    each instance, so all 4 is prevented (one activation prevents only one of the two)."""
    d = setup()
    d.pass_until("precombat_main", turn=4)
    for _ in range(2):
        d.pass_priority()  # the active player passes: player 0 gets priority
        d.activate(0, "Circle of Solace")
        d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Daru Cavalier")])
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("order_replacements")  # CR 616.1: the two shields, one after the other
    assert [src for _, src in dec.info()["sources"]] == [d.find("Circle of Solace")] * 2
    d.choose(dec.actions[0].value)
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    shown = [e for e in d.game.view(0)["log"] if e["kind"] == "prevented"]
    assert sorted(e["amount"] for e in shown) == [2, 2]
