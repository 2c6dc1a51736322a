"""Acceptance scenarios for the evasion keywords of Onslaught and the Midnight Hunt Commander
decks: landwalk (CR 702.14), fear (702.36) and skulk (702.118), all checked as blockers are
declared (CR 509.1b).

* 702.14c: a creature with swampwalk can't be blocked as long as the defending player controls
  a land with the land type Swamp, basic or not; lands of the attacking player or of another
  player who isn't defending don't count.
* 702.14d, 702.14e: landwalk abilities don't cancel one another (a blocker with the same
  landwalk and the attacker's own land change nothing); a second instance is redundant.
* 702.36b: a creature with fear can be blocked by artifact creatures (colourless ones too) and
  black creatures only.
* 702.118b: a creature with skulk can't be blocked by creatures with greater power; equal or
  lower power may block.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def _blockers_offered(d: Driver, attackers: dict[int, int] | list[int]) -> set[int]:
    """Declare ``attackers``, play the combat through with no blocks and return the creatures
    that were offered as blockers (no declare blockers decision at all when none can block)."""
    d.to_combat()
    d.attack(attackers)
    offered: set[int] = set()
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            offered |= {a.blocker for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker)}
            d.block()
        else:
            d.pass_priority()
    return offered


def test_swampwalk_counts_a_nonbasic_land_with_the_swamp_type() -> None:
    """CR 702.14a, 702.14b, 702.14c, 305.6: swampwalk is landwalk of the land type Swamp, an
    evasion ability: Sunken Hollow (Land — Island Swamp, not basic) is a land with the land
    type Swamp, so Anurid Murkdiver can't be blocked by the Glory Seeker of its controller."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Glory Seeker", "Sunken Hollow")
    d = Driver(s.build())
    assert _blockers_offered(d, [d.find("Anurid Murkdiver")]) == set()


def test_swampwalk_ignores_the_attacking_players_own_swamp() -> None:
    """CR 702.14c, 702.14d: only the defending player's lands matter: the attacker's Swamp
    doesn't make Anurid Murkdiver unblockable, and a defending creature that itself has a
    landwalk ability changes nothing."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Anurid Murkdiver", "Swamp")
    s.battlefield(1, "Glory Seeker", "Plains")
    d = Driver(s.build())
    assert _blockers_offered(d, [d.find("Anurid Murkdiver")]) == {d.find("Glory Seeker")}


def test_swampwalk_ignores_the_swamp_of_a_player_who_isnt_defending() -> None:
    """CR 702.14c, 506.2 (multiplayer): Anurid Murkdiver attacks player 1, who controls no
    Swamp; player 2's Swamp doesn't matter: player 1's Glory Seeker may block it."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.battlefield(2, "Swamp")
    d = Driver(s.build())
    assert _blockers_offered(d, {d.find("Anurid Murkdiver"): 1}) == {d.find("Glory Seeker")}


def test_forestwalk_granted_twice_is_redundant_and_not_cancelled() -> None:
    """CR 702.14d, 702.14e: Elvish Pathcutter gives an Elvish Warrior forestwalk twice; the
    defending player controls a Forest, and so does the attacker: it can't be blocked, even by
    the defending player's own Elvish Warrior that also gains forestwalk."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Elvish Pathcutter", "Elvish Warrior", *["Forest"] * 6)
    s.battlefield(1, "Elvish Pathcutter", "Elvish Warrior", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    mine = d.find("Elvish Warrior", player=0)
    theirs = d.find("Elvish Warrior", player=1)
    for _ in range(2):
        d.activate(0, d.find("Elvish Pathcutter", player=0), targets=[mine])
        d.resolve()
    d.pass_priority()  # player 1 gets priority in player 0's main phase
    assert d.decision.player == 1
    d.activate(1, d.find("Elvish Pathcutter", player=1), targets=[theirs])
    d.resolve()
    assert d.chars(mine).has("Forestwalk") and d.chars(theirs).has("Forestwalk")
    assert _blockers_offered(d, [mine]) == set()


def test_fear_lets_artifact_creatures_block_colourless_or_not() -> None:
    """CR 702.36b: Severed Legion (fear) may be blocked by Tribal Golem and Crossroads
    Candleguide (colourless artifact creatures) but not by the white Glory Seeker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Severed Legion")
    s.battlefield(1, "Tribal Golem", "Crossroads Candleguide", "Glory Seeker")
    d = Driver(s.build())
    assert _blockers_offered(d, [d.find("Severed Legion")]) == {
        d.find("Tribal Golem"), d.find("Crossroads Candleguide")}


def test_skulk_allows_blockers_with_equal_or_lower_power_only() -> None:
    """CR 702.118b: Forgotten Creation (power 3, skulk) may be blocked by Spined Basher (power
    3, equal) and Glory Seeker (power 2), not by Anurid Murkdiver (power 4)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Forgotten Creation")
    s.battlefield(1, "Spined Basher", "Anurid Murkdiver", "Glory Seeker")
    d = Driver(s.build())
    assert _blockers_offered(d, [d.find("Forgotten Creation")]) == {
        d.find("Spined Basher"), d.find("Glory Seeker")}


def test_a_swamp_made_an_island_no_longer_counts_for_swampwalk() -> None:
    """CR 702.14c, 305.7: Sea's Claim makes the defending player's only Swamp an Island (it
    loses the type Swamp): Anurid Murkdiver may then be blocked by their Glory Seeker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Anurid Murkdiver", "Island")
    s.hand(0, "Sea's Claim")
    s.battlefield(1, "Glory Seeker", "Swamp")
    d = Driver(s.build())
    swamp = d.find("Swamp")
    d.cast(0, "Sea's Claim", targets=[swamp])
    d.resolve()
    assert set(d.chars(swamp).subtypes) == {"Island"}
    assert _blockers_offered(d, [d.find("Anurid Murkdiver")]) == {d.find("Glory Seeker")}


def test_skulk_at_power_0_a_power_0_creature_may_block_a_power_1_one_may_not() -> None:
    """CR 702.118b, 208.1: player 1's Startle gives Forgotten Creation -2/-0, then its
    controller's Dark Salvation (X=0, targeting themselves: one Zombie, the Creation itself)
    -1/-1: it attacks with power 0. Wall of Mulch (power 0) has no greater power and may block
    it; Festering Goblin (power 1) has greater power and may not."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Forgotten Creation", "Swamp")
    s.hand(0, "Dark Salvation")
    s.battlefield(1, "Wall of Mulch", "Festering Goblin", "Island", "Island")
    s.hand(1, "Startle")
    d = Driver(s.build())
    creation = d.find("Forgotten Creation")
    d.pass_priority()
    d.cast(1, "Startle", targets=[creation])
    d.resolve()
    d.cast(0, "Dark Salvation", x=0, targets=[0, creation])
    d.resolve()
    assert (d.chars(creation).power, d.chars(creation).toughness) == (0, 2)
    assert _blockers_offered(d, [creation]) == {d.find("Wall of Mulch")}
