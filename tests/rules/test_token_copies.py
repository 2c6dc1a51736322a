"""Tokens that are copies of permanents (CR 111.1, 707.2, 707.8a): ``CreateTokenCopy`` and the
``Sacrificed()`` reference, through Cackling Counterpart (a reference card) and Cleaver Skaab."""

from __future__ import annotations

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
    its creator makes their choices as it is created (the original keeps its own choice)."""
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
