"""Backslide — {1}{U} Instant.

Oracle: "Turn target creature with a morph ability face down.
Cycling {U}"
Rulings covered: ONS-FAQ-005, ONS-FAQ-018, ONS-FAQ-021, ONS-FAQ-023, ONS-FAQ-170.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Backslide")


def setup() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.battlefield(1, "Daru Lancer", tapped=True, counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-005", "ONS-FAQ-018", "ONS-FAQ-021")
def test_turns_a_morph_creature_face_down_keeping_counters_and_tapped_state() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    ts = d.state.objects[lancer].timestamp
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    o = d.state.objects[lancer]
    assert o.face_down and o.tapped and o.counters == {"+1/+1": 2}
    assert o.timestamp > ts  # CR 613.7f
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness) == ("", 4, 4)
    assert not c.has("First strike")
    assert [e.obj for e in d.game.log if e.kind == "turned_face_down"] == [lancer]
    # its controller may turn it face up again for its morph cost (CR 708.7)
    d.pass_priority()
    d.special(1, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).name == "Daru Lancer" and d.chars(lancer).power == 5


def test_only_face_up_creatures_with_morph_are_targets() -> None:
    """A face-down creature has no morph ability (CR 708.2), and a face-down permanent can't
    be turned face down anyway (CR 708.2b)."""
    d = setup()
    d.act(0, CastSpell(d.find("Backslide", "hand")))
    assert {a.value for a in d.game.legal_actions()} - {None} == {d.find("Daru Lancer")}


def test_cycling() -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Island")
    s.hand(0, "Backslide")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, "Backslide")
    d.resolve()
    assert d.ids("Backslide", "graveyard") and d.ids("Island", "hand")


@pytest.mark.ruling("ONS-FAQ-170")
def test_a_face_down_creature_is_not_a_legal_target() -> None:
    """Face down, Spined Basher has no abilities, morph included (CR 708.2)."""
    d = setup()
    basher = d.find("Spined Basher")
    d.act(0, CastSpell(d.find("Backslide", "hand")))
    assert basher not in {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]


@pytest.mark.ruling("ONS-FAQ-023")
def test_an_ability_resolves_after_its_source_is_turned_face_down() -> None:
    """Daru Healer activates its ability; turned face down in response, the ability on the
    stack is independent of its source and still resolves (CR 113.7a)."""
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide", "Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Daru Healer", "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    healer, seeker = d.find("Daru Healer"), d.find("Glory Seeker")
    d.activate(1, healer, targets=[seeker])
    d.pass_priority()
    d.cast(0, "Backslide", targets=[healer])
    d.resolve()
    assert d.state.objects[healer].face_down
    d.resolve()  # the Healer's ability: a shield on Glory Seeker
    d.pass_priority()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1


@pytest.mark.ruling("ONS-OR-0050")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Backslide", ["Island"])


@pytest.mark.ruling("ONS-FAQ-018")
def test_turned_face_down_it_keeps_its_aura_damage_and_effects() -> None:
    """Daru Lancer (a Human) got +3/+3 and indestructible from Flare of Faith, was dealt 2
    damage by Shock and enchanted with Pacifism; turned face down it is a 2/2 with the same
    +3/+3 and indestructible, the damage and the Aura, which stays face up (CR 708.8)."""
    s = Scenario(seed=2)
    s.battlefield(0, "Daru Lancer", "Plains", "Plains", "Plains", "Plains", "Mountain",
                  "Island", "Island")
    s.hand(0, "Flare of Faith", "Shock", "Pacifism", "Backslide")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, "Flare of Faith", targets=[lancer])
    d.resolve()
    d.cast(0, "Shock", targets=[lancer])
    d.resolve()
    d.cast(0, "Pacifism", targets=[lancer])
    d.resolve()
    pacifism = d.find("Pacifism", "battlefield")
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    o = d.state.objects[lancer]
    assert o.face_down and o.damage == 2
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness) == ("", 5, 5) and c.has("Indestructible")
    assert d.state.objects[pacifism].attached_to == lancer
    assert not d.state.objects[pacifism].face_down
    assert d.chars(pacifism).name == "Pacifism"


def test_a_clone_of_a_morph_creature_turns_face_up_as_the_copy_again() -> None:
    """Clone copying Exalted Angel has its morph ability, so Backslide can turn it face down.
    Turned face up again, its copiable values revert to its normal ones (CR 708.8), which
    include the copy effect (CR 707.2): it is Exalted Angel again, for Exalted Angel's morph
    cost {2}{W}{W}, not a 0/0 Clone."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, *["Plains"] * 4)
    s.hand(0, "Clone", "Backslide")
    s.battlefield(1, "Exalted Angel")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Exalted Angel", player=1))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Exalted Angel"
    d.cast(0, "Backslide", targets=[clone])
    d.resolve()
    c = d.chars(clone)
    assert d.state.objects[clone].face_down and (c.power, c.toughness) == (2, 2)
    d.special(0, "turn_face_up", clone)
    assert d.expect("pay_mana").prompt == "Pay {2}{W}{W}"
    d.pay()
    c = d.chars(clone)
    assert c.name == "Exalted Angel" and (c.power, c.toughness) == (4, 5) and c.has("Flying")


