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
