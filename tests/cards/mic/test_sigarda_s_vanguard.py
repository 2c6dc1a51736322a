"""Sigarda's Vanguard — {4}{W} Creature — Angel 3/3.

Oracle: "Flash
Flying
Whenever Sigarda's Vanguard enters the battlefield or attacks, choose any number of creatures
with different powers. Those creatures gain double strike until end of turn."
Rulings covered: MIC-RN-021, MIC-RN-022 (and MIC-OR-0020, MIC-OR-0021, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigarda's Vanguard")

CARD = "Sigarda's Vanguard"


def _options(d: Driver) -> set[int | None]:
    return {a.value for a in d.game.legal_actions()}


def _cast(extra_mine: tuple[str, ...] = ("Glory Seeker", "Elvish Warrior"),
          theirs: tuple[str, ...] = ("Quicksilver Dragon",)) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(0, *extra_mine)
    s.battlefield(1, *theirs)
    s.hand(0, CARD)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.pass_priority()  # the opponent passes in their upkeep; flash lets us cast now
    d.cast(0, CARD)
    d.resolve()
    return d


@pytest.mark.ruling("MIC-RN-021", "MIC-OR-0020")
def test_chosen_creatures_have_pairwise_different_powers() -> None:
    """With Glory Seeker (2/2), Elvish Warrior (2/3), Quicksilver Dragon (5/5) and the
    Vanguard (3/3): after choosing Glory Seeker the other power-2 creature is no longer
    offered; Seeker, Dragon and Vanguard (2, 5, 3) all gain double strike, the Warrior doesn't."""
    d = _cast()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    dragon, angel = d.find("Quicksilver Dragon"), d.find(CARD, "battlefield")
    assert len(d.state.stack) == 1  # the enters trigger
    d.resolve()
    d.expect("choose_cards")
    assert _options(d) == {seeker, warrior, dragon, angel, None}
    d.choose(seeker)
    assert warrior not in _options(d)
    d.choose(dragon)
    d.choose(angel)
    assert d.decision.kind == "priority"
    for oid in (seeker, dragon, angel):
        assert d.chars(oid).has("Double strike")
    assert not d.chars(warrior).has("Double strike")


@pytest.mark.ruling("MIC-RN-022", "MIC-OR-0021")
def test_nothing_targeted_chosen_on_resolution_one_creature_is_a_valid_set() -> None:
    """The trigger goes on the stack without any target; only as it resolves is the set
    chosen, and a single creature (an opponent's) may be the whole set; the effect lasts
    until end of turn."""
    d = _cast()
    dragon = d.find("Quicksilver Dragon")
    trig = d.state.stack[-1]
    assert not any(d.state.objects[trig].stack.get("targets", ()))
    assert d.decision.kind == "priority"
    d.resolve()
    d.choose(dragon)
    d.choose(None)
    assert d.chars(dragon).has("Double strike")
    assert [o for o in d.state.battlefield if d.chars(o).has("Double strike")] == [dragon]
    d.pass_until("upkeep", turn=4)
    assert not d.chars(dragon).has("Double strike")


def test_attack_trigger_grants_double_strike_too() -> None:
    """Whenever it attacks, another set is chosen: the Vanguard alone deals 3 first-strike
    and 3 regular damage."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    d = Driver(s.build())
    angel = d.find(CARD)
    d.to_combat()
    d.attack([angel])
    d.resolve()
    d.choose(angel)  # the only creature: the choice ends there
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_flashed_in_after_blocks_double_strike_adds_a_first_strike_damage_step() -> None:
    """CR 702.4b, 510.4: cast with flash in the declare blockers step, the Vanguard's "enters"
    ability gives the blocked Glory Seeker double strike; a first-strike combat damage step is
    added, where the Seeker kills the blocking Glory Seeker before it can deal damage back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker, cav = d.find("Glory Seeker", player=0), d.find("Glory Seeker", player=1)
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({cav: seeker})
    assert d.state.step.name == "DECLARE_BLOCKERS"
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.choose(seeker)
    if d.decision.kind != "priority":
        d.choose(None)
    assert d.chars(seeker).has("Double strike")
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    assert d.zone_of("Glory Seeker", player=0) == "battlefield"
    assert d.state.objects[seeker].damage == 0


def test_any_number_includes_none_and_equal_powers_exclude_each_other() -> None:
    """"Any number" (CR 107.1c): choosing no creature at all gives double strike to none.
    In a second game, with Gluttonous Zombie (3/3) beside the Vanguard (3/3), once the Vanguard
    is chosen the Zombie of the same power is no longer offered and the choice ends
    (MIC-OR-0020)."""
    d = _cast()
    d.resolve()
    d.expect("choose_cards")
    d.choose(None)
    assert d.decision.kind == "priority"
    assert not [o for o in d.state.battlefield if d.chars(o).has("Double strike")]
    d = _cast(extra_mine=("Gluttonous Zombie",), theirs=())
    angel, zombie = d.find(CARD, "battlefield"), d.find("Gluttonous Zombie")
    d.resolve()
    assert _options(d) == {angel, zombie, None}
    d.choose(angel)
    # the Zombie, of the same power, is no longer offered: the choice is over
    assert d.decision.kind == "priority"
    assert d.chars(angel).has("Double strike")
    assert not d.chars(zombie).has("Double strike")


def test_a_creature_of_a_power_already_chosen_is_refused_and_nothing_changes() -> None:
    """MIC-OR-0020, CR 608.2d: once Glory Seeker (power 2) is chosen, choosing Elvish Warrior
    (power 2 too) is refused with an error that says its power was already chosen; the game
    is unchanged and the choice goes on."""
    from manastack.game import IllegalActionError

    d = _cast()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.resolve()
    d.choose(seeker)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="power"):
        d.choose(warrior)
    assert d.game.fingerprint() == before
    d.choose(None)
    assert d.chars(seeker).has("Double strike")
    assert not d.chars(warrior).has("Double strike")


def test_a_phased_out_creature_is_not_offered() -> None:
    """CR 702.26b: a phased-out creature is treated as though it doesn't exist: Gluttonous
    Zombie, phased out, isn't among the creatures that may be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "Glory Seeker")
    s.battlefield(0, "Gluttonous Zombie", phased_out=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    assert _options(d) == {d.find("Glory Seeker"), d.find(CARD, "battlefield"), None}
