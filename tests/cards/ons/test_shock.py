"""Shock — {R} Instant.

Oracle: "Shock deals 2 damage to any target."
Rulings covered: none in the seed documents or the card data.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import CastSpell, Choose, Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shock")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_shock_kills_a_two_toughness_creature() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Shock", zone="graveyard")


def test_shock_to_a_player() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_shock_fizzles_when_its_target_is_gone() -> None:
    """CR 608.2b: with its only target illegal, the spell doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()  # the second Shock kills it
    d.resolve()  # the first has no legal target now
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.life(1) == 20


def test_shock_removes_two_loyalty_from_a_planeswalker() -> None:
    """CR 120.3c, 306.8: damage dealt to a planeswalker removes that many loyalty counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Arlinn, the Pack's Hope")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.cast(0, "Shock", targets=[arlinn])
    d.resolve()
    assert d.state.objects[arlinn].counters.get("loyalty") == 2
    assert d.life(1) == 20


def test_a_planeswalker_with_two_loyalty_is_put_into_the_graveyard() -> None:
    """CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Arlinn, the Pack's Hope", counters={"loyalty": 2})
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Arlinn, the Pack's Hope")])
    d.resolve()
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"


def test_damage_short_of_lethal_wears_off_at_cleanup() -> None:
    """CR 120.3e, 514.2: 2 damage on a 2/3 is not lethal; it is removed in the cleanup
    step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2 and d.zone_of("Elvish Warrior") == "battlefield"
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].damage == 0


def test_hexproof_player_and_humans_cant_be_targeted_by_an_opponent() -> None:
    """CR 702.11b, 115.1: Sigarda gives its controller and the Humans they control hexproof:
    the opponent's Shock may target neither (Glory Seeker is a Human Soldier), only Sigarda
    herself; choosing the player is refused, naming the problem."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Sigarda, Heron's Grace", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert 1 not in offered and d.find("Glory Seeker") not in offered
    assert {0, d.find("Sigarda, Heron's Grace")} <= offered
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="hexproof"):
        d.choose(1)
    assert d.game.to_json() == before


def test_its_controller_may_target_its_own_hexproof_creature() -> None:
    """CR 702.11b: hexproof stops only opponents' spells: Sigarda's controller may Shock their
    own Human."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Sigarda, Heron's Grace", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_two_headed_giant_the_team_loses_the_two() -> None:
    """CR 810.9: damage dealt to a player is applied to their team's shared life total."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[3])
    d.resolve()
    assert d.life(2) == d.life(3) == 28 and d.life(0) == 30


def test_shock_from_a_commander_player_is_not_commander_damage() -> None:
    """CR 903.10a: only combat damage a commander deals counts as commander damage; Shock is
    no commander and deals noncombat damage: 40 life to 38 and nothing more."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 38


def test_a_face_down_creature_dies_and_is_revealed() -> None:
    """CR 708.2a, 708.9: a face-down creature is a 2/2; Shock kills it, and as it leaves the
    battlefield it is revealed to every player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    assert "Exalted Angel" not in json.dumps(d.game.view(0))
    d.cast(0, "Shock", targets=[angel])
    d.resolve()
    assert d.ids("Exalted Angel", zone="graveyard")
    assert "Exalted Angel" in json.dumps(d.game.view(0)["players"][1]["graveyard"])


def test_a_card_in_a_graveyard_is_not_a_target() -> None:
    """CR 115.4: "any target" is a creature, player, planeswalker or battle: a card in a
    graveyard is refused and the game left unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="any target"):
        d.choose(d.find("Glory Seeker", "graveyard"))
    assert d.game.to_json() == before


def test_targeting_a_face_down_creature_names_nothing_to_the_caster() -> None:
    """CR 708.5, 708.6: the caster may not look at the opponent's face-down creature; the
    spell's target and the log of its becoming a target show it unnamed to them while it is
    on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Shock", targets=[angel])
    mine = d.game.view(0)
    assert "Exalted Angel" not in json.dumps(mine)
    shown = [e for e in mine["log"] if e["kind"] == "becomes_target"]
    assert shown and shown[-1]["object"] == angel and shown[-1]["card"] is None
    assert "Exalted Angel" in json.dumps(d.game.view(1))


def test_protection_from_red_gained_in_response_makes_its_target_illegal() -> None:
    """CR 702.16b, 608.2b: Crown of Awe, sacrificed in response, gives the enchanted Daru
    Healer and every creature sharing a creature type with it (Glory Seeker, a Human too)
    protection from red: Shock's target is illegal and it doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Daru Healer")
    s.battlefield(1, "Crown of Awe", attached_to="Daru Healer")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.activate(1, "Crown of Awe")
    d.resolve()
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Glory Seeker") == "battlefield" and d.state.objects[seeker].damage == 0


def test_a_creature_with_protection_from_red_cant_be_targeted() -> None:
    """CR 702.16b: the Daru Healer enchanted by Crown of Awe can't be the target of a red
    spell; choosing it is refused naming protection."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Daru Healer")
    s.battlefield(1, "Crown of Awe", attached_to="Daru Healer")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="protection"):
        d.choose(d.find("Daru Healer"))
    assert d.game.to_json() == before


def test_a_targeted_player_who_leaves_the_game_makes_it_do_nothing() -> None:
    """CR 800.4a, 608.2b: in a three-player game the targeted player concedes in response;
    no longer in the game, they are no legal target, and Shock doesn't resolve."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.act(2, Concede())
    assert d.state.players[2].lost
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.life(1) == 20 and d.zone_of("Shock") == "graveyard"


def test_two_shocks_the_same_turn_add_up_to_lethal_damage() -> None:
    """CR 120.3e, 120.6, 704.5g: the first Shock leaves 2 damage marked on Elvish Warrior (2/3),
    not lethal; the second adds 2 more, 4 in all, and the state-based action destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2 and d.zone_of("Elvish Warrior") == "battlefield"
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_its_controller_may_target_themselves() -> None:
    """CR 115.1, 115.4 ("any target"), 120.3a: a player may choose themselves as Shock's
    target; its controller loses 2 life, the opponent none."""
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 20)
