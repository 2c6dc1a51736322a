"""Phasing (CR 702.26): a phased-out permanent is treated as though it doesn't exist
(702.26b) and is removed from combat (506.4); what is attached to it phases out with it,
indirectly, and phases in with it, still attached (702.26g), in its controller's untap step
(502.1); phasing out at the same time as what it's attached to, it phases out indirectly only
(702.26h). An Aura phased out directly phases in attached to what it was attached to, or
unattached if that has gone (702.26i).

Spectral Adversary (MID) phases out other permanents: "When Spectral Adversary enters the
battlefield, you may pay {1}{U} any number of times. When you pay this cost one or more times,
up to that many other target artifacts, creatures, and/or enchantments phase out."
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    PassPriority,
)
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def _setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Improvised Armor", attached_to="seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Festering Goblin")
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    return Driver(s.build())


def _events(d: Driver, kind: str, since: int) -> list[tuple[int | None, bool]]:
    return [(e.obj, bool(e.data.get("indirect"))) for e in d.state.log[since:] if e.kind == kind]


def test_an_attacker_phases_out_with_its_aura_and_phases_in_with_it_attached() -> None:
    """CR 702.26b, g, 506.4: Glory Seeker, enchanted by Improvised Armor, attacks and phases
    out: it is removed from combat and deals no damage; the Armor phases out indirectly. Both
    stay phased out through player 1's untap step and phase in together in player 0's, the
    Armor still attached."""
    d = _setup()
    seeker, armor = d.find("Glory Seeker"), d.find("Improvised Armor")
    d.to_combat()
    d.attack([seeker], defender=1)
    d.pass_priority()  # player 0 passes in the declare attackers step; player 1 acts
    n = len(d.state.log)
    phase_out_with_adversary(d, seeker, player=1)
    assert _events(d, "phase_out", n) == [(seeker, False), (armor, True)]
    assert d.state.objects[seeker].phased_out and d.state.objects[armor].phased_out
    assert seeker not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    d.pass_until("upkeep", turn=4)  # player 1's untap step: nothing of player 0's phases in
    assert d.state.objects[seeker].phased_out and d.state.objects[armor].phased_out
    n = len(d.state.log)
    d.pass_until("upkeep", turn=5)
    assert _events(d, "phase_in", n) == [(seeker, False), (armor, False)]
    assert not d.state.objects[seeker].phased_out and not d.state.objects[armor].phased_out
    assert d.state.objects[armor].attached_to == seeker
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2 + 2, 2 + 5)


@pytest.mark.parametrize("aura_first", [False, True])
def test_an_aura_phasing_out_directly_and_indirectly_at_once_phases_out_indirectly(
        aura_first: bool) -> None:
    """CR 702.26h, 702.26g: Spectral Adversary's reflexive ability targets both Glory Seeker
    and its Improvised Armor; the Armor would phase out directly and, with the Seeker,
    indirectly: it phases out indirectly only, and phases in with the Seeker, attached."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Improvised Armor", attached_to="seeker")
    s.battlefield(1, *["Island"] * 6)
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker, armor = d.find("Glory Seeker"), d.find("Improvised Armor")
    d.pass_priority()
    n = len(d.state.log)
    targets = (armor, seeker) if aura_first else (seeker, armor)
    phase_out_with_adversary(d, *targets, player=1)
    assert sorted(_events(d, "phase_out", n)) == sorted([(seeker, False), (armor, True)])
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[armor].phased_out
    assert d.state.objects[armor].attached_to == seeker


