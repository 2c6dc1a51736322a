"""Prowling Pangolin — {3}{B}{B} Creature — Pangolin Beast 6/5.

Oracle: "When Prowling Pangolin enters the battlefield, any player may sacrifice two creatures.
If a player does, sacrifice Prowling Pangolin."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Prowling Pangolin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    return d


def test_an_opponent_sacrifices_two_creatures_to_kill_it() -> None:
    d = setup()
    # the active player, who controls two creatures (the Pangolin and the Seeker), goes first
    d.expect("may")
    assert d.decision.player == 0
    d.choose(False)
    assert d.decision.player == 1
    d.choose(True)
    d.choose(d.find("Goblin Sledder"))
    d.choose(d.find("Nosy Goblin"))
    assert d.ids("Goblin Sledder", zone="graveyard") and d.ids("Nosy Goblin", zone="graveyard")
    assert d.ids("Prowling Pangolin", zone="graveyard")
    assert d.ids("Elvish Warrior", zone="battlefield")


def test_nobody_pays_and_it_stays() -> None:
    d = setup()
    d.choose(False)
    d.choose(False)
    assert d.ids("Prowling Pangolin", zone="battlefield")
    assert d.ids("Goblin Sledder", zone="battlefield")


def test_its_controller_may_sacrifice_it_as_one_of_the_two() -> None:
    """The Pangolin's controller is "any player" too, and the Pangolin is one of their
    creatures: sacrificing it and the Seeker, then "sacrifice Prowling Pangolin" finds it gone
    and does nothing more (CR 701.21a); the opponent, the choice made, isn't asked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Prowling Pangolin") == "graveyard" and d.zone_of("Glory Seeker") == \
        "graveyard"
    assert d.zone_of("Goblin Sledder") == "battlefield" and d.zone_of("Nosy Goblin") == \
        "battlefield"


def test_a_player_with_fewer_than_two_creatures_isn_t_asked() -> None:
    """CR 701.21a, 118.3: a player can't sacrifice two creatures with fewer than two; the
    controller (the Pangolin alone) and a one-creature opponent aren't offered the choice,
    and the Pangolin stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Prowling Pangolin") == "battlefield"


def test_once_one_player_sacrifices_the_next_isn_t_asked() -> None:
    """Three players: player 0 controls only the Pangolin; player 1 sacrifices two; player 2,
    next in turn order, is not asked, and keeps both creatures."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin")
    s.battlefield(2, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    d.expect("may")
    assert d.decision.player == 1
    d.choose(True)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Prowling Pangolin") == "graveyard"
    assert d.zone_of("Goblin Sledder") == "graveyard" and d.zone_of("Nosy Goblin") == \
        "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield" and d.zone_of("Elvish Warrior") == \
        "battlefield"


def test_the_pangolin_gone_players_may_still_sacrifice() -> None:
    """CR 113.7a: the trigger resolves though the Pangolin was returned to its owner's hand
    by Dispersing Orb in response; the opponent is still offered the sacrifice, and when
    they make it, "sacrifice Prowling Pangolin" finds nothing: the card in its owner's hand
    is a new object (CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior", *["Island"] * 4,
                  "Dispersing Orb")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.pass_priority()
    d.activate(1, "Dispersing Orb", targets=[d.find("Prowling Pangolin", "battlefield")],
               choices=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Prowling Pangolin") == "hand"
    d.resolve()
    d.expect("may")
    assert d.decision.player == 1  # player 0 controls one creature: not asked
    d.choose(True)  # their only two creatures left
    assert d.zone_of("Goblin Sledder") == "graveyard" and d.zone_of("Nosy Goblin") == \
        "graveyard"
    assert not d.state.stack and d.zone_of("Prowling Pangolin") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_two_are_chosen_then_sacrificed_together_and_wrong_choices_are_refused() -> None:
    """CR 701.21a: a player sacrifices only their own permanents, each once; the opponent's
    choice of the caster's Glory Seeker or the Pangolin, and of the Goblin Sledder a second
    time, is refused with an error listing the choices, the game unchanged. The first one
    chosen stays on the battlefield until the second is chosen; both go at once (CR 608.2e)."""
    from manastack.game import IllegalActionError
    d = setup()
    d.choose(False)
    d.choose(True)
    d.expect("sacrifice")
    before = d.game.fingerprint()
    for wrong in ("Glory Seeker", "Prowling Pangolin"):
        with pytest.raises(IllegalActionError, match="not one of the choices"):
            d.choose(d.find(wrong))
        assert d.game.fingerprint() == before
    sledder = d.find("Goblin Sledder")
    d.choose(sledder)
    assert d.zone_of("Goblin Sledder") == "battlefield"
    again = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(sledder)
    assert d.game.fingerprint() == again
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Goblin Sledder") == d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Nosy Goblin") == "battlefield"
    assert d.zone_of("Prowling Pangolin") == "graveyard"


def test_a_player_who_declines_is_not_asked_again() -> None:
    """Each player is offered the choice once, in turn order (CR 101.4): both decline, and the
    trigger is done; the Pangolin stays on the battlefield as a 6/5."""
    d = setup()
    asked = []
    while d.decision.kind == "may":
        asked.append(d.decision.player)
        d.choose(False)
    assert asked == [0, 1]
    assert not d.state.stack
    c = d.chars(d.find("Prowling Pangolin"))
    assert (c.power, c.toughness) == (6, 5)
