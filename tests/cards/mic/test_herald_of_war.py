"""Herald of War — {3}{W}{W} Creature — Angel 3/3.

Oracle: "Flying
Whenever Herald of War attacks, put a +1/+1 counter on it.
Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on Herald
of War."
Rulings covered: MIC-OR-0118, MIC-OR-0119, MIC-OR-0120, MIC-OR-0121.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Herald of War")

CARD = "Herald of War"


def _castable(d: Driver, name: str) -> bool:
    return CastSpell(d.find(name, "hand"), "normal") in d.game.legal_actions()


@pytest.mark.ruling("MIC-OR-0118")
def test_counter_put_before_blockers_are_declared() -> None:
    """The attack trigger resolves in the declare attackers step, before blockers are
    declared: the Herald is a 4/4 from then on, and deals 4 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    herald = d.find(CARD)
    d.to_combat()
    d.attack([herald])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.step.name == "DECLARE_ATTACKERS"
    assert d.state.objects[herald].counters.get("+1/+1") == 1
    assert d.chars(herald).power == 4
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


@pytest.mark.ruling("MIC-OR-0119")
def test_every_counter_counts_for_human_and_angel_spells_only() -> None:
    """Two +1/+1 counters the Herald got elsewhere (here, from the start) make Glory Seeker
    (a Human, {1}{W}) cost {W}, and a second Herald (an Angel, {3}{W}{W}) cost {1}{W}{W};
    Elvish Warrior (an Elf) still costs {G}{G}."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Plains", "Forest")
    s.hand(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    assert _castable(d, "Glory Seeker") and not _castable(d, "Elvish Warrior")
    d.cast(0, "Glory Seeker")
    assert not d.state.objects[d.find("Forest")].tapped
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    assert _castable(Driver(s.build()), CARD)


@pytest.mark.ruling("MIC-OR-0121")
def test_a_spell_both_angel_and_human_is_reduced_once_per_counter() -> None:
    """Avian Changeling ({2}{W}, every creature type, so both an Angel and a Human) with one
    counter on the Herald costs {1}{W}: two Plains pay it, one doesn't."""
    assert AVIAN_CHANGELING

    def game(plains: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, CARD, counters={"+1/+1": 1})
        s.battlefield(0, *["Plains"] * plains)
        s.hand(0, "Avian Changeling")
        return Driver(s.build())
    assert _castable(game(2), "Avian Changeling")
    assert not _castable(game(1), "Avian Changeling")


@pytest.mark.ruling("MIC-OR-0120")
def test_cost_increases_come_before_the_reduction() -> None:
    """Curse of Silence on its controller, naming Glory Seeker, adds {2} to the Seeker's cost;
    with five counters on the Herald the {5} off is taken from the total {3}{W}, leaving {W},
    which one Plains pays (taken from {1}{W} first, then increased, it would cost {2}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 5})
    s.battlefield(0, "Plains")
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Glory Seeker"})
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert _castable(d, "Glory Seeker")
    d.cast(0, "Glory Seeker")
    assert d.zone_of("Glory Seeker") == "stack" and d.state.objects[d.find("Plains")].tapped


def test_the_reduction_takes_only_generic_mana() -> None:
    """CR 601.2f, 118.7: a reduction of {1} reduces generic mana only: with five counters on
    the Herald, Knight of the White Orchid (a Human, {W}{W}) still costs {W}{W}: one Plains
    doesn't pay it, two do."""
    def game(plains: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, CARD, counters={"+1/+1": 5})
        s.battlefield(0, *["Plains"] * plains)
        s.hand(0, "Knight of the White Orchid")
        return Driver(s.build())
    assert not _castable(game(1), "Knight of the White Orchid")
    assert _castable(game(2), "Knight of the White Orchid")


