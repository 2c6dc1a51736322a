"""Layer interactions (CR 613): type changes in layer 4 before the abilities and
power/toughness that read types (613.1d, 613.4), characteristic-defining abilities in 7a
under a setting effect in 7b (613.3, 613.4a-b), land type changes removing the land's
abilities (305.7), effects of resolved spells locked to the objects there as they resolved
(611.2c), and replacement effects seeing the permanent as it would exist (614.12).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_zombie_made_a_shade_loses_the_zombie_lords_bonus() -> None:
    """CR 613.1d, 613.4c, 611.2c, 613.5: Shade's Breath makes each creature its controller controls
    a black Shade (its other creature types gone) and gives it the pump ability: the Zombie
    token no longer gets Cemetery Reaper's +1/+1 (a Zombie no more). A creature cast
    afterwards is not affected."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.token(0, "Zombie")
    s.hand(0, "Shade's Breath", "Festering Goblin")
    d = Driver(s.build())
    z = d.find("Zombie Token")
    assert d.chars(z).power == 3
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(z)
    assert c.subtypes == {"Shade"} and c.colors == {"B"}
    assert (c.power, c.toughness) == (2, 2)
    assert any("{B}: This creature gets +1/+1" in getattr(a, "text", "") for a in c.abilities)
    d.cast(0, "Festering Goblin")
    d.resolve()
    goblin = d.chars(d.find("Festering Goblin"))
    assert goblin.subtypes == {"Zombie", "Goblin"} and goblin.power == 2  # the Reaper's +1


def test_a_type_counting_cda_counts_after_the_type_change() -> None:
    """CR 613.1d, 613.3, 613.4a: Reckless One counts the Goblins on the battlefield in layer
    7a, after layer 4: once Shade's Breath made its controller's creatures Shades, only the
    opponent's Goblin Sledder counts (1/1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", "Goblin Sledder", "Swamp", "Swamp")
    s.battlefield(1, "Goblin Sledder")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    r = d.find("Reckless One")
    assert (d.chars(r).power, d.chars(r).toughness) == (3, 3)
    d.cast(0, "Shade's Breath")
    d.resolve()
    assert (d.chars(r).power, d.chars(r).toughness) == (1, 1)


def test_a_base_power_setting_effect_overrides_a_cda() -> None:
    """CR 613.4a-b: Curse of Conformity's "have base power and toughness 3/3" (7b) applies
    after Reckless One's characteristic-defining ability (7a): a 3/3 with one Goblin or
    none, the Curse having taken the Sledder's creature types too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", "Goblin Sledder", "Goblin Sledder")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    d = Driver(s.build())
    c = d.chars(d.find("Reckless One"))
    assert (c.power, c.toughness) == (3, 3)
    assert d.chars(d.find("Goblin Sledder")).subtypes == frozenset()


def test_a_wall_made_a_shade_loses_defender() -> None:
    """CR 613.1d, 613.1f: "Mistform Wall has defender as long as it's a Wall" is read after
    the type change of layer 4: a Shade, it has no defender."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    assert d.chars(wall).has("Defender")
    d.cast(0, "Shade's Breath")
    d.resolve()
    assert not d.chars(wall).has("Defender")


def test_a_bonus_to_goblins_is_locked_to_those_there_as_it_resolved() -> None:
    """CR 611.2c: Goblin Pyromancer's "Goblin creatures get +3/+0 until end of turn" affects
    the Goblins on the battlefield as it resolves only; a Goblin cast afterwards is not
    affected."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Goblin Sledder")
    s.hand(0, "Goblin Pyromancer", "Skirk Prospector")
    d = Driver(s.build())
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Goblin Sledder")).power == 4
    assert d.chars(d.find("Goblin Pyromancer")).power == 5
    d.cast(0, "Skirk Prospector")
    d.resolve()
    assert d.chars(d.find("Skirk Prospector")).power == 1


