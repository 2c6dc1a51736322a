"""Hour of Reckoning — {4}{W}{W}{W} Sorcery.

Oracle: "Convoke (Your creatures can help cast this spell. Each creature you tap while casting
this spell pays for {1} or one mana of that creature's color.)
Destroy all nontoken creatures."
Rulings covered: MIC-OR-0122, MIC-OR-0123, MIC-OR-0124.
Convoke itself: tests/rules/test_convoke.py.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hour of Reckoning")

CARD = "Hour of Reckoning"


def _castable(d: Driver) -> bool:
    return CastSpell(d.find(CARD, "hand"), "normal") in d.game.legal_actions()


def _convokers(d: Driver) -> set[int]:
    return {a.value[1] for a in d.decision.actions
            if isinstance(a, Choose) and isinstance(a.value, tuple) and a.value[0] == "convoke"}


def test_destroys_nontoken_creatures_and_leaves_tokens() -> None:
    """Startle makes a Zombie token; Hour of Reckoning, the token among the creatures that
    convoke it, destroys every nontoken creature on both sides and leaves the token."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Island", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Startle", CARD)
    s.library(0, "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find("Elvish Warrior")])
    d.resolve()
    token = next(x for x in d.state.battlefield if d.state.objects[x].is_token)
    assert _castable(d)
    d.cast(0, CARD, pay=False)
    assert token in _convokers(d)
    d.pay()
    d.resolve()
    assert d.state.objects[token].zone.value == "battlefield"
    assert not d.ids("Glory Seeker", "battlefield") and not d.ids("Elvish Warrior",
                                                                   "battlefield")


@pytest.mark.ruling("MIC-OR-0122")
def test_creatures_that_just_came_under_your_control_may_convoke() -> None:
    """Three Glory Seekers that entered this turn (summoning sick) and four Plains pay it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker", sick=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    assert _castable(d)
    d.cast(0, CARD, pay=False)
    assert set(d.ids("Glory Seeker")) <= _convokers(d)
    d.pay()
    assert d.state.stack and all(d.state.objects[x].tapped for x in d.state.battlefield)


@pytest.mark.ruling("MIC-OR-0123")
def test_convoke_pays_the_total_cost_and_leaves_the_mana_value_alone() -> None:
    """Curse of Silence on its caster, naming it, makes it cost {2} more: the total cost
    {6}{W}{W}{W} is what convoke helps pay, so eight sources (four Plains and four Glory
    Seekers) aren't enough and nine are. On the stack the spell's mana value is still 7."""
    def game(seekers: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, *["Plains"] * 4, *["Glory Seeker"] * seekers)
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": CARD})
        s.hand(0, CARD)
        return Driver(s.build())
    assert not _castable(game(4))
    d = game(5)
    assert _castable(d)
    sid = d.cast(0, CARD)
    assert d.chars(sid).mana_value == 7
    assert len(d.state.objects[sid].stack["convoked"]) == 5


@pytest.mark.ruling("MIC-OR-0124")
def test_a_creature_tapped_or_sacrificed_for_mana_cant_also_convoke() -> None:
    """Avacyn's Pilgrim ({T}: Add {W}) tapped for mana while the spell is paid for is no
    longer offered for convoke; Skirk Prospector sacrificing Goblin Sledder for {R} leaves
    the Sledder nowhere to convoke from."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Avacyn's Pilgrim", "Skirk Prospector", "Goblin Sledder",
                  "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    pilgrim, sledder = d.find("Avacyn's Pilgrim"), d.find("Goblin Sledder")
    prospector = d.find("Skirk Prospector")
    d.cast(0, CARD, pay=False)
    assert {pilgrim, sledder, prospector} <= _convokers(d)
    d.act(0, next(a for a in d.decision.actions
                  if isinstance(a, ActivateManaAbility) and a.source == pilgrim))
    assert d.state.objects[pilgrim].tapped and pilgrim not in _convokers(d)
    d.act(0, next(a for a in d.decision.actions
                  if isinstance(a, ActivateManaAbility) and a.source == prospector))
    if d.decision.kind != "pay_mana":
        d.choose(sledder)
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert sledder not in _convokers(d) and prospector in _convokers(d)
    d.choose(("convoke", prospector, "1"))
    d.choose(("convoke", d.find("Glory Seeker"), "1"))
    d.pay()
    assert d.state.stack
    convoked = d.state.objects[d.state.stack[-1]].stack["convoked"]
    assert set(convoked) == {prospector, d.find("Glory Seeker")}


@pytest.mark.ruling("MIC-OR-0124")
@pytest.mark.parametrize(("plains", "castable"), [(3, False), (4, True)])
def test_a_creature_adding_several_mana_one_way_or_another_taps_for_that_or_convokes(
        plains: int, castable: bool) -> None:
    """CR 702.51a, 106.1: Heronblade Elite with two +1/+1 counters (power 3) taps for three
    mana of any one color, or it convokes for one, not both: with four Plains its {W}{W}{W}
    completes the seven mana; with three Plains neither way does (3 + 3 or 3 + 1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heronblade Elite", counters={"+1/+1": 2})
    s.battlefield(0, *["Plains"] * plains)
    s.hand(0, CARD)
    d = Driver(s.build())
    assert _castable(d) is castable
