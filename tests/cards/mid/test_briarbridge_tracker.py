"""Briarbridge Tracker — {2}{G} Creature — Human Scout 2/3.

Oracle: "Vigilance / When Briarbridge Tracker enters the battlefield, investigate. / As long
as you control a token, Briarbridge Tracker gets +2/+0."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Briarbridge Tracker")


def test_investigates_and_grows_while_you_have_a_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Briarbridge Tracker")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Briarbridge Tracker")
    d.resolve()
    tracker = d.find("Briarbridge Tracker")
    assert d.chars(tracker).power == 2
    d.resolve()
    assert d.chars(tracker).power == 4 and d.chars(tracker).has("Vigilance")
    d.activate(0, d.find("Clue"))
    d.resolve()
    assert d.chars(tracker).power == 2


def test_an_opponents_token_doesnt_count_and_the_clue_comes_though_it_left() -> None:
    """"You control a token": the opponent's Clue doesn't pump it. Its enters trigger still
    investigates after the Tracker has died (CR 113.7a), and then the Tracker, gone, is
    nothing to pump."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Briarbridge Tracker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.token(1, "Clue")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    d.cast(0, "Briarbridge Tracker")
    d.resolve()
    tracker = d.find("Briarbridge Tracker")
    assert d.chars(tracker).power == 2  # the opponent's Clue doesn't count
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[tracker])
    d.resolve()
    assert d.zone_of("Briarbridge Tracker") == "graveyard"
    d.resolve()
    assert d.ids("Clue", zone="battlefield", player=0)


def test_any_token_counts_and_vigilance_keeps_it_untapped() -> None:
    """CR 111.1, 702.20b: a Zombie token counts as "a token" as well as a Clue, so the
    Tracker attacks as a 4/3; with vigilance, attacking doesn't tap it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Briarbridge Tracker")
    s.token(0, "Zombie")
    d = Driver(s.build())
    tracker = d.find("Briarbridge Tracker")
    assert d.chars(tracker).power == 4
    d.to_combat()
    d.attack([tracker])
    assert not d.state.objects[tracker].tapped
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_in_two_headed_giant_a_teammate_s_token_doesn_t_count() -> None:
    """"As long as you control a token" (CR 109.5, 102.3): the teammate's Clue is not
    controlled by the Tracker's controller: it stays 2/3."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Briarbridge Tracker")
    s.token(1, "Clue")
    d = Driver(s.build())
    assert d.chars(d.find("Briarbridge Tracker")).power == 2


def test_a_phased_out_token_doesn_t_count() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist: with its
    only token phased out, its controller controls no token and the Tracker is 2/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Briarbridge Tracker")
    s.token(0, "Clue", phased_out=True)
    d = Driver(s.build())
    assert d.chars(d.find("Briarbridge Tracker")).power == 2
