"""General rulings of the Innistrad: Midnight Hunt release notes, checked with implemented cards.

Rulings covered: MID-RN-006 (daybound entering at night without being cast), MID-RN-007
(a permanent with daybound transforms only through its daybound ability, CR 702.145b: an
instruction to transform it is ignored), MID-RN-026
(an instruction to transform a single-faced copy of a double-faced permanent is ignored,
CR 701.27c, 712.9), MID-RN-042 (a flashback card put into your graveyard during your turn can
be cast before anyone else acts, CR 117.3b-c), MID-RN-032 (a dual land entering at the same
time as other lands doesn't count them, CR 614.12), MID-RN-125 and MID-RN-187 (characteristic-defining
abilities work in every zone, CR 604.3), MID-RN-128 (the spell is in the graveyard before
state-based actions).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


@pytest.mark.ruling("MID-RN-006")
def test_daybound_put_onto_the_battlefield_at_night_enters_nightbound_face_up() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Cryptic Gateway", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Wirewood Savage")
    s.hand(0, "Brutal Cathar")
    d = Driver(s.build())
    seekers = d.ids("Glory Seeker")
    d.activate(0, "Cryptic Gateway", choices=seekers)
    d.resolve()
    d.choose(d.find("Brutal Cathar", zone="hand"))
    brute = d.find("Brutal Cathar", zone="battlefield")
    c = d.chars(brute)
    assert c.name == "Moonrage Brute" and c.has("Nightbound") and c.has("First strike")
    # it didn't enter as Brutal Cathar: its enters ability doesn't trigger
    assert not d.state.stack
    assert d.find("Wirewood Savage", zone="battlefield")


@pytest.mark.ruling("MID-RN-006")
def test_daybound_put_onto_the_battlefield_at_day_enters_front_face_up() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Cryptic Gateway", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Brutal Cathar")
    d = Driver(s.build())
    d.activate(0, "Cryptic Gateway", choices=d.ids("Glory Seeker"))
    d.resolve()
    d.choose(d.find("Brutal Cathar", zone="hand"))
    assert d.chars(d.find("Brutal Cathar", zone="battlefield")).name == "Brutal Cathar"


@pytest.mark.ruling("MID-RN-026")
def test_transforming_a_single_faced_copy_does_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Ecstatic Awakener", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Clone")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Ecstatic Awakener"))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Ecstatic Awakener"
    hand = len(d.state.players[0].hand)
    d.activate(0, clone, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1  # the rest of the ability happened
    c = d.chars(clone)
    assert c.name == "Ecstatic Awakener" and (c.power, c.toughness) == (1, 1)
    assert d.state.objects[clone].face == 0


@pytest.mark.ruling("MID-RN-042")
def test_flashback_card_put_into_your_graveyard_castable_before_others_act() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Mountain")
    s.hand(0, "Consider")
    s.library(0, "Galvanic Iteration", "Island", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    d.choose(True)  # the top card goes into the graveyard
    iteration = d.find("Galvanic Iteration", zone="graveyard")
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert CastSpell(iteration, "flashback") in d.game.legal_actions()
    d.cast(0, iteration, method="flashback")
    assert d.ids("Galvanic Iteration", zone="stack")


@pytest.mark.ruling("MID-RN-125", "MID-RN-187")
def test_power_defining_abilities_work_in_every_zone() -> None:
    """CR 604.3: in a graveyard, Consuming Blob and Old Stickfingers count themselves."""
    s = Scenario(seed=1)
    s.graveyard(0, "Consuming Blob", "Shock")
    s.hand(0, "Consuming Blob")
    s.graveyard(1, "Old Stickfingers", "Forest", "Glory Seeker")
    d = Driver(s.build())
    in_yard = d.find("Consuming Blob", zone="graveyard")
    assert (d.chars(in_yard).power, d.chars(in_yard).toughness) == (2, 3)  # Creature, Instant
    in_hand = d.find("Consuming Blob", zone="hand")
    assert (d.chars(in_hand).power, d.chars(in_hand).toughness) == (2, 3)
    sticks = d.find("Old Stickfingers")
    assert (d.chars(sticks).power, d.chars(sticks).toughness) == (2, 2)  # itself and the Seeker


@pytest.mark.ruling("MID-RN-128")
def test_the_damaging_instant_is_in_the_graveyard_before_state_based_actions() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.graveyard(1, "Shock")  # an opponent's instant doesn't count for your Blob
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)
    d.pass_priority()
    d.cast(1, "Shock", targets=[blob])
    d.resolve()
    # Shock went to its owner's graveyard, not yours: the Blob is still 1/2 and dies
    assert d.ids("Consuming Blob", zone="graveyard")


@pytest.mark.ruling("MID-RN-128")
def test_your_own_damaging_instant_counts_before_state_based_actions() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob", "Mountain")
    s.graveyard(0, "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    d.cast(0, "Shock", targets=[blob])
    d.resolve()
    # Shock is in your graveyard before state-based actions: the Blob is 2/3 with 2 damage
    assert d.ids("Consuming Blob", zone="battlefield")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (2, 3)


@pytest.mark.ruling("MID-RN-007")
def test_an_instruction_to_transform_doesnt_transform_a_daybound_permanent() -> None:
    """No card in the pool with daybound is a Human Werewolf while front face up at the point
    Tovolar's "Then transform any number of Human Werewolves" happens (it just became night);
    Olag copying a daybound Human Werewolf card is one: it is back face up and has daybound
    (a copiable value, CR 707.2), so Tovolar's instruction can't transform it (CR 702.145b)."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Tovolar, Dire Overlord", "Ludevic, Necrogenius", "Bird Admirer")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Shady Traveler")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find("Shady Traveler", zone="graveyard")])
    d.resolve()
    c = d.chars(olag)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Daybound")
    assert {"Human", "Werewolf", "Zombie"} <= c.subtypes
    # each player casts a spell on their turn, so it is still day in turn 5's upkeep
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":  # into turn 5, where Tovolar's upkeep trigger resolves
        d.pass_priority()
    dec = d.expect("choose_cards")
    assert (d.state.turn, d.state.step.name) == (5, "UPKEEP")
    assert dec.prompt == "Transform any number of Human Werewolves you control"
    assert d.state.day_night == "night"
    assert d.chars(d.find("Tovolar, Dire Overlord")).name == "Tovolar, the Midnight Scourge"
    assert Choose(olag) in dec.actions  # Olag is a Human Werewolf you control
    d.choose(olag)
    assert d.state.objects[olag].face == 1
    c = d.chars(olag)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Daybound")
    assert (c.power, c.toughness) == (5, 5)
    transforms = [e for e in d.state.log if e.kind == "transform" and e.obj == olag]
    assert len(transforms) == 1  # only Ludevic's own ability ever transformed it


