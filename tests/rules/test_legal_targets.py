"""The legal targets of a spell (CR 115.1, 601.2c): what its target description matches now,
looked for again once the permanents on the battlefield change; a spell is offered as castable
only when all its targets can be chosen at once: the card itself is no choice (CR 601.2a,
115.5), and two slots that must be different objects need as many distinct choices (CR
115.3)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def shock_target_options(d: Driver) -> list[int]:
    """Player 0 begins casting a Shock from their hand: the targets it offers, in order."""
    d.act(0, CastSpell(d.ids("Shock", "hand", 0)[0]))
    d.expect("target")
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def test_a_creature_entering_is_a_legal_target_of_the_next_spell_and_lands_never_are() -> None:
    """CR 601.2c, 115.1: Shock's "any target" is a creature, player or planeswalker: both
    players, then the Elvish Warrior; once Glory Seeker has entered, the second Shock may
    target it too, after the Warrior (battlefield order), and no land is ever offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.hand(0, "Shock", "Shock", "Glory Seeker")
    s.battlefield(1, "Forest", "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert shock_target_options(d) == [0, 1, warrior]
    d.choose(1)
    d.pay()
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert shock_target_options(d) == [0, 1, warrior, seeker]


def test_a_target_naming_no_card_type_offers_every_permanent_it_matches() -> None:
    """CR 115.1, 601.2c: Chain of Vapor's "target nonland permanent" names no card type to
    look among: every creature on the battlefield, either player's, in battlefield order,
    and neither land."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Forest", "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Chain of Vapor", "hand", 0)))
    d.expect("target")
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert options == [d.find("Glory Seeker"), d.find("Elvish Warrior")]


def target_options(d: Driver) -> list[int | None]:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def test_a_target_creature_you_control_offers_your_creatures_still_there() -> None:
    """CR 115.1, 601.2c, 702.26b: Blessed Defiance's "target creature you control" offers the
    caster's creatures in battlefield order: not the opponent's, not a land, not a phased-out
    creature (treated as though it doesn't exist)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Gravel Slinger", phased_out=True)
    s.hand(0, "Blessed Defiance")
    s.battlefield(1, "Forest", "Wellwisher")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Blessed Defiance", "hand", 0)))
    d.expect("target")
    assert target_options(d) == [d.find("Glory Seeker"), d.find("Elvish Warrior")]


def test_a_target_creature_an_opponent_controls_offers_only_theirs() -> None:
    """CR 115.1, 603.3d: Nebelgast Intruder's "up to one target creature an opponent
    controls" offers the opponent's creatures (in battlefield order) and no target, never
    the controller's own creatures or the opponent's lands."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Nebelgast Intruder")
    s.battlefield(1, "Forest", "Elvish Warrior", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Nebelgast Intruder")
    d.resolve()
    d.expect("target")
    assert target_options(d) == [d.find("Elvish Warrior"), d.find("Wellwisher"), None]


def _castable(d: Driver, name: str, method: str = "normal") -> bool:
    return CastSpell(d.find(name), method) in d.game.legal_actions()


def test_a_flashback_card_is_no_target_of_its_own_spell() -> None:
    """CR 601.2a, 115.5: Dryad's Revival ("target card from your graveyard") alone in the
    graveyard can't be cast with flashback; with a Shock there, it can, and the Shock is the
    only target offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival")
    d = Driver(s.build())
    assert not _castable(d, "Dryad's Revival", "flashback")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    assert _castable(d, "Dryad's Revival", "flashback")
    d.act(0, CastSpell(d.find("Dryad's Revival"), "flashback"))
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == \
        [d.find("Shock")]


def test_two_targets_that_must_differ_need_two_objects() -> None:
    """CR 115.3, 601.2c: Visions of Duplicity's two creatures you don't control: one such
    creature isn't enough (each slot alone could have it, not both); two are; your own
    creatures don't count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker", "Avacyn's Pilgrim")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    assert not _castable(d, "Visions of Duplicity")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    assert _castable(d, "Visions of Duplicity")


def test_an_optional_other_target_asks_for_no_second_object() -> None:
    """CR 601.2c: Return to Dust's second target ("up to one other") may be left out, so a
    single enchantment is enough to cast it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Return to Dust")
    s.battlefield(1, "Ghoulish Procession")
    d = Driver(s.build())
    assert _castable(d, "Return to Dust")