@pytest.mark.parametrize("aura_first", [False, True])
def test_an_opponents_aura_phased_out_with_its_creature_phases_in_with_it(
        aura_first: bool) -> None:
    """CR 702.26h, 702.26g: player 0's Improvised Armor enchants player 1's Elvish Warrior;
    player 0 phases out both at once. The Armor phases out indirectly only, so it phases in
    with the Warrior in player 1's untap step, attached (the Warrior is 4/8 in player 1's
    turn), not by itself in player 0's."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", label="warrior")
    s.battlefield(0, "Improvised Armor", attached_to="warrior")
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    warrior, armor = d.find("Elvish Warrior"), d.find("Improvised Armor")
    n = len(d.state.log)
    targets = (armor, warrior) if aura_first else (warrior, armor)
    phase_out_with_adversary(d, *targets, player=0)
    assert sorted(_events(d, "phase_out", n)) == sorted([(warrior, False), (armor, True)])
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1
    assert not d.state.objects[warrior].phased_out and not d.state.objects[armor].phased_out
    assert d.state.objects[armor].attached_to == warrior
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 8)


def test_a_blocked_attacker_that_phases_out_is_dealt_no_damage_by_its_blocker() -> None:
    """CR 506.4, 702.26b: the blocked Glory Seeker phases out during the declare blockers
    step; Festering Goblin, still blocking, has no creature to deal its damage to, and the
    phased-out Seeker is dealt none."""
    d = _setup()
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.to_combat()
    d.attack([seeker], defender=1)
    d.pass_priority()
    d.pass_priority()
    d.block({goblin: seeker})
    d.pass_priority()  # player 0 passes in the declare blockers step; player 1 acts
    phase_out_with_adversary(d, seeker, player=1)
    n = len(d.state.log)
    d.pass_until("postcombat_main")
    assert not [e for e in d.state.log[n:] if e.kind == "damage"]
    assert d.state.objects[seeker].damage == 0
    assert d.zone_of("Festering Goblin") == "battlefield"


def test_a_phased_out_permanents_prevention_ability_does_nothing() -> None:
    """CR 702.26b: a phased-out Daunting Defender's ability ("If a source would deal damage to
    a Cleric creature you control, prevent 1 of that damage.") doesn't apply: Shock deals all
    2 damage to an Aven Soulgazer (a Cleric). Once the Defender has phased in, it prevents 1
    of the 2 Shock deals to the other one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", phased_out=True)
    s.battlefield(0, "Aven Soulgazer", "Aven Soulgazer")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    first, second = d.ids("Aven Soulgazer")
    d.cast(1, "Shock", targets=[first])
    d.resolve()
    assert d.state.objects[first].damage == 2
    d.pass_until("upkeep", turn=4)  # player 0's untap step: the Defender phases in
    assert not d.state.objects[d.find("Daunting Defender")].phased_out
    d.pass_priority()
    d.cast(1, "Shock", targets=[second])
    d.resolve()
    assert d.state.objects[second].damage == 1


def test_a_phased_out_permanent_does_not_hide_the_abilities_of_the_others() -> None:
    """CR 702.26b: a phased-out Glory Seeker is skipped, and Daunting Defender, placed after
    it, still prevents 1 of the damage Shock deals to Aven Soulgazer (a Cleric)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", phased_out=True)
    s.battlefield(0, "Daunting Defender", "Aven Soulgazer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    soulgazer = d.find("Aven Soulgazer")
    d.cast(1, "Shock", targets=[soulgazer])
    d.resolve()
    assert d.state.objects[soulgazer].damage == 1


def test_a_blocker_stays_blocking_no_creature_when_its_attacker_phases_out() -> None:
    """CR 702.26b, 506.4, 509.1g, 510.1d: the blocked Glory Seeker phases out and is removed
    from combat; Festering Goblin remains a blocking creature, now blocking no creature."""
    d = _setup()
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.to_combat()
    d.attack([seeker], defender=1)
    d.pass_priority()
    d.pass_priority()
    d.block({goblin: seeker})
    assert d.game.view(0)["combat"]["blockers"] == [[goblin, [seeker]]]
    d.pass_priority()
    phase_out_with_adversary(d, seeker, player=1)
    combat = d.game.view(0)["combat"]
    assert combat["attackers"] == []
    assert combat["blockers"] == [[goblin, []]]


def test_an_attacker_stays_blocked_when_its_blocker_phases_out() -> None:
    """CR 702.26b, 506.4, 509.1h, 510.1c: Festering Goblin blocks Glory Seeker, then player 0
    phases the Goblin out: it is removed from combat, but the Seeker remains blocked; with no
    creature blocking it and no trample, it deals no combat damage. The phased-out Goblin is
    dealt none either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Festering Goblin")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.to_combat()
    d.attack([seeker], defender=1)
    d.pass_priority()
    d.pass_priority()
    d.block({goblin: seeker})
    phase_out_with_adversary(d, goblin, player=0)
    assert d.state.objects[goblin].phased_out
    assert d.state.combat is not None
    assert seeker in d.state.combat.attackers and seeker in d.state.combat.blocked
    assert goblin not in d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[goblin].damage == 0 and goblin in d.state.battlefield


