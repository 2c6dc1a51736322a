"""How long continuous effects last in a multiplayer game, and when a player leaves it
(CR 800.4), mostly at a table of four (turns go 0, 1, 2, 3).

CR 800.4a  what leaves with a player are the objects they own (CR 109.1); an effect isn't an
           object, so an effect a resolved spell of theirs made stays, apart from effects
           giving them control of objects, which end. A prevention shield of theirs
           (CR 615.7) stays too, and an effect with no stated duration lasts to the end of
           the game.
CR 611.2a, 514.2  such an effect lasts as long as its duration says: "until end of turn" ends
           in the cleanup step of the turn it was made in, whoever's turn that is and even if
           the player whose turn it is has left (CR 800.4j: that turn goes on to its end).
           A cleanup step the players received priority in is followed by another one
           (CR 514.3a) even if the active player left in it.
CR 611.3a  an effect of a static ability of a permanent that left with its owner stops
           applying at once; so does one lasting "for as long as" that permanent remains
           tapped (CR 611.2b).
CR 611.2a  "until your next turn" runs through every other player's turn and ends as its
           controller's next turn begins.
CR 800.4m  an effect lasting "until [that player's] next turn" lasts until that turn would
           have begun: the only such effects of these sets (Arlinn, the Pack's Hope's +1,
           Orzhov Advokist's "can't attack you") act only for the player whose turn they wait
           for, so once that player has left nothing shows when they end (see
           ``test_leaving_the_game.py``); a made-up instant whose effect lasts until its
           caster's next turn shows it on another player's creature.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, Concede
from manastack.dsl.effect_lines import pump
from manastack.dsl.prelude import TARGET_CREATURE, Target, spell
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.rules.cleanup_priority import sifters_discard


def _four() -> Scenario:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    return s


UNTIL_NEXT_TURN = define_card(
    "Reference Test Lasting Blessing", "{W}", "Instant",
    "Until your next turn, target creature gets +2/+2.",
    abilities=[spell(pump(Target(0), 2, 2, duration="next_turn"),
                     targets=[TARGET_CREATURE])]).name
"""A made-up instant: no effect of ONS, MID or MIC lasting "until your next turn" changes what
a game shows once its controller has left (CR 800.4m)."""


def _pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


def test_an_until_end_of_turn_effect_outlasts_its_caster_leaving_in_their_own_turn() -> None:
    """CR 800.4a, 800.4j, 514.2: player 0 casts Infest in their precombat main phase, making
    player 3's Gangrenous Goliath a 2/2, then concedes. The effect isn't an object of theirs:
    the Goliath stays a 2/2 through the rest of the turn, the end step included, and is a
    4/4 again once the turn's cleanup step ends "until end of turn" effects. The next turn
    is player 1's (CR 800.4k)."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(3, "Gangrenous Goliath")
    d = Driver(s.build())
    turn = d.state.turn
    d.cast(0, "Infest")
    d.resolve()
    goliath = d.find("Gangrenous Goliath")
    assert _pt(d, goliath) == (2, 2)
    d.act(0, Concede())
    assert d.state.players[0].left and _pt(d, goliath) == (2, 2)
    d.pass_until("end")
    assert d.state.turn == turn and _pt(d, goliath) == (2, 2)
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 1 and _pt(d, goliath) == (4, 4)


def test_an_instant_s_effect_outlasts_its_caster_leaving_in_another_player_s_turn() -> None:
    """CR 800.4a, 514.2: in player 1's turn player 0 casts Startle on player 2's Gangrenous
    Goliath (-2/-0 until end of turn) and creates a Zombie token, then concedes. The token,
    theirs, leaves the game with them; the Goliath stays a 2/4 until the cleanup step of
    player 1's turn, and is a 4/4 in player 2's turn."""
    s = _four()
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.battlefield(2, "Gangrenous Goliath")
    d = Driver(s.build())
    turn = d.state.turn
    d.pass_until("precombat_main", turn=turn + 1)
    assert d.state.active == 1
    while d.decision.player != 0:  # priority goes round in turn order: 1, 2, 3, then 0
        d.pass_priority()
    assert d.decision.kind == "priority"
    goliath = d.find("Gangrenous Goliath")
    d.cast(0, "Startle", targets=[goliath])
    d.resolve()
    assert _pt(d, goliath) == (2, 4)
    assert d.ids("Zombie", zone="battlefield")
    d.act(0, Concede())
    assert not d.ids("Zombie") and _pt(d, goliath) == (2, 4)
    d.pass_until("end")
    assert d.state.turn == turn + 1 and _pt(d, goliath) == (2, 4)
    d.pass_until("upkeep", turn=turn + 2)
    assert d.state.active == 2 and _pt(d, goliath) == (4, 4)


