"""The official rulings on decayed that the card data attaches to every Midnight Hunt card
that makes creatures with decayed, checked for each card with a creature it makes
(CR 702.147).

* Decayed represents a static ability and a triggered ability: "This creature can't block"
  and "When this creature attacks, sacrifice it at end of combat" (CR 702.147a).
* Decayed creates no attacking requirement: you may choose not to attack with it.
* Decayed does not grant haste: a creature with decayed that entered during your turn can't
  attack until your next turn (CR 302.6).
* Once a creature with decayed attacks, it is sacrificed at end of combat even if it no longer
  has decayed then (the delayed trigger is created as the attack trigger resolves, CR 603.7);
  Turn to Frog, a card from another set defined here, takes its abilities away.

Each card makes its creature(s) in its own way (``make``); the checks then play the turns that
follow. The marks on each card's parameter name that card's ruling.
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.dsl.prelude import TARGET_CREATURE, ApplyContinuous, Modify, Target, spell
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

TURN_TO_FROG = define_card(
    "Turn to Frog", "{1}{U}", "Instant",
    "Until end of turn, target creature loses all abilities and becomes a blue Frog with base "
    "power and toughness 1/1.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(
        remove_all_abilities=True, set_colors=("U",), set_creature_types=("Frog",),
        set_power=1, set_toughness=1)), targets=[TARGET_CREATURE])])
"""A card from another set (Throne of Eldraine) that takes a creature's abilities away."""

LANDS = ["Island"] * 4 + ["Swamp"] * 4 + ["Forest"] * 2 + ["Mountain"]


def answer(d: Driver, number: int = 1) -> None:
    """Answer every decision up to the next priority: decline to pay for "unless", choose
    ``number`` for a number, pay mana, else the first legal answer."""
    while d.game.decision is not None and d.decision.kind != "priority":
        kind = d.decision.kind
        if kind == "pay_mana":
            d.pay()
        elif kind == "unless_payment":
            d.choose("decline")
        elif kind == "choose_number":
            d.choose(number)
        else:
            d.act(d.decision.player, d.game.legal_actions()[0])


def settle(d: Driver) -> None:
    """Resolve the whole stack, answering as ``answer`` does."""
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            answer(d)


def decayed(d: Driver) -> list[int]:
    """Player 0's creatures with decayed."""
    return [o for o in d.state.battlefield
            if d.chars(o).controller == 0 and d.chars(o).has("Decayed")]


def position(card: str, zone: str, *, hand: tuple[str, ...] = (),
             graveyard: tuple[str, ...] = ()) -> Driver:
    """Player 0's main phase of turn 3: ``card`` in ``zone``, lands of every colour, a Glory
    Seeker and Turn to Frog in hand; player 1 has two creatures and cards in hand and
    library."""
    s = Scenario(seed=1)
    s.battlefield(0, *LANDS, "Daru Healer")
    getattr(s, zone)(0, card)
    s.hand(0, *hand, TURN_TO_FROG.name)
    s.graveyard(0, *graveyard)
    s.library(0, *["Island", "Swamp"] * 6)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Island", "Swamp", "Forest")
    s.library(1, *["Forest", "Plains"] * 6)
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def make(card: str) -> Driver:
    """Player 0 makes creatures with decayed with ``card``, in the main phase of turn 3 (or,
    for the cards that make them at another time, by the first main phase at which they are
    there: Gisa's in turn 5, Jadar's in turn 3's end step)."""
    if card == "Revenge of the Drowned":
        d = position(card, "hand")
        d.cast(0, card, targets=[d.find("Glory Seeker", player=1)])
    elif card in ("Falcon Abomination", "Rotten Reunion", "Startle", "No Way Out",
                  "Diregraf Horde"):
        d = position(card, "hand")
        d.cast(0, card, pay=False)
        answer(d)
    elif card == "Ghoulcaller's Harvest":
        d = position(card, "hand", graveyard=("Glory Seeker", "Elvish Warrior"))
        d.cast(0, card, pay=False)
        answer(d)
    elif card == "Flip the Switch":
        d = position(card, "hand", hand=("Consider",))
        d.cast(0, "Consider")
        d.cast(0, card, targets=[d.state.stack[-1]])
    elif card == "Poppet Stitcher":
        d = position(card, "battlefield", hand=("Consider",))
        d.cast(0, "Consider")
    elif card == "Tainted Adversary":
        d = position(card, "hand")
        d.cast(0, card)
    elif card == "Hobbling Zombie":
        d = position(card, "battlefield", hand=("Shock",))
        d.cast(0, "Shock", targets=[d.find(card)])
    elif card == "Gisa, Glorious Resurrector":
        d = position(card, "battlefield", hand=("Shock",))
        d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
        settle(d)
        assert d.zone_of("Glory Seeker", player=1) == "exile"
        d.pass_until("upkeep", turn=5)
    elif card == "Jadar, Ghoulcaller of Nephalia":
        d = position(card, "battlefield")
        d.pass_until("end", turn=3)
    else:
        raise AssertionError(card)
    settle(d)
    assert decayed(d), card
    return d


