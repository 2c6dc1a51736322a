"""Tainted Adversary — {1}{B} Creature — Zombie 2/3.

Oracle: "Deathtouch / When Tainted Adversary enters the battlefield, you may pay {2}{B} any
number of times. When you pay this cost one or more times, put that many +1/+1 counters on
Tainted Adversary, then create twice that many 2/2 black Zombie creature tokens with decayed."
Rulings covered: MID-RN-100, MID-OR-0357, MID-OR-0358, MID-OR-0359, MID-OR-0360, MID-OR-0361.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Tainted Adversary")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def setup(swamps: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * swamps)
    s.hand(0, "Tainted Adversary")
    return Driver(s.build())


def tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-100", "MID-OR-0357")
def test_pay_twice_then_a_second_ability_triggers() -> None:
    d = setup(8)
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_number"
    assert opts(d) == [0, 1, 2]  # six lands left: at most twice
    d.choose(2)
    d.pay()
    assert d.decision.kind == "priority" and len(d.state.stack) == 1  # players may respond
    adv = d.find("Tainted Adversary", "battlefield")
    assert d.state.objects[adv].counters == {}
    d.resolve()
    assert d.state.objects[adv].counters == {"+1/+1": 2}
    assert len(tokens(d)) == 4
    assert all(d.chars(t).has("Decayed") for t in tokens(d))
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))


def test_paying_zero_times_does_nothing() -> None:
    d = setup(5)
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.choose(0)
    assert not d.state.stack and not tokens(d)


def test_no_choice_when_nothing_can_be_paid() -> None:
    d = setup(2)
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack


def test_paying_once_gives_one_counter_and_two_tokens() -> None:
    """"that many" counters and "twice that many" tokens, counted from the times paid."""
    d = setup(5)
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    assert opts(d) == [0, 1]
    d.choose(1)
    d.pay()
    d.resolve()
    adv = d.find("Tainted Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 1}
    c = d.chars(adv)
    assert (c.power, c.toughness) == (3, 4)
    assert len(tokens(d)) == 2
    zombie = d.chars(tokens(d)[0])
    assert (zombie.power, zombie.toughness, zombie.colors) == (2, 2, {"B"})
    assert "Zombie" in zombie.subtypes


@pytest.mark.ruling("MID-OR-0357")
def test_gone_before_the_second_ability_resolves_the_tokens_still_come() -> None:
    """CR 400.7, 608.2b: the Adversary killed in response to the second ability is a new
    object in the graveyard and gets no counters, but the ability still creates the tokens."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Tainted Adversary")
    s.battlefield(1, *["Swamp"] * 4)
    s.hand(1, "Death Pulse")
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    assert len(d.state.stack) == 1
    adv = d.find("Tainted Adversary", "battlefield")
    d.pass_priority()
    d.cast(1, "Death Pulse", targets=[adv])
    d.resolve()
    assert d.zone_of("Tainted Adversary") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert len(tokens(d)) == 2
    grave = d.find("Tainted Adversary", "graveyard")
    assert d.state.objects[grave].counters == {}


