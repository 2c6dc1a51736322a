"""Liliana, Death's Majesty — {3}{B}{B} Legendary Planeswalker — Liliana, loyalty 5.

Oracle: "[+1]: Create a 2/2 black Zombie creature token. Mill two cards.
[−3]: Return target creature card from your graveyard to the battlefield. That creature is a
black Zombie in addition to its other colors and types.
[−7]: Destroy all non-Zombie creatures."
Rulings covered: MIC-OR-0200.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Liliana, Death's Majesty")

CARD = "Liliana, Death's Majesty"


def _liliana(loyalty: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"loyalty": loyalty})
    s.battlefield(0, "Glory Seeker", "Fleshbag Marauder")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    s.graveyard(0, "Quicksilver Dragon")
    s.library(0, "Swamp", "Island", "Forest")
    return Driver(s.build())


def test_plus_one_zombie_and_mill_two() -> None:
    d = _liliana(5)
    d.activate(0, CARD, index=0)
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)
    assert len(d.state.players[0].graveyard) == 3
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 6


def test_minus_three_returns_a_black_zombie() -> None:
    d = _liliana(5)
    d.activate(0, CARD, index=1, targets=[d.find("Quicksilver Dragon", "graveyard")])
    d.resolve()
    dragon = d.chars(d.find("Quicksilver Dragon", "battlefield"))
    assert {"Dragon", "Zombie"} <= dragon.subtypes and dragon.colors == frozenset({"U", "B"})
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 2


@pytest.mark.ruling("MIC-OR-0200")
def test_minus_seven_spares_every_zombie_even_with_other_types() -> None:
    """Fleshbag Marauder (Zombie Warrior) and Gluttonous Zombie survive; Glory Seeker and
    Elvish Warrior are destroyed."""
    d = _liliana(7)
    d.activate(0, CARD, index=2)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Fleshbag Marauder") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_the_zombie_addition_isnt_copied_and_ends_when_it_leaves() -> None:
    """CR 707.2: Clone copying the returned Quicksilver Dragon copies only its printed values,
    a blue Dragon that isn't black or a Zombie. CR 400.7: once the Dragon leaves and returns
    (Hallowed Respite), it is a new object the -3's effect no longer applies to."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, *["Island"] * 5, "Plains")
    s.graveyard(0, "Quicksilver Dragon")
    s.hand(0, "Clone", "Hallowed Respite")
    d = Driver(s.build())
    d.activate(0, CARD, index=1, targets=[d.find("Quicksilver Dragon", "graveyard")])
    d.resolve()
    dragon = d.find("Quicksilver Dragon", "battlefield")
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(dragon)
    clone = d.find("Clone", "battlefield")
    c = d.chars(clone)
    assert c.name == "Quicksilver Dragon" and "Zombie" not in c.subtypes
    assert c.colors == frozenset({"U"})
    d.cast(0, "Hallowed Respite", targets=[dragon])
    d.resolve()
    back = d.chars(d.find("Quicksilver Dragon", "battlefield"))
    assert "Zombie" not in back.subtypes and back.colors == frozenset({"U"})


def _loyalty_actions(d: Driver) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == d.find(CARD)]


def test_one_loyalty_ability_a_turn_at_sorcery_speed_and_only_with_the_loyalty() -> None:
    """CR 606.3: one loyalty ability of a permanent per turn, at sorcery speed; CR 606.6 /
    118.3: -3 needs 3 loyalty counters to remove. At 2 loyalty only +1 is offered; after it,
    none; activating -3 is refused with nothing changed."""
    from manastack.game import IllegalActionError

    d = _liliana(2)
    assert [a.index for a in _loyalty_actions(d)] == [0]
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(d.find(CARD), 1))
    assert d.game.fingerprint() == before
    d.activate(0, CARD, index=0)
    assert _loyalty_actions(d) == []  # the +1 on the stack: not at sorcery speed
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 3
    assert _loyalty_actions(d) == []  # already activated this turn


def test_minus_three_targets_only_its_controllers_graveyard() -> None:
    """"Your graveyard": the opponent's Severed Legion can't be targeted (refused, nothing
    changed); the Quicksilver Dragon can."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Quicksilver Dragon")
    s.graveyard(1, "Severed Legion")
    d = Driver(s.build())
    d.activate(0, CARD, index=1, pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Severed Legion"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Quicksilver Dragon"))
    d.resolve()
    assert d.zone_of("Quicksilver Dragon") == "battlefield"
    assert d.state.objects[d.find("Quicksilver Dragon")].controller == 0


def test_minus_three_does_nothing_if_its_target_leaves_the_graveyard() -> None:
    """CR 608.2b: the opponent's Rotten Reunion exiles the target card in response, so the
    ability does nothing; the 3 loyalty stay paid, a cost (CR 602.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Quicksilver Dragon")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    dragon = d.find("Quicksilver Dragon")
    d.activate(0, CARD, index=1, targets=[dragon])
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 2
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[dragon])
    d.resolve()
    assert d.zone_of("Quicksilver Dragon") == "exile"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Quicksilver Dragon") == "exile"
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 2


def test_made_to_read_elf_its_abilities_create_return_and_spare_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on Liliana (a planeswalker, no creature type on
    its type line): +1 creates a 2/2 black Elf Token; −3 returns Quicksilver Dragon as a black
    Elf in addition to its types, no Zombie; −7 destroys each non-Elf creature, Zombies too."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"loyalty": 20})
    s.battlefield(0, "Island", "Glory Seeker", "Fleshbag Marauder")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    s.graveyard(0, "Quicksilver Dragon")
    s.library(0, *["Swamp"] * 8)
    s.library(1, *["Swamp"] * 8)
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    lili = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[lili])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.activate(0, CARD, index=0)
    d.resolve()
    token = d.find("Elf Token", "battlefield")
    assert d.chars(token).subtypes == {"Elf"} and not d.ids("Zombie Token", "battlefield")
    d.pass_until("precombat_main", turn=5)
    d.activate(0, CARD, index=1, targets=[d.find("Quicksilver Dragon", "graveyard")])
    d.resolve()
    dragon = d.chars(d.find("Quicksilver Dragon", "battlefield"))
    assert dragon.subtypes == {"Dragon", "Elf"} and dragon.colors == frozenset({"U", "B"})
    d.pass_until("precombat_main", turn=7)
    d.activate(0, CARD, index=2)
    d.resolve()
    for name in ("Glory Seeker", "Fleshbag Marauder", "Gluttonous Zombie"):
        assert d.zone_of(name) == "graveyard"
    for name in ("Elvish Warrior", "Quicksilver Dragon", "Elf Token"):
        assert d.zone_of(name) == "battlefield"
