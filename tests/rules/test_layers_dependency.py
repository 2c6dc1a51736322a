"""Dependency between effects in the same layer (CR 613.8).

Sludge Monster: "Non-Horror creatures with slime counters on them lose all abilities and have
base power and toughness 2/2." Chapel Shieldgeist (the back face of Chaplain of Alms): "Each
creature you control has ward {1}." Both effects apply in layer 6.
"""

from __future__ import annotations

from manastack.decisions.actions import FinishDeclaration
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
    """CR 613.7, 613.8a, 613.9: removing Glory Seeker's abilities doesn't change whether the ward
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


def _curse_then_adversary_on_a_forest(*lands: str, hand: tuple[str, ...] = ()
                                      ) -> tuple[Driver, int]:
    """Player 0 casts Curse of Conformity on themselves, then Primal Adversary, paying {1}{G} once
    to make an untapped Forest a 3/3 Wolf creature with haste; returns the driver and Forest."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, *["Forest"] * 6, *lands)
    s.hand(0, "Curse of Conformity", "Primal Adversary", *hand)
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
    return d, forest


def test_a_land_that_becomes_a_creature_then_loses_its_creature_types() -> None:
    """CR 613.8a (its example: an effect that makes a land a creature, and one that applies
    to creatures), 613.6: Curse of Conformity ("Nonlegendary creatures enchanted player
    controls ... lose all creature types") is older than Primal Adversary's effect making a
    Forest a 3/3 Wolf creature; both apply in layer 4, and the Curse depends on it: the Forest
    becomes a creature first, then loses all creature types, Wolf included. It is a 3/3."""
    d, forest = _curse_then_adversary_on_a_forest()
    c = d.chars(forest)
    assert c.is_creature and "Land" in c.types and c.has("Haste")
    assert "Wolf" not in c.subtypes and "Forest" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    adversary = d.chars(d.find("Primal Adversary"))
    assert "Wolf" not in adversary.subtypes and (adversary.power, adversary.toughness) == (4, 4)


def _to_may(d: Driver) -> None:
    """Pass until a "may" question (a beginning-of-upkeep trigger resolving)."""
    while d.decision.kind != "may":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


def test_a_later_removal_of_all_abilities_applies_before_the_grant_it_removes() -> None:
    """CR 613.8a-b, 613.7g: Hour of Eternity makes a Zombie token copy of Hordewing Skaab
    ("Other Zombies you control have flying"), which gives Gluttonous Zombie flying. Poppet
    Stitcher then transforms into Poppet Factory (a new, later timestamp: "Creature tokens you
    control lose all abilities"). The Skaab token's effect depends on the Factory's, which
    removes the ability generating it, so the Factory's applies first and the Skaab's no
    longer exists: Gluttonous Zombie loses flying although neither filter reads abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", "Gluttonous Zombie", *["Island"] * 7)
    s.graveyard(0, "Hordewing Skaab", "Glory Seeker")
    s.hand(0, "Hour of Eternity")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=2,
           targets=[d.find("Hordewing Skaab", zone="graveyard"),
                    d.find("Glory Seeker", zone="graveyard")])
    d.resolve_all()  # the Stitcher's Zombie token, then two 4/4 Zombie copies
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).has("Flying")
    _to_may(d)
    d.choose(True)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Factory"
    assert not d.chars(zombie).has("Flying")
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(tokens) == 3
    assert all(d.chars(t).abilities == () for t in tokens)


def test_a_dependency_loop_applies_in_timestamp_order_after_what_waits_for_it() -> None:
    """CR 613.8a-b, 613.8c: two Zombie token copies of Sludge Monster (Hour of Eternity), each
    with a slime counter from the other's trigger, each remove the other's abilities: a dependency
    loop, applied in timestamp order, so the older one's effect applies and the newer one's
    no longer exists. Chapel Shieldgeist, slimed and older than both, grants ward with an
    effect that depends on both: it waits for the loop, and then no longer exists, so Glory
    Seeker has no ward."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Chaplain of Alms", transformed=True, counters={"slime": 1})
    s.battlefield(0, "Glory Seeker", *["Island"] * 7)
    s.graveyard(0, "Sludge Monster", "Sludge Monster")
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Ward")
    d.cast(0, "Hour of Eternity", x=2, targets=d.ids("Sludge Monster", zone="graveyard"))
    d.resolve()
    first, second = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        elif d.decision.kind == "target":  # each token's trigger targets the other token
            source = d.state.objects[d.state.stack[-1]].source
            d.choose(second if source == first else first)
        else:
            d.pass_priority()
    assert d.state.objects[first].counters.get("slime") == 1
    assert d.state.objects[second].counters.get("slime") == 1
    assert not d.chars(seeker).has("Ward")
    geist = d.chars(d.find("Chaplain of Alms"))
    assert geist.abilities == () and (geist.power, geist.toughness) == (2, 2)
    for t in (first, second):
        c = d.chars(t)
        assert c.abilities == () and (c.power, c.toughness) == (2, 2)


