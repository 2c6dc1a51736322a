"""Enduring Angel // Angelic Enforcer: what its card module
(``manastack.cards.mid.enduring_angel``, with the Oracle text and the rulings) can't say in the
vocabulary, as the extensions ``enduring_angel_life_would_reach_zero``,
``enduring_angel_transform_and_become_3``, ``angelic_enforcer_power_toughness_equal_life``,
``angelic_enforcer_double_life`` (CR 120.3a, 119.3, 614.1a, 604.3, 613.4a, 119.5).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.characteristics import chars
from manastack.rules.event_apply import APPLIERS
from manastack.rules.events import Event, simultaneous, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.transform import can_transform, turn_over

SAVE = "enduring_angel_save"


def _you(g: Any, src: int) -> int:
    return int(g.objects[src].controller)


@extension("enduring_angel_life_would_reach_zero")
def _would_reach_zero(g: Any, src: int, ev: Any) -> bool:
    """The event would reduce its controller's life total to 0 or less (damage or life loss;
    CR 120.3a, 119.3). It is the result of the whole event that counts (CR 120.4c): with the
    events happening at once (combat damage, CR 510.2), the life its controller loses and
    gains at the same time (lifelink, CR 120.3f, that of its own damage included). The whole
    event's result is replaced once, by one Angel: its other reductions of that life total
    are covered by the Angel already replacing one of them (``_instead``), and no other
    Angel applies to them."""
    you = _you(g, src)
    if ev.player != you or ev.amount <= 0 or ev.data.get("life_becomes") is not None:
        return False
    events = simultaneous() or (ev,)
    saving = [e for e in events if e.kind == SAVE and e.player == you]
    if saving:
        return any(e.obj == src for e in saving)
    return int(g.players[you].life) + sum(_change(g, e, you) for e in events) <= 0


def _change(g: Any, ev: Any, you: int) -> int:
    """How much the event ``ev`` changes player ``you``'s life total: lowered by damage dealt
    to them and life they lose, raised by life they gain, the damage of a source with
    lifelink they control included, even dealt to them (CR 120.3a, 120.3f)."""
    n = max(0, ev.amount)
    change = 0
    if ev.player == you and ev.kind in ("damage", "life_loss"):
        change -= n
    elif ev.player == you and ev.kind == "life_gain":
        change += n
    if ev.kind == "damage":
        c = ev.lki if ev.lki is not None else (
            chars(g, ev.source) if ev.source in g.objects else None)
        if c is not None and c.has("Lifelink") and c.controller == you:
            change += n
    return change


@extension("enduring_angel_transform_and_become_3")
def _instead(g: Any, src: int, ev: Any) -> Any:
    """CR 614.1a: transform it and the life total becomes 3 instead (the damage is still dealt,
    so lifelink and "deals damage" still see it); then, if it didn't transform, that player
    loses the game. Another reduction of that life total happening at once, part of the same
    event, makes it 3 too, the Angel transforming once (CR 120.4c)."""
    if any(e.kind == SAVE and e.obj == src for e in simultaneous()):
        return ev.but(data={**ev.data, "life_becomes": 3})
    return [Event(SAVE, obj=src, player=_you(g, src)),
            ev.but(data={**ev.data, "life_becomes": 3})]


def _save(g: Any, ev: Event) -> list[Event]:
    """Transform the Angel if it can (only a double-faced permanent can, MID-RN-203); if it
    didn't transform, its controller loses the game (CR 104.3e)."""
    out: list[Event] = [ev]
    if ev.obj is not None and can_transform(g, ev.obj):
        out.append(turn_over(g, ev.obj))
    else:
        submit(g, Event("lose", player=ev.player, data={"reason": "enduring_angel"}))
    return out


APPLIERS[SAVE] = _save


@extension("angelic_enforcer_power_toughness_equal_life")
def _life_total(g: Any, c: Any, ce: Any) -> None:
    """Angelic Enforcer's power and toughness are each equal to your life total (CR 604.3,
    613.4a: a characteristic-defining ability)."""
    life = int(g.players[c.controller].life)
    c.power = c.toughness = life


@extension("angelic_enforcer_double_life")
def _double_life(g: Any, fid: int) -> None:
    """Double your life total: gain (or, below 0, lose) life so it becomes twice what it was
    (CR 119.5, MID-RN-204)."""
    frame = g.frames[fid]
    you = frame["controller"]
    life = int(g.players[you].life)
    if life > 0:
        submit(g, Event("life_gain", player=you, amount=life))
    elif life < 0:
        submit(g, Event("life_loss", player=you, amount=-life))

