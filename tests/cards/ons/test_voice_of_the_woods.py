"""Voice of the Woods — {3}{G}{G} Creature — Elf 2/2.

Oracle: "Tap five untapped Elves you control: Create a 7/7 green Elemental creature token with
trample."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Voice of the Woods")


@pytest.mark.ruling("ONS-OR-0186")
def test_tapping_five_elves_makes_a_trampling_elemental() -> None:
    """No tap symbol: summoning-sick Elves, itself included, can be tapped for it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard", "Wellwisher",
                  "Wellwisher", sick=True)
    d = Driver(s.build())
    d.activate(0, "Voice of the Woods", pay=False)
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    d.resolve()
    [e] = d.ids("Elemental Token", zone="battlefield", player=0)
    c = d.chars(e)
    assert (c.power, c.toughness, c.colors) == (7, 7, {"G"}) and c.has("Trample")


def test_four_elves_are_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Wellwisher", "Wellwisher",
                  "Glory Seeker")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == voice]


@pytest.mark.ruling("ONS-OR-0187")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard", "Wellwisher",
                  "Wellwisher", "Elvish Warrior")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    others = [*d.ids("Elvish Vanguard"), *d.ids("Wellwisher"), d.find("Elvish Warrior")]
    d.activate(0, voice, pay=False)
    d.expect("cost_tap")
    assert Choose(voice) in d.decision.actions
    for e in others:
        d.choose(e)
    d.resolve()
    assert d.ids("Elemental Token", zone="battlefield", player=0)
    assert not d.state.objects[voice].tapped
    assert all(d.state.objects[e].tapped for e in others)


def test_a_changeling_is_an_elf_and_an_opponents_elves_cant_pay() -> None:
    """CR 702.73a: Avian Changeling is an Elf, so it and four Elves pay the cost; the
    opponent's untapped Elves are not "Elves you control" (CR 109.5)."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Wellwisher", "Wellwisher",
                  "Avian Changeling")
    s.battlefield(1, "Elvish Warrior", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Voice of the Woods", pay=False)
    d.expect("cost_tap")
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert d.find("Avian Changeling") in offered
    assert not offered & set(d.ids("Elvish Warrior"))
    while d.decision.kind == "cost_tap":
        d.choose(next(a.value for a in d.decision.actions  # type: ignore[attr-defined]
                      if a.value is not None))
    d.resolve()
    assert d.ids("Elemental Token", zone="battlefield", player=0)
    assert d.state.objects[d.find("Avian Changeling")].tapped


def test_tapping_a_non_elf_for_the_cost_is_refused_and_changes_nothing() -> None:
    """CR 602.2b, 118.3: Glory Seeker isn't an Elf: choosing it to pay the cost is refused,
    naming it, and the game is unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard", "Wellwisher",
                  "Wellwisher", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Voice of the Woods", pay=False)
    d.expect("cost_tap")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before


def test_a_face_down_elf_isnt_an_elf_until_turned_face_up() -> None:
    """CR 708.2a: a face-down Birchlore Rangers has no creature types, so with four other Elves
    the cost can't be paid; turned face up (CR 702.37e), it is an Elf again and the five pay
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Wellwisher", "Wellwisher",
                  "Forest")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == voice]
    d.special(0, "turn_face_up", d.find("Birchlore Rangers"))
    while d.decision.kind == "pay_mana":
        d.pay_step()
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == voice]


def test_made_to_read_beast_it_makes_a_seven_seven_beast_and_stays_an_elf() -> None:
    """CR 612.2, 612.2a: Artificial Evolution replaces Elemental with Beast in Voice of the
    Woods's text: its type line (Elf) and its cost (five Elves) are unchanged, and it creates a
    7/7 green Beast creature token with trample named Beast Token (CR 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard",
                  "Wellwisher", "Wellwisher")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    d.cast(0, "Artificial Evolution", targets=[voice])
    d.resolve()
    d.choose("Elemental")
    d.choose("Beast")
    assert d.chars(voice).subtypes == {"Elf"}
    d.activate(0, voice, pay=False)
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.resolve()
    [b] = d.ids("Beast Token", zone="battlefield", player=0)
    c = d.chars(b)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (7, 7, {"G"}, {"Beast"})
    assert c.has("Trample") and not d.ids("Elemental Token")


def test_made_to_read_goblin_only_goblins_pay_its_cost() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin: the type line reads Goblin and
    the cost "Tap five untapped Goblins you control": four Elves and a Goblin Voice can't
    pay; five Goblins (the Voice one of them) can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard",
                  "Wellwisher", "Wellwisher", "Goblin Sky Raider", "Goblin Sky Raider",
                  "Skirk Prospector", "Skirk Prospector")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    d.cast(0, "Artificial Evolution", targets=[voice])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    assert d.chars(voice).subtypes == {"Goblin"}
    d.activate(0, voice, pay=False)
    offered: set[object] = set()
    while d.decision.kind != "priority":
        offered |= {a.value for a in d.decision.actions if isinstance(a, Choose)}
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    elves = set(d.ids("Elvish Vanguard")) | set(d.ids("Wellwisher"))
    assert voice in offered and not offered & elves
    assert not any(d.state.objects[e].tapped for e in elves)
    d.resolve()
    assert d.ids("Elemental Token", zone="battlefield", player=0)