def _attachment_phased_out(shock: bool, attached: str = "Improvised Armor"
                     ) -> tuple[Driver, int, int]:
    """Player 1 phases out player 0's Improvised Armor (or ``attached``) on Glory Seeker
    itself (directly) in player 0's main phase; if ``shock``, player 1 then Shocks the Glory
    Seeker, a 2/2 without it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, attached, attached_to="seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Mountain")
    s.hand(1, "Spectral Adversary", "Shock")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker, armor = d.find("Glory Seeker"), d.find(attached)
    d.pass_priority()
    phase_out_with_adversary(d, armor, player=1)
    assert d.state.objects[armor].phased_out and not d.state.objects[seeker].phased_out
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    if shock:
        while d.decision.player != 1:
            d.pass_priority()
        d.cast(1, "Shock", targets=[seeker])
        d.resolve()
        assert d.zone_of("Glory Seeker") == "graveyard"
    return d, seeker, armor


def test_an_aura_phased_out_directly_phases_in_attached_to_the_same_creature() -> None:
    """CR 702.26i: Improvised Armor, phased out directly, phases in in its controller's next
    untap step attached to the Glory Seeker it was attached to, which is still on the
    battlefield: the Seeker is 4/7 again."""
    d, seeker, armor = _attachment_phased_out(shock=False)
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[armor].phased_out
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[armor].phased_out
    assert d.state.objects[armor].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 7)


def test_an_aura_whose_creature_left_phases_in_unattached_and_goes_to_the_graveyard() -> None:
    """CR 702.26b, 702.26i, 704.5m: the Glory Seeker died while Improvised Armor was phased
    out; treated as though it doesn't exist, the Armor stays on the battlefield, phased out,
    through player 1's turn. It phases in unattached in player 0's untap step and
    state-based actions put it into its owner's graveyard."""
    d, seeker, armor = _attachment_phased_out(shock=True)
    d.pass_until("upkeep", turn=4)
    assert armor in d.state.battlefield and d.state.objects[armor].phased_out
    d.pass_until("upkeep", turn=5)
    assert d.zone_of("Improvised Armor") == "graveyard"


