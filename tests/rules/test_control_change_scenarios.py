"""Acceptance scenarios for changes of control (CR 108.4, 110.2, 613.1b) and what follows them.

* 603.3a: a triggered ability is controlled by the player who controlled its source when it
  triggered: Accursed Centaur, taken with Callous Oppressor while its enters ability waits on
  the stack, still makes its caster sacrifice a creature.
* 603.7d: a delayed triggered ability is controlled by the player who controlled the spell
  that made it: Wake to Slaughter's "exile it at the beginning of the next end step" exiles
  the creature even after an opponent took it.
* 602.2a, 611.2b: an activated ability is its activator's: Callous Oppressor, taken in
  response to its own ability, still gives the creature to the player who activated it, for
  as long as the Oppressor remains tapped, whoever controls it; both Oppressors untapping at
  once in the untap step (CR 502.3) end both control effects together.
* 611.2b, 502.3: taking a tapped Callous Oppressor doesn't end the control effect it made for
  its former controller; its new controller decides in their untap step whether it untaps,
  and untapping it gives the creature back.
* 701.21a, 603.7d: a player can't sacrifice a permanent they don't control: a decayed Zombie
  taken after it attacked isn't sacrificed at end of combat by its former controller's
  delayed trigger.
* 302.6, 605.1a: a creature's {T} mana ability can't be activated until its new controller
  has controlled it continuously since their most recent turn began: Wirewood Elf taken with
  Blatant Thievery doesn't tap for mana that turn (refused, the state unchanged; a spell only
  it could pay for isn't offered), and does on its new controller's next turn.
* 607.2a, 603.3a: the cards "exiled with" Gisa, Glorious Resurrector stay linked to her when
  another player takes her: her upkeep ability is then her new controller's, in their upkeep,
  and returns those cards under their control, their own card among them.
* 903.9a, 108.3, 400.3: a commander that dies under another player's control goes to its
  owner's graveyard, and its owner, not its controller, may put it into the command zone.
* 506.4, 302.6, 509.1a: a creature whose controller changes is removed from combat, and
  blocking asks nothing of how long its controller has controlled it: a vigilant Briarbridge
  Tracker taken with Grafted Identity attacks its owner, the Aura is destroyed in the declare
  attackers step, and the Tracker, back and untapped, blocks for its owner.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateManaAbility,
    CastSpell,
    DeclareBlocker,
    FinishDeclaration,
)
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Plains"] * 8)
    return s


def test_an_enters_ability_waiting_on_the_stack_stays_its_casters_after_a_theft() -> None:
    """CR 603.3a: player 1 casts Accursed Centaur ("When Accursed Centaur enters the
    battlefield, sacrifice a creature"); with its ability on the stack player 0 takes the
    Centaur with Callous Oppressor. The ability is still player 1's: they sacrifice their only
    creature, Glory Seeker; player 0's creatures all stay."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Wellwisher")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker", "Swamp")
    s.hand(1, "Accursed Centaur")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Accursed Centaur")
    d.resolve()
    trigger = d.state.stack[-1]
    assert d.state.objects[trigger].controller == 1
    d.pass_priority()
    centaur = d.find("Accursed Centaur")
    d.activate(0, "Callous Oppressor", targets=[centaur])
    d.resolve()
    assert d.chars(centaur).controller == 0
    assert d.state.stack == [trigger] and d.state.objects[trigger].controller == 1
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [d.zone_of(n) for n in ("Wellwisher", "Callous Oppressor", "Accursed Centaur")] == \
        ["battlefield"] * 3


def test_wake_to_slaughter_exiles_its_creature_even_after_an_opponent_took_it() -> None:
    """CR 603.7d: Wake to Slaughter returns Glory Seeker under player 0's control; player 1
    takes it with Callous Oppressor. At the beginning of the end step the delayed ability,
    player 0's as the spell was, exiles the Seeker, which player 1 controls."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Glory Seeker", "Daru Healer")
    s.hand(0, "Wake to Slaughter")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Glory Seeker"), d.find("Daru Healer")])
    d.resolve()
    d.choose(d.find("Daru Healer"), player=1)  # the Healer goes to player 0's hand
    seeker = d.find("Glory Seeker", "battlefield")
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 1
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile", player=0)
    assert not d.ids("Glory Seeker", zone="battlefield")


def test_an_oppressor_taken_in_response_still_gives_the_creature_to_its_activator() -> None:
    """CR 602.2a, 611.2b: player 0 activates Callous Oppressor A targeting player 1's Glory
    Seeker; player 1 answers by taking A with their own Oppressor B. A's ability is still
    player 0's: player 0 gets the Seeker, for as long as A remains tapped, though player 1
    now controls A. In player 1's untap step both Oppressors untap at once (CR 502.3): both
    effects end, the Seeker goes back to player 1 and A to player 0."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    a = d.find("Callous Oppressor", player=0)
    b = d.find("Callous Oppressor", player=1)
    seeker = d.find("Glory Seeker")
    d.activate(0, a, targets=[seeker])
    d.pass_priority()
    d.activate(1, b, targets=[a])
    d.resolve()
    assert d.chars(a).controller == 1
    d.resolve()
    assert not d.state.stack
    assert d.chars(seeker).controller == 0 and d.chars(a).controller == 1
    d.pass_until("end", turn=3)
    assert d.chars(seeker).controller == 0
    while d.decision.kind == "priority":
        d.pass_priority()
    for _ in range(2):  # player 1, in their untap step, is asked about each Oppressor
        d.expect("may")
        assert d.decision.player == 1 and d.state.turn == 4
        d.choose(True)
    assert not d.state.objects[a].tapped and not d.state.objects[b].tapped
    assert d.chars(seeker).controller == 1 and d.chars(a).controller == 0


def test_a_decayed_zombie_taken_after_it_attacked_isnt_sacrificed_by_its_former_controller(
        ) -> None:
    """CR 702.147a, 603.7d, 701.21a: player 0's decayed Zombie token attacks; player 1 takes
    it with Callous Oppressor (it leaves combat, CR 506.4). The delayed "sacrifice it at end of
    combat" is player 0's, who can't sacrifice a permanent they don't control: the Zombie
    stays, player 1's."""
    s = _libraries(Scenario(seed=1))
    s.token(0, "TMID:5")  # the Zombie with decayed
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=3)
    zombie = d.ids("Zombie Token", "battlefield")[0]
    d.to_combat()
    d.attack([zombie])
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[zombie])
    d.resolve()
    assert d.chars(zombie).controller == 1 and zombie not in d.state.combat.attackers
    d.pass_until("postcombat_main", turn=3)
    assert d.ids("Zombie Token", "battlefield") == [zombie]
    assert d.chars(zombie).controller == 1
    assert d.life(1) == 20


