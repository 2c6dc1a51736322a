"""Bloodline Shaman — {1}{G} Creature — Elf Wizard Shaman 1/1.

Oracle: "{T}: Choose a creature type. Reveal the top card of your library. If that card is a
creature card of the chosen type, put it into your hand. Otherwise, put it into your
graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Bloodline Shaman")


def reveal(top: str, kind: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman")
    s.library(0, top, "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodline Shaman")
    d.resolve()
    d.choose(kind)
    return d


def test_a_creature_of_the_chosen_type_goes_to_hand() -> None:
    d = reveal("Wirewood Savage", "Elf")
    assert d.ids("Wirewood Savage", zone="hand")


def test_anything_else_goes_to_the_graveyard() -> None:
    d = reveal("Glory Seeker", "Elf")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Forest", zone="library")


def test_the_card_is_revealed_and_known_to_every_player_in_the_hand() -> None:
    """CR 701.20a, 400.7: the top card is revealed; the opponent's log names it and its move
    into the hand, and their view shows that card of the hand."""
    d = reveal("Wirewood Savage", "Elf")
    view = d.game.view(1)
    assert [e["card"] for e in view["log"] if e["kind"] == "reveal"] == ["Wirewood Savage"]
    moved = [e for e in view["log"] if e["kind"] == "zone_change" and e["to"] == "hand"]
    assert [e["card"] for e in moved] == ["Wirewood Savage"]
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Wirewood Savage"]


def test_any_of_the_card_s_creature_types_will_do() -> None:
    """CR 205.3: a creature card of the chosen type is one with that subtype among others:
    a Bloodline Shaman (Elf Wizard Shaman) revealed with "Wizard" chosen goes to the hand."""
    d = reveal("Bloodline Shaman", "Wizard")
    assert d.ids("Bloodline Shaman", zone="hand")


def test_a_noncreature_card_goes_to_the_graveyard() -> None:
    """A land card isn't a creature card of any type: it is put into the graveyard."""
    d = reveal("Island", "Elf")
    assert d.zone_of("Island") == "graveyard"
    assert d.ids("Forest", zone="library")


def test_with_an_empty_library_nothing_happens() -> None:
    """CR 608.2: there is no top card to reveal; the ability resolves and nothing moves,
    and nobody loses (revealing isn't drawing, CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman")
    d = Driver(s.build())
    d.activate(0, "Bloodline Shaman")
    d.resolve()
    if d.decision.kind == "choose_creature_type":
        d.choose("Elf")
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.state.players[0].hand and not d.state.players[0].graveyard
    assert not d.state.players[0].lost


def test_a_double_faced_card_in_the_library_has_only_its_front_face_s_types() -> None:
    """CR 712.8a: Delver of Secrets (Human Wizard // Insectile Aberration, a Human Insect)
    revealed with "Insect" chosen is not a creature card of that type: it goes to the
    graveyard; with "Wizard" chosen it goes to the hand."""
    d = reveal("Delver of Secrets", "Insect")
    assert d.zone_of("Delver of Secrets") == "graveyard"
    d = reveal("Delver of Secrets", "Wizard")
    assert d.zone_of("Delver of Secrets") == "hand"


def test_a_changeling_card_is_of_every_chosen_type() -> None:
    """CR 702.73a: a changeling card is every creature type, so with "Goblin" chosen the
    revealed Avian Changeling is a creature card of the chosen type and goes to the hand."""
    d = reveal(AVIAN_CHANGELING.name, "Goblin")
    assert d.ids(AVIAN_CHANGELING.name, zone="hand")


def test_a_word_that_isnt_a_creature_type_is_refused() -> None:
    """CR 205.3m: the choice must be a creature type; "Forest" (a land type) is refused with an
    error naming it, and the ability waits, unchanged, for a proper choice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman")
    s.library(0, "Wirewood Savage", "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodline Shaman")
    d.resolve()
    before = d.decision
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.decision == before
    assert [d.game.name_of(o) for o in d.state.players[0].library] == ["Wirewood Savage",
                                                                        "Forest"]
    d.choose("Elf")
    assert d.ids("Wirewood Savage", zone="hand")


def test_cant_be_activated_the_turn_it_comes_under_your_control() -> None:
    """CR 302.6: its {T} ability can't be activated while it is summoning sick."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman", sick=True)
    s.library(0, "Wirewood Savage")
    d = Driver(s.build())
    shaman = d.find("Bloodline Shaman")
    assert not any(isinstance(a, ActivateAbility) and a.source == shaman
                   for a in d.game.legal_actions())
