"""Creatures a player "attacked with" (CR 508.1k, 508.3d, 508.4): only creatures declared as
attackers count, not creatures put onto the battlefield attacking; a creature that attacks in
two combats of one turn is one creature attacked with.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)


def _castable(d: Driver, name: str) -> bool:
    return CastSpell(d.find(name, "hand"), "normal") in d.game.legal_actions()


def test_a_token_put_onto_the_battlefield_attacking_wasnt_attacked_with() -> None:
    """CR 508.4, 508.3d: player 0 attacks with Glory Seeker alone; Adeline's "whenever you
    attack" creates a Human token tapped and attacking. Only the Seeker was attacked with:
    Search Party Captain costs {1} less ({2}{W}), and two Plains can't pay for it (they could
    pay {1}{W})."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Adeline, Resplendent Cathar", sick=True)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains")
    s.hand(0, "Search Party Captain")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.resolve()  # Adeline's trigger: one token, attacking player 1
    token = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(token) == 1 and token[0] in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert not _castable(d, "Search Party Captain")


def test_overwhelming_instinct_counts_only_declared_attackers() -> None:
    """CR 508.3d, 508.4: player 0 attacks with two creatures and Adeline's trigger adds an
    attacking token: three creatures are attacking, but "whenever you attack with three or more
    creatures" looked at the two declared, so Overwhelming Instinct doesn't trigger."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Adeline, Resplendent Cathar", sick=True)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", "Overwhelming Instinct")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    assert [d.state.objects[o].source for o in d.state.stack] == [d.find(
        "Adeline, Resplendent Cathar")]
    d.resolve()
    assert len(d.state.combat.attackers) == 3
    assert not d.state.stack


def test_a_creature_attacking_in_two_combats_is_one_creature_attacked_with() -> None:
    """CR 500.8, 508.1k: Glory Seeker attacks, Aggravated Assault untaps it and adds a combat,
    and it attacks again: player 0 attacked with one creature this turn, so Search Party
    Captain costs {2}{W}, which the two Plains left can't pay (they could pay {1}{W})."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Aggravated Assault", "Glory Seeker", *["Mountain"] * 5, "Plains", "Plains")
    s.hand(0, "Search Party Captain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    for m in d.ids("Mountain")[:5]:
        d.mana(0, m)
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert not _castable(d, "Search Party Captain")
