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


def test_creature_target_gone_the_artifact_is_still_exiled() -> None:
    """CR 608.2b: Glory Seeker is Shocked in response; the spell resolves for its remaining
    legal target: Sol Ring is exiled, and no creature gets counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", *["Forest"] * 4, "Mountain")
    s.battlefield(1, "Sol Ring")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[d.find("Sol Ring"), seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Sol Ring") == "exile"
    assert not d.state.objects[d.find("Elvish Warrior")].counters


def test_both_targets_gone_the_spell_does_nothing() -> None:
    """CR 608.2b: with both targets illegal, the spell doesn't resolve at all (it's removed
    from the stack and put into the graveyard; nothing is exiled by it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Forest"] * 4, "Mountain", *["Plains"] * 4)
    s.battlefield(1, "Sol Ring")
    s.hand(0, CARD, "Shock", "Return to Dust")
    d = Driver(s.build())
    seeker, ring = d.find("Glory Seeker"), d.find("Sol Ring")
    d.cast(0, CARD, targets=[ring, seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.cast(0, "Return to Dust", targets=[ring])
    d.resolve()
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert [e for e in d.state.log if e.kind == "fizzle"]


def test_an_enchantment_may_be_the_first_target() -> None:
    """"Target artifact or enchantment" (CR 115.1): an enchantment (Immolation enchanting
    Elvish Warrior, mana value 1) is exiled and X is 1; once the Aura is gone, its bonus is gone
    too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Immolation", attached_to="Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker = d.find("Elvish Warrior")
    assert d.chars(seeker).power == 4
    d.cast(0, CARD, targets=[d.find("Immolation"), seeker])
    d.resolve()
    assert d.zone_of("Immolation") == "exile"
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 4)


def test_an_artifact_creature_may_be_both_targets() -> None:
    """CR 115.3: the same object may be chosen for each instance of the word "target": your
    Tribal Golem is the artifact exiled and the creature to get the counters; it is exiled,
    and the counters have nothing to go on (CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    d.cast(0, CARD, targets=[golem, golem])
    d.resolve()
    assert d.zone_of("Tribal Golem") == "exile"
    assert not d.state.objects[d.find("Tribal Golem", "exile")].counters
    assert d.zone_of(CARD) == "graveyard"
