"""Disturb (CR 702.146): casting a double-faced card transformed from the graveyard.

Rulings covered: MID-RN-011, MID-RN-012, MID-RN-013, MID-RN-014, MID-RN-015, MID-RN-016,
MID-RN-017.

MID-RN-016 names a card from another set, Double Major ({G}{U} Instant: "Copy target creature
spell you control, except the copy isn't legendary."), defined in ``tests/reference_cards.py``.
The ruling (2021) adds that the copy "isn't itself a double-faced card"; the rules have changed
since: a copy of a double-faced permanent spell is a double-faced spell with the same face up,
and the token it becomes is a double-faced token (CR 707.10g). It is tested against the current
rules: the token is a copy of the back face, with mana value 0 (CR 202.3b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.rules.transform import is_double_faced_object
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR


def _casts(d: Driver) -> list[CastSpell]:
    return [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-RN-011", "MID-RN-012", "MID-RN-013")
def test_cast_transformed_from_the_graveyard_for_the_disturb_cost() -> None:
    """CR 712.11d, 702.146a: disturb, an ability of the front face, is considered when the
    card is cast transformed: Baithook Angler is cast from the graveyard as Hook-Haunt Drifter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    d = Driver(s.build())
    card = d.find("Baithook Angler", zone="graveyard")
    assert d.chars(card).has("Disturb")
    assert _casts(d) == [CastSpell(card, "disturb")]
    sid = d.cast(0, "Baithook Angler", method="disturb")
    c = d.chars(sid)
    assert c.name == "Hook-Haunt Drifter"
    assert (c.power, c.toughness) == (1, 2)
    assert c.has("Flying") and not c.has("Disturb")
    assert c.colors == frozenset({"U"})
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))


@pytest.mark.ruling("MID-RN-014")
def test_mana_value_on_the_stack_is_the_front_face_s() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Galedrifter")
    d = Driver(s.build())
    sid = d.cast(0, "Galedrifter", method="disturb")
    c = d.chars(sid)
    assert c.name == "Waildrifter"
    assert c.mana_value == 4  # the front face's {3}{U}, not the {4}{U} paid
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))


def test_the_disturb_cost_must_be_paid_in_full() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.graveyard(0, "Galedrifter")
    d = Driver(s.build())
    assert _casts(d) == []


@pytest.mark.ruling("MID-RN-015", "MID-RN-024")
def test_it_enters_back_face_up() -> None:
    """CR 712.13: cast back face up with disturb, it enters the battlefield back face up."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Galedrifter")
    d = Driver(s.build())
    d.cast(0, "Galedrifter", method="disturb")
    d.resolve()
    oid = d.find("Galedrifter", zone="battlefield")
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Waildrifter", 2, 2)
    assert c.mana_value == 4


@pytest.mark.ruling("MID-RN-017")
def test_the_back_face_is_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    d.resolve()
    drifter = d.find("Hook-Haunt Drifter", zone="battlefield")
    d.pass_priority()
    d.cast(1, "Shock", targets=[drifter])
    d.resolve()
    assert d.ids("Baithook Angler", zone="graveyard") == []
    exiled = d.find("Baithook Angler", zone="exile")
    assert d.chars(exiled).name == "Baithook Angler"  # front face up in exile (CR 712.8a)
    assert not [e for e in d.state.log if e.kind == "zone_change"
                and e.to_zone is not None and e.to_zone.value == "graveyard"
                and e.from_zone is not None and e.from_zone.value == "battlefield"]


def test_the_front_face_goes_to_the_graveyard_normally_and_can_then_be_disturbed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Baithook Angler")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Baithook Angler")])
    d.resolve()
    card = d.find("Baithook Angler", zone="graveyard")
    assert CastSpell(card, "disturb") in _casts(d)


def test_disturb_is_not_available_from_the_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Baithook Angler")
    d = Driver(s.build())
    card = d.find("Baithook Angler", zone="hand")
    assert _casts(d) == [CastSpell(card, "normal")]


def test_disturb_follows_the_back_face_s_timing() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Island", "Island")
    s.graveyard(1, "Baithook Angler")
    d = Driver(s.build())
    d.pass_priority()  # player 1 has priority in player 0's main phase
    assert d.decision.player == 1
    assert _casts(d) == []  # a creature spell: sorcery timing (CR 307.1)


def test_a_disturb_spell_counts_as_a_spell_cast() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Island", "Island", "Mountain")
    s.graveyard(0, "Baithook Angler")
    s.hand(0, "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.battlefield(1, "Shady Traveler", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"


@pytest.mark.ruling("MID-RN-016")
def test_a_copy_of_a_disturbed_spell_becomes_a_token_copy_of_the_back_face() -> None:
    """CR 707.10f: the copy of the permanent spell becomes a token as it resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Forest", "Forest")
    s.graveyard(0, "Baithook Angler")
    s.hand(0, DOUBLE_MAJOR.name)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    spell = d.cast(0, "Baithook Angler", method="disturb")
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    d.resolve()  # Double Major: the copy is put on the stack
    copy = d.state.stack[-1]
    assert copy != spell and d.state.objects[copy].is_copy
    assert d.chars(copy).name == "Hook-Haunt Drifter"
    assert d.chars(copy).mana_value == 0  # a copy of a back face (CR 202.3b)
    d.resolve()  # the copy becomes a token
    token = d.find("Hook-Haunt Drifter", zone="battlefield")
    assert d.state.objects[token].is_token
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Hook-Haunt Drifter", 1, 2, 0)
    assert c.has("Flying") and c.colors == frozenset({"U"})
    assert is_double_faced_object(d.state, token)  # a double-faced token (CR 707.10g)
    assert not any(e.kind == "create_token" for e in d.game.log)  # not "created" (111.13)
    d.resolve()  # the original enters transformed, as any disturbed spell (CR 702.146b)
    original = [o for o in d.ids("Hook-Haunt Drifter", zone="battlefield") if o != token]
    assert len(original) == 1 and not d.state.objects[original[0]].is_token
    assert d.chars(original[0]).mana_value == 2  # the card's front face's (CR 712.8e)
    # The token has the back face's "exile it instead" replacement: Shocked, it is exiled,
    # not put into a graveyard, and then ceases to exist (CR 704.5d).
    d.pass_priority()
    d.cast(1, "Shock", targets=[token])
    d.resolve()
    moved = [e for e in d.game.log if e.kind == "zone_change" and e.obj == token]
    assert [e.to_zone for e in moved] == [Zone.EXILE]
    assert token not in d.state.objects and not d.ids("Hook-Haunt Drifter", zone="exile")
    assert d.ids("Hook-Haunt Drifter", zone="battlefield") == original
    assert d.ids("Baithook Angler", zone="graveyard") == []


