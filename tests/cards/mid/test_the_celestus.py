"""The Celestus — {3} Legendary Artifact.

Oracle: "If it's neither day nor night, it becomes day as The Celestus enters the battlefield.
/ {T}: Add one mana of any color. / {3}, {T}: If it's night, it becomes day. Otherwise, it
becomes night. Activate only as a sorcery. / Whenever day becomes night or night becomes day,
you gain 1 life. You may draw a card. If you do, discard a card."
Rulings covered: MID-RN-145.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayNightDesignationRuling, DayNightHistory

pytestmark = pytest.mark.card("The Celestus")


def flip(d: Driver) -> None:
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == d.find("The Celestus")]
    assert len(acts) == 1
    d.act(0, acts[0])
    d.pay()
    d.resolve()


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "The Celestus")
    s.hand(0, "Glory Seeker")
    s.day_night("night")
    s.library(0, "Forest", "Island")
    return Driver(s.build())


def test_enters_making_it_day() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.hand(0, "The Celestus")
    d = Driver(s.build())
    d.cast(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "day" and not d.state.stack


@pytest.mark.ruling("MID-RN-145", "MID-OR-0882")
def test_night_becomes_day_gain_life_loot() -> None:
    d = setup()
    flip(d)
    assert d.state.day_night == "day"
    d.resolve()
    assert d.life(0) == 21
    d.choose(True)
    d.choose(d.find("Glory Seeker", "hand"))
    assert d.ids("Forest", zone="hand") and d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("MID-RN-145", "MID-OR-0882")
def test_a_draw_replaced_by_words_of_worship_still_leads_to_the_discard() -> None:
    """The draw is replaced (Words of Worship: 5 life instead, CR 614.1a, 614.11), yet the
    discard that follows it still happens: no card is drawn and one is discarded."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "The Celestus", "Words of Worship")
    s.hand(0, "Glory Seeker", "Shock")
    s.day_night("night")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    flip(d)
    assert d.state.day_night == "day"
    d.resolve()
    assert d.life(0) == 21
    d.choose(True)
    assert d.life(0) == 26  # the draw became 5 life
    d.expect("discard")
    d.choose(d.find("Glory Seeker", "hand"))
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Shock", zone="hand")
    assert d.ids("Forest", zone="library") and not d.ids("Forest", zone="hand")
    assert len(d.state.players[0].hand) == 1


def test_sorcery_speed_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "The Celestus")
    s.day_night("day")
    s.at("upkeep")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


@pytest.mark.ruling("MID-OR-0883")
def test_becoming_night_for_the_first_time_doesnt_trigger_it() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "The Celestus")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    assert d.state.day_night is None
    flip(d)  # neither day nor night, so "otherwise, it becomes night"
    assert d.state.day_night == "night"
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.life(0) == 20


class TestDayNightRulings(DayNightDesignationRuling):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0884", "MID-OR-0885", "MID-OR-0886", "MID-OR-0887", "MID-OR-0888",
    )
    CARD = "The Celestus"

    def check_history(self, h: DayNightHistory) -> None:
        assert h.driver.life(0) == 22  # 1 life for each change between day and night


def test_taps_for_one_mana_of_any_color() -> None:
    """"{T}: Add one mana of any color" (CR 106.1, 605.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Celestus")
    s.day_night("day")
    d = Driver(s.build())
    celestus = d.find("The Celestus")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == celestus}
    assert options == set("WUBRG")
    d.mana(0, celestus, "B")
    assert d.state.players[0].mana_pool.get("B") == 1
    assert d.state.objects[celestus].tapped


def test_day_becomes_night_and_declining_the_draw_means_no_discard() -> None:
    """"Otherwise, it becomes night" (CR 730.1); the trigger gains 1 life; declining "you may
    draw", no card is drawn and none discarded ("if you do")."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "The Celestus")
    s.hand(0, "Glory Seeker")
    s.day_night("day")
    s.library(0, "Forest")
    d = Driver(s.build())
    flip(d)
    assert d.state.day_night == "night"
    d.resolve()
    assert d.life(0) == 21
    d.choose(False)
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Forest", zone="library")
    assert not d.state.players[0].graveyard
    assert not d.state.stack and d.decision.kind == "priority"


def test_entering_at_night_it_stays_night_and_nothing_triggers() -> None:
    """"If it's neither day nor night": at night The Celestus enters without changing it, so
    its own ability doesn't trigger (CR 730.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.hand(0, "The Celestus")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and d.life(0) == 20


def test_destroyed_in_response_the_change_still_happens_but_nothing_triggers() -> None:
    """CR 113.7a, 602.2: the activated ability resolves without its source and it becomes
    night; The Celestus isn't on the battlefield any more, so its "whenever day becomes night"
    ability doesn't trigger (CR 603.2, 603.10 doesn't apply)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "The Celestus")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Return to Nature")
    s.day_night("day")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "The Celestus")
    d.pass_priority()
    d.cast(1, "Return to Nature", modes=[0], targets=[d.find("The Celestus")])
    d.resolve()
    assert d.zone_of("The Celestus") == "graveyard"
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and d.life(0) == 20


def test_the_card_drawn_stays_hidden_from_the_opponent_the_discard_is_public() -> None:
    """CR 401.2, 402.3, 404.2: the drawn card is named in its drawer's view only; the
    discarded card, in the graveyard, is seen by everyone."""
    d = setup()
    flip(d)
    d.resolve()
    d.choose(True)
    d.choose(d.find("Glory Seeker", "hand"))
    mine = [e for e in d.game.view(0)["log"] if e["kind"] == "draw"]
    theirs = [e for e in d.game.view(1)["log"] if e["kind"] == "draw"]
    assert mine[-1]["card"] == "Forest"
    assert theirs[-1]["card"] is None and theirs[-1]["object"] is None
    assert [c["name"] for c in d.game.view(1)["players"][0]["graveyard"]] == ["Glory Seeker"]
