"""Jack-o'-Lantern — {1} Artifact.

Oracle: "{1}, {T}, Sacrifice Jack-o'-Lantern: Exile up to one target card from a graveyard.
Draw a card. / {1}, Exile Jack-o'-Lantern from your graveyard: Add one mana of any color."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Jack-o'-Lantern")

JACK = "Jack-o'-Lantern"


def _mana_actions(d: Driver, source: int) -> list[ActivateManaAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source]


def _pool(d: Driver, player: int = 0) -> dict[str, int]:
    return {k: v for k, v in d.state.players[player].mana_pool.items() if v}


def test_sacrifice_exiles_a_card_from_any_graveyard_and_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain", "Mountain")
    s.graveyard(1, "Play with Fire")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.activate(0, JACK, targets=[d.find("Play with Fire", "graveyard")])
    assert d.zone_of(JACK) == "graveyard"  # sacrificed as a cost
    d.resolve()
    assert d.zone_of("Play with Fire") == "exile"
    assert d.zone_of("Glory Seeker") == "hand"
    assert len(d.state.players[0].hand) == hand + 1


def test_up_to_one_target_draws_without_exiling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain")
    s.graveyard(1, "Play with Fire")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, JACK)
    d.resolve()
    assert d.zone_of("Play with Fire") == "graveyard"
    assert d.zone_of("Glory Seeker") == "hand"


def test_the_sacrifice_ability_needs_its_tap_and_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, JACK, tapped=True)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    jack = d.find(JACK)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == jack]


def test_from_the_graveyard_one_mana_becomes_any_color_and_it_is_exiled() -> None:
    s = Scenario(seed=1)
    s.graveyard(0, JACK)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    jack = d.find(JACK, "graveyard")
    # Its {1} is paid from the pool, or by activating the Mountain as it is activated
    # (CR 605.3a, 602.2b, 601.2g).
    assert {a.mana for a in _mana_actions(d, jack)} == {"W", "U", "B", "R", "G"}
    d.mana(0, jack, "G")
    d.expect("pay_mana")
    d.mana(0, "Mountain")
    assert _pool(d) == {"G": 1}
    assert d.zone_of(JACK) == "exile"
    assert not d.state.stack  # a mana ability doesn't use the stack
    d.expect("priority")


def test_the_graveyard_mana_pays_for_a_green_spell() -> None:
    s = Scenario(seed=1)
    s.graveyard(0, JACK)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf", "hand")
    # A Mountain pays the {1} of Jack's ability as it is activated while the Wolf's {G} is
    # paid (CR 601.2g, 605.3a); the Mountains alone can't pay {G}.
    assert CastSpell(wolf, "normal") in d.game.legal_actions()
    d.mana(0, d.ids("Mountain")[0])
    d.mana(0, d.find(JACK, "graveyard"), "G")
    d.cast(0, "Snarling Wolf")
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"


def test_on_the_battlefield_it_makes_no_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert not _mana_actions(d, d.find(JACK))


def test_only_from_its_owner_s_graveyard() -> None:
    s = Scenario(seed=1)
    s.graveyard(1, JACK)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert not _mana_actions(d, d.find(JACK, "graveyard"))


def test_usable_at_instant_speed_on_an_opponent_s_turn() -> None:
    s = Scenario(seed=1)
    s.at("upkeep", active=1)
    s.graveyard(0, JACK)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.pass_priority()  # player 1 passes; player 0 has priority in player 1's upkeep
    d.mana(0, "Mountain")
    d.mana(0, d.find(JACK, "graveyard"), "U")
    assert _pool(d) == {"U": 1} and d.zone_of(JACK) == "exile"


def test_on_the_battlefield_its_graveyard_mana_ability_pays_for_no_spell() -> None:
    """CR 113.6: "{1}, Exile Jack-o'-Lantern from your graveyard: Add one mana of any color."
    functions only from the graveyard: with Jack on the battlefield, two Mountains can't cast
    Snarling Wolf ({G})."""
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    assert CastSpell(d.find("Snarling Wolf"), "normal") not in d.game.legal_actions()


def test_its_only_target_gone_the_ability_doesn_t_resolve_and_draws_nothing() -> None:
    """CR 608.2b: its one target exiled in response by Fade from Memory, the ability doesn't
    resolve: no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain")
    s.graveyard(1, "Play with Fire")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    target = d.find("Play with Fire", "graveyard")
    d.activate(0, JACK, targets=[target])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[target])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Play with Fire") == "exile"
    assert d.zone_of("Glory Seeker") == "library"


def test_it_can_t_target_itself_but_once_sacrificed_its_graveyard_ability_works() -> None:
    """CR 602.2b, 601.2c: targets are chosen before the costs are paid, when Jack is still on
    the battlefield, so it isn't offered as a target; sacrificed, it is a new object in its
    owner's graveyard (CR 400.7) and its mana ability may then be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, JACK, "Mountain", "Mountain")
    s.graveyard(0, "Shock")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    jack = d.find(JACK)
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == jack)
    d.act(0, act)
    d.expect("target")
    options = {a.value for a in d.game.legal_actions()}
    assert options == {None, d.find("Shock", "graveyard")}
    d.choose(None)
    d.pay()
    d.resolve()
    in_graveyard = d.find(JACK, "graveyard")
    d.mana(0, in_graveyard, "R")
    d.pay()
    assert _pool(d) == {"R": 1} and d.zone_of(JACK) == "exile"