def test_a_countered_disturbed_spell_is_exiled_instead() -> None:
    """CR 702.146a, 614.1a: Hook-Haunt Drifter's "If Hook-Haunt Drifter would be put into a
    graveyard from anywhere, exile it instead" works on the stack: countered by Discombobulate,
    the disturbed Baithook Angler goes to exile, not to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(1, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    sid = d.cast(0, "Baithook Angler", method="disturb")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    assert d.zone_of("Baithook Angler") == "exile"
    assert not d.ids("Baithook Angler", zone="graveyard")


@pytest.mark.ruling("MID-RN-017")
def test_a_countered_disturb_spell_is_exiled() -> None:
    """Hook-Haunt Drifter cast with disturb is countered by Discombobulate: the back face's
    replacement applies on the stack too, so the card goes to exile, not the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    spell = d.cast(0, "Baithook Angler", method="disturb")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    d.resolve()
    while d.decision.kind == "order_cards":
        d.choose(d.decision.actions[0].value)
    assert not d.state.stack
    assert d.ids("Baithook Angler", zone="graveyard") == []
    assert d.chars(d.find("Baithook Angler", zone="exile")).name == "Baithook Angler"


def _beggar_cursed_with_geist(plains: int, name: str = "Generous Soul") -> Driver:
    """Beloved Beggar (disturb {4}{W}{W}; back face Generous Soul) in the graveyard, Patrician
    Geist (spells cast from the graveyard cost {1} less) and Curse of Silence on its controller
    naming ``name`` ({2} more), with ``plains`` Plains left."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * (plains + 1), "Patrician Geist")
    s.hand(0, "Curse of Silence")
    s.graveyard(0, "Beloved Beggar")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose(name)
    return d


@pytest.mark.ruling("MID-RN-014")
def test_cost_increases_and_reductions_apply_to_the_disturb_cost() -> None:
    """CR 601.2f: the disturb cost {4}{W}{W}, plus Curse of Silence's {2} (naming the back
    face, CR 201.4d: the spell cast transformed is Generous Soul, 712.8c), less Patrician
    Geist's {1}: seven mana, six isn't enough; the spell's mana value is still the front face's
    (Beloved Beggar's {1}{W}: 2, CR 712.8c) whatever was paid. Naming the front face doesn't
    make the disturb spell cost more: six mana are enough then."""
    d = _beggar_cursed_with_geist(plains=6)
    assert _casts(d) == []
    d = _beggar_cursed_with_geist(plains=5, name="Beloved Beggar")
    assert _casts(d) == [CastSpell(d.find("Beloved Beggar"), "disturb")]
    d = _beggar_cursed_with_geist(plains=7)
    sid = d.cast(0, "Beloved Beggar", method="disturb")
    assert d.chars(sid).name == "Generous Soul" and d.chars(sid).mana_value == 2
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))
