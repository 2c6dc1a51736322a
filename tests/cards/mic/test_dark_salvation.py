"""Dark Salvation — {X}{X}{B} Sorcery.

Oracle: "Target player creates X 2/2 black Zombie creature tokens, then up to one target
creature gets -1/-1 until end of turn for each Zombie that player controls."
Rulings covered: MIC-OR-0176, MIC-OR-0177, MIC-OR-0178.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dark Salvation")

CARD = "Dark Salvation"


def _zombie_tokens(d: Driver, p: int) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token
            and d.state.objects[o].controller == p]


def _game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Severed Legion")
    s.battlefield(1, "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Ainok Bond-Kin", counters={"+1/+1": 3})
    s.hand(0, CARD, "Go for the Throat")
    return Driver(s.build())


@pytest.mark.ruling("MIC-OR-0176")
def test_tokens_for_the_target_player_and_minus_one_for_each_of_their_zombies() -> None:
    """X = 2 for player 1, who then controls three Zombies (two tokens and Gluttonous Zombie):
    the one target creature, Ainok Bond-Kin (5/4), gets -3/-3; nothing else does."""
    d = _game()
    ainok = d.find("Ainok Bond-Kin")
    d.cast(0, CARD, x=2, targets=[1, ainok])
    d.resolve()
    assert len(_zombie_tokens(d, 1)) == 2 and not _zombie_tokens(d, 0)
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (2, 1)
    assert d.chars(d.find("Glory Seeker")).power == 2


@pytest.mark.ruling("MIC-OR-0177")
def test_tokens_even_if_the_creature_target_became_illegal() -> None:
    d = _game()
    d.cast(0, CARD, x=1, targets=[1, d.find("Glory Seeker")], pay=False)
    d.pay()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert len(_zombie_tokens(d, 1)) == 1


@pytest.mark.ruling("MIC-OR-0178")
def test_x_zero_or_no_creature_target() -> None:
    """X = 0 with a target creature: -1/-1 for each Zombie player 1 already controls (one);
    X = 1 with no creature target: just a token; X = 0 and no creature: nothing at all."""
    d = _game()
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, x=0, targets=[1, seeker])
    d.resolve()
    assert not _zombie_tokens(d, 1)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (1, 1)

    d = _game()
    d.cast(0, CARD, x=1, targets=[1])
    d.resolve()
    assert len(_zombie_tokens(d, 1)) == 1

    d = _game()
    d.cast(0, CARD, x=0, targets=[0])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and not _zombie_tokens(d, 0)


def test_the_number_of_zombies_is_locked_in_as_it_resolves() -> None:
    """CR 608.2h, 611.2c: "-1/-1 for each Zombie that player controls" is counted once, as the
    spell resolves: X = 1 gives player 1 two Zombies (the token and Gluttonous Zombie), so
    Ainok Bond-Kin (5/4) gets -2/-2; Gluttonous Zombie destroyed afterwards doesn't shrink the
    effect, and a second Dark Salvation's new token doesn't grow it (the second one, with no
    creature target, only creates its token)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.battlefield(1, "Gluttonous Zombie")
    s.battlefield(1, "Ainok Bond-Kin", counters={"+1/+1": 3})
    s.hand(0, CARD, CARD, "Go for the Throat")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    first, second = d.ids(CARD, "hand")
    d.cast(0, first, x=1, targets=[1, ainok])
    d.resolve()
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (3, 2)
    d.cast(0, "Go for the Throat", targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (3, 2)
    d.cast(0, second, x=1, targets=[1])
    d.resolve()
    assert len(_zombie_tokens(d, 1)) == 2
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (3, 2)


def test_two_headed_giant_only_the_target_players_zombies_count() -> None:
    """"Each Zombie that player controls": in Two-Headed Giant a team shares only its life
    and poison counters (CR 810.5); X = 1 for player 2, whose teammate player 3 controls
    Gluttonous Zombie: only player 2's new token counts, so Ainok Bond-Kin (5/4 with its
    three counters) gets -1/-1."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, *["Swamp"] * 3)
    s.hand(0, CARD)
    s.battlefield(3, "Gluttonous Zombie")
    s.battlefield(2, "Ainok Bond-Kin", counters={"+1/+1": 3})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    d.cast(0, CARD, x=1, targets=[2, ainok])
    d.resolve()
    assert len(_zombie_tokens(d, 2)) == 1 and not _zombie_tokens(d, 3)
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (4, 3)


def test_x_is_paid_twice() -> None:
    """CR 107.3, 601.2f: {X}{X}{B} with X = 2 costs five mana; with six Swamps X = 3 (seven
    mana) can't be paid: the cast is refused and the game is unchanged."""
    from manastack.game import IllegalActionError

    d = _game()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="choices are: 0, 1, 2"):
        d.cast(0, CARD, x=3, targets=[1])
    assert d.game.fingerprint() == before
    assert d.zone_of(CARD) == "hand"
    d.cast(0, CARD, x=2, targets=[1])
    assert len([s for s in d.ids("Swamp") if d.state.objects[s].tapped]) == 5
    d.resolve()
    assert len(_zombie_tokens(d, 1)) == 2
    token = d.chars(_zombie_tokens(d, 1)[0])
    assert (token.power, token.toughness, token.colors) == (2, 2, frozenset({"B"}))


def test_made_to_read_elf_on_the_stack_it_creates_elves_and_counts_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf in Dark Salvation on the stack: X = 2 gives the
    target player two 2/2 black Elf Tokens, and the target creature gets -1/-1 for each Elf
    that player controls (three with Wellwisher), not for their Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Island")
    s.battlefield(1, "Gluttonous Zombie", "Wellwisher")
    s.battlefield(1, "Ainok Bond-Kin", counters={"+1/+1": 3})
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    spell = d.cast(0, CARD, x=2, targets=[1, ainok])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    elves = d.ids("Elf Token", "battlefield", player=1)
    assert len(elves) == 2 and not d.ids("Zombie Token", "battlefield")
    assert d.chars(elves[0]).subtypes == {"Elf"}
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (2, 1)
