"""What a player sees of a card in exile beyond the card (``manastack.views``): the permanent
it was exiled with (CR 607.2a, 610.3) and who may play it, until when (CR 601.2a, 305.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack.game import Game


def exile_links(game: Game, oid: int) -> dict[str, Any]:
    """What is public about card ``oid`` in exile beyond the card: the permanent it was
    exiled with (``exiled_with``: the object id of the source of linked abilities, CR 607.2a,
    or of "until [this] leaves the battlefield", CR 610.3), while that permanent is still the
    same object; and the player who may play it (``may_play``) with the turn the permission
    ends (``may_play_until``, None: as long as it stays exiled; CR 601.2a, 305.1)."""
    g = game.state
    out: dict[str, Any] = {}
    src = _exiler(game, oid)
    if src is not None:
        out["exiled_with"] = src
    from manastack.rules.play_from_exile import KEY as PLAY_KEY
    permission = g.extra.get(PLAY_KEY, {}).get(oid)
    if permission is not None and (permission[1] is None or permission[1] >= g.turn):
        out["may_play"], out["may_play_until"] = permission
    return out


def _exiler(game: Game, oid: int) -> int | None:
    """The permanent card ``oid`` was exiled with, if it is still there (a link is kept by the
    exiling rule: ``rules.linked_exile``, ``rules.exile_until`` and a few cards' own; an
    exile that replaced a death with "exiled with" in its event, as Gisa's)."""
    from manastack.rules.amounts import KEY as LINKED
    from manastack.rules.exile_until import KEY as UNTIL
    from manastack.rules.extensions.hostile_hostel import LINK as INN
    from manastack.rules.extensions.ludevic_necrogenius import LINK as LUDEVIC
    g = game.state
    for key in (LINKED, UNTIL, INN, LUDEVIC):
        for src, cards in g.extra.get(key, {}).items():
            if oid in cards and src in g.objects:
                return int(src)
    src = _exiled_by_event(game).get(oid)
    return src if src is not None and src in g.objects else None


def _exiled_by_event(game: Game) -> dict[int, int]:
    """``{card id: source}`` of the zone changes in the log that say what the card was exiled
    with. The log only grows while the state is the same object (an action taken back
    replaces the state, as for ``log_view``), so what was read is kept on the game for the
    state and only the entries added since are read."""
    g = game.state
    kept = game.exiled_by_event
    if kept is None or kept[0] is not g or kept[1] > len(g.log):
        kept = (g, 0, {})
    found = kept[2]
    for ev in g.log[kept[1]:]:
        if ev.kind == "zone_change" and ev.new_obj is not None:
            src = ev.data.get("exiled_with")
            if isinstance(src, int):
                found[ev.new_obj] = src
    game.exiled_by_event = (g, len(g.log), found)
    return found
