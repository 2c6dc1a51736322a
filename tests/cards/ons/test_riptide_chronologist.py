"""Riptide Chronologist — {3}{U}{U} Creature — Human Wizard 1/3.

Oracle: "{U}, Sacrifice Riptide Chronologist: Untap all creatures of the creature type of your
choice."
Rulings covered: ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Riptide Chronologist")


@pytest.mark.ruling("ONS-FAQ-043")
def test_untaps_every_creature_of_the_chosen_type() -> None:
    """Every creature of the type untaps, whoever controls it; Birchlore Rangers is an Elf
    Druid Ranger, so it is an Elf (ONS-FAQ-043)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Island")
    s.battlefield(0, "Wirewood Savage", "Birchlore Rangers", "Glory Seeker", "Forest",
                  tapped=True)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Riptide Chronologist")
    assert d.zone_of("Riptide Chronologist") == "graveyard"  # sacrificed as a cost
    d.resolve()
    opts = {a.value for a in d.expect("choose_creature_type").actions if isinstance(a, Choose)}
    assert "Elf" in opts and "Forest" not in opts
    d.choose("Elf")
    tapped = {d.game.card(i).name for i in d.state.battlefield if d.state.objects[i].tapped}
    assert tapped == {"Glory Seeker", "Forest", "Island"}


def test_type_is_chosen_as_the_ability_resolves() -> None:
    """A creature that becomes the chosen type before the ability resolves untaps too (CR
    608.2d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Mistform Mutant", "Island", "Island", "Island")
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Riptide Chronologist")
    d.activate(0, "Mistform Mutant", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("Elf")
    assert d.state.objects[d.find("Glory Seeker")].tapped
    d.resolve()
    d.choose("Elf")
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_needs_blue_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Forest")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if getattr(a, "source", None) ==
                d.find("Riptide Chronologist")]


def test_a_face_down_creature_has_no_type_and_stays_tapped() -> None:
    """CR 708.2a: a tapped face-down Birchlore Rangers isn't an Elf; choosing Elf untaps the
    face-up Wirewood Savage only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Island")
    s.battlefield(0, "Wirewood Savage", tapped=True)
    s.battlefield(0, "Birchlore Rangers", tapped=True, face_down=True)
    d = Driver(s.build())
    d.activate(0, "Riptide Chronologist")
    d.resolve()
    d.choose("Elf")
    assert not d.state.objects[d.find("Wirewood Savage")].tapped
    assert d.state.objects[d.find("Birchlore Rangers")].tapped


def test_a_non_creature_type_is_refused_and_the_game_is_unchanged() -> None:
    """CR 205.3m: the choice is a creature type: Forest (a land type) is refused with an error
    naming it, and the game is unchanged; Elf is then accepted."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Island")
    s.battlefield(0, "Wirewood Savage", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Riptide Chronologist")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.game.fingerprint() == before
    d.choose("Elf")
    assert not d.state.objects[d.find("Wirewood Savage")].tapped


def test_it_untaps_an_opponent_s_attacking_creature_but_it_stays_attacking() -> None:
    """CR 506.4, 701.26b: untapping an attacking creature doesn't remove it from combat; the
    opponent's attacking Elf untaps and still deals its combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Island")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    warrior = d.find("Elvish Warrior")
    d.attack([warrior])
    while d.decision.player != 0:
        d.pass_priority()
    d.activate(0, "Riptide Chronologist")
    d.resolve()
    d.choose("Elf")
    assert not d.state.objects[warrior].tapped
    assert warrior in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(0) == 18


def test_a_changeling_is_of_every_creature_type_and_untaps() -> None:
    """CR 702.73a, 205.3m: Avian Changeling is every creature type: choosing Goblin untaps
    it along with the Goblin; the tapped Elf stays tapped."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Chronologist", "Island")
    s.battlefield(0, AVIAN_CHANGELING.name, "Goblin Sledder", "Wirewood Savage", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Riptide Chronologist")
    d.resolve()
    d.choose("Goblin")
    assert not d.state.objects[d.find(AVIAN_CHANGELING.name)].tapped
    assert not d.state.objects[d.find("Goblin Sledder")].tapped
    assert d.state.objects[d.find("Wirewood Savage")].tapped
