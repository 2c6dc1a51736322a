"""Enduring Angel // Angelic Enforcer — {2}{W}{W}{W} Creature — Angel 3/3 //
Creature — Angel */* (white).

Oracle: Front: "Flying, double strike / You have hexproof. / If your life total would be
reduced to 0 or less, instead transform Enduring Angel and your life total becomes 3. Then if
Enduring Angel didn't transform this way, you lose the game."
Back: "Flying / You have hexproof. / Angelic Enforcer's power and toughness are each equal to
your life total. / Whenever Angelic Enforcer attacks, double your life total."
Rulings covered: MID-RN-203, MID-RN-204.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL, STIFLE

pytestmark = pytest.mark.card("Enduring Angel")


def _game(life: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.life(0, life)
    s.at("precombat_main", active=1, turn=4)
    return Driver(s.build())


def _self_harm(life: int, card: str, *, transformed: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", transformed=transformed)
    s.battlefield(0, "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, card)
    s.library(0, "Plains", "Plains")
    s.life(0, life)
    d = Driver(s.build())
    d.cast(0, card, targets=[0])
    d.resolve()
    return d


@pytest.mark.ruling("MID-RN-203", "MID-OR-0071", "MID-OR-0072")
def test_lethal_damage_transforms_it_and_life_becomes_3() -> None:
    d = _self_harm(2, "Shock")
    assert d.life(0) == 3
    assert not d.state.stack  # a replacement effect: nothing to respond to
    c = d.chars(d.find("Enduring Angel"))
    assert (c.name, c.power, c.toughness) == ("Angelic Enforcer", 3, 3)
    assert not d.state.players[0].lost and not d.state.game_over


@pytest.mark.ruling("MID-RN-203", "MID-OR-0071", "MID-OR-0072")
def test_life_loss_to_zero_is_replaced_too() -> None:
    d = _self_harm(2, "Blood Pact")
    assert d.life(0) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"
    assert not d.state.game_over


@pytest.mark.ruling("MID-RN-203", "MID-OR-0071", "MID-OR-0072")
def test_once_transformed_lethal_life_loss_loses_the_game() -> None:
    d = _self_harm(2, "Blood Pact", transformed=True)
    assert d.state.players[0].lost and d.state.game_over


def test_you_have_hexproof() -> None:
    d = _game(20)
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.expect("target")
    legal = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert 1 in legal and 0 not in legal
    assert d.find("Enduring Angel") in legal  # the Angel itself has no hexproof


def test_its_controllers_opponents_have_no_hexproof() -> None:
    """CR 702.11c: "You have hexproof" is the Angel's controller's only: they may target their
    opponent with Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.expect("target")
    legal = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert 1 in legal and 0 in legal


def test_combat_damage_to_zero_is_replaced() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(1, "Glory Seeker")
    s.life(0, 2)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"


def test_damage_above_zero_is_not_replaced() -> None:
    d = _self_harm(3, "Shock")
    assert d.life(0) == 1
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"


@pytest.mark.ruling("MID-RN-204", "MID-OR-0074")
def test_enforcer_is_as_big_as_your_life_and_doubles_it_when_attacking() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", transformed=True)
    s.life(0, 7)
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    c = d.chars(angel)
    assert (c.power, c.toughness) == (7, 7)
    assert c.has("Flying") and not c.has("Double strike")
    d.to_combat()
    d.attack([angel])
    d.resolve()
    assert d.life(0) == 14
    assert d.chars(angel).power == 14
    gains = [e.amount for e in d.state.log if e.kind == "life_gain" and e.player == 0]
    assert gains == [7]  # doubling is gaining that much life
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 14


