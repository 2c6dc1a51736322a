"""State-based actions meeting the cards' own changes (CR 704): a permanent that stops being
what its Aura or Equipment may be attached to, by transforming or as an effect ends in the
cleanup step (CR 704.5m, 704.5n, 514.3a); a permanent phasing out with its Equipment (CR
702.26g); players losing in the same check by different actions (CR 704.3, 104.4a).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary

ARLINN = "Arlinn, the Pack's Hope"
ZERO = 2  # Arlinn, the Moon's Fury's [0] ability


def test_704_5m_annex_falls_off_hostile_hostel_transformed_into_a_creature() -> None:
    """CR 704.5m, 303.4c, 712.8e, 613.1b: player 1's Annex ("Enchant land. You control enchanted
    land.") enchants player 0's Hostile Hostel, which has two soul counters. Player 1 activates
    the Hostel, sacrificing Glory Seeker: the third counter transforms it into Creeping Inn, an
    artifact creature and no land. Annex is then attached to an illegal object and goes to its
    owner's graveyard, and without its effect Creeping Inn is player 0's again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", counters={"soul": 2})
    s.battlefield(1, "Annex", attached_to="Hostile Hostel")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    hostel = d.find("Hostile Hostel")
    assert d.chars(hostel).controller == 1
    d.activate(1, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(hostel)
    assert c.name == "Creeping Inn" and c.is_creature and "Land" not in c.types
    assert d.zone_of("Annex") == "graveyard"
    assert d.ids("Annex", zone="graveyard", player=1)
    assert c.controller == 0


def test_704_5n_704_5m_the_moons_fury_stops_being_a_creature_in_the_cleanup_step() -> None:
    """CR 704.5m, 704.5n, 514.2, 514.3a, 611.2: Arlinn, the Moon's Fury's [0] makes her a 5/5
    Werewolf creature until end of turn; Swiftfoot Boots equips her and Crown of Vigor enchants
    her. In the cleanup step the effect ends: she is no creature, so in one check the Boots
    become unattached (staying on the battlefield) and the Crown, an "Enchant creature" Aura,
    goes to the graveyard. State-based actions were performed, so the active player receives
    priority in the cleanup step."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Forest", "Forest")
    s.hand(0, "Crown of Vigor")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    d.activate(0, "Swiftfoot Boots", targets=[arlinn])
    d.resolve()
    boots = d.find("Swiftfoot Boots")
    d.cast(0, "Crown of Vigor", targets=[arlinn])
    d.resolve()
    crown = d.find("Crown of Vigor", zone="battlefield")
    assert d.state.objects[boots].attached_to == arlinn
    assert d.state.objects[crown].attached_to == arlinn
    assert {"Haste", "Hexproof"} <= d.chars(arlinn).keywords
    d.pass_until("cleanup")
    assert d.decision.kind == "priority" and d.decision.player == 0  # CR 514.3a
    assert not d.chars(arlinn).is_creature
    assert d.zone_of("Swiftfoot Boots") == "battlefield"
    assert d.state.objects[boots].attached_to is None
    assert d.zone_of("Crown of Vigor") == "graveyard"
    assert d.zone_of(ARLINN) == "battlefield"
    assert d.state.objects[arlinn].counters == {"loyalty": 4}


def test_702_26g_creeping_inn_phases_out_and_in_with_its_equipment_still_attached() -> None:
    """CR 702.26g, 702.26d, 704.5n: Creeping Inn equipped with Swiftfoot Boots phases out; the
    Boots phase out indirectly with it and stay attached. Both phase in together in player 0's
    next untap step: the Boots never became unattached, and the Inn has haste again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(0, "Swiftfoot Boots", attached_to="Hostile Hostel")
    s.battlefield(0, *["Plains"] * 4)
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    boots = d.find("Swiftfoot Boots")
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out and d.state.objects[boots].phased_out
    assert d.state.objects[boots].attached_to == inn
    d.pass_until("precombat_main", turn=4)
    assert d.state.objects[boots].phased_out
    d.pass_until("precombat_main", turn=5)
    assert not d.state.objects[inn].phased_out and not d.state.objects[boots].phased_out
    assert d.state.objects[boots].attached_to == inn
    assert "Haste" in d.chars(inn).keywords


def test_104_4a_zero_life_and_ten_poison_counters_in_one_check_is_a_draw() -> None:
    """CR 704.3, 704.5a, 704.5c, 104.4a: player 0 has 0 life and player 1 ten poison counters;
    the first check makes both lose at once: the game is a draw."""
    s = Scenario(seed=1)
    s.life(0, 0)
    s.poison(1, 10)
    g = s.build()
    assert g.is_over and g.winners == ()
    assert g.state.players[0].lost and g.state.players[1].lost


def test_704_6a_704_6b_one_team_at_zero_life_the_other_at_fifteen_poison_is_a_draw() -> None:
    """CR 704.6a, 704.6b, 810.8a, 104.4a: in Two-Headed Giant the first team has 0 life and the
    second team fifteen poison counters: both teams lose in the same check, a draw."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.life(0, 0)
    s.poison(2, 15)
    g = s.build()
    assert g.is_over and g.winners == ()
    assert all(p.lost for p in g.state.players)


def test_704_3_one_player_at_zero_life_another_poisoned_out_the_third_wins() -> None:
    """CR 704.3, 704.5a, 704.5c, 104.2a: three players; player 0 has 0 life and player 1 ten
    poison counters. Both lose in one check and player 2, the only one left, wins."""
    s = Scenario(players=3, seed=1)
    s.life(0, 0)
    s.poison(1, 10)
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    g = s.build()
    assert g.is_over and g.winners == (2,)
    assert g.state.players[0].lost and g.state.players[1].lost and not g.state.players[2].lost


def test_704_4_a_player_at_0_life_mid_resolution_copies_the_chain_then_loses_and_it_ceases() -> None:
    """CR 704.4, 608.2, 704.5a, 800.4a: three players. Chain of Plasma deals 3 damage to player
    1, at 3 life. While it resolves player 1 is still in the game at 0 life: they discard Shock
    and copy the spell at player 2. Once it has resolved, the check makes player 1 lose; they
    leave the game and the copy they control, no card, ceases to exist: player 2 is dealt no
    damage."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.life(1, 3)
    s.hand(1, "Shock", "Forest")
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    assert d.life(1) == 0 and not d.state.players[1].lost
    assert d.expect("may").player == 1
    d.choose(True)  # discard a card
    d.choose(d.find("Shock", zone="hand", player=1))
    d.choose(True)  # copy it
    assert d.expect("new_target").player == 1
    d.choose(2)
    assert d.state.players[1].lost and not d.state.stack
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert (d.life(0), d.life(2)) == (20, 20)


def test_704_5j_a_legend_coming_back_in_the_cleanup_step_meets_its_owners_other_copy() -> None:
    """CR 704.5j, 514.2, 514.3a, 302.6: in player 1's turn Arlinn's +1 lets them cast creature
    spells as though they had flash. In player 0's turn Threaten takes player 1's Adeline, and
    player 1 casts a second Adeline: no legend rule, each player controls one. In the cleanup
    step Threaten's effect ends and Adeline is player 1's again: the legend rule applies there,
    player 1 keeps the new one, and as an action was performed the active player receives
    priority in that cleanup step."""
    adeline = "Adeline, Resplendent Cathar"
    s = Scenario(seed=1)
    s.battlefield(1, ARLINN, adeline, "Plains", "Plains", "Plains")
    s.hand(1, adeline)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.activate(1, ARLINN, index=1)
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    first = d.find(adeline, zone="battlefield")
    d.cast(0, "Threaten", targets=[first])
    d.resolve()
    assert d.chars(first).controller == 0
    d.pass_priority()
    d.cast(1, adeline)
    d.resolve()
    second = next(x for x in d.ids(adeline, zone="battlefield") if x != first)
    assert d.chars(second).controller == 1
    d.pass_until("end", turn=3)
    assert d.state.objects.get(first) is not None
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "CLEANUP"
    assert d.expect("legend_rule").player == 1
    d.choose(second)
    assert d.ids(adeline, zone="battlefield") == [second] and first not in d.state.objects
    assert len(d.ids(adeline, zone="graveyard", player=1)) == 1
    assert d.state.step.name == "CLEANUP"
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_704_5n_equipment_phasing_in_on_a_creature_phased_out_since_becomes_unattached() -> None:
    """CR 702.26i, 702.26b, 704.5n, 704.5m: Glory Seeker wears player 0's Swiftfoot Boots and
    Crown of Vigor. In player 0's turn, player 1's Spectral Adversary phases out the Boots and
    the Crown directly. In player 1's turn, player 1 takes the Seeker with Threaten and phases it
    out with a second Adversary, under player 1's control. In player 0's untap step the Boots
    and the Crown phase in attached to the Seeker, still on the battlefield but phased out,
    treated as though it doesn't exist: the check puts the Crown into the graveyard and
    unattaches the Boots, which stay on the battlefield. When the Seeker phases in, in player
    1's untap step, the Boots don't come back to it: it has no hexproof nor haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Swiftfoot Boots", attached_to="Glory Seeker")
    s.battlefield(0, "Crown of Vigor", attached_to="Glory Seeker")
    s.battlefield(1, *["Island"] * 6, "Mountain")
    s.hand(1, "Spectral Adversary", "Spectral Adversary", "Threaten")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    boots, crown = d.find("Swiftfoot Boots"), d.find("Crown of Vigor")
    d.pass_priority()
    phase_out_with_adversary(d, boots, crown, player=1)
    assert d.state.objects[boots].phased_out and d.state.objects[crown].phased_out
    assert not d.state.objects[seeker].phased_out
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    phase_out_with_adversary(d, seeker, player=1)
    assert d.state.objects[seeker].phased_out
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[seeker].phased_out
    assert not d.state.objects[boots].phased_out
    assert d.zone_of("Crown of Vigor") == "graveyard"
    assert d.zone_of("Swiftfoot Boots") == "battlefield"
    assert d.state.objects[boots].attached_to is None
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[seeker].phased_out
    c = d.chars(seeker)
    assert c.controller == 0 and not {"Hexproof", "Haste"} & c.keywords
    assert d.state.objects[boots].attached_to is None
