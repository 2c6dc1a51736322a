"""Smother — {1}{B} Instant.

Oracle: "Destroy target creature with mana value 3 or less. It can't be regenerated."
Rulings covered: ONS-FAQ-073, ONS-FAQ-074.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Smother")


def test_only_small_creatures_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Silvos, Rogue Elemental", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Smother", "hand")))
    opts = {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert opts == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


def test_no_legal_target_means_it_cannot_be_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Silvos, Rogue Elemental")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("ONS-FAQ-073", "ONS-OR-0123")
def test_tokens_and_face_down_creatures_have_mana_value_zero() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Plains", "Plains", "Plains", "Mobilization")
    s.battlefield(1, "Krosan Colossus", face_down=True)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.activate(1, "Mobilization")
    d.resolve()
    token, colossus = d.find("Soldier Token"), d.find("Krosan Colossus")
    assert d.chars(token).mana_value == 0 and d.chars(colossus).mana_value == 0
    d.pass_priority()  # player 1 passes; player 0 may cast an instant
    d.act(0, CastSpell(d.find("Smother", "hand")))
    opts = {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert opts == {token, colossus}
    d.choose(colossus)
    d.pay()
    d.resolve()
    assert d.ids("Krosan Colossus", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-074", "ONS-OR-0122")
def test_x_in_a_creatures_mana_cost_is_zero() -> None:
    """Contortionist Troupe ({X}{G}) cast with X = 5 has mana value 1 on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Swamp", "Swamp")
    s.hand(0, "Contortionist Troupe", "Smother")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=5)
    d.resolve()
    troupe = d.find("Contortionist Troupe", zone="battlefield")
    assert d.chars(troupe).power == 5 and d.chars(troupe).mana_value == 1
    d.cast(0, "Smother", targets=[troupe])
    d.resolve()
    assert d.ids("Contortionist Troupe", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0123")
def test_a_token_copying_a_creature_has_that_creatures_mana_value() -> None:
    """Official ruling: "A token has a mana value of 0, unless it is copying something
    else."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Croaking Counterpart", "Smother")
    s.battlefield(1, "Krosan Colossus", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Krosan Colossus")])
    d.resolve()
    token = next(o for o in d.ids("Krosan Colossus", zone="battlefield")
                 if d.state.objects[o].controller == 0)
    assert d.chars(token).mana_value == 9
    d.act(0, CastSpell(d.find("Smother", "hand")))
    assert {a.value for a in d.decision.actions} == {d.find("Glory Seeker")}


@pytest.mark.ruling("ONS-OR-0124", "ONS-OR-0122")
def test_a_copy_has_the_mana_value_of_what_it_copies() -> None:
    """Official ruling: "If a creature is copying something else, its mana value is the mana
    value of whatever it's copying."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Clone", "Smother")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker"))
    clone = d.state.battlefield[-1]
    assert d.chars(clone).mana_value == 2  # not Clone's 4
    d.act(0, CastSpell(d.find("Smother", "hand")))
    assert clone in {a.value for a in d.decision.actions}
    d.choose(clone)
    d.pay()
    d.resolve()
    assert d.zone_of("Clone") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-073", "ONS-OR-0122")
def test_a_land_made_a_creature_has_mana_value_zero() -> None:
    """Kamahl, Fist of Krosa makes a Forest a 1/1 creature: it has no mana cost, so Smother may
    target and destroy it (CR 202.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Kamahl, Fist of Krosa", "Forest", "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    forest = d.ids("Forest")[0]
    d.activate(1, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    assert d.chars(forest).is_creature and d.chars(forest).mana_value == 0
    d.pass_priority()
    d.act(0, CastSpell(d.find("Smother", "hand")))
    assert forest in {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    d.choose(forest)
    d.pay()
    d.resolve()
    assert forest not in d.state.battlefield and len(d.ids("Forest", zone="graveyard")) == 1


@pytest.mark.ruling("ONS-OR-0122")
def test_the_alternative_cost_paid_is_ignored() -> None:
    """Official ruling: "... Ignore any alternative costs or additional costs (such as kicker)
    paid when the creature was cast." (CR 202.3, 702.37c)

    Daru Lancer ({4}{W}{W}) cast face down for {3} and turned face up has mana value 6: Smother
    can't target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, *["Plains"] * 7)
    s.hand(1, "Daru Lancer")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    lancer = d.cast(1, "Daru Lancer", method="face_down")
    d.resolve()
    lancer = d.find("Daru Lancer", zone="battlefield")
    d.special(1, "turn_face_up", lancer)
    d.pay()
    assert not d.state.objects[lancer].face_down
    assert d.chars(lancer).mana_value == 6
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_mana_value_exactly_three_can_be_targeted_four_cannot() -> None:
    """CR 202.3: "mana value 3 or less" includes 3 (Skirk Commando, {2}{R}) and not 4
    (Daru Cavalier, {3}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Skirk Commando", "Daru Cavalier")
    d = Driver(s.build())
    assert d.chars(d.find("Skirk Commando")).mana_value == 3
    assert d.chars(d.find("Daru Cavalier")).mana_value == 4
    d.act(0, CastSpell(d.find("Smother", "hand")))
    opts = {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert opts == {d.find("Skirk Commando")}


def test_a_regeneration_shield_doesnt_save_it() -> None:
    """CR 701.19c: "it can't be regenerated": Boneknitter's regeneration shield, made in
    response, is not applied; the Boneknitter is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.cast(0, "Smother", targets=[knitter])
    d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()  # the shield
    d.resolve()
    assert d.ids("Boneknitter", zone="graveyard")


def test_turned_face_up_in_response_its_mana_value_is_too_high() -> None:
    """CR 608.2b, 708.8, 202.3: the face-down Exalted Angel (mana value 0) is turned face up
    in response; as an Angel of mana value 6 it is no longer a legal target, so Smother
    doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Smother", targets=[angel])
    d.pass_priority()
    d.special(1, "turn_face_up", angel)
    d.pay()
    assert d.chars(angel).mana_value == 6
    d.resolve()
    assert d.zone_of("Exalted Angel") == "battlefield"
    assert d.zone_of("Smother") == "graveyard"
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_a_transformed_permanent_has_its_front_faces_mana_value() -> None:
    """CR 712.8e: Moonrage Brute (Brutal Cathar, {2}{W}, transformed) has mana value 3, so it
    can be targeted; its ward asks for 3 life, which paid lets Smother destroy it
    (CR 702.21a)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Brutal Cathar", transformed=True)
    d = Driver(s.build())
    brute = d.find("Brutal Cathar")
    assert d.chars(brute).name == "Moonrage Brute" and d.chars(brute).mana_value == 3
    d.cast(0, "Smother", targets=[brute])
    while d.decision.kind == "priority" and len(d.state.stack) > 1:
        d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    assert d.life(0) == 17
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"


def test_a_creature_whose_front_face_costs_four_cant_be_targeted() -> None:
    """CR 712.8e: Arlinn, the Moon's Fury made a creature by her [0] has the mana value of
    Arlinn, the Pack's Hope ({2}{R}{G}): 4, too much for Smother, which can't be cast with no
    other creature around (CR 601.2c)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, arlinn, index=2)
    d.resolve()
    assert d.chars(arlinn).is_creature and d.chars(arlinn).mana_value == 4
    d.pass_priority()
    assert d.decision.player == 1
    assert CastSpell(d.find("Smother", "hand")) not in d.game.legal_actions()
