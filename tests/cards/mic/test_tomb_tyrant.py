"""Tomb Tyrant — {3}{B} Creature — Zombie Noble 3/3.

Oracle: "Other Zombies you control get +1/+1.
{2}{B}, {T}, Sacrifice a creature: Return a Zombie creature card at random from your graveyard to
the battlefield. Activate only during your turn and only if there are at least three Zombie
creature cards in your graveyard."
Rulings covered: MIC-RN-048, MIC-RN-049 (and MIC-OR-0051, MIC-OR-0052, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tomb Tyrant")

CARD = "Tomb Tyrant"


def _can_activate(d: Driver) -> bool:
    tyrant = d.find(CARD)
    return any(isinstance(a, ActivateAbility) and a.source == tyrant
               for a in d.game.legal_actions())


def _setup(graveyard: tuple[str, ...], seed: int = 1, active: int = 0) -> Driver:
    s = Scenario(seed=seed)
    s.battlefield(0, CARD, "Wretched Anurid", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    s.graveyard(0, *graveyard)
    s.at("precombat_main" if active == 0 else "upkeep", active=active)
    return Driver(s.build())


def test_other_zombies_you_control_get_plus_one() -> None:
    d = _setup(())
    assert (d.chars(d.find("Wretched Anurid")).power,
            d.chars(d.find("Wretched Anurid")).toughness) == (4, 4)
    assert (d.chars(d.find(CARD)).power, d.chars(d.find(CARD)).toughness) == (3, 3)
    assert (d.chars(d.find("Gluttonous Zombie")).power,
            d.chars(d.find("Gluttonous Zombie")).toughness) == (3, 3)


@pytest.mark.ruling("MIC-RN-048", "MIC-OR-0051")
def test_three_zombie_cards_needed_before_activating() -> None:
    """With two Zombie creature cards (and a non-Zombie one) in the graveyard it can't be
    activated, even though sacrificing the Anurid would make three; with three it can, but
    only during its controller's turn."""
    two = _setup(("Gluttonous Zombie", "Gluttonous Zombie", "Glory Seeker"))
    assert not _can_activate(two)
    three = _setup(("Gluttonous Zombie", "Gluttonous Zombie", "Gluttonous Zombie"))
    assert _can_activate(three)
    theirs = _setup(("Gluttonous Zombie",) * 3, active=1)
    theirs.pass_priority()
    assert theirs.decision.player == 0
    assert not _can_activate(theirs)


@pytest.mark.ruling("MIC-RN-049", "MIC-OR-0052")
def test_the_sacrificed_zombie_may_be_the_card_returned() -> None:
    """The Wretched Anurid sacrificed to pay the cost is among the cards the random choice
    can return: with some seed it comes back, with another a Gluttonous Zombie does; exactly
    one card returns each time."""
    returned = set()
    for seed in range(1, 16):
        d = _setup(("Gluttonous Zombie",) * 3, seed=seed)
        d.activate(0, CARD, choices=[d.find("Wretched Anurid")])
        d.resolve()
        back = [n for n in ("Wretched Anurid", "Gluttonous Zombie")
                if d.ids(n, "battlefield", player=0)]
        assert len(back) == 1
        assert len(d.ids("Gluttonous Zombie", "graveyard")) + \
            len(d.ids("Wretched Anurid", "graveyard")) == 3
        returned.add(back[0])
    assert returned == {"Wretched Anurid", "Gluttonous Zombie"}


def test_it_may_sacrifice_itself_and_a_changeling_card_counts_as_a_zombie() -> None:
    """CR 702.73a: Avian Changeling is a Zombie creature card in the graveyard too, so with two
    Gluttonous Zombies there are three; the Tyrant pays {T} and sacrifices itself (CR 602.2),
    and one of the four Zombie creature cards, the Tyrant among them, comes back."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie", "Avian Changeling")
    d = Driver(s.build())
    assert _can_activate(d)
    d.activate(0, CARD, choices=[d.find(CARD)])
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    creatures = [o for o in d.state.battlefield if d.chars(o).is_creature]
    assert len(creatures) == 1
    assert d.game.name_of(creatures[0]) in (CARD, "Gluttonous Zombie", "Avian Changeling")
    assert len(d.state.players[0].graveyard) == 3


def test_only_its_controllers_creatures_can_be_sacrificed_and_combat_is_your_turn_too() -> None:
    """CR 701.21a: a player sacrifices only permanents they control: the opponent's Gluttonous
    Zombie isn't offered. "Only during your turn" is any step of it (CR 602.5): activated in
    its controller's beginning of combat step."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Wretched Anurid", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie", "Gluttonous Zombie")
    s.at("beginning_of_combat", active=0)
    d = Driver(s.build())
    d.activate(0, CARD, pay=False)
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert d.find("Gluttonous Zombie", "battlefield", player=1) not in offered
    assert d.find("Wretched Anurid") in offered
    d.choose(d.find("Wretched Anurid"))
    d.resolve()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert len([o for o in d.state.battlefield if d.chars(o).is_creature
                and d.chars(o).controller == 0]) == 2


