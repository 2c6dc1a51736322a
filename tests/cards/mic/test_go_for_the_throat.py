"""Go for the Throat — {1}{B} Instant.

Oracle: "Destroy target nonartifact creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, Choose
from manastack.dsl.prelude import (
    PERMANENT,
    ApplyContinuous,
    Modify,
    Target,
    TargetSpec,
    activated,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Go for the Throat")

CARD = "Go for the Throat"


def test_destroys_target_nonartifact_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_artifact_creatures_cant_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Tribal Golem", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    legal = d.game.legal_actions()
    assert Choose(d.find("Tribal Golem")) not in legal
    assert Choose(d.find("Glory Seeker")) in legal


def test_animated_artifact_is_not_a_legal_target() -> None:
    """Stuffed Bear, animated into a 4/4 artifact creature, can't be targeted; with no other
    creature around, the spell can't be cast at all (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Stuffed Bear", "Forest", "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(1, bear)
    d.resolve()
    assert d.chars(bear).is_creature
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find(CARD, "hand")) not in d.game.legal_actions()


LIQUIMETAL_COATING = define_card(
    "Liquimetal Coating", "{2}", "Artifact",
    "{T}: Target permanent becomes an artifact in addition to its other types until end of "
    "turn.",
    abilities=[activated("{T}", ApplyContinuous(Target(0), Modify(add_types=("Artifact",))),
                         targets=[TargetSpec(filter=PERMANENT, label="target permanent")])])
"""A card from another set (Scars of Mirrodin) that makes a permanent an artifact."""


@pytest.mark.ruling("MIC-OR-0197")
def test_doesnt_resolve_if_the_target_became_an_artifact() -> None:
    """Official ruling: "If the targeted creature is also an artifact when Go for the Throat
    tries to resolve, it won't resolve." (CR 608.2b: the target is illegal, so the spell
    doesn't resolve.)

    In response, Liquimetal Coating makes the targeted Glory Seeker an artifact: Go for the
    Throat goes to the graveyard without destroying it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", LIQUIMETAL_COATING.name)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.activate(1, LIQUIMETAL_COATING.name, targets=[seeker])
    d.resolve()
    assert "Artifact" in d.chars(seeker).types
    d.resolve()
    assert not d.state.stack and d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_face_down_creature_is_a_legal_target_and_is_revealed() -> None:
    """CR 708.2: a face-down permanent is a 2/2 creature with no types but Creature, so not an
    artifact; destroyed, it is revealed as it goes to the graveyard (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Tribal Golem", face_down=True)
    d = Driver(s.build())
    golem = d.find("Tribal Golem", zone="battlefield")
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    assert Choose(golem) in d.game.legal_actions()  # face down, it isn't an artifact
    d.choose(golem)
    d.pay()
    d.resolve()
    assert d.ids("Tribal Golem", zone="graveyard", player=1)
    assert "Tribal Golem" in str(d.game.view(0)["players"][1]["graveyard"])


def test_regeneration_replaces_the_destruction() -> None:
    """CR 701.19a, 614.8: a regenerated creature isn't destroyed; it is tapped and removed
    from combat instead, and stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, CARD, targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()  # the regeneration shield
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
    assert d.zone_of(CARD) == "graveyard"


def test_doesnt_resolve_if_the_target_left_the_battlefield() -> None:
    """CR 608.2b: the creature died in response; Go for the Throat has no legal target and
    does nothing (the second creature is untouched)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain")
    s.hand(0, CARD, "Shock")
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_a_destroyed_commander_may_go_to_the_command_zone() -> None:
    """CR 903.9a: a commander put into a graveyard may be put into the command zone by its
    owner, as a state-based action."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="battlefield")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Jadar, Ghoulcaller of Nephalia")])
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"


def test_a_land_is_not_a_legal_target() -> None:
    """Only a nonartifact creature can be targeted (CR 115.1): choosing a land is refused,
    naming the target's description, and the game is left as it was."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="nonartifact creature"):
        d.choose(d.find("Forest"))
    assert d.game.to_json() == before
    d.expect("target")


def test_a_copys_new_target_must_be_a_nonartifact_creature_it_can_target() -> None:
    """CR 707.10c, 115.7: Galvanic Iteration's copy may get a new target, which must be legal
    for it: not the artifact Tribal Golem, nor Glory Seeker, a Human given hexproof by the
    opponent's Sigarda (CR 702.11b); Sigarda is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Swamp", "Swamp")
    s.hand(0, "Galvanic Iteration", CARD)
    s.battlefield(1, "Glory Seeker", "Tribal Golem", "Silvos, Rogue Elemental")
    s.battlefield(1, "Sigarda, Heron's Grace")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    silvos, sigarda = d.find("Silvos, Rogue Elemental"), d.find("Sigarda, Heron's Grace")
    d.cast(0, CARD, targets=[silvos])
    d.resolve()
    d.expect("new_target")
    assert {a.value for a in d.game.legal_actions()} == {silvos, sigarda}
    d.choose(sigarda)
    d.resolve_all()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"
    assert d.zone_of("Sigarda, Heron's Grace") == "graveyard"
    assert d.zone_of("Tribal Golem") == "battlefield"


def test_an_indestructible_creature_is_targeted_but_not_destroyed() -> None:
    """CR 702.12b: Arlinn, the Moon's Fury made a 5/5 indestructible Werewolf creature by
    her [0] is a legal target; Go for the Throat resolves and she stays on the battlefield."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, CARD)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, arlinn, index=2)
    d.resolve()
    assert d.chars(arlinn).is_creature and d.chars(arlinn).has("Indestructible")
    d.pass_priority()
    d.cast(1, CARD, targets=[arlinn])
    d.resolve()
    assert d.zone_of("Arlinn, the Pack's Hope") == "battlefield"
    assert d.zone_of(CARD) == "graveyard"
    assert not any(e.kind == "fizzle" for e in d.game.log)


def test_a_clone_of_an_artifact_creature_is_an_artifact() -> None:
    """CR 707.2: Clone copying Tribal Golem has its card types, artifact included, so it
    isn't a legal target; Glory Seeker is."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Tribal Golem")
    s.hand(0, "Clone")
    s.battlefield(1, "Swamp", "Swamp", "Glory Seeker")
    s.hand(1, CARD)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Tribal Golem"))
    clone = d.find("Clone", "battlefield")
    assert "Artifact" in d.chars(clone).types
    d.pass_priority()
    d.act(1, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker")}
