"""State-based actions performed at once (CR 704.3), with the legend rule's choice among
them (CR 704.5j), and the leaves-the-battlefield abilities that look back at them (CR
603.10a).

Jerren, Corrupted Bishop: "Whenever Jerren, Corrupted Bishop enters the battlefield or another
nontoken Human you control dies, you lose 1 life and create a 1/1 white Human creature token."
"""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

JERREN = "Jerren, Corrupted Bishop"


def _humans_made(d: Driver) -> int:
    return len([o for o in d.state.battlefield if d.state.objects[o].is_token])


def test_a_legend_put_into_the_graveyard_sees_a_creature_die_at_the_same_time() -> None:
    """CR 704.3, 704.5g, 704.5j, 603.10a: two Jerrens and a Glory Seeker with lethal damage.
    The legend rule's choice comes first, then the Jerren not kept and the Seeker leave in
    one event: each Jerren sees the Seeker die, and the one kept sees the other die — three
    Human tokens, 3 life lost."""
    s = Scenario(seed=1)
    s.battlefield(0, JERREN, JERREN)
    s.battlefield(0, "Glory Seeker", damage=2)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    first, second = d.ids(JERREN)
    d.expect("legend_rule")
    assert d.zone_of("Glory Seeker") == "battlefield"  # nothing performed before the choice
    d.choose(second)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert first not in d.state.battlefield
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    d.resolve_all()
    assert _humans_made(d) == 3
    assert d.life(0) == 17


def test_a_legend_with_lethal_damage_still_counts_for_the_legend_rule() -> None:
    """CR 704.3, 704.5j: a Jerren with lethal damage is still on the battlefield as the
    check is made, so the legend rule applies with its destruction: its controller may keep
    it, and then both Jerrens leave, each seeing the other die (CR 603.10a)."""
    s = Scenario(seed=1)
    s.battlefield(0, JERREN, damage=3, label="hurt")
    s.battlefield(0, JERREN)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    hurt, whole = d.ids(JERREN)
    assert d.state.objects[hurt].damage == 3
    d.expect("legend_rule")
    d.choose(hurt)
    assert not d.ids(JERREN, zone="battlefield")
    d.take_first("order_triggers")
    d.resolve_all()
    assert _humans_made(d) == 2


def test_keeping_the_undamaged_legend_the_damaged_one_dies_once() -> None:
    """CR 704.5j: keeping the undamaged Jerren, the other is put into the graveyard once (the
    legend rule's move instead of its destruction), and the kept one sees it die."""
    s = Scenario(seed=1)
    s.battlefield(0, JERREN, damage=3, label="hurt")
    s.battlefield(0, JERREN)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    hurt, whole = d.ids(JERREN)
    d.expect("legend_rule")
    d.choose(whole)
    assert d.ids(JERREN, zone="battlefield") == [whole]
    assert len(d.ids(JERREN, zone="graveyard")) == 1
    d.resolve_all()
    assert _humans_made(d) == 1 and d.life(0) == 19


def test_a_clone_of_a_legend_you_control_makes_you_choose() -> None:
    """CR 707.2, 704.5j: Clone entering as a copy of Jerren is a legendary Jerren too: its
    controller keeps one; here the Clone, so the original goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", JERREN)
    s.hand(0, "Clone")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    jerren = d.find(JERREN)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(jerren)
    clone = d.state.battlefield[-1]
    d.expect("legend_rule")
    d.choose(clone)
    assert d.zone_of(JERREN) == "graveyard"
    assert d.chars(clone).name == JERREN


def test_two_legend_rule_choices_then_both_legends_leave_at_once() -> None:
    """CR 704.3, 704.5j: two Jerrens and two Adelines: their controller chooses a Jerren and
    an Adeline to keep, then the other two leave in one event. The Jerren kept sees both
    Humans die, and the one put into the graveyard sees the Adeline die with it (CR
    603.10a): three Human tokens."""
    adeline = "Adeline, Resplendent Cathar"
    s = Scenario(seed=1)
    s.battlefield(0, JERREN, JERREN, adeline, adeline)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    groups = [set(d.ids(JERREN)), set(d.ids(adeline))]
    for _ in range(2):
        d.expect("legend_rule")
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
        assert offered in groups
        groups.remove(offered)
        d.choose(min(offered))
    assert not groups
    assert len(d.ids(JERREN, zone="battlefield")) == 1
    assert len(d.ids(adeline, zone="battlefield")) == 1
    d.take_first("order_triggers")
    d.resolve_all()
    assert _humans_made(d) == 3


def test_the_legend_rule_choices_of_several_players_are_made_in_apnap_order() -> None:
    """CR 101.4, 704.5j: both players control two Jerrens as player 1's turn begins its main
    phase: player 1, the active player, chooses first, then player 0; then all four leave
    or stay at once."""
    s = Scenario(seed=1)
    s.battlefield(0, JERREN, JERREN)
    s.battlefield(1, JERREN, JERREN)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.expect("legend_rule")
    assert d.decision.player == 1
    d.choose(d.ids(JERREN, player=1)[0])
    d.expect("legend_rule")
    assert d.decision.player == 0
    d.choose(d.ids(JERREN, player=0)[0])
    assert len(d.ids(JERREN, zone="battlefield")) == 2
    assert len(d.ids(JERREN, zone="graveyard")) == 2


def test_a_token_that_ceased_to_exist_in_a_graveyard_is_not_counted_there() -> None:
    """CR 704.5d, 604.3: a creature token Shocked goes to its owner's graveyard and ceases to
    exist there when state-based actions are next checked. Old Stickfingers's power and
    toughness, defined by the creature cards in that graveyard, count Glory Seeker alone
    afterwards: 1/1 again, and a second Shock then kills it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Old Stickfingers", "Mountain", "Mountain")
    s.graveyard(0, "Glory Seeker")
    s.token(0, "Zombie")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    sticks = d.find("Old Stickfingers")
    assert (d.chars(sticks).power, d.chars(sticks).toughness) == (1, 1)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Zombie Token")])
    d.resolve()
    assert not [o for o in d.state.objects.values() if o.is_token]
    assert (d.chars(sticks).power, d.chars(sticks).toughness) == (1, 1)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[sticks])
    d.resolve()
    assert d.zone_of("Old Stickfingers") == "graveyard"
