"""Spellrune Painter // Spellrune Howler — {2}{R} Creature — Human Shaman Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "Whenever you cast an instant or sorcery spell, Spellrune Painter gets +1/+1
until end of turn. / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Whenever you cast an instant or sorcery spell, Spellrune Howler gets +2/+2 until end of
turn. / Nightbound (If a player casts at least two spells during their own turn, it becomes
day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Spellrune Painter")


def _painter(night: bool = False, opponent_casts: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Spellrune Painter", transformed=night)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Forest")
    s.hand(0, "Shock", "Shock", "Snarling Wolf")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    if opponent_casts:
        s.at("precombat_main", active=1, turn=3)
    return Driver(s.build())


def _pt(d: Driver) -> tuple[int | None, int | None]:
    c = d.chars(d.find("Spellrune Painter"))
    return c.power, c.toughness


def test_each_instant_gives_plus_one_plus_one_until_end_of_turn() -> None:
    d = _painter()
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 2  # the trigger above the Shock
    d.resolve()
    assert _pt(d) == (3, 4)
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.resolve()
    assert _pt(d) == (4, 5)
    d.pass_until("upkeep", turn=4)
    assert _pt(d) == (2, 3)


def test_a_creature_spell_doesn_t_count() -> None:
    d = _painter()
    d.cast(0, "Snarling Wolf")
    assert len(d.state.stack) == 1
    d.resolve()
    assert _pt(d) == (2, 3)


def test_an_opponent_s_spell_doesn_t_count() -> None:
    d = _painter(opponent_casts=True)
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1
    d.resolve()
    assert _pt(d) == (2, 3)


def test_the_howler_gets_plus_two_plus_two() -> None:
    d = _painter(night=True)
    assert d.chars(d.find("Spellrune Painter")).name == "Spellrune Howler"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert _pt(d) == (5, 6)


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0444", "MID-OR-0445", "MID-OR-0446", "MID-OR-0447", "MID-OR-0448",
        "MID-OR-0449", "MID-OR-0450", "MID-OR-0451", "MID-OR-0452", "MID-OR-0453",
    )
    CARD, BACK = "Spellrune Painter", "Spellrune Howler"


def test_a_sorcery_counts_cast_from_the_graveyard_too() -> None:
    """"An instant or sorcery spell" you cast: Abandon the Post from the hand, then again with
    flashback from the graveyard (casting, CR 702.34a, 601.2): +1/+1 each time."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Spellrune Painter", *["Mountain"] * 6)
    s.hand(0, "Abandon the Post")
    d = Driver(s.build())
    d.cast(0, "Abandon the Post", targets=[None])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert _pt(d) == (3, 4)
    d.cast(0, "Abandon the Post", method="flashback", targets=[None])
    d.resolve_all()
    assert _pt(d) == (4, 5)
    assert d.zone_of("Abandon the Post") == "exile"


def test_a_copy_of_a_spell_isn_t_cast() -> None:
    """A copy of a spell put on the stack isn't cast (CR 707.10): the Painter's controller
    copies the opponent's Chain of Acid and the Painter doesn't trigger."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Spellrune Painter", "Mountain")
    s.battlefield(1, "Forest", "Forest", "Forest", "Forest", "Talisman of Unity")
    s.hand(1, "Chain of Acid")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Acid", targets=[d.find("Mountain")])
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.expect("new_target")
    d.choose(d.find("Talisman of Unity"))
    assert len(d.state.stack) == 1  # the copy, and no trigger
    assert _pt(d) == (2, 3)


def test_the_trigger_resolves_first_so_the_painter_survives_its_own_shock() -> None:
    """CR 603.3, 405.5: the cast trigger goes on the stack above the Shock and resolves first:
    Spellrune Painter (2/3) shocked by its own controller is 3/4 when the 2 damage is dealt,
    and survives."""
    d = _painter()
    painter = d.find("Spellrune Painter")
    d.cast(0, "Shock", targets=[painter])
    d.resolve()
    d.resolve()
    assert d.zone_of("Spellrune Painter") == "battlefield"
    assert _pt(d) == (3, 4) and d.state.objects[painter].damage == 2


def test_in_two_headed_giant_a_teammate_s_spell_doesn_t_count() -> None:
    """"Whenever you cast" (CR 603.2, 102.3): player 1 is player 0's teammate, but their
    instant is not cast by player 0, so player 0's Painter doesn't trigger; player 0's own
    instant does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("day")
    s.battlefield(0, "Spellrune Painter", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, "Shock", targets=[2])
    assert len(d.state.stack) == 1
    d.resolve()
    assert _pt(d) == (2, 3)
    d.cast(0, "Shock", targets=[2])
    assert len(d.state.stack) == 2
    d.resolve()
    assert _pt(d) == (3, 4)


def test_in_two_headed_giant_one_spell_from_each_teammate_doesn_t_make_it_day() -> None:
    """CR 730.2b (shared team turns): it becomes day only if one player of the previous
    turn's active team cast two or more spells: players 0 and 1 cast one Shock each, it stays
    night and the Howler stays; the next team turn player 0 casts two, and it becomes day."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("night")
    s.battlefield(0, "Spellrune Painter", transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    for p in range(4):
        s.library(p, "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    howler = d.find("Spellrune Painter")
    d.cast(0, d.ids("Shock", zone="hand", player=0)[0], targets=[2])
    d.resolve_all()
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, "Shock", targets=[2])
    d.resolve_all()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night" and d.chars(howler).name == "Spellrune Howler"
    d.pass_until("precombat_main", turn=5)
    for _ in range(2):
        d.cast(0, d.find("Shock", zone="hand", player=0), targets=[2])
        d.resolve_all()
    d.pass_until("upkeep", turn=6)
    assert d.state.day_night == "day" and d.chars(howler).name == "Spellrune Painter"
