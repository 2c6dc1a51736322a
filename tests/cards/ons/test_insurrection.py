"""Insurrection — {5}{R}{R}{R} Sorcery.

Oracle: "Untap all creatures and gain control of them until end of turn. They gain haste until
end of turn."
Rulings covered: ONS-FAQ-176, ONS-FAQ-177, ONS-FAQ-178.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Insurrection")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(0, "Goblin Sky Raider", sick=True)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-176", "ONS-FAQ-177", "ONS-FAQ-178", "ONS-OR-0140")
def test_untaps_takes_and_hastes_every_creature() -> None:
    d = setup()
    for name in ("Glory Seeker", "Goblin Sky Raider", "Elvish Warrior", "Gluttonous Zombie"):
        oid = d.find(name)
        assert not d.state.objects[oid].tapped, name
        assert d.chars(oid).controller == 0, name
        assert d.chars(oid).has("Haste"), name


def test_stolen_creatures_attack_and_return_at_end_of_turn() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Goblin Sky Raider")])
    d.pass_until("end")
    assert d.life(1) == 17
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Elvish Warrior")).controller == 1
    assert d.chars(d.find("Goblin Sky Raider")).controller == 0


def test_a_creature_entering_afterwards_is_not_affected() -> None:
    """The set of creatures affected is determined as it resolves (CR 611.2c): a creature its
    caster casts afterwards gains no haste, and can't attack this turn (CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8), "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Insurrection", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    d.cast(0, "Wellwisher")
    d.resolve()
    well = d.find("Wellwisher")
    assert d.chars(well).controller == 0 and not d.chars(well).has("Haste")
    assert d.chars(d.find("Elvish Warrior")).has("Haste")
    d.to_combat()
    assert DeclareAttacker(d.find("Elvish Warrior"), 1) in d.game.legal_actions()
    assert DeclareAttacker(well, 1) not in d.game.legal_actions()


def test_every_opponent_s_creatures_come_and_go_back_to_each() -> None:
    """With three players it takes every creature on the battlefield; as the turn ends each
    returns to the player who controlled it before (CR 611.2a, 514.2)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(2, "Gluttonous Zombie")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    warrior, zombie = d.find("Elvish Warrior"), d.find("Gluttonous Zombie")
    assert d.chars(warrior).controller == 0 and d.chars(zombie).controller == 0
    assert not d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1 and d.chars(zombie).controller == 2
    assert not d.chars(warrior).has("Haste")


def test_a_stolen_zombie_token_triggers_its_new_controller_s_dreadhorde_invasion() -> None:
    """The opponent's 6/6 Zombie token, now controlled by the caster, attacks: it is "a Zombie
    token you control" for the caster's Dreadhorde Invasion, gains lifelink and its 6 damage
    gains its new controller 6 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8), "Dreadhorde Invasion")
    s.token(1, "TMIC:5", counters={"+1/+1": 4}, tapped=True)  # a 2/2 Zombie, made 6/6
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    token = d.find("Zombie Token")
    d.to_combat()
    d.attack([token])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(token).has("Lifelink")
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (26, 14)


def test_untapping_pearlspear_courier_ends_its_bonus() -> None:
    """Insurrection untaps every creature, the tapped Pearlspear Courier too: it no longer
    remains tapped, so the Soldier's +2/+2 ends (CR 611.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8), "Plains", "Plains", "Plains")
    s.battlefield(0, "Pearlspear Courier", "Glory Seeker")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Pearlspear Courier", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    d.cast(0, "Insurrection")
    d.resolve()
    assert not d.state.objects[d.find("Pearlspear Courier")].tapped
    assert d.chars(seeker).power == 2


def test_haste_lets_a_stolen_creature_use_its_tap_ability() -> None:
    """A creature that came under its controller's control this turn can't use a {T} ability
    unless it has haste (CR 302.6, 702.10c): the stolen Whipcorder's can be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8), "Plains")
    s.battlefield(1, "Whipcorder", "Glory Seeker")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Whipcorder", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].tapped


