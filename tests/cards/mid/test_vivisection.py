"""Vivisection — {3}{U} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Draw three cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vivisection")


def test_sacrifice_then_draw_three() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Vivisection")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Vivisection", choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_no_creature_no_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Vivisection")
    d = Driver(s.build())
    assert CastSpell(d.find("Vivisection"), "normal") not in d.game.legal_actions()


def _two_creatures() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Vivisection")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-OR-0253")
def test_exactly_one_creature_is_sacrificed() -> None:
    """Official ruling: "You must sacrifice exactly one creature to cast this spell; you cannot
    cast it without sacrificing a creature, and you cannot sacrifice additional creatures."."""
    d = _two_creatures()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Vivisection"), "normal"))
    d.pay()  # mana abilities first (CR 601.2g), then the sacrifice (601.2h)
    d.expect("cost_sacrifice")
    assert set(d.game.legal_actions()) == {Choose(seeker), Choose(warrior)}  # no "none"
    d.choose(seeker)
    assert d.decision.kind == "priority"  # no second creature
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert len(d.state.players[0].hand) == 3


@pytest.mark.ruling("MID-OR-0254")
def test_the_sacrifice_is_done_before_anyone_can_respond() -> None:
    """Official ruling: "Players can only respond once this spell has been cast and all its
    costs have been paid. No one can try to destroy the creature you sacrificed to prevent you
    from casting this spell." (CR 601.2h: costs are paid while casting, with no priority.)"""
    d = _two_creatures()
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Vivisection"), "normal"))
    assert (d.decision.kind, d.decision.player) == ("pay_mana", 0)
    d.pay()
    d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "graveyard"  # sacrificed while casting
    assert (d.decision.kind, d.decision.player) == ("priority", 0)  # cast: now responses
    d.pass_priority()
    assert d.decision.player == 1 and d.state.stack
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    legal = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert seeker not in legal and d.find("Elvish Warrior") in legal


def test_not_castable_without_a_creature_to_sacrifice() -> None:
    """CR 118.3, 601.2h: with lands enough but no creature, the additional cost can't be
    paid, so Vivisection isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Vivisection")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    card = d.find("Vivisection", "hand")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_a_dies_trigger_of_the_sacrificed_creature_resolves_first() -> None:
    """CR 601.2h, 603.3, 405.2: Festering Goblin, sacrificed to cast Vivisection, dies while
    the spell is cast; its trigger is put on the stack the next time a player would receive
    priority, on top of Vivisection, and resolves first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Festering Goblin")
    s.hand(0, "Vivisection")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Vivisection", choices=[d.find("Festering Goblin")])
    d.expect("target")
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    assert len(d.state.stack) == 2
    d.resolve()  # the Goblin's trigger
    assert d.chars(seeker).power == 1
    assert len(d.state.players[0].hand) == 0
    assert d.zone_of("Vivisection") == "stack"
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_cannot_sacrifice_an_opponents_creature() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control: the opponent's
    Glory Seeker is not offered, and choosing it is refused with the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Elvish Warrior")
    s.hand(0, "Vivisection")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Vivisection"), "normal"))
    d.pay()
    d.expect("cost_sacrifice")
    seeker = d.find("Glory Seeker")
    assert set(d.game.legal_actions()) == {Choose(d.find("Elvish Warrior"))}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    assert d.game.fingerprint() == before
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_drawing_more_cards_than_the_library_holds_loses_the_game() -> None:
    """CR 121.4, 704.5b: with two cards in the library, Vivisection draws them and attempts a
    third draw from the empty library; its caster loses when state-based actions are next
    checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Vivisection")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Vivisection", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.game.decision is None
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_a_face_down_creature_can_be_sacrificed() -> None:
    """CR 708.2, 701.21a: a face-down 2/2 is a creature and can pay the cost; it is revealed
    as it goes to the graveyard (708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Ironfist Crusher", face_down=True)
    s.hand(0, "Vivisection")
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Vivisection", choices=[d.find("Ironfist Crusher")])
    assert d.zone_of("Ironfist Crusher") == "graveyard"
    d.resolve()
    assert len(d.state.players[0].hand) == 3


@pytest.mark.ruling("MID-OR-0174", "MID-OR-0170")
def test_cast_with_lier_s_flashback_sacrificing_lier_itself() -> None:
    """Cast from the graveyard with the flashback Lier, Disciple of the Drowned gives it, the
    mandatory sacrifice is still paid (MID-OR-0174), and Lier may be the creature sacrificed
    (CR 601.2h: the cost is paid after the spell is cast from the graveyard, 601.2a); gone,
    Lier no longer gives flashback, but the spell is still exiled as it resolves (MID-OR-0170,
    CR 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Lier, Disciple of the Drowned")
    s.graveyard(0, "Vivisection")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    lier = d.find("Lier, Disciple of the Drowned")
    d.cast(0, "Vivisection", method="granted_flashback", choices=[lier])
    assert d.zone_of("Lier, Disciple of the Drowned") == "graveyard"
    assert d.zone_of("Vivisection") == "stack"
    d.resolve()
    assert len(d.state.players[0].hand) == 3
    assert d.zone_of("Vivisection") == "exile"


def test_sacrificing_a_commander_it_may_go_to_the_command_zone() -> None:
    """CR 903.9a, 704.6d: Katilda, sacrificed for Vivisection's cost, goes to the graveyard;
    as state-based actions are next checked its owner may put it into the command zone, and
    Vivisection still draws three."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.battlefield(0, "Island", "Island", "Island", "Island", "Forest", "Plains")
    s.hand(0, "Vivisection")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    katilda = "Katilda, Dawnhart Prime"
    d.cast(0, katilda, method="commander")
    d.resolve()
    d.cast(0, "Vivisection", choices=[d.find(katilda)])
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of(katilda) == "command"
    assert d.zone_of("Vivisection") == "stack"
    d.resolve()
    assert len(d.state.players[0].hand) == 3
