"""Creating tokens (CR 111, 701.7) and investigating (CR 701.16); tokens that are copies of
permanents (CR 111.1, 707.2): ``CreateTokenCopy``; tokens whose power and toughness are counted
as they are created: ``CreateToken(spec, x=...)`` (CR 111.3).

A token copy gets only the copiable values of what it copies (CR 707.2): what is printed on
it, or the values of a copy effect applying to it with that effect's exceptions (CR 707.3,
707.9b); counters, and effects that changed its power, toughness, types or colours don't
carry over. A copy of a double-faced permanent is a double-faced token (CR 707.8a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.database import database
from manastack.dsl import effects as E
from manastack.dsl import refs as R
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.variable_tokens import CreateTokensPerOwner, SacrificedTotalPower
from manastack.rules.characteristics import Chars
from manastack.rules.copiable_values import (  # noqa: F401 - re-exported
    CopyValues,
    copiable_values,
    copy_values,
    without_defining_abilities,
)
from manastack.rules.events import Event, submit_all
from manastack.rules.one_shot import amt, effect, objs, on_battlefield, players
from manastack.rules.pipeline import submit_batch
from manastack.state.game_state import GameState


@effect(E.CreateToken)
def _create_token(g: GameState, e: E.CreateToken, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    if e.attacking and _asked_what_a_token_attacks(g, e, fid, frame, n):
        return
    chosen = frame.pop("attack_targets", ())
    token = e.token
    if e.x is not None and not isinstance(token, str):
        # An X/X token (CR 111.3, 107.3): a calculation that determines an effect's result
        # and yields a negative number gives 0 instead (CR 107.1b); creating a token sets no
        # creature's power and toughness, so the exception for those doesn't apply.
        x = max(0, amt(g, e.x, frame))
        token = replace(token, power=x, toughness=x)
    evs: list[Event] = []  # each player's tokens created at once (CR 111.1)
    for p in players(g, e.who, frame):
        spec = {} if isinstance(token, str) else {"key": token.key}
        data = {"token": token if isinstance(token, str) else token.name,
                **spec, "tapped": e.tapped, "attacking": e.attacking,
                "source": frame.get("source")}
        if e.attacking:
            # the tokens attacking the same player or planeswalker, one event each, all in
            # one batch: still created at once
            evs.extend(Event("create_token", player=p, amount=chosen.count(target),
                             data={**data, "attack_target": target})
                       for target in dict.fromkeys(chosen))
        else:
            evs.append(Event("create_token", player=p, amount=n, data=data))
    submit_batch(g, evs)


def _asked_what_a_token_attacks(g: GameState, e: E.CreateToken, fid: int,
                                frame: dict[str, Any], n: int) -> bool:
    """"Tapped and attacking" (CR 508.4): as each of the ``n`` tokens enters, its controller
    chooses the player or planeswalker it attacks, each token its own (MIC-OR-0230: not
    necessarily what the others attack); none was declared as an attacker. Asks the next
    token's choice while one is left to make and there is more than one answer (True: it
    asked); the choices made are ``frame["attack_targets"]``, one for each token."""
    from manastack.rules.choices import ask
    from manastack.rules.exile_until import attack_candidates
    from manastack.rules.instructions import push
    cands = attack_candidates(g, frame["controller"])
    if len(cands) <= 1:
        frame["attack_targets"] = (cands[0] if cands else None,) * n  # nothing to choose
        return False
    chosen = tuple(frame.get("attack_targets", ()))
    if "attack_target" in frame:  # the answer to the question asked last
        chosen += (frame.pop("attack_target"),)
    frame["attack_targets"] = chosen
    if len(chosen) < n:
        push(g, "effect", e, fid)
        ask(g, frame["controller"], "choose_option", cands, fid, "attack_target",
            prompt="Choose the player or planeswalker the tokens attack" if n == 1 else
            f"Choose the player or planeswalker token {len(chosen) + 1} of {n} attacks")
        return True
    return False


@effect(E.Investigate)
def _investigate(g: GameState, e: E.Investigate, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.16: create a Clue token."""
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("create_token", player=p, amount=n,
                         data={"token": "Clue", "investigate": True})
                   for p in players(g, e.who, frame)])


