"""Grand Melee — {3}{R} Enchantment.

Oracle: "All creatures attack each combat if able. / All creatures block each combat if able."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grand Melee")


def test_every_able_creature_attacks_and_every_able_creature_blocks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker", "Goblin Sledder")
    s.battlefield(0, "Nosy Goblin", sick=True)
    s.battlefield(1, "Elvish Warrior", "Daunting Defender")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareAttacker(seeker, 1))
    assert FinishDeclaration() not in d.game.legal_actions()  # the Sledder must attack too
    d.attack([sledder])  # the summoning-sick Goblin needn't
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), seeker))
    assert FinishDeclaration() not in d.game.legal_actions()  # the Defender must block too
    d.block({d.find("Daunting Defender"): sledder})
    assert d.state.combat is not None and len(d.state.combat.blockers) == 2


def test_a_defender_needn_t_attack_until_a_type_change_removes_defender() -> None:
    """CR 508.1d: a creature that can't attack (defender, CR 702.3b) isn't required to; once
    Mistform Wall stops being a Wall it loses defender and must attack (CR 613.1d, 613.1f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Mistform Wall", "Wall of Mulch", "Island")
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    mwall = d.find("Mistform Wall")
    d.activate(0, mwall)
    d.resolve()
    d.choose("Goblin")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    assert DeclareAttacker(d.find("Wall of Mulch"), 1) not in d.game.legal_actions()
    d.attack([mwall])
    assert d.state.combat is not None and list(d.state.combat.attackers) == [mwall]


def test_only_creatures_able_to_block_an_attacker_must_block() -> None:
    """CR 509.1c: a creature with no attacker it may block (a flier, CR 702.9b) obeys the
    requirement by not blocking; one with reach must block."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior", "Silklash Spider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert FinishDeclaration() not in d.game.legal_actions()
    assert DeclareBlocker(d.find("Elvish Warrior"), raider) not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Silklash Spider"), raider))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None and list(d.state.combat.blockers) == [
        d.find("Silklash Spider")]


def test_attacking_a_planeswalker_obeys_the_requirement() -> None:
    """CR 508.1d, 506.3: "attacks if able" is met by attacking any player or planeswalker
    the creature may attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker")
    s.battlefield(1, "Liliana, Death's Majesty")
    d = Driver(s.build())
    seeker, lili = d.find("Glory Seeker"), d.find("Liliana, Death's Majesty")
    d.to_combat()
    d.expect("declare_attackers")
    d.act(0, DeclareAttacker(seeker, lili))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(0, FinishDeclaration())
    assert d.state.combat is not None and d.state.combat.attackers == {seeker: lili}


def test_a_creature_that_cant_block_isnt_made_to() -> None:
    """CR 509.1b-c: a restriction (Wave of Indifference's "can't block") isn't broken to
    obey a requirement; the other creature must still block."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker", "Mountain", "Mountain")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Elvish Warrior", "Goblin Sledder")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Wave of Indifference", x=1, targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(warrior, seeker) not in d.game.legal_actions()
    assert FinishDeclaration() not in d.game.legal_actions()
    d.block({d.find("Goblin Sledder"): seeker})
    assert d.state.combat is not None and list(d.state.combat.blockers) == [
        d.find("Goblin Sledder")]


def test_the_opponent_s_melee_binds_your_creatures_but_not_a_tapped_one() -> None:
    """"All creatures", whoever controls Grand Melee: player 0's untapped Glory Seeker must
    attack; the tapped Elvish Warrior can't, so isn't required to (CR 508.1a, 508.1d).
    Finishing without the Seeker is refused with an error, the game unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(1, "Grand Melee")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.expect("declare_attackers")
    assert DeclareAttacker(warrior, 1) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="must attack"):
        d.act(0, FinishDeclaration())
    assert d.game.fingerprint() == before
    d.attack([seeker])
    assert d.state.combat is not None and list(d.state.combat.attackers) == [seeker]


def test_in_multiplayer_each_creature_attacks_an_opponent_of_its_controller_s_choice() -> None:
    """CR 508.1d, 802.2: the requirement is met by attacking any one opponent; two creatures
    may attack two different opponents, and a creature left home is refused."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.expect("declare_attackers")
    d.act(0, DeclareAttacker(seeker, 1))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareAttacker(warrior, 2))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(0, FinishDeclaration())
    assert d.state.combat is not None and d.state.combat.attackers == {seeker: 1, warrior: 2}
