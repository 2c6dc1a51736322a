"""Ruthless Deathfang — {4}{U}{B} Creature — Dragon 4/4.

Oracle: "Flying / Whenever you sacrifice a creature, target opponent sacrifices a creature."
Rulings covered: MIC-OR-0256, MIC-OR-0257.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Ruthless Deathfang")

CARD = "Ruthless Deathfang"


def _settle(d: Driver, opponent: int) -> None:
    """Resolve everything: triggers in the order offered, the Deathfang's target ``opponent``,
    no optional searches."""
    for _ in range(50):
        k = d.decision.kind
        if k == "order_triggers":
            d.choose(d.decision.actions[0].value)
        elif k == "target":
            d.choose(opponent)
        elif k == "may":
            d.choose(False)
        elif k == "priority" and d.state.stack:
            d.resolve()
        elif k == "priority":
            return
        else:
            d.choose(d.game.legal_actions()[0].value)


@pytest.mark.ruling("MIC-OR-0256")
def test_sacrificing_for_a_cost_or_itself_makes_the_opponent_sacrifice() -> None:
    """Yavimaya Elder sacrificed for its own cost; then the Deathfang itself sacrificed to
    Fleshbag Marauder's effect: each time, the target opponent sacrifices a creature."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Yavimaya Elder", *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    s.battlefield(2, "Gluttonous Zombie")
    s.hand(0, "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Yavimaya Elder")
    _settle(d, 2)
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    d.choose(d.find(CARD))  # player 0 sacrifices the Deathfang itself
    d.choose(d.find("Glory Seeker"))  # player 1's own sacrifice to the Marauder
    _settle(d, 1)
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Severed Legion") == "graveyard"  # the Deathfang's trigger


@pytest.mark.ruling("MIC-OR-0257")
def test_the_legend_rule_doesnt_sacrifice() -> None:
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary", "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    d.cast(0, "Cackling Counterpart", targets=[d.find("Kyler, Sigardian Emissary")])
    d.resolve()
    d.expect("legend_rule")
    d.choose(d.find("Kyler, Sigardian Emissary"))
    for _ in range(10):
        assert d.decision.kind != "target"  # the Deathfang never asks for an opponent
        if not d.state.stack:
            break
        d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_each_creature_sacrificed_at_once_triggers_it() -> None:
    """CR 603.2c: Empty the Laboratory sacrifices two Zombies at once, two sacrifices: the
    Deathfang triggers twice and the opponent sacrifices two creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Severed Legion", *["Island"] * 4)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Krosan Tusker")
    s.library(0, "Forest", "Forest")
    s.hand(0, "Empty the Laboratory")
    d = Driver(s.build())
    d.cast(0, "Empty the Laboratory", x=2)
    d.resolve()
    d.expect("order_triggers")
    assert len(d.decision.actions) == 2
    _settle(d, 1)
    assert len(d.state.players[1].graveyard) == 2
    assert len([o for o in d.state.battlefield if d.state.objects[o].controller == 1]) == 1


def test_only_its_controllers_sacrifices_of_creatures_count() -> None:
    """"Whenever you sacrifice a creature": an opponent sacrificing a creature (to Accursed
    Centaur), its controller sacrificing a Clue (not a creature) and a creature of theirs
    being destroyed don't trigger it (CR 701.21a, 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Island", "Island")
    s.token(0, "Clue")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior", "Krosan Tusker", "Swamp")
    s.hand(1, "Accursed Centaur")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and not d.state.stack
    d.activate(0, "Clue Token")
    d.resolve()
    assert not d.state.stack and len(d.ids("Forest", "hand")) == 1
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Accursed Centaur")
    d.resolve()
    d.resolve()
    if d.decision.kind == "sacrifice":
        d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.state.stack and d.zone_of(CARD) == "battlefield"
    assert d.ids("Krosan Tusker", "battlefield")