def test_a_creature_given_back_in_the_declare_attackers_step_blocks_for_its_owner() -> None:
    """CR 506.4, 509.1a, 302.6: player 0's Grafted Identity has given them player 1's
    Briarbridge Tracker (vigilance) since last turn; it attacks player 1 along with Glory
    Seeker. Player 1 destroys the Aura with Naturalize: the Tracker is theirs again, removed
    from combat and untapped; summoning sickness limits attacking, not blocking, so it blocks
    the Seeker and kills it."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Briarbridge Tracker", label="tracker")
    s.battlefield(0, "Grafted Identity", attached_to="tracker")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=3)
    tracker, seeker = d.find("Briarbridge Tracker"), d.find("Glory Seeker")
    assert d.chars(tracker).controller == 0
    d.to_combat()
    d.attack([tracker, seeker])
    assert not d.state.objects[tracker].tapped
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Grafted Identity")])
    d.resolve()
    assert d.chars(tracker).controller == 1
    assert tracker not in d.state.combat.attackers and seeker in d.state.combat.attackers
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(tracker, seeker) in d.game.legal_actions()
    d.block({tracker: seeker})
    d.pass_until("postcombat_main", turn=3)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 20


def test_a_stolen_mana_creature_taps_for_mana_only_from_its_new_controller_s_next_turn(
        ) -> None:
    """CR 302.6, 605.1a: player 0 takes Wirewood Elf ("{T}: Add {G}") with Blatant Thievery,
    leaving a Forest untapped. The Elf can't tap for mana this turn: activating it is refused,
    naming the rule, with the game unchanged, and Wellwisher ({1}{G}), which only the Forest
    and the Elf could pay for, isn't castable. On player 0's next turn the Elf taps for {G}."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 7, "Forest")
    s.hand(0, "Blatant Thievery", "Wellwisher")
    s.battlefield(1, "Wirewood Elf")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    elf = d.find("Wirewood Elf")
    d.cast(0, "Blatant Thievery", targets=[elf])
    d.resolve()
    assert d.chars(elf).controller == 0
    legal = d.game.legal_actions()
    assert not any(isinstance(a, ActivateManaAbility) and a.source == elf for a in legal)
    assert CastSpell(d.find("Wellwisher"), "normal") not in legal
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        d.game.apply(0, ActivateManaAbility(elf, 0, "G"))
    assert d.game.fingerprint() == before
    d.pass_until("precombat_main", turn=5)
    d.mana(0, elf)
    assert d.state.players[0].mana_pool.get("G") == 1