def test_each_players_phased_out_permanents_phase_in_in_their_own_untap_step() -> None:
    """CR 702.26a, 502.1: Spectral Adversary phases out player 0's Glory Seeker and player 1's
    own Festering Goblin. In player 0's untap step only the Seeker phases in; the Goblin phases
    in in player 1's untap step, the turn after."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, *["Island"] * 6, "Festering Goblin")
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.pass_priority()  # player 0 passes in their main phase; player 1 may act
    phase_out_with_adversary(d, seeker, goblin, player=1)
    assert d.state.objects[seeker].phased_out and d.state.objects[goblin].phased_out
    d.pass_until("upkeep", turn=4)  # player 1's untap step: the Goblin phased out under them
    assert not d.state.objects[goblin].phased_out
    assert d.state.objects[seeker].phased_out
    n = len(d.state.log)
    d.pass_until("upkeep", turn=5)
    assert _events(d, "phase_in", n) == [(seeker, False)]
    assert not d.state.objects[seeker].phased_out and not d.state.objects[goblin].phased_out
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[seeker].phased_out and not d.state.objects[goblin].phased_out


def test_a_phased_out_permanents_abilities_do_not_trigger() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist, so its
    triggered abilities don't trigger; the same ability of a phased-in permanent still does,
    wherever the two are on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", phased_out=True, label="out")
    s.battlefield(0, "Morbid Opportunist", label="in")
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.library(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.stack) == 1  # one Opportunist's trigger, not two
    d.resolve()
    assert len(d.state.players[0].hand) == hand  # Shock cast, one card drawn


def _might_of_the_old_ways_draws(others: tuple[str, ...], target: str) -> bool:
    """Player 0 has a phased-out Krosan Tusker (power 6) first on the battlefield, then
    ``others``, and casts Might of the Old Ways on ``target``: whether coven drew a card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker", phased_out=True)
    s.battlefield(0, "Forest", "Forest", *others)
    s.hand(0, "Might of the Old Ways")
    s.library(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.cast(0, "Might of the Old Ways", targets=[d.find(target, zone="battlefield")])
    d.resolve()
    return len(d.state.players[0].hand) == hand


def test_a_phased_out_creatures_power_does_not_count_for_coven() -> None:
    """CR 702.26b: a phased-out creature is treated as though it doesn't exist, so its power
    is not among the different powers of the creatures you control: a Daru Healer made 3/4 and
    a Glory Seeker are two powers, the phased-out Tusker's 6 doesn't make a third, no card."""
    assert not _might_of_the_old_ways_draws(("Daru Healer", "Glory Seeker"), "Daru Healer")


def test_a_phased_out_creature_does_not_hide_the_powers_of_the_others() -> None:
    """CR 702.26b: the creatures that are there still count, wherever the phased-out one is:
    Daru Healer (1), Glory Seeker (2) and a Festering Goblin made 3/3 are three powers, and
    Might of the Old Ways draws a card."""
    assert _might_of_the_old_ways_draws(("Daru Healer", "Glory Seeker", "Festering Goblin"),
                                        "Festering Goblin")


def test_a_phased_out_elf_is_not_counted_among_the_elves_on_the_battlefield() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist, so
    Wellwisher's "1 life for each Elf on the battlefield" counts only itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher")
    s.battlefield(1, "Elvish Warrior", phased_out=True)
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 21


def test_a_phased_out_permanent_does_not_hide_a_later_cost_reduction() -> None:
    """CR 702.26b, 601.2f: a phased-out Glory Seeker is skipped, and Storm Skreelix, placed
    after it, still makes Chain of Plasma ({1}{R}) cost {R}: one Mountain casts it. A
    phased-out Skreelix reduces nothing."""
    def chain_castable(skreelix_phased_out: bool) -> bool:
        s = Scenario(seed=1)
        s.battlefield(0, "Glory Seeker", phased_out=True)
        s.battlefield(0, "Storm Skreelix", phased_out=skreelix_phased_out)
        s.battlefield(0, "Mountain")
        s.hand(0, "Chain of Plasma")
        d = Driver(s.build())
        return CastSpell(d.find("Chain of Plasma"), "normal") in d.game.legal_actions()
    assert chain_castable(False)
    assert not chain_castable(True)


def _shock_can_target_player_0(*phased_out: bool) -> bool:
    """Player 1 casts Shock with player 0's Glory Seeker and Enduring Angel ("You have
    hexproof") phased out as given: whether player 0 is among Shock's legal targets."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", phased_out=phased_out[0])
    s.battlefield(0, "Enduring Angel", phased_out=phased_out[1])
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.act(1, CastSpell(d.find("Shock", "hand"), "normal"))
    d.expect("target")
    return 0 in [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def test_a_phased_out_permanents_rule_ability_does_nothing() -> None:
    """CR 702.26b, 702.11c: a phased-out Enduring Angel's "You have hexproof" doesn't apply:
    its controller can be targeted by Shock; phased in, it gives them hexproof."""
    assert _shock_can_target_player_0(False, True)
    assert not _shock_can_target_player_0(False, False)


def test_a_phased_out_permanent_does_not_hide_a_later_rule_ability() -> None:
    """CR 702.26b: a phased-out Glory Seeker is skipped, and Enduring Angel, placed after it,
    still gives its controller hexproof (CR 702.11c): Shock can't target them."""
    assert not _shock_can_target_player_0(True, False)


def test_a_permanent_phased_in_in_the_untap_step_keeps_its_doesnt_untap_ability() -> None:
    """CR 502.2, 502.3, 702.26a: phasing happens before untapping in the untap step, so a
    tapped Goblin Sharpshooter ("doesn't untap during your untap step") that phases in is a
    permanent with that ability when its controller untaps: it stays tapped; a tapped Glory
    Seeker phasing in with it untaps."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True, phased_out=True)
    s.battlefield(0, "Glory Seeker", tapped=True, phased_out=True)
    for p in (0, 1):
        s.library(p, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    shooter, seeker = d.find("Goblin Sharpshooter"), d.find("Glory Seeker")
    assert not d.state.objects[shooter].phased_out and not d.state.objects[seeker].phased_out
    assert d.state.objects[shooter].tapped
    assert not d.state.objects[seeker].tapped


def test_a_phased_out_creature_is_no_candidate_to_sacrifice_for_a_cost() -> None:
    """CR 702.26b, 118.3: Nantuko Husk's "Sacrifice a creature" may sacrifice the Husk or the
    Elvish Warrior, in battlefield order, not the phased-out Glory Seeker before them (nor
    player 1's Festering Goblin): the creature chosen is sacrificed and the Husk gets +2/+2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", phased_out=True)
    s.battlefield(0, "Nantuko Husk", "Elvish Warrior")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    husk, warrior = d.find("Nantuko Husk"), d.find("Elvish Warrior")
    d.activate(0, "Nantuko Husk")
    d.expect("cost_sacrifice")
    assert [a.value for a in d.game.legal_actions()] == [husk, warrior]
    d.choose(warrior)
    d.resolve()
    assert d.find("Elvish Warrior", "graveyard", 0)
    assert d.chars(husk).power == 4


def test_equipment_whose_creature_left_phases_in_unattached_and_stays() -> None:
    """CR 702.26i, 301.5c: Hedgewitch's Mask, phased out directly, stays phased out while the
    Glory Seeker it equipped dies; it phases in unattached in its controller's untap step and,
    being Equipment, stays on the battlefield (an Aura would go to the graveyard)."""
    d, _, mask = _attachment_phased_out(shock=True, attached="Hedgewitch's Mask")
    d.pass_until("upkeep", turn=5)
    assert mask in d.state.battlefield and not d.state.objects[mask].phased_out
    assert d.state.objects[mask].attached_to is None


def _curse_phased_out(players: int) -> tuple[Driver, int, int]:
    """Player 0's Curse of Conformity enchants player 1, whose Glory Seeker is a 3/3; in
    player 0's turn, player 1 phases the Curse out (directly) with Spectral Adversary."""
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Curse of Conformity", attached_to=1)
    s.battlefield(1, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(1, "Spectral Adversary")
    for p in range(players):
        s.library(p, *["Plains"] * 4)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    curse, seeker = d.find("Curse of Conformity"), d.find("Glory Seeker")
    assert d.chars(seeker).power == 3
    d.pass_priority()
    phase_out_with_adversary(d, curse, player=1)
    assert d.state.objects[curse].phased_out
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    return d, curse, seeker


def test_an_aura_phased_out_directly_phases_in_attached_to_the_same_player() -> None:
    """CR 702.26i, 303.4: the Curse phases in during its controller's next untap step,
    attached to player 1, who is still in the game: the Seeker is a 3/3 again."""
    d, curse, seeker = _curse_phased_out(players=2)
    turn = d.state.turn
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.objects[curse].phased_out
    d.pass_until("upkeep", turn=turn + 2)
    assert not d.state.objects[curse].phased_out
    assert d.state.objects[curse].attached_to == 1
    assert d.chars(seeker).power == 3


def test_an_aura_whose_player_left_phases_in_unattached_and_goes_to_the_graveyard() -> None:
    """CR 702.26i, 800.4a, 704.5m: three players; player 1, enchanted by the phased-out
    Curse, leaves the game. The Curse phases in unattached in player 0's next untap step and
    state-based actions put it into player 0's graveyard."""
    d, curse, seeker = _curse_phased_out(players=3)
    turn = d.state.turn
    d.game.apply(1, Concede())
    assert curse in d.state.battlefield and d.state.objects[curse].phased_out
    d.pass_until("upkeep", turn=turn + 2)
    assert d.state.active == 0
    assert d.zone_of("Curse of Conformity") == "graveyard"


def test_a_control_aura_phased_out_stops_applying_and_takes_the_creature_back_as_it_phases_in(
        ) -> None:
    """CR 702.26b, 702.26i, 302.6: player 1's Grafted Identity ("You control enchanted
    creature. Enchanted creature gets +1/+1.") enchants player 0's Glory Seeker. Player 0
    phases the Aura out: treated as though it doesn't exist, it no longer applies, so player 0
    controls the Seeker, a 2/2 (which came under their control this turn: it can't attack).
    The Aura phases in, attached to the Seeker, in player 1's untap step: player 1 controls
    it again, a 3/3, but only since that untap step, after their turn began, so it can't
    attack that turn either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.battlefield(1, "Wellwisher", "Island", "Island", "Island", "Island")
    s.hand(1, "Grafted Identity")
    s.hand(0, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, *["Island"] * 6)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Grafted Identity", targets=[seeker], choices=[d.find("Wellwisher")])
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    aura = d.find("Grafted Identity")
    phase_out_with_adversary(d, aura, player=0)
    assert d.state.objects[aura].phased_out
    assert d.chars(seeker).controller == 0
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    assert not _may_attack_with(d, seeker)
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1 and not d.state.objects[aura].phased_out
    assert d.state.objects[aura].attached_to == seeker
    assert d.chars(seeker).controller == 1
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    assert not _may_attack_with(d, seeker)
    d.pass_until("upkeep", turn=5)
    assert _may_attack_with(d, d.find("Spectral Adversary"))  # one that may, for contrast


def _may_attack_with(d: Driver, creature: int) -> bool:
    """Pass to the active player's declare attackers step (the turn's combat): whether
    ``creature`` may then be declared as an attacker."""
    while d.state.step.name not in ("DECLARE_ATTACKERS", "END_OF_COMBAT") \
            and d.decision.kind == "priority":
        d.pass_priority()
    return d.decision.kind == "declare_attackers" and any(
        isinstance(a, DeclareAttacker) and a.creature == creature
        for a in d.game.legal_actions())


def test_a_spells_target_phased_out_in_response_is_illegal_and_the_spell_does_nothing() -> None:
    """CR 608.2b, 702.26b: player 1 Shocks player 0's Glory Seeker; in response player 0
    phases it out with Spectral Adversary (flash). Treated as though it doesn't exist, the
    Seeker is no longer a legal target, so Shock doesn't resolve: it's put into the
    graveyard, having dealt no damage. The Seeker phases in, undamaged, in player 0's next
    untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=2)
    for p in (0, 1):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    phase_out_with_adversary(d, seeker, player=0)
    assert d.state.objects[seeker].phased_out
    assert d.zone_of("Shock") == "stack"
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "damage"]
    d.pass_until("upkeep", turn=3)
    assert not d.state.objects[seeker].phased_out and d.state.objects[seeker].damage == 0


