"""Outland Liberator // Frenzied Trapbreaker — {1}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (green).

Oracle: Front: "{1}, Sacrifice Outland Liberator: Destroy target artifact or enchantment. /
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
Back: "{1}, Sacrifice Frenzied Trapbreaker: Destroy target artifact or enchantment. /
Whenever Frenzied Trapbreaker attacks, destroy target artifact or enchantment defending player
controls. / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Outland Liberator")

FRONT, BACK = faces("Outland Liberator")


def _liberator(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Outland Liberator", transformed=night)
    s.battlefield(0, "Forest", "Mysterious Tome")
    s.battlefield(1, "Moonsilver Key", "Ominous Roost", "Glory Seeker")
    return Driver(s.build())


@pytest.mark.parametrize("night", [False, True])
def test_sacrifice_it_to_destroy_an_artifact_or_enchantment(night: bool) -> None:
    d = _liberator(night)
    assert d.chars(d.find("Outland Liberator")).name == (BACK if night else FRONT)
    d.activate(0, "Outland Liberator", targets=[d.find("Ominous Roost")])
    assert d.zone_of("Outland Liberator") == "graveyard"  # sacrificed as a cost
    assert d.state.objects[d.find("Forest")].tapped
    d.resolve()
    assert d.zone_of("Ominous Roost") == "graveyard"
    assert d.zone_of("Moonsilver Key") == "battlefield"


def test_only_artifacts_and_enchantments_can_be_targeted() -> None:
    d = _liberator(night=False)
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Outland Liberator"))
    d.act(0, act)
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {d.find("Moonsilver Key"), d.find("Ominous Roost"),
            d.find("Mysterious Tome")} <= offered
    assert d.find("Glory Seeker") not in offered and d.find("Forest") not in offered


def test_the_trapbreaker_destroys_one_of_the_defending_player_s_when_it_attacks() -> None:
    d = _liberator(night=True)
    breaker = d.find("Outland Liberator")
    d.to_combat()
    d.attack([breaker])
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered >= {d.find("Moonsilver Key"), d.find("Ominous Roost")}
    assert d.find("Mysterious Tome") not in offered  # its controller isn't defending
    d.choose(d.find("Moonsilver Key"))
    d.resolve()
    assert d.zone_of("Moonsilver Key") == "graveyard"
    assert d.zone_of("Ominous Roost") == "battlefield"


def test_the_liberator_has_no_attack_trigger() -> None:
    d = _liberator(night=False)
    d.to_combat()
    d.attack([d.find("Outland Liberator")])
    assert d.decision.kind == "priority" and not d.state.stack


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0565", "MID-OR-0566", "MID-OR-0567", "MID-OR-0568", "MID-OR-0569",
        "MID-OR-0570", "MID-OR-0571", "MID-OR-0572", "MID-OR-0573", "MID-OR-0574",
    )
    CARD, BACK = "Outland Liberator", "Frenzied Trapbreaker"


def test_attacking_a_planeswalker_destroys_what_its_controller_controls() -> None:
    """CR 508.5, 506.2a: in a three-player game, Frenzied Trapbreaker attacking player 2's
    Teferi has player 2 as its defending player: only player 2's Pithing Needle can be
    targeted, not player 1's Silver Bolt."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Outland Liberator", transformed=True)
    s.day_night("night")
    s.battlefield(1, "Silver Bolt")
    s.battlefield(2, "Teferi, Who Slows the Sunset", "Pithing Needle")
    for p in range(3):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    breaker = d.find("Outland Liberator")
    d.to_combat()
    d.attack({breaker: d.find("Teferi, Who Slows the Sunset")})
    d.expect("target")
    choices = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert choices == {d.find("Pithing Needle")}
    d.choose(d.find("Pithing Needle"))
    d.resolve()
    assert d.zone_of("Pithing Needle") == "graveyard"
    assert d.zone_of("Silver Bolt") == "battlefield"


def test_the_attack_trigger_resolves_after_the_trapbreaker_is_sacrificed() -> None:
    """The triggered ability exists independently of its source (CR 113.7a): the Trapbreaker
    sacrificed in response (its own ability, destroying the Roost) still has its attack
    trigger destroy the Key."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Outland Liberator", "Forest", transformed=True)
    s.battlefield(1, "Moonsilver Key", "Ominous Roost")
    d = Driver(s.build())
    breaker = d.find("Outland Liberator")
    d.to_combat()
    d.attack([breaker])
    d.choose(d.find("Moonsilver Key"))
    d.activate(0, breaker, targets=[d.find("Ominous Roost")])
    assert d.zone_of("Outland Liberator") == "graveyard"
    d.resolve_all()
    assert d.zone_of("Ominous Roost") == "graveyard"
    assert d.zone_of("Moonsilver Key") == "graveyard"


def test_the_attack_trigger_with_no_legal_target_and_a_target_gone_on_resolution() -> None:
    """With no artifact or enchantment of the defending player's to target, the triggered
    ability is removed from the stack (CR 603.3d); with its target destroyed in response, it
    does nothing on resolution (CR 608.2b)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Outland Liberator", transformed=True)
    s.battlefield(0, "Mysterious Tome")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Outland Liberator")])
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Mysterious Tome") == "battlefield"

    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Outland Liberator", transformed=True)
    s.battlefield(0, "Outland Liberator", "Forest", transformed=True)
    s.battlefield(1, "Moonsilver Key")
    d = Driver(s.build())
    first, second = d.ids("Outland Liberator")
    key = d.find("Moonsilver Key")
    d.to_combat()
    d.attack([first])
    d.choose(key)
    d.activate(0, second, targets=[key])
    d.resolve()
    assert d.zone_of("Moonsilver Key") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.zone_of("Outland Liberator") == "battlefield"


def test_two_headed_giant_only_the_attacked_player_s_permanents_can_be_targeted() -> None:
    """CR 805.10e: "defending player" is the one player the Trapbreaker attacks: attacking
    player 3, their Ominous Roost may be targeted, but not the Moonsilver Key of their
    teammate player 2, nor the attacking team's Mysterious Tome."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("night")
    s.battlefield(0, "Outland Liberator", transformed=True)
    s.battlefield(1, "Mysterious Tome")
    s.battlefield(2, "Moonsilver Key")
    s.battlefield(3, "Ominous Roost")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Outland Liberator"): 3})
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Ominous Roost") in offered
    assert d.find("Moonsilver Key") not in offered and d.find("Mysterious Tome") not in offered
    d.choose(d.find("Ominous Roost"))
    d.resolve()
    assert d.zone_of("Ominous Roost") == "graveyard"
    assert d.zone_of("Moonsilver Key") == "battlefield"
