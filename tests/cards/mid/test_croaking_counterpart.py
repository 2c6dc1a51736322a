"""Croaking Counterpart — {1}{G}{U} Sorcery.

Oracle: "Create a token that's a copy of target non-Frog creature, except it's a 1/1 green
Frog. / Flashback {3}{G}{U} (You may cast this card from your graveyard for its flashback
cost. Then exile it.)"
Rulings covered: MID-RN-054, MID-RN-055, MID-RN-056, MID-RN-057, MID-RN-058; MID-OR-0686,
MID-OR-0687, MID-OR-0689.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import CastSpell, Choose, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Croaking Counterpart")


def scenario(*creatures: str, **kw: object) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Island", "Island")
    if creatures:
        s.battlefield(0, *creatures, **kw)  # type: ignore[arg-type]
    s.hand(0, "Croaking Counterpart")
    return s


def tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def frog(d: Driver, target: int, method: str = "normal") -> int:
    d.cast(0, "Croaking Counterpart", targets=[target], method=method)
    before = set(tokens(d))
    d.resolve()
    (t,) = [x for x in tokens(d) if x not in before]
    return t


def test_a_one_one_green_frog_copy() -> None:
    d = Driver(scenario("Glory Seeker").build())
    t = frog(d, d.find("Glory Seeker"))
    c = d.chars(t)
    assert c.name == "Glory Seeker" and c.is_creature
    assert (c.power, c.toughness) == (1, 1)
    assert set(c.colors) == {"G"} and set(c.subtypes) == {"Frog"}  # not a Human Soldier
    assert d.ids("Croaking Counterpart", "graveyard")


@pytest.mark.ruling("MID-RN-054", "MID-OR-0681")
def test_not_its_tapped_state_counters_or_other_effects() -> None:
    d = Driver(scenario("Elvish Warrior", tapped=True, counters={"+1/+1": 2}).build())
    t = frog(d, d.find("Elvish Warrior"))
    o = d.state.objects[t]
    assert not o.tapped and not o.counters
    assert (d.chars(t).power, d.chars(t).toughness) == (1, 1)


@pytest.mark.ruling("MID-RN-054", "MID-OR-0681")
def test_power_defining_ability_is_not_copied() -> None:
    s = scenario("Consuming Blob")
    s.graveyard(0, "Forest", "Shock")  # the Blob is 2/3
    d = Driver(s.build())
    assert d.chars(d.find("Consuming Blob")).power == 2
    t = frog(d, d.find("Consuming Blob"))
    assert (d.chars(t).power, d.chars(t).toughness) == (1, 1)  # CR 707.9d
    assert "Ooze" not in d.chars(t).subtypes


@pytest.mark.ruling("MID-RN-055", "MID-OR-0682")
def test_x_in_the_mana_cost_is_zero() -> None:
    d = Driver(scenario("Contortionist Troupe", counters={"+1/+1": 3}).build())
    t = frog(d, d.find("Contortionist Troupe"))
    assert d.chars(t).mana_value == 1  # {X}{G} with X = 0
    assert not d.state.objects[t].counters  # it enters with X = 0 counters
    assert (d.chars(t).power, d.chars(t).toughness) == (1, 1)


@pytest.mark.ruling("MID-RN-056", "MID-OR-0683")
def test_copy_of_a_token_uses_what_made_it() -> None:
    s = scenario("Glory Seeker")
    s.hand(0, "Corpse Cobble")
    s.battlefield(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Corpse Cobble", choices=[d.find("Glory Seeker"), None])
    d.resolve()
    (zombie,) = tokens(d)
    t = frog(d, zombie)
    c = d.chars(t)
    assert c.has("Menace") and "Zombie" not in c.subtypes and set(c.colors) == {"G"}
    assert (c.power, c.toughness) == (1, 1)


@pytest.mark.ruling("MID-RN-057", "MID-OR-0684")
def test_copy_of_a_copy_is_what_that_creature_copies() -> None:
    s = scenario("Glory Seeker")
    s.hand(0, "Clone")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == "Glory Seeker"
    t = frog(d, clone)
    assert d.chars(t).name == "Glory Seeker" and d.chars(t).subtypes == {"Frog"}


@pytest.mark.ruling("MID-RN-058", "MID-OR-0685")
def test_enters_abilities_of_the_copy_trigger() -> None:
    s = scenario("Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk", "Island")
    d = Driver(s.build())
    t = frog(d, d.find("Screaming Seahawk", "battlefield"))
    assert d.chars(t).has("Flying")
    assert len(d.state.stack) == 1  # the token's enters trigger
    d.resolve()
    d.choose(True)
    d.choose(d.find("Screaming Seahawk", "library"))
    assert d.ids("Screaming Seahawk", "hand")


def test_frogs_cant_be_targeted_and_flashback() -> None:
    s = scenario("Glory Seeker")
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Island")
    d = Driver(s.build())
    first = frog(d, d.find("Glory Seeker"))
    d.pass_until("postcombat_main")
    cc = d.find("Croaking Counterpart", "graveyard")
    assert CastSpell(cc, "flashback") in d.game.legal_actions()
    d.act(0, CastSpell(cc, "flashback"))
    options = [a for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert Choose(first) not in options and Choose(d.find("Glory Seeker")) in options
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert len(tokens(d)) == 2 and d.ids("Croaking Counterpart", "exile")


def test_copy_of_a_double_faced_permanent_transforms_into_a_frog_back_face() -> None:
    s = scenario("Ecstatic Awakener", "Glory Seeker")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    t = frog(d, d.find("Ecstatic Awakener"))
    assert d.chars(t).name == "Ecstatic Awakener" and d.chars(t).subtypes == {"Frog"}
    hand = len(d.state.players[0].hand)
    d.activate(0, t, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1
    c = d.chars(t)
    assert c.name == "Awoken Demon"  # CR 707.8a: a double-faced token
    assert (c.power, c.toughness) == (1, 1) and c.subtypes == {"Frog"} and c.colors == {"G"}


def test_copy_of_a_back_face_has_mana_value_zero() -> None:
    """CR 202.3b: the transformed permanent keeps its front face's mana value (CR 712.8e),
    but a copy of its back face has mana value 0, on either face of the double-faced token
    once it is transformed back and forth."""
    s = scenario()
    s.battlefield(0, "Ecstatic Awakener", transformed=True)
    d = Driver(s.build())
    demon = d.find("Awoken Demon")
    assert d.chars(demon).mana_value == 1  # Ecstatic Awakener costs {B}
    t = frog(d, demon)
    c = d.chars(t)
    assert c.name == "Awoken Demon" and c.mana_value == 0


def test_copy_of_a_front_face_keeps_its_mana_value() -> None:
    s = scenario("Ecstatic Awakener")
    d = Driver(s.build())
    t = frog(d, d.find("Ecstatic Awakener"))
    assert d.chars(t).mana_value == 1


@pytest.mark.ruling("MID-OR-0685")
def test_an_enters_with_ability_of_the_copied_creature_works() -> None:
    """The Frog copy of Stag Beetle has its "enters the battlefield with X +1/+1 counters"
    (CR 707.9, 614.1c): three other creatures as it enters (the Beetle, Glory Seeker and Elvish
    Warrior), so three counters on a 1/1: a 4/4."""
    s = scenario("Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Stag Beetle", counters={"+1/+1": 2})
    d = Driver(s.build())
    t = frog(d, d.find("Stag Beetle"))
    assert d.state.objects[t].counters == {"+1/+1": 3}
    c = d.chars(t)
    assert c.name == "Stag Beetle" and (c.power, c.toughness) == (4, 4)


def test_evolve_sees_the_counters_the_copy_entered_with() -> None:
    """CR 111.1, 614.1c, 707.9, 702.100a: the Frog copy of Stag Beetle enters with a +1/+1
    counter for each other creature (Gyre Sage and the Beetle): a 3/3 as it enters, greater
    than Gyre Sage's 1/2, so evolve triggers and puts a counter on the Sage."""
    s = scenario("Gyre Sage")
    s.battlefield(0, "Stag Beetle", counters={"+1/+1": 2})
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    t = frog(d, d.find("Stag Beetle"))
    assert d.state.objects[t].counters == {"+1/+1": 2}
    assert [d.state.objects[x].source for x in d.state.stack] == [sage]
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 1}


