"""Temple of the False God — Land.

Oracle: "{T}: Add {C}{C}. Activate only if you control five or more lands."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Temple of the False God")


def game(other_lands: int, tapped: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Temple of the False God")
    if other_lands:
        s.battlefield(0, *["Island"] * other_lands, tapped=tapped)
    s.hand(0, "Sky Diamond")
    return Driver(s.build())


def temple_options(d: Driver) -> set[str]:
    temple = d.find("Temple of the False God")
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == temple}


def test_with_four_lands_it_cant_be_activated() -> None:
    assert temple_options(game(3)) == set()


def test_with_five_lands_itself_included_it_adds_two_colourless() -> None:
    d = game(4)
    assert temple_options(d) == {"CC"}
    d.mana(0, d.find("Temple of the False God"))
    assert d.state.players[0].mana_pool.get("C") == 2
    assert not d.state.stack  # a mana ability (CR 605.3a)


def test_it_pays_for_a_spell_only_with_five_lands() -> None:
    """The other lands are tapped, so only the Temple can pay for Sky Diamond ({2})."""
    few, enough = game(3, tapped=True), game(4, tapped=True)
    diamond = few.find("Sky Diamond")
    assert CastSpell(diamond, "normal") not in few.game.legal_actions()
    enough.cast(0, "Sky Diamond")
    enough.resolve()
    assert enough.zone_of("Sky Diamond") == "battlefield"
    assert enough.state.objects[enough.find("Temple of the False God")].tapped


def test_with_more_than_five_lands_it_adds_two_colourless_too() -> None:
    """"Five or more": seven lands, the Temple among them, count as well (CR 602.5b)."""
    assert temple_options(game(6)) == {"CC"}


def test_only_lands_you_control_count_and_the_fifth_played_turns_it_on() -> None:
    """"You control five or more lands" (CR 602.5b): the opponent's five lands and your own
    artifact, between your lands on the battlefield, don't count; playing your fifth land
    (CR 305.1) makes the ability activatable at once."""
    s = Scenario(seed=1)
    s.battlefield(1, *["Island"] * 5)
    s.battlefield(0, "Island", "Sky Diamond", "Island", "Temple of the False God", "Island")
    s.hand(0, "Island")
    d = Driver(s.build())
    assert temple_options(d) == set()
    d.play_land(0, "Island")
    assert temple_options(d) == {"CC"}


def test_two_headed_giant_a_teammate_s_lands_don_t_count() -> None:
    """"You control" (CR 109.5, 810.5): in Two-Headed Giant the teammate's lands aren't
    yours: the Temple with three Islands and the teammate's five Islands can't be activated;
    a fourth Island of its controller's turns it on."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, "Temple of the False God", "Island", "Island", "Island")
    s.battlefield(1, *["Island"] * 5)
    s.hand(0, "Island")
    d = Driver(s.build())
    assert temple_options(d) == set()
    d.play_land(0, "Island")
    assert temple_options(d) == {"CC"}


def test_pithing_needle_naming_it_doesn_t_stop_its_mana_ability() -> None:
    """CR 605.1a: the Temple's ability is a mana ability, so Pithing Needle naming it
    doesn't stop it (MID-RN-135); the five-land condition still applies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Temple of the False God", *["Island"] * 5)
    s.hand(0, "Pithing Needle")
    d = Driver(s.build())
    d.mana(0, d.ids("Island")[0])
    d.cast(0, "Pithing Needle")
    d.resolve()
    d.choose("Temple of the False God")
    assert not d.state.objects[d.find("Temple of the False God")].tapped
    assert d.zone_of("Pithing Needle") == "battlefield"
    assert temple_options(d) == {"CC"}