def test_an_effect_waiting_for_another_applies_right_after_it_before_later_ones() -> None:
    """CR 613.8b: an effect that depends on another waits "until immediately after" it, ahead
    of the independent effects with later timestamps. Curse of Conformity (oldest) waits for
    Primal Adversary's effect making a Forest a Wolf creature; Shade's Breath, cast last, then
    makes each creature its controller controls a Shade. All three apply in layer 4: Wolf,
    then no creature types, then Shade: the Forest is a Shade."""
    d, forest = _curse_then_adversary_on_a_forest("Swamp", "Swamp", hand=("Shade's Breath",))
    assert "Wolf" not in d.chars(forest).subtypes
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(forest)
    assert c.is_creature and c.subtypes == frozenset({"Forest", "Shade"})
    assert c.colors == frozenset({"B"})


def test_an_effect_whose_ability_was_removed_before_it_began_applies_in_no_later_layer() -> None:
    """CR 613.8a, 613.6: Death Baron (slimed, older) gives other Zombies +1/+1 and deathtouch
    in layers 6 and 7c; its effect depends on Sludge Monster's, which removes Death Baron's
    abilities first, so it never begins to apply: Gluttonous Zombie stays a 3/3 without
    deathtouch in layer 7c too, and Death Baron is a 2/2 without abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", counters={"slime": 1})
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Sludge Monster")
    d = Driver(s.build())
    zombie = d.chars(d.find("Gluttonous Zombie"))
    assert (zombie.power, zombie.toughness) == (3, 3) and not zombie.has("Deathtouch")
    baron = d.chars(d.find("Death Baron"))
    assert (baron.power, baron.toughness, baron.abilities) == (2, 2, ())


def test_two_effects_depending_on_one_removal_both_wait_for_it() -> None:
    """CR 613.8a-b: Chapel Shieldgeist ("Each creature you control has ward {1}") and Death
    Baron (other Zombies get +1/+1 and deathtouch), both slimed and older than Sludge Monster,
    each depend on its effect, which removes their abilities: both wait for it and then no
    longer exist. Gluttonous Zombie has neither ward nor deathtouch, and stays a 3/3."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Chaplain of Alms", transformed=True, counters={"slime": 1})
    s.battlefield(0, "Death Baron", counters={"slime": 1})
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Sludge Monster")
    d = Driver(s.build())
    zombie = d.chars(d.find("Gluttonous Zombie"))
    assert (zombie.power, zombie.toughness) == (3, 3)
    assert not zombie.has("Deathtouch") and not zombie.has("Ward")
    for name in ("Chaplain of Alms", "Death Baron"):
        c = d.chars(d.find(name))
        assert (c.power, c.toughness, c.abilities) == (2, 2, ())