def test_the_condition_is_not_checked_again_as_it_resolves() -> None:
    """CR 602.5b: "only if there are at least three Zombie creature cards" restricts
    activating only; in response the opponent's Turn the Earth shuffles all three into the
    library, so the ability resolves with no Zombie creature card to return: nothing comes
    back, and the Glory Seeker sacrificed for its cost stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie", "Gluttonous Zombie")
    s.battlefield(1, "Forest")
    s.hand(1, "Turn the Earth")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_priority()
    d.cast(1, "Turn the Earth", targets=d.ids("Gluttonous Zombie", "graveyard"))
    d.resolve()
    assert not d.ids("Gluttonous Zombie", "graveyard")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [d.game.name_of(o) for o in d.state.battlefield
            if d.chars(o).is_creature and d.chars(o).controller == 0] == [CARD]


def test_in_two_headed_giant_the_team_s_turn_is_each_teammate_s_turn() -> None:
    """CR 805.4: in Two-Headed Giant each team takes turns: during the turn of the team of
    players 0 and 1, player 1's Tomb Tyrant may be activated ("only during your turn"); the
    other team's player 2 can't activate theirs then."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in (1, 2):
        s.battlefield(p, CARD, "Wretched Anurid", "Swamp", "Swamp", "Swamp")
        s.graveyard(p, "Gluttonous Zombie", "Gluttonous Zombie", "Gluttonous Zombie")
    d = Driver(s.build())
    mine, theirs = d.find(CARD, player=1), d.find(CARD, player=2)
    d.pass_priority()
    assert d.decision.player == 1
    assert any(a.source == mine for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility))
    d.pass_priority()
    assert d.decision.player == 2
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == theirs]


def test_a_frog_copy_of_it_pumps_the_original_but_isn_t_a_zombie() -> None:
    """CR 707.2, 707.9b: Croaking Counterpart makes a token copy of Tomb Tyrant "except it's a
    1/1 green Frog": the copy has the Tyrant's abilities but is a Frog, not a Zombie. Its
    "other Zombies you control get +1/+1" pumps the original Tyrant (4/4); the original's
    doesn't pump the Frog (1/1)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    tyrant = d.find(CARD)
    d.cast(0, "Croaking Counterpart", targets=[tyrant])
    d.resolve()
    frog = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    fc, tc = d.chars(frog), d.chars(tyrant)
    assert fc.name == CARD and set(fc.subtypes) == {"Frog"} and fc.colors == frozenset({"G"})
    assert (fc.power, fc.toughness) == (1, 1)
    assert (tc.power, tc.toughness) == (4, 4)


def test_taken_by_an_opponent_you_means_its_new_controller() -> None:
    """CR 109.5: "you" and "your" in its abilities mean its controller. Player 1 takes it with
    Threaten in their turn: it pumps player 1's Gluttonous Zombie, not player 0's Wretched
    Anurid, and with three Zombie creature cards in player 1's graveyard (none in player 0's)
    player 1 activates it, sacrificing their Glory Seeker, and one of those cards returns under
    player 1's control."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Wretched Anurid")
    s.battlefield(1, "Gluttonous Zombie", "Glory Seeker", "Mountain", "Mountain", "Mountain",
                  "Swamp", "Swamp", "Swamp")
    s.hand(1, "Threaten")
    s.graveyard(1, "Severed Legion", "Undead Gladiator", "Festering Goblin")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    tyrant = d.find(CARD)
    d.cast(1, "Threaten", targets=[tyrant])
    d.resolve()
    assert d.state.objects[tyrant].controller == 1
    zombie, anurid = d.find("Gluttonous Zombie"), d.find("Wretched Anurid")
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    assert (d.chars(anurid).power, d.chars(anurid).toughness) == (3, 3)
    assert _can_activate(d)
    d.activate(1, CARD, choices=[d.find("Glory Seeker")])
    d.resolve()
    back = [x for n in ("Severed Legion", "Undead Gladiator", "Festering Goblin")
            for x in d.ids(n, "battlefield")]
    assert len(back) == 1 and d.state.objects[back[0]].controller == 1
    left = [x for n in ("Severed Legion", "Undead Gladiator", "Festering Goblin")
            for x in d.ids(n, "graveyard")]
    assert len(left) == 2 and all(x in d.state.players[1].graveyard for x in left)
    assert not d.state.players[0].graveyard


def test_made_to_read_elf_it_pumps_elves_and_counts_elf_cards() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Tomb Tyrant (an Elf Noble now): other Elves
    you control get +1/+1 and Zombies don't; three Zombie creature cards no longer allow its
    ability, two Elf cards don't either, and with a third Elf card it returns an Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Wretched Anurid", "Wellwisher", "Swamp", "Swamp", "Swamp",
                  "Island", "Mountain")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie", "Gluttonous Zombie",
                "Wellwisher", "Wellwisher")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    assert _can_activate(d)
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(d.find(CARD)).subtypes == {"Elf", "Noble"}
    assert d.chars(d.find("Wretched Anurid")).power == 3
    assert d.chars(d.find("Wellwisher", "battlefield")).power == 2
    assert not _can_activate(d)
    d.cast(0, "Shock", targets=[d.find("Wellwisher", "battlefield")])
    d.resolve()
    assert _can_activate(d)
    d.activate(0, CARD, choices=[d.find("Wretched Anurid")])
    d.resolve()
    assert len(d.ids("Wellwisher", "battlefield")) == 1
    assert len(d.ids("Gluttonous Zombie", "graveyard")) == 3
