"""Gyre Sage — {1}{G} Creature — Elf Druid 1/2.

Oracle: "Evolve (Whenever a creature enters the battlefield under your control, if that
creature has greater power or toughness than this creature, put a +1/+1 counter on this
creature.) / {T}: Add {G} for each +1/+1 counter on Gyre Sage."
Rulings covered: MIC-OR-0220 (a mana ability, no stack), MIC-OR-0221 (compared again on
resolution, last known values of a creature that left), MIC-OR-0222 (power to power, toughness
to toughness), MIC-OR-0223 (neither greater: no trigger at all), MIC-OR-0224 (the greater stat
may change before it resolves), MIC-OR-0225 (counters it enters with count), MIC-OR-0226
(several creatures entering at once). Evolve itself: tests/rules/test_keywords_evolve.py.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Gyre Sage"
pytestmark = pytest.mark.card(CARD)


def _sage(*hand: str, counters: int = 0, lands: tuple[str, ...] = ("Forest",) * 6,
          opponent: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": counters} if counters else None)
    s.battlefield(0, *lands)
    if hand:
        s.hand(0, *hand)
    if opponent:
        s.battlefield(1, *opponent)
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


def _evolve_triggers(d: Driver) -> list[int]:
    sage = d.find(CARD)
    return [sid for sid in d.state.stack if d.state.objects[sid].source == sage]


def _cast_and_land(d: Driver, name: str, x: int | None = None) -> None:
    """Cast a creature spell and let it resolve (its evolve trigger, if any, waits)."""
    d.cast(0, name, x=x)
    d.resolve()


@pytest.mark.ruling("MIC-OR-0220")
def test_mana_ability_adds_g_per_counter_without_the_stack() -> None:
    """Official ruling: "Gyre Sage's last ability is a mana ability. It doesn't use the stack
    and can't be responded to." The mana is in the pool at once, nothing goes on the stack and
    the same player keeps priority; one {G} for each +1/+1 counter."""
    d = _sage(counters=3, lands=())
    sage = d.find(CARD)
    assert {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == sage} == {"GGG"}
    d.mana(0, CARD)
    assert d.state.players[0].mana_pool == {"G": 3}
    assert d.state.stack == [] and d.decision.kind == "priority" and d.decision.player == 0
    assert d.state.objects[sage].tapped


def test_without_counters_it_adds_no_mana() -> None:
    """No +1/+1 counter, no {G}: the ability isn't offered as a mana source."""
    d = _sage(lands=())
    sage = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == sage]


