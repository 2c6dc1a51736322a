"""Thermo-Alchemist — {1}{R} Creature — Human Shaman 0/3.

Oracle: "Defender / {T}: Thermo-Alchemist deals 1 damage to each opponent. / Whenever you
cast an instant or sorcery spell, untap Thermo-Alchemist."
Rulings covered: none in the seed documents; MID-OR-0470, MID-OR-0471.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Thermo-Alchemist")


@pytest.mark.ruling("MID-OR-0470")
def test_ping_untap_ping() -> None:
    """The untap trigger resolves before Shock (CR 405.5): the untapped Alchemist is activated
    again and its ability resolves while Shock still waits on the stack."""
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Thermo-Alchemist", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    alch = d.find("Thermo-Alchemist")
    d.activate(0, alch)
    d.resolve()
    assert (d.life(1), d.life(2), d.life(0)) == (19, 19, 20)
    assert d.state.objects[alch].tapped
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the untap trigger resolves first
    assert not d.state.objects[alch].tapped
    d.activate(0, alch)
    d.resolve()
    assert (d.life(1), d.life(2)) == (18, 18) and len(d.state.stack) == 1  # Shock waits
    d.resolve()
    assert (d.life(1), d.life(2)) == (16, 18)


@pytest.mark.ruling("MID-OR-0470")
def test_the_untap_trigger_resolves_even_if_the_spell_is_countered() -> None:
    """Official ruling: "Thermo-Alchemist's triggered ability resolves before the spell that
    caused it to trigger. It resolves even if that spell is countered. Players can cast spells and
    activate abilities (such as Thermo-Alchemist's own activated ability) after the triggered
    ability resolves but before the spell that caused it to trigger does."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thermo-Alchemist", tapped=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    alch = d.find("Thermo-Alchemist")
    shock = d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 2  # the untap trigger is above the spell
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[shock])
    d.resolve()
    if d.decision.kind == "may":
        d.choose(False)
    assert d.zone_of("Shock") == "exile" and d.life(1) == 20  # countered
    assert d.state.objects[alch].tapped
    d.resolve()  # the trigger still resolves
    assert not d.state.stack
    assert not d.state.objects[alch].tapped
    d.activate(0, alch)
    d.resolve()
    assert d.life(1) == 19


@pytest.mark.ruling("MID-OR-0471")
def test_in_two_headed_giant_the_ability_makes_the_opposing_team_lose_2_life() -> None:
    """Official ruling: "In a Two-Headed Giant game, Thermo-Alchemist's activated ability
    causes the opposing team to lose 2 life." Each of the two opponents is dealt 1 damage
    (CR 102.3, 810.9) and the opposing team's shared life total goes from 30 to 28; the
    controller's teammate is not an opponent and the controller's team keeps 30. The same
    from the other team's side."""
    s = Scenario(seed=1, format="two_headed_giant")
    s.battlefield(0, "Thermo-Alchemist")
    s.battlefield(3, "Thermo-Alchemist")
    d = Driver(s.build())
    alch0 = d.find("Thermo-Alchemist", player=0)
    alch3 = d.find("Thermo-Alchemist", player=3)
    d.activate(0, alch0)
    d.resolve()
    dealt = [(e.player, e.amount) for e in d.game.log if e.kind == "damage"]
    assert sorted(dealt) == [(2, 1), (3, 1)]
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]
    while d.decision.player != 3:
        d.pass_priority()
    d.activate(3, alch3)
    d.resolve()
    assert [d.life(p) for p in range(4)] == [28, 28, 28, 28]


def test_defender_can_t_attack() -> None:
    """CR 702.3b: with defender the Alchemist can't be declared as an attacker."""
    from manastack.decisions.actions import DeclareAttacker
    s = Scenario(seed=1)
    s.battlefield(0, "Thermo-Alchemist", "Glory Seeker")
    d = Driver(s.build())
    alch = d.find("Thermo-Alchemist")
    d.to_combat()
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, DeclareAttacker) and a.creature == alch]
    assert [a for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)]


def test_creature_spells_and_opponents_spells_don_t_untap_it() -> None:
    """CR 603.2: it triggers only on an instant or sorcery spell its controller casts: a
    creature spell (Glory Seeker) or the opponent's Shock leaves it tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thermo-Alchemist", tapped=True)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    alch = d.find("Thermo-Alchemist")
    d.cast(0, "Glory Seeker")
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.state.objects[alch].tapped and d.life(0) == 18
