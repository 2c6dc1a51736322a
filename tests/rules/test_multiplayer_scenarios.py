"""Free-for-all multiplayer positions (CR 800-806) and the Commander game's start (CR 903.7,
103), played at tables of three and four.

CR 506.2, 508.1b, 509.1a  each attacking creature attacks one player or planeswalker; its
          defending player is the player it attacks (or the planeswalker's controller), and
          "defending player" in an ability, a landwalk or an attack restriction means that
          player (CR 702.14c, 508.1c).
CR 101.4  simultaneous choices (a commander's owner's state-based choice, CR 903.9a) are made
          in APNAP order, starting from the active player, whoever that is.
CR 103.5c the free first mulligan is a multiplayer rule: a two-player Commander game has none.
CR 103.8a a two-player Commander game's starting player skips their first draw.
CR 704.6c, 800.4a  a player dealt 21 combat damage by one commander loses and leaves; the
          game goes on for the others.
CR 701.17a "each player mills": every player, the cards counted together.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareAttacker, DeclareBlocker, PassPriority
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste
KATILDA = "Katilda, Dawnhart Prime"


def _four(**kwargs: object) -> Scenario:
    s = Scenario(players=4, seed=1, **kwargs)  # type: ignore[arg-type]
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    return s


def _defenders(d: Driver, attacker: int) -> set[int]:
    return {a.defender for a in d.game.legal_actions()
            if isinstance(a, DeclareAttacker) and a.creature == attacker}


def _blocks(d: Driver) -> set[DeclareBlocker]:
    return {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


# -- "defending player" is the player each creature attacks ------------------------------------
def test_an_attack_restriction_on_defending_player_is_checked_for_each_opponent() -> None:
    """CR 508.1c, 506.2, 508.5a: Slipstream Eel "can't attack unless defending player controls an
    Island": of three opponents, it may attack only player 2, who controls one."""
    s = _four()
    s.battlefield(0, "Slipstream Eel")
    s.battlefield(2, "Island")
    s.battlefield(3, "Swamp")
    d = Driver(s.build())
    d.to_combat()
    assert _defenders(d, d.find("Slipstream Eel")) == {2}


def test_landwalk_looks_at_the_attacked_player_s_lands_only() -> None:
    """CR 702.14c, 509.1b: Anurid Murkdiver (swampwalk) attacks player 1, who controls no
    Swamp; player 2's Swamp doesn't make it unblockable, and player 1's Glory Seeker blocks."""
    s = _four()
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Swamp")
    d = Driver(s.build())
    murk, seeker = d.find("Anurid Murkdiver"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([murk], defender=1)
    _to_blocks(d)
    assert d.expect("declare_blockers").player == 1
    assert _blocks(d) == {DeclareBlocker(seeker, murk)}


def test_landwalk_makes_it_unblockable_by_the_attacked_player_who_controls_the_land() -> None:
    """CR 702.14c: attacking player 2, who controls a Swamp, the Murkdiver can't be blocked by
    player 2's Glory Seeker; player 1's Swamp-free board is irrelevant."""
    s = _four()
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Swamp", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Anurid Murkdiver")], defender=2)
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [20, 20, 16, 20]  # Murkdiver is 4/3


def test_graxiplon_counts_the_creatures_of_the_player_it_attacks() -> None:
    """CR 506.2: Graxiplon "can't be blocked unless defending player controls three or more
    creatures that share a creature type": player 2's three Goblins don't let player 1 block
    it; attacking player 2, it may be blocked."""
    for defender, blockable in ((1, False), (2, True)):
        s = _four()
        s.battlefield(0, "Graxiplon")
        s.battlefield(1, "Glory Seeker")
        s.battlefield(2, *["Goblin Sky Raider"] * 3)
        d = Driver(s.build())
        grax = d.find("Graxiplon")
        d.to_combat()
        d.attack([grax], defender=defender)
        _to_blocks(d)
        if blockable:
            assert d.expect("declare_blockers").player == 2
            assert len(_blocks(d)) == 3
        else:
            assert d.decision.kind != "declare_blockers"
            d.pass_until("postcombat_main")
            assert d.life(1) == 17  # Graxiplon is 3/4


