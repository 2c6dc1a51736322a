"""Sludge Monster — {3}{U}{U} Creature — Horror 5/5.

Oracle: "Whenever Sludge Monster enters the battlefield or attacks, put a slime counter on up
to one other target creature. / Non-Horror creatures with slime counters on them lose all
abilities and have base power and toughness 2/2."
Rulings covered: MID-RN-213 (the last ability affects every non-Horror creature with a slime
counter, not only those Sludge Monster put counters on), MID-RN-214.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Sludge Monster")


def test_enters_puts_a_slime_counter_and_the_creature_becomes_a_2_2_without_abilities() -> None:
    """Layers 6 and 7b: Screaming Seahawk loses flying and has base power and toughness
    2/2; its +1/+1 counter still applies on top (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Sludge Monster")
    s.battlefield(1, "Screaming Seahawk", counters={"+1/+1": 1})
    d = Driver(s.build())
    hawk = d.find("Screaming Seahawk")
    assert d.chars(hawk).has("Flying")
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(hawk)
    d.resolve()
    assert d.state.objects[hawk].counters.get("slime") == 1
    c = d.chars(hawk)
    assert not c.has("Flying")
    assert (c.power, c.toughness) == (3, 3)


def test_target_is_optional_and_must_be_another_creature() -> None:
    """"Up to one other target creature": Sludge Monster itself isn't offered; no target may
    be chosen, and then no counter is put."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Sludge Monster")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sludge Monster")
    d.resolve()
    monster = d.find("Sludge Monster")
    d.expect("target")
    offered = [a.value for a in d.game.legal_actions()]
    assert monster not in offered and d.find("Glory Seeker") in offered and None in offered
    d.choose(None)
    d.resolve()
    assert all(not o.counters.get("slime") for o in d.state.objects.values())


@pytest.mark.ruling("MID-RN-213", "MID-OR-0227")
def test_any_slime_counter_counts_and_horrors_are_unaffected() -> None:
    """The ruling: counters not put by this Sludge Monster count too; a Horror (another
    Sludge Monster) with a slime counter keeps its abilities and size."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Sludge Monster", counters={"slime": 1})
    s.battlefield(1, "Glory Seeker", counters={"slime": 2})
    d = Driver(s.build())
    other = d.ids("Sludge Monster", player=1)[0]
    assert (d.chars(other).power, d.chars(other).toughness) == (5, 5)
    assert d.chars(other).abilities
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2)


def test_attacking_puts_a_slime_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    hawk = d.find("Screaming Seahawk")
    d.to_combat()
    d.attack([d.find("Sludge Monster")])
    d.choose(hawk)
    d.resolve()
    assert d.state.objects[hawk].counters.get("slime") == 1
    assert not d.chars(hawk).has("Flying")


@pytest.mark.ruling("MID-RN-214", "MID-OR-0228")
@pytest.mark.parametrize("name, size", [("Screeching Buzzard", (3, 3)),
                                        ("Krosan Tusker", (7, 6))])
def test_a_slimed_creature_that_becomes_a_horror_gets_its_size_and_abilities_back(
        name: str, size: tuple[int, int]) -> None:
    """Imagecrafter makes the slimed creature a Horror: Sludge Monster's effect no longer
    applies, so it has its own base power and toughness (plus its +1/+1 counter) and its
    abilities (the Buzzard's flying) again, until the turn ends."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster", "Imagecrafter")
    s.battlefield(1, name, counters={"slime": 1, "+1/+1": 1})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    oid = d.find(name)
    flying = name == "Screeching Buzzard"
    c = d.chars(oid)
    assert (c.power, c.toughness) == (3, 3) and not c.has("Flying")
    d.activate(0, "Imagecrafter", targets=[oid])
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Horror")
    c = d.chars(oid)
    assert "Horror" in c.subtypes
    assert (c.power, c.toughness) == size and c.has("Flying") is flying
    d.pass_until("upkeep", turn=4)
    c = d.chars(oid)
    assert (c.power, c.toughness) == (3, 3) and not c.has("Flying")


def test_a_slimed_lord_loses_its_anthem_for_the_other_creatures() -> None:
    """CR 613.1f, 613.4c: Aven Brigadier ("Other Soldier creatures get +1/+1") with a slime
    counter loses its abilities in layer 6, so its anthem no longer exists in layer 7c: Glory
    Seeker, a Soldier, is 2/2; the Brigadier has base power and toughness 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Aven Brigadier", counters={"slime": 1})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    brigadier = d.chars(d.find("Aven Brigadier"))
    assert not brigadier.abilities and (brigadier.power, brigadier.toughness) == (2, 2)
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2)


