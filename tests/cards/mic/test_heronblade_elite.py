"""Heronblade Elite — {2}{G} Creature — Human Warrior 1/1.

Oracle: "Vigilance
Whenever another Human enters the battlefield under your control, put a +1/+1 counter on
Heronblade Elite.
{T}: Add X mana of any one color, where X is Heronblade Elite's power."
Rulings covered: MIC-RN-016 (and MIC-OR-0056, which restates it).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Heronblade Elite")

CARD = "Heronblade Elite"


def _mana_options(d: Driver, oid: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == oid}


def test_another_human_entering_under_your_control_adds_a_counter() -> None:
    """Avacyn's Pilgrim (a Human) entering under its controller's control: a counter. Elvish
    Warrior (an Elf) and an opponent's Human: none."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Forest")
    s.hand(0, "Avacyn's Pilgrim", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    for p in range(2):
        s.library(p, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    elite = d.find(CARD)
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert not d.state.stack and d.state.objects[elite].counters.get("+1/+1", 0) == 0
    d.cast(0, "Avacyn's Pilgrim")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[elite].counters.get("+1/+1") == 1
    assert d.chars(elite).power == 2
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack and d.state.objects[elite].counters.get("+1/+1") == 1


@pytest.mark.ruling("MIC-RN-016", "MIC-OR-0056")
def test_a_mana_ability_adding_its_power_in_one_color_and_nothing_at_zero() -> None:
    """With two counters (power 3) it adds three mana of one colour (never a mix) at once,
    with nothing put on the stack; tapped while paying for Elvish Warrior's {G}{G} it pays it
    without the spell being responded to; its two mana are of one colour, so Fleshtaker
    ({W}{B}) can't be cast with it. After Startle (-2/-0) makes its power -1, it has
    no mana to add."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    d = Driver(s.build())
    elite = d.find(CARD)
    assert _mana_options(d, elite) == {"WWW", "UUU", "BBB", "RRR", "GGG"}
    d.mana(0, elite, "BBB")
    assert not d.state.stack and d.state.players[0].mana_pool.get("B") == 3
    assert d.state.objects[elite].tapped

    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    s.hand(0, "Elvish Warrior", "Fleshtaker")
    d = Driver(s.build())
    elite = d.find(CARD)
    assert CastSpell(d.find("Fleshtaker"), "normal") not in d.game.legal_actions()
    assert CastSpell(d.find("Elvish Warrior"), "normal") in d.game.legal_actions()
    d.cast(0, "Elvish Warrior", pay=False)
    d.expect("pay_mana")
    pay_gg = next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateManaAbility) and a.source == elite)
    assert pay_gg.mana == "GG"
    d.act(0, pay_gg)
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Island")
    d = Driver(s.build())
    elite = d.find(CARD)
    assert _mana_options(d, elite) == {"W", "U", "B", "R", "G"}
    d.cast(0, "Startle", targets=[elite])
    d.resolve()
    assert d.chars(elite).power == -1
    assert _mana_options(d, elite) == set()


def test_vigilance_it_attacks_untapped_and_can_still_tap_for_mana() -> None:
    """CR 702.20b: attacking doesn't cause it to tap, so during combat its {T} mana ability
    can still be activated, adding mana equal to its power then (two with one counter)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    d = Driver(s.build())
    elite = d.find(CARD)
    d.to_combat()
    d.attack([elite])
    assert not d.state.objects[elite].tapped
    assert _mana_options(d, elite) == {"WW", "UU", "BB", "RR", "GG"}
    d.mana(0, elite, "GG")
    assert d.state.objects[elite].tapped
    assert d.state.players[0].mana_pool.get("G") == 2


def test_itself_entering_is_not_another_human() -> None:
    """"Another Human": the Elite, itself a Human, entering doesn't put a counter on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find(CARD)].counters == {}


def test_a_face_down_human_is_no_human_and_turning_it_up_is_not_entering() -> None:
    """CR 708.2a: Foothill Guide cast face down enters as a 2/2 with no creature types: no
    counter; turned face up it is a Human, but it doesn't enter the battlefield (CR 708.8),
    so still no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Foothill Guide")
    d = Driver(s.build())
    elite = d.find(CARD)
    d.cast(0, "Foothill Guide", method="face_down")
    d.resolve()
    assert not d.state.stack
    guide = d.find("Foothill Guide", zone="battlefield")
    d.special(0, "turn_face_up", guide)
    d.pay()
    assert "Human" in d.chars(guide).subtypes
    assert not d.state.stack
    assert d.state.objects[elite].counters.get("+1/+1", 0) == 0


def test_clarion_cathars_and_its_human_token_give_two_counters() -> None:
    """Each Human entering under its controller's control triggers it once: Clarion Cathars
    (a Human Knight) and then its 1/1 Human token: two counters, power 3, so its mana ability
    adds three mana of one color (CR 605.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Clarion Cathars")
    d = Driver(s.build())
    elite = d.find(CARD)
    for plains in d.ids("Plains"):
        d.mana(0, plains)
    d.cast(0, "Clarion Cathars", pay=False)
    d.resolve()
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.state.objects[elite].counters.get("+1/+1") == 2
    d.mana(0, elite, "GGG")
    assert d.state.players[0].mana_pool == {"G": 3}


def test_a_human_entering_at_the_same_time_as_it_counts() -> None:
    """CR 603.6a: Angel of Glory's Rise returns Heronblade Elite and Avacyn's Pilgrim (both
    Humans) from the graveyard at once; the Elite's ability sees the Pilgrim entering with it
    and triggers once (not for itself): one counter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, CARD, "Avacyn's Pilgrim")
    s.hand(0, "Angel of Glory's Rise")
    d = Driver(s.build())
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()
    elite = d.find(CARD, zone="battlefield")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[elite].counters.get("+1/+1") == 1


def test_its_trigger_does_nothing_once_it_has_left() -> None:
    """CR 113.7a, 400.7: Heronblade Elite's trigger for an entering Human resolves after the
    Elite was destroyed in response; the counter has no object to go on, so nothing happens,
    and the game goes on."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    s.hand(0, "Avacyn's Pilgrim")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    d.mana(0, "Forest")
    d.cast(0, "Avacyn's Pilgrim", pay=False)
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of(CARD) == "graveyard"
    assert not d.state.objects[d.find(CARD)].counters


def test_made_to_read_elf_another_elf_entering_adds_a_counter() -> None:
    """CR 612.1, 612.2: Human changed to Elf on Heronblade Elite (an Elf Warrior now): Elvish
    Warrior entering under your control adds a counter; Avacyn's Pilgrim (a Human) doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Avacyn's Pilgrim", "Elvish Warrior", "Artificial Evolution")
    d = Driver(s.build())
    elite = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[elite])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    assert d.chars(elite).subtypes == {"Elf", "Warrior"}
    d.cast(0, "Avacyn's Pilgrim")
    d.resolve()
    assert not d.state.stack and not d.state.objects[elite].counters
    d.cast(0, "Elvish Warrior")
    d.resolve()
    d.resolve()
    assert d.state.objects[elite].counters.get("+1/+1") == 1
