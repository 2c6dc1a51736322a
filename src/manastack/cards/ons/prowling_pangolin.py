"""Prowling Pangolin — {3}{B}{B} Creature — Pangolin Beast 6/5.

Oracle: "When Prowling Pangolin enters the battlefield, any player may sacrifice two creatures.
If a player does, sacrifice Prowling Pangolin."

Each player in turn order, starting with the active player (CR 101.4), may sacrifice two
creatures, until one does; a player who controls fewer than two creatures can't. The
Pangolin's controller may sacrifice it as one of the two.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Extension("prowling_pangolin_any_player_sacrifices_two"),
              If(VarIs("pangolin_paid"), (Sacrifice(what=Self()),))),
]

