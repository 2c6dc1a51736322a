"""Blessed Defiance — {W} Instant.

Oracle: "Target creature you control gets +2/+0 and gains lifelink until end of turn. When
that creature dies this turn, create a 1/1 white Spirit creature token with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Blessed Defiance")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Blessed Defiance", "Defenestrate")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def test_pump_lifelink_and_a_spirit_when_it_dies() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert c.power == 4 and c.has("Lifelink")
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    d.resolve()  # the delayed trigger
    spirit = d.find("Spirit", zone="battlefield")
    assert d.chars(spirit).has("Flying") and d.state.objects[spirit].is_token


def test_lifelink_in_combat() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Blessed Defiance")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end")
    assert d.life(1) == 16 and d.life(0) == 24


def test_no_spirit_if_it_dies_a_later_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Spirit")


def test_a_target_gone_before_it_resolves_makes_no_spirit_and_only_yours_may_be_chosen() -> None:
    """"Target creature you control": the opponent's creature is refused, the game
    unchanged. The target Shocked in response makes Blessed Defiance do nothing
    (CR 608.2b): no delayed trigger is created, so its death makes no Spirit."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Blessed Defiance", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Blessed Defiance"), "normal"))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="you control"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
    d.choose(seeker)
    d.pay()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    assert not d.ids("Spirit") and not d.state.stack


def test_exiled_rather_than_dying_makes_no_spirit() -> None:
    """"When that creature dies": put into exile it doesn't die (CR 700.4); no Spirit."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Blessed Defiance")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.ids("Spirit")


def test_the_spirit_is_its_caster_s_though_another_player_controlled_the_creature() -> None:
    """The delayed triggered ability is controlled by the player who created it (CR 603.7d):
    Glory Seeker, given Blessed Defiance in the opponent's turn, then Threatened and
    sacrificed by the opponent to Fleshbag Marauder, dies under their control; the Spirit is
    created by Blessed Defiance's caster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Blessed Defiance")
    s.battlefield(1, "Mountain", *["Swamp"] * 5)
    s.hand(1, "Threaten", "Fleshbag Marauder")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].controller == 1
    d.cast(1, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    d.expect("sacrifice")
    d.choose(seeker, player=1)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    (spirit,) = d.ids("Spirit", zone="battlefield")
    assert d.state.objects[spirit].controller == 0


def test_changed_on_the_stack_its_delayed_trigger_creates_an_elf() -> None:
    """CR 612.2a, 603.7: Blessed Defiance made to read Elf as it is on the stack sets up the
    delayed trigger it now says: when the creature dies, a 1/1 white Elf Token with flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain", "Glory Seeker", "Island")
    s.hand(0, "Artificial Evolution", "Blessed Defiance", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    spell = d.cast(0, "Blessed Defiance", targets=[seeker])
    evolve(d, spell, "Spirit", "Elf")
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors) == ("Elf Token", {"Elf"}, {"W"})
    assert c.has("Flying")
