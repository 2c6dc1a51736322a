"""Permanents leaving the battlefield together (CR 603.10a, 608.2h): each last existed on the
battlefield with the others still there, so its last-known information holds what the others
gave it."""

from __future__ import annotations

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
