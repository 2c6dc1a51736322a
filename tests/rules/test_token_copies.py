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
