"""Gravespawn Sovereign — {4}{B}{B} Creature — Zombie 3/3.

Oracle: "Tap five untapped Zombies you control: Put target creature card from a graveyard onto
the battlefield under your control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Gravespawn Sovereign")


def test_five_zombies_steal_a_creature_card_from_an_opponents_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gravespawn Sovereign", "Severed Legion", "Severed Legion",
                  "Gluttonous Zombie", "Accursed Centaur", "Glory Seeker")
    s.graveyard(1, "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider", zone="graveyard")
    zombies = [d.find("Gravespawn Sovereign"), *d.ids("Severed Legion"),
               d.find("Gluttonous Zombie"), d.find("Accursed Centaur")]
    d.activate(0, "Gravespawn Sovereign", targets=[raider], choices=zombies)
    d.resolve()
    new = d.find("Goblin Sky Raider", zone="battlefield")
    assert d.chars(new).controller == 0
    assert d.state.objects[new].owner == 1
    assert all(d.state.objects[z].tapped for z in zombies)
    assert not d.state.objects[d.find("Glory Seeker")].tapped


@pytest.mark.ruling("ONS-OR-0115", "MIC-OR-0199")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gravespawn Sovereign", "Severed Legion", "Severed Legion",
                  "Gluttonous Zombie", "Accursed Centaur", "Nantuko Husk")
    s.graveyard(1, "Goblin Sky Raider")
    d = Driver(s.build())
    sovereign = d.find("Gravespawn Sovereign")
    others = [*d.ids("Severed Legion"), d.find("Gluttonous Zombie"),
              d.find("Accursed Centaur"), d.find("Nantuko Husk")]
    d.activate(0, sovereign, targets=[d.find("Goblin Sky Raider", zone="graveyard")],
               pay=False)
    d.expect("cost_tap")
    assert Choose(sovereign) in d.decision.actions
    for z in others:
        d.choose(z)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert not d.state.objects[sovereign].tapped
    assert all(d.state.objects[z].tapped for z in others)


@pytest.mark.ruling("ONS-OR-0114", "MIC-OR-0198")
def test_usable_the_turn_it_comes_under_your_control() -> None:
    """Official ruling: "Since the ability does not have the {T} symbol, you can use the
    ability before this creature begins a turn under your control." (CR 302.6: only {T} and
    {Q} costs need a creature to have been under its controller's control since their most
    recent turn began.) Summoning-sick Zombies, the Sovereign among them, pay the cost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gravespawn Sovereign", "Severed Legion", "Severed Legion",
                  "Gluttonous Zombie", "Accursed Centaur", sick=True)
    s.graveyard(1, "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider", zone="graveyard")
    zombies = [d.find("Gravespawn Sovereign"), *d.ids("Severed Legion"),
               d.find("Gluttonous Zombie"), d.find("Accursed Centaur")]
    d.activate(0, "Gravespawn Sovereign", targets=[raider], choices=zombies)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert all(d.state.objects[z].tapped for z in zombies)


def _five_zombies(s: Scenario) -> None:
    s.battlefield(0, "Gravespawn Sovereign", "Severed Legion", "Severed Legion",
                  "Gluttonous Zombie", "Accursed Centaur")


def _zombies(d: Driver) -> list[int]:
    return [d.find("Gravespawn Sovereign"), *d.ids("Severed Legion"),
            d.find("Gluttonous Zombie"), d.find("Accursed Centaur")]


def test_target_exiled_in_response_does_nothing_and_the_cost_stays_paid() -> None:
    """CR 608.2b: Fade from Memory exiles the targeted card in response; the ability does
    nothing (the card stays in exile) and the five Zombies stay tapped (CR 601.2h costs)."""
    s = Scenario(seed=1)
    _five_zombies(s)
    s.graveyard(1, "Goblin Sky Raider")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider", zone="graveyard")
    d.activate(0, "Gravespawn Sovereign", targets=[raider], choices=_zombies(d))
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[raider])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Goblin Sky Raider") == "exile"
    assert all(d.state.objects[z].tapped for z in _zombies(d))


def test_still_resolves_after_the_sovereign_is_destroyed_and_from_your_own_graveyard() -> None:
    """CR 113.7a: the ability exists apart from its source; Defenestrate destroys the
    Sovereign in response, and the ability still returns Glory Seeker from its controller's
    own graveyard under that player's control."""
    s = Scenario(seed=1)
    _five_zombies(s)
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", zone="graveyard")
    d.activate(0, "Gravespawn Sovereign", targets=[seeker], choices=_zombies(d))
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Gravespawn Sovereign")])
    d.resolve()
    assert d.zone_of("Gravespawn Sovereign") == "graveyard"
    d.resolve()
    new = d.find("Glory Seeker", zone="battlefield")
    assert d.chars(new).controller == 0


def test_noncreature_cards_are_not_legal_targets() -> None:
    """"Target creature card" (CR 115.1, 601.2c): a land card in a graveyard is refused with
    an error, and the refused activation leaves the game unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    _five_zombies(s)
    s.graveyard(1, "Swamp", "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Swamp doesn't fit"):
        d.activate(0, "Gravespawn Sovereign", targets=[d.find("Swamp", zone="graveyard")],
                   choices=_zombies(d))
    assert d.game.fingerprint() == before


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Gravespawn Sovereign's text: its
    type line reads Elf and "Tap five untapped Elves you control" taps Wellwishers, never Festering
    Goblin (a Zombie)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gravespawn Sovereign", "Island", *["Wellwisher"] * 5, "Festering Goblin")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Gravespawn Sovereign")
    evolve(d, source, "Zombie", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    offered = activate_and_answer(d, source, (d.find("Glory Seeker", zone="graveyard"),))
    assert set(d.ids("Wellwisher")) <= offered and d.find("Festering Goblin") not in offered
    d.resolve()
    assert d.find("Glory Seeker", zone="battlefield")
