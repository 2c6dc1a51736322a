"""Ruinous Intrusion — {3}{G} Instant.

Oracle: "Exile target artifact or enchantment. Put X +1/+1 counters on target creature you
control, where X is the mana value of the permanent exiled this way."
Rulings covered: MIC-RN-010, MIC-OR-0062.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ruinous Intrusion")

CARD = "Ruinous Intrusion"


def test_exiles_and_puts_counters_equal_to_its_mana_value() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Talisman of Dominance")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Talisman of Dominance"), d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Talisman of Dominance") == "exile"
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 2}


@pytest.mark.ruling("MIC-RN-010", "MIC-OR-0062")
def test_x_is_the_mana_value_it_had_on_the_battlefield() -> None:
    """Clone ({3}{U}) copying Tribal Golem ({6}) has mana value 6 on the battlefield; the card
    exiled has 4: X is 6."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Tribal Golem", "Forest", "Forest", "Forest", "Forest",
                  "Island", "Island", "Island", "Island")
    s.hand(0, "Clone", CARD)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Tribal Golem"))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).mana_value == 6
    d.cast(0, CARD, targets=[clone, d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Clone") == "exile"
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 6}


def test_if_nothing_was_exiled_x_is_zero() -> None:
    """Sol Ring is exiled by Return to Dust in response: the first target is illegal, the
    spell still resolves for the creature, with X = 0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Forest"] * 6, "Plains", "Plains")
    s.battlefield(1, "Sol Ring")
    s.hand(0, CARD, "Return to Dust")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Sol Ring"), d.find("Glory Seeker")])
    d.cast(0, "Return to Dust", targets=[d.find("Sol Ring")])
    d.resolve()
    assert d.zone_of("Sol Ring") == "exile"
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not d.state.objects[d.find("Glory Seeker")].counters


def test_the_second_target_must_be_a_creature_you_control() -> None:
    """CR 115.1, 601.2c: "target creature you control": player 1's Krosan Tusker isn't offered
    for the second target; Glory Seeker is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Sol Ring", "Krosan Tusker")
    s.hand(0, CARD)
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell, Choose
    d.act(0, CastSpell(d.find(CARD), "normal"))
    d.choose(d.find("Sol Ring"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Krosan Tusker") not in offered and d.find("Glory Seeker") in offered


def test_a_token_artifact_has_mana_value_zero() -> None:
    """CR 202.3a (a token that isn't a copy has no mana cost, so mana value 0): a Clue exiled this way puts no
    counters; the token ceases to exist (CR 111.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.token(1, "Clue")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Clue Token"), d.find("Glory Seeker")])
    d.resolve()
    assert not d.ids("Clue Token")
    assert not d.state.objects[d.find("Glory Seeker")].counters
