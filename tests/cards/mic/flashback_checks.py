"""Shared checks for the official flashback rulings (CR 702.34) that Midnight Hunt Commander
prints for each card with flashback. A card's test module runs them with
``pytest.mark.parametrize`` over ``CHECKS``, one ``pytest.param`` per ruling id, giving a
``FlashbackCard``: the card, the basic land paying its flashback cost (that many of them: the
full cost, no commander), what else player 0 needs on the battlefield, the targets to choose,
a test that its effect happened, and what player 1 needs on the battlefield and in their
graveyard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


@dataclass(frozen=True)
class FlashbackCard:
    name: str
    land: str
    lands: int
    mana_value: int
    battlefield: tuple[str, ...]
    targets: Callable[[Driver], list[int]]
    done: Callable[[Driver], bool]
    opponent: tuple[str, ...] = ()
    """What player 1 has on the battlefield besides the Islands paying for its counterspell."""
    opponent_graveyard: tuple[str, ...] = ()
    """What player 1 has in their graveyard."""
    library: tuple[str, ...] = ()
    """Player 0's library, top card first (for an effect that looks at it)."""


def _game(card: FlashbackCard, lands: int | None = None, hand: bool = False,
          active: int = 0, step: str = "precombat_main", cursed: bool = False) -> Driver:
    """``cursed``: player 1's Curse of Silence enchants player 0, naming the card (its spells
    of that name cost {2} more)."""
    s = Scenario(seed=1)
    n = card.lands if lands is None else lands
    s.battlefield(0, *[card.land] * n, *card.battlefield)
    if cursed:
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": card.name})
    if hand:
        s.hand(0, card.name)
    else:
        s.graveyard(0, card.name)
    s.battlefield(1, "Island", "Island", "Island", "Island", *card.opponent)
    if card.opponent_graveyard:
        s.graveyard(1, *card.opponent_graveyard)
    if card.library:
        s.library(0, *card.library)
    s.hand(1, "Discombobulate")
    s.library(1, "Island")
    s.at(step, active=active)
    return Driver(s.build())


def _flashback(d: Driver, card: FlashbackCard) -> CastSpell:
    return CastSpell(d.find(card.name, "graveyard"), "flashback")


def _cast(d: Driver, card: FlashbackCard) -> int:
    return d.cast(0, card.name, method="flashback", targets=card.targets(d))


def exiled_when_countered(card: FlashbackCard) -> None:
    """"Flashback [cost]" means "You may cast this card from your graveyard by paying [cost]
    rather than paying its mana cost" and "If the flashback cost was paid, exile this card
    instead of putting it anywhere else any time it would leave the stack."": countered by
    Discombobulate, it is exiled, and did nothing."""
    d = _game(card)
    sid = _cast(d, card)
    assert all(d.state.objects[m].tapped for m in d.ids(card.land, player=0))
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    assert d.zone_of(card.name) == "exile"
    assert not card.done(d)


def sorcery_timing(card: FlashbackCard) -> None:
    """"You must still follow any timing restrictions and permissions ...": not castable with
    flashback in an opponent's upkeep, castable in its controller's main phase."""
    d = _game(card, active=1, step="upkeep")
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d, card) not in d.game.legal_actions()
    d2 = _game(card)
    assert _flashback(d2, card) in d2.game.legal_actions()


def cost_and_mana_value(card: FlashbackCard) -> None:
    """"To determine the total cost of a spell, start with the mana cost or alternative cost
    (such as a flashback cost) ...": the whole flashback cost is paid, the spell's mana value
    is still its mana cost's, and one land fewer is not enough. A cost increase is added to the
    flashback cost (CR 601.2f): with Curse of Silence naming it, two more lands pay it, one
    more doesn't."""
    d = _game(card)
    sid = _cast(d, card)
    assert all(d.state.objects[m].tapped for m in d.ids(card.land, player=0))
    assert d.chars(sid).mana_value == card.mana_value
    short = _game(card, lands=card.lands - 1)
    assert _flashback(short, card) not in short.game.legal_actions()
    cursed = _game(card, lands=card.lands + 2, cursed=True)
    sid = _cast(cursed, card)
    assert all(cursed.state.objects[m].tapped for m in cursed.ids(card.land, player=0))
    assert cursed.chars(sid).mana_value == card.mana_value
    short = _game(card, lands=card.lands + 1, cursed=True)
    assert _flashback(short, card) not in short.game.legal_actions()


def always_exiled(card: FlashbackCard) -> None:
    """"A spell cast using flashback will always be exiled afterward, whether it resolves, is
    countered, or leaves the stack in some other way.": it resolves, then is exiled; countered
    (by Discombobulate, which doesn't exile it by itself), it is exiled too (CR 702.34a)."""
    d = _game(card)
    _cast(d, card)
    d.resolve()
    assert card.done(d)
    assert d.zone_of(card.name) == "exile"
    exiled_when_countered(card)


def never_cast_before(card: FlashbackCard) -> None:
    """"You can cast a spell using flashback even if it was somehow put into your graveyard
    without having been cast.": it starts the game in the graveyard."""
    d = _game(card)
    assert _flashback(d, card) in d.game.legal_actions()
    _cast(d, card)
    d.resolve()
    assert card.done(d)


def cast_before_anyone_else(card: FlashbackCard) -> None:
    """"If a card with flashback is put into your graveyard during your turn, you can cast it
    if it's legal to do so before any other player can take any actions.": cast from the hand,
    it resolves and its controller has priority again, with flashback available."""
    s_lands = card.lands + 5
    d = _game(card, lands=s_lands, hand=True)
    d.cast(0, card.name, targets=card.targets(d))
    d.resolve()
    card.done(d)  # answers a choice its effect may wait for
    assert d.zone_of(card.name) == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d, card) in d.game.legal_actions()


CHECKS: tuple[Callable[[FlashbackCard], None], ...] = (
    exiled_when_countered, sorcery_timing, cost_and_mana_value, always_exiled,
    never_cast_before, cast_before_anyone_else)
"""In the order of the cards' official rulings."""
