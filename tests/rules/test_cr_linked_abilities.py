"""Linked abilities acquired by a copy (CR 607.5)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

WALL = "Wall of Mourning"


def _to_end_step(d: Driver) -> None:
    while d.state.step is not Step.END:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_a_copy_s_linked_abilities_are_linked_to_each_other_and_to_nothing_else() -> None:
    """CR 607.5, 707.2, 607.2a: Clone entering as a copy of Wall of Mourning acquires both of
    its abilities at once, so they are linked on the Clone: its enters ability exiles the Swamp
    with the Clone. The Wall (which exiled the Forest) is bounced by Chain of Vapor; at the end
    step (coven: powers 0, 2 and 3) the Clone's ability puts only the card exiled with the
    Clone, the Swamp, into the hand; the Forest exiled with the Wall stays in exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Island", "Island", "Island", "Island",
                  "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, WALL, "Clone", "Chain of Vapor")
    s.library(0, "Forest", "Swamp", "Mountain")
    d = Driver(s.build())
    d.cast(0, WALL)
    d.resolve()
    d.resolve()  # the Wall's enters trigger exiles the Forest
    wall = d.find(WALL)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(wall)
    clone = d.state.battlefield[-1]
    assert d.chars(clone).name == WALL
    d.resolve()  # the Clone's enters trigger exiles the Swamp
    assert len(d.state.exile) == 2
    d.cast(0, "Chain of Vapor", targets=[wall])
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of(WALL) == "hand"
    _to_end_step(d)
    d.resolve()
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == [WALL, "Swamp"]
    [left] = d.state.exile
    assert d.game.card(left).name == "Forest"


def test_a_choice_its_linked_ability_never_made_is_undefined_and_does_nothing() -> None:
    """CR 607.5a, 707.2, 614.12: Ludevic transforms into Olag, a copy of the exiled Riders of
    Gavony. Olag copies both of the Riders' abilities, but it didn't enter the battlefield, so
    "as Riders of Gavony enters, choose a creature type" never applied and no type is chosen:
    "protection from creatures of the chosen type" refers to an undefined choice and gives the
    Human creatures (Olag, a Human Knight Zombie now, and Glory Seeker) no protection."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ludevic, Necrogenius", "Glory Seeker")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Riders of Gavony")
    s.library(0, "Island", "Island")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    ludevic = d.find("Ludevic, Necrogenius")
    d.activate(0, ludevic, x=1, choices=[d.find("Riders of Gavony", zone="graveyard")])
    d.resolve()  # the one creature card exiled with it is the one copied
    olag = d.chars(ludevic)
    assert olag.name == "Olag, Ludevic's Hubris"
    assert {"Human", "Knight", "Zombie"} <= olag.subtypes
    assert "creature_type" not in d.state.objects[ludevic].chosen
    assert d.expect("priority").player == 0
    assert not olag.protections()
    assert not d.chars(d.find("Glory Seeker")).protections()
