"""Piety Charm — {W} Instant.

Oracle: "Choose one — / • Destroy target Aura attached to a creature. / • Target Soldier
creature gets +2/+2 until end of turn. / • Creatures you control gain vigilance until end of
turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Piety Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Piety Charm", "Pacifism")
    s.battlefield(1, "Mobilization")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Elvish Warrior")])
    d.resolve()
    return d


def test_destroys_an_aura_on_a_creature_only() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Piety Charm", zone="hand"), "normal"))
    d.choose(0)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Pacifism")}
    d.choose(d.find("Pacifism"))
    d.pay()
    d.resolve()
    assert d.zone_of("Pacifism") == "graveyard"


def test_soldier_gets_plus_two() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Piety Charm", zone="hand"), "normal"))
    d.choose(1)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options and d.find("Elvish Warrior") not in options
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 4


def test_creatures_you_control_gain_vigilance() -> None:
    d = setup()
    d.cast(0, "Piety Charm", modes=[2])
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Vigilance")
    assert d.chars(d.find("Elvish Warrior")).has("Vigilance")


def test_an_aura_on_a_land_or_a_curse_on_a_player_is_not_a_target() -> None:
    """CR 115.1, 303.4: "target Aura attached to a creature" — Sea's Claim enchants a land and
    Curse of Surveillance a player: only Pacifism, on a creature, may be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Elvish Warrior")
    s.battlefield(1, "Forest", label="forest")
    s.battlefield(0, "Pacifism", attached_to="Elvish Warrior")
    s.battlefield(0, "Sea's Claim", attached_to="forest")
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.hand(0, "Piety Charm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Piety Charm", zone="hand"), "normal"))
    d.choose(0)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Pacifism")}


def test_vigilance_mode_leaves_the_opponents_creatures_alone() -> None:
    """CR 611.2c: "creatures you control gain vigilance": the opponent's Elvish Warrior
    doesn't, and the caster's creature attacks without tapping (CR 702.20b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Piety Charm")
    d = Driver(s.build())
    d.cast(0, "Piety Charm", modes=[2])
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert not d.chars(d.find("Elvish Warrior")).has("Vigilance")
    d.to_combat()
    d.attack([seeker])
    assert not d.state.objects[seeker].tapped


def test_a_creature_arriving_later_doesnt_gain_vigilance() -> None:
    """CR 611.2c: the affected set is fixed as the mode resolves; Daru Cavalier cast
    afterwards that turn doesn't have vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Piety Charm", "Daru Cavalier")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Piety Charm", modes=[2])
    d.resolve()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.chars(d.find("Glory Seeker")).has("Vigilance")
    assert not d.chars(d.find("Daru Cavalier")).has("Vigilance")


def test_the_soldier_mode_refuses_a_non_soldier_and_the_state_is_unchanged() -> None:
    """CR 115.1: Elvish Warrior is no Soldier: choosing it is refused, nothing changes."""
    d = setup()
    d.act(0, CastSpell(d.find("Piety Charm", zone="hand"), "normal"))
    d.choose(1)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before


def test_the_soldier_pump_ends_at_cleanup() -> None:
    """CR 514.2: "until end of turn": Glory Seeker is 2/2 again on the next turn."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Piety Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)


def test_changed_on_the_stack_to_read_elf_a_soldier_target_is_illegal() -> None:
    """CR 612.2, 608.2b: Artificial Evolution replaces Soldier with Elf in Piety Charm after it
    targeted Glory Seeker: "Target Elf creature gets +2/+2" finds its target illegal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Glory Seeker")
    s.hand(0, "Piety Charm", "Artificial Evolution")
    d = Driver(s.build())
    d.mana(0, "Plains")
    seeker = d.find("Glory Seeker")
    charm = d.cast(0, "Piety Charm", modes=[1], targets=[seeker])
    d.cast(0, "Artificial Evolution", targets=[charm])
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    d.resolve()
    assert d.chars(seeker).power == 2