def test_a_token_phased_out_at_the_end_step_isnt_sacrificed_and_phases_in_to_stay() -> None:
    """CR 702.26b, 603.7, 513.1: Hungry for More's "Sacrifice it at the beginning of the next
    end step" triggers and resolves, but the Vampire token it refers to is phased out, treated
    as though it doesn't exist: it isn't sacrificed. It phases in in its controller's next
    untap step (502.1) and stays, its delayed ability used up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain", "Mountain")
    s.hand(0, "Hungry for More")
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    [vampire] = d.ids("Vampire", zone="battlefield")
    d.pass_priority()
    phase_out_with_adversary(d, vampire, player=1)
    assert d.state.objects[vampire].phased_out
    d.pass_until("end")
    d.resolve_all()
    assert not d.state.delayed  # it triggered and resolved
    assert vampire in d.state.battlefield and d.state.objects[vampire].phased_out
    d.pass_until("upkeep", turn=5)
    assert vampire in d.state.battlefield and not d.state.objects[vampire].phased_out
    d.pass_until("upkeep", turn=7)
    assert vampire in d.state.battlefield


def test_a_creature_phased_out_at_the_end_step_isnt_exiled_by_wake_to_slaughter() -> None:
    """CR 702.26b, 603.7: Wake to Slaughter's "Exile it at the beginning of the next end step"
    triggers and resolves while the returned Glory Seeker is phased out: treated as though it
    doesn't exist, it isn't exiled, and it phases in in its controller's next untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    seeker = d.find("Glory Seeker", "battlefield")
    d.pass_priority()
    phase_out_with_adversary(d, seeker, player=1)
    d.pass_until("end")
    d.resolve_all()
    assert not d.state.delayed  # it triggered and resolved
    assert seeker in d.state.battlefield and d.state.objects[seeker].phased_out
    d.pass_until("upkeep", turn=5)
    assert seeker in d.state.battlefield and not d.state.objects[seeker].phased_out


