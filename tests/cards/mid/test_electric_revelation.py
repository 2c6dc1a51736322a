"""Electric Revelation — {2}{R} Instant.

Oracle: "As an additional cost to cast this spell, discard a card. / Draw two cards. /
Flashback {3}{R}"
Rulings covered: MID-RN-183.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Electric Revelation")


def test_discard_then_draw_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")


@pytest.mark.ruling("MID-RN-183", "MID-OR-0373")
def test_flashback_still_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Electric Revelation")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", method="flashback", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Electric Revelation", zone="exile")
    assert len(d.state.players[0].hand) == 2


def test_not_castable_with_no_other_card_to_discard() -> None:
    """CR 118.3, 601.2h: the additional cost discards a card other than Electric Revelation
    itself (it is on the stack as the cost is paid), so with only lands on the battlefield
    and no other card in hand it can't be cast."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    card = d.find("Electric Revelation", "hand")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_the_card_discarded_for_its_cost_is_discarded_by_its_caster() -> None:
    """CR 601.2h, 701.9a: the card put into the graveyard to pay "discard a card" is
    discarded by the spell's controller (the game's record names them), so Shipwreck Sifters ("Whenever you discard a
    Spirit card or a card with disturb") sees Nebelgast Intruder discarded and grows."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Shipwreck Sifters")
    s.hand(0, "Electric Revelation", "Nebelgast Intruder")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    intruder = d.find("Nebelgast Intruder")
    since = len(d.state.log)
    d.cast(0, "Electric Revelation", choices=[intruder])
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert [e.player for e in d.state.log[since:]
            if e.kind == "zone_change" and e.obj == intruder] == [0]
    d.resolve_all()
    assert d.chars(d.find("Shipwreck Sifters")).power == 2


@pytest.mark.ruling("MID-OR-0373")
def test_no_flashback_with_an_empty_hand() -> None:
    """MID-OR-0373, CR 601.2f-h: cast with flashback, the additional cost is still owed; with
    no card in hand to discard it can't be cast from the graveyard, though the mana is
    there."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Electric Revelation")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    card = d.find("Electric Revelation", "graveyard")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()


def test_countered_with_flashback_it_is_exiled_and_the_discard_stands() -> None:
    """CR 702.34a: cast with flashback, it is exiled instead of going anywhere else as it
    leaves the stack, countered too; the card discarded for the cost stays in the graveyard
    (CR 601.2h, costs once paid are not undone), and nothing is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Electric Revelation")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest", "Island")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Complicate")
    d = Driver(s.build())
    spell_id = d.cast(0, "Electric Revelation", method="flashback",
                      choices=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Complicate", targets=[spell_id])
    d.resolve()
    if d.decision.kind == "unless_payment":
        d.choose("decline")
    assert not d.state.stack
    assert d.zone_of("Electric Revelation") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 2


def test_a_card_not_in_hand_is_refused_for_the_discard_and_the_game_is_unchanged() -> None:
    """CR 601.2h, 701.9a: only a card in its caster's hand can be discarded; offering a
    Mountain on the battlefield is refused with an error, and the game is left as it was."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", pay=True)
    assert d.decision.kind != "priority"
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="only a card in your hand"):
        d.choose(d.find("Mountain"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_drawing_from_a_one_card_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: with one card in the library, the second draw can't happen; its
    caster loses the next time state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Forest", zone="hand")
    assert d.state.players[0].lost and d.state.winners == (1,)
