"""Vitality Charm — {G} Instant.

Oracle: "Choose one — / • Create a 1/1 green Insect creature token. / • Target creature gets
+1/+1 and gains trample until end of turn. / • Regenerate target Beast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vitality Charm")


def _setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Mountain", "Mountain", "Glory Seeker", "Anurid Murkdiver")
    s.hand(0, "Vitality Charm", "Shock", "Shock")
    return Driver(s.build())


def test_insect_mode() -> None:
    d = _setup()
    d.cast(0, "Vitality Charm", modes=[0])
    d.resolve()
    [i] = d.ids("Insect Token", zone="battlefield", player=0)
    assert (d.chars(i).power, d.chars(i).colors) == (1, {"G"})


def test_pump_and_trample_mode() -> None:
    d = _setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Vitality Charm", modes=[1], targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Trample")


def test_regenerate_a_beast_mode() -> None:
    d = _setup()
    beast = d.find("Anurid Murkdiver")
    d.cast(0, "Vitality Charm", modes=[2], targets=[beast])
    d.resolve()
    for _ in range(2):
        d.cast(0, "Shock", targets=[beast])
        d.resolve()
    assert d.ids("Anurid Murkdiver", zone="battlefield")  # 4 damage on a 4/3: regenerated
    assert d.state.objects[beast].tapped and d.state.objects[beast].damage == 0


def test_regenerate_only_targets_beasts() -> None:
    d = _setup()
    d.act(0, CastSpell(d.find("Vitality Charm", zone="hand")))
    d.choose(2)
    options = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert options == {d.find("Anurid Murkdiver")}


def test_the_insect_is_a_green_1_1_insect_creature_token() -> None:
    """CR 111.4: the token has exactly the characteristics the mode gives it."""
    d = _setup()
    d.cast(0, "Vitality Charm", modes=[0])
    d.resolve()
    [i] = d.ids("Insect Token", zone="battlefield", player=0)
    c = d.chars(i)
    assert (c.power, c.toughness) == (1, 1)
    assert "Creature" in c.types and "Insect" in c.subtypes
    assert d.state.objects[i].is_token


def test_pump_and_trample_end_at_end_of_turn() -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step; next turn Glory Seeker is
    a 2/2 without trample again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker")
    s.hand(0, "Vitality Charm")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Vitality Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Trample")


def test_a_face_down_beast_isnt_a_beast() -> None:
    """CR 708.2: face down, Anurid Murkdiver has no creature type, so with no other Beast the
    regenerate mode has no legal target, while the pump mode may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Anurid Murkdiver", face_down=True)
    s.hand(0, "Vitality Charm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Vitality Charm", zone="hand")))
    modes = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert 2 not in modes and {0, 1} <= modes
    d.choose(1)
    assert {a.value for a in d.decision.actions} == {d.find("Anurid Murkdiver")}  # type: ignore[attr-defined]


def test_changed_on_the_stack_to_read_goblin_it_makes_a_goblin() -> None:
    """CR 612.2a: Artificial Evolution replaces Insect with Goblin in Vitality Charm while it
    is on the stack: it creates a 1/1 green Goblin creature token named Goblin Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island")
    s.hand(0, "Vitality Charm", "Artificial Evolution")
    d = Driver(s.build())
    charm = d.cast(0, "Vitality Charm", modes=[0])
    d.cast(0, "Artificial Evolution", targets=[charm])
    d.resolve()
    d.choose("Insect")
    d.choose("Goblin")
    d.resolve()
    [g] = d.ids("Goblin Token", zone="battlefield", player=0)
    assert (d.chars(g).subtypes, d.chars(g).colors) == ({"Goblin"}, {"G"})
    assert not d.ids("Insect Token")


def test_changed_on_the_stack_to_read_elf_a_beast_target_is_illegal() -> None:
    """CR 612.2a, 608.2b: "Regenerate target Beast" made to read "target Elf" after Anurid
    Murkdiver (a Beast) was targeted: the target is illegal as it resolves, the Charm doesn't
    resolve, and Shock destroys the Murkdiver."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Mountain", "Mountain", "Anurid Murkdiver")
    s.hand(0, "Vitality Charm", "Artificial Evolution", "Shock", "Shock")
    d = Driver(s.build())
    murkdiver = d.find("Anurid Murkdiver")
    charm = d.cast(0, "Vitality Charm", modes=[2], targets=[murkdiver])
    d.cast(0, "Artificial Evolution", targets=[charm])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Vitality Charm") == "graveyard"
    for shock in d.ids("Shock", zone="hand"):
        d.cast(0, shock, targets=[murkdiver])
        d.resolve()
    assert d.zone_of("Anurid Murkdiver") == "graveyard"
