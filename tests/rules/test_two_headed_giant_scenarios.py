"""Two-Headed Giant positions (CR 810) played through: the shared life total, team turns,
team combat, the start of the game and winning as a team.

* CR 810.9: damage, loss and gain of life happen to each player individually: a player's
  life gain raises the team's total but is that player's alone ("whenever a player gains
  life" sees it once, for them); "each opponent loses 2 life" is 4 for the opposing team,
  "you gain 2 life" 2 for yours; "life your opponents lost" counts the players who lost it;
  lifelink damage to one defending player gains its controller's team that much.
* CR 810.9a, 119.4a: "half your life" is half the team's total (the CR's own example);
  "if you have 5 or less life" reads the team's total; life can be paid only while the
  team's total covers it (a fetch land at 1 life, ward's "pay 3 life" at 2).
* CR 810.8a: a player who wins takes their team with them; the other team loses.
* CR 103.5c-d, 805.3a: the starting team's players declare mulligans first, then the other
  team's in turn order; the first mulligan is free (a multiplayer game).
* CR 805.7, 805.2: the active team puts all its players' triggered abilities on the stack
  in one order its primary player chooses, then the nonactive team.
* CR 805.4, 805.4d: "enchanted player's [step]" is the step of a cursed teammate of the
  primary player too; "each opponent's [step]" referring to "that player" triggers once for
  each active opponent.
* CR 805.4b, 805.6a, 114.4: Teferi's emblem untaps its owner's permanents and draws them one
  card in the opposing team's turn, after both active players' draws.
* CR 514.1, 805.4: each active player discards to their own maximum hand size.
* CR 805.4, 805.6: "you" of a teammate's Orzhov Advokist is that teammate alone.
* CR 805.10d-e: the defending team's creatures of both players may block one attacker
  together (menace), or a creature attacking either player's planeswalker; "defending
  player" of an attacking creature is the player it attacks (Butcher Orgg blocked by the
  other defending player may assign its damage as usual); "for each opponent" attacking
  tokens attack each of the two defending players.
* CR 102.3: a teammate is not an opponent, but a teammate's creature is a creature "you don't
  control": Visions of Duplicity may exchange it with an opponent's, Clear Shot, Duel for
  Dominance and Covert Cutpurse may target it; "an opponent controls" (Brutal Cathar) may not.
* CR 509.1d-f, 805.10a, 810.5: a cost to block of the defending team's combined block is paid
  by each defending player for their own creatures, with their own mana; if one of them
  doesn't pay, nothing is paid and the team declares again.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose, DeclareAttacker, DeclareBlocker
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

THG = "two_headed_giant"


def _thg(seed: int = 1, **at: object) -> Scenario:
    s = Scenario(format=THG, seed=seed)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    if at:
        s.at(**at)  # type: ignore[arg-type]
    return s


def _give_priority_to(d: Driver, player: int) -> None:
    while d.decision.player != player:
        d.pass_priority()


def _lives(d: Driver) -> list[int]:
    return [d.life(p) for p in range(4)]


# -- the shared life total (CR 810.9) ---------------------------------------------------------
def test_a_players_life_gain_raises_the_team_total_and_is_theirs_alone() -> None:
    """CR 810.9: player 1 casts Renewed Faith: the team 0-1 has 36 life; the one life gain
    event is player 1's."""
    s = _thg()
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    d = Driver(s.build())
    _give_priority_to(d, 1)
    d.cast(1, "Renewed Faith")
    d.resolve()
    assert _lives(d) == [36, 36, 30, 30]
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_gain"] == [(1, 6)]


def test_false_cure_punishes_only_the_player_who_gained_life() -> None:
    """CR 810.9: after False Cure, player 1 gains 6 life (team 36) and loses 12 for it (team
    24); their teammate's total going up with the team's is no life gain of player 0's, so
    False Cure triggers once."""
    s = _thg()
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    s.battlefield(2, "Swamp", "Swamp")
    s.hand(2, "False Cure")
    d = Driver(s.build())
    _give_priority_to(d, 2)
    d.cast(2, "False Cure")
    d.resolve()
    _give_priority_to(d, 1)
    d.cast(1, "Renewed Faith")
    d.resolve()
    assert len(d.state.stack) == 1  # one trigger: player 1's gain
    d.resolve()
    assert _lives(d) == [24, 24, 30, 30]
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_loss"] == [(1, 12)]


