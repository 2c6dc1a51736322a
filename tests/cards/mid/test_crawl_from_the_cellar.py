"""Crawl from the Cellar — {B} Sorcery.

Oracle: "Return target creature card from your graveyard to your hand. Put a +1/+1 counter on
up to one target Zombie you control. / Flashback {3}{B}"
Rulings covered: MID-RN-037, MID-RN-038, MID-RN-040, MID-RN-041 (flashback).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Crawl from the Cellar")


def setup(where: str = "hand", swamps: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * swamps, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker")
    if where == "hand":
        s.hand(0, "Crawl from the Cellar")
    else:
        s.graveyard(0, "Crawl from the Cellar")
    s.hand(1, "Devious Cover-Up")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    return Driver(s.build())


def test_returns_a_creature_card_and_pumps_a_zombie() -> None:
    d = setup()
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Glory Seeker"), zombie])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert d.state.objects[zombie].counters == {"+1/+1": 1}
    assert d.ids("Crawl from the Cellar", zone="graveyard")  # cast normally: graveyard


@pytest.mark.ruling(
    "MID-RN-037", "MID-RN-040", "MID-RN-041", "MID-OR-0277", "MID-OR-0280", "MID-OR-0281",
)
def test_flashback_from_the_graveyard_then_exiled() -> None:
    """The card was put into the graveyard without being cast (MID-RN-041)."""
    d = setup(where="graveyard")
    d.cast(0, "Crawl from the Cellar", method="flashback",
           targets=[d.find("Glory Seeker")])
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))  # paid {3}{B}
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Crawl from the Cellar", zone="exile")
    assert not d.ids("Crawl from the Cellar", zone="graveyard")


@pytest.mark.ruling("MID-RN-040", "MID-OR-0280")
def test_flashback_spell_countered_is_exiled() -> None:
    """Discombobulate counters it (a counterspell that would put it into the graveyard): the
    flashback replacement exiles it instead."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker", "Crawl from the Cellar")
    s.hand(1, "Discombobulate")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    sid = d.cast(0, "Crawl from the Cellar", method="flashback",
                 targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    d.take_first("order_cards")
    assert not d.state.stack
    assert d.ids("Crawl from the Cellar", zone="exile")
    assert not d.ids("Crawl from the Cellar", zone="graveyard")


@pytest.mark.ruling("MID-RN-038", "MID-OR-0278")
def test_flashback_follows_sorcery_timing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Crawl from the Cellar")
    s.at("end", active=1)
    d = Driver(s.build())
    d.pass_priority()
    crawl = d.find("Crawl from the Cellar", zone="graveyard")
    assert CastSpell(crawl, "flashback") not in d.game.legal_actions()


def test_flashback_needs_its_cost() -> None:
    d = setup(where="graveyard", swamps=3)
    crawl = d.find("Crawl from the Cellar", zone="graveyard")
    assert CastSpell(crawl, "flashback") not in d.game.legal_actions()


def _two_sided(**extra: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Gluttonous Zombie", "Glory Seeker")
    s.graveyard(0, "Wellwisher")
    s.hand(0, "Crawl from the Cellar")
    s.battlefield(1, "Gluttonous Zombie", "Mountain", "Swamp")
    s.graveyard(1, "Daru Lancer")
    s.hand(1, "Fade from Memory", "Play with Fire")
    return Driver(s.build())


def test_up_to_one_zombie_may_be_no_target_and_no_counter_is_put() -> None:
    """"Up to one target" (CR 601.2c): choosing no Zombie, the creature card still
    returns and no permanent gets a counter."""
    d = _two_sided()
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "hand"
    assert all(not d.state.objects[z].counters for z in d.ids("Gluttonous Zombie"))
    assert not d.state.objects[d.find("Glory Seeker")].counters


@pytest.mark.parametrize("who", ["opponent's Zombie", "own non-Zombie"])
def test_the_counter_target_must_be_a_zombie_you_control(who: str) -> None:
    """CR 601.2c, 115.1: the second target is a Zombie *you control*; an opponent's Zombie or
    a creature of another type is refused with an error and the game is left unchanged."""
    d = _two_sided()
    bad = (d.find("Gluttonous Zombie", player=1) if who == "opponent's Zombie"
           else d.find("Glory Seeker"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Crawl from the Cellar", targets=[d.find("Wellwisher"), bad])
    assert d.game.fingerprint() == before
    assert d.zone_of("Crawl from the Cellar") == "hand"


def test_a_creature_card_in_an_opponent_s_graveyard_is_not_a_legal_target() -> None:
    """"From your graveyard": the opponent's Daru Lancer is refused (CR 115.1)."""
    d = _two_sided()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Crawl from the Cellar", targets=[d.find("Daru Lancer")])
    assert d.game.fingerprint() == before


def test_a_noncreature_card_is_not_a_legal_target_and_without_one_it_can_t_be_cast() -> None:
    """CR 601.2c: with only a land card in the graveyard there is no legal first target, so
    the spell can't be cast (CR 115.1, 601.2c: a spell with a required target needs one)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Gluttonous Zombie")
    s.graveyard(0, "Swamp")
    s.hand(0, "Crawl from the Cellar")
    d = Driver(s.build())
    crawl = d.find("Crawl from the Cellar")
    assert CastSpell(crawl, "normal") not in d.game.legal_actions()


def test_creature_card_gone_on_resolution_the_zombie_still_gets_its_counter() -> None:
    """CR 608.2b: one target illegal (exiled by Fade from Memory in response), the spell
    resolves and does what it can: the Zombie gets its counter."""
    d = _two_sided()
    zombie = d.find("Gluttonous Zombie", player=0)
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Wellwisher"), zombie])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "exile"
    d.resolve()
    assert d.state.objects[zombie].counters == {"+1/+1": 1}
    assert d.zone_of("Crawl from the Cellar") == "graveyard"
    assert not d.state.players[0].hand


def test_zombie_gone_on_resolution_the_card_still_returns() -> None:
    """CR 608.2b: the Zombie target (a 2/2 Zombie token) is killed in response by Play with
    Fire; the creature card still returns to the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4)
    s.token(0, "Zombie", label="zombie")
    s.graveyard(0, "Wellwisher")
    s.hand(0, "Crawl from the Cellar")
    s.battlefield(1, "Mountain")
    s.hand(1, "Play with Fire")
    s.library(1, "Mountain")
    d = Driver(s.build())
    zombie = d.find("Zombie")
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Wellwisher"), zombie])
    d.pass_priority()
    d.cast(1, "Play with Fire", targets=[zombie])
    d.resolve()
    assert not d.ids("Zombie", zone="battlefield")
    d.resolve()
    assert d.zone_of("Wellwisher") == "hand"


def test_all_targets_gone_the_spell_doesn_t_resolve() -> None:
    """CR 608.2b: with both targets illegal the spell doesn't resolve: nothing returns, and
    (cast from the hand) it goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4)
    s.token(0, "Zombie", label="zombie")
    s.graveyard(0, "Wellwisher")
    s.hand(0, "Crawl from the Cellar")
    s.battlefield(1, "Mountain", "Swamp")
    s.hand(1, "Play with Fire", "Fade from Memory")
    s.library(1, "Mountain")
    d = Driver(s.build())
    zombie = d.find("Zombie")
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Wellwisher"), zombie])
    d.pass_priority()
    d.cast(1, "Play with Fire", targets=[zombie])
    d.cast(1, "Fade from Memory", targets=[d.find("Wellwisher")])
    d.resolve()
    d.resolve()
    d.resolve()
    assert d.zone_of("Wellwisher") == "exile"
    assert d.zone_of("Crawl from the Cellar") == "graveyard"
    assert not d.state.stack


def test_changed_on_the_stack_its_zombie_target_is_illegal() -> None:
    """CR 612.2, 608.2b, ONS-OR-0048: Crawl from the Cellar changed from Zombie to Elf after
    it was cast targeting a Zombie reads "target Elf you control": the Zombie is no longer a
    legal target and gets no counter, while the creature card still returns to hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island", "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Crawl from the Cellar", "Artificial Evolution")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    spell = d.cast(0, "Crawl from the Cellar", targets=[d.find("Glory Seeker"), zombie])
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert d.state.objects[zombie].counters == {}

