"""Endemic Plague — {3}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Destroy all
creatures that share a creature type with the sacrificed creature. They can't be regenerated."
Rulings covered: ONS-FAQ-172, ONS-FAQ-043, ONS-FAQ-044.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Endemic Plague")


@pytest.mark.ruling("ONS-FAQ-172", "ONS-FAQ-043", "ONS-FAQ-044")
def test_destroys_everything_sharing_any_type_with_the_sacrificed_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie", "Anurid Murkdiver", "Elvish Warrior")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Nantuko Husk")])
    assert d.find("Nantuko Husk", zone="graveyard")  # sacrificed while casting
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="graveyard")
    assert d.find("Anurid Murkdiver", zone="graveyard")  # Zombie Frog Beast: one shared type
    assert d.find("Glory Seeker", zone="battlefield")
    assert d.find("Elvish Warrior", zone="battlefield")


def test_they_cannot_be_regenerated() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Elvish Warrior")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest", "Island", "Island")
    s.hand(0, "Endemic Plague")
    s.hand(1, "Standardize")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Elvish Warrior")])
    d.pass_priority()
    d.cast(1, "Standardize")
    d.resolve()
    d.choose("Elf", player=1)  # now Silvos shares the type Elf with the sacrificed Warrior
    d.pass_priority()
    d.activate(1, "Silvos, Rogue Elemental")  # a regeneration shield
    d.resolve()
    d.resolve()
    assert d.find("Silvos, Rogue Elemental", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0108")
def test_exactly_one_creature_must_be_sacrificed() -> None:
    """Official ruling: "You must sacrifice exactly one creature to cast this spell; you cannot
    cast it without sacrificing a creature, and you cannot sacrifice additional creatures."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Endemic Plague")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]  # no creature

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker", "Elvish Warrior",
                  "Goblin Sky Raider")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague")  # the mana first (CR 601.2g-h), then the sacrifice
    sacrifice = d.decision
    assert sacrifice.kind == "cost_sacrifice"
    assert Choose(None) not in sacrifice.actions  # it can't be skipped
    d.choose(d.find("Glory Seeker"))
    assert d.decision.kind != sacrifice.kind  # and no second creature is asked for
    assert [d.zone_of(n) for n in ("Glory Seeker", "Elvish Warrior", "Goblin Sky Raider")] == \
        ["graveyard", "battlefield", "battlefield"]
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"  # Elf Warrior: no type shared


@pytest.mark.ruling("ONS-OR-0109")
def test_the_sacrifice_is_paid_before_anyone_can_respond() -> None:
    """Official ruling: "Players can only respond once this spell has been cast and all its
    costs have been paid. No one can try to destroy the creature you sacrificed to prevent you
    from casting this spell." (CR 601.2, 601.2h: no player receives priority while a spell is
    being cast.)

    Every decision while casting is the caster's; when the opponent first gets priority, the
    creature is already in the graveyard, out of reach of the opponent's Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk", "Glory Seeker")
    s.battlefield(1, "Mountain", "Gluttonous Zombie")
    s.hand(0, "Endemic Plague")
    s.hand(1, "Shock")
    d = Driver(s.build())
    plague = d.find("Endemic Plague", zone="hand")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, CastSpell) and a.card == plague))
    while d.decision.kind != "priority":
        assert d.decision.player == 0
        if d.decision.kind == "cost_sacrifice":
            d.choose(d.find("Nantuko Husk"))
        else:
            d.pay()
    assert d.zone_of("Nantuko Husk") == "graveyard"
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["spell"]
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"  # shares Zombie with the Husk
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_sacrificed_creature_s_types_as_it_last_existed() -> None:
    """Artificial Evolution made Festering Goblin a Zombie Elf; sacrificed for Endemic Plague,
    its last known types are used (CR 608.2h): the Elves die, the Human Soldier doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin", "Island", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Artificial Evolution", "Endemic Plague")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    d.cast(0, "Artificial Evolution", targets=[goblin])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.chars(goblin).subtypes == frozenset({"Zombie", "Elf"})
    d.cast(0, "Endemic Plague", choices=[goblin, d.find("Glory Seeker")])
    d.resolve_all()
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_face_down_creature_sacrificed_shares_no_type() -> None:
    """CR 708.2, 608.2h: a face-down creature has no creature types; sacrificed for the Plague,
    no creature shares a type with it and nothing is destroyed. It is revealed as it goes to
    the graveyard (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.battlefield(1, "Gluttonous Zombie", "Glory Seeker")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Haunted Cadaver")])
    assert [c["name"] for c in d.game.view(1)["players"][0]["graveyard"]] == ["Haunted Cadaver"]
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_face_down_creatures_on_the_battlefield_share_no_type() -> None:
    """CR 708.2: a face-down Haunted Cadaver (a Zombie face up) has no creature types; the
    Plague sacrificing a Zombie destroys the face-up Zombie only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk")
    s.battlefield(1, "Haunted Cadaver", face_down=True)
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Nantuko Husk")])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Haunted Cadaver") == "battlefield"


