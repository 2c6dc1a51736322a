"""Permanents leaving the battlefield together (CR 603.10a, 608.2h): each last existed on the
battlefield with the others still there, so its last-known information holds what the others
gave it."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _dies_events(d: Driver, name: str) -> list[object]:
    return [e for e in d.game.log if e.kind == "zone_change" and e.lki is not None
            and e.lki.name == name and e.to_zone is not None
            and e.to_zone.value == "graveyard"]


def test_a_creature_destroyed_with_the_lord_granting_it_hexproof_last_had_hexproof() -> None:
    """CR 603.10a, 608.2h: Cleansing Nova destroys Saryth, the Viper's Fang and Glory Seeker at
    once; Glory Seeker, untapped, last existed with Saryth's "other untapped creatures you
    control have hexproof" applying, whichever of them is moved first."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(0, "Saryth, the Viper's Fang", "Glory Seeker")
    s.hand(0, "Cleansing Nova")
    d = Driver(s.build())
    assert "Hexproof" in d.chars(d.find("Glory Seeker")).keywords
    d.cast(0, "Cleansing Nova", modes=[0])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Saryth, the Viper's Fang") == "graveyard"
    [seeker] = _dies_events(d, "Glory Seeker")
    [saryth] = _dies_events(d, "Saryth, the Viper's Fang")
    assert "Hexproof" in seeker.lki.keywords  # type: ignore[attr-defined]
    assert "Hexproof" not in saryth.lki.keywords  # type: ignore[attr-defined]  # "other"
    # Each also remembers the other leaving with it (CR 603.10a)
    assert [x[0] for x in seeker.data["batch_lki"]] == [saryth.obj]  # type: ignore[attr-defined]



@pytest.mark.parametrize("mask_placed_first", [True, False])
def test_an_equipment_destroyed_with_its_creature_was_attached_to_it_as_it_left(
        mask_placed_first: bool) -> None:
    """CR 603.10a: Akroma's Vengeance destroys Mask of Griselbrand and the creature it equips
    at once. Whichever is moved first, the creature last existed with the Mask attached, so
    "whenever equipped creature dies" triggers; the creature destroyed with it that it didn't
    equip doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    if mask_placed_first:
        s.battlefield(0, *["Swamp"] * 3, "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", "Daru Lancer")
    if not mask_placed_first:
        s.battlefield(0, "Mask of Griselbrand", attached_to="Glory Seeker")
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    if mask_placed_first:
        d.activate(0, "Mask of Griselbrand", targets=[seeker])
        d.resolve()
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Mask of Griselbrand") == "graveyard"
    [left] = _dies_events(d, "Glory Seeker")
    [mask] = _dies_events(d, "Mask of Griselbrand")
    assert left.data["attached"] == (mask.obj,)  # type: ignore[attr-defined]
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 18 and len(d.state.players[0].hand) == 2
