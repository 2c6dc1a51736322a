"""Cruel Revival — {4}{B} Instant.

Oracle: "Destroy target non-Zombie creature. It can't be regenerated. Return up to one target
Zombie card from your graveyard to your hand."
Rulings covered: ONS-FAQ-125 (castable with no Zombie card in your graveyard: "up to one").
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cruel Revival")

SWAMPS = ("Swamp",) * 5


def test_destroys_and_returns_a_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(0, "Festering Goblin", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    target = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Cruel Revival", targets=[target, d.find("Festering Goblin", zone="graveyard")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Festering Goblin", zone="hand")


def test_zombies_cannot_be_targeted_for_destruction() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Glory Seeker")}


@pytest.mark.ruling("ONS-FAQ-125")
def test_castable_with_no_zombie_card_in_the_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(1, "Festering Goblin")  # an opponent's Zombie is not a legal target
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Festering Goblin", zone="graveyard")


def test_it_cannot_be_regenerated() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Forest", "Forest", "Glory Seeker")
    s.hand(1, "Run Wild")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cruel Revival", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Run Wild", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.activate(1, seeker)  # "{G}: Regenerate this creature." in response
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


def test_the_zombie_returns_even_if_the_creature_target_is_gone() -> None:
    """CR 608.2b: one of two targets illegal (Ravenous Baloth sacrificed in response), the spell
    still resolves and does what it can: the Zombie card returns to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Cruel Revival", targets=[baloth, d.find("Festering Goblin", zone="graveyard")])
    d.pass_priority()
    d.activate(1, baloth, choices=[baloth])
    d.resolve()
    d.resolve()
    assert d.ids("Festering Goblin", zone="hand")
    assert d.zone_of("Cruel Revival") == "graveyard"


def test_an_opponents_zombie_card_is_refused_as_the_second_target() -> None:
    """"From your graveyard" (CR 115.1): the opponent's Zombie card is not offered, and
    choosing it is refused with an error, the game left unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(0, "Festering Goblin")
    s.graveyard(1, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", pay=False)
    d.choose(d.find("Glory Seeker"))
    d.expect("target")
    theirs = d.find("Gluttonous Zombie", zone="graveyard")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {None, d.find("Festering Goblin", zone="graveyard")}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(theirs)
    assert d.game.fingerprint() == before


def test_the_creature_becoming_a_zombie_is_an_illegal_target() -> None:
    """CR 608.2b: Imagecrafter makes the targeted Glory Seeker a Zombie in response; it is no
    longer a non-Zombie creature, so it isn't destroyed, while the Zombie card still returns."""
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Glory Seeker", "Imagecrafter")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cruel Revival", targets=[seeker, d.find("Festering Goblin", zone="graveyard")])
    d.pass_priority()
    d.activate(1, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Zombie")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.ids("Festering Goblin", zone="hand")


def test_it_can_destroy_your_own_creature() -> None:
    """"Target non-Zombie creature" is any player's: its own caster's Glory Seeker is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS, "Glory Seeker")
    s.hand(0, "Cruel Revival")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Cruel Revival") == "graveyard"


def test_both_targets_gone_it_does_not_resolve() -> None:
    """CR 608.2b: the creature sacrificed in response and no Zombie card chosen; the spell has
    no legal target left, doesn't resolve, and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Cruel Revival", targets=[baloth])
    d.pass_priority()
    d.activate(1, baloth, choices=[baloth])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Cruel Revival") == "graveyard"
    assert d.zone_of("Ravenous Baloth") == "graveyard"
    assert d.life(1) == 24


def test_two_headed_giant_a_teammates_zombie_card_is_not_in_your_graveyard() -> None:
    """Two-Headed Giant (CR 810): a team shares only its life total and poison counters (CR
    810.5), each player keeps their own graveyard; a teammate's Zombie card is not offered as the second target."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *SWAMPS)
    s.hand(0, "Cruel Revival")
    s.graveyard(0, "Festering Goblin")
    s.graveyard(1, "Gluttonous Zombie")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cruel Revival", pay=False)
    d.choose(d.find("Glory Seeker"))
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {None, d.find("Festering Goblin", zone="graveyard")}


def test_changed_on_the_stack_to_read_elf_its_targets_are_illegal() -> None:
    """CR 612.2, 608.2b: Artificial Evolution replaces Zombie with Elf in Cruel Revival after
    it targeted Wellwisher (a non-Zombie) and Festering Goblin (a Zombie card): as it resolves
    it reads "non-Elf creature" and "Elf card", both targets are illegal, and it does
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *SWAMPS, "Island")
    s.hand(0, "Cruel Revival", "Artificial Evolution")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    for swamp in d.ids("Swamp"):
        d.mana(0, swamp)
    revival = d.cast(0, "Cruel Revival", targets=[d.find("Wellwisher"),
                                                  d.find("Festering Goblin", zone="graveyard")])
    d.cast(0, "Artificial Evolution", targets=[revival])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Wellwisher") == "battlefield"
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.zone_of("Cruel Revival") == "graveyard"
