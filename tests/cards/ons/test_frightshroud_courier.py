"""Frightshroud Courier — {2}{B} Creature — Zombie 2/1.

Oracle: "You may choose not to untap Frightshroud Courier during your untap step. /
{2}{B}, {T}: Target Zombie creature gets +2/+2 and has fear for as long as Frightshroud
Courier remains tapped. (It can't be blocked except by artifact creatures and/or black
creatures.)"
Rulings covered: the courier rulings ONS-FAQ-052, ONS-FAQ-053, ONS-FAQ-054 and the fear
rulings ONS-FAQ-032, ONS-FAQ-033, ONS-FAQ-034 (fear is evasion, CR 702.36).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_list_checks import check_the_listed_cards
from .courier_checks import check_courier_text_changed

pytestmark = pytest.mark.card("Frightshroud Courier")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Frightshroud Courier", "Festering Goblin", "Glory Seeker", "Swamp",
                  "Swamp", "Swamp", "Island", "Island", "Island")
    s.hand(0, "Mistform Mask")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Daru Cavalier", "Festering Goblin")
    s.library(1, "Swamp", "Swamp", "Swamp")
    return Driver(s.build())


def pump(d: Driver) -> int:
    goblin = d.find("Festering Goblin", player=0)
    d.activate(0, "Frightshroud Courier", targets=[goblin])
    d.resolve()
    return goblin


@pytest.mark.ruling("ONS-FAQ-052")
def test_only_zombies_can_be_targeted_and_get_the_bonus() -> None:
    d = setup()
    from manastack.decisions.actions import ActivateAbility
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Frightshroud Courier"))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Festering Goblin", player=0) in options
    assert d.find("Glory Seeker") not in options
    d.choose(d.find("Festering Goblin", player=0))
    d.pay()
    d.resolve()
    c = d.chars(d.find("Festering Goblin", player=0))
    assert (c.power, c.toughness) == (3, 3) and "Fear" in c.keywords


@pytest.mark.ruling("ONS-FAQ-032", "ONS-FAQ-033", "ONS-FAQ-034")
def test_fear_only_black_or_artifact_creatures_block() -> None:
    d = setup()
    goblin = pump(d)
    d.to_combat()
    d.attack([goblin])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Daru Cavalier"), goblin))
    d.block({d.find("Festering Goblin", player=1): goblin})
    assert goblin in d.state.combat.blockers[d.find("Festering Goblin", player=1)]


@pytest.mark.ruling("ONS-FAQ-033", "ONS-FAQ-034")
def test_fear_an_artifact_creature_that_isnt_black_may_block() -> None:
    """Tribal Golem is a colourless artifact creature: it may block the creature with fear, the
    white Daru Cavalier may not (CR 702.36b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Frightshroud Courier", "Festering Goblin", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Daru Cavalier", "Tribal Golem")
    d = Driver(s.build())
    goblin = pump(d)
    d.to_combat()
    d.attack([goblin])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    golem, cavalier = d.find("Tribal Golem"), d.find("Daru Cavalier")
    assert DeclareBlocker(cavalier, goblin) not in d.game.legal_actions()
    assert DeclareBlocker(golem, goblin) in d.game.legal_actions()
    d.block({golem: goblin})
    assert goblin in d.state.combat.blockers[golem]


@pytest.mark.ruling("ONS-FAQ-053", "ONS-OR-0112")
def test_effect_stays_when_the_creature_type_changes() -> None:
    d = setup()
    goblin = d.find("Festering Goblin", player=0)
    d.cast(0, "Mistform Mask", targets=[goblin])
    d.resolve()
    pump(d)
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Elf")
    c = d.chars(goblin)
    assert "Zombie" not in c.subtypes and "Elf" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and "Fear" in c.keywords


@pytest.mark.ruling("ONS-FAQ-053", "ONS-OR-0112")
def test_the_target_is_checked_again_as_the_ability_resolves() -> None:
    """The Festering Goblin is a legal target when the ability is activated, but Mistform Mask
    makes it an Elf in response: the ability resolves with no legal target and does nothing
    (CR 608.2b)."""
    d = setup()
    goblin = d.find("Festering Goblin", player=0)
    d.cast(0, "Mistform Mask", targets=[goblin])
    d.resolve()
    d.activate(0, "Frightshroud Courier", targets=[goblin])
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Elf")
    d.resolve()
    assert not d.state.stack
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and "Fear" not in c.keywords