def test_each_opponent_loses_two_is_four_for_the_team_and_you_gain_two() -> None:
    """CR 810.9, 102.3: Shock to player 2 (team 28), then Arrogant Outlaw (an opponent lost
    life this turn): each of players 2 and 3 loses 2 (team 24) and player 0 gains 2, once
    (team 32)."""
    s = _thg()
    s.battlefield(0, "Mountain", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shock", "Arrogant Outlaw")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Arrogant Outlaw")
    d.resolve()  # the creature spell; its trigger
    d.resolve()
    assert _lives(d) == [32, 32, 24, 24]
    losses = [(e.player, e.amount) for e in d.game.log if e.kind == "life_loss"]
    assert losses == [(2, 2), (2, 2), (3, 2)]


def test_life_your_opponents_lost_counts_the_player_who_lost_it() -> None:
    """CR 810.9: Shock to player 2 makes team 2-3's total 28, but only player 2 lost life:
    Florian, Voldaren Scion (player 1's) looks at the top 2 cards, not 4."""
    s = Scenario(format=THG, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Florian, Voldaren Scion")
    s.library(1, "Island", "Swamp", "Plains", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    while d.decision.kind in ("priority", "declare_attackers"):
        if d.decision.kind == "declare_attackers":
            d.attack({})
        else:
            d.pass_priority()
    dec = d.expect("choose_cards")
    assert dec.player == 1 and d.state.step is Step.POSTCOMBAT_MAIN
    assert {d.chars(a.value).name for a in d.game.legal_actions()} == {"Island", "Swamp"}


def test_half_your_life_is_half_the_team_total() -> None:
    """CR 810.9a (its Lurking Evil example), 107.1a: team 0-1 has 11 life; Ebonblade Reaper
    attacks and player 0 loses half their life, rounded up: 6, the team has 5. It deals 1
    combat damage to player 3 (team 29), who loses half their life, rounded up: 15 (14)."""
    s = _thg()
    s.life(0, 11)
    s.battlefield(0, "Ebonblade Reaper")
    d = Driver(s.build())
    reaper = d.find("Ebonblade Reaper")
    d.to_combat()
    d.attack({reaper: 3})
    d.resolve()
    assert _lives(d) == [5, 5, 30, 30]
    while d.state.step is not Step.COMBAT_DAMAGE or not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert _lives(d) == [5, 5, 14, 14]
    losses = [(e.player, e.amount) for e in d.game.log if e.kind == "life_loss"]
    assert losses == [(0, 6), (3, 1), (3, 15)]


def test_if_you_have_5_or_less_life_reads_the_team_total() -> None:
    """CR 810.9a: the team 0-1 has 5 life; player 1's Convalescent Care triggers in the
    team's upkeep and its "if" holds on resolution: the team gains 3 (8)."""
    s = _thg(active=2, step="end")
    s.life(0, 5)
    s.battlefield(1, "Convalescent Care")
    d = Driver(s.build())
    d.pass_until("draw")
    assert _lives(d) == [8, 8, 30, 30]
    assert [e.player for e in d.game.log if e.kind == "life_gain"] == [1]


def test_paying_the_team_s_last_life_is_allowed_and_the_team_loses() -> None:
    """CR 119.4a, 810.9a, 810.8c: with the team at 1 life, player 1 may pay 1 life for
    Polluted Delta (the team's total covers it); the team is then at 0 and loses."""
    s = _thg()
    s.life(0, 1)
    s.battlefield(1, "Polluted Delta")
    d = Driver(s.build())
    _give_priority_to(d, 1)
    d.activate(1, "Polluted Delta")
    assert d.game.is_over and d.game.winners == (2, 3)
    assert _lives(d)[:2] == [0, 0]


def test_ward_s_life_cannot_be_paid_beyond_the_team_total() -> None:
    """CR 119.4a, 810.9a, 702.21a: the team 0-1 has 2 life; player 0's Shock targets
    player 3's Moonrage Brute (ward — pay 3 life): player 0 may only decline, and the Shock
    is countered."""
    s = _thg()
    s.life(0, 2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(3, "Brutal Cathar", transformed=True)
    d = Driver(s.build())
    brute = d.find("Moonrage Brute")
    d.cast(0, "Shock", targets=[brute])
    d.resolve()  # the ward trigger
    dec = d.expect("ward_payment")
    assert dec.prompt == "Ward: pay 3 life or the spell or ability is countered"
    assert dec.player == 0 and d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.state.objects[brute].damage == 0
    assert _lives(d) == [2, 2, 30, 30]


# -- winning as a team (CR 810.8a) ------------------------------------------------------------
def test_a_player_who_wins_wins_with_their_team() -> None:
    """CR 810.8a, 104.2a: player 1's Triskaidekaphile (thirteen cards in hand in the team's
    upkeep): players 0 and 1 win, players 2 and 3 lose."""
    s = _thg(active=2, step="end")
    s.battlefield(1, "Triskaidekaphile")
    s.hand(1, *["Forest"] * 13)
    d = Driver(s.build())
    while not d.game.is_over:
        d.pass_priority()
    assert d.state.step is Step.UPKEEP and d.state.active == 0
    assert d.game.winners == (0, 1)
    assert [p.won for p in d.state.players] == [True, True, False, False]
    assert [p.lost for p in d.state.players] == [False, False, True, True]


# -- the start of the game (CR 103.5, 805.3a) -------------------------------------------------
def test_the_starting_team_declares_mulligans_first_and_the_first_is_free() -> None:
    """CR 103.5d, 805.3a, 103.5c: team 2-3 takes the first turn: players 2 and 3 declare,
    then 0 and 1; all four take a mulligan, each drawing seven again with none on the
    bottom (the first mulligan is free in a multiplayer game); then they keep."""
    deck = ["Forest"] * 20 + ["Glory Seeker"] * 20
    d = Driver(Game.new([deck] * 4, seed=3, format=THG))
    d.choose(2)
    order = []
    while d.decision.kind == "mulligan":
        order.append(d.decision.player)
        d.choose("mulligan" if len(order) <= 4 else "keep")
    assert order == [2, 3, 0, 1, 2, 3, 0, 1]
    assert [len(p.hand) for p in d.state.players] == [7, 7, 7, 7]
    assert [p.mulligans for p in d.state.players] == [1, 1, 1, 1]
    assert d.state.active == 2
def test_a_player_may_take_a_mulligan_after_the_teammate_keeps_the_second_costs_a_card(
        ) -> None:
    """CR 103.5d, 805.3a, 103.5c: team 0-1 takes the first turn; player 0 keeps, then player
    1, their teammate, still takes a mulligan (free: seven cards again), and a second one
    after which they put one card on the bottom; the other team, having kept, isn't asked
    again."""
    deck = ["Forest"] * 20 + ["Glory Seeker"] * 20
    d = Driver(Game.new([deck] * 4, seed=3, format=THG))
    d.choose(0)
    for who, answer in ((0, "keep"), (1, "mulligan"), (2, "keep"), (3, "keep"),
                        (1, "mulligan")):
        assert d.expect("mulligan").player == who
        d.choose(answer)
    assert d.expect("bottom_cards").player == 1
    d.choose(d.state.players[1].hand[0])
    assert d.expect("mulligan").player == 1
    d.choose("keep")
    assert [len(p.hand) for p in d.state.players] == [7, 6, 7, 7]
    assert [p.mulligans for p in d.state.players] == [0, 2, 0, 0]
    assert d.state.turn == 1 and d.state.active == 0


def test_the_active_team_orders_all_its_players_triggers_together() -> None:
    """CR 805.7, 805.2: three "at the beginning of your upkeep" triggers of team 0-1, two of
    player 0's Grinning Demons and one of player 1's, go on the stack in one order the team
    chooses, its primary player choosing: player 1's may go between player 0's two. Then
    team 2-3's triggers go on top (the nonactive team after the active one), ordered by
    its primary player, player 2, though player 3 controls them."""
    s = _thg(active=2, step="end")
    s.battlefield(0, "Grinning Demon", label="a")
    s.battlefield(0, "Grinning Demon", label="b")
    s.battlefield(1, "Grinning Demon", label="c")
    s.battlefield(3, "Risky Move")
    d = Driver(s.build())
    a, b = d.ids("Grinning Demon", player=0)
    c = d.find("Grinning Demon", player=1)
    while d.state.step is not Step.UPKEEP:
        d.pass_priority()
    dec = d.expect("order_triggers")
    assert dec.player == 0 and len(d.game.legal_actions()) == 3
    for want in (a, c):  # player 0's, player 1's, then player 0's other
        d.act(0, next(act for act in d.game.legal_actions()
                      if d.state.triggered[act.value].source == want))
    dec = d.expect("order_triggers")  # Risky Move's two triggers, one for each active player
    assert dec.player == 2 and len(d.game.legal_actions()) == 2
    d.act(2, d.game.legal_actions()[0])
    sources = [o["source"] for o in d.game.view(0)["stack"]]
    risky = d.find("Risky Move")
    assert sources == [a, c, b, risky, risky]  # bottom to top



def test_the_nonactive_team_orders_its_triggers_when_the_active_team_has_none() -> None:
    """CR 805.7, 805.4d: in team 0-1's upkeep, which triggers nothing of theirs, player 3's
    Risky Move triggers once for each active player; team 2-3's primary player orders the
    two, and both go on the stack."""
    s = _thg(active=2, step="end")
    s.battlefield(3, "Risky Move")
    d = Driver(s.build())
    while d.state.step is not Step.UPKEEP:
        d.pass_priority()
    dec = d.expect("order_triggers")
    assert dec.player == 2 and len(d.game.legal_actions()) == 2
    d.act(2, d.game.legal_actions()[0])
    assert len(d.state.stack) == 2


def _cleanup_discards(trisk: bool) -> tuple[Driver, list[int]]:
    """Team 0-1's turn 3 ends with nine cards in each player's hand (player 1 controlling
    Triskaidekaphile or not): who was asked to discard, and the game in turn 4."""
    s = _thg(step="end", active=0, turn=3)
    for p in range(4):
        s.hand(p, "Island", "Swamp", "Mountain", "Plains", "Shock", "Glory Seeker",
               "Renewed Faith", "False Cure", "Forest")
    if trisk:
        s.battlefield(1, "Triskaidekaphile")
    d = Driver(s.build())
    asked = []
    while d.state.turn == 3:
        if d.decision.kind == "discard":
            asked.append(d.decision.player)
            d.act(d.decision.player, d.game.legal_actions()[0])
        else:
            d.pass_priority()
    return d, asked


def test_each_active_player_discards_to_their_own_maximum_hand_size() -> None:
    """CR 514.1, 805.4, 805.6: in team 0-1's cleanup step player 0 and then player 1 each
    discard down to seven; player 1's Triskaidekaphile ("you have no maximum hand size")
    spares player 1 only; the nonactive team's players keep their nine cards."""
    d, asked = _cleanup_discards(False)
    assert asked == [0, 0, 1, 1]
    assert [len(p.hand) for p in d.state.players] == [7, 7, 9, 9]
    d, asked = _cleanup_discards(True)
    assert asked == [0, 0]
    assert [len(p.hand) for p in d.state.players] == [7, 9, 9, 9]


def test_a_curse_on_the_primary_player_s_teammate_triggers_in_the_team_s_step() -> None:
    """CR 805.4, 805.4b: Curse of Obsession ("at the beginning of enchanted player's draw
    step, that player draws two additional cards") on player 1, not the primary player:
    in team 0-1's draw step player 1 draws three cards, player 0 one. On player 0 it is
    player 0 who draws three."""
    for cursed, hands in ((1, [1, 3, 0, 0]), (0, [3, 1, 0, 0])):
        s = _thg(active=2, step="end", turn=2)
        s.battlefield(3, "Curse of Obsession", attached_to=cursed)
        d = Driver(s.build())
        d.pass_until("precombat_main", turn=3)
        assert d.state.active == 0
        assert [len(p.hand) for p in d.state.players] == hands


def test_other_than_that_player_is_the_cursed_teammate_not_the_primary_player() -> None:
    """CR 805.4: Curse of Surveillance on player 1 triggers in team 0-1's upkeep; "any number
    of target players other than that player" excludes player 1, the enchanted player, and
    allows player 0, the primary player. Players 0 and 2 chosen, each draws one card."""
    s = _thg(active=2, step="end", turn=2)
    s.battlefield(3, "Curse of Surveillance", attached_to=1)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("target")
    assert dec.player == 3
    assert {a.value for a in d.game.legal_actions()} == {0, 2, 3, None}
    d.choose(0)
    d.choose(2)
    d.choose(None)
    d.resolve()
    assert [len(p.hand) for p in d.state.players] == [1, 0, 1, 0]


def test_each_opponent_s_step_referring_to_that_player_triggers_for_each_of_them() -> None:
    """CR 805.4d: player 3's Citadel Siege (Dragons: "at the beginning of combat on each
    opponent's turn, tap target creature that player controls") triggers twice at the
    beginning of combat on team 0-1's turn, once for each of its players: one targets player
    0's creature, the other player 1's, and both are tapped."""
    s = _thg(active=0, step="upkeep")
    s.battlefield(3, "Citadel Siege", chosen={"mode": "Dragons"})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    d.take_first("order_triggers")
    offered = []
    while d.decision.kind == "target":
        (only,) = d.game.legal_actions()
        offered.append(only.value)
        d.choose(only.value)
    assert sorted(offered) == sorted([seeker, warrior])
    d.resolve_all()
    assert d.state.objects[seeker].tapped and d.state.objects[warrior].tapped

# -- team combat (CR 805.10) ------------------------------------------------------------------
def test_creatures_of_both_defending_players_block_a_menace_attacker_together() -> None:
    """CR 805.10d, 702.111b: the defending team's one combined block: player 2's and player
    3's Glory Seekers together block Vampire Socialite (menace) attacking player 2; it dies
    and deals its damage to the blockers, none to the team."""
    s = _thg()
    s.battlefield(0, "Vampire Socialite")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    vamp = d.find("Vampire Socialite")
    g2, g3 = d.find("Glory Seeker", player=2), d.find("Glory Seeker", player=3)
    d.to_combat()
    d.attack({vamp: 2})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert d.decision.player == 2
    d.block({g2: vamp, g3: vamp})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.take_first("damage_assignment")
    d.pass_until("postcombat_main")
    assert d.zone_of("Vampire Socialite") == "graveyard"
    assert _lives(d) == [30, 30, 30, 30]
    hit = {e.obj for e in d.game.log if e.kind == "damage" and e.source == vamp}
    assert hit <= {g2, g3} and hit


def test_defending_player_of_an_attacker_is_the_player_it_attacks() -> None:
    """CR 805.10e: Purifying Dragon attacks player 3: its trigger's "target creature defending
    player controls" offers player 3's Glory Seeker, not player 2's; Falkenrath Perforator
    attacking player 2 deals its 1 damage to player 2."""
    s = _thg()
    s.battlefield(0, "Falkenrath Perforator", "Purifying Dragon")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    perforator, dragon = d.find("Falkenrath Perforator"), d.find("Purifying Dragon")
    g3 = d.find("Glory Seeker", player=3)
    d.to_combat()
    d.attack({perforator: 2, dragon: 3})
    d.take_first("order_triggers")
    dec = d.expect("target")
    assert dec.player == 0 and d.game.legal_actions() == [Choose(g3)]
    d.choose(g3)
    d.resolve_all()
    assert [(e.player, e.amount) for e in d.game.log
            if e.kind == "damage" and e.source == perforator] == [(2, 1)]
    assert d.state.objects[g3].damage == 1


def test_for_each_opponent_makes_a_token_attacking_each_defending_player() -> None:
    """CR 805.10a, 102.3: Adeline attacking player 2 makes one Human token for each
    opponent, tapped and attacking player 2 and player 3; unblocked, the team takes Adeline's
    3 damage and 1 from each token."""
    s = _thg()
    s.battlefield(0, "Adeline, Resplendent Cathar")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar")
    d.to_combat()
    d.attack({adeline: 2})
    d.resolve()
    tokens = d.ids("Human Token")
    assert len(tokens) == 2 and all(d.state.objects[t].tapped for t in tokens)
    d.pass_until("postcombat_main")
    hits = sorted((e.player, e.amount) for e in d.game.log
                  if e.kind == "damage" and e.source in (adeline, *tokens))
    assert hits == [(2, 1), (2, 3), (3, 1)]
    assert _lives(d) == [30, 30, 25, 25]


def _orgg_blocked_by_the_teammate(divide: bool) -> Driver:
    s = _thg()
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    orgg, seeker = d.find("Butcher Orgg"), d.find("Glory Seeker")
    d.to_combat()
    d.attack({orgg: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: orgg})
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("may")
    assert dec.player == 0
    d.choose(divide)
    return d


def test_butcher_orgg_blocked_by_the_other_defending_player_may_assign_as_usual() -> None:
    """CR 805.10d-e, 510.1c: Butcher Orgg attacks player 2 and player 3's Glory Seeker blocks
    it. Its division is among player 2 and player 2's creatures, which leaves out the
    blocker; so its controller may instead assign its damage as usual, to the blocker."""
    d = _orgg_blocked_by_the_teammate(False)
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield" and _lives(d) == [30, 30, 30, 30]


def test_butcher_orgg_blocked_by_the_other_defending_player_may_divide() -> None:
    """CR 805.10e, 510.1c: dividing, Butcher Orgg's recipients are player 2 (the player it
    attacks) and player 2's Elvish Warrior, not player 3's blocker, which survives."""
    d = _orgg_blocked_by_the_teammate(True)
    dec = d.expect("damage_assignment")
    assert dict(dec.data)["recipients"] == (2, d.find("Elvish Warrior"))
    d.choose((3, 3))
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "graveyard" and _lives(d) == [30, 30, 27, 27]
    assert d.zone_of("Glory Seeker") == "battlefield"



def test_the_attacked_planeswalker_s_controller_s_teammate_may_block() -> None:
    """CR 805.10d: Glory Seeker attacks player 3's Wrenn and Seven; player 2's Elvish Warrior
    may block it (the defending team blocks creatures attacking a planeswalker either of its
    players controls), and does: the planeswalker keeps its loyalty."""
    s = _thg()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(3, "Wrenn and Seven")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    seeker, wrenn = d.find("Glory Seeker"), d.find("Wrenn and Seven")
    warrior = d.find("Elvish Warrior")
    loyalty = d.state.objects[wrenn].counters["loyalty"]
    d.to_combat()
    d.attack({seeker: wrenn})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.player == 2
    assert DeclareBlocker(warrior, seeker) in d.game.legal_actions()
    d.block({warrior: seeker})
    d.pass_until("postcombat_main")
    assert d.state.objects[wrenn].counters["loyalty"] == loyalty
    assert d.state.objects[warrior].damage == 2


def test_advokist_s_restriction_protects_only_its_controller_not_the_teammate() -> None:
    """CR 805.4, 805.6, 805.10b: player 1's Orzhov Advokist triggers in team 0-1's upkeep
    ("your upkeep"); each player with a creature chooses, the active team's first. Player 2
    puts the counters on its Glory Seeker, which then can't attack player 1 ("you") in team
    2-3's turn but may attack player 0; player 3's Seeker may attack either."""
    s = _thg(active=2, step="end", turn=2)
    s.battlefield(1, "Orzhov Advokist")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    advokist = d.find("Orzhov Advokist")
    g2, g3 = d.find("Glory Seeker", player=2), d.find("Glory Seeker", player=3)
    while d.decision.kind == "priority":
        d.pass_priority()
    asked = []
    while d.decision.kind == "choose_cards":
        who = d.decision.player
        asked.append(who)
        d.choose({1: None, 2: g2, 3: None}[who])
    assert asked == [1, 2, 3]  # player 0 controls no creature
    assert d.state.objects[g2].counters == {"+1/+1": 2} and not d.state.objects[advokist].counters
    while not (d.state.turn == 4 and d.decision.kind == "declare_attackers"):
        if d.decision.kind == "declare_attackers":
            d.attack({})
        else:
            d.pass_priority()
    attacks = {(a.creature, a.defender) for a in d.game.legal_actions()
               if isinstance(a, DeclareAttacker)}
    assert attacks == {(g2, 0), (g3, 0), (g3, 1)}


def test_lifelink_damage_to_one_defending_player_gains_the_attacking_team_life() -> None:
    """CR 810.9, 702.15b: player 1's Glory Seeker wearing Mask of Griselbrand (lifelink)
    deals 2 combat damage to player 3: team 2-3 has 28 life, and player 1 gains 2, so team
    0-1 has 32; the life gain is player 1's alone."""
    s = _thg()
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Mask of Griselbrand", attached_to="seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack({seeker: 3})
    d.pass_until("postcombat_main")
    assert _lives(d) == [32, 32, 28, 28]
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_gain"] == [(1, 2)]


# -- costs to block (CR 509.1d-f, 805.10, 810.5) ------------------------------------------------
def _cadence_attack(forests2: int, forests3: int) -> Driver:
    """Player 0 has made creatures unable to block this turn unless their controller pays {1}
    for each (War Cadence, X=1) and attacks player 2 with two Glory Seekers; players 2 and 3
    each have an Elvish Warrior and ``forests2`` / ``forests3`` Forests."""
    from tests.reference_cards import WAR_CADENCE
    s = _thg()
    s.battlefield(0, "Glory Seeker", "Glory Seeker", WAR_CADENCE.name, "Mountain", "Mountain")
    s.battlefield(2, "Elvish Warrior", *["Forest"] * forests2)
    s.battlefield(3, "Elvish Warrior", *["Forest"] * forests3)
    d = Driver(s.build())
    d.activate(0, WAR_CADENCE.name, x=1)
    d.resolve()
    d.to_combat()
    d.attack({s_: 2 for s_ in d.ids("Glory Seeker")})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert d.decision.player == 2
    return d


def test_each_defending_player_pays_the_cost_to_block_of_their_own_creature() -> None:
    """CR 509.1d, 805.10a, 810.5: the defending team's combined block has player 3's Warrior
    block; "unless their controller pays" is player 3's to pay, with their own Forest (player
    2, the primary player, has none): the block stands."""
    d = _cadence_attack(0, 1)
    w3 = d.find("Elvish Warrior", player=3)
    s1 = d.ids("Glory Seeker")[0]
    d.block({w3: s1})
    dec = d.expect("unless_payment")
    assert dec.player == 3 and Choose("pay") in dec.actions
    d.choose("pay")
    d.pay()
    assert d.state.combat.blockers == {w3: (s1,)}
    assert d.state.objects[d.find("Forest", "battlefield", player=3)].tapped


def test_both_defending_players_pay_for_their_blockers_or_the_team_blocks_again() -> None:
    """CR 509.1d-f, 805.10d, 810.5: both Warriors block; each player is asked for {1} for their
    own creature. Player 2, with no Forest, can only decline: the combined declaration isn't
    paid for, so the team declares again (nothing was paid), then blocks with player 3's
    Warrior alone, which player 3 pays for."""
    d = _cadence_attack(0, 2)
    w2, w3 = d.find("Elvish Warrior", player=2), d.find("Elvish Warrior", player=3)
    s1, s2 = d.ids("Glory Seeker")
    d.block({w2: s1, w3: s2})
    dec = d.expect("unless_payment")
    assert dec.player == 2 and Choose("pay") not in dec.actions
    d.choose("decline")
    assert d.expect("declare_blockers").player == 2 and not d.state.combat.blockers
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest", "battlefield", player=3))
    d.block({w3: s2})
    assert d.expect("unless_payment").player == 3
    d.choose("pay")
    d.pay()
    assert d.state.combat.blockers == {w3: (s2,)}
    assert sum(d.state.objects[f].tapped for f in d.ids("Forest", "battlefield", player=3)) == 1


def test_when_both_defending_players_agree_each_pays_with_their_own_mana() -> None:
    """CR 509.1d-f, 810.5: both Warriors block and each player has one Forest: player 2 and
    then player 3 agree to pay {1}, and each taps their own Forest."""
    d = _cadence_attack(1, 1)
    w2, w3 = d.find("Elvish Warrior", player=2), d.find("Elvish Warrior", player=3)
    s1, s2 = d.ids("Glory Seeker")
    d.block({w2: s1, w3: s2})
    for p in (2, 3):
        dec = d.expect("unless_payment")
        assert dec.player == p and dec.prompt.startswith("Pay {1} ")
        d.choose("pay")
    for p in (2, 3):  # then they pay, in the same order, each tapping their own Forest
        assert d.expect("pay_mana").player == p
        d.act(p, d.game.legal_actions()[0])
    assert d.state.combat.blockers == {w2: (s1,), w3: (s2,)}
    assert all(d.state.objects[d.find("Forest", "battlefield", player=p)].tapped
               for p in (2, 3))


# -- "you don't control" includes a teammate's permanents (CR 102.3) ----------------------
def test_visions_of_duplicity_may_exchange_a_teammate_s_creature() -> None:
    """CR 102.3: player 0 casts Visions of Duplicity ("two target creatures you don't
    control") on their teammate's Glory Seeker and the opposing player 2's Elvish Warrior:
    both are legal targets (player 0 controls neither) and they are exchanged."""
    s = _thg()
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.hand(0, "Visions of Duplicity")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[seeker, warrior])
    d.resolve()
    assert d.chars(seeker).controller == 2
    assert d.chars(warrior).controller == 1


def test_clear_shot_may_target_a_teammate_s_creature_but_not_your_own() -> None:
    """CR 102.3, 115.1: Clear Shot's second target is a "creature you don't control": the
    teammate's and the opponents' creatures are offered, not the caster's own."""
    s = _thg()
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", label="mine")
    s.battlefield(1, "Wall of Mulch")
    s.battlefield(3, "Gluttonous Zombie")
    s.hand(0, "Clear Shot")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Clear Shot"), "normal"))
    d.choose(d.find("Glory Seeker"))
    offered = {a.value for a in d.expect("target").actions}
    assert offered == {d.find("Wall of Mulch"), d.find("Gluttonous Zombie")}


def test_duel_for_dominance_fights_a_teammate_s_creature() -> None:
    """CR 102.3, 701.14a: Duel for Dominance's "target creature you don't control" may be a
    teammate's; the two fight: Glory Seeker (2/2) and the teammate's Elvish Warrior (2/3) deal
    each other 2 damage, and the Seeker dies."""
    s = _thg()
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Duel for Dominance")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[warrior].damage == 2


def test_covert_cutpurse_destroys_a_damaged_teammate_s_creature() -> None:
    """CR 102.3: Covert Cutpurse's enters trigger targets a creature its controller doesn't
    control that was dealt damage this turn: the teammate's shocked Elvish Warrior is the only
    one offered, and it is destroyed."""
    s = _thg()
    s.battlefield(0, "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shock", "Covert Cutpurse")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Wellwisher")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    d.cast(0, "Covert Cutpurse")
    d.resolve()
    assert {a.value for a in d.expect("target").actions} == {warrior}
    d.choose(warrior)
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_an_opponent_controls_still_leaves_out_the_teammate() -> None:
    """CR 102.3: by contrast, Brutal Cathar's "target creature an opponent controls" offers
    the opposing player 2's Wellwisher, not the teammate's Elvish Warrior."""
    s = _thg()
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    assert {a.value for a in d.expect("target").actions} == {d.find("Wellwisher")}


def test_players_of_the_active_team_draw_before_the_other_team() -> None:
    """CR 121.2d: Curse of Surveillance on player 3 (cast by player 1) triggers in team 2-3's
    upkeep; its targets are chosen player 0 first, then player 2, yet player 2, of the active
    team, draws first, then player 0."""
    s = _thg(active=0, step="end", turn=2)
    s.battlefield(1, "Curse of Surveillance", attached_to=3)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.active == 2
    assert d.expect("target").player == 1
    d.choose(0)
    d.choose(2)
    d.choose(None)
    start = len(d.game.log)
    d.resolve()
    draws = [e.player for e in d.game.log[start:] if e.kind == "draw"]
    assert draws == [2, 0]


def test_teferi_s_emblem_untaps_and_draws_once_in_the_opposing_team_s_turn() -> None:
    """CR 805.4b, 805.6a, 114.4: player 1's emblem from Teferi, Who Slows the Sunset: in team
    2-3's turn player 1's Plains untaps (player 0's Forest, no emblem, stays tapped) and player
    1 draws one card in the team's draw step, after both active players; its teammate draws
    nothing."""
    s = _thg()
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.battlefield(1, "Plains", tapped=True)
    s.battlefield(0, "Forest", tapped=True)
    d = Driver(s.build())
    _give_priority_to(d, 1)
    d.activate(1, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    start = len(d.game.log)
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 2
    assert not d.state.objects[d.find("Plains", "battlefield")].tapped
    assert d.state.objects[d.find("Forest", "battlefield", player=0)].tapped
    assert [e.player for e in d.game.log[start:] if e.kind == "draw"] == [2, 3, 1]
    assert [len(p.hand) for p in d.state.players] == [0, 1, 1, 1]


def test_a_blocker_s_lifelink_gain_is_simultaneous_with_the_teammate_s_damage() -> None:
    """CR 510.2, 120.3f, 810.9, 704.3: team 2-3 has 2 life; player 0's unblocked Glory Seeker
    deals 2 damage to player 3 while player 2's Dennick (lifelink), blocking the other Seeker,
    deals 2: the damage and the life gain are dealt at once, so when state-based actions are
    checked the team has 2 life and stays in the game."""
    s = _thg()
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(2, "Dennick, Pious Apprentice")
    s.life(2, 2)
    d = Driver(s.build())
    a, b = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({a: 3, b: 2})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Dennick, Pious Apprentice"): b})
    d.pass_until("postcombat_main")
    assert _lives(d) == [30, 30, 2, 2]
    assert not d.state.game_over
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_gain"] == [(2, 2)]


def test_a_teammate_s_spell_doesn_t_trigger_ward() -> None:
    """CR 702.21a, 102.3: a teammate isn't an opponent: player 0's Shock at their teammate
    player 1's Burly Breaker (Ward {1}) triggers no ward and deals its 2 damage (an opposing
    player's spell does trigger it: the test of the ward's life payment above)."""
    s = _thg()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    shock = d.cast(0, "Shock", targets=[breaker])
    assert d.state.stack == [shock]
    d.resolve()
    assert d.state.objects[breaker].damage == 2 and not d.state.stack


def test_damage_to_you_is_damage_to_that_player_not_to_the_teammate() -> None:
    """CR 810.9, 805.10a-b: the team of players 0 and 1 attacks as one: Glory Seeker attacks
    player 2 and Elvish Warrior player 3. Player 2's Aurification ("Whenever a creature deals
    damage to you, put a gold counter on it") triggers for the Seeker only: the Warrior's
    damage was dealt to player 3, though both come off the team's shared total."""
    s = _thg()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Aurification")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack({seeker: 2, warrior: 3})
    d.pass_until("postcombat_main")
    assert _lives(d) == [30, 30, 26, 26]
    assert d.state.objects[seeker].counters.get("gold") == 1
    assert not d.state.objects[warrior].counters.get("gold")
    assert "Wall" in d.chars(seeker).subtypes and "Wall" not in d.chars(warrior).subtypes


def test_that_player_of_a_combat_damage_trigger_is_the_one_dealt_damage_not_the_teammate(
) -> None:
    """CR 810.9, 805.10e, 115.1: Dawning Purist attacks player 3 and deals them combat damage:
    "you may destroy target enchantment that player controls" may target player 3's
    Gratuitous Violence only, not their teammate player 2's Aurification."""
    s = _thg()
    s.battlefield(0, "Dawning Purist")
    s.battlefield(2, "Aurification")
    s.battlefield(3, "Gratuitous Violence")
    d = Driver(s.build())
    purist = d.find("Dawning Purist")
    d.to_combat()
    d.attack({purist: 3})
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    violence = d.find("Gratuitous Violence")
    assert [a.value for a in d.game.legal_actions()] == [violence]
    d.choose(violence)
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    assert d.zone_of("Gratuitous Violence") == "graveyard"
    assert d.zone_of("Aurification") == "battlefield"
    assert _lives(d) == [30, 30, 28, 28]
