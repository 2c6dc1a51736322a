"""Owners putting objects on the top or bottom of their libraries (CR 401.4, 101.4):
"For each attacking creature, its owner puts it on the top or bottom of their library."
(Aetherspouts, ``OwnerPutsOnTopOrBottom``).

Each owner chooses, for each of their objects, top or bottom; the active player makes all of
their choices first, then each other player in turn order (CR 101.4, ruling MIC-OR-0142). Then
each owner arranges the cards going to the same end of their library (CR 401.4): they are
chosen in the order they will have, from the top down. All the objects move at once, as one
event (a commander's owner may put it into the command zone instead, CR 903.9b). The order
is hidden (CR 401.2, ruling MIC-OR-0143): the moves are logged in an order that doesn't depend
on the owner's arrangement, and the cards' new ids in the library are known to no one.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect, objs
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

TOP, BOTTOM = "top", "bottom"


@effect(E.OwnerPutsOnTopOrBottom)
def _owner_puts_on_top_or_bottom(g: GameState, e: E.OwnerPutsOnTopOrBottom, fid: int,
                                 frame: dict[str, Any]) -> None:
    order = {p: i for i, p in enumerate(g.player_ids())}
    found = [o for o in objs(g, e.what, frame) if g.objects[o].owner in order]
    found.sort(key=lambda o: (order[g.objects[o].owner], o))  # APNAP (CR 101.4)
    push(g, "top_or_bottom_next", tuple(found), (), fid)


@handler("top_or_bottom_next")
def _next(g: GameState, left: tuple[int, ...], chosen: tuple[tuple[int, str], ...],
          fid: int) -> None:
    left = tuple(o for o in left if o in g.objects)
    if not left:
        push(g, "top_or_bottom_arrange", chosen, (), fid)
        return
    o = left[0]
    push(g, "top_or_bottom_answer", left, chosen, fid)
    ask(g, g.objects[o].owner, "top_or_bottom", (TOP, BOTTOM), fid, "end",
        prompt="Put it on the top or the bottom of your library?", source=o)


@handler("top_or_bottom_answer")
def _answer(g: GameState, left: tuple[int, ...], chosen: tuple[tuple[int, str], ...],
            fid: int) -> None:
    end = g.frames[fid].pop("end")
    push(g, "top_or_bottom_next", left[1:], chosen + ((left[0], end),), fid)


@handler("top_or_bottom_arrange")
def _arrange(g: GameState, chosen: tuple[tuple[int, str], ...],
             arranged: tuple[tuple[int, str, tuple[int, ...]], ...], fid: int) -> None:
    """Each owner, in APNAP order, arranges each group of two or more (CR 401.4)."""
    done = {(p, end) for p, end, _ in arranged}
    groups: dict[tuple[int, str], list[int]] = {}
    for o, end in chosen:
        if o in g.objects:
            groups.setdefault((g.objects[o].owner, end), []).append(o)
    for key, cards in groups.items():
        if key in done:
            continue
        if len(cards) == 1:
            push(g, "top_or_bottom_arrange", chosen, arranged + ((*key, tuple(cards)),), fid)
            return
        push(g, "top_or_bottom_order", chosen, arranged, key, tuple(cards), (), fid)
        return
    _move(g, arranged)


@handler("top_or_bottom_order")
def _order(g: GameState, chosen: tuple[tuple[int, str], ...],
           arranged: tuple[tuple[int, str, tuple[int, ...]], ...], key: tuple[int, str],
           left: tuple[int, ...], ordered: tuple[int, ...], fid: int) -> None:
    if len(left) <= 1:
        push(g, "top_or_bottom_arrange", chosen, arranged + ((*key, ordered + left),), fid)
        return
    push(g, "top_or_bottom_ordered", chosen, arranged, key, left, ordered, fid)
    where = "top" if key[1] == TOP else "bottom"
    ask(g, key[0], "order_cards", left, fid, "pick",
        prompt=f"Choose the next card for the {where} of your library, from the top down",
        variant=where)


@handler("top_or_bottom_ordered")
def _ordered(g: GameState, chosen: tuple[tuple[int, str], ...],
             arranged: tuple[tuple[int, str, tuple[int, ...]], ...], key: tuple[int, str],
             left: tuple[int, ...], ordered: tuple[int, ...], fid: int) -> None:
    pick = g.frames[fid].pop("pick")
    push(g, "top_or_bottom_order", chosen, arranged, key, tuple(o for o in left if o != pick),
         ordered + (pick,), fid)


def _move(g: GameState, arranged: tuple[tuple[int, str, tuple[int, ...]], ...]) -> None:
    """All at once: the top group placed from its lowest card up, the bottom group from its
    highest card down, so each ends in the order chosen."""
    evs: list[Event] = []
    for owner, end, cards in arranged:
        seq = reversed(cards) if end == TOP else iter(cards)
        data: dict[str, Any] = {"position": end}
        if len(cards) > 1:
            # CR 401.4: the owner arranged them and doesn't reveal the order: only they know
            # which card is where (rules.known_cards)
            data["arranged_by"] = owner
        for o in seq:
            if o in g.objects:
                evs.append(Event("zone_change", obj=o, from_zone=g.objects[o].zone,
                                 to_zone=Zone.LIBRARY, player=owner, data=dict(data)))
    if not evs:
        return
    # One event; the log shows the moves in an order that reveals no arrangement (CR 401.2).
    submit(g, Event("batch", data={"events": tuple(evs), "log_sorted": True}))
