"""Block requirements and costs to block (CR 509.1c): a player is not required to pay a cost
to block, even when blocking would obey more requirements — with War Cadence's "creatures
can't block unless their controller pays {X} for each blocking creature" in force, Grand
Melee's "All creatures block each combat if able" and Taunting Elf's "All creatures able to
block Taunting Elf do so" require no creature to block.
"""

from __future__ import annotations

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import WAR_CADENCE


def _taxed_attack(attacker: str, defender_lands: int, extra: tuple[str, ...] = ()) -> Driver:
    """Player 0 activates War Cadence for X=1 and attacks with ``attacker``; player 1 has
    Elvish Warrior and ``defender_lands`` Forests. The game waits at player 1's blocks."""
    assert WAR_CADENCE
    s = Scenario(seed=1)
    s.battlefield(0, attacker, "War Cadence", "Mountain", "Mountain", *extra)
    s.battlefield(1, "Elvish Warrior", *["Forest"] * defender_lands)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "War Cadence", x=1)
    d.resolve()
    d.to_combat()
    d.attack([d.find(attacker)])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d


def test_509_1c_grand_melee_requires_no_block_its_controller_cant_pay_for() -> None:
    """Grand Melee and War Cadence: player 1, with no mana, may declare no blockers (before,
    the only declaration offered was a block they couldn't pay for, made again forever)."""
    d = _taxed_attack("Glory Seeker", 0, ("Grand Melee",))
    assert FinishDeclaration() in d.game.legal_actions()
    d.block({})
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_509_1c_grand_melee_requires_no_block_even_when_the_cost_could_be_paid() -> None:
    d = _taxed_attack("Glory Seeker", 1, ("Grand Melee",))
    assert FinishDeclaration() in d.game.legal_actions()


def test_509_1c_a_lure_requires_no_block_that_costs_mana() -> None:
    d = _taxed_attack("Taunting Elf", 1)
    assert FinishDeclaration() in d.game.legal_actions()
    d.block({})
    d.pass_until("end_of_combat")
    assert d.life(1) == 20  # the Elf has no power


def test_509_1c_a_cost_to_block_of_an_earlier_turn_leaves_the_requirements_in_force() -> None:
    """War Cadence activated in player 0's turn 1 taxes no block in player 1's turn 2:
    Taunting Elf attacking then must be blocked by player 0's Glory Seeker."""
    assert WAR_CADENCE
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "War Cadence", "Mountain", "Mountain")
    s.battlefield(1, "Taunting Elf")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    s.at("precombat_main", active=0, turn=1)
    d = Driver(s.build())
    d.activate(0, "War Cadence", x=1)
    d.resolve()
    d.pass_until("precombat_main", turn=2)
    d.to_combat()
    d.attack([d.find("Taunting Elf")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert FinishDeclaration() not in d.game.legal_actions()


def test_509_1c_grand_melee_requires_no_block_beside_an_attacker_with_menace() -> None:
    """Grand Melee and War Cadence; Morkrut Behemoth (menace) and Glory Seeker attack player
    1's Elvish Warrior: blocking costs {1}, so the Warrior isn't required to block the Seeker
    (nor the Behemoth): no blockers may be declared at once."""
    assert WAR_CADENCE
    s = Scenario(seed=1)
    s.battlefield(0, "Morkrut Behemoth", "Glory Seeker", "Grand Melee", "War Cadence",
                  "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Forest")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "War Cadence", x=1)
    d.resolve()
    d.to_combat()
    d.attack([d.find("Morkrut Behemoth"), d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert FinishDeclaration() in d.game.legal_actions()
