"""Casting cards face down with morph (CR 702.37a–d, 708.2–708.4).

Rulings covered: ONS-FAQ-001, ONS-FAQ-002, ONS-FAQ-003, ONS-FAQ-006, ONS-FAQ-007,
ONS-FAQ-008, ONS-FAQ-015, ONS-FAQ-031.
"""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.cards.registry import require_implemented
from manastack.decisions.actions import CastSpell, PassPriority, SpecialAction
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

KEYWORD_ONLY_MORPHS = [
    "Daru Lancer", "Spined Basher", "Battering Craghorn", "Krosan Colossus", "Towering Baloth",
    "Treespring Lorian", "Foothill Guide", "Fallen Cleric", "Riptide Biologist", "Crude Rampart",
    "Spitting Gourna",
]


def driver(hand: tuple[str, ...] = ("Krosan Colossus",), lands: int = 3,
           land: str = "Forest", step: str = "precombat_main", active: int = 0) -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, *([land] * lands))
    s.hand(0, *hand)
    s.battlefield(1, "Glory Seeker")
    s.at(step, active=active)
    return Driver(s.build())


def face_down_casts(d: Driver) -> list[CastSpell]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.method == "face_down"]


@pytest.mark.parametrize("name", KEYWORD_ONLY_MORPHS)
def test_keyword_only_morph_creatures_are_implemented(name: str) -> None:
    """A creature whose only rules text is keywords including Morph needs no card code."""
    card = database().get(name)
    assert require_implemented(card.key).implemented


@pytest.mark.ruling("ONS-FAQ-001", "ONS-FAQ-002", "ONS-FAQ-006", "ONS-FAQ-007")
def test_cast_face_down_for_three_regardless_of_mana_cost() -> None:
    """Krosan Colossus costs {6}{G}{G}; face down it costs {3} (CR 702.37a); morph lets the
    spell be face down (CR 708.1)."""
    d = driver()
    colossus = d.find("Krosan Colossus", "hand")
    assert CastSpell(colossus, "normal") not in d.game.legal_actions()
    assert CastSpell(colossus, "face_down") in d.game.legal_actions()
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert d.state.stack == [sid]
    assert d.state.objects[sid].face_down


def test_off_colour_mana_pays_the_generic_three() -> None:
    """CR 702.37c, 118.9: the face-down cost {3} is generic, so mana of any colour pays it: with
    three Islands, green Krosan Colossus can't be cast face up but can be cast face down, and
    all three Islands are tapped for it."""
    d = driver(land="Island")
    colossus = d.find("Krosan Colossus", "hand")
    assert CastSpell(colossus, "normal") not in d.game.legal_actions()
    assert CastSpell(colossus, "face_down") in d.game.legal_actions()
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    assert all(d.state.objects[i].tapped for i in d.ids("Island"))
    assert d.state.stack == [sid] and d.state.objects[sid].face_down

def test_the_face_down_spell_asks_its_caster_to_pay_three() -> None:
    """CR 702.37c, 601.2f: cast face down, Krosan Colossus's total cost is {3}, which its
    caster is asked to pay."""
    d = driver()
    d.act(0, CastSpell(d.find("Krosan Colossus", "hand"), "face_down"))
    assert d.decision.kind == "pay_mana"
    assert d.game.view(0)["decision"]["prompt"] == "Pay {3}"


@pytest.mark.ruling("ONS-FAQ-001", "ONS-FAQ-002", "ONS-FAQ-008")
def test_face_down_spell_has_only_the_face_down_characteristics() -> None:
    """CR 708.2a / 708.4: a 2/2 creature spell with no name, text, subtypes, colour or mana
    cost; its mana value is 0."""
    d = driver(hand=("Daru Lancer",))
    sid = d.cast(0, "Daru Lancer", method="face_down")
    c = d.chars(sid)
    assert (c.power, c.toughness) == (2, 2)
    assert c.types == frozenset({"Creature"})
    assert c.name == "" and not c.subtypes and not c.colors and not c.supertypes
    assert c.mana_value == 0 and c.mana_cost.is_empty()
    assert not c.abilities and not c.has("Morph") and not c.has("First strike")


@pytest.mark.ruling("ONS-FAQ-002", "ONS-FAQ-008")
def test_face_down_spell_resolves_into_a_face_down_2_2_permanent() -> None:
    """CR 702.37c: it enters with the same characteristics the spell had, as a new object
    (CR 400.7)."""
    d = driver(hand=("Daru Lancer",))
    hand_id = d.find("Daru Lancer", "hand")
    sid = d.cast(0, "Daru Lancer", method="face_down")
    d.resolve()
    pid = d.find("Daru Lancer", "battlefield")
    assert len({hand_id, sid, pid}) == 3
    o = d.state.objects[pid]
    assert o.face_down
    c = d.chars(pid)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("", 2, 2, 0)
    assert not c.has("First strike")


