"""Cabal Archon — {2}{B} Creature — Human Cleric 2/2.

Oracle: "{B}, Sacrifice a Cleric: Target player loses 2 life and you gain 2 life."
Rulings covered: ONS-FAQ-075.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Cabal Archon")

def test_drain_two_by_sacrificing_a_cleric() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Disciple of Malice", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[1], pay=False)
    d.pay()  # mana abilities first (CR 601.2g), then the sacrifice (601.2h)
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {d.find("Cabal Archon"),
                                              d.find("Disciple of Malice")}
    d.choose(d.find("Disciple of Malice"))
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)


@pytest.mark.ruling("ONS-FAQ-075", "ONS-OR-0096")
def test_it_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon")
    d = Driver(s.build())
    archon = d.find("Cabal Archon")
    d.activate(0, archon, targets=[1])
    d.choose(archon)
    assert d.ids("Cabal Archon", zone="graveyard")
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)


def test_targeting_yourself_you_lose_two_and_gain_two() -> None:
    """"Target player" may be its controller (CR 115.1): they lose 2 and gain 2, ending at 20;
    no {T} in the cost, so a summoning-sick Archon may activate it (CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Cabal Archon", sick=True)
    d = Driver(s.build())
    archon = d.find("Cabal Archon")
    d.activate(0, archon, targets=[0])
    d.choose(archon)
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 20)
    kinds = [e.kind for e in d.game.log if e.kind in ("life_loss", "life_gain")]
    assert kinds == ["life_loss", "life_gain"]  # both happened, in the text's order


def test_a_non_cleric_is_refused_for_the_sacrifice() -> None:
    """Only a Cleric may be sacrificed: choosing Glory Seeker is refused naming it, and it
    stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[1], pay=False)
    d.pay()
    d.expect("cost_sacrifice")
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.expect("cost_sacrifice")


def test_target_player_gone_on_resolution_its_controller_gains_nothing() -> None:
    """CR 608.2b, 800.4a: four players; the ability targets player 2, who loses the game in
    response (drawing from an empty library through Blood Pact) and leaves: the only target
    is illegal, the ability doesn't resolve, and "you gain 2 life" doesn't happen either."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Disciple of Malice", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(2, "Island")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[2], pay=False)
    d.pay()
    d.choose(d.find("Disciple of Malice"))
    d.cast(0, "Blood Pact", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20


def test_two_headed_giant_drain_moves_both_shared_totals() -> None:
    """CR 810.9: the target player's loss comes off their team's shared life, the gain goes
    to the activating player's team: 30/30 becomes 32/28."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Disciple of Malice")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[3], pay=False)
    d.pay()
    d.choose(d.find("Disciple of Malice"))
    d.resolve()
    assert [d.life(p) for p in range(4)] == [32, 32, 28, 28]


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Cabal Archon's text: its type line
    reads Human Elf and "Sacrifice an Elf" may sacrifice Wellwisher (or the Archon), not Daru
    Healer, a Cleric."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Archon", "Island", "Swamp", "Wellwisher", "Daru Healer")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, elf = d.find("Cabal Archon"), d.find("Wellwisher")
    evolve(d, source, "Cleric", "Elf")
    assert d.chars(source).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, source, (1,), pick=(elf,))
    assert elf in offered and d.find("Daru Healer") not in offered
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
