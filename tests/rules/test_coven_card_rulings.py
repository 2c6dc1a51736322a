"""The official rulings on coven that the card data attaches to every Midnight Hunt card with a
coven ability, checked for each card (coven is an ability word, CR 207.2c: the ability's own
condition decides).

* A creature has different power from another if their powers are different numbers: a 1/1
  and a 2/1 have different powers; a negative power is a number too (CR 107.1b, 208.1).
* Three creatures have different powers from one another only if each power differs: a 1/1, a
  2/1 and another 2/1 don't.
* Many coven abilities are triggered abilities with an intervening "if" clause: the condition
  must hold both as the ability triggers and as it resolves (CR 603.4). For the others: a
  spell checks it as it resolves (CR 608.2c), an activated ability's "Activate only if" only as
  it is activated (CR 602.5b), a static ability all the time (CR 611.3a).

Each card is put in play with creatures whose powers are three different numbers, or only two;
a Shock may kill one of them after the ability has triggered, been cast or been activated.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

BY_POWER = {1: "Daru Healer", 2: "Glory Seeker", 6: "Krosan Tusker"}
BASE_POWER = {name: power for power, name in BY_POWER.items()}
CREATURE_POWER = {"Augur of Autumn": 2, "Contortionist Troupe": 3, "Dawnhart Mentor": 0,
                  "Harvesttide Sentry": 3, "Dawnhart Wardens": 3, "Sungold Sentinel": 3,
                  "Candlegrove Witch": 2, "Ritual Guardian": 3}
"""The powers of the creature cards as they are put in play (Contortionist Troupe with three
+1/+1 counters)."""


def fillers(card: str, coven: bool) -> tuple[list[str], str]:
    """Player 0's other creatures, and the one whose death ends coven."""
    own = CREATURE_POWER.get(card)
    others = [p for p in BY_POWER if p != own]
    if coven:
        powers = others[:2] if own is not None else others
    else:
        powers = [others[0], others[0]] if own is not None else [1, 2, 2]
    names = [BY_POWER[p] for p in powers]
    return names, names[0]


def position(card: str, names: list[str]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, *["Plains"] * 4, "Mountain", *names)
    if card in CREATURE_POWER:
        counters = {"+1/+1": 3} if card == "Contortionist Troupe" else None
        s.battlefield(0, card, counters=counters)
    else:
        s.hand(0, card)
    s.hand(0, "Shock", *REPLACEMENTS.values())
    s.library(0, "Glory Seeker", "Plains", "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Forest", "Forest", "Forest")
    return Driver(s.build())


Victim = str | tuple[str, str] | None
"""The creature Shocked once the ability is on its way, and maybe the creature of a new power
flashed in after it."""

REPLACEMENTS = {2: "Loyal Gryff", 3: "Cathar Commando"}
"""Creatures with flash, by power."""


def shock(d: Driver, victim: Victim) -> None:
    if victim is None:
        return
    replacement = None
    if isinstance(victim, tuple):
        victim, replacement = victim
    oid = d.find(victim, zone="battlefield", player=0)
    d.cast(0, "Shock", targets=[oid])
    d.resolve()
    assert oid not in d.state.battlefield
    if replacement is not None:
        n = len(d.state.stack)
        d.cast(0, replacement)
        while len(d.state.stack) > n or d.decision.kind != "priority":
            if d.decision.kind == "priority":
                d.resolve()
            else:  # Loyal Gryff's "you may return a creature": none
                d.choose(False if d.decision.kind == "may" else None)
        assert d.zone_of(replacement, player=0) == "battlefield"


def _source_on_stack(d: Driver, card: str) -> bool:
    return any(d.state.objects[o].source == d.find(card) for o in d.state.stack)


def combat_trigger(effect: Callable[[Driver, str], bool]) -> Callable[[str, list[str],
                                                                       Victim], bool]:
    def run(card: str, names: list[str], victim: Victim) -> bool:
        d = position(card, names)
        d.pass_priority()
        d.pass_priority()
        assert d.state.step is Step.BEGINNING_OF_COMBAT
        if not _source_on_stack(d, card):
            return False
        shock(d, victim)
        d.resolve()
        return effect(d, card)
    return run


def sentry_unblockable(d: Driver, card: str) -> bool:
    d.to_combat()
    d.attack([d.find(card)])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    if d.decision.kind != "declare_blockers":
        return True  # no creature could block it at all
    return DeclareBlocker(d.find("Elvish Warrior"), d.find(card)) not in d.game.legal_actions()


