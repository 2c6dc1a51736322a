"""Kessig Naturalist // Lord of the Ulvenwald — {R}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (red and green).

Oracle: Front: "Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you
don't lose this mana as steps and phases end. / Daybound (If a player casts no spells during
their own turn, it becomes night next turn.)"
Back: "Other Wolves and Werewolves you control get +1/+1. / Whenever Lord of the Ulvenwald
attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end. /
Nightbound (If a player casts at least two spells during their own turn, it becomes day next
turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Kessig Naturalist")

CARD = "Kessig Naturalist"
FRONT, BACK = faces(CARD)


def _attacking(night: bool = False, color: str = "R", hand: tuple[str, ...] = ()) -> Driver:
    """Player 0 attacks with the Naturalist (or the Lord at night) and adds ``color``."""
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, CARD, transformed=night)
    s.battlefield(0, "Mountain")
    if hand:
        s.hand(0, *hand)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()  # the attack trigger resolves
    d.expect("choose_option")
    d.choose(color)
    return d


def _pool(d: Driver) -> dict[str, int]:
    return {k: v for k, v in d.state.players[0].mana_pool.items() if v}


def test_attacking_adds_red_or_green() -> None:
    assert _pool(_attacking(color="R")) == {"R": 1}
    assert _pool(_attacking(color="G")) == {"G": 1}


def test_the_mana_stays_through_combat_into_the_second_main_phase() -> None:
    d = _attacking(color="G")
    d.pass_until("end_of_combat")
    assert _pool(d) == {"G": 1}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"G": 1}
    assert d.life(1) == 18


def test_the_mana_is_lost_when_the_turn_ends() -> None:
    d = _attacking(color="R")
    d.pass_until("end")
    assert _pool(d) == {"R": 1}
    d.pass_until("upkeep", turn=4)
    assert _pool(d) == {}
    assert not d.state.players[1].mana_pool or not sum(d.state.players[1].mana_pool.values())


def test_other_mana_still_empties_as_the_step_ends() -> None:
    """Only the mana the ability added is kept: a Mountain's mana added in the same step is
    lost as the step ends."""
    d = _attacking(color="R")
    d.mana(0, "Mountain")
    assert _pool(d) == {"R": 2}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"R": 1}


def test_the_kept_mana_pays_for_a_spell_after_combat() -> None:
    d = _attacking(color="R", hand=("Play with Fire",))
    d.pass_until("postcombat_main")
    d.cast(0, "Play with Fire", targets=[1])
    assert _pool(d) == {}
    assert not d.state.objects[d.find("Mountain")].tapped  # the kept {R} paid for it
    d.resolve()
    assert d.life(1) == 18 - 2


def test_the_trigger_uses_the_stack() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1 and _pool(d) == {}
    d.expect("priority")


def test_lord_pumps_other_wolves_and_werewolves_you_control() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", "Tavern Ruffian", "Glory Seeker")
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    lord = d.find(CARD)
    c = d.chars(lord)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 3)
    wolf = d.chars(d.find("Snarling Wolf"))
    assert (wolf.power, wolf.toughness) == (2, 2)
    ruffian = d.chars(d.find("Tavern Ruffian"))  # Tavern Smasher at night, 6/5
    assert (ruffian.name, ruffian.power, ruffian.toughness) == ("Tavern Smasher", 7, 6)
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2)
    theirs = d.chars(d.find("Bounding Wolf"))
    assert (theirs.power, theirs.toughness) == (3, 2)


def test_lord_attacking_adds_kept_mana_too() -> None:
    d = _attacking(night=True, color="G")
    assert d.chars(d.find(CARD)).name == BACK
    d.pass_until("postcombat_main")
    assert _pool(d) == {"G": 1}
    assert d.life(1) == 17


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0780", "MID-OR-0781", "MID-OR-0782", "MID-OR-0783", "MID-OR-0784",
        "MID-OR-0785", "MID-OR-0786", "MID-OR-0787", "MID-OR-0788", "MID-OR-0789",
    )
    CARD, BACK = "Kessig Naturalist", "Lord of the Ulvenwald"


def test_the_kept_mana_spent_is_not_there_as_the_next_step_ends() -> None:
    """CR 106.4, 500.4: once the kept {R} is spent, nothing of it is left to keep: as the
    following steps end, the pool stays empty."""
    d = _attacking(color="R", hand=("Play with Fire",))
    d.cast(0, "Play with Fire", targets=[1])
    assert _pool(d) == {}
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.state.players[0].mana_pool == {}
    assert d.game.view(0)["players"][0]["mana_pool"] in ({}, "")


def test_the_kept_mana_doesnt_take_the_restriction_of_mana_lost() -> None:
    """CR 106.4, 106.6, 500.4: Unclaimed Territory's {R} ("Spend this mana only to cast a
    creature spell of the chosen type") empties from the pool as the step ends; the {R}
    that stays is the Naturalist's, with no restriction, so it pays for Play with Fire."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Wolf"})
    s.hand(0, "Play with Fire")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    d.choose("R")
    d.mana(0, "Unclaimed Territory", "R")
    assert _pool(d) == {"R": 2}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"R": 1}
    d.cast(0, "Play with Fire", targets=[1])
    assert _pool(d) == {}
    d.resolve()
    assert d.life(1) == 18 - 2