def test_514_2_damage_on_a_phased_out_creature_is_removed_in_the_cleanup_step() -> None:
    """CR 514.2, 702.26b: Shock deals 2 damage to Krosan Tusker (6/5), which then phases out;
    at the end step it still has the damage marked, and the cleanup step removes the damage
    marked on every permanent, phased-out ones included: it phases in (its controller's untap
    step, 502.1) with none."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Spectral Adversary", "Shock")
    s.battlefield(1, "Krosan Tusker")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Shock", targets=[tusker])
    d.resolve()
    phase_out_with_adversary(d, tusker)
    d.pass_until("end")
    o = d.state.objects[tusker]
    assert o.phased_out and o.damage == 2
    d.pass_until("upkeep", turn=4)
    o = d.state.objects[tusker]
    assert not o.phased_out and o.damage == 0


def test_a_creature_phased_out_before_tephraderm_s_ability_resolves_is_dealt_no_damage() -> None:
    """CR 702.26b: Krosan Tusker deals 6 combat damage to the blocking Tephraderm, whose
    ability ("Tephraderm deals that much damage to that creature") triggers; Spectral
    Adversary phases the Tusker out in response. Treated as though it doesn't exist, it is
    dealt nothing: only the 4 combat damage stays marked on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Krosan Tusker", *["Island"] * 5)
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, *["Plains"] * 4)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Tephraderm"): tusker})
    d.pass_priority()
    d.pass_priority()
    assert d.state.objects[tusker].damage == 4 and len(d.state.stack) == 1
    phase_out_with_adversary(d, tusker, player=1)
    assert d.state.objects[tusker].phased_out
    d.resolve_all()
    assert not d.state.stack and d.state.objects[tusker].damage == 4