@pytest.mark.ruling("ONS-FAQ-003")
def test_a_card_without_morph_cannot_be_cast_face_down() -> None:
    """CR 702.37d: you can't normally cast a card face down."""
    d = driver(hand=("Glory Seeker", "Daru Lancer"), land="Plains")
    seeker = d.find("Glory Seeker", "hand")
    lancer = d.find("Daru Lancer", "hand")
    acts = d.game.legal_actions()
    assert CastSpell(seeker, "normal") in acts
    assert CastSpell(seeker, "face_down") not in acts
    assert CastSpell(lancer, "face_down") in acts
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(seeker, "face_down"))


def test_casting_face_down_needs_three_mana() -> None:
    d = driver(lands=2)
    assert face_down_casts(d) == []


def test_a_face_down_creature_spell_has_sorcery_timing() -> None:
    """It is a creature spell without flash (CR 307.1, 708.4): not in the opponent's turn and
    not while the stack isn't empty."""
    d = driver(active=1)
    assert d.decision.player == 1
    d.act(1, PassPriority())
    assert d.decision.player == 0
    assert face_down_casts(d) == []
    d2 = driver(step="upkeep")
    assert face_down_casts(d2) == []


@pytest.mark.ruling("ONS-FAQ-031")
def test_face_down_spell_has_no_name_for_name_based_effects() -> None:
    """A prohibition naming the card (Meddling Mage) can't see a face-down spell: the spell on
    the stack has no name, and the cast event carries only the face-down characteristics
    (CR 708.4)."""
    d = driver(hand=("Krosan Colossus",))
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    assert d.game.name_of(sid) == ""
    cast = [e for e in d.game.log if e.kind == "cast"][-1]
    assert cast.obj == sid and cast.lki.name == "" and cast.data["method"] == "face_down"


@pytest.mark.ruling("ONS-FAQ-002")
def test_two_face_down_spells_in_a_row() -> None:
    """Each face-down spell and permanent is its own object (CR 708.6)."""
    s = Scenario(seed=3)
    s.battlefield(0, *(["Forest"] * 6))
    s.hand(0, "Towering Baloth", "Treespring Lorian")
    d = Driver(s.build())
    d.cast(0, "Towering Baloth", method="face_down")
    d.resolve()
    d.cast(0, "Treespring Lorian", method="face_down")
    d.resolve()
    a, b = d.find("Towering Baloth", "battlefield"), d.find("Treespring Lorian", "battlefield")
    assert a != b
    assert d.state.objects[a].face_down and d.state.objects[b].face_down
    assert d.chars(a).power == d.chars(b).power == 2


@pytest.mark.ruling("ONS-FAQ-015", "ONS-FAQ-009")
def test_face_down_spell_cannot_be_turned_face_up() -> None:
    """CR 708.7: spells normally can't be turned face up."""
    d = driver(hand=("Krosan Colossus",), lands=11)
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    acts = d.game.legal_actions()
    assert not [a for a in acts if isinstance(a, SpecialAction)]
    with pytest.raises(IllegalActionError):
        d.act(0, SpecialAction("turn_face_up", sid))


def test_a_reduction_for_angel_spells_doesnt_reduce_a_face_down_angel_card() -> None:
    """CR 708.4, 708.2a, 601.2f: Herald of War with two +1/+1 counters makes Angel spells cost
    {2} less, but Exalted Angel cast face down is a 2/2 creature spell with no creature types:
    its cost stays {3}, so two Plains can't cast it face down and three can, all tapped."""
    s = Scenario(seed=3)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 2})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Exalted Angel")
    d = Driver(s.build())
    angel = d.find("Exalted Angel", "hand")
    assert CastSpell(angel, "face_down") not in d.game.legal_actions()
    s = Scenario(seed=3)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 2})
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Exalted Angel")
    d = Driver(s.build())
    angel = d.find("Exalted Angel", "hand")
    assert CastSpell(angel, "face_down") in d.game.legal_actions()
    d.cast(0, "Exalted Angel", method="face_down")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))


def test_a_white_card_cast_face_down_is_no_white_spell() -> None:
    """CR 708.2a, 708.4, 202.2: Sigarda's Splendor's "whenever you cast a white spell, you gain
    1 life" doesn't trigger for Exalted Angel cast face down, a colorless spell; the white
    Daru Healer cast face up triggers it."""
    s = Scenario(seed=3)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Exalted Angel", "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Exalted Angel", method="face_down")
    assert len(d.state.stack) == 1
    d.resolve()
    d.cast(0, "Daru Healer")
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.life(0) == 21
