"""Kessig Cagebreakers — {4}{G} Creature — Human Rogue 3/4.

Oracle: "Whenever Kessig Cagebreakers attacks, create a 2/2 green Wolf creature token that's
tapped and attacking for each creature card in your graveyard."
Rulings covered: MIC-OR-0229, MIC-OR-0230, MIC-OR-0231.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Kessig Cagebreakers")

CARD = "Kessig Cagebreakers"


@pytest.mark.ruling("MIC-OR-0229", "MIC-OR-0231")
def test_counted_on_resolution_tokens_attack_but_were_not_declared() -> None:
    """Two creature cards in the graveyard (a land doesn't count); Shock on the own Glory
    Seeker in response adds a third: three tapped, attacking Wolves, which deal damage. They
    were never declared as attackers: the only "attacks" event is the Cagebreakers'."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain")
    s.graveyard(0, "Elvish Warrior", "Fleshbag Marauder", "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    wolves = d.ids("Wolf Token", "battlefield")
    assert len(wolves) == 3
    assert all(d.state.objects[w].tapped and w in d.state.combat.attackers for w in wolves)
    assert len([e for e in d.game.log if e.kind == "attacks"]) == 1
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 - 6


@pytest.mark.ruling("MIC-OR-0230")
def test_the_tokens_may_attack_another_player() -> None:
    """With three players, the Cagebreakers attack player 1 and the Wolf attacks player 2, as
    its controller chooses."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 1})
    d.resolve()
    dec = d.expect("choose_option")  # CR 508.4: chosen as the token enters
    assert dec.player == 0 and dec.prompt == "Choose the player or planeswalker the tokens attack"
    assert {a.value for a in d.game.legal_actions()} == {1, 2}
    d.choose(2)
    wolf = d.find("Wolf Token", "battlefield")
    assert d.state.combat.attackers[wolf] == 2
    d.pass_until("postcombat_main")
    assert (d.life(1), d.life(2)) == (17, 18)


@pytest.mark.ruling("MIC-OR-0230")
def test_each_token_attacks_what_its_controller_chooses_for_it() -> None:
    """CR 508.4: "You declare which player or planeswalker each token is attacking": with two
    creature cards in the graveyard and three players, the first Wolf attacks player 2, the
    second player 1, as the Cagebreakers do; each player loses what attacked them."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 1})
    d.resolve()
    dec = d.expect("choose_option")
    assert dec.prompt == "Choose the player or planeswalker token 1 of 2 attacks"
    d.choose(2)
    dec = d.expect("choose_option")
    assert dec.prompt == "Choose the player or planeswalker token 2 of 2 attacks"
    d.choose(1)
    wolves = d.ids("Wolf Token", "battlefield")
    assert sorted(d.state.combat.attackers[w] for w in wolves) == [1, 2]
    assert all(d.state.objects[w].tapped for w in wolves)
    d.pass_until("postcombat_main")
    assert (d.life(1), d.life(2)) == (20 - 3 - 2, 20 - 2)


def test_the_tokens_may_attack_the_player_and_their_planeswalker() -> None:
    """CR 508.4, MIC-OR-0230 in a two-player game: of three Wolves, two attack the opponent
    and one their Teferi, Who Slows the Sunset, which loses two loyalty (CR 120.3c)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior", "Glory Seeker", "Fleshbag Marauder")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({d.find(CARD): 1})
    d.resolve()
    for choice in (1, teferi, 1):
        d.expect("choose_option")
        d.choose(choice)
    wolves = d.ids("Wolf Token", "battlefield")
    assert sorted((d.state.combat.attackers[w] for w in wolves), key=str) == \
        sorted((1, 1, teferi), key=str)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 - 4
    assert d.state.objects[teferi].counters["loyalty"] == 2


def test_the_tokens_may_attack_a_planeswalker_an_opponent_controls_and_nothing_else() -> None:
    """CR 508.4: a creature put onto the battlefield attacking attacks a player or a
    planeswalker its controller chooses among those it could attack: the opponent or their
    Teferi; not the opponent's phased-out Wrenn and Seven (CR 702.26b), their Glory Seeker, nor
    its controller's own Arlinn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Arlinn, the Pack's Hope")
    s.graveyard(0, "Elvish Warrior")
    s.battlefield(1, "Wrenn and Seven", phased_out=True)
    s.battlefield(1, "Teferi, Who Slows the Sunset", "Glory Seeker")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({d.find(CARD): 1})
    d.resolve()
    d.expect("choose_option")
    assert {a.value for a in d.game.legal_actions()} == {1, teferi}
    d.choose(teferi)
    wolf = d.find("Wolf Token", "battlefield")
    assert d.state.combat.attackers[wolf] == teferi


def test_no_wolf_attacks_a_player_who_left_or_their_planeswalker() -> None:
    """CR 506.3c, 508.4, 800.4a: the Cagebreakers attack player 1's Teferi; player 1 concedes
    with the trigger on the stack, and their Teferi leaves the game with them. A creature is
    never put onto the battlefield attacking a player not in the game or a permanent no longer
    on the battlefield: the Wolf may attack only player 2 or their Teferi; it deals its 2
    damage to player 2."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(2, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    gone, teferi = d.ids("Teferi, Who Slows the Sunset", player=1) + \
        d.ids("Teferi, Who Slows the Sunset", player=2)
    d.to_combat()
    d.attack({d.find(CARD): gone})
    d.act(1, Concede())
    d.resolve()
    d.expect("choose_option")
    assert {a.value for a in d.game.legal_actions()} == {2, teferi}
    d.choose(2)
    assert d.state.combat.attackers[d.find("Wolf Token", "battlefield")] == 2
    d.pass_until("postcombat_main")
    assert d.life(2) == 18 and d.state.objects[teferi].counters["loyalty"] == 4


def test_only_creature_cards_in_your_own_graveyard() -> None:
    """"Each creature card in your graveyard": the opponent's creature cards and a
    noncreature card don't count; none of yours, no Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Shock", "Forest")
    s.graveyard(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    assert not d.ids("Wolf Token")
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_the_wolves_are_green_2_2s_that_can_be_blocked_and_stay() -> None:
    """The Wolves are 2/2 green Wolf creatures (CR 111.4); attacking since the declare
    attackers step, they can be blocked in the declare blockers step (CR 509.1a); they remain
    on the battlefield after combat (CR 506.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior", "Glory Seeker")
    s.battlefield(1, "Spined Basher")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    wolves = d.ids("Wolf Token", "battlefield")
    c = d.chars(wolves[0])
    assert (c.power, c.toughness, c.colors) == (2, 2, {"G"}) and "Wolf" in c.subtypes
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Spined Basher"): wolves[0]})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 - 2
    assert d.zone_of("Spined Basher") == "graveyard"  # the blocked Wolf and it traded
    assert d.ids("Wolf Token", "battlefield") == [wolves[1]]


def test_a_double_faced_card_in_the_graveyard_has_only_its_front_face() -> None:
    """In a graveyard a transforming double-faced card has only its front face's
    characteristics (CR 712.8a): Heirloom Mirror (an artifact, its back a Demon) isn't a
    creature card; Ludevic, Necrogenius and Suspicious Stowaway are: two Wolves."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Heirloom Mirror", "Ludevic, Necrogenius", "Suspicious Stowaway")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    assert len(d.ids("Wolf Token", "battlefield")) == 2


def test_in_two_headed_giant_the_wolves_attack_a_player_of_the_other_team() -> None:
    """The Wolves attack a defending player chosen as they enter (CR 508.4, 805.10b): either
    player of the other team, never the teammate; the team's shared life takes all the
    damage (CR 810.9)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(CARD): 2})
    d.resolve()
    d.expect("choose_option")
    assert {a.value for a in d.game.legal_actions()} == {2, 3}
    d.choose(3)
    wolf = d.find("Wolf Token", "battlefield")
    assert d.state.combat.attackers[wolf] == 3
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(2), d.life(3)) == (30, 25, 25)


def test_no_creature_card_no_wolf() -> None:
    """X = 0: with no creature card in the graveyard, no token is created."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Forest", "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    assert not d.ids("Wolf Token")
    d.pass_until("postcombat_main")
    assert d.life(1) == 17



def test_the_cagebreakers_gone_the_wolves_still_come_and_it_counts_itself() -> None:
    """CR 113.7a, 608.2h: the opponent's two Shocks put the Cagebreakers into the graveyard
    in response; the ability still resolves and counts it too, as a creature card there
    with Elvish Warrior: two attacking Wolves."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Elvish Warrior")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    cage = d.find(CARD)
    d.to_combat()
    d.attack([cage])
    d.pass_priority()
    d.cast(1, "Shock", targets=[cage])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[cage])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    wolves = d.ids("Wolf Token", "battlefield")
    assert len(wolves) == 2
    assert all(w in d.state.combat.attackers for w in wolves)


def test_made_to_read_elf_it_creates_attacking_elves() -> None:
    """CR 612.2, 612.2a: Wolf changed to Elf in the Cagebreakers' text: the attack trigger
    creates tapped, attacking 2/2 green Elf Tokens; the Cagebreakers stay a Human Rogue (no
    Wolf on their type line)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    s.graveyard(0, "Elvish Warrior", "Fleshbag Marauder")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    cage = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[cage])
    d.resolve()
    d.choose("Wolf")
    d.choose("Elf")
    assert d.chars(cage).subtypes == {"Human", "Rogue"}
    d.to_combat()
    d.attack([cage])
    d.resolve()
    elves = d.ids("Elf Token", "battlefield")
    assert len(elves) == 2 and not d.ids("Wolf Token", "battlefield")
    assert all(d.state.objects[e].tapped and e in d.state.combat.attackers for e in elves)
    c = d.chars(elves[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"G"}, 2, 2)
