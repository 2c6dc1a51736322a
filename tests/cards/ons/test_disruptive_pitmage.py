"""Disruptive Pitmage — {2}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Counter target spell unless its controller pays {1}.
Morph {U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Disruptive Pitmage")


def setup(mountains: int = 2, face_down: bool = False, sick: bool = False) -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", face_down=face_down, sick=sick)
    s.battlefield(0, "Island")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def shock_player_0(d: Driver) -> int:
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    return shock


def resolve_ability(d: Driver) -> None:
    d.pass_priority()
    d.pass_priority()


def test_counters_a_spell_whose_controller_declines() -> None:
    d = setup()
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    assert d.state.objects[d.find("Disruptive Pitmage")].tapped
    resolve_ability(d)
    assert d.expect("unless_payment").player == 1
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20


def test_the_spell_resolves_when_its_controller_pays_one() -> None:
    d = setup()
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    d.choose("pay")
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_without_spare_mana_only_declining_is_possible() -> None:
    d = setup(mountains=1)
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"


def test_summoning_sick_pitmage_cant_use_its_tap_ability() -> None:
    d = setup(sick=True)
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    pit = d.find("Disruptive Pitmage")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pit]


def test_face_down_it_has_no_ability_until_turned_face_up_for_its_morph_cost() -> None:
    """CR 708.2: a face-down 2/2 has no abilities; turned face up (CR 702.37e) for {U}, it
    keeps having been under its controller's control, so it can tap at once."""
    d = setup(face_down=True)
    shock = shock_player_0(d)
    pit = d.find("Disruptive Pitmage")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pit]
    d.special(0, "turn_face_up", pit)
    d.pay()
    assert d.chars(pit).name == "Disruptive Pitmage"
    d.activate(0, pit, targets=[shock])
    resolve_ability(d)
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