def test_a_changeling_sacrificed_shares_every_type() -> None:
    """CR 702.73a, 205.3m: a changeling is every creature type, so every creature with a
    creature type shares one with it: the Human Soldier and the Elf Warrior are destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", AVIAN_CHANGELING.name)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find(AVIAN_CHANGELING.name)])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_only_a_creature_you_control_can_be_sacrificed() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control; the opponent's Glory
    Seeker isn't offered, and choosing it is refused with the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague")
    d.expect("cost_sacrifice")
    seeker = d.find("Glory Seeker")
    assert Choose(seeker) not in d.decision.actions
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    assert d.game.fingerprint() == before
    d.choose(d.find("Nantuko Husk"))
    d.resolve()
    assert d.zone_of("Nantuko Husk") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_creatures_on_the_battlefield_are_checked_as_it_resolves() -> None:
    """CR 608.2h: the creatures to destroy are determined as the Plague resolves; the
    opponent's Glory Seeker made a Zombie by Mistform Mutant in response shares Zombie with the
    sacrificed Nantuko Husk (its last-known types) and is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk")
    s.battlefield(0, "Mistform Mutant", "Island", "Island")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Endemic Plague", choices=[d.find("Nantuko Husk")])
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Zombie")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Mistform Mutant") == "battlefield"  # an Illusion Mutant


def test_protection_doesnt_stop_destroy_all() -> None:
    """CR 702.16b-e: protection from black stops damage, enchanting or equipping, blocking and
    targeting by black; the Plague targets nothing, so creatures with protection from black
    are destroyed all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.battlefield(1, "Daru Cavalier", "Plains", "Plains", "Plains")
    s.hand(0, "Endemic Plague")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Akroma's Blessing")
    d.resolve()
    d.choose("black")
    assert d.chars(d.find("Daru Cavalier")).protections() == ["black"]
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"  # a Human Soldier, like the Seeker


def test_sacrificing_rotlung_reanimator_its_zombie_token_is_destroyed_too() -> None:
    """Rotlung Reanimator sacrificed as the cost triggers at once, while the Plague is being
    cast (CR 117.2, 117.2a, 603.2), and goes on the stack above it as a player would next
    receive priority; its Zombie token is made before the Plague resolves, and, sharing Zombie with the Reanimator's last-known
    types, it is destroyed with the other Zombies and Clerics."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Rotlung Reanimator", "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Rotlung Reanimator")])
    assert len(d.state.stack) == 2
    d.resolve()
    assert len(d.ids("Zombie Token", zone="battlefield")) == 1
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not d.ids("Zombie Token", zone="battlefield")
    d.resolve_all()
    # the Healer was a Cleric: the Reanimator had left, so nothing triggers for it
    assert not d.ids("Zombie Token", zone="battlefield")
