"""Shared checks for the lands "As ~ enters, you may reveal a [type] or [type] card from your
hand. If you don't, ~ enters tapped." (Fortified Village, Choked Estuary; CR 614.12, 614.1c)
and their official rulings, which each card's module cites under its own ids."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _played(card: str, *hand: str) -> Driver:
    s = Scenario(players=2, seed=1)
    s.hand(0, card, *hand)
    d = Driver(s.build())
    d.play_land(0, card)
    return d


def offered(d: Driver) -> set[object]:
    return {a.value for a in d.expect("choose_cards").actions if isinstance(a, Choose)}


def check_taps_for_either_color(card: str, colors: tuple[str, str]) -> None:
    """Each of ``colors``, tapped for on its own, is all the mana it adds."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, card)
    for color in colors:
        d = Driver(s.build())
        d.mana(0, card, color)
        assert d.state.players[0].mana_pool == {color: 1}


def check_reveal_or_tapped(card: str, basic: str, other: str) -> None:
    """Revealing ``basic`` lets it enter untapped; declining, or with only ``other`` (a land
    of neither type) in hand, it enters tapped."""
    d = _played(card, basic, other)
    assert offered(d) == {d.find(basic), None}
    d.choose(d.find(basic))
    assert not d.state.objects[d.find(card, "battlefield")].tapped
    assert d.zone_of(basic) == "hand"  # revealed, not moved
    shown = [e for e in d.state.log if e.kind == "reveal"]
    assert [e.obj for e in shown] == [d.find(basic)] and shown[0].data["to"] == "all"
    d = _played(card, basic)
    d.choose(None)
    assert d.state.objects[d.find(card, "battlefield")].tapped
    assert not [e for e in d.state.log if e.kind == "reveal"]
    d = _played(card, other)
    # Nothing to reveal: asked all the same, only "none" to answer, so that whether the
    # player is asked tells the opponent nothing of the hidden hand (CR 400.2)
    assert offered(d) == {None}
    d.choose(None)
    assert d.state.objects[d.find(card, "battlefield")].tapped


def check_nonbasic_land_of_the_type(card: str, dual: str) -> None:
    """Any land card with one of the subtypes, basic or not (``dual``: a nonbasic one)."""
    d = _played(card, dual)
    assert offered(d) == {d.find(dual), None}
    d.choose(d.find(dual))
    assert not d.state.objects[d.find(card, "battlefield")].tapped


def check_itself_is_not_of_the_type(card: str) -> None:
    """The land is not of those subtypes: another copy in hand can't be revealed (only
    "none" is offered, CR 400.2)."""
    d = _played(card, card)
    assert offered(d) == {None}
    d.choose(None)
    assert d.state.objects[d.find(card, "battlefield")].tapped
    assert d.decision.kind == "priority"


def check_entering_together_from_the_hand(card: str, basic: str) -> None:
    """Wrenn and Seven's [0] puts both from the hand onto the battlefield tapped, at once:
    ``basic``, entering with it, may be revealed (the choice is made before either moves),
    and both still enter tapped, as the effect says."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Wrenn and Seven")
    s.hand(0, card, basic)
    d = Driver(s.build())
    d.activate(0, "Wrenn and Seven", index=1)
    d.resolve()
    d.choose(d.find(card))
    d.choose(d.find(basic))  # no other land card left in the hand to choose
    assert offered(d) == {d.find(basic), None}
    d.choose(d.find(basic))
    assert d.state.objects[d.find(card, "battlefield")].tapped
    assert d.state.objects[d.find(basic, "battlefield")].tapped
