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
        submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND,
                               to_zone=Zone.GRAVEYARD, player=g.objects[c].owner,
                               data={"cause": "discard"}) for c in chosen])
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


def discard(g: GameState, p: int, card: int) -> None:
    """CR 701.9: move a card from its owner's hand to their graveyard."""
    submit(g, Event("zone_change", obj=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                    player=p, data={"cause": "discard"}))


@effect(E.DiscardChosenBy)
def _discard_chosen_by(g: GameState, e: E.DiscardChosenBy, fid: int,
                       frame: dict[str, Any]) -> None:
    you = frame["controller"]
    for p in players(g, e.who, frame):
        g.extra.setdefault("revealed_hands", [])
        for c in g.players[p].hand:
            learn_all(g, c)  # CR 701.20a: known to all while in the hand (rules.known_cards)
        g.log.append(Event("reveal_hand", player=p, data={"to": "all",
                                                          "cards": tuple(g.players[p].hand)}))
        cands = [c for c in g.players[p].hand if e.filter is None or
                 matches(g, c, e.filter.but(zone=Zone.HAND, owner=None), you, None)]
        if not cands:
            continue
        push(g, "discard_pick_other", p, fid)
        ask(g, you, "choose_cards", tuple(cands), fid, "other_pick",
            prompt="Choose a card for that player to discard")
        return


@handler("discard_pick_other")
def _discard_pick_other(g: GameState, p: int, fid: int) -> None:
    discard(g, p, g.frames[fid].pop("other_pick"))


@effect(E.Mill)
def _mill(g: GameState, e: E.Mill, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs = []
    for p in players(g, e.who, frame):
        for c in g.players[p].library[:n]:
            evs.append(Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                             to_zone=Zone.GRAVEYARD, player=p, data={"cause": "mill"}))
    submit_batch(g, evs)

