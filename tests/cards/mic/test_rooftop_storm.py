"""Rooftop Storm — {5}{U} Enchantment.

Oracle: "You may pay {0} rather than pay the mana cost for Zombie creature spells you cast."
Rulings covered: MIC-OR-0158 (mandatory additional costs are still paid), MIC-OR-0159 (the
spell's mana cost and mana value are unchanged).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Rooftop Storm"
pytestmark = pytest.mark.card(CARD)


def _methods(d: Driver, card: int) -> set[str]:
    return {a.method for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == card}


def _lands_tapped(d: Driver, player: int = 0) -> int:
    return sum(1 for o in d.state.battlefield if d.state.objects[o].tapped
               and d.chars(o).is_land and d.chars(o).controller == player)


def test_a_zombie_creature_spell_for_0() -> None:
    """CR 107.4d: Gluttonous Zombie ({4}{B}) with no land at all: cast paying {0}, it resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Gluttonous Zombie")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    assert _methods(d, zombie) == {"paying_zero"}  # {4}{B} can't be paid normally
    d.cast(0, "Gluttonous Zombie", method="paying_zero")
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")


def test_a_spell_cast_for_0_is_still_cast_like_any_other() -> None:
    """CR 118.5a: a spell whose cost is {0} doesn't cast itself: Gluttonous Zombie stays in
    hand while player 0 passes; cast for {0}, it is put on the stack and the opponent gets
    priority with it there before it resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Gluttonous Zombie")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.pass_until("end", turn=3)
    assert d.zone_of("Gluttonous Zombie") == "hand" and not d.state.stack
    d.pass_until("precombat_main", turn=5)
    zombie = d.cast(0, "Gluttonous Zombie", method="paying_zero")
    assert d.state.stack == [zombie] and d.zone_of("Gluttonous Zombie") == "stack"
    d.pass_priority()
    assert d.decision.player == 1 and d.state.stack == [zombie]
    d.pass_priority()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_only_zombie_creature_spells_and_only_its_controllers() -> None:
    """CR 118.9b: Glory Seeker (a Human) isn't offered for {0}. With mana, both ways are offered for the
    Zombie and paying its mana cost still works."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", *(["Swamp"] * 5))
    s.hand(0, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    assert _methods(d, d.find("Glory Seeker")) == {"normal"}
    mine = d.find("Gluttonous Zombie", zone="hand", player=0)
    assert _methods(d, mine) == {"normal", "paying_zero"}
    d.cast(0, mine)
    assert _lands_tapped(d) == 5
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")


def test_an_opponents_rooftop_storm_does_nothing_for_you() -> None:
    """"Zombie creature spells you cast": the opponent of its controller pays as usual."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(1, "Gluttonous Zombie")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    assert _methods(d, d.find("Gluttonous Zombie")) == set()


@pytest.mark.ruling("MIC-OR-0158")
def test_mandatory_additional_costs_are_still_paid() -> None:
    """Official ruling: "You must still pay any mandatory additional costs, such as exiling a
    creature card from your graveyard for Makeshift Mauler." Morkrut Behemoth (a Zombie Giant:
    "As an additional cost to cast this spell, sacrifice a creature or pay {1}{B}") cast for
    {0}: a creature is still sacrificed; with no creature and no mana it can't be cast at all;
    paying {1}{B} instead taps two lands, not five."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    behemoth = d.find("Morkrut Behemoth")
    assert _methods(d, behemoth) == {"paying_zero"}
    d.cast(0, behemoth, method="paying_zero", choices=[0, d.find("Glory Seeker")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.find("Morkrut Behemoth", zone="battlefield")

    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    assert _methods(d, d.find("Morkrut Behemoth")) == set()

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    behemoth = d.find("Morkrut Behemoth")
    assert _methods(d, behemoth) == {"paying_zero"}
    d.cast(0, behemoth, method="paying_zero", choices=[1])
    assert _lands_tapped(d) == 2
    d.resolve()
    assert d.find("Morkrut Behemoth", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0159")
def test_the_mana_cost_and_mana_value_are_unchanged() -> None:
    """Official ruling: "The mana cost and mana value of the spell are unchanged. Rooftop Storm
    only changes what you pay." Gluttonous Zombie on the stack, cast for {0}, still has mana
    cost {4}{B} and mana value 5; nothing was spent."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Gluttonous Zombie")
    d = Driver(s.build())
    sid = d.cast(0, "Gluttonous Zombie", method="paying_zero")
    c = d.chars(sid)
    assert str(c.mana_cost) == "{4}{B}" and c.mana_value == 5
    assert int(d.state.objects[sid].stack.get("mana_spent") or 0) == 0


def test_a_zombie_commander_pays_only_its_tax() -> None:
    """CR 903.8, 118.9d: Wilhelt, the Rotcleaver (a Zombie Warrior) cast from the command zone
    with Rooftop Storm costs {0} the first time; destroyed and back in the command zone, the
    second time it costs only the {2} of commander tax."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Wilhelt, the Rotcleaver")
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.commander(1, "Wilhelt, the Rotcleaver", zone="battlefield")
    d = Driver(s.build())
    wilhelt = d.find("Wilhelt, the Rotcleaver", zone="command")
    assert "commander_paying_zero" in _methods(d, wilhelt)
    d.cast(0, wilhelt, method="commander_paying_zero")
    assert _lands_tapped(d) == 0
    d.resolve()
    d.cast(0, "Infernal Grasp", targets=[d.find("Wilhelt, the Rotcleaver", "battlefield", 0)])
    assert _lands_tapped(d) == 2
    d.resolve()
    d.expect("commander_zone")  # the command zone instead of the graveyard (CR 903.9a)
    d.choose("command_zone")
    again = d.find("Wilhelt, the Rotcleaver", zone="command", player=0)
    assert "commander_paying_zero" in _methods(d, again)
    d.cast(0, again, method="commander_paying_zero")
    assert _lands_tapped(d) == 4
    d.resolve()
    assert d.find("Wilhelt, the Rotcleaver", zone="battlefield", player=0)


def test_a_zombie_cast_face_down_isnt_a_zombie_spell() -> None:
    """CR 708.4, 702.37c: Haunted Cadaver cast face down is a 2/2 creature spell with no
    creature types, so it can't be cast for {0}: it costs {3}, and with no land it can't be
    cast face down at all, while face up it may be cast for {0}."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Haunted Cadaver")
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    assert _methods(d, cadaver) == {"paying_zero"}
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Haunted Cadaver")
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    assert _methods(d, cadaver) == {"paying_zero", "face_down"}
    d.cast(0, cadaver, method="face_down")
    assert _lands_tapped(d) == 3


def test_paying_zero_doesnt_change_when_it_may_be_cast() -> None:
    """CR 118.9, 307.1: an alternative cost changes what is paid, not when: Gluttonous Zombie
    (no flash) isn't offered for {0} in the opponent's turn, nor in your main phase while a
    spell is on the stack; it is once the stack is empty."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Gluttonous Zombie", "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    zombie = d.find("Gluttonous Zombie")
    assert _methods(d, zombie) == set()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Shock", targets=[1])
    assert _methods(d, zombie) == set()
    d.resolve()
    assert _methods(d, zombie) == {"paying_zero"}


def test_a_zombie_on_top_of_the_library_may_be_cast_for_0_with_future_sight() -> None:
    """CR 118.9, 601.2b, 601.2f: "Zombie creature spells you cast" names no zone, so with
    Future Sight letting its controller cast the top card of their library (CR 601.2a),
    Gluttonous Zombie ({4}{B}) may be cast from there for {0} with no land at all; it is
    still a spell cast from the library (Future Sight's permission), not from the hand. The
    permission is still needed: Festering Goblin (a Zombie) below it isn't offered, nor is
    the top card without Future Sight."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Gluttonous Zombie", "Island")
    d = Driver(s.build())
    assert _methods(d, d.find("Gluttonous Zombie", zone="library")) == set()
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Future Sight")
    s.library(0, "Gluttonous Zombie", "Festering Goblin", "Island", "Island")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie", zone="library")
    assert _methods(d, zombie) == {"from_library_paying_zero"}
    assert _methods(d, d.find("Festering Goblin", zone="library")) == set()
    d.cast(0, zombie, method="from_library_paying_zero")
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")
    assert d.zone_of("Island") == "library"


def test_a_zombie_exiled_by_florian_may_be_cast_for_0() -> None:
    """CR 118.9, 601.2a-b: a permission to play an exiled card this turn (Florian, Voldaren
    Scion) combines with Rooftop Storm's alternative cost: Gluttonous Zombie exiled by
    Florian's trigger is cast for {0} with no untapped land."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Florian, Voldaren Scion")
    s.library(0, "Gluttonous Zombie", "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    from manastack.decisions.actions import FinishDeclaration
    d.to_combat()
    d.attack([d.find("Florian, Voldaren Scion")], defender=1)
    while not (d.state.step.name == "POSTCOMBAT_MAIN" and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert d.life(1) == 17
    d.resolve()
    d.choose(d.find("Gluttonous Zombie", "library"))
    zombie = d.find("Gluttonous Zombie", "exile")
    assert _methods(d, zombie) == {"from_exile_paying_zero"}
    d.cast(0, zombie, method="from_exile_paying_zero")
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")


def test_a_cost_increase_applies_to_the_0_alternative_cost() -> None:
    """CR 601.2f, 118.9d: cost increases apply to an alternative cost: with Curse of Silence
    naming Gluttonous Zombie on its caster, the Zombie cast with Rooftop Storm costs {0} plus
    {2}; both Swamps are tapped to pay it. (The Curse's owner keeps it when its trigger
    resolves.)"""
    s = Scenario(seed=1)
    s.battlefield(1, "Plains")
    s.hand(1, "Curse of Silence")
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.hand(0, "Gluttonous Zombie")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose("Gluttonous Zombie")
    d.pass_until("precombat_main", turn=3)
    zombie = d.find("Gluttonous Zombie", zone="hand")
    assert _methods(d, zombie) == {"paying_zero"}
    d.cast(0, zombie, method="paying_zero")
    assert _lands_tapped(d) == 2
    d.pass_priority()  # the Curse's trigger is on top: both pass
    d.pass_priority()
    d.choose(False)
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")


def test_with_one_land_the_increased_0_cost_cant_be_paid() -> None:
    """CR 601.2f-h: the same Zombie under Curse of Silence costs {2} for Rooftop Storm's
    alternative cost; with one Swamp it can't be cast at all."""
    s = Scenario(seed=1)
    s.battlefield(1, "Plains")
    s.hand(1, "Curse of Silence")
    s.battlefield(0, CARD, "Swamp")
    s.hand(0, "Gluttonous Zombie")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose("Gluttonous Zombie")
    d.pass_until("precombat_main", turn=3)
    assert _methods(d, d.find("Gluttonous Zombie", zone="hand")) == set()


def test_a_zombie_commander_on_top_of_the_library_is_cast_for_0_without_tax() -> None:
    """CR 118.9, 903.8: Wilhelt, the Rotcleaver (a Zombie), cast once already from the command
    zone, is on top of its owner's library with Future Sight: cast from there with Rooftop
    Storm it costs {0}, no commander tax being added outside the command zone."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Wilhelt, the Rotcleaver", zone="library")
    s.commander_casts("Wilhelt, the Rotcleaver", 1)
    s.battlefield(0, CARD, "Future Sight")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    wilhelt = d.find("Wilhelt, the Rotcleaver", zone="library")
    assert _methods(d, wilhelt) == {"from_library_paying_zero"}
    d.cast(0, wilhelt, method="from_library_paying_zero")
    d.resolve()
    assert d.find("Wilhelt, the Rotcleaver", zone="battlefield")


def _siphoned(top: str) -> tuple[Driver, int]:
    """Player 0, with Rooftop Storm, casts Siphon Insight at player 1 (with an Island and a
    Swamp, no other land) and exiles face down ``top``, the top card of player 1's library:
    they may play it for as long as it remains exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, top, "Forest", *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.choose(d.find(top, "library", player=1))
    card = d.find(top, "exile")
    assert d.state.objects[card].face_down
    return d, card


def test_a_zombie_exiled_face_down_by_siphon_insight_may_be_cast_for_0() -> None:
    """CR 406.3a, 601.2a, 118.9: a card exiled face down that its player may play is turned
    face up as it is cast, so whether it is a Zombie creature spell is asked of the card:
    player 1's Gluttonous Zombie, exiled face down by player 0's Siphon Insight, is cast by
    player 0 for {0} with no land left, and enters under player 0's control; Glory Seeker
    exiled that way isn't offered for {0}."""
    d, zombie = _siphoned("Gluttonous Zombie")
    assert _methods(d, zombie) == {"from_exile_paying_zero"}
    d.cast(0, zombie, method="from_exile_paying_zero")
    d.resolve()
    assert d.chars(d.find("Gluttonous Zombie", zone="battlefield")).controller == 0
    d, seeker = _siphoned("Glory Seeker")
    assert _methods(d, seeker) == set()


def test_the_0_cost_needs_the_permission_to_cast_from_the_graveyard() -> None:
    """CR 601.2a, 118.9: Rooftop Storm changes what is paid, not where a card may be cast
    from: with Gisa and Geralf (one Zombie creature spell from your graveyard each of your
    turns), Gluttonous Zombie is cast from the graveyard for {0}; Festering Goblin, also a
    Zombie in the graveyard, then isn't offered, the permission having been used."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gisa and Geralf")
    s.graveyard(0, "Gluttonous Zombie", "Festering Goblin")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    zombie, goblin = d.find("Gluttonous Zombie"), d.find("Festering Goblin")
    assert _methods(d, goblin) == {"graveyard_permission_paying_zero"}
    d.cast(0, zombie, method="graveyard_permission_paying_zero")
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")
    assert _methods(d, goblin) == set()


def test_in_two_headed_giant_a_teammate_s_rooftop_storm_does_nothing_for_you() -> None:
    """CR 109.5, 810.5: "Zombie creature spells you cast" means its controller's: in
    Two-Headed Giant, player 0's Rooftop Storm lets player 0 cast Gluttonous Zombie for {0},
    and not their teammate player 1, who shares the turn."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, CARD)
    s.hand(0, "Gluttonous Zombie")
    s.hand(1, "Gluttonous Zombie")
    d = Driver(s.build())
    assert _methods(d, d.find("Gluttonous Zombie", "hand", player=0)) == {"paying_zero"}
    d.pass_priority()  # the teammate gets priority in the team's main phase
    assert d.decision.player == 1
    assert _methods(d, d.find("Gluttonous Zombie", "hand", player=1)) == set()


def test_made_to_read_elf_elf_creature_spells_for_0_not_zombies() -> None:
    """CR 612.2, 118.9: Zombie changed to Elf on Rooftop Storm: Elvish Warrior may be cast
    paying {0}; Gluttonous Zombie no longer can."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    s.hand(0, "Gluttonous Zombie", "Elvish Warrior", "Artificial Evolution")
    d = Driver(s.build())
    zombie, elf = d.find("Gluttonous Zombie"), d.find("Elvish Warrior")
    assert _methods(d, zombie) == {"paying_zero"}
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert _methods(d, zombie) == set()
    assert _methods(d, elf) == {"paying_zero"}
    d.cast(0, "Elvish Warrior", method="paying_zero")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
