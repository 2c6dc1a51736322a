"""Gravespawn Sovereign — {4}{B}{B} Creature — Zombie 3/3.

Oracle: "Tap five untapped Zombies you control: Put target creature card from a graveyard onto
the battlefield under your control."
Rulings covered: MIC-OR-0198, MIC-OR-0199.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gravespawn Sovereign")

CARD = "Gravespawn Sovereign"
ZOMBIES = ("Gluttonous Zombie", "Severed Legion", "Severed Legion", "Gluttonous Zombie")


@pytest.mark.ruling("MIC-OR-0198", "MIC-OR-0199")
def test_summoning_sick_and_tapping_itself_returns_an_opponents_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, sick=True)
    s.battlefield(0, *ZOMBIES, sick=True)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, CARD, targets=[d.find("Glory Seeker", "graveyard")],
               choices=[d.find(CARD), *d.ids("Gluttonous Zombie"), *d.ids("Severed Legion")])
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[seeker].controller == 0 and d.state.objects[seeker].owner == 1


def test_needs_five_untapped_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES[:3], "Glory Seeker")
    s.battlefield(0, "Gluttonous Zombie", tapped=True)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


@pytest.mark.ruling("MIC-OR-0199")
def test_it_need_not_tap_itself() -> None:
    """MIC-OR-0199: five other untapped Zombies pay the cost; the Sovereign stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES, "Severed Legion")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    sov = d.find(CARD)
    d.activate(0, CARD, targets=[d.find("Glory Seeker", "graveyard")],
               choices=[*d.ids("Gluttonous Zombie"), *d.ids("Severed Legion")])
    assert not d.state.objects[sov].tapped
    assert all(d.state.objects[o].tapped for o in d.state.battlefield if o != sov)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_target_leaving_the_graveyard_in_response_it_does_nothing() -> None:
    """CR 608.2b: Fade from Memory exiles the target card in response; the ability doesn't
    resolve, the Zombies stay tapped (the cost was paid) and nothing enters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES, "Swamp")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, "Fade from Memory")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", "graveyard")
    d.activate(0, CARD, targets=[seeker],
               choices=[d.find(CARD), *d.ids("Gluttonous Zombie"), *d.ids("Severed Legion")])
    d.cast(0, "Fade from Memory", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.ids("Glory Seeker", "battlefield")
    assert d.state.objects[d.find(CARD)].tapped


def test_a_face_down_creature_is_not_a_zombie_for_the_cost() -> None:
    """CR 708.2a: a face-down Gluttonous Zombie has no creature type; with it and four
    Zombies the cost can't be paid."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES[:3])
    s.battlefield(0, "Gluttonous Zombie", face_down=True)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_only_zombies_you_control_pay_the_cost() -> None:
    """"Zombies you control" (CR 109.5): the opponent's untapped Zombies can't be tapped for
    the cost, nor, in Two-Headed Giant, the teammate's (CR 810.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES[:3])
    s.battlefield(1, "Gluttonous Zombie", "Severed Legion")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Swamp"] * 3)
    s.battlefield(0, CARD, *ZOMBIES[:3])
    s.battlefield(1, "Gluttonous Zombie", "Severed Legion")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    sov = d.find(CARD)
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == sov]


def test_tapping_a_non_zombie_is_refused_saying_why() -> None:
    """CR 601.2h, 602.2b: Glory Seeker is refused for "untapped Zombie you control", with an
    error naming the cost's description; the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES, "Glory Seeker")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    sov = d.find(CARD)
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == sov))
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.expect("cost_tap")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker doesn't fit the cost's "
                                                 "description, \"untapped Zombie you control\""):
        d.choose(d.find("Glory Seeker", "battlefield"))
    assert d.game.fingerprint() == before


def test_made_to_read_elf_it_taps_five_elves_not_zombies() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on the Sovereign (an Elf now): five untapped
    Zombies no longer pay its cost; itself and four other Elves do."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES, "Island")
    s.battlefield(0, "Elvish Warrior", "Elvish Warrior", "Wellwisher", "Wellwisher")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    sovereign = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[sovereign])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(sovereign).subtypes == {"Elf"}
    elves = [sovereign, *d.ids("Elvish Warrior"), *d.ids("Wellwisher")]
    d.activate(0, CARD, targets=[d.find("Glory Seeker", "graveyard")], choices=elves)
    assert all(d.state.objects[o].tapped for o in elves)
    assert not any(d.state.objects[o].tapped for o in d.ids("Gluttonous Zombie"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_made_to_read_elf_zombies_alone_cant_pay() -> None:
    """CR 612.2: with the Sovereign made to read Elf and only Zombies besides it, its ability
    can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES, "Severed Legion", "Island")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    assert [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