def test_a_land_made_an_island_and_animated_keeps_only_the_island_mana_ability() -> None:
    """CR 305.7, 613.1d: Sea's Claim makes Grand Coliseum an Island: it loses its own
    abilities and has "{T}: Add {U}"; Kamahl then makes it a 1/1 creature that's still a land,
    still an Island."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", "Forest")
    s.battlefield(0, "Grand Coliseum", label="coliseum")
    s.battlefield(0, "Sea's Claim", attached_to="coliseum")
    d = Driver(s.build())
    coliseum = d.find("Grand Coliseum")
    c = d.chars(coliseum)
    assert c.subtypes == {"Island"} and len(c.abilities) == 1
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[coliseum])
    d.resolve()
    c = d.chars(coliseum)
    assert c.subtypes == {"Island"} and {"Land", "Creature"} <= c.types
    assert (c.power, c.toughness) == (1, 1) and len(c.abilities) == 1


def test_a_human_that_would_lose_its_creature_types_enters_without_the_counter() -> None:
    """CR 614.12: whether Dearly Departed's "each Human creature you control enters with an
    additional +1/+1 counter" applies is seen with the continuous effects that would apply
    on the battlefield: under Curse of Conformity, Glory Seeker would have no creature type,
    so it enters without the counter (and is a 3/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.graveyard(0, "Dearly Departed")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert not d.state.objects[seeker].counters
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_a_copy_of_a_creature_with_a_power_cda_has_the_cda() -> None:
    """CR 707.2, 604.3: Clone copying Adeline copies the ability that defines her power: as
    its controller controls three creatures, it is a 3/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Adeline, Resplendent Cathar")
    s.hand(0, "Clone")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Adeline, Resplendent Cathar"))
    clone = d.state.battlefield[-1]
    assert (d.chars(clone).power, d.chars(clone).toughness) == (3, 4)
    assert d.chars(d.find("Adeline, Resplendent Cathar")).power == 1


ARLINN = "Arlinn, the Pack's Hope"
ARLINN_ZERO = 2


def _arlinn_at_night(s: Scenario) -> None:
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.day_night("night")


def test_a_later_becomes_effect_overrides_an_earlier_static_ability_in_layers_6_and_7b() -> None:
    """CR 613.7a-b, 613.1f, 613.4b: Sludge Monster's static ability (timestamp: when it
    entered) makes non-Horror creatures with slime counters lose all abilities and be 2/2.
    Arlinn, the Moon's Fury, with a slime counter, then becomes a 5/5 Werewolf creature with
    trample, indestructible and haste: that effect's timestamp is later, so in layer 6 it adds
    its abilities after Sludge Monster's removed hers, and in 7b its 5/5 comes last."""
    s = Scenario(seed=1)
    _arlinn_at_night(s)
    s.battlefield(1, "Sludge Monster")
    s.battlefield(0, ARLINN, transformed=True, counters={"loyalty": 4, "slime": 1})
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ARLINN_ZERO)
    d.resolve()
    c = d.chars(arlinn)
    assert c.is_creature
    assert (c.power, c.toughness) == (5, 5)
    assert {"Trample", "Indestructible", "Haste"} <= c.keywords


def test_a_later_static_ability_overrides_an_earlier_becomes_effect_in_layers_6_and_7b() -> None:
    """CR 613.7a-b: the other way round. Arlinn becomes a 5/5 creature with trample,
    indestructible and haste; then Sludge Monster enters (a later timestamp) and puts a slime
    counter on her: she loses all abilities, the ones her effect gave included, and is 2/2."""
    s = Scenario(seed=1)
    _arlinn_at_night(s)
    s.battlefield(0, ARLINN, transformed=True, counters={"loyalty": 4})
    s.battlefield(0, *["Swamp"] * 3, *["Island"] * 3)
    s.hand(0, "Sludge Monster")
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ARLINN_ZERO)
    d.resolve()
    assert (d.chars(arlinn).power, d.chars(arlinn).toughness) == (5, 5)
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(arlinn)  # the enters ability's target
    d.resolve()
    c = d.chars(arlinn)
    assert d.state.objects[arlinn].counters.get("slime") == 1
    assert (c.power, c.toughness) == (2, 2)
    assert not {"Trample", "Indestructible", "Haste"} & c.keywords


@pytest.mark.parametrize("sludge_first", [True, False])
def test_two_static_abilities_in_layer_6_apply_in_the_order_their_sources_entered(
        sludge_first: bool) -> None:
    """CR 613.7a, 613.1f: Glory Seeker has a gold and a slime counter. Aurification gives it
    defender (and makes it a Wall, layer 4); Sludge Monster takes away all its abilities. In
    layer 6 the two apply in timestamp order: with Aurification entered last it has defender,
    with Sludge Monster entered last it has none. It is a Wall either way."""
    s = Scenario(seed=1)
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    order = ["Sludge Monster", "Aurification"]
    for name in (order if sludge_first else order[::-1]):
        s.battlefield(1, name)
    s.battlefield(0, "Glory Seeker", counters={"gold": 1, "slime": 1})
    d = Driver(s.build())
    c = d.chars(d.find("Glory Seeker"))
    assert ("Defender" in c.keywords) is sludge_first
    assert "Wall" in c.subtypes
