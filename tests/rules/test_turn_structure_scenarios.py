"""Acceptance scenarios for the turn structure (CR 500-514): the untap step's phasing before
untapping (502.1, 502.3) and its triggers waiting for the upkeep (502.4, 503.1), the starting
player's skipped draw step (103.8a), "at the beginning of the next end step" set up during an
end step (513.2), a cleanup step whose discard triggers an ability (514.1, 514.3a), and the
cleanup step that follows one with priority discarding again (514.3a).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.rules.cleanup_priority import sifters_discard, to_cleanup_priority


def test_a_tapped_phased_out_creature_phases_in_and_untaps_in_the_same_untap_step() -> None:
    """CR 502.1, 502.3: phasing happens first, then the active player's permanents untap, so a
    tapped creature that phases in untaps in that same untap step. CR 703.4, 703.4a, 703.4c."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", tapped=True, phased_out=True)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=3)
    seeker = d.state.objects[d.find("Glory Seeker")]
    assert not seeker.phased_out and not seeker.tapped


def test_an_upkeep_trigger_of_a_permanent_phased_in_during_the_untap_step() -> None:
    """CR 502.1, 503.1: Triskaidekaphile phases in during its controller's untap step; it is
    on the battlefield as the upkeep begins, so its upkeep ability triggers, and with exactly
    thirteen cards in hand its controller wins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Triskaidekaphile", phased_out=True)
    s.hand(0, *["Plains"] * 13)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step is Step.UPKEEP and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.state.players[1].lost and not d.state.players[0].lost


def test_the_starting_player_has_no_draw_step_so_curse_of_obsession_doesnt_trigger() -> None:
    """CR 103.8a, 504: the starting player skips the draw step of their first turn; "at the
    beginning of enchanted player's draw step" has no draw step to trigger at."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Obsession", attached_to=0)
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=1)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=1)
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 4


def test_curse_of_obsession_draws_two_more_after_the_draw_step_draw() -> None:
    """CR 504.1, 504.2, 703.1a: the draw happens first (a turn-based action), then the Curse's
    ability triggers at the beginning of the draw step and draws two more."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Obsession", attached_to=0)
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.DRAW
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    assert d.state.stack
    d.resolve()
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest", "Island", "Swamp"]


def test_a_creature_dying_in_the_end_step_returns_at_the_next_turns_end_step() -> None:
    """CR 513.2: Liesa's "at the beginning of the next end step", set up during an end step,
    waits for the next turn's end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("postcombat_main", turn=4)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("end", turn=4)
    assert d.zone_of("Glory Seeker") == "hand"


def test_a_discard_in_cleanup_that_triggers_gives_priority_then_another_cleanup() -> None:
    """CR 514.1, 514.3a: discarding down to seven in the cleanup step discards a Spirit card;
    Shipwreck Sifters' ability triggers, so players get priority in the cleanup step, and the
    opponent may cast an instant there; another cleanup step follows, then the next turn.
    CR 603.2a."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters", "Silvos, Rogue Elemental")
    s.hand(0, *["Plains"] * 7, "Nebelgast Intruder")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.expect("discard")
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    assert d.state.step is Step.CLEANUP and d.state.stack
    d.resolve()
    sifters = d.find("Shipwreck Sifters")
    assert d.chars(sifters).power == 2
    assert d.state.step is Step.CLEANUP
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, "Shock", targets=[d.find("Silvos, Rogue Elemental")])
    d.resolve()
    assert d.state.objects[d.find("Silvos, Rogue Elemental")].damage == 2
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[d.find("Silvos, Rogue Elemental")].damage == 0
    assert len(d.state.players[0].hand) == 7


def test_a_permanent_returned_at_the_beginning_of_the_end_step_doesnt_trigger_that_step() -> None:
    """CR 513.2: Jadar is exiled by Astral Slide and returns at the beginning of the end step;
    its "at the beginning of your end step" ability didn't exist as that step began, so it
    doesn't trigger until its controller's next end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Jadar, Ghoulcaller of Nephalia", *["Forest"] * 3)
    s.hand(0, "Barkhide Mauler")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    d = Driver(s.build())
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(d.find("Jadar, Ghoulcaller of Nephalia"))
    d.resolve()
    d.choose(True)
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "exile"
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "battlefield"
    assert d.ids("Zombie", zone="battlefield") == []
    d.pass_until("end", turn=4)
    assert d.ids("Zombie", zone="battlefield") == []
    d.pass_until("end", turn=5)
    d.resolve_all()
    assert len(d.ids("Zombie", zone="battlefield")) == 1


