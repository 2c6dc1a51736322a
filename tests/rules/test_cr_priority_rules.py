"""Priority around special actions and while spells are being cast (CR 116, 117, 405.6)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_playing_a_land_uses_no_stack_and_its_player_gets_priority_again() -> None:
    """CR 116.1, 116.2a, 116.3, 405.6d: playing a land is a special action: the Forest is on the
    battlefield at once, nothing goes on the stack, and player 0 has priority afterward."""
    s = Scenario(seed=1)
    s.hand(0, "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Forest")
    assert d.zone_of("Forest") == "battlefield"
    assert d.state.stack == []
    dec = d.expect("priority")
    assert dec.player == 0


def test_turning_a_creature_face_up_uses_no_stack_and_its_player_keeps_priority() -> None:
    """CR 116.2b, 116.3, 117.1c, 405.6d: turning Daru Lancer face up (its morph cost paid)
    happens at once while Shock waits on the stack: the Shock is still the only object on the
    stack, the Lancer is a 3/4 before Shock resolves, and player 0 receives priority
    afterward."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.pass_priority()
    shock = d.cast(1, "Shock", targets=[lancer])
    d.pass_priority()  # player 1 passes; player 0 now has priority with Shock on the stack
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.state.stack == [shock]
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 4)
    assert d.expect("priority").player == 0
    d.resolve()
    assert d.zone_of("Daru Lancer") == "battlefield"


def test_mana_abilities_are_activated_while_a_spell_is_being_cast() -> None:
    """CR 117.1d, 118.2, 118.3c, 118.3a: with Shock announced and its target chosen, the
    cost-paying step offers player 0 the Mountain's mana ability (not mandatory to activate
    beforehand); activating it adds {R}, which is removed from the pool to pay, and Shock is
    cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.choose(1)
    d.expect("pay_mana")
    mountain = d.find("Mountain")
    offered = [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert [a.source for a in offered] == [mountain]
    d.act(0, offered[0])
    assert d.state.objects[mountain].tapped
    assert d.state.players[0].mana_pool == {}
    assert d.zone_of("Shock") == "stack"
    assert d.expect("priority").player == 0