def test_its_mana_pays_for_a_spell() -> None:
    """Two counters pay {1}{G} for Wall of Mulch."""
    d = _sage("Wall of Mulch", counters=2, lands=())
    d.cast(0, "Wall of Mulch")
    assert d.state.objects[d.find(CARD)].tapped
    d.resolve()
    assert d.find("Wall of Mulch", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0221")
def test_compared_again_on_resolution_with_last_known_values() -> None:
    """Official ruling: "If evolve triggers, the stat comparison will happen again when the
    ability tries to resolve. If neither stat of the new creature is greater, the ability will
    do nothing. If the creature that entered the battlefield leaves the battlefield before
    evolve tries to resolve, use its last known power and toughness to compare the stats."
    Glory Seeker (2/2) makes evolve trigger on a 1/2 Gyre Sage. (a) Gyre Sage gets +2/+0 in
    response: 3/2 against 2/2, nothing. (b) Glory Seeker is killed by Shock: it last existed
    as a 2/2, the counter is put. (c) Glory Seeker gets -2/-2 and dies: it last existed as a
    0/0, nothing (its power as a spell, 2, doesn't count)."""
    d = _sage("Glory Seeker", "Fever Charm", lands=("Plains", "Plains", "Mountain"))
    sage = d.find(CARD)
    _cast_and_land(d, "Glory Seeker")
    assert len(_evolve_triggers(d)) == 1
    d.cast(0, "Fever Charm", modes=[1], targets=[sage])
    d.resolve()
    d.resolve()
    assert _pt(d, sage) == (3, 2) and d.state.objects[sage].counters == {}

    d = _sage("Glory Seeker", "Shock", lands=("Plains", "Plains", "Mountain"))
    sage = d.find(CARD)
    _cast_and_land(d, "Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")
    d.resolve()
    assert _pt(d, sage) == (2, 3)

    d = _sage("Glory Seeker", "Olivia's Midnight Ambush",
              lands=("Plains", "Plains", "Swamp", "Swamp"))
    sage = d.find(CARD)
    _cast_and_land(d, "Glory Seeker")
    d.cast(0, "Olivia's Midnight Ambush", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")
    d.resolve()
    assert _pt(d, sage) == (1, 2) and d.state.objects[sage].counters == {}


@pytest.mark.ruling("MIC-OR-0222")
def test_power_is_compared_to_power_and_toughness_to_toughness() -> None:
    """Official ruling: "When comparing the stats of the two creatures for evolve, you always
    compare power to power and toughness to toughness." Wall of Mulch (0/4) against a 3/4
    Gyre Sage: its toughness is greater than Gyre Sage's power, but neither of its stats is
    greater than the same stat of Gyre Sage, so evolve doesn't trigger; against a 1/2 Gyre
    Sage its toughness is greater and evolve triggers though its power is smaller."""
    d = _sage("Wall of Mulch", counters=2)
    _cast_and_land(d, "Wall of Mulch")
    assert _evolve_triggers(d) == []
    d = _sage("Wall of Mulch")
    _cast_and_land(d, "Wall of Mulch")
    assert len(_evolve_triggers(d)) == 1
    d.resolve()
    assert _pt(d, d.find(CARD)) == (2, 3)


@pytest.mark.ruling("MIC-OR-0223")
def test_neither_stat_greater_it_does_not_trigger() -> None:
    """Official ruling: "Whenever a creature enters the battlefield under your control, check
    its power and toughness against the power and toughness of the creature with evolve. If
    neither stat of the new creature is greater, evolve won't trigger at all." A second Gyre
    Sage (1/2, equal stats) enters: no ability goes on the stack, not even one that would do
    nothing."""
    d = _sage(CARD)
    d.cast(0, CARD)
    d.resolve()
    assert len(d.ids(CARD, zone="battlefield")) == 2
    assert d.state.stack == []
    assert all(d.state.objects[s].counters == {} for s in d.ids(CARD, zone="battlefield"))


@pytest.mark.ruling("MIC-OR-0224")
def test_the_greater_stat_may_change_before_it_resolves() -> None:
    """Official ruling: "When comparing the stats as the evolve ability resolves, it's
    possible that the stat that's greater changes from power to toughness or vice versa. If
    this happens, the ability will still resolve and you'll put a +1/+1 counter on the
    creature with evolve." Wall of Mulch (0/4) triggers a 1/2 Gyre Sage by its toughness. In
    response Gyre Sage gets +0/+4 (Defensive Maneuvers, Elf) and Wall of Mulch +2/+0 (Fever
    Charm): now only its power (2 against 1) is greater, and the counter is put."""
    d = _sage("Wall of Mulch", "Defensive Maneuvers", "Fever Charm",
              lands=("Forest", "Forest", "Plains", "Plains", "Plains", "Plains", "Mountain"))
    sage = d.find(CARD)
    _cast_and_land(d, "Wall of Mulch")
    wall = d.find("Wall of Mulch", zone="battlefield")
    assert len(_evolve_triggers(d)) == 1
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose("Elf")
    d.cast(0, "Fever Charm", modes=[1], targets=[wall])
    d.resolve()
    assert _pt(d, sage) == (1, 6) and _pt(d, wall) == (2, 4)
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 1}
    assert _pt(d, sage) == (2, 7)


@pytest.mark.ruling("MIC-OR-0225")
def test_counters_it_enters_with_count() -> None:
    """Official ruling: "If a creature enters the battlefield with +1/+1 counters on it,
    consider those counters when determining if evolve will trigger." Contortionist Troupe
    (0/0) with X=2 enters as a 2/2 and evolve triggers; with X=1 it is a 1/1 and it doesn't."""
    d = _sage("Contortionist Troupe")
    _cast_and_land(d, "Contortionist Troupe", x=2)
    assert len(_evolve_triggers(d)) == 1
    d.resolve()
    assert _pt(d, d.find(CARD)) == (2, 3)
    d = _sage("Contortionist Troupe")
    _cast_and_land(d, "Contortionist Troupe", x=1)
    assert _evolve_triggers(d) == []


@pytest.mark.ruling("MIC-OR-0226")
def test_creatures_entering_at_once_trigger_it_for_each_compared_on_resolution() -> None:
    """Official ruling: "If multiple creatures enter the battlefield at the same time, evolve
    may trigger multiple times, although the stat comparison will take place each time one of
    those abilities tries to resolve." A 2/3 Gyre Sage (one counter) and Rise of the Ants'
    two 3/3 Insects: evolve triggers twice; the first makes it 3/4, the second then does
    nothing."""
    d = _sage("Rise of the Ants", counters=1, lands=("Forest",) * 6)
    sage = d.find(CARD)
    d.cast(0, "Rise of the Ants")
    d.resolve()
    if d.decision.kind == "order_triggers":  # two of the same ability: either first
        d.act(0, d.game.legal_actions()[0])
    assert len(_evolve_triggers(d)) == 2
    d.resolve()
    assert _pt(d, sage) == (3, 4)
    d.resolve()
    assert _pt(d, sage) == (3, 4) and d.state.objects[sage].counters == {"+1/+1": 2}
    assert d.state.stack == []


def test_one_counter_adds_one_green() -> None:
    """CR 106.1, 107.1b: with one +1/+1 counter, "Add {G} for each +1/+1 counter" adds one
    {G}."""
    d = _sage(counters=1, lands=())
    sage = d.find(CARD)
    assert {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == sage} == {"G"}
    d.mana(0, CARD)
    assert d.state.players[0].mana_pool == {"G": 1}


def test_the_sage_gone_before_evolve_resolves_gets_no_counter() -> None:
    """CR 400.7, 608.2h: Shock kills the 1/2 Sage in response to its evolve trigger; the
    ability resolves (an intervening "if" compares last known values) but no counter goes on
    anything, and the new creature is untouched."""
    d = _sage("Glory Seeker", "Shock", lands=("Plains", "Plains", "Mountain"))
    _cast_and_land(d, "Glory Seeker")
    assert len(_evolve_triggers(d)) == 1
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert not d.state.stack
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {} and _pt(d, seeker) == (2, 2)


def test_the_mana_counts_the_counters_as_it_is_activated() -> None:
    """CR 605.3, 106.1: a 3/2 entering evolves the 2/3 Sage to a second counter; tapped
    then, the Sage adds {G}{G}."""
    d = _sage("Bounding Wolf", counters=1, lands=("Forest",) * 3)
    sage = d.find(CARD)
    d.cast(0, "Bounding Wolf", pay=False)
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    d.resolve()
    assert not d.state.objects[sage].tapped
    assert _pt(d, sage) == (2, 3)
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 2}
    d.mana(0, CARD)
    assert d.state.players[0].mana_pool == {"G": 2}
    # Tapped now: its {T} cost can't be paid again (CR 118.3).
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == sage]


def test_a_sage_that_came_under_your_control_this_turn_cant_tap_for_mana() -> None:
    """CR 302.6: a {T} ability of a creature needs it to have been under its controller's
    control continuously since their most recent turn began."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2}, sick=True)
    d = Driver(s.build())
    sage = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == sage]
