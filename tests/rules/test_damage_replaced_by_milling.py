"""Damage replaced by milling (CR 614.1a, 701.17): the vocabulary's
``mills_instead_of_combat_damage`` (``dsl.damage_replacement``, ``rules.damage_replacement``),
with the mill events turned into moves by ``rules.pipeline``. Undead Alchemist's own test
(tests/cards/mic/test_undead_alchemist.py) plays several Zombies and several Alchemists.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _attack_with_alchemist(library: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Undead Alchemist")
    s.library(1, *library)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Undead Alchemist")])
    d.pass_until("end_of_combat")
    return d


def test_a_mill_takes_the_top_cards_in_order() -> None:
    """CR 701.17a: the top N cards, in library order, are put into the graveyard."""
    d = _attack_with_alchemist(("Island", "Swamp", "Forest", "Plains", "Mountain"))
    names = [d.game.card(o).name for o in d.state.players[1].graveyard]
    assert sorted(names) == ["Forest", "Island", "Plains", "Swamp"]
    assert [d.game.card(o).name for o in d.state.players[1].library] == ["Mountain"]


def test_milling_more_than_the_library_mills_what_is_there() -> None:
    """CR 701.17b: a player can't mill more cards than their library has: 4 damage replaced
    against a library of two mills two; the player has lost no life and is still in the game
    (milling isn't drawing, CR 704.5b)."""
    d = _attack_with_alchemist(("Island", "Swamp"))
    assert d.state.players[1].library == [] and len(d.state.players[1].graveyard) == 2
    assert d.life(1) == 20 and d.state.players[1].in_game


def test_combat_damage_replaced_by_milling_is_never_dealt_so_nothing_that_needs_it_happens(
) -> None:
    """CR 614.1a, 614.6, 120.3, 702.15b, 603.2: Undead Alchemist turns the combat damage
    Haunted Cadaver (a Zombie, 2/2, wearing Mask of Griselbrand's lifelink) would deal to
    player 1 into milling two cards. No damage is dealt: no life is gained for lifelink, the
    Cadaver's "deals combat damage to a player" ability doesn't trigger (no discard), and player
    1's Aurification ("Whenever a creature deals damage to you") puts no gold counter on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Undead Alchemist")
    s.battlefield(0, "Haunted Cadaver", label="cadaver")
    s.battlefield(0, "Mask of Griselbrand", attached_to="cadaver")
    s.battlefield(1, "Aurification")
    s.hand(1, "Plains", "Plains", "Plains")
    s.library(0, "Plains", "Plains")
    s.library(1, *["Plains"] * 6)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    d.to_combat()
    d.attack([cadaver])
    d.pass_until("postcombat_main")
    assert len(d.state.players[1].library) == 4
    assert len(d.ids("Plains", zone="graveyard", player=1)) == 2
    assert (d.life(0), d.life(1)) == (20, 20)
    assert len(d.state.players[1].hand) == 3
    assert not d.state.objects[cadaver].counters.get("gold")
    assert d.zone_of("Haunted Cadaver") == "battlefield"