def test_butcher_orgg_divides_among_the_attacked_player_and_their_creatures_only() -> None:
    """CR 506.2, 510.1c: unblocked, Butcher Orgg's damage may go to the player it attacks and
    creatures that player controls; player 2's creature is not among the recipients."""
    s = _four()
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    d.to_combat()
    d.attack([orgg], defender=1)
    _to_blocks(d)
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("damage_assignment")
    assert dict(dec.data)["recipients"] == (1, d.find("Glory Seeker"))
    d.choose((4, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield" and d.life(2) == 20


def test_a_creature_attacking_a_planeswalker_is_blocked_only_by_its_controller() -> None:
    """CR 506.2, 509.1a: Glory Seeker attacks player 2's Wrenn and Seven; player 1's creature
    can't block it (player 1 isn't attacked at all and declares nothing), player 2's can."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Wrenn and Seven", "Wall of Mulch")
    d = Driver(s.build())
    seeker, wrenn = d.find("Glory Seeker"), d.find("Wrenn and Seven")
    d.to_combat()
    assert wrenn in _defenders(d, seeker)
    d.attack({seeker: wrenn})
    _to_blocks(d)
    assert d.expect("declare_blockers").player == 2
    assert _blocks(d) == {DeclareBlocker(d.find("Wall of Mulch"), seeker)}


# -- each player ------------------------------------------------------------------------------
def test_each_player_mills_and_every_creature_card_milled_counts() -> None:
    """CR 701.17a: Dread Summons (X=2) at a table of four: each player mills two cards, a
    Glory Seeker and a Forest each, and player 0 gets four tapped Zombies."""
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, "Glory Seeker", "Forest", *["Forest"] * 5)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Dread Summons")
    d = Driver(s.build())
    d.cast(0, "Dread Summons", x=2)
    d.resolve()
    for p in range(4):
        assert sorted(d.game.card(o).name for o in d.state.players[p].graveyard
                      if d.game.card(o).name != "Dread Summons") == ["Forest", "Glory Seeker"]
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(tokens) == 4 and all(d.state.objects[x].controller == 0 for x in tokens)


def test_commanders_dying_at_once_are_asked_about_in_apnap_order_from_the_active_player() -> None:
    """CR 903.9a, 101.4: on player 1's turn, Cleansing Nova destroys the commanders of players
    0, 1 and 2 at once: player 1 is asked first, then player 2, then player 0."""
    s = Scenario(players=3, seed=1, format="commander")
    for p in range(3):
        s.library(p, *["Forest"] * 10)
        s.commander(p, KATILDA, zone="battlefield")
    s.battlefield(1, *["Plains"] * 5)
    s.hand(1, "Cleansing Nova")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Cleansing Nova", modes=[0])
    d.resolve()
    asked = []
    while d.decision.kind == "commander_zone":
        asked.append(d.decision.player)
        d.choose("command_zone")
    assert asked == [1, 2, 0]
    assert sorted(d.state.objects[x].owner for x in d.state.command) == [0, 1, 2]


def test_commander_damage_knocks_one_player_out_and_the_game_goes_on() -> None:
    """CR 704.6c, 903.10a, 800.4a: Rorix's combat damage doubled by Gratuitous Violence (12 a
    hit) reaches 24 on player 1's second attack: player 1 loses with 16 life left and leaves,
    taking their permanents; players 0, 2 and 3 play on."""
    s = _four(format="commander")
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, "Gratuitous Violence")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    for turn in (3, 7):
        if turn > 3:
            d.pass_until("precombat_main", turn=turn)
        d.to_combat()
        d.attack([rorix], defender=1)
        while d.decision.kind in ("priority", "declare_blockers"):
            if d.decision.kind == "declare_blockers":
                d.block({})
            elif d.state.step.name == "POSTCOMBAT_MAIN" and not d.state.stack:
                break
            else:
                d.act(d.decision.player, PassPriority())
    p1 = d.state.players[1]
    assert p1.lost and p1.life == 16 and p1.commander_damage == {rorix: 24}
    assert not d.game.is_over and not d.ids("Glory Seeker")
    d.pass_until("upkeep", turn=8)
    assert d.state.active == 2


# -- the start of a Commander game ------------------------------------------------------------
def _commander_game(players: int) -> Driver:
    deck = ["Forest"] * 30 + ["Glory Seeker"] * 29
    return Driver(Game.new([deck] * players, seed=4, format="commander",
                           commanders=[[KATILDA]] * players))


def test_a_two_player_commander_game_has_no_free_mulligan() -> None:
    """CR 103.5c (multiplayer games only), 903.7: in a two-player Commander game each player
    starts at 40 life and a first mulligan puts a card on the bottom."""
    d = _commander_game(2)
    d.choose(0)
    assert [p.life for p in d.state.players] == [40, 40]
    d.choose("mulligan")  # player 0
    d.choose("keep")      # player 1
    assert d.expect("bottom_cards").player == 0
    d.choose(d.state.players[0].hand[0])
    assert len(d.state.players[0].hand) == 6


def test_a_four_player_commander_game_has_a_free_first_mulligan() -> None:
    """CR 103.5c: at a table of four, the first mulligan keeps seven cards. CR 800.6."""
    d = _commander_game(4)
    d.choose(0)
    d.choose("mulligan")
    for _ in range(3):
        d.choose("keep")
    assert d.expect("mulligan").player == 0
    assert len(d.state.players[0].hand) == 7
    assert Choose("mulligan") in d.game.legal_actions()


def test_the_starting_player_of_a_two_player_commander_game_skips_the_first_draw() -> None:
    """CR 103.8a: a two-player Commander game is a two-player game; at a table of three
    nobody skips it (103.8c)."""
    for players, hand in ((2, 7), (3, 8)):
        d = _commander_game(players)
        d.choose(0)
        for _ in range(players):
            d.choose("keep")
        d.pass_until("precombat_main", turn=1)
        assert len(d.state.players[0].hand) == hand


# -- "each opponent" at a table of four --------------------------------------------------------
def test_each_opponent_loses_two_and_you_gain_two_once() -> None:
    """CR 102.3, 608.2c: Arrogant Outlaw after player 2 lost life: each of the three opponents
    loses 2 life; its controller gains 2 life, once, not 2 for each opponent."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Shock", "Arrogant Outlaw")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    d.resolve()  # its enters trigger
    assert [d.life(p) for p in range(4)] == [22, 18, 16, 18]


