"""Kurbis, Harvest Celebrant — {X}{G}{G} Legendary Creature — Treefolk 0/0.

Oracle: "Kurbis, Harvest Celebrant enters the battlefield with a number of +1/+1 counters on it
equal to the amount of mana spent to cast it.
Remove a +1/+1 counter from Kurbis: Prevent all damage that would be dealt this turn to another
target creature with a +1/+1 counter on it."
Rulings covered: MIC-RN-024 to MIC-RN-028 (and MIC-OR-0057 to MIC-OR-0061, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART, DOUBLE_MAJOR, SCAR

pytestmark = pytest.mark.card("Kurbis, Harvest Celebrant")

CARD = "Kurbis, Harvest Celebrant"


def _entered_counters(d: Driver, name: str) -> list[int]:
    """The +1/+1 counters each object named ``name`` (as it is, or as it last existed on the
    battlefield) had as it entered the battlefield."""
    names: dict[int, str] = {}
    for ev in d.game.log:
        if ev.kind == "zone_change" and ev.lki is not None and ev.obj is not None:
            names.setdefault(ev.obj, ev.lki.name)
    out = []
    for ev in d.game.log:
        if ev.kind == "zone_change" and ev.to_zone is Zone.BATTLEFIELD and \
                ev.new_obj is not None:
            now = d.chars(ev.new_obj).name if ev.new_obj in d.state.objects else None
            if (now or names.get(ev.new_obj)) == name:
                out.append(int((ev.data.get("counters") or {}).get("+1/+1", 0)))
    return out


@pytest.mark.ruling("MIC-RN-024", "MIC-OR-0057")
@pytest.mark.parametrize(("x", "counters"), [(0, 2), (2, 4)])
def test_counters_equal_total_mana_spent_not_x(x: int, counters: int) -> None:
    """Cast for {G}{G} (X=0) it enters with two counters; for X=2 it enters with four: the
    total mana spent, not X."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * (2 + x))
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=x)
    d.resolve()
    k = d.find(CARD, "battlefield")
    assert d.state.objects[k].counters.get("+1/+1") == counters
    c = d.chars(k)
    assert (c.power, c.toughness) == (counters, counters)


@pytest.mark.ruling("MIC-RN-025", "MIC-OR-0058")
def test_copy_of_the_spell_spent_no_mana_and_enters_with_none() -> None:
    """A copy made by Double Major wasn't cast: it enters with zero counters (a 0/0, it dies),
    while the original, cast for {G}{G}, enters with two."""
    assert DOUBLE_MAJOR
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.hand(0, CARD, "Double Major")
    d = Driver(s.build())
    sid = d.cast(0, CARD, x=0)
    d.cast(0, "Double Major", targets=[sid])
    d.resolve()  # Double Major: the copy goes on the stack
    d.resolve()  # the copy resolves and becomes a token
    assert _entered_counters(d, CARD) == [0]
    assert len(d.ids(CARD, "battlefield")) == 0  # the 0/0 token died
    d.resolve()
    assert _entered_counters(d, CARD) == [0, 2]
    assert d.state.objects[d.find(CARD, "battlefield")].counters.get("+1/+1") == 2


@pytest.mark.ruling("MIC-RN-026", "MIC-OR-0059")
def test_card_entering_as_a_copy_without_being_cast_gets_none() -> None:
    """Clone returned from the graveyard by Diregraf Rebirth, copying Kurbis, was not cast: it
    enters with zero counters and dies as a 0/0; Kurbis keeps its counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 3})
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Forest")
    s.graveyard(0, "Clone")
    s.hand(0, "Diregraf Rebirth")
    d = Driver(s.build())
    kurbis = d.find(CARD, "battlefield")
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Clone", "graveyard")])
    d.resolve()
    d.choose(kurbis)  # Clone copies Kurbis as it enters
    # the legend rule applies with the 0/0's death, at once (CR 704.3, 704.5j): keep Kurbis
    d.expect("legend_rule")
    d.choose(kurbis)
    d.resolve_all()
    assert _entered_counters(d, CARD) == [0]
    assert d.zone_of("Clone") == "graveyard"
    assert d.state.objects[kurbis].counters.get("+1/+1") == 3


@pytest.mark.ruling("MIC-OR-0059")
def test_a_token_copy_gets_none() -> None:
    """Official ruling: "... if you create a token that's a copy of Kurbis ... it enters with
    zero +1/+1 counters on it." (CR 707.2, 122.6) Cackling Counterpart's token of Kurbis was
    never cast: it enters with no counter and dies as a 0/0; Kurbis keeps its three."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 3})
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CACKLING_COUNTERPART.name)
    d = Driver(s.build())
    kurbis = d.find(CARD, "battlefield")
    d.cast(0, CACKLING_COUNTERPART.name, targets=[kurbis])
    d.resolve()
    d.expect("legend_rule")  # with the 0/0's death, at once (CR 704.3, 704.5j)
    d.choose(kurbis)
    assert _entered_counters(d, CARD) == [0]
    assert d.ids(CARD, "battlefield") == [kurbis]
    assert d.state.objects[kurbis].counters.get("+1/+1") == 3


