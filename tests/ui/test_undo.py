"""Undo in the play session: a declaration of attackers not yet confirmed (CR 508.1) is
taken back; once confirmed, it is not."""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from tests.ui.conftest import session_for


def _combat() -> object:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Glory Seeker", label="a")
    s.battlefield(0, "Glory Seeker", label="b")
    s.at("combat", active=0, turn=3, priority=0)
    return s.build()


def test_an_attack_not_yet_confirmed_is_undone() -> None:
    session = session_for(_combat())
    session.stops.add(("mine", "beginning of combat"))
    session.advance()
    kind, _, choices = session.pending()
    if kind == "priority":
        session.choose(choices[0])
        kind, _, choices = session.pending()
    assert kind == "declare_attackers"
    attack = next(c for c in choices if isinstance(c.action, DeclareAttacker))
    assert attack.label == "Attack Player 2 with Glory Seeker 2/2" and attack.count == 2
    session.choose(attack)
    assert session.can_undo
    assert session.undo()
    kind, _, choices = session.pending()
    assert kind == "declare_attackers"
    assert next(c for c in choices if isinstance(c.action, DeclareAttacker)).count == 2
    # once confirmed, the declaration stays
    session.choose(next(c for c in choices if isinstance(c.action, DeclareAttacker)))
    session.choose(next(c for c in session.pending()[2]
                        if isinstance(c.action, FinishDeclaration)))
    assert not session.can_undo
    assert session.view()["players"][1]["life"] == 18  # one Glory Seeker attacked
