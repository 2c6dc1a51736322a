"""How far a continuous effect reaches across layers and over time (CR 613).

An effect that began to apply in one layer keeps applying in the later ones, even once the
ability generating it is removed (613.6); abilities an effect grants aren't abilities of the
permanent's rules text, which a land type setting effect removes (305.7); an effect that lasts
indefinitely is overridden only while a later one lasts (611.2, 613.7); a static ability stops
applying the moment its source leaves, to objects that appeared while it applied too (611.3a).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


@pytest.mark.parametrize("hawk_first", [True, False])
def test_613_6_sludge_monster_made_a_goblin_loses_its_own_ability_and_is_still_2_2(
        hawk_first: bool) -> None:
    """CR 613.6, 613.1f, 613.4b, 205.1a: Sludge Monster has a slime counter on itself, and so
    has Screaming Seahawk (2/2 flying), on the battlefield before or after it; Imagecrafter
    makes Sludge Monster a Goblin until end of turn, so it is a non-Horror creature with a
    slime counter. Its own static ability makes it lose all abilities in layer 6 — that
    ability included — yet the effect, having begun to apply, still applies to the same
    objects: the Seahawk loses flying too, and in layer 7b both have base power and toughness
    2/2. At the next turn Sludge Monster is a Horror again: a 5/5 with its abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, "Imagecrafter")
    if hawk_first:
        s.battlefield(1, "Screaming Seahawk", counters={"slime": 1})
    s.battlefield(1, "Sludge Monster", counters={"slime": 1})
    if not hawk_first:
        s.battlefield(1, "Screaming Seahawk", counters={"slime": 1})
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    monster = d.find("Sludge Monster")
    hawk = d.find("Screaming Seahawk")
    assert _pt(d, monster) == (5, 5) and d.chars(monster).abilities
    assert d.chars(hawk).abilities == ()
    d.activate(0, "Imagecrafter", targets=[monster])
    d.resolve()
    d.choose("Goblin")
    c = d.chars(monster)
    assert c.subtypes == {"Goblin"}
    assert c.abilities == ()
    assert (c.power, c.toughness) == (2, 2)
    assert d.chars(hawk).abilities == () and _pt(d, hawk) == (2, 2)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    c = d.chars(monster)
    assert c.subtypes == {"Horror"} and c.abilities and (c.power, c.toughness) == (5, 5)
    assert not d.chars(hawk).has("Flying")


@pytest.mark.parametrize("curse_first", [True, False])
def test_613_7_a_slimed_sludge_monster_losing_its_types_takes_the_later_base_size(
        curse_first: bool) -> None:
    """CR 613.1d, 613.6, 613.4b, 613.7a: Curse of Conformity on Sludge Monster's controller
    makes it lose all creature types in layer 4, so its slime counter makes its own ability
    apply to it: it loses all abilities, and in layer 7b both "base power and toughness 3/3"
    (the Curse) and "2/2" (the slime) apply, in timestamp order — the Aura's timestamp is when
    it was attached, the static ability's when Sludge Monster entered. The Curse older, it is
    a 2/2; the Curse newer, a 3/3."""
    s = Scenario(seed=1)
    if curse_first:
        s.battlefield(0, "Curse of Conformity", attached_to=1)
        s.battlefield(1, "Sludge Monster", counters={"slime": 1})
    else:
        s.battlefield(1, "Sludge Monster", counters={"slime": 1})
        s.battlefield(0, *["Plains"] * 5)
        s.hand(0, "Curse of Conformity")
    d = Driver(s.build())
    monster = d.find("Sludge Monster")
    if not curse_first:
        assert _pt(d, monster) == (5, 5)
        d.cast(0, "Curse of Conformity", targets=[1])
        d.resolve()
    c = d.chars(monster)
    assert c.subtypes == frozenset() and c.abilities == ()
    assert (c.power, c.toughness) == ((2, 2) if curse_first else (3, 3))