def test_a_taken_creature_phasing_out_with_its_control_aura_never_left_its_control() -> None:
    """CR 702.26d, 702.26g, 302.6: player 0's Grafted Identity has had player 1's Glory
    Seeker since before player 0's turn. Player 1 phases the Seeker out with Spectral
    Adversary; the Aura phases out with it. Both phase in in player 0's next untap step. The
    phasing didn't make the Seeker leave player 0's control, even while it was treated as not
    under their control: it may attack that turn, and no control change was recorded."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Grafted Identity", attached_to="seeker")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    for p in (0, 1):
        s.library(p, *["Island"] * 8)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    seeker, aura = d.find("Glory Seeker"), d.find("Grafted Identity")
    d.pass_until("end", turn=3)
    assert d.chars(seeker).controller == 0
    changes = sum(e.kind == "control_changed" for e in d.game.log)
    d.pass_priority()
    phase_out_with_adversary(d, seeker, player=1)
    assert d.state.objects[seeker].phased_out and d.state.objects[aura].phased_out
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[seeker].phased_out
    assert d.state.objects[aura].attached_to == seeker
    assert d.chars(seeker).controller == 0
    assert sum(e.kind == "control_changed" for e in d.game.log) == changes
    assert _may_attack_with(d, seeker)


def test_an_aura_phased_out_with_a_creature_whose_owner_left_phases_in_and_is_put_away(
        ) -> None:
    """CR 702.26g, 502.1, 800.4a, 704.5m: three players; player 2's Pacifism enchants player
    1's Glory Seeker, which player 0 phases out with Spectral Adversary: the Pacifism phases
    out with it, indirectly. Player 1 concedes and the Seeker leaves the game with them. The
    Pacifism, attached to nothing that remains, no longer waits for it: it phases in during
    its controller's (player 2's) next untap step, unattached, and state-based actions put it
    into player 2's graveyard."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(2, "Pacifism", attached_to="seeker")
    for p in range(3):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    phase_out_with_adversary(d, seeker, player=0)
    assert d.state.objects[seeker].phased_out and d.state.objects[pacifism].phased_out
    turn = d.state.turn
    d.game.apply(1, Concede())
    assert seeker not in d.state.objects
    assert pacifism in d.state.battlefield and d.state.objects[pacifism].phased_out
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 2
    assert d.zone_of("Pacifism") == "graveyard"


