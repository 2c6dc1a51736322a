"""Rite of Oblivion — {W}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a nonland permanent. / Exile
target nonland permanent. / Flashback {2}{W}{B}"
Rulings covered: MID-RN-225.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rite of Oblivion")


def test_sacrifice_then_exile() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Rite of Oblivion", targets=[d.find("Krosan Tusker")],
           choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="exile")


@pytest.mark.ruling("MID-RN-225", "MID-OR-0808")
def test_flashback_still_needs_the_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Rite of Oblivion", method="flashback", targets=[d.find("Krosan Tusker")],
           choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="exile")
    assert d.ids("Rite of Oblivion", zone="exile")


@pytest.mark.ruling("MID-RN-225", "MID-OR-0808")
def test_cant_cast_without_a_nonland_permanent_to_sacrifice() -> None:
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Swamp")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-OR-0812", "MID-OR-0809")
def test_sacrificing_its_own_target_leaves_it_nothing_and_flashback_exiles_it() -> None:
    """CR 601.2c, 601.2h: the target is chosen before the costs are paid, so the Glory Seeker
    targeted may also be the one sacrificed; then its only target is gone: the spell doesn't
    resolve (CR 608.2b), and cast with flashback it is exiled all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Rite of Oblivion", method="flashback", targets=[seeker], choices=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Rite of Oblivion") == "exile"
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_a_land_is_refused_as_the_sacrifice_and_nothing_changes() -> None:
    """"Sacrifice a nonland permanent": offering the Plains is refused with an error, the game
    going back to before the spell was cast (CR 601.2h, 732)."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match="nonland permanent"):
        d.cast(0, "Rite of Oblivion", targets=[d.find("Krosan Tusker")],
               choices=[d.find("Swamp")])
    assert d.zone_of("Rite of Oblivion") == "hand" and not d.state.stack
    assert len(d.ids("Swamp", zone="battlefield")) == 2
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not any(d.state.objects[x].tapped for x in d.ids("Plains") + d.ids("Swamp"))


def test_an_exiled_token_ceases_to_exist() -> None:
    """CR 111.7, 704.5d: a Zombie token exiled by the Rite ceases to exist."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Rotten Reunion", "Rite of Oblivion")
    d = Driver(s.build())
    d.cast(0, "Rotten Reunion")
    d.resolve()
    [zombie] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.cast(0, "Rite of Oblivion", targets=[zombie], choices=[d.find("Glory Seeker")])
    d.resolve()
    assert not any(d.state.objects[o].is_token for o in d.state.objects)
    assert d.zone_of("Glory Seeker") == "graveyard"
