"""Shared checks for the Gustcloak creatures of Onslaught, whose common ability reads
"Whenever [this creature] becomes blocked, you may untap it and remove it from combat."

A creature removed from combat deals and is dealt no combat damage (CR 506.4); one that
stays deals its damage to the creature blocking it (CR 510.1c).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def attack_into_a_block(card: str, blocker_name: str) -> tuple[Driver, int, int]:
    """``card`` attacks and ``blocker_name`` blocks it; the trigger's "may" is pending."""
    s = Scenario(seed=1)
    s.battlefield(0, card)
    s.battlefield(1, blocker_name)
    d = Driver(s.build())
    me, blocker = d.find(card), d.find(blocker_name)
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({blocker: me})
    d.expect("priority")
    d.resolve()  # the becomes-blocked trigger
    d.expect("may")
    return d, me, blocker


def check_untaps_and_leaves_combat(card: str, blocker_name: str) -> None:
    d, me, blocker = attack_into_a_block(card, blocker_name)
    d.choose(True)
    assert not d.state.objects[me].tapped
    assert me not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.state.objects[me].damage == 0 and d.state.objects[blocker].damage == 0
    assert d.life(1) == 20


def check_may_stay_in_combat(card: str, blocker_name: str) -> None:
    d, me, blocker = attack_into_a_block(card, blocker_name)
    power = d.chars(me).power
    toughness = d.chars(blocker).toughness
    assert power is not None and toughness is not None
    d.choose(False)
    assert d.state.objects[me].tapped and me in d.state.combat.attackers
    d.pass_until("postcombat_main")
    if power >= toughness:
        assert d.zone_of(blocker_name) == "graveyard"
    else:
        assert d.state.objects[blocker].damage == power
    assert d.life(1) == 20  # blocked, and no trample
