"""Acceptance scenarios for where abilities function (CR 113.6, 113.6k): a permanent's
abilities function on the battlefield, a card's in the zone its ability names; an ability
whose cost moves the card out of a zone (cycling's discard, "return [this] from your
graveyard") functions only from that zone (113.6k, 702.29a); and a creature card's triggered
ability doesn't trigger from a hand (113.6, 603.6).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _activatable(d: Driver, oid: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_graveyard_and_hand_abilities_dont_function_on_the_battlefield() -> None:
    """CR 113.6k, 702.29a: in its controller's upkeep, Krosan Tusker (cycling) and Undead
    Gladiator (cycling; "return Undead Gladiator from your graveyard to your hand") on the
    battlefield have nothing to activate; Grinning Demon in a hand doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker", "Undead Gladiator", *["Swamp"] * 4)
    s.hand(0, "Grinning Demon", "Forest")
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    assert not _activatable(d, d.find("Krosan Tusker"))
    assert not _activatable(d, d.find("Undead Gladiator"))
    assert not d.state.stack and d.life(0) == 20


def test_a_graveyard_ability_functions_from_the_graveyard_in_its_time() -> None:
    """CR 113.6k: Undead Gladiator in its owner's graveyard: its return ability may be
    activated during their upkeep (and cycling, a hand ability, may not)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 2)
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Forest")
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator")
    assert len(_activatable(d, gladiator)) == 1
    d.activate(0, gladiator, choices=[d.find("Forest", zone="hand")])
    d.resolve()
    assert d.zone_of("Undead Gladiator") == "hand"