@pytest.mark.ruling("MID-RN-203", "MID-OR-0072")
def test_a_single_faced_copy_cant_transform_so_you_lose() -> None:
    """Official ruling: "Applying the replacement effect can't cause Enduring Angel to
    transform if it isn't a double-faced permanent; that is, if it's a token or if a
    single-faced permanent has become a copy of it. In that situation, you will lose the game."
    Clone copies an opponent's Enduring Angel; its controller's life total becomes 3, then that
    player loses the game."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Clone", "Blood Pact")
    s.library(0, "Plains", "Plains", "Plains")
    s.battlefield(1, "Enduring Angel")
    s.life(0, 2)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Enduring Angel"))
    clone = d.find("Clone")
    assert d.chars(clone).name == "Enduring Angel"
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert d.life(0) == 3
    assert any(e.kind == "lose" and e.player == 0 for e in d.state.log)
    assert d.state.players[0].lost and d.state.game_over


@pytest.mark.ruling("MID-RN-203", "MID-OR-0072")
def test_a_token_copy_is_double_faced_now_so_it_transforms() -> None:
    """Official ruling: "Applying the replacement effect can't cause Enduring Angel to
    transform if it isn't a double-faced permanent; that is, if it's a token or if a
    single-faced permanent has become a copy of it. In that situation, you will lose the game."
    Rules changed since: a token that's a copy of a double-faced permanent is now a
    double-faced token (CR 707.8a), which can transform (701.27a, 712.9). Croaking
    Counterpart's 1/1 Frog copy of Enduring Angel transforms and its controller stays in the
    game."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Croaking Counterpart", "Blood Pact")
    s.library(0, "Plains", "Plains", "Plains")
    s.battlefield(1, "Enduring Angel")
    s.life(0, 2)
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Enduring Angel")])
    d.resolve()
    (token,) = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert d.chars(token).name == "Enduring Angel"
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert d.life(0) == 3
    c = d.chars(token)
    assert c.name == "Angelic Enforcer" and "Frog" in c.subtypes
    assert not d.state.players[0].lost and not d.state.game_over