def _storm_the_festival(lands: int) -> Driver:
    """Storm the Festival, cast with ``lands`` Forests and Wirewood Elves for the rest."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * lands, *["Wirewood Elf"] * (6 - lands))
    s.hand(0, "Storm the Festival")
    s.library(0, "Deserted Beach", "Haunted Ridge", "Island", "Plains", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Deserted Beach", zone="library"))
    d.choose(d.find("Haunted Ridge", zone="library"))
    return d


@pytest.mark.ruling("MID-RN-032")
def test_dual_lands_put_onto_the_battlefield_together_dont_count_each_other() -> None:
    d = _storm_the_festival(lands=1)
    beach = d.find("Deserted Beach", zone="battlefield")
    ridge = d.find("Haunted Ridge", zone="battlefield")
    # each saw one other land (the Forest), not the other dual land entering with it
    assert d.state.objects[beach].tapped and d.state.objects[ridge].tapped
    d = _storm_the_festival(lands=2)
    beach = d.find("Deserted Beach", zone="battlefield")
    ridge = d.find("Haunted Ridge", zone="battlefield")
    assert not d.state.objects[beach].tapped and not d.state.objects[ridge].tapped


@pytest.mark.ruling("MID-RN-032")
@pytest.mark.parametrize("lands", [1, 2])
def test_dual_lands_put_from_hand_together_by_tempting_wurm(lands: int) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.battlefield(1, *["Plains"] * lands)
    s.hand(1, "Deserted Beach", "Haunted Ridge", "Rockfall Vale")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    duals = [d.find(n, zone="hand") for n in ("Deserted Beach", "Haunted Ridge", "Rockfall Vale")]
    for land in duals:
        d.choose(land)
    entered = [d.find(n, zone="battlefield", player=1)
               for n in ("Deserted Beach", "Haunted Ridge", "Rockfall Vale")]
    # with one Plains each dual land sees one other land; with two, two
    assert [d.state.objects[x].tapped for x in entered] == [lands < 2] * 3