def test_until_end_of_turn_toughness_and_damage_end_together_in_cleanup() -> None:
    """CR 514.2: damage wears off at the same time as Inspirit's +2/+4: the Glory Seeker
    with 3 damage isn't a 2/2 with 3 damage at any moment, so it survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", damage=1)
    s.battlefield(0, *["Plains"] * 3, "Mountain")
    s.hand(0, "Inspirit", "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 3
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0


def test_both_players_drawing_from_empty_libraries_in_one_draw_step_draw_the_game() -> None:
    """CR 504.1, 121.4, 704.5b, 104.4a: with Teferi's emblem, player 1 draws during player
    0's draw step too; both libraries are empty, so both lose at the same state-based action
    check and the game is a draw."""
    s = Scenario(seed=1)
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.activate(1, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    d.pass_until("upkeep", turn=3)
    d.pass_priority()
    d.pass_priority()
    assert d.game.is_over
    assert d.state.players[0].lost and d.state.players[1].lost
    assert d.game.winners == ()


def _teferi_emblem_for_player_0(s: Scenario) -> Driver:
    """Player 0 gets Teferi's emblem ("Untap all permanents you control during each
    opponent's untap step") in their main phase."""
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    return d


def test_doesnt_untap_during_your_untap_step_doesnt_stop_an_untap_in_an_opponents() -> None:
    """CR 502.3: Goblin Sharpshooter "doesn't untap during your untap step"; the opponent's
    untap step isn't its controller's, so Teferi's emblem untaps it there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    d = _teferi_emblem_for_player_0(s)
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[d.find("Goblin Sharpshooter")].tapped


def test_an_aura_s_doesnt_untap_applies_only_in_its_controller_s_untap_step() -> None:
    """CR 502.3: Locked in the Cemetery's creature "doesn't untap during its controller's
    untap step": in the opponent's untap step, Teferi's emblem untaps it; in its controller's
    own untap step it stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Locked in the Cemetery", attached_to="Glory Seeker")
    d = _teferi_emblem_for_player_0(s)
    seeker = d.find("Glory Seeker")
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[seeker].tapped


def test_doesnt_untap_still_applies_in_its_controller_s_own_untap_step_with_the_emblem() -> None:
    """CR 502.3: tapped in the opponent's turn, Goblin Sharpshooter stays tapped through its
    controller's own untap step, emblem or not; the opponent's next untap step untaps it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    d = _teferi_emblem_for_player_0(s)
    sharpshooter = d.find("Goblin Sharpshooter")
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    d.activate(0, sharpshooter, targets=[1])
    d.resolve()
    assert d.state.objects[sharpshooter].tapped and d.life(1) == 19
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[sharpshooter].tapped
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[sharpshooter].tapped


def test_may_choose_not_to_untap_during_your_untap_step_isnt_asked_in_an_opponent_s() -> None:
    """CR 502.3: "You may choose not to untap Flamestick Courier during your untap step" gives
    no choice in the opponent's untap step, where Teferi's emblem simply untaps it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", tapped=True)
    d = _teferi_emblem_for_player_0(s)
    d.pass_until("upkeep", turn=4)  # would stop with ScriptError at a "may" decision
    assert not d.state.objects[d.find("Flamestick Courier")].tapped


def test_may_choose_not_to_untap_is_asked_of_its_controller_in_their_own_untap_step() -> None:
    """CR 502.3: in its controller's own untap step, the Courier's controller chooses; kept
    tapped, it stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", tapped=True)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("may")
    assert dec.player == 0 and d.state.turn == 3
    d.choose(False)
    assert d.state.objects[d.find("Flamestick Courier")].tapped


def test_damage_on_a_phased_out_creature_is_removed_in_the_cleanup_step() -> None:
    """CR 514.2: all damage marked on permanents, phased-out ones included, is removed; the
    creature phases in with none in its controller's next untap step (702.26d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental", damage=3, phased_out=True)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_until("upkeep", turn=3)
    assert not d.state.objects[silvos].phased_out
    assert d.state.objects[silvos].damage == 0