def test_only_the_control_part_of_insurrection_ends_when_its_caster_leaves() -> None:
    """CR 800.4a: player 0's Insurrection gives them player 1's Glory Seeker, which gains haste,
    both until end of turn. Player 0 concedes: the effect giving them control ends, so the
    Seeker is player 1's again, but the haste isn't a control effect and stays until the
    cleanup step (CR 514.2)."""
    s = _four()
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Insurrection")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    turn = d.state.turn
    d.cast(0, "Insurrection")
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).controller == 0 and d.chars(seeker).has("Haste")
    d.act(0, Concede())
    assert d.chars(seeker).controller == 1 and d.chars(seeker).has("Haste")
    d.pass_until("upkeep", turn=turn + 1)
    assert d.chars(seeker).controller == 1 and not d.chars(seeker).has("Haste")


def test_a_static_ability_of_a_permanent_that_left_with_its_owner_stops_at_once() -> None:
    """CR 800.4a, 611.3a: player 0's Aven Brigadier gives player 1's Glory Seeker (a Soldier)
    +1/+1. When player 0 concedes, the Brigadier leaves the game with them and the Seeker is
    a 2/2 at once, in the same step, not at the end of the turn."""
    s = _four()
    s.battlefield(0, "Aven Brigadier")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert _pt(d, seeker) == (3, 3)
    step = d.state.step
    d.act(0, Concede())
    assert not d.ids("Aven Brigadier")
    assert d.state.step == step and _pt(d, seeker) == (2, 2)


def test_an_until_end_of_turn_effect_ends_in_the_turn_it_was_made_at_a_table_of_four() -> None:
    """CR 514.2, 611.2a: "until end of turn" is this turn's end, not its caster's next turn:
    player 0's Infest in their turn stops affecting player 3's Gangrenous Goliath at that
    turn's cleanup step, and it stays a 4/4 through the three other players' turns."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(3, "Gangrenous Goliath")
    d = Driver(s.build())
    turn = d.state.turn
    d.cast(0, "Infest")
    d.resolve()
    goliath = d.find("Gangrenous Goliath")
    assert _pt(d, goliath) == (2, 2)
    for later in (1, 2, 3):
        d.pass_until("precombat_main", turn=turn + later)
        assert d.state.active == later and _pt(d, goliath) == (4, 4)


def test_a_prevention_shield_outlasts_the_player_who_made_it_leaving() -> None:
    """CR 800.4a, 615.7: player 0's Sunfire Balm gives player 1's Glory Seeker a shield
    against the next 4 damage this turn; player 0 concedes. The shield is an effect, not an
    object of theirs: player 2's Shock to the Seeker is still prevented."""
    s = _four()
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sunfire Balm", targets=[seeker])
    d.resolve()
    d.act(0, Concede())
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0


