"""Can't Stay Away — {W}{B} Sorcery.

Oracle: "Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Can't Stay Away")

KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} 1/1


def test_returns_and_is_exiled_when_it_would_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):  # mana value 5
        d.cast(0, "Can't Stay Away", targets=[d.find("Gluttonous Zombie")])
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")


def test_returned_to_hand_it_is_not_exiled() -> None:
    """CR 700.4: "dies" is put into a graveyard from the battlefield: bounced by Fading Hope,
    the returned creature goes to its owner's hand, not to exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Island")
    s.hand(0, "Can't Stay Away", "Fading Hope")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    if d.decision.kind == "scry":
        d.choose("top")
    assert d.ids("Glory Seeker", zone="hand")
    assert not d.ids("Glory Seeker", zone="exile")


def test_a_later_slime_counter_takes_the_exile_ability_away() -> None:
    """CR 613.1f, 613.7, 613.7a: Glory Seeker gains the exile ability from Can't Stay Away;
    Sludge Monster enters afterwards, so its "lose all abilities" (its own, later timestamp)
    applies after the grant in layer 6 and removes it: Shock puts Glory Seeker into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain", *["Island"] * 5)
    s.hand(0, "Can't Stay Away", "Shock", "Sludge Monster")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Sludge Monster", pay=False)
    for island in d.ids("Island"):
        d.mana(0, island)
    d.pay()
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"slime": 1}
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.ids("Glory Seeker", zone="exile")


def test_an_earlier_slime_monster_doesnt_take_the_later_exile_ability_away() -> None:
    """CR 613.1f, 613.7, 613.7a: Sludge Monster was on the battlefield before Can't Stay Away
    returned Glory Seeker, so the grant has the later timestamp: after Sludge Monster's attack
    trigger puts a slime counter on Glory Seeker, it loses its own abilities but still has the
    exile ability, and Shock exiles it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain", "Sludge Monster")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.to_combat()
    d.attack([d.find("Sludge Monster")])
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"slime": 1}
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")


def test_once_it_leaves_and_comes_back_it_no_longer_has_the_exile_ability() -> None:
    """CR 400.7, 611.2c: bounced by Fading Hope and cast again, Glory Seeker is a new object
    that Can't Stay Away's effect never gave the ability to: Shock puts it into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Island", "Mountain", "Plains", "Plains")
    s.hand(0, "Can't Stay Away", "Fading Hope", "Shock")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    if d.decision.kind == "scry":
        d.choose("top")
    d.cast(0, "Glory Seeker", pay=False)
    for plains in [p for p in d.ids("Plains") if not d.state.objects[p].tapped]:
        d.mana(0, plains)
    d.pay()
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.ids("Glory Seeker", zone="exile")


@pytest.mark.ruling("MID-OR-0667", "MID-OR-0669")
def test_flashback_returns_a_creature_and_is_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {3}{W}{B}, it resolves and is exiled; the
    returned creature has the exile ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Can't Stay Away", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")], method="flashback")
    d.resolve()
    assert d.zone_of("Can't Stay Away") == "exile"
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


@pytest.mark.ruling("MID-OR-0668")
def test_flashback_only_at_sorcery_speed() -> None:
    """A sorcery cast with flashback keeps its timing (CR 307.1): not in the opponent's turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Can't Stay Away", "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    with pytest.raises(IllegalActionError):
        d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")], method="flashback")
    assert d.zone_of("Can't Stay Away") == "graveyard"


@pytest.mark.ruling("MID-OR-0670")
def test_countered_with_flashback_it_is_exiled() -> None:
    """A spell cast with flashback is exiled however it leaves the stack: countered by
    Voidmage Prodigy, it goes to exile, and Glory Seeker stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Can't Stay Away", "Glory Seeker")
    s.battlefield(1, "Island", "Island", "Voidmage Prodigy")
    d = Driver(s.build())
    spell = d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")], method="flashback")
    d.pass_priority()
    prodigy = d.find("Voidmage Prodigy")
    d.activate(1, prodigy, targets=[spell], choices=[prodigy])
    d.resolve()
    assert d.zone_of("Can't Stay Away") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_only_a_creature_card_in_your_own_graveyard() -> None:
    """"from your graveyard": an opponent's Glory Seeker isn't a legal target; the refused
    cast leaves everything as it was (CR 601.2c, 732)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp")
    s.hand(0, "Can't Stay Away")
    s.graveyard(1, "Glory Seeker")
    s.graveyard(0, "Festering Goblin")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match="Glory Seeker .*in your graveyard"):
        d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    assert d.zone_of("Can't Stay Away") == "hand" and not d.state.stack
    assert not any(d.state.objects[x].tapped for x in d.state.battlefield)


def test_an_x_creature_card_has_mana_value_without_x_and_returns_with_no_counters() -> None:
    """CR 202.3e: in the graveyard Kurbis ({X}{G}{G}) has mana value 2, a legal target. It
    wasn't cast, so it enters with no +1/+1 counters (MIC-OR-0059), a 0/0 that would die
    (CR 704.5f) and is exiled instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp")
    s.hand(0, "Can't Stay Away")
    s.graveyard(0, "Kurbis, Harvest Celebrant")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Kurbis, Harvest Celebrant")])
    d.resolve()
    assert d.zone_of("Kurbis, Harvest Celebrant") == "exile"



def test_a_returned_commander_that_would_die_is_exiled_then_may_go_to_the_command_zone() -> None:
    """Commander (CR 903.9a): Katilda returned by Can't Stay Away and destroyed by Go for the
    Throat is exiled instead of dying; from exile its owner may then put it into the command
    zone."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA, zone="graveyard")
    s.battlefield(0, "Plains", "Swamp")
    s.hand(0, "Can't Stay Away")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find(KATILDA)])
    d.resolve()
    katilda = d.find(KATILDA, zone="battlefield")
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Go for the Throat", targets=[katilda])
    d.resolve()
    assert d.zone_of(KATILDA) == "exile"
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"


def test_at_night_a_daybound_card_returns_transformed_and_keeps_the_exile_ability() -> None:
    """CR 712.8a, 202.3: in the graveyard Kessig Naturalist has its front face's mana value 2,
    a legal target. At night it enters transformed (CR 702.145b) as Lord of the Ulvenwald, a
    3/3: the same object that gained the ability, so destroyed by Go for the Throat it is
    exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp")
    s.hand(0, "Can't Stay Away")
    s.graveyard(0, "Kessig Naturalist")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Kessig Naturalist")])
    d.resolve()
    lord = d.find("Kessig Naturalist", zone="battlefield")
    c = d.chars(lord)
    assert c.name == "Lord of the Ulvenwald" and (c.power, c.toughness) == (3, 3)
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[lord])
    d.resolve()
    assert d.zone_of("Kessig Naturalist") == "exile"
