"""Shared checks for the official amass rulings (CR 701.47) printed with Midnight Hunt
Commander cards that amass and give Zombie tokens an ability. A card's test module runs them
with ``pytest.mark.parametrize`` over its own ruling ids, giving an ``AmassCard``: its name,
the lands that cast it, the amass number, and the keyword its Zombie tokens get.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING


@dataclass(frozen=True)
class AmassCard:
    name: str
    lands: tuple[str, ...]
    amount: int
    keyword: str
    upkeep: bool = False
    """The amass happens at the beginning of its controller's upkeep (the card starts on the
    battlefield) rather than as it enters."""


def _cast(card: AmassCard, *mine: str, small_sage: bool = False) -> Driver:
    """The amass ability is on the stack (or, already resolving, asking for an Army).
    ``small_sage``: player 0 also has Gyre Sage (evolve) with a -1/-1 counter, a 0/1."""
    s = Scenario(seed=1)
    s.battlefield(0, *card.lands, *mine)
    if small_sage:
        s.battlefield(0, "Gyre Sage", counters={"-1/-1": 1})
    if card.upkeep:
        s.battlefield(0, card.name)
        s.library(0, "Swamp", "Swamp")
        s.at("end", active=1, turn=2)
        d = Driver(s.build())
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        return d
    s.hand(0, card.name)
    d = Driver(s.build())
    d.cast(0, card.name)
    d.resolve()
    return d


def _answer_amass(d: Driver, army: int | None = None) -> None:
    """Resolve the amass trigger, choosing ``army`` (or the only Army) for the counters."""
    while d.state.stack:
        if d.decision.kind == "choose_cards":
            opts = [a.value for a in d.game.legal_actions() if a.value is not None]
            d.choose(army if army is not None else opts[0])
        else:
            d.pass_priority()


def any_army_may_be_chosen(card: AmassCard) -> None:
    """“Army is a new creature type. It's possible to control a nontoken Army (perhaps a
    creature with the changeling ability) ...”: with Avian Changeling (an Army) already there,
    no token is created; the counters may go on either of two Armies."""
    assert AVIAN_CHANGELING
    d = _cast(card, "Avian Changeling", "Avian Changeling")
    first, second = d.ids("Avian Changeling", "battlefield")
    while d.decision.kind != "choose_cards":
        d.pass_priority()
    assert {a.value for a in d.game.legal_actions()} == {first, second}
    d.choose(second)
    assert d.state.objects[second].counters.get("+1/+1") == card.amount
    assert not d.state.objects[first].counters.get("+1/+1")
    assert not d.ids("Zombie Army Token", "battlefield")


def token_enters_as_a_zero_zero(card: AmassCard) -> None:
    """“If you don't control an Army, the Zombie Army token that you create enters the
    battlefield as a 0/0 creature ...”: it enters with no counters, then gets them (and, with
    them, survives)."""
    d = _cast(card)
    _answer_amass(d)
    army = d.find("Zombie Army Token", "battlefield")
    entered = [e for e in d.game.log if e.kind == "zone_change" and e.new_obj == army]
    assert entered and not (entered[0].data.get("counters") or {})
    assert d.state.objects[army].counters.get("+1/+1") == card.amount
    assert "Army" in d.chars(army).subtypes and "Zombie" in d.chars(army).subtypes
    # "... Any abilities that trigger when a creature with a certain power enters the
    # battlefield ... will see the token enter as a 0/0": Gyre Sage, a 0/1, evolves for the
    # amass card entering (if it was cast), never for the 0/0 token, which gets a power greater
    # than the Sage's only afterwards. Both orders of the card's two triggers are tried.
    for first in (0, 1):
        d = _cast(card, small_sage=True)
        sage = d.find("Gyre Sage")
        evolved: set[int] = set()
        for _ in range(40):
            evolved |= {o for o in d.state.stack if d.state.objects[o].source == sage}
            if not d.state.stack and d.decision.kind == "priority":
                break
            if d.decision.kind == "order_triggers":
                d.choose(d.decision.actions[first].value)  # type: ignore[attr-defined]
            elif d.decision.kind == "choose_cards":
                d.choose([a.value for a in d.game.legal_actions() if a.value is not None][0])
            else:
                d.pass_priority()
        army = d.find("Zombie Army Token", "battlefield")
        assert d.chars(army).power == card.amount
        assert len(evolved) == (0 if card.upkeep else 1)


def any_zombie_token_gets_the_bonus(card: AmassCard) -> None:
    """“Some cards that cause you to amass also provide bonuses to “Zombie tokens.” These
    affect any token that happens to be a Zombie ...”: Army of the Damned's Zombies get it
    too; a nontoken Zombie and another player's Zombie tokens don't."""
    s = Scenario(seed=1)
    s.battlefield(0, card.name, "Fleshbag Marauder", *["Swamp"] * 8)
    s.hand(0, "Army of the Damned")
    d = Driver(s.build())
    d.cast(0, "Army of the Damned")
    d.resolve()
    zombies = d.ids("Zombie Token", "battlefield", player=0)
    assert len(zombies) == 13
    assert all(d.chars(z).has(card.keyword) for z in zombies)
    assert not d.chars(d.find("Fleshbag Marauder")).has(card.keyword)
    assert all(d.state.objects[z].zone is Zone.BATTLEFIELD for z in zombies)
