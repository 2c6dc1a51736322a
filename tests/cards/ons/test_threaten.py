"""Threaten — {2}{R} Sorcery.

Oracle: "Untap target creature and gain control of it until end of turn. That creature gains
haste until end of turn. (It can attack and {T} this turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Threaten")


def test_untaps_steals_and_hastes_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert c.controller == 0 and c.has("Haste")
    assert not d.state.objects[seeker].tapped
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=3)
    assert d.life(1) == 18
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 1


def test_owner_can_attack_with_it_on_their_next_turn() -> None:
    """Control returns during the cleanup step, before the owner's turn begins, so the
    creature isn't summoning sick for its owner (CR 302.6, 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=4)
    assert d.life(0) == 18


def test_a_stolen_face_down_creature_can_be_looked_at_and_turned_up_by_its_new_controller() -> None:
    """The controller of a face-down permanent may look at it (CR 708.5) and turn it face up
    for its morph cost (CR 702.37e); after Threaten that is player 0, not its owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Threaten")
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")

    def seen_by_0() -> list[str]:
        return [c.get("card") for c in d.game.view(0)["battlefield"] if c["id"] == angel]

    assert seen_by_0() != ["Exalted Angel"]
    d.cast(0, "Threaten", targets=[angel])
    d.resolve()
    assert seen_by_0() == ["Exalted Angel"]
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert c.name == "Exalted Angel" and c.controller == 0


def test_target_gone_before_it_resolves_nothing_happens() -> None:
    """CR 608.2b: the targeted Glory Seeker Shocked in response, Threaten doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Ambitious Farmhand", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Threaten", targets=[d.find("Ambitious Farmhand")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Ambitious Farmhand")])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.zone_of("Threaten") == "graveyard"


def test_a_stolen_creature_sacrificed_goes_to_its_owners_graveyard() -> None:
    """CR 108.3, 400.3: player 0 sacrifices the stolen Ravenous Baloth to its own ability: it
    is put into player 1's graveyard, and player 0, its controller, gains the 4 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Threaten", targets=[baloth])
    d.resolve()
    d.activate(0, baloth, choices=[baloth])
    d.resolve()
    assert d.ids("Ravenous Baloth", "graveyard", player=1)
    assert d.life(0) == 24 and d.life(1) == 20


def test_its_a_sorcery_it_cant_be_cast_in_an_opponents_turn() -> None:
    """CR 307.1: sorcery timing: in the opponent's main phase, Threaten isn't castable."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find("Threaten"), "normal") not in d.game.legal_actions()


def test_a_stolen_commander_deals_commander_damage_to_its_owner() -> None:
    """CR 903.10a, 704.6c: combat damage dealt by a commander counts whoever controls it:
    player 1's commander Katilda, stolen and attacking player 1 (20 commander damage from her
    already), brings it to 21 and player 1 loses the game."""
    s = Scenario(format="commander", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.commander_damage(1, "Katilda, Dawnhart Prime", 20)
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    d.cast(0, "Threaten", targets=[katilda])
    d.resolve()
    d.to_combat()
    d.attack([katilda])
    for _ in range(20):
        if d.game.decision is None:
            break
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert not d.state.players[1].in_game
    assert d.life(1) == 39