def test_the_copied_enters_with_ability_adds_to_other_counters_it_enters_with() -> None:
    """The Frog copy of Stag Beetle enters with its X +1/+1 counters and with the additional
    one Arlinn's +1 gives each creature its controller creates: both replacement effects apply
    to its entering (CR 614.1c, 616.1, 707.9), so four counters on a 1/1."""
    s = scenario("Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Stag Beetle", counters={"+1/+1": 2})
    s.battlefield(0, "Arlinn, the Pack's Hope")
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)
    d.resolve()
    t = frog(d, d.find("Stag Beetle"))
    assert d.state.objects[t].counters == {"+1/+1": 4}
    assert (d.chars(t).power, d.chars(t).toughness) == (5, 5)


@pytest.mark.ruling("MID-RN-058")
def test_the_copy_enters_with_the_counters_its_copied_replacement_gives_it() -> None:
    """CR 614.12, 707.2 (MID-RN-058): the Frog copy of Grizzly Ghoul has the Ghoul's "enters
    with a +1/+1 counter for each creature that died this turn" and it applies to its own
    entering: one creature died this turn (Shock), so the 1/1 Frog enters with one counter,
    untapped (CR 110.5b)."""
    s = scenario("Grizzly Ghoul")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    t = frog(d, d.find("Grizzly Ghoul"))
    assert d.state.objects[t].counters == {"+1/+1": 1}
    assert (d.chars(t).power, d.chars(t).toughness) == (2, 2)
    shown = next(o for o in d.game.view(1)["battlefield"] if o["id"] == t)
    assert shown["tapped"] is False and shown["counters"] == {"+1/+1": 1}


