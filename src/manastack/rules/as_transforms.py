""""As this permanent transforms into [this face], ..." (CR 712.20).

Such an ability is printed on the face the permanent transforms into and applies while it
transforms, not afterward; it applies only if the permanent has it once turned over (a copy
effect that keeps applying, CR 707.2, leaves it only the copied abilities). The permanent is turned over (``manastack.rules.transform``), then
the ability's effects run at once, before anything else happens: no state-based action is
checked and no triggered ability is put on the stack in between, and during the untap step
they come before the permanents untap and before the upkeep begins (ruling MID-RN-195).
Choices they need ("attach it to a player", "a creature card exiled with it") are decisions
of the permanent's controller.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.transforming import (  # noqa: F401 - AsTransforms, as_transforms re-exported
    AsTransforms,
    AttachToAPlayer,
    as_transforms,
)
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.one_shot import effect
from manastack.rules.targets import enchant_spec
from manastack.state.game_state import GameState


def run_as_transforms(g: GameState, oid: int) -> None:
    """The permanent ``oid`` was just turned over: queue the effects of the "as it transforms"
    abilities it has now, to run next.

    Those are the abilities of the permanent as it is after turning over, not of the printed
    face: a permanent whose copy effect keeps applying after it transforms (CR 707.2, 613.2)
    has only the copied abilities, so the face's own "as this transforms" ability doesn't apply
    (ruling on Olag, Ludevic's Hubris: "The copy effect continues to apply and its
    characteristics don't change")."""
    from manastack.rules.characteristics import chars
    o = g.objects[oid]
    for a in chars(g, oid).abilities:
        if isinstance(a, AsTransforms):
            fid = g.new_frame()
            g.frames[fid] = {"controller": o.controller, "source": oid, "targets": (),
                             "x": None}
            push_all(g, [("effect", e, fid) for e in a.effects] + [("drop_frame", fid)])


def attach_to_a_player() -> AttachToAPlayer:
    """"Attach it to a player" (``manastack.dsl.transforming.AttachToAPlayer``)."""
    return AttachToAPlayer()


@effect(AttachToAPlayer)
def _attach_effect(g: GameState, e: AttachToAPlayer, fid: int, frame: dict[str, Any]) -> None:
    _attach_to_a_player(g, fid)


def _attach_to_a_player(g: GameState, fid: int) -> None:
    frame = g.frames[fid]
    src = frame["source"]
    if src not in g.objects:
        return
    from manastack.rules.characteristics import chars
    c = chars(g, src)
    spec = enchant_spec(c)
    if spec is None or spec.players is None:
        return
    who = spec.players.who
    options = tuple(p for p in g.player_ids() if who == "any" or
                    (who == "opponent") == g.is_opponent(c.controller, p))
    if not options:
        return
    push(g, "attach_chosen_player", src, fid)
    ask(g, c.controller, "choose_player", options, fid, "_attach_player",
        prompt="Choose a player to attach it to", source=src)


@handler("attach_chosen_player")
def _attach_chosen_player(g: GameState, src: int, fid: int) -> None:
    """Attach the permanent to the player chosen (nothing happens between the question and
    the answer: the permanent is still on the battlefield)."""
    submit(g, Event("attach", obj=src, data={"to": g.frames[fid].pop("_attach_player")}))

