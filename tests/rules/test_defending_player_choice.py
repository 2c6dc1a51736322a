"""The defending player of an attacking creature whose planeswalker is gone, in a game of
three or more players (CR 506.2, 506.4c, 508.5, 508.5a, 802.2, 802.2a).

The creature still attacks, but attacks no player or planeswalker (CR 506.4c), so no defending
player is the one it attacks: every opponent of the attacking player is a defending player
(CR 802.2), and the controller of a spell or ability referring to "defending player" chooses
one of those that could be chosen (CR 508.5a, 802.2a). A target "[filter] defending player
controls" chosen then may be an object of any of them, and choosing it chooses the defending
player for the whole ability; an ability already on the stack when the planeswalker leaves has
its defending player chosen as it resolves, before its targets are checked (CR 608.2b).

No card of ONS, MID or MIC has an activated ability, or a modal ability, referring to the
defending player (their abilities naming the defending player trigger as the creature attacks,
while the planeswalker it attacks is still there), so the cards here that have one are made
up for these rules; Purifying Dragon is the real card whose planeswalker leaves with its
trigger on the stack.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import Choose, Concede
from manastack.dsl.abilities import Mode
from manastack.dsl.effects import DealDamage, GainLife, TapEffect
from manastack.dsl.filters import CREATURE
from manastack.dsl.prelude import (
    DefendingPlayer,
    Target,
    activated,
    attacks,
    continued,
    defending_player_controls,
    target,
    triggered,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

HARRIER = define_card(
    "Reference Test Harrier", "{R}", "Creature — Human Warrior",
    "{0}: Tap target creature defending player controls. This creature deals 1 damage to "
    "defending player.",
    power=2, toughness=2,
    abilities=[activated("{0}", TapEffect(Target(0)), DealDamage(1, DefendingPlayer()),
                         targets=[target(defending_player_controls(CREATURE))])]).name
"""A made-up creature whose activated ability targets a creature defending player controls and
refers to the defending player in its instructions."""

BINDER = define_card(
    "Reference Test Binder", "{U}", "Creature — Human Wizard",
    "{0}: Tap two target creatures defending player controls.",
    power=1, toughness=1,
    abilities=[activated("{0}", TapEffect(Target(0)),
                         targets=[target(defending_player_controls(CREATURE), count=2)])]).name
"""A made-up creature whose activated ability targets two creatures defending player
controls."""

RAIDER = define_card(
    "Reference Test Raider", "{R}", "Creature — Human Warrior",
    "Whenever this creature attacks, choose two —\n"
    "• This creature deals 1 damage to defending player.\n• You gain 2 life.",
    power=2, toughness=2,
    abilities=[triggered(attacks(), modes=(
        Mode((DealDamage(1, DefendingPlayer()),), (), "damage"),
        Mode((GainLife(2),), (), "life")), choose=2), continued(), continued()]).name
"""A made-up creature with a modal attack trigger choosing two modes (CR 700.2b), one of them
referring to the defending player."""


def _offered(d: Driver) -> set[object]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _planeswalker_gone(attacker: str, players: int = 3, gone: int | None = None,
                       modes: tuple[int | None, ...] = ()) -> Driver:
    """Player 0's ``attacker`` attacks player 1's Wrenn and Seven (2 loyalty), its attack
    trigger's ``modes`` chosen; player 0 Shocks Wrenn and Seven, which dies (CR 704.5i).
    Player 1 controls Glory Seeker and Elvish Warrior, player 2 Daru Lancer and Glory Seeker.
    Player ``gone``, if any, has conceded first."""
    s = Scenario(seed=1, players=players)
    s.battlefield(0, attacker, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 2})
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    if players > 2:
        s.battlefield(2, "Daru Lancer", "Glory Seeker")
    for p in range(players):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    if gone is not None:
        d.game.apply(gone, Concede())
    wrenn, creature = d.find("Wrenn and Seven"), d.find(attacker)
    d.to_combat()
    d.attack({creature: wrenn})
    for m in modes:
        d.choose(m)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Shock", targets=[wrenn])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert creature in d.state.combat.attackers
    return d


def test_targets_chosen_once_the_planeswalker_is_gone_are_any_defending_players() -> None:
    """CR 506.4c, 508.5a, 802.2a: the Harrier attacks player 1's Wrenn and Seven, which dies;
    activating its ability, player 0 may target a creature of either opponent, both defending
    players that could be chosen. Naming player 2's Daru Lancer chooses player 2 as the
    defending player: as the ability resolves no question is asked, the Lancer is tapped and
    player 2, not player 1, is dealt the 1 damage."""
    d = _planeswalker_gone(HARRIER)
    lancer = d.find("Daru Lancer")
    d.activate(0, HARRIER)
    assert d.decision.kind == "target"
    assert _offered(d) == {d.find("Glory Seeker", player=1), d.find("Elvish Warrior"),
                           lancer, d.find("Glory Seeker", player=2)}
    d.choose(lancer)
    d.resolve()
    assert d.state.objects[lancer].tapped
    assert [d.life(p) for p in range(3)] == [20, 20, 19]
    assert not d.state.stack and d.decision.kind == "priority"


def test_the_second_target_is_of_the_defending_player_the_first_chose() -> None:
    """CR 508.5a: "defending player" is one player for the whole ability: once the Binder's
    first target is player 2's Daru Lancer, its second target may be only another creature of
    player 2, and both are tapped."""
    d = _planeswalker_gone(BINDER)
    lancer, seeker2 = d.find("Daru Lancer"), d.find("Glory Seeker", player=2)
    d.activate(0, BINDER)
    d.choose(lancer)
    assert _offered(d) == {seeker2}
    d.choose(seeker2)
    d.resolve()
    assert d.state.objects[lancer].tapped and d.state.objects[seeker2].tapped
    assert not d.state.objects[d.find("Elvish Warrior")].tapped


def test_with_one_opponent_left_only_its_creatures_are_offered() -> None:
    """CR 802.2, 800.4a: player 2 has conceded, so player 1 is the only defending player that
    could be chosen: only player 1's creatures are offered, and player 1 is dealt the damage,
    no question asked."""
    d = _planeswalker_gone(HARRIER, gone=2)
    d.activate(0, HARRIER)
    assert _offered(d) == {d.find("Glory Seeker", player=1), d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior")].tapped
    assert d.life(1) == 19 and not d.state.stack and d.decision.kind == "priority"


def test_in_a_two_player_game_the_opponent_is_the_defending_player() -> None:
    """CR 506.2: in a two-player game the nonactive player is the defending player, whatever
    the Harrier attacks: with its planeswalker gone only player 1's creatures are offered."""
    d = _planeswalker_gone(HARRIER, players=2)
    d.activate(0, HARRIER)
    assert _offered(d) == {d.find("Glory Seeker"), d.find("Elvish Warrior")}
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.life(1) == 19