def test_deathtouch_kills_a_bigger_blocker() -> None:
    """CR 702.2b: any damage from a source with deathtouch is lethal (CR 704.5h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Adversary")
    s.battlefield(1, "Snapping Thragg")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Tainted Adversary")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Snapping Thragg"): d.find("Tainted Adversary")})
    d.pass_until("end_of_combat")
    assert d.zone_of("Snapping Thragg") == "graveyard"
    assert d.zone_of("Tainted Adversary") == "graveyard"


def made_two_zombies() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Tainted Adversary")
    s.battlefield(1, "Glory Seeker")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.resolve()
    assert len(tokens(d)) == 2
    return d


@pytest.mark.ruling("MID-OR-0360")
def test_the_decayed_tokens_can_t_attack_the_turn_they_are_made() -> None:
    """Official ruling: decayed does not grant haste; the Zombies made this turn can't attack
    (CR 302.6)."""
    from manastack.decisions.actions import DeclareAttacker
    d = made_two_zombies()
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert not attackers & set(tokens(d))


@pytest.mark.ruling("MID-OR-0358")
def test_the_decayed_tokens_can_t_block() -> None:
    """Official ruling: decayed means "This creature can't block" (CR 702.147a)."""
    from manastack.decisions.actions import DeclareBlocker
    d = made_two_zombies()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Tainted Adversary") in blockers
    assert not blockers & set(tokens(d))


@pytest.mark.ruling("MID-OR-0358", "MID-OR-0359")
def test_a_zombie_that_attacks_is_sacrificed_at_end_of_combat_the_other_stays() -> None:
    """Official rulings: decayed creates no attack requirement, so one Zombie may stay home;
    the one that attacks deals its damage and is sacrificed at end of combat (CR 702.147a)."""
    d = made_two_zombies()
    attacker, home = tokens(d)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([attacker])
    d.resolve_all()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert attacker not in d.state.battlefield
    assert home in d.state.battlefield


def test_paying_more_times_than_affordable_is_refused_and_nothing_changes() -> None:
    """CR 601.2h / 118.3: with five Swamps (three left after casting) the cost can be paid once
    at most; choosing twice is refused and the choice is still pending."""
    from manastack.game import IllegalActionError
    d = setup(5)
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="2 is not one of the choices"):
        d.choose(2)
    assert d.game.fingerprint() == before
    d.expect("choose_number")


def test_killed_before_its_enters_ability_resolves_it_may_still_pay_for_the_zombies() -> None:
    """The enters ability resolves without its source (CR 113.7a): the Adversary, killed in
    response, isn't there for counters (CR 400.7), but paying once still makes two Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Tainted Adversary")
    s.battlefield(1, *["Swamp"] * 4)
    s.hand(1, "Death Pulse")
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    adv = d.find("Tainted Adversary")
    d.pass_priority()
    d.cast(1, "Death Pulse", targets=[adv])
    d.resolve()
    assert d.zone_of("Tainted Adversary") == "graveyard"
    d.resolve()
    d.expect("choose_number")
    d.choose(1)
    d.pay()
    d.resolve()
    assert len(tokens(d)) == 2
    assert d.state.objects[d.find("Tainted Adversary")].counters == {}


@pytest.mark.ruling("MID-OR-0361")
def test_a_zombie_that_lost_decayed_after_attacking_is_still_sacrificed() -> None:
    """Official ruling: once a creature with decayed attacks, it is sacrificed at end of
    combat even if it no longer has decayed. Sludge Monster's attack trigger puts a slime
    counter on an attacking Zombie, which loses all abilities (CR 613.1f); the decayed
    trigger had already triggered on the attack (CR 603.2), so it's sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Sludge Monster")
    s.hand(0, "Tainted Adversary")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.resolve()
    zombie = tokens(d)[0]
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombie, d.find("Sludge Monster")])
    d.take_first("order_triggers")
    d.expect("target")
    d.choose(zombie)
    while d.state.stack:
        d.pass_priority()
    assert not d.chars(zombie).has("Decayed")
    assert d.state.objects[zombie].counters == {"slime": 1}
    d.pass_until("postcombat_main")
    assert zombie not in d.state.battlefield
    assert d.life(1) == 20 - 2 - 5  # the Zombie, a 2/2 still, and the 5/5 Monster


def test_hardened_scales_adds_one_to_the_counters_put_at_once() -> None:
    """"Put that many +1/+1 counters" is one event putting two counters; Hardened Scales (a
    reference card defined for the tests) makes it that many plus one (CR 122.6, 614.1a):
    three counters; the four Zombies are unchanged."""
    from tests.reference_cards import HARDENED_SCALES
    assert HARDENED_SCALES
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8, "Hardened Scales")
    s.hand(0, "Tainted Adversary")
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    d.resolve()
    adv = d.find("Tainted Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 3}
    assert len(tokens(d)) == 4


def test_in_two_headed_giant_only_its_controller_s_mana_can_pay() -> None:
    """Only a permanent's controller may activate its mana abilities, and each player has
    their own mana pool (CR 602.2, 106.4), teammates too: the teammate's six Swamps don't
    count, so with three Swamps left the cost can be paid once at most."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(1, *["Swamp"] * 6)
    s.hand(0, "Tainted Adversary")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Tainted Adversary")
    d.resolve()
    d.resolve()
    d.expect("choose_number")
    assert opts(d) == [0, 1]


def test_changed_on_the_stack_it_creates_decayed_elves() -> None:
    """CR 612.1, 612.2a, 400.7a: Tainted Adversary changed from Zombie to Elf as a spell
    is an Elf; paying once creates two 2/2 black Elf Tokens with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Island")
    s.hand(0, "Tainted Adversary", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Tainted Adversary")
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    assert d.chars(d.find("Tainted Adversary", "battlefield")).subtypes == {"Elf"}
    d.resolve()
    d.choose(1)
    d.pay()
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).has("Decayed"))
            for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, True)] * 2
