"""Airdrop Condor — {4}{R} Creature — Bird 2/2.

Oracle: "Flying / {1}{R}, Sacrifice a Goblin creature: Airdrop Condor deals damage equal to
the sacrificed creature's power to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Airdrop Condor")


def test_damage_equals_the_sacrificed_goblins_last_known_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Glory Seeker", "Mountain", "Mountain",
                  "Mountain", "Mountain")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.activate(0, "Airdrop Condor", targets=[1], choices=[nosy])
    assert d.ids("Nosy Goblin", zone="graveyard")
    d.resolve()
    assert d.life(1) == 18


def test_only_goblin_creatures_can_be_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Glory Seeker", "Mountain", "Mountain")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    condor = d.find("Airdrop Condor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == condor]


def test_a_goblin_sacrificed_with_zero_power_deals_no_damage() -> None:
    """CR 608.2h, 120.8: Startle makes Nosy Goblin 0/1; sacrificed, its last known power is
    0, so the Condor deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Island", "Island", "Mountain",
                  "Mountain")
    s.hand(0, "Startle")
    s.library(0, "Plains")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.cast(0, "Startle", targets=[nosy])
    d.resolve()
    assert d.chars(nosy).power == 0
    d.activate(0, "Airdrop Condor", targets=[1], choices=[nosy])
    assert d.ids("Nosy Goblin", zone="graveyard")
    d.resolve()
    assert d.life(1) == 20 and not d.state.stack



def test_counters_on_the_goblin_count_and_a_creature_can_be_the_target() -> None:
    """CR 608.2h: Nosy Goblin (2/1) with two +1/+1 counters is sacrificed with power 4, so
    the Condor deals 4 damage to its target, a creature ("any target", CR 115.4): Krosan
    Tusker (6/5) has 4 damage marked and survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Mountain", "Mountain")
    s.battlefield(0, "Nosy Goblin", counters={"+1/+1": 2})
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Airdrop Condor", targets=[tusker], choices=[d.find("Nosy Goblin")])
    d.resolve()
    assert d.state.objects[tusker].damage == 4
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_targeting_the_goblin_it_sacrifices_leaves_the_ability_without_a_target() -> None:
    """CR 601.2c, 601.2h (targets are chosen before costs are paid), 608.2b: the ability
    targets Nosy Goblin, which is then sacrificed to pay its cost; on resolution its only
    target is gone, so it does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Mountain", "Mountain")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.activate(0, "Airdrop Condor", targets=[nosy], choices=[nosy])
    assert d.zone_of("Nosy Goblin") == "graveyard"
    d.resolve()
    assert not d.state.stack and (d.life(0), d.life(1)) == (20, 20)


def test_an_opponent_s_goblin_can_t_be_sacrificed() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control: with only the
    opponent's Nosy Goblin on the battlefield, the ability can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Mountain", "Mountain")
    s.battlefield(1, "Nosy Goblin")
    d = Driver(s.build())
    condor = d.find("Airdrop Condor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == condor]


def test_a_face_down_goblin_is_no_goblin_until_turned_face_up() -> None:
    """CR 708.2a: face down, Skirk Commando has no creature types, so it can't be sacrificed
    as a Goblin and the ability can't be activated; turned face up for its morph cost it is a
    Goblin (power 2): sacrificed, the Condor deals 2 damage."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", *["Mountain"] * 5)
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    condor, commando = d.find("Airdrop Condor"), d.find("Skirk Commando")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == condor]
    d.special(0, "turn_face_up", commando)
    d.pay()
    assert "Goblin" in d.chars(commando).subtypes
    d.activate(0, condor, targets=[1], choices=[commando])
    d.resolve()
    assert d.life(1) == 18


def test_a_non_goblin_chosen_for_the_sacrifice_is_refused_saying_why() -> None:
    """CR 601.2h, 602.2b: paying "Sacrifice a Goblin creature", Glory Seeker is refused with
    an error quoting the cost's description; nothing is sacrificed and Nosy Goblin may then
    be chosen."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Glory Seeker", "Mountain", "Mountain")
    d = Driver(s.build())
    condor = d.find("Airdrop Condor")
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == condor)
    d.act(0, act)
    d.choose(1)
    d.pay()
    d.expect("cost_sacrifice")
    with pytest.raises(IllegalActionError,
                       match="Glory Seeker doesn't fit the cost's description, \"Goblin creature\""):
        d.choose(d.find("Glory Seeker"))
    d.expect("cost_sacrifice")
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.choose(d.find("Nosy Goblin"))
    d.resolve()
    assert d.life(1) == 18 and d.zone_of("Glory Seeker") == "battlefield"


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Airdrop Condor's text: its type
    line (Bird) is unchanged and "Sacrifice an Elf creature" may sacrifice Wellwisher, not Goblin
    Sky Raider; it deals damage equal to Wellwisher's power, 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Island", "Mountain", "Mountain", "Wellwisher", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, elf = d.find("Airdrop Condor"), d.find("Wellwisher")
    evolve(d, source, "Goblin", "Elf")
    assert d.chars(source).subtypes == {"Bird"}
    offered = activate_and_answer(d, source, (1,), pick=(elf,))
    assert elf in offered and d.find("Goblin Sky Raider") not in offered
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert d.life(1) == 19
