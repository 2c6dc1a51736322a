"""Celestial Judgment — {4}{W}{W} Sorcery.

Oracle: "For each different power among creatures on the battlefield, choose a creature with
that power. Destroy each creature not chosen this way."
Rulings covered: MIC-RN-034, MIC-RN-035, MIC-RN-036 (and MIC-OR-0013 to MIC-OR-0015, which
restate them).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Celestial Judgment")

CARD = "Celestial Judgment"


def _options(d: Driver) -> set[int]:
    return {a.value for a in d.game.legal_actions() if a.value is not None}


@pytest.mark.ruling("MIC-RN-034", "MIC-OR-0013")
def test_nothing_targeted_choices_on_resolution_no_response_before_destruction() -> None:
    """Casting asks for no target; the creatures are chosen as it resolves, one of each power
    (the choice can't be skipped); right after the last choice the others are destroyed, with
    the spell gone and nothing else on the stack (no one could act in between). A creature of
    an opponent's that has hexproof (not targeted) is destroyed too."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Elvish Warrior", "Quicksilver Dragon")
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    mine, theirs = d.ids("Elvish Warrior")
    dragon = d.find("Quicksilver Dragon")
    sid = d.cast(0, CARD)
    assert d.state.objects[sid].stack.get("targets", ()) in ((), ((),))
    assert d.decision.kind == "priority"
    d.resolve()
    d.expect("choose_cards")
    assert _options(d) == {seeker, mine, theirs, dragon}
    assert None not in {a.value for a in d.game.legal_actions()}  # can't stop choosing
    d.choose(theirs)  # power 2: the opponent's Elvish Warrior
    assert _options(d) == {dragon}  # power 2 is taken, Glory Seeker too (also power 2)
    d.choose(dragon)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert seeker not in d.state.battlefield and mine not in d.state.battlefield
    assert theirs in d.state.battlefield and dragon in d.state.battlefield
    assert d.zone_of(CARD) == "graveyard"


@pytest.mark.ruling("MIC-RN-035", "MIC-OR-0014")
def test_unchosen_creatures_destroyed_at_once_see_each_other_die() -> None:
    """Midnight Reaper and two Glory Seekers are not chosen (the opponent's Fleshbag Marauder
    and Elvish Warrior are): all three are destroyed at the same time, so the Reaper sees
    itself and both others die and triggers three times (three cards, three damage)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Fleshbag Marauder")
    s.hand(0, CARD)
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    assert d.chars(d.find("Midnight Reaper")).power == 3
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Fleshbag Marauder"))
    assert d.zone_of("Midnight Reaper") == "graveyard"
    assert len(d.ids("Glory Seeker", "graveyard")) == 2
    d.expect("order_triggers")
    assert len(d.decision.actions) == 3
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    d.resolve_all()
    assert len(d.state.players[0].hand) == 3
    assert d.life(0) == 17


@pytest.mark.ruling("MIC-RN-036", "MIC-OR-0015")
def test_may_choose_either_creature_of_a_power_even_sparing_the_indestructible_one() -> None:
    """Glory Seeker made a 5/5 indestructible by Flare of Faith and Quicksilver Dragon (5/5)
    share a power: either may be chosen; choosing the Dragon, both survive."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Quicksilver Dragon")
    s.hand(0, CARD, "Flare of Faith")
    d = Driver(s.build())
    seeker, dragon = d.find("Glory Seeker"), d.find("Quicksilver Dragon")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 5 and d.chars(seeker).has("Indestructible")
    d.cast(0, CARD)
    d.resolve()
    assert _options(d) == {seeker, dragon}
    d.choose(dragon)
    assert seeker in d.state.battlefield and dragon in d.state.battlefield


def test_power_zero_is_a_power_and_a_lone_creature_of_a_power_survives() -> None:
    """CR 208.1: 0 is a power like any other. Two Walls of Mulch (power 0) and Glory Seeker (2):
    one Wall is chosen for power 0, the Seeker (alone with power 2) must be chosen for power
    2; only the other Wall is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Wall of Mulch", "Glory Seeker")
    s.battlefield(1, "Wall of Mulch")
    s.hand(0, CARD)
    d = Driver(s.build())
    mine, theirs = d.find("Wall of Mulch", player=0), d.find("Wall of Mulch", player=1)
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD)
    d.resolve()
    assert _options(d) == {mine, theirs, seeker}
    d.choose(theirs)
    assert _options(d) == {seeker}
    d.choose(seeker)
    assert mine not in d.state.battlefield and d.zone_of("Wall of Mulch", player=0) == "graveyard"
    assert theirs in d.state.battlefield and seeker in d.state.battlefield


def test_with_no_creatures_it_resolves_without_a_choice() -> None:
    """CR 608.2d: with no creature on the battlefield there is no power to choose for: the
    spell resolves, asks nothing, and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of(CARD) == "graveyard"