@pytest.mark.ruling("MID-OR-0073")
def test_a_double_faced_copy_transforms_and_stays_a_copy() -> None:
    """Official ruling: "If a transforming double-faced card has somehow become a copy of
    Enduring Angel, the replacement effect will apply, the copy of Enduring Angel will
    transform, and your life total will become 3. However, because the copy effect that makes
    it Enduring Angel continues to apply to it after it transforms, it will still be a copy of
    Enduring Angel. This means that the replacement effect will be applied again if your life
    total would be reduced to 0 or less a second time while that copy effect is still applied."
    Ludevic transforms into Olag as a copy of the Enduring Angel card it exiled; Olag turning
    over again doesn't apply Olag's own "as this transforms" ability a second time, since the
    copy doesn't have it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ludevic, Necrogenius", "Island", "Island", "Swamp", "Swamp", "Swamp",
                  "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Enduring Angel")
    s.hand(0, "Shock", "Shock", "Shock")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.life(0, 1)
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find("Enduring Angel", zone="graveyard")])
    d.resolve()
    c = d.chars(olag)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Double strike")
    assert d.state.objects[olag].counters == {"+1/+1": 1}

    def shock_myself() -> None:
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[0])
        d.resolve()

    faces = [d.state.objects[olag].face]
    shock_myself()  # 1 -> 0 or less: replaced
    assert d.life(0) == 3
    faces.append(d.state.objects[olag].face)
    c = d.chars(olag)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Double strike")  # still a copy
    shock_myself()  # 3 -> 1
    assert d.life(0) == 1
    shock_myself()  # 1 -> 0 or less again: replaced again
    assert d.life(0) == 3
    faces.append(d.state.objects[olag].face)
    assert faces == [1, 0, 1]
    assert not d.state.players[0].lost
    c = d.chars(olag)
    assert (c.name, c.power, c.toughness) == ("Olag, Ludevic's Hubris", 5, 5)
    assert d.state.objects[olag].counters == {"+1/+1": 1}


def _life_events(d: Driver, since: int) -> list[tuple[str, int, int]]:
    return [(e.kind, e.player, e.amount) for e in d.state.log[since:]
            if e.kind in ("life_loss", "life_gain")]


@pytest.mark.parametrize("card", ["Shock", "Blood Pact"])
def test_a_total_raised_to_3_instead_is_a_gain_of_life_not_a_loss(card: str) -> None:
    """CR 119.5, 614.1a: at 2 life, 2 damage (Shock) or a loss of 2 life (Blood Pact) would
    reduce the total to 0; instead it becomes 3: the player gains 1 life (a life gain event)
    and loses none (nothing counts as life lost this turn)."""
    d = _self_harm(2, card)
    assert d.life(0) == 3
    start = next(i for i, e in enumerate(d.state.log) if e.kind == "cast")
    assert _life_events(d, start) == [("life_gain", 0, 1)]
    assert d.state.players[0].life_lost_this_turn == 0
    assert d.state.players[0].life_gained_this_turn == 1


def _mudspawn(life: int, *cards: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Thrashing Mudspawn", *["Mountain"] * 7)
    s.hand(0, *cards)
    s.life(0, life)
    return Driver(s.build())


@pytest.mark.parametrize(("life", "card", "lost"), [(3, "Solar Blast", 0),
                                                   (4, "Pinpoint Avalanche", 1)])
def test_a_loss_of_life_replaced_by_becoming_3_loses_the_difference(
        life: int, card: str, lost: int) -> None:
    """CR 119.5, 614.1a: Thrashing Mudspawn dealt 3 (or 4) damage makes its controller, at 3
    (or 4) life, lose that much: the total becomes 3 instead, a loss of 0 life (no life loss
    event) or of 1 (a life loss event of 1)."""
    d = _mudspawn(life, card)
    d.cast(0, card, targets=[d.find("Thrashing Mudspawn")])
    d.resolve()
    n = len(d.state.log)
    d.resolve()  # the Mudspawn's trigger
    assert d.life(0) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"
    assert _life_events(d, n) == ([("life_loss", 0, lost)] if lost else [])
    assert d.state.players[0].life_lost_this_turn == lost


def test_life_lost_earlier_in_the_turn_still_counts_after_a_replaced_loss() -> None:
    """CR 119.5: at 6 life, Shock (2 life lost), then Thrashing Mudspawn dealt 4 damage makes
    its controller, at 4, lose 4: the total becomes 3 instead, 1 more life lost: 3 this
    turn."""
    d = _mudspawn(6, "Shock", "Pinpoint Avalanche")
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].life_lost_this_turn == 2
    d.cast(0, "Pinpoint Avalanche", targets=[d.find("Thrashing Mudspawn")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 3
    assert d.state.players[0].life_lost_this_turn == 3


def test_combat_damage_replaced_by_becoming_3_loses_the_difference() -> None:
    """CR 119.5, 120.3a, 614.1a, 120.4c: Ravenous Baloth's 4 combat damage to a player at 4
    life is dealt, and its result, the life loss, would reduce the total to 0; the total
    becomes 3 instead: a loss of 1 life (a life loss event of 1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(1, "Ravenous Baloth")
    s.life(0, 4)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ravenous Baloth")])
    n = len(d.state.log)
    d.pass_until("postcombat_main")
    assert d.life(0) == 3
    assert _life_events(d, n) == [("life_loss", 0, 1)]


def test_damage_equal_to_a_total_of_3_leaves_it_at_3_with_no_life_lost() -> None:
    """CR 119.5, 120.3a, 614.1a: at 3 life, Solar Blast's 3 damage would reduce the total to
    0; it becomes 3 instead: the damage is dealt, but no life is lost (no life loss event)."""
    d = _self_harm(3, "Solar Blast")
    assert d.life(0) == 3
    start = next(i for i, e in enumerate(d.state.log) if e.kind == "cast")
    assert [e.kind for e in d.state.log[start:] if e.kind == "damage"] == ["damage"]
    assert _life_events(d, start) == []
    assert d.state.players[0].life_lost_this_turn == 0


@pytest.mark.ruling("MID-RN-203", "MID-OR-0072")
def test_two_lethal_hits_on_a_single_faced_copy_lose_the_game_once() -> None:
    """CR 104.3e, 800.4a, 614.1a: in a three-player game player 0's Clone copies Enduring
    Angel (single-faced: it can't transform); at 2 life, player 1's two Bounding Wolves deal 3
    combat damage each: each hit is replaced (the life total becomes 3) and each is followed
    by "you lose the game", but a player loses the game once: one loss in the log, and the
    game goes on between the two other players."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    s.battlefield(2, "Enduring Angel")
    s.battlefield(1, "Bounding Wolf", "Bounding Wolf")
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    s.life(0, 2)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Enduring Angel"))
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    d.to_combat()
    d.attack(d.ids("Bounding Wolf"), defender=0)
    while not d.state.players[0].lost:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    assert [e.player for e in d.state.log if e.kind == "lose"] == [0]
    assert not d.state.game_over


def test_life_gained_by_becoming_3_adds_to_the_life_gained_this_turn() -> None:
    """CR 119.5, 119.3: at 1 life, Wellwisher gains player 0 1 life (2); then Shock's 2 damage
    would reduce it to 0 and it becomes 3 instead, a gain of 1 more: 2 life gained this
    turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Wellwisher", "Mountain")
    s.hand(0, "Shock")
    s.life(0, 1)
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 2
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 3
    assert d.state.players[0].life_gained_this_turn == 2


def test_enforcer_grows_with_the_life_its_controllers_lifelink_gains_in_combat() -> None:
    """CR 604.3, 613.4a (a characteristic-defining ability), 702.15b (lifelink), 510.2:
    Angelic Enforcer's power and toughness follow its controller's life total as combat damage
    changes it. Heron's Grace Champion (3/3, lifelink) deals its combat damage: 20 life becomes
    23, and the Enforcer is 23/23 in the combat damage step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", transformed=True)
    s.battlefield(0, "Heron's Grace Champion")
    s.library(0, "Plains", "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    enforcer = d.find("Angelic Enforcer")
    assert d.chars(enforcer).power == 20
    d.to_combat()
    d.attack([d.find("Heron's Grace Champion")])
    while d.state.step.name.lower() != "combat_damage":
        d.pass_priority()
    assert d.life(0) == 23 and d.life(1) == 17
    assert (d.chars(enforcer).power, d.chars(enforcer).toughness) == (23, 23)


def test_a_copy_that_cant_transform_under_platinum_angel_only_sets_life_to_3() -> None:
    """CR 614.1a, 104.3e (ruling MID-RN-203): player 1's Clone copying Enduring Angel can't
    transform, and Platinum Angel keeps player 1 in the game, so Siege Zombie's "Each opponent
    loses 1 life" at 1 life only makes their life total 3. Then nothing is left on the stack:
    Stifle ("Counter target activated or triggered ability."), castable while the ability was
    there, can't be cast when player 1 next gets priority (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Siege Zombie", "Glory Seeker", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.battlefield(1, PLATINUM_ANGEL.name, *["Island"] * 5)
    s.hand(1, "Clone", STIFLE.name)
    s.library(1, "Island", "Island")
    s.life(1, 1)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Enduring Angel"))
    clone = d.find("Clone")
    d.pass_until("precombat_main", turn=3)
    stifle = d.find(STIFLE.name, zone="hand")
    d.activate(0, "Siege Zombie")
    for x in [d.find("Siege Zombie"), *d.ids("Glory Seeker")]:
        d.choose(x)  # the three creatures tapped for its cost
    d.pass_priority()
    assert d.decision.player == 1
    assert stifle in {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    d.pass_priority()
    assert d.life(1) == 3 and not d.state.stack
    assert d.chars(clone).name == "Enduring Angel" and not d.state.players[1].lost
    d.pass_priority()
    assert d.decision.player == 1
    assert stifle not in {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}


def test_front_face_has_flying_and_double_strike() -> None:
    """CR 702.4b: unblocked, the 3/3 double striker deals combat damage in both combat damage
    steps: 6 in all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    c = d.chars(angel)
    assert c.has("Flying") and c.has("Double strike") and (c.power, c.toughness) == (3, 3)
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_the_back_face_gives_you_hexproof_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.expect("target")
    legal = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert 0 not in legal and d.find("Enduring Angel") in legal


def test_the_doubling_happens_even_if_the_enforcer_is_destroyed_in_response() -> None:
    """CR 113.7a: the attack trigger resolves without its source: 5 life becomes 10."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", transformed=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.life(0, 5)
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    d.to_combat()
    d.attack([angel])
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[angel])
    d.resolve()
    assert d.zone_of("Enduring Angel") == "graveyard"
    d.resolve()
    assert d.life(0) == 10 and not d.state.stack


def test_an_opponents_life_reaching_zero_is_not_replaced() -> None:
    """"Your life total": in a three-player game, player 0's Angel doesn't save player 1, who
    loses (CR 104.3b) while the Angel stays untransformed; the game goes on (CR 800.4a)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Enduring Angel", "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost and not d.state.game_over
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"
    assert d.life(0) == 20


def test_two_headed_giant_the_team_total_becomes_3_and_the_enforcer_uses_it() -> None:
    """CR 810.9a, 810.9c: the shared life total is 2; Shock to the Angel's controller is
    replaced, the Angel transforms and the team's total becomes 3 (the player gains 1). The
    Enforcer's power and toughness are the team's total, and doubling it on the attack makes
    the team's total 6."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Enduring Angel", "Mountain")
    s.hand(0, "Shock")
    s.life(0, 2)
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    assert (d.life(0), d.life(1)) == (2, 2)
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert not d.state.game_over
    assert [d.life(p) for p in range(4)] == [3, 3, 30, 30]
    c = d.chars(angel)
    assert (c.name, c.power, c.toughness) == ("Angelic Enforcer", 3, 3)
    d.to_combat()
    d.attack({angel: 2})
    d.resolve()
    assert [d.life(p) for p in range(4)] == [6, 6, 30, 30]
    assert d.chars(angel).power == 6


def test_two_headed_giant_damage_to_the_teammate_is_not_replaced() -> None:
    """CR 810.9, 810.8c: damage happens to each player individually: the Shock that brings the
    shared total of 2 to 0 is dealt to the Angel's controller's teammate, whose life total is
    reduced, not the controller's; the Angel doesn't transform and the team loses."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.life(0, 2)
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    d.cast(2, "Shock", targets=[1])
    d.resolve()
    assert not any(e.kind == "transform" for e in d.game.log)
    assert [d.life(p) for p in range(4)] == [0, 0, 30, 30]
    assert d.state.game_over
    assert {p for p in range(4) if d.state.players[p].lost} == {0, 1}


@pytest.mark.parametrize("first", [0, 1])
def test_with_two_angels_the_one_chosen_transforms_and_the_other_no_longer_applies(
        first: int) -> None:
    """CR 616.1, 616.1f: two Enduring Angels would both replace the Shock that would bring
    their controller's life total from 2 to 0; that player chooses one to apply. It transforms
    and the life total becomes 3, which is no reduction to 0 or less: the other Angel's effect
    no longer applies, so it stays front face up (and nothing makes the player lose)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Enduring Angel", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Plains", "Plains")
    s.life(0, 2)
    d = Driver(s.build())
    angels = d.ids("Enduring Angel")
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    assert [o["source_object"] for o in d.game.view(0)["decision"]["options"]] == angels
    d.choose(dec.actions[first].value)
    assert d.decision.kind == "priority" and d.life(0) == 3
    assert [d.chars(a).name for a in angels] == \
        ["Angelic Enforcer" if i == first else "Enduring Angel" for i in range(2)]
    assert not d.state.game_over


