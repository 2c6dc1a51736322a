"""Looking at hidden cards: face-down permanents (CR 708.5), a player's hand, any card a player
looks at or reveals (CR 701.20, ``manastack.dsl.looking``).

Looking is private: only the player who looks learns the cards (ONS-FAQ-151, ONS-FAQ-153).
A face-down permanent looked at stays known to that player while it remains that object
(a ``looked:<player>`` flag, which ``face_down.may_look`` reads). A card revealed or looked at
in a hand or a library stays known to the players who saw it while it stays there
(``rules.known_cards``); the log names the cards to them.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.looking import LookAt, LookAtHand, Reveal, SortRevealed
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.known_cards import learn, learn_all
from manastack.rules.one_shot import effect, objs, players
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.RevealChosen)
def _reveal_chosen(g: GameState, e: E.RevealChosen, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.20a: the chosen cards are shown to every player; they stay where they are."""
    for c in tuple(frame.get(e.var) or ()):
        if c in g.objects:
            reveal(g, c, frame["controller"])
    g.version += 1


@effect(LookAt)
def _look_at(g: GameState, e: LookAt, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.20e: only the player who looks learns the cards."""
    who = players(g, e.who, frame)
    for c in objs(g, e.what, frame) if who else ():
        learn(g, c, (who[0],))
        g.log.append(Event("look", obj=c, player=who[0], data={"to": who[0]}))
    g.version += 1


@effect(Reveal)
def _reveal(g: GameState, e: Reveal, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.20a: every player sees the cards."""
    who = players(g, e.who, frame)
    for c in objs(g, e.what, frame) if who else ():
        reveal(g, c, who[0])
    g.version += 1


def reveal(g: GameState, oid: int, player: int) -> None:
    """CR 701.20a: ``player`` reveals card ``oid``: every player sees it. A card revealed in
    a hand or a library stays known to every player while it is there (``rules.known_cards``:
    in a library, until it is shuffled or reordered, CR 701.24a, 701.20d), so that every
    player's view shows it and its next move is named in every player's log: the lands Wrenn
    and Seven reveals and puts into the hand, the card Delver of Secrets revealed on top of
    the library as it is drawn, the cards Erratic Explosion reveals as they go to the bottom."""
    learn_all(g, oid)
    g.log.append(Event("reveal", obj=oid, player=player, data={"to": "all"}))


@effect(LookAtHand)
def _look_at_hand(g: GameState, e: LookAtHand, fid: int, frame: dict[str, Any]) -> None:
    """Only the player who looks learns the cards (recorded in the entry's data)."""
    whose = players(g, e.whose, frame)
    if not whose:
        return
    p = whose[0]
    seen = tuple(g.players[p].hand) + tuple(g.players[p].library[:e.top])
    for c in seen:
        learn(g, c, (frame["controller"],))
    g.log.append(Event("look_at_hand", player=p, data={
        "by": frame["controller"], "cards": tuple(g.players[p].hand),
        "top": tuple(g.players[p].library[:e.top])}))


@effect(SortRevealed)
def _sort_revealed(g: GameState, e: SortRevealed, fid: int, frame: dict[str, Any]) -> None:
    """The cards move at once, each to the zone its kind says (CR 608.2c)."""
    from manastack.rules.pipeline import submit_batch
    you = frame["controller"]
    submit_batch(g, [Event("zone_change", obj=c, from_zone=g.objects[c].zone,
                           to_zone=e.to if matches(g, c, e.filter.but(zone=g.objects[c].zone),
                                                   you, frame.get("source")) else e.rest_to,
                           player=g.objects[c].owner) for c in objs(g, e.what, frame)])


@effect(E.LookAtFaceDown)
def _look_face_down(g: GameState, e: E.LookAtFaceDown, fid: int, frame: dict[str, Any]) -> None:
    you = frame["controller"]
    for o in objs(g, e.what, frame):
        obj = g.objects[o]
        flag = f"looked:{you}"
        if obj.zone is Zone.BATTLEFIELD and obj.face_down and flag not in obj.flags:
            m = g.mut(o)
            m.flags = obj.flags | {flag}
            g.version += 1
        g.log.append(Event("look", obj=o, player=you))


@effect(E.LookAtTopMayReveal)
def _look_may_reveal(g: GameState, e: E.LookAtTopMayReveal, fid: int,
                     frame: dict[str, Any]) -> None:
    """The controller looks at the top card of their library: only they learn it (the prompt
    of their own decision names it); then they choose whether to reveal it."""
    you = frame["controller"]
    library = g.players[you].library
    if not library:
        return
    top = library[0]
    learn(g, top, (you,))
    g.log.append(Event("look", player=you, amount=1, data={"cards": (top,)}))
    push(g, "look_may_reveal_answered", e, top, fid)
    name = chars(g, top).name
    ask(g, you, "may", (True, False), fid, "_reveal_top", prompt=f"Reveal {name}?",
        source=frame.get("source"))


@handler("look_may_reveal_answered")
def _look_may_reveal_answered(g: GameState, e: E.LookAtTopMayReveal, top: int,
                              fid: int) -> None:
    """A revealed card is shown to every player (CR 701.20a) and stays where it is; ``then``
    follows only when it matches the filter."""
    frame = g.frames[fid]
    if not frame.pop("_reveal_top") or top not in g.objects:
        return
    o = g.objects[top]
    if o.zone is not Zone.LIBRARY:
        return
    you = frame["controller"]
    reveal(g, top, o.owner)
    if matches(g, top, e.filter.but(zone=Zone.LIBRARY, owner=None), you, frame.get("source")):
        push_all(g, [("effect", x, fid) for x in e.then])