def test_a_color_other_than_red_or_green_is_refused() -> None:
    """"Add {R} or {G}": choosing {B} is refused with an error naming it, the game is
    unchanged, and {G} is then added."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    d.expect("choose_option")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'B' is not one of the choices"):
        d.choose("B")
    assert d.game.fingerprint() == before
    d.choose("G")
    assert _pool(d) == {"G": 1}


def test_the_mana_is_added_even_if_it_left_the_battlefield() -> None:
    """CR 113.7a, 603.3: the attack trigger exists independently of its source: the Naturalist
    is Shocked in response, and its ability still adds the mana, kept until end of turn."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    d.choose("R")
    assert _pool(d) == {"R": 1}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"R": 1}


def _red_and_green_floating(choose_pool_mana: bool = False) -> Driver:
    """The Naturalist's {R} (kept until end of turn) and a Forest's {G} (lost as the step ends)
    in player 0's pool during combat, Jack-o'-Lantern ready to be activated."""
    s = Scenario(seed=1, choose_pool_mana=choose_pool_mana)
    s.day_night("day")
    s.battlefield(0, CARD, "Forest", "Jack-o'-Lantern")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    d.choose("R")
    d.mana(0, "Forest")
    assert _pool(d) == {"R": 1, "G": 1}
    return d


def test_a_generic_cost_is_paid_with_the_mana_that_would_be_lost_first() -> None:
    """CR 601.2h, 106.4, 500.4: the player chooses which mana pays; with the Naturalist's {R}
    (kept until end of turn) and a Forest's {G} (lost as the step ends) in the pool,
    Jack-o'-Lantern's {1} is paid with the {G}: the {R} is still there in the second main
    phase."""
    d = _red_and_green_floating()
    d.activate(0, "Jack-o'-Lantern")
    assert _pool(d) == {"R": 1}
    d.resolve()
    d.pass_until("postcombat_main")
    assert _pool(d) == {"R": 1}


def test_the_kept_mana_spent_leaves_nothing_to_pay_with_later_in_the_step() -> None:
    """CR 106.4, 601.2h: once the kept {R} has paid for Play with Fire, a Forest's {G} pays
    Jack-o'-Lantern's {1} and the pool is empty: no {R} is left to keep."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Forest", "Jack-o'-Lantern")
    s.hand(0, "Play with Fire")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    d.choose("R")
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    d.choose("top")  # Play with Fire's scry 1
    assert _pool(d) == {}
    d.mana(0, "Forest")
    d.activate(0, "Jack-o'-Lantern")
    assert _pool(d) == {}
    d.resolve()
    d.pass_until("postcombat_main")
    assert _pool(d) == {} and d.life(1) == 20 - 2 - 2  # Play with Fire, then combat damage


def test_the_opponents_mana_still_empties_as_the_step_ends() -> None:
    """CR 106.4, 500.4: only the Naturalist's controller keeps its mana; the {G} the defending
    player adds during the declare attackers step empties as the step ends."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    d.choose("G")
    d.pass_priority()
    d.mana(1, "Forest")
    assert d.state.players[1].mana_pool == {"G": 1}
    d.pass_priority()
    d.pass_priority()  # player 1 acted since player 0 passed (CR 117.4)
    assert d.state.step.name == "DECLARE_BLOCKERS"
    assert d.state.players[1].mana_pool == {} and _pool(d) == {"G": 1}


def test_asked_which_mana_pays_the_lost_mana_comes_first() -> None:
    """CR 601.2h, 106.4, 500.4: in a game where the player chooses the pool's mana for a
    generic cost, the first answer is the usual one (the Forest's {G}, lost as the step
    ends); choosing the Naturalist's {R} instead leaves the {G}, which empties at the end of
    combat."""
    d = _red_and_green_floating(choose_pool_mana=True)
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                  and a.source == d.find("Jack-o'-Lantern")))
    assert [a.value for a in d.expect("pool_mana").actions] == ["{G}", "{R}"]
    d.choose("{R}")
    assert _pool(d) == {"G": 1}
    d.resolve()
    d.pass_until("postcombat_main")
    assert _pool(d) == {}
