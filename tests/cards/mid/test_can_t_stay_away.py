"""Can't Stay Away — {W}{B} Sorcery.

Oracle: "Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Can't Stay Away")


def test_returns_and_is_exiled_when_it_would_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):  # mana value 5
        d.cast(0, "Can't Stay Away", targets=[d.find("Gluttonous Zombie")])
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")


def test_returned_to_hand_it_is_not_exiled() -> None:
    """CR 700.4: "dies" is put into a graveyard from the battlefield: bounced by Fading Hope,
    the returned creature goes to its owner's hand, not to exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Island")
    s.hand(0, "Can't Stay Away", "Fading Hope")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    if d.decision.kind == "scry":
        d.choose("top")
    assert d.ids("Glory Seeker", zone="hand")
    assert not d.ids("Glory Seeker", zone="exile")


def test_a_later_slime_counter_takes_the_exile_ability_away() -> None:
    """CR 613.1f, 613.7, 613.7a: Glory Seeker gains the exile ability from Can't Stay Away;
    Sludge Monster enters afterwards, so its "lose all abilities" (its own, later timestamp)
    applies after the grant in layer 6 and removes it: Shock puts Glory Seeker into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain", *["Island"] * 5)
    s.hand(0, "Can't Stay Away", "Shock", "Sludge Monster")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Sludge Monster", pay=False)
    for island in d.ids("Island"):
        d.mana(0, island)
    d.pay()
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"slime": 1}
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.ids("Glory Seeker", zone="exile")


def test_an_earlier_slime_monster_doesnt_take_the_later_exile_ability_away() -> None:
    """CR 613.1f, 613.7, 613.7a: Sludge Monster was on the battlefield before Can't Stay Away
    returned Glory Seeker, so the grant has the later timestamp: after Sludge Monster's attack
    trigger puts a slime counter on Glory Seeker, it loses its own abilities but still has the
    exile ability, and Shock exiles it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain", "Sludge Monster")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.to_combat()
    d.attack([d.find("Sludge Monster")])
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"slime": 1}
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")


def test_once_it_leaves_and_comes_back_it_no_longer_has_the_exile_ability() -> None:
    """CR 400.7, 611.2c: bounced by Fading Hope and cast again, Glory Seeker is a new object
    that Can't Stay Away's effect never gave the ability to: Shock puts it into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Island", "Mountain", "Plains", "Plains")
    s.hand(0, "Can't Stay Away", "Fading Hope", "Shock")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    if d.decision.kind == "scry":
        d.choose("top")
    d.cast(0, "Glory Seeker", pay=False)
    for plains in [p for p in d.ids("Plains") if not d.state.objects[p].tapped]:
        d.mana(0, plains)
    d.pay()
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.ids("Glory Seeker", zone="exile")
