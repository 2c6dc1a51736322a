"""Goblin Sharpshooter — {2}{R} Creature — Goblin 1/1.

Oracle: "Goblin Sharpshooter doesn't untap during your untap step. / Whenever a creature
dies, untap Goblin Sharpshooter. / {T}: Goblin Sharpshooter deals 1 damage to any target."
Rulings covered: ONS-FAQ-124 (one trigger per creature; shoot after each resolves).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Sharpshooter")


def test_doesnt_untap_normally() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[d.find("Goblin Sharpshooter")].tapped


def test_the_other_permanents_untap_beside_it() -> None:
    """CR 502.3: the active player's other permanents untap as usual; only the Sharpshooter
    stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", "Mountain", "Glory Seeker", tapped=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[d.find("Goblin Sharpshooter")].tapped
    assert not d.state.objects[d.find("Mountain", "battlefield")].tapped
    assert not d.state.objects[d.find("Glory Seeker")].tapped


@pytest.mark.ruling("ONS-FAQ-124")
def test_untaps_once_per_dying_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    s.battlefield(1, "Festering Goblin", "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    a, b = d.ids("Festering Goblin")
    seeker = d.find("Glory Seeker")
    d.activate(0, shooter, targets=[a])
    d.resolve()
    d.choose(b)  # goblin a's dies trigger: -1/-1 on goblin b
    d.resolve()  # goblin b dies
    d.choose(seeker)  # goblin b's trigger: the Seeker becomes 1/1
    untaps = [x for x in d.state.stack if d.state.objects[x].source == shooter]
    assert len(untaps) == 2  # one trigger per creature that died
    d.resolve()  # the Seeker shrinks
    d.resolve()  # the first untap trigger
    assert not d.state.objects[shooter].tapped
    d.activate(0, shooter, targets=[seeker])  # shoot between the two untaps
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    while d.state.stack:
        d.resolve()
    assert not d.state.objects[shooter].tapped
    d.activate(0, shooter, targets=[1])
    d.resolve()
    assert d.life(1) == 19


def test_shooting_a_token_dead_untaps_it() -> None:
    """CR 700.4, 111.7: a token dies too (it is put into the graveyard before it ceases to
    exist): shooting player 1's 1/1 Bird token untaps the Sharpshooter, which shoots again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    s.token(1, "Bird")
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    d.activate(0, shooter, targets=[d.find("Bird")])
    assert d.state.objects[shooter].tapped
    d.resolve()
    assert d.ids("Bird") == [] and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.objects[shooter].tapped
    d.activate(0, shooter, targets=[1])
    d.resolve()
    assert d.life(1) == 19


def test_a_creature_exiled_doesnt_untap_it() -> None:
    """CR 700.4: "dies" is put into a graveyard from the battlefield; Swords to Plowshares
    exiling Glory Seeker triggers nothing, and the tapped Sharpshooter stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Swords to Plowshares")
    d = Driver(s.build())
    d.cast(0, "Swords to Plowshares", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile" and not d.state.stack
    assert d.state.objects[d.find("Goblin Sharpshooter")].tapped


def test_summoning_sick_it_cant_shoot() -> None:
    """CR 302.6: the {T} ability of a creature that came under its controller's control this
    turn can't be activated; activating it is refused with an error and nothing changes."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", sick=True)
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(shooter, 0))
    assert not d.state.objects[shooter].tapped and not d.state.stack


def test_its_own_death_untaps_nothing() -> None:
    """CR 603.10a, 400.7: Starstorm (X=2) kills the tapped Sharpshooter and Glory Seeker at
    once; both deaths trigger it (leaves-the-battlefield abilities look back), but the card in
    the graveyard is a new object: nothing is untapped and no error is raised."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    s.battlefield(0, "Glory Seeker", *["Mountain"] * 4)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Goblin Sharpshooter") == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.zone_of("Goblin Sharpshooter") == "graveyard" and not d.state.stack


def test_creatures_leaving_with_a_conceding_player_dont_die() -> None:
    """CR 800.4a, 700.4: three players; player 2 concedes and their Glory Seeker leaves the
    game with them, not put into a graveyard: it doesn't die and the tapped Sharpshooter
    stays tapped. A creature dying afterwards still untaps it."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    for p in range(3):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    d.act(2, Concede())
    assert not d.state.players[2].in_game
    assert d.ids("Glory Seeker", "graveyard") == []
    d.expect("priority")
    assert not d.state.stack and d.state.objects[shooter].tapped
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.objects[shooter].tapped