def test_creeping_inn_transformed_this_turn_can_attack() -> None:
    """CR 302.6: Hostile Hostel has been under its controller's control since the turn
    began; transformed into Creeping Inn, a creature, it can attack that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", counters={"soul": 2})
    s.battlefield(0, "Glory Seeker", "Plains")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    hostel = d.find("Hostile Hostel")
    d.activate(0, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(hostel).name == "Creeping Inn"
    d.to_combat()
    d.attack([hostel])
    d.resolve()  # its attack trigger: exile no card
    d.choose(None)
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_an_ability_triggered_in_the_untap_step_waits_for_the_upkeep() -> None:
    """CR 502.2, 502.4, 503.1a: it becomes night in the untap step (the previous turn's active
    player cast no spell); Firmament Sage's ability triggers there but nobody gets priority in
    the untap step: it is put on the stack in the upkeep, and its card is drawn there, before
    the draw step's draw."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Firmament Sage")
    s.library(0, "Forest", "Island")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step is Step.UPKEEP and d.state.turn == 3
    assert d.state.players[0].hand == []
    d.resolve()
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    d.pass_until("precombat_main", turn=3)
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest", "Island"]


def test_an_until_end_of_turn_effect_made_in_the_cleanup_step_ends_in_the_next_one() -> None:
    """CR 514.3a, 514.2: Inspirit cast in a cleanup step with priority gives +2/+4 "until end
    of turn"; the next cleanup step ends it, before the next turn."""
    s = Scenario(seed=1)
    sifters_discard(s)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, *["Plains"] * 3)
    s.hand(1, "Inspirit")
    s.library(1, "Forest", "Forest")
    d = to_cleanup_priority(s)
    seeker = d.find("Glory Seeker")
    d.cast(1, "Inspirit", targets=[seeker])
    d.resolve()
    assert d.state.step is Step.CLEANUP and d.chars(seeker).toughness == 6
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).toughness == 2


def test_a_phased_out_no_maximum_hand_size_permanent_doesnt_spare_the_discard() -> None:
    """CR 514.1, 702.26b: a phased-out Triskaidekaphile is treated as though it doesn't exist,
    so its "You have no maximum hand size" doesn't apply: its controller discards to seven."""
    s = Scenario(seed=1)
    s.battlefield(0, "Triskaidekaphile", phased_out=True)
    s.hand(0, *["Plains"] * 9)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.expect("discard")
    d.take_first("discard")
    assert len(d.state.players[0].hand) == 7