def test_turned_face_down_it_is_hidden_from_the_opponent_only() -> None:
    """CR 708.5, 708.6: once face down, the caster's view of the battlefield shows no name of
    it, while its controller may look at it and sees it is Daru Lancer."""
    import json

    d = setup()
    lancer = d.find("Daru Lancer")
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    mine = next(o for o in d.game.view(0)["battlefield"] if o.get("id") == lancer)
    theirs = next(o for o in d.game.view(1)["battlefield"] if o.get("id") == lancer)
    assert "Daru Lancer" not in json.dumps(mine)
    assert "Daru Lancer" in json.dumps(theirs)


def test_target_turned_face_down_in_response_the_spell_does_not_resolve() -> None:
    """CR 608.2b: a second Backslide turns Daru Lancer face down first; the first one's target
    no longer has a morph ability (CR 708.2), so it doesn't resolve and goes to the graveyard,
    the creature staying face down."""
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.battlefield(1, "Island", "Island", "Daru Lancer")
    s.hand(1, "Backslide")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    first = d.cast(0, d.find("Backslide", zone="hand", player=0), targets=[lancer])
    d.pass_priority()
    d.cast(1, d.find("Backslide", zone="hand", player=1), targets=[lancer])
    d.resolve()
    assert d.state.objects[lancer].face_down
    d.resolve()
    assert not d.state.stack
    assert first not in d.state.objects or d.state.objects[first].zone.value != "stack"
    assert len(d.ids("Backslide", zone="graveyard")) == 2
    assert d.state.objects[lancer].face_down
    assert [e.obj for e in d.game.log if e.kind == "turned_face_down"] == [lancer]


def test_your_own_creature_turned_face_down_can_still_attack() -> None:
    """Face up or face down is a status (CR 110.5): turned face down it is the same permanent,
    under its controller's control since the turn began, so it can attack (CR 302.6) as a
    2/2."""
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Island", "Daru Lancer")
    s.hand(0, "Backslide")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    assert d.state.objects[lancer].face_down
    d.to_combat()
    d.attack([lancer])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


@pytest.mark.ruling("ONS-FAQ-170")
def test_choosing_a_face_down_or_morphless_creature_is_refused() -> None:
    """Choosing the face-down Spined Basher (no abilities face down, CR 708.2) or Glory Seeker
    (no morph) as the target is refused with an error naming the problem, the game left
    unchanged (CR 601.2c); the error doesn't give away the face-down card's name (CR 708.5)."""
    from manastack.game import IllegalActionError

    d = setup()
    d.act(0, CastSpell(d.find("Backslide", "hand")))
    d.expect("target")
    before = d.game.fingerprint()
    for bad in (d.find("Spined Basher"), d.find("Glory Seeker")):
        with pytest.raises(IllegalActionError, match="creature with a morph ability") as err:
            d.choose(bad)
        assert "Spined Basher" not in str(err.value)
        assert d.game.fingerprint() == before
