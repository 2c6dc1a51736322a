"""Naturalize — {1}{G} Instant.

Oracle: "Destroy target artifact or enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Naturalize")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Mobilization", "Glory Seeker")
    return Driver(s.build())


def test_destroys_an_enchantment() -> None:
    d = setup()
    d.cast(0, "Naturalize", targets=[d.find("Mobilization")])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.zone_of("Naturalize") == "graveyard"


def test_creatures_are_not_legal_targets() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Naturalize", zone="hand"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Mobilization") in options
    assert d.find("Glory Seeker") not in options


def test_destroys_an_artifact() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Doom Cannon", chosen={"creature_type": "Goblin"})
    d = Driver(s.build())
    d.cast(0, "Naturalize", targets=[d.find("Doom Cannon")])
    d.resolve()
    assert d.zone_of("Doom Cannon") == "graveyard"


def test_an_artifact_creature_is_a_legal_target() -> None:
    """CR 115.10 (an "artifact" target is any artifact, whatever its other types): Tribal Golem,
    an artifact creature, may be targeted and is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Tribal Golem")
    d = Driver(s.build())
    d.cast(0, "Naturalize", targets=[d.find("Tribal Golem")])
    d.resolve()
    assert d.zone_of("Tribal Golem") == "graveyard"


def test_destroying_pacifism_frees_the_creature_it_enchanted() -> None:
    """The Aura gone, the creature it enchanted may attack again (CR 303.4, 611.3a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Pacifism", attached_to="Glory Seeker")
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Naturalize", targets=[d.find("Pacifism")])
    d.resolve()
    assert d.zone_of("Pacifism") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    assert d.life(1) == 20
    d.pass_until("end")
    assert d.life(1) == 18


def test_a_creature_target_is_refused_and_the_game_is_unchanged() -> None:
    """CR 601.2c, 115.1: the attempt to target a creature is refused with an error naming the
    problem, and the spell goes back to the hand unpaid."""
    d = setup()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Naturalize", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Naturalize") == "hand"


def test_with_no_artifact_or_enchantment_it_cannot_be_cast() -> None:
    """CR 601.2c: a spell that requires a target can't be cast without a legal one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    card = d.find("Naturalize", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()


def test_target_gone_before_resolution_the_spell_does_not_resolve() -> None:
    """CR 608.2b: the targeted Mobilization is destroyed in response by the other player's
    Naturalize; the first Naturalize doesn't resolve and the second Mobilization, not its
    target, stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Forest", "Forest")
    s.battlefield(1, "Mobilization", label="first")
    s.battlefield(1, "Mobilization", label="second")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    first, second = d.ids("Mobilization", "battlefield")
    d.cast(0, d.find("Naturalize", zone="hand", player=0), targets=[first])
    d.pass_priority()
    d.cast(1, d.find("Naturalize", zone="hand", player=1), targets=[first])
    d.resolve()
    assert first not in d.state.objects or d.state.objects[first].zone.value != "battlefield"
    assert len(d.ids("Mobilization", "graveyard")) == 1
    d.resolve()
    assert not d.state.stack
    assert d.ids("Mobilization", "battlefield") == [second]
    assert len(d.ids("Naturalize", "graveyard")) == 2