def _combat(life: int, attackers: list[str], blocks: dict[str, str], defenders: list[str]
            ) -> Driver:
    """Player 1 (``life``) controls Enduring Angel and ``defenders``; player 0 attacks with
    ``attackers``, each named blocker of ``blocks`` blocking the attacker it names; combat
    damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, *attackers)
    s.battlefield(1, "Enduring Angel", *defenders)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.life(1, life)
    d = Driver(s.build())
    ids = [d.ids(n)[attackers[:i].count(n)] for i, n in enumerate(attackers)]
    d.to_combat()
    d.attack(ids)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find(b): d.find(a) for b, a in blocks.items()})
    d.pass_until("end_of_combat")
    return d


def _angel(d: Driver) -> str:
    return d.chars(d.ids("Enduring Angel")[0]).name


def test_two_hits_together_reducing_the_total_to_0_or_less_are_replaced() -> None:
    """CR 510.2, 120.4c, 614.1a: at 3 life, two unblocked Glory Seekers deal 2 combat damage
    each at once: neither hit alone would reduce the total to 0, but the combat damage event
    would (to -1): the Angel transforms and the total becomes 3; the player is still in the
    game."""
    d = _combat(3, ["Glory Seeker", "Glory Seeker"], {}, [])
    assert d.life(1) == 3
    assert _angel(d) == "Angelic Enforcer"
    assert not d.state.players[1].lost


def test_two_lethal_hits_at_once_transform_it_once() -> None:
    """CR 510.2, 120.4c, 614.5: at 2 life, two unblocked Glory Seekers each deal 2 combat
    damage at once; the combat damage event's result is replaced once: the Angel transforms
    once (it is Angelic Enforcer, not turned back) and the total is 3."""
    d = _combat(2, ["Glory Seeker", "Glory Seeker"], {}, [])
    assert d.life(1) == 3
    assert _angel(d) == "Angelic Enforcer"
    assert [e.kind for e in d.state.log].count("transform") == 1


def test_lifelink_gained_at_once_keeps_the_total_above_0_so_nothing_is_replaced() -> None:
    """CR 120.4c (its Worship example), 120.3f, 510.2: at 6 life, Krosan Tusker's 6 unblocked
    combat damage and Heron's Grace Champion's (3/3 lifelink) 3 damage to the Glory Seeker it
    blocks are dealt at once: the player loses 6 and gains 3, so the event doesn't reduce the
    total to 0: the Angel doesn't transform and the total is 3."""
    d = _combat(6, ["Krosan Tusker", "Glory Seeker"],
                {"Heron's Grace Champion": "Glory Seeker"}, ["Heron's Grace Champion"])
    assert d.life(1) == 3
    assert _angel(d) == "Enduring Angel"
    p = d.state.players[1]
    assert (p.life_lost_this_turn, p.life_gained_this_turn) == (6, 3)


