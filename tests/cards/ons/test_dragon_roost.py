"""Dragon Roost — {4}{R}{R} Enchantment.

Oracle: "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying. (It can't be blocked
except by creatures with flying or reach.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dragon Roost")


def test_makes_a_flying_five_five_red_dragon() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Dragon Roost")
    d = Driver(s.build())
    d.activate(0, "Dragon Roost")
    d.resolve()
    [dragon] = d.ids("Dragon Token", zone="battlefield", player=0)
    c = d.chars(dragon)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (5, 5, {"R"}, {"Dragon"})
    assert c.has("Flying")
    assert d.state.objects[dragon].tapped is False


def test_at_instant_speed_each_activation_a_dragon_that_can_t_attack_at_once() -> None:
    """CR 602.2, 117.1b: activated in the opponent's turn, once per seven mana; the Dragon
    token came under its controller's control that turn, so it can't attack on that turn
    (CR 302.6), but it can on the next."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 14, "Dragon Roost")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    d.activate(0, "Dragon Roost")
    d.activate(0, "Dragon Roost")  # holding priority
    assert not [a for a in d.game.legal_actions()
                if getattr(a, "source", None) == d.find("Dragon Roost")]  # no mana left
    d.resolve_all()
    assert len(d.ids("Dragon Token", "battlefield", player=0)) == 2
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack(d.ids("Dragon Token", "battlefield", player=0))
    d.pass_until("end", turn=3)
    assert d.life(1) == 10


def test_the_dragon_created_this_turn_can_t_attack() -> None:
    """CR 302.6: a token created in its controller's main phase can't attack that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Dragon Roost", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Dragon Roost")
    d.resolve()
    dragon = d.find("Dragon Token", "battlefield")
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert d.find("Glory Seeker") in attackers and dragon not in attackers


def test_destroyed_in_response_the_dragon_is_still_created() -> None:
    """CR 113.7a: Naturalize destroys the Roost with its ability on the stack; the Dragon is
    still created."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Dragon Roost")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.activate(0, "Dragon Roost")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Dragon Roost")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Dragon Roost") == "graveyard"
    assert len(d.ids("Dragon Token", "battlefield", player=0)) == 1


def test_the_dragon_can_be_blocked_only_by_flying_or_reach() -> None:
    """CR 702.9b, 702.17b: attacking, the Dragon can be blocked by Silklash Spider (reach) but
    not by Glory Seeker."""
    from manastack.decisions.actions import DeclareBlocker

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Dragon Roost")
    s.battlefield(1, "Glory Seeker", "Silklash Spider")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Dragon Roost")
    d.resolve()
    dragon = d.find("Dragon Token", "battlefield")
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([dragon])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions()
                if isinstance(a, DeclareBlocker) and a.attacker == dragon}
    assert blockers == {d.find("Silklash Spider")}


def test_six_mana_isnt_enough() -> None:
    """CR 602.2b, 601.2h: {5}{R}{R} is seven mana: with six Mountains the ability isn't
    offered."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Dragon Roost")
    d = Driver(s.build())
    roost = d.find("Dragon Roost")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == roost]


def test_made_to_read_goblin_it_makes_flying_five_five_goblins() -> None:
    """CR 612.2a, 111.4: Artificial Evolution replaces Dragon with Goblin in Dragon Roost's
    text: it creates 5/5 red Goblin creature tokens with flying, named Goblin Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", *["Mountain"] * 7, "Dragon Roost")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Dragon Roost")])
    d.resolve()
    d.choose("Dragon")
    d.choose("Goblin")
    d.activate(0, "Dragon Roost")
    d.resolve()
    [g] = d.ids("Goblin Token", zone="battlefield", player=0)
    ch = d.chars(g)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (5, 5, {"R"}, {"Goblin"})
    assert ch.has("Flying") and not d.ids("Dragon Token")
