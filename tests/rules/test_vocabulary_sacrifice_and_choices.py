"""Vocabulary: ``you_sacrifice`` (CR 701.21a), ``combat_damage_to_opponents`` with
``OpponentsDealtCombatDamage`` (CR 510.2, 603.2c), ``ReflexiveTrigger(that_many=)``
(CR 603.12), ``ChooseObjects(total_power_le=, exclude=)``, ``CountersOn(kind=None)``
(CR 122.1) and ``enchanted_player_controls`` (CR 303.4), each through a card using it."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_you_sacrifice_only_for_your_sacrifices_not_destruction() -> None:
    """Eloise's "whenever you sacrifice a token": an opponent's sacrificed token or your
    destroyed token doesn't count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Eloise, Nephalia Sleuth", *["Swamp"] * 4, "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination", "Go for the Throat")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.cast(0, "Go for the Throat", targets=[token])
    d.resolve()
    d.resolve_all()
    assert not [e for e in d.state.log if e.kind == "surveil"]


def test_combat_damage_to_opponents_counts_each_opponent_once() -> None:
    """Two Zombies hitting the same opponent: one opponent, one card."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Hordewing Skaab", "Severed Legion")
    s.library(0, "Forest", "Plains")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Hordewing Skaab"): 2, d.find("Severed Legion"): 2})
    while d.decision.kind != "may":
        d.resolve() if d.state.stack else d.pass_priority()
    d.choose(True)
    assert len(d.state.players[0].library) == 1


def test_reflexive_that_many_zero_doesnt_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Ravenous Rotbelly")
    d = Driver(s.build())
    d.cast(0, "Ravenous Rotbelly")
    d.resolve()
    d.resolve()
    d.choose(None)  # sacrifice no Zombie
    assert not d.state.stack and d.zone_of("Glory Seeker") == "battlefield"


def test_total_power_limit_and_excluded_object() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Moorland Rescuer", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie", "Glory Seeker", "Ainok Bond-Kin")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Moorland Rescuer")])
    d.resolve()
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))  # 2 of 4 left
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert offered == {d.find("Ainok Bond-Kin", "graveyard")}  # power 2, not the 3


def test_counters_of_every_kind() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Kyler, Sigardian Emissary", counters={"+1/+1": 1, "corpse": 1})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find("Glory Seeker")).power == 4


def test_controlled_by_enchanted_player_follows_the_attachment() -> None:
    """Curse of Clinging Webs on player 1: player 0's creature isn't "enchanted player
    controls"; player 1's is."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.hand(0, "Curse of Clinging Webs", "Go for the Throat", "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Curse of Clinging Webs", targets=[1])
    d.resolve()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker", player=2)])
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    assert len(d.state.stack) == 1


def test_different_powers_counted_on_resolution() -> None:
    """``DifferentPowers()`` (Celebrate the Harvest): two 2-power creatures count once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Ainok Bond-Kin", *["Forest"] * 4)
    s.library(0, "Plains", "Island", "Swamp")
    s.hand(0, "Celebrate the Harvest")
    d = Driver(s.build())
    d.cast(0, "Celebrate the Harvest")
    d.resolve()
    d.choose(d.find("Plains", "library"))
    assert d.decision.kind == "priority"  # X = 1: no second land
    assert d.zone_of("Island") == "library" and d.zone_of("Swamp") == "library"


def test_enters_with_counters_counted_as_it_enters() -> None:
    """``enters_with_counters("+1/+1", CountOf(...))`` (Custodi Soulbinders)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 4)
    s.hand(0, "Custodi Soulbinders")
    d = Driver(s.build())
    d.cast(0, "Custodi Soulbinders")
    d.resolve()
    assert d.state.objects[d.find("Custodi Soulbinders")].counters == {"+1/+1": 1}


def test_sacrificed_self_counters_are_last_known() -> None:
    """``CountersOn(Self(), "corpse")`` after Crowded Crypt is sacrificed for its cost."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.battlefield(0, "Crowded Crypt", counters={"corpse": 3})
    d = Driver(s.build())
    d.activate(0, "Crowded Crypt")
    d.resolve()
    assert sum(1 for o in d.state.battlefield if d.state.objects[o].is_token) == 3


def test_cast_in_your_main_phase_is_false_in_combat() -> None:
    """Addendum (Unbreakable Formation: ``THIS_SPELL_WAS_CAST``, ``YOUR_TURN``,
    ``MAIN_PHASE``) in your beginning of combat: no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3)
    s.hand(0, "Unbreakable Formation")
    s.at("beginning_of_combat")
    d = Driver(s.build())
    d.cast(0, "Unbreakable Formation")
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Indestructible") and not d.state.objects[seeker].counters
