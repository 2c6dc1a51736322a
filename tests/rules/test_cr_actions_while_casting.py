"""What a player may do while casting a spell (CR 601.2g, 116.2b, 117.1): from announcing the
spell until it becomes cast, the only actions offered are the answers its casting asks for and,
while its costs are paid, mana abilities (601.2g). A special action such as turning a
face-down creature face up (116.2b) or playing a land (116.2a), another spell or a non-mana
activated ability waits until the player has priority again (117.3c)."""

from __future__ import annotations

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    PlayLand,
    SpecialAction,
)
from manastack.scenario import Scenario
from manastack.testing import Driver


def _driver() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4, "Mountain", "Mountain", "Forest", "Forest")
    s.battlefield(0, "Silklash Spider")
    s.hand(0, "Shock", "Shock", "Forest")
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _others(d: Driver) -> list[object]:
    """The actions offered that are neither an answer to the casting nor a mana ability."""
    return [a for a in d.game.legal_actions()
            if not isinstance(a, (Choose, ActivateManaAbility))]


def test_only_the_casting_s_answers_and_mana_abilities_are_offered_while_casting() -> None:
    """CR 601.2c, 601.2g, 116.2b: with priority, player 0 could turn Daru Lancer face up,
    play a Forest, cast their second Shock or activate Silklash Spider; once they announce
    Shock, choosing its target offers only targets, and paying its cost only mana abilities;
    once Shock is cast they have priority (117.3c) and may turn the Lancer face up, Shock still
    waiting on the stack."""
    d = _driver()
    lancer = d.find("Daru Lancer")
    first, second = d.ids("Shock", "hand")
    before = d.game.legal_actions()
    assert SpecialAction("turn_face_up", lancer) in before
    assert PlayLand(d.find("Forest", "hand")) in before
    assert CastSpell(second, "normal") in before
    assert any(isinstance(a, ActivateAbility) and a.source == d.find("Silklash Spider")
               for a in before)
    d.act(0, CastSpell(first, "normal"))
    shock = d.state.stack[-1]
    assert d.expect("target").player == 0
    assert _others(d) == []
    d.choose(1)
    assert d.decision.kind == "pay_mana"
    assert _others(d) == []
    assert any(isinstance(a, ActivateManaAbility) for a in d.game.legal_actions())
    d.pay()
    assert d.expect("priority").player == 0
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.state.stack == [shock]
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 4)
    assert d.expect("priority").player == 0