def test_the_total_becomes_3_after_the_lifelink_gained_at_once() -> None:
    """CR 120.4c, 614.1a: at 3 life, Krosan Tusker (6) and Glory Seeker (2) are unblocked
    while Heron's Grace Champion (lifelink) deals 3 to the Hystrodon it blocks: 8 lost and 3
    gained at once would bring the total to -2; the result is replaced: the total becomes 3
    (not 3 plus the life gained)."""
    d = _combat(3, ["Krosan Tusker", "Glory Seeker", "Hystrodon"],
                {"Heron's Grace Champion": "Hystrodon"}, ["Heron's Grace Champion"])
    assert d.life(1) == 3
    assert _angel(d) == "Angelic Enforcer"


def _shielded_shock(life: int) -> Driver:
    """Player 0 (``life``) controls Enduring Angel; Daru Healer prevents the next 1 damage
    to player 0, who then Shocks themself (2 damage)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Daru Healer", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Plains", "Plains")
    s.life(0, life)
    d = Driver(s.build())
    d.activate(0, d.find("Daru Healer"), targets=[0])
    d.resolve()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    return d


def test_the_prevention_applies_first_and_the_damage_left_isnt_lethal() -> None:
    """CR 120.4b-c, 616.1: the damage is dealt as the prevention shield modifies it before
    its result, the life loss, is looked at: at 2 life, 1 of the Shock's 2 damage is
    prevented (no choice of order is offered), the 1 dealt leaves the player at 1 and the
    Angel doesn't transform."""
    d = _shielded_shock(2)
    assert d.decision.kind == "priority"
    assert d.life(0) == 1
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"
    assert not d.state.shields