def end_step_troupe(card: str, names: list[str], victim: Victim) -> bool:
    d = position(card, names)
    troupe = d.find(card)
    while not _source_on_stack(d, card) and d.state.turn == 3:
        if d.decision.kind == "target":
            d.choose(troupe)
        elif d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.attack([]) if d.decision.kind == "declare_attackers" else d.block()
        else:
            d.pass_priority()
    if not _source_on_stack(d, card):
        return False
    while d.decision.kind == "target":
        d.choose(troupe)
    shock(d, victim)
    d.resolve()
    return d.state.objects[troupe].counters.get("+1/+1") == 4


def activated(effect: Callable[[Driver, str], bool], setup: Callable[[Driver], None] = (
        lambda d: None)) -> Callable[[str, list[str], Victim], bool]:
    def run(card: str, names: list[str], victim: Victim) -> bool:
        d = position(card, names)
        setup(d)
        source = d.find(card)
        acts = [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == source]
        if not acts:
            return False
        d.act(0, acts[0])
        while d.decision.kind == "target":
            d.choose(d.find(names[-1], zone="battlefield", player=0) if card == "Dawnhart Mentor"
                     else d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
        d.pay()
        while d.decision.kind not in ("priority",):
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
        shock(d, victim)
        d.resolve()
        return effect(d, card)
    return run


def candletrap_on_warrior(d: Driver) -> None:
    d.cast(0, "Candletrap", targets=[d.find("Elvish Warrior")])
    d.resolve()


def sentinel_resolved(d: Driver, card: str) -> bool:
    """The ability resolved: its colour is chosen (then green Elvish Warrior can't block it)."""
    d.expect("choose_option")
    d.choose("green")
    d.to_combat()
    d.attack([d.find(card)])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    if d.decision.kind != "declare_blockers":
        return True  # no creature could block it at all
    return DeclareBlocker(d.find("Elvish Warrior"), d.find(card)) not in d.game.legal_actions()


def spell(effect: Callable[[Driver, int], bool]) -> Callable[[str, list[str], Victim],
                                                            bool]:
    def run(card: str, names: list[str], victim: Victim) -> bool:
        d = position(card, names)
        # Might of the Old Ways's +2/+2 counts (MID-OR-0190): it goes on the biggest creature,
        # or on the 1-power one, which then matches no other power than before.
        pick = "Krosan Tusker" if "Krosan Tusker" in names else names[0]
        target = d.find(pick, zone="battlefield", player=0)
        library = len(d.state.players[0].library)
        d.cast(0, card, targets=[target] if card == "Might of the Old Ways" else [])
        shock(d, victim)
        d.resolve()
        return effect(d, library if card == "Might of the Old Ways" else target)
    return run


def augur(card: str, names: list[str], victim: Victim) -> bool:
    d = position(card, names)
    shock(d, victim)
    top = d.state.players[0].library[0]
    return CastSpell(top, "from_library") in d.game.legal_actions()


PROBES: dict[str, Callable[[str, list[str], Victim], bool]] = {
    "Harvesttide Sentry": combat_trigger(sentry_unblockable),
    "Dawnhart Wardens": combat_trigger(lambda d, c: d.chars(d.find(c)).power == 4),
    "Candlegrove Witch": combat_trigger(lambda d, c: d.chars(d.find(c)).has("Flying")),
    "Ritual Guardian": combat_trigger(lambda d, c: d.chars(d.find(c)).has("Lifelink")),
    "Contortionist Troupe": end_step_troupe,
    "Dawnhart Mentor": activated(lambda d, c: any(
        d.chars(o).has("Trample") for o in d.state.battlefield if d.chars(o).controller == 0)),
    "Sungold Sentinel": activated(sentinel_resolved),
    "Candletrap": activated(lambda d, c: d.zone_of("Elvish Warrior") == "exile",
                            candletrap_on_warrior),
    "Might of the Old Ways": spell(  # a card drawn
        lambda d, library: len(d.state.players[0].library) == library - 1),
    "Ritual of Hope": spell(
        lambda d, t: d.chars(t).power - BASE_POWER[d.chars(t).name] == 2),
    "Augur of Autumn": augur,
}

TRIGGERED = {"Harvesttide Sentry", "Dawnhart Wardens", "Candlegrove Witch", "Ritual Guardian",
             "Contortionist Troupe", "Might of the Old Ways", "Ritual of Hope",
             "Augur of Autumn"}
"""The cards whose coven condition is checked again as the ability (or spell) resolves, or all
the time: losing coven in response stops it. The others' "Activate only if" is checked only as
they are activated."""


def coven(card: str, *, three: bool, lose_one: bool = False, replace: bool = False) -> bool:
    """Whether the coven ability did its thing: with creatures of three different powers (or
    two), one of them Shocked on the way (``lose_one``), or Shocked and another creature of
    a power none of the others has flashed in (``replace``)."""
    names, victim = fillers(card, three)
    if replace:
        own = {CREATURE_POWER[card]} if card in CREATURE_POWER else set()
        for victim in names:
            left = own | {BASE_POWER[n] for n in names if n != victim}
            power = next((p for p in REPLACEMENTS if p not in left), None)
            if power is not None:
                return PROBES[card](card, names, (victim, REPLACEMENTS[power]))
        raise AssertionError(f"no creature of a new power for {card}")
    return PROBES[card](card, names, victim if lose_one else None)



DIFFERENT_NUMBERS = [
    pytest.param("Augur of Autumn", marks=pytest.mark.ruling("MID-OR-0490")),
    pytest.param("Contortionist Troupe", marks=pytest.mark.ruling("MID-OR-0523")),
    pytest.param("Dawnhart Mentor", marks=pytest.mark.ruling("MID-OR-0526")),
    pytest.param("Harvesttide Sentry", marks=pytest.mark.ruling("MID-OR-0549")),
    pytest.param("Might of the Old Ways", marks=pytest.mark.ruling("MID-OR-0562")),
    pytest.param("Dawnhart Wardens", marks=pytest.mark.ruling("MID-OR-0692")),
    pytest.param("Candletrap", marks=pytest.mark.ruling("MID-OR-0046")),
    pytest.param("Sungold Sentinel", marks=pytest.mark.ruling("MID-OR-0111")),
    pytest.param("Candlegrove Witch", marks=pytest.mark.ruling("MID-OR-0043")),
    pytest.param("Ritual Guardian", marks=pytest.mark.ruling("MID-OR-0104")),
    pytest.param("Ritual of Hope", marks=pytest.mark.ruling("MID-OR-0107")),
]


EACH_DIFFERENT = [
    pytest.param("Augur of Autumn", marks=pytest.mark.ruling("MID-OR-0491")),
    pytest.param("Contortionist Troupe", marks=pytest.mark.ruling("MID-OR-0524")),
    pytest.param("Dawnhart Mentor", marks=pytest.mark.ruling("MID-OR-0527")),
    pytest.param("Harvesttide Sentry", marks=pytest.mark.ruling("MID-OR-0550")),
    pytest.param("Might of the Old Ways", marks=pytest.mark.ruling("MID-OR-0563")),
    pytest.param("Dawnhart Wardens", marks=pytest.mark.ruling("MID-OR-0693")),
    pytest.param("Candletrap", marks=pytest.mark.ruling("MID-OR-0047")),
    pytest.param("Sungold Sentinel", marks=pytest.mark.ruling("MID-OR-0112")),
    pytest.param("Candlegrove Witch", marks=pytest.mark.ruling("MID-OR-0044")),
    pytest.param("Ritual Guardian", marks=pytest.mark.ruling("MID-OR-0105")),
    pytest.param("Ritual of Hope", marks=pytest.mark.ruling("MID-OR-0108")),
]


CHECKED_WHEN = [
    pytest.param("Augur of Autumn", marks=pytest.mark.ruling("MID-OR-0492")),
    pytest.param("Contortionist Troupe", marks=pytest.mark.ruling("MID-OR-0525")),
    pytest.param("Dawnhart Mentor", marks=pytest.mark.ruling("MID-OR-0528")),
    pytest.param("Harvesttide Sentry", marks=pytest.mark.ruling("MID-OR-0551")),
    pytest.param("Might of the Old Ways", marks=pytest.mark.ruling("MID-OR-0564")),
    pytest.param("Dawnhart Wardens", marks=pytest.mark.ruling("MID-OR-0694")),
    pytest.param("Candletrap", marks=pytest.mark.ruling("MID-OR-0048")),
    pytest.param("Sungold Sentinel", marks=pytest.mark.ruling("MID-OR-0113")),
    pytest.param("Candlegrove Witch", marks=pytest.mark.ruling("MID-OR-0045")),
    pytest.param("Ritual Guardian", marks=pytest.mark.ruling("MID-OR-0106")),
    pytest.param("Ritual of Hope", marks=pytest.mark.ruling("MID-OR-0109")),
]


@pytest.mark.parametrize("card", DIFFERENT_NUMBERS)
def test_powers_that_are_different_numbers_are_different(card: str) -> None:
    """Official ruling: "A creature has different power from another if their powers are
    different numbers. For example, a 1/1 creature and a 2/1 creature have different
    power."

    With creatures of three different powers the coven ability does its thing."""
    assert coven(card, three=True)


@pytest.mark.parametrize("card", EACH_DIFFERENT)
def test_three_creatures_need_three_different_powers(card: str) -> None:
    """Official ruling: "For three creatures to have different powers from one another, each
    of their powers needs to be different. A 1/1 creature, a 2/1 creature, and another 2/1
    creature don't have different powers from one another."

    Three or more creatures, but only two different powers among them: nothing happens (and
    with three different powers it does)."""
    assert not coven(card, three=False)
    assert coven(card, three=True)


@pytest.mark.parametrize("card", CHECKED_WHEN)
def test_the_condition_is_checked_as_the_ability_works(card: str) -> None:
    """Official ruling: "Many coven abilities, such as that of Dawnhart Wardens above, are
    triggered abilities with intervening if clauses. You must control three or more creatures
    with different powers both as the ability triggers and as it resolves." (CR 603.4)

    Killing one of the three creatures after the ability triggered (or the spell was cast):
    nothing happens, the condition being checked again as it resolves (CR 603.4, 608.2c); a
    static coven ability stops applying at once (CR 611.3a). An activated coven ability's
    "Activate only if" is checked only as it is activated (CR 602.5b): it still resolves."""
    expected = card not in TRIGGERED
    assert coven(card, three=True, lose_one=True) is expected


@pytest.mark.parametrize("card", [p for p in CHECKED_WHEN if p.values[0] in TRIGGERED])
def test_the_creatures_may_differ_between_triggering_and_resolving(card: str) -> None:
    """The same ruling's last point: "They do not, however, need to be the same set of
    creatures in both cases." (CR 603.4) One of the three creatures is Shocked after the
    ability triggered (or the spell was cast) and a creature with flash of a power none of the
    others has comes in: three different powers again as it resolves, and it does its
    thing."""
    assert coven(card, three=True, replace=True)


@pytest.mark.ruling("MID-OR-0190")
def test_might_of_the_old_ways_checks_powers_after_the_bonus() -> None:
    """Official ruling (given with Memory Deluge): "The effects of Might of the Old Ways happen
    in the listed order, so the +2/+2 bonus happens before you check the powers of creatures
    you control. For example, if you control two 2/2 creatures and a 5/5 creature, choosing
    one of the 2/2 creatures as the target will allow you to draw a card. Conversely, if you
    control a 1/1 creature, a 3/3 creature, and a 5/5 creature, targeting either of the two
    smaller creatures will not allow you to draw a card." (CR 608.2c)"""
    for names, target, draws in (
            (["Glory Seeker", "Glory Seeker", "Krosan Tusker"], "Glory Seeker", True),
            (["Festering Goblin", "Dawnhart Wardens", "Krosan Tusker"], "Festering Goblin",
             False)):
        d = position("Might of the Old Ways", names)
        hand = len(d.state.players[0].hand)
        d.cast(0, "Might of the Old Ways", targets=[d.find(target, zone="battlefield", player=0)])
        d.resolve()
        assert (len(d.state.players[0].hand) == hand) is draws


def test_a_negative_power_is_a_different_power_for_coven() -> None:
    """CR 107.1b, 208.1: Startle gives Gustcloak Runner -2/-0 (power -1) and makes a 2/2
    Zombie; with Wall of Mulch (0) and Glory Seeker (2) the powers are -1, 0 and 2: three
    different powers, so Duel for Dominance's coven puts a counter on the Seeker before it
    fights."""
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Island"] * 10)
    s.battlefield(0, "Gustcloak Runner", "Wall of Mulch", "Glory Seeker",
                  "Island", "Island", "Forest", "Forest")
    s.hand(0, "Startle", "Duel for Dominance")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    runner = d.find("Gustcloak Runner")
    d.cast(0, "Startle", targets=[runner])
    d.resolve()
    assert d.chars(runner).power == -1
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.zone_of("Elvish Warrior") == "graveyard"  # 3 damage to a 2/3
    assert d.state.objects[seeker].damage == 2