@pytest.mark.ruling("MIC-RN-027", "MIC-OR-0060")
def test_clone_cast_for_four_mana_copying_it_gets_four() -> None:
    """Clone cast for {3}{U} entering as a copy of Kurbis enters with four counters (the
    mana spent to cast Clone); the original Kurbis's counters don't matter."""
    s = Scenario(seed=1)
    s.battlefield(1, CARD, counters={"+1/+1": 1})
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    d = Driver(s.build())
    kurbis = d.find(CARD, "battlefield")
    d.cast(0, "Clone")
    d.resolve()
    d.choose(kurbis)
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == CARD
    assert d.state.objects[clone].counters.get("+1/+1") == 4
    assert (d.chars(clone).power, d.chars(clone).toughness) == (4, 4)


@pytest.mark.ruling("MIC-RN-028", "MIC-OR-0061")
def test_prevention_lasts_after_the_creature_loses_its_counters() -> None:
    """Kurbis's ability resolves for Glory Seeker (a +1/+1 counter on it); a -1/-1 counter
    from Scar then annihilates that counter (CR 704.5q), and Shock's damage to it is still
    prevented. Kurbis itself paid with one of its counters."""
    assert SCAR
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Mountain")
    s.hand(1, "Scar", "Shock")
    d = Driver(s.build())
    kurbis = d.find(CARD)
    marked, bare = d.ids("Glory Seeker")
    opts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert opts
    d.activate(0, kurbis, targets=[marked])
    assert d.state.objects[kurbis].counters.get("+1/+1") == 1
    d.resolve()
    d.pass_priority()
    d.cast(1, "Scar", targets=[marked])
    d.resolve()
    assert not d.state.objects[marked].counters.get("+1/+1")
    d.pass_priority()
    d.cast(1, "Shock", targets=[marked])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield" and marked in d.ids("Glory Seeker")
    assert d.state.objects[marked].damage == 0
    for p in (0, 1):  # CR 615.1: both logs say the 2 damage was prevented
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "prevented"]
        assert [e["amount"] for e in shown] == [2]


def test_only_another_creature_with_a_counter_can_be_targeted() -> None:
    """"another target creature with a +1/+1 counter on it": not Kurbis itself, not a
    creature without a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_spell_laid_on_the_stack_by_the_scenario_spent_no_mana() -> None:
    """CR 601.2h, 107.3m: the scenario builder puts Kurbis on the stack cast with X=2 but with
    no cost paid (docs/scenario.md): no mana was spent to cast it, so it enters with no
    +1/+1 counter and dies as a 0/0 (CR 704.5f)."""
    s = Scenario(seed=1)
    s.stack(0, CARD, x=2)
    s.at("precombat_main", active=0, turn=1, priority=0)
    d = Driver(s.build())
    d.resolve()
    assert _entered_counters(d, CARD) == [0]
    assert d.zone_of(CARD) == "graveyard"


def test_its_last_counter_removed_it_dies_and_the_ability_still_resolves() -> None:
    """The counter is removed as a cost (CR 602.2b): Kurbis, a 0/0 without it, dies at the
    next check (CR 704.5f), and its ability, independent of its source (CR 113.7a), still
    prevents the damage to the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, targets=[seeker])
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0


def test_activated_again_for_each_counter_it_has() -> None:
    """No {T} in its cost: it may be activated again and again, one counter paid each time
    (CR 602.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 3})
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Elvish Warrior", counters={"+1/+1": 1})
    d = Driver(s.build())
    kurbis = d.find(CARD)
    d.activate(0, kurbis, targets=[d.find("Glory Seeker")])
    d.activate(0, kurbis, targets=[d.find("Elvish Warrior")])
    assert len(d.state.stack) == 2
    assert d.state.objects[kurbis].counters.get("+1/+1") == 1
    assert (d.chars(kurbis).power, d.chars(kurbis).toughness) == (1, 1)


def test_the_target_losing_its_counter_in_response_the_ability_does_nothing() -> None:
    """The target must still have a +1/+1 counter as the ability resolves (CR 608.2b): Scar's
    -1/-1 counter annihilates it (CR 704.5q), the ability doesn't resolve, and a Shock then
    kills the Seeker."""
    assert SCAR
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Swamp", "Mountain")
    s.hand(1, "Scar", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Scar", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].counters
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


@pytest.mark.ruling("MIC-OR-0057")
def test_as_a_commander_the_tax_paid_is_mana_spent_too() -> None:
    """CR 903.8, 601.2f-h: cast from the command zone a second time, Kurbis costs {G}{G} plus
    the {2} tax; all four mana was spent to cast it, so it enters with four counters."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, CARD)
    s.commander_casts(CARD, 1)
    s.battlefield(0, *["Forest"] * 4)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, CARD, method="commander", x=0)
    d.resolve()
    k = d.find(CARD, "battlefield")
    assert d.state.objects[k].counters.get("+1/+1") == 4


def test_the_prevention_lasts_only_this_turn() -> None:
    """"Prevent all damage that would be dealt this turn": Shock's damage is prevented this
    turn (CR 615.1) and the shield is gone next turn, when a second Shock kills the 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, targets=[seeker])
    d.resolve()
    d.pass_priority()
    first, second = d.ids("Shock", "hand")
    d.cast(1, first, targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, second, targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 2 and d.zone_of("Glory Seeker") == "battlefield"


def test_combat_damage_to_the_shielded_creature_is_prevented() -> None:
    """CR 615.1, 510.2: the Seeker shielded before blocks takes no damage from the 6/5 Krosan
    Tusker it blocks, and survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, CARD, counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 1})
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    tusker, seeker = d.find("Krosan Tusker"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.activate(1, CARD, targets=[seeker])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: tusker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0
