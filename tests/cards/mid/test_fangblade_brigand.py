"""Fangblade Brigand // Fangblade Eviscerator — {3}{R} Creature — Human Werewolf 3/4 //
Creature — Werewolf 4/5 (red).

Oracle: Front: "{1}{R}: Fangblade Brigand gets +1/+0 and gains first strike until end of turn.
/ Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
Back: "{1}{R}: Fangblade Eviscerator gets +1/+0 and gains first strike until end of turn. /
{4}{R}: Creatures you control get +2/+0 until end of turn. / Nightbound (If a player casts at
least two spells during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

CARD = "Fangblade Brigand"
pytestmark = pytest.mark.card("Fangblade Brigand")

FRONT, BACK = faces(CARD)


def _game(*, night: bool, mountains: int = 4, others: tuple[str, ...] = (),
          hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, CARD, transformed=night)
    s.battlefield(0, *others, *["Mountain"] * mountains)
    if hand:
        s.hand(0, *hand)
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    return Driver(s.build())


def _abilities(d: Driver, oid: int) -> list[int]:
    return sorted(a.index for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == oid)


def test_pumps_itself_and_gains_first_strike_until_end_of_turn() -> None:
    d = _game(night=False)
    oid = d.find(CARD)
    assert not d.chars(oid).has("First strike")
    assert len(_abilities(d, oid)) == 1
    d.activate(0, CARD)
    d.resolve()
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (FRONT, 4, 4)
    assert c.has("First strike")
    d.activate(0, CARD)
    d.resolve()
    assert (d.chars(oid).power, d.chars(oid).toughness) == (5, 4)
    d.pass_until("upkeep", turn=4)  # no spell on turn 3: it is night, Fangblade Eviscerator
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (BACK, 4, 5) and not c.has("First strike")


def test_its_first_strike_kills_a_blocker_before_it_deals_damage() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.battlefield(1, "Covetous Castaway")  # 1/3: dies to 4 first-strike damage
    d = Driver(s.build())
    oid = d.find(CARD)
    d.activate(0, CARD)
    d.resolve()
    d.to_combat()
    d.attack([oid])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Covetous Castaway"): oid})
    d.pass_until("postcombat_main")
    assert d.zone_of("Covetous Castaway") == "graveyard"
    assert d.state.objects[oid].damage == 0  # the blocker died before dealing damage


def test_eviscerator_pumps_itself_with_first_strike() -> None:
    d = _game(night=True)
    oid = d.find(CARD)
    assert d.chars(oid).name == BACK
    d.activate(0, CARD, index=_abilities(d, oid)[0])
    d.resolve()
    c = d.chars(oid)
    assert (c.power, c.toughness) == (5, 5) and c.has("First strike")


def test_eviscerator_gives_creatures_you_control_plus_2_0() -> None:
    d = _game(night=True, mountains=5, others=("Covetous Castaway",))
    oid, castaway = d.find(CARD), d.find("Covetous Castaway")
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, index=_abilities(d, oid)[1])
    d.resolve()
    assert (d.chars(oid).power, d.chars(oid).toughness) == (6, 5)
    assert not d.chars(oid).has("First strike")
    assert (d.chars(castaway).power, d.chars(castaway).toughness) == (3, 3)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)  # not yours
    d.pass_until("upkeep", turn=4)
    assert d.chars(castaway).power == 1


def test_eviscerator_s_pump_affects_only_creatures_there_as_it_resolves() -> None:
    """CR 611.2c: the affected set is locked in as the effect begins."""
    d = _game(night=True, mountains=6, hand=("Falkenrath Pit Fighter",))
    oid = d.find(CARD)
    d.activate(0, CARD, index=_abilities(d, oid)[1])
    d.resolve()
    d.cast(0, "Falkenrath Pit Fighter")
    d.resolve()
    assert d.chars(d.find("Falkenrath Pit Fighter", zone="battlefield")).power == 2
    assert d.chars(oid).power == 6


def test_the_front_face_has_only_the_first_ability() -> None:
    d = _game(night=False, mountains=5)
    assert len(_abilities(d, d.find(CARD))) == 1


def test_the_pump_stays_when_it_transforms() -> None:
    """Transforming doesn't make it a new object (CR 400.7, 701.27): the +1/+0 and first
    strike stay on Fangblade Eviscerator."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain", "Forest")
    s.hand(0, "Unnatural Moonrise")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    oid = d.find(CARD)
    d.activate(0, CARD)
    d.resolve()
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (BACK, 5, 5)
    assert c.has("First strike")


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0376", "MID-OR-0377", "MID-OR-0378", "MID-OR-0379", "MID-OR-0380",
        "MID-OR-0381", "MID-OR-0382", "MID-OR-0383", "MID-OR-0384", "MID-OR-0385",
    )
    CARD, BACK = "Fangblade Brigand", "Fangblade Eviscerator"


def test_first_strike_gained_after_first_strike_damage_still_deals_regular_damage() -> None:
    """CR 702.7c: blocked by Daru Cavalier (first strike), Fangblade Brigand is dealt 2 in the
    first-strike combat damage step; it then gains first strike (+1/+0), which doesn't keep it
    from dealing its 4 damage in the regular step: the Cavalier dies."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.battlefield(1, "Daru Cavalier")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    me, cavalier = d.find(CARD), d.find("Daru Cavalier")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({cavalier: me})
    while not d.state.objects[me].damage:
        d.pass_priority()
    assert d.state.objects[me].damage == 2 and cavalier in d.state.battlefield
    d.activate(0, me)
    d.resolve()
    assert d.chars(me).power == 4 and d.chars(me).has("First strike")
    d.pass_until("end_of_combat")
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"
