"""Sungold Sentinel — {1}{W} Creature — Human Soldier 3/2.

Oracle: "Whenever Sungold Sentinel enters the battlefield or attacks, exile up to one target
card from a graveyard. / Coven — {1}{W}: Choose a color. Sungold Sentinel gains hexproof from
that color until end of turn and can't be blocked by creatures of that color this turn.
Activate only if you control three or more creatures with different powers."
Rulings covered: MID-RN-029 (coven).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, DeclareAttacker, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungold Sentinel")


def test_enters_and_attacks_exile_graveyard_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sungold Sentinel")
    s.graveyard(1, "Shock", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sungold Sentinel")
    d.resolve()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="exile")
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([d.find("Sungold Sentinel")])
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")


@pytest.mark.ruling("MID-RN-029", "MID-OR-0111")
def test_coven_hexproof_from_red_and_unblockable_by_red() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Goblin Sky Raider", "Elvish Warrior")
    s.hand(1, "Shock")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_priority()  # the opponent gets priority in the main phase
    d.act(1, CastSpell(d.find("Shock"), "normal"))
    options = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert sentinel not in options and d.find("Glory Seeker") in options
    d.choose(0)
    d.pay()
    d.resolve()
    d.to_combat()
    d.attack([sentinel])
    d.choose(d.find("Shock", zone="graveyard"))  # its attack trigger
    d.resolve()
    assert d.ids("Shock", zone="exile")
    d.pass_priority()
    d.pass_priority()
    pairs = {(a.blocker, a.attacker) for a in d.game.legal_actions()
             if isinstance(a, DeclareBlocker)}
    assert (d.find("Elvish Warrior"), sentinel) in pairs
    assert (d.find("Goblin Sky Raider"), sentinel) not in pairs


def test_cant_activate_without_coven() -> None:
    """CR 602.1b, 602.5b: "Activate only if you control three or more creatures with
    different powers" is an activation instruction: with two creatures, the ability isn't
    offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Elvish Warrior", "Plains", "Plains")
    d = Driver(s.build())
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_a_multicolored_creature_of_the_chosen_color_cant_block_it() -> None:
    """CR 105.2, 105.2b, 202.2c, 509.1b: a black and red Vampire Socialite is a red creature: with red chosen
    it can't block the Sentinel."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Vampire Socialite", "Elvish Warrior")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    d.to_combat()
    d.attack([sentinel])
    d.resolve_all()
    d.pass_priority()
    d.pass_priority()
    pairs = {(a.blocker, a.attacker) for a in d.game.legal_actions()
             if isinstance(a, DeclareBlocker)}
    assert (d.find("Elvish Warrior"), sentinel) in pairs
    assert (d.find("Vampire Socialite"), sentinel) not in pairs


def test_hexproof_from_a_color_doesnt_stop_its_controllers_spells() -> None:
    """CR 702.11d: hexproof from red stops only opponents' red spells and abilities: the
    Sentinel's controller may still target it with their own Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains",
                  "Plains", "Mountain")
    s.hand(0, "Shock")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    options = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert sentinel in options


@pytest.mark.ruling("MID-OR-0112")
def test_two_creatures_sharing_a_power_don_t_make_coven() -> None:
    """Official ruling MID-OR-0112: the Sentinel and two Glory Seekers are three creatures but
    only two different powers (3 and 2): no activation."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Glory Seeker", "Plains", "Plains")
    d = Driver(s.build())
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_a_colour_that_isn_t_one_is_refused() -> None:
    """CR 105.1: "colorless" isn't a color; the choice is refused with an error naming it and
    the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    d = Driver(s.build())
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="colorless"):
        d.choose("colorless")
    assert d.game.fingerprint() == before
    d.choose("green")
    assert d.chars(d.find("Sungold Sentinel")).has("Hexproof from")


def test_coven_lost_in_response_the_ability_still_resolves() -> None:
    """CR 602.5b: "Activate only if" is checked only as it is activated; Glory Seeker killed
    in response (powers 3 and 1 left), the ability still resolves: hexproof from blue."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Island")
    s.hand(1, "Shock", "Fading Hope")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    d.choose("blue")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Fading Hope"), "normal"))
    options = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert sentinel not in options and d.find("Festering Goblin") in options


def test_hexproof_from_red_doesn_t_stop_a_blue_spell() -> None:
    """CR 702.11d: hexproof from red leaves the Sentinel a legal target of the opponent's
    blue Fading Hope, which returns it to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Plains")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[sentinel])
    d.resolve()
    assert d.zone_of("Sungold Sentinel") == "hand"


def test_the_hexproof_ends_with_the_turn() -> None:
    """"Until end of turn" (CR 514.2): the next turn the Sentinel has no hexproof from red."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(sentinel).has("Hexproof from")


def test_up_to_one_the_enters_trigger_may_exile_nothing() -> None:
    """"Up to one target card" (CR 601.2c, 603.3d): no target chosen, nothing is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sungold Sentinel")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Sungold Sentinel")
    d.resolve()
    d.choose(None)
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard"
    assert not d.state.stack


def test_activated_in_response_the_red_spell_aimed_at_it_does_nothing() -> None:
    """CR 608.2b, 702.11d: player 1's Shock targets the Sentinel; in response, with coven,
    player 0 gives it hexproof from red. As Shock resolves its only target is illegal (hexproof
    from red against an opponent's red spell), so it doesn't resolve: the 3/2 Sentinel takes no
    damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.pass_priority()
    d.cast(1, "Shock", targets=[sentinel])
    d.pass_priority()  # player 1 passes; player 0 responds
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Sungold Sentinel") == "battlefield"
    assert d.state.objects[sentinel].damage == 0
    assert d.zone_of("Shock") == "graveyard"


def test_hexproof_from_white_doesn_t_make_an_opponent_s_white_aura_fall_off() -> None:
    """CR 702.11d, 702.16c: "hexproof from white" only keeps the Sentinel from being the target
    of white spells and abilities its opponents control; unlike protection, it doesn't make
    the opponent's Pacifism, already attached, fall off: the Sentinel still can't attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", label="sentinel")
    s.battlefield(0, "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Pacifism", attached_to="sentinel")
    d = Driver(s.build())
    sentinel, pacifism = d.find("Sungold Sentinel"), d.find("Pacifism")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("white")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_priority()  # state-based actions are checked: the Aura stays
    assert d.zone_of("Pacifism") == "battlefield"
    assert d.state.objects[pacifism].attached_to == sentinel
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert d.find("Glory Seeker") in attackers and sentinel not in attackers
