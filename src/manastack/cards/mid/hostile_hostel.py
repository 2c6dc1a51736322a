"""Hostile Hostel // Creeping Inn — Land // Artifact Creature — Horror Construct 3/7 (black).

Oracle: Front: "{T}: Add {C}. / {1}, {T}, Sacrifice a creature: Put a soul counter on Hostile
Hostel. Then if there are three or more soul counters on it, remove those counters, transform
it, then untap it. Activate only as a sorcery."
Back: "Whenever Creeping Inn attacks, you may exile a creature card from your graveyard. If you
do, each opponent loses X life and you gain X life, where X is the number of creature cards
exiled with Creeping Inn. / {4}: Creeping Inn phases out."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

LINK = "creeping_inn_exiled"
CREATURE_CARD_IN_YOUR_GRAVEYARD = card_in(Zone.GRAVEYARD, "Creature",
                                          label="a creature card from your graveyard")


def _three_souls(g: Any, frame: Any) -> bool:
    src = frame.get("source")
    return src in g.objects and g.objects[src].counters.get("soul", 0) >= 3


def _exile_chosen(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    chosen = [c for c in frame.get("inn_card", ()) if c in g.objects]
    if not chosen:
        return
    push(g, "creeping_inn_drain", frame["source"], frame["controller"], len(g.log))
    submit(g, Event("zone_change", obj=chosen[0], from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE,
                    player=g.objects[chosen[0]].owner, data={"cause": "creeping_inn"}))


def exiled_with(g: Any, inn: int) -> list[int]:
    """Creature cards exiled with this object that are still in exile (it remembers them
    through phasing and transforming: the same object, MID-RN-179)."""
    return [c for c in g.extra.get(LINK, {}).get(inn, ()) if c in g.objects
            and g.objects[c].zone is Zone.EXILE]


@handler("creeping_inn_drain")
def _drain(g: Any, inn: int, you: int, start: int) -> None:
    new = [ev.new_obj for ev in g.log[start:] if ev.kind == "zone_change"
           and ev.data.get("cause") == "creeping_inn" and ev.new_obj is not None]
    if not new:
        return  # it didn't get exiled: "if you do" fails
    links = dict(g.extra.get(LINK, {}))
    links[inn] = tuple(links.get(inn, ())) + tuple(new)
    g.extra[LINK] = links
    g.version += 1
    from manastack.rules.characteristics import chars
    x = sum(1 for c in exiled_with(g, inn) if "Creature" in chars(g, c).types)
    submit_batch(g, [Event("life_loss", player=p, amount=x) for p in g.opponents(you)])
    push(g, "event", Event("life_gain", player=you, amount=x))


FACES = [
    [
        mana_ability("{T}", "C"),
        activated(Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice=CREATURE),
                  PutCounters(Self(), "soul"),
                  If(_three_souls, (RemoveCounters(Self(), "soul", CountersOn(Self(), "soul")),
                                    Transform(), UntapEffect(Self()))),
                  sorcery=True),
    ],
    [
        triggered(attacks(),
                  ChooseObjects(CREATURE_CARD_IN_YOUR_GRAVEYARD, "inn_card", min=0, max=1,
                                prompt="You may exile a creature card from your graveyard"),
                  Custom(_exile_chosen, "creeping_inn_exile")),
        activated("{4}", PhaseOut(Self())),
    ],
]
