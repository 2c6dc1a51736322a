"""Diregraf Colossus — {2}{B} Creature — Zombie Giant 2/2.

Oracle: "Diregraf Colossus enters the battlefield with a +1/+1 counter on it for each Zombie
card in your graveyard.
Whenever you cast a Zombie spell, create a tapped 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0182, MIC-OR-0183.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Diregraf Colossus")

CARD = "Diregraf Colossus"


def _counters(d: Driver) -> int:
    return int(d.state.objects[d.find(CARD, "battlefield")].counters.get("+1/+1", 0))


@pytest.mark.ruling("MIC-OR-0183")
def test_counters_for_zombie_cards_and_its_own_cast_doesnt_trigger() -> None:
    """Cast with two Zombie cards (and a non-Zombie) in its controller's graveyard and one in
    the opponent's: two counters, and no token for casting itself. A Zombie spell cast later
    (Fleshbag Marauder) makes a tapped 2/2 Zombie; a non-Zombie spell doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Forest", "Forest")
    s.graveyard(0, "Gluttonous Zombie", "Spark Reaper", "Glory Seeker")
    s.graveyard(1, "Wretched Anurid")
    s.hand(0, CARD, "Fleshbag Marauder", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, CARD)
    assert len(d.state.stack) == 1
    d.resolve()
    assert _counters(d) == 2 and not d.ids("Zombie Token", "battlefield")
    d.cast(0, "Elvish Warrior")
    assert len(d.state.stack) == 1
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    assert len(d.state.stack) == 2
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert d.state.objects[token].tapped and d.chars(token).power == 2


@pytest.mark.ruling("MIC-OR-0182")
def test_entering_from_the_graveyard_it_counts_itself() -> None:
    """Returned by Diregraf Rebirth with one other Zombie card there, it enters with two
    counters: itself and the other."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Forest")
    s.graveyard(0, CARD, "Gluttonous Zombie")
    s.hand(0, "Diregraf Rebirth")
    d = Driver(s.build())
    d.cast(0, "Diregraf Rebirth", targets=[d.find(CARD, "graveyard")])
    d.resolve()
    assert _counters(d) == 2


@pytest.mark.ruling("MIC-OR-0182")
def test_a_zombie_card_entering_with_it_from_the_graveyard_is_counted() -> None:
    """Official ruling: "... if it enters the battlefield at the same time as another Zombie card
    enters the battlefield from your graveyard, the ability will count that other Zombie."
    (CR 614.1c: the "enters with" replacement counts as it modifies the event, before both move.)
    Patriarch's Bidding returns the Colossus and Gluttonous Zombie together (both players name
    Zombie): two counters, itself and the Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(0, CARD, "Gluttonous Zombie")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Zombie", player=0)
    d.choose("Zombie", player=1)
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert _counters(d) == 2


def test_entering_under_another_players_control_it_counts_that_players_graveyard() -> None:
    """CR 614.12, 109.5: "your graveyard" is that of the player under whose control it would
    enter. Visions of Dread has player 1 put their Colossus onto the battlefield under player
    0's control: three counters for player 0's three Zombie cards, not one for player 1's
    (the Colossus itself)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie", "Spark Reaper")
    s.graveyard(1, CARD)
    s.hand(0, "Visions of Dread")
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find(CARD, "graveyard"))
    colossus = d.find(CARD, "battlefield")
    assert d.state.objects[colossus].controller == 0 and d.state.objects[colossus].owner == 1
    assert _counters(d) == 3


def test_an_opponents_zombie_spell_doesnt_trigger_it() -> None:
    """"Whenever you cast" (CR 603.2): player 1 casting Gluttonous Zombie makes no token for
    player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, *["Swamp"] * 5)
    s.hand(1, "Gluttonous Zombie")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Gluttonous Zombie")
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.ids("Zombie Token")


def test_a_face_down_spell_is_no_zombie_spell_and_a_changeling_is() -> None:
    """CR 708.2a: Zombie Cutthroat cast face down is a spell with no creature types: no token.
    CR 702.73a: Avian Changeling is every creature type, so a Zombie spell: a tapped token."""
    from tests.reference_cards import AVIAN_CHANGELING, ZOMBIE_CUTTHROAT
    assert AVIAN_CHANGELING and ZOMBIE_CUTTHROAT
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Plains"] * 6)
    s.hand(0, "Zombie Cutthroat", "Avian Changeling")
    d = Driver(s.build())
    d.cast(0, "Zombie Cutthroat", method="face_down")
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.ids("Zombie Token")
    d.cast(0, "Avian Changeling")
    assert len(d.state.stack) == 2
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert d.state.objects[token].tapped and d.chars(token).controller == 0


def test_entering_with_counters_is_counters_put_on_it_for_enduring_scalelord() -> None:
    """CR 122.6: a creature given counters as it enters has counters put on it: the Colossus
    entering with one counter (one Zombie card in the graveyard) triggers Enduring
    Scalelord; with no Zombie card it enters with none and the Scalelord doesn't trigger."""
    def cast(graveyard: tuple[str, ...]) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, "Enduring Scalelord", "Swamp", "Swamp", "Swamp")
        s.hand(0, CARD)
        if graveyard:
            s.graveyard(0, *graveyard)
        d = Driver(s.build())
        d.cast(0, CARD)
        d.resolve()
        return d
    none = cast(())
    assert _counters(none) == 0 and not none.state.stack
    one = cast(("Gluttonous Zombie",))
    assert _counters(one) == 1 and len(one.state.stack) == 1
    one.resolve()
    one.choose(True)
    assert one.state.objects[one.find("Enduring Scalelord")].counters == {"+1/+1": 1}


def test_the_token_comes_though_the_colossus_died_in_response() -> None:
    """CR 113.7a, 603.2: the cast trigger exists apart from the Colossus and from the spell;
    player 1 destroys the Colossus with the trigger on the stack; the tapped token is still
    created, and the Zombie spell then resolves too."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Swamp"] * 5)
    s.hand(0, "Gluttonous Zombie")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Gluttonous Zombie")
    assert len(d.state.stack) == 2
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert d.state.objects[token].tapped and d.state.objects[token].controller == 0
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_made_to_read_elf_on_the_stack_it_counts_elves_and_elf_spells_make_elves() -> None:
    """CR 612.1, 612.2, 612.2a: Zombie changed to Elf in the Colossus spell (it enters an Elf
    Giant): it enters with a counter for each Elf card in your graveyard, not the Zombies;
    casting an Elf spell creates a tapped 2/2 black Elf Token, a Zombie spell nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Forest", "Forest", "Island")
    s.graveyard(0, "Gluttonous Zombie", "Wellwisher")
    s.hand(0, CARD, "Severed Legion", "Elvish Warrior", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    assert d.chars(d.find(CARD)).subtypes == {"Elf", "Giant"}
    assert _counters(d) == 1
    d.cast(0, "Severed Legion")
    assert len(d.state.stack) == 1
    d.resolve()
    d.cast(0, "Elvish Warrior")
    assert len(d.state.stack) == 2
    d.resolve()
    token = d.find("Elf Token", "battlefield")
    assert d.state.objects[token].tapped and d.chars(token).subtypes == {"Elf"}
