"""Shared checks for the Talismans ("{T}: Add {C}. / {T}: Add one of two colours. ~ deals 1
damage to you.": Talisman of Dominance, Talisman of Unity). The damage is part of the mana
ability: it is dealt at once, without the stack (CR 605.3a)."""

from __future__ import annotations

from tests.cards.mic.mana_source_checks import mana_options, on_the_battlefield


def check_colourless_mana_is_painless(card: str, colours: tuple[str, str]) -> None:
    """It offers {C} and its two ``colours``; {C} costs no life and taps it."""
    d, talisman = on_the_battlefield(card)
    assert mana_options(d, talisman) == {"C", *colours}
    d.mana(0, talisman, "C")
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.life(0) == 20
    assert d.state.objects[talisman].tapped


def check_coloured_mana_deals_one_damage_to_you(card: str, colour: str) -> None:
    d, _ = on_the_battlefield(card)
    d.mana(0, card, colour)
    assert d.state.players[0].mana_pool.get(colour) == 1
    assert d.life(0) == 19 and d.life(1) == 20
    assert not d.state.stack


def check_tapped_it_adds_nothing_more(card: str, colour: str) -> None:
    """Tapped for ``colour``, it offers no mana ability any more (and dealt its 1 damage once)."""
    d, talisman = on_the_battlefield(card)
    d.mana(0, talisman, colour)
    assert mana_options(d, talisman) == set()
    assert d.life(0) == 19
