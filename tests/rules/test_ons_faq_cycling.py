"""Onslaught FAQ general notes on cycling (CR 702.29), cycling triggers and the targeting
wording of Japanese card text.

Rulings covered: ONS-FAQ-035, ONS-FAQ-036, ONS-FAQ-037 (cycling), ONS-FAQ-038, ONS-FAQ-039,
ONS-FAQ-040 (cycling triggers), ONS-FAQ-065, ONS-FAQ-066 (targeting wording). The FAQ's
"play an ability" is "activate" under the current rules.
"""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.decisions.actions import ActivateAbility, CastSpell, Choose, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver


def cycling_actions(d: Driver, card: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == card]


@pytest.mark.ruling("ONS-FAQ-035")
def test_cycling_discards_from_hand_and_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.graveyard(0, "Renewed Faith")
    s.library(0, "Island")
    d = Driver(s.build())
    in_grave = d.find("Renewed Faith", zone="graveyard")
    assert not cycling_actions(d, in_grave)
    card = d.find("Renewed Faith", zone="hand")
    d.act(0, cycling_actions(d, card)[0])
    d.pay()
    assert len(d.ids("Renewed Faith", zone="graveyard")) == 2
    d.resolve()
    d.choose(False)  # the cycling trigger: no life
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]


@pytest.mark.ruling("ONS-FAQ-036")
def test_cycling_exists_on_the_battlefield_but_cant_be_activated_there() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    assert "Cycling" in d.chars(tusker).keywords
    assert not cycling_actions(d, tusker)


@pytest.mark.ruling("ONS-FAQ-037")
def test_cannot_cycle_another_players_card() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Renewed Faith")
    s.battlefield(1, "Plains", "Plains")
    s.at("main", active=0)
    d = Driver(s.build())
    d.act(0, PassPriority())
    assert d.decision.player == 1
    assert not cycling_actions(d, d.find("Renewed Faith"))


@pytest.mark.ruling("ONS-FAQ-038")
def test_the_ten_cards_with_cycling_triggers() -> None:
    names = {"Renewed Faith", "Krosan Tusker", "Primal Boost", "Death Pulse", "Choking Tethers",
             "Dirge of Dread", "Complicate", "Slice and Dice", "Sunfire Balm", "Solar Blast"}
    db = database()
    found = {c.name for c in db.cards() if c.set_code == "ONS"
             and "When you cycle" in (c.faces[0].oracle_text or "")}
    assert found == names


@pytest.mark.ruling("ONS-FAQ-039")
def test_cycling_trigger_resolves_before_the_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    d.act(0, cycling_actions(d, d.find("Krosan Tusker"))[0])
    d.pay()
    assert len(d.state.stack) == 2
    top = d.state.objects[d.state.stack[-1]]
    assert top.stack.get("kind") == "triggered"
    d.resolve()
    d.choose(True)  # search
    d.expect("search")
    d.choose(d.find("Forest", zone="library"))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
    d.resolve()
    assert sorted(d.game.card(c).name for c in d.state.players[0].hand) == ["Forest", "Island"]


def test_a_cycling_trigger_s_source_is_the_card_where_it_went() -> None:
    """CR 702.29c, 400.7: "when you cycle this card" triggers from the zone the card went to;
    the card in the graveyard is a new object, and it is the source of Krosan Tusker's
    triggered ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    in_hand = d.find("Krosan Tusker")
    d.act(0, cycling_actions(d, in_hand)[0])
    d.pay()
    in_graveyard = d.find("Krosan Tusker", zone="graveyard")
    assert in_graveyard != in_hand
    top = d.state.objects[d.state.stack[-1]]
    assert top.stack.get("kind") == "triggered"
    assert top.source == in_graveyard


@pytest.mark.ruling("ONS-FAQ-040")
def test_cycling_trigger_is_not_a_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Island", "Forest")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    d.act(0, cycling_actions(d, d.find("Krosan Tusker"))[0])
    d.pay()
    d.pass_priority()
    assert d.decision.player == 1
    assert CastSpell(d.find("Discombobulate"), "normal") not in d.game.legal_actions()


@pytest.mark.ruling("ONS-FAQ-065", "ONS-FAQ-066")
def test_target_is_chosen_on_casting_and_the_effect_affects_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert {0, 1, d.find("Glory Seeker"), d.find("Daru Cavalier")} <= options
    d.choose(d.find("Daru Cavalier"))
    d.pay()
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