def token_card(name: str) -> Any:
    return database().token(name)


def _excepted(values: Chars, spec: Any) -> Chars:
    """The copiable values with the exception "except it's a [spec]" (CR 707.9b): its colours,
    creature types (instead of the others) and power and toughness; the name, mana cost,
    card types, supertypes and abilities stay those copied, but for a characteristic-defining
    ability defining one of the characteristics the exception gives (CR 707.9d: Old
    Stickfingers's "power and toughness are each equal to ..." isn't copied, the token is 4/4).

    "A 1/1 green Frog" doesn't make a face a creature (CR 205.1a-b): a noncreature face of a
    double-faced token (Curse of Leeches, an Aura Curse) can't gain a creature type (CR 205.3d)
    and, a noncreature permanent, has no power or toughness (CR 208.3); it is only green."""
    from manastack.rules.creature_types import CREATURE_TYPES
    out = without_defining_abilities(values, colors=True, creature_types=True)
    out.colors = frozenset(spec.colors)
    if "Creature" in out.types:
        out.subtypes = frozenset(t for t in out.subtypes if t not in CREATURE_TYPES) | \
            frozenset(spec.subtypes)
        out.power, out.toughness = spec.power, spec.toughness
    return out


@effect(E.CreateTokenCopy)
def _create_token_copy(g: GameState, e: E.CreateTokenCopy, fid: int,
                       frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    if isinstance(e.what, R.Sacrificed):
        kept = frame.get("sacrificed_copy")
        originals = [kept] if kept is not None else []
    elif e.of_cards:
        originals = [copy_values(g, o) for o in objs(g, e.what, frame)]
    else:
        originals = [copy_values(g, o) for o in on_battlefield(g, objs(g, e.what, frame))]
    # One token for each, created at once (CR 111.1): they enter together, so each one's
    # "whenever another creature enters" sees the others (CR 603.6a)
    evs = []
    for p in players(g, e.who, frame):
        for values in originals:
            if values is None:
                continue
            key, copy_of, faces = values
            if e.except_as is not None:
                # CR 707.9b with 707.8a: the exception is part of the copy effect, so a copy of a
                # double-faced card or permanent is a double-faced token with the exception on
                # each face (a 4/4 black Zombie by day and by night)
                if faces is None:
                    copy_of = _excepted(copy_of, e.except_as)
                else:
                    up = faces.index(copy_of)
                    faces = (_excepted(faces[0], e.except_as), _excepted(faces[1], e.except_as))
                    copy_of = faces[up]  # the same object: the face up (``_token_copy``)
            evs.append(Event("create_token", player=p, amount=n,
                             data={"key": key, "copy_of": copy_of, "copy_faces": faces,
                                   "source": frame.get("source")}))
    submit_batch(g, evs)


@interpreted_by(SacrificedTotalPower)
def _sacrificed_total_power(a: SacrificedTotalPower, g: GameState,
                            frame: dict[str, Any]) -> int:
    sid = frame.get("stack_id")
    spell = g.objects.get(sid) if isinstance(sid, int) else None
    lkis = spell.stack.get("sacrificed_lkis", ()) if spell is not None else ()
    return sum(c.power or 0 for c in lkis)


@effect(CreateTokensPerOwner)
def _create_tokens_per_owner(g: GameState, e: CreateTokensPerOwner, fid: int,
                             frame: dict[str, Any]) -> None:
    from manastack.rules.pipeline import submit_batch
    owners = [g.objects[o].owner for o in objs(g, e.per, frame)]
    spec = {} if isinstance(e.token, str) else {"key": e.token.key}
    name = e.token if isinstance(e.token, str) else e.token.name
    submit_batch(g, [Event("create_token", player=p, amount=owners.count(p),
                           data={"token": name, **spec, "source": frame.get("source")})
                     for p in g.player_ids() if owners.count(p) and g.players[p].in_game])