def _animated_coliseum(boots_first: bool) -> tuple[Driver, int]:
    """Kamahl makes Grand Coliseum a 1/1 creature that's still a land; Swiftfoot Boots are
    equipped to it and Sea's Claim is attached to it, in the given order."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Swiftfoot Boots", "Forest", "Forest",
                  "Island", "Island")
    s.battlefield(0, "Grand Coliseum")
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    coliseum = d.find("Grand Coliseum")
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[coliseum])
    d.resolve()
    assert d.chars(coliseum).is_creature
    for step in (("boots", "claim") if boots_first else ("claim", "boots")):
        if step == "boots":
            d.activate(0, "Swiftfoot Boots", targets=[coliseum])
        else:
            d.cast(0, "Sea's Claim", targets=[coliseum])
        d.resolve()
    return d, coliseum


@pytest.mark.parametrize("boots_first", [True, False])
def test_305_7_an_island_made_by_an_aura_keeps_the_abilities_equipment_grants(
        boots_first: bool) -> None:
    """CR 305.7, 613.1d, 613.1f: Sea's Claim makes the animated Grand Coliseum an Island in
    layer 4: it loses the abilities of its own rules text and has "{T}: Add {U}". The haste
    and hexproof Swiftfoot Boots grant apply in layer 6, after every layer 4 effect whatever
    the timestamps: equipped before or after Sea's Claim, the land creature has all three
    abilities, and taps only for {U}."""
    d, coliseum = _animated_coliseum(boots_first)
    c = d.chars(coliseum)
    assert c.subtypes == {"Island"} and {"Land", "Creature"} <= c.types
    assert c.has("Haste") and c.has("Hexproof")
    assert len(c.abilities) == 3
    d.mana(0, coliseum)
    assert d.state.players[0].mana_pool == {"U": 1}
    assert d.life(0) == 20  # not the Coliseum's own "deals 1 damage to you" ability


def test_611_2_an_indefinite_zombie_addition_returns_once_shades_breath_ends() -> None:
    """CR 611.2a, 613.1d, 613.1e, 613.7, 514.2, 205.1a, 105.3: Liliana, Death's Majesty's −3
    returns Glory Seeker as a black Zombie in addition to its colors and types, for as long as
    it remains. Shade's Breath, later, makes it a black Shade until end of turn: then it is
    only black and only a Shade. When Shade's Breath's effect ends at cleanup, the older,
    indefinite one is all that applies again: a white and black Human Soldier Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana, Death's Majesty", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Shade's Breath")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Liliana, Death's Majesty", index=1, targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    c = d.chars(seeker)
    assert (c.colors, c.subtypes) == ({"W", "B"}, {"Human", "Soldier", "Zombie"})
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(seeker)
    assert (c.colors, c.subtypes) == ({"B"}, {"Shade"})
    d.pass_until("upkeep", turn=d.state.turn + 1)
    c = d.chars(seeker)
    assert (c.colors, c.subtypes) == ({"W", "B"}, {"Human", "Soldier", "Zombie"})
    assert len(c.abilities) == 0  # the Shade pump ability ended with its effect