def test_the_damage_left_after_the_prevention_is_replaced_when_lethal() -> None:
    """CR 120.4b-c: at 1 life, the shield prevents 1 of the Shock's 2 damage; the 1 dealt
    would reduce the total to 0: the Angel transforms and the total becomes 3."""
    d = _shielded_shock(1)
    assert d.decision.kind == "priority"
    assert d.life(0) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"


def test_damage_replaced_by_milling_reduces_no_life_total() -> None:
    """CR 120.4b-c, 614.1a: at 2 life, Gluttonous Zombie's 3 combat damage would be dealt to
    the Angel's controller, but Undead Alchemist's effect on that damage comes first
    (no order is asked): the player mills three cards instead, loses no life, and the Angel
    doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(1, "Undead Alchemist", "Gluttonous Zombie")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.life(0, 2)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Gluttonous Zombie")])
    d.pass_until("end_of_combat")
    assert d.life(0) == 2
    assert len(d.state.players[0].graveyard) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"



def test_lifelink_damage_dealt_to_its_own_controller_reduces_nothing() -> None:
    """CR 120.3f, 120.4c: at 1 life, Midnight Reaper (given lifelink by Blessed Defiance)
    deals 1 damage to its controller as Glory Seeker dies: they lose 1 and gain 1 at once,
    so their life total isn't reduced to 0: it stays 1 and the Angel doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Midnight Reaper", "Glory Seeker", "Plains", "Mountain")
    s.hand(0, "Blessed Defiance", "Shock")
    s.library(0, *["Plains"] * 3)
    s.life(0, 1)
    d = Driver(s.build())
    d.cast(0, "Blessed Defiance", targets=[d.find("Midnight Reaper")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(0) == 1
    p = d.state.players[0]
    assert (p.life_lost_this_turn, p.life_gained_this_turn) == (1, 1)
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"


def test_a_later_hit_alone_is_looked_at_alone() -> None:
    """CR 120.4c, 510.2: at 8 life, two unblocked Glory Seekers' combat damage (4 at once)
    leaves 4; later, the player Shocks themself: the 2 damage happens alone, the combat
    damage no longer with it: 2 life are left and the Angel doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Enduring Angel", "Mountain")
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.life(1, 8)
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker"))
    d.pass_until("postcombat_main")
    assert d.life(1) == 4
    d.pass_priority()
    d.cast(1, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 2
    assert _angel(d) == "Enduring Angel"


@pytest.mark.parametrize(("first", "life", "name"), [
    (0, 3, "Angelic Enforcer"), (1, 1, "Enduring Angel")])
def test_the_damage_as_the_chosen_order_left_it_is_looked_at(first: int, life: int,
                                                             name: str) -> None:
    """CR 616.1, 120.4b-c: at 7 life, player 1 has Daru Healer prevent the next 1 damage to
    them; two unblocked Glory Seekers attack under Gratuitous Violence. For the Seeker whose
    damage the shield prevents, player 1 orders the doubling and the prevention: doubling
    first, 3 + 4 damage reduce the total to 0 and the Angel replaces that (3 life,
    transformed); preventing first, 2 + 4 leave 1 life and the Angel front face up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Enduring Angel", "Daru Healer")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.life(1, 7)
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker"))
    d.pass_priority()
    d.activate(1, d.find("Daru Healer"), targets=[1])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(d.expect("shield_damage").actions[0].value)
    dec = d.expect("order_replacements")
    assert [o["source"] for o in d.game.view(1)["decision"]["options"]] == \
        ["Gratuitous Violence", "Daru Healer"]
    d.choose(dec.actions[first].value)
    d.pass_until("end_of_combat")
    assert d.life(1) == life
    assert _angel(d) == name


def test_damage_prevented_later_in_the_batch_isnt_counted() -> None:
    """CR 120.4b-c, 510.2, 615.8: at 4 life, player 0 has Circle of Solace (Elf) prevent the
    next damage an Elf would deal them; Glory Seeker and Elvish Warrior (2 each) attack
    unblocked. The Warrior's damage is prevented before the results of the combat damage are
    looked at: 2 damage reduce the total to 2, not 0, and the Angel doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", *["Plains"] * 8)
    s.hand(0, "Circle of Solace")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.life(0, 4)
    d = Driver(s.build())
    d.cast(0, "Circle of Solace")
    d.resolve()
    d.choose("Elf")
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 2
    assert d.chars(d.find("Enduring Angel")).name == "Enduring Angel"
