"""What a description of an object means (CR 109.2): a "card" in a named zone is a card there
(109.2a); a "spell" is a spell on the stack (109.2b)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _target_options(d: Driver, player: int, name: str) -> set[object]:
    card = d.find(name, zone="hand", player=player)
    d.act(player, next(a for a in d.game.legal_actions()
                       if isinstance(a, CastSpell) and a.card == card))
    assert d.decision.kind == "target"
    return {a.value for a in d.decision.actions}


def test_a_creature_card_in_your_graveyard_is_only_a_card_there() -> None:
    """CR 109.2a, 115.1: Diregraf Rebirth targets a "creature card from your graveyard": only
    Glory Seeker in player 0's graveyard is offered, not the creature Glory Seeker on the
    battlefield, the creature card in player 0's hand, the instant in the graveyard or the
    creature card in player 1's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp", "Glory Seeker")
    s.hand(0, "Diregraf Rebirth", "Glory Seeker")
    s.graveyard(0, "Glory Seeker", "Shock")
    s.graveyard(1, "Gluttonous Zombie")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    in_graveyard = d.find("Glory Seeker", zone="graveyard")
    assert _target_options(d, 0, "Diregraf Rebirth") == {in_graveyard}


def test_a_spell_is_only_an_object_on_the_stack() -> None:
    """CR 109.2b, 115.1: player 0 casts Shock at player 1; in response player 1's Dissipate
    ("counter target instant or sorcery spell") may target only Shock on the stack, not the
    Shock card in player 0's graveyard nor the one in player 0's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", "Shock")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    spell = d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.pass_priority()
    assert _target_options(d, 1, "Dissipate") == {spell}
