"""Demystify — {W} Instant.

Oracle: "Destroy target enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Demystify")


def test_destroys_an_aura_and_frees_the_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism", "Demystify")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    pac = d.find("Pacifism", zone="battlefield")
    d.cast(0, "Demystify", targets=[pac])
    d.resolve()
    assert d.ids("Pacifism", zone="graveyard")


def test_cannot_target_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Demystify")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell
    card = d.find("Demystify", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()


def test_destroys_a_curse_enchanting_a_player_which_then_does_nothing() -> None:
    """An Aura Curse attached to a player is an enchantment (CR 303.4): Demystify destroys
    Curse of Obsession, and player 1's next draw step is an ordinary one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Curse of Obsession", attached_to=1)
    s.hand(0, "Demystify")
    s.library(1, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Demystify", targets=[d.find("Curse of Obsession")])
    d.resolve()
    assert d.zone_of("Curse of Obsession") == "graveyard"
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[1].hand) == 1


def test_a_target_gone_before_it_resolves_means_it_does_nothing() -> None:
    """CR 608.2b: the targeted Centaur Glade is destroyed by another Demystify first; the
    second one's only target is illegal, so it does nothing and is put into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Centaur Glade", "Righteous Cause")
    s.hand(0, "Demystify", "Demystify")
    d = Driver(s.build())
    glade = d.find("Centaur Glade")
    d.cast(0, d.ids("Demystify", zone="hand")[0], targets=[glade])
    d.cast(0, d.ids("Demystify", zone="hand")[0], targets=[glade])
    d.resolve_all()
    assert d.zone_of("Centaur Glade") == "graveyard"
    assert d.zone_of("Righteous Cause") == "battlefield"
    assert len(d.ids("Demystify", zone="graveyard")) == 2


def test_an_enchantment_spell_or_card_is_no_enchantment_permanent() -> None:
    """CR 109.2: "target enchantment" means an enchantment permanent; the Pacifism spell on
    the stack and the Pacifism card in a graveyard can't be targeted, so with
    no enchantment on the battlefield Demystify can't be cast (CR 601.2c)."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Demystify")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Pacifism")
    s.graveyard(1, "Pacifism")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, d.find("Pacifism", zone="hand"), targets=[d.find("Glory Seeker")])
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find("Demystify"), "normal") not in d.game.legal_actions()
    d.pass_priority()
    assert d.zone_of("Demystify") == "hand"
    aura = d.find("Pacifism", zone="battlefield")
    d.pass_priority()
    d.cast(0, "Demystify", targets=[aura])
    d.resolve()
    assert d.ids("Pacifism", zone="battlefield") == []
