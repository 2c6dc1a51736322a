"""Imagecrafter — {U} Creature — Human Wizard 1/1.

Oracle: "{T}: Choose a creature type other than Wall. Target creature becomes that type until
end of turn."
Rulings covered: ONS-FAQ-024 (a face-down creature given a creature type).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Imagecrafter")


def setup() -> Driver:
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def test_target_becomes_the_chosen_type_until_end_of_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Goblin")
    c = d.chars(seeker)
    assert "Goblin" in c.subtypes
    assert "Soldier" not in c.subtypes and "Human" not in c.subtypes  # CR 205.1a
    d.pass_until(Step.UPKEEP, turn=4)
    assert {"Human", "Soldier"} <= set(d.chars(seeker).subtypes)
    assert "Goblin" not in d.chars(seeker).subtypes


def test_wall_cant_be_chosen() -> None:
    d = setup()
    d.activate(0, "Imagecrafter", targets=[d.find("Glory Seeker")])
    d.resolve()
    values = {a.value for a in d.expect("choose_creature_type").actions}
    assert "Wall" not in values and "Goblin" in values and "Soldier" in values


@pytest.mark.ruling("ONS-FAQ-024")
def test_a_face_down_creature_has_no_type_but_can_be_given_one() -> None:
    """A face-down creature has no creature type of its own, yet an effect can give it one
    (CR 708.2a, 205.1a): made a Goblin, it is a Goblin until end of turn."""
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert not d.chars(lancer).subtypes
    d.activate(0, "Imagecrafter", targets=[lancer])
    d.resolve()
    d.choose("Goblin")
    assert d.state.objects[lancer].face_down
    assert d.chars(lancer).subtypes == {"Goblin"}
    d.pass_until(Step.UPKEEP, turn=4)
    assert not d.chars(lancer).subtypes


def test_the_new_type_outlasts_turning_the_creature_face_up() -> None:
    """CR 708.8 (ONS FAQ): effects that applied to a face-down permanent still apply once it is
    turned face up. Exalted Angel, made a Goblin face down, is a Goblin and no Angel face up
    (CR 205.1a: the new type replaces its printed creature types until end of turn)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Imagecrafter", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.activate(0, "Imagecrafter", targets=[angel])
    d.resolve()
    d.choose("Goblin")
    d.special(0, "turn_face_up", angel)
    d.pay()
    assert d.chars(angel).name == "Exalted Angel"
    assert d.chars(angel).subtypes == frozenset({"Goblin"})


def test_wall_is_refused_with_the_state_unchanged() -> None:
    """"Other than Wall": naming Wall is refused with an error, the ability waits for another
    answer; Goblin is then accepted."""
    from manastack.game import IllegalActionError
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose("Wall")
    assert d.game.fingerprint() == before
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}


def test_the_target_gone_in_response_no_type_is_chosen() -> None:
    """CR 608.2b: Glory Seeker Shocked in response: the ability doesn't resolve, so no creature
    type is chosen at all."""
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_the_imagecrafter_gone_its_ability_still_resolves() -> None:
    """CR 113.7a: the ability exists apart from its source: Imagecrafter Shocked in response,
    the ability still resolves and Glory Seeker becomes a Goblin."""
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Imagecrafter")])
    d.resolve()
    assert d.zone_of("Imagecrafter") == "graveyard"
    d.resolve()
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}


def test_a_changeling_becomes_only_the_chosen_type() -> None:
    """CR 613.1d, 613.3, 205.1a: changeling ("every creature type") is a characteristic-
    defining ability, applied first in layer 4; Imagecrafter's effect then makes the creature
    that type only: Avian Changeling made a Goblin is no Bird, no Elf, until end of turn."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter")
    s.battlefield(1, AVIAN_CHANGELING.name)
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    assert {"Bird", "Elf", "Goblin"} <= set(d.chars(changeling).subtypes)
    d.activate(0, "Imagecrafter", targets=[changeling])
    d.resolve()
    d.choose("Goblin")
    assert set(d.chars(changeling).subtypes) == {"Goblin"}


def test_made_to_read_elf_for_wall_wall_may_be_chosen_and_elf_cant() -> None:
    """CR 612.2: Artificial Evolution replaces Wall with Elf in Imagecrafter's text: its type
    line (Human Wizard) is unchanged, and it reads "Choose a creature type other than Elf":
    Elf can't be chosen, Wall can, and Glory Seeker becomes a Wall."""
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    crafter, seeker = d.find("Imagecrafter"), d.find("Glory Seeker")
    evolve(d, crafter, "Wall", "Elf")
    assert d.chars(crafter).subtypes == {"Human", "Wizard"}
    d.activate(0, crafter, targets=[seeker])
    d.resolve()
    values = {a.value for a in d.expect("choose_creature_type").actions}
    assert "Elf" not in values and "Wall" in values
    d.choose("Wall")
    assert d.chars(seeker).subtypes == {"Wall"}


def test_a_japanese_type_word_is_refused_pointing_to_the_english_name() -> None:
    """CR 205.3m: a creature type is chosen by its English name as the card reference writes
    it; the official Japanese word ゴブリン is refused saying it is Goblin's, and 壁 saying
    Wall is excluded here ("other than Wall"), each in English and Japanese, the game
    unchanged; Goblin is then accepted."""
    from manastack.game import IllegalActionError
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as goblin:
        d.choose("ゴブリン")
    assert "'ゴブリン' is the Japanese word of the creature type 'Goblin': a creature type " \
        "is chosen by its English name (CR 205.3m)" in str(goblin.value)
    assert "'ゴブリン'はクリーチャー・タイプ'Goblin'（ゴブリン）の日本語の名前です" in \
        goblin.value.text("ja")
    with pytest.raises(IllegalActionError) as wall:
        d.choose("壁")
    assert "'Wall' is a creature type, but this choice excludes it" in str(wall.value)
    assert "'Wall'（壁）はクリーチャー・タイプですが、この選択では除かれています" in \
        wall.value.text("ja")
    assert d.game.fingerprint() == before
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}
