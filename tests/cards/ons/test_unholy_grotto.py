"""Unholy Grotto — Land.

Oracle: "{T}: Add {C}. / {B}, {T}: Put target Zombie card from your graveyard on top of your
library."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Unholy Grotto")


def test_puts_a_zombie_card_on_top_of_the_library() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Festering Goblin", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Unholy Grotto", targets=[d.find("Festering Goblin", zone="graveyard")])
    d.resolve()
    top = d.state.players[0].library[0]
    assert d.game.card(top).name == "Festering Goblin"
    assert d.ids("Glory Seeker", zone="graveyard")


def test_opponents_zombies_and_non_zombies_cannot_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Festering Goblin")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_taps_for_colorless_mana() -> None:
    """Its first ability is a mana ability adding {C} (CR 106.1b, 605.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto")
    d = Driver(s.build())
    d.mana(0, "Unholy Grotto")
    assert d.state.players[0].mana_pool == {"C": 1}
    assert d.state.objects[d.find("Unholy Grotto")].tapped


def test_the_ability_does_nothing_if_the_card_left_the_graveyard() -> None:
    """CR 608.2b: the Zombie card is exiled in response (Rotten Reunion): its target is gone,
    the ability doesn't resolve and the library is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Festering Goblin")
    s.library(0, "Forest")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin", zone="graveyard")
    d.activate(0, "Unholy Grotto", targets=[goblin])
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[goblin])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "exile"
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Forest"]
    assert d.zone_of("Festering Goblin") == "exile"


def test_a_changeling_card_is_a_zombie_card() -> None:
    """CR 702.73a, 205.3d: Avian Changeling in the graveyard has every creature type, so it is
    a Zombie card the Grotto may target."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Avian Changeling")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Unholy Grotto", targets=[d.find("Avian Changeling", zone="graveyard")])
    d.resolve()
    assert d.game.card(d.state.players[0].library[0]).name == "Avian Changeling"


def test_a_non_zombie_target_is_refused_and_the_game_is_unchanged() -> None:
    """CR 115.1, 601.2c (via 602.2b): Glory Seeker is no Zombie card; activating with it as the
    target is refused with an error naming the problem and nothing is paid or tapped."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.activate(0, "Unholy Grotto", targets=[d.find("Glory Seeker", zone="graveyard")])
    assert d.game.fingerprint() == before
    assert not d.state.objects[d.find("Unholy Grotto")].tapped


def test_an_opponents_zombie_card_is_refused() -> None:
    """The target must be in *your* graveyard (Oracle); an opponent's Zombie card is refused."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp")
    s.graveyard(0, "Festering Goblin")
    s.graveyard(1, "Gluttonous Zombie")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.activate(0, "Unholy Grotto", targets=[d.find("Gluttonous Zombie", zone="graveyard")])
    assert d.game.fingerprint() == before


def test_made_to_read_elf_it_puts_an_elf_card_on_top() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Unholy Grotto's text: its
    ability targets Wirewood Herald, an Elf card in your graveyard, not Festering Goblin, and
    puts it on top of your library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unholy Grotto", "Swamp", "Island")
    s.graveyard(0, "Wirewood Herald", "Festering Goblin")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    grotto = d.find("Unholy Grotto")
    herald = d.find("Wirewood Herald", zone="graveyard")
    evolve(d, grotto, "Zombie", "Elf")
    options = start_activation(d, grotto)
    assert herald in options and d.find("Festering Goblin", zone="graveyard") not in options
    d.choose(herald)
    d.pay()
    d.resolve()
    assert d.game.card(d.state.players[0].library[0]).name == "Wirewood Herald"
