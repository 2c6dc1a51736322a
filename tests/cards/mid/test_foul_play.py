"""Foul Play — {1}{B} Sorcery.

Oracle: "Destroy target creature with power 2 or less. Investigate."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Foul Play")


def test_destroys_a_small_creature_and_investigates() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Foul Play")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell
    d.act(0, CastSpell(d.find("Foul Play"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Elvish Warrior")}  # the 3/3 is too big
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 0 and "Artifact" in d.chars(clue).types


def test_target_grown_past_power_two_makes_it_fizzle_without_a_clue() -> None:
    """CR 608.2b: the target's power is 3 when Foul Play resolves, so it is an illegal target;
    the spell doesn't resolve and no Clue is made."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Foul Play")
    s.battlefield(1, "Snarling Wolf", "Forest", "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.cast(0, "Foul Play", targets=[wolf])
    d.pass_priority()
    d.activate(1, wolf)
    d.resolve()
    assert d.chars(wolf).power == 3
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"
    assert not d.ids("Clue", zone="battlefield")
    assert d.zone_of("Foul Play") == "graveyard"


def test_power_zero_and_power_two_are_legal_targets() -> None:
    """"Power 2 or less" includes 2 and 0: Glory Seeker (2/2) and Goblin Machinist (0/5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Foul Play")
    s.battlefield(1, "Glory Seeker", "Goblin Machinist", "Elvish Warrior", "Krosan Tusker")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell
    d.act(0, CastSpell(d.find("Foul Play"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker"), d.find("Goblin Machinist"),
                       d.find("Elvish Warrior")}
    d.choose(d.find("Goblin Machinist"))
    d.pay()
    d.resolve()
    assert d.zone_of("Goblin Machinist") == "graveyard"
    assert len(d.ids("Clue Token", "battlefield")) == 1


def test_a_regenerated_target_survives_but_the_clue_is_still_made() -> None:
    """CR 701.19a, 608.2c: Boneknitter regenerates itself in response; Foul Play's target is
    still legal, the destruction is replaced (it is tapped and stays), and the rest of the
    spell happens: its caster investigates."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Foul Play")
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.cast(0, "Foul Play", targets=[knitter])
    d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()
    d.resolve()
    assert d.zone_of("Boneknitter") == "battlefield" and d.state.objects[knitter].tapped
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 0


def test_the_clue_draws_a_card_for_two() -> None:
    """CR 701.16a, 111.10f: the Clue made by investigating: {2}, sacrifice it: draw a card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Foul Play")
    s.library(0, "Forest")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Foul Play", targets=[d.find("Glory Seeker")])
    d.resolve()
    clue = d.find("Clue", zone="battlefield")
    d.activate(0, clue)
    d.resolve()
    assert d.zone_of("Forest") == "hand"
    assert clue not in d.state.battlefield