def test_611_3a_tokens_made_under_the_curse_are_themselves_once_it_leaves() -> None:
    """CR 611.3a, 613.1d, 613.1f, 613.4b, 111.4: with Curse of Conformity on player 1, the
    Soldier tokens Mobilization creates enter as 3/3 creatures with no creature types, so
    Mobilization's "Soldier creatures have vigilance" misses them. Once the Curse is
    destroyed, its effect stops at once for every creature it applied to, tokens made while
    it applied included: they are 1/1 Soldiers with vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Conformity", attached_to=1)
    s.battlefield(1, "Mobilization", "Forest", "Forest", *["Plains"] * 6)
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    for plains in (d.ids("Plains")[:3], d.ids("Plains")[3:]):
        for land in plains:
            d.mana(1, land)
        d.activate(1, "Mobilization")
        d.resolve()
    tokens = d.ids("Soldier Token", "battlefield")
    assert len(tokens) == 2
    for token in tokens:
        c = d.chars(token)
        assert c.subtypes == frozenset() and not c.has("Vigilance")
        assert (c.power, c.toughness) == (3, 3)
    d.cast(1, "Naturalize", targets=[d.find("Curse of Conformity")])
    d.resolve()
    assert d.zone_of("Curse of Conformity") == "graveyard"
    for token in tokens:
        c = d.chars(token)
        assert c.subtypes == {"Soldier"} and c.has("Vigilance")
        assert (c.power, c.toughness) == (1, 1)


@pytest.mark.parametrize("curse_first", [True, False])
def test_613_8a_two_effects_waiting_for_the_same_animation_then_apply_by_timestamp(
        curse_first: bool) -> None:
    """CR 613.8a-b, 613.7, 613.1d, 613.1f, 613.4b: player 1's Forest has a gold counter.
    Aurification ("Each creature with a gold counter on it is a Wall in addition to its other
    creature types and has defender") and Curse of Conformity on player 1 ("Nonlegendary
    creatures ... lose all creature types") both apply to creatures, so in layer 4 each depends
    on Kamahl's newer effect making the Forest a 1/1 creature: that one applies first. The two
    don't depend on each other, so they follow in timestamp order: the Curse first, the Forest
    is a Wall; Aurification first, the Curse then takes Wall away. Either way it has defender
    (layer 6), and Kamahl's 1/1 — the newest in layer 7b — sets its base power and toughness."""
    s = Scenario(seed=1)
    if curse_first:
        s.battlefield(0, "Curse of Conformity", attached_to=1)
        s.battlefield(0, "Aurification")
    else:
        s.battlefield(0, "Aurification")
        s.battlefield(0, "Curse of Conformity", attached_to=1)
    s.battlefield(1, "Kamahl, Fist of Krosa", "Forest")
    s.battlefield(1, "Forest", counters={"gold": 1})
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    gilded = next(f for f in d.ids("Forest") if d.state.objects[f].counters.get("gold"))
    assert not d.chars(gilded).is_creature
    d.activate(1, "Kamahl, Fist of Krosa", index=0, targets=[gilded])
    d.resolve()
    c = d.chars(gilded)
    assert {"Land", "Creature"} <= c.types
    assert c.subtypes == ({"Forest", "Wall"} if curse_first else {"Forest"})
    assert c.has("Defender") and (c.power, c.toughness) == (1, 1)


def test_305_7_a_wolf_land_made_an_island_keeps_its_creature_type_and_haste() -> None:
    """CR 305.7, 205.1b, 613.1d, 613.1f: Primal Adversary makes Haunted Ridge a 3/3 Wolf
    creature with haste that's still a land; Sea's Claim, later, makes it an Island. Setting
    its land type removes only its old land types and the abilities of its own rules text:
    it is a Land Creature — Island Wolf, a 3/3 with haste, tapping only for {U}."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Island", "Haunted Ridge")
    s.hand(0, "Primal Adversary", "Sea's Claim")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    assert d.chars(ridge).subtypes == {"Wolf"}
    d.cast(0, "Sea's Claim", targets=[ridge])
    d.resolve()
    c = d.chars(ridge)
    assert {"Land", "Creature"} <= c.types and c.subtypes == {"Island", "Wolf"}
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste") and len(c.abilities) == 2
    d.mana(0, ridge)
    assert d.state.players[0].mana_pool == {"U": 1}


def test_613_4b_a_base_size_set_until_end_of_turn_gives_way_to_the_lasting_one() -> None:
    """CR 613.4b, 613.4c, 613.7, 514.2: Primal Adversary makes Haunted Ridge a 3/3 Wolf
    creature land for good; Howl of the Hunt gives it +2/+2 (layer 7c): a 5/5. Kamahl's
    newer "becomes a 1/1 creature until end of turn" sets its base power and toughness to
    1/1 in layer 7b, and the Aura's bonus still applies on top: a 3/3. At the next turn
    Kamahl's effect has ended: a 5/5 Wolf again, with the Aura's vigilance and its haste."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 10, "Haunted Ridge", "Kamahl, Fist of Krosa")
    s.hand(0, "Primal Adversary", "Howl of the Hunt")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    assert _pt(d, ridge) == (3, 3)
    d.cast(0, "Howl of the Hunt", targets=[ridge])
    d.resolve_all()
    assert _pt(d, ridge) == (5, 5)
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[ridge])
    d.resolve()
    assert _pt(d, ridge) == (3, 3) and d.chars(ridge).subtypes == {"Wolf"}
    d.pass_until("upkeep", turn=d.state.turn + 1)
    c = d.chars(ridge)
    assert (c.power, c.toughness) == (5, 5) and c.subtypes == {"Wolf"}
    assert c.has("Vigilance") and c.has("Haste")


def test_613_7e_equipment_moved_away_and_back_grants_over_an_older_ability_loss() -> None:
    """CR 613.7e, 613.7a, 613.1f, 701.3b-c: Swiftfoot Boots were attached to Glory Seeker
    before Sludge Monster entered; the Seeker has a slime counter, so Sludge Monster's newer
    effect takes away the hexproof and haste the Boots grant. Equipping the Boots to the
    Seeker again does nothing (it is already attached there), so no new timestamp. Moved to
    Daru Lancer and back, the Boots get a timestamp later than Sludge Monster's effect: the
    Seeker has hexproof and haste again, and is still a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"slime": 1}, label="seeker")
    s.battlefield(0, "Swiftfoot Boots", attached_to="seeker")
    s.battlefield(0, "Daru Lancer", *["Plains"] * 3)
    s.battlefield(1, "Sludge Monster")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    seeker, lancer = d.find("Glory Seeker"), d.find("Daru Lancer")

    def keywords() -> tuple[bool, bool]:
        c = d.chars(seeker)
        return c.has("Hexproof"), c.has("Haste")

    assert keywords() == (False, False)
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert keywords() == (False, False)
    d.activate(0, "Swiftfoot Boots", targets=[lancer])
    d.resolve()
    assert d.chars(lancer).has("Haste")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert keywords() == (True, True) and _pt(d, seeker) == (2, 2)
