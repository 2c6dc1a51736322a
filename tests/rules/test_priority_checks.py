"""The checks made each time a player would receive priority (CR 117.5): state-based actions
(CR 704.3) and the rest are made again whenever something they read may have changed, and
not skipped because priority only passed around."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.effects import Modify
from manastack.dsl.predicates import StepIs
from manastack.dsl.prelude import static
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

WISP_TEXT = "As long as it's the end step, Custom Dusk Wisp gets -0/-1."


def _dusk_wisp() -> None:
    """A 1/1 whose toughness is 0 during the end step alone: a characteristic that changes as
    a step begins, with no object changed (the step is read by the layer pass, CR 613)."""
    define_card("Custom Dusk Wisp", "{W}", "Creature — Spirit", WISP_TEXT, power=1,
                toughness=1,
                abilities=[static(Modify(toughness=-1), condition=StepIs(Step.END))])


def test_a_creature_whose_toughness_becomes_zero_as_a_step_begins_dies_then() -> None:
    """CR 704.5f: as the end step begins, before any player gets priority in it, the Wisp's
    toughness is 0 and it is put into its owner's graveyard; through the steps before, each
    player passed priority with it alive."""
    _dusk_wisp()
    s = Scenario(seed=1)
    s.battlefield(0, "Custom Dusk Wisp")
    s.at("postcombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert d.chars(d.find("Custom Dusk Wisp")).toughness == 1
    d.pass_priority()  # the active player passes; the other player still may act
    assert d.ids("Custom Dusk Wisp", zone="battlefield")
    d.pass_priority()
    assert d.state.step is Step.END and d.decision.kind == "priority"
    assert not d.ids("Custom Dusk Wisp", zone="battlefield")
    assert d.ids("Custom Dusk Wisp", zone="graveyard", player=0)


def test_a_pass_leaves_a_creature_that_nothing_changed_alone() -> None:
    """Passing priority changes nothing that state-based actions look at (CR 117.3d): the
    Wisp stays through its controller's main phase while each player passes once."""
    _dusk_wisp()
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Custom Dusk Wisp")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    for who in (0, 1):
        assert d.decision.player == who
        d.pass_priority()
        assert d.ids("Custom Dusk Wisp", zone="battlefield")
        assert d.state.step is Step.PRECOMBAT_MAIN
    assert d.decision.player == 2