def test_only_an_opponent_may_be_targeted_and_one_without_creatures_sacrifices_nothing() -> None:
    """"Target opponent" (CR 115.1, 601.2c): its controller is refused as the target with an
    error naming the problem, the game unchanged; the opponent with no creature sacrifices
    nothing (CR 701.21a) and the ability still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Yavimaya Elder", "Glory Seeker", "Swamp", "Swamp")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Yavimaya Elder")
    d.take_first("order_triggers")  # with Yavimaya Elder's own "dies" trigger
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="opponent"):
        d.choose(0)
    assert d.game.fingerprint() == before
    d.choose(1)
    _settle(d, 1)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of(CARD) == "battlefield"
    assert not d.state.stack


def test_a_creature_of_another_owner_you_sacrifice_counts() -> None:
    """"You sacrifice" is about the controller (CR 701.21a): the opponent's Krosan Tusker,
    Threatened, sacrificed by player 0 to Fleshbag Marauder triggers the Deathfang; the
    opponent loses one creature to the Marauder and one to the Deathfang, the Tusker going
    to its owner's graveyard (CR 400.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Threaten", "Fleshbag Marauder")
    s.battlefield(1, "Krosan Tusker", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Threaten", targets=[tusker])
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    d.choose(tusker, player=0)
    d.choose(d.find("Glory Seeker"), player=1)
    _settle(d, 1)
    assert d.zone_of("Krosan Tusker", player=1) == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"


@pytest.mark.ruling("MIC-OR-0256")
def test_two_deathfangs_trade_sacrifices_until_one_side_runs_out() -> None:
    """"Including ... as the result of ... an opposing Ruthless Deathfang's ability": each
    sacrifice makes the other player sacrifice, a Deathfang sacrificing itself triggering too
    (its ability looks back, CR 603.10a). Player 0 sacrifices Yavimaya Elder; player 1 then
    Elvish Warrior, player 0 Glory Seeker, player 1 their Deathfang, player 0 theirs; player 1
    has no creature left for the last trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Yavimaya Elder", "Glory Seeker", "Swamp", "Swamp")
    s.battlefield(1, CARD, "Elvish Warrior")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    mine, theirs = d.ids(CARD, player=0)[0], d.ids(CARD, player=1)[0]
    prefer = [d.find("Elvish Warrior"), d.find("Glory Seeker"), theirs, mine]
    d.activate(0, "Yavimaya Elder")
    for _ in range(80):
        k = d.decision.kind
        if k == "order_triggers":
            d.take_first("order_triggers")
        elif k == "target":
            d.choose(1 - d.decision.player)
        elif k == "may":
            d.choose(False)
        elif k == "sacrifice":
            offered = [a.value for a in d.decision.actions]  # type: ignore[attr-defined]
            d.choose(next(x for x in prefer if x in offered))
        elif k == "priority" and d.state.stack:
            d.resolve()
        else:
            break
    assert not d.state.stack
    assert not [o for o in d.state.battlefield if d.chars(o).is_creature]
    assert len(d.ids(CARD, zone="graveyard")) == 2


def test_its_target_opponent_leaving_the_game_makes_it_do_nothing() -> None:
    """Three players: the Deathfang's ability targets player 2, who concedes before it
    resolves (CR 104.3a, 800.4a): its only target is illegal and it does nothing (CR 608.2b);
    player 1, not targeted, keeps their creature."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Yavimaya Elder", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Yavimaya Elder")
    d.take_first("order_triggers")
    d.expect("target")
    d.choose(2)
    d.act(2, Concede())
    assert not d.state.players[2].in_game
    _settle(d, 2)
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_protection_from_black_doesnt_stop_the_sacrifice() -> None:
    """The ability targets the player, not a creature, and sacrificing isn't damage or
    targeting (CR 702.16b-f): the opponent's only creature, Disciple of Grace (protection
    from black), is sacrificed to the blue-black Deathfang's ability."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Yavimaya Elder", "Swamp", "Swamp")
    s.battlefield(1, "Disciple of Grace")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Yavimaya Elder")
    _settle(d, 1)
    assert d.zone_of("Disciple of Grace") == "graveyard"
