"""The layer pass is kept while nothing it read changes (CR 613): characteristics computed
once for a battlefield are reused after changes they can't depend on, and computed anew
after the ones they can."""

from __future__ import annotations

from manastack.rules import characteristics
from manastack.scenario import Scenario
from manastack.testing import Driver


def anthem_at_upkeep() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    s.at("upkeep", active=1, turn=4)
    return Driver(s.build())


def test_drawing_a_card_keeps_the_characteristics_of_the_battlefield() -> None:
    """A card moving from a library to a hand changes no permanent and no effect: the
    anthem (CR 613.4c) is not applied again, and it still applies."""
    d = anthem_at_upkeep()
    seeker = d.find("Glory Seeker", "battlefield")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    hand = len(d.state.players[1].hand)
    passes = characteristics.LAYER_PASSES
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[1].hand) == hand + 1  # CR 504.1: the draw happened
    assert characteristics.LAYER_PASSES == passes
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_a_condition_read_by_the_layer_pass_is_read_again() -> None:
    """"Voldaren Stinger has first strike as long as it's attacking." The layer pass
    evaluated a condition, so declaring the attacker (which taps it and changes no other
    permanent) makes a new pass: it has first strike while attacking (CR 613.1f, 508.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    assert not d.chars(stinger).has("First strike")
    d.to_combat()
    d.attack([stinger])
    assert d.state.objects[stinger].tapped
    assert d.chars(stinger).has("First strike")