def test_each_of_two_double_faced_copies_keeps_both_its_faces() -> None:
    """CR 707.8a, 712.9: Croaking Counterpart, then its flashback, makes two double-faced
    Frog copies of Ecstatic Awakener; each is its own double-faced token, so the first one
    still transforms into a Frog Awoken Demon after the second was made."""
    s = scenario("Ecstatic Awakener", "Glory Seeker")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Forest", "Island")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    awakener = d.find("Ecstatic Awakener")
    first = frog(d, awakener)
    second = frog(d, awakener, method="flashback")
    assert d.chars(second).name == "Ecstatic Awakener"
    d.activate(0, first, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(first)
    assert c.name == "Awoken Demon" and c.subtypes == {"Frog"}
    assert d.chars(second).name == "Ecstatic Awakener"


def test_a_copy_of_a_double_faced_token_is_double_faced() -> None:
    """CR 707.8a: Hour of Eternity's Zombie copy of an Ecstatic Awakener card is a
    double-faced token; Croaking Counterpart's Frog copy of that token is double-faced too, so
    its Awakener ability transforms it into a 1/1 green Frog Awoken Demon."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 7), "Forest", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Ecstatic Awakener")
    s.hand(0, "Hour of Eternity", "Croaking Counterpart")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Ecstatic Awakener", zone="graveyard")])
    d.resolve()
    (zombie,) = tokens(d)
    t = frog(d, zombie)
    c = d.chars(t)
    assert (c.name, c.power, c.toughness, c.subtypes) == \
        ("Ecstatic Awakener", 1, 1, frozenset({"Frog"}))
    d.activate(0, t, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(t)
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == \
        ("Awoken Demon", 1, 1, frozenset("G"), frozenset({"Frog"}))
    assert c.mana_value == 0  # a copy of a back face (CR 202.3b)
    assert d.chars(zombie).name == "Ecstatic Awakener"


def test_a_colour_defining_ability_is_not_copied() -> None:
    """CR 707.9d: the exception gives the token its colour, so Transguild Courier's "is all
    colors" isn't copied: the Frog is green only. (A changeling is a Frog, which Croaking
    Counterpart can't target.)"""
    from tests.reference_cards import TRANSGUILD_COURIER
    d = Driver(scenario(TRANSGUILD_COURIER.name).build())
    t = frog(d, d.find(TRANSGUILD_COURIER.name))
    assert set(d.chars(t).colors) == {"G"} and set(d.chars(t).subtypes) == {"Frog"}
    assert (d.chars(t).power, d.chars(t).toughness) == (1, 1)


def test_a_copy_of_an_opponents_creature_is_its_casters() -> None:
    """CR 111.2: the player who creates a token is its owner and controller, whoever
    controls the creature copied."""
    s = scenario()
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    t = frog(d, d.find("Glory Seeker"))
    o = d.state.objects[t]
    assert (o.owner, o.controller) == (0, 0)
    assert d.state.objects[d.find("Glory Seeker", player=1)].controller == 1


def test_a_copy_of_a_face_down_creature_is_a_nameless_face_up_frog() -> None:
    """CR 707.2 (its example), 708.2a: a face-down creature's copiable values are those of a
    2/2 with no name, text, subtypes or mana cost; with the exceptions the token is a nameless
    1/1 green Frog, face up, that can't be turned face up, and the caster, who may not look
    at the face-down card, learns nothing of it (CR 708.5)."""
    s = scenario()
    s.battlefield(1, "Tribal Golem", face_down=True)
    d = Driver(s.build())
    t = frog(d, d.find("Tribal Golem"))
    c = d.chars(t)
    assert (c.name, c.power, c.toughness) == ("", 1, 1)
    assert c.types == {"Creature"} and c.subtypes == {"Frog"} and c.colors == {"G"}
    assert not d.state.objects[t].face_down
    assert not [a for a in d.game.legal_actions() if getattr(a, "source", None) == t]
    assert "Tribal Golem" not in json.dumps(d.game.view(0))


def test_a_copy_of_its_casters_legendary_creature_meets_the_legend_rule() -> None:
    """CR 704.5j: the Frog keeps the legendary supertype and the name, so its controller
    chooses one of the two to keep; the other goes to the graveyard."""
    s = scenario("Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    jadar = d.find("Jadar, Ghoulcaller of Nephalia")
    d.cast(0, "Croaking Counterpart", targets=[jadar])
    d.resolve()
    d.expect("legend_rule")
    (t,) = tokens(d)
    assert "Legendary" in d.chars(t).supertypes
    d.choose(t)
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "graveyard"
    assert d.chars(t).name == "Jadar, Ghoulcaller of Nephalia" and d.chars(t).power == 1


def test_no_token_if_the_target_left_the_battlefield() -> None:
    """CR 608.2b: the creature died in response; with its only target illegal the spell
    doesn't resolve, and no token is created."""
    s = scenario("Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Croaking Counterpart", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not tokens(d)
    assert d.ids("Croaking Counterpart", "graveyard")


@pytest.mark.ruling("MID-OR-0687")
def test_flashback_keeps_sorcery_timing() -> None:
    """CR 307.1, 702.34a: cast with flashback it is still a sorcery: not in the opponent's
    turn, nor in one's own main phase while the stack isn't empty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Island", "Mountain")
    s.battlefield(0, "Glory Seeker")
    s.graveyard(0, "Croaking Counterpart")
    s.hand(0, "Shock")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    cc = d.find("Croaking Counterpart", "graveyard")
    assert CastSpell(cc, "flashback") in d.game.legal_actions()
    d.cast(0, "Shock", targets=[1])
    assert CastSpell(cc, "flashback") not in d.game.legal_actions()
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(cc, "flashback") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0689", "MID-OR-0686")
def test_a_flashback_spell_that_doesnt_resolve_is_exiled() -> None:
    """CR 702.34a: cast with flashback, it is exiled instead of going to the graveyard even
    when its target is gone and it doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Island", "Glory Seeker")
    s.graveyard(0, "Croaking Counterpart")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Croaking Counterpart", targets=[seeker], method="flashback")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not tokens(d)
    assert d.zone_of("Croaking Counterpart") == "exile"


def test_a_target_made_a_frog_in_response_is_no_longer_legal() -> None:
    """CR 608.2b, 612.2: Artificial Evolution rewrites Glory Seeker's Soldier to Frog in
    response; a Frog is no legal target for Croaking Counterpart, which doesn't resolve."""
    s = scenario("Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Croaking Counterpart", targets=[seeker])
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Soldier")
    d.choose("Frog")
    assert "Frog" in d.chars(seeker).subtypes
    d.resolve()
    assert not tokens(d)
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_a_frog_copy_of_moonrage_brute_becomes_a_frog_brutal_cathar_at_day() -> None:
    """CR 707.8a, 702.145f, 730.2b: at night the Frog copy of Moonrage Brute is a
    double-faced token with its back face up; when it becomes day (two spells cast in turn
    3) it transforms with the real one into Brutal Cathar, still a 1/1 green Frog, and its
    "transforms into Brutal Cathar" ability triggers and exiles the opponent's creature."""
    s = scenario("Mountain")
    s.day_night("night")
    s.hand(0, "Shock")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    t = frog(d, d.find("Brutal Cathar"))
    c = d.chars(t)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Moonrage Brute", 1, 1, {"Frog"})
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    while d.decision.kind in ("priority", "declare_attackers", "declare_blockers"):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert d.state.turn == 4 and d.state.day_night == "day"
    c = d.chars(t)
    assert (c.name, c.power, c.toughness, c.subtypes, c.colors) == \
        ("Brutal Cathar", 1, 1, {"Frog"}, {"G"})
    d.expect("order_triggers")
    sources = {src for _, src, _ in d.decision.info()["triggers"]}
    assert t in sources
    seeker = d.find("Glory Seeker")
    while d.decision.kind != "priority":
        if d.decision.kind == "target":
            d.choose(seeker)
        else:
            d.take_first(d.decision.kind)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"


@pytest.mark.ruling("ONS-OR-0042")
def test_made_to_read_elf_by_artificial_evolution_it_makes_an_elf_copy() -> None:
    """CR 612.2a, 707.9b: Artificial Evolution changes Frog to Elf in the spell on the stack:
    it reads "copy of target non-Elf creature, except it's a 1/1 green Elf", and the token
    it creates is a 1/1 green Elf copy of Glory Seeker, no Frog."""
    s = scenario("Island", "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    spell = d.cast(0, "Croaking Counterpart", targets=[seeker])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Frog")
    d.choose("Elf")
    shown = next(o for o in d.game.view(1)["stack"] if o["id"] == spell)
    assert "non-Elf creature, except it's a 1/1 green Elf" in shown["text"]
    d.resolve()
    (t,) = tokens(d)
    c = d.chars(t)
    assert (c.name, c.power, c.toughness) == ("Glory Seeker", 1, 1)
    assert c.subtypes == {"Elf"} and c.colors == {"G"}


def test_made_to_read_elf_its_elf_target_is_no_longer_legal() -> None:
    """CR 612.2, 608.2b (ONS-OR-0048): Frog changed to Elf in the spell, its target, an Elf,
    is no longer a "non-Elf creature": the spell doesn't resolve and no token is created."""
    s = scenario("Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    spell = d.cast(0, "Croaking Counterpart", targets=[warrior])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Frog")
    d.choose("Elf")
    d.resolve()
    assert not tokens(d)
    assert any(e.kind == "fizzle" for e in d.game.log)


@pytest.mark.ruling("ONS-FAQ-131")
def test_the_frog_token_made_to_read_elf_is_an_elf() -> None:
    """CR 612.4, 707.9b: the token's creature type comes from the copy effect's exception,
    part of its copiable values; Artificial Evolution changing Frog to Elf on the token makes
    it an Elf."""
    s = scenario("Island", "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    t = frog(d, d.find("Glory Seeker"))
    d.cast(0, "Artificial Evolution", targets=[t])
    d.resolve()
    d.choose("Frog")
    d.choose("Elf")
    assert d.chars(t).subtypes == {"Elf"} and d.chars(t).power == 1
