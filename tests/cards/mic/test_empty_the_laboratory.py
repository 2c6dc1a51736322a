"""Empty the Laboratory — {X}{U}{U} Sorcery.

Oracle: "Sacrifice X Zombies, then reveal cards from the top of your library until you reveal a
number of Zombie creature cards equal to the number of Zombies sacrificed this way. Put those
cards onto the battlefield and the rest on the bottom of your library in a random order."
Rulings covered: MIC-RN-015, MIC-OR-0031.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Empty the Laboratory")

CARD = "Empty the Laboratory"
LIBRARY = ("Forest", "Champion of the Perished", "Island", "Champion of the Perished",
           "Plains", "Severed Legion")


def _cast(x: int, *zombies: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *zombies, "Glory Seeker", *["Island"] * 4)
    s.library(0, *LIBRARY)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=x)
    d.resolve()
    return d


@pytest.mark.ruling("MIC-RN-015", "MIC-OR-0031")
def test_zombies_found_enter_together_and_see_each_other() -> None:
    d = _cast(2, "Gluttonous Zombie", "Severed Legion")
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"  # not a Zombie
    champions = d.ids("Champion of the Perished", "battlefield")
    assert len(champions) == 2
    d.take_first("order_triggers")
    d.resolve_all()
    for c in champions:  # each saw the other enter
        assert d.state.objects[c].counters == {"+1/+1": 1}
    lib = [d.chars(o).name for o in d.state.players[0].library]
    assert lib[:2] == ["Plains", "Severed Legion"]  # not revealed: still on top
    assert sorted(lib[2:]) == ["Forest", "Island"]  # the rest on the bottom


def test_only_as_many_as_were_sacrificed() -> None:
    """X is 2 but only one Zombie can be sacrificed: one Zombie card is found."""
    d = _cast(2, "Gluttonous Zombie")
    assert len(d.ids("Champion of the Perished", "battlefield")) == 1
    lib = [d.chars(o).name for o in d.state.players[0].library]
    assert lib[0] == "Island" and lib[-1] == "Forest"


def test_x_zero_sacrifices_nothing_and_reveals_nothing() -> None:
    """X is 0: no Zombie is sacrificed, so zero Zombie cards are wanted and no card is
    revealed (CR 107.1b, 701.21a): the library keeps its order."""
    d = _cast(0, "Gluttonous Zombie")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert not d.ids("Champion of the Perished", "battlefield")
    lib = [d.chars(o).name for o in d.state.players[0].library]
    assert lib == list(LIBRARY)


def test_the_caster_chooses_which_zombies_and_a_token_counts() -> None:
    """CR 701.21a: with more Zombies than X, the caster chooses; a Zombie token sacrificed
    counts as one Zombie sacrificed this way."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", *["Island"] * 3)
    s.token(0, "Zombie")
    s.library(0, *LIBRARY)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=1)
    d.resolve()
    d.expect("sacrifice")
    d.choose(d.find("Zombie Token"))
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert not d.ids("Zombie Token", "battlefield")
    assert len(d.ids("Champion of the Perished", "battlefield")) == 1


def test_without_enough_zombie_cards_the_whole_library_is_revealed() -> None:
    """CR 701.20a: the reveal stops when the library runs out; the one Zombie creature card
    found enters and every other revealed card goes to the bottom; a Zombie that isn't a
    creature card isn't wanted (Glory Seeker is a Human Soldier, not counted)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Severed Legion", *["Island"] * 4)
    s.library(0, "Forest", "Glory Seeker", "Severed Legion", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=2)
    d.resolve()
    assert not d.ids("Gluttonous Zombie", "battlefield")
    assert len(d.ids("Severed Legion", "battlefield")) == 1
    lib = sorted(d.chars(o).name for o in d.state.players[0].library)
    assert lib == ["Forest", "Glory Seeker", "Island"]


def test_a_changeling_card_in_the_library_is_a_zombie_creature_card() -> None:
    """CR 702.73a: changeling works in every zone; Avian Changeling revealed is a Zombie
    creature card and is put onto the battlefield."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", *["Island"] * 3)
    s.library(0, "Forest", "Avian Changeling", "Champion of the Perished")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=1)
    d.resolve()
    assert d.zone_of("Avian Changeling") == "battlefield"
    assert d.zone_of("Champion of the Perished") == "library"


def test_sacrificing_a_creature_that_isnt_a_zombie_is_refused() -> None:
    """Only Zombies may be sacrificed: Glory Seeker is refused with an error naming it, and
    the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Severed Legion", "Glory Seeker", *["Island"] * 3)
    s.library(0, *LIBRARY)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=1)
    d.resolve()
    d.expect("sacrifice")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before


def test_revealed_cards_are_seen_by_the_opponent_the_unrevealed_are_not() -> None:
    """CR 701.20a, 401.2: revealed cards are shown to every player: the opponent's view names
    the revealed Forest; Severed Legion, never revealed, stays hidden in the library."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", *["Island"] * 3)
    s.library(0, "Forest", "Champion of the Perished", "Severed Legion")
    s.hand(0, CARD)
    d = Driver(s.build())
    assert "Forest" not in json.dumps(d.game.view(1))
    d.cast(0, CARD, x=1)
    d.resolve()
    theirs = json.dumps(d.game.view(1))
    assert "Forest" in theirs
    assert "Severed Legion" not in theirs
    assert d.zone_of("Champion of the Perished") == "battlefield"


def test_two_headed_giant_a_teammate_s_zombies_can_t_be_sacrificed() -> None:
    """CR 701.21a, 810.5: a player sacrifices only permanents they control: with X = 2 and one
    Zombie of the caster's, the teammate's Severed Legion stays, and one Zombie card is
    found."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in (1, 2, 3):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, "Gluttonous Zombie", *["Island"] * 4)
    s.battlefield(1, "Severed Legion")
    s.library(0, *LIBRARY)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=2)
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Severed Legion", player=1) == "battlefield"
    assert len(d.ids("Champion of the Perished", "battlefield")) == 1


def test_made_to_read_elf_on_the_stack_sacrifices_and_finds_elves() -> None:
    """CR 612.2: Zombie changed to Elf in Empty the Laboratory on the stack (X = 1): the Elf
    is sacrificed, not the Zombie, and cards are revealed until an Elf creature card, which
    enters; the Zombie cards revealed go to the bottom."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Elvish Warrior", *["Island"] * 5)
    s.library(0, "Severed Legion", "Wellwisher", "Forest")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD, x=1)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Wellwisher") == "battlefield"
    lib = [d.chars(o).name for o in d.state.players[0].library]
    assert lib == ["Forest", "Severed Legion"]
