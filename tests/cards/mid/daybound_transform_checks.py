"""Shared checks for two more rulings published with the Midnight Hunt daybound werewolves:

* "Permanents with daybound and nightbound can't transform via any means other than their
  daybound and nightbound abilities. Notably, older cards such as Moonmist that instruct a player
  to transform permanents don't affect permanents with daybound or nightbound." (CR 702.145b,
  702.145e)
* "If it's neither day nor night, and a creature with daybound and a creature with nightbound
  somehow appear on the battlefield at the same time, it becomes day. The creature with
  nightbound will transform." (CR 702.145d, 702.145g)

The pool's only instruction to transform permanents other than the source is Tovolar, Dire
Overlord's "Then transform any number of Human Werewolves you control", which comes right after
it becomes night, when a daybound Human Werewolf card is already back face up. Olag, Ludevic's
Hubris as a copy of such a card is a Human Werewolf with daybound while back face up (daybound
is a copiable value, CR 707.2): it is offered, chosen, and not transformed.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


@dataclass
class TovolarCheck:
    offered: bool
    face: int
    has_daybound: bool
    transforms: int


def tovolar_transforms_a_daybound_copy(card: str) -> TovolarCheck:
    """Olag becomes a copy of ``card`` (a daybound Human Werewolf card); it is still day on turn
    5 when Tovolar's upkeep trigger makes it night and offers to transform Olag, which is
    chosen. Returns what happened to Olag."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Tovolar, Dire Overlord", "Ludevic, Necrogenius", "Bird Admirer")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, card)
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find(card, zone="graveyard")])
    d.resolve()
    assert d.chars(olag).has("Daybound")
    assert {"Human", "Werewolf"} <= set(d.chars(olag).subtypes)
    d.cast(0, "Shock", targets=[1])  # a spell each turn: still day on turn 5
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("choose_cards")
    assert d.state.day_night == "night"
    offered = Choose(olag) in dec.actions
    if offered:
        d.choose(olag)
    transforms = [e for e in d.state.log if e.kind == "transform" and e.obj == olag]
    return TovolarCheck(offered, d.state.objects[olag].face, d.chars(olag).has("Daybound"),
                        len(transforms))


def appearing_together(daybound: str, nightbound: str) -> tuple[str | None, str, str]:
    """With the game neither day nor night, ``daybound`` front face up and ``nightbound`` back
    face up appear on the battlefield together (player 0's and player 1's). Returns the
    designation and the two permanents' names."""
    s = Scenario(seed=1)
    s.battlefield(0, daybound)
    s.battlefield(1, nightbound, transformed=True)
    d = Driver(s.build())
    return (d.state.day_night, d.chars(d.find(daybound)).name,
            d.chars(d.find(nightbound)).name)
