"""Cleaver Skaab — {3}{U} Creature — Zombie Horror 2/4.

Oracle: "{3}, {T}, Sacrifice another Zombie: Create two tokens that are copies of the
sacrificed creature."
Rulings covered: MIC-RN-007, MIC-OR-0026, MIC-RN-008, MIC-OR-0027.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cleaver Skaab")

CARD = "Cleaver Skaab"


def _tokens(d: Driver, name: str) -> list[int]:
    return [o for o in d.ids(name, "battlefield") if d.state.objects[o].is_token]


def test_two_copies_of_the_sacrificed_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Glory Seeker", "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Gluttonous Zombie")])
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.state.objects[d.find(CARD)].tapped
    d.resolve()
    made = _tokens(d, "Gluttonous Zombie")
    assert len(made) == 2
    c = d.chars(made[0])
    assert (c.power, c.toughness) == (3, 3) and c.has("Fear") and "Zombie" in c.subtypes


def test_only_another_zombie_can_be_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Island", "Island", "Island")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


@pytest.mark.ruling("MIC-RN-007", "MIC-OR-0026")
def test_a_zombie_token_can_be_sacrificed_and_is_copied() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Island"] * 6)
    s.hand(0, "Falcon Abomination")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # its 2/2 Zombie token
    zombie = _tokens(d, "Zombie")[0]
    d.activate(0, CARD, choices=[zombie])
    d.resolve()
    made = _tokens(d, "Zombie")
    assert len(made) == 2 and zombie not in made
    for t in made:
        c = d.chars(t)
        assert (c.power, c.toughness) == (2, 2) and c.colors == frozenset({"B"})


@pytest.mark.ruling("MIC-RN-008", "MIC-OR-0027")
def test_a_zombie_copying_something_gives_copies_of_what_it_copied_without_other_effects(
) -> None:
    """Clone entered as a copy of Gluttonous Zombie and got +2/+2 from Flare of Faith: the
    tokens are Gluttonous Zombies (3/3 with fear), without the +2/+2."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", *["Island"] * 7, "Plains", "Plains")
    s.hand(0, "Clone", "Flare of Faith")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Gluttonous Zombie"))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == "Gluttonous Zombie"
    d.cast(0, "Flare of Faith", targets=[clone])
    d.resolve()
    assert d.chars(clone).power == 5
    d.activate(0, CARD, choices=[clone])
    d.resolve()
    made = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(made) == 2
    for t in made:
        c = d.chars(t)
        assert c.name == "Gluttonous Zombie"
        assert (c.power, c.toughness) == (3, 3) and c.has("Fear")


def test_counters_on_the_sacrificed_zombie_are_not_copied() -> None:
    """CR 707.2, 122.1: counters aren't copiable values: Gluttonous Zombie with two +1/+1
    counters gives two plain 3/3 copies."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 2})
    d = Driver(s.build())
    z = d.find("Gluttonous Zombie")
    assert d.chars(z).power == 5
    d.activate(0, CARD, choices=[z])
    d.resolve()
    made = _tokens(d, "Gluttonous Zombie")
    assert len(made) == 2
    for t in made:
        assert not d.state.objects[t].counters
        assert (d.chars(t).power, d.chars(t).toughness) == (3, 3)


def test_a_face_down_zombie_can_t_be_sacrificed() -> None:
    """CR 708.2a: a face-down creature has no creature types, so it isn't a Zombie: with only
    a face-down Gluttonous Zombie the ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.battlefield(0, "Gluttonous Zombie", face_down=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_summoning_sick_skaab_can_t_activate() -> None:
    """CR 302.6: the cost includes {T}: cast this turn, the Skaab can't activate it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", *["Island"] * 7)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    skaab = d.find(CARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == skaab
                   for a in d.game.legal_actions())


def test_a_changeling_is_a_zombie_to_sacrifice() -> None:
    """CR 702.73a: Avian Changeling is every creature type, so it is another Zombie: it can
    be sacrificed, and the two tokens are Avian Changelings (2/2 fliers)."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, CARD, AVIAN_CHANGELING.name, "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find(AVIAN_CHANGELING.name)])
    d.resolve()
    made = _tokens(d, AVIAN_CHANGELING.name)
    assert len(made) == 2
    assert all(d.chars(t).has("Flying") and "Zombie" in d.chars(t).subtypes for t in made)


def test_sacrificing_itself_or_a_non_zombie_is_refused_saying_why() -> None:
    """"Another Zombie" (CR 601.2h, 602.2b): the Skaab itself and Glory Seeker are refused
    with an error naming the cost's description, the game unchanged; Gluttonous Zombie is
    accepted."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Severed Legion", "Glory Seeker",
                  "Island", "Island", "Island")
    d = Driver(s.build())
    skaab = d.find(CARD)
    ability = next(a for a in d.game.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == skaab)
    d.act(0, ability)
    while d.decision.kind == "pay_mana":
        d.pay_step()
    d.expect("cost_sacrifice")
    before = d.game.fingerprint()
    for wrong in (skaab, d.find("Glory Seeker")):
        with pytest.raises(IllegalActionError, match="doesn't fit the cost's description, "
                                                     "\"another Zombie\""):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    d.choose(d.find("Gluttonous Zombie"))
    d.resolve()
    assert len(_tokens(d, "Gluttonous Zombie")) == 2


def test_made_to_read_elf_only_another_elf_can_be_sacrificed() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Cleaver Skaab (an Elf Horror now): its cost
    sacrifices another Elf, never a Zombie, and it copies the Elf twice."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Elvish Warrior", *["Island"] * 4)
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    skaab = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[skaab])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(skaab).subtypes == {"Elf", "Horror"}
    d.activate(0, CARD, pay=False)
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert d.find("Elvish Warrior") in offered
    assert d.find("Gluttonous Zombie") not in offered and skaab not in offered
    d.choose(d.find("Elvish Warrior"))
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    d.resolve()
    assert len(_tokens(d, "Elvish Warrior")) == 2


def test_the_sacrificed_zombie_and_its_token_copies_each_have_their_dies_ability() -> None:
    """CR 707.2, 603.10a, 700.4, 111.7: Hobbling Zombie sacrificed to pay the cost dies, and
    its "When Hobbling Zombie dies, create a 2/2 black Zombie token with decayed" triggers; its
    two token copies have that ability too. Infest then gives each creature -2/-2: the two
    copies die (a token dies like a card, then ceases to exist) and each one's ability
    triggers, the decayed Zombie dying with them: two new decayed Zombies, entering after
    Infest resolved, are 2/2 (CR 611.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Hobbling Zombie", *["Island"] * 3, *["Swamp"] * 3)
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Hobbling Zombie")])
    assert d.zone_of("Hobbling Zombie") == "graveyard"
    d.resolve_all()
    copies = _tokens(d, "Hobbling Zombie")
    assert len(copies) == 2
    assert all(d.chars(t).has("Deathtouch") for t in copies)
    (decayed,) = _tokens(d, "Zombie Token")
    d.cast(0, "Infest")
    d.resolve()
    assert not _tokens(d, "Hobbling Zombie") and decayed not in d.state.battlefield
    assert len(d.expect("order_triggers").actions) == 2
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    made = _tokens(d, "Zombie Token")
    assert len(made) == 2 and decayed not in made
    for t in made:
        c = d.chars(t)
        assert (c.power, c.toughness) == (2, 2) and c.has("Decayed") and c.controller == 0
    assert len(d.state.players[0].graveyard) == 2  # Hobbling Zombie and Infest
