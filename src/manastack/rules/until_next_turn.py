"""Effects that last "until your next turn" (CR 611.2, 500.1).

Such an effect ends as its controller's next turn begins, before anything happens in that
turn's untap step. Three kinds exist:

* continuous effects from resolution with ``duration="next_turn"`` (``ApplyContinuous``);
* replacement shields with ``until="next_turn"``;
* permissions of a player, such as "you may cast creature spells as though they had flash"
  (CR 601.3b, 702.8), and restrictions protecting a player, "creatures [that player] controls
  can't attack you or planeswalkers you control" (CR 508.1c), kept in ``g.extra[PERMISSIONS]``
  as ``(player, kind, types)`` entries.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.events import Event
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

PERMISSIONS = "until_next_turn_permissions"
FLASH = "as_though_flash"
CANT_ATTACK = "cant_attack_you"


def end_until_next_turn(g: GameState, player: int) -> None:
    """``player``'s turn begins: their "until your next turn" effects end."""
    effects = [e for e in g.effects if not (e.duration == "next_turn" and
                                            e.controller == player)]
    shields = [s for s in g.shields if not (s.until == "next_turn" and s.controller == player)]
    perms = tuple(p for p in g.extra.get(PERMISSIONS, ()) if p[0] != player)
    if len(effects) != len(g.effects) or len(shields) != len(g.shields) or \
            len(perms) != len(g.extra.get(PERMISSIONS, ())):
        g.effects = effects
        g.shields = shields
        g.extra[PERMISSIONS] = perms
        g.version += 1


def end_passed_over(g: GameState, previous: int, player: int) -> None:
    """A turn passes from ``previous``'s to ``player``'s: the players between them in turn
    order who have left the game would have begun their turn now, so their "until your next
    turn" effects end (CR 800.4m: they neither end as the player leaves nor last
    indefinitely). With shared team turns, the teammates passed over are still in the game:
    their turn was the one ending."""
    n = len(g.players)
    for k in range(1, n):
        q = (previous + k) % n
        if q == player:
            break
        if not g.players[q].in_game:
            end_until_next_turn(g, q)


def may_cast_as_though_flash(g: GameState, player: int, spell_chars: Any) -> bool:
    """Whether a permission lets ``player`` cast a spell with these characteristics as though
    it had flash (CR 702.8a: any time they could cast an instant)."""
    for who, kind, types in g.extra.get(PERMISSIONS, ()):
        if who == player and kind == FLASH and (not types or set(types) & spell_chars.types):
            return True
    return False


def has_flash_permission(g: GameState, player: int) -> bool:
    """Whether ``player`` may cast some spells as though they had flash."""
    return any(who == player and kind == FLASH for who, kind, _ in g.extra.get(PERMISSIONS, ()))


def grant_flash_until_next_turn(g: GameState, player: int, types: tuple[str, ...]) -> None:
    """"Until your next turn, you may cast [types] spells as though they had flash" for
    ``player`` (the vocabulary's ``FlashUntilNextTurn``)."""
    g.extra[PERMISSIONS] = tuple(g.extra.get(PERMISSIONS, ())) + ((player, FLASH, types),)
    g.version += 1


def _entering_creature(g: GameState, ev: Event) -> bool:
    """Whether the object of a zone change to the battlefield would be a creature there
    (CR 614.12: as it would exist on the battlefield)."""
    from manastack.rules.characteristics import printed_chars
    o = g.objects[ev.obj]  # type: ignore[index]
    if ev.data.get("face_down"):
        return True
    copy = ev.data.get("copy_of")
    if copy is not None:
        return "Creature" in copy.types
    if o.card_key is None:
        return False
    # The face it will have there: a daybound card enters transformed at night (CR 702.145b),
    # so Curse of Leeches cast at night enters as the creature Leeching Lurker.
    from manastack.rules.day_night import entering_face
    side = int(ev.data.get("face", o.face if o.zone is Zone.STACK else 0))
    face = entering_face(g, ev.obj, side, ev.data)  # type: ignore[arg-type]
    return "Creature" in printed_chars(o.card_key, face).types


def _counter_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    you = sh.controller
    if ev.kind == "create_token":
        if ev.player != you:
            return False
        copy = ev.data.get("copy_of")
        if copy is not None:
            # CR 707.2, 707.8a, 614.12: a token copy has the copiable values of the face up of
            # what it copies (a copy of Leeching Lurker is a creature, not the Curse)
            return "Creature" in copy.types
        from manastack.cards.database import database
        key = ev.data.get("key")
        card = database().by_key(key) if key else database().token(ev.data["token"])
        return "Creature" in card.faces[0].types
    if ev.to_zone is not Zone.BATTLEFIELD or ev.obj not in g.objects:
        return False
    o = g.objects[ev.obj]
    ctl = ev.data.get("controller")
    if ctl is None:
        ctl = o.controller if o.zone is Zone.STACK else o.owner
    return bool(ctl == you and _entering_creature(g, ev))


def _counter_replace(g: GameState, sh: Shield, ev: Event) -> Event:
    kind, n = sh.data
    counters = dict(ev.data.get("counters") or {})
    counters[kind] = counters.get(kind, 0) + n
    return ev.but(data={**ev.data, "counters": counters})


def additional_counter_until_next_turn(g: GameState, player: int, source: int | None,
                                       kind: str = "+1/+1", n: int = 1) -> None:
    """"Until your next turn, each creature you control enters (the battlefield) with an
    additional [kind] counter on it" (the vocabulary's ``AdditionalCounterUntilNextTurn``):
    replacement effects (CR 614.1c) on creatures entering under ``player``'s control, tokens
    created included (CR 111.1), ending as their next turn begins."""
    for ev_kind in ("zone_change", "create_token"):
        add_shield(g, Shield(new_shield_id(g), ev_kind, _counter_applies, _counter_replace,
                             player, source, (kind, n), uses=None, until="next_turn"))


def cant_attack_you_until_your_next_turn(g: GameState, you: int,
                                         attackers: tuple[int, ...]) -> None:
    """Until ``you``'s next turn, creatures the players ``attackers`` control can't attack
    ``you`` or planeswalkers ``you`` control (the vocabulary's
    ``CantAttackYouUntilYourNextTurn``; CR 508.1c)."""
    if attackers:
        g.extra[PERMISSIONS] = tuple(g.extra.get(PERMISSIONS, ())) + (
            (you, CANT_ATTACK, tuple(sorted(attackers))),)
        g.version += 1


def may_attack_player(g: GameState, attacker_controller: int, defending_player: int) -> bool:
    """Whether creatures ``attacker_controller`` controls may attack ``defending_player`` or
    their planeswalkers (CR 508.1c)."""
    return not any(who == defending_player and kind == CANT_ATTACK and
                   attacker_controller in players
                   for who, kind, players in g.extra.get(PERMISSIONS, ()))
