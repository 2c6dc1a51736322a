"""Tovolar, Dire Overlord // Tovolar, the Midnight Scourge — {1}{R}{G} Legendary Creature —
Human Werewolf 3/3 // Legendary Creature — Werewolf 4/4 (red and green).

Oracle: Front: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a
card. / At the beginning of your upkeep, if you control three or more Wolves and/or Werewolves,
it becomes night. Then transform any number of Human Werewolves you control. / Daybound"
Back: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card. /
{X}{R}{G}: Target Wolf or Werewolf you control gets +X/+0 and gains trample until end of turn. /
Nightbound"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

WOLF_OR_WEREWOLF = Filter(subtypes=("Wolf", "Werewolf"), controller="you",
                          label="Wolf or Werewolf you control")
WOLF_OR_WEREWOLF_CREATURE = WOLF_OR_WEREWOLF.but(types=("Creature",),
                                                 label="target Wolf or Werewolf you control")
HUMAN_WEREWOLF = Filter(all_types=("Creature",), subtypes=("Werewolf",), controller="you",
                        custom=lambda g, oid, you, source: _has_subtype(g, oid, "Human"),
                        label="Human Werewolf you control")


def _has_subtype(g: Any, oid: int, sub: str) -> bool:
    from manastack.rules.characteristics import chars
    return sub in chars(g, oid).subtypes


def _three_or_more(g: Any, source: int, event: Any) -> bool:
    from manastack.rules.characteristics import controller_of
    from manastack.rules.selectors import matches
    you = controller_of(g, source)
    n = sum(1 for oid in g.battlefield if matches(g, oid, WOLF_OR_WEREWOLF, you, source))
    return n >= 3


def _wolf_hits_player(g: Any, source: int, ev: Any) -> bool:
    """A Wolf or Werewolf you control (as it dealt the damage) dealt combat damage to a player;
    it triggers once per such creature (ruling MID-RN-200)."""
    from manastack.rules.characteristics import controller_of
    c = ev.lki
    return bool(ev.data.get("combat")) and ev.player is not None and c is not None and \
        c.controller == controller_of(g, source) and bool({"Wolf", "Werewolf"} & c.subtypes)


DRAW_ON_DAMAGE = triggered(Trigger("damage", test=_wolf_hits_player,
                                   label="a Wolf or Werewolf you control deals combat damage "
                                         "to a player"), Draw(1))

FACES = [
    [
        DRAW_ON_DAMAGE,
        triggered(at_beginning_of(Step.UPKEEP), SetDayNight("night"),
                  ChooseObjects(HUMAN_WEREWOLF, "werewolves", min=0, max=99,
                                prompt="Transform any number of Human Werewolves you control"),
                  Transform(Var("werewolves")), condition=_three_or_more),
    ],
    [
        DRAW_ON_DAMAGE,
        activated("{X}{R}{G}", pump(Target(0), X(), 0), grant(Target(0), "Trample"),
                  targets=[target(WOLF_OR_WEREWOLF_CREATURE)]),
    ],
]