def test_a_stolen_commander_that_dies_is_offered_to_its_owner_for_the_command_zone() -> None:
    """CR 903.9a, 108.3, 400.3: player 0 Threatens player 1's commander Katilda and Shocks
    her. She goes to player 1's graveyard, and player 1, her owner, is asked whether to put
    her into the command zone: player 0, who controlled her, can't answer."""
    s = Scenario(format="commander", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten", "Shock")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    d.cast(0, "Threaten", targets=[katilda])
    d.resolve()
    assert d.chars(katilda).controller == 0
    d.cast(0, "Shock", targets=[katilda])
    d.resolve()
    assert d.ids("Katilda, Dawnhart Prime", "graveyard", player=1)
    assert d.expect("commander_zone").player == 1
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose("command_zone", player=0)
    assert d.game.fingerprint() == before
    d.choose("command_zone", player=1)
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"


def test_taking_the_oppressor_keeps_its_effect_until_its_new_controller_untaps_it() -> None:
    """CR 611.2b, 502.3: player 1's Callous Oppressor takes player 0's Glory Seeker, and
    player 1 keeps it tapped. Player 0 takes the Oppressor with Blatant Thievery: the effect
    lasts for as long as the Oppressor remains tapped, whoever controls it, so player 1 keeps
    the Seeker. Player 1 isn't asked about untapping it any more; player 0 is, in their next
    untap step, and untapping it gives them the Seeker back."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(0, "Glory Seeker", *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    seeker, oppressor = d.find("Glory Seeker"), d.find("Callous Oppressor")
    d.activate(1, oppressor, targets=[seeker])
    d.resolve()
    while not (d.state.turn == 3 and d.state.step.name == "PRECOMBAT_MAIN"):
        d.pass_priority()
    d.cast(0, "Blatant Thievery", targets=[oppressor])
    d.resolve()
    assert d.chars(oppressor).controller == 0 and d.state.objects[oppressor].tapped
    assert d.chars(seeker).controller == 1
    while d.decision.kind != "may":  # through player 1's turn 4: no question for them
        if d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.act(d.decision.player, FinishDeclaration())
        else:
            d.pass_priority()
    assert d.decision.player == 0 and d.state.turn == 5
    assert d.chars(seeker).controller == 1
    d.choose(True)
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[oppressor].tapped
    assert d.chars(seeker).controller == 0 and d.chars(oppressor).controller == 0


def test_a_stolen_gisa_returns_what_she_exiled_in_her_new_controller_s_upkeep() -> None:
    """CR 607.2a, 603.3a, 110.2: player 0's Gisa exiles player 1's Glory Seeker as it would
    die. Player 1 takes Gisa with Blatant Thievery. Player 0's upkeep no longer triggers her;
    player 1's does, and the Seeker, exiled with her, comes back under player 1's control,
    with decayed."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Gisa, Glorious Resurrector", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", *["Island"] * 7)
    s.hand(1, "Blatant Thievery")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    gisa = d.find("Gisa, Glorious Resurrector")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Blatant Thievery", targets=[gisa])
    d.resolve()
    assert d.chars(gisa).controller == 1
    d.pass_until("draw", turn=5)
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("draw", turn=6)
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 1 and d.chars(seeker).has("Decayed")
