"""Acceptance scenarios for amass (CR 701.47).

* 701.47a, 701.47d: a printed "amass N" reads "amass Zombies N": the counters go on an Army
  you control, and if that Army isn't a Zombie it becomes a Zombie in addition to its other
  types, with no duration (CR 611.2a: it lasts while the permanent stays on the battlefield).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _shrieker_army() -> tuple[Driver, int]:
    """Mistform Shrieker made an Army (its only creature type, CR 205.1a) until end of turn,
    and Gleaming Overseer (amass 1) in hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Shrieker", "Island", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Gleaming Overseer")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Army")
    assert set(d.chars(shrieker).subtypes) == {"Army"}
    return d, shrieker


def _amass_onto(d: Driver, army: int) -> None:
    d.cast(0, "Gleaming Overseer")
    d.resolve()
    while d.state.stack:
        if d.decision.kind == "choose_cards":
            d.choose(army)
        else:
            d.pass_priority()


def test_an_army_that_isnt_a_zombie_becomes_one_and_stays_one() -> None:
    """CR 701.47a, 701.47d: Gleaming Overseer amasses Zombies 1 onto Mistform Shrieker, an
    Army but no Zombie: it gets the counter and becomes a Zombie in addition to its types;
    after its "becomes an Army until end of turn" ends it is an Illusion Zombie (CR 613.1d
    timestamps: the amass effect has no duration)."""
    d, shrieker = _shrieker_army()
    _amass_onto(d, shrieker)
    assert not d.ids("Zombie Army Token", "battlefield")
    assert d.state.objects[shrieker].counters.get("+1/+1") == 1
    assert set(d.chars(shrieker).subtypes) == {"Army", "Zombie"}
    d.pass_until("upkeep", turn=4)
    assert set(d.chars(shrieker).subtypes) == {"Illusion", "Zombie"}


def test_a_zombie_army_token_is_created_only_when_no_army_is_controlled() -> None:
    """CR 701.47a: with no Army, Gleaming Overseer creates a 0/0 black Zombie Army token that
    gets the counter; Mistform Shrieker, not an Army, gets nothing and stays an Illusion."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Shrieker", "Island", "Swamp", "Swamp")
    s.hand(0, "Gleaming Overseer")
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    d.cast(0, "Gleaming Overseer")
    d.resolve()
    while d.state.stack:
        if d.decision.kind == "choose_cards":
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
        else:
            d.pass_priority()
    army = d.find("Zombie Army Token", "battlefield")
    c = d.chars(army)
    assert set(c.subtypes) == {"Zombie", "Army"} and set(c.colors) == {"B"}
    assert (c.power, c.toughness) == (1, 1)
    assert set(d.chars(shrieker).subtypes) == {"Illusion"}


def test_the_army_token_amass_creates_enters_and_triggers_a_zombie_enters_ability() -> None:
    """CR 701.47a, 111.1, 603.2, 603.6a, 704.3: Eternal Skylord (a Zombie) enters beside Champion
    of the Perished, which triggers; its own enters ability amasses 2 with no Army there: the
    0/0 Zombie Army token created enters the battlefield under player 0's control and triggers
    the Champion again. It gets its two counters in the same resolution, before the
    state-based actions are checked, so it stays, a 2/2 that flies thanks to the Skylord.
    Player 0 controls the three creatures and the Champion has two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", *["Island"] * 5)
    s.hand(0, "Eternal Skylord")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    champion = d.find("Champion of the Perished")
    d.cast(0, "Eternal Skylord")
    d.resolve()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "choose_cards":  # the Army to put the counters on: the new token
            d.choose(d.find("Zombie Army Token", "battlefield"))
        else:
            d.pass_priority()
    army = d.find("Zombie Army Token", "battlefield")
    c = d.chars(army)
    assert (c.power, c.toughness) == (2, 2) and "Flying" in c.keywords
    assert d.state.objects[army].counters == {"+1/+1": 2}
    assert d.state.objects[champion].counters == {"+1/+1": 2}
    assert (d.chars(champion).power, d.chars(champion).toughness) == (3, 3)
    assert d.zone_of("Eternal Skylord") == "battlefield"
    assert len(d.ids("Zombie Army Token", "battlefield")) == 1
