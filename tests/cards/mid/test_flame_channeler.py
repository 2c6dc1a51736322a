"""Flame Channeler // Embodiment of Flame — {1}{R} Creature — Human Wizard 2/2 //
Creature — Elemental Wizard 3/3 (red).

Oracle: Front: "When a spell you control deals damage, transform Flame Channeler."
Back: "Whenever a spell you control deals damage, put a flame counter on Embodiment of Flame. /
{1}, Remove a flame counter from Embodiment of Flame: Exile the top card of your library. You
may play that card this turn."
Rulings covered: MID-RN-218, MID-RN-219, MID-RN-220, MID-RN-221.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Flame Channeler")


def _name(d: Driver) -> str:
    return d.chars(d.find("Flame Channeler")).name


@pytest.mark.ruling("MID-RN-218", "MID-OR-0386")
def test_a_spell_dealing_damage_transforms_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert _name(d) == "Flame Channeler"
    d.resolve()
    assert _name(d) == "Embodiment of Flame"
    assert d.chars(d.find("Flame Channeler")).power == 3


@pytest.mark.ruling("MID-RN-219", "MID-OR-0387", "MID-OR-0389")
def test_creatures_fighting_because_of_a_spell_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", "Forest", "Forest")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Duel for Dominance")
    d = Driver(s.build())
    d.cast(0, "Duel for Dominance",
           targets=[d.find("Flame Channeler"), d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    assert _name(d) == "Flame Channeler"


@pytest.mark.ruling("MID-RN-220", "MID-OR-0388", "MID-OR-0390")
def test_a_permanent_spell_dealing_damage_later_doesnt_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", "Mountain", "Mountain", "Mountain", "Mountain",
                  transformed=True)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Voldaren Ambusher")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Flame Channeler")].counters == {"flame": 1}
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1  # the Ambusher's ability
    assert not d.state.stack
    assert d.state.objects[d.find("Flame Channeler")].counters == {"flame": 1}


def _embodiment(*library: str, flame: int = 2) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True, counters={"flame": flame})
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.library(0, *library, "Plains", "Plains")
    s.library(1, "Island", "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-221", "MID-OR-0391")
def test_exiled_land_is_played_as_the_land_for_the_turn() -> None:
    d = _embodiment("Forest", "Island")
    d.activate(0, "Flame Channeler")
    d.resolve()
    forest = d.find("Forest", zone="exile")
    assert d.state.objects[d.find("Flame Channeler")].counters == {"flame": 1}
    d.act(0, PlayLand(forest))
    assert d.zone_of("Forest") == "battlefield"
    d.activate(0, "Flame Channeler")
    d.resolve()
    island = d.find("Island", zone="exile")
    assert PlayLand(island) not in d.game.legal_actions()  # the land play is used up


@pytest.mark.ruling("MID-RN-221", "MID-OR-0391")
def test_exiled_spell_follows_its_timing_and_costs_and_only_this_turn() -> None:
    d = _embodiment("Glory Seeker")
    d.activate(0, "Flame Channeler")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="exile")
    assert CastSpell(seeker, "from_exile") in d.game.legal_actions()
    d.pass_until("beginning_of_combat")
    assert CastSpell(seeker, "from_exile") not in d.game.legal_actions()  # sorcery timing
    d.pass_until("postcombat_main")
    d.cast(0, seeker, method="from_exile")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert sum(1 for x in d.state.battlefield if d.state.objects[x].tapped) == 1 + 2


@pytest.mark.ruling("MID-RN-221", "MID-OR-0391")
def test_exiled_spell_is_paid_with_mana_of_its_colors() -> None:
    """CR 601.2g-h, 609.4b: "You may play that card this turn" allows no mana of another
    color: the exiled Shock ({R}) can't be cast with the Plains left, though its timing (an
    instant) would allow it."""
    d = _embodiment("Shock")
    d.activate(0, "Flame Channeler")
    d.resolve()
    shock = d.find("Shock", zone="exile")
    assert sum(1 for x in d.ids("Plains", "battlefield") if not d.state.objects[x].tapped) == 3
    assert CastSpell(shock, "from_exile") not in d.game.legal_actions()


def test_permission_ends_with_the_turn() -> None:
    d = _embodiment("Glory Seeker")
    d.activate(0, "Flame Channeler")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="exile")
    d.pass_until("precombat_main", turn=5)
    assert CastSpell(seeker, "from_exile") not in d.game.legal_actions()


def test_no_counter_no_activation() -> None:
    d = _embodiment("Glory Seeker", flame=0)
    from manastack.decisions.policies import ScriptError
    with pytest.raises(ScriptError):
        d.activate(0, "Flame Channeler")


@pytest.mark.ruling("MID-OR-0387", "MID-OR-0389")
def test_embodiment_of_flame_creatures_fighting_because_of_a_spell_dont_count() -> None:
    """Official ruling: "Some spells cause other objects to deal damage, such as spells that
    have two creatures fight. In those cases, it's those other objects that are dealing damage,
    not the spell itself, and this will not cause Embodiment of Flame's abilities to
    trigger."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Duel for Dominance")
    d = Driver(s.build())
    embodiment = d.find("Flame Channeler")
    assert d.chars(embodiment).name == "Embodiment of Flame"
    d.cast(0, "Duel for Dominance", targets=[embodiment, d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[embodiment].damage == 2
    assert not d.state.stack
    assert d.state.objects[embodiment].counters == {}


@pytest.mark.ruling("MID-OR-0388", "MID-OR-0390")
def test_flame_channeler_a_permanent_spell_dealing_damage_later_doesnt_count() -> None:
    """Official ruling: "A spell that becomes a permanent and then deals damage, such as one
    that has a triggered ability when it enters the battlefield, will not cause Flame
    Channeler's abilities to trigger." The opponent loses life to Blood Pact (not damage), then
    Voldaren Ambusher's enters-the-battlefield ability deals the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain",
                  "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Blood Pact", "Voldaren Ambusher")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and not d.state.stack
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
    assert not d.state.stack
    assert _name(d) == "Flame Channeler"


def test_a_spell_damaging_several_creatures_at_once_gives_one_flame_counter() -> None:
    """CR 603.2c: Starstorm (X=1) deals its damage to each creature simultaneously, one event:
    Embodiment of Flame's ability triggers once, one flame counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
    assert d.state.objects[d.find("Elvish Warrior")].damage == 1
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Flame Channeler")].counters == {"flame": 1}


def test_an_opponent_s_spell_dealing_damage_doesn_t_transform_it() -> None:
    """"A spell you control" (MID-OR-0386): an opponent's Shock dealing damage to you leaves
    Flame Channeler untransformed, with nothing put on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    assert not d.state.stack
    assert _name(d) == "Flame Channeler"


def test_with_an_empty_library_the_cost_is_still_paid_and_nothing_is_exiled() -> None:
    """CR 601.2h, 602.2b: the flame counter and {1} are paid as the cost; resolving with an
    empty library exiles nothing (CR 609.3) and doesn't make its controller lose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flame Channeler", transformed=True, counters={"flame": 1})
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    assert not d.state.players[0].library
    d.activate(0, "Flame Channeler")
    assert d.state.objects[d.find("Flame Channeler")].counters.get("flame", 0) == 0
    d.resolve()
    assert not d.ids("Plains", zone="exile")
    assert not d.state.players[0].lost and not d.state.game_over
    assert d.state.objects[d.find("Plains")].tapped