def test_a_grant_waiting_for_removals_that_cease_to_exist_applies_after_the_newer_one() -> None:
    """CR 613.8b-c, 613.6: two Zombie token copies of Sludge Monster (Hour of Eternity) slime
    each other; Chapel Shieldgeist ("Each creature you control has ward {1}", oldest) is
    slimed too, so its effect depends on both tokens' effects. Poppet Stitcher then
    transforms into Poppet Factory (newest: "Creature tokens you control lose all
    abilities"): the tokens' effects depend on it, and it depends on nothing, so it applies
    first. The tokens' effects then no longer exist; the order is evaluated again and the
    Shieldgeist's grant, which waited for them, now depends on nothing and applies: Glory
    Seeker, the Shieldgeist and even the tokens (their abilities removed before) have ward.
    Neither token's "base 2/2" began to apply: they are 3/3 and the Shieldgeist 2/1."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Chaplain of Alms", transformed=True, counters={"slime": 1})
    s.battlefield(0, "Poppet Stitcher", "Glory Seeker", *["Island"] * 7)
    s.graveyard(0, "Sludge Monster", "Sludge Monster")
    s.hand(0, "Hour of Eternity")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Hour of Eternity", x=2, targets=d.ids("Sludge Monster", zone="graveyard"))
    d.resolve()  # Poppet Stitcher's cast trigger: a decayed Zombie token
    d.resolve()
    first, second = [x for x in d.state.battlefield
                     if d.state.objects[x].is_token and d.chars(x).name == "Sludge Monster"]
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        elif d.decision.kind == "target":  # each token's trigger targets the other token
            source = d.state.objects[d.state.stack[-1]].source
            d.choose(second if source == first else first)
        else:
            d.pass_priority()
    assert not d.chars(seeker).has("Ward")  # the older token's effect removes the grant
    _to_may(d)
    d.choose(True)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Factory"
    assert d.chars(seeker).has("Ward")
    geist = d.chars(d.find("Chaplain of Alms"))
    assert geist.has("Flying") and geist.has("First strike") and geist.has("Ward")
    assert (geist.power, geist.toughness) == (2, 1)
    for t in (first, second):
        c = d.chars(t)
        assert [a.name for a in c.abilities] == ["Ward"] and (c.power, c.toughness) == (3, 3)



def test_an_effect_that_applies_to_nothing_makes_no_other_wait() -> None:
    """CR 613.8a, 613.7: an effect that applies to nothing changes nothing another effect
    depends on. In layer 4, Curse of Conformity on player 0 (oldest: Glory Seeker loses all
    creature types), then Shade's Breath (Glory Seeker becomes a Shade), then a second Curse
    of Conformity, on player 1, who controls no creature: the first Curse doesn't wait for the
    second, so Glory Seeker ends up a Shade."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", *["Plains"] * 5)
    s.hand(0, "Shade's Breath", "Curse of Conformity")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).subtypes == frozenset()
    d.cast(0, "Shade's Breath")
    d.resolve()
    assert d.chars(seeker).subtypes == frozenset({"Shade"})
    d.cast(0, "Curse of Conformity", targets=[1])
    d.resolve()
    c = d.chars(seeker)
    assert c.subtypes == frozenset({"Shade"}) and (c.power, c.toughness) == (3, 3)


def test_an_effect_independent_of_a_later_one_once_another_applied_applies_before_it() -> None:
    """CR 613.8c: Curse of Conformity on player 0 (oldest), then Stuffed Bear activated twice.
    Before layer 4 the Bear isn't a creature, so the Curse ("Nonlegendary creatures ... lose
    all creature types") depends on both Bear effects (each would make it a creature). Once
    the first applies, the Bear is a creature and the second changes nothing the Curse
    applies to: the Curse is independent of it and applies before it, in timestamp order.
    The Bear ends up a Bear, and the second activation's "4/4" (layer 7b) is newer than the
    Curse's "base 3/3", so it is a 4/4 (CR 613.4b, 613.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Stuffed Bear", *["Forest"] * 4)
    s.library(1, "Forest")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.is_creature and c.subtypes == frozenset() and (c.power, c.toughness) == (4, 4)
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.is_creature and c.subtypes == frozenset({"Bear"})
    assert (c.power, c.toughness) == (4, 4) and c.colors == frozenset({"G"})


def test_a_gilded_stuffed_bear_made_a_creature_once_then_twice() -> None:
    """CR 613.8a-c, 613.6: Aurification (oldest: "Each creature with a gold counter on it is a
    Wall in addition to its other creature types and has defender") and player 1's Stuffed
    Bear with a gold counter. Activated once, the Bear's effect makes it a creature, so
    Aurification's effect depends on it and applies after it: a Bear Wall with defender.
    Activated again, Aurification's effect is independent of the second activation once the
    first applied, so it applies between them: the second makes the Bear a Bear only. It
    still has defender: Aurification's effect began to apply to it in layer 4 and goes on
    applying to it in layer 6."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification")
    s.battlefield(1, "Stuffed Bear", counters={"gold": 1})
    s.battlefield(1, *["Forest"] * 4)
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    assert not d.chars(bear).has("Defender")
    d.activate(1, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.is_creature and c.subtypes == frozenset({"Bear", "Wall"}) and c.has("Defender")
    d.activate(1, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.is_creature and c.subtypes == frozenset({"Bear"}) and c.has("Defender")
