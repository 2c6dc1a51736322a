"""Brood Weaver — {3}{G} Creature — Spider 2/4.

Oracle: "Reach / When Brood Weaver dies, create a 1/2 green Spider creature token with
reach."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Brood Weaver")


def test_dies_into_a_spider_with_reach() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Brood Weaver")
    d = Driver(s.build())
    weaver = d.find("Brood Weaver")
    assert "Reach" in d.chars(weaver).keywords
    d.cast(0, "Defenestrate", targets=[weaver])
    d.resolve()
    d.resolve()  # the dies trigger
    spider = d.find("Spider Token", zone="battlefield")
    c = d.chars(spider)
    assert (c.power, c.toughness, c.controller) == (1, 2, 1)
    assert "Reach" in c.keywords and c.colors == {"G"}


def test_put_into_a_library_it_didnt_die_so_no_spider() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Revenge of the
    Drowned puts the Weaver into its owner's library: no Spider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Brood Weaver")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Brood Weaver")])
    d.resolve()
    d.choose("bottom")
    assert d.zone_of("Brood Weaver") == "library"
    assert not d.state.stack
    assert not d.ids("Spider")


def test_blocks_a_flyer_dies_and_the_spider_token_makes_no_more_spiders() -> None:
    """CR 702.17b: with reach it blocks Quicksilver Dragon (5/5 flying) and dies, leaving a
    Spider; the token has reach but not the dies ability (CR 111.4), so Shocked it leaves
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Brood Weaver")
    d = Driver(s.build())
    dragon = d.find("Quicksilver Dragon")
    d.to_combat()
    d.attack([dragon])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Brood Weaver"): dragon})
    while d.zone_of("Brood Weaver") != "graveyard":
        d.pass_priority()
    d.resolve()
    spider = d.find("Spider Token", "battlefield")
    assert d.life(1) == 20
    d.pass_until("postcombat_main")
    d.cast(0, "Shock", targets=[spider])
    d.resolve()
    assert not d.state.stack and not d.ids("Spider Token", "battlefield")


def test_the_spider_goes_to_the_player_who_controlled_the_weaver() -> None:
    """CR 603.3a, 111.2: the Weaver player 0 controls but player 1 owns is destroyed by
    Beast Within; its ability is
    player 0's, so the Spider token is player 0's, while the Weaver card goes to its owner's
    graveyard (CR 404.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Brood Weaver", owner=1)
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[d.find("Brood Weaver")])
    d.resolve()
    d.resolve_all()
    weaver = d.find("Brood Weaver")
    assert d.state.objects[weaver].zone.value == "graveyard"
    assert weaver in d.state.players[1].graveyard
    assert len(d.ids("Spider Token", "battlefield", player=0)) == 1
    assert not d.ids("Spider Token", "battlefield", player=1)


def test_made_to_read_elf_by_artificial_evolution_it_dies_into_an_elf() -> None:
    """CR 612.1, 612.2a: Artificial Evolution replaces Spider with Elf on Brood Weaver: its
    type line reads Elf, and when it dies it creates a 1/2 green Elf named Elf Token with
    reach, the token's other characteristics as written."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Brood Weaver", "Island")
    s.hand(0, "Artificial Evolution", "Infernal Grasp")
    d = Driver(s.build())
    weaver = d.find("Brood Weaver")
    evolve(d, weaver, "Spider", "Elf")
    assert d.chars(weaver).subtypes == {"Elf"} and d.chars(weaver).name == "Brood Weaver"
    d.cast(0, "Infernal Grasp", targets=[weaver])
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"G"}, 1, 2)
    assert c.has("Reach")