def to_attacks(d: Driver, turn: int) -> None:
    d.pass_until("precombat_main", turn=turn)
    d.to_combat()
    d.expect("declare_attackers")


def can_attack(d: Driver, oid: int) -> bool:
    return any(isinstance(a, DeclareAttacker) and a.creature == oid
               for a in d.game.legal_actions())


def next_own_turn(d: Driver) -> int:
    """Player 0's next turn after the current one."""
    return d.state.turn + 2 if d.state.active == 0 else d.state.turn + 1


ALL = ("Falcon Abomination", "Flip the Switch", "Poppet Stitcher", "Revenge of the Drowned",
       "Gisa, Glorious Resurrector", "Jadar, Ghoulcaller of Nephalia", "Rotten Reunion",
       "Tainted Adversary", "Ghoulcaller's Harvest", "Startle", "Hobbling Zombie", "No Way Out")


R1 = [
    pytest.param("Falcon Abomination", marks=pytest.mark.ruling("MID-OR-0144")),
    pytest.param("Flip the Switch", marks=pytest.mark.ruling("MID-OR-0155")),
    pytest.param("Poppet Stitcher", marks=pytest.mark.ruling("MID-OR-0210")),
    pytest.param("Revenge of the Drowned", marks=pytest.mark.ruling("MID-OR-0216")),
    pytest.param("Gisa, Glorious Resurrector", marks=pytest.mark.ruling("MID-OR-0304")),
    pytest.param("Jadar, Ghoulcaller of Nephalia", marks=pytest.mark.ruling("MID-OR-0323")),
    pytest.param("Rotten Reunion", marks=pytest.mark.ruling("MID-OR-0341")),
    pytest.param("Tainted Adversary", marks=pytest.mark.ruling("MID-OR-0358")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0753")),
    pytest.param("Startle", marks=pytest.mark.ruling("MID-OR-0238")),
    pytest.param("Hobbling Zombie", marks=pytest.mark.ruling("MID-OR-0319")),
    pytest.param("No Way Out", marks=pytest.mark.ruling("MID-OR-0334")),
    pytest.param("Diregraf Horde", marks=pytest.mark.ruling("MID-OR-0298")),
]

R2 = [
    pytest.param("Falcon Abomination", marks=pytest.mark.ruling("MID-OR-0145")),
    pytest.param("Flip the Switch", marks=pytest.mark.ruling("MID-OR-0156")),
    pytest.param("Poppet Stitcher", marks=pytest.mark.ruling("MID-OR-0211")),
    pytest.param("Revenge of the Drowned", marks=pytest.mark.ruling("MID-OR-0217")),
    pytest.param("Gisa, Glorious Resurrector", marks=pytest.mark.ruling("MID-OR-0305")),
    pytest.param("Jadar, Ghoulcaller of Nephalia", marks=pytest.mark.ruling("MID-OR-0324")),
    pytest.param("Rotten Reunion", marks=pytest.mark.ruling("MID-OR-0342")),
    pytest.param("Tainted Adversary", marks=pytest.mark.ruling("MID-OR-0359")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0752")),
    pytest.param("Startle", marks=pytest.mark.ruling("MID-OR-0239")),
    pytest.param("Hobbling Zombie", marks=pytest.mark.ruling("MID-OR-0320")),
    pytest.param("No Way Out", marks=pytest.mark.ruling("MID-OR-0335")),
    pytest.param("Diregraf Horde", marks=pytest.mark.ruling("MID-OR-0299")),
]

R3 = [
    pytest.param("Falcon Abomination", marks=pytest.mark.ruling("MID-OR-0146")),
    pytest.param("Flip the Switch", marks=pytest.mark.ruling("MID-OR-0157")),
    pytest.param("Poppet Stitcher", marks=pytest.mark.ruling("MID-OR-0212")),
    pytest.param("Revenge of the Drowned", marks=pytest.mark.ruling("MID-OR-0218")),
    pytest.param("Gisa, Glorious Resurrector", marks=pytest.mark.ruling("MID-OR-0306")),
    pytest.param("Jadar, Ghoulcaller of Nephalia", marks=pytest.mark.ruling("MID-OR-0325")),
    pytest.param("Rotten Reunion", marks=pytest.mark.ruling("MID-OR-0343")),
    pytest.param("Tainted Adversary", marks=pytest.mark.ruling("MID-OR-0360")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0760")),
    pytest.param("Startle", marks=pytest.mark.ruling("MID-OR-0240")),
    pytest.param("Hobbling Zombie", marks=pytest.mark.ruling("MID-OR-0321")),
    pytest.param("No Way Out", marks=pytest.mark.ruling("MID-OR-0336")),
    pytest.param("Diregraf Horde", marks=pytest.mark.ruling("MID-OR-0300")),
]

R4 = [
    pytest.param("Falcon Abomination", marks=pytest.mark.ruling("MID-OR-0147")),
    pytest.param("Flip the Switch", marks=pytest.mark.ruling("MID-OR-0158")),
    pytest.param("Poppet Stitcher", marks=pytest.mark.ruling("MID-OR-0213")),
    pytest.param("Revenge of the Drowned", marks=pytest.mark.ruling("MID-OR-0219")),
    pytest.param("Gisa, Glorious Resurrector", marks=pytest.mark.ruling("MID-OR-0307")),
    pytest.param("Jadar, Ghoulcaller of Nephalia", marks=pytest.mark.ruling("MID-OR-0326")),
    pytest.param("Rotten Reunion", marks=pytest.mark.ruling("MID-OR-0344")),
    pytest.param("Tainted Adversary", marks=pytest.mark.ruling("MID-OR-0361")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0761")),
    pytest.param("Startle", marks=pytest.mark.ruling("MID-OR-0241")),
    pytest.param("Hobbling Zombie", marks=pytest.mark.ruling("MID-OR-0322")),
    pytest.param("No Way Out", marks=pytest.mark.ruling("MID-OR-0337")),
    pytest.param("Diregraf Horde", marks=pytest.mark.ruling("MID-OR-0297")),
]


@pytest.mark.parametrize("card", R1)
def test_cant_block_and_is_sacrificed_after_attacking(card: str) -> None:
    """Official ruling: "Decayed represents a static ability and a triggered ability.
    'Decayed' means 'This creature can't block' and 'When this creature attacks, sacrifice it
    at end of combat.'" (CR 702.147a)

    In the opponent's next turn the creature can't block; in your next turn it attacks, and
    it is sacrificed at end of combat."""
    d = make(card)
    zombie = decayed(d)[0]
    opponent_turn = d.state.turn + 1
    d.pass_until("precombat_main", turn=opponent_turn)
    d.to_combat()
    d.attack([d.find("Elvish Warrior", zone="battlefield", player=1)])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Daru Healer") in blockers and zombie not in blockers
    to_attacks(d, opponent_turn + 1)
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18  # it attacked unblocked
    assert zombie not in d.state.battlefield


@pytest.mark.parametrize("card", R2)
def test_attacking_with_it_is_optional(card: str) -> None:
    """Official ruling: "Decayed does not create any attacking requirements. You may choose not
    to attack with a creature that has decayed."

    In your next turn, the creature could attack, but declaring no attackers is allowed; it
    stays on the battlefield after combat."""
    d = make(card)
    zombie = decayed(d)[0]
    to_attacks(d, next_own_turn(d))
    assert can_attack(d, zombie)
    d.attack([])
    d.pass_until("postcombat_main")
    assert zombie in d.state.battlefield


@pytest.mark.parametrize("card", R3)
def test_no_haste(card: str) -> None:
    """Official ruling: "Decayed does not grant haste. Creatures with decayed that enter the
    battlefield during your turn may not attack until your next turn." (CR 302.6)

    Made during your turn, before combat: it can't attack that turn (Jadar's is made in
    your end step, after combat); it can in your next turn."""
    d = make(card)
    zombie = decayed(d)[0]
    if d.state.step in (Step.UPKEEP, Step.PRECOMBAT_MAIN):
        to_attacks(d, d.state.turn)
        assert can_attack(d, d.find("Daru Healer"))
        assert not can_attack(d, zombie)
    to_attacks(d, next_own_turn(d))
    assert can_attack(d, zombie)


@pytest.mark.parametrize("card", R4)
def test_sacrificed_even_after_losing_decayed(card: str) -> None:
    """Official ruling: "Once a creature with decayed attacks, it will be sacrificed at end of
    combat, even if it no longer has decayed at that time." (CR 603.7: the sacrifice is a
    delayed triggered ability created when the attack trigger resolves.)

    Once its attack trigger has resolved, Turn to Frog takes all its abilities away, decayed
    among them; it is still sacrificed at end of combat."""
    d = make(card)
    zombie = decayed(d)[0]
    to_attacks(d, next_own_turn(d))
    d.attack([zombie])
    d.resolve()  # decayed's attack trigger: sacrifice it at end of combat
    assert d.state.step is Step.DECLARE_ATTACKERS and not d.state.stack
    d.cast(0, TURN_TO_FROG.name, targets=[zombie])
    settle(d)  # (Poppet Stitcher's trigger makes one more Zombie first)
    assert not d.chars(zombie).has("Decayed") and d.chars(zombie).power == 1
    d.pass_until("postcombat_main")
    assert d.life(1) == 19  # the 1/1 Frog's damage
    assert zombie not in d.state.battlefield


def test_the_delayed_trigger_says_what_it_does() -> None:
    """CR 702.147a: a decayed Zombie that attacks makes a delayed triggered ability, which
    triggers at end of combat: every player sees it on the stack as the sentence of decayed's
    reminder text that writes it, "When it attacks, sacrifice it at end of combat.", the
    Zombie's own ability, and it sacrifices the Zombie as it resolves. CR 511.1, 511.2."""
    s = Scenario(seed=1)
    s.token(0, "TMID:5")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    (zombie,) = d.ids("Zombie Token")
    d.to_combat()
    d.attack([zombie])
    while d.state.step is not Step.END_OF_COMBAT or not d.state.stack:
        d.pass_priority()
    for p in (0, 1):
        (ability,) = d.game.view(p)["stack"]
        assert (ability["ability"], ability["source"]) == (
            "When it attacks, sacrifice it at end of combat.", zombie)
    d.resolve()
    assert zombie not in d.state.battlefield and d.life(1) == 18