def test_until_your_next_turn_spans_all_three_opponents_turns_and_ends_as_yours_begins() -> None:
    """CR 611.2a, 500.1: at a table of four, Arlinn, the Pack's Hope's [+1] in player 0's
    turn still applies in the end step of player 3's turn, the last before player 0's next
    turn: Glory Seeker is cast there as though it had flash and enters with a +1/+1 counter.
    As player 0's next turn begins the effect has ended: in its upkeep no creature spell can
    be cast."""
    s = _four()
    s.battlefield(0, "Arlinn, the Pack's Hope", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    turn = d.state.turn
    d.activate(0, "Arlinn, the Pack's Hope", index=1)
    d.resolve()
    d.pass_until("end", turn=turn + 3)
    assert d.state.active == 3
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    d.pass_until("upkeep", turn=turn + 4)
    assert d.state.active == 0 and d.decision.player == 0
    hand = d.ids("Glory Seeker", zone="hand")
    assert hand and not any(isinstance(a, CastSpell) and a.card in hand
                            for a in d.game.legal_actions())


def test_a_for_as_long_as_effect_ends_when_its_source_leaves_the_game_with_its_owner() -> None:
    """CR 611.2b, 800.4a: player 0's tapped Pearlspear Courier gives player 1's Glory Seeker
    +2/+2 and vigilance "for as long as Pearlspear Courier remains tapped". When player 0
    concedes, the Courier leaves the game with them and no longer remains tapped: the Seeker
    is a 2/2 without vigilance at once."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, "Pearlspear Courier", "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Pearlspear Courier", targets=[seeker])
    d.resolve()
    assert _pt(d, seeker) == (4, 4) and d.chars(seeker).has("Vigilance")
    d.act(0, Concede())
    assert _pt(d, seeker) == (2, 2) and not d.chars(seeker).has("Vigilance")


def test_the_active_player_leaving_in_a_cleanup_step_with_priority_leaves_another_one() -> None:
    """CR 514.3a, 800.4j, 514.2: at a table of three, player 0's discard to hand size in their
    cleanup step triggers Shipwreck Sifters, so players receive priority there. Player 0
    concedes with priority; player 1 gets it and casts Startle on player 2's Gangrenous
    Goliath. The turn goes on without its active player to another cleanup step, which ends
    Startle's effect: in player 1's turn, next, the Goliath is a 4/4."""
    s = Scenario(players=3, seed=1)
    sifters_discard(s)
    for p in (1, 2):
        s.library(p, *["Plains"] * 3)
    s.battlefield(1, "Island", "Island")
    s.hand(1, "Startle")
    s.battlefield(2, "Gangrenous Goliath")
    d = Driver(s.build())
    turn = d.state.turn
    while d.decision.kind == "priority":  # the end step
        d.pass_priority()
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve()  # Sifters' trigger
    assert d.state.step is Step.CLEANUP and d.decision.player == 0
    d.act(0, Concede())
    assert d.decision.player == 1 and d.decision.kind == "priority"
    goliath = d.find("Gangrenous Goliath")
    d.cast(1, "Startle", targets=[goliath])
    d.resolve()
    assert d.state.step is Step.CLEANUP and _pt(d, goliath) == (2, 4)
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 1 and _pt(d, goliath) == (4, 4)


def test_an_effect_lasting_to_the_end_of_the_game_outlasts_its_caster_leaving() -> None:
    """CR 611.2a, 800.4a: an effect from a resolved spell with no stated duration lasts until
    the end of the game, not until its caster leaves: player 0's Artificial Evolution makes
    player 1's Aven Brigadier read Elf for Soldier; player 0 concedes. Two turns later the
    Brigadier is still a Bird Elf that pumps player 1's Wellwisher (an Elf) and not their
    Glory Seeker (a Soldier)."""
    s = _four()
    s.battlefield(0, "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Aven Brigadier", "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    turn = d.state.turn
    brigadier = d.find("Aven Brigadier")
    d.cast(0, "Artificial Evolution", targets=[brigadier])
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    d.act(0, Concede())
    d.pass_until("precombat_main", turn=turn + 2)
    assert d.state.active == 2
    assert d.chars(brigadier).subtypes == {"Bird", "Elf"}
    assert _pt(d, d.find("Wellwisher")) == (2, 2)
    assert _pt(d, d.find("Glory Seeker")) == (2, 2)


def _bless_then_leave() -> tuple[Driver, int, int]:
    """In player 1's turn player 0 casts the made-up instant on player 2's Gangrenous Goliath
    (4/4, so 6/6 until player 0's next turn), then concedes."""
    s = _four()
    s.battlefield(0, "Plains")
    s.hand(0, UNTIL_NEXT_TURN)
    s.battlefield(2, "Gangrenous Goliath")
    d = Driver(s.build())
    turn = d.state.turn
    d.pass_until("precombat_main", turn=turn + 1)
    while d.decision.player != 0:
        d.pass_priority()
    goliath = d.find("Gangrenous Goliath")
    d.cast(0, UNTIL_NEXT_TURN, targets=[goliath])
    d.resolve()
    assert _pt(d, goliath) == (6, 6)
    d.act(0, Concede())
    return d, goliath, turn


def test_an_until_your_next_turn_effect_lasts_until_the_leaver_s_turn_would_have_begun() -> None:
    """CR 800.4m, 611.2a: the effect of a player who has left, lasting until their next turn,
    neither ends as they leave nor lasts on: the Goliath stays a 6/6 through the turns of
    players 2 and 3, and is a 4/4 once the turn after player 3's begins (player 1's: player 0's
    turn would have begun then, CR 800.4k)."""
    d, goliath, turn = _bless_then_leave()
    assert _pt(d, goliath) == (6, 6)
    d.pass_until("upkeep", turn=turn + 2)
    assert d.state.active == 2 and _pt(d, goliath) == (6, 6)
    d.pass_until("end", turn=turn + 3)
    assert d.state.active == 3 and _pt(d, goliath) == (6, 6)
    d.pass_until("upkeep", turn=turn + 4)
    assert d.state.active == 1 and _pt(d, goliath) == (4, 4)
