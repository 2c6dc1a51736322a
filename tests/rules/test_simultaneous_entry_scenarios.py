"""Permanents put onto the battlefield at the same time (CR 603.6a, 614.12, 706.x).

Two cards Storm the Festival puts onto the battlefield enter simultaneously: each one's
"whenever another creature enters" ability sees the other (CR 603.6a); but a replacement
effect or "as enters" choice of one looks at the battlefield as it was just before, where the
other wasn't yet (CR 614.12): a land "enters tapped unless you control two or more other
lands" doesn't count a land entering with it, and Clone can't copy a creature entering with it.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _storm(library: list[str], battlefield0: tuple[str, ...] = (),
           battlefield1: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    if battlefield0:
        s.battlefield(0, *battlefield0)
    if battlefield1:
        s.battlefield(1, *battlefield1)
    s.library(0, *library)
    s.stack(0, "Storm the Festival")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.resolve()
    return d


def test_a_slow_land_doesnt_count_a_land_entering_with_it() -> None:
    """CR 614.12: Deserted Beach put onto the battlefield with an Island, player 0 having one
    other land already, sees only that one: it enters tapped; the Island untapped."""
    d = _storm(["Deserted Beach", "Island", "Swamp", "Swamp", "Swamp"], ("Forest",))
    d.choose(d.find("Deserted Beach", zone="library"))
    d.choose(d.find("Island", zone="library"))
    beach = d.find("Deserted Beach", zone="battlefield")
    assert d.state.objects[beach].tapped
    assert not d.state.objects[d.find("Island", zone="battlefield")].tapped


def test_a_slow_land_counts_two_lands_already_there() -> None:
    """CR 614.12 (the other side): with two other lands already on the battlefield, Deserted
    Beach put there by Storm the Festival enters untapped."""
    d = _storm(["Deserted Beach", "Island", "Swamp", "Swamp", "Swamp"], ("Forest", "Forest"))
    d.choose(d.find("Deserted Beach", zone="library"))
    d.choose(None)
    assert not d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


def test_clone_cant_copy_a_creature_entering_with_it() -> None:
    """CR 614.12, 707.2 (Clone's ruling): Clone's "as enters" choice sees only creatures already
    on the battlefield, so it can copy player 1's Bounding Wolf but not the Glory Seeker put
    onto the battlefield with it."""
    d = _storm(["Clone", "Glory Seeker", "Swamp", "Swamp", "Swamp"],
               battlefield1=("Bounding Wolf",))
    seeker_card = d.find("Glory Seeker", zone="library")
    d.choose(d.find("Clone", zone="library"))
    d.choose(seeker_card)
    d.expect("choose_cards")
    offered = {a.value for a in d.decision.actions}
    wolf = d.find("Bounding Wolf")
    assert wolf in offered
    names = {d.chars(v).name for v in offered if isinstance(v, int)}
    assert "Glory Seeker" not in names
    d.choose(wolf)
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Bounding Wolf"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_creature_sees_another_entering_with_it() -> None:
    """CR 603.6a: Juniper Order Ranger and Glory Seeker put onto the battlefield together; the
    Ranger's "whenever another creature enters under your control" triggers for the Seeker:
    a +1/+1 counter on each."""
    d = _storm(["Juniper Order Ranger", "Glory Seeker", "Swamp", "Swamp", "Swamp"])
    d.choose(d.find("Juniper Order Ranger", zone="library"))
    d.choose(d.find("Glory Seeker", zone="library"))
    assert len(d.state.stack) == 1
    d.resolve_all()
    ranger = d.find("Juniper Order Ranger", zone="battlefield")
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[ranger].counters.get("+1/+1") == 1
    assert d.state.objects[seeker].counters.get("+1/+1") == 1


def test_a_life_loss_trigger_sees_a_creature_entering_with_it() -> None:
    """CR 603.6a: Wretched Anurid put onto the battlefield with Glory Seeker sees it enter:
    its controller loses 1 life (but not for the Anurid itself, "another")."""
    d = _storm(["Wretched Anurid", "Glory Seeker", "Swamp", "Swamp", "Swamp"])
    d.choose(d.find("Wretched Anurid", zone="library"))
    d.choose(d.find("Glory Seeker", zone="library"))
    d.resolve_all()
    assert d.life(0) == 19


def test_evolve_compares_a_creature_entering_with_it() -> None:
    """CR 603.6a, 702.100a: Gyre Sage (1/2) and Glory Seeker (2/2) enter together; evolve
    triggers and, the Seeker's power being greater, Gyre Sage gets a +1/+1 counter."""
    d = _storm(["Gyre Sage", "Glory Seeker", "Swamp", "Swamp", "Swamp"])
    d.choose(d.find("Gyre Sage", zone="library"))
    d.choose(d.find("Glory Seeker", zone="library"))
    d.resolve_all()
    sage = d.find("Gyre Sage", zone="battlefield")
    assert d.state.objects[sage].counters.get("+1/+1") == 1


def test_a_clone_entering_with_nothing_to_copy_is_seen_entering_then_dies() -> None:
    """CR 603.6a, 614.12, 704.5f, 608.2b: Clone put onto the battlefield with Juniper Order
    Ranger can't copy it (nor anything else): it enters as a 0/0 Clone and dies; the Ranger saw
    it enter, and its trigger resolves as far as it can: a counter on the Ranger only."""
    d = _storm(["Juniper Order Ranger", "Clone", "Swamp", "Swamp", "Swamp"])
    d.choose(d.find("Juniper Order Ranger", zone="library"))
    d.choose(d.find("Clone", zone="library"))
    d.expect("priority")
    assert d.zone_of("Clone") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve_all()
    ranger = d.find("Juniper Order Ranger", zone="battlefield")
    assert d.state.objects[ranger].counters == {"+1/+1": 1}


def test_cards_returned_together_by_a_leaving_permanent_see_each_other_enter() -> None:
    """CR 603.6a, 610.3: Prowling Geistcatcher, sacrificed to Spark Reaper, returns the cards
    exiled with it (Champion of the Perished, Gluttonous Zombie, Spined Basher) to the
    battlefield at once: the Champion's "Whenever another Zombie enters the battlefield under
    your control" sees the two other Zombies entering with it: two +1/+1 counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Prowling Geistcatcher", "Spark Reaper", *["Swamp"] * 3)
    s.exile(0, "Champion of the Perished", "Gluttonous Zombie", "Spined Basher",
            exiled_with="Prowling Geistcatcher")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.activate(0, "Spark Reaper", choices=[d.find("Prowling Geistcatcher")])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.take_first(d.decision.kind)
    champion = d.find("Champion of the Perished", "battlefield")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Spined Basher") == "battlefield"
    assert d.state.objects[champion].counters.get("+1/+1") == 2