def test_an_opponents_herald_doesnt_reduce_and_the_counters_are_counted_when_cast() -> None:
    """"Spells you cast" (CR 109.5): player 1's Herald with two counters doesn't make player
    0's Glory Seeker cheaper. CR 601.2f: the cost is fixed when the spell is cast: with one
    counter on player 0's Herald, Glory Seeker costs {W}, paid by one Plains."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, CARD, counters={"+1/+1": 2})
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert not _castable(d, "Glory Seeker")
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    assert sum(d.state.objects[p].tapped for p in d.ids("Plains")) == 1
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_human_cast_face_down_is_no_human_and_costs_the_full_three() -> None:
    """CR 708.4, 702.37c: a face-down spell is a 2/2 creature with no creature types, so Daru
    Healer (a Human Cleric) cast face down isn't a Human spell: with two counters on the
    Herald it still costs {3} (two Plains can't pay, three can); cast face up it costs {W}."""
    from manastack.decisions.actions import CastSpell

    def game(plains: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, CARD, counters={"+1/+1": 2})
        s.battlefield(0, *["Plains"] * plains)
        s.hand(0, "Daru Healer")
        return Driver(s.build())
    d = game(2)
    healer = d.find("Daru Healer", "hand")
    assert CastSpell(healer, "face_down") not in d.game.legal_actions()
    assert CastSpell(healer, "normal") in d.game.legal_actions()
    d = game(3)
    assert CastSpell(d.find("Daru Healer", "hand"), "face_down") in d.game.legal_actions()


def test_a_human_cast_with_disturb_is_a_spirit_spell_and_isnt_reduced() -> None:
    """CR 702.146a, 712.11a: cast with disturb, Overwhelmed Archivist is on the stack back face
    up as Archive Haunt, a Spirit Wizard: not a Human spell, so with three counters on the
    Herald its disturb cost {3}{U} is paid in full (three Islands can't, four can), while the
    same card cast from the hand as a Human ({2}{U}) costs only {U}."""
    def game(islands: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, CARD, counters={"+1/+1": 3})
        s.battlefield(0, *["Island"] * islands)
        s.graveyard(0, "Overwhelmed Archivist")
        s.hand(0, "Overwhelmed Archivist")
        return Driver(s.build())
    d = game(3)
    assert CastSpell(d.find("Overwhelmed Archivist", "graveyard"), "disturb") \
        not in d.game.legal_actions()
    d = game(4)
    assert CastSpell(d.find("Overwhelmed Archivist", "graveyard"), "disturb") \
        in d.game.legal_actions()
    d = game(1)
    assert _castable(d, "Overwhelmed Archivist")


def test_a_phased_out_herald_reduces_nothing() -> None:
    """CR 702.26b: a phased-out Herald is treated as though it doesn't exist: its two counters
    don't reduce Glory Seeker's {1}{W}, which one Plains can't pay."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2}, phased_out=True)
    s.battlefield(0, "Plains")
    s.hand(0, "Glory Seeker")
    assert not _castable(Driver(s.build()), "Glory Seeker")


def test_the_reduction_also_takes_the_commander_tax() -> None:
    """CR 601.2f, 903.8: the commander tax is an additional cost added to the total cost, and
    reductions apply to that total: Odric, Master Tactician (a Human, {2}{W}{W}) cast from
    the command zone a second time costs {4}{W}{W}; with four counters on the Herald it costs
    {W}{W}, which two Plains pay and one doesn't."""
    def game(plains: int) -> Driver:
        s = Scenario(format="commander", seed=1)
        s.commander(0, "Odric, Master Tactician")
        s.commander_casts("Odric, Master Tactician", 1)
        s.battlefield(0, CARD, counters={"+1/+1": 4})
        s.battlefield(0, *["Plains"] * plains)
        return Driver(s.build())
    d = game(1)
    odric = d.find("Odric, Master Tactician", "command")
    assert CastSpell(odric, "commander") not in d.game.legal_actions()
    d = game(2)
    odric = d.find("Odric, Master Tactician", "command")
    assert CastSpell(odric, "commander") in d.game.legal_actions()
    d.cast(0, odric, method="commander")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.resolve()
    assert d.find("Odric, Master Tactician", "battlefield")


def test_human_made_to_read_elf_elf_spells_cost_less_human_spells_dont() -> None:
    """CR 612.2: Human changed to Elf on Herald of War (still an Angel): with two counters,
    Wellwisher (an Elf, {1}{G}) costs {G}; Glory Seeker (a Human, {1}{W}) gets no reduction,
    so one Plains can't pay for it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Island", "Forest", "Plains")
    s.hand(0, "Artificial Evolution", "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    herald = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[herald])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    assert d.chars(herald).subtypes == {"Angel"}
    d.cast(0, "Wellwisher")
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Plains")].tapped
    d.resolve()
    assert not _castable(d, "Glory Seeker")
