"""Dependency between effects in the same layer (CR 613.8).

Sludge Monster: "Non-Horror creatures with slime counters on them lose all abilities and have
base power and toughness 2/2." Chapel Shieldgeist (the back face of Chaplain of Alms): "Each
creature you control has ward {1}." Both effects apply in layer 6.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _game(*order: str, slime_on: str) -> Driver:
    """Permanents enter in ``order`` (their timestamps follow it); ``slime_on`` starts with
    a slime counter."""
    s = Scenario(seed=1)
    s.day_night("day")
    for name in order:
        player = 0 if name == "Sludge Monster" else 1
        counters = {"slime": 1} if name == slime_on else None
        if name == "Chaplain of Alms":
            s.battlefield(player, name, transformed=True, counters=counters)
        else:
            s.battlefield(player, name, counters=counters)
    return Driver(s.build())


def test_removing_the_granting_ability_applies_first_despite_a_later_timestamp() -> None:
    """CR 613.8a-b: the ward-granting effect depends on the effect that removes the ability
    generating it, so it waits for it and then no longer exists — even though Chapel
    Shieldgeist's timestamp is earlier than Sludge Monster's."""
    d = _game("Chaplain of Alms", "Glory Seeker", "Sludge Monster",
              slime_on="Chaplain of Alms")
    geist = d.chars(d.find("Chaplain of Alms"))
    seeker = d.chars(d.find("Glory Seeker"))
    assert not seeker.has("Ward")
    assert not geist.has("Ward") and not geist.has("Flying")
    assert (geist.power, geist.toughness) == (2, 2)


def test_removing_the_granting_ability_with_an_earlier_timestamp() -> None:
    """CR 613.8a: the same result when the removing effect is older: a static ability's
    effect stops existing once an effect in its layer has removed the ability."""
    d = _game("Sludge Monster", "Chaplain of Alms", "Glory Seeker",
              slime_on="Chaplain of Alms")
    assert not d.chars(d.find("Glory Seeker")).has("Ward")
    assert not d.chars(d.find("Chaplain of Alms")).has("Ward")


def test_independent_effects_apply_in_timestamp_order_grant_last() -> None:
    """CR 613.7, 613.8a: removing Glory Seeker's abilities doesn't change whether the ward
    grant exists or what it applies to, so there is no dependency: the later grant wins."""
    d = _game("Sludge Monster", "Chaplain of Alms", "Glory Seeker", slime_on="Glory Seeker")
    seeker = d.chars(d.find("Glory Seeker"))
    assert seeker.has("Ward")
    assert d.chars(d.find("Chaplain of Alms")).has("Flying")


def test_independent_effects_apply_in_timestamp_order_removal_last() -> None:
    """CR 613.7: with the grant older than the removal, the slimed creature ends up with no
    ward, while the others keep theirs."""
    d = _game("Chaplain of Alms", "Glory Seeker", "Sludge Monster", slime_on="Glory Seeker")
    assert not d.chars(d.find("Glory Seeker")).has("Ward")
    assert d.chars(d.find("Chaplain of Alms")).has("Ward")


def test_without_slime_counters_the_grant_applies() -> None:
    """No dependency to honour: Chapel Shieldgeist grants ward to each creature its
    controller controls, not to the opponent's Sludge Monster."""
    d = _game("Chaplain of Alms", "Glory Seeker", "Sludge Monster", slime_on="")
    assert d.chars(d.find("Glory Seeker")).has("Ward")
    assert not d.chars(d.find("Sludge Monster")).has("Ward")


def test_a_land_that_becomes_a_creature_then_loses_its_creature_types() -> None:
    """CR 613.8a (its example: an effect that makes a land a creature, and one that applies
    to creatures), 613.6: Curse of Conformity ("Nonlegendary creatures enchanted player
    controls ... lose all creature types") is older than Primal Adversary's effect making a
    Forest a 3/3 Wolf creature; both apply in layer 4, and the Curse depends on it: the Forest
    becomes a creature first, then loses all creature types, Wolf included. It is a 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, *["Forest"] * 6)
    s.hand(0, "Curse of Conformity", "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Curse of Conformity", targets=[0])
    d.resolve()
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    forest = next(f for f in d.ids("Forest") if not d.state.objects[f].tapped)
    d.choose(forest)
    d.resolve()
    c = d.chars(forest)
    assert c.is_creature and "Land" in c.types and c.has("Haste")
    assert "Wolf" not in c.subtypes and "Forest" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    adversary = d.chars(d.find("Primal Adversary"))
    assert "Wolf" not in adversary.subtypes and (adversary.power, adversary.toughness) == (4, 4)
