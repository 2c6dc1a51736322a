"""Tokens that are copies of permanents (CR 111.1, 707.2, 707.8a): ``CreateTokenCopy`` and the
``Sacrificed()`` reference, through Cackling Counterpart (a reference card) and Cleaver Skaab.

A token that's a copy of a double-faced card not on the battlefield is a double-faced token,
each face copying the same face of the card with the copy effect's exceptions (CR 707.8a,
707.9b: Hour of Eternity's "except it's a 4/4 black Zombie" by day and by night)."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.effects import CreateTokenCopy
from manastack.dsl.filters import CREATURE_YOU_CONTROL
from manastack.dsl.prelude import spell
from manastack.dsl.refs import All
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_copy_has_copiable_values_only_not_counters_or_pumps() -> None:
    """CR 707.2: counters and an until-end-of-turn +2/+2 aren't copied."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Plains", "Plains")
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 2})
    s.hand(0, "Cackling Counterpart", "Flare of Faith")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Flare of Faith", targets=[zombie])
    d.resolve()
    assert d.chars(zombie).power == 7
    d.cast(0, "Cackling Counterpart", targets=[zombie])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert c.name == "Gluttonous Zombie" and (c.power, c.toughness) == (3, 3)
    assert c.has("Fear") and not d.state.objects[token].counters


def test_copy_of_a_transformed_double_faced_permanent_is_double_faced() -> None:
    """CR 707.8a: the token has the back face up and can transform to the front."""
    s = Scenario(seed=1)
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    cathar = d.find("Brutal Cathar")
    back = d.chars(cathar).name
    d.cast(0, "Cackling Counterpart", targets=[cathar])
    d.resolve()
    (token,) = _tokens(d)
    assert d.chars(token).name == back != "Brutal Cathar"
    assert d.state.objects[token].face == 1


def test_no_copy_when_the_object_left_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Cackling Counterpart", "Go for the Throat")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cackling Counterpart", targets=[seeker])
    d.cast(0, "Go for the Throat", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not _tokens(d)


def test_sacrificed_permanent_is_copied_as_it_was_sacrificed() -> None:
    """``Sacrificed()``: Cleaver Skaab copies the Zombie it sacrificed, which is gone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cleaver Skaab", "Severed Legion", "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Cleaver Skaab", choices=[d.find("Severed Legion")])
    d.resolve()
    made = _tokens(d)
    assert len(made) == 2
    assert all(d.chars(t).name == "Severed Legion" for t in made)


def test_a_token_copy_makes_the_copied_as_enters_choice_itself() -> None:
    """CR 707.2, 614.12: a token created as a copy has the copied "as enters" abilities, and
    its creator makes their choices as it is created (the original keeps its own choice).
    CR 707.6."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Goblin"})
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    riders = d.find("Riders of Gavony")
    d.cast(0, "Cackling Counterpart", targets=[riders])
    d.resolve()
    assert d.decision.kind == "choose_creature_type" and d.decision.player == 0
    d.choose("Zombie")
    (token,) = _tokens(d)
    assert d.state.objects[token].chosen == {"creature_type": "Zombie"}
    assert d.state.objects[riders].chosen == {"creature_type": "Goblin"}


def test_each_token_copy_created_at_once_makes_its_own_as_enters_choice() -> None:
    """CR 614.12, 707.2: Hour of Eternity makes a 4/4 black Zombie token copy of Riders of
    Gavony ("As Riders of Gavony enters, choose a creature type"); Cleaver Skaab sacrifices it
    and creates two tokens that are copies of it, each with that ability: each is asked for
    its own creature type as they enter together (CR 111.1), and one may differ from the
    other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cleaver Skaab", *["Island"] * 8)
    s.hand(0, "Hour of Eternity")
    s.graveyard(0, "Riders of Gavony")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Riders of Gavony", "graveyard")])
    d.resolve()
    d.choose("Goblin")
    zombie = d.find("Riders of Gavony", "battlefield")
    d.activate(0, "Cleaver Skaab", choices=[zombie])
    d.resolve()
    for creature_type in ("Elf", "Bird"):
        assert d.decision.kind == "choose_creature_type" and d.decision.player == 0
        d.choose(creature_type)
    made = _tokens(d)
    assert len(made) == 2 and zombie not in made
    assert sorted(d.state.objects[t].chosen["creature_type"] for t in made) == ["Bird", "Elf"]
    entered = [e for e in d.state.log if e.kind == "zone_change" and e.new_obj in made]
    assert len(entered) == 2 and entered[0] is d.state.log[d.state.log.index(entered[1]) - 1]


PARADE = define_card(
    "Mirror Parade", "{2}{U}", "Sorcery",
    "For each creature you control, create two tokens that are copies of it.",
    abilities=[spell(CreateTokenCopy(All(CREATURE_YOU_CONTROL), 2))])
"""A card made up to create several token copies of each of several creatures at once."""


def test_two_copies_of_each_of_two_creatures_each_make_their_own_choice() -> None:
    """CR 614.12, 707.2, 111.1: Mirror Parade copies two Riders of Gavony twice each, at once:
    each of the four tokens is asked for its own creature type, two of each Riders' copies
    (the originals keep theirs)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Goblin"})
    s.hand(0, PARADE.name)
    d = Driver(s.build())
    d.cast(0, PARADE.name)
    d.resolve()
    for creature_type in ("Elf", "Bird", "Wolf", "Bat"):
        assert d.decision.kind == "choose_creature_type"
        d.choose(creature_type)
    made = _tokens(d)
    assert len(made) == 4
    assert sorted(d.state.objects[t].chosen["creature_type"] for t in made) == \
        ["Bat", "Bird", "Elf", "Wolf"]
    assert all(d.state.objects[r].chosen == {"creature_type": "Goblin"}
               for r in d.ids("Riders of Gavony", "battlefield") if r not in made)


