"""Sol Ring — {1} Artifact.

Oracle: "{T}: Add {C}{C}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sol Ring")


def test_taps_for_two_colourless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    d = Driver(s.build())
    ring = d.find("Sol Ring")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == ring}
    assert options == {"CC"}
    d.mana(0, ring)
    assert d.state.players[0].mana_pool.get("C") == 2
    assert d.state.objects[ring].tapped
    assert not d.state.stack  # a mana ability (CR 605.3a)


def test_pays_for_a_two_mana_spell_alone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    s.hand(0, "Sky Diamond")
    d = Driver(s.build())
    d.cast(0, "Sky Diamond")
    d.resolve()
    assert d.zone_of("Sky Diamond") == "battlefield"
    assert d.state.objects[d.find("Sol Ring")].tapped


def test_cast_for_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Sol Ring")
    d = Driver(s.build())
    d.cast(0, "Sol Ring")
    d.resolve()
    assert d.zone_of("Sol Ring") == "battlefield"
    assert not d.state.objects[d.find("Sol Ring")].tapped


def castable(d: Driver, name: str) -> bool:
    card = d.find(name, "hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in d.game.legal_actions())


def test_its_colorless_mana_cannot_pay_a_coloured_symbol() -> None:
    """CR 106.1b, 202.1: {C} pays only generic or colorless costs: with Sol Ring alone,
    Bramble Armor ({1}{G}) can't be cast; with a Forest too, it can, and one {C} of the ring's
    two pays the {1}, leaving the other in the pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    s.hand(0, "Bramble Armor")
    d = Driver(s.build())
    assert not castable(d, "Bramble Armor")

    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring", "Forest")
    s.hand(0, "Bramble Armor")
    d = Driver(s.build())
    assert castable(d, "Bramble Armor")
    d.mana(0, "Sol Ring")
    d.cast(0, "Bramble Armor")
    assert d.zone_of("Bramble Armor") == "stack"
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.state.objects[d.find("Forest")].tapped


def test_tapped_it_cannot_be_activated_again() -> None:
    """CR 602.5b, 118.3: {T} can't be paid by a tapped permanent: once tapped, its mana ability
    is no longer offered, and activating it anyway is refused, leaving the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    d = Driver(s.build())
    ring = d.find("Sol Ring")
    d.mana(0, ring)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == ring]
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateManaAbility(ring, 0, "CC"))
    assert d.game.fingerprint() == before
    assert d.state.players[0].mana_pool.get("C") == 2


def test_its_mana_empties_from_the_pool_as_the_step_ends() -> None:
    """CR 106.4, 500.4: the {C}{C} unspent in the upkeep is gone in the draw step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    d.pass_until("end")
    while not (d.state.active == 1 and d.state.step.name == "UPKEEP"):
        d.pass_priority()
    d.pass_priority()  # the active player passes; the Ring's controller gets priority
    assert d.decision.player == 0
    d.mana(0, "Sol Ring")  # a mana ability, activated in the opponent's turn (CR 605.3a)
    assert d.state.players[0].mana_pool.get("C") == 2
    while d.state.step.name == "UPKEEP":
        d.pass_priority()
    assert not d.state.players[0].mana_pool.get("C")
    assert d.state.step.name == "DRAW"


def test_it_pays_the_commander_tax_but_not_the_commander_s_colors() -> None:
    """CR 903.8, 106.1b: Katilda ({G}{W}), cast once and returned to the command zone, costs
    {2}{G}{W} the second time: Sol Ring's {C}{C} pays the tax, never the {G} or the {W}."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.battlefield(0, "Sol Ring", "Forest", "Plains", "Forest", "Plains")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    katilda = "Katilda, Dawnhart Prime"
    d.cast(0, katilda, method="commander")
    d.resolve()
    assert not d.state.objects[d.find("Sol Ring")].tapped
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find(katilda)])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of(katilda) == "command"
    d.cast(0, katilda, method="commander")
    d.resolve()
    assert d.zone_of(katilda) == "battlefield"
    assert d.state.objects[d.find("Sol Ring")].tapped
    assert all(d.state.objects[x].tapped for x in d.ids("Forest") + d.ids("Plains"))


def test_alone_it_cannot_cast_a_coloured_commander() -> None:
    """CR 106.1b, 903.8: with only Sol Ring, the {G}{W} of Katilda can't be paid."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.battlefield(0, "Sol Ring")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    assert not any(isinstance(a, CastSpell) and a.card == katilda
                   for a in d.game.legal_actions())