def test_a_negative_power_is_a_power_of_its_own() -> None:
    """CR 208.1, 107.1b: Feeding Frenzy (one Zombie: -1/-1) makes a Wall of Mulch -1/3; the
    other Wall is 0/4 and Festering Goblin 1/1: three different powers, each creature alone
    with its power, so each is chosen and nothing is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Wall of Mulch", "Wall of Mulch", "Festering Goblin")
    s.hand(0, CARD, "Feeding Frenzy")
    d = Driver(s.build())
    shrunk, other = d.ids("Wall of Mulch")
    d.cast(0, "Feeding Frenzy", targets=[shrunk])
    d.resolve()
    assert d.chars(shrunk).power == -1
    d.cast(0, CARD)
    d.resolve()
    goblin = d.find("Festering Goblin")
    d.choose(shrunk)
    assert _options(d) == {other, goblin}
    d.choose(other)
    assert _options(d) == {goblin}
    d.choose(goblin)
    assert {shrunk, other, goblin} <= set(d.state.battlefield)


def test_a_regenerated_creature_not_chosen_survives_tapped() -> None:
    """CR 701.19a, 614.8: Catapult Master is chosen for power 3, so player 1's Gluttonous
    Zombie (also 3) is destroyed, but Boneknitter's regeneration shield (activated in
    response) replaces its destruction: it stays, tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Catapult Master")
    s.battlefield(1, "Swamp", "Swamp", "Gluttonous Zombie")
    s.battlefield(1, "Boneknitter", sick=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, CARD)
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()
    d.resolve()
    d.choose(d.find("Catapult Master"))
    d.choose(d.find("Boneknitter"))
    assert zombie in d.state.battlefield and d.state.objects[zombie].tapped
    assert not d.state.objects[d.find("Catapult Master")].tapped


def test_a_second_creature_of_a_power_already_chosen_is_refused_and_nothing_changes() -> None:
    """CR 608.2d: one creature per power: after player 1's Elvish Warrior is chosen for power
    2, choosing Glory Seeker (also 2) is refused with an error naming it and the choices
    left, and the game is as it was."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Quicksilver Dragon")
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker.*Quicksilver Dragon"):
        d.act(0, Choose(seeker))
    assert d.game.fingerprint() == before
    d.choose(d.find("Quicksilver Dragon"))
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_creature_not_offered_is_refused_saying_why() -> None:
    """CR 608.2d: a creature of a power already chosen isn't offered: choosing it is refused
    with the power and the creature chosen with it named, and the one chosen can't be chosen
    again; the game is unchanged by either refusal."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Quicksilver Dragon")
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, CARD)
    d.resolve()
    d.choose(warrior)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"Glory Seeker has power 2, as Elvish Warrior, "
                       r"already chosen, has: each one chosen has a different power"):
        d.game.apply(0, Choose(seeker))
    with pytest.raises(IllegalActionError, match="Elvish Warrior is already chosen"):
        d.game.apply(0, Choose(warrior))
    assert d.game.fingerprint() == before
    assert _options(d) == {d.find("Quicksilver Dragon")}


def test_a_face_down_creature_has_power_two() -> None:
    """CR 708.2a: a face-down Towering Baloth is a 2/2 with no name: it shares power 2 with
    Glory Seeker, so only one of the two can be chosen; choosing the Seeker destroys the
    face-down creature (its 7 power on the other face plays no part)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Towering Baloth", face_down=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker, baloth = d.find("Glory Seeker"), d.find("Towering Baloth")
    d.cast(0, CARD)
    d.resolve()
    d.expect("choose_cards")
    assert _options(d) == {seeker, baloth}
    d.choose(seeker)
    assert d.decision.kind == "priority" and not d.state.stack
    assert seeker in d.state.battlefield and baloth not in d.state.battlefield


def test_counters_count_and_every_player_s_creatures_are_judged_in_multiplayer() -> None:
    """CR 613.4c, 122.1a: a Glory Seeker with a +1/+1 counter has power 3, not 2; with three
    players the creatures of both opponents are among those chosen or destroyed."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(2, "Elvish Warrior", "Quicksilver Dragon")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    dragon = d.find("Quicksilver Dragon")
    d.cast(0, CARD)
    d.resolve()
    seen: list[set[int]] = []
    while d.decision.kind == "choose_cards":
        seen.append(_options(d))
        d.choose(min(_options(d)))
    assert len(seen) == 3 and seen[0] == {seeker, warrior, dragon}
    assert {seeker, warrior, dragon} <= set(d.state.battlefield)
