"""Contested Cliffs — Land.

Oracle: "{T}: Add {C}. / {R}{G}, {T}: Target Beast creature you control fights target
creature an opponent controls."
Rulings covered: ONS-FAQ-145, ONS-FAQ-146, ONS-FAQ-147.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Contested Cliffs")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Krosan Tusker", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    s.battlefield(0, "Island")
    s.battlefield(1, "Daru Cavalier", "Festering Goblin")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-145", "ONS-FAQ-146")
def test_beast_fights_any_opposing_creature() -> None:
    d = setup()
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Contested Cliffs"))
    d.act(0, act)
    first = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert first == {d.find("Krosan Tusker")}
    d.choose(d.find("Krosan Tusker"))
    d.choose(d.find("Daru Cavalier"))
    d.pay()
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.state.objects[d.find("Krosan Tusker")].damage == 2


@pytest.mark.ruling("ONS-FAQ-147", "ONS-OR-0192")
def test_illegal_target_means_no_damage() -> None:
    d = setup()
    d.activate(0, "Contested Cliffs", targets=[d.find("Krosan Tusker"),
                                               d.find("Daru Cavalier")])
    d.cast(0, "Chain of Vapor", targets=[d.find("Daru Cavalier")])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Krosan Tusker")].damage == 0


def test_a_zero_power_creature_deals_no_damage_in_a_fight() -> None:
    """CR 701.14a: each deals damage equal to its power: Krosan Tusker (6) deals 6 to Wall of
    Mulch, which has 0 power and deals none back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Krosan Tusker")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Contested Cliffs"))
    d.act(0, act)
    d.choose(d.find("Krosan Tusker"))
    d.choose(d.find("Wall of Mulch"))
    d.pay()
    d.resolve()
    assert d.zone_of("Wall of Mulch") == "graveyard"
    assert d.state.objects[d.find("Krosan Tusker")].damage == 0


@pytest.mark.ruling("ONS-FAQ-147", "ONS-OR-0192")
def test_the_beast_gone_before_it_resolves_no_damage_either_way() -> None:
    """CR 701.14b, 608.2b: Krosan Tusker is bounced by Chain of Vapor in response; the
    Cavalier fights no one and is dealt no damage, and deals none."""
    d = setup()
    d.activate(0, "Contested Cliffs", targets=[d.find("Krosan Tusker"),
                                               d.find("Daru Cavalier")])
    d.cast(0, "Chain of Vapor", targets=[d.find("Krosan Tusker")])
    d.resolve()
    d.take_first("choose_permanent")
    d.resolve_all()
    assert d.zone_of("Krosan Tusker") == "hand"
    assert d.state.objects[d.find("Daru Cavalier")].damage == 0
    assert d.zone_of("Daru Cavalier") == "battlefield"


def test_a_face_down_beast_or_an_opponent_s_beast_cant_be_the_first_target() -> None:
    """CR 708.2a: a face-down Towering Baloth has no creature types, so it is no Beast; an
    opponent's Beast isn't "you control". Only the face-up Beast you control is offered first,
    and the second target is only an opponent's creature (your own Glory Seeker isn't)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Krosan Tusker", "Glory Seeker")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Contested Cliffs"))
    d.act(0, act)
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {
        d.find("Krosan Tusker")}
    d.choose(d.find("Krosan Tusker"))
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {
        d.find("Barkhide Mauler")}


def test_in_multiplayer_any_opponent_s_creature_may_be_fought() -> None:
    """"Target creature an opponent controls" (CR 102.2): in a three-player game either
    opponent's creature is offered; the Tusker fights the second opponent's Daru Cavalier."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Krosan Tusker")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Daru Cavalier")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Contested Cliffs"))
    d.act(0, act)
    d.choose(d.find("Krosan Tusker"))
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {
        d.find("Glory Seeker"), d.find("Daru Cavalier")}
    d.choose(d.find("Daru Cavalier"))
    d.pay()
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.state.objects[d.find("Krosan Tusker")].damage == 2


@pytest.mark.ruling("ONS-FAQ-147", "ONS-OR-0192")
def test_a_beast_that_is_no_longer_a_beast_is_an_illegal_target_and_nothing_fights() -> None:
    """CR 608.2b, 701.14b: Trickery Charm makes the Krosan Tusker a Goblin in response; it is
    no longer a "Beast creature you control", so it is an illegal target and neither
    creature deals damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Island", "Krosan Tusker")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    tusker, cavalier = d.find("Krosan Tusker"), d.find("Daru Cavalier")
    d.activate(0, "Contested Cliffs", targets=[tusker, cavalier])
    d.cast(0, "Trickery Charm", modes=[1], targets=[tusker])
    d.resolve()
    d.choose("Goblin")
    assert "Beast" not in d.chars(tusker).subtypes
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[tusker].damage == 0 and d.state.objects[cavalier].damage == 0
    assert d.zone_of("Daru Cavalier") == "battlefield"


def test_made_to_read_elf_an_elf_you_control_fights() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Contested Cliffs's text: the
    first target is an Elf creature you control (Elvish Warrior), not Krosan Tusker, a Beast;
    the Warrior fights Glory Seeker and destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Mountain", "Forest", "Island", "Krosan Tusker",
                  "Elvish Warrior")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    cliffs, warrior = d.find("Contested Cliffs"), d.find("Elvish Warrior")
    evolve(d, cliffs, "Beast", "Elf")
    options = start_activation(d, cliffs)
    assert warrior in options and d.find("Krosan Tusker") not in options
    d.choose(warrior)
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "battlefield"
