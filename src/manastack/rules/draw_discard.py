"""Drawing (CR 121), discarding (CR 701.9) and milling (CR 701.17) as one-shot effects.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit, submit_all
from manastack.rules.instructions import handler, push
from manastack.rules.known_cards import learn_all
from manastack.rules.one_shot import amt, effect, players
from manastack.rules.pipeline import submit_batch
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.Draw)
def _draw(g: GameState, e: E.Draw, fid: int, frame: dict[str, Any]) -> None:
    """Each player draws ``amount`` cards, one draw at a time (CR 121.2); when several players
    draw, the active player makes all their draws first, then each other player in turn
    order (CR 121.2c), whatever order the effect named them in (targets, say)."""
    n = amt(g, e.amount, frame)
    who = players(g, e.who, frame)
    evs: list[Event] = []
    for p in g.player_ids():
        evs.extend(Event("draw", player=p) for _ in range(n * who.count(p)))
    submit_all(g, evs)


@effect(E.DiscardHand)
def _discard_hand(g: GameState, e: E.DiscardHand, fid: int, frame: dict[str, Any]) -> None:
    cards = [(p, c) for p in players(g, e.who, frame) for c in g.players[p].hand]
    frame["discarded"] = len(cards)
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           player=p, data={"cause": "discard"}) for p, c in cards])


@effect(E.Discard)
def _discard(g: GameState, e: E.Discard, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    push(g, "discard_choose", tuple(players(g, e.who, frame)), n, e.random, e.filter, (), fid)


@handler("discard_choose")
def _discard_choose(g: GameState, ps: tuple[int, ...], n: int, rnd: bool, f: Any,
                    chosen: tuple[int, ...], fid: int) -> None:
    """CR 701.9, 101.4, 101.4a: each player in turn, from the active player, chooses the cards
    they discard (``n`` each, or all they have; at random with ``rnd``); the cards chosen stay
    in their hands, unseen by the others, until every player has chosen; then all of them are
    discarded at once. A card of a player who left the game meanwhile left with them (CR
    800.4a)."""
    chosen = tuple(c for c in chosen if c in g.objects and g.objects[c].zone is Zone.HAND)
    if not ps:
        _discard_at_once(g, chosen)
        return
    p = ps[0]
    left = n - sum(1 for c in chosen if g.objects[c].owner == p)
    hand = [c for c in g.players[p].hand if c not in chosen and (
        f is None or matches(g, c, f.but(zone=Zone.HAND, owner=None), p, None))]
    if left <= 0 or not hand:
        push(g, "discard_choose", ps[1:], n, rnd, f, chosen, fid)
        return
    if rnd:
        push(g, "discard_choose", ps, n, rnd, f, chosen + (hand[g.rng.below(len(hand))],), fid)
        return
    if len(hand) <= left:
        push(g, "discard_choose", ps[1:], n, rnd, f, chosen + tuple(hand), fid)
        return
    push(g, "discard_chosen", ps, n, rnd, f, chosen, fid)
    ask(g, p, "discard", tuple(hand), fid, "discard_pick", prompt=f"Discard a card ({left} left)",
        left=left)


@handler("discard_chosen")
def _discard_chosen(g: GameState, ps: tuple[int, ...], n: int, rnd: bool, f: Any,
                    chosen: tuple[int, ...], fid: int) -> None:
    pick = g.frames[fid].pop("discard_pick")
    push(g, "discard_choose", ps, n, rnd, f, chosen + (pick,), fid)


def _discard_at_once(g: GameState, cards: tuple[int, ...]) -> None:
    """CR 701.9a: each of ``cards`` is moved from its owner's hand to their graveyard, all at
    once."""
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           player=g.objects[c].owner, data={"cause": "discard"})
                     for c in cards])


def discard(g: GameState, p: int, card: int) -> None:
    """CR 701.9: move a card from its owner's hand to their graveyard."""
    submit(g, Event("zone_change", obj=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                    player=p, data={"cause": "discard"}))


@effect(E.DiscardChosenBy)
def _discard_chosen_by(g: GameState, e: E.DiscardChosenBy, fid: int,
                       frame: dict[str, Any]) -> None:
    """"[Who] reveals their hand. You choose [amount] [filter] cards from it. That player
    discards those cards": every player named reveals their hand (CR 701.20a), then the
    controller chooses from each hand in turn, in the order the players are named (each
    opponent: APNAP order, CR 101.4), and the chosen cards are discarded at once (CR
    701.9a-b)."""
    who = tuple(players(g, e.who, frame))
    for p in who:
        for c in g.players[p].hand:
            learn_all(g, c)  # CR 701.20a: known to all while in the hand (rules.known_cards)
        g.log.append(Event("reveal_hand", player=p, data={"to": "all",
                                                          "cards": tuple(g.players[p].hand)}))
    push(g, "discard_choose_other", who, amt(g, e.amount, frame), e.filter,
         frame["controller"], (), fid)


@handler("discard_choose_other")
def _discard_choose_other(g: GameState, ps: tuple[int, ...], n: int, f: Any, you: int,
                          chosen: tuple[int, ...], fid: int) -> None:
    """CR 701.9b: ``you`` chooses up to ``n`` matching cards from the hand of each player of
    ``ps`` in turn; once all are chosen, their owners discard them at once."""
    if not ps:
        _discard_at_once(g, chosen)
        return
    p = ps[0]
    # (A card chosen from the hand of a player who then left the game left with them.)
    chosen = tuple(c for c in chosen if c in g.objects)
    cands = [c for c in g.players[p].hand if c not in chosen and (
        f is None or matches(g, c, f.but(zone=Zone.HAND, owner=None), you, None))]
    if sum(1 for c in chosen if g.objects[c].owner == p) >= n or not cands:
        push(g, "discard_choose_other", ps[1:], n, f, you, chosen, fid)
        return
    push(g, "discard_chosen_other", ps, n, f, you, chosen, fid)
    ask(g, you, "choose_cards", tuple(cands), fid, "other_pick",
        prompt="Choose a card for that player to discard")


@handler("discard_chosen_other")
def _discard_chosen_other(g: GameState, ps: tuple[int, ...], n: int, f: Any, you: int,
                          chosen: tuple[int, ...], fid: int) -> None:
    pick = g.frames[fid].pop("other_pick")
    if pick is None:  # nothing left to choose: that player left the game (CR 800.4a)
        push(g, "discard_choose_other", ps[1:], n, f, you, chosen, fid)
        return
    push(g, "discard_choose_other", ps, n, f, you, chosen + (pick,), fid)


@effect(E.Mill)
def _mill(g: GameState, e: E.Mill, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs = []
    for p in players(g, e.who, frame):
        for c in g.players[p].library[:n]:
            evs.append(Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                             to_zone=Zone.GRAVEYARD, player=p, data={"cause": "mill"}))
    submit_batch(g, evs)