@pytest.mark.ruling("ONS-FAQ-054")
def test_the_five_couriers() -> None:
    """The five Couriers: the Onslaught cards whose bonus lasts while they remain tapped."""
    check_the_listed_cards(
        ["Flamestick Courier", "Frightshroud Courier", "Everglove Courier",
         "Pearlspear Courier", "Ghosthelm Courier"],
        lambda text: "Courier remains tapped" in text)


@pytest.mark.ruling("ONS-FAQ-052")
def test_lasts_while_the_courier_stays_tapped() -> None:
    d = setup()
    goblin = pump(d)
    d.pass_until("upkeep", turn=4)
    assert d.chars(goblin).power == 3  # it lasts past end of turn
    d.pass_until("end", turn=4)
    d.pass_priority()
    d.pass_priority()
    while d.decision.kind == "priority":
        d.pass_priority()
    # Player 0's untap step: they may keep the courier tapped.
    dec = d.expect("may")
    assert dec.player == 0
    d.choose(False)
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[d.find("Frightshroud Courier")].tapped
    assert d.chars(goblin).power == 3
    d.pass_until("end", turn=6)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(True)  # untap it this time: the effect ends
    d.pass_until("upkeep", turn=7)
    assert not d.state.objects[d.find("Frightshroud Courier")].tapped
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and "Fear" not in c.keywords


def test_it_may_target_itself_a_zombie() -> None:
    """The Courier is a Zombie: it may target itself, becoming a 4/3 with fear while it stays
    tapped (its {T} cost taps it first)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Frightshroud Courier", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    courier = d.find("Frightshroud Courier")
    d.activate(0, courier, targets=[courier])
    d.resolve()
    c = d.chars(courier)
    assert (c.power, c.toughness) == (4, 3) and "Fear" in c.keywords


def test_untapped_by_another_effect_the_bonus_ends() -> None:
    """CR 611.2b: "for as long as it remains tapped" ends as soon as it untaps, here by
    Aggravated Assault untapping all its controller's creatures in the main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Frightshroud Courier", "Festering Goblin", "Aggravated Assault")
    s.battlefield(0, *["Swamp"] * 3, *["Mountain"] * 5)
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    d.activate(0, "Frightshroud Courier", targets=[goblin])
    d.resolve()
    assert d.chars(goblin).power == 3
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert not d.state.objects[d.find("Frightshroud Courier")].tapped
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and "Fear" not in c.keywords


def _courier_and_opponent_shock() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Frightshroud Courier", "Festering Goblin", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Mountain", "Festering Goblin")
    s.hand(1, "Shock")
    s.library(1, "Mountain")
    return Driver(s.build())


def test_an_opponent_s_zombie_may_be_the_target() -> None:
    """"Target Zombie creature", any player's: the opponent's Festering Goblin gets +2/+2 and
    fear."""
    d = _courier_and_opponent_shock()
    theirs = d.find("Festering Goblin", player=1)
    d.activate(0, "Frightshroud Courier", targets=[theirs])
    d.resolve()
    c = d.chars(theirs)
    assert (c.power, c.toughness) == (3, 3) and "Fear" in c.keywords


def test_the_courier_leaving_the_battlefield_ends_the_bonus() -> None:
    """CR 611.2b: once the Courier has left the battlefield it no longer "remains tapped": the
    Goblin is 1/1 again, without fear."""
    d = _courier_and_opponent_shock()
    goblin = pump(d)
    assert d.chars(goblin).power == 3
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Frightshroud Courier")])
    d.resolve()
    assert d.zone_of("Frightshroud Courier") == "graveyard"
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and "Fear" not in c.keywords


def test_the_courier_gone_before_resolution_the_ability_does_nothing() -> None:
    """CR 611.2b: "for as long as" an effect's condition already false as it would begin, the
    effect does nothing: the Courier Shocked in response, the Goblin gets no bonus."""
    d = _courier_and_opponent_shock()
    goblin = d.find("Festering Goblin", player=0)
    d.activate(0, "Frightshroud Courier", targets=[goblin])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Frightshroud Courier")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (1, 1) and "Fear" not in c.keywords


def test_made_to_read_elf_it_pumps_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Frightshroud Courier's text: its type
    line reads Elf for Zombie, and its ability targets Elvish Warrior, not Festering Goblin."""
    check_courier_text_changed("Frightshroud Courier", "Swamp", "Zombie", "Elf", {"Elf"},
                               "Elvish Warrior", "Festering Goblin", "Fear")
