"""Effects that add and remove abilities (CR 113.10): an effect that removes an ability
removes every instance of it (113.10b); when effects add and remove the same ability, the
most recent one prevails (113.10c, 613.7); losing all abilities doesn't undo a characteristic
an effect set (113.12)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

HAWK = "Screaming Seahawk"  # 2/2 flying


def _slimed_hawk_with_flying_twice() -> tuple[Driver, int]:
    """Player 0 gives Screaming Seahawk (printed flying) flying again with Trickery Charm, then
    Sludge Monster's enters trigger puts a slime counter on it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Trickery Charm", "Trickery Charm", "Sludge Monster")
    s.battlefield(1, HAWK)
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    hawk = d.find(HAWK)
    charm = d.ids("Trickery Charm", zone="hand")[0]
    d.cast(0, charm, modes=[0], targets=[hawk])
    d.resolve()
    assert d.chars(hawk).has("Flying")
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(hawk)
    d.resolve()
    assert d.state.objects[hawk].counters.get("slime") == 1
    return d, hawk


def test_losing_all_abilities_removes_every_instance_of_flying() -> None:
    """CR 113.10b, 113.10: the Seahawk has flying twice, printed and from Trickery Charm; the
    slime counter makes it lose all abilities, which removes both instances: it has no
    flying (a 2/2 with no abilities)."""
    d, hawk = _slimed_hawk_with_flying_twice()
    c = d.chars(hawk)
    assert not c.has("Flying")
    assert (c.power, c.toughness) == (2, 2)


def test_flying_added_after_the_ability_loss_prevails() -> None:
    """CR 113.10c, 101.2a, 613.7: after the slime counter's "lose all abilities" (Sludge Monster's
    timestamp), a second Trickery Charm gives the Seahawk flying: that later effect prevails
    (removing an ability isn't a "can't" that beats adding it, 101.2a), and the Seahawk has
    flying again until end of turn, though its slime counter is still on it."""
    d, hawk = _slimed_hawk_with_flying_twice()
    d.cast(0, "Trickery Charm", modes=[0], targets=[hawk])
    d.resolve()
    assert d.chars(hawk).has("Flying")
    assert d.state.objects[hawk].counters.get("slime") == 1
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert not d.chars(hawk).has("Flying")


def test_losing_all_abilities_keeps_a_color_and_type_an_effect_set() -> None:
    """CR 113.12, 105.3, 613.1f: Shade's Breath makes player 0's Glory Seeker a black Shade
    and gives it "{B}: +1/+1"; then Sludge Monster's slime counter makes it lose all
    abilities. The granted pump ability is gone, but being black and a Shade are
    characteristics the effect set, not abilities: it is still a black Shade, a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", *["Island"] * 5)
    s.hand(0, "Shade's Breath", "Sludge Monster")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).abilities == ()
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(seeker)
    assert (c.colors, c.subtypes, len(c.abilities)) == (frozenset({"B"}), frozenset({"Shade"}), 1)
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert c.abilities == ()
    assert (c.colors, c.subtypes) == (frozenset({"B"}), frozenset({"Shade"}))
    assert (c.power, c.toughness) == (2, 2)
