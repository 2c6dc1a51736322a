"""Which players know a card in a hidden zone (CR 400.2, 400.7, 401.4, 701.20, 701.24a).

A hand and a library hide their cards (CR 400.2), yet a player may know some of them. Apart
from what the rules let a player look at whenever they like — their own hand (CR 402.3), a
teammate's (CR 810.5), a library's top card they may look at or that is revealed (CR 401.5,
``rules.library_top``) — player P knows the card object C in a hand or a library when

* P saw C there: C was revealed (to every player, CR 701.20a) or P looked at it (CR 701.20e)
  while it was that object in that zone; or
* P saw C arrive: C is the new object (CR 400.7) of a card whose move there P could follow —
  a card leaving a public zone face up is seen by every player (CR 400.2), and so is a
  face-down permanent or spell, revealed as it leaves (CR 708.9); a card leaving a library
  or a face-down exile is followed by the players who knew which card it was there; a card
  leaving a hand face down, into a library or another hand, by its owner (and their team,
  CR 810.5), and by who knew it there only if it was the hand's only card.

P keeps knowing C for as long as C stays that object (CR 400.7: a zone change ends it, the
move itself being followed or not as above). In a library, knowing C means knowing which card
of the face-down pile it is, and so its place: cards drawn, milled, or put on the top or the
bottom one at a time move it before every player's eyes. That knowledge ends

* when the library is shuffled (CR 701.24a: no player knows the order; 701.20d);
* when C is put back among other cards of the library in an order someone chose without
  showing it (CR 401.4, 701.20d: "reordered"): only that player still knows C, and nobody
  does when the order is random; a card put back alone keeps its place in sight of all;
* when C goes into a library at the same time as other cards to the same place (CR 401.4:
  their owner arranges them and doesn't reveal the order): only the owner knows C there.

A hand is no pile: its owner holds its cards in any order (CR 402.3), so the others know
which cards it holds, not which card is which. When a card leaves it face down (a face-down
spell, a card put into a library) they can't tell which one went: they no longer know any
card of it. When a card leaves it face up, a player who knew a card of that name there, but
not that very one, knows one card of that name fewer (``left_hand``).

What a player knows of such cards as a set (the bottom three are these three, in an order they
didn't see) is not recorded: only a card known where it is.

The players are recorded in ``GameObject.known_to`` (a hand's owner needn't be: they know the
whole hand), with, for what was shown to all (revealed, or seen leaving a public zone), the
index ``len(g.players)`` standing for anyone watching who is no player (``views.SPECTATOR``, the
bit of ``rules.information.everyone``): it is public. The views show a player the cards they
know (``views.can_see``), and the log names a card's next move to them (``rules.information``)
and links it by its id while they know it (``manastack.log_links``); as it leaves a hand, only
for who can tell it from the hand's other cards (``identified``).
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.rules.information import true_name
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

HIDDEN = (Zone.HAND, Zone.LIBRARY)


def learn(g: GameState, oid: int, players: Iterable[int]) -> None:
    """``players`` see card ``oid`` (revealed to them, or they look at it, CR 701.20): if it is
    in a hand or a library, they know it while it stays there (the module's docstring)."""
    o = g.objects.get(oid)
    if o is None or o.zone not in HIDDEN:
        return
    known = o.known_to | frozenset(players)
    if known != o.known_to:
        g.mut(oid).known_to = known


def learn_all(g: GameState, oid: int) -> None:
    """Card ``oid`` is revealed: every player sees it (CR 701.20a), and so does anyone
    watching (``public``)."""
    learn(g, oid, public(g))


def public(g: GameState) -> frozenset[int]:
    """Every player, and ``len(g.players)``: anyone watching who is no player."""
    return frozenset(range(len(g.players) + 1))


def followed(g: GameState, oid: int, arranged_by: int | None = None) -> frozenset[int]:
    """The players who know which card ``oid`` is as it moves into a hand or a library, and
    so know the new object it becomes there (CR 400.7). ``arranged_by``: the card goes into a
    library with other cards to the same place, arranged by that player, who doesn't reveal
    the order (CR 401.4): only they may know it there."""
    o = g.objects[oid]
    every = public(g)
    who: frozenset[int] | set[int]
    if o.zone is Zone.HAND:
        # face down out of a hand: who holds it sees which card it is, and who knew it there
        # if it was the hand's only card
        who = {o.owner} | (o.known_to if g.players[o.owner].hand == [oid] else set())
        if g.teams is not None:
            who |= set(g.teams[o.owner])  # CR 810.5: the team reviews its hands
    elif o.zone is Zone.LIBRARY:
        from manastack.rules.library_top import may_look, revealed
        who = every if revealed(g, oid) else \
            o.known_to | ({o.owner} if may_look(g, o.owner, oid) else set())
    elif o.face_down and o.zone is not Zone.BATTLEFIELD and o.zone is not Zone.STACK:
        who = o.known_to  # CR 406.3: exiled face down, known to who may look at it
    else:
        who = every  # CR 400.2, 708.9: from a public zone, face up or revealed as it leaves
    if arranged_by is not None:
        who &= {arranged_by}
    return frozenset(who)


def identified(g: GameState, oid: int) -> frozenset[int]:
    """The players other than its owner who can tell which card of its owner's hand card
    ``oid`` is (its hand held in any order, CR 402.3): they know it, and no other card of that
    hand could be it to them — each is one they know, of another name. Only they follow it as
    it leaves the hand (the log links it for them, ``rules.information``)."""
    o = g.objects[oid]
    if not o.known_to:
        return frozenset()
    name = true_name(g, oid)
    others = [g.objects[c] for c in g.players[o.owner].hand if c != oid]
    return frozenset(p for p in o.known_to if all(
        p in c.known_to and true_name(g, c.id) != name for c in others))


def reordered(g: GameState, cards: Iterable[int], arranger: int | None) -> None:
    """Library ``cards`` were put back in an order ``arranger`` chose without revealing it
    (None: a random order), CR 401.4, 701.20d: a player other than ``arranger`` no longer
    knows which of them is which. One card alone was moved in sight of all: it stays known."""
    cards = tuple(cards)
    if len(cards) < 2:
        return
    keep = frozenset() if arranger is None else frozenset({arranger})
    for c in cards:
        o = g.objects.get(c)
        if o is not None and o.known_to - keep:
                g.mut(c).known_to = o.known_to & keep


def left_hand(g: GameState, oid: int, seen: bool) -> None:
    """Card ``oid`` is leaving its owner's hand, shown to all as it goes (``seen``: a spell
    cast face up, a land played, a card discarded or put into another public zone) or not (a
    face-down spell, a card put into a library). Unseen, no player but the hand's owner can
    tell which card left: the others no longer know any card of that hand (CR 402.3, 400.2).
    Seen, a player who knew a card of that name in the hand but not that one can't tell the
    two apart: they know one card of that name there fewer."""
    o = g.objects[oid]
    hand = g.players[o.owner].hand
    others = [c for c in hand if c != oid and g.objects[c].known_to]
    if not others:
        return
    if not seen:
        for c in others:
            g.mut(c).known_to = frozenset()
        return
    name = true_name(g, oid)
    for q in public(g) - o.known_to:
        for c in others:
            if q in g.objects[c].known_to and true_name(g, c) == name:
                g.mut(c).known_to = g.objects[c].known_to - {q}
                break
