"""Diregraf Rebirth — {3}{B}{G} Sorcery.

Oracle: "This spell costs {1} less to cast for each creature that died this turn. / Return
target creature card from your graveyard to the battlefield. / Flashback {5}{B}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Diregraf Rebirth")


def test_cheaper_for_each_death_and_reanimates() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Mountain", "Glory Seeker")
    s.hand(0, "Diregraf Rebirth", "Burn Down the House")
    s.graveyard(0, "Gluttonous Zombie")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    # No death yet: {3}{B}{G} can't be paid with four lands.
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.cast(0, "Diregraf Rebirth", targets=[d.find("Gluttonous Zombie")])
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Plains", "Glory Seeker")
    s.hand(0, "Diregraf Rebirth", "Shock", "Shock")
    s.graveyard(0, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for seeker in d.ids("Glory Seeker"):
        d.cast(0, "Shock", targets=[seeker])
        d.resolve()
    # Two creatures died this turn: {1}{B}{G}.
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.ids("Gluttonous Zombie", zone="battlefield")


def test_the_reduction_applies_to_the_flashback_cost() -> None:
    """CR 601.2f, MID ruling on flashback costs: the total cost starts from the flashback cost
    {5}{B}{G}, then the card's own reduction applies. Two creatures died this turn: {3}{B}{G},
    paid with five lands."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Plains", "Plains", "Plains",
                  "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.graveyard(0, "Diregraf Rebirth", "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for seeker in d.ids("Glory Seeker"):
        d.cast(0, "Shock", targets=[seeker])
        d.resolve()
    untapped = [o for o in d.state.battlefield if not d.state.objects[o].tapped
                and d.chars(o).is_land]
    assert len(untapped) == 5
    d.cast(0, "Diregraf Rebirth", method="flashback", targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.ids("Gluttonous Zombie", zone="battlefield")
    assert d.zone_of("Diregraf Rebirth") == "exile"
    assert all(d.state.objects[o].tapped for o in untapped)


def _after_five_deaths(*mana_lands: str) -> Driver:
    """Burn Down the House kills player 0's Glory Seeker, player 1's Elvish Warrior and three
    Zombie tokens: five creatures died this turn. ``mana_lands`` are left untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Glory Seeker")
    s.battlefield(0, *mana_lands)
    s.hand(0, "Diregraf Rebirth", "Burn Down the House")
    s.battlefield(1, "Elvish Warrior")
    s.token(1, "Zombie", 3)
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[0], pay=False)
    for mountain in d.ids("Mountain"):
        d.mana(0, mountain)
    d.pay()
    d.resolve()
    return d


def test_the_reduction_counts_tokens_and_the_target_but_never_reduces_colored_mana() -> None:
    """CR 601.2f, 118.7a, 700.4: five creatures died (tokens and the target itself included),
    more than the {3} generic part of {3}{B}{G}: the spell costs {B}{G}, which a Swamp and a
    Forest pay and two Swamps can't."""
    d = _after_five_deaths("Swamp", "Forest")
    seeker = d.find("Glory Seeker", zone="graveyard")
    d.cast(0, "Diregraf Rebirth", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")
    assert all(d.state.objects[o].tapped for o in d.ids("Swamp") + d.ids("Forest"))

    d = _after_five_deaths("Swamp", "Swamp")
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.cast(0, "Diregraf Rebirth", targets=[d.find("Glory Seeker", zone="graveyard")])


@pytest.mark.ruling("MID-OR-0721")
def test_the_mana_value_stays_five_whatever_the_reduction() -> None:
    """MID-OR-0721, CR 202.3, 601.2f: two creatures died, the Rebirth costs {1}{B}{G}, yet on
    the stack its mana value is that of its mana cost, 5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Plains", "Plains",
                  "Glory Seeker")
    s.hand(0, "Diregraf Rebirth", "Shock", "Shock")
    s.graveyard(0, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for seeker in d.ids("Glory Seeker"):
        d.cast(0, "Shock", targets=[seeker])
        d.resolve()
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Gluttonous Zombie")])
    assert d.chars(d.state.stack[-1]).mana_value == 5
    plains = d.ids("Plains", zone="battlefield")
    assert sum(d.state.objects[p].tapped for p in plains) == 1  # {1}{B}{G}: three lands


def test_an_opponent_s_creature_card_can_t_be_targeted() -> None:
    """"From your graveyard" (CR 115.1): the opponent's creature card is refused with an error
    and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Gluttonous Zombie")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Diregraf Rebirth", targets=[d.find("Gluttonous Zombie")])
    assert d.game.fingerprint() == before


@pytest.mark.ruling("MID-OR-0722")
def test_target_exiled_in_response_the_flashback_rebirth_does_nothing_and_is_exiled() -> None:
    """CR 608.2b: Rotten Reunion exiles the target in response; the Rebirth doesn't resolve,
    and cast with flashback it is exiled as it leaves the stack (MID-OR-0722, CR 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.graveyard(0, "Diregraf Rebirth", "Gluttonous Zombie")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Diregraf Rebirth", method="flashback", targets=[zombie])
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[zombie])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "exile"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Diregraf Rebirth") == "exile"
    assert not d.ids("Gluttonous Zombie", zone="battlefield")