def test_a_copy_of_a_copy_of_a_front_face_is_double_faced_too() -> None:
    """CR 707.8a, 707.3: a token copy of Ecstatic Awakener, front face up, is named Ecstatic
    Awakener and has its mana value 1 (CR 712.8e); a copy of that token copies what it
    copies, both faces: once transformed, it is Awoken Demon, a copy of a back face with
    mana value 0 (CR 202.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ecstatic Awakener", "Glory Seeker", *["Island"] * 6, *["Swamp"] * 3)
    s.hand(0, CACKLING_COUNTERPART.name, CACKLING_COUNTERPART.name)
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    first, second = d.ids(CACKLING_COUNTERPART.name, "hand")
    d.cast(0, first, targets=[d.find("Ecstatic Awakener")])
    d.resolve()
    (token,) = _tokens(d)
    assert d.chars(token).name == "Ecstatic Awakener" and d.chars(token).mana_value == 1
    d.cast(0, second, targets=[token])
    d.resolve()
    (copy,) = [t for t in _tokens(d) if t != token]
    assert d.chars(copy).name == "Ecstatic Awakener" and d.chars(copy).mana_value == 1
    d.activate(0, copy, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(copy)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Awoken Demon", 4, 4, 0)


def test_a_copy_of_a_transformed_permanent_has_mana_value_zero() -> None:
    """CR 202.3b, 707.8a: a token copy of Brutal Cathar's back face has mana value 0, where
    the transformed Cathar itself has its front face's (CR 712.8e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CACKLING_COUNTERPART.name)
    d = Driver(s.build())
    cathar = d.find("Brutal Cathar")
    assert d.chars(cathar).mana_value == 3
    d.cast(0, CACKLING_COUNTERPART.name, targets=[cathar])
    d.resolve()
    (token,) = _tokens(d)
    assert d.chars(token).name == d.chars(cathar).name
    assert d.chars(token).mana_value == 0


def test_a_copy_of_a_clone_copies_what_the_clone_copies() -> None:
    """CR 707.3: a Clone copying Glory Seeker has the Seeker's copiable values, and a token
    copy of the Clone is a Glory Seeker too, not a Clone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Island"] * 7)
    s.hand(0, "Clone", CACKLING_COUNTERPART.name)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    clone = d.find("Clone", "battlefield")
    d.cast(0, CACKLING_COUNTERPART.name, targets=[clone])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.subtypes) == \
        ("Glory Seeker", 2, 2, frozenset({"Human", "Soldier"}))


def _hour_of_eternity(day_night: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.day_night(day_night)
    s.battlefield(0, *(["Island"] * 8), "The Celestus")
    s.graveyard(0, "Bird Admirer")
    s.hand(0, "Hour of Eternity")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Bird Admirer", zone="graveyard")])
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    return d, token


def _is_zombie_wing_shredder(d: Driver, token: int) -> None:
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.colors) == ("Wing Shredder", 4, 4, frozenset("B"))
    assert c.subtypes == frozenset({"Zombie"})
    assert c.has("Reach") and c.has("Nightbound") and not c.has("Daybound")
    assert c.mana_value == 0  # a copy of a back face (CR 202.3b)


def test_a_zombie_token_copy_of_a_daybound_card_transforms_into_a_zombie_back_face() -> None:
    """CR 707.8a, 707.9b, 702.145b: by day Hour of Eternity makes a 4/4 black Zombie copy of a
    Bird Admirer card; as The Celestus makes it night, the double-faced token transforms into
    Wing Shredder, still a 4/4 black Zombie, with nightbound."""
    d, token = _hour_of_eternity("day")
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.colors) == ("Bird Admirer", 4, 4, frozenset("B"))
    d.activate(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "night"
    assert d.state.objects[token].face == 1
    _is_zombie_wing_shredder(d, token)


def test_a_zombie_token_copy_of_a_daybound_card_made_at_night_is_its_back_face() -> None:
    """CR 707.8a, 702.145c: at night the Zombie copy of a Bird Admirer card doesn't stay front
    face up: it is the 4/4 black Zombie Wing Shredder."""
    d, token = _hour_of_eternity("night")
    assert d.state.objects[token].face == 1
    _is_zombie_wing_shredder(d, token)


def test_the_exception_applies_to_the_back_face_a_token_transforms_into() -> None:
    """CR 707.8a, 707.9b, 701.27a: Hour of Eternity's copy of an Ecstatic Awakener card is a
    4/4 black Zombie Ecstatic Awakener, front face up; its own ability transforms it into
    Awoken Demon, a 4/4 black Zombie too (not a Demon)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5), "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Ecstatic Awakener")
    s.hand(0, "Hour of Eternity")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1,
           targets=[d.find("Ecstatic Awakener", zone="graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert d.state.objects[token].face == 0
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == \
        ("Ecstatic Awakener", 4, 4, frozenset("B"), frozenset({"Zombie"}))
    d.activate(0, token, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == \
        ("Awoken Demon", 4, 4, frozenset("B"), frozenset({"Zombie"}))
