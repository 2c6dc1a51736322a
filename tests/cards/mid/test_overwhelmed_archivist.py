"""Overwhelmed Archivist // Archive Haunt — {2}{U} Creature — Human Wizard 3/2 // Creature —
Spirit Wizard 2/1 (blue).

Oracle: Front: "When Overwhelmed Archivist enters the battlefield, draw a card, then discard a
card. / Disturb {3}{U} (You may cast this card from your graveyard transformed for its disturb
cost.)"
Back: "Flying / Whenever Archive Haunt attacks, draw a card, then discard a card. / If Archive
Haunt would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

CARD = "Overwhelmed Archivist"
pytestmark = pytest.mark.card("Overwhelmed Archivist")


def test_enters_and_draws_then_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD, "Plains")
    s.library(0, "Consider", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()  # the creature spell
    d.resolve()  # the "enters" trigger: draw Consider, then discard
    assert d.ids("Consider", zone="hand")
    d.expect("discard")
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert [d.chars(o).name for o in d.state.players[0].hand] == ["Consider"]


def test_archive_haunt_loots_whenever_it_attacks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island")
    d = Driver(s.build())
    haunt = d.find(CARD)
    assert d.chars(haunt).name == "Archive Haunt"
    d.to_combat()
    d.attack([haunt])
    d.resolve()
    assert d.ids("Consider", zone="hand")
    d.expect("discard")
    d.choose(d.find("Consider", zone="hand"))
    assert d.zone_of("Consider") == "graveyard"
    assert d.zone_of("Plains") == "hand"


def test_archive_haunt_is_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0203", "MID-OR-0204", "MID-OR-0205", "MID-OR-0206", "MID-OR-0207",
        "MID-OR-0208", "MID-OR-0209",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = CARD, "Archive Haunt", (2, 1), 3
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Spirit", "Wizard"})

    def check_entered(self, d: Driver, oid: int) -> None:
        assert d.state.players[0].hand == []  # Archive Haunt has no "enters" ability: no loot


def test_archive_haunt_flies() -> None:
    """CR 702.9b: attacking, Archive Haunt can't be blocked by Elvish Warrior, which has
    neither flying nor reach; its 2 damage is dealt to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Consider", "Island")
    d = Driver(s.build())
    haunt = d.find(CARD)
    assert d.chars(haunt).has("Flying")
    d.to_combat()
    d.attack([haunt])
    d.resolve()  # draw Consider, then discard it: the only card in hand
    assert d.zone_of("Consider") == "graveyard"
    from manastack.decisions.actions import DeclareBlocker
    while d.state.step.name != "COMBAT_DAMAGE":
        assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
        d.pass_priority()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_an_empty_library_draws_nothing_still_discards_and_loses() -> None:
    """CR 121.4, 704.5b, 609.3: with no card in the library the draw can't happen, the discard
    still does (the Plains), and the player who tried to draw loses when state-based actions
    are next checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD, "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Plains") == "graveyard"
    assert d.state.players[0].lost and d.game.winners == (1,)


def test_archive_haunt_cast_with_disturb_has_no_enters_loot_but_loots_attacking() -> None:
    """CR 712.8 / MID-OR-0207: cast with disturb, the card enters back face up as Archive
    Haunt, whose "whenever it attacks" loot it has; the front face's "enters" loot it lacks.
    It attacks the next turn (CR 302.6) and loots once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.graveyard(0, CARD)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, CARD, method="disturb")
    d.resolve()
    haunt = d.find(CARD, "battlefield")
    assert d.chars(haunt).name == "Archive Haunt"
    assert not d.state.stack and len(d.state.players[0].hand) == 1
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([haunt])
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Plains", "hand"))
    assert d.zone_of("Plains") == "graveyard"


def test_the_card_drawn_and_the_discard_choices_are_hidden_from_the_opponent() -> None:
    """CR 401.2, 402.3: while player 0 chooses what to discard, the opponent's view shows the
    decision but not the cards in hand (the drawn Siege Zombie, the Brood Weaver); the
    discarded card is then public (CR 404.2)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD, "Brood Weaver")
    s.library(0, "Siege Zombie", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.expect("discard")
    theirs, mine = json.dumps(d.game.view(1)), json.dumps(d.game.view(0))
    assert "Siege Zombie" not in theirs and "Brood Weaver" not in theirs
    assert "Siege Zombie" in mine and "Brood Weaver" in mine
    d.choose(d.find("Brood Weaver", "hand"))
    assert "Brood Weaver" in json.dumps(d.game.view(1))
    assert "Siege Zombie" not in json.dumps(d.game.view(1))