def _dragon_trigger_then_planeswalker_gone(players: int = 3,
                                           gone: int | None = None) -> tuple[Driver, int]:
    """Player 0's Purifying Dragon attacks player 1's Wrenn and Seven; its trigger targets
    player 1's Glory Seeker; with it on the stack, player 0 Shocks Wrenn and Seven, which
    dies. Player ``gone``, if any, concedes first."""
    s = Scenario(seed=1, players=players)
    s.battlefield(0, "Purifying Dragon", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 2})
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Daru Lancer")
    for p in range(players):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    if gone is not None:
        d.game.apply(gone, Concede())
    wrenn, seeker = d.find("Wrenn and Seven"), d.find("Glory Seeker")
    d.to_combat()
    d.attack({d.find("Purifying Dragon"): wrenn})
    assert _offered(d) == {seeker}  # its planeswalker there: only player 1 defends it
    d.choose(seeker)
    d.cast(0, "Shock", targets=[wrenn])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    return d, seeker


def _resolve_to_question(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


def test_planeswalker_gone_with_the_trigger_on_the_stack_its_controller_chooses() -> None:
    """CR 508.5a, 802.2a, 608.2b: the Dragon's trigger targets player 1's Glory Seeker, then
    Wrenn and Seven dies. As the trigger resolves its defending player is no longer the
    controller of a planeswalker it attacks: player 0 chooses one of the defending players,
    before the target is checked; choosing player 1, the Seeker is still a creature defending
    player controls and is dealt the 1 damage."""
    d, seeker = _dragon_trigger_then_planeswalker_gone()
    _resolve_to_question(d)
    dec = d.expect("choose_player")
    assert dec.player == 0 and dec.prompt == "Choose the defending player"
    assert _offered(d) == {1, 2}
    d.choose(1)
    assert d.state.objects[seeker].damage == 1
    assert not d.state.stack


def test_choosing_another_defending_player_its_target_is_illegal() -> None:
    """CR 508.5a, 608.2b: choosing player 2 as the defending player, player 1's Glory Seeker
    is no longer a creature defending player controls: the trigger's only target is illegal
    and it doesn't resolve; no creature is dealt damage."""
    d, seeker = _dragon_trigger_then_planeswalker_gone()
    _resolve_to_question(d)
    d.choose(2)
    assert d.state.objects[seeker].damage == 0
    assert d.state.objects[d.find("Daru Lancer")].damage == 0
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert not d.state.stack


def test_planeswalker_gone_with_one_opponent_left_the_trigger_resolves_unasked() -> None:
    """CR 802.2, 800.4a: with player 2 gone from the game, player 1 is the one defending
    player that could be chosen: the Dragon's trigger resolves without a question and the
    Seeker is dealt the damage."""
    d, seeker = _dragon_trigger_then_planeswalker_gone(gone=2)
    d.resolve()
    assert d.state.objects[seeker].damage == 1 and not d.state.stack


def test_several_modes_chosen_the_mode_referring_to_the_defending_player_sees_the_choice(
        ) -> None:
    """CR 700.2, 508.5a, 802.2a: the Raider's attack trigger with both modes chosen; Wrenn
    and Seven, which it attacks, dies. As the trigger resolves, player 0 chooses the defending
    player (player 2), whom the damage mode deals 1 damage to; the other mode gains player 0
    2 life."""
    d = _planeswalker_gone(RAIDER, modes=(0, 1))
    _resolve_to_question(d)
    dec = d.expect("choose_player")
    assert dec.player == 0 and _offered(d) == {1, 2}
    d.choose(2)
    assert [d.life(p) for p in range(3)] == [22, 20, 19]
    assert not d.state.stack


def test_several_modes_with_one_opponent_left_no_question() -> None:
    """CR 802.2, 800.4a, 700.2: with player 2 gone, player 1 is the one defending player: the
    Raider's damage mode deals 1 damage to player 1 with no question asked."""
    d = _planeswalker_gone(RAIDER, gone=2, modes=(0, 1))
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 22 and not d.state.stack
