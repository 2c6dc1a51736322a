"""Chaplain of Alms // Chapel Shieldgeist — {W} Creature — Human Cleric 1/1 // Creature —
Spirit Cleric 2/1.

Oracle: Front: "First strike / Ward {1} (Whenever this creature becomes the target of a spell
or ability an opponent controls, counter it unless that player pays {1}.) / Disturb {3}{W}
(You may cast this card from your graveyard transformed for its disturb cost.)"
Back: "Flying, first strike / Each creature you control has ward {1}. (Whenever it becomes the
target of a spell or ability an opponent controls, counter it unless that player pays {1}.) /
If Chapel Shieldgeist would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Chaplain of Alms")


def test_front_face_ward_counters_an_unpaid_spell() -> None:
    """CR 702.21a: Ward {1} on the front face."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms")
    d = Driver(s.build())
    chaplain = d.find("Chaplain of Alms")
    d.cast(0, "Shock", targets=[chaplain])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Chaplain of Alms") == "battlefield"


def test_shieldgeist_gives_each_creature_you_control_ward() -> None:
    """CR 702.21a / 613.1f: a granted ward ability triggers like a printed one; opponents'
    creatures don't get it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(0, "Shock")
    s.day_night("day")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", player=1)
    assert d.chars(seeker).has("Ward")
    assert not d.chars(d.find("Elvish Warrior")).has("Ward")
    d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def test_shieldgeist_is_exiled_instead_of_dying() -> None:
    """CR 614.1a: "exile it instead" replaces going to the graveyard; its own granted ward is
    paid first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    d = Driver(s.build())
    geist = d.find("Chaplain of Alms")
    d.cast(0, "Shock", targets=[geist])
    d.pass_priority()
    d.pass_priority()
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.zone_of("Chaplain of Alms") == "exile"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0057", "MID-OR-0058", "MID-OR-0059", "MID-OR-0060", "MID-OR-0061",
        "MID-OR-0062", "MID-OR-0063",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Chaplain of Alms", "Chapel Shieldgeist", (2, 1), 1
    BACK_KEYWORDS = ("First strike", "Flying")  # its ward {1} is granted to each creature
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Cleric", "Spirit"})