def test_a_slimed_land_creature_loses_its_mana_ability() -> None:
    """CR 305.6, 613.1d, 613.1f: a Forest with a slime counter that Kamahl, Fist of Krosa made
    a 1/1 creature (layer 4) is a non-Horror creature: it loses all its abilities in layer 6,
    the mana ability of its basic land type included, and can't tap for {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest")
    s.battlefield(0, "Forest", counters={"slime": 1}, label="slimed")
    s.battlefield(1, "Sludge Monster")
    d = Driver(s.build())
    slimed = next(f for f in d.ids("Forest") if d.state.objects[f].counters.get("slime"))
    assert d.chars(slimed).abilities  # a land, not a creature: "{T}: Add {G}."
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[slimed])
    d.resolve()
    c = d.chars(slimed)
    assert c.is_creature and "Land" in c.types and "Forest" in c.subtypes
    assert not c.abilities
    assert not [a for a in d.game.legal_actions() if getattr(a, "source", None) == slimed]


def test_an_ability_lost_in_layer_6_does_not_stop_the_later_ones() -> None:
    """CR 613.1f, 613.7, 613.8: Abzan Falconer ("Each creature you control with a +1/+1
    counter on it has flying") with a slime counter loses its abilities in layer 6, so its
    flying grant doesn't apply; Ainok Bond-Kin's first strike grant, later in the same layer,
    still does: Glory Seeker, with a +1/+1 counter, has first strike and no flying, and so
    does the Falconer (it gains first strike after losing its abilities)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Sludge Monster")
    s.battlefield(0, "Abzan Falconer", counters={"slime": 1, "+1/+1": 1})
    s.battlefield(0, "Ainok Bond-Kin")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    d = Driver(s.build())
    for name in ("Glory Seeker", "Abzan Falconer"):
        c = d.chars(d.find(name))
        assert c.has("First strike") and not c.has("Flying")
    assert not d.chars(d.find("Ainok Bond-Kin")).has("First strike")  # no +1/+1 counter


def test_a_slimed_daybound_werewolf_doesnt_transform_at_night() -> None:
    """CR 702.145b-c, 613.1f: Tovolar's Huntmaster with a slime counter has lost daybound, so
    it doesn't transform as it becomes night."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster", "Mountain", "Forest", "Glory Seeker")
    s.battlefield(1, "Tovolar's Huntmaster", counters={"slime": 1})
    s.hand(0, "Unnatural Moonrise")
    s.day_night("day")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    hunt = d.find("Tovolar's Huntmaster")
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.day_night == "night"
    c = d.chars(hunt)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Huntmaster", 2, 2)


def test_once_sludge_monster_leaves_the_slime_counter_does_nothing() -> None:
    """CR 611.3b: the effect comes from Sludge Monster's static ability and ends as it leaves
    the battlefield; the slime counter stays, but Screaming Seahawk flies again as a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Screaming Seahawk", counters={"slime": 1})
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    hawk = d.find("Screaming Seahawk")
    assert not d.chars(hawk).has("Flying")
    d.cast(1, "Infernal Grasp", targets=[d.find("Sludge Monster")])
    d.resolve()
    assert d.zone_of("Sludge Monster") == "graveyard"
    assert d.state.objects[hawk].counters.get("slime") == 1
    c = d.chars(hawk)
    assert c.has("Flying") and (c.power, c.toughness) == (2, 2)


def test_a_pump_on_a_slimed_creature_applies_on_top_of_the_base_2_2() -> None:
    """CR 208.4, 208.4a, 613.4b, 613.4c: slime sets base power and toughness in layer 7b; Might of the Old
    Ways's +2/+2 applies later in 7c: Krosan Tusker (6/5) with a slime counter is 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster", "Forest", "Forest")
    s.battlefield(0, "Krosan Tusker", counters={"slime": 1})
    s.hand(0, "Might of the Old Ways")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (2, 2)
    d.cast(0, "Might of the Old Ways", targets=[tusker])
    d.resolve()
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 4)


def test_target_gone_before_the_trigger_resolves_puts_no_counter() -> None:
    """CR 608.2b: the enters trigger targets Glory Seeker, which is Shocked in response; the
    trigger does nothing and no slime counter is put anywhere."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Mountain")
    s.hand(0, "Sludge Monster", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert all(not o.counters.get("slime") for o in d.state.objects.values())
    assert not d.state.stack


@pytest.mark.parametrize("sludge_first", [True, False])
def test_the_later_timestamp_sets_the_base_power_of_a_slimed_land_creature(
        sludge_first: bool) -> None:
    """CR 613.4b, 613.7a, 613.8a: Kamahl's "becomes a 1/1 creature" and the slime's "base
    power and toughness 2/2" both apply in layer 7b, and neither depends on the other there
    (the Forest became a creature in layer 4), so they apply in timestamp order. The static
    ability's effect has the timestamp of Sludge Monster: on the battlefield before Kamahl's
    ability resolved, the Forest is 1/1; entering after it (its enters trigger putting the
    slime counter on the animated Forest), the Forest is 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", *["Island"] * 5)
    s.battlefield(0, "Forest", counters={"slime": 1} if sludge_first else {})
    if sludge_first:
        s.battlefield(1, "Sludge Monster")
    else:
        s.hand(0, "Sludge Monster")
    d = Driver(s.build())
    forests = d.ids("Forest")
    slimed = max(forests, key=lambda f: d.state.objects[f].counters.get("slime", 0))
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[slimed])
    d.resolve()
    assert (d.chars(slimed).power, d.chars(slimed).toughness) == (1, 1)
    if not sludge_first:
        d.cast(0, "Sludge Monster")
        d.resolve()
        d.choose(slimed)
        d.resolve()
        assert d.state.objects[slimed].counters.get("slime") == 1
    c = d.chars(slimed)
    assert c.is_creature and not c.abilities
    assert (c.power, c.toughness) == ((1, 1) if sludge_first else (2, 2))


def test_made_to_read_elf_an_elf_with_a_slime_counter_is_itself_again() -> None:
    """CR 612.2: Sludge Monster slimes Wellwisher, a 2/2 without abilities; once Artificial
    Evolution changes Horror to Elf, its static ability reads "non-Elf creatures": Wellwisher
    is a 1/1 with its ability again, and Sludge Monster is an Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Sludge Monster", "Artificial Evolution")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    wellwisher = d.find("Wellwisher")
    d.cast(0, "Sludge Monster")
    d.resolve()
    d.choose(wellwisher)
    d.resolve()
    assert (d.chars(wellwisher).power, d.chars(wellwisher).abilities) == (2, ())
    monster = d.find("Sludge Monster")
    evolve(d, monster, "Horror", "Elf")
    assert d.chars(monster).subtypes == {"Elf"}
    c = d.chars(wellwisher)
    assert (c.power, c.toughness) == (1, 1) and c.abilities
