"""Aether Charge — {4}{R} Enchantment.

Oracle: "Whenever a Beast enters the battlefield under your control, you may have it deal 4
damage to target opponent or planeswalker."
Rulings covered: ONS-FAQ-196 (the Beast is the source of the damage).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aether Charge")


@pytest.mark.ruling("ONS-FAQ-196")
def test_the_beast_deals_four_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    d.expect("target")
    d.choose(1)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(1) == 16
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 1][-1]
    assert dmg.source == d.find("Krosan Tusker")


def test_not_for_an_opponents_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge")
    s.battlefield(1, *["Forest"] * 7)
    s.hand(1, "Krosan Tusker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Krosan Tusker")
    d.resolve()
    assert not d.state.stack and d.life(1) == 20 and d.life(0) == 20


def test_a_face_down_beast_isnt_a_beast_and_turning_it_up_isnt_entering() -> None:
    """CR 708.2a: Snarling Undorak cast face down enters as a 2/2 with no creature types, so the
    Charge doesn't trigger; turning it face up later isn't entering the battlefield (CR
    708.8), so it doesn't trigger then either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 6)
    s.hand(0, "Snarling Undorak")
    d = Driver(s.build())
    d.cast(0, "Snarling Undorak", method="face_down")
    d.resolve()
    assert not d.state.stack
    d.special(0, "turn_face_up", d.find("Snarling Undorak"))
    d.pay()
    assert "Beast" in d.chars(d.find("Snarling Undorak")).subtypes
    assert not d.state.stack and d.life(1) == 20


def test_a_beast_gone_before_it_resolves_still_deals_the_damage() -> None:
    """CR 608.2h, 113.7a: Ravenous Baloth is sacrificed (to its own ability) with the trigger
    on the stack; the ability uses the Baloth as it last existed on the battlefield as the
    source and still deals 4 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 4)
    s.hand(0, "Ravenous Baloth")
    d = Driver(s.build())
    d.cast(0, "Ravenous Baloth")
    d.resolve()
    d.expect("target")
    d.choose(1)
    baloth = d.find("Ravenous Baloth", zone="battlefield")
    d.activate(0, baloth, choices=[baloth])
    d.resolve()
    assert d.life(0) == 24 and d.zone_of("Ravenous Baloth") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(1) == 16
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 1][-1]
    assert dmg.source == baloth


def test_targets_an_opponents_planeswalker_but_never_its_controller() -> None:
    """CR 115.1, 120.3c: the targets are an opponent or a planeswalker; its controller isn't
    one of them. Four damage to Wrenn and Seven (loyalty 5) leaves it at 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    s.battlefield(1, "Wrenn and Seven")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    dec = d.expect("target")
    wrenn = d.find("Wrenn and Seven")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert 0 not in offered and {1, wrenn} <= offered
    d.choose(wrenn)
    d.resolve()
    d.choose(True)
    assert d.state.objects[wrenn].counters.get("loyalty") == 1
    assert d.life(1) == 20


def test_declining_deals_no_damage() -> None:
    """CR 603.5: "you may" is chosen as the ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    d.choose(1)
    d.resolve()
    d.choose(False)
    assert d.life(1) == 20 and not d.state.stack


def test_two_headed_giant_only_the_opposing_players_are_targets() -> None:
    """CR 810.1, 102.3: the opponents are the two players of the other team; the teammate
    can't be targeted. The 4 damage comes off the opposing team's shared life total (CR
    810.9a)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    d.expect("target")
    players = {a.value for a in d.decision.actions
               if isinstance(a, Choose) and isinstance(a.value, int) and a.value < 4}
    assert players == {2, 3}
    d.choose(3)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(2) == d.life(3) == 26
    assert d.life(0) == d.life(1) == 30


def test_a_teammates_beast_doesnt_trigger_it() -> None:
    """CR 810.5: "under your control" is the Charge's controller only: a Beast entering under
    the teammate's control triggers nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Aether Charge")
    s.battlefield(1, *["Forest"] * 7)
    s.hand(1, "Krosan Tusker")
    d = Driver(s.build())
    d.pass_priority()  # player 0 passes; its teammate may cast in the team's main phase
    d.cast(1, "Krosan Tusker")
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "battlefield"
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.life(2) == 30


def test_made_to_read_elf_an_elf_entering_deals_the_damage_and_a_beast_doesnt() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Aether Charge's text: Wellwisher
    entering under your control triggers it and deals 4 damage; Snarling Undorak, a Beast,
    doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", "Island", *["Forest"] * 6)
    s.hand(0, "Artificial Evolution", "Wellwisher", "Snarling Undorak")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Aether Charge")])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    d.cast(0, "Snarling Undorak")
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    d.cast(0, "Wellwisher")
    d.resolve()
    d.expect("target")
    d.choose(1)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(1) == 16