def test_a_stolen_commander_attacking_its_owner_deals_commander_damage() -> None:
    """Combat damage dealt by a commander counts as commander damage whoever controls it (CR
    903.10a): player 1's Kyler, taken by Insurrection, deals its owner 2 commander damage."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, *(["Mountain"] * 8))
    s.hand(0, "Insurrection")
    s.commander(1, "Kyler, Sigardian Emissary", zone="battlefield")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    kyler = d.find("Kyler, Sigardian Emissary")
    d.to_combat()
    d.attack([kyler])
    d.pass_until("postcombat_main")
    assert d.life(1) == 38
    assert d.state.players[1].commander_damage == {kyler: 2}
    assert d.state.players[0].commander_damage == {}


def test_in_two_headed_giant_the_teammate_s_creatures_are_taken_too() -> None:
    """"All creatures": the caster gains control of the teammate's creatures as well as the
    opponents' (CR 611.2a); each goes back to its controller at end of turn."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.hand(0, "Insurrection")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior", tapped=True)
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert d.chars(seeker).controller == 0 and d.chars(warrior).controller == 0
    assert not d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 1 and d.chars(warrior).controller == 2


def test_a_stolen_face_down_creature_can_be_looked_at_by_its_new_controller() -> None:
    """The controller of a face-down permanent may look at it (CR 708.5): while the caster
    controls the opponent's face-down creature their view names it; back under its owner's
    control after the turn, it is hidden from the caster again."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.hand(0, "Insurrection")
    s.battlefield(1, "Krosan Tusker", face_down=True)
    s.library(0, "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")

    def seen_by_0() -> list[object]:
        return [c.get("card") for c in d.game.view(0)["battlefield"] if c["id"] == tusker]

    assert seen_by_0() != ["Krosan Tusker"]
    d.cast(0, "Insurrection")
    d.resolve()
    assert d.chars(tusker).controller == 0
    assert seen_by_0() == ["Krosan Tusker"]
    d.pass_until("upkeep", turn=4)
    assert d.chars(tusker).controller == 1
    assert seen_by_0() != ["Krosan Tusker"]


def test_a_phased_out_creature_is_not_affected() -> None:
    """A phased-out permanent isn't among the objects an effect affects (CR 702.26b,
    702.26e): the opponent's tapped Elvish Warrior, phased out by Spectral Adversary, is
    neither untapped nor taken nor given haste; it phases in under its controller in their
    untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Mountain"] * 8)
    s.hand(0, "Spectral Adversary", "Insurrection")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.choose(warrior)
    d.resolve_all()
    assert d.state.objects[warrior].phased_out
    d.cast(0, "Insurrection")
    d.resolve()
    assert d.chars(d.find("Spectral Adversary")).has("Haste")
    c = d.chars(warrior)
    assert c.controller == 1 and not c.has("Haste") and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[warrior].phased_out and d.chars(warrior).controller == 1


def test_an_opponent_leaving_takes_their_creatures_with_them() -> None:
    """With three players, a player who concedes leaves the game with every object they own
    (CR 800.4a), the creature Insurrection's caster controls too."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Gluttonous Zombie")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).controller == 0
    d.act(2, Concede())
    assert zombie not in d.state.battlefield
    assert d.chars(d.find("Elvish Warrior")).controller == 0


def test_the_caster_leaving_ends_the_control_effect() -> None:
    """When the caster leaves the game, effects giving them control of objects end (CR
    800.4a): each creature is back under the player who controlled it before."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Gluttonous Zombie")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    warrior, zombie = d.find("Elvish Warrior"), d.find("Gluttonous Zombie")
    d.act(0, Concede())
    assert d.chars(warrior).controller == 1 and d.chars(zombie).controller == 2
    assert warrior in d.state.battlefield and zombie in d.state.battlefield


def test_a_stolen_creature_dying_under_liesa_s_controller_returns_to_its_owner_s_hand() -> None:
    """The opponent's Glory Seeker, controlled by Insurrection's caster, dies under that
    player's control: it isn't "a creature an opponent controls" for the caster's Liesa, so
    it dies (not exiled), and as "another nontoken creature you control" it triggers Liesa,
    returning to its owner's hand at the end step (CR 603.10a, 108.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liesa, Forgotten Archangel", *(["Mountain"] * 9))
    s.hand(0, "Insurrection", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    d.pass_until("end")
    assert d.find("Glory Seeker") in d.state.players[1].hand
