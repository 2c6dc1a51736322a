"""Centaur Glade — {3}{G}{G} Enchantment.

Oracle: "{2}{G}{G}: Create a 3/3 green Centaur creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Centaur Glade")


def test_makes_a_three_three_green_centaur() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Centaur Glade")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.resolve()
    [c] = d.ids("Centaur Token", zone="battlefield", player=0)
    ch = d.chars(c)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (3, 3, {"G"}, {"Centaur"})
    assert not ch.abilities


def test_each_activation_makes_a_token_that_cant_attack_this_turn() -> None:
    """CR 111.2, 302.6: the token is its activator's, new under their control this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, "Centaur Glade", "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.activate(0, "Centaur Glade")
    d.resolve_all()
    assert len(d.ids("Centaur Token", zone="battlefield", player=0)) == 2
    d.to_combat()
    can_attack = {getattr(a, "creature", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") in can_attack
    assert not can_attack & set(d.ids("Centaur Token", zone="battlefield"))


def test_activated_in_the_opponents_combat_the_centaur_can_block() -> None:
    """CR 602.2, 117.1b: an activated ability may be activated whenever its controller has
    priority; in player 1's declare attackers step player 0 makes a Centaur, which blocks
    (blocking doesn't need it to have been controlled since the turn began, CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Centaur Glade")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()  # player 1
    d.activate(0, "Centaur Glade")
    d.resolve()
    centaur = d.find("Centaur Token", "battlefield")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({centaur: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[centaur].damage == 2


def test_the_glade_destroyed_in_response_the_centaur_still_comes() -> None:
    """CR 113.7a: the activated ability exists apart from its source; Naturalize destroys the
    Glade in response and the Centaur is still created for the Glade's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Centaur Glade")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Centaur Glade")])
    d.resolve()
    assert d.zone_of("Centaur Glade") == "graveyard"
    d.resolve()
    assert len(d.ids("Centaur Token", zone="battlefield", player=0)) == 1
    assert not d.ids("Centaur Token", zone="battlefield", player=1)


def test_three_mana_cant_activate_it_and_green_must_be_green() -> None:
    """CR 602.2b, 118.3: {2}{G}{G} needs two green mana: three Forests and an Island can't pay
    it (three Forests and two Islands can), so it isn't offered."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Island", "Centaur Glade")
    d = Driver(s.build())
    glade = d.find("Centaur Glade")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == glade]


def test_made_to_read_elf_it_makes_three_three_elves() -> None:
    """CR 612.2a, 111.4: Artificial Evolution replaces Centaur with Elf in Centaur Glade's
    text (an enchantment: no type line creature type to change): it creates 3/3 green Elf
    creature tokens named Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Forest", "Forest", "Forest", "Centaur Glade")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    glade = d.find("Centaur Glade")
    d.cast(0, "Artificial Evolution", targets=[glade])
    d.resolve()
    d.choose("Centaur")
    d.choose("Elf")
    assert d.chars(glade).subtypes == frozenset()
    d.activate(0, "Centaur Glade")
    d.resolve()
    [e] = d.ids("Elf Token", zone="battlefield", player=0)
    ch = d.chars(e)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (3, 3, {"G"}, {"Elf"})
    assert not d.ids("Centaur Token")