def test_an_aura_phased_out_under_a_player_who_left_with_a_creature_that_left_phases_in(
        ) -> None:
    """CR 702.26g, 702.26n, 800.4a, 704.5m: four players; player 3's Pacifism enchants player
    1's Glory Seeker, and player 0 gains control of the Pacifism with Blatant Thievery. Player 2
    phases the Seeker out with Spectral Adversary: the Pacifism phases out with it, indirectly,
    under player 0's control. Players 1 and 0 concede during player 0's turn: the Seeker leaves
    the game with its owner, and player 0's control of the Pacifism ends with them (800.4a).
    With nothing left to phase in along with (702.26g), the Pacifism, which phased out under a
    player who left, phases in during the next untap step after player 0's next turn would
    have begun (702.26n): player 2's second untap step from now, a whole round later. It is
    then player 3's, attached to nothing, and state-based actions put it into player 3's
    graveyard (704.5m)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(2, *["Island"] * 5)
    s.hand(2, "Spectral Adversary")
    s.battlefield(3, "Pacifism", attached_to="seeker")
    for p in range(4):
        s.library(p, *["Plains"] * 6)
    d = Driver(s.build())
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    island = d.find("Island", player=2)
    d.cast(0, "Blatant Thievery", targets=[seeker, island, pacifism])
    d.resolve()
    assert d.chars(pacifism).controller == 0
    d.act(0, PassPriority())
    d.act(1, PassPriority())
    phase_out_with_adversary(d, seeker, player=2)
    assert d.state.objects[pacifism].phased_out
    turn = d.state.turn
    d.game.apply(1, Concede())
    d.game.apply(0, Concede())
    assert seeker not in d.state.objects
    assert pacifism in d.state.battlefield and d.state.objects[pacifism].phased_out
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 2 and d.state.objects[pacifism].phased_out
    d.pass_until("upkeep", turn=turn + 3)
    assert d.state.active == 2
    assert pacifism not in d.state.battlefield
    assert d.find("Pacifism", zone="graveyard") is not None
    assert d.zone_of("Pacifism") == "graveyard"


def test_an_aura_phased_out_under_a_player_who_left_still_waits_for_its_creature() -> None:
    """CR 702.26g, 702.26n, 800.4a: four players; player 1's Pacifism enchants player 3's
    Glory Seeker, and player 0 gains control of the Pacifism with Blatant Thievery. During
    player 3's turn, player 2 phases the Seeker out with Spectral Adversary, the Pacifism with
    it, indirectly, under player 0's control, and player 0 concedes. The untap step after
    player 0's next turn would have begun is player 1's, but the Pacifism phased out
    indirectly and the Seeker is still in the game: it doesn't phase in by itself (702.26g).
    It phases in along with the Seeker, in player 3's next untap step, still attached to it,
    and is player 1's again (player 0's control of it ended as they left, 800.4a)."""
    d, seeker, pacifism, turn = _aura_taken_and_phased_out_during_player_3s_turn()
    d.game.apply(0, Concede())
    d.pass_until("upkeep", turn=turn + 4)
    assert d.state.active == 1
    assert d.state.objects[pacifism].phased_out and d.state.objects[seeker].phased_out
    d.pass_until("upkeep", turn=turn + 6)
    assert d.state.active == 3
    assert not d.state.objects[pacifism].phased_out
    assert d.state.objects[pacifism].attached_to == seeker
    assert d.chars(pacifism).controller == 1


def test_an_aura_that_waited_for_its_creature_phases_in_once_the_creature_leaves() -> None:
    """CR 702.26g, 702.26n, 800.4a, 704.5m: as in the test above, the Pacifism player 0 took
    phased out with player 3's Seeker under player 0's control, and player 0 conceded during
    player 3's turn; in player 1's untap step (the one 702.26n gives) it waited for the Seeker.
    Then player 3 concedes and the Seeker leaves the game with them: the Pacifism, with nothing
    left to phase in along with and its time come, phases in during the next untap step
    (player 2's), is player 1's, attached to nothing, and is put into player 1's graveyard."""
    d, seeker, pacifism, turn = _aura_taken_and_phased_out_during_player_3s_turn()
    d.game.apply(0, Concede())
    d.pass_until("upkeep", turn=turn + 4)
    assert d.state.active == 1 and d.state.objects[pacifism].phased_out
    d.game.apply(3, Concede())
    assert seeker not in d.state.objects and d.state.objects[pacifism].phased_out
    d.pass_until("upkeep", turn=turn + 5)
    assert d.state.active == 2
    assert pacifism not in d.state.battlefield
    assert d.find("Pacifism", "graveyard", 1) is not None


def _aura_taken_and_phased_out_during_player_3s_turn() -> tuple[Driver, int, int, int]:
    """Four players; player 1's Pacifism enchants player 3's Glory Seeker; player 0 gains
    control of the Pacifism with Blatant Thievery; during player 3's turn, player 2 phases the
    Seeker out with Spectral Adversary, the Pacifism with it, indirectly, under player 0's
    control. Returns the driver, the Seeker, the Pacifism and the number of player 0's turn."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(3, "Glory Seeker", label="seeker")
    s.battlefield(3, "Plains")
    s.battlefield(1, "Pacifism", attached_to="seeker")
    s.battlefield(2, *["Island"] * 5)
    s.hand(2, "Spectral Adversary")
    for p in range(4):
        s.library(p, *["Plains"] * 6)
    d = Driver(s.build())
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    d.cast(0, "Blatant Thievery",
           targets=[pacifism, d.find("Island", player=2), d.find("Plains", "battlefield", 3)])
    d.resolve()
    assert d.chars(pacifism).controller == 0
    turn = d.state.turn
    d.pass_until("upkeep", turn=turn + 3)
    assert d.state.active == 3
    for p in (3, 0, 1):
        d.act(p, PassPriority())
    phase_out_with_adversary(d, seeker, player=2)
    assert d.state.objects[pacifism].phased_out
    return d, seeker, pacifism, turn
