"""Lord of the Accursed — {2}{B} Creature — Zombie 2/3.

Oracle: "Other Zombies you control get +1/+1. / {1}{B}, {T}: All Zombies gain menace until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareBlocker, FinishDeclaration
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lord of the Accursed")


def test_other_zombies_you_control_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    lord = d.find("Lord of the Accursed")
    assert (d.chars(lord).power, d.chars(lord).toughness) == (2, 3)
    assert d.chars(d.find("Gluttonous Zombie")).power == 4
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Severed Legion")).power == 2  # not a Zombie; not yours anyway


def test_all_zombies_gain_menace() -> None:
    """"All Zombies" includes the opponent's and the Lord itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Lord of the Accursed", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    lord = d.find("Lord of the Accursed")
    d.activate(0, lord)
    d.resolve()
    assert d.state.objects[lord].tapped
    assert d.chars(lord).has("Menace")
    assert d.chars(d.find("Gluttonous Zombie")).has("Menace")
    assert not d.chars(d.find("Glory Seeker")).has("Menace")


def test_menace_stays_after_the_lord_leaves_and_skips_later_zombies() -> None:
    """CR 611.2a, 611.2c: the menace comes from a resolved ability, so it stays on the
    Zombies after the Lord has died, and the set of Zombies it affects was fixed as it
    resolved: Festering Goblin, cast afterwards, has no menace."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Lord of the Accursed")
    s.hand(0, "Festering Goblin")
    s.battlefield(1, "Gluttonous Zombie", "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    lord = d.find("Lord of the Accursed")
    d.activate(0, lord)
    d.resolve()
    d.pass_priority()
    d.cast(1, "Smother", targets=[lord])
    d.resolve()
    assert d.zone_of("Lord of the Accursed") == "graveyard"
    assert d.chars(d.find("Gluttonous Zombie")).has("Menace")
    d.cast(0, "Festering Goblin")
    d.resolve()
    assert not d.chars(d.find("Festering Goblin")).has("Menace")


def test_a_zombie_with_menace_cant_be_blocked_by_one_creature() -> None:
    """Menace (CR 702.111b): a Zombie token (3/3 with the Lord) can't be blocked by Glory
    Seeker alone; the lone block is refused when blocks are finished, the declaration still
    open; blocked by two, it is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Lord of the Accursed")
    s.token(0, "Zombie")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.block({seeker: zombie})
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(warrior, zombie))
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers.keys() == {seeker, warrior}


def test_its_tap_ability_waits_for_it_to_lose_summoning_sickness() -> None:
    """{T} in the cost of a creature's ability (CR 302.6): the Lord cast this turn can't
    activate it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Lord of the Accursed")
    d = Driver(s.build())
    d.cast(0, "Lord of the Accursed")
    d.resolve()
    lord = d.find("Lord of the Accursed")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == lord]


def test_made_to_read_elf_it_pumps_elves_and_gives_all_elves_menace() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Lord of the Accursed: other Elves you control
    get +1/+1, Zombies don't; its ability gives all Elves menace, every player's, and no
    Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Elvish Warrior", "Gluttonous Zombie", "Island",
                  "Swamp", "Swamp")
    s.battlefield(1, "Wellwisher", "Severed Legion")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    lord = d.find("Lord of the Accursed")
    d.cast(0, "Artificial Evolution", targets=[lord])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(lord).subtypes == {"Elf"}
    assert d.chars(d.find("Elvish Warrior")).power == 3
    assert d.chars(d.find("Gluttonous Zombie")).power == 3
    assert d.chars(d.find("Wellwisher")).power == 1
    d.activate(0, lord)
    d.resolve()
    for name in ("Lord of the Accursed", "Elvish Warrior", "Wellwisher"):
        assert d.chars(d.find(name)).has("Menace")
    for name in ("Gluttonous Zombie", "Severed Legion"):
        assert not d.chars(d.find(name)).has("Menace")


def test_a_face_down_zombie_then_is_no_zombie_and_gets_no_menace_once_turned_up() -> None:
    """CR 611.2c, 708.2, 708.8: as the ability resolves, a face-down Boneknitter is a 2/2 with
    no creature types, so it isn't among the Zombies that gain menace. Turned face up
    afterwards it is a Zombie again (and gets the Lord's +1/+1, a static ability), but the set
    of Zombies the resolved ability affects was fixed as it resolved: no menace."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Lord of the Accursed")
    s.battlefield(0, "Boneknitter", face_down=True)
    d = Driver(s.build())
    lord, knitter = d.find("Lord of the Accursed"), d.find("Boneknitter")
    d.activate(0, lord)
    d.resolve()
    assert d.chars(lord).has("Menace")
    assert not d.chars(knitter).has("Menace")
    d.special(0, "turn_face_up", knitter)
    d.pay()
    assert "Zombie" in d.chars(knitter).subtypes
    assert (d.chars(knitter).power, d.chars(knitter).toughness) == (2, 2)
    assert not d.chars(knitter).has("Menace")