def test_a_creature_put_onto_the_battlefield_during_the_upkeep_misses_its_upkeep_trigger() -> None:
    """CR 500.6, 603.2b: "at the beginning of your upkeep" abilities trigger as the upkeep
    begins. Gisa's upkeep ability returns Entrails Feaster (exiled from player 1 instead of
    dying) under player 0's control during that upkeep: the Feaster's own upkeep ability
    doesn't trigger then (no choice, and it isn't tapped for not exiling a card)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Entrails Feaster")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.hand(1, "Plains")
    s.at("precombat_main", active=0, turn=1)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Entrails Feaster")])
    d.resolve()
    assert d.zone_of("Entrails Feaster") == "exile"
    d.pass_until("draw", turn=3)
    feaster = d.find("Entrails Feaster")
    assert d.chars(feaster).controller == 0
    assert not d.state.objects[feaster].tapped
    turn_3 = max(i for i, e in enumerate(d.game.log) if e.kind == "turn_begin")
    assert [e.kind for e in d.game.log[turn_3:]].count("trigger") == 1  # Gisa's alone


def test_a_flash_creature_cast_in_the_upkeep_waits_for_the_next_upkeep() -> None:
    """CR 500.6, 603.2b: Shadow Kin ("at the beginning of your upkeep, each player mills three
    cards") cast with flash in its controller's upkeep wasn't there as the step began: nothing
    is milled this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Shadow Kin")
    s.library(0, *["Plains"] * 8)
    s.library(1, *["Plains"] * 8)
    s.hand(1, "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.state.step is not Step.UPKEEP:
        d.pass_priority()
    d.cast(0, "Shadow Kin")
    d.resolve()
    assert d.zone_of("Shadow Kin") == "battlefield"
    d.pass_until("draw", turn=3)
    assert not d.ids("Plains", "graveyard")


def test_the_cleanup_step_that_follows_one_with_priority_discards_to_hand_size_again() -> None:
    """CR 514.3a, 514.1: with Triskaidekaphile ("You have no maximum hand size") player 0
    keeps nine cards through the first cleanup step, where Stuffed Bear stops being a creature
    and Bramble Armor becomes unattached, so players receive priority. Player 1 destroys
    Triskaidekaphile there; the next cleanup step begins with its turn-based discard: player 0
    discards down to seven before the turn ends."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Bramble Armor", *["Forest"] * 6, "Triskaidekaphile")
    s.hand(0, *["Plains"] * 9)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.activate(0, "Bramble Armor", targets=[bear])
    d.resolve()
    d.pass_until("cleanup")
    assert len(d.state.players[0].hand) == 9
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find("Triskaidekaphile")])
    d.resolve()
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.CLEANUP and d.state.turn == 3
    d.expect("discard")
    d.take_first("discard")
    d.take_first("discard")
    assert len(d.state.players[0].hand) == 7
    assert d.state.turn == 4


def test_mana_kept_until_end_of_turn_is_still_there_in_a_cleanup_step_with_priority() -> None:
    """CR 514.2, 500.4, 514.3a: Kessig Naturalist's {R} is kept "until end of turn"; that
    effect ends in the cleanup step, but mana empties only as a step ends, so in the cleanup
    step in which players receive priority (Shipwreck Sifters' trigger) the {R} is still in
    the pool and pays for Shock."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Kessig Naturalist", "Shipwreck Sifters")
    s.hand(0, *["Plains"] * 6, "Shock", "Nebelgast Intruder")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Kessig Naturalist")])
    d.resolve()
    d.choose("R")
    d.pass_until("end")
    d.pass_priority()
    d.pass_priority()
    d.expect("discard")
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve()
    assert d.state.step is Step.CLEANUP and d.state.players[0].mana_pool == {"R": 1}
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 16 and d.state.step is Step.CLEANUP


def test_at_the_beginning_of_the_next_end_step_set_up_in_a_cleanup_step_waits_a_turn() -> None:
    """CR 603.7, 514.3a, 513.1: player 1 cycles Renewed Faith in a cleanup step with priority;
    Astral Slide exiles Glory Seeker "and returns it at the beginning of the next end step":
    this turn's end step is over, so it comes back in the next turn's end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters")
    s.hand(0, *["Plains"] * 7, "Nebelgast Intruder")
    s.library(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Astral Slide", "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    s.library(1, "Forest", "Forest", "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve()
    d.pass_priority()
    assert d.state.step is Step.CLEANUP and d.decision.player == 1
    d.activate(1, "Renewed Faith", index=1)
    d.take_first("order_triggers")
    d.choose(d.find("Glory Seeker"))
    while d.state.stack:  # cycling's draw; Astral Slide's and Renewed Faith's "may"
        d.resolve()
        if d.decision.kind == "may":
            d.choose(True)
    assert d.zone_of("Glory Seeker") == "exile" and d.life(1) == 22
    assert d.state.step is Step.CLEANUP and d.state.turn == 3
    d.pass_until("postcombat_main", turn=4)
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("end", turn=4)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"


def _night_falls_with_an_upkeep_trigger() -> Driver:
    """Day; player 1 cast no spell in turn 2, so it becomes night in player 0's untap step,
    where Firmament Sage's ability triggers; Dreadhorde Invasion's triggers as the upkeep
    begins. Passed to the first decision of turn 3."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Firmament Sage", "Dreadhorde Invasion")
    s.library(0, "Forest", "Island")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    return d


def test_an_untap_step_trigger_and_an_upkeep_trigger_are_ordered_together() -> None:
    """CR 502.4, 503.1a, 603.3b: no player gets priority in the untap step, so Firmament
    Sage's ability, triggered as day became night there, waits; Dreadhorde Invasion's
    ability triggers as the upkeep begins. Both are put on the stack the first time player 0
    would receive priority, in the upkeep, in the order player 0 chooses: either one may be
    put on the stack first and so resolve last."""
    resolved_first = set()
    for answer in (0, 1):
        d = _night_falls_with_an_upkeep_trigger()
        assert d.state.step is Step.UPKEEP and d.state.turn == 3
        dec = d.expect("order_triggers")
        assert dec.player == 0 and len(d.game.legal_actions()) == 2
        d.act(0, d.game.legal_actions()[answer])
        d.take_first("order_triggers")
        assert len(d.state.stack) == 2
        d.resolve()
        d.take_first("choose_cards")  # amass: the Army to put the counter on
        drew, lost = len(d.state.players[0].hand) == 1, d.life(0) == 19
        assert drew != lost and len(d.state.stack) == 1
        resolved_first.add("Firmament Sage" if drew else "Dreadhorde Invasion")
        d.resolve()
        d.take_first("choose_cards")
        assert len(d.state.players[0].hand) == 1 and d.life(0) == 19
    assert resolved_first == {"Firmament Sage", "Dreadhorde Invasion"}
