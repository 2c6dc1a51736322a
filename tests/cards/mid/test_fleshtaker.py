"""Fleshtaker — {W}{B} Creature — Human Assassin 2/2.

Oracle: "Whenever you sacrifice another creature, you gain 1 life and scry 1. / {1}, Sacrifice
another creature: Fleshtaker gets +2/+2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fleshtaker")


def test_sacrifice_pumps_gains_life_and_scries() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", "Glory Seeker", "Swamp")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    flesh = d.find("Fleshtaker")
    d.activate(0, flesh, choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()  # the trigger
    d.expect("scry")
    d.choose("bottom")
    assert d.life(0) == 21
    d.resolve()
    c = d.chars(flesh)
    assert (c.power, c.toughness) == (4, 4)
    assert d.state.players[0].library[0] == d.find("Forest", zone="library")


def test_a_creature_dying_otherwise_does_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.state.stack and d.life(0) == 20


def test_another_creature_is_sacrificed_never_fleshtaker_itself() -> None:
    """CR 602.2b, 601.2h, 109.1: "Sacrifice another creature" is paid with a creature other
    than the ability's source: activated with a Glory Seeker and an Elvish Warrior, the
    question offers those two and not Fleshtaker, and says what it is for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", "Glory Seeker", "Elvish Warrior", "Swamp")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    flesh = d.find("Fleshtaker")
    from manastack.decisions.actions import ActivateAbility
    d.act(0, ActivateAbility(flesh, 1))
    d.pay()
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {d.find("Glory Seeker"), d.find("Elvish Warrior")}
    assert dec.prompt == "Choose a permanent or card to sacrifice to pay the cost"
    d.choose(d.find("Elvish Warrior"))
    assert d.ids("Elvish Warrior", zone="graveyard") and d.zone_of("Fleshtaker") == "battlefield"


def test_a_tapped_fleshtaker_activates_its_ability_and_stays_tapped() -> None:
    """CR 602.2b, 602.5a: an ability without {T} in its cost can be activated by a tapped
    Fleshtaker, and paying "{1}, Sacrifice another creature" doesn't untap it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", tapped=True)
    s.battlefield(0, "Glory Seeker", "Swamp")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    flesh = d.find("Fleshtaker")
    d.activate(0, flesh, choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.objects[flesh].tapped


def test_another_player_s_sacrifice_doesn_t_trigger_it_and_a_token_counts() -> None:
    """CR 701.21a, 603.2: "whenever you sacrifice" triggers only for its controller's
    sacrifices: player 1 sacrificing a Zombie token to their own Fleshtaker triggers that one
    only (1 life for player 1, none for player 0); a token sacrificed is a creature
    sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker")
    s.battlefield(1, "Fleshtaker", "Swamp")
    s.token(1, "Zombie")
    s.library(0, "Island")
    s.library(1, "Island", "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    theirs = d.find("Fleshtaker", player=1)
    d.activate(1, theirs, choices=[d.find("Zombie Token")])
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("scry")
    d.choose("top")
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 21)
    assert d.chars(theirs).power == 4
    assert d.chars(d.find("Fleshtaker", player=0)).power == 2


def test_sacrificing_another_creature_for_a_spell_s_cost_triggers_it() -> None:
    """CR 701.21a: Glory Seeker sacrificed to pay Eaten Alive's additional cost is a
    creature its controller sacrifices: the ability triggers, above the spell (CR 603.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", "Glory Seeker", "Swamp")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(0)
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.choose(d.find("Glory Seeker"))
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("scry")
    d.choose("top")
    assert d.life(0) == 21
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"


def test_sacrificing_fleshtaker_itself_does_not_trigger_it() -> None:
    """"Another creature": Fleshtaker sacrificed for Eaten Alive's cost doesn't trigger its
    own ability (CR 603.10a looks back, but the filter excludes the source itself)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleshtaker", "Swamp")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(0)
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.choose(d.find("Fleshtaker"))
    assert d.zone_of("Fleshtaker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 20 and d.zone_of("Elvish Warrior") == "exile"
