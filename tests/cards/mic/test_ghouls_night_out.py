"""Ghouls' Night Out — {3}{B}{B} Sorcery.

Oracle: "For each player, choose a creature card in that player's graveyard. Put those cards
onto the battlefield under your control. They're black Zombies in addition to their other colors
and types and they gain decayed. (A creature with decayed can't block. When it attacks,
sacrifice it at end of combat.)"
Rulings covered: MIC-RN-013, MIC-RN-014 (and MIC-OR-0043, MIC-OR-0044, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import NYLEA

pytestmark = pytest.mark.card("Ghouls' Night Out")

CARD = "Ghouls' Night Out"


def _setup(mine: tuple[str, ...], theirs: tuple[str, ...], players: int = 2) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(0, *mine)
    s.graveyard(1, *theirs)
    s.hand(0, CARD)
    return Driver(s.build())


def test_one_card_from_each_graveyard_under_your_control_black_zombies_with_decayed() -> None:
    """With three players, one creature card is chosen from each graveyard that has one (not
    two from the same graveyard, not the land); they enter under the caster's control, black
    Zombies in addition to their colors and types, with decayed (so they can't block)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(0, "Glory Seeker", "Forest")
    s.graveyard(1, "Elvish Warrior", "Quicksilver Dragon")
    s.graveyard(2, "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    dragon = d.find("Quicksilver Dragon")
    d.cast(0, CARD)
    d.resolve()
    assert {a.value for a in d.game.legal_actions()} == {seeker, warrior, dragon}
    d.choose(warrior)
    assert {a.value for a in d.game.legal_actions()} == {seeker}
    d.choose(seeker)
    assert d.decision.kind == "priority"
    for name in ("Glory Seeker", "Elvish Warrior"):
        oid = d.find(name, "battlefield")
        c = d.chars(oid)
        assert c.controller == 0 and "Zombie" in c.subtypes and c.has("Decayed")
        assert "B" in c.colors
    w = d.chars(d.find("Elvish Warrior", "battlefield"))
    assert {"Elf", "Warrior", "Zombie"} <= w.subtypes and w.colors == frozenset({"G", "B"})
    assert d.zone_of("Quicksilver Dragon") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior", "battlefield")].owner == 1


@pytest.mark.ruling("MIC-RN-013", "MIC-OR-0043")
def test_they_enter_at_once_and_see_each_other_enter() -> None:
    """Two Wretched Anurids, one from each graveyard, enter together: each sees the other
    enter, so the caster loses 2 life."""
    d = _setup(("Wretched Anurid",), ("Wretched Anurid",))
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Wretched Anurid", "graveyard", player=1))
    d.choose(d.find("Wretched Anurid", "graveyard", player=0))
    assert len(d.ids("Wretched Anurid", "battlefield", player=0)) == 2
    d.expect("order_triggers")  # one trigger of each Anurid
    assert len(d.decision.actions) == 2
    d.act(0, d.decision.actions[0])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 18


@pytest.mark.ruling("MIC-RN-014", "MIC-OR-0044")
def test_a_card_that_isnt_a_creature_there_isnt_a_zombie_but_gains_decayed() -> None:
    """Nylea, God of the Hunt isn't a creature under a controller with little devotion to
    green: put onto the battlefield this way it is no Zombie (CR 205.3d), but it is black and
    has decayed."""
    assert NYLEA
    d = _setup(("Glory Seeker",), ("Nylea, God of the Hunt",))
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Nylea, God of the Hunt", "graveyard"))
    d.choose(d.find("Glory Seeker", "graveyard"))
    nylea = d.chars(d.find("Nylea, God of the Hunt", "battlefield"))
    assert "Creature" not in nylea.types and "Enchantment" in nylea.types
    assert "Zombie" not in nylea.subtypes
    assert nylea.has("Decayed") and "B" in nylea.colors
    seeker = d.chars(d.find("Glory Seeker", "battlefield"))
    assert "Zombie" in seeker.subtypes and seeker.has("Decayed")


def test_decayed_an_opponent_s_creature_attacks_next_turn_and_is_sacrificed_to_its_owner() -> None:
    """CR 702.147a: with decayed, player 1's Elvish Warrior (returned under player 0's
    control, summoning sick this turn, CR 302.6) attacks on player 0's next turn and is
    sacrificed at end of combat; it goes to its owner's graveyard (CR 404.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(1, "Elvish Warrior")
    s.hand(0, CARD)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Elvish Warrior", "graveyard"))
    warrior = d.find("Elvish Warrior", "battlefield")
    assert d.state.objects[warrior].controller == 0
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([warrior])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.ids("Elvish Warrior", "graveyard", player=1)


def test_a_zombie_made_so_dies_as_a_zombie_for_diregraf_captain() -> None:
    """CR 613.1d, 603.10a: player 1's Glory Seeker, returned as a black Zombie, gets Diregraf
    Captain's +1/+1 (a 3/3); when it dies its Zombie type as it last existed makes the
    Captain's "another Zombie you control dies" trigger: player 1 loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain", "Mountain", "Diregraf Captain")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, CARD, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    seeker = d.find("Glory Seeker", "battlefield")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.cast(0, "Shock", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.expect("target")
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 19


def test_angel_of_glory_s_rise_exiles_the_zombies_it_made_into_their_owners_exile() -> None:
    """MIC-OR-0107, CR 400.3: a creature this spell made a Zombie is a Zombie permanent: Angel
    of Glory's Rise exiles player 1's Elvish Warrior (under player 0's control), which goes
    to exile as player 1's card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, *["Plains"] * 7)
    s.graveyard(1, "Elvish Warrior")
    s.hand(0, CARD, "Angel of Glory's Rise")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior", "graveyard"))
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()
    warrior = d.find("Elvish Warrior")
    assert d.state.objects[warrior].zone.value == "exile" and d.state.objects[warrior].owner == 1


def test_a_second_card_from_one_graveyard_is_refused_saying_whose_it_is() -> None:
    """CR 608.2d: after Elvish Warrior is chosen from player 2's graveyard, their Quicksilver
    Dragon is not offered: choosing it is refused, naming its owner and the card chosen; the
    game is unchanged and Glory Seeker can still be chosen."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError
    d = _setup(("Glory Seeker",), ("Elvish Warrior", "Quicksilver Dragon"))
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Quicksilver Dragon is Player 2's, as Elvish "
                       "Warrior, already chosen, is: each one chosen has a different owner"):
        d.game.apply(0, Choose(d.find("Quicksilver Dragon")))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_with_no_creature_card_in_any_graveyard_nothing_enters() -> None:
    """CR 608.2d: with no creature card to choose (only a land in one graveyard), nothing is
    chosen; the sorcery resolves and goes to its owner's graveyard, the land stays put."""
    d = _setup(("Forest",), ())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority"
    assert not d.state.stack
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Forest") == "graveyard"
    assert not [o for o in d.state.battlefield if d.chars(o).is_creature]


def test_the_creatures_it_returns_are_summoning_sick() -> None:
    """CR 302.6: the creatures came under the caster's control this turn, and decayed gives
    no haste: none of them may attack this turn, while the Gluttonous Zombie controlled
    since the turn began may."""
    from manastack.decisions.actions import DeclareAttacker
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Elvish Warrior")
    s.hand(0, CARD)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Glory Seeker"))
    seeker = d.find("Glory Seeker", "battlefield")
    warrior = d.find("Elvish Warrior", "battlefield")
    d.to_combat()
    assert d.decision.kind == "declare_attackers"
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert seeker not in attackers and warrior not in attackers
    assert d.find("Gluttonous Zombie") in attackers


def test_made_to_read_elf_on_the_stack_the_cards_are_black_elves() -> None:
    """CR 612.2: Zombie changed to Elf in Ghouls' Night Out on the stack: the chosen cards
    enter as black Elves in addition to their types, no Zombie, with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Island")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Wretched Anurid")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Wretched Anurid"))
    seeker = d.chars(d.find("Glory Seeker", "battlefield"))
    assert seeker.subtypes == {"Human", "Soldier", "Elf"} and "B" in seeker.colors
    assert seeker.has("Decayed")
    anurid = d.chars(d.find("Wretched Anurid", "battlefield"))
    assert "Elf" in anurid.subtypes and anurid.has("Decayed")


def test_a_clone_it_returns_copies_a_creature_already_there_and_is_a_black_zombie_too() -> None:
    """CR 707.2, 613.1a, 613.1d-f, 614.1c: Clone, returned with Glory Seeker, may copy only a
    creature already on the battlefield (not the Seeker entering with it): it copies Barkhide
    Mauler. The copy effect applies in layer 1, and the spell's effect on the returned cards
    still applies over it: a green and black Beast Zombie named Barkhide Mauler, with
    decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(1, "Barkhide Mauler")
    s.graveyard(0, "Clone")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    clone, seeker = d.find("Clone"), d.find("Glory Seeker")
    mauler = d.find("Barkhide Mauler")
    d.cast(0, CARD)
    d.resolve()
    d.choose(clone)
    d.choose(seeker)
    assert {a.value for a in d.game.legal_actions()} == {mauler, None}
    d.choose(mauler)
    assert d.decision.kind == "priority"
    (copy,) = d.ids("Clone", "battlefield")
    c = d.chars(copy)
    assert c.name == "Barkhide Mauler" and c.controller == 0
    assert c.subtypes == frozenset({"Beast", "Zombie"})
    assert c.colors == frozenset({"G", "B"})
    assert (c.power, c.toughness) == (4, 4)
    assert c.has("Decayed")