def test_each_opponent_creates_a_token_under_their_own_control() -> None:
    """CR 111.2, 102.3: Slaughter Specialist: each of three opponents creates (and controls
    and owns) a Human token."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Slaughter Specialist")
    d = Driver(s.build())
    d.cast(0, "Slaughter Specialist")
    d.resolve()
    d.resolve()
    tokens = [d.state.objects[x] for x in d.state.battlefield if d.state.objects[x].is_token]
    assert sorted((t.controller, t.owner) for t in tokens) == [(1, 1), (2, 2), (3, 3)]


def test_meathook_massacre_drains_each_opponent_and_gains_for_each_opponent_creature() -> None:
    """CR 603.2, 102.3: Cleansing Nova destroys a creature of player 0 and one each of players 1
    and 2: The Meathook Massacre makes each of the three opponents lose 1 life once, and its
    controller gains 1 life for each of the two opponents' creatures."""
    s = _four()
    s.battlefield(0, "The Meathook Massacre", "Glory Seeker", *["Plains"] * 5)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.hand(0, "Cleansing Nova")
    d = Driver(s.build())
    d.cast(0, "Cleansing Nova", modes=[0])
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.game.legal_actions()[0].value)  # the order of the triggers
    assert [d.life(p) for p in range(4)] == [22, 19, 19, 19]


def _tempting_wurm_for(hands: dict[int, tuple[str, ...]]) -> Driver:
    """Player 1 casts Tempting Wurm on their turn; its enters trigger resolves."""
    s = _four()
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Tempting Wurm")
    for p, cards in hands.items():
        s.hand(p, *cards)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Tempting Wurm")
    d.resolve()
    d.resolve()
    return d


def test_each_opponent_chooses_in_turn_order_and_the_cards_enter_together() -> None:
    """CR 101.4: Tempting Wurm on player 1's turn: each opponent chooses which cards of their
    hand to put onto the battlefield in APNAP order (players 2, 3, then 0); nothing enters
    until all have chosen, then each card enters under its owner's control."""
    d = _tempting_wurm_for({p: ("Glory Seeker",) for p in (0, 2, 3)})
    asked = []
    while d.decision.kind != "priority":
        asked.append(d.decision.player)
        assert d.ids("Glory Seeker", zone="battlefield") == []  # nothing yet
        d.choose(d.find("Glory Seeker", zone="hand", player=d.decision.player))
    assert asked == [2, 3, 0]
    seekers = d.ids("Glory Seeker", zone="battlefield")
    assert sorted(d.state.objects[x].controller for x in seekers) == [0, 2, 3]


def test_a_clone_entering_with_the_others_cannot_copy_a_creature_entering_with_it() -> None:
    """CR 101.4, 614.1c, 614.12: player 3's Clone enters at the same time as player 2's Glory
    Seeker: as it enters, the Seeker isn't on the battlefield yet, so the Clone may copy only
    the Tempting Wurm (player 0, with an empty hand, has nothing to choose)."""
    d = _tempting_wurm_for({2: ("Glory Seeker",), 3: ("Clone",)})
    d.choose(d.find("Glory Seeker", zone="hand"))
    d.choose(d.find("Clone", zone="hand"))
    assert d.expect("choose_cards").player == 3
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert offered == {d.find("Tempting Wurm")}
