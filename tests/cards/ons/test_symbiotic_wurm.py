"""Symbiotic Wurm — {5}{G}{G}{G} Creature — Wurm 7/7.

Oracle: "When Symbiotic Wurm dies, create seven 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Wurm")


def test_seven_insects_when_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Symbiotic Wurm", "Glory Seeker")
    s.battlefield(1, "Anurid Murkdiver", "Anurid Murkdiver")
    d = Driver(s.build())
    d.to_combat()
    wurm = d.find("Symbiotic Wurm")
    d.attack([wurm])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    m1, m2 = d.ids("Anurid Murkdiver")
    d.block({m1: wurm, m2: wurm})
    while not d.ids("Symbiotic Wurm", zone="graveyard"):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.resolve_all()
    assert len(d.ids("Insect Token", zone="battlefield", player=0)) == 7


def test_the_insects_go_to_the_player_who_controlled_it_as_it_died() -> None:
    """CR 603.3a, 603.10a: the opponent's Wurm, Threatened and sacrificed to Fleshbag
    Marauder's "each player sacrifices a creature" under player 0's control: player 0
    controls the trigger and creates the seven Insects, 1/1 green."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Threaten", "Fleshbag Marauder")
    s.battlefield(1, "Symbiotic Wurm", "Glory Seeker")
    d = Driver(s.build())
    wurm = d.find("Symbiotic Wurm")
    d.cast(0, "Threaten", targets=[wurm])
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()  # Fleshbag's enters trigger
    while d.decision.kind == "sacrifice":
        acts = [a.value for a in d.decision.actions]
        d.choose(wurm if wurm in acts else acts[0])
    assert d.ids("Symbiotic Wurm", "graveyard", player=1)
    d.resolve_all()
    insects = d.ids("Insect Token", "battlefield")
    assert len(insects) == 7 and {d.chars(i).controller for i in insects} == {0}
    c = d.chars(insects[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, {"G"})


def test_exiled_it_doesn_t_die_so_no_insects() -> None:
    """CR 700.4: Swords to Plowshares exiles it; it didn't die, so no Insects."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Swords to Plowshares")
    s.battlefield(1, "Symbiotic Wurm")
    d = Driver(s.build())
    d.cast(0, "Swords to Plowshares", targets=[d.find("Symbiotic Wurm")])
    d.resolve()
    assert d.zone_of("Symbiotic Wurm") == "exile" and not d.state.stack
    assert not d.ids("Insect Token")


def test_a_token_copy_has_the_ability_and_dying_makes_seven_insects() -> None:
    """CR 707.2, 111.7: Croaking Counterpart's token copy of the Wurm is a 1/1 Frog with the
    Wurm's dies ability; Shocked, it dies and its controller creates seven Insects."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Mountain")
    s.hand(0, "Croaking Counterpart", "Shock")
    s.battlefield(1, "Symbiotic Wurm")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Symbiotic Wurm")], pay=False)
    for land in ("Forest", "Island"):
        d.mana(0, land)
    d.mana(0, d.ids("Island")[1])
    d.resolve()
    (copy,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(copy).power, d.chars(copy).toughness) == (1, 1)
    d.cast(0, "Shock", targets=[copy])
    d.resolve()
    d.resolve()
    insects = d.ids("Insect Token", "battlefield")
    assert len(insects) == 7 and {d.chars(i).controller for i in insects} == {0}


def test_it_costs_eight_with_three_green() -> None:
    """Its mana cost is {5}{G}{G}{G} (mana value 8, CR 202.3): two Forests and six Mountains
    can't pay it (three green are needed); three Forests and five Mountains can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", *["Mountain"] * 6)
    s.hand(0, "Symbiotic Wurm")
    d = Driver(s.build())
    assert CastSpell(d.find("Symbiotic Wurm"), "normal") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", *["Mountain"] * 5)
    s.hand(0, "Symbiotic Wurm")
    d = Driver(s.build())
    d.cast(0, "Symbiotic Wurm")
    assert d.chars(d.find("Symbiotic Wurm")).mana_value == 8


def test_made_to_read_soldier_it_dies_into_seven_soldiers_and_stays_a_wurm() -> None:
    """CR 612.2, 612.2a: Artificial Evolution replaces Insect with Soldier in Symbiotic Wurm's
    text: its type line (Wurm) is unchanged, and when it dies it creates seven 1/1 green
    Soldier tokens named Soldier Token (CR 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", *["Swamp"] * 5, "Symbiotic Wurm")
    s.hand(0, "Artificial Evolution", "Cruel Revival")
    d = Driver(s.build())
    wurm = d.find("Symbiotic Wurm")
    d.cast(0, "Artificial Evolution", targets=[wurm])
    d.resolve()
    d.choose("Insect")
    d.choose("Soldier")
    assert d.chars(wurm).subtypes == {"Wurm"}
    d.cast(0, "Cruel Revival", targets=[wurm])
    d.resolve()
    d.resolve()
    soldiers = d.ids("Soldier Token", zone="battlefield", player=0)
    assert len(soldiers) == 7 and not d.ids("Insect Token")
    c = d.chars(soldiers[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Soldier"}, {"G"}, 1, 1)
